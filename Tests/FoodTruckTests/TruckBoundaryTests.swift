// SPDX-License-Identifier: Apache-2.0
// TruckBoundaryTests: the truck handle's lifecycle (new, free, double free, use after free,
// foreign pointers), its settings (locale, UTC offset, weekend days, price) with their refused
// values, when it next changes by itself (foodtruck_truck_next_due), and one handle shared by
// many threads.

import CFoodTruck
import FoodTruck
import FoodTruckTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Truck boundary")
final class TruckBoundaryTests {
  /// A live handle for each test; freed in deinit.
  let truck: UnsafeMutablePointer<foodtruck_truck>

  init() throws {
    truck = try newTruck()
  }

  deinit {
    truckFree(truck)
  }

  // MARK: - Lifecycle

  @Test("A new truck is live: it answers calls")
  func newTruckIsLive() {
    var count: UInt = 0
    #expect(donutCount(truck, &count) == FOODTRUCK_OK)
    #expect(count == UInt(FOODTRUCK_CATALOG_DONUT_COUNT))
    #expect(lastErrorText == "")
  }

  @Test("foodtruck_truck_new with a NULL out-parameter fails and creates nothing")
  func newWithNullOut() {
    #expect(truckNew(nil) == FOODTRUCK_ERR_NULL_ARGUMENT)
  }

  @Test("Freeing NULL is a no-op that returns FOODTRUCK_OK")
  func freeNull() {
    #expect(truckFree(nil) == FOODTRUCK_OK)
    #expect(lastErrorText == "")
  }

  @Test("new, free, then double free and use after free give FOODTRUCK_ERR_INVALID_HANDLE")
  func doubleFreeAndUseAfterFree() throws {
    let other = try newTruck()
    #expect(truckFree(other) == FOODTRUCK_OK)
    #expect(truckFree(other) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(lastErrorText.hasPrefix("foodtruck_truck_free: "))

    var count: UInt = 99
    #expect(donutCount(other, &count) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(count == 99, "outputs are written only on success")
    #expect(truckSetLocale(other, FOODTRUCK_LOCALE_AR) == FOODTRUCK_ERR_INVALID_HANDLE)
    var locale = FOODTRUCK_LOCALE_EN
    #expect(truckLocale(other, &locale) == FOODTRUCK_ERR_INVALID_HANDLE)
    var rtl = false
    #expect(truckIsRightToLeft(other, &rtl) == FOODTRUCK_ERR_INVALID_HANDLE)
  }

  @Test("The latest tick: none at first, kept in the session's file, a refused tick leaves it")
  func latestTick() throws {
    let path = "/tmp/foodtruck-boundary-\(UInt64.random(in: 0...UInt64.max)).session"
    defer { unlink(path) }
    var file: UnsafeMutablePointer<foodtruck_truck>?
    #expect(truckOpen(path, 0, &file) == FOODTRUCK_OK)
    var at: Int64 = 7
    #expect(truckLatestTick(file, &at) == FOODTRUCK_OK && at == noTime)
    #expect(truckTick(file, 1_796_000_060_000, nil) == FOODTRUCK_OK)
    #expect(truckTick(file, 1_796_000_000_000, nil) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(truckLatestTick(file, &at) == FOODTRUCK_OK && at == 1_796_000_060_000)
    #expect(truckFree(file) == FOODTRUCK_OK)
    // Reopened: the file kept it, so a shell whose clock went back can start from it.
    #expect(truckOpen(path, 0, &file) == FOODTRUCK_OK)
    #expect(truckLatestTick(file, &at) == FOODTRUCK_OK && at == 1_796_000_060_000)
    #expect(truckLatestTick(file, nil) == FOODTRUCK_ERR_NULL_ARGUMENT)
    #expect(truckFree(file) == FOODTRUCK_OK)
  }

  @Test("A truck opened on a file keeps its changes: reopened, and read-only, it has them")
  func openKeepsChanges() throws {
    let path = "/tmp/foodtruck-boundary-\(UInt64.random(in: 0...UInt64.max)).session"
    defer { unlink(path) }
    var file: UnsafeMutablePointer<foodtruck_truck>?
    #expect(truckOpen(path, 0, &file) == FOODTRUCK_OK)
    var readOnly = true
    #expect(truckIsReadOnly(file, &readOnly) == FOODTRUCK_OK && !readOnly)
    #expect(truckSetPrice(file, 650) == FOODTRUCK_OK)
    var second: UnsafeMutablePointer<foodtruck_truck>?
    #expect(truckOpen(path, 0, &second) == FOODTRUCK_ERR_BUSY)
    #expect(second == nil, "outputs are written only on success")
    #expect(lastErrorText.hasPrefix("foodtruck_truck_open: \(path): "))
    #expect(truckFree(file) == FOODTRUCK_OK)

    #expect(truckOpen(path, FOODTRUCK_OPEN_READ_ONLY.rawValue, &file) == FOODTRUCK_OK)
    var cents: Int64 = 0
    #expect(truckPrice(file, &cents) == FOODTRUCK_OK && cents == 650)
    #expect(truckIsReadOnly(file, &readOnly) == FOODTRUCK_OK && readOnly)
    #expect(truckSetPrice(file, 700) == FOODTRUCK_ERR_READ_ONLY)
    #expect(
      lastErrorText.hasPrefix("foodtruck_truck_set_price: the session on \(path) is read-only"))
    #expect(truckFree(file) == FOODTRUCK_OK)
    // A truck in memory is never read-only.
    #expect(truckIsReadOnly(truck, &readOnly) == FOODTRUCK_OK && !readOnly)
  }

  @Test("A freed handle stays invalid after its slot is reused by a new truck")
  func staleHandleAfterReuse() throws {
    let first = try newTruck()
    #expect(truckFree(first) == FOODTRUCK_OK)
    let second = try newTruck()
    defer { truckFree(second) }
    #expect(second != first)
    var count: UInt = 0
    #expect(donutCount(first, &count) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(donutCount(second, &count) == FOODTRUCK_OK)
    #expect(truckFree(first) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(donutCount(second, &count) == FOODTRUCK_OK, "a stale free did not free the new truck")
  }

  @Test(
    "A foreign pointer (a local allocation) is FOODTRUCK_ERR_INVALID_HANDLE, never dereferenced")
  func foreignPointer() {
    let memory = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
    defer { memory.deallocate() }
    memory.initializeMemory(as: UInt8.self, repeating: 0xF1, count: 64)
    let foreign = memory.bindMemory(to: foodtruck_truck.self, capacity: 1)
    var count: UInt = 0
    #expect(donutCount(foreign, &count) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(truckSetLocale(foreign, FOODTRUCK_LOCALE_AR) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(truckFree(foreign) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(memory.load(as: UInt64.self) == 0xF1F1_F1F1_F1F1_F1F1, "the memory was not touched")

    var local = foodtruck_truck()
    withUnsafeMutablePointer(to: &local) { stack in
      #expect(donutCount(stack, &count) == FOODTRUCK_ERR_INVALID_HANDLE)
      #expect(truckFree(stack) == FOODTRUCK_ERR_INVALID_HANDLE)
    }
  }

  @Test(
    "Forged handle values are FOODTRUCK_ERR_INVALID_HANDLE",
    arguments: [
      0x1, 0xF1, 0xFFFF_FFF1, 0x0000_0001_FFFF_FFF1, 0xFFFF_FFFF_FFFF_FFF1, UInt.max,
      0x7FFF_FFFF_0000_00F1,
    ])
  func forgedHandles(raw: UInt) throws {
    let forged = try #require(UnsafeMutablePointer<foodtruck_truck>(bitPattern: raw))
    var count: UInt = 0
    #expect(donutCount(forged, &count) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(truckFree(forged) == FOODTRUCK_ERR_INVALID_HANDLE)
  }

  @Test("Trucks are independent")
  func independentTrucks() throws {
    let other = try newTruck()
    defer { truckFree(other) }
    #expect(truckSetLocale(other, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    var id: Int32 = -1
    #expect(donutCreate(other, "Cruller", 4, 1, 1, &id) == FOODTRUCK_OK)
    var count: UInt = 0
    #expect(donutCount(truck, &count) == FOODTRUCK_OK)
    #expect(count == 17)
    var locale = FOODTRUCK_LOCALE_AR
    #expect(truckLocale(truck, &locale) == FOODTRUCK_OK)
    #expect(locale == FOODTRUCK_LOCALE_EN)
  }

  // MARK: - Locale

  @Test(
    "A count in the session's digits, grouped: ASCII and \",\" in English, Arabic-Indic in Arabic")
  func numberText() throws {
    #expect(try readText { truckNumberText(truck, 1224, $0, $1, $2) } == "1,224")
    #expect(try readText { truckNumberText(truck, -7, $0, $1, $2) } == "-7")
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(try readText { truckNumberText(truck, 1224, $0, $1, $2) } == "١٬٢٢٤")
    #expect(
      try readText { truckNumberText(truck, .min, $0, $1, $2) }
        == "\u{061C}-٩٬٢٢٣٬٣٧٢٬٠٣٦٬٨٥٤٬٧٧٥٬٨٠٨")
  }

  @Test("A new truck speaks English, left to right")
  func defaultLocale() {
    var locale = FOODTRUCK_LOCALE_AR
    var rtl = true
    #expect(truckLocale(truck, &locale) == FOODTRUCK_OK)
    #expect(truckIsRightToLeft(truck, &rtl) == FOODTRUCK_OK)
    #expect(locale == FOODTRUCK_LOCALE_EN)
    #expect(rtl == false)
  }

  @Test(
    "Setting the locale changes the language and the direction",
    arguments: zip([FOODTRUCK_LOCALE_AR, FOODTRUCK_LOCALE_EN], [true, false]))
  func setLocale(locale: foodtruck_locale, rightToLeft: Bool) {
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)  // start from the other one
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_EN) == FOODTRUCK_OK)
    #expect(truckSetLocale(truck, locale) == FOODTRUCK_OK)
    var current = foodtruck_locale(rawValue: 77)
    var rtl = !rightToLeft
    #expect(truckLocale(truck, &current) == FOODTRUCK_OK)
    #expect(truckIsRightToLeft(truck, &rtl) == FOODTRUCK_OK)
    #expect(current == locale)
    #expect(rtl == rightToLeft)
  }

  @Test(
    "An out-of-range locale is refused and the locale is unchanged", arguments: [2, 99, UInt32.max])
  func invalidLocale(raw: UInt32) {
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(
      truckSetLocale(truck, foodtruck_locale(rawValue: raw)) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_truck_set_locale: "))
    var current = FOODTRUCK_LOCALE_EN
    #expect(truckLocale(truck, &current) == FOODTRUCK_OK)
    #expect(current == FOODTRUCK_LOCALE_AR)
  }

  // MARK: - Settings

  @Test("A new truck: UTC offset 0, weekend Saturday and Sunday (0x41), 578 cents a donut")
  func defaultSettings() {
    var offset: Int32 = 99
    var weekend: UInt32 = 99
    var price: Int64 = 99
    #expect(truckUTCOffset(truck, &offset) == FOODTRUCK_OK)
    #expect(truckWeekendDays(truck, &weekend) == FOODTRUCK_OK)
    #expect(truckPrice(truck, &price) == FOODTRUCK_OK)
    #expect(offset == 0)
    #expect(weekend == 0x41)
    #expect(weekend == weekendDefault)
    #expect(price == 578)
    #expect(lastErrorText == "")
  }

  @Test(
    "The UTC offset reads back as set, -1439 to 1439",
    arguments: [-1439, -480, -1, 0, 1, 330, 1439])
  func utcOffset(minutes: Int32) {
    #expect(truckSetUTCOffset(truck, 600) == FOODTRUCK_OK)  // start from another value
    #expect(truckSetUTCOffset(truck, minutes) == FOODTRUCK_OK)
    var current: Int32 = 9999
    #expect(truckUTCOffset(truck, &current) == FOODTRUCK_OK)
    #expect(current == minutes)
  }

  @Test(
    "Offsets of a day or more are refused and the offset is unchanged",
    arguments: [-1440, 1440, 1441, -100_000, Int32.max, Int32.min])
  func invalidUTCOffset(minutes: Int32) {
    #expect(truckSetUTCOffset(truck, -480) == FOODTRUCK_OK)
    #expect(truckSetUTCOffset(truck, minutes) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_truck_set_utc_offset: "))
    #expect(lastErrorText.contains("\(minutes)"))
    var current: Int32 = 0
    #expect(truckUTCOffset(truck, &current) == FOODTRUCK_OK)
    #expect(current == -480)
  }

  @Test(
    "The weekend reads back as set: no days, one, the default, six",
    arguments: [0, 0x01, 0x40, 0x41, 0x22, 0x3F, 0x7E, 0x5D])
  func weekendDays(mask: UInt32) {
    #expect(truckSetWeekendDays(truck, 0x08) == FOODTRUCK_OK)  // start from another value
    #expect(truckSetWeekendDays(truck, mask) == FOODTRUCK_OK)
    var current: UInt32 = 0xFFFF
    #expect(truckWeekendDays(truck, &current) == FOODTRUCK_OK)
    #expect(current == mask)
  }

  @Test(
    "Bits above Saturday, and all seven days, are refused; the weekend is unchanged",
    arguments: [0x80, 0x7F, 0xFF, 0x100, 0x8000_0000, UInt32.max])
  func invalidWeekendDays(mask: UInt32) {
    #expect(truckSetWeekendDays(truck, 0x22) == FOODTRUCK_OK)
    #expect(truckSetWeekendDays(truck, mask) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_truck_set_weekend_days: "))
    var current: UInt32 = 0
    #expect(truckWeekendDays(truck, &current) == FOODTRUCK_OK)
    #expect(current == 0x22)
  }

  @Test(
    "The price reads back as set, 0 to 10,000,000 cents",
    arguments: [0, 1, 578, 9_999_999, 10_000_000] as [Int64])
  func price(cents: Int64) {
    #expect(truckSetPrice(truck, 4_242) == FOODTRUCK_OK)
    #expect(truckSetPrice(truck, cents) == FOODTRUCK_OK)
    var current: Int64 = -1
    #expect(truckPrice(truck, &current) == FOODTRUCK_OK)
    #expect(current == cents)
  }

  @Test(
    "Negative prices and prices above 10,000,000 cents are refused; the price is unchanged",
    arguments: [-1, 10_000_001, -578, Int64.max, Int64.min] as [Int64])
  func invalidPrice(cents: Int64) {
    #expect(truckSetPrice(truck, 4_242) == FOODTRUCK_OK)
    #expect(truckSetPrice(truck, cents) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_truck_set_price: "))
    var current: Int64 = -1
    #expect(truckPrice(truck, &current) == FOODTRUCK_OK)
    #expect(current == 4_242)
  }

  @Test("Settings belong to their truck")
  func independentSettings() throws {
    let other = try newTruck()
    defer { truckFree(other) }
    #expect(truckSetUTCOffset(other, 120) == FOODTRUCK_OK)
    #expect(truckSetWeekendDays(other, 0x30) == FOODTRUCK_OK)
    #expect(truckSetPrice(other, 100) == FOODTRUCK_OK)
    var offset: Int32 = -1
    var weekend: UInt32 = 0
    var price: Int64 = 0
    #expect(truckUTCOffset(truck, &offset) == FOODTRUCK_OK)
    #expect(truckWeekendDays(truck, &weekend) == FOODTRUCK_OK)
    #expect(truckPrice(truck, &price) == FOODTRUCK_OK)
    #expect((offset, weekend, price) == (0, 0x41, 578))
  }

  @Test("Settings calls on a freed truck are FOODTRUCK_ERR_INVALID_HANDLE and write nothing")
  func settingsOnFreedTruck() throws {
    let other = try newTruck()
    #expect(truckFree(other) == FOODTRUCK_OK)
    #expect(truckSetUTCOffset(other, 60) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(truckSetWeekendDays(other, 0) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(truckSetPrice(other, 1) == FOODTRUCK_ERR_INVALID_HANDLE)
    var offset: Int32 = 77
    var weekend: UInt32 = 77
    var price: Int64 = 77
    #expect(truckUTCOffset(other, &offset) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(truckWeekendDays(other, &weekend) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(truckPrice(other, &price) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect((offset, weekend, price) == (77, 77, 77))
  }

  // MARK: - Schedule

  /// foodtruck_truck_next_due's instant, asserting that the call succeeds.
  func nextDue(sourceLocation: SourceLocation = #_sourceLocation) -> Int64 {
    var due: Int64 = 7
    #expect(truckNextDue(truck, &due) == FOODTRUCK_OK, sourceLocation: sourceLocation)
    return due
  }

  @Test("foodtruck_truck_next_due: FOODTRUCK_NO_TIME with nothing due, then each due instant")
  func nextDueInstants() throws {
    let noon: Int64 = 1_710_504_000_000  // 2024-03-15 12:00:00 UTC
    #expect(nextDue() == noTime, "a new session has nothing due")
    #expect(truckSimulate(truck, 5, noon, 1) == FOODTRUCK_OK)
    let arrival = nextDue()
    #expect((noon + 3_000...noon + 8_000).contains(arrival), "the live order, 3 to 8 s on")
    var arrived: Int32 = -1
    #expect(truckTick(truck, arrival - 1, &arrived) == FOODTRUCK_OK)
    #expect(arrived == 0 && nextDue() == arrival)
    #expect(truckTick(truck, arrival, &arrived) == FOODTRUCK_OK)
    #expect(arrived == 1, "exactly at the reported instant")
    #expect(try getOrder(truck, 25).created_at == arrival)
    #expect(nextDue() == noTime, "the stream is over")
    // Preparing order 25: its countdown ends a minute on; marked ready, its stale date is next.
    #expect(orderApply(truck, 25, FOODTRUCK_ORDER_PREPARE, arrival) == FOODTRUCK_OK)
    #expect(nextDue() == arrival + 60_000)
    #expect(orderApply(truck, 25, FOODTRUCK_ORDER_MARK_READY, arrival + 1_000) == FOODTRUCK_OK)
    #expect(nextDue() == arrival + 120_000)
    #expect(orderApply(truck, 25, FOODTRUCK_ORDER_COMPLETE, arrival + 2_000) == FOODTRUCK_OK)
    #expect(nextDue() == noTime, "handed over: the activity ended and left at once")
    // A call with an earlier now schedules in the past: due at the latest tick, never before.
    let later = arrival + 600_000
    #expect(truckTick(truck, later, nil) == FOODTRUCK_OK)
    try placeOrder(truck, [(0, 1)], at: noon)
    #expect(orderApply(truck, 26, FOODTRUCK_ORDER_PREPARE, noon) == FOODTRUCK_OK)
    #expect(nextDue() == later, "not noon + 60 s, which is before the latest tick")
  }

  @Test("foodtruck_truck_next_due refuses a NULL out-parameter and a freed truck, writing nothing")
  func nextDueRefused() throws {
    #expect(truckNextDue(truck, nil) == FOODTRUCK_ERR_NULL_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_truck_next_due: due_at_out"))
    let other = try newTruck()
    #expect(truckFree(other) == FOODTRUCK_OK)
    var due: Int64 = 77
    #expect(truckNextDue(other, &due) == FOODTRUCK_ERR_INVALID_HANDLE)
    #expect(due == 77)
  }

  // MARK: - Threads

  @Test("8 threads x 100 foodtruck_donut_create on one handle: all applied, ids unique")
  func concurrentCreates() {
    let shared = UInt(bitPattern: truck)
    let ids = LockedArray<Int32>()
    let failures = LockedArray<foodtruck_status>()
    onThreads(8) { thread in
      let truck = UnsafeMutablePointer<foodtruck_truck>(bitPattern: shared)
      for index in 0..<100 {
        var id: Int32 = -1
        let status = donutCreate(truck, "T\(thread)-\(index)", 4, 1, 1, &id)
        if status == FOODTRUCK_OK { ids.append(id) } else { failures.append(status) }
      }
    }
    #expect(failures.elements.isEmpty)
    var count: UInt = 0
    #expect(donutCount(truck, &count) == FOODTRUCK_OK)
    #expect(count == 17 + 800)
    #expect(ids.elements.sorted() == Array(17..<817))
  }

  @Test("Threads creating, using and freeing their own trucks at once")
  func concurrentLifecycles() {
    let failures = LockedArray<String>()
    onThreads(8) { thread in
      for round in 0..<50 {
        var truck: UnsafeMutablePointer<foodtruck_truck>?
        guard truckNew(&truck) == FOODTRUCK_OK else {
          return failures.append("new \(thread)/\(round)")
        }
        var count: UInt = 0
        if donutCount(truck, &count) != FOODTRUCK_OK || count != 17 {
          failures.append("count \(thread)/\(round)")
        }
        if truckFree(truck) != FOODTRUCK_OK { failures.append("free \(thread)/\(round)") }
        if truckFree(truck) != FOODTRUCK_ERR_INVALID_HANDLE {
          failures.append("double free \(thread)/\(round)")
        }
      }
    }
    #expect(failures.elements == [])
  }

  @Test("Freeing a handle while other threads use it: every call answers OK or INVALID_HANDLE")
  func freeWhileInUse() throws {
    let victim = try newTruck()
    let shared = UInt(bitPattern: victim)
    let unexpected = LockedArray<foodtruck_status>()
    onThreads(4) { thread in
      let handle = UnsafeMutablePointer<foodtruck_truck>(bitPattern: shared)
      if thread == 0 {
        if truckFree(handle) != FOODTRUCK_OK { unexpected.append(FOODTRUCK_ERR_INVALID_STATE) }
        return
      }
      for _ in 0..<500 {
        var ids = [Int32](repeating: 0, count: 32)
        var count: UInt = 0
        let status = donutSortByFlavor(handle, FOODTRUCK_FLAVOR_SWEET, &ids, 32, &count)
        if status != FOODTRUCK_OK && status != FOODTRUCK_ERR_INVALID_HANDLE {
          unexpected.append(status)
        }
      }
    }
    #expect(unexpected.elements.isEmpty)
    var count: UInt = 0
    #expect(donutCount(victim, &count) == FOODTRUCK_ERR_INVALID_HANDLE)
  }
}
