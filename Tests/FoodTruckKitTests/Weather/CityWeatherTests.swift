// SPDX-License-Identifier: Apache-2.0
// CityWeatherTests: the City screen's rules on the reports a shell hands in: rain soon when any
// minute has a 30 % chance, the first spot without rain recommended (spot 0 otherwise), the
// weather of the last spot that answered, the fallback when every spot failed, the words, and
// the refusal of values no service sends (docs/domain.md §5).

import FoodTruckKit
import Testing

@Suite("CityWeather")
struct CityWeatherTests {
  static func spot(
    _ condition: WeatherCondition = .cloudy, cloud: Double = 0.5, celsius: Double = 18,
    minutes: [Double]?
  ) -> SpotReport {
    .weather(
      SpotWeather(
        condition: condition, cloudCover: cloud, temperature: celsius, minuteChances: minutes))
  }

  static let rain = spot(.rain, cloud: 0.9, celsius: 12, minutes: [0.1, 0.5, 0.2])
  static let dry = spot(.mostlyClear, cloud: 0.2, celsius: 21, minutes: [0, 0.29, 0.1])
  static let noMinutes = spot(.partlyCloudy, cloud: 0.4, celsius: 17, minutes: nil)

  @Test(
    "Rain soon: any minute at 30 % or more; none without a minute forecast",
    arguments: zip(
      [[0.1, 0.29], [0.0, 0.3], [1.0], [], nil] as [[Double]?],
      [false, true, true, false, nil] as [Bool?]))
  func rainRule(minutes: [Double]?, expected: Bool?) {
    let weather = SpotWeather(
      condition: .clear, cloudCover: 0, temperature: 0, minuteChances: minutes)
    #expect(weather.willRainSoon == expected)
  }

  @Test(
    "The first spot without rain soon is recommended; the walk stops there",
    arguments: zip(
      [
        [rain, noMinutes, dry], [.failed, dry, rain], [dry, rain], [noMinutes, rain, noMinutes],
      ],
      [(2, 2), (1, 1), (0, 0), (0, 2)]))
  func recommendation(reports: [SpotReport], expected: (recommended: Int, shown: Int)) throws {
    let city = try CityWeather(spots: reports)
    #expect(city.recommendedSpot == expected.recommended)
    guard case .weather(let shown) = reports[expected.shown] else {
      Issue.record("the expected spot failed")
      return
    }
    #expect(city.shown == shown)
  }

  @Test("Rain everywhere: spot 0 is recommended and the last spot that answered is shown")
  func rainEverywhere() throws {
    let city = try CityWeather(spots: [Self.rain, .failed, Self.spot(.drizzle, minutes: [0.6])])
    #expect(city.recommendedSpot == 0)
    #expect(city.weather.condition == .drizzle)
    #expect(city.showsWeatherCard)
    #expect(city.rainText?.en == "Will rain soon...")
  }

  @Test("Every spot failed: clear, 15 % cloud, 72 °F, and no weather card")
  func everySpotFailed() throws {
    let city = try CityWeather(spots: [.failed, .failed, .failed])
    #expect(city.recommendedSpot == 0 && city.shown == nil)
    #expect(city.weather.condition == .clear)
    #expect(city.weather.cloudCover == 0.15)
    #expect(abs(city.weather.temperature * 9 / 5 + 32 - 72) < 1e-9)
    #expect(city.weather.condition.symbolName == "sun.max")
    #expect(!city.showsWeatherCard && city.rainText == nil)
    #expect(city.cloudPercent == 15)
  }

  @Test("A spot without a minute forecast is shown without the weather card")
  func noMinuteForecast() throws {
    let city = try CityWeather(spots: [Self.noMinutes])
    #expect(city.shown?.condition == .partlyCloudy && !city.showsWeatherCard)
  }

  @Test(
    "Cloud cover in whole percent, halves to even as \"%.0f\"",
    arguments: zip([0.125, 0.135, 0.155, 0.0, 1.0, 0.004, 0.996], [12, 14, 16, 0, 100, 0, 100]))
  func cloudPercent(cover: Double, percent: Int) throws {
    let city = try CityWeather(spots: [Self.spot(cloud: cover, minutes: [0])])
    #expect(city.cloudPercent == percent)
  }

  @Test("No chance of rain today, in both languages")
  func dryWords() throws {
    let city = try CityWeather(spots: [Self.dry])
    #expect(
      city.rainText == LocalizedText(en: "No chance of rain today", ar: "لا فرصة للمطر اليوم"))
    #expect(city.weather.condition.description.en == "Mostly Clear")
  }

  @Test(
    "Values no service sends are refused, naming them, even after the recommended spot",
    arguments: [
      ([spot(cloud: 1.01, minutes: nil)], "spots"),
      ([spot(cloud: .nan, minutes: nil)], "spots"),
      ([spot(celsius: .nan, minutes: nil)], "spots"),
      ([spot(celsius: 100.5, minutes: nil)], "spots"),
      ([spot(minutes: [0.1, -0.1])], "spots"),
      ([spot(minutes: [.nan])], "spots"),
      ([spot(minutes: Array(repeating: 0, count: 241))], "spots"),
      ([dry, spot(cloud: -1, minutes: nil)], "spots"),
      ([], "spots"),
      (Array(repeating: SpotReport.failed, count: 17), "spots"),
    ])
  func refused(reports: [SpotReport], input: String) {
    let error = #expect(throws: FoodTruckError.self) { try CityWeather(spots: reports) }
    #expect(error?.kind == .invalidArgument)
    #expect(error?.input == input)
  }

  @Test("Every condition has words in both languages and a symbol")
  func conditions() {
    #expect(WeatherCondition.allCases.count == 34)
    for condition in WeatherCondition.allCases {
      #expect(!condition.description.en.isEmpty && !condition.description.ar.isEmpty)
      #expect(!condition.symbolName.isEmpty)
    }
    #expect(Set(WeatherCondition.allCases.map(\.description.en)).count == 34)
    #expect(Set(WeatherCondition.allCases.map(\.description.ar)).count == 34)
  }
}
