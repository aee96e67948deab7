# SPDX-License-Identifier: Apache-2.0
"""Charts (foodtruck.h "Charts"): what each chart contains, and ready SVG pictures of the charts
and of any donut, in the session's language and direction.

nice_ticks() and the icon functions (icon_symbol(), icon_name(), svg_icon()) are module-level
functions: they need no session. ChartsMixin is inherited by
Truck; its methods raise foodtruck.FoodTruckError subclasses as the library reports them
(InvalidArgumentError for a bad timeframe or chart, an instant outside the years 1 to 9999 or a
picture side outside 1 to 10,000; NotFoundError for an unknown donut). Instants are int
milliseconds since the Unix epoch; local hours and days follow Truck.utc_offset.
"""

from __future__ import annotations

from ctypes import byref, c_double, c_int32, c_int64
from typing import List, NamedTuple, Tuple

from . import _ffi
from .errors import error_for
from .layout import Rect, _rect
from .sales import DonutSales
from ._capi import ChartItemKind, ChartKind, Icon, Status, TextAlignment, Timeframe  # generated (tools/api.py)
from ._charts_methods import ChartsMethods


class ForecastHour(NamedTuple):
    """foodtruck_forecast_hour: ``(at, degrees_f, daylight)``, one hour of the temperature forecast."""

    at: int
    degrees_f: int
    daylight: bool


class ChartItem(NamedTuple):
    """foodtruck_chart_item with its text: a mark or a line of text of a chart's layout, its
    frame in the picture's points (y down, mirrored in Arabic), the donut or city it stands for
    (or -1), a text's size (0 for a mark) and alignment in its frame."""

    kind: ChartItemKind
    frame: Rect
    reference: int
    font_size: float
    alignment: TextAlignment
    text: str


class TimeRange(NamedTuple):
    """foodtruck_time_range: ``(start, end)``, a half-open span of time in ms since the epoch."""

    start: int
    end: int


def nice_ticks(lower: float, upper: float, target: int = 5) -> List[float]:
    """Axis marks at round values: at least two, covering lower to upper, about ``target`` (2 to
    100) of them, a step of 1, 2 or 5 times a power of ten. A flat range is widened around it."""
    return list(_ffi.read_array("foodtruck_chart_nice_ticks", c_double, lower, upper, target))


def icon_symbol(icon: Icon) -> str:
    """The name of an icon's symbol in the original: an SF Symbol's ("trophy"), or one of the
    app's own ("donut", "salty")."""
    return _ffi.read_text("foodtruck_icon_symbol", icon)


def icon_name(icon: Icon) -> str:
    """The freedesktop Icon Naming Specification's name that means what an icon means
    ("avatar-default" for PERSON), or "" where it has none: svg_icon() draws every icon."""
    return _ffi.read_text("foodtruck_icon_name", icon)


def svg_icon(icon: Icon, size: float) -> str:
    """An icon as a standalone SVG document, ``size`` points square (1 to 10,000): the library's
    own drawing of the original's symbol in the donuts' colours on a transparent ground."""
    return _ffi.read_text("foodtruck_svg_icon", icon, float(size))


class ChartsMixin(ChartsMethods):
    """Chart data and SVG pictures of a truck session (mixed into Truck)."""

    _handle: "_ffi.TruckPtr"

    def top_sales_bars(self, timeframe: Timeframe, now: int) -> List[DonutSales]:
        """The Top 5 chart's bars, ascending (sales, then id) so that they rise left to right in
        reading order: top(5, timeframe, City.ALL, now) reordered."""
        bars = _ffi.read_array(
            "foodtruck_chart_top_sales", _ffi.foodtruck_donut_sales, self._handle, timeframe, now
        )
        return [DonutSales(bar.donut_id, bar.sales) for bar in bars]

    def date_ticks(self, timeframe: Timeframe, now: int) -> List[int]:
        """The Sales History chart's date marks (starts of sales_series() points): every 2 days
        for WEEK (two weeks), every 5 days for MONTH, every month for YEAR, ending with the
        newest point."""
        return list(_ffi.read_array("foodtruck_chart_date_ticks", c_int64, self._handle, timeframe, now))

    def forecast(self, now: int) -> Tuple[List[ForecastHour], int]:
        """The temperature forecast: ``(hours, low)``, up to 25 hours from the local hour
        containing ``now`` of the forecast handed in (Truck.set_forecast), else the original's
        placeholder, and the chart area's floor in °F (the lowest temperature minus 2)."""
        low = c_int32()
        hours = _ffi.read_array(
            "foodtruck_chart_forecast", _ffi.foodtruck_forecast_hour, self._handle, now, after=(byref(low),)
        )
        return [ForecastHour(h.at, h.degrees_f, bool(h.daylight)) for h in hours], low.value

    def forecast_nights(self, now: int) -> List[TimeRange]:
        """The forecast's nights as the chart shades them: from the first dark hour to the next
        daylight hour (the last hour when the forecast ends in the dark)."""
        nights = _ffi.read_array("foodtruck_chart_forecast_nights", _ffi.foodtruck_time_range, self._handle, now)
        return [TimeRange(night.starts_at, night.ends_at) for night in nights]

    def svg_chart(
        self, kind: ChartKind, timeframe: Timeframe, now: int, width: float, height: float
    ) -> str:
        """One of the three charts (ChartKind) as a standalone SVG document, width x height
        points (each 1 to 10,000), with its text in the session's language (right to left in
        Arabic, the bars and axes mirrored). The forecast ignores ``timeframe``, which must
        still be a Timeframe."""
        args = (self._handle, kind, timeframe, now, width, height)
        return _ffi.read_text("foodtruck_svg_chart", *args)

    def chart_layout(
        self, kind: ChartKind, timeframe: Timeframe, now: int, width: float, height: float
    ) -> List[ChartItem]:
        """The chart foodtruck_svg_chart() draws, laid out for width x height points as data:
        every mark and every text with its frame, back to front (foodtruck_chart_layout()), the
        texts' strings read at once with foodtruck_chart_layout_texts()."""
        args = (self._handle, kind, timeframe, now, width, height)
        items = _ffi.read_array("foodtruck_chart_layout", _ffi.foodtruck_chart_item, *args)
        texts = self.chart_layout_texts(kind, timeframe, now, width, height).split("\0")
        if len(texts) != len(items):  # another thread changed the truck between the two calls
            raise error_for(Status.INVALID_STATE, "the chart changed while it was read; ask again")
        return [ChartItem(ChartItemKind(item.kind), _rect(item.frame), item.reference,
                          item.font_size, TextAlignment(item.alignment), text)
                for item, text in zip(items, texts)]


__all__ = ["ChartItem", "ChartItemKind", "ChartKind", "ChartsMixin", "ForecastHour",
           "Icon", "TextAlignment", "TimeRange", "icon_name", "icon_symbol", "nice_ticks", "svg_icon"]
