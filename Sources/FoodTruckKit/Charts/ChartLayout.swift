// SPDX-License-Identifier: Apache-2.0
// ChartLayout: a chart placed in the picture size asked, as data: every mark and every text
// with its box, so that the SVG writer and a shell drawing with cairo or a canvas draw the same
// chart and do no arithmetic of their own (docs/domain.md §4.6). Text is never scaled: it keeps
// its size (at least 11 points) and the layout makes room for it.

/// What a chart item is. Raw values are the C ABI's `foodtruck_chart_item_kind`.
public enum ChartItemKind: Int, CaseIterable, Sendable, Hashable {
  /// The plot area of a line or area chart: its lines and area lie inside it.
  case plot = 0
  /// A horizontal grid line at a value mark (its frame has no height).
  case gridLine = 1
  /// A Top 5 bar; reference: the donut's id.
  case bar = 2
  /// The capsule atop a bar that holds its count; reference: the donut's id.
  case capsule = 3
  /// A donut's picture under its bar (foodtruck_svg_donut at the frame's size); reference: the
  /// donut's id.
  case thumbnail = 4
  /// A point of a line (Sales History: reference the city; forecast: 0), centred in its frame.
  case point = 5
  /// A point of a day or month still under way (today, this month): drawn hollow, the segment
  /// to it dashed, so that a partial day does not read as a fall.
  case partialPoint = 6
  /// A night of the forecast, shaded across the plot.
  case night = 7
  /// The colour key of a legend entry; reference: the city.
  case legendKey = 8
  /// The chart's title ("Total Sales").
  case title = 9
  /// The chart's total ("2,161 donuts").
  case total = 10
  /// A value axis label beside its grid line.
  case valueLabel = 11
  /// A time axis label under its mark.
  case timeLabel = 12
  /// A count inside its capsule; reference: the donut's id.
  case capsuleLabel = 13
  /// One line of a donut's name under its picture; reference: the donut's id.
  case nameLabel = 14
  /// A legend entry's name; reference: the city.
  case legendLabel = 15

  /// True for the items that are texts.
  public var isText: Bool { rawValue >= ChartItemKind.title.rawValue }
}

/// How a text lies in its frame. Raw values are the C ABI's `foodtruck_text_alignment`.
public enum TextAlignment: Int, CaseIterable, Sendable, Hashable {
  case left = 0
  case center = 1
  case right = 2

  /// The other side, for a mirrored layout.
  var mirrored: TextAlignment {
    switch self {
    case .left: .right
    case .center: .center
    case .right: .left
    }
  }
}

/// One item of a chart's layout: a mark or a text, with its frame in the picture's points (y
/// down). A text's frame is its line box: as wide as the text may be, 1.25 times its size high,
/// its baseline 0.95 times its size below the box's top.
public struct ChartItem: Sendable, Hashable {
  public let kind: ChartItemKind
  public let frame: Rect
  /// The donut's id or the city's raw value the item stands for, or -1.
  public let reference: Int
  /// A text's string; "" for a mark.
  public let text: String
  /// A text's size in points; 0 for a mark.
  public let fontSize: Double
  public let alignment: TextAlignment

  init(
    _ kind: ChartItemKind, _ frame: Rect, reference: Int = -1, text: String = "",
    fontSize: Double = 0, alignment: TextAlignment = .center
  ) {
    self.kind = kind
    self.frame = frame
    self.reference = reference
    self.text = text
    self.fontSize = fontSize
    self.alignment = alignment
  }

  /// The item mirrored left-right in a picture `width` wide.
  func mirrored(width: Double) -> ChartItem {
    ChartItem(
      kind, frame.mirrored(in: Rect(x: 0, y: 0, width: width, height: 0)), reference: reference,
      text: text, fontSize: fontSize, alignment: alignment.mirrored)
  }
}

/// A chart laid out for a picture of `size`.
public struct ChartLayout: Sendable, Hashable {
  public let size: Size
  public let rightToLeft: Bool
  /// Back to front: what is drawn first comes first.
  public let items: [ChartItem]
}

/// The measure of chart text without a font: an upper bound of the width a sans-serif font
/// (DejaVu Sans, Noto Sans, Cantarell, Helvetica) gives a line, so that a box made for a text
/// holds it whatever font draws it.
enum ChartText {
  /// No chart text is smaller.
  static let minimumSize = 11.0
  /// A line box's height, in ems: the ascent and descent of the common sans-serif fonts.
  static let lineHeight = 1.25

  /// The widest a character of its class is, in ems, in DejaVu Sans (the widest of the common
  /// sans-serif fonts): narrow letters and punctuation 0.42 (i, l, t, r, f are 0.28 to 0.41),
  /// m, w and the ellipsis 1.0, other capitals 0.8, Arabic letters (joined, narrower than
  /// alone) 0.6, the rest (digits of both systems 0.636, lower case) 0.65. Every digit takes
  /// the same room, so an Arabic chart's gutters are the English chart's.
  static func characterWidth(_ character: Character) -> Double {
    // A character of one scalar (nearly all) is told by its scalar's value: a switch over
    // Characters compares strings, with normalization, and was most of a chart's layout.
    var scalars = character.unicodeScalars.makeIterator()
    guard let scalar = scalars.next(), scalars.next() == nil else {
      return characterWidth(ofCluster: character)
    }
    switch scalar.value {
    case 0x69, 0x6A, 0x6C, 0x74, 0x72, 0x66, 0x49, 0x20, 0x2E, 0x2C, 0x3A, 0x3B, 0x27, 0x21, 0x7C,
      0x066C, 0x066B, 0x060C:
      return 0.42  // i j l t r f I space . , : ; ' ! | and Arabic's separators and comma
    case 0x6D, 0x77, 0x4D, 0x57, 0x2026: return 1.0  // m w M W …
    case 0x41...0x5A: return 0.8  // A to Z
    case 0x0660...0x0669: return 0.65  // Arabic-Indic digits: as wide as the others
    case 0x0600...0x06FF: return 0.6
    default: return 0.65
    }
  }

  /// The same for a cluster of several scalars (a letter and its combining marks): by where it
  /// falls among the classes' characters.
  private static func characterWidth(ofCluster character: Character) -> Double {
    switch character {
    case "A"..."Z": 0.8
    case "\u{0660}"..."\u{0669}": 0.65
    case "\u{0600}"..."\u{06FF}": 0.6
    default: 0.65
    }
  }

  /// The width a line of `text` takes at `size` points.
  static func width(_ text: String, size: Double) -> Double {
    text.reduce(0) { $0 + characterWidth($1) } * size
  }

  /// The height of a line at `size` points.
  static func height(size: Double) -> Double { lineHeight * size }

  /// The baseline of a line whose box starts at `top`.
  static func baseline(top: Double, size: Double) -> Double { top + 0.95 * size }

  /// A text item centred on (x, y) (its box's middle), as wide as it may be.
  static func centered(
    _ kind: ChartItemKind, _ text: String, x: Double, y: Double, size: Double,
    reference: Int = -1
  ) -> ChartItem {
    let box = Size(width: width(text, size: size), height: height(size: size))
    return ChartItem(
      kind, Rect(center: Point(x: x, y: y), size: box), reference: reference, text: text,
      fontSize: size)
  }

  /// A text item from `x` (its box's left edge), its box's top at `top`.
  static func leading(
    _ kind: ChartItemKind, _ text: String, x: Double, top: Double, size: Double,
    reference: Int = -1
  ) -> ChartItem {
    ChartItem(
      kind, Rect(x: x, y: top, width: width(text, size: size), height: height(size: size)),
      reference: reference, text: text, fontSize: size, alignment: .left)
  }

  /// `text` in at most `lines` lines, each at most `room` wide at `size`: broken between
  /// words, and a word too long for a line cut with "…" where it fits.
  static func wrap(_ text: String, room: Double, size: Double, lines: Int) -> [String] {
    func fits(_ line: String) -> Bool { width(line, size: size) <= room }
    /// The longest start of `line` that fits with an ellipsis after it.
    func cut(_ line: String) -> String {
      var kept = ""
      for character in line where fits(kept + String(character) + "\u{2026}") {
        kept.append(character)
      }
      return kept + "\u{2026}"
    }
    var result: [String] = []
    var current = ""
    var words = text.split(separator: " ").map(String.init)[...]
    while let word = words.first, result.count < lines {
      let joined = current.isEmpty ? word : current + " " + word
      if fits(joined) {
        current = joined
        words.removeFirst()
      } else if current.isEmpty {
        result.append(cut(word))
        words.removeFirst()
      } else {
        result.append(current)
        current = ""
      }
    }
    if !current.isEmpty && result.count < lines { result.append(current) }
    if !words.isEmpty, let last = result.popLast() {
      // More words than lines: the last line says so.
      result.append(fits(last + "\u{2026}") ? last + "\u{2026}" : cut(last))
    }
    return result
  }
}

/// The value axis every chart shares: its marks fitted to the plot's height (at least 28
/// points apart), their labels in a gutter on the trailing side, as Swift Charts places them.
struct ValueAxis {
  let marks: [Double]
  let labels: [String]
  /// The gutter's width: the widest label and a gap on each side.
  let gutter: Double
  static let labelSize = ChartText.minimumSize

  /// Marks for lower...upper with about as many as `plotHeight` has room for. The gutter is
  /// as wide as the widest label in any language (`label` gives a mark's label in each), so
  /// that an Arabic chart's plot is the English one's, mirrored.
  init(
    lower: Double, upper: Double, plotHeight: Double, integral: Bool,
    label: (Double) -> [String]
  ) {
    let target = min(6, max(2, Int(plotHeight / 28) + 1))
    marks = NiceTicks.marks(lower: lower, upper: upper, target: target, integral: integral)
    let labelled = marks.map(label)
    labels = labelled.map { $0.first ?? "" }
    let widest = labelled.joined().map { ChartText.width($0, size: ValueAxis.labelSize) }.max()
    gutter = (widest ?? 0) + 10
  }

  /// The y of `value` in a plot from `top` to `bottom`.
  func y(_ value: Double, top: Double, bottom: Double) -> Double {
    let low = marks.first ?? 0
    let high = max(marks.last ?? 1, low + 1)
    return bottom - (bottom - top) * (value - low) / (high - low)
  }

  /// The grid lines across `left...right` and their labels in the gutter after `right`.
  func items(left: Double, right: Double, top: Double, bottom: Double) -> [ChartItem] {
    zip(marks, labels).flatMap { mark, label -> [ChartItem] in
      let y = self.y(mark, top: top, bottom: bottom)
      let text = ChartText.centered(.valueLabel, label, x: 0, y: y, size: ValueAxis.labelSize)
      return [
        ChartItem(.gridLine, Rect(x: left, y: y, width: right - left, height: 0)),
        ChartItem(
          .valueLabel,
          Rect(
            x: right + 6, y: text.frame.minY, width: text.frame.size.width,
            height: text.frame.size.height),
          text: label, fontSize: ValueAxis.labelSize, alignment: .left),
      ]
    }
  }
}

/// A time axis: of the marks offered (x and label, in time order), the latest and every k-th
/// before it, k the smallest that keeps the labels 8 points apart; each label under its mark,
/// moved inside the picture where it would cross an edge, and the oldest left out where that
/// move brings it within 6 points of its neighbour.
func timeAxisItems(
  _ marks: [(x: Double, label: String)], top: Double, width: Double, margin: Double
) -> [ChartItem] {
  let size = ChartText.minimumSize
  let widest = marks.map { ChartText.width($0.label, size: size) }.max() ?? 0
  let spacing = marks.count > 1 ? abs(marks[1].x - marks[0].x) : widest + 8
  let every = spacing > 0 ? max(1, Int(((widest + 8) / spacing).rounded(.up))) : marks.count
  var items: [ChartItem] = []
  for index in stride(from: marks.count - 1, through: 0, by: -every) {
    let mark = marks[index]
    let half = ChartText.width(mark.label, size: size) / 2
    let x = min(max(mark.x, margin + half), width - margin - half)
    let item = ChartText.centered(
      .timeLabel, mark.label, x: x, y: top + ChartText.height(size: size) / 2, size: size)
    if let newer = items.last, item.frame.maxX + 6 > newer.frame.minX { break }
    items.append(item)
  }
  return items.reversed()
}

extension Truck {
  /// A chart laid out for a picture `width` x `height` points (see ``PictureSize``), in the
  /// session's language; mirrored as a whole in right-to-left languages.
  public func chartLayout(
    _ chart: ChartKind, _ timeframe: Timeframe, now: Int64, width: Double, height: Double
  ) throws(FoodTruckError) -> ChartLayout {
    try PictureSize.check(width: width, height: height)
    let size = Size(width: width, height: height)
    let items: [ChartItem]
    switch chart {
    case .topSales: items = topSalesLayout(topSalesChart(timeframe, now: now), size)
    case .salesHistory:
      try requireHistory(timeframe, now: now)
      items = salesHistoryLayout(salesHistoryChart(timeframe, now: now), size)
    case .forecast: items = forecastLayout(forecastChart(now: now), size)
    }
    let rtl = locale.isRightToLeft
    return ChartLayout(
      size: size, rightToLeft: rtl, items: rtl ? items.map { $0.mirrored(width: width) } : items)
  }
}
