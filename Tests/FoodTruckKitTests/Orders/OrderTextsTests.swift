// SPDX-License-Identifier: Apache-2.0
// OrderTextsTests: an order's date as the order list shows it, at the session's offset and in
// its language, and the order-complete sheet's texts, only for a completed order
// (docs/domain.md, decision 9; §2.6, §7.5).

import FoodTruckKit
import Testing

@Suite("Order texts")
struct OrderTextsTests {
  /// 2024-03-15 12:00:00 UTC.
  static let noon: Int64 = 1_710_504_000_000
  static let hour: Int64 = 3_600_000

  /// Orders 1 and 2 (one donut each) and order 3 (4 The Classic, 2 Cosmos), placed at 09:41 UTC;
  /// order 3 handed over at noon.
  static func session(_ locale: TruckLocale = .english) throws -> Truck {
    var truck = Truck()
    truck.locale = locale
    let placed = noon - 2 * hour - 19 * 60_000
    _ = try truck.placeOrder([OrderLine(donutId: 1, count: 1)], now: placed)
    _ = try truck.placeOrder([OrderLine(donutId: 2, count: 1)], now: placed)
    let number = try truck.placeOrder(
      [OrderLine(donutId: 0, count: 4), OrderLine(donutId: 3, count: 2)], now: placed)
    for action in OrderAction.allCases { try truck.apply(action, toOrder: number, now: noon) }
    return truck
  }

  @Test("The order's date: Today and Yesterday from now, at the session's offset")
  func date() throws {
    var truck = try Self.session()
    #expect(try truck.dateText(ofOrder: 3, now: Self.noon) == "Today, 9:41 AM")
    #expect(try truck.dateText(ofOrder: 3, now: Self.noon + 24 * Self.hour) == "Yesterday, 9:41 AM")
    #expect(try truck.dateText(ofOrder: 3, now: Self.noon + 48 * Self.hour) == "3/15/2024, 9:41 AM")
    try truck.setUTCOffset(minutes: -600)  // 23:41 on the 14th; now 02:00 on the 15th
    #expect(try truck.dateText(ofOrder: 3, now: Self.noon) == "Yesterday, 11:41 PM")
    truck.locale = .arabic
    #expect(try truck.dateText(ofOrder: 3, now: Self.noon) == "أمس، ١١:٤١ م")
    #expect(
      try truck.dateText(ofOrder: 3, now: Self.noon + 48 * Self.hour)
        == "١٤\u{200F}/٣\u{200F}/٢٠٢٤، ١١:٤١ م")
    let error = #expect(throws: FoodTruckError.self) {
      try truck.dateText(ofOrder: 4, now: Self.noon)
    }
    #expect(error?.kind == .notFound)
  }

  @Test("Three sheet slots, the C ABI's raw values 0 to 2")
  func slots() {
    #expect(OrderSheetSlot.allCases.map(\.rawValue) == [0, 1, 2])
    #expect(OrderSheetSlot(rawValue: 3) == nil)
  }

  @Test("The sheet of a completed order in English and in Arabic")
  func sheet() throws {
    let english = try Self.session()
    let arabic = try Self.session(.arabic)
    let opened = Self.noon + 5_000
    #expect(try english.sheetText(.title, order: 3, now: opened) == "Order#1203 completed!")
    #expect(try english.sheetText(.summary, order: 3, now: opened) == "6 donuts \u{2022} 12:00 PM")
    #expect(try english.sheetText(.done, order: 3, now: opened) == "Done")
    #expect(try arabic.sheetText(.title, order: 3, now: opened) == "اكتمل طلب#1203!")
    #expect(try arabic.sheetText(.summary, order: 3, now: opened) == "٦ قطع دونات \u{2022} ١٢:٠٠ م")
    #expect(try arabic.sheetText(.done, order: 3, now: opened) == "تم")
    // The time is the sheet's, at the session's offset, not the hand-over's.
    var west = try Self.session()
    try west.setUTCOffset(minutes: -420)
    #expect(
      try west.sheetText(.summary, order: 3, now: Self.noon + 3 * Self.hour)
        == "6 donuts \u{2022} 8:00 AM")
  }

  /// (donuts, English, Arabic) of the summary's count: the plural forms with the language's digits.
  static let counts: [(Int, String, String)] = [
    (1, "1 donut", "دونات واحدة"),
    (2, "2 donuts", "قطعتا دونات"),
    (3, "3 donuts", "٣ قطع دونات"),
    (11, "11 donuts", "١١ قطعة دونات"),
    (100, "100 donuts", "١٠٠ قطعة دونات"),
  ]

  @Test("The summary's count has the plural forms of each language", arguments: counts)
  func summaryCount(donuts: Int, english: String, arabic: String) throws {
    var truck = Truck()
    let lines =
      donuts <= 99
      ? [OrderLine(donutId: 0, count: donuts)]
      : [OrderLine(donutId: 0, count: 99), OrderLine(donutId: 1, count: donuts - 99)]
    let number = try truck.placeOrder(lines, now: Self.noon)
    for action in OrderAction.allCases { try truck.apply(action, toOrder: number, now: Self.noon) }
    #expect(
      try truck.sheetText(.summary, order: number, now: Self.noon) == english + " \u{2022} 12:00 PM"
    )
    truck.locale = .arabic
    #expect(
      try truck.sheetText(.summary, order: number, now: Self.noon) == arabic + " \u{2022} ١٢:٠٠ م")
  }

  @Test("Only a completed order has a sheet; an unknown one is not found")
  func onlyCompleted() throws {
    var truck = try Self.session()
    try truck.apply(.prepare, toOrder: 2, now: Self.noon)
    for (number, status) in [(1, "placed"), (2, "preparing")] {
      let error = #expect(throws: FoodTruckError.self) {
        try truck.sheetText(.title, order: number, now: Self.noon)
      }
      #expect(error?.kind == .invalidState)
      #expect(error?.message.contains("Order#120\(number) is \(status)") == true)
    }
    try truck.apply(.markReady, toOrder: 2, now: Self.noon)
    #expect(throws: FoodTruckError.self) { try truck.sheetText(.done, order: 2, now: Self.noon) }
    let unknown = #expect(throws: FoodTruckError.self) {
      try truck.sheetText(.done, order: 99, now: Self.noon)
    }
    #expect(unknown?.kind == .notFound)
  }

  @Test("A sort is named by the Orders table's column it sorts by")
  func sortNames() {
    #expect(OrderSort.allCases.map(\.name.en) == ["Order", "Date", "Status", "Donuts"])
    #expect(OrderSort.allCases.map(\.name.ar) == ["الطلب", "التاريخ", "الحالة", "الدونات"])
  }
}
