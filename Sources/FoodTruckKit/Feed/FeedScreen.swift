// SPDX-License-Identifier: Apache-2.0
// FeedScreen: what the Feed screen shows: its title, its sections and their posts, from
// whether Social Feed+ is active and the "highlight plus posts" toggle, both the Store's, taken
// here as inputs (docs/domain.md §11.5).

/// The Feed screen for one state of the subscription and of the highlight toggle.
public struct FeedScreen: Sendable, Hashable {
  /// True while a Social Feed+ plan is entitled.
  public let plusActive: Bool
  /// The "Highlight Social Feed+ posts" toggle (off by default).
  public let highlightPlus: Bool

  public init(plusActive: Bool, highlightPlus: Bool) {
    self.plusActive = plusActive
    self.highlightPlus = highlightPlus
  }

  /// The screen's title: "Social Feed", or "Social Feed+" with the subscription.
  public var title: LocalizedText {
    // Social Feed+ is the product's name, kept in Arabic as the Store keeps it; Social Feed is
    // the sidebar panel's title.
    plusActive
      ? LocalizedText(en: "Social Feed+", ar: "Social Feed+\u{200E}") : Panel.socialFeed.title
  }

  /// The sections, top to bottom: without Social Feed+ the invitation and the posts; with it
  /// the highlighted Social Feed+ posts (when the toggle is on) and the posts.
  public var sections: [FeedSection] {
    switch (plusActive, highlightPlus) {
    case (false, _): [.marketing, .posts]
    case (true, true): [.highlighted, .posts]
    case (true, false): [.posts]
    }
  }

  /// The posts of `section`, newest first: with Social Feed+ and the toggle on, the Social
  /// Feed+ posts are highlighted and the standard ones are the posts; with the toggle off,
  /// every post is among the posts; without Social Feed+ the standard posts alone. A section
  /// the screen does not show has none.
  public func posts(in section: FeedSection, of feed: Feed) -> [FeedPost] {
    guard sections.contains(section) else { return [] }
    switch section {
    case .marketing: return []
    case .highlighted: return feed.newestFirst(feed.plus)
    case .posts:
      return plusActive && highlightPlus
        ? feed.newestFirst(feed.standard) : feed.visible(plusActive: plusActive)
    }
  }
}
