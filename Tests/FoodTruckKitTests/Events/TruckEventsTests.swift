// SPDX-License-Identifier: Apache-2.0
// TruckEventsTests: what a session reports and when: a scripted day (place, prepare, the
// countdown's end, hand-over), one tick doing everything due in time order at each item's own
// instant whatever the tick pattern, ticks refusing to go back in time, and the bounded event
// queue (docs/domain.md, decision 1; §7.2-7.4).

import Testing

@testable import FoodTruckKit

@Suite("Truck events")
struct TruckEventsTests {
  /// 2024-03-15 12:00:00 UTC.
  static let noon: Int64 = 1_710_504_000_000
  static let hour: Int64 = 3_600_000

  static let lines = [OrderLine(donutId: 0, count: 4), OrderLine(donutId: 3, count: 2)]

  @Test("A scripted day: place, prepare, the countdown ends at start + 60 s, hand-over")
  func scriptedDay() throws {
    var truck = Truck()
    let placed = Self.noon
    let number = try truck.placeOrder(Self.lines, now: placed)
    #expect(truck.pollEvents() == [TruckEvent(.orderPlaced, at: placed, order: 1, status: .placed)])

    let start = placed + 30_000
    try truck.apply(.prepare, toOrder: number, now: start)
    #expect(
      truck.pollEvents() == [
        TruckEvent(.orderStatusChanged, at: start, order: 1, status: .preparing),
        TruckEvent(.activityStarted, at: start, order: 1, activity: 1, status: .preparing),
        TruckEvent(.islandOwnerChanged, at: start, order: 1, activity: 1, status: .preparing),
      ])
    #expect(
      (try? truck.timer(forOrder: number)) == PreparationTimer(start: start, end: start + 60_000))

    #expect(try truck.tick(now: start + 59_999) == [])
    #expect(truck.pollEvents() == [])
    #expect(try truck.orders.order(number: number).status == .preparing)

    #expect(try truck.tick(now: start + 60_000) == [])
    let end = start + 60_000
    #expect(
      truck.pollEvents() == [
        TruckEvent(.timerFinished, at: end, order: 1, status: .ready),
        TruckEvent(.orderStatusChanged, at: end, order: 1, status: .ready),
        TruckEvent(.notification, at: end, order: 1, status: .ready),
      ])
    let ready = try truck.orders.order(number: number)
    #expect(ready.status == .ready)
    #expect(ready.preparingSince == start)
    #expect(try truck.activities.activity(id: 1).state == .active, "the timer does not end it")

    let handover = start + 90_000
    try truck.apply(.complete, toOrder: number, now: handover)
    #expect(
      truck.pollEvents() == [
        TruckEvent(.orderStatusChanged, at: handover, order: 1, status: .completed),
        TruckEvent(.activityEnded, at: handover, order: 1, activity: 1, status: .completed),
        TruckEvent(.activityDismissed, at: handover, order: 1, activity: 1, status: .completed),
        TruckEvent(.islandOwnerChanged, at: handover, order: 1, status: .completed),
      ])
    let activity = try truck.activities.activity(id: 1)
    #expect(activity.state == .dismissed)
    #expect(activity.endedAt == handover)
    #expect(activity.dismissAt == handover)
    #expect(try truck.orders.order(number: number).completedAt == handover)

    _ = try truck.tick(now: start + 13 * Self.hour)
    #expect(truck.pollEvents() == [], "the stale date and the expiry no longer apply")
  }

  @Test("A tick late by minutes stamps each event with its own instant, not the tick's")
  func eventsCarryTheirOwnInstant() throws {
    var truck = Truck()
    let number = try truck.placeOrder(Self.lines, now: Self.noon)
    try truck.apply(.prepare, toOrder: number, now: Self.noon)
    _ = truck.pollEvents()
    _ = try truck.tick(now: Self.noon + 10 * 60_000)
    #expect(
      truck.pollEvents() == [
        TruckEvent(.timerFinished, at: Self.noon + 60_000, order: 1, status: .ready),
        TruckEvent(.orderStatusChanged, at: Self.noon + 60_000, order: 1, status: .ready),
        TruckEvent(.notification, at: Self.noon + 60_000, order: 1, status: .ready),
        TruckEvent(.activityStale, at: Self.noon + 120_000, order: 1, activity: 1, status: .ready),
      ])
  }

  /// A session with a live stream of 3 orders from noon and order 25 put into preparation at
  /// noon: arrivals, a countdown, a stale date, an expiry and a dismissal to come.
  static func busySession() throws -> Truck {
    var truck = Truck()
    try truck.simulate(seed: 11, now: noon, streamLimit: 3)
    let number = try truck.placeOrder(lines, now: noon)
    try truck.apply(.prepare, toOrder: number, now: noon)
    _ = truck.pollEvents()
    return truck
  }

  @Test("One tick does everything due in time order: arrivals, countdown, stale, expiry, dismissal")
  func oneTickInTimeOrder() throws {
    var truck = try TruckEventsTests.busySession()
    let arrived = try truck.tick(now: Self.noon + 13 * Self.hour)
    #expect(arrived == [26, 27, 28])
    let created = try arrived.map { try truck.orders.order(number: $0).createdAt }
    #expect(created.allSatisfy { $0 > Self.noon && $0 < Self.noon + 60_000 })
    let expected =
      zip(arrived, created).map { TruckEvent(.orderPlaced, at: $1, order: $0, status: .placed) }
      + [
        TruckEvent(.timerFinished, at: Self.noon + 60_000, order: 25, status: .ready),
        TruckEvent(.orderStatusChanged, at: Self.noon + 60_000, order: 25, status: .ready),
        TruckEvent(.notification, at: Self.noon + 60_000, order: 25, status: .ready),
        TruckEvent(.activityStale, at: Self.noon + 120_000, order: 25, activity: 1, status: .ready),
        TruckEvent(
          .activityEnded, at: Self.noon + 8 * Self.hour, order: 25, activity: 1, status: .ready),
        TruckEvent(.islandOwnerChanged, at: Self.noon + 8 * Self.hour, order: 25, status: .ready),
        TruckEvent(
          .activityDismissed, at: Self.noon + 12 * Self.hour, order: 25, activity: 1,
          status: .ready),
      ]
    #expect(truck.pollEvents() == expected)
    #expect(truck.lastTick == Self.noon + 13 * Self.hour)
  }

  @Test(
    "The same events, in the same order, whatever the tick pattern",
    arguments: [1_000, 7_777, 60_000, 3_600_000] as [Int64])
  func tickPatternDoesNotMatter(step: Int64) throws {
    var once = try TruckEventsTests.busySession()
    _ = try once.tick(now: Self.noon + 13 * Self.hour)
    var stepped = try TruckEventsTests.busySession()
    var arrived: [Int] = []
    for now in stride(from: Self.noon, through: Self.noon + 13 * Self.hour, by: Int(step)) {
      arrived += try stepped.tick(now: now)
    }
    arrived += try stepped.tick(now: Self.noon + 13 * Self.hour)
    #expect(arrived == [26, 27, 28])
    #expect(stepped.pollEvents() == once.pollEvents())
    #expect(stepped.orders == once.orders)
    #expect(stepped.activities == once.activities)
  }

  @Test("The arrivals of a live stream are events stamped with each order's arrival")
  func streamArrivalEvents() throws {
    var truck = Truck()
    try truck.simulate(seed: 5, now: Self.noon, streamLimit: 4)
    #expect(truck.pollEvents() == [], "the generated past produces no events")
    let arrived = try truck.tick(now: Self.noon + 60_000)
    #expect(arrived == [25, 26, 27, 28])
    let events = truck.pollEvents()
    #expect(events.map(\.kind) == Array(repeating: .orderPlaced, count: 4))
    #expect(events.map(\.orderNumber) == arrived)
    #expect(try events.map(\.at) == arrived.map { try truck.orders.order(number: $0).createdAt })
    #expect(events.allSatisfy { $0.activityId == nil && $0.status == .placed })
  }

  @Test("The next-step button (advance) has the consequences of the action it applies")
  func advanceIsApply() throws {
    var advanced = Truck()
    var applied = Truck()
    _ = try advanced.placeOrder(Self.lines, now: Self.noon)
    _ = try applied.placeOrder(Self.lines, now: Self.noon)
    for (step, action) in OrderAction.allCases.enumerated() {
      let now = Self.noon + Int64(step + 1) * 20_000
      #expect(try advanced.advance(order: 1, now: now) == action.to)
      try applied.apply(action, toOrder: 1, now: now)
      #expect(advanced == applied, "after \(action.slug)")
    }
    // placed; preparing, activity, island; ready; completed, ended, dismissed, island
    #expect(advanced.pollEvents().count == 1 + 3 + 1 + 4)
    let error = #expect(throws: FoodTruckError.self) {
      try advanced.advance(order: 1, now: Self.noon + 100_000)
    }
    #expect(error?.kind == .invalidState)
  }

  // MARK: - Time only moves forward

  @Test("A tick before the previous one is refused and changes nothing; the same instant is fine")
  func backwardTick() throws {
    var truck = Truck()
    let number = try truck.placeOrder(Self.lines, now: Self.noon)
    try truck.apply(.prepare, toOrder: number, now: Self.noon)
    _ = try truck.tick(now: Self.noon + 30_000)
    let before = truck
    for earlier in [Self.noon + 29_999, Self.noon, Int64.min] {
      let error = #expect(throws: FoodTruckError.self) { try truck.tick(now: earlier) }
      #expect(error?.kind == .invalidArgument)
      #expect(error?.message.contains("before the previous tick") == true)
      #expect(error?.message.contains(String(Self.noon + 30_000)) == true)
    }
    #expect(truck == before)
    #expect(truck.lastTick == Self.noon + 30_000)
    #expect(try truck.tick(now: Self.noon + 30_000) == [])
    #expect(truck == before, "a repeated instant does nothing new")
    _ = try truck.tick(now: Self.noon + 60_000)
    #expect(try truck.orders.order(number: number).status == .ready)
  }

  @Test("A fresh session accepts any first tick and remembers it")
  func firstTick() throws {
    var truck = Truck()
    #expect(truck.lastTick == nil)
    #expect(try truck.tick(now: Self.noon) == [])
    #expect(truck.lastTick == Self.noon)
  }

  // MARK: - The event queue

  @Test("The queue keeps the newest 10,000 events and counts the dropped ones")
  func capacity() throws {
    #expect(EventQueue.capacity == 10_000)
    var truck = Truck()
    for index in 0..<10_005 {
      _ = try truck.placeOrder(
        [OrderLine(donutId: index % 17, count: 1)], now: Self.noon + Int64(index))
    }
    #expect(truck.events.count == 10_000)
    #expect(truck.events.dropped == 5)
    let first = truck.pollEvents(limit: 3)
    #expect(first.map(\.orderNumber) == [6, 7, 8], "the 5 oldest were dropped")
    #expect(first.map(\.at) == [5, 6, 7].map { Self.noon + $0 })
    let rest = truck.pollEvents()
    #expect(rest.count == 9_997)
    #expect(rest.map(\.orderNumber) == Array(9...10_005))
    #expect(truck.events.count == 0)
    #expect(truck.events.dropped == 5, "draining does not reset the dropped count")
    _ = try truck.placeOrder([OrderLine(donutId: 1, count: 1)], now: Self.noon + 20_000)
    #expect(truck.events.count == 1)
    #expect(truck.events.dropped == 5)
  }

  @Test("Draining takes the oldest first, up to the limit; a limit of 0 or less takes nothing")
  func drain() {
    var queue = EventQueue()
    for number in 1...10 {
      queue.append(TruckEvent(.orderPlaced, at: Int64(number), order: number, status: .placed))
    }
    #expect(queue.drain(limit: 0) == [])
    #expect(queue.drain(limit: -5) == [])
    #expect(queue.count == 10)
    #expect(queue.drain(limit: 4).map(\.orderNumber) == [1, 2, 3, 4])
    #expect(queue.count == 6)
    #expect(queue.drain(limit: .max).map(\.orderNumber) == [5, 6, 7, 8, 9, 10])
    #expect(queue.drain() == [])
    #expect(queue.dropped == 0)
  }

  @Test("Long runs of dropping and draining keep the newest events in order")
  func compaction() {
    var queue = EventQueue()
    var next = 1
    func append(_ count: Int) {
      for _ in 0..<count {
        queue.append(TruckEvent(.orderPlaced, at: Int64(next), order: next, status: .placed))
        next += 1
      }
    }
    append(25_000)
    #expect(queue.count == 10_000)
    #expect(queue.dropped == 15_000)
    #expect(queue.drain(limit: 4_097).map(\.orderNumber) == Array(15_001...19_097))
    append(7_000)
    #expect(queue.count == 10_000)
    #expect(queue.dropped == 15_000 + 2_903, "5,903 waited; 4,097 more fit")
    let all = queue.drain()
    #expect(all.map(\.orderNumber) == Array(22_001...32_000))
    #expect(queue.count == 0)
  }

  @Test("Lossless, the queue keeps every event; back to bounded it keeps the newest 10,000")
  func lossless() {
    var queue = EventQueue()
    queue.setLossless(true)
    for number in 1...25_000 {
      queue.append(TruckEvent(.orderPlaced, at: Int64(number), order: number, status: .placed))
    }
    #expect(queue.count == 25_000)
    #expect(queue.dropped == 0)
    #expect(queue.popFirst()?.orderNumber == 1)
    #expect(queue.popFirst()?.orderNumber == 2)
    queue.setLossless(false)
    #expect(queue.count == 10_000)
    #expect(queue.dropped == 14_998, "24,998 waited; the oldest beyond 10,000 are dropped")
    #expect(queue.popFirst()?.orderNumber == 15_001)
    queue.setLossless(true)
    #expect(queue.count == 9_999, "switching to lossless drops nothing")
    let rest = queue.drain()
    #expect(rest.map(\.orderNumber) == Array(15_002...25_000))
    #expect(queue.popFirst() == nil)
  }

  @Test("popFirst hands out events one at a time, oldest first, across compactions")
  func popFirst() {
    var queue = EventQueue()
    queue.setLossless(true)
    var next = 1
    var taken: [Int] = []
    for round in 0..<30 {
      for _ in 0..<(500 + round * 37) {
        queue.append(TruckEvent(.orderPlaced, at: Int64(next), order: next, status: .placed))
        next += 1
      }
      for _ in 0..<(450 + round * 41) {
        if let event = queue.popFirst() { taken.append(event.orderNumber) }
      }
    }
    while let event = queue.popFirst() { taken.append(event.orderNumber) }
    #expect(taken == Array(1..<next))
  }

  @Test("An event takes 40 bytes, as the header's memory bounds say")
  func eventSize() {
    #expect(MemoryLayout<TruckEvent>.stride == 40)
  }

  @Test("Each event kind has its own explanation, for a legend, in both languages")
  func explanations() {
    #expect(
      TruckEventKind.timerFinished.explanation.text(in: .english)
        == "its preparation countdown reached 0:00; the donuts are done")
    #expect(
      TruckEventKind.timerFinished.explanation.text(in: .arabic)
        == "بلغ عدّ التحضير التنازلي ٠:٠٠؛ الدونات جاهزة")
    #expect(TruckEventKind.orderPlaced.explanation.en == "a customer placed the order")
    let kinds = TruckEventKind.allCases
    #expect(Set(kinds.map(\.explanation.en)).count == kinds.count)
    #expect(Set(kinds.map(\.explanation.ar)).count == kinds.count)
    #expect(kinds.allSatisfy { $0.explanation.en != $0.name.en })
    // The stale explanation says "2 minutes" in words: it holds while the rule does.
    #expect(LiveActivity.staleAfter == 2 * 60_000)
  }
}
