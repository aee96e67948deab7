// SPDX-License-Identifier: Apache-2.0
// SalesHistoryChart: the Sales History chart's data: one line per city, date marks, a y-axis
// that need not include zero, and the total of every point (docs/domain.md §4.4).

/// One city's line.
public struct ChartSeries: Sendable, Hashable {
  public let city: City
  public let name: String
  public let points: [SalesPoint]
}

/// A labelled mark on the time axis.
public struct DateTick: Sendable, Hashable {
  public let at: Int64
  public let label: String
}

/// A labelled mark on a value axis.
public struct AxisTick: Sendable, Hashable {
  public let value: Double
  public let label: String
}

public struct SalesHistoryChart: Sendable, Hashable {
  public let series: [ChartSeries]
  public let dateTicks: [DateTick]
  public let valueTicks: [Double]
  /// The sum of every point of every line: the screen's "Total Sales".
  public let total: Int
}

extension Truck {
  static let monthNames: [LocalizedText] = [
    ("Jan", "يناير"), ("Feb", "فبراير"), ("Mar", "مارس"), ("Apr", "أبريل"), ("May", "مايو"),
    ("Jun", "يونيو"), ("Jul", "يوليو"), ("Aug", "أغسطس"), ("Sep", "سبتمبر"), ("Oct", "أكتوبر"),
    ("Nov", "نوفمبر"), ("Dec", "ديسمبر"),
  ].map { LocalizedText(en: $0.0, ar: $0.1) }

  /// A chart's date label in the session's language: "Nov 29" for a day, "Nov" for a month
  /// (the year timeframe).
  public func dateLabel(_ instant: Int64, _ timeframe: Timeframe) -> String {
    let date = calendar.date(ofDay: calendar.day(of: instant))
    let month = Truck.monthNames[date.month - 1].text(in: locale)
    return timeframe == .year ? month : "\(month) \(locale.numerals(date.day))"
  }

  /// The Sales History chart: week (14 days), month (30 days) or year (12 months), one line per
  /// city. Day marks every 2 days (week) or 5 days (month) read "Nov 29"; month marks read "Nov".
  public func salesHistoryChart(_ timeframe: Timeframe, now: Int64) -> SalesHistoryChart {
    let series = City.allCases.map { city in
      ChartSeries(
        city: city, name: city.name.text(in: locale),
        points: salesSeries(timeframe, city: city, now: now))
    }
    let points = series.first?.points ?? []
    let every = timeframe == .week ? 2 : timeframe == .month ? 5 : 1
    let ticks = stride(from: points.count - 1, through: 0, by: -every).reversed().map { index in
      DateTick(at: points[index].start, label: dateLabel(points[index].start, timeframe))
    }
    let values = series.flatMap { $0.points.map { Double($0.sales) } }
    return SalesHistoryChart(
      series: series, dateTicks: ticks,
      valueTicks: NiceTicks.marks(
        lower: values.min() ?? 0, upper: values.max() ?? 0, integral: true),
      total: series.reduce(0) { $0 + $1.points.reduce(0) { $0 + $1.sales } })
  }
}
