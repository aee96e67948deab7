// City: the three cities the truck sells in, with the generator's constants per city.

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
}
