// SPDX-License-Identifier: Apache-2.0
// Panel: the app's screens as the sidebar lists them, with their titles and link
// names (docs/domain.md §9).

/// A screen of the app. Raw values (``rawValue``) follow the original's declaration order, the
/// city pages last, one per city: the C ABI's `foodtruck_panel`.
public enum Panel: RawRepresentable, Sendable, Hashable {
  case truck, socialFeed, account, orders, salesHistory, donuts, donutEditor, topFive
  case city(City)

  /// Every panel in declaration order: truck, social feed, account, orders, sales history,
  /// donuts, donut editor, top 5, then the city pages in the cities' order.
  public static let all: [Panel] =
    [.truck, .socialFeed, .account, .orders, .salesHistory, .donuts, .donutEditor, .topFive]
    + City.allCases.map(Panel.city)

  /// The panel's number: its position in ``all``.
  public var rawValue: Int {
    switch self {
    case .truck: 0
    case .socialFeed: 1
    case .account: 2
    case .orders: 3
    case .salesHistory: 4
    case .donuts: 5
    case .donutEditor: 6
    case .topFive: 7
    case .city(let city): 8 + city.rawValue
    }
  }

  /// The panel numbered `rawValue`, or nil. A switch rather than a lookup in ``all``, whose
  /// first use would initialize it lazily: that is thread-safe, but ThreadSanitizer cannot see
  /// the Swift runtime's once (not instrumented) and reports two threads' first calls as a race.
  public init?(rawValue: Int) {
    switch rawValue {
    case 0: self = .truck
    case 1: self = .socialFeed
    case 2: self = .account
    case 3: self = .orders
    case 4: self = .salesHistory
    case 5: self = .donuts
    case 6: self = .donutEditor
    case 7: self = .topFive
    default:
      guard rawValue > 7, let city = City(rawValue: rawValue - 8) else { return nil }
      self = .city(city)
    }
  }

  /// The stable name in links and saved state: "top-five"; a city page is named by its city's
  /// slug under "city/" ("city/london").
  public var slug: String {
    switch self {
    case .truck: "truck"
    case .socialFeed: "social-feed"
    case .account: "account"
    case .orders: "orders"
    case .salesHistory: "sales-history"
    case .donuts: "donuts"
    case .donutEditor: "donut-editor"
    case .topFive: "top-five"
    case .city(let city): "city/" + city.slug
    }
  }

  /// The panel with `slug`, or nil.
  public init?(slug: some StringProtocol) {
    guard let panel = Panel.all.first(where: { $0.slug == slug }) else { return nil }
    self = panel
  }

  /// The sidebar label; a city page is titled with its city's name.
  public var title: LocalizedText {
    switch self {
    case .truck: LocalizedText(en: "Truck", ar: "الشاحنة")
    case .socialFeed: LocalizedText(en: "Social Feed", ar: "الموجز الاجتماعي")
    case .account: LocalizedText(en: "Account", ar: "الحساب")
    case .orders: LocalizedText(en: "Orders", ar: "الطلبات")
    case .salesHistory: LocalizedText(en: "Sales History", ar: "سجل المبيعات")
    case .donuts: LocalizedText(en: "Donuts", ar: "الدونات")
    case .donutEditor: LocalizedText(en: "Donut Editor", ar: "محرر الدونات")
    case .topFive: LocalizedText(numbered: "Top 5", ar: "أفضل 5")
    case .city(let city): city.name
    }
  }
}
