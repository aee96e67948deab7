// TestSupport: helpers shared by the boundary suites: reading results through the buffer
// convention, C strings from raw bytes, raw threads, and a reader of the boundary's sources.

import CFoodTruck
import FoodTruck
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Handles

/// A new truck handle, or a recorded failure.
func newTruck(sourceLocation: SourceLocation = #_sourceLocation) throws
  -> UnsafeMutablePointer<ft_truck>
{
  var truck: UnsafeMutablePointer<ft_truck>?
  try #require(truckNew(&truck) == FT_OK, sourceLocation: sourceLocation)
  return try #require(truck, sourceLocation: sourceLocation)
}

/// The calling thread's last error message.
var lastErrorText: String { String(cString: lastError()) }

// MARK: - The buffer convention

/// Reads a text result the way a C caller does: size query, then a buffer of exactly that
/// size plus the NUL. Both calls must succeed and agree on the length.
func readText(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ call: (UnsafeMutablePointer<CChar>?, UInt, UnsafeMutablePointer<UInt>?) -> ft_status
) throws -> String {
  var length: UInt = .max
  try #require(call(nil, 0, &length) == FT_OK, sourceLocation: sourceLocation)
  var buffer = [CChar](repeating: 0x7F, count: Int(length) + 1)
  var written: UInt = .max
  let status = buffer.withUnsafeMutableBufferPointer {
    call($0.baseAddress, UInt($0.count), &written)
  }
  try #require(status == FT_OK, sourceLocation: sourceLocation)
  #expect(written == length, sourceLocation: sourceLocation)
  #expect(buffer.last == 0, "text is NUL-terminated", sourceLocation: sourceLocation)
  return String(decoding: buffer.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Reads an id array result: count query, then an array of exactly that count.
func readIDs(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ call: (UnsafeMutablePointer<Int32>?, UInt, UnsafeMutablePointer<UInt>?) -> ft_status
) throws -> [Int32] {
  var count: UInt = .max
  try #require(call(nil, 0, &count) == FT_OK, sourceLocation: sourceLocation)
  var ids = [Int32](repeating: -99, count: Int(count))
  var written: UInt = .max
  let status = ids.withUnsafeMutableBufferPointer { call($0.baseAddress, UInt($0.count), &written) }
  try #require(status == FT_OK, sourceLocation: sourceLocation)
  #expect(written == count, sourceLocation: sourceLocation)
  return ids
}

/// Calls `body` with a NUL-terminated C string made of `bytes` (which need not be UTF-8).
func withCString<R>(bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
  let chars = (bytes + [0]).map { CChar(bitPattern: $0) }
  return body(chars)  // the array's storage, valid for the call
}

/// A flavor profile as [salty, sweet, bitter, sour, savory, spicy].
func axes(_ profile: ft_flavor_profile) -> [Int32] {
  [profile.salty, profile.sweet, profile.bitter, profile.sour, profile.savory, profile.spicy]
}

// MARK: - Threads

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
