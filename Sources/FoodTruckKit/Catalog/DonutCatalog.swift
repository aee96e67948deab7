// SPDX-License-Identifier: Apache-2.0
// DonutCatalog: the 17 built-in donuts (docs/domain.md §1.6); id = index.

extension Donut {
  /// The built-in catalog, ids 0 to 16.
  public static let catalog: [Donut] = entries.enumerated().map { id, entry in
    Donut(id: id, name: entry.name, recipe: entry.recipe, isCustom: false)
  }

  /// The name the donut editor starts with.
  public static let templateName = LocalizedText(en: "New Donut", ar: "دونات جديدة")

  private static let entries: [(name: LocalizedText, recipe: Recipe)] = [
    (LocalizedText(en: "The Classic", ar: "الكلاسيكية"), Recipe(known: 4, 1, 1)),
    (LocalizedText(en: "Blueberry Frosted", ar: "التوت الأزرق المثلج"), Recipe(known: 0, 0, 8)),
    (LocalizedText(en: "Strawberry Drizzle", ar: "رذاذ الفراولة"), Recipe(known: 3, 4, 22)),
    (LocalizedText(en: "Cosmos", ar: "كوزموس"), Recipe(known: 1, 1, 2)),
    (LocalizedText(en: "Strawberry Sprinkles", ar: "فراولة بالحبيبات"), Recipe(known: 4, 4, 2)),
    (LocalizedText(en: "Lemon Chocolate", ar: "ليمون بالشوكولاتة"), Recipe(known: 4, 1, 16)),
    (LocalizedText(en: "Rainbow", ar: "قوس قزح"), Recipe(known: 4, 6, nil)),
    (LocalizedText(en: "Picnic Basket", ar: "سلة النزهة"), Recipe(known: 1, 4, 3)),
    (LocalizedText(en: "Figure Skater", ar: "المتزلجة الفنية"), Recipe(known: 4, 0, 22)),
    (
      LocalizedText(en: "Powdered Chocolate", ar: "شوكولاتة بالسكر البودرة"),
      Recipe(known: 1, nil, 0)
    ),
    (
      LocalizedText(en: "Powdered Strawberry", ar: "فراولة بالسكر البودرة"),
      Recipe(known: 3, nil, 0)
    ),
    (LocalizedText(en: "Custard", ar: "كاسترد"), Recipe(known: 6, 3, 16)),
    (LocalizedText(en: "Super Lemon", ar: "ليمون خارق"), Recipe(known: 6, 5, 1)),
    (LocalizedText(en: "Fire Zest", ar: "لهيب النار"), Recipe(known: 6, 3, 20)),
    (LocalizedText(en: "Black Raspberry", ar: "توت العليق الأسود"), Recipe(known: 4, 1, 17)),
    (LocalizedText(en: "Daytime", ar: "النهار"), Recipe(known: 6, 6, nil)),
    (LocalizedText(en: "Nighttime", ar: "الليل"), Recipe(known: 1, 1, 18)),
  ]
}
