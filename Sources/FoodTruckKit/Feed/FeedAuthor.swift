// SPDX-License-Identifier: Apache-2.0
// FeedAuthor: the regulars who write the feed's posts, a small cast of our own (the original
// shows no author; docs/domain.md §11.3).

/// Who wrote a post. Raw values are the C ABI's `foodtruck_feed_author`.
public enum FeedAuthor: Int, CaseIterable, Sendable, Hashable {
  case maya = 0
  case omar = 1
  case lena = 2
  case sam = 3
  case noor = 4

  /// The name shown above the post.
  public var name: LocalizedText {
    switch self {
    case .maya: LocalizedText(en: "Maya", ar: "مايا")
    case .omar: LocalizedText(en: "Omar", ar: "عمر")
    case .lena: LocalizedText(en: "Lena", ar: "لينا")
    case .sam: LocalizedText(en: "Sam", ar: "سام")
    case .noor: LocalizedText(en: "Noor", ar: "نور")
    }
  }
}
