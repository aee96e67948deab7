// SPDX-License-Identifier: Apache-2.0
import Testing

@testable import FoodTruckKit

@Suite("OrderBook")
struct OrderBookTests {
  static let now: Int64 = 1_796_000_000_000

  var truck = Truck()

  @Test("placing numbers orders from 1 and prices them in cents")
  mutating func placing() throws {
    let first = try truck.placeOrder(
      [OrderLine(donutId: 0, count: 2), OrderLine(donutId: 5, count: 1)], now: Self.now)
    let second = try truck.placeOrder([OrderLine(donutId: 16, count: 5)], now: Self.now + 1)
    #expect((first, second) == (1, 2))
    let order = try truck.orders.order(number: 1)
    #expect(order.totalDonuts == 3)
    #expect(order.totalCents == 3 * 578)
    #expect(order.status == .placed)
    #expect(order.shortId == "1201")
    #expect(order.displayId(in: .english) == "Order#1201")
    #expect(order.displayId(in: .arabic) == "طلب#1201")
    #expect(order.duration == nil)
  }

  @Test(
    "bad orders are refused and change nothing",
    arguments: [
      [], [OrderLine(donutId: 17, count: 1)], [OrderLine(donutId: -1, count: 1)],
      [OrderLine(donutId: 0, count: 0)], [OrderLine(donutId: 0, count: 100)],
      [OrderLine(donutId: 3, count: 1), OrderLine(donutId: 3, count: 2)],
      Array(repeating: OrderLine(donutId: 0, count: 1), count: 65),
    ])
  mutating func refused(lines: [OrderLine]) {
    #expect(throws: FoodTruckError.self) { try truck.placeOrder(lines, now: Self.now) }
    #expect(truck.orders.count == 0)
    #expect(truck.totalSales(.today, city: nil, now: Self.now) == 0)
  }

  /// docs/domain.md, decision 1: placed -> preparing -> ready -> completed; nothing else.
  @Test("lifecycle: every (status, action) pair", arguments: OrderStatus.allCases)
  func lifecycle(status: OrderStatus) throws {
    for action in OrderAction.allCases {
      var truck = Truck()
      let number = try truck.placeOrder([OrderLine(donutId: 1, count: 1)], now: Self.now)
      for step in OrderAction.allCases.prefix(status.rawValue) {
        try truck.apply(step, toOrder: number, now: Self.now + 1000)
      }
      #expect(try truck.orders.order(number: number).status == status)
      if action.from == status {
        try truck.apply(action, toOrder: number, now: Self.now + 60_000)
        #expect(try truck.orders.order(number: number).status == action.to)
      } else {
        let error = #expect(throws: FoodTruckError.self) {
          try truck.apply(action, toOrder: number, now: Self.now + 60_000)
        }
        #expect(error?.kind == .invalidState)
        #expect(error?.message.contains("Order#1201") == true)
        #expect(error?.message.contains(status.name.en.lowercased()) == true)
        #expect(error?.message.contains(action.slug) == true)
        #expect(try truck.orders.order(number: number).status == status)
      }
    }
  }

  @Test("completing sets the completion time and the duration")
  mutating func completion() throws {
    let number = try truck.placeOrder([OrderLine(donutId: 1, count: 1)], now: Self.now)
    try truck.apply(.prepare, toOrder: number, now: Self.now + 1000)
    try truck.apply(.markReady, toOrder: number, now: Self.now + 61_000)
    try truck.apply(.complete, toOrder: number, now: Self.now + 90_000)
    let order = try truck.orders.order(number: number)
    #expect(order.preparingSince == Self.now + 1000)
    #expect(order.completedAt == Self.now + 90_000)
    #expect(order.duration == 90_000)
  }

  @Test("unknown order numbers are not found", arguments: [0, -1, 2, Int.max, Int.min])
  mutating func unknown(number: Int) throws {
    _ = try truck.placeOrder([OrderLine(donutId: 1, count: 1)], now: Self.now)
    let error = #expect(throws: FoodTruckError.self) {
      try truck.apply(.prepare, toOrder: number, now: Self.now)
    }
    #expect(error?.kind == .notFound)
  }

  @Test(
    "short ids are 1200 + the number and round-trip, with no jump after 99",
    arguments: zip(
      [1, 3, 24, 99, 100, 101, 8_799, 8_800, 12_345, 2_147_483_647],
      ["1201", "1203", "1224", "1299", "1300", "1301", "9999", "10000", "13545", "2147484847"]))
  func shortIds(number: Int, text: String) {
    #expect(Order.shortId(number: number) == text)
    #expect(Order.number(fromShortId: Substring(text)) == number)
  }

  @Test(
    "not short ids: below 1201, a leading zero, not ASCII digits, or beyond Int",
    arguments: [
      "", "0", "12", "120", "1199", "1200", "01201", "001300", "12a4", "١٢٠٣", "12-5", "+1201",
      "-1201", " 1201", "1201 ", "9223372036854775808",
    ])
  func notShortIds(text: String) {
    #expect(Order.number(fromShortId: Substring(text)) == nil)
  }
}
