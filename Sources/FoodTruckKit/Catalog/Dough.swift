// SPDX-License-Identifier: Apache-2.0
// Dough: the seven doughs of the catalog (docs/domain.md §1.2).

extension Ingredient {
  /// The 7 doughs, in catalog order.
  public static let doughs: [Ingredient] = [
    Ingredient(
      .dough, 0, "blueberry", LocalizedText(en: "Blueberry Dough", ar: "عجينة التوت الأزرق"),
      "blue", profile(1, 2, 0, 0, 2, 0)),
    Ingredient(
      .dough, 1, "chocolate", LocalizedText(en: "Chocolate Dough", ar: "عجينة الشوكولاتة"), "brown",
      profile(1, 3, 1, -1, 1, 0)),
    Ingredient(
      .dough, 2, "sour-candy", LocalizedText(en: "Sour Candy", ar: "حلوى حامضة"), "green",
      profile(1, 2, 0, 3, -1, 0)),
    Ingredient(
      .dough, 3, "strawberry", LocalizedText(en: "Strawberry Dough", ar: "عجينة الفراولة"), "pink",
      profile(0, 3, 0, 0, 2, 0)),
    Ingredient(
      .dough, 4, "plain", LocalizedText(en: "Plain", ar: "سادة"), "plain", profile(1, 1, 1, 0, 2, 0)
    ),
    Ingredient(
      .dough, 5, "powdered", LocalizedText(en: "Powdered Dough", ar: "عجينة السكر البودرة"),
      "white", profile(-1, 4, 0, 0, 1, 0)),
    Ingredient(
      .dough, 6, "lemonade", LocalizedText(en: "Lemonade", ar: "ليموناضة"), "yellow",
      profile(1, 1, 0, 3, 0, 0)),
  ]
}
