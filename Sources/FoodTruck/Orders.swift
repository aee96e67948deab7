// SPDX-License-Identifier: Apache-2.0
// Orders: taking orders, moving them through their lifecycle, and listing them.
//
// C <-> Swift
//   int32_t number         Order.number (identity; display ids are formatted from it)
//   foodtruck_order               Order (+ OrderStatus.nextAction)
//   foodtruck_order_line          OrderLine
//   foodtruck_order_status        OrderStatus
//   foodtruck_order_action        OrderAction
//   foodtruck_order_sort          OrderSort
//   foodtruck_order_sheet_slot    OrderSheetSlot
//   uint32_t status_mask   Set<OrderStatus> (FOODTRUCK_ORDER_STATUS_BIT bits)

import CFoodTruck
import FoodTruckKit

// MARK: - foodtruck_order

/// Places a new order at now, sold in the truck's city at the current price.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for no lines, more than 64, an unknown donut id, a donut
/// listed twice or a count outside 1 to 99. On error nothing is added.
///
/// - Parameters:
///   - lines: The donuts and their counts.
///   - line_count: The number of lines. Range: 1 to FOODTRUCK_ORDER_MAX_LINES.
///   - number_out: Receives the new order's number.
@c(foodtruck_order_place) public func orderPlace(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ lines: UnsafePointer<foodtruck_order_line>?,
  _ line_count: UInt, _ now: Int64, _ number_out: UnsafeMutablePointer<Int32>?
) -> foodtruck_status {
  ffi("foodtruck_order_place", truck) { session throws(BoundaryError) in
    let lines = try Arg.array(
      lines, line_count, maximum: OrderBook.maximumLines, "lines", "line_count",
      as: OrderLine.init)
    let now = try Arg.instant(now, "now")
    let out = try Arg.out(number_out, "number_out")
    let number = try session.change(.placeOrder(lines, now: now))
    out.pointee = Int32(truncatingIfNeeded: number)
  }
}

/// Reads an order.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown number.
///
/// - Parameters:
///   - number: The order number.
///   - order_out: Receives the order.
@c(foodtruck_order_get) public func orderGet(
  _ truck: UnsafePointer<foodtruck_truck>?, _ number: Int32,
  _ order_out: UnsafeMutablePointer<foodtruck_order>?
) -> foodtruck_status {
  ffi("foodtruck_order_get", truck) { session throws(BoundaryError) in
    let out = try Arg.out(order_out, "order_out")
    out.storeZeroingPadding(
      foodtruck_order(
        try session.order(number)))
  }
}

/// Reads an order's lines (donut ids and counts) in the order they were taken.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown number.
///
/// - Parameter number: The order number.
@c(foodtruck_order_lines) public func orderLines(
  _ truck: UnsafePointer<foodtruck_truck>?, _ number: Int32,
  _ lines_out: UnsafeMutablePointer<foodtruck_order_line>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_order_lines", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(lines_out, capacity, count_out, "lines_out")
    try buffer.write(
      try session.order(number).lines.map(foodtruck_order_line.init))
  }
}

/// Writes the overflow badge of an order's donut stack, as the original's stack view shows it
/// at the stack's bottom-trailing corner: "+N" for the donuts beyond the three a stack shows (N
/// = the order's lines less 3, foodtruck_layout_diagonal_stack() placing the first three), in
/// the session's digits ("+2", in Arabic "؜+٢"), or "" when the stack shows them all.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown number.
///
/// - Parameter number: The order number.
@c(foodtruck_order_stack_badge) public func orderStackBadge(
  _ truck: UnsafePointer<foodtruck_truck>?, _ number: Int32,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_order_stack_badge", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    let badge = try session.read { truck throws(FoodTruckError) in
      DiagonalStack.overflowBadge(
        count: try truck.orders.order(number: Int(number)).lines.count, locale: truck.locale)
    }
    try buffer.write(badge)
  }
}

/// Writes an order's display id in the session's language: "Order#1203" (the "#12NN" part is
/// the short id, from foodtruck_order_short_id()).
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown number.
///
/// - Parameter number: The order number.
@c(foodtruck_order_display_id) public func orderDisplayId(
  _ truck: UnsafePointer<foodtruck_truck>?, _ number: Int32,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_order_display_id", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(
      session.read { truck throws(FoodTruckError) in
        try truck.orders.order(number: Int(number)).displayId(in: truck.locale)
      })
  }
}

/// Writes an order's short id, 1200 + the number in decimal ("1203" for order 3, "1299" for
/// order 99, "1300" for order 100): the id of its live activity and deep link. The same in every
/// language.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown number.
///
/// - Parameter number: The order number.
@c(foodtruck_order_short_id) public func orderShortId(
  _ truck: UnsafePointer<foodtruck_truck>?, _ number: Int32,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_order_short_id", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(
      try session.order(number).shortId)
  }
}

/// Writes when an order was placed as the order list shows it, in the session's language at
/// its UTC offset: "Today, 9:41 AM" when placed on now's local day, "Yesterday, 9:41 AM" on the
/// day before, else the numeric date, "5/6/2022, 9:41 AM". Arabic writes its own words, its
/// own digits and comma, and the day before the month (docs/domain.md §2.6).
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown number.
///
/// - Parameters:
///   - number: The order number.
///   - now: The current instant, which decides today and yesterday.
@c(foodtruck_order_date_text) public func orderDateText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ number: Int32, _ now: Int64,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_order_date_text", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(
      try session.read { truck throws(FoodTruckError) in
        try truck.dateText(ofOrder: Int(number), now: now)
      })
  }
}

/// Writes the name of the city where an order was sold, in the session's language: "Cupertino",
/// "San Francisco", "London" (the truck's city when the order was placed).
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown number.
///
/// - Parameter number: The order number.
@c(foodtruck_order_city_name) public func orderCityName(
  _ truck: UnsafePointer<foodtruck_truck>?, _ number: Int32,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_order_city_name", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(
      session.read { truck throws(FoodTruckError) in
        truck.words(try truck.orders.order(number: Int(number)).city.name)
      })
  }
}

/// Writes a text of the sheet that opens when an order is handed over, in the session's
/// language: the title "Order#1203 completed!", the summary "6 donuts \u2022 9:41 AM" (the
/// donut count with its plural forms, and now as a short time) and the button "Done". The
/// sheet's box holds the order's first donut (foodtruck_order_lines()).
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown number; FOODTRUCK_ERR_INVALID_STATE for an
/// order that is not completed.
///
/// - Parameters:
///   - number: The order number.
///   - slot: Which text.
///   - now: The instant the sheet opens.
@c(foodtruck_order_sheet_text) public func orderSheetText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ number: Int32, _ slot: foodtruck_order_sheet_slot,
  _ now: Int64, _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_order_sheet_text", truck) { session throws(BoundaryError) in
    let slot = try Arg.enumValue(slot, as: OrderSheetSlot.self, "slot")
    let now = try Arg.instant(now, "now")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(
      try session.read { truck throws(FoodTruckError) in
        try truck.sheetText(slot, order: Int(number), now: now)
      })
  }
}

// MARK: - Lifecycle

/// Applies an operator's action to an order: FOODTRUCK_ORDER_PREPARE (placed -> preparing),
/// FOODTRUCK_ORDER_MARK_READY (preparing -> ready), FOODTRUCK_ORDER_COMPLETE (ready -> completed, which sets
/// the completion time). Every other combination is refused, and the message names the order,
/// its status and the action.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown number; FOODTRUCK_ERR_INVALID_ARGUMENT for
/// FOODTRUCK_ORDER_ACTION_NONE, or now before the order was placed (or, once preparing, before
/// preparation started); FOODTRUCK_ERR_INVALID_STATE when the action does not apply to the order's
/// status.
///
/// Thread safety: two threads acting on one order are serialized, and the second sees the first's
/// result.
///
/// - Parameters:
///   - number: The order number.
///   - action: The action.
@c(foodtruck_order_apply) public func orderApply(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ number: Int32,
  _ action: foodtruck_order_action, _ now: Int64
) -> foodtruck_status {
  ffi("foodtruck_order_apply", truck) { session throws(BoundaryError) in
    let action = try Arg.enumValue(action, as: OrderAction.self, "action")
    let now = try Arg.instant(now, "now")
    try session.change(.applyToOrder(action, order: Int(number), now: now))
  }
}

/// Moves an order one step on, as the order screen's next-step button does: the action in its
/// next_action field.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown number; FOODTRUCK_ERR_INVALID_STATE for a
/// completed order; FOODTRUCK_ERR_INVALID_ARGUMENT for now before the order's previous step.
///
/// - Parameters:
///   - number: The order number.
///   - status_out: Optional; receives the order's new status.
@c(foodtruck_order_advance) public func orderAdvance(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ number: Int32, _ now: Int64,
  _ status_out: UnsafeMutablePointer<foodtruck_order_status>?
) -> foodtruck_status {
  ffi("foodtruck_order_advance", truck) { session throws(BoundaryError) in
    let now = try Arg.instant(now, "now")
    let status = try session.change(.advanceOrder(Int(number), now: now))
    status_out?.pointee = foodtruck_order_status(rawValue: UInt32(status))
  }
}

// MARK: - Listing

/// Counts the orders with a status in status_mask that match search (see foodtruck_order_list()).
///
/// - Parameters:
///   - status_mask: FOODTRUCK_ORDER_STATUS_BIT bits, FOODTRUCK_ORDER_STATUS_ALL or
///     FOODTRUCK_ORDER_STATUS_INCOMPLETE. Range: 0 to FOODTRUCK_ORDER_STATUS_ALL.
///   - search: Search text; "" matches every order. At most FOODTRUCK_SEARCH_MAX_BYTES bytes.
///   - count_out: Receives the count.
@c(foodtruck_order_count) public func orderCount(
  _ truck: UnsafePointer<foodtruck_truck>?, _ status_mask: UInt32, _ search: UnsafePointer<CChar>?,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_order_count", truck) { session throws(BoundaryError) in
    let statuses = try Arg.statusMask(status_mask)
    let search = try Arg.text(search, "search", maximumBytes: SearchText.maximumBytes)
    let out = try Arg.out(count_out, "count_out")
    let query = OrderQuery(statuses: statuses, search: search)
    out.pointee = UInt(
      try session.read { truck throws(FoodTruckError) in try truck.orderCount(matching: query) })
  }
}

/// Lists order numbers: the orders with a status in status_mask that match search, sorted,
/// then the page of at most limit numbers starting at offset. An order matches when search is
/// empty, or its display id or short id contains it, or any of its donuts matches it by the
/// rule of foodtruck_donut_search() (case-insensitive, in the session's language). Equal sort keys
/// keep order-number order.
///
/// - Parameters:
///   - status_mask: FOODTRUCK_ORDER_STATUS_BIT bits, FOODTRUCK_ORDER_STATUS_ALL or
///     FOODTRUCK_ORDER_STATUS_INCOMPLETE. Range: 0 to FOODTRUCK_ORDER_STATUS_ALL.
///   - search: Search text; "" matches every order. At most FOODTRUCK_SEARCH_MAX_BYTES bytes.
///   - sort: The sort key.
///   - descending: Largest key first.
///   - offset: How many sorted results to skip.
///   - limit: The most numbers to return.
///   - numbers_out: The caller's array, or NULL with capacity 0 to ask for the page's size.
///   - count_out: Optional; receives the page's size.
@c(foodtruck_order_list) public func orderList(
  _ truck: UnsafePointer<foodtruck_truck>?, _ status_mask: UInt32, _ search: UnsafePointer<CChar>?,
  _ sort: foodtruck_order_sort, _ descending: Bool, _ offset: UInt, _ limit: UInt,
  _ numbers_out: UnsafeMutablePointer<Int32>?, _ capacity: UInt,
  _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_order_list", truck) { session throws(BoundaryError) in
    let statuses = try Arg.statusMask(status_mask)
    let search = try Arg.text(search, "search", maximumBytes: SearchText.maximumBytes)
    let sort = try Arg.enumValue(sort, as: OrderSort.self, "sort")
    let offset = try Arg.count(offset, "offset")
    let limit = try Arg.count(limit, "limit")
    let buffer = try Arg.buffer(numbers_out, capacity, count_out, "numbers_out")
    let query = OrderQuery(
      statuses: statuses, search: search, sort: sort, descending: descending, offset: offset,
      limit: limit)
    let numbers = try session.read { truck throws(FoodTruckError) in
      try truck.orderNumbers(matching: query)
    }
    try buffer.write(numbers.lazy.map { Int32(truncatingIfNeeded: $0) })
  }
}

// MARK: - Words

/// Writes a status's display name in the session's language ("Preparing").
///
/// - Parameter status: The status.
@c(foodtruck_order_status_name) public func orderStatusName(
  _ truck: UnsafePointer<foodtruck_truck>?, _ status: foodtruck_order_status,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_order_status_name", truck) { session throws(BoundaryError) in
    let status = try Arg.enumValue(status, as: OrderStatus.self, "status")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(status.name) })
  }
}

/// Gives a status's symbol: a paper plane when placed, a stopwatch while preparing, a tick
/// when ready, a box once completed.
///
/// - Parameters:
///   - status: The status.
///   - icon_out: Receives its icon.
@c(foodtruck_order_status_icon) public func orderStatusIcon(
  _ status: foodtruck_order_status, _ icon_out: UnsafeMutablePointer<foodtruck_icon>?
) -> foodtruck_status {
  ffi("foodtruck_order_status_icon") { () throws(BoundaryError) in
    let status = try Arg.enumValue(status, as: OrderStatus.self, "status")
    try Arg.out(icon_out, "icon_out").pointee = foodtruck_icon(status.icon)
  }
}

/// Writes a sort's name in the session's language: the title of the Orders table's column it
/// sorts by ("Order", "Date", "Status", "Donuts").
///
/// - Parameter sort: The sort.
@c(foodtruck_order_sort_name) public func orderSortName(
  _ truck: UnsafePointer<foodtruck_truck>?, _ sort: foodtruck_order_sort,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_order_sort_name", truck) { session throws(BoundaryError) in
    let sort = try Arg.enumValue(sort, as: OrderSort.self, "sort")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(sort.name) })
  }
}

/// Writes the title of the button that offers an action, in the session's language
/// ("Prepare", "Ready", "Complete").
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for FOODTRUCK_ORDER_ACTION_NONE.
///
/// - Parameter action: The action.
@c(foodtruck_order_action_title) public func orderActionTitle(
  _ truck: UnsafePointer<foodtruck_truck>?, _ action: foodtruck_order_action,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_order_action_title", truck) { session throws(BoundaryError) in
    let action = try Arg.enumValue(action, as: OrderAction.self, "action")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(action.title) })
  }
}
