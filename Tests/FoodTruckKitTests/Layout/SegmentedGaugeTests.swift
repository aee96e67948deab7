// SPDX-License-Identifier: Apache-2.0
// SegmentedGaugeTests: the Orders widget's gauge: total segments 3 points apart and 11 high,
// value of them filled, capsule-round outer corners, and right to left filling from the right
// with the rounding swapped (docs/domain.md §6.8, §12.5).

import FoodTruckKit
import Testing

@Suite("SegmentedGauge")
struct SegmentedGaugeTests {
  /// docs/domain.md §6.8 written here: (x, width, filled, left radius, right radius) of each
  /// segment. The original takes value = min(value, total) before total = max(total, 1).
  static func reference(value: Int, total: Int, width: Double, rightToLeft: Bool)
    -> [[Double]]
  {
    let filled = max(0, min(value, total))
    let total = max(total, 1)
    let w = max(0, (width - 3 * Double(total - 1)) / Double(total))
    return (0..<total).map { i in
      let leading = i == 0 ? 5.5 : 2
      let trailing = i == total - 1 ? 5.5 : 2
      let x = Double(i) * (w + 3)
      return [
        rightToLeft ? width - x - w : x, w, i < filled ? 1 : 0,
        rightToLeft ? trailing : leading, rightToLeft ? leading : trailing,
      ]
    }
  }

  static func values(_ segments: [SegmentedGauge.Segment]) -> [[Double]] {
    segments.map {
      [$0.frame.origin.x, $0.frame.size.width, $0.filled ? 1 : 0, $0.leftRadius, $0.rightRadius]
    }
  }

  @Test("The original's preview, 8 of 10 across 200 points")
  func preview() throws {
    let segments = try SegmentedGauge.segments(value: 8, total: 10, width: 200, rightToLeft: false)
    #expect(segments.map(\.filled) == Array(repeating: true, count: 8) + [false, false])
    #expect(segments.allSatisfy { abs($0.frame.size.width - 17.3) < 1e-9 })
    #expect(segments.allSatisfy { $0.frame.origin.y == 0 && $0.frame.size.height == 11 })
    #expect(segments.enumerated().allSatisfy { abs($1.frame.origin.x - 20.3 * Double($0)) < 1e-9 })
    #expect([segments[0].leftRadius, segments[0].rightRadius] == [5.5, 2])
    #expect([segments[9].leftRadius, segments[9].rightRadius] == [2, 5.5])
  }

  @Test(
    "Each gauge matches the formulas, in both directions",
    arguments: [
      (8, 10, 200.0), (0, 13, 300), (13, 13, 300), (7, 25, 480), (3, 2, 100), (-4, 5, 90),
      (1, 1, 50), (0, 0, 50), (5, -3, 50), (4, 7, 18), (1, 1, 0), (999, 1_000, 5_000),
    ], [false, true])
  func formulas(gauge: (Int, Int, Double), rightToLeft: Bool) throws {
    let (value, total, width) = gauge
    let actual = SegmentedGaugeTests.values(
      try SegmentedGauge.segments(
        value: value, total: total, width: width, rightToLeft: rightToLeft))
    let expected = SegmentedGaugeTests.reference(
      value: value, total: total, width: width, rightToLeft: rightToLeft)
    #expect(actual.count == expected.count)
    for (a, e) in zip(actual, expected) {
      #expect(zip(a, e).allSatisfy { abs($0 - $1) < 1e-9 }, "\(a) != \(e)")
    }
  }

  @Test("value of total segments are filled, for every value (totals 13 and 25)")
  func filledCount() throws {
    for total in [13, 25] {
      for value in 0...total {
        let segments = try SegmentedGauge.segments(
          value: value, total: total, width: 320, rightToLeft: false)
        #expect(segments.filter(\.filled).count == value)
      }
    }
  }

  @Test("Right to left fills from the right and swaps the rounding")
  func rightToLeft() throws {
    let ltr = try SegmentedGauge.segments(value: 2, total: 4, width: 100, rightToLeft: false)
    let rtl = try SegmentedGauge.segments(value: 2, total: 4, width: 100, rightToLeft: true)
    let bounds = Rect(x: 0, y: 0, width: 100, height: 11)
    #expect(rtl.map(\.frame) == ltr.map { $0.frame.mirrored(in: bounds) })
    #expect(
      rtl.sorted { $0.frame.origin.x < $1.frame.origin.x }.map(\.filled) == [
        false, false, true, true,
      ])
    #expect([rtl[0].leftRadius, rtl[0].rightRadius] == [2, 5.5])
    #expect([rtl[3].leftRadius, rtl[3].rightRadius] == [5.5, 2])
  }

  @Test(
    "A total of one or less is a single capsule, empty unless the total is 1",
    arguments: zip([1, 0, -1, Int.min], [true, false, false, false]))
  func capsule(total: Int, filled: Bool) throws {
    let segments = try SegmentedGauge.segments(
      value: 1, total: total, width: 80, rightToLeft: false)
    #expect(segments.count == 1)
    #expect(segments.first?.frame == Rect(x: 0, y: 0, width: 80, height: 11))
    #expect(segments.first?.filled == filled)
    #expect([segments.first?.leftRadius, segments.first?.rightRadius] == [5.5, 5.5])
  }

  @Test(
    "A width narrower than the gaps, or more than 1,000 segments, is refused",
    arguments: [(500, 1_000, 10.0), (1, 7, 17.9), (0, 2, 2.999), (1, 1_001, 1e6)])
  func refused(value: Int, total: Int, width: Double) {
    let error = #expect(throws: FoodTruckError.self) {
      try SegmentedGauge.segments(value: value, total: total, width: width, rightToLeft: false)
    }
    #expect(error?.kind == .invalidArgument)
  }

  @Test("Every segment lies inside the gauge, down to the narrowest width accepted")
  func inside() throws {
    for total in [1, 2, 7, 100, 1_000] {
      let narrowest = 3 * Double(total - 1)
      for width in [narrowest, narrowest + 0.5, narrowest * 2 + 1] {
        for rightToLeft in [false, true] {
          let segments = try SegmentedGauge.segments(
            value: total / 2, total: total, width: width, rightToLeft: rightToLeft)
          #expect(segments.count == total)
          for segment in segments {
            #expect(segment.frame.origin.x >= -1e-9 && segment.frame.size.width >= 0)
            #expect(segment.frame.origin.x + segment.frame.size.width <= width + 1e-9)
          }
        }
      }
    }
  }

  @Test("The constants: 3-point gaps, 11 high, inner radius 2, unfilled opacity 0.35")
  func constants() {
    #expect(
      [
        SegmentedGauge.gap, SegmentedGauge.height, SegmentedGauge.innerRadius,
        SegmentedGauge.unfilledOpacity,
      ] == [3, 11, 2, 0.35])
  }
}
