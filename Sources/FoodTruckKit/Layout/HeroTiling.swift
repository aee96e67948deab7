// SPDX-License-Identifier: Apache-2.0
// HeroTiling: the Truck screen's "New Orders" card: one hero square and four tiles beside it
// (docs/domain.md §6.2).

public enum HeroTiling {
  public static let spacing = 10.0

  /// The size that fits: hero = min((w - 10) / 2, h), size (2 hero + 10) x hero; unspecified
  /// dimensions read as 100.
  public static func sizeThatFits(width: Dimension, height: Dimension) -> Size {
    let hero = max(0, min((width.or(100) - spacing) / 2, height.or(100)))
    return Size(width: 2 * hero + spacing, height: hero)
  }

  /// Frames of the first `count` subviews: 0 fills the hero square, 1-4 hug the tile square's
  /// corners (top-left, top-right, bottom-left, bottom-right), each (hero - 10) / 2 wide; later
  /// ones repeat the bottom corners, as the original's arithmetic does. Bounds beyond
  /// ``LayoutLimits``, or more than ``LayoutLimits/maximumItems`` subviews, are refused.
  public static func frames(count: Int, in bounds: Rect, rightToLeft: Bool) throws(FoodTruckError)
    -> [Rect]
  {
    try LayoutLimits.bounds(bounds)
    try LayoutLimits.count(count, input: "count")
    let hero = max(0, min((bounds.size.width - spacing) / 2, bounds.size.height))
    let heroOrigin = Point(
      x: bounds.minX + (bounds.size.width - (2 * hero + spacing)) / 2,
      y: bounds.minY + (bounds.size.height - hero) / 2)
    let tileOrigin = Point(x: heroOrigin.x + hero + spacing, y: heroOrigin.y)
    let tile = max(0, (hero - 10) / 2)
    var frames: [Rect] = []
    for index in 0..<max(0, count) {
      if index == 0 {
        frames.append(Rect(x: heroOrigin.x, y: heroOrigin.y, width: hero, height: hero))
        continue
      }
      let k = index - 1
      let xPos = Double(k % 2)
      let yPos = k < 2 ? 0.0 : 1.0
      // Anchored at the unit point (xPos, yPos) of the tile.
      frames.append(
        Rect(
          x: tileOrigin.x + xPos * hero - xPos * tile, y: tileOrigin.y + yPos * hero - yPos * tile,
          width: tile, height: tile))
    }
    return rightToLeft ? frames.map { $0.mirrored(in: bounds) } : frames
  }
}
