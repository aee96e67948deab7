// SPDX-License-Identifier: Apache-2.0
// PreparationTimer: an order's preparation countdown, from the start of preparation to start +
// duration (60 s by default, never more).

/// A preparation countdown over [start, end].
public struct PreparationTimer: Sendable, Hashable {
  public let start: Int64
  public let end: Int64

  /// The longest (and default) preparation: 60 s.
  public static let maximumDuration: Int64 = 60_000
  /// The shortest: 1 s.
  public static let minimumDuration: Int64 = 1_000

  public init(start: Int64, end: Int64) {
    self.start = start
    self.end = end
  }

  /// Milliseconds left at `now`: the whole duration before the start, 0 from the end on.
  public func remaining(at now: Int64) -> Int64 {
    min(max(end - now, 0), end - start)
  }

  /// How much of the countdown has passed at `now`, 0 to 1.
  public func fractionDone(at now: Int64) -> Double {
    let duration = end - start
    guard duration > 0 else { return 1 }
    return Double(duration - remaining(at: now)) / Double(duration)
  }

  /// True from the end on.
  public func isFinished(at now: Int64) -> Bool { now >= end }

  /// The countdown as m:ss in `locale`'s digits ("0:40", "٠:٤٠"). Seconds round up, as a
  /// countdown clock shows them: "1:00" for the whole first second of a 60 s timer, "0:01"
  /// until the very end, "0:00" from the end on.
  public func countdownText(at now: Int64, in locale: TruckLocale = .english) -> String {
    let seconds = Int((remaining(at: now) + 999) / 1000)
    let secondsPart = seconds % 60
    return locale.numerals(seconds / 60) + ":" + (secondsPart < 10 ? locale.numerals(0) : "")
      + locale.numerals(secondsPart)
  }

  /// The first instant strictly after `now` at which ``countdownText(at:in:)`` reads differently,
  /// or nil once it no longer changes: from the end on ("0:00"), and always for a timer that
  /// does not run (end not after start). The text counts the whole seconds left, rounded up, so
  /// it changes at `end - k` s for each whole k >= 0 with `end - k` s after the start, and
  /// reads as at the start before it: a 60 s timer started at S reads "1:00" before S and on
  /// [S, S + 1 s), so from any instant before S + 1 s the next change is S + 1 s (to "0:59");
  /// from S + 59 s on it is the end (to "0:00"). Any `now` is accepted: no arithmetic here can
  /// overflow, whatever the instants (docs/domain.md §7.8).
  public func nextCountdownChange(after now: Int64) -> Int64? {
    let from = max(now, start)  // before the start the text is the start's
    guard from < end else { return nil }
    // end - from > 0 exactly, as an unsigned distance: two Int64 differ by less than 2^64.
    let distance = UInt64(bitPattern: end &- from)
    // The earliest end - k s after `from` is from + 1 + (distance - 1) mod 1 s, which is at most
    // `end`: the sum never overflows.
    return from + 1 + Int64((distance - 1) % 1000)
  }
}

extension Truck {
  /// The preparation countdown of order `number`: it has one from the moment it was put into
  /// preparation on. An unknown order, or one never put into preparation, is not found.
  public func timer(forOrder number: Int) throws(FoodTruckError) -> PreparationTimer {
    let order = try orders.order(number: number)
    guard let timer = orders.timer(ofOrderAt: order.number - 1) else {
      throw .notFound("\(order.displayId(in: .english)) was never put into preparation")
    }
    return timer
  }
}
