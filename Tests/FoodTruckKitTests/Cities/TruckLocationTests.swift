// SPDX-License-Identifier: Apache-2.0
// TruckLocationTests: the truck's city and parking spot as session settings: Cupertino's Apple
// Park by default, a new city parks at its spot 0, a spot must belong to the city, and orders
// placed after a move, live ones included, are sold (and counted) in the new city
// (docs/domain.md §5.1, decision 6).

import FoodTruckKit
import Testing

@Suite("Truck location")
struct TruckLocationTests {
  /// 2026-11-28 12:00:00 UTC.
  static let noon: Int64 = 20785 * 86_400_000 + 43_200_000

  @Test("A new truck is in Cupertino, parked at Apple Park")
  func defaults() {
    let truck = Truck()
    #expect(truck.city == .cupertino)
    #expect(truck.parkingSpot.slug == "apple-park")
    #expect(truck.parkingSpot.index == 0)
  }

  @Test("Moving to a city parks at its spot 0; moving to the same city keeps the spot")
  func moving() throws {
    var truck = Truck()
    truck.setCity(.london)
    #expect(truck.city == .london)
    #expect(truck.parkingSpot.slug == "big-ben")
    try truck.setParkingSpot(index: 3)
    #expect(truck.parkingSpot.slug == "piccadilly-circus")
    truck.setCity(.london)
    #expect(truck.parkingSpot.slug == "piccadilly-circus")
    truck.setCity(.sanFrancisco)
    #expect(truck.parkingSpot.slug == "coit-tower")
    try truck.setParkingSpot(index: 7)
    #expect(truck.parkingSpot.slug == "bay-bridge")
    truck.setCity(.cupertino)
    #expect(truck.parkingSpot == City.cupertino.parkingSpots[0])
  }

  @Test(
    "A spot outside the city's list is refused, and the truck stays where it was",
    arguments: zip([City.cupertino, .sanFrancisco, .london], [2, 8, 6]))
  func spotOutsideTheCity(city: City, index: Int) throws {
    var truck = Truck()
    truck.setCity(city)
    try truck.setParkingSpot(index: 1)
    let before = truck
    for bad in [index, -1, Int(Int32.max)] {
      #expect(throws: FoodTruckError.self) { try truck.setParkingSpot(index: bad) }
    }
    #expect(truck == before)
    try truck.setParkingSpot(index: index - 1)  // the city's last spot
    #expect(truck.parkingSpot.index == index - 1)
  }

  @Test("Orders placed after a move are sold in the new city; earlier ones keep theirs")
  func ordersFollowTheCity() throws {
    var truck = Truck()
    let first = try truck.placeOrder([OrderLine(donutId: 0, count: 2)], now: Self.noon)
    truck.setCity(.london)
    let second = try truck.placeOrder([OrderLine(donutId: 1, count: 3)], now: Self.noon + 1)
    try truck.setParkingSpot(index: 5)
    let third = try truck.placeOrder([OrderLine(donutId: 1, count: 1)], now: Self.noon + 2)
    #expect(try truck.orders.order(number: first).city == .cupertino)
    #expect(try truck.orders.order(number: second).city == .london)
    #expect(try truck.orders.order(number: third).city == .london)
    #expect(truck.totalSales(.today, city: .cupertino, now: Self.noon) == 2)
    #expect(truck.totalSales(.today, city: .london, now: Self.noon) == 4)
    #expect(truck.totalSales(.today, city: .sanFrancisco, now: Self.noon) == 0)
    #expect(truck.totalSales(.today, city: nil, now: Self.noon) == 6)
    #expect(truck.sales(.today, city: .london, now: Self.noon)[1] == 4)
  }

  @Test("Live orders arriving after a move are sold in the new city")
  func liveOrdersFollowTheCity() throws {
    var truck = Truck()
    try truck.simulate(seed: 5, now: Self.noon, streamLimit: 3)
    #expect(try truck.orders.order(number: 24).city == .cupertino)  // today's simulated orders
    truck.setCity(.sanFrancisco)
    let arrived = try truck.tick(now: Self.noon + 60_000)
    #expect(arrived == [25, 26, 27])
    for number in arrived {
      #expect(try truck.orders.order(number: number).city == .sanFrancisco)
    }
  }
}
