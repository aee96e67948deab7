// SPDX-License-Identifier: Apache-2.0
import Testing

@testable import FoodTruckKit

@Suite("LocalCalendar")
struct LocalCalendarTests {
  static let day: Int64 = 86_400_000

  static let instants: [(offset: Int, instant: Int64, day: Int)] = [
    (0, 0, 0), (0, -1, -1), (60, 23 * 3_600_000, 1), (-480, 7 * 3_600_000, -1),
    (0, 20786 * day, 20786),
  ]

  @Test("instants fall on local days", arguments: 0..<5)
  func localDay(row: Int) throws {
    let (offset, instant, expected) = Self.instants[row]
    let calendar = try LocalCalendar(utcOffsetMinutes: offset)
    #expect(calendar.day(of: instant) == expected)
    #expect(calendar.day(of: calendar.start(ofDay: expected)) == expected)
  }

  @Test(
    "civil dates round-trip",
    arguments: zip(
      [0, 20786, -1, 11016, 59],
      [
        CivilDate(year: 1970, month: 1, day: 1), CivilDate(year: 2026, month: 11, day: 29),
        CivilDate(year: 1969, month: 12, day: 31), CivilDate(year: 2000, month: 2, day: 29),
        CivilDate(year: 1970, month: 3, day: 1),
      ]))
  func civil(day: Int, date: CivilDate) {
    #expect(LocalCalendar.utc.date(ofDay: day) == date)
    #expect(LocalCalendar.utc.day(of: date) == day)
  }

  @Test("weekdays: 1970-01-01 was a Thursday, 2026-11-29 a Sunday")
  func weekdays() {
    #expect(LocalCalendar.utc.weekday(ofDay: 0) == .thursday)
    #expect(LocalCalendar.utc.weekday(ofDay: 20786) == .sunday)
    #expect(LocalCalendar.utc.weekday(ofDay: -1) == .wednesday)
  }

  @Test("months: first days across a year boundary")
  func months() {
    let calendar = LocalCalendar.utc
    let november2026 = CivilDate(year: 2026, month: 11, day: 1).monthNumber
    #expect(
      calendar.date(ofDay: calendar.firstDay(ofMonth: november2026))
        == CivilDate(year: 2026, month: 11, day: 1))
    #expect(
      calendar.date(ofDay: calendar.firstDay(ofMonth: november2026 - 11))
        == CivilDate(year: 2025, month: 12, day: 1))
    #expect(
      calendar.date(ofDay: calendar.firstDay(ofMonth: november2026 + 2))
        == CivilDate(year: 2027, month: 1, day: 1))
  }

  @Test("offsets of a day or more are refused", arguments: [1440, -1440, Int.max, Int.min])
  func badOffsets(offset: Int) {
    #expect(throws: FoodTruckError.self) { try LocalCalendar(utcOffsetMinutes: offset) }
  }
}
