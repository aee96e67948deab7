// Padding: a C struct written to the caller's memory has its padding bytes zeroed
// (foodtruck.h, "Outputs"), so that no byte of the library's memory leaks out and two equal
// answers are equal under memcmp.
//
// Swift promises nothing about a C struct's padding: an assignment may copy the whole struct,
// padding included, from wherever the compiler built it. valgrind found bytes of a stack
// temporary (foodtruck_weather_city) and of the catalog's heap buffer (foodtruck_donut_get)
// there. Zeroing the destination before the store does not help, since the store itself
// brought those bytes along; building values from the zero initializer T() would not either,
// since T() zeroes the value it makes, not the copies Swift makes of it. So the value is stored
// first and its padding zeroed after, byte by byte, at the offsets the struct's metadata gives:
// plain stores to memory the caller reads, which no optimisation may drop.

import FoodTruckKit
@_spi(Reflection) import Swift

extension UnsafeMutablePointer {
  /// Stores `value` here (memory the caller reads), then zeroes its padding.
  func storeZeroingPadding(_ value: Pointee) {
    initialize(to: value)
    Padding.zero(Padding.gaps(of: Pointee.self), at: UnsafeMutableRawPointer(self))
  }
}

enum Padding {
  private static let lock = Lock()
  // Reflection costs about 8 µs a type; the gaps are worked out once and kept.
  nonisolated(unsafe) private static var known: [ObjectIdentifier: [Range<Int>]] = [:]

  /// The byte ranges of `T` that no field covers, inner structs' padding included.
  static func gaps<T>(of _: T.Type) -> [Range<Int>] {
    let key = ObjectIdentifier(T.self)
    if let found = lock.withLock({ known[key] }) { return found }
    var covered = [Bool](repeating: false, count: MemoryLayout<T>.size)
    cover(T.self, at: 0, &covered)
    var found: [Range<Int>] = []
    var start = 0
    while let gap = covered[start...].firstIndex(of: false) {
      let end = covered[gap...].firstIndex(of: true) ?? covered.count
      found.append(gap..<end)
      start = end
    }
    lock.withLock { known[key] = found }
    return found
  }

  static func zero(_ gaps: [Range<Int>], at base: UnsafeMutableRawPointer) {
    for gap in gaps {
      for offset in gap { base.storeBytes(of: 0, toByteOffset: offset, as: UInt8.self) }
    }
  }

  /// Marks the bytes of `type` at `base` that its fields cover. A struct's fields are followed
  /// into (imported C enums and Swift's numbers are structs too); anything else (a pointer,
  /// an optional, a C array, which Swift imports as a tuple) covers all its bytes, so padding
  /// inside an array's elements would be kept (the header has no array of padded structs).
  private static func cover(_ type: Any.Type, at base: Int, _ covered: inout [Bool]) {
    var fields = 0
    _ = _forEachField(of: type, options: []) { _, offset, field, kind in
      fields += 1
      if kind == .struct {
        cover(field, at: base + offset, &covered)
      } else {
        for byte in (base + offset)..<(base + offset + size(of: field)) { covered[byte] = true }
      }
      return true
    }
    if fields == 0 { for byte in base..<(base + size(of: type)) { covered[byte] = true } }
  }

  private static func size(of type: Any.Type) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: size)
  }
}
