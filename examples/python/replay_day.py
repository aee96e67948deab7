"""replay_day.py: the terminal Food Truck's day (examples/shell/shell.c --transcript) through
the Python binding. It prints the same transcript, byte for byte: both bindings see the same
truth, and every word comes from the library. Where the shell sleeps from one due instant to
the next (foodtruck_truck_next_due), this replay ticks every second, so the identical
transcripts also show that both schedules give the same day.

With --city-panels it prints the shell's City panels instead: the weather read from the
Open-Meteo answers themselves through foodtruck.open_meteo, where the shell reads the lines
exported from them, so the identical panels also show that the export loses nothing.

    PYTHONPATH=bindings/python python3 examples/python/replay_day.py [--seed N] [--minutes M] [--arabic]
    PYTHONPATH=bindings/python python3 examples/python/replay_day.py --city-panels [--arabic]
"""

import argparse
import os
import sys
import unicodedata

import foodtruck
from foodtruck import (
    ActivityTextSlot,
    City,
    EventKind,
    Locale,
    NavigationLabel,
    NotFoundError,
    OrderAction,
    OrderSort,
    OrderStatus,
    Panel,
    Timeframe,
    WeatherText,
    open_meteo,
)

START = 1_796_000_000_000  # the shell's fixed afternoon
SECOND = 1000
PREPARE_EVERY = 10 * SECOND
HAND_OVER_EVERY = 90 * SECOND
FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "fixtures",
                        "open_meteo")
SEPARATOR = " | "


def hand_over(truck, now):
    """The shell's operator: hands over every ready order."""
    for number in truck.orders(statuses=[OrderStatus.READY], sort=OrderSort.NUMBER, limit=256):
        truck.apply(number, OrderAction.COMPLETE, now)


def prepare_next(truck, now):
    """The shell's operator: puts the oldest placed order into preparation."""
    for number in truck.orders(statuses=[OrderStatus.PLACED], sort=OrderSort.CREATED_AT, limit=1):
        truck.apply(number, OrderAction.PREPARE, now)


def event_phrase(truck, event):
    """What an event says about its order: its new status, the notification's words, the island
    left empty, or the event's name."""
    if event.kind == EventKind.ORDER_STATUS_CHANGED:
        return truck.status_name(event.status)
    if event.kind == EventKind.NOTIFICATION:
        try:
            activity = truck.activity_for_order(event.order_number)
        except NotFoundError:
            return truck.event_name(event.kind)
        title = truck.activity_text(activity, ActivityTextSlot.NOTIFICATION_TITLE, event.at)
        body = truck.activity_text(activity, ActivityTextSlot.NOTIFICATION_BODY, event.at)
        return f'{truck.event_name(event.kind)} "{title} {body}"'
    if event.kind == EventKind.ISLAND_OWNER_CHANGED and event.activity_id is None:
        return truck.navigation_text(NavigationLabel.ISLAND_EMPTY)
    return truck.event_name(event.kind)


class EventLine:
    """The shell's event line: an order's events at one instant share a line ("16:54:20
    Order#1216: timer finished, Ready"), and so do orders at one instant with the same words."""

    def __init__(self, truck):
        self.truck, self.at, self.orders, self.phrases = truck, None, [], []

    def add(self, event):
        """Adds the event and returns None, or returns the finished line it started a new one
        after (None when there was none)."""
        phrase = event_phrase(self.truck, event)
        same_instant = self.orders and self.at == event.at
        if same_instant and self.orders == [event.order_number]:
            self.phrases.append(phrase)
            return None
        if same_instant and self.orders[-1] != event.order_number and self.separator().join(self.phrases) == phrase:
            self.orders.append(event.order_number)
            return None
        finished = self.text()
        self.at, self.orders, self.phrases = event.at, [event.order_number], [phrase]
        return finished

    def separator(self):
        return self.truck.navigation_text(NavigationLabel.LIST_SEPARATOR)

    def text(self):
        if not self.orders:
            return None
        ids = self.separator().join(self.truck.order_display_id(number) for number in self.orders)
        return f"{self.truck.clock_text(self.at)} {ids}: {self.separator().join(self.phrases)}"

    def flush(self):
        finished, self.orders, self.phrases = self.text(), [], []
        return finished


def header(truck):
    """What the demo shows, and a legend of what its lines say."""
    text = truck.navigation_text
    lines = [text(NavigationLabel.DEMO_TITLE), text(NavigationLabel.DEMO_STORY), text(NavigationLabel.LEGEND)]
    for kind in EventKind:
        if kind == EventKind.ORDER_STATUS_CHANGED:  # its lines show the status itself
            key = text(NavigationLabel.LIST_SEPARATOR).join(truck.status_name(s) for s in (OrderStatus.PREPARING, OrderStatus.READY,
                                                           OrderStatus.COMPLETED))
        else:
            key = truck.event_name(kind)
        lines.append(f"  {key}: {truck.event_explanation(kind)}")
    return "\n".join(lines + [text(NavigationLabel.SUMMARY_LEGEND), "", ""])


def summary_line(truck, now):
    top = truck.top(5, Timeframe.WEEK, City.ALL, now)
    line = f"== {truck.clock_text(now)} | {truck.panel_title(Panel.TOP_FIVE)} ({truck.timeframe_name(Timeframe.WEEK)}):"
    if top:
        line += " " + truck.navigation_text(NavigationLabel.LIST_SEPARATOR).join(
            f"{truck.donut_name(entry.donut_id)} {truck.number_text(entry.sales)}" for entry in top)
    island = truck.island()
    if island.owner is not None:
        title = truck.activity_text(island.owner, ActivityTextSlot.LOCK_TITLE, now)
        countdown = truck.activity_text(island.owner, ActivityTextSlot.COUNTDOWN, now)
        line += f" | {truck.navigation_text(NavigationLabel.DYNAMIC_ISLAND)}: {title} {countdown}"
    else:
        line += f" | {truck.navigation_text(NavigationLabel.ISLAND_EMPTY)}"
    open_orders = truck.order_count(statuses=[OrderStatus.PLACED, OrderStatus.PREPARING, OrderStatus.READY])
    return line + f" | {truck.navigation_text(NavigationLabel.OPEN_ORDERS)}: {truck.number_text(open_orders)}"


def columns(text):
    """A text's width in terminal columns, as the shell counts them (wcwidth): vowel marks and
    other combining characters take none, wide characters two."""
    return sum(0 if unicodedata.combining(c) or unicodedata.category(c) in ("Mn", "Me")
               else 2 if unicodedata.east_asian_width(c) in ("W", "F") else 1 for c in text)


def city_panel(truck, city, width):
    """The shell's City panel: the recommended spot, the weather card when the page shows it, the
    badges that fit in ``width`` columns and the cloud-cover text."""
    text = lambda which: truck.weather_text(city, which)  # noqa: E731
    lines = [truck.city_name(city), f"{text(WeatherText.RECOMMENDED)}: {text(WeatherText.RECOMMENDED_SPOT)}"]
    if truck.city_weather(city).shows_weather_card:
        lines.append(text(WeatherText.CONDITION) + SEPARATOR + text(WeatherText.RAIN))
    badges = [text(WeatherText.TEMPERATURE), text(WeatherText.POPULAR), text(WeatherText.TRENDING)]
    count = foodtruck.badge_count(width, *map(columns, badges), columns(SEPARATOR))
    return lines + [SEPARATOR.join(badges[:count]), text(WeatherText.CLOUD_COVER)]


def city_panels(arabic, fixtures):
    """Every city's panel, 80 columns wide, a blank line between two."""
    with foodtruck.Truck() as truck:
        if arabic:
            truck.locale = Locale.AR
        cities = [City.CUPERTINO, City.SAN_FRANCISCO, City.LONDON]
        for city in cities:
            truck.set_city_weather(city, open_meteo.read_city(fixtures, city))
        sys.stdout.write("\n\n".join("\n".join(city_panel(truck, city, 80)) for city in cities) + "\n")


def within(low, high):
    """An argument type: a whole number from low to high, as the shell takes it."""
    def parse(text):
        value = int(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is not within {low}..{high}")
        return value
    return parse


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=within(0, 2**63 - 1), default=1)
    parser.add_argument("--minutes", type=within(1, 24 * 60), default=10)
    parser.add_argument("--arabic", action="store_true")
    parser.add_argument("--city-panels", action="store_true")
    parser.add_argument("--fixtures", default=FIXTURES, help="the Open-Meteo answers, one per spot")
    args = parser.parse_args()
    if args.city_panels:
        city_panels(args.arabic, args.fixtures)
        return
    out = sys.stdout
    with foodtruck.Truck() as truck:
        truck.utc_offset = -480
        if args.arabic:
            truck.locale = Locale.AR
        truck.simulate(args.seed, START, stream_limit=200)
        out.write(header(truck))
        line = EventLine(truck)

        def write(text):
            if text is not None:
                out.write(text + "\n")

        for now in range(START, START + args.minutes * 60 * SECOND + 1, SECOND):
            truck.tick(now)
            if (now - START) % HAND_OVER_EVERY == 0:
                hand_over(truck, now)
            if (now - START) % PREPARE_EVERY == 0:
                prepare_next(truck, now)
            for event in truck.poll_events(64 * 1024):
                write(line.add(event))
            if (now - START) % (60 * SECOND) == 0:
                write(line.flush())
                out.write(summary_line(truck, now) + "\n")
        write(line.flush())
        out.write(f"\n{truck.navigation_text(NavigationLabel.DEMO_INTERACTIVE)}\n  build/shell/shell\n")


if __name__ == "__main__":
    main()
