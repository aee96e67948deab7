// SPDX-License-Identifier: Apache-2.0
// TruckSession: the stateful root. One reference type owning a Truck behind a lock, so that a
// session can be shared between threads (and across the C ABI as one handle). A session is in
// memory, or kept in a file (Storage/SessionFile.swift): then every change is committed to the
// file before change(_:) returns.

/// A truck session shared between threads. Every access runs under the session's lock; the
/// closures passed in must not call back into the same session.
public final class TruckSession: @unchecked Sendable {
  @usableFromInline let lock = Lock()
  /// The state lives out of line so that `read` can lend it in place: loading a stored
  /// property would copy the Truck, retaining every array of a session that may hold a million
  /// orders, on every call. All access goes through the lock.
  @usableFromInline let state: UnsafeMutablePointer<Truck>
  /// The file that keeps the session, or nil for a session in memory.
  private let file: SessionFile?
  /// Set when the disk did not confirm a change, or when a change could not be written and the
  /// session could not be rebuilt from its file either (reads may then show the refused
  /// change): every later change is refused with this `unconfirmed` error until the session is
  /// opened again (reads still answer).
  private var failure: FoodTruckError?

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
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// True when the session refuses changes: opened read-only, or its file is not writable.
  public var isReadOnly: Bool { file?.isReadOnly ?? false }

  /// Reads the state under the lock, lent to `body` without a copy. (Inlinable, so that the
  /// caller's module specializes it; a generic call would copy the state.)
  @inlinable
  public func read<T, E: Error>(_ body: (borrowing Truck) throws(E) -> T) throws(E) -> T {
    try lock.withLock { () throws(E) -> T in try body(state.pointee) }
  }

  /// Changes the state under the lock, in place, without writing to the session's file: for
  /// what a file does not keep (the event queue) and for sessions in memory. Every mutating
  /// core operation validates its input before it changes anything, so an operation that
  /// throws leaves the state as it was: no partial updates. (A body that makes two changes and
  /// then throws keeps the first.)
  public func update<T, E: Error>(_ body: (inout Truck) throws(E) -> T) throws(E) -> T {
    try lock.withLock { () throws(E) -> T in try body(&state.pointee) }
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
  /// reads of the state the change was applied to, under the same hold of the lock: what a
  /// change took (the store messages) is read where no other change can come between. A
  /// change that changes nothing (TruckChange.changesNothing) is neither applied nor written.
  public func change<T>(
    _ change: TruckChange, reading before: (borrowing Truck) -> T
  ) throws(FoodTruckError) -> (result: Int, before: T) {
    try lock.withLock { () throws(FoodTruckError) -> (result: Int, before: T) in
      let value = before(state.pointee)
      let done = try applyAndCommit(change) { (truck: inout Truck) throws(FoodTruckError) in
        (try change.apply(to: &truck), change)
      }
      return (done?.result ?? 0, value)
    }
  }

  /// How many things due a slice of ``tick(to:slice:)`` lets happen at most (then all the
  /// others of the same instant): a few milliseconds of work.
  public static let tickSlice = 1_000

  /// Moves the session to `now` as `change(.tick(now:))` does, in slices: each lets at most
  /// `slice` things due happen (and the rest of its last instant's), is committed as the tick
  /// to the instant it reached, and lets the lock go before the next, so that a tick after a
  /// long sleep (a million arrivals) never holds the session for long. A reader between slices
  /// sees the session as it was at a slice's instant. A slice that fails leaves the session
  /// at the last slice's instant. Returns how many orders arrived in all.
  public func tick(to now: Int64, slice: Int = TruckSession.tickSlice) throws(FoodTruckError)
    -> Int
  {
    var arrived = 0
    while true {
      let reached = try lock.withLock { () throws(FoodTruckError) -> Int64 in
        let done = try applyAndCommit(.tick(now: now)) {
          (truck: inout Truck) throws(FoodTruckError) in
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

  /// With the lock held: refuses a change to a read-only or failed session, leaves alone one
  /// that changes nothing (nil), else applies it with `apply` and commits what `apply` says it
  /// applied: `change` itself, or for a slice of a tick the tick to the instant it reached.
  private func applyAndCommit(
    _ change: TruckChange,
    _ apply: (inout Truck) throws(FoodTruckError) -> (result: Int, applied: TruckChange)
  ) throws(FoodTruckError) -> (result: Int, applied: TruckChange)? {
    try checkWritable()
    if change.changesNothing(on: state.pointee) { return nil }
    let idle = change.isIdle(on: state.pointee)
    let done = try apply(&state.pointee)
    try commit(done.applied, result: done.result, idle: idle)
    return done
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
  /// until the session is opened again. Called with the lock held.
  private func commit(_ change: TruckChange, result: Int, idle: Bool) throws(FoodTruckError) {
    guard let file else { return }
    do throws(FoodTruckError) {
      try file.append(change, result: result, idle: idle)
    } catch {
      do throws(FoodTruckError) {
        state.pointee = try file.reload()
      } catch let reloadError {
        // Memory still holds the change the file refused, so neither refusal's promise
        // ("as acknowledged") can be kept: only a reopening reads what the file holds.
        let refusal = FoodTruckError.unconfirmed(
          "after a failed write, the session could not be rebuilt from \(file.path) (\(reloadError.message)); free it and open it again"
        )
        failure = refusal
        throw refusal
      }
      if error.kind == .unconfirmed {
        // The change may be in the file: a later change could not say whether it follows
        // it, so none is taken until a reopening reads what the file holds.
        failure = .unconfirmed(
          "an earlier change was not confirmed by the disk and may or may not be in \(file.path); free the session and open it again"
        )
      }
      throw error
    }
  }
}
