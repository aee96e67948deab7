// SPDX-License-Identifier: Apache-2.0
// ActivityPresentationTests: what the lock screen, the Dynamic Island, the widget URL and the
// notification show for an activity, slot by slot, in English and Arabic, with the donut count
// taken from the order and its plural forms (docs/domain.md, decisions 8 and 9;
// §7.1, §7.4, §7.6, §7.7).

import FoodTruckKit
import Testing

@Suite("Activity presentation")
struct ActivityPresentationTests {
  /// 2024-03-15 12:00:00 UTC.
  static let noon: Int64 = 1_710_504_000_000

  /// Order 1: 4 The Classic and 2 Cosmos, put into preparation at noon (activity 1).
  static func session(_ locale: TruckLocale) throws -> Truck {
    var truck = Truck()
    truck.locale = locale
    let number = try truck.placeOrder(
      [OrderLine(donutId: 0, count: 4), OrderLine(donutId: 3, count: 2)], now: noon)
    try truck.apply(.prepare, toOrder: number, now: noon)
    return truck
  }

  /// Every slot's text at noon + 1 s, in English and in Arabic.
  static let expected: [ActivityTextSlot: (en: String, ar: String)] = [
    .lockTitle: ("Order 1201", "طلب 1201"),
    .lockDonuts: ("6 donuts", "٦ قطع دونات"),
    .countdown: ("0:59", "٠:٥٩"),
    .remaining: ("Remaining", "المتبقي"),
    .compactIcon: ("IslandCompactIcon", "IslandCompactIcon"),
    .expandedIcon: ("IslandExpandedIcon", "IslandExpandedIcon"),
    .expandedBottom: (
      "4\u{00D7} The Classic, 2\u{00D7} Cosmos", "٤\u{00D7} الكلاسيكية، ٢\u{00D7} كوزموس"
    ),
    .widgetURL: ("foodtruck://order/1201", "foodtruck://order/1201"),
    .activityName: ("Order preparation activity.", "نشاط تحضير الطلب."),
    .notificationTitle: ("Donuts are done!", "الدونات جاهزة!"),
    .notificationBody: ("Time to take them out of the oven.", "حان وقت إخراجها من الفرن."),
  ]

  @Test("Eleven slots with the C ABI's raw values 0 to 10, each with expected texts")
  func slots() {
    #expect(ActivityTextSlot.allCases.map(\.rawValue) == Array(0...10))
    #expect(ActivityTextSlot(rawValue: 11) == nil)
    #expect(ActivityTextSlot(rawValue: -1) == nil)
    #expect(Set(ActivityPresentationTests.expected.keys) == Set(ActivityTextSlot.allCases))
  }

  @Test("Each slot's text in English and in Arabic", arguments: ActivityTextSlot.allCases)
  func text(slot: ActivityTextSlot) throws {
    let expected = try #require(ActivityPresentationTests.expected[slot])
    let english = try ActivityPresentationTests.session(.english)
    let arabic = try ActivityPresentationTests.session(.arabic)
    #expect(try english.activityText(slot, activity: 1, now: Self.noon + 1_000) == expected.en)
    #expect(try arabic.activityText(slot, activity: 1, now: Self.noon + 1_000) == expected.ar)
  }

  @Test(
    "Every text a person reads differs in Arabic (the countdown in its digits); keys and URL do not"
  )
  func everyReadTextIsTranslated() {
    let shared: Set<ActivityTextSlot> = [.compactIcon, .expandedIcon, .widgetURL]
    for (slot, texts) in ActivityPresentationTests.expected {
      #expect((texts.en == texts.ar) == shared.contains(slot), "\(slot)")
    }
  }

  @Test("The texts follow the session's language when it changes")
  func followsTheLocale() throws {
    var truck = try ActivityPresentationTests.session(.english)
    #expect(try truck.activityText(.remaining, activity: 1, now: Self.noon) == "Remaining")
    truck.locale = .arabic
    #expect(try truck.activityText(.remaining, activity: 1, now: Self.noon) == "المتبقي")
  }

  @Test("The countdown shows the activity's content at now, and follows an update")
  func countdownFollowsContent() throws {
    var truck = try ActivityPresentationTests.session(.english)
    let now = Self.noon
    #expect(try truck.activityText(.countdown, activity: 1, now: now - 5_000) == "1:00")
    #expect(try truck.activityText(.countdown, activity: 1, now: now + 999) == "1:00")
    #expect(try truck.activityText(.countdown, activity: 1, now: now + 59_999) == "0:01")
    #expect(try truck.activityText(.countdown, activity: 1, now: now + 60_000) == "0:00")
    try truck.updateActivity(
      id: 1, timer: PreparationTimer(start: now + 10_000, end: now + 40_000), relevance: 0,
      now: now + 10_000)
    #expect(try truck.activityText(.countdown, activity: 1, now: now + 10_000) == "0:30")
    #expect(
      (try? truck.timer(forOrder: 1))?.countdownText(at: now + 10_000) == "0:50",
      "the order's own timer")
  }

  @Test("A custom donut shows its own name in both languages")
  func customDonutName() throws {
    var truck = Truck()
    let id = try truck.catalog.create(name: "Maple Bar", recipe: Recipe.template)
    let number = try truck.placeOrder(
      [OrderLine(donutId: id, count: 1), OrderLine(donutId: 16, count: 3)], now: Self.noon)
    let activity = try truck.requestActivity(
      order: number, timer: PreparationTimer(start: Self.noon, end: Self.noon + 60_000),
      relevance: 0, now: Self.noon)
    #expect(
      try truck.activityText(.expandedBottom, activity: activity, now: Self.noon)
        == "1\u{00D7} Maple Bar, 3\u{00D7} Nighttime")
    #expect(try truck.activityText(.lockDonuts, activity: activity, now: Self.noon) == "4 donuts")
    truck.locale = .arabic
    #expect(
      try truck.activityText(.expandedBottom, activity: activity, now: Self.noon)
        == "١\u{00D7} Maple Bar، ٣\u{00D7} الليل")
  }

  /// Total donuts of an order and its lock-screen count in English and Arabic.
  static let counts: [(Int, String, String)] = [
    (1, "1 donut", "دونات واحدة"),
    (2, "2 donuts", "قطعتا دونات"),
    (3, "3 donuts", "٣ قطع دونات"),
    (10, "10 donuts", "١٠ قطع دونات"),
    (11, "11 donuts", "١١ قطعة دونات"),
    (99, "99 donuts", "٩٩ قطعة دونات"),
    (100, "100 donuts", "١٠٠ قطعة دونات"),
    (101, "101 donuts", "١٠١ قطعة دونات"),
    (102, "102 donuts", "١٠٢ قطعة دونات"),
    (103, "103 donuts", "١٠٣ قطع دونات"),
    (111, "111 donuts", "١١١ قطعة دونات"),
  ]

  @Test(
    "The lock screen's count is the order's, with each language's plural form", arguments: counts)
  func donutCount(total: Int, english: String, arabic: String) throws {
    var truck = Truck()
    let lines =
      total <= 99
      ? [OrderLine(donutId: 7, count: total)]
      : [OrderLine(donutId: 7, count: 99), OrderLine(donutId: 8, count: total - 99)]
    let number = try truck.placeOrder(lines, now: Self.noon)
    #expect(try truck.orders.order(number: number).totalDonuts == total)
    let id = try truck.requestActivity(
      order: number, timer: PreparationTimer(start: Self.noon, end: Self.noon + 60_000),
      relevance: 0, now: Self.noon)
    #expect(try truck.activityText(.lockDonuts, activity: id, now: Self.noon) == english)
    truck.locale = .arabic
    #expect(try truck.activityText(.lockDonuts, activity: id, now: Self.noon) == arabic)
  }

  @Test("Order numbers of 1 to 3 digits appear as short ids in the title and the URL")
  func shortIds() throws {
    var truck = Truck()
    for _ in 0..<100 { _ = try truck.placeOrder([OrderLine(donutId: 1, count: 1)], now: Self.noon) }
    for (number, shortId) in [(9, "1209"), (10, "1210"), (99, "1299"), (100, "1300")] {
      let id = try truck.requestActivity(
        order: number, timer: PreparationTimer(start: Self.noon, end: Self.noon + 60_000),
        relevance: 0, now: Self.noon)
      #expect(
        try truck.activityText(.lockTitle, activity: id, now: Self.noon) == "Order \(shortId)")
      #expect(
        try truck.activityText(.widgetURL, activity: id, now: Self.noon)
          == "foodtruck://order/\(shortId)")
    }
  }

  @Test("An unknown activity has no texts", arguments: [0, -1, 2, Int.max, Int.min])
  func unknownActivity(id: Int) throws {
    let truck = try ActivityPresentationTests.session(.english)
    for slot in ActivityTextSlot.allCases {
      let error = #expect(throws: FoodTruckError.self) {
        try truck.activityText(slot, activity: id, now: Self.noon)
      }
      #expect(error?.kind == .notFound)
    }
  }

  @Test("Texts stay readable after the activity ended and was dismissed")
  func textsAfterDismissal() throws {
    var truck = try ActivityPresentationTests.session(.english)
    try truck.endActivity(id: 1, policy: .immediate, now: Self.noon + 5_000)
    #expect(try truck.activityText(.lockTitle, activity: 1, now: Self.noon + 5_000) == "Order 1201")
  }
}
