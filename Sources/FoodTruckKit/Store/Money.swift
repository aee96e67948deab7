// SPDX-License-Identifier: Apache-2.0
// Money: a price in a currency's minor unit and how each language writes it
// (docs/domain.md §10.8). No Foundation: the formats are written out here.

/// The currencies a price list may use (ISO 4217). All three have two decimals.
public enum Currency: Int, CaseIterable, Sendable, Hashable {
  case usd = 0
  case eur = 1
  case gbp = 2

  /// The ISO 4217 code ("USD").
  public var code: String {
    switch self {
    case .usd: "USD"
    case .eur: "EUR"
    case .gbp: "GBP"
    }
  }

  /// The symbol English writes before the amount.
  var englishSymbol: String {
    switch self {
    case .usd: "$"
    case .eur: "€"
    case .gbp: "£"
    }
  }

  /// The symbol Arabic writes after the amount; the dollar and the pound say whose, since
  /// Arabic-speaking countries have dollars and pounds of their own.
  var arabicSymbol: String {
    switch self {
    case .usd: "US$"
    case .eur: "€"
    case .gbp: "UK£"
    }
  }
}

/// An amount of money in a currency's minor unit (cents, pence).
public struct Price: Sendable, Hashable {
  /// The largest accepted price: 1,000,000.00 in the currency.
  public static let maximumCents: Int64 = 100_000_000

  public let cents: Int64
  public let currency: Currency

  public init(cents: Int64, currency: Currency) {
    self.cents = cents
    self.currency = currency
  }

  /// A checked price: 0 to ``maximumCents``.
  public init(checkedCents cents: Int64, currency: Currency) throws(FoodTruckError) {
    guard (0...Price.maximumCents).contains(cents) else {
      throw .invalidArgument(
        "the price \(cents) is outside 0 to \(Price.maximumCents) minor units", input: "cents")
    }
    self.init(cents: cents, currency: currency)
  }

  /// The price as the language writes it: "$4.99", "€1,234.50" and "£0.99" in English; in
  /// Arabic a right-to-left mark, Arabic-Indic digits with the Arabic decimal and thousands
  /// separators, a no-break space and the symbol, then a left-to-right mark: "‏٤٫٩٩ US$‎" (the
  /// mark keeps the symbol's "$" after its "US" in right-to-left text, where it would show
  /// "$US").
  public func text(in locale: TruckLocale) -> String {
    let units = Int(cents / 100)
    let minor = Int(cents % 100)
    // The units as every quantity is written (grouped, in the language's digits), then the
    // language's decimal separator and two digits.
    let decimals = locale.inDigits((minor < 10 ? "0" : "") + String(minor))
    let amount = locale.number(units) + locale.decimalSeparator + decimals
    switch locale.language {
    case .english: return currency.englishSymbol + amount
    case .arabic: return "\u{200F}" + amount + "\u{00A0}" + currency.arabicSymbol + "\u{200E}"
    }
  }
}

extension TruckLocale {
  /// The fraction `numerator / denominator` as a percent with 3 significant digits, rounded
  /// half up, trailing zeros dropped: 989/5988 is "16.5%" ("١٦٫٥٪؜" in Arabic). Both are
  /// positive, the numerator at most the denominator.
  func percent(_ numerator: Int64, of denominator: Int64) -> String {
    // The percent is n / d; find the decimals k that put 3 digits before the point.
    let n = numerator * 100
    var decimals = 0
    var scale: Int64 = 1
    while decimals < 6 && n * scale / denominator < 100 {
      decimals += 1
      scale *= 10
    }
    var digits = (2 * n * scale + denominator) / (2 * denominator)  // rounded half up
    if digits >= 1000 && decimals > 0 {
      decimals -= 1
      digits /= 10
    }
    while decimals > 0 && digits % 10 == 0 {
      decimals -= 1
      digits /= 10
    }
    var text = String(digits)
    if decimals > 0 {
      while text.count <= decimals { text = "0" + text }
      let point = text.index(text.endIndex, offsetBy: -decimals)
      text.insert(contentsOf: decimalSeparator, at: point)
    }
    return inDigits(text) + percentSign
  }
}
