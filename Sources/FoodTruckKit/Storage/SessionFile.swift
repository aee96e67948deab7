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
  /// the file is never written. (A file the process may not write is opened this way anyway.)
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
  /// The schema this library writes (`PRAGMA user_version`). 1: the changes. 2: each change's
  /// result, checked on replay.
  static let schemaVersion: Int64 = 2

  private let database: SQLiteDatabase
  let isReadOnly: Bool
  private let insert: SQLiteStatement?
  private let replaceTick: SQLiteStatement?
  /// The row of the latest change when it is a tick that found nothing due: the next such
  /// tick replaces it rather than adding a row, since replaying the later one alone gives the
  /// same session (nothing was due before it). This keeps an idle shell's polling from
  /// growing the file.
  private var idleTickRow: Int64?

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
    // SQLite reads ":memory:" as a database in memory; here it is a file of that name.
    let path = path == ":memory:" ? "./:memory:" : path
    var info = stat()
    if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      throw .storage("\(path) is a directory, not a session file")
    }
    let exists = access(path, F_OK) == 0
    if options.readOnly && !exists {
      throw .storage("\(path) does not exist: there is no session to open read-only")
    }
    database = try SQLiteDatabase(path: path, readOnly: options.readOnly, create: true)
    isReadOnly = options.readOnly || database.isReadOnly
    // One writer per file, or readers: a writer keeps the exclusive lock from its first
    // write until it is freed (locking_mode; no shared memory either), and a reader keeps a
    // read transaction open, hence a shared lock, for its whole life (SQLite refuses the
    // exclusive locking mode on a read-only connection to a WAL file). So whoever comes
    // second, in this process or another, is refused with `busy` at once.
    try database.execute("PRAGMA busy_timeout = 0")
    if isReadOnly {
      try database.execute("BEGIN")
    } else {
      try database.execute("PRAGMA locking_mode = EXCLUSIVE")
    }

    // Check what the file is before anything writes to it: a file that is refused is left
    // byte for byte as it was.
    let pages: Int64
    do {
      pages = try database.integer("PRAGMA page_count")
    } catch {
      // The first read is where SQLite finds a file that is not a database, or a lock.
      throw FoodTruckError(
        error.kind, "\(path): \(error.message.split(separator: ": ").last ?? "")")
    }
    if pages == 0 {
      guard !isReadOnly else {
        throw .notASession("\(path) is empty: there is no session to open read-only")
      }
      try SessionFile.create(database, sync: options.sync)
      truck = Truck()
    } else {
      // Up to the replay everything only reads: a file refused is left byte for byte as it
      // was (a replay that fails is a refusal too).
      let schema = try SessionFile.check(database, path: path)
      truck = try SessionFile.replay(database, schema: schema)
      if !isReadOnly {
        try SessionFile.configure(database, sync: options.sync)
        try SessionFile.migrate(database, from: schema)
      }
    }
    if !isReadOnly {
      // Take the writer's lock now (kept: locking_mode), not at the first change.
      try database.execute("BEGIN EXCLUSIVE")
      try database.execute("COMMIT")
    }
    insert =
      isReadOnly
      ? nil : try database.prepare("INSERT INTO changes (kind, body, result) VALUES (?1, ?2, ?3)")
    replaceTick =
      isReadOnly ? nil : try database.prepare("UPDATE changes SET body = ?2 WHERE seq = ?1")
    closesAsWriter = !isReadOnly
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

  /// Refuses a file that is not a session this library can open, writing nothing to it.
  /// Returns the file's schema version.
  private static func check(_ database: SQLiteDatabase, path: String) throws(FoodTruckError)
    -> Int64
  {
    let application = try database.integer("PRAGMA application_id")
    guard application == applicationId else {
      throw .notASession(
        "\(path) is a SQLite database of another application (application id \(application), "
          + "not \(applicationId))")
    }
    let version = try database.integer("PRAGMA user_version")
    guard version <= schemaVersion else {
      throw .notASession(
        "\(path) has session schema \(version), newer than this library's \(schemaVersion); "
          + "open it with a newer libfoodtruck (the file was left as it was)")
    }
    guard version >= 1 else {
      throw .notASession("\(path) has no session schema (version \(version))")
    }
    let verdict = try database.text("PRAGMA quick_check")
    guard verdict == "ok" else {
      let first = verdict.split(separator: "\n").first.map(String.init) ?? verdict
      throw .corrupt("\(path) is damaged: SQLite's check says \(first)")
    }
    return version
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

  /// Rebuilds the session from the file's changes.
  private static func replay(_ database: SQLiteDatabase, schema: Int64) throws(FoodTruckError)
    -> Truck
  {
    var truck = Truck()
    truck.events = .discarding
    let rows =
      schema < 2
      ? try database.prepare("SELECT seq, kind, body, NULL FROM changes ORDER BY seq")
      : try database.prepare("SELECT seq, kind, body, result FROM changes ORDER BY seq")
    while try rows.step() {
      let seq = rows.int64(0)
      let kind = Int(truncatingIfNeeded: rows.int64(1))
      let change: TruckChange
      do {
        change = try rows.withBlob(2) { bytes throws(FoodTruckError) in
          try TruckChange(kind: kind, bytes: bytes)
        }
      } catch {
        throw .corrupt("change \(seq) of \(database.path) cannot be read: \(error.message)")
      }
      let result: Int
      do {
        result = try change.apply(to: &truck)
      } catch {
        throw .corrupt("change \(seq) of \(database.path) does not replay: \(error.message)")
      }
      if !rows.isNull(3), Int64(result) != rows.int64(3) {
        throw .corrupt(
          "change \(seq) of \(database.path) replays to \(result), not the \(rows.int64(3)) acknowledged"
        )
      }
    }
    truck.discardEvents()
    return truck
  }

  /// Rebuilds the session from the file: after a change that could not be written, this is
  /// the session as acknowledged.
  func reload() throws(FoodTruckError) -> Truck {
    idleTickRow = nil
    return try SessionFile.replay(database, schema: SessionFile.schemaVersion)
  }

  /// Commits `change`, already applied with `result`; `idle` marks a tick that found nothing
  /// due.
  func append(_ change: TruckChange, result: Int, idle: Bool) throws(FoodTruckError) {
    guard let insert, let replaceTick else { throw SessionFile.readOnlyError(path) }
    if idle, let row = idleTickRow {
      replaceTick.reset()
      try replaceTick.bind(1, row)
      try replaceTick.bind(2, change.body)
      _ = try replaceTick.step()
      return
    }
    insert.reset()
    try insert.bind(1, Int64(change.kind))
    try insert.bind(2, change.body)
    try insert.bind(3, Int64(result))
    _ = try insert.step()
    idleTickRow = idle ? database.lastInsertedRow : nil
  }

  static func readOnlyError(_ path: String) -> FoodTruckError {
    .readOnly("the session on \(path) is read-only: it refuses changes")
  }
}
