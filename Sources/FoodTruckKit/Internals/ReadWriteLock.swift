// SPDX-License-Identifier: Apache-2.0
// ReadWriteLock and FairLock: the two locks of a session (TruckSession). Readers share the
// first and a change takes it alone only to put its result in place; changes pass the second
// one at a time, in the order they came. Both are built on pthread mutexes and condition
// variables and on atomics, which ThreadSanitizer understands (see Lock.swift).

import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A lock that readers share and a writer holds alone. A writer that waits keeps new readers
/// out, so a stream of readers never starves it; readers never wait for more than the reads in
/// flight and one writer's hold. Not recursive: a reader must not take it again (a writer
/// waiting between would deadlock both).
///
/// Why not pthread_rwlock_t: a read of the session is most of what a getter costs, and glibc's
/// read lock and unlock are two calls that do more than count (about 8 ns of a 17 ns getter
/// here). A reader here is one atomic add to enter and one to leave, inlined into the caller;
/// the mutex and condition variables are touched only when a writer is in the way.
public final class ReadWriteLock: @unchecked Sendable {
  /// How many readers hold the lock or are backing out (the low bits), and `writer`: a writer
  /// holds the lock or waits for the readers to leave.
  @usableFromInline let state = Atomic<UInt64>(0)
  @usableFromInline static let writer: UInt64 = 1 << 63
  /// Whether the process runs one thread: then a reader counts itself with a plain add.
  @usableFromInline let thread = SingleThread()
  /// Guards the waits (every change of `writer` happens with it held, so that a wait on
  /// writerDone cannot miss one).
  private let waits = Lock()
  /// Signalled by the last reader to leave while a writer waits.
  private let readersGone: UnsafeMutablePointer<pthread_cond_t>
  /// Broadcast when a writer lets go: readers and writers waiting for it try again.
  private let writerDone: UnsafeMutablePointer<pthread_cond_t>

  /// Where ThreadSanitizer knows this lock by (RaceAnnotations).
  @usableFromInline var address: UnsafeRawPointer {
    UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
  }

  public init() {
    readersGone = .allocate(capacity: 1)
    readersGone.initialize(to: pthread_cond_t())
    pthread_cond_init(readersGone, nil)
    writerDone = .allocate(capacity: 1)
    writerDone.initialize(to: pthread_cond_t())
    pthread_cond_init(writerDone, nil)
    RaceAnnotations.created(address)
  }

  deinit {
    RaceAnnotations.destroyed(address)
    pthread_cond_destroy(readersGone)
    readersGone.deallocate()
    pthread_cond_destroy(writerDone)
    writerDone.deallocate()
  }

  /// Whether a writer holds the lock or waits for it (for tests).
  public var hasWriter: Bool { state.load(ordering: .relaxed) & ReadWriteLock.writer != 0 }

  /// Runs `body` holding the lock shared with other readers.
  @inlinable
  public func withReadLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    // Acquiring: pairs with a writer's release of the lock, so the reader sees its changes.
    // The add and a writer's setting of `writer` are read-modify-writes of one word, so one
    // of the two sees the other: the reader backs out, or the writer waits for it. (With no
    // other thread there is no other writer, and the add is a plain one: SingleThread.)
    RaceAnnotations.lock(address, shared: true) {
      let entered = state.wrappingAdd(1, alone: thread.isOnlyThread)
      if entered.oldValue & ReadWriteLock.writer != 0 { waitForWriter() }
    }
    defer { RaceAnnotations.unlock(address, shared: true) { leave() } }
    return try body()
  }

  /// Runs `body` holding the lock alone.
  @inlinable
  public func withWriteLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    RaceAnnotations.lock(address, shared: false) { lockExclusive() }
    defer { RaceAnnotations.unlock(address, shared: false) { unlockExclusive() } }
    return try body()
  }

  /// A reader leaves; the last one to leave while a writer waits wakes it.
  @inlinable
  func leave() {
    // Releasing: pairs with the waiting writer's load, so it sees the reads done.
    let left = state.subtract(1, alone: thread.isOnlyThread)
    if left.newValue == ReadWriteLock.writer { wakeWriter() }
  }

  /// A reader that found a writer: backs out, waits until no writer holds or waits, and enters
  /// again (until it enters with no writer in the way).
  @usableFromInline
  func waitForWriter() {
    repeat {
      leave()
      pthread_mutex_lock(waits.mutex)
      while state.load(ordering: .relaxed) & ReadWriteLock.writer != 0 {
        pthread_cond_wait(writerDone, waits.mutex)
      }
      pthread_mutex_unlock(waits.mutex)
    } while state.wrappingAdd(1, ordering: .acquiring).oldValue & ReadWriteLock.writer != 0
  }

  @usableFromInline
  func wakeWriter() {
    pthread_mutex_lock(waits.mutex)
    pthread_cond_signal(readersGone)
    pthread_mutex_unlock(waits.mutex)
  }

  /// Waits for any other writer, keeps new readers out, then waits for the readers inside.
  @usableFromInline
  func lockExclusive() {
    pthread_mutex_lock(waits.mutex)
    while state.load(ordering: .relaxed) & ReadWriteLock.writer != 0 {
      pthread_cond_wait(writerDone, waits.mutex)
    }
    state.bitwiseOr(ReadWriteLock.writer, ordering: .acquiringAndReleasing)
    // Acquiring: pairs with the last reader's leave. A reader that leaves after this load
    // finds `writer` alone in the word and signals, which waits for the mutex held here
    // until the wait below has let it go: no wake is missed.
    while state.load(ordering: .acquiring) != ReadWriteLock.writer {
      pthread_cond_wait(readersGone, waits.mutex)
    }
    pthread_mutex_unlock(waits.mutex)
  }

  @usableFromInline
  func unlockExclusive() {
    pthread_mutex_lock(waits.mutex)
    // Releasing: pairs with the next reader's add and the next writer's or.
    state.bitwiseAnd(~ReadWriteLock.writer, ordering: .releasing)
    pthread_cond_broadcast(writerDone)
    pthread_mutex_unlock(waits.mutex)
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
