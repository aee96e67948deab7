// SPDX-License-Identifier: Apache-2.0
// SegmentedGauge: the Orders widget's gauge: `total` segments, `value` of them filled
// (docs/domain.md §6.8).

public enum SegmentedGauge {
  public static let gap = 3.0
  public static let height = 11.0
  public static let innerRadius = 2.0
  public static let unfilledOpacity = 0.35

  /// One segment: its frame, whether it is filled, and its corner radii on the left and
  /// right as drawn (physical sides, already mirrored for right to left).
  public struct Segment: Sendable, Hashable {
    public let frame: Rect
    public let filled: Bool
    public let leftRadius: Double
    public let rightRadius: Double
  }

  /// The most segments a gauge has: far more than a widget shows.
  public static let maximumSegments = 1_000

  /// The segments for `value` of `total` across `width` (value clamped to 0...total, total to
  /// at least 1). The first segment's leading corners and the last one's trailing corners are
  /// capsule-round (radius height / 2), inner corners 2; right to left lays the segments out
  /// from the right and swaps the roles, as the original does. Every segment lies inside
  /// 0...width: a width narrower than the gaps between `total` segments, or a total above
  /// ``maximumSegments``, is refused.
  public static func segments(value: Int, total: Int, width: Double, rightToLeft: Bool)
    throws(FoodTruckError) -> [Segment]
  {
    try LayoutLimits.length(width, "the gauge's width", input: "width")
    guard total <= maximumSegments else {
      throw .invalidArgument(
        "\(total) segments are more than the \(maximumSegments) a gauge may have", input: "total")
    }
    // The original's order: value = min(value, total) first, then total = max(total, 1).
    let filled = max(0, min(value, total))
    let total = max(total, 1)
    let gaps = gap * Double(total - 1)
    guard width >= gaps else {
      throw .invalidArgument(
        "the gauge's width \(width) is narrower than the gaps between \(total) segments "
          + "(\(gaps) points)", input: "width")
    }
    let segmentWidth = (width - gaps) / Double(total)
    let capsule = height / 2
    return (0..<total).map { index in
      let isFirst = index == 0
      let isLast = index == total - 1
      let leading = isFirst ? capsule : innerRadius
      let trailing = isLast ? capsule : innerRadius
      let x = Double(index) * (segmentWidth + gap)
      let frame = Rect(
        x: rightToLeft ? width - x - segmentWidth : x, y: 0, width: segmentWidth, height: height)
      return Segment(
        frame: frame, filled: index < filled, leftRadius: rightToLeft ? trailing : leading,
        rightRadius: rightToLeft ? leading : trailing)
    }
  }
}
