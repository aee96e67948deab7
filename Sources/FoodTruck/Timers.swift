// Timers: each order's preparation countdown, read at any instant.
//
// C <-> Swift
//   foodtruck_timer               PreparationTimer at an instant

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
///   - now: The instant to read it at, ms since the Unix epoch.
///   - timer_out: Receives the countdown.
/// - Returns: FOODTRUCK_OK or an error code.
@c(foodtruck_timer_get) public func timerGet(
  _ truck: UnsafePointer<foodtruck_truck>?, _ number: Int32, _ now: Int64,
  _ timer_out: UnsafeMutablePointer<foodtruck_timer>?
) -> foodtruck_status {
  ffi("foodtruck_timer_get") { () throws(BoundaryError) in
    let session = try Arg.truck(truck)
    let now = try Arg.instant(now, "now")
    let out = try Arg.out(timer_out, "timer_out")
    let timer = try session.tryRead { truck throws(FoodTruckError) in
      try truck.timer(forOrder: Int(number))
    }
    out.storeZeroingPadding(foodtruck_timer(timer, now: now))
  }
}

/// Writes an order's countdown as m:ss at now. Seconds round up, as a countdown clock shows
/// them: a 60 s timer reads "1:00" during its whole first second and "0:01" until its very
/// end; from the end on it reads "0:00".
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown number or an order never put into preparation.
///
/// - Parameters:
///   - number: The order number.
///   - now: The instant to read it at, ms since the Unix epoch.
///   - text_out: The caller's buffer, or NULL with capacity 0 to ask for the length.
///   - capacity: The buffer's size in bytes.
///   - length_out: Optional; receives the length in bytes without the NUL.
/// - Returns: FOODTRUCK_OK or an error code.
@c(foodtruck_timer_countdown_text) public func timerCountdownText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ number: Int32, _ now: Int64,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_timer_countdown_text") { () throws(BoundaryError) in
    let session = try Arg.truck(truck)
    let now = try Arg.instant(now, "now")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    let timer = try session.tryRead { truck throws(FoodTruckError) in
      try truck.timer(forOrder: Int(number))
    }
    try buffer.write(timer.countdownText(at: now))
  }
}
