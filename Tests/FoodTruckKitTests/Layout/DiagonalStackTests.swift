// SPDX-License-Identifier: Apache-2.0
// DiagonalStackTests: the original's DiagonalDonutStackLayout: its size for a proposal, and 1 to
// 3 donuts on a diagonal in the bottom-trailing square, mirrored right to left (docs/domain.md
// §6.1, §12.5).

import FoodTruckKit
import Testing

@Suite("DiagonalStack")
struct DiagonalStackTests {
  /// A named rectangle for the parameterized tests.
  struct Shape: Sendable, CustomTestStringConvertible {
    let name: String
    let rect: Rect
    var testDescription: String { name }
  }

  static let shapes = [
    Shape(name: "square", rect: Rect(x: 0, y: 0, width: 60, height: 60)),
    Shape(name: "wide", rect: Rect(x: 0, y: 0, width: 200, height: 60)),
    Shape(name: "tall", rect: Rect(x: 0, y: 0, width: 60, height: 200)),
    Shape(name: "offset origin", rect: Rect(x: 37.5, y: -12, width: 90, height: 70)),
  ]

  /// The table of docs/domain.md §6.1: (dx, dy, width, height) of each subview, in units of s.
  static let table: [Int: [(Double, Double, Double, Double)]] = [
    1: [(0, 0, 1, 1)],
    2: [(-0.15, -0.20, 0.7, 0.7), (0.15, 0.20, 0.7, 0.7)],
    3: [(-0.15, -0.23, 0.7, 0.65), (0, 0, 0.65, 0.65), (0.15, 0.23, 0.7, 0.65)],
  ]

  /// The frames of docs/domain.md §6.1, written here: the working square of side s = min(w, h)
  /// at the bottom-trailing corner, subviews centred at C + (dx s, dy s); x mirrored right to
  /// left.
  static func reference(count: Int, in bounds: Rect, rightToLeft: Bool) -> [[Double]] {
    let s = min(bounds.size.width, bounds.size.height)
    let cx = bounds.origin.x + bounds.size.width - s / 2
    let cy = bounds.origin.y + bounds.size.height - s / 2
    let rows = count > 0 ? table[min(count, 3)] ?? [] : []
    return rows.map { dx, dy, w, h in
      let x = cx + dx * s - w * s / 2
      let mirroredX = 2 * bounds.origin.x + bounds.size.width - (x + w * s)
      return [rightToLeft ? mirroredX : x, cy + dy * s - h * s / 2, w * s, h * s]
    }
  }

  static func values(_ frames: some Collection<Rect>) -> [[Double]] {
    frames.map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] }
  }

  static func close(_ a: [[Double]], _ b: [[Double]]) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy { x, y in
        x.count == y.count && zip(x, y).allSatisfy { abs($0 - $1) <= 1e-9 }
      }
  }

  @Test(
    "The worked example: s = 60, C = (30, 30)",
    arguments: zip(
      [2, 3],
      [
        [[21, 18, 42, 42], [39, 42, 42, 42]],
        [[21, 16.2, 42, 39], [30, 30, 39, 39], [39, 43.8, 42, 39]],
      ]))
  func workedExample(count: Int, centresAndSizes: [[Double]]) throws {
    let frames = try DiagonalStack.frames(
      count: count, in: Rect(x: 0, y: 0, width: 60, height: 60), rightToLeft: false)
    let actual = frames.map { [$0.midX, $0.midY, $0.size.width, $0.size.height] }
    #expect(DiagonalStackTests.close(actual, centresAndSizes), "\(actual)")
  }

  @Test("Each count in each shape matches the formulas", arguments: shapes, 0...4)
  func formulas(shape: Shape, count: Int) throws {
    let frames = try DiagonalStack.frames(count: count, in: shape.rect, rightToLeft: false)
    let expected = DiagonalStackTests.reference(count: count, in: shape.rect, rightToLeft: false)
    #expect(DiagonalStackTests.close(DiagonalStackTests.values(frames), expected))
    #expect(frames.count == min(count, 3))
  }

  @Test("Right to left mirrors the frames inside the bounds", arguments: shapes, 1...4)
  func rightToLeft(shape: Shape, count: Int) throws {
    let frames = try DiagonalStack.frames(count: count, in: shape.rect, rightToLeft: true)
    let expected = DiagonalStackTests.reference(count: count, in: shape.rect, rightToLeft: true)
    #expect(DiagonalStackTests.close(DiagonalStackTests.values(frames), expected))
    let readingOrder = try DiagonalStack.frames(count: count, in: shape.rect, rightToLeft: false)
    #expect(Array(frames) == readingOrder.map { $0.mirrored(in: shape.rect) })
  }

  @Test("One donut fills the bottom-trailing square; right to left, the bottom-leading one")
  func oneDonutHugsTheCorner() throws {
    let wide = Rect(x: 10, y: 5, width: 200, height: 60)
    #expect(
      Array(try DiagonalStack.frames(count: 1, in: wide, rightToLeft: false)) == [
        Rect(x: 150, y: 5, width: 60, height: 60)
      ])
    #expect(
      Array(try DiagonalStack.frames(count: 1, in: wide, rightToLeft: true)) == [
        Rect(x: 10, y: 5, width: 60, height: 60)
      ])
  }

  @Test("Only the first three are placed, by the three-donut rule", arguments: [4, 5, 17, Int.max])
  func onlyThree(count: Int) throws {
    let bounds = Rect(x: 0, y: 0, width: 90, height: 90)
    #expect(
      try DiagonalStack.frames(count: count, in: bounds, rightToLeft: false)
        == DiagonalStack.frames(count: 3, in: bounds, rightToLeft: false))
  }

  @Test("No donut, no frame", arguments: [0, -1, Int.min])
  func none(count: Int) throws {
    #expect(
      try DiagonalStack.frames(
        count: count, in: Rect(x: 0, y: 0, width: 60, height: 60), rightToLeft: false
      ).isEmpty)
  }

  @Test("Placement uses the proposal's side, not the bounds'")
  func proposalDecidesTheSide() throws {
    let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    let frames = try DiagonalStack.frames(
      count: 1, in: bounds, proposal: Size(width: 40, height: 50), rightToLeft: false)
    #expect(Array(frames) == [Rect(x: 60, y: 60, width: 40, height: 40)])
  }

  @Test(
    "The size is a square of side min(width, height); unspecified reads as 60",
    arguments: [
      (Dimension.unspecified, Dimension.unspecified, 60.0),
      (.unspecified, .points(40), 40), (.points(100), .unspecified, 60),
      (.points(100), .points(80), 80), (.points(30), .points(200), 30),
      (.points(0), .points(50), 0),
      (.points(.infinity), .points(25), 25),
    ])
  func size(width: Dimension, height: Dimension, side: Double) {
    #expect(
      DiagonalStack.sizeThatFits(width: width, height: height) == Size(width: side, height: side))
    #expect(DiagonalStack.defaultSide == 60)
  }

  /// docs/domain.md §6.1: the stack shows 3; the badge "+N" counts the rest (N = count - 3, only
  /// if N > 0), in the language's digits, the sign kept on the number's left in Arabic.
  @Test(
    "The overflow badge: +N beyond three, none up to three, Arabic digits and mark",
    arguments: [
      (0, "", ""), (3, "", ""), (4, "+1", "\u{061C}+١"), (7, "+4", "\u{061C}+٤"),
      (1003, "+1,000", "\u{061C}+١٬٠٠٠"),
    ])
  func overflowBadge(count: Int, english: String, arabic: String) {
    #expect(DiagonalStack.overflowBadge(count: count, locale: .english) == english)
    #expect(DiagonalStack.overflowBadge(count: count, locale: .arabic) == arabic)
    #expect(
      DiagonalStack.overflowBadge(count: count, locale: TruckLocale(.arabic, digits: .latin))
        == (english.isEmpty ? "" : "\u{200E}" + english))
  }
}
