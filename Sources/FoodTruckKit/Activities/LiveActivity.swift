// SPDX-License-Identifier: Apache-2.0
// LiveActivity: an order's live activity (lock screen and Dynamic Island), with ActivityKit's
// states and rules.

/// Where an activity is in its life. Raw values are the C ABI's `foodtruck_activity_state`.
public enum ActivityState: Int, CaseIterable, Sendable, Hashable, Codable {
  /// Showing, with current content.
  case active = 0
  /// Showing, but its content is past its stale date.
  case stale = 1
  /// Ended: still on the lock screen until it is dismissed.
  case ended = 2
  /// Gone from every surface.
  case dismissed = 3

  /// True while the activity shows on the lock screen and in the Dynamic Island.
  public var isDisplayed: Bool { self == .active || self == .stale }
}

/// When an ended activity leaves the lock screen.
public enum DismissalPolicy: Sendable, Hashable {
  /// The system's default: 4 hours after it ended.
  case `default`
  /// At once.
  case immediate
  /// At the given instant, but no later than 4 hours after it ended (and not before).
  case after(Int64)
}

/// A live activity: its static attributes and its changing content.
public struct LiveActivity: Sendable, Hashable, Identifiable {
  /// Content older than this is stale: 2 minutes after each start or update.
  public static let staleAfter: Int64 = 120_000
  /// An active activity ends by itself 8 hours after it started.
  public static let maximumLifetime: Int64 = 8 * 3_600_000
  /// An ended activity stays on the lock screen at most 4 hours.
  public static let maximumLinger: Int64 = 4 * 3_600_000
  /// The relevance of an order's activity when preparation requests it: ActivityKit's default
  /// score, 0. Equal scores leave the island to the most recently started activity.
  public static let defaultRelevance = 0.0

  public let id: Int
  /// The order it shows (attributes: its short id and donuts come from the order).
  public let orderNumber: Int
  public let startedAt: Int64
  public internal(set) var state: ActivityState
  /// Content: the countdown's range.
  public internal(set) var timer: PreparationTimer
  /// Content: how prominently the system should show it (higher wins the Dynamic Island).
  public internal(set) var relevance: Double
  public internal(set) var staleAt: Int64
  public internal(set) var endedAt: Int64?
  public internal(set) var dismissAt: Int64?
}
