/* SPDX-License-Identifier: Apache-2.0 */
/* orders.c: the Orders screen's calls on a session of 10^6 orders, 5 of them open and the rest
 * completed, against the same calls on 10^4 (goal: the same cost, under 1 ms: they follow what
 * they return, not the orders kept), and a search over every order against a plain C scan of
 * the same orders (goal: under 16 ms, a frame).
 *
 * The screen's list is foodtruck_order_list(INCOMPLETE, NUMBER, a page of 50), ascending and
 * descending, with its count; the searches are foodtruck_order_count over every status with
 * "12" (found in ids: order#1212, ...), "glaze" (found in donut names) and a 256-byte text (in
 * nothing), and the newest 50 matches of "glaze". The plain C scan holds the same orders as
 * arrays (id and lines) and does the same matching: the digits "12" in the short id 1200 +
 * number, or a line's donut among those whose names match. Before timing, the answers are
 * checked. Also timed: a new UTC offset, which re-files every order's sales under its local day
 * (a pass over the orders while the session is held). Prints markdown table rows.
 *
 * Usage: orders [sizes]: 10^(3 + sizes) orders against 10^4 (default 3: 10^6). */
#include "bench.h"
#include "foodtruck.h"

#include <stdlib.h>
#include <string.h>

#define T0 INT64_C(1796000000000)
#define OPEN 5
#define PAGE 50

static int fail(const char *what) {
    fprintf(stderr, "orders: %s: %s\n", what, foodtruck_last_error());
    return 1;
}

/* The donuts of order i (0-based): one or two lines, every donut in turn. */
static size_t order_lines(long i, foodtruck_order_line lines[2]) {
    lines[0] = (foodtruck_order_line){(int32_t)(i % 17), (int32_t)(1 + i % 3)};
    lines[1] = (foodtruck_order_line){(int32_t)((i + 5) % 17), 2};
    return i % 2 ? 2 : 1;
}

/* A truck with n orders: n - OPEN completed, then OPEN placed. */
static foodtruck_truck *truck_with(long n) {
    foodtruck_truck *truck = NULL;
    if (foodtruck_truck_new(&truck) != FOODTRUCK_OK) return NULL;
    for (long i = 0; i < n; i++) {
        foodtruck_order_line lines[2];
        size_t count = order_lines(i, lines);
        int32_t number = 0;
        int64_t at = T0 + i * 1000;
        if (foodtruck_order_place(truck, lines, count, at, &number) != FOODTRUCK_OK) return NULL;
        if (i >= n - OPEN) continue;
        if (foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_PREPARE, at) != FOODTRUCK_OK ||
            foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_MARK_READY, at) != FOODTRUCK_OK ||
            foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_COMPLETE, at) != FOODTRUCK_OK) {
            return NULL;
        }
    }
    return truck;
}

/* The plain C scan's copy of the orders. */
typedef struct {
    long count;
    foodtruck_order_line (*lines)[2];
    unsigned char *line_count;
} plain_orders;

/* Whether the decimal digits of id contain those of value (length digits). */
static int digits_contain(long id, long value, long modulus, long shortest) {
    for (; id >= shortest; id /= 10) {
        if (id % modulus == value) return 1;
    }
    return 0;
}

static long plain_search_12(const plain_orders *orders, const unsigned char matching_donut[17]) {
    long found = 0;
    for (long i = 0; i < orders->count; i++) {
        int match = digits_contain(1200 + i + 1, 12, 100, 10);
        for (int line = 0; !match && line < orders->line_count[i]; line++) {
            match = matching_donut[orders->lines[i][line].donut_id];
        }
        found += match;
    }
    return found;
}

typedef struct {
    double list, list_descending, count_open, search_12, search_glaze, newest_glaze, search_long, plain_12;
    double utc_offset;
} timings;

static int measure(long n, const char *long_text, timings *t) {
    foodtruck_truck *truck = truck_with(n);
    if (truck == NULL) return fail("building the orders");
    int32_t numbers[PAGE];
    size_t count = 0;
    int failed = 0;

    /* The answers first: the 5 open orders, newest first too; the searches as the scan finds. */
    if (foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_INCOMPLETE, "", FOODTRUCK_ORDER_SORT_NUMBER, true, 0,
                             PAGE, numbers, PAGE, &count) != FOODTRUCK_OK ||
        count != OPEN || numbers[0] != n || numbers[OPEN - 1] != n - OPEN + 1) {
        return fail("the open orders, newest first");
    }
    plain_orders plain = {n, malloc(sizeof(foodtruck_order_line[2]) * (size_t)n), malloc((size_t)n)};
    if (plain.lines == NULL || plain.line_count == NULL) return fail("memory for the plain scan");
    for (long i = 0; i < n; i++) plain.line_count[i] = (unsigned char)order_lines(i, plain.lines[i]);
    int32_t donuts[17];
    size_t donut_count = 0;
    unsigned char matching[17] = {0};
    if (foodtruck_donut_search(truck, "12", donuts, 17, &donut_count) != FOODTRUCK_OK) return fail("donut search");
    for (size_t i = 0; i < donut_count; i++) matching[donuts[i]] = 1;
    size_t found = 0;
    if (foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_ALL, "12", &found) != FOODTRUCK_OK ||
        (long)found != plain_search_12(&plain, matching) || found == 0) {
        return fail("the search \"12\" finds what the plain scan finds");
    }

    BENCH_BEST(t->list, 7, 200,
               failed |= foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_INCOMPLETE, "", FOODTRUCK_ORDER_SORT_NUMBER,
                                              false, 0, PAGE, numbers, PAGE, &count) != FOODTRUCK_OK);
    BENCH_BEST(t->list_descending, 7, 200,
               failed |= foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_INCOMPLETE, "",
                                              FOODTRUCK_ORDER_SORT_NUMBER, true, 0, PAGE, numbers, PAGE, &count) != FOODTRUCK_OK);
    BENCH_BEST(t->count_open, 7, 200,
               failed |= foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_INCOMPLETE, "", &count) != FOODTRUCK_OK);
    BENCH_BEST(t->search_12, 5, 3, failed |= foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_ALL, "12", &count) != FOODTRUCK_OK);
    BENCH_BEST(t->search_glaze, 5, 3,
               failed |= foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_ALL, "glaze", &count) != FOODTRUCK_OK);
    BENCH_BEST(t->newest_glaze, 7, 200,
               failed |= foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_ALL, "glaze", FOODTRUCK_ORDER_SORT_NUMBER,
                                              true, 0, PAGE, numbers, PAGE, &count) != FOODTRUCK_OK);
    BENCH_BEST(t->search_long, 5, 3,
               failed |= foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_ALL, long_text, &count) != FOODTRUCK_OK);
    int32_t offset = 60;
    BENCH_BEST(t->utc_offset, 3, 2, failed |= foodtruck_truck_set_utc_offset(truck, offset = -offset) != FOODTRUCK_OK);
    volatile long sink = 0;
    BENCH_BEST(t->plain_12, 5, 3, sink += plain_search_12(&plain, matching));
    (void)sink;
    free(plain.lines);
    free(plain.line_count);
    (void)foodtruck_truck_free(truck);
    return failed ? fail("a timed call") : 0;
}

static void row(const char *call, double large, double small, const char *goal) {
    printf("| %s | %.3f ms | %.3f ms | %.2fx | %s |\n", call, large * 1e3, small * 1e3, large / small, goal);
}

int main(int argc, char **argv) {
    int sizes = argc > 1 ? atoi(argv[1]) : 3;
    long large = 1000;
    for (int i = 0; i < (sizes < 1 ? 1 : sizes); i++) large *= 10;
    char long_text[257];
    memset(long_text, 'a', 256);
    long_text[256] = '\0';
    timings big, small;
    if (measure(large, long_text, &big) || measure(10000, long_text, &small)) return 1;
    printf("| call | %ld orders | 10000 orders | ratio | goal |\n|---|---|---|---|---|\n", large);
    row("open orders by number, a page of 50", big.list, small.list, "under 1 ms");
    row("the same, newest first", big.list_descending, small.list_descending, "under 1 ms");
    row("count of the open orders", big.count_open, small.count_open, "under 1 ms");
    row("newest 50 orders with \"glaze\"", big.newest_glaze, small.newest_glaze, "under 1 ms");
    row("count of every order with \"12\"", big.search_12, small.search_12, "under 16 ms");
    row("count of every order with \"glaze\"", big.search_glaze, small.search_glaze, "under 16 ms");
    row("count of every order with a 256-byte text", big.search_long, small.search_long, "under 16 ms");
    row("plain C scan for \"12\", the same orders", big.plain_12, small.plain_12, "the baseline");
    row("a new UTC offset (every order's sales re-filed)", big.utc_offset, small.utc_offset, "a pass over the orders");
    return 0;
}
