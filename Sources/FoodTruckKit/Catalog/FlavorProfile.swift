// SPDX-License-Identifier: Apache-2.0
// FlavorProfile: one integer per flavor axis, combined by plain addition.

/// A flavor profile: one integer per ``Flavor``. Values may be negative.
public struct FlavorProfile: Sendable, Hashable, Codable {
  public var salty: Int32
  public var sweet: Int32
  public var bitter: Int32
  public var sour: Int32
  public var savory: Int32
  public var spicy: Int32

  public init(
    salty: Int32 = 0, sweet: Int32 = 0, bitter: Int32 = 0,
    sour: Int32 = 0, savory: Int32 = 0, spicy: Int32 = 0
  ) {
    self.salty = salty
    self.sweet = sweet
    self.bitter = bitter
    self.sour = sour
    self.savory = savory
    self.spicy = spicy
  }

  /// The profile with every axis 0.
  public static let zero = FlavorProfile()

  /// The value on one axis.
  public subscript(flavor: Flavor) -> Int32 {
    switch flavor {
    case .salty: salty
    case .sweet: sweet
    case .bitter: bitter
    case .sour: sour
    case .savory: savory
    case .spicy: spicy
    }
  }

  /// The union of two profiles: axis-by-axis addition, unclamped. Catalog values are single
  /// digits, so the wrapping operator can never actually wrap; it keeps the path trap-free.
  public static func + (lhs: FlavorProfile, rhs: FlavorProfile) -> FlavorProfile {
    FlavorProfile(
      salty: lhs.salty &+ rhs.salty, sweet: lhs.sweet &+ rhs.sweet,
      bitter: lhs.bitter &+ rhs.bitter, sour: lhs.sour &+ rhs.sour,
      savory: lhs.savory &+ rhs.savory, spicy: lhs.spicy &+ rhs.spicy)
  }

  /// The strongest flavor and its value, with the original app's tie-break: start from
  /// (sweet, 0) and walk the axes in order, replacing only on a strictly greater value. So the
  /// earlier axis wins a tie, and a profile with every axis <= 0 gives (sweet, 0).
  public var mostPotent: (flavor: Flavor, value: Int32) {
    var best = (flavor: Flavor.sweet, value: Int32(0))
    for flavor in Flavor.allCases where self[flavor] > best.value {
      best = (flavor, self[flavor])
    }
    return best
  }
}
