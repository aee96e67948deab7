// SPDX-License-Identifier: Apache-2.0
// AdaptiveLayout: the width rules: compact or regular (WidthThresholdReader) and the donut
// gallery's grid (docs/domain.md §6.5, §6.6).

public enum AdaptiveLayout {
  /// The default compact threshold (the Truck screen uses 520).
  public static let defaultThreshold = 400.0

  /// True when `width` is below `threshold`, or the text size is xxLarge or larger. Both are
  /// lengths within ``LayoutLimits``.
  public static func isCompact(width: Double, threshold: Double, largeText: Bool = false)
    throws(FoodTruckError) -> Bool
  {
    try LayoutLimits.length(width, "the width", input: "width")
    try LayoutLimits.length(threshold, "the threshold", input: "threshold")
    return largeText || width < threshold
  }

  /// The donut gallery's grid at a width.
  public struct Grid: Sendable, Hashable {
    /// How many columns fit.
    public let columns: Int
    /// The width of each cell (columns share the width minus the gaps).
    public let cellWidth: Double
    /// The donut thumbnail's side.
    public let thumbnail: Double
    /// True for the reduced sizes (narrow width or very large text).
    public let reduced: Bool
  }

  public static let galleryGap = 20.0
  /// The most columns a gallery has, whatever the width.
  public static let maximumColumns = 10_000

  /// The gallery grid: reduced (cells at least 100 wide, 60 pt thumbnails) at widths up to 390
  /// or with very large text, else cells at least 150 wide with 100 pt thumbnails; as many
  /// columns as fit with 20 pt gaps (at least one; at most ``maximumColumns``). The width is a
  /// length within ``LayoutLimits``.
  public static func galleryGrid(width: Double, largeText: Bool = false) throws(FoodTruckError)
    -> Grid
  {
    try LayoutLimits.length(width, "the width", input: "width")
    let reduced = largeText || width <= 390
    let minimum = reduced ? 100.0 : 150.0
    // Clamped before the conversion: Int(_:) of a huge double would trap.
    let fit = ((width + galleryGap) / (minimum + galleryGap)).rounded(.down)
    let columns = fit.isFinite ? max(1, Int(min(fit, Double(maximumColumns)))) : 1
    let cellWidth = max(0, (width - galleryGap * Double(columns - 1)) / Double(columns))
    return Grid(
      columns: columns, cellWidth: cellWidth, thumbnail: reduced ? 60 : 100, reduced: reduced)
  }
}
