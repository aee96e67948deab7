// SPDX-License-Identifier: Apache-2.0
// OrdersBoundaryTests: orders through the C ABI: placing, reading (foodtruck_order, lines, display and
// short ids, the date as the list shows it, the order-complete sheet), the lifecycle table of every status x every action, advancing, and counting and
// listing with status masks, search, sorts, paging and the buffer convention (docs/domain.md,
// decisions 1, 2 and 5; §2).

import CFoodTruck
import FoodTruck
import FoodTruckTestSupport
import Testing

@Suite("Orders boundary")
final class OrdersBoundaryTests {
  /// A live handle for each test; freed in deinit.
  let truck: UnsafeMutablePointer<foodtruck_truck>

  /// 2024-03-15 20:00:00 UTC, in ms since the Unix epoch.
  static let now: Int64 = 1_710_532_800_000

  init() throws {
    truck = try newTruck()
  }

  deinit {
    truckFree(truck)
  }

  // MARK: - Placing and reading

  @Test("Orders are numbered from 1 and read back as placed: placed, priced at 578 cents a donut")
  func placeAndGet() throws {
    var first: Int32 = -1
    var lines = [
      foodtruck_order_line(donut_id: 0, quantity: 2),
      foodtruck_order_line(donut_id: 5, quantity: 1),
    ]
    #expect(orderPlace(truck, &lines, 2, OrdersBoundaryTests.now, &first) == FOODTRUCK_OK)
    #expect(first == 1)
    #expect(lastErrorText == "")
    #expect(try placeOrder(truck, [(16, 5)], at: OrdersBoundaryTests.now + 1) == 2)

    let order = try getOrder(truck, 1)
    #expect(order.number == 1)
    #expect(order.status == FOODTRUCK_ORDER_PLACED)
    #expect(order.next_action == FOODTRUCK_ORDER_PREPARE)
    #expect(order.city == FOODTRUCK_CITY_CUPERTINO.rawValue)
    #expect(order.line_count == 2)
    #expect(order.total_donuts == 3)
    #expect(order.total_cents == 3 * 578)
    #expect(order.created_at == OrdersBoundaryTests.now)
    #expect(order.preparing_since == noTime)
    #expect(order.completed_at == noTime)
    #expect(order.duration_ms == -1)
    #expect(try getLines(truck, 1) == [[0, 2], [5, 1]])

    let second = try getOrder(truck, 2)
    #expect(
      second.fields == [
        2, 0, 0, 0, 1, 5, 5 * 578, OrdersBoundaryTests.now + 1, noTime, noTime, -1,
      ])
    #expect(try countOrders(truck) == 2)
  }

  @Test("Lines come back in the order they were taken, not sorted")
  func linesInOrderTaken() throws {
    let number = try placeOrder(
      truck, [(16, 1), (3, 99), (0, 5), (9, 1)], at: OrdersBoundaryTests.now)
    #expect(try getLines(truck, number) == [[16, 1], [3, 99], [0, 5], [9, 1]])
    let order = try getOrder(truck, number)
    #expect(order.line_count == 4)
    #expect(order.total_donuts == 106)
    #expect(order.total_cents == 106 * 578)
  }

  @Test("The stack's badge: +N for the lines beyond three, none for three; unknown refused")
  func stackBadge() throws {
    let five = try placeOrder(
      truck, [(16, 1), (3, 99), (0, 5), (9, 1), (2, 2)], at: OrdersBoundaryTests.now)
    let three = try placeOrder(truck, [(1, 1), (2, 1), (3, 1)], at: OrdersBoundaryTests.now)
    #expect(try readText { orderStackBadge(truck, five, $0, $1, $2) } == "+2")
    #expect(try readText { orderStackBadge(truck, three, $0, $1, $2) } == "")
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try readText { orderStackBadge(truck, five, $0, $1, $2) } == "\u{061C}+٢")
    var length: UInt = 9
    #expect(orderStackBadge(truck, 99, nil, 0, &length) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(length == 9)
  }

  @Test("Lines: a count query, an array too small (untouched), an exact fit")
  func linesBuffer() throws {
    let number = try placeOrder(truck, [(1, 1), (2, 2), (3, 3)], at: OrdersBoundaryTests.now)
    var count: UInt = 0
    #expect(orderLines(truck, number, nil, 0, &count) == FOODTRUCK_OK)
    #expect(count == 3)
    let sentinel = foodtruck_order_line(donut_id: -7, quantity: -7)
    var small = [foodtruck_order_line](repeating: sentinel, count: 2)
    count = 0
    #expect(orderLines(truck, number, &small, 2, &count) == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(count == 3)
    #expect(small.allSatisfy { $0.donut_id == -7 && $0.quantity == -7 })
    #expect(lastErrorText.hasPrefix("foodtruck_order_lines: "))
    var roomy = [foodtruck_order_line](repeating: sentinel, count: 5)
    #expect(orderLines(truck, number, &roomy, 5, nil) == FOODTRUCK_OK)
    #expect(
      roomy.map { [$0.donut_id, $0.quantity] } == [[1, 1], [2, 2], [3, 3], [-7, -7], [-7, -7]])
  }

  /// A refused order: what is wrong, and its lines as (donut id, count).
  static let refusedOrders: [(String, [[Int32]])] = [
    ("no lines", []),
    ("donut id -1", [[-1, 1]]),
    ("donut id 17 (no custom donuts yet)", [[17, 1]]),
    ("donut id Int32.max", [[Int32.max, 1]]),
    ("count 0", [[0, 0]]),
    ("count -1", [[0, -1]]),
    ("count 100", [[0, 100]]),
    ("donut listed twice", [[3, 1], [4, 1], [3, 2]]),
    ("a good line, then a bad one", [[3, 1], [4, 100]]),
  ]

  @Test("Refused orders add nothing, leave number_out alone and say why", arguments: refusedOrders)
  func refusedOrder(label: String, lines: [[Int32]]) throws {
    try placeOrder(truck, [(2, 2)], at: OrdersBoundaryTests.now)
    var cLines = lines.map { foodtruck_order_line(donut_id: $0[0], quantity: $0[1]) }
    var number: Int32 = 4242
    #expect(
      orderPlace(truck, &cLines, UInt(cLines.count), OrdersBoundaryTests.now, &number)
        == FOODTRUCK_ERR_INVALID_ARGUMENT, "\(label)")
    #expect(number == 4242)
    #expect(lastErrorText.hasPrefix("foodtruck_order_place: "))
    #expect(try countOrders(truck) == 1)
    #expect(try placeOrder(truck, [(2, 1)], at: OrdersBoundaryTests.now) == 2, "no number used")
  }

  @Test("An order takes up to 64 lines; 65 are refused")
  func lineLimit() throws {
    for index in 0..<48 {  // donuts 17 ... 64
      var id: Int32 = -1
      try #require(donutCreate(truck, "Custom \(index)", 4, 1, 1, &id) == FOODTRUCK_OK)
    }
    let sixtyFour = (0..<64).map { (Int32($0), Int32(1)) }
    let number = try placeOrder(truck, sixtyFour, at: OrdersBoundaryTests.now)
    #expect(try getOrder(truck, number).line_count == 64)
    #expect(try getLines(truck, number).count == 64)

    var sixtyFive = (0..<65).map { foodtruck_order_line(donut_id: $0, quantity: 1) }
    var refused: Int32 = -1
    #expect(
      orderPlace(truck, &sixtyFive, 65, OrdersBoundaryTests.now, &refused)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.contains("64"))
    #expect(refused == -1)
    #expect(try countOrders(truck) == 1)
  }

  @Test("A custom donut can be ordered once it exists")
  func customDonutOrder() throws {
    var lines = [foodtruck_order_line(donut_id: 17, quantity: 2)]
    var number: Int32 = -1
    #expect(
      orderPlace(truck, &lines, 1, OrdersBoundaryTests.now, &number)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    var id: Int32 = -1
    try #require(donutCreate(truck, "Cruller", 5, 0, 1, &id) == FOODTRUCK_OK)
    #expect(id == 17)
    #expect(orderPlace(truck, &lines, 1, OrdersBoundaryTests.now, &number) == FOODTRUCK_OK)
    #expect(try getLines(truck, number) == [[17, 2]])
  }

  @Test("The price applies to orders placed after it is set; earlier orders keep theirs")
  func priceAtPlacing() throws {
    let before = try placeOrder(truck, [(0, 3)], at: OrdersBoundaryTests.now)
    #expect(truckSetPrice(truck, 1_000) == FOODTRUCK_OK)
    let after = try placeOrder(truck, [(0, 3), (1, 1)], at: OrdersBoundaryTests.now)
    #expect(truckSetPrice(truck, 0) == FOODTRUCK_OK)
    let free = try placeOrder(truck, [(2, 5)], at: OrdersBoundaryTests.now)
    #expect(try getOrder(truck, before).total_cents == 1_734)
    #expect(try getOrder(truck, after).total_cents == 4_000)
    #expect(try getOrder(truck, free).total_cents == 0)
    #expect(try getOrder(truck, free).total_donuts == 5)
  }

  @Test(
    "Unknown order numbers are FOODTRUCK_ERR_NOT_FOUND everywhere, and outputs are untouched",
    arguments: [0, -1, 3, 1000, Int32.max, Int32.min])
  func unknownNumber(number: Int32) throws {
    try placeOrder(truck, [(1, 1)], at: OrdersBoundaryTests.now)
    try placeOrder(truck, [(2, 1)], at: OrdersBoundaryTests.now)
    var order = foodtruck_order()
    order.number = 777
    #expect(orderGet(truck, number, &order) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(order.number == 777)
    #expect(lastErrorText.hasPrefix("foodtruck_order_get: "))
    #expect(lastErrorText.contains("\(number)"))

    var length: UInt = 777
    #expect(orderLines(truck, number, nil, 0, &length) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(orderDisplayId(truck, number, nil, 0, &length) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(orderShortId(truck, number, nil, 0, &length) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(length == 777)
    #expect(
      orderApply(truck, number, FOODTRUCK_ORDER_PREPARE, OrdersBoundaryTests.now)
        == FOODTRUCK_ERR_NOT_FOUND)
    var status = foodtruck_order_status(rawValue: 77)
    #expect(
      orderAdvance(truck, number, OrdersBoundaryTests.now, &status) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(status.rawValue == 77)
    #expect(lastErrorText.hasPrefix("foodtruck_order_advance: "))
  }

  // MARK: - Display id and short id

  @Test(
    "Display ids and short ids are formatted from the number, in both languages",
    arguments: [
      (1, "Order#1201", "طلب#1201", "1201"), (3, "Order#1203", "طلب#1203", "1203"),
      (9, "Order#1209", "طلب#1209", "1209"), (10, "Order#1210", "طلب#1210", "1210"),
      (24, "Order#1224", "طلب#1224", "1224"), (99, "Order#1299", "طلب#1299", "1299"),
      (100, "Order#1300", "طلب#1300", "1300"), (101, "Order#1301", "طلب#1301", "1301"),
    ] as [(Int32, String, String, String)])
  func displayAndShortIds(number: Int32, english: String, arabic: String, short: String) throws {
    for _ in 0..<number {
      try placeOrder(truck, [(0, 1)], at: OrdersBoundaryTests.now)
    }
    #expect(try readText { orderDisplayId(truck, number, $0, $1, $2) } == english)
    #expect(try readText { orderShortId(truck, number, $0, $1, $2) } == short)
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try readText { orderDisplayId(truck, number, $0, $1, $2) } == arabic)
    #expect(
      try readText { orderShortId(truck, number, $0, $1, $2) } == short,
      "short ids are not localized")
  }

  @Test("Display id: a length query, a buffer too small (untouched), an exact fit, in UTF-8 bytes")
  func displayIdBuffer() throws {
    try placeOrder(truck, [(0, 1)], at: OrdersBoundaryTests.now)
    var length: UInt = 0
    #expect(orderDisplayId(truck, 1, nil, 0, &length) == FOODTRUCK_OK)
    #expect(length == 10)  // "Order#1201"
    var small = [CChar](repeating: 0x7F, count: 10)
    #expect(orderDisplayId(truck, 1, &small, 10, &length) == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(length == 10)
    #expect(small.allSatisfy { $0 == 0x7F })
    var exact = [CChar](repeating: 0x7F, count: 11)
    #expect(orderDisplayId(truck, 1, &exact, 11, &length) == FOODTRUCK_OK)
    #expect(exact.map { UInt8(bitPattern: $0) } == Array("Order#1201".utf8) + [0])

    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(orderDisplayId(truck, 1, nil, 0, &length) == FOODTRUCK_OK)
    #expect(length == 11)  // three 2-byte letters, "#" and "1201"
    #expect(orderDisplayId(truck, 1, &exact, 11, &length) == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
  }

  // MARK: - Date and the order-complete sheet

  @Test("foodtruck_order_date_text: Today, Yesterday or the numeric date, at the session's offset")
  func dateText() throws {
    let now = OrdersBoundaryTests.now  // 20:00 UTC
    try placeOrder(truck, [(0, 1)], at: now - 10 * 3_600_000 - 19 * 60_000)  // 09:41
    func date(at instant: Int64) throws -> String {
      try readText { orderDateText(truck, 1, instant, $0, $1, $2) }
    }
    #expect(try date(at: now) == "Today, 9:41 AM")
    #expect(try date(at: now + 86_400_000) == "Yesterday, 9:41 AM")
    #expect(try date(at: now + 2 * 86_400_000) == "3/15/2024, 9:41 AM")
    #expect(truckSetUTCOffset(truck, 180) == FOODTRUCK_OK)  // 12:41 on the 15th; now 23:00
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try date(at: now) == "اليوم، ١٢:٤١ م")
    #expect(try date(at: now + 2 * 86_400_000) == "١٥\u{200F}/٣\u{200F}/٢٠٢٤، ١٢:٤١ م")
    var text = [CChar](repeating: 0x7F, count: 8)
    var length: UInt = 0
    #expect(orderDateText(truck, 2, now, &text, 8, &length) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(orderDateText(truck, 1, now, &text, 8, &length) == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(length == UInt("اليوم، ١٢:٤١ م".utf8.count))
    #expect(text.allSatisfy { $0 == 0x7F })
  }

  @Test("foodtruck_order_sheet_text: the title, the summary and the button of a completed order")
  func sheetText() throws {
    let now = OrdersBoundaryTests.now
    try placeOrder(truck, [(0, 4), (3, 2)], at: now)
    func sheet(_ slot: foodtruck_order_sheet_slot) throws -> String {
      try readText { orderSheetText(truck, 1, slot, now + 90_000, $0, $1, $2) }
    }
    var text = [CChar](repeating: 0x7F, count: 64)
    for action in [FOODTRUCK_ORDER_PREPARE, FOODTRUCK_ORDER_MARK_READY] {
      #expect(
        orderSheetText(truck, 1, FOODTRUCK_SHEET_TITLE, now, &text, 64, nil)
          == FOODTRUCK_ERR_INVALID_STATE)
      #expect(lastErrorText.hasPrefix("foodtruck_order_sheet_text: Order#1201 is "))
      #expect(orderApply(truck, 1, action, now) == FOODTRUCK_OK)
    }
    #expect(
      orderSheetText(truck, 1, FOODTRUCK_SHEET_DONE, now, &text, 64, nil)
        == FOODTRUCK_ERR_INVALID_STATE, "ready is not completed")
    #expect(text.allSatisfy { $0 == 0x7F })
    #expect(orderApply(truck, 1, FOODTRUCK_ORDER_COMPLETE, now) == FOODTRUCK_OK)
    #expect(try sheet(FOODTRUCK_SHEET_TITLE) == "Order#1201 completed!")
    #expect(try sheet(FOODTRUCK_SHEET_SUMMARY) == "6 donuts \u{2022} 8:01 PM")
    #expect(try sheet(FOODTRUCK_SHEET_DONE) == "Done")
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try sheet(FOODTRUCK_SHEET_TITLE) == "اكتمل طلب#1201!")
    #expect(try sheet(FOODTRUCK_SHEET_SUMMARY) == "٦ قطع دونات \u{2022} ٨:٠١ م")
    #expect(try sheet(FOODTRUCK_SHEET_DONE) == "تم")
    #expect(
      orderSheetText(truck, 1, foodtruck_order_sheet_slot(rawValue: 3), now, &text, 64, nil)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText == "foodtruck_order_sheet_text: slot 3 is not a valid value")
  }

  // MARK: - Lifecycle

  /// One cell of the lifecycle table: an order in `status` gets `action`; the result is the new
  /// status, or nil for FOODTRUCK_ERR_INVALID_STATE. `statusWord` and `slug` are what the refusal's
  /// message must name.
  struct LifecycleRow: Codable, Sendable, CustomTestStringConvertible {
    let status: UInt32
    let action: Int32
    let result: UInt32?
    let statusWord: String
    let slug: String
    init(_ status: UInt32, _ action: Int32, _ result: UInt32?, _ statusWord: String, _ slug: String)
    {
      (self.status, self.action, self.result, self.statusWord, self.slug) =
        (status, action, result, statusWord, slug)
    }
    var testDescription: String {
      "\(statusWord) + \(slug) -> \(result.map { "status \($0)" } ?? "FOODTRUCK_ERR_INVALID_STATE")"
    }
  }

  /// docs/domain.md, decision 1: placed -> preparing -> ready -> completed, one action each;
  /// nothing else.
  /// Status: 0 placed, 1 preparing, 2 ready, 3 completed. Action: 0 prepare, 1 mark ready,
  /// 2 complete.
  static let lifecycle: [LifecycleRow] = [
    LifecycleRow(0, 0, 1, "placed", "prepare"),
    LifecycleRow(0, 1, nil, "placed", "mark-ready"),
    LifecycleRow(0, 2, nil, "placed", "complete"),
    LifecycleRow(1, 0, nil, "preparing", "prepare"),
    LifecycleRow(1, 1, 2, "preparing", "mark-ready"),
    LifecycleRow(1, 2, nil, "preparing", "complete"),
    LifecycleRow(2, 0, nil, "ready", "prepare"),
    LifecycleRow(2, 1, nil, "ready", "mark-ready"),
    LifecycleRow(2, 2, 3, "ready", "complete"),
    LifecycleRow(3, 0, nil, "completed", "prepare"),
    LifecycleRow(3, 1, nil, "completed", "mark-ready"),
    LifecycleRow(3, 2, nil, "completed", "complete"),
  ]

  /// Places order 1 and brings it to `status`: prepare at now + 1 s, mark ready at now + 2 s,
  /// complete at now + 3 s.
  private func order1(in status: UInt32) throws {
    let number = try placeOrder(truck, [(3, 2)], at: OrdersBoundaryTests.now)
    try #require(number == 1)
    for step in 0..<Int32(status) {
      try #require(
        orderApply(
          truck, 1, foodtruck_order_action(rawValue: step),
          OrdersBoundaryTests.now + 1_000 * Int64(step + 1))
          == FOODTRUCK_OK)
    }
  }

  @Test(
    "Lifecycle: every status x every action through foodtruck_order_apply", arguments: lifecycle)
  func lifecycleCell(row: LifecycleRow) throws {
    try order1(in: row.status)
    let before = try getOrder(truck, 1)
    #expect(before.status.rawValue == row.status)
    // The times so far: preparing since now + 1 s once prepared, completed at now + 3 s.
    let now = OrdersBoundaryTests.now
    #expect(before.preparing_since == (row.status >= 1 ? now + 1_000 : noTime))
    #expect(before.completed_at == (row.status == 3 ? now + 3_000 : noTime))
    #expect(before.duration_ms == (row.status == 3 ? 3_000 : -1))

    let at = now + 60_000
    let status = orderApply(truck, 1, foodtruck_order_action(rawValue: row.action), at)
    let message = lastErrorText
    let after = try getOrder(truck, 1)
    if let result = row.result {
      #expect(status == FOODTRUCK_OK)
      #expect(message == "")
      #expect(after.status.rawValue == result)
      switch row.action {
      case 0: #expect(after.preparing_since == at)
      case 2:
        #expect(after.completed_at == at)
        #expect(after.duration_ms == 60_000)
        #expect(after.preparing_since == now + 1_000)
      default:
        #expect(after.preparing_since == now + 1_000, "marking ready keeps the preparation start")
        #expect(after.completed_at == noTime)
      }
    } else {
      #expect(status == FOODTRUCK_ERR_INVALID_STATE)
      #expect(after.fields == before.fields, "a refused action changes nothing")
      #expect(message.hasPrefix("foodtruck_order_apply: "), "\(message)")
      #expect(message.contains("Order#1201"), "\(message)")
      #expect(message.contains(row.statusWord), "\(message)")
      #expect(message.contains(row.slug), "\(message)")
    }
  }

  @Test("The refusal's message stays English in an Arabic session")
  func refusalMessageLanguage() throws {
    try order1(in: 0)
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(
      orderApply(truck, 1, FOODTRUCK_ORDER_COMPLETE, OrdersBoundaryTests.now)
        == FOODTRUCK_ERR_INVALID_STATE)
    #expect(lastErrorText.contains("Order#1201"))
  }

  @Test(
    "Actions outside the three are FOODTRUCK_ERR_INVALID_ARGUMENT, FOODTRUCK_ORDER_ACTION_NONE included",
    arguments: [FOODTRUCK_ORDER_ACTION_NONE.rawValue, 3, 99, Int32.max, Int32.min])
  func invalidAction(raw: Int32) throws {
    try order1(in: 0)
    #expect(
      orderApply(truck, 1, foodtruck_order_action(rawValue: raw), OrdersBoundaryTests.now)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_order_apply: "))
    #expect(lastErrorText.contains("action"))
    #expect(try getOrder(truck, 1).status == FOODTRUCK_ORDER_PLACED)
  }

  @Test("next_action follows the status, and is FOODTRUCK_ORDER_ACTION_NONE (-1) once completed")
  func nextAction() throws {
    #expect(FOODTRUCK_ORDER_ACTION_NONE.rawValue == -1)
    try order1(in: 0)
    let expected = [
      FOODTRUCK_ORDER_PREPARE, FOODTRUCK_ORDER_MARK_READY, FOODTRUCK_ORDER_COMPLETE,
      FOODTRUCK_ORDER_ACTION_NONE,
    ]
    for (step, action) in expected.enumerated() {
      let order = try getOrder(truck, 1)
      #expect(order.status.rawValue == UInt32(step))
      #expect(order.next_action == action)
      if action != FOODTRUCK_ORDER_ACTION_NONE {
        #expect(
          orderApply(truck, 1, order.next_action, OrdersBoundaryTests.now + 1_000) == FOODTRUCK_OK)
      }
    }
  }

  @Test("Advance walks placed -> preparing -> ready -> completed, then refuses")
  func advance() throws {
    let number = try placeOrder(truck, [(7, 4)], at: OrdersBoundaryTests.now)
    let now = OrdersBoundaryTests.now
    var status = foodtruck_order_status(rawValue: 77)
    #expect(orderAdvance(truck, number, now + 10_000, &status) == FOODTRUCK_OK)
    #expect(status == FOODTRUCK_ORDER_PREPARING)
    #expect(try getOrder(truck, number).preparing_since == now + 10_000)
    #expect(try getOrder(truck, number).duration_ms == -1)
    #expect(orderAdvance(truck, number, now + 70_000, &status) == FOODTRUCK_OK)
    #expect(status == FOODTRUCK_ORDER_READY, "preparing -> ready: it does not skip to completed")
    #expect(try getOrder(truck, number).completed_at == noTime)
    #expect(orderAdvance(truck, number, now + 90_000, &status) == FOODTRUCK_OK)
    #expect(status == FOODTRUCK_ORDER_COMPLETED, "a ready order can be completed")

    let done = try getOrder(truck, number)
    #expect(done.status == FOODTRUCK_ORDER_COMPLETED)
    #expect(done.next_action == FOODTRUCK_ORDER_ACTION_NONE)
    #expect(done.preparing_since == now + 10_000)
    #expect(done.completed_at == now + 90_000)
    #expect(done.duration_ms == 90_000)

    status = foodtruck_order_status(rawValue: 77)
    #expect(orderAdvance(truck, number, now + 99_000, &status) == FOODTRUCK_ERR_INVALID_STATE)
    #expect(status.rawValue == 77, "status_out is written only on success")
    #expect(lastErrorText.hasPrefix("foodtruck_order_advance: "))
    #expect(lastErrorText.contains("Order#1201"))
    #expect(lastErrorText.contains("completed"))
    #expect(try getOrder(truck, number).fields == done.fields)
  }

  @Test("Advance without status_out")
  func advanceWithoutStatusOut() throws {
    let number = try placeOrder(truck, [(7, 4)], at: OrdersBoundaryTests.now)
    #expect(orderAdvance(truck, number, OrdersBoundaryTests.now, nil) == FOODTRUCK_OK)
    #expect(try getOrder(truck, number).status == FOODTRUCK_ORDER_PREPARING)
  }

  @Test("8 threads apply FOODTRUCK_ORDER_PREPARE to one order: exactly one succeeds")
  func concurrentApply() throws {
    try placeOrder(truck, [(1, 1)], at: OrdersBoundaryTests.now)
    let shared = UInt(bitPattern: truck)
    let results = LockedArray<foodtruck_status>()
    onThreads(8) { thread in
      let truck = UnsafeMutablePointer<foodtruck_truck>(bitPattern: shared)
      results.append(
        orderApply(truck, 1, FOODTRUCK_ORDER_PREPARE, OrdersBoundaryTests.now + Int64(thread)))
    }
    let statuses = results.elements
    #expect(statuses.count == 8)
    #expect(statuses.filter { $0 == FOODTRUCK_OK }.count == 1)
    #expect(statuses.filter { $0 == FOODTRUCK_ERR_INVALID_STATE }.count == 7)
    #expect(try getOrder(truck, 1).status == FOODTRUCK_ORDER_PREPARING)
  }

  @Test("8 threads x 50 foodtruck_order_place on one handle: numbers 1 ... 400, each once")
  func concurrentPlace() throws {
    let shared = UInt(bitPattern: truck)
    let numbers = LockedArray<Int32>()
    let failures = LockedArray<foodtruck_status>()
    onThreads(8) { thread in
      let truck = UnsafeMutablePointer<foodtruck_truck>(bitPattern: shared)
      for index in 0..<50 {
        var lines = [foodtruck_order_line(donut_id: Int32(thread), quantity: Int32(index % 5 + 1))]
        var number: Int32 = -1
        let status = orderPlace(truck, &lines, 1, OrdersBoundaryTests.now, &number)
        if status == FOODTRUCK_OK { numbers.append(number) } else { failures.append(status) }
      }
    }
    #expect(failures.elements.isEmpty)
    #expect(numbers.elements.sorted() == Array(1...400))
    #expect(try countOrders(truck) == 400)
  }

  // MARK: - Counting and listing

  /// The listing session's orders, numbers 1 ... 12: lines, created at now + ms, the status
  /// reached (0 placed ... 3 completed), and the price in cents when placed.
  struct Stocked {
    let number: Int32
    let lines: [(Int32, Int32)]
    let createdAfter: Int64
    let status: UInt32
    let centsPerDonut: Int64

    var totalCents: Int64 { Int64(lines.reduce(0) { $0 + $1.1 }) * centsPerDonut }
  }

  static let stock: [Stocked] = [
    Stocked(number: 1, lines: [(0, 2)], createdAfter: 5_000, status: 0, centsPerDonut: 578),
    Stocked(
      number: 2, lines: [(5, 1), (1, 1)], createdAfter: 1_000, status: 3, centsPerDonut: 578),
    Stocked(number: 3, lines: [(11, 3)], createdAfter: 9_000, status: 2, centsPerDonut: 578),
    Stocked(number: 4, lines: [(16, 1)], createdAfter: 1_000, status: 1, centsPerDonut: 578),
    Stocked(
      number: 5, lines: [(2, 4), (3, 1)], createdAfter: 3_000, status: 0, centsPerDonut: 578),
    Stocked(number: 6, lines: [(12, 2)], createdAfter: 7_000, status: 2, centsPerDonut: 578),
    Stocked(
      number: 7, lines: [(9, 1), (10, 1), (14, 1)], createdAfter: 2_000, status: 3,
      centsPerDonut: 578),
    Stocked(number: 8, lines: [(7, 5)], createdAfter: 8_000, status: 1, centsPerDonut: 578),
    Stocked(number: 9, lines: [(6, 1)], createdAfter: 6_000, status: 0, centsPerDonut: 578),
    Stocked(
      number: 10, lines: [(13, 2), (0, 1)], createdAfter: 4_000, status: 2, centsPerDonut: 578),
    Stocked(number: 11, lines: [(15, 1)], createdAfter: 1_000, status: 0, centsPerDonut: 578),
    Stocked(number: 12, lines: [(4, 3)], createdAfter: 10_000, status: 3, centsPerDonut: 1_000),
  ]

  /// Places the stock and brings each order to its status.
  private func stockUp() throws {
    for order in OrdersBoundaryTests.stock {
      try #require(truckSetPrice(truck, order.centsPerDonut) == FOODTRUCK_OK)
      let number = try placeOrder(
        truck, order.lines, at: OrdersBoundaryTests.now + order.createdAfter)
      try #require(number == order.number)
      for step in 0..<Int32(order.status) {
        try #require(
          orderApply(
            truck, number, foodtruck_order_action(rawValue: step), OrdersBoundaryTests.now + 60_000)
            == FOODTRUCK_OK)
      }
    }
  }

  private func list(
    _ mask: UInt32 = FOODTRUCK_ORDER_STATUS_ALL, _ search: String = "",
    _ sort: foodtruck_order_sort = FOODTRUCK_ORDER_SORT_NUMBER,
    descending: Bool = false, offset: UInt = 0, limit: UInt = 1_000,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [Int32] {
    try readIDs(sourceLocation: sourceLocation) {
      orderList(truck, mask, search, sort, descending, offset, limit, $0, $1, $2)
    }
  }

  @Test(
    "Counting by status mask",
    arguments: [
      (FOODTRUCK_ORDER_STATUS_ALL, 12), (FOODTRUCK_ORDER_STATUS_INCOMPLETE, 9), (0x01, 4),
      (0x02, 2), (0x04, 3),
      (0x08, 3), (0x09, 7), (0x06, 5), (0, 0),
    ] as [(UInt32, Int)])
  func countByMask(mask: UInt32, expected: Int) throws {
    try stockUp()
    #expect(try countOrders(truck, mask) == expected)
    #expect(try list(mask).count == expected)
    let statuses = try list(mask).map { try getOrder(truck, $0).status.rawValue }
    #expect(statuses.allSatisfy { mask & (1 << $0) != 0 })
  }

  @Test(
    "The mask macros: FOODTRUCK_ORDER_STATUS_ALL is 0x0F, FOODTRUCK_ORDER_STATUS_INCOMPLETE is 0x07"
  )
  func maskValues() {
    #expect(FOODTRUCK_ORDER_STATUS_ALL == 0x0F)
    #expect(FOODTRUCK_ORDER_STATUS_INCOMPLETE == 0x07)
  }

  @Test(
    "Sorting: by number, created_at, status or total, ascending or descending; ties by number",
    arguments: [
      (FOODTRUCK_ORDER_SORT_NUMBER, false, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
      (FOODTRUCK_ORDER_SORT_NUMBER, true, [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]),
      (FOODTRUCK_ORDER_SORT_CREATED_AT, false, [2, 4, 11, 7, 5, 10, 1, 9, 6, 8, 3, 12]),
      (FOODTRUCK_ORDER_SORT_CREATED_AT, true, [12, 3, 8, 6, 9, 1, 10, 5, 7, 2, 4, 11]),
      (FOODTRUCK_ORDER_SORT_STATUS, false, [1, 5, 9, 11, 4, 8, 3, 6, 10, 2, 7, 12]),
      // The Orders screen's default: completed, ready, preparing, placed (docs/domain.md §2.7).
      (FOODTRUCK_ORDER_SORT_STATUS, true, [2, 7, 12, 3, 6, 10, 4, 8, 1, 5, 9, 11]),
      // Order 12 was placed at 1000 cents a donut: 3 donuts cost more than 5 at 578.
      (FOODTRUCK_ORDER_SORT_TOTAL, false, [4, 9, 11, 1, 2, 6, 3, 7, 10, 5, 8, 12]),
      (FOODTRUCK_ORDER_SORT_TOTAL, true, [12, 5, 8, 3, 7, 10, 1, 2, 6, 4, 9, 11]),
    ] as [(foodtruck_order_sort, Bool, [Int32])])
  func sorting(sort: foodtruck_order_sort, descending: Bool, expected: [Int32]) throws {
    try stockUp()
    #expect(try list(FOODTRUCK_ORDER_STATUS_ALL, "", sort, descending: descending) == expected)
  }

  @Test("Sorted lists agree with an independent sort of the orders read back")
  func sortingAgreesWithReadBack() throws {
    try stockUp()
    let orders = try (1...12).map { try getOrder(truck, Int32($0)) }
    for (sort, key) in [
      (FOODTRUCK_ORDER_SORT_CREATED_AT, { (o: foodtruck_order) in o.created_at }),
      (FOODTRUCK_ORDER_SORT_STATUS, { (o: foodtruck_order) in Int64(o.status.rawValue) }),
      (FOODTRUCK_ORDER_SORT_TOTAL, { (o: foodtruck_order) in o.total_cents }),
    ] {
      for descending in [false, true] {
        let expected = orders.sorted { a, b in
          let (ka, kb) = (key(a), key(b))
          if ka != kb { return descending ? ka > kb : ka < kb }
          return a.number < b.number
        }.map(\.number)
        #expect(try list(FOODTRUCK_ORDER_STATUS_ALL, "", sort, descending: descending) == expected)
      }
    }
    #expect(orders.map(\.total_cents) == OrdersBoundaryTests.stock.map(\.totalCents))
  }

  @Test(
    "Search in English: display id, short id, or a donut of the order; case-insensitive",
    arguments: [
      ("", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
      ("Order#1205", [5]), ("order#1212", [12]),
      ("ORDER#12", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
      ("1203", [3]), ("121", [10, 11, 12]), ("#", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
      ("lemon", [2, 3, 6, 10, 11]), ("CHOCOLATE", [1, 2, 4, 5, 7, 8, 10]),
      ("the classic", [1, 10]), ("pistachio", []), ("Order#1213", []), ("طلب", []),
    ] as [(String, [Int32])])
  func searchEnglish(text: String, expected: [Int32]) throws {
    try stockUp()
    #expect(try list(FOODTRUCK_ORDER_STATUS_ALL, text) == expected)
    #expect(try countOrders(truck, FOODTRUCK_ORDER_STATUS_ALL, text) == expected.count)
  }

  @Test(
    "Search in Arabic: the Arabic display id and Arabic donut names",
    arguments: [
      ("طلب#1201", [1]), ("طلب", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]), ("1210", [10]),
      ("لىمون", [2, 3, 6, 10, 11]), ("Order#1201", []), ("lemon", []),
    ] as [(String, [Int32])])
  func searchArabic(text: String, expected: [Int32]) throws {
    try stockUp()
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try list(FOODTRUCK_ORDER_STATUS_ALL, text) == expected)
    #expect(try countOrders(truck, FOODTRUCK_ORDER_STATUS_ALL, text) == expected.count)
  }

  @Test("Mask, search and sort together")
  func combined() throws {
    try stockUp()
    // Lemon orders 2, 3, 6, 10, 11; order 2 is completed.
    #expect(
      try list(
        FOODTRUCK_ORDER_STATUS_INCOMPLETE, "lemon", FOODTRUCK_ORDER_SORT_CREATED_AT,
        descending: true)
        == [3, 6, 10, 11])
    #expect(try countOrders(truck, FOODTRUCK_ORDER_STATUS_INCOMPLETE, "lemon") == 4)
    #expect(try list(0x08, "chocolate", FOODTRUCK_ORDER_SORT_TOTAL, descending: true) == [7, 2])
  }

  @Test(
    "Paging: offset and limit over the sorted list; the count is the page's size",
    arguments: [
      (0, 5, [2, 7, 12, 3, 6]), (5, 5, [10, 4, 8, 1, 5]), (10, 5, [9, 11]), (12, 5, []),
      (100, 5, []), (0, 0, []), (3, 1, [3]), (0, 12, [2, 7, 12, 3, 6, 10, 4, 8, 1, 5, 9, 11]),
      (UInt(Int.max), 5, []), (0, UInt(Int.max), [2, 7, 12, 3, 6, 10, 4, 8, 1, 5, 9, 11]),
    ] as [(UInt, UInt, [Int32])])
  func paging(offset: UInt, limit: UInt, expected: [Int32]) throws {
    try stockUp()
    #expect(
      try list(
        FOODTRUCK_ORDER_STATUS_ALL, "", FOODTRUCK_ORDER_SORT_STATUS, descending: true,
        offset: offset,
        limit: limit)
        == expected)
  }

  @Test("Pages of 5 put together are the whole list")
  func pagesMakeTheList() throws {
    try stockUp()
    var pages: [Int32] = []
    for offset in stride(from: 0, to: 15, by: 5) {
      pages += try list(
        FOODTRUCK_ORDER_STATUS_ALL, "", FOODTRUCK_ORDER_SORT_CREATED_AT, offset: UInt(offset),
        limit: 5)
    }
    #expect(pages == [2, 4, 11, 7, 5, 10, 1, 9, 6, 8, 3, 12])
  }

  @Test("List: a count query, an array too small (untouched, count reported), an exact fit")
  func listBuffer() throws {
    try stockUp()
    var count: UInt = 0
    #expect(
      orderList(
        truck, FOODTRUCK_ORDER_STATUS_INCOMPLETE, "", FOODTRUCK_ORDER_SORT_NUMBER, false, 2, 4, nil,
        0, &count)
        == FOODTRUCK_OK)
    #expect(count == 4)
    var small = [Int32](repeating: -7, count: 3)
    count = 0
    #expect(
      orderList(
        truck, FOODTRUCK_ORDER_STATUS_INCOMPLETE, "", FOODTRUCK_ORDER_SORT_NUMBER, false, 2, 4,
        &small, 3, &count)
        == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(count == 4)
    #expect(small == [-7, -7, -7])
    #expect(lastErrorText.hasPrefix("foodtruck_order_list: "))
    var roomy = [Int32](repeating: -7, count: 6)
    #expect(
      orderList(
        truck, FOODTRUCK_ORDER_STATUS_INCOMPLETE, "", FOODTRUCK_ORDER_SORT_NUMBER, false, 2, 4,
        &roomy, 6, nil)
        == FOODTRUCK_OK)
    // Incomplete: 1, 3, 4, 5, 6, 8, 9, 10, 11; skip 2, take 4.
    #expect(roomy == [4, 5, 6, 8, -7, -7])
  }

  @Test("An empty session lists nothing")
  func emptySession() throws {
    #expect(try countOrders(truck) == 0)
    #expect(try list() == [])
  }

  // MARK: - Words

  @Test(
    "Status names in English and Arabic",
    arguments: zip(
      [
        FOODTRUCK_ORDER_PLACED, FOODTRUCK_ORDER_PREPARING, FOODTRUCK_ORDER_READY,
        FOODTRUCK_ORDER_COMPLETED,
      ],
      [
        ("Placed", "تم الطلب"), ("Preparing", "قيد التحضير"), ("Ready", "جاهز"),
        ("Completed", "مكتمل"),
      ]))
  func statusNames(status: foodtruck_order_status, names: (String, String)) throws {
    #expect(try readText { orderStatusName(truck, status, $0, $1, $2) } == names.0)
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try readText { orderStatusName(truck, status, $0, $1, $2) } == names.1)
  }

  @Test(
    "Action titles in English and Arabic (the original left Prepare and Complete English)",
    arguments: zip(
      [FOODTRUCK_ORDER_PREPARE, FOODTRUCK_ORDER_MARK_READY, FOODTRUCK_ORDER_COMPLETE],
      [("Prepare", "تحضير"), ("Ready", "جاهز"), ("Complete", "إكمال")]))
  func actionTitles(action: foodtruck_order_action, titles: (String, String)) throws {
    #expect(try readText { orderActionTitle(truck, action, $0, $1, $2) } == titles.0)
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try readText { orderActionTitle(truck, action, $0, $1, $2) } == titles.1)
  }

  @Test("FOODTRUCK_ORDER_ACTION_NONE has no title; status 4 has no name")
  func noWords() {
    var length: UInt = 99
    #expect(
      orderActionTitle(truck, FOODTRUCK_ORDER_ACTION_NONE, nil, 0, &length)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(
      orderStatusName(truck, foodtruck_order_status(rawValue: 4), nil, 0, &length)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(length == 99)
  }

  @Test("Sort names in English and Arabic; sort 4 has none")
  func sortNames() throws {
    #expect(
      try readText { orderSortName(truck, FOODTRUCK_ORDER_SORT_CREATED_AT, $0, $1, $2) } == "Date")
    #expect(
      try readText { orderSortName(truck, FOODTRUCK_ORDER_SORT_TOTAL, $0, $1, $2) } == "Donuts")
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(
      try readText { orderSortName(truck, FOODTRUCK_ORDER_SORT_STATUS, $0, $1, $2) } == "الحالة")
    var length: UInt = 99
    #expect(
      orderSortName(truck, foodtruck_order_sort(rawValue: 4), nil, 0, &length)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(length == 99)
  }
}
