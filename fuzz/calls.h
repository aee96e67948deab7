/* SPDX-License-Identifier: Apache-2.0 */
/* calls.h: one checked call per function of include/foodtruck.h, shared by every harness.
 *
 * fz_call_<function>(in, truck, now) decodes the rest of the function's arguments from the
 * input (type-correct most of the time, deliberately wrong some of the time: NULL pointers, bad
 * enums, huge counts, instants outside the years 1 to 9999), makes the call with sentinel-filled
 * outputs and holds it to the conventions (oracles.h). Where the header promises more than the
 * conventions, the call checks that too: ranges that setters accept, what a successful result
 * contains (permutations, orderings, formats, sums that must agree, round trips). The harnesses
 * choose the handle (live, freed or garbage) and the clock; the API-sequence harness reaches
 * every call (tools/check_fuzz_reach checks that it names every function of the header), the
 * focused harnesses spend their bytes on the arguments of a few. The areas added last (Cities,
 * Weather, Navigation, Widgets) have a header each, included at the end.
 *
 * The domain checks are deliberately the documented ones only: a fuzzer that fails on
 * behaviour the header allows would bury real findings.
 *
 * Besides these, calls_generated.h (included last, written by tools/gen_fuzz.py from the API
 * model) has a checked call of every function, fz_gen_<function>, held to the conventions; the
 * areas that have no hand-written call here (Store, Account, Feed) have their domain checks as
 * hooks those generated calls make after a success (domain_store.h, domain_account.h,
 * domain_feed.h). */
#ifndef FUZZ_CALLS_H
#define FUZZ_CALLS_H

#include "common.h"
#include "oracles.h"

/* ---- Helpers ------------------------------------------------------------------------------ */

static inline bool fz_instant_valid(int64_t at) { return at >= FZ_FIRST_INSTANT && at <= FZ_LAST_INSTANT; }

/* An order number: mostly one that may exist (1 to 40), else anything. */
static inline int32_t fz_order_number(fz_input *in) {
    uint8_t pick = fz_u8(in);
    return pick < 200 ? (int32_t)(pick % 40) + 1 : fz_i32(in);
}

/* A donut id: mostly one of the catalog's or a custom one, else anything. */
static inline int32_t fz_donut_id(fz_input *in) {
    uint8_t pick = fz_u8(in);
    return pick < 200 ? (int32_t)(pick % 20) : fz_i32(in);
}

/* The number of donuts of a live truck (0 when it cannot be read). */
static inline size_t fz_donut_total(const foodtruck_truck *truck) {
    size_t count = 0;
    if (foodtruck_donut_count(truck, &count) != FOODTRUCK_OK) return 0;
    return count;
}

/* Whether the first `length` characters of text are all of the given (ASCII) set. */
static inline bool fz_ascii_of(const char *text, size_t length, const char *allowed) {
    for (size_t i = 0; i < length; i++) {
        if (text[i] == '\0' || strchr(allowed, text[i]) == NULL) return false;
    }
    return true;
}

/* Lower-case kebab: letters, digits and dashes, not empty. */
static inline bool fz_kebab(const char *text) {
    return text[0] != '\0' && fz_ascii_of(text, strlen(text), "abcdefghijklmnopqrstuvwxyz0123456789-");
}

/* Whether an order or a donut exists (for a live truck). */
static inline bool fz_order_exists(const foodtruck_truck *truck, int32_t number) {
    foodtruck_order order;
    return foodtruck_order_get(truck, number, &order) == FOODTRUCK_OK;
}

static inline bool fz_donut_exists(const foodtruck_truck *truck, int32_t id) {
    return id >= 0 && (size_t)id < fz_donut_total(truck);
}

/* The floored remainder of a by m (m > 0): 0 to m - 1, as the library takes it. */
static inline int64_t fz_floor_mod(int64_t a, int64_t m) {
    int64_t r = a % m;
    return r < 0 ? r + m : r;
}

/* The truck's UTC offset in ms (0 when it cannot be read). */
static inline int64_t fz_offset_ms(const foodtruck_truck *truck) {
    int32_t minutes = 0;
    if (foodtruck_truck_utc_offset(truck, &minutes) != FOODTRUCK_OK) return 0;
    return (int64_t)minutes * FZ_MINUTE;
}

/* The trucks that may hold an hourly forecast (foodtruck_weather_set_forecast marks a live truck
 * before the call, whatever it returns; freeing it forgets it): their Forecast card charts up
 * to 25 of its hours instead of the placeholder's 25. */
static const foodtruck_truck *fz_forecast_trucks[FZ_MAX_LIVE];

static inline bool fz_has_forecast(const foodtruck_truck *truck) {
    for (int i = 0; i < FZ_MAX_LIVE; i++) {
        if (truck != NULL && fz_forecast_trucks[i] == truck) return true;
    }
    return false;
}

static inline void fz_set_has_forecast(const foodtruck_truck *truck, bool has) {
    for (int i = 0; i < FZ_MAX_LIVE; i++) {
        if (fz_forecast_trucks[i] == truck) fz_forecast_trucks[i] = NULL;
    }
    for (int i = 0; has && i < FZ_MAX_LIVE; i++) {
        if (fz_forecast_trucks[i] == NULL) {
            fz_forecast_trucks[i] = truck;
            return;
        }
    }
}

/* Requires what a call whose validity the harness knows must give: valid arguments succeed,
 * invalid ones are FOODTRUCK_ERR_INVALID_ARGUMENT. `applies` is false for a handle that is not
 * live (the conventions' own checks hold then). */
static inline void fz_expect_valid(const char *function, foodtruck_status status, bool applies, bool valid) {
    if (!applies) return;
    FZ_REQUIRE(valid ? status == FOODTRUCK_OK : status == FOODTRUCK_ERR_INVALID_ARGUMENT, "%s gave %s for %s arguments: %s",
               function, foodtruck_status_string(status), valid ? "valid" : "invalid", foodtruck_last_error());
}

/* The documented range of a setter's argument decides its status for a live truck. */
static inline void fz_expect_range(const char *function, const foodtruck_truck *truck, foodtruck_status status, bool in_range) {
    fz_expect_valid(function, status, fz_is_live(truck), in_range);
}

/* The statuses a call may give when several of its errors apply: a bit per status. */
#define FZ_BIT(status) (1u << (status))

static inline void fz_expect_one_of(const char *function, foodtruck_status status, unsigned allowed) {
    FZ_REQUIRE(allowed & FZ_BIT(status), "%s gave %s (allowed: 0x%x): %s", function, foodtruck_status_string(status), allowed,
               foodtruck_last_error());
}

/* A status-only call (a setter, an action): the handle's state is taken before the call, since
 * a callback run by the call may free the truck. */
#define FZ_STATUS_CALL(status, function, truck, call)                                            \
    fz_frame status##_frame = fz_frame_for(truck);                                              \
    foodtruck_status status = fz_check(&status##_frame, (function), (call))

/* The same for a function that takes no handle. */
#define FZ_PURE_CALL(status, function, call)                                                     \
    fz_frame status##_frame = fz_frame_pure();                                                  \
    foodtruck_status status = fz_check(&status##_frame, (function), (call))

/* ---- Version and errors ------------------------------------------------------------------- */

static inline void fz_call_version(fz_input *in) {
    FZ_REQUIRE(strcmp(foodtruck_version(), FOODTRUCK_VERSION_STRING) == 0, "foodtruck_version() is \"%s\", the header says %s",
               foodtruck_version(), FOODTRUCK_VERSION_STRING);
    FZ_REQUIRE(foodtruck_version_number() == FOODTRUCK_VERSION_NUMBER, "foodtruck_version_number() is %u", foodtruck_version_number());
    foodtruck_status status = fz_status_value(in);
    const char *name = foodtruck_status_string(status);
    FZ_REQUIRE(name != NULL && fz_utf8_valid(name, strlen(name)), "foodtruck_status_string(%d) is not text", (int)status);
    bool known = (int)status >= FOODTRUCK_OK && (int)status <= FZ_LAST_STATUS;
    FZ_REQUIRE(known == (strcmp(name, "FOODTRUCK_ERR_UNKNOWN") != 0) && (!known || strncmp(name, "FOODTRUCK_", 3) == 0),
               "foodtruck_status_string(%d) is \"%s\"", (int)status, name);
}

/* ---- Truck -------------------------------------------------------------------------------- */

/* foodtruck_truck_new; returns the new handle (already registered as live) or NULL. */
static inline foodtruck_truck *fz_call_truck_new(fz_input *in) {
    fz_frame f = fz_frame_pure();
    foodtruck_truck **out = fz_u8(in) < 8 ? NULL : (foodtruck_truck **)fz_out(&f, sizeof *out);
    foodtruck_status status = fz_check(&f, "foodtruck_truck_new", foodtruck_truck_new(out));
    foodtruck_truck *truck = NULL;
    if (out == NULL) {
        FZ_REQUIRE(status == FOODTRUCK_ERR_NULL_ARGUMENT, "foodtruck_truck_new(NULL) gave %s", foodtruck_status_string(status));
    } else if (status == FOODTRUCK_OK) {
        truck = *out;
        FZ_REQUIRE(truck != NULL, "foodtruck_truck_new returned FOODTRUCK_OK and a NULL handle");
        fz_live_add(truck);
    }
    fz_release(&f);
    return truck;
}

/* foodtruck_truck_new_view of truck; returns the new view (already registered as live, with
 * the truck it shows) or NULL. */
static inline foodtruck_truck *fz_call_truck_new_view(fz_input *in, foodtruck_truck *truck) {
    fz_frame f = fz_frame_for(truck);
    foodtruck_truck **out = fz_u8(in) < 8 ? NULL : (foodtruck_truck **)fz_out(&f, sizeof *out);
    foodtruck_status status = fz_check(&f, "foodtruck_truck_new_view", foodtruck_truck_new_view(truck, out));
    foodtruck_truck *view = NULL;
    if (out == NULL) {
        FZ_REQUIRE(status != FOODTRUCK_OK, "foodtruck_truck_new_view(truck, NULL) gave FOODTRUCK_OK");
    } else if (status == FOODTRUCK_OK) {
        view = *out;
        FZ_REQUIRE(fz_is_live(truck) && view != NULL && view != truck,
                   "foodtruck_truck_new_view returned FOODTRUCK_OK and the handle %p", (void *)view);
        fz_live_add(view);
        fz_view_add(view, truck);
    }
    fz_release(&f);
    return view;
}

/* foodtruck_truck_free; a live handle is freed (and forgotten by the oracles), anything else refused. */
static inline foodtruck_status fz_call_truck_free(foodtruck_truck *truck) {
    bool live = fz_is_live(truck);
    fz_frame f = truck == NULL ? fz_frame_pure() : fz_frame_for(truck);
    foodtruck_status status = fz_check(&f, "foodtruck_truck_free", foodtruck_truck_free(truck));
    fz_release(&f);
    if (truck == NULL) FZ_REQUIRE(status == FOODTRUCK_OK, "foodtruck_truck_free(NULL) gave %s", foodtruck_status_string(status));
    if (live) {
        FZ_REQUIRE(status == FOODTRUCK_OK, "foodtruck_truck_free of a live truck gave %s", foodtruck_status_string(status));
        fz_live_remove(truck);
        fz_set_has_forecast(truck, false);
    }
    return status;
}

static inline foodtruck_status fz_call_truck_set_locale(fz_input *in, foodtruck_truck *truck) {
    foodtruck_locale locale = fz_locale(in);
    FZ_STATUS_CALL(status, "foodtruck_truck_set_locale", truck, foodtruck_truck_set_locale(truck, locale));
    fz_expect_range("foodtruck_truck_set_locale", truck, status, locale == FOODTRUCK_LOCALE_EN || locale == FOODTRUCK_LOCALE_AR);
    return status;
}

/* A getter's call in its own frame: its one out-parameter, sentinel-filled (or NULL). */
#define FZ_GETTER(status, value, type, function, truck, null_out, call)                          \
    fz_frame status##_frame = fz_frame_for(truck);                                              \
    type *value = (null_out) ? NULL : (type *)fz_out(&status##_frame, sizeof(type));            \
    foodtruck_status status = fz_check(&status##_frame, (function), (call))

/* The number of parking spots of a city (0 for none or an invalid city). */
static inline int32_t fz_spot_count(foodtruck_city city) {
    size_t count = 0;
    if (foodtruck_parking_spot_count(city, &count) != FOODTRUCK_OK) return 0;
    return (int32_t)count;
}

/* Whether two parking spots are the same, field by field (the structs' padding is not theirs). */
static inline bool fz_same_spot(const foodtruck_parking_spot *a, const foodtruck_parking_spot *b) {
    return a->latitude == b->latitude && a->longitude == b->longitude && a->camera_distance == b->camera_distance &&
           a->city == b->city && a->index == b->index;
}

/* The truck's parking spot is one of its city's: foodtruck_parking_spot_get(city, index) exactly. */
static inline void fz_check_truck_spot(const foodtruck_parking_spot *spot, foodtruck_city city) {
    foodtruck_parking_spot listed;
    FZ_REQUIRE(spot->city == city && spot->index >= 0 && spot->index < fz_spot_count(city) &&
                   foodtruck_parking_spot_get(city, spot->index, &listed) == FOODTRUCK_OK && fz_same_spot(spot, &listed),
               "foodtruck_truck_parking_spot gave spot %d of city %d, the truck is in city %d", (int)spot->index,
               (int)spot->city, (int)city);
}

/* The getters: locale, right to left, UTC offset, weekend days, price, next due, city, parking
 * spot, preparation time, widget quota; each in its range. */
static inline void fz_call_truck_getters(fz_input *in, const foodtruck_truck *truck) {
    bool null_out = fz_u8(in) < 16;
    FZ_GETTER(s1, locale, foodtruck_locale, "foodtruck_truck_locale", truck, null_out, foodtruck_truck_locale(truck, locale));
    FZ_GETTER(s2, rtl, bool, "foodtruck_truck_is_right_to_left", truck, null_out, foodtruck_truck_is_right_to_left(truck, rtl));
    FZ_GETTER(s3, offset, int32_t, "foodtruck_truck_utc_offset", truck, null_out, foodtruck_truck_utc_offset(truck, offset));
    FZ_GETTER(s4, mask, uint32_t, "foodtruck_truck_weekend_days", truck, null_out, foodtruck_truck_weekend_days(truck, mask));
    FZ_GETTER(s5, cents, int64_t, "foodtruck_truck_price", truck, null_out, foodtruck_truck_price(truck, cents));
    FZ_GETTER(s6, due, int64_t, "foodtruck_truck_next_due", truck, null_out, foodtruck_truck_next_due(truck, due));
    FZ_GETTER(s7, city, foodtruck_city, "foodtruck_truck_city", truck, null_out, foodtruck_truck_city(truck, city));
    FZ_GETTER(s8, spot, foodtruck_parking_spot, "foodtruck_truck_parking_spot", truck, null_out,
              foodtruck_truck_parking_spot(truck, spot));
    FZ_GETTER(s9, seconds, int32_t, "foodtruck_truck_timer_duration", truck, null_out,
              foodtruck_truck_timer_duration(truck, seconds));
    FZ_GETTER(s10, quota, int32_t, "foodtruck_truck_widget_quota", truck, null_out, foodtruck_truck_widget_quota(truck, quota));
    if (null_out && fz_is_live(truck)) {
        FZ_REQUIRE(s1 == FOODTRUCK_ERR_NULL_ARGUMENT && s2 == FOODTRUCK_ERR_NULL_ARGUMENT && s3 == FOODTRUCK_ERR_NULL_ARGUMENT &&
                       s4 == FOODTRUCK_ERR_NULL_ARGUMENT && s5 == FOODTRUCK_ERR_NULL_ARGUMENT &&
                       s6 == FOODTRUCK_ERR_NULL_ARGUMENT && s7 == FOODTRUCK_ERR_NULL_ARGUMENT &&
                       s8 == FOODTRUCK_ERR_NULL_ARGUMENT && s9 == FOODTRUCK_ERR_NULL_ARGUMENT &&
                       s10 == FOODTRUCK_ERR_NULL_ARGUMENT,
                   "a truck getter accepted a NULL out-parameter");
    }
    if (s7 == FOODTRUCK_OK) FZ_REQUIRE(*city >= FOODTRUCK_CITY_CUPERTINO && *city <= FOODTRUCK_CITY_LONDON, "foodtruck_truck_city gave %d", (int)*city);
    if (s7 == FOODTRUCK_OK && s8 == FOODTRUCK_OK) fz_check_truck_spot(spot, *city);
    if (s9 == FOODTRUCK_OK) FZ_REQUIRE(*seconds >= 1 && *seconds <= 60, "foodtruck_truck_timer_duration gave %d", (int)*seconds);
    if (s10 == FOODTRUCK_OK) FZ_REQUIRE(*quota >= 1 && *quota <= 1000, "foodtruck_truck_widget_quota gave %d", (int)*quota);
    if (s1 == FOODTRUCK_OK) FZ_REQUIRE(*locale == FOODTRUCK_LOCALE_EN || *locale == FOODTRUCK_LOCALE_AR, "foodtruck_truck_locale gave %d", (int)*locale);
    if (s1 == FOODTRUCK_OK && s2 == FOODTRUCK_OK) {
        FZ_REQUIRE(*rtl == (*locale == FOODTRUCK_LOCALE_AR), "foodtruck_truck_is_right_to_left disagrees with the locale");
    }
    if (s3 == FOODTRUCK_OK) FZ_REQUIRE(*offset >= -1439 && *offset <= 1439, "foodtruck_truck_utc_offset gave %d", (int)*offset);
    if (s4 == FOODTRUCK_OK) FZ_REQUIRE(*mask < 0x7F, "foodtruck_truck_weekend_days gave 0x%x", (unsigned)*mask);
    if (s5 == FOODTRUCK_OK) FZ_REQUIRE(*cents >= 0 && *cents <= 10000000, "foodtruck_truck_price gave %lld", (long long)*cents);
    if (s6 == FOODTRUCK_OK) {
        FZ_REQUIRE(*due == FOODTRUCK_NO_TIME || fz_instant_valid(*due), "foodtruck_truck_next_due gave %lld", (long long)*due);
    }
    fz_release(&s1_frame), fz_release(&s2_frame), fz_release(&s3_frame), fz_release(&s4_frame), fz_release(&s5_frame);
    fz_release(&s6_frame), fz_release(&s7_frame), fz_release(&s8_frame), fz_release(&s9_frame), fz_release(&s10_frame);
}

static inline void fz_call_truck_set_utc_offset(fz_input *in, foodtruck_truck *truck) {
    static const int32_t offsets[] = {0, -480, 60, 330, 1439, -1439, 1440, -1440, 180, -60};
    int32_t minutes = fz_u8(in) < 200 ? offsets[fz_choice(in, FZ_NELEMS(offsets))] : fz_i32(in);
    FZ_STATUS_CALL(status, "foodtruck_truck_set_utc_offset", truck, foodtruck_truck_set_utc_offset(truck, minutes));
    fz_expect_range("foodtruck_truck_set_utc_offset", truck, status, minutes >= -1439 && minutes <= 1439);
}

static inline void fz_call_truck_set_weekend_days(fz_input *in, foodtruck_truck *truck) {
    uint32_t mask = fz_u8(in) < 230 ? fz_u8(in) : fz_u32(in);
    FZ_STATUS_CALL(status, "foodtruck_truck_set_weekend_days", truck, foodtruck_truck_set_weekend_days(truck, mask));
    fz_expect_range("foodtruck_truck_set_weekend_days", truck, status, mask < 0x7F);
}

static inline void fz_call_truck_set_price(fz_input *in, foodtruck_truck *truck) {
    static const int64_t prices[] = {578, 0, 1, 10000000, 10000001, -1, INT64_MAX, INT64_MIN};
    int64_t cents = prices[fz_choice(in, FZ_NELEMS(prices))];
    FZ_STATUS_CALL(status, "foodtruck_truck_set_price", truck, foodtruck_truck_set_price(truck, cents));
    fz_expect_range("foodtruck_truck_set_price", truck, status, cents >= 0 && cents <= 10000000);
}

/* foodtruck_truck_simulate with a stream of up to 2,500 live orders: a backlog of thousands of
 * events (2,000 were enough to overflow the stack under nested delivery; the flat-delivery
 * oracle catches nesting at any depth), bounded so that an input that advances every order of
 * a file session costs tens of milliseconds, not a second. */
static inline void fz_call_truck_simulate(fz_input *in, foodtruck_truck *truck, int64_t now) {
    static const int32_t streams[] = {0, 1, 2, 5, 20, 200, 1000, 2500, -1, 1000001, 3, 50};
    uint64_t seed = fz_u8(in);
    int32_t stream = streams[fz_choice(in, FZ_NELEMS(streams))];
    int64_t at = fz_u8(in) < 230 ? now : fz_instant(in, now);
    FZ_STATUS_CALL(status, "foodtruck_truck_simulate", truck, foodtruck_truck_simulate(truck, seed, at, stream));
    if (fz_is_live(truck)) {
        bool valid = fz_instant_valid(at) && stream >= 0 && stream <= 1000000;
        FZ_REQUIRE(valid ? (status == FOODTRUCK_OK || status == FOODTRUCK_ERR_INVALID_STATE) : status == FOODTRUCK_ERR_INVALID_ARGUMENT,
                   "foodtruck_truck_simulate(stream %d) gave %s", (int)stream, foodtruck_status_string(status));
    }
}

/* foodtruck_truck_tick at `at`; returns the status. */
static inline foodtruck_status fz_call_truck_tick_at(fz_input *in, foodtruck_truck *truck, int64_t at) {
    fz_frame f = fz_frame_for(truck);
    int32_t *arrived = fz_u8(in) < 32 ? NULL : (int32_t *)fz_out(&f, sizeof *arrived);
    foodtruck_status status = fz_check(&f, "foodtruck_truck_tick", foodtruck_truck_tick(truck, at, arrived));
    if (status == FOODTRUCK_OK && arrived != NULL) FZ_REQUIRE(*arrived >= 0, "foodtruck_truck_tick: %d arrived", (int)*arrived);
    if (fz_is_live(truck) && !fz_instant_valid(at)) {
        FZ_REQUIRE(status == FOODTRUCK_ERR_INVALID_ARGUMENT, "foodtruck_truck_tick at %lld gave %s", (long long)at,
                   foodtruck_status_string(status));
    }
    fz_release(&f);
    return status;
}

static inline void fz_call_truck_set_timer_duration(fz_input *in, foodtruck_truck *truck) {
    static const int32_t seconds[] = {60, 1, 5, 30, 0, 61, -1, INT32_MAX};
    int32_t value = seconds[fz_choice(in, FZ_NELEMS(seconds))];
    FZ_STATUS_CALL(status, "foodtruck_truck_set_timer_duration", truck, foodtruck_truck_set_timer_duration(truck, value));
    fz_expect_range("foodtruck_truck_set_timer_duration", truck, status, value >= 1 && value <= 60);
    int32_t now_set = 0;
    if (status == FOODTRUCK_OK && !fz_has_callback(truck)) {
        FZ_REQUIRE(foodtruck_truck_timer_duration(truck, &now_set) == FOODTRUCK_OK && now_set == value,
                   "foodtruck_truck_timer_duration gave %d after foodtruck_truck_set_timer_duration(%d)", (int)now_set,
                   (int)value);
    }
}

/* foodtruck_truck_set_city: any one city (FOODTRUCK_CITY_ALL refused); a new city parks the
 * truck at its spot 0, the same city keeps the spot. */
static inline void fz_call_truck_set_city(fz_input *in, foodtruck_truck *truck) {
    foodtruck_city city = fz_city(in);
    foodtruck_city before = FOODTRUCK_CITY_ALL;
    foodtruck_parking_spot spot_before = {0};
    bool compare = fz_is_live(truck) && !fz_has_callback(truck) && foodtruck_truck_city(truck, &before) == FOODTRUCK_OK &&
                   foodtruck_truck_parking_spot(truck, &spot_before) == FOODTRUCK_OK;
    FZ_STATUS_CALL(status, "foodtruck_truck_set_city", truck, foodtruck_truck_set_city(truck, city));
    fz_expect_range("foodtruck_truck_set_city", truck, status, city >= FOODTRUCK_CITY_CUPERTINO && city <= FOODTRUCK_CITY_LONDON);
    foodtruck_city after = FOODTRUCK_CITY_ALL;
    foodtruck_parking_spot spot = {0};
    if (compare && foodtruck_truck_city(truck, &after) == FOODTRUCK_OK &&
        foodtruck_truck_parking_spot(truck, &spot) == FOODTRUCK_OK) {
        foodtruck_city expected = status == FOODTRUCK_OK ? city : before;
        int32_t index = status == FOODTRUCK_OK && city != before ? 0 : spot_before.index;
        FZ_REQUIRE(after == expected && spot.city == expected && spot.index == index,
                   "foodtruck_truck_set_city(%d) from city %d, spot %d: %s, now city %d, spot %d", (int)city, (int)before,
                   (int)spot_before.index, foodtruck_status_string(status), (int)after, (int)spot.index);
    }
}

/* foodtruck_truck_set_parking_spot: an index among the truck's city's spots, or refused (the
 * truck staying where it was). */
static inline void fz_call_truck_set_parking_spot(fz_input *in, foodtruck_truck *truck) {
    uint8_t pick = fz_u8(in);
    int32_t index = pick < 220 ? (int32_t)(pick % 10) - 1 : fz_i32(in);
    foodtruck_city city = FOODTRUCK_CITY_ALL;
    foodtruck_parking_spot before = {0};
    bool compare = fz_is_live(truck) && !fz_has_callback(truck) && foodtruck_truck_city(truck, &city) == FOODTRUCK_OK &&
                   foodtruck_truck_parking_spot(truck, &before) == FOODTRUCK_OK;
    FZ_STATUS_CALL(status, "foodtruck_truck_set_parking_spot", truck, foodtruck_truck_set_parking_spot(truck, index));
    foodtruck_parking_spot after = {0};
    if (compare) {
        fz_expect_range("foodtruck_truck_set_parking_spot", truck, status, index >= 0 && index < fz_spot_count(city));
        FZ_REQUIRE(foodtruck_truck_parking_spot(truck, &after) == FOODTRUCK_OK && after.city == city &&
                       after.index == (status == FOODTRUCK_OK ? index : before.index),
                   "foodtruck_truck_set_parking_spot(%d) in city %d from spot %d: %s, now spot %d", (int)index, (int)city,
                   (int)before.index, foodtruck_status_string(status), (int)after.index);
    }
}

/* foodtruck_truck_set_widget_quota: 1 to 1000, read back. */
static inline void fz_call_truck_set_widget_quota(fz_input *in, foodtruck_truck *truck) {
    static const int32_t quotas[] = {25, 1, 2, 7, 11, 100, 101, 999, 1000, 0, 1001, -1, INT32_MAX, INT32_MIN};
    int32_t quota = fz_u8(in) < 240 ? quotas[fz_choice(in, FZ_NELEMS(quotas))] : fz_i32(in);
    FZ_STATUS_CALL(status, "foodtruck_truck_set_widget_quota", truck, foodtruck_truck_set_widget_quota(truck, quota));
    fz_expect_range("foodtruck_truck_set_widget_quota", truck, status, quota >= 1 && quota <= 1000);
    int32_t now_set = 0;
    if (status == FOODTRUCK_OK && !fz_has_callback(truck)) {
        FZ_REQUIRE(foodtruck_truck_widget_quota(truck, &now_set) == FOODTRUCK_OK && now_set == quota,
                   "foodtruck_truck_widget_quota gave %d after foodtruck_truck_set_widget_quota(%d)", (int)now_set,
                   (int)quota);
    }
}

static inline void fz_call_truck_set_activity_limit(fz_input *in, foodtruck_truck *truck) {
    static const int32_t limits[] = {5, 1, 2, 100, 0, 101, -1, INT32_MIN};
    int32_t value = limits[fz_choice(in, FZ_NELEMS(limits))];
    FZ_STATUS_CALL(status, "foodtruck_truck_set_activity_limit", truck, foodtruck_truck_set_activity_limit(truck, value));
    fz_expect_range("foodtruck_truck_set_activity_limit", truck, status, value >= 1 && value <= 100);
}

static inline void fz_call_truck_set_activities_enabled(fz_input *in, foodtruck_truck *truck, int64_t now) {
    bool enabled = fz_bool(in);
    int64_t at = fz_instant(in, now);
    FZ_STATUS_CALL(status, "foodtruck_truck_set_activities_enabled", truck, foodtruck_truck_set_activities_enabled(truck, enabled, at));
    fz_expect_range("foodtruck_truck_set_activities_enabled", truck, status, fz_instant_valid(at));
}

/* How many digits `text` (`length` bytes) is, all ASCII or all Arabic-Indic (UTF-8 D9 A0-A9),
 * with the script in *arabic; 0 for anything else or a mix. */
static inline size_t fz_digit_count(const char *text, size_t length, bool *arabic) {
    const unsigned char *bytes = (const unsigned char *)text;
    size_t count = 0, ascii = 0;
    for (size_t at = 0; at < length; count++) {
        if (bytes[at] >= '0' && bytes[at] <= '9') {
            at += 1, ascii++;
        } else if (at + 1 < length && bytes[at] == 0xD9 && bytes[at + 1] >= 0xA0 && bytes[at + 1] <= 0xA9) {
            at += 2;
        } else {
            return 0;
        }
    }
    *arabic = ascii == 0;
    return ascii == 0 || ascii == count ? count : 0;
}

/* "9:33:20 AM": one or two digits (the hour, 1 to 12), a colon, two digits, a colon, two digits,
 * all in one script (an Arabic session's digits are Arabic-Indic unless it asks for Latin
 * ones), a space, then "AM" or "PM" ("ص" or "م" in Arabic: UTF-8 D8 B5, D9 85). */
static inline void fz_check_clock(const fz_result *result, void *context) {
    (void)context;
    const char *text = (const char *)result->data;
    const char *first = strchr(text, ':');
    const char *second = first != NULL ? strchr(first + 1, ':') : NULL;
    const char *space = second != NULL ? strchr(second + 1, ' ') : NULL;
    bool arabic[3] = {false, false, false};
    size_t hour = first != NULL ? fz_digit_count(text, (size_t)(first - text), &arabic[0]) : 0;
    FZ_REQUIRE(space != NULL && (hour == 1 || hour == 2) &&
                   fz_digit_count(first + 1, (size_t)(second - first - 1), &arabic[1]) == 2 &&
                   fz_digit_count(second + 1, (size_t)(space - second - 1), &arabic[2]) == 2 &&
                   arabic[0] == arabic[1] && arabic[1] == arabic[2] &&
                   (strcmp(space + 1, "AM") == 0 || strcmp(space + 1, "PM") == 0 ||
                    strcmp(space + 1, "\xD8\xB5") == 0 || strcmp(space + 1, "\xD9\x85") == 0),
               "foodtruck_truck_clock_text gave \"%s\"", text);
}

static inline void fz_call_truck_clock_text(fz_input *in, const foodtruck_truck *truck, int64_t now) {
    int64_t at = fz_instant(in, now);
    FZ_TEXT("foodtruck_truck_clock_text", truck, fz_u8(in), fz_check_clock, NULL,
            foodtruck_truck_clock_text(truck, at, FZ_BUF, FZ_CAP, FZ_LEN));
}

/* A number's text as CLDR writes it: a sign for a negative number ("-"; in Arabic the letter mark
 * U+061C, UTF-8 D8 9C, then "-", or with Latin digits the left-to-right mark U+200E, E2 80 8E,
 * then "-"), then digits grouped by thousands: all ASCII with ","
 * between groups, or all Arabic-Indic (U+0660-U+0669, UTF-8 D9 A0-A9) with U+066C (D9 AC);
 * the first group 1 to 3 digits, every other exactly 3; read back, it gives the number. */
static inline void fz_check_number(const fz_result *result, void *context) {
    int64_t value = *(const int64_t *)context;
    const unsigned char *text = (const unsigned char *)result->data;
    size_t length = result->length, at = 0, digits = 0, ascii = 0, group = 0;
    bool arabic = length >= 2 && text[0] == 0xD8 && text[1] == 0x9C;
    bool latin_arabic = length >= 3 && text[0] == 0xE2 && text[1] == 0x80 && text[2] == 0x8E;
    at = arabic ? 2 : latin_arabic ? 3 : 0;
    bool negative = at < length && text[at] == '-', readable = !(arabic || latin_arabic) || negative, grouped = true;
    if (negative) at++;
    uint64_t magnitude = 0;
    while (readable && at < length) {
        unsigned digit = 0;
        if (text[at] >= '0' && text[at] <= '9') {
            digit = text[at] - '0';
            at += 1;
            ascii++;
        } else if (at + 1 < length && text[at] == 0xD9 && text[at + 1] >= 0xA0 && text[at + 1] <= 0xA9) {
            digit = text[at + 1] - 0xA0u;
            at += 2;
        } else if (digits > 0 && (text[at] == ',' || (at + 1 < length && text[at] == 0xD9 && text[at + 1] == 0xAC))) {
            /* A separator: after a first group of 1 to 3 digits or a group of 3, in the digits' script. */
            grouped = grouped && group >= 1 && group <= 3 && (digits == group || group == 3) &&
                      (text[at] == ',') == (ascii == digits);
            at += text[at] == ',' ? 1 : 2;
            group = 0;
            continue;
        } else {
            readable = false;
            break;
        }
        digits++;
        group++;
        if (digits <= 19) magnitude = magnitude * 10 + digit; /* 19 digits hold any int64_t's magnitude */
    }
    /* The last group has 3 digits unless it is the only one; groups are needed from 4 digits on. */
    grouped = grouped && (digits == group ? group <= 3 : group == 3);
    uint64_t expected = value < 0 ? (uint64_t)0 - (uint64_t)value : (uint64_t)value;
    FZ_REQUIRE(readable && grouped && digits >= 1 && digits <= 19 && (ascii == 0 || ascii == digits) &&
                   (!arabic || ascii == 0) && (!latin_arabic || ascii == digits) && negative == (value < 0) &&
                   magnitude == expected,
               "foodtruck_truck_number_text gave \"%.*s\" for %lld", (int)length, (const char *)text, (long long)value);
}

static inline void fz_call_truck_number_text(fz_input *in, const foodtruck_truck *truck) {
    int64_t value = (int64_t)fz_u64(in);
    FZ_TEXT("foodtruck_truck_number_text", truck, fz_u8(in), fz_check_number, &value,
            foodtruck_truck_number_text(truck, value, FZ_BUF, FZ_CAP, FZ_LEN));
}

/* A number of donuts in words: the number's digits (ASCII or Arabic-Indic, as
 * foodtruck_truck_number_text writes it) appear in it, unless Arabic words it without digits
 * (0, 1 and 2: "لا دونات", "دونات واحدة", "قطعتا دونات"); a negative count is refused. */
typedef struct fz_donut_count_rule {
    const foodtruck_truck *truck;
    int64_t count;
} fz_donut_count_rule;

static inline void fz_check_donut_count(const fz_result *result, void *context) {
    const fz_donut_count_rule *rule = (const fz_donut_count_rule *)context;
    const char *text = (const char *)result->data;
    char digits[64];
    size_t length = 0;
    if (foodtruck_truck_number_text(rule->truck, rule->count, digits, sizeof digits, &length) != FOODTRUCK_OK) return;
    bool wordy = rule->count <= 2 && (unsigned char)digits[0] == 0xD9; /* Arabic 0, 1 and 2 */
    FZ_REQUIRE(result->length > length && (wordy || strstr(text, digits) != NULL),
               "foodtruck_donut_count_text gave \"%s\" for %lld", text, (long long)rule->count);
}

static inline void fz_call_donut_count_text(fz_input *in, const foodtruck_truck *truck) {
    fz_donut_count_rule rule = {truck, fz_u8(in) < 128 ? (int64_t)fz_u8(in) - 8 : (int64_t)fz_u64(in)};
    FZ_TEXT("foodtruck_donut_count_text", truck, fz_u8(in), fz_check_donut_count, &rule,
            foodtruck_donut_count_text(truck, rule.count, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_STATUS_CALL(counted, "foodtruck_donut_count_text", truck, foodtruck_donut_count_text(truck, rule.count, NULL, 0, NULL));
    fz_expect_valid("foodtruck_donut_count_text", counted, fz_is_live(truck), rule.count >= 0);
}

/* ---- Catalog ------------------------------------------------------------------------------ */

/* Text that is a name: not empty. */
static inline void fz_check_name(const fz_result *result, void *context) {
    FZ_REQUIRE(result->length > 0, "%s gave an empty name", (const char *)context);
}

/* A system symbol name: lower-case letters, digits and dots. */
static inline void fz_check_symbol(const fz_result *result, void *context) {
    const char *text = (const char *)result->data;
    FZ_REQUIRE(result->length > 0 && fz_ascii_of(text, result->length, "abcdefghijklmnopqrstuvwxyz0123456789."),
               "%s gave \"%s\"", (const char *)context, text);
}

static inline void fz_call_flavor_name(fz_input *in, const foodtruck_truck *truck) {
    foodtruck_flavor flavor = fz_flavor(in);
    FZ_TEXT("foodtruck_flavor_name", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_flavor_name",
            foodtruck_flavor_name(truck, flavor, FZ_BUF, FZ_CAP, FZ_LEN));
}

/* foodtruck_flavor_profile_most_potent against the rule it documents. */
static inline void fz_call_flavor_profile_most_potent(fz_input *in) {
    foodtruck_flavor_profile profile;
    int32_t *axes = &profile.salty;
    for (int i = 0; i < FOODTRUCK_FLAVOR_COUNT; i++) axes[i] = fz_i32(in);
    uint8_t nulls = fz_u8(in);
    fz_frame f = fz_frame_pure();
    foodtruck_flavor *flavor = nulls == 1 ? NULL : (foodtruck_flavor *)fz_out(&f, sizeof *flavor);
    int32_t *value = nulls == 2 ? NULL : (int32_t *)fz_out(&f, sizeof *value);
    const foodtruck_flavor_profile *given = nulls == 3 ? NULL : &profile;
    foodtruck_status status =
        fz_check(&f, "foodtruck_flavor_profile_most_potent", foodtruck_flavor_profile_most_potent(given, flavor, value));
    if (nulls >= 1 && nulls <= 3) {
        FZ_REQUIRE(status == FOODTRUCK_ERR_NULL_ARGUMENT, "foodtruck_flavor_profile_most_potent with a NULL gave %s",
                   foodtruck_status_string(status));
    } else {
        FZ_REQUIRE(status == FOODTRUCK_OK, "foodtruck_flavor_profile_most_potent failed: %s", foodtruck_last_error());
        int best = FOODTRUCK_FLAVOR_SWEET;
        int32_t best_value = 0;
        for (int i = 0; i < FOODTRUCK_FLAVOR_COUNT; i++) {
            if (axes[i] > best_value) best = i, best_value = axes[i];
        }
        FZ_REQUIRE((int)*flavor == best && *value == best_value, "most potent: got %d = %d, expected %d = %d",
                   (int)*flavor, (int)*value, best, (int)best_value);
    }
    fz_release(&f);
}

static inline void fz_call_ingredient_count(fz_input *in) {
    foodtruck_ingredient_kind kind = fz_ingredient_kind(in);
    fz_frame f = fz_frame_pure();
    size_t *count = fz_u8(in) < 16 ? NULL : fz_out(&f, sizeof *count);
    foodtruck_status status = fz_check(&f, "foodtruck_ingredient_count", foodtruck_ingredient_count(kind, count));
    if (status == FOODTRUCK_OK) {
        static const size_t expected[] = {7, 7, 24};
        FZ_REQUIRE((int)kind >= 0 && (int)kind < 3 && *count == expected[kind], "foodtruck_ingredient_count(%d) is %zu",
                   (int)kind, *count);
    }
    fz_release(&f);
}

/* An ingredient index: mostly in range for any kind, else anything. */
static inline int32_t fz_ingredient_index(fz_input *in) {
    uint8_t pick = fz_u8(in);
    return pick < 200 ? (int32_t)(pick % 26) - 1 : fz_i32(in);
}

static inline void fz_call_ingredient_flavors(fz_input *in) {
    foodtruck_ingredient_kind kind = fz_ingredient_kind(in);
    int32_t index = fz_ingredient_index(in);
    fz_frame f = fz_frame_pure();
    foodtruck_flavor_profile *out = fz_u8(in) < 16 ? NULL : fz_out(&f, sizeof *out);
    fz_check(&f, "foodtruck_ingredient_flavors", foodtruck_ingredient_flavors(kind, index, out));
    fz_release(&f);
}

/* "glaze/sour-candy": the kind, a slash, lowercase letters, digits and dashes. */
static inline void fz_check_slug(const fz_result *result, void *context) {
    (void)context;
    const char *slug = (const char *)result->data;
    const char *slash = strchr(slug, '/');
    FZ_REQUIRE(slash != NULL && slash[1] != '\0' &&
                   fz_ascii_of(slash + 1, strlen(slash + 1), "abcdefghijklmnopqrstuvwxyz0123456789-") &&
                   (strncmp(slug, "dough/", 6) == 0 || strncmp(slug, "glaze/", 6) == 0 ||
                    strncmp(slug, "topping/", 8) == 0),
               "foodtruck_ingredient_slug gave \"%s\"", slug);
}

static inline void fz_call_ingredient_texts(fz_input *in, const foodtruck_truck *truck) {
    foodtruck_ingredient_kind kind = fz_ingredient_kind(in);
    int32_t index = fz_ingredient_index(in);
    FZ_TEXT_PURE("foodtruck_ingredient_slug", fz_u8(in), fz_check_slug, NULL,
                 foodtruck_ingredient_slug(kind, index, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_TEXT_PURE("foodtruck_ingredient_image_key", fz_u8(in), fz_check_name, (void *)"foodtruck_ingredient_image_key",
                 foodtruck_ingredient_image_key(kind, index, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_TEXT("foodtruck_ingredient_name", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_ingredient_name",
            foodtruck_ingredient_name(truck, kind, index, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_TEXT("foodtruck_ingredient_kind_name", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_ingredient_kind_name",
            foodtruck_ingredient_kind_name(truck, kind, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_STATUS_CALL(named, "foodtruck_ingredient_kind_name", truck, foodtruck_ingredient_kind_name(truck, kind, NULL, 0, NULL));
    fz_expect_valid("foodtruck_ingredient_kind_name", named, fz_is_live(truck), (int)kind >= 0 && (int)kind <= 2);
}

/* A donut as foodtruck_donut_get documents it. */
static inline void fz_check_donut(const foodtruck_donut *donut, int32_t id) {
    FZ_REQUIRE(donut->id == id, "foodtruck_donut_get(%d) gave donut %d", (int)id, (int)donut->id);
    FZ_REQUIRE(donut->dough >= 0 && donut->dough < 7 && donut->glaze >= -1 && donut->glaze < 7 &&
                   donut->topping >= -1 && donut->topping < 24,
               "donut %d has the recipe %d/%d/%d", (int)id, (int)donut->dough, (int)donut->glaze,
               (int)donut->topping);
    foodtruck_flavor flavor;
    int32_t value;
    FZ_REQUIRE(foodtruck_flavor_profile_most_potent(&donut->flavors, &flavor, &value) == FOODTRUCK_OK &&
                   flavor == donut->most_potent_flavor && value == donut->most_potent_value,
               "donut %d: its most potent flavor disagrees with foodtruck_flavor_profile_most_potent", (int)id);
    FZ_REQUIRE(id >= FOODTRUCK_CATALOG_DONUT_COUNT ? donut->is_custom : true, "donut %d is not marked custom", (int)id);
}

static inline void fz_call_donut_count_get(fz_input *in, const foodtruck_truck *truck) {
    int32_t id = fz_donut_id(in);
    bool null_out = fz_u8(in) < 16;
    FZ_GETTER(s1, count, size_t, "foodtruck_donut_count", truck, null_out, foodtruck_donut_count(truck, count));
    FZ_GETTER(s2, donut, foodtruck_donut, "foodtruck_donut_get", truck, null_out, foodtruck_donut_get(truck, id, donut));
    if (s1 == FOODTRUCK_OK) FZ_REQUIRE(*count >= FOODTRUCK_CATALOG_DONUT_COUNT, "foodtruck_donut_count is %zu", *count);
    if (s1 == FOODTRUCK_OK && fz_is_live(truck)) {
        bool exists = id >= 0 && (size_t)id < *count;
        FZ_REQUIRE(exists ? s2 == FOODTRUCK_OK : s2 == FOODTRUCK_ERR_NOT_FOUND, "foodtruck_donut_get(%d) of %zu donuts gave %s", (int)id,
                   *count, foodtruck_status_string(s2));
    }
    if (s2 == FOODTRUCK_OK) fz_check_donut(donut, id);
    fz_release(&s1_frame), fz_release(&s2_frame);
}

static inline void fz_call_donut_name(fz_input *in, const foodtruck_truck *truck) {
    int32_t id = fz_donut_id(in);
    FZ_TEXT("foodtruck_donut_name", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_donut_name",
            foodtruck_donut_name(truck, id, FZ_BUF, FZ_CAP, FZ_LEN));
}

/* What a list of donut ids must be: each below the donut count, no repeats; `sorted` asks for
 * ascending ids (catalog order), `all` for every donut (a sort is a permutation). */
typedef struct fz_ids_rule {
    const char *function;
    size_t donuts;
    bool sorted;
    bool all;
} fz_ids_rule;

static inline void fz_check_ids(const fz_result *result, void *context) {
    const fz_ids_rule *rule = (const fz_ids_rule *)context;
    const int32_t *ids = (const int32_t *)result->data;
    unsigned char seen[256] = {0};
    if (rule->all) {
        FZ_REQUIRE(result->length == rule->donuts, "%s listed %zu of %zu donuts", rule->function, result->length,
                   rule->donuts);
    }
    for (size_t i = 0; i < result->length; i++) {
        FZ_REQUIRE(ids[i] >= 0 && (size_t)ids[i] < rule->donuts, "%s listed donut %d of %zu", rule->function,
                   (int)ids[i], rule->donuts);
        if (ids[i] < 256) {
            FZ_REQUIRE(!seen[ids[i]], "%s listed donut %d twice", rule->function, (int)ids[i]);
            seen[ids[i]] = 1;
        }
        if (rule->sorted && i > 0) {
            FZ_REQUIRE(ids[i - 1] < ids[i], "%s: ids not in catalog order", rule->function);
        }
    }
}

/* foodtruck_donut_search for `text`, checked, with room for 256 ids (found_out, optional) and then
 * with the input's choice of buffer; returns the first call's status and its count in *found. */
static inline foodtruck_status fz_search(const foodtruck_truck *truck, const char *text, uint8_t mode, int32_t *found_out,
                                  size_t *found) {
    fz_ids_rule rule = {"foodtruck_donut_search", fz_donut_total(truck), true, false};
    fz_frame f = fz_frame_for(truck);
    int32_t *ids = fz_out(&f, 256 * sizeof *ids);
    size_t *count = fz_length_out(&f);
    foodtruck_status status = fz_check(&f, "foodtruck_donut_search", foodtruck_donut_search(truck, text, ids, 256, count));
    *found = 0;
    if (status == FOODTRUCK_OK) {
        fz_result result = {ids, *count, NULL};
        fz_check_ids(&result, &rule);
        if (found_out != NULL) memcpy(found_out, ids, *count * sizeof *ids);
        *found = *count;
    }
    fz_release(&f);
    FZ_ARRAY("foodtruck_donut_search", truck, mode, int32_t, fz_check_ids, &rule,
             foodtruck_donut_search(truck, text, (int32_t *)FZ_BUF, FZ_CAP, FZ_LEN));
    return status;
}

static inline void fz_call_donut_search(fz_input *in, const foodtruck_truck *truck) {
    char text[64];
    const char *search = fz_u8(in) < 8 ? NULL : fz_short_text(in, text);
    if (search == NULL) {
        size_t count;
        FZ_STATUS_CALL(status, "foodtruck_donut_search", truck, foodtruck_donut_search(truck, NULL, NULL, 0, &count));
        if (fz_is_live(truck)) FZ_REQUIRE(status == FOODTRUCK_ERR_NULL_ARGUMENT, "foodtruck_donut_search(NULL) gave %s", foodtruck_status_string(status));
        return;
    }
    size_t found;
    fz_search(truck, search, fz_u8(in), NULL, &found);
}

static inline void fz_call_donut_sorts(fz_input *in, const foodtruck_truck *truck, int64_t now) {
    fz_ids_rule rule = {"foodtruck_donut_sort_by_name", fz_donut_total(truck), false, true};
    FZ_ARRAY("foodtruck_donut_sort_by_name", truck, fz_u8(in), int32_t, fz_check_ids, &rule,
             foodtruck_donut_sort_by_name(truck, (int32_t *)FZ_BUF, FZ_CAP, FZ_LEN));
    foodtruck_flavor flavor = fz_flavor(in);
    rule.function = "foodtruck_donut_sort_by_flavor";
    FZ_ARRAY("foodtruck_donut_sort_by_flavor", truck, fz_u8(in), int32_t, fz_check_ids, &rule,
             foodtruck_donut_sort_by_flavor(truck, flavor, (int32_t *)FZ_BUF, FZ_CAP, FZ_LEN));
    foodtruck_timeframe timeframe = fz_timeframe(in);
    int64_t at = fz_instant(in, now);
    rule.function = "foodtruck_donut_sort_by_popularity";
    FZ_ARRAY("foodtruck_donut_sort_by_popularity", truck, fz_u8(in), int32_t, fz_check_ids, &rule,
             foodtruck_donut_sort_by_popularity(truck, timeframe, at, (int32_t *)FZ_BUF, FZ_CAP, FZ_LEN));
}

static inline void fz_call_donut_template(fz_input *in, const foodtruck_truck *truck) {
    fz_frame f = fz_frame_for(truck);
    foodtruck_donut *donut = fz_u8(in) < 16 ? NULL : fz_out(&f, sizeof *donut);
    size_t total = fz_donut_total(truck);
    if (fz_check(&f, "foodtruck_donut_template", foodtruck_donut_template(truck, donut)) == FOODTRUCK_OK) {
        FZ_REQUIRE(donut->is_custom && (size_t)donut->id == total, "the template is donut %d of %zu", (int)donut->id,
                   total);
    }
    fz_release(&f);
    FZ_TEXT("foodtruck_donut_template_name", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_donut_template_name",
            foodtruck_donut_template_name(truck, FZ_BUF, FZ_CAP, FZ_LEN));
}

/* foodtruck_donut_create (or, with create false, foodtruck_donut_edit of edit_id) with `name` and a recipe;
 * returns the status and, for a new donut, its id in *id (else -1). */
static inline foodtruck_status fz_donut_create_or_edit(foodtruck_truck *truck, bool create, int32_t edit_id, const char *name,
                                                const int32_t recipe[3], bool null_out, int32_t *id) {
    size_t before = fz_donut_total(truck);
    foodtruck_status status;
    *id = -1;
    if (create) {
        fz_frame f = fz_frame_for(truck);
        int32_t *out = null_out ? NULL : fz_out(&f, sizeof *out);
        status = fz_check(&f, "foodtruck_donut_create", foodtruck_donut_create(truck, name, recipe[0], recipe[1], recipe[2], out));
        if (status == FOODTRUCK_OK) {
            FZ_REQUIRE((size_t)*out == before, "foodtruck_donut_create gave id %d with %zu donuts", (int)*out, before);
            *id = *out;
        }
        fz_release(&f);
    } else {
        FZ_STATUS_CALL(edited, "foodtruck_donut_edit", truck, foodtruck_donut_edit(truck, edit_id, name, recipe[0], recipe[1], recipe[2]));
        status = edited;
    }
    if (fz_is_live(truck)) {
        size_t after = fz_donut_total(truck);
        /* A callback run by the call could add donuts too. */
        if (!fz_has_callback(truck)) {
            FZ_REQUIRE(after == before + (create && status == FOODTRUCK_OK ? 1 : 0), "%s: %zu donuts became %zu",
                       create ? "foodtruck_donut_create" : "foodtruck_donut_edit", before, after);
        }
        bool recipe_ok = recipe[0] >= 0 && recipe[0] < 7 && recipe[1] >= -1 && recipe[1] < 7 && recipe[2] >= -1 &&
                         recipe[2] < 24;
        if (!recipe_ok || name == NULL || (create && null_out)) {
            FZ_REQUIRE(status != FOODTRUCK_OK, "%s accepted the recipe %d/%d/%d, name %p, id_out %s",
                       create ? "foodtruck_donut_create" : "foodtruck_donut_edit", (int)recipe[0], (int)recipe[1], (int)recipe[2],
                       (const void *)name, null_out ? "NULL" : "given");
        }
    }
    return status;
}

/* A recipe: mostly valid indices (FOODTRUCK_NO_INGREDIENT included), sometimes anything. */
static inline void fz_recipe(fz_input *in, int32_t recipe[3], bool always_valid) {
    static const int32_t choices[3] = {7, 8, 25};
    static const int32_t first[3] = {0, -1, -1};
    for (int i = 0; i < 3; i++) {
        recipe[i] = always_valid || fz_u8(in) < 230 ? first[i] + (int32_t)fz_choice(in, (unsigned)choices[i])
                                                    : fz_i32(in);
    }
}

static inline void fz_call_donut_create_edit(fz_input *in, foodtruck_truck *truck) {
    char text[64];
    const char *name = fz_u8(in) < 8 ? NULL : fz_short_text(in, text);
    bool create = fz_bool(in);
    int32_t id = fz_donut_id(in), new_id, recipe[3];
    fz_recipe(in, recipe, false);
    foodtruck_status status = fz_donut_create_or_edit(truck, create, id, name, recipe, fz_u8(in) < 8, &new_id);
    if (name == NULL && fz_is_live(truck)) FZ_REQUIRE(status == FOODTRUCK_ERR_NULL_ARGUMENT, "a NULL name gave %s", foodtruck_status_string(status));
}

/* ---- Orders ------------------------------------------------------------------------------- */

static inline void fz_call_order_place(fz_input *in, foodtruck_truck *truck, int64_t now) {
    foodtruck_order_line lines[66];
    uint8_t shape = fz_u8(in);
    size_t line_count = shape < 200 ? 1 + shape % 4 : (shape < 240 ? shape % 66 : fz_count(in));
    size_t filled = line_count < FZ_NELEMS(lines) ? line_count : FZ_NELEMS(lines);
    for (size_t i = 0; i < filled; i++) {
        lines[i].donut_id = fz_u8(in) < 230 ? (int32_t)(i * 3 + fz_choice(in, 3)) % 17 : fz_i32(in);
        lines[i].quantity = fz_u8(in) < 230 ? 1 + (int32_t)fz_choice(in, 12) : fz_i32(in);
    }
    /* A line_count beyond the lines array is only ever passed with NULL lines (so the library
     * never reads past them): it must refuse them without reading. */
    const foodtruck_order_line *given = line_count > FZ_NELEMS(lines) || fz_u8(in) < 8 ? NULL : lines;
    int64_t at = fz_u8(in) < 220 ? now : fz_instant(in, now);
    fz_frame f = fz_frame_for(truck);
    int32_t *number = fz_u8(in) < 8 ? NULL : fz_out(&f, sizeof *number);
    foodtruck_status status = fz_check(&f, "foodtruck_order_place", foodtruck_order_place(truck, given, line_count, at, number));
    if (status == FOODTRUCK_OK) FZ_REQUIRE(*number >= 1, "foodtruck_order_place gave order %d", (int)*number);
    if (fz_is_live(truck) && line_count > 0 && given == NULL) {
        FZ_REQUIRE(status != FOODTRUCK_OK, "foodtruck_order_place accepted NULL lines with a line_count of %zu", line_count);
    }
    fz_release(&f);
}

/* An order as foodtruck_order_get documents it. */
static inline void fz_check_order(const foodtruck_order *order, int32_t number) {
    static const foodtruck_order_action next[] = {FOODTRUCK_ORDER_PREPARE, FOODTRUCK_ORDER_MARK_READY, FOODTRUCK_ORDER_COMPLETE,
                                           FOODTRUCK_ORDER_ACTION_NONE};
    FZ_REQUIRE(order->number == number, "foodtruck_order_get(%d) gave order %d", (int)number, (int)order->number);
    FZ_REQUIRE((int)order->status >= 0 && (int)order->status < 4 && order->next_action == next[order->status],
               "order %d: status %d with next action %d", (int)number, (int)order->status, (int)order->next_action);
    FZ_REQUIRE(order->line_count >= 1 && order->line_count <= 64 && order->total_donuts >= order->line_count &&
                   order->total_cents >= 0,
               "order %d: %d lines, %d donuts, %lld cents", (int)number, (int)order->line_count,
               (int)order->total_donuts, (long long)order->total_cents);
    bool completed = order->status == FOODTRUCK_ORDER_COMPLETED;
    FZ_REQUIRE(completed ? order->completed_at != FOODTRUCK_NO_TIME && order->duration_ms == order->completed_at - order->created_at
                         : order->completed_at == FOODTRUCK_NO_TIME && order->duration_ms == -1,
               "order %d: completion time and duration disagree with its status", (int)number);
}

typedef struct fz_lines_rule {
    int32_t expected; /* the order's line_count, or -1 */
} fz_lines_rule;

static inline void fz_check_lines(const fz_result *result, void *context) {
    const fz_lines_rule *rule = (const fz_lines_rule *)context;
    const foodtruck_order_line *lines = (const foodtruck_order_line *)result->data;
    if (rule->expected >= 0) {
        FZ_REQUIRE(result->length == (size_t)rule->expected, "foodtruck_order_lines: %zu lines, the order has %d",
                   result->length, (int)rule->expected);
    }
    for (size_t i = 0; i < result->length; i++) {
        FZ_REQUIRE(lines[i].donut_id >= 0 && lines[i].quantity >= 1 && lines[i].quantity <= 99,
                   "foodtruck_order_lines: line %zu is %d x donut %d", i, (int)lines[i].quantity, (int)lines[i].donut_id);
    }
}

/* Order `number`'s short id: 1200 + the number (docs/domain.md, decision 11), summed in 64
 * bits so that no int32 number overflows (INT32_MAX gives "2147484847"). */
static inline void fz_short_id(int32_t number, char dst[24]) { snprintf(dst, 24, "%lld", 1200LL + number); }

/* Order `number`'s link, foodtruck://order/ and its short id. */
static inline void fz_order_link(int32_t number, char dst[48]) {
    char id[24];
    fz_short_id(number, id);
    snprintf(dst, 48, "foodtruck://order/%s", id);
}

static inline void fz_check_short_id(const fz_result *result, void *context) {
    char expected[24];
    fz_short_id(*(const int32_t *)context, expected);
    FZ_REQUIRE(strcmp((const char *)result->data, expected) == 0, "foodtruck_order_short_id gave \"%s\", expected %s",
               (const char *)result->data, expected);
}

static inline void fz_check_link(const fz_result *result, void *context) {
    char expected[48];
    fz_order_link(*(const int32_t *)context, expected);
    FZ_REQUIRE(strcmp((const char *)result->data, expected) == 0, "foodtruck_deep_link_for_order gave \"%s\", expected %s",
               (const char *)result->data, expected);
}

/* foodtruck_deep_link_parse of `url`, checked; returns its status and the number in *number (-1 when
 * it failed). With a successful parse the link of that number must parse back to it. */
static inline foodtruck_status fz_deep_link_parse(const foodtruck_truck *truck, const char *url, bool null_out, int32_t *number) {
    fz_frame f = fz_frame_for(truck);
    int32_t *out = null_out ? NULL : fz_out(&f, sizeof *out);
    foodtruck_status status = fz_check(&f, "foodtruck_deep_link_parse", foodtruck_deep_link_parse(truck, url, out));
    *number = status == FOODTRUCK_OK ? *out : -1;
    fz_release(&f);
    if (fz_is_live(truck) && (url == NULL || null_out)) {
        FZ_REQUIRE(status == FOODTRUCK_ERR_NULL_ARGUMENT, "foodtruck_deep_link_parse with a NULL gave %s", foodtruck_status_string(status));
    }
    if (status == FOODTRUCK_OK) {
        foodtruck_order order;
        FZ_REQUIRE(*number >= 1 && foodtruck_order_get(truck, *number, &order) == FOODTRUCK_OK,
                   "foodtruck_deep_link_parse(\"%.80s\") gave order %d, which does not exist", url, (int)*number);
        char link[64];
        int32_t again = -1;
        FZ_REQUIRE(foodtruck_deep_link_for_order(truck, *number, link, sizeof link, NULL) == FOODTRUCK_OK &&
                       foodtruck_deep_link_parse(truck, link, &again) == FOODTRUCK_OK && again == *number,
                   "the link of order %d does not parse back to it", (int)*number);
    }
    return status;
}

/* Everything about one order: get, lines, its texts, its link both ways. */
static inline void fz_call_order_reads(fz_input *in, const foodtruck_truck *truck) {
    int32_t number = fz_order_number(in);
    fz_frame f = fz_frame_for(truck);
    foodtruck_order *order = fz_u8(in) < 16 ? NULL : fz_out(&f, sizeof *order);
    fz_lines_rule lines_rule = {-1};
    if (fz_check(&f, "foodtruck_order_get", foodtruck_order_get(truck, number, order)) == FOODTRUCK_OK) {
        fz_check_order(order, number);
        lines_rule.expected = order->line_count;
    }
    fz_release(&f);
    FZ_ARRAY("foodtruck_order_lines", truck, fz_u8(in), foodtruck_order_line, fz_check_lines, &lines_rule,
             foodtruck_order_lines(truck, number, (foodtruck_order_line *)FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_TEXT("foodtruck_order_display_id", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_order_display_id",
            foodtruck_order_display_id(truck, number, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_TEXT("foodtruck_order_short_id", truck, fz_u8(in), fz_check_short_id, &number,
            foodtruck_order_short_id(truck, number, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_TEXT("foodtruck_deep_link_for_order", truck, fz_u8(in), fz_check_link, &number,
            foodtruck_deep_link_for_order(truck, number, FZ_BUF, FZ_CAP, FZ_LEN));
    char link[48];
    fz_order_link(number, link);
    int32_t parsed;
    fz_deep_link_parse(truck, link, false, &parsed);
    if (fz_is_live(truck)) {
        foodtruck_order exists;
        bool found = number >= 1 && foodtruck_order_get(truck, number, &exists) == FOODTRUCK_OK;
        FZ_REQUIRE(found ? parsed == number : parsed == -1, "the link of order %d parsed as %d", (int)number, (int)parsed);
    }
}

static inline foodtruck_status fz_call_order_apply(fz_input *in, foodtruck_truck *truck, int64_t now) {
    int32_t number = fz_order_number(in);
    foodtruck_order_action action = fz_order_action(in);
    int64_t at = fz_u8(in) < 220 ? now : fz_instant(in, now);
    FZ_STATUS_CALL(status, "foodtruck_order_apply", truck, foodtruck_order_apply(truck, number, action, at));
    if (fz_is_live(truck) && (action < FOODTRUCK_ORDER_PREPARE || action > FOODTRUCK_ORDER_COMPLETE || !fz_instant_valid(at))) {
        FZ_REQUIRE(status == FOODTRUCK_ERR_INVALID_ARGUMENT || status == FOODTRUCK_ERR_NOT_FOUND,
                   "foodtruck_order_apply(action %d, at %lld) gave %s", (int)action, (long long)at, foodtruck_status_string(status));
    }
    return status;
}

/* foodtruck_order_advance of order `number` at `at`, as a shell's next-step button. */
static inline foodtruck_status fz_order_advance(foodtruck_truck *truck, int32_t number, int64_t at, bool null_out) {
    fz_frame f = fz_frame_for(truck);
    foodtruck_order_status *out = null_out ? NULL : fz_out(&f, sizeof *out);
    foodtruck_status status = fz_check(&f, "foodtruck_order_advance", foodtruck_order_advance(truck, number, at, out));
    if (status == FOODTRUCK_OK && out != NULL) {
        FZ_REQUIRE((int)*out >= FOODTRUCK_ORDER_PREPARING && (int)*out <= FOODTRUCK_ORDER_COMPLETED,
                   "foodtruck_order_advance moved order %d to status %d", (int)number, (int)*out);
    }
    fz_release(&f);
    return status;
}

static inline void fz_call_order_advance(fz_input *in, foodtruck_truck *truck, int64_t now) {
    int32_t number = fz_order_number(in);
    int64_t at = fz_u8(in) < 220 ? now : fz_instant(in, now);
    fz_order_advance(truck, number, at, fz_u8(in) < 32);
}

/* foodtruck_order_list's page: order numbers, no repeats, each an order of the session. */
typedef struct fz_list_rule {
    const foodtruck_truck *truck;
} fz_list_rule;

static inline void fz_check_numbers(const fz_result *result, void *context) {
    const fz_list_rule *rule = (const fz_list_rule *)context;
    const int32_t *numbers = (const int32_t *)result->data;
    for (size_t i = 0; i < result->length && i < 64; i++) {
        foodtruck_order order;
        FZ_REQUIRE(numbers[i] >= 1 && foodtruck_order_get(rule->truck, numbers[i], &order) == FOODTRUCK_OK,
                   "foodtruck_order_list listed order %d, which does not exist", (int)numbers[i]);
        for (size_t j = 0; j < i; j++) {
            FZ_REQUIRE(numbers[j] != numbers[i], "foodtruck_order_list listed order %d twice", (int)numbers[i]);
        }
    }
}

static inline void fz_call_order_list_count(fz_input *in, const foodtruck_truck *truck) {
    uint32_t mask = fz_u8(in) < 230 ? fz_u8(in) % 16 : fz_u32(in);
    char text[64];
    const char *search = fz_u8(in) < 8 ? NULL : fz_short_text(in, text);
    foodtruck_order_sort sort = fz_order_sort(in);
    bool descending = fz_bool(in);
    size_t offset = fz_u8(in) < 160 ? 0 : fz_count(in);
    size_t limit = fz_u8(in) < 160 ? SIZE_MAX >> 1 : fz_count(in);
    fz_frame f = fz_frame_for(truck);
    size_t *count = fz_u8(in) < 8 ? NULL : fz_out(&f, sizeof *count);
    foodtruck_status counted = fz_check(&f, "foodtruck_order_count", foodtruck_order_count(truck, mask, search, count));
    size_t total = counted == FOODTRUCK_OK ? *count : SIZE_MAX;
    fz_release(&f);
    if (fz_is_live(truck) && mask > FOODTRUCK_ORDER_STATUS_ALL) {
        FZ_REQUIRE(counted == FOODTRUCK_ERR_INVALID_ARGUMENT || counted == FOODTRUCK_ERR_NULL_ARGUMENT,
                   "foodtruck_order_count with mask 0x%x gave %s", (unsigned)mask, foodtruck_status_string(counted));
    }
    fz_list_rule rule = {truck};
    FZ_ARRAY("foodtruck_order_list", truck, fz_u8(in), int32_t, fz_check_numbers, &rule,
             foodtruck_order_list(truck, mask, search, sort, descending, offset, limit, (int32_t *)FZ_BUF, FZ_CAP, FZ_LEN));
    /* The page agrees with the count: min(limit, total - offset) numbers. */
    if (total != SIZE_MAX && offset <= (size_t)PTRDIFF_MAX && limit <= (size_t)PTRDIFF_MAX) {
        size_t page = 0;
        foodtruck_status listed = foodtruck_order_list(truck, mask, search, sort, descending, offset, limit, NULL, 0, &page);
        if (listed == FOODTRUCK_OK) {
            size_t expected = offset >= total ? 0 : total - offset;
            if (expected > limit) expected = limit;
            FZ_REQUIRE(page == expected, "foodtruck_order_list's page of %zu at %zu (limit %zu) disagrees with foodtruck_order_count %zu",
                       page, offset, limit, total);
        }
    }
}

/* An order's date and its order-complete sheet (only a completed order has one). */
static inline void fz_call_order_texts(fz_input *in, const foodtruck_truck *truck, int64_t now) {
    int32_t number = fz_order_number(in);
    int64_t at = fz_u8(in) < 200 ? now : fz_instant(in, now);
    FZ_TEXT("foodtruck_order_date_text", truck, fz_u8(in), NULL, NULL,
            foodtruck_order_date_text(truck, number, at, FZ_BUF, FZ_CAP, FZ_LEN));
    foodtruck_order_sheet_slot slot = fz_sheet_slot(in);
    FZ_TEXT("foodtruck_order_sheet_text", truck, fz_u8(in), NULL, NULL,
            foodtruck_order_sheet_text(truck, number, slot, at, FZ_BUF, FZ_CAP, FZ_LEN));
}

static inline void fz_call_order_names(fz_input *in, const foodtruck_truck *truck) {
    foodtruck_order_status status = fz_order_status(in);
    FZ_TEXT("foodtruck_order_status_name", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_order_status_name",
            foodtruck_order_status_name(truck, status, FZ_BUF, FZ_CAP, FZ_LEN));
    foodtruck_order_action action = fz_order_action(in);
    FZ_TEXT("foodtruck_order_action_title", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_order_action_title",
            foodtruck_order_action_title(truck, action, FZ_BUF, FZ_CAP, FZ_LEN));
    foodtruck_order_sort sort = fz_order_sort(in);
    FZ_TEXT("foodtruck_order_sort_name", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_order_sort_name",
            foodtruck_order_sort_name(truck, sort, FZ_BUF, FZ_CAP, FZ_LEN));
}

/* ---- Sales -------------------------------------------------------------------------------- */

typedef struct fz_sales_rule {
    size_t donuts;
    int64_t sum;     /* of foodtruck_sales_by_donut, for foodtruck_sales_total; -1 before it is known */
    size_t expected; /* foodtruck_sales_top: min(n, donuts); foodtruck_sales_series: points */
} fz_sales_rule;

static inline void fz_check_by_donut(const fz_result *result, void *context) {
    fz_sales_rule *rule = (fz_sales_rule *)context;
    const int64_t *sales = (const int64_t *)result->data;
    FZ_REQUIRE(result->length == rule->donuts, "foodtruck_sales_by_donut gave %zu of %zu donuts", result->length, rule->donuts);
    rule->sum = 0;
    for (size_t i = 0; i < result->length; i++) {
        FZ_REQUIRE(sales[i] >= 0, "foodtruck_sales_by_donut: donut %zu sold %lld", i, (long long)sales[i]);
        rule->sum += sales[i];
    }
}

static inline void fz_check_top(const fz_result *result, void *context) {
    const fz_sales_rule *rule = (const fz_sales_rule *)context;
    const foodtruck_donut_sales *top = (const foodtruck_donut_sales *)result->data;
    FZ_REQUIRE(result->length == rule->expected, "foodtruck_sales_top gave %zu, expected %zu", result->length, rule->expected);
    for (size_t i = 0; i < result->length; i++) {
        FZ_REQUIRE(top[i].sales >= 0 && top[i].donut_id >= 0 && (size_t)top[i].donut_id < rule->donuts,
                   "foodtruck_sales_top: entry %zu is donut %d with %lld", i, (int)top[i].donut_id, (long long)top[i].sales);
        if (i > 0) {
            FZ_REQUIRE(top[i - 1].sales > top[i].sales ||
                           (top[i - 1].sales == top[i].sales && top[i - 1].donut_id < top[i].donut_id),
                       "foodtruck_sales_top is not ranked (entry %zu)", i);
        }
    }
}

static inline void fz_check_series(const fz_result *result, void *context) {
    const fz_sales_rule *rule = (const fz_sales_rule *)context;
    const foodtruck_sales_point *points = (const foodtruck_sales_point *)result->data;
    FZ_REQUIRE(result->length == rule->expected, "foodtruck_sales_series gave %zu points, expected %zu", result->length,
               rule->expected);
    for (size_t i = 0; i < result->length; i++) {
        FZ_REQUIRE(points[i].sales >= 0, "foodtruck_sales_series: point %zu sold %lld", i, (long long)points[i].sales);
        if (i > 0) FZ_REQUIRE(points[i - 1].starts_at < points[i].starts_at, "foodtruck_sales_series: points not in time order");
    }
}

static inline void fz_call_sales(fz_input *in, const foodtruck_truck *truck, int64_t now) {
    foodtruck_timeframe timeframe = fz_timeframe(in);
    foodtruck_city city = fz_city(in);
    int64_t at = fz_u8(in) < 200 ? now : fz_instant(in, now);
    fz_sales_rule rule = {fz_donut_total(truck), -1, 0};
    FZ_ARRAY("foodtruck_sales_by_donut", truck, fz_u8(in), int64_t, fz_check_by_donut, &rule,
             foodtruck_sales_by_donut(truck, timeframe, city, at, (int64_t *)FZ_BUF, FZ_CAP, FZ_LEN));
    fz_frame f = fz_frame_for(truck);
    int64_t *total = fz_u8(in) < 8 ? NULL : fz_out(&f, sizeof *total);
    if (fz_check(&f, "foodtruck_sales_total", foodtruck_sales_total(truck, timeframe, city, at, total)) == FOODTRUCK_OK && rule.sum >= 0) {
        FZ_REQUIRE(*total == rule.sum, "foodtruck_sales_total is %lld but foodtruck_sales_by_donut sums to %lld", (long long)*total,
                   (long long)rule.sum);
    }
    fz_release(&f);
    size_t n = fz_count(in);
    rule.expected = n < rule.donuts ? n : rule.donuts;
    FZ_ARRAY("foodtruck_sales_top", truck, fz_u8(in), foodtruck_donut_sales, fz_check_top, &rule,
             foodtruck_sales_top(truck, timeframe, city, at, n, (foodtruck_donut_sales *)FZ_BUF, FZ_CAP, FZ_LEN));
    static const size_t points[] = {1, 14, 30, 12};
    rule.expected = (int)timeframe >= 0 && (int)timeframe < 4 ? points[timeframe] : 0;
    FZ_ARRAY("foodtruck_sales_series", truck, fz_u8(in), foodtruck_sales_point, fz_check_series, &rule,
             foodtruck_sales_series(truck, timeframe, city, at, (foodtruck_sales_point *)FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_TEXT("foodtruck_timeframe_name", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_timeframe_name",
            foodtruck_timeframe_name(truck, timeframe, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_TEXT("foodtruck_city_name", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_city_name",
            foodtruck_city_name(truck, city, FZ_BUF, FZ_CAP, FZ_LEN));
}

/* ---- Timers ------------------------------------------------------------------------------- */

/* "m:ss", in one script's digits (Arabic-Indic in an Arabic session). */
static inline void fz_check_countdown(const fz_result *result, void *context) {
    (void)context;
    const char *text = (const char *)result->data;
    const char *colon = strchr(text, ':');
    bool minutes_arabic = false, seconds_arabic = false;
    FZ_REQUIRE(colon != NULL && fz_digit_count(text, (size_t)(colon - text), &minutes_arabic) >= 1 &&
                   fz_digit_count(colon + 1, strlen(colon + 1), &seconds_arabic) == 2 &&
                   minutes_arabic == seconds_arabic,
               "foodtruck_timer_countdown_text gave \"%s\"", text);
}

/* The countdown's text at an instant, into `text` (empty when it cannot be read). */
static inline void fz_countdown_at(const foodtruck_truck *truck, int32_t number, int64_t at, char *text, size_t capacity) {
    if (foodtruck_timer_countdown_text(truck, number, at, text, capacity, NULL) != FOODTRUCK_OK) text[0] = '\0';
}

/* When the countdown text next changes (docs/domain.md §7.8): refused exactly as
 * foodtruck_timer_get at the same order and instant (the same checks, in the same order); else
 * the first end - k s (whole k) after both `at` and the start, or FOODTRUCK_NO_TIME from the end
 * on; the text holds until that instant and differs at it. */
static inline void fz_countdown_next_change(fz_input *in, const foodtruck_truck *truck, int32_t number, int64_t at) {
    fz_frame f = fz_frame_for(truck);
    int64_t *change = fz_u8(in) < 8 ? NULL : (int64_t *)fz_out(&f, sizeof *change);
    foodtruck_status status = fz_check(&f, "foodtruck_timer_countdown_next_change",
                                       foodtruck_timer_countdown_next_change(truck, number, at, change));
    foodtruck_timer timer;
    foodtruck_status read = fz_is_live(truck) ? foodtruck_timer_get(truck, number, at, &timer) : status;
    FZ_REQUIRE(change == NULL || read == status, "foodtruck_timer_countdown_next_change(%d) at %lld gave %s, foodtruck_timer_get %s",
               (int)number, (long long)at, foodtruck_status_string(status), foodtruck_status_string(read));
    if (change != NULL && status == FOODTRUCK_OK && read == FOODTRUCK_OK) {
        int64_t from = at > timer.starts_at ? at : timer.starts_at;
        int64_t expected = from >= timer.ends_at ? FOODTRUCK_NO_TIME : timer.ends_at - (timer.ends_at - from - 1) / 1000 * 1000;
        FZ_REQUIRE(*change == expected, "foodtruck_timer_countdown_next_change(%d) at %lld gave %lld for [%lld, %lld], not %lld",
                   (int)number, (long long)at, (long long)*change, (long long)timer.starts_at, (long long)timer.ends_at,
                   (long long)expected);
        if (*change == expected && expected != FOODTRUCK_NO_TIME) {
            char now_text[16], before[16], after[16];
            fz_countdown_at(truck, number, at, now_text, sizeof now_text);
            fz_countdown_at(truck, number, expected - 1, before, sizeof before);
            fz_countdown_at(truck, number, expected, after, sizeof after);
            FZ_REQUIRE(strcmp(now_text, before) == 0 && strcmp(before, after) != 0,
                       "order %d's countdown reads \"%s\" at %lld, \"%s\" just before its next change at %lld, \"%s\" at it",
                       (int)number, now_text, (long long)at, before, (long long)expected, after);
        }
    }
    fz_release(&f);
}

static inline void fz_call_timers(fz_input *in, const foodtruck_truck *truck, int64_t now) {
    int32_t number = fz_order_number(in);
    int64_t at = fz_u8(in) < 200 ? now : fz_instant(in, now);
    fz_frame f = fz_frame_for(truck);
    foodtruck_timer *timer = fz_u8(in) < 8 ? NULL : fz_out(&f, sizeof *timer);
    if (fz_check(&f, "foodtruck_timer_get", foodtruck_timer_get(truck, number, at, timer)) == FOODTRUCK_OK) {
        int64_t left = timer->ends_at - at;
        if (left < 0) left = 0;
        if (left > timer->ends_at - timer->starts_at) left = timer->ends_at - timer->starts_at;
        FZ_REQUIRE(timer->starts_at <= timer->ends_at && timer->remaining_ms == left &&
                       timer->fraction_done >= 0.0 && timer->fraction_done <= 1.0 && timer->finished == (at >= timer->ends_at),
                   "foodtruck_timer_get(%d) at %lld: [%lld, %lld], %lld left, %g done, finished %d", (int)number, (long long)at,
                   (long long)timer->starts_at, (long long)timer->ends_at, (long long)timer->remaining_ms, timer->fraction_done,
                   (int)timer->finished);
    }
    fz_release(&f);
    FZ_TEXT("foodtruck_timer_countdown_text", truck, fz_u8(in), fz_check_countdown, NULL,
            foodtruck_timer_countdown_text(truck, number, at, FZ_BUF, FZ_CAP, FZ_LEN));
    fz_countdown_next_change(in, truck, number, at);
}

/* ---- Activities --------------------------------------------------------------------------- */

static inline int32_t fz_activity_id(fz_input *in) {
    uint8_t pick = fz_u8(in);
    return pick < 220 ? (int32_t)(pick % 24) : fz_i32(in);
}

/* A relevance: ordinary, extreme, or not a number. */
static inline double fz_relevance(fz_input *in) {
    static const double values[] = {0.0, 1.0, 0.5, -1.0, 100.0, 1e308, -1e308, INFINITY, -INFINITY, NAN};
    return values[fz_choice(in, FZ_NELEMS(values))];
}

static inline void fz_call_activity_request_update(fz_input *in, foodtruck_truck *truck, int64_t now) {
    bool request = fz_bool(in);
    int32_t target = request ? fz_order_number(in) : fz_activity_id(in);
    int64_t start = fz_u8(in) < 200 ? now : fz_instant(in, now);
    int64_t end = fz_u8(in) < 200 ? fz_add_instant(start, FZ_MINUTE) : fz_instant(in, now);
    double relevance = fz_relevance(in);
    int64_t at = fz_u8(in) < 220 ? now : fz_instant(in, now);
    foodtruck_status status;
    if (request) {
        fz_frame f = fz_frame_for(truck);
        int32_t *id = fz_u8(in) < 8 ? NULL : fz_out(&f, sizeof *id);
        status = fz_check(&f, "foodtruck_activity_request", foodtruck_activity_request(truck, target, start, end, relevance, at, id));
        if (status == FOODTRUCK_OK) FZ_REQUIRE(*id >= 1, "foodtruck_activity_request gave activity %d", (int)*id);
        fz_release(&f);
    } else {
        FZ_STATUS_CALL(updated, "foodtruck_activity_update", truck,
                       foodtruck_activity_update(truck, target, start, end, relevance, at));
        status = updated;
    }
    if (status == FOODTRUCK_OK) {
        FZ_REQUIRE(isfinite(relevance) && end >= start && fz_instant_valid(start) && fz_instant_valid(end) &&
                       fz_instant_valid(at),
                   "%s accepted content [%lld, %lld] with relevance %g at %lld",
                   request ? "foodtruck_activity_request" : "foodtruck_activity_update", (long long)start, (long long)end, relevance,
                   (long long)at);
    }
}

static inline void fz_call_activity_end(fz_input *in, foodtruck_truck *truck, int64_t now) {
    int32_t id = fz_activity_id(in);
    foodtruck_dismissal_policy policy = fz_dismissal_policy(in);
    int64_t dismiss_at = fz_instant(in, now);
    int64_t at = fz_u8(in) < 220 ? now : fz_instant(in, now);
    FZ_STATUS_CALL(status, "foodtruck_activity_end", truck, foodtruck_activity_end(truck, id, policy, dismiss_at, at));
    if (status == FOODTRUCK_OK) {
        FZ_REQUIRE((int)policy >= 0 && (int)policy < 3 && fz_instant_valid(at) &&
                       (policy != FOODTRUCK_DISMISS_AFTER || fz_instant_valid(dismiss_at)),
                   "foodtruck_activity_end accepted policy %d, dismiss_at %lld, now %lld", (int)policy, (long long)dismiss_at,
                   (long long)at);
    }
}

typedef struct fz_activity_rule {
    const foodtruck_truck *truck;
} fz_activity_rule;

/* Activities on the lock screen: no repeats, none dismissed. */
static inline void fz_check_lock_screen(const fz_result *result, void *context) {
    const fz_activity_rule *rule = (const fz_activity_rule *)context;
    const int32_t *ids = (const int32_t *)result->data;
    for (size_t i = 0; i < result->length && i < 128; i++) {
        for (size_t j = 0; j < i; j++) FZ_REQUIRE(ids[j] != ids[i], "foodtruck_activity_lock_screen listed %d twice", (int)ids[i]);
        foodtruck_activity activity;
        FZ_REQUIRE(foodtruck_activity_get(rule->truck, ids[i], &activity) == FOODTRUCK_OK &&
                       activity.state != FOODTRUCK_ACTIVITY_DISMISSED,
                   "foodtruck_activity_lock_screen listed activity %d, which is dismissed", (int)ids[i]);
    }
}

/* Live activities: no repeats, each active or stale. */
static inline void fz_check_activity_ids(const fz_result *result, void *context) {
    const fz_activity_rule *rule = (const fz_activity_rule *)context;
    const int32_t *ids = (const int32_t *)result->data;
    for (size_t i = 0; i < result->length && i < 128; i++) {
        for (size_t j = 0; j < i; j++) FZ_REQUIRE(ids[j] != ids[i], "foodtruck_activity_list listed %d twice", (int)ids[i]);
        foodtruck_activity activity;
        FZ_REQUIRE(foodtruck_activity_get(rule->truck, ids[i], &activity) == FOODTRUCK_OK &&
                       (activity.state == FOODTRUCK_ACTIVITY_ACTIVE || activity.state == FOODTRUCK_ACTIVITY_STALE),
                   "foodtruck_activity_list listed activity %d, which is not live", (int)ids[i]);
    }
}

static inline void fz_call_activity_reads(fz_input *in, const foodtruck_truck *truck, int64_t now) {
    int32_t id = fz_activity_id(in);
    int32_t number = fz_order_number(in);
    bool null_out = fz_u8(in) < 8;
    FZ_GETTER(s1, activity, foodtruck_activity, "foodtruck_activity_get", truck, null_out, foodtruck_activity_get(truck, id, activity));
    if (s1 == FOODTRUCK_OK) {
        FZ_REQUIRE(activity->id == id && (int)activity->state >= 0 && (int)activity->state < 4 &&
                       activity->order_number >= 1 && isfinite(activity->relevance) &&
                       activity->timer_start <= activity->timer_end &&
                       (activity->state < FOODTRUCK_ACTIVITY_ENDED) == (activity->ended_at == FOODTRUCK_NO_TIME),
                   "foodtruck_activity_get(%d): state %d, order %d, ended at %lld", (int)id, (int)activity->state,
                   (int)activity->order_number, (long long)activity->ended_at);
    }
    FZ_GETTER(s2, found, int32_t, "foodtruck_activity_for_order", truck, null_out, foodtruck_activity_for_order(truck, number, found));
    if (s2 == FOODTRUCK_OK) {
        foodtruck_activity of_order;
        FZ_REQUIRE(foodtruck_activity_get(truck, *found, &of_order) == FOODTRUCK_OK && of_order.order_number == number,
                   "foodtruck_activity_for_order(%d) gave activity %d of another order", (int)number, (int)*found);
    }
    FZ_GETTER(s3, island, foodtruck_island, "foodtruck_activity_island", truck, null_out, foodtruck_activity_island(truck, island));
    if (s3 == FOODTRUCK_OK) {
        FZ_REQUIRE(island->owner >= 0 && island->minimal >= 0 && (island->minimal == 0 || island->minimal != island->owner) &&
                       (island->owner != 0 || island->minimal == 0),
                   "foodtruck_activity_island: owner %d, minimal %d", (int)island->owner, (int)island->minimal);
    }
    fz_release(&s1_frame), fz_release(&s2_frame), fz_release(&s3_frame);
    fz_activity_rule rule = {truck};
    FZ_ARRAY("foodtruck_activity_list", truck, fz_u8(in), int32_t, fz_check_activity_ids, &rule,
             foodtruck_activity_list(truck, (int32_t *)FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_ARRAY("foodtruck_activity_lock_screen", truck, fz_u8(in), int32_t, fz_check_lock_screen, &rule,
             foodtruck_activity_lock_screen(truck, (int32_t *)FZ_BUF, FZ_CAP, FZ_LEN));
    foodtruck_activity_text_slot slot = fz_text_slot(in);
    int64_t at = fz_u8(in) < 200 ? now : fz_instant(in, now);
    FZ_TEXT("foodtruck_activity_text", truck, fz_u8(in), NULL, NULL,
            foodtruck_activity_text(truck, id, slot, at, FZ_BUF, FZ_CAP, FZ_LEN));
}

/* ---- Events ------------------------------------------------------------------------------- */

/* An event as foodtruck_event documents it. */
static inline void fz_check_event(const foodtruck_event *event, const char *where) {
    FZ_REQUIRE((int)event->kind >= 0 && (int)event->kind <= FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED && (int)event->status >= 0 &&
                   (int)event->status < 4 && event->order_number >= 1 && fz_instant_valid(event->at),
               "%s: event of kind %d, status %d, order %d at %lld", where, (int)event->kind, (int)event->status,
               (int)event->order_number, (long long)event->at);
    /* An activity event names its activity; an island owner change the new owner, or 0. */
    bool island = event->kind == FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED;
    bool activity_event = event->kind >= FOODTRUCK_EVENT_ACTIVITY_STARTED;
    FZ_REQUIRE(island ? event->activity_id >= 0 : activity_event ? event->activity_id >= 1 : event->activity_id == 0,
               "%s: event of kind %d names activity %d", where, (int)event->kind, (int)event->activity_id);
}

/* foodtruck_event_poll (which drains, so it is checked here rather than retried); `expect_none` when
 * a callback is registered. Returns how many events were taken. */
static inline size_t fz_call_event_poll(fz_input *in, foodtruck_truck *truck, bool expect_none) {
    static const size_t capacities[] = {0, 1, 2, 4, 64, 1024};
    uint8_t mode = fz_u8(in);
    size_t cap = mode < 200 ? capacities[mode % FZ_NELEMS(capacities)] : (mode & 1 ? FZ_HUGE_CAPACITY : SIZE_MAX);
    size_t real = cap <= 1024 ? cap : 16;
    bool null_buffer = cap == 0 && fz_u8(in) < 128;
    fz_frame f = fz_frame_for(truck);
    foodtruck_event *events = null_buffer ? NULL : fz_out(&f, real * sizeof *events);
    size_t *count = fz_u8(in) < 8 ? NULL : fz_out(&f, sizeof *count);
    foodtruck_status status = fz_check(&f, "foodtruck_event_poll", foodtruck_event_poll(truck, events, cap, count));
    size_t taken = 0;
    if (cap > (size_t)PTRDIFF_MAX || count == NULL) {
        FZ_REQUIRE(status != FOODTRUCK_OK, "foodtruck_event_poll accepted capacity %zu with count_out %p", cap, (void *)count);
    }
    if (status == FOODTRUCK_OK && events != NULL && cap > 0) {
        taken = *count;
        FZ_REQUIRE(taken <= cap, "foodtruck_event_poll wrote %zu events into %zu", taken, cap);
        FZ_REQUIRE(!expect_none || taken == 0, "foodtruck_event_poll found %zu events while a callback is registered", taken);
        for (size_t i = 0; i < taken; i++) fz_check_event(&events[i], "foodtruck_event_poll");
        FZ_REQUIRE(fz_untouched(events + taken, (cap - taken) * sizeof *events), "foodtruck_event_poll wrote past its events");
    } else if (status == FOODTRUCK_OK && expect_none) {
        FZ_REQUIRE(*count == 0, "foodtruck_event_poll counts %zu waiting while a callback is registered", *count);
    }
    fz_release(&f);
    return taken;
}

static inline void fz_call_event_dropped_name(fz_input *in, const foodtruck_truck *truck) {
    fz_frame f = fz_frame_for(truck);
    size_t *dropped = fz_u8(in) < 16 ? NULL : fz_out(&f, sizeof *dropped);
    fz_check(&f, "foodtruck_event_dropped", foodtruck_event_dropped(truck, dropped));
    fz_release(&f);
    foodtruck_event_kind kind = fz_event_kind(in);
    FZ_TEXT("foodtruck_event_name", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_event_name",
            foodtruck_event_name(truck, kind, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_TEXT("foodtruck_event_explanation", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_event_explanation",
            foodtruck_event_explanation(truck, kind, FZ_BUF, FZ_CAP, FZ_LEN));
}

/* ---- Layout ------------------------------------------------------------------------------- */

/* Rectangles must lie inside bounds, up to rounding (a millionth of a point per 1e3 of size:
 * far below anything that would show, far above double's rounding at 1e9). */
static inline double fz_slack(foodtruck_rect bounds) {
    double scale = fabs(bounds.x) + fabs(bounds.y) + bounds.width + bounds.height + 1.0;
    return scale * 1e-9;
}

static inline bool fz_rect_inside(foodtruck_rect r, foodtruck_rect bounds) {
    double slack = fz_slack(bounds);
    return isfinite(r.x) && isfinite(r.y) && isfinite(r.width) && isfinite(r.height) && r.width >= 0 &&
           r.height >= 0 && r.x >= bounds.x - slack && r.y >= bounds.y - slack &&
           r.x + r.width <= bounds.x + bounds.width + slack && r.y + r.height <= bounds.y + bounds.height + slack;
}

/* The diagonal stack, hero tiling and lattice are documented as formulas (foodtruck.h; the
 * same references as tests/python/test_layout.py): the frames must be those, up to rounding. By
 * those formulas some frames overhang the bounds (the third donut of a stack, the tiles of a
 * hero card narrower than 30 points, the inset of lattice cells under 10 points), so "inside
 * the bounds" is not what to check here; the gauge, which promises it, is checked for it. */
#define FZ_MAX_FRAMES 16

typedef struct fz_frames_rule {
    const char *function;
    foodtruck_rect bounds;
    size_t expected; /* how many frames */
    foodtruck_rect reference[FZ_MAX_FRAMES];
} fz_frames_rule;

static inline foodtruck_rect fz_rect_of(double x, double y, double width, double height) {
    foodtruck_rect r = {x, y, width, height};
    return r;
}

/* A frame mirrored left-right inside bounds, as right to left does. */
static inline foodtruck_rect fz_mirrored(foodtruck_rect frame, foodtruck_rect bounds) {
    frame.x = bounds.x + (bounds.x + bounds.width) - (frame.x + frame.width);
    return frame;
}

static inline void fz_diagonal_reference(fz_frames_rule *rule, bool rtl) {
    static const double rows[4][3][4] = {
        {{0}},
        {{0.0, 0.0, 1.0, 1.0}},
        {{-0.15, -0.20, 0.7, 0.7}, {0.15, 0.20, 0.7, 0.7}},
        {{-0.15, -0.23, 0.7, 0.65}, {0.0, 0.0, 0.65, 0.65}, {0.15, 0.23, 0.7, 0.65}}};
    foodtruck_rect b = rule->bounds;
    double side = fmin(b.width, b.height);
    double cx = b.x + b.width - side / 2, cy = b.y + b.height - side / 2;
    for (size_t i = 0; i < rule->expected; i++) {
        const double *row = rows[rule->expected][i];
        rule->reference[i] = fz_rect_of(cx + row[0] * side - row[2] * side / 2, cy + row[1] * side - row[3] * side / 2,
                                        row[2] * side, row[3] * side);
    }
    for (size_t i = 0; rtl && i < rule->expected; i++) rule->reference[i] = fz_mirrored(rule->reference[i], b);
}

static inline void fz_hero_reference(fz_frames_rule *rule, bool rtl) {
    foodtruck_rect b = rule->bounds;
    double hero = fmax(0, fmin((b.width - 10) / 2, b.height));
    double hx = b.x + (b.width - (2 * hero + 10)) / 2, hy = b.y + (b.height - hero) / 2;
    double tx = hx + hero + 10, tile = fmax(0, (hero - 10) / 2);
    for (size_t i = 0; i < rule->expected && i < FZ_MAX_FRAMES; i++) {
        size_t k = i - 1;
        double ux = (double)(k % 2), uy = k < 2 ? 0.0 : 1.0;
        rule->reference[i] = i == 0 ? fz_rect_of(hx, hy, hero, hero)
                                    : fz_rect_of(tx + ux * hero - ux * tile, hy + uy * hero - uy * tile, tile, tile);
        if (rtl) rule->reference[i] = fz_mirrored(rule->reference[i], b);
    }
}

static inline void fz_lattice_reference(fz_frames_rule *rule, bool rtl) {
    foodtruck_rect b = rule->bounds;
    double cell = fmin(b.width / 5, b.height / 3);
    double ox = b.x + b.width - 5 * cell, oy = b.y + b.height - 3 * cell;
    size_t n = 0;
    for (int row = 0; row < 3; row++) {
        double shift = row == 1 ? cell / 2 : 0;
        for (int column = 0; column < (row == 1 ? 4 : 5) && n < rule->expected; column++) {
            rule->reference[n] = fz_rect_of(ox + shift + column * cell + 5, oy + row * cell + 5, fmax(0, cell - 10),
                                            fmax(0, cell - 10));
            if (rtl) rule->reference[n] = fz_mirrored(rule->reference[n], b);
            n++;
        }
    }
}

static inline bool fz_close(double a, double b, double tolerance) { return fabs(a - b) <= tolerance; }

static inline void fz_check_frames(const fz_result *result, void *context) {
    const fz_frames_rule *rule = (const fz_frames_rule *)context;
    const foodtruck_rect *frames = (const foodtruck_rect *)result->data;
    FZ_REQUIRE(result->length == rule->expected, "%s gave %zu frames, expected %zu", rule->function, result->length,
               rule->expected);
    foodtruck_rect b = rule->bounds;
    double tolerance = (fabs(b.x) + fabs(b.y) + b.width + b.height + 10) * 1e-12;
    for (size_t i = 0; i < result->length; i++) {
        /* Only hero tiling has more than 16 frames; from the 6th on they repeat the bottom tiles. */
        foodtruck_rect f = frames[i], r = rule->reference[i < FZ_MAX_FRAMES ? i : 3 + (i - 1) % 2];
        FZ_REQUIRE(fz_close(f.x, r.x, tolerance) && fz_close(f.y, r.y, tolerance) &&
                       fz_close(f.width, r.width, tolerance) && fz_close(f.height, r.height, tolerance) &&
                       f.width >= 0 && f.height >= 0,
                   "%s in (%.17g, %.17g, %.17g x %.17g): frame %zu is (%.17g, %.17g, %.17g x %.17g), the formula gives "
                   "(%.17g, %.17g, %.17g x %.17g)",
                   rule->function, b.x, b.y, b.width, b.height, i, f.x, f.y, f.width, f.height, r.x, r.y, r.width,
                   r.height);
    }
}

static inline foodtruck_rect fz_rect(fz_input *in) {
    foodtruck_rect r;
    r.x = fz_u8(in) < 128 ? 0.0 : fz_double(in);
    r.y = fz_u8(in) < 128 ? 0.0 : fz_double(in);
    r.width = fz_double(in);
    r.height = fz_double(in);
    return r;
}

/* Whether the layouts accept these bounds: finite, within ±1e9, sizes 0 to 1e9. */
static inline bool fz_bounds_valid(foodtruck_rect r) {
    return isfinite(r.x) && isfinite(r.y) && fabs(r.x) <= 1e9 && fabs(r.y) <= 1e9 && r.width >= 0 && r.width <= 1e9 &&
           r.height >= 0 && r.height <= 1e9;
}

static inline void fz_call_layout_diagonal_stack_size(fz_input *in) {
    double width = fz_double(in), height = fz_double(in);
    fz_frame f = fz_frame_pure();
    foodtruck_size *size = fz_u8(in) < 8 ? NULL : fz_out(&f, sizeof *size);
    foodtruck_status status = fz_check(&f, "foodtruck_layout_diagonal_stack_size", foodtruck_layout_diagonal_stack_size(width, height, size));
    if (size != NULL) {
        FZ_REQUIRE((status == FOODTRUCK_OK) == (!isnan(width) && !isnan(height)),
                   "foodtruck_layout_diagonal_stack_size(%g, %g) gave %s", width, height, foodtruck_status_string(status));
    }
    if (status == FOODTRUCK_OK) {
        double w = width < 0 ? 60 : width, h = height < 0 ? 60 : height, side = w < h ? w : h;
        FZ_REQUIRE(size->width == side && size->height == side, "foodtruck_layout_diagonal_stack_size(%g, %g) is %g x %g",
                   width, height, size->width, size->height);
    }
    fz_release(&f);
}

/* The three bounds-and-count layouts: diagonal stack (at most 3), hero tiling (count), lattice
 * (at most 14); every frame inside the bounds. */
/* How many subviews: mostly a few, now and then many, one past the documented limit of
 * 1,000,000, or a count above PTRDIFF_MAX. (The limit itself is left out: its million frames
 * would cost as much as thousands of other inputs.) */
static inline size_t fz_layout_count(fz_input *in) {
    static const size_t rare[] = {1000001, (size_t)PTRDIFF_MAX, FZ_HUGE_CAPACITY, SIZE_MAX, 1000, 4096};
    uint8_t pick = fz_u8(in);
    if (pick < 250) return pick % 24;
    return rare[pick % FZ_NELEMS(rare)];
}

static inline void fz_call_layout_placed(fz_input *in, unsigned which) {
    size_t count = fz_layout_count(in);
    foodtruck_rect bounds = fz_rect(in);
    bool rtl = fz_bool(in);
    uint8_t mode = fz_u8(in);
    fz_frames_rule rule;
    memset(&rule, 0, sizeof rule);
    rule.bounds = bounds;
    switch (which % 3) {
    case 0:
        rule.function = "foodtruck_layout_diagonal_stack";
        rule.expected = count < 3 ? count : 3;
        fz_diagonal_reference(&rule, rtl);
        FZ_ARRAY_PURE("foodtruck_layout_diagonal_stack", mode, foodtruck_rect, 0, fz_check_frames, &rule,
                      foodtruck_layout_diagonal_stack(count, bounds, rtl, (foodtruck_rect *)FZ_BUF, FZ_CAP, FZ_LEN));
        break;
    case 1:
        rule.function = "foodtruck_layout_hero_tiling";
        rule.expected = count;
        fz_hero_reference(&rule, rtl);
        FZ_ARRAY_PURE("foodtruck_layout_hero_tiling", mode, foodtruck_rect, 0, fz_check_frames, &rule,
                      foodtruck_layout_hero_tiling(count, bounds, rtl, (foodtruck_rect *)FZ_BUF, FZ_CAP, FZ_LEN));
        break;
    default:
        rule.function = "foodtruck_layout_donut_lattice";
        rule.expected = count < 14 ? count : 14;
        fz_lattice_reference(&rule, rtl);
        FZ_ARRAY_PURE("foodtruck_layout_donut_lattice", mode, foodtruck_rect, 0, fz_check_frames, &rule,
                      foodtruck_layout_donut_lattice(count, bounds, rtl, (foodtruck_rect *)FZ_BUF, FZ_CAP, FZ_LEN));
        break;
    }
    /* Valid bounds and a count within the documented limits are accepted. */
    if (fz_bounds_valid(bounds) && count <= 1000000) {
        size_t n = 0;
        foodtruck_status status = which % 3 == 0   ? foodtruck_layout_diagonal_stack(count, bounds, rtl, NULL, 0, &n)
                           : which % 3 == 1 ? foodtruck_layout_hero_tiling(count, bounds, rtl, NULL, 0, &n)
                                            : foodtruck_layout_donut_lattice(count, bounds, rtl, NULL, 0, &n);
        FZ_REQUIRE(status == FOODTRUCK_OK, "%s refused valid bounds (%g, %g, %g x %g): %s", rule.function, bounds.x, bounds.y,
                   bounds.width, bounds.height, foodtruck_last_error());
    }
}

typedef struct fz_flow_rule {
    const foodtruck_size *items;
    size_t count;
} fz_flow_rule;

/* Each item at its ideal size, inside the whole that size_out reports. */
static inline void fz_check_flow(const fz_result *result, void *context) {
    const fz_flow_rule *rule = (const fz_flow_rule *)context;
    const foodtruck_rect *frames = (const foodtruck_rect *)result->data;
    const foodtruck_size *whole = (const foodtruck_size *)result->extra;
    FZ_REQUIRE(result->length == rule->count, "foodtruck_layout_flow gave %zu frames for %zu items", result->length, rule->count);
    FZ_REQUIRE(isfinite(whole->width) && isfinite(whole->height) && whole->width >= 0 && whole->height >= 0,
               "foodtruck_layout_flow: the whole is %g x %g", whole->width, whole->height);
    foodtruck_rect box = {0, 0, whole->width, whole->height};
    for (size_t i = 0; i < result->length; i++) {
        FZ_REQUIRE(frames[i].width == rule->items[i].width && frames[i].height == rule->items[i].height,
                   "foodtruck_layout_flow: item %zu of %g x %g got a frame of %g x %g", i, rule->items[i].width,
                   rule->items[i].height, frames[i].width, frames[i].height);
        FZ_REQUIRE(fz_rect_inside(frames[i], box), "foodtruck_layout_flow: frame %zu (%g, %g, %g x %g) is outside the whole %g x %g",
                   i, frames[i].x, frames[i].y, frames[i].width, frames[i].height, whole->width, whole->height);
    }
}

static inline void fz_call_layout_flow(fz_input *in) {
    foodtruck_size items[64];
    uint8_t shape = fz_u8(in);
    size_t count = shape < 240 ? shape % 65 : fz_count(in);
    size_t filled = count < FZ_NELEMS(items) ? count : FZ_NELEMS(items);
    for (size_t i = 0; i < filled; i++) {
        items[i].width = fz_u8(in) < 200 ? (double)fz_choice(in, 120) : fz_double(in);
        items[i].height = fz_u8(in) < 200 ? (double)fz_choice(in, 40) : fz_double(in);
    }
    const foodtruck_size *given = count > FZ_NELEMS(items) || fz_u8(in) < 4 ? NULL : items;
    double width = fz_double(in);
    double hs = fz_u8(in) < 160 ? 10.0 : fz_double(in), vs = fz_u8(in) < 160 ? 10.0 : fz_double(in);
    foodtruck_horizontal_alignment h = fz_halign(in);
    foodtruck_vertical_alignment v = fz_valign(in);
    bool rtl = fz_bool(in);
    fz_flow_rule rule = {items, count};
    FZ_ARRAY_PURE("foodtruck_layout_flow", fz_u8(in), foodtruck_rect, sizeof(foodtruck_size), fz_check_flow, &rule,
                  foodtruck_layout_flow(given, count, width, hs, vs, h, v, rtl, (foodtruck_rect *)FZ_BUF, FZ_CAP, FZ_LEN,
                                 (foodtruck_size *)FZ_EXTRA));
}

static inline void fz_call_layout_is_compact(fz_input *in) {
    double width = fz_double(in), threshold = fz_u8(in) < 128 ? 400.0 : fz_double(in);
    bool large = fz_bool(in);
    fz_frame f = fz_frame_pure();
    bool *compact = fz_u8(in) < 8 ? NULL : fz_out(&f, sizeof *compact);
    foodtruck_status status = fz_check(&f, "foodtruck_layout_is_compact", foodtruck_layout_is_compact(width, threshold, large, compact));
    bool valid = width >= 0 && width <= 1e9 && threshold >= 0 && threshold <= 1e9;
    if (compact != NULL) {
        FZ_REQUIRE((status == FOODTRUCK_OK) == valid, "foodtruck_layout_is_compact(%g, %g) gave %s", width, threshold,
                   foodtruck_status_string(status));
    }
    if (status == FOODTRUCK_OK) {
        FZ_REQUIRE(*compact == (width < threshold || large), "foodtruck_layout_is_compact(%g, %g, %d) is %d", width, threshold,
                   (int)large, (int)*compact);
    }
    fz_release(&f);
}

static inline void fz_call_layout_gallery_grid(fz_input *in) {
    double width = fz_double(in);
    bool large = fz_bool(in);
    fz_frame f = fz_frame_pure();
    foodtruck_gallery_grid *grid = fz_u8(in) < 8 ? NULL : fz_out(&f, sizeof *grid);
    foodtruck_status status = fz_check(&f, "foodtruck_layout_gallery_grid", foodtruck_layout_gallery_grid(width, large, grid));
    if (grid != NULL) {
        FZ_REQUIRE((status == FOODTRUCK_OK) == (width >= 0 && width <= 1e9), "foodtruck_layout_gallery_grid(%g) gave %s", width,
                   foodtruck_status_string(status));
    }
    if (status == FOODTRUCK_OK) {
        bool reduced = width <= 390 || large;
        double minimum = reduced ? 100 : 150;
        FZ_REQUIRE(grid->columns >= 1 && grid->reduced == reduced && grid->thumbnail == (reduced ? 60 : 100) &&
                       isfinite(grid->cell_width) && grid->cell_width >= 0,
                   "foodtruck_layout_gallery_grid(%g, %d): %d columns of %g, thumbnail %g, reduced %d", width, (int)large,
                   (int)grid->columns, grid->cell_width, grid->thumbnail, (int)grid->reduced);
        /* As many columns as fit: one more would not. */
        FZ_REQUIRE(grid->columns == 1 || grid->columns * minimum + (grid->columns - 1) * 20 <= width + 1e-6,
                   "foodtruck_layout_gallery_grid(%g): %d columns of at least %g do not fit", width, (int)grid->columns, minimum);
        /* (Beyond 10,000 columns the library stops counting: see docs/fuzzing.md.) */
        FZ_REQUIRE(grid->columns >= 10000 || (grid->columns + 1) * minimum + grid->columns * 20 > width - 1e-6,
                   "foodtruck_layout_gallery_grid(%g): %d columns, but %d fit", width, (int)grid->columns, (int)grid->columns + 1);
    }
    fz_release(&f);
}

typedef struct fz_gauge_rule {
    int32_t value, total;
    double width;
} fz_gauge_rule;

/* max(total, 1) segments inside the gauge (width x 11), clamp(value) of them filled, corners
 * 5.5 or 2. */
static inline void fz_check_gauge(const fz_result *result, void *context) {
    const fz_gauge_rule *rule = (const fz_gauge_rule *)context;
    const foodtruck_gauge_segment *segments = (const foodtruck_gauge_segment *)result->data;
    size_t expected = rule->total > 1 ? (size_t)rule->total : 1;
    FZ_REQUIRE(result->length == expected, "foodtruck_layout_segmented_gauge gave %zu segments for a total of %d",
               result->length, (int)rule->total);
    foodtruck_rect gauge = {0, 0, rule->width, 11};
    int32_t filled = 0;
    int32_t clamped = rule->value < 0 ? 0 : (rule->value > rule->total ? rule->total : rule->value);
    for (size_t i = 0; i < result->length; i++) {
        const foodtruck_gauge_segment *s = &segments[i];
        FZ_REQUIRE(fz_rect_inside(s->frame, gauge),
                   "foodtruck_layout_segmented_gauge(%d, %d, %g): segment %zu (%.17g, %.17g, %.17g x %.17g) is outside the gauge",
                   (int)rule->value, (int)rule->total, rule->width, i, s->frame.x, s->frame.y, s->frame.width,
                   s->frame.height);
        FZ_REQUIRE((s->left_radius == 2.0 || s->left_radius == 5.5) && (s->right_radius == 2.0 || s->right_radius == 5.5),
                   "foodtruck_layout_segmented_gauge: segment %zu has corners %g and %g", i, s->left_radius, s->right_radius);
        filled += s->filled;
    }
    if (rule->total >= 1) {
        FZ_REQUIRE(filled == clamped, "foodtruck_layout_segmented_gauge(%d, %d): %d segments filled", (int)rule->value,
                   (int)rule->total, (int)filled);
    }
}

static inline void fz_call_layout_segmented_gauge(fz_input *in) {
    fz_gauge_rule rule;
    uint8_t pick = fz_u8(in);
    rule.total = pick < 200 ? (int32_t)(pick % 12) : fz_i32(in);
    rule.value = fz_u8(in) < 200 ? (int32_t)fz_choice(in, 14) - 1 : fz_i32(in);
    if (fz_u8(in) >= 240) rule.total = 500 + (int32_t)fz_u8(in) * 2;
    rule.width = fz_double(in);
    bool rtl = fz_bool(in);
    FZ_ARRAY_PURE("foodtruck_layout_segmented_gauge", fz_u8(in), foodtruck_gauge_segment, 0, fz_check_gauge, &rule,
                  foodtruck_layout_segmented_gauge(rule.value, rule.total, rule.width, rtl, (foodtruck_gauge_segment *)FZ_BUF, FZ_CAP,
                                            FZ_LEN));
}

/* ---- Charts ------------------------------------------------------------------------------- */

typedef struct fz_ticks_rule {
    double lower, upper;
    int32_t target;
} fz_ticks_rule;

/* At least two marks, about target of them (at most target + 2), strictly increasing, finite,
 * covering lower to upper (up to rounding: a billionth of a step). */
static inline void fz_check_nice_ticks(const fz_result *result, void *context) {
    const fz_ticks_rule *rule = (const fz_ticks_rule *)context;
    const double *ticks = (const double *)result->data;
    size_t n = result->length;
    FZ_REQUIRE(n >= 2 && n <= (size_t)rule->target + 2, "foodtruck_chart_nice_ticks(%.17g, %.17g, %d) gave %zu marks",
               rule->lower, rule->upper, (int)rule->target, n);
    for (size_t i = 0; i < n; i++) {
        FZ_REQUIRE(isfinite(ticks[i]), "foodtruck_chart_nice_ticks: mark %zu is %g", i, ticks[i]);
        if (i > 0) {
            FZ_REQUIRE(ticks[i - 1] < ticks[i],
                       "foodtruck_chart_nice_ticks(%.17g, %.17g, %d): marks %zu and %zu are %.17g and %.17g, not increasing",
                       rule->lower, rule->upper, (int)rule->target, i - 1, i, ticks[i - 1], ticks[i]);
        }
    }
    double low = fmin(rule->lower, rule->upper), high = fmax(rule->lower, rule->upper);
    double step = ticks[1] - ticks[0];
    double slack = step * 1e-9 + 4 * fmax(fabs(ticks[0]), fabs(ticks[n - 1])) * 2.220446049250313e-16;
    FZ_REQUIRE(ticks[0] <= low + slack && ticks[n - 1] >= high - slack,
               "foodtruck_chart_nice_ticks(%.17g, %.17g, %d): marks %.17g to %.17g do not cover the range", rule->lower,
               rule->upper, (int)rule->target, ticks[0], ticks[n - 1]);
}

static inline void fz_call_chart_nice_ticks(fz_input *in) {
    fz_ticks_rule rule;
    rule.lower = fz_double(in);
    rule.upper = fz_u8(in) < 64 ? rule.lower + fz_double(in) : fz_double(in);
    uint8_t pick = fz_u8(in);
    rule.target = pick < 220 ? (int32_t)(pick % 101) : fz_i32(in);
    FZ_ARRAY_PURE("foodtruck_chart_nice_ticks", fz_u8(in), double, 0, fz_check_nice_ticks, &rule,
                  foodtruck_chart_nice_ticks(rule.lower, rule.upper, rule.target, (double *)FZ_BUF, FZ_CAP, FZ_LEN));
    bool valid = isfinite(rule.lower) && isfinite(rule.upper) && fabs(rule.lower) <= 1e300 &&
                 fabs(rule.upper) <= 1e300 && rule.target >= 2 && rule.target <= 100;
    size_t n = 0;
    foodtruck_status status = foodtruck_chart_nice_ticks(rule.lower, rule.upper, rule.target, NULL, 0, &n);
    FZ_REQUIRE((status == FOODTRUCK_OK) == valid, "foodtruck_chart_nice_ticks(%.17g, %.17g, %d) gave %s", rule.lower, rule.upper,
               (int)rule.target, foodtruck_status_string(status));
}

static inline void fz_check_top_bars(const fz_result *result, void *context) {
    (void)context;
    const foodtruck_donut_sales *bars = (const foodtruck_donut_sales *)result->data;
    FZ_REQUIRE(result->length <= 5, "foodtruck_chart_top_sales gave %zu bars", result->length);
    for (size_t i = 1; i < result->length; i++) {
        FZ_REQUIRE(bars[i - 1].sales < bars[i].sales ||
                       (bars[i - 1].sales == bars[i].sales && bars[i - 1].donut_id < bars[i].donut_id),
                   "foodtruck_chart_top_sales: bars %zu (donut %d, %lld) and %zu (donut %d, %lld) are not ascending", i - 1,
                   (int)bars[i - 1].donut_id, (long long)bars[i - 1].sales, i, (int)bars[i].donut_id,
                   (long long)bars[i].sales);
    }
}

/* The Top 5's bars as fz_check_top_bars requires them, their sum kept (context: an int64_t) for
 * foodtruck_chart_total. */
static inline void fz_check_top_bars_sum(const fz_result *result, void *context) {
    fz_check_top_bars(result, NULL);
    const foodtruck_donut_sales *bars = (const foodtruck_donut_sales *)result->data;
    int64_t sum = 0;
    for (size_t i = 0; i < result->length; i++) sum += bars[i].sales;
    *(int64_t *)context = sum;
}

/* foodtruck_chart_total: the forecast has none (FOODTRUCK_ERR_INVALID_ARGUMENT); the Top 5's is
 * the sum of its bars (bars_sum, -1 when unknown); the Sales History's, for today, the month and
 * the year, is foodtruck_sales_total's for all cities, whether the store locks the points or not. */
static inline void fz_chart_total_call(fz_input *in, const foodtruck_truck *truck, foodtruck_timeframe timeframe,
                                       int64_t at, int64_t bars_sum) {
    foodtruck_chart_kind chart = fz_chart_kind(in);
    fz_frame f = fz_frame_for(truck);
    int64_t *total = fz_u8(in) < 8 ? NULL : (int64_t *)fz_out(&f, sizeof *total);
    bool live = fz_is_live(truck);
    foodtruck_status status = fz_check(&f, "foodtruck_chart_total", foodtruck_chart_total(truck, chart, timeframe, at, total));
    bool known = (int)chart >= 0 && (int)chart <= 2 && (int)timeframe >= 0 && (int)timeframe <= 3 && fz_instant_valid(at);
    fz_expect_valid("foodtruck_chart_total", status, live && known && total != NULL, chart != FOODTRUCK_CHART_FORECAST);
    if (status == FOODTRUCK_OK) {
        FZ_REQUIRE(*total >= 0, "foodtruck_chart_total gave %lld", (long long)*total);
        if (chart == FOODTRUCK_CHART_TOP_SALES && bars_sum >= 0) {
            FZ_REQUIRE(*total == bars_sum, "foodtruck_chart_total of the Top 5 is %lld, its bars sum to %lld", (long long)*total,
                       (long long)bars_sum);
        }
        int64_t all = -1;
        if (chart == FOODTRUCK_CHART_SALES_HISTORY && timeframe != FOODTRUCK_TIMEFRAME_WEEK &&
            foodtruck_sales_total(truck, timeframe, FOODTRUCK_CITY_ALL, at, &all) == FOODTRUCK_OK) {
            FZ_REQUIRE(*total == all, "foodtruck_chart_total of the Sales History is %lld, foodtruck_sales_total %lld",
                       (long long)*total, (long long)all);
        }
    }
    fz_release(&f);
}

static inline void fz_check_increasing_instants(const fz_result *result, void *context) {
    const int64_t *at = (const int64_t *)result->data;
    for (size_t i = 1; i < result->length; i++) {
        FZ_REQUIRE(at[i - 1] < at[i], "%s: marks %zu and %zu are not in time order", (const char *)context, i - 1, i);
    }
}

/* What foodtruck_chart_forecast must give at now: the hours from the local hour containing now. */
typedef struct fz_forecast_rule {
    bool handed_in;     /* the truck may hold a forecast (fz_has_forecast) */
    int64_t hour_start; /* the start of the local hour containing now */
} fz_forecast_rule;

/* 25 hours an hour apart from the local hour containing now (the placeholder), or, for a truck
 * that was handed a forecast, 1 to 25 of its hours in time order from that hour on; the floor
 * is the lowest temperature minus 2. */
static inline void fz_check_forecast(const fz_result *result, void *context) {
    const fz_forecast_rule *rule = (const fz_forecast_rule *)context;
    const foodtruck_forecast_hour *hours = (const foodtruck_forecast_hour *)result->data;
    FZ_REQUIRE(rule->handed_in ? result->length >= 1 && result->length <= 25 : result->length == 25,
               "foodtruck_chart_forecast gave %zu hours", result->length);
    FZ_REQUIRE(rule->handed_in ? hours[0].at >= rule->hour_start : hours[0].at == rule->hour_start,
               "foodtruck_chart_forecast starts at %lld, the local hour containing now at %lld", (long long)hours[0].at,
               (long long)rule->hour_start);
    int32_t lowest = INT32_MAX;
    for (size_t i = 0; i < result->length; i++) {
        if (i > 0 && !rule->handed_in) {
            FZ_REQUIRE(hours[i].at - hours[i - 1].at == FZ_HOUR, "foodtruck_chart_forecast: hour %zu is not an hour on", i);
        }
        if (i > 0) FZ_REQUIRE(hours[i - 1].at < hours[i].at, "foodtruck_chart_forecast: hour %zu is not after the one before", i);
        FZ_REQUIRE(hours[i].degrees_f >= -148 && hours[i].degrees_f <= 212, "foodtruck_chart_forecast: hour %zu is %d °F", i,
                   (int)hours[i].degrees_f);
        if (hours[i].degrees_f < lowest) lowest = hours[i].degrees_f;
    }
    if (result->extra != NULL) {
        FZ_REQUIRE(*(const int32_t *)result->extra == lowest - 2, "foodtruck_chart_forecast: the floor is %d, the lowest %d",
                   (int)*(const int32_t *)result->extra, (int)lowest);
    }
}

static inline void fz_check_nights(const fz_result *result, void *context) {
    (void)context;
    const foodtruck_time_range *nights = (const foodtruck_time_range *)result->data;
    for (size_t i = 0; i < result->length; i++) {
        FZ_REQUIRE(nights[i].starts_at < nights[i].ends_at && (i == 0 || nights[i - 1].ends_at <= nights[i].starts_at),
                   "foodtruck_chart_forecast_nights: night %zu is [%lld, %lld)", i, (long long)nights[i].starts_at,
                   (long long)nights[i].ends_at);
    }
}

static inline void fz_call_charts(fz_input *in, const foodtruck_truck *truck, int64_t now) {
    foodtruck_timeframe timeframe = fz_timeframe(in);
    int64_t at = fz_u8(in) < 160 ? now : fz_instant(in, now);
    int64_t bars_sum = -1;
    FZ_ARRAY("foodtruck_chart_top_sales", truck, fz_u8(in), foodtruck_donut_sales, fz_check_top_bars_sum, &bars_sum,
             foodtruck_chart_top_sales(truck, timeframe, at, (foodtruck_donut_sales *)FZ_BUF, FZ_CAP, FZ_LEN));
    fz_chart_total_call(in, truck, timeframe, at, bars_sum);
    /* The pickers' names: the Top 5 names every timeframe, the Sales History all but today, the
     * forecast none. */
    foodtruck_chart_kind picker = fz_chart_kind(in);
    FZ_TEXT("foodtruck_chart_timeframe_name", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_chart_timeframe_name",
            foodtruck_chart_timeframe_name(truck, picker, timeframe, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_STATUS_CALL(picked, "foodtruck_chart_timeframe_name", truck,
                   foodtruck_chart_timeframe_name(truck, picker, timeframe, NULL, 0, NULL));
    bool offered = (picker == FOODTRUCK_CHART_TOP_SALES || (picker == FOODTRUCK_CHART_SALES_HISTORY &&
                                                             timeframe != FOODTRUCK_TIMEFRAME_TODAY));
    fz_expect_valid("foodtruck_chart_timeframe_name", picked, fz_is_live(truck) && (int)timeframe >= 0 && (int)timeframe <= 3,
                    offered && (int)picker >= 0 && (int)picker <= 2);
    FZ_ARRAY("foodtruck_chart_date_ticks", truck, fz_u8(in), int64_t, fz_check_increasing_instants, (void *)"foodtruck_chart_date_ticks",
             foodtruck_chart_date_ticks(truck, timeframe, at, (int64_t *)FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_TEXT("foodtruck_chart_date_label", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_chart_date_label",
            foodtruck_chart_date_label(truck, timeframe, at, FZ_BUF, FZ_CAP, FZ_LEN));
    /* (The call refuses an instant outside the years 1 to 9999, so the rule is only read for one inside.) */
    int64_t hour_start = fz_instant_valid(at) ? at - fz_floor_mod(at + fz_offset_ms(truck), FZ_HOUR) : 0;
    fz_forecast_rule forecast = {fz_has_forecast(truck), hour_start};
    FZ_ARRAY_EXTRA("foodtruck_chart_forecast", truck, fz_u8(in), foodtruck_forecast_hour, sizeof(int32_t), fz_check_forecast, &forecast,
                   foodtruck_chart_forecast(truck, at, (foodtruck_forecast_hour *)FZ_BUF, FZ_CAP, FZ_LEN, (int32_t *)FZ_EXTRA));
    FZ_ARRAY("foodtruck_chart_forecast_nights", truck, fz_u8(in), foodtruck_time_range, fz_check_nights, NULL,
             foodtruck_chart_forecast_nights(truck, at, (foodtruck_time_range *)FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_ARRAY("foodtruck_chart_forecast_ticks", truck, fz_u8(in), int64_t, fz_check_increasing_instants,
             (void *)"foodtruck_chart_forecast_ticks",
             foodtruck_chart_forecast_ticks(truck, at, (int64_t *)FZ_BUF, FZ_CAP, FZ_LEN));
}

/* A standalone SVG document. */
static inline void fz_check_svg(const fz_result *result, void *context) {
    const char *svg = (const char *)result->data;
    FZ_REQUIRE(strstr(svg, "<svg") != NULL && strstr(svg, "</svg>") != NULL, "%s is not an SVG document",
               (const char *)context);
}

/* An SVG side: mostly inside 1 to 10,000, sometimes not. */
static inline double fz_svg_side(fz_input *in) {
    uint8_t pick = fz_u8(in);
    return pick < 200 ? 1.0 + (double)(pick % 8) * 150.0 : fz_double(in);
}

static inline void fz_call_svg(fz_input *in, const foodtruck_truck *truck, int64_t now) {
    if (fz_bool(in)) {
        int32_t id = fz_donut_id(in);
        double size = fz_svg_side(in);
        FZ_TEXT("foodtruck_svg_donut", truck, fz_u8(in), fz_check_svg, (void *)"foodtruck_svg_donut",
                foodtruck_svg_donut(truck, id, size, FZ_BUF, FZ_CAP, FZ_LEN));
        return;
    }
    foodtruck_chart_kind chart = fz_chart_kind(in);
    foodtruck_timeframe timeframe = fz_timeframe(in);
    int64_t at = fz_u8(in) < 200 ? now : fz_instant(in, now);
    double width = fz_svg_side(in), height = fz_svg_side(in);
    FZ_TEXT("foodtruck_svg_chart", truck, fz_u8(in), fz_check_svg, (void *)"foodtruck_svg_chart",
            foodtruck_svg_chart(truck, chart, timeframe, at, width, height, FZ_BUF, FZ_CAP, FZ_LEN));
}

/* ---- Cities, Weather, Navigation, Widgets: one header each, in this order (each may use the
 * ones before it) ---------------------------------------------------------------------------- */

#include "calls_cities.h"
#include "calls_weather.h"
#include "calls_navigation.h"
#include "calls_widgets.h"
/* Every function, generated (tools/gen_fuzz.py), then the domain checks of the areas that have
 * only generated calls (hooks the generated calls make after a success). */
#include "calls_generated.h"
#include "domain_store.h"
#include "domain_account.h"
#include "domain_feed.h"
#include "domain_models.h"

#endif
