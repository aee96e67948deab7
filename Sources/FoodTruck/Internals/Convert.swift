// Convert: core values to the ABI's C structs. Pure field copies; no domain logic.

import CFoodTruck
import FoodTruckKit

extension ft_flavor_profile {
  init(_ profile: FlavorProfile) {
    self.init(
      salty: profile.salty, sweet: profile.sweet, bitter: profile.bitter,
      sour: profile.sour, savory: profile.savory, spicy: profile.spicy)
  }
}

extension FlavorProfile {
  init(_ profile: ft_flavor_profile) {
    self.init(
      salty: profile.salty, sweet: profile.sweet, bitter: profile.bitter,
      sour: profile.sour, savory: profile.savory, spicy: profile.spicy)
  }
}

extension ft_flavor {
  init(_ flavor: Flavor) {
    self.init(rawValue: UInt32(flavor.rawValue))
  }
}

extension ft_locale {
  init(_ locale: TruckLocale) {
    self.init(rawValue: UInt32(locale.rawValue))
  }
}

extension ft_donut {
  init(_ donut: Donut) {
    let potent = donut.flavors.mostPotent
    self.init(
      id: Int32(truncatingIfNeeded: donut.id),
      dough: Int32(truncatingIfNeeded: donut.recipe.dough),
      glaze: donut.recipe.glaze.map { Int32(truncatingIfNeeded: $0) } ?? FT_NO_INGREDIENT,
      topping: donut.recipe.topping.map { Int32(truncatingIfNeeded: $0) } ?? FT_NO_INGREDIENT,
      flavors: ft_flavor_profile(donut.flavors),
      most_potent_flavor: ft_flavor(potent.flavor),
      most_potent_value: potent.value,
      is_custom: donut.isCustom)
  }
}

extension Array where Element == Int {
  /// Donut ids for an int32_t output array. Ids are below Int32.max by construction.
  var int32s: [Int32] { map { Int32(truncatingIfNeeded: $0) } }
}
