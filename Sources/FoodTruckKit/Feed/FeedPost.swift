// SPDX-License-Identifier: Apache-2.0
// FeedPost: one post of the social feed: its content and when it was posted
// (docs/domain.md §11.1).

/// A post. Its id is its place in the content (0 to 6 the standard posts, 7 to 9 the Social
/// Feed+ ones), the same in every session and language.
public struct FeedPost: Sendable, Hashable {
  public let id: Int
  /// The donut the author loves, drawn beside the post.
  public let favoriteDonut: Int
  public let author: FeedAuthor
  public let media: FeedMedia
  /// True for a Social Feed+ post, shown only to subscribers.
  public let isPlus: Bool
  /// In the order the post lists them.
  public let tags: [FeedTag]
  public let message: LocalizedText
  /// When it was posted, ms since the Unix epoch.
  public let postedAt: Int64

  /// True when the post is about `tag`: it carries the tag, or the tag is its favorite donut.
  public func matches(_ tag: FeedTag) -> Bool {
    tags.contains(tag) || tag == .donut(favoriteDonut)
  }
}
