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
    return Array(try sortedMatches(query).dropFirst(query.offset).prefix(query.limit))
  }

  /// How many orders match `query`'s statuses and search, whatever its page.
  public func orderCount(matching query: OrderQuery) throws(FoodTruckError) -> Int {
    try sortedMatches(OrderQuery(statuses: query.statuses, search: query.search)).count
  }

  /// The numbers of all the orders matching `query`, sorted (its page aside).
  private func sortedMatches(_ query: OrderQuery) throws(FoodTruckError) -> [Int] {
    let book = orders
    let search = try SearchText(query.search)
    let donutMatches = search.matchesEverything ? [] : Set(catalog.search(search, locale: locale))
    let word = Order.word.text(in: locale).folded
    var indices: [Int] = []
    indices.reserveCapacity(book.count)
    for index in 0..<book.count where query.statuses.contains(book.records[index].status) {
      if search.matchesEverything {
        indices.append(index)
        continue
      }
      let shortId = Order.shortId(number: index + 1)
      var matches = search.isFound(inFolded: word + "#" + shortId)
      if !matches {
        book.forEachLine(ofOrderAt: index) { donut, _ in
          if donutMatches.contains(donut) { matches = true }
        }
      }
      if matches { indices.append(index) }
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
    if query.sort == .number {
      if query.descending { indices.reverse() }
    } else {
      let keys = indices.map(key)
      let order = keys.indices.sorted { a, b in
        if keys[a] != keys[b] { return query.descending ? keys[a] > keys[b] : keys[a] < keys[b] }
        return indices[a] < indices[b]
      }
      indices = order.map { indices[$0] }
    }
    return indices.map { $0 + 1 }
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
