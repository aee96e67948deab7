// SPDX-License-Identifier: Apache-2.0
// SalesHistory: the generated past of each city: 60 daily and 13 monthly summaries.

/// One summary of the past: donuts sold per donut id over one local day or one month.
public struct HistoryEntry: Sendable, Hashable {
  /// The local day number, or the month number (months since January 1970).
  public let period: Int
  /// Donuts sold, indexed by catalog donut id (0...16).
  public let counts: [Int]

  public var total: Int { counts.reduce(0, +) }
}

/// The generated history of one city, oldest first.
public struct CityHistory: Sendable, Hashable {
  /// The city's fixed popularity order (catalog donut ids, most popular first).
  public let ranking: [Int]
  /// 60 entries for the 60 days before the generation day, oldest first.
  public let daily: [HistoryEntry]
  /// 13 entries, 12 months ago ... the generation month, oldest first.
  public let monthly: [HistoryEntry]
}

/// The history of all three cities.
public struct SalesHistory: Sendable, Hashable {
  public let cities: [City: CityHistory]
  /// The entries' counts as running sums (see RunningSums), read by the sales of a period.
  private let dailySums: RunningSums
  private let monthlySums: RunningSums

  public init(cities: [City: CityHistory] = [:]) {
    self.cities = cities
    // A run per city, at its raw value (the cases are 0, 1, 2, in order).
    dailySums = RunningSums(City.allCases.map { cities[$0]?.daily ?? [] })
    monthlySums = RunningSums(City.allCases.map { cities[$0]?.monthly ?? [] })
  }

  /// Adds the daily entries of `days` in `city` that the history covers into `totals` (by
  /// donut id).
  func addCounts(days: Range<Int>, city: City, into totals: inout [Int]) {
    dailySums.add(days, run: city.rawValue, into: &totals)
  }

  /// Adds the monthly entries of `months` in `city` that the history covers into `totals`.
  func addCounts(months: Range<Int>, city: City, into totals: inout [Int]) {
    monthlySums.add(months, run: city.rawValue, into: &totals)
  }
}

/// Runs of consecutive entries (a city's days or months), each summed from its first: the sum
/// of a run's entries i..<j is its row j minus its row i, whatever the range's length, and
/// every run sits in one array, read in place. Adding entry by entry cost a step per entry and
/// donut, and taking a city's history and each entry out of their collections retained and
/// released their arrays, atomic operations on memory every reader of the session shares,
/// which made the Top 5 from two threads no faster than from one.
private struct RunningSums: Sendable, Hashable {
  /// Where a run's rows are, and the period of its first entry.
  struct Run: Sendable, Hashable {
    let firstPeriod: Int
    /// The index of its row 0 (zeros) in rows of `width`.
    let firstRow: Int
    /// Its number of entries (it has one more row).
    let entries: Int
  }

  let runs: [Run]
  /// Donut ids per row.
  let width: Int
  let sums: [Int]

  init(_ runs: [[HistoryEntry]]) {
    let width = runs.joined().map(\.counts.count).max() ?? 0
    var sums: [Int] = []
    var placed: [Run] = []
    for entries in runs {
      placed.append(
        Run(
          firstPeriod: entries.first?.period ?? 0, firstRow: sums.count / max(width, 1),
          entries: entries.count))
      var row = [Int](repeating: 0, count: width)
      sums += row
      for entry in entries {
        for (id, count) in entry.counts.enumerated() { row[id] += count }
        sums += row
      }
    }
    self.runs = placed
    self.width = width
    self.sums = sums
  }

  /// Adds the entries of run `run` whose periods are in `periods` into `totals`.
  func add(_ periods: Range<Int>, run: Int, into totals: inout [Int]) {
    guard runs.indices.contains(run) else { return }
    let found = runs[run]
    let start = min(max(periods.lowerBound - found.firstPeriod, 0), found.entries)
    let end = min(max(periods.upperBound - found.firstPeriod, start), found.entries)
    guard start < end else { return }
    if totals.count < width { totals += Array(repeating: 0, count: width - totals.count) }
    let (from, to) = ((found.firstRow + start) * width, (found.firstRow + end) * width)
    for id in 0..<width { totals[id] += sums[to + id] - sums[from + id] }
  }
}
