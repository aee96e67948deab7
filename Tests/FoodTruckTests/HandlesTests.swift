// SPDX-License-Identifier: Apache-2.0
// HandlesTests: the handle table's generations. A handle encodes (generation, slot, type tag);
// freeing moves the slot's generation on so that every copy of the old handle is stale. A
// slot whose generation would wrap is retired rather than reused, or its first handle would
// come back to life after 2^32 reuses. The internal hook setGeneration reaches the last
// generation without 2^32 frees.

import CFoodTruck
import FoodTruckTestSupport
import Synchronization
import Testing

@testable import FoodTruck
@testable import FoodTruckKit

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Handles")
struct HandlesTests {
  /// The slot a truck handle stands for (bits 8 to 31 of the encoding).
  static func slot(_ handle: UInt) -> UInt { (handle >> 8) & 0xFF_FFFF }

  @Test("A slot at the last generation is retired when freed: its handles stay stale forever")
  func lastGenerationRetires() throws {
    let first = UInt(bitPattern: try newTruck())
    let last = try #require(handles.setGeneration(UInt32.max, of: first, kind: .truck))
    #expect(last >> 32 == UInt(UInt32.max))
    #expect(Self.slot(last) == Self.slot(first))
    let lastTruck = UnsafeMutablePointer<foodtruck_truck>(bitPattern: last)
    #expect(
      truckSetLocale(lastTruck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK, "the new generation is live")
    #expect(
      truckSetLocale(UnsafeMutablePointer(bitPattern: first), FOODTRUCK_LOCALE_AR)
        == FOODTRUCK_ERR_INVALID_HANDLE, "the old generation is stale")
    #expect(truckFree(lastTruck) == FOODTRUCK_OK)
    #expect(truckSetLocale(lastTruck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_ERR_INVALID_HANDLE)

    // New trucks never get the retired slot back, whatever its wrapped generation would be.
    var fresh: [UnsafeMutablePointer<foodtruck_truck>] = []
    for _ in 0..<64 { fresh.append(try newTruck()) }
    #expect(fresh.allSatisfy { Self.slot(UInt(bitPattern: $0)) != Self.slot(last) })
    for wrapped in [UInt(0), 1, 2] {
      let handle = wrapped << 32 | (last & 0xFFFF_FFFF)
      #expect(
        truckSetLocale(UnsafeMutablePointer(bitPattern: handle), FOODTRUCK_LOCALE_AR)
          == FOODTRUCK_ERR_INVALID_HANDLE, "generation \(wrapped) of the retired slot")
    }
    for truck in fresh { #expect(truckFree(truck) == FOODTRUCK_OK) }
  }

  @Test("Below the last generation a freed slot is reused with the next generation")
  func reuseBelowTheLast() throws {
    // A private table: the process-wide one is shared with tests running in parallel, which
    // could take the freed slot first.
    let registry = HandleRegistry()
    let first = try #require(registry.insert(Token(), kind: .truck))
    let near = try #require(registry.setGeneration(UInt32.max - 1, of: first, kind: .truck))
    #expect(registry.remove(near, kind: .truck) != nil)
    let reused = try #require(registry.insert(Token(), kind: .truck))
    #expect(Self.slot(reused) == Self.slot(near), "the freed slot comes back first")
    #expect(reused >> 32 == UInt(UInt32.max), "with the next generation, the last one")
    #expect(registry.lookup(near, kind: .truck) == nil)
    #expect(registry.remove(reused, kind: .truck) != nil)
    let next = try #require(registry.insert(Token(), kind: .truck))
    #expect(Self.slot(next) != Self.slot(reused), "then the slot is retired")
  }

  /// An object to register.
  final class Token {}

  /// An object that says when the table lets it go.
  final class Watched {
    let shared: Straddle
    init(_ shared: Straddle) { self.shared = shared }
    deinit { shared.released.store(true, ordering: .releasing) }
  }

  /// What the two threads of countsAcrossAThreadStart share.
  final class Straddle: Sendable {
    let released = Atomic<Bool>(false)
    /// Odd: the other thread looks the handle up again and again; even: it must not.
    let phase = Atomic<Int>(0)
    /// The phase the other thread last acted on (an even one: it has stopped).
    let seen = Atomic<Int>(-1)
    let lookups = Atomic<Int>(0)
    let done = Atomic<Bool>(false)
  }

  @Test("A call entered alone and left once another thread runs leaves its count exact")
  func countsAcrossAThreadStart() throws {
    // The flag as this test sets it, read where glibc's would be. Each trial is a call that
    // enters with the flag saying "alone" (a plain add) and, in the middle, a thread starts:
    // the flag goes to 0 and another thread looks the handle up again and again while the call
    // leaves. A leave that trusted the flag read at entry would be a plain store racing those
    // lookups, and lose counts: the free below would then not let the object go (or trap).
    let flag = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    flag.initialize(to: 0)
    defer { flag.deallocate() }
    let registry = HandleRegistry(thread: SingleThread(flag: UnsafePointer(flag)))
    let shared = Straddle()
    let handle = try #require(registry.insert(Watched(shared), kind: .truck))
    let flagAddress = UInt(bitPattern: flag)  // for the driving thread
    onThreads(2) { index in
      if index == 0 {  // the other thread
        while !shared.done.load(ordering: .acquiring) {
          let phase = shared.phase.load(ordering: .acquiring)
          if phase & 1 == 1 {
            _ = registry.withObject(handle, kind: .truck) { _ in }
            shared.lookups.add(1, ordering: .releasing)
          }
          shared.seen.store(phase, ordering: .releasing)
        }
        return
      }
      guard let flag = UnsafeMutablePointer<UInt8>(bitPattern: flagAddress) else { return }
      for trial in 0..<20_000 {
        // The other thread has stopped: it reads the flag only once told to go on.
        while shared.seen.load(ordering: .acquiring) != 2 * trial {}
        flag.pointee = 1
        _ = registry.withObject(handle, kind: .truck) { _ in
          flag.pointee = 0
          let before = shared.lookups.load(ordering: .relaxed)
          shared.phase.store(2 * trial + 1, ordering: .releasing)
          while shared.lookups.load(ordering: .acquiring) < before + 20 {}
        }
        shared.phase.store(2 * trial + 2, ordering: .releasing)
      }
      while shared.seen.load(ordering: .acquiring) != 40_000 {}
      shared.done.store(true, ordering: .releasing)
    }
    let releasedBefore = shared.released.load(ordering: .acquiring)
    #expect(!releasedBefore)
    #expect(registry.remove(handle, kind: .truck))
    let releasedAfter = shared.released.load(ordering: .acquiring)
    #expect(releasedAfter, "the free let the object go at once")
    #expect(registry.lookup(handle, kind: .truck) == nil)
  }

  /// An object that counts the calls inside it and says, when let go, whether one still was.
  final class Guarded {
    let inside = Atomic<Int>(0)
    let releases: Released
    init(_ releases: Released) { self.releases = releases }
    deinit {
      releases.count.add(1, ordering: .relaxed)
      if inside.load(ordering: .acquiring) != 0 { releases.early.add(1, ordering: .relaxed) }
    }
  }

  final class Released: Sendable {
    let count = Atomic<Int>(0)
    /// Objects let go with a call inside.
    let early = Atomic<Int>(0)
  }

  @Test("A free waits for the calls in flight on four other threads: the last to leave lets go")
  func freeWaitsForEveryThread() throws {
    let registry = HandleRegistry()
    let released = Released()
    let handle = try #require(registry.insert(Guarded(released), kind: .truck))
    let entered = Atomic<Int>(0)
    let gate = Atomic<Int>(0)  // how many of the calls may leave
    let left = Atomic<Int>(0)
    onThreads(5) { index in
      guard index == 4 else {
        _ = registry.withObject(handle, kind: .truck) { _ in
          entered.add(1, ordering: .releasing)
          while gate.load(ordering: .acquiring) <= index {}
        }
        left.add(1, ordering: .releasing)
        return
      }
      // The freeing thread: every call is in, counted on its own thread's counter.
      while entered.load(ordering: .acquiring) < 4 {}
      #expect(registry.remove(handle, kind: .truck))
      #expect(registry.lookup(handle, kind: .truck) == nil, "a new call is refused at once")
      #expect(!registry.remove(handle, kind: .truck), "and a second free")
      for leaving in 0..<4 {
        #expect(released.count.load(ordering: .acquiring) == 0, "\(4 - leaving) calls inside")
        gate.store(leaving + 1, ordering: .releasing)
        while left.load(ordering: .acquiring) < leaving + 1 {}
      }
      #expect(released.count.load(ordering: .acquiring) == 1, "let go by the last call out")
    }
    #expect(released.early.load(ordering: .relaxed) == 0)
  }

  @Test(
    "Calls on 4 threads while a fifth frees and registers again: each object let go once, never with a call inside"
  )
  func freesRacingCalls() throws {
    let registry = HandleRegistry()
    let released = Released()
    let current = Atomic<UInt>(0)  // the handle the callers use
    let done = Atomic<Bool>(false)
    let enteredThisRound = Atomic<Int>(0)
    let rounds = 400
    onThreads(5) { index in
      guard index == 4 else {
        while !done.load(ordering: .acquiring) {
          let handle = current.load(ordering: .acquiring)
          _ = registry.withObject(handle, kind: .truck) { object in
            guard let object = object as? Guarded else { return }
            object.inside.add(1, ordering: .acquiringAndReleasing)
            enteredThisRound.add(1, ordering: .releasing)
            for _ in 0..<1_000 { _ = object.inside.load(ordering: .relaxed) }
            object.inside.subtract(1, ordering: .acquiringAndReleasing)
          }
        }
        return
      }
      for _ in 0..<rounds {
        guard let handle = registry.insert(Guarded(released), kind: .truck) else { return }
        enteredThisRound.store(0, ordering: .releasing)
        current.store(handle, ordering: .releasing)
        // Freed once two calls have come in: most often with a call inside.
        while enteredThisRound.load(ordering: .acquiring) < 2 { sched_yield() }
        _ = registry.remove(handle, kind: .truck)
      }
      done.store(true, ordering: .releasing)
    }
    #expect(released.count.load(ordering: .relaxed) == rounds)
    #expect(released.early.load(ordering: .relaxed) == 0)
  }

  @Test("The hook refuses generation 0, a stale handle and a handle of another kind")
  func hookRefuses() throws {
    let truck = try newTruck()
    defer { truckFree(truck) }
    let raw = UInt(bitPattern: truck)
    #expect(handles.setGeneration(0, of: raw, kind: .truck) == nil)
    #expect(handles.setGeneration(7, of: raw ^ 0xFF, kind: .truck) == nil)
    #expect(handles.setGeneration(7, of: raw &+ (1 << 32), kind: .truck) == nil)
  }
}
