# SPDX-License-Identifier: Apache-2.0
"""Layout (foodtruck.h "Layout"): where each view goes. The original app's custom layouts as
pure functions of sizes, and its width rules.

Everything is in points with y pointing down; a rectangle is its top-left origin and its size.
``rtl=True`` mirrors a layout for right-to-left languages (Truck.is_right_to_left), as SwiftUI
mirrors custom layouts. Rectangles come back as ``Rect`` named tuples, so they compare equal to
plain ``(x, y, width, height)`` tuples; ``bounds`` arguments take a Rect or any such 4-tuple.

These are module-level functions: they need no truck session. Each raises
foodtruck.InvalidArgumentError for what the library refuses (a NaN, an infinite or negative
size or spacing, a bad alignment), and OverflowError for a count its C type cannot hold.
"""

from __future__ import annotations

from ctypes import byref, c_bool
from typing import Iterable, List, NamedTuple, Optional, Sequence, Tuple

from . import _ffi
from ._capi import HorizontalAlignment, VerticalAlignment  # generated from the header (tools/api.py)
from . import _capi

#: FOODTRUCK_UNSPECIFIED: a proposal dimension the layout chooses (the functions here take None).
UNSPECIFIED = _capi.UNSPECIFIED
#: The compact threshold of the original's width reader (the Truck screen uses 520).
DEFAULT_COMPACT_THRESHOLD = 400.0


class Point(NamedTuple):
    """foodtruck_point: ``(x, y)`` in points, y down."""

    x: float
    y: float


class Size(NamedTuple):
    """foodtruck_size: ``(width, height)`` in points."""

    width: float
    height: float


class Rect(NamedTuple):
    """foodtruck_rect: ``(x, y, width, height)``: the top-left origin and the size, in points."""

    x: float
    y: float
    width: float
    height: float


class GaugeSegment(NamedTuple):
    """foodtruck_gauge_segment: one segment of a segmented gauge as drawn: its frame, whether it is
    filled, and its corner radii on the physical left and right (already mirrored right to
    left)."""

    frame: Rect
    filled: bool
    left_radius: float
    right_radius: float


class GalleryGrid(NamedTuple):
    """foodtruck_gallery_grid: the donut gallery's grid at a width: how many columns, each cell's
    width, the thumbnail's side, and whether the reduced sizes apply."""

    columns: int
    cell_width: float
    thumbnail: float
    reduced: bool


def _dimension(value: Optional[float]) -> float:
    return UNSPECIFIED if value is None else value


def _rect(c: _ffi.foodtruck_rect) -> Rect:
    return Rect(c.x, c.y, c.width, c.height)


def _c_rect(bounds: Sequence[float]) -> _ffi.foodtruck_rect:
    x, y, width, height = bounds
    return _ffi.foodtruck_rect(x, y, width, height)


def _frames(name: str, count: int, bounds: Sequence[float], rtl: bool) -> List[Rect]:
    frames = _ffi.read_array(name, _ffi.foodtruck_rect, count, _c_rect(bounds), bool(rtl))
    return [_rect(frame) for frame in frames]


def diagonal_stack_size(width: Optional[float] = None, height: Optional[float] = None) -> Size:
    """The size a diagonal donut stack takes for a proposal: a square of side min(width,
    height); an unspecified (None) dimension reads as 60, so the default is 60 x 60."""
    size = _ffi.foodtruck_size()
    _ffi.call("foodtruck_layout_diagonal_stack_size", _dimension(width), _dimension(height), byref(size))
    return Size(size.width, size.height)


def diagonal_stack(count: int, bounds: Sequence[float], rtl: bool = False) -> List[Rect]:
    """The frames of up to 3 donuts on a diagonal in bounds (the original's
    DiagonalDonutStackLayout): a working square of side s = min(width, height) at the
    bottom-trailing corner; 1 donut fills it, 2 are 0.7 s square at (-0.15 s, -0.20 s) and
    (+0.15 s, +0.20 s) from its centre, 3 are 0.7 x 0.65, 0.65 x 0.65 and 0.7 x 0.65 (times s)
    at (-0.15 s, -0.23 s), the centre and (+0.15 s, +0.23 s). More than 3 places the first 3."""
    return _frames("foodtruck_layout_diagonal_stack", count, bounds, rtl)


def diagonal_stacks(stacks: Iterable[Tuple[int, Sequence[float]]], rtl: bool = False) -> List[List[Rect]]:
    """Many diagonal stacks in one call: for each ``(count, bounds)``, the frames
    diagonal_stack(count, bounds, rtl) gives, one list per stack. A screen of stacks (a row of
    the Orders list each) costs the library one call instead of one per stack."""
    stacks = [(count, _c_rect(bounds)) for count, bounds in stacks]
    array = _ffi.make_array(_ffi.foodtruck_diagonal_stack, [(bounds, count) for count, bounds in stacks])
    frames = [_rect(frame) for frame in _ffi.read_array(
        "foodtruck_layout_diagonal_stacks", _ffi.foodtruck_rect, array, len(array), bool(rtl))]
    # The library writes each stack's min(count, 3) frames after the previous stack's.
    per_stack, start = [], 0
    for count, _ in stacks:
        shown = min(count, 3)
        per_stack.append(frames[start:start + shown])
        start += shown
    return per_stack


def flow(
    items: Iterable[Sequence[float]],
    width: Optional[float],
    h_spacing: float = 0.0,
    v_spacing: float = 0.0,
    horizontal: HorizontalAlignment = HorizontalAlignment.CENTER,
    vertical: VerticalAlignment = VerticalAlignment.MIDDLE,
    rtl: bool = False,
) -> Tuple[List[Rect], Size]:
    """Lays out items of the given ideal ``(width, height)`` sizes in rows (the original's
    FlowLayout) and returns ``(frames, size)``: one frame per item, and the size of the whole
    (the widest row by the rows' heights and gaps). A new row starts when the next item does
    not fit in width (None: 10, as SwiftUI; math.inf: one row); an item wider than a row sits
    alone and overflows. Rows align by ``horizontal`` within the widest row, items by
    ``vertical`` within their row."""
    array = _ffi.make_array(_ffi.foodtruck_size, items)
    size = _ffi.foodtruck_size()
    args = (array, len(array), _dimension(width), h_spacing, v_spacing, horizontal, vertical,
            bool(rtl))
    frames = _ffi.read_array("foodtruck_layout_flow", _ffi.foodtruck_rect, *args, after=(byref(size),))
    return [_rect(frame) for frame in frames], Size(size.width, size.height)


def hero_tiling(count: int, bounds: Sequence[float], rtl: bool = False) -> List[Rect]:
    """The "New Orders" card's tiles (the original's HeroSquareTilingLayout): subview 0 in a
    hero square of side min((width - 10) / 2, height) centred in bounds, subviews 1 to 4 at the
    corners of an equal square 10 to its right, each (hero - 10) / 2 wide."""
    return _frames("foodtruck_layout_hero_tiling", count, bounds, rtl)


def donut_lattice_size(width: Optional[float] = None, height: Optional[float] = None) -> Size:
    """The size the "Donuts" card's lattice takes for a proposal: cells of side min(width / 5,
    height / 3), 5 cells by 3; an unspecified (None) dimension leaves the other to decide. A
    shell centres a lattice of this size in its card."""
    size = _ffi.foodtruck_size()
    _ffi.call("foodtruck_layout_donut_lattice_size", _dimension(width), _dimension(height), byref(size))
    return Size(size.width, size.height)


def donut_lattice(count: int, bounds: Sequence[float], rtl: bool = False) -> List[Rect]:
    """The "Donuts" card's donuts (the original's DonutLatticeLayout): cells of side
    min(width / 5, height / 3) in rows of 5, 4 (shifted half a cell) and 5 anchored
    bottom-trailing, each inset by 5; at most 14 frames."""
    return _frames("foodtruck_layout_donut_lattice", count, bounds, rtl)


def spot_map(city: int, bounds: Sequence[float], margin: float = 0.0) -> List[Point]:
    """A city's parking spots on a schematic map, by their coordinates: each spot's centre, in
    the city's order, in bounds inset by ``margin``; east to the right and north up in every
    language (a map is not mirrored), a degree of longitude shortened by the cosine of the spots'
    mean latitude, the spots' extent scaled alike both ways to fit, and centred."""
    centres = _ffi.read_array("foodtruck_layout_spot_map", _ffi.foodtruck_point, int(city), _c_rect(bounds),
                              float(margin))
    return [Point(centre.x, centre.y) for centre in centres]


def is_compact(
    width: float, threshold: float = DEFAULT_COMPACT_THRESHOLD, large_text: bool = False
) -> bool:
    """True when ``width`` is below ``threshold`` (400 by default; the Truck screen uses 520) or
    ``large_text`` (Dynamic Type xxLarge or larger) is set."""
    return _ffi.read_value("foodtruck_layout_is_compact", c_bool, width, threshold, bool(large_text))


def gallery_grid(width: float, large_text: bool = False) -> GalleryGrid:
    """The donut gallery's grid at a width: reduced sizes (cells at least 100 wide, 60 point
    thumbnails) up to 390 points or with large text, else cells at least 150 wide and 100 point
    thumbnails; as many columns as fit with 20 point gaps, at least one."""
    grid = _ffi.foodtruck_gallery_grid()
    _ffi.call("foodtruck_layout_gallery_grid", width, bool(large_text), byref(grid))
    return GalleryGrid(grid.columns, grid.cell_width, grid.thumbnail, bool(grid.reduced))


def segmented_gauge(value: int, total: int, width: float, rtl: bool = False) -> List[GaugeSegment]:
    """The Orders widget's gauge across ``width``: max(total, 1) segments 3 points apart, 11
    high, ``value`` of them filled (kept within 0 and total); the outer corners are
    capsule-round (5.5), the inner ones 2. Right to left fills from the right. A total above
    1,000 raises InvalidArgumentError."""
    segments = _ffi.read_array(
        "foodtruck_layout_segmented_gauge", _ffi.foodtruck_gauge_segment, value, total, width, bool(rtl)
    )
    return [
        GaugeSegment(_rect(s.frame), bool(s.filled), s.left_radius, s.right_radius)
        for s in segments
    ]


__all__ = [
    "DEFAULT_COMPACT_THRESHOLD",
    "UNSPECIFIED",
    "GalleryGrid",
    "GaugeSegment",
    "HorizontalAlignment",
    "Point",
    "Rect",
    "Size",
    "VerticalAlignment",
    "diagonal_stack",
    "diagonal_stack_size",
    "diagonal_stacks",
    "donut_lattice",
    "flow",
    "gallery_grid",
    "hero_tiling",
    "is_compact",
    "segmented_gauge",
]
