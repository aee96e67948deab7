/* SPDX-License-Identifier: Apache-2.0 */
/* stream.c: what a session keeps of a live stream, operated for 40 hours as the apps operate it:
 * the simulated start, then orders arriving 3 to 8 s apart (foodtruck_truck_simulate), each put
 * into preparation when it arrives (which requests its live activity) and handed over when its
 * countdown finishes (which ends the activity; the system dismisses it 4 hours later), with
 * room for 100 activities at once, so that every order has one. The
 * session is ticked at each of the library's instants (foodtruck_truck_next_due) and its events
 * polled. Reported: the resident memory the stream added per order, with live activities on,
 * against the same stream with them off (goal: under 100 bytes per order, activities included).
 * Each stream runs in a process of its own, so that neither reuses memory the other freed.
 * Prints markdown table rows. Usage: stream [hours] (default 40). */
#include "bench.h"
#include "foodtruck.h"

#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#define T0 INT64_C(1796000000000)
#define HOUR INT64_C(3600000)

static int fail(const char *what) {
    fprintf(stderr, "stream: %s: %s\n", what, foodtruck_last_error());
    return 1;
}

typedef struct {
    long orders;
    long activities;
    double bytes_per_order;
} outcome;

static int operate(long hours, bool activities, outcome *out) {
    foodtruck_truck *truck = NULL;
    const int32_t stream = (int32_t)(hours * 3600 / 3 + 1); /* more than can arrive */
    if (foodtruck_truck_new(&truck) != FOODTRUCK_OK || foodtruck_truck_simulate(truck, 1, T0, stream) != FOODTRUCK_OK ||
        foodtruck_truck_set_activity_limit(truck, FOODTRUCK_ACTIVITY_MAX_LIMIT) != FOODTRUCK_OK ||
        foodtruck_truck_set_activities_enabled(truck, activities, T0) != FOODTRUCK_OK) {
        return fail("the simulated start");
    }
    long before = bench_rss();
    const int64_t end = T0 + hours * HOUR;
    out->orders = out->activities = 0;
    for (;;) {
        int64_t due = FOODTRUCK_NO_TIME;
        int32_t arrived = 0;
        if (foodtruck_truck_next_due(truck, &due) != FOODTRUCK_OK) return fail("next due");
        if (due == FOODTRUCK_NO_TIME || due > end) break;
        if (foodtruck_truck_tick(truck, due, &arrived) != FOODTRUCK_OK) return fail("tick");
        foodtruck_event events[64];
        size_t count = 0;
        do {
            if (foodtruck_event_poll(truck, events, 64, &count) != FOODTRUCK_OK) return fail("poll");
            for (size_t i = 0; i < count; i++) {
                foodtruck_event e = events[i];
                if (e.kind == FOODTRUCK_EVENT_ORDER_PLACED) {
                    out->orders++;
                    if (foodtruck_order_apply(truck, e.order_number, FOODTRUCK_ORDER_PREPARE, due) != FOODTRUCK_OK) {
                        return fail("prepare");
                    }
                } else if (e.kind == FOODTRUCK_EVENT_TIMER_FINISHED) {
                    if (foodtruck_order_apply(truck, e.order_number, FOODTRUCK_ORDER_COMPLETE, due) != FOODTRUCK_OK) {
                        return fail("complete");
                    }
                } else if (e.kind == FOODTRUCK_EVENT_ACTIVITY_STARTED) {
                    out->activities++;
                }
            }
        } while (count > 0);
    }
    out->bytes_per_order = (double)(bench_rss() - before) / (double)out->orders;
    (void)foodtruck_truck_free(truck);
    return out->orders > 0 ? 0 : fail("no order arrived");
}

/* operate() in a child process, its outcome sent back through a pipe. */
static int operate_apart(long hours, bool activities, outcome *out) {
    int ends[2];
    if (pipe(ends) != 0) return 1;
    pid_t child = fork();
    if (child == 0) {
        close(ends[0]);
        int failed = operate(hours, activities, out);
        ssize_t written = failed ? 0 : write(ends[1], out, sizeof *out);
        _exit(written == (ssize_t)sizeof *out ? 0 : 1);
    }
    close(ends[1]);
    ssize_t got = child > 0 ? read(ends[0], out, sizeof *out) : -1;
    close(ends[0]);
    int status = 1;
    if (child > 0) waitpid(child, &status, 0);
    return got == (ssize_t)sizeof *out && status == 0 ? 0 : 1;
}

int main(int argc, char **argv) {
    long hours = argc > 1 ? atol(argv[1]) : 40;
    outcome on, off;
    if (operate_apart(hours, true, &on) || operate_apart(hours, false, &off)) return 1;
    if (on.activities < on.orders || off.activities != 0) {
        fprintf(stderr, "stream: %ld activities for %ld orders with them on, %ld off\n", on.activities, on.orders,
                off.activities);
        return 1;
    }
    printf("| stream | orders | live activities | bytes per order | goal |\n|---|---|---|---|---|\n");
    printf("| %ld hours, activities on | %ld | %ld | %.0f | under 100 |\n", hours, on.orders, on.activities,
           on.bytes_per_order);
    printf("| %ld hours, activities off | %ld | 0 | %.0f | the baseline |\n", hours, off.orders, off.bytes_per_order);
    return 0;
}
