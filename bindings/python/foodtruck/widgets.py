# SPDX-License-Identifier: Apache-2.0
"""Widgets (foodtruck.h "Widgets"): the app's three timeline widgets, computed from the
session's real data at an instant: the Daily Donut (today's Top 5 in every city, one donut an
hour, each with its sales on the last 7 local days), Orders (the day's orders against the
quota, with its texts and gauge) and Parking Spot (where the truck is parked, with its city's
abbreviation).

A widget's timeline (Truck.widget_timeline) says how many entries it has, its ReloadPolicy
and when to ask again (``reload_at``, None for NEVER); each widget's own method gives the
entries. Module functions need no session: widget_families() and shows_trend(). WidgetsMixin,
inherited by Truck, gives the rest and the ``widget_quota`` setting (25 by default, 1 to 1000).
Instants are int milliseconds since the Unix epoch; an instant outside the years 1 to 9999, a
kind or family out of range, and a family the Orders widget does not come in raise
InvalidArgumentError.
"""

from __future__ import annotations

from ctypes import byref, c_bool, c_int, c_int32
from typing import List, NamedTuple, Optional

from . import _capi, _ffi
from ._capi import City, ReloadPolicy, WidgetFamily, WidgetKind  # generated from the header
from .cities import ParkingSpot
from .layout import GaugeSegment, segmented_gauge
from .sales import SalesPoint
from ._widgets_methods import WidgetsMethods

#: FOODTRUCK_WIDGET_MAX_QUOTA: the highest daily order quota of the orders widget.
WIDGET_MAX_QUOTA = _capi.WIDGET_MAX_QUOTA


class WidgetTimeline(NamedTuple):
    """foodtruck_timeline: how many entries a widget's timeline has, its reload policy and
    when to ask for the next one (ms since the Unix epoch; None for ReloadPolicy.NEVER)."""

    entry_count: int
    policy: ReloadPolicy
    reload_at: Optional[int]


class DailyDonutEntry(NamedTuple):
    """foodtruck_daily_donut_entry: from ``at`` on, the donut ranked ``rank`` (1 to 5) today in
    every city, and how many of it sold today. Its name is Truck.donut_name(donut_id), its trend
    Truck.donut_trend(donut_id, now)."""

    at: int
    rank: int
    donut_id: int
    sales: int


class OrdersEntry(NamedTuple):
    """foodtruck_orders_entry: the orders placed on the local day of ``at`` (every status, every
    city) against the quota, and the gauge's fraction, min(orders, quota) / quota."""

    at: int
    orders: int
    quota: int
    fraction: float

    def gauge(self, width: float, rtl: bool = False) -> List[GaugeSegment]:
        """The accessory rectangular family's segmented gauge across ``width``: ``quota``
        segments, ``orders`` of them filled (foodtruck.segmented_gauge)."""
        return segmented_gauge(self.orders, self.quota, width, rtl)


class ParkingSpotEntry(NamedTuple):
    """foodtruck_parking_spot_entry: from ``at`` on, where the truck is parked. Its texts are
    Truck.parking_spot_name(), Truck.city_name() and Truck.city_abbreviation()."""

    at: int
    spot: ParkingSpot


def widget_families(kind: WidgetKind) -> List[WidgetFamily]:
    """The families a widget comes in, in the original's order: the Daily Donut small, medium,
    large and extra large; Orders accessory rectangular, circular, inline and small; Parking Spot
    accessory rectangular, inline and circular."""
    return [WidgetFamily(f) for f in _ffi.read_array("foodtruck_widget_families", c_int, kind)]


def shows_trend(family: WidgetFamily) -> bool:
    """True for the Daily Donut families that draw the donut's trend (medium, large, extra
    large); small shows the donut and its name only, and the accessory families are not the
    Daily Donut's (False)."""
    return _ffi.read_value("foodtruck_widget_shows_trend", c_bool, family)


class WidgetsMixin(WidgetsMethods):
    """The widgets of a truck session (mixed into Truck)."""

    _handle: "_ffi.TruckPtr"

    def widget_timeline(self, kind: WidgetKind, now: int) -> WidgetTimeline:
        """A widget's timeline at now. The Daily Donut: 5 entries, AT_END, reloading at now + 5
        hours. Orders: 1 entry, AFTER, at the earlier of the next live order's arrival and the
        next local midnight (now when the arrival is already due: tick first). Parking Spot: 1
        entry, NEVER (reload_at None): ask again after moving the truck."""
        timeline = _ffi.foodtruck_timeline()
        _ffi.call("foodtruck_widget_timeline", self._handle, kind, now, byref(timeline))
        reload_at = None if timeline.reload_at == _capi.NO_TIME else timeline.reload_at
        return WidgetTimeline(timeline.entry_count, ReloadPolicy(timeline.policy), reload_at)

    def daily_donut_widget(self, now: int) -> List[DailyDonutEntry]:
        """The Daily Donut's entries at now: entry k (0 to 4) shows from now + k hours the donut
        ranked k + 1 today in every city (by sales, equal sales by id, unsold donuts included),
        all computed at now."""
        entries = _ffi.read_array(
            "foodtruck_widget_daily_donut", _ffi.foodtruck_daily_donut_entry, self._handle, now)
        return [DailyDonutEntry(e.at, e.rank, e.donut_id, e.sales) for e in entries]

    def donut_trend(self, donut_id: int, now: int) -> List[SalesPoint]:
        """A donut's sales on each of the last 7 local days at now, oldest first and today last,
        in every city: the line the Daily Donut's larger families draw. NotFoundError for an
        unknown donut."""
        points = _ffi.read_array(
            "foodtruck_widget_trend", _ffi.foodtruck_sales_point, self._handle, donut_id, now)
        return [SalesPoint(p.starts_at, p.sales) for p in points]

    def orders_widget(self, now: int) -> OrdersEntry:
        """The Orders widget's entry at now: the orders placed on now's local day (every
        status, every city, an order stamped later that day included) against the quota."""
        entry = _ffi.foodtruck_orders_entry()
        _ffi.call("foodtruck_widget_orders", self._handle, now, byref(entry))
        return OrdersEntry(entry.at, entry.orders, entry.quota, entry.fraction)

    def orders_widget_text(self, family: WidgetFamily, now: int) -> str:
        """The Orders widget's text for a family, in the session's language and digits: "7 out
        of 25" (SMALL, ACCESSORY_RECTANGULAR), "7 of 25 Orders" (ACCESSORY_INLINE, the noun in
        the quota's plural form), "7" (ACCESSORY_CIRCULAR). Any other family raises
        InvalidArgumentError."""
        return _ffi.read_text("foodtruck_widget_orders_text", self._handle, now, family)

    def parking_spot_widget(self, now: int) -> ParkingSpotEntry:
        """The Parking Spot widget's entry at now: where the truck is parked."""
        entry = _ffi.foodtruck_parking_spot_entry()
        _ffi.call("foodtruck_widget_parking_spot", self._handle, now, byref(entry))
        return ParkingSpotEntry(entry.at, ParkingSpot._from_c(entry.spot))

    @_ffi.handle_property("foodtruck_truck_widget_quota", c_int32)
    def widget_quota(self) -> int:
        """The day's quota of orders the Orders widget measures against (get and set; 25 by
        default). Setting a value outside 1 to 1000 raises InvalidArgumentError and keeps the
        quota."""

    @widget_quota.setter
    def widget_quota(self, quota: int) -> None:
        _ffi.call("foodtruck_truck_set_widget_quota", self._handle, quota)


__all__ = [
    "WIDGET_MAX_QUOTA",
    "DailyDonutEntry",
    "OrdersEntry",
    "ParkingSpotEntry",
    "ReloadPolicy",
    "WidgetFamily",
    "WidgetKind",
    "WidgetTimeline",
    "WidgetsMixin",
    "shows_trend",
    "widget_families",
]
