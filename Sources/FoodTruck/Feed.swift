// SPDX-License-Identifier: Apache-2.0
// Feed: the social feed: its ten posts dated from a seed and now, their messages, authors and
// tags, the filters, the trending tags (the shell lays their titles out with
// foodtruck_layout_flow()), and the Feed screen's title, sections and posts from whether
// Social Feed+ is active and the highlight toggle, both as the Store reports them.
//
// C <-> Swift
//   foodtruck_feed_topic      FeedTopic
//   foodtruck_feed_tag_kind   FeedTag's cases
//   foodtruck_feed_tag        FeedTag (subject: the topic, the donut id or the city)
//   foodtruck_feed_author     FeedAuthor
//   foodtruck_feed_media      FeedMedia
//   foodtruck_feed_section    FeedSection
//   foodtruck_feed_post       FeedPost (its tags counted; its message and tags by id)

import CFoodTruck
import FoodTruckKit

// MARK: - The Feed screen

/// Writes the Feed screen's title in the session's language: "Social Feed", or "Social Feed+"
/// while a plan is entitled.
///
/// - Parameter plus_active: Whether Social Feed+ is active, as foodtruck_store_* reports it.
@c(foodtruck_feed_title) public func feedTitle(
  _ truck: UnsafePointer<foodtruck_truck>?, _ plus_active: Bool,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_feed_title", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(
      session.read { $0.words(FeedScreen(plusActive: plus_active, highlightPlus: false).title) })
  }
}

/// Lists the Feed screen's sections, top to bottom: without Social Feed+ the invitation to
/// subscribe and the posts; with it the highlighted Social Feed+ posts (when highlight_plus)
/// and the posts.
///
/// - Parameters:
///   - plus_active: Whether Social Feed+ is active, as foodtruck_store_* reports it.
///   - highlight_plus: The highlight toggle of Social Feed+ posts, from foodtruck_store_*.
///   - count_out: Optional; receives the number of sections (1 or 2).
@c(foodtruck_feed_sections) public func feedSections(
  _ plus_active: Bool, _ highlight_plus: Bool,
  _ sections_out: UnsafeMutablePointer<foodtruck_feed_section>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_feed_sections") { () throws(BoundaryError) in
    let buffer = try Arg.buffer(sections_out, capacity, count_out, "sections_out")
    let screen = FeedScreen(plusActive: plus_active, highlightPlus: highlight_plus)
    try buffer.write(screen.sections.lazy.map(foodtruck_feed_section.init))
  }
}

/// Writes a section's title in the session's language: "Get Social Feed+", "Highlighted
/// Posts", "Posts".
///
/// - Parameter section: The section.
@c(foodtruck_feed_section_title) public func feedSectionTitle(
  _ truck: UnsafePointer<foodtruck_truck>?, _ section: foodtruck_feed_section,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_feed_section_title", truck) { session throws(BoundaryError) in
    let section = try Arg.enumValue(section, as: FeedSection.self, "section")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(section.title) })
  }
}

/// Lists the posts of a section of the Feed screen, newest first (equal dates by id), the
/// feed dated from seed and now: with Social Feed+ and highlight_plus, the 3 Social Feed+
/// posts are highlighted and the 7 standard ones are the posts; with Social Feed+ alone the
/// posts are all 10; without it the 7 standard ones. The invitation, and a section the screen
/// does not show, hold none.
///
/// - Parameters:
///   - seed: The feed's seed: the same seed and now give the same dates. Range: any.
///   - section: The section.
///   - plus_active: Whether Social Feed+ is active, as foodtruck_store_* reports it.
///   - highlight_plus: The highlight toggle of Social Feed+ posts, from foodtruck_store_*.
///   - count_out: Optional; receives the number of posts (0 to 10).
@c(foodtruck_feed_posts) public func feedPosts(
  _ seed: UInt64, _ now: Int64, _ section: foodtruck_feed_section, _ plus_active: Bool,
  _ highlight_plus: Bool, _ posts_out: UnsafeMutablePointer<foodtruck_feed_post>?,
  _ capacity: UInt, _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_feed_posts") { () throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let section = try Arg.enumValue(section, as: FeedSection.self, "section")
    let buffer = try Arg.buffer(posts_out, capacity, count_out, "posts_out")
    let screen = FeedScreen(plusActive: plus_active, highlightPlus: highlight_plus)
    let posts = screen.posts(in: section, of: Feed(seed: seed, now: now))
    try buffer.write(posts.lazy.map(foodtruck_feed_post.init))
  }
}

// MARK: - Posts

/// Lists the posts about a tag, newest first (equal dates by id): those that carry it, and
/// for a donut tag also those whose favorite donut it is; the Social Feed+ posts only while
/// plus_active. The feed is dated from seed and now.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a tag whose kind, topic or city is not a valid
/// value; FOODTRUCK_ERR_NOT_FOUND for a donut tag of an unknown donut id.
///
/// - Parameters:
///   - seed: The feed's seed: the same seed and now give the same dates. Range: any.
///   - plus_active: Whether Social Feed+ is active, as foodtruck_store_* reports it.
///   - tag: The tag, city or donut to filter by.
///   - count_out: Optional; receives the number of posts (0 to 10).
@c(foodtruck_feed_filter) public func feedFilter(
  _ truck: UnsafePointer<foodtruck_truck>?, _ seed: UInt64, _ now: Int64, _ plus_active: Bool,
  _ tag: foodtruck_feed_tag, _ posts_out: UnsafeMutablePointer<foodtruck_feed_post>?,
  _ capacity: UInt, _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_feed_filter", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let tag = try Arg.feedTag(tag, "tag")
    let buffer = try Arg.buffer(posts_out, capacity, count_out, "posts_out")
    let posts = try session.read(argument: "tag") { truck throws(FoodTruckError) in
      try Feed(seed: seed, now: now).filtered(
        by: tag, plusActive: plus_active, catalog: truck.catalog)
    }
    try buffer.write(posts.lazy.map(foodtruck_feed_post.init))
  }
}

/// Gives the symbol before a tag's title: a tag for a topic, two buildings for a city, and
/// for a donut FOODTRUCK_ICON_DONUT, where the original shows the donut's own picture
/// (foodtruck_svg_donut()).
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a tag whose kind, topic or city is not a valid
/// value.
///
/// - Parameters:
///   - tag: The tag.
///   - icon_out: Receives its icon.
@c(foodtruck_feed_tag_icon) public func feedTagIcon(
  _ tag: foodtruck_feed_tag, _ icon_out: UnsafeMutablePointer<foodtruck_icon>?
) -> foodtruck_status {
  ffi("foodtruck_feed_tag_icon") { () throws(BoundaryError) in
    let tag = try Arg.feedTag(tag, "tag")
    try Arg.out(icon_out, "icon_out").pointee = foodtruck_icon(tag.icon)
  }
}

/// Writes a post's message in the session's language.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for a post id outside 0 to 9.
///
/// - Parameter post_id: The post.
@c(foodtruck_feed_post_message) public func feedPostMessage(
  _ truck: UnsafePointer<foodtruck_truck>?, _ post_id: Int32,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_feed_post_message", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    let post = try core { () throws(FoodTruckError) in try Feed.content(id: Int(post_id)) }
    try buffer.write(session.read { $0.words(post.message) })
  }
}

/// Lists a post's tags in the order the post shows them.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for a post id outside 0 to 9.
///
/// - Parameters:
///   - post_id: The post.
///   - count_out: Optional; receives the number of tags (the post's tag_count, 2 to 5).
@c(foodtruck_feed_post_tags) public func feedPostTags(
  _ post_id: Int32, _ tags_out: UnsafeMutablePointer<foodtruck_feed_tag>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_feed_post_tags") { () throws(BoundaryError) in
    let buffer = try Arg.buffer(tags_out, capacity, count_out, "tags_out")
    let post = try core { () throws(FoodTruckError) in try Feed.content(id: Int(post_id)) }
    try buffer.write(post.tags.lazy.map(foodtruck_feed_tag.init))
  }
}

/// Writes a post's date in the session's language at its UTC offset, as the order list writes
/// its dates: "Today, 9:41 AM", "Yesterday, 9:41 AM", "5/6/2022, 9:41 AM".
///
/// - Parameter posted_at: When the post was posted, ms since the Unix epoch.
@c(foodtruck_feed_date_text) public func feedDateText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ posted_at: Int64, _ now: Int64,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_feed_date_text", truck) { session throws(BoundaryError) in
    let postedAt = try Arg.instant(posted_at, "posted_at")
    let now = try Arg.instant(now, "now")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.feedDateText(postedAt: postedAt, now: now) })
  }
}

// MARK: - foodtruck_feed_author

/// Writes an author's name in the session's language.
///
/// - Parameter author: The author.
@c(foodtruck_feed_author_name) public func feedAuthorName(
  _ truck: UnsafePointer<foodtruck_truck>?, _ author: foodtruck_feed_author,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_feed_author_name", truck) { session throws(BoundaryError) in
    let author = try Arg.enumValue(author, as: FeedAuthor.self, "author")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(author.name) })
  }
}

// MARK: - foodtruck_feed_tag

/// Writes a tag's title in the session's language: a topic's title, a donut's name (as
/// foodtruck_donut_name() gives it) or a city's name.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a tag whose kind, topic or city is not a valid
/// value; FOODTRUCK_ERR_NOT_FOUND for a donut tag of an unknown donut id.
///
/// - Parameter tag: The tag.
@c(foodtruck_feed_tag_title) public func feedTagTitle(
  _ truck: UnsafePointer<foodtruck_truck>?, _ tag: foodtruck_feed_tag,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_feed_tag_title", truck) { session throws(BoundaryError) in
    let tag = try Arg.feedTag(tag, "tag")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    let title = try session.read(argument: "tag") { truck throws(FoodTruckError) in
      truck.words(try tag.title(in: truck.catalog))
    }
    try buffer.write(title)
  }
}

/// Lists the Truck screen's 16 trending tags in the original's order, its tag cloud: the
/// shell measures their titles (foodtruck_feed_tag_title()) and places them with
/// foodtruck_layout_flow().
///
/// - Parameter count_out: Optional; receives the number of tags (16).
@c(foodtruck_feed_trending_tags) public func feedTrendingTags(
  _ tags_out: UnsafeMutablePointer<foodtruck_feed_tag>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_feed_trending_tags") { () throws(BoundaryError) in
    let buffer = try Arg.buffer(tags_out, capacity, count_out, "tags_out")
    try buffer.write(FeedTag.trending.lazy.map(foodtruck_feed_tag.init))
  }
}
