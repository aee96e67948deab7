// SPDX-License-Identifier: Apache-2.0
// TruckChange: every change a session accepts, as a value. A session applies changes only
// through apply(to:), so the same value can be applied now and written to the session's file,
// and the file's changes replayed in order rebuild the same session (docs/architecture.md §7).
// The core is deterministic (time and seeds are inputs), which is what makes replay exact.

/// One change to a ``Truck``, with everything it needs; applied by ``apply(to:)``.
///
/// Cases are never removed: each has a stable `kind` number in the session file. A new change
/// is declared here only: its case, its arm in ``apply(to:)``, its number (`kind` and the next
/// place in `blanks`) and its fields in `code(_:)`; the file's writing and reading and the
/// fuzzer's table (fuzz/session_file_kinds.h, generated) follow from them.
public enum TruckChange: Sendable, Hashable {
  // Truck settings
  case setLocale(TruckLocale.Language)
  case setDigits(TruckLocale.Digits)
  case setUTCOffset(minutes: Int)
  case setWeekend(Set<Weekday>)
  case setCentsPerDonut(Int64)
  case setCity(City)
  case setParkingSpot(index: Int)
  case setWidgetQuota(Int)
  case setTimerDuration(milliseconds: Int64)
  case setActivityLimit(Int)
  case setActivitiesEnabled(Bool, now: Int64)
  // The day
  case simulate(seed: UInt64, now: Int64, streamLimit: Int)
  case tick(now: Int64)
  // Catalog
  case createDonut(name: String, recipe: Recipe)
  case editDonut(id: Int, name: String, recipe: Recipe)
  // Orders
  case placeOrder([OrderLine], now: Int64)
  case applyToOrder(OrderAction, order: Int, now: Int64)
  case advanceOrder(Int, now: Int64)
  // Activities
  case requestActivity(order: Int, timer: PreparationTimer, relevance: Double, now: Int64)
  case updateActivity(id: Int, timer: PreparationTimer, relevance: Double, now: Int64)
  case endActivity(id: Int, policy: DismissalPolicy, now: Int64)
  // Navigation
  case selectPanel(Panel)
  case push(Destination)
  case pop
  case popToRoot
  case openCard(TruckCard, width: Double)
  case openLink(String)
  case restoreNavigation(String)
  // Account. The password of a sign-up is never kept: the core only checks that one was
  // given, so the change holds that fact (see AccountPassword).
  case setRelyingParty(String)
  case signIn(challenge: [UInt8])
  case signUpWithPasskey(userName: String, challenge: [UInt8])
  case signUpWithPassword(userName: String, password: AccountPassword)
  case passwordReturned(userName: String)
  case passkeyAsserted(userId: [UInt8])
  case passkeyRegistered
  case accountRequestFailed(AccountFailure)
  case requestSignOut
  case confirmSignOut(Bool)
  // Weather
  case setWeather([SpotReport], city: City)
  case setForecast([HourWeather])
  case setTemperatureUnit(TemperatureUnit)
  case setWeatherLegalPage(String)
  // Store
  case setStoreSetting(StoreSetting, Bool)
  case setStorePrices([StorePrice])
  case setStoreTransactions([StoreTransaction])
  case setSubscriptionStatuses([SubscriptionStatus])
  case toggleStorePlan(StoreProduct)
  case selectRefund(Int64?, now: Int64)
  case deferStoreMessages(Bool, view: Int)
  case storeMessageArrived(Int64)
  /// Takes every message ready to show when they all fit in `fitting` (the caller's room for
  /// them), else none.
  case takeStoreMessages(fitting: Int)

  /// True when the change, applied to `truck`, finds nothing to do and its row may replace
  /// the file's previous row of the same kind (SessionFile.append): a tick that finds nothing
  /// due, the polling of an idle shell. Replaying the later row alone gives the same session.
  func isIdle(on truck: borrowing Truck) -> Bool {
    switch self {
    case .tick(let now): truck.findsNothingDue(by: now)
    default: false
    }
  }

  /// True when the change, applied to `truck`, would leave it as it is, so that the session
  /// neither applies it nor writes a row for it: a shell asking for store messages every frame
  /// takes none most of the time.
  func changesNothing(on truck: borrowing Truck) -> Bool {
    switch self {
    case .takeStoreMessages(let fitting): truck.store.messages.ready(fitting: fitting).isEmpty
    default: false
    }
  }

  /// The long part of a change, worked out from a truck without changing it (see
  /// ``prepare(on:)``).
  public enum Prepared {
    case utcOffset(Truck.UTCOffsetChange)
  }

  /// Works out the long part of the change on `truck` (a new UTC offset's re-filed sales), or
  /// nil when it has none: a session does it while readers go on reading, then applies the
  /// change with ``apply(to:prepared:)`` to the same truck, unchanged in between. Throws what
  /// ``apply(to:)`` would for an invalid change.
  public func prepare(on truck: borrowing Truck) throws(FoodTruckError) -> Prepared? {
    switch self {
    case .setUTCOffset(let minutes):
      try truck.utcOffsetChange(minutes: minutes).map { .utcOffset($0) }
    default: nil
    }
  }

  /// Applies the change as ``apply(to:)`` does, with what ``prepare(on:)`` worked out from the
  /// same truck.
  public func apply(to truck: inout Truck, prepared: Prepared?) throws(FoodTruckError) -> Int {
    guard let prepared else { return try apply(to: &truck) }
    switch prepared {
    case .utcOffset(let change): truck.setUTCOffset(change)
    }
    return 0
  }

  /// Applies the change, with every consequence the operation has (events, timers,
  /// activities). A change that throws leaves the truck as it was. Returns what the operation
  /// reports: the new order's number, the new donut's id, the new activity's id, the advanced
  /// order's new status (its raw value), the number of orders that arrived in a tick, 1 when
  /// an arrived store message shows now, the number of store messages taken; 0 for the
  /// others.
  @discardableResult
  public func apply(to truck: inout Truck) throws(FoodTruckError) -> Int {
    switch self {
    case .setLocale(let language): truck.locale.language = language
    case .setDigits(let digits): truck.locale.digits = digits
    case .setUTCOffset(let minutes): try truck.setUTCOffset(minutes: minutes)
    case .setWeekend(let days): try truck.setWeekend(days)
    case .setCentsPerDonut(let cents): try truck.setCentsPerDonut(cents)
    case .setCity(let city): truck.setCity(city)
    case .setParkingSpot(let index): try truck.setParkingSpot(index: index)
    case .setWidgetQuota(let quota): try truck.setWidgetQuota(quota)
    case .setTimerDuration(let milliseconds): try truck.setTimerDuration(milliseconds: milliseconds)
    case .setActivityLimit(let limit): try truck.setActivityLimit(limit)
    case .setActivitiesEnabled(let enabled, let now): truck.setActivitiesEnabled(enabled, now: now)
    case .simulate(let seed, let now, let streamLimit):
      try truck.simulate(seed: seed, now: now, streamLimit: streamLimit)
    case .tick(let now): return try truck.tick(now: now).count
    case .createDonut(let name, let recipe):
      return try truck.catalog.create(name: name, recipe: recipe)
    case .editDonut(let id, let name, let recipe):
      try truck.catalog.edit(id: id, name: name, recipe: recipe)
    case .placeOrder(let lines, let now): return try truck.placeOrder(lines, now: now)
    case .applyToOrder(let action, let number, let now):
      try truck.apply(action, toOrder: number, now: now)
    case .advanceOrder(let number, let now):
      return try truck.advance(order: number, now: now).rawValue
    case .requestActivity(let order, let timer, let relevance, let now):
      return try truck.requestActivity(order: order, timer: timer, relevance: relevance, now: now)
    case .updateActivity(let id, let timer, let relevance, let now):
      try truck.updateActivity(id: id, timer: timer, relevance: relevance, now: now)
    case .endActivity(let id, let policy, let now):
      try truck.endActivity(id: id, policy: policy, now: now)
    case .selectPanel(let panel): truck.navigate { state, _ in state.select(panel) }
    case .push(let destination):
      try truck.navigate { state, truck throws(FoodTruckError) in
        try state.push(destination, in: truck)
      }
    case .pop: try truck.navigate { state, _ throws(FoodTruckError) in try state.pop() }
    case .popToRoot: truck.navigate { state, _ in state.popToRoot() }
    case .openCard(let card, let width):
      try truck.navigate { state, _ throws(FoodTruckError) in try state.open(card, width: width) }
    case .openLink(let url):
      try truck.navigate { state, truck throws(FoodTruckError) in
        try state.open(link: url, in: truck)
      }
    case .restoreNavigation(let saved):
      try truck.navigate { state, truck throws(FoodTruckError) in
        try state.restore(saved, in: truck)
      }
    case .setRelyingParty(let domain):
      try truck.changeAccount { a throws(FoodTruckError) in try a.setRelyingParty(domain) }
    case .signIn(let challenge):
      try truck.changeAccount { a throws(FoodTruckError) in try a.signIn(challenge: challenge) }
    case .signUpWithPasskey(let name, let challenge):
      try truck.changeAccount { a throws(FoodTruckError) in
        try a.signUpWithPasskey(userName: name, challenge: challenge)
      }
    case .signUpWithPassword(let name, let password):
      try truck.changeAccount { a throws(FoodTruckError) in
        try a.signUpWithPassword(userName: name, password: password.text)
      }
    case .passwordReturned(let name):
      try truck.changeAccount { a throws(FoodTruckError) in try a.passwordReturned(userName: name) }
    case .passkeyAsserted(let userId):
      try truck.changeAccount { a throws(FoodTruckError) in try a.passkeyAsserted(userId: userId) }
    case .passkeyRegistered:
      try truck.changeAccount { a throws(FoodTruckError) in try a.passkeyRegistered() }
    case .accountRequestFailed(let failure):
      try truck.changeAccount { a throws(FoodTruckError) in try a.requestFailed(failure) }
    case .requestSignOut:
      try truck.changeAccount { a throws(FoodTruckError) in try a.requestSignOut() }
    case .confirmSignOut(let confirmed):
      try truck.changeAccount { a throws(FoodTruckError) in try a.confirmSignOut(confirmed) }
    case .setWeather(let reports, let city): try truck.setWeather(reports, for: city)
    case .setForecast(let hours): try truck.setForecast(hours)
    case .setTemperatureUnit(let unit): truck.setTemperatureUnit(unit)
    case .setWeatherLegalPage(let address): try truck.setWeatherLegalPage(address)
    case .setStoreSetting(let setting, let on): truck.setStoreSetting(setting, on)
    case .setStorePrices(let prices):
      try truck.store.setPrices(prices.map { ($0.product, $0.price) })
    case .setStoreTransactions(let list): try truck.store.setTransactions(list)
    case .setSubscriptionStatuses(let list): try truck.store.setStatuses(list)
    case .toggleStorePlan(let plan): try truck.toggleStorePlan(plan)
    case .selectRefund(let id, let now): try truck.store.selectRefund(id, now: now)
    case .deferStoreMessages(let deferred, let view):
      try truck.store.messages.setDeferred(deferred, byView: view)
    case .storeMessageArrived(let id): return truck.store.messages.arrive(id) ? 1 : 0
    case .takeStoreMessages(let fitting): return truck.store.messages.take(fitting: fitting).count
    }
    return 0
  }
}

extension TruckChange {
  /// The change's stable number in the file's `kind` column.
  var kind: Int {
    switch self {
    case .setLocale: 1
    case .setUTCOffset: 2
    case .setWeekend: 3
    case .setCentsPerDonut: 4
    case .setCity: 5
    case .setParkingSpot: 6
    case .setWidgetQuota: 7
    case .setTimerDuration: 8
    case .setActivityLimit: 9
    case .setActivitiesEnabled: 10
    case .simulate: 11
    case .tick: 12
    case .createDonut: 13
    case .editDonut: 14
    case .placeOrder: 15
    case .applyToOrder: 16
    case .advanceOrder: 17
    case .requestActivity: 18
    case .updateActivity: 19
    case .endActivity: 20
    case .selectPanel: 21
    case .push: 22
    case .pop: 23
    case .openCard: 24
    case .openLink: 25
    case .restoreNavigation: 26
    case .setRelyingParty: 27
    case .signIn: 28
    case .signUpWithPasskey: 29
    case .signUpWithPassword: 30
    case .passwordReturned: 31
    case .passkeyAsserted: 32
    case .passkeyRegistered: 33
    case .accountRequestFailed: 34
    case .requestSignOut: 35
    case .confirmSignOut: 36
    case .setWeather: 37
    case .setForecast: 38
    case .setTemperatureUnit: 39
    case .setWeatherLegalPage: 40
    case .setStoreSetting: 41
    case .setStorePrices: 42
    case .setStoreTransactions: 43
    case .setSubscriptionStatuses: 44
    case .toggleStorePlan: 45
    case .selectRefund: 46
    case .deferStoreMessages: 47
    case .storeMessageArrived: 48
    case .takeStoreMessages: 49
    case .popToRoot: 50
    case .setDigits: 51
    }
  }

  /// One change of each kind, in kind order (kind 1 first): what a reader fills in from a
  /// body. A test checks that each one's `kind` is its place here.
  static let blanks: [TruckChange] = [
    .setLocale(.english), .setUTCOffset(minutes: 0), .setWeekend([]), .setCentsPerDonut(0),
    .setCity(.sanFrancisco), .setParkingSpot(index: 0), .setWidgetQuota(0),
    .setTimerDuration(milliseconds: 0), .setActivityLimit(0), .setActivitiesEnabled(false, now: 0),
    .simulate(seed: 0, now: 0, streamLimit: 0), .tick(now: 0),
    .createDonut(name: "", recipe: .blank), .editDonut(id: 0, name: "", recipe: .blank),
    .placeOrder([], now: 0), .applyToOrder(.prepare, order: 0, now: 0), .advanceOrder(0, now: 0),
    .requestActivity(order: 0, timer: .blank, relevance: 0, now: 0),
    .updateActivity(id: 0, timer: .blank, relevance: 0, now: 0),
    .endActivity(id: 0, policy: .default, now: 0), .selectPanel(.blank), .push(.newDonut), .pop,
    .openCard(.newOrders, width: 0), .openLink(""), .restoreNavigation(""), .setRelyingParty(""),
    .signIn(challenge: []), .signUpWithPasskey(userName: "", challenge: []),
    .signUpWithPassword(userName: "", password: AccountPassword(given: false)),
    .passwordReturned(userName: ""), .passkeyAsserted(userId: []), .passkeyRegistered,
    .accountRequestFailed(.cancelled), .requestSignOut, .confirmSignOut(false),
    .setWeather([], city: .sanFrancisco), .setForecast([]), .setTemperatureUnit(.celsius),
    .setWeatherLegalPage(""), .setStoreSetting(.storeEnabled, false), .setStorePrices([]),
    .setStoreTransactions([]), .setSubscriptionStatuses([]), .toggleStorePlan(.yearlyPlan),
    .selectRefund(nil, now: 0), .deferStoreMessages(false, view: 0), .storeMessageArrived(0),
    .takeStoreMessages(fitting: 0), .popToRoot, .setDigits(.native),
  ]

  /// The blank change of `kind`, or nil for a number no change has.
  static func blank(kind: Int) -> TruckChange? {
    kind >= 1 && kind <= blanks.count ? blanks[kind - 1] : nil
  }

  /// The change's fields, in the order a session file keeps them: one description that writes
  /// (ChangeWriter), reads with every check (ChangeReader) and records the shape the fuzzer
  /// generates (ChangeShape). Reading starts from the kind's blank and replaces each field.
  /// Some bodies keep fields in another order than the case lists them (placeOrder, setWeather,
  /// endActivity): the order of the file is the order here, never to change.
  mutating func code<C: ChangeCoder>(_ c: inout C) throws(FoodTruckError) {
    switch self {
    case .setLocale(var language): try c.raw(&language); self = .setLocale(language)
    case .setDigits(var digits): try c.raw(&digits); self = .setDigits(digits)
    case .setUTCOffset(var minutes): try c.int32(&minutes); self = .setUTCOffset(minutes: minutes)
    case .setWeekend(let set):
      // Written sorted, so the same days always make the same bytes.
      var days = set.sorted { $0.rawValue < $1.rawValue }
      try c.array(&days, blank: .monday) { c, day throws(FoodTruckError) in try c.raw(&day) }
      self = .setWeekend(Set(days))
    case .setCentsPerDonut(var cents): try c.int64(&cents); self = .setCentsPerDonut(cents)
    case .setCity(var city): try c.raw(&city); self = .setCity(city)
    case .setParkingSpot(var index): try c.int32(&index); self = .setParkingSpot(index: index)
    case .setWidgetQuota(var quota): try c.int32(&quota); self = .setWidgetQuota(quota)
    case .setTimerDuration(var ms): try c.int64(&ms); self = .setTimerDuration(milliseconds: ms)
    case .setActivityLimit(var limit): try c.int32(&limit); self = .setActivityLimit(limit)
    case .setActivitiesEnabled(var on, var now):
      try c.bool(&on); try c.instant(&now)
      self = .setActivitiesEnabled(on, now: now)
    case .simulate(let seed, var now, var limit):
      var bits = Int64(bitPattern: seed)
      try c.int64(&bits); try c.instant(&now); try c.int32(&limit)
      self = .simulate(seed: UInt64(bitPattern: bits), now: now, streamLimit: limit)
    case .tick(var now): try c.instant(&now); self = .tick(now: now)
    case .createDonut(var name, var recipe):
      try c.text(&name); try c.recipe(&recipe)
      self = .createDonut(name: name, recipe: recipe)
    case .editDonut(var id, var name, var recipe):
      try c.int32(&id); try c.text(&name); try c.recipe(&recipe)
      self = .editDonut(id: id, name: name, recipe: recipe)
    case .placeOrder(var lines, var now):
      try c.instant(&now)
      let blank = OrderLine(donutId: 0, count: 0)
      try c.array(&lines, blank: blank) { c, line throws(FoodTruckError) in try c.orderLine(&line) }
      self = .placeOrder(lines, now: now)
    case .applyToOrder(var action, var order, var now):
      try c.raw(&action); try c.int32(&order); try c.instant(&now)
      self = .applyToOrder(action, order: order, now: now)
    case .advanceOrder(var order, var now):
      try c.int32(&order); try c.instant(&now)
      self = .advanceOrder(order, now: now)
    case .requestActivity(var order, var timer, var relevance, var now):
      try c.int32(&order); try c.timer(&timer); try c.double(&relevance); try c.instant(&now)
      self = .requestActivity(order: order, timer: timer, relevance: relevance, now: now)
    case .updateActivity(var id, var timer, var relevance, var now):
      try c.int32(&id); try c.timer(&timer); try c.double(&relevance); try c.instant(&now)
      self = .updateActivity(id: id, timer: timer, relevance: relevance, now: now)
    case .endActivity(var id, var policy, var now):
      try c.int32(&id); try c.instant(&now); try c.policy(&policy)
      self = .endActivity(id: id, policy: policy, now: now)
    case .selectPanel(var panel): try c.raw(&panel); self = .selectPanel(panel)
    case .push(var destination): try c.destination(&destination); self = .push(destination)
    case .pop, .popToRoot, .passkeyRegistered, .requestSignOut: break
    case .openCard(var card, var width):
      try c.raw(&card); try c.double(&width)
      self = .openCard(card, width: width)
    case .openLink(var url): try c.text(&url); self = .openLink(url)
    case .restoreNavigation(var saved): try c.text(&saved); self = .restoreNavigation(saved)
    case .setRelyingParty(var domain): try c.text(&domain); self = .setRelyingParty(domain)
    case .signIn(var challenge): try c.data(&challenge); self = .signIn(challenge: challenge)
    case .signUpWithPasskey(var name, var challenge):
      try c.text(&name); try c.data(&challenge)
      self = .signUpWithPasskey(userName: name, challenge: challenge)
    case .signUpWithPassword(var name, let password):
      // Only whether a password was given is kept (AccountPassword).
      var given = password.isGiven
      try c.text(&name); try c.bool(&given)
      self = .signUpWithPassword(userName: name, password: AccountPassword(given: given))
    case .passwordReturned(var name): try c.text(&name); self = .passwordReturned(userName: name)
    case .passkeyAsserted(var id): try c.data(&id); self = .passkeyAsserted(userId: id)
    case .accountRequestFailed(var failure):
      try c.raw(&failure); self = .accountRequestFailed(failure)
    case .confirmSignOut(var confirmed): try c.bool(&confirmed); self = .confirmSignOut(confirmed)
    case .setWeather(var reports, var city):
      try c.raw(&city)
      try c.array(&reports, blank: .failed) { c, report throws(FoodTruckError) in
        try c.spotReport(&report)
      }
      self = .setWeather(reports, city: city)
    case .setForecast(var hours):
      let blank = HourWeather(at: 0, temperature: 0, isDaylight: false)
      try c.array(&hours, blank: blank) { c, hour throws(FoodTruckError) in
        try c.instant(&hour.at); try c.double(&hour.temperature); try c.bool(&hour.isDaylight)
      }
      self = .setForecast(hours)
    case .setTemperatureUnit(var unit): try c.raw(&unit); self = .setTemperatureUnit(unit)
    case .setWeatherLegalPage(var page): try c.text(&page); self = .setWeatherLegalPage(page)
    case .setStoreSetting(var setting, var on):
      try c.raw(&setting); try c.bool(&on)
      self = .setStoreSetting(setting, on)
    case .setStorePrices(var prices):
      try c.array(&prices, blank: .blank) { c, price throws(FoodTruckError) in
        try c.storePrice(&price)
      }
      self = .setStorePrices(prices)
    case .setStoreTransactions(var list):
      try c.array(&list, blank: .blank) { c, t throws(FoodTruckError) in try c.transaction(&t) }
      self = .setStoreTransactions(list)
    case .setSubscriptionStatuses(var list):
      try c.array(&list, blank: .blank) { c, s throws(FoodTruckError) in try c.status(&s) }
      self = .setSubscriptionStatuses(list)
    case .toggleStorePlan(var plan): try c.raw(&plan); self = .toggleStorePlan(plan)
    case .selectRefund(var id, var now):
      try c.optional(&id, blank: 0) { c, id throws(FoodTruckError) in try c.int64(&id) }
      try c.instant(&now)
      self = .selectRefund(id, now: now)
    case .deferStoreMessages(var deferred, var view):
      try c.bool(&deferred); try c.int32(&view)
      self = .deferStoreMessages(deferred, view: view)
    case .storeMessageArrived(var id): try c.int64(&id); self = .storeMessageArrived(id)
    case .takeStoreMessages(var fitting):
      try c.int32(&fitting); self = .takeStoreMessages(fitting: fitting)
    }
  }
}

/// A storefront price for a product, as the shell hands it in.
public struct StorePrice: Sendable, Hashable {
  public let product: StoreProduct
  public let price: Price

  public init(product: StoreProduct, price: Price) {
    self.product = product
    self.price = price
  }
}

/// The password of a sign-up: checked (it must not be empty) and never kept. A session file
/// records only whether one was given, so a replayed sign-up passes the same check.
public struct AccountPassword: Sendable, Hashable {
  /// The password as given, or a placeholder when read back from a file.
  let text: String

  public init(_ text: String) { self.text = text }

  /// Whether a password was given.
  var isGiven: Bool { !text.isEmpty }

  /// What a file gives back: a placeholder that passes the check, or nothing.
  init(given: Bool) { text = given ? "*" : "" }
}
