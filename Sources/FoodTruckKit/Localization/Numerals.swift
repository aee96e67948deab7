// Numerals: how each language writes a number's digits (docs/domain.md §12.3).

extension TruckLocale {
  /// `value` in this language's digits: ASCII in English; Arabic-Indic (U+0660 to U+0669) in
  /// Arabic, as the original's Arabic number formatting writes them. No grouping: the numbers
  /// written this way are counts, days, months, years, hours and minutes.
  public func numerals(_ value: Int) -> String {
    let western = String(value)
    switch self {
    case .english: return western
    case .arabic:
      var scalars = String.UnicodeScalarView()
      for scalar in western.unicodeScalars {
        let digit = scalar.value &- 0x30
        scalars.append(digit < 10 ? Unicode.Scalar(0x0660 + digit) ?? scalar : scalar)
      }
      return String(scalars)
    }
  }
}
