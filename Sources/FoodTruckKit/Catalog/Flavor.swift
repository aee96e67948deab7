// SPDX-License-Identifier: Apache-2.0
// Flavor: the six flavor axes of a donut, in the order that breaks ties.

/// A flavor axis. The declaration order matters: it breaks ties in ``FlavorProfile/mostPotent``.
public enum Flavor: Int, CaseIterable, Sendable, Hashable, Codable {
  case salty = 0
  case sweet = 1
  case bitter = 2
  case sour = 3
  case savory = 4
  case spicy = 5

  /// The display name in `locale`.
  public func name(in locale: TruckLocale) -> String {
    Flavor.names[rawValue].text(in: locale)
  }

  private static let names: [LocalizedText] = [
    LocalizedText(en: "Salty", ar: "مالح"),
    LocalizedText(en: "Sweet", ar: "حلو"),
    LocalizedText(en: "Bitter", ar: "مر"),
    LocalizedText(en: "Sour", ar: "حامض"),
    LocalizedText(en: "Savory", ar: "شهي"),
    LocalizedText(en: "Spicy", ar: "حار"),
  ]
}
