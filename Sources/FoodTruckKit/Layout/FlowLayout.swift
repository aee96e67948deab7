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
    try LayoutLimits.count(items.count, input: "items")
    try LayoutLimits.length(
      horizontalSpacing, "the horizontal spacing", input: "horizontalSpacing")
    try LayoutLimits.length(verticalSpacing, "the vertical spacing", input: "verticalSpacing")
    if case .points(let points) = width, points.isNaN {
      throw .invalidArgument("the width is NaN", input: "width")
    }
    let maxWidth = width.or(10)  // may be infinite: one row
    // The measure pass: each item's x within its row, and each row's extent. Flat arrays, no
    // allocation per row: this runs for every frame a shell draws.
    var xs = [Double](repeating: 0, count: items.count)
    var rows: [(start: Int, end: Int, width: Double, height: Double, y: Double)] = []
    var size = Size(width: 0, height: 0)
    var used = 0.0  // the row's width so far (what is left would lose precision at infinity)
    var rowStart = 0
    var rowHeight = 0.0
    var rowY = 0.0

    func closeRow(_ end: Int) {
      rows.append((rowStart, end, used, rowHeight, rowY))
      size.width = max(size.width, used)
      size.height += rowHeight + (rows.count > 1 ? verticalSpacing : 0)
      rowY += rowHeight + verticalSpacing
      used = 0
      rowStart = end
      rowHeight = 0
    }

    let limit = LayoutLimits.maximumPoints
    for index in items.indices {
      let item = items[index]
      // Each item is checked as it is measured (one pass; NaN fails every comparison).
      guard item.width >= 0, item.width <= limit, item.height >= 0, item.height <= limit else {
        try LayoutLimits.item(item, index)
        continue
      }
      var gap = index == rowStart ? 0 : horizontalSpacing
      if index != 0 && item.width + gap > maxWidth - used {
        closeRow(index)
        gap = 0
      }
      xs[index] = used + gap
      used += item.width + gap
      rowHeight = max(rowHeight, item.height)
      if index == items.count - 1 { closeRow(items.count) }
    }

    // The placement pass, mirrored in place for right to left.
    var frames = [Rect]()
    frames.reserveCapacity(items.count)
    for row in rows {
      let rowX = (size.width - row.width) * horizontal.factor
      for index in row.start..<row.end {
        let item = items[index]
        var x = origin.x + rowX + xs[index]
        if rightToLeft { x = origin.x + origin.x + size.width - x - item.width }
        frames.append(
          Rect(
            x: x, y: origin.y + row.y + (row.height - item.height) * vertical.factor,
            width: item.width, height: item.height))
      }
    }
    return Result(frames: frames, size: size)
  }
}
