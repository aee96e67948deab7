// SPDX-License-Identifier: Apache-2.0
// InterpolationTests: the interpolation and easing helpers the showcase camera uses, with the
// corrected percent helper (docs/domain.md §6.7, decision 14). Values worked out by hand.

import FoodTruckKit
import Testing

@Suite("Interpolation")
struct InterpolationTests {
  @Test(
    "value(atPercent:) runs from lower to upper, clamped unless asked not to",
    arguments: zip([0, 0.25, 0.5, 1, -1, 2], [50, 52.5, 55, 60, 50, 60]))
  func value(percent: Double, expected: Double) {
    #expect(Interpolation.value(atPercent: percent, in: 50...60) == expected)
  }

  @Test("Unclamped, value(atPercent:) extrapolates")
  func valueUnclamped() {
    #expect(Interpolation.value(atPercent: -1, in: 50...60, clamped: false) == 40)
    #expect(Interpolation.value(atPercent: 2, in: 50...60, clamped: false) == 70)
  }

  @Test(
    "percent(of:) divides by the range's span, (v - 350) / 650, clamped to 0...1",
    arguments: zip(
      [0, 350, 512.5, 675, 837.5, 1000, 1001, 2000], [0, 0, 0.25, 0.5, 0.75, 1, 1, 1]))
  func percent(value: Double, expected: Double) {
    #expect(Interpolation.percent(of: value, in: 350...1000) == expected)
  }

  @Test("Unclamped, percent(of:) goes past 0 and 1; a one-value range is a step")
  func percentEdges() {
    #expect(Interpolation.percent(of: 1325, in: 350...1000, clamped: false) == 1.5)
    #expect(Interpolation.percent(of: 25, in: 350...1000, clamped: false) == -0.5)
    #expect(Interpolation.percent(of: 4, in: 5...5) == 0)
    #expect(Interpolation.percent(of: 5, in: 5...5) == 1)
  }

  @Test(
    "easeInOut is smoothstep of the clamped input",
    arguments: zip([-1, 0, 0.25, 0.5, 0.75, 1, 2], [0, 0, 0.15625, 0.5, 0.84375, 1, 1]))
  func easeInOut(x: Double, expected: Double) {
    #expect(Interpolation.easeInOut(x) == expected)
  }

  @Test(
    "symmetricEaseInOut goes up and back: 0, 0.5, 1, 0.5, 0",
    arguments: zip([0, 0.125, 0.25, 0.5, 0.75, 0.875, 1], [0, 0.15625, 0.5, 1, 0.5, 0.15625, 0]))
  func symmetricEaseInOut(x: Double, expected: Double) {
    #expect(Interpolation.symmetricEaseInOut(x) == expected)
  }

  @Test(
    "fraction(of:period:) is the part of the period passed, before the epoch too",
    arguments: zip(
      [0, 15_000, 59_999, 60_000, 90_000, -15_000, -60_000],
      [0, 0.25, 59_999.0 / 60_000, 0, 0.5, 0.75, 0]))
  func fraction(instant: Int64, expected: Double) {
    #expect(Interpolation.fraction(of: instant, period: 60_000) == expected)
  }

  @Test("A period that is not positive gives 0; the extreme instants stay within 0..<1")
  func fractionEdges() {
    #expect(Interpolation.fraction(of: 1234, period: 0) == 0)
    #expect(Interpolation.fraction(of: 1234, period: -5) == 0)
    #expect(Interpolation.fraction(of: .min, period: 60_000) == 4_192.0 / 60_000)
    #expect(Interpolation.fraction(of: .max, period: 60_000) == 55_807.0 / 60_000)
  }
}
