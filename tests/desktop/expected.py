#!/usr/bin/env python3
"""expected.py WHAT ARGS...: what a desktop panel must show, worked out apart from the app through
the project's Python binding, for the session the app's headless states use (seed 1, now
1796000000000, UTC-8, 200 streamed orders). Sourced checks call it with FOODTRUCK_LIBRARY set
to the staged library.

  top-five TIMEFRAME LOCALE  the library's ranking (Truck.top, best first) reversed so that the
                             bars rise: one "name<TAB>count" line a bar, then their sum
  sales TIMEFRAME            every point of every city's history line (Truck.sales_series, one
                             call a city, where the app asks once for the combined line), summed
  table SORT DESC LOCALE [SEARCH]
                             the Orders table's rows, one line a cell (display id, donuts, status,
                             date): the orders matching SEARCH sorted here by the key of SORT
                             (OrderSort), largest first when DESC is 1, equal keys by number (the
                             library's documented rule), checked against the library's own list
  sections SORT DESC LOCALE [SEARCH]
                             the compact list: a section a status in lifecycle order (the
                             original's New, Preparing, Ready, Completed), empty ones left out, its
                             title (the status's name) then each order's id and donuts, grouped
                             here by each order's status from the table's order
  sheet NUMBER LOCALE        the order-complete sheet's title, summary and Done after the order
                             is moved on until completed at now, as the detail's button does
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


def sorted_orders(truck, sort, descending, search):
    """The matching orders (the library's search) in the order a sort must give them, worked out
    here from each order's fields; the library's own list must agree."""
    key = {
        ft.OrderSort.NUMBER: lambda order: order.number,
        ft.OrderSort.CREATED_AT: lambda order: order.created_at,
        ft.OrderSort.STATUS: lambda order: order.status,
        ft.OrderSort.TOTAL: lambda order: order.total_donuts,
    }[sort]
    # Python's sort is stable, reverse=True too: equal keys stay in number order.
    orders = sorted((truck.order(n) for n in sorted(truck.orders(search=search))), key=key, reverse=descending)
    library = truck.orders(search=search, sort=sort, descending=descending)
    assert [order.number for order in orders] == library, (orders, library)
    return orders


def orders_main(what, args):
    if what == "sheet":
        number, truck = int(args[0]), session(ft.Locale(int(args[1])))
        while truck.order(number).status != ft.OrderStatus.COMPLETED:
            truck.advance(number, NOW)
        title, summary, done = (truck.sheet_text(number, slot, NOW) for slot in ft.OrderSheetSlot)
        if truck.locale == ft.Locale.EN:  # the original's words (domain facts 7.5)
            order = truck.order(number)
            assert title == f"{truck.order_display_id(number)} completed!", title
            assert summary.startswith(f"{order.total_donuts} donuts \u2022 "), summary
            assert done == "Done", done
        print(title, summary, done, sep="\n")
        return
    sort, descending, truck = ft.OrderSort(int(args[0])), args[1] == "1", session(ft.Locale(int(args[2])))
    orders = sorted_orders(truck, sort, descending, args[3] if len(args) > 3 else "")
    if what == "table":
        for order in orders:
            print(truck.order_display_id(order.number), truck.number_text(order.total_donuts),
                  truck.status_name(order.status), truck.order_date_text(order.number, NOW), sep="\n")
    elif what == "sections":
        for status in ft.OrderStatus:  # placed, preparing, ready, completed
            members = [order for order in orders if order.status == status]
            if members:
                print(truck.status_name(status))
            for order in members:
                print(truck.order_display_id(order.number), truck.number_text(order.total_donuts), sep="\n")


def main():
    if sys.argv[1] in ("table", "sections", "sheet"):
        orders_main(sys.argv[1], sys.argv[2:])
        return
    what, timeframe = sys.argv[1], ft.Timeframe(int(sys.argv[2]))
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
