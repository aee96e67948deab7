// SPDX-License-Identifier: Apache-2.0
// DiagonalStack: 1 to 3 donuts on a diagonal, the original's DiagonalDonutStackLayout
// (docs/domain.md §6.1).

public enum DiagonalStack {
  /// The size used for an unspecified proposal dimension.
  public static let defaultSide = 60.0

  /// How many donuts a stack shows; the rest are its overflow badge's.
  public static let shownCount = 3

  /// The stack view's overflow badge for `count` donuts (docs/domain.md §6.1): "+N" for the N
  /// beyond the three shown, in the locale's digits (in Arabic a mark keeps the sign on the
  /// number's left in right-to-left text, as for a minus), or "" when it shows them all.
  public static func overflowBadge(count: Int, locale: TruckLocale) -> String {
    let hidden = count - shownCount
    guard hidden > 0 else { return "" }
    return locale.plusSign + locale.number(hidden)
  }

  /// The size that fits a proposal: a square of side min(width, height), unspecified
  /// dimensions read as 60.
  public static func sizeThatFits(width: Dimension, height: Dimension) -> Size {
    let side = min(width.or(defaultSide), height.or(defaultSide))
    return Size(width: side, height: side)
  }

  /// The most donuts the stack shows; later subviews are not placed.
  @inlinable public static var capacity: Int { 3 }

  /// The frames (centre and size) of the first min(count, 3) subviews in `bounds`. The working
  /// square has side s = min of the proposal (by default the bounds' size) and sits at the
  /// bottom-trailing corner; right to left mirrors it all. Bounds beyond
  /// ``LayoutLimits`` are refused.
  @inlinable
  public static func frames(count: Int, in bounds: Rect, proposal: Size? = nil, rightToLeft: Bool)
    throws(FoodTruckError) -> Frames
  {
    try check(bounds: bounds)
    if let proposal {
      try LayoutLimits.length(proposal.width, "the proposed width", input: "proposal")
      try LayoutLimits.length(proposal.height, "the proposed height", input: "proposal")
    }
    return Frames(count: count, bounds: bounds, proposal: proposal, rightToLeft: rightToLeft)
  }

  /// Throws the error ``frames(count:in:proposal:rightToLeft:)`` throws for `bounds`, if any:
  /// a batch of stacks checks them all before it places one.
  @inlinable
  public static func check(bounds: Rect) throws(FoodTruckError) {
    try LayoutLimits.bounds(bounds)
  }

  /// Whether ``check(bounds:)`` takes `bounds` (without the error's message).
  @inlinable @inline(__always)
  public static func takes(bounds: Rect) -> Bool {
    LayoutLimits.takes(bounds: bounds)
  }

  /// The frames of a stack, computed when read: a shell lays the stack out for every frame it
  /// draws, and three frames are not worth an allocation.
  /// (Inlinable, as the functions it calls: a batch of stacks is a few multiplications per
  /// frame, which a call across modules per frame would cost several times over.)
  public struct Frames: RandomAccessCollection, Sendable, Hashable {
    public let count: Int
    @usableFromInline let bounds: Rect
    @usableFromInline let proposal: Size?
    @usableFromInline let rightToLeft: Bool

    /// `count` is the stack's whole count: the frames are those of the first three.
    @inlinable
    init(count: Int, bounds: Rect, proposal: Size?, rightToLeft: Bool) {
      self.count = Swift.min(Swift.max(count, 0), DiagonalStack.capacity)
      self.bounds = bounds
      self.proposal = proposal
      self.rightToLeft = rightToLeft
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    @inlinable
    public subscript(index: Int) -> Rect {
      DiagonalStack.frame(
        index, of: count, in: bounds, proposal: proposal, rightToLeft: rightToLeft)
    }
  }

  /// Calls `body` with each frame of a stack of `count` donuts (the first three) in bounds that
  /// ``check(bounds:)`` took, in order, with its index. A batch's loop: the count is switched
  /// on once per stack, and each frame's placement is then constant multiples of the side.
  @inlinable
  public static func forEachFrame(
    count: Int, inChecked bounds: Rect, rightToLeft: Bool, _ body: (Int, Rect) -> Void
  ) {
    let side = min(bounds.size.width, bounds.size.height)
    @inline(__always) func place(_ index: Int, of count: Int) {
      body(index, frame(unit(index, of: count), side: side, in: bounds, rightToLeft: rightToLeft))
    }
    switch count {
    case ...0: return
    case 1: place(0, of: 1)
    case 2:
      place(0, of: 2)
      place(1, of: 2)
    default:
      place(0, of: 3)
      place(1, of: 3)
      place(2, of: 3)
    }
  }

  /// The frame of subview `index` (0-based) of a stack showing `count` (1 to 3) donuts.
  @inlinable
  static func frame(
    _ index: Int, of count: Int, in bounds: Rect, proposal: Size? = nil, rightToLeft: Bool
  ) -> Rect {
    let proposal = proposal ?? bounds.size
    return frame(
      unit(index, of: count), side: min(proposal.width, proposal.height), in: bounds,
      rightToLeft: rightToLeft)
  }

  /// Subview `index` (0-based) of a stack showing `count` (1 to 3) donuts, as (dx, dy, width,
  /// height) in units of the working square's side, from its centre.
  @inlinable @inline(__always)
  static func unit(_ index: Int, of count: Int) -> (Double, Double, Double, Double) {
    // One integer to switch on (a tuple pattern compiled to a chain of selects).
    switch min(count, 3) &* 4 &+ min(index, 2) {
    case 8: (-0.15, -0.20, 0.7, 0.7)  // 2 donuts
    case 9, 10: (0.15, 0.20, 0.7, 0.7)
    case 12: (-0.15, -0.23, 0.7, 0.65)  // 3 donuts
    case 13: (0, 0, 0.65, 0.65)
    case 14: (0.15, 0.23, 0.7, 0.65)
    default: (0, 0, 1, 1)  // 1 donut
    }
  }

  /// The frame of `unit` in a working square of side `side` at the bottom-trailing corner of
  /// `bounds`.
  @inlinable @inline(__always)
  static func frame(
    _ unit: (Double, Double, Double, Double), side s: Double, in bounds: Rect, rightToLeft: Bool
  ) -> Rect {
    let frame = Rect(
      center: Point(x: bounds.maxX - s / 2 + unit.0 * s, y: bounds.maxY - s / 2 + unit.1 * s),
      size: Size(width: unit.2 * s, height: unit.3 * s))
    return rightToLeft ? frame.mirrored(in: bounds) : frame
  }
}
