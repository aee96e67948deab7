// SPDX-License-Identifier: Apache-2.0
// OrderGenerator: simulated orders in the original's shape (docs/domain.md §3.3, §3.4), drawn
// from our own seeded generator.

enum OrderGenerator {
  static let todayCount = 24
  /// The original starts 4 minutes before now and steps back one gap before the first (newest)
  /// order, so the newest is 5-7 minutes old.
  static let firstOffset: Int64 = 240_000
  static let gapSeconds = 60.0...180.0
  static let readyAfterIndex = 8  // generation index > 8: ready

  /// The lines of one random order: 1 to 5 distinct catalog donuts, 1 to 5 of each.
  static func lines(_ random: inout SeededGenerator) -> [OrderLine] {
    let donuts = random.shuffled(Array(0..<Donut.catalog.count))
    let kinds = random.int(in: 1...5)
    return donuts.prefix(kinds).map { OrderLine(donutId: $0, count: random.int(in: 1...5)) }
  }

  /// A generated order before it is numbered.
  struct Draft {
    let lines: [OrderLine]
    let createdAt: Int64
    let status: OrderStatus
    /// Ready orders went through preparation: stamped as started when placed.
    var preparingSince: Int64? { status == .ready ? createdAt : nil }
  }

  /// Today's 24 orders, oldest first (numbers 1...24): spaced 60-180 s apart going back from
  /// 4 minutes before now (one gap first); the 15 oldest are ready, the 9 newest placed. (The original also
  /// stamps ready orders with a completion date; here only completing an order does that.)
  static func today(seed: UInt64, now: Int64) -> [Draft] {
    var random = SeededGenerator(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0xF00D)
    var instant = now - firstOffset
    var newestFirst: [Draft] = []
    for index in 0..<todayCount {
      instant -= Int64((random.double(in: gapSeconds) * 1000).rounded(.towardZero))
      let lines = lines(&random)
      let ready = index > readyAfterIndex
      newestFirst.append(
        Draft(
          lines: lines, createdAt: instant, status: ready ? .ready : .placed))
    }
    return newestFirst.reversed()
  }
}
