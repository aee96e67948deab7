// SPDX-License-Identifier: Apache-2.0
// Geometry: points, sizes and rectangles in points, y pointing down, as the original's layouts
// use them.

public struct Point: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

public struct Size: Sendable, Hashable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

public struct Rect: Sendable, Hashable {
  public var origin: Point
  public var size: Size

  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = Point(x: x, y: y)
    size = Size(width: width, height: height)
  }

  /// The rectangle of `size` centred on `center`.
  @inlinable
  public init(center: Point, size: Size) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }

  @inlinable public var minX: Double { origin.x }
  @inlinable public var minY: Double { origin.y }
  @inlinable public var maxX: Double { origin.x + size.width }
  @inlinable public var maxY: Double { origin.y + size.height }
  @inlinable public var midX: Double { origin.x + size.width / 2 }
  @inlinable public var midY: Double { origin.y + size.height / 2 }

  /// This rectangle mirrored left-right inside `bounds` (right-to-left layouts).
  @inlinable
  public func mirrored(in bounds: Rect) -> Rect {
    Rect(x: bounds.minX + bounds.maxX - maxX, y: minY, width: size.width, height: size.height)
  }
}

/// A layout's input dimension: a number of points, or unspecified (the view picks).
public enum Dimension: Sendable, Hashable {
  case points(Double)
  case unspecified

  @usableFromInline
  func or(_ fallback: Double) -> Double {
    switch self {
    case .points(let value): value
    case .unspecified: fallback
    }
  }
}

/// Horizontal alignment, in leading/trailing terms (mirrored right to left).
public enum HorizontalAlignment: Int, CaseIterable, Sendable, Hashable {
  case leading = 0, center = 1, trailing = 2

  @usableFromInline
  var factor: Double {
    switch self {
    case .leading: 0
    case .center: 0.5
    case .trailing: 1
    }
  }
}

public enum VerticalAlignment: Int, CaseIterable, Sendable, Hashable {
  case top = 0, center = 1, bottom = 2

  @usableFromInline
  var factor: Double {
    switch self {
    case .top: 0
    case .center: 0.5
    case .bottom: 1
    }
  }
}
