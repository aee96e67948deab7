// TruckChange: every change a session accepts, as a value. A session applies changes only
// through apply(to:), so the same value can be applied now and written to the session's file,
// and the file's changes replayed in order rebuild the same session (docs/architecture.md §7).
// The core is deterministic (time and seeds are inputs), which is what makes replay exact.

/// One change to a ``Truck``, with everything it needs; applied by ``apply(to:)``.
///
/// Cases are never reordered or removed: each has a stable `kind` number in the session file
/// (Storage/ChangeCoding.swift). A new change is a new case with a new number.
public enum TruckChange: Sendable, Hashable {
  // Truck settings
  case setLocale(TruckLocale)
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
  case takeStoreMessages(count: Int)

  /// Applies the change, with every consequence the operation has (events, timers,
  /// activities). A change that throws leaves the truck as it was. Returns what the operation
  /// reports: the new order's number, the new donut's id, the new activity's id, the advanced
  /// order's new status (its raw value), the number of orders that arrived in a tick, 1 when
  /// an arrived store message shows now; 0 for the others.
  @discardableResult
  public func apply(to truck: inout Truck) throws(FoodTruckError) -> Int {
    switch self {
    case .setLocale(let locale): truck.locale = locale
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
    case .takeStoreMessages(let count): try truck.store.messages.take(count)
    }
    return 0
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
