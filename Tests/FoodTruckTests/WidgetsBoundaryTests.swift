// SPDX-License-Identifier: Apache-2.0
// WidgetsBoundaryTests: the three timeline widgets through the C ABI: names, descriptions and
// families; each timeline's entry count, policy and reload instant (FOODTRUCK_NO_TIME for
// never); the Daily Donut's entries and trends, the Orders widget's entry, quota setting,
// texts and gauge, the Parking Spot widget's entry and the cities' abbreviations, in English
// and Arabic; and what is refused (docs/domain.md §8, decisions 4, 8 and 9).

import CFoodTruck
import FoodTruck
import Testing

@Suite("Widgets boundary")
final class WidgetsBoundaryTests {
  /// A live handle for each test; freed in deinit.
  let truck: UnsafeMutablePointer<foodtruck_truck>

  static let hour: Int64 = 3_600_000
  static let day: Int64 = 86_400_000
  /// 2026-11-28 12:00:00 UTC.
  static let noon: Int64 = 20785 * day + 12 * hour
  /// The midnight that ends that day, UTC.
  static let midnight: Int64 = 20786 * day
  static let kinds = [
    FOODTRUCK_WIDGET_DAILY_DONUT, FOODTRUCK_WIDGET_ORDERS, FOODTRUCK_WIDGET_PARKING_SPOT,
  ]

  init() throws {
    truck = try newTruck()
  }

  deinit {
    truckFree(truck)
  }

  /// Today 4 x The Classic with 2 x Super Lemon, 4 x Cosmos, 1 x Lemon Chocolate (in London);
  /// yesterday 5 x Super Lemon; six days ago 1 x The Classic: the table of docs/domain.md §8.1.
  func placeTheWeek() throws {
    try placeOrder(truck, [(3, 4)], at: Self.noon - 3 * Self.hour)
    try placeOrder(truck, [(0, 4), (12, 2)], at: Self.noon - 2 * Self.hour)
    #expect(truckSetCity(truck, FOODTRUCK_CITY_LONDON) == FOODTRUCK_OK)
    try placeOrder(truck, [(5, 1)], at: Self.noon - Self.hour)
    #expect(truckSetCity(truck, FOODTRUCK_CITY_CUPERTINO) == FOODTRUCK_OK)
    try placeOrder(truck, [(12, 5)], at: Self.noon - Self.day)
    try placeOrder(truck, [(0, 1)], at: Self.noon - 6 * Self.day)
  }

  func timeline(
    _ kind: foodtruck_widget_kind, at now: Int64 = noon,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> foodtruck_timeline {
    var timeline = foodtruck_timeline()
    let status = widgetTimeline(truck, kind, now, &timeline)
    try #require(
      status == FOODTRUCK_OK, "foodtruck_widget_timeline: \(lastErrorText)",
      sourceLocation: sourceLocation)
    return timeline
  }

  func ordersEntry(at now: Int64 = noon, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> foodtruck_orders_entry
  {
    var entry = foodtruck_orders_entry()
    try #require(widgetOrders(truck, now, &entry) == FOODTRUCK_OK, sourceLocation: sourceLocation)
    return entry
  }

  func ordersText(_ family: foodtruck_widget_family, at now: Int64 = noon) throws -> String {
    try readText { widgetOrdersText(truck, now, family, $0, $1, $2) }
  }

  // MARK: - Names, descriptions and families

  @Test(
    "Names and descriptions in English and Arabic",
    arguments: zip(
      kinds,
      [
        [
          "Daily Donut", "Showcasing the latest trending donuts.", "دونات اليوم",
          "يعرض أحدث الدونات الرائجة.",
        ],
        [
          "Orders", "Information about Food Truck's orders and daily quotas.", "الطلبات",
          "معلومات عن طلبات شاحنة الطعام وحصصها اليومية.",
        ],
        [
          "Parking Spot", "Information about your Food Truck's parking spot.", "موقف الشاحنة",
          "معلومات عن موقف شاحنة الطعام الخاصة بك.",
        ],
      ]))
  func texts(kind: foodtruck_widget_kind, expected: [String]) throws {
    var actual: [String] = []
    for locale in [FOODTRUCK_LOCALE_EN, FOODTRUCK_LOCALE_AR] {
      #expect(truckSetLocale(truck, locale) == FOODTRUCK_OK)
      actual.append(try readText { widgetName(truck, kind, $0, $1, $2) })
      actual.append(try readText { widgetDescription(truck, kind, $0, $1, $2) })
    }
    #expect(actual == expected)
  }

  @Test(
    "Each widget's families, in the original's order",
    arguments: zip(
      kinds,
      [
        [
          FOODTRUCK_FAMILY_SMALL, FOODTRUCK_FAMILY_MEDIUM, FOODTRUCK_FAMILY_LARGE,
          FOODTRUCK_FAMILY_EXTRA_LARGE,
        ],
        [
          FOODTRUCK_FAMILY_ACCESSORY_RECTANGULAR, FOODTRUCK_FAMILY_ACCESSORY_CIRCULAR,
          FOODTRUCK_FAMILY_ACCESSORY_INLINE, FOODTRUCK_FAMILY_SMALL,
        ],
        [
          FOODTRUCK_FAMILY_ACCESSORY_RECTANGULAR, FOODTRUCK_FAMILY_ACCESSORY_INLINE,
          FOODTRUCK_FAMILY_ACCESSORY_CIRCULAR,
        ],
      ]))
  func families(kind: foodtruck_widget_kind, expected: [foodtruck_widget_family]) throws {
    let families = try readArray(foodtruck_widget_family(rawValue: 99)) {
      widgetFamilies(kind, $0, $1, $2)
    }
    #expect(families == expected)
    var small = [foodtruck_widget_family](
      repeating: foodtruck_widget_family(rawValue: 99), count: 2)
    var count: UInt = 0
    #expect(widgetFamilies(kind, &small, 2, &count) == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(count == UInt(expected.count))
    #expect(small.allSatisfy { $0.rawValue == 99 }, "nothing written")
  }

  @Test(
    "Medium, large and extra large draw the trend; small and the accessory families do not",
    arguments: zip(
      (0...6).map { foodtruck_widget_family(rawValue: $0) },
      [false, true, true, true, false, false, false]))
  func showsTrend(family: foodtruck_widget_family, expected: Bool) {
    var shows = !expected
    #expect(widgetShowsTrend(family, &shows) == FOODTRUCK_OK)
    #expect(shows == expected)
  }

  // MARK: - Timelines

  @Test("Each timeline: its entries, policy and reload instant")
  func timelines() throws {
    let daily = try timeline(FOODTRUCK_WIDGET_DAILY_DONUT)
    #expect(daily.entry_count == 5)
    #expect(daily.policy == FOODTRUCK_RELOAD_AT_END)
    #expect(daily.reload_at == Self.noon + 5 * Self.hour)
    let orders = try timeline(FOODTRUCK_WIDGET_ORDERS)
    #expect(orders.entry_count == 1)
    #expect(orders.policy == FOODTRUCK_RELOAD_AFTER)
    #expect(orders.reload_at == Self.midnight, "no live orders: the day's end")
    let parking = try timeline(FOODTRUCK_WIDGET_PARKING_SPOT)
    #expect(parking.entry_count == 1)
    #expect(parking.policy == FOODTRUCK_RELOAD_NEVER)
    #expect(parking.reload_at == noTime)
  }

  @Test("Orders reloads at the next live order, at now once it is due, or at local midnight")
  func ordersReload() throws {
    #expect(truckSimulate(truck, 3, Self.noon, 2) == FOODTRUCK_OK)
    var due: Int64 = 0
    #expect(truckNextDue(truck, &due) == FOODTRUCK_OK)
    #expect((Self.noon + 3_000...Self.noon + 8_000).contains(due))
    #expect(try timeline(FOODTRUCK_WIDGET_ORDERS).reload_at == due)
    #expect(
      try timeline(FOODTRUCK_WIDGET_ORDERS, at: Self.noon + 60_000).reload_at == Self.noon + 60_000)
    var arrived: Int32 = 0
    #expect(truckTick(truck, Self.noon + 60_000, &arrived) == FOODTRUCK_OK)
    #expect(arrived == 2)
    #expect(
      try timeline(FOODTRUCK_WIDGET_ORDERS, at: Self.noon + 60_000).reload_at == Self.midnight)
    #expect(truckSetUTCOffset(truck, 60) == FOODTRUCK_OK)  // local midnight at 23:00 UTC
    #expect(try timeline(FOODTRUCK_WIDGET_ORDERS).reload_at == Self.midnight - Self.hour)
  }

  // MARK: - The Daily Donut

  @Test("The Daily Donut: today's ranks 1 to 5 an hour apart, ties by id, unsold donuts too")
  func dailyDonut() throws {
    try placeTheWeek()
    let entries = try readArray(
      foodtruck_daily_donut_entry(at: -1, sales: -1, donut_id: -1, rank: -1)
    ) {
      widgetDailyDonut(truck, Self.noon, $0, $1, $2)
    }
    #expect(entries.map(\.at) == (0..<5).map { Self.noon + Int64($0) * Self.hour })
    #expect(entries.map(\.rank) == [1, 2, 3, 4, 5])
    #expect(entries.map(\.donut_id) == [0, 3, 12, 5, 1])
    #expect(entries.map(\.sales) == [4, 4, 2, 1, 0])
    #expect(try readText { donutName(truck, entries[2].donut_id, $0, $1, $2) } == "Super Lemon")
  }

  @Test(
    "A donut's trend: its sales on each of the last 7 local days, today last, every city",
    arguments: zip(
      [0, 3, 12, 5, 1] as [Int32],
      [
        [1, 0, 0, 0, 0, 0, 4], [0, 0, 0, 0, 0, 0, 4], [0, 0, 0, 0, 0, 5, 2], [0, 0, 0, 0, 0, 0, 1],
        [0, 0, 0, 0, 0, 0, 0],
      ] as [[Int64]]))
  func trend(donut: Int32, expected: [Int64]) throws {
    try placeTheWeek()
    let points = try readArray(foodtruck_sales_point(starts_at: -1, sales: -1)) {
      widgetTrend(truck, donut, Self.noon, $0, $1, $2)
    }
    #expect(points.map(\.sales) == expected)
    #expect(points.map(\.starts_at) == (0..<7).map { 20779 * Self.day + Int64($0) * Self.day })
  }

  @Test("An unknown donut's trend is FOODTRUCK_ERR_NOT_FOUND, and nothing is written")
  func unknownTrend() {
    var points = [foodtruck_sales_point](
      repeating: foodtruck_sales_point(starts_at: -1, sales: -1), count: 7)
    var count: UInt = 99
    #expect(widgetTrend(truck, 17, Self.noon, &points, 7, &count) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(lastErrorText == "foodtruck_widget_trend: no donut has id 17; ids run from 0 to 16")
    #expect(count == 99 && points.allSatisfy { $0.sales == -1 })
    #expect(widgetTrend(truck, -1, Self.noon, nil, 0, &count) == FOODTRUCK_ERR_NOT_FOUND)
  }

  // MARK: - Orders

  @Test("The quota: 25 by default, 1 to 1000; a refused quota is kept")
  func quota() {
    var quota: Int32 = 0
    #expect(truckWidgetQuota(truck, &quota) == FOODTRUCK_OK)
    #expect(quota == 25)
    #expect(truckSetWidgetQuota(truck, 1000) == FOODTRUCK_OK)
    for bad: Int32 in [0, -1, 1001, .max, .min] {
      #expect(truckSetWidgetQuota(truck, bad) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    }
    #expect(
      lastErrorText
        == "foodtruck_truck_set_widget_quota: quota: a quota of -2147483648 orders is outside 1 "
        + "to 1000")
    #expect(truckWidgetQuota(truck, &quota) == FOODTRUCK_OK)
    #expect(quota == 1000)
    #expect(truckSetWidgetQuota(truck, 1) == FOODTRUCK_OK)
    #expect(truckWidgetQuota(truck, &quota) == FOODTRUCK_OK)
    #expect(quota == 1)
  }

  @Test("The day's orders, every status and city, against the quota, with the gauge's fraction")
  func ordersOfTheDay() throws {
    try placeOrder(truck, [(0, 1)], at: Self.noon - 13 * Self.hour)  // 23:00 yesterday
    for minutes: Int64 in [0, 5, 10] {
      try placeOrder(truck, [(1, 1)], at: Self.noon + minutes * 60_000)
    }
    #expect(truckSetCity(truck, FOODTRUCK_CITY_SAN_FRANCISCO) == FOODTRUCK_OK)
    let number = try placeOrder(truck, [(2, 1)], at: Self.noon + Self.hour)
    #expect(
      orderApply(truck, number, FOODTRUCK_ORDER_PREPARE, Self.noon + Self.hour) == FOODTRUCK_OK)
    var entry = try ordersEntry()
    #expect([entry.at, Int64(entry.orders), Int64(entry.quota)] == [Self.noon, 4, 25])
    #expect(entry.fraction == 0.16)
    #expect(truckSetWidgetQuota(truck, 3) == FOODTRUCK_OK)
    entry = try ordersEntry()
    #expect(entry.orders == 4 && entry.quota == 3 && entry.fraction == 1)
    #expect(try ordersEntry(at: Self.midnight).orders == 0)
  }

  @Test("The Orders texts per family, in English and Arabic digits and plural forms")
  func ordersTexts() throws {
    for minutes: Int64 in 0..<7 {
      try placeOrder(truck, [(1, 1)], at: Self.noon - minutes * 60_000)
    }
    let families = [
      FOODTRUCK_FAMILY_SMALL, FOODTRUCK_FAMILY_ACCESSORY_RECTANGULAR,
      FOODTRUCK_FAMILY_ACCESSORY_INLINE, FOODTRUCK_FAMILY_ACCESSORY_CIRCULAR,
    ]
    #expect(
      try families.map { try ordersText($0) } == [
        "7 out of 25", "7 out of 25", "7 of 25 Orders", "7",
      ])
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(
      try families.map { try ordersText($0) } == [
        "٧ من أصل ٢٥", "٧ من أصل ٢٥", "٧ من ٢٥ طلبًا", "٧",
      ])
    #expect(truckSetWidgetQuota(truck, 2) == FOODTRUCK_OK)
    #expect(try ordersText(FOODTRUCK_FAMILY_ACCESSORY_INLINE) == "٧ من طلبين")
    #expect(truckSetWidgetQuota(truck, 10) == FOODTRUCK_OK)
    #expect(try ordersText(FOODTRUCK_FAMILY_ACCESSORY_INLINE) == "٧ من ١٠ طلبات")
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_EN) == FOODTRUCK_OK)
    #expect(truckSetWidgetQuota(truck, 1) == FOODTRUCK_OK)
    #expect(try ordersText(FOODTRUCK_FAMILY_ACCESSORY_INLINE, at: Self.midnight) == "0 of 1 Order")
  }

  @Test(
    "A family the Orders widget does not come in is refused, naming the family",
    arguments: [FOODTRUCK_FAMILY_MEDIUM, FOODTRUCK_FAMILY_LARGE, FOODTRUCK_FAMILY_EXTRA_LARGE])
  func ordersTextFamilies(family: foodtruck_widget_family) {
    var length: UInt = 99
    #expect(
      widgetOrdersText(truck, Self.noon, family, nil, 0, &length) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(
      lastErrorText.hasPrefix("foodtruck_widget_orders_text: family: the Orders widget has no "))
    #expect(length == 99)
  }

  @Test("The rectangular family's gauge is the segmented gauge of orders out of the quota")
  func ordersGauge() throws {
    for minutes: Int64 in 0..<8 {
      try placeOrder(truck, [(1, 1)], at: Self.noon - minutes * 60_000)
    }
    #expect(truckSetWidgetQuota(truck, 10) == FOODTRUCK_OK)
    let entry = try ordersEntry()
    let blank = foodtruck_gauge_segment()
    let segments = try readArray(blank) {
      layoutSegmentedGauge(entry.orders, entry.quota, 127, false, $0, $1, $2)
    }
    #expect(segments.map(\.frame.x) == (0..<10).map { Double($0) * 13 })
    #expect(segments.allSatisfy { $0.frame.width == 10 && $0.frame.height == 11 })
    #expect(segments.map(\.filled) == Array(repeating: true, count: 8) + [false, false])
  }

  // MARK: - Parking Spot

  @Test("The Parking Spot entry is where the truck is parked")
  func parkingSpot() throws {
    var entry = foodtruck_parking_spot_entry()
    #expect(widgetParkingSpot(truck, Self.noon, &entry) == FOODTRUCK_OK)
    #expect(entry.at == Self.noon)
    #expect(entry.spot.city == FOODTRUCK_CITY_CUPERTINO && entry.spot.index == 0)
    #expect(entry.spot.camera_distance == 1100)
    #expect(truckSetCity(truck, FOODTRUCK_CITY_LONDON) == FOODTRUCK_OK)
    #expect(truckSetParkingSpot(truck, 3) == FOODTRUCK_OK)
    #expect(widgetParkingSpot(truck, Self.noon + 1, &entry) == FOODTRUCK_OK)
    #expect(entry.at == Self.noon + 1)
    #expect(entry.spot.city == FOODTRUCK_CITY_LONDON && entry.spot.index == 3)
    #expect(entry.spot.longitude == -0.133869)  // Piccadilly Circus
  }

  @Test(
    "Each city's abbreviation in English and Arabic, derived from its name",
    arguments: zip(
      [FOODTRUCK_CITY_CUPERTINO, FOODTRUCK_CITY_SAN_FRANCISCO, FOODTRUCK_CITY_LONDON],
      [("CUP", "كوب"), ("SF", "س.ف"), ("LON", "لند")]))
  func abbreviation(city: foodtruck_city, expected: (String, String)) throws {
    #expect(try readText { widgetCityAbbreviation(truck, city, $0, $1, $2) } == expected.0)
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try readText { widgetCityAbbreviation(truck, city, $0, $1, $2) } == expected.1)
  }

  @Test("FOODTRUCK_CITY_ALL has no abbreviation")
  func abbreviationOfAll() {
    var length: UInt = 99
    #expect(
      widgetCityAbbreviation(truck, FOODTRUCK_CITY_ALL, nil, 0, &length)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(
      lastErrorText == "foodtruck_widget_city_abbreviation: city FOODTRUCK_CITY_ALL is not one city"
    )
    #expect(length == 99)
  }

  // MARK: - What is refused

  @Test("Bad kinds, families and instants are refused, naming the argument; nothing is written")
  func refused() {
    var timeline = foodtruck_timeline(
      reload_at: -1, policy: FOODTRUCK_RELOAD_NEVER, entry_count: -1)
    #expect(
      widgetTimeline(truck, foodtruck_widget_kind(rawValue: 3), Self.noon, &timeline)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText == "foodtruck_widget_timeline: kind 3 is not a valid value")
    #expect(
      widgetTimeline(truck, FOODTRUCK_WIDGET_ORDERS, Int64.max, &timeline)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(timeline.entry_count == -1 && timeline.reload_at == -1)
    var shows = true
    #expect(
      widgetShowsTrend(foodtruck_widget_family(rawValue: 7), &shows)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText == "foodtruck_widget_shows_trend: family 7 is not a valid value")
    #expect(shows)
    var entry = foodtruck_orders_entry(at: -1, fraction: -1, orders: -1, quota: -1)
    #expect(widgetOrders(truck, Int64.min, &entry) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(entry.orders == -1)
    #expect(widgetOrders(truck, Self.noon, nil) == FOODTRUCK_ERR_NULL_ARGUMENT)
    #expect(widgetParkingSpot(nil, Self.noon, nil) == FOODTRUCK_ERR_INVALID_HANDLE)
  }
}
