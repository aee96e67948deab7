// SPDX-License-Identifier: Apache-2.0
// City: the three cities the truck sells in, with their parking spots and the generator's
// constants per city.

/// A city of the original app, in its order (Cupertino, San Francisco, London).
public enum City: Int, CaseIterable, Sendable, Hashable, Codable {
  case cupertino = 0
  case sanFrancisco = 1
  case london = 2

  /// The stable id.
  public var slug: String {
    switch self {
    case .cupertino: "cupertino"
    case .sanFrancisco: "san-francisco"
    case .london: "london"
    }
  }

  /// The city whose slug is `slug` (a saved setting, a deep link's `foodtruck://city/london`),
  /// or nil when no city has it.
  public init?(slug: String) {
    guard let city = City.allCases.first(where: { $0.slug == slug }) else { return nil }
    self = city
  }

  /// The display names.
  public var name: LocalizedText {
    switch self {
    case .cupertino: LocalizedText(en: "Cupertino", ar: "كوبرتينو")
    case .sanFrancisco: LocalizedText(en: "San Francisco", ar: "سان فرانسيسكو")
    case .london: LocalizedText(en: "London", ar: "لندن")
    }
  }

  /// How much this city sells compared with San Francisco (docs/domain.md §3.1).
  public var salesMultiplier: Double {
    switch self {
    case .cupertino: 0.5
    case .sanFrancisco: 1.0
    case .london: 0.75
    }
  }

  /// The original's per-city seed; mixed with the session's seed for the city's history.
  public var seed: UInt64 { UInt64(rawValue + 1) }

  /// The city's parking spots in the original's order; the truck parks at spot 0 on arriving.
  public var parkingSpots: [ParkingSpot] { ParkingSpot.table[rawValue] }

  /// The parking spot at `index`; an index outside the city's spots is refused (`input` names
  /// the index in the error).
  public func parkingSpot(checkedAt index: Int, input: String = "index") throws(FoodTruckError)
    -> ParkingSpot
  {
    let spots = parkingSpots
    guard spots.indices.contains(index) else {
      throw .invalidArgument(
        "\(name.en) has parking spots 0...\(spots.count - 1); \(index) is not one of them",
        input: input)
    }
    return spots[index]
  }
}
