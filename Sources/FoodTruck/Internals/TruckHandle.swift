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
final class TruckHandle: @unchecked Sendable {
  let session = TruckSession()
  private let sinkLock = Lock()
  private var sink: EventSink?

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

  private func deliverEvents() {
    guard let sink = sinkLock.withLock({ sink }) else { return }
    let events = session.update { $0.pollEvents() }
    for event in events { sink.deliver(event) }
  }
}
