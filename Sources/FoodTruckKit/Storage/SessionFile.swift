// SPDX-License-Identifier: Apache-2.0
// SessionFile: a session kept in one SQLite database file. The file holds every change the
// session acknowledged, in order (TruckChange, ChangeCoding); opening replays them into a
// fresh Truck, which gives the same session because the core is deterministic. Each change is
// one SQLite transaction, committed before the call that made it returns: acknowledged means
// durable (docs/architecture.md §7).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How hard a commit waits for the disk (SQLite's `synchronous` in WAL mode).
public enum SessionSync: Int, CaseIterable, Sendable, Hashable {
  /// Every commit is on the disk before the call returns: nothing acknowledged is lost, even
  /// to a power cut. The default.
  case full = 0
  /// Commits reach the operating system before the call returns and the disk at the next
  /// checkpoint: a crash of the program loses nothing; a power cut or an operating-system
  /// crash may lose the latest changes (never half of one). Faster.
  case normal = 1
}

/// How to open a session file.
public struct SessionFileOptions: Sendable, Hashable {
  /// Opens the file for reading only: the session refuses every change with `readOnly`, and
  /// the file is never written, but to play back the journal a writer's crash left (see
  /// docs/conventions.md, Files). (A file the process may not write is opened this way anyway.)
  public var readOnly: Bool
  public var sync: SessionSync

  public init(readOnly: Bool = false, sync: SessionSync = .full) {
    self.readOnly = readOnly
    self.sync = sync
  }
}

/// The open file of a durable session. Used only under TruckSession's lock.
final class SessionFile {
  /// "FTRK": the application id every session file carries (`PRAGMA application_id`).
  static let applicationId: Int64 = 0x4654_524B
  /// The schema this library writes (`PRAGMA user_version`, see SessionHeader). 1: the
  /// changes. 2: each change's result, checked on replay. 3: each change's checksum.
  static let schemaVersion: Int64 = 3

  private let database: SQLiteDatabase
  let isReadOnly: Bool
  private let insert: SQLiteStatement?
  private let replaceTick: SQLiteStatement?
  /// The row of the latest change when it is a tick that found nothing due: the next such
  /// tick replaces it rather than adding a row, since replaying the later one alone gives the
  /// same session (nothing was due before it). This keeps an idle shell's polling from
  /// growing the file.
  private var idleTick: (seq: Int64, result: Int64)?
  /// The number the next stored change gets: its row's `seq`, which its checksum covers.
  private var nextSeq: Int64

  var path: String { database.path }

  /// Closing a writer leaves the file whole and alone: the log is checkpointed into it and
  /// the file goes back to SQLite's rollback journal, so that it can be copied as one file and
  /// opened read-only (a reader cannot create the log a WAL file needs). The next writer
  /// turns WAL on again.
  deinit {
    guard closesAsWriter, (try? database.execute("PRAGMA journal_mode = DELETE")) != nil else {
      return
    }
    // A reader of a file left by a crash made the shared-memory index SQLite's WAL readers
    // need; this writer holds the exclusive lock and used none, so the file is alone again.
    unlink(path + "-shm")
  }

  /// True once a writer has opened the file: only then is there anything to close.
  private var closesAsWriter = false

  /// Opens (or creates) the session file at `path` and replays it into `truck`.
  init(path: String, options: SessionFileOptions, truck: inout Truck) throws(FoodTruckError) {
    guard !path.isEmpty else { throw .invalidArgument("the path is empty", input: "path") }
    let name = SessionFile.fileName(path)
    var info = stat()
    if stat(name, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      throw .storage("\(path) is a directory, not a session file")
    }
    if options.readOnly && access(name, F_OK) != 0 {
      throw .storage("\(path) does not exist: there is no session to open read-only")
    }
    let changes: Int64
    do {
      (database, isReadOnly, truck, changes) = try SessionFile.open(
        name, path: path, options: options)
    } catch  where error.kind == .unconfirmed {
      // Opening is not a change: a sync that failed while opening is a failed open.
      throw .storage(error.message)
    }
    insert =
      isReadOnly
      ? nil
      : try database.prepare(
        "INSERT INTO changes (seq, kind, body, result, crc) VALUES (?1, ?2, ?3, ?4, ?5)")
    replaceTick =
      isReadOnly
      ? nil : try database.prepare("UPDATE changes SET body = ?2, crc = ?3 WHERE seq = ?1")
    nextSeq = changes + 1
    closesAsWriter = !isReadOnly
  }

  /// The file name SQLite is given for `path`: the path itself, made to start with "/" or
  /// "./" so that SQLite never reads it as a URI ("file:...?vfs=...&nolock=1") or as a
  /// database in memory (":memory:"): whatever its text, a path names a file, opened with
  /// locking.
  static func fileName(_ path: String) -> String {
    path.hasPrefix("/") ? path : "./" + path
  }

  /// Connects to the file, takes its lock, checks what it is and replays it: the session it
  /// holds (and how many changes the file keeps), or a new one for a new or empty file.
  /// Writes nothing to a file it refuses.
  private static func open(_ name: String, path: String, options: SessionFileOptions)
    throws(FoodTruckError) -> (SQLiteDatabase, isReadOnly: Bool, Truck, changes: Int64)
  {
    // A log (or its index) found beside the file is left as found; one SQLite makes while
    // reading a file in WAL mode is empty and goes when the connection closes.
    let keepsLog = access(name + "-wal", F_OK) == 0 || access(name + "-shm", F_OK) == 0
    var database = try SQLiteDatabase(path: name, readOnly: options.readOnly, create: true)
    // Asked for, or the file is not writable (SQLite then opened it read-only).
    let isReadOnly = options.readOnly || database.isReadOnly
    var first: FirstRead
    do {
      first = try firstRead(database, path: path, readOnly: isReadOnly, keepsLog: keepsLog)
    } catch
      where isReadOnly
      && (error.kind == .readOnly || (error.kind == .storage && access(name + "-wal", F_OK) == 0))
    {
      // A writer's crash left what only a writer can finish (a rollback journal to play
      // back, or a log whose index a reader cannot make where it may not write): a writer's
      // connection finishes it, then the reader opens the file.
      try recover(name, path: path, from: error)
      database = try SQLiteDatabase(path: name, readOnly: true, create: false)
      first = try firstRead(database, path: path, readOnly: true, keepsLog: keepsLog)
    }
    if first.pages == 0 {
      guard first.size == 0 else {
        // SQLite takes a file too short for a page for an empty database: it is not one.
        throw SessionHeader.refusal(
          first.header, fileSize: first.size, path: path, why: "it is too short for a page")
      }
      // An empty file is a session with no changes yet (what a crash while creating one
      // leaves): a reader reads it as a new session, a writer makes the session in it.
      guard !isReadOnly else { return (database, true, Truck(), 0) }
      try create(database, sync: options.sync)
      try takeWriterLock(database)
      return (database, false, Truck(), 0)
    }
    // Up to the replay everything only reads: a file refused is left byte for byte as it was
    // (a replay that fails is a refusal too).
    let userVersion = Int32(truncatingIfNeeded: try database.integer("PRAGMA user_version"))
    let schema = try SessionHeader(
      first.header, fileSize: first.size, userVersion: userVersion,
      logHoldsFrames: first.logHoldsFrames, path: path
    ).schema
    let replayed: (truck: Truck, changes: Int64)
    do {
      try checkStructure(database, path: path)
      replayed = try replay(database, schema: schema)
    } catch  where error.kind == .busy || error.kind == .storage {
      throw error
    } catch {
      // The header is a session's, so anything SQLite cannot read in it is damage.
      throw error.kind == .corrupt ? error : .corrupt("\(path) is damaged: \(error.message)")
    }
    if !isReadOnly {
      try configure(database, sync: options.sync)
      try migrate(database, from: schema)
      try takeWriterLock(database)
    }
    return (database, isReadOnly, replayed.truck, replayed.changes)
  }

  /// What the first read of a file found: SQLite's page count, the header's bytes, the
  /// file's size and whether a log with frames lies beside it.
  private struct FirstRead {
    let pages: Int64
    let header: [UInt8]
    let size: Int64
    let logHoldsFrames: Bool
  }

  /// Takes the file's lock and reads what it is. One writer per file, or readers: a writer
  /// keeps the exclusive lock from its first write until it is freed (locking_mode; no shared
  /// memory either), and a reader keeps a read transaction open, hence a shared lock, for its
  /// whole life (SQLite refuses the exclusive locking mode on a read-only connection to a WAL
  /// file). So whoever comes second, in this process or another, is refused with `busy` at
  /// once.
  private static func firstRead(
    _ database: SQLiteDatabase, path: String, readOnly: Bool, keepsLog: Bool
  ) throws(FoodTruckError) -> FirstRead {
    if keepsLog {
      try database.keepLogOnClose()
    } else {
      database.removesEmptyLogOnClose = readOnly
    }
    try database.execute("PRAGMA busy_timeout = 0")
    try database.execute(readOnly ? "BEGIN" : "PRAGMA locking_mode = EXCLUSIVE")
    let pages: Int64
    do {
      // The first read is where SQLite takes the lock, plays back a journal a crash left,
      // and finds a file that is not a database.
      pages = try database.integer("PRAGMA page_count")
    } catch  where error.kind == .corrupt || error.kind == .notASession {
      let start = try database.fileStart(SessionHeader.byteCount)
      throw SessionHeader.refusal(
        start.bytes, fileSize: start.size, path: path,
        why: String(error.message.split(separator: ": ").last ?? ""))
    } catch {
      throw FoodTruckError(
        error.kind, "\(path): \(error.message.split(separator: ": ").last ?? "")")
    }
    let start = try database.fileStart(SessionHeader.byteCount)
    // SQLite's Unix layer reports a 1-byte file as empty (an old workaround of its own), and
    // an empty file becomes a new session: the size that decides is the file system's.
    var info = stat()
    let size = stat(database.path, &info) == 0 ? Int64(info.st_size) : start.size
    // A log holds frames past its 32-byte header (SQLite's WAL format).
    let logHoldsFrames = stat(database.path + "-wal", &info) == 0 && info.st_size > 32
    return FirstRead(pages: pages, header: start.bytes, size: size, logHoldsFrames: logHoldsFrames)
  }

  /// Finishes what a writer's crash left, for a reader (see open): a short-lived writer's
  /// connection plays back the journal, when the file and its folder may be written;
  /// otherwise `readOnly` says that only a writer can.
  private static func recover(_ name: String, path: String, from error: FoodTruckError)
    throws(FoodTruckError)
  {
    let folder = String(name[..<(name.lastIndex(of: "/") ?? name.startIndex)])
    guard access(name, W_OK) == 0, access(folder.isEmpty ? "/" : folder, W_OK) == 0 else {
      throw .readOnly(
        "\(path) was left unfinished by a writer that stopped (\(error.message)); only a "
          + "writer can finish it, and neither the file nor its folder may be written here: "
          + "open it once without FOODTRUCK_OPEN_READ_ONLY where it can be")
    }
    let writer = try SQLiteDatabase(path: name, readOnly: false, create: false)
    try writer.execute("PRAGMA busy_timeout = 0")
    _ = try writer.integer("PRAGMA page_count")
  }

  /// Takes the writer's lock now (kept: locking_mode), not at the first change.
  private static func takeWriterLock(_ database: SQLiteDatabase) throws(FoodTruckError) {
    try database.execute("BEGIN EXCLUSIVE")
    try database.execute("COMMIT")
  }

  // MARK: - Schema

  /// The first schema: one row per acknowledged change, in order.
  private static let schema1: StaticString = """
    CREATE TABLE changes (
      seq INTEGER PRIMARY KEY,
      kind INTEGER NOT NULL,
      body BLOB NOT NULL
    ) STRICT;
    """

  /// Creates a new file: schema 1, then every migration, in one transaction.
  /// The schema goes in first, in SQLite's rollback journal, and WAL is turned on after: a
  /// crash while creating then leaves either an empty file (rolled back, created again at the
  /// next open) or a whole session, never a database without the session's marks.
  private static func create(_ database: SQLiteDatabase, sync: SessionSync) throws(FoodTruckError) {
    // The header's fields SessionHeader checks, whatever defaults the system's SQLite was
    // built with (they can be set only before the first table).
    try database.execute("PRAGMA auto_vacuum = NONE")
    try database.execute("PRAGMA encoding = 'UTF-8'")
    try transaction(database) { () throws(FoodTruckError) in
      try database.execute(schema1)
      try database.execute("PRAGMA application_id = 1179931211")  // applicationId, "FTRK"
      try database.execute("PRAGMA user_version = 1")
      try migrations(database, from: 1)
    }
    try configure(database, sync: sync)
  }

  /// WAL, so that a commit appends to the log and a crash never leaves half a change, and the
  /// sync level asked for.
  private static func configure(_ database: SQLiteDatabase, sync: SessionSync)
    throws(FoodTruckError)
  {
    let mode = try database.text("PRAGMA journal_mode = WAL")
    guard mode == "wal" else {
      throw .storage("\(database.path) cannot use SQLite's WAL mode (\(mode))")
    }
    switch sync {
    case .full: try database.execute("PRAGMA synchronous = FULL")
    case .normal: try database.execute("PRAGMA synchronous = NORMAL")
    }
  }

  /// Refuses a file whose structure SQLite finds damaged, writing nothing to it (its header
  /// has passed SessionHeader: the application id and the schema are known good).
  private static func checkStructure(_ database: SQLiteDatabase, path: String)
    throws(FoodTruckError)
  {
    let verdict = try database.text("PRAGMA quick_check")
    guard verdict == "ok" else {
      let first = verdict.split(separator: "\n").first.map(String.init) ?? verdict
      throw .corrupt("\(path) is damaged: SQLite's check says \(first)")
    }
  }

  /// Brings an older file to the current schema in one transaction.
  private static func migrate(_ database: SQLiteDatabase, from version: Int64)
    throws(FoodTruckError)
  {
    guard version < schemaVersion else { return }
    try transaction(database) { () throws(FoodTruckError) in try migrations(database, from: version)
    }
  }

  /// The steps from schema `version` to the current one (inside the caller's transaction).
  private static func migrations(_ database: SQLiteDatabase, from version: Int64)
    throws(FoodTruckError)
  {
    if version < 2 {
      // Schema 2: what each change returned when it was acknowledged (NULL for older rows),
      // so that a replay that gives another result is caught rather than served.
      try database.execute("ALTER TABLE changes ADD COLUMN result INTEGER")
      try database.execute("PRAGMA user_version = 2")
    }
    if version < 3 {
      // Schema 3: each row's checksum (ChangeChecksum), checked on every replay; the rows
      // already there have just replayed, so their checksums are taken from them as they are.
      // The schema number becomes self-checking (SessionHeader.userVersion(schema:)).
      try database.execute("ALTER TABLE changes ADD COLUMN crc INTEGER")
      let rows = try database.prepare("SELECT seq, kind, body, result FROM changes")
      var checksums: [(seq: Int64, crc: Int64)] = []
      while try rows.step() {
        let seq = rows.int64(0)
        let kind = Int(truncatingIfNeeded: rows.int64(1))
        let result = rows.isNull(3) ? nil : rows.int64(3)
        checksums.append(
          (
            seq,
            try rows.withBlob(2) {
              ChangeChecksum.of(seq: seq, kind: kind, result: result, body: $0)
            }
          ))
      }
      let update = try database.prepare("UPDATE changes SET crc = ?2 WHERE seq = ?1")
      for row in checksums {
        update.reset()
        try update.bind(1, row.seq)
        try update.bind(2, row.crc)
        _ = try update.step()
      }
      try database.execute("PRAGMA user_version = -262141")  // userVersion(schema: 3)
    }
  }

  private static func transaction(
    _ database: SQLiteDatabase, _ body: () throws(FoodTruckError) -> Void
  ) throws(FoodTruckError) {
    try database.execute("BEGIN IMMEDIATE")
    do {
      try body()
      try database.execute("COMMIT")
    } catch {
      try? database.execute("ROLLBACK")
      throw error
    }
  }

  // MARK: - Changes

  /// Rebuilds the session from the file's changes. Every row must be whole: numbered 1, 2,
  /// 3, ... with no gap (rows are never deleted), with its checksum (schema 3 on), and giving
  /// the result it was acknowledged with (schema 2 on). Returns the session and how many
  /// changes the file keeps.
  private static func replay(_ database: SQLiteDatabase, schema: Int64) throws(FoodTruckError)
    -> (truck: Truck, changes: Int64)
  {
    var truck = Truck()
    truck.events = .discarding
    let rows =
      schema < 2
      ? try database.prepare("SELECT seq, kind, body, NULL, NULL FROM changes ORDER BY seq")
      : schema < 3
        ? try database.prepare("SELECT seq, kind, body, result, NULL FROM changes ORDER BY seq")
        : try database.prepare("SELECT seq, kind, body, result, crc FROM changes ORDER BY seq")
    var expected: Int64 = 1
    while try rows.step() {
      let seq = rows.int64(0)
      func damaged(_ what: String) -> FoodTruckError {
        .corrupt("change \(seq) of \(database.path) \(what)")
      }
      guard seq == expected else { throw damaged("follows change \(expected - 1)") }
      expected += 1
      let kind = Int(truncatingIfNeeded: rows.int64(1))
      let acknowledged = rows.isNull(3) ? nil : rows.int64(3)
      let change: TruckChange
      do {
        change = try rows.withBlob(2) { bytes throws(FoodTruckError) in
          if schema >= 3 {
            let crc = ChangeChecksum.of(seq: seq, kind: kind, result: acknowledged, body: bytes)
            guard !rows.isNull(4), rows.int64(4) == crc else {
              throw .corrupt("its checksum does not match")
            }
          }
          return try TruckChange(kind: kind, bytes: bytes)
        }
      } catch {
        throw damaged("cannot be read: \(error.message)")
      }
      let result: Int
      do {
        result = try change.apply(to: &truck)
      } catch {
        throw damaged("does not replay: \(error.message)")
      }
      if let acknowledged, Int64(result) != acknowledged {
        throw damaged("replays to \(result), not the \(acknowledged) acknowledged")
      }
    }
    truck.discardEvents()
    return (truck, expected - 1)
  }

  /// Rebuilds the session from the file: after a change that could not be written, this is
  /// the session as acknowledged.
  func reload() throws(FoodTruckError) -> Truck {
    idleTick = nil
    let replayed = try SessionFile.replay(database, schema: SessionFile.schemaVersion)
    nextSeq = replayed.changes + 1
    return replayed.truck
  }

  /// Commits `change`, already applied with `result`; `idle` marks a change that found nothing
  /// to do (TruckChange.isIdle).
  func append(_ change: TruckChange, result: Int, idle: Bool) throws(FoodTruckError) {
    guard let insert, let replaceTick else { throw SessionFile.readOnlyError(path) }
    let body = change.body
    if idle, let tick = idleTick {
      replaceTick.reset()
      try replaceTick.bind(1, tick.seq)
      try replaceTick.bind(2, body)
      try replaceTick.bind(
        3, ChangeChecksum.of(seq: tick.seq, kind: change.kind, result: tick.result, body: body))
      _ = try replaceTick.step()
      return
    }
    let seq = nextSeq
    insert.reset()
    try insert.bind(1, seq)
    try insert.bind(2, Int64(change.kind))
    try insert.bind(3, body)
    try insert.bind(4, Int64(result))
    try insert.bind(
      5, ChangeChecksum.of(seq: seq, kind: change.kind, result: Int64(result), body: body))
    _ = try insert.step()
    nextSeq += 1
    idleTick = idle ? (seq, Int64(result)) : nil
  }

  static func readOnlyError(_ path: String) -> FoodTruckError {
    .readOnly("the session on \(path) is read-only: it refuses changes")
  }
}
