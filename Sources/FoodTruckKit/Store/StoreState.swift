// SPDX-License-Identifier: Apache-2.0
// StoreState: the session's store: whether the shell turned it on, the prices and purchases
// it handed in, the sheet's and the refund screen's selections, the message queue and the two
// local Social Feed+ toggles (docs/domain.md §10).

/// A store setting of the session, on or off. The raw values are the C ABI's
/// `foodtruck_store_setting`.
public enum StoreSetting: Int, CaseIterable, Sendable, Hashable {
  /// The store is on: unlocks gate what they unlock. Off by default, so that a shell without
  /// in-app purchase serves everything (docs/domain.md, decision 15).
  case storeEnabled = 0
  /// "Highlight Social Feed+ posts" (off by default).
  case highlightPlusPosts = 1
  /// "Advanced engagement tools" (on by default).
  case advancedEngagementTools = 2
  /// The shell can show the store's messages now (its display action is set); off by default.
  case messageDisplay = 3
}

/// The store's state in a session.
public struct StoreState: Sendable, Hashable {
  /// The most transactions or statuses handed in at once.
  public static let maximumItems = 1000

  public var isEnabled = false
  public var highlightPlusPosts = false
  public var advancedEngagementTools = true
  /// The storefront's prices handed in; a product missing here has its catalog price.
  public private(set) var prices: [StoreProduct: Price] = [:]
  public private(set) var transactions: [StoreTransaction] = []
  public private(set) var statuses: [SubscriptionStatus] = []
  public internal(set) var sheet = SubscriptionSheet()
  /// The refund screen's selected transaction, by id.
  public internal(set) var refundSelection: Int64?
  public var messages = StoreMessages()

  public init() {}

  /// The price of `product`: the storefront's when handed in, else the catalog's.
  public func price(of product: StoreProduct) -> Price {
    prices[product] ?? product.catalogPrice
  }

  /// Replaces the price list; each product at most once. Products left out go back to their
  /// catalog prices.
  public mutating func setPrices(_ list: [(StoreProduct, Price)]) throws(FoodTruckError) {
    var prices: [StoreProduct: Price] = [:]
    for (product, price) in list {
      guard prices[product] == nil else {
        throw .invalidArgument("the price list names \(product.productId) twice", input: "prices")
      }
      prices[product] = try Price(checkedCents: price.cents, currency: price.currency)
    }
    self.prices = prices
  }

  /// Replaces the transactions (every one the platform has, in its order); ids are unique.
  public mutating func setTransactions(_ list: [StoreTransaction]) throws(FoodTruckError) {
    try StoreState.checkCount(list.count, "transactions")
    var ids = Set<Int64>()
    for transaction in list {
      guard ids.insert(transaction.id).inserted else {
        throw .invalidArgument(
          "two transactions have the id \(transaction.id)", input: "transactions")
      }
    }
    transactions = list
    if let selected = refundSelection, !ids.contains(selected) { refundSelection = nil }
  }

  /// Replaces the Social Feed+ subscription statuses; each names a plan, not the
  /// non-consumable.
  public mutating func setStatuses(_ list: [SubscriptionStatus]) throws(FoodTruckError) {
    try StoreState.checkCount(list.count, "statuses")
    let plansOnly = list.allSatisfy {
      $0.product.isSubscription && $0.renewsTo?.isSubscription != false
    }
    guard plansOnly else {
      throw .invalidArgument(
        "a subscription status names \(StoreProduct.annualHistory.productId), which is not a plan",
        input: "statuses")
    }
    statuses = list
  }

  private static func checkCount(_ count: Int, _ input: String) throws(FoodTruckError) {
    guard count <= maximumItems else {
      throw .invalidArgument(
        "\(count) \(input) are more than the \(maximumItems) accepted", input: input)
    }
  }

  /// What is unlocked at `now`.
  public func entitlements(now: Int64) -> StoreEntitlements {
    StoreEntitlements(transactions: transactions, statuses: statuses, now: now)
  }

  /// True while the subscriber may have an introductory offer: no verified Social Feed+
  /// transaction was ever handed in (one introductory offer per subscription group).
  public var isIntroEligible: Bool {
    !transactions.contains { $0.isVerified && $0.product.isSubscription }
  }

  /// Selects a listed transaction on the refund screen (single selection), or clears the
  /// selection with nil.
  public mutating func selectRefund(_ id: Int64?, now: Int64) throws(FoodTruckError) {
    if let id, !refundRows(now: now).contains(where: { $0.transactionId == id }) {
      throw .notFound("no refundable transaction has the id \(id)")
    }
    refundSelection = id
  }
}

extension Truck {
  /// Reads a store setting.
  public func storeSetting(_ setting: StoreSetting) -> Bool {
    switch setting {
    case .storeEnabled: store.isEnabled
    case .highlightPlusPosts: store.highlightPlusPosts
    case .advancedEngagementTools: store.advancedEngagementTools
    case .messageDisplay: store.messages.hasDisplayAction
    }
  }

  /// Changes a store setting.
  public mutating func setStoreSetting(_ setting: StoreSetting, _ on: Bool) {
    switch setting {
    case .storeEnabled: store.isEnabled = on
    case .highlightPlusPosts: store.highlightPlusPosts = on
    case .advancedEngagementTools: store.advancedEngagementTools = on
    case .messageDisplay: store.messages.hasDisplayAction = on
    }
  }

  /// "Highlight Social Feed+ posts", the Social Feed's toggle.
  public var highlightsPlusPosts: Bool { store.highlightPlusPosts }

  /// True when Social Feed+ is active at `now`: with the store off, always (a shell without
  /// in-app purchase gets everything); with it on, while a plan is entitled.
  public func isSocialFeedPlusActive(now: Int64) -> Bool {
    !store.isEnabled || store.entitlements(now: now).isSocialFeedPlusActive
  }

  /// True when the full year of sales history is served at `now`: with the store off,
  /// always; with it on, once a verified purchase not revoked is handed in.
  public func isHistoryUnlocked(now: Int64) -> Bool {
    !store.isEnabled || store.entitlements(now: now).isHistoryUnlocked
  }

  /// Refuses the Sales History's month and year while they are locked (docs/domain.md,
  /// decision 15); the week (the two-week view) and today are always served.
  public func requireHistory(_ timeframe: Timeframe, now: Int64) throws(FoodTruckError) {
    guard timeframe == .month || timeframe == .year, !isHistoryUnlocked(now: now) else { return }
    throw .disabled(
      "the \(timeframe) sales history is locked: the store is on and no verified, "
        + "unrevoked purchase of \(StoreProduct.annualHistory.productId) was handed in")
  }

  /// The Sales History's points (``salesSeries(_:city:now:)``) where the store allows them.
  public func servedSalesSeries(_ timeframe: Timeframe, city: City?, now: Int64)
    throws(FoodTruckError) -> [SalesPoint]
  {
    try requireHistory(timeframe, now: now)
    return salesSeries(timeframe, city: city, now: now)
  }

  /// Taps a plan on the subscription sheet (see ``SubscriptionSheet/toggle(_:)``).
  public mutating func toggleStorePlan(_ plan: StoreProduct) throws(FoodTruckError) {
    try store.sheet.toggle(plan)
  }

  /// The subscription sheet's purchase button for its selection.
  public var storePurchaseButton: PurchaseButton {
    store.sheet.button(introEligible: store.isIntroEligible)
  }
}
