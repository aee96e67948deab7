// SPDX-License-Identifier: Apache-2.0
// StoreProduct: the three products the truck sells in its store, with the catalog's prices
// (docs/domain.md §10.1). Real prices come from the platform's storefront: the shell may hand
// in a price list (Truck.setStorePrices) that replaces these.

/// How long one period of a subscription or of an offer lasts.
public enum StorePeriod: Int, CaseIterable, Sendable, Hashable {
  case month = 0
  case threeMonths = 1
  case year = 2

  /// The period's unit as the price text writes it after the slash ("$4.99/month").
  var unitName: LocalizedText {
    switch self {
    case .month: LocalizedText(en: "month", ar: "شهر")
    case .threeMonths: LocalizedText(numbered: "3 months", ar: "3 أشهر")
    case .year: LocalizedText(en: "year", ar: "سنة")
    }
  }
}

/// How an introductory or code offer is paid.
public enum OfferPayment: Int, CaseIterable, Sendable, Hashable {
  /// A lower price for each of `periodCount` periods.
  case payAsYouGo = 0
  /// One price paid up front for the offer's whole period.
  case payUpFront = 1
  /// Nothing to pay for the offer's period.
  case free = 2
}

/// An introductory offer: what a new subscriber pays at first.
public struct IntroOffer: Sendable, Hashable {
  public let payment: OfferPayment
  /// The price of one offer period (pay as you go) or of the whole offer (pay up front), in
  /// the product's currency's minor unit.
  public let cents: Int64
  public let period: StorePeriod
  public let periodCount: Int
}

/// The products of the store, in the catalog's order (the subscription sheet lists the two
/// plans in this order and pre-selects the first). The raw values are the C ABI's
/// `foodtruck_store_product`.
public enum StoreProduct: Int, CaseIterable, Sendable, Hashable {
  /// The non-consumable that unlocks a full year of sales history.
  case annualHistory = 0
  /// Social Feed+, billed monthly.
  case monthlyPlan = 1
  /// Social Feed+, billed yearly.
  case yearlyPlan = 2

  /// The two Social Feed+ plans, in the sheet's order.
  public static let plans: [StoreProduct] = [.monthlyPlan, .yearlyPlan]

  /// The Social Feed+ subscription group's id.
  public static let subscriptionGroupId = "20947887"

  /// The product id in the platform's store.
  public var productId: String {
    switch self {
    case .annualHistory: "feature.annualhistory"
    case .monthlyPlan: "socialfeedplus.monthly"
    case .yearlyPlan: "socialfeedplus.yearly"
    }
  }

  /// True for the auto-renewing Social Feed+ plans.
  public var isSubscription: Bool { self != .annualHistory }

  /// The plan's level in its group (1 for both plans; 0 for the non-consumable).
  public var groupLevel: Int { isSubscription ? 1 : 0 }

  /// How long a subscription period lasts; nil for the non-consumable.
  public var period: StorePeriod? {
    switch self {
    case .annualHistory: nil
    case .monthlyPlan: .month
    case .yearlyPlan: .year
    }
  }

  /// The catalog's price in the United States storefront.
  public var catalogPrice: Price {
    switch self {
    case .annualHistory: Price(cents: 99, currency: .usd)
    case .monthlyPlan: Price(cents: 499, currency: .usd)
    case .yearlyPlan: Price(cents: 4999, currency: .usd)
    }
  }

  /// The introductory offer: 2.49 a month for 3 months (monthly), 8.99 up front for 3 months
  /// (yearly).
  public var introOffer: IntroOffer? {
    switch self {
    case .annualHistory: nil
    case .monthlyPlan: IntroOffer(payment: .payAsYouGo, cents: 249, period: .month, periodCount: 3)
    case .yearlyPlan:
      IntroOffer(payment: .payUpFront, cents: 899, period: .threeMonths, periodCount: 1)
    }
  }

  /// The display name. The Arabic names are written in full (the original's store file cuts
  /// them off mid-word).
  public var name: LocalizedText {
    switch self {
    case .annualHistory: LocalizedText(en: "Full year of history", ar: "سجل سنة كاملة")
    case .monthlyPlan:
      LocalizedText(en: "Social Feed+ Monthly Plan", ar: "الخطة الشهرية لـ Social Feed+\u{200E}")
    case .yearlyPlan:
      LocalizedText(en: "Social Feed+ Yearly Plan", ar: "الخطة السنوية لـ Social Feed+\u{200E}")
    }
  }

  /// The one-line description.
  public var summary: LocalizedText {
    switch self {
    case .annualHistory:
      LocalizedText(
        en: "Data and insights that cover an entire year", ar: "بيانات ورؤى تغطي سنة كاملة")
    case .monthlyPlan:
      LocalizedText(
        en: "Access advanced social-feed tools", ar: "استخدم أدوات متقدمة للموجز الاجتماعي")
    case .yearlyPlan:
      LocalizedText(en: "Advanced tools at a greater value", ar: "أدوات متقدمة بقيمة أكبر")
    }
  }
}

/// Who may redeem a code offer.
public enum OfferEligibility: Sendable, Hashable {
  case newSubscribers, existingSubscribers, expiredSubscribers
}

/// An offer code's offer, redeemed through the platform's offer-code sheet ("Redeem an offer").
public struct CodeOffer: Sendable, Hashable {
  public let name: LocalizedText
  public let payment: OfferPayment
  /// The price of the whole offer (pay up front), in the catalog's currency (US dollars):
  /// a storefront shows the offer in its own currency on its own sheet.
  public let cents: Int64
  public let period: StorePeriod
  public let eligibility: Set<OfferEligibility>
  /// Whether it combines with an introductory offer.
  public let isStackable: Bool
}

extension StoreProduct {
  /// The product's code offer: "Free month" for the monthly plan (everyone, stackable), "Half
  /// off first year" for the yearly one ($29.99 for the first year, new subscribers only);
  /// nil for the year of history.
  public var codeOffer: CodeOffer? {
    switch self {
    case .annualHistory: nil
    case .monthlyPlan:
      CodeOffer(
        name: LocalizedText(en: "Free month", ar: "شهر مجاني"), payment: .free, cents: 0,
        period: .month,
        eligibility: [.newSubscribers, .existingSubscribers, .expiredSubscribers],
        isStackable: true)
    case .yearlyPlan:
      CodeOffer(
        name: LocalizedText(en: "Half off first year", ar: "نصف السعر في السنة الأولى"),
        payment: .payUpFront, cents: 2999, period: .year, eligibility: [.newSubscribers],
        isStackable: false)
    }
  }
}
