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
  /// Running sums of the entries' counts, so that a range of them is added in one step per
  /// donut (see RunningSums).
  private let dailySums: RunningSums
  private let monthlySums: RunningSums

  init(ranking: [Int], daily: [HistoryEntry], monthly: [HistoryEntry]) {
    self.ranking = ranking
    self.daily = daily
    self.monthly = monthly
    dailySums = RunningSums(daily)
    monthlySums = RunningSums(monthly)
  }

  /// The daily entry of local day `day`, if the history covers it.
  public func day(_ day: Int) -> HistoryEntry? {
    guard let first = daily.first, day >= first.period, day - first.period < daily.count else {
      return nil
    }
    return daily[day - first.period]
  }

  /// The monthly entry of month `month`, if the history covers it.
  public func month(_ month: Int) -> HistoryEntry? {
    guard let first = monthly.first, month >= first.period, month - first.period < monthly.count
    else { return nil }
    return monthly[month - first.period]
  }

  /// Adds the daily entries of `days` that the history covers into `totals` (by donut id).
  func addCounts(days: Range<Int>, into totals: inout [Int]) {
    dailySums.add(days, into: &totals)
  }

  /// Adds the monthly entries of `months` that the history covers into `totals`.
  func addCounts(months: Range<Int>, into totals: inout [Int]) {
    monthlySums.add(months, into: &totals)
  }
}

/// The counts of a run of consecutive entries summed from the first: the sum of entries i..<j
/// is row j minus row i, whatever the range's length. Adding entry by entry cost a step per
/// entry and donut, and taking each entry out of its array retained and released its counts,
/// atomic operations on memory every reader of the session shares, which made the Top 5 from
/// two threads no faster than from one.
private struct RunningSums: Sendable, Hashable {
  /// The first entry's period.
  let first: Int
  /// Rows of `width` sums: row k holds the sum of the first k entries (row 0 is zeros).
  let sums: [Int]
  let width: Int

  init(_ entries: [HistoryEntry]) {
    first = entries.first?.period ?? 0
    width = entries.map(\.counts.count).max() ?? 0
    var sums = [Int](repeating: 0, count: (entries.count + 1) * width)
    for (row, entry) in entries.enumerated() {
      for id in 0..<width {
        sums[(row + 1) * width + id] =
          sums[row * width + id] + (id < entry.counts.count ? entry.counts[id] : 0)
      }
    }
    self.sums = sums
  }

  /// Adds the entries of the periods in `periods` that there are into `totals`.
  func add(_ periods: Range<Int>, into totals: inout [Int]) {
    let rows = sums.count / max(width, 1) - 1
    let start = min(max(periods.lowerBound - first, 0), rows)
    let end = min(max(periods.upperBound - first, start), rows)
    guard start < end else { return }
    if totals.count < width { totals += Array(repeating: 0, count: width - totals.count) }
    for id in 0..<width { totals[id] += sums[end * width + id] - sums[start * width + id] }
  }
}

/// The history of all three cities.
public struct SalesHistory: Sendable, Hashable {
  public let cities: [City: CityHistory]

  public init(cities: [City: CityHistory] = [:]) {
    self.cities = cities
  }
}
