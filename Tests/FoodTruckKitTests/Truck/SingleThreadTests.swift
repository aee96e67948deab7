// SPDX-License-Identifier: Apache-2.0
// SingleThreadTests: the flag the counts of a call read (Internals/SingleThread.swift). The
// counts across a thread's start are tested with a flag the test sets
// (Tests/FoodTruckTests/HandlesTests.swift) and through the C ABI in a process that starts with
// one thread (tests/c/test_callbacks.c): this process has many.

import FoodTruckTestSupport
import Synchronization
import Testing

@testable import FoodTruckKit

#if canImport(Glibc)
  import Glibc
#endif

@Suite("SingleThread")
struct SingleThreadTests {
  #if canImport(Glibc)
    @Test("glibc's flag is found from glibc 2.32 on, and it says this process has other threads")
    func findsGlibcFlag() {
      let thread = SingleThread()
      // From glibc 2.32 on the flag exists: not found, every count would stay atomic,
      // silently. Before, it must not be found (nothing else is read in its place).
      var buffer = [CChar](repeating: 0, count: 64)  // "glibc 2.36"
      #expect(confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count) > 0)
      let version = String(cString: buffer)
      let parts =
        version.split(separator: " ").last?.split(separator: ".").compactMap { Int($0) }
        ?? []
      let hasFlag = parts.count >= 2 && (parts[0], parts[1]) >= (2, 32)
      #expect((thread.flag != nil) == hasFlag, "glibc \(version)")
      let alone = LockedArray<Bool>()
      onThreads(2) { _ in alone.append(thread.isOnlyThread) }
      #expect(alone.elements == [false, false])
    }
  #endif
}
