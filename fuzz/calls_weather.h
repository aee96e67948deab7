/* SPDX-License-Identifier: Apache-2.0 */
/* calls_weather.h: the checked calls of the header's Weather section, included by calls.h: the
 * spot reports a shell hands in per city (with their minute arrays), the city page they give,
 * its texts and badges, the legal page, the unit and temperatures, and the hourly forecast the
 * Forecast card charts. A city page is held to a reference walk of the reports written here
 * from the header (the recommended spot, the spot shown, the fallback), and its texts to the
 * functions that write the same words alone. */
#ifndef FUZZ_CALLS_WEATHER_H
#define FUZZ_CALLS_WEATHER_H

#define FZ_MAX_REPORTS 20 /* reports the harness builds: more than any city's spots */
#define FZ_MAX_MINUTES 241
#define FZ_MAX_HOURS 241
#define FZ_FALLBACK_PAGE "https://weather-data.apple.com/legal-attribution.html"

static inline bool fz_condition_valid(foodtruck_weather_condition condition) {
    return (int)condition >= 0 && (int)condition < 34;
}
static inline bool fz_celsius_valid(double celsius) { return celsius >= -100 && celsius <= 100; }
static inline bool fz_share_valid(double share) { return share >= 0 && share <= 1; }

/* A temperature in °C: ordinary ones, halves (where rounding goes away from zero), the limits
 * and just past them, NaN and infinities, or any 16-bit value within about ±100. */
static inline double fz_celsius(fz_input *in) {
    static const double special[] = {22.0, 0.0, -0.0, 21.5, -4.5, 0.5, -0.5, -0.25, 37.5, -17.5, 100.0, -100.0,
                                     100.00000000000001, -100.00000000000001, 1e308, NAN, INFINITY, -INFINITY};
    uint8_t pick = fz_u8(in);
    if (pick < 160) return special[pick % FZ_NELEMS(special)];
    return (double)(int16_t)fz_u16(in) / 327.0;
}

/* A share from 0 to 1 (a cloud cover, a minute's chance of rain): around the 30 % rain rule and
 * the half percents, the ends and just past them, NaN, infinity, or any 16-bit fraction. */
static inline double fz_share(fz_input *in) {
    static const double special[] = {0.0, 0.1, 0.15, 0.125, 0.135, 0.145, 0.29, 0.2999999999999999, 0.3,
                                     0.30000000000000004, 0.5, 0.995, 1.0, -0.0, -1e-300, 1.0000000000000002,
                                     -1.0, NAN, INFINITY};
    uint8_t pick = fz_u8(in);
    if (pick < 160) return special[pick % FZ_NELEMS(special)];
    return (double)fz_u16(in) / 65535.0;
}

/* A minute count: mostly within an hour, else the limit (240) and past it, or a count no array
 * has (above PTRDIFF_MAX, SIZE_MAX). */
static inline size_t fz_minute_count(fz_input *in) {
    static const size_t special[] = {0, 1, 15, 60, 239, 240, 241, 1000, (size_t)PTRDIFF_MAX, FZ_HUGE_CAPACITY, SIZE_MAX};
    uint8_t pick = fz_u8(in);
    return pick < 160 ? pick % 64 : special[pick % FZ_NELEMS(special)];
}

/* A spot's minutes: a heap block of exactly `count` doubles (a count above 241 gets 4, which
 * the library must refuse before reading a minute: docs/domain.md §5.3), by a pattern: one
 * value throughout, dry but for one minute, the first 8 given, or a ramp from 0 towards 1. */
static inline double *fz_minutes(fz_input *in, size_t count) {
    size_t real = count <= FZ_MAX_MINUTES ? count : 4;
    double *minutes = (double *)malloc((real > 0 ? real : 1) * sizeof *minutes);
    FZ_REQUIRE(minutes != NULL, "harness: out of memory");
    uint8_t pattern = fz_u8(in);
    double value = fz_share(in);
    size_t mark = real > 0 ? fz_u8(in) % real : 0;
    for (size_t i = 0; i < real; i++) {
        switch (pattern % 4) {
        case 0: minutes[i] = value; break;
        case 1: minutes[i] = i == mark ? value : 0.1; break;
        case 2: minutes[i] = i < 8 ? fz_share(in) : 0.0; break;
        default: minutes[i] = (double)i / (double)real; break;
        }
    }
    return minutes;
}

/* One spot's report: failed (zeroed, or with every other field garbage, which must all be
 * ignored), or an answer whose fields are mostly valid: a condition, cover and temperature, a
 * minute forecast or none, its minute array NULL now and then. *minutes gets the block to free. */
static inline void fz_spot_report(fz_input *in, foodtruck_spot_weather *spot, double **minutes) {
    memset(spot, 0, sizeof *spot);
    *minutes = NULL;
    uint8_t kind = fz_u8(in);
    if (kind < 32) return;
    if (kind < 48) {
        int raw = (int)fz_u32(in);
        memcpy(&spot->condition, &raw, sizeof raw);
        spot->cloud_cover = NAN;
        spot->temperature_c = -INFINITY;
        spot->has_minute_forecast = true;
        spot->minute_count = SIZE_MAX;
        return;
    }
    spot->answered = true;
    spot->condition = fz_weather_condition(in);
    spot->cloud_cover = fz_share(in);
    spot->temperature_c = fz_celsius(in);
    spot->has_minute_forecast = fz_u8(in) < 192;
    spot->minute_count = fz_minute_count(in);
    uint8_t chances = fz_u8(in);
    if (chances >= 16 && (spot->minute_count > 0 || chances >= 128)) {
        spot->minute_chances = *minutes = fz_minutes(in, spot->minute_count);
    }
}

/* Whether the library must accept a report: a failed one always; an answer with a valid
 * condition, cover and temperature and, with a minute forecast, at most 240 minutes, given,
 * each a share. */
static inline bool fz_report_valid(const foodtruck_spot_weather *spot) {
    if (!spot->answered) return true;
    if (!fz_condition_valid(spot->condition) || !fz_share_valid(spot->cloud_cover) ||
        !fz_celsius_valid(spot->temperature_c)) {
        return false;
    }
    if (!spot->has_minute_forecast) return true;
    if (spot->minute_count > 240 || (spot->minute_count > 0 && spot->minute_chances == NULL)) return false;
    for (size_t i = 0; i < spot->minute_count; i++) {
        if (!fz_share_valid(spot->minute_chances[i])) return false;
    }
    return true;
}

/* Rain soon: a minute with a chance of 30 % or more. */
static inline bool fz_rain_soon(const foodtruck_spot_weather *spot) {
    for (size_t i = 0; i < spot->minute_count; i++) {
        if (spot->minute_chances[i] >= 0.3) return true;
    }
    return false;
}

/* The page the header describes for valid reports: the walk stops at the first spot with a
 * minute forecast and no rain soon (recommended; spot 0 when none), the last spot that
 * answered up to there is shown, and the fallback (clear, 15 %, 72 °F) when none answered. */
static inline foodtruck_city_weather fz_expected_page(const foodtruck_spot_weather *spots, size_t count) {
    foodtruck_city_weather page;
    memset(&page, 0, sizeof page);
    int32_t recommended = 0, shown = -1;
    for (size_t i = 0; i < count; i++) {
        if (!spots[i].answered) continue;
        shown = (int32_t)i;
        if (spots[i].has_minute_forecast && !fz_rain_soon(&spots[i])) {
            recommended = (int32_t)i;
            break;
        }
    }
    page.recommended_spot = recommended;
    page.shown_spot = shown;
    if (shown >= 0) {
        const foodtruck_spot_weather *spot = &spots[shown];
        page.source = FOODTRUCK_WEATHER_SOURCE_SPOT;
        page.cloud_cover = spot->cloud_cover;
        page.temperature_c = spot->temperature_c;
        page.condition = spot->condition;
        page.rain = !spot->has_minute_forecast ? FOODTRUCK_RAIN_OUTLOOK_UNKNOWN
                    : fz_rain_soon(spot)       ? FOODTRUCK_RAIN_OUTLOOK_SOON
                                               : FOODTRUCK_RAIN_OUTLOOK_DRY;
    } else {
        page.source = FOODTRUCK_WEATHER_SOURCE_FALLBACK;
        page.cloud_cover = 0.15;
        page.temperature_c = (72.0 - 32.0) * 5.0 / 9.0;
        page.condition = FOODTRUCK_WEATHER_CONDITION_CLEAR;
        page.rain = FOODTRUCK_RAIN_OUTLOOK_UNKNOWN;
    }
    page.cloud_percent = (int32_t)nearbyint(page.cloud_cover * 100);
    page.shows_weather_card = page.rain != FOODTRUCK_RAIN_OUTLOOK_UNKNOWN;
    return page;
}

/* Field by field (the struct's padding is never written); temperatures to a billionth. */
static inline bool fz_same_page(const foodtruck_city_weather *a, const foodtruck_city_weather *b) {
    return a->cloud_cover == b->cloud_cover && fabs(a->temperature_c - b->temperature_c) <= 1e-9 &&
           a->condition == b->condition && a->source == b->source && a->rain == b->rain &&
           a->recommended_spot == b->recommended_spot && a->shown_spot == b->shown_spot &&
           a->cloud_percent == b->cloud_percent && a->shows_weather_card == b->shows_weather_card;
}

static inline bool fz_page(const foodtruck_truck *truck, foodtruck_city city, foodtruck_city_weather *page) {
    memset(page, 0, sizeof *page);
    return foodtruck_weather_city(truck, city, page) == FOODTRUCK_OK;
}

#define FZ_PAGE_FORMAT "source %d, recommended %d, shown %d, condition %d, %.17g cover (%d %%), %.17g °C, rain %d, card %d"
#define FZ_PAGE_FIELDS(p)                                                                                      \
    (int)(p).source, (int)(p).recommended_spot, (int)(p).shown_spot, (int)(p).condition, (p).cloud_cover,      \
        (int)(p).cloud_percent, (p).temperature_c, (int)(p).rain, (int)(p).shows_weather_card

/* Whether the cloud-cover sentence holds the page's percent: the number as
 * foodtruck_truck_number_text writes it (the session's digits), then a percent sign ("%",
 * Arabic's U+066A, or with Latin digits in Arabic U+200E then "%"), not after another digit. */
static inline bool fz_has_percent(const foodtruck_truck *truck, const char *text, int32_t percent) {
    char number[64];
    if (foodtruck_truck_number_text(truck, percent, number, sizeof number, NULL) != FOODTRUCK_OK) return false;
    size_t length = strlen(number);
    for (const char *at = strstr(text, number); at != NULL; at = strstr(at + 1, number)) {
        const unsigned char *before = (const unsigned char *)at;
        bool after_digit = (at > text && before[-1] >= '0' && before[-1] <= '9') ||
                           (at - text >= 2 && before[-2] == 0xD9 && before[-1] >= 0xA0 && before[-1] <= 0xA9);
        if (!after_digit && (at[length] == '%' || strncmp(at + length, "\xd9\xaa", 2) == 0 ||
                             strncmp(at + length, "\xe2\x80\x8e%", 4) == 0))
            return true;
    }
    return false;
}

/* A city page as the header describes any: its numbers in their ranges and consistent with its
 * source, and its texts the words the functions that write them alone give. */
static inline void fz_check_page(const foodtruck_truck *truck, foodtruck_city city, const foodtruck_city_weather *w) {
    FZ_REQUIRE(fz_one_city(city), "foodtruck_weather_city accepted city %d", (int)city);
    int32_t spots = fz_city_spots[city];
    FZ_REQUIRE(w->recommended_spot >= 0 && w->recommended_spot < spots && w->shown_spot >= -1 && w->shown_spot < spots &&
                   w->cloud_percent >= 0 && w->cloud_percent <= 100 && fz_share_valid(w->cloud_cover) &&
                   fz_celsius_valid(w->temperature_c) && fz_condition_valid(w->condition) && (int)w->source >= 0 &&
                   (int)w->source < 3 && (int)w->rain >= 0 && (int)w->rain < 3 &&
                   w->shows_weather_card == (w->rain != FOODTRUCK_RAIN_OUTLOOK_UNKNOWN),
               "foodtruck_weather_city(%d): " FZ_PAGE_FORMAT, (int)city, FZ_PAGE_FIELDS(*w));
    bool none = w->source == FOODTRUCK_WEATHER_SOURCE_NONE, fallback = w->source == FOODTRUCK_WEATHER_SOURCE_FALLBACK;
    FZ_REQUIRE((none || fallback) == (w->shown_spot == -1) &&
                   (!(none || fallback) || (w->rain == FOODTRUCK_RAIN_OUTLOOK_UNKNOWN &&
                                            w->condition == FOODTRUCK_WEATHER_CONDITION_CLEAR)) &&
                   (!none || (w->recommended_spot == 0 && w->cloud_cover == 0 && w->cloud_percent == 0)) &&
                   (!fallback || (w->cloud_cover == 0.15 && w->cloud_percent == 15)) &&
                   (none || w->cloud_percent == (int32_t)nearbyint(w->cloud_cover * 100)) &&
                   (w->rain == FOODTRUCK_RAIN_OUTLOOK_DRY ? w->recommended_spot == w->shown_spot : w->recommended_spot == 0),
               "foodtruck_weather_city(%d) disagrees with its source: " FZ_PAGE_FORMAT, (int)city, FZ_PAGE_FIELDS(*w));
    char page[512], alone[512];
    if (foodtruck_weather_text(truck, city, FOODTRUCK_WEATHER_TEXT_TEMPERATURE, page, sizeof page, NULL) == FOODTRUCK_OK &&
        foodtruck_weather_temperature_text(truck, w->temperature_c, alone, sizeof alone, NULL) == FOODTRUCK_OK) {
        FZ_REQUIRE(strcmp(page, alone) == 0, "city %d shows %.17g °C as \"%s\", foodtruck_weather_temperature_text as \"%s\"",
                   (int)city, w->temperature_c, page, alone);
    }
    if (foodtruck_weather_text(truck, city, FOODTRUCK_WEATHER_TEXT_CONDITION, page, sizeof page, NULL) == FOODTRUCK_OK &&
        foodtruck_weather_condition_name(truck, w->condition, alone, sizeof alone, NULL) == FOODTRUCK_OK) {
        FZ_REQUIRE(strcmp(page, alone) == 0, "city %d shows condition %d as \"%s\", foodtruck_weather_condition_name as \"%s\"",
                   (int)city, (int)w->condition, page, alone);
    }
    if (foodtruck_weather_text(truck, city, FOODTRUCK_WEATHER_TEXT_RECOMMENDED_SPOT, page, sizeof page, NULL) == FOODTRUCK_OK &&
        foodtruck_parking_spot_name(truck, city, w->recommended_spot, alone, sizeof alone, NULL) == FOODTRUCK_OK) {
        FZ_REQUIRE(strcmp(page, alone) == 0, "city %d recommends spot %d as \"%s\", its name is \"%s\"", (int)city,
                   (int)w->recommended_spot, page, alone);
    }
    if (foodtruck_weather_text(truck, city, FOODTRUCK_WEATHER_TEXT_RAIN, page, sizeof page, NULL) == FOODTRUCK_OK) {
        FZ_REQUIRE((page[0] != '\0') == w->shows_weather_card, "city %d's rain line is \"%s\" with the weather card %s",
                   (int)city, page, w->shows_weather_card ? "shown" : "hidden");
    }
    if (foodtruck_weather_text(truck, city, FOODTRUCK_WEATHER_TEXT_CLOUD_COVER, page, sizeof page, NULL) == FOODTRUCK_OK) {
        FZ_REQUIRE(fz_has_percent(truck, page, w->cloud_percent), "city %d's cloud cover is %d %%, its sentence \"%s\"", (int)city,
                   (int)w->cloud_percent, page);
    }
}

/* foodtruck_weather_set_city: mostly as many reports as the city has spots, each checked by
 * fz_report_valid; valid reports are taken exactly (the page is the reference walk's), anything
 * else refused with the city's page unchanged. */
static inline void fz_call_weather_set_city(fz_input *in, foodtruck_truck *truck) {
    foodtruck_city city = fz_city(in);
    uint8_t shape = fz_u8(in);
    size_t count = shape < 200 && fz_one_city(city) ? (size_t)fz_city_spots[city]
                   : shape < 240                    ? shape % FZ_MAX_REPORTS
                                                    : fz_count(in);
    /* A count beyond the reports built is only ever passed with NULL reports. */
    size_t built = count <= FZ_MAX_REPORTS ? count : 0;
    foodtruck_spot_weather *spots = built > 0 ? (foodtruck_spot_weather *)malloc(built * sizeof *spots) : NULL;
    double *minutes[FZ_MAX_REPORTS] = {0};
    for (size_t i = 0; i < built; i++) fz_spot_report(in, &spots[i], &minutes[i]);
    const foodtruck_spot_weather *given = fz_u8(in) < 8 ? NULL : spots;
    bool valid = fz_one_city(city) && count == (size_t)fz_city_spots[city] && given != NULL;
    for (size_t i = 0; valid && i < count; i++) valid = fz_report_valid(&spots[i]);
    bool live = fz_is_live(truck), compare = live && !fz_has_callback(truck) && fz_one_city(city);
    foodtruck_city_weather before, after;
    if (compare) compare = fz_page(truck, city, &before);
    FZ_STATUS_CALL(status, "foodtruck_weather_set_city", truck, foodtruck_weather_set_city(truck, city, given, count));
    if (live) {
        FZ_REQUIRE(valid ? status == FOODTRUCK_OK
                         : status == FOODTRUCK_ERR_INVALID_ARGUMENT || status == FOODTRUCK_ERR_NULL_ARGUMENT,
                   "foodtruck_weather_set_city(%d, %zu reports) gave %s for %s reports: %s", (int)city, count,
                   foodtruck_status_string(status), valid ? "valid" : "invalid", foodtruck_last_error());
    }
    if (compare && fz_page(truck, city, &after)) {
        foodtruck_city_weather expected = status == FOODTRUCK_OK ? fz_expected_page(spots, count) : before;
        FZ_REQUIRE(fz_same_page(&after, &expected),
                   "foodtruck_weather_set_city(%d) %s: the page is " FZ_PAGE_FORMAT ", expected " FZ_PAGE_FORMAT, (int)city,
                   status == FOODTRUCK_OK ? "took the reports" : "refused them", FZ_PAGE_FIELDS(after),
                   FZ_PAGE_FIELDS(expected));
        fz_check_page(truck, city, &after);
    }
    for (size_t i = 0; i < built; i++) free(minutes[i]);
    free(spots);
}

static inline void fz_call_weather_city(fz_input *in, const foodtruck_truck *truck) {
    foodtruck_city city = fz_city(in);
    fz_frame f = fz_frame_for(truck);
    foodtruck_city_weather *page = fz_u8(in) < 8 ? NULL : fz_out(&f, sizeof *page);
    foodtruck_status status = fz_check(&f, "foodtruck_weather_city", foodtruck_weather_city(truck, city, page));
    if (page != NULL) fz_expect_valid("foodtruck_weather_city", status, fz_is_live(truck), fz_one_city(city));
    if (status == FOODTRUCK_OK) fz_check_page(truck, city, page);
    fz_release(&f);
}

typedef struct fz_weather_text_rule {
    foodtruck_weather_text_kind kind;
} fz_weather_text_rule;

/* Every page text has words but the rain line (empty without the weather card); the
 * attribution link is an https address. */
static inline void fz_check_weather_text(const fz_result *result, void *context) {
    const fz_weather_text_rule *rule = (const fz_weather_text_rule *)context;
    const char *text = (const char *)result->data;
    FZ_REQUIRE(rule->kind == FOODTRUCK_WEATHER_TEXT_RAIN || result->length > 0, "foodtruck_weather_text(%d) is empty",
               (int)rule->kind);
    FZ_REQUIRE(rule->kind != FOODTRUCK_WEATHER_TEXT_ATTRIBUTION_LINK || strncmp(text, "https://", 8) == 0,
               "the attribution link is \"%s\"", text);
}

static inline void fz_call_weather_text(fz_input *in, const foodtruck_truck *truck) {
    foodtruck_city city = fz_city(in);
    fz_weather_text_rule rule = {fz_weather_text_kind(in)};
    FZ_TEXT("foodtruck_weather_text", truck, fz_u8(in), fz_check_weather_text, &rule,
            foodtruck_weather_text(truck, city, rule.kind, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_STATUS_CALL(status, "foodtruck_weather_text", truck, foodtruck_weather_text(truck, city, rule.kind, NULL, 0, NULL));
    fz_expect_valid("foodtruck_weather_text", status, fz_is_live(truck),
                    fz_one_city(city) && (int)rule.kind >= 0 && (int)rule.kind < 13);
}

static inline void fz_call_weather_condition_texts(fz_input *in, const foodtruck_truck *truck) {
    foodtruck_weather_condition condition = fz_weather_condition(in);
    bool valid = fz_condition_valid(condition);
    FZ_TEXT("foodtruck_weather_condition_name", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_weather_condition_name",
            foodtruck_weather_condition_name(truck, condition, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_STATUS_CALL(named, "foodtruck_weather_condition_name", truck,
                   foodtruck_weather_condition_name(truck, condition, NULL, 0, NULL));
    fz_expect_valid("foodtruck_weather_condition_name", named, fz_is_live(truck), valid);
    FZ_TEXT_PURE("foodtruck_weather_condition_symbol", fz_u8(in), fz_check_symbol, (void *)"foodtruck_weather_condition_symbol",
                 foodtruck_weather_condition_symbol(condition, FZ_BUF, FZ_CAP, FZ_LEN));
    char symbol[64];
    FZ_PURE_CALL(symbolized, "foodtruck_weather_condition_symbol",
                 foodtruck_weather_condition_symbol(condition, symbol, sizeof symbol, NULL));
    fz_expect_valid("foodtruck_weather_condition_symbol", symbolized, true, valid);
    if (condition == FOODTRUCK_WEATHER_CONDITION_CLEAR) {
        FZ_REQUIRE(strcmp(symbol, "sun.max") == 0, "clear's symbol is \"%s\"", symbol);
    }
}

/* A badge or card length: the widths badges have, the limits, or any double. */
static inline double fz_badge_length(fz_input *in, double usual) {
    static const double special[] = {0, 8, 40, 60, 64.5, 100, 150, 200, 250, 300, 1e9, 1e9 + 1, -0.0, -1, NAN, INFINITY};
    uint8_t pick = fz_u8(in);
    if (pick < 96) return usual;
    if (pick < 200) return special[pick % FZ_NELEMS(special)];
    return fz_double(in);
}

/* 3 when the three badges and two spacings fit, else 2 when two and a spacing do, else 1; at a
 * sum within rounding of the width either neighbour is taken. */
static inline void fz_call_weather_badge_count(fz_input *in) {
    double width = fz_badge_length(in, 250), temperature = fz_badge_length(in, 60), popular = fz_badge_length(in, 70),
           trending = fz_badge_length(in, 80), spacing = fz_badge_length(in, 8);
    fz_frame f = fz_frame_pure();
    size_t *count = fz_u8(in) < 8 ? NULL : fz_out(&f, sizeof *count);
    foodtruck_status status =
        fz_check(&f, "foodtruck_weather_badge_count", foodtruck_weather_badge_count(width, temperature, popular, trending, spacing, count));
    double lengths[] = {width, temperature, popular, trending, spacing};
    bool valid = true;
    for (size_t i = 0; i < FZ_NELEMS(lengths); i++) valid = valid && lengths[i] >= 0 && lengths[i] <= 1e9;
    if (count != NULL) fz_expect_valid("foodtruck_weather_badge_count", status, true, valid);
    if (status == FOODTRUCK_OK) {
        double three = temperature + popular + trending + 2 * spacing, two = temperature + popular + spacing;
        double slack = (width + three) * 1e-12;
        size_t expected = three <= width ? 3 : two <= width ? 2 : 1;
        bool near = fabs(three - width) <= slack || fabs(two - width) <= slack;
        FZ_REQUIRE(*count >= 1 && *count <= 3 && (near || *count == expected),
                   "foodtruck_weather_badge_count(%.17g, %.17g, %.17g, %.17g, %.17g) is %zu, expected %zu", width,
                   temperature, popular, trending, spacing, *count, expected);
    }
    fz_release(&f);
}

/* A legal page address: https ones, "", the prefix alone, other schemes and cases, a combining
 * mark after the prefix, bad UTF-8, 2048 bytes and one more, NULL, or raw input bytes. */
static inline const char *fz_legal_page(fz_input *in, char dst[FOODTRUCK_WEATHER_LEGAL_PAGE_MAX_BYTES + 2]) {
    static const char *const pages[] = {"https://example.com/legal", "", "https://", "https://a", "http://example.com",
                                        "HTTPS://example.com", " https://example.com", "https://\xcc\x81x",
                                        "https://example.com/\xff", "https://\xd8\xa7\xd9\x84", "ftp://x"};
    uint8_t pick = fz_u8(in);
    if (pick < 8) return NULL;
    if (pick < 160) return strcpy(dst, pages[pick % FZ_NELEMS(pages)]);
    if (pick < 200) {
        size_t length = FOODTRUCK_WEATHER_LEGAL_PAGE_MAX_BYTES + (pick & 1);
        memcpy(dst, "https://", 8);
        memset(dst + 8, 'a', length - 8);
        dst[length] = '\0';
        return dst;
    }
    char raw[64];
    fz_short_text(in, raw);
    snprintf(dst, FOODTRUCK_WEATHER_LEGAL_PAGE_MAX_BYTES + 2, "%s%s", pick & 1 ? "https://" : "", raw);
    return dst;
}

/* foodtruck_weather_set_legal_page of address: "" or an https address of at most 2048 bytes is the
 * attribution link afterwards ("" the fallback), anything else refused and the link kept. (The
 * prefix alone, or followed by a combining mark, which Swift reads as part of the slash, may go
 * either way.) Returns the status. */
static inline foodtruck_status fz_weather_set_legal_page(foodtruck_truck *truck, const char *address) {
    bool live = fz_is_live(truck), compare = live && !fz_has_callback(truck);
    char before[FOODTRUCK_WEATHER_LEGAL_PAGE_MAX_BYTES + 1], after[sizeof before];
    if (compare) {
        compare = foodtruck_weather_text(truck, FOODTRUCK_CITY_LONDON, FOODTRUCK_WEATHER_TEXT_ATTRIBUTION_LINK, before,
                                         sizeof before, NULL) == FOODTRUCK_OK;
    }
    FZ_STATUS_CALL(status, "foodtruck_weather_set_legal_page", truck, foodtruck_weather_set_legal_page(truck, address));
    if (live) {
        size_t length = address == NULL ? 0 : strlen(address);
        bool https = length > 8 && strncmp(address, "https://", 8) == 0;
        foodtruck_status verdict = address == NULL                                      ? FOODTRUCK_ERR_NULL_ARGUMENT
                                   : length > FOODTRUCK_WEATHER_LEGAL_PAGE_MAX_BYTES     ? FOODTRUCK_ERR_INVALID_ARGUMENT
                                   : !fz_utf8_valid(address, length)                    ? FOODTRUCK_ERR_INVALID_UTF8
                                   : length == 0 || (https && (unsigned char)address[8] < 0x80) ? FOODTRUCK_OK
                                   : strncmp(address, "https://", 8) != 0 ? FOODTRUCK_ERR_INVALID_ARGUMENT
                                                                          : status; /* either way */
        FZ_REQUIRE(status == verdict && (status == FOODTRUCK_OK || status == FOODTRUCK_ERR_INVALID_ARGUMENT ||
                                         status == FOODTRUCK_ERR_NULL_ARGUMENT || status == FOODTRUCK_ERR_INVALID_UTF8),
                   "foodtruck_weather_set_legal_page(\"%.80s\") gave %s, expected %s", address == NULL ? "(NULL)" : address,
                   foodtruck_status_string(status), foodtruck_status_string(verdict));
    }
    if (compare && foodtruck_weather_text(truck, FOODTRUCK_CITY_LONDON, FOODTRUCK_WEATHER_TEXT_ATTRIBUTION_LINK, after,
                                          sizeof after, NULL) == FOODTRUCK_OK) {
        const char *expected = status != FOODTRUCK_OK ? before : address[0] == '\0' ? FZ_FALLBACK_PAGE : address;
        FZ_REQUIRE(strcmp(after, expected) == 0, "after foodtruck_weather_set_legal_page gave %s the link is \"%.80s\", expected \"%.80s\"",
                   foodtruck_status_string(status), after, expected);
    }
    return status;
}

static inline void fz_call_weather_set_legal_page(fz_input *in, foodtruck_truck *truck) {
    char text[FOODTRUCK_WEATHER_LEGAL_PAGE_MAX_BYTES + 2];
    fz_weather_set_legal_page(truck, fz_legal_page(in, text));
}

/* foodtruck_weather_set_unit, then foodtruck_weather_unit reads it back. */
static inline void fz_call_weather_unit(fz_input *in, foodtruck_truck *truck) {
    foodtruck_temperature_unit unit = fz_temperature_unit(in);
    bool valid = (int)unit >= 0 && (int)unit < 2;
    FZ_STATUS_CALL(status, "foodtruck_weather_set_unit", truck, foodtruck_weather_set_unit(truck, unit));
    fz_expect_range("foodtruck_weather_set_unit", truck, status, valid);
    FZ_GETTER(got, shown, foodtruck_temperature_unit, "foodtruck_weather_unit", truck, fz_u8(in) < 16,
              foodtruck_weather_unit(truck, shown));
    if (got == FOODTRUCK_OK) {
        FZ_REQUIRE((int)*shown >= 0 && (int)*shown < 2 && (status != FOODTRUCK_OK || fz_has_callback(truck) || *shown == unit),
                   "foodtruck_weather_unit gave %d after foodtruck_weather_set_unit(%d) gave %s", (int)*shown, (int)unit,
                   foodtruck_status_string(status));
    }
    fz_release(&got_frame);
}

typedef struct fz_temperature_rule {
    double celsius;
    foodtruck_temperature_unit unit;
    foodtruck_locale locale;
} fz_temperature_rule;

/* "72°F", "-4°C"; in Arabic "٧٢°ف", "؜-٤°م" (the Arabic letter mark before a minus): whole
 * degrees within a half of the value in the unit, no leading zero, no minus zero. */
static inline void fz_check_temperature(const fz_result *result, void *context) {
    const fz_temperature_rule *rule = (const fz_temperature_rule *)context;
    const unsigned char *text = (const unsigned char *)result->data;
    bool arabic = rule->locale == FOODTRUCK_LOCALE_AR, fahrenheit = rule->unit == FOODTRUCK_TEMPERATURE_UNIT_FAHRENHEIT;
    size_t at = 0, digits = 0;
    long value = 0;
    bool negative = false, leading_zero = false;
    const char *minus = arabic ? "\xd8\x9c-" : "-";
    if (strncmp((const char *)text, minus, strlen(minus)) == 0) negative = true, at = strlen(minus);
    for (;;) {
        int digit;
        if (arabic && text[at] == 0xD9 && text[at + 1] >= 0xA0 && text[at + 1] <= 0xA9) {
            digit = text[at + 1] - 0xA0, at += 2;
        } else if (!arabic && text[at] >= '0' && text[at] <= '9') {
            digit = text[at] - '0', at += 1;
        } else {
            break;
        }
        if (digits == 0 && digit == 0) leading_zero = true;
        if (digits < 6) value = value * 10 + digit;
        digits++;
    }
    const char *unit = arabic ? (fahrenheit ? "\xc2\xb0\xd9\x81" : "\xc2\xb0\xd9\x85") : (fahrenheit ? "\xc2\xb0" "F" : "\xc2\xb0" "C");
    double expected = fahrenheit ? rule->celsius * 9 / 5 + 32 : rule->celsius;
    double shown = negative ? -(double)value : (double)value;
    FZ_REQUIRE(digits >= 1 && digits <= 3 && (!leading_zero || digits == 1) && !(negative && value == 0) &&
                   strcmp((const char *)text + at, unit) == 0 && fabs(shown - expected) <= 0.5 + 1e-9,
               "%.17g °C is \"%s\" (%s, %s)", rule->celsius, (const char *)text, fahrenheit ? "°F" : "°C",
               arabic ? "Arabic" : "English");
}

static inline void fz_call_weather_temperature_text(fz_input *in, const foodtruck_truck *truck) {
    fz_temperature_rule rule = {fz_celsius(in), FOODTRUCK_TEMPERATURE_UNIT_FAHRENHEIT, FOODTRUCK_LOCALE_EN};
    if (fz_is_live(truck)) {
        FZ_REQUIRE(foodtruck_weather_unit(truck, &rule.unit) == FOODTRUCK_OK && foodtruck_truck_locale(truck, &rule.locale) == FOODTRUCK_OK,
                   "harness: the unit and locale of a live truck cannot be read: %s", foodtruck_last_error());
    }
    FZ_TEXT("foodtruck_weather_temperature_text", truck, fz_u8(in), fz_check_temperature, &rule,
            foodtruck_weather_temperature_text(truck, rule.celsius, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_STATUS_CALL(status, "foodtruck_weather_temperature_text", truck,
                   foodtruck_weather_temperature_text(truck, rule.celsius, NULL, 0, NULL));
    fz_expect_valid("foodtruck_weather_temperature_text", status, fz_is_live(truck), fz_celsius_valid(rule.celsius));
}

/* The Forecast card's hours at now, read without the oracles (count 0 when it cannot be). */
static inline size_t fz_forecast_chart(const foodtruck_truck *truck, int64_t now, foodtruck_forecast_hour hours[25]) {
    size_t count = 0;
    memset(hours, 0, 25 * sizeof *hours);
    if (foodtruck_chart_forecast(truck, now, hours, 25, &count, NULL) != FOODTRUCK_OK) return 0;
    return count;
}

/* foodtruck_weather_set_forecast: mostly hours an hour apart from around the local hour of now,
 * one of them now and then repeated, out of order, a millisecond or half an hour on, or with an
 * odd temperature; counts up to 32, the limit (240) and past it. Valid hours are taken and
 * charted from the local hour containing now on (the placeholder once none is left), anything
 * else refused with the chart unchanged. */
static inline void fz_call_weather_set_forecast(fz_input *in, foodtruck_truck *truck, int64_t now) {
    static const size_t rare[] = {0, 25, 26, 240, 241, 1000, (size_t)PTRDIFF_MAX, FZ_HUGE_CAPACITY, SIZE_MAX};
    uint8_t shape = fz_u8(in);
    size_t count = shape < 200 ? shape % 32 : rare[shape % FZ_NELEMS(rare)];
    /* A count beyond the hours built is only ever passed with NULL hours. */
    size_t built = count <= FZ_MAX_HOURS ? count : 0;
    foodtruck_hour_weather *hours = built > 0 ? (foodtruck_hour_weather *)calloc(built, sizeof *hours) : NULL;
    int64_t start = fz_u8(in) < 220 ? fz_add_instant(now - fz_floor_mod(now, FZ_HOUR), ((int64_t)fz_choice(in, 8) - 3) * FZ_HOUR)
                                    : fz_instant(in, now);
    uint8_t glitch_kind = fz_u8(in);
    size_t glitch = built > 0 ? fz_u8(in) % built : 0;
    double base = fz_celsius(in);
    for (size_t i = 0; i < built; i++) {
        static const int64_t steps[] = {0, -FZ_HOUR, 1, FZ_HOUR / 2, FZ_HOUR, FZ_HOUR};
        int64_t step = i == glitch ? steps[glitch_kind % FZ_NELEMS(steps)] : FZ_HOUR;
        hours[i].at = i == 0 ? start : fz_add_instant(hours[i - 1].at, step);
        hours[i].temperature_c = fz_celsius_valid(base) ? fmin(100, fmax(-100, base + (double)(i % 5) - 2)) : base;
        if (i == glitch && glitch_kind % 8 == 7) hours[i].temperature_c = fz_celsius(in);
        hours[i].daylight = i % 24 < 12;
    }
    const foodtruck_hour_weather *given = fz_u8(in) < 8 ? NULL : hours;
    bool valid = count <= 240 && (count == 0 || given != NULL);
    for (size_t i = 0; valid && i < count; i++) {
        valid = fz_instant_valid(hours[i].at) && (i == 0 || hours[i - 1].at < hours[i].at) &&
                fz_celsius_valid(hours[i].temperature_c);
    }
    bool live = fz_is_live(truck), compare = live && !fz_has_callback(truck);
    foodtruck_forecast_hour before[25], after[25];
    size_t charted = compare ? fz_forecast_chart(truck, now, before) : 0;
    if (live) fz_set_has_forecast(truck, true);
    FZ_STATUS_CALL(status, "foodtruck_weather_set_forecast", truck, foodtruck_weather_set_forecast(truck, given, count));
    if (live) {
        FZ_REQUIRE(valid ? status == FOODTRUCK_OK
                         : status == FOODTRUCK_ERR_INVALID_ARGUMENT || status == FOODTRUCK_ERR_NULL_ARGUMENT,
                   "foodtruck_weather_set_forecast(%zu hours) gave %s for %s hours: %s", count,
                   foodtruck_status_string(status), valid ? "valid" : "invalid", foodtruck_last_error());
    }
    if (compare && charted > 0) {
        size_t now_charted = fz_forecast_chart(truck, now, after);
        if (status != FOODTRUCK_OK) {
            bool same = now_charted == charted;
            for (size_t i = 0; same && i < charted; i++) {
                same = before[i].at == after[i].at && before[i].degrees_f == after[i].degrees_f &&
                       before[i].daylight == after[i].daylight;
            }
            FZ_REQUIRE(same, "a refused foodtruck_weather_set_forecast changed the Forecast card");
        } else {
            int64_t hour_start = now - fz_floor_mod(now + fz_offset_ms(truck), FZ_HOUR);
            size_t first = 0;
            while (first < count && hours[first].at < hour_start) first++;
            size_t expected = count - first < 25 ? count - first : 25;
            if (expected == 0) {
                FZ_REQUIRE(now_charted == 25 && after[0].at == hour_start,
                           "with no forecast hour left the card shows %zu hours from %lld, not the placeholder",
                           now_charted, (long long)after[0].at);
            } else {
                FZ_REQUIRE(now_charted == expected, "the card charts %zu hours of a forecast with %zu left", now_charted,
                           expected);
                for (size_t i = 0; i < expected; i++) {
                    const foodtruck_hour_weather *hour = &hours[first + i];
                    double fahrenheit = hour->temperature_c * 9 / 5 + 32;
                    FZ_REQUIRE(after[i].at == hour->at && fabs(after[i].degrees_f - fahrenheit) <= 0.5 + 1e-9 &&
                                   after[i].daylight == hour->daylight,
                               "the card's hour %zu is %lld, %d °F, daylight %d; the forecast's %lld, %.17g °C, daylight %d",
                               i, (long long)after[i].at, (int)after[i].degrees_f, (int)after[i].daylight,
                               (long long)hour->at, hour->temperature_c, (int)hour->daylight);
                }
            }
        }
    }
    free(hours);
}

#endif
