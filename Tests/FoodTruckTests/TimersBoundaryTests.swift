// SPDX-License-Identifier: Apache-2.0
// TimersBoundaryTests: preparation countdowns through the C ABI: foodtruck_timer_get and
// foodtruck_timer_countdown_text at chosen instants, foodtruck_timer_countdown_next_change (when
// that text next changes), the countdown's end seen by foodtruck_truck_tick (the
// order becomes ready), and the preparation time setting, 1 to 60 s (docs/domain.md,
// decision 1; §7.3, §7.8).

import CFoodTruck
import FoodTruck
import Testing

@Suite("Timers boundary")
final class TimersBoundaryTests {
  /// A live handle for each test; freed in deinit.
  let truck: UnsafeMutablePointer<foodtruck_truck>

  /// 2024-03-15 12:00:00 UTC.
  static let noon: Int64 = 1_710_504_000_000
  /// When order 1 is put into preparation.
  static let start = noon + 20_000

  init() throws {
    truck = try newTruck()
  }

  deinit {
    truckFree(truck)
  }

  /// Places order 1 at noon and puts it into preparation at `start`.
  func prepareOrder1(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let number = try placeOrder(
      truck, [(0, 4), (3, 2)], at: TimersBoundaryTests.noon, sourceLocation: sourceLocation)
    try #require(
      orderApply(truck, number, FOODTRUCK_ORDER_PREPARE, TimersBoundaryTests.start) == FOODTRUCK_OK,
      sourceLocation: sourceLocation)
  }

  func timer(_ number: Int32, at now: Int64, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> foodtruck_timer
  {
    var timer = foodtruck_timer()
    let status = timerGet(truck, number, now, &timer)
    try #require(
      status == FOODTRUCK_OK, "foodtruck_timer_get: \(lastErrorText)",
      sourceLocation: sourceLocation)
    return timer
  }

  func countdown(_ number: Int32, at now: Int64, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> String
  {
    try readText(sourceLocation: sourceLocation) {
      timerCountdownText(truck, number, now, $0, $1, $2)
    }
  }

  /// (ms after the start, ms left, countdown text) for the default 60 s.
  static let readings: [(Int64, Int64, String)] = [
    (-20_000, 60_000, "1:00"),
    (0, 60_000, "1:00"),
    (999, 59_001, "1:00"),
    (1_000, 59_000, "0:59"),
    (30_000, 30_000, "0:30"),
    (59_999, 1, "0:01"),
    (60_000, 0, "0:00"),
    (3_600_000, 0, "0:00"),
  ]

  @Test(
    "A 60 s countdown read at chosen instants, as foodtruck_timer and as text", arguments: readings)
  func reading(offset: Int64, remaining: Int64, text: String) throws {
    try prepareOrder1()
    let start = TimersBoundaryTests.start
    let now = start + offset
    let timer = try timer(1, at: now)
    #expect(timer.fields == [start, start + 60_000, remaining, remaining == 0 ? 1 : 0])
    #expect(timer.fraction_done == Double(60_000 - remaining) / 60_000)
    #expect(try countdown(1, at: now) == text)
  }

  /// When order `number`'s countdown text next changes after `now`; FOODTRUCK_NO_TIME is nil.
  func nextChange(
    _ number: Int32, after now: Int64, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Int64? {
    var at: Int64 = 7
    let status = timerCountdownNextChange(truck, number, now, &at)
    try #require(
      status == FOODTRUCK_OK, "foodtruck_timer_countdown_next_change: \(lastErrorText)",
      sourceLocation: sourceLocation)
    return at == noTime ? nil : at
  }

  @Test(
    "When the countdown text next changes: at each whole second left, none from the end on",
    arguments: [
      // (ms after the start, ms after the start of the next change or nil)
      (-20_000, 1_000), (-1, 1_000), (0, 1_000), (999, 1_000), (1_000, 2_000), (1_001, 2_000),
      (30_000, 31_000), (59_000, 60_000), (59_999, 60_000), (60_000, nil), (3_600_000, nil),
    ] as [(Int64, Int64?)])
  func nextChangeReadings(offset: Int64, change: Int64?) throws {
    try prepareOrder1()
    let start = TimersBoundaryTests.start
    let next = try nextChange(1, after: start + offset)
    #expect(next == change.map { start + $0 })
    if let next {
      #expect(try countdown(1, at: next - 1) == countdown(1, at: start + offset))
      #expect(try countdown(1, at: next) != countdown(1, at: next - 1))
    }
  }

  @Test("Waking at each next change shows every text from 1:00 to 0:00 once, each on time")
  func nextChangeWalk() throws {
    try prepareOrder1()
    let start = TimersBoundaryTests.start
    var now = start - 5_000
    var texts = [try countdown(1, at: now)]
    var instants: [Int64] = []
    while let next = try nextChange(1, after: now) {
      now = next
      instants.append(now - start)
      texts.append(try countdown(1, at: now))
    }
    #expect(instants == Array(stride(from: 1_000, through: 60_000, by: 1_000)))
    #expect(texts.count == 61 && texts.first == "1:00" && texts.last == "0:00")
    #expect(texts[1] == "0:59" && texts[30] == "0:30" && texts[59] == "0:01")
    #expect(Set(texts).count == 61)
  }

  @Test("The next change: a short countdown, one marked ready early, and the accepted years")
  func nextChangeEdges() throws {
    #expect(truckSetTimerDuration(truck, 1) == FOODTRUCK_OK)
    try prepareOrder1()
    let start = TimersBoundaryTests.start
    #expect(try nextChange(1, after: start - 1) == start + 1_000)
    #expect(try nextChange(1, after: start + 999) == start + 1_000)
    #expect(try nextChange(1, after: start + 1_000) == nil)
    #expect(orderApply(truck, 1, FOODTRUCK_ORDER_MARK_READY, start + 500) == FOODTRUCK_OK)
    #expect(try nextChange(1, after: start + 500) == start + 1_000, "ready early: it still runs")
    let first: Int64 = -62_135_596_800_000  // 0001-01-01, the earliest instant accepted
    let last: Int64 = 253_402_300_799_999  // 9999-12-31 23:59:59.999, the latest
    #expect(try nextChange(1, after: first) == start + 1_000)
    #expect(try nextChange(1, after: last) == nil)
  }

  @Test(
    "The next change: a now outside the years 1 to 9999 is refused as by the text, at_out untouched",
    arguments: [Int64.min, Int64.max, -62_135_596_800_001, 253_402_300_800_000])
  func nextChangeRefusedNow(now: Int64) throws {
    try prepareOrder1()
    var at: Int64 = 77
    #expect(timerCountdownNextChange(truck, 1, now, &at) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(at == 77)
    #expect(
      lastErrorText
        == "foodtruck_timer_countdown_next_change: now \(now) ms is outside the years 1 to 9999")
    var length: UInt = 0
    #expect(timerCountdownText(truck, 1, now, nil, 0, &length) == FOODTRUCK_ERR_INVALID_ARGUMENT)
  }

  @Test(
    "The next change: an unknown order, or one never put into preparation, is not found",
    arguments: [2, 99, 0, -1, Int32.max, Int32.min] as [Int32])
  func nextChangeNotFound(number: Int32) throws {
    try prepareOrder1()
    _ = try placeOrder(truck, [(1, 1)], at: TimersBoundaryTests.noon)  // order 2, never prepared
    var at: Int64 = 77
    #expect(
      timerCountdownNextChange(truck, number, TimersBoundaryTests.noon, &at)
        == FOODTRUCK_ERR_NOT_FOUND)
    #expect(at == 77)
    #expect(lastErrorText.hasPrefix("foodtruck_timer_countdown_next_change: "))
    if number == 2 { #expect(lastErrorText.contains("Order#1202 was never put into preparation")) }
    var length: UInt = 0
    #expect(
      timerCountdownText(truck, number, TimersBoundaryTests.noon, nil, 0, &length)
        == FOODTRUCK_ERR_NOT_FOUND)
  }

  @Test("The next change: no at_out, a freed truck")
  func nextChangeMisuse() throws {
    try prepareOrder1()
    #expect(
      timerCountdownNextChange(truck, 1, TimersBoundaryTests.start, nil)
        == FOODTRUCK_ERR_NULL_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_timer_countdown_next_change: at_out"))
    let freed = try newTruck()
    truckFree(freed)
    var at: Int64 = 77
    #expect(
      timerCountdownNextChange(freed, 1, TimersBoundaryTests.start, &at)
        == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(at == 77)
  }

  @Test("The countdown text: a length query, too small (untouched), an exact fit")
  func countdownBuffer() throws {
    try prepareOrder1()
    var length: UInt = 0
    #expect(
      timerCountdownText(truck, 1, TimersBoundaryTests.start, nil, 0, &length) == FOODTRUCK_OK)
    #expect(length == 4)
    var small = [CChar](repeating: 0x7F, count: 4)
    #expect(
      timerCountdownText(truck, 1, TimersBoundaryTests.start, &small, 4, &length)
        == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(small.allSatisfy { $0 == 0x7F })
    #expect(lastErrorText.hasPrefix("foodtruck_timer_countdown_text: "))
    var exact = [CChar](repeating: 0x7F, count: 5)
    #expect(timerCountdownText(truck, 1, TimersBoundaryTests.start, &exact, 5, nil) == FOODTRUCK_OK)
    #expect(String(cString: exact) == "1:00")
  }

  @Test("An order never put into preparation has no countdown; timer_out stays untouched")
  func noCountdownBeforePreparation() throws {
    let number = try placeOrder(truck, [(1, 1)], at: TimersBoundaryTests.noon)
    var timer = foodtruck_timer(
      starts_at: -7, ends_at: -7, remaining_ms: -7, fraction_done: -7, finished: true)
    #expect(timerGet(truck, number, TimersBoundaryTests.noon, &timer) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(lastErrorText.hasPrefix("foodtruck_timer_get: "))
    #expect(lastErrorText.contains("Order#1201"))
    #expect(timer.fields == [-7, -7, -7, 1])
    #expect(timerGet(truck, 99, TimersBoundaryTests.noon, &timer) == FOODTRUCK_ERR_NOT_FOUND)
    var length: UInt = 77
    #expect(
      timerCountdownText(truck, number, TimersBoundaryTests.noon, nil, 0, &length)
        == FOODTRUCK_ERR_NOT_FOUND)
    #expect(length == 77)
  }

  @Test("At its end the countdown makes the order ready; the countdown stays readable")
  func endMakesReady() throws {
    try prepareOrder1()
    let end = TimersBoundaryTests.start + 60_000
    var arrived: Int32 = -1
    #expect(truckTick(truck, end - 1, &arrived) == FOODTRUCK_OK)
    #expect(try getOrder(truck, 1).status == FOODTRUCK_ORDER_PREPARING)
    #expect(truckTick(truck, end, &arrived) == FOODTRUCK_OK)
    #expect(arrived == 0, "a countdown is no arrival")
    #expect(try getOrder(truck, 1).status == FOODTRUCK_ORDER_READY)
    #expect(orderApply(truck, 1, FOODTRUCK_ORDER_COMPLETE, end + 5_000) == FOODTRUCK_OK)
    #expect(try timer(1, at: end + 5_000).fields == [end - 60_000, end, 0, 1])
  }

  @Test("Marked ready early, the order is not touched again when its countdown ends")
  func readyEarly() throws {
    try prepareOrder1()
    let start = TimersBoundaryTests.start
    #expect(orderApply(truck, 1, FOODTRUCK_ORDER_MARK_READY, start + 10_000) == FOODTRUCK_OK)
    #expect(orderApply(truck, 1, FOODTRUCK_ORDER_COMPLETE, start + 20_000) == FOODTRUCK_OK)
    _ = try pollAllEvents(truck)
    #expect(truckTick(truck, start + 60_000, nil) == FOODTRUCK_OK)
    #expect(try pollAllEvents(truck).isEmpty)
    #expect(try getOrder(truck, 1).status == FOODTRUCK_ORDER_COMPLETED)
    #expect(try timer(1, at: start + 10_000).remaining_ms == 50_000)
  }

  // MARK: - The preparation time

  @Test("Each preparation time from 1 to 60 s times the next preparation", arguments: 1...60)
  func duration(seconds: Int32) throws {
    #expect(truckSetTimerDuration(truck, seconds) == FOODTRUCK_OK)
    #expect(lastErrorText == "")
    var read: Int32 = 0
    #expect(truckTimerDuration(truck, &read) == FOODTRUCK_OK)
    #expect(read == seconds)
    try prepareOrder1()
    let start = TimersBoundaryTests.start
    let end = start + Int64(seconds) * 1_000
    #expect(try timer(1, at: start).fields == [start, end, end - start, 0])
    #expect(try countdown(1, at: start) == "\(seconds / 60):" + String(format2: seconds % 60))
    #expect(truckTick(truck, end - 1, nil) == FOODTRUCK_OK)
    #expect(try getOrder(truck, 1).status == FOODTRUCK_ORDER_PREPARING)
    #expect(truckTick(truck, end, nil) == FOODTRUCK_OK)
    #expect(try getOrder(truck, 1).status == FOODTRUCK_ORDER_READY)
  }

  @Test(
    "Preparation times outside 1 to 60 s are refused and leave the setting as it was",
    arguments: [0, 61, -1, 3_600, Int32.max, Int32.min])
  func refusedDuration(seconds: Int32) throws {
    #expect(truckSetTimerDuration(truck, 30) == FOODTRUCK_OK)
    #expect(truckSetTimerDuration(truck, seconds) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(
      lastErrorText.hasPrefix("foodtruck_truck_set_timer_duration: seconds"), "\(lastErrorText)")
    var read: Int32 = 0
    #expect(truckTimerDuration(truck, &read) == FOODTRUCK_OK)
    #expect(read == 30)
    try prepareOrder1()
    let start = TimersBoundaryTests.start
    #expect(try timer(1, at: start).ends_at == start + 30_000)
  }

  @Test("A new preparation time leaves running countdowns alone; it belongs to its truck")
  func durationScope() throws {
    try prepareOrder1()
    #expect(truckSetTimerDuration(truck, 5) == FOODTRUCK_OK)
    let second = try placeOrder(truck, [(2, 2)], at: TimersBoundaryTests.noon)
    #expect(
      orderApply(truck, second, FOODTRUCK_ORDER_PREPARE, TimersBoundaryTests.start) == FOODTRUCK_OK)
    #expect(
      try timer(1, at: TimersBoundaryTests.start).ends_at == TimersBoundaryTests.start + 60_000)
    #expect(
      try timer(second, at: TimersBoundaryTests.start).ends_at == TimersBoundaryTests.start + 5_000)

    let other = try newTruck()
    defer { truckFree(other) }
    let number = try placeOrder(other, [(2, 2)], at: TimersBoundaryTests.noon)
    #expect(
      orderApply(other, number, FOODTRUCK_ORDER_PREPARE, TimersBoundaryTests.start) == FOODTRUCK_OK)
    var timer = foodtruck_timer()
    #expect(timerGet(other, number, TimersBoundaryTests.start, &timer) == FOODTRUCK_OK)
    #expect(timer.ends_at == TimersBoundaryTests.start + 60_000)
  }

  @Test("A freed truck has no timers and takes no settings")
  func freedTruck() throws {
    try prepareOrder1()
    let freed = try newTruck()
    truckFree(freed)
    var timer = foodtruck_timer(
      starts_at: -7, ends_at: -7, remaining_ms: -7, fraction_done: -7, finished: true)
    #expect(timerGet(freed, 1, TimersBoundaryTests.start, &timer) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(timer.fields == [-7, -7, -7, 1])
    #expect(truckSetTimerDuration(freed, 10) == FOODTRUCK_ERR_INVALID_HANDLE)
  }
}

extension String {
  /// Two decimal digits: 5 -> "05".
  fileprivate init(format2 value: Int32) {
    self = (value < 10 ? "0" : "") + String(value)
  }
}
