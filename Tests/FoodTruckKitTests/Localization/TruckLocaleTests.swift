// SPDX-License-Identifier: Apache-2.0
// TruckLocaleTests: the two languages, their C raw values and their writing direction, and
// LocalizedText's choice of language.

import FoodTruckKit
import Testing

@Suite("TruckLocale")
struct TruckLocaleTests {
  @Test("English and Arabic, with the C ABI's raw values 0 and 1, each in its own digits")
  func cases() {
    #expect(TruckLocale.allCases == [.english, .arabic])
    #expect(TruckLocale.allCases.map(\.language.rawValue) == [0, 1])
    #expect(TruckLocale.allCases.map(\.digits) == [.native, .native])
    #expect(TruckLocale.Language(rawValue: 2) == nil)
    #expect(TruckLocale.Language(rawValue: -1) == nil)
    #expect(TruckLocale.Digits.allCases.map(\.rawValue) == [0, 1])
    #expect(TruckLocale.Digits(rawValue: 2) == nil)
  }

  @Test("Latin digits change neither the language nor its direction")
  func latinDigits() {
    let latin = TruckLocale(.arabic, digits: .latin)
    #expect(latin != .arabic)
    #expect(latin.isRightToLeft)
    #expect(LocalizedText(en: "Sweet", ar: "حلو").text(in: latin) == "حلو")
  }

  @Test("Only Arabic runs right to left", arguments: zip(TruckLocale.allCases, [false, true]))
  func rightToLeft(locale: TruckLocale, expected: Bool) {
    #expect(locale.isRightToLeft == expected)
  }

  @Test("LocalizedText gives the text of the locale; verbatim text is the same in both")
  func localizedText() {
    let text = LocalizedText(en: "Sweet", ar: "حلو")
    #expect(text.text(in: .english) == "Sweet")
    #expect(text.text(in: .arabic) == "حلو")
    let verbatim = LocalizedText(verbatim: "Maple Bar")
    #expect(verbatim.text(in: .english) == "Maple Bar")
    #expect(verbatim.text(in: .arabic) == "Maple Bar")
  }
}
