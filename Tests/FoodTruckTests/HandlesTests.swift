// SPDX-License-Identifier: Apache-2.0
// HandlesTests: the handle table's generations. A handle encodes (generation, slot, type tag);
// freeing moves the slot's generation on so that every copy of the old handle is stale. A
// slot whose generation would wrap is retired rather than reused, or its first handle would
// come back to life after 2^32 reuses. The internal hook setGeneration reaches the last
// generation without 2^32 frees.

import CFoodTruck
import Testing

@testable import FoodTruck

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
