// SPDX-License-Identifier: Apache-2.0
// TopSalesChart: the Top 5 bar chart's data: bars rising left to right, labels, value
// annotations, a y-axis with round ticks, and the header (docs/domain.md §4.3).

/// One bar: a donut, its sales, its label and annotation.
public struct ChartBar: Sendable, Hashable {
  public let donutId: Int
  public let value: Int
  public let label: String
  public let valueText: String
}

/// The Top 5 chart, ready to draw.
public struct TopSalesChart: Sendable, Hashable {
  /// Ascending by sales, then by id: bars rise from left to right.
  public let bars: [ChartBar]
  /// The y-axis ticks, from 0.
  public let ticks: [Double]
  /// "Total Sales".
  public let title: String
  /// "<sum> Donuts": the sum of these bars only, as in the original.
  public let totalText: String
}

extension Truck {
  static let totalSalesTitle = LocalizedText(en: "Total Sales", ar: "إجمالي المبيعات")

  /// The Top N chart for a timeframe, in the session's language.
  public func topSalesChart(_ timeframe: Timeframe, count: Int = 5, now: Int64) -> TopSalesChart {
    let top = top(count, timeframe, city: nil, now: now)
    let bars = top.sorted { $0.sales != $1.sales ? $0.sales < $1.sales : $0.donutId < $1.donutId }
      .map { entry in
        ChartBar(
          donutId: entry.donutId, value: entry.sales,
          label: catalog.donuts.indices.contains(entry.donutId)
            ? catalog.donuts[entry.donutId].name.text(in: locale) : "#\(entry.donutId)",
          valueText: locale.number(entry.sales))
      }
    let total = bars.reduce(0) { $0 + $1.value }
    return TopSalesChart(
      bars: bars,
      ticks: NiceTicks.marks(lower: 0, upper: Double(bars.last?.value ?? 0), integral: true),
      title: Truck.totalSalesTitle.text(in: locale),
      totalText: PluralText.donuts.text(total, in: locale))
  }
}
