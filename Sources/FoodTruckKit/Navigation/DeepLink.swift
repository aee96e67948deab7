// SPDX-License-Identifier: Apache-2.0
// DeepLink: the widget URL of an order, foodtruck://order/<short id>, and its parser.

/// Builds and reads the app's deep links. The short id comes from the order number
/// (docs/domain.md, decision 2), so links work in every language.
public enum DeepLink {
  public static let prefix = "foodtruck://order/"
  /// The longest link accepted, in UTF-8 bytes: URLs rarely exceed it, and an order's link
  /// is about 25.
  public static let maximumBytes = 2048

  /// The widget URL of order `number`: "foodtruck://order/1203".
  public static func url(forOrder number: Int) -> String {
    prefix + Order.shortId(number: number)
  }

  /// The order number a URL points to, or an error: invalid argument for text that is not an
  /// order link with a numeric id, not found for an id that names no order of `book` (the
  /// original crashed there; docs/domain.md, decision 2).
  public static func order(in url: String, book: OrderBook) throws(FoodTruckError) -> Int {
    guard url.utf8.count <= maximumBytes else {
      throw .invalidArgument("a link has at most \(maximumBytes) bytes; got \(url.utf8.count)")
    }
    guard url.hasPrefix(prefix) else {
      throw .invalidArgument("\"\(url.prefix(80))\" is not an order link (foodtruck://order/1203)")
    }
    let id = url.dropFirst(prefix.count)
    guard !id.isEmpty, id.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw .invalidArgument("\"\(url.prefix(80))\" has no order id (digits, as in /order/1203)")
    }
    guard let number = Order.number(fromShortId: id), number <= book.count else {
      throw .notFound("the link names order \"\(id.prefix(40))\", which does not exist")
    }
    return number
  }

}
