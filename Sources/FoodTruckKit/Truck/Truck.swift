// Truck: the state of one truck session as a value: catalog and settings. Later areas (orders,
// sales, timers) add their state here; TruckSession makes it shareable between threads.

/// Everything one food truck's session knows, as a plain value.
public struct Truck: Sendable, Hashable {
  /// The donuts this truck sells.
  public var catalog = Catalog()
  /// The language of every string the session produces.
  public var locale = TruckLocale.english

  /// A truck with the built-in catalog and default settings (English).
  public init() {}
}
