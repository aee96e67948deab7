/* SPDX-License-Identifier: Apache-2.0 */
/* test_orders.c: orders and sales through the C ABI: the lifecycle table, placing and
 * listing, local days under a UTC offset, rankings checked against an aggregation this test
 * computes itself from the orders it reads back, and the order's date and completion texts. */
#include "check.h"

#include <stdlib.h>

#define NOW INT64_C(1796000000000) /* 2026-11-30 00:53:20 UTC */
#define MINUTE INT64_C(60000)
#define HOUR INT64_C(3600000)
#define DAY INT64_C(86400000)

static int32_t place(foodtruck_truck *truck, int32_t donut, int32_t count, int64_t at) {
    foodtruck_order_line line;
    line.donut_id = donut;
    line.quantity = count;
    int32_t number = 0;
    CHECK_OK(foodtruck_order_place(truck, &line, 1, at, &number));
    return number;
}

static foodtruck_order_status status_of(foodtruck_truck *truck, int32_t number) {
    foodtruck_order order;
    CHECK_OK(foodtruck_order_get(truck, number, &order));
    return order.status;
}

/* docs/domain.md, decision 1: every (status, action) pair. */
static void test_lifecycle(void) {
    static const char *const SLUGS[] = {"prepare", "mark-ready", "complete"};
    static const char *const NAMES[] = {"placed", "preparing", "ready", "completed"};
    for (int status = 0; status < 4; status++) {
        for (int action = 0; action < 3; action++) {
            foodtruck_truck *truck = NULL;
            CHECK_OK(foodtruck_truck_new(&truck));
            int32_t number = place(truck, 1, 2, NOW);
            for (int step = 0; step < status; step++) {
                CHECK_OK(foodtruck_order_apply(truck, number, (foodtruck_order_action)step, NOW + step));
            }
            CHECK_INT(status_of(truck, number), status);
            foodtruck_status got = foodtruck_order_apply(truck, number, (foodtruck_order_action)action, NOW + MINUTE);
            if (action == status) { /* the one action that applies to this status */
                CHECK_INT(got, FOODTRUCK_OK);
                CHECK_INT(status_of(truck, number), status + 1);
            } else {
                CHECK_INT(got, FOODTRUCK_ERR_INVALID_STATE);
                CHECK(strstr(foodtruck_last_error(), "Order#1201") != NULL);
                CHECK(strstr(foodtruck_last_error(), NAMES[status]) != NULL);
                CHECK(strstr(foodtruck_last_error(), SLUGS[action]) != NULL);
                CHECK_INT(status_of(truck, number), status);
            }
            CHECK_OK(foodtruck_truck_free(truck));
        }
    }
}

static void test_order_record(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    foodtruck_order_line lines[2];
    lines[0].donut_id = 0;
    lines[0].quantity = 2;
    lines[1].donut_id = 13;
    lines[1].quantity = 3;
    int32_t number = 0;
    CHECK_OK(foodtruck_order_place(truck, lines, 2, NOW, &number));
    foodtruck_order order;
    CHECK_OK(foodtruck_order_get(truck, number, &order));
    CHECK_INT(order.number, 1);
    CHECK_INT(order.total_donuts, 5);
    CHECK_INT(order.total_cents, 5 * 578);
    CHECK_INT(order.line_count, 2);
    CHECK_INT(order.next_action, FOODTRUCK_ORDER_PREPARE);
    CHECK(order.preparing_since == FOODTRUCK_NO_TIME && order.completed_at == FOODTRUCK_NO_TIME);
    CHECK_INT(order.duration_ms, -1);
    CHECK_INT(order.city, FOODTRUCK_CITY_CUPERTINO);

    foodtruck_order_status status;
    /* Time moves forward: no step before the order was placed, or before preparation began. */
    CHECK_STATUS(foodtruck_order_advance(truck, number, NOW - 1, &status), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK(strstr(foodtruck_last_error(), "before Order#1201 was placed") != NULL);
    CHECK_OK(foodtruck_order_advance(truck, number, NOW + 1000, &status));
    CHECK_STATUS(foodtruck_order_advance(truck, number, NOW + 999, &status), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_INT(status, FOODTRUCK_ORDER_PREPARING);
    CHECK_OK(foodtruck_order_advance(truck, number, NOW + 61000, &status));
    CHECK_OK(foodtruck_order_advance(truck, number, NOW + 90000, &status));
    CHECK_INT(status, FOODTRUCK_ORDER_COMPLETED);
    CHECK_STATUS(foodtruck_order_advance(truck, number, NOW + 90000, &status), FOODTRUCK_ERR_INVALID_STATE);
    CHECK_OK(foodtruck_order_get(truck, number, &order));
    CHECK_INT(order.preparing_since, NOW + 1000);
    CHECK_INT(order.completed_at, NOW + 90000);
    CHECK_INT(order.duration_ms, 90000);
    CHECK_INT(order.next_action, FOODTRUCK_ORDER_ACTION_NONE);

    char text[64];
    CHECK_OK(foodtruck_order_display_id(truck, number, text, sizeof text, NULL));
    CHECK_STR(text, "Order#1201");
    CHECK_OK(foodtruck_order_short_id(truck, number, text, sizeof text, NULL));
    CHECK_STR(text, "1201");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_order_display_id(truck, number, text, sizeof text, NULL));
    CHECK_STR(text, "\xd8\xb7\xd9\x84\xd8\xa8#1201"); /* طلب#1201 */
    /* Two lines: the stack shows both, no badge; five lines: "+2" for the two beyond three. */
    CHECK_OK(foodtruck_order_stack_badge(truck, number, text, sizeof text, NULL));
    CHECK_STR(text, "");
    foodtruck_order_line five[5] = {{0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}};
    int32_t many = 0;
    CHECK_OK(foodtruck_order_place(truck, five, 5, NOW + 100000, &many));
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
    CHECK_OK(foodtruck_order_stack_badge(truck, many, text, sizeof text, NULL));
    CHECK_STR(text, "+2");
    CHECK_STATUS(foodtruck_order_stack_badge(truck, 999, text, sizeof text, NULL), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_OK(foodtruck_truck_free(truck));
}

static void test_listing(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    place(truck, 0, 2, NOW + 10000);  /* 1: The Classic, placed */
    place(truck, 13, 5, NOW + 20000); /* 2: Fire Zest, preparing */
    place(truck, 3, 1, NOW);          /* 3: Cosmos, completed */
    CHECK_OK(foodtruck_order_apply(truck, 2, FOODTRUCK_ORDER_PREPARE, NOW + 30000));
    CHECK_OK(foodtruck_order_advance(truck, 3, NOW, NULL));
    CHECK_OK(foodtruck_order_advance(truck, 3, NOW, NULL));
    CHECK_OK(foodtruck_order_advance(truck, 3, NOW, NULL));

    int32_t numbers[8];
    size_t count = 0;
    CHECK_OK(foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_INCOMPLETE, "", &count));
    CHECK_INT(count, 2);
    CHECK_OK(foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_ALL, "", FOODTRUCK_ORDER_SORT_CREATED_AT, false, 0, 8, numbers, 8, &count));
    CHECK_INT(count, 3);
    CHECK(numbers[0] == 3 && numbers[1] == 1 && numbers[2] == 2);
    CHECK_OK(foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_ALL, "", FOODTRUCK_ORDER_SORT_TOTAL, true, 1, 1, numbers, 8, &count));
    CHECK_INT(count, 1);
    CHECK_INT(numbers[0], 1); /* totals 2, 5, 1 donuts: descending 2, 1, 3; page [1] */
    CHECK_OK(foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_ALL, "spicy", FOODTRUCK_ORDER_SORT_NUMBER, false, 0, 8, numbers, 8, &count));
    CHECK_INT(count, 1);
    CHECK_INT(numbers[0], 2);
    CHECK_OK(foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_ALL, "1203", FOODTRUCK_ORDER_SORT_NUMBER, false, 0, 8, numbers, 8, &count));
    CHECK(count == 1 && numbers[0] == 3);
    CHECK_STATUS(foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_ALL, "", FOODTRUCK_ORDER_SORT_NUMBER, false, 0, 8, numbers, 2, &count),
                 FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(count, 3);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* At UTC-8 local midnight is 08:00 UTC. */
static void test_local_days(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    CHECK_OK(foodtruck_truck_set_utc_offset(truck, -480));
    int64_t midnight = (NOW - 8 * 60 * MINUTE) / DAY * DAY + 8 * 60 * MINUTE;
    place(truck, 2, 3, midnight - MINUTE);
    place(truck, 4, 1, midnight + MINUTE);
    place(truck, 5, 7, NOW - 6 * DAY);
    place(truck, 6, 2, NOW - 7 * DAY);
    place(truck, 7, 4, NOW - 29 * DAY);
    place(truck, 8, 9, NOW - 30 * DAY);
    int64_t sales[17];
    size_t count = 0;
    CHECK_OK(foodtruck_sales_by_donut(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, NOW, sales, 17, &count));
    CHECK_INT(count, 17);
    CHECK(sales[2] == 0 && sales[4] == 1 && sales[5] == 0);
    CHECK_OK(foodtruck_sales_by_donut(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, NOW, sales, 17, &count));
    CHECK(sales[2] == 3 && sales[4] == 1 && sales[5] == 7 && sales[6] == 0);
    CHECK_OK(foodtruck_sales_by_donut(truck, FOODTRUCK_TIMEFRAME_MONTH, FOODTRUCK_CITY_CUPERTINO, NOW, sales, 17, &count));
    CHECK(sales[6] == 2 && sales[7] == 4 && sales[8] == 0);
    CHECK_OK(foodtruck_sales_by_donut(truck, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, NOW, sales, 17, &count));
    CHECK(sales[8] == 9);
    CHECK_OK(foodtruck_sales_by_donut(truck, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_LONDON, NOW, sales, 17, &count));
    CHECK_INT(sales[8], 0);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* Rankings equal an aggregation of the orders read back through the API. */
static void check_against_orders(foodtruck_truck *truck, foodtruck_timeframe timeframe, int64_t since, int64_t now) {
    int64_t expected[17] = {0};
    size_t total_orders = 0;
    CHECK_OK(foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_ALL, "", &total_orders));
    for (int32_t number = 1; number <= (int32_t)total_orders; number++) {
        foodtruck_order order;
        foodtruck_order_line lines[64];
        size_t count = 0;
        CHECK_OK(foodtruck_order_get(truck, number, &order));
        if (order.created_at < since || order.created_at > now) continue;
        CHECK_OK(foodtruck_order_lines(truck, number, lines, 64, &count));
        for (size_t i = 0; i < count; i++) expected[lines[i].donut_id] += lines[i].quantity;
    }
    /* The expected ranking: selection by sales descending, ties by id ascending. */
    int32_t order_ids[17];
    bool used[17] = {false};
    int64_t expected_total = 0;
    for (int i = 0; i < 17; i++) expected_total += expected[i];
    for (int rank = 0; rank < 17; rank++) {
        int best = -1;
        for (int id = 0; id < 17; id++) {
            if (!used[id] && (best < 0 || expected[id] > expected[best])) best = id;
        }
        used[best] = true;
        order_ids[rank] = best;
    }
    foodtruck_donut_sales top[17];
    size_t count = 0;
    CHECK_OK(foodtruck_sales_top(truck, timeframe, FOODTRUCK_CITY_ALL, now, 17, top, 17, &count));
    CHECK_INT(count, 17);
    for (int rank = 0; rank < 17; rank++) {
        CHECK_INT(top[rank].donut_id, order_ids[rank]);
        CHECK_INT(top[rank].sales, expected[order_ids[rank]]);
    }
    CHECK_OK(foodtruck_sales_top(truck, timeframe, FOODTRUCK_CITY_ALL, now, 5, top, 5, &count));
    CHECK_INT(count, 5);
    CHECK_INT(top[4].donut_id, order_ids[4]);
    int64_t total = -1;
    CHECK_OK(foodtruck_sales_total(truck, timeframe, FOODTRUCK_CITY_ALL, now, &total));
    CHECK_INT(total, expected_total);
}

static void test_rankings(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    uint32_t state = 12345; /* the test's own LCG, independent of the library's generator */
    for (int i = 0; i < 300; i++) {
        state = state * 1103515245u + 12345u;
        int64_t at = NOW - (int64_t)(state % 40) * DAY - (int64_t)(state % 997) * MINUTE;
        place(truck, (int32_t)((state >> 8) % 17), (int32_t)((state >> 16) % 5) + 1, at);
    }
    int64_t midnight = NOW / DAY * DAY;
    check_against_orders(truck, FOODTRUCK_TIMEFRAME_TODAY, midnight, NOW);
    check_against_orders(truck, FOODTRUCK_TIMEFRAME_WEEK, midnight - 6 * DAY, NOW);
    check_against_orders(truck, FOODTRUCK_TIMEFRAME_MONTH, midnight - 29 * DAY, NOW);
    CHECK_OK(foodtruck_truck_free(truck));

    /* A simulated session: history covers the days before today, so today is orders only. */
    CHECK_OK(foodtruck_truck_new(&truck));
    CHECK_OK(foodtruck_truck_simulate(truck, 7, NOW, 20));
    int32_t arrived = 0;
    CHECK_OK(foodtruck_truck_tick(truck, NOW + 120000, &arrived));
    CHECK(arrived >= 120 / 8 && arrived <= 20);
    check_against_orders(truck, FOODTRUCK_TIMEFRAME_TODAY, midnight, NOW + 120000);
    foodtruck_sales_point points[32];
    size_t count = 0;
    CHECK_OK(foodtruck_sales_series(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_SAN_FRANCISCO, NOW, points, 32, &count));
    CHECK_INT(count, 14);
    CHECK_INT(points[13].starts_at, midnight);
    CHECK_OK(foodtruck_sales_series(truck, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, NOW, points, 32, &count));
    CHECK_INT(count, 12);
    int64_t sum = 0, total = 0;
    for (size_t i = 0; i < count; i++) sum += points[i].sales;
    CHECK_OK(foodtruck_sales_total(truck, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, NOW, &total));
    CHECK_INT(sum, total);
    CHECK_STATUS(foodtruck_truck_simulate(truck, 7, NOW, 20), FOODTRUCK_ERR_INVALID_STATE);
    /* Asked 30 days back, inside the history, today is that day's history: the same number as
     * the day's point of the series, and the week the series' last 7 days (the sequence fuzzer
     * found today at 0 there). */
    int64_t past = NOW - 30 * DAY, today = -1, week = -1, last7 = 0;
    CHECK_OK(foodtruck_sales_total(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, past, &today));
    CHECK_OK(foodtruck_sales_series(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, past, points, 32, &count));
    CHECK_INT(count, 1);
    CHECK(points[0].sales > 0);
    CHECK_INT(today, points[0].sales);
    CHECK_OK(foodtruck_sales_total(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, past, &week));
    CHECK_OK(foodtruck_sales_series(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, past, points, 32, &count));
    CHECK_INT(count, 14);
    for (size_t i = 7; i < 14; i++) last7 += points[i].sales;
    CHECK_INT(week, last7);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* The order list's date and the order-complete sheet (docs/domain.md §2.6, §7.5). */
static void test_order_texts(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    const int64_t placed = NOW - 53 * MINUTE - 20000 + 9 * 60 * MINUTE + 41 * MINUTE; /* 09:41 UTC */
    int32_t number = place(truck, 2, 3, placed);
    char text[128];
    size_t length = 0;
    CHECK_OK(foodtruck_order_date_text(truck, number, placed + HOUR, text, sizeof text, &length));
    CHECK_STR(text, "Today, 9:41 AM");
    CHECK_INT(length, 14);
    CHECK_OK(foodtruck_order_date_text(truck, number, placed + DAY, text, sizeof text, NULL));
    CHECK_STR(text, "Yesterday, 9:41 AM");
    CHECK_OK(foodtruck_order_date_text(truck, number, placed + 2 * DAY, text, sizeof text, NULL));
    CHECK_STR(text, "11/30/2026, 9:41 AM");
    /* At UTC-10 the order was placed at 23:41 the day before. */
    CHECK_OK(foodtruck_truck_set_utc_offset(truck, -600));
    CHECK_OK(foodtruck_order_date_text(truck, number, placed + HOUR, text, sizeof text, NULL));
    CHECK_STR(text, "Yesterday, 11:41 PM");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_order_date_text(truck, number, placed + 2 * DAY, text, sizeof text, NULL));
    CHECK_STR(text, "٢٩\u200f/١١\u200f/٢٠٢٦، ١١:٤١ م");
    CHECK_STATUS(foodtruck_order_date_text(truck, number, placed, text, 4, &length), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(length, strlen("اليوم، ١١:٤١ م"));

    /* The sheet: only once the order is completed. */
    CHECK_STATUS(foodtruck_order_sheet_text(truck, number, FOODTRUCK_SHEET_TITLE, placed, text, sizeof text, NULL),
                 FOODTRUCK_ERR_INVALID_STATE);
    CHECK(strstr(foodtruck_last_error(), "Order#1201 is placed") != NULL);
    for (int action = 0; action < 3; action++) {
        CHECK_OK(foodtruck_order_apply(truck, number, (foodtruck_order_action)action, placed + MINUTE));
    }
    CHECK_OK(foodtruck_order_sheet_text(truck, number, FOODTRUCK_SHEET_TITLE, placed + MINUTE, text, sizeof text, NULL));
    CHECK_STR(text, "اكتمل طلب#1201!");
    CHECK_OK(foodtruck_order_sheet_text(truck, number, FOODTRUCK_SHEET_SUMMARY, placed + MINUTE, text, sizeof text, NULL));
    CHECK_STR(text, "٣ قطع دونات \u2022 ١١:٤٢ م");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
    CHECK_OK(foodtruck_truck_set_utc_offset(truck, 0));
    static const char *const EN[3] = {"Order#1201 completed!", "3 donuts \u2022 9:42 AM", "Done"};
    for (int slot = 0; slot < 3; slot++) {
        CHECK_OK(foodtruck_order_sheet_text(truck, number, (foodtruck_order_sheet_slot)slot, placed + MINUTE, text,
                                            sizeof text, NULL));
        CHECK_STR(text, EN[slot]);
    }
    CHECK_STATUS(foodtruck_order_sheet_text(truck, 2, FOODTRUCK_SHEET_DONE, placed, text, sizeof text, NULL),
                 FOODTRUCK_ERR_NOT_FOUND);
    CHECK_OK(foodtruck_truck_free(truck));
}

int main(void) {
    test_lifecycle();
    test_order_record();
    test_listing();
    test_local_days();
    test_rankings();
    test_order_texts();
    return check_report("test_orders");
}
