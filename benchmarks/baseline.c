/* SPDX-License-Identifier: Apache-2.0 */
/* baseline.c: the plain C counterpart of a libfoodtruck handle getter, built as its own
 * shared object so that both calls cross a library boundary: check the arguments, take the
 * object's mutex, read one field, release. */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct c_truck {
    pthread_mutex_t lock;
    int64_t cents_per_donut;
} c_truck;

c_truck *c_truck_new(void);
int c_truck_price(const c_truck *truck, int64_t *cents_out);

c_truck *c_truck_new(void) {
    c_truck *truck = (c_truck *)calloc(1, sizeof *truck);
    if (truck == NULL) return NULL;
    pthread_mutex_init(&truck->lock, NULL);
    truck->cents_per_donut = 578;
    return truck;
}

int c_truck_price(const c_truck *truck, int64_t *cents_out) {
    if (truck == NULL || cents_out == NULL) return 1;
    pthread_mutex_lock((pthread_mutex_t *)&truck->lock);
    *cents_out = truck->cents_per_donut;
    pthread_mutex_unlock((pthread_mutex_t *)&truck->lock);
    return 0;
}
