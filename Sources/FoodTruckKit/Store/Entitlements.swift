// SPDX-License-Identifier: Apache-2.0
// Entitlements: what the purchases the shell handed in unlock at an instant
// (docs/domain.md §10.3, §10.4). The shell asks its platform store for transactions and
// subscription statuses, verifies them, and hands them all in; the library recomputes from
// everything handed in, so the order they came in and the order of updates never matter.

/// A transaction from the platform store.
public struct StoreTransaction: Sendable, Hashable {
  /// The platform's transaction id (refunds name it).
  public let id: Int64
  public let product: StoreProduct
  public let purchasedAt: Int64
  /// When a subscription period ends; nil for the non-consumable.
  public let expiresAt: Int64?
  /// When the platform revoked it (a refund); nil when not revoked.
  public let revokedAt: Int64?
  /// False when the platform's signature check failed: the library then ignores it.
  public let isVerified: Bool

  public init(
    id: Int64, product: StoreProduct, purchasedAt: Int64, expiresAt: Int64? = nil,
    revokedAt: Int64? = nil, isVerified: Bool = true
  ) {
    self.id = id
    self.product = product
    self.purchasedAt = purchasedAt
    self.expiresAt = expiresAt
    self.revokedAt = revokedAt
    self.isVerified = isVerified
  }

  /// True when it was revoked at or before `now`.
  public func isRevoked(at now: Int64) -> Bool {
    revokedAt.map { $0 <= now } ?? false
  }

  /// True when it grants its product at `now`: verified, purchased by then, not revoked, and
  /// (a subscription) not yet expired.
  public func grants(at now: Int64) -> Bool {
    isVerified && purchasedAt <= now && !isRevoked(at: now) && (expiresAt.map { now < $0 } ?? true)
  }
}

/// The renewal state of a subscription, as the platform reports it.
public enum RenewalState: Int, CaseIterable, Sendable, Hashable {
  case subscribed = 0
  /// Billing failed and the platform still grants access while it retries.
  case inGracePeriod = 1
  case expired = 2
  case revoked = 3

  /// True for the states that grant the plan.
  public var grantsAccess: Bool { self == .subscribed || self == .inGracePeriod }
}

/// A subscription status of the Social Feed+ group, as the platform reports it.
public struct SubscriptionStatus: Sendable, Hashable {
  /// The plan the subscriber has now (the renewal info's current product).
  public let product: StoreProduct
  public let state: RenewalState
  /// The plan the subscription renews to (the auto-renew preference); nil when auto-renew
  /// is off, so the plan ends at its expiration.
  public let renewsTo: StoreProduct?
  /// When the current period ends (the latest transaction's expiration), if known.
  public let expiresAt: Int64?
  /// False when the transaction's or the renewal info's signature check failed.
  public let isVerified: Bool

  public init(
    product: StoreProduct, state: RenewalState, renewsTo: StoreProduct?, expiresAt: Int64?,
    isVerified: Bool = true
  ) {
    self.product = product
    self.state = state
    self.renewsTo = renewsTo
    self.expiresAt = expiresAt
    self.isVerified = isVerified
  }
}

/// What is unlocked at an instant.
public struct StoreEntitlements: Sendable, Hashable {
  /// The full year of sales history (the non-consumable, bought and not revoked).
  public let isHistoryUnlocked: Bool
  /// The Social Feed+ plan entitled, if any: Social Feed+ is active when there is one.
  public let plan: StoreProduct?
  /// The plan it renews to (nil: it expires).
  public let nextPlan: StoreProduct?
  /// When the entitled plan's period ends, if known.
  public let expiresAt: Int64?

  /// True when Social Feed+ is active.
  public var isSocialFeedPlusActive: Bool { plan != nil }
  /// True when the renewal changes the plan (monthly to yearly, say).
  public var renewalChangesPlan: Bool { plan != nil && nextPlan != nil && plan != nextPlan }

  /// The entitlements of the purchases handed in, at `now`. Unverified items are ignored.
  /// Social Feed+ comes from the statuses that are subscribed or in grace; when none is, from
  /// the subscription transactions that grant their plan at `now` (then without renewal).
  /// Between two plans at once, the one whose period ends latest wins, then the higher level,
  /// then the yearly plan: the operator keeps what lasts longest.
  public init(transactions: [StoreTransaction], statuses: [SubscriptionStatus], now: Int64) {
    isHistoryUnlocked = transactions.contains { $0.product == .annualHistory && $0.grants(at: now) }
    let active = statuses.filter {
      $0.isVerified && $0.state.grantsAccess && $0.product.isSubscription
    }
    if let best = active.max(by: {
      StoreEntitlements.ranks($0.product, $0.expiresAt, below: $1.product, $1.expiresAt)
    }) {
      plan = best.product
      nextPlan = best.renewsTo
      expiresAt = best.expiresAt
      return
    }
    let granting = transactions.filter { $0.product.isSubscription && $0.grants(at: now) }
    let best = granting.max {
      StoreEntitlements.ranks($0.product, $0.expiresAt, below: $1.product, $1.expiresAt)
    }
    plan = best?.product
    nextPlan = nil
    expiresAt = best?.expiresAt
  }

  /// The two-plans rule: a later expiration ranks higher (an unknown one lowest), then the
  /// higher service level (the group's level 1 is its highest, so the smaller number), then
  /// the yearly plan.
  static func ranks(
    _ lhs: StoreProduct, _ lhsExpiry: Int64?, below rhs: StoreProduct, _ rhsExpiry: Int64?
  ) -> Bool {
    let (a, b) = (lhsExpiry ?? .min, rhsExpiry ?? .min)
    if a != b { return a < b }
    if lhs.groupLevel != rhs.groupLevel { return lhs.groupLevel > rhs.groupLevel }
    return lhs.rawValue < rhs.rawValue
  }
}
