// SPDX-License-Identifier: Apache-2.0
// StripedCounts: counts that every call keeps (a handle's calls in flight, a session's
// readers), split so that threads reading together write no word another thread writes.
//
// Why: one word counted by every thread moves from core to core on every call: with 2 to 4
// threads reading one session, the two words each call wrote (the handle's slot and the read
// lock's count) took about a tenth of the machine and kept 4 threads under 1.8 times one
// thread's reads. Here each thread counts in one of `stripes` counters, picked from its
// identity, each on a cache line pair of its own; the rare side (a writer that waits for the
// readers, a free that waits for the calls) adds them up.

import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A table of counts, each kept as `stripes` counters that add up to it. A thread enters and
/// leaves on the same counter (the one ``stripe(alone:)`` gives it), so a counter never goes below
/// zero, and a count read as the sum of its counters, each read once, is never below the number
/// of threads that were inside throughout the reading.
///
/// Entering and leaving are sequentially consistent: a thread that enters a count and then reads
/// a flag, against one that sets the flag and then reads the count, has one of the two see the
/// other (the flag being a writer's or a free's).
public struct StripedCounts: @unchecked Sendable {
  /// Counters per count (a power of two).
  public static let stripes = 16
  /// Counts per block: a block holds each stripe's counters of 16 counts on 128 bytes of their
  /// own (two cache lines, as the adjacent-line prefetcher fetches them).
  @usableFromInline static let countsPerBlock = 16

  /// The memory calloc gave (kept for free, and so that leak checkers find the block), and the
  /// first counter, at its first 128-byte boundary.
  private let memory: UnsafeMutableRawPointer
  @usableFromInline let base: UnsafeMutablePointer<Atomic<UInt64>>

  /// A table of `count` counts, each zero. Zeroed by calloc, so that pages no count uses are
  /// never touched (a handle table's chunk has 4,096 counts, 512 KiB of counters).
  public init(count: Int) {
    let blocks = (count + Self.countsPerBlock - 1) / Self.countsPerBlock
    let bytes = blocks * Self.countsPerBlock * Self.stripes * MemoryLayout<UInt64>.stride
    guard let memory = calloc(1, bytes + 128) else { fatalError("out of memory") }
    self.memory = memory
    // Zero bytes are a zero count: the memory is bound, not initialized again.
    base = (memory + 127).alignedDown(toMultipleOf: 128).bindMemory(
      to: Atomic<UInt64>.self, capacity: bytes / 8)
  }

  /// Frees the table (its owner's deinit).
  public func deallocate() {
    free(memory)
  }

  /// The stripe of the calling thread, from the page number of its descriptor (pthread_self);
  /// or 0 when it is the process's only thread (`alone`: SingleThread), which has no other
  /// thread to keep apart from. glibc puts a thread's descriptor at the top of its stack's
  /// mapping, and stacks of one size (by default a power of two plus a guard page) lie one page
  /// more than a multiple of 16 pages apart: threads made one after another take stripes one
  /// after another. The 4 KiB page number and the 64 KiB one are mixed, for either page size;
  /// 4 threads made in a row shared a stripe in 1 process of 40 (a multiplicative hash of the
  /// address: in 24 of 30). Two threads that share a stripe stay correct, only slower.
  @inlinable @inline(__always)
  public static func stripe(alone: Bool) -> Int {
    if alone { return 0 }
    #if canImport(Glibc)
      let identity = UInt(pthread_self())  // an integer there, a pointer elsewhere
    #else
      let identity = UInt(bitPattern: pthread_self())
    #endif
    return Int(truncatingIfNeeded: (identity >> 12) ^ (identity >> 16)) & (stripes - 1)
  }

  /// The counter of count `index` that threads of `stripe` write.
  @inlinable @inline(__always)
  public func counter(_ index: Int, stripe: Int) -> UnsafeMutablePointer<Atomic<UInt64>> {
    let block = index / Self.countsPerBlock
    return base
      + ((block * Self.stripes + stripe) * Self.countsPerBlock
        + index % Self.countsPerBlock)
  }

  /// Count `index`: the sum of its counters, each read once.
  public func sum(_ index: Int) -> UInt64 {
    var total: UInt64 = 0
    for stripe in 0..<Self.stripes {
      total &+= counter(index, stripe: stripe).pointee.load(ordering: .sequentiallyConsistent)
    }
    return total
  }
}

extension UnsafeMutablePointer where Pointee == Atomic<UInt64> {
  /// Counts the calling thread in (a counter of StripedCounts): a sequentially consistent add,
  /// or a plain load and store when `alone` (the caller is the process's only thread:
  /// SingleThread).
  @inlinable @inline(__always)
  public func enter(alone: Bool) {
    if alone {
      pointee.store(pointee.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
    } else {
      pointee.wrappingAdd(1, ordering: .sequentiallyConsistent)
    }
  }

  /// Counts the calling thread out of the counter it entered. Below zero it traps: a count
  /// that lost an update must not go on silently.
  @inlinable @inline(__always)
  public func leave(alone: Bool) {
    if alone {
      pointee.store(pointee.load(ordering: .relaxed) - 1, ordering: .relaxed)
    } else {
      _ = pointee.subtract(1, ordering: .sequentiallyConsistent)
    }
  }
}
