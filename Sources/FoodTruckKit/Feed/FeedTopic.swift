// SPDX-License-Identifier: Apache-2.0
// FeedTopic: the free-text tags of the social feed ("Warmed Up", "Dairy Free"), each with a
// stable slug and its title in English and Arabic (docs/domain.md §11.2, decision 6).

/// A topic tag. Raw values are the C ABI's `foodtruck_feed_topic`.
public enum FeedTopic: Int, CaseIterable, Sendable, Hashable {
  case warmedUp = 0
  case roomTemperature = 1
  case rainbowSprinkles = 2
  case dairyFree = 3
  case glutenFree = 4
  case carrots = 5
  case donutVsDoughnut = 6
  case space = 7
  case vegetables = 8
  case spicy = 9
  case newFlavors = 10
  case healthyTreats = 11

  /// The stable id, independent of the language.
  public var slug: String {
    switch self {
    case .warmedUp: "warmed-up"
    case .roomTemperature: "room-temperature"
    case .rainbowSprinkles: "rainbow-sprinkles"
    case .dairyFree: "dairy-free"
    case .glutenFree: "gluten-free"
    case .carrots: "carrots"
    case .donutVsDoughnut: "donut-vs-doughnut"
    case .space: "space"
    case .vegetables: "vegetables"
    case .spicy: "spicy"
    case .newFlavors: "new-flavors"
    case .healthyTreats: "healthy-treats"
    }
  }

  /// The tag's title.
  public var title: LocalizedText {
    switch self {
    case .warmedUp: LocalizedText(en: "Warmed Up", ar: "ساخنة")
    case .roomTemperature: LocalizedText(en: "Room Temperature", ar: "بحرارة الغرفة")
    case .rainbowSprinkles: LocalizedText(en: "Rainbow Sprinkles", ar: "رشات قوس قزح")
    case .dairyFree: LocalizedText(en: "Dairy Free", ar: "بلا ألبان")
    case .glutenFree: LocalizedText(en: "Gluten Free", ar: "بلا غلوتين")
    case .carrots: LocalizedText(en: "Carrots", ar: "جزر")
    case .donutVsDoughnut: LocalizedText(en: "Donut vs Doughnut", ar: "دونات أم دونتس")
    case .space: LocalizedText(en: "Space", ar: "الفضاء")
    case .vegetables: LocalizedText(en: "Vegetables", ar: "خضراوات")
    case .spicy: LocalizedText(en: "Spicy", ar: "حار")
    case .newFlavors: LocalizedText(en: "New Flavors", ar: "نكهات جديدة")
    case .healthyTreats: LocalizedText(en: "Healthy Treats", ar: "حلوى صحية")
    }
  }
}
