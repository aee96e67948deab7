// SPDX-License-Identifier: Apache-2.0
// ParkingSpotWidgetTests: the Parking Spot widget: the truck's spot as its one entry, never
// reloaded by itself, and each city's abbreviation derived from its name in English and Arabic
// (docs/domain.md §8.3, decision 8).

import Testing

@testable import FoodTruckKit

@Suite("Parking Spot widget")
struct ParkingSpotWidgetTests {
  /// 2026-11-28 12:00:00 UTC.
  static let noon: Int64 = 20785 * 86_400_000 + 43_200_000

  @Test("The entry is where the truck is parked; the timeline never reloads by itself")
  func entry() throws {
    var truck = Truck()
    var timeline = truck.parkingSpotTimeline(now: Self.noon)
    #expect(timeline.entries.map(\.at) == [Self.noon])
    #expect(timeline.entries.map(\.spot.slug) == ["apple-park"])
    #expect(timeline.policy == .never)
    #expect(timeline.reloadAt == nil)
    truck.setCity(.london)
    try truck.setParkingSpot(index: 3)
    timeline = truck.parkingSpotTimeline(now: Self.noon)
    #expect(timeline.entries.map(\.spot.slug) == ["piccadilly-circus"])
    #expect(timeline.entries.map(\.cityAbbreviation.en) == ["LON"])
    #expect(truck.parkingSpotEntry(now: Self.noon) == timeline.entries[0])
    #expect(truck.timeline(of: .parkingSpot, now: Self.noon).entries == [Self.noon])
  }

  @Test(
    "Each city's abbreviation, derived from its names (the original's fixed \"CUP\" for all)",
    arguments: zip(City.allCases, [("CUP", "كوب"), ("SF", "س.ف"), ("LON", "لند")]))
  func abbreviation(city: City, expected: (String, String)) {
    #expect(city.abbreviation.en == expected.0)
    #expect(city.abbreviation.ar == expected.1)
  }

  @Test(
    "The rule: one word gives its first three letters, several words their initials",
    arguments: [
      ("Oslo", "", "Osl"), ("Ur", "", "Ur"), ("New York", "", "NY"),
      ("Rio de Janeiro", "", "RdJ"), ("الدوحة", ".", "الد"), ("أبو ظبي", ".", "أ.ظ"),
    ])
  func rule(name: String, separator: String, expected: String) {
    #expect(City.abbreviation(of: name, separator: separator) == expected)
  }
}
