// SPDX-License-Identifier: Apache-2.0
// Temperature: the unit the operator reads temperatures in, and how a temperature is written
// in each language (docs/domain.md §5.3).

/// The unit temperatures are shown in. Raw values are the C ABI's `foodtruck_temperature_unit`.
public enum TemperatureUnit: Int, CaseIterable, Sendable, Hashable {
  case fahrenheit = 0
  case celsius = 1

  /// `celsius` in this unit.
  public func value(celsius: Double) -> Double {
    switch self {
    case .fahrenheit: celsius * 9 / 5 + 32
    case .celsius: celsius
    }
  }

  /// The unit's sign after the degree mark: "F" and "C" in English, "ف" (Fahrenheit) and "م"
  /// (مئوية, centigrade) in Arabic, as Arabic writes them.
  func letter(in locale: TruckLocale) -> String {
    switch (self, locale.language) {
    case (.fahrenheit, .english): "F"
    case (.celsius, .english): "C"
    case (.fahrenheit, .arabic): "ف"
    case (.celsius, .arabic): "م"
    }
  }

  /// A temperature given in degrees Celsius, in this unit, in whole degrees rounded half away
  /// from zero: "72°F", "-3°C"; in Arabic with Arabic-Indic digits and the Arabic letter mark
  /// before a minus sign, so that the sign stays on the number's left in right-to-left text:
  /// "٧٢°ف", "؜-٣°م". Minus zero is written "0".
  public func text(celsius: Double, in locale: TruckLocale) -> String {
    let degrees = Int(value(celsius: celsius).rounded(.toNearestOrAwayFromZero))
    return locale.number(degrees) + "°" + letter(in: locale)
  }
}
