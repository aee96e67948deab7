// SPDX-License-Identifier: Apache-2.0
// ScheduleTests: when a session next changes by itself (Truck.nextDue): each kind of due item
// in turn, the entries that no longer apply skipped without changing the queue, never before
// the latest tick; and the scripted session a shell lives through, sleeping until each
// reported instant against ticking every 100 ms: the same events at the same instants.

import Testing

@testable import FoodTruckKit

@Suite("Schedule")
struct ScheduleTests {
  /// 2024-03-15 12:00:00 UTC.
  static let noon: Int64 = 1_710_504_000_000
  static let minute: Int64 = 60_000
  static let hour: Int64 = 3_600_000

  static let lines = [OrderLine(donutId: 0, count: 4)]

  @Test("Nothing is due in a new session, nor in one whose stream is over")
  func nothingDue() throws {
    #expect(Truck().nextDue == nil)
    var truck = Truck()
    try truck.simulate(seed: 3, now: Self.noon, streamLimit: 0)
    #expect(truck.nextDue == nil, "the simulated past schedules nothing")
  }

  @Test("A countdown's end, then the stale date, then the 8-hour end, then the dismissal")
  func eachDueItemInTurn() throws {
    var truck = Truck()
    let number = try truck.placeOrder(Self.lines, now: Self.noon)
    try truck.apply(.prepare, toOrder: number, now: Self.noon)
    #expect(truck.nextDue == Self.noon + Self.minute, "the countdown ends")
    _ = try truck.tick(now: Self.noon + Self.minute)
    #expect(truck.nextDue == Self.noon + 2 * Self.minute, "the activity goes stale")
    _ = try truck.tick(now: Self.noon + 2 * Self.minute)
    #expect(truck.nextDue == Self.noon + 8 * Self.hour, "the activity ends by itself")
    _ = try truck.tick(now: Self.noon + 8 * Self.hour)
    #expect(truck.nextDue == Self.noon + 12 * Self.hour, "dismissed 4 hours after its end")
    _ = try truck.tick(now: Self.noon + 12 * Self.hour)
    #expect(truck.nextDue == nil)
    #expect(truck.due.count == 0)
  }

  @Test("A live stream: each arrival is due in turn, then nothing")
  func streamArrivals() throws {
    var truck = Truck()
    try truck.simulate(seed: 5, now: Self.noon, streamLimit: 3)
    var arrivals: [Int64] = []
    while let due = truck.nextDue {
      #expect(try truck.tick(now: due).count == 1, "one order arrives at each reported instant")
      arrivals.append(due)
    }
    #expect(try arrivals == (25...27).map { try truck.orders.order(number: $0).createdAt })
    #expect(zip(arrivals, [Self.noon] + arrivals).allSatisfy { (3_000...8_000).contains($0 - $1) })
  }

  @Test("A stream ends at the last instant accepted: every reported instant can be ticked")
  func streamEndsAtTheLastInstant() throws {
    let last = LocalCalendar.validInstants.upperBound  // 9999-12-31 23:59:59.999 UTC
    // Started at the last instant, no order can come 3-8 s later: nothing is due.
    var atTheEnd = Truck()
    try atTheEnd.simulate(seed: 1, now: last, streamLimit: 99)
    #expect(atTheEnd.nextDue == nil)
    // Started 20 s before it, the orders that fit arrive (at most 6, at least 2: 3-8 s apart),
    // each at an instant a tick accepts, then the stream ends.
    var nearTheEnd = Truck()
    try nearTheEnd.simulate(seed: 1, now: last - 20_000, streamLimit: 99)
    var arrivals = 0
    while let due = nearTheEnd.nextDue {
      #expect(due <= last)
      arrivals += try nearTheEnd.tick(now: due).count
    }
    #expect((2...6).contains(arrivals))
  }

  @Test("Entries overtaken by calls are skipped by the read, which changes nothing")
  func overtakenEntriesAreSkipped() throws {
    var truck = Truck()
    let number = try truck.placeOrder(Self.lines, now: Self.noon)
    try truck.apply(.prepare, toOrder: number, now: Self.noon)
    let queued = truck.due.count
    // Marked ready early: the countdown's end no longer applies; the stale date is next.
    try truck.apply(.markReady, toOrder: number, now: Self.noon + 10_000)
    #expect(truck.nextDue == Self.noon + 2 * Self.minute)
    // Updated: the old stale date no longer applies; the new one is 2 minutes from the update.
    try truck.updateActivity(
      id: 1, timer: PreparationTimer(start: Self.noon, end: Self.noon + Self.minute),
      relevance: 1, now: Self.noon + 30_000)
    #expect(truck.nextDue == Self.noon + 30_000 + 2 * Self.minute)
    // Handed over: ended and dismissed at once; neither the stale date nor the expiry applies.
    try truck.apply(.complete, toOrder: number, now: Self.noon + 40_000)
    #expect(truck.nextDue == nil)
    #expect(truck.due.count == queued + 1, "reads remove nothing (one more: the update's)")
    // A tick drops the settled entries at the front of the queue.
    _ = try truck.tick(now: Self.noon + 50_000)
    #expect(truck.due.count == 0)
    #expect(truck.pollEvents().allSatisfy { $0.at <= Self.noon + 40_000 })
  }

  @Test("An ended activity's dismissal is due when its policy says")
  func dismissalAtAnInstant() throws {
    var truck = Truck()
    let number = try truck.placeOrder(Self.lines, now: Self.noon)
    let id = try truck.requestActivity(
      order: number, timer: PreparationTimer(start: Self.noon, end: Self.noon + Self.minute),
      relevance: 0, now: Self.noon)
    try truck.endActivity(id: id, policy: .after(Self.noon + 90_000), now: Self.noon + 1_000)
    #expect(truck.nextDue == Self.noon + 90_000)
  }

  @Test("Never before the latest tick: an entry a call scheduled in the past is due at once")
  func notBeforeTheLatestTick() throws {
    var truck = Truck()
    _ = try truck.tick(now: Self.noon + 10 * Self.minute)
    let number = try truck.placeOrder(Self.lines, now: Self.noon)
    try truck.apply(.prepare, toOrder: number, now: Self.noon)
    #expect(truck.nextDue == Self.noon + 10 * Self.minute, "the latest tick, not noon + 1 min")
    _ = truck.pollEvents()
    _ = try truck.tick(now: Self.noon + 10 * Self.minute)
    let events = truck.pollEvents()
    #expect(
      events.first
        == TruckEvent(.timerFinished, at: Self.noon + Self.minute, order: 1, status: .ready))
    #expect(events.map(\.kind).contains(.activityStale), "each at its own instant")
    #expect(truck.nextDue == Self.noon + 8 * Self.hour)
  }

  // MARK: - The scripted session

  /// An operator's call at an instant of the script (ms after noon, on the 100 ms grid).
  struct Step: Sendable {
    let after: Int64
    let act: @Sendable (inout Truck, Int64) throws -> Void
  }

  /// The activity of an order (the script knows each order has one).
  static func activity(of number: Int, _ truck: Truck) throws -> Int {
    try #require(truck.activities.latest(forOrder: number)).id
  }

  /// Several orders in preparation, a live stream of 12 orders, activities going stale,
  /// ended by calls and by their 8 hours, dismissed at once, at an instant and 4 hours on,
  /// and the Dynamic Island changing hands: the operator's calls, in time order.
  static let script: [Step] = [
    Step(after: 0) { truck, now in
      try truck.apply(.prepare, toOrder: 16, now: now)
      try truck.apply(.prepare, toOrder: 17, now: now)
    },
    Step(after: 1_500) { truck, now in try truck.apply(.prepare, toOrder: 18, now: now) },
    Step(after: 10_000) { truck, now in
      let id = try ScheduleTests.activity(of: 16, truck)
      let timer = try truck.timer(forOrder: 16)
      try truck.updateActivity(id: id, timer: timer, relevance: 5, now: now)
    },
    Step(after: 20_000) { truck, now in try truck.apply(.markReady, toOrder: 17, now: now) },
    Step(after: 30_000) { truck, now in try truck.apply(.complete, toOrder: 17, now: now) },
    Step(after: 45_000) { truck, now in
      try truck.endActivity(
        id: try ScheduleTests.activity(of: 16, truck),
        policy: .after(now + 5 * ScheduleTests.minute),
        now: now)
    },
    Step(after: 70_000) { truck, now in
      try truck.apply(.prepare, toOrder: 19, now: now)
      try truck.apply(.prepare, toOrder: 20, now: now)
    },
    Step(after: 4 * ScheduleTests.minute) { truck, now in
      try truck.apply(.complete, toOrder: 18, now: now)
    },
    Step(after: 5 * ScheduleTests.minute) { truck, now in
      try truck.endActivity(
        id: try ScheduleTests.activity(of: 19, truck), policy: .default, now: now)
    },
  ]

  /// The session runs until then: past the 8-hour end of the last activity (at 70 s + 8 h).
  static let horizon: Int64 = 8 * hour + 10 * minute

  static func startSession() throws -> Truck {
    var truck = Truck()
    try truck.simulate(seed: 7, now: noon, streamLimit: 12)
    return truck
  }

  /// Ticks every 100 ms from noon to the horizon, the script's calls after the tick of their
  /// instant.
  static func tickEvery100ms() throws -> (Truck, [TruckEvent]) {
    var truck = try startSession()
    var steps = script[...]
    var events: [TruckEvent] = []
    for after in stride(from: 0, through: horizon, by: 100) {
      _ = try truck.tick(now: noon + after)
      while let step = steps.first, step.after == after {
        try step.act(&truck, noon + after)
        steps.removeFirst()
      }
      events += truck.pollEvents()
    }
    #expect(steps.isEmpty)
    return (truck, events)
  }

  /// Sleeps from one instant to the next that matters: the reported next due instant or the
  /// script's next call, whichever comes first. Returns the instants it woke at.
  static func sleepUntilDue() throws -> (Truck, [TruckEvent], wakes: [Int64]) {
    var truck = try startSession()
    var steps = script[...]
    var events: [TruckEvent] = []
    var wakes: [Int64] = []
    var now = noon
    while now <= noon + horizon {
      _ = try truck.tick(now: now)
      let before = events.count
      var acted = false
      while let step = steps.first, noon + step.after == now {
        try step.act(&truck, now)
        steps.removeFirst()
        acted = true
      }
      events += truck.pollEvents()
      if !acted {
        // Honest: an instant reported as due has something happen at exactly that instant.
        #expect(
          events[before...].contains { $0.at == now }, "woke at noon + \(now - noon) for nothing")
      }
      wakes.append(now)
      let next = [truck.nextDue, steps.first.map { noon + $0.after }].compactMap { $0 }.min()
      guard let next else { break }
      now = next
    }
    _ = try truck.tick(now: noon + horizon)
    events += truck.pollEvents()
    #expect(steps.isEmpty)
    return (truck, events, wakes)
  }

  @Test("Sleeping until each reported instant gives the events of ticking every 100 ms")
  func sleepingEqualsTicking() throws {
    let (ticked, tickedEvents) = try ScheduleTests.tickEvery100ms()
    let (slept, sleptEvents, wakes) = try ScheduleTests.sleepUntilDue()
    #expect(sleptEvents == tickedEvents, "the same events, in the same order, at the same instants")
    #expect(slept.orders == ticked.orders)
    #expect(slept.activities == ticked.activities)
    #expect(slept.nextDue == ticked.nextDue)
    // 294,001 ticks against a few dozen wakes: the 12 arrivals, 4 countdown ends, 3 stale
    // dates, 2 dismissals, 1 expiry and the 9 calls, some of them at the same instant.
    #expect(wakes.count < 40)
    #expect(wakes == wakes.sorted() && Set(wakes).count == wakes.count)

    // What the script makes happen, worked out by hand.
    func count(_ kind: TruckEventKind) -> Int { sleptEvents.filter { $0.kind == kind }.count }
    #expect(count(.orderPlaced) == 12, "the live stream, orders 25 to 36")
    #expect(count(.orderStatusChanged) == 12, "5 prepared, 17 marked ready, 4 countdowns, 2 done")
    #expect(count(.timerFinished) == 4, "16, 18, 19 and 20; 17 was marked ready first")
    #expect(count(.notification) == 4)
    #expect(count(.activityStarted) == 5)
    #expect(count(.activityUpdated) == 1)
    #expect(count(.activityStale) == 3, "18's at 121.5 s, 19's and 20's at 190 s")
    #expect(count(.activityEnded) == 5, "17, 16, 18 and 19 by calls; 20 after 8 hours")
    #expect(count(.activityDismissed) == 4, "17, 18 at once; 16 at 345 s; 19 4 hours on")
    #expect(count(.islandOwnerChanged) == 8)
    #expect(sleptEvents.count == 58)
    let noon = ScheduleTests.noon
    let island = sleptEvents.filter { $0.kind == .islandOwnerChanged }
    #expect(
      island.map(\.at)
        == [0, 0, 1_500, 10_000, 45_000, 70_000, 70_000, 8 * Self.hour + 70_000].map { noon + $0 })
    #expect(island.map(\.activityId) == [1, 2, 3, 1, 3, 4, 5, nil])
    #expect(
      sleptEvents.filter { $0.kind == .activityDismissed }.map(\.at)
        == [30_000, 4 * Self.minute, 345_000, 5 * Self.minute + 4 * Self.hour].map { noon + $0 })
    // At the end: activity 5 ended by itself, on the lock screen until 4 hours after.
    #expect(slept.activities.displayed.isEmpty)
    #expect(slept.activities.onLockScreen.map(\.id) == [5])
    #expect(slept.nextDue == noon + 70_000 + 12 * Self.hour)
  }
}
