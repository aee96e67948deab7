# SPDX-License-Identifier: Apache-2.0
"""Events through the binding (foodtruck.h "Events"; docs/architecture.md, practices 5 and 6):
polling drains a queue; a registered Python callable gets every event in order, may
call back into the binding (read, poll, replace itself, close the truck), lives exactly as long
as the library may call it, and an exception it raises surfaces from the binding call that
delivered the event while the library keeps working. Time only moves forward."""

import ctypes
import gc
import sys
import threading
import weakref

import pytest

import foodtruck as ft
from foodtruck import EventKind as K
from foodtruck import OrderAction as A
from foodtruck import OrderStatus as S
from foodtruck import _ffi

NOW = 1_700_000_000_000  # 2023-11-14T22:13:20Z
SECOND, MINUTE = 1000, 60_000


def script(truck):
    """A short day: two orders, one prepared until the countdown ends and completed. Returns
    the events it must produce, as (kind, order, at)."""
    a = truck.place_order({0: 1}, NOW)
    b = truck.place_order({1: 2}, NOW + SECOND)
    truck.apply(a, A.PREPARE, NOW + 2 * SECOND)
    truck.tick(NOW + 2 * SECOND + MINUTE)
    truck.apply(a, A.COMPLETE, NOW + 3 * MINUTE)
    end = NOW + 2 * SECOND + MINUTE
    return [
        (K.ORDER_PLACED, a, NOW),
        (K.ORDER_PLACED, b, NOW + SECOND),
        (K.ORDER_STATUS_CHANGED, a, NOW + 2 * SECOND),
        (K.ACTIVITY_STARTED, a, NOW + 2 * SECOND),
        (K.ISLAND_OWNER_CHANGED, a, NOW + 2 * SECOND),
        (K.TIMER_FINISHED, a, end),
        (K.ORDER_STATUS_CHANGED, a, end),
        (K.NOTIFICATION, a, end),
        (K.ORDER_STATUS_CHANGED, a, NOW + 3 * MINUTE),
        (K.ACTIVITY_ENDED, a, NOW + 3 * MINUTE),
        (K.ACTIVITY_DISMISSED, a, NOW + 3 * MINUTE),
        (K.ISLAND_OWNER_CHANGED, a, NOW + 3 * MINUTE),
    ]


def brief(events):
    return [(e.kind, e.order_number, e.at) for e in events]


@pytest.fixture(autouse=True)
def no_registration_outlives_its_test():
    before = set(_ffi.callbacks)
    yield
    gc.collect()
    assert set(_ffi.callbacks) <= before, "a registry entry outlived its truck"


# ---- Polling -------------------------------------------------------------------------------------


def test_poll_drains_in_order_with_a_small_max(truck):
    expected = script(truck)
    assert truck.pending_events == len(expected) == 12
    taken = []
    for size in (3, 3, 3, 3):
        batch = truck.poll_events(3)
        assert len(batch) == size
        taken += batch
        assert truck.pending_events == len(expected) - len(taken)
    assert truck.poll_events(3) == [] and truck.poll_events() == []
    assert brief(taken) == expected
    assert truck.dropped_events == 0


def test_poll_max_must_be_positive(truck):
    truck.place_order({0: 1}, NOW)
    for bad in (0, -1):
        with pytest.raises(ValueError, match="max"):
            truck.poll_events(bad)
    assert len(truck.poll_events(1)) == 1


def test_each_event_is_taken_once_across_threads(truck):
    for i in range(2000):
        truck.place_order({i % 17: 1}, NOW + i)
    taken, lock = [], threading.Lock()

    def worker():
        while True:
            batch = truck.poll_events(7)
            if not batch:
                return
            with lock:
                taken.extend(batch)

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(e.order_number for e in taken) == list(range(1, 2001))


def test_the_queue_keeps_the_newest_10000_and_counts_the_dropped(truck):
    for i in range(10_005):
        truck.place_order({i % 17: 1}, NOW + i)
    assert truck.dropped_events == 5 and truck.pending_events == 10_000
    first = truck.poll_events(1)[0]
    assert (first.order_number, first.at) == (6, NOW + 5)
    while truck.poll_events(4096):
        pass
    assert truck.dropped_events == 5  # since the session began


def test_tick_refuses_backward_time_and_produces_nothing(truck):
    number = truck.place_order({0: 1}, NOW)
    truck.apply(number, A.PREPARE, NOW)
    truck.tick(NOW + 30 * SECOND)
    truck.poll_events()
    with pytest.raises(ft.InvalidArgumentError, match="before the previous tick"):
        truck.tick(NOW + 30 * SECOND - 1)
    assert truck.poll_events() == [] and truck.order(number).status is S.PREPARING
    truck.tick(NOW + 30 * SECOND)  # the same instant again is fine
    truck.tick(NOW + MINUTE)
    assert [e.kind for e in truck.poll_events()] == [
        K.TIMER_FINISHED, K.ORDER_STATUS_CHANGED, K.NOTIFICATION]


def test_every_session_has_its_own_clock():
    with ft.Truck() as early, ft.Truck() as late:
        late.tick(NOW + MINUTE)
        early.tick(NOW)  # not refused: another session's clock


# ---- Callbacks: delivery -------------------------------------------------------------------------


def test_callback_gets_every_event_in_order_as_polling_does():
    with ft.Truck() as polled:
        expected = script(polled)
        assert brief(polled.poll_events()) == expected
    with ft.Truck() as called:
        seen = []
        called.on_event(seen.append)
        assert script(called) == expected
        assert brief(seen) == expected
        assert called.poll_events() == [] and called.pending_events == 0
        assert all(isinstance(e, ft.Event) for e in seen)


def test_events_waiting_are_delivered_at_registration(truck):
    a = truck.place_order({0: 1}, NOW)
    truck.apply(a, A.PREPARE, NOW + SECOND)
    seen = []
    truck.on_event(seen.append)
    assert [e.kind for e in seen] == [K.ORDER_PLACED, K.ORDER_STATUS_CHANGED, K.ACTIVITY_STARTED,
                                      K.ISLAND_OWNER_CHANGED]
    assert seen[2].activity_id == seen[3].activity_id == truck.activity_for_order(a)
    assert seen[0].activity_id is None


def test_unregistering_queues_events_for_polling_again(truck):
    seen = []
    truck.on_event(seen.append)
    truck.place_order({0: 1}, NOW)
    truck.on_event(None)
    truck.on_event(None)  # idempotent
    truck.place_order({1: 1}, NOW)
    assert [e.order_number for e in seen] == [1]
    assert [e.order_number for e in truck.poll_events()] == [2]


def test_on_event_refuses_what_is_not_callable(truck):
    with pytest.raises(TypeError, match="callable"):
        truck.on_event(42)
    truck.close()
    with pytest.raises(ft.InvalidHandleError, match="closed"):
        truck.on_event(print)


# ---- Callbacks: re-entrancy ----------------------------------------------------------------------


def test_callback_reads_the_truck_and_polls_while_delivering(truck):
    """The library holds no lock during a delivery: the callable reads the order (which already
    has the event's status) and its texts, and polling from inside finds nothing (events go to
    the callable)."""
    checks = []

    def callback(event):
        order = truck.order(event.order_number)
        checks.append((order.status is event.status, truck.order_short_id(order.number),
                       truck.poll_events(), truck.pending_events))
        if event.kind is K.ACTIVITY_STARTED:
            checks.append(truck.activity(event.activity_id).state)

    truck.on_event(callback)
    script(truck)
    assert len(checks) == 13  # 12 events, and the state of the activity when it started
    assert all(c[0] and c[2] == [] and c[3] == 0 for c in checks if isinstance(c, tuple))
    assert ft.ActivityState.ACTIVE in checks


def test_callback_changes_the_truck_from_inside(truck):
    """A change made inside a delivery produces events too; they reach the callable as
    well."""
    a, b = truck.place_order({0: 1}, NOW), truck.place_order({1: 1}, NOW)
    seen = []

    def callback(event):
        seen.append((event.kind, event.order_number))
        if event.kind is K.NOTIFICATION and event.order_number == a:
            truck.apply(a, A.COMPLETE, event.at)  # hand the donuts over at once
            truck.apply(b, A.PREPARE, event.at)

    truck.on_event(callback)
    truck.apply(a, A.PREPARE, NOW)
    truck.tick(NOW + MINUTE)
    assert truck.order(a).status is S.COMPLETED and truck.order(b).status is S.PREPARING
    assert (K.ACTIVITY_DISMISSED, a) in seen and (K.ACTIVITY_STARTED, b) in seen


def test_events_caused_inside_a_delivery_come_after_those_already_waiting(truck):
    """Events reach the callable one at a time in the order they happened, even when it
    causes new ones while the earlier ones are still being handed out."""
    a, b = truck.place_order({0: 1}, NOW), truck.place_order({1: 1}, NOW)
    truck.apply(a, A.PREPARE, NOW)
    seen = []

    def callback(event):
        seen.append((event.kind, event.order_number))
        if event.kind is K.TIMER_FINISHED:
            truck.apply(b, A.PREPARE, event.at)

    truck.on_event(callback)
    seen.clear()
    truck.tick(NOW + MINUTE)
    assert seen == [
        (K.TIMER_FINISHED, a), (K.ORDER_STATUS_CHANGED, a), (K.NOTIFICATION, a),
        (K.ORDER_STATUS_CHANGED, b), (K.ACTIVITY_STARTED, b), (K.ISLAND_OWNER_CHANGED, b),
    ]


def test_callback_replaces_itself(truck):
    first, second = [], []

    def replace_me(event):
        first.append(event.kind)
        truck.on_event(second.append)

    truck.on_event(replace_me)
    truck.place_order({0: 1}, NOW)  # delivered to replace_me, which registers second.append
    truck.place_order({1: 1}, NOW)
    assert first == [K.ORDER_PLACED] and [e.order_number for e in second] == [2]
    assert len(_ffi.callbacks) == 1  # replace_me's entry went when its delivery returned


def test_a_successor_registered_mid_delivery_gets_the_rest(truck):
    number = truck.place_order({0: 1}, NOW)
    truck.apply(number, A.PREPARE, NOW)
    truck.poll_events()
    old, new = [], []

    def hand_over(event):
        old.append(event.kind)
        truck.on_event(lambda e: new.append(e.kind))

    truck.on_event(hand_over)
    truck.tick(NOW + MINUTE)  # three events at the countdown's end
    assert old == [K.TIMER_FINISHED] and new == [K.ORDER_STATUS_CHANGED, K.NOTIFICATION]
    assert len(_ffi.callbacks) == 1


def test_unregistering_from_inside_a_delivery_stops_deliveries(truck):
    """A callable that unregisters itself gets nothing more; the events not yet handed out
    wait for poll_events()."""
    number = truck.place_order({0: 1}, NOW)
    truck.apply(number, A.PREPARE, NOW)
    truck.poll_events()
    seen = []

    def once(event):
        seen.append(event.kind)
        truck.on_event(None)

    truck.on_event(once)
    truck.tick(NOW + MINUTE)  # three events at the countdown's end
    assert seen == [K.TIMER_FINISHED]
    assert [e.kind for e in truck.poll_events()] == [K.ORDER_STATUS_CHANGED, K.NOTIFICATION]


def test_callback_may_close_its_truck():
    """Closing from inside a delivery is allowed; the library lets go of the callable once
    that delivery batch has returned."""
    entries = len(_ffi.callbacks)
    with ft.Truck() as truck:
        number = truck.place_order({0: 1}, NOW)
        truck.apply(number, A.PREPARE, NOW)
        seen = []

        def close_on_first(event):
            seen.append(event.kind)
            if len(seen) == 1:
                truck.close()

        truck.on_event(close_on_first)  # delivers the three waiting events
        assert truck.closed and seen[0] is K.ORDER_PLACED
        assert len(_ffi.callbacks) == entries
        with pytest.raises(ft.InvalidHandleError):
            truck.tick(NOW)


# ---- Callbacks: lifetime (destroy exactly once) --------------------------------------------------


class Probe:
    """A callable whose release a weakref observes."""

    def __init__(self):
        self.events = []

    def __call__(self, event):
        self.events.append(event)


def registered(truck):
    """A Probe registered on the truck, and a weakref to it (the test drops its reference)."""
    probe = Probe()
    truck.on_event(probe)
    return weakref.ref(probe)


@pytest.mark.parametrize("how", ["replace", "unregister", "close", "garbage-collect"])
def test_the_callable_is_released_exactly_when_the_library_lets_go(how):
    truck = ft.Truck()
    entries = len(_ffi.callbacks)
    ref = registered(truck)
    gc.collect()
    assert ref() is not None and len(_ffi.callbacks) == entries + 1  # the registry holds it
    truck.place_order({0: 1}, NOW)
    assert len(ref().events) == 1
    if how == "replace":
        truck.on_event(Probe())
        assert len(_ffi.callbacks) == entries + 1
    elif how == "unregister":
        truck.on_event(None)
        assert len(_ffi.callbacks) == entries
    elif how == "close":
        truck.close()
        assert len(_ffi.callbacks) == entries
    else:
        del truck
        gc.collect()  # weakref.finalize frees the handle, the library calls destroy
        assert len(_ffi.callbacks) == entries
    assert ref() is None
    if how == "replace":
        truck.close()
    assert len(_ffi.callbacks) == entries


class RecordingRegistry(dict):
    def __init__(self, entries):
        super().__init__(entries)
        self.popped = []

    def pop(self, key, *default):
        self.popped.append(key)
        return super().pop(key, *default)


def test_destroy_runs_once_per_registration(truck, monkeypatch):
    """Each registration's token comes back through destroy exactly once: on replace, on
    unregister, on close (and never for NULL registrations or a second close)."""
    registry = RecordingRegistry(_ffi.callbacks)
    monkeypatch.setattr(_ffi, "callbacks", registry)
    tokens = []
    for _ in range(5):
        truck.on_event(Probe())
        tokens.append(max(registry))
    truck.on_event(None)
    truck.on_event(None)
    truck.on_event(Probe())
    tokens.append(max(registry))
    truck.close()
    truck.close()
    assert registry.popped == tokens


def test_a_failed_registration_leaves_nothing_behind():
    """If registering fails the library never calls destroy; the binding drops the entry."""
    truck = ft.Truck()
    assert _ffi.lib.foodtruck_truck_free(truck.handle) == 0  # freed behind the Truck's back
    entries = dict(_ffi.callbacks)
    with pytest.raises(ft.InvalidHandleError, match="foodtruck_truck_set_event_callback"):
        truck.on_event(Probe())
    assert _ffi.callbacks == entries
    truck._finalizer.detach()  # its handle is already gone


# ---- Callbacks: exceptions -----------------------------------------------------------------------


class Boom(Exception):
    pass


def test_an_exception_in_the_callback_surfaces_from_the_outer_call(truck):
    """It cannot unwind through C: the binding catches it in the trampoline and raises it from
    the call that delivered the event, after the library has done its whole work."""
    delivered = []

    def fussy(event):
        delivered.append(event.kind)
        if event.kind is K.NOTIFICATION:
            raise Boom("no notifications, please")

    truck.on_event(fussy)
    number = truck.place_order({0: 1}, NOW)
    truck.apply(number, A.PREPARE, NOW)
    with pytest.raises(Boom, match="no notifications"):
        truck.tick(NOW + MINUTE)
    assert truck.order(number).status is S.READY  # the tick happened
    assert delivered[-3:] == [K.TIMER_FINISHED, K.ORDER_STATUS_CHANGED, K.NOTIFICATION]
    truck.apply(number, A.COMPLETE, NOW + 2 * MINUTE)  # the library keeps working
    assert delivered[-2:] == [K.ACTIVITY_DISMISSED, K.ISLAND_OWNER_CHANGED]
    assert truck.tick(NOW + 3 * MINUTE) == 0


@pytest.mark.parametrize("call", ["on_event", "place_order", "apply", "request_activity",
                                  "end_activity", "set_activities_enabled", "tick"])
def test_each_delivering_call_raises_the_callbacks_exception(truck, call):
    number = truck.place_order({0: 1}, NOW)
    truck.apply(number, A.PREPARE, NOW)
    activity_id = truck.activity_for_order(number)
    other = truck.place_order({1: 1}, NOW)

    def fail(event):
        raise Boom(event.kind.name)

    if call != "on_event":
        truck.poll_events()
        truck.on_event(fail)
    actions = {
        "on_event": lambda: truck.on_event(fail),
        "place_order": lambda: truck.place_order({2: 1}, NOW),
        "apply": lambda: truck.apply(other, A.PREPARE, NOW),
        "request_activity": lambda: truck.request_activity(other, NOW, NOW, 0.0, NOW),
        "end_activity": lambda: truck.end_activity(activity_id, now=NOW),
        "set_activities_enabled": lambda: truck.set_activities_enabled(False, NOW),
        "tick": lambda: truck.tick(NOW + MINUTE),
    }
    with pytest.raises(Boom):
        actions[call]()
    assert truck.order(number).number == number  # reads are unaffected
    truck.on_event(None)


def test_later_exceptions_of_the_same_call_are_noted_on_the_first(truck):
    def fail(event):
        raise Boom(event.kind.name)

    truck.on_event(lambda event: None)
    number = truck.place_order({0: 1}, NOW)
    truck.on_event(fail)
    with pytest.raises(Boom, match="ORDER_STATUS_CHANGED") as error:
        truck.apply(number, A.PREPARE, NOW)  # two events: status changed, activity started
    if sys.version_info >= (3, 11):
        assert "ACTIVITY_STARTED" in "".join(error.value.__notes__)


def test_an_exception_from_an_event_caused_inside_the_callback_surfaces_from_the_outer_call(truck):
    """Delivery is flat: a call made inside the callback delivers nothing itself, so it never
    raises the callable's exceptions; the events it caused are delivered after the callable
    returns, by the outer call, and what they raise surfaces there. A failed call inside the
    callable raises its own error inside, as any call does."""
    number = truck.place_order({0: 1}, NOW)
    caught = []

    def callback(event):
        if event.kind is K.ORDER_STATUS_CHANGED and event.status is S.PREPARING:
            try:
                truck.request_activity(number, NOW, NOW, 0.0, NOW)  # refused: it has one
            except ft.InvalidStateError as error:
                caught.append(error.status)
        if event.kind is K.ACTIVITY_STARTED:
            truck.update_activity(event.activity_id, NOW, NOW, 1.0, NOW)  # delivers nothing
            caught.append("updated")
        if event.kind is K.ACTIVITY_UPDATED:
            raise Boom("from the update's event")

    truck.on_event(callback)
    with pytest.raises(Boom, match="update's event"):
        truck.apply(number, A.PREPARE, NOW)
    assert caught == [ft.Status.INVALID_STATE, "updated"]
    assert truck.activity(1).relevance == 1.0


ARRIVALS = 20_000
TWO_DAYS = 2 * 86_400_000


def act_on_every_order(truck, seen, depth):
    """The callable of the backlog tests: moves every placed or changed order on, from inside
    the delivery, and counts the events and how deeply deliveries nest."""

    def callback(event):
        depth[0] += 1
        depth[1] = max(depth[1], depth[0])
        seen[event.kind] = seen.get(event.kind, 0) + 1
        if event.kind in (K.ORDER_PLACED, K.ORDER_STATUS_CHANGED) and event.status is not S.COMPLETED:
            truck.advance(event.order_number, event.at)
        depth[0] -= 1

    return callback


def test_a_callable_acting_on_20000_events_never_nests():
    """The stack overflow once found: each advance made inside the callable delivered the next
    event one level deeper, and with 500 events waiting Python raised RecursionError. Flat, the
    callable runs once per event at depth 1, with the default recursion limit."""
    assert sys.getrecursionlimit() == 1000
    seen, depth = {}, [0, 0]
    with ft.Truck() as truck:
        truck.on_event(act_on_every_order(truck, seen, depth))
        truck.simulate(42, NOW, ARRIVALS)
        assert truck.tick(NOW + TWO_DAYS) == ARRIVALS
        assert truck.dropped_events == 0
    assert depth[1] == 1
    assert seen[K.ORDER_PLACED] == ARRIVALS
    assert seen[K.ORDER_STATUS_CHANGED] == 3 * ARRIVALS  # preparing, ready, completed


def test_the_backlog_runs_on_a_thread_with_a_256_kib_stack():
    result = {}

    def run():
        seen, depth = {}, [0, 0]
        with ft.Truck() as truck:
            truck.on_event(act_on_every_order(truck, seen, depth))
            truck.simulate(42, NOW, ARRIVALS)
            result["arrived"] = truck.tick(NOW + TWO_DAYS)
        result["placed"], result["depth"] = seen[K.ORDER_PLACED], depth[1]

    previous = threading.stack_size(256 * 1024)
    try:
        thread = threading.Thread(target=run)
        thread.start()
        thread.join()
    finally:
        threading.stack_size(previous)
    assert result == {"arrived": ARRIVALS, "placed": ARRIVALS, "depth": 1}


def test_a_callable_that_sets_the_locale_on_every_event_never_nests():
    """The other reproducer: a handler that only sets truck.locale, with thousands waiting."""
    calls = []
    with ft.Truck() as truck:
        truck.simulate(42, NOW, ARRIVALS)
        truck.tick(NOW + TWO_DAYS)  # 10,000 wait (the poll queue's capacity)
        assert truck.pending_events == ft.EVENT_QUEUE_CAPACITY

        def callback(event):
            calls.append(event.order_number)
            truck.locale = ft.Locale.AR if len(calls) % 2 else ft.Locale.EN

        truck.on_event(callback)  # delivers all 10,000 during the registration
    assert len(calls) == ft.EVENT_QUEUE_CAPACITY
    assert calls == list(range(24 + 1 + ARRIVALS - ft.EVENT_QUEUE_CAPACITY, 24 + 1 + ARRIVALS))


def test_with_a_callable_a_tick_of_20000_arrivals_drops_nothing(truck):
    placed = []
    truck.on_event(lambda event: placed.append(event.order_number))
    truck.simulate(42, NOW, ARRIVALS)
    truck.tick(NOW + TWO_DAYS)
    assert placed == list(range(25, 25 + ARRIVALS))
    assert truck.dropped_events == 0


def test_a_failing_nested_call_does_not_leave_its_message_behind(truck):
    """A callback's failed call sets this thread's last error; the outer call, which succeeded,
    leaves foodtruck_last_error() empty all the same."""
    failures = []

    def callback(event):
        with pytest.raises(ft.NotFoundError) as error:
            truck.order(99)
        failures.append(error.value.message)

    truck.on_event(callback)
    truck.place_order({0: 1}, NOW)
    assert failures and failures[0].startswith("foodtruck_order_get:")
    assert _ffi.last_error() == ""


def test_exceptions_stay_on_the_thread_whose_call_delivered_them(truck):
    """Threads place orders at once; the callable raises for odd order numbers. Each exception
    is raised exactly once, by a call on the thread where the callable raised it (the delivery
    frames are per thread). Which thread delivers an event is the library's business: usually
    the one whose call produced it, see the report on TruckHandle.deliverEvents."""

    def callback(event):
        if event.kind is K.ORDER_PLACED and event.order_number % 2:
            raise Boom(event.order_number, threading.get_ident())

    truck.on_event(callback)
    raised, problems, lock = [], [], threading.Lock()

    def worker(index):
        for _ in range(200):
            try:
                truck.place_order({index: 1}, NOW)
            except Boom as error:
                number, thread = error.args
                with lock:
                    raised.append(number)
                    # one call may deliver several events (see the report): later ones are noted
                    raised.extend([None] * len(getattr(error, "__notes__", [])))
                    if thread != threading.get_ident():
                        problems.append("order %d: raised on another thread" % number)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert problems == []
    assert len(raised) == 400 and all(n is None or n % 2 for n in raised)
    assert truck.order_count() == 800


def test_a_delivery_outside_the_binding_goes_to_the_unraisable_hook(truck, monkeypatch):
    """Called through the raw library, a delivery has no binding call to surface from: the
    exception goes to sys.unraisablehook, as ctypes reports any callback's."""
    reported = []
    monkeypatch.setattr(sys, "unraisablehook", reported.append)

    def fail(event):
        raise Boom("nobody to raise me")

    truck.on_event(fail)
    lines = (_ffi.foodtruck_order_line * 1)((0, 1))
    number = ctypes.c_int32()
    assert _ffi.lib.foodtruck_order_place(truck.handle, lines, 1, NOW, ctypes.byref(number)) == 0
    assert [type(r.exc_value) for r in reported] == [Boom]
    assert "event callback" in reported[0].err_msg
    assert truck.order(number.value).number == 1


# ---- Advance (the next-step button) --------------------------------------------------------------


def test_advance_has_the_consequences_of_the_action_it_applies():
    """docs/domain.md, decision 1: the next-step button (advance) starts the countdown and the
    live activity, and ends it, exactly as applying the actions does."""
    with ft.Truck() as applied, ft.Truck() as advanced:
        for truck, step in ((applied, None), (advanced, "advance")):
            number = truck.place_order({0: 1}, NOW)
            for i, action in enumerate((A.PREPARE, A.MARK_READY, A.COMPLETE)):
                if step:
                    truck.advance(number, NOW + i * SECOND)
                else:
                    truck.apply(number, action, NOW + i * SECOND)
        assert brief(advanced.poll_events()) == brief(applied.poll_events())
        assert advanced.timer(1, NOW) == applied.timer(1, NOW)
        assert advanced.activity(1) == applied.activity(1)


EVENT_NAMES = {
    K.ORDER_PLACED: ("order placed", "طلب جديد"),
    K.ORDER_STATUS_CHANGED: ("status changed", "تغيرت الحالة"),
    K.TIMER_FINISHED: ("timer finished", "انتهى المؤقت"),
    K.NOTIFICATION: ("notification", "إشعار"),
    K.ACTIVITY_STARTED: ("activity started", "بدأ النشاط"),
    K.ACTIVITY_UPDATED: ("activity updated", "تحدث النشاط"),
    K.ACTIVITY_STALE: ("activity stale", "النشاط قديم"),
    K.ACTIVITY_ENDED: ("activity ended", "انتهى النشاط"),
    K.ACTIVITY_DISMISSED: ("activity dismissed", "أزيل النشاط"),
    K.ISLAND_OWNER_CHANGED: ("in the Dynamic Island", "في الجزيرة الديناميكية"),
}


@pytest.mark.parametrize("kind", list(K), ids=[k.name for k in K])
def test_event_names_in_both_languages(truck, kind):
    english, arabic = EVENT_NAMES[kind]
    assert truck.event_name(kind) == english
    truck.locale = ft.Locale.AR
    assert truck.event_name(kind) == arabic


@pytest.mark.parametrize("kind", [-1, 10, 2**31 - 1])
def test_event_name_refuses_what_is_no_event_kind(truck, kind):
    with pytest.raises(ft.InvalidArgumentError):
        truck.event_name(kind)


def test_event_explanations_for_a_legend(truck):
    assert truck.event_explanation(ft.EventKind.ACTIVITY_STALE) == (
        "its live activity is out of date; no update for 2 minutes")
    explanations = [truck.event_explanation(kind) for kind in ft.EventKind]
    assert len(set(explanations)) == len(ft.EventKind)
    truck.locale = ft.Locale.AR
    assert truck.event_explanation(ft.EventKind.ORDER_PLACED) == "وضع زبون الطلب"
    with pytest.raises(ft.InvalidArgumentError):
        truck.event_explanation(10)


# ---- Scheduling: sleeping until the next due instant --------------------------------------------

HOUR = 3_600_000


def test_latest_tick_is_none_until_the_first_and_a_refused_tick_leaves_it(truck):
    assert truck.latest_tick is None
    truck.tick(NOW + MINUTE)
    assert truck.latest_tick == NOW + MINUTE
    with pytest.raises(ft.InvalidArgumentError):
        truck.tick(NOW)  # the clock went back: refused
    assert truck.latest_tick == NOW + MINUTE


def test_next_due_is_none_until_something_is_due(truck):
    assert truck.next_due is None
    number = truck.place_order({0: 2}, NOW)
    assert truck.next_due is None  # a placed order waits for the operator
    truck.apply(number, A.PREPARE, NOW)
    assert truck.next_due == NOW + MINUTE  # the countdown's end
    truck.tick(NOW + MINUTE)
    assert truck.next_due == NOW + 2 * MINUTE  # the activity's stale date
    truck.tick(NOW + 2 * MINUTE)
    assert truck.next_due == NOW + 8 * HOUR  # its end by itself
    truck.apply(number, A.COMPLETE, NOW + 3 * MINUTE)
    assert truck.next_due is None  # ended and dismissed at once: nothing left


def test_next_due_is_never_before_the_latest_tick(truck):
    truck.tick(NOW + HOUR)
    number = truck.place_order({0: 2}, NOW)
    truck.apply(number, A.PREPARE, NOW)  # a call with an earlier now schedules in the past
    assert truck.next_due == NOW + HOUR
    truck.poll_events()
    truck.tick(truck.next_due)
    assert [(e.kind, e.at) for e in truck.poll_events()][:3] == [
        (K.TIMER_FINISHED, NOW + MINUTE), (K.ORDER_STATUS_CHANGED, NOW + MINUTE),
        (K.NOTIFICATION, NOW + MINUTE)]


#: The session runs until then: past the 8-hour end of the last activity (started at 70 s).
HORIZON = 8 * HOUR + 10 * MINUTE


def _activity(truck, number):
    return truck.activity_for_order(number)


#: The operator's calls, (ms after NOW on the 100 ms grid, what it does): several orders in
#: preparation, activities going stale, ended by calls and by their 8 hours, dismissed at once,
#: at an instant and 4 hours on, and the Dynamic Island changing hands.
SCRIPT = [
    (0, lambda t, now: (t.apply(16, A.PREPARE, now), t.apply(17, A.PREPARE, now))),
    (1_500, lambda t, now: t.apply(18, A.PREPARE, now)),
    (10 * SECOND, lambda t, now: t.update_activity(
        _activity(t, 16), t.timer(16, now).start, t.timer(16, now).end, 5.0, now)),
    (20 * SECOND, lambda t, now: t.apply(17, A.MARK_READY, now)),
    (30 * SECOND, lambda t, now: t.apply(17, A.COMPLETE, now)),
    (45 * SECOND, lambda t, now: t.end_activity(
        _activity(t, 16), ft.DismissalPolicy.AFTER, now + 5 * MINUTE, now=now)),
    (70 * SECOND, lambda t, now: (t.apply(19, A.PREPARE, now), t.apply(20, A.PREPARE, now))),
    (4 * MINUTE, lambda t, now: t.apply(18, A.COMPLETE, now)),
    (5 * MINUTE, lambda t, now: t.end_activity(_activity(t, 19), now=now)),
]


def _session():
    truck = ft.Truck()
    truck.simulate(7, NOW, stream_limit=12)  # orders 16 to 24 placed; 12 live orders to come
    return truck


def _tick_every_100ms():
    """Ticks every 100 ms to the horizon, the script's calls after the tick of their instant;
    the queue keeps every event with its own instant, so it is drained at the end."""
    truck = _session()
    steps = list(SCRIPT)
    for after in range(0, HORIZON + 1, 100):
        truck.tick(NOW + after)
        while steps and steps[0][0] == after:
            steps.pop(0)[1](truck, NOW + after)
    assert steps == []
    return truck, truck.poll_events(1024)


def _sleep_until_due():
    """Sleeps from one instant that matters to the next: the reported next due instant or the
    script's next call, whichever comes first. A wake that is no call's has an event at
    exactly its instant."""
    truck = _session()
    steps = list(SCRIPT)
    events, wakes = [], []
    now = NOW
    while now <= NOW + HORIZON:
        truck.tick(now)
        acted = False
        while steps and NOW + steps[0][0] == now:
            steps.pop(0)[1](truck, now)
            acted = True
        new = truck.poll_events(1024)
        assert acted or any(e.at == now for e in new), "woke at NOW + %d for nothing" % (now - NOW)
        events += new
        wakes.append(now)
        candidates = [at for at in (truck.next_due, NOW + steps[0][0] if steps else None)
                      if at is not None]
        if not candidates:
            break
        now = min(candidates)
    truck.tick(NOW + HORIZON)
    events += truck.poll_events(1024)
    assert steps == []
    return truck, events, wakes


def test_sleeping_until_next_due_gives_the_events_of_ticking_every_100_ms():
    ticked, ticked_events = _tick_every_100ms()
    slept, slept_events, wakes = _sleep_until_due()
    with ticked, slept:
        assert slept_events == ticked_events  # every field of every event, in order
        assert slept.next_due == ticked.next_due == NOW + 70 * SECOND + 12 * HOUR
        assert slept.lock_screen() == ticked.lock_screen() == [5]
        assert slept.activities() == []
    assert 9 < len(wakes) < 40 and wakes == sorted(set(wakes))  # against 294,001 ticks

    # What the script makes happen, worked out by hand (docs/domain.md, decision 1; §7).
    counts = {kind: sum(e.kind is kind for e in slept_events) for kind in K}
    assert counts == {
        K.ORDER_PLACED: 12,  # the live stream, orders 25 to 36
        K.ORDER_STATUS_CHANGED: 12,  # 5 prepared, 17 marked ready, 4 countdowns, 2 handed over
        K.TIMER_FINISHED: 4,  # 16, 18, 19 and 20: 17 was marked ready first
        K.NOTIFICATION: 4,
        K.ACTIVITY_STARTED: 5,
        K.ACTIVITY_UPDATED: 1,
        K.ACTIVITY_STALE: 3,  # 18's at 121.5 s, 19's and 20's at 190 s
        K.ACTIVITY_ENDED: 5,  # 17, 16, 18 and 19 by calls, 20 after 8 hours
        K.ACTIVITY_DISMISSED: 4,  # 17 and 18 at once, 16 at 345 s, 19 4 hours after its end
        K.ISLAND_OWNER_CHANGED: 8,
    }
    island = [(e.at - NOW, e.activity_id) for e in slept_events if e.kind is K.ISLAND_OWNER_CHANGED]
    assert island == [(0, 1), (0, 2), (1_500, 3), (10 * SECOND, 1), (45 * SECOND, 3),
                      (70 * SECOND, 4), (70 * SECOND, 5), (8 * HOUR + 70 * SECOND, None)]
    dismissed = [e.at - NOW for e in slept_events if e.kind is K.ACTIVITY_DISMISSED]
    assert dismissed == [30 * SECOND, 4 * MINUTE, 345 * SECOND, 5 * MINUTE + 4 * HOUR]
