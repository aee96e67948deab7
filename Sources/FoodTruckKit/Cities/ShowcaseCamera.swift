// SPDX-License-Identifier: Apache-2.0
// ShowcaseCamera: where the parking-spot map's camera looks from at an instant: a full turn
// every 4 minutes, a pitch swinging 50 -> 60 -> 50 degrees every minute, and a distance that
// grows on narrow screens (docs/domain.md §5.4, decision 14).

/// The showcase camera of a parking spot at an instant and a width.
public struct ShowcaseCamera: Sendable, Hashable {
  /// Degrees clockwise from north, 0..<360.
  public let heading: Double
  /// Degrees from looking straight down, 50...60.
  public let pitch: Double
  /// Metres from the spot: its camera distance times 1 to 1.5.
  public let distance: Double

  /// One full turn of the heading, in ms.
  public static let turnPeriod: Int64 = 240_000
  /// One swing of the pitch, up and back, in ms.
  public static let pitchPeriod: Int64 = 60_000
  /// The pitch's swing, in degrees.
  public static let pitchRange = 50.0...60.0
  /// The widths, in points, over which the distance factor falls from 1.5 to 1.
  public static let widthRange = 350.0...1000.0

  /// The camera over `spot` at `instant` (ms since the Unix epoch) on a map `width` points
  /// wide (0 to 1e9). At widths up to 350 the camera stands 1.5 times the spot's distance away,
  /// at 675 1.25 times, from 1000 on at the distance itself.
  public init(spot: ParkingSpot, at instant: Int64, width: Double) throws(FoodTruckError) {
    try LayoutLimits.length(width, "the map's width", input: "width")
    heading = 360 * Interpolation.fraction(of: instant, period: ShowcaseCamera.turnPeriod)
    let swing = Interpolation.fraction(of: instant, period: ShowcaseCamera.pitchPeriod)
    pitch = Interpolation.value(
      atPercent: Interpolation.symmetricEaseInOut(swing), in: ShowcaseCamera.pitchRange)
    let widthFactor = Interpolation.percent(of: width, in: ShowcaseCamera.widthRange)
    distance = spot.cameraDistance * (1 + 0.5 * (1 - widthFactor))
  }
}
