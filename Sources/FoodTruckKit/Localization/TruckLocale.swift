// SPDX-License-Identifier: Apache-2.0
// TruckLocale: the languages the library speaks (English and Arabic) and the digits it writes
// numbers in, as a locale names both (BCP 47's "ar" and "ar-u-nu-latn").

/// The language of every user-facing string and the digits of every number in it.
public struct TruckLocale: Sendable, Hashable {
  /// A language the library speaks. The raw values are the C ABI's `foodtruck_locale`.
  public enum Language: Int, CaseIterable, Sendable, Hashable {
    case english = 0
    case arabic = 1
  }

  /// The digits numbers are written in. The raw values are the C ABI's `foodtruck_digits`.
  public enum Digits: Int, CaseIterable, Sendable, Hashable {
    /// The language's own: ASCII in English, Arabic-Indic (U+0660 to U+0669) in Arabic.
    case native = 0
    /// ASCII digits in every language, as many Arabic-speaking regions write (the Maghreb,
    /// and most screens in the Gulf).
    case latin = 1
  }

  public var language: Language
  public var digits: Digits

  public init(_ language: Language, digits: Digits = .native) {
    self.language = language
    self.digits = digits
  }

  /// English, in its own digits.
  public static let english = TruckLocale(.english)
  /// Arabic, in Arabic-Indic digits.
  public static let arabic = TruckLocale(.arabic)
  /// Each language in its own digits.
  public static let allCases = Language.allCases.map { TruckLocale($0) }

  /// True when text in this language runs right to left, so a shell mirrors its layout.
  public var isRightToLeft: Bool { language == .arabic }

  /// True for Arabic, whatever its digits.
  var isArabic: Bool { language == .arabic }
}
