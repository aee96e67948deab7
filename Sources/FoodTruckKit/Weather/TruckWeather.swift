// SPDX-License-Identifier: Apache-2.0
// TruckWeather: the weather a shell handed in, held by the session: each city's spot reports,
// the hourly forecast at the truck's spot, the unit and the service's legal page
// (docs/domain.md §5). Handing in replaces the old weather whole, or not at all.

/// What the session knows of the weather.
public struct TruckWeather: Sendable, Hashable {
  /// Each city's weather, once its spots' reports were handed in.
  public internal(set) var cities: [City: CityWeather] = [:]
  /// The hourly forecast at the truck's parking spot; empty until one is handed in.
  public internal(set) var forecast: [HourWeather] = []
  /// The unit temperatures are shown in (°F by default, as the original's storefront).
  public internal(set) var unit = TemperatureUnit.fahrenheit
  /// The weather service's legal attribution page; nil until a shell gives one.
  public internal(set) var legalPage: String?

  /// The page the attribution link opens when the shell gave none.
  public static let fallbackLegalPage = "https://weather-data.apple.com/legal-attribution.html"
  /// The longest legal page address accepted, in bytes.
  public static let maximumLegalPageBytes = 2048

  public init() {}
}

extension Truck {
  /// Hands in the weather of each of `city`'s parking spots, in the city's order: one report
  /// per spot. Refused whole (the city's previous weather kept) for a wrong count or a report
  /// no service sends.
  public mutating func setWeather(_ reports: [SpotReport], for city: City) throws(FoodTruckError) {
    guard reports.count == city.parkingSpots.count else {
      throw .invalidArgument(
        "\(city.name.en) has \(city.parkingSpots.count) parking spots; got \(reports.count) "
          + "reports", input: "spots")
    }
    weather.cities[city] = try CityWeather(spots: reports)
  }

  /// Hands in the hourly forecast at the truck's parking spot (empty: back to the
  /// placeholder). Refused whole, the previous forecast kept, when `HourWeather.check(_:)`
  /// refuses it.
  public mutating func setForecast(_ hours: [HourWeather]) throws(FoodTruckError) {
    try HourWeather.check(hours)
    weather.forecast = hours
  }

  /// Sets the unit temperatures are shown in.
  public mutating func setTemperatureUnit(_ unit: TemperatureUnit) {
    weather.unit = unit
  }

  /// Sets the weather service's legal attribution page: an https address of at most
  /// ``TruckWeather/maximumLegalPageBytes`` bytes, or "" for none (the fallback page).
  public mutating func setWeatherLegalPage(_ address: String) throws(FoodTruckError) {
    guard address.utf8.count <= TruckWeather.maximumLegalPageBytes else {
      throw .invalidArgument(
        "the legal page's address is longer than \(TruckWeather.maximumLegalPageBytes) bytes",
        input: "address")
    }
    guard address.isEmpty || address.hasPrefix("https://") && address.utf8.count > 8 else {
      throw .invalidArgument(
        "the legal page's address \"\(address)\" is not an https:// address", input: "address")
    }
    weather.legalPage = address.isEmpty ? nil : address
  }

  /// A temperature given in degrees Celsius, in the session's unit and language.
  public func temperatureText(celsius: Double) throws(FoodTruckError) -> String {
    guard SpotWeather.temperatures.contains(celsius) else {
      throw .invalidArgument(
        "the temperature \(celsius) °C is outside -100 to 100", input: "celsius")
    }
    return weather.unit.text(celsius: celsius, in: locale)
  }

  /// What `city`'s page shows of the weather.
  public func cityScreen(_ city: City) -> CityScreen {
    CityScreen(
      city: city, weather: weather.cities[city], unit: weather.unit,
      legalPage: weather.legalPage ?? TruckWeather.fallbackLegalPage,
      seasonFavorites: seasonFavorites(city).compactMap { try? catalog.donut(id: $0).name })
  }

  /// The catalog ids of `city`'s three most popular donuts this season: over the last three
  /// months of its sales history (ties by id), none without a history.
  func seasonFavorites(_ city: City) -> [Int] {
    guard let months = history.cities[city]?.monthly.suffix(3), !months.isEmpty else { return [] }
    var totals = Array(repeating: 0, count: catalog.donuts.count)
    for month in months { addCounts(month.counts, into: &totals) }
    return totals.indices.filter { totals[$0] > 0 }
      .sorted { (totals[$0], -$0) > (totals[$1], -$1) }
      .prefix(3).map { $0 }
  }
}
