// SPDX-License-Identifier: Apache-2.0
// Store: the store's products and prices, the purchases the shell's platform store reported,
// what they unlock, the subscription sheet, the refund screen, the store's messages and every
// store text. The library calls no store: the shell buys, verifies and hands results in.
//
// C <-> Swift
//   foodtruck_store_product            StoreProduct? (FOODTRUCK_STORE_PRODUCT_NONE is nil)
//   foodtruck_store_setting_kind            StoreSetting
//   foodtruck_store_price              (StoreProduct, Price)
//   foodtruck_product_info       StoreProduct's facts at the session's price
//   foodtruck_store_transaction        StoreTransaction (FOODTRUCK_NO_TIME is nil)
//   foodtruck_subscription_status      SubscriptionStatus
//   foodtruck_entitlements       StoreEntitlements
//   foodtruck_subscription_sheet              SubscriptionSheet and its button
//   foodtruck_refund_row               RefundRow
//   foodtruck_purchase_outcome         PurchaseOutcome
//   foodtruck_store_action             StoreAction
//   foodtruck_store_product_text_kind  StoreProductText
//   foodtruck_store_text_kind          StoreScreenText

import CFoodTruck
import FoodTruckKit

// MARK: - Settings

/// Turns a store setting on or off: the store itself (off by default: with it off the Sales
/// History's month and year are always served), the two Social Feed+ toggles and whether the
/// shell can show the store's messages now.
///
/// - Parameters:
///   - setting: Which setting.
///   - on: The new value.
@c(foodtruck_store_set_setting) public func storeSetSetting(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ setting: foodtruck_store_setting_kind,
  _ on: Bool
) -> foodtruck_status {
  ffi("foodtruck_store_set_setting", truck) { session throws(BoundaryError) in
    let setting = try Arg.enumValue(setting, as: StoreSetting.self, "setting")
    try session.change(.setStoreSetting(setting, on))
  }
}

/// Reads a store setting.
///
/// - Parameters:
///   - setting: Which setting.
///   - on_out: Receives its value.
@c(foodtruck_store_setting) public func storeSetting(
  _ truck: UnsafePointer<foodtruck_truck>?, _ setting: foodtruck_store_setting_kind,
  _ on_out: UnsafeMutablePointer<Bool>?
) -> foodtruck_status {
  ffi("foodtruck_store_setting", truck) { session throws(BoundaryError) in
    let setting = try Arg.enumValue(setting, as: StoreSetting.self, "setting")
    let out = try Arg.out(on_out, "on_out")
    out.pointee = try session.read { $0.storeSetting(setting) }
  }
}

// MARK: - Products and prices

/// Hands in the storefront's prices, replacing the list handed in before; a product left out
/// has its catalog price again (0.99, 4.99 and 49.99 USD).
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_STORE_PRODUCT_NONE, a product listed
/// twice, or a price outside 0 to 100,000,000; the prices stay as they were.
///
/// - Parameters:
///   - prices: The prices, read during the call.
///   - price_count: How many. Range: 0 to 3.
@c(foodtruck_store_set_prices) public func storeSetPrices(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ prices: UnsafePointer<foodtruck_store_price>?,
  _ price_count: UInt
) -> foodtruck_status {
  ffi("foodtruck_store_set_prices", truck) { session throws(BoundaryError) in
    let list = try Arg.array(prices, price_count, maximum: 3, "prices", "price_count") { $0 }
    let converted = try list.enumerated().map { (index, price) throws(BoundaryError) in
      (
        try Arg.enumValue(price.product, as: StoreProduct.self, "prices[\(index)].product"),
        Price(
          cents: price.cents,
          currency: try Arg.enumValue(
            price.currency, as: Currency.self, "prices[\(index)].currency"))
      )
    }
    try session.change(
      .setStorePrices(converted.map { StorePrice(product: $0.0, price: $0.1) }))
  }
}

/// Reads a product's facts at the session's price: its price and currency, its period, its
/// introductory offer and its group level.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_STORE_PRODUCT_NONE.
///
/// - Parameters:
///   - product: The product.
///   - info_out: Receives its facts.
@c(foodtruck_store_product_info) public func storeProductInfo(
  _ truck: UnsafePointer<foodtruck_truck>?, _ product: foodtruck_store_product,
  _ info_out: UnsafeMutablePointer<foodtruck_product_info>?
) -> foodtruck_status {
  ffi("foodtruck_store_product_info", truck) { session throws(BoundaryError) in
    let product = try Arg.enumValue(product, as: StoreProduct.self, "product")
    let out = try Arg.out(info_out, "info_out")
    let price = try session.read { $0.store.price(of: product) }
    out.storeZeroingPadding(foodtruck_product_info(product, price: price))
  }
}

/// Writes one of a product's texts in the session's language, at the session's prices: its
/// name, description, price, price per period or the yearly plan's savings line.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_STORE_PRODUCT_NONE.
///
/// - Parameters:
///   - product: The product.
///   - text: Which text.
@c(foodtruck_store_product_text) public func storeProductText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ product: foodtruck_store_product,
  _ text: foodtruck_store_product_text_kind, _ text_out: UnsafeMutablePointer<CChar>?,
  _ capacity: UInt, _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_store_product_text", truck) { session throws(BoundaryError) in
    let product = try Arg.enumValue(product, as: StoreProduct.self, "product")
    let kind = try Arg.enumValue(text, as: StoreProductText.self, "text")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.storeText(kind, of: product) })
  }
}

// MARK: - Purchases and entitlements

/// Hands in every transaction the platform store has (verified or not, in its order),
/// replacing those handed in before. A refund selection whose transaction is gone is cleared.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for more than 1000 transactions, an id below 0 or
/// used twice, or FOODTRUCK_STORE_PRODUCT_NONE; the instant fields follow the conventions, and
/// expires_at and revoked_at may be FOODTRUCK_NO_TIME. The transactions stay as they were.
///
/// - Parameters:
///   - transactions: The transactions, read during the call.
///   - transaction_count: How many. Range: 0 to 1000.
@c(foodtruck_store_set_transactions) public func storeSetTransactions(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?,
  _ transactions: UnsafePointer<foodtruck_store_transaction>?, _ transaction_count: UInt
) -> foodtruck_status {
  ffi("foodtruck_store_set_transactions", truck) { session throws(BoundaryError) in
    let list = try Arg.array(
      transactions, transaction_count, maximum: StoreState.maximumItems, "transactions",
      "transaction_count"
    ) { $0 }
    let converted = try list.enumerated().map { (index, item) throws(BoundaryError) in
      try StoreTransaction(item, "transactions[\(index)]")
    }
    try session.change(.setStoreTransactions(converted))
  }
}

/// Hands in the Social Feed+ group's subscription statuses, replacing those handed in before.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for more than 1000 statuses, a product that is not a
/// plan (renews_to may be FOODTRUCK_STORE_PRODUCT_NONE) or a state outside the enum;
/// expires_at may be FOODTRUCK_NO_TIME. The statuses stay as they were.
///
/// - Parameters:
///   - subscriptions: The statuses, read during the call.
///   - subscription_count: How many. Range: 0 to 1000.
@c(foodtruck_store_set_subscriptions) public func storeSetSubscriptions(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?,
  _ subscriptions: UnsafePointer<foodtruck_subscription_status>?, _ subscription_count: UInt
) -> foodtruck_status {
  ffi("foodtruck_store_set_subscriptions", truck) { session throws(BoundaryError) in
    let list = try Arg.array(
      subscriptions, subscription_count, maximum: StoreState.maximumItems, "subscriptions",
      "subscription_count"
    ) { $0 }
    let converted = try list.enumerated().map { (index, item) throws(BoundaryError) in
      try SubscriptionStatus(item, "subscriptions[\(index)]")
    }
    try session.change(.setSubscriptionStatuses(converted))
  }
}

/// Reads what the purchases handed in unlock at now: the year of history, the Social Feed+
/// plan (from the statuses subscribed or in grace; else from the plan transactions current at
/// now; between two plans the later expiration wins, then the yearly), its renewal and its
/// expiration. Unverified items count for nothing. With the store off these are the purchases'
/// facts, though everything is served.
///
/// - Parameter entitlements_out: Receives the entitlements.
@c(foodtruck_store_entitlements) public func storeEntitlements(
  _ truck: UnsafePointer<foodtruck_truck>?, _ now: Int64,
  _ entitlements_out: UnsafeMutablePointer<foodtruck_entitlements>?
) -> foodtruck_status {
  ffi("foodtruck_store_entitlements", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let out = try Arg.out(entitlements_out, "entitlements_out")
    out.storeZeroingPadding(
      try foodtruck_entitlements(session.read { $0.store.entitlements(now: now) }))
  }
}

/// Reads whether Social Feed+ is active at now: always while the store is off (a shell without
/// in-app purchase gets everything), else while a plan is entitled at now (the
/// social_feed_plus_active of foodtruck_store_entitlements()), so that a shell need not join
/// the store setting and the entitlements itself (docs/domain.md §10.4).
///
/// - Parameter active_out: Receives true when Social Feed+ is active.
@c(foodtruck_store_social_feed_plus_active) public func storeSocialFeedPlusActive(
  _ truck: UnsafePointer<foodtruck_truck>?, _ now: Int64, _ active_out: UnsafeMutablePointer<Bool>?
) -> foodtruck_status {
  ffi("foodtruck_store_social_feed_plus_active", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let out = try Arg.out(active_out, "active_out")
    out.pointee = try session.read { $0.isSocialFeedPlusActive(now: now) }
  }
}

// MARK: - The subscription sheet

/// Taps a plan on the subscription sheet: selects it, or clears the selection when it was
/// selected (the sheet starts with the monthly plan selected).
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a product that is not a plan.
///
/// - Parameter plan: The plan tapped.
@c(foodtruck_store_select_plan) public func storeSelectPlan(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ plan: foodtruck_store_product
) -> foodtruck_status {
  ffi("foodtruck_store_select_plan", truck) { session throws(BoundaryError) in
    let plan = try Arg.enumValue(plan, as: StoreProduct.self, "plan")
    try session.change(.toggleStorePlan(plan))
  }
}

/// Reads the subscription sheet: the selected plan, the purchase button ("Start trial offer"
/// while no verified plan transaction was handed in and the plan has an introductory offer,
/// else "Subscribe") and whether it is enabled (a plan is selected).
///
/// - Parameter sheet_out: Receives the sheet.
@c(foodtruck_store_sheet) public func storeSheet(
  _ truck: UnsafePointer<foodtruck_truck>?,
  _ sheet_out: UnsafeMutablePointer<foodtruck_subscription_sheet>?
) -> foodtruck_status {
  ffi("foodtruck_store_sheet", truck) { session throws(BoundaryError) in
    let out = try Arg.out(sheet_out, "sheet_out")
    out.storeZeroingPadding(
      try session.read { truck in
        foodtruck_subscription_sheet(
          selection: foodtruck_store_product(truck.store.sheet.selection),
          button: foodtruck_purchase_button(
            rawValue: numericCast(truck.storePurchaseButton.rawValue)),
          purchase_enabled: truck.store.sheet.isPurchaseEnabled)
      })
  }
}

/// Reads what to do after a purchase the platform store reported: a plan bought closes the
/// sheet, the year of history bought needs nothing (hand its transaction in), a failure shows
/// the platform's error, pending or cancelled change nothing.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_STORE_PRODUCT_NONE.
///
/// - Parameters:
///   - product: The product bought.
///   - outcome: The purchase's outcome.
///   - action_out: Receives the action.
@c(foodtruck_store_purchase_action) public func storePurchaseAction(
  _ product: foodtruck_store_product, _ outcome: foodtruck_purchase_outcome,
  _ action_out: UnsafeMutablePointer<foodtruck_store_action>?
) -> foodtruck_status {
  ffi("foodtruck_store_purchase_action") { () throws(BoundaryError) in
    let product = try Arg.enumValue(product, as: StoreProduct.self, "product")
    let outcome = try Arg.enumValue(outcome, as: PurchaseOutcome.self, "outcome")
    let out = try Arg.out(action_out, "action_out")
    let action = StoreAction(purchaseOf: product, outcome: outcome)
    out.pointee = foodtruck_store_action(rawValue: numericCast(action.rawValue))
  }
}

// MARK: - Refunds

/// Writes the refund screen's rows at now: the verified transactions not revoked by then, in
/// the order handed in, at most 10.
@c(foodtruck_store_refund_rows) public func storeRefundRows(
  _ truck: UnsafePointer<foodtruck_truck>?, _ now: Int64,
  _ rows_out: UnsafeMutablePointer<foodtruck_refund_row>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_store_refund_rows", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let buffer = try Arg.buffer(rows_out, capacity, count_out, "rows_out")
    try buffer.write(session.read { $0.store.refundRows(now: now) }.map(foodtruck_refund_row.init))
  }
}

/// Selects a row of the refund screen (single selection: it replaces the previous one), or
/// clears the selection with FOODTRUCK_NO_TRANSACTION. "Request a refund" is enabled while a
/// row is selected.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND when no row at now has that transaction id;
/// FOODTRUCK_ERR_INVALID_ARGUMENT for an id below FOODTRUCK_NO_TRANSACTION.
///
/// - Parameter transaction_id: The row's transaction, or FOODTRUCK_NO_TRANSACTION.
///   Range: FOODTRUCK_NO_TRANSACTION to 9223372036854775807.
@c(foodtruck_store_select_refund) public func storeSelectRefund(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ now: Int64, _ transaction_id: Int64
) -> foodtruck_status {
  ffi("foodtruck_store_select_refund", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let id = try Arg.transactionId(transaction_id, "transaction_id")
    try session.change(.selectRefund(id, now: now))
  }
}

/// Writes a refund row's subtitle in the session's language: "Purchased September 6, 2022"
/// for the year of history, "Subscribed ..." for a plan, the date long and local.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND when no row at now has that transaction id.
///
/// - Parameter transaction_id: The row's transaction. Range: any.
@c(foodtruck_store_refund_subtitle) public func storeRefundSubtitle(
  _ truck: UnsafePointer<foodtruck_truck>?, _ now: Int64, _ transaction_id: Int64,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_store_refund_subtitle", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    let text = try session.read { truck throws(FoodTruckError) in
      guard
        let row = truck.store.refundRows(now: now).first(where: {
          $0.transactionId == transaction_id
        })
      else { throw .notFound("no refundable transaction has the id \(transaction_id)") }
      return truck.refundSubtitle(row)
    }
    try buffer.write(text)
  }
}

/// Reads what to do after a refund request the platform store reported: success closes the
/// refund screen; anything else stays.
///
/// - Parameters:
///   - outcome: The request's outcome.
///   - action_out: Receives FOODTRUCK_STORE_ACTION_DISMISS or FOODTRUCK_STORE_ACTION_NONE.
@c(foodtruck_store_refund_action) public func storeRefundAction(
  _ outcome: foodtruck_purchase_outcome, _ action_out: UnsafeMutablePointer<foodtruck_store_action>?
) -> foodtruck_status {
  ffi("foodtruck_store_refund_action") { () throws(BoundaryError) in
    let outcome = try Arg.enumValue(outcome, as: PurchaseOutcome.self, "outcome")
    let out = try Arg.out(action_out, "action_out")
    let action = StoreAction(refundOutcome: outcome)
    out.pointee = foodtruck_store_action(rawValue: numericCast(action.rawValue))
  }
}

// MARK: - Messages

/// A view asks for the store's messages to be deferred, or stops asking; the requests of all
/// views combine by OR (the Donut Editor asks while it shows).
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a negative requester.
///
/// - Parameters:
///   - requester: The view's own number. Range: 0 to 2147483647.
///   - deferred: true to defer, false to stop.
@c(foodtruck_store_defer_messages) public func storeDeferMessages(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ requester: Int32, _ deferred: Bool
) -> foodtruck_status {
  ffi("foodtruck_store_defer_messages", truck) { session throws(BoundaryError) in
    try session.change(argument: "requester", .deferStoreMessages(deferred, view: Int(requester)))
  }
}

/// Hands in a message the platform store sent: show_out is true when the shell shows it now
/// (nothing defers, FOODTRUCK_STORE_MESSAGE_DISPLAY is on and none waits); else it waits for
/// foodtruck_store_take_messages() (the newest 100).
///
/// - Parameters:
///   - message_id: The platform's id of the message. Range: any.
///   - show_out: Receives whether to show it now.
@c(foodtruck_store_message_arrived) public func storeMessageArrived(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ message_id: Int64,
  _ show_out: UnsafeMutablePointer<Bool>?
) -> foodtruck_status {
  ffi("foodtruck_store_message_arrived", truck) { session throws(BoundaryError) in
    let out = try Arg.out(show_out, "show_out")
    out.pointee = try session.change(.storeMessageArrived(message_id)) == 1
  }
}

/// Takes the waiting messages to show now, oldest first: all of them once nothing defers and
/// FOODTRUCK_STORE_MESSAGE_DISPLAY is on, else none. They are taken only when they fit: a size
/// query or a too small array leaves them waiting.
@c(foodtruck_store_take_messages) public func storeTakeMessages(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ messages_out: UnsafeMutablePointer<Int64>?,
  _ capacity: UInt, _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_store_take_messages", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(messages_out, capacity, count_out, "messages_out")
    // A size query has no room; more room than the queue can hold takes the same, and keeps
    // the number the session's file records within the queue's size.
    let room = buffer.pointer == nil ? 0 : min(buffer.capacity, StoreMessages.capacity)
    let ready = try session.change(.takeStoreMessages(fitting: room)) { $0.store.messages.ready }
    try buffer.write(ready)  // taken when they fit, else only their count is reported
  }
}

// MARK: - Words

/// Writes one of the store screens' texts in the session's language, at now: the sheet's
/// title and purchase button, the unlock card's texts at the year of history's price, the
/// manage screen's plan name and renewal line, and the toggles', help and refund screens'
/// labels.
///
/// - Parameter text: Which text.
@c(foodtruck_store_text) public func storeText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ text: foodtruck_store_text_kind, _ now: Int64,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_store_text", truck) { session throws(BoundaryError) in
    let kind = try Arg.enumValue(text, as: StoreScreenText.self, "text")
    let now = try Arg.instant(now, "now")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.storeText(kind, now: now) })
  }
}
