# SPDX-License-Identifier: Apache-2.0
"""Events (foodtruck.h "Events"): what happened in a session, each with its own instant, in the
order it happened, taken by polling or handed to a Python callable.

Events come from Truck.tick() (live orders arriving, countdowns finishing, activities going
stale, expiring, being dismissed) and from the calls that change orders and activities
(place_order(), apply(), request_activity(), ...). They wait in the session's queue (the newest
EVENT_QUEUE_CAPACITY, 10,000; see dropped_events) until poll_events() takes them, unless a
callable is registered with on_event(): then each event goes to it instead, synchronously, on
the thread of the call that produced it, before that call returns, and none is dropped.

The callable may call back into the binding, on this truck too (read the order, poll, register
another callable, even close the truck). It is never re-entered: the events caused by the calls
it makes are delivered after it returns, in order, by the call that delivered the event it was
handling; so a callable that acts on every event of a long backlog never nests, and never runs
into the recursion limit. An exception it raises cannot unwind through the library: the binding
catches it and raises it from the call that delivered the event (tick(), apply(), on_event(),
...) once the library has returned; the library has done its whole work by then, and went on
delivering the remaining events to the callable. If several deliveries of one call raise, the
first exception is raised (the later ones are named in its notes).

The callable stays referenced while the library may call it: until it is replaced, unregistered
(on_event(None)) or the truck is closed. A callable that refers to its Truck keeps that Truck
alive until then, so close the truck (``with`` does) or unregister.
"""

from __future__ import annotations

from ctypes import byref, c_size_t
from dataclasses import dataclass
from typing import Callable, List, Optional

from . import _ffi
from ._capi import EventKind, OrderStatus  # generated from the header (tools/api.py)
from . import _capi
from ._events_methods import EventsMethods


#: FOODTRUCK_EVENT_QUEUE_CAPACITY: the most events kept for poll_events(); older ones are dropped.
EVENT_QUEUE_CAPACITY = _capi.EVENT_QUEUE_CAPACITY


@dataclass(frozen=True)
class Event:
    """foodtruck_event: what happened, when (its own instant, ms since the Unix epoch, not the
    tick's), to which order (every event has one) and, for activity events, which activity
    (None otherwise); status is the order's status after the event."""

    kind: EventKind
    at: int
    order_number: int
    activity_id: Optional[int]
    status: OrderStatus

    @classmethod
    def _from_c(cls, c: _ffi.foodtruck_event) -> "Event":
        return cls(
            kind=EventKind(c.kind),
            at=c.at,
            order_number=c.order_number,
            activity_id=c.activity_id or None,
            status=OrderStatus(c.status),
        )


EventCallback = Callable[[Event], object]


def _handler(callback: EventCallback):
    """The registry entry of a callable: it gets an Event copied out of the C struct (which is
    valid only during the delivery)."""

    def handle(c_event: _ffi.foodtruck_event) -> None:
        callback(Event._from_c(c_event))

    return handle


class EventsMixin(EventsMethods):
    """Events of a truck session (mixed into Truck)."""

    _handle: "_ffi.TruckPtr"

    def poll_events(self, max: int = 256) -> List[Event]:  # noqa: A002 - the API's name
        """Takes up to ``max`` (at least 1) of the oldest waiting events, oldest first, in one
        foodtruck_event_poll() call. Each event is taken once: fewer than ``max`` means none were left
        then. Always empty while a callable is registered (events go to it)."""
        if max < 1:
            raise ValueError("poll_events(): max must be at least 1, got %d" % max)
        events = (_ffi.foodtruck_event * max)()
        count = c_size_t()
        _ffi.call("foodtruck_event_poll", self._handle, events, max, byref(count))
        return [Event._from_c(event) for event in events[: count.value]]

    @property
    def pending_events(self) -> int:
        """How many events wait to be polled."""
        return _ffi.read_value("foodtruck_event_poll", c_size_t, self._handle, None, 0)

    @_ffi.handle_property("foodtruck_event_dropped", c_size_t)
    def dropped_events(self) -> int:
        """How many events the queue has dropped since the session began because nobody polled
        (it keeps the newest EVENT_QUEUE_CAPACITY); never grows while a callable is registered."""

    def on_event(self, callback: Optional[EventCallback]) -> None:
        """Registers ``callback(event)`` to receive every event from now on, replacing the
        previous callable; events already waiting are delivered at once, during this call. None
        unregisters: events wait for poll_events() again. See the module's documentation for
        re-entrancy and exceptions."""
        if callback is None:
            _ffi.call("foodtruck_truck_set_event_callback", self._handle, _ffi.NULL_EVENT_CALLBACK, None,
                      _ffi.NULL_DESTROY_CALLBACK)
            return
        if not callable(callback):
            raise TypeError("on_event(): callback must be callable or None, got %r" % callback)
        handle = self._handle  # a closed Truck raises before anything is registered
        token = _ffi.register_callback(_handler(callback))
        status, message, errors = _ffi.call_in_frame(
            "foodtruck_truck_set_event_callback",
            handle,
            _ffi.EVENT_TRAMPOLINE,
            token,
            _ffi.DESTROY_TRAMPOLINE,
        )
        if status != _ffi.OK:
            _ffi.callbacks.pop(token, None)  # not registered: the library will not destroy it
        _ffi.raise_for(status, message, errors)


__all__ = ["EVENT_QUEUE_CAPACITY", "Event", "EventCallback", "EventKind", "EventsMixin"]
