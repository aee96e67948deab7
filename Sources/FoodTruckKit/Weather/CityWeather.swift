// SPDX-License-Identifier: Apache-2.0
// CityWeather: what the City screen shows from the weather a shell fetched for each of the
// city's parking spots: the rain rule, the recommended spot, the weather shown and its words
// (docs/domain.md §5). The library fetches nothing; the shell hands the reports in.

/// The weather a shell fetched for one parking spot.
public struct SpotWeather: Sendable, Hashable {
  public var condition: WeatherCondition
  /// How much of the sky clouds cover, 0 to 1.
  public var cloudCover: Double
  /// The temperature in degrees Celsius.
  public var temperature: Double
  /// The chance of precipitation for each coming minute, 0 to 1, or nil where the service has
  /// no minute forecast.
  public var minuteChances: [Double]?

  public init(
    condition: WeatherCondition, cloudCover: Double, temperature: Double,
    minuteChances: [Double]? = nil
  ) {
    self.condition = condition
    self.cloudCover = cloudCover
    self.temperature = temperature
    self.minuteChances = minuteChances
  }

  /// A minute with at least this chance means rain soon.
  public static let rainChance = 0.3
  /// The most minutes of a minute forecast (services give about an hour).
  public static let maximumMinutes = 240
  /// The temperatures accepted, in degrees Celsius: beyond anything measured on Earth.
  public static let temperatures = -100.0...100.0

  /// Whether it will rain soon: any minute with a chance of 0.3 or more; nil without a minute
  /// forecast.
  public var willRainSoon: Bool? {
    minuteChances.map { chances in chances.contains { $0 >= SpotWeather.rainChance } }
  }

  /// Refuses values a service cannot have sent: a cover or chance outside 0 to 1, a temperature
  /// outside ``temperatures``, NaN, or too many minutes.
  func check() throws(FoodTruckError) {
    guard (0...1).contains(cloudCover) else {
      throw .invalidArgument("the cloud cover \(cloudCover) is outside 0 to 1", input: "cloudCover")
    }
    guard SpotWeather.temperatures.contains(temperature) else {
      throw .invalidArgument(
        "the temperature \(temperature) °C is outside -100 to 100", input: "temperature")
    }
    guard let chances = minuteChances else { return }
    guard chances.count <= SpotWeather.maximumMinutes else {
      throw .invalidArgument(
        "\(chances.count) minutes are more than the \(SpotWeather.maximumMinutes) a minute "
          + "forecast may have", input: "minuteChances")
    }
    for (minute, chance) in chances.enumerated() where !(0...1).contains(chance) {
      throw .invalidArgument(
        "minute \(minute)'s chance \(chance) is outside 0 to 1", input: "minuteChances")
    }
  }
}

/// What a shell got for one parking spot: its weather, or a failure.
public enum SpotReport: Sendable, Hashable {
  case weather(SpotWeather)
  case failed
}

/// The City screen's weather, from one report per parking spot of the city, in the spots'
/// order.
public struct CityWeather: Sendable, Hashable {
  /// The recommended spot's index: the first spot with a minute forecast and no minute of 30 %
  /// or more; spot 0 when none qualifies.
  public let recommendedSpot: Int
  /// The weather shown: the last spot that answered, stopping at the recommended one; nil when
  /// every spot failed.
  public let shown: SpotWeather?
  /// The index of the spot whose weather is shown; nil when every spot failed.
  public let shownSpot: Int?

  /// The weather shown when every spot failed: clear, 15 % cloud cover, 72 °F.
  public static let fallback = SpotWeather(
    condition: .clear, cloudCover: 0.15, temperature: (72.0 - 32) * 5 / 9)

  /// Reads the reports the way the original walks the spots: in order, a spot that answers
  /// becomes the one shown, and the first one without rain soon is recommended and ends the
  /// walk. At least one report; at most 16 (a city's spots); invalid weather is refused.
  public init(spots reports: [SpotReport]) throws(FoodTruckError) {
    guard (1...16).contains(reports.count) else {
      throw .invalidArgument(
        "a city has 1 to 16 parking spots; got \(reports.count) reports", input: "spots")
    }
    // Every report is checked, also those after the walk stops: a refused input is refused whole.
    for case (let index, .weather(let weather)) in reports.enumerated() {
      do { try weather.check() } catch {
        throw FoodTruckError(error.kind, "in spot \(index), \(error.message)", input: "spots")
      }
    }
    var recommended = 0
    var shown: SpotWeather?
    var shownSpot: Int?
    for case (let index, .weather(let weather)) in reports.enumerated() {
      shown = weather
      shownSpot = index
      if weather.willRainSoon == false {
        recommended = index
        break
      }
    }
    self.recommendedSpot = recommended
    self.shown = shown
    self.shownSpot = shownSpot
  }

  /// The weather of the cards: the spot shown, or ``fallback``.
  public var weather: SpotWeather { shown ?? CityWeather.fallback }

  /// Whether the weather card shows: only for a spot that answered with a minute forecast (the
  /// card needs the condition, the rain line and the symbol).
  public var showsWeatherCard: Bool { shown?.willRainSoon != nil }

  /// The weather card's rain line: "Will rain soon..." or "No chance of rain today"; nil when
  /// the card does not show.
  public var rainText: LocalizedText? {
    switch shown?.willRainSoon {
    case true?: LocalizedText(en: "Will rain soon...", ar: "ستمطر قريبًا...")
    case false?: LocalizedText(en: "No chance of rain today", ar: "لا فرصة للمطر اليوم")
    case nil: nil
    }
  }

  /// The cloud cover in whole percent, rounded as the original's "%.0f" rounds (half to even).
  public var cloudPercent: Int {
    Int((weather.cloudCover * 100).rounded(.toNearestOrEven))
  }
}
