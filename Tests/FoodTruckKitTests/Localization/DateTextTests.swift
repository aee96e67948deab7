// SPDX-License-Identifier: Apache-2.0
// DateTextTests: digits, short times, numeric dates and "Today, 9:41 AM" in English and Arabic,
// at a session's UTC offset (docs/domain.md §2.6, §12.3).

import FoodTruckKit
import Testing

@Suite("Date text")
struct DateTextTests {
  /// 2024-03-15 12:00:00 UTC, a Friday.
  static let noon: Int64 = 1_710_504_000_000
  static let minute: Int64 = 60_000
  static let hour: Int64 = 3_600_000
  static let utc = LocalCalendar.utc

  static func calendar(_ minutes: Int) throws -> LocalCalendar {
    try LocalCalendar(utcOffsetMinutes: minutes)
  }

  @Test("Arabic writes Arabic-Indic digits; English ASCII ones")
  func numerals() {
    #expect(TruckLocale.english.numerals(1_234_567_890) == "1234567890")
    #expect(TruckLocale.arabic.numerals(1_234_567_890) == "١٢٣٤٥٦٧٨٩٠")
    #expect(TruckLocale.arabic.numerals(0) == "\u{0660}")
    #expect(TruckLocale.arabic.numerals(9) == "\u{0669}")
    #expect(TruckLocale.arabic.numerals(-5) == "-٥", "the sign stays")
  }

  /// (minutes after midnight UTC, English, Arabic).
  static let times: [(Int64, String, String)] = [
    (0, "12:00 AM", "١٢:٠٠ ص"),
    (5, "12:05 AM", "١٢:٠٥ ص"),
    (9 * 60 + 41, "9:41 AM", "٩:٤١ ص"),
    (11 * 60 + 59, "11:59 AM", "١١:٥٩ ص"),
    (12 * 60, "12:00 PM", "١٢:٠٠ م"),
    (13 * 60 + 7, "1:07 PM", "١:٠٧ م"),
    (23 * 60 + 59, "11:59 PM", "١١:٥٩ م"),
  ]

  @Test("Short times: a 12-hour clock, no leading zero, AM and PM (ص and م)", arguments: times)
  func shortTime(minutes: Int64, english: String, arabic: String) {
    let instant = Self.noon - 12 * Self.hour + minutes * Self.minute + 59_999  // seconds cut
    #expect(TruckLocale.english.shortTime(instant, calendar: Self.utc) == english)
    #expect(TruckLocale.arabic.shortTime(instant, calendar: Self.utc) == arabic)
  }

  @Test("Short times at the session's offset")
  func shortTimeAtAnOffset() throws {
    #expect(
      TruckLocale.english.shortTime(Self.noon, calendar: try Self.calendar(-480)) == "4:00 AM")
    #expect(TruckLocale.english.shortTime(Self.noon, calendar: try Self.calendar(330)) == "5:30 PM")
    #expect(TruckLocale.arabic.shortTime(Self.noon, calendar: try Self.calendar(180)) == "٣:٠٠ م")
  }

  @Test("Numeric dates: month/day/year in English; day/month/year, right to left, in Arabic")
  func numericDates() {
    let date = CivilDate(year: 2022, month: 5, day: 6)
    #expect(TruckLocale.english.numericDate(date) == "5/6/2022")
    #expect(TruckLocale.arabic.numericDate(date) == "٦\u{200F}/٥\u{200F}/٢٠٢٢")
    let far = CivilDate(year: 10_000, month: 12, day: 31)
    #expect(TruckLocale.english.numericDate(far) == "12/31/10000")
  }

  @Test("Today, Yesterday, or the numeric date, with the short time")
  func dayAndTime() {
    let now = Self.noon
    func both(_ instant: Int64) -> [String] {
      [
        TruckLocale.english.dayAndTime(instant, now: now, calendar: Self.utc),
        TruckLocale.arabic.dayAndTime(instant, now: now, calendar: Self.utc),
      ]
    }
    #expect(both(now - 2 * Self.hour - 19 * Self.minute) == ["Today, 9:41 AM", "اليوم، ٩:٤١ ص"])
    #expect(both(now - 12 * Self.hour) == ["Today, 12:00 AM", "اليوم، ١٢:٠٠ ص"], "local midnight")
    #expect(both(now - 12 * Self.hour - 1) == ["Yesterday, 11:59 PM", "أمس، ١١:٥٩ م"])
    #expect(both(now - 36 * Self.hour) == ["Yesterday, 12:00 AM", "أمس، ١٢:٠٠ ص"])
    #expect(
      both(now - 36 * Self.hour - 1) == [
        "3/13/2024, 11:59 PM", "١٣\u{200F}/٣\u{200F}/٢٠٢٤، ١١:٥٩ م",
      ])
    #expect(
      both(now + 12 * Self.hour) == ["3/16/2024, 12:00 AM", "١٦\u{200F}/٣\u{200F}/٢٠٢٤، ١٢:٠٠ ص"])
    #expect(both(now + 12 * Self.hour - 1) == ["Today, 11:59 PM", "اليوم، ١١:٥٩ م"])
  }

  @Test("The day is the local one: the same instants read differently at another offset")
  func dayAtAnOffset() throws {
    let placed = Self.noon - 10 * Self.hour  // 02:00 UTC
    let english = TruckLocale.english
    #expect(english.dayAndTime(placed, now: Self.noon, calendar: Self.utc) == "Today, 2:00 AM")
    // UTC-8: placed at 18:00 on the 14th, now is 04:00 on the 15th.
    #expect(
      english.dayAndTime(placed, now: Self.noon, calendar: try Self.calendar(-480))
        == "Yesterday, 6:00 PM")
    // UTC+10: placed at 12:00, now is 22:00, both on the 15th.
    #expect(
      english.dayAndTime(placed, now: Self.noon, calendar: try Self.calendar(600))
        == "Today, 12:00 PM")
  }

  @Test("The first and last accepted instants at the widest offsets format without a trap")
  func extremes() throws {
    let first = LocalCalendar.validInstants.lowerBound
    let last = LocalCalendar.validInstants.upperBound
    let west = try Self.calendar(-1439)
    let east = try Self.calendar(1439)
    #expect(TruckLocale.english.dayAndTime(first, now: last, calendar: west) == "12/31/0, 12:01 AM")
    #expect(
      TruckLocale.english.dayAndTime(last, now: first, calendar: east) == "1/1/10000, 11:58 PM")
    #expect(TruckLocale.arabic.dayAndTime(first, now: first, calendar: west) == "اليوم، ١٢:٠١ ص")
  }
}
