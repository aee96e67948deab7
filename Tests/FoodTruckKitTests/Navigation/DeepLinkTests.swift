// SPDX-License-Identifier: Apache-2.0
// DeepLinkTests: the widget URL foodtruck://order/<short id>, built from the order number, and
// its parser: an order, "not an order link", or "no such order", never a crash
// (docs/domain.md, decision 2; §7.6, §9).

import FoodTruckKit
import Testing

@Suite("DeepLink")
struct DeepLinkTests {
  /// 2024-03-15 12:00:00 UTC.
  static let noon: Int64 = 1_710_504_000_000

  /// A book of 150 orders.
  static let book: OrderBook = {
    var truck = Truck()
    for _ in 0..<150 { _ = try? truck.placeOrder([OrderLine(donutId: 2, count: 1)], now: noon) }
    return truck.orders
  }()

  @Test(
    "The URL is the prefix and the short id",
    arguments: zip(
      [1, 3, 9, 10, 24, 99, 100, 150, 12_345],
      [
        "foodtruck://order/1201", "foodtruck://order/1203", "foodtruck://order/1209",
        "foodtruck://order/1210", "foodtruck://order/1224", "foodtruck://order/1299",
        "foodtruck://order/1300", "foodtruck://order/1350", "foodtruck://order/13545",
      ]))
  func url(number: Int, text: String) {
    #expect(DeepLink.url(forOrder: number) == text)
    #expect(DeepLink.prefix == "foodtruck://order/")
  }

  @Test("Every order's URL leads back to it")
  func roundTrip() throws {
    #expect(DeepLinkTests.book.count == 150)
    for number in 1...150 {
      #expect(
        try DeepLink.order(in: DeepLink.url(forOrder: number), book: DeepLinkTests.book) == number)
    }
  }

  @Test(
    "A link to an order the book does not have is not found, and names it",
    arguments: [
      "foodtruck://order/1351", "foodtruck://order/13545", "foodtruck://order/123000000000",
      "foodtruck://order/9223372036854775807",
    ])
  func unknownOrder(url: String) {
    let error = #expect(throws: FoodTruckError.self) {
      try DeepLink.order(in: url, book: DeepLinkTests.book)
    }
    #expect(error?.kind == .notFound)
    #expect(error?.message.contains(String(url.dropFirst(DeepLink.prefix.count))) == true)
  }

  @Test("An empty book finds nothing")
  func emptyBook() {
    let error = #expect(throws: FoodTruckError.self) {
      try DeepLink.order(in: "foodtruck://order/1201", book: OrderBook())
    }
    #expect(error?.kind == .notFound)
  }

  @Test(
    "Text that is not foodtruck://order/ followed by digits is an invalid argument",
    arguments: [
      "", "Foodtruck://order/1203", "FOODTRUCK://ORDER/1203", "foodtruck://orders/1203",
      "foodtruck:/order/1203", "https://example.com/order/1203", " foodtruck://order/1203",
      "1203", "Order#1203", "foodtruck://order", "foodtruck://order/", "foodtruck://order/1203/",
      "foodtruck://order/1203?x=1", "foodtruck://order/1203#top", "foodtruck://order/1203 ",
      "foodtruck://order/١٢٠٣", "foodtruck://order/12-3", "foodtruck://order/+1203",
      "foodtruck://order/Order#1203",
    ])
  func notALink(url: String) {
    let error = #expect(throws: FoodTruckError.self) {
      try DeepLink.order(in: url, book: DeepLinkTests.book)
    }
    #expect(error?.kind == .invalidArgument)
    #expect(error?.message.contains("/order/1203") == true, "the message shows the form")
  }

  @Test(
    "Digits that are no short id, or name no order, are not found (never a crash)",
    arguments: [
      "foodtruck://order/12", "foodtruck://order/0", "foodtruck://order/1199",
      "foodtruck://order/1200", "foodtruck://order/01201", "foodtruck://order/0012",
      "foodtruck://order/129223372036854775808",
    ])
  func digitsNamingNoOrder(url: String) {
    let error = #expect(throws: FoodTruckError.self) {
      try DeepLink.order(in: url, book: DeepLinkTests.book)
    }
    #expect(error?.kind == .notFound)
    #expect(error?.message.contains("does not exist") == true)
  }

  @Test("A long id is quoted in the message only in part")
  func longIdIsCut() {
    let url = DeepLink.prefix + String(repeating: "9", count: 2_048 - DeepLink.prefix.utf8.count)
    let error = #expect(throws: FoodTruckError.self) {
      try DeepLink.order(in: url, book: DeepLinkTests.book)
    }
    #expect(error?.kind == .notFound)
    #expect((error?.message.count ?? .max) < 200)
  }

  @Test("A link longer than 2,048 bytes is refused before it is read")
  func tooLong() {
    #expect(DeepLink.maximumBytes == 2_048)
    let url = DeepLink.prefix + String(repeating: "9", count: 100_000)
    let error = #expect(throws: FoodTruckError.self) {
      try DeepLink.order(in: url, book: DeepLinkTests.book)
    }
    #expect(error?.kind == .invalidArgument)
    #expect(error?.message == "a link has at most 2048 bytes; got 100018")
  }

  @Test("The link is the same in Arabic: the widget URL does not depend on the language")
  func languageIndependent() throws {
    var truck = Truck()
    truck.locale = .arabic
    let number = try truck.placeOrder([OrderLine(donutId: 2, count: 1)], now: Self.noon)
    let id = try truck.requestActivity(
      order: number, timer: PreparationTimer(start: Self.noon, end: Self.noon + 60_000),
      relevance: 0, now: Self.noon)
    let url = try truck.activityText(.widgetURL, activity: id, now: Self.noon)
    #expect(url == "foodtruck://order/1201")
    #expect(try DeepLink.order(in: url, book: truck.orders) == number)
  }
}
