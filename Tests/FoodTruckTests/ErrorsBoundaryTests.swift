// SPDX-License-Identifier: Apache-2.0
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
    (FOODTRUCK_ERR_STORAGE, 10, "FOODTRUCK_ERR_STORAGE"),
    (FOODTRUCK_ERR_BUSY, 11, "FOODTRUCK_ERR_BUSY"),
    (FOODTRUCK_ERR_READ_ONLY, 12, "FOODTRUCK_ERR_READ_ONLY"),
    (FOODTRUCK_ERR_NOT_A_SESSION, 13, "FOODTRUCK_ERR_NOT_A_SESSION"),
    (FOODTRUCK_ERR_CORRUPT, 14, "FOODTRUCK_ERR_CORRUPT"),
    (FOODTRUCK_ERR_UNCONFIRMED, 15, "FOODTRUCK_ERR_UNCONFIRMED"),
  ]

  @Test("Each code keeps its number and has its name", arguments: codes)
  func statusName(status: foodtruck_status, number: UInt32, name: String) {
    #expect(status.rawValue == number)
    #expect(String(cString: statusString(status)) == name)
  }

  @Test("Names are unique and non-empty")
  func namesAreUnique() {
    let names = (0...15).map { String(cString: statusString(foodtruck_status(rawValue: $0))) }
    #expect(names == ErrorsBoundaryTests.codes.map(\.2), "the table lists every code, in order")
    #expect(names.allSatisfy { !$0.isEmpty && $0.hasPrefix("FOODTRUCK_") })
    #expect(Set(names).count == names.count)
    #expect(!names.contains("FOODTRUCK_ERR_UNKNOWN"))
  }

  @Test(
    "A value that is no code is FOODTRUCK_ERR_UNKNOWN",
    arguments: [16, 17, 999, 0x7FFF_FFFF, 0x8000_0000, UInt32.max])
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

  @Test("A core error about one input names it first, in its C spelling")
  func coreInputNamed() {
    var items = [foodtruck_size(width: 10, height: 10)]
    var frames = [foodtruck_rect](repeating: foodtruck_rect(), count: 1)
    var size = foodtruck_size()
    let status = layoutFlow(
      &items, 1, 100, -1, 0, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, false, &frames, 1, nil,
      &size)
    #expect(status == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(
      lastErrorText
        == "foodtruck_layout_flow: horizontal_spacing: the horizontal spacing -1.0 is not a length"
        + " from 0 to 1e9 points")
  }
}
