// SPDX-License-Identifier: Apache-2.0
// PreparationTimerTests: an order's preparation countdown read at chosen instants (time left,
// fraction done, m:ss with seconds rounded up as a countdown clock shows them), when that text
// next changes, and the session's preparation time, 1 to 60 s (docs/domain.md, decision 1;
// §7.3, §7.8).

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

  // MARK: - When the countdown text next changes

  /// (ms after the start, ms after the start of the next change or nil) for a 60 s timer: the
  /// text counts whole seconds left rounded up, so it changes at end - k s (k = 59 ... 0).
  static let nextChanges: [(Int64, Int64?)] = [
    (-3_600_000, 1_000),  // "1:00" before the start as at it; "0:59" from 1 s on
    (-1, 1_000),
    (0, 1_000),
    (1, 1_000),
    (999, 1_000),
    (1_000, 2_000),  // exactly on a change: the next one, strictly after
    (1_001, 2_000),
    (30_000, 31_000),
    (58_999, 59_000),
    (59_000, 60_000),  // "0:01" until the end; "0:00" at it
    (59_999, 60_000),
    (60_000, nil),  // "0:00" from the end on: no change left
    (60_001, nil),
    (86_400_000, nil),
  ]

  @Test("A 60 s timer's next text change from chosen instants", arguments: nextChanges)
  func nextChange(offset: Int64, change: Int64?) {
    let now = Self.start + offset
    let next = Self.timer.nextCountdownChange(after: now)
    #expect(next == change.map { Self.start + $0 })
    if let next {
      #expect(Self.timer.countdownText(at: next - 1) == Self.timer.countdownText(at: now))
      #expect(Self.timer.countdownText(at: next) != Self.timer.countdownText(at: now))
    }
  }

  @Test(
    "Durations of whole and broken seconds: the changes fall at end - k s after the start",
    arguments: [
      // (duration, ms after the start, ms after the start of the next change or nil)
      (1_000, -1, 1_000), (1_000, 0, 1_000), (1_000, 999, 1_000), (1_000, 1_000, nil),
      (1_001, -5, 1), (1_001, 0, 1), (1_001, 1, 1_001), (1_001, 1_000, 1_001),
      (1_001, 1_001, nil), (1_500, 0, 500), (1_500, 499, 500), (1_500, 500, 1_500),
      (59_999, 0, 999), (59_999, 999, 1_999), (59_999, 59_998, 59_999), (59_999, 59_999, nil),
    ] as [(Int64, Int64, Int64?)])
  func nextChangeOfOtherDurations(duration: Int64, offset: Int64, change: Int64?) {
    let timer = PreparationTimer(start: Self.start, end: Self.start + duration)
    #expect(timer.nextCountdownChange(after: Self.start + offset) == change.map { Self.start + $0 })
  }

  @Test("A zero-length timer's text never changes")
  func nextChangeOfZeroLength() {
    let timer = PreparationTimer(start: Self.start, end: Self.start)
    for now in [Int64.min, Self.start - 1_000, Self.start - 1, Self.start, Self.start + 1] {
      #expect(timer.nextCountdownChange(after: now) == nil)
    }
  }

  @Test("Any instant, however far, is answered without overflow")
  func nextChangeAtTheExtremes() {
    #expect(Self.timer.nextCountdownChange(after: .min) == Self.start + 1_000)
    #expect(Self.timer.nextCountdownChange(after: .max) == nil)
    #expect(Self.timer.nextCountdownChange(after: Self.timer.end - 1) == Self.timer.end)
    // Instants at both ends of Int64: end - (min + 615) = 2^64 - 616, a whole number of seconds.
    let widest = PreparationTimer(start: .min, end: .max)
    #expect(widest.nextCountdownChange(after: .min) == .min + 615)
    #expect(widest.nextCountdownChange(after: -1) == 807)  // max - 807 = 9_223_372_036_854_775_000
    #expect(widest.nextCountdownChange(after: .max - 1) == .max)
    #expect(widest.nextCountdownChange(after: .max) == nil)
    let reversed = PreparationTimer(start: .max, end: .min)
    #expect(reversed.nextCountdownChange(after: .min) == nil)
    #expect(reversed.nextCountdownChange(after: 0) == nil)
  }

  @Test(
    "At every millisecond the next change is the first instant whose text differs",
    arguments: [1_000, 1_001, 1_500, 5_000, 59_999, 60_000] as [Int64])
  func nextChangeAgainstTheText(duration: Int64) {
    let timer = PreparationTimer(start: Self.start, end: Self.start + duration)
    // Backwards from after the end: the first later instant whose text differs from t's.
    var expected: Int64? = nil
    var later = timer.countdownText(at: timer.end + 2_500)
    var mismatches: [Int64] = []
    for now in stride(from: timer.end + 2_499, through: Self.start - 2_500, by: -1) {
      let text = timer.countdownText(at: now)
      if text != later { expected = now + 1 }
      later = text
      if timer.nextCountdownChange(after: now) != expected { mismatches.append(now - Self.start) }
    }
    #expect(mismatches.isEmpty, "wrong at \(mismatches.prefix(5)) ms after the start")
  }

  @Test("Over the years 1 to 9999: the text holds until the change and differs at it")
  func nextChangeProperty() {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    let years = LocalCalendar.validInstants
    for _ in 0..<2_000 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      // Half the instants near the timer, half anywhere in the accepted years.
      let near = Self.start - 5_000 + Int64(seed >> 33) % 70_000
      let anywhere = years.lowerBound + Int64(seed >> 1) % (years.upperBound - years.lowerBound)
      let now = seed & 1 == 0 ? near : anywhere
      let text = Self.timer.countdownText(at: now)
      if let next = Self.timer.nextCountdownChange(after: now) {
        #expect(next > now && next <= Self.timer.end)
        #expect(Self.timer.countdownText(at: next - 1) == text)
        #expect(Self.timer.countdownText(at: next) != text)
      } else {
        #expect(now >= Self.timer.end && text == "0:00")
      }
    }
  }

  @Test("Marked ready or completed early, the order's countdown keeps changing as its text does")
  func nextChangeAfterReadyEarly() throws {
    var truck = Truck()
    let number = try truck.placeOrder([OrderLine(donutId: 1, count: 1)], now: Self.start)
    try truck.apply(.prepare, toOrder: number, now: Self.start)
    try truck.apply(.markReady, toOrder: number, now: Self.start + 5_000)
    try truck.apply(.complete, toOrder: number, now: Self.start + 6_000)
    let timer = try truck.timer(forOrder: number)
    #expect(timer.nextCountdownChange(after: Self.start + 6_000) == Self.start + 7_000)
    #expect(timer.nextCountdownChange(after: Self.start + 60_000) == nil)
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
    let timer = try truck.timer(forOrder: number)
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
    #expect((try? truck.timer(forOrder: first))?.end == Self.start + 60_000)
    #expect((try? truck.timer(forOrder: second))?.end == Self.start + 11_000)
    _ = try truck.tick(now: Self.start + 11_000)
    #expect(try truck.orders.order(number: second).status == .ready)
    #expect(try truck.orders.order(number: first).status == .preparing)
  }

  @Test("Only orders put into preparation have a countdown, and it stays readable once done")
  func countdownLifetime() throws {
    var truck = Truck()
    let number = try truck.placeOrder([OrderLine(donutId: 1, count: 1)], now: Self.start)
    #expect((try? truck.timer(forOrder: number)) == nil)
    try truck.apply(.prepare, toOrder: number, now: Self.start)
    try truck.apply(.markReady, toOrder: number, now: Self.start + 5_000)
    try truck.apply(.complete, toOrder: number, now: Self.start + 6_000)
    #expect((try? truck.timer(forOrder: number)) == Self.timer)
    #expect((try? truck.timer(forOrder: number))?.countdownText(at: Self.start + 6_000) == "0:54")
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
