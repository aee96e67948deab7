/* SPDX-License-Identifier: Apache-2.0 */
/* test_callbacks.c: the event callback (foodtruck_truck_set_event_callback) through the C ABI.
 *
 * A callback runs with no lock of the library held, so it may call back in: read the order an
 * event names, poll, read activity texts, act on orders, replace itself, even free the truck.
 * Delivery is flat: the events of a call made inside the callback arrive after the callback
 * returns, never nested, so a callback that acts on each of 20,000 events runs on a 256 KB
 * thread stack; and with a callback registered no event is dropped. Its destroy function runs exactly once per successful
 * registration: on replacement, on unregistering, on foodtruck_truck_free, and only after the
 * delivery in flight has returned; never when registering fails. user_data is a heap token
 * that destroy frees, so valgrind (tools/test_c) sees a leak if destroy never runs and an
 * invalid access if it runs twice or before a delivery returns. */
#include "check.h"

#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#if defined(__has_include)
#if __has_include(<sys/single_threaded.h>)
#include <sys/single_threaded.h>
#endif
#endif

#define T0 INT64_C(1796000000000)
#define SECOND INT64_C(1000)
#define MINUTE INT64_C(60000)
#define TOKEN_MAGIC 0x5eed

/* ---- user_data: a heap token released by destroy ---------------------------------------- */

static int destroyed[8]; /* destroy calls, by token tag */

typedef struct token {
    int magic;
    int tag;
} token;

static token *new_token(int tag) {
    token *t = (token *)malloc(sizeof *t);
    t->magic = TOKEN_MAGIC;
    t->tag = tag;
    destroyed[tag] = 0;
    return t;
}

static void destroy_token(void *user_data) {
    token *t = (token *)user_data;
    CHECK_INT(t->magic, TOKEN_MAGIC);
    destroyed[t->tag]++;
    t->magic = 0;
    free(t);
}

static void check_token(void *user_data) {
    const token *t = (const token *)user_data;
    CHECK_INT(t->magic, TOKEN_MAGIC);
}

/* ---- What callbacks saw ------------------------------------------------------------------ */

typedef struct seen {
    foodtruck_event event;
    int depth;    /* callbacks running on the stack when it arrived: always 1 (never nested) */
    int receiver; /* which callback got it */
} seen;

static foodtruck_truck *truck;
static seen received[64];
static int received_count;
static int depth;

static void record(const foodtruck_event *event, int receiver) {
    if (received_count < 64) {
        received[received_count].event = *event;
        received[received_count].depth = depth;
        received[received_count].receiver = receiver;
    }
    received_count++;
}

static void reset(void) {
    received_count = 0;
    depth = 0;
}

static void check_seen(int line, int index, foodtruck_event_kind kind, int64_t at, int32_t order, int32_t activity,
                       foodtruck_order_status status, int at_depth, int receiver) {
    check_count++;
    if (index >= received_count) {
        check_failures++;
        fprintf(stderr, "%s:%d: delivery %d missing (%d deliveries)\n", __FILE__, line, index, received_count);
        return;
    }
    const seen *s = &received[index];
    if (s->event.kind != kind || s->event.at != at || s->event.order_number != order ||
        s->event.activity_id != activity || s->event.status != status || s->depth != at_depth ||
        s->receiver != receiver) {
        check_failures++;
        fprintf(stderr,
                "%s:%d: delivery %d is {kind %d, at t0%+lld, order %d, activity %d, status %d, depth %d, "
                "to %d}, expected {%d, t0%+lld, %d, %d, %d, depth %d, to %d}\n",
                __FILE__, line, index, (int)s->event.kind, (long long)(s->event.at - T0),
                (int)s->event.order_number, (int)s->event.activity_id, (int)s->event.status, s->depth,
                s->receiver, (int)kind, (long long)(at - T0), (int)order, (int)activity, (int)status, at_depth,
                receiver);
    }
}
#define CHECK_SEEN(index, kind, at, order, activity, status, at_depth, receiver)                    \
    check_seen(__LINE__, index, kind, at, order, activity, status, at_depth, receiver)

static int32_t place(int32_t donut, int32_t count, int64_t at) {
    foodtruck_order_line line;
    line.donut_id = donut;
    line.quantity = count;
    int32_t number = 0;
    CHECK_OK(foodtruck_order_place(truck, &line, 1, at, &number));
    return number;
}

/* ---- 0. A thread started inside a call --------------------------------------------------- */

/* In a process of one thread, a call counts itself into its handle (and a read into its
 * session) with a plain load and store, as glibc's mutexes skip their atomic instructions
 * there: glibc's __libc_single_threaded says so. A callback that starts a thread ends that in
 * the middle of a call: the call entered with a plain add and leaves with an atomic one, while
 * the new thread calls on the same truck; then both threads call at once. Every count must
 * still come back to zero: the free then releases the truck at once, which runs the callback's
 * destroy. A count left above zero keeps the truck alive (destroy never runs); one below
 * refuses the calls after. (The flag goes to 0 once per process, so this meets the call that
 * straddles it once: Tests/FoodTruckTests/HandlesTests.swift makes 20,000 such calls with a
 * flag of its own.) */

#define READS 1000000

static pthread_t reader_thread;
static int reader_started; /* by the callback */
static int reader_running; /* by the reader as it starts (atomically: both threads read it) */
static int reader_wrong;   /* the reader's calls that failed or read another price (check.h
                            * counts for one thread) */

static void *read_prices(void *arg) {
    (void)arg;
    __atomic_store_n(&reader_running, 1, __ATOMIC_RELEASE);
    for (int i = 0; i < READS; i++) {
        int64_t cents = 0;
        if (foodtruck_truck_price(truck, &cents) != FOODTRUCK_OK || cents != 578) reader_wrong++;
    }
    return NULL;
}

static void start_reader(const foodtruck_event *event, void *user_data) {
    check_token(user_data);
    record(event, 1);
    if (reader_started) return;
    int created = pthread_create(&reader_thread, NULL, read_prices, NULL);
    CHECK_INT(created, 0);
    if (created != 0) return;
    reader_started = 1;
    /* The call that delivers this event leaves while the reader calls. */
    while (!__atomic_load_n(&reader_running, __ATOMIC_ACQUIRE)) sched_yield();
}

static void test_thread_started_inside(void) {
    reset();
    CHECK_OK(foodtruck_truck_new(&truck));
    CHECK_OK(foodtruck_truck_set_event_callback(truck, start_reader, new_token(6), destroy_token));
#if defined(__has_include)
#if __has_include(<sys/single_threaded.h>)
    CHECK_INT(__libc_single_threaded, 1); /* the premise: no other thread yet */
#endif
#endif
    place(5, 1, T0); /* its event's delivery, inside the call, starts the reader */
    CHECK_INT(reader_started, 1);
    if (!reader_started) return;
    int wrong = 0;
    for (int i = 0; i < READS; i++) {
        int64_t cents = 0;
        if (foodtruck_truck_price(truck, &cents) != FOODTRUCK_OK || cents != 578) wrong++;
    }
    CHECK_INT(pthread_join(reader_thread, NULL), 0);
    CHECK_INT(wrong, 0);
    CHECK_INT(reader_wrong, 0);
    CHECK_INT(destroyed[6], 0);
    CHECK_OK(foodtruck_truck_free(truck));
    CHECK_INT(destroyed[6], 1);
    int64_t cents = 0;
    CHECK_STATUS(foodtruck_truck_price(truck, &cents), FOODTRUCK_ERR_INVALID_HANDLE);
    truck = NULL;
}

/* ---- 1. A callback that calls back in ------------------------------------------------------ */

static void reentrant(const foodtruck_event *event, void *user_data) {
    check_token(user_data);
    depth++;
    record(event, 1);
    /* Read the order the event names: its status is the event's. */
    foodtruck_order order;
    CHECK_OK(foodtruck_order_get(truck, event->order_number, &order));
    CHECK_INT(order.status, event->status);
    /* Polling finds nothing: while a callback is registered, events go to it. */
    foodtruck_event events[4];
    size_t count = 99;
    CHECK_OK(foodtruck_event_poll(truck, events, 4, &count));
    CHECK_INT(count, 0);
    /* Activity events: the activity's texts and the island. */
    if (event->activity_id != 0) {
        char text[64];
        CHECK_OK(foodtruck_activity_text(truck, event->activity_id, FOODTRUCK_TEXT_LOCK_TITLE, event->at, text, sizeof text, NULL));
        CHECK_STR(text, "Order 1202");
        foodtruck_island island;
        CHECK_OK(foodtruck_activity_island(truck, &island));
        CHECK_INT(island.owner, event->activity_id);
    }
    /* A change from inside: putting order 2 into preparation queues its events, which arrive
     * after this callback returns (never nested inside it). */
    if (event->kind == FOODTRUCK_EVENT_ORDER_PLACED && event->order_number == 2) {
        CHECK_OK(foodtruck_order_apply(truck, 2, FOODTRUCK_ORDER_PREPARE, event->at + 1));
        CHECK_INT(received_count, 2);
    }
    depth--;
}

static void test_reentrant(void) {
    reset();
    CHECK_OK(foodtruck_truck_new(&truck));
    place(0, 1, T0);
    /* Events queued before registering are delivered at once, during the registration. */
    token *t = new_token(0);
    CHECK_OK(foodtruck_truck_set_event_callback(truck, reentrant, t, destroy_token));
    CHECK_INT(received_count, 1);
    CHECK_SEEN(0, FOODTRUCK_EVENT_ORDER_PLACED, T0, 1, 0, FOODTRUCK_ORDER_PLACED, 1, 1);
    place(3, 2, T0 + 10);
    CHECK_INT(received_count, 5);
    CHECK_SEEN(1, FOODTRUCK_EVENT_ORDER_PLACED, T0 + 10, 2, 0, FOODTRUCK_ORDER_PLACED, 1, 1);
    CHECK_SEEN(2, FOODTRUCK_EVENT_ORDER_STATUS_CHANGED, T0 + 11, 2, 0, FOODTRUCK_ORDER_PREPARING, 1, 1);
    CHECK_SEEN(3, FOODTRUCK_EVENT_ACTIVITY_STARTED, T0 + 11, 2, 1, FOODTRUCK_ORDER_PREPARING, 1, 1);
    CHECK_SEEN(4, FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED, T0 + 11, 2, 1, FOODTRUCK_ORDER_PREPARING, 1, 1);
    int32_t arrived = -1;
    CHECK_OK(foodtruck_truck_tick(truck, T0 + 11 + 2 * MINUTE, &arrived));
    CHECK_INT(received_count, 9);
    CHECK_SEEN(5, FOODTRUCK_EVENT_TIMER_FINISHED, T0 + 11 + MINUTE, 2, 0, FOODTRUCK_ORDER_READY, 1, 1);
    CHECK_SEEN(6, FOODTRUCK_EVENT_ORDER_STATUS_CHANGED, T0 + 11 + MINUTE, 2, 0, FOODTRUCK_ORDER_READY, 1, 1);
    CHECK_SEEN(7, FOODTRUCK_EVENT_NOTIFICATION, T0 + 11 + MINUTE, 2, 0, FOODTRUCK_ORDER_READY, 1, 1);
    CHECK_SEEN(8, FOODTRUCK_EVENT_ACTIVITY_STALE, T0 + 11 + 2 * MINUTE, 2, 1, FOODTRUCK_ORDER_READY, 1, 1);
    /* The outer call's own result is untouched by what the callback did. */
    CHECK_STR(foodtruck_last_error(), "");
    CHECK_INT(destroyed[0], 0);
    CHECK_OK(foodtruck_truck_free(truck));
    CHECK_INT(destroyed[0], 1);
}

/* ---- 2. A callback that replaces itself ---------------------------------------------------- */

static void replacement(const foodtruck_event *event, void *user_data) {
    check_token(user_data);
    depth++;
    record(event, 2);
    depth--;
}

static void replacing(const foodtruck_event *event, void *user_data) {
    check_token(user_data);
    depth++;
    record(event, 1);
    if (event->kind == FOODTRUCK_EVENT_TIMER_FINISHED) {
        CHECK_OK(foodtruck_truck_set_event_callback(truck, replacement, new_token(2), destroy_token));
        /* This delivery is still in flight: the old user_data is not released under it. */
        CHECK_INT(destroyed[1], 0);
        check_token(user_data);
    }
    depth--;
}

static void test_replace_itself(void) {
    reset();
    CHECK_OK(foodtruck_truck_new(&truck));
    int32_t number = place(5, 1, T0);
    CHECK_OK(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_PREPARE, T0));
    CHECK_OK(foodtruck_truck_set_event_callback(truck, replacing, new_token(1), destroy_token));
    CHECK_INT(received_count, 4); /* placed, preparing, activity started, island owner */
    CHECK_OK(foodtruck_truck_tick(truck, T0 + MINUTE, NULL));
    /* Released once, when its last delivery returned. */
    CHECK_INT(destroyed[1], 1);
    CHECK_INT(destroyed[2], 0);
    /* Every event after the replacement goes to the new callback, the rest of this tick's
     * included ("receives every event from now on"); they are delivered after the replacing
     * callback returns, by the same loop (depth 1), never from inside the registration. */
    CHECK_INT(received_count, 7);
    CHECK_SEEN(4, FOODTRUCK_EVENT_TIMER_FINISHED, T0 + MINUTE, 1, 0, FOODTRUCK_ORDER_READY, 1, 1);
    CHECK_SEEN(5, FOODTRUCK_EVENT_ORDER_STATUS_CHANGED, T0 + MINUTE, 1, 0, FOODTRUCK_ORDER_READY, 1, 2);
    CHECK_SEEN(6, FOODTRUCK_EVENT_NOTIFICATION, T0 + MINUTE, 1, 0, FOODTRUCK_ORDER_READY, 1, 2);
    CHECK_OK(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_COMPLETE, T0 + 2 * MINUTE));
    CHECK_INT(received_count, 11);
    CHECK_SEEN(7, FOODTRUCK_EVENT_ORDER_STATUS_CHANGED, T0 + 2 * MINUTE, 1, 0, FOODTRUCK_ORDER_COMPLETED, 1, 2);
    CHECK_SEEN(9, FOODTRUCK_EVENT_ACTIVITY_DISMISSED, T0 + 2 * MINUTE, 1, 1, FOODTRUCK_ORDER_COMPLETED, 1, 2);
    CHECK_SEEN(10, FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED, T0 + 2 * MINUTE, 1, 0, FOODTRUCK_ORDER_COMPLETED, 1, 2);
    CHECK_OK(foodtruck_truck_free(truck));
    CHECK_INT(destroyed[1], 1);
    CHECK_INT(destroyed[2], 1);
}

/* ---- 3. A callback that frees the truck ---------------------------------------------------- */

static foodtruck_status free_status;

static void freeing(const foodtruck_event *event, void *user_data) {
    check_token(user_data);
    depth++;
    record(event, 1);
    if (received_count == 1) {
        free_status = foodtruck_truck_free(truck);
        /* The delivery in flight keeps user_data alive until it returns. */
        CHECK_INT(destroyed[3], 0);
    }
    /* From then on the handle is refused, never used. */
    foodtruck_order order;
    CHECK_STATUS(foodtruck_order_get(truck, event->order_number, &order), FOODTRUCK_ERR_INVALID_HANDLE);
    depth--;
}

static void test_free_inside(void) {
    /* Freed during a tick: the tick completes normally; the rest of its events still arrive. */
    reset();
    free_status = FOODTRUCK_ERR_INVALID_STATE;
    CHECK_OK(foodtruck_truck_new(&truck));
    int32_t number = place(5, 1, T0);
    CHECK_OK(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_PREPARE, T0));
    foodtruck_event events[4];
    size_t count = 0;
    CHECK_OK(foodtruck_event_poll(truck, events, 4, &count));
    CHECK_INT(count, 4);
    CHECK_OK(foodtruck_truck_set_event_callback(truck, freeing, new_token(3), destroy_token));
    CHECK_INT(received_count, 0);
    CHECK_OK(foodtruck_truck_tick(truck, T0 + MINUTE, NULL));
    CHECK_INT(free_status, FOODTRUCK_OK);
    CHECK_INT(received_count, 3);
    CHECK_SEEN(0, FOODTRUCK_EVENT_TIMER_FINISHED, T0 + MINUTE, 1, 0, FOODTRUCK_ORDER_READY, 1, 1);
    CHECK_INT(destroyed[3], 1);
    CHECK_STATUS(foodtruck_truck_free(truck), FOODTRUCK_ERR_INVALID_HANDLE);
    CHECK_STATUS(foodtruck_truck_tick(truck, T0 + 2 * MINUTE, NULL), FOODTRUCK_ERR_INVALID_HANDLE);
    CHECK_INT(destroyed[3], 1);

    /* Freed during the registration's own delivery of queued events. */
    reset();
    free_status = FOODTRUCK_ERR_INVALID_STATE;
    CHECK_OK(foodtruck_truck_new(&truck));
    place(5, 1, T0);
    place(6, 1, T0);
    CHECK_OK(foodtruck_truck_set_event_callback(truck, freeing, new_token(3), destroy_token));
    CHECK_INT(free_status, FOODTRUCK_OK);
    CHECK_INT(received_count, 2);
    CHECK_INT(destroyed[3], 1);
    CHECK_STATUS(foodtruck_truck_free(truck), FOODTRUCK_ERR_INVALID_HANDLE);
}

/* ---- 4. destroy: exactly once per registration --------------------------------------------- */

static void counting(const foodtruck_event *event, void *user_data) {
    check_token(user_data);
    record(event, 1);
}

/* user_data that is not released: counts destroy calls of two registrations of itself. */
static int shared_destroyed;
static void count_shared(void *user_data) {
    CHECK(user_data == &shared_destroyed);
    shared_destroyed++;
}

static void test_destroy_counts(void) {
    reset();
    CHECK_OK(foodtruck_truck_new(&truck));
    /* Replaced: the old one's destroy runs once, at once (nothing is in flight). */
    CHECK_OK(foodtruck_truck_set_event_callback(truck, counting, new_token(4), destroy_token));
    CHECK_OK(foodtruck_truck_set_event_callback(truck, counting, new_token(5), destroy_token));
    CHECK_INT(destroyed[4], 1);
    CHECK_INT(destroyed[5], 0);
    place(1, 1, T0);
    CHECK_INT(received_count, 1);
    /* Unregistered: destroy runs once; events queue for polling again. */
    CHECK_OK(foodtruck_truck_set_event_callback(truck, NULL, NULL, NULL));
    CHECK_INT(destroyed[5], 1);
    CHECK_OK(foodtruck_truck_set_event_callback(truck, NULL, NULL, NULL));
    CHECK_INT(destroyed[5], 1);
    CHECK_INT(destroyed[4], 1);
    place(1, 1, T0);
    CHECK_INT(received_count, 1);
    foodtruck_event events[4];
    size_t count = 0;
    CHECK_OK(foodtruck_event_poll(truck, events, 4, &count));
    CHECK_INT(count, 1);
    CHECK_INT(events[0].order_number, 2);
    /* The same user_data registered twice: two registrations, two destroy calls. */
    shared_destroyed = 0;
    CHECK_OK(foodtruck_truck_set_event_callback(truck, counting, NULL, NULL)); /* no destroy: fine */
    CHECK_OK(foodtruck_truck_set_event_callback(truck, replacement, &shared_destroyed, count_shared));
    CHECK_OK(foodtruck_truck_set_event_callback(truck, replacement, &shared_destroyed, count_shared));
    CHECK_INT(shared_destroyed, 1);
    /* Freed with a callback registered: destroy runs once, during foodtruck_truck_free. */
    CHECK_OK(foodtruck_truck_set_event_callback(truck, counting, new_token(6), destroy_token));
    CHECK_INT(shared_destroyed, 2);
    CHECK_INT(destroyed[6], 0);
    CHECK_OK(foodtruck_truck_free(truck));
    CHECK_INT(destroyed[6], 1);

    /* Registering fails (a freed, a foreign, a NULL handle): destroy never runs. */
    token *t = new_token(7);
    int foreign_storage = 0;
    CHECK_STATUS(foodtruck_truck_set_event_callback(truck, counting, t, destroy_token), FOODTRUCK_ERR_INVALID_HANDLE);
    CHECK(strstr(foodtruck_last_error(), "foodtruck_truck_set_event_callback") != NULL);
    CHECK_STATUS(foodtruck_truck_set_event_callback((foodtruck_truck *)(void *)&foreign_storage, counting, t, destroy_token),
                 FOODTRUCK_ERR_INVALID_HANDLE);
    CHECK_STATUS(foodtruck_truck_set_event_callback(NULL, counting, t, destroy_token), FOODTRUCK_ERR_INVALID_HANDLE);
    CHECK_INT(destroyed[7], 0);
    destroy_token(t); /* still ours */
    CHECK_INT(destroyed[7], 1);
}

/* A callback that unregisters itself on its first event leaves the rest of the batch for
 * polling; a poll with a capacity as large as PTRDIFF_MAX (the largest accepted) must then
 * hand them out, not overflow. */
static void unregister_on_status(const foodtruck_event *event, void *user_data) {
    (void)user_data;
    if (event->kind == FOODTRUCK_EVENT_ORDER_STATUS_CHANGED) {
        CHECK_OK(foodtruck_truck_set_event_callback(truck, NULL, NULL, NULL));
    }
}

static void unregister_on_placed(const foodtruck_event *event, void *user_data) {
    (void)user_data;
    if (event->kind == FOODTRUCK_EVENT_ORDER_PLACED) {
        CHECK_OK(foodtruck_truck_set_event_callback(truck, NULL, NULL, NULL));
    }
}

static void test_leftovers_after_unregister(void) {
    CHECK_OK(foodtruck_truck_new(&truck));
    CHECK_OK(foodtruck_truck_set_event_callback(truck, unregister_on_status, NULL, NULL));
    int32_t number = place(2, 1, T0); /* delivered; the callback stays */
    /* Preparing makes 3 events in one batch; the callback removes itself on the first, so the
     * others (activity started, island owner changed) are left over for polling. */
    CHECK_OK(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_PREPARE, T0));
    foodtruck_event events[8];
    size_t count = 0;
    CHECK_OK(foodtruck_event_poll(truck, events, (size_t)PTRDIFF_MAX, &count));
    CHECK_INT(count, 2);
    CHECK_INT(events[0].kind, FOODTRUCK_EVENT_ACTIVITY_STARTED);
    CHECK_INT(events[1].kind, FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED);
    CHECK_OK(foodtruck_truck_free(truck));
    truck = NULL;
}

/* ---- 5. Flat and lossless: a backlog of 20,000 events --------------------------------------- */

#define ARRIVALS 20000
/* Live orders arrive 3 to 8 s apart: 20,000 of them within two days. */
#define TWO_DAYS (48 * 60 * MINUTE)

typedef struct backlog {
    foodtruck_truck *truck;
    int act;                /* call back in: advance each order on its events */
    int running;            /* callbacks on the stack now */
    int deepest;            /* the most ever on the stack at once */
    int placed;             /* ORDER_PLACED events */
    int32_t last_placed;    /* the newest order number seen placed */
    int out_of_order;       /* ORDER_PLACED events with a number not above the previous one */
    int completed;          /* orders seen completed */
    int kinds[16];          /* events by kind (kinds run from 0 to 8) */
} backlog;

static void on_backlog(const foodtruck_event *event, void *user_data) {
    backlog *b = (backlog *)user_data;
    b->running++;
    if (b->running > b->deepest) b->deepest = b->running;
    if ((unsigned)event->kind < 16) b->kinds[event->kind]++;
    if (event->kind == FOODTRUCK_EVENT_ORDER_PLACED) {
        b->placed++;
        if (event->order_number <= b->last_placed) b->out_of_order++;
        b->last_placed = event->order_number;
    }
    if (event->kind == FOODTRUCK_EVENT_ORDER_STATUS_CHANGED && event->status == FOODTRUCK_ORDER_COMPLETED) b->completed++;
    /* The reproducer of the stack overflow: every placed or changed order is moved on, from
     * inside the callback. Before flat delivery each of these calls delivered the next event
     * one level deeper. A completed order has no next step: FOODTRUCK_ERR_INVALID_STATE, ignored. */
    if (b->act && (event->kind == FOODTRUCK_EVENT_ORDER_PLACED || event->kind == FOODTRUCK_EVENT_ORDER_STATUS_CHANGED)) {
        foodtruck_status status = foodtruck_order_advance(b->truck, event->order_number, event->at, NULL);
        CHECK(status == FOODTRUCK_OK || (status == FOODTRUCK_ERR_INVALID_STATE && event->status == FOODTRUCK_ORDER_COMPLETED));
    }
    b->running--;
}

/* A simulated morning with ARRIVALS live orders, all arriving in one tick two days later. */
static void *run_backlog(void *arg) {
    backlog *b = (backlog *)arg;
    int32_t arrived = -1;
    size_t dropped = 99;
    CHECK_OK(foodtruck_truck_new(&b->truck));
    CHECK_OK(foodtruck_truck_set_event_callback(b->truck, on_backlog, b, NULL));
    CHECK_OK(foodtruck_truck_simulate(b->truck, 42, T0, ARRIVALS));
    CHECK_OK(foodtruck_truck_tick(b->truck, T0 + TWO_DAYS, &arrived));
    CHECK_INT(arrived, ARRIVALS);
    CHECK_OK(foodtruck_event_dropped(b->truck, &dropped));
    CHECK_INT(dropped, 0);
    CHECK_OK(foodtruck_truck_free(b->truck));
    return NULL;
}

/* Runs run_backlog on a thread with a 256 KB stack (the main thread has 8 MB). */
static void backlog_on_small_stack(backlog *b) {
    pthread_attr_t attr;
    pthread_t thread;
    CHECK_INT(pthread_attr_init(&attr), 0);
    CHECK_INT(pthread_attr_setstacksize(&attr, 256 * 1024), 0);
    CHECK_INT(pthread_create(&thread, &attr, run_backlog, b), 0);
    CHECK_INT(pthread_join(thread, NULL), 0);
    pthread_attr_destroy(&attr);
}

static void test_backlog(void) {
    /* A callback that only counts: every one of the 20,000 arrivals, none dropped (the poll
     * queue would keep 10,000). */
    backlog counting_only;
    memset(&counting_only, 0, sizeof counting_only);
    backlog_on_small_stack(&counting_only);
    CHECK_INT(counting_only.placed, ARRIVALS);
    CHECK_INT(counting_only.out_of_order, 0);
    CHECK_INT(counting_only.deepest, 1);

    /* A callback that acts on every event: each order placed -> preparing -> ready ->
     * completed from inside the callback, on a 256 KB stack, never nested. */
    backlog acting;
    memset(&acting, 0, sizeof acting);
    acting.act = 1;
    backlog_on_small_stack(&acting);
    CHECK_INT(acting.placed, ARRIVALS);
    CHECK_INT(acting.out_of_order, 0);
    CHECK_INT(acting.completed, ARRIVALS);
    CHECK_INT(acting.deepest, 1);
    /* Flat delivery is breadth first: the tick queues all 20,000 arrivals, and the events of
     * each advance join the end of the queue. So every order is put into preparation before
     * any order's next status change arrives: the first 5 get a live activity (the most
     * allowed at once), the rest are refused one (preparation goes on without it). Later the
     * 5 end and are dismissed on completion. No countdown finishes within this tick: they
     * start at their order's instant, after the tick has handled what was due. */
    CHECK_INT(acting.kinds[FOODTRUCK_EVENT_ORDER_PLACED], ARRIVALS);
    CHECK_INT(acting.kinds[FOODTRUCK_EVENT_ORDER_STATUS_CHANGED], 3 * ARRIVALS);
    CHECK_INT(acting.kinds[FOODTRUCK_EVENT_ACTIVITY_STARTED], 5);
    CHECK_INT(acting.kinds[FOODTRUCK_EVENT_ACTIVITY_ENDED], 5);
    CHECK_INT(acting.kinds[FOODTRUCK_EVENT_ACTIVITY_DISMISSED], 5);
    CHECK_INT(acting.kinds[FOODTRUCK_EVENT_TIMER_FINISHED], 0);
    CHECK_INT(acting.kinds[FOODTRUCK_EVENT_NOTIFICATION], 0);
}

/* Polled, the queue keeps the newest 10,000 and counts the rest; a callback that unregisters
 * itself in the middle of a backlog leaves the rest to polling, bounded the same way. */
static void test_backlog_left_to_polling(void) {
    size_t pending = 0, dropped = 0;
    CHECK_OK(foodtruck_truck_new(&truck));
    CHECK_OK(foodtruck_truck_simulate(truck, 42, T0, ARRIVALS));
    CHECK_OK(foodtruck_truck_tick(truck, T0 + TWO_DAYS, NULL));
    CHECK_OK(foodtruck_event_poll(truck, NULL, 0, &pending));
    CHECK_OK(foodtruck_event_dropped(truck, &dropped));
    CHECK_INT(pending, FOODTRUCK_EVENT_QUEUE_CAPACITY);
    CHECK_INT(dropped, ARRIVALS - FOODTRUCK_EVENT_QUEUE_CAPACITY);
    CHECK_OK(foodtruck_truck_free(truck));

    CHECK_OK(foodtruck_truck_new(&truck));
    CHECK_OK(foodtruck_truck_set_event_callback(truck, unregister_on_placed, NULL, NULL));
    CHECK_OK(foodtruck_truck_simulate(truck, 42, T0, ARRIVALS));
    CHECK_OK(foodtruck_truck_tick(truck, T0 + TWO_DAYS, NULL));
    CHECK_OK(foodtruck_event_poll(truck, NULL, 0, &pending));
    CHECK_OK(foodtruck_event_dropped(truck, &dropped));
    CHECK_INT(pending, FOODTRUCK_EVENT_QUEUE_CAPACITY);
    CHECK_INT(dropped, ARRIVALS - 1 - FOODTRUCK_EVENT_QUEUE_CAPACITY); /* one went to the callback */
    foodtruck_event first;
    size_t count = 0;
    CHECK_OK(foodtruck_event_poll(truck, &first, 1, &count));
    CHECK_INT(count, 1);
    CHECK_INT(first.order_number, 24 + 1 + ARRIVALS - FOODTRUCK_EVENT_QUEUE_CAPACITY); /* the oldest kept */
    CHECK_OK(foodtruck_truck_free(truck));
    truck = NULL;
}

int main(void) {
    test_thread_started_inside(); /* first: it needs a process of one thread */
    test_leftovers_after_unregister();
    test_reentrant();
    test_replace_itself();
    test_free_inside();
    test_destroy_counts();
    test_backlog();
    test_backlog_left_to_polling();
    return check_report("test_callbacks");
}
