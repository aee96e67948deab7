# SPDX-License-Identifier: Apache-2.0
"""Every text the library writes, collected from a busy session (docs/domain.md §12.3): every
function of the header that writes a text (the API model lists them, so a new one is collected
without a change here), each called with every value of its enums and the session's own orders,
donuts, activities, posts and transactions, and every chart's SVG text.

In Arabic no ASCII digit is left outside links, slugs, markup and order ids (which are written
as they are, the recorded decision); with Latin digits no Arabic-Indic digit is; in English every
quantity of four digits or more is grouped."""

import re
import xml.etree.ElementTree as ElementTree

import pytest

import header  # noqa: F401  (puts tools/ on the path)
import api_model
import foodtruck as ft
from foodtruck import _capi, _ffi

HOUR = 3_600_000
DAY = 24 * HOUR
#: 2023-11-14 22:13:20 UTC, the session's present.
NOW = 1_700_000_000_000
MODEL = api_model.parse()

#: Functions whose whole text is an identifier, never shown as prose: slugs, asset keys, symbol
#: names, links, the saved navigation path, the relying party's domain. They keep ASCII digits.
IDENTIFIERS = {
    "foodtruck_ingredient_slug", "foodtruck_ingredient_image_key", "foodtruck_city_slug",
    "foodtruck_parking_spot_slug", "foodtruck_weather_condition_symbol", "foodtruck_icon_symbol",
    "foodtruck_weather_condition_icon_name", "foodtruck_icon_name",
    "foodtruck_panel_link", "foodtruck_deep_link_for_order", "foodtruck_navigation_save",
    "foodtruck_account_relying_party",
}

#: A link in a text ("foodtruck://order/1216"): an identifier.
LINK = re.compile(r"foodtruck://\S+")
#: A year after a date's day ("Nov 14, 2023", "11/14/2023"): CLDR writes years ungrouped.
YEAR = re.compile(r"(?<=, )\d{4}\b|(?<=/)\d{4}\b")
ARABIC_INDIC = re.compile("[\u0660-\u0669]")


def busy(locale, digits=ft.Digits.NATIVE):
    """A session in the middle of a day: the simulated history and today's orders, a hand-placed
    order of 1,287 donuts just handed over, orders in preparation with live countdowns, the weather of every
    city and a forecast with a night, prices and a subscription in the store, a signed-in
    operator."""
    truck = ft.Truck()
    truck.locale = locale
    truck.digits = digits
    truck.simulate(2022, NOW - HOUR, stream_limit=30)
    truck.tick(NOW)
    big = truck.place_order({donut: 99 for donut in range(13)}, NOW - 2 * HOUR)
    while truck.order(big).status != ft.OrderStatus.COMPLETED:
        truck.advance(big, NOW - HOUR)
    for number in truck.orders([ft.OrderStatus.PLACED], limit=3):
        truck.advance(number, NOW - 20_000)  # preparing: its live activity counts down
    rain = ft.SpotWeather(ft.WeatherCondition.RAIN, 0.93, 8.5, [0.1, 0.4])
    clear = ft.SpotWeather(ft.WeatherCondition.MOSTLY_CLEAR, 0.205, 27.0, [0.0, 0.1])
    for city in (ft.City.SAN_FRANCISCO, ft.City.CUPERTINO, ft.City.LONDON):
        spots = ft.parking_spot_count(city)
        truck.set_city_weather(city, [rain] + [clear] * (spots - 1))
    truck.set_forecast([ft.HourWeather(NOW - HOUR + k * HOUR, -3.5 + 1.5 * k, not 2 <= k <= 9)
                        for k in range(30)])
    truck.set_store_setting(ft.StoreSetting.ENABLED, True)
    truck.set_store_prices([(ft.StoreProduct.YEARLY_PLAN, 123_456, ft.Currency.USD),
                            (ft.StoreProduct.MONTHLY_PLAN, 1_299, ft.Currency.USD)])
    truck.set_store_transactions([
        ft.StoreTransaction(1_234_567, ft.StoreProduct.MONTHLY_PLAN, NOW - 10 * DAY, NOW + 20 * DAY),
        ft.StoreTransaction(7, ft.StoreProduct.ANNUAL_HISTORY, NOW - 400 * DAY)])
    truck.sign_up_with_password("Ada", "secret")
    return truck


def argument_values(truck, function, param):
    """The values `param` of `function` is called with: every value of an enum, the session's
    own ids, and numbers a shell writes (large ones, to see their grouping)."""
    name = param.name
    if param.cls == "enum":
        return sorted(set(MODEL.enums[param.target].values.values()))
    if param.cls == "bool":
        return [False, True]
    if param.cls == "instant":
        return {"posted_at": [NOW - 90_000, NOW - 3 * HOUR, NOW - 40 * DAY],
                "at": [NOW, NOW - 13 * HOUR]}.get(name, [NOW])
    if name == "number":
        return truck.orders(limit=40) + truck.orders(descending=True, limit=5)
    if name == "donut_id":
        return truck.sort_by_name()
    if name == "id":
        return truck.activities()
    if name == "post_id":
        return list(range(10))
    if name == "index":
        return list(range(12))
    if name == "offset":  # an item of a chart's layout: a Sales History has about 130
        return list(range(140))
    if name in ("value", "count"):
        return [1, 7, 12, 1_234, 2_044, 114_218, -2_044]
    if name == "temperature_c":
        return [-3.5, 0.0, 21.4, 1_000.0]
    if name == "transaction_id":
        return [7, 1_234_567]
    if name == "size":
        return [160.0]
    if name in ("width", "height"):
        return [300.0, 650.0] if name == "width" else [240.0]
    if name == "step":
        order = truck.orders(limit=1)[0]
        return [_capi.foodtruck_step(ft.StepKind.ORDER, 0, order),
                _capi.foodtruck_step(ft.StepKind.DONUT, 0, 3),
                _capi.foodtruck_step(ft.StepKind.NEW_DONUT, 0, 0)]
    if name == "tag":
        return [tag._to_c() for tag in ft.trending_tags()]
    raise AssertionError("no values for %s's %s (%s): add them here" % (function.name, name,
                                                                        param.cls))


def svg_text(svg):
    """The text an SVG shows: its elements' text, without markup."""
    return " ".join(ElementTree.fromstring(svg).itertext())


def every_text(truck):
    """{function: [text, ...]} for every text function but the identifiers, each text without
    its links and the session's order ids ("Order#1216", "#1216", "1216"), which are written as
    they are."""
    ids = "|".join(truck.order_short_id(number) for number in truck.orders())
    identifiers = re.compile(r"%s|(?<!\d)(%s)(?!\d)" % (LINK.pattern, ids))
    texts = {}
    for function in MODEL.functions.values():
        if function.name in IDENTIFIERS or not any(p.cls == "text_out" for p in function.params):
            continue
        params = [p for p in function.params if p.cls != "text_out"]
        calls = [[]]
        for param in params:
            values = [truck._handle] if param.cls == "handle" else \
                argument_values(truck, function, param)
            calls = [call + [value] for call in calls for value in values]
        written = texts.setdefault(function.name, [])
        for args in calls:
            try:
                text = _ffi.read_text(function.name, *args)
            except ft.FoodTruckError:
                continue  # an id or enum value this function refuses
            text = svg_text(text) if "<svg" in text[:100] else text
            written.append(identifiers.sub("", text))
        assert written, "%s wrote no text for any of its %d calls" % (function.name, len(calls))
    return texts


@pytest.fixture(scope="module")
def arabic():
    with busy(ft.Locale.AR) as truck:
        yield every_text(truck)


def test_every_text_function_is_collected(arabic):
    functions = {f.name for f in MODEL.functions.values()
                 if any(p.cls == "text_out" for p in f.params)}
    assert set(arabic) == functions - IDENTIFIERS
    assert len(arabic) >= 55
    charts = " ".join(arabic["foodtruck_svg_chart"])
    assert "٢٠٢٣" in " ".join(arabic["foodtruck_store_text"] + arabic["foodtruck_feed_date_text"]) \
        or "٢٠٢٣" in charts or "٢٠٢٢" in charts, "dates are among the texts"


def test_arabic_writes_no_ascii_digit(arabic):
    wrong = [(name, text) for name, texts in arabic.items() for text in texts
             if re.search(r"[0-9]", text)]
    assert wrong == []


def test_arabic_with_latin_digits_writes_no_arabic_indic_digit():
    with busy(ft.Locale.AR, ft.Digits.LATIN) as truck:
        texts = every_text(truck)
    wrong = [(name, text) for name, lines in texts.items() for text in lines
             if ARABIC_INDIC.search(text)]
    assert wrong == []
    grouped = " ".join(texts["foodtruck_truck_number_text"])
    assert "114,218" in grouped and "\u200e-2,044" in grouped


def test_english_groups_every_quantity_of_four_digits():
    with busy(ft.Locale.EN) as truck:
        texts = every_text(truck)
    wrong = [(name, text) for name, lines in texts.items() for text in lines
             if re.search(r"\d{4}", YEAR.sub("", text))]
    assert wrong == []
    assert "1,234 donuts" in " ".join(texts["foodtruck_donut_count_text"])
