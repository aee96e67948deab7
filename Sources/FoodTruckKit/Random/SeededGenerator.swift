// SPDX-License-Identifier: Apache-2.0
// SeededGenerator: the library's own pseudo-random generator, held per instance.
//
// xoshiro256** (Blackman and Vigna), seeded by expanding a 64-bit seed with SplitMix64. Every
// derived draw (integers in a range, reals, shuffles) is defined here rather than taken from
// the standard library, whose algorithms may change between Swift versions: the same seed
// gives the same data on every platform and every version of libfoodtruck.

/// A deterministic pseudo-random generator; copying it copies its state.
public struct SeededGenerator: Sendable, Hashable {
  private var s0: UInt64
  private var s1: UInt64
  private var s2: UInt64
  private var s3: UInt64

  /// A generator whose whole sequence is determined by `seed`.
  public init(seed: UInt64) {
    var x = seed
    func splitMix() -> UInt64 {
      x &+= 0x9E37_79B9_7F4A_7C15
      var z = x
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    s0 = splitMix()
    s1 = splitMix()
    s2 = splitMix()
    s3 = splitMix()
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    let result = rotl(s1 &* 5, 7) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotl(s3, 45)
    return result
  }

  /// A uniform integer in `range`, without modulo bias (Lemire's multiply-and-reject).
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
    if span == 0 { return Int(truncatingIfNeeded: next()) }  // the full 64-bit range
    var product = next().multipliedFullWidth(by: span)
    if product.low < span {
      let threshold = (0 &- span) % span
      while product.low < threshold {
        product = next().multipliedFullWidth(by: span)
      }
    }
    return range.lowerBound &+ Int(truncatingIfNeeded: product.high)
  }

  /// A uniform real in [0, 1), with 53 random bits.
  public mutating func unit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A uniform real in `lower ... upper` (the upper bound is reached only by rounding).
  public mutating func double(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * unit()
  }

  /// The elements in a uniformly random order (Fisher-Yates, drawing from the back).
  public mutating func shuffled<T>(_ elements: [T]) -> [T] {
    var result = elements
    var index = result.count - 1
    while index > 0 {
      result.swapAt(index, int(in: 0...index))
      index -= 1
    }
    return result
  }

  private func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 {
    (x << k) | (x >> (64 - k))
  }
}
