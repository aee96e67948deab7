# SPDX-License-Identifier: Apache-2.0
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
PIPED_COLUMNS = 100  # the transcript's width, as the shell's when piped
INDENT = 4  # a wrapped line's continuation


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
    if event.kind == EventKind.NOTIFICATION:  # every order's, with a live activity or not
        title = truck.navigation_text(NavigationLabel.NOTIFICATION_TITLE)
        body = truck.navigation_text(NavigationLabel.NOTIFICATION_BODY)
        return f'{truck.event_name(event.kind)} "{title} {body}"'
    if event.kind == EventKind.ISLAND_OWNER_CHANGED and event.activity_id is None:
        return truck.navigation_text(NavigationLabel.ISLAND_EMPTY)
    return truck.event_name(event.kind)


class EventLine:
    """The shell's event line: an order's events at one instant share a line ("4:54:20 PM
    Order#1216: timer finished, Ready"), and so do orders at one instant with the same words; a
    notification is a line of its own."""

    def __init__(self, truck):
        self.truck, self.at, self.orders, self.phrases, self.alone = truck, None, [], [], False

    def add(self, event):
        """Adds the event and returns None, or returns the finished line it started a new one
        after (None when there was none)."""
        phrase = event_phrase(self.truck, event)
        alone = event.kind == EventKind.NOTIFICATION
        same_instant = self.orders and self.at == event.at and not alone and not self.alone
        if same_instant and self.orders == [event.order_number]:
            self.phrases.append(phrase)
            return None
        if same_instant and self.orders[-1] != event.order_number and self.separator().join(self.phrases) == phrase:
            self.orders.append(event.order_number)
            return None
        finished = self.text()
        self.at, self.orders, self.phrases, self.alone = event.at, [event.order_number], [phrase], alone
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
    """What the demo shows, a legend of what its lines say, and why its first line hands over
    so many orders at once."""
    text = truck.navigation_text
    lines = [text(NavigationLabel.DEMO_TITLE), text(NavigationLabel.DEMO_STORY), text(NavigationLabel.LEGEND)]
    for kind in EventKind:
        if kind == EventKind.ORDER_STATUS_CHANGED:  # its lines show the status itself
            key = text(NavigationLabel.LIST_SEPARATOR).join(truck.status_name(s) for s in (OrderStatus.PREPARING, OrderStatus.READY,
                                                           OrderStatus.COMPLETED))
        else:
            key = truck.event_name(kind)
        lines.append(f"  {key}: {truck.event_explanation(kind)}")
    return lines + [text(NavigationLabel.SUMMARY_LEGEND), "", text(NavigationLabel.DEMO_OPENING)]


def summary_line(truck, now):
    """The minute's summary: the week's Top 5 (donuts sold), the Dynamic Island, the open orders."""
    top = truck.top(5, Timeframe.WEEK, City.ALL, now)
    line = f"== {truck.clock_text(now)} | {truck.panel_title(Panel.TOP_FIVE)} ({truck.timeframe_name(Timeframe.WEEK)}):"
    if top:
        line += " " + truck.navigation_text(NavigationLabel.LIST_SEPARATOR).join(
            f"{truck.donut_name(entry.donut_id)} {truck.donut_count_text(entry.sales)}" for entry in top)
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
    other combining characters and format marks (U+200F) take none, wide characters two."""
    return sum(0 if unicodedata.combining(c) or unicodedata.category(c) in ("Mn", "Me", "Cf")
               else 2 if unicodedata.east_asian_width(c) in ("W", "F") else 1 for c in text)


def wrapped(text, width=PIPED_COLUMNS, indent=INDENT):
    """The shell's wrapping (examples/shell/text.c, put_wrapped): as many words (runs between
    single spaces) as fit in width columns, one at least, the lines after the first indented;
    a word wider than its line cut with an ellipsis."""
    words, lines, first = text.split(" "), [], True
    while first or words:
        room, taken, used = width - (0 if first else indent), 0, 0
        while taken < len(words) and (taken == 0 or used + 1 + columns(words[taken]) <= room):
            used += (taken > 0) + columns(words[taken])
            taken += 1
        piece = " " * (0 if first else indent) + " ".join(words[:taken])
        lines.append(cut(piece, width))
        words, first = words[taken:], False
        while words and words[0] == "":  # the spaces at a break go
            words.pop(0)
    return lines


def cut(text, width):
    """text cut to width columns with an ellipsis, whole characters with their marks."""
    if columns(text) <= width:
        return text
    kept, used = "", 0
    for c in text:
        if columns(c) > 0 and used + columns(c) > width - 1:
            break
        kept, used = kept + c, used + columns(c)
    return kept + "\u2026"


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
        line = EventLine(truck)

        def write(text):
            if text is not None:
                out.write("".join(piece + "\n" for piece in wrapped(text)))

        for text in header(truck):
            write(text)
        waiting_before = 0

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
                write(summary_line(truck, now))
                # When more orders wait than at the last summary, that the queue grows.
                waiting = truck.order_count(statuses=[OrderStatus.PLACED])
                if waiting > waiting_before:
                    write(f"== {truck.navigation_text(NavigationLabel.QUEUE_GROWS)} {truck.number_text(waiting)}")
                waiting_before = waiting
        write(line.flush())
        for text in ("", truck.navigation_text(NavigationLabel.DEMO_INTERACTIVE), "  build/shell/shell"):
            write(text)


if __name__ == "__main__":
    main()
