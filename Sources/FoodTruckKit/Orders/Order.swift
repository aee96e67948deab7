// SPDX-License-Identifier: Apache-2.0
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

  /// The short id, 1200 + the number in decimal: 3 -> "1203", 99 -> "1299", 100 -> "1300", so
  /// ids count up as numbers do (docs/domain.md, decision 11; computed, never cut from text).
  public var shortId: String { Order.shortId(number: number) }

  /// The display id: the localized word for "Order", "#" and the short id ("Order#1203").
  public func displayId(in locale: TruckLocale) -> String {
    Order.word.text(in: locale) + "#" + shortId
  }

  static let word = LocalizedText(en: "Order", ar: "طلب")

  /// What the short id adds to the number: order 1 is "1201", as in the original.
  static let shortIdBase = 1200

  static func shortId(number: Int) -> String {
    // Order numbers are at most Int32.max (the C ABI's), far from Int's limit: no overflow.
    String(shortIdBase + number)
  }

  /// The order number behind a short id ("1203" -> 3), or nil when `text` is not one: not
  /// plain ASCII digits, a leading zero, or a value below 1201 (no order has it).
  public static func number(fromShortId text: Substring) -> Int? {
    // At most 19 digits fit an Int, so longer text is no short id rather than an overflow.
    guard text.first != "0", text.allSatisfy({ $0.isASCII && $0.isNumber }),
      let value = Int(text), value > shortIdBase
    else { return nil }
    return value - shortIdBase
  }
}
