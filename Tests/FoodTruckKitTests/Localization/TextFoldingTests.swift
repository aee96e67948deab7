// SPDX-License-Identifier: Apache-2.0
// TextFoldingTests: the comparison key behind search and name sorting (case, Arabic letter
// variants, Arabic diacritics and tatweel).

import FoodTruckKit
import Testing

@Suite("Text folding")
struct TextFoldingTests {
  /// (text, folded form), from the rules at the top of TextFolding.swift.
  static let foldings: [(String, String)] = [
    ("The Classic", "the classic"),
    ("ÉCLAIR", "éclair"),
    ("", ""),
    ("abc 123", "abc 123"),
    ("أحمد", "احمد"),  // alef with hamza above -> alef
    ("إسلام", "اسلام"),  // alef with hamza below -> alef
    ("آمن", "امن"),  // alef with madda -> alef
    ("أإآا", "اااا"),
    ("كعكة", "كعكه"),  // teh marbuta -> heh
    ("ة", "ه"),
    ("حلوى", "حلوي"),  // alef maksura -> yeh
    ("ى", "ي"),
    ("كَتَبَ", "كتب"),  // fatha
    ("مُحَمَّدٌ", "محمد"),  // damma, shadda, dammatan
    ("كِتَابٌ", "كتاب"),  // kasra, dammatan
    ("مِنْ", "من"),  // sukun
    ("ـكـعـكـة", "كعكه"),  // tatweel
    ("رحمٰن", "رحمن"),  // superscript alef
    ("ي", "ي"),  // the targets fold to themselves
    ("ه", "ه"),
    ("ا", "ا"),
  ]

  @Test("Folding", arguments: foldings)
  func folding(text: String, folded: String) {
    #expect(text.folded == folded)
  }

  @Test("Folding is idempotent", arguments: ["The Classic", "أإآا", "كَتَبَ", "حلوى كعكة", "ÉCLAIR"])
  func idempotent(text: String) {
    #expect(text.folded.folded == text.folded)
  }

  /// (haystack, needle, expected).
  static let containments: [(String, String, Bool)] = [
    ("The Classic", "", true),  // empty text matches everything
    ("", "", true),
    ("The Classic", "CLASS", true),
    ("The Classic", "classic ", false),
    ("Rainbow", "bow", true),
    ("Rainbow", "rainbows", false),
    ("", "a", false),
    ("التوت الأزرق", "الازرق", true),
    ("الكلاسيكية", "كلاسيكيه", true),
    ("كاسترد", "كَاسْتَرْد", true),
    ("حلوى", "حلوي", true),
    ("حلوى", "حلوا", false),
  ]

  @Test("A search text is found in a name, compared folded", arguments: containments)
  func searchFound(haystack: String, needle: String, expected: Bool) throws {
    #expect(try SearchText(needle).isFound(in: haystack) == expected)
  }
}
