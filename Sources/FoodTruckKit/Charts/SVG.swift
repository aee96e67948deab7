// SVG: ready pictures for shells without a vector toolkit: a donut drawn from its layers and
// the three charts, as standalone SVG documents sized by the caller. Deterministic text: the
// same inputs give the same bytes (golden files in tests/golden).

/// A minimal SVG writer: elements with escaped attributes and text.
struct SVGDocument {
  private(set) var body = ""
  let width: Double
  let height: Double
  let rightToLeft: Bool

  init(width: Double, height: Double, rightToLeft: Bool) {
    self.width = width
    self.height = height
    self.rightToLeft = rightToLeft
  }

  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(rounded)
  }

  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }

  mutating func element(_ name: String, _ attributes: [(String, String)], text: String? = nil) {
    body += "<\(name)"
    for (key, value) in attributes { body += " \(key)=\"\(SVGDocument.escape(value))\"" }
    if let text {
      body += ">\(SVGDocument.escape(text))</\(name)>\n"
    } else {
      body += "/>\n"
    }
  }

  mutating func raw(_ text: String) { body += text }

  /// Text, anchored so that it reads correctly in the document's direction.
  mutating func text(
    _ string: String, x: Double, y: Double, size: Double, anchor: String, fill: String = "#333333"
  ) {
    var attributes = [
      ("x", SVGDocument.number(x)), ("y", SVGDocument.number(y)),
      ("font-family", "sans-serif"), ("font-size", SVGDocument.number(size)),
      ("text-anchor", anchor), ("fill", fill),
    ]
    if rightToLeft { attributes.append(("direction", "rtl")) }
    element("text", attributes, text: string)
  }

  /// The white page behind a chart.
  mutating func background() {
    element(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("width", SVGDocument.number(width)),
        ("height", SVGDocument.number(height)), ("fill", "#FFFFFF"),
      ])
  }

  /// A horizontal grid line across the plot at `y`, with its value label beside the axis.
  mutating func gridLine(y: Double, from left: Double, to right: Double, label: String) {
    element(
      "line",
      [
        ("x1", SVGDocument.number(x(left))), ("y1", SVGDocument.number(y)),
        ("x2", SVGDocument.number(x(right))), ("y2", SVGDocument.number(y)),
        ("stroke", "#E5E5E5"), ("stroke-width", "1"),
      ])
    text(label, x: x(left - 6), y: y + 4, size: 10, anchor: "end", fill: "#888888")
  }

  /// x mirrored for right-to-left documents.
  func x(_ value: Double) -> Double { rightToLeft ? width - value : value }

  var document: String {
    let w = SVGDocument.number(width)
    let h = SVGDocument.number(height)
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
      + body + "</svg>\n"
  }
}

enum Palette {
  /// Dough colors (the original's light-mode dough backgrounds) and the sauce colors, by the
  /// color part of an image key.
  static func color(_ key: String) -> String {
    switch key {
    case "blue": "#9CAEBF"
    case "brown": "#998069"
    case "green": "#8CC096"
    case "pink": "#BE9A99"
    case "plain": "#C2A27B"
    case "white": "#AEB5BD"
    case "yellow": "#D9C794"
    case "orange": "#E8884A"
    default: "#C2A27B"
    }
  }

  static func sauce(_ key: String) -> String {
    switch key {
    case "blue": "#4E6FB8"
    case "brown": "#5A3522"
    case "green": "#5DAE5F"
    case "orange": "#E56A1F"
    case "pink": "#E886B0"
    case "white": "#F7F4EE"
    case "yellow": "#F2D14B"
    default: "#F7F4EE"
    }
  }

  static let cities = ["#5856D6", "#FF9500", "#34C759"]
  static let bar = "#5856D6"
  static let axis = "#999999"
}

/// The sides a picture may have, in points: from one point to far beyond any screen, and a
/// bound on the text a picture takes.
public enum PictureSize {
  public static let sides = 1.0...10_000.0

  static func check(_ side: Double, _ what: String, input: String) throws(FoodTruckError) {
    guard sides.contains(side) else {
      throw .invalidArgument("the \(what) \(side) is outside 1 to 10000 points", input: input)
    }
  }

  static func check(width: Double, height: Double) throws(FoodTruckError) {
    try check(width, "width", input: "width")
    try check(height, "height", input: "height")
  }
}

/// The charts a picture can show. Raw values are the C ABI's `foodtruck_chart_kind`.
public enum ChartKind: Int, CaseIterable, Sendable, Hashable {
  case topSales = 0
  case salesHistory = 1
  /// The temperature forecast (its timeframe is ignored).
  case forecast = 2
}

extension Truck {
  /// A chart as SVG, `width` x `height` points (see ``PictureSize``), in the session's
  /// language.
  public func chartSVG(
    _ chart: ChartKind, _ timeframe: Timeframe, now: Int64, width: Double, height: Double
  ) throws(FoodTruckError) -> String {
    switch chart {
    case .topSales: try topSalesSVG(timeframe, now: now, width: width, height: height)
    case .salesHistory: try salesHistorySVG(timeframe, now: now, width: width, height: height)
    case .forecast: try forecastSVG(now: now, width: width, height: height)
    }
  }

  /// A donut as SVG: dough, then glaze, then topping, in the catalog's colors, `size` points
  /// square (see ``PictureSize``).
  public func donutSVG(id: Int, size: Double) throws(FoodTruckError) -> String {
    try PictureSize.check(size, "size", input: "size")
    let donut = try catalog.donut(id: id)
    var svg = SVGDocument(width: size, height: size, rightToLeft: false)
    let scale = size / 100
    func n(_ value: Double) -> String { SVGDocument.number(value * scale) }
    let dough = Ingredient.doughs[donut.recipe.dough]
    svg.element(
      "circle",
      [
        ("cx", n(50)), ("cy", n(50)), ("r", n(Self.dough.radius)), ("fill", "none"),
        ("stroke", Palette.color(dough.imageKey)), ("stroke-width", n(Self.dough.width)),
      ])
    if let glaze = donut.recipe.glaze.map({ Ingredient.glazes[$0] }) {
      if glaze.imageKey == "rainbow" {
        for (index, color) in ["#E94B3C", "#F2D14B", "#5DAE5F", "#4E6FB8"].enumerated() {
          svg.element(
            "circle",
            [
              ("cx", n(50)), ("cy", n(50)), ("r", n(24 + Double(index) * 5)),
              ("fill", "none"), ("stroke", color), ("stroke-width", n(5)),
            ])
        }
      } else {
        svg.element(
          "circle",
          [
            ("cx", n(50)), ("cy", n(50)), ("r", n(32)), ("fill", "none"),
            ("stroke", Palette.sauce(glaze.imageKey)), ("stroke-width", n(22)),
          ])
      }
    }
    if let topping = donut.recipe.topping.map({ Ingredient.toppings[$0] }) {
      // The topping lies on the ring only, never across the hole (the original masks its
      // topping images the same way). The clip's id carries the size, so that pictures of
      // different sizes set in one page do not borrow each other's clip.
      let clip = "ft-ring-\(SVGDocument.number(size))"
      svg.raw("<clipPath id=\"\(clip)\">")
      svg.element(
        "path",
        [
          (
            "d",
            Self.circle(Self.dough.radius + Self.dough.width / 2, n) + " "
              + Self.circle(Self.dough.radius - Self.dough.width / 2, n)
          ),
          ("clip-rule", "evenodd"),
        ])
      svg.raw("</clipPath>\n<g clip-path=\"url(#\(clip))\">\n")
      drawTopping(topping, into: &svg, n)
      svg.raw("</g>\n")
    }
    return svg.document
  }

  /// The dough's ring in a donut picture of side 100, around (50, 50): its hole has a radius of
  /// 17 (toppings are clipped to it).
  private static let dough = (radius: 32.0, width: 30.0)

  /// A circle of `radius` around the donut's centre, as a closed path of two arcs.
  private static func circle(_ radius: Double, _ n: (Double) -> String) -> String {
    "M\(n(50 - radius)),\(n(50)) a\(n(radius)),\(n(radius)) 0 1,0 \(n(2 * radius)),0 "
      + "a\(n(radius)),\(n(radius)) 0 1,0 \(n(-2 * radius)),0 Z"
  }

  private func drawTopping(
    _ topping: Ingredient, into svg: inout SVGDocument, _ n: (Double) -> String
  ) {
    let key = topping.imageKey
    let color = Palette.sauce(key.split(separator: "-").last.map(String.init) ?? "white")
    // 12 points around the ring, at fixed angles (no trigonometry: a precomputed unit circle).
    let ring: [(Double, Double)] = [
      (1, 0), (0.866, 0.5), (0.5, 0.866), (0, 1), (-0.5, 0.866), (-0.866, 0.5), (-1, 0),
      (-0.866, -0.5), (-0.5, -0.866), (0, -1), (0.5, -0.866), (0.866, -0.5),
    ]
    if key.hasPrefix("sprinkles") || key == "powdersugar" {
      let colors =
        key == "powdersugar"
        ? ["#FFFFFF"] : ["#E94B3C", "#F2D14B", "#5DAE5F", "#4E6FB8", "#FFFFFF"]
      for (index, (cx, cy)) in ring.enumerated() {
        let radius = index % 2 == 0 ? 30.0 : 36.0
        svg.element(
          "circle",
          [
            ("cx", n(50 + cx * radius)), ("cy", n(50 + cy * radius)),
            ("r", n(key == "sprinkles-stars" ? 2.6 : 2)), ("fill", colors[index % colors.count]),
          ])
      }
    } else if key.hasPrefix("crisscross") || key.hasPrefix("straight") {
      let crossing = key.hasPrefix("crisscross")
      for offset in stride(from: -24.0, through: 24.0, by: 12) {
        svg.element(
          "line",
          [
            ("x1", n(50 + offset)), ("y1", n(20)), ("x2", n(50 + offset)), ("y2", n(80)),
            ("stroke", color), ("stroke-width", n(2.5)), ("stroke-linecap", "round"),
          ])
        if crossing {
          svg.element(
            "line",
            [
              ("x1", n(20)), ("y1", n(50 + offset)), ("x2", n(80)), ("y2", n(50 + offset)),
              ("stroke", color), ("stroke-width", n(2.5)), ("stroke-linecap", "round"),
            ])
        }
      }
    } else {
      // A drizzle: a zigzag around the ring, between the glaze's inner and outer edges, over a
      // pale edge of its own so that it reads on a glaze of its own colour.
      // Every 15 degrees: the ring's points and each one turned by 15 degrees (cos 15 and
      // sin 15), 12 peaks in all.
      let (cos15, sin15) = (0.96593, 0.25882)
      let turned = ring.flatMap { x, y in [(x, y), (x * cos15 - y * sin15, x * sin15 + y * cos15)] }
      let points = turned.enumerated().map { index, point -> String in
        let radius = index % 2 == 0 ? 25.0 : 39.0
        return "\(n(50 + point.0 * radius)),\(n(50 + point.1 * radius))"
      }.joined(separator: " ")
      for (stroke, width, opacity) in [("#FFFFFF", 4.6, "0.6"), (color, 3.0, "1")] {
        svg.element(
          "polygon",
          [
            ("points", points), ("fill", "none"), ("stroke", stroke), ("stroke-width", n(width)),
            ("stroke-opacity", opacity), ("stroke-linejoin", "round"),
          ])
      }
    }
  }

  /// The Top 5 bar chart as SVG, `width` x `height` points (see ``PictureSize``), in the
  /// session's language.
  public func topSalesSVG(_ timeframe: Timeframe, now: Int64, width: Double, height: Double)
    throws(FoodTruckError) -> String
  {
    try PictureSize.check(width: width, height: height)
    let chart = topSalesChart(timeframe, now: now)
    var svg = SVGDocument(width: width, height: height, rightToLeft: locale.isRightToLeft)
    let (left, right, top, bottom) = (48.0, 16.0, 48.0, 40.0)
    let plotW = max(1, width - left - right)
    let plotH = max(1, height - top - bottom)
    let maxTick = chart.ticks.last ?? 1
    svg.background()
    svg.text(chart.title, x: svg.x(left), y: 20, size: 13, anchor: "start", fill: "#666666")
    svg.text(chart.totalText, x: svg.x(left), y: 38, size: 16, anchor: "start", fill: "#111111")
    for tick in chart.ticks {
      let y = top + plotH - plotH * tick / max(maxTick, 1)
      svg.gridLine(y: y, from: left, to: left + plotW, label: locale.number(tick))
    }
    let slot = plotW / Double(max(chart.bars.count, 1))
    for (index, bar) in chart.bars.enumerated() {
      let barH = plotH * Double(bar.value) / max(maxTick, 1)
      let x = left + slot * Double(index) + slot * 0.2
      let drawnX = locale.isRightToLeft ? width - x - slot * 0.6 : x
      svg.element(
        "rect",
        [
          ("x", SVGDocument.number(drawnX)), ("y", SVGDocument.number(top + plotH - barH)),
          ("width", SVGDocument.number(slot * 0.6)), ("height", SVGDocument.number(barH)),
          ("rx", "4"), ("fill", Palette.bar),
        ])
      let centre = svg.x(left + slot * (Double(index) + 0.5))
      svg.text(
        bar.valueText, x: centre, y: top + plotH - barH - 6, size: 11, anchor: "middle",
        fill: "#111111")
      svg.text(bar.label, x: centre, y: top + plotH + 16, size: 10, anchor: "middle")
    }
    return svg.document
  }

  /// The Sales History chart as SVG: one line per city, date marks, a legend.
  public func salesHistorySVG(_ timeframe: Timeframe, now: Int64, width: Double, height: Double)
    throws(FoodTruckError) -> String
  {
    try PictureSize.check(width: width, height: height)
    try requireHistory(timeframe, now: now)
    let chart = salesHistoryChart(timeframe, now: now)
    var svg = SVGDocument(width: width, height: height, rightToLeft: locale.isRightToLeft)
    let (left, right, top, bottom) = (48.0, 16.0, 40.0, 32.0)
    let plotW = max(1, width - left - right)
    let plotH = max(1, height - top - bottom)
    let low = chart.valueTicks.first ?? 0
    let high = max(chart.valueTicks.last ?? 1, low + 1)
    let count = max((chart.series.first?.points.count ?? 1) - 1, 1)
    func px(_ index: Int) -> Double { svg.x(left + plotW * Double(index) / Double(count)) }
    func py(_ value: Double) -> Double { top + plotH - plotH * (value - low) / (high - low) }
    svg.background()
    for tick in chart.valueTicks {
      svg.gridLine(y: py(tick), from: left, to: left + plotW, label: locale.number(tick))
    }
    let starts = chart.series.first?.points.map(\.start) ?? []
    for tick in chart.dateTicks {
      guard let index = starts.firstIndex(of: tick.at) else { continue }
      svg.text(tick.label, x: px(index), y: top + plotH + 18, size: 10, anchor: "middle")
    }
    for (number, series) in chart.series.enumerated() {
      let color = Palette.cities[number % Palette.cities.count]
      let points = series.points.enumerated().map {
        "\(SVGDocument.number(px($0.offset))),\(SVGDocument.number(py(Double($0.element.sales))))"
      }.joined(separator: " ")
      svg.element(
        "polyline",
        [("points", points), ("fill", "none"), ("stroke", color), ("stroke-width", "2")])
      let legendX = svg.x(left + Double(number) * 110)
      svg.element(
        "circle",
        [
          ("cx", SVGDocument.number(legendX + (locale.isRightToLeft ? -5 : 5))),
          ("cy", "20"), ("r", "5"), ("fill", color),
        ])
      svg.text(
        series.name, x: legendX + (locale.isRightToLeft ? -14 : 14), y: 24, size: 11,
        anchor: "start")
    }
    return svg.document
  }

  /// The temperature forecast as SVG: the area from the floor to each hour, nights shaded,
  /// marks every 3 hours.
  public func forecastSVG(now: Int64, width: Double, height: Double) throws(FoodTruckError)
    -> String
  {
    try PictureSize.check(width: width, height: height)
    let chart = forecastChart(now: now)
    var svg = SVGDocument(width: width, height: height, rightToLeft: locale.isRightToLeft)
    let (left, right, top, bottom) = (44.0, 12.0, 16.0, 28.0)
    let plotW = max(1, width - left - right)
    let plotH = max(1, height - top - bottom)
    let low = chart.degreeTicks.first?.value ?? Double(chart.low)
    let high = max(chart.degreeTicks.last?.value ?? 100, low + 1)
    guard let first = chart.hours.first?.at, let last = chart.hours.last?.at else {
      return svg.document
    }
    let span = Double(max(last - first, 1))
    func px(_ at: Int64) -> Double { svg.x(left + plotW * Double(at - first) / span) }
    func py(_ value: Double) -> Double { top + plotH - plotH * (value - low) / (high - low) }
    svg.background()
    var area = "M \(SVGDocument.number(px(first))) \(SVGDocument.number(py(Double(chart.low))))"
    for hour in chart.hours {
      area +=
        " L \(SVGDocument.number(px(hour.at))) \(SVGDocument.number(py(Double(hour.degreesF))))"
    }
    area += " L \(SVGDocument.number(px(last))) \(SVGDocument.number(py(Double(chart.low)))) Z"
    svg.element(
      "path", [("d", area), ("fill", "#F5C542"), ("stroke", "#2BB3A3"), ("stroke-width", "1.5")])
    for night in chart.nights {
      let x1 = min(px(night.start), px(night.end))
      let x2 = max(px(night.start), px(night.end))
      svg.element(
        "rect",
        [
          ("x", SVGDocument.number(x1)), ("y", SVGDocument.number(top)),
          ("width", SVGDocument.number(x2 - x1)), ("height", SVGDocument.number(plotH)),
          ("fill", "#3E3D98"), ("fill-opacity", "0.35"),
        ])
    }
    for tick in chart.degreeTicks {
      svg.text(
        tick.label, x: svg.x(left - 6), y: py(tick.value) + 4, size: 10, anchor: "end",
        fill: "#888888")
    }
    for tick in chart.hourTicks {
      svg.text(tick.label, x: px(tick.at), y: top + plotH + 16, size: 10, anchor: "middle")
    }
    return svg.document
  }
}
