// SPDX-License-Identifier: Apache-2.0
// NiceTicksTests: axis marks at round values: at least two, covering the data, about `target`
// of them, a step of 1, 2 or 5 times a power of ten; a flat range widened around it (the
// charts' value axes, docs/domain.md §4.3, §4.4, §5.2).

import Testing

@testable import FoodTruckKit

@Suite("NiceTicks")
struct NiceTicksTests {
  /// (lower, upper, target) -> the marks, worked out by hand: the step is the smallest of
  /// 1, 2, 5 x 10^k at least (upper - lower) / (target - 1).
  static let known: [((Double, Double, Int), [Double])] = [
    ((0, 100, 5), [0, 50, 100]),  // 25 -> 50
    ((0, 805, 5), [0, 500, 1_000]),  // 201.25 -> 500
    ((53, 83, 6), [50, 60, 70, 80, 90]),  // the forecast's axis: 6 -> 10
    ((0, 10, 11), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),  // 1 -> 1
    ((-7, 13, 5), [-10, -5, 0, 5, 10, 15]),  // 5 -> 5
    ((13, -7, 5), [-10, -5, 0, 5, 10, 15]),  // either order
    ((0, 1, 2), [0, 1]),
    ((0, 1, 3), [0, 0.5, 1]),
    ((0, 0, 5), [0, 0.5, 1]),  // flat at 0: widened to 0...1
    ((5, 5, 5), [4.5, 5, 5.5]),  // flat: widened by a tenth either side
    ((-5, -5, 5), [-5.5, -5, -4.5]),
    ((1e6, 3e6, 3), [1e6, 2e6, 3e6]),
    ((0.2, 0.9, 8), [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]),  // 0.1
  ]

  @Test("Known answers", arguments: known)
  func knownAnswers(input: (Double, Double, Int), ticks: [Double]) {
    let actual = NiceTicks.marks(lower: input.0, upper: input.1, target: input.2)
    #expect(actual.count == ticks.count, "\(actual)")
    #expect(zip(actual, ticks).allSatisfy { abs($0 - $1) <= 1e-12 * max(1, abs($1)) }, "\(actual)")
  }

  @Test(
    "The step is the smallest of 1, 2, 5 x 10^k at least range / intervals",
    arguments: [
      (100.0, 4, 50.0), (30, 5, 10), (1, 1, 1), (0.7, 7, 0.1), (0.25, 1, 0.5), (3, 1, 5),
      (11, 1, 20), (1e9, 4, 5e8), (0.003, 3, 0.001), (0, 4, 1),
    ])
  func step(range: Double, intervals: Int, step: Double) {
    let actual = NiceTicks.niceStep(forRange: range, intervals: intervals)
    #expect(abs(actual - step) <= 1e-12 * step, "\(actual)")
  }

  /// True when `step` is 1, 2 or 5 times a power of ten.
  static func isNice(_ step: Double) -> Bool {
    var mantissa = step
    while mantissa >= 10 { mantissa /= 10 }
    while mantissa < 1 { mantissa *= 10 }
    return [1.0, 2, 5, 10].contains { abs(mantissa - $0) < 1e-9 }
  }

  @Test("For 2000 pseudo-random ranges: at least two, evenly spaced by a nice step, covering")
  func properties() {
    var random = SeededGenerator(seed: 2_026)
    func real(_ scale: Double) -> Double {
      (Double(random.next() >> 11) / Double(1 << 53) * 2 - 1) * scale
    }
    for _ in 0..<2_000 {
      let scale = [1e-3, 1, 100, 1e6, 1e9][Int(random.next() % 5)]
      var (lower, upper) = (real(scale), real(scale))
      if random.next() % 10 == 0 { upper = lower }  // flat ranges too
      let target = 2 + Int(random.next() % 99)
      let ticks = NiceTicks.marks(lower: lower, upper: upper, target: target)
      let (low, high) = (min(lower, upper), max(lower, upper))
      #expect(ticks.count >= 2 && ticks.count <= target + 2, "\(lower) \(upper) \(target)")
      guard ticks.count >= 2 else { continue }
      let step = ticks[1] - ticks[0]
      #expect(step > 0 && NiceTicksTests.isNice(step), "\(ticks)")
      for (a, b) in zip(ticks, ticks.dropFirst()) {
        #expect(abs((b - a) - step) <= 1e-6 * step, "\(ticks)")
      }
      #expect(ticks[0] <= low + 1e-9 * step && ticks[ticks.count - 1] >= high - 1e-9 * step)
      if low < high {
        #expect(
          ticks[0] > low - step * (1 + 1e-9) && ticks[ticks.count - 1] < high + step * (1 + 1e-9))
      }
    }
  }

  @Test("Bounds that are not finite give no marks", arguments: [Double.nan, .infinity, -.infinity])
  func notFinite(bound: Double) {
    #expect(NiceTicks.marks(lower: bound, upper: 1).isEmpty)
    #expect(NiceTicks.marks(lower: 0, upper: bound).isEmpty)
  }

  @Test(
    "A range whose step would be subnormal still ends (it once looped forever)",
    arguments: [(0.0, 5e-324, 2), (0, 1e-310, 2), (5e-324, 5e-324, 5), (-1e-305, 1e-305, 3)])
  func subnormal(lower: Double, upper: Double, target: Int) {
    let ticks = NiceTicks.marks(lower: lower, upper: upper, target: target)
    #expect(ticks.count >= 2)
    #expect((ticks.first ?? .nan) <= lower && (ticks.last ?? .nan) >= upper, "\(ticks)")
  }

  @Test("A span beyond Double's range gives just its two ends")
  func hugeSpan() {
    #expect(NiceTicks.marks(lower: -1e308, upper: 1e308) == [-1e308, 1e308])
    #expect(
      NiceTicks.marks(lower: .greatestFiniteMagnitude, upper: -.greatestFiniteMagnitude)
        == [-.greatestFiniteMagnitude, .greatestFiniteMagnitude])
  }

  @Test(
    "Ticks are strictly increasing where the doubles are too coarse for the target",
    arguments: [
      (1e15, 1e15 + 1, 100), (1e15, 1e15 + 1, 2), (-1e15 - 1, -1e15, 50),
      (1e300, 1.000001e300, 1_000), (4_503_599_627_370_496, 4_503_599_627_370_497, 10),
      (1, 1 + 4 * Double.ulpOfOne, 100),
    ] as [(Double, Double, Int)])
  func coarse(lower: Double, upper: Double, target: Int) {
    let ticks = NiceTicks.marks(lower: lower, upper: upper, target: target)
    #expect(ticks.count >= 2)
    #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0 < $1 }, "\(ticks)")
    #expect((ticks.first ?? .nan) <= lower && (ticks.last ?? .nan) >= upper, "\(ticks)")
  }

  @Test("1e15 to 1e15 + 1 in about 100 marks: steps of 0.5, the finest the doubles allow")
  func coarseKnown() {
    // The ulp of 1e15 is 0.125; a step must be at least 4 of them, and the nice step at least
    // 0.5 is 0.5 itself.
    #expect(
      NiceTicks.marks(lower: 1e15, upper: 1e15 + 1, target: 100) == [1e15, 1e15 + 0.5, 1e15 + 1])
  }

  @Test("The default target is 5")
  func defaultTarget() {
    #expect(
      NiceTicks.marks(lower: 0, upper: 100) == NiceTicks.marks(lower: 0, upper: 100, target: 5))
  }

  @Test(
    "The checked entry refuses bounds beyond ±1e300 and targets outside 2 to 100, naming them",
    arguments: [
      (1e301, 1.0, 5, "lower"), (0.0, -.infinity, 5, "upper"), (.nan, 1.0, 5, "lower"),
      (0.0, 1.0, 1, "target"), (0.0, 1.0, 101, "target"), (0.0, 1.0, Int.min, "target"),
    ])
  func refused(lower: Double, upper: Double, target: Int, input: String) {
    let error = #expect(throws: FoodTruckError.self) {
      try NiceTicks.ticks(lower: lower, upper: upper, target: target)
    }
    #expect(error?.kind == .invalidArgument)
    #expect(error?.input == input)
  }

  @Test("Within its ranges the checked entry gives the marks", arguments: [2, 5, 100])
  func checked(target: Int) throws {
    #expect(try NiceTicks.ticks(lower: -1e300, upper: 1e300, target: target).count >= 2)
    #expect(
      try NiceTicks.ticks(lower: 0, upper: 722, target: target)
        == NiceTicks.marks(lower: 0, upper: 722, target: target))
  }
}
