// SalesRollup: donuts sold per local day and city, kept up to date as orders are placed.

/// Per-(day, city) donut counts. Adding an order costs its lines; reading a period costs its
/// days, whatever the number of orders.
public struct SalesRollup: Sendable, Hashable {
  private struct Key: Hashable, Sendable {
    let day: Int
    let city: City
  }

  private var counts: [Key: [Int]] = [:]

  public init() {}

  mutating func add(_ lines: [OrderLine], day: Int, city: City) {
    let key = Key(day: day, city: city)
    var row = counts.removeValue(forKey: key) ?? []  // uniquely referenced: no copy
    for line in lines {
      if row.count <= line.donutId {
        row += Array(repeating: 0, count: line.donutId + 1 - row.count)
      }
      row[line.donutId] += line.count
    }
    counts[key] = row
  }

  /// Adds the sales of days `days` in `cities` into `totals` (indexed by donut id).
  func accumulate(days: ClosedRange<Int>, cities: [City], into totals: inout [Int]) {
    // Walk whichever is smaller: the days of the period or the days that have sales.
    if days.count * cities.count <= counts.count {
      for day in days {
        for city in cities {
          if let row = counts[Key(day: day, city: city)] { addCounts(row, into: &totals) }
        }
      }
    } else {
      for (key, row) in counts where days.contains(key.day) && cities.contains(key.city) {
        addCounts(row, into: &totals)
      }
    }
  }

}

/// Adds per-donut counts into per-donut totals, growing the totals to fit.
func addCounts(_ row: [Int], into totals: inout [Int]) {
  if totals.count < row.count { totals += Array(repeating: 0, count: row.count - totals.count) }
  for (id, count) in row.enumerated() { totals[id] += count }
}
