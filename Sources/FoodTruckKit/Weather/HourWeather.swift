// SPDX-License-Identifier: Apache-2.0
// HourWeather: one hour of the hourly forecast a shell fetched for the truck's parking spot,
// which the Truck screen's Forecast card charts (docs/domain.md §5.2).

/// One hour of an hourly forecast.
public struct HourWeather: Sendable, Hashable {
  /// The hour's start, ms since the Unix epoch.
  public var at: Int64
  /// The temperature in degrees Celsius.
  public var temperature: Double
  /// Whether the sun is up.
  public var isDaylight: Bool

  public init(at: Int64, temperature: Double, isDaylight: Bool) {
    self.at = at
    self.temperature = temperature
    self.isDaylight = isDaylight
  }

  /// The most hours a forecast may have: ten days, more than any service gives.
  public static let maximumHours = 240

  /// Refuses a forecast no service sends: more than ``maximumHours`` hours, instants outside
  /// the years 1 to 9999 or not strictly increasing (unsorted or repeated), temperatures
  /// outside -100 to 100 °C or NaN.
  static func check(_ hours: [HourWeather]) throws(FoodTruckError) {
    guard hours.count <= maximumHours else {
      throw .invalidArgument(
        "\(hours.count) hours are more than the \(maximumHours) a forecast may have",
        input: "hours")
    }
    var previous: Int64?
    for (index, hour) in hours.enumerated() {
      guard LocalCalendar.validInstants.contains(hour.at) else {
        throw .invalidArgument(
          "hour \(index) at \(hour.at) ms is outside the years 1 to 9999", input: "hours")
      }
      if let previous, hour.at <= previous {
        throw .invalidArgument(
          "hour \(index) at \(hour.at) ms does not come after the hour before it (\(previous) ms)"
            + ": a forecast's hours are sorted and distinct", input: "hours")
      }
      guard SpotWeather.temperatures.contains(hour.temperature) else {
        throw .invalidArgument(
          "hour \(index)'s temperature \(hour.temperature) °C is outside -100 to 100",
          input: "hours")
      }
      previous = hour.at
    }
  }

  /// The hour as the chart draws it: whole degrees Fahrenheit, as the original converts.
  var chartHour: ForecastHour {
    ForecastHour(
      at: at,
      degreesF: Int(TemperatureUnit.fahrenheit.value(celsius: temperature).rounded()),
      isDaylight: isDaylight)
  }
}
