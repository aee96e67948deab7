// SPDX-License-Identifier: Apache-2.0
// WidgetFamily: the sizes a widget is drawn at: the home screen's four and the lock screen's
// three accessory families (docs/domain.md §8).

/// A widget size. Raw values are the C ABI's `foodtruck_widget_family`.
public enum WidgetFamily: Int, CaseIterable, Sendable, Hashable {
  case small = 0
  case medium = 1
  case large = 2
  case extraLarge = 3
  /// A round lock-screen widget.
  case accessoryCircular = 4
  /// A rectangular lock-screen widget.
  case accessoryRectangular = 5
  /// One line of text beside the lock screen's clock.
  case accessoryInline = 6

  /// The family in words, for messages: "small", "accessory circular".
  public var label: String {
    switch self {
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "extra large"
    case .accessoryCircular: "accessory circular"
    case .accessoryRectangular: "accessory rectangular"
    case .accessoryInline: "accessory inline"
    }
  }

  /// True for the Daily Donut's families that draw the donut's trend beside its picture and
  /// name (medium, large, extra large); small has room for the donut and its name only, and
  /// the accessory families are not the Daily Donut's.
  public var showsTrend: Bool {
    switch self {
    case .medium, .large, .extraLarge: true
    case .small, .accessoryCircular, .accessoryRectangular, .accessoryInline: false
    }
  }
}
