// SPDX-License-Identifier: Apache-2.0
// ChangeChecksum: the checksum every stored change carries (schema 3 on), checked on every
// replay, so that a damaged row is refused rather than replayed into a different session.
// CRC-32C (Castagnoli): it finds every burst of errors up to 32 bits long in a row and every
// handful of scattered flipped bits in a row this short; SQLite's own checks and the header's
// (SessionHeader) find damage to the rest of the file.

/// The CRC-32C of one row of the `changes` table: its sequence number, kind, result and body.
enum ChangeChecksum {
  /// The row's checksum, as the `crc` column stores it.
  static func of(seq: Int64, kind: Int, result: Int64?, body: UnsafeRawBufferPointer) -> Int64 {
    var crc: UInt32 = 0xFFFF_FFFF
    func add<T: FixedWidthInteger>(_ value: T) {
      withUnsafeBytes(of: value.littleEndian) { crc = update(crc, $0) }
    }
    add(seq)
    add(Int64(kind))
    add(UInt8(result == nil ? 0 : 1))
    add(result ?? 0)
    add(Int64(body.count))
    crc = update(crc, body)
    return Int64(~crc)
  }

  /// The checksum of a body held in an array.
  static func of(seq: Int64, kind: Int, result: Int64?, body: [UInt8]) -> Int64 {
    body.withUnsafeBytes { of(seq: seq, kind: kind, result: result, body: $0) }
  }

  private static func update(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
    bytes.reduce(crc) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
  }

  /// The CRC of each byte value, for the reflected Castagnoli polynomial 0x82F63B78.
  private static let table: [UInt32] = (0..<256).map { (index: UInt32) in
    (0..<8).reduce(index) { crc, _ in crc & 1 == 1 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
  }
}
