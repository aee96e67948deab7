// TextFolding: the comparison key behind search and name sorting, without ICU.
//
// The original compares with the platform's locale-aware, case-insensitive rules. A static
// Swift runtime has no ICU collation, so we fold explicitly: lowercase (Unicode-aware, from the
// standard library), drop Arabic diacritics and the tatweel, and unify the Arabic letter
// variants a typist does not distinguish (alef with hamza or madda -> alef, teh marbuta -> heh,
// alef maksura -> yeh). English and Arabic names then sort alphabetically by scalar order.

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

  /// True when `self` contains `text`, compared folded. Empty text matches everything.
  public func foldedContains(_ text: String) -> Bool {
    let needle = text.folded
    return needle.isEmpty || folded.contains(needle)
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
