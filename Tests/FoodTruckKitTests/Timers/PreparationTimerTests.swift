// PreparationTimerTests: an order's preparation countdown read at chosen instants (time left,
// fraction done, m:ss with seconds rounded up as a countdown clock shows them), and the session's
// preparation time, 1 to 60 s (docs/domain.md, decision 1; §7.3).

import FoodTruckKit
import Testing

@Suite("PreparationTimer")
struct PreparationTimerTests {
  /// 2024-03-15 12:00:00 UTC.
  static let start: Int64 = 1_710_504_000_000
  static let timer = PreparationTimer(start: start, end: start + 60_000)

  /// (ms after the start, ms left, countdown text, finished) for a 60 s timer.
  static let readings: [(Int64, Int64, String, Bool)] = [
    (-3_600_000, 60_000, "1:00", false),  // an hour before the start: the whole duration
    (-1, 60_000, "1:00", false),
    (0, 60_000, "1:00", false),
    (1, 59_999, "1:00", false),
    (999, 59_001, "1:00", false),
    (1_000, 59_000, "0:59", false),
    (1_001, 58_999, "0:59", false),
    (30_000, 30_000, "0:30", false),
    (50_001, 9_999, "0:10", false),
    (51_000, 9_000, "0:09", false),
    (59_000, 1_000, "0:01", false),
    (59_999, 1, "0:01", false),
    (60_000, 0, "0:00", true),
    (60_001, 0, "0:00", true),
    (86_400_000, 0, "0:00", true),
  ]

  @Test("A 60 s timer read at chosen instants", arguments: readings)
  func reading(offset: Int64, remaining: Int64, text: String, finished: Bool) {
    let now = Self.start + offset
    #expect(Self.timer.remaining(at: now) == remaining)
    #expect(Self.timer.countdownText(at: now) == text)
    #expect(Self.timer.isFinished(at: now) == finished)
    #expect(Self.timer.fractionDone(at: now) == Double(60_000 - remaining) / 60_000)
  }

  @Test("The fraction done runs from 0 before the start to 1 from the end on, never backwards")
  func fractionDone() {
    let timer = Self.timer
    #expect(timer.fractionDone(at: Self.start - 1) == 0)
    #expect(timer.fractionDone(at: Self.start) == 0)
    #expect(timer.fractionDone(at: Self.start + 15_000) == 0.25)
    #expect(timer.fractionDone(at: Self.start + 30_000) == 0.5)
    #expect(timer.fractionDone(at: Self.start + 60_000) == 1)
    #expect(timer.fractionDone(at: Self.start + 600_000) == 1)
    let samples = stride(from: Self.start - 2_000, through: Self.start + 62_000, by: 250).map {
      timer.fractionDone(at: $0)
    }
    #expect(samples == samples.sorted())
    #expect(samples.allSatisfy { (0...1).contains($0) })
  }

  @Test(
    "Minutes are not capped at 59 and seconds keep two digits",
    arguments: zip(
      [1_000, 9_000, 10_000, 59_001, 60_000, 61_000, 125_000, 600_000, 5_999_000],
      ["0:01", "0:09", "0:10", "1:00", "1:00", "1:01", "2:05", "10:00", "99:59"]))
  func longerTimers(duration: Int64, text: String) {
    let timer = PreparationTimer(start: Self.start, end: Self.start + duration)
    #expect(timer.countdownText(at: Self.start) == text)
  }

  @Test("A zero-length timer is done: nothing left, fraction 1, 0:00, finished from its end")
  func zeroLength() {
    let timer = PreparationTimer(start: Self.start, end: Self.start)
    for now in [Self.start - 1_000, Self.start, Self.start + 1_000] {
      #expect(timer.remaining(at: now) == 0)
      #expect(timer.fractionDone(at: now) == 1)
      #expect(timer.countdownText(at: now) == "0:00")
    }
    #expect(!timer.isFinished(at: Self.start - 1))
    #expect(timer.isFinished(at: Self.start))
  }

  // MARK: - The session's preparation time

  @Test("Preparation takes 60 s by default; the allowed range is 1 to 60 s")
  func defaults() {
    #expect(Truck().timerDuration == 60_000)
    #expect(PreparationTimer.maximumDuration == 60_000)
    #expect(PreparationTimer.minimumDuration == 1_000)
  }

  @Test(
    "Each accepted duration times the next preparation",
    arguments: [1_000, 1_001, 5_000, 30_000, 59_999, 60_000] as [Int64])
  func acceptedDuration(milliseconds: Int64) throws {
    var truck = Truck()
    try truck.setTimerDuration(milliseconds: milliseconds)
    #expect(truck.timerDuration == milliseconds)
    let number = try truck.placeOrder([OrderLine(donutId: 1, count: 2)], now: Self.start)
    try truck.apply(.prepare, toOrder: number, now: Self.start + 500)
    let timer = try #require(truck.timers[number])
    #expect(
      timer == PreparationTimer(start: Self.start + 500, end: Self.start + 500 + milliseconds))
    _ = try truck.tick(now: timer.end - 1)
    #expect(try truck.orders.order(number: number).status == .preparing)
    _ = try truck.tick(now: timer.end)
    #expect(try truck.orders.order(number: number).status == .ready)
  }

  @Test(
    "Durations outside 1 to 60 s are refused and change nothing",
    arguments: [0, 999, 60_001, -1, -60_000, Int64.max, Int64.min] as [Int64])
  func refusedDuration(milliseconds: Int64) throws {
    var truck = Truck()
    try truck.setTimerDuration(milliseconds: 20_000)
    let error = #expect(throws: FoodTruckError.self) {
      try truck.setTimerDuration(milliseconds: milliseconds)
    }
    #expect(error?.kind == .invalidArgument)
    #expect(truck.timerDuration == 20_000)
  }

  @Test("A new duration applies to later preparations; running countdowns keep their end")
  func durationChangeKeepsRunningTimers() throws {
    var truck = Truck()
    let first = try truck.placeOrder([OrderLine(donutId: 1, count: 1)], now: Self.start)
    let second = try truck.placeOrder([OrderLine(donutId: 2, count: 1)], now: Self.start)
    try truck.apply(.prepare, toOrder: first, now: Self.start)
    try truck.setTimerDuration(milliseconds: 10_000)
    try truck.apply(.prepare, toOrder: second, now: Self.start + 1_000)
    #expect(truck.timers[first]?.end == Self.start + 60_000)
    #expect(truck.timers[second]?.end == Self.start + 11_000)
    _ = try truck.tick(now: Self.start + 11_000)
    #expect(try truck.orders.order(number: second).status == .ready)
    #expect(try truck.orders.order(number: first).status == .preparing)
  }

  @Test("Only orders put into preparation have a countdown, and it stays readable once done")
  func countdownLifetime() throws {
    var truck = Truck()
    let number = try truck.placeOrder([OrderLine(donutId: 1, count: 1)], now: Self.start)
    #expect(truck.timers[number] == nil)
    try truck.apply(.prepare, toOrder: number, now: Self.start)
    try truck.apply(.markReady, toOrder: number, now: Self.start + 5_000)
    try truck.apply(.complete, toOrder: number, now: Self.start + 6_000)
    #expect(truck.timers[number] == Self.timer)
    #expect(truck.timers[number]?.countdownText(at: Self.start + 6_000) == "0:54")
  }
}

@Suite("An order's timer")
struct OrderTimerTests {
  static let now: Int64 = 1_796_000_000_000

  @Test("An order has a countdown from the moment it is put into preparation, not before")
  func lookup() throws {
    var truck = Truck()
    _ = try truck.placeOrder([OrderLine(donutId: 0, count: 1)], now: Self.now)
    _ = try truck.placeOrder([OrderLine(donutId: 1, count: 1)], now: Self.now)
    try truck.apply(.prepare, toOrder: 1, now: Self.now + 5_000)
    #expect(
      try truck.timer(forOrder: 1)
        == PreparationTimer(start: Self.now + 5_000, end: Self.now + 65_000))
    let never = #expect(throws: FoodTruckError.self) { try truck.timer(forOrder: 2) }
    #expect(never?.kind == .notFound)
    #expect(never?.message == "Order#1202 was never put into preparation")
    let unknown = #expect(throws: FoodTruckError.self) { try truck.timer(forOrder: 3) }
    #expect(unknown?.kind == .notFound)
  }
}
