/* SPDX-License-Identifier: Apache-2.0 */
/* getter.c: the per-call cost of a handle getter (foodtruck_truck_price: handle lookup, session lock,
 * one field) against the plain C baseline in libftbaseline.so (argument check, mutex, field),
 * measured in the same run: first in a process of one thread, where glibc's mutex takes no
 * atomic instruction and neither does the library (SingleThread.swift), then again with a second
 * thread alive (asleep), where both take their locks with atomic instructions. */
#include "bench.h"
#include "foodtruck.h"

#include <pthread.h>

typedef struct c_truck c_truck;
c_truck *c_truck_new(void);
int c_truck_price(const c_truck *truck, int64_t *cents_out);

static pthread_mutex_t asleep = PTHREAD_MUTEX_INITIALIZER;

/* The second thread: waits for the mutex main holds until the end. */
static void *sleeper(void *arg) {
    (void)arg;
    pthread_mutex_lock(&asleep);
    pthread_mutex_unlock(&asleep);
    return NULL;
}

static void row(const char *name, foodtruck_truck *truck, c_truck *baseline) {
    volatile int64_t sink = 0;
    int64_t cents = 0;
    double lib_seconds, c_seconds;
    const long reps = 2000000;
    BENCH_PAIR(c_seconds, (sink += c_truck_price(baseline, &cents) + cents), lib_seconds,
               (sink += foodtruck_truck_price(truck, &cents) + cents), 5, reps);
    printf("| %s | %.1f ns | %.1f ns | %.2f |\n", name, lib_seconds * 1e9, c_seconds * 1e9, lib_seconds / c_seconds);
}

int main(void) {
    foodtruck_truck *truck = NULL;
    c_truck *baseline = c_truck_new();
    if (foodtruck_truck_new(&truck) != FOODTRUCK_OK || baseline == NULL) return 1;
    row("handle getter (foodtruck_truck_price)", truck, baseline);
    pthread_t thread;
    pthread_mutex_lock(&asleep);
    if (pthread_create(&thread, NULL, sleeper, NULL) != 0) return 1;
    row("the same, with a second thread alive", truck, baseline);
    pthread_mutex_unlock(&asleep);
    pthread_join(thread, NULL);
    (void)foodtruck_truck_free(truck);
    return 0;
}
