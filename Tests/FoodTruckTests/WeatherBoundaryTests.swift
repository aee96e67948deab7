// SPDX-License-Identifier: Apache-2.0
// WeatherBoundaryTests: weather through the C ABI from Swift: the spot reports read from C
// arrays (a zeroed struct is a failed spot, a minute array read only with its flag), the city
// page's struct and texts, the unit, the temperature text, the badge rule, the legal page, and
// the hourly forecast behind the Forecast card; refused input names what was wrong and keeps
// the previous weather (docs/domain.md §5.2, §5.3).

import CFoodTruck
import FoodTruck
import Testing

@Suite("Weather boundary")
final class WeatherBoundaryTests {
  let truck: UnsafeMutablePointer<foodtruck_truck>

  init() throws {
    truck = try newTruck()
  }

  deinit {
    truckFree(truck)
  }

  static let hour: Int64 = 3_600_000
  /// 2023-11-14 22:13:20 UTC, and 22:00, the hour that contains it.
  static let now: Int64 = 1_700_000_000_000
  static let hourStart: Int64 = 1_699_999_200_000

  static func answered(
    _ condition: foodtruck_weather_condition, cloud: Double, celsius: Double,
    minutes: UnsafePointer<Double>? = nil, count: Int = 0, hasMinutes: Bool = false
  ) -> foodtruck_spot_weather {
    foodtruck_spot_weather(
      minute_chances: minutes, minute_count: count, cloud_cover: cloud,
      temperature_c: celsius, condition: condition, answered: true,
      has_minute_forecast: hasMinutes)
  }

  func setCity(_ city: foodtruck_city, _ spots: [foodtruck_spot_weather]) -> foodtruck_status {
    spots.withUnsafeBufferPointer { weatherSetCity(truck, city, $0.baseAddress, UInt($0.count)) }
  }

  func page(_ city: foodtruck_city) throws -> foodtruck_city_weather {
    var weather = foodtruck_city_weather()
    try #require(weatherCity(truck, city, &weather) == FOODTRUCK_OK, "\(lastErrorText)")
    return weather
  }

  func text(_ city: foodtruck_city, _ kind: foodtruck_weather_text_kind) throws -> String {
    try readText { weatherText(truck, city, kind, $0, $1, $2) }
  }

  @Test("Reports from C arrays: the walk in Cupertino, the page and its texts")
  func cupertino() throws {
    let rain: [Double] = [0.1, 0.3]
    let dry: [Double] = [0.0, 0.29]
    try rain.withUnsafeBufferPointer { rain in
      try dry.withUnsafeBufferPointer { dry in
        // Apple Park rains soon; Infinite Loop stays under 30 %: recommended and shown.
        let status = setCity(
          FOODTRUCK_CITY_CUPERTINO,
          [
            Self.answered(
              FOODTRUCK_WEATHER_CONDITION_RAIN, cloud: 0.9, celsius: 12, minutes: rain.baseAddress,
              count: 2, hasMinutes: true),
            Self.answered(
              FOODTRUCK_WEATHER_CONDITION_HAZE, cloud: 0.125, celsius: 30, minutes: dry.baseAddress,
              count: 2, hasMinutes: true),
          ])
        try #require(status == FOODTRUCK_OK, "\(lastErrorText)")
      }
    }
    let weather = try page(FOODTRUCK_CITY_CUPERTINO)
    #expect(weather.source == FOODTRUCK_WEATHER_SOURCE_SPOT && weather.recommended_spot == 1)
    #expect(weather.shown_spot == 1 && weather.condition == FOODTRUCK_WEATHER_CONDITION_HAZE)
    // 12.5 % halves to even.
    #expect(weather.cloud_percent == 12 && weather.rain == FOODTRUCK_RAIN_OUTLOOK_DRY)
    #expect(weather.shows_weather_card)
    #expect(try text(FOODTRUCK_CITY_CUPERTINO, FOODTRUCK_WEATHER_TEXT_CONDITION) == "Haze")
    #expect(try text(FOODTRUCK_CITY_CUPERTINO, FOODTRUCK_WEATHER_TEXT_TEMPERATURE) == "86°F")
    #expect(
      try text(FOODTRUCK_CITY_CUPERTINO, FOODTRUCK_WEATHER_TEXT_RECOMMENDED_SPOT) == "Infinite Loop"
    )
    #expect(
      try text(FOODTRUCK_CITY_CUPERTINO, FOODTRUCK_WEATHER_TEXT_CLOUD_COVER)
        == "Cloud cover percentage is currently 12% in Cupertino")
    #expect(
      try readText { weatherConditionSymbol(FOODTRUCK_WEATHER_CONDITION_HAZE, $0, $1, $2) }
        == "sun.haze")
    #expect(
      try readText { weatherConditionName(truck, FOODTRUCK_WEATHER_CONDITION_HAZE, $0, $1, $2) }
        == "Haze")
  }

  @Test("A zeroed struct is a failed spot; every failed gives the fallback")
  func fallback() throws {
    try #require(
      setCity(FOODTRUCK_CITY_LONDON, Array(repeating: foodtruck_spot_weather(), count: 6))
        == FOODTRUCK_OK)
    let weather = try page(FOODTRUCK_CITY_LONDON)
    #expect(weather.source == FOODTRUCK_WEATHER_SOURCE_FALLBACK && weather.shown_spot == -1)
    #expect(weather.condition == FOODTRUCK_WEATHER_CONDITION_CLEAR && weather.cloud_percent == 15)
    #expect(!weather.shows_weather_card)
    #expect(try text(FOODTRUCK_CITY_LONDON, FOODTRUCK_WEATHER_TEXT_TEMPERATURE) == "72°F")
  }

  @Test("Refused reports name the array and keep the previous weather")
  func refused() throws {
    let good = [
      foodtruck_spot_weather(),
      Self.answered(FOODTRUCK_WEATHER_CONDITION_CLEAR, cloud: 0.5, celsius: 20),
    ]
    try #require(setCity(FOODTRUCK_CITY_CUPERTINO, good) == FOODTRUCK_OK)
    let before = try page(FOODTRUCK_CITY_CUPERTINO)
    var bad = good
    bad[1].minute_count = 241
    bad[1].has_minute_forecast = true
    #expect(setCity(FOODTRUCK_CITY_CUPERTINO, bad) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(
      lastErrorText
        == "foodtruck_weather_set_city: spots[1].minute_count 241 is above the limit of 240")
    bad[1].minute_count = -1  // SIZE_MAX from C: refused before a minute is read
    #expect(setCity(FOODTRUCK_CITY_CUPERTINO, bad) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    bad[1].minute_count = 3  // but no array
    #expect(setCity(FOODTRUCK_CITY_CUPERTINO, bad) == FOODTRUCK_ERR_NULL_ARGUMENT)
    bad[1] = good[1]
    bad[1].cloud_cover = -0.5
    #expect(setCity(FOODTRUCK_CITY_CUPERTINO, bad) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(
      lastErrorText
        == "foodtruck_weather_set_city: spots: in spot 1, the cloud cover -0.5 is outside 0 to 1")
    #expect(setCity(FOODTRUCK_CITY_CUPERTINO, [good[1]]) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(setCity(FOODTRUCK_CITY_ALL, good) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(weatherSetCity(truck, FOODTRUCK_CITY_CUPERTINO, nil, 2) == FOODTRUCK_ERR_NULL_ARGUMENT)
    let after = try page(FOODTRUCK_CITY_CUPERTINO)
    #expect(after.shown_spot == before.shown_spot && after.cloud_cover == before.cloud_cover)
  }

  @Test("The unit, temperatures, badges and the legal page")
  func settings() throws {
    var unit = FOODTRUCK_TEMPERATURE_UNIT_CELSIUS
    #expect(
      weatherUnit(truck, &unit) == FOODTRUCK_OK && unit == FOODTRUCK_TEMPERATURE_UNIT_FAHRENHEIT)
    #expect(weatherSetUnit(truck, FOODTRUCK_TEMPERATURE_UNIT_CELSIUS) == FOODTRUCK_OK)
    #expect(try readText { weatherTemperatureText(truck, -3.5, $0, $1, $2) } == "-4°C")
    var buffer = [CChar](repeating: 0, count: 16)
    #expect(weatherTemperatureText(truck, 120, &buffer, 16, nil) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_weather_temperature_text: temperature_c: "))
    var count: UInt = 0
    #expect(weatherBadgeCount(99.9, 40, 30, 20, 5, &count) == FOODTRUCK_OK && count == 2)
    #expect(weatherBadgeCount(99.9, 40, 30, -20, 5, &count) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(weatherSetLegalPage(truck, "https://open-meteo.com/en/license") == FOODTRUCK_OK)
    #expect(
      try text(FOODTRUCK_CITY_LONDON, FOODTRUCK_WEATHER_TEXT_ATTRIBUTION_LINK)
        == "https://open-meteo.com/en/license")
    #expect(weatherSetLegalPage(truck, "http://x") == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(weatherSetLegalPage(truck, nil) == FOODTRUCK_ERR_NULL_ARGUMENT)
  }

  @Test("The hourly forecast behind the Forecast card")
  func forecast() throws {
    // 3 hours from 22:00 UTC at 20 °C (68 °F), dark: the chart has those 3 hours, floor 66.
    let hours = (0..<3).map { (k: Int) -> foodtruck_hour_weather in
      foodtruck_hour_weather(
        at: Self.hourStart + Int64(k) * Self.hour, temperature_c: 20, daylight: false)
    }
    try #require(weatherSetForecast(truck, hours, 3) == FOODTRUCK_OK)
    var chart = [foodtruck_forecast_hour](repeating: foodtruck_forecast_hour(), count: 25)
    var count: UInt = 0
    var low: Int32 = 0
    #expect(chartForecast(truck, Self.now, &chart, 25, &count, &low) == FOODTRUCK_OK)
    #expect(
      count == 3 && low == 66 && chart[0].degrees_f == 68
        && chart[2].at == Self.hourStart + 2 * Self.hour)
    let unsorted = [hours[1], hours[0]]
    #expect(weatherSetForecast(truck, unsorted, 2) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_weather_set_forecast: hours: hour 1 "))
    #expect(weatherSetForecast(truck, nil, 241) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(chartForecast(truck, Self.now, &chart, 25, &count, &low) == FOODTRUCK_OK && count == 3)
    #expect(weatherSetForecast(truck, nil, 0) == FOODTRUCK_OK)
    #expect(chartForecast(truck, Self.now, &chart, 25, &count, &low) == FOODTRUCK_OK && count == 25)
  }
}
