// SPDX-License-Identifier: Apache-2.0
// Boundary: the helper every exported function runs through (docs/architecture.md, style rule 4).
//
// Shape of every @c function: `ffi("foodtruck_name") { () throws(BoundaryError) in ... }`: check the
// arguments (handles, pointers, enums, counts, UTF-8) before anything reaches the core, call
// the core, write the outputs, and let the helper turn the outcome into a foodtruck_status plus the
// calling thread's last-error message. Nothing in here may trap (docs/architecture.md §3).

import CFoodTruck
import FoodTruckKit

/// A failure at the boundary: the status to return and the message for foodtruck_last_error().
struct BoundaryError: Error {
  let status: foodtruck_status
  let message: String

  init(_ status: foodtruck_status, _ message: String) {
    self.status = status
    self.message = message
  }

  /// The boundary form of a core error: one status per kind. The input the core names
  /// (`horizontalSpacing`) leads the message in its C spelling, as core(argument:_:) does:
  /// "horizontal_spacing: the horizontal spacing -1.0 is not a length ...".
  init(_ error: FoodTruckError) {
    let message =
      error.input.map { "\(BoundaryError.cName($0)): \(error.message)" } ?? error.message
    switch error.kind {
    case .invalidArgument: self.init(FOODTRUCK_ERR_INVALID_ARGUMENT, message)
    case .notFound: self.init(FOODTRUCK_ERR_NOT_FOUND, message)
    case .invalidState: self.init(FOODTRUCK_ERR_INVALID_STATE, message)
    case .limitReached: self.init(FOODTRUCK_ERR_LIMIT_REACHED, message)
    case .disabled: self.init(FOODTRUCK_ERR_DISABLED, message)
    case .storage: self.init(FOODTRUCK_ERR_STORAGE, message)
    case .busy: self.init(FOODTRUCK_ERR_BUSY, message)
    case .readOnly: self.init(FOODTRUCK_ERR_READ_ONLY, message)
    case .notASession: self.init(FOODTRUCK_ERR_NOT_A_SESSION, message)
    case .corrupt: self.init(FOODTRUCK_ERR_CORRUPT, message)
    case .unconfirmed: self.init(FOODTRUCK_ERR_UNCONFIRMED, message)
    }
  }

  /// The core kind whose errors return `status` (the inverse of init(_:)), or nil for the
  /// boundary's own statuses (a NULL, a handle, UTF-8, a buffer), FOODTRUCK_OK and values that
  /// are no status.
  static func kind(of status: foodtruck_status) -> FoodTruckError.Kind? {
    FoodTruckError.Kind.allCases.first { BoundaryError(FoodTruckError($0, "")).status == status }
  }

  /// A Swift parameter name in the C ABI's spelling: "horizontalSpacing" -> "horizontal_spacing".
  static func cName(_ swiftName: String) -> String {
    var name = ""
    for character in swiftName {
      if character.isUppercase {
        name += "_" + character.lowercased()
      } else {
        name.append(character)
      }
    }
    return name
  }
}

/// Runs one exported call: clears the last error on success; on failure records
/// "<operation>: <message>" as the calling thread's last error and returns its status.
func ffi(_ operation: StaticString, _ body: () throws(BoundaryError) -> Void) -> foodtruck_status {
  do {
    try body()
    LastError.clear()
    return FOODTRUCK_OK
  } catch {
    LastError.set("\(operation): \(error.message)")
    return error.status
  }
}

/// Runs one exported call on a truck, as ffi(_:_:) does: `truck` is checked first, then `body`
/// runs with the object behind it (see Arg.withTruck).
@inline(__always)
func ffi(
  _ operation: StaticString, _ truck: UnsafePointer<foodtruck_truck>?,
  _ body: (TruckHandle) throws(BoundaryError) -> Void
) -> foodtruck_status {
  ffi(operation) { () throws(BoundaryError) in
    try Arg.withTruck(UInt(bitPattern: truck), body)
  }
}

/// The same for a truck the call may change.
@inline(__always)
func ffi(
  _ operation: StaticString, _ truck: UnsafeMutablePointer<foodtruck_truck>?,
  _ body: (TruckHandle) throws(BoundaryError) -> Void
) -> foodtruck_status {
  ffi(operation, UnsafePointer(truck), body)
}

/// Runs a core operation, translating its error. When the operation checks one C argument
/// (a setter, a lookup by id), `argument` names it in the message of an invalid-argument or
/// not-found error, as foodtruck_last_error() promises. (An autoclosure: a name built per
/// call, "stacks[4]", costs only when there is an error to name it in.)
func core<T>(
  argument: @autoclosure () -> String? = nil, _ body: () throws(FoodTruckError) -> T
) throws(BoundaryError) -> T {
  do {
    return try body()
  } catch {
    guard let argument = argument(), error.kind == .invalidArgument || error.kind == .notFound
    else {
      throw BoundaryError(error)
    }
    throw BoundaryError(FoodTruckError(error.kind, "\(argument): \(error.message)"))
  }
}

/// The calling thread's last-error message, kept by the C helper (a _Thread_local buffer).
enum LastError {
  static func set(_ message: String) {
    var message = message
    message.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        foodtruck_c_set_last_error($0.baseAddress, $0.count)
      }
    }
  }

  static func clear() {
    foodtruck_c_clear_last_error()
  }
}
