// SPDX-License-Identifier: Apache-2.0
// EntitlementsTests: what the purchases handed in unlock at an instant: the year of history
// (verified, purchased, not revoked) and the Social Feed+ plan (subscribed or in grace, the
// latest expiration winning between two plans), and the gate on the Sales History's month and
// year with the store on (docs/domain.md §10.3, §10.4, decision 15).

import Testing

@testable import FoodTruckKit

@Suite("Store entitlements")
struct EntitlementsTests {
  static let day: Int64 = 86_400_000
  /// 2022-05-06 00:00 UTC.
  static let may6: Int64 = 1_651_795_200_000
  /// 2022-06-06 00:00 UTC.
  static let june6: Int64 = 1_654_473_600_000
  /// 2023-05-06 00:00 UTC.
  static let may6Next: Int64 = 1_683_331_200_000

  static func history(revokedAt: Int64? = nil, verified: Bool = true) -> StoreTransaction {
    StoreTransaction(
      id: 1, product: .annualHistory, purchasedAt: may6, revokedAt: revokedAt,
      isVerified: verified)
  }

  static func entitlements(
    _ transactions: [StoreTransaction] = [], _ statuses: [SubscriptionStatus] = [], now: Int64
  ) -> StoreEntitlements {
    StoreEntitlements(transactions: transactions, statuses: statuses, now: now)
  }

  struct HistoryCase: Sendable, CustomTestStringConvertible {
    let label: String
    let transactions: [StoreTransaction]
    let now: Int64
    let unlocked: Bool
    var testDescription: String { label }
  }

  static let historyCases: [HistoryCase] = [
    HistoryCase(label: "nothing bought", transactions: [], now: may6 + day, unlocked: false),
    HistoryCase(label: "bought", transactions: [history()], now: may6 + day, unlocked: true),
    HistoryCase(label: "at the purchase", transactions: [history()], now: may6, unlocked: true),
    HistoryCase(
      label: "before the purchase", transactions: [history()], now: may6 - 1, unlocked: false),
    HistoryCase(
      label: "unverified", transactions: [history(verified: false)], now: may6 + day,
      unlocked: false),
    HistoryCase(
      label: "revoked", transactions: [history(revokedAt: june6)], now: june6, unlocked: false),
    HistoryCase(
      label: "before its revocation", transactions: [history(revokedAt: june6)], now: june6 - 1,
      unlocked: true),
    HistoryCase(
      label: "a plan bought, not the history",
      transactions: [
        StoreTransaction(id: 2, product: .monthlyPlan, purchasedAt: may6, expiresAt: june6)
      ], now: may6 + day, unlocked: false),
  ]

  @Test("The year of history: unlocked by a verified purchase not revoked", arguments: historyCases)
  func historyUnlock(_ row: HistoryCase) {
    #expect(Self.entitlements(row.transactions, now: row.now).isHistoryUnlocked == row.unlocked)
  }

  struct PlanCase: Sendable, CustomTestStringConvertible {
    let label: String
    let transactions: [StoreTransaction]
    let statuses: [SubscriptionStatus]
    let plan: StoreProduct?
    let next: StoreProduct?
    let expiresAt: Int64?
    let changesPlan: Bool
    var testDescription: String { label }
  }

  static func status(
    _ product: StoreProduct, _ state: RenewalState, renewsTo: StoreProduct?,
    expiresAt: Int64? = june6, verified: Bool = true
  ) -> SubscriptionStatus {
    SubscriptionStatus(
      product: product, state: state, renewsTo: renewsTo, expiresAt: expiresAt,
      isVerified: verified)
  }

  static let planCases: [PlanCase] = [
    PlanCase(
      label: "nothing", transactions: [], statuses: [], plan: nil, next: nil, expiresAt: nil,
      changesPlan: false),
    PlanCase(
      label: "subscribed, renewing", transactions: [],
      statuses: [status(.monthlyPlan, .subscribed, renewsTo: .monthlyPlan)],
      plan: .monthlyPlan, next: .monthlyPlan, expiresAt: june6, changesPlan: false),
    PlanCase(
      label: "in grace", transactions: [],
      statuses: [status(.yearlyPlan, .inGracePeriod, renewsTo: .yearlyPlan)],
      plan: .yearlyPlan, next: .yearlyPlan, expiresAt: june6, changesPlan: false),
    PlanCase(
      label: "auto-renew off", transactions: [],
      statuses: [status(.monthlyPlan, .subscribed, renewsTo: nil)],
      plan: .monthlyPlan, next: nil, expiresAt: june6, changesPlan: false),
    PlanCase(
      label: "expired", transactions: [],
      statuses: [status(.monthlyPlan, .expired, renewsTo: .monthlyPlan)],
      plan: nil, next: nil, expiresAt: nil, changesPlan: false),
    PlanCase(
      label: "revoked", transactions: [],
      statuses: [status(.monthlyPlan, .revoked, renewsTo: .monthlyPlan)],
      plan: nil, next: nil, expiresAt: nil, changesPlan: false),
    PlanCase(
      label: "unverified", transactions: [],
      statuses: [status(.monthlyPlan, .subscribed, renewsTo: .monthlyPlan, verified: false)],
      plan: nil, next: nil, expiresAt: nil, changesPlan: false),
    PlanCase(
      label: "plan change: monthly renewing to yearly", transactions: [],
      statuses: [status(.monthlyPlan, .subscribed, renewsTo: .yearlyPlan)],
      plan: .monthlyPlan, next: .yearlyPlan, expiresAt: june6, changesPlan: true),
    PlanCase(
      label: "two plans: the later expiration wins", transactions: [],
      statuses: [
        status(.yearlyPlan, .subscribed, renewsTo: .yearlyPlan, expiresAt: june6),
        status(.monthlyPlan, .subscribed, renewsTo: .monthlyPlan, expiresAt: june6 + day),
      ],
      plan: .monthlyPlan, next: .monthlyPlan, expiresAt: june6 + day, changesPlan: false),
    PlanCase(
      label: "two plans ending together: the yearly wins", transactions: [],
      statuses: [
        status(.yearlyPlan, .inGracePeriod, renewsTo: nil),
        status(.monthlyPlan, .subscribed, renewsTo: .monthlyPlan),
      ],
      plan: .yearlyPlan, next: nil, expiresAt: june6, changesPlan: false),
    PlanCase(
      label: "two plans, one expired", transactions: [],
      statuses: [
        status(.yearlyPlan, .expired, renewsTo: .yearlyPlan, expiresAt: may6Next),
        status(.monthlyPlan, .subscribed, renewsTo: .monthlyPlan),
      ],
      plan: .monthlyPlan, next: .monthlyPlan, expiresAt: june6, changesPlan: false),
    PlanCase(
      label: "no status: a current transaction",
      transactions: [
        StoreTransaction(id: 3, product: .yearlyPlan, purchasedAt: may6, expiresAt: may6Next)
      ], statuses: [], plan: .yearlyPlan, next: nil, expiresAt: may6Next, changesPlan: false),
    PlanCase(
      label: "no status: an expired transaction",
      transactions: [
        StoreTransaction(
          id: 3, product: .monthlyPlan, purchasedAt: may6 - 40 * day, expiresAt: may6)
      ], statuses: [], plan: nil, next: nil, expiresAt: nil, changesPlan: false),
    PlanCase(
      label: "no status: a revoked transaction",
      transactions: [
        StoreTransaction(
          id: 3, product: .yearlyPlan, purchasedAt: may6, expiresAt: may6Next, revokedAt: may6)
      ], statuses: [], plan: nil, next: nil, expiresAt: nil, changesPlan: false),
    PlanCase(
      label: "an expired status over a current transaction",
      transactions: [
        StoreTransaction(id: 3, product: .yearlyPlan, purchasedAt: may6, expiresAt: may6Next)
      ], statuses: [status(.monthlyPlan, .expired, renewsTo: nil)],
      plan: .yearlyPlan, next: nil, expiresAt: may6Next, changesPlan: false),
  ]

  @Test("Social Feed+: the plan, the next plan, the expiration", arguments: planCases)
  func plan(_ row: PlanCase) {
    let entitled = Self.entitlements(row.transactions, row.statuses, now: Self.may6 + Self.day)
    #expect(entitled.plan == row.plan)
    #expect(entitled.isSocialFeedPlusActive == (row.plan != nil))
    #expect(entitled.nextPlan == row.next)
    #expect(entitled.expiresAt == row.expiresAt)
    #expect(entitled.renewalChangesPlan == row.changesPlan)
  }

  @Test("Store off: the month and year are served; on: refused until bought, again when revoked")
  func gate() throws {
    var truck = Truck()
    let now = Self.may6 + Self.day
    #expect(try truck.servedSalesSeries(.year, city: nil, now: now).count == 12)
    #expect(truck.isSocialFeedPlusActive(now: now))
    truck.setStoreSetting(.storeEnabled, true)
    #expect(try truck.servedSalesSeries(.week, city: nil, now: now).count == 14)
    for timeframe in [Timeframe.month, .year] {
      #expect(
        throws: FoodTruckError.disabled(
          "the \(timeframe) sales history is locked: the store is on and no verified, unrevoked "
            + "purchase of feature.annualhistory was handed in")
      ) {
        try truck.servedSalesSeries(timeframe, city: nil, now: now)
      }
      #expect(throws: FoodTruckError.self) {
        try truck.chartSVG(.salesHistory, timeframe, now: now, width: 400, height: 300)
      }
    }
    #expect(!truck.isSocialFeedPlusActive(now: now))
    try truck.store.setTransactions([Self.history(verified: false)])
    #expect(throws: FoodTruckError.self) {
      try truck.servedSalesSeries(.month, city: nil, now: now)
    }
    try truck.store.setTransactions([Self.history()])
    #expect(try truck.servedSalesSeries(.month, city: nil, now: now).count == 30)
    #expect(try truck.servedSalesSeries(.year, city: .london, now: now).count == 12)
    try truck.store.setTransactions([Self.history(revokedAt: now)])
    #expect(throws: FoodTruckError.self) { try truck.servedSalesSeries(.year, city: nil, now: now) }
  }

  @Test("Transactions and statuses handed in are checked")
  func checks() throws {
    var store = StoreState()
    #expect(
      throws: FoodTruckError.invalidArgument(
        "two transactions have the id 1", input: "transactions")
    ) {
      try store.setTransactions([Self.history(), Self.history()])
    }
    #expect(throws: FoodTruckError.self) {
      try store.setStatuses([Self.status(.annualHistory, .subscribed, renewsTo: nil)])
    }
    #expect(throws: FoodTruckError.self) {
      try store.setStatuses([Self.status(.monthlyPlan, .subscribed, renewsTo: .annualHistory)])
    }
    let many = (0...StoreState.maximumItems).map {
      StoreTransaction(id: Int64($0), product: .annualHistory, purchasedAt: 0)
    }
    #expect(throws: FoodTruckError.self) { try store.setTransactions(many) }
    #expect(store.transactions.isEmpty)
  }
}
