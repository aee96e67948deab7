// SPDX-License-Identifier: Apache-2.0
// ActivityPresentation: what the lock screen and the Dynamic Island show for an activity, as
// text and image keys that a shell draws; the donut count comes from the order
// (docs/domain.md, decision 8).

/// A piece of an activity's presentation. Raw values are the C ABI's `foodtruck_activity_text_slot`.
public enum ActivityTextSlot: Int, CaseIterable, Sendable, Hashable {
  case lockTitle = 0
  case lockDonuts = 1
  case countdown = 2
  case remaining = 3
  case compactIcon = 4
  case expandedIcon = 5
  case expandedBottom = 6
  case widgetURL = 7
  case activityName = 8
  case notificationTitle = 9
  case notificationBody = 10
}

extension Truck {
  static let remainingLabel = LocalizedText(en: "Remaining", ar: "المتبقي")
  static let activityName = LocalizedText(
    en: "Order preparation activity.", ar: "نشاط تحضير الطلب.")
  static let notificationTitle = LocalizedText(en: "Donuts are done!", ar: "الدونات جاهزة!")
  static let notificationBody = LocalizedText(
    en: "Time to take them out of the oven.", ar: "حان وقت إخراجها من الفرن.")
  static let orderTitle = LocalizedText(en: "Order %@", ar: "طلب %@")

  /// The text of one slot of activity `id`'s presentation at `now`, in the session's language.
  public func activityText(_ slot: ActivityTextSlot, activity id: Int, now: Int64)
    throws(FoodTruckError) -> String
  {
    let activity = try activities.activity(id: id)
    let order = try orders.order(number: activity.orderNumber)
    switch slot {
    case .lockTitle:
      return Truck.orderTitle.text(in: locale).filling("%@", with: order.shortId)
    case .lockDonuts: return PluralText.donuts.text(order.totalDonuts, in: locale)
    case .countdown: return activity.timer.countdownText(at: now, in: locale)
    case .remaining: return Truck.remainingLabel.text(in: locale)
    case .compactIcon: return "IslandCompactIcon"
    case .expandedIcon: return "IslandExpandedIcon"
    case .expandedBottom:
      let separator = locale.isArabic ? "، " : ", "
      return order.lines.map { line in
        let name =
          catalog.donuts.indices.contains(line.donutId)
          ? catalog.donuts[line.donutId].name.text(in: locale) : "#\(line.donutId)"
        return locale.number(line.count) + "\u{00D7} " + name
      }.joined(separator: separator)
    case .widgetURL: return DeepLink.url(forOrder: order.number)
    case .activityName: return Truck.activityName.text(in: locale)
    case .notificationTitle: return Truck.notificationTitle.text(in: locale)
    case .notificationBody: return Truck.notificationBody.text(in: locale)
    }
  }
}
