// SPDX-License-Identifier: Apache-2.0
import Testing

@testable import FoodTruckKit

@Suite("OrderQuery")
struct OrderQueryTests {
  static let now: Int64 = 1_796_000_000_000

  /// Four orders: #1 Classic x2 (placed), #2 Fire Zest x5 (preparing), #3 Classic + Cosmos
  /// (ready), #4 Custard x1 (completed), created 10 s apart but #4 first.
  static func truck() throws -> Truck {
    var truck = Truck()
    _ = try truck.placeOrder([OrderLine(donutId: 0, count: 2)], now: now + 10_000)
    _ = try truck.placeOrder([OrderLine(donutId: 13, count: 5)], now: now + 20_000)
    _ = try truck.placeOrder(
      [OrderLine(donutId: 0, count: 1), OrderLine(donutId: 3, count: 1)], now: now + 30_000)
    _ = try truck.placeOrder([OrderLine(donutId: 11, count: 1)], now: now)
    let later = now + 60_000
    try truck.apply(.prepare, toOrder: 2, now: later)
    try truck.apply(.prepare, toOrder: 3, now: later)
    try truck.apply(.markReady, toOrder: 3, now: later)
    for action in OrderAction.allCases { try truck.apply(action, toOrder: 4, now: later) }
    return truck
  }

  @Test(
    "filter, search and sort",
    arguments: zip(
      [
        OrderQuery(),
        OrderQuery.incomplete,
        OrderQuery(statuses: [.ready, .completed]),
        OrderQuery(search: "classic"),
        OrderQuery(search: "1202"),
        OrderQuery(search: "order#12"),
        OrderQuery(search: "spicy"),
        OrderQuery(search: "nothing like it"),
        OrderQuery(sort: .createdAt),
        OrderQuery(sort: .status, descending: true),
        OrderQuery(sort: .total),
        OrderQuery(sort: .total, descending: true),
        OrderQuery(sort: .number, descending: true),
      ],
      [
        [1, 2, 3, 4], [1, 2, 3], [3, 4], [1, 3], [2], [1, 2, 3, 4], [2, 4], [],
        [4, 1, 2, 3], [4, 3, 2, 1], [4, 1, 3, 2], [2, 1, 3, 4], [4, 3, 2, 1],
      ]))
  func query(query: OrderQuery, expected: [Int]) throws {
    #expect(try Self.truck().orderNumbers(matching: query) == expected)
  }
  @Test(
    "A page: at most limit numbers from offset on, of the sorted matches",
    arguments: zip(
      [(0, Int.max), (1, 2), (3, 10), (4, 1), (1_000, 5), (0, 0), (Int.max, Int.max)],
      [[2, 1, 3, 4], [1, 3], [4], [], [], [], []]))
  func page(page: (offset: Int, limit: Int), expected: [Int]) throws {
    let query = OrderQuery(sort: .total, descending: true, offset: page.offset, limit: page.limit)
    #expect(try Self.truck().orderNumbers(matching: query) == expected)
  }

  @Test(
    "A page of the number sort (walked without sorting): statuses, search, direction, page",
    arguments: zip(
      [
        OrderQuery(sort: .number, descending: true, offset: 1, limit: 2),
        OrderQuery(
          statuses: [.placed, .preparing, .ready], sort: .number, descending: true, limit: 2),
        OrderQuery(search: "classic", sort: .number, descending: true, offset: 1),
        OrderQuery(statuses: [.ready, .completed], sort: .number, limit: 1),
        OrderQuery(sort: .number, offset: 3, limit: 5),
        OrderQuery(sort: .number, limit: 0),
        OrderQuery(sort: .number, descending: true, offset: 10),
        OrderQuery(sort: .number, offset: Int.max, limit: Int.max),
      ],
      [[3, 2], [3, 2], [1], [3], [4], [], [], []]))
  func numberPage(query: OrderQuery, expected: [Int]) throws {
    #expect(try Self.truck().orderNumbers(matching: query) == expected)
  }

  @Test("The count is of every match, whatever the page")
  func count() throws {
    let truck = try Self.truck()
    #expect(try truck.orderCount(matching: OrderQuery(offset: 1, limit: 1)) == 4)
    var incomplete = OrderQuery.incomplete
    incomplete.offset = 2
    #expect(try truck.orderCount(matching: incomplete) == 3)
    #expect(try truck.orderCount(matching: OrderQuery(search: "classic", limit: 0)) == 2)
  }

  @Test(
    "A negative offset or limit is refused, naming it",
    arguments: [(-1, 5, "offset"), (0, -1, "limit"), (Int.min, Int.min, "offset")])
  func negativePage(offset: Int, limit: Int, input: String) throws {
    let truck = try Self.truck()
    let error = #expect(throws: FoodTruckError.self) {
      try truck.orderNumbers(matching: OrderQuery(offset: offset, limit: limit))
    }
    #expect(error?.kind == .invalidArgument)
    #expect(error?.input == input)
  }

  @Test("search uses the session's language")
  func arabicSearch() throws {
    var truck = try Self.truck()
    truck.locale = .arabic
    #expect(try truck.orderNumbers(matching: OrderQuery(search: "طلب#1203")) == [3])
    #expect(try truck.orderNumbers(matching: OrderQuery(search: "الكلاسيكية")) == [1, 3])
  }

  @Test(
    "search finds ids past 99 as they count on: 1300 is order 100",
    arguments: [
      ("Order#1299", [99]), ("1300", [100]), ("130", Array(100...109)),
      ("Order#13", Array(100...110)), ("12100", []),
    ])
  func searchPastNinetyNine(text: String, expected: [Int]) throws {
    var truck = Truck()
    for _ in 0..<110 { _ = try truck.placeOrder([OrderLine(donutId: 0, count: 1)], now: Self.now) }
    #expect(try truck.orderNumbers(matching: OrderQuery(search: text)) == expected)
  }
}
