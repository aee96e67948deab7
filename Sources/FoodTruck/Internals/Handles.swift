// SPDX-License-Identifier: Apache-2.0
// Handles: the registry behind every opaque handle.
//
// A handle is not an address: it encodes (generation, slot, type tag) in a pointer-sized value
// that the library never dereferences. Lookups go through this table, so a freed handle (its
// slot's generation has moved on), a handle of another type (tag mismatch) or a foreign
// pointer (heap addresses are aligned, so their low byte never equals a tag) is answered with
// FOODTRUCK_ERR_INVALID_HANDLE instead of undefined behaviour. A call stays counted in its handle's
// slot until it returns: a _free racing another call on the same handle never frees the object
// under that call. Each thread counts its calls on a counter of its own (StripedCounts), so
// threads calling on one handle together write no common word.
// Requires 64-bit pointers.

import FoodTruckKit
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The type tag stored in a handle's low byte. Values are part of the handle encoding only.
enum HandleKind: UInt8 {
  case truck = 0xF1
}

/// The process-wide handle table. The one global of the boundary: C hands us integers, so
/// something must map them back to objects.
let handles = HandleRegistry()

/// The table. A lookup takes no lock and writes only its thread's counter of its slot: every
/// call of the API looks its handle up, from any number of threads at once. A slot's word holds
/// its generation (the high 32 bits) and its state: `live` (it holds a live handle), `retiring`
/// (freed, and calls may still be in it) or neither (free, or retired for good). A lookup counts
/// itself in, then reads the word: the generation and `live` must match, or it counts itself
/// out; then it runs the call with the object and counts itself out. Freeing turns `live` into
/// `retiring`; whoever finds the slot retiring and its calls added up to none (the free itself,
/// or the last lookup to leave) claims it by changing the word, releases the registry's
/// reference and hands the slot on, with the next generation. Inserting and handing slots on
/// take the registry's lock.
final class HandleRegistry: @unchecked Sendable {
  /// Slots come in chunks that are never moved or freed, so that a lookup can read one while
  /// another thread adds a chunk.
  private struct Chunk {
    let words: UnsafeMutablePointer<Atomic<UInt64>>
    /// Each slot's lookups in it, a counter per thread stripe.
    let calls: StripedCounts
    /// Written only while the slot is not live and has no lookup in it; read inside a lookup.
    let objects: UnsafeMutablePointer<Unmanaged<AnyObject>?>
    let kinds: UnsafeMutablePointer<UInt8>
  }

  private static let chunkBits = 12
  private static let chunkSize = 1 << chunkBits
  /// Slots are 24 bits of the encoding.
  private static let maximumSlots = 1 << 24
  private static let live: UInt64 = 1 << 31
  private static let retiring: UInt64 = 1 << 30

  /// The chunks' addresses (0: not made yet), read without the lock.
  private let directory: UnsafeMutablePointer<Atomic<UInt>>
  /// Each chunk's counts of lookups, set before its address is.
  private let counts: UnsafeMutablePointer<StripedCounts?>
  private let chunkCount = maximumSlots / chunkSize
  /// Guarded by `lock`.
  private let lock = Lock()
  /// Whether the process runs one thread: then a lookup counts itself with a plain add.
  private let thread: SingleThread
  private var slotCount = 0
  private var freeSlots: [Int] = []

  /// A table; `thread` says when the calling thread is alone (a test hands in a flag of its
  /// own).
  init(thread: SingleThread = SingleThread()) {
    self.thread = thread
    directory = .allocate(capacity: chunkCount)
    for index in 0..<chunkCount { (directory + index).initialize(to: Atomic(0)) }
    counts = .allocate(capacity: chunkCount)
    counts.initialize(repeating: nil, count: chunkCount)
  }

  /// The process's table lives as long as the process; a test's goes with what it still holds.
  deinit {
    for index in 0..<slotCount {
      guard let (chunk, offset) = chunk(of: index) else { continue }
      chunk.objects[offset]?.release()
    }
    for number in 0..<chunkCount {
      let address = directory[number].load(ordering: .relaxed)
      UnsafeMutableRawPointer(bitPattern: address)?.deallocate()
      counts[number]?.deallocate()
    }
    directory.deallocate()
    counts.deallocate()
  }

  /// Registers `object` and returns its handle, or nil when 2^24 handles are alive at once.
  func insert(_ object: AnyObject, kind: HandleKind) -> UInt? {
    lock.withLock { () -> UInt? in
      let index: Int
      if let reused = freeSlots.popLast() {
        index = reused
      } else {
        guard slotCount < HandleRegistry.maximumSlots else { return nil }
        index = slotCount
        slotCount += 1
        if index % HandleRegistry.chunkSize == 0 { makeChunk(index >> HandleRegistry.chunkBits) }
      }
      guard let (chunk, offset) = chunk(of: index) else { return nil }  // made above
      let word = chunk.words + offset
      // To ThreadSanitizer, a slot is a lock that calls hold shared (RaceAnnotations): filling
      // it is holding it alone.
      RaceAnnotations.lock(word, shared: false) {}
      chunk.objects[offset] = Unmanaged.passRetained(object)
      chunk.kinds[offset] = kind.rawValue
      let generation = word.pointee.load(ordering: .relaxed) >> 32
      RaceAnnotations.unlock(word, shared: false) {
        // Releasing: a lookup that sees `live` sees the object and kind written above.
        word.pointee.store(generation << 32 | HandleRegistry.live, ordering: .releasing)
      }
      return HandleRegistry.encode(generation: UInt32(generation), slot: index, kind: kind)
    }
  }

  /// Runs `body` with the live object behind `handle` when it is of `kind` and returns true;
  /// false, without running it, otherwise. Takes no lock and no reference: while `body` runs,
  /// the lookup stays counted in the slot, which keeps the object alive (a free racing the call
  /// releases it when the call leaves), so a call costs two atomic operations here (none in a
  /// process of one thread: SingleThread).
  @inline(__always)
  func withObject<E: Error>(
    _ handle: UInt, kind: HandleKind, _ body: (AnyObject) throws(E) -> Void
  ) throws(E) -> Bool {
    guard let slot = enter(handle, kind: kind) else { return false }
    defer { leave(slot) }
    // Entered: the slot holds the object (set before it became live, cleared only by handOn).
    guard let object = slot.object.pointee else { return false }
    // _withUnsafeGuaranteedRef rethrows untyped errors: the typed one is carried out.
    var failure: E?
    object._withUnsafeGuaranteedRef { object in
      do throws(E) { try body(object) } catch { failure = error }
    }
    if let failure { throw failure }
    return true
  }

  /// The live object behind `handle` when it is of `kind`, else nil: a strong reference, for
  /// tests. Takes no lock.
  func lookup(_ handle: UInt, kind: HandleKind) -> AnyObject? {
    var found: AnyObject?
    _ = withObject(handle, kind: kind) { found = $0 }
    return found
  }

  /// Unregisters `handle`; false when it is not a live handle of `kind`. The registry's
  /// reference is released now, or by the last call still in the slot, when it returns.
  func remove(_ handle: UInt, kind: HandleKind) -> Bool {
    guard let slot = enter(handle, kind: kind) else { return false }
    defer { leave(slot) }  // the last to leave hands the slot on
    return update(slot) { $0 & ~HandleRegistry.live | HandleRegistry.retiring }
  }

  /// Test hook: sets the generation of the slot behind live `handle` and returns the handle
  /// that now stands for its object, so that a test can reach the end of the generations
  /// without 2^32 frees. Not reachable from the C ABI.
  func setGeneration(_ generation: UInt32, of handle: UInt, kind: HandleKind) -> UInt? {
    guard generation > 0, let slot = enter(handle, kind: kind) else { return nil }
    defer { leave(slot) }
    guard update(slot, { UInt64(generation) << 32 | ($0 & 0xFFFF_FFFF) }) else { return nil }
    return HandleRegistry.encode(generation: generation, slot: slot.index, kind: kind)
  }

  /// A slot a lookup is in: what a call reads of it, four words that stay in registers (the
  /// rest of the chunk is found again by `index` when the slot is handed on).
  private struct Slot {
    let word: UnsafeMutablePointer<Atomic<UInt64>>
    /// The calling thread's counter of the slot's lookups.
    let counter: UnsafeMutablePointer<Atomic<UInt64>>
    let object: UnsafeMutablePointer<Unmanaged<AnyObject>?>
    let index: Int
  }

  /// Enters the slot of `handle`, counting the lookup on its thread's counter, when the handle is live and
  /// of `kind`; nil otherwise. Inlined: a Slot returned through memory stalls the load that
  /// reads it back (store forwarding), a quarter of a getter's time.
  @inline(__always)
  private func enter(_ handle: UInt, kind: HandleKind) -> Slot? {
    guard let (generation, index) = HandleRegistry.decode(handle, kind: kind),
      let (chunk, offset) = chunk(of: index)
    else { return nil }
    let alone = thread.isOnlyThread
    let slot = Slot(
      word: chunk.words + offset,
      counter: chunk.calls.counter(offset, stripe: StripedCounts.stripe(alone: alone)),
      object: chunk.objects + offset, index: index)
    let entered = RaceAnnotations.tryLockShared(slot.word) { () -> Bool in
      // Counted in, then the word read; a free changes the word, then adds the lookups up: in
      // one order (sequentially consistent), so the free counts this lookup or the lookup sees
      // the free. Acquiring: the object and kind written before the slot became live are seen.
      // (With no other thread there is no free to race: a plain add, SingleThread.)
      slot.counter.enter(alone: alone)
      let seen = slot.word.pointee.load(ordering: .sequentiallyConsistent)
      return seen >> 32 == UInt64(generation) && seen & HandleRegistry.live != 0
    }
    guard entered else {
      // Counted out again; the slot may have been freed with this lookup counted in it.
      handOnIfLast(slot, seen: leaveCounter(slot))
      return nil
    }
    guard chunk.kinds[offset] == kind.rawValue else {
      leave(slot)
      return nil
    }
    return slot
  }

  /// Sets the word of a live slot the caller is in to `change` of it; false when the slot is
  /// no longer live (another thread freed it first).
  private func update(_ slot: Slot, _ change: (UInt64) -> UInt64) -> Bool {
    var seen = slot.word.pointee.load(ordering: .relaxed)
    while true {
      guard seen & HandleRegistry.live != 0 else { return false }
      let (set, now) = slot.word.pointee.compareExchange(
        expected: seen, desired: change(seen), successOrdering: .acquiringAndReleasing,
        failureOrdering: .relaxed)
      if set { return true }
      seen = now
    }
  }

  /// Leaves a slot; the last to leave a freed slot hands it on.
  @inline(__always)
  private func leave(_ slot: Slot) {
    let seen = RaceAnnotations.unlock(slot.word, shared: true) { leaveCounter(slot) }
    handOnIfLast(slot, seen: seen)
  }

  /// Counts the lookup out of its slot and returns the slot's word read after (sequentially
  /// consistent: a free that changed the word before sees this lookup gone, or this lookup
  /// sees the free).
  @inline(__always)
  private func leaveCounter(_ slot: Slot) -> UInt64 {
    slot.counter.leave(alone: thread.isOnlyThread)
    return slot.word.pointee.load(ordering: .sequentiallyConsistent)
  }

  /// When `seen` (the slot's word) says freed and no lookup is left in the slot: claims the
  /// slot (of every thread that finds it so, the one whose change of the word succeeds),
  /// releases its object and makes it free with the next generation. A slot whose generation
  /// would wrap is retired instead of reused: otherwise its first handle, freed 2^32 reuses
  /// earlier, would become valid again. (Retiring costs one of 2^24 slots per 2^32 frees.)
  @inline(__always)
  private func handOnIfLast(_ slot: Slot, seen: UInt64) {
    guard seen & HandleRegistry.retiring != 0 else { return }
    handOn(slot, seen: seen)
  }

  private func handOn(_ slot: Slot, seen: UInt64) {
    // Every lookup that saw the slot live was counted in before the free changed the word, so
    // counters adding up to none (each read after that change) mean none is left; a lookup
    // counted in since sees the word changed and touches nothing.
    guard let (chunk, offset) = chunk(of: slot.index), chunk.calls.sum(offset) == 0 else {
      return
    }
    let generation = seen >> 32
    let reused = generation < UInt64(UInt32.max)
    // Neither live nor retiring: free with the next generation, or retired for good.
    let next = reused ? (generation + 1) << 32 : generation << 32
    // Acquiring: the calls' reads of the object are done before it is released.
    guard
      slot.word.pointee.compareExchange(
        expected: seen, desired: next, ordering: .acquiringAndReleasing
      ).exchanged
    else { return }
    // Alone in the slot (for ThreadSanitizer, after every call that held it shared).
    RaceAnnotations.lock(slot.word, shared: false) {}
    let object = slot.object.pointee
    slot.object.pointee = nil
    RaceAnnotations.unlock(slot.word, shared: false) {}
    if reused { lock.withLock { freeSlots.append(slot.index) } }
    object?.release()  // after the lock: the object's deinit may run a destroy callback
  }

  /// The chunk and offset of slot `index`, or nil when no chunk holds it yet.
  @inline(__always)
  private func chunk(of index: Int) -> (Chunk, Int)? {
    let number = index >> HandleRegistry.chunkBits
    guard number < chunkCount else { return nil }
    let address = directory[number].load(ordering: .acquiring)
    guard let words = UnsafeMutablePointer<Atomic<UInt64>>(bitPattern: address) else {
      return nil
    }
    let size = HandleRegistry.chunkSize
    // The three arrays of a chunk are one allocation: words, then objects, then kinds.
    let objects = UnsafeMutableRawPointer(words + size).assumingMemoryBound(
      to: Unmanaged<AnyObject>?.self)
    let kinds = UnsafeMutableRawPointer(objects + size).assumingMemoryBound(to: UInt8.self)
    // Set before the address was stored (releasing), read after it was loaded (acquiring).
    guard let calls = counts[number] else { return nil }
    return (
      Chunk(words: words, calls: calls, objects: objects, kinds: kinds), index & (size - 1)
    )
  }

  /// Makes chunk `number` (with the lock held): every slot free, generation 1.
  private func makeChunk(_ number: Int) {
    let size = HandleRegistry.chunkSize
    let bytes = size * (MemoryLayout<UInt64>.stride + MemoryLayout<UInt>.stride + 1)
    let raw = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 8)
    let words = raw.bindMemory(to: Atomic<UInt64>.self, capacity: size)
    for offset in 0..<size { (words + offset).initialize(to: Atomic(1 << 32)) }
    let objects = (raw + size * 8).bindMemory(to: Unmanaged<AnyObject>?.self, capacity: size)
    objects.initialize(repeating: nil, count: size)
    (raw + size * 16).bindMemory(to: UInt8.self, capacity: size).initialize(
      repeating: 0, count: size)
    counts[number] = StripedCounts(count: size)
    // Releasing: a lookup that finds the address finds the slots made.
    directory[number].store(UInt(bitPattern: words), ordering: .releasing)
  }

  private static func encode(generation: UInt32, slot: Int, kind: HandleKind) -> UInt {
    UInt(generation) << 32 | UInt(slot) << 8 | UInt(kind.rawValue)
  }

  private static func decode(_ handle: UInt, kind: HandleKind) -> (generation: UInt32, index: Int)?
  {
    guard UInt8(truncatingIfNeeded: handle) == kind.rawValue else { return nil }
    let generation = UInt32(truncatingIfNeeded: handle >> 32)
    let index = Int(truncatingIfNeeded: (handle >> 8) & 0xFF_FFFF)
    return (generation, index)
  }
}
