// SPDX-License-Identifier: Apache-2.0
// Version: the library's version at run time (the macros give it at compile time).

import CFoodTruck

/// Returns the library's version as "MAJOR.MINOR.PATCH", equal to FOODTRUCK_VERSION_STRING of the
/// header it was built with.
///
/// Ownership: the string is static and owned by the library; it stays valid for the life of
/// the process. Do not free it.
///
/// Errors: none.
///
/// - Returns: The version string, never NULL.
@c(foodtruck_version) public func version() -> UnsafePointer<CChar> {
  foodtruck_c_version_string()
}

/// Returns the library's version as MAJOR * 10000 + MINOR * 100 + PATCH, comparable with
/// FOODTRUCK_VERSION_NUMBER to detect a header/library mismatch.
///
/// Errors: none.
///
/// - Returns: The version number.
@c(foodtruck_version_number) public func versionNumber() -> UInt32 {
  UInt32(FOODTRUCK_VERSION_NUMBER)
}
