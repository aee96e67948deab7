// SPDX-License-Identifier: Apache-2.0
// NumeralsTests: quantities and percentages as CLDR writes them in English and Arabic (with
// Arabic-Indic digits), checked against Foundation's number formatting (ICU's CLDR data), an
// implementation that shares nothing with the library's.

import Foundation
import Testing

@testable import FoodTruckKit

/// The Foundation locale CLDR writes `locale`'s numbers in: en-US; ar-EG, whose numbers are
/// Arabic-Indic; ar-EG-u-nu-latn, Arabic with Latin digits.
func foundationLocale(_ locale: TruckLocale) -> Locale {
  switch (locale.language, locale.digits) {
  case (.english, _): Locale(identifier: "en_US")
  case (.arabic, .native): Locale(identifier: "ar-EG")
  case (.arabic, .latin): Locale(identifier: "ar-EG-u-nu-latn")
  }
}

/// `value` as CLDR writes it in `locale`.
func cldr(_ value: Int, _ locale: TruckLocale) -> String {
  value.formatted(.number.locale(foundationLocale(locale)))
}

/// Every locale the library writes numbers in.
let everyNumbering = [TruckLocale.english, .arabic, TruckLocale(.arabic, digits: .latin)]

@Suite("Numerals")
struct NumeralsTests {
  @Test(
    "Quantities are grouped by thousands in each language's digits",
    arguments: [0, 7, 999, 1_000, 2_044, 114_218, 1_000_000, -3, -1_234, Int.max, Int.min])
  func quantities(value: Int) {
    for locale in everyNumbering {
      #expect(locale.number(value) == cldr(value, locale))
    }
  }

  @Test(
    "Axis marks to two decimals, their whole part grouped",
    arguments: [0, 2.5, 2.25, 0.05, -0.5, 1_234.5, -1_234.56, 10_000, 999.999])
  func marks(value: Double) {
    for locale in everyNumbering {
      let expected = value.formatted(
        .number.precision(.fractionLength(0...2)).locale(foundationLocale(locale)))
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
    let latin = TruckLocale(.arabic, digits: .latin)
    #expect(latin.number(2_044) == "2,044" && latin.numerals(2_022) == "2022")
    #expect(latin.number(-2.5) == "\u{200E}-2.5")
  }

  @Test("Percentages", arguments: [0, 15, 21, 100])
  func percentages(value: Int) {
    let fraction = Double(value) / 100
    for locale in everyNumbering {
      #expect(
        locale.percent(value) == fraction.formatted(.percent.locale(foundationLocale(locale))))
    }
  }
}
