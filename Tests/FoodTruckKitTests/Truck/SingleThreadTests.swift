// SPDX-License-Identifier: Apache-2.0
// SingleThreadTests: the flag the counts of a call read (Internals/SingleThread.swift). The
// counts' behaviour when a thread starts in the middle of a call is tested through the C ABI,
// in a process that starts with one thread (tests/c/test_callbacks.c): this process has many.

import FoodTruckTestSupport
import Synchronization
import Testing

@testable import FoodTruckKit

@Suite("SingleThread")
struct SingleThreadTests {
  #if canImport(Glibc)
    @Test("glibc's flag is found, and it says this process has other threads than the caller")
    func findsGlibcFlag() {
      let thread = SingleThread()
      // Debian 12's glibc is 2.36: the flag exists (2.32 on). Not found, every count would
      // stay atomic, silently.
      #expect(thread.flag != nil)
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
    let subtracted = (
      plain.wrappingSubtract(43, alone: true), atomic.wrappingSubtract(43, alone: false)
    )
    #expect(subtracted.0 == subtracted.1)
    #expect(subtracted.0 == (42, UInt64.max))
    #expect(plain.load(ordering: .relaxed) == UInt64.max)
    #expect(atomic.load(ordering: .relaxed) == UInt64.max)
  }
}
