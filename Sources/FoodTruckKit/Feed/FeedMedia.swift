// SPDX-License-Identifier: Apache-2.0
// FeedMedia: what a post shows besides its text (docs/domain.md §11.3).

/// A post's media kind. Raw values are the C ABI's `foodtruck_feed_media`. The library holds
/// no pictures or films: the kind tells the shell what to draw or reserve.
public enum FeedMedia: Int, CaseIterable, Sendable, Hashable {
  /// The favorite donut's picture, as every post of the original shows.
  case donut = 0
  /// A photo the author took.
  case photo = 1
  /// A short video.
  case video = 2
}
