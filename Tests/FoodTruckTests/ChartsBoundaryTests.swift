// SPDX-License-Identifier: Apache-2.0
// ChartsBoundaryTests: the charts through the C ABI: nice ticks, the Top 5 bars as the ranking
// reordered, the Sales History date marks and labels in English and Arabic, the placeholder
// forecast with its floor and night, and the SVG pictures parsed as XML and read for their
// localized words (docs/domain.md §4.3, §4.4, §5.2, §12.2, decision 9).

import CFoodTruck
import FoodTruck
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Charts boundary")
final class ChartsBoundaryTests {
  /// A simulated session at UTC-8; freed in deinit.
  let truck: UnsafeMutablePointer<foodtruck_truck>

  /// 2023-11-14 22:13:20 UTC (14:13:20 at UTC-8).
  static let now: Int64 = 1_700_000_000_000
  static let hour: Int64 = 3_600_000
  static let timeframes = [
    FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_TIMEFRAME_MONTH,
    FOODTRUCK_TIMEFRAME_YEAR,
  ]

  init() throws {
    truck = try newTruck()
    try #require(truckSetUTCOffset(truck, -480) == FOODTRUCK_OK)
    try #require(truckSimulate(truck, 7, ChartsBoundaryTests.now, 0) == FOODTRUCK_OK)
  }

  deinit {
    truckFree(truck)
  }

  // MARK: - Reading helpers

  func ticks(_ lower: Double, _ upper: Double, _ target: Int32) throws -> [Double] {
    try readArray(Double.nan) { chartNiceTicks(lower, upper, target, $0, $1, $2) }
  }

  func bars(_ timeframe: foodtruck_timeframe) throws -> [[Int64]] {
    try readArray(foodtruck_donut_sales(donut_id: -1, sales: -1)) {
      chartTopSales(truck, timeframe, ChartsBoundaryTests.now, $0, $1, $2)
    }.map(\.pair)
  }

  func dateTicks(_ timeframe: foodtruck_timeframe) throws -> [Int64] {
    try readArray(Int64(-1)) {
      chartDateTicks(truck, timeframe, ChartsBoundaryTests.now, $0, $1, $2)
    }
  }

  func label(_ timeframe: foodtruck_timeframe, _ at: Int64) throws -> String {
    try readText { chartDateLabel(truck, timeframe, at, $0, $1, $2) }
  }

  func svg(
    _ chart: foodtruck_chart_kind, _ timeframe: foodtruck_timeframe = FOODTRUCK_TIMEFRAME_WEEK,
    width: Double = 400,
    height: Double = 300
  ) throws -> String {
    try readText {
      svgChart(truck, chart, timeframe, ChartsBoundaryTests.now, width, height, $0, $1, $2)
    }
  }

  func setLocale(_ locale: foodtruck_locale) throws {
    try #require(truckSetLocale(truck, locale) == FOODTRUCK_OK)
  }

  // MARK: - foodtruck_chart_nice_ticks

  @Test(
    "Nice ticks: known answers",
    arguments: zip(
      [
        (0.0, 100.0, Int32(5)), (0, 805, 5), (53, 83, 6), (13, -7, 5), (0, 0, 5), (5, 5, 5),
        (0, 1, 2),
      ],
      [
        [0.0, 50, 100], [0, 500, 1_000], [50, 60, 70, 80, 90], [-10, -5, 0, 5, 10, 15],
        [0, 0.5, 1], [4.5, 5, 5.5], [0, 1],
      ]))
  func niceTicks(input: (Double, Double, Int32), expected: [Double]) throws {
    let actual = try ticks(input.0, input.1, input.2)
    #expect(actual.count == expected.count)
    #expect(zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-12 }, "\(actual)")
  }

  @Test(
    "Nice ticks refuse bounds that are not finite or span beyond a double, and targets outside 2...100",
    arguments: [
      (Double.nan, 1.0, Int32(5), "lower"), (0, .infinity, 5, "upper"), (-.infinity, 0, 5, "lower"),
      (-1e308, 1e308, 5, "lower"), (0, 1.7e308, 5, "upper"),
      (0, 1, 1, "target"), (0, 1, 101, "target"),
      (0, 1, .min, "target"),
    ])
  func niceTicksRefusals(lower: Double, upper: Double, target: Int32, parameter: String) {
    var marks = [Double](repeating: -7, count: 8)
    var count: UInt = 77
    #expect(
      chartNiceTicks(lower, upper, target, &marks, 8, &count) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_chart_nice_ticks: \(parameter)"), "\(lastErrorText)")
    #expect(count == 77 && marks.allSatisfy { $0 == -7 })
  }

  // MARK: - foodtruck_chart_top_sales (docs/domain.md §4.3)

  @Test(
    "The Top 5 bars are foodtruck_sales_top(5) in ascending order (sales, then id)",
    arguments: timeframes)
  func topSales(timeframe: foodtruck_timeframe) throws {
    let top = try readArray(foodtruck_donut_sales(donut_id: -1, sales: -1)) {
      salesTop(truck, timeframe, FOODTRUCK_CITY_ALL, ChartsBoundaryTests.now, 5, $0, $1, $2)
    }.map(\.pair)
    let bars = try bars(timeframe)
    #expect(bars.count == 5)
    #expect(bars == top.sorted { ($0[1], $0[0]) < ($1[1], $1[0]) })
  }

  @Test("Equal sales keep the lower id first")
  func topSalesTies() throws {
    let fresh = try newTruck()
    defer { truckFree(fresh) }
    try placeOrder(fresh, [(5, 2), (9, 2), (1, 3)], at: ChartsBoundaryTests.now)
    let bars = try readArray(foodtruck_donut_sales(donut_id: -1, sales: -1)) {
      chartTopSales(fresh, FOODTRUCK_TIMEFRAME_TODAY, ChartsBoundaryTests.now, $0, $1, $2)
    }.map(\.pair)
    #expect(bars == [[0, 0], [2, 0], [5, 2], [9, 2], [1, 3]])
  }

  // MARK: - foodtruck_chart_total (docs/domain.md §4.3, §4.4, decision 15)

  func total(
    _ truck: UnsafeMutablePointer<foodtruck_truck>, _ chart: foodtruck_chart_kind,
    _ timeframe: foodtruck_timeframe
  ) -> (status: foodtruck_status, total: Int64) {
    var total: Int64 = -1
    let status = chartTotal(truck, chart, timeframe, ChartsBoundaryTests.now, &total)
    return (status, total)
  }

  @Test(
    "Chart totals: the Top 5's five bars, the Sales History's every point of every city",
    arguments: timeframes)
  func totals(timeframe: foodtruck_timeframe) throws {
    let top = total(truck, FOODTRUCK_CHART_TOP_SALES, timeframe)
    #expect(top == (FOODTRUCK_OK, try bars(timeframe).reduce(0) { $0 + $1[1] }))
    var sum: Int64 = 0
    for city in [FOODTRUCK_CITY_CUPERTINO, FOODTRUCK_CITY_SAN_FRANCISCO, FOODTRUCK_CITY_LONDON] {
      sum += try readArray(foodtruck_sales_point()) {
        salesSeries(truck, timeframe, city, ChartsBoundaryTests.now, $0, $1, $2)
      }.reduce(0) { $0 + $1.sales }
    }
    #expect(total(truck, FOODTRUCK_CHART_SALES_HISTORY, timeframe) == (FOODTRUCK_OK, sum))
  }

  @Test("Chart totals worked out from orders: five bars only; the history's 14 days")
  func totalsOfKnownOrders() throws {
    let fresh = try newTruck()
    defer { truckFree(fresh) }
    let day: Int64 = 86_400_000
    // 10 days ago 6 of donut 3; today 1 each of donuts 4 to 9 and 2 of donut 0 (8).
    try placeOrder(fresh, [(3, 6)], at: ChartsBoundaryTests.now - 10 * day)
    try placeOrder(
      fresh, [(4, 1), (5, 1), (6, 1), (7, 1), (8, 1), (9, 1), (0, 2)], at: ChartsBoundaryTests.now)
    // Today's five best: 2 + 1 + 1 + 1 + 1 = 6 of the 8 sold; the week the same (the order of
    // 10 days ago is older); the month's five: 6 + 2 + 1 + 1 + 1 = 11.
    #expect(total(fresh, FOODTRUCK_CHART_TOP_SALES, FOODTRUCK_TIMEFRAME_TODAY) == (FOODTRUCK_OK, 6))
    #expect(total(fresh, FOODTRUCK_CHART_TOP_SALES, FOODTRUCK_TIMEFRAME_WEEK) == (FOODTRUCK_OK, 6))
    #expect(
      total(fresh, FOODTRUCK_CHART_TOP_SALES, FOODTRUCK_TIMEFRAME_MONTH) == (FOODTRUCK_OK, 11))
    // The two-week history holds both orders: 14.
    #expect(
      total(fresh, FOODTRUCK_CHART_SALES_HISTORY, FOODTRUCK_TIMEFRAME_TODAY) == (FOODTRUCK_OK, 8))
    #expect(
      total(fresh, FOODTRUCK_CHART_SALES_HISTORY, FOODTRUCK_TIMEFRAME_WEEK) == (FOODTRUCK_OK, 14))
  }

  @Test("The Sales History's total is served while the store locks its points")
  func totalWhileLocked() throws {
    try #require(storeSetSetting(truck, FOODTRUCK_STORE_ENABLED, true) == FOODTRUCK_OK)
    var points = [foodtruck_sales_point](repeating: foodtruck_sales_point(), count: 30)
    #expect(
      salesSeries(
        truck, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, ChartsBoundaryTests.now, &points, 30,
        nil) == FOODTRUCK_ERR_DISABLED)
    var all: Int64 = -1
    #expect(
      salesTotal(
        truck, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, ChartsBoundaryTests.now, &all)
        == FOODTRUCK_OK)
    #expect(
      total(truck, FOODTRUCK_CHART_SALES_HISTORY, FOODTRUCK_TIMEFRAME_YEAR) == (FOODTRUCK_OK, all))
  }

  @Test("The forecast has no total; a bad chart or timeframe is refused, the output untouched")
  func totalRefusals() {
    let refusals: [(foodtruck_chart_kind, foodtruck_timeframe, String)] = [
      (
        FOODTRUCK_CHART_FORECAST, FOODTRUCK_TIMEFRAME_WEEK, "chart: the forecast chart has no total"
      ),
      (foodtruck_chart_kind(rawValue: 3), FOODTRUCK_TIMEFRAME_WEEK, "chart 3 is not a valid value"),
      (
        FOODTRUCK_CHART_TOP_SALES, foodtruck_timeframe(rawValue: 4),
        "timeframe 4 is not a valid value"
      ),
    ]
    for (chart, timeframe, message) in refusals {
      #expect(total(truck, chart, timeframe) == (FOODTRUCK_ERR_INVALID_ARGUMENT, -1))
      #expect(lastErrorText == "foodtruck_chart_total: \(message)")
    }
  }

  // MARK: - foodtruck_chart_timeframe_name (docs/domain.md §4.3, §4.4)

  @Test("The pickers' names: the Top 5's Day to Year, the Sales History's 2 Weeks to Year")
  func timeframeNames() throws {
    func names(_ chart: foodtruck_chart_kind, _ timeframes: [foodtruck_timeframe]) throws
      -> [String]
    {
      try timeframes.map { tf in try readText { chartTimeframeName(truck, chart, tf, $0, $1, $2) } }
    }
    let history = Array(ChartsBoundaryTests.timeframes.dropFirst())
    #expect(
      try names(FOODTRUCK_CHART_TOP_SALES, ChartsBoundaryTests.timeframes) == [
        "Day", "Week", "Month", "Year",
      ])
    #expect(try names(FOODTRUCK_CHART_SALES_HISTORY, history) == ["2 Weeks", "Month", "Year"])
    try setLocale(FOODTRUCK_LOCALE_AR)
    #expect(
      try names(FOODTRUCK_CHART_TOP_SALES, ChartsBoundaryTests.timeframes) == [
        "يوم", "أسبوع", "شهر", "سنة",
      ])
    #expect(try names(FOODTRUCK_CHART_SALES_HISTORY, history) == ["أسبوعان", "شهر", "سنة"])
    let refusals: [(foodtruck_chart_kind, foodtruck_timeframe, String)] = [
      (
        FOODTRUCK_CHART_SALES_HISTORY, FOODTRUCK_TIMEFRAME_TODAY,
        "timeframe: the Sales History does not offer today"
      ),
      (
        FOODTRUCK_CHART_FORECAST, FOODTRUCK_TIMEFRAME_WEEK,
        "chart: the forecast chart has no timeframe picker"
      ),
    ]
    for (chart, timeframe, message) in refusals {
      var length: UInt = 77
      #expect(
        chartTimeframeName(truck, chart, timeframe, nil, 0, &length)
          == FOODTRUCK_ERR_INVALID_ARGUMENT)
      #expect(length == 77)
      #expect(lastErrorText == "foodtruck_chart_timeframe_name: \(message)")
    }
  }

  // MARK: - foodtruck_chart_date_ticks, foodtruck_chart_date_label (docs/domain.md §4.4)

  @Test(
    "Date marks every 2 days, 5 days or month, ending with the newest point",
    arguments: zip(timeframes, [(1, 1), (2, 7), (5, 6), (1, 12)]))
  func dateMarks(timeframe: foodtruck_timeframe, rule: (every: Int, count: Int)) throws {
    let starts = try readArray(foodtruck_sales_point(starts_at: -1, sales: -1)) {
      salesSeries(truck, timeframe, FOODTRUCK_CITY_ALL, ChartsBoundaryTests.now, $0, $1, $2)
    }.map(\.starts_at)
    let expected = stride(from: starts.count - 1, through: 0, by: -rule.every).map { starts[$0] }
    let marks = try dateTicks(timeframe)
    #expect(marks == expected.reversed())
    #expect(marks.count == rule.count)
  }

  @Test(
    "The marks' labels in English and Arabic",
    arguments: [
      (
        FOODTRUCK_LOCALE_EN, FOODTRUCK_TIMEFRAME_WEEK,
        ["Nov 2", "Nov 4", "Nov 6", "Nov 8", "Nov 10", "Nov 12", "Nov 14"]
      ),
      (
        FOODTRUCK_LOCALE_AR, FOODTRUCK_TIMEFRAME_WEEK,
        ["نوفمبر ٢", "نوفمبر ٤", "نوفمبر ٦", "نوفمبر ٨", "نوفمبر ١٠", "نوفمبر ١٢", "نوفمبر ١٤"]
      ),
      (
        FOODTRUCK_LOCALE_EN, FOODTRUCK_TIMEFRAME_MONTH,
        ["Oct 20", "Oct 25", "Oct 30", "Nov 4", "Nov 9", "Nov 14"]
      ),
      (
        FOODTRUCK_LOCALE_EN, FOODTRUCK_TIMEFRAME_YEAR,
        ["Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov"]
      ),
      (
        FOODTRUCK_LOCALE_AR, FOODTRUCK_TIMEFRAME_YEAR,
        [
          "ديسمبر", "يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر",
          "أكتوبر", "نوفمبر",
        ]
      ),
    ])
  func labels(locale: foodtruck_locale, timeframe: foodtruck_timeframe, labels: [String]) throws {
    try setLocale(locale)
    #expect(try dateTicks(timeframe).map { try label(timeframe, $0) } == labels)
  }

  @Test("A label is of the local day: 23:59 at UTC-8 is still Nov 14, at UTC it is Nov 15")
  func labelLocalDay() throws {
    let lateEvening: Int64 = 1_700_035_140_000  // 2023-11-15 07:59 UTC = Nov 14 23:59 at UTC-8
    #expect(try label(FOODTRUCK_TIMEFRAME_WEEK, lateEvening) == "Nov 14")
    try #require(truckSetUTCOffset(truck, 0) == FOODTRUCK_OK)
    #expect(try label(FOODTRUCK_TIMEFRAME_WEEK, lateEvening) == "Nov 15")
  }

  // MARK: - foodtruck_chart_forecast, foodtruck_chart_forecast_nights (docs/domain.md §5.2)

  /// The placeholder from 14:00 local time: each hour the value of its clock hour (docs/domain.md
  /// §5.2 gives 09:00 + k), the 09:00 after the start reading the last entry, 62; dark from
  /// 21:00 to 05:00.
  static let placeholder: [(Int32, Bool)] = [
    82, 83, 83, 81, 79, 75, 70, 66, 64, 63, 61, 60, 59, 57, 56, 55, 55, 56, 59, 62, 68, 72, 77,
    80, 82,
  ].enumerated().map { (Int32($0.element), !(7...15).contains($0.offset)) }

  @Test("25 hours of the placeholder from the local hour containing now; the floor is 53")
  func forecast() throws {
    var low: Int32 = -1
    let hours = try readArray(foodtruck_forecast_hour(at: -1, degrees_f: -1, daylight: false)) {
      chartForecast(truck, ChartsBoundaryTests.now, $0, $1, $2, &low)
    }
    let start = ChartsBoundaryTests.now - 13 * 60_000 - 20_000  // 14:00 at UTC-8
    #expect(hours.map(\.at) == (0..<25).map { start + Int64($0) * ChartsBoundaryTests.hour })
    #expect(hours.map(\.degrees_f) == ChartsBoundaryTests.placeholder.map(\.0))
    #expect(hours.map(\.daylight) == ChartsBoundaryTests.placeholder.map(\.1))
    #expect(low == 53)
    let nights = try readArray(foodtruck_time_range(starts_at: -1, ends_at: -1)) {
      chartForecastNights(truck, ChartsBoundaryTests.now, $0, $1, $2)
    }
    #expect(
      nights.map { [$0.starts_at, $0.ends_at] } == [
        [start + 7 * ChartsBoundaryTests.hour, start + 16 * ChartsBoundaryTests.hour]
      ])
  }

  @Test("At a half-hour offset the forecast starts on the local half hour; low_out is optional")
  func forecastHalfHour() throws {
    try #require(truckSetUTCOffset(truck, 330) == FOODTRUCK_OK)  // 03:43:20 local
    var hours = [foodtruck_forecast_hour](repeating: foodtruck_forecast_hour(), count: 25)
    var count: UInt = 0
    #expect(chartForecast(truck, ChartsBoundaryTests.now, &hours, 25, &count, nil) == FOODTRUCK_OK)
    #expect(count == 25)
    #expect(hours[0].at == ChartsBoundaryTests.now - 43 * 60_000 - 20_000)
  }

  @Test("The forecast buffer: too small is refused and leaves the hours and low untouched")
  func forecastBuffer() {
    var hours = [foodtruck_forecast_hour](
      repeating: foodtruck_forecast_hour(at: -7, degrees_f: -7, daylight: true), count: 24)
    var count: UInt = 0
    var low: Int32 = -7
    #expect(
      chartForecast(truck, ChartsBoundaryTests.now, &hours, 24, &count, &low)
        == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(count == 25 && low == -7)
    #expect(hours.allSatisfy { $0.at == -7 })
  }

  // MARK: - foodtruck_svg_donut, foodtruck_svg_chart

  /// The text of every <text> element and the attributes of every element, from a real XML
  /// parser; nil when the document is not well-formed.
  final class Reader: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var texts: [String] = []
    private var current: String?

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      elements.append((name, attributes))
      if name == "text" { current = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      current?.append(string)
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      if name == "text", let text = current { texts.append(text) }
      current = nil
    }

    static func read(_ svg: String) -> Reader? {
      let reader = Reader()
      let parser = XMLParser(data: Data(svg.utf8))
      parser.delegate = reader
      return parser.parse() ? reader : nil
    }
  }

  @Test(
    "Every catalog donut is a well-formed SVG document of the size asked for", arguments: 0..<17)
  func donut(id: Int32) throws {
    for size in [1.0, 48, 100, 10_000] {
      let svg = try readText { svgDonut(truck, id, size, $0, $1, $2) }
      let reader = try #require(Reader.read(svg), "not well-formed: \(svg.prefix(200))")
      let root = try #require(reader.elements.first)
      let side = size == 48 ? "48" : size == 1 ? "1" : size == 100 ? "100" : "10000"
      #expect(root.name == "svg")
      #expect(root.attributes["width"] == side && root.attributes["height"] == side)
      #expect(root.attributes["viewBox"] == "0 0 \(side) \(side)")
      #expect(reader.elements.dropFirst().first?.name == "circle", "the dough ring first")
    }
  }

  @Test("Donut pictures refuse unknown donuts and sides outside 1 to 10,000")
  func donutRefusals() {
    var text = [CChar](repeating: 0x7F, count: 8)
    var length: UInt = 77
    #expect(svgDonut(truck, 17, 64, &text, 8, &length) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(lastErrorText.hasPrefix("foodtruck_svg_donut: "))
    for size in [0.999, 10_000.5, .nan, .infinity, -1] {
      #expect(svgDonut(truck, 0, size, &text, 8, &length) == FOODTRUCK_ERR_INVALID_ARGUMENT)
      #expect(lastErrorText.hasPrefix("foodtruck_svg_donut: size"))
    }
    #expect(length == 77 && text.allSatisfy { $0 == 0x7F })
  }

  @Test("The Top 5 in English: the header, each bar's name and value, in reading order")
  func topSalesSVG() throws {
    // 1,000 points wide: each name has room for a line of its own.
    let reader = try #require(Reader.read(try svg(FOODTRUCK_CHART_TOP_SALES, width: 1000)))
    let bars = try bars(FOODTRUCK_TIMEFRAME_WEEK)
    let names = try bars.map { bar in try readText { donutName(truck, Int32(bar[0]), $0, $1, $2) } }
    #expect(
      reader.texts.prefix(2) == ["Total Sales", "\(grouped(bars.reduce(0) { $0 + $1[1] })) donuts"])
    #expect(reader.texts.filter { names.contains($0) } == names)
    for bar in bars { #expect(reader.texts.contains(grouped(bar[1]))) }
    #expect(reader.elements.allSatisfy { $0.attributes["direction"] == nil })
  }

  @Test("The Top 5 in Arabic: Arabic words, right to left, the bars mirrored")
  func topSalesSVGArabic() throws {
    let english = try #require(Reader.read(try svg(FOODTRUCK_CHART_TOP_SALES, width: 1000)))
    try setLocale(FOODTRUCK_LOCALE_AR)
    let arabic = try #require(Reader.read(try svg(FOODTRUCK_CHART_TOP_SALES, width: 1000)))
    #expect(arabic.texts.first == "إجمالي المبيعات")
    for bar in try bars(FOODTRUCK_TIMEFRAME_WEEK) {
      #expect(arabic.texts.contains(try readText { donutName(truck, Int32(bar[0]), $0, $1, $2) }))
    }
    #expect(
      arabic.elements.filter { $0.name == "text" }.allSatisfy {
        $0.attributes["direction"] == "rtl"
      })
    let barRects = { (reader: Reader) in
      reader.elements.filter { $0.attributes["rx"] == "4" }.map(\.attributes)
    }
    #expect(barRects(arabic).count == 5)
    for (ar, en) in zip(barRects(arabic), barRects(english)) {
      let x = Double(en["x"] ?? "") ?? .nan
      let width = Double(en["width"] ?? "") ?? .nan
      #expect(abs((Double(ar["x"] ?? "") ?? .nan) - (1000 - x - width)) <= 0.011)
    }
  }

  @Test(
    "Sales History: three lines, the cities' names and the marks' labels, in each language",
    arguments: [FOODTRUCK_LOCALE_EN, FOODTRUCK_LOCALE_AR],
    [FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_TIMEFRAME_MONTH, FOODTRUCK_TIMEFRAME_YEAR])
  func salesHistorySVG(locale: foodtruck_locale, timeframe: foodtruck_timeframe) throws {
    try setLocale(locale)
    let reader = try #require(
      Reader.read(try svg(FOODTRUCK_CHART_SALES_HISTORY, timeframe, width: 600)))
    // A line per city and a dashed segment from each to today's partial point.
    #expect(reader.elements.filter { $0.name == "polyline" }.count == 6)
    #expect(reader.elements.filter { $0.attributes["stroke-dasharray"] != nil }.count == 3)
    for city in [FOODTRUCK_CITY_CUPERTINO, FOODTRUCK_CITY_SAN_FRANCISCO, FOODTRUCK_CITY_LONDON] {
      #expect(reader.texts.contains(try readText { cityName(truck, city, $0, $1, $2) }))
    }
    // The marks' labels that fit, in time order, ending with today's (or this month's).
    let labels = try dateTicks(timeframe).map { try label(timeframe, $0) }
    let shown = reader.texts.filter { labels.contains($0) }
    #expect(shown.count >= 2 && shown.last == labels.last && shown == labels.filter(shown.contains))
  }

  @Test(
    "The forecast: one area, one night, marks every 3 hours, degrees in each language's words",
    arguments: zip(
      [FOODTRUCK_LOCALE_EN, FOODTRUCK_LOCALE_AR],
      [
        ["50°F", "60°F", "70°F", "80°F", "90°F"], ["٥٠° ف", "٦٠° ف", "٧٠° ف", "٨٠° ف", "٩٠° ف"],
      ]))
  func forecastSVG(locale: foodtruck_locale, degrees: [String]) throws {
    try setLocale(locale)
    let reader = try #require(
      Reader.read(
        try svg(FOODTRUCK_CHART_FORECAST, FOODTRUCK_TIMEFRAME_TODAY, width: 500, height: 250)))
    #expect(reader.elements.filter { $0.name == "path" }.count == 1)
    #expect(reader.elements.filter { $0.attributes["fill-opacity"] != nil }.count == 1)
    // 25 hours from 14:00 at UTC-8: marks at 15, 18, 21, 0, ..., 12 the next day.
    let hours = ["15", "18", "21", "0", "3", "6", "9", "12"]
    let arabic = locale == FOODTRUCK_LOCALE_AR
    #expect(reader.texts == degrees + (arabic ? hours.map(\.arabicIndicDigits) : hours))
  }

  @Test("Chart pictures have the size asked for, and refuse what the docs refuse")
  func chartSizesAndRefusals() throws {
    for chart in [
      FOODTRUCK_CHART_TOP_SALES, FOODTRUCK_CHART_SALES_HISTORY, FOODTRUCK_CHART_FORECAST,
    ] {
      let reader = try #require(Reader.read(try svg(chart, width: 640.5, height: 1)))
      #expect(reader.elements.first?.attributes["width"] == "640.5")
      #expect(reader.elements.first?.attributes["height"] == "1")
    }
    let now = ChartsBoundaryTests.now
    let refusals: [(foodtruck_chart_kind, foodtruck_timeframe, Int64, Double, Double, String)] = [
      (foodtruck_chart_kind(rawValue: 3), FOODTRUCK_TIMEFRAME_WEEK, now, 400, 300, "chart"),
      (FOODTRUCK_CHART_FORECAST, foodtruck_timeframe(rawValue: 4), now, 400, 300, "timeframe"),
      (FOODTRUCK_CHART_TOP_SALES, FOODTRUCK_TIMEFRAME_WEEK, now, 0.5, 300, "width"),
      (FOODTRUCK_CHART_TOP_SALES, FOODTRUCK_TIMEFRAME_WEEK, now, 400, .nan, "height"),
      (FOODTRUCK_CHART_SALES_HISTORY, FOODTRUCK_TIMEFRAME_WEEK, .max, 400, 300, "now"),
    ]
    for (chart, timeframe, at, width, height, parameter) in refusals {
      var text = [CChar](repeating: 0x7F, count: 8)
      var length: UInt = 77
      #expect(
        svgChart(truck, chart, timeframe, at, width, height, &text, 8, &length)
          == FOODTRUCK_ERR_INVALID_ARGUMENT)
      #expect(lastErrorText.hasPrefix("foodtruck_svg_chart: \(parameter)"), "\(lastErrorText)")
      #expect(length == 77 && text.allSatisfy { $0 == 0x7F })
    }
  }

  @Test("The text buffer: a length query, too small (untouched), an exact fit")
  func textBuffer() throws {
    var length: UInt = 0
    #expect(svgDonut(truck, 0, 100, nil, 0, &length) == FOODTRUCK_OK)
    var small = [CChar](repeating: 0x7F, count: Int(length))
    var written: UInt = 0
    #expect(svgDonut(truck, 0, 100, &small, length, &written) == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(written == length)
    #expect(small.allSatisfy { $0 == 0x7F })
    var exact = [CChar](repeating: 0x7F, count: Int(length) + 1)
    #expect(svgDonut(truck, 0, 100, &exact, length + 1, nil) == FOODTRUCK_OK)
    #expect(exact.last == 0)
  }

  @Test("A freed truck draws nothing")
  func freedTruck() throws {
    let freed = try newTruck()
    truckFree(freed)
    var length: UInt = 77
    #expect(
      svgChart(
        freed, FOODTRUCK_CHART_FORECAST, FOODTRUCK_TIMEFRAME_TODAY, ChartsBoundaryTests.now, 300,
        200, nil, 0,
        &length) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(
      chartForecast(freed, ChartsBoundaryTests.now, nil, 0, &length, nil)
        == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(length == 77)
  }
}

/// `value` grouped as CLDR writes it in English ("2,044"), by Foundation's formatting.
func grouped(_ value: some BinaryInteger) -> String {
  Int(value).formatted(.number.locale(Locale(identifier: "en_US")))
}

extension String {
  /// The ASCII digits written as Arabic-Indic ones.
  var arabicIndicDigits: String {
    let digits = Array("٠١٢٣٤٥٦٧٨٩")
    return String(map { $0.isASCII ? $0.wholeNumberValue.map { digits[$0] } ?? $0 : $0 })
  }
}
