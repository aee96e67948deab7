// SPDX-License-Identifier: Apache-2.0
// LayoutLimits: the values every layout accepts, checked by the layouts themselves so that the
// Swift API and the C API refuse the same inputs.

public enum LayoutLimits {
  /// The largest coordinate or length, in points: far beyond any screen, and small enough that
  /// no sum or product of the layouts' arithmetic overflows or loses a whole point.
  public static let maximumPoints = 1e9
  /// The most items one flow layout or hero tiling places (the work is linear in them).
  public static let maximumItems = 1_000_000

  /// A length from 0 to ``maximumPoints`` (NaN and infinity refused).
  @usableFromInline
  static func length(_ value: Double, _ what: @autoclosure () -> String, input: String)
    throws(FoodTruckError)
  {
    guard value >= 0, value <= maximumPoints else {
      throw .invalidArgument(
        "\(what()) \(value) is not a length from 0 to 1e9 points", input: input)
    }
  }

  /// A rectangle whose origin is within ±``maximumPoints`` and whose sides are lengths.
  @inlinable
  static func bounds(_ rect: Rect, input: String = "bounds") throws(FoodTruckError) {
    if takes(bounds: rect) { return }
    try refuse(rect, input: input)
  }

  /// Whether ``bounds(_:input:)`` takes `rect`: the common case in one expression (NaN fails
  /// every comparison), inlined into layouts that check a rectangle per call.
  @inlinable @inline(__always)
  static func takes(bounds rect: Rect) -> Bool {
    let limit = maximumPoints
    return abs(rect.minX) <= limit && abs(rect.minY) <= limit && rect.size.width >= 0
      && rect.size.width <= limit && rect.size.height >= 0 && rect.size.height <= limit
  }

  /// The error for bounds that ``bounds(_:input:)`` refuses.
  @usableFromInline
  static func refuse(_ rect: Rect, input: String) throws(FoodTruckError) {
    let limit = maximumPoints
    for (name, value) in [("x", rect.minX), ("y", rect.minY)] where !(abs(value) <= limit) {
      throw .invalidArgument(
        "the bounds' \(name) \(value) is not a coordinate within ±1e9 points", input: input)
    }
    try length(rect.size.width, "the bounds' width", input: input)
    try length(rect.size.height, "the bounds' height", input: input)
  }

  /// An item's size: each side a length. (A layout checks the common case inline and calls
  /// this for the message.)
  @usableFromInline
  static func item(_ item: Size, _ index: Int) throws(FoodTruckError) {
    try length(item.width, "item \(index)'s width", input: "items")
    try length(item.height, "item \(index)'s height", input: "items")
  }

  /// A count of items to place: at most ``maximumItems``.
  @usableFromInline
  static func count(_ count: Int, input: String) throws(FoodTruckError) {
    guard count <= maximumItems else {
      throw .invalidArgument(
        "\(count) items are more than the \(maximumItems) a layout places", input: input)
    }
  }
}
