// SPDX-License-Identifier: Apache-2.0
// CatalogSortTests: the name and flavor sort orders (docs/domain.md §1.8).

import FoodTruckKit
import Testing

@Suite("Catalog sort orders")
struct CatalogSortTests {
  /// The table of docs/domain.md §1.8, verbatim: descending by the axis, ties in catalog order.
  static let flavorOrders: [[Int]] = [
    [1, 8, 16, 2, 6, 7, 13, 14, 15, 0, 3, 4, 5, 9, 11, 10, 12],  // salty
    [1, 2, 3, 7, 8, 9, 10, 4, 0, 12, 16, 14, 6, 15, 5, 11, 13],  // sweet
    [5, 16, 14, 0, 3, 7, 11, 4, 6, 8, 9, 1, 2, 10, 12, 13, 15],  // bitter
    [11, 12, 13, 15, 5, 0, 2, 4, 6, 10, 1, 3, 8, 9, 14, 16, 7],  // sour
    [0, 4, 14, 3, 7, 1, 2, 5, 8, 16, 6, 10, 12, 9, 13, 11, 15],  // savory
    [13, 11, 5, 6, 12, 15, 0, 1, 2, 3, 4, 7, 8, 9, 10, 14, 16],  // spicy
  ]

  @Test("Flavor sort orders", arguments: zip(Flavor.allCases, flavorOrders))
  func flavorOrder(flavor: Flavor, expected: [Int]) {
    #expect(CatalogSortTests.flavorOrders.count == Flavor.allCases.count)
    #expect(expected.sorted() == Array(0..<17), "the table row is a permutation")
    #expect(Catalog().sortedByFlavor(flavor) == expected)
  }

  /// Alphabetical: Black Raspberry, Blueberry Frosted, Cosmos, Custard, Daytime, Figure
  /// Skater, Fire Zest, Lemon Chocolate, Nighttime, Picnic Basket, Powdered Chocolate,
  /// Powdered Strawberry, Rainbow, Strawberry Drizzle, Strawberry Sprinkles, Super Lemon,
  /// The Classic.
  static let englishNameOrder = [14, 1, 3, 11, 15, 8, 13, 5, 16, 7, 9, 10, 6, 2, 4, 12, 0]

  /// Arabic alphabetical order of the folded names, worked out by hand from the letter order
  /// (alef, beh, teh, ... , lam, meem, noon, heh, waw, yeh; teh marbuta folds to heh):
  /// التوت الأزرق المثلج، الكلاسيكية، الليل، المتزلجة الفنية، النهار، توت العليق الأسود،
  /// رذاذ الفراولة، سلة النزهة، شوكولاتة بالسكر البودرة، فراولة بالحبيبات،
  /// فراولة بالسكر البودرة، قوس قزح، كاسترد، كوزموس، لهيب النار، ليمون بالشوكولاتة،
  /// ليمون خارق.
  static let arabicNameOrder = [1, 0, 16, 8, 15, 14, 2, 7, 9, 4, 10, 6, 11, 3, 13, 5, 12]

  @Test("Name order in English")
  func englishNames() {
    #expect(Catalog().sortedByName(locale: .english) == CatalogSortTests.englishNameOrder)
  }

  @Test("Name order in Arabic: a deterministic permutation that differs from English")
  func arabicNames() {
    let order = Catalog().sortedByName(locale: .arabic)
    #expect(order.sorted() == Array(0..<17))
    #expect(order != CatalogSortTests.englishNameOrder)
    #expect(Catalog().sortedByName(locale: .arabic) == order)
    #expect(order == CatalogSortTests.arabicNameOrder)
  }

  @Test("Name order ignores case; equal folded names fall back to the exact text, then the id")
  func nameTies() throws {
    var catalog = Catalog()
    let recipe = Recipe.template
    let lower = try catalog.create(name: "banana", recipe: recipe)  // 17
    let upper = try catalog.create(name: "Banana", recipe: recipe)  // 18
    let apple = try catalog.create(name: "apple", recipe: recipe)  // 19
    let twinA = try catalog.create(name: "Zebra", recipe: recipe)  // 20
    let twinB = try catalog.create(name: "Zebra", recipe: recipe)  // 21
    #expect([lower, upper, apple, twinA, twinB] == [17, 18, 19, 20, 21])
    // "apple" < "Banana" < "banana" < "Black Raspberry" < ... < "The Classic" < "Zebra" x2.
    #expect(
      catalog.sortedByName(locale: .english)
        == [19, 18, 17] + CatalogSortTests.englishNameOrder + [20, 21])
  }

  @Test("Flavor order keeps catalog order for a custom donut that ties", arguments: Flavor.allCases)
  func flavorTiesIncludeCustomDonuts(flavor: Flavor) throws {
    var catalog = Catalog()
    // The Classic's recipe: it ties with donut 0 on every axis and must come right after it.
    let id = try catalog.create(name: "Classic Twin", recipe: Recipe.template)
    let order = catalog.sortedByFlavor(flavor)
    let classic = try #require(order.firstIndex(of: 0))
    let twin = try #require(order.firstIndex(of: id))
    #expect(twin > classic)
    let classicValue = Donut.catalog[0].flavors[flavor]
    #expect(
      order[(classic + 1)..<twin].allSatisfy { catalog.donuts[$0].flavors[flavor] == classicValue })
  }
}
