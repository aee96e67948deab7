// SPDX-License-Identifier: Apache-2.0
// OrdersWidget: the Orders widget's timeline: the day's orders against the quota, a session
// setting, with its texts and its segmented gauge; it reloads when the next live order arrives
// or the day ends (docs/domain.md §8.2, §6.8).

/// The Orders widget at an instant.
public struct OrdersEntry: WidgetEntry {
  public let at: Int64
  /// The orders placed on the local day of `at`, every status, in every city.
  public let orders: Int
  /// The day's quota, 1 to 1000 (``Truck/widgetQuota``).
  public let quota: Int

  /// How full the gauge is: min(orders, quota) / quota, 0 to 1.
  public var fraction: Double { Double(min(orders, quota)) / Double(quota) }

  static let outOf = LocalizedText(en: "%1 out of %2", ar: "%1 من أصل %2")
  /// "of <quota> Orders", the inline family's text after the day's orders: the noun agrees
  /// with the quota (docs/domain.md, decision 9).
  static let ofQuota = PluralText(
    english: (one: "of %d Order", other: "of %d Orders"),
    arabic: [
      .one: "من طلب واحد", .two: "من طلبين", .few: "من %d طلبات", .many: "من %d طلبًا",
      .other: "من %d طلب",
    ])

  /// The family's text in `locale`, its numbers in the language's digits: "7 out of 25"
  /// (small and accessory rectangular), "7 of 25 Orders" (accessory inline), "7" (accessory
  /// circular, the gauge's current value). The other families are not the Orders widget's.
  public func text(for family: WidgetFamily, in locale: TruckLocale) throws(FoodTruckError)
    -> String
  {
    let orders = locale.number(self.orders)
    switch family {
    case .small, .accessoryRectangular:
      return OrdersEntry.outOf.text(in: locale).filling("%1", with: orders)
        .filling("%2", with: locale.number(quota))
    case .accessoryInline:
      return orders + " " + OrdersEntry.ofQuota.text(quota, in: locale)
    case .accessoryCircular:
      return orders
    case .medium, .large, .extraLarge:
      throw .invalidArgument("the Orders widget has no \(family.label) family", input: "family")
    }
  }

  /// The accessory rectangular family's gauge across `width`: `quota` segments, `orders` of
  /// them filled (SegmentedGauge, value = orders, total = quota).
  public func gauge(width: Double, rightToLeft: Bool) throws(FoodTruckError)
    -> [SegmentedGauge.Segment]
  {
    try SegmentedGauge.segments(value: orders, total: quota, width: width, rightToLeft: rightToLeft)
  }
}

extension Truck {
  /// The Orders widget's quota of a new session.
  public static let defaultWidgetQuota = 25
  /// The quotas a session accepts.
  public static let widgetQuotaRange = 1...1000

  /// Sets the day's quota of orders the Orders widget measures against (1 to 1000).
  public mutating func setWidgetQuota(_ quota: Int) throws(FoodTruckError) {
    guard Truck.widgetQuotaRange.contains(quota) else {
      throw .invalidArgument(
        "a quota of \(quota) orders is outside \(Truck.widgetQuotaRange.lowerBound) to "
          + "\(Truck.widgetQuotaRange.upperBound)", input: "quota")
    }
    widgetQuota = quota
  }

  /// The Orders widget's entry at `now`: the orders placed on now's local day (every status,
  /// every city, counted as the sales of today are: an order stamped later that day counts
  /// too) against the quota.
  public func ordersEntry(now: Int64) -> OrdersEntry {
    let today = calendar.day(of: now)
    return OrdersEntry(
      at: now, orders: orders.rollup.orderCount(days: today...today, cities: City.allCases),
      quota: widgetQuota)
  }

  /// The Orders widget at `now`: its one entry, reloaded after the earlier of the next live
  /// order's arrival and the next local midnight, or at `now` when that arrival is already due
  /// (the session has not been ticked up to `now`).
  public func ordersTimeline(now: Int64) -> WidgetTimeline<OrdersEntry> {
    let midnight = calendar.start(ofDay: calendar.day(of: now) + 1)
    let arrival = stream.remaining > 0 ? stream.nextDue : midnight
    return WidgetTimeline(
      entries: [ordersEntry(now: now)], policy: .after, reloadAt: max(now, min(arrival, midnight)))
  }

  /// The Orders widget's text for `family` at `now`, in the session's language (see
  /// ``OrdersEntry/text(for:in:)``).
  public func ordersText(for family: WidgetFamily, now: Int64) throws(FoodTruckError) -> String {
    try ordersEntry(now: now).text(for: family, in: locale)
  }
}
