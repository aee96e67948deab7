// SPDX-License-Identifier: Apache-2.0
// SalesHistoryLayout: the Sales History's lines, one per city, with a legend above, the dates
// under the plot and the value axis in a gutter on the trailing side. The last point is today
// (this month in the year view), still under way: it is a partial point, drawn hollow at the
// end of a dashed segment, so that a day half sold does not read as a fall (docs/domain.md
// §4.4).

extension Truck {
  /// The Sales History's items for a picture of `size`.
  func salesHistoryLayout(_ chart: SalesHistoryChart, _ size: Size) -> [ChartItem] {
    let margin = 8.0
    let legendSize = 12.0
    var items: [ChartItem] = []
    // The legend: the cities side by side in equal columns from 130 points a column (where
    // every city's name fits in both languages) if each name fits its column, else one city a
    // line; a width decides it, not a language, so that Arabic mirrors English.
    let columns = Double(max(chart.series.count, 1))
    let column = (size.width - 2 * margin) / columns
    let entryWidth = { (name: String) in 16 + ChartText.width(name, size: legendSize) }
    let sideBySide = column >= 130 && chart.series.allSatisfy { entryWidth($0.name) <= column - 8 }
    let lineHeight = ChartText.height(size: legendSize)
    for (index, series) in chart.series.enumerated() {
      let x = margin + (sideBySide ? column * Double(index) : 0)
      let top = margin + (sideBySide ? 0 : lineHeight * Double(index))
      let city = series.city.rawValue
      items.append(
        ChartItem(
          .legendKey, Rect(x: x, y: top + lineHeight / 2 - 5, width: 10, height: 10),
          reference: city))
      items.append(
        ChartText.leading(
          .legendLabel, series.name, x: x + 16, top: top, size: legendSize, reference: city))
    }
    let legendRows = sideBySide ? 1.0 : Double(chart.series.count)
    let plotTop = margin + lineHeight * legendRows + 14
    let dateBand = ChartText.height(size: ChartText.minimumSize) + 8
    let plotBottom = max(plotTop + 1, size.height - margin - dateBand)
    let values = chart.series.flatMap { $0.points.map { Double($0.sales) } }
    let axis = ValueAxis(
      lower: values.min() ?? 0, upper: values.max() ?? 0, plotHeight: plotBottom - plotTop,
      integral: true, label: { [self.locale.number($0)] })
    let left = margin
    let right = max(left + 1, size.width - margin - axis.gutter)
    items.append(
      ChartItem(.plot, Rect(x: left, y: plotTop, width: right - left, height: plotBottom - plotTop))
    )
    items += axis.items(left: left, right: right, top: plotTop, bottom: plotBottom)
    let count = chart.series.first?.points.count ?? 0
    let x = { (index: Int) in left + (right - left) * Double(index) / Double(max(count - 1, 1)) }
    let starts = chart.series.first?.points.map(\.start) ?? []
    let marks = chart.dateTicks.compactMap { tick in
      starts.firstIndex(of: tick.at).map { (x: x($0), label: tick.label) }
    }
    items += timeAxisItems(marks, top: plotBottom + 8, width: size.width, margin: margin)
    for series in chart.series {
      for (index, point) in series.points.enumerated() {
        let y = axis.y(Double(point.sales), top: plotTop, bottom: plotBottom)
        items.append(
          ChartItem(
            index == count - 1 ? .partialPoint : .point,
            Rect(center: Point(x: x(index), y: y), size: Size(width: 6, height: 6)),
            reference: series.city.rawValue))
      }
    }
    return items
  }
}
