// SPDX-License-Identifier: Apache-2.0
// ParkingSpotWidget: the Parking Spot widget's timeline: where the truck is parked, one entry
// that never reloads by itself (docs/domain.md §8.3, decision 8).

/// The Parking Spot widget: the truck's spot, with its city.
public struct ParkingSpotEntry: WidgetEntry {
  public let at: Int64
  /// Where the truck is parked (its name and its city's are the widget's texts).
  public let spot: ParkingSpot

  /// The circular family's text, derived from the city's name (City.abbreviation).
  public var cityAbbreviation: LocalizedText { spot.city.abbreviation }
}

extension Truck {
  /// The Parking Spot widget's entry at `now`: the truck's spot.
  public func parkingSpotEntry(now: Int64) -> ParkingSpotEntry {
    ParkingSpotEntry(at: now, spot: parkingSpot)
  }

  /// The Parking Spot widget at `now`: its one entry. The spot changes only by the operator's
  /// hand, so the timeline never reloads by itself: a shell asks again after it moves the
  /// truck.
  public func parkingSpotTimeline(now: Int64) -> WidgetTimeline<ParkingSpotEntry> {
    WidgetTimeline(entries: [parkingSpotEntry(now: now)], policy: .never, reloadAt: nil)
  }
}
