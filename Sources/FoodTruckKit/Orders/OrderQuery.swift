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
  /// ``SearchText/maximumBytes``, or a negative offset or limit, is refused.
  public func orderNumbers(matching query: OrderQuery) throws(FoodTruckError) -> [Int] {
    guard query.offset >= 0 else {
      throw .invalidArgument("the page offset \(query.offset) is negative", input: "offset")
    }
    guard query.limit >= 0 else {
      throw .invalidArgument("the page limit \(query.limit) is negative", input: "limit")
    }
    if query.sort == .number {
      return try numberPage(query)
    }
    return Array(try sortedMatches(query).dropFirst(query.offset).prefix(query.limit))
  }

  /// How many orders match `query`'s statuses and search, whatever its page and sort.
  public func orderCount(matching query: OrderQuery) throws(FoodTruckError) -> Int {
    let matcher = try OrderMatcher(query, truck: self)
    return (0..<matcher.book.count).count(where: matcher.matches)
  }

  /// The page of a query sorted by number: the book is in number order already, so the walk
  /// stops once the page is full, and the latest few orders cost the same however many there
  /// are (a shell asks for them every frame).
  private func numberPage(_ query: OrderQuery) throws(FoodTruckError) -> [Int] {
    let matcher = try OrderMatcher(query, truck: self)
    let count = matcher.book.count
    let walk = (0..<count).lazy.map { query.descending ? count - 1 - $0 : $0 }
    let page = walk.filter(matcher.matches).dropFirst(query.offset).prefix(query.limit)
    return page.map { $0 + 1 }
  }

  /// The numbers of all the orders matching `query`, sorted by a key other than the number
  /// (numberPage serves that; equal keys keep number order).
  private func sortedMatches(_ query: OrderQuery) throws(FoodTruckError) -> [Int] {
    let matcher = try OrderMatcher(query, truck: self)
    let book = matcher.book
    var indices: [Int] = []
    indices.reserveCapacity(book.count)
    for index in 0..<book.count where matcher.matches(index) {
      indices.append(index)
    }
    let records = book.records
    func key(_ index: Int) -> Int64 {
      switch query.sort {
      case .number: Int64(index)
      case .createdAt: records[index].createdAt
      case .status: Int64(records[index].status.rawValue)
      case .total: book.totalCents(ofOrderAt: index)
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

/// Whether an order matches a query's statuses and search: what listing, counting and paging
/// share.
private struct OrderMatcher {
  let book: OrderBook
  let statuses: Set<OrderStatus>
  let search: SearchText
  let donutMatches: Set<Int>
  let word: String

  init(_ query: OrderQuery, truck: Truck) throws(FoodTruckError) {
    book = truck.orders
    statuses = query.statuses
    search = try SearchText(query.search)
    donutMatches =
      search.matchesEverything
      ? [] : Set(truck.catalog.search(search, locale: truck.locale))
    word = Order.word.text(in: truck.locale).folded
  }

  /// Whether the order at `index` (its number minus one) matches.
  func matches(_ index: Int) -> Bool {
    guard statuses.contains(book.records[index].status) else { return false }
    if search.matchesEverything { return true }
    if search.isFound(inFolded: word + "#" + Order.shortId(number: index + 1)) { return true }
    var found = false
    book.forEachLine(ofOrderAt: index) { donut, _ in
      if donutMatches.contains(donut) { found = true }
    }
    return found
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
