// SPDX-License-Identifier: Apache-2.0
// NavigationBoundaryTests: deep links through the C ABI: foodtruck_deep_link_for_order builds
// foodtruck://order/<short id> from the order number, the same in every language, and
// foodtruck_deep_link_parse leads back to the order, or says the text is no order link
// (FOODTRUCK_ERR_INVALID_ARGUMENT) or the order does not exist (FOODTRUCK_ERR_NOT_FOUND), never a crash
// (docs/domain.md, decision 2; §7.6, §9).

import CFoodTruck
import FoodTruck
import Testing

@Suite("Navigation boundary")
final class NavigationBoundaryTests {
  /// A live handle for each test, holding 120 orders; freed in deinit.
  let truck: UnsafeMutablePointer<foodtruck_truck>

  /// 2024-03-15 12:00:00 UTC.
  static let noon: Int64 = 1_710_504_000_000

  init() throws {
    truck = try newTruck()
    for index in 0..<120 {
      try placeOrder(truck, [(Int32(index % 17), 1)], at: NavigationBoundaryTests.noon)
    }
  }

  deinit {
    truckFree(truck)
  }

  func link(_ number: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    try readText(sourceLocation: sourceLocation) { deepLinkForOrder(truck, number, $0, $1, $2) }
  }

  func parse(_ url: String) -> (foodtruck_status, Int32) {
    var number: Int32 = -99
    let status = deepLinkParse(truck, url, &number)
    return (status, number)
  }

  @Test(
    "An order's link is the prefix and its short id",
    arguments: zip(
      [1, 3, 9, 10, 99, 100, 120] as [Int32],
      [
        "foodtruck://order/1201", "foodtruck://order/1203", "foodtruck://order/1209",
        "foodtruck://order/1210", "foodtruck://order/1299", "foodtruck://order/1300",
        "foodtruck://order/1320",
      ]))
  func linkForOrder(number: Int32, url: String) throws {
    #expect(try link(number) == url)
    var shortId = try readText { orderShortId(truck, number, $0, $1, $2) }
    shortId = "foodtruck://order/" + shortId
    #expect(shortId == url, "the link carries the order's short id")
  }

  @Test("The link is the same in Arabic")
  func sameInArabic() throws {
    let english = try link(7)
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try link(7) == english)
    #expect(try readText { orderDisplayId(truck, 7, $0, $1, $2) } == "طلب#1207")
    #expect(parse(english) == (FOODTRUCK_OK, 7))
  }

  @Test("Every order's link leads back to it")
  func roundTrip() throws {
    for number in Int32(1)...120 {
      let (status, parsed) = parse(try link(number))
      #expect(status == FOODTRUCK_OK)
      #expect(parsed == number)
    }
    #expect(lastErrorText == "")
  }

  @Test("The widget URL of a live activity leads to its order")
  func widgetURL() throws {
    #expect(
      orderApply(truck, 42, FOODTRUCK_ORDER_PREPARE, NavigationBoundaryTests.noon) == FOODTRUCK_OK)
    var id: Int32 = 0
    #expect(activityForOrder(truck, 42, &id) == FOODTRUCK_OK)
    let url = try readText {
      activityText(truck, id, FOODTRUCK_TEXT_WIDGET_URL, NavigationBoundaryTests.noon, $0, $1, $2)
    }
    #expect(url == "foodtruck://order/1242")
    #expect(parse(url) == (FOODTRUCK_OK, 42))
  }

  @Test(
    "A link to an order the truck does not have is FOODTRUCK_ERR_NOT_FOUND and names it",
    arguments: [
      // 121; the original's id of order 100, here order 10900; 2^31 - 1; 2^31; 2^32 + 1,
      // which an Int32 cut would take for order 1; Int.max.
      "foodtruck://order/1321", "foodtruck://order/12100", "foodtruck://order/2147484847",
      "foodtruck://order/2147484848", "foodtruck://order/4294968497",
      "foodtruck://order/9223372036854775807",
    ])
  func unknownOrder(url: String) {
    let (status, number) = parse(url)
    #expect(status == FOODTRUCK_ERR_NOT_FOUND)
    #expect(number == -99, "number_out is written only on success")
    #expect(lastErrorText.hasPrefix("foodtruck_deep_link_parse: "))
    #expect(lastErrorText.contains(String(url.dropFirst("foodtruck://order/".count))))
  }

  @Test(
    "Text that is not foodtruck://order/ followed by digits is FOODTRUCK_ERR_INVALID_ARGUMENT",
    arguments: [
      "", "FOODTRUCK://ORDER/1201", "https://example.com/order/1201", "foodtruck://orders/1201",
      "Order#1201", "1201", " foodtruck://order/1201", "foodtruck://order/",
      "foodtruck://order/1201/", "foodtruck://order/1201?from=widget", "foodtruck://order/١٢٠١",
      "foodtruck://order/12 1",
    ])
  func notALink(url: String) {
    let (status, number) = parse(url)
    #expect(status == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(number == -99, "number_out is written only on success")
    #expect(lastErrorText.hasPrefix("foodtruck_deep_link_parse: "))
    #expect(lastErrorText.contains("/order/1203"), "the message shows the form")
  }

  @Test(
    "Digits that are no short id are FOODTRUCK_ERR_NOT_FOUND, like an unknown order",
    arguments: [
      "foodtruck://order/0", "foodtruck://order/12", "foodtruck://order/1199",
      "foodtruck://order/1200", "foodtruck://order/01201", "foodtruck://order/9223372036854775808",
    ])
  func digitsNamingNoOrder(url: String) {
    let (status, number) = parse(url)
    #expect(status == FOODTRUCK_ERR_NOT_FOUND)
    #expect(number == -99)
    #expect(lastErrorText.hasPrefix("foodtruck_deep_link_parse: "))
    #expect(lastErrorText.contains("does not exist"))
  }

  @Test("The link ends at the first NUL, as every C string does")
  func endsAtNul() {
    let bytes = Array("foodtruck://order/1201".utf8) + [0] + Array("5".utf8)
    var number: Int32 = -99
    let status = withCString(bytes: bytes) { deepLinkParse(truck, $0, &number) }
    #expect(status == FOODTRUCK_OK)
    #expect(number == 1)
  }

  @Test("A session without orders resolves no link; unknown numbers have no link")
  func emptyAndUnknown() throws {
    let empty = try newTruck()
    defer { truckFree(empty) }
    var number: Int32 = -99
    #expect(deepLinkParse(empty, "foodtruck://order/1201", &number) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(number == -99)
    for unknown: Int32 in [0, -1, 121, .max, .min] {
      var length: UInt = 77
      #expect(deepLinkForOrder(truck, unknown, nil, 0, &length) == FOODTRUCK_ERR_NOT_FOUND)
      #expect(length == 77)
    }
  }

  @Test("The link: a length query, too small (untouched, length reported), an exact fit")
  func linkBuffer() {
    var length: UInt = 0
    #expect(deepLinkForOrder(truck, 100, nil, 0, &length) == FOODTRUCK_OK)
    #expect(length == 22)
    var small = [CChar](repeating: 0x7F, count: 22)
    length = 0
    #expect(deepLinkForOrder(truck, 100, &small, 22, &length) == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(length == 22)
    #expect(small.allSatisfy { $0 == 0x7F })
    var exact = [CChar](repeating: 0x7F, count: 23)
    #expect(deepLinkForOrder(truck, 100, &exact, 23, nil) == FOODTRUCK_OK)
    #expect(String(cString: exact) == "foodtruck://order/1300")
  }

  // MARK: - The sidebar, the selection and the path

  func path() -> [foodtruck_step] {
    var steps = [foodtruck_step](repeating: foodtruck_step(), count: 20)
    var count: UInt = 0
    #expect(navigationPath(truck, &steps, 20, &count) == FOODTRUCK_OK)
    return Array(steps.prefix(Int(count)))
  }

  func selection() -> foodtruck_panel {
    var panel = FOODTRUCK_PANEL_ACCOUNT
    #expect(navigationSelection(truck, &panel) == FOODTRUCK_OK)
    return panel
  }

  @Test("The sidebar lists 10 rows, 11 with the account, in the original's order")
  func sidebar() {
    var items = [foodtruck_sidebar_item](repeating: foodtruck_sidebar_item(), count: 12)
    var count: UInt = 0
    #expect(sidebarItems(true, &items, 12, &count) == FOODTRUCK_OK)
    #expect(count == 11)
    #expect(
      items.prefix(11).map(\.panel.rawValue) == [0, 3, 1, 2, 4, 5, 6, 7, 8, 9, 10])
    #expect(items.prefix(11).map(\.section.rawValue) == [0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2])
  }

  @Test("Titles, symbols and links of panels")
  func words() throws {
    #expect(
      try readText { panelTitle(truck, FOODTRUCK_PANEL_DONUT_EDITOR, $0, $1, $2) } == "Donut Editor"
    )
    var icon = FOODTRUCK_ICON_TRUCK
    #expect(
      panelIcon(FOODTRUCK_PANEL_ACCOUNT, &icon) == FOODTRUCK_OK && icon == FOODTRUCK_ICON_PERSON)
    #expect(try readText { iconSymbol(icon, $0, $1, $2) } == "person.crop.circle")
    #expect(try readText { iconName(icon, $0, $1, $2) } == "avatar-default")
    #expect(try readText { iconName(FOODTRUCK_ICON_DONUT, $0, $1, $2) } == "")
    let svg = try readText { svgIcon(FOODTRUCK_ICON_DONUT, 32, $0, $1, $2) }
    #expect(svg.contains("width=\"32\" height=\"32\"") && svg.contains("scale(2)"))
    #expect(
      try readText { weatherConditionIconName(FOODTRUCK_WEATHER_CONDITION_HEAVY_SNOW, $0, $1, $2) }
        == "weather-snow")
    #expect(
      try readText { panelLink(FOODTRUCK_PANEL_SALES_HISTORY, $0, $1, $2) }
        == "foodtruck://panel/sales-history")
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try readText { sidebarTitle(truck, $0, $1, $2) } == "شاحنة الطعام")
    #expect(try readText { panelTitle(truck, FOODTRUCK_PANEL_ORDERS, $0, $1, $2) } == "الطلبات")
  }

  @Test("Push, pop, select; an unknown order or a bad step kind changes nothing")
  func pushPop() {
    #expect(
      navigationPush(
        truck, foodtruck_step(kind: FOODTRUCK_STEP_DONUT, panel: FOODTRUCK_PANEL_TRUCK, id: 16))
        == FOODTRUCK_OK)
    #expect(
      navigationPush(
        truck, foodtruck_step(kind: FOODTRUCK_STEP_ORDER, panel: FOODTRUCK_PANEL_TRUCK, id: 121))
        == FOODTRUCK_ERR_NOT_FOUND)
    #expect(
      navigationPush(
        truck,
        foodtruck_step(kind: foodtruck_step_kind(rawValue: 9), panel: FOODTRUCK_PANEL_TRUCK, id: 1))
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText == "foodtruck_navigation_push: step.kind 9 is not a valid value")
    #expect(path().map(\.id) == [16])
    #expect(navigationPop(truck) == FOODTRUCK_OK)
    #expect(navigationPop(truck) == FOODTRUCK_ERR_INVALID_STATE)
    #expect(navigationSelect(truck, FOODTRUCK_PANEL_CITY_LONDON) == FOODTRUCK_OK)
    #expect(selection() == FOODTRUCK_PANEL_CITY_LONDON && path().isEmpty)
  }

  @Test("Cards, links and the saved state")
  func cardsLinksSaving() throws {
    #expect(navigationOpenCard(truck, FOODTRUCK_CARD_DONUTS, 300) == FOODTRUCK_OK)
    #expect(path().map(\.panel) == [FOODTRUCK_PANEL_DONUTS])
    #expect(navigationOpenLink(truck, "foodtruck://order/1299") == FOODTRUCK_OK)
    #expect(try readText { navigationSave(truck, $0, $1, $2) } == "truck>orders>order:99")
    #expect(navigationOpenLink(truck, "foodtruck://order/1399") == FOODTRUCK_ERR_NOT_FOUND)
    #expect(navigationRestore(truck, "donuts>donut:3>new-donut") == FOODTRUCK_OK)
    #expect(selection() == FOODTRUCK_PANEL_DONUTS)
    #expect(path().map(\.kind) == [FOODTRUCK_STEP_DONUT, FOODTRUCK_STEP_NEW_DONUT])
    #expect(navigationRestore(truck, "donuts>donut:17") == FOODTRUCK_ERR_NOT_FOUND)
    #expect(try readText { navigationSave(truck, $0, $1, $2) } == "donuts>donut:3>new-donut")
  }

  @Test("A shell's chrome words in English and Arabic; label 45 has none")
  func navigationTexts() throws {
    #expect(
      try readText { navigationText(truck, FOODTRUCK_NAVIGATION_LABEL_KEY_QUIT, $0, $1, $2) }
        == "Quit")
    #expect(
      try readText { navigationText(truck, FOODTRUCK_NAVIGATION_LABEL_ISLAND_EMPTY, $0, $1, $2) }
        == "Dynamic Island empty")
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(
      try readText { navigationText(truck, FOODTRUCK_NAVIGATION_LABEL_OPEN_ORDERS, $0, $1, $2) }
        == "الطلبات المفتوحة")
    #expect(
      try readText { navigationText(truck, FOODTRUCK_NAVIGATION_LABEL_TOTAL_SALES, $0, $1, $2) }
        == "إجمالي المبيعات")
    #expect(
      try readText { navigationText(truck, FOODTRUCK_NAVIGATION_LABEL_NONE, $0, $1, $2) }
        == "لا شيء")
    #expect(
      try readText {
        navigationText(truck, FOODTRUCK_NAVIGATION_LABEL_NOTIFICATION_TITLE, $0, $1, $2)
      } == "الدونات جاهزة!")
    #expect(
      navigationText(truck, foodtruck_navigation_label(rawValue: 45), nil, 0, nil)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
  }

  @Test("A step's title: an order's display id, a donut's name, New Donut, a panel's title")
  func stepTitles() throws {
    let fresh = try newTruck()
    defer { truckFree(fresh) }
    _ = try placeOrder(fresh, [(0, 1)], at: 1_796_000_000_000)
    func title(
      _ kind: foodtruck_step_kind, _ panel: foodtruck_panel = FOODTRUCK_PANEL_TRUCK, _ id: Int32 = 0
    )
      throws -> String
    {
      try readText {
        navigationStepTitle(fresh, foodtruck_step(kind: kind, panel: panel, id: id), $0, $1, $2)
      }
    }
    #expect(try title(FOODTRUCK_STEP_ORDER, FOODTRUCK_PANEL_TRUCK, 1) == "Order#1201")
    #expect(try title(FOODTRUCK_STEP_DONUT, FOODTRUCK_PANEL_TRUCK, 0) == "The Classic")
    #expect(try title(FOODTRUCK_STEP_NEW_DONUT) == "New Donut")
    #expect(try title(FOODTRUCK_STEP_PANEL, FOODTRUCK_PANEL_CITY_LONDON) == "London")
    var length: UInt = 77
    let missing = foodtruck_step(kind: FOODTRUCK_STEP_ORDER, panel: FOODTRUCK_PANEL_TRUCK, id: 2)
    #expect(navigationStepTitle(fresh, missing, nil, 0, &length) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(length == 77)
    let bad = foodtruck_step(
      kind: FOODTRUCK_STEP_PANEL, panel: foodtruck_panel(rawValue: 11), id: 0)
    #expect(navigationStepTitle(fresh, bad, nil, 0, nil) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText == "foodtruck_navigation_step_title: step.panel 11 is not a valid value")
  }

  @Test("The Truck screen's cards' titles, the original's, in English and Arabic")
  func cardTitles() throws {
    let cards = [
      FOODTRUCK_CARD_NEW_ORDERS, FOODTRUCK_CARD_FORECAST, FOODTRUCK_CARD_DONUTS,
      FOODTRUCK_CARD_SOCIAL_FEED,
    ]
    let english = try cards.map { card in try readText { truckCardTitle(truck, card, $0, $1, $2) } }
    #expect(english == ["New Orders", "Forecast", "Donuts", "Social Feed"])
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    let arabic = try cards.map { card in try readText { truckCardTitle(truck, card, $0, $1, $2) } }
    #expect(arabic == ["الطلبات الجديدة", "توقعات الطقس", "الدونات", "الموجز الاجتماعي"])
    #expect(
      truckCardTitle(truck, foodtruck_truck_card(rawValue: 4), nil, 0, nil)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText == "foodtruck_truck_card_title: card 4 is not a valid value")
  }
}
