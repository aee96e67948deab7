// SPDX-License-Identifier: Apache-2.0
// Convert: core values to the ABI's C structs. Pure field copies; no domain logic.

import CFoodTruck
import FoodTruckKit

extension foodtruck_flavor_profile {
  init(_ profile: FlavorProfile) {
    self.init(
      salty: profile.salty, sweet: profile.sweet, bitter: profile.bitter,
      sour: profile.sour, savory: profile.savory, spicy: profile.spicy)
  }
}

extension FlavorProfile {
  init(_ profile: foodtruck_flavor_profile) {
    self.init(
      salty: profile.salty, sweet: profile.sweet, bitter: profile.bitter,
      sour: profile.sour, savory: profile.savory, spicy: profile.spicy)
  }
}

extension foodtruck_icon {
  init(_ icon: Icon) {
    self.init(rawValue: UInt32(icon.rawValue))
  }
}

extension foodtruck_flavor {
  init(_ flavor: Flavor) {
    self.init(rawValue: UInt32(flavor.rawValue))
  }
}

extension foodtruck_locale {
  init(_ language: TruckLocale.Language) {
    self.init(rawValue: UInt32(language.rawValue))
  }
}

extension foodtruck_digits {
  init(_ digits: TruckLocale.Digits) {
    self.init(rawValue: UInt32(digits.rawValue))
  }
}

extension foodtruck_donut {
  init(_ donut: Donut) {
    let potent = donut.flavors.mostPotent
    self.init(
      id: Int32(truncatingIfNeeded: donut.id),
      dough: Int32(truncatingIfNeeded: donut.recipe.dough),
      glaze: donut.recipe.glaze.map { Int32(truncatingIfNeeded: $0) } ?? FOODTRUCK_NO_INGREDIENT,
      topping: donut.recipe.topping.map { Int32(truncatingIfNeeded: $0) }
        ?? FOODTRUCK_NO_INGREDIENT,
      flavors: foodtruck_flavor_profile(donut.flavors),
      most_potent_flavor: foodtruck_flavor(potent.flavor),
      most_potent_value: potent.value,
      is_custom: donut.isCustom)
  }
}

extension Array where Element == Int {
  /// Donut ids for an int32_t output array. Ids are below Int32.max by construction.
  var int32s: [Int32] { map { Int32(truncatingIfNeeded: $0) } }
}

// FOODTRUCK_NO_TIME is Int64.min. Its C spelling, (-9223372036854775807LL - 1), is the one that
// binding generators (ctypesgen, SWIG, bindgen) keep, but Swift imports only a literal, a
// parenthesized or negated literal, or one binary operator between two: "structure not
// supported". Hence Int64.min here; the C tests compare these fields with FOODTRUCK_NO_TIME.
extension foodtruck_order {
  init(_ order: Order) {
    self.init(
      number: Int32(truncatingIfNeeded: order.number),
      status: foodtruck_order_status(rawValue: UInt32(order.status.rawValue)),
      next_action: foodtruck_order_action(rawValue: Int32(order.status.nextAction?.rawValue ?? -1)),
      city: Int32(order.city.rawValue),
      line_count: Int32(truncatingIfNeeded: order.lines.count),
      total_donuts: Int32(truncatingIfNeeded: order.totalDonuts),
      total_cents: order.totalCents,
      created_at: order.createdAt,
      preparing_since: order.preparingSince ?? Int64.min,
      completed_at: order.completedAt ?? Int64.min,
      duration_ms: order.duration ?? -1)
  }
}

extension foodtruck_order_line {
  init(_ line: OrderLine) {
    self.init(
      donut_id: Int32(truncatingIfNeeded: line.donutId),
      quantity: Int32(truncatingIfNeeded: line.count))
  }
}

extension OrderLine {
  init(_ line: foodtruck_order_line) {
    self.init(donutId: Int(line.donut_id), count: Int(line.quantity))
  }
}

extension foodtruck_donut_sales {
  init(_ sales: DonutSales) {
    self.init(donut_id: Int32(truncatingIfNeeded: sales.donutId), sales: Int64(sales.sales))
  }
}

extension foodtruck_sales_point {
  init(_ point: SalesPoint) {
    self.init(starts_at: point.start, sales: Int64(point.sales))
  }
}

extension foodtruck_event {
  init(_ event: TruckEvent) {
    self.init(
      at: event.at, kind: foodtruck_event_kind(rawValue: UInt32(event.kind.rawValue)),
      order_number: Int32(truncatingIfNeeded: event.orderNumber),
      activity_id: Int32(truncatingIfNeeded: event.activityId ?? 0),
      status: foodtruck_order_status(rawValue: UInt32(event.status.rawValue)))
  }
}

extension foodtruck_activity {
  init(_ activity: LiveActivity) {
    self.init(
      id: Int32(truncatingIfNeeded: activity.id),
      order_number: Int32(truncatingIfNeeded: activity.orderNumber),
      state: foodtruck_activity_state(rawValue: UInt32(activity.state.rawValue)),
      timer_start: activity.timer.start, timer_end: activity.timer.end,
      relevance: activity.relevance, started_at: activity.startedAt, stale_at: activity.staleAt,
      ended_at: activity.endedAt ?? Int64.min, dismiss_at: activity.dismissAt ?? Int64.min)
  }
}

extension foodtruck_timer {
  init(_ timer: PreparationTimer, now: Int64) {
    self.init(
      starts_at: timer.start, ends_at: timer.end, remaining_ms: timer.remaining(at: now),
      fraction_done: timer.fractionDone(at: now), finished: timer.isFinished(at: now))
  }
}

extension foodtruck_size {
  init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }
}

extension Size {
  init(_ size: foodtruck_size) {
    self.init(width: size.width, height: size.height)
  }
}

extension Rect {
  init(_ rect: foodtruck_rect) {
    self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
  }
}

extension foodtruck_rect {
  init(_ rect: Rect) {
    self.init(x: rect.minX, y: rect.minY, width: rect.size.width, height: rect.size.height)
  }
}

extension foodtruck_chart_item {
  init(_ item: ChartItem) {
    self.init(
      kind: foodtruck_chart_item_kind(rawValue: UInt32(item.kind.rawValue)),
      reference: Int32(clamping: item.reference), frame: foodtruck_rect(item.frame),
      font_size: item.fontSize,
      alignment: foodtruck_text_alignment(rawValue: UInt32(item.alignment.rawValue)))
  }
}

extension foodtruck_step {
  init(_ destination: Destination) {
    switch destination {
    case .panel(let panel):
      self.init(kind: FOODTRUCK_STEP_PANEL, panel: foodtruck_panel(panel), id: 0)
    case .order(let number):
      self.init(
        kind: FOODTRUCK_STEP_ORDER, panel: foodtruck_panel(rawValue: 0),
        id: Int32(truncatingIfNeeded: number))
    case .donut(let id):
      self.init(
        kind: FOODTRUCK_STEP_DONUT, panel: foodtruck_panel(rawValue: 0),
        id: Int32(truncatingIfNeeded: id))
    case .newDonut:
      self.init(kind: FOODTRUCK_STEP_NEW_DONUT, panel: foodtruck_panel(rawValue: 0), id: 0)
    }
  }
}

extension foodtruck_panel {
  init(_ panel: Panel) {
    self.init(rawValue: UInt32(panel.rawValue))
  }
}

extension foodtruck_city {
  init(_ city: City) {
    self.init(rawValue: Int32(city.rawValue))
  }
}

extension foodtruck_parking_spot {
  init(_ spot: ParkingSpot) {
    self.init(
      latitude: spot.latitude, longitude: spot.longitude, camera_distance: spot.cameraDistance,
      city: foodtruck_city(spot.city), index: Int32(truncatingIfNeeded: spot.index))
  }
}

extension foodtruck_camera {
  init(_ camera: ShowcaseCamera) {
    self.init(heading: camera.heading, pitch: camera.pitch, distance: camera.distance)
  }
}

extension foodtruck_city_weather {
  init(_ screen: CityScreen) {
    let shown = screen.shown
    self.init(
      cloud_cover: screen.source == .none ? 0 : shown.cloudCover,
      temperature_c: shown.temperature,
      condition: foodtruck_weather_condition(rawValue: UInt32(shown.condition.rawValue)),
      source: foodtruck_weather_source(rawValue: UInt32(screen.source.rawValue)),
      rain: foodtruck_rain_outlook(rawValue: UInt32(screen.rainOutlook.rawValue)),
      recommended_spot: Int32(truncatingIfNeeded: screen.recommendedSpot.index),
      shown_spot: Int32(truncatingIfNeeded: screen.weather?.shownSpot ?? -1),
      cloud_percent: Int32(truncatingIfNeeded: screen.cloudPercent),
      shows_weather_card: screen.weather?.showsWeatherCard ?? false)
  }
}

extension foodtruck_widget_family {
  init(_ family: WidgetFamily) {
    self.init(rawValue: UInt32(family.rawValue))
  }
}

extension foodtruck_timeline {
  init(_ timeline: WidgetTimeline<Int64>) {
    self.init(
      reload_at: timeline.reloadAt ?? Int64.min,
      policy: foodtruck_reload_policy(rawValue: UInt32(timeline.policy.rawValue)),
      entry_count: Int32(truncatingIfNeeded: timeline.entries.count))
  }
}

extension foodtruck_daily_donut_entry {
  init(_ entry: DailyDonutEntry) {
    self.init(
      at: entry.at, sales: Int64(entry.sales), donut_id: Int32(truncatingIfNeeded: entry.donutId),
      rank: Int32(truncatingIfNeeded: entry.rank))
  }
}

extension foodtruck_orders_entry {
  init(_ entry: OrdersEntry) {
    self.init(
      at: entry.at, fraction: entry.fraction, orders: Int32(truncatingIfNeeded: entry.orders),
      quota: Int32(truncatingIfNeeded: entry.quota))
  }
}

extension foodtruck_parking_spot_entry {
  init(_ entry: ParkingSpotEntry) {
    self.init(at: entry.at, spot: foodtruck_parking_spot(entry.spot))
  }
}

extension foodtruck_feed_tag {
  init(_ tag: FeedTag) {
    switch tag {
    case .topic(let topic):
      self.init(kind: FOODTRUCK_FEED_TAG_TOPIC, subject: Int32(topic.rawValue))
    case .donut(let id): self.init(kind: FOODTRUCK_FEED_TAG_DONUT, subject: Int32(clamping: id))
    case .city(let city): self.init(kind: FOODTRUCK_FEED_TAG_CITY, subject: Int32(city.rawValue))
    }
  }
}

extension foodtruck_feed_post {
  init(_ post: FeedPost) {
    self.init(
      posted_at: post.postedAt, id: Int32(post.id), donut_id: Int32(clamping: post.favoriteDonut),
      author: foodtruck_feed_author(rawValue: UInt32(post.author.rawValue)),
      media: foodtruck_feed_media(rawValue: UInt32(post.media.rawValue)),
      tag_count: Int32(post.tags.count), plus: post.isPlus)
  }
}

extension foodtruck_feed_section {
  init(_ section: FeedSection) {
    self.init(rawValue: UInt32(section.rawValue))
  }
}

extension foodtruck_account_view {
  init(_ screen: AccountScreen) {
    self.init(
      state: foodtruck_account_state(rawValue: UInt32(screen.state.rawValue)),
      shows_user_name: screen.showsUserName, shows_sign_in: screen.showsSignIn,
      shows_sign_up: screen.showsSignUp, shows_sign_out: screen.showsSignOut,
      shows_sign_out_confirmation: screen.showsSignOutConfirmation,
      shows_failure: screen.failure != nil,
      failure: foodtruck_account_failure(rawValue: UInt32(screen.failure?.rawValue ?? 0)))
  }
}
