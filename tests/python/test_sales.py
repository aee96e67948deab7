# SPDX-License-Identifier: Apache-2.0
"""Sales through the binding (docs/domain.md, decisions 3 and 4; SalesReport.swift): local
days from the UTC offset, the windows' exact cut-offs, cities, rankings and chart series, each
checked against an aggregation computed here from the orders read out through the API."""

import random
from datetime import date, timedelta

import pytest

import foodtruck as ft
from foodtruck import City, Timeframe

NOW = 1_700_000_000_000  # 2023-11-14T22:13:20Z
MINUTE, HOUR, DAY = 60_000, 3_600_000, 86_400_000
EPOCH = date(1970, 1, 1)
CITIES = [City.CUPERTINO, City.SAN_FRANCISCO, City.LONDON]


# ---- A reference calendar, written here ----------------------------------------------------------


def local_day(instant, offset):
    """Days since 1970-01-01 in local time (floor division)."""
    return (instant + offset * MINUTE) // DAY


def midnight(day, offset):
    """The instant local day `day` starts."""
    return day * DAY - offset * MINUTE


def month_of(day):
    """Months since January 1970 of a local day."""
    d = EPOCH + timedelta(days=day)
    return (d.year - 1970) * 12 + d.month - 1


def first_day_of_month(month):
    year, index = divmod(month, 12)
    return (date(1970 + year, index + 1, 1) - EPOCH).days


def first_day(timeframe, today):
    """docs/domain.md, decision 3: today; the last 7 / 30 days; the last 12 months, the current
    one included."""
    return {
        Timeframe.TODAY: today,
        Timeframe.WEEK: today - 6,
        Timeframe.MONTH: today - 29,
        Timeframe.YEAR: first_day_of_month(month_of(today) - 11),
    }[timeframe]


def read_orders(truck):
    return [truck.order(number) for number in truck.orders()]


def aggregate(orders, offset, since_day, until_day, city=City.ALL, donuts=17):
    """Donuts sold per donut id by the orders placed on local days since_day..until_day."""
    totals = [0] * donuts
    for order in orders:
        if city != City.ALL and order.city != city:
            continue
        if since_day <= local_day(order.created_at, offset) <= until_day:
            for donut_id, count in order.lines:
                totals[donut_id] += count
    return totals


def ranking(totals):
    """docs/domain.md, decision 4: sales descending, equal sales by donut id; every donut
    included."""
    return sorted(enumerate(totals), key=lambda entry: (-entry[1], entry[0]))


def assert_report(truck, timeframe, city, now, totals):
    """Every sales question about (timeframe, city, now) agrees with `totals`."""
    expected = ranking(totals)
    assert truck.sales_by_donut(timeframe, city, now=now) == totals
    assert truck.top(5, timeframe, city, now=now) == expected[:5]
    assert truck.top(len(totals), timeframe, city, now=now) == expected
    assert truck.top(1000, timeframe, city, now=now) == expected  # fewer come back
    assert truck.top(0, timeframe, city, now=now) == []
    assert truck.total_sales(timeframe, city, now=now) == sum(totals)
    if city == City.ALL:
        assert truck.sort_by_popularity(timeframe, now=now) == [d for d, _ in expected]


def test_reference_calendar():
    assert local_day(0, 0) == 0 and local_day(-1, 0) == -1
    assert local_day(midnight(19675, -480), -480) == 19675
    assert local_day(midnight(19675, -480) - 1, -480) == 19674
    assert EPOCH + timedelta(days=local_day(NOW, -480)) == date(2023, 11, 14)
    assert month_of(local_day(NOW, 0)) == 53 * 12 + 10  # November 2023
    assert EPOCH + timedelta(days=first_day(Timeframe.YEAR, local_day(NOW, 0))) == date(2022, 12, 1)


# ---- Day boundaries and windows ------------------------------------------------------------------


def test_today_starts_at_local_midnight(truck):
    truck.utc_offset = -480  # NOW is 14:13:20 on 2023-11-14 at UTC-8
    today = local_day(NOW, -480)
    local_midnight = midnight(today, -480)
    assert local_midnight == 1_699_948_800_000  # 2023-11-14T08:00:00Z
    truck.place_order({1: 1}, local_midnight - MINUTE)  # 23:59 yesterday
    truck.place_order({2: 1}, local_midnight + MINUTE)  # 00:01 today
    sales = truck.sales_by_donut(Timeframe.TODAY, now=NOW)
    assert (sales[1], sales[2]) == (0, 1)
    assert truck.total_sales(Timeframe.TODAY, now=NOW) == 1
    assert truck.total_sales(Timeframe.WEEK, now=NOW) == 2
    series = truck.sales_series(Timeframe.WEEK, now=NOW)
    assert [p.sales for p in series[-2:]] == [1, 1]  # one order per local day
    # At UTC both are 08:00 +- 1 min on the 14th: the same day. Placed orders are re-filed.
    truck.utc_offset = 0
    assert truck.total_sales(Timeframe.TODAY, now=NOW) == 2
    assert [p.sales for p in truck.sales_series(Timeframe.WEEK, now=NOW)[-2:]] == [0, 2]
    truck.utc_offset = -480
    assert truck.total_sales(Timeframe.TODAY, now=NOW) == 1


OFFSETS = [-1439, -480, 0, 330, 1439]
WINDOWS = [(Timeframe.TODAY, 0), (Timeframe.WEEK, 6), (Timeframe.MONTH, 29)]


@pytest.mark.parametrize("offset", OFFSETS)
@pytest.mark.parametrize("timeframe,days_back", WINDOWS, ids=[t.name for t, _ in WINDOWS])
def test_day_windows_cut_off_at_local_midnight(truck, offset, timeframe, days_back):
    truck.utc_offset = offset
    start = midnight(local_day(NOW, offset) - days_back, offset)
    truck.place_order({1: 1}, start)  # the window's first millisecond
    truck.place_order({2: 1}, start - 1)  # the last millisecond before it
    truck.place_order({3: 1}, NOW)
    sales = truck.sales_by_donut(timeframe, now=NOW)
    assert (sales[1], sales[2], sales[3]) == (1, 0, 1)
    if timeframe != Timeframe.MONTH:  # the next larger window has both
        larger = Timeframe(timeframe + 1)
        assert truck.sales_by_donut(larger, now=NOW)[1:4] == [1, 1, 1]


@pytest.mark.parametrize("offset", [-480, 0, 330])
def test_week_and_month_count_whole_days_back_from_now(truck, offset):
    truck.utc_offset = offset
    for days_back, donut_id in [(6, 1), (7, 2), (29, 3), (30, 4)]:
        truck.place_order({donut_id: 1}, NOW - days_back * DAY)
    week = truck.sales_by_donut(Timeframe.WEEK, now=NOW)
    month = truck.sales_by_donut(Timeframe.MONTH, now=NOW)
    assert week[1:5] == [1, 0, 0, 0]
    assert month[1:5] == [1, 1, 1, 0]
    assert truck.sales_by_donut(Timeframe.YEAR, now=NOW)[1:5] == [1, 1, 1, 1]


@pytest.mark.parametrize("offset", [-480, 0, 330])
def test_year_is_the_last_12_months(truck, offset):
    truck.utc_offset = offset
    today = local_day(NOW, offset)
    start = midnight(first_day_of_month(month_of(today) - 11), offset)  # 1 Dec 2022, local
    truck.place_order({1: 1}, start)
    truck.place_order({2: 1}, start - 1)
    truck.place_order({3: 1}, start + 20 * DAY)  # 11 months back
    truck.place_order({4: 1}, start - 20 * DAY)  # 12 months back
    truck.place_order({5: 1}, NOW)
    assert truck.sales_by_donut(Timeframe.YEAR, now=NOW)[1:6] == [1, 0, 1, 0, 1]
    points = truck.sales_series(Timeframe.YEAR, now=NOW)
    assert points[0].start == start and points[0].sales == 2
    assert points[-1].sales == 1


def test_orders_sell_in_cupertino_only(truck):
    truck.place_order({0: 3, 16: 2}, NOW)
    truck.place_order({16: 1}, NOW - 3 * DAY)
    for timeframe in Timeframe:
        totals = truck.sales_by_donut(timeframe, City.CUPERTINO, now=NOW)
        assert truck.sales_by_donut(timeframe, City.ALL, now=NOW) == totals
        for city in (City.SAN_FRANCISCO, City.LONDON):
            assert truck.sales_by_donut(timeframe, city, now=NOW) == [0] * 17
            assert truck.total_sales(timeframe, city, now=NOW) == 0
            assert truck.top(5, timeframe, city, now=NOW) == [(d, 0) for d in range(5)]
    assert truck.top(2, Timeframe.WEEK, City.CUPERTINO, now=NOW) == [(0, 3), (16, 3)]  # a tie
    assert truck.top(2, Timeframe.TODAY, City.CUPERTINO, now=NOW) == [(0, 3), (16, 2)]


def test_now_is_required_and_may_follow_the_city(truck):
    truck.place_order({4: 2}, NOW)
    assert truck.top(1, Timeframe.WEEK, City.ALL, NOW) == truck.top(1, Timeframe.WEEK, now=NOW)
    assert truck.total_sales(Timeframe.TODAY, City.CUPERTINO, NOW) == 2
    assert truck.sales_by_donut(Timeframe.TODAY, City.ALL, NOW)[4] == 2
    assert len(truck.sales_series(Timeframe.MONTH, City.ALL, NOW)) == 30
    assert truck.sort_by_popularity(Timeframe.TODAY, NOW)[0] == 4
    for call in (truck.sales_by_donut, truck.total_sales, truck.sales_series):
        with pytest.raises(TypeError, match="needs now"):
            call(Timeframe.WEEK)
    with pytest.raises(TypeError, match="needs now"):
        truck.top(5, Timeframe.WEEK, City.ALL)


def test_bad_timeframes_cities_and_instants(truck):
    for call in (truck.sales_by_donut, truck.total_sales, truck.sales_series):
        for city in (-2, 3):
            with pytest.raises(ft.InvalidArgumentError, match="city"):
                call(Timeframe.WEEK, city, now=NOW)
        for timeframe in (-1, 4):
            with pytest.raises(ft.InvalidArgumentError, match="timeframe"):
                call(timeframe, now=NOW)
        for now in (-(2**63), 2**63 - 1):
            with pytest.raises(ft.InvalidArgumentError, match="now"):
                call(Timeframe.WEEK, now=now)
    with pytest.raises(ft.InvalidArgumentError):
        truck.top(5, Timeframe.WEEK, -2, now=NOW)
    with pytest.raises(ft.InvalidArgumentError):
        truck.sort_by_popularity(4, now=NOW)


# ---- An order-only session against an aggregation written here -----------------------------------


def random_session(truck, seed, offset, count=200, days=40):
    """`count` random orders over the `days` days before NOW, some moved along their lifecycle
    (every status counts as sold)."""
    rng = random.Random(seed)
    truck.utc_offset = offset
    for _ in range(count):
        created = NOW - rng.randrange(days * DAY)
        donuts = rng.sample(range(17), rng.randint(1, 4))
        number = truck.place_order([(d, rng.randint(1, 99)) for d in donuts], created)
        for _ in range(rng.randint(0, 3)):
            truck.advance(number, created + 1000)
    return read_orders(truck)


QUERY_TIMES = [NOW, NOW + 3 * DAY + 5 * HOUR]


@pytest.mark.parametrize("offset", [-480, 330])
@pytest.mark.parametrize("now", QUERY_TIMES, ids=["now", "3-days-later"])
def test_order_only_session_matches_an_independent_aggregation(truck, offset, now):
    orders = random_session(truck, seed=20240607 + offset, offset=offset)
    assert len(orders) == 200 and {o.status for o in orders} == set(ft.OrderStatus)
    today = local_day(now, offset)
    for timeframe in Timeframe:
        totals = aggregate(orders, offset, first_day(timeframe, today), today)
        for city in (City.ALL, City.CUPERTINO):
            assert_report(truck, timeframe, city, now, totals)
        assert_report(truck, timeframe, City.LONDON, now, [0] * 17)
    # A meaningful sample: the windows differ, and 40 days are within the year.
    totals = [truck.total_sales(t, now=now) for t in Timeframe]
    assert totals[0] < totals[1] < totals[2] < totals[3] == sum(o.total_donuts for o in orders)


def test_changing_the_offset_refiles_the_orders(truck):
    orders = random_session(truck, seed=5, offset=0, count=120, days=10)
    for offset in (-1439, -480, 0, 330, 1439):
        truck.utc_offset = offset
        today = local_day(NOW, offset)
        for timeframe in (Timeframe.TODAY, Timeframe.WEEK):
            totals = aggregate(orders, offset, first_day(timeframe, today), today)
            assert truck.sales_by_donut(timeframe, now=NOW) == totals, (offset, timeframe)


@pytest.mark.parametrize("offset", [-480, 330])
def test_order_only_series_match_the_aggregation(truck, offset):
    orders = random_session(truck, seed=77, offset=offset, count=150, days=400)
    today = local_day(NOW, offset)
    for timeframe, days in ((Timeframe.TODAY, 1), (Timeframe.WEEK, 14), (Timeframe.MONTH, 30)):
        expected = [(midnight(day, offset), sum(aggregate(orders, offset, day, day)))
                    for day in range(today - days + 1, today + 1)]
        assert truck.sales_series(timeframe, now=NOW) == expected
        assert truck.sales_series(timeframe, City.LONDON, now=NOW) == [(s, 0) for s, _ in expected]
    month = month_of(today)
    expected = []
    for m in range(month - 11, month + 1):
        first = first_day_of_month(m)
        last = first_day_of_month(m + 1) - 1
        expected.append((midnight(first, offset), sum(aggregate(orders, offset, first, last))))
    assert truck.sales_series(Timeframe.YEAR, now=NOW) == expected
    assert sum(s for _, s in expected) == truck.total_sales(Timeframe.YEAR, now=NOW)


# ---- A simulated session -------------------------------------------------------------------------

SIMULATIONS = [
    (7, NOW, -480),
    # 30 minutes after local midnight: some of today's 24 orders were placed yesterday.
    (2024, midnight(local_day(NOW, 60), 60) + 30 * MINUTE, 60),
    (1, 1_709_251_200_000 + 10 * HOUR, 0),  # 2024-03-01: the current month is one day old
]
SIM_IDS = ["seed7-utc-8", "seed2024-just-after-midnight", "seed1-first-of-month"]


@pytest.fixture(params=SIMULATIONS, ids=SIM_IDS)
def simulated(request):
    seed, now, offset = request.param
    with ft.Truck() as truck:
        truck.utc_offset = offset
        truck.simulate(seed, now, stream_limit=20)
        at = now + 45_000
        assert truck.tick(at) > 0
        yield truck, at, offset


def test_simulated_today_is_the_orders_since_local_midnight(simulated):
    truck, now, offset = simulated
    orders = read_orders(truck)
    today = local_day(now, offset)
    todays = [o for o in orders if o.created_at >= midnight(today, offset)]
    assert all(o.created_at <= now for o in orders)
    totals = aggregate(todays, offset, today, today)
    for city in (City.ALL, City.CUPERTINO):
        assert_report(truck, Timeframe.TODAY, city, now, totals)
    for city in (City.SAN_FRANCISCO, City.LONDON):
        assert truck.total_sales(Timeframe.TODAY, city, now=now) == 0
    assert truck.sales_series(Timeframe.TODAY, now=now) == [(midnight(today, offset), sum(totals))]


def test_the_midnight_case_has_orders_on_both_days():
    seed, now, offset = SIMULATIONS[1]
    with ft.Truck() as truck:
        truck.utc_offset = offset
        truck.simulate(seed, now, stream_limit=0)
        days = {local_day(o.created_at, offset) for o in read_orders(truck)}
        assert days == {local_day(now, offset) - 1, local_day(now, offset)}


def test_simulated_history_adds_to_the_orders(simulated):
    """Past days hold generated history for every city; the orders add on top."""
    truck, now, offset = simulated
    orders = read_orders(truck)
    today = local_day(now, offset)
    for city in CITIES:
        week = truck.sales_by_donut(Timeframe.WEEK, city, now=now)
        from_orders = aggregate(orders, offset, today - 6, today, city)
        assert all(w >= o for w, o in zip(week, from_orders))
        assert sum(week) > sum(from_orders)  # history on the 6 past days
    for timeframe in Timeframe:
        per_city = [truck.sales_by_donut(timeframe, c, now=now) for c in CITIES]
        combined = [sum(values) for values in zip(*per_city)]
        assert truck.sales_by_donut(timeframe, now=now) == combined
        assert_report(truck, timeframe, City.ALL, now, combined)


@pytest.mark.parametrize("city", list(City), ids=[c.name for c in City])
def test_series_shape_and_sums(simulated, city):
    truck, now, offset = simulated
    today = local_day(now, offset)
    for timeframe, days in ((Timeframe.TODAY, 1), (Timeframe.WEEK, 14), (Timeframe.MONTH, 30)):
        points = truck.sales_series(timeframe, city, now=now)
        assert [p.start for p in points] == [midnight(d, offset)
                                             for d in range(today - days + 1, today + 1)]
    month = month_of(today)
    year = truck.sales_series(Timeframe.YEAR, city, now=now)
    assert [p.start for p in year] == [midnight(first_day_of_month(m), offset)
                                       for m in range(month - 11, month + 1)]

    def total(timeframe):
        return truck.total_sales(timeframe, city, now=now)

    week = truck.sales_series(Timeframe.WEEK, city, now=now)
    assert sum(p.sales for p in week[-7:]) == total(Timeframe.WEEK)
    assert sum(p.sales for p in truck.sales_series(Timeframe.MONTH, city, now=now)) == total(
        Timeframe.MONTH)
    assert sum(p.sales for p in year) == total(Timeframe.YEAR)
    assert truck.sales_series(Timeframe.TODAY, city, now=now)[0].sales == total(Timeframe.TODAY)
    if city != City.ALL:
        assert all(p.sales > 0 for p in year[:-1])  # 13 months of history in every city


def test_combined_series_is_the_sum_of_the_cities(simulated):
    truck, now, _ = simulated
    for timeframe in Timeframe:
        lines = [truck.sales_series(timeframe, c, now=now) for c in CITIES]
        combined = truck.sales_series(timeframe, now=now)
        assert [p.start for p in combined] == [p.start for p in lines[0]]
        assert [p.sales for p in combined] == [sum(p.sales for p in ps) for ps in zip(*lines)]


@pytest.mark.parametrize("timeframe", list(Timeframe), ids=[t.name for t in Timeframe])
def test_popularity_sort_is_the_ranking(simulated, timeframe):
    truck, now, _ = simulated
    full = truck.top(truck.donut_count(), timeframe, now=now)
    assert sorted(d for d, _ in full) == list(range(17))
    assert full == ranking(truck.sales_by_donut(timeframe, now=now))
    assert truck.sort_by_popularity(timeframe, now=now) == [d for d, _ in full]


def test_custom_donuts_take_part_in_sales(simulated):
    truck, now, _ = simulated
    new_id = truck.create_donut("Late Addition", 2)
    assert len(truck.sales_by_donut(Timeframe.TODAY, now=now)) == 18
    assert truck.sort_by_popularity(Timeframe.TODAY, now=now)[-1] == new_id  # unsold, last id
    truck.place_order({new_id: 99}, now)
    assert truck.sales_by_donut(Timeframe.TODAY, now=now)[new_id] == 99


def test_history_follows_the_weekend_setting():
    """Weekend days sell 1.25 times as much in the generated history: another weekend, other
    history for the same seed."""
    def history(weekend):
        with ft.Truck() as truck:
            truck.weekend_days = weekend
            truck.simulate(3, NOW, stream_limit=0)
            return truck.sales_series(Timeframe.MONTH, City.LONDON, now=NOW)

    default = history(ft.WEEKEND_DEFAULT)
    assert history(ft.WEEKEND_DEFAULT) == default
    assert history({ft.Weekday.WEDNESDAY}) != default


# ---- Names ---------------------------------------------------------------------------------------


def test_timeframe_and_city_names(truck):
    assert [truck.timeframe_name(t) for t in Timeframe] == [
        "Today", "This Week", "This Month", "This Year"]
    assert [truck.city_name(c) for c in CITIES] == ["Cupertino", "San Francisco", "London"]
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_city_name"):
        truck.city_name(City.ALL)
    truck.locale = ft.Locale.AR
    arabic = [truck.timeframe_name(t) for t in Timeframe] + [truck.city_name(c) for c in CITIES]
    assert arabic == ["اليوم", "هذا الأسبوع", "هذا الشهر", "هذه السنة",
                      "كوبرتينو", "سان فرانسيسكو", "لندن"]
