// SPDX-License-Identifier: Apache-2.0
// LiveActivityTests: live activities with ActivityKit's rules: started by preparation, stale 2
// minutes after each start or update, ended after 8 hours, dismissed by policy (default 4 hours
// later, immediately, or at an instant kept within those), a cap on how many show at once, a
// switch that turns them off, and which ones own the Dynamic Island (docs/domain.md,
// decisions 1 and 8; §7.3, §7.7).

import FoodTruckKit
import Testing

@Suite("Live activities")
struct LiveActivityTests {
  /// 2024-03-15 12:00:00 UTC.
  static let noon: Int64 = 1_710_504_000_000
  static let hour: Int64 = 3_600_000
  static let minute: Int64 = 60_000

  /// A session with `count` orders placed at noon (numbers 1 ... count), events drained.
  static func session(orders count: Int) throws -> Truck {
    var truck = Truck()
    for index in 0..<count {
      _ = try truck.placeOrder([OrderLine(donutId: index % 17, count: index + 1)], now: noon)
    }
    _ = truck.pollEvents()
    return truck
  }

  /// The island as [owner, minimal].
  static func island(_ truck: Truck) -> [Int?] {
    [truck.islandLayout.owner, truck.islandLayout.minimal]
  }

  static func timer(_ start: Int64, _ seconds: Int64 = 60) -> PreparationTimer {
    PreparationTimer(start: start, end: start + seconds * 1_000)
  }

  @Test("Preparing requests the order's activity: the countdown, relevance 0, stale in 2 minutes")
  func preparationStartsIt() throws {
    var truck = try LiveActivityTests.session(orders: 2)
    let start = Self.noon + 5_000
    try truck.apply(.prepare, toOrder: 2, now: start)
    #expect(truck.activities.requestedCount == 1)
    let activity = try truck.activities.activity(id: 1)
    #expect(activity.id == 1)
    #expect(activity.orderNumber == 2)
    #expect(activity.startedAt == start)
    #expect(activity.state == .active)
    #expect(activity.timer == (try? truck.timer(forOrder: 2)))
    #expect(activity.timer == LiveActivityTests.timer(start))
    #expect(activity.relevance == 0)
    #expect(activity.staleAt == start + 2 * Self.minute)
    #expect(activity.endedAt == nil)
    #expect(activity.dismissAt == nil)
    #expect(truck.activities.latest(forOrder: 2) == activity)
    #expect(truck.activities.latest(forOrder: 1) == nil)
    #expect(truck.activities.displayed.map(\.id) == [1])
  }

  @Test("Constants: stale after 2 minutes, ended after 8 hours, dismissed at most 4 hours later")
  func constants() {
    #expect(LiveActivity.staleAfter == 120_000)
    #expect(LiveActivity.maximumLifetime == 8 * Self.hour)
    #expect(LiveActivity.maximumLinger == 4 * Self.hour)
    #expect(LiveActivity.defaultRelevance == 0, "ActivityKit's default score")
    #expect(Truck().activities.limit == 5)
    #expect(Truck().activities.isEnabled)
    #expect(ActivityCenter.limitRange == 1...100)
    #expect(ActivityState.allCases.map(\.rawValue) == [0, 1, 2, 3])
    #expect(ActivityState.allCases.map(\.isDisplayed) == [true, true, false, false])
  }

  @Test("An activity goes stale at exactly its start + 120 s, and stays displayed")
  func staleAtTwoMinutes() throws {
    var truck = try LiveActivityTests.session(orders: 1)
    let id = try truck.requestActivity(
      order: 1, timer: LiveActivityTests.timer(Self.noon), relevance: 0, now: Self.noon)
    #expect(
      truck.pollEvents() == [
        TruckEvent(.activityStarted, at: Self.noon, order: 1, activity: id, status: .placed),
        TruckEvent(.islandOwnerChanged, at: Self.noon, order: 1, activity: id, status: .placed),
      ])
    _ = try truck.tick(now: Self.noon + 119_999)
    #expect(try truck.activities.activity(id: id).state == .active)
    #expect(truck.pollEvents() == [])
    _ = try truck.tick(now: Self.noon + 120_000)
    #expect(try truck.activities.activity(id: id).state == .stale)
    #expect(
      truck.pollEvents() == [
        TruckEvent(.activityStale, at: Self.noon + 120_000, order: 1, activity: id, status: .placed)
      ])
    #expect(truck.activities.displayed.map(\.id) == [id])
  }

  @Test("An update replaces the content and makes it fresh for 2 more minutes, stale or not")
  func updateResetsStaleness() throws {
    var truck = try LiveActivityTests.session(orders: 1)
    let id = try truck.requestActivity(
      order: 1, timer: LiveActivityTests.timer(Self.noon), relevance: 0, now: Self.noon)
    let update = Self.noon + 100_000
    try truck.updateActivity(
      id: id, timer: LiveActivityTests.timer(update, 30), relevance: 2.5, now: update)
    var activity = try truck.activities.activity(id: id)
    #expect(activity.timer == LiveActivityTests.timer(update, 30))
    #expect(activity.relevance == 2.5)
    #expect(activity.staleAt == update + 120_000)
    #expect(activity.startedAt == Self.noon, "an update does not restart it")
    _ = try truck.tick(now: Self.noon + 120_000)
    #expect(try truck.activities.activity(id: id).state == .active, "the old stale date is gone")
    _ = try truck.tick(now: update + 119_999)
    #expect(try truck.activities.activity(id: id).state == .active)
    _ = try truck.tick(now: update + 120_000)
    #expect(try truck.activities.activity(id: id).state == .stale)

    let again = update + 300_000
    try truck.updateActivity(
      id: id, timer: LiveActivityTests.timer(again), relevance: 1, now: again)
    activity = try truck.activities.activity(id: id)
    #expect(activity.state == .active, "a stale activity is fresh again")
    #expect(activity.staleAt == again + 120_000)
    #expect(
      truck.pollEvents() == [
        TruckEvent(.activityStarted, at: Self.noon, order: 1, activity: id, status: .placed),
        TruckEvent(.islandOwnerChanged, at: Self.noon, order: 1, activity: id, status: .placed),
        TruckEvent(.activityUpdated, at: update, order: 1, activity: id, status: .placed),
        TruckEvent(.activityStale, at: update + 120_000, order: 1, activity: id, status: .placed),
        TruckEvent(.activityUpdated, at: again, order: 1, activity: id, status: .placed),
      ])
  }

  /// Content that is refused: (label, timer, relevance).
  static let badContent: [(String, PreparationTimer, Double)] = [
    ("the timer ends before it starts", PreparationTimer(start: noon, end: noon - 1), 0),
    ("relevance NaN", timer(noon), .nan),
    ("relevance +infinity", timer(noon), .infinity),
    ("relevance -infinity", timer(noon), -.infinity),
  ]

  @Test(
    "Requests and updates with bad content are refused and change nothing", arguments: badContent)
  func badContentRefused(label: String, timer: PreparationTimer, relevance: Double) throws {
    var truck = try LiveActivityTests.session(orders: 2)
    let id = try truck.requestActivity(
      order: 1, timer: LiveActivityTests.timer(Self.noon), relevance: 0, now: Self.noon)
    let before = truck
    let request = #expect(throws: FoodTruckError.self, "\(label)") {
      try truck.requestActivity(order: 2, timer: timer, relevance: relevance, now: Self.noon)
    }
    #expect(request?.kind == .invalidArgument)
    let update = #expect(throws: FoodTruckError.self, "\(label)") {
      try truck.updateActivity(id: id, timer: timer, relevance: relevance, now: Self.noon)
    }
    #expect(update?.kind == .invalidArgument)
    #expect(truck == before)
  }

  @Test("A zero-length countdown and any finite relevance are accepted")
  func edgeContentAccepted() throws {
    var truck = try LiveActivityTests.session(orders: 2)
    let empty = PreparationTimer(start: Self.noon, end: Self.noon)
    let first = try truck.requestActivity(
      order: 1, timer: empty, relevance: -.greatestFiniteMagnitude, now: Self.noon)
    let second = try truck.requestActivity(
      order: 2, timer: empty, relevance: .leastNonzeroMagnitude, now: Self.noon)
    #expect([first, second] == [1, 2])
  }

  @Test("Unknown orders and activities are not found; an ended activity cannot change")
  func notFoundAndEnded() throws {
    var truck = try LiveActivityTests.session(orders: 1)
    for number in [0, -1, 2, Int.max, Int.min] {
      let error = #expect(throws: FoodTruckError.self) {
        try truck.requestActivity(
          order: number, timer: LiveActivityTests.timer(Self.noon), relevance: 0, now: Self.noon)
      }
      #expect(error?.kind == .notFound)
    }
    let id = try truck.requestActivity(
      order: 1, timer: LiveActivityTests.timer(Self.noon), relevance: 0, now: Self.noon)
    for unknown in [0, -1, 2, Int.max, Int.min] {
      let error = #expect(throws: FoodTruckError.self) {
        try truck.updateActivity(
          id: unknown, timer: LiveActivityTests.timer(Self.noon), relevance: 0, now: Self.noon)
      }
      #expect(error?.kind == .notFound)
      #expect(throws: FoodTruckError.self) {
        try truck.endActivity(id: unknown, policy: .immediate, now: Self.noon)
      }
    }
    try truck.endActivity(id: id, policy: .default, now: Self.noon + 1_000)
    for policy in [DismissalPolicy.default, .immediate, .after(Self.noon + 2_000)] {
      let ended = #expect(throws: FoodTruckError.self) {
        try truck.endActivity(id: id, policy: policy, now: Self.noon + 2_000)
      }
      #expect(ended?.kind == .invalidState)
      #expect(ended?.message.contains("ended") == true)
    }
    let update = #expect(throws: FoodTruckError.self) {
      try truck.updateActivity(
        id: id, timer: LiveActivityTests.timer(Self.noon), relevance: 0, now: Self.noon + 2_000)
    }
    #expect(update?.kind == .invalidState)
  }

  @Test("An order shows one activity at a time; once it ended, a new one may start")
  func oneAtATimePerOrder() throws {
    var truck = try LiveActivityTests.session(orders: 1)
    let first = try truck.requestActivity(
      order: 1, timer: LiveActivityTests.timer(Self.noon), relevance: 0, now: Self.noon)
    let error = #expect(throws: FoodTruckError.self) {
      try truck.requestActivity(
        order: 1, timer: LiveActivityTests.timer(Self.noon), relevance: 0, now: Self.noon)
    }
    #expect(error?.kind == .invalidState)
    #expect(error?.message.contains("Order#1201") == true)
    _ = try truck.tick(now: Self.noon + 3 * Self.minute)
    #expect(throws: FoodTruckError.self, "a stale activity still shows") {
      try truck.requestActivity(
        order: 1, timer: LiveActivityTests.timer(Self.noon), relevance: 0, now: Self.noon)
    }
    try truck.endActivity(id: first, policy: .default, now: Self.noon + 4 * Self.minute)
    let second = try truck.requestActivity(
      order: 1, timer: LiveActivityTests.timer(Self.noon), relevance: 0,
      now: Self.noon + 5 * Self.minute)
    #expect(second == 2)
    #expect(truck.activities.latest(forOrder: 1)?.id == 2)
    #expect(truck.activities.displayed.map(\.id) == [2], "the ended one lingers but is not shown")
  }

  @Test("An activity ends by itself 8 hours after it started; it is dismissed 4 hours after that")
  func expiry() throws {
    var truck = try LiveActivityTests.session(orders: 1)
    let start = Self.noon + 7_000
    try truck.apply(.prepare, toOrder: 1, now: start)
    _ = truck.pollEvents()
    _ = try truck.tick(now: start + 8 * Self.hour - 1)
    #expect(try truck.activities.activity(id: 1).state == .stale)
    _ = try truck.tick(now: start + 8 * Self.hour)
    var activity = try truck.activities.activity(id: 1)
    #expect(activity.state == .ended)
    #expect(activity.endedAt == start + 8 * Self.hour)
    #expect(activity.dismissAt == start + 12 * Self.hour)
    _ = try truck.tick(now: start + 12 * Self.hour - 1)
    #expect(try truck.activities.activity(id: 1).state == .ended)
    _ = try truck.tick(now: start + 12 * Self.hour)
    activity = try truck.activities.activity(id: 1)
    #expect(activity.state == .dismissed)
    #expect(
      truck.pollEvents().filter { $0.activityId != nil } == [
        TruckEvent(.activityStale, at: start + 120_000, order: 1, activity: 1, status: .ready),
        TruckEvent(
          .activityEnded, at: start + 8 * Self.hour, order: 1, activity: 1, status: .ready),
        TruckEvent(
          .activityDismissed, at: start + 12 * Self.hour, order: 1, activity: 1, status: .ready),
      ])
  }

  @Test("Updates do not postpone the 8-hour end")
  func updatesDoNotPostponeExpiry() throws {
    var truck = try LiveActivityTests.session(orders: 1)
    let id = try truck.requestActivity(
      order: 1, timer: LiveActivityTests.timer(Self.noon), relevance: 0, now: Self.noon)
    try truck.updateActivity(
      id: id, timer: LiveActivityTests.timer(Self.noon), relevance: 0,
      now: Self.noon + 8 * Self.hour - Self.minute)
    _ = try truck.tick(now: Self.noon + 8 * Self.hour)
    #expect(try truck.activities.activity(id: id).state == .ended)
    #expect(try truck.activities.activity(id: id).endedAt == Self.noon + 8 * Self.hour)
  }

  /// When the activity is ended in the policy tests.
  static let ended = noon + 10 * minute

  /// (label, policy, when the activity leaves the lock screen, ms after it ended).
  static let policies: [(String, DismissalPolicy, Int64)] = [
    ("default: 4 hours later", .default, 4 * hour),
    ("immediate", .immediate, 0),
    ("after 1 hour", .after(ended + hour), hour),
    ("after 1 ms", .after(ended + 1), 1),
    ("after exactly now", .after(ended), 0),
    ("after an instant before now: now", .after(ended - minute), 0),
    ("after Int64.min: now", .after(.min), 0),
    ("after exactly 4 hours", .after(ended + 4 * hour), 4 * hour),
    ("after 5 hours: capped at 4", .after(ended + 5 * hour), 4 * hour),
    ("after Int64.max: capped at 4 hours", .after(.max), 4 * hour),
  ]

  @Test("Each dismissal policy", arguments: policies)
  func dismissal(label: String, policy: DismissalPolicy, linger: Int64) throws {
    var truck = try LiveActivityTests.session(orders: 1)
    let id = try truck.requestActivity(
      order: 1, timer: LiveActivityTests.timer(Self.noon), relevance: 0, now: Self.noon)
    _ = truck.pollEvents()
    let ended = LiveActivityTests.ended
    try truck.endActivity(id: id, policy: policy, now: ended)
    var activity = try truck.activities.activity(id: id)
    #expect(activity.endedAt == ended)
    #expect(activity.dismissAt == ended + linger, "\(label)")
    #expect(truck.activities.displayed.isEmpty)
    let endedEvent = TruckEvent(.activityEnded, at: ended, order: 1, activity: id, status: .placed)
    let dismissedEvent = TruckEvent(
      .activityDismissed, at: ended + linger, order: 1, activity: id, status: .placed)
    // Ending the only activity empties the Dynamic Island, after the change's own events.
    let islandEvent = TruckEvent(.islandOwnerChanged, at: ended, order: 1, status: .placed)
    if linger == 0 {
      #expect(activity.state == .dismissed)
      #expect(truck.pollEvents() == [endedEvent, dismissedEvent, islandEvent])
      return
    }
    #expect(activity.state == .ended)
    #expect(truck.pollEvents() == [endedEvent, islandEvent])
    _ = try truck.tick(now: ended + linger - 1)
    #expect(try truck.activities.activity(id: id).state == .ended)
    #expect(truck.pollEvents() == [], "not stale, not dismissed: the stale date no longer applies")
    _ = try truck.tick(now: ended + linger)
    activity = try truck.activities.activity(id: id)
    #expect(activity.state == .dismissed)
    #expect(truck.pollEvents() == [dismissedEvent])
  }

  // MARK: - The limit

  @Test("With a limit of 3, a 4th request is refused; preparing still starts the countdown")
  func limit() throws {
    var truck = try LiveActivityTests.session(orders: 5)
    try truck.setActivityLimit(3)
    for number in 1...3 { try truck.apply(.prepare, toOrder: number, now: Self.noon + 1_000) }
    #expect(truck.activities.displayed.map(\.orderNumber) == [1, 2, 3])
    _ = truck.pollEvents()

    let error = #expect(throws: FoodTruckError.self) {
      try truck.requestActivity(
        order: 4, timer: LiveActivityTests.timer(Self.noon), relevance: 0, now: Self.noon + 2_000)
    }
    #expect(error?.kind == .limitReached)
    #expect(error?.message.contains("3") == true)

    try truck.apply(.prepare, toOrder: 4, now: Self.noon + 2_000)
    #expect(try truck.orders.order(number: 4).status == .preparing)
    #expect((try? truck.timer(forOrder: 4)) == LiveActivityTests.timer(Self.noon + 2_000))
    #expect(truck.activities.latest(forOrder: 4) == nil)
    #expect(
      truck.pollEvents() == [
        TruckEvent(.orderStatusChanged, at: Self.noon + 2_000, order: 4, status: .preparing)
      ], "no activityStarted for the refused request")

    _ = try truck.tick(now: Self.noon + 5 * Self.minute)
    #expect(truck.activities.displayed.count == 3, "stale activities count toward the limit")
    #expect(throws: FoodTruckError.self) {
      try truck.requestActivity(
        order: 5, timer: LiveActivityTests.timer(Self.noon), relevance: 0,
        now: Self.noon + 5 * Self.minute)
    }
    #expect(try truck.orders.order(number: 4).status == .ready, "its countdown ended as usual")

    try truck.apply(.complete, toOrder: 1, now: Self.noon + 6 * Self.minute)
    let id = try truck.requestActivity(
      order: 4, timer: LiveActivityTests.timer(Self.noon), relevance: 0,
      now: Self.noon + 6 * Self.minute)
    #expect(id == 4)
    #expect(truck.activities.displayed.map(\.orderNumber) == [2, 3, 4])
  }

  @Test("The default limit is 5 at once")
  func defaultLimit() throws {
    var truck = try LiveActivityTests.session(orders: 6)
    for number in 1...6 { try truck.apply(.prepare, toOrder: number, now: Self.noon) }
    #expect(truck.activities.displayed.map(\.orderNumber) == [1, 2, 3, 4, 5])
    #expect((1...6).filter { (try? truck.timer(forOrder: $0)) != nil }.count == 6)
  }

  @Test("Lowering the limit below what shows ends nothing; new requests wait for room")
  func loweringTheLimit() throws {
    var truck = try LiveActivityTests.session(orders: 4)
    for number in 1...3 { try truck.apply(.prepare, toOrder: number, now: Self.noon) }
    try truck.setActivityLimit(1)
    #expect(truck.activities.displayed.count == 3)
    #expect(truck.activities.limit == 1)
    let error = #expect(throws: FoodTruckError.self) {
      try truck.requestActivity(
        order: 4, timer: LiveActivityTests.timer(Self.noon), relevance: 0, now: Self.noon)
    }
    #expect(error?.kind == .limitReached)
  }

  @Test(
    "Limits 1 to 100 are accepted; others are refused and change nothing",
    arguments: [
      (1, true), (2, true), (100, true), (0, false), (101, false), (-1, false),
      (Int.max, false), (Int.min, false),
    ])
  func limitRange(limit: Int, accepted: Bool) throws {
    var truck = Truck()
    try truck.setActivityLimit(7)
    if accepted {
      try truck.setActivityLimit(limit)
      #expect(truck.activities.limit == limit)
    } else {
      let error = #expect(throws: FoodTruckError.self) { try truck.setActivityLimit(limit) }
      #expect(error?.kind == .invalidArgument)
      #expect(truck.activities.limit == 7)
    }
  }

  // MARK: - Turning activities off

  @Test("Turning activities off ends the showing ones at once; requests are then refused")
  func disabled() throws {
    var truck = try LiveActivityTests.session(orders: 3)
    try truck.apply(.prepare, toOrder: 1, now: Self.noon)
    try truck.apply(.prepare, toOrder: 2, now: Self.noon)
    let off = Self.noon + 3 * Self.minute
    _ = try truck.tick(now: off)
    _ = truck.pollEvents()
    truck.setActivitiesEnabled(false, now: off)
    #expect(!truck.activities.isEnabled)
    #expect(truck.activities.displayed.isEmpty)
    #expect([1, 2].map { truck.activities[$0]?.state } == [.dismissed, .dismissed])
    #expect([1, 2].map { truck.activities[$0]?.dismissAt } == [off, off])
    #expect(
      truck.pollEvents() == [
        TruckEvent(.activityEnded, at: off, order: 1, activity: 1, status: .ready),
        TruckEvent(.activityDismissed, at: off, order: 1, activity: 1, status: .ready),
        TruckEvent(.activityEnded, at: off, order: 2, activity: 2, status: .ready),
        TruckEvent(.activityDismissed, at: off, order: 2, activity: 2, status: .ready),
        // One change of owner for the whole switch: activity 2 (the newer) to nobody.
        TruckEvent(.islandOwnerChanged, at: off, order: 2, status: .ready),
      ])

    let error = #expect(throws: FoodTruckError.self) {
      try truck.requestActivity(
        order: 3, timer: LiveActivityTests.timer(off), relevance: 0, now: off)
    }
    #expect(error?.kind == .disabled)
    try truck.apply(.prepare, toOrder: 3, now: off)
    #expect(
      (try? truck.timer(forOrder: 3)) == LiveActivityTests.timer(off),
      "preparing still starts the countdown")
    #expect(truck.activities.latest(forOrder: 3) == nil)
    truck.setActivitiesEnabled(false, now: off + 1)
    #expect(
      truck.pollEvents() == [
        TruckEvent(.orderStatusChanged, at: off, order: 3, status: .preparing)
      ], "turning off again ends nothing more")

    truck.setActivitiesEnabled(true, now: off + 2)
    #expect(truck.activities.isEnabled)
    let id = try truck.requestActivity(
      order: 3, timer: LiveActivityTests.timer(off), relevance: 0, now: off + 2)
    #expect(id == 3)
  }

  @Test("While off, a request for a known order is refused as disabled; unknown is not found")
  func refusalPrecedence() throws {
    var truck = try LiveActivityTests.session(orders: 2)
    _ = try truck.requestActivity(
      order: 1, timer: LiveActivityTests.timer(Self.noon), relevance: 0, now: Self.noon)
    truck.setActivitiesEnabled(false, now: Self.noon)
    for number in [1, 2] {
      let off = #expect(throws: FoodTruckError.self) {
        try truck.requestActivity(
          order: number, timer: LiveActivityTests.timer(Self.noon), relevance: 0, now: Self.noon)
      }
      #expect(off?.kind == .disabled)
    }
    let unknown = #expect(throws: FoodTruckError.self) {
      try truck.requestActivity(
        order: 9, timer: LiveActivityTests.timer(Self.noon), relevance: 0, now: Self.noon)
    }
    #expect(unknown?.kind == .notFound)
    let bad = #expect(throws: FoodTruckError.self) {
      try truck.requestActivity(
        order: 2, timer: LiveActivityTests.timer(Self.noon), relevance: .nan, now: Self.noon)
    }
    #expect(bad?.kind == .invalidArgument, "bad content is reported before the switch")
  }

  // MARK: - The Dynamic Island

  /// Relevances of activities 1, 2, 3 (started at noon, noon + 1 s, noon + 1 s) and the
  /// island they give: (owner, minimal).
  static let islands: [([Double], Int, Int)] = [
    ([0, 0, 0], 3, 2),  // ties: the most recent start, then the higher id
    ([1, 0, 0], 1, 3),
    ([0, 1, 0], 2, 3),
    ([0, 0, 1], 3, 2),
    ([1, 1, 0], 2, 1),  // tie on relevance: the more recent start wins
    ([1, 0, 1], 3, 1),
    ([2, 1, 0], 1, 2),
    ([0, 2, 1], 2, 3),
    ([-1, -1, -1], 3, 2),
    ([0, -1, -2], 1, 2),
    ([.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0], 1, 3),
  ]

  @Test(
    "The island: highest relevance, then most recent start, then id; minimal is second",
    arguments: islands)
  func island(relevances: [Double], owner: Int, minimal: Int) throws {
    var truck = try LiveActivityTests.session(orders: 3)
    let starts = [Self.noon, Self.noon + 1_000, Self.noon + 1_000]
    for (index, start) in starts.enumerated() {
      _ = try truck.requestActivity(
        order: index + 1, timer: LiveActivityTests.timer(start), relevance: relevances[index],
        now: start)
    }
    #expect(LiveActivityTests.island(truck) == [owner, minimal])
  }

  @Test("The island follows updates and ends; stale activities keep their place")
  func islandOverTime() throws {
    var truck = try LiveActivityTests.session(orders: 3)
    #expect(LiveActivityTests.island(truck) == [nil, nil])
    let first = try truck.requestActivity(
      order: 1, timer: LiveActivityTests.timer(Self.noon), relevance: 0, now: Self.noon)
    #expect(LiveActivityTests.island(truck) == [first, nil])
    for number in 2...3 {
      _ = try truck.requestActivity(
        order: number, timer: LiveActivityTests.timer(Self.noon), relevance: 0,
        now: Self.noon + 1_000)
    }
    #expect(LiveActivityTests.island(truck) == [3, 2])
    try truck.updateActivity(
      id: 1, timer: LiveActivityTests.timer(Self.noon), relevance: 0.5, now: Self.noon + 2_000)
    #expect(LiveActivityTests.island(truck) == [1, 3])
    _ = try truck.tick(now: Self.noon + 10 * Self.minute)
    #expect((1...3).map { truck.activities[$0]?.state } == [.stale, .stale, .stale])
    #expect(LiveActivityTests.island(truck) == [1, 3])
    try truck.endActivity(id: 1, policy: .default, now: Self.noon + 11 * Self.minute)
    #expect(LiveActivityTests.island(truck) == [3, 2], "an ended one leaves")
    try truck.endActivity(id: 3, policy: .immediate, now: Self.noon + 11 * Self.minute)
    #expect(LiveActivityTests.island(truck) == [2, nil])
    try truck.endActivity(id: 2, policy: .immediate, now: Self.noon + 11 * Self.minute)
    #expect(LiveActivityTests.island(truck) == [nil, nil])
  }

  @Test("A dismissed activity is kept among the last 100 dismissed, then forgotten")
  func dismissedAreForgotten() throws {
    var truck = Truck()
    for number in 1...150 {
      _ = try truck.placeOrder([OrderLine(donutId: number % 17, count: 1)], now: Self.noon)
      let at = Self.noon + Int64(number) * 1_000
      let id = try truck.requestActivity(
        order: number, timer: Self.timer(at), relevance: 0, now: at)
      try truck.endActivity(id: id, policy: .immediate, now: at)
    }
    _ = truck.pollEvents()
    #expect(truck.activities.requestedCount == 150)
    #expect(truck.activities.keptCount == ActivityCenter.dismissedKept)
    // Activities 1 to 50 were the first dismissed: forgotten; 51 to 150 are kept.
    for id in [1, 50] {
      #expect(throws: FoodTruckError.self) { try truck.activities.activity(id: id) }
      #expect(truck.activities.latest(forOrder: id) == nil)
    }
    let forgotten = #expect(throws: FoodTruckError.self) {
      try truck.activities.activity(id: 50)
    }
    #expect(forgotten?.kind == .notFound)
    #expect(forgotten?.message.contains("was dismissed and is forgotten") == true)
    #expect(try truck.activities.activity(id: 51).state == .dismissed)
    #expect(truck.activities.latest(forOrder: 150)?.id == 150)
    // The forgotten activities' expiry, 8 hours on, finds nothing to do.
    _ = try truck.tick(now: Self.noon + 9 * Self.hour)
    #expect(truck.pollEvents().isEmpty)
    // A forgotten activity's order can show a new one.
    let again = try truck.requestActivity(
      order: 1, timer: Self.timer(Self.noon + 9 * Self.hour), relevance: 0,
      now: Self.noon + 9 * Self.hour)
    #expect(again == 151)
    #expect(truck.activities.latest(forOrder: 1)?.id == 151)
  }
}
