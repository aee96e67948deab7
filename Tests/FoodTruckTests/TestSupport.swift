// SPDX-License-Identifier: Apache-2.0
// TestSupport: helpers shared by the boundary suites: reading results through the buffer
// convention, C strings from raw bytes, and a reader of the boundary's sources (threads come
// from the FoodTruckTestSupport target).

import CFoodTruck
import FoodTruck
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Handles

/// A new truck handle, or a recorded failure.
func newTruck(sourceLocation: SourceLocation = #_sourceLocation) throws
  -> UnsafeMutablePointer<foodtruck_truck>
{
  var truck: UnsafeMutablePointer<foodtruck_truck>?
  try #require(truckNew(&truck) == FOODTRUCK_OK, sourceLocation: sourceLocation)
  return try #require(truck, sourceLocation: sourceLocation)
}

/// The calling thread's last error message.
var lastErrorText: String { String(cString: lastError()) }

// MARK: - The buffer convention

/// Reads a text result the way a C caller does: size query, then a buffer of exactly that
/// size plus the NUL. Both calls must succeed and agree on the length.
func readText(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ call: (UnsafeMutablePointer<CChar>?, UInt, UnsafeMutablePointer<UInt>?) -> foodtruck_status
) throws -> String {
  var length: UInt = .max
  try #require(call(nil, 0, &length) == FOODTRUCK_OK, sourceLocation: sourceLocation)
  var buffer = [CChar](repeating: 0x7F, count: Int(length) + 1)
  var written: UInt = .max
  let status = buffer.withUnsafeMutableBufferPointer {
    call($0.baseAddress, UInt($0.count), &written)
  }
  try #require(status == FOODTRUCK_OK, sourceLocation: sourceLocation)
  #expect(written == length, sourceLocation: sourceLocation)
  #expect(buffer.last == 0, "text is NUL-terminated", sourceLocation: sourceLocation)
  return String(decoding: buffer.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Reads an id array result: count query, then an array of exactly that count.
func readIDs(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ call: (UnsafeMutablePointer<Int32>?, UInt, UnsafeMutablePointer<UInt>?) -> foodtruck_status
) throws -> [Int32] {
  var count: UInt = .max
  try #require(call(nil, 0, &count) == FOODTRUCK_OK, sourceLocation: sourceLocation)
  var ids = [Int32](repeating: -99, count: Int(count))
  var written: UInt = .max
  let status = ids.withUnsafeMutableBufferPointer { call($0.baseAddress, UInt($0.count), &written) }
  try #require(status == FOODTRUCK_OK, sourceLocation: sourceLocation)
  #expect(written == count, sourceLocation: sourceLocation)
  return ids
}

/// Calls `body` with a NUL-terminated C string made of `bytes` (which need not be UTF-8).
func withCString<R>(bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
  let chars = (bytes + [0]).map { CChar(bitPattern: $0) }
  return body(chars)  // the array's storage, valid for the call
}

/// A flavor profile as [salty, sweet, bitter, sour, savory, spicy].
func axes(_ profile: foodtruck_flavor_profile) -> [Int32] {
  [profile.salty, profile.sweet, profile.bitter, profile.sour, profile.savory, profile.spicy]
}

// MARK: - Orders and sales

/// FOODTRUCK_NO_TIME, Int64.min. Swift does not import its C spelling, (-9223372036854775807LL - 1)
/// (two operators: "structure not supported"), which binding generators need.
let noTime = Int64.min

/// FOODTRUCK_WEEKEND_DEFAULT, Sunday and Saturday: a plain literal (0x41u), which Swift imports.
let weekendDefault: UInt32 = FOODTRUCK_WEEKEND_DEFAULT

/// Reads an array result of any element type the way a C caller does: count query, then an
/// array of exactly that count (prefilled with `filler`). Both calls must agree on the count.
func readArray<T>(
  _ filler: T, sourceLocation: SourceLocation = #_sourceLocation,
  _ call: (UnsafeMutablePointer<T>?, UInt, UnsafeMutablePointer<UInt>?) -> foodtruck_status
) throws -> [T] {
  var count: UInt = .max
  try #require(call(nil, 0, &count) == FOODTRUCK_OK, sourceLocation: sourceLocation)
  var items = [T](repeating: filler, count: Int(count))
  var written: UInt = .max
  let status = items.withUnsafeMutableBufferPointer {
    call($0.baseAddress, UInt($0.count), &written)
  }
  try #require(status == FOODTRUCK_OK, sourceLocation: sourceLocation)
  #expect(written == count, sourceLocation: sourceLocation)
  return items
}

/// Places an order of (donut id, count) lines at `now` and returns its number.
@discardableResult
func placeOrder(
  _ truck: UnsafeMutablePointer<foodtruck_truck>, _ lines: [(Int32, Int32)], at now: Int64,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> Int32 {
  var cLines = lines.map { foodtruck_order_line(donut_id: $0.0, quantity: $0.1) }
  var number: Int32 = -1
  let status = orderPlace(truck, &cLines, UInt(cLines.count), now, &number)
  try #require(
    status == FOODTRUCK_OK, "foodtruck_order_place: \(lastErrorText)",
    sourceLocation: sourceLocation)
  return number
}

/// Reads order `number`.
func getOrder(
  _ truck: UnsafeMutablePointer<foodtruck_truck>, _ number: Int32,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> foodtruck_order {
  var order = foodtruck_order()
  try #require(orderGet(truck, number, &order) == FOODTRUCK_OK, sourceLocation: sourceLocation)
  return order
}

/// Reads order `number`'s lines as [donut id, count] pairs, in the order taken.
func getLines(
  _ truck: UnsafeMutablePointer<foodtruck_truck>, _ number: Int32,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> [[Int32]] {
  try readArray(foodtruck_order_line(donut_id: -9, quantity: -9), sourceLocation: sourceLocation) {
    orderLines(truck, number, $0, $1, $2)
  }.map { [$0.donut_id, $0.quantity] }
}

/// The number of orders with a status in `mask` matching `search`.
func countOrders(
  _ truck: UnsafeMutablePointer<foodtruck_truck>, _ mask: UInt32 = FOODTRUCK_ORDER_STATUS_ALL,
  _ search: String = "", sourceLocation: SourceLocation = #_sourceLocation
) throws -> Int {
  var count: UInt = .max
  try #require(
    orderCount(truck, mask, search, &count) == FOODTRUCK_OK, sourceLocation: sourceLocation)
  return Int(count)
}

extension foodtruck_order {
  /// Every field, for comparing whole orders.
  var fields: [Int64] {
    [
      Int64(number), Int64(status.rawValue), Int64(next_action.rawValue), Int64(city),
      Int64(line_count), Int64(total_donuts), total_cents, created_at, preparing_since,
      completed_at, duration_ms,
    ]
  }
}

extension foodtruck_donut_sales {
  /// (donut id, sales), for comparing rankings.
  var pair: [Int64] { [Int64(donut_id), sales] }
}

extension foodtruck_sales_point {
  /// (start, sales), for comparing series.
  var pair: [Int64] { [starts_at, sales] }
}

// MARK: - Events, timers and activities

extension foodtruck_event {
  /// A value no event has, to see what a call wrote.
  static let sentinel = foodtruck_event(
    at: -1, kind: foodtruck_event_kind(rawValue: 99), order_number: -1, activity_id: -1,
    status: foodtruck_order_status(rawValue: 99))

  /// [kind, at, order number, activity id, status], for comparing events.
  var fields: [Int64] {
    [Int64(kind.rawValue), at, Int64(order_number), Int64(activity_id), Int64(status.rawValue)]
  }
}

/// The fields an event must have (activity id 0 for events about no activity).
func event(
  _ kind: foodtruck_event_kind, at: Int64, order: Int32, activity: Int32 = 0,
  _ status: foodtruck_order_status
) -> [Int64] {
  foodtruck_event(at: at, kind: kind, order_number: order, activity_id: activity, status: status)
    .fields
}

/// How many events wait to be polled (a count query, which drains nothing).
func eventPollCount(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, sourceLocation: SourceLocation = #_sourceLocation
) -> Int {
  var waiting: UInt = .max
  #expect(eventPoll(truck, nil, 0, &waiting) == FOODTRUCK_OK, sourceLocation: sourceLocation)
  return Int(waiting)
}

/// Drains every waiting event the way a C caller does: count, then an array of that size.
func pollAllEvents(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, sourceLocation: SourceLocation = #_sourceLocation
) throws -> [foodtruck_event] {
  let waiting = eventPollCount(truck, sourceLocation: sourceLocation)
  guard waiting > 0 else { return [] }
  var events = [foodtruck_event](repeating: .sentinel, count: waiting)
  var written: UInt = .max
  let status = events.withUnsafeMutableBufferPointer {
    eventPoll(truck, $0.baseAddress, UInt($0.count), &written)
  }
  try #require(
    status == FOODTRUCK_OK, "foodtruck_event_poll: \(lastErrorText)", sourceLocation: sourceLocation
  )
  #expect(written == UInt(waiting), sourceLocation: sourceLocation)
  #expect(eventPollCount(truck) == 0, "drained", sourceLocation: sourceLocation)
  return Array(events.prefix(Int(written)))
}

/// Every waiting event's fields, drained.
func pollAllFields(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, sourceLocation: SourceLocation = #_sourceLocation
) throws -> [[Int64]] {
  try pollAllEvents(truck, sourceLocation: sourceLocation).map(\.fields)
}

/// Reads live activity `id`.
func getActivity(
  _ truck: UnsafeMutablePointer<foodtruck_truck>, _ id: Int32,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> foodtruck_activity {
  var activity = foodtruck_activity()
  let status = activityGet(truck, id, &activity)
  try #require(
    status == FOODTRUCK_OK, "foodtruck_activity_get: \(lastErrorText)",
    sourceLocation: sourceLocation)
  return activity
}

extension foodtruck_activity {
  /// [id, order, state, timer start, timer end, started, stale, ended, dismissed]; relevance
  /// is compared on its own.
  var fields: [Int64] {
    [
      Int64(id), Int64(order_number), Int64(state.rawValue), timer_start, timer_end, started_at,
      stale_at, ended_at, dismiss_at,
    ]
  }
}

extension foodtruck_timer {
  /// [start, end, remaining ms, finished as 0 or 1]; the fraction is compared on its own.
  var fields: [Int64] { [starts_at, ends_at, remaining_ms, finished ? 1 : 0] }
}
