// SPDX-License-Identifier: Apache-2.0
// DateText: an instant's day and time as the original's order list shows them ("Today, 9:41
// AM"), in English and Arabic, at the session's UTC offset (docs/domain.md §2.6, §12.3).

extension TruckLocale {
  static let today = LocalizedText(en: "Today", ar: "اليوم")
  static let yesterday = LocalizedText(en: "Yesterday", ar: "أمس")

  /// The short time of an instant's local time: "9:41 AM" in English, "٩:٤١ ص" in Arabic (a
  /// 12-hour clock, the hour without a leading zero; 00:05 is 12:05 AM, 12:30 is 12:30 PM);
  /// with `seconds`, the clock a shell shows beside events, "9:41:07 AM" (seconds truncated).
  public func shortTime(_ instant: Int64, calendar: LocalCalendar, seconds: Bool = false) -> String
  {
    let (hour, minute, second) = calendar.hourMinuteAndSecond(of: instant)
    let hour12 = hour % 12 == 0 ? 12 : hour % 12
    func twoDigits(_ value: Int) -> String { (value < 10 ? numerals(0) : "") + numerals(value) }
    let time = numerals(hour12) + ":" + twoDigits(minute) + (seconds ? ":" + twoDigits(second) : "")
    switch language {
    case .english: return time + (hour < 12 ? " AM" : " PM")
    case .arabic: return time + (hour < 12 ? " ص" : " م")
    }
  }

  /// A civil date in the language's numeric style: month/day/year in English ("5/6/2022");
  /// day/month/year in Arabic digits, each separator preceded by a right-to-left mark
  /// (U+200F) so that the date reads right to left ("٦\u{200F}/٥\u{200F}/٢٠٢٢").
  public func numericDate(_ date: CivilDate) -> String {
    switch language {
    case .english: return "\(date.month)/\(date.day)/\(date.year)"
    case .arabic:
      return [date.day, date.month, date.year].map(numerals).joined(separator: "\u{200F}/")
    }
  }

  /// An instant's day and short time, the day as "Today" or "Yesterday" when it is the local
  /// day of `now` or the one before, else as its numeric date: "Today, 9:41 AM",
  /// "5/6/2022, 9:41 AM"; in Arabic joined by the Arabic comma, "اليوم، ٩:٤١ ص".
  public func dayAndTime(_ instant: Int64, now: Int64, calendar: LocalCalendar) -> String {
    let day = calendar.day(of: instant)
    let today = calendar.day(of: now)
    let dayText =
      day == today
      ? TruckLocale.today.text(in: self)
      : day == today - 1
        ? TruckLocale.yesterday.text(in: self) : numericDate(calendar.date(ofDay: day))
    return dayText + (isArabic ? "، " : ", ") + shortTime(instant, calendar: calendar)
  }
}

extension LocalCalendar {
  /// The local hour (0-23), minute and second (truncated) of an instant.
  public func hourMinuteAndSecond(of instant: Int64) -> (hour: Int, minute: Int, second: Int) {
    let seconds = Int(
      floorModulo(instant &+ Int64(utcOffsetMinutes) * 60_000, LocalCalendar.millisecondsPerDay)
        / 1000)
    return (seconds / 3600, seconds / 60 % 60, seconds % 60)
  }
}
