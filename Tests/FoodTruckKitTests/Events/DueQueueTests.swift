// SPDX-License-Identifier: Apache-2.0
// DueQueueTests: the min-heap of what is due when: earliest first, equal instants in the order
// they were scheduled, nothing before its time; and the lazy deletion the session relies on
// (entries are never removed early: a tick skips the ones that no longer apply, and a read
// finds the earliest that still applies without changing the queue).

import Testing

@testable import FoodTruckKit

@Suite("DueQueue")
struct DueQueueTests {
  /// 2024-03-15 12:00:00 UTC.
  static let noon: Int64 = 1_710_504_000_000

  /// Pops everything due by `now` as [instant, payload]; payloads are timerEnd order numbers.
  static func drain(_ queue: inout DueQueue, by now: Int64) -> [[Int64]] {
    var popped: [[Int64]] = []
    while let (at, item) = queue.popDue(by: now) {
      guard case .timerEnd(let order) = item else {
        Issue.record("unexpected item \(item)")
        continue
      }
      popped.append([at, Int64(order)])
    }
    return popped
  }

  @Test("Items come out earliest first; equal instants in the order they were scheduled")
  func order() {
    var queue = DueQueue()
    let instants: [Int64] = [50, 10, 30, 10, 50, 20, 10, 30]
    for (index, at) in instants.enumerated() { queue.schedule(.timerEnd(order: index), at: at) }
    #expect(queue.count == 8)
    #expect(
      DueQueueTests.drain(&queue, by: 100) == [
        [10, 1], [10, 3], [10, 6], [20, 5], [30, 2], [30, 7], [50, 0], [50, 4],
      ])
    #expect(queue.count == 0)
  }

  @Test("Nothing comes out before its instant; an item is due exactly at it")
  func notBeforeItsTime() {
    var queue = DueQueue()
    queue.schedule(.timerEnd(order: 1), at: 1_000)
    queue.schedule(.timerEnd(order: 2), at: 2_000)
    #expect(queue.popDue(by: 999) == nil)
    #expect(queue.count == 2, "a refused pop removes nothing")
    #expect(DueQueueTests.drain(&queue, by: 1_000) == [[1_000, 1]])
    #expect(DueQueueTests.drain(&queue, by: 1_999) == [])
    #expect(DueQueueTests.drain(&queue, by: Int64.max) == [[2_000, 2]])
    #expect(queue.popDue(by: Int64.max) == nil)
  }

  @Test("Many items with many ties come out as a stable sort by instant, across interleaved pops")
  func stableAgainstASort() {
    var random = SeededGenerator(seed: 42)
    var queue = DueQueue()
    var scheduled: [[Int64]] = []
    var popped: [[Int64]] = []
    for index in 0..<2_000 {
      let at = DueQueueTests.noon + Int64(random.int(in: 0...40)) * 1_000
      queue.schedule(.timerEnd(order: index), at: at)
      scheduled.append([at, Int64(index)])
      if index % 500 == 499 {  // a tick in the middle: everything up to 20 s, then more arrive
        popped += DueQueueTests.drain(&queue, by: DueQueueTests.noon + 20_000)
      }
    }
    popped += DueQueueTests.drain(&queue, by: Int64.max)
    #expect(popped.count == 2_000)
    // What a tick at 20 s takes, in order, then the rest by (instant, scheduling order).
    var expected: [[Int64]] = []
    var waiting: [[Int64]] = []
    for (index, item) in scheduled.enumerated() {
      waiting.append(item)
      if index % 500 == 499 {
        let due = waiting.filter { $0[0] <= DueQueueTests.noon + 20_000 }
        expected += due.sorted { $0[0] != $1[0] ? $0[0] < $1[0] : $0[1] < $1[1] }
        waiting.removeAll { $0[0] <= DueQueueTests.noon + 20_000 }
      }
    }
    expected += waiting.sorted { $0[0] != $1[0] ? $0[0] < $1[0] : $0[1] < $1[1] }
    #expect(popped == expected)
  }

  @Test("Instants at the ends of Int64 order correctly")
  func extremes() {
    var queue = DueQueue()
    queue.schedule(.timerEnd(order: 1), at: .max)
    queue.schedule(.timerEnd(order: 2), at: .min)
    queue.schedule(.timerEnd(order: 3), at: 0)
    #expect(
      DueQueueTests.drain(&queue, by: .max) == [[.min, 2], [0, 3], [.max, 1]])
  }

  // MARK: - Lazy deletion, as the session uses it

  @Test("Preparing schedules a timer end, a stale date and an expiry; completing removes none")
  func entriesStayUntilTheirTime() throws {
    var truck = Truck()
    let number = try truck.placeOrder([OrderLine(donutId: 1, count: 1)], now: DueQueueTests.noon)
    try truck.apply(.prepare, toOrder: number, now: DueQueueTests.noon)
    #expect(truck.due.count == 3)
    try truck.apply(.markReady, toOrder: number, now: DueQueueTests.noon + 10_000)
    try truck.apply(.complete, toOrder: number, now: DueQueueTests.noon + 20_000)
    #expect(truck.due.count == 3, "entries are not removed early")
    _ = truck.pollEvents()
    _ = try truck.tick(now: DueQueueTests.noon + 9 * 3_600_000)
    #expect(truck.due.count == 0, "a tick pops them all")
    #expect(truck.pollEvents() == [], "and skips every one that no longer applies")
    #expect(try truck.orders.order(number: number).status == .completed)
  }

  @Test("earliest(where:) walks the entries in time order, stops at the first that applies")
  func earliestThatApplies() {
    var random = SeededGenerator(seed: 7)
    var queue = DueQueue()
    var scheduled: [(at: Int64, order: Int)] = []
    for order in 0..<500 {
      let at = DueQueueTests.noon + Int64(random.int(in: 0...99)) * 1_000
      queue.schedule(.timerEnd(order: order), at: at)
      scheduled.append((at, order))
    }
    // Against a stable sort: the first entry, in (instant, scheduling) order, whose order
    // number is a multiple of k.
    let sorted = scheduled.enumerated().sorted {
      $0.element.at != $1.element.at ? $0.element.at < $1.element.at : $0.offset < $1.offset
    }.map(\.element)
    for k in [1, 2, 7, 97, 499] {
      var visited = 0
      let found = queue.earliest { _, item in
        visited += 1
        guard case .timerEnd(let order) = item else { return false }
        return order % k == 0
      }
      let expected = sorted.first { $0.order % k == 0 }
      #expect(found.map { $0.at } == expected?.at, "k = \(k)")
      #expect(found?.item == expected.map { .timerEnd(order: $0.order) }, "k = \(k)")
      let position = sorted.firstIndex { $0.order % k == 0 } ?? -1
      #expect(visited == position + 1, "visits only what comes before it, k = \(k)")
    }
    #expect(queue.earliest { _, _ in false } == nil, "none applies")
    #expect(queue.count == 500, "a read")
    #expect(DueQueue().earliest { _, _ in true } == nil)
  }

  @Test("An update leaves the old stale date queued; the tick skips it and honours the new one")
  func updateSupersedesStaleDate() throws {
    var truck = Truck()
    let now = DueQueueTests.noon
    let number = try truck.placeOrder([OrderLine(donutId: 1, count: 1)], now: now)
    let id = try truck.requestActivity(
      order: number, timer: PreparationTimer(start: now, end: now + 60_000), relevance: 0,
      now: now)
    try truck.updateActivity(
      id: id, timer: PreparationTimer(start: now, end: now + 90_000), relevance: 0,
      now: now + 30_000)
    #expect(truck.due.count == 3, "stale at 120 s, expiry, and the new stale at 150 s")
    _ = truck.pollEvents()
    _ = try truck.tick(now: now + 120_000)
    #expect(truck.due.count == 2)
    #expect(truck.pollEvents() == [])
    #expect(try truck.activities.activity(id: id).state == .active)
    _ = try truck.tick(now: now + 150_000)
    #expect(
      truck.pollEvents() == [
        TruckEvent(.activityStale, at: now + 150_000, order: number, activity: id, status: .placed)
      ])
  }

  @Test("Marking an order ready early leaves its timer end queued; the tick skips it")
  func readyEarlySkipsTimerEnd() throws {
    var truck = Truck()
    let now = DueQueueTests.noon
    let number = try truck.placeOrder([OrderLine(donutId: 1, count: 1)], now: now)
    try truck.apply(.prepare, toOrder: number, now: now)
    try truck.apply(.markReady, toOrder: number, now: now + 20_000)
    _ = truck.pollEvents()
    _ = try truck.tick(now: now + 60_000)
    #expect(truck.pollEvents() == [], "no timerFinished, statusChanged or notification")
    #expect(try truck.orders.order(number: number).status == .ready)
  }
}
