// SPDX-License-Identifier: Apache-2.0
// Weather: what the shell's weather service gave, handed in per city and for the truck's spot,
// and everything the City pages and the Forecast card show of it. The library fetches nothing.
//
// C <-> Swift
//   foodtruck_weather_condition   WeatherCondition
//   foodtruck_temperature_unit    TemperatureUnit
//   foodtruck_spot_weather        SpotReport (answered false: .failed)
//   foodtruck_hour_weather        HourWeather
//   foodtruck_city_weather        CityScreen (its numbers; its texts through foodtruck_weather_text)
//   foodtruck_weather_text_kind   CityScreenText

import CFoodTruck
import FoodTruckKit

// MARK: - foodtruck_weather_condition

/// Writes a weather condition in words in the session's language ("Mostly Clear"), as the
/// City page's weather card shows it.
///
/// - Parameter condition: The condition.
@c(foodtruck_weather_condition_name) public func weatherConditionName(
  _ truck: UnsafePointer<foodtruck_truck>?, _ condition: foodtruck_weather_condition,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_weather_condition_name", truck) { session throws(BoundaryError) in
    let condition = try Arg.enumValue(condition, as: WeatherCondition.self, "condition")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(condition.description) })
  }
}

/// Writes a weather condition's system symbol name by day ("sun.max" for clear, which is also
/// the fallback's).
///
/// - Parameter condition: The condition.
@c(foodtruck_weather_condition_symbol) public func weatherConditionSymbol(
  _ condition: foodtruck_weather_condition, _ text_out: UnsafeMutablePointer<CChar>?,
  _ capacity: UInt, _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_weather_condition_symbol") { () throws(BoundaryError) in
    let condition = try Arg.enumValue(condition, as: WeatherCondition.self, "condition")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(condition.symbolName)
  }
}

/// Writes a weather condition's icon by day as the freedesktop Icon Naming Specification names
/// it ("weather-clear", "weather-few-clouds", "weather-showers", ...): every condition has one.
///
/// - Parameter condition: The condition.
@c(foodtruck_weather_condition_icon_name) public func weatherConditionIconName(
  _ condition: foodtruck_weather_condition, _ text_out: UnsafeMutablePointer<CChar>?,
  _ capacity: UInt, _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_weather_condition_icon_name") { () throws(BoundaryError) in
    let condition = try Arg.enumValue(condition, as: WeatherCondition.self, "condition")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(condition.freedesktopName)
  }
}

// MARK: - foodtruck_spot_weather

/// Hands in what the weather service gave for each of a city's parking spots, in the city's
/// order (foodtruck_parking_spot_get()): one report per spot, the failed ones with answered
/// false. The city's page then shows the recommended spot (the first with a minute forecast and
/// no minute of 30 % chance or more; spot 0 when none), the weather of the last spot that
/// answered up to it, or the fallback when every spot failed. The minute arrays are read during
/// the call only.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_CITY_ALL, a count other than the city's
/// spots, a condition outside the enum, a cloud cover or chance outside 0 to 1, a temperature
/// outside -100 to 100 °C, NaN, or more than FOODTRUCK_WEATHER_MAX_MINUTES minutes;
/// FOODTRUCK_ERR_NULL_ARGUMENT for minute_chances NULL with minutes. The city's previous
/// weather is kept.
///
/// - Parameters:
///   - city: The city.
///   - spots: The reports, one per parking spot of the city.
///   - spot_count: The number of reports: the city's foodtruck_parking_spot_count().
///     Range: 0 to 16.
@c(foodtruck_weather_set_city) public func weatherSetCity(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ city: foodtruck_city,
  _ spots: UnsafePointer<foodtruck_spot_weather>?, _ spot_count: UInt
) -> foodtruck_status {
  ffi("foodtruck_weather_set_city", truck) { session throws(BoundaryError) in
    let city = try Arg.oneCity(city)
    let reports = try Arg.array(spots, spot_count, maximum: 16, "spots", "spot_count") { $0 }
    // Read every caller array before the lock is taken.
    let converted = try reports.enumerated().map { (index, spot) throws(BoundaryError) in
      try SpotReport(spot, "spots[\(index)]")
    }
    try session.change(.setWeather(converted, city: city))
  }
}

/// Reads what a city's page shows of the weather: where it comes from, the recommended spot,
/// the spot shown, its condition, cloud cover and temperature, the rain outlook and whether the
/// weather card shows. Before any report was handed in the source is
/// FOODTRUCK_WEATHER_SOURCE_NONE and the fields are the page's empty ones.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_CITY_ALL.
///
/// - Parameters:
///   - city: The city.
///   - weather_out: Receives the city's weather.
@c(foodtruck_weather_city) public func weatherCity(
  _ truck: UnsafePointer<foodtruck_truck>?, _ city: foodtruck_city,
  _ weather_out: UnsafeMutablePointer<foodtruck_city_weather>?
) -> foodtruck_status {
  ffi("foodtruck_weather_city", truck) { session throws(BoundaryError) in
    let city = try Arg.oneCity(city)
    let out = try Arg.out(weather_out, "weather_out")
    try out.storeZeroingPadding(foodtruck_city_weather(session.read { $0.cityScreen(city) }))
  }
}

/// Writes one of a city's page texts in the session's language: the weather card's condition
/// and rain line, the cloud-cover sentence, the Recommended Parking Spot card's words, the
/// shown temperature in the session's unit, the two fixed sentences and the attribution link.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_CITY_ALL.
///
/// - Parameters:
///   - city: The city.
///   - text: Which text.
@c(foodtruck_weather_text) public func weatherText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ city: foodtruck_city,
  _ text: foodtruck_weather_text_kind, _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_weather_text", truck) { session throws(BoundaryError) in
    let city = try Arg.oneCity(city)
    let kind = try Arg.enumValue(text, as: CityScreenText.self, "text")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.cityScreen(city).text(kind, in: $0.locale) })
  }
}

/// Counts the badges of the Recommended Parking Spot card that fit in a width: 3 (temperature,
/// Popular, Trending) when the three and two spacings fit, else 2 (temperature, Popular) when
/// those two and a spacing fit, else 1 (the temperature alone, which always shows).
///
/// - Parameters:
///   - width: The room for the badges, in points. Range: 0 to 1e9.
///   - temperature: The temperature badge's measured width. Range: 0 to 1e9.
///   - popular: The Popular badge's measured width. Range: 0 to 1e9.
///   - trending: The Trending badge's measured width. Range: 0 to 1e9.
///   - spacing: The gap between two badges. Range: 0 to 1e9.
///   - count_out: Receives 1, 2 or 3.
@c(foodtruck_weather_badge_count) public func weatherBadgeCount(
  _ width: Double, _ temperature: Double, _ popular: Double, _ trending: Double,
  _ spacing: Double, _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_weather_badge_count") { () throws(BoundaryError) in
    let out = try Arg.out(count_out, "count_out")
    out.pointee = UInt(
      try core { () throws(FoodTruckError) in
        try CityScreen.badgeCount(
          width: width, temperature: temperature, popular: popular, trending: trending,
          spacing: spacing)
      })
  }
}

/// Sets the weather service's legal attribution page, the address of the attribution link;
/// "" gives it back to the fallback, https://weather-data.apple.com/legal-attribution.html.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for an address that is not https:// or is longer
/// than FOODTRUCK_WEATHER_LEGAL_PAGE_MAX_BYTES; the previous page is kept.
///
/// - Parameter address: The page's https:// address, or "".
///   At most FOODTRUCK_WEATHER_LEGAL_PAGE_MAX_BYTES bytes.
@c(foodtruck_weather_set_legal_page) public func weatherSetLegalPage(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ address: UnsafePointer<CChar>?
) -> foodtruck_status {
  ffi("foodtruck_weather_set_legal_page", truck) { session throws(BoundaryError) in
    let address = try Arg.text(
      address, "address", maximumBytes: TruckWeather.maximumLegalPageBytes)
    try session.change(.setWeatherLegalPage(address))
  }
}

// MARK: - foodtruck_temperature_unit

/// Sets the unit temperatures are shown in (Fahrenheit by default).
///
/// - Parameter unit: The unit.
@c(foodtruck_weather_set_unit) public func weatherSetUnit(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ unit: foodtruck_temperature_unit
) -> foodtruck_status {
  ffi("foodtruck_weather_set_unit", truck) { session throws(BoundaryError) in
    let unit = try Arg.enumValue(unit, as: TemperatureUnit.self, "unit")
    try session.change(.setTemperatureUnit(unit))
  }
}

/// Reads the unit temperatures are shown in.
///
/// - Parameter unit_out: Receives the unit.
@c(foodtruck_weather_unit) public func weatherUnit(
  _ truck: UnsafePointer<foodtruck_truck>?,
  _ unit_out: UnsafeMutablePointer<foodtruck_temperature_unit>?
) -> foodtruck_status {
  ffi("foodtruck_weather_unit", truck) { session throws(BoundaryError) in
    let out = try Arg.out(unit_out, "unit_out")
    out.pointee = try foodtruck_temperature_unit(
      rawValue: UInt32(session.read { $0.weather.unit.rawValue }))
  }
}

/// Writes a temperature in the session's unit and language, in whole degrees rounded half away
/// from zero: "72°F", "22°C"; in Arabic "٧٢°ف", "٢٢°م", a minus sign after the Arabic letter
/// mark (U+061C).
///
/// - Parameter temperature_c: Degrees Celsius. Range: -100 to 100.
@c(foodtruck_weather_temperature_text) public func weatherTemperatureText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ temperature_c: Double,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_weather_temperature_text", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    let text = try session.read(argument: "temperature_c") { truck throws(FoodTruckError) in
      try truck.temperatureText(celsius: temperature_c)
    }
    try buffer.write(text)
  }
}

// MARK: - foodtruck_hour_weather

/// Hands in the hourly forecast at the truck's parking spot, which the Forecast card charts
/// (foodtruck_chart_forecast() and FOODTRUCK_CHART_FORECAST): up to 25 of its hours from the
/// local hour that contains now. With hour_count 0, or once none of its hours is left, the
/// card shows the placeholder forecast again.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for more than FOODTRUCK_WEATHER_MAX_HOURS hours, an
/// hour's instant out of range or not after the one before (unsorted or repeated), or a
/// temperature outside -100 to 100 °C or NaN; the previous forecast is kept.
///
/// - Parameters:
///   - hours: The hours, sorted by their start.
///   - hour_count: The number of hours. Range: 0 to FOODTRUCK_WEATHER_MAX_HOURS.
@c(foodtruck_weather_set_forecast) public func weatherSetForecast(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ hours: UnsafePointer<foodtruck_hour_weather>?,
  _ hour_count: UInt
) -> foodtruck_status {
  ffi("foodtruck_weather_set_forecast", truck) { session throws(BoundaryError) in
    let forecast = try Arg.array(
      hours, hour_count, maximum: HourWeather.maximumHours, "hours", "hour_count"
    ) { HourWeather(at: $0.at, temperature: $0.temperature_c, isDaylight: $0.daylight) }
    try session.change(.setForecast(forecast))
  }
}
