// SPDX-License-Identifier: Apache-2.0
// TextFolding: the comparison key behind search and name sorting, without ICU.
//
// The original compares with the platform's locale-aware, case-insensitive rules. A static
// Swift runtime has no ICU collation, so we fold explicitly: lowercase (Unicode-aware, from the
// standard library), drop Arabic diacritics and the tatweel, and unify the Arabic letter
// variants a typist does not distinguish (alef with hamza or madda -> alef, teh marbuta -> heh,
// alef maksura -> yeh). English and Arabic names then sort alphabetically by scalar order.
//
// A search folds its text once (SearchText) and then compares it with every name in time
// linear in the name: a search runs under the session's lock, so its cost must not depend on
// how long a text a caller can send.

extension String {
  /// The folded form used to compare for search and sorting.
  public var folded: String {
    var scalars = String.UnicodeScalarView()
    for scalar in lowercased().unicodeScalars {
      switch scalar.value {
      case 0x064B...0x065F, 0x0670, 0x0640: continue  // harakat, superscript alef, tatweel
      case 0x0622, 0x0623, 0x0625: scalars.append("\u{0627}")  // آ أ إ -> ا
      case 0x0629: scalars.append("\u{0647}")  // ة -> ه
      case 0x0649: scalars.append("\u{064A}")  // ى -> ي
      default: scalars.append(scalar)
      }
    }
    return String(scalars)
  }
}

/// The text of a search: checked, folded once, and ready to be looked for in many names.
public struct SearchText: Sendable {
  /// The longest search text accepted, in UTF-8 bytes: far more than anyone types into a
  /// search field, and short enough that a search costs about what a short one does.
  public static let maximumBytes = 256

  /// The text, folded (see `String.folded`).
  public let folded: String
  /// The folded text's UTF-8 bytes and, for each prefix, the length of its longest proper
  /// prefix that is also its suffix (Knuth-Morris-Pratt), so that a match never rescans.
  private let needle: [UInt8]
  private let fallback: [Int]

  /// The search for `text`; longer than ``maximumBytes`` is refused before any work.
  public init(_ text: String) throws(FoodTruckError) {
    guard text.utf8.count <= SearchText.maximumBytes else {
      throw .invalidArgument(
        "search text has \(text.utf8.count) bytes; at most \(SearchText.maximumBytes) are accepted")
    }
    folded = text.folded
    needle = Array(folded.utf8)
    var fallback = [Int](repeating: 0, count: needle.count)
    var length = 0
    for index in needle.indices.dropFirst() {
      while length > 0 && needle[index] != needle[length] { length = fallback[length - 1] }
      if needle[index] == needle[length] { length += 1 }
      fallback[index] = length
    }
    self.fallback = fallback
  }

  /// True for the empty search (or one that folds to nothing, such as only diacritics).
  public var matchesEverything: Bool { needle.isEmpty }

  /// True when `name` contains the text, compared folded; linear in the name's length.
  public func isFound(in name: String) -> Bool {
    isFound(inFolded: name.folded)
  }

  /// True when `folded`, a text already folded, contains the search's text.
  public func isFound(inFolded folded: String) -> Bool {
    guard !needle.isEmpty else { return true }
    var matched = 0
    for byte in folded.utf8 {
      while matched > 0 && byte != needle[matched] { matched = fallback[matched - 1] }
      if byte == needle[matched] { matched += 1 }
      if matched == needle.count { return true }
    }
    return false
  }
}

/// Orders two strings for display: folded scalar order first, then the unfolded scalars so that
/// the result is total and deterministic. Returns nil when the strings are identical.
func displayOrder(_ lhs: String, _ rhs: String) -> Bool? {
  let (a, b) = (lhs.folded, rhs.folded)
  if a != b { return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) }
  if lhs != rhs { return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars) }
  return nil
}
