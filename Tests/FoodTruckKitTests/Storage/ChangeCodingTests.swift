// SPDX-License-Identifier: Apache-2.0
// ChangeCodingTests: every kind of change survives the trip to a file's bytes and back, and a
// body that a writer could not have written is refused, never trusted.

import Testing

@testable import FoodTruckKit

/// One change of every kind, with values that exercise each field (optionals both ways).
func everyKindOfChange() throws -> [TruckChange] {
  let recipe = try Recipe(dough: 2, glaze: nil, topping: 5)
  let timer = PreparationTimer(start: 1_796_000_000_000, end: 1_796_000_060_000)
  return [
    .setLocale(.arabic), .setUTCOffset(minutes: -480), .setWeekend([.friday, .saturday]),
    .setCentsPerDonut(650), .setCity(.london), .setParkingSpot(index: 3), .setWidgetQuota(40),
    .setTimerDuration(milliseconds: 30_000), .setActivityLimit(2),
    .setActivitiesEnabled(false, now: 1_796_000_000_000),
    .simulate(seed: UInt64.max, now: 1_796_000_000_000, streamLimit: 20),
    .tick(now: -62_135_596_800_000), .createDonut(name: "قرفة", recipe: recipe),
    .editDonut(id: 18, name: "Cosmos", recipe: recipe),
    .placeOrder([OrderLine(donutId: 0, count: 2), OrderLine(donutId: 16, count: 1)], now: 5),
    .applyToOrder(.complete, order: 3, now: 6), .advanceOrder(4, now: 7),
    .requestActivity(order: 2, timer: timer, relevance: 0.25, now: 8),
    .updateActivity(id: 1, timer: timer, relevance: -1e300, now: 9),
    .endActivity(id: 1, policy: .after(1_796_000_100_000), now: 10),
    .selectPanel(.city(.sanFrancisco)), .push(.order(12)), .pop,
    .openCard(.forecast, width: 412.5), .openLink("foodtruck://panel/top-five"),
    .restoreNavigation("truck>orders>order:1"), .setRelyingParty("example.com"),
    .signIn(challenge: Array(0..<16)),
    .signUpWithPasskey(userName: "Ada", challenge: Array(repeating: 0xFF, count: 64)),
    .signUpWithPassword(userName: "Ada", password: AccountPassword(given: true)),
    .passwordReturned(userName: "Ada"), .passkeyAsserted(userId: [0x41, 0x64, 0x61]),
    .passkeyRegistered, .accountRequestFailed(.cancelled), .requestSignOut, .confirmSignOut(true),
    .setWeather(
      [
        .failed,
        .weather(SpotWeather(condition: .drizzle, cloudCover: 0.5, temperature: -3.5)),
        .weather(
          SpotWeather(
            condition: .clear, cloudCover: 0, temperature: 21, minuteChances: [0, 0.3, 1])),
      ], city: .cupertino),
    .setForecast([HourWeather(at: 1_796_000_000_000, temperature: 20.5, isDaylight: true)]),
    .setTemperatureUnit(.celsius), .setWeatherLegalPage("https://example.com/legal"),
    .setStoreSetting(.storeEnabled, true),
    .setStorePrices([StorePrice(product: .yearlyPlan, price: Price(cents: 4999, currency: .eur))]),
    .setStoreTransactions([
      StoreTransaction(id: 1, product: .annualHistory, purchasedAt: 100),
      StoreTransaction(
        id: Int64.min, product: .monthlyPlan, purchasedAt: 100, expiresAt: 200, revokedAt: 150,
        isVerified: false),
    ]),
    .setSubscriptionStatuses([
      SubscriptionStatus(
        product: .monthlyPlan, state: .inGracePeriod, renewsTo: .yearlyPlan, expiresAt: 300),
      SubscriptionStatus(product: .yearlyPlan, state: .expired, renewsTo: nil, expiresAt: nil),
    ]),
    .toggleStorePlan(.yearlyPlan), .selectRefund(nil, now: 11), .selectRefund(Int64.max, now: 12),
    .deferStoreMessages(true, view: 7), .storeMessageArrived(-5), .takeStoreMessages(fitting: 3),
  ]
}

@Suite("Change coding")
struct ChangeCodingTests {
  @Test("Every kind of change has a sample here: the kinds the reader knows are exactly these")
  func everyKindIsSampled() throws {
    // The reader answers "unknown kind" only for a number it has no case for; an empty body
    // of a known kind is merely too short (or complete, for a change without values).
    let known = (0...200).filter { kind in
      do throws(FoodTruckError) {
        _ = try TruckChange(kind: kind, body: [])
        return true
      } catch {
        return !error.message.contains("unknown kind")
      }
    }
    // Each sampled here or among the golden test's further shapes (ChangeFormatTests, which
    // also checks that the kinds are numbered in the blanks' order, from 1).
    #expect(!known.isEmpty)
    #expect(Set(try (everyKindOfChange() + moreChangeShapes()).map(\.kind)) == Set(known))
  }

  @Test("Each change reads back equal to itself from its kind and body")
  func roundTrip() throws {
    for change in try everyKindOfChange() {
      #expect(try TruckChange(kind: change.kind, body: change.body) == change)
    }
  }

  @Test("A sign-up's password is not in its bytes: the file keeps only that one was given")
  func passwordIsNotKept() throws {
    let change = TruckChange.signUpWithPassword(
      userName: "Ada", password: AccountPassword("hunter2-secret"))
    let body = change.body
    #expect(!String(decoding: body, as: UTF8.self).contains("hunter2"))
    #expect(body == [6, 0x41, 0x64, 0x61, 1])  // "Ada" (length 3, zigzag 6) and the flag
    let read = try TruckChange(kind: change.kind, body: body)
    #expect(read == .signUpWithPassword(userName: "Ada", password: AccountPassword(given: true)))
    var truck = Truck()
    try read.apply(to: &truck)  // the placeholder passes the check a replay makes
    #expect(truck.account.state == .signedIn(userName: "Ada"))
  }

  @Test("Integers are zigzag varints: small numbers of either sign take one byte")
  func integerBytes() {
    #expect(TruckChange.setUTCOffset(minutes: 0).body == [0])
    #expect(TruckChange.setUTCOffset(minutes: -1).body == [1])
    #expect(TruckChange.setUTCOffset(minutes: 1).body == [2])
    #expect(TruckChange.setUTCOffset(minutes: -480).body == [0xBF, 0x07])  // 959 = 0x3BF
    #expect(TruckChange.setCentsPerDonut(Int64.min).body == Array(repeating: 0xFF, count: 9) + [1])
  }

  @Test("Every strict prefix of a body, and a body with a byte more, is refused as corrupt")
  func malformedBodies() throws {
    for change in try everyKindOfChange() {
      let body = change.body
      for length in 0..<body.count {
        #expect(throws: FoodTruckError.self) {
          try TruckChange(kind: change.kind, body: Array(body[..<length]))
        }
      }
      #expect {
        try TruckChange(kind: change.kind, body: body + [0])
      } throws: { error in
        (error as? FoodTruckError)?.kind == .corrupt
      }
    }
  }

  @Test("Instants are read only within the years 1 to 9999, as the C boundary takes them")
  func instants() throws {
    let first: Int64 = -62_135_596_800_000  // 0001-01-01T00:00:00Z
    let last: Int64 = 253_402_300_799_999  // 9999-12-31T23:59:59.999Z
    for now in [first, last] {
      #expect(try TruckChange(kind: 12, body: TruckChange.tick(now: now).body) == .tick(now: now))
    }
    // fuzz/session_file.c: replayed, a simulation at Int64.max trapped on overflow. Every
    // instant field of every kind is checked, not only `now`.
    for at in [first - 1, last + 1, Int64.min, Int64.max] {
      let timer = PreparationTimer(start: 0, end: at)
      let changes: [TruckChange] = [
        .setActivitiesEnabled(true, now: at), .simulate(seed: 1, now: at, streamLimit: 2),
        .tick(now: at), .placeOrder([], now: at), .applyToOrder(.prepare, order: 1, now: at),
        .advanceOrder(1, now: at),
        .requestActivity(order: 1, timer: timer, relevance: 0, now: 0),
        .updateActivity(id: 1, timer: timer, relevance: 0, now: 0),
        .endActivity(id: 1, policy: .after(at), now: 0),
        .setForecast([HourWeather(at: at, temperature: 20, isDaylight: true)]),
        .setStoreTransactions([
          StoreTransaction(
            id: 1, product: .monthlyPlan, purchasedAt: 0, expiresAt: nil, revokedAt: at,
            isVerified: true)
        ]),
        .selectRefund(nil, now: at),
      ]
      for change in changes {
        #expect {
          try TruckChange(kind: change.kind, body: change.body)
        } throws: { error in
          (error as? FoodTruckError)?.kind == .corrupt
        }
      }
    }
  }

  @Test("Values a writer cannot write are refused: a flag of 2, an unknown enum, a huge count")
  func impossibleValues() {
    let cases: [(Int, [UInt8])] = [
      (36, [2]),  // confirmSignOut: a flag is 0 or 1
      (1, [4]),  // setLocale: raw value 2 (zigzag 4) is no locale
      (15, [0, 0x80, 0x80, 0x80, 0x80, 0x01]),  // placeOrder: 2^27 lines in 6 bytes
      (12, Array(repeating: 0xFF, count: 10) + [0x7F]),  // a varint longer than 64 bits
      (40, [4, 0xFF, 0xFE]),  // setWeatherLegalPage: a text that is not UTF-8
      (13, [2, 0x41, 0x7E]),  // createDonut: dough 63 is no dough
    ]
    for (kind, body) in cases {
      #expect {
        try TruckChange(kind: kind, body: body)
      } throws: { error in
        (error as? FoodTruckError)?.kind == .corrupt
      }
    }
  }
}
