// SPDX-License-Identifier: Apache-2.0
// ReadWriteLock and FairLock: the two locks of a session (TruckSession). Readers share the
// first and a change takes it alone only to put its result in place; changes pass the second
// one at a time, in the order they came. Both are pthread primitives, which ThreadSanitizer
// understands (see Lock.swift).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A lock that readers share and a writer holds alone. A writer that waits keeps new readers
/// out (glibc's writer-preferring kind), so a stream of readers never starves it; readers never
/// wait for more than the reads in flight and one writer's hold. Not recursive: a reader must
/// not take it again (a writer waiting between would deadlock both).
public final class ReadWriteLock: @unchecked Sendable {
  @usableFromInline let lock: UnsafeMutablePointer<pthread_rwlock_t>

  public init() {
    lock = .allocate(capacity: 1)
    lock.initialize(to: pthread_rwlock_t())
    var attributes = pthread_rwlockattr_t()
    pthread_rwlockattr_init(&attributes)
    #if canImport(Glibc)
      pthread_rwlockattr_setkind_np(
        &attributes, Int32(PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP))
    #endif
    pthread_rwlock_init(lock, &attributes)
    pthread_rwlockattr_destroy(&attributes)
  }

  deinit {
    pthread_rwlock_destroy(lock)
    lock.deallocate()
  }

  /// Runs `body` holding the lock shared with other readers.
  @inlinable
  public func withReadLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    pthread_rwlock_rdlock(lock)
    defer { pthread_rwlock_unlock(lock) }
    return try body()
  }

  /// Runs `body` holding the lock alone.
  @inlinable
  public func withWriteLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    pthread_rwlock_wrlock(lock)
    defer { pthread_rwlock_unlock(lock) }
    return try body()
  }
}

/// A mutual-exclusion lock that lets threads in in the order they asked (a ticket lock over a
/// mutex and a condition variable). A mutex lets the thread that just let it go take it again
/// before one that waits is scheduled, so two threads changing a session back to back could
/// starve a third for seconds; here each waits for the holds before its own only.
public final class FairLock: @unchecked Sendable {
  private let mutex = Lock()
  private let turn: UnsafeMutablePointer<pthread_cond_t>
  /// The next ticket handed out, and the one whose turn it is (guarded by `mutex`).
  private var nextTicket: UInt64 = 0
  private var serving: UInt64 = 0
  private var waitingCount = 0

  public init() {
    turn = .allocate(capacity: 1)
    turn.initialize(to: pthread_cond_t())
    pthread_cond_init(turn, nil)
  }

  deinit {
    pthread_cond_destroy(turn)
    turn.deallocate()
  }

  /// How many threads have asked for the lock and wait for their turn (for tests).
  public var waiting: Int {
    pthread_mutex_lock(mutex.mutex)
    defer { pthread_mutex_unlock(mutex.mutex) }
    return waitingCount
  }

  /// Runs `body` with the lock held, after every thread that asked for it before.
  public func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    pthread_mutex_lock(mutex.mutex)
    let ticket = nextTicket
    nextTicket &+= 1
    waitingCount += 1
    while serving != ticket { pthread_cond_wait(turn, mutex.mutex) }
    waitingCount -= 1
    pthread_mutex_unlock(mutex.mutex)
    defer {
      pthread_mutex_lock(mutex.mutex)
      serving &+= 1
      pthread_cond_broadcast(turn)
      pthread_mutex_unlock(mutex.mutex)
    }
    return try body()
  }
}
