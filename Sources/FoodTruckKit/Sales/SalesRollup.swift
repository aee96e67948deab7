// SPDX-License-Identifier: Apache-2.0
// SalesRollup: donuts and orders sold per local day and city, kept up to date as orders are
// placed.

/// Per-(day, city) donut and order counts. Adding an order costs its lines; reading a period
/// costs its days, whatever the number of orders.
public struct SalesRollup: Sendable, Hashable {
  /// Row index per (day, city).
  private var rowIndex: [Key: Int] = [:]
  private var keys: [Key] = []
  /// The rows' donut counts, `width` to a row (by donut id), one row after another in one
  /// array. A row is read in place: an array per row was copied out to be read, and a copy
  /// retains and releases its storage, atomic operations on memory that every reader of the
  /// session shares; adding to it had to check that the row's own array was not shared.
  private var counts: [Int] = []
  /// One more than the highest donut id counted, so that two rollups of the same sales are
  /// laid out alike whatever order the sales came in.
  private var width = 0
  /// How many orders each row holds (the Orders widget counts a day's orders).
  private var orderCounts: [Int] = []

  private struct Key: Hashable, Sendable {
    let day: Int
    let city: City
  }

  public init() {}

  mutating func add(_ lines: [OrderLine], day: Int, city: City) {
    let row = row(day: day, city: city)
    countOrder(inRow: row)
    for line in lines { add(line.count, ofDonut: line.donutId, inRow: row) }
  }

  /// The row of (day, city), made when it has none yet.
  mutating func row(day: Int, city: City) -> Int {
    let key = Key(day: day, city: city)
    if let existing = rowIndex[key] { return existing }
    rowIndex[key] = keys.count
    keys.append(key)
    counts.append(contentsOf: repeatElement(0, count: width))
    orderCounts.append(0)
    return keys.count - 1
  }

  /// One more order in `row` (a row of ``row(day:city:)``).
  mutating func countOrder(inRow row: Int) { orderCounts[row] += 1 }

  /// `count` more of donut `donut` in `row`.
  mutating func add(_ count: Int, ofDonut donut: Int, inRow row: Int) {
    if donut >= width { widen(to: donut + 1) }
    counts[row * width + donut] += count
  }

  /// Lays the rows out `width` wide (once per new highest donut id, so a few times in all).
  private mutating func widen(to newWidth: Int) {
    var wider = [Int](repeating: 0, count: keys.count * newWidth)
    for row in keys.indices {
      for id in 0..<width { wider[row * newWidth + id] = counts[row * width + id] }
    }
    counts = wider
    width = newWidth
  }

  /// Adds the sales of days `days` in `cities` into `totals` (indexed by donut id).
  func accumulate(days: ClosedRange<Int>, cities: [City], into totals: inout [Int]) {
    if totals.count < width { totals += Array(repeating: 0, count: width - totals.count) }
    forEachRow(days: days, cities: cities) { row in
      for id in 0..<width { totals[id] += counts[row * width + id] }
    }
  }

  /// How many orders were placed on days `days` in `cities`.
  func orderCount(days: ClosedRange<Int>, cities: [City]) -> Int {
    var count = 0
    forEachRow(days: days, cities: cities) { count += orderCounts[$0] }
    return count
  }

  /// Calls `body` with the index of every row of days `days` in `cities`.
  private func forEachRow(days: ClosedRange<Int>, cities: [City], _ body: (Int) -> Void) {
    // Walk whichever is smaller: the days of the period or the days that have sales.
    if days.count * cities.count <= keys.count {
      for day in days {
        for city in cities {
          if let index = rowIndex[Key(day: day, city: city)] { body(index) }
        }
      }
    } else {
      for (index, key) in keys.enumerated()
      where days.contains(key.day) && cities.contains(key.city) {
        body(index)
      }
    }
  }
}

/// Adds per-donut counts into per-donut totals, growing the totals to fit.
func addCounts(_ row: [Int], into totals: inout [Int]) {
  if totals.count < row.count { totals += Array(repeating: 0, count: row.count - totals.count) }
  for (id, count) in row.enumerated() { totals[id] += count }
}
