// SPDX-License-Identifier: Apache-2.0
// ForecastChartTests: the Truck screen's temperature forecast: the original's placeholder, 25
// hours from the local hour containing now, each with the placeholder's value for its clock
// hour, its floor (lowest - 2 = 53), its night (21:00 to 06:00), marks every 3 hours and the
// y-axis labelled "<n>°F" (docs/domain.md §5.2).

import Testing

@testable import FoodTruckKit

@Suite("ForecastChart")
struct ForecastChartTests {
  static let hour: Int64 = 3_600_000
  /// 2023-11-14 22:13:20 UTC.
  static let now: Int64 = 1_700_000_000_000

  /// The placeholder of docs/domain.md §5.2: offsets 0...24, °F and daylight.
  static let degrees = [
    63, 68, 72, 77, 80, 82, 83, 83, 81, 79, 75, 70, 66, 64, 63, 61, 60, 59, 57, 56, 55, 55, 56,
    59, 62,
  ]
  static let daylight =
    Array(repeating: true, count: 12) + Array(repeating: false, count: 9)
    + Array(repeating: true, count: 4)

  static func chart(offset: Int, now: Int64) throws -> ForecastChart {
    var truck = Truck()
    try truck.setUTCOffset(minutes: offset)
    return truck.forecastChart(now: now)
  }

  /// The start of the local hour that contains `now` at `offset` minutes east of UTC.
  static func hourStart(_ now: Int64, offset: Int) -> Int64 {
    let local = now + Int64(offset) * 60_000
    return now - ((local % hour) + hour) % hour
  }

  /// The placeholder by clock hour (docs/domain.md §5.2: offset k is 09:00 + k): °F at
  /// 00:00 ... 23:00; the 09:00 after the first hour reads 62, the placeholder's last entry.
  static let degreesByHour = [
    61, 60, 59, 57, 56, 55, 55, 56, 59, 63, 68, 72, 77, 80, 82, 83, 83, 81, 79, 75, 70, 66, 64, 63,
  ]

  static func localHour(_ instant: Int64, offset: Int) -> Int {
    Int(((instant + Int64(offset) * 60_000) % 86_400_000 + 86_400_000) % 86_400_000 / hour)
  }

  @Test(
    "25 hours from the local hour containing now, each the placeholder's value for its clock hour",
    arguments: [0, -480, 330, 345, -1_439, 1_439], [now, now + 59 * 60_000, 1_718_000_000_000])
  func hours(offset: Int, now: Int64) throws {
    let chart = try ForecastChartTests.chart(offset: offset, now: now)
    let start = ForecastChartTests.hourStart(now, offset: offset)
    #expect(chart.hours.map(\.at) == (0..<25).map { start + Int64($0) * ForecastChartTests.hour })
    let clock = chart.hours.map { ForecastChartTests.localHour($0.at, offset: offset) }
    let expected = clock.enumerated().map { index, hour in
      hour == 9 && index > 0 ? 62 : ForecastChartTests.degreesByHour[hour]
    }
    #expect(chart.hours.map(\.degreesF) == expected)
    #expect(chart.hours.map(\.isDaylight) == clock.map { (6..<21).contains($0) })
    #expect(chart.low == 53)
    // Each night runs from a 21:00 (or the first hour, if it is dark) to the next 06:00 (or
    // the last hour); together they cover every dark hour but a dark last one.
    let dark = clock.enumerated().filter { !(6..<21).contains($0.element) }.map(\.offset)
    let covered = chart.nights.map { ($0.end - $0.start) / ForecastChartTests.hour }.reduce(0, +)
    #expect(!chart.nights.isEmpty)
    #expect(covered == Int64(dark.count) - (dark.last == 24 ? 1 : 0))
    for night in chart.nights {
      let first = ForecastChartTests.localHour(night.start, offset: offset)
      #expect(first == 21 || night.start == start)
      #expect(
        ForecastChartTests.localHour(night.end, offset: offset) == 6
          || night.end == start + 24 * ForecastChartTests.hour)
    }
  }

  @Test("From 21:00 the last hour is dark too, but a night of no length is not drawn")
  func fromNinePM() throws {
    let ninePM: Int64 = 1_699_995_600_000  // 2023-11-14 21:00 UTC
    let chart = try ForecastChartTests.chart(offset: 0, now: ninePM)
    #expect(chart.hours.first?.isDaylight == false && chart.hours.last?.isDaylight == false)
    #expect(chart.nights == [NightRange(start: ninePM, end: ninePM + 9 * Self.hour)])
  }

  @Test("From 09:00 it is the original's placeholder exactly; from 15:00 the same clock hours")
  func anchorAndAfternoon() throws {
    let hour = Self.hour
    let nine: Int64 = 1_699_952_400_000  // 2023-11-14 09:00 UTC
    let chart = try ForecastChartTests.chart(offset: 0, now: nine + 1_234)
    #expect(chart.hours.map(\.degreesF) == ForecastChartTests.degrees)
    #expect(chart.hours.map(\.isDaylight) == ForecastChartTests.daylight)
    #expect(chart.nights == [NightRange(start: nine + 12 * hour, end: nine + 21 * hour)])
    // Rendered at 15:00 the night is still 21:00 to 06:00 and the hottest hours 15:00-16:00.
    let afternoon = try ForecastChartTests.chart(offset: 0, now: nine + 6 * hour)
    #expect(
      afternoon.nights == [NightRange(start: nine + 12 * hour, end: nine + 21 * hour)])
    #expect(afternoon.hours.prefix(2).map(\.degreesF) == [83, 83])
    #expect(afternoon.hours[18].degreesF == 62 && afternoon.hours[24].degreesF == 83)
  }

  @Test("Marks every 3 hours at the local hours divisible by 3", arguments: [0, -480, 330])
  func hourMarks(offset: Int) throws {
    let chart = try ForecastChartTests.chart(offset: offset, now: ForecastChartTests.now)
    let localHours = chart.hours.map {
      Int((($0.at + Int64(offset) * 60_000) % 86_400_000 + 86_400_000) % 86_400_000 / 3_600_000)
    }
    let marked = zip(chart.hours, localHours).filter { $0.1 % 3 == 0 }
    #expect(chart.hourTicks.map(\.at) == marked.map(\.0.at))
    #expect(chart.hourTicks.map(\.label) == marked.map { String($0.1) })
    #expect(chart.hourTicks.count == 8 || chart.hourTicks.count == 9)
  }

  @Test("At UTC, from 22:00: marks 0, 3, ..., 21 the next day")
  func hourMarksAtUTC() throws {
    let chart = try ForecastChartTests.chart(offset: 0, now: ForecastChartTests.now)
    #expect(chart.hourTicks.map(\.label) == ["0", "3", "6", "9", "12", "15", "18", "21"])
  }

  @Test("The y-axis: round marks from the floor to the hottest hour, labelled °F")
  func degreeMarks() throws {
    let chart = try ForecastChartTests.chart(offset: 0, now: ForecastChartTests.now)
    #expect(chart.degreeTicks.map(\.value) == [50, 60, 70, 80, 90])
    #expect(chart.degreeTicks.map(\.label) == ["50°F", "60°F", "70°F", "80°F", "90°F"])
  }

  /// Hours an hour apart from 0, with the given daylight flags and 60 °F plus their index.
  static func hours(_ daylight: [Bool]) -> [ForecastHour] {
    daylight.enumerated().map {
      ForecastHour(at: Int64($0.offset) * hour, degreesF: 60 + $0.offset, isDaylight: $0.element)
    }
  }

  @Test(
    "Nights: from the first dark hour to the next daylight one, or to the last hour",
    arguments: [
      ([true, true, true], [] as [[Int64]]),
      ([false, false, true], [[0, 2]]),
      ([true, false, true, false, false, true], [[1, 2], [3, 5]]),
      ([true, true, false, false], [[2, 3]]),  // still dark at the end: closes at the last hour
      // A night opening at the last hour would have no length: the original's empty range is
      // not drawn.
      ([false], []),
      ([true, true, false], []),
    ])
  func nights(daylight: [Bool], nights: [[Int64]]) throws {
    let chart = ForecastChart(
      hours: ForecastChartTests.hours(daylight), calendar: try LocalCalendar(utcOffsetMinutes: 0))
    #expect(
      chart.nights.map { [$0.start / ForecastChartTests.hour, $0.end / ForecastChartTests.hour] }
        == nights)
    #expect(chart.low == 58)
  }

  @Test("As the original shows it: from 2022-05-06 09:00 the night is 21:00 to 06:00")
  func originalDates() throws {
    // 2022-05-06 09:00 at UTC-7 (Cupertino in May) is 16:00 UTC.
    let nine: Int64 = 1_651_852_800_000
    let chart = try ForecastChartTests.chart(offset: -420, now: nine + 25 * 60_000)
    #expect(chart.hours.first?.at == nine)
    let night = try #require(chart.nights.first)
    #expect(night.start == nine + 12 * ForecastChartTests.hour)  // 21:00 May 6
    #expect(night.end == nine + 21 * ForecastChartTests.hour)  // 06:00 May 7
  }
}
