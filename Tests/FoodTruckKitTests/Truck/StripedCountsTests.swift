// SPDX-License-Identifier: Apache-2.0
// StripedCountsTests: the counts a call keeps, split by thread (Internals/StripedCounts.swift):
// where the counters lie, that each count adds up across threads, and that a count kept as if
// alone and one kept atomically agree. The counts at work are tested where they are used: the
// read lock (ReadWriteLockTests) and the handle table (Tests/FoodTruckTests/HandlesTests.swift).

import FoodTruckTestSupport
import Synchronization
import Testing

@testable import FoodTruckKit

@Suite("StripedCounts")
struct StripedCountsTests {
  @Test("The stripes of one count lie on 128-byte blocks of their own; neighbouring counts share")
  func layout() {
    let counts = StripedCounts(count: 40)
    defer { counts.deallocate() }
    let stripes = StripedCounts.stripes
    for index in [0, 15, 16, 17, 39] {
      let addresses = (0..<stripes).map { UInt(bitPattern: counts.counter(index, stripe: $0)) }
      let blocks = Set(addresses.map { $0 / 128 })
      #expect(blocks.count == stripes, "count \(index): each stripe in a block of its own")
    }
    // Counts 16 apart in one stripe: the next block of that stripe, 16 stripes' blocks on.
    let first = UInt(bitPattern: counts.counter(0, stripe: 3))
    #expect(UInt(bitPattern: counts.counter(1, stripe: 3)) == first + 8)
    #expect(UInt(bitPattern: counts.counter(16, stripe: 3)) == first + UInt(stripes) * 128)
    #expect(first % 128 == 0, "a stripe's counters start a 128-byte block")
  }

  @Test("A thread's stripe: 0 when alone, else the same one each time it asks, of 16")
  func stripeOfAThread() {
    #expect(StripedCounts.stripe(alone: true) == 0)
    let asked = Mutex<[[Int]]>([])
    onThreads(8) { _ in
      let twice = [StripedCounts.stripe(alone: false), StripedCounts.stripe(alone: false)]
      asked.withLock { $0.append(twice) }
    }
    let stripes = asked.withLock { $0 }
    #expect(stripes.count == 8)
    for pair in stripes {
      #expect(pair[0] == pair[1])
      #expect((0..<StripedCounts.stripes).contains(pair[0]))
    }
  }

  @Test("Eight threads entering one count: it adds up to all of them, and to 0 once they leave")
  func sumsAcrossThreads() {
    let counts = StripedCounts(count: 20)
    defer { counts.deallocate() }
    let inside = Atomic<Int>(0)
    let leave = Atomic<Bool>(false)
    onThreads(9) { index in
      guard index < 8 else {  // the ninth: checks the sum once all are in, then lets them go
        while inside.load(ordering: .acquiring) < 8 * 1000 {}
        #expect(counts.sum(7) == 8 * 1000)
        #expect(counts.sum(6) == 0, "a neighbouring count is untouched")
        leave.store(true, ordering: .releasing)
        return
      }
      let counter = counts.counter(7, stripe: StripedCounts.stripe(alone: false))
      for _ in 0..<1000 {
        counter.enter(alone: false)
        inside.add(1, ordering: .releasing)
      }
      while !leave.load(ordering: .acquiring) {}
      for _ in 0..<1000 { counter.leave(alone: false) }
    }
    #expect(counts.sum(7) == 0)
  }

  @Test("A count kept as if alone and one kept atomically give the same values")
  func plainAndAtomicAgree() {
    let counts = StripedCounts(count: 2)
    defer { counts.deallocate() }
    let plain = counts.counter(0, stripe: 5)
    let atomic = counts.counter(1, stripe: 5)
    for _ in 0..<41 {
      plain.enter(alone: true)
      atomic.enter(alone: false)
    }
    for _ in 0..<40 {
      plain.leave(alone: true)
      atomic.leave(alone: false)
    }
    #expect(counts.sum(0) == 1)
    #expect(counts.sum(1) == 1)
    #expect(plain.pointee.load(ordering: .relaxed) == 1)
  }
}
