# SPDX-License-Identifier: Apache-2.0
"""Layout through the binding (docs/domain.md §6.1-6.6, §6.8; Layout.swift): the worked examples
of §6.1, §6.2 and §6.4 as known answers, and every layout against a reference written here from
the document's formulas, in reading order and mirrored right to left."""

import math
import os
import subprocess
import sys

import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

import foodtruck as ft
from foodtruck import HorizontalAlignment as H
from foodtruck import Rect, Size
from foodtruck import VerticalAlignment as V


def approx_rects(rects):
    return [pytest.approx(tuple(rect), abs=1e-9) for rect in rects]


def mirrored(frame, bounds):
    """A frame mirrored left-right inside bounds (SwiftUI's right-to-left layouts)."""
    x, y, w, h = frame
    bx, _, bw, _ = bounds
    return (bx + (bx + bw) - (x + w), y, w, h)


def centre(frame):
    x, y, w, h = frame
    return (x + w / 2, y + h / 2)


# Bounds of every shape: square, wide, tall, and an origin away from (0, 0).
SHAPES = {
    "square": (0.0, 0.0, 60.0, 60.0),
    "wide": (0.0, 0.0, 200.0, 60.0),
    "tall": (0.0, 0.0, 60.0, 200.0),
    "offset-origin": (37.5, -12.0, 90.0, 70.0),
}


# ---- DiagonalDonutStackLayout (docs/domain.md §6.1) ----------------------------------------

#: The table of docs/domain.md §6.1: (dx, dy, width, height) of each subview, in units of s.
DIAGONAL = {
    1: [(0.0, 0.0, 1.0, 1.0)],
    2: [(-0.15, -0.20, 0.7, 0.7), (0.15, 0.20, 0.7, 0.7)],
    3: [(-0.15, -0.23, 0.7, 0.65), (0.0, 0.0, 0.65, 0.65), (0.15, 0.23, 0.7, 0.65)],
}


def diagonal_reference(count, bounds, rtl):
    """The working square of side s = min(w, h) at the bottom-trailing corner; only the
    first 3 subviews are placed, by the 3-donut rule when there are more."""
    bx, by, bw, bh = bounds
    s = min(bw, bh)
    cx, cy = bx + bw - s / 2, by + bh - s / 2
    rows = DIAGONAL[min(count, 3)] if count > 0 else []
    frames = [
        (cx + dx * s - w * s / 2, cy + dy * s - h * s / 2, w * s, h * s) for dx, dy, w, h in rows
    ]
    return [mirrored(f, bounds) for f in frames] if rtl else frames


def test_diagonal_worked_example():
    """With s = 60, C = (30, 30): 2 donuts centred at (21, 18) and (39, 42), each 42 x 42;
    3 at (21, 16.2) 42 x 39, (30, 30) 39 x 39 and (39, 43.8) 42 x 39."""
    bounds = (0, 0, 60, 60)
    two = ft.diagonal_stack(2, bounds)
    assert [centre(f) for f in two] == [pytest.approx(c) for c in [(21, 18), (39, 42)]]
    assert [(f.width, f.height) for f in two] == [pytest.approx((42, 42))] * 2
    three = ft.diagonal_stack(3, bounds)
    assert [centre(f) for f in three] == [
        pytest.approx(c) for c in [(21, 16.2), (30, 30), (39, 43.8)]
    ]
    assert [(f.width, f.height) for f in three] == [
        pytest.approx(s) for s in [(42, 39), (39, 39), (42, 39)]
    ]
    assert ft.diagonal_stack(1, bounds) == [Rect(0, 0, 60, 60)]
    assert ft.diagonal_stack(0, bounds) == []


@pytest.mark.parametrize("rtl", [False, True], ids=["ltr", "rtl"])
@pytest.mark.parametrize("shape", sorted(SHAPES))
@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_diagonal_stack_against_the_formulas(count, shape, rtl):
    bounds = SHAPES[shape]
    frames = ft.diagonal_stack(count, bounds, rtl)
    assert all(isinstance(frame, Rect) for frame in frames)
    assert frames == approx_rects(diagonal_reference(count, bounds, rtl))
    assert len(frames) == min(count, 3)


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_diagonal_stack_sits_bottom_trailing_and_mirrors(shape):
    """The stack hugs the bottom-right corner in reading order, the bottom-left right to left;
    right to left is the reading-order layout mirrored, frame by frame."""
    bounds = SHAPES[shape]
    bx, by, bw, bh = bounds
    one = ft.diagonal_stack(1, bounds)[0]
    assert one.x + one.width == pytest.approx(bx + bw)
    assert one.y + one.height == pytest.approx(by + bh)
    assert ft.diagonal_stack(1, bounds, rtl=True)[0].x == pytest.approx(bx)
    for count in (2, 3):
        ltr = ft.diagonal_stack(count, bounds)
        rtl = ft.diagonal_stack(count, bounds, rtl=True)
        assert rtl == approx_rects([mirrored(f, bounds) for f in ltr])


STACK = st.tuples(
    st.integers(0, 6),
    st.tuples(st.floats(-500, 500), st.floats(-500, 500), st.floats(0, 400), st.floats(0, 400)))


@given(st.lists(STACK, max_size=12), st.booleans())
def test_diagonal_stacks_are_the_stacks_one_by_one(stacks, rtl):
    """The batch gives, stack by stack, what one call per stack gives, against the formulas."""
    batch = ft.diagonal_stacks(stacks, rtl)
    assert len(batch) == len(stacks)
    for (count, bounds), frames in zip(stacks, batch):
        assert frames == approx_rects(diagonal_reference(count, bounds, rtl))


def test_diagonal_stacks_name_the_stack_refused():
    with pytest.raises(ft.InvalidArgumentError, match=r"stacks\[1\]"):
        ft.diagonal_stacks([(2, (0, 0, 60, 60)), (1, (0, 0, math.inf, 60))])
    with pytest.raises(OverflowError):
        ft.diagonal_stacks([(-1, (0, 0, 60, 60))])
    assert ft.diagonal_stacks([]) == []


def test_diagonal_stack_places_only_three():
    bounds = (0, 0, 90, 90)
    assert ft.diagonal_stack(4, bounds) == ft.diagonal_stack(3, bounds)
    assert ft.diagonal_stack(2**63 - 1, bounds) == ft.diagonal_stack(3, bounds)


@pytest.mark.parametrize(
    "width,height,side",
    [
        (None, None, 60), (None, 40, 40), (100, None, 60), (100, 80, 80), (30, 200, 30),
        (0, 50, 0), (-1.0, 75, 60), (-123.0, -0.5, 60), (math.inf, 25, 25),
    ],
)
def test_diagonal_stack_size(width, height, side):
    """An unspecified dimension (None, or any negative number) reads as 60; the size is a
    square of side min(width, height)."""
    assert ft.diagonal_stack_size(width, height) == (side, side)
    assert isinstance(ft.diagonal_stack_size(width, height), Size)


def test_diagonal_stack_size_of_unspecified_is_default():
    assert ft.diagonal_stack_size() == ft.diagonal_stack_size(ft.UNSPECIFIED, ft.UNSPECIFIED)
    assert ft.UNSPECIFIED == -1.0


# ---- HeroSquareTilingLayout (docs/domain.md §6.2) ------------------------------------------


def hero_reference(count, bounds, rtl):
    """Hero = min((w - 10) / 2, h), centred; tiles (hero - 10) / 2 at the corners of the
    equal square hero + 10 to the right; subview i >= 1 anchored at unit point (k mod 2,
    0 if k < 2 else 1), k = i - 1."""
    bx, by, bw, bh = bounds
    hero = min((bw - 10) / 2, bh)
    hx, hy = bx + (bw - (2 * hero + 10)) / 2, by + (bh - hero) / 2
    tx, ty = hx + hero + 10, hy
    tile = (hero - 10) / 2
    frames = []
    for i in range(count):
        if i == 0:
            frames.append((hx, hy, hero, hero))
            continue
        k = i - 1
        ux, uy = k % 2, (0 if k < 2 else 1)
        frames.append((tx + ux * hero - ux * tile, ty + uy * hero - uy * tile, tile, tile))
    return [mirrored(f, bounds) for f in frames] if rtl else frames


def test_hero_worked_example():
    """Bounds 210 x 100 give hero 100 and tiles 45 x 45 at (110, 0), (165, 0), (110, 55),
    (165, 55)."""
    assert ft.hero_tiling(5, (0, 0, 210, 100)) == [
        (0, 0, 100, 100), (110, 0, 45, 45), (165, 0, 45, 45), (110, 55, 45, 45), (165, 55, 45, 45)
    ]


def test_hero_sixth_subview_overlaps_bottom_left():
    """A 6th subview lands on the bottom-left tile (the original's arithmetic)."""
    frames = ft.hero_tiling(6, (0, 0, 210, 100))
    assert frames[5] == frames[3] == (110, 55, 45, 45)


HERO_BOUNDS = {
    "worked": (0.0, 0.0, 210.0, 100.0),
    "wide": (0.0, 0.0, 400.0, 100.0),  # height-bound: centred horizontally
    "tall": (0.0, 0.0, 210.0, 300.0),  # width-bound: centred vertically
    "offset-origin": (-40.0, 25.5, 250.0, 130.0),
}


@pytest.mark.parametrize("rtl", [False, True], ids=["ltr", "rtl"])
@pytest.mark.parametrize("shape", sorted(HERO_BOUNDS))
@pytest.mark.parametrize("count", [0, 1, 2, 5, 6])
def test_hero_tiling_against_the_formulas(count, shape, rtl):
    bounds = HERO_BOUNDS[shape]
    assert ft.hero_tiling(count, bounds, rtl) == approx_rects(hero_reference(count, bounds, rtl))


@pytest.mark.parametrize("width", [0.0, 5.0, 10.0, 20.0, 29.0, 30.0])
def test_hero_tiling_never_gives_negative_sizes(width):
    """Bounds narrower than 30 leave no room for tiles ((hero - 10) / 2 < 0), narrower than 10
    none for the hero: those frames are empty, never negative (a foodtruck_rect the library itself
    refuses as bounds)."""
    frames = ft.hero_tiling(5, (0, 0, width, 100))
    hero = max(0.0, (width - 10) / 2)
    tile = max(0.0, (hero - 10) / 2)
    assert [(f.width, f.height) for f in frames] == [(hero, hero)] + [(tile, tile)] * 4


def test_hero_tiling_right_to_left_puts_the_hero_on_the_right():
    frames = ft.hero_tiling(5, (0, 0, 210, 100), rtl=True)
    assert frames[0] == (110, 0, 100, 100)
    assert frames[1:] == [(55, 0, 45, 45), (0, 0, 45, 45), (55, 55, 45, 45), (0, 55, 45, 45)]


# ---- DonutLatticeLayout (docs/domain.md §6.3) ----------------------------------------------


def lattice_reference(count, bounds, rtl):
    """Cell = min(w / 5, h / 3), the 5 x 3 grid anchored bottom-trailing; rows of 5, 4
    (shifted half a cell) and 5; each cell inset by 5; at most 14."""
    bx, by, bw, bh = bounds
    cell = min(bw / 5, bh / 3)
    ox, oy = bx + bw - 5 * cell, by + bh - 3 * cell
    frames = []
    for row, cells in enumerate((5, 4, 5)):
        shift = cell / 2 if row == 1 else 0
        for column in range(cells):
            if len(frames) < count:
                frames.append((ox + shift + column * cell + 5, oy + row * cell + 5,
                               max(0, cell - 10), max(0, cell - 10)))
    return [mirrored(f, bounds) for f in frames] if rtl else frames


LATTICE_BOUNDS = {
    "exact": (0.0, 0.0, 500.0, 300.0),
    "wide": (0.0, 0.0, 900.0, 180.0),
    "tall": (0.0, 0.0, 250.0, 600.0),
    "offset-origin": (12.0, -30.0, 333.0, 201.0),
}


@pytest.mark.parametrize("rtl", [False, True], ids=["ltr", "rtl"])
@pytest.mark.parametrize("shape", sorted(LATTICE_BOUNDS))
@pytest.mark.parametrize("count", [0, 1, 5, 6, 9, 10, 14, 15, 100])
def test_donut_lattice_against_the_formulas(count, shape, rtl):
    bounds = LATTICE_BOUNDS[shape]
    frames = ft.donut_lattice(count, bounds, rtl)
    assert frames == approx_rects(lattice_reference(count, bounds, rtl))
    assert len(frames) == min(count, 14)


def test_donut_lattice_known_answer():
    """500 x 300: 100-point cells, 90-point donuts; the middle row starts half a cell in."""
    frames = ft.donut_lattice(14, (0, 0, 500, 300))
    assert frames[:5] == [(5 + 100 * i, 5, 90, 90) for i in range(5)]
    assert frames[5:9] == [(55 + 100 * i, 105, 90, 90) for i in range(4)]
    assert frames[9:] == [(5 + 100 * i, 205, 90, 90) for i in range(5)]


# ---- FlowLayout (docs/domain.md §6.4) ------------------------------------------------------

FACTORS = {H.LEADING: 0.0, H.CENTER: 0.5, H.TRAILING: 1.0,
           V.TOP: 0.0, V.MIDDLE: 0.5, V.BOTTOM: 1.0}


def flow_reference(items, width, h_spacing, v_spacing, horizontal, vertical, rtl):
    """The original's measure and placement passes, with finite widths only; None reads as 10."""
    max_width = 10.0 if width is None else width
    rows, offsets, row_start, row_height = [], [], 0, 0.0
    remaining = max_width
    for i, (w, h) in enumerate(items):
        gap = 0.0 if not offsets else h_spacing
        if i != 0 and w + gap > remaining:
            rows.append((row_start, i, offsets, max_width - remaining, row_height))
            row_start, offsets, row_height, remaining, gap = i, [], 0.0, max_width, 0.0
        offsets.append(max_width - remaining + gap)
        remaining -= w + gap
        row_height = max(row_height, h)
    if items:
        rows.append((row_start, len(items), offsets, max_width - remaining, row_height))
    size_w = max([row[3] for row in rows], default=0.0)
    size_h = sum(row[4] for row in rows) + v_spacing * max(len(rows) - 1, 0)
    frames, y = [], 0.0
    for start, end, row_offsets, row_width, row_h in rows:
        row_x = (size_w - row_width) * FACTORS[H(horizontal)]
        for index, offset in zip(range(start, end), row_offsets):
            w, h = items[index]
            frames.append((row_x + offset, y + (row_h - h) * FACTORS[V(vertical)], w, h))
        y += row_h + v_spacing
    if rtl:
        frames = [mirrored(f, (0, 0, size_w, size_h)) for f in frames]
    return frames, (size_w, size_h)


WORKED_ITEMS = [(30, 10), (40, 20), (50, 15), (20, 10)]


def test_flow_worked_example():
    """Width 100, spacing 10, widths 30/40/50/20, heights 10/20/15/10: rows {0, 1} (80 x
    20) and {2, 3} (80 x 15); size 80 x 45; the second row starts at y = 30."""
    frames, size = ft.flow(WORKED_ITEMS, 100, 10, 10, H.LEADING, V.TOP)
    assert size == (80, 45)
    assert frames == [(0, 0, 30, 10), (40, 0, 40, 20), (0, 30, 50, 15), (60, 30, 20, 10)]
    centred, _ = ft.flow(WORKED_ITEMS, 100, 10, 10, H.CENTER, V.MIDDLE)
    assert centred == [(0, 5, 30, 10), (40, 0, 40, 20), (0, 30, 50, 15), (60, 32.5, 20, 10)]


@pytest.mark.parametrize("rtl", [False, True], ids=["ltr", "rtl"])
@pytest.mark.parametrize("vertical", list(V), ids=[v.name for v in V])
@pytest.mark.parametrize("horizontal", list(H), ids=[h.name for h in H])
def test_flow_alignments_against_the_formulas(horizontal, vertical, rtl):
    items = [(30, 10), (40, 20), (50, 15), (20, 10), (25, 30), (90, 5)]
    frames, size = ft.flow(items, 100, 10, 8, horizontal, vertical, rtl)
    expected_frames, expected_size = flow_reference(items, 100, 10, 8, horizontal, vertical, rtl)
    assert size == pytest.approx(expected_size)
    assert frames == approx_rects(expected_frames)


def test_flow_without_items():
    assert ft.flow([], 100, 10, 10) == ([], (0, 0))
    assert ft.flow([], None, 10, 10, rtl=True) == ([], (0, 0))


@pytest.mark.parametrize("rtl", [False, True], ids=["ltr", "rtl"])
def test_flow_item_wider_than_the_row_sits_alone_and_overflows(rtl):
    items = [(30, 10), (150, 20), (40, 10)]
    frames, size = ft.flow(items, 100, 10, 10, H.LEADING, V.TOP, rtl)
    assert size == (150, 60)  # the widest row is the overflowing one
    ltr = [(0, 0, 30, 10), (0, 20, 150, 20), (0, 50, 40, 10)]
    assert frames == ([mirrored(f, (0, 0, 150, 60)) for f in ltr] if rtl else ltr)
    first_wide, first_size = ft.flow([(150, 10), (30, 10), (40, 10)], 100, 10, 10, H.CENTER, V.TOP)
    assert first_size == (150, 30)
    assert first_wide == [(0, 0, 150, 10), (35, 20, 30, 10), (75, 20, 40, 10)]


@pytest.mark.parametrize("width", [math.inf, 1e17, 1e300])
def test_flow_infinite_width_is_one_row(width):
    """math.inf (and any width wider than the items) puts every item on one row, each at its
    offset: the offsets are not lost to rounding against a huge width."""
    frames, size = ft.flow(WORKED_ITEMS, width, 10, 10, H.LEADING, V.TOP)
    assert frames == [(0, 0, 30, 10), (40, 0, 40, 20), (90, 0, 50, 15), (150, 0, 20, 10)]
    assert size == (170, 20)
    centred, _ = ft.flow(WORKED_ITEMS, width, 10, 10, H.CENTER, V.BOTTOM, rtl=True)
    assert centred == [(140, 10, 30, 10), (90, 0, 40, 20), (30, 5, 50, 15), (0, 10, 20, 10)]


def test_flow_unspecified_width_reads_as_ten():
    """SwiftUI's replacement for an unspecified width is 10: items wider than 10 each take a
    row; items that fit share one."""
    frames, size = ft.flow([(30, 10), (40, 20)], None, 10, 5, H.LEADING, V.TOP)
    assert (frames, size) == ([(0, 0, 30, 10), (0, 15, 40, 20)], (40, 35))
    frames, size = ft.flow([(4, 4), (4, 4), (4, 4)], None, 2, 5, H.LEADING, V.TOP)
    assert (frames, size) == ([(0, 0, 4, 4), (6, 0, 4, 4), (0, 9, 4, 4)], (10, 13))


def test_flow_right_to_left_mirrors_each_row():
    ltr, size = ft.flow(WORKED_ITEMS, 100, 10, 10, H.LEADING, V.TOP)
    rtl, rtl_size = ft.flow(WORKED_ITEMS, 100, 10, 10, H.LEADING, V.TOP, rtl=True)
    assert rtl_size == size
    assert rtl == [(50, 0, 30, 10), (0, 0, 40, 20), (30, 30, 50, 15), (0, 30, 20, 10)]
    assert rtl == [mirrored(f, (0, 0) + tuple(size)) for f in ltr]


sizes = st.tuples(
    st.floats(0, 200, allow_nan=False, allow_infinity=False),
    st.floats(0, 200, allow_nan=False, allow_infinity=False),
)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(
    items=st.lists(sizes, max_size=25),
    width=st.one_of(st.none(), st.floats(0, 1000, allow_nan=False)),
    spacing=st.tuples(st.floats(0, 50), st.floats(0, 50)),
    horizontal=st.sampled_from(list(H)),
    vertical=st.sampled_from(list(V)),
    rtl=st.booleans(),
)
def test_flow_matches_the_document_for_any_items(items, width, spacing, horizontal, vertical,
                                                 rtl):
    frames, size = ft.flow(items, width, spacing[0], spacing[1], horizontal, vertical, rtl)
    expected_frames, expected_size = flow_reference(items, width, spacing[0], spacing[1],
                                                    horizontal, vertical, rtl)
    assert size == pytest.approx(expected_size, abs=1e-9)
    assert frames == [pytest.approx(f, abs=1e-9) for f in expected_frames]


# ---- Width rules (docs/domain.md §6.5, §6.6) -----------------------------------------------


@pytest.mark.parametrize(
    "width,threshold,large_text,compact",
    [
        (399.0, 400.0, False, True),
        (399.999, 400.0, False, True),
        (400.0, 400.0, False, False),
        (1200.0, 400.0, False, False),
        (519.0, 520.0, False, True),  # the Truck screen's threshold
        (520.0, 520.0, False, False),
        (1200.0, 520.0, True, True),  # very large text is compact at any width
        (0.0, 400.0, False, True),
        (0.0, 0.0, False, False),
    ],
)
def test_is_compact(width, threshold, large_text, compact):
    assert ft.is_compact(width, threshold, large_text) is compact


def test_is_compact_default_threshold_is_400():
    assert ft.DEFAULT_COMPACT_THRESHOLD == 400.0
    assert ft.is_compact(399.5) is True and ft.is_compact(400) is False
    assert ft.is_compact(1000, large_text=True) is True


def gallery_reference(width, large_text):
    """Reduced at widths up to 390 or with very large text; minimum cell 100 or 150, 20
    between columns; as many columns as fit, at least one; thumbnails 60 or 100."""
    reduced = large_text or width <= 390
    minimum = 100 if reduced else 150
    columns = max(1, math.floor((width + 20) / (minimum + 20)))
    cell = max(0.0, (width - 20 * (columns - 1)) / columns)
    return columns, cell, 60.0 if reduced else 100.0, reduced


@pytest.mark.parametrize(
    "width,large_text,expected",
    [
        (390.0, False, (3, 350 / 3, 60.0, True)),
        (391.0, False, (2, 185.5, 100.0, False)),
        (0.0, False, (1, 0.0, 60.0, True)),
        (100.0, False, (1, 100.0, 60.0, True)),
        (219.0, False, (1, 219.0, 60.0, True)),
        (220.0, False, (2, 100.0, 60.0, True)),
        (1000.0, False, (6, 150.0, 100.0, False)),
        (1000.0, True, (8, 107.5, 60.0, True)),
        (1200.0, False, (7, 1080 / 7, 100.0, False)),
    ],
)
def test_gallery_grid_known_answers(width, large_text, expected):
    grid = ft.gallery_grid(width, large_text)
    assert isinstance(grid, ft.GalleryGrid)
    assert (grid.columns, grid.thumbnail, grid.reduced) == (expected[0],) + expected[2:]
    assert grid.cell_width == pytest.approx(expected[1])


@pytest.mark.parametrize("large_text", [False, True])
@pytest.mark.parametrize("width", [0.5, 119.9, 120.0, 339.0, 340.0, 389.99, 500.0, 679.0, 680.0,
                                   2048.0, 123456.0])
def test_gallery_grid_against_the_formulas(width, large_text):
    columns, cell, thumbnail, reduced = gallery_reference(width, large_text)
    assert ft.gallery_grid(width, large_text) == (columns, pytest.approx(cell), thumbnail,
                                                  reduced)


# ---- SegmentedGauge (docs/domain.md §6.8) --------------------------------------------------


def gauge_reference(value, total, width, rtl):
    """Value = min(value, total) first, then total = max(total, 1) (so a total of 0 or
    less fills nothing); equal widths 3 apart, 11 high; capsule (5.5) on the outer corners, 2
    inside; right to left the roles swap."""
    filled = max(0, min(value, total))
    total = max(total, 1)
    seg = max(0.0, (width - 3 * (total - 1)) / total)
    out = []
    for i in range(total):
        leading = 5.5 if i == 0 else 2.0
        trailing = 5.5 if i == total - 1 else 2.0
        x = i * (seg + 3)
        frame = (width - x - seg if rtl else x, 0.0, seg, 11.0)
        left, right = (trailing, leading) if rtl else (leading, trailing)
        out.append((frame, i < filled, left, right))
    return out


def test_gauge_preview_eight_of_ten():
    """The original's preview: 8 of 10 across 200 points: segments 17.3 wide, 3 apart."""
    segments = ft.segmented_gauge(8, 10, 200)
    assert [s.filled for s in segments] == [True] * 8 + [False] * 2
    assert [s.frame.x for s in segments] == pytest.approx([20.3 * i for i in range(10)])
    assert [s.frame.width for s in segments] == pytest.approx([17.3] * 10)
    assert (segments[0].left_radius, segments[0].right_radius) == (5.5, 2.0)
    assert (segments[-1].left_radius, segments[-1].right_radius) == (2.0, 5.5)
    assert all((s.left_radius, s.right_radius) == (2.0, 2.0) for s in segments[1:-1])


@pytest.mark.parametrize("rtl", [False, True], ids=["ltr", "rtl"])
@pytest.mark.parametrize(
    "value,total,width",
    [(8, 10, 200.0), (0, 13, 300.0), (13, 13, 300.0), (7, 25, 480.0), (3, 2, 100.0),
     (-4, 5, 90.0), (1, 1, 50.0), (0, 0, 50.0), (5, -3, 50.0), (4, 7, 18.0), (1, 1, 0.0),
     (999, 1000, 5000.0)],
)
def test_gauge_against_the_formulas(value, total, width, rtl):
    segments = ft.segmented_gauge(value, total, width, rtl)
    expected = gauge_reference(value, total, width, rtl)
    assert len(segments) == len(expected)
    for segment, (frame, filled, left, right) in zip(segments, expected):
        assert segment.frame == pytest.approx(frame)
        assert (segment.filled, segment.left_radius, segment.right_radius) == (filled, left, right)


@pytest.mark.parametrize("total", [13, 25])
def test_gauge_fills_value_segments(total):
    """Filled = trunc(value / total x total), which is value for every value 0...total."""
    for value in range(total + 1):
        assert sum(s.filled for s in ft.segmented_gauge(value, total, 320)) == value


def test_gauge_right_to_left_fills_from_the_right():
    ltr = ft.segmented_gauge(2, 4, 100)
    rtl = ft.segmented_gauge(2, 4, 100, rtl=True)
    assert [s.filled for s in sorted(rtl, key=lambda s: s.frame.x)] == [False, False, True, True]
    assert [s.frame for s in rtl] == [mirrored(s.frame, (0, 0, 100, 11)) for s in ltr]
    assert (rtl[0].left_radius, rtl[0].right_radius) == (2.0, 5.5)  # the first, on the right


@pytest.mark.parametrize("total,filled", [(1, True), (0, False), (-1, False), (-(2**31), False)])
def test_gauge_of_one_segment_is_a_capsule(total, filled):
    """With total <= 1, a single capsule; value = min(value, total) is taken before total
    becomes 1, so a total of 0 or less shows the capsule empty."""
    (only,) = ft.segmented_gauge(1, total, 80)
    assert only == ((0, 0, 80, 11), filled, 5.5, 5.5)


@pytest.mark.parametrize("total", [1001, 2**31 - 1])
def test_gauge_refuses_more_than_1000_segments(total):
    with pytest.raises(ft.InvalidArgumentError) as refused:
        ft.segmented_gauge(1, total, 1e6)
    assert refused.value.message.startswith("foodtruck_layout_segmented_gauge: total")
    assert len(ft.segmented_gauge(1, 1000, 2997)) == 1000


@pytest.mark.parametrize("value,total,width", [(500, 1000, 10.0), (1, 7, 17.9), (0, 2, 2.5)])
def test_gauge_refuses_a_width_narrower_than_its_gaps(value, total, width):
    """Once, 500 of 1,000 segments across 10 points came back placed up to x = 2997."""
    with pytest.raises(ft.InvalidArgumentError) as refused:
        ft.segmented_gauge(value, total, width)
    assert refused.value.message.startswith("foodtruck_layout_segmented_gauge: width")


@pytest.mark.parametrize("total", [1, 2, 10, 1000])
@pytest.mark.parametrize("rtl", [False, True], ids=["ltr", "rtl"])
def test_every_segment_lies_inside_the_gauge(total, rtl):
    narrowest = 3.0 * (total - 1)
    for width in (narrowest, narrowest + 0.25, 2 * narrowest + 7):
        for segment in ft.segmented_gauge(total // 2, total, width, rtl):
            assert segment.frame.x >= -1e-9 and segment.frame.width >= 0
            assert segment.frame.x + segment.frame.width <= width + 1e-9


# ---- Nice ticks (the charts' value axes) -----------------------------------------------------


@pytest.mark.parametrize(
    "lower,upper,target,ticks",
    [
        # The smallest of 1, 2, 5 x 10^k at least (upper - lower) / (target - 1), from the
        # multiple of it at or below lower to the one at or above upper.
        (0.0, 100.0, 5, [0.0, 50.0, 100.0]),  # 25 -> 50
        (0.0, 805.0, 5, [0.0, 500.0, 1000.0]),  # 201.25 -> 500
        (53.0, 83.0, 6, [50.0, 60.0, 70.0, 80.0, 90.0]),  # the forecast's axis: 6 -> 10
        (0.0, 10.0, 11, [float(i) for i in range(11)]),  # 1 -> 1
        (-7.0, 13.0, 5, [-10.0, -5.0, 0.0, 5.0, 10.0, 15.0]),  # 5 -> 5
        (13.0, -7.0, 5, [-10.0, -5.0, 0.0, 5.0, 10.0, 15.0]),  # bounds in either order
        (0.0, 1.0, 2, [0.0, 1.0]),
        (0.0, 1.0, 3, [0.0, 0.5, 1.0]),
        (0.0, 0.0, 5, [0.0, 0.5, 1.0]),  # flat at 0: widened to 0...1
        (5.0, 5.0, 5, [4.5, 5.0, 5.5]),  # flat: widened by a tenth either side
        (-5.0, -5.0, 5, [-5.5, -5.0, -4.5]),
        (1e6, 3e6, 3, [1e6, 2e6, 3e6]),
    ],
)
def test_nice_ticks_known_answers(lower, upper, target, ticks):
    assert ft.nice_ticks(lower, upper, target) == pytest.approx(ticks, rel=1e-12, abs=1e-12)


@pytest.mark.parametrize(
    "lower,upper,target",
    [(1e15, 1e15 + 1, 100), (-1e15 - 1, -1e15, 50), (1e299, 1.000001e299, 100),
     (2**52, 2**52 + 1, 10)],
)
def test_nice_ticks_strictly_increase_where_doubles_are_coarse(lower, upper, target):
    """1e15 to 1e15 + 1 in 100 marks once gave 49 marks, 42 of them repeats."""
    ticks = ft.nice_ticks(lower, upper, target)
    assert len(ticks) >= 2 and ticks[0] <= lower and ticks[-1] >= upper
    assert all(a < b for a, b in zip(ticks, ticks[1:]))


def test_nice_ticks_1e15_steps_by_half():
    assert ft.nice_ticks(1e15, 1e15 + 1, 100) == [1e15, 1e15 + 0.5, 1e15 + 1]


def test_nice_ticks_default_target_is_5():
    assert ft.nice_ticks(0, 100) == ft.nice_ticks(0, 100, 5)


def nice_step(step, tolerance=0.0):
    """True when step is 1, 2 or 5 times a power of ten, within rounding (and within an
    absolute tolerance: the difference of two large ticks carries their rounding)."""
    exponent = math.floor(math.log10(step))
    return any(
        math.isclose(step, m * 10.0**e, rel_tol=1e-9, abs_tol=tolerance)
        for m in (1.0, 2.0, 5.0) for e in (exponent - 1, exponent, exponent + 1)
    )


# Finite bounds away from the extremes of double (the library's limits there are reported
# separately): |x| below 1e9, and either 0 or at least 1e-6.
bound = st.floats(-1e9, 1e9, allow_nan=False, allow_infinity=False).filter(
    lambda x: x == 0 or abs(x) >= 1e-6
)


@settings(max_examples=500, deadline=None, derandomize=True)
@given(lower=bound, upper=bound, target=st.integers(2, 100))
# Found by hypothesis: near 1e9 a step of 0.2 is only exact to the ticks' rounding.
@example(lower=999999503.0, upper=999999504.0, target=6)
def test_nice_ticks_properties(lower, upper, target):
    low, high = min(lower, upper), max(lower, upper)
    assume(low == high or high - low >= 1e-9 * max(1.0, abs(low), abs(high)))
    ticks = ft.nice_ticks(lower, upper, target)
    assert 2 <= len(ticks) <= target + 2
    # What a difference of two ticks can be off by: a few units in their last place.
    rounding = 4 * math.ulp(max(abs(ticks[0]), abs(ticks[-1])))
    step = ticks[1] - ticks[0]
    assert step > 0 and nice_step(step, rounding), ticks
    for a, b in zip(ticks, ticks[1:]):
        assert b - a == pytest.approx(step, rel=1e-6, abs=2 * rounding)
    assert ticks[0] <= low + 1e-9 * step and ticks[-1] >= high - 1e-9 * step
    # No more than one step beyond the data on either side.
    assert ticks[0] > low - step * (1 + 1e-9) or low == high
    assert ticks[-1] < high + step * (1 + 1e-9) or low == high
    assert all(math.isclose(t / step, round(t / step), abs_tol=1e-6 + rounding / step) for t in ticks)


@pytest.mark.parametrize("lower,upper,target", [(0.0, 5e-324, 2), (0.0, 1e-310, 2),
                                               (5e-324, 5e-324, 5), (-1e-305, 1e-305, 3)])
def test_nice_ticks_of_a_subnormal_range_returns(lower, upper, target):
    """A range whose step would be subnormal once made the power-of-ten search loop forever; run
    in a child process so that a regression fails here instead of hanging the suite."""
    code = ("import foodtruck, sys; t = foodtruck.nice_ticks(%r, %r, %d); "
            "sys.exit(0 if len(t) >= 2 and t[0] <= %r and t[-1] >= %r else 1)"
            % (lower, upper, target, lower, upper))
    binding = os.path.dirname(os.path.dirname(os.path.abspath(ft.__file__)))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([binding, os.environ.get("PYTHONPATH", "")]))
    result = subprocess.run([sys.executable, "-c", code], timeout=60, env=env)
    assert result.returncode == 0


@pytest.mark.parametrize(
    "lower,upper,target",
    [(math.nan, 1, 5), (0, math.inf, 5), (-math.inf, 0, 5), (0, 1, 1), (0, 1, 101), (0, 1, -5),
     (-1e308, 1e308, 5), (-1.7976931348623157e308, 1.7976931348623157e308, 2)],
)
def test_nice_ticks_refusals(lower, upper, target):
    with pytest.raises(ft.InvalidArgumentError) as refused:
        ft.nice_ticks(lower, upper, target)
    assert refused.value.message.startswith("foodtruck_chart_nice_ticks: ")


# ---- Refusals through the Python API --------------------------------------------------------


@pytest.mark.parametrize(
    "call",
    [
        lambda: ft.diagonal_stack_size(math.nan, 10),
        lambda: ft.diagonal_stack(2, (0, 0, -1, 10)),
        lambda: ft.diagonal_stack(2, (math.inf, 0, 10, 10)),
        lambda: ft.hero_tiling(1_000_001, (0, 0, 210, 100)),
        lambda: ft.donut_lattice(3, (0, math.nan, 10, 10)),
        lambda: ft.flow([(10, math.nan)], 100),
        lambda: ft.flow([(10, 10)], math.nan),
        lambda: ft.flow([(10, 10)], 100, -1),
        lambda: ft.flow([(10, 10)], 100, 0, 0, 3),
        lambda: ft.flow([(10, 10)], 100, 0, 0, H.LEADING, 7),
        lambda: ft.is_compact(-1, 400),
        lambda: ft.is_compact(100, math.inf),
        lambda: ft.gallery_grid(math.nan),
        lambda: ft.segmented_gauge(1, 2, -0.5),
    ],
)
def test_refused_arguments_raise_invalid_argument(call):
    with pytest.raises(ft.InvalidArgumentError) as refused:
        call()
    assert refused.value.message.startswith("foodtruck_layout_")


def test_counts_that_do_not_fit_size_t_raise_overflow_error():
    with pytest.raises(OverflowError):
        ft.diagonal_stack(-1, (0, 0, 10, 10))
    with pytest.raises(OverflowError):
        ft.donut_lattice(2**64, (0, 0, 10, 10))
    with pytest.raises(OverflowError):
        ft.segmented_gauge(2**31, 10, 100)


def test_spot_map_places_cupertino_by_its_coordinates():
    # Worked by hand (Tests/FoodTruckKitTests/Layout/SpotMapTests.swift): Apple Park east and north
    # of Infinite Loop, 80 apart across a 100 x 100 map inset by 10, 14.712 apart up, centred.
    centres = ft.spot_map(ft.City.CUPERTINO, (0, 0, 100, 100), 10)
    assert centres == [pytest.approx((90, 42.644), abs=1e-3), pytest.approx((10, 57.356), abs=1e-3)]


def test_spot_map_refuses_all_cities_and_a_negative_margin():
    with pytest.raises(ft.InvalidArgumentError):
        ft.spot_map(ft.City.ALL, (0, 0, 100, 100))
    with pytest.raises(ft.InvalidArgumentError):
        ft.spot_map(ft.City.LONDON, (0, 0, 100, 100), -1)


def test_donut_lattice_size_is_five_cells_by_three():
    # The Truck card's 180 high: a wide card gives cells of 60 (300 x 180); a narrow one, of
    # width / 5.
    assert ft.donut_lattice_size(460, 180) == (300, 180)
    assert ft.donut_lattice_size(200, 180) == (200, 120)
    assert ft.donut_lattice_size(None, 90) == (150, 90)
