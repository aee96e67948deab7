// VersionBoundaryTests: ft_version() and ft_version_number() against the header's macros.

import CFoodTruck
import FoodTruck
import Testing

@Suite("Version boundary")
struct VersionBoundaryTests {
  @Test("ft_version() is FT_VERSION_STRING")
  func versionString() {
    #expect(String(cString: version()) == FT_VERSION_STRING)
    #expect(
      String(cString: version()) == "\(FT_VERSION_MAJOR).\(FT_VERSION_MINOR).\(FT_VERSION_PATCH)")
  }

  @Test("ft_version_number() is FT_VERSION_NUMBER = MAJOR * 10000 + MINOR * 100 + PATCH")
  func versionNumber() {
    #expect(FoodTruck.versionNumber() == UInt32(FT_VERSION_NUMBER))
    #expect(
      FT_VERSION_NUMBER == FT_VERSION_MAJOR * 10000 + FT_VERSION_MINOR * 100 + FT_VERSION_PATCH)
    #expect((0..<100).contains(FT_VERSION_MINOR) && (0..<100).contains(FT_VERSION_PATCH))
  }

  @Test("The version string is static: the same pointer every time")
  func versionIsStatic() {
    #expect(version() == version())
  }

  @Test("Version calls leave the last error alone")
  func versionDoesNotTouchLastError() {
    var count: UInt = 0
    #expect(ingredientCount(ft_ingredient_kind(rawValue: 99), &count) == FT_ERR_INVALID_ARGUMENT)
    let message = lastErrorText
    _ = version()
    _ = FoodTruck.versionNumber()
    #expect(lastErrorText == message)
  }
}
