// SPDX-License-Identifier: Apache-2.0
// SessionHeader: the verdict on a file's first 100 bytes (SQLite's database header) before
// anything in the file is trusted: a session of this library, a damaged one, or something
// else, and which schema. SQLite checks little of its header and a damaged field can change
// how the whole file is read, so every field a session file always holds is checked here;
// the changes themselves carry checksums (ChangeChecksum). docs/conventions.md says what is
// checked and what it costs.

/// What a session file's header says: its schema. Throws `corrupt` for a damaged session and
/// `notASession` for a file that is not one.
struct SessionHeader {
  /// The bytes SQLite's header takes.
  static let byteCount = 100
  /// SQLite's mark, "SQLite format 3" and a NUL, at offset 0.
  static let magic: [UInt8] = Array("SQLite format 3\u{0}".utf8)
  /// A file whose two marks (SQLite's and the application id) differ from a session's in at
  /// most this many bits is taken for a damaged session, not for another file: two flipped bits
  /// cannot make another application's file, and a file of random bytes comes this close to
  /// the 160 bits once in 10^44.
  static let damagedMarkBits = 2
  /// The schemas written before their number was self-checking (see userVersion(schema:)).
  static let legacySchemas: ClosedRange<Int64> = 1...2

  /// The file's session schema.
  let schema: Int64

  /// Checks the header of a file of `fileSize` bytes; `path` names it in errors. The schema
  /// number is `userVersion` when given: SQLite's reading of it, which sees a migration still
  /// in the log a writer's crash left (the file's own bytes are then the old schema's).
  /// `logHoldsFrames` says that a `-wal` log with frames lies beside the file: its last page
  /// may then be partial (see below).
  init(
    _ bytes: [UInt8], fileSize: Int64, userVersion: Int32? = nil, logHoldsFrames: Bool = false,
    path: String
  ) throws(FoodTruckError) {
    guard bytes.count == SessionHeader.byteCount else {
      throw .notASession("\(path) is not a session: its header could not be read whole")
    }
    let changed = SessionHeader.changedMarkBits(bytes)
    guard fileSize >= SessionHeader.byteCount, changed == 0 else {
      throw SessionHeader.refusal(
        bytes, fileSize: fileSize, path: path, why: "\(changed) bits of its marks differ")
    }
    func damaged(_ what: String) -> FoodTruckError {
      .corrupt("\(path) is damaged: its header's \(what)")
    }
    let pageSize = SessionHeader.integer(bytes, at: 16, width: 2)
    let bytesPerPage = pageSize == 1 ? 65536 : pageSize
    guard (512...65536).contains(bytesPerPage), bytesPerPage & (bytesPerPage - 1) == 0 else {
      throw damaged("page size is \(pageSize)")
    }
    // A power cut during a checkpoint can tear the write that grows the file, while the log
    // still holds that page whole and SQLite reads it from there (and a finished checkpoint
    // sets the file's size right). Without a log a partial page is damage; with one, what it
    // holds is still checked: the structure and the changes' checksums come after the header.
    guard fileSize % bytesPerPage == 0 || logHoldsFrames else {
      throw damaged("page size, \(bytesPerPage) bytes, does not divide the file's \(fileSize)")
    }
    // Every session holds these values (SQLite's defaults, which the library never changes):
    // the write and read versions (1 for the rollback journal, 2 for WAL, always equal),
    // no reserved bytes per page, the fixed payload fractions, schema format 4, no
    // auto-vacuum, UTF-8, no incremental vacuum, and SQLite's reserved zeros.
    let fixed: [(name: String, offset: Int, width: Int, allowed: ClosedRange<Int64>)] = [
      ("write version", 18, 1, 1...2), ("reserved bytes per page", 20, 1, 0...0),
      ("maximum payload fraction", 21, 1, 64...64), ("minimum payload fraction", 22, 1, 32...32),
      ("leaf payload fraction", 23, 1, 32...32), ("schema format", 44, 4, 4...4),
      ("largest root page", 52, 4, 0...0), ("text encoding", 56, 4, 1...1),
      ("incremental vacuum flag", 64, 4, 0...0),
    ]
    for field in fixed {
      let value = SessionHeader.integer(bytes, at: field.offset, width: field.width)
      guard field.allowed.contains(value) else { throw damaged("\(field.name) is \(value)") }
    }
    guard bytes[19] == bytes[18] else {
      throw damaged("read version \(bytes[19]) differs from its write version \(bytes[18])")
    }
    guard bytes[72..<92].allSatisfy({ $0 == 0 }) else {
      throw damaged("bytes SQLite reserves (72 to 91) are not zero")
    }
    let userVersion =
      userVersion ?? Int32(truncatingIfNeeded: SessionHeader.integer(bytes, at: 60, width: 4))
    guard let schema = SessionHeader.schema(userVersion: userVersion) else {
      throw damaged("schema number \(userVersion) is not one a session can hold")
    }
    guard schema <= SessionFile.schemaVersion else {
      throw .notASession(
        "\(path) has session schema \(schema), newer than this library's "
          + "\(SessionFile.schemaVersion); open it with a newer libfoodtruck (the file was left "
          + "as it was)")
    }
    self.schema = schema
  }

  /// How many bits of a file's two marks differ from a session's.
  static func changedMarkBits(_ bytes: [UInt8]) -> Int {
    let application = UInt32(truncatingIfNeeded: integer(bytes, at: 68, width: 4))
    return zip(bytes[0..<16], magic).reduce(0) { $0 + ($1.0 ^ $1.1).nonzeroBitCount }
      + (application ^ UInt32(SessionFile.applicationId)).nonzeroBitCount
  }

  /// The error for a file that is not a whole session (`why`: what is wrong with it, in
  /// SQLite's words or the header's): `corrupt` when its marks are a session's with at most
  /// damagedMarkBits bits changed, else `notASession`.
  static func refusal(_ bytes: [UInt8], fileSize: Int64, path: String, why: String)
    -> FoodTruckError
  {
    guard fileSize >= byteCount, bytes.count == byteCount else {
      return .notASession("\(path) is not a session: \(fileSize) bytes are too few for one")
    }
    if changedMarkBits(bytes) <= damagedMarkBits { return .corrupt("\(path) is damaged: \(why)") }
    guard bytes[0..<16].elementsEqual(magic) else {
      return .notASession("\(path) is not a session: it is not a SQLite database")
    }
    return .notASession(
      "\(path) is a SQLite database of another application (application id "
        + "\(integer(bytes, at: 68, width: 4)), not \(SessionFile.applicationId))")
  }

  /// The `user_version` that marks schema `schema` (3 and later): the number in the low 16
  /// bits and its complement in the high 16, so that no single flipped bit gives another
  /// valid number (a damaged number is told from a newer schema's).
  static func userVersion(schema: Int64) -> Int32 {
    let number = UInt32(truncatingIfNeeded: schema) & 0xFFFF
    return Int32(bitPattern: (~number & 0xFFFF) << 16 | number)
  }

  /// The schema a `user_version` marks, or nil for a number no session holds.
  static func schema(userVersion: Int32) -> Int64? {
    if legacySchemas.contains(Int64(userVersion)) { return Int64(userVersion) }
    let schema = Int64(UInt32(bitPattern: userVersion) & 0xFFFF)
    guard schema > legacySchemas.upperBound, self.userVersion(schema: schema) == userVersion
    else { return nil }
    return schema
  }

  /// The big-endian unsigned integer of `width` bytes at `offset`.
  private static func integer(_ bytes: [UInt8], at offset: Int, width: Int) -> Int64 {
    bytes[offset..<offset + width].reduce(0) { $0 << 8 | Int64($1) }
  }
}
