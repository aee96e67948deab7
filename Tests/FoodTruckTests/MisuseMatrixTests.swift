// MisuseMatrixTests: every exported function against every class of bad input (each pointer
// NULL, each handle freed or foreign, each enum out of range, each id or index negative and
// huge, each capacity above PTRDIFF_MAX, each string invalid UTF-8), as one table; each row
// returns its documented status, and none traps (style.md rule 15, design.md §6).

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
  let live: UnsafeMutablePointer<ft_truck>?
  /// A truck that has been freed.
  let freed: UnsafeMutablePointer<ft_truck>?
  /// Memory that is not a handle (a heap allocation of the caller's).
  let foreign: UnsafeMutablePointer<ft_truck>
  /// Caller buffers with room to spare.
  let text: UnsafeMutablePointer<CChar>
  let ids: UnsafeMutablePointer<Int32>
  static let room = 256

  var size: UInt = 0
  var donut = ft_donut()
  var profile = ft_flavor_profile()
  var flavor = FT_FLAVOR_SALTY
  var value: Int32 = 0
  var locale = FT_LOCALE_EN
  var flag = false
  var id: Int32 = 0

  init() {
    var live: UnsafeMutablePointer<ft_truck>?
    var freed: UnsafeMutablePointer<ft_truck>?
    _ = truckNew(&live)
    _ = truckNew(&freed)
    truckFree(freed)
    self.live = live
    self.freed = freed
    foreign = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
      .initializeMemory(as: ft_truck.self, repeating: ft_truck(), count: 1)
    text = .allocate(capacity: MisuseFixture.room)
    text.initialize(repeating: 0, count: MisuseFixture.room)
    ids = .allocate(capacity: MisuseFixture.room)
    ids.initialize(repeating: 0, count: MisuseFixture.room)
  }

  deinit {
    truckFree(live)
    foreign.deallocate()
    text.deallocate()
    ids.deallocate()
  }
}

/// One row: what is wrong, the call, and the status it must return.
struct Misuse: Sendable, Identifiable, CustomTestStringConvertible {
  let label: String
  let expected: ft_status
  let call: @Sendable (MisuseFixture) -> ft_status

  init(
    _ label: String, _ expected: ft_status, _ call: @escaping @Sendable (MisuseFixture) -> ft_status
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
  func run() -> (status: ft_status, message: String) {
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
  _ call: @escaping @Sendable (MisuseFixture, UnsafeMutablePointer<ft_truck>?) -> ft_status
) -> [Misuse] {
  [
    Misuse("\(function): truck NULL", FT_ERR_INVALID_HANDLE) { call($0, nil) },
    Misuse("\(function): truck freed", FT_ERR_INVALID_HANDLE) { call($0, $0.freed) },
    Misuse("\(function): truck foreign pointer", FT_ERR_INVALID_HANDLE) { call($0, $0.foreign) },
  ]
}

/// A NULL buffer with a nonzero capacity, and capacities above PTRDIFF_MAX (a negative count
/// cast to size_t) with a NULL and with a real buffer.
private func badBuffers<T>(
  _ function: String, _ buffer: @escaping @Sendable (MisuseFixture) -> UnsafeMutablePointer<T>,
  _ call: @escaping @Sendable (MisuseFixture, UnsafeMutablePointer<T>?, UInt) -> ft_status
) -> [Misuse] {
  [
    Misuse("\(function): buffer NULL with capacity 8", FT_ERR_NULL_ARGUMENT) { call($0, nil, 8) },
    Misuse("\(function): capacity UInt.max, buffer NULL", FT_ERR_INVALID_ARGUMENT) {
      call($0, nil, .max)
    },
    Misuse("\(function): capacity UInt.max, real buffer", FT_ERR_INVALID_ARGUMENT) {
      call($0, buffer($0), .max)
    },
    Misuse("\(function): capacity Int.max + 1, real buffer", FT_ERR_INVALID_ARGUMENT) {
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

private func badUTF8(
  _ function: String, _ parameter: String,
  _ call: @escaping @Sendable (MisuseFixture, UnsafePointer<CChar>) -> ft_status
) -> [Misuse] {
  invalidUTF8.map { name, bytes in
    Misuse("\(function): \(parameter) \(name)", FT_ERR_INVALID_UTF8) { fixture in
      withCString(bytes: bytes) { call(fixture, $0) }
    }
  }
}

/// Enum values outside their C enum.
private let badEnumValues: [UInt32] = [99, UInt32.max]

// MARK: - The table

let misuseMatrix: [Misuse] = {
  var rows: [Misuse] = []

  // ft_truck_*
  rows += [
    Misuse("ft_truck_new: truck_out NULL", FT_ERR_NULL_ARGUMENT) { _ in truckNew(nil) },
    Misuse("ft_truck_free: truck NULL is a no-op", FT_OK) { _ in truckFree(nil) },
    Misuse("ft_truck_free: truck freed", FT_ERR_INVALID_HANDLE) { truckFree($0.freed) },
    Misuse("ft_truck_free: truck foreign pointer", FT_ERR_INVALID_HANDLE) { truckFree($0.foreign) },
    Misuse("ft_truck_free: forged handle value", FT_ERR_INVALID_HANDLE) { _ in
      truckFree(UnsafeMutablePointer(bitPattern: UInt(0xFFFF_FFFF_FFFF_FFF1)))
    },
  ]
  rows += badTrucks("ft_truck_set_locale") { truckSetLocale($1, FT_LOCALE_AR) }
  rows += badEnumValues.map { raw in
    Misuse("ft_truck_set_locale: locale \(raw)", FT_ERR_INVALID_ARGUMENT) {
      truckSetLocale($0.live, ft_locale(rawValue: raw))
    }
  }
  rows += [
    Misuse("ft_truck_set_locale: locale 2", FT_ERR_INVALID_ARGUMENT) {
      truckSetLocale($0.live, ft_locale(rawValue: 2))
    }
  ]
  rows += badTrucks("ft_truck_locale") { truckLocale($1, &$0.locale) }
  rows += [
    Misuse("ft_truck_locale: locale_out NULL", FT_ERR_NULL_ARGUMENT) { truckLocale($0.live, nil) }
  ]
  rows += badTrucks("ft_truck_is_right_to_left") { truckIsRightToLeft($1, &$0.flag) }
  rows += [
    Misuse("ft_truck_is_right_to_left: right_to_left_out NULL", FT_ERR_NULL_ARGUMENT) {
      truckIsRightToLeft($0.live, nil)
    }
  ]

  // ft_flavor_*
  rows += badTrucks("ft_flavor_name") { flavorName($1, FT_FLAVOR_SWEET, $0.text, 64, &$0.size) }
  rows += ([6] + badEnumValues).map { raw in
    Misuse("ft_flavor_name: flavor \(raw)", FT_ERR_INVALID_ARGUMENT) {
      flavorName($0.live, ft_flavor(rawValue: raw), $0.text, 64, &$0.size)
    }
  }
  rows += badBuffers("ft_flavor_name", \.text) {
    flavorName($0.live, FT_FLAVOR_SWEET, $1, $2, &$0.size)
  }
  rows += [
    Misuse("ft_flavor_profile_most_potent: profile NULL", FT_ERR_NULL_ARGUMENT) {
      flavorProfileMostPotent(nil, &$0.flavor, &$0.value)
    },
    Misuse("ft_flavor_profile_most_potent: flavor_out NULL", FT_ERR_NULL_ARGUMENT) {
      flavorProfileMostPotent(&$0.profile, nil, &$0.value)
    },
    Misuse("ft_flavor_profile_most_potent: value_out NULL", FT_ERR_NULL_ARGUMENT) {
      flavorProfileMostPotent(&$0.profile, &$0.flavor, nil)
    },
    Misuse("ft_flavor_profile_most_potent: extreme values are fine", FT_OK) {
      $0.profile = ft_flavor_profile(
        salty: .min, sweet: .max, bitter: .min, sour: .max, savory: -1, spicy: .max)
      return flavorProfileMostPotent(&$0.profile, &$0.flavor, &$0.value)
    },
  ]

  // ft_ingredient_*
  let badKinds = [3] + badEnumValues
  let badIndices: [(ft_ingredient_kind, Int32)] = [
    (FT_INGREDIENT_DOUGH, -1), (FT_INGREDIENT_DOUGH, 7), (FT_INGREDIENT_GLAZE, 7),
    (FT_INGREDIENT_TOPPING, 24), (FT_INGREDIENT_TOPPING, Int32.max),
    (FT_INGREDIENT_GLAZE, Int32.min),
  ]
  rows += badKinds.map { raw in
    Misuse("ft_ingredient_count: kind \(raw)", FT_ERR_INVALID_ARGUMENT) {
      ingredientCount(ft_ingredient_kind(rawValue: raw), &$0.size)
    }
  }
  rows += [
    Misuse("ft_ingredient_count: count_out NULL", FT_ERR_NULL_ARGUMENT) { _ in
      ingredientCount(FT_INGREDIENT_DOUGH, nil)
    }
  ]

  rows += badKinds.map { raw in
    Misuse("ft_ingredient_flavors: kind \(raw)", FT_ERR_INVALID_ARGUMENT) {
      ingredientFlavors(ft_ingredient_kind(rawValue: raw), 0, &$0.profile)
    }
  }
  rows += badIndices.map { kind, index in
    Misuse("ft_ingredient_flavors: kind \(kind.rawValue) index \(index)", FT_ERR_INVALID_ARGUMENT) {
      ingredientFlavors(kind, index, &$0.profile)
    }
  }
  rows += [
    Misuse("ft_ingredient_flavors: flavors_out NULL", FT_ERR_NULL_ARGUMENT) { _ in
      ingredientFlavors(FT_INGREDIENT_DOUGH, 0, nil)
    }
  ]

  typealias TextCall =
    @Sendable (
      ft_ingredient_kind, Int32, UnsafeMutablePointer<CChar>?, UInt, UnsafeMutablePointer<UInt>?
    ) -> ft_status
  let textFunctions: [(String, TextCall)] = [
    ("ft_ingredient_slug", { ingredientSlug($0, $1, $2, $3, $4) }),
    ("ft_ingredient_image_key", { ingredientImageKey($0, $1, $2, $3, $4) }),
  ]
  for (name, call) in textFunctions {
    rows += badKinds.map { raw in
      Misuse("\(name): kind \(raw)", FT_ERR_INVALID_ARGUMENT) {
        call(ft_ingredient_kind(rawValue: raw), 0, $0.text, 64, &$0.size)
      }
    }
    rows += badIndices.map { kind, index in
      Misuse("\(name): kind \(kind.rawValue) index \(index)", FT_ERR_INVALID_ARGUMENT) {
        call(kind, index, $0.text, 64, &$0.size)
      }
    }
    rows += badBuffers(name, \.text) { call(FT_INGREDIENT_TOPPING, 10, $1, $2, &$0.size) }
  }

  rows += badTrucks("ft_ingredient_name") {
    ingredientName($1, FT_INGREDIENT_GLAZE, 1, $0.text, 64, &$0.size)
  }
  rows += badKinds.map { raw in
    Misuse("ft_ingredient_name: kind \(raw)", FT_ERR_INVALID_ARGUMENT) {
      ingredientName($0.live, ft_ingredient_kind(rawValue: raw), 0, $0.text, 64, &$0.size)
    }
  }
  rows += badIndices.map { kind, index in
    Misuse("ft_ingredient_name: kind \(kind.rawValue) index \(index)", FT_ERR_INVALID_ARGUMENT) {
      ingredientName($0.live, kind, index, $0.text, 64, &$0.size)
    }
  }
  rows += badBuffers("ft_ingredient_name", \.text) {
    ingredientName($0.live, FT_INGREDIENT_GLAZE, 1, $1, $2, &$0.size)
  }

  // ft_donut_* (reading)
  let unknownIDs: [Int32] = [-1, 17, Int32.max, Int32.min]
  rows += badTrucks("ft_donut_count") { donutCount($1, &$0.size) }
  rows += [
    Misuse("ft_donut_count: count_out NULL", FT_ERR_NULL_ARGUMENT) { donutCount($0.live, nil) }
  ]

  rows += badTrucks("ft_donut_get") { donutGet($1, 0, &$0.donut) }
  rows += unknownIDs.map { id in
    Misuse("ft_donut_get: donut_id \(id)", FT_ERR_NOT_FOUND) { donutGet($0.live, id, &$0.donut) }
  }
  rows += [
    Misuse("ft_donut_get: donut_out NULL", FT_ERR_NULL_ARGUMENT) { donutGet($0.live, 0, nil) }
  ]

  rows += badTrucks("ft_donut_name") { donutName($1, 0, $0.text, 64, &$0.size) }
  rows += unknownIDs.map { id in
    Misuse("ft_donut_name: donut_id \(id)", FT_ERR_NOT_FOUND) {
      donutName($0.live, id, $0.text, 64, &$0.size)
    }
  }
  rows += badBuffers("ft_donut_name", \.text) { donutName($0.live, 0, $1, $2, &$0.size) }

  rows += badTrucks("ft_donut_search") { donutSearch($1, "lemon", $0.ids, 64, &$0.size) }
  rows += [
    Misuse("ft_donut_search: text NULL", FT_ERR_NULL_ARGUMENT) {
      donutSearch($0.live, nil, $0.ids, 64, &$0.size)
    }
  ]
  rows += badUTF8("ft_donut_search", "text") { donutSearch($0.live, $1, $0.ids, 64, &$0.size) }
  rows += badBuffers("ft_donut_search", \.ids) { donutSearch($0.live, "", $1, $2, &$0.size) }

  rows += badTrucks("ft_donut_sort_by_name") { donutSortByName($1, $0.ids, 64, &$0.size) }
  rows += badBuffers("ft_donut_sort_by_name", \.ids) { donutSortByName($0.live, $1, $2, &$0.size) }

  rows += badTrucks("ft_donut_sort_by_flavor") {
    donutSortByFlavor($1, FT_FLAVOR_SOUR, $0.ids, 64, &$0.size)
  }
  rows += ([6] + badEnumValues).map { raw in
    Misuse("ft_donut_sort_by_flavor: flavor \(raw)", FT_ERR_INVALID_ARGUMENT) {
      donutSortByFlavor($0.live, ft_flavor(rawValue: raw), $0.ids, 64, &$0.size)
    }
  }
  rows += badBuffers("ft_donut_sort_by_flavor", \.ids) {
    donutSortByFlavor($0.live, FT_FLAVOR_SOUR, $1, $2, &$0.size)
  }

  // ft_donut_* (editor)
  rows += badTrucks("ft_donut_template") { donutTemplate($1, &$0.donut) }
  rows += [
    Misuse("ft_donut_template: donut_out NULL", FT_ERR_NULL_ARGUMENT) {
      donutTemplate($0.live, nil)
    }
  ]

  rows += badTrucks("ft_donut_template_name") { donutTemplateName($1, $0.text, 64, &$0.size) }
  rows += badBuffers("ft_donut_template_name", \.text) {
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

  rows += badTrucks("ft_donut_create") { donutCreate($1, "Cruller", 4, 1, 1, &$0.id) }
  rows += [
    Misuse("ft_donut_create: name NULL", FT_ERR_NULL_ARGUMENT) {
      donutCreate($0.live, nil, 4, 1, 1, &$0.id)
    },
    Misuse("ft_donut_create: id_out NULL", FT_ERR_NULL_ARGUMENT) {
      donutCreate($0.live, "Cruller", 4, 1, 1, nil)
    },
  ]
  rows += badUTF8("ft_donut_create", "name") { donutCreate($0.live, $1, 4, 1, 1, &$0.id) }
  rows += badRecipes.map { label, dough, glaze, topping in
    Misuse("ft_donut_create: \(label)", FT_ERR_INVALID_ARGUMENT) {
      donutCreate($0.live, "Cruller", dough, glaze, topping, &$0.id)
    }
  }
  rows += badNames.map { label, name in
    Misuse("ft_donut_create: \(label)", FT_ERR_INVALID_ARGUMENT) {
      donutCreate($0.live, name, 4, 1, 1, &$0.id)
    }
  }

  rows += badTrucks("ft_donut_edit") { donutEdit($1, 0, "Remix", 4, 1, 1) }
  rows += unknownIDs.map { id in
    Misuse("ft_donut_edit: donut_id \(id)", FT_ERR_NOT_FOUND) {
      donutEdit($0.live, id, "Remix", 4, 1, 1)
    }
  }
  rows += [
    Misuse("ft_donut_edit: name NULL", FT_ERR_NULL_ARGUMENT) { donutEdit($0.live, 0, nil, 4, 1, 1) }
  ]
  rows += badUTF8("ft_donut_edit", "name") { donutEdit($0.live, 0, $1, 4, 1, 1) }
  rows += badRecipes.map { label, dough, glaze, topping in
    Misuse("ft_donut_edit: \(label)", FT_ERR_INVALID_ARGUMENT) {
      donutEdit($0.live, 0, "Remix", dough, glaze, topping)
    }
  }
  rows += badNames.map { label, name in
    Misuse("ft_donut_edit: \(label)", FT_ERR_INVALID_ARGUMENT) {
      donutEdit($0.live, 0, name, 4, 1, 1)
    }
  }
  return rows
}()

@Suite("Misuse matrix")
struct MisuseMatrixTests {
  @Test("Each misuse returns its documented status", arguments: misuseMatrix)
  func status(row: Misuse) {
    let (status, message) = row.run()
    #expect(status == row.expected, "\(row.label): got \(String(cString: statusString(status)))")
    if row.expected == FT_OK {
      #expect(message == "")
    } else {
      #expect(message.hasPrefix(row.function + ": "), "\(message)")
    }
  }

  @Test("The table covers every exported ft_status function, and its labels are unique")
  func coverage() {
    let exported = Set(MisuseMatrixTests.statusFunctions.map(\.cName))
    let covered = Set(misuseMatrix.map(\.function))
    #expect(exported.count >= 22)
    #expect(exported.subtracting(covered).sorted() == [], "functions without misuse rows")
    #expect(covered.subtracting(exported).sorted() == [], "rows for functions that do not exist")
    let labels = misuseMatrix.map(\.label)
    #expect(Set(labels).count == labels.count)
  }

  static let statusFunctions = BoundarySource.exportedFunctions().filter {
    $0.returnType == "ft_status"
  }

  /// The rows a parameter needs, by its name (the naming rules of style.md rule 11): label
  /// fragments that some row of the function must contain. nil for a name with no rule yet.
  static func requiredRows(for parameter: String, hasCapacity: Bool) -> [String]? {
    switch parameter {
    case "truck": ["truck NULL", "truck freed", "truck foreign pointer"]
    case "locale", "flavor", "kind": ["\(parameter) 99", "\(parameter) 4294967295"]
    case "index": ["index -1", "index 2147483647", "index -2147483648"]
    case "donut_id": ["donut_id -1", "donut_id 2147483647", "donut_id -2147483648"]
    case "dough": ["dough -1", "dough 7", "dough Int32.max", "dough Int32.min"]
    case "glaze", "topping":
      ["\(parameter) -2", "\(parameter) Int32.max", "\(parameter) Int32.min"]
    case "text", "name":
      ["\(parameter) NULL"] + invalidUTF8.map { "\(parameter) \($0.0)" }
    case "profile": ["profile NULL"]
    case "capacity":
      [
        "buffer NULL with capacity 8", "capacity UInt.max, buffer NULL",
        "capacity UInt.max, real buffer",
      ]
    case "text_out", "ids_out": hasCapacity ? [] : nil  // covered by the capacity rows
    case "length_out",
      "count_out" where hasCapacity:
      []  // optional with a buffer
    case _ where parameter.hasSuffix("_out"): ["\(parameter) NULL"]
    default: nil
    }
  }

  @Test("Each parameter of each function has its classes of bad input", arguments: statusFunctions)
  func parameterCoverage(function: ExportedFunction) {
    let labels = misuseMatrix.filter { $0.function == function.cName }.map(\.label)
    let hasCapacity = function.parameters.contains("capacity")
    for parameter in function.parameters {
      guard let required = MisuseMatrixTests.requiredRows(for: parameter, hasCapacity: hasCapacity)
      else {
        Issue.record("\(function.cName): no misuse rule for parameter \(parameter); add one")
        continue
      }
      for fragment in required where !labels.contains(where: { $0.contains(fragment) }) {
        Issue.record("\(function.cName): no row for \(parameter) (\"\(fragment)\")")
      }
    }
  }

  @Test("The whole table runs in a child process that exits normally (no trap)")
  func wholeTableInExitTest() async {
    await #expect(processExitsWith: .success) {
      for row in misuseMatrix where row.run().status != row.expected {
        exit(EXIT_FAILURE)
      }
      // The functions that return no status, with their worst inputs.
      for raw: UInt32 in [8, 999, .max]
      where String(cString: statusString(ft_status(rawValue: raw))) != "FT_ERR_UNKNOWN" {
        exit(EXIT_FAILURE)
      }
      _ = (version(), FoodTruck.versionNumber(), lastError())
      exit(EXIT_SUCCESS)
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
