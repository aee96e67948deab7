// FlowLayout: items in rows, breaking lines when the width runs out, the original's tag-cloud
// layout (domain-facts §6.4).

public enum FlowLayout {
  /// The result: each item's frame and the size of the whole.
  public struct Result: Sendable, Hashable {
    public let frames: [Rect]
    public let size: Size
  }

  /// Lays out items of the given ideal sizes in rows at most `width` wide (unspecified: 10,
  /// as SwiftUI; infinite: one row). An item wider than a row sits alone on its row and
  /// overflows. Rows align by `horizontal` within the widest row (leading and trailing are
  /// mirrored right to left), items by `vertical` within their row.
  public static func layout(
    items: [Size], width: Dimension, horizontalSpacing: Double, verticalSpacing: Double,
    horizontal: HorizontalAlignment, vertical: VerticalAlignment, rightToLeft: Bool,
    origin: Point = Point(x: 0, y: 0)
  ) -> Result {
    let maxWidth = width.or(10)  // may be infinite: one row
    var rows: [(range: Range<Int>, offsets: [Double], width: Double, height: Double, y: Double)] =
      []
    var size = Size(width: 0, height: 0)
    var used = 0.0  // the current row's width so far (tracking what is left would lose
    // precision with an infinite width)
    var rowStart = 0
    var offsets: [Double] = []
    var rowHeight = 0.0
    var rowY = 0.0

    func closeRow(_ end: Int) {
      rows.append((rowStart..<end, offsets, used, rowHeight, rowY))
      size.width = max(size.width, used)
      size.height += rowHeight + (rows.count > 1 ? verticalSpacing : 0)
      rowY += rowHeight + verticalSpacing
      used = 0
      rowStart = end
      offsets = []
      rowHeight = 0
    }

    for (index, item) in items.enumerated() {
      var gap = offsets.isEmpty ? 0 : horizontalSpacing
      if index != 0 && item.width + gap > maxWidth - used {
        closeRow(index)
        gap = 0
      }
      offsets.append(used + gap)
      used += item.width + gap
      rowHeight = max(rowHeight, item.height)
      if index == items.count - 1 { closeRow(items.count) }
    }

    var frames: [Rect] = []
    frames.reserveCapacity(items.count)
    for row in rows {
      let rowX = (size.width - row.width) * horizontal.factor
      for (position, index) in row.range.enumerated() {
        let item = items[index]
        frames.append(
          Rect(
            x: origin.x + rowX + row.offsets[position],
            y: origin.y + row.y + (row.height - item.height) * vertical.factor,
            width: item.width, height: item.height))
      }
    }
    if rightToLeft {
      let bounds = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
      frames = frames.map { $0.mirrored(in: bounds) }
    }
    return Result(frames: frames, size: size)
  }
}
