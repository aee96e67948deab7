// SPDX-License-Identifier: Apache-2.0
// LiveOrderStream: new orders arriving while the truck is open, pulled by the shell's ticks.
//
// The original sleeps 3-8 s between orders on a background task; here the shell owns the
// clock: each tick adds the orders whose time has come (Truck.tick), each stamped with its own
// due time, so that the same seed gives the same orders however often the shell ticks.

/// The state of the live order stream.
public struct LiveOrderStream: Sendable, Hashable {
  static let gapSeconds = 3.0...8.0
  /// The original's 20 live orders.
  public static let defaultLimit = 20

  private var random: SeededGenerator
  /// When the next order arrives.
  public private(set) var nextDue: Int64
  /// How many more orders will arrive.
  public private(set) var remaining: Int

  /// A stream starting at `start` that will deliver `limit` orders, or fewer: it ends at the
  /// last instant the library accepts (the end of the year 9999), so that its next order's
  /// instant can always be ticked.
  init(seed: UInt64, start: Int64, limit: Int) {
    random = SeededGenerator(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 5)
    nextDue = start
    remaining = limit
    moveOn()
  }

  /// A stream that delivers nothing.
  static let idle = LiveOrderStream(seed: 0, start: 0, limit: 0)

  /// Sets the next order 3-8 s after the last, or ends the stream when that is past the last
  /// instant the library accepts. (nextDue is an accepted instant, so adding 8 s never
  /// overflows.)
  private mutating func moveOn() {
    let gap = Int64((random.double(in: LiveOrderStream.gapSeconds) * 1000).rounded(.towardZero))
    if nextDue + gap > LocalCalendar.validInstants.upperBound {
      remaining = 0
    } else {
      nextDue += gap
    }
  }

  /// The next order (due at `nextDue`), advancing the stream; nil once it has delivered all.
  mutating func next() -> (createdAt: Int64, lines: [OrderLine])? {
    guard remaining > 0 else { return nil }
    let arrival = (nextDue, OrderGenerator.lines(&random))
    remaining -= 1
    moveOn()
    return arrival
  }
}
