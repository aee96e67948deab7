// TruckHandle: what an ft_truck * stands for: the core's session plus the C-only parts (the
// event callback). Every change goes through update(), which then hands the events it caused
// to the callback, with no lock held, so that the callback may call back in.

import CFoodTruck
import FoodTruckKit

/// A registered event callback. Its destroy function runs in deinit: exactly once, when the
/// last reference goes, which is after every delivery in flight has returned (a delivery holds
/// a reference), and never under a lock of the library.
final class EventSink: @unchecked Sendable {
  private let callback: ft_event_callback
  private let userData: UnsafeMutableRawPointer?
  private let destroy: ft_destroy_callback?

  init(
    callback: ft_event_callback, userData: UnsafeMutableRawPointer?, destroy: ft_destroy_callback?
  ) {
    self.callback = callback
    self.userData = userData
    self.destroy = destroy
  }

  func deliver(_ event: TruckEvent) {
    var event = ft_event(event)
    callback(&event, userData)
  }

  deinit {
    destroy?(userData)
  }
}

/// The object behind an ft_truck handle.
///
/// Events reach the callback through an outbox: a delivery moves the session's queued events
/// into it and hands them out one at a time, looking the callback up again for each, so a
/// callback that replaces itself stops receiving at once and its successor gets the rest, and
/// a poll from inside a callback finds nothing (events belong to the callback). Unregistering
/// leaves the outbox's events for ft_event_poll().
final class TruckHandle: @unchecked Sendable {
  let session = TruckSession()
  private let sinkLock = Lock()
  private var sink: EventSink?
  private var outbox = EventQueue()  // a batch taken from the session, being handed out

  /// Reads the session (see TruckSession.read).
  func read<T, E: Error>(_ body: (borrowing Truck) throws(E) -> T) throws(E) -> T {
    try session.read(body)
  }

  /// Changes the session, then delivers the events the change caused to the callback, if one
  /// is registered (otherwise they wait for ft_event_poll()).
  func update<T, E: Error>(_ body: (inout Truck) throws(E) -> T) throws(E) -> T {
    let result = try session.update(body)
    deliverEvents()
    return result
  }

  /// Replaces the callback. The old one is released after the lock is let go, so its destroy
  /// function never runs under a lock.
  func setSink(_ new: EventSink?) {
    var old = sinkLock.withLock { () -> EventSink? in
      let previous = sink
      sink = new
      return previous
    }
    old = nil  // released here, outside the lock; destroy runs now unless a delivery holds it
    _ = old
    deliverEvents()
  }

  /// Up to `limit` events for a poller: none while a callback is registered (they are the
  /// callback's), else the outbox's leftovers first, then the session's queue.
  func poll(limit: Int) -> [TruckEvent] {
    sinkLock.withLock { () -> [TruckEvent] in
      guard sink == nil else { return [] }
      let fromOutbox = outbox.drain(limit: limit)
      return fromOutbox + session.update { $0.pollEvents(limit: limit - fromOutbox.count) }
    }
  }

  /// How many events a poll would find now.
  var pending: Int {
    sinkLock.withLock { () -> Int in
      sink == nil ? outbox.count + session.read { $0.events.count } : 0
    }
  }

  private func deliverEvents() {
    while true {
      // Lock order: sinkLock, then the session's lock; never the other way round.
      let next = sinkLock.withLock { () -> (EventSink, TruckEvent)? in
        guard let sink else { return nil }
        if outbox.count == 0 {
          for event in session.update({ $0.pollEvents() }) { outbox.append(event) }
        }
        guard let event = outbox.drain(limit: 1).first else { return nil }
        return (sink, event)
      }
      guard let (sink, event) = next else { return }
      sink.deliver(event)  // no lock held: the callback may call back in
    }
  }
}
