// SPDX-License-Identifier: Apache-2.0
// TopSalesChartTests: the Top 5 bar chart: the ranking's first five re-sorted ascending (sales,
// then id) so that bars rise left to right, labelled with the donuts' names, a y-axis from 0 at
// round values, and the header's total of these five only (docs/domain.md §4.3,
// decision 4).

import FoodTruckKit
import Testing

@Suite("TopSalesChart")
struct TopSalesChartTests {
  /// 2023-11-14 22:13:20 UTC.
  static let now: Int64 = 1_700_000_000_000

  static func simulated(seed: UInt64) throws -> Truck {
    var truck = Truck()
    try truck.simulate(seed: seed, now: now)
    return truck
  }

  @Test(
    "The bars are the Top 5 in ascending order (sales, then id)",
    arguments: [UInt64(1), 7, 2_024], Timeframe.allCases)
  func barsAreTheTopFiveAscending(seed: UInt64, timeframe: Timeframe) throws {
    let truck = try TopSalesChartTests.simulated(seed: seed)
    let chart = truck.topSalesChart(timeframe, now: TopSalesChartTests.now)
    let top = truck.top(5, timeframe, city: nil, now: TopSalesChartTests.now)
    let ascending = top.sorted { ($0.sales, $0.donutId) < ($1.sales, $1.donutId) }
    #expect(chart.bars.map(\.donutId) == ascending.map(\.donutId))
    #expect(chart.bars.map(\.value) == ascending.map(\.sales))
    #expect(chart.bars.map(\.valueText) == ascending.map { cldr($0.sales, .english) })
    let tallest = Double(chart.bars.last?.value ?? 0)
    #expect(try chart.ticks == NiceTicks.ticks(lower: 0, upper: tallest))
    #expect(chart.ticks.first == 0 && (chart.ticks.last ?? 0) >= tallest)
    #expect(chart.totalText == "\(cldr(ascending.reduce(0) { $0 + $1.sales }, .english)) donuts")
  }

  @Test("Equal sales keep the ranking's id order, lower id first")
  func ties() throws {
    var truck = Truck()
    #expect(
      truck.topSalesChart(.today, now: TopSalesChartTests.now).bars.map(\.donutId) == [
        0, 1, 2, 3, 4,
      ])
    _ = try truck.placeOrder(
      [
        OrderLine(donutId: 5, count: 2), OrderLine(donutId: 9, count: 2),
        OrderLine(donutId: 1, count: 3),
      ], now: TopSalesChartTests.now)
    let chart = truck.topSalesChart(.today, now: TopSalesChartTests.now)
    #expect(chart.bars.map(\.donutId) == [0, 2, 5, 9, 1])
    #expect(chart.bars.map(\.value) == [0, 0, 2, 2, 3])
    #expect(chart.totalText == "7 donuts")
  }

  @Test(
    "Labels are the donuts' names and the header is localized",
    arguments: zip(
      [TruckLocale.english, .arabic], ["Total Sales", "إجمالي المبيعات"]))
  func words(locale: TruckLocale, title: String) throws {
    var truck = try TopSalesChartTests.simulated(seed: 3)
    truck.locale = locale
    let chart = truck.topSalesChart(.week, now: TopSalesChartTests.now)
    #expect(chart.title == title)
    #expect(
      chart.bars.map(\.label)
        == chart.bars.map { truck.catalog.donuts[$0.donutId].name.text(in: locale) })
    #expect(chart.totalText.hasPrefix("\(cldr(chart.bars.reduce(0) { $0 + $1.value }, locale)) "))
  }

  @Test("One donut sold reads \"1 donut\"; the Cosmos bar is last")
  func singular() throws {
    var truck = Truck()
    _ = try truck.placeOrder([OrderLine(donutId: 3, count: 1)], now: TopSalesChartTests.now)
    let chart = truck.topSalesChart(.today, now: TopSalesChartTests.now)
    #expect(chart.totalText == "1 donut")
    #expect(chart.bars.last?.label == "Cosmos")
  }

  @Test("Another count of bars", arguments: [0, 1, 3, 17, 40])
  func count(n: Int) throws {
    let truck = try TopSalesChartTests.simulated(seed: 9)
    let chart = truck.topSalesChart(.month, count: n, now: TopSalesChartTests.now)
    #expect(chart.bars.count == min(n, 17))
    #expect(chart.bars.map(\.value) == chart.bars.map(\.value).sorted())
  }
}
