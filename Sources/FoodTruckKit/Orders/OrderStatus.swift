// SPDX-License-Identifier: Apache-2.0
// OrderStatus: where an order is in its lifecycle, and the actions that move it.

/// An order's status. Raw values are the C ABI's `foodtruck_order_status` and sort in lifecycle order.
public enum OrderStatus: Int, CaseIterable, Sendable, Hashable, Codable, Comparable {
  case placed = 0
  case preparing = 1
  case ready = 2
  case completed = 3

  public static func < (lhs: OrderStatus, rhs: OrderStatus) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The display name.
  public var name: LocalizedText {
    switch self {
    case .placed: LocalizedText(en: "Placed", ar: "تم الطلب")
    case .preparing: LocalizedText(en: "Preparing", ar: "قيد التحضير")
    case .ready: LocalizedText(en: "Ready", ar: "جاهز")
    case .completed: LocalizedText(en: "Completed", ar: "مكتمل")
    }
  }

  /// The action that moves an order on from this status, or nil once completed.
  public var nextAction: OrderAction? {
    switch self {
    case .placed: .prepare
    case .preparing: .markReady
    case .ready: .complete
    case .completed: nil
    }
  }
}

/// An operator's action on an order (docs/domain.md, decision 1). Raw values are the C
/// ABI's `foodtruck_order_action`.
public enum OrderAction: Int, CaseIterable, Sendable, Hashable, Codable {
  /// placed -> preparing: start preparing (starts the order's timer and live activity).
  case prepare = 0
  /// preparing -> ready: the donuts are done.
  case markReady = 1
  /// ready -> completed: hand the order over; sets the completion time.
  case complete = 2

  /// The status this action applies to.
  public var from: OrderStatus {
    switch self {
    case .prepare: .placed
    case .markReady: .preparing
    case .complete: .ready
    }
  }

  /// The status it leads to.
  public var to: OrderStatus {
    switch self {
    case .prepare: .preparing
    case .markReady: .ready
    case .complete: .completed
    }
  }

  /// The button title that offers this action.
  public var title: LocalizedText {
    switch self {
    case .prepare: LocalizedText(en: "Prepare", ar: "تحضير")
    case .markReady: LocalizedText(en: "Ready", ar: "جاهز")
    case .complete: LocalizedText(en: "Complete", ar: "إكمال")
    }
  }

  /// A stable name for messages and logs.
  public var slug: String {
    switch self {
    case .prepare: "prepare"
    case .markReady: "mark-ready"
    case .complete: "complete"
    }
  }
}
