// SPDX-License-Identifier: Apache-2.0
// Ingredient: a dough, glaze or topping with its stable slug, names and flavor profile.

/// The three kinds of ingredient, stacked bottom to top in this order.
public enum IngredientKind: Int, CaseIterable, Sendable, Hashable, Codable {
  case dough = 0
  case glaze = 1
  case topping = 2

  /// The slug prefix shared by every ingredient of this kind ("dough", "glaze", "topping").
  public var prefix: String {
    switch self {
    case .dough: "dough"
    case .glaze: "glaze"
    case .topping: "topping"
    }
  }

  /// The Donut Editor's picker of this kind: "Dough", "Glaze", "Topping" (docs/domain.md §1.10).
  public var name: LocalizedText {
    switch self {
    case .dough: LocalizedText(en: "Dough", ar: "العجينة")
    case .glaze: LocalizedText(en: "Glaze", ar: "التغطية")
    case .topping: LocalizedText(en: "Topping", ar: "الإضافة")
    }
  }

  /// Every ingredient of this kind, in catalog order.
  public var all: [Ingredient] {
    switch self {
    case .dough: Ingredient.doughs
    case .glaze: Ingredient.glazes
    case .topping: Ingredient.toppings
    }
  }

  /// The ingredient at `index`, or nil when the index is out of range.
  public func ingredient(at index: Int) -> Ingredient? {
    let all = self.all
    return all.indices.contains(index) ? all[index] : nil
  }

  /// The ingredient at `index`; an index out of range is refused (`input` names the index
  /// in the error).
  public func ingredient(checkedAt index: Int, input: String = "index") throws(FoodTruckError)
    -> Ingredient
  {
    guard let ingredient = ingredient(at: index) else {
      throw .invalidArgument(
        "\(prefix) index \(index) is out of range 0...\(all.count - 1)", input: input)
    }
    return ingredient
  }
}

/// One ingredient of the catalog.
public struct Ingredient: Sendable, Hashable {
  /// Dough, glaze or topping.
  public let kind: IngredientKind
  /// The position in its kind's catalog list; the C ABI's ingredient index.
  public let index: Int
  /// The stable id, "<prefix>/<kebab-name>", e.g. "glaze/sour-candy". Never localized.
  public let slug: String
  /// The display names.
  public let name: LocalizedText
  /// The original app's image asset key, e.g. "crisscross-blue".
  public let imageKey: String
  /// The flavor profile.
  public let flavors: FlavorProfile

  init(
    _ kind: IngredientKind, _ index: Int, _ slug: String, _ name: LocalizedText,
    _ imageKey: String, _ flavors: FlavorProfile
  ) {
    self.kind = kind
    self.index = index
    self.slug = "\(kind.prefix)/\(slug)"
    self.name = name
    self.imageKey = imageKey
    self.flavors = flavors
  }
}

/// Shorthand for the catalog tables: the six axes in order.
func profile(
  _ salty: Int32, _ sweet: Int32, _ bitter: Int32, _ sour: Int32, _ savory: Int32, _ spicy: Int32
) -> FlavorProfile {
  FlavorProfile(
    salty: salty, sweet: sweet, bitter: bitter, sour: sour, savory: savory, spicy: spicy)
}
