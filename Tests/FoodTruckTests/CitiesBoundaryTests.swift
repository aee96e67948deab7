// SPDX-License-Identifier: Apache-2.0
// CitiesBoundaryTests: cities and parking spots through the C ABI: counts, spots, slugs and
// names in English and Arabic, the truck's city and parking spot settings with the sales that
// follow them, and the showcase camera at chosen instants and widths, with FOODTRUCK_CITY_ALL
// and indices outside a city refused (docs/domain.md, decisions 6, 12 and 14; §5.1, §5.4).

import CFoodTruck
import FoodTruck
import Testing

@Suite("Cities boundary")
final class CitiesBoundaryTests {
  /// A live handle for each test; freed in deinit.
  let truck: UnsafeMutablePointer<foodtruck_truck>

  /// 2023-11-14 22:16:00 UTC: a whole number of 4-minute turns since the epoch.
  static let turn: Int64 = 1_700_000_160_000
  /// What one point of width changes in Apple Park's distance: 1100 m x 0.5 / 650.
  static let oneStep = 1100.0 / 1300
  static let cities = [
    FOODTRUCK_CITY_CUPERTINO, FOODTRUCK_CITY_SAN_FRANCISCO, FOODTRUCK_CITY_LONDON,
  ]

  init() throws {
    truck = try newTruck()
  }

  deinit {
    truckFree(truck)
  }

  func spot(
    _ city: foodtruck_city, _ index: Int32, sourceLocation: SourceLocation = #_sourceLocation
  )
    throws -> foodtruck_parking_spot
  {
    var spot = foodtruck_parking_spot()
    let status = parkingSpotGet(city, index, &spot)
    try #require(
      status == FOODTRUCK_OK, "foodtruck_parking_spot_get: \(lastErrorText)",
      sourceLocation: sourceLocation)
    return spot
  }

  func parkedAt(sourceLocation: SourceLocation = #_sourceLocation) throws -> foodtruck_parking_spot
  {
    var spot = foodtruck_parking_spot()
    try #require(truckParkingSpot(truck, &spot) == FOODTRUCK_OK, sourceLocation: sourceLocation)
    return spot
  }

  func camera(
    _ city: foodtruck_city = FOODTRUCK_CITY_CUPERTINO, _ index: Int32 = 0, at: Int64 = turn,
    width: Double = 1000, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> foodtruck_camera {
    var camera = foodtruck_camera()
    let status = parkingSpotCamera(city, index, at, width, &camera)
    try #require(
      status == FOODTRUCK_OK, "foodtruck_parking_spot_camera: \(lastErrorText)",
      sourceLocation: sourceLocation)
    return camera
  }

  // MARK: - Cities and spots

  @Test(
    "Cities: slugs, names in English and Arabic, and spot counts",
    arguments: zip(
      cities,
      [
        ("cupertino", "Cupertino", "كوبرتينو", 2),
        ("san-francisco", "San Francisco", "سان فرانسيسكو", 8),
        ("london", "London", "لندن", 6),
      ]))
  func city(city: foodtruck_city, expected: (String, String, String, UInt)) throws {
    #expect(try readText { citySlug(city, $0, $1, $2) } == expected.0)
    #expect(try readText { cityName(truck, city, $0, $1, $2) } == expected.1)
    var count: UInt = 0
    #expect(parkingSpotCount(city, &count) == FOODTRUCK_OK)
    #expect(count == expected.3)
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try readText { cityName(truck, city, $0, $1, $2) } == expected.2)
    #expect(try readText { citySlug(city, $0, $1, $2) } == expected.0, "slugs do not translate")
  }

  /// docs/domain.md §5.1: (city, index) -> slug, English, Arabic, latitude, longitude, distance.
  static let spots: [(foodtruck_city, Int32, String, String, String, Double, Double, Double)] = [
    (FOODTRUCK_CITY_CUPERTINO, 0, "apple-park", "Apple Park", "آبل بارك", 37.3348, -122.0090, 1100),
    (
      FOODTRUCK_CITY_CUPERTINO, 1, "infinite-loop", "Infinite Loop", "إنفينيت لوب", 37.3317,
      -122.0302, 1000
    ),
    (
      FOODTRUCK_CITY_SAN_FRANCISCO, 0, "coit-tower", "Coit Tower", "برج كويت", 37.8024, -122.4058,
      300
    ),
    (
      FOODTRUCK_CITY_SAN_FRANCISCO, 3, "golden-gate-bridge", "Golden Gate Bridge",
      "جسر البوابة الذهبية", 37.8199, -122.4783, 2000
    ),
    (
      FOODTRUCK_CITY_SAN_FRANCISCO, 7, "bay-bridge", "Bay Bridge", "جسر الخليج", 37.7983, -122.3778,
      1000
    ),
    (FOODTRUCK_CITY_LONDON, 0, "big-ben", "Big Ben", "بيغ بن", 51.4994, -0.1245, 850),
    (
      FOODTRUCK_CITY_LONDON, 3, "piccadilly-circus", "Piccadilly Circus", "بيكاديلي سيركس",
      51.510067, -0.133869, 1000
    ),
    (
      FOODTRUCK_CITY_LONDON, 5, "tower-bridge", "Tower Bridge", "جسر البرج", 51.5055, -0.0754,
      1000
    ),
  ]

  @Test("Spots: coordinates, camera distance, slug and names", arguments: spots)
  func spot(row: (foodtruck_city, Int32, String, String, String, Double, Double, Double)) throws {
    let (city, index) = (row.0, row.1)
    let spot = try spot(city, index)
    #expect(spot.city == city)
    #expect(spot.index == index)
    #expect(spot.latitude == row.5)
    #expect(spot.longitude == row.6)
    #expect(spot.camera_distance == row.7)
    #expect(try readText { parkingSpotSlug(city, index, $0, $1, $2) } == row.2)
    #expect(try readText { parkingSpotName(truck, city, index, $0, $1, $2) } == row.3)
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try readText { parkingSpotName(truck, city, index, $0, $1, $2) } == row.4)
  }

  @Test("All 16 spots are readable, each slug once, each with an Arabic name of its own")
  func everySpot() throws {
    var slugs: Set<String> = []
    for city in Self.cities {
      var count: UInt = 0
      #expect(parkingSpotCount(city, &count) == FOODTRUCK_OK)
      for index in 0..<Int32(count) {
        _ = try spot(city, index)
        slugs.insert(try readText { parkingSpotSlug(city, index, $0, $1, $2) })
        let english = try readText { parkingSpotName(truck, city, index, $0, $1, $2) }
        #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
        #expect(try readText { parkingSpotName(truck, city, index, $0, $1, $2) } != english)
        #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_EN) == FOODTRUCK_OK)
      }
    }
    #expect(slugs.count == 16)
  }

  @Test(
    "An index outside the city's spots is FOODTRUCK_ERR_INVALID_ARGUMENT naming the index",
    arguments: zip(cities + [FOODTRUCK_CITY_CUPERTINO], [2, 8, 6, -1] as [Int32]))
  func indexOutsideTheCity(city: foodtruck_city, index: Int32) {
    var spot = foodtruck_parking_spot(
      latitude: -1, longitude: -1, camera_distance: -1, city: FOODTRUCK_CITY_ALL, index: -1)
    #expect(parkingSpotGet(city, index, &spot) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_parking_spot_get: index: "))
    #expect(lastErrorText.contains("\(index)"))
    #expect(spot.index == -1 && spot.camera_distance == -1, "nothing written")
    var length: UInt = 99
    #expect(parkingSpotSlug(city, index, nil, 0, &length) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(parkingSpotName(truck, city, index, nil, 0, &length) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    var camera = foodtruck_camera()
    #expect(
      parkingSpotCamera(city, index, Self.turn, 500, &camera) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(length == 99)
  }

  @Test("FOODTRUCK_CITY_ALL is no one city: every city function refuses it, naming the city")
  func allIsNoCity() {
    let all = FOODTRUCK_CITY_ALL
    var length: UInt = 99
    var count: UInt = 99
    var spot = foodtruck_parking_spot()
    var camera = foodtruck_camera()
    let calls: [(String, foodtruck_status)] = [
      ("foodtruck_city_name", cityName(truck, all, nil, 0, &length)),
      ("foodtruck_city_slug", citySlug(all, nil, 0, &length)),
      ("foodtruck_parking_spot_count", parkingSpotCount(all, &count)),
      ("foodtruck_parking_spot_get", parkingSpotGet(all, 0, &spot)),
      ("foodtruck_parking_spot_slug", parkingSpotSlug(all, 0, nil, 0, &length)),
      ("foodtruck_parking_spot_name", parkingSpotName(truck, all, 0, nil, 0, &length)),
      ("foodtruck_parking_spot_camera", parkingSpotCamera(all, 0, Self.turn, 500, &camera)),
      ("foodtruck_truck_set_city", truckSetCity(truck, all)),
    ]
    for (name, status) in calls {
      #expect(status == FOODTRUCK_ERR_INVALID_ARGUMENT, "\(name)")
    }
    #expect(cityName(truck, all, nil, 0, &length) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText == "foodtruck_city_name: city FOODTRUCK_CITY_ALL is not one city")
    #expect(length == 99 && count == 99)
  }

  @Test("A name: a length query, too small (untouched, length reported), an exact fit")
  func nameBuffer() throws {
    // "Golden Gate Bridge" is 18 bytes.
    var length: UInt = 0
    #expect(
      parkingSpotName(truck, FOODTRUCK_CITY_SAN_FRANCISCO, 3, nil, 0, &length) == FOODTRUCK_OK)
    #expect(length == 18)
    var small = [CChar](repeating: 0x7F, count: 18)
    #expect(
      parkingSpotName(truck, FOODTRUCK_CITY_SAN_FRANCISCO, 3, &small, 18, &length)
        == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(length == 18 && small.allSatisfy { $0 == 0x7F })
    var exact = [CChar](repeating: 0x7F, count: 19)
    #expect(
      parkingSpotName(truck, FOODTRUCK_CITY_SAN_FRANCISCO, 3, &exact, 19, nil) == FOODTRUCK_OK)
    #expect(exact[18] == 0)
  }

  // MARK: - The truck's city and parking spot

  @Test("A new truck is in Cupertino, parked at Apple Park")
  func defaults() throws {
    var city = FOODTRUCK_CITY_ALL
    #expect(truckCity(truck, &city) == FOODTRUCK_OK)
    #expect(city == FOODTRUCK_CITY_CUPERTINO)
    let spot = try parkedAt()
    #expect(spot.city == FOODTRUCK_CITY_CUPERTINO && spot.index == 0)
    #expect(spot.latitude == 37.3348 && spot.longitude == -122.0090 && spot.camera_distance == 1100)
  }

  @Test("A new city parks at its spot 0; the same city keeps the spot; a spot must be the city's")
  func moving() throws {
    #expect(truckSetCity(truck, FOODTRUCK_CITY_LONDON) == FOODTRUCK_OK)
    #expect(try parkedAt().city == FOODTRUCK_CITY_LONDON)
    #expect(try parkedAt().index == 0)
    #expect(truckSetParkingSpot(truck, 5) == FOODTRUCK_OK)
    #expect(try parkedAt().latitude == 51.5055)  // Tower Bridge
    #expect(truckSetCity(truck, FOODTRUCK_CITY_LONDON) == FOODTRUCK_OK)
    #expect(try parkedAt().index == 5)
    #expect(truckSetParkingSpot(truck, 6) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_truck_set_parking_spot: index: "))
    #expect(try parkedAt().index == 5, "a refused spot changes nothing")
    #expect(truckSetCity(truck, FOODTRUCK_CITY_SAN_FRANCISCO) == FOODTRUCK_OK)
    #expect(try parkedAt().index == 0)
    #expect(truckSetParkingSpot(truck, 7) == FOODTRUCK_OK)
    #expect(truckSetCity(truck, FOODTRUCK_CITY_CUPERTINO) == FOODTRUCK_OK)
    #expect(truckSetParkingSpot(truck, 2) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(truckSetParkingSpot(truck, Int32.min) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(truckSetCity(truck, foodtruck_city(rawValue: 3)) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    var city = FOODTRUCK_CITY_ALL
    #expect(truckCity(truck, &city) == FOODTRUCK_OK)
    #expect(city == FOODTRUCK_CITY_CUPERTINO)
  }

  @Test("Orders placed after a move are sold in the new city, and its sales count them")
  func salesFollowTheCity() throws {
    let now = Self.turn
    let first = try placeOrder(truck, [(0, 2)], at: now)
    #expect(truckSetCity(truck, FOODTRUCK_CITY_LONDON) == FOODTRUCK_OK)
    let second = try placeOrder(truck, [(1, 3)], at: now + 1)
    #expect(try getOrder(truck, first).city == FOODTRUCK_CITY_CUPERTINO.rawValue)
    #expect(try getOrder(truck, second).city == FOODTRUCK_CITY_LONDON.rawValue)
    func total(_ city: foodtruck_city) -> Int64 {
      var total: Int64 = -1
      _ = salesTotal(truck, FOODTRUCK_TIMEFRAME_TODAY, city, now, &total)
      return total
    }
    #expect(total(FOODTRUCK_CITY_CUPERTINO) == 2)
    #expect(total(FOODTRUCK_CITY_LONDON) == 3)
    #expect(total(FOODTRUCK_CITY_SAN_FRANCISCO) == 0)
    #expect(total(FOODTRUCK_CITY_ALL) == 5)
  }

  // MARK: - The showcase camera

  @Test(
    "The camera's heading and pitch at chosen instants (one turn in 4 min, a swing a minute)",
    arguments: zip(
      [0, 7_500, 15_000, 30_000, 60_000, 120_000, 180_000, -15_000],
      [
        (0, 50), (11.25, 51.5625), (22.5, 55), (45, 60), (90, 50), (180, 50), (270, 50),
        (337.5, 55),
      ]
        as [(Double, Double)]))
  func headingAndPitch(offset: Int64, expected: (Double, Double)) throws {
    let camera = try camera(at: Self.turn + offset)
    #expect(camera.heading == expected.0)
    #expect(camera.pitch == expected.1)
  }

  @Test(
    "The camera's distance at the edges of 350...1000 points (Apple Park, 1100 m)",
    arguments: zip(
      [0, 350, 351, 675, 999, 1000, 1001, 1e9] as [Double],
      [1650, 1650, 1650 - oneStep, 1375, 1100 + oneStep, 1100, 1100, 1100] as [Double]))
  func distance(width: Double, metres: Double) throws {
    #expect(abs(try camera(width: width).distance - metres) < 1e-9)
  }

  @Test("The camera stands at each spot's own distance", arguments: spots)
  func spotDistance(row: (foodtruck_city, Int32, String, String, String, Double, Double, Double))
    throws
  {
    #expect(try camera(row.0, row.1, width: 200).distance == row.7 * 1.5)
    #expect(try camera(row.0, row.1, width: 2000).distance == row.7)
  }

  @Test(
    "A width that is not a length from 0 to 1e9 is refused, naming the width; nothing written",
    arguments: [-1, -0.5, 1e9 + 1, .infinity, .nan])
  func badWidth(width: Double) {
    var camera = foodtruck_camera(heading: -1, pitch: -1, distance: -1)
    #expect(
      parkingSpotCamera(FOODTRUCK_CITY_LONDON, 0, Self.turn, width, &camera)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_parking_spot_camera: width: "))
    #expect(camera.heading == -1 && camera.pitch == -1 && camera.distance == -1)
  }

  @Test("The camera takes every instant of the years 1 to 9999, and none outside")
  func instants() throws {
    let first: Int64 = -62_135_596_800_000
    let last: Int64 = 253_402_300_799_999
    #expect((0..<360).contains(try camera(at: first).heading))
    #expect((0..<360).contains(try camera(at: last).heading))
    var camera = foodtruck_camera()
    #expect(
      parkingSpotCamera(FOODTRUCK_CITY_CUPERTINO, 0, last + 1, 500, &camera)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_parking_spot_camera: at "))
  }
}
