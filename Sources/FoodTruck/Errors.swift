// Errors: the names of status codes and the calling thread's last error message.

import CFoodTruck

/// Returns the name of a status code, e.g. "FT_ERR_NOT_FOUND".
///
/// Ownership: the string is static; do not free it.
///
/// Errors: none. A value that is not an ft_status gives "FT_ERR_UNKNOWN".
///
/// Thread safety: safe from any thread.
///
/// - Parameter status: Any value.
/// - Returns: The code's name, never NULL.
@c(ft_status_string) public func statusString(_ status: ft_status) -> UnsafePointer<CChar> {
  ftc_status_name(Int32(truncatingIfNeeded: status.rawValue))
}

/// Returns a human-readable message about the last failed call on the calling thread, naming
/// the function and the bad argument, e.g. "ft_donut_get: no donut has id 99; ...". The next
/// call that returns FT_OK clears it to "".
///
/// Ownership: the string is owned by the library and belongs to the calling thread; it stays
/// valid until that thread's next call into the library. Copy it to keep it.
///
/// Errors: none.
///
/// Thread safety: safe from any thread; each thread has its own message.
///
/// - Returns: The message, or "" when the last call succeeded; never NULL.
@c(ft_last_error) public func lastError() -> UnsafePointer<CChar> {
  ftc_last_error()
}
