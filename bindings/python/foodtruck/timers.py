# SPDX-License-Identifier: Apache-2.0
"""Timers (foodtruck.h "Timers"): each order's preparation countdown, read at any instant.

An order has a countdown from the moment it is put into preparation (``apply(number,
OrderAction.PREPARE, now)``): from ``now`` to ``now`` + the truck's timer_duration (60 s by
default). When Truck.tick() reaches its end the order becomes ready by itself. Instants are int
milliseconds since the Unix epoch.

TimersMixin is inherited by Truck. Its methods raise NotFoundError for an unknown order or one
never put into preparation, and InvalidArgumentError for ``now`` outside the years 1 to 9999.
"""

from __future__ import annotations

from ctypes import byref, c_int64
from dataclasses import dataclass
from typing import Optional

from . import _capi, _ffi
from ._capi import NO_TIME  # generated from the header (tools/api.py)
from ._timers_methods import TimersMethods

#: FOODTRUCK_TIMER_MAX_SECONDS: the longest (and default) preparation time, in seconds.
TIMER_MAX_SECONDS = _capi.TIMER_MAX_SECONDS


@dataclass(frozen=True)
class Timer:
    """foodtruck_timer: an order's countdown read at an instant: its range [start, end], the
    milliseconds left (end - now, kept within 0 and end - start), the fraction done (0.0 to
    1.0) and whether it has finished (from the end on)."""

    start: int
    end: int
    remaining_ms: int
    fraction_done: float
    finished: bool

    @classmethod
    def _from_c(cls, c: _ffi.foodtruck_timer) -> "Timer":
        return cls(c.starts_at, c.ends_at, c.remaining_ms, c.fraction_done, bool(c.finished))


class TimersMixin(TimersMethods):
    """Preparation countdowns of a truck session (mixed into Truck)."""

    _handle: "_ffi.TruckPtr"

    def timer(self, number: int, now: int) -> Timer:
        """The countdown of order ``number`` read at ``now``."""
        c_timer = _ffi.foodtruck_timer()
        _ffi.call("foodtruck_timer_get", self._handle, number, now, byref(c_timer))
        return Timer._from_c(c_timer)

    def countdown_next_change(self, number: int, now: int) -> Optional[int]:
        """When the countdown text next changes: the first instant strictly after ``now`` at
        which countdown_text() gives a different text, or None once it no longer changes (from
        the end on, "0:00"). The seconds round up, so a 60 s countdown started at S changes at
        S + 1000 (to "0:59") from any ``now`` before it, and last at S + 60000 (to "0:00").
        Wake then instead of every second. It runs whatever the order's status, as the text
        does (docs/domain.md §7.8)."""
        at = _ffi.read_value("foodtruck_timer_countdown_next_change", c_int64, self._handle, number,
                             now)
        return None if at == NO_TIME else at


__all__ = ["TIMER_MAX_SECONDS", "Timer", "TimersMixin"]
