// SPDX-License-Identifier: Apache-2.0
// CatalogSearchTests: donut search by name or ingredient name (docs/domain.md §1.7),
// folded: case-insensitive, Arabic letter variants and diacritics ignored.

import FoodTruckKit
import Testing

@Suite("Catalog search")
struct CatalogSearchTests {
  /// (query, matching ids in catalog order), worked out by hand from docs/domain.md §1.2-1.6.
  static let englishQueries: [(String, [Int])] = [
    ("", Array(0..<17)),  // empty text: every donut
    ("the classic", [0]),  // name, case-insensitive
    ("ThE cLaSsIc", [0]),
    ("CHOCOLATE", [0, 3, 5, 7, 9, 14, 16]),  // names and Chocolate Dough / Glaze / Drizzle
    ("sprinkles", [0, 3, 4, 12]),  // "Strawberry Sprinkles", Sprinkles, Star Sprinkles
    ("glaze", [0, 2, 3, 4, 5, 6, 7, 14, 15, 16]),  // ingredient names only: the glazes
    ("spread", [1, 8, 11, 12, 13]),  // Blueberry, Spicy and Lemon Spread
    ("lattice", [1, 7]),  // Sugar Lattice, Blueberry Lattice
    ("lemon", [5, 11, 12, 13, 15]),  // names, Lemonade, Lemon Spread, Lemon Lines
    ("blueberry", [1, 7, 8, 14]),
    ("strawberry", [2, 4, 7, 10]),
    ("sugar", [1, 2, 8, 9, 10]),  // Sugar Lattice / Drizzle, Powdered Sugar
    ("zest", [13]),
    ("pistachio", []),  // no match
    ("الكلاسيكية", []),  // Arabic text does not match English names
  ]

  @Test("English search", arguments: englishQueries)
  func english(query: String, expected: [Int]) throws {
    #expect(try Catalog().search(query, locale: .english) == expected)
  }

  /// (query, matching ids in catalog order).
  static let arabicQueries: [(String, [Int])] = [
    ("", Array(0..<17)),
    ("الكلاسيكية", [0]),  // exact name of The Classic
    ("الكلاسيكيه", [0]),  // teh marbuta typed as heh
    ("الأزرق", [1, 7, 8, 14]),  // "blue": Blueberry Frosted, blueberry dough/spread/lattice/drizzle
    ("الازرق", [1, 7, 8, 14]),  // alef with hamza typed as bare alef
    ("آلازرق", [1, 7, 8, 14]),  // alef with madda typed for the first alef
    ("كَاسْتَرْد", [11]),  // Custard with harakat
    ("كاسـترد", [11]),  // Custard with a tatweel
    ("لىمون", [5, 11, 12, 13, 15]),  // "lemon", alef maksura typed for yeh
    ("شوكولاته", [0, 3, 5, 7, 9, 14, 16]),  // "chocolate", teh marbuta typed as heh
    ("Classic", []),  // English text does not match Arabic names
    ("بطيخ", []),  // watermelon: no match
    ("\u{064E}\u{0651}", Array(0..<17)),  // only diacritics: folds to empty, matches all
  ]

  @Test("Arabic search folds letter variants and ignores diacritics", arguments: arabicQueries)
  func arabic(query: String, expected: [Int]) throws {
    #expect(try Catalog().search(query, locale: .arabic) == expected)
  }

  @Test(
    "A donut made with the editor is found by its name in every language",
    arguments: TruckLocale.allCases)
  func customDonut(locale: TruckLocale) throws {
    var catalog = Catalog()
    let id = try catalog.create(
      name: "Maple Bar", recipe: Recipe(dough: 2, glaze: nil, topping: nil))
    #expect(try catalog.search("maple", locale: locale) == [id])
    // Sour Candy dough: found through its ingredient too.
    let sourCandy = locale == .english ? "sour candy" : "حلوى حامضة"
    #expect(try catalog.search(sourCandy, locale: locale) == [id])
  }

  // MARK: - Limits

  @Test("A search text of up to 256 bytes is accepted; one byte more is refused")
  func maximumLength() throws {
    #expect(SearchText.maximumBytes == 256)
    let catalog = Catalog()
    // 128 two-byte letters: 256 bytes, accepted (no donut has such a name).
    #expect(try catalog.search(String(repeating: "ل", count: 128), locale: .arabic) == [])
    #expect(try catalog.search(String(repeating: "a", count: 256), locale: .english) == [])
    #expect(throws: FoodTruckError.self) {
      try catalog.search(String(repeating: "a", count: 257), locale: .english)
    }
    let megabyte = String(repeating: "x", count: 1 << 20)
    let error = #expect(throws: FoodTruckError.self) {
      try catalog.search(megabyte, locale: .english)
    }
    #expect(error?.kind == .invalidArgument)
    #expect(error?.message == "search text has 1048576 bytes; at most 256 are accepted")
  }

  @Test(
    "Matching finds the text anywhere, even after a partial match (no rescans)",
    arguments: [
      ("aab", "aaab", true), ("abab", "abaabab", true), ("abc", "ababc", true),
      ("aaa", "aa", false), ("ab", "ba", false), ("", "", true), ("x", "", false),
      ("lemon", "Lemonade", true), ("ة", "شوكولاته", true),
    ])
  func matching(text: String, name: String, found: Bool) throws {
    #expect(try SearchText(text).isFound(in: name) == found)
    // The same answer as the standard library's (slow, quadratic) search of the folded text.
    #expect(text.folded.isEmpty || name.folded.contains(text.folded) == found)
  }
}
