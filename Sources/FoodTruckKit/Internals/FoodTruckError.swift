// SPDX-License-Identifier: Apache-2.0
// FoodTruckError: the one error type of the core. Its kind maps to one C status code.

/// A failure of a core operation, with a message naming what was wrong.
public struct FoodTruckError: Error, Sendable, Hashable {
  /// What kind of failure; each kind has one `foodtruck_status` in the C ABI.
  public enum Kind: Sendable, Hashable, CaseIterable {
    /// A value is out of its documented range (FOODTRUCK_ERR_INVALID_ARGUMENT).
    case invalidArgument
    /// No object has the given id (FOODTRUCK_ERR_NOT_FOUND).
    case notFound
    /// The object's state does not allow the operation (FOODTRUCK_ERR_INVALID_STATE).
    case invalidState
    /// A configured capacity is used up (FOODTRUCK_ERR_LIMIT_REACHED).
    case limitReached
    /// The feature is turned off by a setting (FOODTRUCK_ERR_DISABLED).
    case disabled
    /// The session's file could not be created, read or written: no such directory, no
    /// permission, the disk is full, an I/O error (FOODTRUCK_ERR_STORAGE).
    case storage
    /// The session's file is in use by another session, in this process or another
    /// (FOODTRUCK_ERR_BUSY).
    case busy
    /// The session was opened read-only; it refuses every change (FOODTRUCK_ERR_READ_ONLY).
    case readOnly
    /// The file is not a Food Truck session: not SQLite, another application's database, or
    /// a session of a newer schema than this library knows (FOODTRUCK_ERR_NOT_A_SESSION).
    case notASession
    /// The session's file is damaged: SQLite's check fails, or its changes do not replay to
    /// what was acknowledged (FOODTRUCK_ERR_CORRUPT).
    case corrupt
    /// The disk did not confirm a change (a failed sync after it was written): it may or may
    /// not be in the file; the session refuses later changes until it is opened again
    /// (FOODTRUCK_ERR_UNCONFIRMED).
    case unconfirmed
  }

  public let kind: Kind
  public let message: String
  /// The one input that was wrong, by its parameter name in this API (`horizontalSpacing`),
  /// when a single input was; the C boundary names it in its C spelling
  /// (`horizontal_spacing`).
  public let input: String?

  public init(_ kind: Kind, _ message: String, input: String? = nil) {
    self.kind = kind
    self.message = message
    self.input = input
  }

  public static func invalidArgument(_ message: String, input: String? = nil) -> FoodTruckError {
    FoodTruckError(.invalidArgument, message, input: input)
  }
  public static func notFound(_ message: String) -> FoodTruckError {
    FoodTruckError(.notFound, message)
  }
  public static func invalidState(_ message: String) -> FoodTruckError {
    FoodTruckError(.invalidState, message)
  }
  public static func limitReached(_ message: String) -> FoodTruckError {
    FoodTruckError(.limitReached, message)
  }
  public static func disabled(_ message: String) -> FoodTruckError {
    FoodTruckError(.disabled, message)
  }
  public static func storage(_ message: String) -> FoodTruckError {
    FoodTruckError(.storage, message)
  }
  public static func busy(_ message: String) -> FoodTruckError {
    FoodTruckError(.busy, message)
  }
  public static func readOnly(_ message: String) -> FoodTruckError {
    FoodTruckError(.readOnly, message)
  }
  public static func notASession(_ message: String) -> FoodTruckError {
    FoodTruckError(.notASession, message)
  }
  public static func corrupt(_ message: String) -> FoodTruckError {
    FoodTruckError(.corrupt, message)
  }
  public static func unconfirmed(_ message: String) -> FoodTruckError {
    FoodTruckError(.unconfirmed, message)
  }
}
