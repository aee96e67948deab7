// SPDX-License-Identifier: Apache-2.0
// TemperatureTests: temperatures in each unit and language: whole degrees, halves away from
// zero, Arabic-Indic digits with the Arabic letter mark before a minus sign, minus zero written
// 0, and the session's unit and range (docs/domain.md §5.3).

import FoodTruckKit
import Testing

@Suite("Temperature")
struct TemperatureTests {
  @Test(
    "Whole degrees in each unit and language",
    arguments: [
      // °C, °F (English), °C (English), °F (Arabic), °C (Arabic)
      (22.0, "72°F", "22°C", "٧٢°ف", "٢٢°م"),  // 71.6 °F
      (-40.0, "-40°F", "-40°C", "\u{061C}-٤٠°ف", "\u{061C}-٤٠°م"),
      (37.5, "100°F", "38°C", "١٠٠°ف", "٣٨°م"),  // 99.5 °F, halves away from zero
      (-17.5, "1°F", "-18°C", "١°ف", "\u{061C}-١٨°م"),  // 0.5 °F
      (-17.8, "0°F", "-18°C", "٠°ف", "\u{061C}-١٨°م"),  // -0.04 °F is 0, not -0
      (0.2, "32°F", "0°C", "٣٢°ف", "٠°م"),
    ])
  func texts(
    celsius: Double, fahrenheit: String, centigrade: String, arabicF: String, arabicC: String
  ) {
    #expect(TemperatureUnit.fahrenheit.text(celsius: celsius, in: .english) == fahrenheit)
    #expect(TemperatureUnit.celsius.text(celsius: celsius, in: .english) == centigrade)
    #expect(TemperatureUnit.fahrenheit.text(celsius: celsius, in: .arabic) == arabicF)
    #expect(TemperatureUnit.celsius.text(celsius: celsius, in: .arabic) == arabicC)
  }

  @Test("Conversion: 100 °C is 212 °F, -40 is -40 in both")
  func conversion() {
    #expect(TemperatureUnit.fahrenheit.value(celsius: 100) == 212)
    #expect(TemperatureUnit.fahrenheit.value(celsius: -40) == -40)
    #expect(TemperatureUnit.celsius.value(celsius: 21.5) == 21.5)
  }

  @Test("The session writes in its unit and language and refuses what no thermometer reads")
  func session() throws {
    var truck = Truck()
    #expect(truck.weather.unit == .fahrenheit)
    #expect(try truck.temperatureText(celsius: 21) == "70°F")
    truck.setTemperatureUnit(.celsius)
    truck.locale = .arabic
    #expect(try truck.temperatureText(celsius: 21) == "٢١°م")
    for bad in [100.01, -100.01, .nan, .infinity] {
      let error = #expect(throws: FoodTruckError.self) { try truck.temperatureText(celsius: bad) }
      #expect(error?.input == "celsius")
    }
  }
}
