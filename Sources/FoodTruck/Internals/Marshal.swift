// Marshal: checking C arguments and writing C outputs. Every check happens before the core is
// called; every write happens after it succeeded (docs/conventions.md, "Outputs").

import CFoodTruck
import FoodTruckKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Arguments

/// Checks for the arguments of exported functions; each throws the documented status.
enum Arg {
  /// The object behind a truck handle.
  static func truck(_ handle: UnsafeMutablePointer<foodtruck_truck>?) throws(BoundaryError)
    -> TruckHandle
  {
    try truck(UInt(bitPattern: handle))
  }

  /// The object behind a const truck handle.
  static func truck(_ handle: UnsafePointer<foodtruck_truck>?) throws(BoundaryError) -> TruckHandle
  {
    try truck(UInt(bitPattern: handle))
  }

  private static func truck(_ raw: UInt) throws(BoundaryError) -> TruckHandle {
    guard raw != 0 else { throw BoundaryError(FOODTRUCK_ERR_INVALID_HANDLE, "truck is NULL") }
    guard let object = handles.lookup(raw, kind: .truck) else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_HANDLE, "truck is not a live truck handle (freed or foreign)")
    }
    // The registry stores only TruckHandles under the .truck tag (truckNew), so the type is
    // known; a checked cast here costs as much as the rest of a getter.
    return unsafeDowncast(object, to: TruckHandle.self)
  }

  /// A required out-parameter.
  static func out<T>(_ pointer: UnsafeMutablePointer<T>?, _ name: String) throws(BoundaryError)
    -> UnsafeMutablePointer<T>
  {
    guard let pointer else { throw BoundaryError(FOODTRUCK_ERR_NULL_ARGUMENT, "\(name) is NULL") }
    return pointer
  }

  /// A required input struct.
  static func value<T>(_ pointer: UnsafePointer<T>?, _ name: String) throws(BoundaryError) -> T {
    guard let pointer else { throw BoundaryError(FOODTRUCK_ERR_NULL_ARGUMENT, "\(name) is NULL") }
    return pointer.pointee
  }

  /// A required NUL-terminated UTF-8 string of at most `maximumBytes` bytes (a limit of the
  /// core's). A longer one is refused after reading `maximumBytes + 1` bytes, before it is
  /// decoded: no text a caller sends costs more than its limit.
  static func text(_ pointer: UnsafePointer<CChar>?, _ name: String, maximumBytes: Int)
    throws(BoundaryError) -> String
  {
    guard let pointer else { throw BoundaryError(FOODTRUCK_ERR_NULL_ARGUMENT, "\(name) is NULL") }
    let length = strnlen(pointer, maximumBytes + 1)
    guard length <= maximumBytes else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT, "\(name) is longer than \(maximumBytes) bytes")
    }
    let bytes = UnsafeRawBufferPointer(start: pointer, count: length).bindMemory(to: UInt8.self)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw BoundaryError(FOODTRUCK_ERR_INVALID_UTF8, "\(name) is not valid UTF-8")
    }
    return text
  }

  /// A C enum value converted to its core enum, or FOODTRUCK_ERR_INVALID_ARGUMENT.
  static func enumValue<T: RawRepresentable>(
    _ raw: some BinaryInteger, as _: T.Type, _ name: String
  ) throws(BoundaryError) -> T where T.RawValue == Int {
    guard let int = Int(exactly: raw), let value = T(rawValue: int) else {
      // A C enum is an int that Swift may import as UInt32: show the value the caller wrote
      // (-1, not 4294967295).
      let shown = raw.bitWidth <= 32 ? String(Int32(truncatingIfNeeded: raw)) : String(raw)
      throw BoundaryError(FOODTRUCK_ERR_INVALID_ARGUMENT, "\(name) \(shown) is not a valid value")
    }
    return value
  }

  static func locale(_ value: foodtruck_locale) throws(BoundaryError) -> TruckLocale {
    try enumValue(value.rawValue, as: TruckLocale.self, "locale")
  }

  static func flavor(_ value: foodtruck_flavor) throws(BoundaryError) -> Flavor {
    try enumValue(value.rawValue, as: Flavor.self, "flavor")
  }

  static func ingredientKind(_ value: foodtruck_ingredient_kind) throws(BoundaryError)
    -> IngredientKind
  {
    try enumValue(value.rawValue, as: IngredientKind.self, "kind")
  }

  /// An ingredient index, or `FOODTRUCK_NO_INGREDIENT` (-1) mapped to nil when `optional`. Range
  /// checks against the catalog are the core's (Recipe.init).
  static func ingredientIndex(_ value: Int32, optional: Bool, _ name: String)
    throws(BoundaryError) -> Int?
  {
    if optional && value == FOODTRUCK_NO_INGREDIENT { return nil }
    guard value >= 0 else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT,
        optional
          ? "\(name) \(value) is negative and not FOODTRUCK_NO_INGREDIENT"
          : "\(name) \(value) is negative"
      )
    }
    return Int(value)
  }

  static func orderAction(_ value: foodtruck_order_action) throws(BoundaryError) -> OrderAction {
    try enumValue(value.rawValue, as: OrderAction.self, "action")
  }

  static func orderStatus(_ value: foodtruck_order_status) throws(BoundaryError) -> OrderStatus {
    try enumValue(value.rawValue, as: OrderStatus.self, "status")
  }

  static func orderSort(_ value: foodtruck_order_sort) throws(BoundaryError) -> OrderSort {
    try enumValue(value.rawValue, as: OrderSort.self, "sort")
  }

  static func timeframe(_ value: foodtruck_timeframe) throws(BoundaryError) -> Timeframe {
    try enumValue(value.rawValue, as: Timeframe.self, "timeframe")
  }

  /// A city, or nil for FOODTRUCK_CITY_ALL.
  static func city(_ value: foodtruck_city) throws(BoundaryError) -> City? {
    if value == FOODTRUCK_CITY_ALL { return nil }
    return try enumValue(value.rawValue, as: City.self, "city")
  }

  /// A set of order statuses from FOODTRUCK_ORDER_STATUS_BIT bits.
  static func statusMask(_ mask: UInt32) throws(BoundaryError) -> Set<OrderStatus> {
    guard mask & ~FOODTRUCK_ORDER_STATUS_ALL == 0 else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT,
        "status_mask 0x\(String(mask, radix: 16)) has bits beyond FOODTRUCK_ORDER_STATUS_ALL")
    }
    return Set(OrderStatus.allCases.filter { mask & (1 << UInt32($0.rawValue)) != 0 })
  }

  /// A set of weekdays from FOODTRUCK_WEEKDAY_BIT bits.
  static func weekdayMask(_ mask: UInt32) throws(BoundaryError) -> Set<Weekday> {
    guard mask < 1 << 7 else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT,
        "weekday_mask 0x\(String(mask, radix: 16)) has bits beyond Saturday (bit 6)")
    }
    return Set(Weekday.allCases.filter { mask & (1 << UInt32($0.rawValue)) != 0 })
  }

  /// An instant (ms since the Unix epoch) within the years 1 to 9999.
  static func instant(_ value: Int64, _ name: String) throws(BoundaryError) -> Int64 {
    guard LocalCalendar.validInstants.contains(value) else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT, "\(name) \(value) ms is outside the years 1 to 9999")
    }
    return value
  }

  /// A caller's array of `count` elements, read during the call. The count is checked against
  /// `maximum` before a single element is read: a wrong count must not make us read past the
  /// caller's memory.
  static func array<T>(
    _ pointer: UnsafePointer<T>?, _ count: UInt, maximum: Int, _ name: String, _ countName: String
  ) throws(BoundaryError) -> [T] {
    guard let count = Int(exactly: count), count <= maximum else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT, "\(countName) \(count) is above the limit of \(maximum)")
    }
    guard count > 0 else { return [] }
    guard let pointer else {
      throw BoundaryError(
        FOODTRUCK_ERR_NULL_ARGUMENT, "\(name) is NULL but \(countName) is \(count)")
    }
    return Array(UnsafeBufferPointer(start: pointer, count: count))
  }

  /// The three arguments of every sales question.
  static func salesQuestion(_ timeframe: foodtruck_timeframe, _ city: foodtruck_city, _ now: Int64)
    throws(BoundaryError) -> (timeframe: Timeframe, city: City?, now: Int64)
  {
    (try Arg.timeframe(timeframe), try Arg.city(city), try Arg.instant(now, "now"))
  }

  /// A count or offset from C, at most PTRDIFF_MAX.
  static func count(_ value: UInt, _ name: String) throws(BoundaryError) -> Int {
    guard let count = Int(exactly: value) else {
      throw BoundaryError(FOODTRUCK_ERR_INVALID_ARGUMENT, "\(name) \(value) exceeds PTRDIFF_MAX")
    }
    return count
  }

  /// The order with `number` in the session.
  static func order(_ session: TruckHandle, _ number: Int32) throws(BoundaryError) -> Order {
    try core { () throws(FoodTruckError) in
      try session.read { truck throws(FoodTruckError) in try truck.orders.order(number: Int(number))
      }
    }
  }

  /// The preparation countdown of order `number`.
  static func timer(_ session: TruckHandle, _ number: Int32) throws(BoundaryError)
    -> PreparationTimer
  {
    try core { () throws(FoodTruckError) in
      try session.read { truck throws(FoodTruckError) in
        let order = try truck.orders.order(number: Int(number))
        guard let timer = truck.timers[order.number] else {
          throw .notFound("\(order.displayId(in: .english)) was never put into preparation")
        }
        return timer
      }
    }
  }

  /// The live activity with `id`.
  static func activity(_ session: TruckHandle, _ id: Int32) throws(BoundaryError) -> LiveActivity {
    try core { () throws(FoodTruckError) in
      try session.read { truck throws(FoodTruckError) in try truck.activities.activity(id: Int(id))
      }
    }
  }

  static func dismissalPolicy(_ value: foodtruck_dismissal_policy, _ dismissAt: Int64)
    throws(BoundaryError) -> DismissalPolicy
  {
    switch value {
    case FOODTRUCK_DISMISS_DEFAULT: return .default
    case FOODTRUCK_DISMISS_IMMEDIATE: return .immediate
    case FOODTRUCK_DISMISS_AFTER: return .after(try instant(dismissAt, "dismiss_at"))
    default:
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT, "policy \(value.rawValue) is not a valid value")
    }
  }

  static func textSlot(_ value: foodtruck_activity_text_slot) throws(BoundaryError)
    -> ActivityTextSlot
  {
    try enumValue(value.rawValue, as: ActivityTextSlot.self, "slot")
  }

  /// Activity content from C: a countdown range of valid instants (its order and the
  /// relevance are the core's to check).
  static func content(_ start: Int64, _ end: Int64, _ relevance: Double) throws(BoundaryError)
    -> (timer: PreparationTimer, relevance: Double)
  {
    (
      PreparationTimer(
        start: try instant(start, "timer_start"), end: try instant(end, "timer_end")), relevance
    )
  }

  /// A proposal dimension: negative is unspecified; NaN is refused; infinity is allowed.
  static func dimension(_ value: Double, _ name: @autoclosure () -> String) throws(BoundaryError)
    -> Dimension
  {
    guard !value.isNaN else {
      throw BoundaryError(FOODTRUCK_ERR_INVALID_ARGUMENT, "\(name()) is NaN")
    }
    return value < 0 ? .unspecified : .points(value)
  }

  /// The largest coordinate or length a layout accepts, in points: far beyond any screen, and
  /// small enough that no sum or product of the layouts' arithmetic overflows.
  static let maximumPoints = 1e9

  /// A finite number within ±1e9 (a coordinate).
  static func finite(_ value: Double, _ name: @autoclosure () -> String) throws(BoundaryError)
    -> Double
  {
    guard value.isFinite, abs(value) <= maximumPoints else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT, "\(name()) \(value) is not a finite number within ±1e9")
    }
    return value
  }

  /// A finite length, 0 to 1e9.
  static func length(_ value: Double, _ name: @autoclosure () -> String) throws(BoundaryError)
    -> Double
  {
    guard value.isFinite, value >= 0, value <= maximumPoints else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT, "\(name()) \(value) is not a length from 0 to 1e9")
    }
    return value
  }

  /// A picture's side, 1 to 10,000 points.
  static func pictureSide(_ value: Double, _ name: @autoclosure () -> String) throws(BoundaryError)
    -> Double
  {
    guard value.isFinite, (1...10_000).contains(value) else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT, "\(name()) \(value) is outside 1...10000 points")
    }
    return value
  }

  static func size(_ value: foodtruck_size, _ name: @autoclosure () -> String) throws(BoundaryError)
    -> Size
  {
    Size(
      width: try length(value.width, "\(name()) width"),
      height: try length(value.height, "\(name()) height"))
  }

  static func rect(_ value: foodtruck_rect, _ name: @autoclosure () -> String) throws(BoundaryError)
    -> Rect
  {
    // The common case checked inline (NaN fails every comparison); names only on failure.
    let limit = maximumPoints
    if abs(value.x) <= limit, abs(value.y) <= limit, value.width >= 0, value.width <= limit,
      value.height >= 0, value.height <= limit
    {
      return Rect(x: value.x, y: value.y, width: value.width, height: value.height)
    }
    return Rect(
      x: try finite(value.x, "\(name()).x"), y: try finite(value.y, "\(name()).y"),
      width: try length(value.width, "\(name()).width"),
      height: try length(value.height, "\(name()).height"))
  }

  /// Item sizes from C (`items`, `item_count` of them, at most `maximum`), read in one pass.
  static func sizes(_ pointer: UnsafePointer<foodtruck_size>?, _ count: UInt, maximum: Int)
    throws(BoundaryError) -> [Size]
  {
    guard let count = Int(exactly: count), count <= maximum else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT, "item_count \(count) is above the limit of \(maximum)")
    }
    guard count > 0 else { return [] }
    guard let pointer else {
      throw BoundaryError(FOODTRUCK_ERR_NULL_ARGUMENT, "items is NULL but item_count is \(count)")
    }
    var sizes = [Size]()
    sizes.reserveCapacity(count)
    for index in 0..<count {
      let item = pointer[index]
      // The common case checked inline; the named error only when an item is bad.
      if item.width >= 0, item.width <= maximumPoints, item.height >= 0,
        item.height <= maximumPoints
      {
        sizes.append(Size(width: item.width, height: item.height))
      } else {
        sizes.append(try size(item, "items[\(index)]"))
      }
    }
    return sizes
  }

  /// A count from C, at most `maximum`.
  static func count(_ value: UInt, _ name: String, maximum: Int) throws(BoundaryError) -> Int {
    guard let count = Int(exactly: value), count <= maximum else {
      throw BoundaryError(FOODTRUCK_ERR_INVALID_ARGUMENT, "\(name) \(value) is above \(maximum)")
    }
    return count
  }

  /// A catalog ingredient by kind and index.
  static func ingredient(_ kind: foodtruck_ingredient_kind, _ index: Int32) throws(BoundaryError)
    -> Ingredient
  {
    let kind = try ingredientKind(kind)
    guard let ingredient = kind.ingredient(at: Int(index)) else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT,
        "\(kind.prefix) index \(index) is out of range 0...\(kind.all.count - 1)")
    }
    return ingredient
  }

  /// A recipe from C ingredient indices (FOODTRUCK_NO_INGREDIENT for no glaze or topping).
  static func recipe(_ dough: Int32, _ glaze: Int32, _ topping: Int32) throws(BoundaryError)
    -> Recipe
  {
    let dough = try ingredientIndex(dough, optional: false, "dough") ?? 0
    let glaze = try ingredientIndex(glaze, optional: true, "glaze")
    let topping = try ingredientIndex(topping, optional: true, "topping")
    return try core { () throws(FoodTruckError) in
      try Recipe(dough: dough, glaze: glaze, topping: topping)
    }
  }

  /// A caller-provided output array of `capacity` elements (see OutputBuffer).
  static func buffer<T>(
    _ pointer: UnsafeMutablePointer<T>?, _ capacity: UInt, _ count: UnsafeMutablePointer<UInt>?,
    _ name: String
  ) throws(BoundaryError) -> OutputBuffer<T> {
    guard let capacity = Int(exactly: capacity) else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT, "\(name) capacity \(capacity) exceeds PTRDIFF_MAX")
    }
    guard pointer != nil || capacity == 0 else {
      throw BoundaryError(
        FOODTRUCK_ERR_NULL_ARGUMENT, "\(name) is NULL but its capacity is \(capacity)")
    }
    return OutputBuffer(name: name, pointer: pointer, capacity: capacity, count: count)
  }
}

// MARK: - Outputs

/// A caller-provided array and its capacity, with an optional place for the element count.
///
/// The convention (stated at the top of foodtruck.h): the result fits -> elements written,
/// count written, FOODTRUCK_OK. A NULL pointer with capacity 0 -> only the count is written, FOODTRUCK_OK
/// (a size query). Too small -> nothing written but the count, FOODTRUCK_ERR_BUFFER_TOO_SMALL.
struct OutputBuffer<T> {
  let name: String
  let pointer: UnsafeMutablePointer<T>?
  let capacity: Int
  let count: UnsafeMutablePointer<UInt>?

  func write<C: Collection>(_ items: C) throws(BoundaryError) where C.Element == T {
    let required = UInt(items.count)
    guard let pointer else {
      count?.pointee = required
      return
    }
    guard items.count <= capacity else {
      count?.pointee = required
      throw BoundaryError(
        FOODTRUCK_ERR_BUFFER_TOO_SMALL, "\(name) holds \(capacity) but the result needs \(required)"
      )
    }
    // Element by element: a lazy map is written without an intermediate array.
    var index = 0
    for item in items {
      (pointer + index).initialize(to: item)
      index += 1
    }
    count?.pointee = required
  }

  /// Writes `text` as UTF-8 plus a terminating NUL; the count is the length without the NUL.
  func write(_ text: String) throws(BoundaryError) where T == CChar {
    var bytes = Array(text.utf8).map { CChar(bitPattern: $0) }
    let length = UInt(bytes.count)
    guard let pointer else {
      count?.pointee = length
      return
    }
    bytes.append(0)
    guard bytes.count <= capacity else {
      count?.pointee = length
      throw BoundaryError(
        FOODTRUCK_ERR_BUFFER_TOO_SMALL,
        "\(name) holds \(capacity) bytes but the text needs \(bytes.count) with its NUL")
    }
    bytes.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { pointer.update(from: base, count: source.count) }
    }
    count?.pointee = length
  }
}
