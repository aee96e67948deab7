// SPDX-License-Identifier: Apache-2.0
// FeedTests: the ten posts of the feed with their favorite donuts and tags, their seeded
// dates 5 to 30 minutes apart newest first, the filters by tag, donut and city, and the
// trending tags with their titles (docs/domain.md §11).

import Testing

@testable import FoodTruckKit

@Suite("Feed")
struct FeedTests {
  /// 2026-11-28 12:00:00 UTC.
  static let noon: Int64 = 20785 * 86_400_000 + 43_200_000
  static let feed = Feed(seed: 42, now: noon)

  @Test(
    "Each post's favorite donut and tags, standard posts first (docs/domain.md §11.3)",
    arguments: zip(
      0..<10,
      [
        (0, ["donut/0", "city/london"]),
        (14, ["donut/5", "donut/9", "city/san-francisco"]),
        (15, ["donut/3", "topic/space"]),
        (16, ["donut/16", "city/san-francisco"]),
        (11, ["donut/11", "city/cupertino"]),
        (8, ["donut/8", "donut/1", "donut/10"]),
        (1, ["donut/0", "city/san-francisco"]),
        (7, ["donut/7", "city/san-francisco"]),
        (6, ["donut/6", "topic/rainbow-sprinkles"]),
        (
          13,
          [
            "topic/carrots", "topic/vegetables", "topic/spicy", "topic/new-flavors",
            "topic/healthy-treats",
          ]
        ),
      ]))
  func content(id: Int, expected: (donut: Int, tags: [String])) throws {
    let post = try Self.feed.post(id: id)
    #expect(post.id == id)
    #expect(post.favoriteDonut == expected.donut)
    #expect(post.tags.map(\.slug) == expected.tags)
    #expect(post.isPlus == (id >= 7))
    #expect(!post.message.en.isEmpty && !post.message.ar.isEmpty)
  }

  @Test("Authors and media kinds of the ten posts")
  func authorsAndMedia() throws {
    let posts = try (0..<10).map { id throws(FoodTruckError) in try Self.feed.post(id: id) }
    #expect(
      posts.map(\.author)
        == [.lena, .omar, .maya, .sam, .noor, .maya, .omar, .sam, .noor, .lena])
    #expect(
      posts.map(\.media)
        == [.photo, .donut, .donut, .photo, .photo, .donut, .donut, .photo, .video, .donut])
    #expect(FeedAuthor.noor.name.ar == "نور")
  }

  @Test("Unknown post ids are not found")
  func unknownPost() {
    for id in [-1, 10, Int.max] {
      #expect(throws: FoodTruckError.notFound("no post has id \(id); ids run from 0 to 9")) {
        try Self.feed.post(id: id)
      }
    }
  }

  @Test(
    "Each list is dated back from now, 5 to 30 minutes a step, newest first",
    arguments: [
      0, 1, 42, UInt64.max,
    ])
  func dates(seed: UInt64) {
    let feed = Feed(seed: seed, now: Self.noon)
    for list in [feed.standard, feed.plus] {
      let instants = [Self.noon] + list.map(\.postedAt)
      for (newer, older) in zip(instants, instants.dropFirst()) {
        #expect((300_000...1_800_000).contains(newer - older))
      }
    }
    #expect(feed == Feed(seed: seed, now: Self.noon), "the same seed gives the same feed")
  }

  @Test("Different seeds give different dates; the content stays")
  func seeds() {
    let other = Feed(seed: 43, now: Self.noon)
    #expect(other.standard.map(\.postedAt) != Self.feed.standard.map(\.postedAt))
    #expect(other.standard.map(\.message) == Self.feed.standard.map(\.message))
  }

  @Test("Dates never go before the year 1")
  func earliest() {
    let first = LocalCalendar.validInstants.lowerBound
    let feed = Feed(seed: 7, now: first + 1)
    #expect(feed.standard.allSatisfy { $0.postedAt == first })
  }

  @Test("Without Social Feed+ the standard posts alone; with it all ten, newest first")
  func visible() {
    #expect(Self.feed.visible(plusActive: false).map(\.id) == Array(0...6))
    let all = Self.feed.visible(plusActive: true)
    #expect(Set(all.map(\.id)) == Set(0...9))
    #expect(zip(all, all.dropFirst()).allSatisfy { $0.postedAt >= $1.postedAt })
  }

  @Test(
    "Filters: a tag, a city, a donut (tagged or favorite); Social Feed+ posts only when active",
    arguments: zip(
      [
        FeedTag.city(.sanFrancisco), .city(.london), .city(.cupertino), .donut(0), .donut(1),
        .donut(13), .topic(.carrots), .topic(.dairyFree), .donut(12),
      ],
      [
        ([1, 3, 6], [1, 3, 6, 7]), ([0], [0]), ([4], [4]), ([0, 6], [0, 6]), ([5, 6], [5, 6]),
        ([], [9]), ([], [9]), ([], []), ([], []),
      ]))
  func filters(tag: FeedTag, expected: (standard: [Int], plus: [Int])) throws {
    let catalog = Catalog()
    let without = try Self.feed.filtered(by: tag, plusActive: false, catalog: catalog)
    #expect(Set(without.map(\.id)) == Set(expected.standard))
    let with = try Self.feed.filtered(by: tag, plusActive: true, catalog: catalog)
    #expect(Set(with.map(\.id)) == Set(expected.plus))
    #expect(zip(with, with.dropFirst()).allSatisfy { $0.postedAt >= $1.postedAt })
  }

  @Test("A filter by an unknown donut is not found")
  func unknownDonut() {
    #expect(throws: FoodTruckError.self) {
      try Self.feed.filtered(by: .donut(17), plusActive: true, catalog: Catalog())
    }
  }

  @Test("The Truck card's 16 trending tags, in the original's order, with their titles")
  func trending() throws {
    let titles = try FeedTag.trending.map { tag throws(FoodTruckError) in
      try tag.title(in: Catalog()).en
    }
    #expect(
      titles == [
        "Powdered Chocolate", "Blueberry Frosted", "Warmed Up", "Room Temperature",
        "San Francisco", "Rainbow", "Rainbow Sprinkles", "Strawberry Sprinkles", "Dairy Free",
        "Cupertino", "London", "Gluten Free", "Fire Zest", "Black Raspberry", "Carrots",
        "Donut vs Doughnut",
      ])
    #expect(try FeedTag.city(.london).title(in: Catalog()).ar == "لندن")
    #expect(FeedTopic.dairyFree.title.ar == "بلا ألبان")
    #expect(Set(FeedTopic.allCases.map(\.slug)).count == FeedTopic.allCases.count)
  }
}
