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
  /// The city the truck sells in; new orders are sold there.
  public var city = City.cupertino
  /// Every order, numbered from 1.
  public private(set) var orders = OrderBook()
  /// The generated past of each city.
  public private(set) var history = SalesHistory()
  /// New orders arriving as time passes.
  public private(set) var stream = LiveOrderStream.idle

  /// A truck with the built-in catalog and default settings (English, UTC), no orders.
  public init() {}

  // MARK: - Settings

  /// Sets the UTC offset in minutes (-1439...1439). Orders already placed are re-filed under
  /// their local days at the new offset; the generated history keeps its days.
  public mutating func setUTCOffset(minutes: Int) throws(FoodTruckError) {
    let newCalendar = try LocalCalendar(utcOffsetMinutes: minutes)
    guard newCalendar != calendar else { return }
    calendar = newCalendar
    orders.rebuildRollup(calendar: calendar)
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

  /// Sets how many more orders the live stream will deliver (0 stops it; at most 1,000,000).
  public mutating func setStreamRemaining(_ count: Int) throws(FoodTruckError) {
    guard (0...1_000_000).contains(count) else {
      throw .invalidArgument("stream count \(count) is outside 0...1000000")
    }
    stream.setRemaining(count)
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
  }

  // MARK: - Orders

  /// Places a new order at `now` in the truck's city, at the current price; returns its number.
  public mutating func placeOrder(_ lines: [OrderLine], now: Int64) throws(FoodTruckError) -> Int {
    try orders.place(
      lines, at: now, city: city, centsPerDonut: centsPerDonut, donutCount: catalog.donuts.count,
      calendar: calendar)
  }

  /// Applies an operator's action to an order (see OrderBook.apply).
  public mutating func apply(_ action: OrderAction, toOrder number: Int, now: Int64)
    throws(FoodTruckError)
  {
    try orders.apply(action, toOrder: number, at: now)
  }

  /// Applies the order's next action (the next-step button); returns its new status.
  public mutating func advance(order number: Int, now: Int64) throws(FoodTruckError) -> OrderStatus
  {
    let order = try orders.order(number: number)
    guard let action = order.status.nextAction else {
      throw .invalidState("\(order.displayId(in: .english)) is completed; it has no next step")
    }
    try orders.apply(action, toOrder: number, at: now)
    return action.to
  }

  /// Moves the session to `now`: adds the live orders that have arrived; returns their numbers.
  public mutating func tick(now: Int64) -> [Int] {
    stream.due(by: now).compactMap { arrival in
      try? orders.place(
        arrival.lines, at: arrival.createdAt, city: city, centsPerDonut: centsPerDonut,
        donutCount: catalog.donuts.count, calendar: calendar)
    }
  }
}
