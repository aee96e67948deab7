# SPDX-License-Identifier: Apache-2.0
"""Sales (foodtruck.h "Sales"): what sells over a timeframe, per city or combined, and the
history charts' series.

A period's sales are the simulated history that falls in it plus the session's own orders placed
in it (every status counts: an order is sold when it is placed). Periods count back from ``now``
in local days (Truck.utc_offset): TODAY is since local midnight, WEEK the last 7 days and MONTH
the last 30 days (today included), YEAR the last 12 months (the current one included).

``now`` is required by every method here; as the city before it is optional, pass it either
after the city, ``truck.top(5, Timeframe.WEEK, City.ALL, now)``, or by keyword,
``truck.top(5, Timeframe.WEEK, now=now)``. Instants are int milliseconds since the Unix epoch. SalesMixin is inherited by Truck; every method raises a
foodtruck.FoodTruckError subclass when the library refuses the call (InvalidArgumentError for a
bad timeframe or city, or ``now`` outside the years 1 to 9999).
"""

from __future__ import annotations

from ctypes import c_int64
from typing import List, NamedTuple, Optional

from . import _ffi
from ._capi import City, Timeframe  # generated from the header (tools/api.py)
from ._sales_methods import SalesMethods


class DonutSales(NamedTuple):
    """foodtruck_donut_sales: a donut and how many of it sold. A tuple: ``(donut_id, sales)``."""

    donut_id: int
    sales: int


class SalesPoint(NamedTuple):
    """foodtruck_sales_point: a chart point, ``(start, sales)``: the local midnight (ms since the
    epoch) on which the day or month starts, and the donuts sold in it."""

    start: int
    sales: int


def _now(now: Optional[int], method: str) -> int:
    if now is None:
        raise TypeError("%s() needs now (ms since the Unix epoch)" % method)
    return now


class SalesMixin(SalesMethods):
    """Sales questions of a truck session (mixed into Truck)."""

    _handle: "_ffi.TruckPtr"

    def sales_by_donut(
        self, timeframe: Timeframe, city: City = City.ALL, now: Optional[int] = None
    ) -> List[int]:
        """Donuts sold in the period, indexed by donut id (every donut, zeros included)."""
        args = (self._handle, timeframe, city, _now(now, "sales_by_donut"))
        return _ffi.read_array("foodtruck_sales_by_donut", c_int64, *args)

    def top(
        self, n: int, timeframe: Timeframe, city: City = City.ALL, now: Optional[int] = None
    ) -> List[DonutSales]:
        """The first n of the ranking: sales highest first, equal sales by donut id; unsold
        donuts take part, so n = donut_count() gives the full ranking."""
        args = (self._handle, timeframe, city, _now(now, "top"), n)
        entries = _ffi.read_array("foodtruck_sales_top", _ffi.foodtruck_donut_sales, *args)
        return [DonutSales(entry.donut_id, entry.sales) for entry in entries]

    def total_sales(self, timeframe: Timeframe, city: City = City.ALL, now: Optional[int] = None) -> int:
        """All donuts sold in the period."""
        args = (self._handle, timeframe, city, _now(now, "total_sales"))
        return _ffi.read_value("foodtruck_sales_total", c_int64, *args)

    def sales_series(
        self, timeframe: Timeframe, city: City = City.ALL, now: Optional[int] = None
    ) -> List[SalesPoint]:
        """A history chart's points, oldest first, ending with the current day or month: 14 days
        for WEEK (the two-week view), 30 days for MONTH, 12 months for YEAR, 1 day for TODAY."""
        args = (self._handle, timeframe, city, _now(now, "sales_series"))
        points = _ffi.read_array("foodtruck_sales_series", _ffi.foodtruck_sales_point, *args)
        return [SalesPoint(point.starts_at, point.sales) for point in points]


__all__ = ["City", "DonutSales", "SalesMixin", "SalesPoint", "Timeframe"]
