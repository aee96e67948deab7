// SPDX-License-Identifier: Apache-2.0
// WidgetKindTests: the three timeline widgets' names and descriptions in English and Arabic,
// the families each comes in, and which Daily Donut families draw the trend (docs/domain.md
// §8, decision 9).

import FoodTruckKit
import Testing

@Suite("WidgetKind")
struct WidgetKindTests {
  /// docs/domain.md §8: kind -> English name, Arabic name, English description, Arabic one.
  static let texts: [WidgetKind: [String]] = [
    .dailyDonut: [
      "Daily Donut", "دونات اليوم", "Showcasing the latest trending donuts.",
      "يعرض أحدث الدونات الرائجة.",
    ],
    .orders: [
      "Orders", "الطلبات", "Information about Food Truck's orders and daily quotas.",
      "معلومات عن طلبات شاحنة الطعام وحصصها اليومية.",
    ],
    .parkingSpot: [
      "Parking Spot", "موقف الشاحنة", "Information about your Food Truck's parking spot.",
      "معلومات عن موقف شاحنة الطعام الخاصة بك.",
    ],
  ]

  @Test("Names and descriptions in English and Arabic", arguments: WidgetKind.allCases)
  func texts(kind: WidgetKind) {
    let expected = WidgetKindTests.texts[kind] ?? []
    #expect(
      [kind.name.en, kind.name.ar, kind.descriptionText.en, kind.descriptionText.ar] == expected)
  }

  @Test("Raw values are the C ABI's, in the original's order")
  func rawValues() {
    #expect(WidgetKind.allCases.map(\.rawValue) == [0, 1, 2])
    #expect(WidgetFamily.allCases.map(\.rawValue) == Array(0...6))
    #expect(ReloadPolicy.allCases.map(\.rawValue) == [0, 1, 2])
  }

  @Test("Each widget's families, in the original's order")
  func families() {
    #expect(WidgetKind.dailyDonut.families == [.small, .medium, .large, .extraLarge])
    #expect(
      WidgetKind.orders.families == [
        .accessoryRectangular, .accessoryCircular, .accessoryInline, .small,
      ])
    #expect(
      WidgetKind.parkingSpot.families == [
        .accessoryRectangular, .accessoryInline, .accessoryCircular,
      ])
  }

  @Test(
    "Medium, large and extra large draw the trend; small and the accessory families do not",
    arguments: zip(WidgetFamily.allCases, [false, true, true, true, false, false, false]))
  func showsTrend(family: WidgetFamily, expected: Bool) {
    #expect(family.showsTrend == expected)
  }
}
