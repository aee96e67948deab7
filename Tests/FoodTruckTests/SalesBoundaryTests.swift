// SPDX-License-Identifier: Apache-2.0
// SalesBoundaryTests: simulation, the live stream and sales through the C ABI: determinism by
// seed, ticks, local days at a UTC offset, the today/week/month/year windows, and sales by
// donut, top-N, totals and chart series agreeing with each other and with an independent
// aggregation of the orders (docs/domain.md, decisions 3, 4, 7 and 10; §3-4).

import CFoodTruck
import FoodTruck
import FoodTruckTestSupport
import Foundation
import Synchronization
import Testing

@Suite("Sales boundary")
final class SalesBoundaryTests {
  /// A live handle for each test; freed in deinit.
  let truck: UnsafeMutablePointer<foodtruck_truck>

  /// 2024-03-15 12:00:00 UTC: local noon at offset 0, so today's 24 simulated orders (at most
  /// 76 minutes old) all fall on today.
  static let noon: Int64 = 1_710_504_000_000
  static let day: Int64 = 86_400_000

  static let timeframes = [
    FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_TIMEFRAME_MONTH,
    FOODTRUCK_TIMEFRAME_YEAR,
  ]
  static let cities = [
    FOODTRUCK_CITY_ALL, FOODTRUCK_CITY_CUPERTINO, FOODTRUCK_CITY_SAN_FRANCISCO,
    FOODTRUCK_CITY_LONDON,
  ]

  init() throws {
    truck = try newTruck()
  }

  deinit {
    truckFree(truck)
  }

  // MARK: - Reading helpers

  private func byDonut(
    _ truck: UnsafeMutablePointer<foodtruck_truck>, _ timeframe: foodtruck_timeframe,
    _ city: foodtruck_city,
    _ now: Int64,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [Int64] {
    try readArray(Int64(-1), sourceLocation: sourceLocation) {
      salesByDonut(truck, timeframe, city, now, $0, $1, $2)
    }
  }

  private func top(
    _ truck: UnsafeMutablePointer<foodtruck_truck>, _ timeframe: foodtruck_timeframe,
    _ city: foodtruck_city,
    _ now: Int64,
    _ n: UInt, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [[Int64]] {
    try readArray(foodtruck_donut_sales(donut_id: -1, sales: -1), sourceLocation: sourceLocation) {
      salesTop(truck, timeframe, city, now, n, $0, $1, $2)
    }.map(\.pair)
  }

  private func total(
    _ truck: UnsafeMutablePointer<foodtruck_truck>, _ timeframe: foodtruck_timeframe,
    _ city: foodtruck_city,
    _ now: Int64,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Int64 {
    var total: Int64 = -1
    try #require(
      salesTotal(truck, timeframe, city, now, &total) == FOODTRUCK_OK,
      sourceLocation: sourceLocation)
    return total
  }

  private func series(
    _ truck: UnsafeMutablePointer<foodtruck_truck>, _ timeframe: foodtruck_timeframe,
    _ city: foodtruck_city,
    _ now: Int64,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [[Int64]] {
    try readArray(foodtruck_sales_point(starts_at: -1, sales: -1), sourceLocation: sourceLocation) {
      salesSeries(truck, timeframe, city, now, $0, $1, $2)
    }.map(\.pair)
  }

  private func popularity(
    _ truck: UnsafeMutablePointer<foodtruck_truck>, _ timeframe: foodtruck_timeframe, _ now: Int64,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [Int32] {
    try readIDs(sourceLocation: sourceLocation) {
      donutSortByPopularity(truck, timeframe, now, $0, $1, $2)
    }
  }

  /// Every order of a session, as (fields, lines).
  private func allOrders(_ truck: UnsafeMutablePointer<foodtruck_truck>) throws -> [(
    [Int64], [[Int32]]
  )] {
    let count = try countOrders(truck)
    return try (0..<count).map { index in
      let number = Int32(index + 1)
      return (try getOrder(truck, number).fields, try getLines(truck, number))
    }
  }

  /// The ranking rule (docs/domain.md, decision 4), computed here: sales descending, ties by
  /// donut id.
  static func ranking(_ sales: [Int64]) -> [[Int64]] {
    sales.enumerated().map { [Int64($0.offset), $0.element] }
      .sorted { $0[1] != $1[1] ? $0[1] > $1[1] : $0[0] < $1[0] }
  }

  /// Local midnights of the first day of each of `count` months ending with the month of
  /// `instant`, at `offsetMinutes`: Foundation's Gregorian calendar, independent of the library.
  static func monthStarts(endingAt instant: Int64, count: Int, offsetMinutes: Int) -> [Int64] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: offsetMinutes * 60) ?? .gmt
    let date = Date(timeIntervalSince1970: Double(instant) / 1000)
    let current = calendar.dateComponents([.year, .month], from: date)
    return (0..<count).reversed().compactMap { back in
      var components = current
      components.day = 1
      guard let first = calendar.date(from: components),
        let start = calendar.date(byAdding: .month, value: -back, to: first)
      else { return nil }
      return Int64((start.timeIntervalSince1970 * 1000).rounded())
    }
  }

  // MARK: - Simulation

  @Test("Simulate fills an empty session like the original's start: 24 orders, 15 ready, 9 placed")
  func simulateShape() throws {
    let now = SalesBoundaryTests.noon
    #expect(truckSimulate(truck, 1, now, 20) == FOODTRUCK_OK)
    #expect(lastErrorText == "")
    #expect(try countOrders(truck) == 24)
    #expect(try countOrders(truck, 0x04) == 15)
    #expect(try countOrders(truck, 0x01) == 9)
    #expect(try countOrders(truck, FOODTRUCK_ORDER_STATUS_INCOMPLETE) == 24)

    var previous: Int64 = .min
    var todayDonuts: Int64 = 0
    for number in Int32(1)...24 {
      let order = try getOrder(truck, number)
      let lines = try getLines(truck, number)
      #expect(order.number == number)
      #expect(
        order.status == (number <= 15 ? FOODTRUCK_ORDER_READY : FOODTRUCK_ORDER_PLACED),
        "order \(number)")
      #expect(
        order.next_action == (number <= 15 ? FOODTRUCK_ORDER_COMPLETE : FOODTRUCK_ORDER_PREPARE))
      #expect(order.city == FOODTRUCK_CITY_CUPERTINO.rawValue)
      #expect((1...5).contains(lines.count), "1 to 5 donuts: \(lines)")
      #expect(Set(lines.map { $0[0] }).count == lines.count, "distinct donuts: \(lines)")
      #expect(lines.allSatisfy { (0...16).contains($0[0]) && (1...5).contains($0[1]) }, "\(lines)")
      #expect(order.line_count == Int32(lines.count))
      #expect(order.total_donuts == lines.reduce(0) { $0 + $1[1] })
      #expect(order.total_cents == Int64(order.total_donuts) * 578)
      // Ready orders went through preparation: stamped as started when placed.
      #expect(order.preparing_since == (number <= 15 ? order.created_at : noTime))
      #expect(order.completed_at == noTime)
      #expect(order.duration_ms == -1)
      if number > 1 {
        let gap = order.created_at - previous
        #expect((60_000..<180_000).contains(gap), "orders are 60-180 s apart: \(gap) ms")
      }
      previous = order.created_at
      todayDonuts += Int64(order.total_donuts)
    }
    // The newest is 4 minutes plus one 60-180 s gap before now.
    #expect((now - 420_000...now - 300_000).contains(previous))
    #expect(try total(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, now) == todayDonuts)
    #expect(
      try total(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_CUPERTINO, now) == todayDonuts)
    #expect(
      try total(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_LONDON, now) == 0,
      "history has no today")
    for city in [FOODTRUCK_CITY_CUPERTINO, FOODTRUCK_CITY_SAN_FRANCISCO, FOODTRUCK_CITY_LONDON] {
      #expect(
        try total(truck, FOODTRUCK_TIMEFRAME_WEEK, city, now) > 0,
        "60 days of history in every city")
    }
  }

  @Test("The same seed and now give identical orders and sales; another seed differs")
  func simulateDeterminism() throws {
    let now = SalesBoundaryTests.noon
    let twin = try newTruck()
    let other = try newTruck()
    defer {
      truckFree(twin)
      truckFree(other)
    }
    #expect(truckSimulate(truck, 7, now, 20) == FOODTRUCK_OK)
    #expect(truckSimulate(twin, 7, now, 20) == FOODTRUCK_OK)
    #expect(truckSimulate(other, 8, now, 20) == FOODTRUCK_OK)

    let orders = try allOrders(truck)
    let twinOrders = try allOrders(twin)
    #expect(orders.count == 24)
    #expect(orders.map(\.0) == twinOrders.map(\.0))
    #expect(orders.map(\.1) == twinOrders.map(\.1))
    #expect(orders.map(\.1) != (try allOrders(other)).map(\.1))

    var differs = false
    for timeframe in SalesBoundaryTests.timeframes {
      for city in SalesBoundaryTests.cities {
        let sales = try byDonut(truck, timeframe, city, now)
        #expect(sales == (try byDonut(twin, timeframe, city, now)))
        #expect(try series(truck, timeframe, city, now) == (try series(twin, timeframe, city, now)))
        if sales != (try byDonut(other, timeframe, city, now)) { differs = true }
      }
    }
    #expect(differs, "another seed gives other sales")

    var arrived: Int32 = -1
    var twinArrived: Int32 = -1
    #expect(truckTick(truck, now + 200_000, &arrived) == FOODTRUCK_OK)
    #expect(truckTick(twin, now + 200_000, &twinArrived) == FOODTRUCK_OK)
    #expect(arrived == 20)
    #expect(twinArrived == 20)
    let streamed = try allOrders(truck)
    #expect(streamed.count == 44)
    #expect(streamed.map(\.0) == (try allOrders(twin)).map(\.0))
    #expect(streamed.map(\.1) == (try allOrders(twin)).map(\.1))
  }

  @Test("Simulate refuses a session that has orders, and changes nothing")
  func simulateTwice() throws {
    let now = SalesBoundaryTests.noon
    #expect(truckSimulate(truck, 1, now, 20) == FOODTRUCK_OK)
    let before = try allOrders(truck)
    let sales = try byDonut(truck, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, now)
    #expect(truckSimulate(truck, 1, now, 20) == FOODTRUCK_ERR_INVALID_STATE)
    #expect(lastErrorText.hasPrefix("foodtruck_truck_simulate: "))
    #expect(truckSimulate(truck, 2, now + 1_000, 0) == FOODTRUCK_ERR_INVALID_STATE)
    let after = try allOrders(truck)
    #expect(after.map(\.0) == before.map(\.0))
    #expect(after.map(\.1) == before.map(\.1))
    #expect(try byDonut(truck, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, now) == sales)

    let placedFirst = try newTruck()
    defer { truckFree(placedFirst) }
    try placeOrder(placedFirst, [(1, 1)], at: now)
    #expect(truckSimulate(placedFirst, 1, now, 20) == FOODTRUCK_ERR_INVALID_STATE)
    #expect(try countOrders(placedFirst) == 1)
  }

  // MARK: - The live stream

  @Test("Tick delivers the stream's orders 3-8 s apart, each stamped with its own time")
  func tickDelivers() throws {
    let now = SalesBoundaryTests.noon
    #expect(truckSimulate(truck, 5, now, 20) == FOODTRUCK_OK)
    var arrived: Int32 = -1
    #expect(truckTick(truck, now, &arrived) == FOODTRUCK_OK)
    #expect(arrived == 0)
    #expect(truckTick(truck, now + 2_999, &arrived) == FOODTRUCK_OK)
    #expect(arrived == 0, "the first order comes at least 3 s after now")
    #expect(try countOrders(truck) == 24)

    #expect(truckTick(truck, now + 8_000, &arrived) == FOODTRUCK_OK)
    #expect(arrived >= 1)
    let afterFirst = try countOrders(truck)
    #expect(afterFirst == 24 + Int(arrived))

    #expect(truckTick(truck, now + 200_000, &arrived) == FOODTRUCK_OK)
    #expect(Int(arrived) == 44 - afterFirst, "arrived_out counts the orders added")
    #expect(try countOrders(truck) == 44)
    #expect(truckTick(truck, now + 10_000_000, &arrived) == FOODTRUCK_OK)
    #expect(arrived == 0, "the stream has delivered all 20")
    #expect(lastErrorText == "")

    var previous = now
    for number in Int32(25)...44 {
      let order = try getOrder(truck, number)
      let gap = order.created_at - previous
      #expect((3_000...8_000).contains(gap), "order \(number) arrived \(gap) ms after the last")
      #expect(order.status == FOODTRUCK_ORDER_PLACED)
      #expect(order.created_at <= now + 200_000)
      let lines = try getLines(truck, number)
      #expect((1...5).contains(lines.count))
      #expect(lines.allSatisfy { (0...16).contains($0[0]) && (1...5).contains($0[1]) })
      #expect(order.total_cents == Int64(order.total_donuts) * 578)
      previous = order.created_at
    }
    #expect(try total(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, now + 200_000) > 0)
  }

  @Test("Ticking every second gives the same orders as one late tick")
  func tickIntervalDoesNotMatter() throws {
    let now = SalesBoundaryTests.noon
    let stepped = try newTruck()
    defer { truckFree(stepped) }
    #expect(truckSimulate(truck, 11, now, 20) == FOODTRUCK_OK)
    #expect(truckSimulate(stepped, 11, now, 20) == FOODTRUCK_OK)
    var arrived: Int32 = -1
    #expect(truckTick(truck, now + 200_000, &arrived) == FOODTRUCK_OK)
    #expect(arrived == 20)
    var sum: Int32 = 0
    for second in Int64(1)...200 {
      var count: Int32 = -1
      let before = try countOrders(stepped)
      #expect(truckTick(stepped, now + second * 1_000, &count) == FOODTRUCK_OK)
      #expect(Int(count) == (try countOrders(stepped)) - before)
      sum += count
    }
    #expect(sum == 20)
    #expect(try allOrders(truck).map(\.0) == (try allOrders(stepped)).map(\.0))
    #expect(try allOrders(truck).map(\.1) == (try allOrders(stepped)).map(\.1))
  }

  @Test("stream_limit decides how many live orders arrive; arrived_out is optional")
  func streamLimit() throws {
    let now = SalesBoundaryTests.noon
    #expect(truckSimulate(truck, 3, now, 3) == FOODTRUCK_OK)
    #expect(truckTick(truck, now + 100_000, nil) == FOODTRUCK_OK)
    #expect(try countOrders(truck) == 27)

    let none = try newTruck()
    defer { truckFree(none) }
    #expect(truckSimulate(none, 3, now, 0) == FOODTRUCK_OK)
    var arrived: Int32 = -1
    #expect(truckTick(none, now + 100_000, &arrived) == FOODTRUCK_OK)
    #expect(arrived == 0)
    #expect(try countOrders(none) == 24)
  }

  @Test("A session that was never simulated ticks without orders arriving")
  func tickWithoutSimulation() throws {
    var arrived: Int32 = -1
    #expect(truckTick(truck, SalesBoundaryTests.noon, &arrived) == FOODTRUCK_OK)
    #expect(arrived == 0)
    #expect(try countOrders(truck) == 0)
  }

  /// A clock shared by threads: each reading is later than every reading before it.
  final class SharedClock: Sendable {
    private let elapsed = Atomic<Int64>(0)

    /// Moves the clock on by `step` ms and returns the new reading.
    func advance(by step: Int64) -> Int64 {
      elapsed.wrappingAdd(step, ordering: .relaxed).newValue
    }
  }

  @Test("4 threads tick one session by one shared clock: the 20 orders arrive once each")
  func concurrentTicks() throws {
    // Stamped as a single ticker stamps them; a tick that lost the race to a later one is
    // refused (time only moves forward) and counted.
    let now = SalesBoundaryTests.noon
    #expect(truckSimulate(truck, 9, now, 20) == FOODTRUCK_OK)
    #expect(eventPollCount(truck) == 0, "the generated past produces no events")
    let shared = UInt(bitPattern: truck)
    let clock = SharedClock()
    let ticks = LockedArray<
      (at: Int64, status: foodtruck_status, arrived: Int32, message: String)
    >()
    onThreads(4) { _ in
      let truck = UnsafeMutablePointer<foodtruck_truck>(bitPattern: shared)
      for _ in 0..<50 {
        // Reading the clock and ticking are two steps: another thread may read a later time
        // and tick first, and then this tick goes back in time.
        let at = now + clock.advance(by: 1_000)
        var arrived: Int32 = -1
        let status = truckTick(truck, at, &arrived)
        ticks.append((at, status, arrived, status == FOODTRUCK_OK ? "" : lastErrorText))
      }
    }
    let all = ticks.elements
    #expect(all.count == 200)
    #expect(Set(all.map(\.at)) == Set((1...200).map { now + Int64($0) * 1_000 }))
    let accepted = all.filter { $0.status == FOODTRUCK_OK }
    let refused = all.filter { $0.status != FOODTRUCK_OK }
    #expect(accepted.count + refused.count == 200)
    #expect(accepted.contains { $0.at == now + 200_000 }, "the latest reading is never refused")
    for tick in refused {
      #expect(tick.status == FOODTRUCK_ERR_INVALID_ARGUMENT)
      #expect(tick.arrived == -1, "arrived_out is written only on success")
      #expect(tick.message.hasPrefix("foodtruck_truck_tick: "), "\(tick.message)")
      #expect(tick.message.contains("before the previous tick"), "\(tick.message)")
    }
    #expect(accepted.map { Int($0.arrived) }.reduce(0, +) == 20)
    #expect(try countOrders(truck) == 44)

    // Each live order arrived once: one orderPlaced event each, stamped with the arrival that a
    // session ticked by one thread gives.
    let single = try newTruck()
    defer { truckFree(single) }
    #expect(truckSimulate(single, 9, now, 20) == FOODTRUCK_OK)
    #expect(truckTick(single, now + 200_000, nil) == FOODTRUCK_OK)
    let events = try pollAllEvents(truck)
    #expect(events.map(\.kind) == Array(repeating: FOODTRUCK_EVENT_ORDER_PLACED, count: 20))
    #expect(events.map(\.order_number) == Array(25...44))
    for number in Int32(25)...44 {
      let order = try getOrder(truck, number)
      #expect(order.fields == (try getOrder(single, number)).fields)
      #expect(events.first { $0.order_number == number }?.at == order.created_at)
    }
  }

  // MARK: - Local days

  /// 2024-03-15 12:00 at UTC-8 (offset -480): 20:00 UTC.
  static let localNoon: Int64 = 1_710_532_800_000
  /// Local midnight starting 2024-03-15 at UTC-8.
  static let localMidnight: Int64 = 1_710_489_600_000

  @Test("At -480, orders one minute either side of local midnight fall on different days")
  func utcOffsetDayBoundary() throws {
    let now = SalesBoundaryTests.localNoon
    let midnight = SalesBoundaryTests.localMidnight
    try placeOrder(truck, [(8, 9)], at: midnight - 60_000)  // 23:59 the day before
    try placeOrder(truck, [(7, 8)], at: midnight + 60_000)  // 00:01 today

    // At UTC both are on 2024-03-15 (07:59 and 08:01 UTC).
    #expect(try total(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, now) == 17)
    #expect(
      try series(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, now) == [
        [1_710_460_800_000, 17]
      ])

    #expect(truckSetUTCOffset(truck, -480) == FOODTRUCK_OK)
    var offset: Int32 = 0
    #expect(truckUTCOffset(truck, &offset) == FOODTRUCK_OK)
    #expect(offset == -480)
    let today = try byDonut(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, now)
    #expect(today[7] == 8)
    #expect(today[8] == 0, "23:59 the day before is not today")
    #expect(try total(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, now) == 8)
    #expect(try total(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, now) == 17)
    #expect(
      try series(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, now) == [[midnight, 8]])
    let week = try series(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, now)
    #expect(week.suffix(2) == [[midnight - SalesBoundaryTests.day, 9], [midnight, 8]])

    #expect(truckSetUTCOffset(truck, 0) == FOODTRUCK_OK)
    #expect(
      try total(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, now) == 17, "re-filed again")
  }

  /// Orders placed around the window edges at UTC-8, now = 2024-03-15 12:00 local: donut d
  /// sells d + 1, so each donut's entry shows whether its order was counted.
  static let edges: [(donut: Int32, at: Int64)] = [
    (0, 1_710_532_800_000),  // now
    (1, 1_709_971_200_000),  // 2024-03-09 00:00: the first day of the week
    (2, 1_709_971_140_000),  // 2024-03-08 23:59: the day before the week
    (3, 1_707_984_000_000),  // 2024-02-15 00:00: the first of the 30 days (2024 is a leap year)
    (4, 1_707_983_940_000),  // 2024-02-14 23:59: the day before
    (5, 1_680_336_000_000),  // 2023-04-01 00:00: the first day of the 12 months
    (6, 1_680_335_940_000),  // 2023-03-31 23:59: the day before
    (7, 1_710_489_660_000),  // 2024-03-15 00:01: today
    (8, 1_710_489_540_000),  // 2024-03-14 23:59: yesterday
  ]

  private func placeEdges() throws {
    #expect(truckSetUTCOffset(truck, -480) == FOODTRUCK_OK)
    for (donut, at) in SalesBoundaryTests.edges {
      try placeOrder(truck, [(donut, donut + 1)], at: at)
    }
  }

  @Test(
    "Windows count back from now in local days, today included",
    arguments: zip(
      [
        FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_TIMEFRAME_MONTH,
        FOODTRUCK_TIMEFRAME_YEAR,
      ],
      [
        [1, 0, 0, 0, 0, 0, 0, 8, 0], [1, 2, 0, 0, 0, 0, 0, 8, 9], [1, 2, 3, 4, 0, 0, 0, 8, 9],
        [1, 2, 3, 4, 5, 6, 0, 8, 9],
      ] as [[Int64]]))
  func windows(timeframe: foodtruck_timeframe, expected: [Int64]) throws {
    try placeEdges()
    let now = SalesBoundaryTests.localNoon
    let sales = try byDonut(truck, timeframe, FOODTRUCK_CITY_ALL, now)
    #expect(sales == expected + Array(repeating: 0, count: 8))
    #expect(try total(truck, timeframe, FOODTRUCK_CITY_ALL, now) == expected.reduce(0, +))
    #expect(try byDonut(truck, timeframe, FOODTRUCK_CITY_CUPERTINO, now) == sales)
    #expect(try total(truck, timeframe, FOODTRUCK_CITY_LONDON, now) == 0)
  }

  @Test("Series: 1, 14, 30 and 12 points at local midnights, oldest first, with each day's sales")
  func seriesPoints() throws {
    try placeEdges()
    let now = SalesBoundaryTests.localNoon
    let midnight = SalesBoundaryTests.localMidnight
    let day = SalesBoundaryTests.day

    #expect(
      try series(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, now) == [[midnight, 9]])

    var week = (0..<14).map { [midnight - Int64(13 - $0) * day, Int64(0)] }
    week[6][1] = 3  // 03-08
    week[7][1] = 2  // 03-09
    week[12][1] = 9  // 03-14
    week[13][1] = 9  // 03-15
    #expect(try series(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, now) == week)

    var month = (0..<30).map { [midnight - Int64(29 - $0) * day, Int64(0)] }
    #expect(month[0][0] == 1_707_984_000_000, "the month series starts 2024-02-15")
    month[0][1] = 4
    month[22][1] = 3
    month[23][1] = 2
    month[28][1] = 9
    month[29][1] = 9
    #expect(try series(truck, FOODTRUCK_TIMEFRAME_MONTH, FOODTRUCK_CITY_ALL, now) == month)

    let starts = SalesBoundaryTests.monthStarts(endingAt: now, count: 12, offsetMinutes: -480)
    #expect(starts.first == 1_680_336_000_000)
    #expect(starts.last == 1_709_280_000_000)
    var year = starts.map { [$0, Int64(0)] }
    year[0][1] = 6  // 2023-04
    year[10][1] = 9  // 2024-02: donuts 3 and 4
    year[11][1] = 23  // 2024-03: donuts 0, 1, 2, 7 and 8
    #expect(try series(truck, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, now) == year)
  }

  @Test("Changing the offset after simulating keeps the history's days and shifts the starts")
  func offsetKeepsHistoryDays() throws {
    let now = SalesBoundaryTests.noon
    #expect(truckSimulate(truck, 21, now, 0) == FOODTRUCK_OK)
    let before = try series(truck, FOODTRUCK_TIMEFRAME_MONTH, FOODTRUCK_CITY_ALL, now)
    #expect(truckSetUTCOffset(truck, 60) == FOODTRUCK_OK)  // now is 13:00 local, the same day
    let after = try series(truck, FOODTRUCK_TIMEFRAME_MONTH, FOODTRUCK_CITY_ALL, now)
    #expect(after.map { $0[1] } == before.map { $0[1] })
    #expect(after.map { $0[0] } == before.map { $0[0] - 3_600_000 })
  }

  // MARK: - Weekend

  @Test("Weekend days sell more: the default weekend's history is at least the no-weekend one's")
  func weekendBoost() throws {
    let now = SalesBoundaryTests.noon
    let plain = try newTruck()
    let late = try newTruck()
    defer {
      truckFree(plain)
      truckFree(late)
    }
    #expect(truckSetWeekendDays(plain, 0) == FOODTRUCK_OK)
    #expect(truckSetWeekendDays(late, 0) == FOODTRUCK_OK)
    #expect(truckSimulate(truck, 4, now, 0) == FOODTRUCK_OK)  // default: Saturday and Sunday
    #expect(truckSimulate(plain, 4, now, 0) == FOODTRUCK_OK)
    #expect(truckSimulate(late, 4, now, 0) == FOODTRUCK_OK)
    // After simulating: no effect.
    #expect(truckSetWeekendDays(late, weekendDefault) == FOODTRUCK_OK)

    for city in SalesBoundaryTests.cities {
      let boosted = try series(truck, FOODTRUCK_TIMEFRAME_MONTH, city, now).map { $0[1] }
      let flat = try series(plain, FOODTRUCK_TIMEFRAME_MONTH, city, now).map { $0[1] }
      #expect(zip(boosted, flat).allSatisfy { $0 >= $1 }, "\(boosted) vs \(flat)")
      #expect(zip(boosted, flat).contains { $0 > $1 })
      #expect(boosted.last == flat.last, "today is orders only")
      #expect(try series(late, FOODTRUCK_TIMEFRAME_MONTH, city, now).map { $0[1] } == flat)
    }
  }

  // MARK: - Agreement

  @Test(
    "Sales by donut, top, total, series and popularity agree, per city and combined",
    arguments: zip(
      [
        FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_TIMEFRAME_MONTH,
        FOODTRUCK_TIMEFRAME_YEAR,
      ],
      [1, 14, 30, 12]))
  func agreement(timeframe: foodtruck_timeframe, points: Int) throws {
    let now = SalesBoundaryTests.noon
    #expect(truckSimulate(truck, 42, now, 20) == FOODTRUCK_OK)
    #expect(truckTick(truck, now, nil) == FOODTRUCK_OK)

    var cityByDonut: [[Int64]] = []
    var citySeries: [[[Int64]]] = []
    for city in SalesBoundaryTests.cities {
      let sales = try byDonut(truck, timeframe, city, now)
      #expect(sales.count == 17)
      #expect(sales.allSatisfy { $0 >= 0 })
      let sum = sales.reduce(0, +)
      #expect(try total(truck, timeframe, city, now) == sum)

      let ranking = SalesBoundaryTests.ranking(sales)
      #expect(try top(truck, timeframe, city, now, 17) == ranking)
      #expect(try top(truck, timeframe, city, now, 100) == ranking, "n above the count: 17 entries")
      #expect(try top(truck, timeframe, city, now, 5) == Array(ranking.prefix(5)))
      #expect(try top(truck, timeframe, city, now, 1) == Array(ranking.prefix(1)))
      #expect(try top(truck, timeframe, city, now, 0) == [])

      let line = try series(truck, timeframe, city, now)
      #expect(line.count == points)
      let days = timeframe == FOODTRUCK_TIMEFRAME_WEEK ? line.suffix(7) : line[...]
      #expect(days.reduce(0) { $0 + $1[1] } == sum, "the series covers the period")
      if city != FOODTRUCK_CITY_ALL {
        cityByDonut.append(sales)
        citySeries.append(line)
      }
    }

    let combined = try byDonut(truck, timeframe, FOODTRUCK_CITY_ALL, now)
    #expect(combined == (0..<17).map { id in cityByDonut.reduce(0) { $0 + $1[id] } })
    let combinedSeries = try series(truck, timeframe, FOODTRUCK_CITY_ALL, now)
    for (index, point) in combinedSeries.enumerated() {
      #expect(citySeries.allSatisfy { $0[index][0] == point[0] })
      #expect(citySeries.reduce(0) { $0 + $1[index][1] } == point[1])
    }
    #expect(
      try popularity(truck, timeframe, now)
        == SalesBoundaryTests.ranking(combined).map { Int32($0[0]) })
  }

  @Test("Series starts: consecutive local midnights ending today; months ending this month")
  func seriesStarts() throws {
    let now = SalesBoundaryTests.noon
    let midnight: Int64 = 1_710_460_800_000  // 2024-03-15 00:00 UTC
    let day = SalesBoundaryTests.day
    #expect(truckSimulate(truck, 42, now, 0) == FOODTRUCK_OK)
    #expect(
      try series(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, now).map { $0[0] } == [
        midnight
      ])
    #expect(
      try series(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_LONDON, now).map { $0[0] }
        == (0..<14).map { midnight - Int64(13 - $0) * day })
    #expect(
      try series(truck, FOODTRUCK_TIMEFRAME_MONTH, FOODTRUCK_CITY_SAN_FRANCISCO, now).map { $0[0] }
        == (0..<30).map { midnight - Int64(29 - $0) * day })
    #expect(
      try series(truck, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, now).map { $0[0] }
        == SalesBoundaryTests.monthStarts(endingAt: now, count: 12, offsetMinutes: 0))
    // Past days carry generated history in every city.
    #expect(
      try series(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_LONDON, now).dropLast().allSatisfy
      { $0[1] > 0 })
  }

  @Test("An order placed now counts in every window and in the last point of every series")
  func windowsIncludeToday() throws {
    let now = SalesBoundaryTests.noon
    #expect(truckSimulate(truck, 42, now, 0) == FOODTRUCK_OK)
    var before: [(Int64, [Int64], [[Int64]])] = []
    for timeframe in SalesBoundaryTests.timeframes {
      before.append(
        (
          try total(truck, timeframe, FOODTRUCK_CITY_ALL, now),
          try byDonut(truck, timeframe, FOODTRUCK_CITY_ALL, now),
          try series(truck, timeframe, FOODTRUCK_CITY_ALL, now)
        ))
    }
    try placeOrder(truck, [(16, 7)], at: now)
    for (index, timeframe) in SalesBoundaryTests.timeframes.enumerated() {
      let (oldTotal, oldSales, oldSeries) = before[index]
      #expect(try total(truck, timeframe, FOODTRUCK_CITY_ALL, now) == oldTotal + 7)
      var sales = oldSales
      sales[16] += 7
      #expect(try byDonut(truck, timeframe, FOODTRUCK_CITY_ALL, now) == sales)
      var line = oldSeries
      line[line.count - 1][1] += 7
      #expect(try series(truck, timeframe, FOODTRUCK_CITY_ALL, now) == line)
    }
  }

  // MARK: - Rankings against the orders themselves

  @Test("In an order-only session, sales and the top equal an aggregation of the orders read back")
  func topEqualsIndependentAggregation() throws {
    let now = SalesBoundaryTests.noon
    // 60 orders from a small LCG of the test's own: 1 to 4 distinct donuts, counts 1 to 9.
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    for index in 0..<60 {
      var donuts: [Int32] = []
      for _ in 0...next(4) {
        let donut = Int32(next(17))
        if !donuts.contains(donut) { donuts.append(donut) }
      }
      try placeOrder(
        truck, donuts.map { ($0, Int32(1 + next(9))) }, at: now - Int64(index) * 60_000)
    }

    var aggregate = [Int64](repeating: 0, count: 17)
    var donuts: Int64 = 0
    for number in Int32(1)...Int32(try countOrders(truck)) {
      let order = try getOrder(truck, number)
      let lines = try getLines(truck, number)
      #expect(lines.count == Int(order.line_count))
      for line in lines { aggregate[Int(line[0])] += Int64(line[1]) }
      donuts += Int64(order.total_donuts)
    }
    #expect(aggregate.reduce(0, +) == donuts)

    let ranking = SalesBoundaryTests.ranking(aggregate)
    for timeframe in SalesBoundaryTests.timeframes {
      #expect(try byDonut(truck, timeframe, FOODTRUCK_CITY_ALL, now) == aggregate)
      #expect(try byDonut(truck, timeframe, FOODTRUCK_CITY_CUPERTINO, now) == aggregate)
      #expect(
        try byDonut(truck, timeframe, FOODTRUCK_CITY_SAN_FRANCISCO, now)
          == Array(repeating: 0, count: 17))
      #expect(try total(truck, timeframe, FOODTRUCK_CITY_ALL, now) == donuts)
      #expect(try top(truck, timeframe, FOODTRUCK_CITY_ALL, now, 17) == ranking)
      #expect(try top(truck, timeframe, FOODTRUCK_CITY_ALL, now, 5) == Array(ranking.prefix(5)))
      #expect(try popularity(truck, timeframe, now) == ranking.map { Int32($0[0]) })
    }
  }

  @Test("Equal sales rank by donut id, unsold donuts included")
  func tieBreak() throws {
    let now = SalesBoundaryTests.noon
    try placeOrder(truck, [(5, 4), (2, 4)], at: now)
    try placeOrder(truck, [(9, 2), (11, 1)], at: now)
    try placeOrder(truck, [(0, 1)], at: now)
    let expected: [[Int64]] = [
      [2, 4], [5, 4], [9, 2], [0, 1], [11, 1], [1, 0], [3, 0], [4, 0], [6, 0], [7, 0], [8, 0],
      [10, 0], [12, 0], [13, 0], [14, 0], [15, 0], [16, 0],
    ]
    #expect(try top(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, now, 100) == expected)
    #expect(
      try top(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, now, 5)
        == Array(expected.prefix(5)))
    #expect(try popularity(truck, FOODTRUCK_TIMEFRAME_TODAY, now) == expected.map { Int32($0[0]) })
    // An empty session ranks every donut by id.
    let empty = try newTruck()
    defer { truckFree(empty) }
    #expect(try popularity(empty, FOODTRUCK_TIMEFRAME_WEEK, now) == Array(0..<17))
    #expect(
      try top(empty, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, now, 3) == [
        [0, 0], [1, 0], [2, 0],
      ])
  }

  @Test("Custom donuts take part in sales, the top and popularity")
  func customDonutSales() throws {
    let now = SalesBoundaryTests.noon
    var id: Int32 = -1
    try #require(donutCreate(truck, "Cruller", 5, 0, 1, &id) == FOODTRUCK_OK)
    try placeOrder(truck, [(id, 3), (4, 1)], at: now)
    let sales = try byDonut(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, now)
    #expect(sales.count == 18)
    #expect(sales[17] == 3)
    #expect(try top(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, now, 100).count == 18)
    #expect(
      try top(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, now, 2) == [[17, 3], [4, 1]])
    #expect(try popularity(truck, FOODTRUCK_TIMEFRAME_TODAY, now).prefix(3) == [17, 4, 0])
  }

  @Test("Top and sales buffers: n = 0 writes nothing; too small leaves the array untouched")
  func topBuffers() throws {
    let now = SalesBoundaryTests.noon
    #expect(truckSimulate(truck, 42, now, 0) == FOODTRUCK_OK)
    let sentinel = foodtruck_donut_sales(donut_id: -7, sales: -7)
    var buffer = [foodtruck_donut_sales](repeating: sentinel, count: 5)
    var count: UInt = 99
    #expect(
      salesTop(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, now, 0, &buffer, 5, &count)
        == FOODTRUCK_OK)
    #expect(count == 0)
    #expect(buffer.allSatisfy { $0.donut_id == -7 && $0.sales == -7 })

    #expect(
      salesTop(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, now, 5, nil, 0, &count)
        == FOODTRUCK_OK)
    #expect(count == 5)
    #expect(
      salesTop(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, now, 6, &buffer, 5, &count)
        == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(count == 6)
    #expect(buffer.allSatisfy { $0.donut_id == -7 && $0.sales == -7 })
    #expect(lastErrorText.hasPrefix("foodtruck_sales_top: "))

    var sales = [Int64](repeating: -7, count: 16)
    #expect(
      salesByDonut(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, now, &sales, 16, &count)
        == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(count == 17)
    #expect(sales.allSatisfy { $0 == -7 })
    var points = [foodtruck_sales_point](
      repeating: foodtruck_sales_point(starts_at: -7, sales: -7), count: 13)
    #expect(
      salesSeries(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, now, &points, 13, &count)
        == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(count == 14)
    #expect(points.allSatisfy { $0.starts_at == -7 && $0.sales == -7 })
    var ids = [Int32](repeating: -7, count: 16)
    #expect(
      donutSortByPopularity(truck, FOODTRUCK_TIMEFRAME_WEEK, now, &ids, 16, &count)
        == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(count == 17)
    #expect(ids.allSatisfy { $0 == -7 })
  }

  // MARK: - Words

  @Test(
    "Timeframe names in English and Arabic",
    arguments: zip(
      [
        FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_TIMEFRAME_MONTH,
        FOODTRUCK_TIMEFRAME_YEAR,
      ],
      [
        ("Today", "اليوم"), ("This Week", "هذا الأسبوع"), ("This Month", "هذا الشهر"),
        ("This Year", "هذه السنة"),
      ]))
  func timeframeNames(timeframe: foodtruck_timeframe, names: (String, String)) throws {
    #expect(try readText { timeframeName(truck, timeframe, $0, $1, $2) } == names.0)
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try readText { timeframeName(truck, timeframe, $0, $1, $2) } == names.1)
  }
}
