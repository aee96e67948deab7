// SPDX-License-Identifier: Apache-2.0
// LocalCalendar: days, weekdays and months in local time, from an explicit UTC offset.
//
// No time zone database and no Foundation: instants are milliseconds since the Unix epoch, a
// local day is a day number (days since 1970-01-01 in local time), and civil dates come from
// the proleptic Gregorian calendar (Howard Hinnant's days-from-civil algorithms). The offset is
// fixed for the session: a shell that crosses a daylight-saving change sets the new offset.

/// A weekday; raw values count from Sunday, as C's `tm_wday` does.
public enum Weekday: Int, CaseIterable, Sendable, Hashable, Codable {
  case sunday = 0, monday, tuesday, wednesday, thursday, friday, saturday
}

/// A civil date in the proleptic Gregorian calendar.
public struct CivilDate: Sendable, Hashable, Codable {
  public let year: Int
  public let month: Int  // 1...12
  public let day: Int  // 1...31

  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Months since January 1970, so that consecutive months differ by one.
  public var monthNumber: Int { (year - 1970) * 12 + (month - 1) }
}

/// Calendar arithmetic at a fixed UTC offset.
public struct LocalCalendar: Sendable, Hashable, Codable {
  /// Minutes east of UTC, -1440 < offset < 1440 (e.g. -420 for California in summer).
  public let utcOffsetMinutes: Int

  public static let millisecondsPerDay: Int64 = 86_400_000

  /// The instants the library accepts: 0001-01-01 to 9999-12-31 (UTC), ms since the epoch.
  /// Arithmetic on them, with any offset, cannot overflow.
  public static let validInstants: ClosedRange<Int64> = -62_135_596_800_000...253_402_300_799_999

  /// The largest accepted offset magnitude, in minutes (exclusive).
  public static let offsetLimit = 1440

  /// A calendar at `utcOffsetMinutes`, which must be within ±1439 minutes.
  public init(utcOffsetMinutes: Int) throws(FoodTruckError) {
    guard utcOffsetMinutes > -LocalCalendar.offsetLimit,
      utcOffsetMinutes < LocalCalendar.offsetLimit
    else {
      throw .invalidArgument("UTC offset \(utcOffsetMinutes) minutes is outside -1439...1439")
    }
    self.utcOffsetMinutes = utcOffsetMinutes
  }

  /// UTC.
  public static let utc = LocalCalendar(unchecked: 0)

  private init(unchecked offset: Int) {
    utcOffsetMinutes = offset
  }

  private var offsetMilliseconds: Int64 { Int64(utcOffsetMinutes) * 60_000 }

  /// The local day number of an instant (floor division, also before 1970).
  public func day(of instant: Int64) -> Int {
    Int(floorDivide(instant &+ offsetMilliseconds, LocalCalendar.millisecondsPerDay))
  }

  /// The instant at which local day `day` starts (local midnight).
  public func start(ofDay day: Int) -> Int64 {
    Int64(day) &* LocalCalendar.millisecondsPerDay &- offsetMilliseconds
  }

  /// The weekday of local day `day` (1970-01-01 was a Thursday).
  public func weekday(ofDay day: Int) -> Weekday {
    Weekday(rawValue: Int(floorModulo(Int64(day) + 4, 7))) ?? .sunday
  }

  /// The civil date of local day `day`.
  public func date(ofDay day: Int) -> CivilDate {
    let z = Int64(day) + 719_468
    let era = floorDivide(z, 146_097)
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let dayOfMonth = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return CivilDate(year: Int(year), month: Int(month), day: Int(dayOfMonth))
  }

  /// The local day number of a civil date.
  public func day(of date: CivilDate) -> Int {
    let year = Int64(date.month <= 2 ? date.year - 1 : date.year)
    let era = floorDivide(year, 400)
    let yearOfEra = year - era * 400
    let month = Int64(date.month)
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + Int64(date.day) - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return Int(era * 146_097 + dayOfEra - 719_468)
  }

  /// The local day on which month `monthNumber` (months since January 1970) starts.
  public func firstDay(ofMonth monthNumber: Int) -> Int {
    let year = 1970 + Int(floorDivide(Int64(monthNumber), 12))
    let month = Int(floorModulo(Int64(monthNumber), 12)) + 1
    return day(of: CivilDate(year: year, month: month, day: 1))
  }
}

func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
  let q = a / b
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}

func floorModulo(_ a: Int64, _ b: Int64) -> Int64 {
  a - floorDivide(a, b) * b
}
