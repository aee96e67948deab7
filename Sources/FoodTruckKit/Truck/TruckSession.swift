// TruckSession: the stateful root. One reference type owning a Truck behind a lock, so that a
// session can be shared between threads (and across the C ABI as one handle).

/// A truck session shared between threads. Every access runs under the session's lock; the
/// closures passed in must not call back into the same session.
public final class TruckSession: @unchecked Sendable {
  @usableFromInline let lock = Lock()
  /// The state lives out of line so that `read` can lend it in place: loading a stored
  /// property would copy the Truck, retaining every array of a session that may hold a million
  /// orders, on every call. All access goes through the lock.
  @usableFromInline let state: UnsafeMutablePointer<Truck>

  /// A session over `truck` (by default the built-in catalog and default settings).
  public init(_ truck: Truck = Truck()) {
    state = .allocate(capacity: 1)
    state.initialize(to: truck)
  }

  deinit {
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// Reads the state under the lock, lent to `body` without a copy. (Inlinable, so that the
  /// caller's module specializes it; a generic call would copy the state.)
  @inlinable
  public func read<T, E: Error>(_ body: (borrowing Truck) throws(E) -> T) throws(E) -> T {
    try lock.withLock { () throws(E) -> T in try body(state.pointee) }
  }

  /// Changes the state under the lock, in place. Every mutating core operation validates its
  /// input before it changes anything, so an operation that throws leaves the state as it was:
  /// no partial updates. (A body that makes two changes and then throws keeps the first.)
  public func update<T, E: Error>(_ body: (inout Truck) throws(E) -> T) throws(E) -> T {
    try lock.withLock { () throws(E) -> T in try body(&state.pointee) }
  }
}
