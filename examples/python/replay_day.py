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

import foodtruck
from foodtruck import (
    ActivityTextSlot,
    City,
    EventKind,
    Locale,
    NotFoundError,
    OrderAction,
    OrderSort,
    OrderStatus,
    Timeframe,
    WeatherText,
    open_meteo,
)

START = 1_796_000_000_000  # the shell's fixed morning
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


def event_line(truck, event):
    time = truck.clock_text(event.at)
    if event.kind in (EventKind.ORDER_PLACED, EventKind.ORDER_STATUS_CHANGED):
        return f"{time} {truck.order_display_id(event.order_number)} {truck.status_name(event.status)}"
    if event.kind == EventKind.TIMER_FINISHED:
        countdown = truck.countdown_text(event.order_number, event.at)
        return f"{time} {truck.order_display_id(event.order_number)} {countdown}"
    if event.kind == EventKind.NOTIFICATION:
        try:
            activity = truck.activity_for_order(event.order_number)
        except NotFoundError:
            return f"{time} {truck.order_display_id(event.order_number)}"
        title = truck.activity_text(activity, ActivityTextSlot.NOTIFICATION_TITLE, event.at)
        body = truck.activity_text(activity, ActivityTextSlot.NOTIFICATION_BODY, event.at)
        return f"{time} {title} {body}"
    if event.kind == EventKind.ISLAND_OWNER_CHANGED:  # the new owner, or none
        if event.activity_id is None:
            return f"{time} {truck.event_name(event.kind)}"
        title = truck.activity_text(event.activity_id, ActivityTextSlot.LOCK_TITLE, event.at)
        return f"{time} [{title}] {truck.event_name(event.kind)}"
    activity = event.activity_id
    title = truck.activity_text(activity, ActivityTextSlot.LOCK_TITLE, event.at)
    donuts = truck.activity_text(activity, ActivityTextSlot.LOCK_DONUTS, event.at)
    return f"{time} [{title}] {donuts}: {truck.event_name(event.kind)}"


def summary_line(truck, now):
    top = truck.top(5, Timeframe.WEEK, City.ALL, now)
    line = f"== {truck.clock_text(now)} |"
    line += "".join(f" {truck.donut_name(entry.donut_id)} {entry.sales};" for entry in top)
    island = truck.island()
    if island.owner is not None:
        title = truck.activity_text(island.owner, ActivityTextSlot.LOCK_TITLE, now)
        countdown = truck.activity_text(island.owner, ActivityTextSlot.COUNTDOWN, now)
        line += f" | {title} {countdown}"
    return line + f" | {truck.order_count(statuses=[OrderStatus.PLACED, OrderStatus.PREPARING, OrderStatus.READY])}"


def city_panel(truck, city, columns):
    """The shell's City panel: the recommended spot, the weather card when the page shows it, the
    badges that fit in ``columns`` (a character cell per code point) and the cloud-cover text."""
    text = lambda which: truck.weather_text(city, which)  # noqa: E731
    lines = [truck.city_name(city), f"{text(WeatherText.RECOMMENDED)}: {text(WeatherText.RECOMMENDED_SPOT)}"]
    if truck.city_weather(city).shows_weather_card:
        lines.append(text(WeatherText.CONDITION) + SEPARATOR + text(WeatherText.RAIN))
    badges = [text(WeatherText.TEMPERATURE), text(WeatherText.POPULAR), text(WeatherText.TRENDING)]
    count = foodtruck.badge_count(columns, *map(len, badges), len(SEPARATOR))
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--minutes", type=int, default=10)
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
        for now in range(START, START + args.minutes * 60 * SECOND + 1, SECOND):
            truck.tick(now)
            if (now - START) % HAND_OVER_EVERY == 0:
                hand_over(truck, now)
            if (now - START) % PREPARE_EVERY == 0:
                prepare_next(truck, now)
            for event in truck.poll_events(64 * 1024):
                out.write(event_line(truck, event) + "\n")
            if (now - START) % (60 * SECOND) == 0:
                out.write(summary_line(truck, now) + "\n")


if __name__ == "__main__":
    main()
