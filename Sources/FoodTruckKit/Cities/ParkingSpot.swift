// SPDX-License-Identifier: Apache-2.0
// ParkingSpot: the 16 places the truck parks in the three cities, in the original's order, with
// their coordinates and the showcase camera's distance (docs/domain.md §5.1).

/// A place where the truck can park: its city and position there, its stable slug, its names,
/// where it is and how far the showcase camera stands from it.
public struct ParkingSpot: Sendable, Hashable {
  /// The city the spot is in.
  public let city: City
  /// The spot's position in its city's list, from 0 (the first spot, where the truck parks on
  /// arriving in the city).
  public let index: Int
  /// The stable id, lower-case kebab ("apple-park"); unique across every city.
  public let slug: String
  /// The display names.
  public let name: LocalizedText
  /// Degrees north of the equator.
  public let latitude: Double
  /// Degrees east of Greenwich (negative: west).
  public let longitude: Double
  /// How far the showcase camera stands from the spot before its width factor, in metres.
  public let cameraDistance: Double

  /// The camera distance of a spot that does not set its own, in metres.
  public static let defaultCameraDistance = 1000.0
}

extension ParkingSpot {
  /// One row of a city's table: slug, English, Arabic, latitude, longitude, camera distance.
  private typealias Row = (String, String, String, Double, Double, Double)

  /// The spots of every city, indexed by the city's raw value.
  static let table: [[ParkingSpot]] = [
    spots(
      .cupertino,
      [
        ("apple-park", "Apple Park", "آبل بارك", 37.3348, -122.0090, 1100),
        // The original leaves "Infinite Loop" in English (docs/domain.md, decision 12).
        (
          "infinite-loop", "Infinite Loop", "إنفينيت لوب", 37.3317, -122.0302, defaultCameraDistance
        ),
      ]),
    spots(
      .sanFrancisco,
      [
        ("coit-tower", "Coit Tower", "برج كويت", 37.8024, -122.4058, 300),
        ("fishermans-wharf", "Fisherman's Wharf", "رصيف الصيادين", 37.8099, -122.4103, 700),
        ("ferry-building", "Ferry Building", "مبنى العبّارات", 37.7956, -122.3935, 450),
        (
          "golden-gate-bridge", "Golden Gate Bridge", "جسر البوابة الذهبية", 37.8199, -122.4783,
          2000
        ),
        ("oracle-park", "Oracle Park", "أوراكل بارك", 37.7786, -122.3893, 650),
        ("the-castro-theatre", "The Castro Theatre", "مسرح كاسترو", 37.7609, -122.4350, 400),
        ("sutro-tower", "Sutro Tower", "برج سوترو", 37.7552, -122.4528, defaultCameraDistance),
        ("bay-bridge", "Bay Bridge", "جسر الخليج", 37.7983, -122.3778, defaultCameraDistance),
      ]),
    spots(
      .london,
      [
        ("big-ben", "Big Ben", "بيغ بن", 51.4994, -0.1245, 850),
        ("buckingham-palace", "Buckingham Palace", "قصر باكنغهام", 51.5014, -0.1419, 750),
        ("marble-arch", "Marble Arch", "ماربل آرش", 51.5131, -0.1589, defaultCameraDistance),
        (
          "piccadilly-circus", "Piccadilly Circus", "بيكاديلي سيركس", 51.510067, -0.133869,
          defaultCameraDistance
        ),
        (
          "shakespeares-globe", "Shakespeare's Globe", "مسرح غلوب لشكسبير", 51.5081, -0.0972,
          defaultCameraDistance
        ),
        ("tower-bridge", "Tower Bridge", "جسر البرج", 51.5055, -0.0754, defaultCameraDistance),
      ]),
  ]

  /// A city's rows as spots, numbered in order.
  private static func spots(_ city: City, _ rows: [Row]) -> [ParkingSpot] {
    rows.enumerated().map { index, row in
      ParkingSpot(
        city: city, index: index, slug: row.0, name: LocalizedText(en: row.1, ar: row.2),
        latitude: row.3, longitude: row.4, cameraDistance: row.5)
    }
  }
}
