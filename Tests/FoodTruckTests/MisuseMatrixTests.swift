// SPDX-License-Identifier: Apache-2.0
// MisuseMatrixTests: what only Swift can test of the misuse matrix. The matrix itself (every
// function x every bad-input class, each with its documented status and a message naming the
// function and the argument) is one specification, derived from the API model and the
// hand-kept tests/misuse_rows.txt by tools/gen_misuse.py into tests/c/misuse_rows.h and run by
// tests/c/test_misuse.c, each row in a child process and under valgrind and ASan, and by
// tests/python/test_misuse_model.py. What stays here runs inside a
// Swift process with the Swift runtime's traps live: that no call with a worst input traps,
// and that foodtruck_order_place never reads past the caller's array (a guard page), which
// needs the exit tests of Swift Testing (docs/architecture.md, style rule 15 and practice 3).

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

/// What the exit tests use.
enum MisuseFixture {
  /// 2024-03-15 20:00 UTC: a valid `now`.
  static let now: Int64 = 1_710_532_800_000
}

@Suite("Misuse matrix (Swift side)")
struct MisuseMatrixTests {
  @Test("Worst inputs in a Swift process exit normally: no trap, each its documented status")
  func worstInputsInExitTest() async {
    await #expect(processExitsWith: .success) {
      var truck: UnsafeMutablePointer<foodtruck_truck>?
      guard truckNew(&truck) == FOODTRUCK_OK else { exit(2) }
      var size: UInt = 0
      var text = [CChar](repeating: 0, count: 64)
      let badUTF8: [CChar] = [-1, -2, 0]
      let checks: [(foodtruck_status, foodtruck_status)] = [
        (truckNew(nil), FOODTRUCK_ERR_NULL_ARGUMENT),
        (donutName(truck, Int32.min, &text, 64, &size), FOODTRUCK_ERR_NOT_FOUND),
        (donutName(truck, 0, &text, UInt.max, &size), FOODTRUCK_ERR_INVALID_ARGUMENT),
        (donutName(truck, 0, nil, 64, &size), FOODTRUCK_ERR_NULL_ARGUMENT),
        (
          truckSetLocale(truck, foodtruck_locale(rawValue: UInt32.max)),
          FOODTRUCK_ERR_INVALID_ARGUMENT
        ),
        (truckTick(truck, Int64.min, nil), FOODTRUCK_ERR_INVALID_ARGUMENT),
        (truckSetUTCOffset(truck, Int32.max), FOODTRUCK_ERR_INVALID_ARGUMENT),
        (donutSearch(truck, badUTF8, nil, 0, &size), FOODTRUCK_ERR_INVALID_UTF8),
        (truckSetParkingSpot(truck, Int32.min), FOODTRUCK_ERR_INVALID_ARGUMENT),
        (
          parkingSpotGet(foodtruck_city(rawValue: Int32.min), Int32.max, nil),
          FOODTRUCK_ERR_INVALID_ARGUMENT
        ),
        (
          parkingSpotCamera(FOODTRUCK_CITY_LONDON, Int32.max, Int64.max, .nan, nil),
          FOODTRUCK_ERR_INVALID_ARGUMENT
        ),
        (
          parkingSpotCamera(FOODTRUCK_CITY_LONDON, 0, Int64.min, .infinity, nil),
          FOODTRUCK_ERR_INVALID_ARGUMENT
        ),
        (truckSetWidgetQuota(truck, Int32.min), FOODTRUCK_ERR_INVALID_ARGUMENT),
        (
          widgetTrend(truck, Int32.min, Int64.max, nil, UInt.max, nil),
          FOODTRUCK_ERR_INVALID_ARGUMENT
        ),
        (widgetTrend(truck, Int32.max, MisuseFixture.now, nil, 0, nil), FOODTRUCK_ERR_NOT_FOUND),
        (
          widgetOrdersText(
            truck, MisuseFixture.now, foodtruck_widget_family(rawValue: UInt32.max), &text, 64,
            &size),
          FOODTRUCK_ERR_INVALID_ARGUMENT
        ),
        (
          widgetTimeline(truck, foodtruck_widget_kind(rawValue: UInt32.max), Int64.min, nil),
          FOODTRUCK_ERR_INVALID_ARGUMENT
        ),
        (storeSetTransactions(truck, nil, UInt.max), FOODTRUCK_ERR_INVALID_ARGUMENT),
        (
          [
            foodtruck_store_transaction(
              transaction_id: Int64.max, purchased_at: Int64.max, expires_at: Int64.min,
              revoked_at: Int64.min, product: foodtruck_store_product(rawValue: Int32.min),
              verified: true)
          ].withUnsafeBufferPointer { storeSetTransactions(truck, $0.baseAddress, 1) },
          FOODTRUCK_ERR_INVALID_ARGUMENT
        ),
        (
          [
            foodtruck_store_price(
              cents: Int64.min, product: FOODTRUCK_STORE_YEARLY_PLAN,
              currency: foodtruck_currency(rawValue: UInt32.max))
          ].withUnsafeBufferPointer { storeSetPrices(truck, $0.baseAddress, 1) },
          FOODTRUCK_ERR_INVALID_ARGUMENT
        ),
        (
          [
            foodtruck_store_price(
              cents: 100_000_000, product: FOODTRUCK_STORE_MONTHLY_PLAN,
              currency: FOODTRUCK_CURRENCY_GBP),
            foodtruck_store_price(
              cents: 0, product: FOODTRUCK_STORE_YEARLY_PLAN, currency: FOODTRUCK_CURRENCY_GBP),
          ].withUnsafeBufferPointer { storeSetPrices(truck, $0.baseAddress, 2) },
          FOODTRUCK_OK
        ),
        (
          storeProductText(
            truck, FOODTRUCK_STORE_YEARLY_PLAN, FOODTRUCK_STORE_PRODUCT_SAVINGS, &text, 64, &size),
          FOODTRUCK_OK
        ),
        (storeSelectRefund(truck, Int64.max, Int64.min), FOODTRUCK_ERR_INVALID_ARGUMENT),
        (
          storeRefundSubtitle(truck, MisuseFixture.now, Int64.min, nil, 0, nil),
          FOODTRUCK_ERR_NOT_FOUND
        ),
        (
          storeText(truck, foodtruck_store_text_kind(rawValue: UInt32.max), Int64.min, nil, 0, nil),
          FOODTRUCK_ERR_INVALID_ARGUMENT
        ),
        (storeDeferMessages(truck, Int32.min, true), FOODTRUCK_ERR_INVALID_ARGUMENT),
        (truckOpen(nil, 0, &truck), FOODTRUCK_ERR_NULL_ARGUMENT),
        (truckOpen(badUTF8, 0, &truck), FOODTRUCK_ERR_INVALID_UTF8),
        (truckOpen("", UInt32.max, &truck), FOODTRUCK_ERR_INVALID_ARGUMENT),
        (truckOpen("", 0, &truck), FOODTRUCK_ERR_INVALID_ARGUMENT),
        (truckOpen("/", FOODTRUCK_OPEN_READ_ONLY.rawValue, &truck), FOODTRUCK_ERR_STORAGE),
        (truckOpen("/etc/passwd", 0, &truck), FOODTRUCK_ERR_NOT_A_SESSION),  // text, never written
        (truckIsReadOnly(truck, nil), FOODTRUCK_ERR_NULL_ARGUMENT),
      ]
      for (got, expected) in checks where got != expected { exit(EXIT_FAILURE) }
      truckFree(truck)
      guard truckFree(truck) == FOODTRUCK_ERR_INVALID_HANDLE else { exit(EXIT_FAILURE) }
      // The functions that return no status, with their worst inputs.
      for raw: UInt32 in [16, 999, .max]
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
}
