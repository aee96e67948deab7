// SPDX-License-Identifier: Apache-2.0
// ForecastChart: the Truck screen's temperature forecast: an area from (lowest - 2) to each
// hour's temperature, night ranges, and marks every 3 hours (docs/domain.md §5.2).

/// One hour of a forecast.
public struct ForecastHour: Sendable, Hashable {
  public let at: Int64
  public let degreesF: Int
  public let isDaylight: Bool
}

/// A night: from the first dark hour to the next daylight hour (half-open).
public struct NightRange: Sendable, Hashable {
  public let start: Int64
  public let end: Int64
}

public struct ForecastChart: Sendable, Hashable {
  public let hours: [ForecastHour]
  /// The area's floor: the lowest temperature minus 2.
  public let low: Int
  public let nights: [NightRange]
  /// Marks every 3 hours, from the first hour divisible by 3 to the last one.
  public let hourTicks: [DateTick]
  /// The y-axis marks, labelled "<n>°F".
  public let degreeTicks: [AxisTick]
}

extension ForecastChart {
  /// The original's placeholder forecast, °F and daylight for 25 hours from 09:00 (shown when
  /// no weather service answers): entry k is the clock hour 09:00 + k.
  static let placeholder: [(Int, Bool)] = [
    (63, true), (68, true), (72, true), (77, true), (80, true), (82, true), (83, true),
    (83, true), (81, true), (79, true), (75, true), (70, true), (66, false), (64, false),
    (63, false), (61, false), (60, false), (59, false), (57, false), (56, false), (55, false),
    (55, true), (56, true), (59, true), (62, true),
  ]

  /// The degree label, "%@°F" (Arabic "%@° ف", as the original's table).
  static let degreeLabel = LocalizedText(en: "%@°F", ar: "%@° ف")

  /// The chart of `hours` (at least one) in `calendar`'s local time, labels in `locale`.
  public init(hours: [ForecastHour], calendar: LocalCalendar, locale: TruckLocale = .english) {
    self.hours = hours
    let lowest = hours.map(\.degreesF).min() ?? 0
    low = lowest - 2
    var nights: [NightRange] = []
    var open: Int64?
    for hour in hours {
      if !hour.isDaylight && open == nil { open = hour.at }
      if hour.isDaylight, let start = open {
        nights.append(NightRange(start: start, end: hour.at))
        open = nil
      }
    }
    // A night still open at the end closes at the last hour; one that opens at the last hour
    // has no length to show (the placeholder from 21:00 ends on a dark hour).
    if let start = open, let last = hours.last, last.at > start {
      nights.append(NightRange(start: start, end: last.at))
    }
    self.nights = nights
    func hourOfDay(_ instant: Int64) -> Int {
      Int(
        floorModulo(instant - calendar.start(ofDay: calendar.day(of: instant)), 86_400_000)
          / 3_600_000)
    }
    hourTicks = hours.filter { hourOfDay($0.at) % 3 == 0 }.map {
      DateTick(at: $0.at, label: locale.numerals(hourOfDay($0.at)))
    }
    degreeTicks = NiceTicks.marks(
      lower: Double(low), upper: Double(hours.map(\.degreesF).max() ?? 0), target: 6
    )
    .map {
      AxisTick(
        value: $0,
        label: ForecastChart.degreeLabel.text(in: locale).filling(
          "%@", with: locale.number(Int($0))))
    }
  }
}

extension Truck {
  /// The forecast chart at `now`: up to 25 hours of the forecast handed in, from the local hour
  /// that contains `now` on; the placeholder when none was handed in or none of its hours is
  /// left.
  public func forecastChart(now: Int64) -> ForecastChart {
    let sinceMidnight = floorModulo(now - calendar.start(ofDay: calendar.day(of: now)), 86_400_000)
    let hourStart = now - floorModulo(sinceMidnight, 3_600_000)
    let ahead = weather.forecast.drop { $0.at < hourStart }.prefix(ForecastChart.hourCount)
    let hours =
      ahead.isEmpty
      ? ForecastChart.placeholder(from: hourStart, hourOfDay: Int(sinceMidnight / 3_600_000))
      : ahead.map(\.chartHour)
    return ForecastChart(hours: hours, calendar: calendar, locale: locale)
  }
}

extension ForecastChart {
  /// The hours the chart shows, as the original's hourly query returns them.
  static let hourCount = 25

  /// The placeholder forecast as hours: 25 hours from `hourStart`, the local clock hour
  /// `hourOfDay`, each with the placeholder's value for its clock hour (09:00 is 63 °F and
  /// night runs from 21:00 to 06:00, whatever the hour). From 09:00 it is the original's
  /// placeholder exactly; from another hour it reads the table from that hour on and wraps
  /// after its last entry (tomorrow's 09:00) to its second.
  static func placeholder(from hourStart: Int64, hourOfDay: Int) -> [ForecastHour] {
    let first = Int(floorModulo(Int64(hourOfDay) - 9, 24))
    return (0..<hourCount).map { index in
      let entry = placeholder[first + index > 24 ? first + index - 24 : first + index]
      return ForecastHour(
        at: hourStart + Int64(index) * 3_600_000, degreesF: entry.0, isDaylight: entry.1)
    }
  }
}
