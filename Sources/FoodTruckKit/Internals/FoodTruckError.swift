// FoodTruckError: the one error type of the core. Its kind maps to one C status code.

/// A failure of a core operation, with a message naming what was wrong.
public struct FoodTruckError: Error, Sendable, Hashable {
  /// What kind of failure; each kind has one `foodtruck_status` in the C ABI.
  public enum Kind: Sendable, Hashable {
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
}
