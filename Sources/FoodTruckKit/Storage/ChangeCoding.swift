// SPDX-License-Identifier: Apache-2.0
// ChangeCoding: the coders a change's field description runs through. A TruckChange describes
// its fields once (TruckChange.code(_:) in TruckChange.swift); the same description writes a
// body (ChangeWriter), reads one back with every check (ChangeReader), and records the body's
// shape for the session-file fuzzer (ChangeShape, rendered into fuzz/session_file_kinds.h).
// A body is the values in the description's order: integers as zigzag varints, doubles as
// their 8 bytes, texts and byte strings with their length first, a flag before an optional
// value, a count before an array, an arm number before a variant's fields.

/// One pass over a change's fields: each method writes, reads (replacing the value) or records
/// the field it is given. Generic, so each coder's pass is specialized (no existentials in a
/// replay's hot path).
protocol ChangeCoder {
  /// Any 64-bit integer: a price, a duration, a seed, a store's id.
  mutating func int64(_ value: inout Int64) throws(FoodTruckError)
  /// An id, an index, a count or minutes: the C ABI's int32_t.
  mutating func int32(_ value: inout Int) throws(FoodTruckError)
  /// An index into one of the core's small tables (an ingredient): an int32_t too, which the
  /// fuzzer picks mostly small.
  mutating func index(_ value: inout Int) throws(FoodTruckError)
  /// An instant, ms since the Unix epoch, within the years 1 to 9999.
  mutating func instant(_ value: inout Int64) throws(FoodTruckError)
  mutating func bool(_ value: inout Bool) throws(FoodTruckError)
  mutating func double(_ value: inout Double) throws(FoodTruckError)
  /// UTF-8 text.
  mutating func text(_ value: inout String) throws(FoodTruckError)
  /// Bytes.
  mutating func data(_ value: inout [UInt8]) throws(FoodTruckError)
  /// An enum, as its raw value.
  mutating func raw<E: RawRepresentable>(_ value: inout E) throws(FoodTruckError)
  where E.RawValue == Int
  /// A flag, then the value when there is one; `blank` is what a reader fills in.
  mutating func optional<T>(
    _ value: inout T?, blank: T, _ code: (inout Self, inout T) throws(FoodTruckError) -> Void
  ) throws(FoodTruckError)
  /// A count, then each value.
  mutating func array<T>(
    _ values: inout [T], blank: T, _ code: (inout Self, inout T) throws(FoodTruckError) -> Void
  ) throws(FoodTruckError)
  /// A variant: the arm's number (0..<arms), then that arm's fields, which `code` codes for the
  /// arm it is given (the shape coder runs every arm).
  mutating func variant(
    _ arm: inout Int, arms: Int, _ code: (inout Self, Int) throws(FoodTruckError) -> Void
  ) throws(FoodTruckError)
}

/// Writes a change's body.
struct ChangeWriter: ChangeCoder {
  private(set) var bytes: [UInt8] = []

  mutating func int(_ value: Int64) {
    var zigzag = UInt64(bitPattern: (value << 1) ^ (value >> 63))
    while zigzag >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: zigzag) | 0x80)
      zigzag >>= 7
    }
    bytes.append(UInt8(zigzag))
  }
  mutating func int64(_ value: inout Int64) { int(value) }
  mutating func int32(_ value: inout Int) { int(Int64(value)) }
  mutating func index(_ value: inout Int) { int(Int64(value)) }
  mutating func instant(_ value: inout Int64) { int(value) }
  mutating func bool(_ value: inout Bool) { bytes.append(value ? 1 : 0) }
  mutating func double(_ value: inout Double) {
    let bits = value.bitPattern
    for shift in stride(from: 0, to: 64, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
    }
  }
  mutating func data(_ value: inout [UInt8]) {
    int(Int64(value.count))
    bytes += value
  }
  mutating func text(_ value: inout String) {
    int(Int64(value.utf8.count))
    bytes += value.utf8
  }
  mutating func raw<E: RawRepresentable>(_ value: inout E) where E.RawValue == Int {
    int(Int64(value.rawValue))
  }
  mutating func optional<T>(
    _ value: inout T?, blank: T, _ code: (inout Self, inout T) throws(FoodTruckError) -> Void
  ) throws(FoodTruckError) {
    bytes.append(value != nil ? 1 : 0)
    if var present = value { try code(&self, &present) }
  }
  mutating func array<T>(
    _ values: inout [T], blank: T, _ code: (inout Self, inout T) throws(FoodTruckError) -> Void
  ) throws(FoodTruckError) {
    int(Int64(values.count))
    for var value in values { try code(&self, &value) }
  }
  mutating func variant(
    _ arm: inout Int, arms: Int, _ code: (inout Self, Int) throws(FoodTruckError) -> Void
  ) throws(FoodTruckError) {
    int(Int64(arm))
    try code(&self, arm)
  }
}

/// Reads a change's body, refusing anything a writer could not have written.
/// (It reads the bytes in place, lent for the reader's life: a replay decodes each row straight
/// from SQLite's buffer.)
struct ChangeReader: ChangeCoder {
  private let bytes: UnsafeRawBufferPointer
  private var position = 0

  init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  /// What every id, index, count and enum raw value fits in: the C ABI's int32_t.
  static let int32 = Int(Int32.min)...Int(Int32.max)

  private func corrupt(_ what: String) -> FoodTruckError {
    .corrupt("a stored change is malformed: \(what) at byte \(position)")
  }

  mutating func int() throws(FoodTruckError) -> Int64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard position < bytes.count else { throw corrupt("it ends inside a number") }
      let byte = bytes[position]
      position += 1
      guard shift < 64, shift < 63 || byte <= 1 else { throw corrupt("a number is too long") }
      value |= UInt64(byte & 0x7f) << shift
      if byte < 0x80 { break }
      shift += 7
    }
    return Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
  }
  mutating func int(in range: ClosedRange<Int>) throws(FoodTruckError) -> Int {
    let value = try int()
    guard value >= Int64(range.lowerBound), value <= Int64(range.upperBound) else {
      throw corrupt("\(value) is outside \(range)")
    }
    return Int(value)
  }
  mutating func int64(_ value: inout Int64) throws(FoodTruckError) { value = try int() }
  mutating func int32(_ value: inout Int) throws(FoodTruckError) {
    value = try int(in: ChangeReader.int32)
  }
  mutating func index(_ value: inout Int) throws(FoodTruckError) {
    value = try int(in: ChangeReader.int32)
  }
  /// The C boundary accepts no instant outside the years 1 to 9999, so a session never writes
  /// one, and the core's arithmetic on times relies on it (a tick or a simulation at Int64.max
  /// overflowed, found by fuzz/session_file.c).
  mutating func instant(_ value: inout Int64) throws(FoodTruckError) {
    let read = try int()
    guard LocalCalendar.validInstants.contains(read) else {
      throw corrupt("the instant \(read) is outside the years 1 to 9999")
    }
    value = read
  }
  mutating func count() throws(FoodTruckError) -> Int {
    let value = try int()
    // A count can never exceed the bytes left after it: each item takes at least one.
    guard value >= 0, value <= Int64(bytes.count - position) else {
      throw corrupt("a count of \(value) is more than the \(bytes.count - position) bytes left")
    }
    return Int(value)
  }
  mutating func flag() throws(FoodTruckError) -> Bool {
    guard position < bytes.count else { throw corrupt("it ends before a flag") }
    let byte = bytes[position]
    position += 1
    guard byte <= 1 else { throw corrupt("a flag is neither 0 nor 1") }
    return byte == 1
  }
  mutating func bool(_ value: inout Bool) throws(FoodTruckError) { value = try flag() }
  mutating func double(_ value: inout Double) throws(FoodTruckError) {
    guard bytes.count - position >= 8 else { throw corrupt("it ends inside a double") }
    var bits: UInt64 = 0
    for index in 0..<8 { bits |= UInt64(bytes[position + index]) << UInt64(8 * index) }
    position += 8
    value = Double(bitPattern: bits)
  }
  mutating func data(_ value: inout [UInt8]) throws(FoodTruckError) { value = Array(try slice()) }
  /// The next length-prefixed bytes, in place.
  private mutating func slice() throws(FoodTruckError) -> UnsafeRawBufferPointer {
    let count = try count()
    defer { position += count }
    return UnsafeRawBufferPointer(rebasing: bytes[position..<position + count])
  }
  mutating func text(_ value: inout String) throws(FoodTruckError) {
    let utf8 = try slice().bindMemory(to: UInt8.self)
    guard let text = String(validating: utf8, as: UTF8.self) else {
      throw corrupt("a text is not UTF-8")
    }
    value = text
  }
  mutating func raw<E: RawRepresentable>(_ value: inout E) throws(FoodTruckError)
  where E.RawValue == Int {
    let read = try int(in: ChangeReader.int32)
    guard let result = E(rawValue: read) else { throw corrupt("\(read) is no \(E.self)") }
    value = result
  }
  mutating func optional<T>(
    _ value: inout T?, blank: T, _ code: (inout Self, inout T) throws(FoodTruckError) -> Void
  ) throws(FoodTruckError) {
    guard try flag() else { return value = nil }
    var read = blank
    try code(&self, &read)
    value = read
  }
  mutating func array<T>(
    _ values: inout [T], blank: T, _ code: (inout Self, inout T) throws(FoodTruckError) -> Void
  ) throws(FoodTruckError) {
    let count = try count()
    var read: [T] = []
    read.reserveCapacity(count)
    for _ in 0..<count {
      var value = blank
      try code(&self, &value)
      read.append(value)
    }
    values = read
  }
  mutating func variant(
    _ arm: inout Int, arms: Int, _ code: (inout Self, Int) throws(FoodTruckError) -> Void
  ) throws(FoodTruckError) {
    arm = try int(in: 0...arms - 1)
    try code(&self, arm)
  }
  /// Throws unless every byte was read.
  func finish() throws(FoodTruckError) {
    guard position == bytes.count else {
      throw corrupt("\(bytes.count - position) bytes are left over")
    }
  }
}

/// Records a body's shape in the fuzzer's small language (fuzz/session_file.c):
///   e  an enum's raw value or a table index    i  an int32 (ids, counts, minutes)
///   l  any int64                               n  an instant
///   b  a flag                                  d  a double
///   t  a text                                  x  bytes
///   ?(F...)  an optional group                 [F...]  an array of the group
///   <F...|F...>  a variant: its arm's number, then that arm's fields
struct ChangeShape: ChangeCoder {
  private(set) var fields = ""

  mutating func int64(_ value: inout Int64) { fields += "l" }
  mutating func int32(_ value: inout Int) { fields += "i" }
  mutating func index(_ value: inout Int) { fields += "e" }
  mutating func instant(_ value: inout Int64) { fields += "n" }
  mutating func bool(_ value: inout Bool) { fields += "b" }
  mutating func double(_ value: inout Double) { fields += "d" }
  mutating func text(_ value: inout String) { fields += "t" }
  mutating func data(_ value: inout [UInt8]) { fields += "x" }
  mutating func raw<E: RawRepresentable>(_ value: inout E) where E.RawValue == Int {
    fields += "e"
  }
  mutating func optional<T>(
    _ value: inout T?, blank: T, _ code: (inout Self, inout T) throws(FoodTruckError) -> Void
  ) throws(FoodTruckError) {
    var sample = blank
    fields += "?("
    try code(&self, &sample)
    fields += ")"
  }
  mutating func array<T>(
    _ values: inout [T], blank: T, _ code: (inout Self, inout T) throws(FoodTruckError) -> Void
  ) throws(FoodTruckError) {
    var sample = blank
    fields += "["
    try code(&self, &sample)
    fields += "]"
  }
  mutating func variant(
    _ arm: inout Int, arms: Int, _ code: (inout Self, Int) throws(FoodTruckError) -> Void
  ) throws(FoodTruckError) {
    fields += "<"
    for each in 0..<arms {
      if each > 0 { fields += "|" }
      try code(&self, each)
    }
    fields += ">"
  }
}

extension TruckChange {
  /// The change's body.
  var body: [UInt8] {
    var writer = ChangeWriter()
    var copy = self
    // The writer never throws: it only appends.
    try? copy.code(&writer)
    return writer.bytes
  }

  /// The change a file's row holds; throws `corrupt` for an unknown kind or a malformed body.
  init(kind: Int, body: [UInt8]) throws(FoodTruckError) {
    // withUnsafeBytes rethrows untyped: the result comes out as a Result.
    let read = body.withUnsafeBytes { bytes in
      Result { () throws(FoodTruckError) in try TruckChange(kind: kind, bytes: bytes) }
    }
    self = try read.get()
  }

  /// The change from a body read in place (see ChangeReader).
  init(kind: Int, bytes body: UnsafeRawBufferPointer) throws(FoodTruckError) {
    guard let blank = TruckChange.blank(kind: kind) else {
      throw .corrupt("a stored change has the unknown kind \(kind)")
    }
    self = blank
    var reader = ChangeReader(body)
    try code(&reader)
    try reader.finish()
  }

  /// The fields of the change of `kind`, in the fuzzer's language (see ChangeShape).
  static func shape(kind: Int) -> String? {
    guard var change = blank(kind: kind) else { return nil }
    var shape = ChangeShape()
    try? change.code(&shape)
    return shape.fields
  }
}
