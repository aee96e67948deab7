// SPDX-License-Identifier: Apache-2.0
// Schedule: when the session next changes by itself, so that a shell can sleep until then
// instead of ticking at a fixed rate.
//
// The due queue keeps entries that no longer apply (a countdown of an order marked ready early,
// the stale date of an activity that was updated or ended): removing them at once would cost a
// search of the heap. So whether an entry still applies is decided when it is read, by one
// rule shared by the tick and the query (`isDue`).

extension Truck {
  /// The instant of the next change that needs no call (a live order's arrival, a countdown's
  /// end, an activity going stale, expiring or being dismissed), or nil when nothing is due.
  /// Never before the latest tick's `now`, so that ticking at it is never refused: an entry
  /// scheduled in the past by a call with an earlier `now` is due at once. Ticking at this
  /// instant (or any later one) gives the same events, with the same instants, as ticking at
  /// any rate in between.
  public var nextDue: Int64? {
    guard let (at, _) = due.earliest(where: { at, item in isDue(item, at: at) }) else {
      return nil
    }
    return max(at, lastTick ?? at)
  }

  /// True when a tick at `now` would find no entry due, one that applies or not: it would
  /// only move the latest tick's instant (SessionFile folds such ticks into one row).
  func findsNothingDue(by now: Int64) -> Bool {
    due.first.map { $0.at > now } ?? true
  }

  /// True when the entry `item` due `at` still has something to do; false when what it was
  /// scheduled for has been overtaken (the order left preparation, the activity was updated,
  /// ended or dismissed first).
  func isDue(_ item: DueItem, at: Int64) -> Bool {
    switch item {
    case .streamArrival:
      return stream.remaining > 0 && stream.nextDue == at
    case .timerEnd(let number):
      return orders.timer(ofOrderAt: number - 1)?.end == at
        && orders.records[number - 1].status == .preparing
    case .activityStale(let id):
      return activities[id].map { $0.state == .active && $0.staleAt == at } ?? false
    case .activityExpiry(let id):
      return activities[id]?.state.isDisplayed ?? false
    case .activityDismissal(let id):
      return activities[id].map { $0.state == .ended && $0.dismissAt == at } ?? false
    }
  }

  /// Drops the entries at the front of the queue that no longer apply, so that the next
  /// ``nextDue`` finds a live entry first. An entry that stops applying never applies again
  /// (every change that makes something due schedules an entry of its own), so nothing due is
  /// lost.
  mutating func dropSettledDue() {
    while let (at, item) = due.first, !isDue(item, at: at) { due.removeFirst() }
  }
}
