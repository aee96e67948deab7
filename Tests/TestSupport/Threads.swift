// SPDX-License-Identifier: Apache-2.0
// Threads: raw POSIX threads for the concurrency tests of both test targets, without
// Foundation, and an array that many threads append to (guarded by the core's Lock).

import FoodTruckKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body(index)` for index 0..<count, each on its own new POSIX thread, all started before
/// any is joined, and returns when every thread has finished.
public func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  final class Job {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
  var threads: [pthread_t] = []
  for index in 0..<count {
    let job = Unmanaged.passRetained(Job { body(index) }).toOpaque()
    var thread = pthread_t()
    let created = pthread_create(
      &thread, nil,
      { raw in
        if let raw { Unmanaged<Job>.fromOpaque(raw).takeRetainedValue().run() }
        return nil
      }, job)
    if created == 0 {
      threads.append(thread)
    } else {
      Unmanaged<Job>.fromOpaque(job).takeRetainedValue().run()  // no thread: run inline
    }
  }
  for thread in threads { pthread_join(thread, nil) }
}

/// An array that many threads append to.
public final class LockedArray<Element>: @unchecked Sendable {
  private let lock = Lock()
  private var storage: [Element] = []

  public init() {}

  public func append(_ element: Element) {
    lock.withLock { storage.append(element) }
  }

  public var elements: [Element] {
    lock.withLock { storage }
  }
}

/// Whether `condition` holds within `seconds`, asked every millisecond: how a concurrency test
/// waits for another thread without a fixed sleep (a deadlock shows as false, not as a hang).
public func eventually(within seconds: Double = 10, _ condition: () -> Bool) -> Bool {
  for _ in 0..<Int(seconds * 1000) {
    if condition() { return true }
    usleep(1000)
  }
  return condition()
}
