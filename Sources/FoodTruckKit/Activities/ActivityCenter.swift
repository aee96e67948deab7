// SPDX-License-Identifier: Apache-2.0
// ActivityCenter: a session's live activities, with the system's limits: a cap on concurrent
// activities and a switch that disables them (as a user can in Settings).

/// The live activities of a session and their settings.
///
/// A session that shows an activity per order would keep one per order forever; instead an
/// activity is kept while it is showing or on the lock screen, and then as one of the last
/// ``dismissedKept`` dismissed ones (a shell that reads it when its dismissal is reported still
/// finds it); an older dismissed activity is forgotten, and asking for it is answered "not
/// found". Ids count on from 1 and are never reused.
public struct ActivityCenter: Sendable, Hashable {
  /// How many dismissed activities are kept, the most recently dismissed.
  public static let dismissedKept = 100

  /// The kept activities, by id.
  private var kept: [Int: LiveActivity] = [:]
  /// The kept dismissed activities' ids, oldest dismissal first, from `dismissedStart` on (the
  /// ids before it are forgotten, and dropped from the array now and then).
  private var dismissedIds: [Int] = []
  private var dismissedStart = 0
  /// How many activities have been requested: ids run from 1 to this.
  public private(set) var requestedCount = 0
  /// The most activities displayed at once (default 5; 1 to 100).
  public internal(set) var limit = 5
  /// False when the operator has turned live activities off.
  public internal(set) var isEnabled = true

  public static let limitRange = 1...100

  /// The activity with `id`, or not found (also for a dismissed activity that is forgotten).
  public func activity(id: Int) throws(FoodTruckError) -> LiveActivity {
    guard id >= 1, id <= requestedCount else {
      throw .notFound("no live activity has id \(id); ids run from 1 to \(requestedCount)")
    }
    guard let activity = kept[id] else {
      throw .notFound(
        "live activity \(id) was dismissed and is forgotten (the last \(ActivityCenter.dismissedKept) dismissed are kept)"
      )
    }
    return activity
  }

  /// The activity with `id` while it is kept.
  public subscript(id: Int) -> LiveActivity? { kept[id] }

  /// The ids of the displayed activities and of those on the lock screen, oldest first, and
  /// each order's newest kept activity: indexes kept as activities change, so that no question
  /// scans every activity.
  private var showing: [Int] = []
  private var notDismissed: [Int] = []
  private var latestByOrder: [Int: Int] = [:]

  /// The Dynamic Island's owner as last reported by an event (see Truck.reportIslandOwner).
  var reportedIslandOwner: Int?

  /// The displayed (active or stale) activities, oldest first.
  public var displayed: [LiveActivity] { showing.compactMap { kept[$0] } }

  /// The activities on the lock screen: the displayed ones and the ended ones not yet
  /// dismissed, in the order the system shows them: the highest relevance first, then the most
  /// recently started (``ranksAbove(_:_:)``).
  public var onLockScreen: [LiveActivity] {
    notDismissed.compactMap { kept[$0] }.sorted(by: ActivityCenter.ranksAbove)
  }

  /// The system's order of prominence: the higher relevance, then the more recently started,
  /// then the higher id (the later request at the same instant).
  public static func ranksAbove(_ a: LiveActivity, _ b: LiveActivity) -> Bool {
    a.relevance != b.relevance
      ? a.relevance > b.relevance
      : a.startedAt != b.startedAt ? a.startedAt > b.startedAt : a.id > b.id
  }

  /// How many activities are displayed.
  public var displayedCount: Int { showing.count }

  /// How many activities are kept: the showing, the ended and the last dismissed ones.
  public var keptCount: Int { kept.count }

  /// The newest activity of an order, if it has one that is kept.
  public func latest(forOrder number: Int) -> LiveActivity? {
    latestByOrder[number].flatMap { kept[$0] }
  }

  mutating func append(_ activity: LiveActivity) {
    requestedCount = activity.id
    kept[activity.id] = activity
    if activity.state.isDisplayed { showing.append(activity.id) }
    if activity.state != .dismissed { notDismissed.append(activity.id) }
    latestByOrder[activity.orderNumber] = activity.id
  }

  /// Changes the kept activity `id` (every change goes through here, so that the indexes
  /// follow its state); a dismissal may forget the oldest dismissed activity.
  mutating func change(_ id: Int, _ body: (inout LiveActivity) -> Void) {
    guard var activity = kept[id] else { return }
    let old = activity.state
    body(&activity)
    kept[id] = activity
    if old.isDisplayed && !activity.state.isDisplayed { showing.removeAll { $0 == id } }
    if old != .dismissed && activity.state == .dismissed {
      notDismissed.removeAll { $0 == id }
      dismissedIds.append(id)
      if dismissedIds.count - dismissedStart > ActivityCenter.dismissedKept {
        forgetOldestDismissed()
      }
    }
  }

  private mutating func forgetOldestDismissed() {
    let id = dismissedIds[dismissedStart]
    dismissedStart += 1
    if let forgotten = kept.removeValue(forKey: id), latestByOrder[forgotten.orderNumber] == id {
      latestByOrder[forgotten.orderNumber] = nil
    }
    // The forgotten ids at the front go once they are as many as the kept ones: O(1) amortized.
    if dismissedStart > ActivityCenter.dismissedKept {
      dismissedIds.removeFirst(dismissedStart)
      dismissedStart = 0
    }
  }
}

/// Which activities the Dynamic Island shows: the owner (compact or expanded) and one more in
/// the minimal presentation.
public struct IslandLayout: Sendable, Hashable {
  public let owner: Int?
  public let minimal: Int?
}

extension Truck {
  // MARK: - Requests

  /// Requests a live activity for an order: content is the countdown [start, end] and a
  /// relevance score; it goes stale 2 minutes from now and ends by itself after 8 hours.
  public mutating func requestActivity(
    order number: Int, timer: PreparationTimer, relevance: Double, now: Int64
  ) throws(FoodTruckError) -> Int {
    let order = try orders.order(number: number)
    try Truck.checkContent(timer, relevance)
    guard activities.isEnabled else {
      throw .disabled("live activities are turned off")
    }
    if let existing = activities.latest(forOrder: number), existing.state.isDisplayed {
      throw .invalidState(
        "\(order.displayId(in: .english)) already shows live activity \(existing.id)")
    }
    guard activities.displayedCount < activities.limit else {
      throw .limitReached(
        "\(activities.limit) live activities are showing, the most allowed at once")
    }
    let id = activities.requestedCount + 1
    activities.append(
      LiveActivity(
        id: id, orderNumber: number, startedAt: now, state: .active, timer: timer,
        relevance: relevance, staleAt: now + LiveActivity.staleAfter))
    due.schedule(.activityStale(id: id), at: now + LiveActivity.staleAfter)
    due.schedule(.activityExpiry(id: id), at: now + LiveActivity.maximumLifetime)
    record(.activityStarted, at: now, order: number, activity: id)
    reportIslandOwner(at: now)
    return id
  }

  /// Replaces an activity's content; it is fresh again for 2 minutes.
  public mutating func updateActivity(
    id: Int, timer: PreparationTimer, relevance: Double, now: Int64
  ) throws(FoodTruckError) {
    let activity = try activities.activity(id: id)
    try Truck.checkContent(timer, relevance)
    guard activity.state.isDisplayed else {
      throw .invalidState(
        "live activity \(id) is \(activity.state.slug); only a showing one can be updated")
    }
    activities.change(id) {
      $0.timer = timer
      $0.relevance = relevance
      $0.state = .active
      $0.staleAt = now + LiveActivity.staleAfter
    }
    due.schedule(.activityStale(id: id), at: now + LiveActivity.staleAfter)
    record(.activityUpdated, at: now, order: activity.orderNumber, activity: id)
    reportIslandOwner(at: now)
  }

  /// Ends an activity; it leaves the lock screen as `policy` says.
  public mutating func endActivity(id: Int, policy: DismissalPolicy, now: Int64)
    throws(FoodTruckError)
  {
    let activity = try activities.activity(id: id)
    guard activity.state.isDisplayed else {
      throw .invalidState("live activity \(id) is already \(activity.state.slug)")
    }
    finish(activityId: id, at: now, policy: policy)
    reportIslandOwner(at: now)
  }

  /// Ends an activity (it must be displayed) and schedules or performs its dismissal.
  mutating func finish(activityId id: Int, at now: Int64, policy: DismissalPolicy) {
    let latest = now + LiveActivity.maximumLinger
    let dismissAt: Int64
    switch policy {
    case .default: dismissAt = latest
    case .immediate: dismissAt = now
    case .after(let instant): dismissAt = min(max(instant, now), latest)
    }
    guard let order = activities[id]?.orderNumber else { return }
    activities.change(id) {
      $0.state = .ended
      $0.endedAt = now
      $0.dismissAt = dismissAt
    }
    record(.activityEnded, at: now, order: order, activity: id)
    if dismissAt == now {
      dismiss(activityId: id, at: now)
    } else {
      due.schedule(.activityDismissal(id: id), at: dismissAt)
    }
  }

  mutating func dismiss(activityId id: Int, at now: Int64) {
    guard let order = activities[id]?.orderNumber else { return }
    activities.change(id) { $0.state = .dismissed }
    record(.activityDismissed, at: now, order: order, activity: id)
  }

  /// Content must be a countdown that does not end before it starts and a finite relevance.
  private static func checkContent(_ timer: PreparationTimer, _ relevance: Double)
    throws(FoodTruckError)
  {
    guard timer.end >= timer.start else {
      throw .invalidArgument(
        "the countdown ends at \(timer.end) ms, before it starts at \(timer.start) ms")
    }
    guard relevance.isFinite else {
      throw .invalidArgument(
        "the relevance \(relevance) is not a finite number", input: "relevance")
    }
  }

  // MARK: - Settings

  /// Turns live activities on or off. Turning them off ends the showing ones at once.
  public mutating func setActivitiesEnabled(_ enabled: Bool, now: Int64) {
    activities.isEnabled = enabled
    if !enabled {
      for activity in activities.displayed {
        finish(activityId: activity.id, at: now, policy: .immediate)
      }
      reportIslandOwner(at: now)
    }
  }

  /// Sets the most activities displayed at once (1...100); showing ones are not ended.
  public mutating func setActivityLimit(_ limit: Int) throws(FoodTruckError) {
    guard ActivityCenter.limitRange.contains(limit) else {
      throw .invalidArgument("activity limit \(limit) is outside 1...100")
    }
    activities.limit = limit
  }

  // MARK: - The Dynamic Island

  /// The island's owner is the displayed activity with the highest relevance, then the most
  /// recently started; the next one by the same order gets the minimal presentation.
  public var islandLayout: IslandLayout {
    // The first two by rank in one pass: this runs after every change to the activities.
    var first: LiveActivity?
    var second: LiveActivity?
    for activity in activities.displayed {
      if let top = first, !ActivityCenter.ranksAbove(activity, top) {
        if second.map({ ActivityCenter.ranksAbove(activity, $0) }) ?? true { second = activity }
      } else {
        second = first
        first = activity
      }
    }
    return IslandLayout(owner: first?.id, minimal: second?.id)
  }

  /// Records an island-owner-changed event at `now` when the owner differs from the one last
  /// reported. Called once at the end of every change to the displayed activities or their
  /// relevance, so that a change that ends several at once (turning activities off) reports
  /// only where the island ends up. The event names the new owner, or no activity when the
  /// island empties; its order is the new owner's, or the departed owner's when it empties.
  mutating func reportIslandOwner(at now: Int64) {
    let owner = islandLayout.owner
    guard owner != activities.reportedIslandOwner else { return }
    let departed = activities.reportedIslandOwner
    activities.reportedIslandOwner = owner
    guard let order = (owner ?? departed).flatMap({ activities[$0]?.orderNumber }) else { return }
    record(.islandOwnerChanged, at: now, order: order, activity: owner)
  }
}

extension ActivityState {
  /// A stable name for messages.
  public var slug: String {
    switch self {
    case .active: "active"
    case .stale: "stale"
    case .ended: "ended"
    case .dismissed: "dismissed"
    }
  }
}
