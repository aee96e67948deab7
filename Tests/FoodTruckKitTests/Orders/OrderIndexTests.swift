// SPDX-License-Identifier: Apache-2.0
// OrderIndexTests: the order book's shortcuts give what the plain definitions give. The
// display-id search against looking for the text in the folded id itself; the open orders'
// index, the status counts and the pages built on them against a filter over every order; the
// sales re-filed in one pass after a new UTC offset against placing the orders under it.
import Testing

@testable import FoodTruckKit

@Suite("Order index")
struct OrderIndexTests {
  /// Texts around the id "order#1203" (and its Arabic "طلب#1203"): every piece of it, texts
  /// that straddle the "#", digits with a leading zero, too many digits, Arabic-Indic digits,
  /// capitals, and words the id does not end with.
  static let needles: [String] = {
    var texts = [
      "", "#", "0", "05", "00", "1200", "12031", "x#1", "der#2", "r#", "r#0", "#0",
      "طلب#", "لب#13", "#١٢", "ORDER#12", "Order#", "12a", "1#2", "##1",
      "1234567890123456789", "9999999999", "2147484847", "#2147484847", " 12",
    ]
    for id in ["order#1203", "طلب#1203"] {
      let characters = Array(id)
      for start in characters.indices {
        for end in start..<characters.count { texts.append(String(characters[start...end])) }
      }
    }
    return texts
  }()

  /// Small numbers of every length, and the largest an order can have.
  static let numbers = Array(1...2_500) + [8_799, 8_800, 98_800, 1_000_000, 2_147_483_647]

  @Test(
    "The display-id search finds the orders whose folded id contains the text",
    arguments: [TruckLocale.english, .arabic])
  func idSearchIsFindingTheTextInTheId(locale: TruckLocale) throws {
    let word = Order.word.text(in: locale)
    var disagreements: [String] = []
    for text in Self.needles {
      let search = try SearchText(text)
      let ids = OrderIdSearch(search, word: word)
      for number in Self.numbers {
        let inId = search.isFound(inFolded: word.folded + "#" + Order.shortId(number: number))
        if ids.matches(number: number) != inId { disagreements.append("\(text) in #\(number)") }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
  }

  /// A truck after a seeded day: 400 orders, each moved on a random number of steps.
  static func truck(seed: UInt64) throws -> Truck {
    var random = SeededGenerator(seed: seed)
    func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
    var truck = Truck()
    let start: Int64 = 1_796_000_000_000
    for order in 0..<400 {
      let lines = (0...below(3)).map {
        OrderLine(donutId: (order * 7 + $0 * 5) % 17, count: 1 + $0)
      }
      _ = try truck.placeOrder(lines, now: start + Int64(order) * 1_000)
    }
    for _ in 0..<900 {
      let number = 1 + below(400)
      let status = try truck.orders.order(number: number).status
      if let action = status.nextAction {
        try truck.apply(action, toOrder: number, now: start + 1_000_000)
      }
    }
    return truck
  }

  @Test(
    "The open orders' index and the status counts are what a walk over every order finds",
    arguments: [1, 2, 3] as [UInt64])
  func indexAndCounts(seed: UInt64) throws {
    let truck = try Self.truck(seed: seed)
    let statuses = (1...400).map { try! truck.orders.order(number: $0).status }
    #expect(
      truck.orders.openIndices.map(Int.init)
        == statuses.indices.filter { statuses[$0] != .completed })
    #expect(Set(statuses).count == 4, "the day leaves orders in every status")
    for mask in 0..<16 {
      let wanted = Set(OrderStatus.allCases.filter { mask & (1 << $0.rawValue) != 0 })
      #expect(truck.orders.count(withStatusIn: wanted) == statuses.count(where: wanted.contains))
    }
  }

  @Test(
    "Pages and counts are the matching orders, filtered from every order and then paged",
    arguments: [1, 2] as [UInt64])
  func pagesAndCounts(seed: UInt64) throws {
    let truck = try Self.truck(seed: seed)
    let orders = try (1...400).map { try truck.orders.order(number: $0) }
    let statusSets: [Set<OrderStatus>] = [
      Set(OrderStatus.allCases), [.placed, .preparing, .ready], [.ready], [.completed],
      [.placed, .completed], [],
    ]
    for statuses in statusSets {
      for search in ["", "glaze", "12", "#13", "order#12", "1250", "nothing"] {
        let wanted = orders.filter { order in
          statuses.contains(order.status)
            && (search.isEmpty
              || (try! SearchText(search)).isFound(in: order.displayId(in: .english))
              || order.lines.contains { line in
                (try! truck.catalog.search(search, locale: .english)).contains(line.donutId)
              })
        }.map(\.number)
        let query = OrderQuery(statuses: statuses, search: search)
        #expect(try truck.orderCount(matching: query) == wanted.count, "\(statuses) \(search)")
        for (offset, limit) in [(0, Int.max), (0, 5), (3, 4), (wanted.count, 3), (500, 1), (0, 0)] {
          for descending in [false, true] {
            var page = query
            (page.offset, page.limit, page.descending) = (offset, limit, descending)
            let all = descending ? wanted.reversed() : wanted
            let expected = Array(all.dropFirst(offset).prefix(limit))
            #expect(try truck.orderNumbers(matching: page) == expected, "\(page)")
          }
        }
      }
    }
  }

  @Test("A new UTC offset re-files the sales as placing the orders under it files them")
  func refiledSales() throws {
    var random = SeededGenerator(seed: 9)
    // Orders over three days and the three cities, in time order and out of it, so that
    // consecutive orders share a (day, city) row and leave it, and cross local midnight.
    var changes: [(City, Int64, [OrderLine])] = []
    for order in 0..<600 {
      let city = City.allCases[Int(random.next() % 3)]
      let at = 1_796_000_000_000 + Int64(order) * 400_000 - Int64(random.next() % 3_600_000)
      let lines = (0...Int(random.next() % 3)).map {
        OrderLine(donutId: (order + $0 * 6) % 17, count: 1 + $0)
      }
      changes.append((city, at, lines))
    }
    var refiled = Truck()
    var placedUnder = Truck()
    try placedUnder.setUTCOffset(minutes: -480)
    for (city, at, lines) in changes {
      refiled.setCity(city)
      placedUnder.setCity(city)
      _ = try refiled.placeOrder(lines, now: at)
      _ = try placedUnder.placeOrder(lines, now: at)
    }
    try refiled.setUTCOffset(minutes: -480)
    #expect(refiled.orders.rollup == placedUnder.orders.rollup)
  }
}
