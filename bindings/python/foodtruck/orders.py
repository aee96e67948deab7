# SPDX-License-Identifier: Apache-2.0
"""Orders (foodtruck.h "Orders"): taking orders, moving them through their lifecycle, listing.

An order's identity is its number (1, 2, ...). Its lifecycle is placed -> preparing -> ready ->
completed, one action per step (OrderAction); any other transition raises InvalidStateError
whose message names the order, its status and the action. Instants (``now``, ``created_at``,
...) are int milliseconds since the Unix epoch; money is int cents.

OrdersMixin is inherited by Truck. Every method raises a foodtruck.FoodTruckError subclass when
the library refuses the call: NotFoundError for an unknown order number, InvalidArgumentError
for bad enums, masks, lines or ``now`` outside the years 1 to 9999.
"""

from __future__ import annotations

from ctypes import byref, c_int, c_int32, c_size_t
from dataclasses import dataclass
from typing import Iterable, List, Mapping, NamedTuple, Optional, Tuple, Union

from . import _ffi
from ._text import text_arg
from ._capi import City, Icon, OrderAction, OrderSheetSlot, OrderSort, OrderStatus  # generated (tools/api.py)
from . import _capi
from ._orders_methods import OrdersMethods


#: FOODTRUCK_NO_TIME: the C value of an instant that has not happened (None in Order).
NO_TIME = _capi.NO_TIME
#: FOODTRUCK_ORDER_MAX_LINES: the most lines an order may have.
ORDER_MAX_LINES = _capi.ORDER_MAX_LINES
#: FOODTRUCK_ORDER_STATUS_ALL: the status mask of every status.
ALL_STATUSES = _capi.ORDER_STATUS_ALL
#: FOODTRUCK_ORDER_STATUS_INCOMPLETE: every status but completed.
INCOMPLETE_STATUSES = _capi.ORDER_STATUS_INCOMPLETE
#: The largest offset or limit the library accepts (PTRDIFF_MAX); ``limit=None`` means it.
_NO_LIMIT = 2**63 - 1

Statuses = Union[int, Iterable[int]]
Lines = Union[Mapping[int, int], Iterable[Tuple[int, int]]]


def status_bit(status: OrderStatus) -> int:
    """FOODTRUCK_ORDER_STATUS_BIT(status): the mask bit of one status."""
    return 1 << OrderStatus(status)


def order_status_icon(status: OrderStatus) -> Icon:
    """A status's symbol: PAPER_PLANE when placed, TIMER while preparing, CHECKMARK when ready,
    BOX once completed."""
    return Icon(_ffi.read_value("foodtruck_order_status_icon", c_int, status))


def status_mask(statuses: Statuses) -> int:
    """A status mask from an int mask (passed through; the library checks its bits) or from
    any iterable of statuses (ValueError for a value that is not an OrderStatus)."""
    if isinstance(statuses, int):
        return statuses
    mask = 0
    for status in statuses:
        mask |= status_bit(status)
    return mask


class OrderLine(NamedTuple):
    """foodtruck_order_line: a donut and how many of it, a tuple ``(donut_id, count)``."""

    donut_id: int
    count: int


def _optional_time(value: int) -> Optional[int]:
    return None if value == NO_TIME else value


@dataclass(frozen=True)
class Order:
    """foodtruck_order plus its lines. Times not reached yet are None (FOODTRUCK_NO_TIME in C), and so is
    duration_ms (-1 in C) until the order is completed; next_action is None for a completed
    order (FOODTRUCK_ORDER_ACTION_NONE)."""

    number: int
    status: OrderStatus
    next_action: Optional[OrderAction]
    city: City
    lines: Tuple[OrderLine, ...]
    total_donuts: int
    total_cents: int
    created_at: int
    preparing_since: Optional[int]
    completed_at: Optional[int]
    duration_ms: Optional[int]

    @classmethod
    def _from_c(cls, c: _ffi.foodtruck_order, lines: List[_ffi.foodtruck_order_line]) -> "Order":
        action = OrderAction(c.next_action)
        return cls(
            number=c.number,
            status=OrderStatus(c.status),
            next_action=None if action is OrderAction.NONE else action,
            city=City(c.city),
            lines=tuple(OrderLine(line.donut_id, line.quantity) for line in lines),
            total_donuts=c.total_donuts,
            total_cents=c.total_cents,
            created_at=c.created_at,
            preparing_since=_optional_time(c.preparing_since),
            completed_at=_optional_time(c.completed_at),
            # From completed_at, not from -1: an order completed with a `now` 1 ms before its
            # creation (the library accepts that) has a real duration of -1.
            duration_ms=None if c.completed_at == NO_TIME else c.duration_ms,
        )


class OrdersMixin(OrdersMethods):
    """Order operations of a truck session (mixed into Truck)."""

    _handle: "_ffi.TruckPtr"

    def place_order(self, lines: Lines, now: int) -> int:
        """Places an order at now (in the truck's city, at the current price) and returns its
        number. lines: {donut_id: count} or (donut_id, count) pairs; 1 to 64 lines, distinct
        donuts, counts 1 to 99, else InvalidArgumentError and nothing is added."""
        pairs = lines.items() if isinstance(lines, Mapping) else lines
        array = _ffi.make_array(_ffi.foodtruck_order_line, pairs)
        args = (self._handle, array, len(array), now)
        return _ffi.read_value("foodtruck_order_place", c_int32, *args)

    def order(self, number: int) -> Order:
        """The order with this number, lines included."""
        c_order = _ffi.foodtruck_order()
        _ffi.call("foodtruck_order_get", self._handle, number, byref(c_order))
        lines = _ffi.read_array("foodtruck_order_lines", _ffi.foodtruck_order_line, self._handle, number)
        return Order._from_c(c_order, lines)

    def advance(self, number: int, now: int) -> OrderStatus:
        """Applies the order's next_action and returns its new status (InvalidStateError for a
        completed order)."""
        status = _ffi.read_value("foodtruck_order_advance", c_int, self._handle, number, now)
        return OrderStatus(status)

    def order_count(self, statuses: Statuses = ALL_STATUSES, search: str = "") -> int:
        """How many orders have a status in statuses and match search (see orders())."""
        args = (self._handle, status_mask(statuses), text_arg(search))
        return _ffi.read_value("foodtruck_order_count", c_size_t, *args)

    def orders(
        self,
        statuses: Statuses = ALL_STATUSES,
        search: str = "",
        sort: OrderSort = OrderSort.NUMBER,
        descending: bool = False,
        offset: int = 0,
        limit: Optional[int] = None,
    ) -> List[int]:
        """Order numbers: those with a status in statuses (a mask such as ALL_STATUSES, or an
        iterable of OrderStatus) matching search, sorted by sort (equal keys by number), then
        the page of at most limit (None: no limit) starting at offset. An order matches when
        search is "", its display id or short id contains it, or one of its donuts matches it
        as in Truck.search()."""
        args = (
            self._handle,
            status_mask(statuses),
            text_arg(search),
            sort,
            bool(descending),
            offset,
            _NO_LIMIT if limit is None else limit,
        )
        return _ffi.read_array("foodtruck_order_list", c_int32, *args)


__all__ = [
    "ALL_STATUSES",
    "INCOMPLETE_STATUSES",
    "NO_TIME",
    "ORDER_MAX_LINES",
    "Order",
    "OrderAction",
    "OrderLine",
    "OrderSheetSlot",
    "OrderSort",
    "OrderStatus",
    "OrdersMixin",
    "order_status_icon",
    "status_bit",
    "status_mask",
]
