// SPDX-License-Identifier: Apache-2.0
// ChartDescriptionTests: each picture's text alternative says what its data holds, in English
// and Arabic (docs/domain.md §4.5): worked out from the sales the session reports, the
// original's placeholder forecast and the catalog's recipes.

import Testing

@testable import FoodTruckKit

@Suite("Chart descriptions")
struct ChartDescriptionTests {
  static let now: Int64 = 1_796_000_000_000

  static func simulated(_ locale: TruckLocale = .english) throws -> Truck {
    var truck = Truck()
    try truck.setUTCOffset(minutes: -480)
    try truck.simulate(seed: 1, now: now, streamLimit: 20)
    truck.locale = locale
    return truck
  }

  @Test(
    "A direction compares the later half of the complete periods with the earlier half",
    arguments: [
      ([10, 10, 10, 10, 0], SalesDirection.steady),  // the running period (0) is left out
      ([10, 10, 12, 12, 99], .rising),  // 24 against 20: +20 %
      ([100, 7, 105, 0], .steady),  // the middle point counts in neither half: +5 % exactly
      ([100, 7, 106, 0], .rising),
      ([100, 94, 1_000], .falling),  // -6 %
      ([5, 0], .steady),  // one complete period: nothing to compare
      ([], .steady),
    ])
  func direction(totals: [Int], expected: SalesDirection) {
    #expect(SalesDirection(totals: totals) == expected)
  }

  @Test("Top 5: the week's best sellers, most sold first, with their counts")
  func topSales() throws {
    let truck = try Self.simulated()
    let top = truck.top(5, .week, city: nil, now: Self.now)
    #expect(top.count == 5)
    let names = try top.map { try truck.catalog.donut(id: $0.donutId).name }
    let en = zip(names, top).map { "\($0.en) \(cldr($1.sales, .english))" }
    #expect(
      truck.chartDescription(.topSales, .week, now: Self.now)
        == "Top 5, This Week, most sold first: \(en[0]), \(en[1]), \(en[2]), \(en[3]) and \(en[4])."
    )
    // Arabic: every name after the first takes "و", as CLDR's Arabic lists do.
    let ar = zip(names, top).map { "\($0.ar) \(cldr($1.sales, .arabic))" }
    let arabic = try Self.simulated(.arabic)
    let text = arabic.chartDescription(.topSales, .week, now: Self.now)
    #expect(
      text
        == "أفضل ٥، هذا الأسبوع، الأكثر مبيعًا أولًا: \(ar[0]) و\(ar[1]) و\(ar[2]) و\(ar[3]) و\(ar[4])."
    )
    #expect(!text.contains { $0.isASCII && $0.isNumber })
  }

  @Test(
    "Sales History: each city's total and direction over the timeframe",
    arguments: [Timeframe.week, .year])
  func salesHistory(timeframe: Timeframe) throws {
    let truck = try Self.simulated()
    var parts: [String] = []
    for city in City.allCases {
      let sales = truck.salesSeries(timeframe, city: city, now: Self.now).map(\.sales)
      let complete = sales.dropLast()
      let half = complete.count / 2
      let earlier = complete.prefix(half).reduce(0, +)
      let later = complete.suffix(half).reduce(0, +)
      let direction =
        Double(later) > Double(earlier) * 1.05
        ? "rising" : Double(later) < Double(earlier) * 0.95 ? "falling" : "steady"
      parts.append("\(city.name.en) \(cldr(sales.reduce(0, +), .english)) donuts, \(direction)")
    }
    #expect(
      truck.chartDescription(.salesHistory, timeframe, now: Self.now)
        == "Sales History, \(timeframe.name.en): \(parts.joined(separator: "; ")).")
  }

  @Test("The forecast: the placeholder's coldest and warmest hours and its night")
  func forecast() throws {
    // 09:00 at UTC: the placeholder's first hour; 83 °F first at 15:00, 55 °F first at 05:00,
    // dark from 21:00 to 06:00.
    let nine: Int64 = 1_795_996_800_000 + 9 * 3_600_000
    var truck = Truck()
    #expect(
      truck.chartDescription(.forecast, .week, now: nine)
        == "Temperature forecast: 55°F at 5:00 AM to 83°F at 3:00 PM. Night from 9:00 PM to 6:00 AM."
    )
    truck.locale = .arabic
    #expect(
      truck.chartDescription(.forecast, .week, now: nine)
        == "توقعات الحرارة: من ٥٥° ف عند ٥:٠٠ ص إلى ٨٣° ف عند ٣:٠٠ م. الليل من ٩:٠٠ م إلى ٦:٠٠ ص.")
  }

  @Test("A donut: its name and recipe, as the catalog has them")
  func donut() throws {
    var truck = Truck()
    #expect(try truck.donutDescription(id: 0) == "The Classic: Plain, Chocolate Glaze, Sprinkles.")
    #expect(try truck.donutDescription(id: 6) == "Rainbow: Plain, Rainbow Glaze, no topping.")
    truck.locale = .arabic
    #expect(try truck.donutDescription(id: 6) == "قوس قزح: سادة، تغطية قوس قزح، بلا إضافة.")
    #expect(throws: FoodTruckError.self) { try truck.donutDescription(id: 17) }
  }
}
