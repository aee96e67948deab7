// SPDX-License-Identifier: Apache-2.0
// WeatherCondition: the weather conditions a forecast service reports, with the words and the
// symbol the City screen shows for each (docs/domain.md §5).

/// A current weather condition, covering the conditions the original's weather service
/// reports. Raw values are the C ABI's `foodtruck_weather_condition`, in alphabetical order of
/// the English names.
public enum WeatherCondition: Int, CaseIterable, Sendable, Hashable {
  case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy
  case freezingDrizzle, freezingRain, frigid, hail, haze, heavyRain, heavySnow, hot, hurricane
  case isolatedThunderstorms, mostlyClear, mostlyCloudy, partlyCloudy, rain
  case scatteredThunderstorms, sleet, smoky, snow, strongStorms, sunFlurries, sunShowers
  case thunderstorms, tropicalStorm, windy, wintryMix

  /// The condition in words, as the City screen's weather card shows it.
  public var description: LocalizedText {
    switch self {
    case .blizzard: LocalizedText(en: "Blizzard", ar: "عاصفة ثلجية")
    case .blowingDust: LocalizedText(en: "Blowing Dust", ar: "غبار متطاير")
    case .blowingSnow: LocalizedText(en: "Blowing Snow", ar: "ثلج متطاير")
    case .breezy: LocalizedText(en: "Breezy", ar: "نسيم")
    case .clear: LocalizedText(en: "Clear", ar: "صافٍ")
    case .cloudy: LocalizedText(en: "Cloudy", ar: "غائم")
    case .drizzle: LocalizedText(en: "Drizzle", ar: "رذاذ")
    case .flurries: LocalizedText(en: "Flurries", ar: "زخات ثلج خفيفة")
    case .foggy: LocalizedText(en: "Foggy", ar: "ضبابي")
    case .freezingDrizzle: LocalizedText(en: "Freezing Drizzle", ar: "رذاذ متجمد")
    case .freezingRain: LocalizedText(en: "Freezing Rain", ar: "مطر متجمد")
    case .frigid: LocalizedText(en: "Frigid", ar: "شديد البرودة")
    case .hail: LocalizedText(en: "Hail", ar: "بَرَد")
    case .haze: LocalizedText(en: "Haze", ar: "غبش")
    case .heavyRain: LocalizedText(en: "Heavy Rain", ar: "مطر غزير")
    case .heavySnow: LocalizedText(en: "Heavy Snow", ar: "ثلج كثيف")
    case .hot: LocalizedText(en: "Hot", ar: "حار")
    case .hurricane: LocalizedText(en: "Hurricane", ar: "إعصار")
    case .isolatedThunderstorms:
      LocalizedText(en: "Isolated Thunderstorms", ar: "عواصف رعدية معزولة")
    case .mostlyClear: LocalizedText(en: "Mostly Clear", ar: "صافٍ غالبًا")
    case .mostlyCloudy: LocalizedText(en: "Mostly Cloudy", ar: "غائم غالبًا")
    case .partlyCloudy: LocalizedText(en: "Partly Cloudy", ar: "غائم جزئيًا")
    case .rain: LocalizedText(en: "Rain", ar: "مطر")
    case .scatteredThunderstorms:
      LocalizedText(en: "Scattered Thunderstorms", ar: "عواصف رعدية متفرقة")
    case .sleet: LocalizedText(en: "Sleet", ar: "مطر ثلجي")
    case .smoky: LocalizedText(en: "Smoky", ar: "دخاني")
    case .snow: LocalizedText(en: "Snow", ar: "ثلج")
    case .strongStorms: LocalizedText(en: "Strong Storms", ar: "عواصف قوية")
    case .sunFlurries: LocalizedText(en: "Sun Flurries", ar: "ثلج خفيف مع شمس")
    case .sunShowers: LocalizedText(en: "Sun Showers", ar: "زخات مطر مع شمس")
    case .thunderstorms: LocalizedText(en: "Thunderstorms", ar: "عواصف رعدية")
    case .tropicalStorm: LocalizedText(en: "Tropical Storm", ar: "عاصفة استوائية")
    case .windy: LocalizedText(en: "Windy", ar: "عاصف")
    case .wintryMix: LocalizedText(en: "Wintry Mix", ar: "خليط شتوي")
    }
  }

  /// True for the conditions that bring rain to the street (showers, storms, sleet), which
  /// keep passers-by away.
  public var isRainy: Bool {
    switch self {
    case .drizzle, .freezingDrizzle, .freezingRain, .heavyRain, .hurricane, .isolatedThunderstorms,
      .rain, .scatteredThunderstorms, .sleet, .strongStorms, .sunShowers, .thunderstorms,
      .tropicalStorm, .wintryMix:
      true
    default: false
    }
  }

  /// The Icon Naming Specification's weather icon for the condition by day: every condition
  /// has one (weather-clear, weather-few-clouds, weather-overcast, weather-fog,
  /// weather-showers, weather-showers-scattered, weather-snow, weather-storm,
  /// weather-severe-alert).
  public var freedesktopName: String {
    switch self {
    case .clear, .hot, .frigid: "weather-clear"
    case .mostlyClear, .partlyCloudy, .breezy, .windy: "weather-few-clouds"
    case .cloudy, .mostlyCloudy: "weather-overcast"
    case .foggy, .haze, .smoky, .blowingDust: "weather-fog"
    case .drizzle, .rain, .heavyRain, .freezingDrizzle, .freezingRain, .sleet, .wintryMix, .hail:
      "weather-showers"
    case .sunShowers: "weather-showers-scattered"
    case .snow, .flurries, .heavySnow, .blowingSnow, .blizzard, .sunFlurries: "weather-snow"
    case .isolatedThunderstorms, .scatteredThunderstorms, .thunderstorms, .strongStorms:
      "weather-storm"
    case .hurricane, .tropicalStorm: "weather-severe-alert"
    }
  }

  /// The system symbol for the condition by day (the original shows the service's own).
  public var symbolName: String {
    switch self {
    case .blizzard, .blowingSnow: "wind.snow"
    case .blowingDust: "sun.dust"
    case .breezy, .windy: "wind"
    case .clear: "sun.max"
    case .cloudy, .mostlyCloudy: "cloud"
    case .drizzle, .freezingDrizzle: "cloud.drizzle"
    case .flurries, .snow: "cloud.snow"
    case .foggy: "cloud.fog"
    case .freezingRain, .sleet, .wintryMix: "cloud.sleet"
    case .frigid: "thermometer.snowflake"
    case .hail: "cloud.hail"
    case .haze: "sun.haze"
    case .heavyRain: "cloud.heavyrain"
    case .heavySnow: "snowflake"
    case .hot: "thermometer.sun"
    case .hurricane: "hurricane"
    case .isolatedThunderstorms, .scatteredThunderstorms: "cloud.sun.bolt"
    case .mostlyClear, .partlyCloudy: "cloud.sun"
    case .rain: "cloud.rain"
    case .smoky: "smoke"
    case .strongStorms, .thunderstorms: "cloud.bolt.rain"
    case .sunFlurries: "sun.snow"
    case .sunShowers: "cloud.sun.rain"
    case .tropicalStorm: "tropicalstorm"
    }
  }
}
