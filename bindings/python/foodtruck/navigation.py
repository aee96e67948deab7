"""Navigation (foodtruck.h "Navigation"): deep links into the app, foodtruck://order/<short id>.

The short id comes from the order number ("12" and the number as at least two digits), so a
link is the same in every language: order 3 is "foodtruck://order/1203".

NavigationMixin is inherited by Truck.
"""

from __future__ import annotations

from ctypes import byref, c_int32

from . import _ffi
from .catalog import _text_arg
from . import _capi

#: FOODTRUCK_DEEP_LINK_MAX_BYTES: the longest link parse_deep_link() accepts, in UTF-8 bytes.
DEEP_LINK_MAX_BYTES = _capi.DEEP_LINK_MAX_BYTES


class NavigationMixin:
    """Deep links of a truck session (mixed into Truck)."""

    _handle: "_ffi.TruckPtr"

    def deep_link(self, number: int) -> str:
        """The widget URL of an order, e.g. "foodtruck://order/1203" (NotFoundError for an
        unknown order)."""
        return _ffi.read_text("foodtruck_deep_link_for_order", self._handle, number)

    def parse_deep_link(self, url: str) -> int:
        """The number of the order a link points to: "foodtruck://order/1203" gives 3.
        InvalidArgumentError when url is not an order link, NotFoundError when it names no
        order of this session."""
        number = c_int32()
        _ffi.call("foodtruck_deep_link_parse", self._handle, _text_arg(url), byref(number))
        return number.value


__all__ = ["DEEP_LINK_MAX_BYTES", "NavigationMixin"]
