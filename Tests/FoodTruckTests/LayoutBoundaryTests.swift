// SPDX-License-Identifier: Apache-2.0
// LayoutBoundaryTests: the layouts and width rules through the C ABI: the worked examples of
// docs/domain.md §6.1, §6.2 and §6.4 as known answers, right to left mirrored, the
// buffer convention for frames, FOODTRUCK_UNSPECIFIED and infinity as proposals, and the refusals
// (NaN, infinite or negative sizes, bad alignments, too many items or segments), each leaving
// the outputs untouched.

import CFoodTruck
import FoodTruck
import Testing

@Suite("Layout boundary")
struct LayoutBoundaryTests {
  static let sentinel = foodtruck_rect(x: -7, y: -7, width: -7, height: -7)

  static func values(_ frames: [foodtruck_rect]) -> [[Double]] {
    frames.map { [$0.x, $0.y, $0.width, $0.height] }
  }

  static func close(_ a: [[Double]], _ b: [[Double]]) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy { x, y in zip(x, y).allSatisfy { abs($0 - $1) <= 1e-9 } }
  }

  /// The frames of a (count, bounds, right_to_left) layout, read as a C caller does.
  static func frames(
    _ layout: (
      UInt, foodtruck_rect, Bool, UnsafeMutablePointer<foodtruck_rect>?, UInt,
      UnsafeMutablePointer<UInt>?
    )
      -> foodtruck_status,
    _ count: UInt, _ bounds: foodtruck_rect, rightToLeft: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [[Double]] {
    values(
      try readArray(sentinel, sourceLocation: sourceLocation) {
        layout(count, bounds, rightToLeft, $0, $1, $2)
      })
  }

  /// A flow layout read as a C caller does: the count, then the frames and the size.
  static func flow(
    _ items: [foodtruck_size], width: Double, spacing: Double = 10,
    _ horizontal: foodtruck_horizontal_alignment = FOODTRUCK_ALIGN_LEADING,
    _ vertical: foodtruck_vertical_alignment = FOODTRUCK_ALIGN_TOP, rightToLeft: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (frames: [[Double]], size: [Double]) {
    var size = foodtruck_size(width: -7, height: -7)
    let frames = try readArray(sentinel, sourceLocation: sourceLocation) { out, capacity, count in
      layoutFlow(
        items, UInt(items.count), width, spacing, spacing, horizontal, vertical, rightToLeft, out,
        capacity, count, &size)
    }
    return (values(frames), [size.width, size.height])
  }

  // MARK: - foodtruck_layout_diagonal_stack_size, foodtruck_layout_diagonal_stack (docs/domain.md §6.1)

  @Test(
    "The stack's size: a square of side min(width, height); FOODTRUCK_UNSPECIFIED reads as 60",
    arguments: [
      (FOODTRUCK_UNSPECIFIED, FOODTRUCK_UNSPECIFIED, 60.0), (FOODTRUCK_UNSPECIFIED, 40, 40),
      (100, FOODTRUCK_UNSPECIFIED, 60),
      (100, 80, 80), (-123, -0.5, 60), (-.infinity, 25, 25), (.infinity, 25, 25), (0, 50, 0),
    ])
  func stackSize(width: Double, height: Double, side: Double) {
    var size = foodtruck_size(width: -7, height: -7)
    #expect(layoutDiagonalStackSize(width, height, &size) == FOODTRUCK_OK)
    #expect([size.width, size.height] == [side, side])
  }

  @Test(
    "The lattice's size: cell = min(width / 5, height / 3), 5 cells by 3",
    arguments: [
      (460.0, 180.0, 300.0, 180.0), (200, 180, 200, 120), (FOODTRUCK_UNSPECIFIED, 90, 150, 90),
      (250, FOODTRUCK_UNSPECIFIED, 250, 150),
    ])
  func latticeSize(width: Double, height: Double, expectedWidth: Double, expectedHeight: Double) {
    var size = foodtruck_size(width: -7, height: -7)
    #expect(layoutDonutLatticeSize(width, height, &size) == FOODTRUCK_OK)
    #expect([size.width, size.height] == [expectedWidth, expectedHeight])
    #expect(layoutDonutLatticeSize(.nan, height, &size) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect([size.width, size.height] == [expectedWidth, expectedHeight])
  }

  @Test("A NaN proposal is refused; size_out stays untouched")
  func stackSizeRefusals() {
    var size = foodtruck_size(width: -7, height: -7)
    #expect(layoutDiagonalStackSize(.nan, 10, &size) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_layout_diagonal_stack_size: width"))
    #expect(layoutDiagonalStackSize(10, .nan, &size) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_layout_diagonal_stack_size: height"))
    #expect([size.width, size.height] == [-7, -7])
    #expect(layoutDiagonalStackSize(10, 10, nil) == FOODTRUCK_ERR_NULL_ARGUMENT)
  }

  @Test(
    "The diagonal stack's worked example: s = 60, C = (30, 30)",
    arguments: zip(
      [UInt(1), 2, 3, 4],
      [
        [[0.0, 0, 60, 60]],
        [[0, -3, 42, 42], [18, 21, 42, 42]],
        [[0, -3.3, 42, 39], [10.5, 10.5, 39, 39], [18, 24.3, 42, 39]],
        [[0, -3.3, 42, 39], [10.5, 10.5, 39, 39], [18, 24.3, 42, 39]],
      ]))
  func stackWorkedExample(count: UInt, expected: [[Double]]) throws {
    let frames = try LayoutBoundaryTests.frames(
      layoutDiagonalStack, count, foodtruck_rect(x: 0, y: 0, width: 60, height: 60))
    #expect(LayoutBoundaryTests.close(frames, expected), "\(frames)")
  }

  @Test("Right to left mirrors the stack inside offset bounds")
  func stackRightToLeft() throws {
    let bounds = foodtruck_rect(x: 10, y: 20, width: 100, height: 60)
    let ltr = try LayoutBoundaryTests.frames(layoutDiagonalStack, 2, bounds)
    let rtl = try LayoutBoundaryTests.frames(layoutDiagonalStack, 2, bounds, rightToLeft: true)
    // s = 60, C = (80, 50): centres (71, 38) and (89, 62).
    #expect(LayoutBoundaryTests.close(ltr, [[50, 17, 42, 42], [68, 41, 42, 42]]))
    #expect(
      LayoutBoundaryTests.close(rtl, ltr.map { [10 + 110 - $0[0] - $0[2], $0[1], $0[2], $0[3]] }))
  }

  @Test("The frames buffer: a count query, too small (untouched), the count of min(count, 3)")
  func stackBuffer() {
    let bounds = foodtruck_rect(x: 0, y: 0, width: 60, height: 60)
    var count: UInt = 99
    #expect(layoutDiagonalStack(UInt(Int.max), bounds, false, nil, 0, &count) == FOODTRUCK_OK)
    #expect(count == 3)
    var small = [foodtruck_rect](repeating: LayoutBoundaryTests.sentinel, count: 2)
    #expect(
      layoutDiagonalStack(3, bounds, false, &small, 2, &count) == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(count == 3)
    #expect(LayoutBoundaryTests.values(small) == [[-7, -7, -7, -7], [-7, -7, -7, -7]])
    #expect(lastErrorText.hasPrefix("foodtruck_layout_diagonal_stack: "))
    #expect(layoutDiagonalStack(0, bounds, false, nil, 0, &count) == FOODTRUCK_OK)
    #expect(count == 0)
  }

  // MARK: - foodtruck_layout_flow (docs/domain.md §6.4)

  static let worked = [
    foodtruck_size(width: 30, height: 10), foodtruck_size(width: 40, height: 20),
    foodtruck_size(width: 50, height: 15),
    foodtruck_size(width: 20, height: 10),
  ]

  @Test("The flow's worked example: rows {0, 1} and {2, 3}, 80 x 45, the second row at y = 30")
  func flowWorkedExample() throws {
    let flow = try LayoutBoundaryTests.flow(LayoutBoundaryTests.worked, width: 100)
    #expect(flow.size == [80, 45])
    #expect(
      flow.frames == [[0, 0, 30, 10], [40, 0, 40, 20], [0, 30, 50, 15], [60, 30, 20, 10]])
    let centred = try LayoutBoundaryTests.flow(
      LayoutBoundaryTests.worked, width: 100, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE)
    #expect(
      centred.frames == [[0, 5, 30, 10], [40, 0, 40, 20], [0, 30, 50, 15], [60, 32.5, 20, 10]])
  }

  @Test(
    "Rows of different widths align within the widest; right to left mirrors them",
    arguments: zip(
      [FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_TRAILING], [0.0, 15, 30]))
  func flowAlignment(horizontal: foodtruck_horizontal_alignment, secondRowX: Double) throws {
    let items = Array(LayoutBoundaryTests.worked.prefix(3))
    let ltr = try LayoutBoundaryTests.flow(items, width: 100, horizontal, FOODTRUCK_ALIGN_BOTTOM)
    #expect(ltr.size == [80, 45])
    #expect(ltr.frames == [[0, 10, 30, 10], [40, 0, 40, 20], [secondRowX, 30, 50, 15]])
    let rtl = try LayoutBoundaryTests.flow(
      items, width: 100, horizontal, FOODTRUCK_ALIGN_BOTTOM, rightToLeft: true)
    #expect(rtl.frames == ltr.frames.map { [80 - $0[0] - $0[2], $0[1], $0[2], $0[3]] })
  }

  @Test("No items: no frames, size 0 x 0; items may be NULL then")
  func flowEmpty() {
    var size = foodtruck_size(width: -7, height: -7)
    var count: UInt = 99
    #expect(
      layoutFlow(
        nil, 0, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, false, nil, 0, &count,
        &size)
        == FOODTRUCK_OK)
    #expect(count == 0)
    #expect([size.width, size.height] == [0, 0])
  }

  @Test("An item wider than the row sits alone and overflows")
  func flowOverflow() throws {
    let items = [30.0, 150, 40].map { foodtruck_size(width: $0, height: 10) }
    let flow = try LayoutBoundaryTests.flow(items, width: 100)
    #expect(flow.frames == [[0, 0, 30, 10], [0, 20, 150, 10], [0, 40, 40, 10]])
    #expect(flow.size == [150, 50])
  }

  @Test(
    "INFINITY is one row; FOODTRUCK_UNSPECIFIED reads as 10",
    arguments: zip([Double.infinity, FOODTRUCK_UNSPECIFIED], [[170.0, 20], [50, 85]]))
  func flowWidths(width: Double, size: [Double]) throws {
    let flow = try LayoutBoundaryTests.flow(LayoutBoundaryTests.worked, width: width)
    #expect(flow.size == size)
    #expect(flow.frames.map(\.[0]) == (width.isInfinite ? [0, 40, 90, 150] : [0, 0, 0, 0]))
  }

  @Test("The frames buffer: capacity below item_count is too small; nothing is written")
  func flowBuffer() {
    let items = LayoutBoundaryTests.worked
    var frames = [foodtruck_rect](repeating: LayoutBoundaryTests.sentinel, count: 3)
    var size = foodtruck_size(width: -7, height: -7)
    var count: UInt = 0
    let status = layoutFlow(
      items, 4, 100, 10, 10, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, false, &frames, 3,
      &count, &size)
    #expect(status == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(count == 4)
    #expect(LayoutBoundaryTests.values(frames).allSatisfy { $0 == [-7, -7, -7, -7] })
    #expect([size.width, size.height] == [-7, -7], "size_out only on success")
  }

  @Test(
    "Refused flows name the bad argument and write nothing",
    arguments: [
      (
        "items: item 0's width", [foodtruck_size(width: .nan, height: 1)], 100.0, 10.0, 0 as UInt32,
        0 as UInt32
      ),
      (
        "items: item 1's height",
        [foodtruck_size(width: 1, height: 1), foodtruck_size(width: 1, height: -1)], 100, 10,
        0, 0
      ),
      ("items: item 0's width", [foodtruck_size(width: .infinity, height: 1)], 100, 10, 0, 0),
      (
        // On the second row: the first is measured before it, and still nothing is written.
        "items: item 2's height",
        [
          foodtruck_size(width: 60, height: 1), foodtruck_size(width: 60, height: 1),
          foodtruck_size(width: 1, height: .nan),
        ], 100, 10, 0, 0
      ),
      ("width", [foodtruck_size(width: 1, height: 1)], .nan, 10, 0, 0),
      ("horizontal_spacing", [foodtruck_size(width: 1, height: 1)], 100, -1, 0, 0),
      ("horizontal_spacing", [foodtruck_size(width: 1, height: 1)], 100, .infinity, 0, 0),
      ("horizontal", [foodtruck_size(width: 1, height: 1)], 100, 10, 3, 0),
      ("vertical", [foodtruck_size(width: 1, height: 1)], 100, 10, 0, 99),
    ])
  func flowRefusals(
    parameter: String, items: [foodtruck_size], width: Double, spacing: Double, horizontal: UInt32,
    vertical: UInt32
  ) {
    var frames = [foodtruck_rect](repeating: LayoutBoundaryTests.sentinel, count: 4)
    var size = foodtruck_size(width: -7, height: -7)
    var count: UInt = 77
    let status = layoutFlow(
      items, UInt(items.count), width, spacing, spacing,
      foodtruck_horizontal_alignment(rawValue: horizontal),
      foodtruck_vertical_alignment(rawValue: vertical), false, &frames, 4, &count, &size)
    #expect(status == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_layout_flow: \(parameter)"), "\(lastErrorText)")
    #expect(count == 77 && [size.width, size.height] == [-7, -7])
    #expect(LayoutBoundaryTests.values(frames).allSatisfy { $0 == [-7, -7, -7, -7] })
  }

  @Test("item_count above 1,000,000 is refused before an item is read")
  func flowItemLimit() {
    var item = foodtruck_size(width: 1, height: 1)
    var size = foodtruck_size()
    #expect(
      layoutFlow(
        &item, 1_000_001, 100, 0, 0, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, false, nil, 0,
        nil, &size)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_layout_flow: item_count"))
    #expect(
      layoutFlow(
        nil, 1, 100, 0, 0, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, false, nil, 0, nil, &size)
        == FOODTRUCK_ERR_NULL_ARGUMENT)
  }

  // MARK: - foodtruck_layout_hero_tiling, foodtruck_layout_donut_lattice (docs/domain.md §6.2, §6.3)

  @Test("Hero tiling's worked example: 210 x 100, hero 100, tiles 45 x 45; right to left mirrored")
  func heroWorkedExample() throws {
    let bounds = foodtruck_rect(x: 0, y: 0, width: 210, height: 100)
    #expect(
      try LayoutBoundaryTests.frames(layoutHeroTiling, 5, bounds) == [
        [0, 0, 100, 100], [110, 0, 45, 45], [165, 0, 45, 45], [110, 55, 45, 45], [165, 55, 45, 45],
      ])
    #expect(
      try LayoutBoundaryTests.frames(layoutHeroTiling, 5, bounds, rightToLeft: true) == [
        [110, 0, 100, 100], [55, 0, 45, 45], [0, 0, 45, 45], [55, 55, 45, 45], [0, 55, 45, 45],
      ])
    let six = try LayoutBoundaryTests.frames(layoutHeroTiling, 6, bounds)
    #expect(six[5] == six[3], "a sixth subview lands on the bottom-left tile")
  }

  @Test("Hero tiling counts above 1,000,000 are refused; the count is reported otherwise")
  func heroCount() {
    let bounds = foodtruck_rect(x: 0, y: 0, width: 210, height: 100)
    var count: UInt = 0
    #expect(layoutHeroTiling(1_000_000, bounds, false, nil, 0, &count) == FOODTRUCK_OK)
    #expect(count == 1_000_000)
    #expect(
      layoutHeroTiling(1_000_001, bounds, false, nil, 0, &count) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_layout_hero_tiling: count"))
  }

  @Test("The lattice: rows of 5, 4 and 5 cells, 14 at most, anchored bottom-trailing")
  func lattice() throws {
    let frames = try LayoutBoundaryTests.frames(
      layoutDonutLattice, 20, foodtruck_rect(x: 0, y: 0, width: 900, height: 300))
    #expect(frames.count == 14)
    let expectedRows: [[[Double]]] = [
      (0..<5).map { [405 + 100 * Double($0), 5, 90, 90] },
      (0..<4).map { [455 + 100 * Double($0), 105, 90, 90] },
      (0..<5).map { [405 + 100 * Double($0), 205, 90, 90] },
    ]
    #expect(frames == expectedRows.flatMap { $0 })
    let rtl = try LayoutBoundaryTests.frames(
      layoutDonutLattice, 20, foodtruck_rect(x: 0, y: 0, width: 900, height: 300), rightToLeft: true
    )
    #expect(rtl == frames.map { [900 - $0[0] - $0[2], $0[1], $0[2], $0[3]] })
  }

  /// Bounds the layouts refuse, and the field the message names.
  static let refusedBounds: [(foodtruck_rect, String)] = [
    (foodtruck_rect(x: .nan, y: 0, width: 10, height: 10), "bounds: the bounds' x"),
    (foodtruck_rect(x: 0, y: .infinity, width: 10, height: 10), "bounds: the bounds' y"),
    (foodtruck_rect(x: 0, y: 0, width: -1, height: 10), "bounds: the bounds' width"),
    (foodtruck_rect(x: 0, y: 0, width: 10, height: -.infinity), "bounds: the bounds' height"),
  ]

  @Test("Bounds that are not finite or have a negative size are refused", arguments: refusedBounds)
  func badBounds(bounds: foodtruck_rect, field: String) {
    let layouts:
      [(
        String,
        (
          UInt, foodtruck_rect, Bool, UnsafeMutablePointer<foodtruck_rect>?, UInt,
          UnsafeMutablePointer<UInt>?
        ) ->
          foodtruck_status
      )] = [
        ("foodtruck_layout_diagonal_stack", layoutDiagonalStack),
        ("foodtruck_layout_hero_tiling", layoutHeroTiling),
        ("foodtruck_layout_donut_lattice", layoutDonutLattice),
      ]
    for (name, layout) in layouts {
      var frames = [foodtruck_rect](repeating: LayoutBoundaryTests.sentinel, count: 8)
      var count: UInt = 77
      #expect(layout(2, bounds, false, &frames, 8, &count) == FOODTRUCK_ERR_INVALID_ARGUMENT)
      #expect(lastErrorText.hasPrefix("\(name): \(field)"), "\(lastErrorText)")
      #expect(count == 77 && frames.allSatisfy { $0.x == -7 })
    }
  }

  // MARK: - foodtruck_layout_is_compact, foodtruck_layout_gallery_grid (docs/domain.md §6.5, §6.6)

  @Test(
    "Compact below the threshold or with very large text",
    arguments: [
      (399.0, 400.0, false, true), (400, 400, false, false), (519, 520, false, true),
      (520, 520, false, false), (2_000, 520, true, true), (0, 0, false, false),
    ])
  func compact(width: Double, threshold: Double, largeText: Bool, compact: Bool) {
    var result = !compact
    #expect(layoutIsCompact(width, threshold, largeText, &result) == FOODTRUCK_OK)
    #expect(result == compact)
  }

  @Test(
    "Widths and thresholds that are negative or not finite are refused",
    arguments: [
      (-1.0, 400.0, "width"), (.nan, 400, "width"), (.infinity, 400, "width"),
      (400, -0.5, "threshold"), (400, .infinity, "threshold"),
    ])
  func compactRefusals(width: Double, threshold: Double, parameter: String) {
    var result = true
    #expect(layoutIsCompact(width, threshold, false, &result) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_layout_is_compact: \(parameter)"))
    #expect(result == true)
    #expect(layoutIsCompact(1, 1, false, nil) == FOODTRUCK_ERR_NULL_ARGUMENT)
  }

  /// (width, large text, columns, cell width, thumbnail, reduced), worked out by hand from
  /// docs/domain.md §6.6.
  static let grids: [(Double, Bool, Int32, Double, Double, Bool)] = [
    (390, false, 3, 350.0 / 3, 60, true), (391, false, 2, 185.5, 100, false),
    (1_000, false, 6, 150, 100, false), (1_000, true, 8, 107.5, 60, true),
    (0, false, 1, 0, 60, true),
  ]

  @Test("The gallery grid: reduced up to 390 points or with large text", arguments: grids)
  func gallery(
    width: Double, largeText: Bool, columns: Int32, cell: Double, thumbnail: Double, reduced: Bool
  ) {
    var grid = foodtruck_gallery_grid(cell_width: -7, thumbnail: -7, columns: -7, reduced: !reduced)
    #expect(layoutGalleryGrid(width, largeText, &grid) == FOODTRUCK_OK)
    #expect(grid.columns == columns)
    #expect(abs(grid.cell_width - cell) < 1e-9)
    #expect(grid.thumbnail == thumbnail && grid.reduced == reduced)
  }

  @Test(
    "A gallery width that is negative or not finite is refused", arguments: [-1.0, .nan, .infinity])
  func galleryRefusals(width: Double) {
    var grid = foodtruck_gallery_grid(cell_width: -7, thumbnail: -7, columns: -7, reduced: true)
    #expect(layoutGalleryGrid(width, false, &grid) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(grid.columns == -7)
    #expect(layoutGalleryGrid(500, false, nil) == FOODTRUCK_ERR_NULL_ARGUMENT)
  }

  // MARK: - foodtruck_layout_segmented_gauge (docs/domain.md §6.8)

  static func gauge(_ value: Int32, _ total: Int32, _ width: Double, rightToLeft: Bool = false)
    throws -> [foodtruck_gauge_segment]
  {
    let blank = foodtruck_gauge_segment(
      frame: sentinel, filled: false, left_radius: -7, right_radius: -7)
    return try readArray(blank) {
      layoutSegmentedGauge(value, total, width, rightToLeft, $0, $1, $2)
    }
  }

  @Test("The original's preview, 8 of 10 across 200 points")
  func gaugePreview() throws {
    let segments = try LayoutBoundaryTests.gauge(8, 10, 200)
    #expect(segments.map(\.filled) == Array(repeating: true, count: 8) + [false, false])
    for (index, segment) in segments.enumerated() {
      #expect(abs(segment.frame.x - 20.3 * Double(index)) < 1e-9)
      #expect(abs(segment.frame.width - 17.3) < 1e-9)
      #expect([segment.frame.y, segment.frame.height] == [0, 11])
    }
    #expect(segments.map(\.left_radius) == [5.5] + Array(repeating: 2, count: 9))
    #expect(segments.map(\.right_radius) == Array(repeating: 2, count: 9) + [5.5])
  }

  @Test("Right to left fills from the right and swaps the rounding")
  func gaugeRightToLeft() throws {
    let rtl = try LayoutBoundaryTests.gauge(1, 3, 100, rightToLeft: true)
    let segmentWidth = (100.0 - 6) / 3
    #expect(
      rtl.map(\.frame.x).map { ($0 * 1e9).rounded() / 1e9 }
        == [100 - segmentWidth, 100 - 2 * segmentWidth - 3, 0].map { ($0 * 1e9).rounded() / 1e9 })
    #expect(rtl.map(\.filled) == [true, false, false])
    #expect(rtl.map(\.left_radius) == [2, 2, 5.5])
    #expect(rtl.map(\.right_radius) == [5.5, 2, 2])
  }

  @Test("A width narrower than the gaps is refused: 1,000 segments need 2,997 points")
  func gaugeTooNarrow() {
    var count: UInt = 77
    #expect(
      layoutSegmentedGauge(500, 1_000, 10, false, nil, 0, &count) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(
      lastErrorText
        == "foodtruck_layout_segmented_gauge: width: the gauge's width 10.0 is narrower than the gaps"
        + " between 1000 segments (2997.0 points)")
    #expect(count == 77)
    #expect(layoutSegmentedGauge(500, 1_000, 2_997, false, nil, 0, &count) == FOODTRUCK_OK)
    #expect(count == 1_000)
  }

  @Test(
    "Totals of one segment or less give one capsule; above 1,000 are refused",
    arguments: zip([Int32(1), 0, -5, Int32.min, 1_001, Int32.max], [1, 1, 1, 1, -1, -1]))
  func gaugeTotals(total: Int32, segments: Int) {
    var count: UInt = 77
    let status = layoutSegmentedGauge(1, total, 5_000, false, nil, 0, &count)
    if segments < 0 {
      #expect(status == FOODTRUCK_ERR_INVALID_ARGUMENT)
      #expect(lastErrorText.hasPrefix("foodtruck_layout_segmented_gauge: total"))
      #expect(count == 77)
    } else {
      #expect(status == FOODTRUCK_OK)
      #expect(count == UInt(segments))
    }
  }

  @Test("The spot map through the ABI: London's six centres in its order, north up, never mirrored")
  func spotMap() throws {
    let bounds = foodtruck_rect(x: 0, y: 0, width: 320, height: 200)
    let centres = try readArray(foodtruck_point(x: -7, y: -7)) {
      layoutSpotMap(FOODTRUCK_CITY_LONDON, bounds, 16, $0, $1, $2)
    }
    #expect(centres.count == 6)
    for centre in centres {
      #expect(centre.x >= 16 && centre.x <= 304 && centre.y >= 16 && centre.y <= 184)
    }
    // Tower Bridge (0.0754 W), the last, is London's easternmost spot, so rightmost; Big Ben
    // (51.4994 N), the first, is south of Buckingham Palace (51.5014 N), so lower.
    #expect(centres[5].x == centres.map(\.x).max())
    #expect(centres[0].y > centres[1].y)
    var count: UInt = 9
    var untouched = [foodtruck_point](repeating: foodtruck_point(x: -7, y: -7), count: 1)
    #expect(
      layoutSpotMap(FOODTRUCK_CITY_ALL, bounds, 16, &untouched, 1, &count)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(
      layoutSpotMap(FOODTRUCK_CITY_LONDON, bounds, -1, &untouched, 1, &count)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(untouched[0].x == -7 && count == 9)
  }
}
