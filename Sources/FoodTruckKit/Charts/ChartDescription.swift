// SPDX-License-Identifier: Apache-2.0
// ChartDescription: each picture's text alternative, in the session's language, from the same
// data the picture is drawn from, so that a screen reader, a terminal or a web page's alt text
// says what the chart shows (docs/domain.md §4.6).

/// Which way a city's sales went over a timeframe.
public enum SalesDirection: Int, CaseIterable, Sendable, Hashable {
  case steady = 0
  case rising = 1
  case falling = 2

  /// The direction of `totals` (one per point, oldest first), over its complete periods: the
  /// last point is the day or month still running, so it is left out. The later half of the
  /// rest against the earlier half (the middle point of an odd count in neither): rising or
  /// falling by more than 5 %, else steady, as for fewer than two complete points.
  public init(totals: [Int]) {
    let complete = totals.dropLast()
    let half = complete.count / 2
    guard half > 0 else {
      self = .steady
      return
    }
    let earlier = Double(complete.prefix(half).reduce(0, +))
    let later = Double(complete.suffix(half).reduce(0, +))
    if later > earlier * 1.05 {
      self = .rising
    } else if later < earlier * 0.95 {
      self = .falling
    } else {
      self = .steady
    }
  }

  var name: LocalizedText {
    switch self {
    case .steady: LocalizedText(en: "steady", ar: "مستقرة")
    case .rising: LocalizedText(en: "rising", ar: "في ارتفاع")
    case .falling: LocalizedText(en: "falling", ar: "في انخفاض")
    }
  }
}

extension Truck {
  /// The text alternative of the chart foodtruck_svg_chart draws at `now`, in the session's
  /// language: the Top 5's names and counts in order; each city's total and direction over the
  /// Sales History's timeframe; the forecast's range, when its coldest and warmest hours come
  /// and when night falls.
  public func chartDescription(_ chart: ChartKind, _ timeframe: Timeframe, now: Int64) -> String {
    switch chart {
    case .topSales: topSalesDescription(timeframe, now: now)
    case .salesHistory: salesHistoryDescription(timeframe, now: now)
    case .forecast: forecastDescription(now: now)
    }
  }

  private func topSalesDescription(_ timeframe: Timeframe, now: Int64) -> String {
    let bars = topSalesChart(timeframe, now: now).bars
    // "Top 5, This Week": the panel's title and the timeframe's name.
    let title =
      Panel.topFive.title.text(in: locale) + locale.comma + timeframe.name.text(in: locale)
    guard !bars.isEmpty else {
      return title
        + LocalizedText(en: ": no donuts sold.", ar: ": لم تُبع أي دونات.").text(in: locale)
    }
    // The chart stands its bars least sold first; the words say the best seller first.
    let items = bars.reversed().map { "\($0.label) \(locale.number($0.value))" }
    return title + locale.comma
      + LocalizedText(en: "most sold first", ar: "الأكثر مبيعًا أولًا").text(in: locale) + ": "
      + locale.list(items) + "."
  }

  private func salesHistoryDescription(_ timeframe: Timeframe, now: Int64) -> String {
    let series = salesHistoryChart(timeframe, now: now).series
    let title =
      Panel.salesHistory.title.text(in: locale) + locale.comma + timeframe.name.text(in: locale)
    let cities = series.map { line -> String in
      let totals = line.points.map(\.sales)
      let count = PluralText.donuts.text(totals.reduce(0, +), in: locale)
      return line.name + " " + count + locale.comma
        + SalesDirection(totals: totals).name.text(in: locale)
    }
    // Cities apart with a semicolon (Arabic's U+061B), since each holds a comma.
    return title + ": " + cities.joined(separator: locale.isArabic ? "\u{061B} " : "; ") + "."
  }

  private func forecastDescription(now: Int64) -> String {
    let chart = forecastChart(now: now)
    func degrees(_ hour: ForecastHour) -> String {
      ForecastChart.degreeLabel.text(in: locale).filling(
        "%@", with: locale.number(hour.degreesF))
    }
    func time(_ instant: Int64) -> String { locale.shortTime(instant, calendar: calendar) }
    // The first of the coldest and of the warmest hours.
    guard let coldest = chart.hours.min(by: { $0.degreesF < $1.degreesF }),
      let warmest = chart.hours.max(by: { $0.degreesF < $1.degreesF })
    else { return "" }
    var text = LocalizedText(
      en:
        "Temperature forecast: \(degrees(coldest)) at \(time(coldest.at)) to \(degrees(warmest)) at \(time(warmest.at)).",
      ar:
        "توقعات الحرارة: من \(degrees(coldest)) عند \(time(coldest.at)) إلى \(degrees(warmest)) عند \(time(warmest.at))."
    ).text(in: locale)
    for night in chart.nights {
      text += LocalizedText(
        en: " Night from \(time(night.start)) to \(time(night.end)).",
        ar: " الليل من \(time(night.start)) إلى \(time(night.end))."
      ).text(in: locale)
    }
    return text
  }

  /// A donut's text alternative in the session's language: its name and recipe, "Rainbow:
  /// Plain, Rainbow Glaze, no topping."
  public func donutDescription(id: Int) throws(FoodTruckError) -> String {
    let donut = try catalog.donut(id: id)
    let recipe = donut.recipe
    let parts = [
      Ingredient.doughs[recipe.dough].name,
      recipe.glaze.map { Ingredient.glazes[$0].name }
        ?? LocalizedText(en: "no glaze", ar: "بلا تغطية"),
      recipe.topping.map { Ingredient.toppings[$0].name }
        ?? LocalizedText(en: "no topping", ar: "بلا إضافة"),
    ].map { $0.text(in: locale) }
    return donut.name.text(in: locale) + ": " + parts.joined(separator: locale.comma) + "."
  }
}
