/* SPDX-License-Identifier: Apache-2.0 */
/* search.c: what a search costs at the longest text accepted, against a 10-byte one (goal: at
 * most a few times), and what refusing a 1 MiB text costs (goal: at once, whatever its size).
 *
 * A search folds its text once and matches it against each name in time linear in the name,
 * so its cost follows the names compared, not the text's length. The texts: "chocolate!" (10
 * bytes, matching nothing: every name is scanned to its end), 256 bytes of "a" (no name holds
 * it), and "chocolat" repeated to 256 bytes (a long partial match against every chocolate name
 * before failing: the case a naive matcher rescans). Measured on the catalog (17 donuts and
 * their ingredients, foodtruck_donut_search) and on 10,000 orders (foodtruck_order_count, which also matches
 * each order's display id). A 1 MiB text is refused after reading 257 bytes; its row compares
 * the refusal with the 10-byte search. Before timing, the answers are checked. Prints markdown
 * table rows. */
#include "bench.h"
#include "foodtruck.h"

#include <stdlib.h>
#include <string.h>

#define T0 INT64_C(1796000000000)
#define ORDERS 10000

static int fail(const char *what) {
    fprintf(stderr, "search: %s: %s\n", what, foodtruck_last_error());
    return 1;
}

static double catalog_search(foodtruck_truck *truck, const char *text, foodtruck_status *status) {
    int32_t ids[32];
    size_t count = 0;
    double seconds;
    BENCH_BEST(seconds, 7, 2000, *status = foodtruck_donut_search(truck, text, ids, 32, &count));
    return seconds;
}

static double order_search(foodtruck_truck *truck, const char *text, foodtruck_status *status) {
    size_t count = 0;
    double seconds;
    BENCH_BEST(seconds, 5, 20, *status = foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_ALL, text, &count));
    return seconds;
}

static void row(const char *what, double longest, double shortest) {
    printf("| %s | %.1f us | %.1f us | %.2f |\n", what, longest * 1e6, shortest * 1e6,
           longest / shortest);
}

int main(void) {
    static char ten[] = "chocolate!";
    static char plain[FOODTRUCK_SEARCH_MAX_BYTES + 1], partial[FOODTRUCK_SEARCH_MAX_BYTES + 1];
    memset(plain, 'a', FOODTRUCK_SEARCH_MAX_BYTES);
    for (int i = 0; i < FOODTRUCK_SEARCH_MAX_BYTES; i++) partial[i] = "chocolat"[i % 8];
    char *megabyte = malloc((1 << 20) + 1);
    if (megabyte == NULL) return 1;
    memset(megabyte, 'a', 1 << 20);
    megabyte[1 << 20] = '\0';

    foodtruck_truck *truck = NULL;
    if (foodtruck_truck_new(&truck) != FOODTRUCK_OK) return fail("foodtruck_truck_new");
    for (int32_t i = 0; i < ORDERS; i++) {
        foodtruck_order_line line;
        line.donut_id = i % FOODTRUCK_CATALOG_DONUT_COUNT;
        line.quantity = 1 + i % 5;
        int32_t number = 0;
        if (foodtruck_order_place(truck, &line, 1, T0 + i, &number) != FOODTRUCK_OK) return fail("foodtruck_order_place");
    }
    /* The answers first: nothing matches these texts; "chocolat" alone would. */
    size_t count = 99;
    int32_t ids[32];
    const char *texts[] = {ten, plain, partial};
    for (int i = 0; i < 3; i++) {
        if (foodtruck_donut_search(truck, texts[i], ids, 32, &count) != FOODTRUCK_OK || count != 0) return fail("catalog answer");
        if (foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_ALL, texts[i], &count) != FOODTRUCK_OK || count != 0) return fail("order answer");
    }
    if (foodtruck_donut_search(truck, "chocolat", ids, 32, &count) != FOODTRUCK_OK || count != 7) return fail("chocolat");

    foodtruck_status status = FOODTRUCK_OK, refused = FOODTRUCK_OK;
    double catalog_ten = catalog_search(truck, ten, &status);
    double catalog_plain = catalog_search(truck, plain, &status);
    double catalog_partial = catalog_search(truck, partial, &status);
    double catalog_megabyte = catalog_search(truck, megabyte, &refused);
    if (status != FOODTRUCK_OK || refused != FOODTRUCK_ERR_INVALID_ARGUMENT) return fail("catalog timing");
    double orders_ten = order_search(truck, ten, &status);
    double orders_plain = order_search(truck, plain, &status);
    double orders_partial = order_search(truck, partial, &status);
    if (status != FOODTRUCK_OK) return fail("order timing");

    row("catalog, 256 x \"a\"", catalog_plain, catalog_ten);
    row("catalog, \"chocolat\" x 32", catalog_partial, catalog_ten);
    row("catalog, 1 MiB text (refused)", catalog_megabyte, catalog_ten);
    row("10,000 orders, 256 x \"a\"", orders_plain, orders_ten);
    row("10,000 orders, \"chocolat\" x 32", orders_partial, orders_ten);
    free(megabyte);
    foodtruck_truck_free(truck);
    return 0;
}
