// SPDX-License-Identifier: Apache-2.0
// ShowcaseCameraTests: the parking-spot showcase camera at chosen instants and widths, values
// worked out by hand: the heading turns once in 4 minutes, the pitch swings 50 -> 60 -> 50 each
// minute, eased, and the distance factor falls from 1.5 at 350 points to 1 at 1000 with the
// corrected percent helper (docs/domain.md §5.4, decision 14).

import FoodTruckKit
import Testing

@Suite("ShowcaseCamera")
struct ShowcaseCameraTests {
  /// 2023-11-14 22:16:00 UTC: a whole number of 4-minute turns since the epoch.
  static let turn: Int64 = 1_700_000_160_000
  static let applePark = City.cupertino.parkingSpots[0]  // camera distance 1100 m

  func camera(_ spot: ParkingSpot = applePark, at instant: Int64 = turn, width: Double = 1000)
    throws(FoodTruckError) -> ShowcaseCamera
  {
    try ShowcaseCamera(spot: spot, at: instant, width: width)
  }

  @Test(
    "The heading turns 360 degrees every 4 minutes, counted from the epoch",
    arguments: zip(
      [0, 30_000, 60_000, 120_000, 180_000, 239_999, 240_000, -60_000, -1_700_000_160_000],
      [0, 45, 90, 180, 270, 359.9985, 0, 270, 0]))
  func heading(offset: Int64, degrees: Double) throws {
    let heading = try camera(at: Self.turn + offset).heading
    #expect(abs(heading - degrees) < 1e-9, "\(heading)")
    #expect((0..<360).contains(heading))
  }

  @Test(
    "The pitch swings from 50 to 60 and back every minute, slow at both ends",
    arguments: zip(
      [0, 7_500, 15_000, 30_000, 45_000, 52_500, 60_000, 75_000, -15_000],
      [50, 51.5625, 55, 60, 55, 51.5625, 50, 55, 55]))
  func pitch(offset: Int64, degrees: Double) throws {
    #expect(try camera(at: Self.turn + offset).pitch == degrees)
  }

  @Test(
    "The distance: 1.5 times up to 350 points, 1.25 at 675, 1 from 1000 on",
    arguments: zip(
      [0, 200, 350, 512.5, 675, 837.5, 1000, 1000.5, 1500, 1e9],
      [1650, 1650, 1650, 1512.5, 1375, 1237.5, 1100, 1100, 1100, 1100]))
  func distance(width: Double, metres: Double) throws {
    #expect(try camera(width: width).distance == metres)
  }

  @Test("The original's helper would stand at 1100 m at 675 and 1650 m past 1000; we do not")
  func quirkFixed() throws {
    #expect(try camera(width: 675).distance == 1375)
    #expect(try camera(width: 1200).distance == 1100)
  }

  @Test(
    "Each spot's own distance is the base",
    arguments: zip(
      [(City.cupertino, 1), (.sanFrancisco, 0), (.sanFrancisco, 3), (.london, 0)],
      [1250.0, 375, 2500, 1062.5]))
  func spotDistance(spot: (City, Int), metres: Double) throws {
    let spot = try spot.0.parkingSpot(checkedAt: spot.1)
    #expect(try camera(spot, width: 675).distance == metres)
  }

  @Test(
    "A width that is not a length from 0 to 1e9 points is refused, naming the width",
    arguments: [-1, -0.001, 1e9 + 1, .infinity, -.infinity, .nan])
  func badWidth(width: Double) {
    do {
      _ = try camera(width: width)
      Issue.record("width \(width) was accepted")
    } catch {
      #expect(error.kind == .invalidArgument)
      #expect(error.input == "width")
    }
  }
}
