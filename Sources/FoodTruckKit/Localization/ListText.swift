// SPDX-License-Identifier: Apache-2.0
// ListText: items joined as a sentence's list, as CLDR's list patterns write each language.

extension TruckLocale {
  /// Items joined as a sentence's list: "A, B and C" in English; in Arabic each item after the
  /// first takes "و" ("A وB وC"), as CLDR's Arabic list pattern and the original's Arabic
  /// sentences write it.
  func list(_ items: [String]) -> String {
    guard let first = items.first else { return "" }
    switch language {
    case .english:
      guard let last = items.last, items.count > 1 else { return first }
      return items.dropLast().joined(separator: comma) + " and " + last
    case .arabic:
      return ([first] + items.dropFirst().map { "و" + $0 }).joined(separator: " ")
    }
  }

  /// The comma between a sentence's parts: ", "; in Arabic "، " (U+060C).
  var comma: String { isArabic ? "\u{060C} " : ", " }
}
