// SPDX-License-Identifier: Apache-2.0
// Interpolation: the original's helpers for animating between two values (docs/domain.md §6.7),
// with its percent helper corrected (decision 14).

/// Linear interpolation, easing and periodic fractions, as pure functions.
public enum Interpolation {
  /// The value `percent` of the way from the range's lower bound to its upper one:
  /// (1 - p) * lower + p * upper, with p clamped to 0...1 unless `clamped` is false.
  public static func value(
    atPercent percent: Double, in range: ClosedRange<Double>, clamped: Bool = true
  ) -> Double {
    let p = clamped ? min(max(percent, 0), 1) : percent
    return (1 - p) * range.lowerBound + p * range.upperBound
  }

  /// How far `value` lies along the range, as a fraction: (v - lower) / (upper - lower),
  /// clamped to 0...1 unless `clamped` is false. The original divides by (upper - v) instead,
  /// which reaches 1 halfway and falls back to 0 past the upper bound; this is the corrected
  /// helper (docs/domain.md, decision 14). A range of one value gives 0 below it and 1 from
  /// it on.
  public static func percent(
    of value: Double, in range: ClosedRange<Double>, clamped: Bool = true
  ) -> Double {
    let span = range.upperBound - range.lowerBound
    guard span > 0 else { return value < range.lowerBound ? 0 : 1 }
    let p = (value - range.lowerBound) / span
    return clamped ? min(max(p, 0), 1) : p
  }

  /// Smoothstep, slow at both ends: t * t * (3 - 2t) of t = x clamped to 0...1.
  public static func easeInOut(_ x: Double) -> Double {
    let t = min(max(x, 0), 1)
    return t * t * (3 - 2 * t)
  }

  /// There and back, eased both ways: easeInOut(2x) up to x = 0.5, then easeInOut(2 - 2x);
  /// 0 -> 0, 0.25 -> 0.5, 0.5 -> 1, 0.75 -> 0.5, 1 -> 0.
  public static func symmetricEaseInOut(_ x: Double) -> Double {
    x <= 0.5 ? easeInOut(2 * x) : easeInOut(2 - 2 * x)
  }

  /// The part of the current period that has passed at `instant` (ms since the Unix epoch),
  /// in 0..<1: (instant mod period) / period, periods counted from the epoch, before it too. A
  /// period that is not positive gives 0.
  public static func fraction(of instant: Int64, period: Int64) -> Double {
    guard period > 0 else { return 0 }
    let remainder = instant % period
    return Double(remainder < 0 ? remainder + period : remainder) / Double(period)
  }
}
