// SPDX-License-Identifier: Apache-2.0
// Charts: what each chart contains, as plain structs, and ready SVG pictures of the charts and
// of any donut, sized by the caller, in the session's language and direction.
//
// C <-> Swift
//   foodtruck_donut_sales bars    TopSalesChart.bars (ascending)
//   int64_t date ticks     SalesHistoryChart.dateTicks
//   foodtruck_forecast_hour       ForecastHour
//   foodtruck_time_range          NightRange
//   foodtruck_chart_kind          ChartKind: the three charts (pictures, totals)
//   foodtruck_icon                Icon: the original's symbols, named and drawn

import CFoodTruck
import FoodTruckKit

// MARK: - foodtruck_chart

/// Computes axis marks at round values: at least two, covering lower to upper, about target
/// of them, a step of 1, 2 or 5 times a power of ten. A flat range is widened around it.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a bound that is not finite or beyond ±1e300 (so that
/// no mark overflows), or a target outside 2 to 100.
///
/// - Parameters:
///   - lower: The data's lowest value. Range: -1e300 to 1e300.
///   - upper: The data's highest value. Range: -1e300 to 1e300.
///   - target: About how many marks. Range: 2 to 100.
///   - count_out: Optional; receives the number of marks.
@c(foodtruck_chart_nice_ticks) public func chartNiceTicks(
  _ lower: Double, _ upper: Double, _ target: Int32, _ ticks_out: UnsafeMutablePointer<Double>?,
  _ capacity: UInt, _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_chart_nice_ticks") { () throws(BoundaryError) in
    let buffer = try Arg.buffer(ticks_out, capacity, count_out, "ticks_out")
    let ticks = try core { () throws(FoodTruckError) in
      try NiceTicks.ticks(lower: lower, upper: upper, target: Int(target))
    }
    try buffer.write(ticks)
  }
}

/// Writes the Top 5 chart's bars, ascending (sales, then id) so that they rise left to right
/// in reading order; labels are foodtruck_donut_name(), the y-axis foodtruck_chart_nice_ticks(0, tallest, 5),
/// the header's total the sum of these bars.
///
/// - Parameter timeframe: The period ending now.
@c(foodtruck_chart_top_sales) public func chartTopSales(
  _ truck: UnsafePointer<foodtruck_truck>?, _ timeframe: foodtruck_timeframe, _ now: Int64,
  _ bars_out: UnsafeMutablePointer<foodtruck_donut_sales>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_chart_top_sales", truck) { session throws(BoundaryError) in
    let question = try Arg.salesQuestion(timeframe, FOODTRUCK_CITY_ALL, now)
    let buffer = try Arg.buffer(bars_out, capacity, count_out, "bars_out")
    let chart = try session.read { $0.topSalesChart(question.timeframe, now: question.now) }
    try buffer.write(
      chart.bars.map { foodtruck_donut_sales(donut_id: Int32($0.donutId), sales: Int64($0.value)) })
  }
}

/// Reads the total a chart's header shows: for FOODTRUCK_CHART_TOP_SALES the sum of its five bars
/// only (foodtruck_chart_top_sales()), the original's "N Donuts"; for
/// FOODTRUCK_CHART_SALES_HISTORY the sum of every point of every city's line
/// (foodtruck_sales_series()), the screen's "Total Sales". The Sales History's total is served
/// while the store locks the month and the year (foodtruck_sales_series() refuses their points),
/// as the original shows it over the locked chart; for them it is the number
/// foodtruck_sales_total() gives for all cities, which is never locked (the week's is its
/// two-week view's: 14 days, where foodtruck_sales_total() counts 7).
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_CHART_FORECAST, which has no total.
///
/// - Parameters:
///   - chart: Which chart: the Top 5 or the Sales History.
///   - timeframe: The period ending now.
///   - total_out: Receives the total, in donuts.
@c(foodtruck_chart_total) public func chartTotal(
  _ truck: UnsafePointer<foodtruck_truck>?, _ chart: foodtruck_chart_kind,
  _ timeframe: foodtruck_timeframe, _ now: Int64, _ total_out: UnsafeMutablePointer<Int64>?
) -> foodtruck_status {
  ffi("foodtruck_chart_total", truck) { session throws(BoundaryError) in
    let chart = try Arg.enumValue(chart, as: ChartKind.self, "chart")
    let question = try Arg.salesQuestion(timeframe, FOODTRUCK_CITY_ALL, now)
    let out = try Arg.out(total_out, "total_out")
    let total = try session.read { truck throws(FoodTruckError) in
      try truck.chartTotal(chart, question.timeframe, now: question.now)
    }
    out.pointee = Int64(total)
  }
}

/// Writes the name a chart's timeframe picker gives a timeframe, in the session's language. The
/// Top 5's are "Day", "Week", "Month", "Year"; the Sales History's "2 Weeks" (its two-week view
/// of FOODTRUCK_TIMEFRAME_WEEK), "Month", "Year".
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_CHART_FORECAST, which has no picker, and
/// for FOODTRUCK_TIMEFRAME_TODAY with FOODTRUCK_CHART_SALES_HISTORY, which does not offer it.
///
/// - Parameters:
///   - chart: The Top 5 or the Sales History.
///   - timeframe: The timeframe.
@c(foodtruck_chart_timeframe_name) public func chartTimeframeName(
  _ truck: UnsafePointer<foodtruck_truck>?, _ chart: foodtruck_chart_kind,
  _ timeframe: foodtruck_timeframe, _ text_out: UnsafeMutablePointer<CChar>?,
  _ capacity: UInt, _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_chart_timeframe_name", truck) { session throws(BoundaryError) in
    let chart = try Arg.enumValue(chart, as: ChartKind.self, "chart")
    let timeframe = try Arg.enumValue(timeframe, as: Timeframe.self, "timeframe")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    let name = try core { () throws(FoodTruckError) in try chart.timeframeName(timeframe) }
    try buffer.write(session.read { $0.words(name) })
  }
}

/// Writes the Sales History chart's date marks, the instants of points of foodtruck_sales_series().
/// Every 2 days for the two-week view, every 5 days for the month, every month for the year,
/// ending with the newest point (FOODTRUCK_TIMEFRAME_TODAY, which the screen does not offer, gives
/// today's one point).
///
/// - Parameters:
///   - timeframe: Which chart.
///   - count_out: Optional; receives the number of marks.
@c(foodtruck_chart_date_ticks) public func chartDateTicks(
  _ truck: UnsafePointer<foodtruck_truck>?, _ timeframe: foodtruck_timeframe, _ now: Int64,
  _ ticks_out: UnsafeMutablePointer<Int64>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_chart_date_ticks", truck) { session throws(BoundaryError) in
    let question = try Arg.salesQuestion(timeframe, FOODTRUCK_CITY_ALL, now)
    let buffer = try Arg.buffer(ticks_out, capacity, count_out, "ticks_out")
    try buffer.write(
      session.read { $0.salesHistoryChart(question.timeframe, now: question.now) }.dateTicks.map(
        \.at))
  }
}

/// Writes a chart's date label in the session's language, at its UTC offset: "Nov 29" for a day,
/// "Nov" for the year timeframe's months.
///
/// - Parameters:
///   - timeframe: Which chart.
///   - at: The instant to label.
@c(foodtruck_chart_date_label) public func chartDateLabel(
  _ truck: UnsafePointer<foodtruck_truck>?, _ timeframe: foodtruck_timeframe, _ at: Int64,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_chart_date_label", truck) { session throws(BoundaryError) in
    let timeframe = try Arg.enumValue(timeframe, as: Timeframe.self, "timeframe")
    let at = try Arg.instant(at, "at")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.dateLabel(at, timeframe) })
  }
}

/// Writes the temperature forecast's hours from the local hour (at the session's UTC offset)
/// containing now, with the area's floor (the lowest temperature minus 2) in low_out: up to 25
/// hours of the forecast handed in (foodtruck_weather_set_forecast()), in whole °F; without one,
/// or once none of its hours is left, the original's placeholder's 25 hours, each with the
/// value of its clock hour (09:00 is 63 °F, night runs from 21:00 to 06:00). Night ranges:
/// foodtruck_chart_forecast_nights(); marks every 3 hours at the hours divisible by 3.
///
/// - Parameter low_out: Optional; receives the area's floor in °F.
@c(foodtruck_chart_forecast) public func chartForecast(
  _ truck: UnsafePointer<foodtruck_truck>?, _ now: Int64,
  _ hours_out: UnsafeMutablePointer<foodtruck_forecast_hour>?,
  _ capacity: UInt, _ count_out: UnsafeMutablePointer<UInt>?,
  _ low_out: UnsafeMutablePointer<Int32>?
) -> foodtruck_status {
  ffi("foodtruck_chart_forecast", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let buffer = try Arg.buffer(hours_out, capacity, count_out, "hours_out")
    let chart = try session.read { $0.forecastChart(now: now) }
    try buffer.write(
      chart.hours.map {
        foodtruck_forecast_hour(at: $0.at, degrees_f: Int32($0.degreesF), daylight: $0.isDaylight)
      })
    low_out?.pointee = Int32(chart.low)
  }
}

/// Writes the forecast's nights, in local hours at the session's UTC offset: from the first dark
/// hour to the next daylight hour (the last hour when the forecast ends in the dark), as the chart
/// shades them.
@c(foodtruck_chart_forecast_nights) public func chartForecastNights(
  _ truck: UnsafePointer<foodtruck_truck>?, _ now: Int64,
  _ nights_out: UnsafeMutablePointer<foodtruck_time_range>?,
  _ capacity: UInt, _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_chart_forecast_nights", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let buffer = try Arg.buffer(nights_out, capacity, count_out, "nights_out")
    try buffer.write(
      session.read { $0.forecastChart(now: now) }.nights.map {
        foodtruck_time_range(starts_at: $0.start, ends_at: $0.end)
      })
  }
}

/// Writes the forecast chart's hour marks: the instants of its hours whose local hour (at the
/// session's UTC offset) is divisible by 3 (the original's 3-hour bins), from the first such hour
/// to the last. Label them with their hour, e.g. from foodtruck_truck_clock_text().
///
/// - Parameter count_out: Optional; receives the number of marks.
@c(foodtruck_chart_forecast_ticks) public func chartForecastTicks(
  _ truck: UnsafePointer<foodtruck_truck>?, _ now: Int64, _ ticks_out: UnsafeMutablePointer<Int64>?,
  _ capacity: UInt, _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_chart_forecast_ticks", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let buffer = try Arg.buffer(ticks_out, capacity, count_out, "ticks_out")
    try buffer.write(session.read { $0.forecastChart(now: now) }.hourTicks.lazy.map(\.at))
  }
}

// MARK: - foodtruck_icon

/// Writes the name of an icon's symbol in the original app: an SF Symbol's ("trophy",
/// "building.2"), or one of the app's own ("donut", "salty", "sweet", "bitter", "sour",
/// "spicy").
///
/// - Parameter icon: The icon.
@c(foodtruck_icon_symbol) public func iconSymbol(
  _ icon: foodtruck_icon, _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_icon_symbol") { () throws(BoundaryError) in
    let icon = try Arg.enumValue(icon, as: Icon.self, "icon")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(icon.symbolName)
  }
}

/// Writes the freedesktop Icon Naming Specification's name that means what an icon means
/// ("avatar-default" for the person, "package-x-generic" for the box), for a shell with an
/// icon theme; "" where the specification has none (a truck, a donut, a trophy, a city, a
/// taste): foodtruck_svg_icon() draws every icon.
///
/// - Parameter icon: The icon.
@c(foodtruck_icon_name) public func iconName(
  _ icon: foodtruck_icon, _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_icon_name") { () throws(BoundaryError) in
    let icon = try Arg.enumValue(icon, as: Icon.self, "icon")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(icon.freedesktopName ?? "")
  }
}

// MARK: - foodtruck_svg

/// Writes an icon as a standalone SVG document, size points square: the library's own
/// drawing of the original's symbol (a truck, a box, a trophy, a flame, ...) in the donuts'
/// colours on a transparent ground, for a shell without Apple's symbols or an icon theme that
/// has it.
///
/// - Parameters:
///   - icon: The icon.
///   - size: The picture's side in points. Range: 1 to 10000.
@c(foodtruck_svg_icon) public func svgIcon(
  _ icon: foodtruck_icon, _ size: Double, _ text_out: UnsafeMutablePointer<CChar>?,
  _ capacity: UInt, _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_svg_icon") { () throws(BoundaryError) in
    let icon = try Arg.enumValue(icon, as: Icon.self, "icon")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    let svg = try core { () throws(FoodTruckError) in try icon.svg(size: size) }
    try buffer.write(svg)
  }
}

/// Writes a donut as a standalone SVG document, size points square: its dough, glaze and
/// topping as layers in the catalog's colors. The dough is a ring around the centre, from
/// 0.17 to 0.47 of the side in radius; its hole is left transparent (the topping is clipped to
/// the ring).
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown donut; FOODTRUCK_ERR_INVALID_ARGUMENT for a size
/// outside 1 to 10,000.
///
/// - Parameters:
///   - donut_id: The donut.
///   - size: The picture's side in points. Range: 1 to 10000.
@c(foodtruck_svg_donut) public func svgDonut(
  _ truck: UnsafePointer<foodtruck_truck>?, _ donut_id: Int32, _ size: Double,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_svg_donut", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    let svg = try session.read { truck throws(FoodTruckError) in
      try truck.donutSVG(id: Int(donut_id), size: size)
    }
    try buffer.write(svg)
  }
}

/// Writes one of the three charts as a standalone SVG document, width x height points, with
/// its text in the session's language (right to left in Arabic, the bars and axes mirrored):
/// FOODTRUCK_CHART_TOP_SALES (the Top 5 for timeframe), FOODTRUCK_CHART_SALES_HISTORY (one line per city for
/// timeframe: week, month or year) or FOODTRUCK_CHART_FORECAST (timeframe ignored).
///
/// - Parameters:
///   - chart: Which chart.
///   - timeframe: The period ending now.
///   - width: The picture's width in points. Range: 1 to 10000.
///   - height: The picture's height in points. Range: 1 to 10000.
@c(foodtruck_svg_chart) public func svgChart(
  _ truck: UnsafePointer<foodtruck_truck>?, _ chart: foodtruck_chart_kind,
  _ timeframe: foodtruck_timeframe,
  _ now: Int64, _ width: Double, _ height: Double, _ text_out: UnsafeMutablePointer<CChar>?,
  _ capacity: UInt, _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_svg_chart", truck) { session throws(BoundaryError) in
    let chart = try Arg.enumValue(chart, as: ChartKind.self, "chart")
    let question = try Arg.salesQuestion(timeframe, FOODTRUCK_CITY_ALL, now)
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    let svg = try session.read { truck throws(FoodTruckError) in
      try truck.chartSVG(
        chart, question.timeframe, now: question.now, width: width, height: height)
    }
    try buffer.write(svg)
  }
}

/// Writes a chart laid out for a picture width x height points, as data: every mark and every
/// text with its frame, back to front, mirrored in Arabic; what foodtruck_svg_chart() draws,
/// for a shell that draws with cairo or a canvas and should do no arithmetic of its own. Text
/// keeps its size (11 points or more) at any width: the layout makes room for it. A text's
/// string is foodtruck_chart_layout_text() of its index; foodtruck_chart_layout_texts() gives
/// them all at once.
///
/// - Parameters:
///   - chart: Which chart.
///   - timeframe: The period ending now.
///   - width: The picture's width in points. Range: 1 to 10000.
///   - height: The picture's height in points. Range: 1 to 10000.
@c(foodtruck_chart_layout) public func chartLayout(
  _ truck: UnsafePointer<foodtruck_truck>?, _ chart: foodtruck_chart_kind,
  _ timeframe: foodtruck_timeframe, _ now: Int64, _ width: Double, _ height: Double,
  _ items_out: UnsafeMutablePointer<foodtruck_chart_item>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_chart_layout", truck) { session throws(BoundaryError) in
    let layout = try laidOutChart(session, chart, timeframe, now, width, height)
    let buffer = try Arg.buffer(items_out, capacity, count_out, "items_out")
    try buffer.write(layout.items.map(foodtruck_chart_item.init))
  }
}

/// Writes the strings of every item of the layout foodtruck_chart_layout() gives for the same
/// arguments, in its order, each ended by a NUL ("" for a mark: a NUL alone): what
/// foodtruck_chart_layout_text() gives one item at a time, in one call, so that a shell drawing
/// a chart lays it out twice (its items, then their texts) instead of once per text. Item i's
/// text starts after the i-th NUL; the length is the bytes before the last NUL.
///
/// - Parameters:
///   - chart: Which chart.
///   - timeframe: The period ending now.
///   - width: The picture's width in points. Range: 1 to 10000.
///   - height: The picture's height in points. Range: 1 to 10000.
@c(foodtruck_chart_layout_texts) public func chartLayoutTexts(
  _ truck: UnsafePointer<foodtruck_truck>?, _ chart: foodtruck_chart_kind,
  _ timeframe: foodtruck_timeframe, _ now: Int64, _ width: Double, _ height: Double,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_chart_layout_texts", truck) { session throws(BoundaryError) in
    let layout = try laidOutChart(session, chart, timeframe, now, width, height)
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(layout.items.map(\.text).joined(separator: "\u{0}"))
  }
}

/// Writes the string of the item at `offset` in the layout foodtruck_chart_layout() gives for
/// the same arguments: "" for a mark.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an offset past the layout's items.
///
/// - Parameters:
///   - chart: Which chart.
///   - timeframe: The period ending now.
///   - width: The picture's width in points. Range: 1 to 10000.
///   - height: The picture's height in points. Range: 1 to 10000.
///   - offset: The item's place in foodtruck_chart_layout()'s array. Range: any.
@c(foodtruck_chart_layout_text) public func chartLayoutText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ chart: foodtruck_chart_kind,
  _ timeframe: foodtruck_timeframe, _ now: Int64, _ width: Double, _ height: Double,
  _ offset: UInt, _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_chart_layout_text", truck) { session throws(BoundaryError) in
    let layout = try laidOutChart(session, chart, timeframe, now, width, height)
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    guard offset < UInt(layout.items.count) else {
      throw BoundaryError(
        FOODTRUCK_ERR_NOT_FOUND, "offset \(offset) is past the layout's \(layout.items.count) items"
      )
    }
    try buffer.write(layout.items[Int(offset)].text)
  }
}

/// Writes the text alternative of the picture foodtruck_svg_donut() draws, in the session's
/// language: the donut's name and recipe, "Rainbow: Plain, Rainbow Glaze, no topping.",
/// for a screen reader, a terminal or a web page's alt text.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown donut.
///
/// - Parameter donut_id: The donut.
@c(foodtruck_svg_donut_description) public func svgDonutDescription(
  _ truck: UnsafePointer<foodtruck_truck>?, _ donut_id: Int32,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_svg_donut_description", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(
      try session.read { truck throws(FoodTruckError) in
        try truck.donutDescription(id: Int(donut_id))
      })
  }
}

/// Writes the text alternative of the chart foodtruck_svg_chart() draws with the same
/// arguments, in the session's language, from the same data: the Top 5's names and counts,
/// most sold first; each city's total and direction (rising or falling by more than 5 %
/// between the earlier and the later half of its complete days or months, else steady) over the
/// Sales History's timeframe; the forecast's coldest and warmest hours and its nights.
///
/// - Parameters:
///   - chart: Which chart.
///   - timeframe: The period ending now.
@c(foodtruck_svg_chart_description) public func svgChartDescription(
  _ truck: UnsafePointer<foodtruck_truck>?, _ chart: foodtruck_chart_kind,
  _ timeframe: foodtruck_timeframe, _ now: Int64, _ text_out: UnsafeMutablePointer<CChar>?,
  _ capacity: UInt, _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_svg_chart_description", truck) { session throws(BoundaryError) in
    let chart = try Arg.enumValue(chart, as: ChartKind.self, "chart")
    let question = try Arg.salesQuestion(timeframe, FOODTRUCK_CITY_ALL, now)
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(
      session.read { truck in truck.chartDescription(chart, question.timeframe, now: question.now) }
    )
  }
}

/// The layout foodtruck_chart_layout(), foodtruck_chart_layout_text() and
/// foodtruck_chart_layout_texts() answer from: their common arguments checked, the chart laid
/// out in one read of the session.
private func laidOutChart(
  _ session: TruckHandle, _ chart: foodtruck_chart_kind,
  _ timeframe: foodtruck_timeframe, _ now: Int64, _ width: Double, _ height: Double
) throws(BoundaryError) -> ChartLayout {
  let chart = try Arg.enumValue(chart, as: ChartKind.self, "chart")
  let question = try Arg.salesQuestion(timeframe, FOODTRUCK_CITY_ALL, now)
  return try session.read { truck throws(FoodTruckError) in
    try truck.chartLayout(
      chart, question.timeframe, now: question.now, width: width, height: height)
  }
}
