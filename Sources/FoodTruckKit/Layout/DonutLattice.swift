// SPDX-License-Identifier: Apache-2.0
// DonutLattice: the Truck screen's "Donuts" card: rows of 5 and 4 cells, interleaved, up to 14
// donuts (docs/domain.md §6.3).

public enum DonutLattice {
  public static let columns = 5
  public static let rows = 3
  public static let spacing = 10.0
  public static let capacity = 14

  /// The size that fits: cell = min(w / 5, h / 3), size 5 cell x 3 cell.
  public static func sizeThatFits(width: Dimension, height: Dimension) -> Size {
    let cell = min(
      width.or(.greatestFiniteMagnitude) / 5, height.or(.greatestFiniteMagnitude) / 3)
    return Size(width: 5 * cell, height: 3 * cell)
  }

  /// Frames of the first min(count, 14) subviews: the grid anchored bottom-trailing, odd rows
  /// of 4 shifted half a cell, each cell inset by 5 on every side. Bounds beyond
  /// ``LayoutLimits`` are refused.
  public static func frames(count: Int, in bounds: Rect, rightToLeft: Bool) throws(FoodTruckError)
    -> [Rect]
  {
    try LayoutLimits.bounds(bounds)
    let cell = min(bounds.size.width / 5, bounds.size.height / 3)
    let origin = Point(x: bounds.maxX - 5 * cell, y: bounds.maxY - 3 * cell)
    let inset = spacing / 2
    var frames: [Rect] = []
    outer: for row in 0..<rows {
      let cells = row % 2 == 0 ? 5 : 4
      let shift = row % 2 == 0 ? 0 : cell / 2
      for column in 0..<cells {
        guard frames.count < count else { break outer }
        frames.append(
          Rect(
            x: origin.x + shift + Double(column) * cell + inset,
            y: origin.y + Double(row) * cell + inset,
            width: max(0, cell - 2 * inset), height: max(0, cell - 2 * inset)))
      }
    }
    return rightToLeft ? frames.map { $0.mirrored(in: bounds) } : frames
  }
}
