// SPDX-License-Identifier: Apache-2.0
// ChartSVG: a chart's layout drawn as SVG, item by item, with no arithmetic of its own beyond
// joining a line's points: what a shell drawing with cairo or a canvas does with the same items.

extension Truck {
  /// Draws `layout`'s items into `svg`, back to front; a line's points become one polyline per
  /// city (dashed to a partial point, which is drawn hollow) or the forecast's area.
  func draw(_ layout: ChartLayout, into svg: inout SVGDocument) {
    var points: [ChartItem] = []
    var thumbnails = 0
    func flush(_ svg: inout SVGDocument) {
      guard !points.isEmpty else { return }
      drawLines(points, plot: layout.items.first { $0.kind == .plot }?.frame, into: &svg)
      points = []
    }
    for item in layout.items {
      if item.kind == .point || item.kind == .partialPoint {
        points.append(item)
        continue
      }
      flush(&svg)
      let f = item.frame
      switch item.kind {
      case .plot, .point, .partialPoint: break
      case .gridLine:
        svg.element(
          "line",
          [
            ("x1", SVGDocument.number(f.minX)), ("y1", SVGDocument.number(f.minY)),
            ("x2", SVGDocument.number(f.maxX)), ("y2", SVGDocument.number(f.minY)),
            ("stroke", "#E5E5E5"), ("stroke-width", "1"),
          ])
      case .bar: svg.rect(f, fill: Palette.bar, radius: min(4, f.size.width / 2))
      case .capsule: svg.rect(f, fill: "#EDEDF2", radius: f.size.height / 2)
      case .night: svg.rect(f, fill: "#3E3D98", radius: 0, opacity: "0.35")
      case .legendKey:
        svg.element(
          "circle",
          [
            ("cx", SVGDocument.number(f.midX)), ("cy", SVGDocument.number(f.midY)),
            ("r", SVGDocument.number(f.size.width / 2)), ("fill", Palette.city(item.reference)),
          ])
      case .thumbnail:
        guard catalog.donuts.indices.contains(item.reference) else { break }
        thumbnails += 1
        let side = SVGDocument.number(f.size.width)
        svg.raw(
          "<svg x=\"\(SVGDocument.number(f.minX))\" y=\"\(SVGDocument.number(f.minY))\" "
            + "width=\"\(side)\" height=\"\(side)\">\n")
        drawDonut(
          catalog.donuts[item.reference], size: f.size.width,
          clip: "ft-ring-\(side)-\(thumbnails)", into: &svg)
        svg.raw("</svg>\n")
      case .title, .total, .valueLabel, .timeLabel, .capsuleLabel, .nameLabel, .legendLabel:
        svg.text(item)
      }
    }
    flush(&svg)
  }

  /// The lines through `points`: one per reference, in their order. The forecast's (reference
  /// 0 with a plot and no partial point) is an area down to the plot's bottom.
  private func drawLines(_ points: [ChartItem], plot: Rect?, into svg: inout SVGDocument) {
    func xy(_ item: ChartItem) -> String {
      SVGDocument.number(item.frame.midX) + "," + SVGDocument.number(item.frame.midY)
    }
    var references: [Int] = []
    for point in points where !references.contains(point.reference) {
      references.append(point.reference)
    }
    let isArea = !points.contains { $0.kind == .partialPoint }
    for reference in references {
      let line = points.filter { $0.reference == reference }
      if isArea, let plot, let first = line.first, let last = line.last {
        let floor = SVGDocument.number(plot.maxY)
        let path =
          "M\(SVGDocument.number(first.frame.midX)),\(floor) L"
          + line.map(xy).joined(separator: " L")
          + " L\(SVGDocument.number(last.frame.midX)),\(floor) Z"
        svg.element(
          "path",
          [("d", path), ("fill", "#F5C542"), ("stroke", "#2BB3A3"), ("stroke-width", "1.5")])
        continue
      }
      let color = Palette.city(reference)
      let whole = line.filter { $0.kind == .point }
      svg.element(
        "polyline",
        [
          ("points", whole.map(xy).joined(separator: " ")), ("fill", "none"), ("stroke", color),
          ("stroke-width", "2"), ("stroke-linejoin", "round"),
        ])
      guard let partial = line.last, partial.kind == .partialPoint else { continue }
      if let before = whole.last {
        svg.element(
          "polyline",
          [
            ("points", xy(before) + " " + xy(partial)), ("fill", "none"), ("stroke", color),
            ("stroke-width", "2"), ("stroke-dasharray", "4 3"),
          ])
      }
      svg.element(
        "circle",
        [
          ("cx", SVGDocument.number(partial.frame.midX)),
          ("cy", SVGDocument.number(partial.frame.midY)),
          ("r", SVGDocument.number(partial.frame.size.width / 2)), ("fill", "#FFFFFF"),
          ("stroke", color), ("stroke-width", "2"),
        ])
    }
  }
}

extension SVGDocument {
  /// A rectangle, its corners rounded by `radius`.
  mutating func rect(_ frame: Rect, fill: String, radius: Double, opacity: String = "1") {
    var attributes = [
      ("x", SVGDocument.number(frame.minX)), ("y", SVGDocument.number(frame.minY)),
      ("width", SVGDocument.number(frame.size.width)),
      ("height", SVGDocument.number(frame.size.height)),
    ]
    if radius > 0 { attributes.append(("rx", SVGDocument.number(radius))) }
    attributes.append(("fill", fill))
    if opacity != "1" { attributes.append(("fill-opacity", opacity)) }
    element("rect", attributes)
  }

  /// A chart text in its box: aligned to the box's side, on the box's baseline, in the colour
  /// of its kind.
  mutating func text(_ item: ChartItem) {
    let f = item.frame
    let (x, anchor): (Double, String) =
      switch item.alignment {
      case .left: (f.minX, rightToLeft ? "end" : "start")
      case .center: (f.midX, "middle")
      case .right: (f.maxX, rightToLeft ? "start" : "end")
      }
    let fill =
      switch item.kind {
      case .title, .valueLabel: "#666666"
      case .total: "#111111"
      default: "#333333"
      }
    text(
      item.text, x: x, y: ChartText.baseline(top: f.minY, size: item.fontSize), size: item.fontSize,
      anchor: anchor, fill: fill)
  }
}

extension Palette {
  /// A city's colour in the charts, by its raw value.
  static func city(_ city: Int) -> String { cities[max(0, city) % cities.count] }
}
