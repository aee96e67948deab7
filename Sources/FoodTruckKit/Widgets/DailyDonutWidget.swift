// SPDX-License-Identifier: Apache-2.0
// DailyDonutWidget: the Daily Donut widget's timeline: today's five best sellers, one an hour,
// each with its sales per day over the last week, the trend line that the original left as
// "Trend Data..." (docs/domain.md §8.1, decisions 4 and 8).

/// One hour of the Daily Donut widget: a donut of today's Top 5 and its trend.
public struct DailyDonutEntry: WidgetEntry {
  public let at: Int64
  /// The donut's place in today's ranking, 1 to 5.
  public let rank: Int
  public let donutId: Int
  /// The donut's display names.
  public let name: LocalizedText
  /// How many of it sold today, in every city.
  public let sales: Int
  /// Its sales on each of the last 7 local days, oldest first, today last (every city): what
  /// the medium, large and extra large families draw (``WidgetFamily/showsTrend``).
  public let trend: [SalesPoint]
}

extension Truck {
  /// The Daily Donut's entries: one per donut of today's Top 5.
  public static let dailyDonutEntryCount = 5
  /// The days of a donut's trend, today included.
  public static let trendDays = 7
  /// The time between two entries, in ms.
  public static let widgetHour: Int64 = 3_600_000

  /// The Daily Donut widget at `now`: entry k (0 to 4) shows from now + k hours the donut
  /// ranked k + 1 today in every city (docs/domain.md, decision 4: by sales, equal sales by id,
  /// unsold donuts included), all computed at `now`; the timeline reloads at its end, an hour
  /// after the last entry (now + 5 hours).
  public func dailyDonutTimeline(now: Int64) -> WidgetTimeline<DailyDonutEntry> {
    let days = trendDays(now: now)
    let sold = days.map { sales(onDay: $0, city: nil) }
    let top = top(Truck.dailyDonutEntryCount, .today, city: nil, now: now)
    let entries = top.enumerated().map { index, ranked in
      DailyDonutEntry(
        at: now + Int64(index) * Truck.widgetHour, rank: index + 1, donutId: ranked.donutId,
        name: catalog.donuts[ranked.donutId].name, sales: ranked.sales,
        trend: zip(days, sold).map { day, counts in
          SalesPoint(start: calendar.start(ofDay: day), sales: counts[ranked.donutId])
        })
    }
    return WidgetTimeline(
      entries: entries, policy: .atEnd,
      reloadAt: now + Int64(Truck.dailyDonutEntryCount) * Truck.widgetHour)
  }

  /// Donut `id`'s trend at `now`: its sales on each of the last 7 local days, oldest first,
  /// today last, in every city. An id that names no donut is not found.
  public func trend(ofDonut id: Int, now: Int64) throws(FoodTruckError) -> [SalesPoint] {
    _ = try catalog.donut(id: id)
    return trendDays(now: now).map { day in
      SalesPoint(start: calendar.start(ofDay: day), sales: sales(onDay: day, city: nil)[id])
    }
  }

  /// The local days of a trend at `now`: the 6 before today, then today.
  private func trendDays(now: Int64) -> ClosedRange<Int> {
    let today = calendar.day(of: now)
    return today - (Truck.trendDays - 1)...today
  }
}
