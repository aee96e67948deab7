// LocalizedText: one display string in every supported language.

/// A display string in English and Arabic. Display text only: identity is always a stable id.
public struct LocalizedText: Sendable, Hashable, Codable {
  public let en: String
  public let ar: String

  public init(en: String, ar: String) {
    self.en = en
    self.ar = ar
  }

  /// The same text in every language (an operator's own donut name, say).
  public init(verbatim text: String) {
    self.init(en: text, ar: text)
  }

  /// The text in `locale`.
  public func text(in locale: TruckLocale) -> String {
    switch locale {
    case .english: en
    case .arabic: ar
    }
  }
}
