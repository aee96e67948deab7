# SPDX-License-Identifier: Apache-2.0
"""Charts through the binding (docs/domain.md §4.3, §4.4, §5.2; Charts.swift): the Top 5
bars as the ranking reordered, the Sales History date marks and labels in English and Arabic,
the placeholder forecast, and the SVG pictures, parsed as XML and read for their words."""

import math
import re
import xml.etree.ElementTree as ET
from datetime import datetime, timedelta, timezone

import pytest

import foodtruck as ft
from foodtruck import ChartKind, City, Locale, Timeframe
from facts import ARABIC_INDIC

NOW = 1_700_000_000_000  # 2023-11-14T22:13:20Z
MINUTE, HOUR, DAY = 60_000, 3_600_000, 86_400_000
SVG = "{http://www.w3.org/2000/svg}"

EN_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
# The Arabic month names (CLDR "ar", as Foundation formats them).
AR_MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر",
             "أكتوبر", "نوفمبر", "ديسمبر"]

# The placeholder forecast of docs/domain.md §5.2, copied verbatim and parsed below.
PLACEHOLDER_TABLE = """
| offset | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
| °F | 63 | 68 | 72 | 77 | 80 | 82 | 83 | 83 | 81 | 79 | 75 | 70 | 66 | 64 | 63 | 61 | 60 | 59 | 57 | 56 | 55 | 55 | 56 | 59 | 62 |
| daylight | y | y | y | y | y | y | y | y | y | y | y | y | n | n | n | n | n | n | n | n | n | y | y | y | y |
"""  # noqa: E501


def _placeholder():
    rows = {}
    for line in PLACEHOLDER_TABLE.strip().splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        rows[cells[0]] = cells[1:]
    assert rows["offset"] == [str(i) for i in range(25)]
    return [(int(f), d == "y") for f, d in zip(rows["°F"], rows["daylight"])]


PLACEHOLDER = _placeholder()


def local(instant, offset):
    """The local wall-clock time of an instant at a UTC offset (minutes east)."""
    return datetime(1970, 1, 1) + timedelta(milliseconds=instant + offset * MINUTE)


@pytest.fixture(scope="module")
def simulated():
    """A simulated session at UTC-8, English; closed after the module."""
    with ft.Truck() as truck:
        truck.utc_offset = -480
        truck.simulate(7, NOW)
        yield truck


@pytest.fixture
def arabic(simulated):
    simulated.locale = Locale.AR
    yield simulated
    simulated.locale = Locale.EN


# ---- Top 5 (docs/domain.md §4.3) -------------------------------------------------------------


def ascending(top):
    return sorted(top, key=lambda entry: (entry.sales, entry.donut_id))


@pytest.mark.parametrize("timeframe", list(Timeframe), ids=[t.name for t in Timeframe])
@pytest.mark.parametrize("seed", [1, 7, 2024])
def test_top_sales_bars_are_the_top_five_ascending(timeframe, seed):
    with ft.Truck() as truck:
        truck.simulate(seed, NOW)
        top = truck.top(5, timeframe, City.ALL, NOW)
        bars = truck.top_sales_bars(timeframe, NOW)
        assert len(bars) == 5
        assert bars == ascending(top)
        assert sorted(bars) == sorted(top)  # the same five, reordered
        assert all(isinstance(bar, ft.DonutSales) for bar in bars)


def test_top_sales_bars_break_ties_by_id(truck):
    """Equal sales keep the ranking's id order: the lower id first."""
    assert truck.top_sales_bars(Timeframe.TODAY, NOW) == [(i, 0) for i in range(5)]
    truck.place_order({5: 2, 9: 2, 1: 3}, NOW)
    assert truck.top(5, Timeframe.TODAY, now=NOW) == [(1, 3), (5, 2), (9, 2), (0, 0), (2, 0)]
    assert truck.top_sales_bars(Timeframe.TODAY, NOW) == [(0, 0), (2, 0), (5, 2), (9, 2), (1, 3)]


# ---- Chart totals (docs/domain.md §4.3, §4.4, decision 15) ----------------------------------


def test_chart_totals_worked_out_from_orders(truck):
    """Five orders, no history: 100 days ago 10 of donut 7; 20 days ago one each of donuts 4, 5
    and 6; 10 days ago 6 of donut 3; 3 days ago 4 of donut 2; today 2 of donut 0 and 3 of 1."""
    for days_ago, lines in [(100, {7: 10}), (20, {4: 1, 5: 1, 6: 1}), (10, {3: 6}), (3, {2: 4}),
                            (0, {0: 2, 1: 3})]:
        truck.place_order(lines, NOW - days_ago * DAY)
    # The Top 5's header sums its five bars only: the month sells 18, its five best 6+4+3+2+1;
    # the year 28, its five best 10+6+4+3+2.
    top = {Timeframe.TODAY: 5, Timeframe.WEEK: 9, Timeframe.MONTH: 16, Timeframe.YEAR: 25}
    # The Sales History's: every point; the week is the two-week view (14 days).
    history = {Timeframe.TODAY: 5, Timeframe.WEEK: 15, Timeframe.MONTH: 18, Timeframe.YEAR: 28}
    for timeframe in Timeframe:
        assert truck.chart_total(ChartKind.TOP_SALES, timeframe, NOW) == top[timeframe]
        assert truck.chart_total(ChartKind.SALES_HISTORY, timeframe, NOW) == history[timeframe]


@pytest.mark.parametrize("timeframe", list(Timeframe), ids=[t.name for t in Timeframe])
def test_chart_totals_of_a_simulated_day(simulated, timeframe):
    bars = simulated.top_sales_bars(timeframe, NOW)
    assert simulated.chart_total(ChartKind.TOP_SALES, timeframe, NOW) == sum(b.sales for b in bars)
    points = [p for city in (City.CUPERTINO, City.SAN_FRANCISCO, City.LONDON)
              for p in simulated.sales_series(timeframe, city, NOW)]
    assert simulated.chart_total(ChartKind.SALES_HISTORY, timeframe, NOW) == sum(
        p.sales for p in points)


def test_chart_total_served_while_the_history_is_locked(truck):
    truck.simulate(7, NOW)
    truck.set_store_setting(ft.StoreSetting.ENABLED, True)
    with pytest.raises(ft.DisabledError):
        truck.sales_series(Timeframe.YEAR, City.ALL, NOW)
    assert truck.chart_total(ChartKind.SALES_HISTORY, Timeframe.YEAR, NOW) == truck.total_sales(
        Timeframe.YEAR, City.ALL, NOW)


def test_the_forecast_has_no_total(truck):
    with pytest.raises(ft.InvalidArgumentError) as refused:
        truck.chart_total(ChartKind.FORECAST, Timeframe.WEEK, NOW)
    assert refused.value.message == "foodtruck_chart_total: chart: the forecast chart has no total"


@pytest.mark.parametrize("chart, names", [
    (ChartKind.TOP_SALES, {Timeframe.TODAY: ("Day", "يوم"), Timeframe.WEEK: ("Week", "أسبوع"),
                           Timeframe.MONTH: ("Month", "شهر"), Timeframe.YEAR: ("Year", "سنة")}),
    (ChartKind.SALES_HISTORY, {Timeframe.WEEK: ("2 Weeks", "أسبوعان"),
                               Timeframe.MONTH: ("Month", "شهر"), Timeframe.YEAR: ("Year", "سنة")}),
], ids=["top-five", "sales-history"])
def test_chart_timeframe_names(truck, chart, names):
    for timeframe, (english, arabic) in names.items():
        truck.locale = Locale.EN
        assert truck.chart_timeframe_name(chart, timeframe) == english
        truck.locale = Locale.AR
        assert truck.chart_timeframe_name(chart, timeframe) == arabic


@pytest.mark.parametrize("chart, timeframe, message", [
    (ChartKind.SALES_HISTORY, Timeframe.TODAY, "timeframe: the Sales History does not offer today"),
    (ChartKind.FORECAST, Timeframe.WEEK, "chart: the forecast chart has no timeframe picker"),
])
def test_chart_timeframe_name_refusals(truck, chart, timeframe, message):
    with pytest.raises(ft.InvalidArgumentError) as refused:
        truck.chart_timeframe_name(chart, timeframe)
    assert refused.value.message == "foodtruck_chart_timeframe_name: " + message


# ---- Sales History date marks and labels (docs/domain.md §4.4) ------------------------------

EVERY = {Timeframe.TODAY: 1, Timeframe.WEEK: 2, Timeframe.MONTH: 5, Timeframe.YEAR: 1}
MARKS = {Timeframe.TODAY: 1, Timeframe.WEEK: 7, Timeframe.MONTH: 6, Timeframe.YEAR: 12}


@pytest.mark.parametrize("timeframe", list(Timeframe), ids=[t.name for t in Timeframe])
def test_date_ticks_every_n_points_ending_with_the_newest(simulated, timeframe):
    starts = [point.start for point in simulated.sales_series(timeframe, now=NOW)]
    expected = starts[::-1][:: EVERY[timeframe]][::-1]
    ticks = simulated.date_ticks(timeframe, NOW)
    assert ticks == expected
    assert len(ticks) == MARKS[timeframe]
    assert ticks[-1] == starts[-1]


def test_date_ticks_do_not_depend_on_the_language(simulated, arabic):
    english = [simulated.date_ticks(t, NOW) for t in Timeframe]
    simulated.locale = Locale.AR
    assert [simulated.date_ticks(t, NOW) for t in Timeframe] == english


def expected_label(at, offset, timeframe, months):
    day = local(at, offset)
    month = months[day.month - 1]
    digits = str(day.day) if months is EN_MONTHS else str(day.day).translate(ARABIC_INDIC)
    return month if timeframe == Timeframe.YEAR else "%s %s" % (month, digits)


@pytest.mark.parametrize("locale,months", [(Locale.EN, EN_MONTHS), (Locale.AR, AR_MONTHS)],
                         ids=["en", "ar"])
@pytest.mark.parametrize("timeframe", list(Timeframe), ids=[t.name for t in Timeframe])
def test_date_labels_of_every_mark(simulated, locale, months, timeframe):
    simulated.locale = locale
    try:
        ticks = simulated.date_ticks(timeframe, NOW)
        labels = [simulated.date_label(timeframe, at) for at in ticks]
    finally:
        simulated.locale = Locale.EN
    assert labels == [expected_label(at, -480, timeframe, months) for at in ticks]


@pytest.mark.parametrize(
    "at,offset,timeframe,english,arabic",
    [
        (NOW, 0, Timeframe.WEEK, "Nov 14", "نوفمبر ١٤"),
        (NOW, 120, Timeframe.WEEK, "Nov 15", "نوفمبر ١٥"),  # already tomorrow at UTC+2
        (NOW, -480, Timeframe.MONTH, "Nov 14", "نوفمبر ١٤"),
        (NOW, 0, Timeframe.YEAR, "Nov", "نوفمبر"),
        (0, 0, Timeframe.TODAY, "Jan 1", "يناير ١"),
        (-1, 0, Timeframe.WEEK, "Dec 31", "ديسمبر ٣١"),
        (-1, 0, Timeframe.YEAR, "Dec", "ديسمبر"),
        (1_709_164_800_000, 0, Timeframe.WEEK, "Feb 29", "فبراير ٢٩"),  # 2024, a leap year
    ],
)
def test_date_label_known_answers(truck, at, offset, timeframe, english, arabic):
    truck.utc_offset = offset
    assert truck.date_label(timeframe, at) == english
    truck.locale = Locale.AR
    assert truck.date_label(timeframe, at) == arabic


# ---- The forecast (docs/domain.md §5.2) -----------------------------------------------------


def hour_start(now, offset):
    """The start of the local hour containing now (offsets need not be whole hours)."""
    return now - (now + offset * MINUTE) % HOUR


#: The placeholder by clock hour: its offset k is the hour 09:00 + k (the 25th entry, the next
#: day's 09:00, is 62).
BY_HOUR = {(9 + k) % 24: entry for k, entry in enumerate(PLACEHOLDER[:24])}


@pytest.mark.parametrize("offset", [0, -480, 330, 345, -1439, 1439])
@pytest.mark.parametrize("now", [NOW, NOW + 59 * MINUTE, 1_718_000_000_000])
def test_forecast_is_the_placeholder_by_clock_hour(truck, now, offset):
    truck.utc_offset = offset
    hours, low = truck.forecast(now)
    start = hour_start(now, offset)
    clock = [local(start + i * HOUR, offset).hour for i in range(25)]
    assert hours == [
        (start + i * HOUR, 62 if hour == 9 and i else BY_HOUR[hour][0], BY_HOUR[hour][1])
        for i, hour in enumerate(clock)
    ]
    assert all(isinstance(hour, ft.ForecastHour) for hour in hours)
    assert low == 53 == min(degrees for degrees, _ in PLACEHOLDER) - 2
    # Nights run from 21:00 (or the first hour, if dark) to 06:00 (or the last hour), and
    # together cover every dark hour but a dark last one.
    nights = truck.forecast_nights(now)
    dark = [i for i, hour in enumerate(clock) if not 6 <= hour < 21]
    assert nights and sum(n.end - n.start for n in nights) == (
        len(dark) - (dark[-1] == 24)) * HOUR
    for night in nights:
        assert local(night.start, offset).hour == 21 or night.start == start
        assert local(night.end, offset).hour == 6 or night.end == start + 24 * HOUR


def test_forecast_at_15_00_keeps_the_clock(truck):
    """Rendered at 15:00 the hottest hours are 15:00 and 16:00 (83 °F) and the night runs from
    21:00 to 06:00, as at 09:00; the original's placeholder shifted to 15:00 would show night
    from 04:00 to 13:00 and the hottest hour at 23:00."""
    fifteen = int(datetime(2022, 5, 6, 15, tzinfo=timezone.utc).timestamp() * 1000)
    hours, _ = truck.forecast(fifteen)
    assert [h.degrees_f for h in hours[:2]] == [83, 83]
    assert [(local(n.start, 0).hour, local(n.end, 0).hour) for n in truck.forecast_nights(fifteen)] == [
        (21, 6)]


def test_forecast_nights_as_the_original_shows_them(truck):
    """docs/domain.md §5.2: from 2022-05-06 09:00 the night runs 21:00 May 6 to 06:00 May 7
    (local)."""
    truck.utc_offset = -420  # Cupertino in May (PDT)
    nine = int(datetime(2022, 5, 6, 16, tzinfo=timezone.utc).timestamp() * 1000)
    (night,) = truck.forecast_nights(nine + 25 * MINUTE)
    assert (local(night.start, -420), local(night.end, -420)) == (
        datetime(2022, 5, 6, 21), datetime(2022, 5, 7, 6))
    assert isinstance(night, ft.TimeRange)


# ---- SVG pictures ---------------------------------------------------------------------------


def parse(svg):
    assert svg.startswith('<?xml version="1.0" encoding="UTF-8"?>')
    root = ET.fromstring(svg.encode("utf-8"))
    assert root.tag == SVG + "svg"
    return root


def texts(root):
    return [element.text for element in root.iter(SVG + "text")]


def number(value):
    return ("%.2f" % value).rstrip("0").rstrip(".")


@pytest.mark.parametrize("width,height", [(400.0, 300.0), (1.0, 10_000.0), (640.5, 480.25)])
@pytest.mark.parametrize("kind", list(ChartKind), ids=[k.name for k in ChartKind])
def test_chart_documents_have_the_size_asked_for(simulated, kind, width, height):
    root = parse(simulated.svg_chart(kind, Timeframe.WEEK, NOW, width, height))
    w, h = number(width), number(height)
    assert (root.get("width"), root.get("height")) == (w, h)
    assert root.get("viewBox") == "0 0 %s %s" % (w, h)


def test_top_sales_svg_english(simulated):
    bars = simulated.top_sales_bars(Timeframe.WEEK, NOW)
    # 1,000 points wide: each name has room for a line of its own.
    root = parse(simulated.svg_chart(ChartKind.TOP_SALES, Timeframe.WEEK, NOW, 1000, 300))
    words = texts(root)
    total = sum(bar.sales for bar in bars)
    assert words[:2] == ["Total Sales", f"{total:,} donuts"]  # grouped: "2,161 donuts"
    for bar in bars:
        assert simulated.donut_name(bar.donut_id) in words
        assert f"{bar.sales:,}" in words
    labels = [w for w in words if w in {simulated.donut_name(b.donut_id) for b in bars}]
    assert labels == [simulated.donut_name(bar.donut_id) for bar in bars]  # in reading order
    assert all(element.get("direction") is None for element in root.iter(SVG + "text"))


def bar_rects(root):
    return [r for r in root.iter(SVG + "rect") if r.get("rx") == "4"]


def test_top_sales_svg_arabic_is_mirrored(simulated, arabic):
    bars = simulated.top_sales_bars(Timeframe.WEEK, NOW)
    root = parse(simulated.svg_chart(ChartKind.TOP_SALES, Timeframe.WEEK, NOW, 1000, 300))
    words = texts(root)
    assert words[0] == "إجمالي المبيعات"
    grouped = f"{sum(bar.sales for bar in bars):,}"  # "2,161" in Arabic: "٢٬١٦١"
    arabic_digits = grouped.replace(",", "\u066c").translate(ARABIC_INDIC)
    assert words[1].startswith(arabic_digits + " ")
    for bar in bars:
        name = simulated.donut_name(bar.donut_id)
        assert re.search("[\u0600-\u06ff]", name) and name in words
    assert all(element.get("direction") == "rtl" for element in root.iter(SVG + "text"))
    simulated.locale = Locale.EN
    english = parse(simulated.svg_chart(ChartKind.TOP_SALES, Timeframe.WEEK, NOW, 1000, 300))
    assert len(bar_rects(root)) == len(bar_rects(english)) == 5
    for ar, en in zip(bar_rects(root), bar_rects(english)):
        x, width = float(en.get("x")), float(en.get("width"))
        assert float(ar.get("x")) == pytest.approx(1000 - x - width, abs=0.011)
        assert (ar.get("y"), ar.get("height")) == (en.get("y"), en.get("height"))


@pytest.mark.parametrize("locale", [Locale.EN, Locale.AR], ids=["en", "ar"])
@pytest.mark.parametrize("timeframe", [Timeframe.WEEK, Timeframe.MONTH, Timeframe.YEAR],
                         ids=["WEEK", "MONTH", "YEAR"])
def test_sales_history_svg(simulated, locale, timeframe):
    simulated.locale = locale
    try:
        root = parse(simulated.svg_chart(ChartKind.SALES_HISTORY, timeframe, NOW, 600, 320))
        words = texts(root)
        cities = [simulated.city_name(city) for city in (City.CUPERTINO, City.SAN_FRANCISCO,
                                                          City.LONDON)]
        labels = [simulated.date_label(timeframe, at) for at in simulated.date_ticks(timeframe,
                                                                                     NOW)]
    finally:
        simulated.locale = Locale.EN
    for name in cities:
        assert name in words
    # The marks that fit, in time order, ending with today's (this month's).
    shown = [w for w in words if w in labels]
    assert len(shown) >= 2 and shown[-1] == labels[-1] and shown == [w for w in labels if w in shown]
    # Each city's complete days as a line, and a dashed segment on to today's partial point.
    lines = list(root.iter(SVG + "polyline"))
    points = len(simulated.sales_series(timeframe, now=NOW))
    solid = [line for line in lines if line.get("stroke-dasharray") is None]
    dashed = [line for line in lines if line.get("stroke-dasharray") is not None]
    assert len(solid) == len(dashed) == 3
    assert all(len(line.get("points").split()) == points - 1 for line in solid)
    assert all(len(line.get("points").split()) == 2 for line in dashed)
    rtl = [element.get("direction") == "rtl" for element in root.iter(SVG + "text")]
    assert all(rtl) if locale == Locale.AR else not any(rtl)


@pytest.mark.parametrize("offset", [0, -480, 330])
def test_forecast_svg(truck, offset):
    truck.utc_offset = offset
    root = parse(truck.svg_chart(ChartKind.FORECAST, Timeframe.TODAY, NOW, 500, 250))
    words = texts(root)
    hours, _ = truck.forecast(NOW)
    marks = [local(h.at, offset).hour for h in hours if local(h.at, offset).hour % 3 == 0]
    assert [w for w in words if "°F" not in w] == [str(hour) for hour in marks]
    degrees = [w for w in words if w.endswith("°F")]
    assert degrees == ["50°F", "60°F", "70°F", "80°F", "90°F"]  # 53...83 on round marks
    assert len(list(root.iter(SVG + "path"))) == 1
    nights = [r for r in root.iter(SVG + "rect") if r.get("fill-opacity")]
    assert nights and all(float(night.get("width")) > 0 for night in nights)


def test_forecast_svg_ignores_the_timeframe(truck):
    pictures = {truck.svg_chart(ChartKind.FORECAST, t, NOW, 300, 200) for t in Timeframe}
    assert len(pictures) == 1


@pytest.mark.parametrize("size", [1.0, 50.0, 100.0, 333.0, 10_000.0])
def test_every_donut_svg_parses_at_its_size(truck, size):
    for donut_id in range(truck.donut_count()):
        root = parse(truck.svg_donut(donut_id, size))
        assert (root.get("width"), root.get("height")) == (number(size), number(size))
        dough = next(root.iter(SVG + "circle"))  # the dough ring: radius 32 of 100
        assert float(dough.get("r")) == pytest.approx(0.32 * size, abs=0.006)
        assert float(dough.get("cx")) == pytest.approx(size / 2, abs=0.006)


def test_donut_svg_of_a_custom_donut(truck):
    donut_id = truck.create_donut("Mine", 2, glaze=ft.NO_INGREDIENT, topping=ft.NO_INGREDIENT)
    root = parse(truck.svg_donut(donut_id, 64))
    assert [element.tag for element in root] == [SVG + "circle"]  # the dough alone


def test_svg_escapes_names(truck):
    donut_id = truck.create_donut('Tom & "Jerry" <3>', 0)
    truck.place_order({donut_id: 9}, NOW)
    svg = truck.svg_chart(ChartKind.TOP_SALES, Timeframe.TODAY, NOW, 1000, 300)  # room for the name on one line
    assert "&amp;" in svg and "&lt;3&gt;" in svg
    assert 'Tom & "Jerry" <3>' in texts(parse(svg))


# ---- Refusals ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "call,error",
    [
        (lambda t: t.svg_donut(17, 100), ft.NotFoundError),
        (lambda t: t.svg_donut(-1, 100), ft.NotFoundError),
        (lambda t: t.svg_donut(0, 0.5), ft.InvalidArgumentError),
        (lambda t: t.svg_donut(0, 10_001), ft.InvalidArgumentError),
        (lambda t: t.svg_chart(3, Timeframe.WEEK, NOW, 400, 300), ft.InvalidArgumentError),
        (lambda t: t.svg_chart(ChartKind.FORECAST, 4, NOW, 400, 300), ft.InvalidArgumentError),
        (lambda t: t.svg_chart(ChartKind.TOP_SALES, Timeframe.WEEK, NOW, 0, 300),
         ft.InvalidArgumentError),
        (lambda t: t.top_sales_bars(4, NOW), ft.InvalidArgumentError),
        (lambda t: t.date_ticks(Timeframe.WEEK, 2**62), ft.InvalidArgumentError),
        (lambda t: t.date_label(-1, NOW), ft.InvalidArgumentError),
        (lambda t: t.forecast(-(2**63)), ft.InvalidArgumentError),
        (lambda t: t.forecast_nights(2**63 - 1), ft.InvalidArgumentError),
    ],
)
def test_refusals(truck, call, error):
    with pytest.raises(error) as refused:
        call(truck)
    assert re.match(r"foodtruck_(chart|svg)_\w+: ", refused.value.message)


def test_a_closed_truck_draws_nothing():
    truck = ft.Truck()
    truck.close()
    with pytest.raises(ft.InvalidHandleError):
        truck.svg_chart(ChartKind.FORECAST, Timeframe.TODAY, NOW, 300, 200)
    with pytest.raises(ft.InvalidHandleError):
        truck.forecast(NOW)


@pytest.mark.parametrize("offset", [0, -480, 330])
def test_forecast_ticks_are_the_hours_divisible_by_three(offset):
    with ft.Truck() as truck:
        truck.utc_offset = offset
        now = 1_796_000_000_000
        hours, _ = truck.forecast(now)
        expected = [h.at for h in hours if ((h.at + offset * 60_000) % 86_400_000) // 3_600_000 % 3 == 0]
        ticks = truck.forecast_ticks(now)
        assert ticks == expected
        assert 8 <= len(ticks) <= 9


# ---- Text alternatives ------------------------------------------------------------------------

def test_top_sales_description_lists_the_bars_most_sold_first(simulated):
    bars = list(reversed(simulated.top_sales_bars(Timeframe.WEEK, NOW)))
    items = [f"{simulated.donut_name(bar.donut_id)} {bar.sales:,}" for bar in bars]
    assert simulated.svg_chart_description(ChartKind.TOP_SALES, Timeframe.WEEK, NOW) == \
        f"Top 5, This Week, most sold first: {', '.join(items[:-1])} and {items[-1]}."


def test_sales_history_description_names_every_city_in_arabic_digits(arabic):
    text = arabic.svg_chart_description(ChartKind.SALES_HISTORY, Timeframe.MONTH, NOW)
    assert text.startswith("سجل المبيعات، هذا الشهر: ")
    for city in ("كوبرتينو", "سان فرانسيسكو", "لندن"):
        assert city in text
    assert not re.search(r"[0-9]", text)  # every count in Arabic-Indic digits


def test_donut_description_is_its_name_and_recipe(simulated):
    for donut_id in range(simulated.donut_count()):
        donut = simulated.donut(donut_id)
        parts = [simulated.ingredient_name(ft.IngredientKind.DOUGH, donut.dough),
                 "no glaze" if donut.glaze is None else
                 simulated.ingredient_name(ft.IngredientKind.GLAZE, donut.glaze),
                 "no topping" if donut.topping is None else
                 simulated.ingredient_name(ft.IngredientKind.TOPPING, donut.topping)]
        assert simulated.svg_donut_description(donut_id) == \
            f"{simulated.donut_name(donut_id)}: {', '.join(parts)}."
    with pytest.raises(ft.NotFoundError):
        simulated.svg_donut_description(simulated.donut_count())


# ---- Layout: every chart at the size asked ------------------------------------------------------

K = ft.ChartItemKind
#: What a text must not cover: the data's marks and the plots the lines lie in.
COVERED = {K.PLOT, K.BAR, K.CAPSULE, K.THUMBNAIL, K.NIGHT, K.LEGEND_KEY}
SIZES = [(300, 260), (390, 300), (700, 400), (1000, 650)]
CHARTS = [(ChartKind.TOP_SALES, t) for t in Timeframe] + \
    [(ChartKind.SALES_HISTORY, t) for t in (Timeframe.WEEK, Timeframe.MONTH, Timeframe.YEAR)] + \
    [(ChartKind.FORECAST, Timeframe.TODAY)]
CHART_IDS = ["%s-%s" % (c.name, t.name) for c, t in CHARTS]


def overlap(a, b):
    """True when rectangles a and b share more than an edge (to 0.01 point)."""
    return (min(a.x + a.width, b.x + b.width) - max(a.x, b.x) > 0.01
            and min(a.y + a.height, b.y + b.height) - max(a.y, b.y) > 0.01)


@pytest.mark.parametrize("width,height", SIZES, ids=["%d" % w for w, _ in SIZES])
@pytest.mark.parametrize("chart,timeframe", CHARTS, ids=CHART_IDS)
@pytest.mark.parametrize("locale", [Locale.EN, Locale.AR], ids=["en", "ar"])
def test_chart_layout_geometry(simulated, locale, chart, timeframe, width, height):
    simulated.locale = locale
    try:
        items = simulated.chart_layout(chart, timeframe, NOW, width, height)
    finally:
        simulated.locale = Locale.EN
    texts = [item for item in items if item.kind >= K.TITLE]
    marks = [item for item in items if item.kind in COVERED]
    assert texts and marks
    for text in texts:
        f = text.frame
        assert text.font_size >= 11 and text.text, text
        assert -0.01 <= f.x and f.x + f.width <= width + 0.01, text
        assert -0.01 <= f.y and f.y + f.height <= height + 0.01, text
        for mark in marks:
            own_capsule = (text.kind == K.CAPSULE_LABEL and mark.kind == K.CAPSULE
                           and mark.reference == text.reference)
            assert own_capsule or not overlap(f, mark.frame), (text, mark)
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            assert not overlap(a.frame, b.frame), (a, b)
    if chart == ChartKind.TOP_SALES:
        bars = simulated.top_sales_bars(timeframe, NOW)
        for kind in (K.BAR, K.CAPSULE, K.CAPSULE_LABEL, K.THUMBNAIL):
            assert [i.reference for i in items if i.kind == kind] == [b.donut_id for b in bars]


@pytest.mark.parametrize("width,height", SIZES, ids=["%d" % w for w, _ in SIZES])
@pytest.mark.parametrize("chart,timeframe", CHARTS, ids=CHART_IDS)
def test_chart_layout_arabic_mirrors_english(simulated, chart, timeframe, width, height):
    english = simulated.chart_layout(chart, timeframe, NOW, width, height)
    simulated.locale = Locale.AR
    try:
        arabic = simulated.chart_layout(chart, timeframe, NOW, width, height)
    finally:
        simulated.locale = Locale.EN
    # Every mark in the mirrored place.
    en_marks = [i for i in english if i.kind < K.TITLE]
    ar_marks = [i for i in arabic if i.kind < K.TITLE]
    assert [(i.kind, i.reference) for i in ar_marks] == [(i.kind, i.reference) for i in en_marks]
    for ar, en in zip(ar_marks, en_marks):
        assert ar.frame.x == pytest.approx(width - en.frame.x - en.frame.width, abs=1e-6)
        assert (ar.frame.y, ar.frame.width, ar.frame.height) == pytest.approx(
            (en.frame.y, en.frame.width, en.frame.height), abs=1e-6)
    # The texts whose place does not depend on their words: on the other side, the same line,
    # against the other edge of their box (a name's lines and the dates shown depend on the
    # words' widths in each language).
    flipped = {ft.TextAlignment.LEFT: ft.TextAlignment.RIGHT,
               ft.TextAlignment.RIGHT: ft.TextAlignment.LEFT,
               ft.TextAlignment.CENTER: ft.TextAlignment.CENTER}
    fixed = {K.TITLE, K.TOTAL, K.VALUE_LABEL, K.CAPSULE_LABEL, K.LEGEND_LABEL}
    en_texts = [i for i in english if i.kind in fixed]
    ar_texts = [i for i in arabic if i.kind in fixed]
    assert [i.kind for i in ar_texts] == [i.kind for i in en_texts]

    def anchor(item):
        f = item.frame
        return {ft.TextAlignment.LEFT: f.x, ft.TextAlignment.CENTER: f.x + f.width / 2,
                ft.TextAlignment.RIGHT: f.x + f.width}[item.alignment]

    for ar, en in zip(ar_texts, en_texts):
        assert ar.alignment == flipped[en.alignment]
        assert anchor(ar) == pytest.approx(width - anchor(en), abs=1e-6)
        assert (ar.frame.y, ar.font_size) == (en.frame.y, en.font_size)


#: The Icon Naming Specification's names that mean what the original's symbols mean.
SPEC_NAMES = {ft.Icon.PERSON: "avatar-default", ft.Icon.BOX: "package-x-generic",
              ft.Icon.CLOCK: "document-open-recent", ft.Icon.SLIDERS: "document-properties",
              ft.Icon.PAPER_PLANE: "mail-send", ft.Icon.SAVORY: "face-smile"}


def test_icon_names_where_the_specification_has_one():
    assert {i: ft.icon_name(i) for i in ft.Icon if ft.icon_name(i)} == SPEC_NAMES
    assert ft.icon_symbol(ft.Icon.GRID) == "square.grid.2x2"
    assert ft.icon_symbol(ft.Icon.LIST) == "list.bullet"
    with pytest.raises(ft.InvalidArgumentError):
        ft.icon_name(len(ft.Icon))


@pytest.mark.parametrize("size", [16.0, 24.0, 100.0])
def test_every_icon_svg_is_its_own_drawing_at_its_size(size):
    pictures = set()
    for icon in ft.Icon:
        svg = ft.svg_icon(icon, size)
        root = parse(svg)
        assert (root.get("width"), root.get("height")) == (number(size), number(size))
        group = root.find(SVG + "g")
        assert group.get("transform") == "scale(%s)" % number(size / 16)  # a 16-point grid
        assert group.get("fill") == "none" and group.get("stroke") == "#5A3522"
        assert len(group) >= 1
        pictures.add(ET.tostring(group))
    assert len(pictures) == len(ft.Icon) == 21


def test_icon_svg_refusals():
    for bad in (0.0, 10_001.0, math.nan):
        with pytest.raises(ft.InvalidArgumentError):
            ft.svg_icon(ft.Icon.TRUCK, bad)
    with pytest.raises(ft.InvalidArgumentError):
        ft.svg_icon(21, 16)
