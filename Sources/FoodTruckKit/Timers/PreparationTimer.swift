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

  /// The countdown as m:ss. Seconds round up, as a countdown clock shows them: "1:00" for the
  /// whole first second of a 60 s timer, "0:01" until the very end, "0:00" from the end on.
  public func countdownText(at now: Int64) -> String {
    let seconds = (remaining(at: now) + 999) / 1000
    let secondsPart = seconds % 60
    return "\(seconds / 60):" + (secondsPart < 10 ? "0" : "") + "\(secondsPart)"
  }
}

extension Truck {
  /// The preparation countdown of order `number`: it has one from the moment it was put into
  /// preparation on. An unknown order, or one never put into preparation, is not found.
  public func timer(forOrder number: Int) throws(FoodTruckError) -> PreparationTimer {
    let order = try orders.order(number: number)
    guard let timer = timers[order.number] else {
      throw .notFound("\(order.displayId(in: .english)) was never put into preparation")
    }
    return timer
  }
}
