// SPDX-License-Identifier: Apache-2.0
// Icon: the symbols the original marks things with (a panel, an order's status, a flavor, a
// feed tag, the gallery's layouts), for every shell: the SF Symbol's name for Apple's, the
// freedesktop Icon Naming Specification's name where it has one that means the same, and the
// library's own small drawing of each (docs/domain.md §9.4).

/// A symbol of the original app. Raw values are the C ABI's `foodtruck_icon`.
public enum Icon: Int, CaseIterable, Sendable, Hashable {
  case truck = 0
  case speechBubble = 1
  case person = 2
  case box = 3
  case clock = 4
  case donut = 5
  case sliders = 6
  case trophy = 7
  case buildings = 8
  case paperPlane = 9
  case timer = 10
  case checkmark = 11
  case tag = 12
  case salty = 13
  case sweet = 14
  case bitter = 15
  case sour = 16
  case savory = 17
  case spicy = 18
  case grid = 19
  case list = 20

  /// The original's symbol: an SF Symbol's name, or the name of one of the app's own
  /// ("donut", and the flavors but savory).
  public var symbolName: String {
    switch self {
    case .truck: "box.truck"
    case .speechBubble: "text.bubble"
    case .person: "person.crop.circle"
    case .box: "shippingbox"
    case .clock: "clock"
    case .donut: "donut"
    case .sliders: "slider.horizontal.3"
    case .trophy: "trophy"
    case .buildings: "building.2"
    case .paperPlane: "paperplane"
    case .timer: "timer"
    case .checkmark: "checkmark.circle"
    case .tag: "tag"
    case .salty: "salty"
    case .sweet: "sweet"
    case .bitter: "bitter"
    case .sour: "sour"
    case .savory: "face.smiling"
    case .spicy: "spicy"
    case .grid: "square.grid.2x2"
    case .list: "list.bullet"
    }
  }

  /// The Icon Naming Specification's name that means what the symbol means, or nil where it
  /// has none (no truck, donut, trophy, city, timer, tag or taste).
  public var freedesktopName: String? {
    switch self {
    case .person: "avatar-default"
    case .box: "package-x-generic"
    case .clock: "document-open-recent"  // what was sold before
    case .sliders: "document-properties"  // a thing's properties
    case .paperPlane: "mail-send"  // an order sent in
    case .savory: "face-smile"
    case .truck, .speechBubble, .donut, .trophy, .buildings, .timer, .checkmark, .tag, .salty,
      .sweet, .bitter, .sour, .spicy, .grid, .list:
      nil
    }
  }

  /// The icon as a standalone SVG document, `size` points square (see ``PictureSize``):
  /// strokes of 1.5 on a 16-point grid in the chocolate glaze's brown, with accents in the
  /// donuts' colours, on a transparent ground.
  public func svg(size: Double) throws(FoodTruckError) -> String {
    try PictureSize.check(size, "size", input: "size")
    var svg = SVGDocument(width: size, height: size, rightToLeft: false)
    svg.raw("<g transform=\"scale(\(SVGDocument.number(size / 16)))\" fill=\"none\" ")
    svg.raw("stroke=\"\(Icon.ink)\" stroke-width=\"1.5\" stroke-linecap=\"round\" ")
    svg.raw("stroke-linejoin=\"round\">\n")
    for shape in shapes { svg.raw(shape + "\n") }
    svg.raw("</g>\n")
    return svg.document
  }

  /// The icon's shapes on a 16-point grid.
  private var shapes: [String] {
    switch self {
    case .truck:  // a box, a cab with its window, two wheels
      [
        "<path d=\"M1.5 4.5h8v7h-8z\"/>", "<path d=\"M9.5 6.5h3l2 2.5v2.5h-5z\"/>",
        "<path d=\"M11 7.5h1.3l1 1.5h-2.3z\" fill=\"\(Icon.pink)\" stroke=\"none\"/>",
        "<circle cx=\"4.5\" cy=\"12\" r=\"1.5\" fill=\"#FFFFFF\"/>",
        "<circle cx=\"12\" cy=\"12\" r=\"1.5\" fill=\"#FFFFFF\"/>",
      ]
    case .speechBubble:  // a bubble with two lines of text
      [
        "<path d=\"M2 3h12v8h-7l-3 3v-3h-2z\"/>",
        "<path d=\"M5 6h6M5 8.5h4\" stroke=\"\(Icon.pink)\"/>",
      ]
    case .person:  // a head and shoulders in a circle
      [
        "<circle cx=\"8\" cy=\"8\" r=\"6.5\"/>", "<circle cx=\"8\" cy=\"6.5\" r=\"2.2\"/>",
        "<path d=\"M3.8 12.6c1-1.8 2.5-2.6 4.2-2.6s3.2.8 4.2 2.6\"/>",
      ]
    case .box:  // a closed box, its lid's seam
      ["<path d=\"M2 5l6-3 6 3v7l-6 3-6-3z\"/>", "<path d=\"M2 5l6 3 6-3M8 8v7\"/>"]
    case .clock:
      ["<circle cx=\"8\" cy=\"8\" r=\"6.5\"/>", "<path d=\"M8 4.5v3.5l2.5 2\"/>"]
    case .donut:  // a glazed ring around its hole
      [
        "<circle cx=\"8\" cy=\"8\" r=\"5\" stroke=\"\(Palette.color("plain"))\" stroke-width=\"4\"/>",
        "<circle cx=\"8\" cy=\"8\" r=\"5\" stroke=\"\(Icon.pink)\" stroke-width=\"2.5\"/>",
      ]
    case .sliders:  // three sliders at different places
      [
        "<path d=\"M2 4h12M2 8h12M2 12h12\"/>",
        "<circle cx=\"5\" cy=\"4\" r=\"1.6\" fill=\"\(Icon.pink)\"/>",
        "<circle cx=\"11\" cy=\"8\" r=\"1.6\" fill=\"\(Icon.pink)\"/>",
        "<circle cx=\"7\" cy=\"12\" r=\"1.6\" fill=\"\(Icon.pink)\"/>",
      ]
    case .trophy:  // a gold cup, its handles and foot
      [
        "<path d=\"M5 2.5h6v3.5a3 3 0 0 1-6 0z\" fill=\"\(Icon.gold)\"/>",
        "<path d=\"M5 3.5h-2.5c0 2 1 3 2.7 3.2M11 3.5h2.5c0 2-1 3-2.7 3.2\"/>",
        "<path d=\"M8 9v3M5.5 13.5h5\"/>",
      ]
    case .buildings:  // two buildings with windows
      [
        "<path d=\"M2 14V6h5v8M7 14V2.5h7V14M1 14h14\"/>",
        "<path d=\"M9.5 5h2M9.5 8h2M9.5 11h2M4 9h1\" stroke=\"\(Icon.pink)\"/>",
      ]
    case .paperPlane:  // a paper plane flying up and away
      [
        "<path d=\"M14.5 1.5l-13 5.5 5 2 2 5z\" fill=\"#FFFFFF\"/>",
        "<path d=\"M14.5 1.5l-8 7.5\" stroke=\"\(Icon.pink)\"/>",
      ]
    case .timer:  // a stopwatch: its dial, its button, its hand
      [
        "<circle cx=\"8\" cy=\"9\" r=\"5.5\"/>", "<path d=\"M6.5 1.5h3M8 1.5v2\"/>",
        "<path d=\"M8 9l2.2-2.2\" stroke=\"\(Icon.pink)\"/>",
      ]
    case .checkmark:  // a tick in a circle
      [
        "<circle cx=\"8\" cy=\"8\" r=\"6.5\"/>",
        "<path d=\"M5 8.3l2 2 4-4.3\" stroke=\"\(Icon.green)\" stroke-width=\"1.8\"/>",
      ]
    case .tag:  // a price tag and its hole
      [
        "<path d=\"M2 2h5.5l6.5 6.5-5.5 5.5-6.5-6.5z\"/>",
        "<circle cx=\"5\" cy=\"5\" r=\"1.1\" fill=\"\(Icon.pink)\" stroke=\"none\"/>",
      ]
    case .salty:  // a salt shaker with its holes
      [
        "<path d=\"M3.5 7h9v6a1.5 1.5 0 0 1-1.5 1.5h-6a1.5 1.5 0 0 1-1.5-1.5z\"/>",
        "<path d=\"M4.2 7l1.2-5h5.2l1.2 5\"/>",
        "<path d=\"M6.8 4.5h0M9.2 4.5h0M6.5 10.5h3\" stroke-width=\"1.2\"/>",
      ]
    case .sweet:  // a wrapped sweet
      [
        "<circle cx=\"8\" cy=\"8\" r=\"3\" fill=\"\(Icon.pink)\"/>",
        "<path d=\"M5.3 6.6l-3.3-2v6.8l3.3-2M10.7 6.6l3.3-2v6.8l-3.3-2\"/>",
      ]
    case .bitter:  // a cup of coffee and its steam
      [
        "<path d=\"M2.5 7h8.5v3a3.5 3.5 0 0 1-3.5 3.5h-1.5a3.5 3.5 0 0 1-3.5-3.5z\"/>",
        "<path d=\"M11 8h1.2a1.6 1.6 0 0 1 0 3.2h-1.4\"/>",
        "<path d=\"M5.5 2v2.5M8 2v2.5\" stroke=\"\(Palette.color("brown"))\"/>",
      ]
    case .sour:  // a lemon
      [
        "<ellipse cx=\"8\" cy=\"8\" rx=\"5.8\" ry=\"4.2\" transform=\"rotate(-35 8 8)\" "
          + "fill=\"\(Icon.gold)\"/>",
        "<path d=\"M5.5 9.8l4.4-3.6\" stroke-width=\"1\"/>",
      ]
    case .savory:  // a smiling face
      [
        "<circle cx=\"8\" cy=\"8\" r=\"6.5\"/>",
        "<path d=\"M6 6.5h0M10 6.5h0\" stroke-width=\"2\"/>",
        "<path d=\"M5.3 9.5c1.4 1.8 4 1.8 5.4 0\"/>",
      ]
    case .spicy:  // a flame
      [
        "<path d=\"M8 14.5c-2.8 0-4.5-1.9-4.5-4.4 0-2.8 2.4-4 2.9-7 1.5 1 2.3 2.6 2.2 4 "
          + ".8-.4 1.3-1.3 1.4-2.3 1.5 1.3 2.5 3.2 2.5 5.3 0 2.5-1.7 4.4-4.5 4.4z\" "
          + "fill=\"\(Icon.orange)\"/>"
      ]
    case .grid:  // four tiles
      [
        "<path d=\"M2.5 2.5h4.5v4.5h-4.5zM9 2.5h4.5v4.5h-4.5zM2.5 9h4.5v4.5h-4.5zM9 9h4.5v4.5h-4.5z\"/>"
      ]
    case .list:  // three bullets and their lines
      [
        "<path d=\"M6 4h8M6 8h8M6 12h8\"/>",
        "<path d=\"M2.5 4h0M2.5 8h0M2.5 12h0\" stroke=\"\(Icon.pink)\" stroke-width=\"2.2\"/>",
      ]
    }
  }

  /// The ink and the accents: the chocolate glaze, the strawberry glaze, a lemon's gold, a
  /// mint's green, an orange's flame.
  static let ink = Palette.sauce("brown")
  static let pink = Palette.sauce("pink")
  static let gold = Palette.sauce("yellow")
  static let green = Palette.sauce("green")
  static let orange = Palette.sauce("orange")
}

extension Panel {
  /// The symbol beside the panel's label.
  public var icon: Icon {
    switch self {
    case .truck: .truck
    case .socialFeed: .speechBubble
    case .account: .person
    case .orders: .box
    case .salesHistory: .clock
    case .donuts: .donut
    case .donutEditor: .sliders
    case .topFive: .trophy
    case .city: .buildings
    }
  }
}

extension OrderStatus {
  /// The symbol of the status.
  public var icon: Icon {
    switch self {
    case .placed: .paperPlane
    case .preparing: .timer
    case .ready: .checkmark
    case .completed: .box
    }
  }
}

extension Flavor {
  /// The symbol of the flavor (the original draws savory as a smiling face).
  public var icon: Icon {
    switch self {
    case .salty: .salty
    case .sweet: .sweet
    case .bitter: .bitter
    case .sour: .sour
    case .savory: .savory
    case .spicy: .spicy
    }
  }
}

extension FeedTag {
  /// The symbol before the tag's title; a donut's tag shows the donut's own picture instead.
  public var icon: Icon {
    switch self {
    case .topic: .tag
    case .donut: .donut
    case .city: .buildings
    }
  }
}
