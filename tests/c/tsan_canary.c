/* SPDX-License-Identifier: Apache-2.0 */
/* tsan_canary.c: proof that tools/test_tsan's ThreadSanitizer build can see races inside
 * libfoodtruck, so that a clean stress run means something. Two threads pass the same
 * out-parameter to foodtruck_truck_price() with no synchronization of their own: the library's
 * instrumented Swift code writes it from both threads, a data race that TSan must report with
 * a libfoodtruck frame on the stack. tools/test_tsan fails if it does not. (The race is the
 * caller's misuse; the library is not at fault.) */
#include <pthread.h>
#include <stdio.h>

#include "foodtruck.h"

static foodtruck_truck *truck;
static int64_t shared_cents; /* written by both threads, unsynchronized: the planted race */

static void *reader(void *arg) {
    (void)arg;
    for (int i = 0; i < 1000; i++) {
        if (foodtruck_truck_price(truck, &shared_cents) != FOODTRUCK_OK) return NULL;
    }
    return NULL;
}

int main(void) {
    if (foodtruck_truck_new(&truck) != FOODTRUCK_OK) return 1;
    pthread_t a, b;
    pthread_create(&a, NULL, reader, NULL);
    pthread_create(&b, NULL, reader, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    printf("tsan_canary: price %lld\n", (long long)shared_cents);
    return foodtruck_truck_free(truck) == FOODTRUCK_OK ? 0 : 1;
}
