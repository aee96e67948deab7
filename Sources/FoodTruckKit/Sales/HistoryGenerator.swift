// SPDX-License-Identifier: Apache-2.0
// HistoryGenerator: the simulated past of a city, in the original's shape (docs/domain.md §3.5,
// §3.6) with our own generator (docs/domain.md, decision 7).

enum HistoryGenerator {
  /// The falloff factor 1 - (rank / 17)^0.15 for ranks 0...16, written out so that every
  /// platform gets the same bits (a libm `pow` may differ in its last place).
  static let falloff: [Double] = [
    1.0, 0.3462184479596725, 0.2745839484549175, 0.22909502212173805, 0.19510049465758217,
    0.16770331963294094, 0.14462737068114317, 0.12461849265137448, 0.10690808078954384,
    0.09098921029080154, 0.07650901176130231, 0.06321147009965633, 0.05090464326539157,
    0.03944073648943247, 0.028703403033231267, 0.018599328836765516, 0.009052470693595605,
  ]
  static let days = 60
  static let months = 13
  static let dailyOrders = 80.0...120.0
  static let maxCountFactor = 0.75...1.1
  static let variance = 0.9...1.0
  static let weekendMultiplier = 1.25
  static let monthlyOrderMultiplier = 30.0

  /// The generator of a city's history for a session seed. Daily and monthly histories start
  /// from the same state, so they share the city's popularity ranking (as in the original).
  static func generator(seed: UInt64, city: City) -> SeededGenerator {
    SeededGenerator(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ city.seed)
  }

  /// The city's history for the 60 days before `today` and the 13 months up to today's month.
  static func history(
    seed: UInt64, city: City, today: Int, calendar: LocalCalendar, weekend: Set<Weekday>
  ) -> CityHistory {
    var random = generator(seed: seed, city: city)
    let ranking = random.shuffled(Array(0..<Donut.catalog.count))
    var daily: [HistoryEntry] = []
    var previous: [Int]?
    for daysAgo in stride(from: days, through: 1, by: -1) {
      let day = today - daysAgo
      let isWeekend = weekend.contains(calendar.weekday(ofDay: day))
      var counts = draw(
        &random, ranking, city, orders: dailyOrders, multiplier: 1,
        boost: isWeekend ? weekendMultiplier : 1)
      if let previous { counts = smooth(counts, previous, weight: 0.5) }
      daily.append(HistoryEntry(period: day, counts: counts))
      previous = counts
    }

    random = generator(seed: seed, city: city)
    _ = random.shuffled(Array(0..<Donut.catalog.count))  // the same ranking again
    let month = calendar.date(ofDay: today).monthNumber
    var monthly: [HistoryEntry] = []
    previous = nil
    for monthsAgo in stride(from: months - 1, through: 0, by: -1) {
      var counts = draw(
        &random, ranking, city, orders: dailyOrders, multiplier: monthlyOrderMultiplier, boost: 1)
      if let previous { counts = smooth(counts, previous, weight: 0.75) }
      monthly.append(HistoryEntry(period: month - monthsAgo, counts: counts))
      previous = counts
    }
    return CityHistory(ranking: ranking, daily: daily, monthly: monthly)
  }

  /// One period's counts: the top donut sells about maxCount, the others fall off by rank.
  private static func draw(
    _ random: inout SeededGenerator, _ ranking: [Int], _ city: City,
    orders: ClosedRange<Double>, multiplier: Double, boost: Double
  ) -> [Int] {
    let orderCount = random.double(in: orders) * multiplier
    let maxCount = orderCount * random.double(in: maxCountFactor)
    var counts = Array(repeating: 0, count: ranking.count)
    for (rank, donut) in ranking.enumerated() {
      let value =
        maxCount * falloff[rank] * random.double(in: variance) * city.salesMultiplier * boost
      counts[donut] = max(0, Int(value.rounded(.towardZero)))
    }
    return counts
  }

  /// weight * count + (1 - weight) * previous, truncated: day-to-day (0.5) and month-to-month
  /// (0.75) smoothing.
  private static func smooth(_ counts: [Int], _ previous: [Int], weight: Double) -> [Int] {
    zip(counts, previous).map { count, before in
      Int((weight * Double(count) + (1 - weight) * Double(before)).rounded(.towardZero))
    }
  }
}
