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
  let name: String
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
    let required = UInt(items.count)
    guard let pointer else {
      count?.pointee = required
      return
    }
    guard items.count <= capacity else {
      count?.pointee = required
      throw BoundaryError(
        FOODTRUCK_ERR_BUFFER_TOO_SMALL, "\(name) holds \(capacity) but the result needs \(required)"
      )
    }
    // Element by element: a lazy map is written without an intermediate array.
    var index = 0
    for item in items {
      store(pointer + index, item)
      index += 1
    }
    count?.pointee = required
  }

  /// Writes `text` as UTF-8 plus a terminating NUL; the count is the length without the NUL.
  func write(_ text: String) throws(BoundaryError) where T == CChar {
    var bytes = Array(text.utf8).map { CChar(bitPattern: $0) }
    let length = UInt(bytes.count)
    guard let pointer else {
      count?.pointee = length
      return
    }
    bytes.append(0)
    guard bytes.count <= capacity else {
      count?.pointee = length
      throw BoundaryError(
        FOODTRUCK_ERR_BUFFER_TOO_SMALL,
        "\(name) holds \(capacity) bytes but the text needs \(bytes.count) with its NUL")
    }
    bytes.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { pointer.update(from: base, count: source.count) }
    }
    count?.pointee = length
  }
}

extension OutputBuffer where T: PaddedStruct {
  /// Writes `items`, each with its padding zeroed (Padding.swift says why).
  func write<C: Collection>(_ items: C) throws(BoundaryError) where C.Element == T {
    try write(items) { $0.storeZeroingPadding($1) }
  }
}
