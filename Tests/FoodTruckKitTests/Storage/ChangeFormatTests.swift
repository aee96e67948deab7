// SPDX-License-Identifier: Apache-2.0
// ChangeFormatTests: the bytes each change is written as, fixed. The expected bodies were
// recorded from the encoder before the change description was redesigned (issue 27): a session
// file written by any earlier build must replay identically, so every kind's bytes are pinned
// here, written out, not derived from the code under test.

import Foundation
import Testing

@testable import FoodTruckKit

/// Samples beyond everyKindOfChange(): the other arms of the changes with a discriminator.
func moreChangeShapes() throws -> [TruckChange] {
  [
    .endActivity(id: 2, policy: .default, now: 1), .endActivity(id: 3, policy: .immediate, now: 2),
    .push(.panel(.orders)), .push(.donut(7)), .push(.newDonut),
    .setWeekend([.sunday, .monday, .saturday]), .setWeekend([]),
    .placeOrder([], now: 253_402_300_799_999),
    .signUpWithPassword(userName: "", password: AccountPassword(given: false)),
    .setCentsPerDonut(Int64.max), .simulate(seed: 0, now: 0, streamLimit: -1), .popToRoot,
    .setDigits(.latin),
  ]
}

func hex(_ bytes: [UInt8]) -> String {
  bytes.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
}

/// The kind and body (hex) of each sample, in order: everyKindOfChange(), then
/// moreChangeShapes(). Recorded from the encoder as it was before issue 27; never regenerate.
let recordedChangeBytes: [(kind: Int, body: String)] = [
  (1, "02"),
  (2, "bf07"),
  (3, "040a0c"),
  (4, "940a"),
  (5, "04"),
  (6, "06"),
  (7, "50"),
  (8, "e0d403"),
  (9, "04"),
  (10, "0080a0899fc568"),
  (11, "0180a0899fc56828"),
  (12, "ffdfe6a2e2a01c"),
  (13, "10d982d8b1d981d8a90400010a"),
  (14, "240c436f736d6f730400010a"),
  (15, "0a0400042002"),
  (16, "04060c"),
  (17, "080e"),
  (18, "0480a0899fc568c0c9909fc568000000000000d03f10"),
  (19, "0280a0899fc568c0c9909fc5689c7500883ce437fe12"),
  (20, "021404c0ba959fc568"),
  (21, "12"),
  (22, "0218"),
  (23, ""),
  (24, "020000000000c87940"),
  (25, "34666f6f64747275636b3a2f2f70616e656c2f746f702d66697665"),
  (26, "28747275636b3e6f72646572733e6f726465723a31"),
  (27, "166578616d706c652e636f6d"),
  (28, "20000102030405060708090a0b0c0d0e0f"),
  (
    29,
    "064164618001ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
      + "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
  ),
  (30, "0641646101"),
  (31, "06416461"),
  (32, "06416461"),
  (33, ""),
  (34, "00"),
  (35, ""),
  (36, "01"),
  (
    37,
    "000600010c000000000000e03f0000000000000cc000010800000000000000000000000000003540"
      + "01060000000000000000333333333333d33f000000000000f03f"
  ),
  (38, "0280a0899fc568000000000080344001"),
  (39, "02"),
  (40, "3268747470733a2f2f6578616d706c652e636f6d2f6c6567616c"),
  (41, "0001"),
  (42, "02048e4e02"),
  (43, "040200c801000001ffffffffffffffffff0102c80101900301ac0200"),
  (44, "040202010401d804010404000001"),
  (45, "04"),
  (46, "0016"),
  (46, "01feffffffffffffffff0118"),
  (47, "010e"),
  (48, "09"),
  (49, "06"),
  (20, "040200"),
  (20, "060402"),
  (22, "0006"),
  (22, "040e"),
  (22, "06"),
  (3, "0600020c"),
  (3, "00"),
  (15, "feeffea1fa9d7300"),
  (30, "0000"),
  (4, "feffffffffffffffff01"),
  (11, "000001"),
  (50, ""),
  (51, "02"),  // Latin digits (1): the varint of 1, as setLocale(.arabic) above
]

@Suite("Change format")
struct ChangeFormatTests {
  @Test("Every change is written as the bytes the earlier encoder wrote, and read back from them")
  func bytesAreUnchanged() throws {
    let samples = try everyKindOfChange() + moreChangeShapes()
    #expect(samples.count == recordedChangeBytes.count)
    for (change, recorded) in zip(samples, recordedChangeBytes) {
      #expect(change.kind == recorded.kind, "\(change)")
      #expect(hex(change.body) == recorded.body, "\(change)")
      let body = try #require(bytes(ofHex: recorded.body))
      #expect(try TruckChange(kind: recorded.kind, body: body) == change)
    }
  }

  /// fuzz/session_file_kinds.h, the fuzzer's table of every kind's fields, is generated from
  /// the changes' description: this test renders it and compares it with the committed file
  /// (FOODTRUCK_WRITE_FUZZ_KINDS=1 rewrites the file instead).
  @Test("The fuzzer's table of fields is the one the changes describe")
  func fuzzerTable() throws {
    let path = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "../../../fuzz/session_file_kinds.h").standardized
    let rendered = renderFuzzKinds()
    if ProcessInfo.processInfo.environment["FOODTRUCK_WRITE_FUZZ_KINDS"] == "1" {
      try rendered.write(to: path, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOf: path, encoding: .utf8)
    #expect(
      committed == rendered,
      "fuzz/session_file_kinds.h is stale: FOODTRUCK_WRITE_FUZZ_KINDS=1 swift test --filter ChangeFormat"
    )
  }

  @Test("Each blank change's kind is its place in the table a reader starts from")
  func blanksInKindOrder() {
    for (index, blank) in TruckChange.blanks.enumerated() { #expect(blank.kind == index + 1) }
    #expect(TruckChange.blank(kind: 0) == nil)
    #expect(TruckChange.blank(kind: TruckChange.blanks.count + 1) == nil)
  }
}

/// The header fuzz/session_file.c includes: each kind's fields, in kind order.
func renderFuzzKinds() -> String {
  var text = """
    /* SPDX-License-Identifier: Apache-2.0 */
    /* Generated from TruckChange.code(_:) by Tests/FoodTruckKitTests/Storage/ChangeFormatTests.swift:
     * do not edit (FOODTRUCK_WRITE_FUZZ_KINDS=1 swift test --filter ChangeFormat rewrites it).
     * Each kind's fields in ChangeShape's language (Sources/FoodTruckKit/Storage/ChangeCoding.swift). */
    static const char *const kind_fields[] = {

    """
  for kind in 1...TruckChange.blanks.count {
    let name = String(describing: TruckChange.blanks[kind - 1]).prefix { $0 != "(" }
    text += "    /* \(kind) \(name) */ \"\(TruckChange.shape(kind: kind) ?? "")\",\n"
  }
  return text + "};\n"
}

func bytes(ofHex text: String) -> [UInt8]? {
  let digits = Array(text.utf8)
  guard digits.count.isMultiple(of: 2) else { return nil }
  return stride(from: 0, to: digits.count, by: 2).map { at in
    UInt8(String(decoding: digits[at..<at + 2], as: UTF8.self), radix: 16)
  }.reduce(into: [UInt8]?([])) { result, byte in
    if let byte { result?.append(byte) } else { result = nil }
  }
}
