// SPDX-License-Identifier: Apache-2.0
// Activities: live activities (the lock screen and the Dynamic Island) with ActivityKit's
// rules, and what each surface shows at an instant.
//
// C <-> Swift
//   int32_t activity id    LiveActivity.id (1, 2, ...)
//   foodtruck_activity            LiveActivity
//   foodtruck_activity_state      ActivityState
//   foodtruck_dismissal_policy    DismissalPolicy
//   foodtruck_activity_text_slot  ActivityTextSlot
//   foodtruck_island              IslandLayout
//
// Putting an order into preparation requests its activity (countdown = the order's timer,
// relevance 0, ActivityKit's default); completing it ends the activity with immediate
// dismissal. Every change of the Dynamic Island's owner is an event. Time-driven changes
// (stale after 2 minutes, ended after 8 hours, dismissed) happen in foodtruck_truck_tick().

import CFoodTruck
import FoodTruckKit

// MARK: - foodtruck_activity

/// Requests a live activity for an order. Attributes come from the order (its short id and
/// donuts); the content is the countdown [timer_start, timer_end] and a relevance score. It
/// goes stale 2 minutes from now unless updated, and ends by itself 8 hours after it started.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown order; FOODTRUCK_ERR_INVALID_ARGUMENT when
/// timer_end is before timer_start or relevance is NaN or infinite; FOODTRUCK_ERR_DISABLED when
/// live activities are turned off; FOODTRUCK_ERR_LIMIT_REACHED when the most activities allowed are
/// showing; FOODTRUCK_ERR_INVALID_STATE when the order already shows one.
///
/// - Parameters:
///   - order_number: The order to show.
///   - timer_start: The countdown's start, ms since the Unix epoch.
///   - timer_end: The countdown's end.
///   - relevance: Higher wins the Dynamic Island and comes first on the lock screen; 0 is
///     ActivityKit's default, and what an order put into preparation gets. Range: any finite.
///   - id_out: Receives the activity's id.
@c(foodtruck_activity_request) public func activityRequest(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ order_number: Int32, _ timer_start: Int64,
  _ timer_end: Int64, _ relevance: Double, _ now: Int64, _ id_out: UnsafeMutablePointer<Int32>?
) -> foodtruck_status {
  ffi("foodtruck_activity_request", truck) { session throws(BoundaryError) in
    let content = try Arg.content(timer_start, timer_end, relevance)
    let now = try Arg.instant(now, "now")
    let out = try Arg.out(id_out, "id_out")
    let id = try session.change(
      .requestActivity(
        order: Int(order_number), timer: content.timer, relevance: content.relevance, now: now))
    out.pointee = Int32(truncatingIfNeeded: id)
  }
}

/// Replaces a showing activity's content; a stale activity becomes active again, fresh for 2
/// more minutes.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown id; FOODTRUCK_ERR_INVALID_ARGUMENT when timer_end
/// is before timer_start or relevance is NaN or infinite; FOODTRUCK_ERR_INVALID_STATE for an ended
/// or dismissed activity.
///
/// - Parameters:
///   - id: The activity.
///   - timer_start: The countdown's new start, ms since the Unix epoch.
///   - timer_end: The countdown's new end.
///   - relevance: The new relevance. Range: any finite.
@c(foodtruck_activity_update) public func activityUpdate(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ id: Int32, _ timer_start: Int64,
  _ timer_end: Int64,
  _ relevance: Double, _ now: Int64
) -> foodtruck_status {
  ffi("foodtruck_activity_update", truck) { session throws(BoundaryError) in
    let content = try Arg.content(timer_start, timer_end, relevance)
    let now = try Arg.instant(now, "now")
    try session.change(
      .updateActivity(id: Int(id), timer: content.timer, relevance: content.relevance, now: now))
  }
}

/// Ends a showing activity at now. It leaves the lock screen by the policy: FOODTRUCK_DISMISS_DEFAULT
/// 4 hours later, FOODTRUCK_DISMISS_IMMEDIATE at once, FOODTRUCK_DISMISS_AFTER at dismiss_at (kept within
/// now and 4 hours later). Dismissals to come happen in foodtruck_truck_tick().
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown id; FOODTRUCK_ERR_INVALID_STATE for an activity
/// already ended.
///
/// - Parameters:
///   - id: The activity.
///   - policy: When it leaves the lock screen.
///   - dismiss_at: With FOODTRUCK_DISMISS_AFTER, when; otherwise ignored (not even checked).
@c(foodtruck_activity_end) public func activityEnd(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ id: Int32,
  _ policy: foodtruck_dismissal_policy,
  _ dismiss_at: Int64, _ now: Int64
) -> foodtruck_status {
  ffi("foodtruck_activity_end", truck) { session throws(BoundaryError) in
    let policy = try Arg.dismissalPolicy(policy, dismiss_at)
    let now = try Arg.instant(now, "now")
    try session.change(.endActivity(id: Int(id), policy: policy, now: now))
  }
}

/// Reads a live activity: one showing or on the lock screen, or one of the last 100 dismissed.
/// An activity dismissed before those is forgotten, so that a session that shows an activity
/// per order does not keep one per order; its events said all there was.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown id or a forgotten activity.
///
/// - Parameters:
///   - id: The activity.
///   - activity_out: Receives it.
@c(foodtruck_activity_get) public func activityGet(
  _ truck: UnsafePointer<foodtruck_truck>?, _ id: Int32,
  _ activity_out: UnsafeMutablePointer<foodtruck_activity>?
) -> foodtruck_status {
  ffi("foodtruck_activity_get", truck) { session throws(BoundaryError) in
    let out = try Arg.out(activity_out, "activity_out")
    out.storeZeroingPadding(
      foodtruck_activity(
        try session.activity(id)))
  }
}

/// Finds the newest live activity of an order.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown order, an order that never had one, or one
/// whose newest activity is forgotten (see foodtruck_activity_get()).
///
/// - Parameters:
///   - order_number: The order.
///   - id_out: Receives the activity's id.
@c(foodtruck_activity_for_order) public func activityForOrder(
  _ truck: UnsafePointer<foodtruck_truck>?, _ order_number: Int32,
  _ id_out: UnsafeMutablePointer<Int32>?
) -> foodtruck_status {
  ffi("foodtruck_activity_for_order", truck) { session throws(BoundaryError) in
    let out = try Arg.out(id_out, "id_out")
    // One read: the order and its activity seen together.
    let activity = try session.read(argument: "order_number") {
      truck throws(FoodTruckError) in
      let order = try truck.orders.order(number: Int(order_number))
      guard let activity = truck.activities.latest(forOrder: order.number) else {
        throw .notFound("\(order.displayId(in: .english)) has no live activity")
      }
      return activity
    }
    out.pointee = Int32(truncatingIfNeeded: activity.id)
  }
}

/// Lists the ids of the live (active or stale) activities, oldest first: the lock screen's live
/// cards and the Dynamic Island's candidates. An ended activity stays on the lock screen until
/// it is dismissed: foodtruck_activity_lock_screen() lists those too.
///
/// - Parameter count_out: Optional; receives the number of activities.
@c(foodtruck_activity_list) public func activityList(
  _ truck: UnsafePointer<foodtruck_truck>?, _ ids_out: UnsafeMutablePointer<Int32>?,
  _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_activity_list", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(ids_out, capacity, count_out, "ids_out")
    try buffer.write(
      session.read { $0.activities.displayed.map { Int32(truncatingIfNeeded: $0.id) } })
  }
}

/// Lists the ids of the activities on the lock screen: the live (active or stale) ones and
/// the ended ones not yet dismissed, in the order the system shows them: the highest
/// relevance first, then the most recently started.
///
/// - Parameter count_out: Optional; receives the number of activities.
@c(foodtruck_activity_lock_screen) public func activityLockScreen(
  _ truck: UnsafePointer<foodtruck_truck>?, _ ids_out: UnsafeMutablePointer<Int32>?,
  _ capacity: UInt, _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_activity_lock_screen", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(ids_out, capacity, count_out, "ids_out")
    try buffer.write(
      session.read { $0.activities.onLockScreen.map { Int32(truncatingIfNeeded: $0.id) } })
  }
}

// MARK: - Presentations

/// Writes one piece of an activity's presentation at now, in the session's language: the lock
/// screen's title ("Order 1203"), donut count ("6 donuts", with plural forms), countdown and
/// "Remaining"; the Dynamic Island's image keys and expanded bottom line; the widget URL; the
/// activity's name; the notification's title and body.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown id.
///
/// - Parameters:
///   - id: The activity.
///   - slot: Which piece.
///   - now: The instant to show.
@c(foodtruck_activity_text) public func activityText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ id: Int32, _ slot: foodtruck_activity_text_slot,
  _ now: Int64,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_activity_text", truck) { session throws(BoundaryError) in
    let slot = try Arg.enumValue(slot, as: ActivityTextSlot.self, "slot")
    let now = try Arg.instant(now, "now")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    let text = try session.read { truck throws(FoodTruckError) in
      try truck.activityText(slot, activity: Int(id), now: now)
    }
    try buffer.write(text)
  }
}

/// Reads which activities the Dynamic Island shows: the owner (compact and expanded) is the
/// showing activity with the highest relevance, then the most recently started; the next one
/// by that order is shown minimal. 0 where there is none. Each change of owner is an event
/// (FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED); a change of the minimal one is not.
///
/// - Parameter island_out: Receives the layout.
@c(foodtruck_activity_island) public func activityIsland(
  _ truck: UnsafePointer<foodtruck_truck>?, _ island_out: UnsafeMutablePointer<foodtruck_island>?
) -> foodtruck_status {
  ffi("foodtruck_activity_island", truck) { session throws(BoundaryError) in
    let out = try Arg.out(island_out, "island_out")
    let layout = try session.read { $0.islandLayout }
    out.storeZeroingPadding(
      foodtruck_island(
        owner: Int32(truncatingIfNeeded: layout.owner ?? 0),
        minimal: Int32(truncatingIfNeeded: layout.minimal ?? 0)))
  }
}
