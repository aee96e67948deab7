// SPDX-License-Identifier: Apache-2.0
// PluralTests: the CLDR plural categories of English and Arabic, and the donut-count message in
// each form of each language (docs/domain.md, decision 9).

import Testing

@testable import FoodTruckKit

@Suite("Plural")
struct PluralTests {
  /// (count, Arabic category): zero 0, one 1, two 2, few 3-10 mod 100, many 11-99 mod 100, other.
  static let arabic: [(Int, PluralCategory)] = [
    (0, .zero), (1, .one), (2, .two), (3, .few), (10, .few), (11, .many), (99, .many),
    (100, .other), (101, .other), (102, .other), (103, .few), (110, .few), (111, .many),
    (199, .many), (200, .other), (1_000, .other), (1_002, .other), (1_003, .few),
    (1_011, .many),
  ]

  @Test("Arabic plural categories", arguments: arabic)
  func arabicCategory(count: Int, category: PluralCategory) {
    #expect(TruckLocale.arabic.pluralCategory(count) == category)
  }

  @Test("English: one for 1, other for everything else", arguments: [0, 1, 2, 3, 11, 21, 101])
  func englishCategory(count: Int) {
    #expect(TruckLocale.english.pluralCategory(count) == (count == 1 ? .one : .other))
  }

  /// (count, English text, Arabic text) for "N donuts".
  static let donuts: [(Int, String, String)] = [
    (0, "0 donuts", "لا دونات"),
    (1, "1 donut", "دونات واحدة"),
    (2, "2 donuts", "قطعتا دونات"),
    (3, "3 donuts", "٣ قطع دونات"),
    (10, "10 donuts", "١٠ قطع دونات"),
    (11, "11 donuts", "١١ قطعة دونات"),
    (99, "99 donuts", "٩٩ قطعة دونات"),
    (100, "100 donuts", "١٠٠ قطعة دونات"),
    (101, "101 donuts", "١٠١ قطعة دونات"),
    (102, "102 donuts", "١٠٢ قطعة دونات"),
    (103, "103 donuts", "١٠٣ قطع دونات"),
    (111, "111 donuts", "١١١ قطعة دونات"),
  ]

  @Test("\"N donuts\" in every plural form of both languages", arguments: donuts)
  func donutText(count: Int, english: String, arabic: String) {
    #expect(PluralText.donuts.text(count, in: .english) == english)
    #expect(PluralText.donuts.text(count, in: .arabic) == arabic)
  }

  @Test("Every Arabic category has its own donut text; zero, one and two show no digits")
  func arabicFormsAreDistinct() {
    let forms = [0, 1, 2, 3, 11, 100].map { PluralText.donuts.text($0, in: .arabic) }
    #expect(Set(forms.prefix(5)).count == 5)
    for text in forms.prefix(3) { #expect(!text.contains { $0.isNumber }, "\(text)") }
  }
}
