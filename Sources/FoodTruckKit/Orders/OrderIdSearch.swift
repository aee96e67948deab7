// SPDX-License-Identifier: Apache-2.0
// OrderIdSearch: which orders a search finds by their display id ("Order#1203", folded to
// "order#1203"), decided once per search, then answered per order with integer arithmetic, so
// that a search over a million orders builds no string.
//
// The folded id is the folded word, "#", then the short id's ASCII digits. A search text found
// in it is either inside "word#" (every order matches), or has a "#" with a suffix of the word
// before it and the start of the digits after it, or has no "#" and lies in the digits alone.

/// The display-id part of an order search.
struct OrderIdSearch {
  private enum Rule {
    /// The text is in every id ("der", "#", "order#").
    case every
    /// The text is in no id (letters the word does not end with, digits past Int's range...).
    case none
    /// The short id starts with the digits `value`, `length` of them ("r#12" -> 12, 2).
    case startsWith(value: Int, length: Int)
    /// The short id contains the digits `value`, `length` of them ("05" -> 5, 2).
    case contains(value: Int, length: Int)
  }

  private let rule: Rule

  /// Powers of ten up to 10^18, the largest an Int holds.
  private static let powers = (0...18).map { (0..<$0).reduce(1) { power, _ in power * 10 } }

  /// The id search for `search`, whose ids start with `word` in the session's language.
  init(_ search: SearchText, word: String) {
    let needle = Array(search.folded.utf8)
    let hash = UInt8(ascii: "#")
    let prefix = Array(word.folded.utf8) + [hash]
    if needle.isEmpty || OrderIdSearch.contains(prefix, needle[...]) {
      rule = .every
    } else if let at = needle.firstIndex(of: hash) {
      let (before, after) = (needle[..<at], needle[(at + 1)...])
      let endOfWord = prefix.dropLast().reversed().starts(with: before.reversed())
      if let digits = OrderIdSearch.digits(after), endOfWord {
        rule = .startsWith(value: digits, length: after.count)
      } else {
        rule = .none
      }
    } else if let digits = OrderIdSearch.digits(needle[...]) {
      rule = .contains(value: digits, length: needle.count)
    } else {
      rule = .none
    }
  }

  /// Whether the search finds the display id of the order with `number`.
  func matches(number: Int) -> Bool {
    let id = Order.shortIdBase + number
    switch rule {
    case .every: return true
    case .none: return false
    case .startsWith(let value, let length):
      guard id >= OrderIdSearch.powers[length - 1] else { return false }  // fewer digits
      var start = id
      while start >= OrderIdSearch.powers[length] { start /= 10 }
      return start == value
    case .contains(let value, let length):
      // Short texts are what people type: their constant moduli compile to multiplications.
      switch length {
      case 1: return OrderIdSearch.digits(of: id, contain: value, modulus: 10)
      case 2: return OrderIdSearch.digits(of: id, contain: value, modulus: 100)
      case 3: return OrderIdSearch.digits(of: id, contain: value, modulus: 1_000)
      case 4: return OrderIdSearch.digits(of: id, contain: value, modulus: 10_000)
      default:
        return OrderIdSearch.digits(of: id, contain: value, modulus: OrderIdSearch.powers[length])
      }
    }
  }

  /// Whether some window of `id`'s decimal digits, as many as `modulus` has zeros, is `value`:
  /// each window from the right, while that many digits are left.
  @inline(__always)
  private static func digits(of id: Int, contain value: Int, modulus: Int) -> Bool {
    var rest = id
    while rest >= modulus / 10 {
      if rest % modulus == value { return true }
      rest /= 10
    }
    return false
  }

  /// The value of 1 to 18 ASCII digits; nil for anything else.
  private static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard (1...18).contains(bytes.count) else { return nil }
    var value = 0
    for byte in bytes {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  private static func contains(_ haystack: [UInt8], _ needle: ArraySlice<UInt8>) -> Bool {
    guard needle.count <= haystack.count else { return false }
    return (0...(haystack.count - needle.count)).contains { start in
      haystack[start..<start + needle.count].elementsEqual(needle)
    }
  }
}
