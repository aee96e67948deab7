// SPDX-License-Identifier: Apache-2.0
// Timeframe: the periods sales are counted over, in local days back from now (docs/domain.md,
// decision 3).

/// A sales period. Raw values are the C ABI's `foodtruck_timeframe`.
public enum Timeframe: Int, CaseIterable, Sendable, Hashable, Codable {
  /// Since local midnight.
  case today = 0
  /// The last 7 local days, today included.
  case week = 1
  /// The last 30 local days, today included.
  case month = 2
  /// The last 12 months, the current one included.
  case year = 3

  /// The display name.
  public var name: LocalizedText {
    switch self {
    case .today: LocalizedText(en: "Today", ar: "اليوم")
    case .week: LocalizedText(en: "This Week", ar: "هذا الأسبوع")
    case .month: LocalizedText(en: "This Month", ar: "هذا الشهر")
    case .year: LocalizedText(en: "This Year", ar: "هذه السنة")
    }
  }

  /// The first local day of the period that ends today.
  public func firstDay(today: Int, calendar: LocalCalendar) -> Int {
    switch self {
    case .today: today
    case .week: today - 6
    case .month: today - 29
    case .year: calendar.firstDay(ofMonth: calendar.date(ofDay: today).monthNumber - 11)
    }
  }
}
