// SPDX-License-Identifier: Apache-2.0
// DonutEditorTests: creating and editing donuts, the editor's template, and the validation of
// names and recipes (docs/domain.md §1.6 and §1.10).

import FoodTruckKit
import Testing

@Suite("Donut editor")
struct DonutEditorTests {
  @Test("The template is Plain, Chocolate Glaze and Sprinkles, with id = count")
  func template() throws {
    var catalog = Catalog()
    var template = catalog.template
    #expect(template.id == 17)
    #expect(template.name.en == "New Donut")
    #expect(template.recipe == Recipe.template)
    #expect(template.ingredients.map(\.name.en) == ["Plain", "Chocolate Glaze", "Sprinkles"])
    #expect(template.recipe.dough == 4)
    #expect(template.recipe.glaze == 1)
    #expect(template.recipe.topping == 1)
    // The same recipe as The Classic.
    #expect(Flavor.allCases.map { template.flavors[$0] } == [2, 5, 2, 0, 6, 0])
    #expect(catalog.donuts.count == 17)  // the template is never added

    _ = try catalog.create(name: "Cruller", recipe: Recipe.template)
    template = catalog.template
    #expect(template.id == 18)
    #expect(catalog.donuts.count == 18)
  }

  @Test("Create assigns the next ids, 17 then 18")
  func createAssignsIDs() throws {
    var catalog = Catalog()
    let first = try catalog.create(
      name: "Cruller", recipe: Recipe(dough: 5, glaze: nil, topping: 0))
    let second = try catalog.create(
      name: "Bear Claw", recipe: Recipe(dough: 2, glaze: 2, topping: 23))
    #expect(first == 17)
    #expect(second == 18)
    #expect(catalog.donuts.map(\.id) == Array(0..<19))

    let cruller = try catalog.donut(id: 17)
    #expect(cruller.isCustom)
    #expect(cruller.name.en == "Cruller")
    #expect(cruller.name.ar == "Cruller")  // the operator's text in every language
    #expect(cruller.recipe.dough == 5)
    #expect(cruller.recipe.glaze == nil)
    #expect(cruller.recipe.topping == 0)
    #expect(cruller.ingredients.map(\.name.en) == ["Powdered Dough", "Powdered Sugar"])
    // Powdered Dough (-1,4,0,0,1,0) + Powdered Sugar (1,4,0,0,0,0).
    #expect(Flavor.allCases.map { cruller.flavors[$0] } == [0, 8, 0, 0, 1, 0])

    let bearClaw = try catalog.donut(id: 18)
    // Sour Candy (1,2,0,3,-1,0) + Sour Candy Glaze (0,0,1,3,-1,2) + Lemon Drizzle (0,0,2,2,0,1).
    #expect(Flavor.allCases.map { bearClaw.flavors[$0] } == [1, 2, 3, 8, -2, 3])
    #expect(bearClaw.flavors.mostPotent.flavor == .sour)
    #expect(bearClaw.flavors.mostPotent.value == 8)
  }

  @Test(
    "Names are trimmed of surrounding white space",
    arguments: zip(
      ["  Maple Bar", "Maple Bar \n", "\t Maple  Bar\u{00A0}", "Maple Bar", "\u{2003}x\u{3000}"],
      ["Maple Bar", "Maple Bar", "Maple  Bar", "Maple Bar", "x"]))
  func nameTrimming(name: String, stored: String) throws {
    var catalog = Catalog()
    let id = try catalog.create(name: name, recipe: Recipe.template)
    #expect(try catalog.donut(id: id).name.en == stored)
  }

  @Test("Names of 64 characters are accepted, counted as characters not bytes")
  func longestName() throws {
    var catalog = Catalog()
    let ascii = String(repeating: "a", count: 64)
    let arabic = String(repeating: "د", count: 64)  // 128 bytes of UTF-8
    let emoji = String(repeating: "🍩", count: 64)
    for name in [ascii, arabic, emoji, "  " + ascii + "  "] {
      let id = try catalog.create(name: name, recipe: Recipe.template)
      #expect(try catalog.donut(id: id).name.en.count == 64)
    }
  }

  static let invalidNames = [
    "", " ", "   \t\n ", String(repeating: "a", count: 65), "Bad\u{07}Name", "Line\nBreak",
    "Tab\tInside", "\u{7F}", "Nul\u{0}",
    "Bidi\u{202E}Override", "Zero\u{200B}Width", "\u{FEFF}Marked", "Line\u{2028}Separator",
    "Paragraph\u{2029}Separator",
  ]

  @Test("Invalid names throw invalidArgument and add nothing", arguments: invalidNames)
  func invalidName(name: String) {
    var catalog = Catalog()
    let error = #expect(throws: FoodTruckError.self) {
      try catalog.create(name: name, recipe: Recipe.template)
    }
    #expect(error?.kind == .invalidArgument)
    #expect(error?.message.isEmpty == false)
    #expect(catalog.donuts.count == 17)
  }

  @Test(
    "Out-of-range recipe indices throw invalidArgument",
    arguments: [
      (-1, 0, 0), (7, 0, 0), (Int.max, nil, nil), (Int.min, nil, nil), (0, -1, nil), (0, 7, nil),
      (0, nil, -1), (0, nil, 24), (0, Int.max, 0), (0, 0, Int.min),
    ] as [(Int, Int?, Int?)])
  func invalidRecipe(dough: Int, glaze: Int?, topping: Int?) {
    let error = #expect(throws: FoodTruckError.self) {
      try Recipe(dough: dough, glaze: glaze, topping: topping)
    }
    #expect(error?.kind == .invalidArgument)
  }

  @Test(
    "Recipes at the edges of each range are accepted",
    arguments: [(0, 0, 0), (6, 6, 23), (3, nil, nil), (6, nil, 23), (0, 6, nil)]
      as [(Int, Int?, Int?)])
  func validRecipe(dough: Int, glaze: Int?, topping: Int?) throws {
    let recipe = try Recipe(dough: dough, glaze: glaze, topping: topping)
    #expect(recipe.dough == dough)
    #expect(recipe.glaze == glaze)
    #expect(recipe.topping == topping)
    #expect(recipe.ingredients.count == 1 + (glaze == nil ? 0 : 1) + (topping == nil ? 0 : 1))
  }

  @Test(
    "Editing an unknown id throws notFound and changes nothing",
    arguments: [-1, 17, 99, Int.max, Int.min])
  func editUnknown(id: Int) {
    var catalog = Catalog()
    let error = #expect(throws: FoodTruckError.self) {
      try catalog.edit(id: id, name: "Ghost", recipe: Recipe.template)
    }
    #expect(error?.kind == .notFound)
    #expect(catalog == Catalog())
  }

  @Test("Editing a built-in donut replaces it in place and marks it custom")
  func editBuiltIn() throws {
    var catalog = Catalog()
    let recipe = try Recipe(dough: 6, glaze: nil, topping: 1)
    try catalog.edit(id: 0, name: " Classic Remix ", recipe: recipe)
    let donut = try catalog.donut(id: 0)
    #expect(donut.id == 0)
    #expect(donut.isCustom)
    #expect(donut.name.en == "Classic Remix")
    #expect(donut.name.ar == "Classic Remix")
    #expect(donut.recipe == recipe)
    // Lemonade (1,1,0,3,0,0) + Sprinkles (0,3,0,0,2,0).
    #expect(Flavor.allCases.map { donut.flavors[$0] } == [1, 4, 0, 3, 2, 0])
    #expect(catalog.donuts.count == 17)
    #expect(Array(catalog.donuts[1...]) == Array(Donut.catalog[1...]))
  }

  @Test("Editing a custom donut keeps its id")
  func editCustom() throws {
    var catalog = Catalog()
    let id = try catalog.create(name: "Cruller", recipe: Recipe.template)
    try catalog.edit(
      id: id, name: "French Cruller", recipe: try Recipe(dough: 5, glaze: 5, topping: nil))
    let donut = try catalog.donut(id: id)
    #expect(donut.id == 17)
    #expect(donut.name.en == "French Cruller")
    #expect(donut.recipe.glaze == 5)
    #expect(catalog.donuts.count == 18)
  }

  @Test(
    "Editing with an invalid name throws invalidArgument and changes nothing",
    arguments: invalidNames)
  func editInvalidName(name: String) {
    var catalog = Catalog()
    let error = #expect(throws: FoodTruckError.self) {
      try catalog.edit(id: 3, name: name, recipe: Recipe.template)
    }
    #expect(error?.kind == .invalidArgument)
    #expect(catalog == Catalog())
  }
}
