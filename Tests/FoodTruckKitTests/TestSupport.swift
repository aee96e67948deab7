// TestSupport: raw POSIX threads for the concurrency tests, without Foundation.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body(index)` for index 0..<count, each on its own new POSIX thread, all started before
/// any is joined, and returns when every thread has finished.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
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

/// An array that many threads append to, guarded by a mutex.
final class LockedArray<Element>: @unchecked Sendable {
  private var mutex = pthread_mutex_t()
  private var storage: [Element] = []

  init() { pthread_mutex_init(&mutex, nil) }
  deinit { pthread_mutex_destroy(&mutex) }

  func append(_ element: Element) {
    pthread_mutex_lock(&mutex)
    storage.append(element)
    pthread_mutex_unlock(&mutex)
  }

  var elements: [Element] {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    return storage
  }
}
