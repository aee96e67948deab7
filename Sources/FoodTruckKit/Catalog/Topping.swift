// SPDX-License-Identifier: Apache-2.0
// Topping: the 24 toppings of the catalog (docs/domain.md §1.4): other (3), then
// lattices, lines and drizzles (7 each, one per sauce, sharing that sauce's profile).

extension Ingredient {
  /// The 24 toppings, in catalog order.
  public static let toppings: [Ingredient] = {
    var all: [Ingredient] = [
      Ingredient(
        .topping, 0, "powdered-sugar", LocalizedText(en: "Powdered Sugar", ar: "سكر بودرة"),
        "powdersugar", profile(1, 4, 0, 0, 0, 0)),
      Ingredient(
        .topping, 1, "sprinkles", LocalizedText(en: "Sprinkles", ar: "حبيبات ملونة"), "sprinkles",
        profile(0, 3, 0, 0, 2, 0)),
      Ingredient(
        .topping, 2, "star-sprinkles", LocalizedText(en: "Star Sprinkles", ar: "نجوم ملونة"),
        "sprinkles-stars", profile(0, 3, 0, 0, 2, 0)),
    ]
    for shape in Shape.allCases {
      for sauce in Sauce.all {
        let imageKey = shape.imageKey(color: sauce.color)
        all.append(
          Ingredient(
            .topping, all.count, "\(sauce.slug)-\(shape.slug)",
            LocalizedText(en: "\(sauce.en) \(shape.en)", ar: "\(shape.ar) \(sauce.ar)"),
            imageKey, sauce.flavors))
      }
    }
    return all
  }()

  /// The three shapes a sauce topping comes in, in catalog order.
  private enum Shape: CaseIterable {
    case lattice, lines, drizzle

    var slug: String {
      switch self {
      case .lattice: "lattice"
      case .lines: "lines"
      case .drizzle: "drizzle"
      }
    }
    var en: String {
      switch self {
      case .lattice: "Lattice"
      case .lines: "Lines"
      case .drizzle: "Drizzle"
      }
    }
    var ar: String {
      switch self {
      case .lattice: "شبكة"
      case .lines: "خطوط"
      case .drizzle: "رذاذ"
      }
    }
    func imageKey(color: String) -> String {
      switch self {
      case .lattice: "crisscross-\(color)"
      // The original's quirk, kept as data: Blueberry Lines shows the lattice picture.
      case .lines: color == "blue" ? "crisscross-blue" : "straight-\(color)"
      case .drizzle: "zigzag-\(color)"
      }
    }
  }

  /// A sauce: the flavor shared by its lattice, lines and drizzle.
  private struct Sauce {
    let slug: String
    let en: String
    let ar: String
    let color: String
    let flavors: FlavorProfile

    static let all: [Sauce] = [
      Sauce(
        slug: "blueberry", en: "Blueberry", ar: "التوت الأزرق", color: "blue",
        flavors: profile(1, 2, 1, -1, 2, 0)),
      Sauce(
        slug: "chocolate", en: "Chocolate", ar: "الشوكولاتة", color: "brown",
        flavors: profile(2, 1, 2, 0, 0, 0)),
      Sauce(
        slug: "sour-apple", en: "Sour Apple", ar: "التفاح الحامض", color: "green",
        flavors: profile(0, 1, 0, 3, -1, 2)),
      Sauce(
        slug: "spicy-sauce", en: "Spicy Sauce", ar: "الصلصة الحارة", color: "orange",
        flavors: profile(1, 0, 0, 0, 1, 3)),
      Sauce(
        slug: "strawberry", en: "Strawberry", ar: "الفراولة", color: "pink",
        flavors: profile(1, 2, 0, 0, 2, 0)),
      Sauce(
        slug: "sugar", en: "Sugar", ar: "السكر", color: "white", flavors: profile(2, 3, 0, 0, 0, 0)),
      Sauce(
        slug: "lemon", en: "Lemon", ar: "الليمون", color: "yellow",
        flavors: profile(0, 0, 2, 2, 0, 1)),
    ]
  }
}
