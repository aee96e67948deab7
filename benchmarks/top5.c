/* SPDX-License-Identifier: Apache-2.0 */
/* top5.c: the Top 5 over 10^4, 10^5 and 10^6 orders, libfoodtruck against a plain C
 * implementation of the same aggregation, measured in the same run.
 *
 * Orders (1-5 distinct donuts, 1-5 of each) are spread over the last 30 days. The library
 * keeps per-day rollups as orders are placed, so its query walks days, not orders; the plain C
 * baseline scans an array of orders, as a straightforward implementation would. Both results
 * are compared for equality before any timing is reported. Also reported: the cost of placing
 * an order through the API against appending it to the C array, and the library's resident
 * memory per order. Prints one markdown table row per size. */
#include "bench.h"
#include "foodtruck.h"

#include <stdlib.h>
#include <string.h>

#define NOW INT64_C(1796000000000)
#define DAY INT64_C(86400000)
#define DONUTS 17

typedef struct c_order {
    int64_t created_at;
    uint8_t line_count;
    uint8_t donut[5];
    uint8_t count[5];
} c_order;

static uint64_t lcg = 88172645463325252u;
static uint32_t next_random(void) {
    lcg = lcg * 6364136223846793005u + 1442695040888963407u;
    return (uint32_t)(lcg >> 33);
}

/* The plain C Top 5 over a window: sum per donut, then 5 passes of "largest, lowest id". */
static void c_top5(const c_order *orders, size_t n, int64_t since, int64_t now, int32_t ids[5], int64_t sales[5]) {
    int64_t totals[DONUTS] = {0};
    for (size_t i = 0; i < n; i++) {
        if (orders[i].created_at < since || orders[i].created_at > now) continue;
        for (int j = 0; j < orders[i].line_count; j++) totals[orders[i].donut[j]] += orders[i].count[j];
    }
    int used[DONUTS] = {0};
    for (int rank = 0; rank < 5; rank++) {
        int best = -1;
        for (int id = 0; id < DONUTS; id++) {
            if (!used[id] && (best < 0 || totals[id] > totals[best])) best = id;
        }
        used[best] = 1;
        ids[rank] = best;
        sales[rank] = totals[best];
    }
}

static int run(size_t n) {
    c_order *orders = (c_order *)calloc(n, sizeof *orders);
    if (orders == NULL) return 1;
    for (size_t i = 0; i < n; i++) {
        int perm[DONUTS];
        for (int d = 0; d < DONUTS; d++) perm[d] = d;
        orders[i].created_at = NOW - (int64_t)(next_random() % (uint32_t)(30 * DAY / 1000)) * 1000;
        orders[i].line_count = (uint8_t)(1 + next_random() % 5);
        for (int j = 0; j < orders[i].line_count; j++) {
            int k = j + (int)(next_random() % (uint32_t)(DONUTS - j));
            int t = perm[j]; perm[j] = perm[k]; perm[k] = t;
            orders[i].donut[j] = (uint8_t)perm[j];
            orders[i].count[j] = (uint8_t)(1 + next_random() % 5);
        }
    }

    foodtruck_truck *truck = NULL;
    if (foodtruck_truck_new(&truck) != FOODTRUCK_OK) return 1;
    long rss_before = bench_rss();
    double start = bench_now();
    for (size_t i = 0; i < n; i++) {
        foodtruck_order_line lines[5];
        for (int j = 0; j < orders[i].line_count; j++) {
            lines[j].donut_id = orders[i].donut[j];
            lines[j].quantity = orders[i].count[j];
        }
        int32_t number;
        if (foodtruck_order_place(truck, lines, orders[i].line_count, orders[i].created_at, &number) != FOODTRUCK_OK) {
            fprintf(stderr, "place: %s\n", foodtruck_last_error());
            return 1;
        }
    }
    double place_seconds = (bench_now() - start) / (double)n;
    long bytes_per_order = (bench_rss() - rss_before) / (long)n;

    /* The C baseline's "place": append each order to a growing array, as it arrives. */
    double append_seconds = 1e30;
    for (int trial = 0; trial < 3; trial++) {
        c_order *grown = NULL;
        size_t capacity = 0;
        double begin = bench_now();
        for (size_t i = 0; i < n; i++) {
            if (i == capacity) {
                capacity = capacity ? capacity * 2 : 16;
                c_order *bigger = (c_order *)realloc(grown, capacity * sizeof *grown);
                if (bigger == NULL) return 1;
                grown = bigger;
            }
            grown[i] = orders[i];
        }
        double per = (bench_now() - begin) / (double)n;
        if (per < append_seconds) append_seconds = per;
        if (grown[n - 1].created_at != orders[n - 1].created_at) return 1;
        free(grown);
    }

    int64_t since = NOW / DAY * DAY - 29 * DAY; /* the month window, UTC */
    int32_t c_ids[5];
    int64_t c_sales[5];
    foodtruck_donut_sales top[5];
    size_t count = 0;
    c_top5(orders, n, since, NOW, c_ids, c_sales);
    if (foodtruck_sales_top(truck, FOODTRUCK_TIMEFRAME_MONTH, FOODTRUCK_CITY_ALL, NOW, 5, top, 5, &count) != FOODTRUCK_OK || count != 5) return 1;
    for (int r = 0; r < 5; r++) {
        if (top[r].donut_id != c_ids[r] || top[r].sales != c_sales[r]) {
            fprintf(stderr, "results differ at rank %d: %d/%lld vs %d/%lld\n", r, top[r].donut_id,
                    (long long)top[r].sales, c_ids[r], (long long)c_sales[r]);
            return 1;
        }
    }
    long reps = n >= 1000000 ? 20 : n >= 100000 ? 200 : 2000;
    double c_seconds, lib_seconds;
    volatile int64_t sink = 0;
    BENCH_BEST(c_seconds, 5, reps, (c_top5(orders, n, since, NOW, c_ids, c_sales), sink += c_sales[0]));
    BENCH_BEST(lib_seconds, 5, 2000,
               sink += foodtruck_sales_top(truck, FOODTRUCK_TIMEFRAME_MONTH, FOODTRUCK_CITY_ALL, NOW, 5, top, 5, &count) + top[0].sales);
    printf("| %zu | %.1f us | %.1f us | %.4f | %.0f ns | %.1f ns | %ld |\n", n, lib_seconds * 1e6,
           c_seconds * 1e6, lib_seconds / c_seconds, place_seconds * 1e9, append_seconds * 1e9,
           bytes_per_order);
    (void)foodtruck_truck_free(truck);
    free(orders);
    return 0;
}

int main(int argc, char **argv) {
    printf("| orders | libfoodtruck Top 5 | plain C Top 5 | ratio (lib / C) | place per order (lib) | append per order (C) | bytes per order (lib RSS) |\n");
    printf("|---|---|---|---|---|---|---|\n");
    size_t sizes[] = {10000, 100000, 1000000};
    size_t count = argc > 1 ? (size_t)atoi(argv[1]) : 3;
    for (size_t i = 0; i < count && i < 3; i++) {
        if (run(sizes[i]) != 0) return 1;
    }
    return 0;
}
