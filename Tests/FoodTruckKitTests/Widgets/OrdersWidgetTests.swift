// SPDX-License-Identifier: Apache-2.0
// OrdersWidgetTests: the Orders widget: the orders placed on now's local day (every status,
// every city) against the quota setting (25 by default, 1 to 1000), the gauge's fraction and
// segments, the texts of each family in English and Arabic with their digits and plural forms,
// and the reload at the next live order or the next local midnight (docs/domain.md §8.2, §6.8,
// decisions 3 and 9).

import Testing

@testable import FoodTruckKit

@Suite("Orders widget")
struct OrdersWidgetTests {
  static let hour: Int64 = 3_600_000
  static let day: Int64 = 86_400_000
  /// 2026-11-28 12:00:00 UTC.
  static let noon: Int64 = 20785 * day + 12 * hour
  /// The midnight that ends that day, UTC.
  static let midnight: Int64 = 20786 * day

  static func order(_ truck: inout Truck, at instant: Int64) throws -> Int {
    try truck.placeOrder([OrderLine(donutId: 0, count: 1)], now: instant)
  }

  @Test("The quota: 25 by default, 1 to 1000, anything else refused and the quota kept")
  func quota() throws {
    var truck = Truck()
    #expect(truck.widgetQuota == 25)
    try truck.setWidgetQuota(1)
    #expect(truck.widgetQuota == 1)
    try truck.setWidgetQuota(1000)
    #expect(truck.widgetQuota == 1000)
    for bad in [0, -1, 1001, Int(Int32.max), Int(Int32.min)] {
      #expect(
        throws: FoodTruckError.invalidArgument(
          "a quota of \(bad) orders is outside 1 to 1000", input: "quota")
      ) {
        try truck.setWidgetQuota(bad)
      }
    }
    #expect(truck.widgetQuota == 1000)
  }

  @Test("The day's orders: every status and every city, not yesterday's")
  func todaysOrders() throws {
    var truck = Truck()
    _ = try Self.order(&truck, at: Self.noon - 13 * Self.hour)  // 23:00 yesterday
    let first = try Self.order(&truck, at: Self.midnight - Self.day)  // 00:00 today
    let second = try Self.order(&truck, at: Self.noon)
    truck.setCity(.sanFrancisco)
    _ = try Self.order(&truck, at: Self.noon + Self.hour)
    truck.setCity(.london)
    _ = try Self.order(&truck, at: Self.midnight - 1)  // 23:59:59.999, later than now
    _ = try Self.order(&truck, at: Self.midnight)  // tomorrow
    try truck.apply(.prepare, toOrder: first, now: Self.noon)
    try truck.apply(.markReady, toOrder: first, now: Self.noon)
    try truck.apply(.complete, toOrder: first, now: Self.noon)
    try truck.apply(.prepare, toOrder: second, now: Self.noon)
    let entry = truck.ordersEntry(now: Self.noon)
    #expect(entry.at == Self.noon)
    #expect(entry.orders == 4)
    #expect(entry.quota == 25)
    #expect(entry.fraction == 4.0 / 25)
    #expect(truck.ordersEntry(now: Self.midnight).orders == 1)
  }

  @Test("Days are local: at UTC+1 an order at 23:30 UTC falls on the next day")
  func localDay() throws {
    var truck = Truck()
    try truck.setUTCOffset(minutes: 60)
    _ = try Self.order(&truck, at: Self.midnight - 30 * 60_000)
    #expect(truck.ordersEntry(now: Self.noon).orders == 0)
    #expect(truck.ordersEntry(now: Self.midnight).orders == 1)
  }

  @Test(
    "The gauge's fraction is min(orders, quota) / quota",
    arguments: [(0, 25, 0.0), (7, 25, 0.28), (25, 25, 1), (30, 25, 1), (1, 1, 1), (3, 1000, 0.003)])
  func fraction(orders: Int, quota: Int, expected: Double) {
    #expect(OrdersEntry(at: 0, orders: orders, quota: quota).fraction == expected)
  }

  /// docs/domain.md §8.2: (orders, quota) -> out of, inline and circular, English then Arabic.
  static let texts: [((Int, Int), [String])] = [
    ((7, 25), ["7 out of 25", "7 of 25 Orders", "7", "٧ من أصل ٢٥", "٧ من ٢٥ طلبًا", "٧"]),
    ((0, 1), ["0 out of 1", "0 of 1 Order", "0", "٠ من أصل ١", "٠ من طلب واحد", "٠"]),
    ((1, 2), ["1 out of 2", "1 of 2 Orders", "1", "١ من أصل ٢", "١ من طلبين", "١"]),
    ((12, 10), ["12 out of 10", "12 of 10 Orders", "12", "١٢ من أصل ١٠", "١٢ من ١٠ طلبات", "١٢"]),
    ((0, 100), ["0 out of 100", "0 of 100 Orders", "0", "٠ من أصل ١٠٠", "٠ من ١٠٠ طلب", "٠"]),
    ((5, 103), ["5 out of 103", "5 of 103 Orders", "5", "٥ من أصل ١٠٣", "٥ من ١٠٣ طلبات", "٥"]),
    ((5, 111), ["5 out of 111", "5 of 111 Orders", "5", "٥ من أصل ١١١", "٥ من ١١١ طلبًا", "٥"]),
    (
      (1000, 1000),
      [
        "1,000 out of 1,000", "1,000 of 1,000 Orders", "1,000", "١٬٠٠٠ من أصل ١٬٠٠٠",
        "١٬٠٠٠ من ١٬٠٠٠ طلب", "١٬٠٠٠",
      ]
    ),
  ]

  @Test(
    "Each family's text in English and Arabic, the noun agreeing with the quota", arguments: texts)
  func familyTexts(numbers: (Int, Int), expected: [String]) throws {
    let entry = OrdersEntry(at: 0, orders: numbers.0, quota: numbers.1)
    var actual: [String] = []
    for locale in [TruckLocale.english, .arabic] {
      for family in [WidgetFamily.small, .accessoryInline, .accessoryCircular] {
        actual.append(try entry.text(for: family, in: locale))
      }
      #expect(
        try entry.text(for: .accessoryRectangular, in: locale)
          == entry.text(for: .small, in: locale))
    }
    #expect(actual == expected)
  }

  @Test(
    "The families the Orders widget does not come in are refused",
    arguments: [
      WidgetFamily.medium, .large, .extraLarge,
    ])
  func otherFamilies(family: WidgetFamily) {
    let entry = OrdersEntry(at: 0, orders: 7, quota: 25)
    #expect(
      throws: FoodTruckError.invalidArgument(
        "the Orders widget has no \(family.label) family", input: "family")
    ) {
      try entry.text(for: family, in: .english)
    }
  }

  @Test("The session's text is the entry's in the session's language")
  func sessionText() throws {
    var truck = Truck()
    for hour in 0..<3 { _ = try Self.order(&truck, at: Self.noon - Int64(hour) * Self.hour) }
    try truck.setWidgetQuota(10)
    #expect(try truck.ordersText(for: .accessoryInline, now: Self.noon) == "3 of 10 Orders")
    truck.locale = .arabic
    #expect(try truck.ordersText(for: .small, now: Self.noon) == "٣ من أصل ١٠")
  }

  @Test("The rectangular family's gauge: quota segments, the day's orders filled")
  func gauge() throws {
    let entry = OrdersEntry(at: 0, orders: 8, quota: 10)
    // 127 points: 10 segments of (127 - 9 x 3) / 10 = 10 points, 3 apart.
    let segments = try entry.gauge(width: 127, rightToLeft: false)
    #expect(segments.map(\.frame.origin.x) == (0..<10).map { Double($0) * 13 })
    #expect(segments.allSatisfy { $0.frame.size.width == 10 && $0.frame.size.height == 11 })
    #expect(segments.map(\.filled) == Array(repeating: true, count: 8) + [false, false])
    #expect([segments[0].leftRadius, segments[0].rightRadius] == [5.5, 2])
    let mirrored = try entry.gauge(width: 127, rightToLeft: true)
    #expect(mirrored.map(\.frame.origin.x) == (0..<10).map { 117 - Double($0) * 13 })
    #expect([mirrored[0].leftRadius, mirrored[0].rightRadius] == [2, 5.5])
    // More orders than the quota fill every segment.
    let over = try OrdersEntry(at: 0, orders: 30, quota: 25).gauge(width: 300, rightToLeft: false)
    #expect(over.count == 25 && over.allSatisfy(\.filled))
    #expect(throws: FoodTruckError.self) { try entry.gauge(width: 20, rightToLeft: false) }
  }

  @Test("Without live orders it reloads at the next local midnight")
  func reloadAtMidnight() throws {
    var truck = Truck()
    var timeline = truck.ordersTimeline(now: Self.noon)
    #expect(timeline.policy == .after)
    #expect(timeline.reloadAt == Self.midnight)
    #expect(timeline.entries == [truck.ordersEntry(now: Self.noon)])
    try truck.setUTCOffset(minutes: -480)  // local midnight at 08:00 UTC
    timeline = truck.ordersTimeline(now: Self.noon)
    #expect(timeline.reloadAt == Self.midnight + 8 * Self.hour)
    #expect(truck.timeline(of: .orders, now: Self.noon).entries == [Self.noon])
  }

  @Test("With live orders to come it reloads when the next one arrives")
  func reloadAtTheNextArrival() throws {
    var truck = Truck()
    try truck.simulate(seed: 3, now: Self.noon, streamLimit: 3)
    #expect(truck.ordersEntry(now: Self.noon).orders == 24)
    let first = try #require(truck.nextDue)  // nothing else is due: the first live order
    #expect((Self.noon + 3_000...Self.noon + 8_000).contains(first))
    #expect(truck.ordersTimeline(now: Self.noon).reloadAt == first)
    // Not ticked to now: the arrival is already due, so the timeline is stale at once.
    #expect(truck.ordersTimeline(now: Self.noon + 60_000).reloadAt == Self.noon + 60_000)
    // Ticked: the three arrived (3 to 8 s apart), none is left, and the day ends next.
    #expect(try truck.tick(now: Self.noon + 60_000).count == 3)
    #expect(truck.ordersEntry(now: Self.noon + 60_000).orders == 27)
    #expect(truck.ordersTimeline(now: Self.noon + 60_000).reloadAt == Self.midnight)
  }

  @Test("A live order due after midnight: the midnight comes first")
  func midnightBeforeTheArrival() throws {
    var truck = Truck()
    let now = Self.midnight - 2_000  // 23:59:58; the first live order comes 3 to 8 s later
    try truck.simulate(seed: 3, now: now, streamLimit: 1)
    #expect(try #require(truck.nextDue) > Self.midnight)
    #expect(truck.ordersTimeline(now: now).reloadAt == Self.midnight)
  }
}
