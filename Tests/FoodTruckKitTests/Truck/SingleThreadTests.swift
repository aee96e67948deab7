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

  @Test("A count done as if alone and one done atomically give the same values")
  func plainAndAtomicCountsAgree() {
    let plain = Atomic<UInt64>(41)
    let atomic = Atomic<UInt64>(41)
    let added = (plain.wrappingAdd(1, alone: true), atomic.wrappingAdd(1, alone: false))
    #expect(added.0 == added.1)
    #expect(added.0 == (41, 42))
    let subtracted = (plain.subtract(40, alone: true), atomic.subtract(40, alone: false))
    #expect(subtracted.0 == subtracted.1)
    #expect(subtracted.0 == (42, 2))
    #expect(plain.load(ordering: .relaxed) == 2)
    #expect(atomic.load(ordering: .relaxed) == 2)
  }
}
