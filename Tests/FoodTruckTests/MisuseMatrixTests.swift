// MisuseMatrixTests: every exported function against every class of bad input (each pointer
// NULL, each handle freed or foreign, each enum out of range, each id, index or order number
// negative and huge, each instant outside the years 1 to 9999, each count, offset, limit and
// capacity above PTRDIFF_MAX, each setting out of range, each string invalid UTF-8, each float
// that is not finite), as one table; each row returns its documented status, and none traps
// (docs/architecture.md, style rule 15 and practice 3).

import CFoodTruck
import FoodTruck
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a misuse row may use; made fresh for every row, released after it.
final class MisuseFixture {
  /// A live truck.
  let live: UnsafeMutablePointer<foodtruck_truck>?
  /// A truck that has been freed.
  let freed: UnsafeMutablePointer<foodtruck_truck>?
  /// Memory that is not a handle (a heap allocation of the caller's).
  let foreign: UnsafeMutablePointer<foodtruck_truck>
  /// Caller buffers with room to spare.
  let text: UnsafeMutablePointer<CChar>
  let ids: UnsafeMutablePointer<Int32>
  static let room = 256

  var size: UInt = 0
  var donut = foodtruck_donut()
  var profile = foodtruck_flavor_profile()
  var flavor = FOODTRUCK_FLAVOR_SALTY
  var value: Int32 = 0
  var locale = FOODTRUCK_LOCALE_EN
  var flag = false
  var id: Int32 = 0

  /// A live truck holding order 1: placed, 3 of donut 2 (`live` has no orders).
  let stocked: UnsafeMutablePointer<foodtruck_truck>?
  /// More caller arrays with room to spare, one per element type.
  let lines: UnsafeMutablePointer<foodtruck_order_line>
  let sales: UnsafeMutablePointer<Int64>
  let top: UnsafeMutablePointer<foodtruck_donut_sales>
  let points: UnsafeMutablePointer<foodtruck_sales_point>
  var line = foodtruck_order_line(donut_id: 2, quantity: 3)
  var order = foodtruck_order()
  var orderStatus = FOODTRUCK_ORDER_PLACED
  var mask: UInt32 = 0
  var int64: Int64 = 0
  /// 2024-03-15 20:00 UTC: a valid `now`.
  static let now: Int64 = 1_710_532_800_000

  /// A live truck with order 1 put into preparation at `now` (countdown 1, live activity 1)
  /// and order 2 placed; their events wait to be polled.
  let active: UnsafeMutablePointer<foodtruck_truck>?
  let events: UnsafeMutablePointer<foodtruck_event>
  var timer = foodtruck_timer()
  var activity = foodtruck_activity()
  var island = foodtruck_island()
  var count: UInt = 0

  /// Caller arrays for the layouts and charts, with room to spare, and an SVG-sized buffer.
  let rects: UnsafeMutablePointer<foodtruck_rect>
  let segments: UnsafeMutablePointer<foodtruck_gauge_segment>
  let doubles: UnsafeMutablePointer<Double>
  let hours: UnsafeMutablePointer<foodtruck_forecast_hour>
  let ranges: UnsafeMutablePointer<foodtruck_time_range>
  let svg: UnsafeMutablePointer<CChar>
  static let svgRoom = 1 << 16
  /// Three flow items: 30 x 10, 40 x 20 and 50 x 15.
  let items: UnsafeMutablePointer<foodtruck_size>
  var area = foodtruck_size()
  var grid = foodtruck_gallery_grid()
  var int32: Int32 = 0

  init() {
    var live: UnsafeMutablePointer<foodtruck_truck>?
    var freed: UnsafeMutablePointer<foodtruck_truck>?
    var stocked: UnsafeMutablePointer<foodtruck_truck>?
    var active: UnsafeMutablePointer<foodtruck_truck>?
    _ = truckNew(&active)
    _ = truckNew(&live)
    _ = truckNew(&freed)
    _ = truckNew(&stocked)
    truckFree(freed)
    self.live = live
    self.freed = freed
    self.stocked = stocked
    self.active = active
    var first = foodtruck_order_line(donut_id: 2, quantity: 3)
    var number: Int32 = 0
    _ = orderPlace(stocked, &first, 1, MisuseFixture.now, &number)
    _ = orderPlace(active, &first, 1, MisuseFixture.now, &number)
    _ = orderApply(active, 1, FOODTRUCK_ORDER_PREPARE, MisuseFixture.now)
    _ = orderPlace(active, &first, 1, MisuseFixture.now, &number)
    events = .allocate(capacity: MisuseFixture.room)
    events.initialize(repeating: .sentinel, count: MisuseFixture.room)
    lines = .allocate(capacity: MisuseFixture.room)
    lines.initialize(
      repeating: foodtruck_order_line(donut_id: 0, quantity: 1), count: MisuseFixture.room)
    sales = .allocate(capacity: MisuseFixture.room)
    sales.initialize(repeating: 0, count: MisuseFixture.room)
    top = .allocate(capacity: MisuseFixture.room)
    top.initialize(repeating: foodtruck_donut_sales(), count: MisuseFixture.room)
    points = .allocate(capacity: MisuseFixture.room)
    points.initialize(repeating: foodtruck_sales_point(), count: MisuseFixture.room)
    foreign = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
      .initializeMemory(as: foodtruck_truck.self, repeating: foodtruck_truck(), count: 1)
    text = .allocate(capacity: MisuseFixture.room)
    text.initialize(repeating: 0, count: MisuseFixture.room)
    ids = .allocate(capacity: MisuseFixture.room)
    ids.initialize(repeating: 0, count: MisuseFixture.room)
    rects = .allocate(capacity: MisuseFixture.room)
    rects.initialize(repeating: foodtruck_rect(), count: MisuseFixture.room)
    segments = .allocate(capacity: MisuseFixture.room)
    segments.initialize(repeating: foodtruck_gauge_segment(), count: MisuseFixture.room)
    doubles = .allocate(capacity: MisuseFixture.room)
    doubles.initialize(repeating: 0, count: MisuseFixture.room)
    hours = .allocate(capacity: MisuseFixture.room)
    hours.initialize(repeating: foodtruck_forecast_hour(), count: MisuseFixture.room)
    ranges = .allocate(capacity: MisuseFixture.room)
    ranges.initialize(repeating: foodtruck_time_range(), count: MisuseFixture.room)
    svg = .allocate(capacity: MisuseFixture.svgRoom)
    svg.initialize(repeating: 0, count: MisuseFixture.svgRoom)
    items = .allocate(capacity: 3)
    items.initialize(
      from: [
        foodtruck_size(width: 30, height: 10), foodtruck_size(width: 40, height: 20),
        foodtruck_size(width: 50, height: 15),
      ], count: 3)
  }

  deinit {
    truckFree(live)
    truckFree(stocked)
    truckFree(active)
    events.deallocate()
    foreign.deallocate()
    text.deallocate()
    ids.deallocate()
    lines.deallocate()
    sales.deallocate()
    top.deallocate()
    points.deallocate()
    rects.deallocate()
    segments.deallocate()
    doubles.deallocate()
    hours.deallocate()
    ranges.deallocate()
    svg.deallocate()
    items.deallocate()
  }
}

/// One row: what is wrong, the call, and the status it must return.
struct Misuse: Sendable, Identifiable, CustomTestStringConvertible {
  let label: String
  let expected: foodtruck_status
  let call: @Sendable (MisuseFixture) -> foodtruck_status

  init(
    _ label: String, _ expected: foodtruck_status,
    _ call: @escaping @Sendable (MisuseFixture) -> foodtruck_status
  ) {
    self.label = label
    self.expected = expected
    self.call = call
  }

  var id: String { label }
  var testDescription: String { label }
  /// The C function the row calls: the label up to the colon.
  var function: String { String(label.prefix { $0 != ":" }) }

  /// Runs the row on a fresh fixture: the status, and the calling thread's last error read
  /// right after the call (before the fixture's own cleanup calls can change it).
  func run() -> (status: foodtruck_status, message: String) {
    let fixture = MisuseFixture()
    return withExtendedLifetime(fixture) {
      let status = call(fixture)
      return (status, lastErrorText)
    }
  }
}

// MARK: - Row families

/// NULL, freed and foreign truck handles.
private func badTrucks(
  _ function: String,
  _ call:
    @escaping @Sendable (MisuseFixture, UnsafeMutablePointer<foodtruck_truck>?) -> foodtruck_status
) -> [Misuse] {
  [
    Misuse("\(function): truck NULL", FOODTRUCK_ERR_INVALID_HANDLE) { call($0, nil) },
    Misuse("\(function): truck freed", FOODTRUCK_ERR_INVALID_HANDLE) { call($0, $0.freed) },
    Misuse("\(function): truck foreign pointer", FOODTRUCK_ERR_INVALID_HANDLE) {
      call($0, $0.foreign)
    },
  ]
}

/// A NULL buffer with a nonzero capacity, capacities above PTRDIFF_MAX (a negative count cast
/// to size_t) with a NULL and with a real buffer, and a real buffer with capacity 0 (too small:
/// every call using this family has a non-empty result).
private func badBuffers<T>(
  _ function: String, _ buffer: @escaping @Sendable (MisuseFixture) -> UnsafeMutablePointer<T>,
  _ call: @escaping @Sendable (MisuseFixture, UnsafeMutablePointer<T>?, UInt) -> foodtruck_status
) -> [Misuse] {
  [
    Misuse("\(function): capacity 0, real buffer", FOODTRUCK_ERR_BUFFER_TOO_SMALL) {
      call($0, buffer($0), 0)
    },
    Misuse("\(function): buffer NULL with capacity 8", FOODTRUCK_ERR_NULL_ARGUMENT) {
      call($0, nil, 8)
    },
    Misuse("\(function): capacity UInt.max, buffer NULL", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      call($0, nil, .max)
    },
    Misuse("\(function): capacity UInt.max, real buffer", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      call($0, buffer($0), .max)
    },
    Misuse("\(function): capacity Int.max + 1, real buffer", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      call($0, buffer($0), UInt(Int.max) + 1)
    },
  ]
}

/// Byte strings that are not UTF-8.
private let invalidUTF8: [(String, [UInt8])] = [
  ("lone 0xFF", [0x44, 0xFF]),
  ("lone continuation byte", [0x80, 0x41]),
  ("bad continuation", [0xC3, 0x28]),
  ("overlong slash", [0xC0, 0xAF]),
  ("UTF-16 surrogate", [0xED, 0xA0, 0x80]),
  ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
  ("truncated sequence at the end", [0x61, 0xE2, 0x82]),
]

private func badTexts(
  _ function: String, _ parameter: String, maximumBytes: Int,
  _ call: @escaping @Sendable (MisuseFixture, UnsafePointer<CChar>) -> foodtruck_status
) -> [Misuse] {
  invalidUTF8.map { name, bytes in
    Misuse("\(function): \(parameter) \(name)", FOODTRUCK_ERR_INVALID_UTF8) { fixture in
      withCString(bytes: bytes) { call(fixture, $0) }
    }
  }
    + [("1 byte longer than", maximumBytes + 1), ("1 MiB, longer than", 1 << 20)].map {
      label, length in
      // Longer than its limit: refused before it is decoded. Past the limit the bytes are not
      // UTF-8, which would give FOODTRUCK_ERR_INVALID_UTF8 if they were ever read.
      let bytes =
        [UInt8](repeating: 0x61, count: maximumBytes + 1)
        + [UInt8](repeating: 0xFF, count: length - maximumBytes - 1)
      return Misuse(
        "\(function): \(parameter) \(label) \(maximumBytes) bytes", FOODTRUCK_ERR_INVALID_ARGUMENT
      ) { fixture in
        withCString(bytes: bytes) { call(fixture, $0) }
      }
    }
}

/// Enum values outside their C enum.
private let badEnumValues: [UInt32] = [99, UInt32.max]

/// Instants outside the years 1 to 9999 (FOODTRUCK_ERR_INVALID_ARGUMENT), and the first and last
/// accepted ones (FOODTRUCK_OK: the extremes neither overflow nor trap).
private let badNows: [(String, Int64)] = [
  ("now Int64.min", .min), ("now Int64.max", .max),
  ("now one ms before year 1", -62_135_596_800_001),
  ("now one ms after year 9999", 253_402_300_800_000),
]
private let extremeNows: [(String, Int64)] = [
  ("now at the first ms of year 1 is fine", -62_135_596_800_000),
  ("now at the last ms of year 9999 is fine", 253_402_300_799_999),
]

/// The `now` rows of a function. For a step of an order's lifecycle (`afterPlacement`), the
/// first ms of year 1 is before the order was placed: time moves forward, so it is refused.
private func nows(
  _ function: String, afterPlacement: Bool = false,
  _ call: @escaping @Sendable (MisuseFixture, Int64) -> foodtruck_status
) -> [Misuse] {
  badNows.map { label, now in
    Misuse("\(function): \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) { call($0, now) }
  }
    + extremeNows.map { label, now in
      if afterPlacement && now < 0 {
        return Misuse(
          "\(function): now at the first ms of year 1 is before the order was placed",
          FOODTRUCK_ERR_INVALID_ARGUMENT
        ) {
          call($0, now)
        }
      }
      return Misuse("\(function): \(label)", FOODTRUCK_OK) { call($0, now) }
    }
}

/// Order numbers no order has (the stocked truck holds order 1 only).
private let unknownNumbers: [Int32] = [0, -1, 2, Int32.max, Int32.min]

private func badNumbers(
  _ function: String, _ call: @escaping @Sendable (MisuseFixture, Int32) -> foodtruck_status
) -> [Misuse] {
  unknownNumbers.map { number in
    Misuse("\(function): number \(number)", FOODTRUCK_ERR_NOT_FOUND) { call($0, number) }
  }
}

/// Counts, offsets and limits above PTRDIFF_MAX (negative values cast to size_t).
private func hugeCounts(
  _ function: String, _ parameter: String,
  _ call: @escaping @Sendable (MisuseFixture, UInt) -> foodtruck_status
) -> [Misuse] {
  [
    Misuse("\(function): \(parameter) UInt.max", FOODTRUCK_ERR_INVALID_ARGUMENT) { call($0, .max) },
    Misuse("\(function): \(parameter) Int.max + 1", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      call($0, UInt(Int.max) + 1)
    },
  ]
}

/// foodtruck_order_action values outside the three actions, FOODTRUCK_ORDER_ACTION_NONE (-1) included.
private let badActions: [Int32] = [-1, 3, Int32.max, Int32.min]
/// foodtruck_city values outside the enum (FOODTRUCK_CITY_ALL, -1, is valid for sales).
private let badCities: [Int32] = [-2, 3, Int32.max, Int32.min]
private let badTimeframes: [UInt32] = [4, 99, UInt32.max]
private let badStatuses: [UInt32] = [4, 99, UInt32.max]
private let badSorts: [UInt32] = [4, 9, UInt32.max]
private let badStatusMasks: [(String, UInt32)] = [
  ("status_mask 0x10", 0x10), ("status_mask 0xFFFFFFFF", .max),
  ("status_mask 0x8000000F", 0x8000_000F),
]

private func badTimeframeRows(
  _ function: String,
  _ call: @escaping @Sendable (MisuseFixture, foodtruck_timeframe) -> foodtruck_status
) -> [Misuse] {
  badTimeframes.map { raw in
    Misuse("\(function): timeframe \(raw)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      call($0, foodtruck_timeframe(rawValue: raw))
    }
  }
}

private func badCityRows(
  _ function: String,
  _ call: @escaping @Sendable (MisuseFixture, foodtruck_city) -> foodtruck_status
) -> [Misuse] {
  badCities.map { raw in
    Misuse("\(function): city \(raw)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      call($0, foodtruck_city(rawValue: raw))
    }
  }
}

private func badActionRows(
  _ function: String,
  _ call: @escaping @Sendable (MisuseFixture, foodtruck_order_action) -> foodtruck_status
) -> [Misuse] {
  badActions.map { raw in
    Misuse("\(function): action \(raw)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      call($0, foodtruck_order_action(rawValue: raw))
    }
  }
}

/// Live activity ids no activity has (the active truck holds activity 1 only).
private let unknownActivityIds: [Int32] = [0, -1, 2, Int32.max, Int32.min]
/// Order numbers the active truck does not have (it holds orders 1 and 2).
private let unknownOrderNumbers: [Int32] = [0, -1, 3, Int32.max, Int32.min]
/// Relevances that are not finite numbers.
private let badRelevances: [(String, Double)] = [
  ("relevance nan", .nan), ("relevance signaling nan", .signalingNaN),
  ("relevance infinity", .infinity), ("relevance -infinity", -.infinity),
]
private let badPolicies: [UInt32] = [3, 99, UInt32.max]
private let badSlots: [UInt32] = [11, 99, UInt32.max]

private func notFound(
  _ function: String, _ parameter: String, _ values: [Int32],
  _ call: @escaping @Sendable (MisuseFixture, Int32) -> foodtruck_status
) -> [Misuse] {
  values.map { value in
    Misuse("\(function): \(parameter) \(value)", FOODTRUCK_ERR_NOT_FOUND) { call($0, value) }
  }
}

/// The instants of badNows for another parameter: "<parameter> Int64.min<suffix>" and so on.
private func badInstants(
  _ function: String, _ parameter: String, suffix: String = "",
  _ call: @escaping @Sendable (MisuseFixture, Int64) -> foodtruck_status
) -> [Misuse] {
  badNows.map { label, value in
    Misuse(
      "\(function): \(parameter)\(label.dropFirst(3))\(suffix)", FOODTRUCK_ERR_INVALID_ARGUMENT
    ) {
      call($0, value)
    }
  }
}

// MARK: - Layout and chart families

/// Doubles that are not finite numbers.
private let notFinite: [(String, Double)] = [
  ("nan", .nan), ("signaling nan", .signalingNaN), ("infinity", .infinity),
  ("-infinity", -.infinity),
]
/// Negative lengths (-0.0 is zero, and fine).
private let negativeLengths: [(String, Double)] = [
  ("-1", -1), ("-leastNonzeroMagnitude", -.leastNonzeroMagnitude),
  ("-greatestFiniteMagnitude", -.greatestFiniteMagnitude),
]
/// Picture sides outside 1 to 10,000 points.
private let badSides: [(String, Double)] =
  notFinite + [
    ("0", 0), ("0.999", 0.999), ("10000.5", 10_000.5), ("-1", -1),
  ]
/// Enum values outside a three-value C enum (alignments, chart kinds).
private let badThreeValueEnums: [UInt32] = [3, 99, UInt32.max]

/// Rows for one double parameter: each value with its label, all expecting `expected`.
private func reals(
  _ function: String, _ parameter: String, _ values: [(String, Double)],
  _ expected: foodtruck_status,
  suffix: String = "", _ call: @escaping @Sendable (MisuseFixture, Double) -> foodtruck_status
) -> [Misuse] {
  values.map { label, value in
    Misuse("\(function): \(parameter) \(label)\(suffix)", expected) { call($0, value) }
  }
}

/// Bounds with a field that is not finite or a negative size (FOODTRUCK_ERR_INVALID_ARGUMENT), and
/// bounds that are fine: a negative origin, an empty rectangle, a -0.0 width.
private func badRects(
  _ function: String,
  _ call: @escaping @Sendable (MisuseFixture, foodtruck_rect) -> foodtruck_status
) -> [Misuse] {
  let good = foodtruck_rect(x: 10, y: 20, width: 120, height: 90)
  var rows: [Misuse] = []
  for field in ["x", "y", "width", "height"] {
    let values = notFinite + (field == "width" || field == "height" ? negativeLengths : [])
    for (label, value) in values {
      var bad = good
      switch field {
      case "x": bad.x = value
      case "y": bad.y = value
      case "width": bad.width = value
      default: bad.height = value
      }
      let rect = bad
      rows.append(
        Misuse("\(function): bounds.\(field) \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
          call($0, rect)
        })
    }
  }
  let fine: [(String, foodtruck_rect)] = [
    (
      "bounds at a negative origin is fine",
      foodtruck_rect(x: -1e6, y: -1e6, width: 120, height: 90)
    ),
    ("bounds empty is fine", foodtruck_rect(x: 0, y: 0, width: 0, height: 0)),
    ("bounds.width -0.0 is fine", foodtruck_rect(x: 0, y: 0, width: -0.0, height: 90)),
  ]
  rows += fine.map { label, rect in Misuse("\(function): \(label)", FOODTRUCK_OK) { call($0, rect) }
  }
  return rows
}

// MARK: - The table

let misuseMatrix: [Misuse] = {
  var rows: [Misuse] = []

  // foodtruck_truck_*
  rows += [
    Misuse("foodtruck_truck_new: truck_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) { _ in truckNew(nil)
    },
    Misuse("foodtruck_truck_free: truck NULL is a no-op", FOODTRUCK_OK) { _ in truckFree(nil) },
    Misuse("foodtruck_truck_free: truck freed", FOODTRUCK_ERR_INVALID_HANDLE) {
      truckFree($0.freed)
    },
    Misuse("foodtruck_truck_free: truck foreign pointer", FOODTRUCK_ERR_INVALID_HANDLE) {
      truckFree($0.foreign)
    },
    Misuse("foodtruck_truck_free: forged handle value", FOODTRUCK_ERR_INVALID_HANDLE) { _ in
      truckFree(UnsafeMutablePointer(bitPattern: UInt(0xFFFF_FFFF_FFFF_FFF1)))
    },
  ]
  rows += badTrucks("foodtruck_truck_set_locale") { truckSetLocale($1, FOODTRUCK_LOCALE_AR) }
  rows += badEnumValues.map { raw in
    Misuse("foodtruck_truck_set_locale: locale \(raw)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      truckSetLocale($0.live, foodtruck_locale(rawValue: raw))
    }
  }
  rows += [
    Misuse("foodtruck_truck_set_locale: locale 2", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      truckSetLocale($0.live, foodtruck_locale(rawValue: 2))
    }
  ]
  rows += badTrucks("foodtruck_truck_locale") { truckLocale($1, &$0.locale) }
  rows += [
    Misuse("foodtruck_truck_locale: locale_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      truckLocale($0.live, nil)
    }
  ]
  rows += badTrucks("foodtruck_truck_is_right_to_left") { truckIsRightToLeft($1, &$0.flag) }
  rows += [
    Misuse("foodtruck_truck_is_right_to_left: right_to_left_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT)
    {
      truckIsRightToLeft($0.live, nil)
    }
  ]

  // foodtruck_flavor_*
  rows += badTrucks("foodtruck_flavor_name") {
    flavorName($1, FOODTRUCK_FLAVOR_SWEET, $0.text, 64, &$0.size)
  }
  rows += ([6] + badEnumValues).map { raw in
    Misuse("foodtruck_flavor_name: flavor \(raw)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      flavorName($0.live, foodtruck_flavor(rawValue: raw), $0.text, 64, &$0.size)
    }
  }
  rows += badBuffers("foodtruck_flavor_name", \.text) {
    flavorName($0.live, FOODTRUCK_FLAVOR_SWEET, $1, $2, &$0.size)
  }
  rows += [
    Misuse("foodtruck_flavor_profile_most_potent: profile NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      flavorProfileMostPotent(nil, &$0.flavor, &$0.value)
    },
    Misuse("foodtruck_flavor_profile_most_potent: flavor_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      flavorProfileMostPotent(&$0.profile, nil, &$0.value)
    },
    Misuse("foodtruck_flavor_profile_most_potent: value_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      flavorProfileMostPotent(&$0.profile, &$0.flavor, nil)
    },
    Misuse("foodtruck_flavor_profile_most_potent: extreme values are fine", FOODTRUCK_OK) {
      $0.profile = foodtruck_flavor_profile(
        salty: .min, sweet: .max, bitter: .min, sour: .max, savory: -1, spicy: .max)
      return flavorProfileMostPotent(&$0.profile, &$0.flavor, &$0.value)
    },
  ]

  // foodtruck_ingredient_*
  let badKinds = [3] + badEnumValues
  let badIndices: [(foodtruck_ingredient_kind, Int32)] = [
    (FOODTRUCK_INGREDIENT_DOUGH, -1), (FOODTRUCK_INGREDIENT_DOUGH, 7),
    (FOODTRUCK_INGREDIENT_GLAZE, 7),
    (FOODTRUCK_INGREDIENT_TOPPING, 24), (FOODTRUCK_INGREDIENT_TOPPING, Int32.max),
    (FOODTRUCK_INGREDIENT_GLAZE, Int32.min),
  ]
  rows += badKinds.map { raw in
    Misuse("foodtruck_ingredient_count: kind \(raw)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      ingredientCount(foodtruck_ingredient_kind(rawValue: raw), &$0.size)
    }
  }
  rows += [
    Misuse("foodtruck_ingredient_count: count_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) { _ in
      ingredientCount(FOODTRUCK_INGREDIENT_DOUGH, nil)
    }
  ]

  rows += badKinds.map { raw in
    Misuse("foodtruck_ingredient_flavors: kind \(raw)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      ingredientFlavors(foodtruck_ingredient_kind(rawValue: raw), 0, &$0.profile)
    }
  }
  rows += badIndices.map { kind, index in
    Misuse(
      "foodtruck_ingredient_flavors: kind \(kind.rawValue) index \(index)",
      FOODTRUCK_ERR_INVALID_ARGUMENT
    ) {
      ingredientFlavors(kind, index, &$0.profile)
    }
  }
  rows += [
    Misuse("foodtruck_ingredient_flavors: flavors_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) { _ in
      ingredientFlavors(FOODTRUCK_INGREDIENT_DOUGH, 0, nil)
    }
  ]

  typealias TextCall =
    @Sendable (
      foodtruck_ingredient_kind, Int32, UnsafeMutablePointer<CChar>?, UInt,
      UnsafeMutablePointer<UInt>?
    ) -> foodtruck_status
  let textFunctions: [(String, TextCall)] = [
    ("foodtruck_ingredient_slug", { ingredientSlug($0, $1, $2, $3, $4) }),
    ("foodtruck_ingredient_image_key", { ingredientImageKey($0, $1, $2, $3, $4) }),
  ]
  for (name, call) in textFunctions {
    rows += badKinds.map { raw in
      Misuse("\(name): kind \(raw)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
        call(foodtruck_ingredient_kind(rawValue: raw), 0, $0.text, 64, &$0.size)
      }
    }
    rows += badIndices.map { kind, index in
      Misuse("\(name): kind \(kind.rawValue) index \(index)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
        call(kind, index, $0.text, 64, &$0.size)
      }
    }
    rows += badBuffers(name, \.text) { call(FOODTRUCK_INGREDIENT_TOPPING, 10, $1, $2, &$0.size) }
  }

  rows += badTrucks("foodtruck_ingredient_name") {
    ingredientName($1, FOODTRUCK_INGREDIENT_GLAZE, 1, $0.text, 64, &$0.size)
  }
  rows += badKinds.map { raw in
    Misuse("foodtruck_ingredient_name: kind \(raw)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      ingredientName($0.live, foodtruck_ingredient_kind(rawValue: raw), 0, $0.text, 64, &$0.size)
    }
  }
  rows += badIndices.map { kind, index in
    Misuse(
      "foodtruck_ingredient_name: kind \(kind.rawValue) index \(index)",
      FOODTRUCK_ERR_INVALID_ARGUMENT
    ) {
      ingredientName($0.live, kind, index, $0.text, 64, &$0.size)
    }
  }
  rows += badBuffers("foodtruck_ingredient_name", \.text) {
    ingredientName($0.live, FOODTRUCK_INGREDIENT_GLAZE, 1, $1, $2, &$0.size)
  }

  // foodtruck_donut_* (reading)
  let unknownIDs: [Int32] = [-1, 17, Int32.max, Int32.min]
  rows += badTrucks("foodtruck_donut_count") { donutCount($1, &$0.size) }
  rows += [
    Misuse("foodtruck_donut_count: count_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      donutCount($0.live, nil)
    }
  ]

  rows += badTrucks("foodtruck_donut_get") { donutGet($1, 0, &$0.donut) }
  rows += unknownIDs.map { id in
    Misuse("foodtruck_donut_get: donut_id \(id)", FOODTRUCK_ERR_NOT_FOUND) {
      donutGet($0.live, id, &$0.donut)
    }
  }
  rows += [
    Misuse("foodtruck_donut_get: donut_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      donutGet($0.live, 0, nil)
    }
  ]

  rows += badTrucks("foodtruck_donut_name") { donutName($1, 0, $0.text, 64, &$0.size) }
  rows += unknownIDs.map { id in
    Misuse("foodtruck_donut_name: donut_id \(id)", FOODTRUCK_ERR_NOT_FOUND) {
      donutName($0.live, id, $0.text, 64, &$0.size)
    }
  }
  rows += badBuffers("foodtruck_donut_name", \.text) { donutName($0.live, 0, $1, $2, &$0.size) }

  rows += badTrucks("foodtruck_donut_search") { donutSearch($1, "lemon", $0.ids, 64, &$0.size) }
  rows += [
    Misuse("foodtruck_donut_search: text NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      donutSearch($0.live, nil, $0.ids, 64, &$0.size)
    }
  ]
  rows += badTexts("foodtruck_donut_search", "text", maximumBytes: Int(FOODTRUCK_SEARCH_MAX_BYTES))
  {
    donutSearch($0.live, $1, $0.ids, 64, &$0.size)
  }
  rows += badBuffers("foodtruck_donut_search", \.ids) { donutSearch($0.live, "", $1, $2, &$0.size) }

  rows += badTrucks("foodtruck_donut_sort_by_name") { donutSortByName($1, $0.ids, 64, &$0.size) }
  rows += badBuffers("foodtruck_donut_sort_by_name", \.ids) {
    donutSortByName($0.live, $1, $2, &$0.size)
  }

  rows += badTrucks("foodtruck_donut_sort_by_flavor") {
    donutSortByFlavor($1, FOODTRUCK_FLAVOR_SOUR, $0.ids, 64, &$0.size)
  }
  rows += ([6] + badEnumValues).map { raw in
    Misuse("foodtruck_donut_sort_by_flavor: flavor \(raw)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      donutSortByFlavor($0.live, foodtruck_flavor(rawValue: raw), $0.ids, 64, &$0.size)
    }
  }
  rows += badBuffers("foodtruck_donut_sort_by_flavor", \.ids) {
    donutSortByFlavor($0.live, FOODTRUCK_FLAVOR_SOUR, $1, $2, &$0.size)
  }

  // foodtruck_donut_* (editor)
  rows += badTrucks("foodtruck_donut_template") { donutTemplate($1, &$0.donut) }
  rows += [
    Misuse("foodtruck_donut_template: donut_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      donutTemplate($0.live, nil)
    }
  ]

  rows += badTrucks("foodtruck_donut_template_name") {
    donutTemplateName($1, $0.text, 64, &$0.size)
  }
  rows += badBuffers("foodtruck_donut_template_name", \.text) {
    donutTemplateName($0.live, $1, $2, &$0.size)
  }

  let badRecipes: [(String, Int32, Int32, Int32)] = [
    ("dough -1", -1, 1, 1), ("dough 7", 7, 1, 1), ("dough Int32.max", .max, 1, 1),
    ("dough Int32.min", .min, 1, 1),
    ("glaze -2", 4, -2, 1), ("glaze 7", 4, 7, 1), ("glaze Int32.max", 4, .max, 1),
    ("glaze Int32.min", 4, .min, 1),
    ("topping -2", 4, 1, -2), ("topping 24", 4, 1, 24), ("topping Int32.max", 4, 1, .max),
    ("topping Int32.min", 4, 1, .min),
  ]
  let badNames: [(String, String)] = [
    ("name empty", ""), ("name only spaces", "   "),
    ("name 65 characters", String(repeating: "n", count: 65)),
    ("name with a control character", "Bell\u{07}"),
    ("name with a bidi override", "Evil\u{202E}Name"),
  ]

  rows += badTrucks("foodtruck_donut_create") { donutCreate($1, "Cruller", 4, 1, 1, &$0.id) }
  rows += [
    Misuse("foodtruck_donut_create: name NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      donutCreate($0.live, nil, 4, 1, 1, &$0.id)
    },
    Misuse("foodtruck_donut_create: id_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      donutCreate($0.live, "Cruller", 4, 1, 1, nil)
    },
  ]
  rows += badTexts(
    "foodtruck_donut_create", "name", maximumBytes: Int(FOODTRUCK_DONUT_NAME_MAX_BYTES)
  ) {
    donutCreate($0.live, $1, 4, 1, 1, &$0.id)
  }
  rows += badRecipes.map { label, dough, glaze, topping in
    Misuse("foodtruck_donut_create: \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      donutCreate($0.live, "Cruller", dough, glaze, topping, &$0.id)
    }
  }
  rows += badNames.map { label, name in
    Misuse("foodtruck_donut_create: \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      donutCreate($0.live, name, 4, 1, 1, &$0.id)
    }
  }

  rows += badTrucks("foodtruck_donut_edit") { donutEdit($1, 0, "Remix", 4, 1, 1) }
  rows += unknownIDs.map { id in
    Misuse("foodtruck_donut_edit: donut_id \(id)", FOODTRUCK_ERR_NOT_FOUND) {
      donutEdit($0.live, id, "Remix", 4, 1, 1)
    }
  }
  rows += [
    Misuse("foodtruck_donut_edit: name NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      donutEdit($0.live, 0, nil, 4, 1, 1)
    }
  ]
  rows += badTexts(
    "foodtruck_donut_edit", "name", maximumBytes: Int(FOODTRUCK_DONUT_NAME_MAX_BYTES)
  ) {
    donutEdit($0.live, 0, $1, 4, 1, 1)
  }
  rows += badRecipes.map { label, dough, glaze, topping in
    Misuse("foodtruck_donut_edit: \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      donutEdit($0.live, 0, "Remix", dough, glaze, topping)
    }
  }
  rows += badNames.map { label, name in
    Misuse("foodtruck_donut_edit: \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      donutEdit($0.live, 0, name, 4, 1, 1)
    }
  }

  // foodtruck_truck_* (settings)
  rows += badTrucks("foodtruck_truck_set_utc_offset") { truckSetUTCOffset($1, 60) }
  rows += [("1440", 1440), ("-1440", -1440), ("Int32.max", .max), ("Int32.min", .min)].map {
    label, minutes in
    Misuse("foodtruck_truck_set_utc_offset: minutes \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      truckSetUTCOffset($0.live, minutes)
    }
  }
  rows += badTrucks("foodtruck_truck_utc_offset") { truckUTCOffset($1, &$0.value) }
  rows += [
    Misuse("foodtruck_truck_utc_offset: minutes_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      truckUTCOffset($0.live, nil)
    }
  ]

  rows += badTrucks("foodtruck_truck_set_weekend_days") { truckSetWeekendDays($1, 0x41) }
  rows += [
    ("weekday_mask 0x80", 0x80), ("weekday_mask 0x7F (all seven days)", 0x7F),
    ("weekday_mask 0xFFFFFFFF", .max),
  ].map { label, mask in
    Misuse("foodtruck_truck_set_weekend_days: \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      truckSetWeekendDays($0.live, mask)
    }
  }
  rows += badTrucks("foodtruck_truck_weekend_days") { truckWeekendDays($1, &$0.mask) }
  rows += [
    Misuse("foodtruck_truck_weekend_days: weekday_mask_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      truckWeekendDays($0.live, nil)
    }
  ]

  rows += badTrucks("foodtruck_truck_set_price") { truckSetPrice($1, 578) }
  rows += [
    ("-1", -1), ("10000001", 10_000_001), ("Int64.min", .min), ("Int64.max", .max),
  ].map { label, cents in
    Misuse("foodtruck_truck_set_price: cents_per_donut \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      truckSetPrice($0.live, cents)
    }
  }
  rows += badTrucks("foodtruck_truck_price") { truckPrice($1, &$0.int64) }
  rows += [
    Misuse("foodtruck_truck_price: cents_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      truckPrice($0.live, nil)
    }
  ]

  // foodtruck_truck_* (simulation)
  rows += badTrucks("foodtruck_truck_simulate") { truckSimulate($1, 1, MisuseFixture.now, 20) }
  rows += nows("foodtruck_truck_simulate") { truckSimulate($0.live, 1, $1, 20) }
  rows += [
    ("-1", -1), ("1000001", 1_000_001), ("Int32.min", .min), ("Int32.max", .max),
  ].map { label, limit in
    Misuse("foodtruck_truck_simulate: stream_limit \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      truckSimulate($0.live, 1, MisuseFixture.now, limit)
    }
  }
  rows += [
    Misuse("foodtruck_truck_simulate: seed 0 is fine", FOODTRUCK_OK) {
      truckSimulate($0.live, 0, MisuseFixture.now, 20)
    },
    Misuse("foodtruck_truck_simulate: seed UInt64.max is fine", FOODTRUCK_OK) {
      truckSimulate($0.live, .max, MisuseFixture.now, 1_000_000)
    },
    Misuse("foodtruck_truck_simulate: a session that has orders", FOODTRUCK_ERR_INVALID_STATE) {
      truckSimulate($0.stocked, 1, MisuseFixture.now, 20)
    },
  ]

  rows += badTrucks("foodtruck_truck_tick") { truckTick($1, MisuseFixture.now, &$0.value) }
  rows += nows("foodtruck_truck_tick") { truckTick($0.live, $1, &$0.value) }
  rows += [
    Misuse("foodtruck_truck_tick: arrived_out NULL is optional", FOODTRUCK_OK) {
      truckTick($0.live, MisuseFixture.now, nil)
    }
  ]

  // foodtruck_donut_sort_by_popularity
  rows += badTrucks("foodtruck_donut_sort_by_popularity") {
    donutSortByPopularity($1, FOODTRUCK_TIMEFRAME_WEEK, MisuseFixture.now, $0.ids, 64, &$0.size)
  }
  rows += badTimeframeRows("foodtruck_donut_sort_by_popularity") {
    donutSortByPopularity($0.live, $1, MisuseFixture.now, $0.ids, 64, &$0.size)
  }
  rows += nows("foodtruck_donut_sort_by_popularity") {
    donutSortByPopularity($0.live, FOODTRUCK_TIMEFRAME_WEEK, $1, $0.ids, 64, &$0.size)
  }
  rows += badBuffers("foodtruck_donut_sort_by_popularity", \.ids) {
    donutSortByPopularity($0.live, FOODTRUCK_TIMEFRAME_WEEK, MisuseFixture.now, $1, $2, &$0.size)
  }

  // foodtruck_order_* (placing and reading)
  rows += badTrucks("foodtruck_order_place") {
    orderPlace($1, &$0.line, 1, MisuseFixture.now, &$0.id)
  }
  rows += [
    Misuse("foodtruck_order_place: lines NULL with line_count 1", FOODTRUCK_ERR_NULL_ARGUMENT) {
      orderPlace($0.live, nil, 1, MisuseFixture.now, &$0.id)
    },
    Misuse(
      "foodtruck_order_place: lines NULL with line_count 0 (no lines)",
      FOODTRUCK_ERR_INVALID_ARGUMENT
    ) {
      orderPlace($0.live, nil, 0, MisuseFixture.now, &$0.id)
    },
    Misuse("foodtruck_order_place: line_count 0", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      orderPlace($0.live, &$0.line, 0, MisuseFixture.now, &$0.id)
    },
    Misuse("foodtruck_order_place: line_count 65", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      orderPlace($0.live, $0.lines, 65, MisuseFixture.now, &$0.id)
    },
    Misuse("foodtruck_order_place: number_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      orderPlace($0.live, &$0.line, 1, MisuseFixture.now, nil)
    },
  ]
  rows += hugeCounts("foodtruck_order_place", "line_count") {
    orderPlace($0.live, $0.lines, $1, MisuseFixture.now, &$0.id)
  }
  rows += [
    ("donut_id -1", [(-1, 1)]), ("donut_id 17", [(17, 1)]), ("donut_id Int32.min", [(.min, 1)]),
    ("count 0", [(0, 0)]), ("count 100", [(0, 100)]), ("count Int32.min", [(0, .min)]),
    ("donut listed twice", [(4, 1), (4, 1)]),
  ].map { (label: String, lines: [(Int32, Int32)]) in
    Misuse("foodtruck_order_place: lines \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) { fixture in
      var cLines = lines.map { foodtruck_order_line(donut_id: $0.0, quantity: $0.1) }
      return orderPlace(fixture.live, &cLines, UInt(cLines.count), MisuseFixture.now, &fixture.id)
    }
  }
  rows += nows("foodtruck_order_place") { orderPlace($0.live, &$0.line, 1, $1, &$0.id) }

  rows += badTrucks("foodtruck_order_get") { orderGet($1, 1, &$0.order) }
  rows += badNumbers("foodtruck_order_get") { orderGet($0.stocked, $1, &$0.order) }
  rows += [
    Misuse("foodtruck_order_get: order_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      orderGet($0.stocked, 1, nil)
    }
  ]

  rows += badTrucks("foodtruck_order_lines") { orderLines($1, 1, $0.lines, 64, &$0.size) }
  rows += badNumbers("foodtruck_order_lines") { orderLines($0.stocked, $1, $0.lines, 64, &$0.size) }
  rows += badBuffers("foodtruck_order_lines", \.lines) {
    orderLines($0.stocked, 1, $1, $2, &$0.size)
  }

  typealias IdCall =
    @Sendable (
      UnsafeMutablePointer<foodtruck_truck>?, Int32, UnsafeMutablePointer<CChar>?, UInt,
      UnsafeMutablePointer<UInt>?
    ) -> foodtruck_status
  let idFunctions: [(String, IdCall)] = [
    ("foodtruck_order_display_id", { orderDisplayId($0, $1, $2, $3, $4) }),
    ("foodtruck_order_short_id", { orderShortId($0, $1, $2, $3, $4) }),
  ]
  for (name, call) in idFunctions {
    rows += badTrucks(name) { call($1, 1, $0.text, 64, &$0.size) }
    rows += badNumbers(name) { call($0.stocked, $1, $0.text, 64, &$0.size) }
    rows += badBuffers(name, \.text) { call($0.stocked, 1, $1, $2, &$0.size) }
  }

  // foodtruck_order_* (lifecycle)
  rows += badTrucks("foodtruck_order_apply") {
    orderApply($1, 1, FOODTRUCK_ORDER_PREPARE, MisuseFixture.now)
  }
  rows += badNumbers("foodtruck_order_apply") {
    orderApply($0.stocked, $1, FOODTRUCK_ORDER_PREPARE, MisuseFixture.now)
  }
  rows += badActionRows("foodtruck_order_apply") {
    orderApply($0.stocked, 1, $1, MisuseFixture.now)
  }
  rows += nows("foodtruck_order_apply", afterPlacement: true) {
    orderApply($0.stocked, 1, FOODTRUCK_ORDER_PREPARE, $1)
  }
  rows += [
    Misuse(
      "foodtruck_order_apply: an action that does not apply to the status",
      FOODTRUCK_ERR_INVALID_STATE
    ) {
      orderApply($0.stocked, 1, FOODTRUCK_ORDER_COMPLETE, MisuseFixture.now)
    }
  ]

  rows += badTrucks("foodtruck_order_advance") {
    orderAdvance($1, 1, MisuseFixture.now, &$0.orderStatus)
  }
  rows += badNumbers("foodtruck_order_advance") {
    orderAdvance($0.stocked, $1, MisuseFixture.now, &$0.orderStatus)
  }
  rows += nows("foodtruck_order_advance", afterPlacement: true) {
    orderAdvance($0.stocked, 1, $1, &$0.orderStatus)
  }
  rows += [
    Misuse("foodtruck_order_advance: status_out NULL is optional", FOODTRUCK_OK) {
      orderAdvance($0.stocked, 1, MisuseFixture.now, nil)
    },
    Misuse("foodtruck_order_advance: a completed order", FOODTRUCK_ERR_INVALID_STATE) {
      for _ in 0..<3 { _ = orderAdvance($0.stocked, 1, MisuseFixture.now, nil) }
      return orderAdvance($0.stocked, 1, MisuseFixture.now, &$0.orderStatus)
    },
  ]

  // foodtruck_order_* (listing)
  rows += badTrucks("foodtruck_order_count") {
    orderCount($1, FOODTRUCK_ORDER_STATUS_ALL, "", &$0.size)
  }
  rows += badStatusMasks.map { label, mask in
    Misuse("foodtruck_order_count: \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      orderCount($0.stocked, mask, "", &$0.size)
    }
  }
  rows += [
    Misuse("foodtruck_order_count: search NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      orderCount($0.stocked, FOODTRUCK_ORDER_STATUS_ALL, nil, &$0.size)
    },
    Misuse("foodtruck_order_count: count_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      orderCount($0.stocked, FOODTRUCK_ORDER_STATUS_ALL, "", nil)
    },
  ]
  rows += badTexts("foodtruck_order_count", "search", maximumBytes: Int(FOODTRUCK_SEARCH_MAX_BYTES))
  {
    orderCount($0.stocked, FOODTRUCK_ORDER_STATUS_ALL, $1, &$0.size)
  }

  rows += badTrucks("foodtruck_order_list") {
    orderList(
      $1, FOODTRUCK_ORDER_STATUS_ALL, "", FOODTRUCK_ORDER_SORT_NUMBER, false, 0, 10, $0.ids, 64,
      &$0.size)
  }
  rows += badStatusMasks.map { label, mask in
    Misuse("foodtruck_order_list: \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      orderList(
        $0.stocked, mask, "", FOODTRUCK_ORDER_SORT_NUMBER, false, 0, 10, $0.ids, 64, &$0.size)
    }
  }
  rows += [
    Misuse("foodtruck_order_list: search NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      orderList(
        $0.stocked, FOODTRUCK_ORDER_STATUS_ALL, nil, FOODTRUCK_ORDER_SORT_NUMBER, false, 0, 10,
        $0.ids, 64,
        &$0.size)
    }
  ]
  rows += badTexts("foodtruck_order_list", "search", maximumBytes: Int(FOODTRUCK_SEARCH_MAX_BYTES))
  {
    orderList(
      $0.stocked, FOODTRUCK_ORDER_STATUS_ALL, $1, FOODTRUCK_ORDER_SORT_NUMBER, false, 0, 10, $0.ids,
      64, &$0.size)
  }
  rows += badSorts.map { raw in
    Misuse("foodtruck_order_list: sort \(raw)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      orderList(
        $0.stocked, FOODTRUCK_ORDER_STATUS_ALL, "", foodtruck_order_sort(rawValue: raw), false, 0,
        10, $0.ids, 64,
        &$0.size)
    }
  }
  rows += hugeCounts("foodtruck_order_list", "offset") {
    orderList(
      $0.stocked, FOODTRUCK_ORDER_STATUS_ALL, "", FOODTRUCK_ORDER_SORT_NUMBER, false, $1, 10,
      $0.ids, 64, &$0.size
    )
  }
  rows += hugeCounts("foodtruck_order_list", "limit") {
    orderList(
      $0.stocked, FOODTRUCK_ORDER_STATUS_ALL, "", FOODTRUCK_ORDER_SORT_NUMBER, false, 0, $1, $0.ids,
      64, &$0.size)
  }
  rows += badBuffers("foodtruck_order_list", \.ids) {
    orderList(
      $0.stocked, FOODTRUCK_ORDER_STATUS_ALL, "", FOODTRUCK_ORDER_SORT_NUMBER, true, 0, 10, $1, $2,
      &$0.size)
  }

  // foodtruck_order_* (words)
  rows += badTrucks("foodtruck_order_status_name") {
    orderStatusName($1, FOODTRUCK_ORDER_READY, $0.text, 64, &$0.size)
  }
  rows += badStatuses.map { raw in
    Misuse("foodtruck_order_status_name: status \(raw)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      orderStatusName($0.live, foodtruck_order_status(rawValue: raw), $0.text, 64, &$0.size)
    }
  }
  rows += badBuffers("foodtruck_order_status_name", \.text) {
    orderStatusName($0.live, FOODTRUCK_ORDER_READY, $1, $2, &$0.size)
  }

  rows += badTrucks("foodtruck_order_action_title") {
    orderActionTitle($1, FOODTRUCK_ORDER_PREPARE, $0.text, 64, &$0.size)
  }
  rows += badActionRows("foodtruck_order_action_title") {
    orderActionTitle($0.live, $1, $0.text, 64, &$0.size)
  }
  rows += badBuffers("foodtruck_order_action_title", \.text) {
    orderActionTitle($0.live, FOODTRUCK_ORDER_PREPARE, $1, $2, &$0.size)
  }

  // foodtruck_sales_*
  rows += badTrucks("foodtruck_sales_by_donut") {
    salesByDonut(
      $1, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, MisuseFixture.now, $0.sales, 64, &$0.size)
  }
  rows += badTimeframeRows("foodtruck_sales_by_donut") {
    salesByDonut($0.stocked, $1, FOODTRUCK_CITY_ALL, MisuseFixture.now, $0.sales, 64, &$0.size)
  }
  rows += badCityRows("foodtruck_sales_by_donut") {
    salesByDonut(
      $0.stocked, FOODTRUCK_TIMEFRAME_WEEK, $1, MisuseFixture.now, $0.sales, 64, &$0.size)
  }
  rows += nows("foodtruck_sales_by_donut") {
    salesByDonut(
      $0.stocked, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, $1, $0.sales, 64, &$0.size)
  }
  rows += badBuffers("foodtruck_sales_by_donut", \.sales) {
    salesByDonut(
      $0.stocked, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, MisuseFixture.now, $1, $2, &$0.size)
  }

  rows += badTrucks("foodtruck_sales_top") {
    salesTop(
      $1, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, MisuseFixture.now, 5, $0.top, 64, &$0.size)
  }
  rows += badTimeframeRows("foodtruck_sales_top") {
    salesTop($0.stocked, $1, FOODTRUCK_CITY_ALL, MisuseFixture.now, 5, $0.top, 64, &$0.size)
  }
  rows += badCityRows("foodtruck_sales_top") {
    salesTop($0.stocked, FOODTRUCK_TIMEFRAME_WEEK, $1, MisuseFixture.now, 5, $0.top, 64, &$0.size)
  }
  rows += nows("foodtruck_sales_top") {
    salesTop($0.stocked, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, $1, 5, $0.top, 64, &$0.size)
  }
  rows += hugeCounts("foodtruck_sales_top", "n") {
    salesTop(
      $0.stocked, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, MisuseFixture.now, $1, $0.top, 64,
      &$0.size)
  }
  rows += badBuffers("foodtruck_sales_top", \.top) {
    salesTop(
      $0.stocked, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, MisuseFixture.now, 5, $1, $2,
      &$0.size)
  }

  rows += badTrucks("foodtruck_sales_total") {
    salesTotal($1, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, MisuseFixture.now, &$0.int64)
  }
  rows += badTimeframeRows("foodtruck_sales_total") {
    salesTotal($0.stocked, $1, FOODTRUCK_CITY_ALL, MisuseFixture.now, &$0.int64)
  }
  rows += badCityRows("foodtruck_sales_total") {
    salesTotal($0.stocked, FOODTRUCK_TIMEFRAME_WEEK, $1, MisuseFixture.now, &$0.int64)
  }
  rows += nows("foodtruck_sales_total") {
    salesTotal($0.stocked, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, $1, &$0.int64)
  }
  rows += [
    Misuse("foodtruck_sales_total: total_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      salesTotal($0.stocked, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, MisuseFixture.now, nil)
    }
  ]

  rows += badTrucks("foodtruck_sales_series") {
    salesSeries(
      $1, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, MisuseFixture.now, $0.points, 64, &$0.size)
  }
  rows += badTimeframeRows("foodtruck_sales_series") {
    salesSeries($0.stocked, $1, FOODTRUCK_CITY_ALL, MisuseFixture.now, $0.points, 64, &$0.size)
  }
  rows += badCityRows("foodtruck_sales_series") {
    salesSeries(
      $0.stocked, FOODTRUCK_TIMEFRAME_WEEK, $1, MisuseFixture.now, $0.points, 64, &$0.size)
  }
  rows += nows("foodtruck_sales_series") {
    salesSeries(
      $0.stocked, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, $1, $0.points, 64, &$0.size)
  }
  rows += badBuffers("foodtruck_sales_series", \.points) {
    salesSeries(
      $0.stocked, FOODTRUCK_TIMEFRAME_MONTH, FOODTRUCK_CITY_ALL, MisuseFixture.now, $1, $2, &$0.size
    )
  }

  // foodtruck_timeframe_name, foodtruck_city_name
  rows += badTrucks("foodtruck_timeframe_name") {
    timeframeName($1, FOODTRUCK_TIMEFRAME_WEEK, $0.text, 64, &$0.size)
  }
  rows += badTimeframeRows("foodtruck_timeframe_name") {
    timeframeName($0.live, $1, $0.text, 64, &$0.size)
  }
  rows += badBuffers("foodtruck_timeframe_name", \.text) {
    timeframeName($0.live, FOODTRUCK_TIMEFRAME_WEEK, $1, $2, &$0.size)
  }

  rows += badTrucks("foodtruck_city_name") {
    cityName($1, FOODTRUCK_CITY_LONDON, $0.text, 64, &$0.size)
  }
  rows += badCityRows("foodtruck_city_name") { cityName($0.live, $1, $0.text, 64, &$0.size) }
  rows += [
    Misuse(
      "foodtruck_city_name: city -1 (FOODTRUCK_CITY_ALL has no name)",
      FOODTRUCK_ERR_INVALID_ARGUMENT
    ) {
      cityName($0.live, FOODTRUCK_CITY_ALL, $0.text, 64, &$0.size)
    }
  ]
  rows += badBuffers("foodtruck_city_name", \.text) {
    cityName($0.live, FOODTRUCK_CITY_LONDON, $1, $2, &$0.size)
  }

  // foodtruck_truck_tick: time only moves forward
  rows += [
    Misuse("foodtruck_truck_tick: now before the previous tick", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      _ = truckTick($0.live, MisuseFixture.now, nil)
      return truckTick($0.live, MisuseFixture.now - 1, &$0.value)
    },
    Misuse("foodtruck_truck_tick: now equal to the previous tick is fine", FOODTRUCK_OK) {
      _ = truckTick($0.live, MisuseFixture.now, nil)
      return truckTick($0.live, MisuseFixture.now, &$0.value)
    },
  ]

  // foodtruck_truck_* (timers and activities)
  rows += badTrucks("foodtruck_truck_set_timer_duration") { truckSetTimerDuration($1, 30) }
  rows += [("0", 0), ("61", 61), ("-1", -1), ("Int32.max", .max), ("Int32.min", .min)].map {
    label, seconds in
    Misuse("foodtruck_truck_set_timer_duration: seconds \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      truckSetTimerDuration($0.live, seconds)
    }
  }
  rows += [1, 60].map { seconds in
    Misuse("foodtruck_truck_set_timer_duration: seconds \(seconds) is fine", FOODTRUCK_OK) {
      truckSetTimerDuration($0.live, seconds)
    }
  }

  rows += badTrucks("foodtruck_truck_set_activity_limit") { truckSetActivityLimit($1, 3) }
  rows += [("0", 0), ("101", 101), ("-1", -1), ("Int32.max", .max), ("Int32.min", .min)].map {
    label, limit in
    Misuse("foodtruck_truck_set_activity_limit: limit \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      truckSetActivityLimit($0.live, limit)
    }
  }
  rows += [1, 100].map { limit in
    Misuse("foodtruck_truck_set_activity_limit: limit \(limit) is fine", FOODTRUCK_OK) {
      truckSetActivityLimit($0.live, limit)
    }
  }

  rows += badTrucks("foodtruck_truck_set_activities_enabled") {
    truckSetActivitiesEnabled($1, false, MisuseFixture.now)
  }
  rows += nows("foodtruck_truck_set_activities_enabled") {
    truckSetActivitiesEnabled($0.active, false, $1)
  }

  // foodtruck_timer_*: order 1 of the active truck is preparing; order 2 was never put into preparation.
  let now = MisuseFixture.now
  rows += badTrucks("foodtruck_timer_get") { timerGet($1, 1, now, &$0.timer) }
  rows += badNumbers("foodtruck_timer_get") { timerGet($0.active, $1, now, &$0.timer) }
  rows += nows("foodtruck_timer_get") { timerGet($0.active, 1, $1, &$0.timer) }
  rows += [
    Misuse("foodtruck_timer_get: timer_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      timerGet($0.active, 1, now, nil)
    },
    Misuse("foodtruck_timer_get: an order never put into preparation", FOODTRUCK_ERR_NOT_FOUND) {
      timerGet($0.stocked, 1, now, &$0.timer)
    },
  ]

  rows += badTrucks("foodtruck_timer_countdown_text") {
    timerCountdownText($1, 1, now, $0.text, 64, &$0.size)
  }
  rows += badNumbers("foodtruck_timer_countdown_text") {
    timerCountdownText($0.active, $1, now, $0.text, 64, &$0.size)
  }
  rows += nows("foodtruck_timer_countdown_text") {
    timerCountdownText($0.active, 1, $1, $0.text, 64, &$0.size)
  }
  rows += badBuffers("foodtruck_timer_countdown_text", \.text) {
    timerCountdownText($0.active, 1, now, $1, $2, &$0.size)
  }

  // foodtruck_activity_*: the active truck shows activity 1 (order 1); order 2 shows none.
  rows += badTrucks("foodtruck_activity_request") {
    activityRequest($1, 2, now, now + 60_000, 0, now, &$0.id)
  }
  rows += notFound("foodtruck_activity_request", "order_number", unknownOrderNumbers) {
    activityRequest($0.active, $1, now, now + 60_000, 0, now, &$0.id)
  }
  rows += badInstants("foodtruck_activity_request", "timer_start") {
    activityRequest($0.active, 2, $1, now + 60_000, 0, now, &$0.id)
  }
  rows += badInstants("foodtruck_activity_request", "timer_end") {
    activityRequest($0.active, 2, now, $1, 0, now, &$0.id)
  }
  rows += badRelevances.map { label, relevance in
    Misuse("foodtruck_activity_request: \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      activityRequest($0.active, 2, now, now + 60_000, relevance, now, &$0.id)
    }
  }
  rows += nows("foodtruck_activity_request") {
    activityRequest($0.active, 2, now, now + 60_000, 0, $1, &$0.id)
  }
  rows += [
    Misuse(
      "foodtruck_activity_request: timer_end before timer_start", FOODTRUCK_ERR_INVALID_ARGUMENT
    ) {
      activityRequest($0.active, 2, now, now - 1, 0, now, &$0.id)
    },
    Misuse("foodtruck_activity_request: timer_end equal to timer_start is fine", FOODTRUCK_OK) {
      activityRequest($0.active, 2, now, now, 0, now, &$0.id)
    },
    Misuse("foodtruck_activity_request: relevance -greatestFiniteMagnitude is fine", FOODTRUCK_OK) {
      activityRequest($0.active, 2, now, now + 60_000, -.greatestFiniteMagnitude, now, &$0.id)
    },
    Misuse("foodtruck_activity_request: id_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      activityRequest($0.active, 2, now, now + 60_000, 0, now, nil)
    },
    Misuse(
      "foodtruck_activity_request: an order that already shows one", FOODTRUCK_ERR_INVALID_STATE
    ) {
      activityRequest($0.active, 1, now, now + 60_000, 0, now, &$0.id)
    },
    Misuse(
      "foodtruck_activity_request: the most activities allowed are showing",
      FOODTRUCK_ERR_LIMIT_REACHED
    ) {
      _ = truckSetActivityLimit($0.active, 1)
      return activityRequest($0.active, 2, now, now + 60_000, 0, now, &$0.id)
    },
    Misuse("foodtruck_activity_request: live activities are turned off", FOODTRUCK_ERR_DISABLED) {
      _ = truckSetActivitiesEnabled($0.active, false, now)
      return activityRequest($0.active, 2, now, now + 60_000, 0, now, &$0.id)
    },
  ]

  rows += badTrucks("foodtruck_activity_update") {
    activityUpdate($1, 1, now, now + 30_000, 1, now)
  }
  rows += notFound("foodtruck_activity_update", "id", unknownActivityIds) {
    activityUpdate($0.active, $1, now, now + 30_000, 1, now)
  }
  rows += badInstants("foodtruck_activity_update", "timer_start") {
    activityUpdate($0.active, 1, $1, now + 30_000, 1, now)
  }
  rows += badInstants("foodtruck_activity_update", "timer_end") {
    activityUpdate($0.active, 1, now, $1, 1, now)
  }
  rows += badRelevances.map { label, relevance in
    Misuse("foodtruck_activity_update: \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      activityUpdate($0.active, 1, now, now + 30_000, relevance, now)
    }
  }
  rows += nows("foodtruck_activity_update") {
    activityUpdate($0.active, 1, now, now + 30_000, 1, $1)
  }
  rows += [
    Misuse(
      "foodtruck_activity_update: timer_end before timer_start", FOODTRUCK_ERR_INVALID_ARGUMENT
    ) {
      activityUpdate($0.active, 1, now, now - 1, 1, now)
    },
    Misuse("foodtruck_activity_update: an ended activity", FOODTRUCK_ERR_INVALID_STATE) {
      _ = activityEnd($0.active, 1, FOODTRUCK_DISMISS_DEFAULT, 0, now)
      return activityUpdate($0.active, 1, now, now + 30_000, 1, now)
    },
  ]

  rows += badTrucks("foodtruck_activity_end") {
    activityEnd($1, 1, FOODTRUCK_DISMISS_DEFAULT, 0, now)
  }
  rows += notFound("foodtruck_activity_end", "id", unknownActivityIds) {
    activityEnd($0.active, $1, FOODTRUCK_DISMISS_IMMEDIATE, 0, now)
  }
  rows += badPolicies.map { raw in
    Misuse("foodtruck_activity_end: policy \(raw)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      activityEnd($0.active, 1, foodtruck_dismissal_policy(rawValue: raw), now, now)
    }
  }
  rows += badInstants(
    "foodtruck_activity_end", "dismiss_at", suffix: " with FOODTRUCK_DISMISS_AFTER"
  ) {
    activityEnd($0.active, 1, FOODTRUCK_DISMISS_AFTER, $1, now)
  }
  rows += [
    ("Int64.min", FOODTRUCK_DISMISS_DEFAULT, Int64.min),
    ("Int64.max", FOODTRUCK_DISMISS_DEFAULT, .max),
    ("Int64.min", FOODTRUCK_DISMISS_IMMEDIATE, .min),
    ("Int64.max", FOODTRUCK_DISMISS_IMMEDIATE, .max),
  ].map { label, policy, dismissAt in
    let name =
      policy == FOODTRUCK_DISMISS_DEFAULT
      ? "FOODTRUCK_DISMISS_DEFAULT" : "FOODTRUCK_DISMISS_IMMEDIATE"
    return Misuse(
      "foodtruck_activity_end: dismiss_at \(label) is ignored with \(name)", FOODTRUCK_OK
    ) {
      activityEnd($0.active, 1, policy, dismissAt, now)
    }
  }
  rows += [
    ("the first ms of year 1 (dismissed now)", -62_135_596_800_000),
    ("the last ms of year 9999 (4 hours later)", 253_402_300_799_999),
  ].map { (label: String, dismissAt: Int64) in
    Misuse(
      "foodtruck_activity_end: dismiss_at \(label) with FOODTRUCK_DISMISS_AFTER is fine",
      FOODTRUCK_OK
    ) {
      activityEnd($0.active, 1, FOODTRUCK_DISMISS_AFTER, dismissAt, now)
    }
  }
  rows += nows("foodtruck_activity_end") {
    activityEnd($0.active, 1, FOODTRUCK_DISMISS_DEFAULT, 0, $1)
  }
  rows += [
    Misuse("foodtruck_activity_end: an ended activity", FOODTRUCK_ERR_INVALID_STATE) {
      _ = activityEnd($0.active, 1, FOODTRUCK_DISMISS_DEFAULT, 0, now)
      return activityEnd($0.active, 1, FOODTRUCK_DISMISS_IMMEDIATE, 0, now)
    }
  ]

  rows += badTrucks("foodtruck_activity_get") { activityGet($1, 1, &$0.activity) }
  rows += notFound("foodtruck_activity_get", "id", unknownActivityIds) {
    activityGet($0.active, $1, &$0.activity)
  }
  rows += [
    Misuse("foodtruck_activity_get: activity_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      activityGet($0.active, 1, nil)
    }
  ]

  rows += badTrucks("foodtruck_activity_for_order") { activityForOrder($1, 1, &$0.id) }
  rows += notFound("foodtruck_activity_for_order", "order_number", unknownOrderNumbers) {
    activityForOrder($0.active, $1, &$0.id)
  }
  rows += [
    Misuse("foodtruck_activity_for_order: an order that never had one", FOODTRUCK_ERR_NOT_FOUND) {
      activityForOrder($0.active, 2, &$0.id)
    },
    Misuse("foodtruck_activity_for_order: id_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      activityForOrder($0.active, 1, nil)
    },
  ]

  rows += badTrucks("foodtruck_activity_list") { activityList($1, $0.ids, 64, &$0.size) }
  rows += badBuffers("foodtruck_activity_list", \.ids) { activityList($0.active, $1, $2, &$0.size) }
  rows += [
    Misuse("foodtruck_activity_list: count_out NULL is optional", FOODTRUCK_OK) {
      activityList($0.active, $0.ids, 64, nil)
    }
  ]

  rows += badTrucks("foodtruck_activity_text") {
    activityText($1, 1, FOODTRUCK_TEXT_LOCK_TITLE, now, $0.text, 64, &$0.size)
  }
  rows += notFound("foodtruck_activity_text", "id", unknownActivityIds) {
    activityText($0.active, $1, FOODTRUCK_TEXT_LOCK_TITLE, now, $0.text, 64, &$0.size)
  }
  rows += badSlots.map { raw in
    Misuse("foodtruck_activity_text: slot \(raw)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      activityText(
        $0.active, 1, foodtruck_activity_text_slot(rawValue: raw), now, $0.text, 64, &$0.size)
    }
  }
  rows += nows("foodtruck_activity_text") {
    activityText($0.active, 1, FOODTRUCK_TEXT_COUNTDOWN, $1, $0.text, 64, &$0.size)
  }
  rows += badBuffers("foodtruck_activity_text", \.text) {
    activityText($0.active, 1, FOODTRUCK_TEXT_LOCK_TITLE, now, $1, $2, &$0.size)
  }

  rows += badTrucks("foodtruck_activity_island") { activityIsland($1, &$0.island) }
  rows += [
    Misuse("foodtruck_activity_island: island_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      activityIsland($0.active, nil)
    }
  ]

  // foodtruck_event_*: the active truck has 4 events waiting. Polling drains a queue, so capacity 0
  // with a real buffer only counts (the documented exception to the buffer convention).
  rows += badTrucks("foodtruck_event_poll") { eventPoll($1, $0.events, 8, &$0.count) }
  rows += [
    Misuse("foodtruck_event_poll: capacity 0, real buffer only counts what waits", FOODTRUCK_OK) {
      eventPoll($0.active, $0.events, 0, &$0.count)
    },
    Misuse("foodtruck_event_poll: capacity 1 of 4 waiting is fine; the rest wait", FOODTRUCK_OK) {
      eventPoll($0.active, $0.events, 1, &$0.count)
    },
    Misuse("foodtruck_event_poll: buffer NULL with capacity 8", FOODTRUCK_ERR_NULL_ARGUMENT) {
      eventPoll($0.active, nil, 8, &$0.count)
    },
    Misuse("foodtruck_event_poll: capacity UInt.max, buffer NULL", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      eventPoll($0.active, nil, .max, &$0.count)
    },
    Misuse("foodtruck_event_poll: capacity UInt.max, real buffer", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      eventPoll($0.active, $0.events, .max, &$0.count)
    },
    Misuse(
      "foodtruck_event_poll: capacity Int.max + 1, real buffer", FOODTRUCK_ERR_INVALID_ARGUMENT
    ) {
      eventPoll($0.active, $0.events, UInt(Int.max) + 1, &$0.count)
    },
    Misuse("foodtruck_event_poll: count_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      eventPoll($0.active, $0.events, 8, nil)
    },
    Misuse("foodtruck_event_poll: count_out NULL with capacity 0", FOODTRUCK_ERR_NULL_ARGUMENT) {
      eventPoll($0.active, nil, 0, nil)
    },
  ]

  rows += badTrucks("foodtruck_event_dropped") { eventDropped($1, &$0.count) }
  rows += [
    Misuse("foodtruck_event_dropped: count_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      eventDropped($0.active, nil)
    }
  ]

  rows += badTrucks("foodtruck_truck_set_event_callback") {
    truckSetEventCallback($1, { _, _ in }, nil, nil)
  }
  rows += [
    Misuse("foodtruck_truck_set_event_callback: callback NULL unregisters", FOODTRUCK_OK) {
      truckSetEventCallback($0.active, nil, nil, nil)
    },
    Misuse("foodtruck_truck_set_event_callback: user_data NULL is fine", FOODTRUCK_OK) {
      truckSetEventCallback($0.active, { _, _ in }, nil, { _ in })
    },
    Misuse("foodtruck_truck_set_event_callback: destroy NULL is fine", FOODTRUCK_OK) {
      truckSetEventCallback($0.active, { _, _ in }, UnsafeMutableRawPointer($0.text), nil)
    },
  ]

  // foodtruck_deep_link_*: the stocked truck holds order 1 (foodtruck://order/1201).
  rows += badTrucks("foodtruck_deep_link_for_order") {
    deepLinkForOrder($1, 1, $0.text, 64, &$0.size)
  }
  rows += badNumbers("foodtruck_deep_link_for_order") {
    deepLinkForOrder($0.stocked, $1, $0.text, 64, &$0.size)
  }
  rows += badBuffers("foodtruck_deep_link_for_order", \.text) {
    deepLinkForOrder($0.stocked, 1, $1, $2, &$0.size)
  }

  rows += badTrucks("foodtruck_deep_link_parse") {
    deepLinkParse($1, "foodtruck://order/1201", &$0.id)
  }
  rows += [
    Misuse("foodtruck_deep_link_parse: url NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      deepLinkParse($0.stocked, nil, &$0.id)
    },
    Misuse("foodtruck_deep_link_parse: number_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      deepLinkParse($0.stocked, "foodtruck://order/1201", nil)
    },
    Misuse("foodtruck_deep_link_parse: url names no order (1202)", FOODTRUCK_ERR_NOT_FOUND) {
      deepLinkParse($0.stocked, "foodtruck://order/1202", &$0.id)
    },
    Misuse("foodtruck_deep_link_parse: url names no order (Int32.max + 1)", FOODTRUCK_ERR_NOT_FOUND)
    {
      deepLinkParse($0.stocked, "foodtruck://order/122147483648", &$0.id)
    },
  ]
  let notLinks: [(String, String)] = [
    ("empty", ""), ("another scheme", "https://example.com/order/1201"),
    ("a display id", "Order#1201"), ("upper case", "FOODTRUCK://ORDER/1201"),
    ("no id", "foodtruck://order/"), ("a trailing slash", "foodtruck://order/1201/"),
    ("Arabic-Indic digits", "foodtruck://order/١٢٠١"),
  ]
  rows += notLinks.map { label, url in
    Misuse(
      "foodtruck_deep_link_parse: url not an order link (\(label))", FOODTRUCK_ERR_INVALID_ARGUMENT
    ) {
      deepLinkParse($0.stocked, url, &$0.id)
    }
  }
  let noSuchOrders: [(String, String)] = [
    ("id 1200", "foodtruck://order/1200"), ("id 12", "foodtruck://order/12"),
    ("2 KiB in all", "foodtruck://order/12" + String(repeating: "9", count: 2_028)),
  ]
  rows += noSuchOrders.map { label, url in
    Misuse("foodtruck_deep_link_parse: url names no order (\(label))", FOODTRUCK_ERR_NOT_FOUND) {
      deepLinkParse($0.stocked, url, &$0.id)
    }
  }

  rows += badTexts(
    "foodtruck_deep_link_parse", "url", maximumBytes: Int(FOODTRUCK_DEEP_LINK_MAX_BYTES)
  ) {
    deepLinkParse($0.stocked, $1, &$0.id)
  }

  // foodtruck_truck_clock_text, foodtruck_event_name
  rows += badTrucks("foodtruck_truck_clock_text") { truckClockText($1, now, $0.text, 64, &$0.size) }
  rows += badInstants("foodtruck_truck_clock_text", "at") {
    truckClockText($0.live, $1, $0.text, 64, &$0.size)
  }
  rows += extremeNows.map { label, at in
    Misuse("foodtruck_truck_clock_text: at\(label.dropFirst(3))", FOODTRUCK_OK) {
      truckClockText($0.live, at, $0.text, 64, &$0.size)
    }
  }
  rows += badBuffers("foodtruck_truck_clock_text", \.text) {
    truckClockText($0.live, now, $1, $2, &$0.size)
  }

  rows += badTrucks("foodtruck_event_name") {
    eventName($1, FOODTRUCK_EVENT_ACTIVITY_STALE, $0.text, 64, &$0.size)
  }
  rows += ([9] + badEnumValues).map { raw in
    Misuse("foodtruck_event_name: kind \(raw)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      eventName($0.live, foodtruck_event_kind(rawValue: raw), $0.text, 64, &$0.size)
    }
  }
  rows += badBuffers("foodtruck_event_name", \.text) {
    eventName($0.live, FOODTRUCK_EVENT_ORDER_PLACED, $1, $2, &$0.size)
  }

  // foodtruck_layout_*: pure functions, no handle.
  let bounds = foodtruck_rect(x: 10, y: 20, width: 120, height: 90)
  rows += reals(
    "foodtruck_layout_diagonal_stack_size", "width",
    [("nan", .nan), ("signaling nan", .signalingNaN)],
    FOODTRUCK_ERR_INVALID_ARGUMENT
  ) {
    layoutDiagonalStackSize($1, 50, &$0.area)
  }
  rows += reals(
    "foodtruck_layout_diagonal_stack_size", "height",
    [("nan", .nan), ("signaling nan", .signalingNaN)],
    FOODTRUCK_ERR_INVALID_ARGUMENT
  ) {
    layoutDiagonalStackSize(50, $1, &$0.area)
  }
  let unspecified: [(String, Double)] = [("-1", FOODTRUCK_UNSPECIFIED), ("-infinity", -.infinity)]
  rows += reals(
    "foodtruck_layout_diagonal_stack_size", "width", unspecified, FOODTRUCK_OK,
    suffix: " is unspecified"
  ) {
    layoutDiagonalStackSize($1, 50, &$0.area)
  }
  rows += reals(
    "foodtruck_layout_diagonal_stack_size", "height", unspecified, FOODTRUCK_OK,
    suffix: " is unspecified"
  ) {
    layoutDiagonalStackSize(50, $1, &$0.area)
  }
  rows += reals(
    "foodtruck_layout_diagonal_stack_size", "width", [("infinity", .infinity)], FOODTRUCK_OK,
    suffix: " is fine"
  ) {
    layoutDiagonalStackSize($1, .infinity, &$0.area)
  }
  rows += reals(
    "foodtruck_layout_diagonal_stack_size", "height", [("infinity", .infinity)], FOODTRUCK_OK,
    suffix: " is fine"
  ) {
    layoutDiagonalStackSize(50, $1, &$0.area)
  }
  rows += [
    Misuse("foodtruck_layout_diagonal_stack_size: size_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      _ in
      layoutDiagonalStackSize(50, 50, nil)
    }
  ]

  rows += hugeCounts("foodtruck_layout_diagonal_stack", "count") {
    layoutDiagonalStack($1, bounds, false, $0.rects, 64, &$0.size)
  }
  rows += [
    Misuse("foodtruck_layout_diagonal_stack: count Int.max is fine (three frames)", FOODTRUCK_OK) {
      layoutDiagonalStack(UInt(Int.max), bounds, true, $0.rects, 3, &$0.size)
    }
  ]
  rows += badRects("foodtruck_layout_diagonal_stack") {
    layoutDiagonalStack(3, $1, false, $0.rects, 64, &$0.size)
  }
  rows += badBuffers("foodtruck_layout_diagonal_stack", \.rects) {
    layoutDiagonalStack(3, bounds, false, $1, $2, &$0.size)
  }

  typealias FlowCall =
    @Sendable (MisuseFixture, UnsafePointer<foodtruck_size>?, UInt) -> foodtruck_status
  let flowItems: FlowCall = {
    layoutFlow(
      $1, $2, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, false, $0.rects, 64,
      &$0.size, &$0.area
    )
  }
  rows += [
    Misuse("foodtruck_layout_flow: items NULL with item_count 1", FOODTRUCK_ERR_NULL_ARGUMENT) {
      flowItems($0, nil, 1)
    },
    Misuse("foodtruck_layout_flow: items NULL with item_count 0 is fine (no items)", FOODTRUCK_OK) {
      flowItems($0, nil, 0)
    },
    Misuse(
      "foodtruck_layout_flow: item_count 1000001 (above the limit, nothing read)",
      FOODTRUCK_ERR_INVALID_ARGUMENT
    ) {
      flowItems($0, $0.items, 1_000_001)
    },
    Misuse("foodtruck_layout_flow: size_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) {
      layoutFlow(
        $0.items, 3, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, false, $0.rects,
        64, &$0.size,
        nil)
    },
  ]
  rows += hugeCounts("foodtruck_layout_flow", "item_count") { flowItems($0, $0.items, $1) }
  let badItems: [(String, foodtruck_size)] = [
    ("width nan", foodtruck_size(width: .nan, height: 1)),
    ("width infinity", foodtruck_size(width: .infinity, height: 1)),
    ("width -1", foodtruck_size(width: -1, height: 1)),
    ("height -1", foodtruck_size(width: 1, height: -1)),
    ("height nan", foodtruck_size(width: 1, height: .nan)),
    ("height -infinity", foodtruck_size(width: 1, height: -.infinity)),
  ]
  rows += badItems.map { label, item in
    Misuse("foodtruck_layout_flow: items \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) { fixture in
      let items = [foodtruck_size(width: 5, height: 5), item]
      return flowItems(fixture, items, 2)
    }
  }
  rows += reals(
    "foodtruck_layout_flow", "width", [("nan", .nan), ("signaling nan", .signalingNaN)],
    FOODTRUCK_ERR_INVALID_ARGUMENT
  ) {
    layoutFlow(
      $0.items, 3, $1, 10, 10, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, false, $0.rects, 64,
      &$0.size,
      &$0.area)
  }
  rows += reals(
    "foodtruck_layout_flow", "width", unspecified, FOODTRUCK_OK, suffix: " is unspecified (10)"
  ) {
    layoutFlow(
      $0.items, 3, $1, 10, 10, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, false, $0.rects, 64,
      &$0.size,
      &$0.area)
  }
  rows += reals(
    "foodtruck_layout_flow", "width", [("infinity", .infinity)], FOODTRUCK_OK, suffix: " is one row"
  ) {
    layoutFlow(
      $0.items, 3, $1, 10, 10, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, true, $0.rects, 64,
      &$0.size,
      &$0.area)
  }
  rows += reals(
    "foodtruck_layout_flow", "horizontal_spacing", notFinite + negativeLengths,
    FOODTRUCK_ERR_INVALID_ARGUMENT
  ) {
    layoutFlow(
      $0.items, 3, 100, $1, 10, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, false, $0.rects, 64,
      &$0.size,
      &$0.area)
  }
  rows += reals(
    "foodtruck_layout_flow", "vertical_spacing", notFinite + negativeLengths,
    FOODTRUCK_ERR_INVALID_ARGUMENT
  ) {
    layoutFlow(
      $0.items, 3, 100, 10, $1, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, false, $0.rects, 64,
      &$0.size,
      &$0.area)
  }
  rows += badThreeValueEnums.map { raw in
    Misuse("foodtruck_layout_flow: horizontal \(raw)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      layoutFlow(
        $0.items, 3, 100, 10, 10, foodtruck_horizontal_alignment(rawValue: raw),
        FOODTRUCK_ALIGN_TOP, false,
        $0.rects, 64, &$0.size, &$0.area)
    }
  }
  rows += badThreeValueEnums.map { raw in
    Misuse("foodtruck_layout_flow: vertical \(raw)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      layoutFlow(
        $0.items, 3, 100, 10, 10, FOODTRUCK_ALIGN_TRAILING,
        foodtruck_vertical_alignment(rawValue: raw), false,
        $0.rects, 64, &$0.size, &$0.area)
    }
  }
  rows += badBuffers("foodtruck_layout_flow", \.rects) {
    layoutFlow(
      $0.items, 3, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_BOTTOM, true, $1, $2,
      &$0.size, &$0.area)
  }

  let heroBounds = foodtruck_rect(x: 0, y: 0, width: 210, height: 100)
  rows += hugeCounts("foodtruck_layout_hero_tiling", "count") {
    layoutHeroTiling($1, heroBounds, false, $0.rects, 64, &$0.size)
  }
  rows += [
    Misuse("foodtruck_layout_hero_tiling: count 1000001", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      layoutHeroTiling(1_000_001, heroBounds, false, nil, 0, &$0.size)
    },
    Misuse("foodtruck_layout_hero_tiling: count 1000000 is fine (a count query)", FOODTRUCK_OK) {
      layoutHeroTiling(1_000_000, heroBounds, false, nil, 0, &$0.size)
    },
  ]
  rows += badRects("foodtruck_layout_hero_tiling") {
    layoutHeroTiling(5, $1, false, $0.rects, 64, &$0.size)
  }
  rows += badBuffers("foodtruck_layout_hero_tiling", \.rects) {
    layoutHeroTiling(5, heroBounds, true, $1, $2, &$0.size)
  }

  rows += hugeCounts("foodtruck_layout_donut_lattice", "count") {
    layoutDonutLattice($1, bounds, false, $0.rects, 64, &$0.size)
  }
  rows += [
    Misuse("foodtruck_layout_donut_lattice: count Int.max is fine (14 frames)", FOODTRUCK_OK) {
      layoutDonutLattice(UInt(Int.max), bounds, false, $0.rects, 14, &$0.size)
    }
  ]
  rows += badRects("foodtruck_layout_donut_lattice") {
    layoutDonutLattice(14, $1, false, $0.rects, 64, &$0.size)
  }
  rows += badBuffers("foodtruck_layout_donut_lattice", \.rects) {
    layoutDonutLattice(14, bounds, true, $1, $2, &$0.size)
  }

  rows += reals(
    "foodtruck_layout_is_compact", "width", notFinite + negativeLengths,
    FOODTRUCK_ERR_INVALID_ARGUMENT
  ) {
    layoutIsCompact($1, 400, false, &$0.flag)
  }
  rows += reals(
    "foodtruck_layout_is_compact", "threshold", notFinite + negativeLengths,
    FOODTRUCK_ERR_INVALID_ARGUMENT
  ) {
    layoutIsCompact(399, $1, false, &$0.flag)
  }
  rows += [
    Misuse(
      "foodtruck_layout_is_compact: width greatestFiniteMagnitude", FOODTRUCK_ERR_INVALID_ARGUMENT
    ) {
      layoutIsCompact(.greatestFiniteMagnitude, 400, false, &$0.flag)
    },
    Misuse("foodtruck_layout_is_compact: width 1e9 is fine", FOODTRUCK_OK) {
      layoutIsCompact(1e9, 400, false, &$0.flag)
    },
    Misuse(
      "foodtruck_layout_gallery_grid: width 1e308 above 1e9 points", FOODTRUCK_ERR_INVALID_ARGUMENT
    ) {
      layoutGalleryGrid(1e308, true, &$0.grid)
    },
    Misuse("foodtruck_layout_is_compact: compact_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) { _ in
      layoutIsCompact(399, 400, true, nil)
    },
  ]

  rows += reals(
    "foodtruck_layout_gallery_grid", "width", notFinite + negativeLengths,
    FOODTRUCK_ERR_INVALID_ARGUMENT
  ) {
    layoutGalleryGrid($1, false, &$0.grid)
  }
  rows += [
    Misuse("foodtruck_layout_gallery_grid: width -0.0 is fine", FOODTRUCK_OK) {
      layoutGalleryGrid(-0.0, true, &$0.grid)
    },
    Misuse("foodtruck_layout_gallery_grid: grid_out NULL", FOODTRUCK_ERR_NULL_ARGUMENT) { _ in
      layoutGalleryGrid(500, false, nil)
    },
  ]

  rows += [(Int32.min, "Int32.min"), (Int32.max, "Int32.max"), (-1, "-1")].map { value, label in
    Misuse("foodtruck_layout_segmented_gauge: value \(label) is fine", FOODTRUCK_OK) {
      layoutSegmentedGauge(value, 10, 200, false, $0.segments, 64, &$0.size)
    }
  }
  rows += [(1_001, "1001"), (Int32.max, "Int32.max")].map { total, label in
    Misuse("foodtruck_layout_segmented_gauge: total \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      layoutSegmentedGauge(8, total, 200, false, $0.segments, 64, &$0.size)
    }
  }
  rows += [(0, "0"), (Int32.min, "Int32.min"), (1_000, "1000")].map { total, label in
    Misuse("foodtruck_layout_segmented_gauge: total \(label) is fine", FOODTRUCK_OK) {
      layoutSegmentedGauge(8, total, 2_997, false, nil, 0, &$0.size)
    }
  }
  rows += [
    Misuse(
      "foodtruck_layout_segmented_gauge: width narrower than the gaps",
      FOODTRUCK_ERR_INVALID_ARGUMENT
    ) {
      layoutSegmentedGauge(500, 1_000, 10, false, $0.segments, 64, &$0.size)
    },
    Misuse(
      "foodtruck_layout_segmented_gauge: width just wide enough for the gaps is fine", FOODTRUCK_OK
    ) {
      layoutSegmentedGauge(5, 10, 27, false, $0.segments, 64, &$0.size)
    },
  ]
  rows += reals(
    "foodtruck_layout_segmented_gauge", "width", notFinite + negativeLengths,
    FOODTRUCK_ERR_INVALID_ARGUMENT
  ) {
    layoutSegmentedGauge(8, 10, $1, false, $0.segments, 64, &$0.size)
  }
  rows += badBuffers("foodtruck_layout_segmented_gauge", \.segments) {
    layoutSegmentedGauge(8, 10, 200, true, $1, $2, &$0.size)
  }

  // foodtruck_chart_*, foodtruck_svg_*: the live truck has no orders (every bar is 0, which is fine).
  rows += reals("foodtruck_chart_nice_ticks", "lower", notFinite, FOODTRUCK_ERR_INVALID_ARGUMENT) {
    chartNiceTicks($1, 100, 5, $0.doubles, 64, &$0.size)
  }
  rows += reals("foodtruck_chart_nice_ticks", "upper", notFinite, FOODTRUCK_ERR_INVALID_ARGUMENT) {
    chartNiceTicks(0, $1, 5, $0.doubles, 64, &$0.size)
  }
  rows += [
    Misuse(
      "foodtruck_chart_nice_ticks: upper - lower overflows (-1e308 to 1e308)",
      FOODTRUCK_ERR_INVALID_ARGUMENT
    ) {
      chartNiceTicks(-1e308, 1e308, 5, $0.doubles, 64, &$0.size)
    },
    Misuse("foodtruck_chart_nice_ticks: lower equal to upper is fine", FOODTRUCK_OK) {
      chartNiceTicks(5, 5, 5, $0.doubles, 64, &$0.size)
    },
    Misuse("foodtruck_chart_nice_ticks: upper below lower is fine", FOODTRUCK_OK) {
      chartNiceTicks(100, -100, 5, $0.doubles, 64, &$0.size)
    },
    Misuse(
      "foodtruck_chart_nice_ticks: a subnormal span ends (it once looped forever)", FOODTRUCK_OK
    ) {
      chartNiceTicks(0, 5e-324, 2, $0.doubles, 64, &$0.size)
    },
  ]
  rows += [
    (1, "1"), (101, "101"), (0, "0"), (-1, "-1"), (Int32.min, "Int32.min"),
    (Int32.max, "Int32.max"),
  ].map { target, label in
    Misuse("foodtruck_chart_nice_ticks: target \(label)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      chartNiceTicks(0, 100, target, $0.doubles, 64, &$0.size)
    }
  }
  rows += [2, 100].map { target in
    Misuse("foodtruck_chart_nice_ticks: target \(target) is fine", FOODTRUCK_OK) {
      chartNiceTicks(0, 100, target, $0.doubles, 64, &$0.size)
    }
  }
  rows += badBuffers("foodtruck_chart_nice_ticks", \.doubles) {
    chartNiceTicks(0, 100, 5, $1, $2, &$0.size)
  }

  rows += badTrucks("foodtruck_chart_top_sales") {
    chartTopSales($1, FOODTRUCK_TIMEFRAME_WEEK, now, $0.top, 64, &$0.size)
  }
  rows += badTimeframeRows("foodtruck_chart_top_sales") {
    chartTopSales($0.stocked, $1, now, $0.top, 64, &$0.size)
  }
  rows += nows("foodtruck_chart_top_sales") {
    chartTopSales($0.stocked, FOODTRUCK_TIMEFRAME_YEAR, $1, $0.top, 64, &$0.size)
  }
  rows += badBuffers("foodtruck_chart_top_sales", \.top) {
    chartTopSales($0.stocked, FOODTRUCK_TIMEFRAME_TODAY, now, $1, $2, &$0.size)
  }

  rows += badTrucks("foodtruck_chart_date_ticks") {
    chartDateTicks($1, FOODTRUCK_TIMEFRAME_WEEK, now, $0.sales, 64, &$0.size)
  }
  rows += badTimeframeRows("foodtruck_chart_date_ticks") {
    chartDateTicks($0.live, $1, now, $0.sales, 64, &$0.size)
  }
  rows += nows("foodtruck_chart_date_ticks") {
    chartDateTicks($0.live, FOODTRUCK_TIMEFRAME_YEAR, $1, $0.sales, 64, &$0.size)
  }
  rows += badBuffers("foodtruck_chart_date_ticks", \.sales) {
    chartDateTicks($0.live, FOODTRUCK_TIMEFRAME_MONTH, now, $1, $2, &$0.size)
  }

  rows += badTrucks("foodtruck_chart_date_label") {
    chartDateLabel($1, FOODTRUCK_TIMEFRAME_WEEK, now, $0.text, 64, &$0.size)
  }
  rows += badTimeframeRows("foodtruck_chart_date_label") {
    chartDateLabel($0.live, $1, now, $0.text, 64, &$0.size)
  }
  rows += badInstants("foodtruck_chart_date_label", "at") {
    chartDateLabel($0.live, FOODTRUCK_TIMEFRAME_WEEK, $1, $0.text, 64, &$0.size)
  }
  rows += extremeNows.map { label, at in
    Misuse("foodtruck_chart_date_label: at\(label.dropFirst(3))", FOODTRUCK_OK) {
      chartDateLabel($0.live, FOODTRUCK_TIMEFRAME_YEAR, at, $0.text, 64, &$0.size)
    }
  }
  rows += badBuffers("foodtruck_chart_date_label", \.text) {
    chartDateLabel($0.live, FOODTRUCK_TIMEFRAME_WEEK, now, $1, $2, &$0.size)
  }

  rows += badTrucks("foodtruck_chart_forecast") {
    chartForecast($1, now, $0.hours, 64, &$0.size, &$0.int32)
  }
  rows += nows("foodtruck_chart_forecast") {
    chartForecast($0.live, $1, $0.hours, 64, &$0.size, &$0.int32)
  }
  rows += [
    Misuse("foodtruck_chart_forecast: low_out NULL is optional", FOODTRUCK_OK) {
      chartForecast($0.live, now, $0.hours, 64, &$0.size, nil)
    }
  ]
  rows += badBuffers("foodtruck_chart_forecast", \.hours) {
    chartForecast($0.live, now, $1, $2, &$0.size, &$0.int32)
  }

  rows += badTrucks("foodtruck_chart_forecast_nights") {
    chartForecastNights($1, now, $0.ranges, 64, &$0.size)
  }
  rows += nows("foodtruck_chart_forecast_nights") {
    chartForecastNights($0.live, $1, $0.ranges, 64, &$0.size)
  }
  rows += badBuffers("foodtruck_chart_forecast_nights", \.ranges) {
    chartForecastNights($0.live, now, $1, $2, &$0.size)
  }
  rows += [
    Misuse("foodtruck_chart_forecast_nights: capacity 1 fits the one night", FOODTRUCK_OK) {
      chartForecastNights($0.live, now, $0.ranges, 1, &$0.size)
    }
  ]

  rows += badTrucks("foodtruck_chart_forecast_ticks") {
    chartForecastTicks($1, now, $0.sales, 32, &$0.size)
  }
  rows += nows("foodtruck_chart_forecast_ticks") {
    chartForecastTicks($0.live, $1, $0.sales, 32, &$0.size)
  }
  rows += badBuffers("foodtruck_chart_forecast_ticks", \.sales) {
    chartForecastTicks($0.live, now, $1, $2, &$0.size)
  }

  let svgRoom = UInt(MisuseFixture.svgRoom)
  rows += badTrucks("foodtruck_svg_donut") { svgDonut($1, 0, 64, $0.svg, svgRoom, &$0.size) }
  rows += [-1, 17, Int32.max, Int32.min].map { id in
    Misuse("foodtruck_svg_donut: donut_id \(id)", FOODTRUCK_ERR_NOT_FOUND) {
      svgDonut($0.live, id, 64, $0.svg, svgRoom, &$0.size)
    }
  }
  rows += reals("foodtruck_svg_donut", "size", badSides, FOODTRUCK_ERR_INVALID_ARGUMENT) {
    svgDonut($0.live, 0, $1, $0.svg, svgRoom, &$0.size)
  }
  rows += reals(
    "foodtruck_svg_donut", "size", [("1", 1), ("10000", 10_000)], FOODTRUCK_OK, suffix: " is fine"
  ) {
    svgDonut($0.live, 16, $1, $0.svg, svgRoom, &$0.size)
  }
  rows += badBuffers("foodtruck_svg_donut", \.svg) { svgDonut($0.live, 3, 64, $1, $2, &$0.size) }

  rows += badTrucks("foodtruck_svg_chart") {
    svgChart(
      $1, FOODTRUCK_CHART_TOP_SALES, FOODTRUCK_TIMEFRAME_WEEK, now, 400, 300, $0.svg, svgRoom,
      &$0.size)
  }
  rows += badThreeValueEnums.map { raw in
    Misuse("foodtruck_svg_chart: chart \(raw)", FOODTRUCK_ERR_INVALID_ARGUMENT) {
      svgChart(
        $0.live, foodtruck_chart_kind(rawValue: raw), FOODTRUCK_TIMEFRAME_WEEK, now, 400, 300,
        $0.svg, svgRoom,
        &$0.size)
    }
  }
  rows += badTimeframeRows("foodtruck_svg_chart") {
    svgChart($0.live, FOODTRUCK_CHART_FORECAST, $1, now, 400, 300, $0.svg, svgRoom, &$0.size)
  }
  rows += nows("foodtruck_svg_chart") {
    svgChart(
      $0.live, FOODTRUCK_CHART_SALES_HISTORY, FOODTRUCK_TIMEFRAME_YEAR, $1, 400, 300, $0.svg,
      svgRoom, &$0.size)
  }
  rows += reals("foodtruck_svg_chart", "width", badSides, FOODTRUCK_ERR_INVALID_ARGUMENT) {
    svgChart(
      $0.live, FOODTRUCK_CHART_TOP_SALES, FOODTRUCK_TIMEFRAME_WEEK, now, $1, 300, $0.svg, svgRoom,
      &$0.size)
  }
  rows += reals("foodtruck_svg_chart", "height", badSides, FOODTRUCK_ERR_INVALID_ARGUMENT) {
    svgChart(
      $0.live, FOODTRUCK_CHART_TOP_SALES, FOODTRUCK_TIMEFRAME_WEEK, now, 400, $1, $0.svg, svgRoom,
      &$0.size)
  }
  rows += [("width", 1.0, 10_000.0), ("height", 10_000, 1)].map { parameter, width, height in
    Misuse("foodtruck_svg_chart: \(parameter) at the edge (1 x 10000) is fine", FOODTRUCK_OK) {
      svgChart(
        $0.live, FOODTRUCK_CHART_SALES_HISTORY, FOODTRUCK_TIMEFRAME_MONTH, now, width, height,
        $0.svg, svgRoom,
        &$0.size)
    }
  }
  rows += badBuffers("foodtruck_svg_chart", \.svg) {
    svgChart(
      $0.live, FOODTRUCK_CHART_FORECAST, FOODTRUCK_TIMEFRAME_TODAY, now, 400, 300, $1, $2, &$0.size)
  }
  return rows
}()

@Suite("Misuse matrix")
struct MisuseMatrixTests {
  @Test("Each misuse returns its documented status", arguments: misuseMatrix)
  func status(row: Misuse) {
    let (status, message) = row.run()
    #expect(status == row.expected, "\(row.label): got \(String(cString: statusString(status)))")
    if row.expected == FOODTRUCK_OK {
      #expect(message == "")
    } else {
      #expect(message.hasPrefix(row.function + ": "), "\(message)")
    }
  }

  @Test("The table covers every exported foodtruck_status function, and its labels are unique")
  func coverage() {
    let exported = Set(MisuseMatrixTests.statusFunctions.map(\.cName))
    let covered = Set(misuseMatrix.map(\.function))
    #expect(exported.count >= 84)
    #expect(exported.subtracting(covered).sorted() == [], "functions without misuse rows")
    #expect(covered.subtracting(exported).sorted() == [], "rows for functions that do not exist")
    let labels = misuseMatrix.map(\.label)
    #expect(Set(labels).count == labels.count)
  }

  static let statusFunctions = BoundarySource.exportedFunctions().filter {
    $0.returnType == "foodtruck_status"
  }

  /// The rows a parameter needs, by its name (docs/architecture.md, style rule 11) and, where
  /// one name serves two kinds of value, its Swift type: label fragments that some row of the
  /// function must contain. `optional` is true when the parameter's doc says "Optional". nil
  /// for a name with no rule yet.
  static func requiredRows(
    for parameter: String, type: String, hasCapacity: Bool, optional: Bool
  ) -> [String]? {
    switch parameter {
    case "truck": ["truck NULL", "truck freed", "truck foreign pointer"]
    case "locale", "flavor", "kind": ["\(parameter) 99", "\(parameter) 4294967295"]
    case "index": ["index -1", "index 2147483647", "index -2147483648"]
    case "donut_id": ["donut_id -1", "donut_id 2147483647", "donut_id -2147483648"]
    case "dough": ["dough -1", "dough 7", "dough Int32.max", "dough Int32.min"]
    case "glaze", "topping":
      ["\(parameter) -2", "\(parameter) Int32.max", "\(parameter) Int32.min"]
    case "text", "name", "search":
      ["\(parameter) NULL", "\(parameter) 1 byte longer than", "\(parameter) 1 MiB"]
        + invalidUTF8.map { "\(parameter) \($0.0)" }
    case "url":
      ["url NULL", "url not an order link", "url names no order", "url 1 byte longer than"]
        + invalidUTF8.map { "url \($0.0)" }
    case "profile": ["profile NULL"]
    case "capacity":
      [
        "buffer NULL with capacity 8", "capacity UInt.max, buffer NULL",
        "capacity UInt.max, real buffer", "capacity 0, real buffer",
      ]
    case "text_out", "ids_out", "lines_out", "numbers_out", "sales_out", "top_out", "points_out",
      "events_out", "frames_out", "segments_out", "ticks_out", "bars_out", "hours_out",
      "nights_out":
      hasCapacity ? [] : nil  // covered by the capacity rows
    case "low_out": ["low_out NULL is optional"]  // beside a buffer, but not its count
    case _ where parameter.hasSuffix("_out") && optional:
      // A length or count beside a buffer is written by the capacity rows; any other optional
      // output needs a row that leaves it out.
      hasCapacity ? [] : ["\(parameter) NULL is optional"]
    case _ where parameter.hasSuffix("_out"): ["\(parameter) NULL"]
    case "now":
      badNows.map(\.0) + ["now at the first ms of year 1", "now at the last ms of year 9999"]
    case "timer_start":
      badNows.map { "timer_start" + $0.0.dropFirst(3) }
    case "timer_end":
      badNows.map { "timer_end" + $0.0.dropFirst(3) } + ["timer_end before timer_start"]
    case "dismiss_at":
      badNows.map { "dismiss_at" + $0.0.dropFirst(3) + " with FOODTRUCK_DISMISS_AFTER" } + [
        "dismiss_at Int64.min is ignored with FOODTRUCK_DISMISS_DEFAULT",
        "dismiss_at Int64.min is ignored with FOODTRUCK_DISMISS_IMMEDIATE",
        "dismiss_at the first ms of year 1", "dismiss_at the last ms of year 9999",
      ]
    case "number": unknownNumbers.map { "number \($0)" }
    case "order_number": unknownOrderNumbers.map { "order_number \($0)" }
    case "id": unknownActivityIds.map { "id \($0)" }
    case "relevance": badRelevances.map(\.0)
    case "policy": badPolicies.map { "policy \($0)" }
    case "slot": badSlots.map { "slot \($0)" }
    case "lines":
      ["lines NULL with line_count 1", "lines donut_id -1", "lines count 0", "lines count 100"]
    case "line_count":
      ["line_count 0", "line_count 65", "line_count UInt.max", "line_count Int.max + 1"]
    case "offset", "n": ["\(parameter) UInt.max", "\(parameter) Int.max + 1"]
    case "limit" where type == "UInt": ["limit UInt.max", "limit Int.max + 1"]
    case "limit":  // the live activity limit, 1 to 100
      [
        "limit 0", "limit 101", "limit -1", "limit Int32.max", "limit Int32.min", "limit 1 is fine",
        "limit 100 is fine",
      ]
    case "seconds":
      [
        "seconds 0", "seconds 61", "seconds -1", "seconds Int32.max", "seconds Int32.min",
        "seconds 1 is fine", "seconds 60 is fine",
      ]
    case "action": badActions.map { "action \($0)" }
    case "city": badCities.map { "city \($0)" }
    case "timeframe": badTimeframes.map { "timeframe \($0)" }
    case "status": badStatuses.map { "status \($0)" }
    case "sort": badSorts.map { "sort \($0)" }
    case "status_mask": badStatusMasks.map(\.0)
    case "minutes": ["minutes 1440", "minutes -1440", "minutes Int32.max", "minutes Int32.min"]
    case "weekday_mask": ["weekday_mask 0x80", "weekday_mask 0x7F", "weekday_mask 0xFFFFFFFF"]
    case "cents_per_donut":
      [
        "cents_per_donut -1", "cents_per_donut 10000001", "cents_per_donut Int64.min",
        "cents_per_donut Int64.max",
      ]
    case "stream_limit":
      [
        "stream_limit -1", "stream_limit 1000001", "stream_limit Int32.min",
        "stream_limit Int32.max",
      ]
    case "seed": ["seed 0 is fine", "seed UInt64.max is fine"]  // every value is valid
    case "callback": ["callback NULL unregisters"]  // any other value is a function to call
    case "user_data": ["user_data NULL is fine"]  // passed back untouched
    case "destroy": ["destroy NULL is fine"]
    // A C bool: no value is out of range.
    case "descending", "enabled", "right_to_left", "large_text": []
    case "count" where type == "UInt": ["count UInt.max", "count Int.max + 1"]
    case "bounds":
      [
        "bounds.x nan", "bounds.y infinity", "bounds.width -1", "bounds.height -infinity",
        "bounds.width nan", "bounds empty is fine",
      ]
    case "items":
      [
        "items NULL with item_count 1", "items width nan", "items height -1",
        "items width infinity",
      ]
    case "item_count": ["item_count 1000001", "item_count UInt.max", "item_count Int.max + 1"]
    case "width", "height":  // a proposal, a length or a picture's side: NaN is always refused
      ["\(parameter) nan", "\(parameter) infinity", "\(parameter) -infinity", "\(parameter) -1"]
    case "horizontal_spacing", "vertical_spacing", "threshold":
      ["\(parameter) nan", "\(parameter) infinity", "\(parameter) -1"]
    case "lower", "upper": ["\(parameter) nan", "\(parameter) infinity", "\(parameter) -infinity"]
    case "horizontal", "vertical", "chart":
      badThreeValueEnums.map { "\(parameter) \($0)" }
    case "value": ["value Int32.min is fine", "value Int32.max is fine"]
    case "total": ["total 1001", "total Int32.max", "total 0 is fine", "total Int32.min is fine"]
    case "target": ["target 1", "target 101", "target Int32.min", "target Int32.max"]
    case "at":
      badNows.map { "at" + $0.0.dropFirst(3) }
        + ["at the first ms of year 1", "at the last ms of year 9999"]
    case "size" where type == "Double": ["size nan", "size infinity", "size 0", "size 10000.5"]
    default: nil
    }
  }

  /// True when the parameter's doc line says it may be NULL ("- name: Optional; ...").
  static func isDocumentedOptional(_ parameter: String, of function: ExportedFunction) -> Bool {
    function.doc.contains { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      for prefix in ["- \(parameter):", "- Parameter \(parameter):"] where trimmed.hasPrefix(prefix)
      {
        return trimmed.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
          .hasPrefix("Optional")
      }
      return false
    }
  }

  @Test("Each parameter of each function has its classes of bad input", arguments: statusFunctions)
  func parameterCoverage(function: ExportedFunction) {
    let labels = misuseMatrix.filter { $0.function == function.cName }.map(\.label)
    let hasCapacity = function.parameters.contains("capacity")
    for (parameter, type) in zip(function.parameters, function.parameterTypes) {
      guard
        let required = MisuseMatrixTests.requiredRows(
          for: parameter, type: type, hasCapacity: hasCapacity,
          optional: MisuseMatrixTests.isDocumentedOptional(parameter, of: function))
      else {
        Issue.record("\(function.cName): no misuse rule for parameter \(parameter); add one")
        continue
      }
      for fragment in required where !labels.contains(where: { $0.contains(fragment) }) {
        Issue.record("\(function.cName): no row for \(parameter) (\"\(fragment)\")")
      }
    }
  }

  @Test("The rules read optional outputs from the docs and tell the two kinds of limit apart")
  func rulesReadTheDocs() throws {
    let functions = Dictionary(
      MisuseMatrixTests.statusFunctions.map { ($0.cName, $0) }, uniquingKeysWith: { a, _ in a })
    let poll = try #require(functions["foodtruck_event_poll"])
    let list = try #require(functions["foodtruck_activity_list"])
    let tick = try #require(functions["foodtruck_truck_tick"])
    #expect(!MisuseMatrixTests.isDocumentedOptional("count_out", of: poll), "poll needs count_out")
    #expect(MisuseMatrixTests.isDocumentedOptional("count_out", of: list))
    #expect(MisuseMatrixTests.isDocumentedOptional("arrived_out", of: tick))
    #expect(!MisuseMatrixTests.isDocumentedOptional("truck", of: tick))
    let required = { (name: String, type: String, capacity: Bool, optional: Bool) in
      MisuseMatrixTests.requiredRows(
        for: name, type: type, hasCapacity: capacity, optional: optional)
    }
    #expect(required("count_out", "UnsafeMutablePointer<UInt>?", true, false) == ["count_out NULL"])
    #expect(required("count_out", "UnsafeMutablePointer<UInt>?", true, true) == [])
    #expect(
      required("arrived_out", "UnsafeMutablePointer<Int32>?", false, true) == [
        "arrived_out NULL is optional"
      ])
    #expect(required("limit", "UInt", false, false) == ["limit UInt.max", "limit Int.max + 1"])
    #expect(required("limit", "Int32", false, false)?.contains("limit 101") == true)
    #expect(required("no_such_parameter", "Int32", false, false) == nil)
    let types = Dictionary(uniqueKeysWithValues: zip(poll.parameters, poll.parameterTypes))
    #expect(types["capacity"] == "UInt")
    let limitTypes = [
      functions["foodtruck_order_list"], functions["foodtruck_truck_set_activity_limit"],
    ].map {
      $0.flatMap { function in
        zip(function.parameters, function.parameterTypes).first { $0.0 == "limit" }?.1
      }
    }
    #expect(limitTypes == ["UInt", "Int32"])
  }

  @Test(
    "Each row's status is one its function's Errors: paragraph names", arguments: statusFunctions)
  func documentedStatus(function: ExportedFunction) {
    let paragraph = BoundarySource.errorsParagraph(function)
    let expected = Set(
      misuseMatrix.filter { $0.function == function.cName && $0.expected != FOODTRUCK_OK }
        .map { String(cString: statusString($0.expected)) })
    for name in expected.sorted() where !paragraph.contains(name) {
      Issue.record("\(function.cName): rows expect \(name), which its Errors: paragraph omits")
    }
  }

  @Test("The whole table runs in a child process that exits normally (no trap)")
  func wholeTableInExitTest() async {
    await #expect(processExitsWith: .success) {
      for row in misuseMatrix where row.run().status != row.expected {
        exit(EXIT_FAILURE)
      }
      // The functions that return no status, with their worst inputs.
      for raw: UInt32 in [10, 999, .max]
      where String(cString: statusString(foodtruck_status(rawValue: raw)))
        != "FOODTRUCK_ERR_UNKNOWN"
      {
        exit(EXIT_FAILURE)
      }
      _ = (version(), FoodTruck.versionNumber(), lastError())
      exit(EXIT_SUCCESS)
    }
  }

  // MARK: - foodtruck_order_place reads line_count lines before checking the limit of 64

  // foodtruck_order_place checks line_count against the limit of 64 before it reads a single line: a
  // wrong count must neither abort (PTRDIFF_MAX) nor read past the caller's array (65). These
  // run in child processes only: had the check been missing, the in-process table would crash
  // the runner.

  @Test(
    "foodtruck_order_place: line_count PTRDIFF_MAX is FOODTRUCK_ERR_INVALID_ARGUMENT, not an abort")
  func lineCountPtrdiffMax() async {
    await #expect(processExitsWith: .success) {
      var truck: UnsafeMutablePointer<foodtruck_truck>?
      guard truckNew(&truck) == FOODTRUCK_OK else { exit(2) }
      var line = foodtruck_order_line(donut_id: 2, quantity: 3)
      var number: Int32 = -1
      let status = orderPlace(truck, &line, UInt(Int.max), MisuseFixture.now, &number)
      exit(status == FOODTRUCK_ERR_INVALID_ARGUMENT && number == -1 ? EXIT_SUCCESS : EXIT_FAILURE)
    }
  }

  @Test(
    "foodtruck_order_place: line_count 65 is refused without reading past the caller's one line")
  func lineCountReadsPastTheArray() async {
    await #expect(processExitsWith: .success) {
      // One valid line at the very end of a readable page; the next page is PROT_NONE, so
      // reading a second line faults.
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      guard
        let memory = mmap(
          nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
        memory != MAP_FAILED, mprotect(memory + page, page, PROT_NONE) == 0
      else { exit(2) }
      let size = MemoryLayout<foodtruck_order_line>.stride
      let line = (memory + page - size).bindMemory(to: foodtruck_order_line.self, capacity: 1)
      line.initialize(to: foodtruck_order_line(donut_id: 2, quantity: 3))
      var truck: UnsafeMutablePointer<foodtruck_truck>?
      guard truckNew(&truck) == FOODTRUCK_OK else { exit(2) }
      var number: Int32 = -1
      let status = orderPlace(truck, line, 65, MisuseFixture.now, &number)
      exit(status == FOODTRUCK_ERR_INVALID_ARGUMENT && number == -1 ? EXIT_SUCCESS : EXIT_FAILURE)
    }
  }

  @Test("The guard page is sound: a line_count of 1 at the page's end is read and placed")
  func guardPageControl() async {
    await #expect(processExitsWith: .success) {
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      guard
        let memory = mmap(
          nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
        memory != MAP_FAILED, mprotect(memory + page, page, PROT_NONE) == 0
      else { exit(2) }
      let size = MemoryLayout<foodtruck_order_line>.stride
      let line = (memory + page - size).bindMemory(to: foodtruck_order_line.self, capacity: 1)
      line.initialize(to: foodtruck_order_line(donut_id: 2, quantity: 3))
      var truck: UnsafeMutablePointer<foodtruck_truck>?
      guard truckNew(&truck) == FOODTRUCK_OK else { exit(2) }
      var number: Int32 = -1
      exit(
        orderPlace(truck, line, 1, MisuseFixture.now, &number) == FOODTRUCK_OK
          ? EXIT_SUCCESS : EXIT_FAILURE)
    }
  }

  @Test("Each row in its own child process exits normally (no trap)", arguments: misuseMatrix)
  func rowInExitTest(row: Misuse) async {
    await #expect(processExitsWith: .success) { [label = row.label as String] in
      guard let row = misuseMatrix.first(where: { $0.label == label }) else { exit(2) }
      exit(row.run().status == row.expected ? EXIT_SUCCESS : EXIT_FAILURE)
    }
  }
}
