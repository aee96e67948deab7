// SPDX-License-Identifier: Apache-2.0
// TopSalesLayout: the Top 5 as the original draws it (the seed's TopDonutSalesChart): the title
// and total, a bar per donut with its count in a capsule on top, and under each bar the donut's
// picture (35 points high where there is room) above its name on at most two lines; the value
// axis in a gutter on the trailing side.

extension Truck {
  /// The Top 5's items, left to right, for a picture of `size`.
  func topSalesLayout(_ chart: TopSalesChart, _ size: Size) -> [ChartItem] {
    let margin = 8.0
    let (titleSize, totalSize) = (13.0, 17.0)
    let capsuleHeight = ChartText.height(size: ChartText.minimumSize) + 4
    let nameLines = 2.0
    var items = [
      ChartText.leading(.title, chart.title, x: margin, top: margin, size: titleSize),
      ChartText.leading(
        .total, chart.totalText, x: margin, top: margin + ChartText.height(size: titleSize),
        size: totalSize),
    ]
    let headerBottom =
      margin + ChartText.height(size: titleSize) + ChartText.height(size: totalSize)
    let plotTop = headerBottom + capsuleHeight + 10
    let count = max(chart.bars.count, 1)
    // The gutter depends on the marks, the marks on the plot's height: the first guess of the
    // plot's height uses a typical thumbnail and is close enough for a count of marks.
    let nameHeight = nameLines * ChartText.height(size: ChartText.minimumSize)
    let guessBottom = size.height - margin - nameHeight - 4 - 35 - 6
    let axis = ValueAxis(
      lower: 0, upper: Double(chart.bars.last?.value ?? 0), plotHeight: guessBottom - plotTop,
      integral: true, label: { [self.locale.number($0)] })
    let left = margin
    let right = max(left + 1, size.width - margin - axis.gutter)
    let slot = (right - left) / Double(count)
    let thumbnail = max(1, min(35, slot - 8))
    let plotBottom = max(plotTop + 1, size.height - margin - nameHeight - 4 - thumbnail - 6)
    items += axis.items(left: left, right: right, top: plotTop, bottom: plotBottom)
    for (index, bar) in chart.bars.enumerated() {
      let center = left + slot * (Double(index) + 0.5)
      let barWidth = min(slot * 0.55, 44)
      let top = axis.y(Double(bar.value), top: plotTop, bottom: plotBottom)
      items.append(
        ChartItem(
          .bar, Rect(x: center - barWidth / 2, y: top, width: barWidth, height: plotBottom - top),
          reference: bar.donutId))
      let label = ChartText.centered(
        .capsuleLabel, bar.valueText, x: center, y: top - 4 - capsuleHeight / 2,
        size: ChartText.minimumSize, reference: bar.donutId)
      items.append(
        ChartItem(
          .capsule,
          Rect(
            center: Point(x: center, y: label.frame.midY),
            size: Size(width: label.frame.size.width + 6, height: capsuleHeight)),
          reference: bar.donutId))
      items.append(label)
      items.append(
        ChartItem(
          .thumbnail,
          Rect(x: center - thumbnail / 2, y: plotBottom + 6, width: thumbnail, height: thumbnail),
          reference: bar.donutId))
      let lines = ChartText.wrap(
        bar.label, room: slot - 4, size: ChartText.minimumSize, lines: Int(nameLines))
      for (number, line) in lines.enumerated() {
        let lineHeight = ChartText.height(size: ChartText.minimumSize)
        items.append(
          ChartText.centered(
            .nameLabel, line, x: center,
            y: plotBottom + 6 + thumbnail + 4 + lineHeight * (Double(number) + 0.5),
            size: ChartText.minimumSize, reference: bar.donutId))
      }
    }
    return items
  }
}
