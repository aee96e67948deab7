// SPDX-License-Identifier: Apache-2.0
// Handles: the registry behind every opaque handle.
//
// A handle is not an address: it encodes (generation, slot, type tag) in a pointer-sized value
// that the library never dereferences. Lookups go through this table, so a freed handle (its
// slot's generation has moved on), a handle of another type (tag mismatch) or a foreign
// pointer (heap addresses are aligned, so their low byte never equals a tag) is answered with
// FOODTRUCK_ERR_INVALID_HANDLE instead of undefined behaviour. A lookup returns a strong reference:
// a _free racing another call on the same handle never frees the object under that call.
// Requires 64-bit pointers.

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

final class HandleRegistry: @unchecked Sendable {
  private struct Slot {
    var generation: UInt32 = 1
    var kind: HandleKind?
    var object: AnyObject?
  }

  private let lock: UnsafeMutablePointer<pthread_rwlock_t>
  private var slots: [Slot] = []
  private var freeSlots: [Int] = []

  /// Slots are 24 bits of the encoding.
  private static let maximumSlots = 1 << 24

  init() {
    lock = .allocate(capacity: 1)
    lock.initialize(to: pthread_rwlock_t())
    pthread_rwlock_init(lock, nil)
  }

  /// Registers `object` and returns its handle, or nil when 2^24 handles are alive at once.
  func insert(_ object: AnyObject, kind: HandleKind) -> UInt? {
    pthread_rwlock_wrlock(lock)
    defer { pthread_rwlock_unlock(lock) }
    let index: Int
    if let reused = freeSlots.popLast() {
      index = reused
    } else {
      guard slots.count < HandleRegistry.maximumSlots else { return nil }
      index = slots.count
      slots.append(Slot())
    }
    slots[index].kind = kind
    slots[index].object = object
    return HandleRegistry.encode(generation: slots[index].generation, slot: index, kind: kind)
  }

  /// The live object behind `handle` when it is of `kind`, else nil.
  func lookup(_ handle: UInt, kind: HandleKind) -> AnyObject? {
    guard let slot = HandleRegistry.decode(handle, kind: kind) else { return nil }
    pthread_rwlock_rdlock(lock)
    defer { pthread_rwlock_unlock(lock) }
    guard slots.indices.contains(slot.index), slots[slot.index].generation == slot.generation,
      slots[slot.index].kind == kind
    else { return nil }
    return slots[slot.index].object
  }

  /// Unregisters `handle` and returns its object, or nil when it is not a live handle of `kind`.
  func remove(_ handle: UInt, kind: HandleKind) -> AnyObject? {
    guard let slot = HandleRegistry.decode(handle, kind: kind) else { return nil }
    pthread_rwlock_wrlock(lock)
    defer { pthread_rwlock_unlock(lock) }
    guard slots.indices.contains(slot.index), slots[slot.index].generation == slot.generation,
      slots[slot.index].kind == kind, let object = slots[slot.index].object
    else { return nil }
    // A new generation makes every copy of the old handle stale. A slot whose generation
    // would wrap is retired instead of reused: otherwise its first handle, freed 2^32 reuses
    // earlier, would become valid again. (Retiring costs one of 2^24 slots per 2^32 frees.)
    let generation = slots[slot.index].generation
    slots[slot.index] = Slot(generation: generation &+ 1)
    if generation < UInt32.max { freeSlots.append(slot.index) }
    return object
  }

  /// Test hook: sets the generation of the slot behind live `handle` and returns the handle
  /// that now stands for its object, so that a test can reach the end of the generations
  /// without 2^32 frees. Not reachable from the C ABI.
  func setGeneration(_ generation: UInt32, of handle: UInt, kind: HandleKind) -> UInt? {
    guard generation > 0, let slot = HandleRegistry.decode(handle, kind: kind) else { return nil }
    pthread_rwlock_wrlock(lock)
    defer { pthread_rwlock_unlock(lock) }
    guard slots.indices.contains(slot.index), slots[slot.index].generation == slot.generation,
      slots[slot.index].kind == kind
    else { return nil }
    slots[slot.index].generation = generation
    return HandleRegistry.encode(generation: generation, slot: slot.index, kind: kind)
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
