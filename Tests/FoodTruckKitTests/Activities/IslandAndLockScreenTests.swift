// SPDX-License-Identifier: Apache-2.0
// IslandAndLockScreenTests: the Dynamic Island's changes of owner as events (each at its own
// instant, after the events of the change that caused it, one per call however many
// activities it ends), and the lock screen's list: the showing activities and the ended ones
// not yet dismissed, by relevance and then the most recent start (docs/domain.md §7.6, §7.7).

import FoodTruckKit
import Testing

@Suite("Island and lock screen")
struct IslandAndLockScreenTests {
  /// 2024-03-15 12:00:00 UTC.
  static let noon: Int64 = 1_710_504_000_000
  static let minute: Int64 = 60_000
  static let hour: Int64 = 3_600_000

  /// Orders 1 to `count`, placed at noon; events drained.
  static func session(orders count: Int) throws -> Truck {
    var truck = Truck()
    for index in 0..<count {
      _ = try truck.placeOrder([OrderLine(donutId: index, count: 1)], now: noon)
    }
    _ = truck.pollEvents()
    return truck
  }

  static func request(
    _ truck: inout Truck, order: Int, relevance: Double = 0, at now: Int64
  ) throws -> Int {
    try truck.requestActivity(
      order: order, timer: PreparationTimer(start: now, end: now + minute), relevance: relevance,
      now: now)
  }

  /// The island events polled, as (instant after noon, new owner).
  static func ownerChanges(_ truck: inout Truck) -> [[Int64?]] {
    truck.pollEvents().filter { $0.kind == .islandOwnerChanged }.map {
      [$0.at - noon, $0.activityId.map(Int64.init)]
    }
  }

  @Test("Each change of owner is one event: a start, a higher relevance, an end, an expiry")
  func ownerChanges() throws {
    var truck = try Self.session(orders: 3)
    let first = try Self.request(&truck, order: 1, at: Self.noon)
    #expect(
      truck.pollEvents() == [
        TruckEvent(.activityStarted, at: Self.noon, order: 1, activity: first, status: .placed),
        TruckEvent(.islandOwnerChanged, at: Self.noon, order: 1, activity: first, status: .placed),
      ], "after the start that caused it")
    // A newer activity of equal relevance takes the island; a lower one does not.
    let second = try Self.request(&truck, order: 2, at: Self.noon + 1_000)
    let third = try Self.request(&truck, order: 3, relevance: -1, at: Self.noon + 2_000)
    #expect(Self.ownerChanges(&truck) == [[1_000, Int64(second)]])
    #expect([truck.islandLayout.owner, truck.islandLayout.minimal] == [second, first])
    // An update that raises the relevance moves the island; one that changes nothing does not.
    try truck.updateActivity(
      id: third, timer: PreparationTimer(start: Self.noon, end: Self.noon + Self.minute),
      relevance: 2, now: Self.noon + 3_000)
    try truck.updateActivity(
      id: third, timer: PreparationTimer(start: Self.noon, end: Self.noon + Self.minute),
      relevance: 3, now: Self.noon + 4_000)
    #expect(Self.ownerChanges(&truck) == [[3_000, Int64(third)]])
    // Ending the minimal one changes only the minimal presentation: no event.
    try truck.endActivity(id: second, policy: .immediate, now: Self.noon + 5_000)
    #expect(Self.ownerChanges(&truck) == [])
    #expect([truck.islandLayout.owner, truck.islandLayout.minimal] == [third, first])
    // Ending the owner hands the island on.
    try truck.endActivity(id: third, policy: .default, now: Self.noon + 6_000)
    #expect(Self.ownerChanges(&truck) == [[6_000, Int64(first)]])
    // The last one ends by itself after 8 hours: the island empties then.
    _ = try truck.tick(now: Self.noon + 9 * Self.hour)
    let emptied = truck.pollEvents().filter { $0.kind == .islandOwnerChanged }
    #expect(
      emptied == [
        TruckEvent(.islandOwnerChanged, at: Self.noon + 8 * Self.hour, order: 1, status: .placed)
      ],
      "no activity; the order of the owner that left")
  }

  @Test("Turning activities off reports only where the island ends up: empty")
  func switchedOff() throws {
    var truck = try Self.session(orders: 3)
    for order in 1...3 { _ = try Self.request(&truck, order: order, at: Self.noon + Int64(order)) }
    _ = truck.pollEvents()
    truck.setActivitiesEnabled(false, now: Self.noon + Self.minute)
    let events = truck.pollEvents()
    #expect(events.filter { $0.kind == .islandOwnerChanged }.count == 1)
    #expect(
      events.last
        == TruckEvent(.islandOwnerChanged, at: Self.noon + Self.minute, order: 3, status: .placed),
      "after every end and dismissal, naming the owner that left")
  }

  @Test("Handing over the owner's order: ended, dismissed, then the island moves")
  func handOver() throws {
    var truck = try Self.session(orders: 2)
    try truck.apply(.prepare, toOrder: 1, now: Self.noon)
    try truck.apply(.prepare, toOrder: 2, now: Self.noon + 1_000)
    try truck.apply(.markReady, toOrder: 2, now: Self.noon + 2_000)
    _ = truck.pollEvents()
    try truck.apply(.complete, toOrder: 2, now: Self.noon + 3_000)
    #expect(
      truck.pollEvents().map(\.kind) == [
        .orderStatusChanged, .activityEnded, .activityDismissed, .islandOwnerChanged,
      ])
    #expect(truck.islandLayout.owner == 1)
  }

  @Test(
    "The island's owner and minimal are the first two by rank, whatever the request order",
    arguments: [
      // relevances of activities 1 to 4, started a second apart -> owner, minimal
      ([1.0, 5, 3, 5], [4, 2]), ([5.0, 3, 1, 0], [1, 2]), ([0.0, 1, 2, 3], [4, 3]),
      ([2.0, 2, 2, 2], [4, 3]), ([9.0, 1, 1, 8], [1, 4]),
    ])
  func topTwo(relevances: [Double], expected: [Int]) throws {
    var truck = try Self.session(orders: 4)
    for (index, relevance) in relevances.enumerated() {
      _ = try Self.request(
        &truck, order: index + 1, relevance: relevance, at: Self.noon + Int64(index) * 1_000)
    }
    #expect([truck.islandLayout.owner, truck.islandLayout.minimal] == expected)
  }

  @Test("The lock screen: showing and ended-not-dismissed, by relevance then newest start")
  func lockScreen() throws {
    var truck = try Self.session(orders: 4)
    let a = try Self.request(&truck, order: 1, at: Self.noon)
    let b = try Self.request(&truck, order: 2, at: Self.noon + 1_000)
    let c = try Self.request(&truck, order: 3, relevance: 4, at: Self.noon + 2_000)
    let d = try Self.request(&truck, order: 4, at: Self.noon + 3_000)
    #expect(truck.activities.onLockScreen.map(\.id) == [c, d, b, a])
    // Ended with the default policy: off the island, still on the lock screen for 4 hours.
    try truck.endActivity(id: c, policy: .default, now: Self.noon + 4_000)
    // Dismissed at once: gone from both.
    try truck.endActivity(id: b, policy: .immediate, now: Self.noon + 5_000)
    #expect(truck.activities.displayed.map(\.id) == [a, d])
    #expect(truck.activities.onLockScreen.map(\.id) == [c, d, a])
    #expect([truck.islandLayout.owner, truck.islandLayout.minimal] == [d, a])
    // Stale ones stay; the default dismissal takes c off after 4 hours.
    _ = try truck.tick(now: Self.noon + 4_000 + 4 * Self.hour - 1)
    #expect(truck.activities.onLockScreen.map(\.id) == [c, d, a])
    _ = try truck.tick(now: Self.noon + 4_000 + 4 * Self.hour)
    #expect(truck.activities.onLockScreen.map(\.id) == [d, a])
    #expect(truck.activities.onLockScreen.allSatisfy { $0.state == .stale })
  }

  @Test("The system's order: relevance first, then the later start, then the later request")
  func ranking() throws {
    var truck = try Self.session(orders: 3)
    let early = try Self.request(&truck, order: 1, relevance: 1, at: Self.noon)
    let tieA = try Self.request(&truck, order: 2, at: Self.noon + 1_000)
    let tieB = try Self.request(&truck, order: 3, at: Self.noon + 1_000)
    let ranked = truck.activities.onLockScreen.map(\.id)
    #expect(ranked == [early, tieB, tieA])
    let (a, b, first) = try (
      truck.activities.activity(id: tieA), truck.activities.activity(id: tieB),
      truck.activities.activity(id: early)
    )
    #expect(ActivityCenter.ranksAbove(b, a))
    #expect(!ActivityCenter.ranksAbove(a, b))
    #expect(!ActivityCenter.ranksAbove(first, first))
  }
}
