// SPDX-License-Identifier: Apache-2.0
// CityScreenTests: a city's page from what the session was handed in: empty before any report,
// the recommended spot's name, the texts in both languages, the fallback, the badges that fit,
// the legal page, and refused reports that keep the city's previous weather (docs/domain.md
// §5.3).

import FoodTruckKit
import Testing

@Suite("CityScreen")
struct CityScreenTests {
  static func spot(
    _ condition: WeatherCondition, cloud: Double, celsius: Double, minutes: [Double]?
  ) -> SpotReport {
    .weather(
      SpotWeather(
        condition: condition, cloudCover: cloud, temperature: celsius, minuteChances: minutes))
  }

  static let rain = spot(.rain, cloud: 0.9, celsius: 12, minutes: [0.1, 0.3])
  static let dry = spot(.mostlyClear, cloud: 0.205, celsius: 21, minutes: [0, 0.29])

  @Test("Before any report: nothing shown, spot 0 recommended, 0 % cloud cover")
  func empty() {
    let page = Truck().cityScreen(.london)
    #expect(page.source == .none && page.weather == nil)
    #expect(page.recommendedSpot.slug == "big-ben")
    #expect(page.cloudPercent == 0 && page.rainOutlook == .unknown)
    #expect(
      page.text(.cloudCover, in: .english) == "Cloud cover percentage is currently 0% in London")
    #expect(page.text(.rain, in: .english) == "")
    #expect(page.text(.temperature, in: .english) == "72°F")
  }

  @Test("A walk in San Francisco: the Golden Gate Bridge, in English and Arabic")
  func sanFrancisco() throws {
    var truck = Truck()
    try truck.setWeather(
      [Self.rain, .failed, .failed, Self.dry, Self.rain, .failed, .failed, .failed],
      for: .sanFrancisco)
    let page = truck.cityScreen(.sanFrancisco)
    #expect(page.source == .spot && page.weather?.shownSpot == 3)
    #expect(page.recommendedSpot.slug == "golden-gate-bridge")
    #expect(page.rainOutlook == .dry && page.cloudPercent == 20)
    let english = CityScreenText.allCases.map { page.text($0, in: .english) }
    #expect(
      english == [
        "Mostly Clear", "No chance of rain today",
        "Cloud cover percentage is currently 20% in San Francisco", "70°F", "Recommended",
        "Golden Gate Bridge", "Parking Spot", "Popular", "Trending",
        "Custard, Super Lemon and Rainbow are this season's most popular donuts.",
        "Mild weather brings steady orders: keep the usual stock.", "Other data sources",
        "https://weather-data.apple.com/legal-attribution.html",
      ])
    #expect(
      page.text(.cloudCover, in: .arabic) == "نسبة الغطاء السحابي حاليًا ٢٠٪؜ في سان فرانسيسكو")
    #expect(page.text(.recommendedSpot, in: .arabic) == "جسر البوابة الذهبية")
    #expect(page.text(.temperature, in: .arabic) == "٧٠°ف")
    #expect(page.text(.rain, in: .arabic) == "لا فرصة للمطر اليوم")
  }

  @Test("Rain everywhere: spot 0 recommended, the last spot shown, rain soon")
  func rainEverywhere() throws {
    var truck = Truck()
    try truck.setWeather(
      [Self.rain, Self.spot(.drizzle, cloud: 1, celsius: 9, minutes: [1])], for: .cupertino)
    let page = truck.cityScreen(.cupertino)
    #expect(page.recommendedSpot.slug == "apple-park" && page.weather?.shownSpot == 1)
    #expect(page.rainOutlook == .soon && page.text(.rain, in: .english) == "Will rain soon...")
    #expect(page.text(.condition, in: .english) == "Drizzle")
    #expect(page.text(.temperature, in: .english) == "48°F")  // 48.2 °F
  }

  @Test("Every spot failed: the fallback")
  func fallback() throws {
    var truck = Truck()
    try truck.setWeather(Array(repeating: .failed, count: 6), for: .london)
    let page = truck.cityScreen(.london)
    #expect(page.source == .fallback && page.cloudPercent == 15)
    #expect(page.text(.temperature, in: .english) == "72°F")
    #expect(page.text(.condition, in: .english) == "Clear")
    #expect(page.text(.rain, in: .english) == "")
    #expect(page.text(.cloudCover, in: .arabic) == "نسبة الغطاء السحابي حاليًا ١٥٪؜ في لندن")
  }

  @Test(
    "The advice follows the weather shown: rain first, then warm from 24 °C, cold below 12 °C",
    arguments: [
      (spot(.rain, cloud: 1, celsius: 30, minutes: nil), "Rain is on the way"),
      (spot(.clear, cloud: 0, celsius: 30, minutes: [0.1, 0.3]), "Rain is on the way"),
      (spot(.thunderstorms, cloud: 1, celsius: 5, minutes: [0]), "Rain is on the way"),
      (spot(.hot, cloud: 0, celsius: 24, minutes: [0.29]), "Warm days bring more orders"),
      (spot(.snow, cloud: 1, celsius: 11.9, minutes: nil), "Cold days bring fewer orders"),
      (spot(.clear, cloud: 0, celsius: 23.9, minutes: nil), "Mild weather brings steady orders"),
      (spot(.cloudy, cloud: 1, celsius: 12, minutes: nil), "Mild weather brings steady orders"),
    ])
  func advice(report: SpotReport, start: String) throws {
    var truck = Truck()
    try truck.setWeather([report, .failed], for: .cupertino)
    #expect(truck.cityScreen(.cupertino).text(.stockUp, in: .english).hasPrefix(start))
  }

  @Test("Without a spot's weather the advice is the original's sentence, in both languages")
  func adviceWithoutData() throws {
    var truck = Truck()
    #expect(
      truck.cityScreen(.cupertino).text(.stockUp, in: .arabic)
        == "الأيام الدافئة تجلب طلبات أكثر: تزوّد بالمكونات الباردة.")
    try truck.setWeather([.failed, .failed], for: .cupertino)  // the fallback is no data
    #expect(
      truck.cityScreen(.cupertino).text(.stockUp, in: .english)
        == "Warm days bring more orders: stock up on cold ingredients.")
    try truck.setWeather(
      [Self.spot(.snow, cloud: 1, celsius: -3, minutes: nil), .failed], for: .cupertino)
    #expect(
      truck.cityScreen(.cupertino).text(.stockUp, in: .arabic)
        == "الأيام الباردة تجلب طلبات أقل: اخبز دفعات أصغر وأبقها دافئة.")
  }

  @Test("The season's favourites are each city's own: the first three of its ranking")
  func season() throws {
    var truck = Truck()
    try truck.simulate(seed: 1, now: 1_796_000_000_000, streamLimit: 0)
    var sentences: Set<String> = []
    for city in City.allCases {
      // The per-rank factor falls by more than the variance (docs/domain.md §3.5), so every
      // month, and the last three together, sell in the ranking's order.
      let names = try truck.history.cities[city]!.ranking.prefix(3).map {
        try truck.catalog.donut(id: $0).name
      }
      let page = truck.cityScreen(city)
      #expect(
        page.text(.season, in: .english)
          == "\(names[0].en), \(names[1].en) and \(names[2].en) are this season's most popular donuts in \(city.name.en)."
      )
      #expect(
        page.text(.season, in: .arabic)
          == "\(names[0].ar) و\(names[1].ar) و\(names[2].ar) أكثر الدونات رواجًا هذا الموسم في \(city.name.ar)."
      )
      sentences.insert(page.text(.season, in: .english))
    }
    #expect(sentences.count == 3)
    #expect(
      Truck().cityScreen(.london).text(.season, in: .english)
        == "Custard, Super Lemon and Rainbow are this season's most popular donuts.")
  }

  @Test("One or two favourites read as such, in English and Arabic")
  func fewFavourites() {
    let custard = LocalizedText(en: "Custard", ar: "الكاسترد")
    let zest = LocalizedText(en: "Fire Zest", ar: "لهيب النار")
    func page(_ names: [LocalizedText]) -> CityScreen {
      CityScreen(
        city: .london, weather: nil, unit: .fahrenheit, legalPage: "", seasonFavorites: names)
    }
    #expect(
      page([custard]).text(.season, in: .english)
        == "Custard is this season's most popular donut in London.")
    #expect(
      page([zest, custard]).text(.season, in: .english)
        == "Fire Zest and Custard are this season's most popular donuts in London.")
    #expect(
      page([zest, custard]).text(.season, in: .arabic)
        == "لهيب النار والكاسترد أكثر الدونات رواجًا هذا الموسم في لندن.")
  }

  @Test(
    "Refused reports keep the city's previous weather",
    arguments: [
      [dry],  // Cupertino has two spots
      [dry, spot(.clear, cloud: 1.01, celsius: 20, minutes: nil)],
      [dry, spot(.clear, cloud: 0.5, celsius: .nan, minutes: nil)],
      [dry, spot(.clear, cloud: 0.5, celsius: 20, minutes: [0.5, 1.5])],
    ])
  func refused(reports: [SpotReport]) throws {
    var truck = Truck()
    try truck.setWeather([Self.rain, Self.dry], for: .cupertino)
    let before = truck.weather
    let error = #expect(throws: FoodTruckError.self) {
      try truck.setWeather(reports, for: .cupertino)
    }
    #expect(error?.kind == .invalidArgument && error?.input == "spots")
    #expect(truck.weather == before)
  }

  @Test(
    "The first variant of the card that fits: 3, 2 or 1 badges",
    arguments: zip([100, 99.9, 75, 74.9, 0], [3, 2, 2, 1, 1]))
  func badges(width: Double, count: Int) throws {
    // Badges 40, 30 and 20 points wide, 5 apart: all three need 100, two need 75.
    #expect(
      try CityScreen.badgeCount(
        width: width, temperature: 40, popular: 30, trending: 20, spacing: 5)
        == count)
  }

  @Test("Badge lengths are 0 to 1e9 points", arguments: [-1, .nan, .infinity, 1.5e9])
  func badgeLengths(bad: Double) {
    #expect(throws: FoodTruckError.self) {
      try CityScreen.badgeCount(width: 100, temperature: 1, popular: bad, trending: 1, spacing: 1)
    }
  }

  @Test("The legal page: https only; \"\" gives the fallback back")
  func legalPage() throws {
    var truck = Truck()
    try truck.setWeatherLegalPage("https://open-meteo.com/en/license")
    #expect(
      truck.cityScreen(.london).text(.attributionLink, in: .english)
        == "https://open-meteo.com/en/license")
    for bad in [
      "http://open-meteo.com", "https://", "ftp://x", String(repeating: "a", count: 2049),
    ] {
      #expect(throws: FoodTruckError.self) { try truck.setWeatherLegalPage(bad) }
    }
    #expect(truck.weather.legalPage == "https://open-meteo.com/en/license")
    try truck.setWeatherLegalPage("")
    #expect(truck.cityScreen(.london).legalPage == TruckWeather.fallbackLegalPage)
  }
}
