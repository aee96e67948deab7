// SPDX-License-Identifier: Apache-2.0
// FlowLayout: items in rows, breaking lines when the width runs out, the original's tag-cloud
// layout (docs/domain.md §6.4).

public enum FlowLayout {
  /// The result: each item's frame and the size of the whole.
  public struct Result: Sendable, Hashable {
    public let frames: [Rect]
    public let size: Size
  }

  /// Lays out items of the given ideal sizes in rows at most `width` wide (unspecified: 10,
  /// as SwiftUI; infinite: one row). An item wider than a row sits alone on its row and
  /// overflows. Rows align by `horizontal` within the widest row (leading and trailing are
  /// mirrored right to left), items by `vertical` within their row. Item sizes and spacings
  /// are lengths within ``LayoutLimits``, and at most ``LayoutLimits/maximumItems`` items.
  public static func layout(
    items: [Size], width: Dimension, horizontalSpacing: Double, verticalSpacing: Double,
    horizontal: HorizontalAlignment, vertical: VerticalAlignment, rightToLeft: Bool,
    origin: Point = Point(x: 0, y: 0)
  ) throws(FoodTruckError) -> Result {
    var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: items.count)
    let size = try layout(
      items: items, width: width, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing, horizontal: horizontal, vertical: vertical,
      rightToLeft: rightToLeft, origin: origin, into: &frames)
    return Result(frames: frames, size: size)
  }

  /// ``layout(items:width:horizontalSpacing:verticalSpacing:horizontal:vertical:rightToLeft:origin:)``
  /// into `frames` (as many as the items), returning the size of the whole: for a caller that
  /// holds the items and the frames in memory of its own (the C boundary reads and writes the
  /// caller's arrays), with no allocation: this runs for every frame a shell draws. (Inlinable,
  /// so that the caller's module specializes it for its collections: unspecialized, its
  /// generic calls cost a hundred times the layout.)
  @inlinable
  public static func layout<Items: RandomAccessCollection, Frames: MutableCollection>(
    items: Items, width: Dimension, horizontalSpacing: Double, verticalSpacing: Double,
    horizontal: HorizontalAlignment, vertical: VerticalAlignment, rightToLeft: Bool,
    origin: Point = Point(x: 0, y: 0), into frames: inout Frames
  ) throws(FoodTruckError) -> Size
  where Items.Element == Size, Items.Index == Int, Frames.Element == Rect, Frames.Index == Int {
    try LayoutLimits.count(items.count, input: "items")
    try LayoutLimits.length(
      horizontalSpacing, "the horizontal spacing", input: "horizontalSpacing")
    try LayoutLimits.length(verticalSpacing, "the vertical spacing", input: "verticalSpacing")
    if case .points(let points) = width, points.isNaN {
      throw .invalidArgument("the width is NaN", input: "width")
    }
    guard frames.count == items.count else {
      throw .invalidArgument("\(frames.count) frames for \(items.count) items")
    }
    let maxWidth = width.or(10)  // may be infinite: one row
    // The rows, kept between the two passes (where each ends, its width and height): at most
    // one per item.
    let rows = UnsafeMutableBufferPointer<Row>.allocate(capacity: max(items.count, 1))
    defer { rows.deallocate() }
    // Each item's offset from its row's start, kept from the measure for the placement (not in
    // the frames: a caller's frames are written only once every item has passed).
    let offsets = UnsafeMutableBufferPointer<Double>.allocate(capacity: max(items.count, 1))
    defer { offsets.deallocate() }
    // The measure pass: each item checked (one pass; NaN fails every comparison), the rows
    // found and kept, each item's offset in its row, and the whole's size.
    var size = Size(width: 0, height: 0)
    var rowCount = 0
    var index = items.startIndex
    while index < items.endIndex {
      let row = try nextRow(
        items, from: index, maxWidth: maxWidth, spacing: horizontalSpacing, offsets: offsets)
      size.width = max(size.width, row.width)
      size.height += row.height + (rowCount > 0 ? verticalSpacing : 0)
      rows.initializeElement(at: rowCount, to: row)
      rowCount += 1
      index = row.end
    }
    // The placement pass, row by row, mirrored in place for right to left. Each item's offset
    // is the measure's own, the same bits: summing them again made each item wait for the
    // addition before it (10,000 items: 51 us with the sum, 45 us without, here).
    // One loop per direction (the direction a constant in each): 10,000 items right to left
    // took 48-50 us with a test per item, 45 us without, here.
    let (rowFactor, itemFactor) = (horizontal.factor, vertical.factor)
    let frameShift = frames.startIndex - items.startIndex  // item i's frame is frames[i + shift]
    @inline(__always) func place(mirrored: Bool) {
      var y = 0.0
      var index = items.startIndex
      for row in rows[..<rowCount] {
        let rowX = (size.width - row.width) * rowFactor
        for item in index..<row.end {
          let itemSize = items[item]
          var left = origin.x + rowX + offsets[item - items.startIndex]
          if mirrored { left = origin.x + origin.x + size.width - left - itemSize.width }
          frames[item + frameShift] = Rect(
            x: left, y: origin.y + y + (row.height - itemSize.height) * itemFactor,
            width: itemSize.width, height: itemSize.height)
        }
        y += row.height + verticalSpacing
        index = row.end
      }
    }
    if rightToLeft { place(mirrored: true) } else { place(mirrored: false) }
    return size
  }

  /// A row of the flow: the index after its last item, its width and its height.
  @usableFromInline
  struct Row {
    @usableFromInline let end: Int
    @usableFromInline let width: Double
    @usableFromInline let height: Double

    @inlinable
    init(end: Int, width: Double, height: Double) {
      self.end = end
      self.width = width
      self.height = height
    }
  }

  /// The row that starts at item `start`: where it ends, its width and its height. An item
  /// goes on the row when it fits in what is left of `maxWidth` (the first always does), and
  /// its offset from the row's start goes into `offsets` (one per item, from the first). Each
  /// item's size is checked as it is read (NaN fails every comparison).
  @inlinable
  static func nextRow<Items: RandomAccessCollection>(
    _ items: Items, from start: Int, maxWidth: Double, spacing: Double,
    offsets: UnsafeMutableBufferPointer<Double>
  ) throws(FoodTruckError) -> Row
  where Items.Element == Size, Items.Index == Int {
    let limit = LayoutLimits.maximumPoints
    var used = 0.0  // the row's width so far (what is left would lose precision at infinity)
    var height = 0.0
    var index = start
    var gap = 0.0  // none before the first item, which always goes on the row
    while index < items.endIndex {
      let item = items[index]
      if !(item.width >= 0 && item.width <= limit && item.height >= 0 && item.height <= limit) {
        try LayoutLimits.item(item, index)
      }
      if item.width + gap > maxWidth - used && index != start { break }
      offsets[index - items.startIndex] = used + gap
      used += item.width + gap
      height = max(height, item.height)
      gap = spacing
      index += 1
    }
    return Row(end: index, width: used, height: height)
  }
}
