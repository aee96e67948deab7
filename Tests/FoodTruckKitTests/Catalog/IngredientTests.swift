// SPDX-License-Identifier: Apache-2.0
// IngredientTests: the 7 doughs, 7 glazes and 24 toppings (docs/domain.md §1.2-1.5).

import FoodTruckKit
import Testing

@Suite("Ingredient")
struct IngredientTests {
  /// One row of docs/domain.md §1.2-1.4: kind, index, English name, image key, stable slug and
  /// the profile (salty, sweet, bitter, sour, savory, spicy). Slugs are the kebab-case static
  /// names.
  struct Row: Codable, Sendable, CustomTestStringConvertible {
    let kind: IngredientKind
    let index: Int
    let name: String
    let imageKey: String
    let slug: String
    let profile: [Int32]

    init(
      _ kind: IngredientKind, _ index: Int, _ name: String, _ imageKey: String, _ slug: String,
      _ profile: [Int32]
    ) {
      (self.kind, self.index, self.name, self.imageKey, self.slug, self.profile) =
        (kind, index, name, imageKey, slug, profile)
    }

    var testDescription: String { slug }
  }

  // swift-format-ignore: one row per line keeps the table readable as test vectors
  static let rows: [Row] = [
    // docs/domain.md §1.2 doughs
    Row(.dough, 0, "Blueberry Dough", "blue", "dough/blueberry", [1, 2, 0, 0, 2, 0]),
    Row(.dough, 1, "Chocolate Dough", "brown", "dough/chocolate", [1, 3, 1, -1, 1, 0]),
    Row(.dough, 2, "Sour Candy", "green", "dough/sour-candy", [1, 2, 0, 3, -1, 0]),
    Row(.dough, 3, "Strawberry Dough", "pink", "dough/strawberry", [0, 3, 0, 0, 2, 0]),
    Row(.dough, 4, "Plain", "plain", "dough/plain", [1, 1, 1, 0, 2, 0]),
    Row(.dough, 5, "Powdered Dough", "white", "dough/powdered", [-1, 4, 0, 0, 1, 0]),
    Row(.dough, 6, "Lemonade", "yellow", "dough/lemonade", [1, 1, 0, 3, 0, 0]),
    // docs/domain.md §1.3 glazes
    Row(.glaze, 0, "Blueberry Spread", "blue", "glaze/blueberry", [1, 3, 0, -1, 2, 0]),
    Row(.glaze, 1, "Chocolate Glaze", "brown", "glaze/chocolate", [1, 1, 1, 0, 2, 0]),
    Row(.glaze, 2, "Sour Candy Glaze", "green", "glaze/sour-candy", [0, 0, 1, 3, -1, 2]),
    Row(.glaze, 3, "Spicy Spread", "orange", "glaze/spicy", [1, 0, 0, 1, 0, 3]),
    Row(.glaze, 4, "Strawberry Glaze", "pink", "glaze/strawberry", [1, 2, 0, 0, 2, 0]),
    Row(.glaze, 5, "Lemon Spread", "yellow", "glaze/lemon", [0, 1, 0, 3, 0, 1]),
    Row(.glaze, 6, "Rainbow Glaze", "rainbow", "glaze/rainbow", [2, 2, 0, 0, 0, 1]),
    // docs/domain.md §1.4 toppings: other (3), lattices (7), lines (7), drizzles (7)
    Row(
      .topping, 0, "Powdered Sugar", "powdersugar", "topping/powdered-sugar", [1, 4, 0, 0, 0, 0]),
    Row(.topping, 1, "Sprinkles", "sprinkles", "topping/sprinkles", [0, 3, 0, 0, 2, 0]),
    Row(
      .topping, 2, "Star Sprinkles", "sprinkles-stars", "topping/star-sprinkles",
      [0, 3, 0, 0, 2, 0]),
    Row(
      .topping, 3, "Blueberry Lattice", "crisscross-blue", "topping/blueberry-lattice",
      [1, 2, 1, -1, 2, 0]),
    Row(
      .topping, 4, "Chocolate Lattice", "crisscross-brown", "topping/chocolate-lattice",
      [2, 1, 2, 0, 0, 0]),
    Row(
      .topping, 5, "Sour Apple Lattice", "crisscross-green", "topping/sour-apple-lattice",
      [0, 1, 0, 3, -1, 2]),
    Row(
      .topping, 6, "Spicy Sauce Lattice", "crisscross-orange", "topping/spicy-sauce-lattice",
      [1, 0, 0, 0, 1, 3]),
    Row(
      .topping, 7, "Strawberry Lattice", "crisscross-pink", "topping/strawberry-lattice",
      [1, 2, 0, 0, 2, 0]),
    Row(
      .topping, 8, "Sugar Lattice", "crisscross-white", "topping/sugar-lattice", [2, 3, 0, 0, 0, 0]),
    Row(
      .topping, 9, "Lemon Lattice", "crisscross-yellow", "topping/lemon-lattice",
      [0, 0, 2, 2, 0, 1]),
    Row(
      .topping, 10, "Blueberry Lines", "crisscross-blue", "topping/blueberry-lines",
      [1, 2, 1, -1, 2, 0]),
    Row(
      .topping, 11, "Chocolate Lines", "straight-brown", "topping/chocolate-lines",
      [2, 1, 2, 0, 0, 0]),
    Row(
      .topping, 12, "Sour Apple Lines", "straight-green", "topping/sour-apple-lines",
      [0, 1, 0, 3, -1, 2]),
    Row(
      .topping, 13, "Spicy Sauce Lines", "straight-orange", "topping/spicy-sauce-lines",
      [1, 0, 0, 0, 1, 3]),
    Row(
      .topping, 14, "Strawberry Lines", "straight-pink", "topping/strawberry-lines",
      [1, 2, 0, 0, 2, 0]),
    Row(.topping, 15, "Sugar Lines", "straight-white", "topping/sugar-lines", [2, 3, 0, 0, 0, 0]),
    Row(.topping, 16, "Lemon Lines", "straight-yellow", "topping/lemon-lines", [0, 0, 2, 2, 0, 1]),
    Row(
      .topping, 17, "Blueberry Drizzle", "zigzag-blue", "topping/blueberry-drizzle",
      [1, 2, 1, -1, 2, 0]),
    Row(
      .topping, 18, "Chocolate Drizzle", "zigzag-brown", "topping/chocolate-drizzle",
      [2, 1, 2, 0, 0, 0]),
    Row(
      .topping, 19, "Sour Apple Drizzle", "zigzag-green", "topping/sour-apple-drizzle",
      [0, 1, 0, 3, -1, 2]),
    Row(
      .topping, 20, "Spicy Sauce Drizzle", "zigzag-orange", "topping/spicy-sauce-drizzle",
      [1, 0, 0, 0, 1, 3]),
    Row(
      .topping, 21, "Strawberry Drizzle", "zigzag-pink", "topping/strawberry-drizzle",
      [1, 2, 0, 0, 2, 0]),
    Row(
      .topping, 22, "Sugar Drizzle", "zigzag-white", "topping/sugar-drizzle", [2, 3, 0, 0, 0, 0]),
    Row(
      .topping, 23, "Lemon Drizzle", "zigzag-yellow", "topping/lemon-drizzle", [0, 0, 2, 2, 0, 1]),
  ]

  static var everyIngredient: [Ingredient] { IngredientKind.allCases.flatMap(\.all) }

  @Test(
    "Each kind has its catalog count", arguments: zip(IngredientKind.allCases, [7, 7, 24]))
  func count(kind: IngredientKind, expected: Int) {
    #expect(kind.all.count == expected)
    #expect(IngredientTests.rows.filter { $0.kind == kind }.count == expected)
  }

  @Test("The static lists are the kinds' lists")
  func staticLists() {
    #expect(Ingredient.doughs == IngredientKind.dough.all)
    #expect(Ingredient.glazes == IngredientKind.glaze.all)
    #expect(Ingredient.toppings == IngredientKind.topping.all)
  }

  @Test("Every ingredient's values", arguments: rows)
  func values(row: Row) throws {
    let ingredient = try #require(row.kind.ingredient(at: row.index))
    #expect(ingredient.kind == row.kind)
    #expect(ingredient.index == row.index)
    #expect(ingredient.name.en == row.name)
    #expect(ingredient.name.text(in: .english) == row.name)
    #expect(ingredient.imageKey == row.imageKey)
    #expect(ingredient.slug == row.slug)
    #expect(Flavor.allCases.map { ingredient.flavors[$0] } == row.profile)
  }

  @Test("Every ingredient has an Arabic name distinct from its English one", arguments: rows)
  func arabicName(row: Row) throws {
    let ingredient = try #require(row.kind.ingredient(at: row.index))
    let arabic = ingredient.name.text(in: .arabic)
    #expect(!arabic.isEmpty)
    #expect(arabic != row.name)
    #expect(arabic.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) })
  }

  @Test("Index is the position in the kind's list", arguments: IngredientKind.allCases)
  func indexIsPosition(kind: IngredientKind) {
    #expect(kind.all.map(\.index) == Array(0..<kind.all.count))
    #expect(kind.all.allSatisfy { $0.kind == kind })
  }

  @Test("Slugs are unique across kinds")
  func slugsAreUnique() {
    let slugs = IngredientTests.everyIngredient.map(\.slug)
    #expect(slugs.count == 38)
    #expect(Set(slugs).count == slugs.count)
  }

  @Test("Slugs read <kind>/<kebab-case>", arguments: IngredientKind.allCases)
  func slugFormat(kind: IngredientKind) {
    #expect(kind.prefix == ["dough", "glaze", "topping"][kind.rawValue])
    for ingredient in kind.all {
      let parts = ingredient.slug.split(separator: "/", omittingEmptySubsequences: false)
      #expect(parts.count == 2, "\(ingredient.slug)")
      #expect(parts.first.map(String.init) == kind.prefix, "\(ingredient.slug)")
      let kebab = String(parts.last ?? "")
      let words = kebab.split(separator: "-", omittingEmptySubsequences: false)
      #expect(
        !words.isEmpty
          && words.allSatisfy { !$0.isEmpty && $0.allSatisfy { ("a"..."z").contains($0) } },
        "\(ingredient.slug) is not kebab-case")
    }
  }

  @Test("Slugs do not change with the language")
  func slugsAreNotLocalized() {
    for ingredient in IngredientTests.everyIngredient {
      #expect(!ingredient.slug.unicodeScalars.contains { $0.value > 0x7F })
    }
  }

  @Test("Quirk kept: Blueberry Lines shows the lattice picture, crisscross-blue")
  func blueberryLinesImageQuirk() throws {
    let lines = try #require(IngredientKind.topping.ingredient(at: 10))
    let lattice = try #require(IngredientKind.topping.ingredient(at: 3))
    #expect(lines.name.en == "Blueberry Lines")
    #expect(lines.imageKey == "crisscross-blue")
    #expect(lattice.imageKey == lines.imageKey)
    #expect(!IngredientTests.everyIngredient.map(\.imageKey).contains("straight-blue"))
  }

  @Test("Lattice, lines and drizzle of one sauce share its profile", arguments: 0..<7)
  func saucesShareProfiles(sauce: Int) {
    let toppings = Ingredient.toppings
    #expect(toppings[3 + sauce].flavors == toppings[10 + sauce].flavors)
    #expect(toppings[3 + sauce].flavors == toppings[17 + sauce].flavors)
  }

  @Test(
    "Out-of-range indices give nil",
    arguments: zip(
      [IngredientKind.dough, .dough, .glaze, .topping, .topping, .dough],
      [-1, 7, 7, 24, Int.min, Int.max]))
  func outOfRange(kind: IngredientKind, index: Int) {
    #expect(kind.ingredient(at: index) == nil)
  }
}
