// SPDX-License-Identifier: Apache-2.0
// Plural: the plural categories of English and Arabic (CLDR rules), for texts with a count.

/// A CLDR plural category.
public enum PluralCategory: Sendable, Hashable {
  case zero, one, two, few, many, other
}

extension TruckLocale {
  /// The plural category of `count` in this language. English: one (1), other. Arabic: zero
  /// (0), one (1), two (2), few (3-10 mod 100), many (11-99 mod 100), other.
  public func pluralCategory(_ count: Int) -> PluralCategory {
    switch language {
    case .english:
      return count == 1 ? .one : .other
    case .arabic:
      let lastTwo = abs(count % 100)
      switch count {
      case 0: return .zero
      case 1: return .one
      case 2: return .two
      default:
        return (3...10).contains(lastTwo) ? .few : (11...99).contains(lastTwo) ? .many : .other
      }
    }
  }
}

/// A message with a count, in each plural form of each language.
struct PluralText: Sendable {
  let english: (one: String, other: String)
  let arabic: [PluralCategory: String]

  /// The text for `count`; "%d" stands for the count, as ``TruckLocale/number(_:)-(Int)``
  /// writes it (the language's digits, grouped).
  func text(_ count: Int, in locale: TruckLocale) -> String {
    let category = locale.pluralCategory(count)
    let pattern: String
    switch locale.language {
    case .english: pattern = category == .one ? english.one : english.other
    case .arabic: pattern = arabic[category] ?? arabic[.other] ?? english.other
    }
    return pattern.filling("%d", with: locale.number(count))
  }

  /// "N donuts".
  static let donuts = PluralText(
    english: (one: "%d donut", other: "%d donuts"),
    arabic: [
      .zero: "لا دونات", .one: "دونات واحدة", .two: "قطعتا دونات",
      .few: "%d قطع دونات", .many: "%d قطعة دونات", .other: "%d قطعة دونات",
    ])
}
