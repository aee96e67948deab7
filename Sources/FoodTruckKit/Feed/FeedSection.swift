// SPDX-License-Identifier: Apache-2.0
// FeedSection: the sections of the Feed screen, with their titles (docs/domain.md §11.5).

/// A section of the Feed screen. Raw values are the C ABI's `foodtruck_feed_section`.
public enum FeedSection: Int, CaseIterable, Sendable, Hashable {
  /// The invitation to subscribe, without Social Feed+: it holds no posts.
  case marketing = 0
  /// The Social Feed+ posts, with Social Feed+ and the highlight toggle on.
  case highlighted = 1
  /// The posts.
  case posts = 2

  /// The section's title.
  public var title: LocalizedText {
    switch self {
    case .marketing: LocalizedText(en: "Get Social Feed+", ar: "احصل على Social Feed+\u{200E}")
    case .highlighted: LocalizedText(en: "Highlighted Posts", ar: "المنشورات المميزة")
    case .posts: LocalizedText(en: "Posts", ar: "المنشورات")
    }
  }
}
