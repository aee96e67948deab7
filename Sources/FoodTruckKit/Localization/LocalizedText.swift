// SPDX-License-Identifier: Apache-2.0
// LocalizedText: one display string in every supported language.

/// A display string in English and Arabic. Display text only: identity is always a stable id.
public struct LocalizedText: Sendable, Hashable, Codable {
  public let en: String
  public let ar: String
  /// True when the text's digits are a number written in the session's digits ("Top 5" is
  /// "أفضل ٥", or "أفضل 5" with Latin digits); false for text whose digits are not numbers.
  let numbered: Bool

  public init(en: String, ar: String) {
    self.en = en
    self.ar = ar
    numbered = false
  }

  /// A fixed text with a number in it, its digits written in ASCII in both languages and
  /// shown in the session's digits.
  init(numbered en: String, ar: String) {
    self.en = en
    self.ar = ar
    numbered = true
  }

  /// The same text in every language (an operator's own donut name, say).
  public init(verbatim text: String) {
    self.init(en: text, ar: text)
  }

  /// The text in `locale`.
  public func text(in locale: TruckLocale) -> String {
    let text =
      switch locale.language {
      case .english: en
      case .arabic: ar
      }
    return numbered ? locale.inDigits(text) : text
  }
}
