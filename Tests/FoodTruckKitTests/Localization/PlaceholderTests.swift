// SPDX-License-Identifier: Apache-2.0
// PlaceholderTests: a template's placeholders filled in, every occurrence, left to right, in
// any script around them.

import Testing

@testable import FoodTruckKit

@Suite("Placeholders")
struct PlaceholderTests {
  @Test(
    "Every occurrence is filled; a template without one comes back as it was",
    arguments: [
      ("%@°", "%@", "72", "72°"),
      ("Order %@ is ready", "%@", "#1203", "Order #1203 is ready"),
      ("%1 of %2", "%1", "3", "3 of %2"),
      ("%d donuts, %d left", "%d", "4", "4 donuts, 4 left"),
      ("الطلب %@ جاهز", "%@", "#١٢٠٣", "الطلب #١٢٠٣ جاهز"),
      ("%@%@", "%@", "ab", "abab"),
      ("no placeholder", "%@", "x", "no placeholder"),
      ("ends with %", "%@", "x", "ends with %"),
      ("%@", "%@", "", ""),
    ])
  func fills(template: String, placeholder: String, value: String, expected: String) {
    #expect(template.filling(placeholder, with: value) == expected)
  }

  @Test("An empty placeholder fills nothing")
  func emptyPlaceholder() {
    #expect("abc".filling("", with: "x") == "abc")
  }
}
