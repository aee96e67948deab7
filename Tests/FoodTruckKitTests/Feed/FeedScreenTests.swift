// SPDX-License-Identifier: Apache-2.0
// FeedScreenTests: the Feed screen's title, sections and their posts for each state of the
// subscription and of the highlight toggle (docs/domain.md §11.5).

import Testing

@testable import FoodTruckKit

@Suite("Feed screen")
struct FeedScreenTests {
  static let feed = Feed(seed: 42, now: 20785 * 86_400_000)

  @Test(
    "Title and sections for each (plus active, highlight) pair",
    arguments: zip(
      [(false, false), (false, true), (true, false), (true, true)],
      [
        ("Social Feed", [FeedSection.marketing, .posts]),
        ("Social Feed", [.marketing, .posts]),
        ("Social Feed+", [.posts]),
        ("Social Feed+", [.highlighted, .posts]),
      ]))
  func sections(state: (Bool, Bool), expected: (String, [FeedSection])) {
    let screen = FeedScreen(plusActive: state.0, highlightPlus: state.1)
    #expect(screen.title.en == expected.0)
    #expect(screen.sections == expected.1)
  }

  @Test("The posts of each section")
  func posts() {
    func ids(_ plus: Bool, _ highlight: Bool, _ section: FeedSection) -> Set<Int> {
      Set(
        FeedScreen(plusActive: plus, highlightPlus: highlight).posts(in: section, of: Self.feed)
          .map(\.id))
    }
    #expect(ids(false, true, .marketing).isEmpty)
    #expect(ids(false, true, .highlighted).isEmpty)
    #expect(ids(false, true, .posts) == Set(0...6))
    #expect(ids(true, true, .highlighted) == Set(7...9))
    #expect(ids(true, true, .posts) == Set(0...6))
    #expect(ids(true, false, .highlighted).isEmpty)
    #expect(ids(true, false, .posts) == Set(0...9))
  }

  @Test("Section titles in English and Arabic")
  func titles() {
    #expect(
      FeedSection.allCases.map(\.title.en) == ["Get Social Feed+", "Highlighted Posts", "Posts"])
    #expect(FeedSection.posts.title.ar == "المنشورات")
    #expect(FeedScreen(plusActive: false, highlightPlus: false).title.ar == "الموجز الاجتماعي")
  }
}
