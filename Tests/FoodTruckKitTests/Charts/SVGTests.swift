// SPDX-License-Identifier: Apache-2.0
// SVGTests: the ready pictures: a donut drawn from its layers in the catalog's colors, and the
// three charts, as standalone, well-formed SVG documents sized by the caller, in the session's
// language and direction, byte-for-byte the same for the same inputs (docs/domain.md
// §1.5, §4.3, §4.4, §5.2, §12.5; decision 9).

import Testing

@testable import FoodTruckKit

@Suite("SVG")
struct SVGTests {
  /// 2023-11-14 22:13:20 UTC.
  static let now: Int64 = 1_700_000_000_000
  static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

  static let truck: Truck = {
    var truck = Truck()
    try? truck.simulate(seed: 5, now: now)
    return truck
  }()

  static var arabic: Truck {
    var truck = truck
    truck.locale = .arabic
    return truck
  }

  /// The problems of `svg` as XML: unbalanced or crossed tags, a bare "<" or "&" in text or
  /// attributes, anything after the root. Enough for the writer's own output, which has no
  /// comments, CDATA or entities beyond the five escapes.
  static func wellFormedIssues(_ svg: String) -> [String] {
    guard svg.hasPrefix(header) else { return ["no XML declaration"] }
    var rest = Substring(svg.dropFirst(header.count))
    var open: [Substring] = []
    var issues: [String] = []
    var closedRoot = false
    func checkText(_ text: Substring) {
      var scan = text
      while let amp = scan.firstIndex(of: "&") {
        let tail = scan[amp...]
        if !["&amp;", "&lt;", "&gt;", "&quot;"].contains(where: { tail.hasPrefix($0) }) {
          issues.append("bare & in \(text.prefix(40))")
        }
        scan = scan[scan.index(after: amp)...]
      }
    }
    while let start = rest.firstIndex(of: "<") {
      let text = rest[..<start]
      checkText(text)
      if closedRoot && !text.allSatisfy(\.isWhitespace) { issues.append("text after the root") }
      guard let end = rest[start...].firstIndex(of: ">") else {
        issues.append("unterminated tag")
        break
      }
      let tag = rest[rest.index(after: start)..<end]
      if tag.contains("<") { issues.append("< inside a tag: \(tag.prefix(40))") }
      checkText(tag)
      if tag.hasPrefix("/") {
        let name = tag.dropFirst()
        if open.popLast() != name { issues.append("</\(name)> closes the wrong element") }
        if open.isEmpty { closedRoot = true }
      } else if !tag.hasSuffix("/") {
        if closedRoot { issues.append("a second root") }
        open.append(tag.prefix { $0 != " " })
      } else if open.isEmpty {
        issues.append("an element outside the root")
      }
      rest = rest[rest.index(after: end)...]
    }
    if !open.isEmpty { issues.append("unclosed: \(open)") }
    if !closedRoot { issues.append("no root element") }
    if !rest.allSatisfy(\.isWhitespace) { issues.append("trailing text") }
    return issues
  }

  /// The text of every <text> element, in document order.
  static func texts(_ svg: String) -> [String] {
    svg.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("<text "), let open = line.firstIndex(of: ">"),
        let close = line.firstRange(of: "</text>")
      else { return nil }
      return String(line[line.index(after: open)..<close.lowerBound])
    }
  }

  @Test("The checker itself catches broken documents")
  func checkerCatchesFaults() {
    let good = SVGTests.header + "<svg a=\"1\">\n<g>\n<rect/>\n</g>\n</svg>\n"
    #expect(SVGTests.wellFormedIssues(good) == [])
    for bad in [
      "<svg>\n<g>\n</svg>\n", "<svg>\n</g>\n</svg>\n", "<svg>a & b</svg>\n", "<svg></svg><svg/>",
      "<svg x=\"<\"/>", "<rect/>",
    ] {
      #expect(!SVGTests.wellFormedIssues(SVGTests.header + bad).isEmpty, "\(bad)")
    }
  }

  // MARK: - Numbers and text

  @Test(
    "Numbers: at most two decimals, integers bare, non-finite as 0",
    arguments: zip(
      [
        1.0, 12.345, 0.004, -2.5, 100, 1e20, .nan, .infinity, -0.001, 116.666_666, 2.675_000_1,
        0.05, -0.05, 3.07, -0.5, 12_345_678_901.234, 90_071_992_547_409.9,
      ],
      [
        "1", "12.35", "0", "-2.5", "100", "1e+20", "0", "0", "0", "116.67", "2.68", "0.05", "-0.05",
        "3.07", "-0.5", "12345678901.23", "90071992547409.9",
      ]))
  func number(value: Double, text: String) {
    #expect(SVGDocument.number(value) == text)
  }

  @Test("Numbers are the hundredths they round to, as a Double's shortest description has them")
  func numberAgainstDescription() {
    // The rule before numbers were written digit by digit: the rounded value's description.
    func described(_ value: Double) -> String {
      let rounded = (value * 100).rounded() / 100
      if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
      return String(rounded)
    }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var differing: [Double] = []
    let scales = (0..<21).map { power in (0..<power).reduce(1e-4) { scale, _ in scale * 10 } }
    for index in 0..<200_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      // Magnitudes from 1e-4 to 1e16, both signs: every scale a picture or a chart uses, and
      // beyond, where the description takes over.
      let unit = Double(state >> 11) / Double(1 << 53)
      let value = (index % 2 == 0 ? 1 : -1) * unit * scales[index % scales.count]
      if SVGDocument.number(value) != described(value) { differing.append(value) }
    }
    #expect(differing.isEmpty, "\(differing.prefix(5))")
  }

  @Test(
    "Text and attributes escape &, <, > and \"",
    arguments: zip(
      ["Tom & Jerry", "<3>", "\"quoted\"", "it's", "إجمالي"],
      ["Tom &amp; Jerry", "&lt;3&gt;", "&quot;quoted&quot;", "it's", "إجمالي"]))
  func escape(text: String, escaped: String) {
    #expect(SVGDocument.escape(text) == escaped)
  }

  // MARK: - Donuts

  @Test("Every catalog donut is a well-formed square picture", arguments: 0..<17)
  func donut(id: Int) throws {
    for size in [1.0, 64, 100, 333, 10_000] {
      let svg = try SVGTests.truck.donutSVG(id: id, size: size)
      #expect(SVGTests.wellFormedIssues(svg) == [])
      let side = SVGDocument.number(size)
      #expect(
        svg.contains(
          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(side)\" height=\"\(side)\" "
            + "viewBox=\"0 0 \(side) \(side)\">"))
      // The dough ring first: centred, radius 32 and stroke 30 of 100.
      let dough =
        "<circle cx=\"\(SVGDocument.number(size / 2))\" cy=\"\(SVGDocument.number(size / 2))\" r=\"\(SVGDocument.number(0.32 * size))\" fill=\"none\""
      #expect(svg.dropFirst(SVGTests.header.count).split(separator: "\n")[1].hasPrefix(dough))
    }
  }

  @Test("The Classic: plain dough, chocolate glaze, sprinkles, in the catalog's colors")
  func theClassic() throws {
    let lines = try SVGTests.truck.donutSVG(id: 0, size: 100).split(separator: "\n")
    #expect(
      lines[2]
        == "<circle cx=\"50\" cy=\"50\" r=\"32\" fill=\"none\" stroke=\"#C2A27B\" stroke-width=\"30\"/>"
    )
    #expect(
      lines[3]
        == "<circle cx=\"50\" cy=\"50\" r=\"32\" fill=\"none\" stroke=\"#5A3522\" stroke-width=\"22\"/>"
    )
    #expect(lines.filter { $0.hasPrefix("<circle") && $0.contains("r=\"2\"") }.count == 12)
  }

  @Test("A custom donut without glaze or topping is its dough alone")
  func plainCustomDonut() throws {
    var truck = Truck()
    let id = try truck.catalog.create(
      name: "Mine", recipe: try Recipe(dough: 2, glaze: nil, topping: nil))
    let svg = try truck.donutSVG(id: id, size: 64)
    #expect(svg.ranges(of: "<circle").count == 1)
    #expect(SVGTests.wellFormedIssues(svg) == [])
  }

  @Test("An unknown donut is not found", arguments: [-1, 17, Int.max])
  func unknownDonut(id: Int) throws {
    let error = #expect(throws: FoodTruckError.self) {
      try SVGTests.truck.donutSVG(id: id, size: 64)
    }
    #expect(error?.kind == .notFound)
  }

  // MARK: - Charts

  static func chart(_ kind: Int, _ truck: Truck, width: Double = 400, height: Double = 300)
    throws -> String
  {
    try truck.chartSVG(
      ChartKind(rawValue: kind) ?? .forecast, .week, now: now, width: width, height: height)
  }

  @Test(
    "Each chart is well-formed at any size, the same bytes for the same inputs",
    arguments: 0..<3, [(400.0, 300.0), (1, 1), (10_000, 10_000), (640.5, 480.25)])
  func charts(kind: Int, size: (Double, Double)) throws {
    for truck in [SVGTests.truck, SVGTests.arabic] {
      let svg = try SVGTests.chart(kind, truck, width: size.0, height: size.1)
      #expect(SVGTests.wellFormedIssues(svg) == [])
      let (w, h) = (SVGDocument.number(size.0), SVGDocument.number(size.1))
      #expect(svg.contains("width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""))
      #expect(try svg == SVGTests.chart(kind, truck, width: size.0, height: size.1))
    }
  }

  @Test("The Top 5: header, each bar's count and name in reading order; Arabic right to left")
  func topSales() throws {
    let chart = SVGTests.truck.topSalesChart(.week, now: SVGTests.now)
    let english = SVGTests.texts(try SVGTests.chart(0, SVGTests.truck))
    #expect(english.prefix(2) == ["Total Sales", chart.totalText])
    // At 400 points each name has a fifth of the plot: it starts its own lines, in bar order.
    let starts = chart.bars.compactMap { bar in english.firstIndex { bar.label.hasPrefix($0) } }
    #expect(starts.count == chart.bars.count && starts == starts.sorted())
    for bar in chart.bars { #expect(english.contains(bar.valueText)) }
    let arabicSVG = try SVGTests.chart(0, SVGTests.arabic)
    let arabic = SVGTests.texts(arabicSVG)
    #expect(arabic.first == "إجمالي المبيعات")
    for bar in SVGTests.arabic.topSalesChart(.week, now: SVGTests.now).bars {
      #expect(arabic.contains(bar.valueText))
      #expect(arabic.contains { bar.label.hasPrefix($0.replacing("\u{2026}", with: "")) })
    }
    #expect(try !SVGTests.chart(0, SVGTests.truck).contains("direction=\"rtl\""))
    let textCount = arabicSVG.ranges(of: "<text ").count
    #expect(arabicSVG.ranges(of: "direction=\"rtl\"").count == textCount)
  }

  @Test("Sales History: a line per city and a dashed one to today, the legend, the dates")
  func salesHistory() throws {
    for truck in [SVGTests.truck, SVGTests.arabic] {
      let chart = truck.salesHistoryChart(.week, now: SVGTests.now)
      let svg = try SVGTests.chart(1, truck)
      let words = SVGTests.texts(svg)
      #expect(svg.ranges(of: "<polyline ").count == 6)
      #expect(svg.ranges(of: "stroke-dasharray").count == 3)
      for line in chart.series { #expect(words.contains(line.name)) }
      // The dates shown are the chart's marks, the latest (today) among them, in time order.
      let dates = words.filter { w in chart.dateTicks.contains { $0.label == w } }
      #expect(dates.last == chart.dateTicks.last?.label)
      #expect(dates.count >= 2 && dates == chart.dateTicks.map(\.label).filter(dates.contains))
    }
  }

  @Test("The forecast: one area, one night, the hour and degree marks")
  func forecast() throws {
    let chart = SVGTests.truck.forecastChart(now: SVGTests.now)
    let svg = try SVGTests.chart(2, SVGTests.truck)
    let words = SVGTests.texts(svg)
    #expect(svg.ranges(of: "<path ").count == 1)
    #expect(svg.ranges(of: "fill-opacity=\"0.35\"").count == chart.nights.count)
    let degrees = words.filter { $0.hasSuffix("°F") }
    #expect(degrees.count >= 2 && degrees.allSatisfy(chart.degreeTicks.map(\.label).contains))
    let hours = words.filter { !$0.hasSuffix("°F") }
    #expect(hours.count >= 2 && hours.allSatisfy(chart.hourTicks.map(\.label).contains))
  }

  @Test(
    "A picture's sides are 1 to 10,000 points; outside is refused, naming the side",
    arguments: [(0.999, 300.0, "width"), (400.0, 10_000.5, "height"), (.nan, 300.0, "width")])
  func pictureSides(width: Double, height: Double, input: String) {
    for chart in ChartKind.allCases {
      let error = #expect(throws: FoodTruckError.self) {
        try SVGTests.truck.chartSVG(chart, .week, now: SVGTests.now, width: width, height: height)
      }
      #expect(error?.input == input)
    }
    let donut = #expect(throws: FoodTruckError.self) {
      try SVGTests.truck.donutSVG(id: 0, size: width < 1 ? width : 10_001)
    }
    #expect(donut?.input == "size")
  }

  @Test("chartSVG draws the chart it is asked for", arguments: ChartKind.allCases)
  func chartKinds(chart: ChartKind) throws {
    let truck = SVGTests.truck
    let svg = try truck.chartSVG(chart, .month, now: SVGTests.now, width: 400, height: 300)
    let marks =
      switch chart {
      case .topSales: svg.components(separatedBy: "fill=\"\(Palette.bar)\"").count - 1
      case .salesHistory: svg.components(separatedBy: "<polyline").count - 1
      case .forecast: svg.components(separatedBy: "<path d=\"M").count - 1
      }
    // Five bars; a solid and a dashed line for each of the three cities; one area.
    #expect(marks == [5, 6, 1][chart.rawValue])
  }
}
