// TruckLocaleTests: the two languages, their C raw values and their writing direction, and
// LocalizedText's choice of language.

import FoodTruckKit
import Testing

@Suite("TruckLocale")
struct TruckLocaleTests {
  @Test("English and Arabic, with the C ABI's raw values 0 and 1")
  func cases() {
    #expect(TruckLocale.allCases == [.english, .arabic])
    #expect(TruckLocale.allCases.map(\.rawValue) == [0, 1])
    #expect(TruckLocale(rawValue: 2) == nil)
    #expect(TruckLocale(rawValue: -1) == nil)
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
