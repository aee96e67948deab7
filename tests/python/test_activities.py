# SPDX-License-Identifier: Apache-2.0
"""Timers, live activities and deep links through the binding (foodtruck.h "Timers",
"Activities", "Navigation" and the Truck additions; docs/domain.md, decisions 1, 2, 8, 9 and
§7): the scripted day with every event at its exact instant, countdown texts and when they
next change, staleness, the Dynamic Island and its changes of owner, the lock screen, dismissal policies, the 8-hour expiry, the limit and the switch,
every presentation text in English and Arabic (plural forms included), and deep links."""

import ctypes
import math

import pytest

import foodtruck as ft
from foodtruck import ActivityState as AS
from foodtruck import ActivityTextSlot as Slot
from foodtruck import DismissalPolicy as Policy
from foodtruck import EventKind as K
from foodtruck import OrderAction as A
from foodtruck import OrderStatus as S
from facts import ARABIC_INDIC

NOW = 1_700_000_000_000  # 2023-11-14T22:13:20Z
SECOND, MINUTE, HOUR = 1000, 60_000, 3_600_000
FIRST_INSTANT, LAST_INSTANT = -62_135_596_800_000, 253_402_300_799_999


def kinds_and_times(events, origin=0):
    return [(e.kind, e.at - origin) for e in events]


def prepared(truck, lines=None, at=NOW):
    """A new order put into preparation at `at` (its countdown and activity start then)."""
    number = truck.place_order(lines or {0: 4, 3: 2}, at)
    truck.apply(number, A.PREPARE, at)
    return number


# ---- The scripted day ----------------------------------------------------------------------------


def test_scripted_day(truck):
    """docs/domain.md, decision 1 and §7: place, prepare (a 60 s countdown and a live activity
    start), the countdown's texts at chosen instants, the tick that reaches its end makes the order
    ready with a notification, the activity goes stale exactly 2 minutes after it started,
    completing ends it with immediate dismissal; every event polled in order, each with its
    own instant."""
    placed, start = NOW, NOW + 10 * SECOND
    number = truck.place_order({0: 4, 3: 2}, placed)
    truck.apply(number, A.PREPARE, start)
    end = start + MINUTE

    timer = truck.timer(number, start)
    assert timer == ft.Timer(start, end, 60_000, 0.0, False)
    texts = {0: "1:00", 999: "1:00", 1000: "0:59", 30_000: "0:30", 59_000: "0:01",
             59_999: "0:01", 60_000: "0:00", 61_000: "0:00"}
    for offset, text in texts.items():
        assert truck.countdown_text(number, start + offset) == text, offset
    assert truck.countdown_text(number, start - 5 * SECOND) == "1:00"  # before it starts
    halfway = truck.timer(number, start + 30 * SECOND)
    assert (halfway.remaining_ms, halfway.fraction_done, halfway.finished) == (30_000, 0.5, False)
    assert truck.timer(number, end) == ft.Timer(start, end, 0, 1.0, True)
    assert truck.timer(number, end + HOUR).remaining_ms == 0

    activity_id = truck.activity_for_order(number)
    assert truck.activity(activity_id) == ft.Activity(
        id=activity_id, order_number=number, state=AS.ACTIVE, timer_start=start,
        timer_end=end, relevance=0.0, started_at=start, stale_at=start + 2 * MINUTE,
        ended_at=None, dismiss_at=None)
    assert truck.activity_text(activity_id, Slot.COUNTDOWN, start + 1000) == "0:59"

    assert truck.tick(end - 1) == 0 and truck.order(number).status is S.PREPARING
    truck.tick(end)
    assert truck.order(number).status is S.READY
    assert truck.order(number).preparing_since == start
    assert truck.activity(activity_id).state is AS.ACTIVE  # ready does not end the activity

    truck.tick(start + 2 * MINUTE - 1)
    assert truck.activity(activity_id).state is AS.ACTIVE
    truck.tick(start + 2 * MINUTE)
    assert truck.activity(activity_id).state is AS.STALE
    assert truck.activities() == [activity_id]  # a stale activity still shows

    done = start + 3 * MINUTE
    truck.apply(number, A.COMPLETE, done)
    assert truck.order(number).completed_at == done
    activity = truck.activity(activity_id)
    assert (activity.state, activity.ended_at, activity.dismiss_at) == (AS.DISMISSED, done, done)
    assert truck.activities() == [] and truck.island() == (None, None)

    events = truck.poll_events()
    assert kinds_and_times(events) == [
        (K.ORDER_PLACED, placed),
        (K.ORDER_STATUS_CHANGED, start),
        (K.ACTIVITY_STARTED, start),
        (K.ISLAND_OWNER_CHANGED, start),  # the activity takes the empty island
        (K.TIMER_FINISHED, end),
        (K.ORDER_STATUS_CHANGED, end),
        (K.NOTIFICATION, end),
        (K.ACTIVITY_STALE, start + 2 * MINUTE),
        (K.ORDER_STATUS_CHANGED, done),
        (K.ACTIVITY_ENDED, done),
        (K.ACTIVITY_DISMISSED, done),
        (K.ISLAND_OWNER_CHANGED, done),  # and leaves it empty
    ]
    assert {e.order_number for e in events} == {number}
    assert [e.status for e in events] == [S.PLACED] + [S.PREPARING] * 3 + [S.READY] * 4 \
        + [S.COMPLETED] * 4
    # Activity events name the activity; the island's changes name its new owner, then none.
    a = activity_id
    assert [e.activity_id for e in events] == [
        None, None, a, a, None, None, None, a, None, a, a, None]
    assert truck.poll_events() == [] and truck.pending_events == 0


def test_each_countdown_finishes_at_its_own_instant_whatever_the_ticks(truck):
    """Three orders prepared 10 s apart, one tick long after: three timer-finished events,
    each at its order's end, in time order."""
    numbers = [prepared(truck, {i: 1}, NOW + i * 10 * SECOND) for i in range(3)]
    truck.poll_events()
    truck.tick(NOW + HOUR)
    finished = [e for e in truck.poll_events() if e.kind is K.TIMER_FINISHED]
    assert [(e.order_number, e.at) for e in finished] == [
        (n, NOW + i * 10 * SECOND + MINUTE) for i, n in enumerate(numbers)]
    assert all(truck.order(n).status is S.READY for n in numbers)


def test_marking_ready_early_stops_the_countdown_from_acting(truck):
    """docs/domain.md, decision 1: the operator may mark an order ready early; its countdown
    stays readable, and its end later changes nothing (no timer-finished event, no
    notification)."""
    number = prepared(truck)
    truck.apply(number, A.MARK_READY, NOW + 20 * SECOND)
    truck.poll_events()
    truck.tick(NOW + 2 * MINUTE - 1)
    assert [e.kind for e in truck.poll_events()] == []
    assert truck.order(number).status is S.READY
    assert truck.countdown_text(number, NOW + 20 * SECOND) == "0:40"


def test_timer_duration_applies_to_later_preparations(truck):
    assert truck.timer_duration == 60
    first = prepared(truck)
    truck.timer_duration = 1
    assert truck.timer_duration == 1
    second = prepared(truck)
    truck.timer_duration = 45
    assert truck.timer_duration == 45
    third = prepared(truck)
    ends = [truck.timer(n, NOW).end - NOW for n in (first, second, third)]
    assert ends == [60_000, 1_000, 45_000]
    assert truck.countdown_text(second, NOW) == "0:01"
    assert truck.activity(truck.activity_for_order(third)).timer_end == NOW + 45_000
    truck.tick(NOW + SECOND)
    assert [truck.order(n).status for n in (first, second, third)] == [
        S.PREPARING, S.READY, S.PREPARING]


@pytest.mark.parametrize("seconds", [0, 61, -1, 3600])
def test_timer_duration_outside_1_to_60_is_refused(truck, seconds):
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_truck_set_timer_duration: seconds"):
        truck.timer_duration = seconds
    assert truck.timer_duration == 60
    assert truck.timer(prepared(truck), NOW).end == NOW + MINUTE  # unchanged: still 60 s


def test_write_only_settings_say_so(truck):
    for name in ("activity_limit",):
        with pytest.raises(AttributeError, match="write-only"):
            getattr(truck, name)


def test_timer_errors(truck):
    placed = truck.place_order({0: 1}, NOW)
    with pytest.raises(ft.NotFoundError, match="never put into preparation"):
        truck.timer(placed, NOW)
    with pytest.raises(ft.NotFoundError, match="foodtruck_timer_countdown_text"):
        truck.countdown_text(placed, NOW)
    with pytest.raises(ft.NotFoundError):
        truck.timer(99, NOW)
    number = prepared(truck)
    for now in (FIRST_INSTANT - 1, LAST_INSTANT + 1):
        with pytest.raises(ft.InvalidArgumentError, match="now"):
            truck.timer(number, now)
    with pytest.raises(OverflowError):
        truck.timer(number, 2**63)
    assert truck.timer(number, FIRST_INSTANT).remaining_ms == MINUTE


# ---- When the countdown text next changes (docs/domain.md §7.8) -----------------------------------


@pytest.mark.parametrize("offset, change", [
    (-HOUR, SECOND), (-1, SECOND), (0, SECOND), (1, SECOND), (999, SECOND), (1000, 2000),
    (1001, 2000), (30_000, 31_000), (58_999, 59_000), (59_000, MINUTE), (59_999, MINUTE),
    (MINUTE, None), (MINUTE + 1, None), (HOUR, None),
])
def test_countdown_next_change_at_chosen_instants(truck, offset, change):
    """The seconds round up: "1:00" before the start and during the whole first second, so the
    first change is 1 s after the start; the last is to "0:00" at the end; then none."""
    number = prepared(truck)
    expected = None if change is None else NOW + change
    assert truck.countdown_next_change(number, NOW + offset) == expected


def test_countdown_next_change_agrees_with_the_text(truck):
    """For every instant around a 60 s countdown (and a 7 s one): the text holds until the
    change and differs at it; with no change left, the text is 0:00."""
    first = prepared(truck)
    truck.timer_duration = 7
    second = prepared(truck, at=NOW + 333)
    for number, start, end in ((first, NOW, NOW + MINUTE), (second, NOW + 333, NOW + 7333)):
        for now in range(NOW - 2 * SECOND, NOW + 62 * SECOND, 13):
            text = truck.countdown_text(number, now)
            change = truck.countdown_next_change(number, now)
            if change is None:
                assert now >= end and text == "0:00"
                continue
            assert now < change <= end and change - max(now, start) <= SECOND
            assert (end - change) % SECOND == 0
            assert truck.countdown_text(number, change - 1) == text
            assert truck.countdown_text(number, change) != text


def test_countdown_next_change_wakes_once_per_text_and_ignores_the_status(truck):
    number = prepared(truck)
    now, seen = NOW - 5 * SECOND, []
    while (change := truck.countdown_next_change(number, now)) is not None:
        now = change
        seen.append((now - NOW, truck.countdown_text(number, now)))
        if len(seen) == 10:
            truck.apply(number, A.MARK_READY, now)  # ready early: the countdown runs on
    assert [at for at, _ in seen] == list(range(SECOND, MINUTE + 1, SECOND))
    assert seen[0] == (SECOND, "0:59") and seen[-1] == (MINUTE, "0:00")
    assert len({text for _, text in seen}) == 60


def test_countdown_next_change_errors(truck):
    placed = truck.place_order({0: 1}, NOW)
    with pytest.raises(ft.NotFoundError, match="foodtruck_timer_countdown_next_change"):
        truck.countdown_next_change(placed, NOW)
    with pytest.raises(ft.NotFoundError):
        truck.countdown_next_change(99, NOW)
    number = prepared(truck)
    for now in (FIRST_INSTANT - 1, LAST_INSTANT + 1):
        with pytest.raises(ft.InvalidArgumentError, match="now"):
            truck.countdown_next_change(number, now)
    with pytest.raises(OverflowError):
        truck.countdown_next_change(number, 2**63)
    assert truck.countdown_next_change(number, FIRST_INSTANT) == NOW + SECOND
    assert truck.countdown_next_change(number, LAST_INSTANT) is None


# ---- Staleness and updates -----------------------------------------------------------------------


def test_stale_exactly_two_minutes_after_start_and_fresh_again_after_an_update(truck):
    number = truck.place_order({0: 1}, NOW)
    activity_id = truck.request_activity(number, NOW, NOW + MINUTE, 0.0, NOW)
    truck.tick(NOW + 2 * MINUTE - 1)
    assert truck.activity(activity_id).state is AS.ACTIVE
    truck.tick(NOW + 2 * MINUTE)
    assert truck.activity(activity_id).state is AS.STALE

    update = NOW + 3 * MINUTE
    truck.update_activity(activity_id, update, update + 30 * SECOND, 0.25, update)
    activity = truck.activity(activity_id)
    assert (activity.state, activity.stale_at) == (AS.ACTIVE, update + 2 * MINUTE)
    assert (activity.timer_start, activity.timer_end, activity.relevance) == (
        update, update + 30 * SECOND, 0.25)
    # An update before the stale date pushes it back; the old date no longer applies.
    second = update + MINUTE
    truck.update_activity(activity_id, update, update + 30 * SECOND, 0.25, second)
    truck.tick(update + 2 * MINUTE)
    assert truck.activity(activity_id).state is AS.ACTIVE
    truck.tick(second + 2 * MINUTE)
    assert truck.activity(activity_id).state is AS.STALE
    assert kinds_and_times(truck.poll_events(), NOW) == [
        (K.ORDER_PLACED, 0),
        (K.ACTIVITY_STARTED, 0),
        (K.ISLAND_OWNER_CHANGED, 0),
        (K.ACTIVITY_STALE, 2 * MINUTE),
        (K.ACTIVITY_UPDATED, 3 * MINUTE),
        (K.ACTIVITY_UPDATED, 4 * MINUTE),
        (K.ACTIVITY_STALE, 6 * MINUTE),
    ]


def test_content_checks(truck):
    number = truck.place_order({0: 1}, NOW)
    for bad in (math.nan, math.inf, -math.inf):
        with pytest.raises(ft.InvalidArgumentError, match="relevance"):
            truck.request_activity(number, NOW, NOW + MINUTE, bad, NOW)
    with pytest.raises(ft.InvalidArgumentError, match="the countdown ends at 1699999999999 ms, before it starts"):
        truck.request_activity(number, NOW, NOW - 1, 0.0, NOW)
    with pytest.raises(ft.NotFoundError):
        truck.request_activity(99, NOW, NOW + MINUTE, 0.0, NOW)
    with pytest.raises(ctypes.ArgumentError):  # ctypes refuses a non-number for a double
        truck.request_activity(number, NOW, NOW + MINUTE, "high", NOW)
    assert truck.activities() == []
    activity_id = truck.request_activity(number, NOW, NOW, -2.5, NOW)  # an empty countdown
    assert truck.activity_text(activity_id, Slot.COUNTDOWN, NOW) == "0:00"
    with pytest.raises(ft.InvalidStateError, match="already shows live activity"):
        truck.request_activity(number, NOW, NOW + MINUTE, 0.0, NOW)
    with pytest.raises(ft.InvalidArgumentError, match="relevance"):
        truck.update_activity(activity_id, NOW, NOW + MINUTE, math.nan, NOW)
    with pytest.raises(ft.NotFoundError, match="no live activity has id 2"):
        truck.update_activity(2, NOW, NOW + MINUTE, 0.0, NOW)
    assert truck.activity(activity_id).relevance == -2.5


def test_ended_activities_refuse_updates_and_a_second_end(truck):
    activity_id = truck.activity_for_order(prepared(truck))
    truck.end_activity(activity_id, now=NOW + SECOND)
    with pytest.raises(ft.InvalidStateError, match="ended"):
        truck.update_activity(activity_id, NOW, NOW + MINUTE, 1.0, NOW + 2 * SECOND)
    with pytest.raises(ft.InvalidStateError, match="already ended"):
        truck.end_activity(activity_id, Policy.IMMEDIATE, now=NOW + 2 * SECOND)
    truck.tick(NOW + 5 * HOUR)
    with pytest.raises(ft.InvalidStateError, match="dismissed"):
        truck.end_activity(activity_id, now=NOW + 5 * HOUR)


def test_an_order_gets_a_new_activity_once_the_old_one_ended(truck):
    number = prepared(truck)
    first = truck.activity_for_order(number)
    truck.end_activity(first, Policy.IMMEDIATE, now=NOW + SECOND)
    second = truck.request_activity(number, NOW, NOW + MINUTE, 0.0, NOW + 2 * SECOND)
    assert second == first + 1 and truck.activity_for_order(number) == second  # the newest
    assert truck.activity(first).state is AS.DISMISSED


# ---- The Dynamic Island --------------------------------------------------------------------------


def test_island_with_three_concurrent_activities(truck):
    """The owner is the showing activity with the highest relevance, then the most recently
    started (then the higher id); the next one by that order is minimal."""
    assert truck.island() == (None, None)
    a, b, c = (truck.activity_for_order(prepared(truck, {i: 1}, NOW + i * SECOND))
               for i in range(3))
    assert truck.activities() == [a, b, c]  # oldest first
    assert truck.island() == ft.Island(owner=c, minimal=b)  # equal relevance: most recent
    truck.update_activity(a, NOW, NOW + MINUTE, 0.5, NOW + 3 * SECOND)
    assert truck.island() == (a, c)  # relevance first
    truck.update_activity(b, NOW, NOW + MINUTE, 0.5, NOW + 4 * SECOND)
    assert truck.island() == (b, a)  # equal relevance: b started later
    truck.update_activity(c, NOW, NOW + MINUTE, -1.0, NOW + 5 * SECOND)
    assert truck.island() == (b, a)
    truck.tick(NOW + 2 * MINUTE + SECOND)  # each was updated after it started: none stale yet
    assert {truck.activity(i).state for i in (a, b, c)} == {AS.ACTIVE}
    truck.tick(NOW + 3 * MINUTE)
    assert {truck.activity(i).state for i in (a, b, c)} == {AS.STALE}
    assert truck.island() == (b, a)  # stale activities still show
    truck.end_activity(b, Policy.DEFAULT, now=NOW + 3 * MINUTE)  # ended: off the island
    assert truck.island() == (a, c)
    truck.end_activity(a, Policy.IMMEDIATE, now=NOW + 3 * MINUTE)
    assert truck.island() == (c, None)
    assert truck.activities() == [c]
    # The lock screen still shows b until its dismissal; higher relevance first.
    assert truck.lock_screen() == [b, c]
    # Each change of owner was an event naming the new owner; c's lower relevance changed none.
    island = [(e.at - NOW, e.activity_id) for e in truck.poll_events(1024)
              if e.kind is K.ISLAND_OWNER_CHANGED]
    assert island == [(0, a), (SECOND, b), (2 * SECOND, c), (3 * SECOND, a), (4 * SECOND, b),
                      (3 * MINUTE, a), (3 * MINUTE, c)]
    truck.end_activity(c, Policy.IMMEDIATE, now=NOW + 4 * MINUTE)
    emptied = [e for e in truck.poll_events() if e.kind is K.ISLAND_OWNER_CHANGED]
    assert [(e.at, e.activity_id, e.order_number) for e in emptied] == [
        (NOW + 4 * MINUTE, None, truck.activity(c).order_number)]
    truck.tick(NOW + 3 * MINUTE + 4 * HOUR)
    assert truck.lock_screen() == []  # b's default dismissal, 4 hours after its end


def test_island_ties_on_relevance_and_start_go_to_the_higher_id(truck):
    ids = [truck.request_activity(truck.place_order({i: 1}, NOW), NOW, NOW + MINUTE, 1.0, NOW)
           for i in range(3)]
    assert truck.island() == (ids[2], ids[1])


# ---- Dismissal policies and expiry ---------------------------------------------------------------

LINGER = 4 * HOUR
END = NOW + 30 * SECOND
POLICIES = [
    # (label, policy, dismiss_at, when it is dismissed, relative to the end)
    ("default", Policy.DEFAULT, None, LINGER),
    ("default-ignores-dismiss_at", Policy.DEFAULT, FIRST_INSTANT - 1, LINGER),
    ("immediate", Policy.IMMEDIATE, None, 0),
    ("after-inside", Policy.AFTER, END + 30 * MINUTE, 30 * MINUTE),
    ("after-at-the-end", Policy.AFTER, END, 0),
    ("after-before-now", Policy.AFTER, END - HOUR, 0),
    ("after-at-4h", Policy.AFTER, END + LINGER, LINGER),
    ("after-beyond-4h", Policy.AFTER, END + 5 * HOUR, LINGER),
    ("after-year-9999", Policy.AFTER, LAST_INSTANT, LINGER),
]


@pytest.mark.parametrize("label,policy,dismiss_at,dismissed_after", POLICIES,
                         ids=[p[0] for p in POLICIES])
def test_dismissal_policy(truck, label, policy, dismiss_at, dismissed_after):
    activity_id = truck.activity_for_order(prepared(truck))
    truck.poll_events()
    truck.end_activity(activity_id, policy, dismiss_at, now=END)
    activity = truck.activity(activity_id)
    assert (activity.ended_at, activity.dismiss_at) == (END, END + dismissed_after)
    assert truck.activities() == [] and truck.island() == (None, None)
    if dismissed_after == 0:
        assert activity.state is AS.DISMISSED
    else:
        assert activity.state is AS.ENDED
        truck.tick(END + dismissed_after - 1)
        assert truck.activity(activity_id).state is AS.ENDED
        truck.tick(END + dismissed_after)
        assert truck.activity(activity_id).state is AS.DISMISSED
    dismissals = [e for e in truck.poll_events() if e.kind is K.ACTIVITY_DISMISSED]
    assert [(e.at, e.activity_id) for e in dismissals] == [(END + dismissed_after, activity_id)]


def test_dismissal_policy_arguments(truck):
    activity_id = truck.activity_for_order(prepared(truck))
    with pytest.raises(TypeError, match="dismiss_at"):
        truck.end_activity(activity_id, Policy.AFTER, now=END)
    with pytest.raises(TypeError, match="now"):
        truck.end_activity(activity_id, Policy.IMMEDIATE)
    for bad in (FIRST_INSTANT - 1, LAST_INSTANT + 1):
        with pytest.raises(ft.InvalidArgumentError, match="dismiss_at"):
            truck.end_activity(activity_id, Policy.AFTER, bad, now=END)
    for policy in (3, -1):
        with pytest.raises(ft.InvalidArgumentError, match="policy"):
            truck.end_activity(activity_id, policy, now=END)
    assert truck.activity(activity_id).state is AS.ACTIVE  # nothing was half-done


def test_an_activity_ends_by_itself_after_8_hours(truck):
    started = NOW
    activity_id = truck.request_activity(truck.place_order({0: 1}, NOW), started,
                                         started + MINUTE, 0.0, started)
    truck.tick(started + 8 * HOUR - 1)
    assert truck.activity(activity_id).state is AS.STALE
    truck.tick(started + 8 * HOUR)
    activity = truck.activity(activity_id)
    assert (activity.state, activity.ended_at) == (AS.ENDED, started + 8 * HOUR)
    assert activity.dismiss_at == started + 12 * HOUR  # the default policy
    truck.tick(started + 12 * HOUR)
    assert truck.activity(activity_id).state is AS.DISMISSED
    assert kinds_and_times(truck.poll_events(), started)[1:] == [
        (K.ACTIVITY_STARTED, 0),
        (K.ISLAND_OWNER_CHANGED, 0),
        (K.ACTIVITY_STALE, 2 * MINUTE),
        (K.ACTIVITY_ENDED, 8 * HOUR),
        (K.ISLAND_OWNER_CHANGED, 8 * HOUR),  # its end empties the island, at its own instant
        (K.ACTIVITY_DISMISSED, 12 * HOUR),
    ]


def test_an_updated_activity_still_ends_8_hours_after_it_started(truck):
    activity_id = truck.request_activity(truck.place_order({0: 1}, NOW), NOW, NOW, 0.0, NOW)
    truck.update_activity(activity_id, NOW, NOW + MINUTE, 0.0, NOW + 7 * HOUR)
    truck.tick(NOW + 8 * HOUR)
    assert truck.activity(activity_id).state is AS.ENDED


# ---- The limit and the switch --------------------------------------------------------------------


def test_limit_reached(truck):
    """5 activities at once by default: the 6th request is LimitReachedError, and a 6th
    preparation still starts its countdown (without an activity)."""
    numbers = [prepared(truck, {i: 1}) for i in range(5)]
    assert len(truck.activities()) == 5
    extra = truck.place_order({9: 1}, NOW)
    with pytest.raises(ft.LimitReachedError, match="5 live activities are showing") as error:
        truck.request_activity(extra, NOW, NOW + MINUTE, 0.0, NOW)
    assert error.value.status is ft.Status.LIMIT_REACHED
    truck.apply(extra, A.PREPARE, NOW + SECOND)
    assert truck.order(extra).status is S.PREPARING
    assert truck.timer(extra, NOW + SECOND).end == NOW + SECOND + MINUTE
    with pytest.raises(ft.NotFoundError, match="has no live activity"):
        truck.activity_for_order(extra)
    truck.tick(NOW + SECOND + MINUTE)
    assert truck.order(extra).status is S.READY  # the countdown acts without an activity

    truck.activity_limit = 6
    sixth = truck.request_activity(extra, NOW, NOW + MINUTE, 0.0, NOW + 2 * MINUTE)
    assert truck.activities()[-1] == sixth
    truck.activity_limit = 2  # showing activities stay
    assert len(truck.activities()) == 6
    truck.apply(numbers[0], A.COMPLETE, NOW + 3 * MINUTE)  # ends one: 5 > 2 still
    with pytest.raises(ft.LimitReachedError, match="2 live activities"):
        truck.request_activity(numbers[0], NOW, NOW + MINUTE, 0.0, NOW + 3 * MINUTE)


@pytest.mark.parametrize("limit", [0, 101, -1])
def test_limit_outside_1_to_100_is_refused(truck, limit):
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_truck_set_activity_limit: limit"):
        truck.activity_limit = limit


def test_limit_bounds(truck):
    truck.activity_limit = 1
    prepared(truck, {0: 1})
    with pytest.raises(ft.LimitReachedError):
        truck.request_activity(truck.place_order({1: 1}, NOW), NOW, NOW, 0.0, NOW)
    truck.activity_limit = 100
    for i in range(99):
        truck.request_activity(truck.place_order({i % 17: 1}, NOW), NOW, NOW, 0.0, NOW)
    assert len(truck.activities()) == 100
    with pytest.raises(ft.LimitReachedError):
        truck.request_activity(truck.place_order({0: 1}, NOW), NOW, NOW, 0.0, NOW)


def test_disabled(truck):
    """Turning activities off ends the showing ones at once (immediate dismissal); requests
    are DisabledError while preparation still works; turning them on allows requests again."""
    first = prepared(truck)
    showing = truck.activity_for_order(first)
    truck.poll_events()
    off = NOW + 10 * SECOND
    truck.set_activities_enabled(False, off)
    activity = truck.activity(showing)
    assert (activity.state, activity.ended_at, activity.dismiss_at) == (AS.DISMISSED, off, off)
    assert kinds_and_times(truck.poll_events()) == [
        (K.ACTIVITY_ENDED, off), (K.ACTIVITY_DISMISSED, off), (K.ISLAND_OWNER_CHANGED, off)]

    second = truck.place_order({1: 1}, off)
    with pytest.raises(ft.DisabledError, match="turned off") as error:
        truck.request_activity(second, off, off + MINUTE, 0.0, off)
    assert error.value.status is ft.Status.DISABLED
    truck.apply(second, A.PREPARE, off)  # still works: the countdown starts
    assert truck.countdown_text(second, off + SECOND) == "0:59"
    with pytest.raises(ft.NotFoundError):
        truck.activity_for_order(second)
    truck.tick(off + MINUTE)
    assert truck.order(second).status is S.READY
    assert K.NOTIFICATION in [e.kind for e in truck.poll_events()]
    truck.apply(second, A.COMPLETE, off + 2 * MINUTE)  # nothing to end

    truck.set_activities_enabled(False, off + 2 * MINUTE)  # again: nothing happens
    assert truck.poll_events()[-1].kind is K.ORDER_STATUS_CHANGED
    truck.set_activities_enabled(True, off + 3 * MINUTE)
    third = prepared(truck, {2: 1}, off + 3 * MINUTE)
    assert truck.activities() == [truck.activity_for_order(third)]
    with pytest.raises(ft.InvalidArgumentError, match="now"):
        truck.set_activities_enabled(False, LAST_INSTANT + 1)
    assert len(truck.activities()) == 1


# ---- Presentation texts --------------------------------------------------------------------------

TEXTS_EN = {
    Slot.LOCK_TITLE: "Order 1201",
    Slot.LOCK_DONUTS: "6 donuts",
    Slot.COUNTDOWN: "0:45",
    Slot.REMAINING: "Remaining",
    Slot.COMPACT_ICON: "IslandCompactIcon",
    Slot.EXPANDED_ICON: "IslandExpandedIcon",
    Slot.EXPANDED_BOTTOM: "4\u00d7 The Classic, 2\u00d7 Cosmos",
    Slot.WIDGET_URL: "foodtruck://order/1201",
    Slot.ACTIVITY_NAME: "Order preparation activity.",
    Slot.NOTIFICATION_TITLE: "Donuts are done!",
    Slot.NOTIFICATION_BODY: "Time to take them out of the oven.",
}
TEXTS_AR = {
    Slot.LOCK_TITLE: "طلب 1201",
    Slot.LOCK_DONUTS: "٦ قطع دونات",
    Slot.COUNTDOWN: "٠:٤٥",
    Slot.REMAINING: "المتبقي",
    Slot.COMPACT_ICON: "IslandCompactIcon",
    Slot.EXPANDED_ICON: "IslandExpandedIcon",
    Slot.WIDGET_URL: "foodtruck://order/1201",
    Slot.ACTIVITY_NAME: "نشاط تحضير الطلب.",
    Slot.NOTIFICATION_TITLE: "الدونات جاهزة!",
    Slot.NOTIFICATION_BODY: "حان وقت إخراجها من الفرن.",
}


def test_every_slot_has_a_text_in_each_language():
    assert set(TEXTS_EN) == set(Slot) == set(TEXTS_AR) | {Slot.EXPANDED_BOTTOM}


@pytest.mark.parametrize("slot", list(Slot), ids=[s.name for s in Slot])
def test_activity_text_english(truck, slot):
    activity_id = truck.activity_for_order(prepared(truck, {0: 4, 3: 2}))
    assert truck.activity_text(activity_id, slot, NOW + 15 * SECOND) == TEXTS_EN[slot]


@pytest.mark.parametrize("slot", sorted(TEXTS_AR), ids=[s.name for s in sorted(TEXTS_AR)])
def test_activity_text_arabic(truck, slot):
    truck.locale = ft.Locale.AR
    activity_id = truck.activity_for_order(prepared(truck, {0: 4, 3: 2}))
    assert truck.activity_text(activity_id, slot, NOW + 15 * SECOND) == TEXTS_AR[slot]


def test_expanded_bottom_names_each_donut_in_the_session_language(truck):
    lines = {0: 4, 3: 2, 16: 1}
    activity_id = truck.activity_for_order(prepared(truck, lines))
    for locale, separator in ((ft.Locale.EN, ", "), (ft.Locale.AR, "، ")):
        truck.locale = locale
        digits = {} if locale == ft.Locale.EN else ARABIC_INDIC
        expected = separator.join("%s\u00d7 %s" % (str(count).translate(digits),
                                                     truck.donut_name(donut))
                                  for donut, count in lines.items())
        assert truck.activity_text(activity_id, Slot.EXPANDED_BOTTOM, NOW) == expected


#: docs/domain.md, decisions 8 and 9: the donut count comes from the order, with the language's
#: plural forms.
#: English: one, other. Arabic: one (1), two (2), few (3-10 mod 100), many (11-99 mod 100),
#: other (100-102 mod 100...). Zero cannot occur: an order holds at least one donut.
PLURALS = [
    (1, "1 donut", "دونات واحدة"),
    (2, "2 donuts", "قطعتا دونات"),
    (3, "3 donuts", "٣ قطع دونات"),
    (10, "10 donuts", "١٠ قطع دونات"),
    (11, "11 donuts", "١١ قطعة دونات"),
    (99, "99 donuts", "٩٩ قطعة دونات"),
    (100, "100 donuts", "١٠٠ قطعة دونات"),
    (101, "101 donuts", "١٠١ قطعة دونات"),
    (102, "102 donuts", "١٠٢ قطعة دونات"),
    (103, "103 donuts", "١٠٣ قطع دونات"),
    (111, "111 donuts", "١١١ قطعة دونات"),
    (200, "200 donuts", "٢٠٠ قطعة دونات"),
]


def lines_totalling(count):
    lines, donut = {}, 0
    while count:
        lines[donut] = min(count, 99)
        count -= lines[donut]
        donut += 1
    return lines


@pytest.mark.parametrize("count,english,arabic", PLURALS, ids=[str(p[0]) for p in PLURALS])
def test_donut_count_plural_forms(truck, count, english, arabic):
    number = truck.place_order(lines_totalling(count), NOW)
    assert truck.order(number).total_donuts == count
    activity_id = truck.request_activity(number, NOW, NOW + MINUTE, 0.0, NOW)
    assert truck.activity_text(activity_id, Slot.LOCK_DONUTS, NOW) == english
    truck.locale = ft.Locale.AR
    assert truck.activity_text(activity_id, Slot.LOCK_DONUTS, NOW) == arabic


def test_activity_text_errors(truck):
    activity_id = truck.activity_for_order(prepared(truck))
    for slot in (-1, 11):
        with pytest.raises(ft.InvalidArgumentError, match="slot"):
            truck.activity_text(activity_id, slot, NOW)
    with pytest.raises(ft.NotFoundError):
        truck.activity_text(activity_id + 1, Slot.LOCK_TITLE, NOW)
    with pytest.raises(ft.InvalidArgumentError, match="now"):
        truck.activity_text(activity_id, Slot.COUNTDOWN, LAST_INSTANT + 1)


def test_texts_of_ended_activities_stay_readable(truck):
    number = prepared(truck)
    activity_id = truck.activity_for_order(number)
    truck.apply(number, A.MARK_READY, NOW + SECOND)
    truck.apply(number, A.COMPLETE, NOW + 2 * SECOND)
    assert truck.activity(activity_id).state is AS.DISMISSED
    assert truck.activity_text(activity_id, Slot.LOCK_TITLE, NOW) == "Order 1201"


def test_a_dismissed_activity_is_forgotten_once_100_more_are_dismissed(truck):
    """Kept: the showing, the ended and the last 100 dismissed; an older one is not found."""
    for number in range(1, 151):
        at = NOW + number * SECOND
        assert truck.place_order({number % 17: 1}, NOW) == number
        activity_id = truck.request_activity(number, at, at + MINUTE, 0.0, at)
        truck.end_activity(activity_id, Policy.IMMEDIATE, now=at)
    with pytest.raises(ft.NotFoundError, match="activity 50 was dismissed and is forgotten"):
        truck.activity(50)
    with pytest.raises(ft.NotFoundError):
        truck.activity_for_order(50)
    assert truck.activity(51).state is AS.DISMISSED
    assert truck.activity_for_order(150) == 150


# ---- Deep links (docs/domain.md, decision 2) -----------------------------------------------------


def test_deep_links_round_trip_in_every_language(truck):
    numbers = [truck.place_order({0: 1}, NOW) for _ in range(120)]
    links = {1: "foodtruck://order/1201", 9: "foodtruck://order/1209",
             10: "foodtruck://order/1210", 99: "foodtruck://order/1299",
             100: "foodtruck://order/1300", 120: "foodtruck://order/1320"}
    for locale in ft.Locale:
        truck.locale = locale
        for number, link in links.items():
            assert truck.deep_link(number) == link
        assert [truck.parse_deep_link(truck.deep_link(n)) for n in numbers] == numbers
    activity_id = truck.request_activity(100, NOW, NOW + MINUTE, 0.0, NOW)
    assert truck.activity_text(activity_id, Slot.WIDGET_URL, NOW) == links[100]
    assert truck.order_short_id(100) == links[100].rsplit("/", 1)[1]


@pytest.mark.parametrize("url", [
    "", "foodtruck://order/", "foodtruck://order/1201/", "foodtruck://order/1201?x",
    "foodtruck://order/12+1", "foodtruck://order/-1", "foodtruck://order/ 1201",
    "https://example.com/order/1201", "FOODTRUCK://order/1201", "foodtruck://donut/1201",
    "foodtruck://order/١٢٠١", "Order#1201", "1201",
])
def test_parse_refuses_text_that_is_not_an_order_link(truck, url):
    """Anything but "foodtruck://order/" followed by ASCII digits is InvalidArgumentError."""
    truck.place_order({0: 1}, NOW)
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_deep_link_parse: url"):
        truck.parse_deep_link(url)


@pytest.mark.parametrize("digits", [
    "12", "121", "1199", "1200", "01201", "12001", "1301", "0", "1202", "2147484848",
    "4294968497", "12" + "9" * 40,
])
def test_parse_reports_digits_that_name_no_order(truck, digits):
    """docs/domain.md, decision 2: a link to no order of the session is a clear not-found (the
    original app crashed), whether the digits are a short id of a missing order or no short id
    at all."""
    truck.place_order({0: 1}, NOW)
    with pytest.raises(ft.NotFoundError, match="foodtruck_deep_link_parse"):
        truck.parse_deep_link("foodtruck://order/" + digits)


def test_links_of_one_session_name_no_order_of_an_empty_one(truck):
    with pytest.raises(ft.NotFoundError, match="foodtruck_deep_link_parse"):
        truck.parse_deep_link("foodtruck://order/1201")
    truck.place_order({0: 1}, NOW)
    assert truck.parse_deep_link("foodtruck://order/1201") == 1
    with pytest.raises(ft.NotFoundError, match="foodtruck_deep_link_for_order"):
        truck.deep_link(2)
    with pytest.raises(ValueError, match="NUL"):
        truck.parse_deep_link("foodtruck://order/1201\0")
