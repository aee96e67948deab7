// SPDX-License-Identifier: Apache-2.0
// TimeframePickerTests: the charts' timeframe pickers: the Top 5's Day, Week, Month and Year, the
// Sales History's 2 Weeks, Month and Year, in English and Arabic; the forecast has no picker and
// the Sales History does not offer today (docs/domain.md §4.3, §4.4).

import FoodTruckKit
import Testing

@Suite("TimeframePicker")
struct TimeframePickerTests {
  @Test(
    "The Top 5's picker: Day, Week, Month, Year",
    arguments: zip(
      Timeframe.allCases,
      [("Day", "يوم"), ("Week", "أسبوع"), ("Month", "شهر"), ("Year", "سنة")]))
  func topSales(timeframe: Timeframe, name: (en: String, ar: String)) throws {
    #expect(
      try ChartKind.topSales.timeframeName(timeframe) == LocalizedText(en: name.en, ar: name.ar))
  }

  @Test(
    "The Sales History's picker: 2 Weeks, Month, Year",
    arguments: zip(
      [Timeframe.week, .month, .year], [("2 Weeks", "أسبوعان"), ("Month", "شهر"), ("Year", "سنة")]))
  func salesHistory(timeframe: Timeframe, name: (en: String, ar: String)) throws {
    #expect(
      try ChartKind.salesHistory.timeframeName(timeframe) == LocalizedText(en: name.en, ar: name.ar)
    )
  }

  @Test("Today is not on the Sales History's picker")
  func noToday() {
    #expect(
      throws: FoodTruckError.invalidArgument(
        "the Sales History does not offer today", input: "timeframe")
    ) {
      try ChartKind.salesHistory.timeframeName(.today)
    }
  }

  @Test("The forecast has no picker", arguments: Timeframe.allCases)
  func forecast(timeframe: Timeframe) {
    #expect(
      throws: FoodTruckError.invalidArgument(
        "the forecast chart has no timeframe picker", input: "chart")
    ) {
      try ChartKind.forecast.timeframeName(timeframe)
    }
  }
}
