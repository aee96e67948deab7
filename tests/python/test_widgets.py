# SPDX-License-Identifier: Apache-2.0
"""Widgets through the binding (foodtruck.h "Widgets" and the Truck's widget quota;
docs/domain.md §8, §6.8, decisions 4, 8 and 9): names, descriptions and families, each
timeline's policy and reload, the Daily Donut's entries and trends from a week of known orders,
the Orders widget's day of orders, quota, texts and gauge, the Parking Spot widget and the
cities' abbreviations, in English and Arabic."""

import pytest

import foodtruck as ft
from foodtruck import City, ReloadPolicy, WidgetFamily as F, WidgetKind as K

HOUR = 3_600_000
DAY = 86_400_000
#: 2026-11-28 12:00:00 UTC, and the midnight that ends that day.
NOON = 20785 * DAY + 12 * HOUR
MIDNIGHT = 20786 * DAY

#: docs/domain.md §8: kind -> name, description, Arabic name, Arabic description, families.
WIDGETS = {
    K.DAILY_DONUT: ("Daily Donut", "Showcasing the latest trending donuts.", "دونات اليوم",
                    "يعرض أحدث الدونات الرائجة.", [F.SMALL, F.MEDIUM, F.LARGE, F.EXTRA_LARGE]),
    K.ORDERS: ("Orders", "Information about Food Truck's orders and daily quotas.", "الطلبات",
               "معلومات عن طلبات شاحنة الطعام وحصصها اليومية.",
               [F.ACCESSORY_RECTANGULAR, F.ACCESSORY_CIRCULAR, F.ACCESSORY_INLINE, F.SMALL]),
    K.PARKING_SPOT: ("Parking Spot", "Information about your Food Truck's parking spot.",
                     "موقف الشاحنة", "معلومات عن موقف شاحنة الطعام الخاصة بك.",
                     [F.ACCESSORY_RECTANGULAR, F.ACCESSORY_INLINE, F.ACCESSORY_CIRCULAR]),
}


@pytest.fixture
def week():
    """Today 4 x The Classic with 2 x Super Lemon, 4 x Cosmos, 1 x Lemon Chocolate (in London);
    yesterday 5 x Super Lemon; six days ago 1 x The Classic; seven days ago 9 x The Classic."""
    with ft.Truck() as truck:
        truck.place_order({3: 4}, NOON - 3 * HOUR)
        truck.place_order({0: 4, 12: 2}, NOON - 2 * HOUR)
        truck.city = City.LONDON
        truck.place_order({5: 1}, NOON - HOUR)
        truck.city = City.CUPERTINO
        truck.place_order({12: 5}, NOON - DAY)
        truck.place_order({0: 1}, NOON - 6 * DAY)
        truck.place_order({0: 9}, NOON - 7 * DAY)
        yield truck


@pytest.mark.parametrize("kind", list(K))
def test_names_descriptions_and_families(truck, kind):
    name, description, arabic_name, arabic_description, families = WIDGETS[kind]
    assert (truck.widget_name(kind), truck.widget_description(kind)) == (name, description)
    assert ft.widget_families(kind) == families
    assert all(isinstance(f, F) for f in ft.widget_families(kind))
    truck.locale = ft.Locale.AR
    assert (truck.widget_name(kind), truck.widget_description(kind)) == (
        arabic_name, arabic_description)


def test_shows_trend():
    assert [ft.shows_trend(f) for f in F] == [False, True, True, True, False, False, False]
    with pytest.raises(ft.InvalidArgumentError, match="family 7 is not a valid value"):
        ft.shows_trend(7)


def test_timelines(truck):
    assert truck.widget_timeline(K.DAILY_DONUT, NOON) == (5, ReloadPolicy.AT_END, NOON + 5 * HOUR)
    assert truck.widget_timeline(K.ORDERS, NOON) == (1, ReloadPolicy.AFTER, MIDNIGHT)
    assert truck.widget_timeline(K.PARKING_SPOT, NOON) == (1, ReloadPolicy.NEVER, None)
    assert isinstance(truck.widget_timeline(K.ORDERS, NOON).policy, ReloadPolicy)
    truck.utc_offset = -480  # local midnight at 08:00 UTC
    assert truck.widget_timeline(K.ORDERS, NOON).reload_at == MIDNIGHT + 8 * HOUR
    with pytest.raises(ft.InvalidArgumentError, match="kind 3 is not a valid value"):
        truck.widget_timeline(3, NOON)


def test_orders_reload_at_the_next_live_order():
    with ft.Truck() as truck:
        truck.simulate(3, NOON, stream_limit=2)
        first = truck.next_due  # nothing else is due: the first live order
        assert NOON + 3_000 <= first <= NOON + 8_000
        assert truck.widget_timeline(K.ORDERS, NOON).reload_at == first
        # Not ticked up to now: the arrival is due, so the timeline is stale at once.
        assert truck.widget_timeline(K.ORDERS, NOON + 60_000).reload_at == NOON + 60_000
        assert truck.orders_widget(NOON).orders == 24
        assert truck.tick(NOON + 60_000) == 2
        assert truck.orders_widget(NOON + 60_000).orders == 26
        assert truck.widget_timeline(K.ORDERS, NOON + 60_000).reload_at == MIDNIGHT


# ---- The Daily Donut --------------------------------------------------------------------------


def test_daily_donut(week):
    entries = week.daily_donut_widget(NOON)
    assert [e.at for e in entries] == [NOON + k * HOUR for k in range(5)]
    assert [e.rank for e in entries] == [1, 2, 3, 4, 5]
    # The Classic and Cosmos sold 4 each: the lower id first; Blueberry Frosted sold nothing.
    assert [e.donut_id for e in entries] == [0, 3, 12, 5, 1]
    assert [e.sales for e in entries] == [4, 4, 2, 1, 0]
    assert [week.donut_name(e.donut_id) for e in entries] == [
        "The Classic", "Cosmos", "Super Lemon", "Lemon Chocolate", "Blueberry Frosted"]
    week.locale = ft.Locale.AR
    assert week.donut_name(entries[0].donut_id) == "الكلاسيكية"


@pytest.mark.parametrize("donut_id,sales", [
    (0, [1, 0, 0, 0, 0, 0, 4]),  # six days ago and today; the 9 a week ago are outside
    (3, [0, 0, 0, 0, 0, 0, 4]),
    (12, [0, 0, 0, 0, 0, 5, 2]),  # yesterday and today
    (5, [0, 0, 0, 0, 0, 0, 1]),  # sold in London: every city counts
    (1, [0] * 7),
])
def test_trend(week, donut_id, sales):
    trend = week.donut_trend(donut_id, NOON)
    assert trend == [ft.SalesPoint((20779 + day) * DAY, sales[day]) for day in range(7)]


def test_trend_of_an_unknown_donut(week):
    with pytest.raises(ft.NotFoundError, match="foodtruck_widget_trend: no donut has id 17"):
        week.donut_trend(17, NOON)


def test_trend_adds_up_to_the_week():
    with ft.Truck() as truck:
        truck.simulate(7, NOON, stream_limit=0)
        week = truck.sales_by_donut(ft.Timeframe.WEEK, now=NOON)
        today = truck.sales_by_donut(ft.Timeframe.TODAY, now=NOON)
        for entry in truck.daily_donut_widget(NOON):
            trend = truck.donut_trend(entry.donut_id, NOON)
            assert sum(point.sales for point in trend) == week[entry.donut_id]
            assert trend[-1].sales == today[entry.donut_id] == entry.sales


# ---- Orders -----------------------------------------------------------------------------------


def test_quota(truck):
    assert truck.widget_quota == 25
    truck.widget_quota = 1000
    for bad in (0, -1, 1001):
        with pytest.raises(ft.InvalidArgumentError,
                           match="quota: a quota of %d orders is outside 1 to 1000" % bad):
            truck.widget_quota = bad
    assert truck.widget_quota == 1000
    truck.widget_quota = 1
    assert truck.widget_quota == 1
    with pytest.raises(OverflowError):
        truck.widget_quota = 2**31


def test_orders_of_the_day(truck):
    truck.place_order({0: 1}, NOON - 13 * HOUR)  # 23:00 yesterday
    for minute in range(6):
        truck.place_order({1: 1}, NOON - minute * 60_000)
    truck.city = City.SAN_FRANCISCO
    number = truck.place_order({2: 1}, NOON + HOUR)  # later today, and preparing
    truck.apply(number, ft.OrderAction.PREPARE, NOON + HOUR)
    assert truck.orders_widget(NOON) == ft.OrdersEntry(NOON, 7, 25, 0.28)
    assert truck.orders_widget(MIDNIGHT).orders == 0
    truck.widget_quota = 5
    assert truck.orders_widget(NOON).fraction == 1.0


@pytest.mark.parametrize("quota,english,arabic", [
    (25, ["7 out of 25", "7 out of 25", "7 of 25 Orders", "7"],
     ["٧ من أصل ٢٥", "٧ من أصل ٢٥", "٧ من ٢٥ طلبًا", "٧"]),
    (2, ["7 out of 2", "7 out of 2", "7 of 2 Orders", "7"],
     ["٧ من أصل ٢", "٧ من أصل ٢", "٧ من طلبين", "٧"]),
    (10, ["7 out of 10", "7 out of 10", "7 of 10 Orders", "7"],
     ["٧ من أصل ١٠", "٧ من أصل ١٠", "٧ من ١٠ طلبات", "٧"]),
    (102, ["7 out of 102", "7 out of 102", "7 of 102 Orders", "7"],
     ["٧ من أصل ١٠٢", "٧ من أصل ١٠٢", "٧ من ١٠٢ طلب", "٧"]),
])
def test_orders_texts(truck, quota, english, arabic):
    for minute in range(7):
        truck.place_order({1: 1}, NOON - minute * 60_000)
    truck.widget_quota = quota
    families = [F.SMALL, F.ACCESSORY_RECTANGULAR, F.ACCESSORY_INLINE, F.ACCESSORY_CIRCULAR]
    assert [truck.orders_widget_text(f, NOON) for f in families] == english
    truck.locale = ft.Locale.AR
    assert [truck.orders_widget_text(f, NOON) for f in families] == arabic


def test_one_order_of_quota(truck):
    truck.widget_quota = 1
    assert truck.orders_widget_text(F.ACCESSORY_INLINE, NOON) == "0 of 1 Order"
    truck.locale = ft.Locale.AR
    assert truck.orders_widget_text(F.ACCESSORY_INLINE, NOON) == "٠ من طلب واحد"


@pytest.mark.parametrize("family", [F.MEDIUM, F.LARGE, F.EXTRA_LARGE])
def test_orders_text_of_another_family(truck, family):
    with pytest.raises(ft.InvalidArgumentError,
                       match="family: the Orders widget has no %s family"
                       % family.name.lower().replace("_", " ")):
        truck.orders_widget_text(family, NOON)


def test_orders_gauge(truck):
    for minute in range(8):
        truck.place_order({1: 1}, NOON - minute * 60_000)
    truck.widget_quota = 10
    segments = truck.orders_widget(NOON).gauge(127)
    assert [s.frame for s in segments] == [ft.Rect(13 * i, 0, 10, 11) for i in range(10)]
    assert [s.filled for s in segments] == [True] * 8 + [False] * 2
    mirrored = truck.orders_widget(NOON).gauge(127, rtl=True)
    assert [s.frame.x for s in mirrored] == [117 - 13 * i for i in range(10)]


# ---- Parking Spot -----------------------------------------------------------------------------


def test_parking_spot(truck):
    assert truck.parking_spot_widget(NOON) == ft.ParkingSpotEntry(NOON, truck.parking_spot)
    assert truck.parking_spot_widget(NOON).spot == ft.parking_spot(City.CUPERTINO, 0)
    truck.city = City.LONDON
    truck.parking_spot = 3
    entry = truck.parking_spot_widget(NOON + 1)
    assert entry == ft.ParkingSpotEntry(NOON + 1, ft.parking_spot(City.LONDON, 3))
    assert truck.parking_spot_name(entry.spot.city, entry.spot.index) == "Piccadilly Circus"


@pytest.mark.parametrize("city,english,arabic", [
    (City.CUPERTINO, "CUP", "كوب"), (City.SAN_FRANCISCO, "SF", "س.ف"), (City.LONDON, "LON", "لند"),
])
def test_city_abbreviation(truck, city, english, arabic):
    """docs/domain.md, decision 8: derived from the name (the original shows "CUP" for all)."""
    assert truck.city_abbreviation(city) == english
    truck.locale = ft.Locale.AR
    assert truck.city_abbreviation(city) == arabic


def test_all_has_no_abbreviation(truck):
    with pytest.raises(ft.InvalidArgumentError, match="city FOODTRUCK_CITY_ALL is not one city"):
        truck.city_abbreviation(City.ALL)


def test_bad_instants(truck):
    for call in (lambda: truck.daily_donut_widget(2**62), lambda: truck.orders_widget(-2**62),
                 lambda: truck.parking_spot_widget(2**62),
                 lambda: truck.donut_trend(0, 2**62)):
        with pytest.raises(ft.InvalidArgumentError, match="outside the years 1 to 9999"):
            call()
