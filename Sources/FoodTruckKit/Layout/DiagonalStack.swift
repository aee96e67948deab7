// DiagonalStack: 1 to 3 donuts on a diagonal, the original's DiagonalDonutStackLayout
// (domain-facts §6.1).

public enum DiagonalStack {
  /// The size used for an unspecified proposal dimension.
  public static let defaultSide = 60.0

  /// The size that fits a proposal: a square of side min(width, height), unspecified
  /// dimensions read as 60.
  public static func sizeThatFits(width: Dimension, height: Dimension) -> Size {
    let side = min(width.or(defaultSide), height.or(defaultSide))
    return Size(width: side, height: side)
  }

  /// The frames (centre and size) of the first min(count, 3) subviews in `bounds`. The working
  /// square has side s = min of the proposal (by default the bounds' size) and sits at the
  /// bottom-trailing corner; right to left mirrors it all.
  public static func frames(count: Int, in bounds: Rect, proposal: Size? = nil, rightToLeft: Bool)
    -> [Rect]
  {
    let proposal = proposal ?? bounds.size
    let s = min(proposal.width, proposal.height)
    let center = Point(x: bounds.maxX - s / 2, y: bounds.maxY - s / 2)
    func at(_ dx: Double, _ dy: Double, _ w: Double, _ h: Double) -> Rect {
      Rect(
        center: Point(x: center.x + dx * s, y: center.y + dy * s),
        size: Size(width: w * s, height: h * s))
    }
    let frames: [Rect]
    switch count {
    case ..<1: frames = []
    case 1: frames = [at(0, 0, 1, 1)]
    case 2: frames = [at(-0.15, -0.20, 0.7, 0.7), at(0.15, 0.20, 0.7, 0.7)]
    default:
      frames = [at(-0.15, -0.23, 0.7, 0.65), at(0, 0, 0.65, 0.65), at(0.15, 0.23, 0.7, 0.65)]
    }
    return rightToLeft ? frames.map { $0.mirrored(in: bounds) } : frames
  }
}
