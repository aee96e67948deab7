// SPDX-License-Identifier: Apache-2.0
// SQLite: the few parts of SQLite's C API the session file uses, with every result code turned
// into a FoodTruckError. Statements are prepared once and bound with parameters; no SQL is
// ever built from values.

import CSQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One open SQLite database. Not thread-safe by itself: TruckSession's lock guards it.
final class SQLiteDatabase {
  let handle: OpaquePointer
  let path: String

  /// The oldest SQLite the session file works with: its table is STRICT (3.37.0), which an
  /// older SQLite cannot parse and would report as a damaged file.
  static let minimumVersion: (number: Int32, text: String) = (3_037_000, "3.37.0")

  /// Opens `path` (created when `create` and missing); throws with SQLite's words.
  init(path: String, readOnly: Bool, create: Bool) throws(FoodTruckError) {
    guard sqlite3_libversion_number() >= Self.minimumVersion.number else {
      throw .storage(
        "cannot open \(path): the session file needs SQLite \(Self.minimumVersion.text) or newer, "
          + "and this process has SQLite \(String(cString: sqlite3_libversion()))")
    }
    var db: OpaquePointer?
    let flags =
      (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0))
      | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
    let code = sqlite3_open_v2(path, &db, flags, nil)
    guard code == SQLITE_OK, let db else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close_v2(db)
      throw SQLiteDatabase.error(code, "cannot open \(path): \(message)")
    }
    handle = db
    self.path = path
  }

  /// Removes an empty log and its index beside the file before the connection closes: set on
  /// a reader that found none there. A reader cannot checkpoint, so SQLite leaves the log it
  /// made to read a file in WAL mode; while the reader is open it holds the file's shared lock,
  /// so no writer of the library is using that log.
  var removesEmptyLogOnClose = false

  deinit {
    var log = stat()
    if removesEmptyLogOnClose, stat(path + "-wal", &log) == 0, log.st_size == 0 {
      unlink(path + "-wal")
      unlink(path + "-shm")
    }
    sqlite3_close_v2(handle)
  }

  /// Leaves a log beside the file when the connection closes, rather than SQLite's checkpoint
  /// into the file: a file refused is closed as it was found. (A writer's close makes its own
  /// checkpoint: SessionFile.deinit.)
  func keepLogOnClose() throws(FoodTruckError) {
    let code = foodtruck_sqlite_no_checkpoint_on_close(handle)
    guard code == SQLITE_OK else { throw failure(code, "keeping the log on close") }
  }

  /// True when SQLite opened the file read-only (asked for, or the file is not writable).
  var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

  /// The first `count` bytes of the database file (zeros past its end) and its size in bytes,
  /// read through SQLite's own handle (see foodtruck_sqlite_file_start, which says what the
  /// bytes are worth with and without a lock held).
  func fileStart(_ count: Int) throws(FoodTruckError) -> (bytes: [UInt8], size: Int64) {
    var size: sqlite3_int64 = 0
    var bytes = [UInt8](repeating: 0, count: count)
    let code = bytes.withUnsafeMutableBufferPointer {
      foodtruck_sqlite_file_start(handle, $0.baseAddress, Int32(count), &size)
    }
    guard code == SQLITE_OK else { throw failure(code, "reading the file's header") }
    return (bytes, Int64(size))
  }

  /// The rowid of the latest row inserted on this connection.
  var lastInsertedRow: Int64 { sqlite3_last_insert_rowid(handle) }

  /// Runs SQL without results (pragmas, DDL, BEGIN/COMMIT); the text is always a constant.
  func execute(_ sql: StaticString) throws(FoodTruckError) {
    let code = sqlite3_exec(handle, sql.description, nil, nil, nil)
    guard code == SQLITE_OK else { throw failure(code, "\(sql)") }
  }

  /// The first column of the first row of a constant query (a pragma's value).
  func integer(_ sql: StaticString) throws(FoodTruckError) -> Int64 {
    let statement = try prepare(sql)
    guard try statement.step() else { throw .storage("\(sql) gave no row") }
    return statement.int64(0)
  }

  /// The first column of the first row of a constant query, as text.
  func text(_ sql: StaticString) throws(FoodTruckError) -> String {
    let statement = try prepare(sql)
    guard try statement.step() else { throw .storage("\(sql) gave no row") }
    return statement.text(0)
  }

  func prepare(_ sql: StaticString) throws(FoodTruckError) -> SQLiteStatement {
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v3(
      handle, sql.description, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
    guard code == SQLITE_OK, let statement else { throw failure(code, "preparing \(sql)") }
    return SQLiteStatement(statement, database: self)
  }

  /// A FoodTruckError for a failed call, with SQLite's message for this connection.
  func failure(_ code: Int32, _ doing: String) -> FoodTruckError {
    let message = "\(path): \(doing): \(String(cString: sqlite3_errmsg(handle)))"
    // SQLite says "disk I/O error" when a write fails for want of room; the OS says why.
    let errno = sqlite3_system_errno(handle)
    // (A sync that fails for want of room is still a failed sync: unconfirmed, below.)
    let isSync = SQLiteDatabase.syncFailures.contains(code)
    if code & 0xff == SQLITE_IOERR, !isSync, errno == ENOSPC || errno == EFBIG {
      return .storage("\(message) (the disk is full or the file reached its size limit)")
    }
    return SQLiteDatabase.error(code, message)
  }

  /// SQLITE_IOERR_FSYNC and SQLITE_IOERR_DIR_FSYNC (macros Swift does not import).
  static let syncFailures: Set<Int32> = [SQLITE_IOERR | 4 << 8, SQLITE_IOERR | 5 << 8]

  /// The error kind of a SQLite result code (its primary code, the low byte; the extended
  /// code for a failed sync).
  static func error(_ code: Int32, _ message: String) -> FoodTruckError {
    // A sync fails after the data was written: the change may be in the file or not.
    if syncFailures.contains(code) {
      return .unconfirmed(
        "\(message) (the disk did not confirm the change: it may or may not be in the file; "
          + "free the session and open it again)")
    }
    return switch code & 0xff {
    case SQLITE_BUSY, SQLITE_LOCKED:
      .busy("\(message) (the session file is open in another session; one writer at a time)")
    case SQLITE_READONLY: .readOnly(message)
    case SQLITE_NOTADB: .notASession("\(message) (the file is not a SQLite database)")
    // The file's content cannot be what this library wrote: SQLite found its structure
    // damaged, or its schema does not parse or lacks the session's table.
    case SQLITE_CORRUPT, SQLITE_ERROR, SQLITE_FORMAT, SQLITE_RANGE, SQLITE_MISMATCH, SQLITE_SCHEMA:
      .corrupt(message)
    case SQLITE_FULL: .storage("\(message) (the disk is full or the file reached its size limit)")
    default: .storage(message)
    }
  }
}

/// A prepared statement, reset before each use.
final class SQLiteStatement {
  private let handle: OpaquePointer
  private unowned let database: SQLiteDatabase

  fileprivate init(_ handle: OpaquePointer, database: SQLiteDatabase) {
    self.handle = handle
    self.database = database
  }

  deinit { sqlite3_finalize(handle) }

  /// Clears the previous run's state and bindings.
  func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
  }

  func bind(_ index: Int32, _ value: Int64) throws(FoodTruckError) {
    try check(sqlite3_bind_int64(handle, index, value))
  }

  /// Binds a blob, copied by SQLite (the bytes need not outlive the call).
  func bind(_ index: Int32, _ bytes: [UInt8]) throws(FoodTruckError) {
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    let code = bytes.withUnsafeBytes { buffer in
      // A zero-length blob still needs a non-null pointer to be a blob, not NULL.
      sqlite3_bind_blob64(
        handle, index, buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1), UInt64(buffer.count),
        transient)
    }
    try check(code)
  }

  /// Steps once: true when a row is ready, false when done.
  func step() throws(FoodTruckError) -> Bool {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default:
      let error = database.failure(code, "running \(String(cString: sqlite3_sql(handle)))")
      sqlite3_reset(handle)
      throw error
    }
  }

  func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }
  func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

  func text(_ column: Int32) -> String {
    guard let text = sqlite3_column_text(handle, column) else { return "" }
    return String(cString: text)
  }

  /// Lends a blob column's bytes, valid until the next step or reset.
  func withBlob<T>(_ column: Int32, _ body: (UnsafeRawBufferPointer) throws(FoodTruckError) -> T)
    throws(FoodTruckError) -> T
  {
    let count = Int(sqlite3_column_bytes(handle, column))
    return try body(
      UnsafeRawBufferPointer(start: sqlite3_column_blob(handle, column), count: count))
  }

  private func check(_ code: Int32) throws(FoodTruckError) {
    guard code == SQLITE_OK else { throw database.failure(code, "binding") }
  }
}
