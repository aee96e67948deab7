// SPDX-License-Identifier: Apache-2.0
// Numerals: how each language writes a number's digits (docs/domain.md §12.3).

extension TruckLocale {
  /// `value` in this locale's digits: ASCII in English; Arabic-Indic (U+0660 to U+0669) in
  /// Arabic, as the original's Arabic number formatting writes them, or ASCII with
  /// ``Digits-swift.enum/latin``. No grouping: for the parts of dates and clocks (days, months,
  /// years, hours, minutes, seconds); a quantity is written by ``number(_:)-(Int)``.
  public func numerals(_ value: Int) -> String { inDigits(String(value)) }

  /// True when this locale writes Arabic-Indic digits.
  var writesArabicIndic: Bool { isArabic && digits == .native }

  /// `western` with its ASCII digits in this locale's; other characters unchanged.
  func inDigits(_ western: String) -> String {
    guard writesArabicIndic else { return western }
    var scalars = String.UnicodeScalarView()
    for scalar in western.unicodeScalars {
      let digit = scalar.value &- 0x30
      scalars.append(digit < 10 ? Unicode.Scalar(0x0660 + digit) ?? scalar : scalar)
    }
    return String(scalars)
  }

  /// A quantity (a count, a total, an axis mark, a percentage's number) in this locale's
  /// digits, grouped by thousands as CLDR writes each language: "2,044" and "114,218" in
  /// English, "٢٬٠٤٤" in Arabic (U+066C, the Arabic thousands separator), "2,044" in Arabic
  /// with Latin digits; "-3" and "؜-٣" below zero (in Arabic a mark keeps the sign on the
  /// number's left in right-to-left text).
  public func number(_ value: Int) -> String {
    let western = String(value.magnitude)
    var grouped = ""
    for (index, digit) in western.enumerated() {
      if index > 0 && (western.count - index) % 3 == 0 {
        grouped += writesArabicIndic ? "\u{066C}" : ","
      }
      grouped.append(digit)
    }
    return (value < 0 ? minusSign : "") + inDigits(grouped)
  }

  /// The minus sign before a number: "-"; in Arabic after a mark that keeps it on the
  /// number's left in right-to-left text, as CLDR writes each digit system: the Arabic letter
  /// mark U+061C before Arabic-Indic digits, the left-to-right mark U+200E before Latin ones.
  var minusSign: String {
    guard isArabic else { return "-" }
    return digits == .native ? "\u{061C}-" : "\u{200E}-"
  }

  /// The plus sign before a number ("+3", the donut stack's overflow badge), marked in Arabic
  /// as ``minusSign`` is, so that it stays on the number's left.
  var plusSign: String {
    guard isArabic else { return "+" }
    return digits == .native ? "\u{061C}+" : "\u{200E}+"
  }

  /// An axis mark: to two decimals, its whole part as ``number(_:)-(Int)`` writes it, then the
  /// language's decimal separator and the decimals, if any ("1,234.5", "١٬٢٣٤٫٥"). Beyond
  /// 1e15, where a Double holds no decimals, its digits as Swift writes them.
  public func number(_ value: Double) -> String {
    guard value.isFinite else { return number(0) }
    let hundredths = (value.magnitude * 100).rounded()
    let sign = value < 0 && hundredths > 0 ? minusSign : ""
    guard hundredths < 1e17 else { return sign + inDigits(String(value.magnitude)) }
    let cents = Int(hundredths) % 100
    let decimals = cents % 10 == 0 ? String(cents / 10) : (cents < 10 ? "0" : "") + String(cents)
    return sign + number(Int(hundredths / 100))
      + (cents == 0 ? "" : decimalSeparator + inDigits(decimals))
  }

  /// The decimal separator: "."; with Arabic-Indic digits U+066B.
  var decimalSeparator: String { writesArabicIndic ? "\u{066B}" : "." }

  /// A whole percentage: "21%" in English, "٢١٪؜" in Arabic (the Arabic percent sign U+066A
  /// after the number, then the letter mark U+061C, as CLDR writes it), "21‎%‎" in Arabic with
  /// Latin digits (the sign between left-to-right marks).
  public func percent(_ value: Int) -> String { number(value) + percentSign }

  /// The percent sign after a number: "%"; in Arabic U+066A and the letter mark U+061C, or
  /// "%" between left-to-right marks with Latin digits.
  var percentSign: String {
    guard isArabic else { return "%" }
    return digits == .native ? "\u{066A}\u{061C}" : "\u{200E}%\u{200E}"
  }
}
