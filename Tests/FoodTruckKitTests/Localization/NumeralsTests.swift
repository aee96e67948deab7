// NumeralsTests: quantities and percentages as CLDR writes them in English and Arabic (with
// Arabic-Indic digits), checked against Foundation's number formatting (ICU's CLDR data), an
// implementation that shares nothing with the library's.

import Foundation
import Testing

@testable import FoodTruckKit

/// `value` as CLDR writes it in `locale` (en-US; ar-EG, whose numbers are Arabic-Indic).
func cldr(_ value: Int, _ locale: TruckLocale) -> String {
  value.formatted(.number.locale(Locale(identifier: locale == .arabic ? "ar-EG" : "en_US")))
}

@Suite("Numerals")
struct NumeralsTests {
  @Test(
    "Quantities are grouped by thousands in each language's digits",
    arguments: [0, 7, 999, 1_000, 2_044, 114_218, 1_000_000, -3, -1_234, Int.max, Int.min])
  func quantities(value: Int) {
    #expect(TruckLocale.english.number(value) == cldr(value, .english))
    #expect(TruckLocale.arabic.number(value) == cldr(value, .arabic))
  }

  @Test(
    "Axis marks to two decimals, their whole part grouped",
    arguments: [0, 2.5, 2.25, 0.05, -0.5, 1_234.5, -1_234.56, 10_000, 999.999])
  func marks(value: Double) {
    for (locale, identifier) in [(TruckLocale.english, "en_US"), (.arabic, "ar-EG")] {
      let expected = value.formatted(
        .number.precision(.fractionLength(0...2)).locale(Locale(identifier: identifier)))
      #expect(locale.number(value) == expected)
    }
  }

  @Test("The examples the docs give")
  func examples() {
    #expect(TruckLocale.english.number(2_044) == "2,044")
    #expect(TruckLocale.arabic.number(2_044) == "٢٬٠٤٤")
    #expect(TruckLocale.arabic.numerals(2_022) == "٢٠٢٢")  // a year: digits, no grouping
    #expect(TruckLocale.english.number(2.5) == "2.5" && TruckLocale.arabic.number(2.5) == "٢٫٥")
    #expect(TruckLocale.arabic.number(10_000.0) == "١٠٬٠٠٠")
  }

  @Test("Percentages", arguments: [0, 15, 21, 100])
  func percentages(value: Int) {
    let fraction = Double(value) / 100
    #expect(
      TruckLocale.english.percent(value)
        == fraction.formatted(.percent.locale(Locale(identifier: "en_US"))))
    #expect(
      TruckLocale.arabic.percent(value)
        == fraction.formatted(.percent.locale(Locale(identifier: "ar-EG"))))
  }
}
