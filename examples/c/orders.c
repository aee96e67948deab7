/* SPDX-License-Identifier: Apache-2.0 */
/* orders.c: a truck's morning through the C API. Simulates the session the original app
 * starts with (seeded, so the output is the same every run), lets a minute of live orders
 * arrive, walks one order through its lifecycle, lists what is left to do, and shows what
 * sells: this week's Top 5 and the two-week chart of each city.
 *
 *   cc orders.c -I<prefix>/include -L<prefix>/lib -lfoodtruck -o orders && ./orders
 */
#include "common.h"

#include <inttypes.h>

#define NOW INT64_C(1796000000000) /* a fixed "now" keeps the example reproducible */

static void print_order(const foodtruck_truck *truck, int32_t number) {
    foodtruck_order order;
    char id[32], status[32];
    foodtruck_order_line lines[64];
    size_t count = 0;
    TRY(foodtruck_order_get(truck, number, &order));
    TRY(foodtruck_order_display_id(truck, number, id, sizeof id, NULL));
    TRY(foodtruck_order_status_name(truck, order.status, status, sizeof status, NULL));
    TRY(foodtruck_order_lines(truck, number, lines, 64, &count));
    printf("  %-11s %-10s %2d donuts  $%" PRId64 ".%02" PRId64 " ", id, status, order.total_donuts,
           order.total_cents / 100, order.total_cents % 100);
    for (size_t i = 0; i < count; i++) {
        char name[64];
        TRY(foodtruck_donut_name(truck, lines[i].donut_id, name, sizeof name, NULL));
        printf("%s%dx %s", i ? ", " : " ", lines[i].quantity, name);
    }
    printf("\n");
}

int main(void) {
    foodtruck_truck *truck = NULL;
    TRY(foodtruck_truck_new(&truck));
    TRY(foodtruck_truck_set_utc_offset(truck, -480)); /* Cupertino in winter */
    TRY(foodtruck_truck_simulate(truck, 1, NOW, 20));

    int32_t arrived = 0;
    TRY(foodtruck_truck_tick(truck, NOW + 60000, &arrived)); /* a minute passes */
    printf("%d new orders arrived in the last minute\n", arrived);

    /* The newest order goes through its whole lifecycle. */
    size_t total = 0;
    TRY(foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_ALL, "", &total));
    int32_t newest = (int32_t)total;
    for (int step = 0; step < 3; step++) {
        foodtruck_order order;
        char action[32];
        TRY(foodtruck_order_get(truck, newest, &order));
        TRY(foodtruck_order_action_title(truck, order.next_action, action, sizeof action, NULL));
        printf("[%s] ", action);
        TRY(foodtruck_order_advance(truck, newest, NOW + 61000 + step * 60000, NULL));
    }
    printf("\n");
    print_order(truck, newest);
    foodtruck_order_status status;
    if (foodtruck_order_advance(truck, newest, NOW + 300000, &status) != FOODTRUCK_OK) {
        printf("  a completed order has no next step: %s\n", foodtruck_last_error());
    }

    /* What is left to do: incomplete orders, newest first, first page of 5. */
    int32_t numbers[5];
    size_t count = 0, open = 0;
    TRY(foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_INCOMPLETE, "", &open));
    TRY(foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_INCOMPLETE, "", FOODTRUCK_ORDER_SORT_CREATED_AT, true, 0, 5,
                      numbers, 5, &count));
    printf("\n%zu orders to deal with; the newest:\n", open);
    for (size_t i = 0; i < count; i++) print_order(truck, numbers[i]);

    /* What sells. */
    foodtruck_donut_sales top[5];
    TRY(foodtruck_sales_top(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, NOW, 5, top, 5, &count));
    printf("\nTop 5 this week, all cities:\n");
    for (size_t i = 0; i < count; i++) {
        char name[64];
        TRY(foodtruck_donut_name(truck, top[i].donut_id, name, sizeof name, NULL));
        printf("  %zu. %-22s %" PRId64 "\n", i + 1, name, top[i].sales);
    }
    printf("\nSales per day, last two weeks:\n");
    for (int city = FOODTRUCK_CITY_CUPERTINO; city <= FOODTRUCK_CITY_LONDON; city++) {
        char name[64];
        foodtruck_sales_point points[14];
        TRY(foodtruck_city_name(truck, (foodtruck_city)city, name, sizeof name, NULL));
        TRY(foodtruck_sales_series(truck, FOODTRUCK_TIMEFRAME_WEEK, (foodtruck_city)city, NOW, points, 14, &count));
        printf("  %-14s", name);
        for (size_t i = 0; i < count; i++) printf(" %4" PRId64, points[i].sales);
        printf("\n");
    }
    TRY(foodtruck_truck_free(truck));
    return 0;
}
