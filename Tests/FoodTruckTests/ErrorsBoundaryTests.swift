// ErrorsBoundaryTests: foodtruck_status_string() for every code and foodtruck_last_error()'s per-thread
// message, which names the failed function and its argument.

import CFoodTruck
import FoodTruck
import FoodTruckTestSupport
import Testing

@Suite("Errors boundary")
struct ErrorsBoundaryTests {
  /// Every foodtruck_status, with the number it must keep forever and its name.
  static let codes: [(foodtruck_status, UInt32, String)] = [
    (FOODTRUCK_OK, 0, "FOODTRUCK_OK"),
    (FOODTRUCK_ERR_NULL_ARGUMENT, 1, "FOODTRUCK_ERR_NULL_ARGUMENT"),
    (FOODTRUCK_ERR_INVALID_HANDLE, 2, "FOODTRUCK_ERR_INVALID_HANDLE"),
    (FOODTRUCK_ERR_INVALID_ARGUMENT, 3, "FOODTRUCK_ERR_INVALID_ARGUMENT"),
    (FOODTRUCK_ERR_INVALID_UTF8, 4, "FOODTRUCK_ERR_INVALID_UTF8"),
    (FOODTRUCK_ERR_BUFFER_TOO_SMALL, 5, "FOODTRUCK_ERR_BUFFER_TOO_SMALL"),
    (FOODTRUCK_ERR_NOT_FOUND, 6, "FOODTRUCK_ERR_NOT_FOUND"),
    (FOODTRUCK_ERR_INVALID_STATE, 7, "FOODTRUCK_ERR_INVALID_STATE"),
    (FOODTRUCK_ERR_LIMIT_REACHED, 8, "FOODTRUCK_ERR_LIMIT_REACHED"),
    (FOODTRUCK_ERR_DISABLED, 9, "FOODTRUCK_ERR_DISABLED"),
  ]

  @Test("Each code keeps its number and has its name", arguments: codes)
  func statusName(status: foodtruck_status, number: UInt32, name: String) {
    #expect(status.rawValue == number)
    #expect(String(cString: statusString(status)) == name)
  }

  @Test("Names are unique and non-empty")
  func namesAreUnique() {
    let names = (0...9).map { String(cString: statusString(foodtruck_status(rawValue: $0))) }
    #expect(names == ErrorsBoundaryTests.codes.map(\.2), "the table lists every code, in order")
    #expect(names.allSatisfy { !$0.isEmpty && $0.hasPrefix("FOODTRUCK_") })
    #expect(Set(names).count == names.count)
    #expect(!names.contains("FOODTRUCK_ERR_UNKNOWN"))
  }

  @Test(
    "A value that is no code is FOODTRUCK_ERR_UNKNOWN",
    arguments: [10, 11, 999, 0x7FFF_FFFF, 0x8000_0000, UInt32.max])
  func unknownCode(raw: UInt32) {
    #expect(
      String(cString: statusString(foodtruck_status(rawValue: raw))) == "FOODTRUCK_ERR_UNKNOWN")
  }

  @Test("The last error is empty after a successful call")
  func emptyAfterSuccess() throws {
    var count: UInt = 0
    #expect(
      ingredientCount(foodtruck_ingredient_kind(rawValue: 42), &count)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(!lastErrorText.isEmpty)
    #expect(ingredientCount(FOODTRUCK_INGREDIENT_DOUGH, &count) == FOODTRUCK_OK)
    #expect(lastErrorText == "")
  }

  /// (function, the argument its message must name, a failing call).
  static let failures: [(String, String, @Sendable () -> foodtruck_status)] = [
    (
      "foodtruck_ingredient_count", "count_out",
      { ingredientCount(FOODTRUCK_INGREDIENT_GLAZE, nil) }
    ),
    (
      "foodtruck_ingredient_count", "kind",
      {
        var count: UInt = 0
        return ingredientCount(foodtruck_ingredient_kind(rawValue: 7), &count)
      }
    ),
    ("foodtruck_truck_new", "truck_out", { truckNew(nil) }),
    (
      "foodtruck_donut_count", "truck",
      {
        var count: UInt = 0
        return donutCount(nil, &count)
      }
    ),
    (
      "foodtruck_flavor_profile_most_potent", "profile",
      {
        var flavor = FOODTRUCK_FLAVOR_SWEET
        var value: Int32 = 0
        return flavorProfileMostPotent(nil, &flavor, &value)
      }
    ),
    (
      "foodtruck_ingredient_slug", "text_out",
      {
        var length: UInt = 0
        return ingredientSlug(FOODTRUCK_INGREDIENT_DOUGH, 0, nil, 8, &length)
      }
    ),
  ]

  @Test("The last error names the failed function and its bad argument", arguments: failures)
  func namesFunctionAndArgument(
    function: String, argument: String, call: @Sendable () -> foodtruck_status
  ) {
    #expect(call() != FOODTRUCK_OK)
    let message = lastErrorText
    #expect(message.hasPrefix(function + ": "), "\(message)")
    #expect(message.contains(argument), "\(message)")
  }

  /// Misuse-matrix rows of the order, sales and settings functions, and the C parameter
  /// their message must name.
  static let namedArguments: [(String, String)] = [
    ("foodtruck_truck_set_utc_offset: minutes 1440", "minutes"),
    ("foodtruck_truck_utc_offset: minutes_out NULL", "minutes_out"),
    ("foodtruck_truck_weekend_days: weekday_mask_out NULL", "weekday_mask_out"),
    ("foodtruck_truck_price: cents_out NULL", "cents_out"),
    ("foodtruck_truck_simulate: now Int64.min", "now"),
    ("foodtruck_truck_tick: now one ms after year 9999", "now"),
    ("foodtruck_donut_sort_by_popularity: timeframe 4", "timeframe"),
    ("foodtruck_donut_sort_by_popularity: capacity UInt.max, real buffer", "ids_out"),
    ("foodtruck_order_place: lines NULL with line_count 1", "lines"),
    ("foodtruck_order_place: number_out NULL", "number_out"),
    ("foodtruck_order_place: now one ms before year 1", "now"),
    ("foodtruck_order_get: number 2", "number"),
    ("foodtruck_order_get: order_out NULL", "order_out"),
    ("foodtruck_order_lines: buffer NULL with capacity 8", "lines_out"),
    ("foodtruck_order_display_id: capacity 0, real buffer", "text_out"),
    ("foodtruck_order_short_id: number -1", "number"),
    ("foodtruck_order_apply: action 3", "action"),
    ("foodtruck_order_advance: number 0", "number"),
    ("foodtruck_order_count: search NULL", "search"),
    ("foodtruck_order_count: count_out NULL", "count_out"),
    ("foodtruck_order_list: search lone 0xFF", "search"),
    ("foodtruck_order_list: sort 9", "sort"),
    ("foodtruck_order_list: offset UInt.max", "offset"),
    ("foodtruck_order_list: limit Int.max + 1", "limit"),
    ("foodtruck_order_list: buffer NULL with capacity 8", "numbers_out"),
    ("foodtruck_order_status_name: status 4", "status"),
    ("foodtruck_order_action_title: action -1", "action"),
    ("foodtruck_sales_by_donut: city -2", "city"),
    ("foodtruck_sales_by_donut: capacity UInt.max, buffer NULL", "sales_out"),
    ("foodtruck_sales_top: n UInt.max", "n"),
    ("foodtruck_sales_top: buffer NULL with capacity 8", "top_out"),
    ("foodtruck_sales_total: total_out NULL", "total_out"),
    ("foodtruck_sales_series: timeframe 4294967295", "timeframe"),
    ("foodtruck_sales_series: buffer NULL with capacity 8", "points_out"),
    ("foodtruck_timeframe_name: timeframe 99", "timeframe"),
    ("foodtruck_city_name: city 3", "city"),
    ("foodtruck_city_name: city -1 (FOODTRUCK_CITY_ALL has no name)", "city"),
    ("foodtruck_truck_set_weekend_days: weekday_mask 0x80", "weekday_mask"),
    ("foodtruck_truck_set_weekend_days: weekday_mask 0x7F (all seven days)", "weekday_mask"),
    ("foodtruck_truck_set_price: cents_per_donut -1", "cents_per_donut"),
    ("foodtruck_truck_simulate: stream_limit -1", "stream_limit"),
    ("foodtruck_order_place: line_count UInt.max", "line_count"),
    ("foodtruck_order_count: status_mask 0x10", "status_mask"),
    ("foodtruck_order_list: status_mask 0xFFFFFFFF", "status_mask"),
    ("foodtruck_truck_tick: now before the previous tick", "now"),
    ("foodtruck_truck_set_timer_duration: seconds 61", "seconds"),
    ("foodtruck_truck_set_activity_limit: limit 101", "limit"),
    ("foodtruck_truck_set_activities_enabled: now Int64.max", "now"),
    ("foodtruck_timer_get: number 0", "number"),
    ("foodtruck_timer_get: timer_out NULL", "timer_out"),
    ("foodtruck_timer_countdown_text: capacity 0, real buffer", "text_out"),
    ("foodtruck_activity_request: timer_start Int64.min", "timer_start"),
    ("foodtruck_activity_request: timer_end before timer_start", "timer_end"),
    ("foodtruck_activity_request: relevance nan", "relevance"),
    ("foodtruck_activity_request: id_out NULL", "id_out"),
    ("foodtruck_activity_update: timer_end one ms after year 9999", "timer_end"),
    ("foodtruck_activity_update: relevance -infinity", "relevance"),
    ("foodtruck_activity_update: id 2", "id"),
    ("foodtruck_activity_end: policy 3", "policy"),
    ("foodtruck_activity_end: dismiss_at Int64.max with FOODTRUCK_DISMISS_AFTER", "dismiss_at"),
    ("foodtruck_activity_get: id -1", "id"),
    ("foodtruck_activity_get: activity_out NULL", "activity_out"),
    ("foodtruck_activity_for_order: id_out NULL", "id_out"),
    ("foodtruck_activity_list: buffer NULL with capacity 8", "ids_out"),
    ("foodtruck_activity_text: slot 11", "slot"),
    ("foodtruck_activity_text: capacity UInt.max, real buffer", "text_out"),
    ("foodtruck_activity_island: island_out NULL", "island_out"),
    ("foodtruck_event_poll: buffer NULL with capacity 8", "events_out"),
    ("foodtruck_event_poll: capacity UInt.max, real buffer", "capacity"),
    ("foodtruck_event_poll: count_out NULL", "count_out"),
    ("foodtruck_event_dropped: count_out NULL", "count_out"),
    ("foodtruck_deep_link_for_order: number 2", "number"),
    ("foodtruck_deep_link_parse: url NULL", "url"),
    ("foodtruck_deep_link_parse: url lone 0xFF", "url"),
    ("foodtruck_deep_link_parse: number_out NULL", "number_out"),
    ("foodtruck_deep_link_parse: url not an order link (another scheme)", "url"),
    ("foodtruck_activity_request: order_number 3", "order_number"),
    ("foodtruck_activity_for_order: order_number 3", "order_number"),
  ]

  /// The message of a misuse row, after "<function>: ".
  static func message(ofRow label: String) throws -> String {
    let row = try #require(misuseMatrix.first { $0.label == label }, "no misuse row \(label)")
    let (status, message) = row.run()
    #expect(status == row.expected)
    #expect(message.hasPrefix(row.function + ": "), "\(message)")
    return String(message.dropFirst(row.function.count + 2))
  }

  /// Whether `text` contains `word` not as part of a longer identifier.
  static func containsWord(_ text: String, _ word: String) -> Bool {
    let characters = Array(text)
    let target = Array(word)
    func isIdentifier(_ index: Int) -> Bool {
      characters.indices.contains(index)
        && (characters[index].isLetter || characters[index].isNumber || characters[index] == "_")
    }
    guard characters.count >= target.count else { return false }
    for start in 0...(characters.count - target.count)
    where Array(characters[start..<start + target.count]) == target
      && !isIdentifier(start - 1) && !isIdentifier(start + target.count)
    {
      return true
    }
    return false
  }

  @Test(
    "Order, sales and settings errors name the argument by its C name", arguments: namedArguments)
  func namesTheCArgument(label: String, argument: String) throws {
    let message = try ErrorsBoundaryTests.message(ofRow: label)
    #expect(ErrorsBoundaryTests.containsWord(message, argument), "\(message)")
  }

  @Test("The word check finds whole identifiers only")
  func wordCheck() {
    #expect(ErrorsBoundaryTests.containsWord("n 5 exceeds PTRDIFF_MAX", "n"))
    #expect(!ErrorsBoundaryTests.containsWord("no order has number 3", "n"))
    #expect(ErrorsBoundaryTests.containsWord("lines is NULL", "lines"))
    #expect(!ErrorsBoundaryTests.containsWord("lines_out is NULL", "lines"))
    #expect(!ErrorsBoundaryTests.containsWord("status mask 0x10", "status_mask"))
  }

  @Test("Not-found and buffer errors say what was wrong")
  func messagesCarryTheValue() throws {
    let truck = try newTruck()
    defer { truckFree(truck) }
    var donut = foodtruck_donut()
    #expect(donutGet(truck, 99, &donut) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(lastErrorText.hasPrefix("foodtruck_donut_get: "))
    #expect(lastErrorText.contains("99"))

    var buffer = [CChar](repeating: 0, count: 4)
    #expect(donutName(truck, 0, &buffer, 4, nil) == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(lastErrorText.hasPrefix("foodtruck_donut_name: "))
    #expect(lastErrorText.contains("text_out"))
  }

  @Test("An enum value is shown as the signed integer the caller passed")
  func signedEnumValues() throws {
    let truck = try newTruck()
    defer { truckFree(truck) }
    #expect(
      truckSetLocale(truck, foodtruck_locale(rawValue: UInt32.max))
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText == "foodtruck_truck_set_locale: locale -1 is not a valid value")
    #expect(
      truckSetLocale(truck, foodtruck_locale(rawValue: 0x8000_0000))
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText == "foodtruck_truck_set_locale: locale -2147483648 is not a valid value")
    #expect(truckSetLocale(truck, foodtruck_locale(rawValue: 7)) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText == "foodtruck_truck_set_locale: locale 7 is not a valid value")
  }

  @Test("Each thread has its own last error")
  func perThread() {
    #expect(truckNew(nil) == FOODTRUCK_ERR_NULL_ARGUMENT)
    let mine = lastErrorText
    #expect(mine.hasPrefix("foodtruck_truck_new: "))

    let seen = LockedArray<String>()
    onThreads(2) { index in
      seen.append("start \(index): " + lastErrorText)  // a fresh thread has no message
      var count: UInt = 0
      if index == 0 {
        _ = ingredientCount(foodtruck_ingredient_kind(rawValue: 9), &count)
      } else {
        _ = ingredientCount(FOODTRUCK_INGREDIENT_TOPPING, &count)
      }
      seen.append("end \(index): " + lastErrorText)
    }
    let lines = Set(seen.elements)
    #expect(lines.contains("start 0: "))
    #expect(lines.contains("start 1: "))
    #expect(lines.contains("end 1: "))
    #expect(lines.contains { $0.hasPrefix("end 0: foodtruck_ingredient_count: ") })
    #expect(lastErrorText == mine, "other threads' calls left this thread's message alone")
  }

  @Test("Reading the message, or calling functions that return no status, does not clear it")
  func readingDoesNotClear() {
    #expect(truckNew(nil) == FOODTRUCK_ERR_NULL_ARGUMENT)
    let message = lastErrorText
    #expect(message.hasPrefix("foodtruck_truck_new: "))
    #expect(lastErrorText == message)
    _ = statusString(FOODTRUCK_ERR_NOT_FOUND)
    #expect(lastErrorText == message)
    var count: UInt = 0
    #expect(ingredientCount(FOODTRUCK_INGREDIENT_DOUGH, &count) == FOODTRUCK_OK)
    #expect(lastErrorText == "", "the next call that returns FOODTRUCK_OK clears it")
  }
}
