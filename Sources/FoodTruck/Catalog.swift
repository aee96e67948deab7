// SPDX-License-Identifier: Apache-2.0
// Catalog: ingredients, donuts, flavors, search, sort orders and the donut editor.
//
// C <-> Swift
//   foodtruck_flavor              Flavor
//   foodtruck_flavor_profile      FlavorProfile
//   foodtruck_ingredient_kind     IngredientKind (index = position in IngredientKind.all)
//   foodtruck_donut               Donut (+ its FlavorProfile.mostPotent)
//   int32_t donut id       Donut.id

import CFoodTruck
import FoodTruckKit

// MARK: - foodtruck_flavor

/// Writes the display name of a flavor in the session's language, e.g. "Sweet".
///
/// - Parameter flavor: The flavor axis.
@c(foodtruck_flavor_name) public func flavorName(
  _ truck: UnsafePointer<foodtruck_truck>?, _ flavor: foodtruck_flavor,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_flavor_name", truck) { session throws(BoundaryError) in
    let flavor = try Arg.enumValue(flavor, as: Flavor.self, "flavor")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(flavor.name(in: session.read { $0.locale }))
  }
}

/// Gives a flavor's symbol, which the gallery shows beside the most potent flavor's name.
/// Salty, sweet, bitter, sour and spicy have their own; savory is a smiling face.
///
/// - Parameters:
///   - flavor: The flavor axis.
///   - icon_out: Receives its icon.
@c(foodtruck_flavor_icon) public func flavorIcon(
  _ flavor: foodtruck_flavor, _ icon_out: UnsafeMutablePointer<foodtruck_icon>?
) -> foodtruck_status {
  ffi("foodtruck_flavor_icon") { () throws(BoundaryError) in
    let flavor = try Arg.enumValue(flavor, as: Flavor.self, "flavor")
    try Arg.out(icon_out, "icon_out").pointee = foodtruck_icon(flavor.icon)
  }
}

/// Finds the most potent flavor of any profile, with the original app's tie-break: the
/// earlier axis wins a tie, and a profile whose axes are all <= 0 gives FOODTRUCK_FLAVOR_SWEET, 0.
///
/// - Parameters:
///   - profile: The profile to examine.
///   - flavor_out: Receives the most potent flavor.
///   - value_out: Receives its value.
/// - Returns: FOODTRUCK_OK or FOODTRUCK_ERR_NULL_ARGUMENT.
@c(foodtruck_flavor_profile_most_potent) public func flavorProfileMostPotent(
  _ profile: UnsafePointer<foodtruck_flavor_profile>?,
  _ flavor_out: UnsafeMutablePointer<foodtruck_flavor>?,
  _ value_out: UnsafeMutablePointer<Int32>?
) -> foodtruck_status {
  ffi("foodtruck_flavor_profile_most_potent") { () throws(BoundaryError) in
    let profile = FlavorProfile(try Arg.value(profile, "profile"))
    let flavorOut = try Arg.out(flavor_out, "flavor_out")
    let valueOut = try Arg.out(value_out, "value_out")
    let potent = profile.mostPotent
    flavorOut.pointee = foodtruck_flavor(potent.flavor)
    valueOut.pointee = potent.value
  }
}

// MARK: - foodtruck_ingredient

/// Counts the ingredients of one kind: 7 doughs, 7 glazes, 24 toppings.
///
/// - Parameters:
///   - kind: Dough, glaze or topping.
///   - count_out: Receives the count.
@c(foodtruck_ingredient_count) public func ingredientCount(
  _ kind: foodtruck_ingredient_kind, _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_ingredient_count") { () throws(BoundaryError) in
    let kind = try Arg.enumValue(kind, as: IngredientKind.self, "kind")
    let out = try Arg.out(count_out, "count_out")
    out.pointee = UInt(kind.all.count)
  }
}

/// Reads an ingredient's flavor profile.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for an index outside 0 to count - 1.
///
/// - Parameters:
///   - kind: Dough, glaze or topping.
///   - index: The ingredient's position in its kind's catalog. Range: 0 to 23.
///   - flavors_out: Receives the profile.
@c(foodtruck_ingredient_flavors) public func ingredientFlavors(
  _ kind: foodtruck_ingredient_kind, _ index: Int32,
  _ flavors_out: UnsafeMutablePointer<foodtruck_flavor_profile>?
) -> foodtruck_status {
  ffi("foodtruck_ingredient_flavors") { () throws(BoundaryError) in
    let ingredient = try Arg.ingredient(kind, index)
    let out = try Arg.out(flavors_out, "flavors_out")
    out.storeZeroingPadding(foodtruck_flavor_profile(ingredient.flavors))
  }
}

/// Writes an ingredient's stable id, e.g. "glaze/sour-candy". Slugs never change with the
/// language and are unique across kinds.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for an index outside 0 to count - 1.
///
/// - Parameters:
///   - kind: Dough, glaze or topping.
///   - index: The ingredient's position in its kind's catalog. Range: 0 to 23.
@c(foodtruck_ingredient_slug) public func ingredientSlug(
  _ kind: foodtruck_ingredient_kind, _ index: Int32,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_ingredient_slug") { () throws(BoundaryError) in
    let ingredient = try Arg.ingredient(kind, index)
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(ingredient.slug)
  }
}

/// Writes an ingredient's image asset key from the original app, e.g. "crisscross-blue", for
/// shells that ship the original's pictures.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for an index outside 0 to count - 1.
///
/// - Parameters:
///   - kind: Dough, glaze or topping.
///   - index: The ingredient's position in its kind's catalog. Range: 0 to 23.
@c(foodtruck_ingredient_image_key) public func ingredientImageKey(
  _ kind: foodtruck_ingredient_kind, _ index: Int32,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_ingredient_image_key") { () throws(BoundaryError) in
    let ingredient = try Arg.ingredient(kind, index)
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(ingredient.imageKey)
  }
}

/// Writes an ingredient's display name in the session's language, e.g. "Chocolate Glaze".
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for an index outside 0 to count - 1.
///
/// - Parameters:
///   - kind: Dough, glaze or topping.
///   - index: The ingredient's position in its kind's catalog. Range: 0 to 23.
@c(foodtruck_ingredient_name) public func ingredientName(
  _ truck: UnsafePointer<foodtruck_truck>?, _ kind: foodtruck_ingredient_kind, _ index: Int32,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_ingredient_name", truck) { session throws(BoundaryError) in
    let ingredient = try Arg.ingredient(kind, index)
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(ingredient.name) })
  }
}

// MARK: - foodtruck_donut

/// Writes the name of the Donut Editor's picker of an ingredient kind ("Dough", "Glaze",
/// "Topping") in the session's language. The glaze and topping pickers' first choice, no ingredient, is
/// foodtruck_navigation_text(FOODTRUCK_NAVIGATION_LABEL_NONE).
///
/// - Parameter kind: Dough, glaze or topping.
@c(foodtruck_ingredient_kind_name) public func ingredientKindName(
  _ truck: UnsafePointer<foodtruck_truck>?, _ kind: foodtruck_ingredient_kind,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_ingredient_kind_name", truck) { session throws(BoundaryError) in
    let kind = try Arg.enumValue(kind, as: IngredientKind.self, "kind")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(kind.name) })
  }
}

/// Writes a number of donuts as words in the session's language and digits, grouped as
/// foodtruck_truck_number_text() writes them: "1 donut", "2,044 donuts"; in Arabic with its
/// plural forms and Arabic-Indic digits ("لا دونات" for 0,
/// "دونات واحدة", "قطعتا دونات", "٣ قطع دونات", "١١ قطعة دونات", "١٠٠ قطعة دونات"). What the
/// Top 5's and the Sales History's headers show under "Total Sales", from
/// foodtruck_chart_total().
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a negative count.
///
/// - Parameter count: How many donuts. Range: 0 to 9223372036854775807.
@c(foodtruck_donut_count_text) public func donutCountText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ count: Int64,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_donut_count_text", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(
      session.read { truck throws(FoodTruckError) in try truck.locale.donutCountText(Int(count)) })
  }
}

/// Counts the session's donuts: the 17 of the catalog plus those made with the editor. Donut
/// ids run from 0 to count - 1.
///
/// - Parameter count_out: Receives the count.
@c(foodtruck_donut_count) public func donutCount(
  _ truck: UnsafePointer<foodtruck_truck>?, _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_donut_count", truck) { session throws(BoundaryError) in
    let out = try Arg.out(count_out, "count_out")
    out.pointee = try UInt(session.read { $0.catalog.donuts.count })
  }
}

/// Reads a donut: recipe, summed flavor profile and most potent flavor.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown id.
///
/// - Parameters:
///   - donut_id: The donut's id.
///   - donut_out: Receives the donut.
@c(foodtruck_donut_get) public func donutGet(
  _ truck: UnsafePointer<foodtruck_truck>?, _ donut_id: Int32,
  _ donut_out: UnsafeMutablePointer<foodtruck_donut>?
) -> foodtruck_status {
  ffi("foodtruck_donut_get", truck) { session throws(BoundaryError) in
    let out = try Arg.out(donut_out, "donut_out")
    let donut = try session.read { truck throws(FoodTruckError) in
      try truck.catalog.donut(id: Int(donut_id))
    }
    out.storeZeroingPadding(foodtruck_donut(donut))
  }
}

/// Writes a donut's display name in the session's language, e.g. "The Classic". A donut made
/// or renamed with the editor has the operator's name in every language.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown id.
///
/// - Parameter donut_id: The donut's id.
@c(foodtruck_donut_name) public func donutName(
  _ truck: UnsafePointer<foodtruck_truck>?, _ donut_id: Int32,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_donut_name", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    let name = try session.read { truck throws(FoodTruckError) in
      try truck.catalog.donut(id: Int(donut_id)).name.text(in: truck.locale)
    }
    try buffer.write(name)
  }
}

/// Finds the donuts whose name, or any ingredient's name, contains text in the session's
/// language, ignoring case, Arabic diacritics and Arabic letter variants. Empty text (or text
/// that is only diacritics) matches every donut. Ids come in catalog order.
///
/// - Parameters:
///   - text: The search text, at most FOODTRUCK_SEARCH_MAX_BYTES bytes.
///   - count_out: Optional; receives the number of matching donuts.
@c(foodtruck_donut_search) public func donutSearch(
  _ truck: UnsafePointer<foodtruck_truck>?, _ text: UnsafePointer<CChar>?,
  _ ids_out: UnsafeMutablePointer<Int32>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_donut_search", truck) { session throws(BoundaryError) in
    let text = try Arg.text(text, "text", maximumBytes: SearchText.maximumBytes)
    let buffer = try Arg.buffer(ids_out, capacity, count_out, "ids_out")
    let ids = try session.read { truck throws(FoodTruckError) in
      try truck.catalog.search(text, locale: truck.locale)
    }
    try buffer.write(ids.int32s)
  }
}

/// Lists every donut id sorted by name in the session's language (alphabetical, ignoring
/// case and Arabic letter variants; equal names by id).
///
/// - Parameter count_out: Optional; receives the number of donuts.
@c(foodtruck_donut_sort_by_name) public func donutSortByName(
  _ truck: UnsafePointer<foodtruck_truck>?,
  _ ids_out: UnsafeMutablePointer<Int32>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_donut_sort_by_name", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(ids_out, capacity, count_out, "ids_out")
    try buffer.write(session.read { $0.catalog.sortedByName(locale: $0.locale) }.int32s)
  }
}

/// Lists every donut id sorted by one flavor, strongest first; equal values keep catalog
/// order.
///
/// - Parameters:
///   - flavor: The flavor to sort by.
///   - count_out: Optional; receives the number of donuts.
@c(foodtruck_donut_sort_by_flavor) public func donutSortByFlavor(
  _ truck: UnsafePointer<foodtruck_truck>?, _ flavor: foodtruck_flavor,
  _ ids_out: UnsafeMutablePointer<Int32>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_donut_sort_by_flavor", truck) { session throws(BoundaryError) in
    let flavor = try Arg.enumValue(flavor, as: Flavor.self, "flavor")
    let buffer = try Arg.buffer(ids_out, capacity, count_out, "ids_out")
    try buffer.write(session.read { $0.catalog.sortedByFlavor(flavor) }.int32s)
  }
}

/// Lists every donut id sorted by popularity over a timeframe ending now, in all cities: the
/// donut gallery's default order. Best sellers first; equal sales by id; unsold donuts
/// included (the original drops them from "today").
///
/// - Parameters:
///   - timeframe: The period ending now.
///   - count_out: Optional; receives the number of donuts.
@c(foodtruck_donut_sort_by_popularity) public func donutSortByPopularity(
  _ truck: UnsafePointer<foodtruck_truck>?, _ timeframe: foodtruck_timeframe, _ now: Int64,
  _ ids_out: UnsafeMutablePointer<Int32>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_donut_sort_by_popularity", truck) { session throws(BoundaryError) in
    let question = try Arg.salesQuestion(timeframe, FOODTRUCK_CITY_ALL, now)
    let buffer = try Arg.buffer(ids_out, capacity, count_out, "ids_out")
    let ranking = try session.read { $0.ranking(question.timeframe, city: nil, now: question.now) }
    try buffer.write(ranking.map { Int32(truncatingIfNeeded: $0.donutId) })
  }
}

// MARK: - Donut editor

/// Reads the donut editor's starting point: Plain dough, Chocolate Glaze and Sprinkles, with
/// the id that the next foodtruck_donut_create() will assign. Its name is foodtruck_donut_template_name().
///
/// - Parameter donut_out: Receives the template donut (is_custom is true).
@c(foodtruck_donut_template) public func donutTemplate(
  _ truck: UnsafePointer<foodtruck_truck>?, _ donut_out: UnsafeMutablePointer<foodtruck_donut>?
) -> foodtruck_status {
  ffi("foodtruck_donut_template", truck) { session throws(BoundaryError) in
    let out = try Arg.out(donut_out, "donut_out")
    try out.storeZeroingPadding(foodtruck_donut(session.read { $0.catalog.template }))
  }
}

/// Writes the donut editor's starting name in the session's language ("New Donut").
@c(foodtruck_donut_template_name) public func donutTemplateName(
  _ truck: UnsafePointer<foodtruck_truck>?,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_donut_template_name", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(Donut.templateName) })
  }
}

/// Adds a donut made with the donut editor. The name is trimmed of surrounding white space
/// and must then hold 1 to 64 characters and no control, format (bidi overrides, zero-width
/// spaces) or line-separator characters.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a name that breaks these rules or an ingredient index
/// out of range. On error nothing is added.
///
/// - Parameters:
///   - name: The donut's name, at most FOODTRUCK_DONUT_NAME_MAX_BYTES bytes.
///   - dough: Dough index. Range: 0 to 6.
///   - glaze: Glaze index, or FOODTRUCK_NO_INGREDIENT. Range: FOODTRUCK_NO_INGREDIENT to 6.
///   - topping: Topping index, or FOODTRUCK_NO_INGREDIENT. Range: FOODTRUCK_NO_INGREDIENT to 23.
///   - id_out: Receives the new donut's id (the next free id).
@c(foodtruck_donut_create) public func donutCreate(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ name: UnsafePointer<CChar>?,
  _ dough: Int32, _ glaze: Int32, _ topping: Int32, _ id_out: UnsafeMutablePointer<Int32>?
) -> foodtruck_status {
  ffi("foodtruck_donut_create", truck) { session throws(BoundaryError) in
    let name = try Arg.text(name, "name", maximumBytes: Catalog.maximumNameBytes)
    let idOut = try Arg.out(id_out, "id_out")
    let recipe = try Arg.recipe(dough, glaze, topping)
    let id = try session.change(.createDonut(name: name, recipe: recipe))
    idOut.pointee = Int32(truncatingIfNeeded: id)
  }
}

/// Replaces a donut's name and recipe, as the original's donut editor does; built-in donuts
/// may be edited too and are then marked custom. The name rules are foodtruck_donut_create()'s.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown id; FOODTRUCK_ERR_INVALID_ARGUMENT for a name
/// that breaks the rules or an ingredient index out of range. On error nothing changes.
///
/// - Parameters:
///   - donut_id: The donut to edit.
///   - name: The new name, at most FOODTRUCK_DONUT_NAME_MAX_BYTES bytes.
///   - dough: Dough index. Range: 0 to 6.
///   - glaze: Glaze index, or FOODTRUCK_NO_INGREDIENT. Range: FOODTRUCK_NO_INGREDIENT to 6.
///   - topping: Topping index, or FOODTRUCK_NO_INGREDIENT. Range: FOODTRUCK_NO_INGREDIENT to 23.
@c(foodtruck_donut_edit) public func donutEdit(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ donut_id: Int32, _ name: UnsafePointer<CChar>?,
  _ dough: Int32, _ glaze: Int32, _ topping: Int32
) -> foodtruck_status {
  ffi("foodtruck_donut_edit", truck) { session throws(BoundaryError) in
    let name = try Arg.text(name, "name", maximumBytes: Catalog.maximumNameBytes)
    let recipe = try Arg.recipe(dough, glaze, topping)
    try session.change(.editDonut(id: Int(donut_id), name: name, recipe: recipe))
  }
}
