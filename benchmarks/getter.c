/* SPDX-License-Identifier: Apache-2.0 */
/* getter.c: the per-call cost of a handle getter (foodtruck_truck_price: handle lookup, session lock,
 * one field) against the plain C baseline in libftbaseline.so (argument check, mutex, field),
 * measured in the same run. */
#include "bench.h"
#include "foodtruck.h"

typedef struct c_truck c_truck;
c_truck *c_truck_new(void);
int c_truck_price(const c_truck *truck, int64_t *cents_out);

int main(void) {
    foodtruck_truck *truck = NULL;
    c_truck *baseline = c_truck_new();
    if (foodtruck_truck_new(&truck) != FOODTRUCK_OK || baseline == NULL) return 1;
    volatile int64_t sink = 0;
    int64_t cents = 0;
    double lib_seconds, c_seconds;
    const long reps = 2000000;
    BENCH_BEST(c_seconds, 5, reps, (sink += c_truck_price(baseline, &cents) + cents));
    BENCH_BEST(lib_seconds, 5, reps, (sink += foodtruck_truck_price(truck, &cents) + cents));
    printf("| handle getter (foodtruck_truck_price) | %.1f ns | %.1f ns | %.2f |\n", lib_seconds * 1e9,
           c_seconds * 1e9, lib_seconds / c_seconds);
    (void)foodtruck_truck_free(truck);
    return 0;
}
