// SPDX-License-Identifier: Apache-2.0
// ChartTotalTests: the number a chart's header shows: the Top 5's five bars only, the Sales
// History's every point of every city, none for the forecast (docs/domain.md §4.3, §4.4).

import FoodTruckKit
import Testing

@Suite("ChartTotal")
struct ChartTotalTests {
  /// 2023-11-14 22:13:20 UTC.
  static let now: Int64 = 1_700_000_000_000
  static let day: Int64 = 86_400_000

  /// A session without history, with five orders: today 2 of donut 0 and 3 of donut 1 (5);
  /// 3 days ago 4 of donut 2; 10 days ago 6 of donut 3; 20 days ago one each of donuts 4, 5 and
  /// 6 (3); 100 days ago 10 of donut 7.
  static func truck() throws -> Truck {
    var truck = Truck()
    let orders: [(Int64, [OrderLine])] = [
      (100, [OrderLine(donutId: 7, count: 10)]),
      (
        20,
        [
          OrderLine(donutId: 4, count: 1), OrderLine(donutId: 5, count: 1),
          OrderLine(donutId: 6, count: 1),
        ]
      ),
      (10, [OrderLine(donutId: 3, count: 6)]),
      (3, [OrderLine(donutId: 2, count: 4)]),
      (0, [OrderLine(donutId: 0, count: 2), OrderLine(donutId: 1, count: 3)]),
    ]
    for (daysAgo, lines) in orders {
      _ = try truck.placeOrder(lines, now: now - daysAgo * day)
    }
    return truck
  }

  // Worked out by hand from the orders above. Top 5: today {1: 3, 0: 2} = 5; the week (7 days)
  // adds donut 2's 4 = 9; the month (30 days) sells 18 but its five best are 6 + 4 + 3 + 2 + 1
  // = 16; the year adds donut 7's 10: 10 + 6 + 4 + 3 + 2 = 25 of 28. Sales History: today 5,
  // two weeks (14 days) 5 + 4 + 6 = 15, the month 18, the year 28.
  @Test(
    "The Top 5's total is that of its five bars only",
    arguments: zip([Timeframe.today, .week, .month, .year], [5, 9, 16, 25]))
  func topSales(timeframe: Timeframe, total: Int) throws {
    let truck = try ChartTotalTests.truck()
    #expect(try truck.chartTotal(.topSales, timeframe, now: ChartTotalTests.now) == total)
  }

  @Test(
    "The Sales History's total is every point of every city",
    arguments: zip([Timeframe.today, .week, .month, .year], [5, 15, 18, 28]))
  func salesHistory(timeframe: Timeframe, total: Int) throws {
    let truck = try ChartTotalTests.truck()
    #expect(try truck.chartTotal(.salesHistory, timeframe, now: ChartTotalTests.now) == total)
  }

  @Test("On simulated data, the totals are those the charts' headers add up")
  func simulated() throws {
    var truck = Truck()
    try truck.simulate(seed: 5, now: ChartTotalTests.now)
    for timeframe in Timeframe.allCases {
      let bars = truck.topSalesChart(timeframe, now: ChartTotalTests.now).bars
      #expect(
        try truck.chartTotal(.topSales, timeframe, now: ChartTotalTests.now)
          == bars.reduce(0) { $0 + $1.value })
      let points = City.allCases.flatMap {
        truck.salesSeries(timeframe, city: $0, now: ChartTotalTests.now)
      }
      #expect(
        try truck.chartTotal(.salesHistory, timeframe, now: ChartTotalTests.now)
          == points.reduce(0) { $0 + $1.sales })
    }
  }

  @Test("The forecast has no total", arguments: Timeframe.allCases)
  func forecast(timeframe: Timeframe) throws {
    let truck = try ChartTotalTests.truck()
    #expect(
      throws: FoodTruckError.invalidArgument("the forecast chart has no total", input: "chart")
    ) {
      try truck.chartTotal(.forecast, timeframe, now: ChartTotalTests.now)
    }
  }
}
