// ChangeCoding: a TruckChange as the bytes a session file keeps, and back. Each change is a
// kind number (a column of its own) and a body: its values in a fixed order, integers as
// zigzag varints, doubles as their 8 bytes, texts and byte strings with their length first.
// Reading checks everything and throws `corrupt` rather than trusting the file.

/// Writes a change's body.
struct ChangeWriter {
  private(set) var bytes: [UInt8] = []

  mutating func int(_ value: Int64) {
    var zigzag = UInt64(bitPattern: (value << 1) ^ (value >> 63))
    while zigzag >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: zigzag) | 0x80)
      zigzag >>= 7
    }
    bytes.append(UInt8(zigzag))
  }
  mutating func int(_ value: Int) { int(Int64(value)) }
  mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }
  mutating func double(_ value: Double) {
    let bits = value.bitPattern
    for shift in stride(from: 0, to: 64, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
    }
  }
  mutating func data(_ value: [UInt8]) {
    int(value.count)
    bytes += value
  }
  mutating func text(_ value: String) { data(Array(value.utf8)) }
  mutating func optional<T>(_ value: T?, _ write: (inout ChangeWriter, T) -> Void) {
    bool(value != nil)
    if let value { write(&self, value) }
  }
  mutating func array<T>(_ values: [T], _ write: (inout ChangeWriter, T) -> Void) {
    int(values.count)
    for value in values { write(&self, value) }
  }
  mutating func raw<E: RawRepresentable>(_ value: E) where E.RawValue == Int { int(value.rawValue) }
}

/// Reads a change's body, refusing anything a writer could not have written.
/// (It reads the bytes in place, lent for the reader's life: a replay decodes each row straight
/// from SQLite's buffer.)
struct ChangeReader {
  private let bytes: UnsafeRawBufferPointer
  private var position = 0

  init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  /// What every id, index, count and enum raw value fits in: the C ABI's int32_t.
  static let int32 = Int(Int32.min)...Int(Int32.max)

  private func corrupt(_ what: String) -> FoodTruckError {
    .corrupt("a stored change is malformed: \(what) at byte \(position)")
  }

  mutating func int() throws(FoodTruckError) -> Int64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard position < bytes.count else { throw corrupt("it ends inside a number") }
      let byte = bytes[position]
      position += 1
      guard shift < 64, shift < 63 || byte <= 1 else { throw corrupt("a number is too long") }
      value |= UInt64(byte & 0x7f) << shift
      if byte < 0x80 { break }
      shift += 7
    }
    return Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
  }
  mutating func int(in range: ClosedRange<Int>) throws(FoodTruckError) -> Int {
    let value = try int()
    guard value >= Int64(range.lowerBound), value <= Int64(range.upperBound) else {
      throw corrupt("\(value) is outside \(range)")
    }
    return Int(value)
  }
  /// An instant, ms since the Unix epoch, within the years 1 to 9999: the C boundary accepts
  /// no other, so a session never writes one, and the core's arithmetic on times relies on it
  /// (a tick or a simulation at Int64.max overflowed, found by fuzz/session_file.c).
  mutating func instant() throws(FoodTruckError) -> Int64 {
    let value = try int()
    guard LocalCalendar.validInstants.contains(value) else {
      throw corrupt("the instant \(value) is outside the years 1 to 9999")
    }
    return value
  }
  mutating func count() throws(FoodTruckError) -> Int {
    let value = try int()
    // A count can never exceed the bytes left after it: each item takes at least one.
    guard value >= 0, value <= Int64(bytes.count - position) else {
      throw corrupt("a count of \(value) is more than the \(bytes.count - position) bytes left")
    }
    return Int(value)
  }
  mutating func bool() throws(FoodTruckError) -> Bool {
    guard position < bytes.count else { throw corrupt("it ends before a flag") }
    let byte = bytes[position]
    position += 1
    guard byte <= 1 else { throw corrupt("a flag is neither 0 nor 1") }
    return byte == 1
  }
  mutating func double() throws(FoodTruckError) -> Double {
    guard bytes.count - position >= 8 else { throw corrupt("it ends inside a double") }
    var bits: UInt64 = 0
    for index in 0..<8 { bits |= UInt64(bytes[position + index]) << UInt64(8 * index) }
    position += 8
    return Double(bitPattern: bits)
  }
  mutating func data() throws(FoodTruckError) -> [UInt8] {
    Array(try slice())
  }
  /// The next length-prefixed bytes, in place.
  private mutating func slice() throws(FoodTruckError) -> UnsafeRawBufferPointer {
    let count = try count()
    defer { position += count }
    return UnsafeRawBufferPointer(rebasing: bytes[position..<position + count])
  }
  mutating func text() throws(FoodTruckError) -> String {
    let utf8 = try slice().bindMemory(to: UInt8.self)
    guard let text = String(validating: utf8, as: UTF8.self) else {
      throw corrupt("a text is not UTF-8")
    }
    return text
  }
  mutating func optional<T>(_ read: (inout ChangeReader) throws(FoodTruckError) -> T)
    throws(FoodTruckError) -> T?
  {
    try bool() ? try read(&self) : nil
  }
  mutating func array<T>(_ read: (inout ChangeReader) throws(FoodTruckError) -> T)
    throws(FoodTruckError) -> [T]
  {
    let count = try count()
    var values: [T] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(try read(&self)) }
    return values
  }
  mutating func raw<E: RawRepresentable>(_: E.Type) throws(FoodTruckError) -> E
  where E.RawValue == Int {
    let value = try int(in: ChangeReader.int32)
    guard let result = E(rawValue: value) else { throw corrupt("\(value) is no \(E.self)") }
    return result
  }
  /// Throws unless every byte was read.
  func finish() throws(FoodTruckError) {
    guard position == bytes.count else {
      throw corrupt("\(bytes.count - position) bytes are left over")
    }
  }
}

extension TruckChange {
  /// The change's stable number in the file's `kind` column.
  var kind: Int {
    switch self {
    case .setLocale: 1
    case .setUTCOffset: 2
    case .setWeekend: 3
    case .setCentsPerDonut: 4
    case .setCity: 5
    case .setParkingSpot: 6
    case .setWidgetQuota: 7
    case .setTimerDuration: 8
    case .setActivityLimit: 9
    case .setActivitiesEnabled: 10
    case .simulate: 11
    case .tick: 12
    case .createDonut: 13
    case .editDonut: 14
    case .placeOrder: 15
    case .applyToOrder: 16
    case .advanceOrder: 17
    case .requestActivity: 18
    case .updateActivity: 19
    case .endActivity: 20
    case .selectPanel: 21
    case .push: 22
    case .pop: 23
    case .openCard: 24
    case .openLink: 25
    case .restoreNavigation: 26
    case .setRelyingParty: 27
    case .signIn: 28
    case .signUpWithPasskey: 29
    case .signUpWithPassword: 30
    case .passwordReturned: 31
    case .passkeyAsserted: 32
    case .passkeyRegistered: 33
    case .accountRequestFailed: 34
    case .requestSignOut: 35
    case .confirmSignOut: 36
    case .setWeather: 37
    case .setForecast: 38
    case .setTemperatureUnit: 39
    case .setWeatherLegalPage: 40
    case .setStoreSetting: 41
    case .setStorePrices: 42
    case .setStoreTransactions: 43
    case .setSubscriptionStatuses: 44
    case .toggleStorePlan: 45
    case .selectRefund: 46
    case .deferStoreMessages: 47
    case .storeMessageArrived: 48
    case .takeStoreMessages: 49
    }
  }

  /// The change's body.
  var body: [UInt8] {
    var w = ChangeWriter()
    switch self {
    case .setLocale(let locale): w.raw(locale)
    case .setUTCOffset(let minutes): w.int(minutes)
    case .setWeekend(let days): w.array(days.map(\.rawValue).sorted()) { $0.int($1) }
    case .setCentsPerDonut(let cents): w.int(cents)
    case .setCity(let city): w.raw(city)
    case .setParkingSpot(let index): w.int(index)
    case .setWidgetQuota(let quota): w.int(quota)
    case .setTimerDuration(let milliseconds): w.int(milliseconds)
    case .setActivityLimit(let limit): w.int(limit)
    case .setActivitiesEnabled(let enabled, let now): w.bool(enabled); w.int(now)
    case .simulate(let seed, let now, let limit):
      w.int(Int64(bitPattern: seed)); w.int(now); w.int(limit)
    case .tick(let now): w.int(now)
    case .createDonut(let name, let recipe): w.text(name); w.recipe(recipe)
    case .editDonut(let id, let name, let recipe): w.int(id); w.text(name); w.recipe(recipe)
    case .placeOrder(let lines, let now):
      w.int(now)
      w.array(lines) { w, line in
        w.int(line.donutId); w.int(line.count)
      }
    case .applyToOrder(let action, let order, let now): w.raw(action); w.int(order); w.int(now)
    case .advanceOrder(let order, let now): w.int(order); w.int(now)
    case .requestActivity(let id, let timer, let relevance, let now),
      .updateActivity(let id, let timer, let relevance, let now):
      w.int(id); w.int(timer.start); w.int(timer.end); w.double(relevance); w.int(now)
    case .endActivity(let id, let policy, let now):
      w.int(id); w.int(now)
      switch policy {
      case .default: w.int(0)
      case .immediate: w.int(1)
      case .after(let at): w.int(2); w.int(at)
      }
    case .selectPanel(let panel): w.raw(panel)
    case .push(let destination):
      switch destination {
      case .panel(let panel): w.int(0); w.raw(panel)
      case .order(let number): w.int(1); w.int(number)
      case .donut(let id): w.int(2); w.int(id)
      case .newDonut: w.int(3)
      }
    case .pop, .passkeyRegistered, .requestSignOut: break
    case .openCard(let card, let width): w.raw(card); w.double(width)
    case .openLink(let text), .restoreNavigation(let text), .setRelyingParty(let text),
      .passwordReturned(let text), .setWeatherLegalPage(let text):
      w.text(text)
    case .signIn(let challenge): w.data(challenge)
    case .signUpWithPasskey(let name, let challenge): w.text(name); w.data(challenge)
    case .signUpWithPassword(let name, let password): w.text(name); w.bool(password.isGiven)
    case .passkeyAsserted(let userId): w.data(userId)
    case .accountRequestFailed(let failure): w.raw(failure)
    case .confirmSignOut(let confirmed): w.bool(confirmed)
    case .setWeather(let reports, let city):
      w.raw(city)
      w.array(reports) { w, report in
        switch report {
        case .failed: w.bool(false)
        case .weather(let spot):
          w.bool(true); w.raw(spot.condition); w.double(spot.cloudCover); w.double(spot.temperature)
          w.optional(spot.minuteChances) { w, chances in w.array(chances) { $0.double($1) } }
        }
      }
    case .setForecast(let hours):
      w.array(hours) { w, hour in
        w.int(hour.at); w.double(hour.temperature); w.bool(hour.isDaylight)
      }
    case .setTemperatureUnit(let unit): w.raw(unit)
    case .setStoreSetting(let setting, let on): w.raw(setting); w.bool(on)
    case .setStorePrices(let prices):
      w.array(prices) { w, p in
        w.raw(p.product); w.int(p.price.cents); w.raw(p.price.currency)
      }
    case .setStoreTransactions(let list):
      w.array(list) { w, t in
        w.int(t.id); w.raw(t.product); w.int(t.purchasedAt)
        w.optional(t.expiresAt) { $0.int($1) }; w.optional(t.revokedAt) { $0.int($1) }
        w.bool(t.isVerified)
      }
    case .setSubscriptionStatuses(let list):
      w.array(list) { w, s in
        w.raw(s.product); w.raw(s.state); w.optional(s.renewsTo) { $0.raw($1) }
        w.optional(s.expiresAt) { $0.int($1) }; w.bool(s.isVerified)
      }
    case .toggleStorePlan(let plan): w.raw(plan)
    case .selectRefund(let id, let now): w.optional(id) { $0.int($1) }; w.int(now)
    case .deferStoreMessages(let deferred, let view): w.bool(deferred); w.int(view)
    case .storeMessageArrived(let id): w.int(id)
    case .takeStoreMessages(let count): w.int(count)
    }
    return w.bytes
  }

  /// The change a file's row holds; throws `corrupt` for an unknown kind or a malformed body.
  init(kind: Int, body: [UInt8]) throws(FoodTruckError) {
    // withUnsafeBytes rethrows untyped: the result comes out as a Result.
    let read = body.withUnsafeBytes { bytes in
      Result { () throws(FoodTruckError) in try TruckChange(kind: kind, bytes: bytes) }
    }
    self = try read.get()
  }

  /// The change from a body read in place (see ChangeReader).
  init(kind: Int, bytes body: UnsafeRawBufferPointer) throws(FoodTruckError) {
    var r = ChangeReader(body)
    let int = ChangeReader.int32
    switch kind {
    case 1: self = .setLocale(try r.raw(TruckLocale.self))
    case 2: self = .setUTCOffset(minutes: try r.int(in: int))
    case 3:
      self = .setWeekend(Set(try r.array { r throws(FoodTruckError) in try r.raw(Weekday.self) }))
    case 4: self = .setCentsPerDonut(try r.int())
    case 5: self = .setCity(try r.raw(City.self))
    case 6: self = .setParkingSpot(index: try r.int(in: int))
    case 7: self = .setWidgetQuota(try r.int(in: int))
    case 8: self = .setTimerDuration(milliseconds: try r.int())
    case 9: self = .setActivityLimit(try r.int(in: int))
    case 10: self = .setActivitiesEnabled(try r.bool(), now: try r.instant())
    case 11:
      self = .simulate(
        seed: UInt64(bitPattern: try r.int()), now: try r.instant(), streamLimit: try r.int(in: int)
      )
    case 12: self = .tick(now: try r.instant())
    case 13: self = .createDonut(name: try r.text(), recipe: try r.recipe())
    case 14: self = .editDonut(id: try r.int(in: int), name: try r.text(), recipe: try r.recipe())
    case 15:
      let now = try r.instant()
      let lines = try r.array { r throws(FoodTruckError) in
        OrderLine(donutId: try r.int(in: int), count: try r.int(in: int))
      }
      self = .placeOrder(lines, now: now)
    case 16:
      self = .applyToOrder(
        try r.raw(OrderAction.self), order: try r.int(in: int), now: try r.instant())
    case 17: self = .advanceOrder(try r.int(in: int), now: try r.instant())
    case 18, 19:
      let id = try r.int(in: int)
      let timer = PreparationTimer(start: try r.instant(), end: try r.instant())
      let relevance = try r.double()
      let now = try r.instant()
      self =
        kind == 18
        ? .requestActivity(order: id, timer: timer, relevance: relevance, now: now)
        : .updateActivity(id: id, timer: timer, relevance: relevance, now: now)
    case 20:
      let id = try r.int(in: int)
      let now = try r.instant()
      let policy: DismissalPolicy
      switch try r.int(in: 0...2) {
      case 0: policy = .default
      case 1: policy = .immediate
      default: policy = .after(try r.instant())
      }
      self = .endActivity(id: id, policy: policy, now: now)
    case 21: self = .selectPanel(try r.raw(Panel.self))
    case 22:
      switch try r.int(in: 0...3) {
      case 0: self = .push(.panel(try r.raw(Panel.self)))
      case 1: self = .push(.order(try r.int(in: int)))
      case 2: self = .push(.donut(try r.int(in: int)))
      default: self = .push(.newDonut)
      }
    case 23: self = .pop
    case 24: self = .openCard(try r.raw(TruckCard.self), width: try r.double())
    case 25: self = .openLink(try r.text())
    case 26: self = .restoreNavigation(try r.text())
    case 27: self = .setRelyingParty(try r.text())
    case 28: self = .signIn(challenge: try r.data())
    case 29: self = .signUpWithPasskey(userName: try r.text(), challenge: try r.data())
    case 30:
      self = .signUpWithPassword(
        userName: try r.text(), password: AccountPassword(given: try r.bool()))
    case 31: self = .passwordReturned(userName: try r.text())
    case 32: self = .passkeyAsserted(userId: try r.data())
    case 33: self = .passkeyRegistered
    case 34: self = .accountRequestFailed(try r.raw(AccountFailure.self))
    case 35: self = .requestSignOut
    case 36: self = .confirmSignOut(try r.bool())
    case 37:
      let city = try r.raw(City.self)
      let reports = try r.array { r throws(FoodTruckError) -> SpotReport in
        guard try r.bool() else { return .failed }
        return .weather(
          SpotWeather(
            condition: try r.raw(WeatherCondition.self), cloudCover: try r.double(),
            temperature: try r.double(),
            minuteChances: try r.optional { r throws(FoodTruckError) in
              try r.array { r throws(FoodTruckError) in try r.double() }
            }))
      }
      self = .setWeather(reports, city: city)
    case 38:
      self = .setForecast(
        try r.array { r throws(FoodTruckError) in
          HourWeather(at: try r.instant(), temperature: try r.double(), isDaylight: try r.bool())
        })
    case 39: self = .setTemperatureUnit(try r.raw(TemperatureUnit.self))
    case 40: self = .setWeatherLegalPage(try r.text())
    case 41: self = .setStoreSetting(try r.raw(StoreSetting.self), try r.bool())
    case 42:
      self = .setStorePrices(
        try r.array { r throws(FoodTruckError) in
          let product = try r.raw(StoreProduct.self)
          let cents = try r.int()
          return StorePrice(
            product: product, price: Price(cents: cents, currency: try r.raw(Currency.self)))
        })
    case 43:
      self = .setStoreTransactions(
        try r.array { r throws(FoodTruckError) in
          StoreTransaction(
            id: try r.int(), product: try r.raw(StoreProduct.self), purchasedAt: try r.instant(),
            expiresAt: try r.optional { r throws(FoodTruckError) in try r.instant() },
            revokedAt: try r.optional { r throws(FoodTruckError) in try r.instant() },
            isVerified: try r.bool())
        })
    case 44:
      self = .setSubscriptionStatuses(
        try r.array { r throws(FoodTruckError) in
          SubscriptionStatus(
            product: try r.raw(StoreProduct.self), state: try r.raw(RenewalState.self),
            renewsTo: try r.optional { r throws(FoodTruckError) in try r.raw(StoreProduct.self) },
            expiresAt: try r.optional { r throws(FoodTruckError) in try r.instant() },
            isVerified: try r.bool())
        })
    case 45: self = .toggleStorePlan(try r.raw(StoreProduct.self))
    case 46:
      self = .selectRefund(
        try r.optional { r throws(FoodTruckError) in try r.int() }, now: try r.instant())
    case 47: self = .deferStoreMessages(try r.bool(), view: try r.int(in: int))
    case 48: self = .storeMessageArrived(try r.int())
    case 49: self = .takeStoreMessages(count: try r.int(in: int))
    default: throw .corrupt("a stored change has the unknown kind \(kind)")
    }
    try r.finish()
  }
}

extension ChangeWriter {
  fileprivate mutating func recipe(_ recipe: Recipe) {
    int(recipe.dough)
    optional(recipe.glaze) { $0.int($1) }
    optional(recipe.topping) { $0.int($1) }
  }
}

extension ChangeReader {
  fileprivate mutating func recipe() throws(FoodTruckError) -> Recipe {
    let range = ChangeReader.int32
    let dough = try int(in: range)
    let glaze = try optional { r throws(FoodTruckError) in try r.int(in: range) }
    let topping = try optional { r throws(FoodTruckError) in try r.int(in: range) }
    do {
      return try Recipe(dough: dough, glaze: glaze, topping: topping)
    } catch {
      throw .corrupt("a stored recipe is invalid: \(error.message)")
    }
  }
}
