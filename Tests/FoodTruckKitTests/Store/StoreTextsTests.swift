// SPDX-License-Identifier: Apache-2.0
// StoreTextsTests: prices in each currency and language, the savings line worked out from the
// catalog (12 x 4.99 = 59.88; 59.88 - 49.99 = 9.89 saved, 16.5 %; 49.99 / 12 = 4.17 a month),
// the unlock card, the manage screen's plan and renewal texts, the refund rows, the sheet's
// selection and button, the outcomes' actions and the message queue (docs/domain.md §10).

import Testing

@testable import FoodTruckKit

@Suite("Store texts and flow")
struct StoreTextsTests {
  static let day: Int64 = 86_400_000
  /// 2022-05-06 00:00 UTC.
  static let may6: Int64 = 1_651_795_200_000
  /// 2022-09-06 00:00 UTC.
  static let sept6: Int64 = 1_662_422_400_000

  static func truck(_ locale: TruckLocale = .english) -> Truck {
    var truck = Truck()
    truck.locale = locale
    return truck
  }

  @Test("Prices: the symbol before in English, after with Arabic digits in Arabic")
  func prices() {
    #expect(Price(cents: 499, currency: .usd).text(in: .english) == "$4.99")
    #expect(Price(cents: 123_450, currency: .eur).text(in: .english) == "€1,234.50")
    #expect(Price(cents: 5, currency: .gbp).text(in: .english) == "£0.05")
    #expect(Price(cents: 100_000_000, currency: .usd).text(in: .english) == "$1,000,000.00")
    // The left-to-right mark after the symbol keeps "US$" and "UK£" whole in right-to-left
    // text, where the sign alone would move before the letters ("$US").
    #expect(
      Price(cents: 499, currency: .usd).text(in: .arabic) == "\u{200F}٤٫٩٩\u{00A0}US$\u{200E}")
    #expect(
      Price(cents: 123_450, currency: .eur).text(in: .arabic) == "\u{200F}١٬٢٣٤٫٥٠\u{00A0}€\u{200E}"
    )
    #expect(Price(cents: 99, currency: .gbp).text(in: .arabic) == "\u{200F}٠٫٩٩\u{00A0}UK£\u{200E}")
  }

  @Test("Percent with 3 significant digits, rounded half up, trailing zeros dropped")
  func percent() {
    #expect(TruckLocale.english.percent(989, of: 5988) == "16.5%")
    #expect(TruckLocale.arabic.percent(989, of: 5988) == "١٦٫٥٪\u{061C}")
    #expect(TruckLocale.english.percent(1, of: 3) == "33.3%")
    #expect(TruckLocale.english.percent(1, of: 2) == "50%")
    #expect(TruckLocale.english.percent(1, of: 1) == "100%")
    #expect(TruckLocale.english.percent(9995, of: 10000) == "100%")
    #expect(TruckLocale.english.percent(1, of: 1000) == "0.1%")
    #expect(TruckLocale.english.percent(1, of: 7) == "14.3%")
    #expect(TruckLocale.english.percent(1, of: 12) == "8.33%")
  }

  @Test("Product texts in English and Arabic at the catalog's prices")
  func productTexts() {
    let en = Self.truck()
    #expect(en.storeText(.name, of: .annualHistory) == "Full year of history")
    #expect(en.storeText(.description, of: .yearlyPlan) == "Advanced tools at a greater value")
    #expect(en.storeText(.price, of: .annualHistory) == "$0.99")
    #expect(en.storeText(.pricePerPeriod, of: .monthlyPlan) == "$4.99/month")
    #expect(en.storeText(.pricePerPeriod, of: .yearlyPlan) == "$49.99/year")
    #expect(en.storeText(.pricePerPeriod, of: .annualHistory) == "$0.99")
    #expect(en.storeText(.savings, of: .yearlyPlan) == "$4.17/month (Save 16.5%)")
    #expect(en.storeText(.savings, of: .monthlyPlan) == "")
    let ar = Self.truck(.arabic)
    #expect(ar.storeText(.name, of: .monthlyPlan) == "الخطة الشهرية لـ Social Feed+\u{200E}")
    #expect(
      ar.storeText(.pricePerPeriod, of: .monthlyPlan) == "\u{200F}٤٫٩٩\u{00A0}US$\u{200E}/شهر")
    #expect(
      ar.storeText(.savings, of: .yearlyPlan)
        == "\u{200F}٤٫١٧\u{00A0}US$\u{200E}/شهر (وفّر ١٦٫٥٪\u{061C})")
  }

  @Test("A price list replaces the catalog's prices; no saving, or two currencies, no line")
  func priceList() throws {
    var truck = Self.truck()
    try truck.store.setPrices([
      (.monthlyPlan, Price(cents: 399, currency: .gbp)),
      (.yearlyPlan, Price(cents: 3999, currency: .gbp)),
    ])
    #expect(truck.storeText(.pricePerPeriod, of: .monthlyPlan) == "£3.99/month")
    // 12 x 3.99 = 47.88; saved 7.89, 16.479 % -> 16.5 %; 39.99 / 12 = 3.3325 -> £3.33.
    #expect(truck.storeText(.savings, of: .yearlyPlan) == "£3.33/month (Save 16.5%)")
    #expect(truck.storeText(.price, of: .annualHistory) == "$0.99")
    try truck.store.setPrices([(.yearlyPlan, Price(cents: 5988, currency: .usd))])
    #expect(truck.storeText(.savings, of: .yearlyPlan) == "")
    try truck.store.setPrices([(.yearlyPlan, Price(cents: 4999, currency: .eur))])
    #expect(truck.storeText(.savings, of: .yearlyPlan) == "")
    #expect(throws: FoodTruckError.self) {
      try truck.store.setPrices([
        (.yearlyPlan, Price(cents: 1, currency: .usd)),
        (.yearlyPlan, Price(cents: 2, currency: .usd)),
      ])
    }
    #expect(throws: FoodTruckError.self) {
      try truck.store.setPrices([(.yearlyPlan, Price(cents: -1, currency: .usd))])
    }
    #expect(truck.store.price(of: .yearlyPlan) == Price(cents: 4999, currency: .eur))
  }

  @Test("The unlock card and the fixed words in both languages")
  func screenTexts() {
    let en = Self.truck()
    let now = Self.may6
    #expect(en.storeText(.unlockTitle, now: now) == "Unlock a full year of history for only $0.99")
    #expect(en.storeText(.unlockCollapsedTitle, now: now) == "Unlock a full year of history")
    #expect(en.storeText(.unlockCollapsedPrice, now: now) == "for only $0.99")
    #expect(en.storeText(.sheetTitle, now: now) == "Social Feed+")
    #expect(en.storeText(.planName, now: now) == "None")
    #expect(en.storeText(.renewal, now: now) == "")
    #expect(en.storeText(.requestRefund, now: now) == "Request a refund")
    let ar = Self.truck(.arabic)
    #expect(
      ar.storeText(.unlockTitle, now: now)
        == "افتح سجل سنة كاملة مقابل \u{200F}٠٫٩٩\u{00A0}US$\u{200E} فقط"
    )
    #expect(ar.storeText(.planName, now: now) == "لا شيء")
    #expect(ar.storeText(.premiumFeature, now: now) == "ميزة مميزة")
    for text in StoreScreenText.allCases where text != .renewal {
      #expect(!en.storeText(text, now: now).isEmpty)
      #expect(!ar.storeText(text, now: now).isEmpty)
    }
  }

  @Test("The manage screen: plan name and renewal text")
  func manage() throws {
    var truck = Self.truck()
    let now = Self.may6
    func statuses(_ renewsTo: StoreProduct?, expiresAt: Int64? = Self.sept6) throws {
      try truck.store.setStatuses([
        SubscriptionStatus(
          product: .monthlyPlan, state: .subscribed, renewsTo: renewsTo, expiresAt: expiresAt)
      ])
    }
    try statuses(.monthlyPlan)
    #expect(truck.storeText(.planName, now: now) == "Social Feed+ Monthly Plan")
    #expect(truck.storeText(.renewal, now: now) == "Renews for $4.99 on Sep 6, 2022")
    try statuses(.yearlyPlan)
    #expect(
      truck.storeText(.renewal, now: now)
        == "Renews to Social Feed+ Yearly Plan for $49.99 on Sep 6, 2022")
    try statuses(nil)
    #expect(truck.storeText(.renewal, now: now) == "Expires on Sep 6, 2022")
    try statuses(nil, expiresAt: nil)
    #expect(truck.storeText(.renewal, now: now) == "Expires on None")
    truck.locale = .arabic
    try statuses(.yearlyPlan)
    #expect(
      truck.storeText(.renewal, now: now)
        == "يتجدد إلى الخطة السنوية لـ Social Feed+\u{200E} مقابل \u{200F}٤٩٫٩٩\u{00A0}US$\u{200E} في ٦ سبتمبر ٢٠٢٢"
    )
    try statuses(.monthlyPlan)
    #expect(
      truck.storeText(.renewal, now: now)
        == "يتجدد مقابل \u{200F}٤٫٩٩\u{00A0}US$\u{200E} في ٦ سبتمبر ٢٠٢٢")
    try statuses(nil)
    #expect(truck.storeText(.renewal, now: now) == "تنتهي في ٦ سبتمبر ٢٠٢٢")
  }

  @Test("The sheet: the first plan pre-selected, taps toggle, the button's title and state")
  func sheet() throws {
    var truck = Self.truck()
    #expect(truck.store.sheet.selection == .monthlyPlan)
    #expect(truck.storePurchaseButton == .startTrialOffer)
    #expect(truck.storeText(.purchaseButton, now: Self.may6) == "Start trial offer")
    try truck.toggleStorePlan(.monthlyPlan)
    #expect(truck.store.sheet.selection == nil)
    #expect(!truck.store.sheet.isPurchaseEnabled)
    #expect(truck.storePurchaseButton == .subscribe)
    try truck.toggleStorePlan(.yearlyPlan)
    #expect(truck.store.sheet.selection == .yearlyPlan)
    #expect(truck.store.sheet.isPurchaseEnabled)
    #expect(truck.storePurchaseButton == .startTrialOffer)
    #expect(throws: FoodTruckError.self) { try truck.toggleStorePlan(.annualHistory) }
    try truck.store.setTransactions([
      StoreTransaction(
        id: 9, product: .monthlyPlan, purchasedAt: 0, expiresAt: 1, isVerified: false)
    ])
    #expect(truck.storePurchaseButton == .startTrialOffer)
    try truck.store.setTransactions([
      StoreTransaction(id: 9, product: .monthlyPlan, purchasedAt: 0, expiresAt: 1)
    ])
    #expect(truck.storePurchaseButton == .subscribe)
    #expect(truck.storeText(.purchaseButton, now: Self.may6) == "Subscribe")
    truck.locale = .arabic
    #expect(truck.storeText(.purchaseButton, now: Self.may6) == "اشترك")
  }

  @Test("Outcomes: a plan bought dismisses, the history needs nothing, an error is shown")
  func outcomes() {
    let expected: [(StoreProduct, PurchaseOutcome, StoreAction)] = [
      (.monthlyPlan, .success, .dismiss), (.yearlyPlan, .pending, .none),
      (.yearlyPlan, .cancelled, .none), (.monthlyPlan, .failed, .displayError),
      (.annualHistory, .success, .none), (.annualHistory, .pending, .none),
      (.annualHistory, .cancelled, .none), (.annualHistory, .failed, .displayError),
    ]
    for (product, outcome, action) in expected {
      #expect(StoreAction(purchaseOf: product, outcome: outcome) == action)
    }
    #expect(StoreAction(refundOutcome: .success) == .dismiss)
    #expect(StoreAction(refundOutcome: .cancelled) == .none)
    #expect(StoreAction(refundOutcome: .failed) == .none)
  }

  @Test("Refunds: at most 10 rows, revoked and unverified left out, single selection")
  func refunds() throws {
    var truck = Self.truck()
    var list = (1...12).map {
      StoreTransaction(
        id: Int64($0), product: .monthlyPlan, purchasedAt: Self.may6, expiresAt: Self.sept6)
    }
    list[0] = StoreTransaction(id: 1, product: .annualHistory, purchasedAt: Self.sept6)
    list[1] = StoreTransaction(id: 2, product: .monthlyPlan, purchasedAt: 0, revokedAt: 5)
    list[2] = StoreTransaction(id: 3, product: .monthlyPlan, purchasedAt: 0, isVerified: false)
    try truck.store.setTransactions(list)
    let rows = truck.store.refundRows(now: Self.sept6)
    #expect(rows.map(\.transactionId) == [1, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    #expect(truck.refundSubtitle(rows[0]) == "Purchased September 6, 2022")
    #expect(truck.refundSubtitle(rows[1]) == "Subscribed May 6, 2022")
    #expect(!truck.store.isRefundRequestEnabled(now: Self.sept6))
    try truck.store.selectRefund(4, now: Self.sept6)
    try truck.store.selectRefund(5, now: Self.sept6)
    #expect(
      truck.store.refundRows(now: Self.sept6).filter(\.isSelected).map(\.transactionId) == [5])
    #expect(truck.store.isRefundRequestEnabled(now: Self.sept6))
    #expect(throws: FoodTruckError.notFound("no refundable transaction has the id 2")) {
      try truck.store.selectRefund(2, now: Self.sept6)
    }
    try truck.store.selectRefund(nil, now: Self.sept6)
    #expect(!truck.store.isRefundRequestEnabled(now: Self.sept6))
    truck.locale = .arabic
    #expect(truck.refundSubtitle(rows[0]) == "تاريخ الشراء ٦ سبتمبر ٢٠٢٢")
    #expect(truck.refundSubtitle(rows[1]) == "تاريخ الاشتراك ٦ مايو ٢٠٢٢")
  }

  @Test("Messages wait while any view defers or no display action is set")
  func messages() throws {
    var messages = StoreMessages()
    let first = messages.arrive(1)
    #expect(!first)  // no display action yet
    messages.hasDisplayAction = true
    try messages.setDeferred(true, byView: 7)
    try messages.setDeferred(true, byView: 8)
    let second = messages.arrive(2)
    #expect(!second)
    #expect(messages.ready == [])
    #expect(messages.take(fitting: 5) == [])  // none is ready to take
    #expect(messages.waiting == [1, 2])
    #expect(throws: FoodTruckError.self) { try messages.setDeferred(true, byView: -1) }
    try messages.setDeferred(false, byView: 7)
    #expect(messages.ready == [])
    try messages.setDeferred(false, byView: 8)
    #expect(messages.ready == [1, 2])
    #expect(messages.take(fitting: 1) == [])  // two do not fit in room for one: both wait
    #expect(messages.ready == [1, 2])
    #expect(messages.take(fitting: 2) == [1, 2])  // the shell shows both
    #expect(messages.ready == [])
    let third = messages.arrive(3)
    #expect(third)  // none waits: shown at once
    #expect(messages.ready == [])
  }

  @Test("The local toggles: highlight off, advanced tools on, store off by default")
  func settings() {
    var truck = Truck()
    #expect(!truck.storeSetting(.storeEnabled))
    #expect(!truck.storeSetting(.highlightPlusPosts))
    #expect(truck.storeSetting(.advancedEngagementTools))
    #expect(!truck.storeSetting(.messageDisplay))
    truck.setStoreSetting(.highlightPlusPosts, true)
    #expect(truck.highlightsPlusPosts)
  }

  @Test("Code offers: a free month for everyone, half off the first year for new subscribers")
  func codeOffers() {
    let monthly = StoreProduct.monthlyPlan.codeOffer
    #expect(monthly?.payment == .free && monthly?.period == .month && monthly?.isStackable == true)
    #expect(monthly?.eligibility == [.newSubscribers, .existingSubscribers, .expiredSubscribers])
    let yearly = StoreProduct.yearlyPlan.codeOffer
    #expect(yearly?.payment == .payUpFront && yearly?.cents == 2999 && yearly?.period == .year)
    #expect(yearly?.eligibility == [.newSubscribers] && yearly?.isStackable == false)
    #expect(StoreProduct.annualHistory.codeOffer == nil)
    let english = Self.truck()
    #expect(english.storeText(.codeOfferName, of: .yearlyPlan) == "Half off first year")
    #expect(
      english.storeText(.codeOfferTerms, of: .yearlyPlan)
        == "$29.99 for the first year; for new subscribers")
    #expect(
      english.storeText(.codeOfferTerms, of: .monthlyPlan)
        == "First month free; for every subscriber, with other offers")
    #expect(english.storeText(.codeOfferName, of: .annualHistory) == "")
    let arabic = Self.truck(.arabic)
    #expect(arabic.storeText(.codeOfferName, of: .monthlyPlan) == "شهر مجاني")
    #expect(
      arabic.storeText(.codeOfferTerms, of: .yearlyPlan)
        == "\u{200F}٢٩٫٩٩\u{00A0}US$\u{200E} للسنة الأولى؛ للمشتركين الجدد")
  }

  @Test("The sheet's benefits, the unlock subtitle and the Feed screen's invitation")
  func remainingTexts() {
    let english = Self.truck()
    #expect(
      [
        StoreScreenText.benefitHighlight, .benefitEngagement, .benefitInsights, .unlockSubtitle,
        .getSocialFeedPlus, .getStarted, .subscriptionOptions,
      ].map {
        english.storeText($0, now: Self.may6)
      } == [
        "Highlight your posts in the feed", "Advanced engagement tools",
        "Insights into what your customers love",
        "See your sales over a whole year, month by month", "Get Social Feed+", "Get Started",
        "Subscription Options",
      ])
    #expect(
      Self.truck(.arabic).storeText(.getSocialFeedPlus, now: Self.may6)
        == "احصل على Social Feed+\u{200E}")
  }
}
