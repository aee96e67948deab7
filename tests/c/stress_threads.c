/* SPDX-License-Identifier: Apache-2.0 */
/* stress_threads.c: 8 threads (or up to 16) share one truck (built and run by tools/test_tsan:
 * under ThreadSanitizer, natively with 8 and 16 threads, and under valgrind). Not a test_*.c: it
 * needs C11 atomics and threads, and its run time is set by an iteration count:
 *
 *   stress_threads [iterations per thread [threads]]   (default 20000, or $STRESS_ITERATIONS;
 *                                                       8 threads)
 *
 * Every thread loops over a random mix of: placing orders, moving orders on (foodtruck_order_apply
 * with the order's next action), ticking with a shared clock (an atomic counter that only
 * grows; a tick that loses the race to a later one is refused with FOODTRUCK_ERR_INVALID_ARGUMENT,
 * which is tolerated and counted), requesting, updating and ending live activities, reading
 * presentations (activity texts, the island, countdowns), and polling events. One thread also
 * registers and unregisters an event callback now and then, with a heap user_data that its
 * destroy function frees (so a delivery after destroy is a use after free), and one turns live
 * activities off and on. Two read through views of their own (foodtruck_truck_new_view), one in
 * Arabic that must read every title in Arabic, one that navigates and must find itself where it
 * went, whatever the other threads change. Every status is checked: each call may return only the codes the race
 * explains. Every event is checked as it is taken (kind, status, ids, instant).
 *
 * At the end, single-threaded: a tick 13 hours on (every countdown, stale date, 8-hour expiry
 * and dismissal is due by then), then the invariants: the truck has exactly 24 simulated + the
 * placed + the arrived orders; every stream order arrived; every ORDER_PLACED event (polled or
 * delivered) names a distinct order and every placed or arrived order has exactly one; no
 * order is still preparing; every order that was prepared has its countdown; no activity
 * shows; every activity is dismissed within 4 hours of its end; every registration's destroy
 * ran exactly once. Exit status: 0 when all hold. */
#define _POSIX_C_SOURCE 200809L

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "foodtruck.h"

#define MAX_THREADS 16
static int thread_count = 8;
#define T0 INT64_C(1796000000000)
#define HOUR INT64_C(3600000)
#define SIMULATED 24
#define STREAM 300
#define CALLBACK_MAGIC 0xCA11BAC

static foodtruck_truck *truck;
static long iterations = 20000;
static _Atomic int64_t clock_ms = T0;

/* What happened, for the final invariants and the report. */
static atomic_long placed, arrived, ticks_ok, ticks_refused, apply_ok, apply_raced, requests_ok,
    requests_refused, updates_ok, ends_ok, activity_raced, texts_read, events_polled, events_delivered,
    registrations, destroys, toggles;
static atomic_uint *placed_seen; /* ORDER_PLACED events per order number */
static long max_orders;
static atomic_int failures;

#define FAIL(...)                                                                                 \
    do {                                                                                          \
        if (atomic_fetch_add(&failures, 1) < 30) {                                                \
            fprintf(stderr, "stress_threads:%d: ", __LINE__);                                     \
            fprintf(stderr, __VA_ARGS__);                                                         \
            fprintf(stderr, " (last error: %s)\n", foodtruck_last_error());                              \
        }                                                                                         \
    } while (0)

#define EXPECT(status, ok_condition, what)                                                        \
    do {                                                                                          \
        if (!(ok_condition)) FAIL("%s returned %s", what, foodtruck_status_string(status));              \
    } while (0)

/* The answer for an activity dismissed and then forgotten (foodtruck_activity_get). */
static bool forgotten(foodtruck_status status) {
    return status == FOODTRUCK_ERR_NOT_FOUND && strstr(foodtruck_last_error(), "is forgotten") != NULL;
}

static uint64_t next_random(uint64_t *state) {
    uint64_t x = *state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    *state = x;
    return x;
}

static int64_t now_ms(void) { return atomic_load(&clock_ms); }

/* Orders known to exist: numbers 1 to this. */
static int32_t known_orders(void) {
    return (int32_t)(SIMULATED + atomic_load(&placed) + atomic_load(&arrived));
}

/* Checks an event as it is taken, and counts ORDER_PLACED per order. */
static void take_event(const foodtruck_event *e) {
    if ((int)e->kind < 0 || e->kind > FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED) FAIL("event kind %d", (int)e->kind);
    if ((int)e->status < 0 || e->status > FOODTRUCK_ORDER_COMPLETED) FAIL("event status %d", (int)e->status);
    if (e->order_number < 1 || e->order_number > max_orders) FAIL("event order %d", (int)e->order_number);
    /* Activity events name their activity; an island owner change names the new owner, or 0. */
    int activity_kind = e->kind >= FOODTRUCK_EVENT_ACTIVITY_STARTED;
    int island = e->kind == FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED;
    if (e->activity_id < 0 || (!island && activity_kind != (e->activity_id > 0))) {
        FAIL("event kind %d with activity %d", (int)e->kind, (int)e->activity_id);
    }
    if (e->at < T0 || e->at > now_ms()) FAIL("event at t0%+lld, clock t0%+lld", (long long)(e->at - T0), (long long)(now_ms() - T0));
    if (e->kind == FOODTRUCK_EVENT_ORDER_PLACED && e->order_number >= 1 && e->order_number <= max_orders) {
        atomic_fetch_add(&placed_seen[e->order_number], 1);
    }
}

/* ---- The callback: heap user_data, released by destroy ----------------------------------- */

typedef struct sink {
    int magic;
    atomic_long delivered;
} sink;

static void on_event(const foodtruck_event *event, void *user_data) {
    sink *s = (sink *)user_data;
    if (s->magic != CALLBACK_MAGIC) FAIL("callback after destroy");
    atomic_fetch_add(&s->delivered, 1);
    atomic_fetch_add(&events_delivered, 1);
    take_event(event);
}

static void on_destroy(void *user_data) {
    sink *s = (sink *)user_data;
    if (s->magic != CALLBACK_MAGIC) FAIL("destroy twice");
    s->magic = 0;
    atomic_fetch_add(&destroys, 1);
    free(s);
}

/* ---- One thread's work -------------------------------------------------------------------- */

static void place_order(uint64_t *rng) {
    foodtruck_order_line lines[3];
    int count = 1 + (int)(next_random(rng) % 3);
    int32_t first = (int32_t)(next_random(rng) % 15);
    for (int i = 0; i < count; i++) {
        lines[i].donut_id = first + i;
        lines[i].quantity = 1 + (int32_t)(next_random(rng) % 5);
    }
    int32_t number = 0;
    foodtruck_status s = foodtruck_order_place(truck, lines, (size_t)count, now_ms(), &number);
    EXPECT(s, s == FOODTRUCK_OK, "foodtruck_order_place");
    if (s == FOODTRUCK_OK) atomic_fetch_add(&placed, 1);
}

static void move_order(uint64_t *rng) {
    int32_t number = 1 + (int32_t)(next_random(rng) % (uint64_t)known_orders());
    foodtruck_order order;
    foodtruck_status s = foodtruck_order_get(truck, number, &order);
    EXPECT(s, s == FOODTRUCK_OK, "foodtruck_order_get");
    if (s != FOODTRUCK_OK || order.next_action == FOODTRUCK_ORDER_ACTION_NONE) return;
    s = foodtruck_order_apply(truck, number, order.next_action, now_ms());
    /* Another thread (or a countdown's end) may have moved it on first. */
    EXPECT(s, s == FOODTRUCK_OK || s == FOODTRUCK_ERR_INVALID_STATE, "foodtruck_order_apply");
    atomic_fetch_add(s == FOODTRUCK_OK ? &apply_ok : &apply_raced, 1);
}

static void do_tick(uint64_t *rng) {
    int64_t step = 1 + (int64_t)(next_random(rng) % 2000);
    if (next_random(rng) % 200 == 0) step += 10 * 60000; /* now and then ten minutes pass */
    int64_t now = atomic_fetch_add(&clock_ms, step) + step;
    int32_t count = -1;
    foodtruck_status s = foodtruck_truck_tick(truck, now, &count);
    EXPECT(s, s == FOODTRUCK_OK || s == FOODTRUCK_ERR_INVALID_ARGUMENT, "foodtruck_truck_tick");
    if (s == FOODTRUCK_OK) {
        atomic_fetch_add(&ticks_ok, 1);
        if (count < 0 || count > STREAM) FAIL("arrived %d", (int)count);
        atomic_fetch_add(&arrived, count);
    } else {
        atomic_fetch_add(&ticks_refused, 1); /* a later tick got in first */
    }
}

static void check_countdown(const char *text, const char *what) {
    /* m:ss, at most 1:00 (preparation never takes longer). */
    if (strlen(text) != 4 || text[1] != ':' || text[0] < '0' || text[0] > '1' || text[2] < '0' ||
        text[2] > '5' || text[3] < '0' || text[3] > '9' || (text[0] == '1' && strcmp(text, "1:00") != 0)) {
        FAIL("%s \"%s\"", what, text);
    }
}

static void read_presentations(uint64_t *rng) {
    int32_t ids[128];
    size_t count = 0;
    foodtruck_status s = foodtruck_activity_list(truck, ids, 128, &count);
    EXPECT(s, s == FOODTRUCK_OK, "foodtruck_activity_list");
    if (s != FOODTRUCK_OK) return;
    if (count > 100) FAIL("%zu activities show; the limit is 100", count);
    int64_t now = now_ms();
    char text[256];
    for (size_t i = 0; i < count && i < 3; i++) {
        int slot = (int)(next_random(rng) % 11);
        size_t length = 0;
        /* Another thread may end, dismiss and (100 dismissals on) forget it after the list. */
        s = foodtruck_activity_text(truck, ids[i], (foodtruck_activity_text_slot)slot, now, text, sizeof text, &length);
        EXPECT(s, s == FOODTRUCK_OK || forgotten(s), "foodtruck_activity_text");
        if (s == FOODTRUCK_OK && (length == 0 || length != strlen(text))) FAIL("text length %zu", length);
        foodtruck_activity a;
        s = foodtruck_activity_get(truck, ids[i], &a);
        EXPECT(s, s == FOODTRUCK_OK || forgotten(s), "foodtruck_activity_get");
        if (s == FOODTRUCK_OK && (a.id != ids[i] || (int)a.state < 0 || a.state > FOODTRUCK_ACTIVITY_DISMISSED ||
                           a.stale_at < a.started_at || a.timer_end < a.timer_start)) {
            FAIL("activity %d: state %d", (int)ids[i], (int)a.state);
        }
        if (s == FOODTRUCK_OK && a.state >= FOODTRUCK_ACTIVITY_ENDED &&
            (a.ended_at == FOODTRUCK_NO_TIME || a.dismiss_at < a.ended_at || a.dismiss_at > a.ended_at + 4 * HOUR)) {
            FAIL("activity %d ended at %lld, dismissed at %lld", (int)ids[i], (long long)a.ended_at,
                 (long long)a.dismiss_at);
        }
        atomic_fetch_add(&texts_read, 1);
    }
    foodtruck_island island;
    s = foodtruck_activity_island(truck, &island);
    EXPECT(s, s == FOODTRUCK_OK, "foodtruck_activity_island");
    if (island.owner < 0 || island.minimal < 0 || (island.owner == 0 && island.minimal != 0) ||
        (island.owner != 0 && island.owner == island.minimal)) {
        FAIL("island {%d, %d}", (int)island.owner, (int)island.minimal);
    }
    int32_t number = 1 + (int32_t)(next_random(rng) % (uint64_t)known_orders());
    s = foodtruck_timer_countdown_text(truck, number, now, text, sizeof text, NULL);
    EXPECT(s, s == FOODTRUCK_OK || s == FOODTRUCK_ERR_NOT_FOUND, "foodtruck_timer_countdown_text");
    if (s == FOODTRUCK_OK) check_countdown(text, "countdown");
}

static void poll_events(void) {
    foodtruck_event events[64];
    size_t count = 0;
    foodtruck_status s = foodtruck_event_poll(truck, events, 64, &count);
    EXPECT(s, s == FOODTRUCK_OK, "foodtruck_event_poll");
    if (s != FOODTRUCK_OK) return;
    if (count > 64) FAIL("polled %zu", count);
    for (size_t i = 0; i < count; i++) take_event(&events[i]);
    atomic_fetch_add(&events_polled, (long)count);
}

static void touch_activity(uint64_t *rng) {
    int32_t ids[128];
    size_t count = 0;
    foodtruck_status s = foodtruck_activity_list(truck, ids, 128, &count);
    EXPECT(s, s == FOODTRUCK_OK, "foodtruck_activity_list");
    int64_t now = now_ms();
    if (s != FOODTRUCK_OK || count == 0 || next_random(rng) % 4 == 0) {
        /* Request one for a random order. */
        int32_t number = 1 + (int32_t)(next_random(rng) % (uint64_t)known_orders());
        int32_t id = 0;
        s = foodtruck_activity_request(truck, number, now, now + 60000, 0.0, now, &id);
        EXPECT(s, s == FOODTRUCK_OK || s == FOODTRUCK_ERR_INVALID_STATE || s == FOODTRUCK_ERR_LIMIT_REACHED || s == FOODTRUCK_ERR_DISABLED,
               "foodtruck_activity_request");
        atomic_fetch_add(s == FOODTRUCK_OK ? &requests_ok : &requests_refused, 1);
        return;
    }
    int32_t id = ids[next_random(rng) % count];
    if (next_random(rng) % 3 != 0) {
        double relevance = (double)(int)(next_random(rng) % 11) - 5.0;
        s = foodtruck_activity_update(truck, id, now, now + 60000, relevance, now);
        EXPECT(s, s == FOODTRUCK_OK || s == FOODTRUCK_ERR_INVALID_STATE || forgotten(s), "foodtruck_activity_update");
        if (s == FOODTRUCK_OK) atomic_fetch_add(&updates_ok, 1);
    } else {
        foodtruck_dismissal_policy policy = (foodtruck_dismissal_policy)(next_random(rng) % 3);
        int64_t at = now + (int64_t)(next_random(rng) % (5 * HOUR)) - HOUR;
        s = foodtruck_activity_end(truck, id, policy, at, now);
        EXPECT(s, s == FOODTRUCK_OK || s == FOODTRUCK_ERR_INVALID_STATE || forgotten(s), "foodtruck_activity_end");
        if (s == FOODTRUCK_OK) atomic_fetch_add(&ends_ok, 1);
    }
    if (s == FOODTRUCK_ERR_INVALID_STATE || s == FOODTRUCK_ERR_NOT_FOUND) atomic_fetch_add(&activity_raced, 1);
}

static void swap_callback(long round) {
    foodtruck_status s;
    if (round % 2 == 0) {
        sink *user = (sink *)malloc(sizeof *user);
        user->magic = CALLBACK_MAGIC;
        atomic_init(&user->delivered, 0);
        s = foodtruck_truck_set_event_callback(truck, on_event, user, on_destroy);
        EXPECT(s, s == FOODTRUCK_OK, "foodtruck_truck_set_event_callback");
        if (s == FOODTRUCK_OK) atomic_fetch_add(&registrations, 1);
    } else {
        s = foodtruck_truck_set_event_callback(truck, NULL, NULL, NULL);
        EXPECT(s, s == FOODTRUCK_OK, "foodtruck_truck_set_event_callback(NULL)");
    }
}

/* What a view shows is its own: thread 0's view reads London's title in Arabic, thread 1's
 * finds the panel it selected, while the other threads change the truck. */
static void use_view(foodtruck_truck *view, long index, uint64_t *rng) {
    if (index == 0) {
        char title[64];
        bool rtl = false;
        foodtruck_status s = foodtruck_panel_title(view, FOODTRUCK_PANEL_CITY_LONDON, title, sizeof title, NULL);
        EXPECT(s, s == FOODTRUCK_OK, "foodtruck_panel_title on a view");
        if (s == FOODTRUCK_OK && strcmp(title, "\xd9\x84\xd9\x86\xd8\xaf\xd9\x86") != 0) FAIL("a view in Arabic read \"%s\"", title);
        s = foodtruck_truck_is_right_to_left(view, &rtl);
        EXPECT(s, s == FOODTRUCK_OK && rtl, "foodtruck_truck_is_right_to_left on a view in Arabic");
    } else {
        foodtruck_panel panel = (foodtruck_panel)(next_random(rng) % 7), now_shown = FOODTRUCK_PANEL_TRUCK;
        foodtruck_status s = foodtruck_navigation_select(view, panel);
        EXPECT(s, s == FOODTRUCK_OK, "foodtruck_navigation_select on a view");
        s = foodtruck_navigation_selection(view, &now_shown);
        EXPECT(s, s == FOODTRUCK_OK, "foodtruck_navigation_selection on a view");
        if (now_shown != panel) FAIL("a view selected panel %d and shows %d", (int)panel, (int)now_shown);
    }
    atomic_fetch_add(&texts_read, 1);
}

static void *worker(void *arg) {
    long index = (long)(intptr_t)arg;
    uint64_t rng = 0x9E3779B97F4A7C15u * (uint64_t)(index + 1);
    foodtruck_truck *view = NULL;
    if (index < 2) {
        foodtruck_status s = foodtruck_truck_new_view(truck, &view);
        EXPECT(s, s == FOODTRUCK_OK, "foodtruck_truck_new_view");
        if (s == FOODTRUCK_OK && index == 0) {
            s = foodtruck_truck_set_locale(view, FOODTRUCK_LOCALE_AR);
            EXPECT(s, s == FOODTRUCK_OK, "foodtruck_truck_set_locale on a view");
        }
    }
    /* About 20 callback registrations or unregistrations and 8 off/on toggles per run. */
    long swap_every = iterations / 20 > 0 ? iterations / 20 : 1;
    long toggle_every = iterations / 8 > 0 ? iterations / 8 : 1;
    for (long i = 0; i < iterations; i++) {
        if (index == 7 && i % swap_every == 0) swap_callback(i / swap_every);
        if (index == 6 && i % toggle_every == toggle_every / 2) {
            /* An operator turns live activities off and on again. */
            foodtruck_status s = foodtruck_truck_set_activities_enabled(truck, false, now_ms());
            EXPECT(s, s == FOODTRUCK_OK, "foodtruck_truck_set_activities_enabled(false)");
            s = foodtruck_truck_set_activities_enabled(truck, true, now_ms());
            EXPECT(s, s == FOODTRUCK_OK, "foodtruck_truck_set_activities_enabled(true)");
            atomic_fetch_add(&toggles, 1);
        }
        uint64_t r = next_random(&rng) % 100;
        if (r < 18) {
            place_order(&rng);
        } else if (r < 38) {
            move_order(&rng);
        } else if (r < 53) {
            do_tick(&rng);
        } else if (r < 68) {
            read_presentations(&rng);
            if (view != NULL) use_view(view, index, &rng);
        } else if (r < 85) {
            poll_events();
        } else if (r < 97) {
            touch_activity(&rng);
        } else if (r < 98) {
            foodtruck_status s = foodtruck_truck_set_timer_duration(truck, 1 + (int32_t)(next_random(&rng) % 60));
            EXPECT(s, s == FOODTRUCK_OK, "foodtruck_truck_set_timer_duration");
        } else {
            size_t dropped = 0;
            foodtruck_status s = foodtruck_event_dropped(truck, &dropped);
            EXPECT(s, s == FOODTRUCK_OK, "foodtruck_event_dropped");
        }
    }
    if (view != NULL) {
        foodtruck_status s = foodtruck_truck_free(view);
        EXPECT(s, s == FOODTRUCK_OK, "foodtruck_truck_free of a view");
    }
    return NULL;
}

/* ---- Setup, the run, the invariants -------------------------------------------------------- */

static void drain(void) {
    for (;;) {
        foodtruck_event events[256];
        size_t count = 0;
        if (foodtruck_event_poll(truck, events, 256, &count) != FOODTRUCK_OK) FAIL("foodtruck_event_poll");
        for (size_t i = 0; i < count; i++) take_event(&events[i]);
        atomic_fetch_add(&events_polled, (long)count);
        if (count == 0) return;
    }
}

static void check_final_state(int64_t final_now) {
    size_t total = 0;
    if (foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_ALL, "", &total) != FOODTRUCK_OK) FAIL("foodtruck_order_count");
    long expected_total = SIMULATED + atomic_load(&placed) + atomic_load(&arrived);
    if ((long)total != expected_total) {
        FAIL("%zu orders; expected %d simulated + %ld placed + %ld arrived", total, SIMULATED,
             atomic_load(&placed), atomic_load(&arrived));
    }
    if (atomic_load(&arrived) != STREAM) FAIL("%ld of %d stream orders arrived", atomic_load(&arrived), STREAM);
    size_t dropped = 0;
    if (foodtruck_event_dropped(truck, &dropped) != FOODTRUCK_OK || dropped != 0) FAIL("%zu events dropped", dropped);
    long bad_events = 0;
    for (long n = 1; n <= (long)total && n <= max_orders; n++) {
        unsigned seen = atomic_load(&placed_seen[n]);
        if (seen != (n <= SIMULATED ? 0u : 1u) && bad_events++ < 5) FAIL("order %ld: %u ORDER_PLACED events", n, seen);
    }
    long counts[4] = {0, 0, 0, 0};
    for (int32_t n = 1; n <= (int32_t)total; n++) {
        foodtruck_order order;
        if (foodtruck_order_get(truck, n, &order) != FOODTRUCK_OK) {
            FAIL("order %d unreadable", (int)n);
            continue;
        }
        if ((int)order.status < 0 || order.status > FOODTRUCK_ORDER_COMPLETED) {
            FAIL("order %d: status %d", (int)n, (int)order.status);
            continue;
        }
        counts[order.status]++;
        if (order.status == FOODTRUCK_ORDER_PREPARING) FAIL("order %d still preparing 13 hours on", (int)n);
        foodtruck_timer timer;
        if (n > SIMULATED && order.status != FOODTRUCK_ORDER_PLACED && foodtruck_timer_get(truck, n, final_now, &timer) != FOODTRUCK_OK) {
            FAIL("order %d (status %d) has no countdown", (int)n, (int)order.status);
        }
        if (order.status == FOODTRUCK_ORDER_COMPLETED && (order.completed_at == FOODTRUCK_NO_TIME || order.completed_at < order.created_at)) {
            FAIL("order %d completed at %lld", (int)n, (long long)order.completed_at);
        }
    }
    size_t showing = 99;
    if (foodtruck_activity_list(truck, NULL, 0, &showing) != FOODTRUCK_OK || showing != 0) FAIL("%zu activities still show", showing);
    /* Every activity is dismissed by now; the library keeps the last 100 dismissed and has
     * forgotten the others (not found, saying so). */
    int32_t activities = 0, forgotten_ones = 0;
    for (int32_t id = 1;; id++) {
        foodtruck_activity a;
        foodtruck_status s = foodtruck_activity_get(truck, id, &a);
        if (forgotten(s)) {
            forgotten_ones++;
            continue;
        }
        if (s == FOODTRUCK_ERR_NOT_FOUND) break;
        activities++;
        if (s != FOODTRUCK_OK || a.state != FOODTRUCK_ACTIVITY_DISMISSED || a.ended_at == FOODTRUCK_NO_TIME ||
            a.dismiss_at < a.ended_at || a.dismiss_at > a.ended_at + 4 * HOUR || a.dismiss_at > final_now ||
            a.ended_at > a.started_at + 8 * HOUR) {
            FAIL("activity %d: state %d, started %lld, ended %lld, dismissed %lld", (int)id, (int)a.state,
                 (long long)a.started_at, (long long)a.ended_at, (long long)a.dismiss_at);
        }
    }
    if (activities > 100) FAIL("%d dismissed activities kept; the last 100 are", (int)activities);
    activities += forgotten_ones;
    /* Requested explicitly, or by putting an order into preparation. */
    if (activities < atomic_load(&requests_ok) || activities == 0) {
        FAIL("%d activities, %ld requested", (int)activities, atomic_load(&requests_ok));
    }
    if (atomic_load(&destroys) != atomic_load(&registrations)) {
        FAIL("%ld registrations, %ld destroy calls", atomic_load(&registrations), atomic_load(&destroys));
    }
    printf("stress_threads: %d threads x %ld iterations: %ld orders (%ld placed, %ld arrived, %d simulated; "
           "final: %ld placed, %ld ready, %ld completed); %ld ticks (%ld refused as earlier than the last); "
           "%ld steps applied (%ld lost a race); %d activities (%ld updates, %ld ends, %ld requests refused, "
           "%ld raced); %ld texts read; %ld events polled, %ld delivered to callbacks (%ld registrations, "
           "%ld destroys); %ld off/on toggles\n",
           thread_count, iterations, expected_total, atomic_load(&placed), atomic_load(&arrived), SIMULATED,
           counts[0], counts[2], counts[3], atomic_load(&ticks_ok) + atomic_load(&ticks_refused),
           atomic_load(&ticks_refused), atomic_load(&apply_ok) + atomic_load(&apply_raced), atomic_load(&apply_raced),
           (int)activities, atomic_load(&updates_ok), atomic_load(&ends_ok), atomic_load(&requests_refused),
           atomic_load(&activity_raced), atomic_load(&texts_read), atomic_load(&events_polled),
           atomic_load(&events_delivered), atomic_load(&registrations), atomic_load(&destroys), atomic_load(&toggles));
}

int main(int argc, char **argv) {
    const char *env = getenv("STRESS_ITERATIONS");
    if (argc > 1) iterations = atol(argv[1]);
    else if (env != NULL) iterations = atol(env);
    if (iterations < 1) iterations = 1;
    if (argc > 2) thread_count = atoi(argv[2]);
    if (thread_count < 1 || thread_count > MAX_THREADS) {
        fprintf(stderr, "stress_threads: 1 to %d threads\n", MAX_THREADS);
        return 2;
    }
    max_orders = SIMULATED + STREAM + thread_count * iterations + 1;
    placed_seen = (atomic_uint *)calloc((size_t)max_orders + 1, sizeof *placed_seen);
    /* STRESS_SESSION_FILE=path: the same on a session kept in a file (a new one), whose SQLite
     * connection every change then goes through, under the session's lock. */
    const char *file = getenv("STRESS_SESSION_FILE");
    foodtruck_status made = file != NULL ? foodtruck_truck_open(file, FOODTRUCK_OPEN_SYNC_NORMAL, &truck)
                                         : foodtruck_truck_new(&truck);
    if (placed_seen == NULL || made != FOODTRUCK_OK || foodtruck_truck_simulate(truck, 7, T0, STREAM) != FOODTRUCK_OK ||
        foodtruck_truck_set_activity_limit(truck, 100) != FOODTRUCK_OK) {
        fprintf(stderr, "setup failed: %s\n", foodtruck_last_error());
        return 1;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pthread_t threads[MAX_THREADS];
    for (long i = 0; i < thread_count; i++) {
        if (pthread_create(&threads[i], NULL, worker, (void *)(intptr_t)i) != 0) {
            fprintf(stderr, "pthread_create failed\n");
            return 1;
        }
    }
    for (int i = 0; i < thread_count; i++) pthread_join(threads[i], NULL);
    clock_gettime(CLOCK_MONOTONIC, &end);

    /* Single-threaded from here: unregister, take what waits, then 13 hours later. */
    if (foodtruck_truck_set_event_callback(truck, NULL, NULL, NULL) != FOODTRUCK_OK) FAIL("unregister");
    drain();
    int64_t final_now = atomic_load(&clock_ms) + 13 * HOUR;
    atomic_store(&clock_ms, final_now);
    int32_t count = 0;
    if (foodtruck_truck_tick(truck, final_now, &count) != FOODTRUCK_OK) FAIL("final tick");
    atomic_fetch_add(&arrived, count);
    drain();
    check_final_state(final_now);
    printf("stress_threads: %.2f s with %d threads, simulated time %.1f h\n",
           (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) * 1e-9, thread_count,
           (double)(final_now - 13 * HOUR - T0) / (double)HOUR);
    if (foodtruck_truck_free(truck) != FOODTRUCK_OK) FAIL("foodtruck_truck_free");
    free(placed_seen);
    int failed = atomic_load(&failures);
    printf("stress_threads: %s (%d failures)\n", failed == 0 ? "all invariants hold" : "FAILED", failed);
    return failed == 0 ? 0 : 1;
}
