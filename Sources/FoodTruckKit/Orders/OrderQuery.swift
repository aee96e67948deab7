// SPDX-License-Identifier: Apache-2.0
// OrderQuery: filtering, searching, sorting and paging the orders, as the Orders screen does.

/// How to order a list of orders. Raw values are the C ABI's `foodtruck_order_sort`.
public enum OrderSort: Int, CaseIterable, Sendable, Hashable, Codable {
  case number = 0
  case createdAt = 1
  case status = 2
  case total = 3

  /// The sort's name, the title of the Orders table's column it sorts by: "Order", "Date",
  /// "Status", "Donuts".
  public var name: LocalizedText {
    switch self {
    case .number: LocalizedText(en: "Order", ar: "الطلب")
    case .createdAt: LocalizedText(en: "Date", ar: "التاريخ")
    case .status: LocalizedText(en: "Status", ar: "الحالة")
    case .total: LocalizedText(en: "Donuts", ar: "الدونات")
    }
  }
}

/// Which orders to list and in what order.
public struct OrderQuery: Sendable, Hashable {
  /// The statuses to include (all by default).
  public var statuses: Set<OrderStatus>
  /// Search text: matches the display id, the short id, or any donut of the order by the
  /// catalog's search rule. Empty text matches every order.
  public var search: String
  /// The sort key; equal keys keep order-number order (a stable sort), descending or not.
  public var sort: OrderSort
  /// Largest first when true.
  public var descending: Bool
  /// How many of the sorted matches to skip (a page's start); 0 or more.
  public var offset: Int
  /// The most numbers to return (a page's size); 0 or more.
  public var limit: Int

  public init(
    statuses: Set<OrderStatus> = Set(OrderStatus.allCases), search: String = "",
    sort: OrderSort = .number, descending: Bool = false, offset: Int = 0, limit: Int = .max
  ) {
    self.statuses = statuses
    self.search = search
    self.sort = sort
    self.descending = descending
    self.offset = offset
    self.limit = limit
  }

  /// The orders not yet completed.
  public static let incomplete = OrderQuery(statuses: [.placed, .preparing, .ready])
}

extension Truck {
  /// The numbers of the orders matching `query`, sorted, then its page: at most `limit` of
  /// them from `offset` on (an offset past the end gives none). A search text longer than
  /// ``SearchText/maximumBytes``, or a negative offset or limit, is refused. Sorted by number,
  /// the cost is the page's and what is walked past to fill it: the open orders alone when the
  /// query asks for no completed one.
  public func orderNumbers(matching query: OrderQuery) throws(FoodTruckError) -> [Int] {
    guard query.offset >= 0 else {
      throw .invalidArgument("the page offset \(query.offset) is negative", input: "offset")
    }
    guard query.limit >= 0 else {
      throw .invalidArgument("the page limit \(query.limit) is negative", input: "limit")
    }
    let matcher = try OrderMatcher(query, truck: self)
    if query.sort == .number {
      return matcher.numberPage(query, in: orders)
    }
    return Array(sortedMatches(matcher, query).dropFirst(query.offset).prefix(query.limit))
  }

  /// How many orders match `query`'s statuses and search, whatever its page and sort: kept
  /// counts without a search, else a walk over the open orders (or all, when completed ones
  /// are asked for).
  public func orderCount(matching query: OrderQuery) throws(FoodTruckError) -> Int {
    let matcher = try OrderMatcher(query, truck: self)
    if matcher.search.matchesEverything { return orders.count(withStatusIn: query.statuses) }
    var count = 0
    matcher.walk(descending: false, in: orders) { index in
      if matcher.matches(index, in: orders) { count += 1 }
      return true
    }
    return count
  }

  /// The numbers of all the orders matching `query`, sorted by a key other than the number
  /// (numberPage serves that; equal keys keep number order).
  private func sortedMatches(_ matcher: OrderMatcher, _ query: OrderQuery) -> [Int] {
    var indices: [Int] = []
    matcher.walk(descending: false, in: orders) { index in
      if matcher.matches(index, in: orders) { indices.append(index) }
      return true
    }
    let records = orders.records
    func key(_ index: Int) -> Int64 {
      switch query.sort {
      case .number: Int64(index)
      case .createdAt: records[index].createdAt
      case .status: Int64(records[index].status.rawValue)
      case .total: orders.totalCents(ofOrderAt: index)
      }
    }
    let keys = indices.map(key)
    let order = keys.indices.sorted { a, b in
      if keys[a] != keys[b] { return query.descending ? keys[a] > keys[b] : keys[a] < keys[b] }
      return indices[a] < indices[b]
    }
    return order.map { indices[$0] + 1 }
  }
}

/// Whether an order matches a query's statuses and search, and which orders to walk: what
/// listing, counting and paging share. It borrows the order book it is handed rather than
/// keeping a copy: a copy retains and releases each of the book's arrays, atomic operations
/// on memory every reader shares, which made two threads' reads slower than one's.
private struct OrderMatcher {
  /// The statuses as bits (1 << raw value): a test per order without hashing.
  let statusBits: Int
  let search: SearchText
  /// By donut id: whether the search finds the donut's name; nil when it finds none.
  let donutMatches: [Bool]?
  let idSearch: OrderIdSearch
  /// Whether the query asks for no completed order: then only the open ones are walked.
  let openOnly: Bool

  init(_ query: OrderQuery, truck: borrowing Truck) throws(FoodTruckError) {
    statusBits = query.statuses.reduce(0) { $0 | 1 << $1.rawValue }
    search = try SearchText(query.search)
    let found = search.matchesEverything ? [] : truck.catalog.search(search, locale: truck.locale)
    if found.isEmpty {
      donutMatches = nil
    } else {
      var marks = [Bool](repeating: false, count: truck.catalog.donuts.count)
      for id in found where marks.indices.contains(id) { marks[id] = true }
      donutMatches = marks
    }
    idSearch = OrderIdSearch(search, word: Order.word.text(in: truck.locale))
    openOnly = !query.statuses.contains(.completed)
  }

  /// Hands `body` the index of each order the query can match, in number order (descending
  /// or not), until it returns false.
  func walk(descending: Bool, in book: borrowing OrderBook, _ body: (Int) -> Bool) {
    if openOnly {
      let open = book.openIndices
      if descending {
        for index in open.reversed() where !body(Int(index)) { return }
      } else {
        for index in open where !body(Int(index)) { return }
      }
    } else if descending {
      for index in stride(from: book.count - 1, through: 0, by: -1) where !body(index) { return }
    } else {
      for index in 0..<book.count where !body(index) { return }
    }
  }

  /// The page of a query sorted by number: the walk stops once the page is full, so the
  /// newest few orders cost the same however many there are.
  func numberPage(_ query: OrderQuery, in book: borrowing OrderBook) -> [Int] {
    guard query.limit > 0 else { return [] }
    var page: [Int] = []
    var skipped = 0
    walk(descending: query.descending, in: book) { index in
      guard matches(index, in: book) else { return true }
      guard skipped == query.offset else {
        skipped += 1
        return true
      }
      page.append(index + 1)
      return page.count < query.limit
    }
    return page
  }

  /// Whether the order at `index` (its number minus one) matches.
  func matches(_ index: Int, in book: borrowing OrderBook) -> Bool {
    guard statusBits & 1 << book.records[index].status.rawValue != 0 else { return false }
    if search.matchesEverything || idSearch.matches(number: index + 1) { return true }
    guard let donutMatches else { return false }
    return book.hasLine(ofOrderAt: index, markedIn: donutMatches)
  }
}

extension OrderBook {
  /// The price of the order at `index`, in cents.
  func totalCents(ofOrderAt index: Int) -> Int64 {
    var donuts: Int64 = 0
    forEachLine(ofOrderAt: index) { _, count in donuts += Int64(count) }
    return donuts * records[index].centsPerDonut
  }
}
