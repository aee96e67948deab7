// Numerals: how each language writes a number's digits (docs/domain.md §12.3).

extension TruckLocale {
  /// `value` in this language's digits: ASCII in English; Arabic-Indic (U+0660 to U+0669) in
  /// Arabic, as the original's Arabic number formatting writes them. No grouping: for the
  /// parts of dates and clocks (days, months, years, hours, minutes, seconds); a quantity is
  /// written by ``number(_:)-(Int)``.
  public func numerals(_ value: Int) -> String { digits(String(value)) }

  /// `western` with its ASCII digits in this language's; other characters unchanged.
  func digits(_ western: String) -> String {
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

  /// A quantity (a count, a total, an axis mark, a percentage's number) in this language's
  /// digits, grouped by thousands as CLDR writes each language: "2,044" and "114,218" in
  /// English, "٢٬٠٤٤" in Arabic (U+066C, the Arabic thousands separator); "-3" and "؜-٣" below
  /// zero (in Arabic the letter mark U+061C keeps the sign on the number's left in
  /// right-to-left text).
  public func number(_ value: Int) -> String {
    let western = String(value.magnitude)
    var grouped = ""
    for (index, digit) in western.enumerated() {
      if index > 0 && (western.count - index) % 3 == 0 {
        grouped += self == .arabic ? "\u{066C}" : ","
      }
      grouped.append(digit)
    }
    let sign = value < 0 ? (self == .arabic ? "\u{061C}-" : "-") : ""
    return sign + digits(grouped)
  }

  /// An axis mark: a whole mark as ``number(_:)-(Int)`` writes it; another to two decimals,
  /// with the language's decimal separator ("2.5", "٢٫٥").
  public func number(_ value: Double) -> String {
    guard value.isFinite else { return number(0) }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return number(Int(rounded)) }
    let western = String(rounded)
    return self == .arabic
      ? (rounded < 0 ? "\u{061C}" : "") + digits(western.replacing(".", with: "\u{066B}"))
      : western
  }

  /// A whole percentage: "21%" in English, "٢١٪؜" in Arabic (the Arabic percent sign U+066A
  /// after the number, then the letter mark U+061C, as CLDR writes it).
  public func percent(_ value: Int) -> String { number(value) + percentSign }

  /// The percent sign after a number: "%"; in Arabic U+066A and the letter mark U+061C.
  var percentSign: String { self == .arabic ? "\u{066A}\u{061C}" : "%" }
}
