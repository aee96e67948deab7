// SPDX-License-Identifier: Apache-2.0
// SalesReport: what sells, over any timeframe, per city or combined (docs/domain.md,
// decisions 3 and 4).
//
// A period's sales are the generated history that falls in it plus the session's own orders
// that were placed in it (every status: an order counts as sold when it is placed). Day-based
// periods use the daily history; the year uses the monthly history for past months and the
// daily history for the current month, so no day is counted twice. Today counts its history
// too: none at the simulation's now, but a question asked at an earlier instant has one.

/// A donut and how many of it sold.
public struct DonutSales: Sendable, Hashable {
  public let donutId: Int
  public let sales: Int
}

/// One point of a sales history chart: a period's start and its sales.
public struct SalesPoint: Sendable, Hashable {
  /// When the day or month starts, in ms since the Unix epoch (local midnight).
  public let start: Int64
  public let sales: Int
}

extension Truck {
  /// The cities a sales question covers: one, or all three (nil).
  private func cities(_ city: City?) -> [City] {
    city.map { [$0] } ?? City.allCases
  }

  /// Donuts sold per donut id (every donut of the catalog, zeros included) in `timeframe`
  /// ending at `now`, in `city` or in all cities (nil).
  public func sales(_ timeframe: Timeframe, city: City?, now: Int64) -> [Int] {
    let today = calendar.day(of: now)
    let first = timeframe.firstDay(today: today, calendar: calendar)
    var totals = Array(repeating: 0, count: catalog.donuts.count)
    if timeframe == .year {
      let month = calendar.date(ofDay: today).monthNumber
      addHistory(months: month - 11..<month, cities: cities(city), into: &totals)
      addHistory(
        days: calendar.firstDay(ofMonth: month)..<today + 1, cities: cities(city), into: &totals)
    } else {
      addHistory(days: first..<today + 1, cities: cities(city), into: &totals)
    }
    orders.rollup.accumulate(days: first...today, cities: cities(city), into: &totals)
    return totals
  }

  private func addHistory(days: Range<Int>, cities: [City], into totals: inout [Int]) {
    for city in cities {
      history.addCounts(days: days, city: city, into: &totals)
    }
  }

  private func addHistory(months: Range<Int>, cities: [City], into totals: inout [Int]) {
    for city in cities {
      history.addCounts(months: months, city: city, into: &totals)
    }
  }

  /// Donuts sold per donut id (every donut of the catalog, zeros included) on local day `day`:
  /// its history plus its orders, in `city` or in all cities (nil).
  public func sales(onDay day: Int, city: City?) -> [Int] {
    var totals = Array(repeating: 0, count: catalog.donuts.count)
    addHistory(days: day..<day + 1, cities: cities(city), into: &totals)
    orders.rollup.accumulate(days: day...day, cities: cities(city), into: &totals)
    return totals
  }

  /// Every donut ranked by sales, highest first; equal sales by donut id
  /// (docs/domain.md, decision 4).
  public func ranking(_ timeframe: Timeframe, city: City?, now: Int64) -> [DonutSales] {
    sales(timeframe, city: city, now: now).enumerated()
      .map { DonutSales(donutId: $0.offset, sales: $0.element) }
      .sorted { $0.sales != $1.sales ? $0.sales > $1.sales : $0.donutId < $1.donutId }
  }

  /// The first `n` of the ranking (the Top 5 chart is n = 5).
  public func top(_ n: Int, _ timeframe: Timeframe, city: City?, now: Int64) -> [DonutSales] {
    Array(ranking(timeframe, city: city, now: now).prefix(max(0, n)))
  }

  /// All donuts sold in the period.
  public func totalSales(_ timeframe: Timeframe, city: City?, now: Int64) -> Int {
    sales(timeframe, city: city, now: now).reduce(0, +)
  }

  /// The sales history chart's points for `city` (or all cities): 14 days for the two-week
  /// view (week), 30 days for month, 12 months for year, oldest first, each with the day's or
  /// month's sales (history plus orders). `today` is not a chart: it gives one point, today.
  public func salesSeries(_ timeframe: Timeframe, city: City?, now: Int64) -> [SalesPoint] {
    let today = calendar.day(of: now)
    let cities = cities(city)
    func daySales(_ day: Int) -> Int { sales(onDay: day, city: city).reduce(0, +) }
    let days: Int
    switch timeframe {
    case .today: days = 1
    case .week: days = 14
    case .month: days = 30
    case .year:
      let month = calendar.date(ofDay: today).monthNumber
      return (month - 11...month).map { m in
        let first = calendar.firstDay(ofMonth: m)
        var totals: [Int] = []
        if m == month {
          addHistory(days: first..<today + 1, cities: cities, into: &totals)
        } else {
          addHistory(months: m..<m + 1, cities: cities, into: &totals)
        }
        let last = m == month ? today : calendar.firstDay(ofMonth: m + 1) - 1
        orders.rollup.accumulate(days: first...last, cities: cities, into: &totals)
        return SalesPoint(start: calendar.start(ofDay: first), sales: totals.reduce(0, +))
      }
    }
    return (today - days + 1...today).map {
      SalesPoint(start: calendar.start(ofDay: $0), sales: daySales($0))
    }
  }
}
