// SPDX-License-Identifier: Apache-2.0
// Donut: a recipe of one dough, an optional glaze and an optional topping, with its name.

/// A donut of the catalog or one made with the donut editor.
public struct Donut: Sendable, Hashable, Identifiable {
  /// The stable id: 0-16 for the catalog (the index into ``Donut/catalog``), then custom donuts.
  public let id: Int
  /// The display names. A catalog donut has both languages; a named custom donut shows the
  /// operator's text in every language.
  public let name: LocalizedText
  /// The recipe.
  public let recipe: Recipe
  /// True for donuts made or renamed with the donut editor.
  public let isCustom: Bool

  public init(id: Int, name: LocalizedText, recipe: Recipe, isCustom: Bool) {
    self.id = id
    self.name = name
    self.recipe = recipe
    self.isCustom = isCustom
  }

  /// The sum of the ingredients' profiles, dough + glaze + topping.
  public var flavors: FlavorProfile { recipe.flavors }

  /// The ingredients, bottom to top: dough, then glaze and topping when present.
  public var ingredients: [Ingredient] { recipe.ingredients }
}

/// What a donut is made of, by ingredient index. Only valid indices can be stored: build one
/// with ``Recipe/init(dough:glaze:topping:)``, which validates.
public struct Recipe: Sendable, Hashable {
  /// Dough index, 0..<7.
  public let dough: Int
  /// Glaze index, 0..<7, or nil for none.
  public let glaze: Int?
  /// Topping index, 0..<24, or nil for none.
  public let topping: Int?

  /// A recipe from ingredient indices; throws when an index is outside its kind's catalog.
  public init(dough: Int, glaze: Int?, topping: Int?) throws(FoodTruckError) {
    _ = try IngredientKind.dough.ingredient(checkedAt: dough, input: "dough")
    if let glaze { _ = try IngredientKind.glaze.ingredient(checkedAt: glaze, input: "glaze") }
    if let topping {
      _ = try IngredientKind.topping.ingredient(checkedAt: topping, input: "topping")
    }
    self.dough = dough
    self.glaze = glaze
    self.topping = topping
  }

  /// A recipe of catalog indices known to be valid (the built-in tables).
  init(known dough: Int, _ glaze: Int?, _ topping: Int?) {
    self.dough = dough
    self.glaze = glaze
    self.topping = topping
  }

  /// The ingredients, bottom to top.
  public var ingredients: [Ingredient] {
    var result = [Ingredient.doughs[dough]]
    if let glaze { result.append(Ingredient.glazes[glaze]) }
    if let topping { result.append(Ingredient.toppings[topping]) }
    return result
  }

  /// The sum of the ingredients' profiles.
  public var flavors: FlavorProfile {
    ingredients.reduce(FlavorProfile.zero) { $0 + $1.flavors }
  }

  /// The donut editor's starting recipe: Plain dough, Chocolate Glaze, Sprinkles.
  public static let template = Recipe(known: 4, 1, 1)
}
