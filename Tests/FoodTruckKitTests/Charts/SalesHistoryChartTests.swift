// SPDX-License-Identifier: Apache-2.0
// SalesHistoryChartTests: the Sales History chart: one line per city (Cupertino, San Francisco,
// London), date marks every 2 days (two weeks), 5 days (month) or month (year) ending with the
// newest point, labels "Nov 29" / "Nov" in English and Arabic, a y-axis that need not include
// zero, and the total of every point (docs/domain.md §4.4, decision 9).

import FoodTruckKit
import Testing

@Suite("SalesHistoryChart")
struct SalesHistoryChartTests {
  /// 2023-11-14 22:13:20 UTC.
  static let now: Int64 = 1_700_000_000_000
  static let day: Int64 = 86_400_000

  static let truck: Truck = {
    var truck = Truck()
    try? truck.setUTCOffset(minutes: -480)
    try? truck.simulate(seed: 11, now: now)
    return truck
  }()

  @Test("One line per city, in the original's order, each the city's series")
  func series() throws {
    let truck = SalesHistoryChartTests.truck
    for timeframe in [Timeframe.week, .month, .year] {
      let chart = truck.salesHistoryChart(timeframe, now: SalesHistoryChartTests.now)
      #expect(chart.series.map(\.city) == [.cupertino, .sanFrancisco, .london])
      #expect(chart.series.map(\.name) == ["Cupertino", "San Francisco", "London"])
      for line in chart.series {
        #expect(
          line.points
            == truck.salesSeries(timeframe, city: line.city, now: SalesHistoryChartTests.now))
      }
      let all = chart.series.flatMap(\.points).map(\.sales)
      #expect(chart.total == all.reduce(0, +))
      #expect(
        try chart.valueTicks
          == NiceTicks.ticks(lower: Double(all.min() ?? 0), upper: Double(all.max() ?? 0)))
    }
  }

  @Test(
    "Date marks: every n points, ending with the newest",
    arguments: zip([Timeframe.today, .week, .month, .year], [(1, 1), (2, 7), (5, 6), (1, 12)]))
  func dateMarks(timeframe: Timeframe, rule: (every: Int, count: Int)) {
    let truck = SalesHistoryChartTests.truck
    let chart = truck.salesHistoryChart(timeframe, now: SalesHistoryChartTests.now)
    let starts = truck.salesSeries(timeframe, city: nil, now: SalesHistoryChartTests.now).map(
      \.start)
    let expected = stride(from: starts.count - 1, through: 0, by: -rule.every).map { starts[$0] }
    #expect(chart.dateTicks.map(\.at) == expected.reversed())
    #expect(chart.dateTicks.count == rule.count)
    #expect(
      chart.dateTicks.map(\.label) == chart.dateTicks.map { truck.dateLabel($0.at, timeframe) })
  }

  @Test("The two-week view's marks at UTC-8: every other day from Nov 2 to Nov 14")
  func twoWeekLabels() {
    let chart = SalesHistoryChartTests.truck.salesHistoryChart(
      .week, now: SalesHistoryChartTests.now)
    #expect(
      chart.dateTicks.map(\.label) == [
        "Nov 2", "Nov 4", "Nov 6", "Nov 8", "Nov 10", "Nov 12", "Nov 14",
      ])
    // Local midnights at UTC-8: 08:00 UTC.
    #expect(
      chart.dateTicks.allSatisfy { ($0.at - 8 * 3_600_000) % SalesHistoryChartTests.day == 0 })
  }

  @Test(
    "Labels in each language",
    arguments: [
      (
        TruckLocale.english, Timeframe.year,
        ["Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov"]
      ),
      (
        .arabic, .year,
        [
          "ديسمبر", "يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر",
          "أكتوبر", "نوفمبر",
        ]
      ),
      (.english, .month, ["Oct 20", "Oct 25", "Oct 30", "Nov 4", "Nov 9", "Nov 14"]),
      (
        .arabic, .month,
        ["أكتوبر ٢٠", "أكتوبر ٢٥", "أكتوبر ٣٠", "نوفمبر ٤", "نوفمبر ٩", "نوفمبر ١٤"]
      ),
    ])
  func labels(locale: TruckLocale, timeframe: Timeframe, labels: [String]) {
    var truck = SalesHistoryChartTests.truck
    truck.locale = locale
    let chart = truck.salesHistoryChart(timeframe, now: SalesHistoryChartTests.now)
    #expect(chart.dateTicks.map(\.label) == labels)
    #expect(
      chart.series.map(\.name) == chart.series.map { $0.city.name.text(in: locale) })
  }

  @Test(
    "A date label is the local day's month and day, or its month for the year",
    arguments: [
      (Int64(1_700_000_000_000), 0, Timeframe.week, "Nov 14"),
      (1_700_000_000_000, 120, .week, "Nov 15"),
      (1_700_000_000_000, -480, .today, "Nov 14"),
      (1_700_000_000_000, 0, .year, "Nov"),
      (0, 0, .month, "Jan 1"), (-1, 0, .week, "Dec 31"), (-1, 0, .year, "Dec"),
      (1_709_164_800_000, 0, .week, "Feb 29"),
    ])
  func dateLabel(at: Int64, offset: Int, timeframe: Timeframe, label: String) throws {
    var truck = Truck()
    try truck.setUTCOffset(minutes: offset)
    #expect(truck.dateLabel(at, timeframe) == label)
  }
}
