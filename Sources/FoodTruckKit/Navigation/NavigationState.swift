// SPDX-License-Identifier: Apache-2.0
// NavigationState: where the app is: the sidebar's selection and the detail side's path, how
// they change (selecting, pushing, the Truck screen's cards, deep links), and the short text that
// saves and restores them (docs/domain.md §9).

/// What the detail side can show on top of the selected panel.
public enum Destination: Sendable, Hashable {
  case panel(Panel)
  /// An order's detail.
  case order(Int)
  /// The editor for a catalog donut.
  case donut(Int)
  /// The editor for a new donut, from the template.
  case newDonut
}

/// The Truck screen's cards whose headers lead elsewhere.
public enum TruckCard: Int, CaseIterable, Sendable, Hashable {
  case newOrders = 0, forecast = 1, donuts = 2, socialFeed = 3

  /// Where the card leads. The Forecast card leads to San Francisco's page, as in the original,
  /// although its forecast is the truck's own.
  public var target: Panel {
    switch self {
    case .newOrders: .orders
    case .forecast: .city(.sanFrancisco)
    case .donuts: .donuts
    case .socialFeed: .socialFeed
    }
  }

  /// The card's header, as the original titles it: New Orders, Forecast, Donuts, Social Feed
  /// (the Social Feed card's tags are captioned "Trending Topics", ``NavigationText/trendingTopics``).
  public var title: LocalizedText {
    switch self {
    case .newOrders: LocalizedText(en: "New Orders", ar: "الطلبات الجديدة")
    case .forecast: LocalizedText(en: "Forecast", ar: "توقعات الطقس")
    case .donuts, .socialFeed: target.title  // the panel it opens, titled the same
    }
  }
}

/// The selection and the path. The default is the Truck screen with an empty path; every
/// change is checked against the session (orders and donuts must exist) and leaves the state
/// as it was when refused.
public struct NavigationState: Sendable, Hashable {
  public private(set) var selection: Panel = .truck
  public private(set) var path: [Destination] = []

  /// The deepest path: far more than a person taps through.
  public static let maximumDepth = 16
  /// Below this width the Truck screen's cards push their panel; from it on they select it.
  public static let compactWidth = 520.0
  /// The longest saved state accepted, in UTF-8 bytes (16 steps of the longest token fit).
  public static let maximumSavedBytes = 512
  static let linkScheme = "foodtruck://"

  public init() {}

  /// Selects `panel` and empties the path.
  public mutating func select(_ panel: Panel) {
    selection = panel
    path = []
  }

  /// Shows `destination` on top of the path. An order or donut that does not exist is not
  /// found; a full path (``maximumDepth``) is refused.
  public mutating func push(_ destination: Destination, in truck: Truck) throws(FoodTruckError) {
    try NavigationState.check(destination, in: truck)
    guard path.count < NavigationState.maximumDepth else {
      throw .limitReached("the path holds at most \(NavigationState.maximumDepth) screens")
    }
    path.append(destination)
  }

  /// Goes back one screen; with an empty path there is nothing to go back to.
  public mutating func pop() throws(FoodTruckError) {
    guard !path.isEmpty else { throw .invalidState("the path is empty: nothing to go back to") }
    path.removeLast()
  }

  /// Goes back to the selected panel's own screen, however deep the path (nothing to do at
  /// its root): the original's tap on the selected sidebar row.
  public mutating func popToRoot() {
    path = []
  }

  /// Opens a Truck screen card's target the way the original does at `width`: narrower than
  /// ``compactWidth`` pushes it, wider selects it. Only while the Truck screen shows (truck
  /// selected, empty path).
  public mutating func open(_ card: TruckCard, width: Double) throws(FoodTruckError) {
    let compact = try AdaptiveLayout.isCompact(
      width: width, threshold: NavigationState.compactWidth)
    guard selection == .truck, path.isEmpty else {
      throw .invalidState("the Truck screen's cards are only on the Truck screen")
    }
    if compact { path = [.panel(card.target)] } else { select(card.target) }
  }

  // MARK: - Links

  /// The link that opens `panel`: "foodtruck://panel/top-five", "foodtruck://city/london".
  public static func link(to panel: Panel) -> String {
    linkScheme + (panel.slug.hasPrefix("city/") ? panel.slug : "panel/" + panel.slug)
  }

  /// Follows a link: an order's ("foodtruck://order/1203": the Truck screen with Orders and the
  /// order on its path, as the original opens it), a panel's or a city's. Text that is no such
  /// link is an invalid argument; a target that does not exist is not found.
  public mutating func open(link: String, in truck: Truck) throws(FoodTruckError) {
    if link.hasPrefix(DeepLink.prefix) {
      let number = try DeepLink.order(in: link, book: truck.orders)
      selection = .truck
      path = [.panel(.orders), .order(number)]
      return
    }
    let rest =
      link.hasPrefix(NavigationState.linkScheme)
      ? link.dropFirst(NavigationState.linkScheme.count) : ""
    let target: Panel?
    if rest.hasPrefix("panel/") {
      let slug = rest.dropFirst("panel/".count)
      target = slug.hasPrefix("city/") ? nil : Panel(slug: slug)
    } else if rest.hasPrefix("city/") {
      target = Panel(slug: rest)
    } else {
      throw .invalidArgument(
        "\"\(link.prefix(80))\" is not a link of the app (foodtruck://order/, /panel/ or /city/)")
    }
    guard let target else {
      throw .notFound("the link \"\(link.prefix(80))\" names no panel or city")
    }
    select(target)
  }

  // MARK: - Saving

  /// The state as a short text that ``restore(_:in:)`` reads back: the selection's slug, then
  /// each step of the path after ">" ("truck>orders>order:3", "donuts>new-donut").
  public var saved: String {
    ([selection.slug] + path.map(NavigationState.token)).joined(separator: ">")
  }

  /// Replaces the state with a saved one. Malformed text is an invalid argument, an order or
  /// donut that no longer exists not found; either way the state stays as it was.
  public mutating func restore(_ saved: String, in truck: Truck) throws(FoodTruckError) {
    guard saved.utf8.count <= NavigationState.maximumSavedBytes else {
      throw .invalidArgument(
        "a saved navigation state has at most \(NavigationState.maximumSavedBytes) bytes")
    }
    let parts = saved.split(separator: ">", omittingEmptySubsequences: false)
    guard let first = parts.first, let selection = Panel(slug: first) else {
      throw .invalidArgument("\"\(saved.prefix(80))\" does not start with a panel")
    }
    guard parts.count - 1 <= NavigationState.maximumDepth else {
      throw .invalidArgument("a saved path has at most \(NavigationState.maximumDepth) steps")
    }
    var path: [Destination] = []
    for part in parts.dropFirst() {
      guard let destination = NavigationState.destination(part) else {
        throw .invalidArgument("\"\(part.prefix(40))\" is not a step of a saved path")
      }
      try NavigationState.check(destination, in: truck)
      path.append(destination)
    }
    self.selection = selection
    self.path = path
  }

  static func token(_ destination: Destination) -> String {
    switch destination {
    case .panel(let panel): panel.slug
    case .order(let number): "order:\(number)"
    case .donut(let id): "donut:\(id)"
    case .newDonut: "new-donut"
    }
  }

  static func destination(_ token: Substring) -> Destination? {
    if token == "new-donut" { return .newDonut }
    if let panel = Panel(slug: token) { return .panel(panel) }
    for (prefix, make) in [("order:", Destination.order), ("donut:", Destination.donut)]
    where token.hasPrefix(prefix) {
      let digits = token.dropFirst(prefix.count)
      // Plain decimal digits only, without a sign or a leading zero (0 alone is a number: the
      // catalog's first donut), and few enough for an Int.
      guard (1...9).contains(digits.count), digits == "0" || digits.first != "0",
        digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits)
      else { return nil }
      return make(value)
    }
    return nil
  }

  static func check(_ destination: Destination, in truck: Truck) throws(FoodTruckError) {
    switch destination {
    case .order(let number): _ = try truck.orders.order(number: number)
    case .donut(let id): _ = try truck.catalog.donut(id: id)
    case .panel, .newDonut: break
    }
  }
}

extension Truck {
  /// Changes the navigation state with `change`, which may read the session (to check that an
  /// order or donut exists); a refused change leaves the state as it was.
  public mutating func navigate<E: Error>(
    _ change: (inout NavigationState, Truck) throws(E) -> Void
  ) throws(E) {
    var state = navigation
    try change(&state, self)
    navigation = state
  }
}
