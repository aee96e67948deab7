// SPDX-License-Identifier: Apache-2.0
// ChartTextTests: the widths a chart gives its texts, by character class (ChartText's doc):
// the scalar switch agrees with the classes as Characters for every character a chart writes
// (Latin, the Arabic block, the ellipsis) and for clusters of a letter and a mark.

import Testing

@testable import FoodTruckKit

@Suite("Chart text widths")
struct ChartTextTests {
  /// The classes as the documentation states them, over Characters.
  static func documentedWidth(_ character: Character) -> Double {
    switch character {
    case "i", "j", "l", "t", "r", "f", "I", " ", ".", ",", ":", ";", "'", "!", "|", "\u{066C}",
      "\u{066B}", "\u{060C}":
      0.42
    case "m", "w", "M", "W", "\u{2026}": 1.0
    case "A"..."Z": 0.8
    case "\u{0660}"..."\u{0669}": 0.65
    case "\u{0600}"..."\u{06FF}": 0.6
    default: 0.65
    }
  }

  @Test("Every printable ASCII character, the Arabic block and the ellipsis")
  func singleScalars() {
    let values = Array(0x20...0x7E) + Array(0x0600...0x06FF) + [0x2026, 0x00E9, 0x4E2D]
    for value in values {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let character = Character(scalar)
      #expect(
        ChartText.characterWidth(character) == Self.documentedWidth(character),
        "U+\(String(value, radix: 16))")
    }
  }

  @Test("Clusters: a letter with a combining mark, an Arabic digit with a shadda")
  func clusters() {
    for text in ["e\u{301}", "B\u{301}", "\u{0660}\u{0651}", "\u{0628}\u{0651}", "i\u{308}"] {
      let character = Character(text)
      #expect(ChartText.characterWidth(character) == Self.documentedWidth(character), "\(text)")
    }
    #expect(ChartText.characterWidth("B\u{301}") == 0.8)
    #expect(ChartText.width("Mill", size: 10) == (1.0 + 0.42 * 3) * 10)
  }
}
