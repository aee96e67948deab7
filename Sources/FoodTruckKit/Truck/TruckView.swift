// SPDX-License-Identifier: Apache-2.0
// TruckView: one viewer's window on a shared session. A phone and a tablet at one truck share
// its orders, timers, activities, store, account and settings, but each reads them in its own
// language and digits, with its own temperature unit, and is somewhere else in the app: that
// is the view's presentation, kept by the view and never written to the session's file.

extension Truck {
  /// What one viewer sees the truck through: the language and digits of every text, the
  /// temperature unit of the weather, the navigation state.
  public struct Presentation: Sendable, Hashable {
    public var locale: TruckLocale
    public var temperatureUnit: TemperatureUnit
    public var navigation: NavigationState
  }

  /// The session's own presentation (the one its file keeps), or a view's put in its place.
  public var presentation: Presentation {
    get {
      Presentation(locale: locale, temperatureUnit: weather.unit, navigation: navigation)
    }
    set {
      locale = newValue.locale
      weather.unit = newValue.temperatureUnit
      navigation = newValue.navigation
    }
  }
}

extension TruckChange {
  /// True for a change of what one viewer sees (``Truck/Presentation``): a view applies it to
  /// itself alone. Every case is named, so that a new one is decided here.
  public var isPresentation: Bool {
    switch self {
    case .setLocale, .setDigits, .setTemperatureUnit, .selectPanel, .push, .pop, .popToRoot,
      .openCard, .openLink, .restoreNavigation:
      true
    case .setUTCOffset, .setWeekend, .setCentsPerDonut, .setCity, .setParkingSpot,
      .setWidgetQuota, .setTimerDuration, .setActivityLimit, .setActivitiesEnabled, .simulate,
      .tick, .createDonut, .editDonut, .placeOrder, .applyToOrder, .advanceOrder,
      .requestActivity, .updateActivity, .endActivity, .setRelyingParty, .signIn,
      .signUpWithPasskey, .signUpWithPassword, .passwordReturned, .passkeyAsserted,
      .passkeyRegistered, .accountRequestFailed, .requestSignOut, .confirmSignOut, .setWeather,
      .setForecast, .setWeatherLegalPage, .setStoreSetting, .setStorePrices,
      .setStoreTransactions, .setSubscriptionStatuses, .toggleStorePlan, .selectRefund,
      .deferStoreMessages, .storeMessageArrived, .takeStoreMessages:
      false
    }
  }
}

/// A view of a session: reads see the session's state through the view's own presentation,
/// and a presentation change (``TruckChange/isPresentation``) changes the view alone; every
/// other change goes to the session, which all its views share. A view starts with the
/// presentation it is given (a shell passes the one it opens it from) and keeps the session
/// alive. Safe from any thread: the view's presentation has a lock of its own, taken inside a
/// read of the session.
public final class TruckView: @unchecked Sendable {
  public let session: TruckSession
  private let lock = Lock()
  private var presentation: Truck.Presentation

  public init(of session: TruckSession, presentation: Truck.Presentation) {
    self.session = session
    self.presentation = presentation
  }

  /// Reads the session (see TruckSession.read) as this view shows it. The state is lent with
  /// the view's presentation put in its place: a copy of the Truck value, whose storages are
  /// shared, not copied (a retain of each).
  public func read<T, E: Error>(_ body: (borrowing Truck) throws(E) -> T) throws(E) -> T {
    try session.read { truck throws(E) -> T in
      var shown = copy truck
      shown.presentation = lock.withLock { presentation }
      return try body(shown)
    }
  }

  /// Applies a change: a presentation change to this view, against the session's state as it
  /// is now (a path step names an order the session has), any other to the session (see
  /// TruckSession.change). Returns the change's result.
  @discardableResult
  public func change(_ change: TruckChange) throws(FoodTruckError) -> Int {
    guard change.isPresentation else { return try session.change(change) }
    return try session.read { truck throws(FoodTruckError) -> Int in
      try lock.withLock { () throws(FoodTruckError) -> Int in
        var shown = copy truck
        shown.presentation = presentation
        let result = try change.apply(to: &shown)
        presentation = shown.presentation
        return result
      }
    }
  }
}
