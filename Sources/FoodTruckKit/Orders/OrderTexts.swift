// SPDX-License-Identifier: Apache-2.0
// OrderTexts: what the order screens write about an order beyond its ids: its date as the
// order list shows it, and the order-complete sheet (docs/domain.md §2.6, §7.5).

/// A text of the order-complete sheet. Raw values are the C ABI's `foodtruck_order_sheet_slot`.
public enum OrderSheetSlot: Int, CaseIterable, Sendable, Hashable {
  /// "Order#1203 completed!"
  case title = 0
  /// "6 donuts • 9:41 AM": the order's donuts and the time the sheet opens.
  case summary = 1
  /// The button that closes the sheet, "Done".
  case done = 2
}

extension Truck {
  static let completedTitle = LocalizedText(en: "%@ completed!", ar: "اكتمل %@!")
  static let doneButton = LocalizedText(en: "Done", ar: "تم")

  /// When order `number` was placed, as the order list shows it at `now`: "Today, 9:41 AM",
  /// "Yesterday, 9:41 AM" or "5/6/2022, 9:41 AM", at the session's UTC offset, in the
  /// session's language.
  public func dateText(ofOrder number: Int, now: Int64) throws(FoodTruckError) -> String {
    let order = try orders.order(number: number)
    return locale.dayAndTime(order.createdAt, now: now, calendar: calendar)
  }

  /// One text of the sheet that opens when order `number` is handed over, at `now` (the time
  /// its summary shows). Only a completed order has one.
  public func sheetText(_ slot: OrderSheetSlot, order number: Int, now: Int64)
    throws(FoodTruckError) -> String
  {
    let order = try orders.order(number: number)
    guard order.status == .completed else {
      throw .invalidState(
        "\(order.displayId(in: .english)) is \(order.status.name.en.lowercased()); "
          + "the order-complete sheet is for a completed order")
    }
    switch slot {
    case .title:
      return Truck.completedTitle.text(in: locale).filling(
        "%@", with: order.displayId(in: locale))
    case .summary:
      return PluralText.donuts.text(order.totalDonuts, in: locale) + " • "
        + locale.shortTime(now, calendar: calendar)
    case .done:
      return Truck.doneButton.text(in: locale)
    }
  }
}
