// SPDX-License-Identifier: Apache-2.0
// Sales: what sells, over a timeframe, per city or combined; the history charts' series.
//
// C <-> Swift
//   foodtruck_timeframe           Timeframe
//   foodtruck_city                City? (FOODTRUCK_CITY_ALL is nil: all cities)
//   foodtruck_donut_sales         DonutSales
//   foodtruck_sales_point         SalesPoint
//
// A period's sales are the generated history in it plus the session's orders placed in it
// (every status). Periods count back from now in whole local days (foodtruck_truck_set_utc_offset()):
// today runs from local midnight to the end of the day, so an order stamped later today than
// now counts too.

import CFoodTruck
import FoodTruckKit

// MARK: - foodtruck_sales

/// Writes how many of each donut sold in the period, indexed by donut id (every donut of the
/// session, zeros included).
///
/// - Parameters:
///   - timeframe: The period ending now.
///   - city: One city, or FOODTRUCK_CITY_ALL.
///   - count_out: Optional; receives the number of donuts.
@c(foodtruck_sales_by_donut) public func salesByDonut(
  _ truck: UnsafePointer<foodtruck_truck>?, _ timeframe: foodtruck_timeframe,
  _ city: foodtruck_city, _ now: Int64,
  _ sales_out: UnsafeMutablePointer<Int64>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_sales_by_donut", truck) { session throws(BoundaryError) in
    let question = try Arg.salesQuestion(timeframe, city, now)
    let buffer = try Arg.buffer(sales_out, capacity, count_out, "sales_out")
    let sales = try session.read {
      $0.sales(question.timeframe, city: question.city, now: question.now)
    }
    try buffer.write(sales.map(Int64.init))
  }
}

/// Ranks the top n donuts of the period: by sales, highest first; equal sales by donut id.
/// Every donut takes part, unsold ones included, so the full ranking is n = the donut count.
///
/// - Parameters:
///   - timeframe: The period ending now.
///   - city: One city, or FOODTRUCK_CITY_ALL.
///   - n: How many to rank (5 for the Top 5 chart); fewer come back if there are fewer donuts.
///   - count_out: Optional; receives the number of entries.
@c(foodtruck_sales_top) public func salesTop(
  _ truck: UnsafePointer<foodtruck_truck>?, _ timeframe: foodtruck_timeframe,
  _ city: foodtruck_city, _ now: Int64,
  _ n: UInt, _ top_out: UnsafeMutablePointer<foodtruck_donut_sales>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_sales_top", truck) { session throws(BoundaryError) in
    let question = try Arg.salesQuestion(timeframe, city, now)
    let n = try Arg.count(n, "n")
    let buffer = try Arg.buffer(top_out, capacity, count_out, "top_out")
    let top = try session.read {
      $0.top(n, question.timeframe, city: question.city, now: question.now)
    }
    try buffer.write(top.map(foodtruck_donut_sales.init))
  }
}

/// Reads the number of donuts sold in the period.
///
/// - Parameters:
///   - timeframe: The period ending now.
///   - city: One city, or FOODTRUCK_CITY_ALL.
///   - total_out: Receives the total.
@c(foodtruck_sales_total) public func salesTotal(
  _ truck: UnsafePointer<foodtruck_truck>?, _ timeframe: foodtruck_timeframe,
  _ city: foodtruck_city, _ now: Int64,
  _ total_out: UnsafeMutablePointer<Int64>?
) -> foodtruck_status {
  ffi("foodtruck_sales_total", truck) { session throws(BoundaryError) in
    let question = try Arg.salesQuestion(timeframe, city, now)
    let out = try Arg.out(total_out, "total_out")
    out.pointee = Int64(
      try session.read { $0.totalSales(question.timeframe, city: question.city, now: question.now) }
    )
  }
}

/// Writes a sales history chart's points, oldest first: 14 days for FOODTRUCK_TIMEFRAME_WEEK (the
/// two-week view), 30 days for FOODTRUCK_TIMEFRAME_MONTH, 12 months for FOODTRUCK_TIMEFRAME_YEAR, each
/// ending with the current day or month; FOODTRUCK_TIMEFRAME_TODAY gives the one point of today.
/// Ask once per city for the chart's lines, or with FOODTRUCK_CITY_ALL for the combined line.
///
/// Errors: FOODTRUCK_ERR_DISABLED for the month or the year while the store is on
/// (foodtruck_store_set_setting()) and no verified purchase of the year of history, unrevoked
/// at now, was handed in (foodtruck_store_set_transactions()).
///
/// - Parameters:
///   - timeframe: Which chart.
///   - city: One city, or FOODTRUCK_CITY_ALL.
@c(foodtruck_sales_series) public func salesSeries(
  _ truck: UnsafePointer<foodtruck_truck>?, _ timeframe: foodtruck_timeframe,
  _ city: foodtruck_city, _ now: Int64,
  _ points_out: UnsafeMutablePointer<foodtruck_sales_point>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_sales_series", truck) { session throws(BoundaryError) in
    let question = try Arg.salesQuestion(timeframe, city, now)
    let buffer = try Arg.buffer(points_out, capacity, count_out, "points_out")
    let points = try session.read { truck throws(FoodTruckError) in
      try truck.servedSalesSeries(question.timeframe, city: question.city, now: question.now)
    }
    try buffer.write(points.map(foodtruck_sales_point.init))
  }
}

// MARK: - Words

/// Writes a timeframe's display name in the session's language ("This Week").
///
/// - Parameter timeframe: The timeframe.
@c(foodtruck_timeframe_name) public func timeframeName(
  _ truck: UnsafePointer<foodtruck_truck>?, _ timeframe: foodtruck_timeframe,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_timeframe_name", truck) { session throws(BoundaryError) in
    let timeframe = try Arg.enumValue(timeframe, as: Timeframe.self, "timeframe")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(timeframe.name) })
  }
}
