// SPDX-License-Identifier: Apache-2.0
// OutputBuffer: writing results into the caller's memory, after the core succeeded
// (docs/conventions.md, "Outputs" and "Strings and arrays").

import CFoodTruck
import FoodTruckKit

/// A caller-provided array and its capacity, with an optional place for the element count.
///
/// The convention (stated at the top of foodtruck.h): the result fits -> elements written,
/// count written, FOODTRUCK_OK. A NULL pointer with capacity 0 -> only the count is written, FOODTRUCK_OK
/// (a size query). Too small -> nothing written but the count, FOODTRUCK_ERR_BUFFER_TOO_SMALL.
struct OutputBuffer<T> {
  /// The argument's name, for messages. A StaticString (every call names its buffer with a
  /// literal) keeps the buffer plain data: with a String, each call copied and destroyed it
  /// through its generic type's metadata: half of what foodtruck_layout_diagonal_stacks cost
  /// with no stacks (25 ns -> 13 ns).
  let name: StaticString
  let pointer: UnsafeMutablePointer<T>?
  let capacity: Int
  let count: UnsafeMutablePointer<UInt>?

  func write<C: Collection>(_ items: C) throws(BoundaryError) where C.Element == T {
    try write(items) { $0.storeZeroingPadding($1) }
  }

  /// Writes `items` with `store`, the padding-aware store its element type needs.
  fileprivate func write<C: Collection>(
    _ items: C, storing store: (UnsafeMutablePointer<T>, T) -> Void
  ) throws(BoundaryError) where C.Element == T {
    try write(count: items.count) { pointer in
      // Element by element: a lazy map is written without an intermediate array.
      var index = 0
      for item in items {
        store(pointer + index, item)
        index += 1
      }
    }
  }

  /// Writes a result of `required` elements with `fill`, which gets the caller's memory for
  /// exactly that many (when it has room): the same convention as write(_:), for a result that
  /// is cheaper to write in place than to present as a collection.
  func write(count required: Int, _ fill: (UnsafeMutablePointer<T>) -> Void) throws(BoundaryError) {
    guard let pointer else {
      count?.pointee = UInt(required)
      return
    }
    guard required <= capacity else {
      count?.pointee = UInt(required)
      throw BoundaryError(
        FOODTRUCK_ERR_BUFFER_TOO_SMALL, "\(name) holds \(capacity) but the result needs \(required)"
      )
    }
    fill(pointer)
    count?.pointee = UInt(required)
  }

  /// Writes `text` as UTF-8 plus a terminating NUL; the count is the length without the NUL.
  func write(_ text: String) throws(BoundaryError) where T == CChar {
    var text = text
    let length = text.utf8.count
    count?.pointee = UInt(length)
    guard let pointer else { return }
    guard length < capacity else {
      throw BoundaryError(
        FOODTRUCK_ERR_BUFFER_TOO_SMALL,
        "\(name) holds \(capacity) bytes but the text needs \(length + 1) with its NUL")
    }
    // Straight from the string's UTF-8 into the caller's memory: an SVG picture is kilobytes.
    text.withUTF8 { bytes in
      if let base = bytes.baseAddress {
        UnsafeMutableRawPointer(pointer).copyMemory(from: base, byteCount: bytes.count)
      }
    }
    pointer[length] = 0
  }
}

extension OutputBuffer where T: PaddedStruct {
  /// Writes `items`, each with its padding zeroed (Padding.swift says why).
  func write<C: Collection>(_ items: C) throws(BoundaryError) where C.Element == T {
    try write(items) { $0.storeZeroingPadding($1) }
  }
}
