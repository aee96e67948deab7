// SPDX-License-Identifier: Apache-2.0
// Arguments: checking and converting C arguments before anything reaches the core. What a
// value means (its range, a limit, a state) is the core's to check; this file checks what C
// alone can get wrong: handles, NULL pointers, UTF-8, counts before an array is read, enum
// values, instants (docs/conventions.md).

import CFoodTruck
import FoodTruckKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks for the arguments of exported functions; each throws the documented status.
enum Arg {
  /// Runs `body` with the object behind a truck handle, the call counted in the handle's slot
  /// until `body` returns (see HandleRegistry.withObject): NULL, freed and foreign handles
  /// throw FOODTRUCK_ERR_INVALID_HANDLE.
  @inline(__always)
  static func withTruck(_ raw: UInt, _ body: (TruckHandle) throws(BoundaryError) -> Void)
    throws(BoundaryError)
  {
    guard raw != 0 else { throw BoundaryError(FOODTRUCK_ERR_INVALID_HANDLE, "truck is NULL") }
    let found = try handles.withObject(raw, kind: .truck) { object throws(BoundaryError) in
      // The registry stores only TruckHandles under the .truck tag (truckNew), so the type is
      // known; a checked cast here costs as much as the rest of a getter.
      try body(unsafeDowncast(object, to: TruckHandle.self))
    }
    guard found else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_HANDLE, "truck is not a live truck handle (freed or foreign)")
    }
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

  /// A C enum value converted to its core enum (the raw values are the same), or
  /// FOODTRUCK_ERR_INVALID_ARGUMENT.
  static func enumValue<C: RawRepresentable, T: RawRepresentable>(
    _ value: C, as _: T.Type, _ name: String
  ) throws(BoundaryError) -> T where C.RawValue: BinaryInteger, T.RawValue == Int {
    let raw = value.rawValue
    guard let int = Int(exactly: raw), let value = T(rawValue: int) else {
      // A C enum is an int that Swift may import as UInt32: show the value the caller wrote
      // (-1, not 4294967295).
      let shown = raw.bitWidth <= 32 ? String(Int32(truncatingIfNeeded: raw)) : String(raw)
      throw BoundaryError(FOODTRUCK_ERR_INVALID_ARGUMENT, "\(name) \(shown) is not a valid value")
    }
    return value
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

  /// A city, or nil for FOODTRUCK_CITY_ALL.
  static func city(_ value: foodtruck_city) throws(BoundaryError) -> City? {
    if value == FOODTRUCK_CITY_ALL { return nil }
    return try enumValue(value, as: City.self, "city")
  }

  /// One city: FOODTRUCK_CITY_ALL is refused where a single city is meant.
  static func oneCity(_ value: foodtruck_city) throws(BoundaryError) -> City {
    guard let city = try city(value) else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT, "city FOODTRUCK_CITY_ALL is not one city")
    }
    return city
  }

  /// A city's parking spot by index (the range check is the core's).
  static func parkingSpot(_ city: foodtruck_city, _ index: Int32) throws(BoundaryError)
    -> ParkingSpot
  {
    let city = try oneCity(city)
    return try core { () throws(FoodTruckError) in try city.parkingSpot(checkedAt: Int(index)) }
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

  /// A caller's array of `count` elements, read during the call and converted element by
  /// element. The count is checked against `maximum` before a single element is read: a wrong
  /// count must not make us read past the caller's memory.
  static func array<T, U>(
    _ pointer: UnsafePointer<T>?, _ count: UInt, maximum: Int, _ name: String, _ countName: String,
    as convert: (T) -> U
  ) throws(BoundaryError) -> [U] {
    try borrowedArray(pointer, count, maximum: maximum, name, countName).map(convert)
  }

  /// The caller's array as it is, its count checked as ``array(_:_:maximum:_:_:as:)`` checks
  /// it: for a call that reads it once, in place, during the call.
  static func borrowedArray<T>(
    _ pointer: UnsafePointer<T>?, _ count: UInt, maximum: Int, _ name: String, _ countName: String
  ) throws(BoundaryError) -> UnsafeBufferPointer<T> {
    guard let count = Int(exactly: count), count <= maximum else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT, "\(countName) \(count) is above the limit of \(maximum)")
    }
    guard count > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
    guard let pointer else {
      throw BoundaryError(
        FOODTRUCK_ERR_NULL_ARGUMENT, "\(name) is NULL but \(countName) is \(count)")
    }
    return UnsafeBufferPointer(start: pointer, count: count)
  }

  /// A caller's byte array (a challenge, a user id) and its count, `<name>_count`, copied.
  static func bytes(_ pointer: UnsafePointer<UInt8>?, _ count: UInt, maximum: Int, _ name: String)
    throws(BoundaryError) -> [UInt8]
  {
    try array(pointer, count, maximum: maximum, name, name + "_count") { $0 }
  }

  /// The three arguments of every sales question.
  static func salesQuestion(_ timeframe: foodtruck_timeframe, _ city: foodtruck_city, _ now: Int64)
    throws(BoundaryError) -> (timeframe: Timeframe, city: City?, now: Int64)
  {
    (
      try enumValue(timeframe, as: Timeframe.self, "timeframe"), try Arg.city(city),
      try instant(now, "now")
    )
  }

  /// A count or offset from C, at most PTRDIFF_MAX.
  static func count(_ value: UInt, _ name: String) throws(BoundaryError) -> Int {
    guard let count = Int(exactly: value) else {
      throw BoundaryError(FOODTRUCK_ERR_INVALID_ARGUMENT, "\(name) \(value) exceeds PTRDIFF_MAX")
    }
    return count
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

  /// A catalog ingredient by kind and index.
  static func ingredient(_ kind: foodtruck_ingredient_kind, _ index: Int32) throws(BoundaryError)
    -> Ingredient
  {
    let kind = try enumValue(kind, as: IngredientKind.self, "kind")
    return try core { () throws(FoodTruckError) in try kind.ingredient(checkedAt: Int(index)) }
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

  /// A step of the navigation path from C: its kind, and the panel or id the kind reads (their
  /// existence is the core's to check).
  static func step(_ step: foodtruck_step, _ name: String) throws(BoundaryError) -> Destination {
    switch step.kind {
    case FOODTRUCK_STEP_PANEL:
      return .panel(try enumValue(step.panel, as: Panel.self, "\(name).panel"))
    case FOODTRUCK_STEP_ORDER: return .order(Int(step.id))
    case FOODTRUCK_STEP_DONUT: return .donut(Int(step.id))
    case FOODTRUCK_STEP_NEW_DONUT: return .newDonut
    default:
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT,
        "\(name).kind \(Int32(bitPattern: step.kind.rawValue)) is not a valid value")
    }
  }

  /// A feed tag from C: its kind, and the topic, donut id or city its subject holds (a
  /// donut's existence is the core's to check).
  static func feedTag(_ tag: foodtruck_feed_tag, _ name: String) throws(BoundaryError) -> FeedTag {
    func subject<T: RawRepresentable>(_: T.Type, _ what: String) throws(BoundaryError) -> T
    where T.RawValue == Int {
      guard let value = T(rawValue: Int(tag.subject)) else {
        throw BoundaryError(
          FOODTRUCK_ERR_INVALID_ARGUMENT, "\(name).subject \(tag.subject) is not a \(what)")
      }
      return value
    }
    switch tag.kind {
    case FOODTRUCK_FEED_TAG_TOPIC: return .topic(try subject(FeedTopic.self, "topic"))
    case FOODTRUCK_FEED_TAG_DONUT: return .donut(Int(tag.subject))
    case FOODTRUCK_FEED_TAG_CITY: return .city(try subject(City.self, "city"))
    default:
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT,
        "\(name).kind \(Int32(bitPattern: tag.kind.rawValue)) is not a valid value")
    }
  }

  /// A caller-provided output array of `capacity` elements (see OutputBuffer).
  static func buffer<T>(
    _ pointer: UnsafeMutablePointer<T>?, _ capacity: UInt, _ count: UnsafeMutablePointer<UInt>?,
    _ name: StaticString
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

extension SpotReport {
  /// A caller's report for one spot, its minute array read now: its count checked before a
  /// single minute is read, its condition checked when the spot answered. The values' ranges
  /// are the core's (CityWeather).
  init(_ spot: foodtruck_spot_weather, _ name: String) throws(BoundaryError) {
    guard spot.answered else {
      self = .failed
      return
    }
    let condition = try Arg.enumValue(
      spot.condition, as: WeatherCondition.self, "\(name).condition")
    var minutes: [Double]?
    if spot.has_minute_forecast {
      minutes = try Arg.array(
        spot.minute_chances, UInt(bitPattern: spot.minute_count),
        maximum: SpotWeather.maximumMinutes,
        "\(name).minute_chances", "\(name).minute_count"
      ) { $0 }
    }
    self = .weather(
      SpotWeather(
        condition: condition, cloudCover: spot.cloud_cover, temperature: spot.temperature_c,
        minuteChances: minutes))
  }
}
