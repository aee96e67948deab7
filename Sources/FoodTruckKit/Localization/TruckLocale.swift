// TruckLocale: the languages the library speaks (English and Arabic).

/// The language of every user-facing string. The raw values are the C ABI's `foodtruck_locale`.
public enum TruckLocale: Int, CaseIterable, Sendable, Hashable, Codable {
  case english = 0
  case arabic = 1

  /// True when text in this language runs right to left, so a shell mirrors its layout.
  public var isRightToLeft: Bool { self == .arabic }
}
