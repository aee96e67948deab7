// Order: one customer's order: donuts with counts, money, times and status.

/// One donut of an order and how many of it.
public struct OrderLine: Sendable, Hashable, Codable {
  public let donutId: Int
  public let count: Int

  public init(donutId: Int, count: Int) {
    self.donutId = donutId
    self.count = count
  }
}

/// An order. Its identity is its number; the display id and short id are formatted from it.
public struct Order: Sendable, Hashable, Identifiable {
  /// The order number, 1, 2, ...: the order's identity.
  public let number: Int
  /// The donuts in the order, in the order they were taken.
  public let lines: [OrderLine]
  /// Where the order is in its lifecycle.
  public internal(set) var status: OrderStatus
  /// When the order was placed (ms since the Unix epoch).
  public let createdAt: Int64
  /// When the order was handed over, once completed.
  public internal(set) var completedAt: Int64?
  /// When preparation started, while preparing or later.
  public internal(set) var preparingSince: Int64?
  /// The price of one donut when the order was placed, in cents.
  public let centsPerDonut: Int64
  /// The city the order was sold in.
  public let city: City

  public var id: Int { number }

  /// The number of donuts, all lines together.
  public var totalDonuts: Int { lines.reduce(0) { $0 + $1.count } }

  /// The price in cents.
  public var totalCents: Int64 { Int64(totalDonuts) * centsPerDonut }

  /// How long the order took from placing to handing over (ms), once completed.
  public var duration: Int64? { completedAt.map { $0 - createdAt } }

  /// The short id, "12" followed by the number as at least two digits: 3 -> "1203",
  /// 100 -> "12100" (the original's format, computed from the number, never cut from text).
  public var shortId: String { Order.shortId(number: number) }

  /// The display id: the localized word for "Order", "#" and the short id ("Order#1203").
  public func displayId(in locale: TruckLocale) -> String {
    Order.word.text(in: locale) + "#" + shortId
  }

  static let word = LocalizedText(en: "Order", ar: "طلب")

  static func shortId(number: Int) -> String {
    "12" + (number < 10 && number >= 0 ? "0" : "") + String(number)
  }

  /// The order number behind a short id ("1203" -> 3), or nil when `text` is not one.
  public static func number(fromShortId text: Substring) -> Int? {
    guard text.hasPrefix("12"), text.count >= 4, text.allSatisfy({ $0.isASCII && $0.isNumber })
    else { return nil }
    let digits = text.dropFirst(2)
    // Numbers below 10 carry one leading zero; no other leading zeros are produced.
    guard digits.count == 2 || digits.first != "0", let number = Int(digits), number >= 1 else {
      return nil
    }
    return shortId(number: number) == text ? number : nil
  }
}
