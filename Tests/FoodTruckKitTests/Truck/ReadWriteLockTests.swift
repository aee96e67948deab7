// SPDX-License-Identifier: Apache-2.0
// ReadWriteLockTests: the session's read-write lock (Internals/ReadWriteLock.swift) on its own:
// a writer excludes everyone, a waiting writer keeps new readers out, and many threads mixing
// reads and writes never see a write half done. (TruckSessionThreadsTests covers readers
// sharing it through a session.)

import FoodTruckKit
import FoodTruckTestSupport
import Testing

@Suite("ReadWriteLock")
struct ReadWriteLockTests {
  @Test("A writer waits for the reader inside; a reader that comes while it waits goes after it")
  func writerGoesBeforeLaterReaders() {
    let lock = ReadWriteLock()
    let events = LockedArray<String>()
    let firstReaderIn = LockedArray<Bool>()
    let release = LockedArray<Bool>()
    onThreads(3) { thread in
      switch thread {
      case 0:  // the reader inside when the writer comes
        lock.withReadLock {
          events.append("reader in")
          firstReaderIn.append(true)
          _ = eventually { !release.elements.isEmpty }
          events.append("reader out")
        }
      case 1:  // the writer
        guard eventually({ !firstReaderIn.elements.isEmpty }) else { return }
        lock.withWriteLock {
          events.append("writer in")
          events.append("writer out")
        }
      default:  // a reader that comes while the writer waits
        guard eventually({ !firstReaderIn.elements.isEmpty }), eventually({ lock.hasWriter })
        else { return }
        release.append(true)  // the first reader may leave once this one is about to ask
        lock.withReadLock { events.append("later reader in") }
      }
    }
    #expect(
      events.elements == ["reader in", "reader out", "writer in", "writer out", "later reader in"]
    )
    #expect(!lock.hasWriter)
  }

  @Test("Readers and writers on 8 threads: no reader sees a write half done, no write is lost")
  func mixedThreads() {
    final class Pair: @unchecked Sendable {
      var first = 0
      var second = 0
    }
    let lock = ReadWriteLock()
    let pair = Pair()
    let torn = LockedArray<Int>()
    let threads = 8
    let writesPerThread = 20_000
    onThreads(threads) { thread in
      for step in 0..<writesPerThread * 4 {
        if (step + thread) % 4 == 0 {
          lock.withWriteLock {
            pair.first += 1
            pair.second += 1
          }
        } else {
          let (first, second) = lock.withReadLock { (pair.first, pair.second) }
          if first != second { torn.append(first - second) }
        }
      }
    }
    #expect(torn.elements.isEmpty)
    #expect(
      lock.withReadLock { (pair.first, pair.second) } == (
        threads * writesPerThread, threads * writesPerThread
      ))
  }
}
