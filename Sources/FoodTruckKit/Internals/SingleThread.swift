// SPDX-License-Identifier: Apache-2.0
// SingleThread: whether the process runs one thread, so that the counts every call keeps (a
// handle's calls in flight, a session's readers) can skip their atomic instructions while it
// does, as glibc's own mutexes do.
//
// Why: on a machine where a locked instruction costs 6-10 ns, the four a getter makes are most
// of its cost, while a pthread mutex in a process of one thread makes none (glibc reads this
// same flag and takes the lock with a plain store). docs/conventions.md ("Threads") says
// what an embedder sees.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// glibc's `__libc_single_threaded` (glibc 2.32 and newer), looked up when the library starts
/// using it. While it reads nonzero, the calling thread is the only thread of the process: only
/// that thread can change that (pthread_create clears the flag before the new thread exists, and
/// a glibc that sets it again does so in the thread that joined the last other one, after the
/// join), so a read-modify-write of a word may be a plain load and store, and what it stored is
/// seen by every thread started later. Where the flag is missing (an older glibc, musl, Darwin)
/// it never reads as one thread, and every count stays atomic.
public struct SingleThread: Sendable {
  /// The flag's address; nil where the C library has none. (An address taken from the C
  /// library, never written here.)
  @usableFromInline nonisolated(unsafe) let flag: UnsafePointer<UInt8>?

  /// A flag of the caller's own, read where glibc's would be (for tests).
  init(flag: UnsafePointer<UInt8>?) {
    self.flag = flag
  }

  public init() {
    #if canImport(Glibc)
      // RTLD_DEFAULT (a null handle): the flag is glibc's, found wherever it is loaded.
      flag = dlsym(nil, "__libc_single_threaded").map {
        UnsafePointer($0.assumingMemoryBound(to: UInt8.self))
      }
    #else
      flag = nil
    #endif
  }

  /// Whether the calling thread is the process's only thread.
  @inlinable @inline(__always)
  public var isOnlyThread: Bool {
    guard let flag else { return false }
    return flag.pointee != 0
  }
}
