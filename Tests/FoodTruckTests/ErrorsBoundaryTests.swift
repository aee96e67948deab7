// ErrorsBoundaryTests: ft_status_string() for every code and ft_last_error()'s per-thread
// message.

import CFoodTruck
import FoodTruck
import Testing

@Suite("Errors boundary")
struct ErrorsBoundaryTests {
  /// Every ft_status, with the number it must keep forever and its name.
  static let codes: [(ft_status, UInt32, String)] = [
    (FT_OK, 0, "FT_OK"),
    (FT_ERR_NULL_ARGUMENT, 1, "FT_ERR_NULL_ARGUMENT"),
    (FT_ERR_INVALID_HANDLE, 2, "FT_ERR_INVALID_HANDLE"),
    (FT_ERR_INVALID_ARGUMENT, 3, "FT_ERR_INVALID_ARGUMENT"),
    (FT_ERR_INVALID_UTF8, 4, "FT_ERR_INVALID_UTF8"),
    (FT_ERR_BUFFER_TOO_SMALL, 5, "FT_ERR_BUFFER_TOO_SMALL"),
    (FT_ERR_NOT_FOUND, 6, "FT_ERR_NOT_FOUND"),
    (FT_ERR_INVALID_STATE, 7, "FT_ERR_INVALID_STATE"),
  ]

  @Test("Each code keeps its number and has its name", arguments: codes)
  func statusName(status: ft_status, number: UInt32, name: String) {
    #expect(status.rawValue == number)
    #expect(String(cString: statusString(status)) == name)
  }

  @Test("Names are unique and non-empty")
  func namesAreUnique() {
    let names = (0...7).map { String(cString: statusString(ft_status(rawValue: $0))) }
    #expect(names.allSatisfy { !$0.isEmpty && $0.hasPrefix("FT_") })
    #expect(Set(names).count == names.count)
    #expect(!names.contains("FT_ERR_UNKNOWN"))
  }

  @Test(
    "A value that is no code is FT_ERR_UNKNOWN",
    arguments: [8, 999, 0x7FFF_FFFF, 0x8000_0000, UInt32.max])
  func unknownCode(raw: UInt32) {
    #expect(String(cString: statusString(ft_status(rawValue: raw))) == "FT_ERR_UNKNOWN")
  }

  @Test("The last error is empty after a successful call")
  func emptyAfterSuccess() throws {
    var count: UInt = 0
    #expect(ingredientCount(ft_ingredient_kind(rawValue: 42), &count) == FT_ERR_INVALID_ARGUMENT)
    #expect(!lastErrorText.isEmpty)
    #expect(ingredientCount(FT_INGREDIENT_DOUGH, &count) == FT_OK)
    #expect(lastErrorText == "")
  }

  /// (function, the argument its message must name, a failing call).
  static let failures: [(String, String, @Sendable () -> ft_status)] = [
    ("ft_ingredient_count", "count_out", { ingredientCount(FT_INGREDIENT_GLAZE, nil) }),
    (
      "ft_ingredient_count", "kind",
      {
        var count: UInt = 0
        return ingredientCount(ft_ingredient_kind(rawValue: 7), &count)
      }
    ),
    ("ft_truck_new", "truck_out", { truckNew(nil) }),
    (
      "ft_donut_count", "truck",
      {
        var count: UInt = 0
        return donutCount(nil, &count)
      }
    ),
    (
      "ft_flavor_profile_most_potent", "profile",
      {
        var flavor = FT_FLAVOR_SWEET
        var value: Int32 = 0
        return flavorProfileMostPotent(nil, &flavor, &value)
      }
    ),
    (
      "ft_ingredient_slug", "text_out",
      {
        var length: UInt = 0
        return ingredientSlug(FT_INGREDIENT_DOUGH, 0, nil, 8, &length)
      }
    ),
  ]

  @Test("The last error names the failed function and its bad argument", arguments: failures)
  func namesFunctionAndArgument(function: String, argument: String, call: @Sendable () -> ft_status)
  {
    #expect(call() != FT_OK)
    let message = lastErrorText
    #expect(message.hasPrefix(function + ": "), "\(message)")
    #expect(message.contains(argument), "\(message)")
  }

  @Test("Not-found and buffer errors say what was wrong")
  func messagesCarryTheValue() throws {
    let truck = try newTruck()
    defer { truckFree(truck) }
    var donut = ft_donut()
    #expect(donutGet(truck, 99, &donut) == FT_ERR_NOT_FOUND)
    #expect(lastErrorText.hasPrefix("ft_donut_get: "))
    #expect(lastErrorText.contains("99"))

    var buffer = [CChar](repeating: 0, count: 4)
    #expect(donutName(truck, 0, &buffer, 4, nil) == FT_ERR_BUFFER_TOO_SMALL)
    #expect(lastErrorText.hasPrefix("ft_donut_name: "))
    #expect(lastErrorText.contains("text_out"))
  }

  @Test("Each thread has its own last error")
  func perThread() {
    #expect(truckNew(nil) == FT_ERR_NULL_ARGUMENT)
    let mine = lastErrorText
    #expect(mine.hasPrefix("ft_truck_new: "))

    let seen = LockedArray<String>()
    onThreads(2) { index in
      seen.append("start \(index): " + lastErrorText)  // a fresh thread has no message
      var count: UInt = 0
      if index == 0 {
        _ = ingredientCount(ft_ingredient_kind(rawValue: 9), &count)
      } else {
        _ = ingredientCount(FT_INGREDIENT_TOPPING, &count)
      }
      seen.append("end \(index): " + lastErrorText)
    }
    let lines = Set(seen.elements)
    #expect(lines.contains("start 0: "))
    #expect(lines.contains("start 1: "))
    #expect(lines.contains("end 1: "))
    #expect(lines.contains { $0.hasPrefix("end 0: ft_ingredient_count: ") })
    #expect(lastErrorText == mine, "other threads' calls left this thread's message alone")
  }

  @Test("Reading the message, or calling functions that return no status, does not clear it")
  func readingDoesNotClear() {
    #expect(truckNew(nil) == FT_ERR_NULL_ARGUMENT)
    let message = lastErrorText
    #expect(message.hasPrefix("ft_truck_new: "))
    #expect(lastErrorText == message)
    _ = statusString(FT_ERR_NOT_FOUND)
    #expect(lastErrorText == message)
    var count: UInt = 0
    #expect(ingredientCount(FT_INGREDIENT_DOUGH, &count) == FT_OK)
    #expect(lastErrorText == "", "the next call that returns FT_OK clears it")
  }
}
