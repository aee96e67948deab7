// SPDX-License-Identifier: Apache-2.0
// StoreConvert: the Store area's copies between C values and core values (Store.swift).

import CFoodTruck
import FoodTruckKit

extension Arg {
  /// An optional product: FOODTRUCK_STORE_PRODUCT_NONE is nil.
  static func optionalProduct(_ value: foodtruck_store_product, _ name: String)
    throws(BoundaryError) -> StoreProduct?
  {
    value == FOODTRUCK_STORE_PRODUCT_NONE ? nil : try enumValue(value, as: StoreProduct.self, name)
  }

  /// An optional instant: FOODTRUCK_NO_TIME is nil.
  static func optionalInstant(_ value: Int64, _ name: String) throws(BoundaryError) -> Int64? {
    value == Int64.min ? nil : try instant(value, name)
  }

  /// A transaction id, or nil for FOODTRUCK_NO_TRANSACTION.
  static func transactionId(_ value: Int64, _ name: String) throws(BoundaryError) -> Int64? {
    guard value >= -1 else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT,
        "\(name) \(value) is negative and not FOODTRUCK_NO_TRANSACTION")
    }
    return value == -1 ? nil : value
  }
}

extension StoreTransaction {
  /// A caller's transaction, its fields checked.
  init(_ item: foodtruck_store_transaction, _ name: String) throws(BoundaryError) {
    guard item.transaction_id >= 0 else {
      throw BoundaryError(
        FOODTRUCK_ERR_INVALID_ARGUMENT, "\(name).transaction_id \(item.transaction_id) is negative")
    }
    self.init(
      id: item.transaction_id,
      product: try Arg.enumValue(item.product, as: StoreProduct.self, "\(name).product"),
      purchasedAt: try Arg.instant(item.purchased_at, "\(name).purchased_at"),
      expiresAt: try Arg.optionalInstant(item.expires_at, "\(name).expires_at"),
      revokedAt: try Arg.optionalInstant(item.revoked_at, "\(name).revoked_at"),
      isVerified: item.verified)
  }
}

extension SubscriptionStatus {
  /// A caller's status, its fields checked (that it names plans is the core's check).
  init(_ item: foodtruck_subscription_status, _ name: String) throws(BoundaryError) {
    self.init(
      product: try Arg.enumValue(item.product, as: StoreProduct.self, "\(name).product"),
      state: try Arg.enumValue(item.state, as: RenewalState.self, "\(name).state"),
      renewsTo: try Arg.optionalProduct(item.renews_to, "\(name).renews_to"),
      expiresAt: try Arg.optionalInstant(item.expires_at, "\(name).expires_at"),
      isVerified: item.verified)
  }
}

extension foodtruck_store_product {
  init(_ product: StoreProduct?) {
    self =
      product.map { foodtruck_store_product(rawValue: numericCast($0.rawValue)) }
      ?? FOODTRUCK_STORE_PRODUCT_NONE
  }
}

extension foodtruck_store_period {
  init(_ period: StorePeriod?) {
    self =
      period.map { foodtruck_store_period(rawValue: numericCast($0.rawValue)) }
      ?? FOODTRUCK_STORE_PERIOD_NONE
  }
}

extension foodtruck_product_info {
  init(_ product: StoreProduct, price: Price) {
    let offer = product.introOffer
    self.init(
      price_cents: price.cents, intro_cents: offer?.cents ?? 0,
      currency: foodtruck_currency(rawValue: numericCast(price.currency.rawValue)),
      period: foodtruck_store_period(product.period),
      intro_payment: offer.map {
        foodtruck_offer_payment(rawValue: numericCast($0.payment.rawValue))
      }
        ?? FOODTRUCK_OFFER_NONE,
      intro_period: foodtruck_store_period(offer?.period),
      intro_period_count: Int32(offer?.periodCount ?? 0),
      group_level: Int32(product.groupLevel), is_subscription: product.isSubscription)
  }
}

extension foodtruck_entitlements {
  init(_ entitled: StoreEntitlements) {
    self.init(
      expires_at: entitled.expiresAt ?? Int64.min, plan: foodtruck_store_product(entitled.plan),
      next_plan: foodtruck_store_product(entitled.nextPlan),
      history_unlocked: entitled.isHistoryUnlocked,
      social_feed_plus_active: entitled.isSocialFeedPlusActive,
      renewal_changes_plan: entitled.renewalChangesPlan)
  }
}

extension foodtruck_refund_row {
  init(_ row: RefundRow) {
    self.init(
      transaction_id: row.transactionId, purchased_at: row.purchasedAt,
      product: foodtruck_store_product(row.product), selected: row.isSelected)
  }
}
