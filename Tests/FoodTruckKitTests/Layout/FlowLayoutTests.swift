// SPDX-License-Identifier: Apache-2.0
// FlowLayoutTests: the original's FlowLayout (tag clouds): rows that break when the width runs
// out, rows aligned within the widest row, items within their row, an overflowing item alone on
// its row, and right to left mirrored (docs/domain.md §6.4, §12.5).

import FoodTruckKit
import Testing

@Suite("FlowLayout")
struct FlowLayoutTests {
  /// The worked example of docs/domain.md §6.4: widths 30/40/50/20, heights 10/20/15/10.
  static let worked = [
    Size(width: 30, height: 10), Size(width: 40, height: 20), Size(width: 50, height: 15),
    Size(width: 20, height: 10),
  ]

  static func layout(
    _ items: [Size], width: Dimension = .points(100), spacing: Double = 10,
    _ horizontal: HorizontalAlignment = .leading, _ vertical: VerticalAlignment = .top,
    rightToLeft: Bool = false
  ) throws -> FlowLayout.Result {
    try FlowLayout.layout(
      items: items, width: width, horizontalSpacing: spacing, verticalSpacing: spacing,
      horizontal: horizontal, vertical: vertical, rightToLeft: rightToLeft)
  }

  static func values(_ frames: [Rect]) -> [[Double]] {
    frames.map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] }
  }

  @Test("The worked example: rows {0, 1} and {2, 3}, 80 x 45, the second row at y = 30")
  func workedExample() throws {
    let result = try FlowLayoutTests.layout(FlowLayoutTests.worked)
    #expect(result.size == Size(width: 80, height: 45))
    #expect(
      FlowLayoutTests.values(result.frames) == [
        [0, 0, 30, 10], [40, 0, 40, 20], [0, 30, 50, 15], [60, 30, 20, 10],
      ])
  }

  /// Rows of different widths: {30, 40} is 80 wide and 20 high, {50} is 50 wide and 15 high;
  /// the whole is 80 x 45. Each case: the alignments, then each item's (x, y).
  static let alignments: [(HorizontalAlignment, VerticalAlignment, [[Double]])] = [
    (.leading, .top, [[0, 0], [40, 0], [0, 30]]),
    (.leading, .center, [[0, 5], [40, 0], [0, 30]]),
    (.leading, .bottom, [[0, 10], [40, 0], [0, 30]]),
    (.center, .top, [[0, 0], [40, 0], [15, 30]]),
    (.center, .center, [[0, 5], [40, 0], [15, 30]]),
    (.trailing, .top, [[0, 0], [40, 0], [30, 30]]),
    (.trailing, .bottom, [[0, 10], [40, 0], [30, 30]]),
  ]

  @Test("Rows align within the widest row, items within their row", arguments: alignments)
  func alignment(horizontal: HorizontalAlignment, vertical: VerticalAlignment, origins: [[Double]])
    throws
  {
    let items = Array(FlowLayoutTests.worked.prefix(3))
    let result = try FlowLayoutTests.layout(items, horizontal, vertical)
    #expect(result.size == Size(width: 80, height: 45))
    #expect(result.frames.map { [$0.origin.x, $0.origin.y] } == origins)
    #expect(result.frames.map(\.size) == items, "items keep their ideal sizes")
  }

  @Test(
    "Right to left mirrors each frame inside the whole",
    arguments: HorizontalAlignment.allCases, VerticalAlignment.allCases)
  func rightToLeft(horizontal: HorizontalAlignment, vertical: VerticalAlignment) throws {
    let items = Array(FlowLayoutTests.worked.prefix(3))
    let ltr = try FlowLayoutTests.layout(items, horizontal, vertical)
    let rtl = try FlowLayoutTests.layout(items, horizontal, vertical, rightToLeft: true)
    #expect(rtl.size == ltr.size)
    let whole = Rect(x: 0, y: 0, width: ltr.size.width, height: ltr.size.height)
    #expect(
      FlowLayoutTests.values(rtl.frames)
        == ltr.frames.map {
          [80 - $0.origin.x - $0.size.width, $0.origin.y, $0.size.width, $0.size.height]
        }
    )
    #expect(rtl.frames == ltr.frames.map { $0.mirrored(in: whole) })
  }

  @Test("Leading right to left puts the first item of each row on the right")
  func leadingRightToLeft() throws {
    let result = try FlowLayoutTests.layout(FlowLayoutTests.worked, rightToLeft: true)
    #expect(
      FlowLayoutTests.values(result.frames) == [
        [50, 0, 30, 10], [0, 0, 40, 20], [30, 30, 50, 15], [0, 30, 20, 10],
      ])
  }

  @Test("No items: no frames and no size", arguments: [Dimension.points(100), .unspecified])
  func empty(width: Dimension) throws {
    let result = try FlowLayoutTests.layout([], width: width)
    #expect(result.frames.isEmpty)
    #expect(result.size == Size(width: 0, height: 0))
  }

  @Test(
    "An item wider than the row sits alone on its row and overflows",
    arguments: zip(
      [[30.0, 150, 40], [150, 30, 40], [30, 40, 150]],
      [
        [[0, 0], [0, 20], [0, 40]],
        [[0, 0], [0, 20], [40, 20]],
        [[0, 0], [40, 0], [0, 20]],
      ]))
  func overflow(widths: [Double], origins: [[Double]]) throws {
    let items = widths.map { Size(width: $0, height: 10) }
    let result = try FlowLayoutTests.layout(items)
    #expect(result.frames.map { [$0.origin.x, $0.origin.y] } == origins)
    #expect(result.size.width == 150, "the overflowing row is the widest")
  }

  @Test(
    "An infinite width is one row, each item at its own offset",
    arguments: [Double.infinity, 1e17, 1e300])
  func oneRow(width: Double) throws {
    let result = try FlowLayoutTests.layout(FlowLayoutTests.worked, width: .points(width))
    #expect(
      FlowLayoutTests.values(result.frames) == [
        [0, 0, 30, 10], [40, 0, 40, 20], [90, 0, 50, 15], [150, 0, 20, 10],
      ])
    #expect(result.size == Size(width: 170, height: 20))
  }

  @Test("An unspecified width reads as 10, as SwiftUI's default")
  func unspecifiedWidth() throws {
    let wide = try FlowLayoutTests.layout(
      [Size(width: 30, height: 10), Size(width: 40, height: 20)], width: .unspecified, spacing: 5)
    #expect(FlowLayoutTests.values(wide.frames) == [[0, 0, 30, 10], [0, 15, 40, 20]])
    #expect(wide.size == Size(width: 40, height: 35))
    let small = try FlowLayoutTests.layout(
      Array(repeating: Size(width: 4, height: 4), count: 3), width: .unspecified, spacing: 2)
    #expect(FlowLayoutTests.values(small.frames) == [[0, 0, 4, 4], [6, 0, 4, 4], [0, 6, 4, 4]])
    #expect(small.size == Size(width: 10, height: 10))
  }

  @Test("An item exactly as wide as what remains stays on the row")
  func exactFit() throws {
    let result = try FlowLayoutTests.layout(
      [Size(width: 45, height: 10), Size(width: 45, height: 10)], spacing: 10)
    #expect(result.frames.map(\.origin.y) == [0, 0])
    #expect(result.size == Size(width: 100, height: 10))
  }

  @Test("The origin moves every frame; the size stays")
  func origin() throws {
    let moved = try FlowLayout.layout(
      items: FlowLayoutTests.worked, width: .points(100), horizontalSpacing: 10,
      verticalSpacing: 10, horizontal: .leading, vertical: .top, rightToLeft: false,
      origin: Point(x: 7, y: -3))
    let plain = try FlowLayoutTests.layout(FlowLayoutTests.worked)
    #expect(moved.size == plain.size)
    #expect(
      FlowLayoutTests.values(moved.frames)
        == FlowLayoutTests.values(plain.frames).map { [$0[0] + 7, $0[1] - 3, $0[2], $0[3]] })
  }

  @Test("Items and frames given as slices that start elsewhere: the same frames, each in its place")
  func slices() throws {
    // The worked example after 5 other items, laid into frames 3 to 6 of 9.
    let items = Array(repeating: Size(width: 1, height: 1), count: 5) + FlowLayoutTests.worked
    let filler = Rect(x: -7, y: -7, width: -7, height: -7)
    var frames = Array(repeating: filler, count: 9)
    let size = try FlowLayout.layout(
      items: items[5...], width: .points(100), horizontalSpacing: 10, verticalSpacing: 10,
      horizontal: .leading, vertical: .top, rightToLeft: true, into: &frames[3..<7])
    let whole = try FlowLayoutTests.layout(FlowLayoutTests.worked, rightToLeft: true)
    #expect(size == whole.size)
    #expect(FlowLayoutTests.values(Array(frames[3..<7])) == FlowLayoutTests.values(whole.frames))
    #expect(frames[..<3].allSatisfy { $0 == filler } && frames[7...].allSatisfy { $0 == filler })
  }
}
