// SPDX-License-Identifier: Apache-2.0
// EventsBoundaryTests: events through the C ABI: a scripted day read with foodtruck_event_poll, every
// field of every event in order; foodtruck_event_poll draining its queue (the documented exception to
// the buffer convention) and foodtruck_event_dropped; and the callback: queued events delivered on
// registration, re-entrant calls from inside it (reading, polling, acting, replacing itself,
// freeing the truck), and destroy called exactly once per registration
// (docs/conventions.md, "Events and callbacks"; docs/architecture.md, practice 5;
// docs/domain.md, decision 1; §7.2-7.4).

import CFoodTruck
import FoodTruck
import FoodTruckTestSupport
import Synchronization
import Testing

/// What a C callback sees: a Swift object passed through user_data. The callback and destroy
/// functions are @convention(c) and capture nothing; they find the probe from user_data.
final class EventProbe: @unchecked Sendable {
  /// The truck the probe calls back into (its bit pattern: handles are plain values).
  let handle: UInt
  /// What the probe does with each event, after recording it; it may call into the library.
  let reaction: @Sendable (EventProbe, foodtruck_event) -> Void
  /// Every event received, as fields, in the order received.
  let events = LockedArray<[Int64]>()
  /// Whatever the reaction wants to remember.
  let notes = LockedArray<String>()
  /// How many times destroy ran with this probe's user_data.
  let destroyed = Atomic<Int>(0)

  init(
    _ truck: UnsafeMutablePointer<foodtruck_truck>?,
    reaction: @escaping @Sendable (EventProbe, foodtruck_event) -> Void = { _, _ in }
  ) {
    handle = UInt(bitPattern: truck)
    self.reaction = reaction
  }

  var truck: UnsafeMutablePointer<foodtruck_truck>? { UnsafeMutablePointer(bitPattern: handle) }
  var destroyCount: Int { destroyed.load(ordering: .sequentiallyConsistent) }

  static func from(_ userData: UnsafeMutableRawPointer?) -> EventProbe? {
    userData.map { Unmanaged<EventProbe>.fromOpaque($0).takeUnretainedValue() }
  }

  /// The C callback: records the event, then reacts.
  static let callback: foodtruck_event_callback = { event, userData in
    guard let event, let probe = EventProbe.from(userData) else { return }
    probe.events.append(event.pointee.fields)
    probe.reaction(probe, event.pointee)
  }

  /// The C destroy function: counts, then gives back the reference the registration held.
  static let destroy: foodtruck_destroy_callback = { userData in
    guard let userData else { return }
    let probe = Unmanaged<EventProbe>.fromOpaque(userData).takeRetainedValue()
    probe.destroyed.add(1, ordering: .sequentiallyConsistent)
  }

  /// Registers this probe on its truck, with destroy. The registration holds a reference to
  /// the probe until destroy gives it back, as a C caller's user data must outlive it: a test
  /// that ends while the truck still has the probe registered (the truck is freed in the
  /// suite's deinit) must not leave destroy a freed probe.
  func register(sourceLocation: SourceLocation = #_sourceLocation) {
    let userData = Unmanaged.passRetained(self).toOpaque()
    let status = truckSetEventCallback(truck, EventProbe.callback, userData, EventProbe.destroy)
    if status != FOODTRUCK_OK { Unmanaged<EventProbe>.fromOpaque(userData).release() }
    #expect(status == FOODTRUCK_OK, sourceLocation: sourceLocation)
  }
}

@Suite("Events boundary")
final class EventsBoundaryTests {
  /// A live handle for each test; freed in deinit (some tests free it earlier).
  let truck: UnsafeMutablePointer<foodtruck_truck>

  /// 2024-03-15 12:00:00 UTC.
  static let noon: Int64 = 1_710_504_000_000
  /// The scripted day: placed at noon, prepared at `start`, handed over at `handover`.
  static let start = noon + 30_000
  static let end = start + 60_000
  static let handover = start + 90_000

  init() throws {
    truck = try newTruck()
  }

  deinit {
    truckFree(truck)
  }

  /// The scripted day's events, in order.
  static let day: [[Int64]] = [
    event(FOODTRUCK_EVENT_ORDER_PLACED, at: noon, order: 1, FOODTRUCK_ORDER_PLACED),
    event(FOODTRUCK_EVENT_ORDER_STATUS_CHANGED, at: start, order: 1, FOODTRUCK_ORDER_PREPARING),
    event(
      FOODTRUCK_EVENT_ACTIVITY_STARTED, at: start, order: 1, activity: 1, FOODTRUCK_ORDER_PREPARING),
    event(
      FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED, at: start, order: 1, activity: 1,
      FOODTRUCK_ORDER_PREPARING),
    event(FOODTRUCK_EVENT_TIMER_FINISHED, at: end, order: 1, FOODTRUCK_ORDER_READY),
    event(FOODTRUCK_EVENT_ORDER_STATUS_CHANGED, at: end, order: 1, FOODTRUCK_ORDER_READY),
    event(FOODTRUCK_EVENT_NOTIFICATION, at: end, order: 1, FOODTRUCK_ORDER_READY),
    event(FOODTRUCK_EVENT_ORDER_STATUS_CHANGED, at: handover, order: 1, FOODTRUCK_ORDER_COMPLETED),
    event(
      FOODTRUCK_EVENT_ACTIVITY_ENDED, at: handover, order: 1, activity: 1, FOODTRUCK_ORDER_COMPLETED
    ),
    event(
      FOODTRUCK_EVENT_ACTIVITY_DISMISSED, at: handover, order: 1, activity: 1,
      FOODTRUCK_ORDER_COMPLETED),
    event(
      FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED, at: handover, order: 1, FOODTRUCK_ORDER_COMPLETED),
  ]

  /// Runs the scripted day's calls; `between` runs after each one (to poll).
  func runDay(
    sourceLocation: SourceLocation = #_sourceLocation, between: (Int) throws -> Void = { _ in }
  ) throws {
    let now = EventsBoundaryTests.noon
    try placeOrder(truck, [(0, 4), (3, 2)], at: now, sourceLocation: sourceLocation)
    try between(0)
    #expect(
      orderApply(truck, 1, FOODTRUCK_ORDER_PREPARE, EventsBoundaryTests.start) == FOODTRUCK_OK,
      sourceLocation: sourceLocation)
    try between(1)
    #expect(
      truckTick(truck, EventsBoundaryTests.end - 1, nil) == FOODTRUCK_OK,
      sourceLocation: sourceLocation)
    try between(2)
    #expect(
      truckTick(truck, EventsBoundaryTests.end, nil) == FOODTRUCK_OK, sourceLocation: sourceLocation
    )
    try between(3)
    #expect(
      orderApply(truck, 1, FOODTRUCK_ORDER_COMPLETE, EventsBoundaryTests.handover) == FOODTRUCK_OK,
      sourceLocation: sourceLocation)
    try between(4)
    #expect(
      truckTick(truck, EventsBoundaryTests.start + 13 * 3_600_000, nil) == FOODTRUCK_OK,
      sourceLocation: sourceLocation)
    try between(5)
  }

  // MARK: - Polling

  @Test(
    "A scripted day, polled after each call: every event's kind, instant, order, activity, status")
  func scriptedDay() throws {
    var polled: [[[Int64]]] = []
    try runDay { _ in polled.append(try pollAllFields(self.truck)) }
    let day = EventsBoundaryTests.day
    #expect(polled.count == 6)
    #expect(polled[0] == Array(day[0..<1]), "placed")
    #expect(polled[1] == Array(day[1..<4]), "prepared: status changed, activity started, island")
    #expect(polled[2] == [], "1 ms before the countdown's end: nothing")
    #expect(polled[3] == Array(day[4..<7]), "the end: timer finished, ready, notification")
    #expect(
      polled[4] == Array(day[7..<11]),
      "handed over: completed, activity ended, dismissed, island emptied")
    #expect(polled[5] == [], "13 hours on: the stale date and the expiry no longer apply")
    var dropped: UInt = 99
    #expect(eventDropped(truck, &dropped) == FOODTRUCK_OK)
    #expect(dropped == 0)
  }

  @Test("Polled once at the end of the day, the events come in the order they happened")
  func scriptedDayPolledOnce() throws {
    try runDay()
    #expect(try pollAllFields(truck) == EventsBoundaryTests.day)
  }

  @Test("Polling drains: a count query takes nothing, a short array takes the oldest")
  func draining() throws {
    for index in 0..<7 {
      try placeOrder(truck, [(Int32(index), 1)], at: EventsBoundaryTests.noon + Int64(index))
    }
    var count: UInt = .max
    #expect(eventPoll(truck, nil, 0, &count) == FOODTRUCK_OK)
    #expect(count == 7)
    #expect(eventPoll(truck, nil, 0, &count) == FOODTRUCK_OK)
    #expect(count == 7, "counting drains nothing")
    var buffer = [foodtruck_event](repeating: .sentinel, count: 5)
    count = .max
    #expect(eventPoll(truck, &buffer, 0, &count) == FOODTRUCK_OK)
    #expect(count == 7, "a real array with capacity 0 only counts too")
    #expect(buffer.allSatisfy { $0.fields == foodtruck_event.sentinel.fields })

    #expect(eventPoll(truck, &buffer, 3, &count) == FOODTRUCK_OK)
    #expect(count == 3, "3 written; the rest wait (no FOODTRUCK_ERR_BUFFER_TOO_SMALL)")
    #expect(buffer.prefix(3).map(\.order_number) == [1, 2, 3])
    #expect(buffer.prefix(3).map(\.at) == (0..<3).map { EventsBoundaryTests.noon + $0 })
    #expect(
      buffer.suffix(2).allSatisfy { $0.fields == foodtruck_event.sentinel.fields }, "untouched")
    #expect(eventPollCount(truck) == 4)

    buffer = [foodtruck_event](repeating: .sentinel, count: 10)
    #expect(eventPoll(truck, &buffer, 10, &count) == FOODTRUCK_OK)
    #expect(count == 4)
    #expect(buffer.prefix(4).map(\.order_number) == [4, 5, 6, 7])
    #expect(buffer.suffix(6).allSatisfy { $0.fields == foodtruck_event.sentinel.fields })
    #expect(eventPoll(truck, &buffer, 10, &count) == FOODTRUCK_OK)
    #expect(count == 0, "nothing waits: FOODTRUCK_OK and 0")
  }

  @Test("A refused poll drains nothing and writes nothing")
  func refusedPollKeepsEvents() throws {
    for index in 0..<3 { try placeOrder(truck, [(Int32(index), 1)], at: EventsBoundaryTests.noon) }
    var buffer = [foodtruck_event](repeating: .sentinel, count: 8)
    var count: UInt = 99
    #expect(eventPoll(truck, &buffer, 8, nil) == FOODTRUCK_ERR_NULL_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_event_poll: "))
    #expect(lastErrorText.contains("count_out"))
    #expect(eventPoll(truck, nil, 0, nil) == FOODTRUCK_ERR_NULL_ARGUMENT)
    #expect(eventPoll(truck, nil, 8, &count) == FOODTRUCK_ERR_NULL_ARGUMENT)
    #expect(eventPoll(truck, &buffer, .max, &count) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(eventPoll(truck, &buffer, UInt(Int.max) + 1, &count) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(count == 99)
    #expect(buffer.allSatisfy { $0.fields == foodtruck_event.sentinel.fields })
    #expect(eventPollCount(truck) == 3)
  }

  @Test("The queue keeps the newest 10,000 events; foodtruck_event_dropped counts the rest")
  func dropped() throws {
    for index in 0..<10_003 {
      var line = foodtruck_order_line(donut_id: Int32(index % 17), quantity: 1)
      var number: Int32 = 0
      try #require(
        orderPlace(truck, &line, 1, EventsBoundaryTests.noon + Int64(index), &number)
          == FOODTRUCK_OK)
    }
    var dropped: UInt = 0
    #expect(eventDropped(truck, &dropped) == FOODTRUCK_OK)
    #expect(dropped == 3)
    let events = try pollAllEvents(truck)
    #expect(events.count == 10_000)
    #expect(events.first?.order_number == 4, "the 3 oldest were dropped")
    #expect(events.last?.order_number == 10_003)
    #expect(eventDropped(truck, &dropped) == FOODTRUCK_OK)
    #expect(dropped == 3, "polling does not reset it")
  }

  @Test("Each truck has its own queue")
  func queuesPerTruck() throws {
    let other = try newTruck()
    defer { truckFree(other) }
    try placeOrder(truck, [(1, 1)], at: EventsBoundaryTests.noon)
    #expect(eventPollCount(other) == 0)
    #expect(eventPollCount(truck) == 1)
  }

  // MARK: - The callback

  @Test("Registering delivers what waits; while registered nothing queues; NULL unregisters")
  func registration() throws {
    try placeOrder(truck, [(1, 1)], at: EventsBoundaryTests.noon)
    try placeOrder(truck, [(2, 1)], at: EventsBoundaryTests.noon + 1)
    let probe = EventProbe(truck)
    probe.register()
    #expect(
      probe.events.elements == [
        event(
          FOODTRUCK_EVENT_ORDER_PLACED, at: EventsBoundaryTests.noon, order: 1,
          FOODTRUCK_ORDER_PLACED),
        event(
          FOODTRUCK_EVENT_ORDER_PLACED, at: EventsBoundaryTests.noon + 1, order: 2,
          FOODTRUCK_ORDER_PLACED),
      ])
    #expect(eventPollCount(truck) == 0)
    try placeOrder(truck, [(3, 1)], at: EventsBoundaryTests.noon + 2)
    #expect(probe.events.elements.count == 3, "delivered during the call that produced it")
    #expect(eventPollCount(truck) == 0)

    #expect(truckSetEventCallback(truck, nil, nil, nil) == FOODTRUCK_OK)
    #expect(probe.destroyCount == 1)
    try placeOrder(truck, [(4, 1)], at: EventsBoundaryTests.noon + 3)
    #expect(probe.events.elements.count == 3)
    #expect(try pollAllEvents(truck).map(\.order_number) == [4], "queued for polling again")
  }

  @Test("The scripted day through a callback: the same events as polling, in the same order")
  func scriptedDayByCallback() throws {
    let probe = EventProbe(truck)
    probe.register()
    try runDay()
    #expect(probe.events.elements == EventsBoundaryTests.day)
    #expect(eventPollCount(truck) == 0)
  }

  /// How a registration ends, and what the test does to end it.
  static let endings = ["replaced", "unregistered", "truck freed"]

  @Test("Destroy runs exactly once when the registration ends", arguments: endings)
  func destroyOnce(ending: String) throws {
    let counter = UnsafeMutablePointer<Int>.allocate(capacity: 2)
    counter.initialize(repeating: 0, count: 2)
    defer { counter.deallocate() }
    let increment: foodtruck_destroy_callback = { raw in
      raw?.assumingMemoryBound(to: Int.self).pointee += 1
    }
    #expect(truckSetEventCallback(truck, { _, _ in }, counter, increment) == FOODTRUCK_OK)
    try placeOrder(truck, [(1, 1)], at: EventsBoundaryTests.noon)
    #expect(counter[0] == 0, "not while registered")
    switch ending {
    case "replaced":
      #expect(truckSetEventCallback(truck, { _, _ in }, counter + 1, increment) == FOODTRUCK_OK)
      #expect(counter[0] == 1)
      #expect(counter[1] == 0, "the new registration lives on")
      #expect(truckFree(truck) == FOODTRUCK_OK)
      #expect(counter[1] == 1, "and ends with the truck")
    case "unregistered":
      #expect(truckSetEventCallback(truck, nil, nil, nil) == FOODTRUCK_OK)
      #expect(counter[0] == 1)
      #expect(truckSetEventCallback(truck, nil, nil, nil) == FOODTRUCK_OK)
      #expect(truckFree(truck) == FOODTRUCK_OK)
    default:
      #expect(truckFree(truck) == FOODTRUCK_OK)
      #expect(counter[0] == 1)
      #expect(truckFree(truck) == FOODTRUCK_ERR_INVALID_HANDLE)
    }
    #expect(counter[0] == 1, "exactly once")
  }

  @Test("Registering the same user_data twice: each registration's destroy runs once")
  func sameUserDataTwice() throws {
    let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    counter.initialize(to: 0)
    defer { counter.deallocate() }
    let increment: foodtruck_destroy_callback = { raw in
      raw?.assumingMemoryBound(to: Int.self).pointee += 1
    }
    #expect(truckSetEventCallback(truck, { _, _ in }, counter, increment) == FOODTRUCK_OK)
    #expect(truckSetEventCallback(truck, { _, _ in }, counter, increment) == FOODTRUCK_OK)
    #expect(counter.pointee == 1)
    #expect(truckFree(truck) == FOODTRUCK_OK)
    #expect(counter.pointee == 2)
  }

  @Test("No destroy when registering fails (NULL, freed or foreign truck) or destroy is NULL")
  func noDestroyOnFailure() throws {
    let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    counter.initialize(to: 0)
    defer { counter.deallocate() }
    let increment: foodtruck_destroy_callback = { raw in
      raw?.assumingMemoryBound(to: Int.self).pointee += 1
    }
    let freed = try newTruck()
    truckFree(freed)
    let foreign = UnsafeMutablePointer<foodtruck_truck>.allocate(capacity: 4)
    defer { foreign.deallocate() }
    for bad in [nil, freed, foreign] {
      #expect(
        truckSetEventCallback(bad, { _, _ in }, counter, increment) == FOODTRUCK_ERR_INVALID_HANDLE)
      #expect(lastErrorText.hasPrefix("foodtruck_truck_set_event_callback: "))
    }
    #expect(counter.pointee == 0)
    #expect(truckSetEventCallback(truck, { _, _ in }, counter, nil) == FOODTRUCK_OK)
    #expect(truckSetEventCallback(truck, nil, nil, nil) == FOODTRUCK_OK)
    #expect(counter.pointee == 0, "no destroy function, nothing to call")
  }

  // MARK: - Re-entrant callbacks

  @Test("Inside the callback: the order reads back in the event's status; polling finds nothing")
  func reentrantReads() throws {
    let probe = EventProbe(truck) { probe, event in
      var order = foodtruck_order()
      let got = orderGet(probe.truck, event.order_number, &order)
      var waiting: UInt = 99
      let counted = eventPoll(probe.truck, nil, 0, &waiting)
      var buffer = [foodtruck_event](repeating: .sentinel, count: 4)
      var written: UInt = 99
      let polled = eventPoll(probe.truck, &buffer, 4, &written)
      var activity = foodtruck_activity()
      let activityStatus =
        event.activity_id == 0
        ? FOODTRUCK_OK : activityGet(probe.truck, event.activity_id, &activity)
      probe.notes.append(
        "get \(got.rawValue) status \(order.status == event.status) count \(counted.rawValue)"
          + " waiting \(waiting) poll \(polled.rawValue) written \(written)"
          + " activity \(activityStatus.rawValue)")
    }
    probe.register()
    try runDay()
    #expect(probe.events.elements == EventsBoundaryTests.day)
    #expect(
      probe.notes.elements
        == Array(
          repeating: "get 0 status true count 0 waiting 0 poll 0 written 0 activity 0",
          count: EventsBoundaryTests.day.count))
    #expect(lastErrorText == "", "the outer call's outcome, not the inner calls'")
  }

  @Test("Inside the callback: acting on the truck delivers the new events after it returns")
  func reentrantActions() throws {
    // An automated counter: prepare each order as it arrives; hand it over when it is done.
    let probe = EventProbe(truck) { probe, event in
      let number = event.order_number
      if event.kind == FOODTRUCK_EVENT_ORDER_PLACED {
        let status = orderApply(probe.truck, number, FOODTRUCK_ORDER_PREPARE, event.at)
        probe.notes.append("prepare \(status.rawValue)")
      } else if event.kind == FOODTRUCK_EVENT_NOTIFICATION {
        let status = orderApply(probe.truck, number, FOODTRUCK_ORDER_COMPLETE, event.at + 30_000)
        probe.notes.append("complete \(status.rawValue)")
      }
    }
    probe.register()
    let noon = EventsBoundaryTests.noon
    let number = try placeOrder(truck, [(0, 4), (3, 2)], at: noon)
    #expect(number == 1)
    #expect(try getOrder(truck, 1).status == FOODTRUCK_ORDER_PREPARING)
    #expect(truckTick(truck, noon + 60_000, nil) == FOODTRUCK_OK)
    #expect(try getOrder(truck, 1).status == FOODTRUCK_ORDER_COMPLETED)
    #expect(probe.notes.elements == ["prepare 0", "complete 0"])
    let done = noon + 60_000
    #expect(
      probe.events.elements == [
        event(FOODTRUCK_EVENT_ORDER_PLACED, at: noon, order: 1, FOODTRUCK_ORDER_PLACED),
        event(FOODTRUCK_EVENT_ORDER_STATUS_CHANGED, at: noon, order: 1, FOODTRUCK_ORDER_PREPARING),
        event(
          FOODTRUCK_EVENT_ACTIVITY_STARTED, at: noon, order: 1, activity: 1,
          FOODTRUCK_ORDER_PREPARING),
        event(
          FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED, at: noon, order: 1, activity: 1,
          FOODTRUCK_ORDER_PREPARING),
        event(FOODTRUCK_EVENT_TIMER_FINISHED, at: done, order: 1, FOODTRUCK_ORDER_READY),
        event(FOODTRUCK_EVENT_ORDER_STATUS_CHANGED, at: done, order: 1, FOODTRUCK_ORDER_READY),
        event(FOODTRUCK_EVENT_NOTIFICATION, at: done, order: 1, FOODTRUCK_ORDER_READY),
        event(
          FOODTRUCK_EVENT_ORDER_STATUS_CHANGED, at: done + 30_000, order: 1,
          FOODTRUCK_ORDER_COMPLETED),
        event(
          FOODTRUCK_EVENT_ACTIVITY_ENDED, at: done + 30_000, order: 1, activity: 1,
          FOODTRUCK_ORDER_COMPLETED),
        event(
          FOODTRUCK_EVENT_ACTIVITY_DISMISSED, at: done + 30_000, order: 1, activity: 1,
          FOODTRUCK_ORDER_COMPLETED),
        event(
          FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED, at: done + 30_000, order: 1,
          FOODTRUCK_ORDER_COMPLETED),
      ])
    #expect(eventPollCount(truck) == 0)
  }

  /// Places order 1 at noon and prepares it at `start`: 4 events wait.
  func placeAndPrepare() throws {
    try placeOrder(truck, [(0, 4), (3, 2)], at: EventsBoundaryTests.noon)
    #expect(
      orderApply(truck, 1, FOODTRUCK_ORDER_PREPARE, EventsBoundaryTests.start) == FOODTRUCK_OK)
  }

  @Test(
    "Inside the callback: registering another one; it gets the rest, the old destroy runs after")
  func reentrantReplace() throws {
    try placeAndPrepare()
    let second = EventProbe(truck)
    let first = EventProbe(truck) { probe, event in
      guard event.kind == FOODTRUCK_EVENT_TIMER_FINISHED else { return }
      second.register()
      probe.notes.append("destroyed while delivering: \(probe.destroyCount)")
    }
    first.register()
    let day = EventsBoundaryTests.day
    #expect(first.events.elements == Array(day[0..<4]), "what waited, at registration")
    // The countdown's end gives 3 events; the first one makes the callback replace itself.
    #expect(truckTick(truck, EventsBoundaryTests.end, nil) == FOODTRUCK_OK)
    #expect(first.notes.elements == ["destroyed while delivering: 0"])
    #expect(first.destroyCount == 1, "once its delivery returned")
    #expect(first.events.elements == Array(day[0..<5]))
    #expect(second.events.elements == Array(day[5..<7]), "the successor gets the rest at once")
    #expect(
      orderApply(truck, 1, FOODTRUCK_ORDER_COMPLETE, EventsBoundaryTests.handover) == FOODTRUCK_OK)
    #expect(second.events.elements == Array(day[5..<11]))
    #expect(first.events.elements.count == 5)
    #expect(eventPollCount(truck) == 0)
    #expect(second.destroyCount == 0)
    #expect(truckFree(truck) == FOODTRUCK_OK)
    #expect(second.destroyCount == 1)
    #expect(first.destroyCount == 1)
  }

  @Test("Inside the callback: unregistering; the rest of the events wait for foodtruck_event_poll")
  func reentrantUnregister() throws {
    try placeAndPrepare()
    let probe = EventProbe(truck) { probe, event in
      guard event.kind == FOODTRUCK_EVENT_TIMER_FINISHED else { return }
      probe.notes.append("unregister \(truckSetEventCallback(probe.truck, nil, nil, nil).rawValue)")
      probe.notes.append("destroyed while delivering: \(probe.destroyCount)")
    }
    probe.register()
    #expect(truckTick(truck, EventsBoundaryTests.end, nil) == FOODTRUCK_OK)
    #expect(probe.notes.elements == ["unregister 0", "destroyed while delivering: 0"])
    #expect(probe.destroyCount == 1)
    let day = EventsBoundaryTests.day
    #expect(probe.events.elements == Array(day[0..<5]))
    #expect(try pollAllFields(truck) == Array(day[5..<7]))
  }

  @Test("Inside the callback: freeing the truck; the outer call completes, destroy runs once after")
  func reentrantFree() throws {
    let probe = EventProbe(truck) { probe, event in
      guard event.kind == FOODTRUCK_EVENT_ORDER_PLACED else { return }
      probe.notes.append("free \(truckFree(probe.truck).rawValue)")
      probe.notes.append("destroyed while delivering: \(probe.destroyCount)")
      var order = foodtruck_order()
      probe.notes.append("get \(orderGet(probe.truck, event.order_number, &order).rawValue)")
    }
    probe.register()
    var line = foodtruck_order_line(donut_id: 1, quantity: 1)
    var number: Int32 = -1
    #expect(orderPlace(truck, &line, 1, EventsBoundaryTests.noon, &number) == FOODTRUCK_OK)
    #expect(number == 1, "the outer call finishes its work")
    #expect(
      probe.notes.elements == [
        "free 0", "destroyed while delivering: 0", "get \(FOODTRUCK_ERR_INVALID_HANDLE.rawValue)",
      ])
    #expect(probe.destroyCount == 1)
    #expect(
      orderPlace(truck, &line, 1, EventsBoundaryTests.noon, &number) == FOODTRUCK_ERR_INVALID_HANDLE
    )
    #expect(truckFree(truck) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(probe.destroyCount == 1)
  }

  @Test("Freeing the truck in the middle of a tick's deliveries is safe; destroy runs once")
  func reentrantFreeDuringTick() throws {
    try placeOrder(truck, [(1, 1)], at: EventsBoundaryTests.noon)
    #expect(orderApply(truck, 1, FOODTRUCK_ORDER_PREPARE, EventsBoundaryTests.noon) == FOODTRUCK_OK)
    let probe = EventProbe(truck) { probe, event in
      guard event.kind == FOODTRUCK_EVENT_TIMER_FINISHED else { return }
      probe.notes.append("free \(truckFree(probe.truck).rawValue)")
    }
    probe.register()
    #expect(probe.events.elements.count == 4, "the queued events")
    #expect(truckTick(truck, EventsBoundaryTests.noon + 60_000, nil) == FOODTRUCK_OK)
    #expect(probe.notes.elements == ["free 0"])
    #expect(probe.destroyCount == 1)
    #expect(probe.events.elements.count >= 5)
    #expect(
      truckTick(truck, EventsBoundaryTests.noon + 70_000, nil) == FOODTRUCK_ERR_INVALID_HANDLE)
  }

  // MARK: - Threads

  @Test("4 threads x 25 orders with a callback: every event delivered exactly once")
  func concurrentDeliveries() throws {
    let probe = EventProbe(truck)
    probe.register()
    let shared = UInt(bitPattern: truck)
    let placed = LockedArray<Int32>()
    onThreads(4) { thread in
      let truck = UnsafeMutablePointer<foodtruck_truck>(bitPattern: shared)
      for index in 0..<25 {
        var line = foodtruck_order_line(donut_id: Int32(thread), quantity: Int32(index % 9 + 1))
        var number: Int32 = 0
        if orderPlace(truck, &line, 1, EventsBoundaryTests.noon, &number) == FOODTRUCK_OK {
          placed.append(number)
        }
      }
    }
    #expect(placed.elements.sorted() == Array(1...100))
    let events = probe.events.elements
    #expect(events.count == 100)
    #expect(events.map { $0[2] }.sorted() == Array(1...100))
    #expect(events.allSatisfy { $0[0] == Int64(FOODTRUCK_EVENT_ORDER_PLACED.rawValue) })
    #expect(eventPollCount(truck) == 0)
    #expect(truckFree(truck) == FOODTRUCK_OK)
    #expect(probe.destroyCount == 1)
  }

  // MARK: - Flat and lossless delivery

  @Test("Delivery is flat: events of a call made inside the callback arrive after it returns")
  func flatDelivery() throws {
    let probe = EventProbe(truck) { probe, event in
      probe.notes.append("enter \(event.kind.rawValue)")
      if event.kind == FOODTRUCK_EVENT_ORDER_PLACED {
        // Three events (status changed, activity started, island owner changed), queued for
        // after this callback.
        #expect(
          orderApply(probe.truck, event.order_number, FOODTRUCK_ORDER_PREPARE, event.at)
            == FOODTRUCK_OK)
      }
      probe.notes.append("leave \(event.kind.rawValue)")
    }
    probe.register()
    try placeOrder(truck, [(0, 1)], at: EventsBoundaryTests.noon)
    let (placed, changed, started, island) = (
      FOODTRUCK_EVENT_ORDER_PLACED.rawValue, FOODTRUCK_EVENT_ORDER_STATUS_CHANGED.rawValue,
      FOODTRUCK_EVENT_ACTIVITY_STARTED.rawValue, FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED.rawValue
    )
    #expect(
      probe.notes.elements == [
        "enter \(placed)", "leave \(placed)", "enter \(changed)", "leave \(changed)",
        "enter \(started)", "leave \(started)", "enter \(island)", "leave \(island)",
      ])
    #expect(truckFree(truck) == FOODTRUCK_OK)  // destroy runs now, while the probe lives
    #expect(probe.destroyCount == 1)
  }

  @Test("With a callback, a tick of 20,000 arrivals delivers all of them and drops none")
  func lossless() throws {
    let probe = EventProbe(truck)
    probe.register()
    let noon = EventsBoundaryTests.noon
    #expect(truckSimulate(truck, 42, noon, 20_000) == FOODTRUCK_OK)
    var arrived: Int32 = 0
    #expect(truckTick(truck, noon + 2 * 86_400_000, &arrived) == FOODTRUCK_OK)
    #expect(arrived == 20_000)
    let events = probe.events.elements
    #expect(events.count == 20_000)
    // Today's 24 simulated orders come first, then the stream: orders 25 to 20,024, in order.
    #expect(events.map { $0[2] } == Array(25...20_024))
    var dropped: UInt = 99
    #expect(eventDropped(truck, &dropped) == FOODTRUCK_OK)
    #expect(dropped == 0)
    #expect(truckFree(truck) == FOODTRUCK_OK)
    #expect(probe.destroyCount == 1)
  }

  @Test("Polled, the same tick keeps the newest 10,000 and counts 10,000 dropped")
  func boundedWhenPolled() throws {
    let noon = EventsBoundaryTests.noon
    #expect(truckSimulate(truck, 42, noon, 20_000) == FOODTRUCK_OK)
    #expect(truckTick(truck, noon + 2 * 86_400_000, nil) == FOODTRUCK_OK)
    #expect(eventPollCount(truck) == Int(FOODTRUCK_EVENT_QUEUE_CAPACITY))
    var dropped: UInt = 0
    #expect(eventDropped(truck, &dropped) == FOODTRUCK_OK)
    #expect(dropped == 10_000)
  }

  // MARK: - Advancing

  @Test("foodtruck_order_advance has every consequence foodtruck_order_apply has, step by step")
  func advanceMatchesApply() throws {
    let applied = try newTruck()
    defer { truckFree(applied) }
    let noon = EventsBoundaryTests.noon
    for session in [truck, applied] {
      try placeOrder(session, [(0, 4)], at: noon)
    }
    let steps: [(foodtruck_order_action, Int64)] = [
      (FOODTRUCK_ORDER_PREPARE, noon + 1_000), (FOODTRUCK_ORDER_MARK_READY, noon + 20_000),
      (FOODTRUCK_ORDER_COMPLETE, noon + 30_000),
    ]
    for (action, at) in steps {
      var status = foodtruck_order_status(rawValue: 99)
      #expect(orderAdvance(truck, 1, at, &status) == FOODTRUCK_OK)
      #expect(orderApply(applied, 1, action, at) == FOODTRUCK_OK)
      #expect(try getOrder(truck, 1).fields == (try getOrder(applied, 1)).fields)
      #expect(status == (try getOrder(applied, 1)).status)
      var advancedTimer = foodtruck_timer()
      var appliedTimer = foodtruck_timer()
      #expect(timerGet(truck, 1, at, &advancedTimer) == FOODTRUCK_OK, "the countdown started")
      #expect(timerGet(applied, 1, at, &appliedTimer) == FOODTRUCK_OK)
      #expect(advancedTimer.fields == appliedTimer.fields)
      #expect(try getActivity(truck, 1).fields == (try getActivity(applied, 1)).fields)
      #expect(try pollAllFields(truck) == (try pollAllFields(applied)))
    }
    #expect(try getActivity(truck, 1).state == FOODTRUCK_ACTIVITY_DISMISSED)
  }

  @Test("An event kind's explanation in English and Arabic; kind 10 has none")
  func explanations() throws {
    #expect(
      try readText { eventExplanation(truck, FOODTRUCK_EVENT_ACTIVITY_ENDED, $0, $1, $2) }
        == "its live activity ended")
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(
      try readText { eventExplanation(truck, FOODTRUCK_EVENT_ORDER_PLACED, $0, $1, $2) }
        == "وضع زبون الطلب")
    #expect(
      eventExplanation(truck, foodtruck_event_kind(rawValue: 10), nil, 0, nil)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
  }
}
