/* SPDX-License-Identifier: Apache-2.0 */
/* test_widgets.c: the three timeline widgets through the C ABI (docs/domain.md §8, §6.8,
 * decisions 4, 8 and 9): names, descriptions and families; each timeline's entries, policy and
 * reload instant; the Daily Donut's entries and trends from a week of known orders; the Orders
 * widget's day of orders against the quota setting, its texts in English and Arabic and its
 * gauge; the Parking Spot widget's spot and the cities' abbreviations. Expected values are
 * worked out by hand from the orders placed, never recomputed. */
#include "check.h"

#define HOUR INT64_C(3600000)
#define DAY INT64_C(86400000)
/* 2026-11-28 12:00:00 UTC, and the midnight that ends that day. */
#define NOON (INT64_C(20785) * DAY + 12 * HOUR)
#define MIDNIGHT (INT64_C(20786) * DAY)

static void place(foodtruck_truck *truck, int32_t donut, int32_t quantity, int64_t at) {
    foodtruck_order_line line;
    line.donut_id = donut;
    line.quantity = quantity;
    int32_t number = 0;
    CHECK_OK(foodtruck_order_place(truck, &line, 1, at, &number));
}

static void test_names(foodtruck_truck *truck) {
    static const char *const NAMES[3] = {"Daily Donut", "Orders", "Parking Spot"};
    static const char *const ARABIC[3] = {
        "\xd8\xaf\xd9\x88\xd9\x86\xd8\xa7\xd8\xaa \xd8\xa7\xd9\x84\xd9\x8a\xd9\x88\xd9\x85", /* دونات اليوم */
        "\xd8\xa7\xd9\x84\xd8\xb7\xd9\x84\xd8\xa8\xd8\xa7\xd8\xaa",                         /* الطلبات */
        "\xd9\x85\xd9\x88\xd9\x82\xd9\x81 \xd8\xa7\xd9\x84\xd8\xb4\xd8\xa7\xd8\xad\xd9\x86\xd8\xa9"}; /* موقف الشاحنة */
    static const char *const DESCRIPTIONS[3] = {
        "Showcasing the latest trending donuts.",
        "Information about Food Truck's orders and daily quotas.",
        "Information about your Food Truck's parking spot."};
    char text[128];
    size_t length = 0;
    for (int i = 0; i < 3; i++) {
        foodtruck_widget_kind kind = (foodtruck_widget_kind)i;
        CHECK_OK(foodtruck_widget_name(truck, kind, text, sizeof text, NULL));
        CHECK_STR(text, NAMES[i]);
        CHECK_OK(foodtruck_widget_description(truck, kind, text, sizeof text, NULL));
        CHECK_STR(text, DESCRIPTIONS[i]);
        CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
        CHECK_OK(foodtruck_widget_name(truck, kind, text, sizeof text, NULL));
        CHECK_STR(text, ARABIC[i]);
        CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
    }
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_widget_description(truck, FOODTRUCK_WIDGET_DAILY_DONUT, text, sizeof text, NULL));
    /* يعرض أحدث الدونات الرائجة. */
    CHECK_STR(text, "\xd9\x8a\xd8\xb9\xd8\xb1\xd8\xb6 \xd8\xa3\xd8\xad\xd8\xaf\xd8\xab \xd8\xa7\xd9\x84\xd8\xaf"
                    "\xd9\x88\xd9\x86\xd8\xa7\xd8\xaa \xd8\xa7\xd9\x84\xd8\xb1\xd8\xa7\xd8\xa6\xd8\xac\xd8\xa9.");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
    /* "Daily Donut" is 11 bytes: 11 is too small and writes nothing but the length. */
    memset(text, 'x', sizeof text);
    CHECK_STATUS(foodtruck_widget_name(truck, FOODTRUCK_WIDGET_DAILY_DONUT, text, 11, &length),
                 FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(length, 11);
    CHECK(text[0] == 'x');
    CHECK_STATUS(foodtruck_widget_name(truck, (foodtruck_widget_kind)3, text, sizeof text, NULL),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STR(foodtruck_last_error(), "foodtruck_widget_name: kind 3 is not a valid value");
}

static void test_families(void) {
    static const foodtruck_widget_family DAILY[4] = {FOODTRUCK_FAMILY_SMALL, FOODTRUCK_FAMILY_MEDIUM,
                                                     FOODTRUCK_FAMILY_LARGE, FOODTRUCK_FAMILY_EXTRA_LARGE};
    static const foodtruck_widget_family ORDERS[4] = {
        FOODTRUCK_FAMILY_ACCESSORY_RECTANGULAR, FOODTRUCK_FAMILY_ACCESSORY_CIRCULAR,
        FOODTRUCK_FAMILY_ACCESSORY_INLINE, FOODTRUCK_FAMILY_SMALL};
    static const foodtruck_widget_family PARKING[3] = {FOODTRUCK_FAMILY_ACCESSORY_RECTANGULAR,
                                                       FOODTRUCK_FAMILY_ACCESSORY_INLINE,
                                                       FOODTRUCK_FAMILY_ACCESSORY_CIRCULAR};
    foodtruck_widget_family families[8];
    size_t count = 0;
    CHECK_OK(foodtruck_widget_families(FOODTRUCK_WIDGET_DAILY_DONUT, families, 8, &count));
    CHECK_INT(count, 4);
    CHECK(memcmp(families, DAILY, sizeof DAILY) == 0);
    CHECK_OK(foodtruck_widget_families(FOODTRUCK_WIDGET_ORDERS, families, 8, &count));
    CHECK_INT(count, 4);
    CHECK(memcmp(families, ORDERS, sizeof ORDERS) == 0);
    CHECK_OK(foodtruck_widget_families(FOODTRUCK_WIDGET_PARKING_SPOT, families, 3, &count));
    CHECK_INT(count, 3);
    CHECK(memcmp(families, PARKING, sizeof PARKING) == 0);
    CHECK_STATUS(foodtruck_widget_families(FOODTRUCK_WIDGET_ORDERS, families, 3, &count),
                 FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(count, 4);

    /* The trend: medium, large and extra large. */
    static const bool TREND[7] = {false, true, true, true, false, false, false};
    for (int i = 0; i < 7; i++) {
        bool shows = !TREND[i];
        CHECK_OK(foodtruck_widget_shows_trend((foodtruck_widget_family)i, &shows));
        CHECK(shows == TREND[i]);
    }
    bool shows = true;
    CHECK_STATUS(foodtruck_widget_shows_trend((foodtruck_widget_family)7, &shows), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK(shows);
}

/* Today 4 x The Classic with 2 x Super Lemon, 4 x Cosmos, 1 x Lemon Chocolate sold in London;
 * yesterday 5 x Super Lemon; six days ago 1 x The Classic; seven days ago 9 x The Classic. */
static foodtruck_truck *week_of_orders(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    if (truck == NULL) return NULL;
    place(truck, 3, 4, NOON - 3 * HOUR);
    foodtruck_order_line lines[2] = {{0, 4}, {12, 2}};
    int32_t number = 0;
    CHECK_OK(foodtruck_order_place(truck, lines, 2, NOON - 2 * HOUR, &number));
    CHECK_OK(foodtruck_truck_set_city(truck, FOODTRUCK_CITY_LONDON));
    place(truck, 5, 1, NOON - HOUR);
    CHECK_OK(foodtruck_truck_set_city(truck, FOODTRUCK_CITY_CUPERTINO));
    place(truck, 12, 5, NOON - DAY);
    place(truck, 0, 1, NOON - 6 * DAY);
    place(truck, 0, 9, NOON - 7 * DAY);
    return truck;
}

static void test_daily_donut(void) {
    foodtruck_truck *truck = week_of_orders();
    if (truck == NULL) return;
    foodtruck_timeline timeline;
    CHECK_OK(foodtruck_widget_timeline(truck, FOODTRUCK_WIDGET_DAILY_DONUT, NOON, &timeline));
    CHECK_INT(timeline.entry_count, 5);
    CHECK_INT(timeline.policy, FOODTRUCK_RELOAD_AT_END);
    CHECK_INT(timeline.reload_at, NOON + 5 * HOUR);

    /* Ranked by today's sales in every city, ties by id, the first unsold donut fifth. */
    static const int32_t IDS[5] = {0, 3, 12, 5, 1};
    static const int64_t SALES[5] = {4, 4, 2, 1, 0};
    static const char *const NAMES[5] = {"The Classic", "Cosmos", "Super Lemon", "Lemon Chocolate",
                                         "Blueberry Frosted"};
    static const int64_t TRENDS[5][7] = {
        {1, 0, 0, 0, 0, 0, 4}, {0, 0, 0, 0, 0, 0, 4}, {0, 0, 0, 0, 0, 5, 2}, {0, 0, 0, 0, 0, 0, 1},
        {0, 0, 0, 0, 0, 0, 0}};
    foodtruck_daily_donut_entry entries[5];
    size_t count = 0;
    CHECK_OK(foodtruck_widget_daily_donut(truck, NOON, NULL, 0, &count));
    CHECK_INT(count, 5);
    CHECK_OK(foodtruck_widget_daily_donut(truck, NOON, entries, 5, &count));
    char name[64];
    for (int i = 0; i < 5; i++) {
        CHECK_INT(entries[i].at, NOON + i * HOUR);
        CHECK_INT(entries[i].rank, i + 1);
        CHECK_INT(entries[i].donut_id, IDS[i]);
        CHECK_INT(entries[i].sales, SALES[i]);
        CHECK_OK(foodtruck_donut_name(truck, entries[i].donut_id, name, sizeof name, NULL));
        CHECK_STR(name, NAMES[i]);
        foodtruck_sales_point points[7];
        CHECK_OK(foodtruck_widget_trend(truck, entries[i].donut_id, NOON, points, 7, &count));
        CHECK_INT(count, 7);
        for (int day = 0; day < 7; day++) {
            CHECK_INT(points[day].starts_at, (INT64_C(20779) + day) * DAY);
            CHECK_INT(points[day].sales, TRENDS[i][day]);
        }
    }
    /* Computed at now: at 23:00 the entries run past midnight and still show today's. */
    CHECK_OK(foodtruck_widget_daily_donut(truck, NOON + 11 * HOUR, entries, 5, &count));
    CHECK_INT(entries[4].at, NOON + 15 * HOUR);
    CHECK_INT(entries[4].donut_id, 1);
    /* At UTC-8 the local days begin at 08:00 UTC, before each day's orders here (09:00 UTC and
     * later): the trend's days start at 08:00 UTC and hold the same sales. */
    CHECK_OK(foodtruck_truck_set_utc_offset(truck, -480));
    foodtruck_sales_point points[7];
    CHECK_OK(foodtruck_widget_trend(truck, 12, NOON, points, 7, &count));
    CHECK_INT(points[6].starts_at, INT64_C(20785) * DAY + 8 * HOUR);
    CHECK_INT(points[6].sales, 2);
    CHECK_INT(points[5].sales, 5);
    /* An unknown donut has no trend, and nothing is written. */
    points[0].sales = -1;
    CHECK_STATUS(foodtruck_widget_trend(truck, 17, NOON, points, 7, &count), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_STR(foodtruck_last_error(), "foodtruck_widget_trend: no donut has id 17; ids run from 0 to 16");
    CHECK_INT(points[0].sales, -1);
    CHECK_STATUS(foodtruck_widget_trend(truck, 0, NOON, points, 6, &count), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(count, 7);
    CHECK_OK(foodtruck_truck_free(truck));
}

static void test_orders(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    if (truck == NULL) return;
    int32_t quota = 0;
    CHECK_OK(foodtruck_truck_widget_quota(truck, &quota));
    CHECK_INT(quota, 25);
    /* Yesterday's order does not count; today's do, whatever their status and city. */
    place(truck, 0, 1, NOON - 13 * HOUR);
    for (int i = 0; i < 6; i++) place(truck, 1, 1, NOON - i * 60000);
    CHECK_OK(foodtruck_truck_set_city(truck, FOODTRUCK_CITY_SAN_FRANCISCO));
    place(truck, 2, 1, NOON + HOUR);
    CHECK_OK(foodtruck_order_apply(truck, 8, FOODTRUCK_ORDER_PREPARE, NOON + HOUR));
    foodtruck_orders_entry entry;
    CHECK_OK(foodtruck_widget_orders(truck, NOON, &entry));
    CHECK_INT(entry.at, NOON);
    CHECK_INT(entry.orders, 7);
    CHECK_INT(entry.quota, 25);
    CHECK(entry.fraction == 0.28);

    static const foodtruck_widget_family FAMILIES[4] = {
        FOODTRUCK_FAMILY_SMALL, FOODTRUCK_FAMILY_ACCESSORY_RECTANGULAR, FOODTRUCK_FAMILY_ACCESSORY_INLINE,
        FOODTRUCK_FAMILY_ACCESSORY_CIRCULAR};
    static const char *const ENGLISH[4] = {"7 out of 25", "7 out of 25", "7 of 25 Orders", "7"};
    static const char *const ARABIC[4] = {
        "\xd9\xa7 \xd9\x85\xd9\x86 \xd8\xa3\xd8\xb5\xd9\x84 \xd9\xa2\xd9\xa5",                   /* ٧ من أصل ٢٥ */
        "\xd9\xa7 \xd9\x85\xd9\x86 \xd8\xa3\xd8\xb5\xd9\x84 \xd9\xa2\xd9\xa5",                   /* ٧ من أصل ٢٥ */
        "\xd9\xa7 \xd9\x85\xd9\x86 \xd9\xa2\xd9\xa5 \xd8\xb7\xd9\x84\xd8\xa8\xd9\x8b\xd8\xa7", /* ٧ من ٢٥ طلبًا */
        "\xd9\xa7"};                                                                             /* ٧ */
    char text[64];
    for (int i = 0; i < 4; i++) {
        CHECK_OK(foodtruck_widget_orders_text(truck, NOON, FAMILIES[i], text, sizeof text, NULL));
        CHECK_STR(text, ENGLISH[i]);
        CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
        CHECK_OK(foodtruck_widget_orders_text(truck, NOON, FAMILIES[i], text, sizeof text, NULL));
        CHECK_STR(text, ARABIC[i]);
        CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
    }
    /* The noun agrees with the quota: two, three to ten, a hundred; one, with no order yet. */
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_truck_set_widget_quota(truck, 2));
    CHECK_OK(foodtruck_widget_orders_text(truck, NOON, FOODTRUCK_FAMILY_ACCESSORY_INLINE, text, sizeof text, NULL));
    CHECK_STR(text, "\xd9\xa7 \xd9\x85\xd9\x86 \xd8\xb7\xd9\x84\xd8\xa8\xd9\x8a\xd9\x86"); /* ٧ من طلبين */
    CHECK_OK(foodtruck_truck_set_widget_quota(truck, 10));
    CHECK_OK(foodtruck_widget_orders_text(truck, NOON, FOODTRUCK_FAMILY_ACCESSORY_INLINE, text, sizeof text, NULL));
    CHECK_STR(text, "\xd9\xa7 \xd9\x85\xd9\x86 \xd9\xa1\xd9\xa0 \xd8\xb7\xd9\x84\xd8\xa8\xd8\xa7\xd8\xaa"); /* ٧ من ١٠ طلبات */
    CHECK_OK(foodtruck_truck_set_widget_quota(truck, 100));
    CHECK_OK(foodtruck_widget_orders_text(truck, NOON, FOODTRUCK_FAMILY_ACCESSORY_INLINE, text, sizeof text, NULL));
    CHECK_STR(text, "\xd9\xa7 \xd9\x85\xd9\x86 \xd9\xa1\xd9\xa0\xd9\xa0 \xd8\xb7\xd9\x84\xd8\xa8"); /* ٧ من ١٠٠ طلب */
    CHECK_OK(foodtruck_truck_set_widget_quota(truck, 1));
    CHECK_OK(foodtruck_widget_orders_text(truck, MIDNIGHT, FOODTRUCK_FAMILY_ACCESSORY_INLINE, text, sizeof text, NULL));
    CHECK_STR(text, "\xd9\xa0 \xd9\x85\xd9\x86 \xd8\xb7\xd9\x84\xd8\xa8 \xd9\x88\xd8\xa7\xd8\xad\xd8\xaf"); /* ٠ من طلب واحد */
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
    CHECK_OK(foodtruck_widget_orders_text(truck, MIDNIGHT, FOODTRUCK_FAMILY_ACCESSORY_INLINE, text, sizeof text, NULL));
    CHECK_STR(text, "0 of 1 Order");
    /* More orders than the quota: a full gauge. */
    CHECK_OK(foodtruck_widget_orders(truck, NOON, &entry));
    CHECK(entry.fraction == 1.0);
    CHECK_STATUS(foodtruck_widget_orders_text(truck, NOON, FOODTRUCK_FAMILY_MEDIUM, text, sizeof text, NULL),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STR(foodtruck_last_error(), "foodtruck_widget_orders_text: family: the Orders widget has no medium family");

    /* The quota: 1 to 1000; a refused one is kept. */
    CHECK_OK(foodtruck_truck_set_widget_quota(truck, 1000));
    CHECK_STATUS(foodtruck_truck_set_widget_quota(truck, 0), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STR(foodtruck_last_error(),
              "foodtruck_truck_set_widget_quota: quota: a quota of 0 orders is outside 1 to 1000");
    CHECK_STATUS(foodtruck_truck_set_widget_quota(truck, 1001), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_truck_widget_quota(truck, &quota));
    CHECK_INT(quota, 1000);

    /* The rectangular family's gauge: 8 of 10 across 127 points, 10-point segments 3 apart. */
    place(truck, 3, 1, NOON);
    CHECK_OK(foodtruck_truck_set_widget_quota(truck, 10));
    CHECK_OK(foodtruck_widget_orders(truck, NOON, &entry));
    CHECK_INT(entry.orders, 8);
    foodtruck_gauge_segment segments[16];
    size_t count = 0;
    CHECK_OK(foodtruck_layout_segmented_gauge(entry.orders, entry.quota, 127, false, segments, 16, &count));
    CHECK_INT(count, 10);
    for (int i = 0; i < 10; i++) {
        CHECK(segments[i].frame.x == 13.0 * i);
        CHECK(segments[i].frame.width == 10.0);
        CHECK(segments[i].filled == (i < 8));
    }

    /* Without live orders, the timeline reloads at the next local midnight. */
    foodtruck_timeline timeline;
    CHECK_OK(foodtruck_widget_timeline(truck, FOODTRUCK_WIDGET_ORDERS, NOON, &timeline));
    CHECK_INT(timeline.entry_count, 1);
    CHECK_INT(timeline.policy, FOODTRUCK_RELOAD_AFTER);
    CHECK_INT(timeline.reload_at, MIDNIGHT);
    CHECK_OK(foodtruck_truck_set_utc_offset(truck, 60));
    CHECK_OK(foodtruck_widget_timeline(truck, FOODTRUCK_WIDGET_ORDERS, NOON, &timeline));
    CHECK_INT(timeline.reload_at, MIDNIGHT - HOUR);
    CHECK_OK(foodtruck_truck_free(truck));
}

static void test_orders_reload(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    if (truck == NULL) return;
    /* Two live orders to come, 3 to 8 s apart: the first arrival is the next due instant. */
    CHECK_OK(foodtruck_truck_simulate(truck, 3, NOON, 2));
    int64_t due = 0;
    CHECK_OK(foodtruck_truck_next_due(truck, &due));
    CHECK(due >= NOON + 3000 && due <= NOON + 8000);
    foodtruck_timeline timeline;
    CHECK_OK(foodtruck_widget_timeline(truck, FOODTRUCK_WIDGET_ORDERS, NOON, &timeline));
    CHECK_INT(timeline.reload_at, due);
    foodtruck_orders_entry entry;
    CHECK_OK(foodtruck_widget_orders(truck, NOON, &entry));
    CHECK_INT(entry.orders, 24); /* today's simulated orders */
    /* Not ticked to now: the arrival is already due, so reload at once. */
    CHECK_OK(foodtruck_widget_timeline(truck, FOODTRUCK_WIDGET_ORDERS, NOON + 60000, &timeline));
    CHECK_INT(timeline.reload_at, NOON + 60000);
    int32_t arrived = 0;
    CHECK_OK(foodtruck_truck_tick(truck, NOON + 60000, &arrived));
    CHECK_INT(arrived, 2);
    CHECK_OK(foodtruck_widget_orders(truck, NOON + 60000, &entry));
    CHECK_INT(entry.orders, 26);
    CHECK_OK(foodtruck_widget_timeline(truck, FOODTRUCK_WIDGET_ORDERS, NOON + 60000, &timeline));
    CHECK_INT(timeline.reload_at, MIDNIGHT);
    CHECK_OK(foodtruck_truck_free(truck));
}

static void test_parking_spot(foodtruck_truck *truck) {
    foodtruck_timeline timeline;
    CHECK_OK(foodtruck_widget_timeline(truck, FOODTRUCK_WIDGET_PARKING_SPOT, NOON, &timeline));
    CHECK_INT(timeline.entry_count, 1);
    CHECK_INT(timeline.policy, FOODTRUCK_RELOAD_NEVER);
    CHECK(timeline.reload_at == FOODTRUCK_NO_TIME);
    foodtruck_parking_spot_entry entry;
    CHECK_OK(foodtruck_widget_parking_spot(truck, NOON, &entry));
    CHECK_INT(entry.at, NOON);
    CHECK_INT(entry.spot.city, FOODTRUCK_CITY_CUPERTINO);
    CHECK_INT(entry.spot.index, 0);
    char text[64];
    CHECK_OK(foodtruck_parking_spot_name(truck, entry.spot.city, entry.spot.index, text, sizeof text, NULL));
    CHECK_STR(text, "Apple Park");
    CHECK_OK(foodtruck_truck_set_city(truck, FOODTRUCK_CITY_SAN_FRANCISCO));
    CHECK_OK(foodtruck_truck_set_parking_spot(truck, 3));
    CHECK_OK(foodtruck_widget_parking_spot(truck, NOON, &entry));
    CHECK_INT(entry.spot.city, FOODTRUCK_CITY_SAN_FRANCISCO);
    CHECK_INT(entry.spot.index, 3);
    CHECK(entry.spot.camera_distance == 2000.0); /* Golden Gate Bridge */
    CHECK_OK(foodtruck_truck_set_city(truck, FOODTRUCK_CITY_CUPERTINO));

    /* The abbreviations, derived from the names (the original shows "CUP" everywhere). */
    static const foodtruck_city CITIES[3] = {FOODTRUCK_CITY_CUPERTINO, FOODTRUCK_CITY_SAN_FRANCISCO,
                                             FOODTRUCK_CITY_LONDON};
    static const char *const ENGLISH[3] = {"CUP", "SF", "LON"};
    static const char *const ARABIC[3] = {"\xd9\x83\xd9\x88\xd8\xa8", /* كوب */
                                          "\xd8\xb3.\xd9\x81",        /* س.ف */
                                          "\xd9\x84\xd9\x86\xd8\xaf"}; /* لند */
    for (int i = 0; i < 3; i++) {
        CHECK_OK(foodtruck_widget_city_abbreviation(truck, CITIES[i], text, sizeof text, NULL));
        CHECK_STR(text, ENGLISH[i]);
        CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
        CHECK_OK(foodtruck_widget_city_abbreviation(truck, CITIES[i], text, sizeof text, NULL));
        CHECK_STR(text, ARABIC[i]);
        CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
    }
    size_t length = 99;
    CHECK_STATUS(foodtruck_widget_city_abbreviation(truck, FOODTRUCK_CITY_ALL, NULL, 0, &length),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_INT(length, 99);
}

int main(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    if (truck == NULL) return check_report("test_widgets");
    test_names(truck);
    test_families();
    test_parking_spot(truck);
    CHECK_OK(foodtruck_truck_free(truck));
    test_daily_donut();
    test_orders();
    test_orders_reload();
    return check_report("test_widgets");
}
