// SPDX-License-Identifier: Apache-2.0
// CityScreen: everything a city's page shows of the weather, from what the session was handed
// in: the recommended spot, the weather card, the Recommended Parking Spot card and its badges,
// the info texts and the attribution (docs/domain.md §5.3).

/// Where the weather a city's page shows comes from. Raw values are the C ABI's
/// `foodtruck_weather_source`.
public enum WeatherSource: Int, CaseIterable, Sendable, Hashable {
  /// Nothing was handed in for the city yet: the page's fields are empty.
  case none = 0
  /// A parking spot answered; its weather is shown.
  case spot = 1
  /// Every spot failed: the fallback (clear, 15 % cloud cover, 72 °F) is shown.
  case fallback = 2
}

/// The weather card's rain line. Raw values are the C ABI's `foodtruck_rain_outlook`.
public enum RainOutlook: Int, CaseIterable, Sendable, Hashable {
  /// No minute forecast: the weather card does not show.
  case unknown = 0
  /// "No chance of rain today".
  case dry = 1
  /// "Will rain soon...".
  case soon = 2
}

/// The texts of a city's page. Raw values are the C ABI's `foodtruck_weather_text_kind`.
public enum CityScreenText: Int, CaseIterable, Sendable, Hashable {
  /// The shown condition in words ("Mostly Clear").
  case condition = 0
  /// "Will rain soon..." or "No chance of rain today"; empty when the weather card does not
  /// show.
  case rain
  /// "Cloud cover percentage is currently 15% in Cupertino".
  case cloudCover
  /// The shown temperature in the session's unit ("72°F").
  case temperature
  /// The card's title, "Recommended".
  case recommended
  /// The recommended spot's name.
  case recommendedSpot
  /// The card's caption, "Parking Spot".
  case parkingSpot
  /// The first badge after the temperature, "Popular".
  case popular
  /// The second, "Trending".
  case trending
  /// The sentence on the city's most popular donuts this season (its last three months of
  /// sales); the original's fixed sentence when the session has no sales history.
  case season
  /// The advice that follows the city's weather (rain, warm, mild or cold); the original's
  /// sentence on stocking up on cold ingredients before any weather was handed in.
  case stockUp
  /// The attribution link's words, "Other data sources".
  case attribution
  /// The attribution link's address: the service's legal page, or the fallback.
  case attributionLink
}

/// A city's page, as the weather handed in has it.
public struct CityScreen: Sendable, Hashable {
  public let city: City
  /// The city's weather; nil until its reports were handed in.
  public let weather: CityWeather?
  public let unit: TemperatureUnit
  public let legalPage: String
  /// The names of the city's most popular donuts this season, most popular first (up to
  /// three); empty without a sales history.
  public let seasonFavorites: [LocalizedText]

  public init(
    city: City, weather: CityWeather?, unit: TemperatureUnit, legalPage: String,
    seasonFavorites: [LocalizedText] = []
  ) {
    self.city = city
    self.weather = weather
    self.unit = unit
    self.legalPage = legalPage
    self.seasonFavorites = seasonFavorites
  }

  public var source: WeatherSource {
    guard let weather else { return .none }
    return weather.shown == nil ? .fallback : .spot
  }

  /// The recommended spot: spot 0 until a spot without rain soon answers.
  public var recommendedSpot: ParkingSpot { city.parkingSpots[weather?.recommendedSpot ?? 0] }

  /// The weather the cards show: the shown spot's, or the fallback (also before any report,
  /// when the original's cards fall back to clear and 72 °F).
  public var shown: SpotWeather { weather?.weather ?? CityWeather.fallback }

  public var rainOutlook: RainOutlook {
    switch weather?.shown?.willRainSoon {
    case true?: .soon
    case false?: .dry
    case nil: .unknown
    }
  }

  /// The cloud cover in whole percent: 0 before any report (the original's empty field).
  public var cloudPercent: Int { weather?.cloudPercent ?? 0 }

  /// `kind`'s text in `locale`.
  public func text(_ kind: CityScreenText, in locale: TruckLocale) -> String {
    switch kind {
    case .condition: shown.condition.description.text(in: locale)
    case .rain: weather?.rainText?.text(in: locale) ?? ""
    case .cloudCover:
      LocalizedText(
        en:
          "Cloud cover percentage is currently \(locale.percent(cloudPercent)) in \(city.name.en)",
        ar: "نسبة الغطاء السحابي حاليًا \(locale.percent(cloudPercent)) في \(city.name.ar)"
      ).text(in: locale)
    case .temperature: unit.text(celsius: shown.temperature, in: locale)
    case .recommended: LocalizedText(en: "Recommended", ar: "موصى به").text(in: locale)
    case .recommendedSpot: recommendedSpot.name.text(in: locale)
    case .parkingSpot: LocalizedText(en: "Parking Spot", ar: "موقف الشاحنة").text(in: locale)
    case .popular: LocalizedText(en: "Popular", ar: "رائج").text(in: locale)
    case .trending: LocalizedText(en: "Trending", ar: "الأكثر رواجًا").text(in: locale)
    case .season: seasonText.text(in: locale)
    case .stockUp: advice.text(in: locale)
    case .attribution:
      LocalizedText(en: "Other data sources", ar: "مصادر بيانات أخرى").text(in: locale)
    case .attributionLink: legalPage
    }
  }

  /// The original's two sentences, kept where the session has no data for them.
  static let originalSeason = LocalizedText(
    en: "Custard, Super Lemon and Rainbow are this season's most popular donuts.",
    ar: "الكاسترد والليمون الفائق وقوس قزح أكثر الدونات رواجًا هذا الموسم.")
  static let warmAdvice = LocalizedText(
    en: "Warm days bring more orders: stock up on cold ingredients.",
    ar: "الأيام الدافئة تجلب طلبات أكثر: تزوّد بالمكونات الباردة.")

  /// "Black Raspberry, Super Lemon and Strawberry Drizzle are this season's most popular donuts
  /// in Cupertino.", from the city's sales; the original's sentence when there are none.
  var seasonText: LocalizedText {
    guard !seasonFavorites.isEmpty else { return Self.originalSeason }
    let en = TruckLocale.english.list(seasonFavorites.map(\.en))
    let ar = TruckLocale.arabic.list(seasonFavorites.map(\.ar))
    let verb =
      seasonFavorites.count == 1
      ? "is this season's most popular donut" : "are this season's most popular donuts"
    return LocalizedText(
      en: "\(en) \(verb) in \(city.name.en).",
      ar: "\(ar) أكثر الدونات رواجًا هذا الموسم في \(city.name.ar).")
  }

  /// The temperatures, in degrees Celsius, from which a day is warm (75 °F) and below which it
  /// is cold (54 °F).
  static let warm = 24.0, cold = 12.0

  /// What the weather handed in suggests: rain first (a rainy condition or rain soon), then by
  /// the shown temperature. Before any report, or when no spot answered (the fallback
  /// weather is no data), the original's sentence (the warm one).
  var advice: LocalizedText {
    guard let shown = weather?.shown else { return Self.warmAdvice }
    if shown.condition.isRainy || shown.willRainSoon == true {
      return LocalizedText(
        en: "Rain is on the way: fewer people walk by, so bake a smaller batch.",
        ar: "المطر في الطريق: يقلّ المارّة، فاخبز دفعة أصغر.")
    }
    if shown.temperature >= Self.warm { return Self.warmAdvice }
    if shown.temperature < Self.cold {
      return LocalizedText(
        en: "Cold days bring fewer orders: bake smaller batches and keep them warm.",
        ar: "الأيام الباردة تجلب طلبات أقل: اخبز دفعات أصغر وأبقها دافئة.")
    }
    return LocalizedText(
      en: "Mild weather brings steady orders: keep the usual stock.",
      ar: "الطقس المعتدل يجلب طلبات منتظمة: حافظ على المخزون المعتاد.")
  }

  /// How many badges of the Recommended Parking Spot card fit in `width`: the first of the
  /// original's variants that fits, [temperature, Popular, Trending], [temperature, Popular],
  /// then [temperature] (which always shows). The badges' widths are as the shell measured
  /// them; `spacing` is the gap between two badges. Every length is 0 to 1e9 points.
  public static func badgeCount(
    width: Double, temperature: Double, popular: Double, trending: Double, spacing: Double
  ) throws(FoodTruckError) -> Int {
    try LayoutLimits.length(width, "the card's width", input: "width")
    try LayoutLimits.length(temperature, "the temperature badge's width", input: "temperature")
    try LayoutLimits.length(popular, "the Popular badge's width", input: "popular")
    try LayoutLimits.length(trending, "the Trending badge's width", input: "trending")
    try LayoutLimits.length(spacing, "the badges' spacing", input: "spacing")
    if temperature + popular + trending + 2 * spacing <= width { return 3 }
    if temperature + popular + spacing <= width { return 2 }
    return 1
  }
}
