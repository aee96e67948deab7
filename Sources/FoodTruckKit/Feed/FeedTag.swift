// SPDX-License-Identifier: Apache-2.0
// FeedTag: what a post is about: a topic, a donut or a city (docs/domain.md §11.2).

/// A tag of a post, of the trending list or of a filter. Its identity is its case and value,
/// never its title.
public enum FeedTag: Sendable, Hashable {
  /// A free-text topic ("Dairy Free").
  case topic(FeedTopic)
  /// A donut of the catalog, by id (its title is the donut's name).
  case donut(Int)
  /// A city (its title is the city's name).
  case city(City)

  /// The stable id: "topic/dairy-free", "donut/9", "city/london".
  public var slug: String {
    switch self {
    case .topic(let topic): "topic/" + topic.slug
    case .donut(let id): "donut/\(id)"
    case .city(let city): "city/" + city.slug
    }
  }

  /// The tag's title in the catalog's words: a topic's title, a donut's or a city's name.
  /// An unknown donut is not found.
  public func title(in catalog: Catalog) throws(FoodTruckError) -> LocalizedText {
    switch self {
    case .topic(let topic): topic.title
    case .donut(let id): try catalog.donut(id: id).name
    case .city(let city): city.name
    }
  }

  /// The Truck screen's trending tags, in the original's order: its tag cloud.
  public static let trending: [FeedTag] = [
    .donut(9), .donut(1), .topic(.warmedUp), .topic(.roomTemperature), .city(.sanFrancisco),
    .donut(6), .topic(.rainbowSprinkles), .donut(4), .topic(.dairyFree), .city(.cupertino),
    .city(.london), .topic(.glutenFree), .donut(13), .donut(14), .topic(.carrots),
    .topic(.donutVsDoughnut),
  ]
}
