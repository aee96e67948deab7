/* SPDX-License-Identifier: Apache-2.0 */
/* tick.c: what a tick costs when nothing is due, with many live timers against few (goal: the
 * cost follows what is due, not how much is live: within 2x).
 *
 * A truck shows at most 100 live activities (the highest limit), so the large case is 10,000
 * orders in preparation, that is 10,000 running countdowns, of which the first 100 show an
 * activity (stale in 2 min, ending in 8 h: 200 more pending instants); the small case is 100
 * orders in preparation, 100 countdowns and 100 activities. Both trucks then tick at instants
 * 1 ms apart from the start of preparation on, 50,000 ticks each, so that no countdown (60 s)
 * and no stale date (2 min) is reached: every tick finds nothing due. Trials alternate between
 * the two trucks; the best trial of each is reported. Before timing, the setup is checked (the
 * countdowns and activities exist); after it, that nothing happened (no event, every order
 * still preparing). Prints one markdown table row. */
#include "bench.h"
#include "foodtruck.h"

#define T0 INT64_C(1796000000000)
#define TRIALS 5
#define TICKS 10000 /* per trial: 5 x 10,000 = 50,000 ms < 60 s */

typedef struct rig {
    foodtruck_truck *truck;
    int32_t orders;
    int64_t now;
    double best;
} rig;

static int fail(const char *what) {
    fprintf(stderr, "tick: %s: %s\n", what, foodtruck_last_error());
    return 1;
}

static size_t drain(foodtruck_truck *truck) {
    foodtruck_event events[256];
    size_t count = 0, total = 0;
    do {
        if (foodtruck_event_poll(truck, events, 256, &count) != FOODTRUCK_OK) return (size_t)-1;
        total += count;
    } while (count > 0);
    return total;
}

/* A truck with `orders` orders put into preparation at T0. */
static int setup(rig *r, int32_t orders) {
    r->orders = orders;
    r->now = T0;
    r->best = 1e30;
    if (foodtruck_truck_new(&r->truck) != FOODTRUCK_OK || foodtruck_truck_set_activity_limit(r->truck, 100) != FOODTRUCK_OK) {
        return fail("setup");
    }
    for (int32_t i = 0; i < orders; i++) {
        foodtruck_order_line line;
        line.donut_id = i % FOODTRUCK_CATALOG_DONUT_COUNT;
        line.quantity = 1 + i % 6;
        int32_t number = 0;
        if (foodtruck_order_place(r->truck, &line, 1, T0, &number) != FOODTRUCK_OK) return fail("foodtruck_order_place");
        if (foodtruck_order_apply(r->truck, number, FOODTRUCK_ORDER_PREPARE, T0) != FOODTRUCK_OK) return fail("foodtruck_order_apply");
        drain(r->truck); /* keep the queue short; the events are not what is measured */
    }
    size_t showing = 0;
    foodtruck_timer timer;
    if (foodtruck_activity_list(r->truck, NULL, 0, &showing) != FOODTRUCK_OK || showing != 100 ||
        foodtruck_timer_get(r->truck, orders, T0, &timer) != FOODTRUCK_OK || timer.ends_at != T0 + 60000) {
        return fail("setup check: 100 activities and a countdown per order");
    }
    return 0;
}

static int run_trial(rig *r) {
    int status = 0;
    double start = bench_now();
    for (int i = 0; i < TICKS; i++) status |= (int)foodtruck_truck_tick(r->truck, ++r->now, NULL);
    double per = (bench_now() - start) / TICKS;
    if (status != 0) return fail("foodtruck_truck_tick");
    if (per < r->best) r->best = per;
    return 0;
}

/* Nothing was due: no event, every order still preparing, the activities all active. */
static int check_nothing_happened(rig *r) {
    size_t waiting = 0;
    foodtruck_island island;
    if (foodtruck_event_poll(r->truck, NULL, 0, &waiting) != FOODTRUCK_OK || waiting != 0) return fail("events appeared");
    for (int32_t n = 1; n <= r->orders; n++) {
        foodtruck_order order;
        if (foodtruck_order_get(r->truck, n, &order) != FOODTRUCK_OK || order.status != FOODTRUCK_ORDER_PREPARING) {
            return fail("an order left preparation");
        }
    }
    foodtruck_activity activity;
    if (foodtruck_activity_island(r->truck, &island) != FOODTRUCK_OK || foodtruck_activity_get(r->truck, island.owner, &activity) != FOODTRUCK_OK ||
        activity.state != FOODTRUCK_ACTIVITY_ACTIVE) {
        return fail("an activity changed");
    }
    return 0;
}

int main(void) {
    rig large, small;
    if (setup(&large, 10000) != 0 || setup(&small, 100) != 0) return 1;
    for (int trial = 0; trial < TRIALS; trial++) {
        if (run_trial(&large) != 0 || run_trial(&small) != 0) return 1;
    }
    if (large.now - T0 >= 60000 || check_nothing_happened(&large) != 0 || check_nothing_happened(&small) != 0) {
        return 1;
    }
    printf("| tick, nothing due | %.1f ns | %.1f ns | %.2f |\n", large.best * 1e9, small.best * 1e9,
           large.best / small.best);
    (void)foodtruck_truck_free(large.truck);
    (void)foodtruck_truck_free(small.truck);
    return 0;
}
