// SPDX-License-Identifier: Apache-2.0
// AdaptiveLayoutTests: the width rules: compact below a threshold (400 by default, 520 on the
// Truck screen) or with very large text, and the donut gallery's grid: reduced sizes up to 390
// points, as many columns as fit with 20-point gaps (docs/domain.md §6.5, §6.6).

import FoodTruckKit
import Testing

@Suite("AdaptiveLayout")
struct AdaptiveLayoutTests {
  @Test(
    "Compact below the threshold, or with very large text",
    arguments: [
      (399.0, 400.0, false, true), (399.999, 400, false, true), (400, 400, false, false),
      (1_200, 400, false, false), (519, 520, false, true), (520, 520, false, false),
      (1_200, 520, true, true), (0, 400, false, true), (0, 0, false, false), (0, 0, true, true),
    ])
  func compact(width: Double, threshold: Double, largeText: Bool, compact: Bool) throws {
    #expect(
      try AdaptiveLayout.isCompact(width: width, threshold: threshold, largeText: largeText)
        == compact)
  }

  @Test("The default threshold is the original's 400")
  func defaultThreshold() throws {
    #expect(AdaptiveLayout.defaultThreshold == 400)
    #expect(try AdaptiveLayout.isCompact(width: 399, threshold: AdaptiveLayout.defaultThreshold))
    #expect(try !AdaptiveLayout.isCompact(width: 400, threshold: AdaptiveLayout.defaultThreshold))
  }

  /// (width, large text) -> (columns, cell width, thumbnail, reduced), worked out by hand from
  /// docs/domain.md §6.6: columns = max(1, floor((w + 20) / (minimum + 20))),
  /// cell = (w - 20 (c - 1)) / c.
  static let grids: [((Double, Bool), (Int, Double, Double, Bool))] = [
    ((390, false), (3, 350.0 / 3, 60, true)),
    ((391, false), (2, 185.5, 100, false)),
    ((0, false), (1, 0, 60, true)),
    ((100, false), (1, 100, 60, true)),
    ((219, false), (1, 219, 60, true)),
    ((220, false), (2, 100, 60, true)),
    ((659, false), (3, 619.0 / 3, 100, false)),
    ((660, false), (4, 150, 100, false)),
    ((1_000, false), (6, 150, 100, false)),
    ((1_000, true), (8, 107.5, 60, true)),
    ((50, true), (1, 50, 60, true)),
  ]

  @Test("The gallery grid at a width", arguments: grids)
  func gallery(input: (Double, Bool), expected: (Int, Double, Double, Bool)) throws {
    let grid = try AdaptiveLayout.galleryGrid(width: input.0, largeText: input.1)
    #expect(grid.columns == expected.0)
    #expect(abs(grid.cellWidth - expected.1) < 1e-9, "\(grid.cellWidth)")
    #expect(grid.thumbnail == expected.2)
    #expect(grid.reduced == expected.3)
  }

  @Test(
    "The columns and their gaps fill the width exactly",
    arguments: [120.0, 333, 390, 391, 512, 768, 1_024, 1_366, 2_560])
  func fillsTheWidth(width: Double) throws {
    let grid = try AdaptiveLayout.galleryGrid(width: width)
    let used = Double(grid.columns) * grid.cellWidth + 20 * Double(grid.columns - 1)
    #expect(abs(used - width) < 1e-9)
    #expect(grid.cellWidth >= (grid.reduced ? 100 : 150))
    #expect(AdaptiveLayout.galleryGap == 20)
  }
}
