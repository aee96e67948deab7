// SPDX-License-Identifier: Apache-2.0
// ChangeFields: the values inside changes (a recipe, a timer, a store's transaction...), each
// described once for every ChangeCoder: its fields in the order a session file keeps them.
// Immutable values are taken apart into their fields and rebuilt, so a reader's checks (a
// recipe's ingredients) run where a value is made.

extension ChangeCoder {
  /// A recipe: its dough, then its glaze and topping when it has them; read, it is checked
  /// against the catalog's tables.
  mutating func recipe(_ recipe: inout Recipe) throws(FoodTruckError) {
    var dough = recipe.dough
    var glaze = recipe.glaze
    var topping = recipe.topping
    try index(&dough)
    try optional(&glaze, blank: 0) { c, glaze throws(FoodTruckError) in try c.index(&glaze) }
    try optional(&topping, blank: 0) { c, top throws(FoodTruckError) in try c.index(&top) }
    do {
      recipe = try Recipe(dough: dough, glaze: glaze, topping: topping)
    } catch {
      throw .corrupt("a stored recipe is invalid: \(error.message)")
    }
  }

  mutating func orderLine(_ line: inout OrderLine) throws(FoodTruckError) {
    var donut = line.donutId
    var count = line.count
    try int32(&donut); try int32(&count)
    line = OrderLine(donutId: donut, count: count)
  }

  mutating func timer(_ timer: inout PreparationTimer) throws(FoodTruckError) {
    var start = timer.start
    var end = timer.end
    try instant(&start); try instant(&end)
    timer = PreparationTimer(start: start, end: end)
  }

  /// A dismissal policy: 0 the default, 1 immediate, 2 after an instant.
  mutating func policy(_ policy: inout DismissalPolicy) throws(FoodTruckError) {
    var at: Int64 = 0
    var arm: Int
    switch policy {
    case .default: arm = 0
    case .immediate: arm = 1
    case .after(let instant): arm = 2; at = instant
    }
    try variant(&arm, arms: 3) { c, arm throws(FoodTruckError) in
      switch arm {
      case 0: policy = .default
      case 1: policy = .immediate
      default: try c.instant(&at); policy = .after(at)
      }
    }
  }

  /// A navigation destination: 0 a panel, 1 an order, 2 a donut, 3 the new donut.
  mutating func destination(_ destination: inout Destination) throws(FoodTruckError) {
    var panel = Panel.truck
    var number = 0
    var arm: Int
    switch destination {
    case .panel(let shown): arm = 0; panel = shown
    case .order(let order): arm = 1; number = order
    case .donut(let id): arm = 2; number = id
    case .newDonut: arm = 3
    }
    try variant(&arm, arms: 4) { c, arm throws(FoodTruckError) in
      switch arm {
      case 0: try c.raw(&panel); destination = .panel(panel)
      case 1: try c.int32(&number); destination = .order(number)
      case 2: try c.int32(&number); destination = .donut(number)
      default: destination = .newDonut
      }
    }
  }

  /// A spot's report: a flag (the weather came), then the weather.
  mutating func spotReport(_ report: inout SpotReport) throws(FoodTruckError) {
    var weather: SpotWeather?
    if case .weather(let spot) = report { weather = spot }
    let blank = SpotWeather(condition: .clear, cloudCover: 0, temperature: 0)
    try optional(&weather, blank: blank) { c, spot throws(FoodTruckError) in
      try c.raw(&spot.condition); try c.double(&spot.cloudCover); try c.double(&spot.temperature)
      try c.optional(&spot.minuteChances, blank: []) { c, chances throws(FoodTruckError) in
        try c.array(&chances, blank: 0) { c, chance throws(FoodTruckError) in
          try c.double(&chance)
        }
      }
    }
    report = weather.map { .weather($0) } ?? .failed
  }

  mutating func storePrice(_ price: inout StorePrice) throws(FoodTruckError) {
    var product = price.product
    var cents = price.price.cents
    var currency = price.price.currency
    try raw(&product); try int64(&cents); try raw(&currency)
    price = StorePrice(product: product, price: Price(cents: cents, currency: currency))
  }

  mutating func transaction(_ t: inout StoreTransaction) throws(FoodTruckError) {
    var id = t.id
    var product = t.product
    var purchasedAt = t.purchasedAt
    var expiresAt = t.expiresAt
    var revokedAt = t.revokedAt
    var verified = t.isVerified
    try int64(&id); try raw(&product); try instant(&purchasedAt)
    try optional(&expiresAt, blank: 0) { c, at throws(FoodTruckError) in try c.instant(&at) }
    try optional(&revokedAt, blank: 0) { c, at throws(FoodTruckError) in try c.instant(&at) }
    try bool(&verified)
    t = StoreTransaction(
      id: id, product: product, purchasedAt: purchasedAt, expiresAt: expiresAt,
      revokedAt: revokedAt, isVerified: verified)
  }

  mutating func status(_ s: inout SubscriptionStatus) throws(FoodTruckError) {
    var product = s.product
    var state = s.state
    var renewsTo = s.renewsTo
    var expiresAt = s.expiresAt
    var verified = s.isVerified
    try raw(&product); try raw(&state)
    try optional(&renewsTo, blank: .monthlyPlan) { c, to throws(FoodTruckError) in try c.raw(&to) }
    try optional(&expiresAt, blank: 0) { c, at throws(FoodTruckError) in try c.instant(&at) }
    try bool(&verified)
    s = SubscriptionStatus(
      product: product, state: state, renewsTo: renewsTo, expiresAt: expiresAt,
      isVerified: verified)
  }
}

// What a reader starts from before it reads a value's fields.
extension Recipe { static let blank = Recipe(known: 0, nil, nil) }
extension PreparationTimer { static let blank = PreparationTimer(start: 0, end: 0) }
extension Panel { static let blank = Panel.truck }
extension StorePrice {
  static let blank = StorePrice(product: .monthlyPlan, price: Price(cents: 0, currency: .usd))
}
extension StoreTransaction {
  static let blank = StoreTransaction(id: 0, product: .monthlyPlan, purchasedAt: 0)
}
extension SubscriptionStatus {
  static let blank = SubscriptionStatus(
    product: .monthlyPlan, state: .subscribed, renewsTo: nil, expiresAt: nil)
}
