// SPDX-License-Identifier: Apache-2.0
// TruckSessionThreadsTests: what a session promises threads (docs/conventions.md, "Threads"):
// readers run together, a change in progress keeps no reader out until it puts its result in
// place, a tick that finds nothing due is a read, and changes take their turns in order. Each
// test waits for the other thread with a deadline, so a lock that serializes too much fails
// the test instead of hanging it.

import FoodTruckKit
import FoodTruckTestSupport
import Testing

@Suite("TruckSession threads")
struct TruckSessionThreadsTests {
  static let now: Int64 = 1_796_000_000_000

  @Test("Two readers are inside the session at once")
  func readersTogether() {
    let session = TruckSession()
    let inside = LockedArray<Int>()
    let metTheOther = LockedArray<Bool>()
    onThreads(2) { thread in
      session.read { _ in
        inside.append(thread)
        metTheOther.append(eventually { inside.elements.count == 2 })
      }
    }
    #expect(metTheOther.elements == [true, true])
  }

  @Test("While a change holds its turn, reads and a tick with nothing due go on beside it")
  func changeBesideReaders() throws {
    let session = TruckSession()
    let changing = LockedArray<Bool>()
    let seen = LockedArray<(cents: Int64, arrived: Int?)>()
    let waited = LockedArray<Bool>()
    onThreads(2) { thread in
      if thread == 0 {
        _ = try? session.change(.setCentsPerDonut(650)) { _ in
          changing.append(true)
          waited.append(eventually { !seen.elements.isEmpty })
        }
      } else {
        guard eventually({ !changing.elements.isEmpty }) else { return }
        let cents = session.read { $0.centsPerDonut }
        seen.append((cents, try? session.tick(to: Self.now)))
      }
    }
    #expect(waited.elements == [true], "the reader finished while the change held its turn")
    // It read the session before the change, and its tick, finding nothing due, returned.
    #expect(seen.elements.map(\.cents) == [Truck().centsPerDonut])
    #expect(seen.elements.map(\.arrived) == [0])
    #expect(session.read { $0.centsPerDonut } == 650)
    // The tick's instant was kept aside, and the change applied it first when it put its
    // result in place.
    #expect(session.read { $0.lastTick } == Self.now)
    // Kept aside until the next change, which applies it first.
    #expect(try session.tick(to: Self.now + 5_000) == 0)
    #expect(session.latestTick == Self.now + 5_000)
    #expect(session.read { $0.lastTick } == Self.now)
    #expect(throws: FoodTruckError.self) { try session.tick(to: Self.now + 4_999) }
    #expect(throws: FoodTruckError.self) { try session.change(.tick(now: Self.now + 4_999)) }
    try session.change(.setCentsPerDonut(700))
    #expect(session.read { $0.lastTick } == Self.now + 5_000)
  }

  @Test("A tick that finds something due is a change: it waits its turn and happens whole")
  func dueTickIsAChange() throws {
    let session = TruckSession()
    try session.change(.simulate(seed: 1, now: Self.now, streamLimit: 3))
    let due = try #require(session.read { $0.nextDue })
    let before = session.read { $0.orders.count }
    #expect(try session.tick(to: due) >= 1)
    #expect(session.read { $0.orders.count } > before)
    #expect(session.read { $0.lastTick } == due)
  }

  @Test("Changes take their turns in the order they asked")
  func fairTurns() {
    let lock = FairLock()
    let order = LockedArray<Int>()
    let holding = LockedArray<Bool>()
    onThreads(5) { thread in
      if thread == 0 {
        lock.withLock {
          holding.append(true)
          _ = eventually { lock.waiting == 4 }
          order.append(0)
        }
      } else {
        // Thread k asks once k - 1 threads wait: tickets 1, 2, 3, 4 in thread order.
        guard eventually({ !holding.elements.isEmpty && lock.waiting == thread - 1 }) else {
          return
        }
        lock.withLock { order.append(thread) }
      }
    }
    #expect(order.elements == [0, 1, 2, 3, 4])
  }
}
