// SPDX-License-Identifier: Apache-2.0
// StoreBoundaryTests: the Store area through the C ABI's Swift names: the settings, the price
// list and the savings line, transactions and statuses converted field by field (NO_TIME and
// PRODUCT_NONE as nothing), the entitlements, the gate on the Sales History's month and year,
// the sheet, the refund screen and the messages, and what is refused with which message
// (docs/domain.md §10, decision 15).

import CFoodTruck
import FoodTruck
import Testing

@Suite("Store boundary")
final class StoreBoundaryTests {
  let truck: UnsafeMutablePointer<foodtruck_truck>
  static let day: Int64 = 86_400_000
  /// 2022-05-06 and 2022-09-06, 00:00 UTC.
  static let may6: Int64 = 1_651_795_200_000
  static let sept6: Int64 = 1_662_422_400_000

  init() throws {
    truck = try newTruck()
  }

  deinit {
    truckFree(truck)
  }

  func text(_ kind: foodtruck_store_text_kind, now: Int64 = may6) throws -> String {
    try readText { storeText(truck, kind, now, $0, $1, $2) }
  }

  func productText(_ product: foodtruck_store_product, _ kind: foodtruck_store_product_text_kind)
    throws -> String
  {
    try readText { storeProductText(truck, product, kind, $0, $1, $2) }
  }

  func entitlements(at now: Int64) -> foodtruck_entitlements {
    var out = foodtruck_entitlements()
    #expect(storeEntitlements(truck, now, &out) == FOODTRUCK_OK)
    return out
  }

  static func history(revokedAt: Int64 = noTime, verified: Bool = true)
    -> foodtruck_store_transaction
  {
    foodtruck_store_transaction(
      transaction_id: 1, purchased_at: may6, expires_at: noTime, revoked_at: revokedAt,
      product: FOODTRUCK_STORE_ANNUAL_HISTORY, verified: verified)
  }

  func setTransactions(_ list: [foodtruck_store_transaction]) -> foodtruck_status {
    list.withUnsafeBufferPointer { storeSetTransactions(truck, $0.baseAddress, UInt($0.count)) }
  }

  func setStatuses(_ list: [foodtruck_subscription_status]) -> foodtruck_status {
    list.withUnsafeBufferPointer { storeSetSubscriptions(truck, $0.baseAddress, UInt($0.count)) }
  }

  @Test("Settings: the store off, highlight off, advanced tools on, message display off")
  func settings() {
    let expected: [(foodtruck_store_setting_kind, Bool)] = [
      (FOODTRUCK_STORE_ENABLED, false), (FOODTRUCK_STORE_HIGHLIGHT_PLUS_POSTS, false),
      (FOODTRUCK_STORE_ADVANCED_ENGAGEMENT_TOOLS, true), (FOODTRUCK_STORE_MESSAGE_DISPLAY, false),
    ]
    for (setting, value) in expected {
      var on = !value
      #expect(storeSetting(truck, setting, &on) == FOODTRUCK_OK)
      #expect(on == value)
      #expect(storeSetSetting(truck, setting, !value) == FOODTRUCK_OK)
      #expect(storeSetting(truck, setting, &on) == FOODTRUCK_OK)
      #expect(on == !value)
    }
    #expect(
      storeSetSetting(truck, foodtruck_store_setting_kind(rawValue: 4), true)
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText == "foodtruck_store_set_setting: setting 4 is not a valid value")
  }

  @Test("Prices: the catalog's, a storefront's list, the savings line")
  func prices() throws {
    #expect(
      try productText(FOODTRUCK_STORE_YEARLY_PLAN, FOODTRUCK_STORE_PRODUCT_SAVINGS)
        == "$4.17/month (Save 16.5%)")
    #expect(
      try productText(FOODTRUCK_STORE_ANNUAL_HISTORY, FOODTRUCK_STORE_PRODUCT_PRICE) == "$0.99")
    let list = [
      foodtruck_store_price(
        cents: 123_450, product: FOODTRUCK_STORE_ANNUAL_HISTORY, currency: FOODTRUCK_CURRENCY_EUR)
    ]
    #expect(
      list.withUnsafeBufferPointer { storeSetPrices(truck, $0.baseAddress, 1) } == FOODTRUCK_OK)
    #expect(
      try productText(FOODTRUCK_STORE_ANNUAL_HISTORY, FOODTRUCK_STORE_PRODUCT_PRICE) == "€1,234.50")
    #expect(try text(FOODTRUCK_STORE_TEXT_UNLOCK_COLLAPSED_PRICE) == "for only €1,234.50")
    let bad = [
      foodtruck_store_price(
        cents: 1, product: FOODTRUCK_STORE_PRODUCT_NONE, currency: FOODTRUCK_CURRENCY_EUR)
    ]
    #expect(
      bad.withUnsafeBufferPointer { storeSetPrices(truck, $0.baseAddress, 1) }
        == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(
      lastErrorText == "foodtruck_store_set_prices: prices[0].product -1 is not a valid value")
    #expect(storeSetPrices(truck, nil, 4) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(storeSetPrices(truck, nil, 1) == FOODTRUCK_ERR_NULL_ARGUMENT)
    var info = foodtruck_product_info()
    #expect(storeProductInfo(truck, FOODTRUCK_STORE_ANNUAL_HISTORY, &info) == FOODTRUCK_OK)
    #expect(info.price_cents == 123_450 && info.currency == FOODTRUCK_CURRENCY_EUR)
  }

  @Test("The gate: month and year refused while locked, served once bought, locked on revoking")
  func gate() throws {
    let now = Self.may6 + Self.day
    var points = [foodtruck_sales_point](repeating: foodtruck_sales_point(), count: 30)
    func series(_ timeframe: foodtruck_timeframe) -> foodtruck_status {
      points.withUnsafeMutableBufferPointer {
        salesSeries(truck, timeframe, FOODTRUCK_CITY_ALL, now, $0.baseAddress, 30, nil)
      }
    }
    #expect(series(FOODTRUCK_TIMEFRAME_YEAR) == FOODTRUCK_OK)
    #expect(storeSetSetting(truck, FOODTRUCK_STORE_ENABLED, true) == FOODTRUCK_OK)
    #expect(series(FOODTRUCK_TIMEFRAME_YEAR) == FOODTRUCK_ERR_DISABLED)
    #expect(lastErrorText.hasPrefix("foodtruck_sales_series: the year sales history is locked"))
    #expect(series(FOODTRUCK_TIMEFRAME_WEEK) == FOODTRUCK_OK)
    #expect(series(FOODTRUCK_TIMEFRAME_TODAY) == FOODTRUCK_OK)
    #expect(setTransactions([Self.history(verified: false)]) == FOODTRUCK_OK)
    #expect(series(FOODTRUCK_TIMEFRAME_MONTH) == FOODTRUCK_ERR_DISABLED)
    #expect(setTransactions([Self.history()]) == FOODTRUCK_OK)
    #expect(series(FOODTRUCK_TIMEFRAME_MONTH) == FOODTRUCK_OK)
    #expect(entitlements(at: now).history_unlocked)
    #expect(setTransactions([Self.history(revokedAt: now)]) == FOODTRUCK_OK)
    #expect(series(FOODTRUCK_TIMEFRAME_YEAR) == FOODTRUCK_ERR_DISABLED)
  }

  @Test("Social Feed+ active: always with the store off; with it on, while a plan is entitled")
  func socialFeedPlusActive() {
    // A verified monthly plan bought May 6 whose period ends June 6, 2022 (31 days).
    let june6 = Self.may6 + 31 * Self.day
    func active(at now: Int64) -> Bool? {
      var out = false
      guard storeSocialFeedPlusActive(truck, now, &out) == FOODTRUCK_OK else { return nil }
      return out
    }
    #expect(active(at: Self.may6) == true)  // the store off (the default)
    #expect(storeSetSetting(truck, FOODTRUCK_STORE_ENABLED, true) == FOODTRUCK_OK)
    #expect(active(at: Self.may6) == false)  // on, nothing bought
    let plan = foodtruck_store_transaction(
      transaction_id: 2, purchased_at: Self.may6, expires_at: june6, revoked_at: noTime,
      product: FOODTRUCK_STORE_MONTHLY_PLAN, verified: true)
    #expect(setTransactions([plan]) == FOODTRUCK_OK)
    #expect(active(at: Self.may6 - 1) == false)  // before the purchase
    #expect(active(at: Self.may6) == true)
    #expect(active(at: june6 - 1) == true)
    #expect(active(at: june6) == false)  // expired
    #expect(active(at: june6) == entitlements(at: june6).social_feed_plus_active)
    // A status subscribed grants the plan until the platform reports it expired.
    var status = foodtruck_subscription_status(
      expires_at: june6, product: FOODTRUCK_STORE_MONTHLY_PLAN,
      renews_to: FOODTRUCK_STORE_MONTHLY_PLAN, state: FOODTRUCK_RENEWAL_SUBSCRIBED,
      verified: true)
    #expect(setStatuses([status]) == FOODTRUCK_OK)
    #expect(active(at: june6) == true)
    status.state = FOODTRUCK_RENEWAL_EXPIRED
    #expect(setStatuses([status]) == FOODTRUCK_OK)
    #expect(active(at: june6) == false)
    #expect(storeSetSetting(truck, FOODTRUCK_STORE_ENABLED, false) == FOODTRUCK_OK)
    #expect(active(at: june6) == true)  // the store off again: nothing entitled, yet active
    #expect(entitlements(at: june6).social_feed_plus_active == false)
    var untouched = true
    #expect(storeSocialFeedPlusActive(truck, noTime, &untouched) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(untouched)
    #expect(
      lastErrorText
        == "foodtruck_store_social_feed_plus_active: now -9223372036854775808 ms is outside the "
        + "years 1 to 9999")
    #expect(storeSocialFeedPlusActive(truck, june6, nil) == FOODTRUCK_ERR_NULL_ARGUMENT)
    #expect(storeSocialFeedPlusActive(nil, june6, &untouched) == FOODTRUCK_ERR_INVALID_HANDLE)
  }

  @Test("Transactions and statuses: checked field by field, nothing kept from a bad list")
  func conversions() {
    var bad = Self.history()
    bad.transaction_id = -1
    #expect(setTransactions([bad]) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(
      lastErrorText
        == "foodtruck_store_set_transactions: transactions[0].transaction_id -1 is negative")
    bad = Self.history(revokedAt: Int64.max)
    #expect(setTransactions([bad]) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(setTransactions([Self.history(), Self.history()]) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(
      lastErrorText
        == "foodtruck_store_set_transactions: transactions: two transactions have the id 1")
    #expect(storeSetTransactions(truck, nil, 1001) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    let status = foodtruck_subscription_status(
      expires_at: Self.sept6, product: FOODTRUCK_STORE_MONTHLY_PLAN,
      renews_to: FOODTRUCK_STORE_PRODUCT_NONE, state: FOODTRUCK_RENEWAL_IN_GRACE_PERIOD,
      verified: true)
    #expect(setStatuses([status]) == FOODTRUCK_OK)
    let entitled = entitlements(at: Self.may6)
    #expect(entitled.plan == FOODTRUCK_STORE_MONTHLY_PLAN)
    #expect(entitled.next_plan == FOODTRUCK_STORE_PRODUCT_NONE)
    #expect(entitled.expires_at == Self.sept6)
    var wrong = status
    wrong.renews_to = FOODTRUCK_STORE_ANNUAL_HISTORY
    #expect(setStatuses([wrong]) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(entitlements(at: Self.may6).plan == FOODTRUCK_STORE_MONTHLY_PLAN)
  }

  @Test("The sheet, outcomes and the renewal text")
  func sheet() throws {
    var sheet = foodtruck_subscription_sheet()
    #expect(storeSheet(truck, &sheet) == FOODTRUCK_OK)
    #expect(sheet.selection == FOODTRUCK_STORE_MONTHLY_PLAN)
    #expect(sheet.button == FOODTRUCK_PURCHASE_BUTTON_START_TRIAL_OFFER && sheet.purchase_enabled)
    #expect(storeSelectPlan(truck, FOODTRUCK_STORE_MONTHLY_PLAN) == FOODTRUCK_OK)
    #expect(storeSheet(truck, &sheet) == FOODTRUCK_OK)
    #expect(sheet.selection == FOODTRUCK_STORE_PRODUCT_NONE && !sheet.purchase_enabled)
    #expect(
      storeSelectPlan(truck, FOODTRUCK_STORE_ANNUAL_HISTORY) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(
      lastErrorText
        == "foodtruck_store_select_plan: plan: feature.annualhistory is not a Social Feed+ plan")
    var action = FOODTRUCK_STORE_ACTION_NONE
    #expect(
      storePurchaseAction(FOODTRUCK_STORE_YEARLY_PLAN, FOODTRUCK_PURCHASE_FAILED, &action)
        == FOODTRUCK_OK)
    #expect(action == FOODTRUCK_STORE_ACTION_DISPLAY_ERROR)
    #expect(storeRefundAction(FOODTRUCK_PURCHASE_SUCCESS, &action) == FOODTRUCK_OK)
    #expect(action == FOODTRUCK_STORE_ACTION_DISMISS)
    let status = foodtruck_subscription_status(
      expires_at: Self.sept6, product: FOODTRUCK_STORE_YEARLY_PLAN,
      renews_to: FOODTRUCK_STORE_YEARLY_PLAN, state: FOODTRUCK_RENEWAL_SUBSCRIBED, verified: true)
    #expect(setStatuses([status]) == FOODTRUCK_OK)
    #expect(try text(FOODTRUCK_STORE_TEXT_RENEWAL) == "Renews for $49.99 on Sep 6, 2022")
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(
      try text(FOODTRUCK_STORE_TEXT_RENEWAL)
        == "يتجدد مقابل \u{200F}٤٩٫٩٩\u{00A0}US$\u{200E} في ٦ سبتمبر ٢٠٢٢")
  }

  @Test("Refunds and messages")
  func refundsAndMessages() throws {
    let list = (0..<11).map {
      foodtruck_store_transaction(
        transaction_id: Int64($0), purchased_at: Self.may6, expires_at: Self.sept6,
        revoked_at: $0 == 0 ? Self.may6 : noTime, product: FOODTRUCK_STORE_MONTHLY_PLAN,
        verified: true)
    }
    #expect(setTransactions(list) == FOODTRUCK_OK)
    let rows = try readArray(foodtruck_refund_row()) {
      storeRefundRows(truck, Self.sept6, $0, $1, $2)
    }
    #expect(rows.map(\.transaction_id) == Array(1...10))
    #expect(storeSelectRefund(truck, Self.sept6, 0) == FOODTRUCK_ERR_NOT_FOUND)
    #expect(storeSelectRefund(truck, Self.sept6, -2) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(storeSelectRefund(truck, Self.sept6, 3) == FOODTRUCK_OK)
    #expect(
      try readText { storeRefundSubtitle(truck, Self.sept6, 3, $0, $1, $2) }
        == "Subscribed May 6, 2022")
    var show = true
    #expect(storeDeferMessages(truck, -1, true) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(storeSetSetting(truck, FOODTRUCK_STORE_MESSAGE_DISPLAY, true) == FOODTRUCK_OK)
    #expect(storeDeferMessages(truck, 0, true) == FOODTRUCK_OK)
    #expect(storeMessageArrived(truck, 42, &show) == FOODTRUCK_OK)
    #expect(!show)
    var one: Int64 = 0
    var count: UInt = 9
    #expect(storeTakeMessages(truck, &one, 1, &count) == FOODTRUCK_OK)
    #expect(count == 0)
    #expect(storeDeferMessages(truck, 0, false) == FOODTRUCK_OK)
    #expect(storeTakeMessages(truck, &one, 1, &count) == FOODTRUCK_OK)
    #expect(count == 1 && one == 42)
    // Two waiting: room for one takes none and says how many; the size query takes none.
    #expect(storeDeferMessages(truck, 0, true) == FOODTRUCK_OK)
    #expect(storeMessageArrived(truck, 7, &show) == FOODTRUCK_OK)
    #expect(storeMessageArrived(truck, 8, &show) == FOODTRUCK_OK)
    #expect(storeDeferMessages(truck, 0, false) == FOODTRUCK_OK)
    #expect(storeTakeMessages(truck, &one, 1, &count) == FOODTRUCK_ERR_BUFFER_TOO_SMALL)
    #expect(count == 2 && one == 42)
    #expect(storeTakeMessages(truck, nil, 0, &count) == FOODTRUCK_OK)
    #expect(count == 2)
    var two: [Int64] = [0, 0, 0]
    #expect(storeTakeMessages(truck, &two, UInt(Int.max), &count) == FOODTRUCK_OK)
    #expect(count == 2 && two == [7, 8, 0])
    #expect(storeTakeMessages(truck, &two, 3, &count) == FOODTRUCK_OK)
    #expect(count == 0)
  }
}
