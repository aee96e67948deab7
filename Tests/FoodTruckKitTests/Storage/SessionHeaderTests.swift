// SPDX-License-Identifier: Apache-2.0
// SessionHeaderTests: the verdict on a file's first 100 bytes, from a session's own header:
// every single flipped bit of it is a damaged session or reads the same; the self-checking
// schema number; and the row checksum's CRC-32C against its published check value.

import Testing

@testable import FoodTruckKit

@Suite("Session header")
struct SessionHeaderTests {
  /// A session's header as SQLite writes it for schema 3: 4096-byte pages, WAL (versions 2),
  /// no reserved bytes, fractions 64/32/32, change counter 7, 3 pages, schema format 4, UTF-8,
  /// user_version 0xFFFC0003, application id "FTRK", SQLite 3.40.1 (3040001).
  static let header: [UInt8] = {
    var bytes = Array("SQLite format 3\u{0}".utf8) + [UInt8](repeating: 0, count: 84)
    func put(_ value: UInt32, at offset: Int) {
      for i in 0..<4 { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> (24 - 8 * i)) }
    }
    bytes[16] = 0x10
    bytes[17] = 0x00
    bytes[18] = 2
    bytes[19] = 2
    bytes[21] = 64
    bytes[22] = 32
    bytes[23] = 32
    put(7, at: 24)
    put(3, at: 28)
    put(4, at: 44)
    put(1, at: 56)
    put(0xFFFC_0003, at: 60)
    put(0x4654_524B, at: 68)
    put(7, at: 92)
    put(3_040_001, at: 96)
    return bytes
  }()

  @Test("A session's header gives its schema")
  func sessionHeader() throws {
    #expect(try SessionHeader(Self.header, fileSize: 3 * 4096, path: "a").schema == 3)
  }

  @Test("The schema number is the number and its complement: 3 is 0xFFFC0003")
  func schemaNumber() {
    #expect(SessionHeader.userVersion(schema: 3) == Int32(bitPattern: 0xFFFC_0003))
    #expect(SessionHeader.userVersion(schema: 4) == Int32(bitPattern: 0xFFFB_0004))
    #expect(SessionHeader.schema(userVersion: Int32(bitPattern: 0xFFFC_0003)) == 3)
    #expect(SessionHeader.schema(userVersion: Int32(bitPattern: 0xFF9C_0063)) == 99)
    // Schemas 1 and 2 were written as bare numbers; any other bare number is no schema.
    #expect(SessionHeader.schema(userVersion: 1) == 1)
    #expect(SessionHeader.schema(userVersion: 2) == 2)
    for bare: Int32 in [0, 3, 4, 99, -1] { #expect(SessionHeader.schema(userVersion: bare) == nil) }
    // No flipped bit of schema 3's number is another schema's.
    for bit in 0..<32 {
      let flipped = Int32(bitPattern: 0xFFFC_0003 ^ (1 << UInt32(bit)))
      #expect(SessionHeader.schema(userVersion: flipped) == nil, "bit \(bit)")
    }
  }

  @Test("Every flipped bit of a session's header is damage, or a field nothing reads")
  func everyFlippedBit() {
    // The fields a flip may change without changing what the file holds: the change counter
    // (24-27), the page count (28-31; SQLite checks it against the file), the freelist
    // (32-39; SQLite's check walks it), the schema cookie (40-43), the suggested cache size
    // (48-51), the version-valid-for number (92-95) and SQLite's version (96-99).
    let unchecked = Set(24..<44).union(48..<52).union(92..<100)
    for bit in 0..<(SessionHeader.byteCount * 8) where !unchecked.contains(bit / 8) {
      var bytes = Self.header
      bytes[bit / 8] ^= 1 << UInt8(bit % 8)
      do {
        _ = try SessionHeader(bytes, fileSize: 3 * 4096, path: "a")
        Issue.record("bit \(bit): accepted")
      } catch {
        #expect(error.kind == .corrupt, "bit \(bit): \(error.message)")
      }
    }
  }

  @Test("Marks far from a session's are another file; a newer schema is not a session")
  func notASession() {
    var other = Self.header
    other[68..<72] = [0x12, 0x34, 0x56, 0x78]
    var text = Array("Order 1: two glazed donuts, one cruller.\n".utf8)
    text += [UInt8](repeating: 0x20, count: 100 - text.count)
    var newer = Self.header
    newer[60..<64] = [0xFF, 0xFB, 0x00, 0x04]
    let cases: [(bytes: [UInt8], size: Int64, says: String)] = [
      (other, 3 * 4096, "another application"), (text, 4096, "not a SQLite database"),
      (Self.header, 99, "too few"), (newer, 3 * 4096, "newer than this library's 3"),
    ]
    for (bytes, size, says) in cases {
      do {
        _ = try SessionHeader(bytes, fileSize: size, path: "a")
        Issue.record("accepted: \(says)")
      } catch {
        #expect(error.kind == .notASession && error.message.contains(says), "\(error.message)")
      }
    }
  }

  @Test("A file that is not a whole number of its pages is damaged")
  func wholePages() {
    #expect(throws: FoodTruckError.self) {
      _ = try SessionHeader(Self.header, fileSize: 3 * 4096 - 512, path: "a")
    }
  }

  @Test("The row checksum is CRC-32C: the check value of \"123456789\" is 0xE3069283")
  func checksum() {
    // The row's bytes laid out by hand as docs/conventions.md states them.
    let body = Array("123456789".utf8)
    var row: [UInt8] = []
    row += [5, 0, 0, 0, 0, 0, 0, 0]  // seq 5
    row += [17, 0, 0, 0, 0, 0, 0, 0]  // kind 17
    row += [1, 4, 0, 0, 0, 0, 0, 0, 0]  // a result, 4
    row += [9, 0, 0, 0, 0, 0, 0, 0] + body  // the body's length, the body
    #expect(crc32c(body) == 0xE306_9283)
    #expect(ChangeChecksum.of(seq: 5, kind: 17, result: 4, body: body) == Int64(crc32c(row)))
    #expect(
      ChangeChecksum.of(seq: 5, kind: 17, result: nil, body: body)
        != ChangeChecksum.of(seq: 5, kind: 17, result: 0, body: body))
  }

  @Test("The row checksum is the CRC-32C of the row's bytes for bodies of every length to 40")
  func checksumLengths() {
    // Eight bytes at a time, then the rest one by one: every split of a body between the two.
    for length in 0...40 {
      let body = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
      var row: [UInt8] = [3, 1, 0, 0, 0, 0, 0, 0]  // seq 259
      row += [2, 0, 0, 0, 0, 0, 0, 0]  // kind 2
      row += [1, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]  // a result, -1
      row += [UInt8(length), 0, 0, 0, 0, 0, 0, 0] + body
      #expect(
        ChangeChecksum.of(seq: 259, kind: 2, result: -1, body: body) == Int64(crc32c(row)),
        "a body of \(length) bytes")
    }
  }

  /// CRC-32C bit by bit from its definition (reflected polynomial 0x82F63B78), apart from the
  /// table the library uses.
  func crc32c(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
    }
    return ~crc
  }
}
