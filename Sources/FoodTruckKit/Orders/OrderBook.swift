// SPDX-License-Identifier: Apache-2.0
// OrderBook: every order of a session, stored compactly enough for a million of them.
//
// Order numbers are 1, 2, 3, ... with no gaps, so an order's number is its index + 1. Lines of
// all orders share one flat array, and each order keeps a range into it: ~40 bytes per order
// plus 8 per line, no allocation per order. Sales are rolled up per local day and city as
// orders are placed (orders are never deleted and their donuts never change), so rankings cost
// a walk over days, not over orders. The orders not yet completed are indexed apart (a few
// among a million completed ones), with a count per status, so the Orders screen's lists and
// counts cost what they return.

/// The orders of one session, with their lifecycle and per-day sales rollups.
public struct OrderBook: Sendable, Hashable {
  /// 40 bytes: times without an Optional's padding (Int64.min stands for "not yet").
  struct Record: Sendable, Hashable {
    var firstLine: Int32
    var lineCount: UInt8
    var status: OrderStatus
    var city: City
    var createdAt: Int64
    var preparingSinceRaw = Int64.min
    var completedAtRaw = Int64.min
    var centsPerDonut: Int64

    var preparingSince: Int64? { preparingSinceRaw == .min ? nil : preparingSinceRaw }
    var completedAt: Int64? { completedAtRaw == .min ? nil : completedAtRaw }
  }

  struct PackedLine: Sendable, Hashable {
    var donutId: Int32
    var count: Int32
  }

  private(set) var records: [Record] = []
  private var lines: [PackedLine] = []
  /// The indices of the orders not completed, ascending: an order joins when placed open and
  /// leaves when completed, never to return.
  private(set) var openIndices: [Int32] = []
  /// How many orders have each status, by OrderStatus raw value.
  private var statusCounts = [Int](repeating: 0, count: OrderStatus.allCases.count)
  /// Each order's preparation time in ms (1,000 to 60,000), by index; 0 for an order never put
  /// into preparation. Its countdown runs from preparingSince on: 2 bytes per order, where a
  /// countdown of its own would take an entry of a dictionary for ever.
  private var timerMilliseconds: [UInt16] = []
  /// Donuts sold per (local day, city), indexed by donut id; see SalesRollup.
  public private(set) var rollup = SalesRollup()

  /// The largest count of one donut in one order.
  public static let maximumCount = 99
  /// The most lines one order may have.
  public static let maximumLines = 64

  public init() {}

  /// The number of orders.
  public var count: Int { records.count }

  /// How many orders have one of `statuses`, without a walk.
  public func count(withStatusIn statuses: Set<OrderStatus>) -> Int {
    statuses.reduce(0) { $0 + statusCounts[$1.rawValue] }
  }

  /// The order with `number`, or a not-found error.
  public func order(number: Int) throws(FoodTruckError) -> Order {
    guard number >= 1, number <= records.count else {
      throw .notFound("no order has number \(number); numbers run from 1 to \(records.count)")
    }
    return order(at: number - 1)
  }

  /// The order at `index` (number - 1), which must be valid.
  func order(at index: Int) -> Order {
    let record = records[index]
    let start = Int(record.firstLine)
    let orderLines = lines[start..<start + Int(record.lineCount)].map {
      OrderLine(donutId: Int($0.donutId), count: Int($0.count))
    }
    return Order(
      number: index + 1, lines: orderLines, status: record.status, createdAt: record.createdAt,
      completedAt: record.completedAt, preparingSince: record.preparingSince,
      centsPerDonut: record.centsPerDonut, city: record.city)
  }

  /// The lines of the order at `index`, without building an Order.
  func forEachLine(ofOrderAt index: Int, _ body: (Int, Int) -> Void) {
    let record = records[index]
    let start = Int(record.firstLine)
    for line in lines[start..<start + Int(record.lineCount)] {
      body(Int(line.donutId), Int(line.count))
    }
  }

  /// Whether the order at `index` has a donut that `marks` (by donut id) marks true: a search's
  /// inner loop, over the lines in place.
  func hasLine(ofOrderAt index: Int, markedIn marks: [Bool]) -> Bool {
    let record = records[index]
    let start = Int(record.firstLine)
    return lines.withUnsafeBufferPointer { lines in
      marks.withUnsafeBufferPointer { marks in
        for line in lines[start..<start + Int(record.lineCount)] {
          let donut = Int(line.donutId)
          if donut < marks.count, marks[donut] { return true }
        }
        return false
      }
    }
  }

  /// The preparation countdown of the order at `index`, once it was put into preparation.
  func timer(ofOrderAt index: Int) -> PreparationTimer? {
    guard records.indices.contains(index), timerMilliseconds[index] > 0,
      let start = records[index].preparingSince
    else { return nil }
    return PreparationTimer(start: start, end: start + Int64(timerMilliseconds[index]))
  }

  // MARK: - Placing

  /// Adds an order and returns its number. Lines must name existing donuts (ids below
  /// `donutCount`), each at most once, with counts 1...99; at least one line, at most 64.
  public mutating func place(
    _ orderLines: [OrderLine], at instant: Int64, city: City, centsPerDonut: Int64,
    status: OrderStatus = .placed, preparingSince: Int64? = nil, donutCount: Int,
    calendar: LocalCalendar
  ) throws(FoodTruckError) -> Int {
    try OrderBook.validate(orderLines, donutCount: donutCount)
    guard lines.count + orderLines.count <= Int(Int32.max) else {
      throw .invalidState("the session holds the most order lines it can")
    }
    records.append(
      Record(
        firstLine: Int32(lines.count), lineCount: UInt8(orderLines.count), status: status,
        city: city, createdAt: instant, preparingSinceRaw: preparingSince ?? .min,
        centsPerDonut: centsPerDonut))
    for line in orderLines {
      lines.append(PackedLine(donutId: Int32(line.donutId), count: Int32(line.count)))
    }
    statusCounts[status.rawValue] += 1
    if status != .completed { openIndices.append(Int32(records.count - 1)) }
    timerMilliseconds.append(0)
    rollup.add(orderLines, day: calendar.day(of: instant), city: city)
    return records.count
  }

  /// Every order's sales filed under its local day in `calendar` (for a new UTC offset, put in
  /// place with `rollup = ...`). Costs one pass over the orders and their lines, and changes
  /// nothing, so a session works it out while readers go on reading: consecutive orders of
  /// one day and city (most of them: orders come in time order) share one row lookup.
  func rollup(calendar: LocalCalendar) -> SalesRollup {
    var rebuilt = SalesRollup()
    var current: (day: Int, city: City, row: Int)?
    records.withUnsafeBufferPointer { records in
      lines.withUnsafeBufferPointer { lines in
        for record in records {
          let day = calendar.day(of: record.createdAt)
          let row: Int
          if let current, current.day == day, current.city == record.city {
            row = current.row
          } else {
            row = rebuilt.row(day: day, city: record.city)
            current = (day, record.city, row)
          }
          rebuilt.countOrder(inRow: row)
          let start = Int(record.firstLine)
          for line in lines[start..<start + Int(record.lineCount)] {
            rebuilt.add(Int(line.count), ofDonut: Int(line.donutId), inRow: row)
          }
        }
      }
    }
    return rebuilt
  }

  /// Replaces the sales rollup with `rollup`, which ``rollup(calendar:)`` worked out from
  /// these orders as they are now (for a new UTC offset).
  mutating func replaceRollup(_ rollup: SalesRollup) {
    self.rollup = rollup
  }

  static func validate(_ orderLines: [OrderLine], donutCount: Int) throws(FoodTruckError) {
    guard !orderLines.isEmpty else { throw .invalidArgument("an order needs at least one donut") }
    guard orderLines.count <= maximumLines else {
      throw .invalidArgument("an order has at most \(maximumLines) lines; got \(orderLines.count)")
    }
    for (position, line) in orderLines.enumerated() {
      guard line.donutId >= 0, line.donutId < donutCount else {
        throw .invalidArgument(
          "donut id \(line.donutId) is not in the catalog (0...\(donutCount - 1))")
      }
      guard (1...maximumCount).contains(line.count) else {
        throw .invalidArgument(
          "count \(line.count) for donut \(line.donutId) is outside 1...\(maximumCount)")
      }
      // Orders have a handful of lines: a quadratic check beats allocating a set.
      guard !orderLines[..<position].contains(where: { $0.donutId == line.donutId }) else {
        throw .invalidArgument("donut \(line.donutId) appears twice in one order")
      }
    }
  }

  // MARK: - Lifecycle

  /// Applies an operator's action at `now`; refuses every transition but placed -> preparing
  /// -> ready -> completed with an invalid-state error naming the order, status and action, and
  /// a `now` before the order was placed (or put into preparation) as an invalid argument.
  /// Preparing starts the order's countdown of `timer` ms (the truck's preparation time).
  public mutating func apply(
    _ action: OrderAction, toOrder number: Int, at now: Int64, timerMilliseconds timer: Int64
  ) throws(FoodTruckError) {
    let current = try order(number: number)
    guard current.status == action.from else {
      let allowed = current.status.nextAction.map { "only \($0.slug) is allowed" } ?? "it is done"
      throw .invalidState(
        "\(current.displayId(in: .english)) is \(current.status.name.en.lowercased()); "
          + "cannot \(action.slug) it (\(allowed))")
    }
    // Time moves forward: an action cannot happen before the step it follows.
    let previous = current.preparingSince ?? current.createdAt
    guard now >= previous else {
      throw .invalidArgument(
        "now \(now) is before \(current.displayId(in: .english)) was "
          + (current.preparingSince == nil ? "placed" : "put into preparation") + " (\(previous))")
    }
    let index = number - 1
    records[index].status = action.to
    statusCounts[action.from.rawValue] -= 1
    statusCounts[action.to.rawValue] += 1
    switch action {
    case .prepare:
      records[index].preparingSinceRaw = now
      // 1,000 to 60,000 (Truck.setTimerDuration): always a UInt16.
      timerMilliseconds[index] = UInt16(clamping: timer)
    case .markReady: break
    case .complete:
      records[index].completedAtRaw = now
      openIndices.remove(at: openPosition(of: Int32(index)))
    }
  }

  /// Where `index`, an open order's, is in openIndices (a binary search: they are ascending).
  private func openPosition(of index: Int32) -> Int {
    var (low, high) = (0, openIndices.count)
    while low < high {
      let middle = (low + high) / 2
      if openIndices[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
