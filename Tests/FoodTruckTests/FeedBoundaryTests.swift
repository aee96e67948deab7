// SPDX-License-Identifier: Apache-2.0
// FeedBoundaryTests: the social feed through the C ABI: the Feed screen's title, sections
// and posts for each state of Social Feed+ and the highlight toggle, the posts' fields,
// messages, tags and dates, the filters, the trending tags laid out with the flow layout, in
// English and Arabic; and what is refused (docs/domain.md §11).

import CFoodTruck
import FoodTruck
import Testing

@Suite("Feed boundary")
final class FeedBoundaryTests {
  /// A live handle for each test; freed in deinit.
  let truck: UnsafeMutablePointer<foodtruck_truck>

  /// 2026-11-28 12:00:00 UTC.
  static let noon: Int64 = 20785 * 86_400_000 + 43_200_000
  static let emptyPost = foodtruck_feed_post()

  init() throws {
    truck = try newTruck()
  }

  deinit {
    truckFree(truck)
  }

  func posts(
    _ section: foodtruck_feed_section, plus: Bool, highlight: Bool, seed: UInt64 = 42
  ) throws -> [foodtruck_feed_post] {
    try readArray(Self.emptyPost) {
      feedPosts(seed, Self.noon, section, plus, highlight, $0, $1, $2)
    }
  }

  func tag(_ kind: foodtruck_feed_tag_kind, _ subject: Int32) -> foodtruck_feed_tag {
    foodtruck_feed_tag(kind: kind, subject: subject)
  }

  @Test("The title and sections for each state of Social Feed+ and the toggle")
  func screen() throws {
    #expect(try readText { feedTitle(truck, false, $0, $1, $2) } == "Social Feed")
    #expect(try readText { feedTitle(truck, true, $0, $1, $2) } == "Social Feed+")
    let empty = FOODTRUCK_FEED_SECTION_POSTS
    func sections(_ plus: Bool, _ highlight: Bool) throws -> [foodtruck_feed_section] {
      try readArray(empty) { feedSections(plus, highlight, $0, $1, $2) }
    }
    #expect(try sections(false, false) == [FOODTRUCK_FEED_SECTION_MARKETING, empty])
    #expect(try sections(false, true) == [FOODTRUCK_FEED_SECTION_MARKETING, empty])
    #expect(try sections(true, false) == [empty])
    #expect(try sections(true, true) == [FOODTRUCK_FEED_SECTION_HIGHLIGHTED, empty])
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try readText { feedTitle(truck, false, $0, $1, $2) } == "الموجز الاجتماعي")
    #expect(
      try readText { feedSectionTitle(truck, FOODTRUCK_FEED_SECTION_HIGHLIGHTED, $0, $1, $2) }
        == "المنشورات المميزة")
  }

  @Test("Each section's posts, newest first, 5 to 30 minutes apart")
  func sectionPosts() throws {
    let standard = try posts(FOODTRUCK_FEED_SECTION_POSTS, plus: false, highlight: true)
    #expect(standard.map(\.id) == [0, 1, 2, 3, 4, 5, 6])
    #expect(standard.map(\.donut_id) == [0, 14, 15, 16, 11, 8, 1])
    #expect(standard.map(\.tag_count) == [2, 3, 2, 2, 2, 3, 2])
    #expect(standard.allSatisfy { !$0.plus })
    let instants = [Self.noon] + standard.map(\.posted_at)
    #expect(
      zip(instants, instants.dropFirst()).allSatisfy { (300_000...1_800_000).contains($0 - $1) })
    let highlighted = try posts(FOODTRUCK_FEED_SECTION_HIGHLIGHTED, plus: true, highlight: true)
    #expect(highlighted.map(\.id) == [7, 8, 9])
    #expect(highlighted.map(\.donut_id) == [7, 6, 13])
    #expect(
      highlighted.map(\.media) == [
        FOODTRUCK_FEED_MEDIA_PHOTO, FOODTRUCK_FEED_MEDIA_VIDEO, FOODTRUCK_FEED_MEDIA_DONUT,
      ])
    #expect(highlighted.allSatisfy { $0.plus })
    #expect(try posts(FOODTRUCK_FEED_SECTION_POSTS, plus: true, highlight: true).count == 7)
    let merged = try posts(FOODTRUCK_FEED_SECTION_POSTS, plus: true, highlight: false)
    #expect(Set(merged.map(\.id)) == Set(0...9))
    #expect(zip(merged, merged.dropFirst()).allSatisfy { $0.posted_at >= $1.posted_at })
    #expect(try posts(FOODTRUCK_FEED_SECTION_MARKETING, plus: false, highlight: false).isEmpty)
    #expect(try posts(FOODTRUCK_FEED_SECTION_HIGHLIGHTED, plus: true, highlight: false).isEmpty)
    #expect(
      try posts(FOODTRUCK_FEED_SECTION_POSTS, plus: false, highlight: false, seed: 43).map(
        \.posted_at) != standard.map(\.posted_at))
  }

  @Test("Messages, authors and tags in English and Arabic")
  func texts() throws {
    #expect(
      try readText { feedPostMessage(truck, 4, $0, $1, $2) }
        == "I just spotted the food truck in Cupertino!")
    #expect(
      try readText { feedAuthorName(truck, FOODTRUCK_FEED_AUTHOR_LENA, $0, $1, $2) } == "Lena")
    let tags = try readArray(tag(FOODTRUCK_FEED_TAG_TOPIC, 0)) { feedPostTags(1, $0, $1, $2) }
    #expect(
      tags.map(\.kind) == [
        FOODTRUCK_FEED_TAG_DONUT, FOODTRUCK_FEED_TAG_DONUT, FOODTRUCK_FEED_TAG_CITY,
      ])
    #expect(tags.map(\.subject) == [5, 9, 1])
    let titles = try tags.map { tag in try readText { feedTagTitle(truck, tag, $0, $1, $2) } }
    #expect(titles == ["Lemon Chocolate", "Powdered Chocolate", "San Francisco"])
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(
      try readText { feedPostMessage(truck, 4, $0, $1, $2) }
        == "رأيت شاحنة الطعام للتو في كوبرتينو!")
    #expect(try readText { feedAuthorName(truck, FOODTRUCK_FEED_AUTHOR_NOOR, $0, $1, $2) } == "نور")
    #expect(
      try readText { feedTagTitle(truck, tag(FOODTRUCK_FEED_TAG_TOPIC, 3), $0, $1, $2) }
        == "بلا ألبان")
  }

  @Test("A post's date as the order list writes it")
  func dates() throws {
    let now = Self.noon
    #expect(
      try readText { feedDateText(truck, now - 1_800_000, now, $0, $1, $2) } == "Today, 11:30 AM")
    #expect(
      try readText { feedDateText(truck, now - 86_400_000, now, $0, $1, $2) }
        == "Yesterday, 12:00 PM")
    #expect(
      try readText { feedDateText(truck, now - 2 * 86_400_000, now, $0, $1, $2) }
        == "11/26/2026, 12:00 PM")
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(
      try readText { feedDateText(truck, now - 1_800_000, now, $0, $1, $2) } == "اليوم، ١١:٣٠ ص")
  }

  @Test("Filters by city, donut and topic; Social Feed+ posts only when active")
  func filters() throws {
    func ids(_ tag: foodtruck_feed_tag, plus: Bool) throws -> Set<Int32> {
      Set(
        try readArray(Self.emptyPost) { feedFilter(truck, 42, Self.noon, plus, tag, $0, $1, $2) }
          .map(\.id))
    }
    let sf = tag(FOODTRUCK_FEED_TAG_CITY, Int32(FOODTRUCK_CITY_SAN_FRANCISCO.rawValue))
    #expect(try ids(sf, plus: false) == [1, 3, 6])
    #expect(try ids(sf, plus: true) == [1, 3, 6, 7])
    #expect(try ids(tag(FOODTRUCK_FEED_TAG_DONUT, 1), plus: true) == [5, 6])
    #expect(try ids(tag(FOODTRUCK_FEED_TAG_TOPIC, 5), plus: false) == [])
    #expect(try ids(tag(FOODTRUCK_FEED_TAG_TOPIC, 5), plus: true) == [9])
  }

  @Test("Bad tags are refused and name the tag; nothing is written")
  func badTags() {
    var post = Self.emptyPost
    var count: UInt = 99
    for (bad, status) in [
      (tag(foodtruck_feed_tag_kind(rawValue: 3), 0), FOODTRUCK_ERR_INVALID_ARGUMENT),
      (tag(FOODTRUCK_FEED_TAG_TOPIC, 12), FOODTRUCK_ERR_INVALID_ARGUMENT),
      (tag(FOODTRUCK_FEED_TAG_CITY, -1), FOODTRUCK_ERR_INVALID_ARGUMENT),
      (tag(FOODTRUCK_FEED_TAG_DONUT, 17), FOODTRUCK_ERR_NOT_FOUND),
    ] {
      #expect(feedFilter(truck, 1, Self.noon, true, bad, &post, 1, &count) == status)
      #expect(lastErrorText.hasPrefix("foodtruck_feed_filter: tag"), "\(lastErrorText)")
      #expect(count == 99)
    }
    #expect(feedPostTags(10, nil, 0, &count) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(lastErrorText == "foodtruck_feed_post_tags: no post has id 10; ids run from 0 to 9")
  }

  @Test("The 16 trending tags laid out as a tag cloud by the flow layout")
  func tagCloud() throws {
    let trending = try readArray(tag(FOODTRUCK_FEED_TAG_TOPIC, 0)) { feedTrendingTags($0, $1, $2) }
    #expect(trending.count == 16)
    let titles = try trending.map { tag in try readText { feedTagTitle(truck, tag, $0, $1, $2) } }
    #expect(
      titles.prefix(5) == [
        "Powdered Chocolate", "Blueberry Frosted", "Warmed Up", "Room Temperature", "San Francisco",
      ])
    #expect(titles.last == "Donut vs Doughnut")
    // The shell measures each title: here 10 points a character, 20 high.
    let sizes = titles.map { foodtruck_size(width: Double($0.count) * 10, height: 20) }
    var frames = [foodtruck_rect](repeating: foodtruck_rect(), count: 16)
    var size = foodtruck_size()
    var count: UInt = 0
    let status = frames.withUnsafeMutableBufferPointer { out in
      layoutFlow(
        sizes, 16, 390, 10, 10, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, false,
        out.baseAddress, 16, &count, &size)
    }
    #expect(status == FOODTRUCK_OK)
    // In 390 points: "Powdered Chocolate" 180 and "Blueberry Frosted" 170 (360 with the
    // spacing); "Warmed Up" 90 and "Room Temperature" 160 (260), "San Francisco" (130) on a
    // third row.
    #expect(frames[1].x == 190 && frames[1].y == 0)
    #expect(frames[2].x == 0 && frames[2].y == 30)
    #expect(frames[4].x == 0 && frames[4].y == 60)
  }
}
