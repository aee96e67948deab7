// SPDX-License-Identifier: Apache-2.0
// PurchaseFlow: the subscription sheet's selection and button, what the shell does after a
// purchase or a refund request, and the refund screen's rows (docs/domain.md §10.5).

/// The outcome of a purchase or a refund request, as the shell's platform store reported it.
public enum PurchaseOutcome: Int, CaseIterable, Sendable, Hashable {
  /// The purchase went through (for a purchase: verified; the shell then hands the new
  /// transaction in).
  case success = 0
  /// It waits for approval (Ask to Buy, a bank's check).
  case pending = 1
  case cancelled = 2
  case failed = 3
}

/// What the shell does next.
public enum StoreAction: Int, CaseIterable, Sendable, Hashable {
  /// Nothing: the screen stays as it is.
  case none = 0
  /// Close the store sheet (or the refund screen).
  case dismiss = 1
  /// Show the platform's error in an alert.
  case displayError = 2

  /// After a purchase of `product`: a plan bought closes the sheet; the year of history
  /// bought needs no action (its unlock card goes away once the transaction is handed in);
  /// a failure shows its error; pending and cancelled change nothing.
  public init(purchaseOf product: StoreProduct, outcome: PurchaseOutcome) {
    switch outcome {
    case .success: self = product.isSubscription ? .dismiss : .none
    case .pending, .cancelled: self = .none
    case .failed: self = .displayError
    }
  }

  /// After a refund request: success closes the refund screen; anything else stays.
  public init(refundOutcome outcome: PurchaseOutcome) {
    self = outcome == .success ? .dismiss : .none
  }
}

/// The subscription sheet's purchase button.
public enum PurchaseButton: Int, CaseIterable, Sendable, Hashable {
  /// "Subscribe".
  case subscribe = 0
  /// "Start trial offer": the selected plan's introductory offer applies.
  case startTrialOffer = 1
}

/// The subscription sheet: which plan is selected (the first is, when it opens).
public struct SubscriptionSheet: Sendable, Hashable {
  public private(set) var selection: StoreProduct? = StoreProduct.plans.first

  public init() {}

  /// Taps a plan: selects it, or clears the selection when it was the selected one.
  public mutating func toggle(_ plan: StoreProduct) throws(FoodTruckError) {
    guard plan.isSubscription else {
      throw .invalidArgument("\(plan.productId) is not a Social Feed+ plan", input: "plan")
    }
    selection = selection == plan ? nil : plan
  }

  /// The button's title for the selection: the trial offer when the subscriber may still
  /// have an introductory offer. Disabled (``isPurchaseEnabled``) when nothing is selected.
  public func button(introEligible: Bool) -> PurchaseButton {
    introEligible && selection?.introOffer != nil ? .startTrialOffer : .subscribe
  }

  public var isPurchaseEnabled: Bool { selection != nil }
}

/// A row of the refund screen.
public struct RefundRow: Sendable, Hashable {
  public let transactionId: Int64
  public let product: StoreProduct
  public let purchasedAt: Int64
  public let isSelected: Bool
}

extension StoreState {
  /// The most transactions the refund screen lists.
  public static let maximumRefundRows = 10

  /// The refund screen's rows at `now`: the verified transactions not revoked, in the order
  /// handed in (the platform's), at most ``maximumRefundRows``.
  public func refundRows(now: Int64) -> [RefundRow] {
    transactions.filter { $0.isVerified && !$0.isRevoked(at: now) }
      .prefix(StoreState.maximumRefundRows)
      .map {
        RefundRow(
          transactionId: $0.id, product: $0.product, purchasedAt: $0.purchasedAt,
          isSelected: $0.id == refundSelection)
      }
  }

  /// True when "Request a refund" is enabled: a listed row is selected.
  public func isRefundRequestEnabled(now: Int64) -> Bool {
    refundRows(now: now).contains { $0.isSelected }
  }
}
