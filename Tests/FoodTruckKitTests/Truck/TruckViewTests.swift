// SPDX-License-Identifier: Apache-2.0
// TruckViewTests: views of one session: which changes are one viewer's (every kind of change
// tried), what a view reads, and views changed from many threads at once.

import FoodTruckKit
import FoodTruckTestSupport
import Testing

@Suite("TruckView")
struct TruckViewTests {
  /// A truck where every sample change can apply: the simulated start (24 orders).
  static func simulated() throws -> Truck {
    var truck = Truck()
    try truck.simulate(seed: 7, now: 1_796_000_000_000, streamLimit: 20)
    return truck
  }

  @Test("A presentation change changes the presentation alone; any other leaves it as it was")
  func classification() throws {
    let start = try Self.simulated()
    var presentationKinds = 0
    for change in try everyKindOfChange() {
      var after = start
      guard (try? change.apply(to: &after)) != nil else { continue }
      if change.isPresentation {
        presentationKinds += 1
        #expect(after.presentation != start.presentation, "\(change) changed nothing shown")
        after.presentation = start.presentation
        #expect(after == start, "\(change) changed more than the presentation")
      } else {
        #expect(after.presentation == start.presentation, "\(change) changed the presentation")
      }
    }
    // setLocale, setTemperatureUnit, selectPanel, push, pop (after push: none here, so it
    // throws), openCard, openLink, restoreNavigation; setDigits is not among the samples.
    #expect(presentationKinds == 7)
  }

  @Test("Views read the session's state through their own presentation")
  func reads() throws {
    let session = TruckSession(try Self.simulated())
    let english = session.read { $0.presentation }
    let phone = TruckView(of: session, presentation: english)
    let tablet = TruckView(of: session, presentation: english)
    try phone.change(.setLocale(.arabic))
    try phone.change(.selectPanel(.orders))
    try phone.change(.push(.order(3)))
    try tablet.change(.setTemperatureUnit(.celsius))
    #expect(phone.read { $0.locale.language } == .arabic)
    #expect(phone.read { $0.navigation.path } == [.order(3)])
    #expect(tablet.read { $0.locale.language } == .english)
    #expect(tablet.read { $0.weather.unit } == .celsius)
    #expect(session.read { $0.presentation } == english)
    // A step the session cannot show is refused and leaves the view as it was.
    #expect(throws: FoodTruckError.self) { try phone.change(.push(.order(999))) }
    #expect(phone.read { $0.navigation.path } == [.order(3)])
    // Any other change is the session's, seen through every view.
    let number = try tablet.change(
      .placeOrder([OrderLine(donutId: 1, count: 2)], now: 1_796_000_001_000))
    #expect(number == 25)
    #expect(phone.read { $0.orders.count } == 25)
    #expect(session.read { $0.orders.count } == 25)
    // Apart from the presentation, a view reads exactly the session's state.
    #expect(
      phone.read { truck in copy truck }
        == {
          var shown = session.read { truck in copy truck }
          shown.presentation = phone.read { $0.presentation }
          return shown
        }())
  }

  @Test("Views changed and read from many threads at once each keep their own language")
  func threads() async throws {
    let session = TruckSession(try Self.simulated())
    let start = session.read { $0.presentation }
    let views = (0..<8).map { _ in TruckView(of: session, presentation: start) }
    let mismatches = await withTaskGroup(of: Int.self) { group in
      for (index, view) in views.enumerated() {
        group.addTask {
          let language: TruckLocale.Language = index.isMultiple(of: 2) ? .arabic : .english
          var wrong = 0
          for round in 0..<200 {
            try? view.change(.setLocale(language))
            if view.read({ $0.locale.language }) != language { wrong += 1 }
            if round.isMultiple(of: 20) {
              _ = try? view.change(
                .placeOrder([OrderLine(donutId: index, count: 1)], now: 1_796_000_001_000))
            }
          }
          return wrong
        }
      }
      return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
    #expect(session.read { $0.orders.count } == 24 + 8 * 10)
    #expect(session.read { $0.presentation } == start)
  }
}
