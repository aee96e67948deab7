// SPDX-License-Identifier: Apache-2.0
// SVG: ready pictures for shells without a vector toolkit: a donut drawn from its layers and
// the three charts, as standalone SVG documents sized by the caller. Deterministic text: the
// same inputs give the same bytes (golden files in tests/golden).

/// A minimal SVG writer: elements with escaped attributes and text. The body is kept as UTF-8
/// bytes (SVGBytes): a picture is hundreds of small appends, which a String's bookkeeping (its
/// count and ASCII flags, redone at every append) made most of a picture's cost.
struct SVGDocument {
  private let body = SVGBytes(capacity: 4096)  // a donut's picture; a chart's grows from here
  let width: Double
  let height: Double
  let rightToLeft: Bool

  init(width: Double, height: Double, rightToLeft: Bool) {
    self.width = width
    self.height = height
    self.rightToLeft = rightToLeft
  }

  /// `value` rounded to hundredths, as the shortest decimal that reads back as that double:
  /// "12", "12.5", "-0.25" (see withNumber(_:_:)).
  static func number(_ value: Double) -> String {
    withNumber(value) { String(decoding: $0, as: UTF8.self) }
  }

  /// Hands `use` the bytes of number(value). Below 1e13 in magnitude, where doubles are closer
  /// together than a hundredth, the shortest decimal is the hundredths themselves, written here
  /// digit by digit, backwards into 24 bytes on the stack (16 digits, a point, two decimals and
  /// a sign fit): a Double's description, the general algorithm, was a tenth of a picture's
  /// cost. Beyond, the description is used.
  static func withNumber<R>(_ value: Double, _ use: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    guard value.isFinite else {
      var zero = "0"
      return zero.withUTF8(use)
    }
    let hundredths = (value * 100).rounded()
    guard abs(hundredths) < 1e15 else {
      let rounded = hundredths / 100
      var text =
        rounded == rounded.rounded() && abs(rounded) < 1e15
        ? String(Int64(rounded)) : String(rounded)
      return text.withUTF8(use)
    }
    let whole = Int64(hundredths)
    let (integer, fraction) = whole.magnitude.quotientAndRemainder(dividingBy: 100)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in
      var start = digits.count
      func put(_ byte: UInt8) {
        start -= 1
        digits[start] = byte
      }
      if fraction != 0 {
        if fraction % 10 != 0 { put(UInt8(truncatingIfNeeded: 0x30 + fraction % 10)) }
        put(UInt8(truncatingIfNeeded: 0x30 + fraction / 10))
        put(0x2E)  // "."
      }
      var rest = integer
      repeat {
        put(UInt8(truncatingIfNeeded: 0x30 + rest % 10))
        rest /= 10
      } while rest > 0
      if whole < 0 { put(0x2D) }  // "-"
      return use(UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  // MARK: Writing an element directly
  //
  // start("circle"), attribute("r", 12), ..., end(): an element written straight into the
  // body, numbers digit by digit, without the array of string pairs element(_:_:text:) takes
  // (the donut, drawn dozens of times in a frame, is written this way).

  /// Opens an element: `<name`.
  mutating func start(_ name: StaticString) {
    append("<")
    append(name)
  }

  /// ` key="value"`, the number as number(_:) writes it.
  mutating func attribute(_ key: StaticString, _ value: Double) {
    attribute(key) { $0.write(value) }
  }

  /// ` key="..."` around what `value` writes with write(_:) (a path's data, a polygon's
  /// points): no string is made on the way.
  mutating func attribute(_ key: StaticString, writing value: (inout SVGDocument) -> Void) {
    append(" ")
    append(key)
    append("=\"")
    value(&self)
    append("\"")
  }

  /// Inside attribute(_:writing:): text that has nothing to escape.
  mutating func write(_ text: StaticString) { append(text) }

  /// Inside attribute(_:writing:): a number as number(_:) writes it.
  mutating func write(_ value: Double) { SVGDocument.withNumber(value) { put($0) } }

  /// ` key="value"`, the text escaped.
  mutating func attribute(_ key: StaticString, _ value: String) {
    append(" ")
    append(key)
    append("=\"")
    appendEscaped(value)
    append("\"")
  }

  /// Closes an element that has no content: `/>` and a new line.
  mutating func end() { append("/>\n") }

  private mutating func append(_ text: StaticString) {
    put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  @inline(__always)
  private mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) { body.append(bytes) }

  /// `text` with XML's four special characters escaped (see appendEscaped(_:)).
  static func escape(_ text: String) -> String {
    var document = SVGDocument(width: 0, height: 0, rightToLeft: false)
    document.appendEscaped(text)
    return document.body.withBytes { String(decoding: $0, as: UTF8.self) }
  }

  /// Appends `text` with XML's four special characters escaped. They are ASCII, so the bytes
  /// are copied as they are scanned, in one pass (a picture's attributes are mostly numbers and
  /// colours, which have none).
  private mutating func appendEscaped(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var start = 0
      for (index, byte) in bytes.enumerated() {
        let escaped: StaticString
        switch byte {
        case 0x26: escaped = "&amp;"
        case 0x3C: escaped = "&lt;"
        case 0x3E: escaped = "&gt;"
        case 0x22: escaped = "&quot;"
        default: continue
        }
        put(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        append(escaped)
        start = index + 1
      }
      put(UnsafeBufferPointer(rebasing: bytes[start...]))
    }
  }

  mutating func element(_ name: String, _ attributes: [(String, String)], text: String? = nil) {
    append("<")
    append(contentsOf: name)
    for (key, value) in attributes {
      append(" ")
      append(contentsOf: key)
      append("=\"")
      appendEscaped(value)
      append("\"")
    }
    if let text {
      append(">")
      appendEscaped(text)
      append("</")
      append(contentsOf: name)
      append(">\n")
    } else {
      append("/>\n")
    }
  }

  mutating func raw(_ text: String) { append(contentsOf: text) }

  private mutating func append(contentsOf text: String) {
    var text = text
    text.withUTF8 { put($0) }
  }

  /// Text, anchored so that it reads correctly in the document's direction.
  mutating func text(
    _ string: String, x: Double, y: Double, size: Double, anchor: String, fill: String = "#333333"
  ) {
    var attributes = [
      ("x", SVGDocument.number(x)), ("y", SVGDocument.number(y)),
      ("font-family", "sans-serif"), ("font-size", SVGDocument.number(size)),
      ("text-anchor", anchor), ("fill", fill),
    ]
    if rightToLeft { attributes.append(("direction", "rtl")) }
    element("text", attributes, text: string)
  }

  /// The white page behind a chart.
  mutating func background() {
    element(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("width", SVGDocument.number(width)),
        ("height", SVGDocument.number(height)), ("fill", "#FFFFFF"),
      ])
  }

  /// x mirrored for right-to-left documents.
  func x(_ value: Double) -> Double { rightToLeft ? width - value : value }

  var document: String {
    let w = SVGDocument.number(width)
    let h = SVGDocument.number(height)
    let head =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
    let tail: StaticString = "</svg>\n"
    // The head, the body and the tail copied once, into the string's own memory.
    var head8 = head
    return head8.withUTF8 { head in
      body.withBytes { body in
        let tail = UnsafeBufferPointer(start: tail.utf8Start, count: tail.utf8CodeUnitCount)
        return String(unsafeUninitializedCapacity: head.count + body.count + tail.count) {
          memory in
          var end = 0
          for part in [head, body, tail] {
            _ = UnsafeMutableBufferPointer(rebasing: memory[end...]).initialize(
              fromContentsOf: part)
            end += part.count
          }
          return end
        }
      }
    }
  }
}

enum Palette {
  /// Dough colors (the original's light-mode dough backgrounds) and the sauce colors, by the
  /// color part of an image key.
  static func color(_ key: String) -> String {
    switch key {
    case "blue": "#9CAEBF"
    case "brown": "#998069"
    case "green": "#8CC096"
    case "pink": "#BE9A99"
    case "plain": "#C2A27B"
    case "white": "#AEB5BD"
    case "yellow": "#D9C794"
    case "orange": "#E8884A"
    default: "#C2A27B"
    }
  }

  static func sauce(_ key: String) -> String {
    switch key {
    case "blue": "#4E6FB8"
    case "brown": "#5A3522"
    case "green": "#5DAE5F"
    case "orange": "#E56A1F"
    case "pink": "#E886B0"
    case "white": "#F7F4EE"
    case "yellow": "#F2D14B"
    default: "#F7F4EE"
    }
  }

  static let cities = ["#5856D6", "#FF9500", "#34C759"]
  static let bar = "#5856D6"
  static let axis = "#999999"
}

/// The sides a picture may have, in points: from one point to far beyond any screen, and a
/// bound on the text a picture takes.
public enum PictureSize {
  public static let sides = 1.0...10_000.0

  static func check(_ side: Double, _ what: String, input: String) throws(FoodTruckError) {
    guard sides.contains(side) else {
      throw .invalidArgument("the \(what) \(side) is outside 1 to 10000 points", input: input)
    }
  }

  static func check(width: Double, height: Double) throws(FoodTruckError) {
    try check(width, "width", input: "width")
    try check(height, "height", input: "height")
  }
}

/// The charts a picture can show. Raw values are the C ABI's `foodtruck_chart_kind`.
public enum ChartKind: Int, CaseIterable, Sendable, Hashable {
  case topSales = 0
  case salesHistory = 1
  /// The temperature forecast (its timeframe is ignored).
  case forecast = 2
}

extension Truck {
  /// A chart as SVG, `width` x `height` points (see ``PictureSize``), in the session's
  /// language: its layout (``chartLayout(_:_:now:width:height:)``) drawn.
  public func chartSVG(
    _ chart: ChartKind, _ timeframe: Timeframe, now: Int64, width: Double, height: Double
  ) throws(FoodTruckError) -> String {
    let layout = try chartLayout(chart, timeframe, now: now, width: width, height: height)
    var svg = SVGDocument(width: width, height: height, rightToLeft: layout.rightToLeft)
    svg.background()
    draw(layout, into: &svg)
    return svg.document
  }

  /// A donut as SVG: dough, then glaze, then topping, in the catalog's colors, `size` points
  /// square (see ``PictureSize``).
  public func donutSVG(id: Int, size: Double) throws(FoodTruckError) -> String {
    try PictureSize.check(size, "size", input: "size")
    let donut = try catalog.donut(id: id)
    var svg = SVGDocument(width: size, height: size, rightToLeft: false)
    drawDonut(donut, size: size, clip: "ft-ring-\(SVGDocument.number(size))", into: &svg)
    return svg.document
  }

  /// Draws `donut` in a square of `size` from the origin. `clip` names its ring's clip path:
  /// unique in a document, so that pictures of different sizes set in one page do not borrow
  /// each other's clip.
  func drawDonut(_ donut: Donut, size: Double, clip: String, into svg: inout SVGDocument) {
    let scale = size / 100
    let dough = Ingredient.doughs[donut.recipe.dough]
    /// A ring around the centre: a circle drawn as its stroke.
    func ring(radius: Double, stroke: String, width: Double) {
      svg.start("circle")
      svg.attribute("cx", 50 * scale)
      svg.attribute("cy", 50 * scale)
      svg.attribute("r", radius * scale)
      svg.attribute("fill", "none")
      svg.attribute("stroke", stroke)
      svg.attribute("stroke-width", width * scale)
      svg.end()
    }
    ring(radius: Self.dough.radius, stroke: Palette.color(dough.imageKey), width: Self.dough.width)
    if let glaze = donut.recipe.glaze.map({ Ingredient.glazes[$0] }) {
      if glaze.imageKey == "rainbow" {
        for (index, color) in ["#E94B3C", "#F2D14B", "#5DAE5F", "#4E6FB8"].enumerated() {
          ring(radius: 24 + Double(index) * 5, stroke: color, width: 5)
        }
      } else {
        ring(radius: 32, stroke: Palette.sauce(glaze.imageKey), width: 22)
      }
    }
    if let topping = donut.recipe.topping.map({ Ingredient.toppings[$0] }) {
      // The topping lies on the ring only, never across the hole (the original masks its
      // topping images the same way).
      svg.raw("<clipPath id=\"\(clip)\">")
      svg.start("path")
      svg.attribute("d") { path in
        Self.circle(Self.dough.radius + Self.dough.width / 2, scale, into: &path)
        path.write(" ")
        Self.circle(Self.dough.radius - Self.dough.width / 2, scale, into: &path)
      }
      svg.attribute("clip-rule", "evenodd")
      svg.end()
      svg.raw("</clipPath>\n<g clip-path=\"url(#\(clip))\">\n")
      drawTopping(topping, into: &svg, scale: scale)
      svg.raw("</g>\n")
    }
  }

  /// The dough's ring in a donut picture of side 100, around (50, 50): its hole has a radius of
  /// 17 (toppings are clipped to it).
  private static let dough = (radius: 32.0, width: 30.0)

  /// A circle of `radius` around the donut's centre, as a closed path of two arcs, in a picture
  /// of side 100 times `scale`: "M2,50 a48,48 0 1,0 96,0 a48,48 0 1,0 -96,0 Z".
  private static func circle(_ radius: Double, _ scale: Double, into path: inout SVGDocument) {
    path.write("M")
    path.write((50 - radius) * scale)
    path.write(",")
    path.write(50 * scale)
    for across in [2 * radius, -2 * radius] {
      path.write(" a")
      path.write(radius * scale)
      path.write(",")
      path.write(radius * scale)
      path.write(" 0 1,0 ")
      path.write(across * scale)
      path.write(",0")
    }
    path.write(" Z")
  }

  private func drawTopping(_ topping: Ingredient, into svg: inout SVGDocument, scale: Double) {
    let key = topping.imageKey
    let color = Palette.sauce(key.split(separator: "-").last.map(String.init) ?? "white")
    // 12 points around the ring, at fixed angles (no trigonometry: a precomputed unit circle).
    let ring: [(Double, Double)] = [
      (1, 0), (0.866, 0.5), (0.5, 0.866), (0, 1), (-0.5, 0.866), (-0.866, 0.5), (-1, 0),
      (-0.866, -0.5), (-0.5, -0.866), (0, -1), (0.5, -0.866), (0.866, -0.5),
    ]
    if key.hasPrefix("sprinkles") || key == "powdersugar" {
      let colors =
        key == "powdersugar"
        ? ["#FFFFFF"] : ["#E94B3C", "#F2D14B", "#5DAE5F", "#4E6FB8", "#FFFFFF"]
      for (index, (cx, cy)) in ring.enumerated() {
        let radius = index % 2 == 0 ? 30.0 : 36.0
        svg.start("circle")
        svg.attribute("cx", (50 + cx * radius) * scale)
        svg.attribute("cy", (50 + cy * radius) * scale)
        svg.attribute("r", (key == "sprinkles-stars" ? 2.6 : 2) * scale)
        svg.attribute("fill", colors[index % colors.count])
        svg.end()
      }
    } else if key.hasPrefix("crisscross") || key.hasPrefix("straight") {
      let crossing = key.hasPrefix("crisscross")
      func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        svg.start("line")
        svg.attribute("x1", x1 * scale)
        svg.attribute("y1", y1 * scale)
        svg.attribute("x2", x2 * scale)
        svg.attribute("y2", y2 * scale)
        svg.attribute("stroke", color)
        svg.attribute("stroke-width", 2.5 * scale)
        svg.attribute("stroke-linecap", "round")
        svg.end()
      }
      for offset in stride(from: -24.0, through: 24.0, by: 12) {
        line(50 + offset, 20, 50 + offset, 80)
        if crossing { line(20, 50 + offset, 80, 50 + offset) }
      }
    } else {
      // A drizzle: a zigzag around the ring, between the glaze's inner and outer edges, over a
      // pale edge of its own so that it reads on a glaze of its own colour.
      // Every 15 degrees: the ring's points and each one turned by 15 degrees (cos 15 and
      // sin 15), 12 peaks in all.
      let (cos15, sin15) = (0.96593, 0.25882)
      let turned = ring.flatMap { x, y in [(x, y), (x * cos15 - y * sin15, x * sin15 + y * cos15)] }
      func points(_ list: inout SVGDocument) {
        for (index, point) in turned.enumerated() {
          let radius = index % 2 == 0 ? 25.0 : 39.0
          if index > 0 { list.write(" ") }
          list.write((50 + point.0 * radius) * scale)
          list.write(",")
          list.write((50 + point.1 * radius) * scale)
        }
      }
      for (stroke, width, opacity) in [("#FFFFFF", 4.6, "0.6"), (color, 3.0, "1")] {
        svg.start("polygon")
        svg.attribute("points", writing: points)
        svg.attribute("fill", "none")
        svg.attribute("stroke", stroke)
        svg.attribute("stroke-width", width * scale)
        svg.attribute("stroke-opacity", opacity)
        svg.attribute("stroke-linejoin", "round")
        svg.end()
      }
    }
  }
}
