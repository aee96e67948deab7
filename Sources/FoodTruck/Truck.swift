// SPDX-License-Identifier: Apache-2.0
// Truck: the session handle's lifecycle and settings.
//
// C <-> Swift
//   foodtruck_truck *            TruckSession (through the handle registry)
//   foodtruck_locale             TruckLocale.Language
//   foodtruck_digits             TruckLocale.Digits
//   foodtruck_city               City (FOODTRUCK_CITY_ALL refused: the truck is in one city)
//   foodtruck_parking_spot       ParkingSpot

import CFoodTruck
import FoodTruckKit

// MARK: - foodtruck_truck

/// Creates a truck session: the 17-donut catalog and default settings (English).
///
/// Ownership: on success *truck_out receives a new handle that the caller owns and releases with
/// foodtruck_truck_free(). On failure *truck_out is not written.
///
/// Errors: FOODTRUCK_ERR_INVALID_STATE when 16,777,216 handles are alive at once.
///
/// - Parameter truck_out: Receives the new handle.
@c(foodtruck_truck_new) public func truckNew(
  _ truck_out: UnsafeMutablePointer<UnsafeMutablePointer<foodtruck_truck>?>?
)
  -> foodtruck_status
{
  ffi("foodtruck_truck_new") { () throws(BoundaryError) in
    let out = try Arg.out(truck_out, "truck_out")
    guard let raw = handles.insert(TruckHandle(), kind: .truck) else {
      throw BoundaryError(FOODTRUCK_ERR_INVALID_STATE, "too many live handles")
    }
    out.pointee = UnsafeMutablePointer(bitPattern: raw)
  }
}

/// Opens the truck session kept in the SQLite database file at path, creating the file (with a
/// new session, as foodtruck_truck_new() gives) when it does not exist. Every call that changes
/// the session and returns FOODTRUCK_OK has committed the change to the file first, whole:
/// after a crash, reopening gives the session as it was after the last acknowledged change.
/// Reopening gives a session equal to the one before, observably: every read returns the same
/// (the events that were waiting are not kept: a reopened session has none waiting and
/// foodtruck_event_dropped() reads 0).
///
/// Durability: by default (synchronous=FULL) every acknowledged change also survives a power
/// cut; with FOODTRUCK_OPEN_SYNC_NORMAL it survives a crash of the program but a power cut may
/// lose the latest changes, never part of one.
///
/// One session per file: while it is open, another foodtruck_truck_open() of the same file, in
/// this process or another and under any spelling of its path, gives FOODTRUCK_ERR_BUSY at once
/// (two readers may share one). The path is a file name whatever its text (see
/// FOODTRUCK_PATH_MAX_BYTES): nothing in it changes how the file is opened or locked.
///
/// An empty (zero-length) file is a new session: a writer makes the session in it, a reader
/// reads a new session from it and writes nothing. A reader of a file left by a crash may create SQLite's "-shm"
/// file beside it (the next writer removes it), or play back the journal a writer that stopped
/// inside its open or its free left; otherwise an open session file is one file, plus its "-wal"
/// log while a writer has it open.
///
/// A change the file cannot take (the disk is full, a write fails) returns FOODTRUCK_ERR_STORAGE
/// and is not made: it is not in the file when it is reopened, the session is rebuilt from its
/// file, as it was acknowledged, and stays usable. A change the disk did not confirm (its sync
/// failed) returns FOODTRUCK_ERR_UNCONFIRMED: it may or may not be in the file, and the session
/// refuses every later change with FOODTRUCK_ERR_UNCONFIRMED until it is freed and opened
/// again, when the file says which.
///
/// Ownership: on success *truck_out receives a new handle that the caller owns and releases with
/// foodtruck_truck_free(), which closes the file. On failure *truck_out is not written.
///
/// Errors: FOODTRUCK_ERR_STORAGE when the file cannot be created, read or written (no such
/// directory, no permission, a directory, a missing file opened read-only, the disk full or
/// failing while a new file is made); FOODTRUCK_ERR_BUSY when another session has it open;
/// FOODTRUCK_ERR_NOT_A_SESSION for an existing file that is not a session, of any length (not
/// SQLite, another application's database, an empty SQLite database, a session of a newer
/// schema); FOODTRUCK_ERR_CORRUPT for a damaged session (its
/// header, SQLite's quick_check, or a change's checksum, sequence or result; see
/// docs/conventions.md); FOODTRUCK_ERR_READ_ONLY, opened read-only, for a file a writer's crash
/// left with a journal to play back when neither the file nor its folder may be written (only a
/// writer can finish it). A file refused is left byte for byte as it was. A session of an older
/// schema is migrated in one transaction. A file the process may not write is opened read-only.
/// FOODTRUCK_ERR_INVALID_ARGUMENT for an empty path or an unknown option bit;
/// FOODTRUCK_ERR_INVALID_STATE when 16,777,216 handles are alive at once.
///
/// - Parameters:
///   - path: The file's path, UTF-8. At most FOODTRUCK_PATH_MAX_BYTES bytes.
///   - options_mask: 0 or foodtruck_open_option values combined with |. Range: 0 to 3.
///   - truck_out: Receives the new handle.
@c(foodtruck_truck_open) public func truckOpen(
  _ path: UnsafePointer<CChar>?, _ options_mask: UInt32,
  _ truck_out: UnsafeMutablePointer<UnsafeMutablePointer<foodtruck_truck>?>?
) -> foodtruck_status {
  ffi("foodtruck_truck_open") { () throws(BoundaryError) in
    let path = try Arg.text(path, "path", maximumBytes: Int(FOODTRUCK_PATH_MAX_BYTES))
    let known = FOODTRUCK_OPEN_READ_ONLY.rawValue | FOODTRUCK_OPEN_SYNC_NORMAL.rawValue
    guard options_mask & ~known == 0 else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT, "options_mask \(options_mask) has unknown bits")
    }
    let out = try Arg.out(truck_out, "truck_out")
    let options = SessionFileOptions(
      readOnly: options_mask & FOODTRUCK_OPEN_READ_ONLY.rawValue != 0,
      sync: options_mask & FOODTRUCK_OPEN_SYNC_NORMAL.rawValue != 0 ? .normal : .full)
    let session = try core(argument: "path") { () throws(FoodTruckError) in
      try TruckSession(path: path, options: options)
    }
    guard let raw = handles.insert(TruckHandle(session), kind: .truck) else {
      throw BoundaryError(FOODTRUCK_ERR_INVALID_STATE, "too many live handles")
    }
    out.pointee = UnsafeMutablePointer(bitPattern: raw)
  }
}

/// Opens a view of a truck: a new handle on the same session that shows it in a language,
/// digits, temperature unit and navigation state of its own (a phone and a tablet at one
/// truck). Through a view, foodtruck_truck_set_locale(), foodtruck_truck_set_digits(),
/// foodtruck_weather_set_unit() and the foodtruck_navigation_* changes change the view alone
/// and are not kept in the session's file; every other change is the session's, seen at once
/// through the truck and all its views; every text and picture asked through a view is in its
/// language. A view starts showing what truck shows. The events of changes made through a
/// view go to the callback registered on the truck, or wait for foodtruck_event_poll() there: a
/// view has no events of its own. A view of a view is a view of the same truck.
///
/// Ownership: on success *view_out receives a new handle that the caller owns and releases with
/// foodtruck_truck_free(), before or after the truck. The session lives, and its file stays
/// open, until the truck and all its views are freed. On failure *view_out is not written.
///
/// Errors: FOODTRUCK_ERR_INVALID_STATE when 16,777,216 handles are alive at once.
///
/// - Parameter view_out: Receives the new handle.
@c(foodtruck_truck_new_view) public func truckNewView(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?,
  _ view_out: UnsafeMutablePointer<UnsafeMutablePointer<foodtruck_truck>?>?
) -> foodtruck_status {
  ffi("foodtruck_truck_new_view", truck) { session throws(BoundaryError) in
    let out = try Arg.out(view_out, "view_out")
    guard let raw = handles.insert(TruckHandle(viewOf: session), kind: .truck) else {
      throw BoundaryError(FOODTRUCK_ERR_INVALID_STATE, "too many live handles")
    }
    out.pointee = UnsafeMutablePointer(bitPattern: raw)
  }
}

/// Writes what the operator is told after a call failed with status, in the session's
/// language: for the session file's statuses, what became of their change
/// (FOODTRUCK_ERR_STORAGE: "Not saved: the change could not be written. Nothing was changed;
/// try again."; FOODTRUCK_ERR_UNCONFIRMED: saving could not be confirmed, what was saved
/// shows once the session is opened again), and for FOODTRUCK_ERR_BUSY, FOODTRUCK_ERR_READ_ONLY,
/// FOODTRUCK_ERR_NOT_A_SESSION and FOODTRUCK_ERR_CORRUPT what they mean to the operator. Every
/// other failure is the shell's own mistake: "Something went wrong." foodtruck_last_error()
/// keeps the developer's message.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_OK (no failure) or a value that is not
/// a foodtruck_status.
///
/// - Parameter status: The status a call returned.
@c(foodtruck_truck_status_text) public func truckStatusText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ status: foodtruck_status,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_truck_status_text", truck) { session throws(BoundaryError) in
    guard status != FOODTRUCK_OK, String(cString: statusString(status)) != "FOODTRUCK_ERR_UNKNOWN"
    else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT,
        "status: \(Int32(bitPattern: status.rawValue)) is no failure (FOODTRUCK_OK, or not a foodtruck_status)"
      )
    }
    let text =
      BoundaryError.kind(of: status)?.operatorText ?? FoodTruckError.Kind.somethingWentWrong
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(text) })
  }
}

/// Reads whether the session refuses changes: opened with FOODTRUCK_OPEN_READ_ONLY, or kept in
/// a file the process may not write. A session in memory is never read-only.
///
/// - Parameter read_only_out: Receives true when every change gives FOODTRUCK_ERR_READ_ONLY.
@c(foodtruck_truck_is_read_only) public func truckIsReadOnly(
  _ truck: UnsafePointer<foodtruck_truck>?, _ read_only_out: UnsafeMutablePointer<Bool>?
) -> foodtruck_status {
  ffi("foodtruck_truck_is_read_only", truck) { session throws(BoundaryError) in
    let out = try Arg.out(read_only_out, "read_only_out")
    out.pointee = session.session.isReadOnly
  }
}

/// Releases a truck session. Freeing NULL is a no-op that returns FOODTRUCK_OK.
///
/// Ownership: the handle is invalid afterwards; later calls with it return
/// FOODTRUCK_ERR_INVALID_HANDLE. A call already running on the handle in another thread completes
/// normally.
///
/// Errors: none beyond the conventions, with one exception: a NULL truck is not
/// FOODTRUCK_ERR_INVALID_HANDLE but a no-op.
///
/// Thread safety: safe even while other threads use the same handle.
///
/// - Returns: FOODTRUCK_OK or FOODTRUCK_ERR_INVALID_HANDLE.
@discardableResult
@c(foodtruck_truck_free) public func truckFree(_ truck: UnsafeMutablePointer<foodtruck_truck>?)
  -> foodtruck_status
{
  ffi("foodtruck_truck_free") { () throws(BoundaryError) in
    guard let truck else { return }
    guard handles.remove(UInt(bitPattern: truck), kind: .truck) else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_HANDLE, "truck is not a live truck handle (freed or foreign)")
    }
  }
}

/// Sets the language of every string the session produces from now on.
///
/// - Parameter locale: FOODTRUCK_LOCALE_EN or FOODTRUCK_LOCALE_AR.
@c(foodtruck_truck_set_locale) public func truckSetLocale(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ locale: foodtruck_locale
) -> foodtruck_status {
  ffi("foodtruck_truck_set_locale", truck) { session throws(BoundaryError) in
    let language = try Arg.enumValue(locale, as: TruckLocale.Language.self, "locale")
    try session.change(.setLocale(language))
  }
}

/// Reads the session's language.
///
/// - Parameter locale_out: Receives the locale.
@c(foodtruck_truck_locale) public func truckLocale(
  _ truck: UnsafePointer<foodtruck_truck>?, _ locale_out: UnsafeMutablePointer<foodtruck_locale>?
) -> foodtruck_status {
  ffi("foodtruck_truck_locale", truck) { session throws(BoundaryError) in
    let out = try Arg.out(locale_out, "locale_out")
    out.pointee = try foodtruck_locale(session.read { $0.locale.language })
  }
}

/// Sets the digits of every number the session writes from now on: the language's own
/// (Arabic-Indic in Arabic, the default) or Latin in every language, as many Arabic-speaking
/// regions write. English is written in Latin digits either way. Order ids, links and markup
/// keep their ASCII digits.
///
/// - Parameter digits: FOODTRUCK_DIGITS_NATIVE or FOODTRUCK_DIGITS_LATIN.
@c(foodtruck_truck_set_digits) public func truckSetDigits(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ digits: foodtruck_digits
) -> foodtruck_status {
  ffi("foodtruck_truck_set_digits", truck) { session throws(BoundaryError) in
    try session.change(.setDigits(try Arg.enumValue(digits, as: TruckLocale.Digits.self, "digits")))
  }
}

/// Reads the digits the session writes numbers in.
///
/// - Parameter digits_out: Receives the digits.
@c(foodtruck_truck_digits) public func truckDigits(
  _ truck: UnsafePointer<foodtruck_truck>?, _ digits_out: UnsafeMutablePointer<foodtruck_digits>?
) -> foodtruck_status {
  ffi("foodtruck_truck_digits", truck) { session throws(BoundaryError) in
    let out = try Arg.out(digits_out, "digits_out")
    out.pointee = try foodtruck_digits(session.read { $0.locale.digits })
  }
}

/// Tells whether the session's language runs right to left (Arabic), so that the shell
/// mirrors its layout.
///
/// - Parameter right_to_left_out: Receives true for a right-to-left language.
@c(foodtruck_truck_is_right_to_left) public func truckIsRightToLeft(
  _ truck: UnsafePointer<foodtruck_truck>?, _ right_to_left_out: UnsafeMutablePointer<Bool>?
) -> foodtruck_status {
  ffi("foodtruck_truck_is_right_to_left", truck) { session throws(BoundaryError) in
    let out = try Arg.out(right_to_left_out, "right_to_left_out")
    out.pointee = try session.read { $0.locale.isRightToLeft }
  }
}

// MARK: - Settings

/// Sets the session's UTC offset in minutes east of UTC (e.g. -480 for UTC-8), which decides
/// where local days begin for sales and charts. Orders already placed are re-filed under their
/// local days; the generated history keeps its days.
///
/// - Parameter minutes: The offset. Range: -1439 to 1439.
@c(foodtruck_truck_set_utc_offset) public func truckSetUTCOffset(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ minutes: Int32
) -> foodtruck_status {
  ffi("foodtruck_truck_set_utc_offset", truck) { session throws(BoundaryError) in
    try session.change(argument: "minutes", .setUTCOffset(minutes: Int(minutes)))
  }
}

/// Reads the session's UTC offset in minutes (0 by default).
///
/// - Parameter minutes_out: Receives the offset.
@c(foodtruck_truck_utc_offset) public func truckUTCOffset(
  _ truck: UnsafePointer<foodtruck_truck>?, _ minutes_out: UnsafeMutablePointer<Int32>?
) -> foodtruck_status {
  ffi("foodtruck_truck_utc_offset", truck) { session throws(BoundaryError) in
    let out = try Arg.out(minutes_out, "minutes_out")
    out.pointee = try Int32(session.read { $0.calendar.utcOffsetMinutes })
  }
}

/// Sets which weekdays are weekend (FOODTRUCK_WEEKDAY_BIT(0) is Sunday ... FOODTRUCK_WEEKDAY_BIT(6) is
/// Saturday; default FOODTRUCK_WEEKEND_DEFAULT). Weekend days sell 1.25 times as much in the
/// generated history, so set it before foodtruck_truck_simulate().
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for bits above bit 6 or all seven days.
///
/// - Parameter weekday_mask: The weekend days as FOODTRUCK_WEEKDAY_BIT bits; 0 for none, never all
///   seven. Range: 0 to 0x7E.
@c(foodtruck_truck_set_weekend_days) public func truckSetWeekendDays(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ weekday_mask: UInt32
) -> foodtruck_status {
  ffi("foodtruck_truck_set_weekend_days", truck) { session throws(BoundaryError) in
    let days = try Arg.weekdayMask(weekday_mask)
    try session.change(argument: "weekday_mask", .setWeekend(days))
  }
}

/// Reads the weekend days as FOODTRUCK_WEEKDAY_BIT bits.
///
/// - Parameter weekday_mask_out: Receives the mask.
@c(foodtruck_truck_weekend_days) public func truckWeekendDays(
  _ truck: UnsafePointer<foodtruck_truck>?, _ weekday_mask_out: UnsafeMutablePointer<UInt32>?
) -> foodtruck_status {
  ffi("foodtruck_truck_weekend_days", truck) { session throws(BoundaryError) in
    let out = try Arg.out(weekday_mask_out, "weekday_mask_out")
    out.pointee = try session.read { $0.weekend }.reduce(0) { $0 | 1 << UInt32($1.rawValue) }
  }
}

/// Sets the price of one donut, in cents, for orders placed from now on (default 578).
///
/// - Parameter cents_per_donut: The price in cents. Range: 0 to 10000000.
@c(foodtruck_truck_set_price) public func truckSetPrice(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ cents_per_donut: Int64
) -> foodtruck_status {
  ffi("foodtruck_truck_set_price", truck) { session throws(BoundaryError) in
    try session.change(argument: "cents_per_donut", .setCentsPerDonut(cents_per_donut))
  }
}

/// Reads the price of one donut for new orders, in cents.
///
/// - Parameter cents_out: Receives the price.
@c(foodtruck_truck_price) public func truckPrice(
  _ truck: UnsafePointer<foodtruck_truck>?, _ cents_out: UnsafeMutablePointer<Int64>?
) -> foodtruck_status {
  ffi("foodtruck_truck_price", truck) { session throws(BoundaryError) in
    let out = try Arg.out(cents_out, "cents_out")
    out.pointee = try session.read { $0.centsPerDonut }
  }
}

// MARK: - City and parking spot

/// Moves the truck to a city, parked at the city's spot 0 (Apple Park in Cupertino by
/// default); moving to the city it is in keeps its spot. Orders placed from now on, live ones
/// included, are sold in the new city; orders already placed keep theirs.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_CITY_ALL.
///
/// - Parameter city: The city.
@c(foodtruck_truck_set_city) public func truckSetCity(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ city: foodtruck_city
) -> foodtruck_status {
  ffi("foodtruck_truck_set_city", truck) { session throws(BoundaryError) in
    let city = try Arg.oneCity(city)
    try session.change(.setCity(city))
  }
}

/// Reads the city the truck sells in (FOODTRUCK_CITY_CUPERTINO by default).
///
/// - Parameter city_out: Receives the city.
@c(foodtruck_truck_city) public func truckCity(
  _ truck: UnsafePointer<foodtruck_truck>?, _ city_out: UnsafeMutablePointer<foodtruck_city>?
) -> foodtruck_status {
  ffi("foodtruck_truck_city", truck) { session throws(BoundaryError) in
    let out = try Arg.out(city_out, "city_out")
    out.pointee = try foodtruck_city(session.read { $0.city })
  }
}

/// Parks the truck at one of its city's spots (foodtruck_truck_set_city() changes the city).
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for an index outside 0 to the city's count - 1
/// (foodtruck_parking_spot_count()); the truck stays where it was.
///
/// - Parameter index: The spot's position in the city's list (the largest city has 8).
///   Range: 0 to 7.
@c(foodtruck_truck_set_parking_spot) public func truckSetParkingSpot(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ index: Int32
) -> foodtruck_status {
  ffi("foodtruck_truck_set_parking_spot", truck) { session throws(BoundaryError) in
    try session.change(.setParkingSpot(index: Int(index)))
  }
}

/// Reads where the truck is parked: the spot with its city and index (Apple Park, Cupertino's
/// spot 0, by default).
///
/// - Parameter spot_out: Receives the spot.
@c(foodtruck_truck_parking_spot) public func truckParkingSpot(
  _ truck: UnsafePointer<foodtruck_truck>?,
  _ spot_out: UnsafeMutablePointer<foodtruck_parking_spot>?
) -> foodtruck_status {
  ffi("foodtruck_truck_parking_spot", truck) { session throws(BoundaryError) in
    let out = try Arg.out(spot_out, "spot_out")
    try out.storeZeroingPadding(foodtruck_parking_spot(session.read { $0.parkingSpot }))
  }
}

// MARK: - Widgets

/// Sets the day's quota of orders the Orders widget measures against (25 by default).
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a quota outside 1 to 1000; the quota stays as
/// it was.
///
/// - Parameter quota: The quota. Range: 1 to FOODTRUCK_WIDGET_MAX_QUOTA.
@c(foodtruck_truck_set_widget_quota) public func truckSetWidgetQuota(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ quota: Int32
) -> foodtruck_status {
  ffi("foodtruck_truck_set_widget_quota", truck) { session throws(BoundaryError) in
    try session.change(.setWidgetQuota(Int(quota)))
  }
}

/// Reads the Orders widget's quota (the value of the last foodtruck_truck_set_widget_quota(),
/// 25 by default).
///
/// - Parameter quota_out: Receives the quota, 1 to 1000.
@c(foodtruck_truck_widget_quota) public func truckWidgetQuota(
  _ truck: UnsafePointer<foodtruck_truck>?, _ quota_out: UnsafeMutablePointer<Int32>?
) -> foodtruck_status {
  ffi("foodtruck_truck_widget_quota", truck) { session throws(BoundaryError) in
    let out = try Arg.out(quota_out, "quota_out")
    out.pointee = try Int32(truncatingIfNeeded: session.read { $0.widgetQuota })
  }
}

// MARK: - Simulation

/// Fills a session without orders the way the original app starts: today's 24 orders (9
/// placed, 15 ready, 60-180 s apart, the newest 5 to 7 minutes before now), 60 days and 13 months
/// of sales history for each city, and a live stream of stream_limit orders arriving 3-8 s
/// apart from now on (delivered by foodtruck_truck_tick()). The same seed and now give the same data
/// on every machine and through every binding.
///
/// Errors: FOODTRUCK_ERR_INVALID_STATE when the session already has orders;
/// FOODTRUCK_ERR_INVALID_ARGUMENT for stream_limit outside 0 to 1,000,000.
///
/// - Parameters:
///   - seed: Decides all generated data. Range: any.
///   - stream_limit: How many live orders will arrive (the original's 20; 0 for none).
///     Range: 0 to 1000000.
@c(foodtruck_truck_simulate) public func truckSimulate(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ seed: UInt64, _ now: Int64,
  _ stream_limit: Int32
) -> foodtruck_status {
  ffi("foodtruck_truck_simulate", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    try session.change(
      argument: "stream_limit", .simulate(seed: seed, now: now, streamLimit: Int(stream_limit)))
  }
}

/// Moves the session to now: everything due by then happens in time order, each at its own
/// instant: live orders arrive (stamped with their arrival times), preparation countdowns
/// finish (the order becomes ready and a notification is due), live activities go stale 2
/// minutes after a start or update, end 8 hours after they started and are dismissed when
/// their policy says; the Dynamic Island changes hands when its owner ends. The events land in
/// the queue (foodtruck_event_poll()) or go to the callback. Its cost follows what is due, not
/// how many countdowns run; foodtruck_truck_next_due() says when the next tick has work.
/// After a long sleep the work is done in slices of about a thousand things due, each its own
/// change (committed to the session's file), with the session free between them: another
/// thread's call waits for a slice, never for the whole catch-up, and sees the session as it
/// was at a slice's instant. A slice that fails (the disk full) leaves the session at the
/// previous slice's instant, its error returned.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for now before the previous tick's now (time only moves
/// forward; nothing changes).
///
/// Thread safety: ticks from several threads are serialized slice by slice, and one whose now is
/// behind the latest is refused. A tick that finds nothing due is a read: it runs beside other
/// threads' reads and waits for no change in progress (its instant is kept and written with
/// the next change).
///
/// - Parameter arrived_out: Optional; receives how many orders arrived.
@c(foodtruck_truck_tick) public func truckTick(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ now: Int64,
  _ arrived_out: UnsafeMutablePointer<Int32>?
) -> foodtruck_status {
  ffi("foodtruck_truck_tick", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let arrived = try session.tick(now)
    arrived_out?.pointee = Int32(truncatingIfNeeded: arrived)
  }
}

/// Reads when the session next changes by itself: the earliest instant at which a live order
/// arrives, a preparation countdown finishes, a live activity goes stale or ends after 8
/// hours, or an ended one is dismissed. A shell sleeps until then (or until its own next
/// action) and ticks at that instant, instead of ticking at a fixed rate: the events, and
/// their instants, are the same as with ticks at any rate in between. Calls that change
/// orders or activities move it, so read it again after them. Never before the latest
/// tick's now, so that ticking at it is never refused.
///
/// - Parameter due_at_out: Receives the instant, ms since the Unix epoch, or FOODTRUCK_NO_TIME when nothing will happen without a call.
@c(foodtruck_truck_next_due) public func truckNextDue(
  _ truck: UnsafePointer<foodtruck_truck>?, _ due_at_out: UnsafeMutablePointer<Int64>?
) -> foodtruck_status {
  ffi("foodtruck_truck_next_due", truck) { session throws(BoundaryError) in
    let out = try Arg.out(due_at_out, "due_at_out")
    out.pointee = try session.read { $0.nextDue } ?? Int64.min
  }
}

/// Reads the instant of the latest foodtruck_truck_tick(), before which a tick is refused (time
/// only moves forward). A session's file keeps it, so a shell whose clock went back since (the
/// computer's clock set back, a session from another computer) starts its own clock from here
/// rather than be refused.
///
/// - Parameter at_out: Receives the instant, ms since the Unix epoch, or FOODTRUCK_NO_TIME before the first tick.
@c(foodtruck_truck_latest_tick) public func truckLatestTick(
  _ truck: UnsafePointer<foodtruck_truck>?, _ at_out: UnsafeMutablePointer<Int64>?
) -> foodtruck_status {
  ffi("foodtruck_truck_latest_tick", truck) { session throws(BoundaryError) in
    let out = try Arg.out(at_out, "at_out")
    out.pointee = session.session.latestTick ?? Int64.min
  }
}

// MARK: - Timers and activities

/// Sets how long preparation takes, for orders put into preparation from now on: the
/// countdown runs from the start of preparation to start + seconds (60 by default, never more).
///
/// - Parameter seconds: The preparation time. Range: 1 to FOODTRUCK_TIMER_MAX_SECONDS.
@c(foodtruck_truck_set_timer_duration) public func truckSetTimerDuration(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ seconds: Int32
) -> foodtruck_status {
  ffi("foodtruck_truck_set_timer_duration", truck) { session throws(BoundaryError) in
    try session.change(
      argument: "seconds", .setTimerDuration(milliseconds: Int64(seconds) * 1000))
  }
}

/// Reads how long preparation takes, in whole seconds (the value of the last
/// foodtruck_truck_set_timer_duration(), 60 by default).
///
/// - Parameter seconds_out: Receives the preparation time, 1 to 60.
@c(foodtruck_truck_timer_duration) public func truckTimerDuration(
  _ truck: UnsafePointer<foodtruck_truck>?, _ seconds_out: UnsafeMutablePointer<Int32>?
) -> foodtruck_status {
  ffi("foodtruck_truck_timer_duration", truck) { session throws(BoundaryError) in
    let out = try Arg.out(seconds_out, "seconds_out")
    out.pointee = try Int32(truncatingIfNeeded: session.read { $0.timerDuration } / 1000)
  }
}

/// Sets the most live activities that may show at once (5 by default; 1 to 100). Requests
/// beyond it are refused with FOODTRUCK_ERR_LIMIT_REACHED; activities already showing stay.
///
/// - Parameter limit: The most activities at once. Range: 1 to FOODTRUCK_ACTIVITY_MAX_LIMIT.
@c(foodtruck_truck_set_activity_limit) public func truckSetActivityLimit(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ limit: Int32
) -> foodtruck_status {
  ffi("foodtruck_truck_set_activity_limit", truck) { session throws(BoundaryError) in
    try session.change(argument: "limit", .setActivityLimit(Int(limit)))
  }
}

/// Turns live activities on or off (on by default), as an operator can in the system's
/// settings. Turning them off ends every showing activity at now with immediate dismissal;
/// while off, requests are refused with FOODTRUCK_ERR_DISABLED (preparation still starts its
/// countdown).
///
/// - Parameter enabled: True to allow live activities.
@c(foodtruck_truck_set_activities_enabled) public func truckSetActivitiesEnabled(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ enabled: Bool, _ now: Int64
) -> foodtruck_status {
  ffi("foodtruck_truck_set_activities_enabled", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    try session.change(.setActivitiesEnabled(enabled, now: now))
  }
}

// MARK: - Clock

/// Writes an instant's local time at the session's UTC offset on a 12-hour clock with seconds.
///
/// "9:33:20 AM" in English, "٩:٣٣:٢٠ ص" in Arabic (seconds truncated, in the session's
/// digits): the clock of the order list's times (foodtruck_order_date_text()), with seconds, for
/// what a shell shows beside events and on its status line.
///
/// - Parameter at: The instant, ms since the Unix epoch.
@c(foodtruck_truck_clock_text) public func truckClockText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ at: Int64, _ text_out: UnsafeMutablePointer<CChar>?,
  _ capacity: UInt, _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_truck_clock_text", truck) { session throws(BoundaryError) in
    let at = try Arg.instant(at, "at")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.clockText(at) })
  }
}

// MARK: - Numbers

/// Writes a quantity as the library writes every count, total and axis mark, so that a shell
/// formats its own counts the same way (an order's donuts, a line's quantity): in the
/// session's digits, grouped by thousands as CLDR writes each language ("2,044", "-3"; in
/// Arabic "٢٬٠٤٤", "؜-٣": Arabic-Indic digits, the Arabic thousands separator U+066C and the
/// letter mark U+061C before a minus sign). An order's id is not a quantity: it is written as
/// foodtruck_order_display_id() gives it.
///
/// - Parameter value: The quantity. Range: any.
@c(foodtruck_truck_number_text) public func truckNumberText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ value: Int64,
  _ text_out: UnsafeMutablePointer<CChar>?,
  _ capacity: UInt, _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_truck_number_text", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.locale }.number(Int(value)))
  }
}
