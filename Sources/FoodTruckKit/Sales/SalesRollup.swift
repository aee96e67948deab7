// SPDX-License-Identifier: Apache-2.0
// SalesRollup: donuts and orders sold per local day and city, kept up to date as orders are
// placed.

/// Per-(day, city) donut and order counts. Adding an order costs its lines; reading a period
/// costs its days, whatever the number of orders.
public struct SalesRollup: Sendable, Hashable {
  /// Row index per (day, city); rows are mutated in place, never copied.
  private var rowIndex: [Key: Int] = [:]
  private var keys: [Key] = []
  private var rows: [[Int]] = []
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
    rowIndex[key] = rows.count
    keys.append(key)
    rows.append([])
    orderCounts.append(0)
    return rows.count - 1
  }

  /// One more order in `row` (a row of ``row(day:city:)``).
  mutating func countOrder(inRow row: Int) { orderCounts[row] += 1 }

  /// `count` more of donut `donut` in `row`.
  mutating func add(_ count: Int, ofDonut donut: Int, inRow row: Int) {
    if rows[row].count <= donut {
      rows[row] += Array(repeating: 0, count: donut + 1 - rows[row].count)
    }
    rows[row][donut] += count
  }

  /// Adds the sales of days `days` in `cities` into `totals` (indexed by donut id).
  func accumulate(days: ClosedRange<Int>, cities: [City], into totals: inout [Int]) {
    forEachRow(days: days, cities: cities) { addCounts(rows[$0], into: &totals) }
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
    if days.count * cities.count <= rows.count {
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
