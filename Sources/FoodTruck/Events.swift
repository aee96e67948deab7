// SPDX-License-Identifier: Apache-2.0
// Events: what happened in a session, delivered by polling or by a callback.
//
// C <-> Swift
//   foodtruck_event               TruckEvent
//   foodtruck_event_kind          TruckEventKind
//   callback + user_data   EventSink (destroy runs in its deinit: exactly once)
//
// Events come from foodtruck_truck_tick() (live orders arriving, countdowns finishing, activities
// going stale, expiring, being dismissed) and from the calls that change orders and activities,
// each with its own instant, queued in the order the calls made them. Only ticks refuse a now
// behind the latest tick; a shell that passes an earlier now to another call gets its events
// stamped with that now, after the tick's.

import CFoodTruck
import FoodTruckKit

// MARK: - foodtruck_event

/// Takes up to capacity of the oldest queued events, in the order they happened. Unlike the
/// other array functions this drains a queue: it writes what fits and leaves the rest for the
/// next call (count_out says how many were written; 0 when none wait). The queue keeps the
/// newest FOODTRUCK_EVENT_QUEUE_CAPACITY (10,000) events, about 40 bytes each; see
/// foodtruck_event_dropped(). While a callback is registered, events go to the callback instead, and
/// a poll finds none.
///
/// Errors: FOODTRUCK_ERR_NULL_ARGUMENT when count_out is NULL: here it is required. Never
/// FOODTRUCK_ERR_BUFFER_TOO_SMALL: what does not fit waits for the next call.
/// FOODTRUCK_ERR_INVALID_STATE for a view (foodtruck_truck_new_view()): the events of changes
/// made through a view are its truck's, polled there.
///
/// Thread safety: each event goes to exactly one caller.
///
/// - Parameters:
///   - events_out: The caller's array (NULL with capacity 0 only counts what waits).
///   - count_out: Receives the number written (or, with capacity 0, the number waiting).
@c(foodtruck_event_poll) public func eventPoll(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?,
  _ events_out: UnsafeMutablePointer<foodtruck_event>?,
  _ capacity: UInt, _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_event_poll", truck) { session throws(BoundaryError) in
    let capacity = try Arg.count(capacity, "capacity")
    guard events_out != nil || capacity == 0 else {
      throw BoundaryError(
        FOODTRUCK_ERR_NULL_ARGUMENT, "events_out is NULL but its capacity is \(capacity)")
    }
    let out = try Arg.out(count_out, "count_out")
    guard let events_out, capacity > 0 else {
      out.pointee = UInt(try session.pending())
      return
    }
    let events = try session.poll(limit: capacity)
    for (index, event) in events.enumerated() {
      (events_out + index).storeZeroingPadding(foodtruck_event(event))
    }
    out.pointee = UInt(events.count)
  }
}

/// Reads how many events the queue has dropped because nobody polled (it keeps the newest
/// FOODTRUCK_EVENT_QUEUE_CAPACITY). Never grows while a callback is registered.
///
/// - Parameter count_out: Receives the number dropped since the session began.
@c(foodtruck_event_dropped) public func eventDropped(
  _ truck: UnsafePointer<foodtruck_truck>?, _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_event_dropped", truck) { session throws(BoundaryError) in
    let out = try Arg.out(count_out, "count_out")
    out.pointee = try UInt(session.read { $0.events.dropped })
  }
}

/// Registers a callback that receives every event from now on (events already queued are
/// delivered at once), replacing any previous one; a NULL callback unregisters and events
/// queue for foodtruck_event_poll() again (the newest FOODTRUCK_EVENT_QUEUE_CAPACITY of those not yet
/// delivered are kept).
///
/// Delivery: the callback runs synchronously, on the thread of the call that produced the event
/// (foodtruck_truck_tick(), foodtruck_order_apply(), ...), before that call returns, with no lock
/// of the library held, so it may call any function, on this truck too, even free it. Events reach
/// it in the order they happened, each exactly once, and none is dropped, however many one call
/// produces. Delivery is flat: the callback is never re-entered on its thread. A call it makes that
/// produces events returns at once, and those events are delivered by the same loop after the
/// callback returns, in order; so stack use does not grow with the backlog.
///
/// Memory: while a callback is registered the queue holds only the events not yet delivered,
/// about 40 bytes each: those of the call being served and of the calls the callback makes.
///
/// Ownership: user_data is the caller's; the library passes it back untouched and calls
/// destroy (if not NULL) with it exactly once: when this callback is replaced, unregistered,
/// or the truck is freed, after every delivery in flight has returned. If registering fails, or
/// callback is NULL, destroy is not called (there is nothing to release later).
///
/// Views: the callback registered on a truck receives the events of changes made through its
/// views (foodtruck_truck_new_view()) too; a view has none of its own to register for
/// (FOODTRUCK_ERR_INVALID_STATE). Freeing the truck unregisters its callback even while views of
/// it live on.
///
/// Thread safety: when several threads change one truck at once, an event may be handed out by
/// another of those calls, and deliveries on different threads may run at the same time: the
/// callback must allow that.
///
/// - Parameters:
///   - callback: Receives each event, or NULL to unregister.
///   - user_data: Passed to callback and destroy.
///   - destroy: Optional; releases user_data.
/// - Returns: FOODTRUCK_OK, FOODTRUCK_ERR_INVALID_HANDLE or, for a view,
///   FOODTRUCK_ERR_INVALID_STATE.
@c(foodtruck_truck_set_event_callback) public func truckSetEventCallback(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ callback: foodtruck_event_callback?,
  _ user_data: UnsafeMutableRawPointer?, _ destroy: foodtruck_destroy_callback?
) -> foodtruck_status {
  ffi("foodtruck_truck_set_event_callback", truck) { session throws(BoundaryError) in
    try session.setSink {
      callback.map { EventSink(callback: $0, userData: user_data, destroy: destroy) }
    }
  }
}

/// Writes a short description of an event kind in the session's language ("activity stale"),
/// for logs and transcripts.
///
/// - Parameter kind: The event kind.
@c(foodtruck_event_name) public func eventName(
  _ truck: UnsafePointer<foodtruck_truck>?, _ kind: foodtruck_event_kind,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_event_name", truck) { session throws(BoundaryError) in
    let kind = try Arg.enumValue(kind, as: TruckEventKind.self, "kind")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(kind.name) })
  }
}

/// Writes what an event kind means for the order it concerns, in the session's language, for a
/// legend ("its preparation countdown reached 0:00; the donuts are done").
///
/// - Parameter kind: The event kind.
@c(foodtruck_event_explanation) public func eventExplanation(
  _ truck: UnsafePointer<foodtruck_truck>?, _ kind: foodtruck_event_kind,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_event_explanation", truck) { session throws(BoundaryError) in
    let kind = try Arg.enumValue(kind, as: TruckEventKind.self, "kind")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(kind.explanation) })
  }
}
