// SPDX-License-Identifier: Apache-2.0
// TruckHandle: what a foodtruck_truck * stands for: the core's session plus the C-only parts (the
// event callback). Every change goes through change(), which then hands the events it caused
// to the callback, with no lock held, so that the callback may call back in.

import CFoodTruck
import FoodTruckKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A registered event callback. Its destroy function runs in deinit: exactly once, when the
/// last reference goes, which is after every delivery in flight has returned (a delivery holds
/// a reference), and never under a lock of the library.
final class EventSink: @unchecked Sendable {
  private let callback: foodtruck_event_callback
  private let userData: UnsafeMutableRawPointer?
  private let destroy: foodtruck_destroy_callback?

  init(
    callback: foodtruck_event_callback, userData: UnsafeMutableRawPointer?,
    destroy: foodtruck_destroy_callback?
  ) {
    self.callback = callback
    self.userData = userData
    self.destroy = destroy
  }

  /// The callback reads the event from memory of ours: its padding is zeroed as any output's.
  func deliver(_ event: TruckEvent) {
    withUnsafeTemporaryAllocation(of: foodtruck_event.self, capacity: 1) { memory in
      guard let pointer = memory.baseAddress else { return }  // capacity 1: never nil
      pointer.storeZeroingPadding(foodtruck_event(event))
      callback(pointer, userData)
    }
  }

  deinit {
    destroy?(userData)
  }
}

/// The object behind a foodtruck_truck handle: the session's own handle, or a view of it
/// (foodtruck_truck_new_view). A view shows the session through its own presentation
/// (TruckView); the session's handle shows the session's own, the one its file keeps. Both
/// share the session's state and its events.
final class TruckHandle: @unchecked Sendable {
  let session: TruckSession
  /// The view this handle is, or nil for the session's own handle.
  let view: TruckView?
  /// The event callback and its delivery: the session's, shared by its views.
  private let events: EventDelivery

  init(_ session: TruckSession = TruckSession()) {
    self.session = session
    view = nil
    events = EventDelivery(session)
  }

  /// A view of `base`'s session, showing at first what `base` shows.
  init(viewOf base: TruckHandle) {
    session = base.session
    view = TruckView(of: base.session, presentation: base.presentation)
    events = base.events
  }

  /// What this handle shows the session through.
  private var presentation: Truck.Presentation {
    view?.read { $0.presentation } ?? session.read { $0.presentation }
  }

  /// Reads the session under one hold of its lock (see TruckSession.read), the core's error
  /// translated for C (see core(argument:_:)): the one way a call reads the truck. A text is
  /// put in the session's language inside the same read (Truck.words).
  func read<T>(
    argument: String? = nil, _ body: (borrowing Truck) throws(FoodTruckError) -> T
  ) throws(BoundaryError) -> T {
    try core(argument: argument) { () throws(FoodTruckError) in
      if let view { return try view.read(body) }
      return try session.read(body)
    }
  }

  /// Applies a change (see TruckSession.change), committed to the session's file if it has
  /// one, then delivers the events it caused to the callback, if one is registered (otherwise
  /// they wait for foodtruck_event_poll()). Returns the change's result.
  @discardableResult
  func change(argument: String? = nil, _ change: TruckChange) throws(BoundaryError) -> Int {
    let result = try core(argument: argument) { () throws(FoodTruckError) in
      if let view { return try view.change(change) }
      return try session.change(change)
    }
    events.deliver()
    return result
  }

  /// Applies a change as change(argument:_:) does and hands back what `before` reads of the
  /// state it was applied to, under the same hold of the lock (see TruckSession.change(_:reading:)).
  func change<T>(
    _ change: TruckChange, reading before: (borrowing Truck) -> T
  ) throws(BoundaryError) -> T {
    let value = try core { () throws(FoodTruckError) in
      try session.change(change, reading: before).before
    }
    events.deliver()
    return value
  }

  /// Moves the session to `now` in slices (see TruckSession.tick(to:slice:)), then delivers
  /// the events as change(argument:_:) does. Returns how many orders arrived.
  func tick(_ now: Int64) throws(BoundaryError) -> Int {
    let arrived = try core { () throws(FoodTruckError) in try session.tick(to: now) }
    events.deliver()
    return arrived
  }

  /// The order with `number`, or FOODTRUCK_ERR_NOT_FOUND.
  func order(_ number: Int32) throws(BoundaryError) -> Order {
    try read { truck throws(FoodTruckError) in try truck.orders.order(number: Int(number)) }
  }

  /// The live activity with `id`, or FOODTRUCK_ERR_NOT_FOUND.
  func activity(_ id: Int32) throws(BoundaryError) -> LiveActivity {
    try read { truck throws(FoodTruckError) in try truck.activities.activity(id: Int(id)) }
  }

  /// Replaces the session's event callback (see EventDelivery.setSink) with the one `make`
  /// makes, once the handle is known to have events: a sink made and then refused would call
  /// its destroy function.
  func setSink(_ make: () -> EventSink?) throws(BoundaryError) {
    try ownEvents().setSink(make())
  }

  /// Up to `limit` events for a poller (see EventDelivery.poll).
  func poll(limit: Int) throws(BoundaryError) -> [TruckEvent] {
    try ownEvents().poll(limit: limit)
  }

  /// How many events a poll would find now.
  func pending() throws(BoundaryError) -> Int { try ownEvents().pending }

  /// The session's events, handed out through the session's own handle alone: a view's
  /// changes deliver theirs to the callback registered there.
  private func ownEvents() throws(BoundaryError) -> EventDelivery {
    guard view == nil else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_STATE,
        "truck is a view: its events are its truck's, registered for or polled on that handle")
    }
    return events
  }

  /// The session's handle takes its callback with it (its destroy function runs now, as when
  /// it is replaced): its views go on, their events queued for no one.
  deinit {
    if view == nil { events.setSink(nil) }
  }
}

/// A session's event callback and the threads delivering to it: one per session, shared by
/// its handle and its views, since the events are the session's.
///
/// Delivery is flat. The first call on a thread that finds events for the callback becomes
/// that thread's delivery loop: it hands the session's events out one at a time, oldest
/// first, until none is left. A call made inside the callback, on the same thread, only queues
/// the events it causes; the loop delivers them after the callback returns. So the callback is
/// never re-entered on its thread, and stack use stays the same however long the backlog.
///
/// While a callback is registered the session's queue is lossless: a tick that causes 20,000
/// events queues all of them and the loop delivers each one. The callback is looked up again
/// for every event, so a callback that replaces itself stops receiving at once and its
/// successor gets the rest; unregistering leaves the rest for foodtruck_event_poll(), in the bounded
/// queue again.
final class EventDelivery: @unchecked Sendable {
  private let session: TruckSession
  private let sinkLock = Lock()
  private var sink: EventSink?
  /// The threads whose delivery loop for this truck is running (more than one only when
  /// several threads change the truck at once).
  private var deliveringThreads: [pthread_t] = []

  init(_ session: TruckSession) {
    self.session = session
  }

  /// Replaces the callback. The old one is released after the lock is let go, so its destroy
  /// function never runs under a lock.
  func setSink(_ new: EventSink?) {
    var old = sinkLock.withLock { () -> EventSink? in
      let previous = sink
      sink = new
      // Lock order: sinkLock, then the session's lock; never the other way round.
      session.update { $0.setEventsLossless(new != nil) }
      return previous
    }
    old = nil  // released here, outside the lock; destroy runs now unless a delivery holds it
    _ = old
    deliver()
  }

  /// Up to `limit` events for a poller: none while a callback is registered (they are the
  /// callback's).
  func poll(limit: Int) -> [TruckEvent] {
    sinkLock.withLock { () -> [TruckEvent] in
      sink == nil ? session.update { $0.pollEvents(limit: limit) } : []
    }
  }

  /// How many events a poll would find now.
  var pending: Int {
    sinkLock.withLock { () -> Int in sink == nil ? session.read { $0.events.count } : 0 }
  }

  /// Runs this thread's delivery loop, unless one is already running further up the stack.
  func deliver() {
    let thread = pthread_self()
    let outermost = sinkLock.withLock { () -> Bool in
      guard sink != nil, !deliveringThreads.contains(where: { pthread_equal($0, thread) != 0 })
      else { return false }
      deliveringThreads.append(thread)
      return true
    }
    guard outermost else { return }
    while let (sink, event) = nextDelivery() {
      sink.deliver(event)  // no lock held: the callback may call back in
    }
  }

  /// The callback and the oldest event for it; nil (and this thread's loop over) when either
  /// is missing.
  private func nextDelivery() -> (EventSink, TruckEvent)? {
    sinkLock.withLock { () -> (EventSink, TruckEvent)? in
      if let sink, let event = session.update({ $0.nextEvent() }) { return (sink, event) }
      let thread = pthread_self()
      deliveringThreads.removeAll { pthread_equal($0, thread) != 0 }
      return nil
    }
  }
}
