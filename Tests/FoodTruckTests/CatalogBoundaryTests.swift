// SPDX-License-Identifier: Apache-2.0
// CatalogBoundaryTests: the catalog through the C ABI: ingredients, the 17 donuts as foodtruck_donut,
// flavors, search, sort orders, the buffer convention, the locale and the donut editor
// (docs/domain.md §1).

import CFoodTruck
import FoodTruck
import Testing

@Suite("Catalog boundary")
final class CatalogBoundaryTests {
  /// A live handle for each test; freed in deinit.
  let truck: UnsafeMutablePointer<foodtruck_truck>

  init() throws {
    truck = try newTruck()
  }

  deinit {
    truckFree(truck)
  }

  // MARK: - Ingredients

  @Test(
    "Ingredient counts are 7, 7 and 24",
    arguments: zip(
      [FOODTRUCK_INGREDIENT_DOUGH, FOODTRUCK_INGREDIENT_GLAZE, FOODTRUCK_INGREDIENT_TOPPING],
      [7, 7, 24] as [UInt]))
  func ingredientCounts(kind: foodtruck_ingredient_kind, expected: UInt) {
    var count: UInt = 0
    #expect(ingredientCount(kind, &count) == FOODTRUCK_OK)
    #expect(count == expected)
  }

  /// docs/domain.md §1.2-1.4: kind (0 dough, 1 glaze, 2 topping), index, slug, image key,
  /// English name, and the profile (salty, sweet, bitter, sour, savory, spicy).
  struct IngredientRow: Codable, Sendable, CustomTestStringConvertible {
    let kind: UInt32
    let index: Int32
    let slug: String
    let imageKey: String
    let name: String
    let profile: [Int32]
    init(
      _ kind: UInt32, _ index: Int32, _ slug: String, _ imageKey: String, _ name: String,
      _ profile: [Int32]
    ) {
      (self.kind, self.index, self.slug, self.imageKey, self.name, self.profile) =
        (kind, index, slug, imageKey, name, profile)
    }
    var testDescription: String { slug }
  }

  // swift-format-ignore: one row per line keeps the table readable as test vectors
  static let ingredients: [IngredientRow] = [
    IngredientRow(0, 0, "dough/blueberry", "blue", "Blueberry Dough", [1, 2, 0, 0, 2, 0]),
    IngredientRow(0, 1, "dough/chocolate", "brown", "Chocolate Dough", [1, 3, 1, -1, 1, 0]),
    IngredientRow(0, 2, "dough/sour-candy", "green", "Sour Candy", [1, 2, 0, 3, -1, 0]),
    IngredientRow(0, 3, "dough/strawberry", "pink", "Strawberry Dough", [0, 3, 0, 0, 2, 0]),
    IngredientRow(0, 4, "dough/plain", "plain", "Plain", [1, 1, 1, 0, 2, 0]),
    IngredientRow(0, 5, "dough/powdered", "white", "Powdered Dough", [-1, 4, 0, 0, 1, 0]),
    IngredientRow(0, 6, "dough/lemonade", "yellow", "Lemonade", [1, 1, 0, 3, 0, 0]),
    IngredientRow(1, 0, "glaze/blueberry", "blue", "Blueberry Spread", [1, 3, 0, -1, 2, 0]),
    IngredientRow(1, 1, "glaze/chocolate", "brown", "Chocolate Glaze", [1, 1, 1, 0, 2, 0]),
    IngredientRow(1, 2, "glaze/sour-candy", "green", "Sour Candy Glaze", [0, 0, 1, 3, -1, 2]),
    IngredientRow(1, 3, "glaze/spicy", "orange", "Spicy Spread", [1, 0, 0, 1, 0, 3]),
    IngredientRow(1, 4, "glaze/strawberry", "pink", "Strawberry Glaze", [1, 2, 0, 0, 2, 0]),
    IngredientRow(1, 5, "glaze/lemon", "yellow", "Lemon Spread", [0, 1, 0, 3, 0, 1]),
    IngredientRow(1, 6, "glaze/rainbow", "rainbow", "Rainbow Glaze", [2, 2, 0, 0, 0, 1]),
    IngredientRow(
      2, 0, "topping/powdered-sugar", "powdersugar", "Powdered Sugar", [1, 4, 0, 0, 0, 0]),
    IngredientRow(2, 1, "topping/sprinkles", "sprinkles", "Sprinkles", [0, 3, 0, 0, 2, 0]),
    IngredientRow(
      2, 2, "topping/star-sprinkles", "sprinkles-stars", "Star Sprinkles", [0, 3, 0, 0, 2, 0]),
    IngredientRow(
      2, 3, "topping/blueberry-lattice", "crisscross-blue", "Blueberry Lattice",
      [1, 2, 1, -1, 2, 0]),
    IngredientRow(
      2, 4, "topping/chocolate-lattice", "crisscross-brown", "Chocolate Lattice",
      [2, 1, 2, 0, 0, 0]),
    IngredientRow(
      2, 5, "topping/sour-apple-lattice", "crisscross-green", "Sour Apple Lattice",
      [0, 1, 0, 3, -1, 2]),
    IngredientRow(
      2, 6, "topping/spicy-sauce-lattice", "crisscross-orange", "Spicy Sauce Lattice",
      [1, 0, 0, 0, 1, 3]),
    IngredientRow(
      2, 7, "topping/strawberry-lattice", "crisscross-pink", "Strawberry Lattice",
      [1, 2, 0, 0, 2, 0]),
    IngredientRow(
      2, 8, "topping/sugar-lattice", "crisscross-white", "Sugar Lattice", [2, 3, 0, 0, 0, 0]),
    IngredientRow(
      2, 9, "topping/lemon-lattice", "crisscross-yellow", "Lemon Lattice", [0, 0, 2, 2, 0, 1]),
    // The quirk: Blueberry Lines shows the lattice picture.
    IngredientRow(
      2, 10, "topping/blueberry-lines", "crisscross-blue", "Blueberry Lines", [1, 2, 1, -1, 2, 0]),
    IngredientRow(
      2, 11, "topping/chocolate-lines", "straight-brown", "Chocolate Lines", [2, 1, 2, 0, 0, 0]),
    IngredientRow(
      2, 12, "topping/sour-apple-lines", "straight-green", "Sour Apple Lines", [0, 1, 0, 3, -1, 2]),
    IngredientRow(
      2, 13, "topping/spicy-sauce-lines", "straight-orange", "Spicy Sauce Lines",
      [1, 0, 0, 0, 1, 3]),
    IngredientRow(
      2, 14, "topping/strawberry-lines", "straight-pink", "Strawberry Lines", [1, 2, 0, 0, 2, 0]),
    IngredientRow(
      2, 15, "topping/sugar-lines", "straight-white", "Sugar Lines", [2, 3, 0, 0, 0, 0]),
    IngredientRow(
      2, 16, "topping/lemon-lines", "straight-yellow", "Lemon Lines", [0, 0, 2, 2, 0, 1]),
    IngredientRow(
      2, 17, "topping/blueberry-drizzle", "zigzag-blue", "Blueberry Drizzle", [1, 2, 1, -1, 2, 0]),
    IngredientRow(
      2, 18, "topping/chocolate-drizzle", "zigzag-brown", "Chocolate Drizzle", [2, 1, 2, 0, 0, 0]),
    IngredientRow(
      2, 19, "topping/sour-apple-drizzle", "zigzag-green", "Sour Apple Drizzle",
      [0, 1, 0, 3, -1, 2]),
    IngredientRow(
      2, 20, "topping/spicy-sauce-drizzle", "zigzag-orange", "Spicy Sauce Drizzle",
      [1, 0, 0, 0, 1, 3]),
    IngredientRow(
      2, 21, "topping/strawberry-drizzle", "zigzag-pink", "Strawberry Drizzle", [1, 2, 0, 0, 2, 0]),
    IngredientRow(
      2, 22, "topping/sugar-drizzle", "zigzag-white", "Sugar Drizzle", [2, 3, 0, 0, 0, 0]),
    IngredientRow(
      2, 23, "topping/lemon-drizzle", "zigzag-yellow", "Lemon Drizzle", [0, 0, 2, 2, 0, 1]),
  ]

  @Test("Each ingredient's slug, image key, name and profile", arguments: ingredients)
  func ingredient(row: IngredientRow) throws {
    let kind = foodtruck_ingredient_kind(rawValue: row.kind)
    var profile = foodtruck_flavor_profile()
    #expect(ingredientFlavors(kind, row.index, &profile) == FOODTRUCK_OK)
    #expect(axes(profile) == row.profile)
    #expect(try readText { ingredientSlug(kind, row.index, $0, $1, $2) } == row.slug)
    #expect(try readText { ingredientImageKey(kind, row.index, $0, $1, $2) } == row.imageKey)
    #expect(try readText { ingredientName(truck, kind, row.index, $0, $1, $2) } == row.name)
  }

  @Test("Slugs are unique and the same in every language")
  func slugsAreUniqueAndStable() throws {
    var slugs: [String] = []
    for row in CatalogBoundaryTests.ingredients {
      slugs.append(
        try readText {
          ingredientSlug(foodtruck_ingredient_kind(rawValue: row.kind), row.index, $0, $1, $2)
        })
    }
    #expect(Set(slugs).count == 38)
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    for (row, slug) in zip(CatalogBoundaryTests.ingredients, slugs) {
      #expect(
        try readText {
          ingredientSlug(foodtruck_ingredient_kind(rawValue: row.kind), row.index, $0, $1, $2)
        } == slug)
    }
  }

  // MARK: - Flavors

  @Test(
    "Flavor names in English",
    arguments: zip(
      [
        FOODTRUCK_FLAVOR_SALTY, FOODTRUCK_FLAVOR_SWEET, FOODTRUCK_FLAVOR_BITTER,
        FOODTRUCK_FLAVOR_SOUR, FOODTRUCK_FLAVOR_SAVORY,
        FOODTRUCK_FLAVOR_SPICY,
      ],
      ["Salty", "Sweet", "Bitter", "Sour", "Savory", "Spicy"]))
  func flavorNames(flavor: foodtruck_flavor, name: String) throws {
    #expect(try readText { flavorName(truck, flavor, $0, $1, $2) } == name)
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    let arabic = try readText { flavorName(truck, flavor, $0, $1, $2) }
    #expect(!arabic.isEmpty && arabic != name)
  }

  @Test(
    "Most potent flavor of any profile, through the boundary",
    arguments: [
      ([0, 0, 0, 0, 0, 0], FOODTRUCK_FLAVOR_SWEET, 0),
      ([-5, -1, -2, -3, -4, -9], FOODTRUCK_FLAVOR_SWEET, 0),
      ([2, 6, 1, 0, 6, 0], FOODTRUCK_FLAVOR_SWEET, 6),  // Strawberry Sprinkles: sweet/savory tie
      ([2, 2, 4, 2, 4, 1], FOODTRUCK_FLAVOR_BITTER, 4),  // Lemon Chocolate: bitter/savory tie
      ([3, 3, 1, 0, 2, 1], FOODTRUCK_FLAVOR_SALTY, 3),  // Rainbow: salty/sweet tie
      ([3, 3, 0, 3, 0, 1], FOODTRUCK_FLAVOR_SALTY, 3),  // Daytime: three-way tie
      ([3, 1, 0, 4, 1, 6], FOODTRUCK_FLAVOR_SPICY, 6),  // Fire Zest
      (
        [Int32.min, Int32.min, Int32.min, Int32.min, Int32.min, Int32.max], FOODTRUCK_FLAVOR_SPICY,
        Int32.max
      ),
    ] as [([Int32], foodtruck_flavor, Int32)])
  func mostPotent(profile: [Int32], flavor: foodtruck_flavor, value: Int32) {
    var input = foodtruck_flavor_profile(
      salty: profile[0], sweet: profile[1], bitter: profile[2], sour: profile[3],
      savory: profile[4],
      spicy: profile[5])
    var outFlavor = foodtruck_flavor(rawValue: 99)
    var outValue: Int32 = -99
    #expect(flavorProfileMostPotent(&input, &outFlavor, &outValue) == FOODTRUCK_OK)
    #expect(outFlavor == flavor)
    #expect(outValue == value)
  }

  // MARK: - Donuts

  /// docs/domain.md §1.6: id, name, dough, glaze, topping (FOODTRUCK_NO_INGREDIENT = -1 for none),
  /// profile (salty, sweet, bitter, sour, savory, spicy), most potent flavor (foodtruck_flavor value)
  /// and its value.
  struct DonutRow: Codable, Sendable, CustomTestStringConvertible {
    let id: Int32
    let name: String
    let recipe: [Int32]
    let profile: [Int32]
    let mostPotent: UInt32
    let mostPotentValue: Int32
    init(
      _ id: Int32, _ name: String, _ recipe: [Int32], _ profile: [Int32], _ mostPotent: UInt32,
      _ value: Int32
    ) {
      (self.id, self.name, self.recipe, self.profile, self.mostPotent, self.mostPotentValue) =
        (id, name, recipe, profile, mostPotent, value)
    }
    var testDescription: String { "\(id) \(name)" }
  }

  // Flavors: 0 salty, 1 sweet, 2 bitter, 3 sour, 4 savory, 5 spicy.
  // swift-format-ignore: one row per line keeps the table readable as test vectors
  static let donuts: [DonutRow] = [
    DonutRow(0, "The Classic", [4, 1, 1], [2, 5, 2, 0, 6, 0], 4, 6),
    DonutRow(1, "Blueberry Frosted", [0, 0, 8], [4, 8, 0, -1, 4, 0], 1, 8),
    DonutRow(2, "Strawberry Drizzle", [3, 4, 22], [3, 8, 0, 0, 4, 0], 1, 8),
    DonutRow(3, "Cosmos", [1, 1, 2], [2, 7, 2, -1, 5, 0], 1, 7),
    DonutRow(4, "Strawberry Sprinkles", [4, 4, 2], [2, 6, 1, 0, 6, 0], 1, 6),
    DonutRow(5, "Lemon Chocolate", [4, 1, 16], [2, 2, 4, 2, 4, 1], 2, 4),
    DonutRow(6, "Rainbow", [4, 6, -1], [3, 3, 1, 0, 2, 1], 0, 3),
    DonutRow(7, "Picnic Basket", [1, 4, 3], [3, 7, 2, -2, 5, 0], 1, 7),
    DonutRow(8, "Figure Skater", [4, 0, 22], [4, 7, 1, -1, 4, 0], 1, 7),
    DonutRow(9, "Powdered Chocolate", [1, -1, 0], [2, 7, 1, -1, 1, 0], 1, 7),
    DonutRow(10, "Powdered Strawberry", [3, -1, 0], [1, 7, 0, 0, 2, 0], 1, 7),
    DonutRow(11, "Custard", [6, 3, 16], [2, 1, 2, 6, 0, 4], 3, 6),
    DonutRow(12, "Super Lemon", [6, 5, 1], [1, 5, 0, 6, 2, 1], 3, 6),
    DonutRow(13, "Fire Zest", [6, 3, 20], [3, 1, 0, 4, 1, 6], 5, 6),
    DonutRow(14, "Black Raspberry", [4, 1, 17], [3, 4, 3, -1, 6, 0], 4, 6),
    DonutRow(15, "Daytime", [6, 6, -1], [3, 3, 0, 3, 0, 1], 0, 3),
    DonutRow(16, "Nighttime", [1, 1, 18], [4, 5, 4, -1, 3, 0], 1, 5),
  ]

  @Test("The truck has FOODTRUCK_CATALOG_DONUT_COUNT = 17 donuts")
  func donutCountIs17() {
    var count: UInt = 0
    #expect(donutCount(truck, &count) == FOODTRUCK_OK)
    #expect(count == 17)
    #expect(FOODTRUCK_CATALOG_DONUT_COUNT == 17)
  }

  @Test("Each donut as foodtruck_donut, and its name", arguments: donuts)
  func donut(row: DonutRow) throws {
    var donut = foodtruck_donut()
    donut.id = -99
    #expect(donutGet(truck, row.id, &donut) == FOODTRUCK_OK)
    #expect(donut.id == row.id)
    #expect([donut.dough, donut.glaze, donut.topping] == row.recipe)
    #expect(axes(donut.flavors) == row.profile)
    #expect(donut.most_potent_flavor.rawValue == row.mostPotent)
    #expect(donut.most_potent_value == row.mostPotentValue)
    #expect(donut.is_custom == false)
    #expect(try readText { donutName(truck, row.id, $0, $1, $2) } == row.name)
  }

  @Test("Donuts without glaze or topping report FOODTRUCK_NO_INGREDIENT")
  func noIngredient() {
    #expect(FOODTRUCK_NO_INGREDIENT == -1)
    var donut = foodtruck_donut()
    #expect(donutGet(truck, 6, &donut) == FOODTRUCK_OK)  // Rainbow: no topping
    #expect(donut.topping == FOODTRUCK_NO_INGREDIENT)
    #expect(donutGet(truck, 9, &donut) == FOODTRUCK_OK)  // Powdered Chocolate: no glaze
    #expect(donut.glaze == FOODTRUCK_NO_INGREDIENT)
    #expect(donut.topping == 0)
  }

  @Test(
    "Unknown donut ids are FOODTRUCK_ERR_NOT_FOUND and leave the output alone",
    arguments: [-1, 17, 1000, Int32.max, Int32.min])
  func unknownDonut(id: Int32) {
    var donut = foodtruck_donut()
    donut.id = 12345
    #expect(donutGet(truck, id, &donut) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(donut.id == 12345)
    #expect(lastErrorText.hasPrefix("foodtruck_donut_get: "))
    var length: UInt = 777
    #expect(donutName(truck, id, nil, 0, &length) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(length == 777)
  }

  // MARK: - Search and sort orders

  @Test(
    "Search in English",
    arguments: [
      ("", Array(0..<17)), ("ThE cLaSsIc", [0]), ("CHOCOLATE", [0, 3, 5, 7, 9, 14, 16]),
      ("glaze", [0, 2, 3, 4, 5, 6, 7, 14, 15, 16]), ("lemon", [5, 11, 12, 13, 15]),
      ("pistachio", []),
    ] as [(String, [Int32])])
  func searchEnglish(text: String, expected: [Int32]) throws {
    #expect(try readIDs { donutSearch(truck, text, $0, $1, $2) } == expected)
  }

  @Test(
    "Search in Arabic folds alef and teh marbuta and ignores diacritics",
    arguments: [
      ("الكلاسيكيه", [0]), ("الازرق", [1, 7, 8, 14]), ("كَاسْتَرْد", [11]),
      ("لىمون", [5, 11, 12, 13, 15]), ("Classic", []),
    ] as [(String, [Int32])])
  func searchArabic(text: String, expected: [Int32]) throws {
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try readIDs { donutSearch(truck, text, $0, $1, $2) } == expected)
  }

  /// docs/domain.md §1.8, verbatim.
  static let flavorOrders: [[Int32]] = [
    [1, 8, 16, 2, 6, 7, 13, 14, 15, 0, 3, 4, 5, 9, 11, 10, 12],  // salty
    [1, 2, 3, 7, 8, 9, 10, 4, 0, 12, 16, 14, 6, 15, 5, 11, 13],  // sweet
    [5, 16, 14, 0, 3, 7, 11, 4, 6, 8, 9, 1, 2, 10, 12, 13, 15],  // bitter
    [11, 12, 13, 15, 5, 0, 2, 4, 6, 10, 1, 3, 8, 9, 14, 16, 7],  // sour
    [0, 4, 14, 3, 7, 1, 2, 5, 8, 16, 6, 10, 12, 9, 13, 11, 15],  // savory
    [13, 11, 5, 6, 12, 15, 0, 1, 2, 3, 4, 7, 8, 9, 10, 14, 16],  // spicy
  ]

  @Test(
    "Flavor sort orders",
    arguments: zip(
      [
        FOODTRUCK_FLAVOR_SALTY, FOODTRUCK_FLAVOR_SWEET, FOODTRUCK_FLAVOR_BITTER,
        FOODTRUCK_FLAVOR_SOUR, FOODTRUCK_FLAVOR_SAVORY,
        FOODTRUCK_FLAVOR_SPICY,
      ],
      flavorOrders))
  func sortByFlavor(flavor: foodtruck_flavor, expected: [Int32]) throws {
    #expect(try readIDs { donutSortByFlavor(truck, flavor, $0, $1, $2) } == expected)
  }

  @Test("Name order in English, then in Arabic")
  func sortByName() throws {
    let english = try readIDs { donutSortByName(truck, $0, $1, $2) }
    #expect(english == [14, 1, 3, 11, 15, 8, 13, 5, 16, 7, 9, 10, 6, 2, 4, 12, 0])
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    let arabic = try readIDs { donutSortByName(truck, $0, $1, $2) }
    #expect(arabic.sorted() == Array(0..<17))
    #expect(arabic != english)
    #expect(arabic == [1, 0, 16, 8, 15, 14, 2, 7, 9, 4, 10, 6, 11, 3, 13, 5, 12])
  }

  // MARK: - The buffer convention

  @Test("Text: a size query, a buffer too small (untouched), an exact fit, a roomy buffer")
  func textBuffers() {
    // "The Classic": 11 bytes, 12 with the NUL.
    var length: UInt = 0
    #expect(donutName(truck, 0, nil, 0, &length) == FOODTRUCK_OK)
    #expect(length == 11)
    #expect(donutName(truck, 0, nil, 0, nil) == FOODTRUCK_OK, "a size query without length_out")

    for capacity in [1, 5, 11] {
      var small = [CChar](repeating: 0x7F, count: capacity)
      length = 0
      #expect(
        donutName(truck, 0, &small, UInt(capacity), &length) == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
      #expect(length == 11, "the required length is reported")
      #expect(small.allSatisfy { $0 == 0x7F }, "the buffer is untouched")
      #expect(lastErrorText.hasPrefix("foodtruck_donut_name: "))
    }

    var exact = [CChar](repeating: 0x7F, count: 12)
    length = 0
    #expect(donutName(truck, 0, &exact, 12, &length) == FOODTRUCK_OK)
    #expect(length == 11)
    #expect(exact.map { UInt8(bitPattern: $0) } == Array("The Classic".utf8) + [0])
    #expect(lastErrorText == "")

    var roomy = [CChar](repeating: 0x7F, count: 32)
    #expect(donutName(truck, 0, &roomy, 32, nil) == FOODTRUCK_OK)
    #expect(Array(roomy[0..<12].map { UInt8(bitPattern: $0) }) == Array("The Classic".utf8) + [0])
    #expect(roomy[12...].allSatisfy { $0 == 0x7F }, "nothing is written past the NUL")
  }

  @Test("Text lengths count UTF-8 bytes: 20 for the Arabic name of The Classic")
  func multibyteText() {
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    var length: UInt = 0
    #expect(donutName(truck, 0, nil, 0, &length) == FOODTRUCK_OK)
    #expect(length == 20)  // "الكلاسيكية": 10 letters of 2 bytes
    var small = [CChar](repeating: 0x7F, count: 20)
    #expect(donutName(truck, 0, &small, 20, &length) == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(small.allSatisfy { $0 == 0x7F })
    var exact = [CChar](repeating: 0x7F, count: 21)
    #expect(donutName(truck, 0, &exact, 21, &length) == FOODTRUCK_OK)
    #expect(exact.map { UInt8(bitPattern: $0) } == Array("الكلاسيكية".utf8) + [0])
  }

  @Test("Arrays: a count query, an array too small (untouched), an exact fit")
  func arrayBuffers() {
    var count: UInt = 0
    #expect(donutSortByFlavor(truck, FOODTRUCK_FLAVOR_SOUR, nil, 0, &count) == FOODTRUCK_OK)
    #expect(count == 17)

    var small = [Int32](repeating: -7, count: 16)
    count = 0
    #expect(
      donutSortByFlavor(truck, FOODTRUCK_FLAVOR_SOUR, &small, 16, &count)
        == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(count == 17)
    #expect(small.allSatisfy { $0 == -7 })

    var exact = [Int32](repeating: -7, count: 17)
    count = 0
    #expect(donutSortByFlavor(truck, FOODTRUCK_FLAVOR_SOUR, &exact, 17, &count) == FOODTRUCK_OK)
    #expect(count == 17)
    #expect(exact == [11, 12, 13, 15, 5, 0, 2, 4, 6, 10, 1, 3, 8, 9, 14, 16, 7])

    var roomy = [Int32](repeating: -7, count: 20)
    #expect(donutSortByFlavor(truck, FOODTRUCK_FLAVOR_SOUR, &roomy, 20, nil) == FOODTRUCK_OK)
    #expect(Array(roomy[17...]) == [-7, -7, -7])

    var none = [Int32](repeating: -7, count: 4)
    count = 99
    #expect(donutSearch(truck, "pistachio", &none, 4, &count) == FOODTRUCK_OK)
    #expect(count == 0)
    #expect(none == [-7, -7, -7, -7])
  }

  @Test(
    "A non-NULL buffer with capacity 0 is too small, and a NULL one with capacity > 0 is refused")
  func zeroCapacityAndNullBuffer() {
    var byte: CChar = 0x7F
    var length: UInt = 0
    #expect(
      ingredientSlug(FOODTRUCK_INGREDIENT_GLAZE, 2, &byte, 0, &length)
        == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(length == UInt("glaze/sour-candy".utf8.count))
    #expect(byte == 0x7F)
    #expect(
      ingredientSlug(FOODTRUCK_INGREDIENT_GLAZE, 2, nil, 17, &length) == FOODTRUCK_ERR_NULL_ARGUMENT
    )
  }

  // MARK: - Locale

  @Test("The Donut Editor's pickers: Dough, Glaze, Topping, in English and Arabic")
  func ingredientKindNames() throws {
    let kinds = [
      FOODTRUCK_INGREDIENT_DOUGH, FOODTRUCK_INGREDIENT_GLAZE, FOODTRUCK_INGREDIENT_TOPPING,
    ]
    let english = try kinds.map { kind in
      try readText { ingredientKindName(truck, kind, $0, $1, $2) }
    }
    #expect(english == ["Dough", "Glaze", "Topping"])
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    let arabic = try kinds.map { kind in
      try readText { ingredientKindName(truck, kind, $0, $1, $2) }
    }
    #expect(arabic == ["العجينة", "التغطية", "الإضافة"])
    #expect(
      ingredientKindName(truck, foodtruck_ingredient_kind(rawValue: 3), nil, 0, nil)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
  }

  @Test(
    "A number of donuts: English one and other; Arabic's six forms in its own digits",
    arguments: zip(
      [Int64(0), 1, 2, 3, 11, 100],
      [
        ("0 donuts", "لا دونات"), ("1 donut", "دونات واحدة"), ("2 donuts", "قطعتا دونات"),
        ("3 donuts", "٣ قطع دونات"), ("11 donuts", "١١ قطعة دونات"),
        ("100 donuts", "١٠٠ قطعة دونات"),
      ]))
  func donutCounts(count: Int64, text: (en: String, ar: String)) throws {
    #expect(try readText { donutCountText(truck, count, $0, $1, $2) } == text.en)
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try readText { donutCountText(truck, count, $0, $1, $2) } == text.ar)
  }

  @Test("A negative number of donuts is refused")
  func negativeDonutCount() {
    #expect(donutCountText(truck, -1, nil, 0, nil) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText == "foodtruck_donut_count_text: count: the count -1 is negative")
  }

  @Test("Switching to Arabic changes donut, ingredient, flavor and template names, and back")
  func localeSwitch() throws {
    let english = try readText { donutName(truck, 0, $0, $1, $2) }
    let glaze = try readText { ingredientName(truck, FOODTRUCK_INGREDIENT_GLAZE, 1, $0, $1, $2) }
    let flavor = try readText { flavorName(truck, FOODTRUCK_FLAVOR_SWEET, $0, $1, $2) }
    let template = try readText { donutTemplateName(truck, $0, $1, $2) }
    #expect(
      [english, glaze, flavor, template] == [
        "The Classic", "Chocolate Glaze", "Sweet", "New Donut",
      ])

    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    var rtl = false
    #expect(truckIsRightToLeft(truck, &rtl) == FOODTRUCK_OK)
    #expect(rtl)
    let arabic = [
      try readText { donutName(truck, 0, $0, $1, $2) },
      try readText { ingredientName(truck, FOODTRUCK_INGREDIENT_GLAZE, 1, $0, $1, $2) },
      try readText { flavorName(truck, FOODTRUCK_FLAVOR_SWEET, $0, $1, $2) },
      try readText { donutTemplateName(truck, $0, $1, $2) },
    ]
    #expect(arabic[0] == "الكلاسيكية")
    for (text, englishText) in zip(arabic, [english, glaze, flavor, template]) {
      #expect(!text.isEmpty && text != englishText)
      #expect(text.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) })
    }

    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_EN) == FOODTRUCK_OK)
    #expect(truckIsRightToLeft(truck, &rtl) == FOODTRUCK_OK)
    #expect(!rtl)
    #expect(try readText { donutName(truck, 0, $0, $1, $2) } == "The Classic")
  }

  // MARK: - Donut editor

  @Test("The template: Plain, Chocolate Glaze, Sprinkles, id = count, custom")
  func template() throws {
    var donut = foodtruck_donut()
    #expect(donutTemplate(truck, &donut) == FOODTRUCK_OK)
    #expect(donut.id == 17)
    #expect([donut.dough, donut.glaze, donut.topping] == [4, 1, 1])
    #expect(axes(donut.flavors) == [2, 5, 2, 0, 6, 0])
    #expect(donut.most_potent_flavor == FOODTRUCK_FLAVOR_SAVORY)
    #expect(donut.most_potent_value == 6)
    #expect(donut.is_custom)
    #expect(try readText { donutTemplateName(truck, $0, $1, $2) } == "New Donut")

    var id: Int32 = -1
    #expect(donutCreate(truck, "Cruller", 4, 1, 1, &id) == FOODTRUCK_OK)
    #expect(donutTemplate(truck, &donut) == FOODTRUCK_OK)
    #expect(donut.id == 18)
    var count: UInt = 0
    #expect(donutCount(truck, &count) == FOODTRUCK_OK)
    #expect(count == 18, "reading the template adds nothing")
  }

  @Test("Create assigns 17 then 18; the donut reads back custom, named verbatim in both languages")
  func create() throws {
    var first: Int32 = -1
    var second: Int32 = -1
    #expect(
      donutCreate(truck, "  Cruller\t", 5, FOODTRUCK_NO_INGREDIENT, 0, &first) == FOODTRUCK_OK)
    #expect(donutCreate(truck, "Bear Claw", 2, 2, 23, &second) == FOODTRUCK_OK)
    #expect(first == 17)
    #expect(second == 18)
    #expect(lastErrorText == "")

    var donut = foodtruck_donut()
    #expect(donutGet(truck, 17, &donut) == FOODTRUCK_OK)
    #expect(donut.id == 17)
    #expect([donut.dough, donut.glaze, donut.topping] == [5, -1, 0])
    // Powdered Dough (-1,4,0,0,1,0) + Powdered Sugar (1,4,0,0,0,0).
    #expect(axes(donut.flavors) == [0, 8, 0, 0, 1, 0])
    #expect(donut.most_potent_flavor == FOODTRUCK_FLAVOR_SWEET)
    #expect(donut.most_potent_value == 8)
    #expect(donut.is_custom)
    #expect(try readText { donutName(truck, 17, $0, $1, $2) } == "Cruller")

    #expect(donutGet(truck, 18, &donut) == FOODTRUCK_OK)
    // Sour Candy (1,2,0,3,-1,0) + Sour Candy Glaze (0,0,1,3,-1,2) + Lemon Drizzle (0,0,2,2,0,1).
    #expect(axes(donut.flavors) == [1, 2, 3, 8, -2, 3])
    #expect(donut.most_potent_flavor == FOODTRUCK_FLAVOR_SOUR)

    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try readText { donutName(truck, 17, $0, $1, $2) } == "Cruller")
    #expect(try readIDs { donutSearch(truck, "cruller", $0, $1, $2) } == [17])
    var count: UInt = 0
    #expect(donutCount(truck, &count) == FOODTRUCK_OK)
    #expect(count == 19)
  }

  @Test(
    "Invalid names and recipes are refused; nothing is added and id_out is untouched",
    arguments: [
      ("", [4, 1, 1]), ("   ", [4, 1, 1]), (String(repeating: "x", count: 65), [4, 1, 1]),
      ("Bell\u{07}", [4, 1, 1]), ("Two\nLines", [4, 1, 1]), ("Bidi\u{202E}", [4, 1, 1]),
      ("Zero\u{200B}Width", [4, 1, 1]), ("Line\u{2028}Separator", [4, 1, 1]),
      ("Okay", [-1, 1, 1]), ("Okay", [7, 1, 1]), ("Okay", [4, 7, 1]), ("Okay", [4, -2, 1]),
      ("Okay", [4, 1, 24]), ("Okay", [4, 1, -2]), ("Okay", [Int32.max, 1, 1]),
      ("Okay", [4, 1, Int32.min]),
    ] as [(String, [Int32])])
  func createInvalid(name: String, recipe: [Int32]) {
    var id: Int32 = 4242
    #expect(
      donutCreate(truck, name, recipe[0], recipe[1], recipe[2], &id)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(id == 4242)
    #expect(lastErrorText.hasPrefix("foodtruck_donut_create: "))
    var count: UInt = 0
    #expect(donutCount(truck, &count) == FOODTRUCK_OK)
    #expect(count == 17)
  }

  @Test("64 characters are accepted, counted as characters not bytes")
  func createLongestName() throws {
    var id: Int32 = -1
    let arabic = String(repeating: "د", count: 64)  // 128 bytes
    #expect(donutCreate(truck, arabic, 4, 1, 1, &id) == FOODTRUCK_OK)
    #expect(try readText { donutName(truck, id, $0, $1, $2) } == arabic)
  }

  @Test("Editing a built-in donut replaces it and marks it custom")
  func editBuiltIn() throws {
    #expect(donutEdit(truck, 0, " Classic Remix ", 6, FOODTRUCK_NO_INGREDIENT, 1) == FOODTRUCK_OK)
    var donut = foodtruck_donut()
    #expect(donutGet(truck, 0, &donut) == FOODTRUCK_OK)
    #expect(donut.id == 0)
    #expect(donut.is_custom)
    #expect([donut.dough, donut.glaze, donut.topping] == [6, -1, 1])
    // Lemonade (1,1,0,3,0,0) + Sprinkles (0,3,0,0,2,0).
    #expect(axes(donut.flavors) == [1, 4, 0, 3, 2, 0])
    #expect(try readText { donutName(truck, 0, $0, $1, $2) } == "Classic Remix")
    var count: UInt = 0
    #expect(donutCount(truck, &count) == FOODTRUCK_OK)
    #expect(count == 17)
  }

  @Test(
    "Editing an unknown id is FOODTRUCK_ERR_NOT_FOUND", arguments: [-1, 17, Int32.max, Int32.min])
  func editUnknown(id: Int32) {
    #expect(donutEdit(truck, id, "Ghost", 4, 1, 1) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(lastErrorText.hasPrefix("foodtruck_donut_edit: "))
  }

  @Test("A refused edit changes nothing")
  func editInvalid() throws {
    #expect(donutEdit(truck, 3, "", 4, 1, 1) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(donutEdit(truck, 3, "Fine", 4, 1, 99) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    var donut = foodtruck_donut()
    #expect(donutGet(truck, 3, &donut) == FOODTRUCK_OK)
    #expect(!donut.is_custom)
    #expect([donut.dough, donut.glaze, donut.topping] == [1, 1, 2])
    #expect(try readText { donutName(truck, 3, $0, $1, $2) } == "Cosmos")
  }

  @Test("Custom donuts take part in the name and flavor orders")
  func customDonutsAreSorted() throws {
    var id: Int32 = -1
    #expect(donutCreate(truck, "Apple Fritter", 6, 5, 9, &id) == FOODTRUCK_OK)
    let byName = try readIDs { donutSortByName(truck, $0, $1, $2) }
    #expect(byName.first == id)
    // Lemonade (1,1,0,3,0,0) + Lemon Spread (0,1,0,3,0,1) + Lemon Lattice (0,0,2,2,0,1): sour 8.
    let bySour = try readIDs { donutSortByFlavor(truck, FOODTRUCK_FLAVOR_SOUR, $0, $1, $2) }
    #expect(bySour.first == id)
    #expect(bySour.count == 18)
  }
}
