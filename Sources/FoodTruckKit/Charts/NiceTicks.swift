// SPDX-License-Identifier: Apache-2.0
// NiceTicks: axis marks at round values: steps of 1, 2 or 5 times a power of ten.

public enum NiceTicks {
  /// The largest bound: beyond it a mark one step past the range could overflow.
  public static let maximumBound = 1e300
  /// How many marks one may ask for.
  public static let targets = 2...100

  /// Marks for an axis from `lower` to `upper`, about `target` of them (see `marks(lower:upper:target:)`):
  /// bounds beyond ±``maximumBound`` (or not finite) and a target outside ``targets`` are
  /// refused.
  public static func ticks(lower: Double, upper: Double, target: Int = 5) throws(FoodTruckError)
    -> [Double]
  {
    for (name, value) in [("lower", lower), ("upper", upper)]
    where !(abs(value) <= maximumBound) {
      throw .invalidArgument(
        "the \(name) bound \(value) is not a finite number within ±1e300", input: name)
    }
    guard targets.contains(target) else {
      throw .invalidArgument(
        "\(target) marks is outside the 2 to 100 one may ask for", input: "target")
    }
    return marks(lower: lower, upper: upper, target: target)
  }

  /// At least two ticks covering lower...upper, about `target` of them, evenly spaced by a step
  /// of 1, 2 or 5 x 10^k, strictly increasing (fewer than `target` where the doubles are too
  /// coarse for so many). A flat range (lower == upper) is widened to show one step around it;
  /// a span beyond Double's range gives just its two ends. With `integral`, the step is at
  /// least 1 (axes of counts).
  static func marks(lower: Double, upper: Double, target: Int = 5, integral: Bool = false)
    -> [Double]
  {
    guard lower.isFinite, upper.isFinite else { return [] }
    var (low, high) = (min(lower, upper), max(lower, upper))
    if low == high {
      low -= low == 0 ? 0 : abs(low) * 0.1
      high += high == 0 ? 1 : abs(high) * 0.1
    }
    guard (high - low).isFinite else { return [low, high] }  // a span beyond Double's range
    var step = niceStep(forRange: high - low, intervals: max(1, target - 1))
    if integral { step = max(step, 1) }  // counts: no marks between whole numbers
    // Marks closer together than the doubles around them can tell apart would repeat (1e15 to
    // 1e15 + 1 in 100 steps): the step is at least 4 units in the last place of the largest
    // magnitude, so that neighbours stay distinct after the rounding of (first + i) * step.
    step = max(step, niceStep(forRange: 4 * max(abs(low), abs(high)).ulp, intervals: 1))
    let first = (low / step).rounded(.down)
    let last = (high / step).rounded(.up)
    let span = last - first
    let count = span.isFinite ? Int(min(max(span, 0), 1000)) + 1 : 2
    return (0..<max(2, count)).map { (first + Double($0)) * step }
  }

  /// The smallest of 1, 2, 5 x 10^k at least range / intervals. Powers of ten come from
  /// repeated multiplication, not libm, so every platform gets the same bits.
  static func niceStep(forRange range: Double, intervals: Int) -> Double {
    let rough = range / Double(intervals)
    guard rough > 0, rough.isFinite else { return 1 }
    // Below 1e-300 the powers of ten would run into subnormals and then zero.
    guard rough >= 1e-300 else { return 1e-300 }
    var magnitude = 1.0
    while magnitude > rough { magnitude /= 10 }
    while magnitude * 10 <= rough { magnitude *= 10 }
    for factor in [1.0, 2.0, 5.0, 10.0] where factor * magnitude >= rough {
      return factor * magnitude
    }
    return 10 * magnitude
  }
}
