// TruckBoundaryTests: the truck handle's lifecycle (new, free, double free, use after free,
// foreign pointers), its settings (locale, UTC offset, weekend days, price) with their refused
// values, and one handle shared by many threads.

import CFoodTruck
import FoodTruck
import FoodTruckTestSupport
import Testing

@Suite("Truck boundary")
final class TruckBoundaryTests {
  /// A live handle for each test; freed in deinit.
  let truck: UnsafeMutablePointer<ft_truck>

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
    #expect(donutCount(truck, &count) == FT_OK)
    #expect(count == UInt(FT_CATALOG_DONUT_COUNT))
    #expect(lastErrorText == "")
  }

  @Test("ft_truck_new with a NULL out-parameter fails and creates nothing")
  func newWithNullOut() {
    #expect(truckNew(nil) == FT_ERR_NULL_ARGUMENT)
  }

  @Test("Freeing NULL is a no-op that returns FT_OK")
  func freeNull() {
    #expect(truckFree(nil) == FT_OK)
    #expect(lastErrorText == "")
  }

  @Test("new, free, then double free and use after free give FT_ERR_INVALID_HANDLE")
  func doubleFreeAndUseAfterFree() throws {
    let other = try newTruck()
    #expect(truckFree(other) == FT_OK)
    #expect(truckFree(other) == FT_ERR_INVALID_HANDLE)
    #expect(lastErrorText.hasPrefix("ft_truck_free: "))

    var count: UInt = 99
    #expect(donutCount(other, &count) == FT_ERR_INVALID_HANDLE)
    #expect(count == 99, "outputs are written only on success")
    #expect(truckSetLocale(other, FT_LOCALE_AR) == FT_ERR_INVALID_HANDLE)
    var locale = FT_LOCALE_EN
    #expect(truckLocale(other, &locale) == FT_ERR_INVALID_HANDLE)
    var rtl = false
    #expect(truckIsRightToLeft(other, &rtl) == FT_ERR_INVALID_HANDLE)
  }

  @Test("A freed handle stays invalid after its slot is reused by a new truck")
  func staleHandleAfterReuse() throws {
    let first = try newTruck()
    #expect(truckFree(first) == FT_OK)
    let second = try newTruck()
    defer { truckFree(second) }
    #expect(second != first)
    var count: UInt = 0
    #expect(donutCount(first, &count) == FT_ERR_INVALID_HANDLE)
    #expect(donutCount(second, &count) == FT_OK)
    #expect(truckFree(first) == FT_ERR_INVALID_HANDLE)
    #expect(donutCount(second, &count) == FT_OK, "a stale free did not free the new truck")
  }

  @Test("A foreign pointer (a local allocation) is FT_ERR_INVALID_HANDLE, never dereferenced")
  func foreignPointer() {
    let memory = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
    defer { memory.deallocate() }
    memory.initializeMemory(as: UInt8.self, repeating: 0xF1, count: 64)
    let foreign = memory.bindMemory(to: ft_truck.self, capacity: 1)
    var count: UInt = 0
    #expect(donutCount(foreign, &count) == FT_ERR_INVALID_HANDLE)
    #expect(truckSetLocale(foreign, FT_LOCALE_AR) == FT_ERR_INVALID_HANDLE)
    #expect(truckFree(foreign) == FT_ERR_INVALID_HANDLE)
    #expect(memory.load(as: UInt64.self) == 0xF1F1_F1F1_F1F1_F1F1, "the memory was not touched")

    var local = ft_truck()
    withUnsafeMutablePointer(to: &local) { stack in
      #expect(donutCount(stack, &count) == FT_ERR_INVALID_HANDLE)
      #expect(truckFree(stack) == FT_ERR_INVALID_HANDLE)
    }
  }

  @Test(
    "Forged handle values are FT_ERR_INVALID_HANDLE",
    arguments: [
      0x1, 0xF1, 0xFFFF_FFF1, 0x0000_0001_FFFF_FFF1, 0xFFFF_FFFF_FFFF_FFF1, UInt.max,
      0x7FFF_FFFF_0000_00F1,
    ])
  func forgedHandles(raw: UInt) throws {
    let forged = try #require(UnsafeMutablePointer<ft_truck>(bitPattern: raw))
    var count: UInt = 0
    #expect(donutCount(forged, &count) == FT_ERR_INVALID_HANDLE)
    #expect(truckFree(forged) == FT_ERR_INVALID_HANDLE)
  }

  @Test("Trucks are independent")
  func independentTrucks() throws {
    let other = try newTruck()
    defer { truckFree(other) }
    #expect(truckSetLocale(other, FT_LOCALE_AR) == FT_OK)
    var id: Int32 = -1
    #expect(donutCreate(other, "Cruller", 4, 1, 1, &id) == FT_OK)
    var count: UInt = 0
    #expect(donutCount(truck, &count) == FT_OK)
    #expect(count == 17)
    var locale = FT_LOCALE_AR
    #expect(truckLocale(truck, &locale) == FT_OK)
    #expect(locale == FT_LOCALE_EN)
  }

  // MARK: - Locale

  @Test("A new truck speaks English, left to right")
  func defaultLocale() {
    var locale = FT_LOCALE_AR
    var rtl = true
    #expect(truckLocale(truck, &locale) == FT_OK)
    #expect(truckIsRightToLeft(truck, &rtl) == FT_OK)
    #expect(locale == FT_LOCALE_EN)
    #expect(rtl == false)
  }

  @Test(
    "Setting the locale changes the language and the direction",
    arguments: zip([FT_LOCALE_AR, FT_LOCALE_EN], [true, false]))
  func setLocale(locale: ft_locale, rightToLeft: Bool) {
    #expect(truckSetLocale(truck, FT_LOCALE_AR) == FT_OK)  // start from the other one
    #expect(truckSetLocale(truck, FT_LOCALE_EN) == FT_OK)
    #expect(truckSetLocale(truck, locale) == FT_OK)
    var current = ft_locale(rawValue: 77)
    var rtl = !rightToLeft
    #expect(truckLocale(truck, &current) == FT_OK)
    #expect(truckIsRightToLeft(truck, &rtl) == FT_OK)
    #expect(current == locale)
    #expect(rtl == rightToLeft)
  }

  @Test(
    "An out-of-range locale is refused and the locale is unchanged", arguments: [2, 99, UInt32.max])
  func invalidLocale(raw: UInt32) {
    #expect(truckSetLocale(truck, FT_LOCALE_AR) == FT_OK)
    #expect(truckSetLocale(truck, ft_locale(rawValue: raw)) == FT_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("ft_truck_set_locale: "))
    var current = FT_LOCALE_EN
    #expect(truckLocale(truck, &current) == FT_OK)
    #expect(current == FT_LOCALE_AR)
  }

  // MARK: - Settings

  @Test("A new truck: UTC offset 0, weekend Saturday and Sunday (0x41), 578 cents a donut")
  func defaultSettings() {
    var offset: Int32 = 99
    var weekend: UInt32 = 99
    var price: Int64 = 99
    #expect(truckUTCOffset(truck, &offset) == FT_OK)
    #expect(truckWeekendDays(truck, &weekend) == FT_OK)
    #expect(truckPrice(truck, &price) == FT_OK)
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
    #expect(truckSetUTCOffset(truck, 600) == FT_OK)  // start from another value
    #expect(truckSetUTCOffset(truck, minutes) == FT_OK)
    var current: Int32 = 9999
    #expect(truckUTCOffset(truck, &current) == FT_OK)
    #expect(current == minutes)
  }

  @Test(
    "Offsets of a day or more are refused and the offset is unchanged",
    arguments: [-1440, 1440, 1441, -100_000, Int32.max, Int32.min])
  func invalidUTCOffset(minutes: Int32) {
    #expect(truckSetUTCOffset(truck, -480) == FT_OK)
    #expect(truckSetUTCOffset(truck, minutes) == FT_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("ft_truck_set_utc_offset: "))
    #expect(lastErrorText.contains("\(minutes)"))
    var current: Int32 = 0
    #expect(truckUTCOffset(truck, &current) == FT_OK)
    #expect(current == -480)
  }

  @Test(
    "The weekend reads back as set: no days, one, the default, six",
    arguments: [0, 0x01, 0x40, 0x41, 0x22, 0x3F, 0x7E, 0x5D])
  func weekendDays(mask: UInt32) {
    #expect(truckSetWeekendDays(truck, 0x08) == FT_OK)  // start from another value
    #expect(truckSetWeekendDays(truck, mask) == FT_OK)
    var current: UInt32 = 0xFFFF
    #expect(truckWeekendDays(truck, &current) == FT_OK)
    #expect(current == mask)
  }

  @Test(
    "Bits above Saturday, and all seven days, are refused; the weekend is unchanged",
    arguments: [0x80, 0x7F, 0xFF, 0x100, 0x8000_0000, UInt32.max])
  func invalidWeekendDays(mask: UInt32) {
    #expect(truckSetWeekendDays(truck, 0x22) == FT_OK)
    #expect(truckSetWeekendDays(truck, mask) == FT_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("ft_truck_set_weekend_days: "))
    var current: UInt32 = 0
    #expect(truckWeekendDays(truck, &current) == FT_OK)
    #expect(current == 0x22)
  }

  @Test(
    "The price reads back as set, 0 to 10,000,000 cents",
    arguments: [0, 1, 578, 9_999_999, 10_000_000] as [Int64])
  func price(cents: Int64) {
    #expect(truckSetPrice(truck, 4_242) == FT_OK)
    #expect(truckSetPrice(truck, cents) == FT_OK)
    var current: Int64 = -1
    #expect(truckPrice(truck, &current) == FT_OK)
    #expect(current == cents)
  }

  @Test(
    "Negative prices and prices above 10,000,000 cents are refused; the price is unchanged",
    arguments: [-1, 10_000_001, -578, Int64.max, Int64.min] as [Int64])
  func invalidPrice(cents: Int64) {
    #expect(truckSetPrice(truck, 4_242) == FT_OK)
    #expect(truckSetPrice(truck, cents) == FT_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("ft_truck_set_price: "))
    var current: Int64 = -1
    #expect(truckPrice(truck, &current) == FT_OK)
    #expect(current == 4_242)
  }

  @Test("Settings belong to their truck")
  func independentSettings() throws {
    let other = try newTruck()
    defer { truckFree(other) }
    #expect(truckSetUTCOffset(other, 120) == FT_OK)
    #expect(truckSetWeekendDays(other, 0x30) == FT_OK)
    #expect(truckSetPrice(other, 100) == FT_OK)
    var offset: Int32 = -1
    var weekend: UInt32 = 0
    var price: Int64 = 0
    #expect(truckUTCOffset(truck, &offset) == FT_OK)
    #expect(truckWeekendDays(truck, &weekend) == FT_OK)
    #expect(truckPrice(truck, &price) == FT_OK)
    #expect((offset, weekend, price) == (0, 0x41, 578))
  }

  @Test("Settings calls on a freed truck are FT_ERR_INVALID_HANDLE and write nothing")
  func settingsOnFreedTruck() throws {
    let other = try newTruck()
    #expect(truckFree(other) == FT_OK)
    #expect(truckSetUTCOffset(other, 60) == FT_ERR_INVALID_HANDLE)
    #expect(truckSetWeekendDays(other, 0) == FT_ERR_INVALID_HANDLE)
    #expect(truckSetPrice(other, 1) == FT_ERR_INVALID_HANDLE)
    var offset: Int32 = 77
    var weekend: UInt32 = 77
    var price: Int64 = 77
    #expect(truckUTCOffset(other, &offset) == FT_ERR_INVALID_HANDLE)
    #expect(truckWeekendDays(other, &weekend) == FT_ERR_INVALID_HANDLE)
    #expect(truckPrice(other, &price) == FT_ERR_INVALID_HANDLE)
    #expect((offset, weekend, price) == (77, 77, 77))
  }

  // MARK: - Threads

  @Test("8 threads x 100 ft_donut_create on one handle: all applied, ids unique")
  func concurrentCreates() {
    let shared = UInt(bitPattern: truck)
    let ids = LockedArray<Int32>()
    let failures = LockedArray<ft_status>()
    onThreads(8) { thread in
      let truck = UnsafeMutablePointer<ft_truck>(bitPattern: shared)
      for index in 0..<100 {
        var id: Int32 = -1
        let status = donutCreate(truck, "T\(thread)-\(index)", 4, 1, 1, &id)
        if status == FT_OK { ids.append(id) } else { failures.append(status) }
      }
    }
    #expect(failures.elements.isEmpty)
    var count: UInt = 0
    #expect(donutCount(truck, &count) == FT_OK)
    #expect(count == 17 + 800)
    #expect(ids.elements.sorted() == Array(17..<817))
  }

  @Test("Threads creating, using and freeing their own trucks at once")
  func concurrentLifecycles() {
    let failures = LockedArray<String>()
    onThreads(8) { thread in
      for round in 0..<50 {
        var truck: UnsafeMutablePointer<ft_truck>?
        guard truckNew(&truck) == FT_OK else { return failures.append("new \(thread)/\(round)") }
        var count: UInt = 0
        if donutCount(truck, &count) != FT_OK || count != 17 {
          failures.append("count \(thread)/\(round)")
        }
        if truckFree(truck) != FT_OK { failures.append("free \(thread)/\(round)") }
        if truckFree(truck) != FT_ERR_INVALID_HANDLE {
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
    let unexpected = LockedArray<ft_status>()
    onThreads(4) { thread in
      let handle = UnsafeMutablePointer<ft_truck>(bitPattern: shared)
      if thread == 0 {
        if truckFree(handle) != FT_OK { unexpected.append(FT_ERR_INVALID_STATE) }
        return
      }
      for _ in 0..<500 {
        var ids = [Int32](repeating: 0, count: 32)
        var count: UInt = 0
        let status = donutSortByFlavor(handle, FT_FLAVOR_SWEET, &ids, 32, &count)
        if status != FT_OK && status != FT_ERR_INVALID_HANDLE { unexpected.append(status) }
      }
    }
    #expect(unexpected.elements.isEmpty)
    var count: UInt = 0
    #expect(donutCount(victim, &count) == FT_ERR_INVALID_HANDLE)
  }
}
