// SPDX-License-Identifier: Apache-2.0
// LayoutLimitsTests: every layout refuses what it cannot place (a length that is negative, not
// finite or beyond 1e9 points, a coordinate beyond ±1e9, more than a million items), naming the
// input, and accepts the edges; the C API refuses the same through these checks.

import FoodTruckKit
import Testing

@Suite("LayoutLimits")
struct LayoutLimitsTests {
  static let bounds = Rect(x: 0, y: 0, width: 60, height: 60)
  /// Just above 1e9 points: the next double.
  static let beyond = 1e9.nextUp
  static let item = Size(width: 10, height: 10)

  /// (what is wrong, the call, the input the error names).
  static let refused: [(String, @Sendable () throws -> Void, String)] = [
    (
      "stack bounds width -1",
      {
        _ = try DiagonalStack.frames(
          count: 3, in: Rect(x: 0, y: 0, width: -1, height: 60), rightToLeft: false)
      }, "bounds"
    ),
    (
      "stack bounds x NaN",
      {
        _ = try DiagonalStack.frames(
          count: 3, in: Rect(x: .nan, y: 0, width: 60, height: 60), rightToLeft: false)
      }, "bounds"
    ),
    (
      "stack proposal beyond",
      {
        _ = try DiagonalStack.frames(
          count: 3, in: bounds, proposal: Size(width: beyond, height: 1), rightToLeft: false)
      }, "proposal"
    ),
    (
      "hero bounds y -infinity",
      {
        _ = try HeroTiling.frames(
          count: 5, in: Rect(x: 0, y: -.infinity, width: 210, height: 100), rightToLeft: false)
      }, "bounds"
    ),
    (
      "hero 1,000,001 tiles",
      { _ = try HeroTiling.frames(count: 1_000_001, in: bounds, rightToLeft: false) }, "count"
    ),
    (
      "lattice bounds height beyond",
      {
        _ = try DonutLattice.frames(
          count: 14, in: Rect(x: 0, y: 0, width: 250, height: beyond), rightToLeft: false)
      }, "bounds"
    ),
    (
      "lattice bounds x beyond",
      {
        _ = try DonutLattice.frames(
          count: 14, in: Rect(x: -beyond, y: 0, width: 250, height: 150), rightToLeft: false)
      }, "bounds"
    ),
    ("flow item width -1", { _ = try flow([item, Size(width: -1, height: 10)]) }, "items"),
    ("flow item height NaN", { _ = try flow([Size(width: 10, height: .nan)]) }, "items"),
    (
      "flow horizontal spacing beyond", { _ = try flow([item], horizontalSpacing: beyond) },
      "horizontalSpacing"
    ),
    (
      "flow vertical spacing -0.5", { _ = try flow([item], verticalSpacing: -0.5) },
      "verticalSpacing"
    ),
    ("flow width NaN", { _ = try flow([item], width: .points(.nan)) }, "width"),
    ("flow 1,000,001 items", { _ = try flow(Array(repeating: item, count: 1_000_001)) }, "items"),
    (
      "compact width infinity",
      { _ = try AdaptiveLayout.isCompact(width: .infinity, threshold: 400) }, "width"
    ),
    (
      "compact threshold -1", { _ = try AdaptiveLayout.isCompact(width: 300, threshold: -1) },
      "threshold"
    ),
    ("gallery width NaN", { _ = try AdaptiveLayout.galleryGrid(width: .nan) }, "width"),
    (
      "gauge width beyond",
      { _ = try SegmentedGauge.segments(value: 1, total: 2, width: beyond, rightToLeft: false) },
      "width"
    ),
  ]

  static func flow(
    _ items: [Size], width: Dimension = .points(100), horizontalSpacing: Double = 10,
    verticalSpacing: Double = 10
  ) throws(FoodTruckError) -> FlowLayout.Result {
    try FlowLayout.layout(
      items: items, width: width, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing, horizontal: .leading, vertical: .top, rightToLeft: false)
  }

  @Test("Out of range is refused, naming the input", arguments: refused)
  func refusal(what: String, call: @Sendable () throws -> Void, input: String) {
    let error = #expect(throws: FoodTruckError.self, "\(what)") { try call() }
    #expect(error?.kind == .invalidArgument, "\(what)")
    #expect(error?.input == input, "\(what)")
  }

  @Test("The edges are accepted: ±1e9 origins, 0 and 1e9 lengths, -0.0, a million items")
  func edges() throws {
    let huge = Rect(x: -1e9, y: 1e9, width: 1e9, height: 0)
    #expect(try DiagonalStack.frames(count: 3, in: huge, rightToLeft: true).count == 3)
    #expect(try DonutLattice.frames(count: 14, in: huge, rightToLeft: false).count == 14)
    #expect(try HeroTiling.frames(count: 6, in: huge, rightToLeft: false).count == 6)
    let flat = try Self.flow(
      [Size(width: 0, height: 1e9), Size(width: -0.0, height: 0)], horizontalSpacing: 1e9,
      verticalSpacing: 0)
    #expect(flat.frames.count == 2)
    #expect(try AdaptiveLayout.isCompact(width: -0.0, threshold: 1e9))
    #expect(try AdaptiveLayout.galleryGrid(width: 1e9).columns == AdaptiveLayout.maximumColumns)
    #expect(try Self.flow(Array(repeating: Self.item, count: 1_000_000)).frames.count == 1_000_000)
  }

  @Test("The diagonal stack places at most 3, whatever the count")
  func stackCapacity() throws {
    #expect(DiagonalStack.capacity == 3)
    for count in [0, 1, 2, 3, 4, 1_000, Int.max] {
      let frames = try DiagonalStack.frames(count: count, in: Self.bounds, rightToLeft: false)
      #expect(frames.count == min(count, 3))
    }
    #expect(try DiagonalStack.frames(count: -1, in: Self.bounds, rightToLeft: false).isEmpty)
  }
}
