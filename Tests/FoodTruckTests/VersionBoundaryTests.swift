// SPDX-License-Identifier: Apache-2.0
// VersionBoundaryTests: foodtruck_version() and foodtruck_version_number() against the header's macros.

import CFoodTruck
import FoodTruck
import Testing

@Suite("Version boundary")
struct VersionBoundaryTests {
  @Test("foodtruck_version() is FOODTRUCK_VERSION_STRING")
  func versionString() {
    #expect(String(cString: version()) == FOODTRUCK_VERSION_STRING)
    #expect(
      String(cString: version())
        == "\(FOODTRUCK_VERSION_MAJOR).\(FOODTRUCK_VERSION_MINOR).\(FOODTRUCK_VERSION_PATCH)")
  }

  @Test(
    "foodtruck_version_number() is FOODTRUCK_VERSION_NUMBER = MAJOR * 10000 + MINOR * 100 + PATCH")
  func versionNumber() {
    #expect(FoodTruck.versionNumber() == UInt32(FOODTRUCK_VERSION_NUMBER))
    #expect(
      FOODTRUCK_VERSION_NUMBER == FOODTRUCK_VERSION_MAJOR * 10000 + FOODTRUCK_VERSION_MINOR * 100
        + FOODTRUCK_VERSION_PATCH)
    #expect(
      (0..<100).contains(FOODTRUCK_VERSION_MINOR) && (0..<100).contains(FOODTRUCK_VERSION_PATCH))
  }

  @Test("The version string is static: the same pointer every time")
  func versionIsStatic() {
    #expect(version() == version())
  }

  @Test("Version calls leave the last error alone")
  func versionDoesNotTouchLastError() {
    var count: UInt = 0
    #expect(
      ingredientCount(foodtruck_ingredient_kind(rawValue: 99), &count)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    let message = lastErrorText
    _ = version()
    _ = FoodTruck.versionNumber()
    #expect(lastErrorText == message)
  }
}
