// SPDX-License-Identifier: Apache-2.0
// NavigationStateTests: the panels and the sidebar in the original's order, the selection and
// the path (selecting empties it), the Truck screen's cards by the width rule, links to orders,
// panels and cities, and the saved state (docs/domain.md §9).

import FoodTruckKit
import Testing

@Suite("Navigation")
struct NavigationStateTests {
  static let now: Int64 = 1_796_000_000_000

  /// A session with orders 1 to 3.
  static func truck() throws -> Truck {
    var truck = Truck()
    for donut in 0..<3 { _ = try truck.placeOrder([OrderLine(donutId: donut, count: 1)], now: now) }
    return truck
  }

  @Test("Panels in declaration order, numbered 0 to 10, with slugs, titles and symbols")
  func panels() {
    #expect(
      Panel.all.map(\.slug) == [
        "truck", "social-feed", "account", "orders", "sales-history", "donuts", "donut-editor",
        "top-five", "city/cupertino", "city/san-francisco", "city/london",
      ])
    #expect(Panel.all.map(\.rawValue) == Array(0...10))
    #expect(
      Panel.all.allSatisfy { Panel(rawValue: $0.rawValue) == $0 && Panel(slug: $0.slug) == $0 })
    #expect(Panel(rawValue: 11) == nil && Panel(rawValue: -1) == nil && Panel(slug: "city") == nil)
    #expect(
      Panel.topFive.title.text(in: .english) == "Top 5"
        && Panel.topFive.title.text(in: .arabic) == "أفضل ٥"
        && Panel.topFive.title.text(in: TruckLocale(.arabic, digits: .latin)) == "أفضل 5")
    #expect(Panel.city(.london).title == City.london.name)
    #expect(Panel.donutEditor.icon.symbolName == "slider.horizontal.3")
    #expect(Panel.city(.cupertino).icon.symbolName == "building.2")
  }

  @Test("The sidebar: Truck, Orders, Social Feed, (Account), Sales History, Donuts, Cities")
  func sidebar() {
    let items = Sidebar.items(includingAccount: false)
    #expect(
      items.map(\.panel.slug) == [
        "truck", "orders", "social-feed", "sales-history", "donuts", "donut-editor", "top-five",
        "city/cupertino", "city/san-francisco", "city/london",
      ])
    #expect(items.map(\.section.rawValue) == [0, 0, 0, 0, 1, 1, 1, 2, 2, 2])
    let withAccount = Sidebar.items(includingAccount: true).map(\.panel)
    #expect(withAccount[3] == .account && withAccount.count == 11)
    #expect(Sidebar.title.en == "Food Truck" && Sidebar.Section.cities.title.ar == "المدن")
  }

  @Test("The default is the Truck screen; selecting empties the path; pop goes back")
  func selectPushPop() throws {
    let truck = try Self.truck()
    var state = NavigationState()
    #expect(state.selection == .truck && state.path.isEmpty)
    try state.push(.panel(.orders), in: truck)
    try state.push(.order(2), in: truck)
    #expect(state.path == [.panel(.orders), .order(2)])
    try state.pop()
    #expect(state.path == [.panel(.orders)])
    state.select(.donuts)
    #expect(state.selection == .donuts && state.path.isEmpty)
    let empty = #expect(throws: FoodTruckError.self) { try state.pop() }
    #expect(empty?.kind == .invalidState)
  }

  @Test("Pushing an order or donut that does not exist, or past 16 steps, changes nothing")
  func refusedPushes() throws {
    let truck = try Self.truck()
    var state = NavigationState()
    try state.push(.donut(16), in: truck)
    for bad in [Destination.order(4), .order(0), .donut(17), .donut(-1)] {
      let error = #expect(throws: FoodTruckError.self) { try state.push(bad, in: truck) }
      #expect(error?.kind == .notFound)
    }
    #expect(state.path == [.donut(16)])
    for _ in 1..<16 { try state.push(.newDonut, in: truck) }
    let full = #expect(throws: FoodTruckError.self) { try state.push(.newDonut, in: truck) }
    #expect(full?.kind == .limitReached)
    #expect(state.path.count == 16)
  }

  @Test(
    "A card pushes its panel below 520 points and selects it from 520 on",
    arguments: zip(
      [(TruckCard.newOrders, 519.0), (.forecast, 0), (.donuts, 520), (.socialFeed, 1e9)],
      [
        (Panel.truck, [Destination.panel(.orders)]), (.truck, [.panel(.city(.sanFrancisco))]),
        (.donuts, []), (.socialFeed, []),
      ]))
  func cards(card: (TruckCard, Double), expected: (Panel, [Destination])) throws {
    var state = NavigationState()
    try state.open(card.0, width: card.1)
    #expect(state.selection == expected.0)
    #expect(state.path == expected.1)
  }

  @Test("Cards open only from the Truck screen; a width that is no length is refused")
  func cardRefusals() throws {
    var state = NavigationState()
    state.select(.orders)
    #expect(throws: FoodTruckError.self) { try state.open(.donuts, width: 800) }
    state.select(.truck)
    let nan = #expect(throws: FoodTruckError.self) { try state.open(.donuts, width: .nan) }
    #expect(nan?.input == "width")
    #expect(state == NavigationState())
  }

  @Test("Links to every panel, and back")
  func links() throws {
    let truck = try Self.truck()
    #expect(NavigationState.link(to: .topFive) == "foodtruck://panel/top-five")
    #expect(NavigationState.link(to: .city(.london)) == "foodtruck://city/london")
    for panel in Panel.all {
      var state = NavigationState()
      try state.push(.newDonut, in: truck)
      try state.open(link: NavigationState.link(to: panel), in: truck)
      #expect(state.selection == panel && state.path.isEmpty)
    }
  }

  @Test("An order link opens the Truck screen with Orders and the order on the path")
  func orderLink() throws {
    let truck = try Self.truck()
    var state = NavigationState()
    state.select(.topFive)
    try state.open(link: "foodtruck://order/1203", in: truck)
    #expect(state.selection == .truck)
    #expect(state.path == [.panel(.orders), .order(3)])
  }

  @Test(
    "Links that are not the app's are invalid; unknown targets are not found; nothing changes",
    arguments: [
      ("https://example.com/panel/orders", FoodTruckError.Kind.invalidArgument),
      ("foodtruck://donut/3", .invalidArgument), ("", .invalidArgument),
      ("foodtruck://order/12x", .invalidArgument), ("foodtruck://order/1204", .notFound),
      ("foodtruck://panel/top-six", .notFound), ("foodtruck://panel/city/london", .notFound),
      ("foodtruck://city/paris", .notFound), ("foodtruck://city/", .notFound),
      ("foodtruck://panel/", .notFound),
    ])
  func badLinks(link: String, kind: FoodTruckError.Kind) throws {
    let truck = try Self.truck()
    var state = NavigationState()
    try state.push(.order(1), in: truck)
    let before = state
    let error = #expect(throws: FoodTruckError.self) { try state.open(link: link, in: truck) }
    #expect(error?.kind == kind)
    #expect(state == before)
  }

  @Test(
    "The saved state reads back whole",
    arguments: [
      ("truck", Panel.truck, [Destination]()),
      ("truck>orders>order:3", .truck, [.panel(.orders), .order(3)]),
      ("donuts>donut:16>new-donut", .donuts, [.donut(16), .newDonut]),
      // The Classic is donut 0: "0" is a number, not a leading zero (found by the fuzzer).
      ("donuts>donut:0", .donuts, [.donut(0)]),
      ("city/london>city/cupertino", .city(.london), [.panel(.city(.cupertino))]),
    ])
  func saveRestore(saved: String, selection: Panel, path: [Destination]) throws {
    let truck = try Self.truck()
    var state = NavigationState()
    try state.restore(saved, in: truck)
    #expect(state.selection == selection && state.path == path)
    #expect(state.saved == saved)
  }

  @Test(
    "Malformed or stale saved states are refused and change nothing",
    arguments: [
      ("", FoodTruckError.Kind.invalidArgument), (">", .invalidArgument),
      ("truck>", .invalidArgument), ("Truck", .invalidArgument), ("truck>order:", .invalidArgument),
      ("truck>order:-1", .invalidArgument), ("truck>order:03", .invalidArgument),
      ("truck>order:1234567890", .invalidArgument), ("truck>donut:x", .invalidArgument),
      ("truck" + String(repeating: ">new-donut", count: 17), .invalidArgument),
      (String(repeating: "a", count: 513), .invalidArgument),
      ("truck>order:00", .invalidArgument), ("truck>order:4", .notFound),
      ("truck>order:0", .notFound), ("donuts>donut:17", .notFound),
    ])
  func badSaved(saved: String, kind: FoodTruckError.Kind) throws {
    let truck = try Self.truck()
    var state = NavigationState()
    state.select(.salesHistory)
    let error = #expect(throws: FoodTruckError.self) { try state.restore(saved, in: truck) }
    #expect(error?.kind == kind)
    #expect(state.selection == .salesHistory && state.path.isEmpty)
  }
}
