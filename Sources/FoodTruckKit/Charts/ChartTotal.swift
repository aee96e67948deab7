// SPDX-License-Identifier: Apache-2.0
// ChartTotal: the number a chart's header shows: the Top 5's sum of its five bars and the Sales
// History's "Total Sales", every point of every city (docs/domain.md §4.3, §4.4); the forecast
// has none.

extension Truck {
  /// The total a chart's header shows for `timeframe` ending at `now`: for the Top 5, the sum of
  /// its five bars only (``TopSalesChart/bars``), as the original's "<sum> Donuts"; for the
  /// Sales History, the sum of every point of every city's line (``SalesHistoryChart/total``).
  ///
  /// The Sales History's total is served while the store locks the month and the year
  /// (docs/domain.md, decision 15): the original shows it over the locked chart. For the month
  /// and the year it is the number ``totalSales(_:city:now:)`` gives for all cities, which is
  /// never locked; the week's is its two-week view's (14 days, where the week's total has 7).
  ///
  /// - Throws: `invalidArgument` for the forecast, which has no total.
  public func chartTotal(_ chart: ChartKind, _ timeframe: Timeframe, now: Int64)
    throws(FoodTruckError) -> Int
  {
    switch chart {
    case .topSales:
      return top(5, timeframe, city: nil, now: now).reduce(0) { $0 + $1.sales }
    case .salesHistory:
      // The combined line's points are the sums of the cities' points at each date.
      return salesSeries(timeframe, city: nil, now: now).reduce(0) { $0 + $1.sales }
    case .forecast:
      throw .invalidArgument("the forecast chart has no total", input: "chart")
    }
  }
}
