// SPDX-License-Identifier: Apache-2.0
// HourWeatherTests: the Forecast card from the hourly forecast handed in: up to 25 hours from
// the local hour containing now, whole °F, nights and marks; the placeholder when none is left;
// refused forecasts keep the previous one (docs/domain.md §5.2).

import FoodTruckKit
import Testing

@Suite("HourWeather")
struct HourWeatherTests {
  static let hour: Int64 = 3_600_000
  /// 2023-11-14 22:13:20 UTC, and 22:00, the hour that contains it.
  static let now: Int64 = 1_700_000_000_000
  static let hourStart: Int64 = 1_699_999_200_000

  /// 30 hours from 21:00 UTC, 10 °C rising one degree an hour, dark from 22:00 to 05:00.
  static let thirtyHours: [HourWeather] = (0..<30).map { (k: Int) -> HourWeather in
    let at: Int64 = hourStart + Int64(k - 1) * hour
    return HourWeather(at: at, temperature: 10 + Double(k), isDaylight: k < 1 || k > 8)
  }

  @Test("25 hours from 22:00 in whole °F; the floor 2 below the lowest")
  func chart() throws {
    var truck = Truck()
    try truck.setForecast(Self.thirtyHours)
    let chart = truck.forecastChart(now: Self.now)
    #expect(chart.hours.count == 25 && chart.hours.first?.at == Self.hourStart)
    #expect(chart.hours.prefix(4).map(\.degreesF) == [52, 54, 55, 57])  // 51.8, 53.6, 55.4, 57.2
    #expect(chart.hours.last?.degreesF == 95 && chart.low == 50)
    #expect(chart.nights.map(\.start) == [Self.hourStart])
    #expect(chart.nights.map(\.end) == [Self.hourStart + 8 * Self.hour])
    #expect(chart.hourTicks.map(\.label) == ["0", "3", "6", "9", "12", "15", "18", "21"])
  }

  @Test("Hours past fall out; with none left, the placeholder again")
  func laterAndStale() throws {
    var truck = Truck()
    try truck.setForecast(Self.thirtyHours)
    let later = truck.forecastChart(now: Self.now + 10 * Self.hour)
    #expect(later.hours.count == 19 && later.hours.first?.at == Self.hourStart + 10 * Self.hour)
    let stale = truck.forecastChart(now: Self.now + 48 * Self.hour)
    #expect(stale == Truck().forecastChart(now: Self.now + 48 * Self.hour))
    #expect(stale.low == 53)
    try truck.setForecast([])
    #expect(truck.forecastChart(now: Self.now) == Truck().forecastChart(now: Self.now))
  }

  @Test(
    "Forecasts no service sends are refused whole",
    arguments: [
      [
        HourWeather(at: now, temperature: 10, isDaylight: true),
        HourWeather(at: now - 1, temperature: 10, isDaylight: true),
      ],
      [
        HourWeather(at: now, temperature: 10, isDaylight: true),
        HourWeather(at: now, temperature: 11, isDaylight: true),
      ],
      [HourWeather(at: now, temperature: .nan, isDaylight: true)],
      [HourWeather(at: now, temperature: 100.5, isDaylight: true)],
      [HourWeather(at: 253_402_300_800_000, temperature: 10, isDaylight: true)],
      (0..<241).map { HourWeather(at: now + Int64($0) * hour, temperature: 10, isDaylight: true) },
    ])
  func refused(hours: [HourWeather]) throws {
    var truck = Truck()
    try truck.setForecast(Array(Self.thirtyHours.prefix(3)))
    let error = #expect(throws: FoodTruckError.self) { try truck.setForecast(hours) }
    #expect(error?.input == "hours")
    #expect(truck.weather.forecast == Array(Self.thirtyHours.prefix(3)))
  }
}
