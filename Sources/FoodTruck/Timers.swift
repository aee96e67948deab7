// SPDX-License-Identifier: Apache-2.0
// Timers: each order's preparation countdown, read at any instant.
//
// C <-> Swift
//   foodtruck_timer               PreparationTimer at an instant
//   int64_t at_out                PreparationTimer.nextCountdownChange (nil: FOODTRUCK_NO_TIME)

import CFoodTruck
import FoodTruckKit

// MARK: - foodtruck_timer

/// Reads an order's preparation countdown at now: its range, the milliseconds left, the
/// fraction done and whether it has finished. An order has a countdown from the moment it is
/// put into preparation; when it finishes (seen by foodtruck_truck_tick()), the order becomes ready.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown number or an order never put into preparation.
///
/// - Parameters:
///   - number: The order number.
///   - now: The instant to read it at.
///   - timer_out: Receives the countdown.
@c(foodtruck_timer_get) public func timerGet(
  _ truck: UnsafePointer<foodtruck_truck>?, _ number: Int32, _ now: Int64,
  _ timer_out: UnsafeMutablePointer<foodtruck_timer>?
) -> foodtruck_status {
  ffi("foodtruck_timer_get", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let out = try Arg.out(timer_out, "timer_out")
    let timer = try session.read { truck throws(FoodTruckError) in
      try truck.timer(forOrder: Int(number))
    }
    out.storeZeroingPadding(foodtruck_timer(timer, now: now))
  }
}

/// Writes an order's countdown as m:ss at now, in the session's digits ("0:40", "٠:٤٠").
/// Seconds round up, as a countdown clock shows them: a 60 s timer reads "1:00" during its
/// whole first second and "0:01" until its very end; from the end on it reads "0:00".
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown number or an order never put into preparation.
///
/// - Parameters:
///   - number: The order number.
///   - now: The instant to read it at.
@c(foodtruck_timer_countdown_text) public func timerCountdownText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ number: Int32, _ now: Int64,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_timer_countdown_text", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(
      try session.read { truck throws(FoodTruckError) in
        try truck.timer(forOrder: Int(number)).countdownText(at: now, in: truck.locale)
      })
  }
}

/// Reads when an order's countdown text next changes: the first instant strictly after now at
/// which foodtruck_timer_countdown_text() writes a different text, so that a shell showing it
/// wakes exactly then instead of ticking every second from an arbitrary phase. The seconds
/// round up, so the text changes at end - k seconds for each whole k >= 0 that falls after the
/// start: a 60 s countdown started at S reads "1:00" before S and on [S, S + 1000), so from any
/// now before S + 1000 the next change is S + 1000 ("0:59"); from S + 59000 on it is the end,
/// S + 60000 ("0:00"); from the end on the text stays "0:00" and at_out receives
/// FOODTRUCK_NO_TIME. A countdown has no pause and runs whatever the order's status, as its
/// text does: one marked ready early still changes until its end (docs/domain.md §7.8).
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown number or an order never put into preparation.
///
/// - Parameters:
///   - number: The order number.
///   - now: The instant to read it after.
///   - at_out: Receives the instant, ms since the Unix epoch, or FOODTRUCK_NO_TIME when the
///     text no longer changes.
@c(foodtruck_timer_countdown_next_change) public func timerCountdownNextChange(
  _ truck: UnsafePointer<foodtruck_truck>?, _ number: Int32, _ now: Int64,
  _ at_out: UnsafeMutablePointer<Int64>?
) -> foodtruck_status {
  ffi("foodtruck_timer_countdown_next_change", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let out = try Arg.out(at_out, "at_out")
    let timer = try session.read { truck throws(FoodTruckError) in
      try truck.timer(forOrder: Int(number))
    }
    out.pointee = timer.nextCountdownChange(after: now) ?? Int64.min
  }
}
