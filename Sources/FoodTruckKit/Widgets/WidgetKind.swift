// SPDX-License-Identifier: Apache-2.0
// WidgetKind: the app's three timeline widgets, with their names, descriptions and families
// (docs/domain.md §8). The live activity is no timeline widget (Activities/).

/// A timeline widget. Raw values are the C ABI's `foodtruck_widget_kind`.
public enum WidgetKind: Int, CaseIterable, Sendable, Hashable {
  /// Today's best sellers, one an hour, each with its week's trend.
  case dailyDonut = 0
  /// The day's orders against the quota.
  case orders = 1
  /// Where the truck is parked.
  case parkingSpot = 2

  /// The display name the widget gallery shows.
  public var name: LocalizedText {
    switch self {
    case .dailyDonut: LocalizedText(en: "Daily Donut", ar: "دونات اليوم")
    case .orders: LocalizedText(en: "Orders", ar: "الطلبات")
    case .parkingSpot: LocalizedText(en: "Parking Spot", ar: "موقف الشاحنة")
    }
  }

  /// The description under the name in the widget gallery.
  public var descriptionText: LocalizedText {
    switch self {
    case .dailyDonut:
      LocalizedText(
        en: "Showcasing the latest trending donuts.", ar: "يعرض أحدث الدونات الرائجة.")
    case .orders:
      LocalizedText(
        en: "Information about Food Truck's orders and daily quotas.",
        ar: "معلومات عن طلبات شاحنة الطعام وحصصها اليومية.")
    case .parkingSpot:
      LocalizedText(
        en: "Information about your Food Truck's parking spot.",
        ar: "معلومات عن موقف شاحنة الطعام الخاصة بك.")
    }
  }

  /// The families the widget comes in, in the original's order (its iOS families).
  public var families: [WidgetFamily] {
    switch self {
    case .dailyDonut: [.small, .medium, .large, .extraLarge]
    case .orders: [.accessoryRectangular, .accessoryCircular, .accessoryInline, .small]
    case .parkingSpot: [.accessoryRectangular, .accessoryInline, .accessoryCircular]
    }
  }
}
