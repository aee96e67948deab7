// SPDX-License-Identifier: Apache-2.0
// ActivitiesBoundaryTests: live activities through the C ABI: started by foodtruck_order_apply, or
// requested, updated and ended directly; stale, expired and dismissed by foodtruck_truck_tick; the
// dismissal policies; the list, the lock screen, the Dynamic Island and its changes of owner as
// events; the limit (FOODTRUCK_ERR_LIMIT_REACHED) and the switch (FOODTRUCK_ERR_DISABLED); and
// every presentation text in English and Arabic (docs/domain.md, decisions 1, 8 and 9; §7).

import CFoodTruck
import FoodTruck
import Testing

@Suite("Activities boundary")
final class ActivitiesBoundaryTests {
  /// A live handle for each test; freed in deinit.
  let truck: UnsafeMutablePointer<foodtruck_truck>

  /// 2024-03-15 12:00:00 UTC.
  static let noon: Int64 = 1_710_504_000_000
  static let minute: Int64 = 60_000
  static let hour: Int64 = 3_600_000

  init() throws {
    truck = try newTruck()
  }

  deinit {
    truckFree(truck)
  }

  /// Places `count` orders at noon: order n has n donuts of donut n - 1.
  func placeOrders(_ count: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws {
    for number in 1...count {
      try placeOrder(
        truck, [(number - 1, number)], at: ActivitiesBoundaryTests.noon,
        sourceLocation: sourceLocation)
    }
  }

  /// Requests an activity for `order` with a 60 s countdown from `now`.
  func request(
    _ order: Int32, relevance: Double = 0, at now: Int64,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Int32 {
    var id: Int32 = -1
    let status = activityRequest(truck, order, now, now + 60_000, relevance, now, &id)
    try #require(
      status == FOODTRUCK_OK, "foodtruck_activity_request: \(lastErrorText)",
      sourceLocation: sourceLocation)
    return id
  }

  func listed(sourceLocation: SourceLocation = #_sourceLocation) throws -> [Int32] {
    try readIDs(sourceLocation: sourceLocation) { activityList(truck, $0, $1, $2) }
  }

  func island(sourceLocation: SourceLocation = #_sourceLocation) -> [Int32] {
    var island = foodtruck_island(owner: -1, minimal: -1)
    #expect(activityIsland(truck, &island) == FOODTRUCK_OK, sourceLocation: sourceLocation)
    return [island.owner, island.minimal]
  }

  func text(_ id: Int32, _ slot: foodtruck_activity_text_slot, at now: Int64) throws -> String {
    try readText { activityText(truck, id, slot, now, $0, $1, $2) }
  }

  // MARK: - Starting

  @Test("Preparing an order starts its activity: the countdown, relevance 0, stale in 2 minutes")
  func preparationStartsIt() throws {
    try placeOrders(2)
    let start = ActivitiesBoundaryTests.noon + 5_000
    #expect(orderApply(truck, 2, FOODTRUCK_ORDER_PREPARE, start) == FOODTRUCK_OK)
    var id: Int32 = -1
    #expect(activityForOrder(truck, 2, &id) == FOODTRUCK_OK)
    #expect(id == 1)
    let activity = try getActivity(truck, 1)
    #expect(
      activity.fields == [
        1, 2, Int64(FOODTRUCK_ACTIVITY_ACTIVE.rawValue), start, start + 60_000, start,
        start + 120_000,
        noTime, noTime,
      ])
    #expect(activity.relevance == 0)
    var timer = foodtruck_timer()
    #expect(timerGet(truck, 2, start, &timer) == FOODTRUCK_OK)
    #expect([timer.starts_at, timer.ends_at] == [activity.timer_start, activity.timer_end])
    #expect(try listed() == [1])
    #expect(island() == [1, 0])
    id = -1
    #expect(activityForOrder(truck, 1, &id) == FOODTRUCK_ERR_NOT_FOUND, "order 1 is only placed")
    #expect(id == -1)
  }

  @Test("A request for a placed order: its content as given; a second one is refused")
  func request() throws {
    try placeOrders(1)
    let now = ActivitiesBoundaryTests.noon
    var id: Int32 = -1
    #expect(activityRequest(truck, 1, now - 10_000, now + 50_000, 2.5, now, &id) == FOODTRUCK_OK)
    #expect(id == 1)
    let activity = try getActivity(truck, 1)
    #expect(
      activity.fields == [
        1, 1, Int64(FOODTRUCK_ACTIVITY_ACTIVE.rawValue), now - 10_000, now + 50_000, now,
        now + 120_000,
        noTime, noTime,
      ])
    #expect(activity.relevance == 2.5)
    #expect(try text(1, FOODTRUCK_TEXT_COUNTDOWN, at: now) == "0:50")

    var again: Int32 = -1
    #expect(
      activityRequest(truck, 1, now, now + 60_000, 0, now, &again) == FOODTRUCK_ERR_INVALID_STATE)
    #expect(again == -1)
    #expect(lastErrorText.hasPrefix("foodtruck_activity_request: "))
    #expect(lastErrorText.contains("Order#1201"))
    #expect(activityEnd(truck, 1, FOODTRUCK_DISMISS_DEFAULT, 0, now + 1_000) == FOODTRUCK_OK)
    #expect(activityRequest(truck, 1, now, now + 60_000, 0, now + 2_000, &again) == FOODTRUCK_OK)
    #expect(again == 2)
    var newest: Int32 = -1
    #expect(activityForOrder(truck, 1, &newest) == FOODTRUCK_OK)
    #expect(newest == 2, "the newest activity of the order")
  }

  // MARK: - Updating and time

  @Test("An update replaces the content, moves the stale date, and refreshes a stale activity")
  func update() throws {
    try placeOrders(1)
    let now = ActivitiesBoundaryTests.noon
    _ = try request(1, at: now)
    #expect(truckTick(truck, now + 120_000, nil) == FOODTRUCK_OK)
    #expect(try getActivity(truck, 1).state == FOODTRUCK_ACTIVITY_STALE)
    let later = now + 200_000
    #expect(activityUpdate(truck, 1, later, later + 30_000, 7, later) == FOODTRUCK_OK)
    let activity = try getActivity(truck, 1)
    #expect(activity.state == FOODTRUCK_ACTIVITY_ACTIVE)
    #expect([activity.timer_start, activity.timer_end] == [later, later + 30_000])
    #expect(activity.relevance == 7)
    #expect(activity.started_at == now)
    #expect(activity.stale_at == later + 120_000)
    #expect(
      try pollAllFields(truck).suffix(4) == [
        event(
          FOODTRUCK_EVENT_ACTIVITY_STARTED, at: now, order: 1, activity: 1, FOODTRUCK_ORDER_PLACED),
        event(
          FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED, at: now, order: 1, activity: 1,
          FOODTRUCK_ORDER_PLACED),
        event(
          FOODTRUCK_EVENT_ACTIVITY_STALE, at: now + 120_000, order: 1, activity: 1,
          FOODTRUCK_ORDER_PLACED),
        event(
          FOODTRUCK_EVENT_ACTIVITY_UPDATED, at: later, order: 1, activity: 1, FOODTRUCK_ORDER_PLACED
        ),
      ])
    #expect(truckTick(truck, later + 119_999, nil) == FOODTRUCK_OK)
    #expect(try getActivity(truck, 1).state == FOODTRUCK_ACTIVITY_ACTIVE)
    #expect(truckTick(truck, later + 120_000, nil) == FOODTRUCK_OK)
    #expect(try getActivity(truck, 1).state == FOODTRUCK_ACTIVITY_STALE)
  }

  @Test("Bad content is refused with FOODTRUCK_ERR_INVALID_ARGUMENT and changes nothing")
  func badContent() throws {
    try placeOrders(2)
    let now = ActivitiesBoundaryTests.noon
    _ = try request(1, at: now)
    let before = try getActivity(truck, 1)
    let contents: [(Int64, Int64, Double)] = [
      (now, now - 1, 0), (now, now + 1, .nan), (now, now + 1, .infinity),
      (now, now + 1, -.infinity), (.min, now, 0), (now, .max, 0),
    ]
    for (start, end, relevance) in contents {
      #expect(
        activityUpdate(truck, 1, start, end, relevance, now) == FOODTRUCK_ERR_INVALID_ARGUMENT)
      var id: Int32 = -1
      #expect(
        activityRequest(truck, 2, start, end, relevance, now, &id) == FOODTRUCK_ERR_INVALID_ARGUMENT
      )
      #expect(id == -1)
    }
    let after = try getActivity(truck, 1)
    #expect(after.fields == before.fields)
    #expect(after.relevance == before.relevance)
    #expect(try listed() == [1])
  }

  @Test("Stale at +2 min, ended at +8 h, dismissed 4 h later, each at its own instant")
  func lifetime() throws {
    try placeOrders(1)
    let start = ActivitiesBoundaryTests.noon + 1_000
    let hour = ActivitiesBoundaryTests.hour
    #expect(orderApply(truck, 1, FOODTRUCK_ORDER_PREPARE, start) == FOODTRUCK_OK)
    _ = try pollAllEvents(truck)
    let checkpoints: [(Int64, foodtruck_activity_state)] = [
      (119_999, FOODTRUCK_ACTIVITY_ACTIVE), (120_000, FOODTRUCK_ACTIVITY_STALE),
      (8 * hour - 1, FOODTRUCK_ACTIVITY_STALE), (8 * hour, FOODTRUCK_ACTIVITY_ENDED),
      (12 * hour - 1, FOODTRUCK_ACTIVITY_ENDED), (12 * hour, FOODTRUCK_ACTIVITY_DISMISSED),
    ]
    for (offset, state) in checkpoints {
      #expect(truckTick(truck, start + offset, nil) == FOODTRUCK_OK)
      #expect(try getActivity(truck, 1).state == state, "at start + \(offset) ms")
    }
    let activity = try getActivity(truck, 1)
    #expect(activity.ended_at == start + 8 * hour)
    #expect(activity.dismiss_at == start + 12 * hour)
    let events = try pollAllFields(truck)
    #expect(
      events.filter { $0[3] != 0 } == [
        event(
          FOODTRUCK_EVENT_ACTIVITY_STALE, at: start + 120_000, order: 1, activity: 1,
          FOODTRUCK_ORDER_READY),
        event(
          FOODTRUCK_EVENT_ACTIVITY_ENDED, at: start + 8 * hour, order: 1, activity: 1,
          FOODTRUCK_ORDER_READY),
        event(
          FOODTRUCK_EVENT_ACTIVITY_DISMISSED, at: start + 12 * hour, order: 1, activity: 1,
          FOODTRUCK_ORDER_READY),
      ])
    #expect(try listed() == [])
  }

  /// (label, policy, dismiss_at as ms after the end, ms until it leaves the lock screen).
  static let policies: [(String, UInt32, Int64, Int64)] = [
    ("default, dismiss_at ignored", FOODTRUCK_DISMISS_DEFAULT.rawValue, -5 * hour, 4 * hour),
    ("immediate, dismiss_at ignored", FOODTRUCK_DISMISS_IMMEDIATE.rawValue, 2 * hour, 0),
    ("after 30 minutes", FOODTRUCK_DISMISS_AFTER.rawValue, 30 * minute, 30 * minute),
    ("after 1 ms", FOODTRUCK_DISMISS_AFTER.rawValue, 1, 1),
    ("after now itself", FOODTRUCK_DISMISS_AFTER.rawValue, 0, 0),
    ("after a past instant: now", FOODTRUCK_DISMISS_AFTER.rawValue, -minute, 0),
    ("after exactly 4 hours", FOODTRUCK_DISMISS_AFTER.rawValue, 4 * hour, 4 * hour),
    ("after 6 hours: capped at 4", FOODTRUCK_DISMISS_AFTER.rawValue, 6 * hour, 4 * hour),
  ]

  @Test("Each dismissal policy through foodtruck_activity_end", arguments: policies)
  func dismissal(label: String, policy: UInt32, dismissAfter: Int64, linger: Int64) throws {
    try placeOrders(1)
    let now = ActivitiesBoundaryTests.noon
    _ = try request(1, at: now)
    let end = now + 5 * ActivitiesBoundaryTests.minute
    #expect(
      activityEnd(truck, 1, foodtruck_dismissal_policy(rawValue: policy), end + dismissAfter, end)
        == FOODTRUCK_OK
    )
    var activity = try getActivity(truck, 1)
    #expect(activity.ended_at == end)
    #expect(activity.dismiss_at == end + linger, "\(label)")
    #expect(
      activity.state == (linger == 0 ? FOODTRUCK_ACTIVITY_DISMISSED : FOODTRUCK_ACTIVITY_ENDED))
    #expect(try listed() == [])
    #expect(island() == [0, 0])
    let started = [
      event(
        FOODTRUCK_EVENT_ACTIVITY_STARTED, at: now, order: 1, activity: 1, FOODTRUCK_ORDER_PLACED),
      event(
        FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED, at: now, order: 1, activity: 1,
        FOODTRUCK_ORDER_PLACED),
    ]
    let ended = event(
      FOODTRUCK_EVENT_ACTIVITY_ENDED, at: end, order: 1, activity: 1, FOODTRUCK_ORDER_PLACED)
    let dismissed = event(
      FOODTRUCK_EVENT_ACTIVITY_DISMISSED, at: end + linger, order: 1, activity: 1,
      FOODTRUCK_ORDER_PLACED)
    // The island empties when the activity ends, after the events of the call that ended it.
    let emptied = event(
      FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED, at: end, order: 1, FOODTRUCK_ORDER_PLACED)
    if linger > 0 {
      #expect(try pollAllFields(truck).suffix(4) == started + [ended, emptied])
      #expect(truckTick(truck, end + linger - 1, nil) == FOODTRUCK_OK)
      #expect(try getActivity(truck, 1).state == FOODTRUCK_ACTIVITY_ENDED)
      #expect(truckTick(truck, end + linger, nil) == FOODTRUCK_OK)
      #expect(try pollAllFields(truck) == [dismissed])
    } else {
      #expect(try pollAllFields(truck).suffix(5) == started + [ended, dismissed, emptied])
    }
    activity = try getActivity(truck, 1)
    #expect(activity.state == FOODTRUCK_ACTIVITY_DISMISSED)
    #expect(
      activityEnd(truck, 1, FOODTRUCK_DISMISS_IMMEDIATE, 0, end + linger)
        == FOODTRUCK_ERR_INVALID_STATE,
      "it ended already")
  }

  @Test("Completing an order ends its activity with immediate dismissal")
  func completionEndsIt() throws {
    try placeOrders(1)
    let start = ActivitiesBoundaryTests.noon
    #expect(orderApply(truck, 1, FOODTRUCK_ORDER_PREPARE, start) == FOODTRUCK_OK)
    #expect(truckTick(truck, start + 3 * ActivitiesBoundaryTests.minute, nil) == FOODTRUCK_OK)
    #expect(try getActivity(truck, 1).state == FOODTRUCK_ACTIVITY_STALE)
    let handover = start + 4 * ActivitiesBoundaryTests.minute
    #expect(orderApply(truck, 1, FOODTRUCK_ORDER_COMPLETE, handover) == FOODTRUCK_OK)
    let activity = try getActivity(truck, 1)
    #expect(activity.state == FOODTRUCK_ACTIVITY_DISMISSED)
    #expect([activity.ended_at, activity.dismiss_at] == [handover, handover])
  }

  // MARK: - The list and the island

  @Test("The list: showing activities oldest first; a count query, too small, an exact fit")
  func list() throws {
    try placeOrders(4)
    let now = ActivitiesBoundaryTests.noon
    for order in Int32(1)...4 { _ = try request(order, at: now + Int64(order)) }
    #expect(activityEnd(truck, 2, FOODTRUCK_DISMISS_DEFAULT, 0, now + 10) == FOODTRUCK_OK)
    #expect(try listed() == [1, 3, 4])
    var count: UInt = 0
    var small = [Int32](repeating: -7, count: 2)
    #expect(activityList(truck, &small, 2, &count) == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(count == 3)
    #expect(small == [-7, -7])
    var roomy = [Int32](repeating: -7, count: 5)
    #expect(activityList(truck, &roomy, 5, nil) == FOODTRUCK_OK)
    #expect(roomy == [1, 3, 4, -7, -7])
  }

  /// Relevances of activities 1, 2, 3 (started at noon, noon + 1 s, noon + 1 s) and the island
  /// they give: [owner, minimal].
  static let islands: [([Double], [Int32])] = [
    ([0, 0, 0], [3, 2]),
    ([1, 0, 0], [1, 3]),
    ([0, 1, 0], [2, 3]),
    ([1, 1, 0], [2, 1]),
    ([1, 0, 1], [3, 1]),
    ([0, -1, -2], [1, 2]),
  ]

  @Test("The island: highest relevance, then most recent start, then id", arguments: islands)
  func islandOwner(relevances: [Double], expected: [Int32]) throws {
    try placeOrders(3)
    let now = ActivitiesBoundaryTests.noon
    for (index, start) in [now, now + 1_000, now + 1_000].enumerated() {
      _ = try request(Int32(index + 1), relevance: relevances[index], at: start)
    }
    #expect(island() == expected)
  }

  @Test("The island is empty (0, 0) without showing activities, and follows updates and ends")
  func islandOverTime() throws {
    try placeOrders(3)
    let now = ActivitiesBoundaryTests.noon
    #expect(island() == [0, 0])
    _ = try request(1, at: now)
    #expect(island() == [1, 0])
    _ = try request(2, at: now + 1_000)
    _ = try request(3, at: now + 1_000)
    #expect(island() == [3, 2])
    #expect(activityUpdate(truck, 1, now, now + 60_000, 0.5, now + 2_000) == FOODTRUCK_OK)
    #expect(island() == [1, 3])
    #expect(activityEnd(truck, 1, FOODTRUCK_DISMISS_DEFAULT, 0, now + 3_000) == FOODTRUCK_OK)
    #expect(island() == [3, 2])
    #expect(activityEnd(truck, 3, FOODTRUCK_DISMISS_IMMEDIATE, 0, now + 3_000) == FOODTRUCK_OK)
    #expect(island() == [2, 0])
  }

  // MARK: - The limit and the switch

  @Test(
    "With a limit of 3 the 4th request is FOODTRUCK_ERR_LIMIT_REACHED; preparing it still works")
  func limit() throws {
    try placeOrders(5)
    let now = ActivitiesBoundaryTests.noon
    #expect(truckSetActivityLimit(truck, 3) == FOODTRUCK_OK)
    for order in Int32(1)...4 {
      #expect(orderApply(truck, order, FOODTRUCK_ORDER_PREPARE, now) == FOODTRUCK_OK)
    }
    #expect(try listed() == [1, 2, 3])
    var id: Int32 = -1
    #expect(activityForOrder(truck, 4, &id) == FOODTRUCK_ERR_NOT_FOUND)
    var timer = foodtruck_timer()
    #expect(timerGet(truck, 4, now, &timer) == FOODTRUCK_OK, "the countdown started anyway")
    #expect(timer.ends_at == now + 60_000)
    #expect(
      activityRequest(truck, 5, now, now + 60_000, 0, now, &id) == FOODTRUCK_ERR_LIMIT_REACHED)
    #expect(id == -1)
    #expect(lastErrorText.hasPrefix("foodtruck_activity_request: "))
    #expect(lastErrorText.contains("3"))
    for bad: Int32 in [0, 101] {
      #expect(truckSetActivityLimit(truck, bad) == FOODTRUCK_ERR_INVALID_ARGUMENT)
      #expect(lastErrorText.hasPrefix("foodtruck_truck_set_activity_limit: limit"))
    }
    #expect(
      activityRequest(truck, 5, now, now + 60_000, 0, now, &id) == FOODTRUCK_ERR_LIMIT_REACHED)
    #expect(truckSetActivityLimit(truck, 4) == FOODTRUCK_OK)
    #expect(activityRequest(truck, 5, now, now + 60_000, 0, now, &id) == FOODTRUCK_OK)
    #expect(id == 4)
  }

  @Test("Turning activities off ends the showing ones at now; requests are FOODTRUCK_ERR_DISABLED")
  func disabled() throws {
    try placeOrders(3)
    let now = ActivitiesBoundaryTests.noon
    #expect(orderApply(truck, 1, FOODTRUCK_ORDER_PREPARE, now) == FOODTRUCK_OK)
    _ = try request(2, at: now)
    _ = try pollAllEvents(truck)
    let off = now + 10_000
    #expect(truckSetActivitiesEnabled(truck, false, off) == FOODTRUCK_OK)
    #expect(try listed() == [])
    #expect(
      try pollAllFields(truck) == [
        event(
          FOODTRUCK_EVENT_ACTIVITY_ENDED, at: off, order: 1, activity: 1, FOODTRUCK_ORDER_PREPARING),
        event(
          FOODTRUCK_EVENT_ACTIVITY_DISMISSED, at: off, order: 1, activity: 1,
          FOODTRUCK_ORDER_PREPARING),
        event(
          FOODTRUCK_EVENT_ACTIVITY_ENDED, at: off, order: 2, activity: 2, FOODTRUCK_ORDER_PLACED),
        event(
          FOODTRUCK_EVENT_ACTIVITY_DISMISSED, at: off, order: 2, activity: 2, FOODTRUCK_ORDER_PLACED
        ),
        event(FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED, at: off, order: 2, FOODTRUCK_ORDER_PLACED),
      ])
    var id: Int32 = -1
    #expect(activityRequest(truck, 3, off, off + 60_000, 0, off, &id) == FOODTRUCK_ERR_DISABLED)
    #expect(id == -1)
    #expect(lastErrorText.hasPrefix("foodtruck_activity_request: "))
    #expect(
      orderApply(truck, 3, FOODTRUCK_ORDER_PREPARE, off) == FOODTRUCK_OK, "preparing still works")
    var timer = foodtruck_timer()
    #expect(timerGet(truck, 3, off, &timer) == FOODTRUCK_OK)
    #expect(activityForOrder(truck, 3, &id) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(truckSetActivitiesEnabled(truck, true, off + 1) == FOODTRUCK_OK)
    #expect(activityRequest(truck, 3, off, off + 60_000, 0, off + 1, &id) == FOODTRUCK_OK)
    #expect(id == 3)
  }

  // MARK: - Texts

  /// Each slot's text for order 1 (4 The Classic, 2 Cosmos) at 1 s into its countdown.
  static let texts: [(UInt32, String, String)] = [
    (0, "Order 1201", "طلب 1201"),
    (1, "6 donuts", "٦ قطع دونات"),
    (2, "0:59", "٠:٥٩"),
    (3, "Remaining", "المتبقي"),
    (4, "IslandCompactIcon", "IslandCompactIcon"),
    (5, "IslandExpandedIcon", "IslandExpandedIcon"),
    (6, "4\u{00D7} The Classic, 2\u{00D7} Cosmos", "٤\u{00D7} الكلاسيكية، ٢\u{00D7} كوزموس"),
    (7, "foodtruck://order/1201", "foodtruck://order/1201"),
    (8, "Order preparation activity.", "نشاط تحضير الطلب."),
    (9, "Donuts are done!", "الدونات جاهزة!"),
    (10, "Time to take them out of the oven.", "حان وقت إخراجها من الفرن."),
  ]

  @Test("Each text slot in English and in Arabic", arguments: texts)
  func textSlot(slot: UInt32, english: String, arabic: String) throws {
    try placeOrder(truck, [(0, 4), (3, 2)], at: ActivitiesBoundaryTests.noon)
    #expect(
      orderApply(truck, 1, FOODTRUCK_ORDER_PREPARE, ActivitiesBoundaryTests.noon) == FOODTRUCK_OK)
    let now = ActivitiesBoundaryTests.noon + 1_000
    let slot = foodtruck_activity_text_slot(rawValue: slot)
    #expect(try text(1, slot, at: now) == english)
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try text(1, slot, at: now) == arabic)
  }

  @Test("The slot enum's values are 0 to 10, each covered by the table")
  func slotValues() {
    let declared = [
      FOODTRUCK_TEXT_LOCK_TITLE, FOODTRUCK_TEXT_LOCK_DONUTS, FOODTRUCK_TEXT_COUNTDOWN,
      FOODTRUCK_TEXT_REMAINING,
      FOODTRUCK_TEXT_COMPACT_ICON, FOODTRUCK_TEXT_EXPANDED_ICON, FOODTRUCK_TEXT_EXPANDED_BOTTOM,
      FOODTRUCK_TEXT_WIDGET_URL,
      FOODTRUCK_TEXT_ACTIVITY_NAME, FOODTRUCK_TEXT_NOTIFICATION_TITLE,
      FOODTRUCK_TEXT_NOTIFICATION_BODY,
    ].map(\.rawValue)
    #expect(declared == Array(0...10))
    #expect(ActivitiesBoundaryTests.texts.map(\.0) == declared)
  }

  @Test(
    "The lock screen's donut count comes from the order, in each language's plural forms",
    arguments: [
      (1, "1 donut", "دونات واحدة"), (2, "2 donuts", "قطعتا دونات"), (3, "3 donuts", "٣ قطع دونات"),
      (11, "11 donuts", "١١ قطعة دونات"), (100, "100 donuts", "١٠٠ قطعة دونات"),
      (103, "103 donuts", "١٠٣ قطع دونات"),
    ] as [(Int32, String, String)])
  func donutCount(total: Int32, english: String, arabic: String) throws {
    var lines: [(Int32, Int32)] = [(5, min(total, 99))]
    if total > 99 { lines.append((6, total - 99)) }
    try placeOrder(truck, lines, at: ActivitiesBoundaryTests.noon)
    let id = try request(1, at: ActivitiesBoundaryTests.noon)
    #expect(try text(id, FOODTRUCK_TEXT_LOCK_DONUTS, at: ActivitiesBoundaryTests.noon) == english)
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try text(id, FOODTRUCK_TEXT_LOCK_DONUTS, at: ActivitiesBoundaryTests.noon) == arabic)
  }

  @Test("Texts: a length query in UTF-8 bytes, too small (untouched), an exact fit")
  func textBuffer() throws {
    try placeOrders(1)
    _ = try request(1, at: ActivitiesBoundaryTests.noon)
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    var length: UInt = 0
    #expect(
      activityText(
        truck, 1, FOODTRUCK_TEXT_REMAINING, ActivitiesBoundaryTests.noon, nil, 0, &length)
        == FOODTRUCK_OK)
    #expect(length == UInt("المتبقي".utf8.count))
    var small = [CChar](repeating: 0x7F, count: Int(length))
    #expect(
      activityText(
        truck, 1, FOODTRUCK_TEXT_REMAINING, ActivitiesBoundaryTests.noon, &small, length, nil)
        == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(small.allSatisfy { $0 == 0x7F })
    var exact = [CChar](repeating: 0x7F, count: Int(length) + 1)
    #expect(
      activityText(
        truck, 1, FOODTRUCK_TEXT_REMAINING, ActivitiesBoundaryTests.noon, &exact, length + 1, nil)
        == FOODTRUCK_OK)
    #expect(String(cString: exact) == "المتبقي")
  }

  // MARK: - Lock screen and island events

  func lockScreen(sourceLocation: SourceLocation = #_sourceLocation) throws -> [Int32] {
    try readIDs(sourceLocation: sourceLocation) { activityLockScreen(truck, $0, $1, $2) }
  }

  @Test("The lock screen: showing and ended-not-dismissed activities, by relevance then newest")
  func lockScreenList() throws {
    try placeOrders(3)
    let now = ActivitiesBoundaryTests.noon
    _ = try request(1, at: now)
    _ = try request(2, relevance: 3, at: now + 1_000)
    _ = try request(3, at: now + 2_000)
    #expect(try lockScreen() == [2, 3, 1])
    #expect(activityEnd(truck, 2, FOODTRUCK_DISMISS_DEFAULT, 0, now + 3_000) == FOODTRUCK_OK)
    #expect(activityEnd(truck, 3, FOODTRUCK_DISMISS_IMMEDIATE, 0, now + 3_000) == FOODTRUCK_OK)
    #expect(try listed() == [1], "foodtruck_activity_list: the showing ones only")
    #expect(try lockScreen() == [2, 1], "ended with the default policy: 4 more hours")
    let dismissal = now + 3_000 + 4 * 3_600_000
    #expect(truckTick(truck, dismissal - 1, nil) == FOODTRUCK_OK)
    #expect(try lockScreen() == [2, 1])
    #expect(truckTick(truck, dismissal, nil) == FOODTRUCK_OK)
    #expect(try lockScreen() == [1])
    var ids = [Int32](repeating: -5, count: 1)
    var count: UInt = 0
    #expect(
      activityEnd(truck, 1, FOODTRUCK_DISMISS_AFTER, dismissal + 60_000, dismissal) == FOODTRUCK_OK)
    #expect(activityLockScreen(truck, &ids, 1, &count) == FOODTRUCK_OK)
    #expect((ids, count) == ([1], 1))
    #expect(activityLockScreen(truck, &ids, 0, &count) == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
  }

  @Test("Each change of the island's owner is an event naming the new owner (0: none)")
  func islandEvents() throws {
    try placeOrders(3)
    let now = ActivitiesBoundaryTests.noon
    _ = try pollAllEvents(truck)
    func changes() throws -> [[Int64]] {
      try pollAllFields(truck).filter {
        $0[0] == Int64(FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED.rawValue)
      }
    }
    let placed = FOODTRUCK_ORDER_PLACED
    let changed = FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED
    _ = try request(1, at: now)
    #expect(try changes() == [event(changed, at: now, order: 1, activity: 1, placed)])
    _ = try request(2, at: now + 1_000)
    _ = try request(3, at: now + 1_000)
    #expect(
      try changes() == [
        event(changed, at: now + 1_000, order: 2, activity: 2, placed),
        event(changed, at: now + 1_000, order: 3, activity: 3, placed),
      ])
    #expect(activityUpdate(truck, 1, now, now + 60_000, 0.5, now + 2_000) == FOODTRUCK_OK)
    #expect(try changes() == [event(changed, at: now + 2_000, order: 1, activity: 1, placed)])
    #expect(activityEnd(truck, 2, FOODTRUCK_DISMISS_DEFAULT, 0, now + 3_000) == FOODTRUCK_OK)
    #expect(try changes() == [], "the minimal one ended: the owner stays")
    #expect(truckSetActivitiesEnabled(truck, false, now + 4_000) == FOODTRUCK_OK)
    #expect(try changes() == [event(changed, at: now + 4_000, order: 1, placed)], "emptied, once")
    #expect(island() == [0, 0])
  }

  // MARK: - Handles

  @Test("A freed truck: every activity call is FOODTRUCK_ERR_INVALID_HANDLE and writes nothing")
  func freedTruck() throws {
    let freed = try newTruck()
    truckFree(freed)
    let now = ActivitiesBoundaryTests.noon
    var id: Int32 = -7
    var activity = foodtruck_activity()
    activity.id = -7
    var island = foodtruck_island(owner: -7, minimal: -7)
    var count: UInt = 7
    #expect(activityRequest(freed, 1, now, now, 0, now, &id) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(activityUpdate(freed, 1, now, now, 0, now) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(
      activityEnd(freed, 1, FOODTRUCK_DISMISS_DEFAULT, 0, now) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(activityGet(freed, 1, &activity) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(activityForOrder(freed, 1, &id) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(activityList(freed, nil, 0, &count) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(activityLockScreen(freed, nil, 0, &count) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(activityIsland(freed, &island) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(truckSetActivityLimit(freed, 3) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(truckSetActivitiesEnabled(freed, false, now) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect([id, activity.id, island.owner, island.minimal] == [-7, -7, -7, -7])
    #expect(count == 7)
  }
}
