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
}

/// The history of all three cities.
public struct SalesHistory: Sendable, Hashable {
  public let cities: [City: CityHistory]

  public init(cities: [City: CityHistory] = [:]) {
    self.cities = cities
  }
}
