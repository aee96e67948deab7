// DeepLink: the widget URL of an order, foodtruck://order/<short id>, and its parser.

/// Builds and reads the app's deep links. The short id comes from the order number
/// (decision 2), so links work in every language.
public enum DeepLink {
  public static let prefix = "foodtruck://order/"

  /// The widget URL of order `number`: "foodtruck://order/1203".
  public static func url(forOrder number: Int) -> String {
    prefix + Order.shortId(number: number)
  }

  /// The order number a URL points to, or an error: invalid argument for text that is not an
  /// order link, not found for a link to no order of `book`.
  public static func order(in url: String, book: OrderBook) throws(FoodTruckError) -> Int {
    guard url.hasPrefix(prefix), let number = Order.number(fromShortId: url.dropFirst(prefix.count))
    else {
      throw .invalidArgument("\"\(url.prefix(80))\" is not an order link (foodtruck://order/1203)")
    }
    guard number <= book.count else {
      throw .notFound(
        "the link points to order \(Order.shortId(number: number)), which does not exist")
    }
    return number
  }
}
