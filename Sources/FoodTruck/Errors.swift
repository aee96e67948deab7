// SPDX-License-Identifier: Apache-2.0
// Errors: the names of status codes and the calling thread's last error message.

import CFoodTruck

/// Returns the name of a status code, e.g. "FOODTRUCK_ERR_NOT_FOUND".
///
/// Ownership: the string is static; do not free it.
///
/// Errors: none. A value that is not a foodtruck_status gives "FOODTRUCK_ERR_UNKNOWN".
///
/// - Parameter status: Any value.
/// - Returns: The code's name, never NULL.
@c(foodtruck_status_string) public func statusString(_ status: foodtruck_status) -> UnsafePointer<
  CChar
> {
  foodtruck_c_status_name(Int32(truncatingIfNeeded: status.rawValue))
}

/// Returns a human-readable message about the last failed call on the calling thread, naming
/// the function and the bad argument, e.g. "foodtruck_donut_get: no donut has id 99; ...". The next
/// call that returns FOODTRUCK_OK clears it to "".
///
/// Ownership: the string is owned by the library and belongs to the calling thread; it stays
/// valid until that thread's next call into the library. Copy it to keep it.
///
/// Errors: none.
///
/// Thread safety: each thread has its own message.
///
/// - Returns: The message, or "" when the last call succeeded; never NULL.
@c(foodtruck_last_error) public func lastError() -> UnsafePointer<CChar> {
  foodtruck_c_last_error()
}
