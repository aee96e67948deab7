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
/// here), all on one word that every reading thread writes. A reader here is one add to enter
/// and one to leave, inlined into the caller, on a counter of its own thread's (StripedCounts);
/// the mutex and condition variables are touched only when a writer is in the way.
public final class ReadWriteLock: @unchecked Sendable {
  /// Whether a writer holds the lock or waits for the readers to leave. Readers only read it:
  /// it stays in every reading core's cache.
  @usableFromInline let writer = Atomic<Bool>(false)
  /// The readers inside or backing out: one count, in stripes.
  @usableFromInline let readers = StripedCounts(count: 1)
  /// Whether the process runs one thread: then a reader counts itself with a plain add.
  @usableFromInline let thread = SingleThread()
  /// Guards the waits (every change of `writer` happens with it held, so that a wait on
  /// writerDone cannot miss one).
  private let waits = Lock()
  /// Signalled by a reader that leaves while a writer waits and finds no reader left.
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
    readers.deallocate()
  }

  /// Whether a writer holds the lock or waits for it (for tests).
  public var hasWriter: Bool { writer.load(ordering: .relaxed) }

  /// Runs `body` holding the lock shared with other readers.
  @inlinable
  public func withReadLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    // The reader counts itself, then looks for a writer; a writer sets `writer`, then adds up
    // the readers. Both in one order (sequentially consistent), so one of the two sees the
    // other: the reader backs out, or the writer waits for it. Reading `writer` clear acquires
    // the last writer's release, so the reader sees its changes. (With no other thread there is
    // no writer, and the add is a plain one: SingleThread.)
    let alone = thread.isOnlyThread
    let counter = readers.counter(0, stripe: StripedCounts.stripe(alone: alone))
    RaceAnnotations.lock(address, shared: true) {
      counter.enter(alone: alone)
      if writer.load(ordering: .sequentiallyConsistent) { waitForWriter(counter) }
    }
    defer { RaceAnnotations.unlock(address, shared: true) { leave(counter) } }
    return try body()
  }

  /// Runs `body` holding the lock alone.
  @inlinable
  public func withWriteLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    RaceAnnotations.lock(address, shared: false) { lockExclusive() }
    defer { RaceAnnotations.unlock(address, shared: false) { unlockExclusive() } }
    return try body()
  }

  /// A reader leaves (releasing: a writer that adds the readers up sees the reads done); one
  /// that finds a writer waiting and no reader left wakes it.
  @inlinable
  func leave(_ counter: UnsafeMutablePointer<Atomic<UInt64>>) {
    counter.leave(alone: thread.isOnlyThread)
    if writer.load(ordering: .sequentiallyConsistent) { wakeWriterIfLast() }
  }

  /// A reader that found a writer: backs out, waits until no writer holds or waits, and enters
  /// again (until it enters with no writer in the way).
  @usableFromInline
  func waitForWriter(_ counter: UnsafeMutablePointer<Atomic<UInt64>>) {
    repeat {
      leave(counter)
      pthread_mutex_lock(waits.mutex)
      while writer.load(ordering: .relaxed) {
        pthread_cond_wait(writerDone, waits.mutex)
      }
      pthread_mutex_unlock(waits.mutex)
      counter.enter(alone: false)
    } while writer.load(ordering: .sequentiallyConsistent)
  }

  /// Wakes the waiting writer when no reader is left. Every reader that leaves while `writer`
  /// is set comes here, so the last one wakes it whichever that is.
  @usableFromInline
  func wakeWriterIfLast() {
    guard readers.sum(0) == 0 else { return }
    pthread_mutex_lock(waits.mutex)
    pthread_cond_signal(readersGone)
    pthread_mutex_unlock(waits.mutex)
  }

  /// Waits for any other writer, keeps new readers out, then waits for the readers inside.
  @usableFromInline
  func lockExclusive() {
    pthread_mutex_lock(waits.mutex)
    while writer.load(ordering: .relaxed) {
      pthread_cond_wait(writerDone, waits.mutex)
    }
    writer.store(true, ordering: .sequentiallyConsistent)
    // A reader that leaves after a sum below that is not zero sees `writer` (the order above)
    // and signals, which waits for the mutex held here until the wait below has let it go: no
    // wake is missed. Acquiring (the loads of the sum): the readers' reads are done.
    while readers.sum(0) != 0 {
      pthread_cond_wait(readersGone, waits.mutex)
    }
    pthread_mutex_unlock(waits.mutex)
  }

  @usableFromInline
  func unlockExclusive() {
    pthread_mutex_lock(waits.mutex)
    // Releasing: pairs with the next reader's load of `writer` and the next writer's.
    writer.store(false, ordering: .releasing)
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
