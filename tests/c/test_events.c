/* SPDX-License-Identifier: Apache-2.0 */
/* test_events.c: scheduling a shell through the C ABI. foodtruck_truck_next_due reports when the
 * session next changes by itself (FOODTRUCK_NO_TIME when nothing will), and a scripted session
 * lived through twice, once sleeping from one reported instant (or the operator's next call) to
 * the next and once ticking every 100 ms, gives the same events at the same instants
 * (docs/domain.md §7.8; docs/conventions.md, "Events and callbacks"). */
#include "check.h"

#define T0 INT64_C(1796000000000) /* 2026-11-30 00:53:20 UTC */
#define SECOND INT64_C(1000)
#define MINUTE INT64_C(60000)
#define HOUR INT64_C(3600000)

static int64_t next_due(const foodtruck_truck *truck) {
    int64_t due = 7;
    CHECK_OK(foodtruck_truck_next_due(truck, &due));
    return due;
}

/* The latest tick: none at first, then each tick's now; a refused one leaves it. */
static void test_latest_tick(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    int64_t at = 7;
    CHECK_OK(foodtruck_truck_latest_tick(truck, &at));
    CHECK_INT(at, FOODTRUCK_NO_TIME);
    CHECK_OK(foodtruck_truck_tick(truck, T0 + MINUTE, NULL));
    CHECK_OK(foodtruck_truck_latest_tick(truck, &at));
    CHECK_INT(at, T0 + MINUTE);
    CHECK_STATUS(foodtruck_truck_tick(truck, T0, NULL), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_truck_latest_tick(truck, &at));
    CHECK_INT(at, T0 + MINUTE);
    CHECK_STATUS(foodtruck_truck_latest_tick(truck, NULL), FOODTRUCK_ERR_NULL_ARGUMENT);
    CHECK_OK(foodtruck_truck_free(truck));
}

static void test_next_due(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    CHECK_INT(next_due(truck), FOODTRUCK_NO_TIME);
    foodtruck_order_line line = {0, 2};
    int32_t number = 0;
    CHECK_OK(foodtruck_order_place(truck, &line, 1, T0, &number));
    CHECK_INT(next_due(truck), FOODTRUCK_NO_TIME); /* a placed order waits for the operator */
    CHECK_OK(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_PREPARE, T0));
    CHECK_INT(next_due(truck), T0 + MINUTE); /* the countdown's end */
    int32_t arrived = -1;
    CHECK_OK(foodtruck_truck_tick(truck, T0 + MINUTE, &arrived));
    CHECK_INT(next_due(truck), T0 + 2 * MINUTE); /* the activity's stale date */
    /* Handed over: the activity ends and leaves at once; its stale date and 8-hour end are
     * overtaken, and nothing is due any more. */
    CHECK_OK(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_COMPLETE, T0 + 90 * SECOND));
    CHECK_INT(next_due(truck), FOODTRUCK_NO_TIME);
    /* Conventions: a NULL out-parameter, a freed handle; nothing written. */
    CHECK_STATUS(foodtruck_truck_next_due(truck, NULL), FOODTRUCK_ERR_NULL_ARGUMENT);
    CHECK(strstr(foodtruck_last_error(), "due_at_out") != NULL);
    CHECK_OK(foodtruck_truck_free(truck));
    int64_t due = 77;
    CHECK_STATUS(foodtruck_truck_next_due(truck, &due), FOODTRUCK_ERR_INVALID_HANDLE);
    CHECK_INT(due, 77);
}

/* ---- The scripted session ---------------------------------------------------------------- */

/* Until then: past the 8-hour end of the last activity, started at 70 s. */
#define HORIZON (8 * HOUR + 10 * MINUTE)

/* The operator's calls, ms after T0 (on the 100 ms grid). */
static const int64_t STEPS[] = {0, 1500, 10 * SECOND, 20 * SECOND, 30 * SECOND, 45 * SECOND, 70 * SECOND,
                                4 * MINUTE, 5 * MINUTE};
#define STEP_COUNT (sizeof STEPS / sizeof STEPS[0])

static int32_t activity_of(foodtruck_truck *truck, int32_t number) {
    int32_t id = 0;
    CHECK_OK(foodtruck_activity_for_order(truck, number, &id));
    return id;
}

/* Several orders in preparation, activities going stale, ended by calls and by their 8 hours,
 * dismissed at once, at an instant and 4 hours on, and the Dynamic Island changing hands. */
static void act(foodtruck_truck *truck, size_t step, int64_t now) {
    switch (step) {
    case 0:
        CHECK_OK(foodtruck_order_apply(truck, 16, FOODTRUCK_ORDER_PREPARE, now));
        CHECK_OK(foodtruck_order_apply(truck, 17, FOODTRUCK_ORDER_PREPARE, now));
        break;
    case 1: CHECK_OK(foodtruck_order_apply(truck, 18, FOODTRUCK_ORDER_PREPARE, now)); break;
    case 2: { /* order 16's activity, same countdown, relevance 5: it takes the island */
        foodtruck_timer timer;
        CHECK_OK(foodtruck_timer_get(truck, 16, now, &timer));
        CHECK_OK(foodtruck_activity_update(truck, activity_of(truck, 16), timer.starts_at, timer.ends_at, 5.0, now));
        break;
    }
    case 3: CHECK_OK(foodtruck_order_apply(truck, 17, FOODTRUCK_ORDER_MARK_READY, now)); break;
    case 4: CHECK_OK(foodtruck_order_apply(truck, 17, FOODTRUCK_ORDER_COMPLETE, now)); break;
    case 5:
        CHECK_OK(foodtruck_activity_end(truck, activity_of(truck, 16), FOODTRUCK_DISMISS_AFTER, now + 5 * MINUTE, now));
        break;
    case 6:
        CHECK_OK(foodtruck_order_apply(truck, 19, FOODTRUCK_ORDER_PREPARE, now));
        CHECK_OK(foodtruck_order_apply(truck, 20, FOODTRUCK_ORDER_PREPARE, now));
        break;
    case 7: CHECK_OK(foodtruck_order_apply(truck, 18, FOODTRUCK_ORDER_COMPLETE, now)); break;
    default: CHECK_OK(foodtruck_activity_end(truck, activity_of(truck, 19), FOODTRUCK_DISMISS_DEFAULT, 0, now)); break;
    }
}

typedef struct event_log {
    foodtruck_event events[128];
    size_t count;
} event_log;

/* Takes every waiting event into the log; returns how many came. */
static size_t drain(foodtruck_truck *truck, event_log *log) {
    size_t before = log->count, got = 0;
    do {
        CHECK_OK(foodtruck_event_poll(truck, log->events + log->count, 128 - log->count, &got));
        log->count += got;
    } while (got > 0 && log->count < 128);
    CHECK(log->count < 128);
    return log->count - before;
}

/* A session like the original's start (24 orders, orders 16 to 24 placed) with a live stream of
 * 12 orders from T0. */
static foodtruck_truck *start_session(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    CHECK_OK(foodtruck_truck_simulate(truck, 7, T0, 12));
    return truck;
}

/* Ticks every 100 ms to the horizon, each call of the script after the tick of its instant.
 * The queue keeps every event with its own instant, so it is drained once at the end. */
static foodtruck_truck *tick_every_100ms(event_log *log) {
    foodtruck_truck *truck = start_session();
    size_t step = 0;
    for (int64_t after = 0; after <= HORIZON; after += 100) {
        CHECK_OK(foodtruck_truck_tick(truck, T0 + after, NULL));
        while (step < STEP_COUNT && STEPS[step] == after) act(truck, step++, T0 + after);
    }
    CHECK_INT(step, STEP_COUNT);
    drain(truck, log);
    return truck;
}

/* Sleeps from one instant that matters to the next: the reported next due instant or the
 * script's next call, whichever comes first. Each wake that is no call's has an event at
 * exactly its instant: the report is honest. */
static foodtruck_truck *sleep_until_due(event_log *log, size_t *wakes) {
    foodtruck_truck *truck = start_session();
    size_t step = 0;
    *wakes = 0;
    for (int64_t now = T0; now <= T0 + HORIZON;) {
        CHECK_OK(foodtruck_truck_tick(truck, now, NULL));
        int acted = 0;
        while (step < STEP_COUNT && T0 + STEPS[step] == now) act(truck, step++, now), acted = 1;
        size_t first = log->count, got = drain(truck, log);
        if (!acted) {
            int at_now = 0;
            for (size_t i = first; i < first + got; i++) at_now |= log->events[i].at == now;
            if (!at_now) fprintf(stderr, "%s:%d: woke at t0%+lld for nothing\n", __FILE__, __LINE__, (long long)(now - T0));
            CHECK(at_now);
        }
        ++*wakes;
        int64_t due = next_due(truck), call = step < STEP_COUNT ? T0 + STEPS[step] : FOODTRUCK_NO_TIME;
        if (due == FOODTRUCK_NO_TIME && call == FOODTRUCK_NO_TIME) break;
        now = due == FOODTRUCK_NO_TIME ? call : call == FOODTRUCK_NO_TIME || due < call ? due : call;
    }
    CHECK_OK(foodtruck_truck_tick(truck, T0 + HORIZON, NULL));
    drain(truck, log);
    CHECK_INT(step, STEP_COUNT);
    return truck;
}

static size_t count_kind(const event_log *log, foodtruck_event_kind kind) {
    size_t n = 0;
    for (size_t i = 0; i < log->count; i++) n += log->events[i].kind == kind;
    return n;
}

static void test_sleeping_equals_ticking(void) {
    static event_log ticked, slept;
    size_t wakes = 0;
    foodtruck_truck *a = tick_every_100ms(&ticked);
    foodtruck_truck *b = sleep_until_due(&slept, &wakes);

    /* The same events, in the same order, at the same instants, field by field. */
    CHECK_INT(slept.count, ticked.count);
    for (size_t i = 0; i < slept.count && i < ticked.count; i++) {
        const foodtruck_event *s = &slept.events[i], *t = &ticked.events[i];
        if (s->at != t->at || s->kind != t->kind || s->order_number != t->order_number ||
            s->activity_id != t->activity_id || s->status != t->status) {
            fprintf(stderr, "%s:%d: event %zu: slept {kind %d at t0%+lld}, ticked {kind %d at t0%+lld}\n", __FILE__,
                    __LINE__, i, (int)s->kind, (long long)(s->at - T0), (int)t->kind, (long long)(t->at - T0));
            CHECK(0);
        }
    }
    CHECK_INT(next_due(a), next_due(b));
    /* 294,001 ticks against a few dozen wakes. */
    CHECK(wakes > 9 && wakes < 40);

    /* What the script makes happen, worked out by hand (docs/domain.md, decision 1; §7). */
    CHECK_INT(count_kind(&slept, FOODTRUCK_EVENT_ORDER_PLACED), 12);          /* the stream, 25 to 36 */
    CHECK_INT(count_kind(&slept, FOODTRUCK_EVENT_ORDER_STATUS_CHANGED), 12);  /* 5 + 1 + 4 + 2 */
    CHECK_INT(count_kind(&slept, FOODTRUCK_EVENT_TIMER_FINISHED), 4);         /* not 17's */
    CHECK_INT(count_kind(&slept, FOODTRUCK_EVENT_NOTIFICATION), 4);
    CHECK_INT(count_kind(&slept, FOODTRUCK_EVENT_ACTIVITY_STARTED), 5);
    CHECK_INT(count_kind(&slept, FOODTRUCK_EVENT_ACTIVITY_UPDATED), 1);
    CHECK_INT(count_kind(&slept, FOODTRUCK_EVENT_ACTIVITY_STALE), 3);
    CHECK_INT(count_kind(&slept, FOODTRUCK_EVENT_ACTIVITY_ENDED), 5);
    CHECK_INT(count_kind(&slept, FOODTRUCK_EVENT_ACTIVITY_DISMISSED), 4);
    CHECK_INT(count_kind(&slept, FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED), 8);
    CHECK_INT(slept.count, 58);
    static const int64_t ISLAND_AT[] = {0, 0, 1500, 10 * SECOND, 45 * SECOND, 70 * SECOND, 70 * SECOND,
                                        8 * HOUR + 70 * SECOND};
    static const int32_t ISLAND_OWNER[] = {1, 2, 3, 1, 3, 4, 5, 0};
    static const int64_t DISMISSED_AT[] = {30 * SECOND, 4 * MINUTE, 345 * SECOND, 5 * MINUTE + 4 * HOUR};
    size_t island = 0, dismissed = 0;
    for (size_t i = 0; i < slept.count; i++) {
        const foodtruck_event *e = &slept.events[i];
        if (e->kind == FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED && island < 8) {
            CHECK_INT(e->at, T0 + ISLAND_AT[island]);
            CHECK_INT(e->activity_id, ISLAND_OWNER[island]);
            island++;
        }
        if (e->kind == FOODTRUCK_EVENT_ACTIVITY_DISMISSED && dismissed < 4) CHECK_INT(e->at, T0 + DISMISSED_AT[dismissed++]);
    }
    /* At the end: activity 5 ended by itself and stays on the lock screen until 4 hours on. */
    int32_t ids[8];
    size_t count = 99;
    CHECK_OK(foodtruck_activity_list(b, ids, 8, &count));
    CHECK_INT(count, 0);
    CHECK_OK(foodtruck_activity_lock_screen(b, ids, 8, &count));
    CHECK_INT(count, 1);
    CHECK_INT(ids[0], 5);
    CHECK_INT(next_due(b), T0 + 70 * SECOND + 12 * HOUR);
    CHECK_OK(foodtruck_truck_free(a));
    CHECK_OK(foodtruck_truck_free(b));
}

int main(void) {
    test_next_due();
    test_latest_tick();
    test_sleeping_equals_ticking();
    return check_report("test_events");
}
