// SPDX-License-Identifier: Apache-2.0
// Feed: the social feed at an instant: the ten posts dated from a seed and `now`, 5 to 30
// minutes apart, newest first; and the filters (docs/domain.md §11.4, decision 7).

/// The feed generated from a seed at `now`. The same seed and `now` give the same feed on
/// every machine.
public struct Feed: Sendable, Hashable {
  /// The standard posts, newest first (ids 0 to 6).
  public let standard: [FeedPost]
  /// The Social Feed+ posts, newest first (ids 7 to 9).
  public let plus: [FeedPost]

  /// The shortest and the longest gap between two posts of a list, and between `now` and
  /// its newest post, in ms.
  public static let gaps: ClosedRange<Int> = 5 * 60_000...30 * 60_000

  /// Dates each list back from `now`, as the original does: every post a uniform 5 to 30
  /// minutes (to the millisecond) before the one above it, the first before `now`. The
  /// standard list draws first. The dates may go back to the year 1 and no further.
  public init(seed: UInt64, now: Int64) {
    var random = SeededGenerator(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0xFEED)
    func dated(_ contents: [FeedContent], firstID: Int, plus: Bool) -> [FeedPost] {
      var at = now
      return contents.enumerated().map { index, content in
        at = max(at - Int64(random.int(in: Feed.gaps)), LocalCalendar.validInstants.lowerBound)
        return FeedPost(
          id: firstID + index, favoriteDonut: content.favoriteDonut, author: content.author,
          media: content.media, isPlus: plus, tags: content.tags, message: content.message,
          postedAt: at)
      }
    }
    standard = dated(FeedContent.standard, firstID: 0, plus: false)
    plus = dated(FeedContent.plus, firstID: FeedContent.standard.count, plus: true)
  }

  /// How many posts there are: their ids run from 0 to count - 1.
  public static var postCount: Int { FeedContent.standard.count + FeedContent.plus.count }

  /// The content of the post with id `id`, which is the same in every feed.
  public static func content(id: Int) throws(FoodTruckError) -> FeedContent {
    try checked(id)
    let standard = FeedContent.standard
    return id < standard.count ? standard[id] : FeedContent.plus[id - standard.count]
  }

  /// The post with id `id`.
  public func post(id: Int) throws(FoodTruckError) -> FeedPost {
    try Feed.checked(id)
    return id < standard.count ? standard[id] : plus[id - standard.count]
  }

  private static func checked(_ id: Int) throws(FoodTruckError) {
    guard (0..<postCount).contains(id) else {
      throw .notFound("no post has id \(id); ids run from 0 to \(postCount - 1)")
    }
  }

  /// The posts an operator may see, newest first (equal dates by id): the standard ones, and
  /// the Social Feed+ ones too when `plusActive`.
  public func visible(plusActive: Bool) -> [FeedPost] {
    newestFirst(plusActive ? standard + plus : standard)
  }

  /// The visible posts about `tag` (``FeedPost/matches(_:)``), newest first. A donut tag
  /// must name a donut of `catalog`.
  public func filtered(by tag: FeedTag, plusActive: Bool, catalog: Catalog)
    throws(FoodTruckError) -> [FeedPost]
  {
    _ = try tag.title(in: catalog)  // an unknown donut is not found rather than matching none
    return visible(plusActive: plusActive).filter { $0.matches(tag) }
  }

  func newestFirst(_ posts: [FeedPost]) -> [FeedPost] {
    posts.sorted { ($0.postedAt, $1.id) > ($1.postedAt, $0.id) }
  }
}

extension Truck {
  /// A post's date as the feed writes it, at the session's UTC offset and in its language:
  /// the order list's "Today, 9:41 AM" (docs/domain.md §2.6, §11.4).
  public func feedDateText(postedAt: Int64, now: Int64) -> String {
    locale.dayAndTime(postedAt, now: now, calendar: calendar)
  }
}
