// SPDX-License-Identifier: Apache-2.0
// SpotMapTests: a city's parking spots on a schematic map, placed by their coordinates: east to
// the right, north up, longitude shortened by the cosine of the mean latitude, fitted and
// centred, never mirrored.

import FoodTruckKit
import Foundation
import Testing

@Suite("SpotMap")
struct SpotMapTests {
  /// Cupertino's two spots, worked by hand from their coordinates: Apple Park (37.3348 N,
  /// 122.0090 W) and Infinite Loop (37.3317 N, 122.0302 W). Mean latitude 37.33325°, so a
  /// degree of longitude is cos(37.33325°) = 0.795122 as long as one of latitude: the extent is
  /// 0.0212 × 0.795122 = 0.0168566 across by 0.0031 up. In 100 × 100 inset by 10 the 80 across
  /// limit the scale, 80 / 0.0168566 = 4745.92, so the spots are 80 apart across and
  /// 0.0031 × 4745.92 = 14.712 apart up, centred on (50, 50): Infinite Loop west and south at
  /// (10, 57.356), Apple Park east and north at (90, 42.644).
  @Test("Cupertino's two spots, by hand: across the room, north up, centred")
  func cupertino() throws {
    let centres = try SpotMap.centres(
      of: .cupertino, in: Rect(x: 0, y: 0, width: 100, height: 100), margin: 10)
    #expect(centres.count == 2)
    let expected = [(90.0, 42.644), (10.0, 57.356)]  // Apple Park, Infinite Loop: the city's order
    for (centre, (x, y)) in zip(centres, expected) {
      #expect(abs(centre.x - x) < 0.001)
      #expect(abs(centre.y - y) < 0.001)
    }
  }

  @Test("Every city's spots inside the inset bounds, touching two opposite sides")
  func fitted() throws {
    let bounds = Rect(x: 20, y: 30, width: 300, height: 180)
    for city in City.allCases {
      let centres = try SpotMap.centres(of: city, in: bounds, margin: 12)
      #expect(centres.count == city.parkingSpots.count)
      let xs = centres.map(\.x), ys = centres.map(\.y)
      for x in xs { #expect(x >= 32 - 1e-9 && x <= 308 + 1e-9) }
      for y in ys { #expect(y >= 42 - 1e-9 && y <= 198 + 1e-9) }
      let fillsAcross = abs(xs.min()! - 32) < 1e-9 && abs(xs.max()! - 308) < 1e-9
      let fillsUp = abs(ys.min()! - 42) < 1e-9 && abs(ys.max()! - 198) < 1e-9
      #expect(fillsAcross || fillsUp)
      // Centred: the extent's middle is the bounds' middle.
      #expect(abs((xs.min()! + xs.max()!) / 2 - 170) < 1e-9)
      #expect(abs((ys.min()! + ys.max()!) / 2 - 120) < 1e-9)
    }
  }

  @Test("The northernmost spot is highest and the easternmost rightmost, in every city")
  func northUpEastRight() throws {
    for city in City.allCases {
      let spots = city.parkingSpots
      let centres = try SpotMap.centres(
        of: city, in: Rect(x: 0, y: 0, width: 400, height: 400), margin: 0)
      let north = spots.indices.max { spots[$0].latitude < spots[$1].latitude }!
      let east = spots.indices.max { spots[$0].longitude < spots[$1].longitude }!
      #expect(centres[north].y == centres.map(\.y).min())
      #expect(centres[east].x == centres.map(\.x).max())
    }
  }

  @Test("No room left inside the margin: every centre at the middle")
  func noRoom() throws {
    let centres = try SpotMap.centres(
      of: .london, in: Rect(x: 0, y: 0, width: 40, height: 40), margin: 30)
    for centre in centres {
      #expect(centre.x == 20)
      #expect(centre.y == 20)
    }
  }

  @Test(
    "A margin or bounds that are no lengths are refused", arguments: [-1, .nan, .infinity, 2e9])
  func refused(margin: Double) {
    #expect(throws: FoodTruckError.self) {
      try SpotMap.centres(
        of: .london, in: Rect(x: 0, y: 0, width: 100, height: 100), margin: margin)
    }
    #expect(throws: FoodTruckError.self) {
      try SpotMap.centres(of: .london, in: Rect(x: 0, y: 0, width: margin, height: 100), margin: 0)
    }
  }
}
