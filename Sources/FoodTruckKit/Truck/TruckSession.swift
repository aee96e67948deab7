// TruckSession: the stateful root. One reference type owning a Truck behind a lock, so that a
// session can be shared between threads (and across the C ABI as one handle).

/// A truck session shared between threads. Every access runs under the session's lock; the
/// closures passed in must not call back into the same session.
public final class TruckSession: @unchecked Sendable {
  private let lock = Lock()
  private var truck: Truck

  /// A session over `truck` (by default the built-in catalog and default settings).
  public init(_ truck: Truck = Truck()) {
    self.truck = truck
  }

  /// Reads the state under the lock.
  public func read<T, E: Error>(_ body: (Truck) throws(E) -> T) throws(E) -> T {
    try lock.withLock { () throws(E) -> T in try body(truck) }
  }

  /// Changes the state under the lock, in place (no copy: a session may hold a million
  /// orders). Every mutating core operation validates its input before it changes anything, so
  /// an operation that throws leaves the state as it was: no partial updates.
  public func update<T, E: Error>(_ body: (inout Truck) throws(E) -> T) throws(E) -> T {
    try lock.withLock { () throws(E) -> T in try body(&truck) }
  }
}
