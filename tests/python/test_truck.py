# SPDX-License-Identifier: Apache-2.0
"""Truck settings (UTC offset, weekend days, price), the simulation and the live stream, through
the binding (foodtruck.h "Truck"; docs/domain.md, decisions 5, 7, 10 and §3)."""

import pytest

import foodtruck as ft
from foodtruck import OrderStatus, Weekday

NOW = 1_700_000_000_000
MINUTE = 60_000


def test_defaults(truck):
    assert truck.utc_offset == 0
    assert truck.weekend_days == ft.WEEKEND_DEFAULT == {Weekday.SATURDAY, Weekday.SUNDAY}
    assert all(isinstance(day, Weekday) for day in truck.weekend_days)
    assert truck.price_cents == 578


@pytest.mark.parametrize("minutes", [-1439, -480, 0, 330, 1439])
def test_utc_offset_range(truck, minutes):
    truck.utc_offset = minutes
    assert truck.utc_offset == minutes


@pytest.mark.parametrize("minutes", [-1440, 1440, 2**31 - 1, -(2**31)])
def test_utc_offset_out_of_range_changes_nothing(truck, minutes):
    truck.utc_offset = 60
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_truck_set_utc_offset"):
        truck.utc_offset = minutes
    assert truck.utc_offset == 60


def test_utc_offset_that_does_not_fit_int32_is_not_truncated(truck):
    with pytest.raises(OverflowError):
        truck.utc_offset = 2**32 - 480  # would be -480 after ctypes' truncation
    assert truck.utc_offset == 0


WEEKENDS = [set(), {Weekday.FRIDAY}, {0, 6}, {1, 2, 3, 4, 5, 6}, [5, 5, 6]]


@pytest.mark.parametrize("days", WEEKENDS, ids=["none", "friday", "default", "six", "list"])
def test_weekend_days(truck, days):
    truck.weekend_days = days
    assert truck.weekend_days == frozenset(Weekday(d) for d in days)


def test_weekend_refusals_change_nothing(truck):
    truck.weekend_days = {Weekday.FRIDAY}
    with pytest.raises(ft.InvalidArgumentError, match="not weekend"):
        truck.weekend_days = set(Weekday)  # a week needs a working day
    for day in (7, -1, 31):
        with pytest.raises(ValueError):
            truck.weekend_days = {day}
    assert truck.weekend_days == {Weekday.FRIDAY}


@pytest.mark.parametrize("cents", [0, 1, 578, 10_000_000])
def test_price_range(truck, cents):
    truck.price_cents = cents
    assert truck.price_cents == cents


@pytest.mark.parametrize("cents", [-1, 10_000_001, 2**63 - 1])
def test_price_out_of_range_changes_nothing(truck, cents):
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_truck_set_price"):
        truck.price_cents = cents
    assert truck.price_cents == 578


def test_settings_belong_to_one_session(truck):
    truck.utc_offset, truck.price_cents, truck.weekend_days = -300, 100, {Weekday.MONDAY}
    with ft.Truck() as other:
        assert (other.utc_offset, other.price_cents) == (0, 578)
        assert other.weekend_days == ft.WEEKEND_DEFAULT


# ---- simulate ------------------------------------------------------------------------------------


def todays_orders(seed, now=NOW, stream_limit=0, offset=0):
    with ft.Truck() as truck:
        truck.utc_offset = offset
        truck.simulate(seed, now, stream_limit)
        return [truck.order(number) for number in truck.orders()]


@pytest.mark.parametrize("seed", [0, 1, 42, 2**64 - 1])
def test_simulated_start_has_the_originals_shape(seed):
    """docs/domain.md §3.4: 24 orders 60-180 s apart, the 15 oldest ready and the 9 newest
    placed, at 578 cents a donut, 1 to 5 distinct catalog donuts of 1 to 5 each."""
    orders = todays_orders(seed)
    assert [o.number for o in orders] == list(range(1, 25))
    assert [o.status for o in orders] == [OrderStatus.READY] * 15 + [OrderStatus.PLACED] * 9
    times = [o.created_at for o in orders]
    assert all(60_000 <= b - a <= 180_000 for a, b in zip(times, times[1:]))
    assert times[-1] <= NOW - 4 * MINUTE
    for order in orders:
        assert 1 <= len(order.lines) <= 5
        assert len({d for d, _ in order.lines}) == len(order.lines)
        assert all(0 <= d < 17 and 1 <= c <= 5 for d, c in order.lines)
        assert order.total_donuts == sum(c for _, c in order.lines)
        assert order.total_cents == 578 * order.total_donuts
        assert order.city is ft.City.CUPERTINO
        assert order.completed_at is None and order.duration_ms is None


def test_simulation_is_deterministic():
    assert todays_orders(9) == todays_orders(9)
    assert todays_orders(9) != todays_orders(10)
    # The offset decides local days, not the generated orders.
    assert todays_orders(9, offset=-480) == todays_orders(9)


def test_simulate_needs_a_session_without_orders(truck):
    truck.place_order({0: 1}, NOW)
    with pytest.raises(ft.InvalidStateError, match="foodtruck_truck_simulate"):
        truck.simulate(1, NOW)
    assert truck.order_count() == 1
    with ft.Truck() as simulated:
        simulated.simulate(1, NOW)
        with pytest.raises(ft.InvalidStateError):
            simulated.simulate(2, NOW)
        assert simulated.order_count() == 24


@pytest.mark.parametrize("stream_limit", [-1, 1_000_001])
def test_simulate_refuses_bad_stream_limits(truck, stream_limit):
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_truck_simulate"):
        truck.simulate(1, NOW, stream_limit)
    assert truck.order_count() == 0
    truck.simulate(1, NOW, 0)  # nothing was half-done
    assert truck.order_count() == 24


@pytest.mark.parametrize("now", [-(2**63), 2**63 - 1, -62_135_596_800_001, 253_402_300_800_000])
def test_simulate_and_tick_refuse_instants_outside_years_1_to_9999(truck, now):
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_truck_simulate"):
        truck.simulate(1, now)
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_truck_tick"):
        truck.tick(now)
    assert truck.order_count() == 0


# ---- tick: the live stream -----------------------------------------------------------------------


def stream(seed, limit, ticks):
    """The live orders' (created_at, lines) after ticking through `ticks`, and the counts."""
    with ft.Truck() as truck:
        truck.simulate(seed, NOW, limit)
        arrived = [truck.tick(t) for t in ticks]
        orders = [truck.order(n) for n in truck.orders()[24:]]
        assert sum(arrived) == len(orders)
        return [(o.created_at, o.lines, o.status) for o in orders], arrived


def test_live_orders_arrive_3_to_8_seconds_apart():
    orders, arrived = stream(5, 20, [NOW, NOW + 2_999, NOW + 10**6, NOW + 2 * 10**6])
    assert arrived[0] == 0 and arrived[1] == 0  # the first is at least 3 s away
    assert arrived[2] == 20 and arrived[3] == 0  # the stream ends after stream_limit
    times = [NOW] + [t for t, _, _ in orders]
    assert all(3_000 <= b - a <= 8_000 for a, b in zip(times, times[1:]))
    assert all(status is OrderStatus.PLACED for _, _, status in orders)


def test_each_arrival_keeps_its_own_time_whatever_the_ticks():
    one_tick, _ = stream(11, 20, [NOW + 200_000])
    every_second, counts = stream(11, 20, range(NOW, NOW + 200_001, 1000))
    assert every_second == one_tick
    assert max(counts) == 1 and sum(counts) == 20


def test_tick_only_delivers_up_to_now():
    orders, arrived = stream(11, 20, [NOW + 30_000])
    assert 3 <= arrived[0] <= 10 and all(t <= NOW + 30_000 for t, _, _ in orders)


def test_stream_limit_zero_and_tick_without_simulation(truck):
    assert truck.tick(NOW + 10**6) == 0
    _, arrived = stream(3, 0, [NOW + 10**6])
    assert arrived == [0]


def test_ticking_again_at_the_same_instant_delivers_nothing_new():
    _, arrived = stream(4, 20, [NOW + 20_000, NOW + 20_000, NOW + 20_000, NOW + 10**6])
    assert arrived[0] > 0 and arrived[1] == 0 and arrived[2] == 0 and sum(arrived) == 20


def test_ticking_backwards_is_refused_and_changes_nothing():
    """Time only moves forward: a now before the previous tick's is InvalidArgumentError (the
    message names both instants), and the session keeps its clock."""
    with ft.Truck() as truck:
        truck.simulate(4, NOW, 20)
        first = truck.tick(NOW + 20_000)
        for earlier in (NOW + 19_999, NOW, -62_135_596_800_000):
            with pytest.raises(ft.InvalidArgumentError, match="foodtruck_truck_tick") as error:
                truck.tick(earlier)
            assert str(earlier) in error.value.message and str(NOW + 20_000) in error.value.message
        assert truck.order_count() == 24 + first
        assert truck.tick(NOW + 20_000) == 0  # the same instant again is fine
        assert first + truck.tick(NOW + 10**6) == 20


@pytest.mark.parametrize(
    "at,offset,text",
    [
        (NOW, 0, "10:13:20 PM"),
        (NOW, -480, "2:13:20 PM"),
        (NOW + 999, 330, "3:43:20 AM"),  # seconds truncated; a half-hour offset
        (0, 0, "12:00:00 AM"),  # midnight
        (-1, 0, "11:59:59 PM"),  # before the epoch: the previous day's last second
        (-62_135_596_800_000, 1439, "11:59:00 PM"),  # the first instant, a day ahead
    ],
)
def test_clock_text_is_the_order_lists_12_hour_clock_with_seconds(truck, at, offset, text):
    truck.utc_offset = offset
    assert truck.clock_text(at) == text


def test_clock_text_refuses_instants_outside_years_1_to_9999(truck):
    with pytest.raises(ft.InvalidArgumentError) as refused:
        truck.clock_text(253_402_300_800_000)
    assert refused.value.message.startswith("foodtruck_truck_clock_text: at")


@pytest.mark.parametrize(
    "locale, value, text",
    [
        (ft.Locale.EN, 15, "15"),
        (ft.Locale.EN, 0, "0"),
        (ft.Locale.EN, 2044, "2,044"),
        (ft.Locale.EN, 2**63 - 1, "9,223,372,036,854,775,807"),
        (ft.Locale.AR, 15, "١٥"),
        (ft.Locale.AR, 1224, "١٬٢٢٤"),
        (ft.Locale.AR, -2**63, "\u061c-٩٬٢٢٣٬٣٧٢٬٠٣٦٬٨٥٤٬٧٧٥٬٨٠٨"),
    ],
)
def test_number_text_is_in_the_sessions_digits(truck, locale, value, text):
    truck.locale = locale
    assert truck.number_text(value) == text


# Views: one truck, several devices (foodtruck_truck_new_view).

LONDON_AR = "\u0644\u0646\u062f\u0646"  # لندن


def test_views_read_in_their_own_language_and_digits(truck):
    with truck.new_view() as phone, truck.new_view() as tablet:
        phone.locale = ft.Locale.AR
        assert phone.is_right_to_left and not tablet.is_right_to_left and not truck.is_right_to_left
        assert phone.panel_title(ft.Panel.CITY_LONDON) == LONDON_AR
        assert tablet.panel_title(ft.Panel.CITY_LONDON) == "London"
        assert phone.number_text(1234) == "\u0661\u066c\u0662\u0663\u0664"
        assert tablet.number_text(1234) == truck.number_text(1234) == "1,234"
        tablet.temperature_unit = ft.TemperatureUnit.CELSIUS
        assert truck.temperature_unit == ft.TemperatureUnit.FAHRENHEIT
        assert truck.locale == ft.Locale.EN


def test_views_navigate_apart_and_share_the_orders(truck):
    with truck.new_view() as phone:
        number = phone.place_order([(0, 1), (1, 2)], NOW)
        assert truck.order_count() == phone.order_count() == 1
        phone.selection = ft.Panel.ORDERS
        phone.push(ft.Step(ft.StepKind.ORDER, ft.Panel.ORDERS, number))
        assert phone.save_navigation() == "orders>order:1"
        assert truck.save_navigation() == "truck"
        truck.price_cents = 600
        assert phone.price_cents == 600


def test_a_views_events_are_its_trucks(truck):
    with truck.new_view() as phone:
        phone.place_order([(0, 1)], NOW)
        with pytest.raises(ft.InvalidStateError, match="view"):
            phone.poll_events()
        with pytest.raises(ft.InvalidStateError, match="view"):
            phone.on_event(lambda event: None)
        events = truck.poll_events()
        assert [(e.kind, e.order_number) for e in events] == [(ft.EventKind.ORDER_PLACED, 1)]


def test_a_view_outlives_its_trucks_handle():
    truck = ft.Truck()
    phone = truck.new_view()
    truck.place_order([(0, 1)], NOW)
    truck.close()
    assert phone.order_count() == 1
    assert phone.place_order([(1, 1)], NOW) == 2
    phone.close()


def test_views_on_threads_each_keep_their_language(truck):
    """Two devices at once, each switching and reading its own language in a loop on its own
    thread, while a third places orders: every text a view reads is in the language it set."""
    import threading

    errors = []

    def device(view, locale, expected):
        try:
            for _ in range(300):
                view.locale = locale
                title = view.panel_title(ft.Panel.CITY_LONDON)
                if title != expected:
                    errors.append((locale, title))
        finally:
            view.close()

    def orders():
        for i in range(300):
            truck.place_order([(i % 17, 1)], NOW)

    threads = [threading.Thread(target=device, args=(truck.new_view(), ft.Locale.AR, LONDON_AR)),
               threading.Thread(target=device, args=(truck.new_view(), ft.Locale.EN, "London")),
               threading.Thread(target=orders)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert truck.order_count() == 300 and truck.locale == ft.Locale.EN
