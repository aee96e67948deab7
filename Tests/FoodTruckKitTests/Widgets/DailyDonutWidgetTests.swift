// SPDX-License-Identifier: Apache-2.0
// DailyDonutWidgetTests: the Daily Donut's five hourly entries from today's ranking in every
// city (ties by id, unsold donuts included), each donut's sales over the last 7 local days at
// the session's UTC offset, and the reload an hour after the last entry (docs/domain.md §8.1,
// decisions 3, 4 and 8).

import FoodTruckKit
import Testing

@Suite("Daily Donut widget")
struct DailyDonutWidgetTests {
  static let hour: Int64 = 3_600_000
  static let day: Int64 = 86_400_000
  /// 2026-11-28 12:00:00 UTC.
  static let noon: Int64 = 20785 * day + 12 * hour
  /// 2026-11-22 00:00:00 UTC: the first day of the trend at noon (six days before).
  static let firstTrendDay: Int64 = 20779 * day

  /// Today: 4 x The Classic (0) and 2 x Super Lemon (12) in one order, 4 x Cosmos (3), and 1 x
  /// Lemon Chocolate (5) sold in London; yesterday 5 x Super Lemon; six days ago 1 x The
  /// Classic; seven days ago (before the trend) 9 x The Classic.
  static func truck() throws -> Truck {
    var truck = Truck()
    _ = try truck.placeOrder([OrderLine(donutId: 3, count: 4)], now: noon - 3 * hour)
    _ = try truck.placeOrder(
      [OrderLine(donutId: 0, count: 4), OrderLine(donutId: 12, count: 2)], now: noon - 2 * hour)
    truck.setCity(.london)
    _ = try truck.placeOrder([OrderLine(donutId: 5, count: 1)], now: noon - hour)
    truck.setCity(.cupertino)
    _ = try truck.placeOrder([OrderLine(donutId: 12, count: 5)], now: noon - day)
    _ = try truck.placeOrder([OrderLine(donutId: 0, count: 1)], now: noon - 6 * day)
    _ = try truck.placeOrder([OrderLine(donutId: 0, count: 9)], now: noon - 7 * day)
    return truck
  }

  @Test("Five entries an hour apart: today's ranks 1 to 5, ties by id, an unsold donut fifth")
  func entries() throws {
    let timeline = try Self.truck().dailyDonutTimeline(now: Self.noon)
    #expect(timeline.entries.map(\.at) == (0..<5).map { Self.noon + Int64($0) * Self.hour })
    #expect(timeline.entries.map(\.rank) == [1, 2, 3, 4, 5])
    // The Classic and Cosmos both sold 4: the lower id first. Blueberry Frosted (1) sold
    // nothing today and is the first unsold donut by id.
    #expect(timeline.entries.map(\.donutId) == [0, 3, 12, 5, 1])
    #expect(timeline.entries.map(\.sales) == [4, 4, 2, 1, 0])
    #expect(
      timeline.entries.map(\.name.en) == [
        "The Classic", "Cosmos", "Super Lemon", "Lemon Chocolate", "Blueberry Frosted",
      ])
    #expect(timeline.policy == .atEnd)
    #expect(timeline.reloadAt == Self.noon + 5 * Self.hour)
  }

  @Test("Each entry's trend: its sales on each of the last 7 local days, today last")
  func trend() throws {
    let timeline = try Self.truck().dailyDonutTimeline(now: Self.noon)
    let starts = (0..<7).map { Self.firstTrendDay + Int64($0) * Self.day }
    for entry in timeline.entries {
      #expect(entry.trend.map(\.start) == starts)
    }
    #expect(
      timeline.entries.map { $0.trend.map(\.sales) } == [
        [1, 0, 0, 0, 0, 0, 4],  // The Classic: six days ago and today (9 a week ago: outside)
        [0, 0, 0, 0, 0, 0, 4],  // Cosmos
        [0, 0, 0, 0, 0, 5, 2],  // Super Lemon: yesterday and today
        [0, 0, 0, 0, 0, 0, 1],  // Lemon Chocolate, sold in London: every city counts
        [0, 0, 0, 0, 0, 0, 0],
      ])
    #expect(try Self.truck().trend(ofDonut: 12, now: Self.noon) == timeline.entries[2].trend)
  }

  @Test("Everything is computed at now: the last entry, past midnight, still shows today")
  func computedAtNow() throws {
    let lateEvening = Self.noon + 11 * Self.hour  // 23:00: entries until 03:00 tomorrow
    let timeline = try Self.truck().dailyDonutTimeline(now: lateEvening)
    #expect(timeline.entries.map(\.donutId) == [0, 3, 12, 5, 1])
    #expect(timeline.entries[4].at == lateEvening + 4 * Self.hour)
    #expect(timeline.entries[4].trend.last?.start == 20785 * Self.day)
  }

  @Test("Days are local: at UTC-8 an order at 07:30 UTC belongs to the day before")
  func localDays() throws {
    var truck = Truck()
    try truck.setUTCOffset(minutes: -480)
    // Local midnight of 2026-11-28 at UTC-8 is 08:00 UTC.
    let midnight = 20785 * Self.day + 8 * Self.hour
    _ = try truck.placeOrder([OrderLine(donutId: 7, count: 3)], now: midnight - 30 * 60_000)
    _ = try truck.placeOrder([OrderLine(donutId: 7, count: 1)], now: midnight + 30 * 60_000)
    let trend = try truck.trend(ofDonut: 7, now: Self.noon)
    #expect(trend.map(\.sales) == [0, 0, 0, 0, 0, 3, 1])
    #expect(trend.last?.start == midnight)
    #expect(trend.first?.start == midnight - 6 * Self.day)
    #expect(truck.dailyDonutTimeline(now: Self.noon).entries.first?.sales == 1)
  }

  @Test("A donut made in the editor takes part like any other")
  func customDonut() throws {
    var truck = Truck()
    let id = try truck.catalog.create(name: "Night Owl", recipe: Recipe.template)
    _ = try truck.placeOrder([OrderLine(donutId: id, count: 2)], now: Self.noon)
    let first = try #require(truck.dailyDonutTimeline(now: Self.noon).entries.first)
    #expect(first.donutId == 17)
    #expect(first.name.en == "Night Owl" && first.name.ar == "Night Owl")
    #expect(try truck.trend(ofDonut: 17, now: Self.noon).map(\.sales) == [0, 0, 0, 0, 0, 0, 2])
  }

  @Test("An unknown donut has no trend", arguments: [-1, 17, 1_000])
  func unknownDonut(id: Int) throws {
    let truck = try Self.truck()
    #expect(throws: FoodTruckError.self) { try truck.trend(ofDonut: id, now: Self.noon) }
  }

  @Test("A simulated session: the trend's days come from the history, and add up to the week")
  func simulated() throws {
    var truck = Truck()
    try truck.simulate(seed: 7, now: Self.noon, streamLimit: 0)
    let timeline = truck.dailyDonutTimeline(now: Self.noon)
    let week = truck.sales(.week, city: nil, now: Self.noon)
    let today = truck.sales(.today, city: nil, now: Self.noon)
    for entry in timeline.entries {
      #expect(entry.trend.map(\.sales).reduce(0, +) == week[entry.donutId])
      #expect(entry.trend.last?.sales == today[entry.donutId])
      #expect(entry.sales == today[entry.donutId])
    }
    // Over every donut, each day of the trend is that day of the Sales History chart.
    let trends = try (0..<17).map { try truck.trend(ofDonut: $0, now: Self.noon) }
    let days = truck.salesSeries(.week, city: nil, now: Self.noon).suffix(7)
    #expect(days.dropLast().allSatisfy { $0.sales > 0 }, "the generated history sells every day")
    for (index, day) in days.enumerated() {
      #expect(trends.map { $0[index].sales }.reduce(0, +) == day.sales)
      #expect(trends[0][index].start == day.start)
    }
  }

  @Test("The timeline of the kind gives the entries' instants, policy and reload")
  func byKind() throws {
    let truck = try Self.truck()
    let timeline = truck.timeline(of: .dailyDonut, now: Self.noon)
    #expect(timeline.entries == (0..<5).map { Self.noon + Int64($0) * Self.hour })
    #expect(timeline.policy == .atEnd)
    #expect(timeline.reloadAt == Self.noon + 5 * Self.hour)
  }
}
