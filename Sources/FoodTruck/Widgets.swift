// SPDX-License-Identifier: Apache-2.0
// Widgets: the app's three timeline widgets (Daily Donut, Orders, Parking Spot), computed from
// the session at an instant: each one's timeline (how many entries, the reload policy and
// instant) and its entries, the texts they show and the families they come in. The Orders
// widget's quota is a setting (Truck.swift).
//
// C <-> Swift
//   foodtruck_widget_kind          WidgetKind
//   foodtruck_widget_family        WidgetFamily
//   foodtruck_reload_policy        ReloadPolicy
//   foodtruck_timeline             WidgetTimeline (its entries counted; FOODTRUCK_NO_TIME: nil)
//   foodtruck_daily_donut_entry    DailyDonutEntry (its trend through foodtruck_widget_trend)
//   foodtruck_sales_point          SalesPoint (a day of a trend)
//   foodtruck_orders_entry         OrdersEntry
//   foodtruck_parking_spot_entry   ParkingSpotEntry

import CFoodTruck
import FoodTruckKit

// MARK: - foodtruck_widget_kind

/// Writes a widget's display name in the session's language: "Daily Donut", "Orders",
/// "Parking Spot" (the Orders and Parking Spot widgets also show it as their title).
///
/// - Parameter kind: The widget.
@c(foodtruck_widget_name) public func widgetName(
  _ truck: UnsafePointer<foodtruck_truck>?, _ kind: foodtruck_widget_kind,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_widget_name", truck) { session throws(BoundaryError) in
    let kind = try Arg.enumValue(kind, as: WidgetKind.self, "kind")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(kind.name) })
  }
}

/// Writes a widget's description in the session's language, as the widget gallery shows it
/// under the name: "Showcasing the latest trending donuts.".
///
/// - Parameter kind: The widget.
@c(foodtruck_widget_description) public func widgetDescription(
  _ truck: UnsafePointer<foodtruck_truck>?, _ kind: foodtruck_widget_kind,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_widget_description", truck) { session throws(BoundaryError) in
    let kind = try Arg.enumValue(kind, as: WidgetKind.self, "kind")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(kind.descriptionText) })
  }
}

/// Lists the families a widget comes in, in the original's order: the Daily Donut small,
/// medium, large and extra large; Orders accessory rectangular, circular, inline and small;
/// Parking Spot accessory rectangular, inline and circular.
///
/// - Parameters:
///   - kind: The widget.
///   - count_out: Optional; receives the number of families (3 or 4).
@c(foodtruck_widget_families) public func widgetFamilies(
  _ kind: foodtruck_widget_kind, _ families_out: UnsafeMutablePointer<foodtruck_widget_family>?,
  _ capacity: UInt, _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_widget_families") { () throws(BoundaryError) in
    let kind = try Arg.enumValue(kind, as: WidgetKind.self, "kind")
    let buffer = try Arg.buffer(families_out, capacity, count_out, "families_out")
    try buffer.write(kind.families.lazy.map(foodtruck_widget_family.init))
  }
}

/// Reads a widget's timeline at now: how many entries it has (the widget's own function
/// gives them), its reload policy and when to ask for the next one. The Daily Donut has 5
/// entries, an hour apart from now, and reloads at its end, now + 5 hours; Orders has one
/// entry and reloads after the earlier of the next live order's arrival and the next local
/// midnight (now when that arrival is already due: tick first); Parking Spot has one entry and
/// never reloads by itself (reload_at FOODTRUCK_NO_TIME): ask again after moving the truck.
///
/// - Parameters:
///   - kind: The widget.
///   - timeline_out: Receives the timeline.
@c(foodtruck_widget_timeline) public func widgetTimeline(
  _ truck: UnsafePointer<foodtruck_truck>?, _ kind: foodtruck_widget_kind, _ now: Int64,
  _ timeline_out: UnsafeMutablePointer<foodtruck_timeline>?
) -> foodtruck_status {
  ffi("foodtruck_widget_timeline", truck) { session throws(BoundaryError) in
    let kind = try Arg.enumValue(kind, as: WidgetKind.self, "kind")
    let now = try Arg.instant(now, "now")
    let out = try Arg.out(timeline_out, "timeline_out")
    try out.storeZeroingPadding(
      foodtruck_timeline(session.read { $0.timeline(of: kind, now: now) }))
  }
}

// MARK: - foodtruck_widget_family

/// Tells whether a Daily Donut family draws the donut's trend (foodtruck_widget_trend())
/// beside its picture and name: medium, large and extra large do, small does not. The
/// accessory families are not the Daily Donut's: false.
///
/// - Parameters:
///   - family: The family.
///   - shows_trend_out: Receives true when the family draws the trend.
@c(foodtruck_widget_shows_trend) public func widgetShowsTrend(
  _ family: foodtruck_widget_family, _ shows_trend_out: UnsafeMutablePointer<Bool>?
) -> foodtruck_status {
  ffi("foodtruck_widget_shows_trend") { () throws(BoundaryError) in
    let family = try Arg.enumValue(family, as: WidgetFamily.self, "family")
    let out = try Arg.out(shows_trend_out, "shows_trend_out")
    out.pointee = family.showsTrend
  }
}

// MARK: - The Daily Donut

/// Lists the Daily Donut widget's entries at now: entry k (0 to 4) shows from now + k hours
/// the donut ranked k + 1 today in every city (by sales, equal sales by id, unsold donuts
/// included), with its sales today; all are computed at now. The donut's name comes from
/// foodtruck_donut_name(), its trend from foodtruck_widget_trend().
///
/// - Parameter count_out: Optional; receives the number of entries (5).
@c(foodtruck_widget_daily_donut) public func widgetDailyDonut(
  _ truck: UnsafePointer<foodtruck_truck>?, _ now: Int64,
  _ entries_out: UnsafeMutablePointer<foodtruck_daily_donut_entry>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_widget_daily_donut", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let buffer = try Arg.buffer(entries_out, capacity, count_out, "entries_out")
    let timeline = try session.read { $0.dailyDonutTimeline(now: now) }
    try buffer.write(timeline.entries.lazy.map(foodtruck_daily_donut_entry.init))
  }
}

/// Lists a donut's trend at now, the line the Daily Donut's larger families draw: its sales
/// on each of the last 7 local days (the session's UTC offset), oldest first and today last,
/// in every city; each point's starts_at is the day's local midnight.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown donut id.
///
/// - Parameters:
///   - donut_id: The donut.
///   - count_out: Optional; receives the number of days (7).
@c(foodtruck_widget_trend) public func widgetTrend(
  _ truck: UnsafePointer<foodtruck_truck>?, _ donut_id: Int32, _ now: Int64,
  _ points_out: UnsafeMutablePointer<foodtruck_sales_point>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_widget_trend", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let buffer = try Arg.buffer(points_out, capacity, count_out, "points_out")
    let trend = try session.read { truck throws(FoodTruckError) in
      try truck.trend(ofDonut: Int(donut_id), now: now)
    }
    try buffer.write(trend.lazy.map(foodtruck_sales_point.init))
  }
}

// MARK: - Orders

/// Reads the Orders widget's entry at now: the orders placed on now's local day (every status,
/// every city, counted as the sales of today are, so an order stamped later that day counts
/// too), the quota (foodtruck_truck_set_widget_quota()) and the gauge's fraction,
/// min(orders, quota) / quota. The accessory rectangular family's segmented gauge is
/// foodtruck_layout_segmented_gauge(orders, quota, width, right to left, ...).
///
/// - Parameter entry_out: Receives the entry.
@c(foodtruck_widget_orders) public func widgetOrders(
  _ truck: UnsafePointer<foodtruck_truck>?, _ now: Int64,
  _ entry_out: UnsafeMutablePointer<foodtruck_orders_entry>?
) -> foodtruck_status {
  ffi("foodtruck_widget_orders", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let out = try Arg.out(entry_out, "entry_out")
    try out.storeZeroingPadding(foodtruck_orders_entry(session.read { $0.ordersEntry(now: now) }))
  }
}

/// Writes the Orders widget's text for a family at now, in the session's language and digits.
/// Small and accessory rectangular: "7 out of 25"; accessory inline: "7 of 25 Orders" (the noun
/// takes the quota's plural form: "0 of 1 Order"); accessory circular: "7", the gauge's value.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a family the Orders widget does not come in
/// (medium, large, extra large).
///
/// - Parameter family: The family drawn.
@c(foodtruck_widget_orders_text) public func widgetOrdersText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ now: Int64, _ family: foodtruck_widget_family,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_widget_orders_text", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let family = try Arg.enumValue(family, as: WidgetFamily.self, "family")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(
      try session.read { truck throws(FoodTruckError) in
        try truck.ordersText(for: family, now: now)
      })
  }
}

// MARK: - Parking Spot

/// Reads the Parking Spot widget's entry at now: where the truck is parked. The spot's name
/// comes from foodtruck_parking_spot_name(), its city's from foodtruck_city_name() and
/// foodtruck_widget_city_abbreviation().
///
/// - Parameter entry_out: Receives the entry.
@c(foodtruck_widget_parking_spot) public func widgetParkingSpot(
  _ truck: UnsafePointer<foodtruck_truck>?, _ now: Int64,
  _ entry_out: UnsafeMutablePointer<foodtruck_parking_spot_entry>?
) -> foodtruck_status {
  ffi("foodtruck_widget_parking_spot", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let out = try Arg.out(entry_out, "entry_out")
    out.storeZeroingPadding(
      try foodtruck_parking_spot_entry(session.read { $0.parkingSpotEntry(now: now) }))
  }
}

/// Writes a city's abbreviation in the session's language, as the round Parking Spot widget
/// shows it, derived from the city's name: one word gives its first three letters, several
/// words their initials; upper-cased in English ("CUP", "SF", "LON"); in Arabic the initials
/// are joined by dots.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_CITY_ALL.
///
/// - Parameter city: The city.
@c(foodtruck_widget_city_abbreviation) public func widgetCityAbbreviation(
  _ truck: UnsafePointer<foodtruck_truck>?, _ city: foodtruck_city,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_widget_city_abbreviation", truck) { session throws(BoundaryError) in
    let city = try Arg.oneCity(city)
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(city.abbreviation) })
  }
}
