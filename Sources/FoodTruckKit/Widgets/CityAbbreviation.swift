// SPDX-License-Identifier: Apache-2.0
// CityAbbreviation: a city's short name for the round Parking Spot widget, derived from its
// name in each language (the original hard-codes "CUP"; docs/domain.md §8.3, decision 8).

extension City {
  /// The city's abbreviation in each language. A name of one word gives its first three
  /// letters, a name of several words the first letter of each: in English upper-cased and
  /// run together ("CUP", "SF", "LON"); in Arabic, which has no capitals, the same letters,
  /// the initials joined by dots as Arabic writes abbreviations ("كوب", "س.ف", "لند").
  public var abbreviation: LocalizedText {
    LocalizedText(
      en: City.abbreviation(of: name.en, separator: "").uppercased(),
      ar: City.abbreviation(of: name.ar, separator: "."))
  }

  /// The first three letters of a one-word name, or the first letter of each word joined by
  /// `separator`.
  static func abbreviation(of name: String, separator: String) -> String {
    let words = name.split(separator: " ")
    guard words.count > 1 else { return String(name.prefix(3)) }
    return words.map { String($0.prefix(1)) }.joined(separator: separator)
  }
}
