// SPDX-License-Identifier: Apache-2.0
// Cities: the three cities and their parking spots (stable slugs, coordinates, localized
// names), and the parking-spot showcase camera. The truck's own city and spot are settings
// (Truck.swift).
//
// C <-> Swift
//   foodtruck_city                City (FOODTRUCK_CITY_ALL refused: one city is meant)
//   foodtruck_parking_spot        ParkingSpot (its slug and name through their own functions)
//   foodtruck_camera              ShowcaseCamera

import CFoodTruck
import FoodTruckKit

// MARK: - foodtruck_city

/// Writes a city's display name in the session's language ("San Francisco").
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_CITY_ALL.
///
/// - Parameter city: The city.
@c(foodtruck_city_name) public func cityName(
  _ truck: UnsafePointer<foodtruck_truck>?, _ city: foodtruck_city,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_city_name", truck) { session throws(BoundaryError) in
    let city = try Arg.oneCity(city)
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(city.name) })
  }
}

/// Writes a city's stable id, lower-case kebab: "cupertino", "san-francisco", "london".
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_CITY_ALL.
///
/// - Parameter city: The city.
@c(foodtruck_city_slug) public func citySlug(
  _ city: foodtruck_city, _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_city_slug") { () throws(BoundaryError) in
    let city = try Arg.oneCity(city)
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(city.slug)
  }
}

// MARK: - foodtruck_parking_spot

/// Counts a city's parking spots: 2 in Cupertino, 8 in San Francisco, 6 in London. Their
/// indices run from 0 to count - 1.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_CITY_ALL.
///
/// - Parameters:
///   - city: The city.
///   - count_out: Receives the count.
@c(foodtruck_parking_spot_count) public func parkingSpotCount(
  _ city: foodtruck_city, _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_parking_spot_count") { () throws(BoundaryError) in
    let city = try Arg.oneCity(city)
    let out = try Arg.out(count_out, "count_out")
    out.pointee = UInt(city.parkingSpots.count)
  }
}

/// Reads a parking spot: its coordinates, camera distance, city and index.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_CITY_ALL or an index outside 0 to the
/// city's count - 1.
///
/// - Parameters:
///   - city: The city.
///   - index: The spot's position in the city's list (the largest city has 8). Range: 0 to 7.
///   - spot_out: Receives the spot.
@c(foodtruck_parking_spot_get) public func parkingSpotGet(
  _ city: foodtruck_city, _ index: Int32, _ spot_out: UnsafeMutablePointer<foodtruck_parking_spot>?
) -> foodtruck_status {
  ffi("foodtruck_parking_spot_get") { () throws(BoundaryError) in
    let spot = try Arg.parkingSpot(city, index)
    let out = try Arg.out(spot_out, "spot_out")
    out.storeZeroingPadding(foodtruck_parking_spot(spot))
  }
}

/// Writes a parking spot's stable id, lower-case kebab ("apple-park", "fishermans-wharf"),
/// unique across every city.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_CITY_ALL or an index outside 0 to the
/// city's count - 1.
///
/// - Parameters:
///   - city: The city.
///   - index: The spot's position in the city's list (the largest city has 8). Range: 0 to 7.
@c(foodtruck_parking_spot_slug) public func parkingSpotSlug(
  _ city: foodtruck_city, _ index: Int32, _ text_out: UnsafeMutablePointer<CChar>?,
  _ capacity: UInt, _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_parking_spot_slug") { () throws(BoundaryError) in
    let spot = try Arg.parkingSpot(city, index)
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(spot.slug)
  }
}

/// Writes a parking spot's display name in the session's language ("Golden Gate Bridge").
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_CITY_ALL or an index outside 0 to the
/// city's count - 1.
///
/// - Parameters:
///   - city: The city.
///   - index: The spot's position in the city's list (the largest city has 8). Range: 0 to 7.
@c(foodtruck_parking_spot_name) public func parkingSpotName(
  _ truck: UnsafePointer<foodtruck_truck>?, _ city: foodtruck_city, _ index: Int32,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_parking_spot_name", truck) { session throws(BoundaryError) in
    let spot = try Arg.parkingSpot(city, index)
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(spot.name) })
  }
}

/// Reads the showcase camera over a parking spot at an instant, on a map of a given width.
///
/// The heading is 360 degrees x the part of the current 4 minutes that has passed (counted
/// from the epoch); the pitch swings from 50 to 60 degrees and back every minute, eased; the
/// distance is the spot's camera distance x (1 + 0.5 x (1 - p)), p = (width - 350) / (1000 -
/// 350) clamped to 0 to 1: 1.5 times up to 350 points, 1.25 at 675, once from 1000 on.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_CITY_ALL, an index outside 0 to the
/// city's count - 1, or a width outside 0 to 1e9.
///
/// - Parameters:
///   - city: The city.
///   - index: The spot's position in the city's list (the largest city has 8). Range: 0 to 7.
///   - at: The instant, ms since the Unix epoch.
///   - width: The map's width in points. Range: 0 to 1e9.
///   - camera_out: Receives the camera.
@c(foodtruck_parking_spot_camera) public func parkingSpotCamera(
  _ city: foodtruck_city, _ index: Int32, _ at: Int64, _ width: Double,
  _ camera_out: UnsafeMutablePointer<foodtruck_camera>?
) -> foodtruck_status {
  ffi("foodtruck_parking_spot_camera") { () throws(BoundaryError) in
    let spot = try Arg.parkingSpot(city, index)
    let at = try Arg.instant(at, "at")
    let out = try Arg.out(camera_out, "camera_out")
    out.storeZeroingPadding(
      foodtruck_camera(
        try core { () throws(FoodTruckError) in
          try ShowcaseCamera(spot: spot, at: at, width: width)
        }))
  }
}
