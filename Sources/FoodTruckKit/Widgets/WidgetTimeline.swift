// SPDX-License-Identifier: Apache-2.0
// WidgetTimeline: what a widget shows and when: its entries, each with the instant it shows
// from, computed from the session at one instant, and when to ask for the next timeline
// (docs/domain.md §8).

/// When the system asks a widget for its next timeline. Raw values are the C ABI's
/// `foodtruck_reload_policy`.
public enum ReloadPolicy: Int, CaseIterable, Sendable, Hashable {
  /// When the last entry has had its time (an hour after it, for hourly entries).
  case atEnd = 0
  /// At a given instant.
  case after = 1
  /// Only when the app asks: nothing the widget shows changes by itself.
  case never = 2
}

/// One entry of a timeline: what the widget shows from an instant on.
public protocol WidgetEntry: Sendable, Hashable {
  /// When the entry starts to show, ms since the Unix epoch.
  var at: Int64 { get }
}

/// A widget's entries, in time order, and its reload.
public struct WidgetTimeline<Entry: Sendable & Hashable>: Sendable, Hashable {
  public let entries: [Entry]
  public let policy: ReloadPolicy
  /// When to ask for the next timeline, ms since the Unix epoch; nil for ``ReloadPolicy/never``.
  public let reloadAt: Int64?

  public init(entries: [Entry], policy: ReloadPolicy, reloadAt: Int64?) {
    self.entries = entries
    self.policy = policy
    self.reloadAt = reloadAt
  }
}

extension WidgetTimeline where Entry: WidgetEntry {
  /// The same timeline with each entry given by its instant.
  public var instants: WidgetTimeline<Int64> {
    WidgetTimeline<Int64>(entries: entries.map(\.at), policy: policy, reloadAt: reloadAt)
  }
}

extension Truck {
  /// The timeline of widget `kind` at `now`, its entries given by their instants.
  public func timeline(of kind: WidgetKind, now: Int64) -> WidgetTimeline<Int64> {
    switch kind {
    case .dailyDonut: dailyDonutTimeline(now: now).instants
    case .orders: ordersTimeline(now: now).instants
    case .parkingSpot: parkingSpotTimeline(now: now).instants
    }
  }
}
