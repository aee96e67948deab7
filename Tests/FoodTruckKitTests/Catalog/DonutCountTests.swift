// SPDX-License-Identifier: Apache-2.0
// DonutCountTests: a number of donuts as words: English's one and other, Arabic's six plural
// forms (CLDR: zero, one, two, few 3-10, many 11-99, other) in Arabic-Indic digits; and the
// Donut Editor's pickers' names (docs/domain.md §1.10, §12.2, decision 9).

import FoodTruckKit
import Testing

@Suite("DonutCount")
struct DonutCountTests {
  @Test(
    "English: \"1 donut\", else \"N donuts\" (the original's lower-case value)",
    arguments: zip(
      [0, 1, 2, 15, 101, 1_000_000],
      [
        "0 donuts", "1 donut", "2 donuts", "15 donuts", "101 donuts", "1,000,000 donuts",
      ]))
  func english(count: Int, text: String) throws {
    #expect(try TruckLocale.english.donutCountText(count) == text)
  }

  @Test(
    "Arabic: each plural form, in Arabic-Indic digits",
    arguments: zip(
      [0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111],
      [
        "لا دونات", "دونات واحدة", "قطعتا دونات", "٣ قطع دونات", "١٠ قطع دونات", "١١ قطعة دونات",
        "٩٩ قطعة دونات", "١٠٠ قطعة دونات", "١٠٢ قطعة دونات", "١٠٣ قطع دونات", "١١١ قطعة دونات",
      ]))
  func arabic(count: Int, text: String) throws {
    #expect(try TruckLocale.arabic.donutCountText(count) == text)
  }

  @Test("A negative count is refused", arguments: [-1, Int.min])
  func negative(count: Int) {
    #expect(
      throws: FoodTruckError.invalidArgument("the count \(count) is negative", input: "count")
    ) {
      try TruckLocale.english.donutCountText(count)
    }
  }

  @Test(
    "The Donut Editor's pickers: Dough, Glaze, Topping",
    arguments: zip(
      IngredientKind.allCases, [("Dough", "العجينة"), ("Glaze", "التغطية"), ("Topping", "الإضافة")])
  )
  func kindNames(kind: IngredientKind, name: (en: String, ar: String)) {
    #expect(kind.name == LocalizedText(en: name.en, ar: name.ar))
  }
}
