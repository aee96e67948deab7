// SPDX-License-Identifier: Apache-2.0
// DonutCatalogTests: the 17 built-in donuts, their recipes, summed profiles and most potent
// flavors (docs/domain.md §1.6), and lookup by id.

import FoodTruckKit
import Testing

@Suite("Donut catalog")
struct DonutCatalogTests {
  /// One row of docs/domain.md §1.6. Ingredient indices follow its §1.2-1.4 tables (nil = none);
  /// the profile is salty, sweet, bitter, sour, savory, spicy.
  struct Row: Codable, Sendable, CustomTestStringConvertible {
    let id: Int
    let name: String
    let ingredients: [String]
    let dough: Int
    let glaze: Int?
    let topping: Int?
    let profile: [Int32]
    let mostPotent: Flavor
    let mostPotentValue: Int32

    init(
      _ id: Int, _ name: String, _ ingredients: [String], _ dough: Int, _ glaze: Int?,
      _ topping: Int?, _ profile: [Int32], _ mostPotent: Flavor, _ mostPotentValue: Int32
    ) {
      self.id = id
      self.name = name
      self.ingredients = ingredients
      self.dough = dough
      self.glaze = glaze
      self.topping = topping
      self.profile = profile
      self.mostPotent = mostPotent
      self.mostPotentValue = mostPotentValue
    }

    var testDescription: String { "\(id) \(name)" }
  }

  // swift-format-ignore: one row per line keeps the table readable as test vectors
  static let rows: [Row] = [
    Row(
      0, "The Classic", ["Plain", "Chocolate Glaze", "Sprinkles"], 4, 1, 1, [2, 5, 2, 0, 6, 0],
      .savory, 6),
    Row(
      1, "Blueberry Frosted", ["Blueberry Dough", "Blueberry Spread", "Sugar Lattice"], 0, 0, 8,
      [4, 8, 0, -1, 4, 0], .sweet, 8),
    Row(
      2, "Strawberry Drizzle", ["Strawberry Dough", "Strawberry Glaze", "Sugar Drizzle"], 3, 4, 22,
      [3, 8, 0, 0, 4, 0], .sweet, 8),
    Row(
      3, "Cosmos", ["Chocolate Dough", "Chocolate Glaze", "Star Sprinkles"], 1, 1, 2,
      [2, 7, 2, -1, 5, 0], .sweet, 7),
    // Tie sweet/savory at 6: sweet comes first.
    Row(
      4, "Strawberry Sprinkles", ["Plain", "Strawberry Glaze", "Star Sprinkles"], 4, 4, 2,
      [2, 6, 1, 0, 6, 0], .sweet, 6),
    // Tie bitter/savory at 4: bitter comes first.
    Row(
      5, "Lemon Chocolate", ["Plain", "Chocolate Glaze", "Lemon Lines"], 4, 1, 16,
      [2, 2, 4, 2, 4, 1], .bitter, 4),
    // Tie salty/sweet at 3: salty comes first.
    Row(6, "Rainbow", ["Plain", "Rainbow Glaze"], 4, 6, nil, [3, 3, 1, 0, 2, 1], .salty, 3),
    Row(
      7, "Picnic Basket", ["Chocolate Dough", "Strawberry Glaze", "Blueberry Lattice"], 1, 4, 3,
      [3, 7, 2, -2, 5, 0], .sweet, 7),
    Row(
      8, "Figure Skater", ["Plain", "Blueberry Spread", "Sugar Drizzle"], 4, 0, 22,
      [4, 7, 1, -1, 4, 0], .sweet, 7),
    Row(
      9, "Powdered Chocolate", ["Chocolate Dough", "Powdered Sugar"], 1, nil, 0,
      [2, 7, 1, -1, 1, 0], .sweet, 7),
    Row(
      10, "Powdered Strawberry", ["Strawberry Dough", "Powdered Sugar"], 3, nil, 0,
      [1, 7, 0, 0, 2, 0], .sweet, 7),
    Row(
      11, "Custard", ["Lemonade", "Spicy Spread", "Lemon Lines"], 6, 3, 16, [2, 1, 2, 6, 0, 4],
      .sour, 6),
    Row(
      12, "Super Lemon", ["Lemonade", "Lemon Spread", "Sprinkles"], 6, 5, 1, [1, 5, 0, 6, 2, 1],
      .sour, 6),
    Row(
      13, "Fire Zest", ["Lemonade", "Spicy Spread", "Spicy Sauce Drizzle"], 6, 3, 20,
      [3, 1, 0, 4, 1, 6], .spicy, 6),
    Row(
      14, "Black Raspberry", ["Plain", "Chocolate Glaze", "Blueberry Drizzle"], 4, 1, 17,
      [3, 4, 3, -1, 6, 0], .savory, 6),
    // Three-way tie salty/sweet/sour at 3: salty comes first.
    Row(15, "Daytime", ["Lemonade", "Rainbow Glaze"], 6, 6, nil, [3, 3, 0, 3, 0, 1], .salty, 3),
    Row(
      16, "Nighttime", ["Chocolate Dough", "Chocolate Glaze", "Chocolate Drizzle"], 1, 1, 18,
      [4, 5, 4, -1, 3, 0], .sweet, 5),
  ]

  @Test("The catalog has 17 donuts with id = index, none custom")
  func catalogShape() {
    #expect(Donut.catalog.count == 17)
    #expect(Donut.catalog.map(\.id) == Array(0..<17))
    #expect(Donut.catalog.allSatisfy { !$0.isCustom })
    #expect(Catalog().donuts == Donut.catalog)
  }

  @Test("Each donut's name and recipe", arguments: rows)
  func recipe(row: Row) throws {
    let donut = try Catalog().donut(id: row.id)
    #expect(donut.id == row.id)
    #expect(donut.name.en == row.name)
    #expect(donut.recipe.dough == row.dough)
    #expect(donut.recipe.glaze == row.glaze)
    #expect(donut.recipe.topping == row.topping)
    #expect(donut.ingredients.map(\.name.en) == row.ingredients)
    #expect(donut.ingredients.map(\.kind) == donut.recipe.ingredients.map(\.kind))
    #expect(donut.ingredients.first?.kind == .dough)
  }

  @Test("Each donut's summed profile", arguments: rows)
  func profile(row: Row) throws {
    let donut = try Catalog().donut(id: row.id)
    #expect(Flavor.allCases.map { donut.flavors[$0] } == row.profile)
    #expect(donut.recipe.flavors == donut.flavors)
  }

  @Test("Each donut's most potent flavor, ties to the earlier axis", arguments: rows)
  func mostPotent(row: Row) throws {
    let donut = try Catalog().donut(id: row.id)
    #expect(donut.flavors.mostPotent.flavor == row.mostPotent)
    #expect(donut.flavors.mostPotent.value == row.mostPotentValue)
  }

  @Test("Each donut has an Arabic name that differs from the English one", arguments: rows)
  func arabicName(row: Row) throws {
    let donut = try Catalog().donut(id: row.id)
    let arabic = donut.name.text(in: .arabic)
    #expect(!arabic.isEmpty)
    #expect(arabic != row.name)
    #expect(arabic.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) })
  }

  @Test("Names are unique in each language", arguments: TruckLocale.allCases)
  func namesAreUnique(locale: TruckLocale) {
    let names = Donut.catalog.map { $0.name.text(in: locale) }
    #expect(Set(names).count == 17)
  }

  @Test("Lookup of an unknown id throws notFound", arguments: [-1, 17, 18, Int.max, Int.min])
  func unknownID(id: Int) {
    let error = #expect(throws: FoodTruckError.self) { try Catalog().donut(id: id) }
    #expect(error?.kind == .notFound)
  }
}
