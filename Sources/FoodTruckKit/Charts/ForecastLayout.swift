// SPDX-License-Identifier: Apache-2.0
// ForecastLayout: the forecast's area from its floor to each hour's temperature, the nights
// shaded across the plot, the hours under it and the degrees in a gutter on the trailing side.

extension Truck {
  /// The forecast's items for a picture of `size`: the plot, the area's points (reference 0)
  /// in time order, the nights over them, then the axes.
  func forecastLayout(_ chart: ForecastChart, _ size: Size) -> [ChartItem] {
    let margin = 8.0
    let labelHeight = ChartText.height(size: ChartText.minimumSize)
    let plotTop = margin + labelHeight / 2
    let plotBottom = max(plotTop + 1, size.height - margin - labelHeight - 8)
    // The degrees in the session's language first, then in the other: the gutter takes the
    // widest (see ValueAxis).
    let languages =
      [locale]
      + TruckLocale.Language.allCases.filter { $0 != locale.language }.map {
        TruckLocale($0, digits: locale.digits)
      }
    let axis = ValueAxis(
      lower: Double(chart.low), upper: Double(chart.hours.map(\.degreesF).max() ?? 0),
      plotHeight: plotBottom - plotTop, integral: true,
      label: { value in
        languages.map {
          ForecastChart.degreeLabel.text(in: $0).filling("%@", with: $0.number(Int(value)))
        }
      })
    let left = margin
    let right = max(left + 1, size.width - margin - axis.gutter)
    var items = [
      ChartItem(.plot, Rect(x: left, y: plotTop, width: right - left, height: plotBottom - plotTop))
    ]
    guard let first = chart.hours.first?.at, let last = chart.hours.last?.at else { return items }
    let span = Double(max(last - first, 1))
    let x = { (at: Int64) in left + (right - left) * Double(at - first) / span }
    for hour in chart.hours {
      let y = axis.y(Double(hour.degreesF), top: plotTop, bottom: plotBottom)
      items.append(
        ChartItem(
          .point, Rect(center: Point(x: x(hour.at), y: y), size: Size(width: 0, height: 0)),
          reference: 0))
    }
    for night in chart.nights {
      items.append(
        ChartItem(
          .night,
          Rect(
            x: x(night.start), y: plotTop, width: x(night.end) - x(night.start),
            height: plotBottom - plotTop)))
    }
    items += axis.items(left: left, right: right, top: plotTop, bottom: plotBottom)
    items += timeAxisItems(
      chart.hourTicks.map { (x: x($0.at), label: $0.label) }, top: plotBottom + 8,
      width: size.width, margin: margin)
    return items
  }
}
