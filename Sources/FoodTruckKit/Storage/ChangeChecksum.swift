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
    // The fixed fields, laid out in one buffer on the stack and taken in one pass.
    let fields = withUnsafeTemporaryAllocation(byteCount: 33, alignment: 8) { buffer in
      buffer.storeBytes(of: seq.littleEndian, toByteOffset: 0, as: Int64.self)
      buffer.storeBytes(of: Int64(kind).littleEndian, toByteOffset: 8, as: Int64.self)
      buffer.storeBytes(of: result == nil ? 0 : 1, toByteOffset: 16, as: UInt8.self)
      buffer.storeBytes(of: (result ?? 0).littleEndian, toByteOffset: 17, as: Int64.self)
      buffer.storeBytes(of: Int64(body.count).littleEndian, toByteOffset: 25, as: Int64.self)
      return update(0xFFFF_FFFF, UnsafeRawBufferPointer(buffer))
    }
    return Int64(~update(fields, body))
  }

  /// The checksum of a body held in an array.
  static func of(seq: Int64, kind: Int, result: Int64?, body: [UInt8]) -> Int64 {
    body.withUnsafeBytes { of(seq: seq, kind: kind, result: result, body: $0) }
  }

  /// Eight bytes a step ("slicing by 8"): the CRC of a whole file's rows is a large share of
  /// reopening it, and a table lookup per byte, one after the other, cost 0.1 s of a 0.7 s
  /// open of 10^6 orders. The eight lookups of a step are independent of each other.
  private static func update(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
    var crc = crc
    var offset = 0
    tables.withUnsafeBufferPointer { table in
      while bytes.count - offset >= 8 {
        let word =
          bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian ^ UInt64(crc)
        var next: UInt32 = 0
        for byte in 0..<8 {
          next ^= table[(7 - byte) << 8 | Int(truncatingIfNeeded: word >> (byte * 8)) & 0xFF]
        }
        crc = next
        offset += 8
      }
      while offset < bytes.count {
        crc = table[Int((crc ^ UInt32(bytes[offset])) & 0xFF)] ^ (crc >> 8)
        offset += 1
      }
    }
    return crc
  }

  /// Eight tables of 256: the first is the CRC of each byte value (reflected Castagnoli
  /// polynomial 0x82F63B78); table k is the CRC of that byte followed by k zero bytes.
  private static let tables: [UInt32] = {
    let first = (0..<256).map { (index: UInt32) in
      (0..<8).reduce(index) { crc, _ in crc & 1 == 1 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
    }
    var tables = first
    for k in 1..<8 {
      for index in 0..<256 {
        let previous = tables[(k - 1) << 8 | index]
        tables.append((previous >> 8) ^ first[Int(previous & 0xFF)])
      }
    }
    return tables
  }()
}
