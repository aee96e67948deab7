// SPDX-License-Identifier: Apache-2.0
// Lock: a pthread mutex. Chosen over Synchronization.Mutex because ThreadSanitizer understands
// it (TSan reports false races on Mutex's contended futex path; docs/architecture.md §4.7).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A non-recursive mutual-exclusion lock. Never call out to user code while holding it.
/// Public for the C boundary, which guards its own state (event callbacks) with the same kind
/// of lock.
public final class Lock: @unchecked Sendable {
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

  public init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with the lock held.
  @inlinable
  public func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
