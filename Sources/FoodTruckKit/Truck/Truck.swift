// SPDX-License-Identifier: Apache-2.0
// Truck: the state of one truck session as a value: catalog, orders, sales history, the live
// order stream and the settings. TruckSession makes it shareable between threads.

/// Everything one food truck's session knows, as a plain value.
public struct Truck: Sendable, Hashable {
  /// The donuts this truck sells.
  public var catalog = Catalog()
  /// The language of every string the session produces.
  public var locale = TruckLocale.english
  /// Local time: the UTC offset that decides where days begin.
  public private(set) var calendar = LocalCalendar.utc
  /// The days that count as weekend for the sales history (default Saturday and Sunday).
  public private(set) var weekend: Set<Weekday> = [.saturday, .sunday]
  /// The price of one donut for new orders, in cents (the original's 5.78).
  public private(set) var centsPerDonut: Int64 = 578
  /// Where the truck is parked (Apple Park in Cupertino by default); its city is where new
  /// orders are sold.
  public private(set) var parkingSpot = City.cupertino.parkingSpots[0]
  /// Every order, numbered from 1.
  public private(set) var orders = OrderBook()
  /// The generated past of each city.
  public private(set) var history = SalesHistory()
  /// New orders arriving as time passes.
  public private(set) var stream = LiveOrderStream.idle
  /// How long preparation takes: the countdown of each order put into preparation (60 s by
  /// default; 1 to 60 s).
  public private(set) var timerDuration = PreparationTimer.maximumDuration
  /// The live activities.
  public internal(set) var activities = ActivityCenter()
  /// Events not yet polled, oldest first.
  public internal(set) var events = EventQueue()
  /// What is due when: stream arrivals, timer ends, activity staleness, expiry, dismissal.
  var due = DueQueue()
  /// The `now` of the latest tick; a tick never goes back in time.
  public private(set) var lastTick: Int64?
  /// Where the app is: the selected panel and the path (changed through ``navigate(_:)``).
  public internal(set) var navigation = NavigationState()
  /// The sign-in state, signed out at start (changed through ``changeAccount(_:)``).
  public internal(set) var account = Account()
  /// The weather the shell handed in (Weather/TruckWeather.swift).
  public internal(set) var weather = TruckWeather()
  /// The day's quota of orders the Orders widget measures against (25 by default; 1 to 1000,
  /// changed through ``setWidgetQuota(_:)``).
  public internal(set) var widgetQuota = Truck.defaultWidgetQuota
  /// The store: its settings, the prices and purchases the shell handed in, the store screens'
  /// selections (Store/StoreState.swift).
  public var store = StoreState()

  /// A truck with the built-in catalog and default settings (English, UTC), no orders.
  public init() {}

  // MARK: - Settings

  /// Sets the UTC offset in minutes (-1439...1439). Orders already placed are re-filed under
  /// their local days at the new offset; the generated history keeps its days.
  public mutating func setUTCOffset(minutes: Int) throws(FoodTruckError) {
    if let change = try utcOffsetChange(minutes: minutes) { setUTCOffset(change) }
  }

  /// A new UTC offset worked out and not yet put in place (see ``utcOffsetChange(minutes:)``).
  public struct UTCOffsetChange {
    let calendar: LocalCalendar
    let rollup: SalesRollup
  }

  /// What ``setUTCOffset(minutes:)`` would put in place, or nil when `minutes` is the current
  /// offset: its calendar and the orders' sales filed under their local days in it. Changes
  /// nothing: this is the long part of the change (one pass over the orders), which a session
  /// works out while readers go on reading.
  public func utcOffsetChange(minutes: Int) throws(FoodTruckError) -> UTCOffsetChange? {
    let newCalendar = try LocalCalendar(utcOffsetMinutes: minutes)
    guard newCalendar != calendar else { return nil }
    return UTCOffsetChange(calendar: newCalendar, rollup: orders.rollup(calendar: newCalendar))
  }

  /// Puts in place what ``utcOffsetChange(minutes:)`` worked out from this truck's orders as
  /// they are now.
  mutating func setUTCOffset(_ change: UTCOffsetChange) {
    calendar = change.calendar
    orders.replaceRollup(change.rollup)
  }

  /// Sets the weekend days; at most six (a week needs a working day).
  public mutating func setWeekend(_ days: Set<Weekday>) throws(FoodTruckError) {
    guard days.count < Weekday.allCases.count else {
      throw .invalidArgument("a week needs at least one day that is not weekend")
    }
    weekend = days
  }

  /// The largest accepted price of one donut, in cents.
  public static let maximumCentsPerDonut: Int64 = 100_000_00

  /// Sets the price of one donut for orders placed from now on, in cents (0...10,000,000).
  public mutating func setCentsPerDonut(_ cents: Int64) throws(FoodTruckError) {
    guard (0...Truck.maximumCentsPerDonut).contains(cents) else {
      throw .invalidArgument("price \(cents) cents is outside 0...\(Truck.maximumCentsPerDonut)")
    }
    centsPerDonut = cents
  }

  /// Sets the preparation time for orders put into preparation from now on (1 to 60 s).
  public mutating func setTimerDuration(milliseconds: Int64) throws(FoodTruckError) {
    let range = PreparationTimer.minimumDuration...PreparationTimer.maximumDuration
    guard range.contains(milliseconds) else {
      throw .invalidArgument("preparation time \(milliseconds) ms is outside 1 to 60 s")
    }
    timerDuration = milliseconds
  }

  /// `text` in the session's language.
  public func words(_ text: LocalizedText) -> String { text.text(in: locale) }

  /// An instant's local time on the order list's 12-hour clock, with seconds, in the session's
  /// digits: "9:33:20 AM", "٩:٣٣:٢٠ ص" in Arabic.
  public func clockText(_ instant: Int64) -> String {
    locale.shortTime(instant, calendar: calendar, seconds: true)
  }

  // MARK: - City and parking spot

  /// The city the truck sells in: its parking spot's. Orders placed from now on are sold there.
  public var city: City { parkingSpot.city }

  /// Moves the truck to `city`, at the city's spot 0; moving to the city it is in keeps the
  /// spot. Orders already placed keep their city.
  public mutating func setCity(_ city: City) {
    guard city != self.city else { return }
    parkingSpot = city.parkingSpots[0]
  }

  /// Parks the truck at spot `index` of its city.
  public mutating func setParkingSpot(index: Int) throws(FoodTruckError) {
    parkingSpot = try city.parkingSpot(checkedAt: index)
  }

  // MARK: - Simulation

  /// Fills an empty session the way the original app starts: today's 24 orders (9 placed, 15
  /// ready, the newest 5-7 minutes old: 4 minutes and one 60-180 s gap), 60 days and 13 months of history for each city, and a
  /// live stream of `streamLimit` orders starting 3-8 s after `now`. The same seed and `now`
  /// give the same data everywhere.
  public mutating func simulate(
    seed: UInt64, now: Int64, streamLimit: Int = LiveOrderStream.defaultLimit
  )
    throws(FoodTruckError)
  {
    guard (0...1_000_000).contains(streamLimit) else {
      throw .invalidArgument("stream count \(streamLimit) is outside 0...1000000")
    }
    guard orders.count == 0 else {
      throw .invalidState("simulate needs a session without orders; it has \(orders.count)")
    }
    let today = calendar.day(of: now)
    var cities: [City: CityHistory] = [:]
    for city in City.allCases {
      cities[city] = HistoryGenerator.history(
        seed: seed, city: city, today: today, calendar: calendar, weekend: weekend)
    }
    history = SalesHistory(cities: cities)
    for draft in OrderGenerator.today(seed: seed, now: now) {
      _ = try orders.place(
        draft.lines, at: draft.createdAt, city: city, centsPerDonut: centsPerDonut,
        status: draft.status, preparingSince: draft.preparingSince,
        donutCount: catalog.donuts.count, calendar: calendar)
    }
    stream = LiveOrderStream(seed: seed, start: now, limit: streamLimit)
    if stream.remaining > 0 { due.schedule(.streamArrival, at: stream.nextDue) }
  }

  // MARK: - Orders

  /// Places a new order at `now` in the truck's city, at the current price; returns its number.
  public mutating func placeOrder(_ lines: [OrderLine], now: Int64) throws(FoodTruckError) -> Int {
    let number = try orders.place(
      lines, at: now, city: city, centsPerDonut: centsPerDonut, donutCount: catalog.donuts.count,
      calendar: calendar)
    record(.orderPlaced, at: now, order: number)
    return number
  }

  /// Applies an operator's action to an order (see OrderBook.apply), with its consequences:
  /// preparing starts the order's countdown and requests its live activity with the default
  /// relevance (a refused request, activities off or too many showing, does not stop the
  /// preparation, as in the original);
  /// ready stops the countdown; completing ends the activity with immediate dismissal.
  public mutating func apply(_ action: OrderAction, toOrder number: Int, now: Int64)
    throws(FoodTruckError)
  {
    try orders.apply(action, toOrder: number, at: now, timerMilliseconds: timerDuration)
    record(.orderStatusChanged, at: now, order: number)
    switch action {
    case .prepare:
      let timer = PreparationTimer(start: now, end: now + timerDuration)
      due.schedule(.timerEnd(order: number), at: timer.end)
      _ = try? requestActivity(
        order: number, timer: timer, relevance: LiveActivity.defaultRelevance, now: now)
    case .markReady:
      break  // the countdown stays readable; its end no longer changes the order
    case .complete:
      if let activity = activities.latest(forOrder: number), activity.state.isDisplayed {
        finish(activityId: activity.id, at: now, policy: .immediate)
        reportIslandOwner(at: now)
      }
    }
  }

  /// Queues an event about an order, with the order's current status.
  mutating func record(
    _ kind: TruckEventKind, at instant: Int64, order number: Int, activity: Int? = nil
  ) {
    let status =
      orders.records.indices.contains(number - 1) ? orders.records[number - 1].status : .placed
    events.append(TruckEvent(kind, at: instant, order: number, activity: activity, status: status))
  }

  /// Applies the order's next action (the next-step button); returns its new status.
  public mutating func advance(order number: Int, now: Int64) throws(FoodTruckError) -> OrderStatus
  {
    let order = try orders.order(number: number)
    guard let action = order.status.nextAction else {
      throw .invalidState("\(order.displayId(in: .english)) is completed; it has no next step")
    }
    try apply(action, toOrder: number, now: now)  // with its consequences (timer, activity)
    return action.to
  }

  /// Moves the session to `now`: everything due by then happens in time order, each at its own
  /// instant: live orders arrive, countdowns finish (the order becomes ready, and a
  /// notification is due), activities go stale, expire after 8 hours and are dismissed, and the
  /// Dynamic Island changes hands when its owner ends. The cost follows what is due, not how
  /// many timers run. Returns the numbers of the orders that arrived. A `now` before the
  /// previous tick's is refused. ``nextDue`` says when the next tick has something to do.
  public mutating func tick(now: Int64) throws(FoodTruckError) -> [Int] {
    try tick(now: now, limit: .max).arrived
  }

  /// ``tick(now:)``, stopped early once `limit` things due have happened and the next is at a
  /// later instant than the last: the session is then as a tick to `reached`, that instant,
  /// leaves it (it is the latest tick), and a tick to `now` goes on from there. `reached` is
  /// `now` when everything due by then happened.
  public mutating func tick(now: Int64, limit: Int) throws(FoodTruckError) -> (
    arrived: [Int], reached: Int64
  ) {
    if let lastTick, now < lastTick {
      throw .invalidArgument(
        "now \(now) is before the previous tick (\(lastTick)); time only moves forward")
    }
    var arrived: [Int] = []
    var happened = 0
    var last: Int64?  // the instant of the last thing that happened
    var reached = now
    while let next = due.first, next.at <= now {
      if happened >= limit, let last, next.at > last {
        reached = last  // the rest is the next slice's; its entry stays as it is
        break
      }
      guard let (at, item) = due.popDue(by: now), isDue(item, at: at) else { continue }
      happened += 1
      last = at
      switch item {
      case .streamArrival:
        guard let arrival = stream.next() else { continue }
        if let number = try? orders.place(
          arrival.lines, at: at, city: city, centsPerDonut: centsPerDonut,
          donutCount: catalog.donuts.count, calendar: calendar)
        {
          record(.orderPlaced, at: at, order: number)
          arrived.append(number)
        }
        if stream.remaining > 0 { due.schedule(.streamArrival, at: stream.nextDue) }
      case .timerEnd(let number):
        guard
          (try? orders.apply(
            .markReady, toOrder: number, at: at, timerMilliseconds: timerDuration)) != nil
        else { continue }
        record(.timerFinished, at: at, order: number)
        record(.orderStatusChanged, at: at, order: number)
        record(.notification, at: at, order: number)
      case .activityStale(let id):
        guard let order = activities[id]?.orderNumber else { continue }
        activities.change(id) { $0.state = .stale }
        record(.activityStale, at: at, order: order, activity: id)
      case .activityExpiry(let id):
        finish(activityId: id, at: at, policy: .default)
        reportIslandOwner(at: at)
      case .activityDismissal(let id):
        dismiss(activityId: id, at: at)
      }
    }
    lastTick = reached
    dropSettledDue()
    return (arrived, reached)
  }

  /// Removes and returns up to `limit` queued events, oldest first.
  public mutating func pollEvents(limit: Int = .max) -> [TruckEvent] {
    events.drain(limit: limit)
  }

  /// Empties the event queue and its dropped count: events are notices of changes, not state,
  /// so a session rebuilt from its file starts with none waiting.
  mutating func discardEvents() {
    events = EventQueue()
  }

  /// Removes and returns the oldest queued event, or nil when none waits.
  public mutating func nextEvent() -> TruckEvent? {
    events.popFirst()
  }

  /// Makes the event queue lossless while a subscriber takes every event as it comes (an event
  /// callback), bounded again for polling (see EventQueue).
  public mutating func setEventsLossless(_ lossless: Bool) {
    events.setLossless(lossless)
  }

}
