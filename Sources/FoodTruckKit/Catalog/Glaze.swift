// SPDX-License-Identifier: Apache-2.0
// Glaze: the seven glazes of the catalog (docs/domain.md §1.3).

extension Ingredient {
  /// The 7 glazes, in catalog order.
  public static let glazes: [Ingredient] = [
    Ingredient(
      .glaze, 0, "blueberry", LocalizedText(en: "Blueberry Spread", ar: "دهنة التوت الأزرق"),
      "blue", profile(1, 3, 0, -1, 2, 0)),
    Ingredient(
      .glaze, 1, "chocolate", LocalizedText(en: "Chocolate Glaze", ar: "تغطية الشوكولاتة"), "brown",
      profile(1, 1, 1, 0, 2, 0)),
    Ingredient(
      .glaze, 2, "sour-candy", LocalizedText(en: "Sour Candy Glaze", ar: "تغطية الحلوى الحامضة"),
      "green", profile(0, 0, 1, 3, -1, 2)),
    Ingredient(
      .glaze, 3, "spicy", LocalizedText(en: "Spicy Spread", ar: "دهنة حارة"), "orange",
      profile(1, 0, 0, 1, 0, 3)),
    Ingredient(
      .glaze, 4, "strawberry", LocalizedText(en: "Strawberry Glaze", ar: "تغطية الفراولة"), "pink",
      profile(1, 2, 0, 0, 2, 0)),
    Ingredient(
      .glaze, 5, "lemon", LocalizedText(en: "Lemon Spread", ar: "دهنة الليمون"), "yellow",
      profile(0, 1, 0, 3, 0, 1)),
    Ingredient(
      .glaze, 6, "rainbow", LocalizedText(en: "Rainbow Glaze", ar: "تغطية قوس قزح"), "rainbow",
      profile(2, 2, 0, 0, 0, 1)),
  ]
}
