# SPDX-License-Identifier: Apache-2.0
"""Truck (foodtruck.h "Truck" and "Localization"): the session handle, its settings, and the
simulation that fills it (history, today's orders, a live stream delivered by tick())."""

from __future__ import annotations

import enum
import os
import weakref
from ctypes import byref, c_bool, c_int, c_int32, c_int64, c_uint32
from typing import FrozenSet, Iterable, Optional, Union

from . import _capi, _ffi
from .account import AccountMixin
from .activities import ActivitiesMixin
from .catalog import CatalogMixin
from .cities import CitiesMixin
from .charts import ChartsMixin
from .errors import InvalidHandleError, Status
from .events import EventsMixin
from .feed import FeedMixin
from .navigation import NavigationMixin
from .orders import OrdersMixin
from .sales import SalesMixin
from .store import StoreMixin
from .timers import TimersMixin
from .weather import WeatherMixin
from .widgets import WidgetsMixin
from ._truck_methods import TruckMethods
from ._capi import PATH_MAX_BYTES, Digits, Locale, OpenOption  # generated from the header (tools/api.py)


class Weekday(enum.IntEnum):
    """A weekday as the weekend setting numbers it (FOODTRUCK_WEEKDAY_BIT(day)): Sunday = 0."""

    SUNDAY = 0
    MONDAY = 1
    TUESDAY = 2
    WEDNESDAY = 3
    THURSDAY = 4
    FRIDAY = 5
    SATURDAY = 6


#: FOODTRUCK_WEEKEND_DEFAULT as weekdays: Saturday and Sunday.
WEEKEND_DEFAULT = frozenset({Weekday.SATURDAY, Weekday.SUNDAY})


class Sync(enum.IntEnum):
    """How far Truck.open() commits each change before the call returns. Each value is the
    option bit it adds to foodtruck_truck_open()'s mask: the header has one bit,
    FOODTRUCK_OPEN_SYNC_NORMAL, whose absence is FULL."""

    #: To the disk (SQLite's synchronous=FULL): every acknowledged change survives a power cut.
    FULL = 0
    #: To the operating system (synchronous=NORMAL): every acknowledged change survives a crash
    #: of the program; a power cut may lose the latest changes, never part of one.
    NORMAL = OpenOption.SYNC_NORMAL


#: What Truck.open() takes as a path (os.fsencode() turns it into the bytes the library gets).
PathArgument = Union[str, bytes, "os.PathLike[str]", "os.PathLike[bytes]"]


def _free(handle: "_ffi.TruckPtr") -> int:
    # The finalizer: it holds the handle, never the Truck, so the Truck can be collected.
    return _ffi.lib.foodtruck_truck_free(handle)


class _ClosedHandle:
    """Truck._handle, the handle every method passes, once the Truck is closed: raises
    InvalidHandleError ("Truck is closed") before anything reaches the library.

    An open Truck holds its handle in its own __dict__, which a descriptor without __set__
    (like this one) yields to: reading it is a plain attribute read, where a property costs a
    Python call on every library call (about 40 ns of a getter's 800 here). close() removes
    the instance's entry, so reads fall through to __get__ below."""

    def __get__(self, truck, owner=None):
        if truck is None:
            return self
        raise InvalidHandleError(Status.INVALID_HANDLE, "Truck is closed")


class Truck(
    CatalogMixin,
    OrdersMixin,
    SalesMixin,
    CitiesMixin,
    WeatherMixin,
    TimersMixin,
    ActivitiesMixin,
    EventsMixin,
    NavigationMixin,
    AccountMixin,
    ChartsMixin,
    WidgetsMixin,
    FeedMixin,
    StoreMixin,
    TruckMethods,
):
    """A truck session (foodtruck_truck *): settings, catalog, orders, sales, its city and parking
    spot, preparation timers, live activities, events, deep links, charts, widgets, the social
    feed and the store; English
    by default. Truck() keeps it in memory; Truck.open(path) keeps it in a file, where every
    change is committed before the call that made it returns.

    Ownership: the Truck owns its handle and frees it (foodtruck_truck_free, which also closes
    a session's file) on close(), on leaving a
    ``with`` block, or when garbage-collected (weakref.finalize, which also runs at interpreter
    exit). close() is idempotent and releases the event callable (on_event). Using a closed
    Truck raises InvalidHandleError ("Truck is closed") without calling the library. A Truck
    may be shared between threads.

    Raises FoodTruckError subclasses as the library reports them (see the mixins), OverflowError
    for an int that its C parameter cannot hold, and whatever an event callable raised during
    the call (see foodtruck.events).
    """

    def __init__(self) -> None:
        handle = _ffi.TruckPtr()
        _ffi.call("foodtruck_truck_new", byref(handle))
        self._own(handle)

    def _own(self, handle: "_ffi.TruckPtr") -> None:
        self._handle = handle  # shadows _ClosedHandle until close()
        self._finalizer = weakref.finalize(self, _free, handle)

    @classmethod
    def open(
        cls, path: PathArgument, *, read_only: bool = False, sync: Sync = Sync.FULL
    ) -> "Truck":
        """Opens the session kept in the SQLite file at path (str, bytes or os.PathLike; the
        library takes it as UTF-8), creating the file with a new session, as Truck() gives,
        when it does not exist (foodtruck_truck_open). Every call that changes the session has
        committed the change to the file, whole, before it returns: reopening gives the
        session as it was after the last change that returned, except the events that were
        waiting (a reopened session has none and dropped_events reads 0). sync says how far
        each commit goes (Sync.FULL: survives a power cut; Sync.NORMAL: survives a crash of
        the program). read_only=True opens an existing file and never writes it: every change
        raises ReadOnlyError (see the read_only property). A file the process may not write is
        opened read-only as well.

        One session per file: while it is open, opening it again, in this process or another,
        raises BusyError at once (two read-only sessions may share it). Close it (close() or
        a ``with`` block) to release the file.

        Raises StorageError when the file cannot be created or read (no such folder, no
        permission, a folder, a missing file opened read-only: no file is created),
        NotASessionError for a file that is not a Food Truck session (not SQLite, another
        application's database, a newer schema), CorruptError for a damaged one; a file
        refused is left byte for byte as it was. InvalidArgumentError for an empty path or one
        longer than PATH_MAX_BYTES bytes, InvalidUtf8Error for one whose bytes are not UTF-8
        (a file name the library cannot name), ValueError for a path with a NUL byte or a sync
        that is not a Sync. A change the file cannot take (the disk full) raises StorageError and
        is not made; the session stays usable."""
        encoded = os.fsencode(path)
        if b"\0" in encoded:  # C would see the path end at the NUL: another file
            raise ValueError("Truck.open: the path has a NUL byte: %r" % (path,))
        options = Sync(sync) | (OpenOption.READ_ONLY if read_only else 0)
        handle = _ffi.TruckPtr()
        _ffi.call("foodtruck_truck_open", encoded, options, byref(handle))
        truck = cls.__new__(cls)
        truck._own(handle)
        return truck

    def new_view(self) -> "Truck":
        """A view of this truck (foodtruck_truck_new_view): another Truck on the same session,
        with a language, digits, temperature unit and place in the app of its own, for one
        device of several at the truck. Setting locale, digits or the weather's unit, and
        navigating, through the view changes the view alone (and is not kept in the session's
        file); every other change is the session's, seen at once through this Truck and all its
        views. The view starts showing what this Truck shows. Its events are this truck's: a
        view has no on_event and no poll_events (InvalidStateError); they are delivered here.
        The view owns its handle as any Truck; the session lives, and its file stays open,
        until the truck and all its views are closed."""
        view = _ffi.TruckPtr()
        _ffi.call("foodtruck_truck_new_view", self._handle, byref(view))
        truck = Truck.__new__(Truck)
        truck._own(view)
        return truck

    @_ffi.handle_property("foodtruck_truck_is_read_only", c_bool)
    def read_only(self) -> bool:
        """True when the session refuses every change with ReadOnlyError: opened with
        read_only=True, or kept in a file the process may not write. A session in memory never
        is."""

    def status_text(self, status: Status) -> str:
        """What the operator is told after a call failed with `status` (an exception's
        .status), in the session's language: for a StorageError, "Not saved: ... try again.";
        for an UnconfirmedError, that saving could not be confirmed and what was saved shows once
        the session is opened again; "Something went wrong." for the caller's own mistakes.
        Status.OK raises InvalidArgumentError."""
        return _ffi.read_text("foodtruck_truck_status_text", self._handle, status)

    @property
    def handle(self) -> "_ffi.TruckPtr":
        """The raw foodtruck_truck * for calls through foodtruck._ffi.lib; borrowed, valid until
        close(). Raises InvalidHandleError when the Truck is closed."""
        return self._handle

    # The handle, or InvalidHandleError once closed: see _ClosedHandle.
    _handle = _ClosedHandle()
    # Lets a Truck be passed where the raw library expects a foodtruck_truck *.
    _as_parameter_ = handle

    @property
    def closed(self) -> bool:
        """True once the handle has been freed."""
        return not self._finalizer.alive

    def close(self) -> None:
        """Frees the handle now. Idempotent."""
        vars(self).pop("_handle", None)  # from now on _handle raises (_ClosedHandle)
        status = self._finalizer()  # None when it already ran
        if status is not None:
            _ffi.check(status)

    def __enter__(self) -> "Truck":
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()

    def __repr__(self) -> str:
        return "<foodtruck.Truck %s>" % ("closed" if self.closed else "open")

    @_ffi.handle_property("foodtruck_truck_locale", c_int, Locale)
    def locale(self) -> Locale:
        """The session's language (get and set). Setting a value that is not a Locale raises
        InvalidArgumentError."""

    @locale.setter
    def locale(self, locale: Locale) -> None:
        _ffi.call("foodtruck_truck_set_locale", self._handle, locale)

    @_ffi.handle_property("foodtruck_truck_digits", c_int, Digits)
    def digits(self) -> Digits:
        """The digits the session writes numbers in (get and set): Digits.NATIVE, the
        language's own (Arabic-Indic in Arabic) by default, or Digits.LATIN. Setting a value
        that is not a Digits raises InvalidArgumentError."""

    @digits.setter
    def digits(self, digits: Digits) -> None:
        _ffi.call("foodtruck_truck_set_digits", self._handle, digits)

    @_ffi.handle_property("foodtruck_truck_is_right_to_left", c_bool)
    def is_right_to_left(self) -> bool:
        """True when the session's language runs right to left (Arabic)."""

    @_ffi.handle_property("foodtruck_truck_utc_offset", c_int32)
    def utc_offset(self) -> int:
        """The session's UTC offset in minutes east of UTC (get and set; 0 by default, -480 for
        UTC-8): where local days begin for sales and charts. Setting a value outside -1439 to
        1439 raises InvalidArgumentError. Orders already placed are re-filed under their local
        days; the simulated history keeps its days."""

    @utc_offset.setter
    def utc_offset(self, minutes: int) -> None:
        _ffi.call("foodtruck_truck_set_utc_offset", self._handle, minutes)

    @property
    def weekend_days(self) -> FrozenSet[Weekday]:
        """The weekend as a frozenset of Weekday (get and set; default WEEKEND_DEFAULT, Saturday
        and Sunday). Set any iterable of weekday numbers, 0 (Sunday) to 6 (Saturday); an empty
        one means no weekend. A number outside 0-6 raises ValueError; all seven days raise
        InvalidArgumentError. Weekend days sell 1.25 times as much in the simulated history,
        so set them before simulate()."""
        mask = _ffi.read_handle_value("foodtruck_truck_weekend_days", c_uint32, self._handle)
        return frozenset(day for day in Weekday if mask & (1 << day))

    @weekend_days.setter
    def weekend_days(self, days: Iterable[int]) -> None:
        mask = 0
        for day in days:
            mask |= 1 << Weekday(day)
        _ffi.call("foodtruck_truck_set_weekend_days", self._handle, mask)

    @_ffi.handle_property("foodtruck_truck_price", c_int64)
    def price_cents(self) -> int:
        """The price of one donut in cents for orders placed from now on (get and set; 578 by
        default). Setting a value outside 0 to 10,000,000 raises InvalidArgumentError."""

    @price_cents.setter
    def price_cents(self, cents: int) -> None:
        _ffi.call("foodtruck_truck_set_price", self._handle, cents)

    def simulate(self, seed: int, now: int, stream_limit: int = 20) -> None:
        """Fills a session without orders as the original app starts: today's 24 orders, 60
        days and 13 months of history per city, and a live stream of stream_limit (0 to
        1,000,000) orders arriving 3-8 s apart from now on, delivered by tick(). The same seed
        (0 to 2**64 - 1) and now give the same data everywhere. InvalidStateError when the
        session already has orders."""
        _ffi.call("foodtruck_truck_simulate", self._handle, seed, now, stream_limit)

    def tick(self, now: int) -> int:
        """Moves the session to now and returns how many live orders arrived. Everything due by
        then happens in time order, each at its own instant: live orders arrive, countdowns
        finish (the order becomes ready; timer-finished and notification events), activities
        go stale, expire and are dismissed. Time only moves forward: a now before the previous
        tick's raises InvalidArgumentError (the same now again is fine)."""
        return _ffi.read_value("foodtruck_truck_tick", c_int32, self._handle, now)

    @property
    def latest_tick(self) -> Optional[int]:
        """The now of the latest tick(), before which a tick is refused, ms since the Unix epoch,
        or None before the first; a session's file keeps it. A shell whose clock went back since
        (the computer's clock set back) starts its own from here."""
        at = _ffi.read_handle_value("foodtruck_truck_latest_tick", c_int64, self._handle)
        return None if at == _capi.NO_TIME else at

    @property
    def next_due(self) -> Optional[int]:
        """When the session next changes by itself (a live order arrives, a countdown finishes,
        an activity goes stale, ends after 8 hours or is dismissed), ms since the Unix epoch,
        or None when nothing will happen without a call. Sleep until then and tick() at it:
        the events are the same, with the same instants, as ticking at any rate in between.
        Calls that change orders or activities move it; never before the latest tick."""
        due_at = _ffi.read_handle_value("foodtruck_truck_next_due", c_int64, self._handle)
        return None if due_at == _capi.NO_TIME else due_at

    def clock_text(self, at: int) -> str:
        """The local time of an instant at the session's UTC offset on the order list's
        12-hour clock with seconds, "9:33:20 AM" (seconds truncated): what a shell shows beside
        events."""
        return _ffi.read_text("foodtruck_truck_clock_text", self._handle, at)

    def number_text(self, value: int) -> str:
        """A count in the session's digits, grouped by thousands: "2,044" in English, "٢٬٠٤٤" in
        Arabic: what a shell writes for a count, so that every number on a screen is written
        as the library writes its own."""
        return _ffi.read_text("foodtruck_truck_number_text", self._handle, value)

    def _write_only(self):
        raise AttributeError("write-only: the library has no getter for this setting")

    @_ffi.handle_property("foodtruck_truck_timer_duration", c_int32)
    def timer_duration(self) -> int:
        """How long preparation takes in seconds, 1 to 60 (get and set; 60 by default), for
        orders put into preparation from now on. Setting a value outside 1 to 60 raises
        InvalidArgumentError and keeps the setting."""

    @timer_duration.setter
    def timer_duration(self, seconds: int) -> None:
        _ffi.call("foodtruck_truck_set_timer_duration", self._handle, seconds)

    def _set_activity_limit(self, limit: int) -> None:
        _ffi.call("foodtruck_truck_set_activity_limit", self._handle, limit)

    activity_limit = property(
        _write_only,
        _set_activity_limit,
        doc="""The most live activities that may show at once, 1 to 100 (5 by default;
        write-only). Requests beyond it raise LimitReachedError; activities already showing
        stay. Outside 1 to 100: InvalidArgumentError.""",
    )

    def set_activities_enabled(self, enabled: bool, now: int) -> None:
        """Turns live activities on or off (on by default), as an operator can in the system's
        settings. Turning them off ends every showing activity at now with immediate dismissal;
        while off, request_activity() raises DisabledError, and preparing an order still starts
        its countdown (without an activity)."""
        _ffi.call("foodtruck_truck_set_activities_enabled", self._handle, bool(enabled), now)
