/* SPDX-License-Identifier: Apache-2.0 */
/* calls_widgets.h: the checked calls of the header's Widgets section, included by calls.h: the
 * three widgets' names, families and timelines (entry counts, reload policies and instants),
 * the Daily Donut's entries and trends, the Orders widget's entry and texts, the Parking Spot
 * widget and the city abbreviations. The entries are held to the session's other answers to
 * the same questions: today's Top 5 and sales per donut, the quota setting, the truck's spot. */
#ifndef FUZZ_CALLS_WIDGETS_H
#define FUZZ_CALLS_WIDGETS_H

static inline bool fz_widget_kind_valid(foodtruck_widget_kind kind) { return (int)kind >= 0 && (int)kind < 3; }
static inline bool fz_family_valid(foodtruck_widget_family family) { return (int)family >= 0 && (int)family < 7; }

/* The next local midnight after now (the session's UTC offset). */
static inline int64_t fz_next_midnight(const foodtruck_truck *truck, int64_t now) {
    const int64_t day = 24 * FZ_HOUR;
    return now - fz_floor_mod(now + fz_offset_ms(truck), day) + day;
}

typedef struct fz_widget_rule {
    foodtruck_widget_kind kind;
} fz_widget_rule;

/* The families in the original's order (foodtruck_widget_families' comment). */
static inline void fz_check_families(const fz_result *result, void *context) {
    static const foodtruck_widget_family families[3][4] = {
        {FOODTRUCK_FAMILY_SMALL, FOODTRUCK_FAMILY_MEDIUM, FOODTRUCK_FAMILY_LARGE, FOODTRUCK_FAMILY_EXTRA_LARGE},
        {FOODTRUCK_FAMILY_ACCESSORY_RECTANGULAR, FOODTRUCK_FAMILY_ACCESSORY_CIRCULAR, FOODTRUCK_FAMILY_ACCESSORY_INLINE,
         FOODTRUCK_FAMILY_SMALL},
        {FOODTRUCK_FAMILY_ACCESSORY_RECTANGULAR, FOODTRUCK_FAMILY_ACCESSORY_INLINE, FOODTRUCK_FAMILY_ACCESSORY_CIRCULAR}};
    static const size_t counts[3] = {4, 4, 3};
    const fz_widget_rule *rule = (const fz_widget_rule *)context;
    const foodtruck_widget_family *listed = (const foodtruck_widget_family *)result->data;
    FZ_REQUIRE(fz_widget_kind_valid(rule->kind), "foodtruck_widget_families accepted kind %d", (int)rule->kind);
    bool same = result->length == counts[rule->kind];
    for (size_t i = 0; same && i < result->length; i++) same = listed[i] == families[rule->kind][i];
    FZ_REQUIRE(same, "foodtruck_widget_families(%d) listed %zu families, not the documented ones", (int)rule->kind,
               result->length);
}

/* A widget's name, description and families. */
static inline void fz_call_widget_texts(fz_input *in, const foodtruck_truck *truck) {
    fz_widget_rule rule = {fz_widget_kind(in)};
    bool valid = fz_widget_kind_valid(rule.kind);
    FZ_TEXT("foodtruck_widget_name", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_widget_name",
            foodtruck_widget_name(truck, rule.kind, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_STATUS_CALL(named, "foodtruck_widget_name", truck, foodtruck_widget_name(truck, rule.kind, NULL, 0, NULL));
    fz_expect_valid("foodtruck_widget_name", named, fz_is_live(truck), valid);
    FZ_TEXT("foodtruck_widget_description", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_widget_description",
            foodtruck_widget_description(truck, rule.kind, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_STATUS_CALL(described, "foodtruck_widget_description", truck,
                   foodtruck_widget_description(truck, rule.kind, NULL, 0, NULL));
    fz_expect_valid("foodtruck_widget_description", described, fz_is_live(truck), valid);
    FZ_ARRAY_PURE("foodtruck_widget_families", fz_u8(in), foodtruck_widget_family, 0, fz_check_families, &rule,
                  foodtruck_widget_families(rule.kind, (foodtruck_widget_family *)FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_PURE_CALL(listed, "foodtruck_widget_families", foodtruck_widget_families(rule.kind, NULL, 0, NULL));
    fz_expect_valid("foodtruck_widget_families", listed, true, valid);
}

/* The Daily Donut: 5 entries, reloading at its end, now + 5 hours; Orders: 1 entry, reloading
 * between now and the next local midnight; Parking Spot: 1 entry, never reloading. */
static inline void fz_call_widget_timeline(fz_input *in, const foodtruck_truck *truck, int64_t now) {
    foodtruck_widget_kind kind = fz_widget_kind(in);
    int64_t at = fz_u8(in) < 200 ? now : fz_instant(in, now);
    fz_frame f = fz_frame_for(truck);
    foodtruck_timeline *timeline = fz_u8(in) < 8 ? NULL : fz_out(&f, sizeof *timeline);
    foodtruck_status status = fz_check(&f, "foodtruck_widget_timeline", foodtruck_widget_timeline(truck, kind, at, timeline));
    if (timeline != NULL) {
        fz_expect_valid("foodtruck_widget_timeline", status, fz_is_live(truck), fz_widget_kind_valid(kind) && fz_instant_valid(at));
    }
    if (status == FOODTRUCK_OK) {
        bool documented = false;
        switch (kind) {
        case FOODTRUCK_WIDGET_DAILY_DONUT:
            documented = timeline->entry_count == 5 && timeline->policy == FOODTRUCK_RELOAD_AT_END &&
                         timeline->reload_at == at + 5 * FZ_HOUR;
            break;
        case FOODTRUCK_WIDGET_ORDERS:
            documented = timeline->entry_count == 1 && timeline->policy == FOODTRUCK_RELOAD_AFTER &&
                         timeline->reload_at >= at && timeline->reload_at <= fz_next_midnight(truck, at);
            break;
        default:
            documented = timeline->entry_count == 1 && timeline->policy == FOODTRUCK_RELOAD_NEVER &&
                         timeline->reload_at == FOODTRUCK_NO_TIME;
            break;
        }
        FZ_REQUIRE(documented, "foodtruck_widget_timeline(%d) at %lld: %d entries, policy %d, reload at %lld", (int)kind,
                   (long long)at, (int)timeline->entry_count, (int)timeline->policy, (long long)timeline->reload_at);
    }
    fz_release(&f);
}

/* Medium, large and extra large draw the trend; small and the accessory families do not. */
static inline void fz_call_widget_shows_trend(fz_input *in) {
    foodtruck_widget_family family = fz_widget_family(in);
    fz_frame f = fz_frame_pure();
    bool *shows = fz_u8(in) < 8 ? NULL : fz_out(&f, sizeof *shows);
    foodtruck_status status = fz_check(&f, "foodtruck_widget_shows_trend", foodtruck_widget_shows_trend(family, shows));
    if (shows != NULL) fz_expect_valid("foodtruck_widget_shows_trend", status, true, fz_family_valid(family));
    if (status == FOODTRUCK_OK) {
        bool expected = family == FOODTRUCK_FAMILY_MEDIUM || family == FOODTRUCK_FAMILY_LARGE ||
                        family == FOODTRUCK_FAMILY_EXTRA_LARGE;
        FZ_REQUIRE(*shows == expected, "foodtruck_widget_shows_trend(%d) is %d", (int)family, (int)*shows);
    }
    fz_release(&f);
}

/* A donut's sales in every city over a timeframe at now, read without the oracles (-1 when it
 * cannot be). */
static inline int64_t fz_donut_sales(const foodtruck_truck *truck, foodtruck_timeframe timeframe, int64_t now, int32_t id) {
    size_t donuts = fz_donut_total(truck), count = 0;
    int64_t *sales = (int64_t *)malloc((donuts > 0 ? donuts : 1) * sizeof *sales);
    FZ_REQUIRE(sales != NULL, "harness: out of memory");
    int64_t sold = -1;
    if (foodtruck_sales_by_donut(truck, timeframe, FOODTRUCK_CITY_ALL, now, sales, donuts, &count) == FOODTRUCK_OK && id >= 0 &&
        (size_t)id < count) {
        sold = sales[id];
    }
    free(sales);
    return sold;
}

typedef struct fz_daily_rule {
    const foodtruck_truck *truck;
    int64_t now;
} fz_daily_rule;

/* Entry k shows from now + k hours the donut ranked k + 1 today in every city: today's Top 5,
 * as foodtruck_sales_top ranks it, with its sales. */
static inline void fz_check_daily_donut(const fz_result *result, void *context) {
    const fz_daily_rule *rule = (const fz_daily_rule *)context;
    const foodtruck_daily_donut_entry *entries = (const foodtruck_daily_donut_entry *)result->data;
    foodtruck_donut_sales top[5];
    size_t ranked = 0;
    FZ_REQUIRE(result->length == 5, "foodtruck_widget_daily_donut gave %zu entries", result->length);
    bool have_top = foodtruck_sales_top(rule->truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, rule->now, 5, top, 5,
                                        &ranked) == FOODTRUCK_OK && ranked == 5;
    for (size_t i = 0; i < result->length; i++) {
        const foodtruck_daily_donut_entry *entry = &entries[i];
        FZ_REQUIRE(entry->at == rule->now + (int64_t)i * FZ_HOUR && entry->rank == (int32_t)i + 1 &&
                       fz_donut_exists(rule->truck, entry->donut_id) && entry->sales >= 0,
                   "foodtruck_widget_daily_donut: entry %zu at %lld is rank %d, donut %d with %lld sold", i,
                   (long long)entry->at, (int)entry->rank, (int)entry->donut_id, (long long)entry->sales);
        if (have_top) {
            FZ_REQUIRE(entry->donut_id == top[i].donut_id && entry->sales == top[i].sales,
                       "foodtruck_widget_daily_donut: entry %zu is donut %d with %lld, today's Top 5 has donut %d with %lld", i,
                       (int)entry->donut_id, (long long)entry->sales, (int)top[i].donut_id, (long long)top[i].sales);
        }
    }
}

static inline void fz_call_widget_daily_donut(fz_input *in, const foodtruck_truck *truck, int64_t now) {
    fz_daily_rule rule = {truck, fz_u8(in) < 200 ? now : fz_instant(in, now)};
    FZ_ARRAY("foodtruck_widget_daily_donut", truck, fz_u8(in), foodtruck_daily_donut_entry, fz_check_daily_donut, &rule,
             foodtruck_widget_daily_donut(truck, rule.now, (foodtruck_daily_donut_entry *)FZ_BUF, FZ_CAP, FZ_LEN));
}

typedef struct fz_trend_rule {
    const foodtruck_truck *truck;
    int32_t donut_id;
    int64_t now;
} fz_trend_rule;

/* 7 local days, oldest first and today (the day holding now) last, each from its local midnight;
 * today's point is the donut's sales today, the sum its sales of the week (every city). */
static inline void fz_check_trend(const fz_result *result, void *context) {
    const fz_trend_rule *rule = (const fz_trend_rule *)context;
    const foodtruck_sales_point *days = (const foodtruck_sales_point *)result->data;
    const int64_t day = 24 * FZ_HOUR;
    int64_t offset = fz_offset_ms(rule->truck), sum = 0;
    FZ_REQUIRE(result->length == 7, "foodtruck_widget_trend gave %zu days", result->length);
    for (size_t i = 0; i < result->length; i++) {
        FZ_REQUIRE(days[i].sales >= 0 && fz_floor_mod(days[i].starts_at + offset, day) == 0 &&
                       (i == 0 || days[i].starts_at - days[i - 1].starts_at == day),
                   "foodtruck_widget_trend(%d): day %zu starts at %lld with %lld sold", (int)rule->donut_id, i,
                   (long long)days[i].starts_at, (long long)days[i].sales);
        sum += days[i].sales;
    }
    FZ_REQUIRE(days[6].starts_at <= rule->now && rule->now < days[6].starts_at + day,
               "foodtruck_widget_trend at %lld ends with the day from %lld", (long long)rule->now, (long long)days[6].starts_at);
    int64_t today = fz_donut_sales(rule->truck, FOODTRUCK_TIMEFRAME_TODAY, rule->now, rule->donut_id);
    int64_t week = fz_donut_sales(rule->truck, FOODTRUCK_TIMEFRAME_WEEK, rule->now, rule->donut_id);
    FZ_REQUIRE((today < 0 || days[6].sales == today) && (week < 0 || sum == week),
               "foodtruck_widget_trend(%d): today %lld of %lld, the week %lld of %lld", (int)rule->donut_id,
               (long long)days[6].sales, (long long)today, (long long)sum, (long long)week);
}

static inline void fz_call_widget_trend(fz_input *in, const foodtruck_truck *truck, int64_t now) {
    fz_trend_rule rule = {truck, fz_donut_id(in), fz_u8(in) < 200 ? now : fz_instant(in, now)};
    FZ_ARRAY("foodtruck_widget_trend", truck, fz_u8(in), foodtruck_sales_point, fz_check_trend, &rule,
             foodtruck_widget_trend(truck, rule.donut_id, rule.now, (foodtruck_sales_point *)FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_STATUS_CALL(status, "foodtruck_widget_trend", truck, foodtruck_widget_trend(truck, rule.donut_id, rule.now, NULL, 0, NULL));
    if (fz_is_live(truck)) {
        fz_expect_one_of("foodtruck_widget_trend", status,
                         !fz_instant_valid(rule.now)                 ? FZ_BIT(FOODTRUCK_ERR_INVALID_ARGUMENT)
                         : !fz_donut_exists(truck, rule.donut_id)    ? FZ_BIT(FOODTRUCK_ERR_NOT_FOUND)
                                                                     : FZ_BIT(FOODTRUCK_OK));
    }
}

/* A number in Arabic-Indic digits (U+0660 to U+0669). */
/* A count as the library writes it: digits grouped by thousands, ASCII with "," in English,
 * Arabic-Indic with the Arabic thousands separator U+066C in Arabic ("1,000", "١٬٠٠٠"). */
static inline void fz_grouped_count(long value, bool arabic, char *out, size_t room) {
    char western[24];
    snprintf(western, sizeof western, "%ld", value);
    size_t digits = strlen(western), length = 0;
    for (size_t i = 0; i < digits && length + 5 < room; i++) {
        if (i > 0 && (digits - i) % 3 == 0) {
            if (arabic) out[length++] = (char)0xD9, out[length++] = (char)0xAC;
            else out[length++] = ',';
        }
        if (arabic) out[length++] = (char)0xD9, out[length++] = (char)(0xA0 + (western[i] - '0'));
        else out[length++] = western[i];
    }
    out[length] = '\0';
}

typedef struct fz_orders_text_rule {
    foodtruck_widget_family family;
    foodtruck_locale locale;
    foodtruck_orders_entry entry;
} fz_orders_text_rule;

/* "7 out of 25", "7 of 25 Orders" ("of 1 Order"), "7"; in Arabic "٧ من أصل ٢٥", "٧ من ...", "٧";
 * counts grouped by thousands ("24 out of 1,000"). */
static inline void fz_check_orders_text(const fz_result *result, void *context) {
    const fz_orders_text_rule *rule = (const fz_orders_text_rule *)context;
    const char *text = (const char *)result->data;
    char orders[48], quota[48], expected[160];
    bool arabic = rule->locale == FOODTRUCK_LOCALE_AR;
    fz_grouped_count(rule->entry.orders, arabic, orders, sizeof orders);
    fz_grouped_count(rule->entry.quota, arabic, quota, sizeof quota);
    switch (rule->family) {
    case FOODTRUCK_FAMILY_ACCESSORY_CIRCULAR: snprintf(expected, sizeof expected, "%s", orders); break;
    case FOODTRUCK_FAMILY_ACCESSORY_INLINE:
        if (arabic) {
            snprintf(expected, sizeof expected, "%s \xd9\x85\xd9\x86 ", orders); /* "٧ من ", the plural forms after it */
            FZ_REQUIRE(strncmp(text, expected, strlen(expected)) == 0, "the Orders widget's inline text is \"%s\"", text);
            return;
        }
        snprintf(expected, sizeof expected, "%s of %s Order%s", orders, quota, rule->entry.quota == 1 ? "" : "s");
        break;
    default:
        snprintf(expected, sizeof expected, arabic ? "%s \xd9\x85\xd9\x86 \xd8\xa3\xd8\xb5\xd9\x84 %s" : "%s out of %s", orders,
                 quota);
        break;
    }
    FZ_REQUIRE(strcmp(text, expected) == 0, "the Orders widget's text for family %d is \"%s\", expected \"%s\"",
               (int)rule->family, text, expected);
}

/* The Orders widget's entry (now, the quota setting, min(orders, quota) / quota) and its text
 * for a family, built here from the entry. */
static inline void fz_call_widget_orders(fz_input *in, const foodtruck_truck *truck, int64_t now) {
    int64_t at = fz_u8(in) < 200 ? now : fz_instant(in, now);
    fz_frame f = fz_frame_for(truck);
    foodtruck_orders_entry *entry = fz_u8(in) < 8 ? NULL : fz_out(&f, sizeof *entry);
    foodtruck_status status = fz_check(&f, "foodtruck_widget_orders", foodtruck_widget_orders(truck, at, entry));
    if (entry != NULL) fz_expect_valid("foodtruck_widget_orders", status, fz_is_live(truck), fz_instant_valid(at));
    fz_orders_text_rule rule;
    memset(&rule, 0, sizeof rule);
    bool known = status == FOODTRUCK_OK;
    if (known) {
        int32_t quota = 0;
        double full = (double)(entry->orders < entry->quota ? entry->orders : entry->quota) / (double)entry->quota;
        FZ_REQUIRE(entry->at == at && entry->orders >= 0 && entry->quota >= 1 && entry->quota <= 1000 &&
                       entry->fraction == full && (foodtruck_truck_widget_quota(truck, &quota) != FOODTRUCK_OK || quota == entry->quota),
                   "foodtruck_widget_orders at %lld: at %lld, %d orders of %d (the setting %d), fraction %.17g", (long long)at,
                   (long long)entry->at, (int)entry->orders, (int)entry->quota, (int)quota, entry->fraction);
        rule.entry = *entry;
        known = foodtruck_truck_locale(truck, &rule.locale) == FOODTRUCK_OK;
    }
    fz_release(&f);
    rule.family = fz_widget_family(in);
    bool drawn = rule.family == FOODTRUCK_FAMILY_SMALL || rule.family >= FOODTRUCK_FAMILY_ACCESSORY_CIRCULAR;
    FZ_TEXT("foodtruck_widget_orders_text", truck, fz_u8(in), known && fz_family_valid(rule.family) ? fz_check_orders_text : NULL,
            &rule, foodtruck_widget_orders_text(truck, at, rule.family, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_STATUS_CALL(texted, "foodtruck_widget_orders_text", truck, foodtruck_widget_orders_text(truck, at, rule.family, NULL, 0, NULL));
    fz_expect_valid("foodtruck_widget_orders_text", texted, fz_is_live(truck),
                    fz_instant_valid(at) && fz_family_valid(rule.family) && drawn);
}

typedef struct fz_abbreviation_rule {
    foodtruck_city city;
    foodtruck_locale locale;
} fz_abbreviation_rule;

/* "CUP", "SF", "LON"; in Arabic كوب, س.ف, لند (docs/domain.md §8.3). */
static inline void fz_check_abbreviation(const fz_result *result, void *context) {
    static const char *const english[3] = {"CUP", "SF", "LON"};
    static const char *const arabic[3] = {"\xd9\x83\xd9\x88\xd8\xa8", "\xd8\xb3.\xd9\x81", "\xd9\x84\xd9\x86\xd8\xaf"};
    const fz_abbreviation_rule *rule = (const fz_abbreviation_rule *)context;
    int city = (int)rule->city;
    const char *expected = rule->locale == FOODTRUCK_LOCALE_AR ? arabic[city] : english[city];
    FZ_REQUIRE(strcmp((const char *)result->data, expected) == 0, "city %d is abbreviated \"%s\", expected \"%s\"", city,
               (const char *)result->data, expected);
}

/* The Parking Spot widget's entry (now, the truck's spot) and a city's abbreviation. */
static inline void fz_call_widget_parking_spot(fz_input *in, const foodtruck_truck *truck, int64_t now) {
    int64_t at = fz_u8(in) < 200 ? now : fz_instant(in, now);
    fz_frame f = fz_frame_for(truck);
    foodtruck_parking_spot_entry *entry = fz_u8(in) < 8 ? NULL : fz_out(&f, sizeof *entry);
    foodtruck_status status = fz_check(&f, "foodtruck_widget_parking_spot", foodtruck_widget_parking_spot(truck, at, entry));
    if (entry != NULL) fz_expect_valid("foodtruck_widget_parking_spot", status, fz_is_live(truck), fz_instant_valid(at));
    foodtruck_parking_spot spot;
    if (status == FOODTRUCK_OK && foodtruck_truck_parking_spot(truck, &spot) == FOODTRUCK_OK) {
        FZ_REQUIRE(entry->at == at && fz_same_spot(&entry->spot, &spot),
                   "foodtruck_widget_parking_spot at %lld: at %lld, spot %d of city %d; the truck is at spot %d of city %d",
                   (long long)at, (long long)entry->at, (int)entry->spot.index, (int)entry->spot.city, (int)spot.index,
                   (int)spot.city);
    }
    fz_release(&f);
    fz_abbreviation_rule rule = {fz_city(in), FOODTRUCK_LOCALE_EN};
    foodtruck_city city = rule.city;
    bool known = fz_one_city(city) && fz_is_live(truck) && foodtruck_truck_locale(truck, &rule.locale) == FOODTRUCK_OK;
    FZ_TEXT("foodtruck_widget_city_abbreviation", truck, fz_u8(in), known ? fz_check_abbreviation : NULL, &rule,
            foodtruck_widget_city_abbreviation(truck, city, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_STATUS_CALL(abbreviated, "foodtruck_widget_city_abbreviation", truck,
                   foodtruck_widget_city_abbreviation(truck, city, NULL, 0, NULL));
    fz_expect_valid("foodtruck_widget_city_abbreviation", abbreviated, fz_is_live(truck), fz_one_city(city));
}

#endif
