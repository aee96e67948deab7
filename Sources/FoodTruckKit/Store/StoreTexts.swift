// SPDX-License-Identifier: Apache-2.0
// StoreTexts: every text the store screens show, in English and Arabic (docs/domain.md §10.8).

/// A product's texts. The raw values are the C ABI's `foodtruck_store_product_text_kind`.
public enum StoreProductText: Int, CaseIterable, Sendable, Hashable {
  case name = 0
  case description = 1
  /// The price alone: "$4.99".
  case price = 2
  /// The price per period: "$4.99/month" (the non-consumable: its price alone).
  case pricePerPeriod = 3
  /// The yearly plan's savings over twelve months: "$4.17/month (Save 16.5%)"; empty for the
  /// other products and when the yearly plan saves nothing or the two plans' currencies differ.
  case savings = 4
  /// The code offer's name, "Free month" or "Half off first year"; empty for the year of history.
  case codeOfferName = 5
  /// What the code offer gives: "First month free; for every subscriber, with other offers",
  /// "$29.99 for the first year; for new subscribers"; empty for the year of history.
  case codeOfferTerms = 6
}

/// A text of the store screens. The raw values are the C ABI's `foodtruck_store_text_kind`.
public enum StoreScreenText: Int, CaseIterable, Sendable, Hashable {
  /// The subscription sheet's title, "Social Feed+".
  case sheetTitle = 0
  /// The purchase button: "Start trial offer" or "Subscribe" (``Truck/storePurchaseButton``).
  case purchaseButton = 1
  case redeemOffer = 2
  /// The unlock card, expanded: "Unlock a full year of history for only $0.99".
  case unlockTitle = 3
  /// The unlock card, collapsed: "Unlock a full year of history" over "for only $0.99".
  case unlockCollapsedTitle = 4
  case unlockCollapsedPrice = 5
  case unlockButton = 6
  /// The locked chart's capsule, "Premium Feature".
  case premiumFeature = 7
  /// The manage screen's current plan: its name, or "None".
  case planName = 8
  /// "Renews for $4.99 on May 6, 2022", "Renews to Social Feed+ Yearly Plan for $49.99 on
  /// May 6, 2022" or "Expires on May 6, 2022" (a missing date is "None"); empty with no plan.
  case renewal = 9
  case highlightPlusPosts = 10
  case advancedEngagementTools = 11
  case socialMediaProviders = 12
  case helpWithPurchases = 13
  case restoreMissingPurchases = 14
  case manageSubscription = 15
  case refundPurchases = 16
  case requestRefund = 17
  /// The subscription sheet's three benefit lines, under its title.
  case benefitHighlight = 18
  case benefitEngagement = 19
  case benefitInsights = 20
  /// The unlock card's subtitle, under its title.
  case unlockSubtitle = 21
  /// The Feed screen's invitation without Social Feed+: its title and its button.
  case getSocialFeedPlus = 22
  case getStarted = 23
  /// The Feed screen's toolbar item with Social Feed+, which opens the manage screen.
  case subscriptionOptions = 24
}

extension StoreScreenText {
  /// The fixed words of each text; the ones with a value in them are patterns ("%1", "%2"...).
  var words: LocalizedText {
    switch self {
    case .sheetTitle: LocalizedText(en: "Social Feed+", ar: "Social Feed+\u{200E}")
    case .purchaseButton: LocalizedText(en: "Subscribe", ar: "اشترك")
    case .redeemOffer: LocalizedText(en: "Redeem an offer", ar: "استرداد عرض")
    case .unlockTitle: LocalizedText(en: "Unlock a %1 for only %2", ar: "افتح %1 مقابل %2 فقط")
    case .unlockCollapsedTitle: LocalizedText(en: "Unlock a %1", ar: "افتح %1")
    case .unlockCollapsedPrice: LocalizedText(en: "for only %1", ar: "مقابل %1 فقط")
    case .unlockButton: LocalizedText(en: "Unlock", ar: "فتح")
    case .premiumFeature: LocalizedText(en: "Premium Feature", ar: "ميزة مميزة")
    case .planName: NavigationText.none.text
    case .renewal: LocalizedText(en: "Expires on %1", ar: "تنتهي في %1")
    case .highlightPlusPosts:
      LocalizedText(en: "Highlight Social Feed+ posts", ar: "إبراز منشورات Social Feed+\u{200E}")
    case .advancedEngagementTools:
      LocalizedText(en: "Advanced engagement tools", ar: "أدوات التفاعل المتقدمة")
    case .socialMediaProviders:
      LocalizedText(en: "Social-media providers", ar: "مزوّدو وسائل التواصل الاجتماعي")
    case .helpWithPurchases: LocalizedText(en: "Help with purchases", ar: "المساعدة في المشتريات")
    case .restoreMissingPurchases:
      LocalizedText(en: "Restore missing purchases", ar: "استعادة المشتريات المفقودة")
    case .manageSubscription: LocalizedText(en: "Manage subscription", ar: "إدارة الاشتراك")
    case .refundPurchases: LocalizedText(en: "Refund purchases", ar: "استرداد المشتريات")
    case .requestRefund: LocalizedText(en: "Request a refund", ar: "طلب استرداد")
    case .benefitHighlight:
      LocalizedText(en: "Highlight your posts in the feed", ar: "أبرز منشوراتك في الموجز")
    case .benefitEngagement:
      LocalizedText(en: "Advanced engagement tools", ar: "أدوات تفاعل متقدمة")
    case .benefitInsights:
      LocalizedText(en: "Insights into what your customers love", ar: "رؤى حول ما يحبه زبائنك")
    case .unlockSubtitle:
      LocalizedText(
        en: "See your sales over a whole year, month by month",
        ar: "شاهد مبيعاتك على مدى عام كامل، شهرًا بشهر")
    case .getSocialFeedPlus:
      LocalizedText(en: "Get Social Feed+", ar: "احصل على Social Feed+\u{200E}")
    case .getStarted: LocalizedText(en: "Get Started", ar: "ابدأ")
    case .subscriptionOptions: LocalizedText(en: "Subscription Options", ar: "خيارات الاشتراك")
    }
  }
}

enum StoreWords {
  static let startTrialOffer = LocalizedText(en: "Start trial offer", ar: "ابدأ العرض التجريبي")
  static let renews = LocalizedText(en: "Renews", ar: "يتجدد")
  static let renewsTo = LocalizedText(en: "Renews to %1", ar: "يتجدد إلى %1")
  static let renewsFor = LocalizedText(en: "%1 for %2 on %3", ar: "%1 مقابل %2 في %3")
  static let savings = LocalizedText(en: "%1/%2 (Save %3)", ar: "%1/%2 (وفّر %3)")
  static let subscribed = LocalizedText(en: "Subscribed %1", ar: "تاريخ الاشتراك %1")
  static let purchased = LocalizedText(en: "Purchased %1", ar: "تاريخ الشراء %1")
  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
}

extension String {
  /// The pattern with "%1", "%2"... replaced by `values` in turn.
  func filled(_ values: String...) -> String {
    var text = self
    for (index, value) in values.enumerated() {
      text = text.filling("%\(index + 1)", with: value)
    }
    return text
  }
}

extension TruckLocale {
  /// A long date: "September 6, 2022" in English, "٦ سبتمبر ٢٠٢٢" in Arabic.
  public func longDate(_ date: CivilDate) -> String {
    switch language {
    case .english: "\(StoreWords.monthNames[date.month - 1]) \(date.day), \(date.year)"
    case .arabic:
      "\(numerals(date.day)) \(Truck.monthNames[date.month - 1].ar) \(numerals(date.year))"
    }
  }

  /// An abbreviated date: "Sep 6, 2022" in English; Arabic has no shorter month names, so
  /// the long date, "٦ سبتمبر ٢٠٢٢".
  public func abbreviatedDate(_ date: CivilDate) -> String {
    switch language {
    case .english: "\(Truck.monthNames[date.month - 1].en) \(date.day), \(date.year)"
    case .arabic: longDate(date)
    }
  }
}

extension Truck {
  private func civilDate(_ instant: Int64) -> CivilDate {
    calendar.date(ofDay: calendar.day(of: instant))
  }

  /// A product's text in the session's language, at its current price.
  public func storeText(_ text: StoreProductText, of product: StoreProduct) -> String {
    let price = store.price(of: product)
    switch text {
    case .name: return product.name.text(in: locale)
    case .description: return product.summary.text(in: locale)
    case .price: return price.text(in: locale)
    case .pricePerPeriod:
      guard let period = product.period else { return price.text(in: locale) }
      return price.text(in: locale) + "/" + period.unitName.text(in: locale)
    case .savings: return savingsText(for: product) ?? ""
    case .codeOfferName: return product.codeOffer?.name.text(in: locale) ?? ""
    case .codeOfferTerms: return product.codeOffer.map { codeOfferTerms($0) } ?? ""
    }
  }

  /// What a code offer gives, and to whom.
  private func codeOfferTerms(_ offer: CodeOffer) -> String {
    let gives: String
    switch offer.payment {
    case .free:
      gives = LocalizedText(en: "First month free", ar: "الشهر الأول مجانًا").text(in: locale)
    case .payUpFront, .payAsYouGo:
      gives = LocalizedText(en: "%1 for the first year", ar: "%1 للسنة الأولى").text(in: locale)
        .filled(Price(cents: offer.cents, currency: .usd).text(in: locale))
    }
    let who =
      offer.eligibility == [.newSubscribers]
      ? LocalizedText(en: "for new subscribers", ar: "للمشتركين الجدد")
      : LocalizedText(
        en: "for every subscriber, with other offers", ar: "لكل المشتركين، مع العروض الأخرى")
    return gives + (locale.isArabic ? "؛ " : "; ") + who.text(in: locale)
  }

  /// The yearly plan's savings line (docs/domain.md §10.8): twelve months cost 12 × monthly;
  /// the saving is that minus the yearly price, as a percent of it with 3 significant digits;
  /// the price per month is the yearly price / 12 in cents, rounded half up.
  private func savingsText(for product: StoreProduct) -> String? {
    guard product == .yearlyPlan else { return nil }
    let monthly = store.price(of: .monthlyPlan)
    let yearly = store.price(of: .yearlyPlan)
    let twelveMonths = monthly.cents * 12
    let saved = twelveMonths - yearly.cents
    guard monthly.currency == yearly.currency, saved > 0 else { return nil }
    let perMonth = Price(cents: (yearly.cents * 2 + 12) / 24, currency: yearly.currency)
    return StoreWords.savings.text(in: locale).filled(
      perMonth.text(in: locale), StorePeriod.month.unitName.text(in: locale),
      locale.percent(saved, of: twelveMonths))
  }

  /// A store screen's text in the session's language, at `now` (the renewal text).
  public func storeText(_ text: StoreScreenText, now: Int64) -> String {
    let history = StoreProduct.annualHistory
    let historyName = history.name.text(in: locale)
    let shownName = !locale.isArabic ? historyName.lowercased() : historyName
    let words = text.words.text(in: locale)
    switch text {
    case .purchaseButton:
      return storePurchaseButton == .startTrialOffer
        ? StoreWords.startTrialOffer.text(in: locale) : words
    case .unlockTitle: return words.filled(shownName, storeText(.price, of: history))
    case .unlockCollapsedTitle: return words.filled(shownName)
    case .unlockCollapsedPrice: return words.filled(storeText(.price, of: history))
    case .planName:
      return store.entitlements(now: now).plan.map { $0.name.text(in: locale) } ?? words
    case .renewal: return renewalText(now: now)
    default: return words
    }
  }

  /// "Expires on <date>" without a next plan; else "Renews for <price> on <date>", with
  /// "Renews to <next plan>" when the renewal changes plan. The date is the period's end,
  /// abbreviated, or "None".
  private func renewalText(now: Int64) -> String {
    let entitled = store.entitlements(now: now)
    guard let plan = entitled.plan else { return "" }
    let date =
      entitled.expiresAt.map { locale.abbreviatedDate(civilDate($0)) }
      ?? StoreScreenText.planName.words.text(in: locale)
    guard let next = entitled.nextPlan else {
      return StoreScreenText.renewal.words.text(in: locale).filled(date)
    }
    let prefix =
      next == plan
      ? StoreWords.renews.text(in: locale)
      : StoreWords.renewsTo.text(in: locale).filled(next.name.text(in: locale))
    return StoreWords.renewsFor.text(in: locale).filled(
      prefix, storeText(.price, of: next), date)
  }

  /// A refund row's subtitle: "Subscribed <long date>" for a plan, "Purchased <long date>" for
  /// the year of history.
  public func refundSubtitle(_ row: RefundRow) -> String {
    let words = row.product.isSubscription ? StoreWords.subscribed : StoreWords.purchased
    return words.text(in: locale).filled(locale.longDate(civilDate(row.purchasedAt)))
  }
}
