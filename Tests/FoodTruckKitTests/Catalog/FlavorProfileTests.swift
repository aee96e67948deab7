// SPDX-License-Identifier: Apache-2.0
// FlavorProfileTests: the flavor axes, profile union and the most potent flavor (docs/domain.md
// §1.1).

import FoodTruckKit
import Testing

@Suite("FlavorProfile")
struct FlavorProfileTests {
  @Test("The six axes come in tie-break order with stable raw values")
  func axisOrder() {
    #expect(Flavor.allCases == [.salty, .sweet, .bitter, .sour, .savory, .spicy])
    #expect(Flavor.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
  }

  @Test(
    "English display names",
    arguments: zip(Flavor.allCases, ["Salty", "Sweet", "Bitter", "Sour", "Savory", "Spicy"]))
  func englishName(flavor: Flavor, name: String) {
    #expect(flavor.name(in: .english) == name)
  }

  @Test("Arabic display names exist, are Arabic and are distinct", arguments: Flavor.allCases)
  func arabicName(flavor: Flavor) {
    let name = flavor.name(in: .arabic)
    #expect(!name.isEmpty)
    #expect(name != flavor.name(in: .english))
    #expect(name.unicodeScalars.allSatisfy { (0x0600...0x06FF).contains($0.value) || $0 == " " })
    let others = Flavor.allCases.filter { $0 != flavor }.map { $0.name(in: .arabic) }
    #expect(!others.contains(name))
  }

  @Test("The subscript reads each axis")
  func subscriptReadsEachAxis() {
    let profile = FlavorProfile(salty: 1, sweet: 2, bitter: 3, sour: -4, savory: 5, spicy: 6)
    #expect(Flavor.allCases.map { profile[$0] } == [1, 2, 3, -4, 5, 6])
    #expect(Flavor.allCases.map { FlavorProfile.zero[$0] } == [0, 0, 0, 0, 0, 0])
    #expect(FlavorProfile() == .zero)
  }

  @Test("Union adds axis by axis, negative values included, without clamping")
  func unionAddsAxisByAxis() {
    // Plain (1,1,1,0,2,0) + Chocolate Glaze (1,1,1,0,2,0) + Sprinkles (0,3,0,0,2,0) = The Classic.
    let plain = FlavorProfile(salty: 1, sweet: 1, bitter: 1, sour: 0, savory: 2, spicy: 0)
    let chocolateGlaze = FlavorProfile(salty: 1, sweet: 1, bitter: 1, sour: 0, savory: 2, spicy: 0)
    let sprinkles = FlavorProfile(salty: 0, sweet: 3, bitter: 0, sour: 0, savory: 2, spicy: 0)
    #expect(
      plain + chocolateGlaze + sprinkles
        == FlavorProfile(salty: 2, sweet: 5, bitter: 2, sour: 0, savory: 6, spicy: 0))
    let negative = FlavorProfile(salty: -3, sweet: -1, bitter: 0, sour: -7, savory: 1, spicy: -2)
    #expect(
      plain + negative
        == FlavorProfile(salty: -2, sweet: 0, bitter: 1, sour: -7, savory: 3, spicy: -2))
    #expect(negative + .zero == negative)
    #expect(plain + negative == negative + plain)
  }

  @Test("Union never traps: it wraps at the Int32 limits")
  func unionWrapsInsteadOfTrapping() {
    let top = FlavorProfile(salty: .max, sweet: .min, bitter: .max, sour: 0, savory: 0, spicy: 0)
    let one = FlavorProfile(salty: 1, sweet: -1, bitter: .max, sour: 0, savory: 0, spicy: 0)
    let sum = top + one
    #expect(sum.salty == .min)
    #expect(sum.sweet == .max)
    #expect(sum.bitter == -2)
  }

  /// (profile as salty...spicy, most potent flavor, its value), from the rule in
  /// docs/domain.md §1.1.
  static let mostPotentCases: [([Int32], Flavor, Int32)] = [
    ([0, 0, 0, 0, 0, 0], .sweet, 0),  // all zero: (sweet, 0)
    ([-1, -2, -3, -4, -5, -6], .sweet, 0),  // all negative: (sweet, 0)
    ([0, -1, 0, -1, 0, 0], .sweet, 0),  // zeros and negatives: (sweet, 0)
    ([1, 0, 0, 0, 0, 0], .salty, 1),
    ([0, 0, 0, 0, 0, 1], .spicy, 1),
    ([3, 3, 0, 0, 0, 0], .salty, 3),  // tie: the earlier axis wins
    ([0, 2, 2, 2, 2, 2], .sweet, 2),
    ([0, 0, 4, 0, 4, 0], .bitter, 4),
    ([-9, 0, 0, 0, 0, 7], .spicy, 7),
    ([Int32.min, 0, 0, 0, Int32.max, 0], .savory, Int32.max),
  ]

  @Test(
    "Most potent flavor: strictly greater replaces, starting from (sweet, 0)",
    arguments: mostPotentCases)
  func mostPotent(axes: [Int32], flavor: Flavor, value: Int32) {
    let profile = FlavorProfile(
      salty: axes[0], sweet: axes[1], bitter: axes[2], sour: axes[3], savory: axes[4],
      spicy: axes[5])
    #expect(profile.mostPotent.flavor == flavor)
    #expect(profile.mostPotent.value == value)
  }
}
