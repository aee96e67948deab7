/* SPDX-License-Identifier: Apache-2.0 */
/* dump_session.c: prints everything a simulated session holds, in a canonical text form, so
 * that two runs, two seeds and two bindings can be compared byte for byte.
 *
 *   dump_session SEED NOW_MS UTC_OFFSET_MINUTES TICK_MS
 *
 * Simulates (stream of 20), ticks to NOW + TICK_MS, then prints every order (number, status,
 * created_at, lines) and, for every timeframe and every city plus FOODTRUCK_CITY_ALL, the sales per
 * donut, the top 5 and the chart series. tests/python/test_orders.py prints the same through
 * the Python binding and compares. */
#include "foodtruck.h"

#include <stdio.h>

#include <inttypes.h>
#include <stdlib.h>

#define TRY(call)                                                                             \
    do {                                                                                      \
        foodtruck_status s_ = (call);                                                                \
        if (s_ != FOODTRUCK_OK) {                                                                    \
            fprintf(stderr, "%s: %s\n", #call, foodtruck_last_error());                              \
            exit(1);                                                                          \
        }                                                                                     \
    } while (0)

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: dump_session SEED NOW_MS UTC_OFFSET_MINUTES TICK_MS\n");
        return 2;
    }
    uint64_t seed = strtoull(argv[1], NULL, 10);
    int64_t now = strtoll(argv[2], NULL, 10);
    int32_t offset = (int32_t)strtol(argv[3], NULL, 10);
    int64_t tick = strtoll(argv[4], NULL, 10);

    foodtruck_truck *truck = NULL;
    TRY(foodtruck_truck_new(&truck));
    TRY(foodtruck_truck_set_utc_offset(truck, offset));
    TRY(foodtruck_truck_simulate(truck, seed, now, 20));
    TRY(foodtruck_truck_tick(truck, now + tick, NULL));

    size_t count = 0;
    TRY(foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_ALL, "", &count));
    for (int32_t number = 1; number <= (int32_t)count; number++) {
        foodtruck_order order;
        foodtruck_order_line lines[64];
        size_t line_count = 0;
        TRY(foodtruck_order_get(truck, number, &order));
        TRY(foodtruck_order_lines(truck, number, lines, 64, &line_count));
        printf("order %d %d %" PRId64 " %" PRId64, order.number, (int)order.status, order.created_at,
               order.total_cents);
        for (size_t i = 0; i < line_count; i++) printf(" %d:%d", lines[i].donut_id, lines[i].quantity);
        printf("\n");
    }
    for (int timeframe = 0; timeframe < 4; timeframe++) {
        for (int city = -1; city < 3; city++) {
            int64_t sales[64];
            foodtruck_donut_sales top[5];
            foodtruck_sales_point points[32];
            size_t n = 0;
            TRY(foodtruck_sales_by_donut(truck, (foodtruck_timeframe)timeframe, (foodtruck_city)city, now + tick, sales, 64, &n));
            printf("sales %d %d", timeframe, city);
            for (size_t i = 0; i < n; i++) printf(" %" PRId64, sales[i]);
            TRY(foodtruck_sales_top(truck, (foodtruck_timeframe)timeframe, (foodtruck_city)city, now + tick, 5, top, 5, &n));
            printf("\ntop %d %d", timeframe, city);
            for (size_t i = 0; i < n; i++) printf(" %d:%" PRId64, top[i].donut_id, top[i].sales);
            TRY(foodtruck_sales_series(truck, (foodtruck_timeframe)timeframe, (foodtruck_city)city, now + tick, points, 32, &n));
            printf("\nseries %d %d", timeframe, city);
            for (size_t i = 0; i < n; i++) printf(" %" PRId64 ":%" PRId64, points[i].starts_at, points[i].sales);
            printf("\n");
        }
    }
    TRY(foodtruck_truck_free(truck));
    return 0;
}
