// SPDX-License-Identifier: Apache-2.0
// RangeConstantsTests: the header constants that the boundary's doc comments name as a
// parameter's range ("Range: 1 to FOODTRUCK_ORDER_MAX_LINES.") are the core's own limits, so the
// documented range and the checked one cannot drift apart.

import CFoodTruck
import FoodTruckKit
import Testing

@Suite("Range constants")
struct RangeConstantsTests {
  @Test("FOODTRUCK_ORDER_MAX_LINES is OrderBook.maximumLines")
  func orderLines() {
    #expect(Int(FOODTRUCK_ORDER_MAX_LINES) == OrderBook.maximumLines)
  }

  @Test("1 to FOODTRUCK_TIMER_MAX_SECONDS is the preparation timer's range")
  func timerSeconds() {
    #expect(Int64(FOODTRUCK_TIMER_MAX_SECONDS) * 1000 == PreparationTimer.maximumDuration)
    #expect(PreparationTimer.minimumDuration == 1000)
  }

  @Test("1 to FOODTRUCK_ACTIVITY_MAX_LIMIT is ActivityCenter.limitRange")
  func activityLimit() {
    #expect(ActivityCenter.limitRange == 1...Int(FOODTRUCK_ACTIVITY_MAX_LIMIT))
  }

  @Test("1 to FOODTRUCK_WIDGET_MAX_QUOTA is the orders widget's quota range")
  func widgetQuota() {
    #expect(Truck.widgetQuotaRange == 1...Int(FOODTRUCK_WIDGET_MAX_QUOTA))
  }

  @Test("The challenge's byte range and the forecast's hours are the core's")
  func accountAndWeather() {
    #expect(Int(FOODTRUCK_ACCOUNT_CHALLENGE_MIN_BYTES) == Account.minimumChallengeBytes)
    #expect(Int(FOODTRUCK_ACCOUNT_CHALLENGE_MAX_BYTES) == Account.maximumChallengeBytes)
    #expect(Int(FOODTRUCK_WEATHER_MAX_HOURS) == HourWeather.maximumHours)
  }
}
