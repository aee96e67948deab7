#!/usr/bin/env python3
"""expected.py WHAT ARGS...: what a desktop panel must show, worked out apart from the app through
the project's Python binding, for the session the app's headless states use (seed 1, now
1796000000000, UTC-8, 200 streamed orders). Sourced checks call it with FOODTRUCK_LIBRARY set
to the staged library.

  top-five TIMEFRAME LOCALE  the library's ranking (Truck.top, best first) reversed so that the
                             bars rise: one "name<TAB>count" line a bar, then their sum
  sales TIMEFRAME            every point of every city's history line (Truck.sales_series, one
                             call a city, where the app asks once for the combined line), summed
  notification LOCALE        the "Donuts are done!" notification of order 24 prepared at now and
                             its timer over 61 s later: its title, then its body, a line each
  new-orders LOCALE [MS]     the Truck screen's New Orders card, MS (default 0) after the start
                             (the live orders that arrived by then included): the display ids of
                             the five highest order numbers (every order, ascending, the last five
                             reversed: not the app's descending page), then the newest order's id
                             and its donuts (its lines' quantities summed) in the session's digits
  trending LOCALE            the Truck screen's tag cloud: the titles of the 16 trending tags, in
                             the library's order
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bindings", "python"))
import foodtruck as ft  # noqa: E402

NOW = 1_796_000_000_000
# The domain's lengths of a history line: two weeks of days, 30 days, 12 months.
HISTORY_POINTS = {ft.Timeframe.WEEK: 14, ft.Timeframe.MONTH: 30, ft.Timeframe.YEAR: 12}


def session(locale=ft.Locale.EN):
    truck = ft.Truck()
    truck.utc_offset = -480
    truck.locale = locale
    truck.simulate(1, NOW, 200)
    return truck


def main():
    what = sys.argv[1]
    if what == "notification":
        truck = session(ft.Locale(int(sys.argv[2])))
        truck.advance(24, NOW)
        truck.tick(NOW + 61_000)
        activity = truck.activity_for_order(24)
        print(truck.activity_text(activity, ft.ActivityTextSlot.NOTIFICATION_TITLE, NOW + 61_000))
        print(truck.activity_text(activity, ft.ActivityTextSlot.NOTIFICATION_BODY, NOW + 61_000))
        return
    if what == "new-orders":
        truck = session(ft.Locale(int(sys.argv[2])))
        truck.tick(NOW + (int(sys.argv[3]) if len(sys.argv) > 3 else 0))
        newest = list(reversed(truck.orders()[-5:]))
        assert len(newest) == 5, newest
        for number in newest:
            print(truck.order_display_id(number))
        print(truck.order_display_id(newest[0]))
        print(truck.number_text(sum(line.count for line in truck.order(newest[0]).lines)))
        return
    if what == "trending":
        truck = session(ft.Locale(int(sys.argv[2])))
        tags = ft.trending_tags()
        assert len(tags) == 16, tags
        for tag in tags:
            print(truck.tag_title(tag))
        return
    timeframe = ft.Timeframe(int(sys.argv[2]))
    if what == "top-five":
        truck = session(ft.Locale(int(sys.argv[3])))
        top = truck.top(5, timeframe, ft.City.ALL, NOW)
        assert len(top) == 5, top
        for bar in reversed(top):
            print(f"{truck.donut_name(bar.donut_id)}\t{bar.sales}")
        print(sum(bar.sales for bar in top))
    elif what == "sales":
        truck, total = session(), 0
        for city in (ft.City.CUPERTINO, ft.City.SAN_FRANCISCO, ft.City.LONDON):
            points = truck.sales_series(timeframe, city, NOW)
            assert len(points) == HISTORY_POINTS[timeframe], len(points)
            total += sum(point.sales for point in points)
        print(total)
    else:
        sys.exit(f"expected.py: no {what}")


if __name__ == "__main__":
    main()
