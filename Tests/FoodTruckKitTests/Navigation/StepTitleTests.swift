// SPDX-License-Identifier: Apache-2.0
// StepTitleTests: the title of each step's view, as the original titles it: an order's display
// id, a donut's name, the new donut's, a panel's title; a missing order or donut is not found
// (docs/domain.md §9.2, decision 11).

import FoodTruckKit
import Testing

@Suite("StepTitle")
struct StepTitleTests {
  static let now: Int64 = 1_796_000_000_000

  static func truck() throws -> Truck {
    var truck = Truck()
    _ = try truck.placeOrder([OrderLine(donutId: 0, count: 1)], now: now)
    _ = try truck.placeOrder([OrderLine(donutId: 3, count: 2)], now: now)
    return truck
  }

  @Test(
    "Each step's title in English and Arabic",
    arguments: zip(
      [Destination.order(2), .donut(0), .newDonut, .panel(.topFive), .panel(.city(.london))],
      [
        ("Order#1202", "طلب#1202"), ("The Classic", nil), ("New Donut", nil), ("Top 5", nil),
        ("London", nil),
      ] as [(String, String?)]))
  func titles(destination: Destination, title: (en: String, ar: String?)) throws {
    var truck = try StepTitleTests.truck()
    #expect(try truck.title(of: destination) == title.en)
    truck.locale = .arabic
    let arabic = try truck.title(of: destination)
    #expect(arabic != title.en)
    if let expected = title.ar { #expect(arabic == expected) }
  }

  @Test("A missing order or donut is not found", arguments: [Destination.order(3), .donut(17)])
  func missing(destination: Destination) throws {
    let truck = try StepTitleTests.truck()
    let error = #expect(throws: FoodTruckError.self) { try truck.title(of: destination) }
    #expect(error?.kind == .notFound)
  }
}
