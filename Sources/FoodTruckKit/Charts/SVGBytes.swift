// SPDX-License-Identifier: Apache-2.0
// SVGBytes: the growing UTF-8 text of an SVG document (SVGDocument's body).

/// Bytes appended a few at a time into memory of its own. A picture is hundreds of appends of
/// a few bytes each (a tag, a key, a number); an Array's append(contentsOf:) spent about 130
/// instructions on each, a fifth of a donut's picture, where a copy into room already there is
/// a handful.
final class SVGBytes {
  private var start: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    start = .allocate(capacity: self.capacity)
  }

  deinit { start.deallocate() }

  /// The bytes so far, lent to `body`.
  func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    body(UnsafeBufferPointer(start: start, count: count))
  }

  @inline(__always)
  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    if bytes.count > capacity - count { grow(toHold: count + bytes.count) }
    let end = start + count
    if bytes.count <= 16 {
      for index in 0..<bytes.count { (end + index).initialize(to: source[index]) }
    } else {
      end.initialize(from: source, count: bytes.count)
    }
    count += bytes.count
  }

  /// Doubles the room (at least to `needed` bytes), the bytes so far moved along.
  private func grow(toHold needed: Int) {
    let room = max(capacity * 2, needed)
    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: room)
    bigger.initialize(from: start, count: count)
    start.deallocate()
    start = bigger
    capacity = room
  }
}
