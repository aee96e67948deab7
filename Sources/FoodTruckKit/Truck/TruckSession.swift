// SPDX-License-Identifier: Apache-2.0
// TruckSession: the stateful root. One reference type owning a Truck, shared between threads
// (and across the C ABI as one handle). A session is in memory, or kept in a file
// (Storage/SessionFile.swift): then every change is committed to the file before change(_:)
// returns. Reads run together; changes one at a time, in the order they came, and a change
// keeps readers out only while it puts its result in place (docs/conventions.md, "Threads").

/// A truck session shared between threads. The closures passed in must not call back into the
/// same session.
///
/// Two locks: `access`, which readers share and a change holds alone only to put its result
/// in place, and `writers`, which changes pass one at a time in the order they came. A change
/// does its long parts holding `writers` only, readers still reading the state before it:
/// working out a new UTC offset's rollup (TruckChange.prepare), and the disk commit, after the
/// result is in place (a change the disk refuses is undone by a reload, again holding `access`).
/// A tick that finds nothing due is a read (see tick(to:slice:)).
public final class TruckSession: @unchecked Sendable {
  /// Readers share it; a change holds it alone only to put its result in place.
  @usableFromInline let access = ReadWriteLock()
  /// Changes pass it one at a time, first come first served; only a holder changes the state.
  private let writers = FairLock()
  /// The state lives out of line so that `read` can lend it in place: loading a stored
  /// property would copy the Truck, retaining every array of a session that may hold a million
  /// orders, on every call. Read under `access` shared, or under `writers` (no one else
  /// changes it then); changed under both.
  @usableFromInline let state: UnsafeMutablePointer<Truck>
  /// The file that keeps the session, or nil for a session in memory.
  private let file: SessionFile?
  /// Set when the disk did not confirm a change, or when a change could not be written and the
  /// session could not be rebuilt from its file either (reads may then show the refused
  /// change): every later change is refused with this `unconfirmed` error until the session is
  /// opened again (reads still answer). Set holding both locks.
  private var failure: FoodTruckError?
  /// The latest tick that found nothing due and is not applied yet (see tick(to:slice:)): the
  /// next change applies it first, a session kept in a file writes it then or when freed.
  /// Guarded by `idleLock`, which readers take holding `access` shared.
  private var idleTick: Int64?
  private let idleLock = Lock()

  /// A session in memory over `truck` (by default the built-in catalog and default settings).
  public init(_ truck: Truck = Truck()) {
    state = .allocate(capacity: 1)
    state.initialize(to: truck)
    file = nil
  }

  /// Opens the session kept in the SQLite file at `path`, creating the file (a new session,
  /// like ``init(_:)``'s) when it does not exist. Every change made through ``change(_:)`` is
  /// committed to the file before it returns; reopening gives the same session. Throws
  /// `storage`, `busy`, `notASession` or `corrupt` for a file it cannot use (left as it was).
  public init(path: String, options: SessionFileOptions = SessionFileOptions())
    throws(FoodTruckError)
  {
    var truck = Truck()
    file = try SessionFile(path: path, options: options, truck: &truck)
    state = .allocate(capacity: 1)
    state.initialize(to: truck)
  }

  deinit {
    // A tick that found nothing due only moved the latest tick's instant: written if it can
    // be (a session freed after a crash's reopening is the same without it).
    if file != nil, failure == nil, let now = takeIdleTick() {
      try? commit(.tick(now: now), result: 0, idle: true)
    }
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// True when the session refuses changes: opened read-only, or its file is not writable.
  public var isReadOnly: Bool { file?.isReadOnly ?? false }

  /// Reads the state, lent to `body` without a copy, alongside other readers: a change in
  /// progress is seen either whole or not at all. (Inlinable, so that the caller's module
  /// specializes it; a generic call would copy the state.)
  @inlinable
  public func read<T, E: Error>(_ body: (borrowing Truck) throws(E) -> T) throws(E) -> T {
    try access.withReadLock { () throws(E) -> T in try lend(body) }
  }

  /// The state lent to `body` without a copy (the caller holds a lock). Swift 6.3 hands a
  /// borrow of `state.pointee` to a function it does not inline (a Truck method called from
  /// the boundary's module) as a copy of the whole Truck, a retain and a release of each of
  /// its storages per call; an inout access is the memory itself. Nothing here writes to it.
  /// ThreadSanitizer counts every inout access as a write, so two readers lending at once would
  /// be reported as a race: its build reads the state through the pointer instead (the same
  /// memory read under the same lock, at the price of the copy).
  @inlinable
  func lend<T, E: Error>(_ body: (borrowing Truck) throws(E) -> T) throws(E) -> T {
    #if FOODTRUCK_TSAN
      try body(state.pointee)
    #else
      try Self.borrow(&state.pointee, body)
    #endif
  }

  @inlinable
  static func borrow<T, E: Error>(_ truck: inout Truck, _ body: (borrowing Truck) throws(E) -> T)
    throws(E) -> T
  {
    try body(truck)
  }

  /// The instant of the latest tick (Truck.lastTick, or a later one that found nothing due and
  /// is kept aside: see ``tick(to:slice:)``), nil before the first.
  public var latestTick: Int64? {
    read { truck in idleLock.withLock { () -> Int64? in idleTick ?? truck.lastTick } }
  }

  /// Changes the state in place, as a change does but without writing to the session's file:
  /// for what a file does not keep (the event queue) and for sessions in memory. Every mutating
  /// core operation validates its input before it changes anything, so an operation that
  /// throws leaves the state as it was: no partial updates. (A body that makes two changes and
  /// then throws keeps the first.)
  public func update<T, E: Error>(_ body: (inout Truck) throws(E) -> T) throws(E) -> T {
    try writers.withLock { () throws(E) -> T in
      // A tick kept aside stays aside: what an update changes (the event queue) does not
      // depend on it, and applying it here would leave it out of the file.
      try access.withWriteLock { () throws(E) -> T in try body(&state.pointee) }
    }
  }

  /// Applies `change` (see TruckChange.apply) and, for a session kept in a file, commits it
  /// before returning. A change the file cannot take (the disk is full) is undone: the session
  /// is rebuilt from its file, as it was acknowledged, and the storage error thrown. A change
  /// the disk did not confirm (`unconfirmed`) is undone likewise, and every later change is
  /// refused with `unconfirmed` until the session is opened again.
  @discardableResult
  public func change(_ change: TruckChange) throws(FoodTruckError) -> Int {
    try self.change(change, reading: { _ in () }).result
  }

  /// Applies `change` as ``change(_:)`` does and hands back, with its result, what `before`
  /// reads of the state the change was applied to, with no change between: what a
  /// change took (the store messages) is read where no other change can come between. A
  /// change that changes nothing (TruckChange.changesNothing) is neither applied nor written.
  public func change<T>(
    _ change: TruckChange, reading before: (borrowing Truck) -> T
  ) throws(FoodTruckError) -> (result: Int, before: T) {
    try writers.withLock { () throws(FoodTruckError) -> (result: Int, before: T) in
      let value = lend(before)
      let done = try applyAndCommit(change) {
        (truck: inout Truck, prepared) throws(FoodTruckError) in
        (try change.apply(to: &truck, prepared: prepared), change)
      }
      return (done?.result ?? 0, value)
    }
  }

  /// How many things due a slice of ``tick(to:slice:)`` lets happen at most (then all the
  /// others of the same instant): a few milliseconds of work.
  public static let tickSlice = 1_000

  /// Moves the session to `now` as `change(.tick(now:))` does, in slices: each lets at most
  /// `slice` things due happen (and the rest of its last instant's), is committed as the tick
  /// to the instant it reached, and lets the session go before the next, so that a tick after
  /// a long sleep (a million arrivals) never holds it for long. A reader between slices sees
  /// the session as it was at a slice's instant. A slice that fails leaves the session at the
  /// last slice's instant. Returns how many orders arrived in all.
  ///
  /// A tick that finds nothing due is a read: it only moves the latest tick's instant, which
  /// is kept aside and applied (and written) first by the next change, so that a shell ticking
  /// every frame never waits for a change in progress.
  public func tick(to now: Int64, slice: Int = TruckSession.tickSlice) throws(FoodTruckError)
    -> Int
  {
    if try keepIdleTick(now) { return 0 }
    var arrived = 0
    while true {
      let reached = try writers.withLock { () throws(FoodTruckError) -> Int64 in
        let done = try applyAndCommit(.tick(now: now)) {
          (truck: inout Truck, _) throws(FoodTruckError) in
          let (orders, reached) = try truck.tick(now: now, limit: slice)
          return (orders.count, .tick(now: reached))
        }
        guard let done, case .tick(let reached) = done.applied else { return now }
        arrived += done.result
        return reached
      }
      if reached == now { return arrived }
    }
  }

  /// Holding `writers`: refuses a change to a read-only or failed session, leaves alone one
  /// that changes nothing (nil), else works out its long part (TruckChange.prepare), applies
  /// it with `apply` holding `access` alone, and commits what `apply` says it applied:
  /// `change` itself, or for a slice of a tick the tick to the instant it reached. A tick kept
  /// aside (idleTick) is applied first, in the same hold, and committed before it.
  private func applyAndCommit(
    _ change: TruckChange,
    _ apply: (inout Truck, TruckChange.Prepared?) throws(FoodTruckError) -> (
      result: Int, applied: TruckChange
    )
  ) throws(FoodTruckError) -> (result: Int, applied: TruckChange)? {
    try checkWritable()
    if lend({ change.changesNothing(on: $0) }) { return nil }
    let idle = lend { change.isIdle(on: $0) }
    let prepared = try lend { truck throws(FoodTruckError) in try change.prepare(on: truck) }
    let (keptTick, done) = access.withWriteLock {
      () -> (Int64?, Result<(result: Int, applied: TruckChange), FoodTruckError>) in
      let keptTick = applyIdleTick()
      return (keptTick, Result { () throws(FoodTruckError) in try apply(&state.pointee, prepared) })
    }
    if let keptTick { try commit(.tick(now: keptTick), result: 0, idle: true) }
    let applied = try done.get()
    try commit(applied.applied, result: applied.result, idle: idle)
    return applied
  }

  /// For a tick to `now` that finds nothing due, as a read: refuses it as a change would
  /// (read-only or failed session, `now` before the latest tick) or keeps `now` aside as the
  /// latest tick and returns true. False when something is due by `now`.
  private func keepIdleTick(_ now: Int64) throws(FoodTruckError) -> Bool {
    try access.withReadLock { () throws(FoodTruckError) -> Bool in
      guard lend({ $0.findsNothingDue(by: now) }) else { return false }
      try checkWritable()
      return try idleLock.withLock { () throws(FoodTruckError) -> Bool in
        if let latest = idleTick ?? state.pointee.lastTick, now < latest {
          throw .invalidArgument(
            "now \(now) is before the previous tick (\(latest)); time only moves forward")
        }
        idleTick = now
        return true
      }
    }
  }

  /// Takes the tick kept aside, if any.
  private func takeIdleTick() -> Int64? {
    idleLock.withLock { () -> Int64? in
      defer { idleTick = nil }
      return idleTick
    }
  }

  /// Holding both locks: applies the tick kept aside, if any, and returns its instant (for the
  /// file). Nothing was due by it when it was kept, and every change since applied it first,
  /// so it only moves the latest tick's instant.
  private func applyIdleTick() -> Int64? {
    guard let now = takeIdleTick() else { return nil }
    _ = try? state.pointee.tick(now: now)
    return now
  }

  /// Refuses a change to a session whose file is read-only or failed (see `failure`).
  private func checkWritable() throws(FoodTruckError) {
    guard let file else { return }
    if let failure { throw failure }
    guard !file.isReadOnly else { throw SessionFile.readOnlyError(file.path) }
  }

  /// Commits a change just applied in memory to the session's file, if it has one. A change the
  /// file cannot take (the disk is full) is undone: the session is rebuilt from its file, as it
  /// was acknowledged, and the storage error thrown. A change the disk did not confirm
  /// (`unconfirmed`) is undone likewise, and every later change is refused with `unconfirmed`
  /// until the session is opened again. Called holding `writers`: readers meanwhile see the
  /// change (docs/conventions.md, "Threads"), and the rebuilt session replaces it whole.
  private func commit(_ change: TruckChange, result: Int, idle: Bool) throws(FoodTruckError) {
    guard let file else { return }
    do throws(FoodTruckError) {
      try file.append(change, result: result, idle: idle)
    } catch {
      let rebuilt: Truck
      do throws(FoodTruckError) {
        rebuilt = try file.reload()
      } catch let reloadError {
        // Memory still holds the change the file refused, so neither refusal's promise
        // ("as acknowledged") can be kept: only a reopening reads what the file holds.
        let refusal = FoodTruckError.unconfirmed(
          "after a failed write, the session could not be rebuilt from \(file.path) (\(reloadError.message)); free it and open it again"
        )
        access.withWriteLock { failure = refusal }
        throw refusal
      }
      access.withWriteLock {
        state.pointee = rebuilt
        if error.kind == .unconfirmed {
          // The change may be in the file: a later change could not say whether it follows
          // it, so none is taken until a reopening reads what the file holds.
          failure = .unconfirmed(
            "an earlier change was not confirmed by the disk and may or may not be in \(file.path); free the session and open it again"
          )
        }
      }
      throw error
    }
  }
}
