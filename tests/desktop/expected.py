#!/usr/bin/env python3
"""expected.py WHAT ARGS...: what a desktop panel must show, worked out apart from the app through
the project's Python binding, for the session the app's headless states use (seed 1, now
1796000000000, UTC-8, 200 streamed orders). Sourced checks call it with FOODTRUCK_LIBRARY set
to the staged library.

  top-five TIMEFRAME LOCALE  the library's ranking (Truck.top, best first) reversed so that the
                             bars rise: one "name<TAB>count" line a bar, then their sum
  sales TIMEFRAME            every point of every city's history line (Truck.sales_series, one
                             call a city, where the app asks once for the combined line), summed
  gallery LOCALE SORT [TEXT] the Donuts gallery: SORT "week" (popularity, the original's first
                             order), "today" or a flavor's number, the donuts whose name or ingredients
                             hold TEXT (Truck.search); a donut's name, then its most potent flavor
                             worked out here from its ingredients' profiles
  editor LOCALE ID [KIND INDEX]  the Donut Editor of donut ID (KIND INDEX: one ingredient picked
                             anew): its name, each flavor's name and value summed here from the
                             ingredients' profiles (digits in the locale's), the ingredients' names
  refusal ID NAME            the library's message refusing NAME for donut ID
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


KINDS = (ft.IngredientKind.DOUGH, ft.IngredientKind.GLAZE, ft.IngredientKind.TOPPING)


def recipe(donut):
    return [donut.dough, donut.glaze, donut.topping]


def profile(ingredients):
    """The flavor values of a recipe, summed here axis by axis (None: no such ingredient)."""
    values = [0] * len(ft.Flavor)
    for kind, index in zip(KINDS, ingredients):
        if index is not None and index >= 0:
            flavors = ft.ingredient_flavors(kind, index)
            for flavor in ft.Flavor:
                values[flavor] += flavors[flavor]
    return values


def most_potent(values):
    """The domain's rule: sweet at 0 to start, an axis wins only when strictly greater."""
    best, best_value = ft.Flavor.SWEET, 0
    for flavor in ft.Flavor:
        if values[flavor] > best_value:
            best, best_value = flavor, values[flavor]
    return best


def gallery(locale, sort, text):
    truck = session(locale)
    if sort in ("today", "week"):
        ids = truck.sort_by_popularity(ft.Timeframe.TODAY if sort == "today" else ft.Timeframe.WEEK, NOW)
    else:
        ids = truck.sort_by_flavor(ft.Flavor(int(sort)))
    assert sorted(ids) == list(range(truck.donut_count())), ids  # every donut, once
    matches = set(truck.search(text))
    for donut_id in ids:
        if donut_id in matches:
            print(truck.donut_name(donut_id))
            print(truck.flavor_name(most_potent(profile(recipe(truck.donut(donut_id))))))


def editor(locale, donut_id, picked):
    truck = session(locale)
    ingredients = recipe(truck.donut(donut_id))
    if picked is not None:
        ingredients[KINDS.index(picked[0])] = picked[1]
    print(truck.donut_name(donut_id))
    for flavor, value in zip(ft.Flavor, profile(ingredients)):
        print(truck.flavor_name(flavor))
        print(truck.number_text(value))
    for kind, index in zip(KINDS, ingredients):
        if index >= 0:
            print(truck.ingredient_name(kind, index))


def refusal(donut_id, name):
    """The library's message when donut ID's name is to become NAME (which it must refuse)."""
    truck = session()
    donut = truck.donut(donut_id)
    try:
        truck.edit_donut(donut_id, name, donut.dough, donut.glaze, donut.topping)
    except ft.FoodTruckError as error:
        print(error.message)
    else:
        sys.exit(f"expected.py: the library takes the name {name!r}")


def main():
    what = sys.argv[1]
    timeframe = ft.Timeframe(int(sys.argv[2])) if what in ("top-five", "sales") else None
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
    elif what == "gallery":
        gallery(ft.Locale(int(sys.argv[2])), sys.argv[3], sys.argv[4] if len(sys.argv) > 4 else "")
    elif what == "editor":
        picked = (ft.IngredientKind(int(sys.argv[4])), int(sys.argv[5])) if len(sys.argv) > 5 else None
        editor(ft.Locale(int(sys.argv[2])), int(sys.argv[3]), picked)
    elif what == "refusal":
        refusal(int(sys.argv[2]), sys.argv[3])
    else:
        sys.exit(f"expected.py: no {what}")


if __name__ == "__main__":
    main()
