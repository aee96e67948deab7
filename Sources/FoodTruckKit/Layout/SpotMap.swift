// SPDX-License-Identifier: Apache-2.0
// SpotMap: a city's parking spots on a schematic map, placed by their coordinates, for a shell
// with no map of its own (the original shows them on MapKit's map, docs/domain.md §5).

import Foundation

public enum SpotMap {
  /// The centres of `city`'s parking spots, in the city's order, in `bounds` inset by `margin`
  /// on every side: east to the right and north up in every language (a map is not mirrored);
  /// a degree of longitude shortened by the cosine of the spots' mean latitude, so that a
  /// kilometre is as long across as up (an equirectangular projection, true enough over a
  /// city); the spots' extent scaled alike in both directions to fit, and centred. Spots that
  /// all stand at one place, or an inset with no room left, put every centre at the middle.
  public static func centres(of city: City, in bounds: Rect, margin: Double)
    throws(FoodTruckError) -> [Point]
  {
    try LayoutLimits.bounds(bounds)
    try LayoutLimits.length(margin, "margin", input: "margin")
    let spots = city.parkingSpots
    guard let first = spots.first else { return [] }
    let meanLatitude = spots.map(\.latitude).reduce(0, +) / Double(spots.count)
    let across = cos(meanLatitude * .pi / 180)
    // Each spot in east and north units of equal length.
    let places = spots.map { Point(x: $0.longitude * across, y: $0.latitude) }
    var west = first.longitude * across, east = west, south = first.latitude, north = south
    for place in places {
      west = min(west, place.x)
      east = max(east, place.x)
      south = min(south, place.y)
      north = max(north, place.y)
    }
    let room = Size(
      width: max(0, bounds.size.width - 2 * margin), height: max(0, bounds.size.height - 2 * margin)
    )
    let extent = Size(width: east - west, height: north - south)
    let scale: Double
    switch (extent.width > 0, extent.height > 0) {
    case (true, true): scale = min(room.width / extent.width, room.height / extent.height)
    case (true, false): scale = room.width / extent.width
    case (false, true): scale = room.height / extent.height
    case (false, false): scale = 0
    }
    let middle = Point(
      x: bounds.minX + bounds.size.width / 2, y: bounds.minY + bounds.size.height / 2)
    let centre = Point(x: (west + east) / 2, y: (south + north) / 2)
    return places.map {
      Point(x: middle.x + ($0.x - centre.x) * scale, y: middle.y - ($0.y - centre.y) * scale)
    }
  }
}
