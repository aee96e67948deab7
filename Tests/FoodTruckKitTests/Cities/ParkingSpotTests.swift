// SPDX-License-Identifier: Apache-2.0
// ParkingSpotTests: the three cities and their 16 parking spots in the original's order, with
// stable slugs, coordinates, camera distances and names in English and Arabic ("Infinite Loop"
// translated) (docs/domain.md, decisions 6 and 12; §5.1).

import FoodTruckKit
import Testing

@Suite("ParkingSpot")
struct ParkingSpotTests {
  /// docs/domain.md §5.1, written out: city, slug, English, latitude, longitude, distance.
  static let table: [(City, String, String, Double, Double, Double)] = [
    (.cupertino, "apple-park", "Apple Park", 37.3348, -122.0090, 1100),
    (.cupertino, "infinite-loop", "Infinite Loop", 37.3317, -122.0302, 1000),
    (.sanFrancisco, "coit-tower", "Coit Tower", 37.8024, -122.4058, 300),
    (.sanFrancisco, "fishermans-wharf", "Fisherman's Wharf", 37.8099, -122.4103, 700),
    (.sanFrancisco, "ferry-building", "Ferry Building", 37.7956, -122.3935, 450),
    (.sanFrancisco, "golden-gate-bridge", "Golden Gate Bridge", 37.8199, -122.4783, 2000),
    (.sanFrancisco, "oracle-park", "Oracle Park", 37.7786, -122.3893, 650),
    (.sanFrancisco, "the-castro-theatre", "The Castro Theatre", 37.7609, -122.4350, 400),
    (.sanFrancisco, "sutro-tower", "Sutro Tower", 37.7552, -122.4528, 1000),
    (.sanFrancisco, "bay-bridge", "Bay Bridge", 37.7983, -122.3778, 1000),
    (.london, "big-ben", "Big Ben", 51.4994, -0.1245, 850),
    (.london, "buckingham-palace", "Buckingham Palace", 51.5014, -0.1419, 750),
    (.london, "marble-arch", "Marble Arch", 51.5131, -0.1589, 1000),
    (.london, "piccadilly-circus", "Piccadilly Circus", 51.510067, -0.133869, 1000),
    (.london, "shakespeares-globe", "Shakespeare's Globe", 51.5081, -0.0972, 1000),
    (.london, "tower-bridge", "Tower Bridge", 51.5055, -0.0754, 1000),
  ]

  /// The Arabic names, in the same order.
  static let arabic = [
    "آبل بارك", "إنفينيت لوب", "برج كويت", "رصيف الصيادين", "مبنى العبّارات",
    "جسر البوابة الذهبية", "أوراكل بارك", "مسرح كاسترو", "برج سوترو", "جسر الخليج", "بيغ بن",
    "قصر باكنغهام", "ماربل آرش", "بيكاديلي سيركس", "مسرح غلوب لشكسبير", "جسر البرج",
  ]

  static let every = City.allCases.flatMap(\.parkingSpots)

  @Test("The cities come in the original's order with their slugs and names")
  func cities() {
    #expect(City.allCases == [.cupertino, .sanFrancisco, .london])
    #expect(City.allCases.map(\.slug) == ["cupertino", "san-francisco", "london"])
    #expect(City.allCases.map(\.name.en) == ["Cupertino", "San Francisco", "London"])
    #expect(City.allCases.map(\.name.ar) == ["كوبرتينو", "سان فرانسيسكو", "لندن"])
    #expect(City.allCases.map(\.parkingSpots.count) == [2, 8, 6])
  }

  @Test("The 16 spots, city by city in the original's order", arguments: zip(0..<16, table))
  func spot(position: Int, row: (City, String, String, Double, Double, Double)) {
    let spot = Self.every[position]
    #expect(spot.city == row.0)
    #expect(spot.slug == row.1)
    #expect(spot.name.en == row.2)
    #expect(spot.latitude == row.3)
    #expect(spot.longitude == row.4)
    #expect(spot.cameraDistance == row.5)
    #expect(spot.index == Self.table.prefix(position).filter { $0.0 == row.0 }.count)
    #expect(spot.name.ar == Self.arabic[position])
  }

  @Test("Spots are numbered from 0 in each city and found by that number")
  func indices() throws {
    for city in City.allCases {
      #expect(city.parkingSpots.map(\.index) == Array(0..<city.parkingSpots.count))
      #expect(city.parkingSpots.allSatisfy { $0.city == city })
      for spot in city.parkingSpots {
        #expect(try city.parkingSpot(checkedAt: spot.index) == spot)
      }
    }
  }

  @Test(
    "An index outside the city's spots is refused, naming the index",
    arguments: [(City.cupertino, 2), (.cupertino, -1), (.sanFrancisco, 8), (.london, 6)])
  func outOfRange(city: City, index: Int) {
    #expect(throws: FoodTruckError.self) { try city.parkingSpot(checkedAt: index) }
    do {
      _ = try city.parkingSpot(checkedAt: index)
    } catch {
      #expect(error.kind == .invalidArgument)
      #expect(error.input == "index")
      #expect(error.message.contains("\(index)"))
      #expect(error.message.contains(city.name.en))
    }
  }

  @Test("Slugs are lower-case kebab and unique across every city and the city slugs")
  func slugs() {
    let slugs = Self.every.map(\.slug)
    #expect(Set(slugs).count == 16)
    #expect(Set(slugs).isDisjoint(with: City.allCases.map(\.slug)))
    let kebab = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
    for slug in slugs + City.allCases.map(\.slug) {
      #expect(slug.allSatisfy { kebab.contains($0) }, "\(slug)")
      #expect(!slug.hasPrefix("-") && !slug.hasSuffix("-") && !slug.contains("--"), "\(slug)")
    }
  }

  @Test("Every name has its Arabic, none left in English: Infinite Loop is translated")
  func arabicNames() {
    for spot in Self.every {
      #expect(spot.name.ar != spot.name.en)
      let arabicOrSpace = spot.name.ar.unicodeScalars.allSatisfy {
        (0x0600...0x06FF).contains($0.value) || $0 == " "
      }
      #expect(arabicOrSpace, "\(spot.slug): \(spot.name.ar)")
    }
    #expect(City.cupertino.parkingSpots[1].name.ar == "إنفينيت لوب")
  }

  @Test(
    "A city is found by its slug, and only by its exact slug",
    arguments: zip(
      ["cupertino", "san-francisco", "london", "London", "sanfrancisco", "", "apple-park"],
      [City.cupertino, .sanFrancisco, .london, nil, nil, nil, nil]))
  func citiesBySlug(slug: String, city: City?) {
    #expect(City(slug: slug) == city)
  }
}
