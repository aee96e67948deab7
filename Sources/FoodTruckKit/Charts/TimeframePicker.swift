// SPDX-License-Identifier: Apache-2.0
// TimeframePicker: the names of the charts' timeframe pickers: the Top 5's Day, Week, Month and
// Year, the Sales History's 2 Weeks, Month and Year (docs/domain.md §4.3, §4.4).

extension ChartKind {
  /// The name this chart's picker gives `timeframe`. The Top 5 offers every timeframe; the Sales
  /// History the week (its two-week view), the month and the year.
  ///
  /// - Throws: `invalidArgument` for the forecast, which has no picker, and for today on the
  ///   Sales History, which does not offer it.
  public func timeframeName(_ timeframe: Timeframe) throws(FoodTruckError) -> LocalizedText {
    switch (self, timeframe) {
    case (.topSales, .today): return NavigationText.day.text
    case (.topSales, .week): return LocalizedText(en: "Week", ar: "أسبوع")
    case (.salesHistory, .week): return LocalizedText(en: "2 Weeks", ar: "أسبوعان")
    case (.topSales, .month), (.salesHistory, .month): return LocalizedText(en: "Month", ar: "شهر")
    case (.topSales, .year), (.salesHistory, .year): return LocalizedText(en: "Year", ar: "سنة")
    case (.salesHistory, .today):
      throw .invalidArgument("the Sales History does not offer today", input: "timeframe")
    case (.forecast, _):
      throw .invalidArgument("the forecast chart has no timeframe picker", input: "chart")
    }
  }
}
