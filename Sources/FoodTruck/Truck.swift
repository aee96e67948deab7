// Truck: the session handle's lifecycle and settings.
//
// C <-> Swift
//   ft_truck *            TruckSession (through the handle registry)
//   ft_locale             TruckLocale

import CFoodTruck
import FoodTruckKit

// MARK: - ft_truck

/// Creates a truck session: the 17-donut catalog and default settings (English).
///
/// Ownership: on success *truck_out receives a new handle that the caller owns and releases with
/// ft_truck_free(). On failure *truck_out is not written.
///
/// Errors: FT_ERR_NULL_ARGUMENT when truck_out is NULL; FT_ERR_INVALID_STATE when 16,777,216
/// handles are alive at once.
///
/// Thread safety: safe from any thread.
///
/// - Parameter truck_out: Receives the new handle.
/// - Returns: FT_OK or an error code.
@c(ft_truck_new) public func truckNew(
  _ truck_out: UnsafeMutablePointer<UnsafeMutablePointer<ft_truck>?>?
)
  -> ft_status
{
  ffi("ft_truck_new") { () throws(BoundaryError) in
    let out = try Arg.out(truck_out, "truck_out")
    guard let raw = handles.insert(TruckSession(), kind: .truck) else {
      throw BoundaryError(FT_ERR_INVALID_STATE, "too many live handles")
    }
    out.pointee = UnsafeMutablePointer(bitPattern: raw)
  }
}

/// Releases a truck session. Freeing NULL is a no-op that returns FT_OK.
///
/// Ownership: the handle is invalid afterwards; later calls with it return
/// FT_ERR_INVALID_HANDLE. A call already running on the handle in another thread completes
/// normally.
///
/// Errors: FT_ERR_INVALID_HANDLE when truck was already freed or is not a truck handle.
///
/// Thread safety: safe from any thread, even while other threads use the same handle.
///
/// - Parameter truck: The handle to release, or NULL.
/// - Returns: FT_OK or FT_ERR_INVALID_HANDLE.
@discardableResult
@c(ft_truck_free) public func truckFree(_ truck: UnsafeMutablePointer<ft_truck>?) -> ft_status {
  ffi("ft_truck_free") { () throws(BoundaryError) in
    guard let truck else { return }
    guard handles.remove(UInt(bitPattern: truck), kind: .truck) != nil else {
      throw BoundaryError(
        FT_ERR_INVALID_HANDLE, "truck is not a live truck handle (freed or foreign)")
    }
  }
}

/// Sets the language of every string the session produces from now on.
///
/// Errors: FT_ERR_INVALID_HANDLE for a NULL, freed or foreign truck; FT_ERR_INVALID_ARGUMENT
/// when locale is not an ft_locale value.
///
/// Thread safety: safe from any thread.
///
/// - Parameters:
///   - truck: The session.
///   - locale: FT_LOCALE_EN or FT_LOCALE_AR.
/// - Returns: FT_OK or an error code.
@c(ft_truck_set_locale) public func truckSetLocale(
  _ truck: UnsafeMutablePointer<ft_truck>?, _ locale: ft_locale
) -> ft_status {
  ffi("ft_truck_set_locale") { () throws(BoundaryError) in
    let session = try Arg.truck(truck)
    let locale = try Arg.locale(locale)
    session.update { $0.locale = locale }
  }
}

/// Reads the session's language.
///
/// Errors: FT_ERR_INVALID_HANDLE for a NULL, freed or foreign truck; FT_ERR_NULL_ARGUMENT when
/// out is NULL.
///
/// Thread safety: safe from any thread.
///
/// - Parameters:
///   - truck: The session.
///   - locale_out: Receives the locale.
/// - Returns: FT_OK or an error code.
@c(ft_truck_locale) public func truckLocale(
  _ truck: UnsafePointer<ft_truck>?, _ locale_out: UnsafeMutablePointer<ft_locale>?
) -> ft_status {
  ffi("ft_truck_locale") { () throws(BoundaryError) in
    let session = try Arg.truck(truck)
    let out = try Arg.out(locale_out, "locale_out")
    out.pointee = ft_locale(session.read { $0.locale })
  }
}

/// Tells whether the session's language runs right to left (Arabic), so that the shell
/// mirrors its layout.
///
/// Errors: FT_ERR_INVALID_HANDLE for a NULL, freed or foreign truck; FT_ERR_NULL_ARGUMENT when
/// out is NULL.
///
/// Thread safety: safe from any thread.
///
/// - Parameters:
///   - truck: The session.
///   - right_to_left_out: Receives true for a right-to-left language.
/// - Returns: FT_OK or an error code.
@c(ft_truck_is_right_to_left) public func truckIsRightToLeft(
  _ truck: UnsafePointer<ft_truck>?, _ right_to_left_out: UnsafeMutablePointer<Bool>?
) -> ft_status {
  ffi("ft_truck_is_right_to_left") { () throws(BoundaryError) in
    let session = try Arg.truck(truck)
    let out = try Arg.out(right_to_left_out, "right_to_left_out")
    out.pointee = session.read { $0.locale.isRightToLeft }
  }
}
