// SPDX-License-Identifier: Apache-2.0
// Catalog: a truck's donuts, the 17 built-in ones plus those made with the donut editor, with
// lookup, search and the name and flavor sort orders.

/// The donuts a truck sells. Ids are stable: a donut keeps its id for the catalog's lifetime.
public struct Catalog: Sendable, Hashable {
  /// Every donut, indexed by id.
  public private(set) var donuts: [Donut]

  /// A catalog holding the 17 built-in donuts.
  public init() {
    donuts = Donut.catalog
  }

  /// The donut with `id`, or a not-found error.
  public func donut(id: Int) throws(FoodTruckError) -> Donut {
    guard donuts.indices.contains(id) else {
      throw .notFound("no donut has id \(id); ids run from 0 to \(donuts.count - 1)")
    }
    return donuts[id]
  }

  // MARK: - Search

  /// The ids of the donuts matching `text`, in catalog order. A donut matches when the text is
  /// empty, or its name or any ingredient's name in `locale` contains the text, compared
  /// folded (case-insensitive; Arabic letter variants and diacritics ignored). A text longer
  /// than ``SearchText/maximumBytes`` is refused.
  public func search(_ text: String, locale: TruckLocale) throws(FoodTruckError) -> [Int] {
    search(try SearchText(text), locale: locale)
  }

  /// The ids of the donuts matching a search already checked and folded.
  public func search(_ text: SearchText, locale: TruckLocale) -> [Int] {
    donuts.filter { donut in
      text.isFound(in: donut.name.text(in: locale))
        || donut.ingredients.contains { text.isFound(in: $0.name.text(in: locale)) }
    }.map(\.id)
  }

  // MARK: - Sort orders

  /// The ids sorted by name in `locale` (folded alphabetical order; equal names by id).
  public func sortedByName(locale: TruckLocale) -> [Int] {
    donuts.sorted { lhs, rhs in
      displayOrder(lhs.name.text(in: locale), rhs.name.text(in: locale)) ?? (lhs.id < rhs.id)
    }.map(\.id)
  }

  /// The ids sorted by the value on `flavor`, highest first; equal values keep catalog order.
  public func sortedByFlavor(_ flavor: Flavor) -> [Int] {
    let values = donuts.map { $0.flavors[flavor] }
    return donuts.indices.sorted { lhs, rhs in
      values[lhs] != values[rhs] ? values[lhs] > values[rhs] : lhs < rhs
    }
  }

  // MARK: - Donut editor

  /// The longest donut name accepted, in characters.
  public static let maximumNameLength = 64
  /// The longest donut name accepted, in UTF-8 bytes, as given (before trimming): 64 Arabic
  /// letters with a diacritic each fit, and a character of a thousand combining marks does not.
  public static let maximumNameBytes = 256

  /// The donut editor's starting point: ``Recipe/template`` with the id the next
  /// ``create(name:recipe:)`` assigns, named ``Donut/templateName``.
  public var template: Donut {
    Donut(id: donuts.count, name: Donut.templateName, recipe: .template, isCustom: true)
  }

  /// Adds a donut made with the editor and returns its id (the next free one).
  public mutating func create(name: String, recipe: Recipe) throws(FoodTruckError) -> Int {
    let name = try Catalog.validatedName(name)
    let id = donuts.count
    donuts.append(
      Donut(id: id, name: LocalizedText(verbatim: name), recipe: recipe, isCustom: true))
    return id
  }

  /// Replaces the name and recipe of the donut with `id` (built-in or custom), as the
  /// original's editor does. The donut keeps its id and becomes custom.
  public mutating func edit(id: Int, name: String, recipe: Recipe) throws(FoodTruckError) {
    _ = try donut(id: id)
    let name = try Catalog.validatedName(name)
    donuts[id] = Donut(id: id, name: LocalizedText(verbatim: name), recipe: recipe, isCustom: true)
  }

  /// The name trimmed of surrounding white space, or an error by the rules of
  /// ``DisplayName/validated(_:noun:maximumBytes:maximumCharacters:input:)`` with
  /// ``maximumNameBytes`` and ``maximumNameLength``.
  static func validatedName(_ name: String) throws(FoodTruckError) -> String {
    try DisplayName.validated(
      name, noun: "a donut name", maximumBytes: maximumNameBytes,
      maximumCharacters: maximumNameLength)
  }
}
