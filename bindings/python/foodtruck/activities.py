# SPDX-License-Identifier: Apache-2.0
"""Activities (foodtruck.h "Activities"): live activities on the lock screen and in the Dynamic
Island, with ActivityKit's rules, and what each surface shows at an instant.

Putting an order into preparation requests its activity (the order's countdown, relevance 0,
ActivityKit's default); completing the order ends it with immediate dismissal. An activity goes
stale 2 minutes after its start or latest update, ends by itself 8 hours after it started, and
an ended activity stays on the lock screen (lock_screen()) until it is dismissed (by the policy
given to end_activity()). Those time-driven changes happen in Truck.tick(), which
Truck.next_due schedules. Ids are ints from 1; instants are int milliseconds since the Unix
epoch.

ActivitiesMixin is inherited by Truck. Its methods raise NotFoundError for an unknown order or
activity id, InvalidArgumentError for bad enums or instants (years 1 to 9999), a countdown that
ends before it starts, or a relevance that is NaN or infinite; request_activity() raises
DisabledError while live activities are turned off (Truck.set_activities_enabled) and
LimitReachedError when the most allowed at once are showing (Truck.activity_limit).
"""

from __future__ import annotations

from ctypes import byref
from dataclasses import dataclass
from typing import NamedTuple, Optional

from . import _capi, _ffi
from ._capi import NO_TIME, ActivityState, ActivityTextSlot, DismissalPolicy  # generated from the header (tools/api.py)
from ._activities_methods import ActivitiesMethods

#: FOODTRUCK_ACTIVITY_MAX_LIMIT: the highest limit of activities shown at once.
ACTIVITY_MAX_LIMIT = _capi.ACTIVITY_MAX_LIMIT


def _optional_time(value: int) -> Optional[int]:
    return None if value == NO_TIME else value


@dataclass(frozen=True)
class Activity:
    """foodtruck_activity: a live activity. ended_at is None until it ends, dismiss_at None while it
    shows (then the instant it is, or was, dismissed)."""

    id: int
    order_number: int
    state: ActivityState
    timer_start: int
    timer_end: int
    relevance: float
    started_at: int
    stale_at: int
    ended_at: Optional[int]
    dismiss_at: Optional[int]

    @classmethod
    def _from_c(cls, c: _ffi.foodtruck_activity) -> "Activity":
        return cls(
            id=c.id,
            order_number=c.order_number,
            state=ActivityState(c.state),
            timer_start=c.timer_start,
            timer_end=c.timer_end,
            relevance=c.relevance,
            started_at=c.started_at,
            stale_at=c.stale_at,
            ended_at=_optional_time(c.ended_at),
            dismiss_at=_optional_time(c.dismiss_at),
        )


class Island(NamedTuple):
    """foodtruck_island: the Dynamic Island's owner (compact and expanded presentations) and the
    activity shown minimal beside it; None where there is none. A tuple ``(owner, minimal)``."""

    owner: Optional[int]
    minimal: Optional[int]


def _now(now: Optional[int], method: str) -> int:
    if now is None:
        raise TypeError("%s() needs now (ms since the Unix epoch)" % method)
    return now


class ActivitiesMixin(ActivitiesMethods):
    """Live activities of a truck session (mixed into Truck)."""

    _handle: "_ffi.TruckPtr"

    def end_activity(
        self,
        activity_id: int,
        policy: DismissalPolicy = DismissalPolicy.DEFAULT,
        dismiss_at: Optional[int] = None,
        now: Optional[int] = None,
    ) -> None:
        """Ends a showing activity at ``now`` (required: pass it by keyword, or after
        dismiss_at). It leaves the lock screen by the policy: DEFAULT 4 hours later, IMMEDIATE
        at once, AFTER at dismiss_at (required then; kept within now and 4 hours later).
        InvalidStateError for an activity already ended."""
        now = _now(now, "end_activity")
        if dismiss_at is None:
            if policy == DismissalPolicy.AFTER:
                raise TypeError("end_activity() needs dismiss_at with DismissalPolicy.AFTER")
            dismiss_at = NO_TIME  # ignored by the library for the other policies
        _ffi.call("foodtruck_activity_end", self._handle, activity_id, policy, dismiss_at, now)

    def activity(self, activity_id: int) -> Activity:
        """The live activity with this id."""
        c_activity = _ffi.foodtruck_activity()
        _ffi.call("foodtruck_activity_get", self._handle, activity_id, byref(c_activity))
        return Activity._from_c(c_activity)

    def island(self) -> Island:
        """Which activities the Dynamic Island shows: the owner is the showing activity with the
        highest relevance, then the most recently started; the next one by that order is
        minimal. Each change of owner is an event (EventKind.ISLAND_OWNER_CHANGED)."""
        c_island = _ffi.foodtruck_island()
        _ffi.call("foodtruck_activity_island", self._handle, byref(c_island))
        return Island(c_island.owner or None, c_island.minimal or None)


__all__ = [
    "ACTIVITY_MAX_LIMIT",
    "ActivitiesMixin",
    "Activity",
    "ActivityState",
    "ActivityTextSlot",
    "DismissalPolicy",
    "Island",
]
