/* SPDX-License-Identifier: Apache-2.0 */
/* test_padding.c: every struct the library writes out has its padding zeroed (the "Outputs"
 * convention of foodtruck.h). Stale bytes there would leak the library's memory (once an
 * address) to the caller and make two equal answers differ under memcmp; under valgrind,
 * reading them is "Conditional jump depends on uninitialised value".
 *
 * Each call writes into caller memory filled with 0xAA, then every byte of each element
 * written that no field covers must be 0. The padding is found from the fields' offsetof and
 * sizeof, so the test holds for any ABI; it counts the padding bytes it checked, and those of
 * x86-64 and AArch64 are worked out below. Compiles as C and as C++. */
#include "check.h"

#include <stddef.h>
#include <stdlib.h>

#define T0 INT64_C(1796000000000) /* 2026-11-30 00:53:20 UTC */
#define MAY6 INT64_C(1651795200000) /* 2022-05-06 00:00 UTC */

typedef struct span {
    size_t offset, size;
} span;

#define FIELD(type, member) {offsetof(type, member), sizeof(((type *)0)->member)}
#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

static const span DONUT[] = {FIELD(foodtruck_donut, id), FIELD(foodtruck_donut, dough),
                             FIELD(foodtruck_donut, glaze), FIELD(foodtruck_donut, topping),
                             FIELD(foodtruck_donut, flavors), FIELD(foodtruck_donut, most_potent_flavor),
                             FIELD(foodtruck_donut, most_potent_value), FIELD(foodtruck_donut, is_custom)};
static const span DONUT_SALES[] = {FIELD(foodtruck_donut_sales, donut_id), FIELD(foodtruck_donut_sales, sales)};
static const span CITY_WEATHER[] = {
    FIELD(foodtruck_city_weather, cloud_cover),      FIELD(foodtruck_city_weather, temperature_c),
    FIELD(foodtruck_city_weather, condition),        FIELD(foodtruck_city_weather, source),
    FIELD(foodtruck_city_weather, rain),             FIELD(foodtruck_city_weather, recommended_spot),
    FIELD(foodtruck_city_weather, shown_spot),       FIELD(foodtruck_city_weather, cloud_percent),
    FIELD(foodtruck_city_weather, shows_weather_card)};
static const span TIMER[] = {FIELD(foodtruck_timer, starts_at), FIELD(foodtruck_timer, ends_at),
                             FIELD(foodtruck_timer, remaining_ms), FIELD(foodtruck_timer, fraction_done),
                             FIELD(foodtruck_timer, finished)};
static const span ACTIVITY[] = {
    FIELD(foodtruck_activity, id),         FIELD(foodtruck_activity, order_number),
    FIELD(foodtruck_activity, state),      FIELD(foodtruck_activity, timer_start),
    FIELD(foodtruck_activity, timer_end),  FIELD(foodtruck_activity, relevance),
    FIELD(foodtruck_activity, started_at), FIELD(foodtruck_activity, stale_at),
    FIELD(foodtruck_activity, ended_at),   FIELD(foodtruck_activity, dismiss_at)};
static const span ACCOUNT_VIEW[] = {
    FIELD(foodtruck_account_view, state),          FIELD(foodtruck_account_view, shows_user_name),
    FIELD(foodtruck_account_view, shows_sign_in),  FIELD(foodtruck_account_view, shows_sign_up),
    FIELD(foodtruck_account_view, shows_sign_out), FIELD(foodtruck_account_view, shows_sign_out_confirmation),
    FIELD(foodtruck_account_view, shows_failure),  FIELD(foodtruck_account_view, failure)};
static const span GAUGE_SEGMENT[] = {FIELD(foodtruck_gauge_segment, frame), FIELD(foodtruck_gauge_segment, filled),
                                     FIELD(foodtruck_gauge_segment, left_radius),
                                     FIELD(foodtruck_gauge_segment, right_radius)};
static const span GALLERY_GRID[] = {FIELD(foodtruck_gallery_grid, cell_width), FIELD(foodtruck_gallery_grid, thumbnail),
                                    FIELD(foodtruck_gallery_grid, columns), FIELD(foodtruck_gallery_grid, reduced)};
static const span FORECAST_HOUR[] = {FIELD(foodtruck_forecast_hour, at), FIELD(foodtruck_forecast_hour, degrees_f),
                                     FIELD(foodtruck_forecast_hour, daylight)};
static const span FEED_POST[] = {FIELD(foodtruck_feed_post, posted_at), FIELD(foodtruck_feed_post, id),
                                 FIELD(foodtruck_feed_post, donut_id),  FIELD(foodtruck_feed_post, author),
                                 FIELD(foodtruck_feed_post, media),     FIELD(foodtruck_feed_post, tag_count),
                                 FIELD(foodtruck_feed_post, plus)};
static const span PRODUCT_INFO[] = {
    FIELD(foodtruck_product_info, price_cents),   FIELD(foodtruck_product_info, intro_cents),
    FIELD(foodtruck_product_info, currency),      FIELD(foodtruck_product_info, period),
    FIELD(foodtruck_product_info, intro_payment), FIELD(foodtruck_product_info, intro_period),
    FIELD(foodtruck_product_info, intro_period_count), FIELD(foodtruck_product_info, group_level),
    FIELD(foodtruck_product_info, is_subscription)};
static const span ENTITLEMENTS[] = {
    FIELD(foodtruck_entitlements, expires_at),       FIELD(foodtruck_entitlements, plan),
    FIELD(foodtruck_entitlements, next_plan),        FIELD(foodtruck_entitlements, history_unlocked),
    FIELD(foodtruck_entitlements, social_feed_plus_active), FIELD(foodtruck_entitlements, renewal_changes_plan)};
static const span SUBSCRIPTION_SHEET[] = {FIELD(foodtruck_subscription_sheet, selection),
                                          FIELD(foodtruck_subscription_sheet, button),
                                          FIELD(foodtruck_subscription_sheet, purchase_enabled)};
static const span REFUND_ROW[] = {FIELD(foodtruck_refund_row, transaction_id), FIELD(foodtruck_refund_row, purchased_at),
                                  FIELD(foodtruck_refund_row, product), FIELD(foodtruck_refund_row, selected)};

static size_t padding_checked = 0;

/* Checks the padding of `count` elements of `size` bytes at `bytes`: each byte no field covers
 * must be 0. Returns how many padding bytes one element has. */
static size_t check_padding(const char *call, const void *bytes, size_t size, size_t count, const span *fields,
                            size_t field_count) {
    unsigned char *covered = (unsigned char *)calloc(size, 1);
    CHECK(covered != NULL);
    if (covered == NULL) return 0;
    for (size_t f = 0; f < field_count; f++) memset(covered + fields[f].offset, 1, fields[f].size);
    size_t padding = 0;
    for (size_t i = 0; i < size; i++) padding += covered[i] ? 0 : 1;
    const unsigned char *element = (const unsigned char *)bytes;
    for (size_t e = 0; e < count; e++, element += size) {
        char shown[3 * 64 + 1] = "";
        size_t stale = 0, at = 0;
        for (size_t i = 0; i < size; i++) {
            if (covered[i]) continue;
            stale += element[i] != 0;
            if (at + 4 <= sizeof shown) at += (size_t)snprintf(shown + at, sizeof shown - at, " %02x", element[i]);
        }
        check_count++;
        padding_checked += padding;
        if (stale == 0) continue;
        check_failures++;
        fprintf(stderr, "%s: element %zu has padding%s, expected all 0\n", call, e, shown);
    }
    free(covered);
    return padding;
}

#define CHECK_PADDING(call, array, count, fields)                                                                  \
    check_padding(call, array, sizeof((array)[0]), count, fields, COUNT(fields))

/* ---- Single out-parameters ---------------------------------------------------------------- */

static void test_single_outputs(foodtruck_truck *truck, int32_t preparing, int32_t activity) {
    foodtruck_donut donut[1];
    memset(donut, 0xAA, sizeof donut);
    CHECK_OK(foodtruck_donut_get(truck, 3, donut));
    CHECK_INT(donut[0].id, 3);
    CHECK_PADDING("foodtruck_donut_get", donut, 1, DONUT);
    memset(donut, 0xAA, sizeof donut);
    CHECK_OK(foodtruck_donut_template(truck, donut));
    CHECK_PADDING("foodtruck_donut_template", donut, 1, DONUT);

    foodtruck_city_weather weather[1];
    memset(weather, 0xAA, sizeof weather);
    CHECK_OK(foodtruck_weather_city(truck, FOODTRUCK_CITY_SAN_FRANCISCO, weather));
    CHECK_PADDING("foodtruck_weather_city", weather, 1, CITY_WEATHER);

    foodtruck_timer timer[1];
    memset(timer, 0xAA, sizeof timer);
    CHECK_OK(foodtruck_timer_get(truck, preparing, T0 + 1000, timer));
    CHECK_INT(timer[0].starts_at, T0);
    CHECK_PADDING("foodtruck_timer_get", timer, 1, TIMER);

    foodtruck_activity live[1];
    memset(live, 0xAA, sizeof live);
    CHECK_OK(foodtruck_activity_get(truck, activity, live));
    CHECK_INT(live[0].order_number, preparing);
    CHECK_PADDING("foodtruck_activity_get", live, 1, ACTIVITY);

    foodtruck_account_view screen[1];
    memset(screen, 0xAA, sizeof screen);
    CHECK_OK(foodtruck_account_screen(truck, screen));
    CHECK_PADDING("foodtruck_account_screen", screen, 1, ACCOUNT_VIEW);

    foodtruck_gallery_grid grid[1];
    memset(grid, 0xAA, sizeof grid);
    CHECK_OK(foodtruck_layout_gallery_grid(391, false, grid));
    CHECK_PADDING("foodtruck_layout_gallery_grid", grid, 1, GALLERY_GRID);

    foodtruck_product_info info[1];
    memset(info, 0xAA, sizeof info);
    CHECK_OK(foodtruck_store_product_info(truck, FOODTRUCK_STORE_MONTHLY_PLAN, info));
    CHECK_PADDING("foodtruck_store_product_info", info, 1, PRODUCT_INFO);

    foodtruck_entitlements entitled[1];
    memset(entitled, 0xAA, sizeof entitled);
    CHECK_OK(foodtruck_store_entitlements(truck, MAY6, entitled));
    CHECK_PADDING("foodtruck_store_entitlements", entitled, 1, ENTITLEMENTS);

    foodtruck_subscription_sheet sheet[1];
    memset(sheet, 0xAA, sizeof sheet);
    CHECK_OK(foodtruck_store_sheet(truck, sheet));
    CHECK_PADDING("foodtruck_store_sheet", sheet, 1, SUBSCRIPTION_SHEET);
}

/* ---- Arrays ---------------------------------------------------------------------------------- */

static void test_array_outputs(foodtruck_truck *truck) {
    size_t n = 0;
    foodtruck_donut_sales sales[8];
    memset(sales, 0xAA, sizeof sales);
    CHECK_OK(foodtruck_sales_top(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, T0, 5, sales, 8, &n));
    CHECK_INT(n, 5);
    CHECK_PADDING("foodtruck_sales_top", sales, n, DONUT_SALES);
    memset(sales, 0xAA, sizeof sales);
    CHECK_OK(foodtruck_chart_top_sales(truck, FOODTRUCK_TIMEFRAME_WEEK, T0, sales, 8, &n));
    CHECK_INT(n, 5);
    CHECK_PADDING("foodtruck_chart_top_sales", sales, n, DONUT_SALES);

    foodtruck_gauge_segment segments[16];
    memset(segments, 0xAA, sizeof segments);
    CHECK_OK(foodtruck_layout_segmented_gauge(8, 10, 200, false, segments, 16, &n));
    CHECK(n > 0);
    CHECK_PADDING("foodtruck_layout_segmented_gauge", segments, n, GAUGE_SEGMENT);

    foodtruck_forecast_hour hours[32];
    memset(hours, 0xAA, sizeof hours);
    CHECK_OK(foodtruck_chart_forecast(truck, T0, hours, 32, &n, NULL));
    CHECK_INT(n, 25);
    CHECK_PADDING("foodtruck_chart_forecast", hours, n, FORECAST_HOUR);

    foodtruck_feed_post posts[10];
    memset(posts, 0xAA, sizeof posts);
    CHECK_OK(foodtruck_feed_posts(42, T0, FOODTRUCK_FEED_SECTION_POSTS, true, false, posts, 10, &n));
    CHECK(n > 0);
    CHECK_PADDING("foodtruck_feed_posts", posts, n, FEED_POST);
    foodtruck_feed_tag tag;
    memset(&tag, 0, sizeof tag);
    tag.kind = FOODTRUCK_FEED_TAG_CITY;
    tag.subject = FOODTRUCK_CITY_SAN_FRANCISCO;
    memset(posts, 0xAA, sizeof posts);
    CHECK_OK(foodtruck_feed_filter(truck, 42, T0, true, tag, posts, 10, &n));
    CHECK(n > 0);
    CHECK_PADDING("foodtruck_feed_filter", posts, n, FEED_POST);

    foodtruck_store_transaction bought;
    memset(&bought, 0, sizeof bought);
    bought.transaction_id = 7;
    bought.product = FOODTRUCK_STORE_ANNUAL_HISTORY;
    bought.purchased_at = MAY6;
    bought.expires_at = FOODTRUCK_NO_TIME;
    bought.revoked_at = FOODTRUCK_NO_TIME;
    bought.verified = true;
    CHECK_OK(foodtruck_store_set_transactions(truck, &bought, 1));
    foodtruck_refund_row rows[10];
    memset(rows, 0xAA, sizeof rows);
    CHECK_OK(foodtruck_store_refund_rows(truck, MAY6, rows, 10, &n));
    CHECK_INT(n, 1);
    CHECK_INT(rows[0].transaction_id, 7);
    CHECK_PADDING("foodtruck_store_refund_rows", rows, n, REFUND_ROW);
}

/* The padding one element of each struct has on x86-64 and AArch64 (LP64: int64_t and double
 * are 8-aligned, enums 4 bytes, bool 1): worked out from the field types, it shows the checks
 * above look at real padding. */
static void test_the_padding_is_real(void) {
#if defined(__x86_64__) || defined(__aarch64__)
    foodtruck_donut_sales sales[1];
    foodtruck_city_weather weather[1];
    foodtruck_donut donut[1];
    memset(sales, 0, sizeof sales);
    memset(weather, 0, sizeof weather);
    memset(donut, 0, sizeof donut);
    /* int32_t then int64_t: 4 bytes between. */
    CHECK_INT(CHECK_PADDING("sizes", sales, 1, DONUT_SALES), 4);
    /* 2 doubles, 3 enums, 3 int32_t, 1 bool: 41 bytes, rounded up to 48. */
    CHECK_INT(CHECK_PADDING("sizes", weather, 1, CITY_WEATHER), 7);
    /* 4 int32_t, 6 int32_t flavors, an enum, an int32_t and a bool: 49 bytes, rounded to 52. */
    CHECK_INT(CHECK_PADDING("sizes", donut, 1, DONUT), 3);
#endif
}

int main(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    CHECK_OK(foodtruck_truck_simulate(truck, 7, T0, 30));
    foodtruck_order_line line;
    line.donut_id = 0;
    line.quantity = 2;
    int32_t number = 0, activity = -1;
    CHECK_OK(foodtruck_order_place(truck, &line, 1, T0, &number));
    CHECK_OK(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_PREPARE, T0));
    CHECK_OK(foodtruck_activity_for_order(truck, number, &activity));

    test_single_outputs(truck, number, activity);
    test_array_outputs(truck);
    test_the_padding_is_real();
    foodtruck_truck_free(truck);
    printf("test_padding: %zu padding bytes checked\n", padding_checked);
    CHECK(padding_checked > 0);
    return check_report("test_padding");
}
