// SPDX-License-Identifier: Apache-2.0
// Layout: where each view goes: the original's custom layouts as pure functions of sizes, and
// the width rules. Everything is in points, y down; right to left mirrors horizontally.
//
// C <-> Swift
//   foodtruck_rect / foodtruck_size      Rect / Size
//   FOODTRUCK_UNSPECIFIED (< 0)   Dimension.unspecified
//   foodtruck_gauge_segment       SegmentedGauge.Segment
//   foodtruck_gallery_grid        AdaptiveLayout.Grid

import CFoodTruck
import FoodTruckKit

// MARK: - foodtruck_layout

/// Computes the size a diagonal donut stack takes for a proposal: a square of side
/// min(width, height); an unspecified dimension (FOODTRUCK_UNSPECIFIED) reads as 60.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a NaN dimension.
///
/// - Parameters:
///   - width: The proposed width, or FOODTRUCK_UNSPECIFIED; not NaN. Range: any.
///   - height: The proposed height, or FOODTRUCK_UNSPECIFIED; not NaN. Range: any.
///   - size_out: Receives the size.
@c(foodtruck_layout_diagonal_stack_size) public func layoutDiagonalStackSize(
  _ width: Double, _ height: Double, _ size_out: UnsafeMutablePointer<foodtruck_size>?
) -> foodtruck_status {
  ffi("foodtruck_layout_diagonal_stack_size") { () throws(BoundaryError) in
    let size = DiagonalStack.sizeThatFits(
      width: try Arg.dimension(width, "width"), height: try Arg.dimension(height, "height"))
    try Arg.out(size_out, "size_out").storeZeroingPadding(foodtruck_size(size))
  }
}

/// Places up to 3 donuts on a diagonal in bounds, as the original's DiagonalDonutStackLayout.
/// A working square of side min(width, height) at the bottom-trailing corner; 1 donut fills
/// it; 2 sit at (-0.15, -0.20) and (+0.15, +0.20) of the side from its centre, 0.7 of its
/// size; 3 at (-0.15, -0.23), the centre and (+0.15, +0.23), 0.7 x 0.65, 0.65 x 0.65 and 0.7 x
/// 0.65. More than 3 places the first 3. Right to left mirrors the frames.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for bounds that are not finite, beyond 1e9 points or of
/// negative size.
///
/// - Parameters:
///   - count: How many donuts the stack shows.
///   - bounds: Where to place them.
///   - right_to_left: True to mirror.
///   - count_out: Optional; receives the number of frames (min(count, 3)).
@c(foodtruck_layout_diagonal_stack) public func layoutDiagonalStack(
  _ count: UInt, _ bounds: foodtruck_rect, _ right_to_left: Bool,
  _ frames_out: UnsafeMutablePointer<foodtruck_rect>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_layout_diagonal_stack") { () throws(BoundaryError) in
    let count = try Arg.count(count, "count")
    let buffer = try Arg.buffer(frames_out, capacity, count_out, "frames_out")
    let bounds = Rect(bounds)
    try core { () throws(FoodTruckError) in try DiagonalStack.check(bounds: bounds) }
    try buffer.write(count: min(count, DiagonalStack.capacity)) { pointer in
      DiagonalStack.forEachFrame(count: count, inChecked: bounds, rightToLeft: right_to_left) {
        pointer[$0] = foodtruck_rect($1)
      }
    }
  }
}

/// Places many diagonal donut stacks in one call, each as foodtruck_layout_diagonal_stack()
/// places one: the frames of stack i, min(its count, 3) of them, follow those of stack i - 1 in
/// frames_out. For a screen of stacks (the Orders list, a stack per row): one call costs the
/// boundary once, where a call per stack costs it every time.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a stack whose bounds are not finite, beyond 1e9
/// points or of negative size (the message names the stack: "stacks[4]"), or a stack_count
/// above 1,000,000. Nothing is written then.
///
/// - Parameters:
///   - stacks: The stacks: each one's bounds and how many donuts it shows.
///   - stack_count: How many stacks. Range: 0 to 1000000.
///   - right_to_left: True to mirror every stack.
///   - count_out: Optional; receives the number of frames (the sum of min(count, 3)).
@c(foodtruck_layout_diagonal_stacks) public func layoutDiagonalStacks(
  _ stacks: UnsafePointer<foodtruck_diagonal_stack>?, _ stack_count: UInt, _ right_to_left: Bool,
  _ frames_out: UnsafeMutablePointer<foodtruck_rect>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_layout_diagonal_stacks") { () throws(BoundaryError) in
    let stacks = try Arg.borrowedArray(
      stacks, stack_count, maximum: LayoutLimits.maximumItems, "stacks", "stack_count")
    let buffer = try Arg.buffer(frames_out, capacity, count_out, "frames_out")
    // Every stack checked and its frames counted before anything is written; the first stack
    // refused is looked for (for its message) only when there is one.
    var total = 0
    var allTaken = true
    for stack in stacks {
      allTaken = DiagonalStack.takes(bounds: Rect(stack.bounds)) && allTaken
      total &+= min(Int(clamping: stack.count), DiagonalStack.capacity)
    }
    if !allTaken {
      for index in stacks.indices {
        try core(argument: "stacks[\(index)]") { () throws(FoodTruckError) in
          try DiagonalStack.check(bounds: Rect(stacks[index].bounds))
        }
      }
    }
    try buffer.write(count: total) { pointer in
      var next = pointer
      for stack in stacks {
        let count = Int(clamping: stack.count)
        DiagonalStack.forEachFrame(
          count: count, inChecked: Rect(stack.bounds), rightToLeft: right_to_left
        ) { index, frame in next[index] = foodtruck_rect(frame) }
        next += min(count, DiagonalStack.capacity)
      }
    }
  }
}

/// Lays out items in rows, as the original's FlowLayout: each item at its ideal size, a new
/// row when the next one does not fit in width (an item wider than a row sits alone and
/// overflows), rows aligned by horizontal within the widest row and items by vertical within
/// their row. size_out receives the whole: the widest row by the rows' heights and gaps.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for an item size or spacing that is negative, not finite
/// or above 1e9, a NaN width, or an item_count above 1,000,000.
///
/// - Parameters:
///   - items: The items' ideal sizes.
///   - item_count: How many items. Range: 0 to 1000000.
///   - width: The row width, FOODTRUCK_UNSPECIFIED (10, as SwiftUI) or INFINITY (one row); not NaN.
///     Range: any.
///   - horizontal_spacing: The gap between items in a row. Range: 0 to 1e9.
///   - vertical_spacing: The gap between rows. Range: 0 to 1e9.
///   - horizontal: Row alignment.
///   - vertical: Item alignment within its row.
///   - right_to_left: True to mirror.
///   - count_out: Optional; receives the number of frames (item_count).
///   - size_out: Receives the size of the whole.
@c(foodtruck_layout_flow) public func layoutFlow(
  _ items: UnsafePointer<foodtruck_size>?, _ item_count: UInt, _ width: Double,
  _ horizontal_spacing: Double, _ vertical_spacing: Double,
  _ horizontal: foodtruck_horizontal_alignment, _ vertical: foodtruck_vertical_alignment,
  _ right_to_left: Bool,
  _ frames_out: UnsafeMutablePointer<foodtruck_rect>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?, _ size_out: UnsafeMutablePointer<foodtruck_size>?
) -> foodtruck_status {
  ffi("foodtruck_layout_flow") { () throws(BoundaryError) in
    // Read from the caller's array and written into the caller's frames as the layout goes:
    // copies of 10,000 items and frames cost more than laying them out.
    let items = try Arg.borrowedArray(
      items, item_count, maximum: LayoutLimits.maximumItems, "items", "item_count")
    let width = try Arg.dimension(width, "width")
    let horizontal = try Arg.enumValue(horizontal, as: HorizontalAlignment.self, "horizontal")
    let vertical = try Arg.enumValue(vertical, as: VerticalAlignment.self, "vertical")
    let buffer = try Arg.buffer(frames_out, capacity, count_out, "frames_out")
    let sizeOut = try Arg.out(size_out, "size_out")
    func layout<Frames: MutableCollection>(into frames: inout Frames) throws(BoundaryError) -> Size
    where Frames.Element == Rect, Frames.Index == Int {
      try core { () throws(FoodTruckError) in
        try FlowLayout.layout(
          items: items.lazy.map(Size.init), width: width, horizontalSpacing: horizontal_spacing,
          verticalSpacing: vertical_spacing, horizontal: horizontal, vertical: vertical,
          rightToLeft: right_to_left, into: &frames)
      }
    }
    let size: Size
    if let pointer = buffer.pointer, items.count <= buffer.capacity {
      // Written only once every item passed the layout's checks (it measures them all first).
      var frames = CallerRects(UnsafeMutableBufferPointer(start: pointer, count: items.count))
      size = try layout(into: &frames)
      buffer.count?.pointee = UInt(items.count)
    } else {
      // A size query, or frames too few: laid out aside, to check the arguments and say so.
      var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: items.count)
      size = try layout(into: &frames)
      try buffer.write(frames.lazy.map(foodtruck_rect.init))
    }
    sizeOut.storeZeroingPadding(foodtruck_size(size))
  }
}

/// The caller's rectangles as a layout's frames: each written as a foodtruck_rect (four doubles,
/// no padding) where the layout sets it.
private struct CallerRects: MutableCollection {
  let rects: UnsafeMutableBufferPointer<foodtruck_rect>
  init(_ rects: UnsafeMutableBufferPointer<foodtruck_rect>) { self.rects = rects }
  var startIndex: Int { 0 }
  var endIndex: Int { rects.count }
  func index(after index: Int) -> Int { index + 1 }
  subscript(index: Int) -> Rect {
    get { Rect(rects[index]) }
    nonmutating set { rects[index] = foodtruck_rect(newValue) }
  }
}

/// Places the "New Orders" card's tiles, as the original's HeroSquareTilingLayout: subview 0
/// in a hero square of side min((width - 10) / 2, height), centred; subviews 1 to 4 at the
/// corners of an equal square 10 to its right, each (hero - 10) / 2 wide. Right to left
/// mirrors the frames.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for bounds that are not finite, beyond 1e9 points or of
/// negative size, or a count above 1,000,000.
///
/// - Parameters:
///   - count: How many subviews. Range: 0 to 1000000.
///   - bounds: Where to place them.
///   - right_to_left: True to mirror.
///   - count_out: Optional; receives the number of frames (count).
@c(foodtruck_layout_hero_tiling) public func layoutHeroTiling(
  _ count: UInt, _ bounds: foodtruck_rect, _ right_to_left: Bool,
  _ frames_out: UnsafeMutablePointer<foodtruck_rect>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_layout_hero_tiling") { () throws(BoundaryError) in
    let count = try Arg.count(count, "count")
    let buffer = try Arg.buffer(frames_out, capacity, count_out, "frames_out")
    let frames = try core { () throws(FoodTruckError) in
      try HeroTiling.frames(count: count, in: Rect(bounds), rightToLeft: right_to_left)
    }
    try buffer.write(frames.lazy.map(foodtruck_rect.init))
  }
}

/// Computes the size the "Donuts" card's lattice takes for a proposal, as the original's
/// DonutLatticeLayout: cells of side min(width / 5, height / 3), the lattice 5 cells wide and 3
/// high; an unspecified dimension (FOODTRUCK_UNSPECIFIED) reads as the largest finite value, so
/// the other decides. A shell centres a lattice of this size in its card, as SwiftUI does.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a NaN dimension.
///
/// - Parameters:
///   - width: The proposed width, or FOODTRUCK_UNSPECIFIED; not NaN. Range: any.
///   - height: The proposed height, or FOODTRUCK_UNSPECIFIED; not NaN. Range: any.
///   - size_out: Receives the size.
@c(foodtruck_layout_donut_lattice_size) public func layoutDonutLatticeSize(
  _ width: Double, _ height: Double, _ size_out: UnsafeMutablePointer<foodtruck_size>?
) -> foodtruck_status {
  ffi("foodtruck_layout_donut_lattice_size") { () throws(BoundaryError) in
    let size = DonutLattice.sizeThatFits(
      width: try Arg.dimension(width, "width"), height: try Arg.dimension(height, "height"))
    try Arg.out(size_out, "size_out").storeZeroingPadding(foodtruck_size(size))
  }
}

/// Places the "Donuts" card's donuts, as the original's DonutLatticeLayout: cells of side
/// min(width / 5, height / 3) in rows of 5, 4 (shifted half a cell) and 5, anchored
/// bottom-trailing, each inset by 5; at most 14. Right to left mirrors the frames.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for bounds that are not finite, beyond 1e9 points or of
/// negative size.
///
/// - Parameters:
///   - count: How many donuts.
///   - bounds: Where to place them.
///   - right_to_left: True to mirror.
///   - count_out: Optional; receives the number of frames (min(count, 14)).
@c(foodtruck_layout_donut_lattice) public func layoutDonutLattice(
  _ count: UInt, _ bounds: foodtruck_rect, _ right_to_left: Bool,
  _ frames_out: UnsafeMutablePointer<foodtruck_rect>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_layout_donut_lattice") { () throws(BoundaryError) in
    let count = try Arg.count(count, "count")
    let buffer = try Arg.buffer(frames_out, capacity, count_out, "frames_out")
    let frames = try core { () throws(FoodTruckError) in
      try DonutLattice.frames(count: count, in: Rect(bounds), rightToLeft: right_to_left)
    }
    try buffer.write(frames.lazy.map(foodtruck_rect.init))
  }
}

/// Tells whether a width is compact: below threshold (400 by default in the original, 520 on
/// the Truck screen), or large_text (Dynamic Type xxLarge or larger) is set.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a width or threshold that is negative, not finite or
/// above 1e9.
///
/// - Parameters:
///   - width: The available width. Range: 0 to 1e9.
///   - threshold: The width from which the layout is regular. Range: 0 to 1e9.
///   - large_text: True for very large text sizes.
///   - compact_out: Receives true for compact.
@c(foodtruck_layout_is_compact) public func layoutIsCompact(
  _ width: Double, _ threshold: Double, _ large_text: Bool,
  _ compact_out: UnsafeMutablePointer<Bool>?
) -> foodtruck_status {
  ffi("foodtruck_layout_is_compact") { () throws(BoundaryError) in
    let out = try Arg.out(compact_out, "compact_out")
    out.pointee = try core { () throws(FoodTruckError) in
      try AdaptiveLayout.isCompact(width: width, threshold: threshold, largeText: large_text)
    }
  }
}

/// Computes the donut gallery's grid at a width: reduced sizes (cells at least 100 wide, 60
/// point thumbnails) up to 390 points or with large text, else cells at least 150 wide and
/// 100 point thumbnails; as many columns as fit with 20 point gaps, at least one.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a width that is negative, not finite or above 1e9.
///
/// - Parameters:
///   - width: The gallery's width. Range: 0 to 1e9.
///   - large_text: True for very large text sizes.
///   - grid_out: Receives the grid.
@c(foodtruck_layout_gallery_grid) public func layoutGalleryGrid(
  _ width: Double, _ large_text: Bool, _ grid_out: UnsafeMutablePointer<foodtruck_gallery_grid>?
) -> foodtruck_status {
  ffi("foodtruck_layout_gallery_grid") { () throws(BoundaryError) in
    let out = try Arg.out(grid_out, "grid_out")
    let grid = try core { () throws(FoodTruckError) in
      try AdaptiveLayout.galleryGrid(width: width, largeText: large_text)
    }
    out.storeZeroingPadding(
      foodtruck_gallery_grid(
        cell_width: grid.cellWidth, thumbnail: grid.thumbnail,
        columns: Int32(truncatingIfNeeded: grid.columns), reduced: grid.reduced))
  }
}

/// Lays out a segmented gauge (the Orders widget): total segments (at least 1) 3 points
/// apart, 11 high, value of them filled (clamped to 0...total); the first segment's outer
/// corners and the last one's are capsule-round (5.5), inner corners 2; right to left fills
/// from the right and swaps the rounding, as the original does.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a width that is negative, not finite, above 1e9 or
/// narrower than the gaps (3 points between segments, so 3 * (total - 1)), or a total above 1,000.
///
/// - Parameters:
///   - value: How many are done, clamped to 0 to total. Range: any.
///   - total: How many segments; below 1 counts as 1. Range: -2147483648 to 1000.
///   - width: The gauge's width. Range: 0 to 1e9.
///   - right_to_left: True to mirror.
///   - count_out: Optional; receives the number of segments (max(total, 1)).
@c(foodtruck_layout_segmented_gauge) public func layoutSegmentedGauge(
  _ value: Int32, _ total: Int32, _ width: Double, _ right_to_left: Bool,
  _ segments_out: UnsafeMutablePointer<foodtruck_gauge_segment>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_layout_segmented_gauge") { () throws(BoundaryError) in
    let buffer = try Arg.buffer(segments_out, capacity, count_out, "segments_out")
    let segments = try core { () throws(FoodTruckError) in
      try SegmentedGauge.segments(
        value: Int(value), total: Int(total), width: width, rightToLeft: right_to_left)
    }
    try buffer.write(
      segments.map {
        foodtruck_gauge_segment(
          frame: foodtruck_rect($0.frame), filled: $0.filled, left_radius: $0.leftRadius,
          right_radius: $0.rightRadius)
      })
  }
}

/// Places a city's parking spots on a schematic map by their coordinates, for a shell with no
/// map of its own: each spot's centre, in the city's order (foodtruck_parking_spot()'s index), in
/// bounds inset by margin; east to the right and north up in every language (a map is not
/// mirrored), a degree of longitude shortened by the cosine of the spots' mean latitude, the
/// spots' extent scaled alike in both directions to fit, and centred.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_CITY_ALL or a value outside the enum, for
/// bounds that are not finite, beyond 1e9 points or of negative size, or a margin that is
/// negative, not finite or above 1e9.
///
/// - Parameters:
///   - city: The city.
///   - bounds: The map's frame.
///   - margin: How far in from every edge the centres stay (a marker's half size). Range: 0 to
///     1e9.
///   - count_out: Optional; receives the number of centres (the city's spots).
@c(foodtruck_layout_spot_map) public func layoutSpotMap(
  _ city: foodtruck_city, _ bounds: foodtruck_rect, _ margin: Double,
  _ centres_out: UnsafeMutablePointer<foodtruck_point>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_layout_spot_map") { () throws(BoundaryError) in
    let city = try Arg.oneCity(city)
    let buffer = try Arg.buffer(centres_out, capacity, count_out, "centres_out")
    let centres = try core { () throws(FoodTruckError) in
      try SpotMap.centres(of: city, in: Rect(bounds), margin: margin)
    }
    try buffer.write(centres.lazy.map { foodtruck_point(x: $0.x, y: $0.y) })
  }
}
