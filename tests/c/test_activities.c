/* SPDX-License-Identifier: Apache-2.0 */
/* test_activities.c: timers, live activities, events and deep links through the C ABI.
 *
 * A scripted day (docs/domain.md, decision 1): an order is placed, put into preparation,
 * counts down, becomes ready on its own with a notification, goes stale, and is handed over,
 * which ends and dismisses its activity; the events are read back whole and compared field by
 * field. Then the rules one at a time: the Dynamic Island's owner and its changes as events,
 * the lock screen's list, staleness at exactly 2 minutes, each dismissal policy, the 8-hour
 * end, the activity limit and the off switch, when a countdown's text next changes
 * (docs/domain.md §7.8), every presentation text in English and Arabic (with Arabic plural
 * forms: docs/domain.md, decision 9), deep links (docs/domain.md, decision 2) and time that
 * only moves forward. */
#include "check.h"

#define T0 INT64_C(1796000000000) /* 2026-11-30 00:53:20 UTC */
#define SECOND INT64_C(1000)
#define MINUTE INT64_C(60000)
#define HOUR INT64_C(3600000)

/* ---- Helpers ---------------------------------------------------------------------------- */

static foodtruck_truck *new_truck(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    return truck;
}

/* Places an order of one line (donut1 < 0) or two lines. */
static int32_t place(foodtruck_truck *truck, int32_t donut0, int32_t count0, int32_t donut1, int32_t count1,
                     int64_t at) {
    foodtruck_order_line lines[2];
    lines[0].donut_id = donut0;
    lines[0].quantity = count0;
    lines[1].donut_id = donut1;
    lines[1].quantity = count1;
    int32_t number = 0;
    CHECK_OK(foodtruck_order_place(truck, lines, donut1 < 0 ? 1 : 2, at, &number));
    return number;
}

static foodtruck_order order_of(foodtruck_truck *truck, int32_t number) {
    foodtruck_order order;
    memset(&order, 0, sizeof order);
    CHECK_OK(foodtruck_order_get(truck, number, &order));
    return order;
}

static foodtruck_activity activity_of(foodtruck_truck *truck, int32_t id) {
    foodtruck_activity activity;
    memset(&activity, 0, sizeof activity);
    CHECK_OK(foodtruck_activity_get(truck, id, &activity));
    return activity;
}

static int32_t activity_for(foodtruck_truck *truck, int32_t number) {
    int32_t id = -1;
    CHECK_OK(foodtruck_activity_for_order(truck, number, &id));
    return id;
}

static foodtruck_activity_state state_of(foodtruck_truck *truck, int32_t id) { return activity_of(truck, id).state; }

static void tick(foodtruck_truck *truck, int64_t now) {
    int32_t arrived = -1;
    CHECK_OK(foodtruck_truck_tick(truck, now, &arrived));
    CHECK_INT(arrived, 0);
}

static char text_buffer[512];

static const char *activity_text(foodtruck_truck *truck, int32_t id, foodtruck_activity_text_slot slot, int64_t now) {
    size_t length = 0;
    text_buffer[0] = '\0';
    CHECK_OK(foodtruck_activity_text(truck, id, slot, now, text_buffer, sizeof text_buffer, &length));
    CHECK_INT(length, strlen(text_buffer));
    return text_buffer;
}

static const char *countdown(foodtruck_truck *truck, int32_t number, int64_t now) {
    size_t length = 0;
    text_buffer[0] = '\0';
    CHECK_OK(foodtruck_timer_countdown_text(truck, number, now, text_buffer, sizeof text_buffer, &length));
    CHECK_INT(length, strlen(text_buffer));
    return text_buffer;
}

static size_t waiting(foodtruck_truck *truck) {
    size_t count = 12345;
    CHECK_OK(foodtruck_event_poll(truck, NULL, 0, &count));
    return count;
}

/* Drains every waiting event into events (at most capacity) and returns how many came. */
static size_t poll_all(foodtruck_truck *truck, foodtruck_event *events, size_t capacity) {
    size_t total = 0;
    for (;;) {
        size_t got = 0;
        CHECK_OK(foodtruck_event_poll(truck, events + total, capacity - total, &got));
        if (got == 0 || total + got == capacity) return total + got;
        total += got;
    }
}

/* Compares one event with what is expected, naming the event's index and the caller's line. */
static void check_event(int line, const foodtruck_event *events, size_t count, size_t index, foodtruck_event_kind kind,
                        int64_t at, int32_t order, int32_t activity, foodtruck_order_status status) {
    check_count++;
    if (index >= count) {
        check_failures++;
        fprintf(stderr, "%s:%d: event %zu missing (%zu events)\n", __FILE__, line, index, count);
        return;
    }
    const foodtruck_event *e = &events[index];
    if (e->kind != kind || e->at != at || e->order_number != order || e->activity_id != activity ||
        e->status != status) {
        check_failures++;
        fprintf(stderr,
                "%s:%d: event %zu is {kind %d, at t0%+lld, order %d, activity %d, status %d}, "
                "expected {kind %d, at t0%+lld, order %d, activity %d, status %d}\n",
                __FILE__, line, index, (int)e->kind, (long long)(e->at - T0), (int)e->order_number,
                (int)e->activity_id, (int)e->status, (int)kind, (long long)(at - T0), (int)order,
                (int)activity, (int)status);
    }
}
#define CHECK_EVENT(events, count, index, kind, at, order, activity, status)                       \
    check_event(__LINE__, events, count, index, kind, at, order, activity, status)

/* ---- A scripted day --------------------------------------------------------------------- */

static void test_scripted_day(void) {
    foodtruck_truck *truck = new_truck();
    int32_t number = place(truck, 0, 4, 3, 2, T0 - 5 * SECOND);
    CHECK_INT(number, 1);
    /* Before preparation there is no countdown and no activity. */
    foodtruck_timer timer;
    CHECK_STATUS(foodtruck_timer_get(truck, number, T0, &timer), FOODTRUCK_ERR_NOT_FOUND);
    CHECK(strstr(foodtruck_last_error(), "Order#1201 was never put into preparation") != NULL);
    int32_t id = 0;
    CHECK_STATUS(foodtruck_activity_for_order(truck, number, &id), FOODTRUCK_ERR_NOT_FOUND);

    CHECK_OK(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_PREPARE, T0));
    CHECK_INT(order_of(truck, number).status, FOODTRUCK_ORDER_PREPARING);
    CHECK_INT(order_of(truck, number).preparing_since, T0);

    /* The countdown: seconds round up; "0:00" from the very end on. */
    CHECK_STR(countdown(truck, number, T0 - 1), "1:00");
    CHECK_STR(countdown(truck, number, T0), "1:00");
    CHECK_STR(countdown(truck, number, T0 + 999), "1:00");
    CHECK_STR(countdown(truck, number, T0 + 1000), "0:59");
    CHECK_STR(countdown(truck, number, T0 + 50 * SECOND), "0:10");
    CHECK_STR(countdown(truck, number, T0 + 50 * SECOND + 1), "0:10");
    CHECK_STR(countdown(truck, number, T0 + 51 * SECOND), "0:09");
    CHECK_STR(countdown(truck, number, T0 + 59999), "0:01");
    CHECK_STR(countdown(truck, number, T0 + 60000), "0:00");
    CHECK_STR(countdown(truck, number, T0 + HOUR), "0:00");

    CHECK_OK(foodtruck_timer_get(truck, number, T0 - 10, &timer));
    CHECK_INT(timer.starts_at, T0);
    CHECK_INT(timer.ends_at, T0 + MINUTE);
    CHECK_INT(timer.remaining_ms, MINUTE);
    CHECK(timer.fraction_done == 0.0);
    CHECK(!timer.finished);
    CHECK_OK(foodtruck_timer_get(truck, number, T0 + 15 * SECOND, &timer));
    CHECK_INT(timer.remaining_ms, 45 * SECOND);
    CHECK(timer.fraction_done == 0.25);
    CHECK(!timer.finished);
    CHECK_OK(foodtruck_timer_get(truck, number, T0 + 59999, &timer));
    CHECK_INT(timer.remaining_ms, 1);
    CHECK(!timer.finished);
    CHECK_OK(foodtruck_timer_get(truck, number, T0 + MINUTE, &timer));
    CHECK_INT(timer.remaining_ms, 0);
    CHECK(timer.fraction_done == 1.0);
    CHECK(timer.finished);

    /* Preparation requested the order's activity: content = the countdown, relevance 0. */
    id = activity_for(truck, number);
    CHECK_INT(id, 1);
    foodtruck_activity a = activity_of(truck, id);
    CHECK_INT(a.id, 1);
    CHECK_INT(a.order_number, number);
    CHECK_INT(a.state, FOODTRUCK_ACTIVITY_ACTIVE);
    CHECK_INT(a.timer_start, T0);
    CHECK_INT(a.timer_end, T0 + MINUTE);
    CHECK(a.relevance == 0.0);
    CHECK_INT(a.started_at, T0);
    CHECK_INT(a.stale_at, T0 + 2 * MINUTE);
    CHECK_INT(a.ended_at, FOODTRUCK_NO_TIME);
    CHECK_INT(a.dismiss_at, FOODTRUCK_NO_TIME);
    CHECK_STR(activity_text(truck, id, FOODTRUCK_TEXT_COUNTDOWN, T0 + 999), "1:00");
    CHECK_STR(activity_text(truck, id, FOODTRUCK_TEXT_COUNTDOWN, T0 + 1000), "0:59");
    CHECK_INT(waiting(truck), 4); /* placed, preparing, activity started, island owner */

    /* Ticking through the countdown: nothing happens before its end. */
    tick(truck, T0 + 1000);
    tick(truck, T0 + 30 * SECOND);
    tick(truck, T0 + 59999);
    CHECK_INT(order_of(truck, number).status, FOODTRUCK_ORDER_PREPARING);
    CHECK_INT(waiting(truck), 4);
    tick(truck, T0 + 60000);
    CHECK_INT(order_of(truck, number).status, FOODTRUCK_ORDER_READY);
    CHECK_INT(order_of(truck, number).next_action, FOODTRUCK_ORDER_COMPLETE);
    CHECK_INT(waiting(truck), 7);
    /* Ready does not end the activity; it goes stale 2 minutes after its start. */
    tick(truck, T0 + 119999);
    CHECK_INT(state_of(truck, id), FOODTRUCK_ACTIVITY_ACTIVE);
    tick(truck, T0 + 120000);
    CHECK_INT(state_of(truck, id), FOODTRUCK_ACTIVITY_STALE);

    /* Handing over ends the activity with immediate dismissal. */
    const int64_t done = T0 + 125 * SECOND;
    CHECK_OK(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_COMPLETE, done));
    foodtruck_order order = order_of(truck, number);
    CHECK_INT(order.status, FOODTRUCK_ORDER_COMPLETED);
    CHECK_INT(order.completed_at, done);
    CHECK_INT(order.duration_ms, 130 * SECOND);
    a = activity_of(truck, id);
    CHECK_INT(a.state, FOODTRUCK_ACTIVITY_DISMISSED);
    CHECK_INT(a.ended_at, done);
    CHECK_INT(a.dismiss_at, done);
    CHECK_INT(a.stale_at, T0 + 2 * MINUTE);
    size_t listed = 99;
    CHECK_OK(foodtruck_activity_list(truck, NULL, 0, &listed));
    CHECK_INT(listed, 0);
    /* The countdown stays readable after the order is done. */
    CHECK_OK(foodtruck_timer_get(truck, number, done, &timer));
    CHECK(timer.finished && timer.remaining_ms == 0);

    /* The whole day's events, drained 4 at a time. */
    CHECK_INT(waiting(truck), 12);
    foodtruck_event events[16];
    size_t count = 0, got = 0;
    do {
        CHECK_OK(foodtruck_event_poll(truck, events + count, 4, &got));
        CHECK(got <= 4);
        count += got;
    } while (got == 4 && count < 12);
    CHECK_INT(count, 12);
    const foodtruck_event_kind P = FOODTRUCK_EVENT_ORDER_PLACED, S = FOODTRUCK_EVENT_ORDER_STATUS_CHANGED,
                               I = FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED;
    CHECK_EVENT(events, count, 0, P, T0 - 5 * SECOND, 1, 0, FOODTRUCK_ORDER_PLACED);
    CHECK_EVENT(events, count, 1, S, T0, 1, 0, FOODTRUCK_ORDER_PREPARING);
    CHECK_EVENT(events, count, 2, FOODTRUCK_EVENT_ACTIVITY_STARTED, T0, 1, 1, FOODTRUCK_ORDER_PREPARING);
    /* The activity takes the empty Dynamic Island; handing over empties it again. */
    CHECK_EVENT(events, count, 3, I, T0, 1, 1, FOODTRUCK_ORDER_PREPARING);
    CHECK_EVENT(events, count, 4, FOODTRUCK_EVENT_TIMER_FINISHED, T0 + MINUTE, 1, 0, FOODTRUCK_ORDER_READY);
    CHECK_EVENT(events, count, 5, S, T0 + MINUTE, 1, 0, FOODTRUCK_ORDER_READY);
    CHECK_EVENT(events, count, 6, FOODTRUCK_EVENT_NOTIFICATION, T0 + MINUTE, 1, 0, FOODTRUCK_ORDER_READY);
    CHECK_EVENT(events, count, 7, FOODTRUCK_EVENT_ACTIVITY_STALE, T0 + 2 * MINUTE, 1, 1, FOODTRUCK_ORDER_READY);
    CHECK_EVENT(events, count, 8, S, done, 1, 0, FOODTRUCK_ORDER_COMPLETED);
    CHECK_EVENT(events, count, 9, FOODTRUCK_EVENT_ACTIVITY_ENDED, done, 1, 1, FOODTRUCK_ORDER_COMPLETED);
    CHECK_EVENT(events, count, 10, FOODTRUCK_EVENT_ACTIVITY_DISMISSED, done, 1, 1, FOODTRUCK_ORDER_COMPLETED);
    CHECK_EVENT(events, count, 11, I, done, 1, 0, FOODTRUCK_ORDER_COMPLETED);
    CHECK_INT(waiting(truck), 0);
    CHECK_OK(foodtruck_event_poll(truck, events, 16, &got));
    CHECK_INT(got, 0);
    size_t dropped = 99;
    CHECK_OK(foodtruck_event_dropped(truck, &dropped));
    CHECK_INT(dropped, 0);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* One tick long after several due instants: each event carries its own instant, in order. */
static void test_one_late_tick(void) {
    foodtruck_truck *truck = new_truck();
    int32_t number = place(truck, 5, 1, -1, 0, T0);
    CHECK_OK(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_PREPARE, T0 + SECOND));
    foodtruck_event events[8];
    CHECK_INT(poll_all(truck, events, 8), 4);
    tick(truck, T0 + HOUR);
    size_t count = poll_all(truck, events, 8);
    CHECK_INT(count, 4);
    CHECK_EVENT(events, count, 0, FOODTRUCK_EVENT_TIMER_FINISHED, T0 + 61 * SECOND, 1, 0, FOODTRUCK_ORDER_READY);
    CHECK_EVENT(events, count, 1, FOODTRUCK_EVENT_ORDER_STATUS_CHANGED, T0 + 61 * SECOND, 1, 0, FOODTRUCK_ORDER_READY);
    CHECK_EVENT(events, count, 2, FOODTRUCK_EVENT_NOTIFICATION, T0 + 61 * SECOND, 1, 0, FOODTRUCK_ORDER_READY);
    CHECK_EVENT(events, count, 3, FOODTRUCK_EVENT_ACTIVITY_STALE, T0 + 121 * SECOND, 1, 1, FOODTRUCK_ORDER_READY);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* Marked ready early: the countdown's end no longer changes the order or says anything. */
static void test_ready_early(void) {
    foodtruck_truck *truck = new_truck();
    int32_t number = place(truck, 5, 1, -1, 0, T0);
    CHECK_OK(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_PREPARE, T0));
    CHECK_OK(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_MARK_READY, T0 + 10 * SECOND));
    foodtruck_event events[8];
    size_t count = poll_all(truck, events, 8);
    CHECK_INT(count, 5);
    CHECK_EVENT(events, count, 4, FOODTRUCK_EVENT_ORDER_STATUS_CHANGED, T0 + 10 * SECOND, 1, 0, FOODTRUCK_ORDER_READY);
    tick(truck, T0 + 90 * SECOND);
    CHECK_INT(waiting(truck), 0);
    CHECK_INT(order_of(truck, number).status, FOODTRUCK_ORDER_READY);
    CHECK_INT(state_of(truck, 1), FOODTRUCK_ACTIVITY_ACTIVE);
    CHECK_STR(countdown(truck, number, T0 + 30 * SECOND), "0:30");
    CHECK_OK(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_COMPLETE, T0 + 100 * SECOND));
    CHECK_INT(state_of(truck, 1), FOODTRUCK_ACTIVITY_DISMISSED);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* The next-step button (foodtruck_order_advance) is the same step as foodtruck_order_apply with the order's
 * next action, consequences included (docs/domain.md, decision 1): preparing starts the
 * countdown and the activity; completing ends the activity with immediate dismissal. */
static void test_advance_is_apply(void) {
    /* placed -> preparing by the button. */
    foodtruck_truck *truck = new_truck();
    int32_t number = place(truck, 5, 1, -1, 0, T0);
    foodtruck_order_status status = FOODTRUCK_ORDER_PLACED;
    CHECK_OK(foodtruck_order_advance(truck, number, T0 + SECOND, &status));
    CHECK_INT(status, FOODTRUCK_ORDER_PREPARING);
    foodtruck_timer timer;
    CHECK_OK(foodtruck_timer_get(truck, number, T0 + SECOND, &timer));
    int32_t id = 0;
    CHECK_OK(foodtruck_activity_for_order(truck, number, &id));
    foodtruck_event events[8];
    size_t count = poll_all(truck, events, 8);
    CHECK_INT(count, 4);
    CHECK_EVENT(events, count, 1, FOODTRUCK_EVENT_ORDER_STATUS_CHANGED, T0 + SECOND, 1, 0, FOODTRUCK_ORDER_PREPARING);
    CHECK_EVENT(events, count, 2, FOODTRUCK_EVENT_ACTIVITY_STARTED, T0 + SECOND, 1, 1, FOODTRUCK_ORDER_PREPARING);
    tick(truck, T0 + 61 * SECOND);
    CHECK_INT(order_of(truck, number).status, FOODTRUCK_ORDER_READY);
    CHECK_OK(foodtruck_truck_free(truck));

    /* ready -> completed by the button (prepared with foodtruck_order_apply). */
    truck = new_truck();
    number = place(truck, 5, 1, -1, 0, T0);
    CHECK_OK(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_PREPARE, T0));
    tick(truck, T0 + MINUTE);
    CHECK_INT(poll_all(truck, events, 8), 7);
    CHECK_OK(foodtruck_order_advance(truck, number, T0 + 70 * SECOND, &status));
    CHECK_INT(status, FOODTRUCK_ORDER_COMPLETED);
    CHECK_INT(state_of(truck, 1), FOODTRUCK_ACTIVITY_DISMISSED);
    count = poll_all(truck, events, 8);
    CHECK_INT(count, 4);
    CHECK_EVENT(events, count, 0, FOODTRUCK_EVENT_ORDER_STATUS_CHANGED, T0 + 70 * SECOND, 1, 0, FOODTRUCK_ORDER_COMPLETED);
    CHECK_EVENT(events, count, 1, FOODTRUCK_EVENT_ACTIVITY_ENDED, T0 + 70 * SECOND, 1, 1, FOODTRUCK_ORDER_COMPLETED);
    CHECK_EVENT(events, count, 2, FOODTRUCK_EVENT_ACTIVITY_DISMISSED, T0 + 70 * SECOND, 1, 1, FOODTRUCK_ORDER_COMPLETED);
    CHECK_EVENT(events, count, 3, FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED, T0 + 70 * SECOND, 1, 0, FOODTRUCK_ORDER_COMPLETED);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* The preparation time setting: 1 to 60 s, for orders put into preparation from then on. */
/* When the countdown text next changes (docs/domain.md §7.8): the seconds round up, so a 60 s
 * countdown started at T0 reads "1:00" before T0 and on [T0, T0 + 1 s), and changes at T0 + k s
 * for k = 1 ... 60, the last time to "0:00" at its end; from then on FOODTRUCK_NO_TIME. */
static int64_t next_change(foodtruck_truck *truck, int32_t number, int64_t now) {
    int64_t at = 7;
    CHECK_OK(foodtruck_timer_countdown_next_change(truck, number, now, &at));
    return at;
}

static void test_countdown_next_change(void) {
    foodtruck_truck *truck = new_truck();
    int32_t number = place(truck, 0, 2, -1, 0, T0 - 5 * SECOND);
    int32_t other = place(truck, 1, 1, -1, 0, T0 - 5 * SECOND);
    int64_t at = 77;
    /* Before preparation there is no countdown, so no change; nor for an unknown number. */
    CHECK_STATUS(foodtruck_timer_countdown_next_change(truck, number, T0, &at), FOODTRUCK_ERR_NOT_FOUND);
    CHECK(strstr(foodtruck_last_error(), "Order#1201 was never put into preparation") != NULL);
    CHECK_STATUS(foodtruck_timer_countdown_next_change(truck, 99, T0, &at), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_STATUS(foodtruck_timer_countdown_next_change(truck, 0, T0, &at), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_INT(at, 77);
    CHECK_OK(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_PREPARE, T0));

    static const struct {
        int64_t offset, change; /* ms after T0; change -1: FOODTRUCK_NO_TIME */
    } table[] = {
        {-HOUR, 1000}, {-1, 1000}, {0, 1000}, {1, 1000}, {999, 1000}, {1000, 2000}, {1001, 2000},
        {30000, 31000}, {58999, 59000}, {59000, 60000}, {59999, 60000}, {60000, -1}, {60001, -1}, {HOUR, -1},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        int64_t expected = table[i].change < 0 ? FOODTRUCK_NO_TIME : T0 + table[i].change;
        CHECK_INT(next_change(truck, number, T0 + table[i].offset), expected);
    }

    /* Waking at each change shows each text once, on time: 1:00, 0:59, ..., 0:01, 0:00. */
    char seen[64][8];
    size_t shown = 0;
    int64_t now = T0 - 5 * SECOND;
    snprintf(seen[shown++], sizeof seen[0], "%s", countdown(truck, number, now));
    for (int64_t next = next_change(truck, number, now); next != FOODTRUCK_NO_TIME && shown < 64;
         next = next_change(truck, number, now)) {
        CHECK_INT(next, T0 + (int64_t)shown * SECOND);
        CHECK_STR(countdown(truck, number, next - 1), seen[shown - 1]);
        now = next;
        snprintf(seen[shown++], sizeof seen[0], "%s", countdown(truck, number, now));
        CHECK(strcmp(seen[shown - 1], seen[shown - 2]) != 0);
    }
    CHECK_INT(shown, 61);
    CHECK_STR(seen[0], "1:00");
    CHECK_STR(seen[1], "0:59");
    CHECK_STR(seen[59], "0:01");
    CHECK_STR(seen[60], "0:00");

    /* Between any instant and its next change the text holds; at the change it differs. */
    for (int64_t t = T0 - 2 * SECOND; t < T0 + 62 * SECOND; t += 37) {
        char before[8];
        snprintf(before, sizeof before, "%s", countdown(truck, number, t));
        int64_t next = next_change(truck, number, t);
        if (next == FOODTRUCK_NO_TIME) {
            CHECK(t >= T0 + MINUTE);
            CHECK_STR(before, "0:00");
            continue;
        }
        CHECK(next > t && next <= T0 + MINUTE && next - (t > T0 ? t : T0) <= SECOND); /* at most 1 s after the start */
        CHECK_STR(countdown(truck, number, next - 1), before);
        CHECK(strcmp(countdown(truck, number, next), before) != 0);
    }

    /* No pause: marked ready early, the countdown runs on as its text does; a 1 s one changes
     * once, at its end. */
    CHECK_OK(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_MARK_READY, T0 + 10 * SECOND));
    CHECK_INT(next_change(truck, number, T0 + 10 * SECOND), T0 + 11 * SECOND);
    CHECK_OK(foodtruck_truck_set_timer_duration(truck, 1));
    CHECK_OK(foodtruck_order_apply(truck, other, FOODTRUCK_ORDER_PREPARE, T0));
    CHECK_INT(next_change(truck, other, T0 - 1), T0 + SECOND);
    CHECK_INT(next_change(truck, other, T0 + 999), T0 + SECOND);
    CHECK_INT(next_change(truck, other, T0 + SECOND), FOODTRUCK_NO_TIME);

    /* The accepted years' ends are answered; beyond them, now is refused as by the text. */
    CHECK_INT(next_change(truck, number, INT64_C(-62135596800000)), T0 + SECOND);
    CHECK_INT(next_change(truck, number, INT64_C(253402300799999)), FOODTRUCK_NO_TIME);
    at = 77;
    CHECK_STATUS(foodtruck_timer_countdown_next_change(truck, number, INT64_MIN, &at), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK(strstr(foodtruck_last_error(), "now") != NULL);
    CHECK_STATUS(foodtruck_timer_countdown_next_change(truck, number, INT64_MAX, &at), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_INT(at, 77);
    CHECK_STATUS(foodtruck_timer_countdown_next_change(truck, number, T0, NULL), FOODTRUCK_ERR_NULL_ARGUMENT);
    CHECK_OK(foodtruck_truck_free(truck));
}

static void test_timer_duration(void) {
    foodtruck_truck *truck = new_truck();
    int32_t first = place(truck, 5, 1, -1, 0, T0);
    int32_t second = place(truck, 6, 1, -1, 0, T0);
    int32_t third = place(truck, 7, 1, -1, 0, T0);
    int32_t seconds = 0;
    CHECK_OK(foodtruck_truck_timer_duration(truck, &seconds));
    CHECK_INT(seconds, 60);
    CHECK_OK(foodtruck_order_apply(truck, first, FOODTRUCK_ORDER_PREPARE, T0));
    CHECK_OK(foodtruck_truck_set_timer_duration(truck, 30));
    CHECK_OK(foodtruck_order_apply(truck, second, FOODTRUCK_ORDER_PREPARE, T0));
    CHECK_OK(foodtruck_truck_set_timer_duration(truck, 1));
    CHECK_OK(foodtruck_order_apply(truck, third, FOODTRUCK_ORDER_PREPARE, T0));
    CHECK_STATUS(foodtruck_truck_set_timer_duration(truck, 61), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_truck_set_timer_duration(truck, 0), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK(strstr(foodtruck_last_error(), "seconds") != NULL);
    CHECK_OK(foodtruck_truck_timer_duration(truck, &seconds));
    CHECK_INT(seconds, 1); /* the refused settings left the last good one */
    foodtruck_timer timer;
    CHECK_OK(foodtruck_timer_get(truck, first, T0, &timer));
    CHECK_INT(timer.ends_at, T0 + 60 * SECOND);
    CHECK_OK(foodtruck_timer_get(truck, second, T0, &timer));
    CHECK_INT(timer.ends_at, T0 + 30 * SECOND);
    CHECK_OK(foodtruck_timer_get(truck, third, T0, &timer));
    CHECK_INT(timer.ends_at, T0 + 1 * SECOND);
    CHECK_STR(countdown(truck, second, T0), "0:30");
    CHECK_STR(countdown(truck, third, T0), "0:01");
    CHECK_INT(activity_of(truck, activity_for(truck, second)).timer_end, T0 + 30 * SECOND);
    tick(truck, T0 + 999);
    CHECK_INT(order_of(truck, third).status, FOODTRUCK_ORDER_PREPARING);
    tick(truck, T0 + 1000);
    CHECK_INT(order_of(truck, third).status, FOODTRUCK_ORDER_READY);
    tick(truck, T0 + 29999);
    CHECK_INT(order_of(truck, second).status, FOODTRUCK_ORDER_PREPARING);
    tick(truck, T0 + 30000);
    CHECK_INT(order_of(truck, second).status, FOODTRUCK_ORDER_READY);
    CHECK_INT(order_of(truck, first).status, FOODTRUCK_ORDER_PREPARING);
    /* An activity's countdown is its content: ten minutes read "10:00". */
    int32_t id = activity_for(truck, first);
    CHECK_OK(foodtruck_activity_update(truck, id, T0 + MINUTE, T0 + 11 * MINUTE, 0.0, T0 + MINUTE));
    CHECK_STR(activity_text(truck, id, FOODTRUCK_TEXT_COUNTDOWN, T0 + MINUTE), "10:00");
    CHECK_STR(activity_text(truck, id, FOODTRUCK_TEXT_COUNTDOWN, T0 + 10 * MINUTE + 1), "1:00");
    CHECK_STR(activity_text(truck, id, FOODTRUCK_TEXT_COUNTDOWN, T0 + 10 * MINUTE + 1001), "0:59");
    CHECK_OK(foodtruck_truck_free(truck));
}

/* ---- The Dynamic Island ----------------------------------------------------------------- */

static void check_island(int line, foodtruck_truck *truck, int32_t owner, int32_t minimal) {
    foodtruck_island island;
    island.owner = -1;
    island.minimal = -1;
    CHECK_OK(foodtruck_activity_island(truck, &island));
    check_count++;
    if (island.owner != owner || island.minimal != minimal) {
        check_failures++;
        fprintf(stderr, "%s:%d: island is {owner %d, minimal %d}, expected {%d, %d}\n", __FILE__, line,
                (int)island.owner, (int)island.minimal, (int)owner, (int)minimal);
    }
}
#define CHECK_ISLAND(truck, owner, minimal) check_island(__LINE__, truck, owner, minimal)

static void test_island(void) {
    foodtruck_truck *truck = new_truck();
    CHECK_ISLAND(truck, 0, 0);
    int32_t orders[3];
    for (int i = 0; i < 3; i++) orders[i] = place(truck, i, 1, -1, 0, T0);
    CHECK_OK(foodtruck_order_apply(truck, orders[0], FOODTRUCK_ORDER_PREPARE, T0 + 10));
    CHECK_ISLAND(truck, 1, 0);
    CHECK_OK(foodtruck_order_apply(truck, orders[1], FOODTRUCK_ORDER_PREPARE, T0 + 20));
    CHECK_OK(foodtruck_order_apply(truck, orders[2], FOODTRUCK_ORDER_PREPARE, T0 + 30));
    /* All at relevance 0: the most recently started owns it, the one before is minimal. */
    CHECK_ISLAND(truck, 3, 2);
    int32_t ids[8];
    size_t count = 0;
    CHECK_OK(foodtruck_activity_list(truck, ids, 8, &count));
    CHECK_INT(count, 3);
    CHECK(ids[0] == 1 && ids[1] == 2 && ids[2] == 3);

    /* Different relevances: the highest owns it, the next is minimal. */
    const int64_t at = T0 + 40;
    CHECK_OK(foodtruck_activity_update(truck, 1, T0 + 10, T0 + 10 + MINUTE, 5.0, at));
    CHECK_OK(foodtruck_activity_update(truck, 2, T0 + 20, T0 + 20 + MINUTE, 1.0, at));
    CHECK_OK(foodtruck_activity_update(truck, 3, T0 + 30, T0 + 30 + MINUTE, 3.0, at));
    CHECK_ISLAND(truck, 1, 3);
    CHECK(activity_of(truck, 1).relevance == 5.0);
    CHECK_OK(foodtruck_activity_update(truck, 2, T0 + 20, T0 + 20 + MINUTE, 7.5, at + 1));
    CHECK_ISLAND(truck, 2, 1);
    CHECK_OK(foodtruck_activity_update(truck, 1, T0 + 10, T0 + 10 + MINUTE, -1.0, at + 2));
    CHECK_ISLAND(truck, 2, 3);
    /* Equal relevance again: start time decides (not update time, not id order of updates). */
    CHECK_OK(foodtruck_activity_update(truck, 3, T0 + 30, T0 + 30 + MINUTE, 2.0, at + 3));
    CHECK_OK(foodtruck_activity_update(truck, 1, T0 + 10, T0 + 10 + MINUTE, 2.0, at + 4));
    CHECK_OK(foodtruck_activity_update(truck, 2, T0 + 20, T0 + 20 + MINUTE, 2.0, at + 5));
    CHECK_ISLAND(truck, 3, 2);
    /* A stale activity still shows and still competes. */
    tick(truck, at + 3 + 2 * MINUTE);
    CHECK_INT(state_of(truck, 3), FOODTRUCK_ACTIVITY_STALE);
    CHECK_INT(state_of(truck, 2), FOODTRUCK_ACTIVITY_ACTIVE);
    CHECK_ISLAND(truck, 3, 2);
    /* Ended ones leave the island: the owner goes, the rest move up. */
    CHECK_OK(foodtruck_activity_end(truck, 3, FOODTRUCK_DISMISS_DEFAULT, 0, at + 3 * MINUTE));
    CHECK_ISLAND(truck, 2, 1);
    CHECK_OK(foodtruck_activity_end(truck, 2, FOODTRUCK_DISMISS_IMMEDIATE, 0, at + 3 * MINUTE));
    CHECK_ISLAND(truck, 1, 0);
    CHECK_OK(foodtruck_activity_list(truck, ids, 8, &count));
    CHECK_INT(count, 1);
    CHECK_INT(ids[0], 1);
    CHECK_OK(foodtruck_activity_end(truck, 1, FOODTRUCK_DISMISS_IMMEDIATE, 0, at + 3 * MINUTE));
    CHECK_ISLAND(truck, 0, 0);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* Each change of the island's owner is an event at the change's instant, naming the new owner
 * (0 when the island empties); a change of the minimal activity alone is none. */
static void test_island_events(void) {
    foodtruck_truck *truck = new_truck();
    for (int i = 0; i < 3; i++) place(truck, i, 1, -1, 0, T0);
    int32_t id = 0;
    CHECK_OK(foodtruck_activity_request(truck, 1, T0, T0 + MINUTE, 0.0, T0, &id));
    CHECK_OK(foodtruck_activity_request(truck, 2, T0, T0 + MINUTE, 0.0, T0 + 1000, &id));
    CHECK_OK(foodtruck_activity_request(truck, 3, T0, T0 + MINUTE, -2.0, T0 + 2000, &id)); /* lower: none */
    CHECK_OK(foodtruck_activity_update(truck, 1, T0, T0 + MINUTE, 4.0, T0 + 3000));      /* 1 again */
    CHECK_OK(foodtruck_activity_end(truck, 3, FOODTRUCK_DISMISS_IMMEDIATE, 0, T0 + 4000)); /* minimal: none */
    CHECK_OK(foodtruck_activity_end(truck, 1, FOODTRUCK_DISMISS_DEFAULT, 0, T0 + 5000));   /* to 2 */
    tick(truck, T0 + 9 * HOUR); /* 2 ends by itself 8 hours after it started: empty */
    foodtruck_event events[32];
    size_t count = poll_all(truck, events, 32), seen = 0;
    static const int64_t AT[] = {T0, T0 + 1000, T0 + 3000, T0 + 5000, T0 + 1000 + 8 * HOUR};
    static const int32_t OWNER[] = {1, 2, 1, 2, 0};
    static const int32_t ORDER[] = {1, 2, 1, 2, 2};
    for (size_t i = 0; i < count; i++) {
        if (events[i].kind != FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED) continue;
        if (seen < 5) check_event(__LINE__, events, count, i, events[i].kind, AT[seen], ORDER[seen], OWNER[seen], FOODTRUCK_ORDER_PLACED);
        seen++;
    }
    CHECK_INT(seen, 5);
    CHECK_ISLAND(truck, 0, 0);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* The lock screen: the showing activities and the ended ones not yet dismissed, by relevance
 * and then the most recent start. */
static void test_lock_screen(void) {
    foodtruck_truck *truck = new_truck();
    for (int i = 0; i < 4; i++) place(truck, i, 1, -1, 0, T0);
    int32_t id = 0;
    CHECK_OK(foodtruck_activity_request(truck, 1, T0, T0 + MINUTE, 0.0, T0, &id));
    CHECK_OK(foodtruck_activity_request(truck, 2, T0, T0 + MINUTE, 0.0, T0 + 1000, &id));
    CHECK_OK(foodtruck_activity_request(truck, 3, T0, T0 + MINUTE, 9.0, T0 + 2000, &id));
    CHECK_OK(foodtruck_activity_request(truck, 4, T0, T0 + MINUTE, 0.0, T0 + 2000, &id));
    int32_t ids[8];
    size_t count = 0;
    CHECK_OK(foodtruck_activity_lock_screen(truck, ids, 8, &count));
    CHECK_INT(count, 4);
    CHECK(ids[0] == 3 && ids[1] == 4 && ids[2] == 2 && ids[3] == 1);
    CHECK_OK(foodtruck_activity_end(truck, 3, FOODTRUCK_DISMISS_AFTER, T0 + HOUR, T0 + 3000));
    CHECK_OK(foodtruck_activity_end(truck, 2, FOODTRUCK_DISMISS_IMMEDIATE, 0, T0 + 3000));
    CHECK_OK(foodtruck_activity_list(truck, ids, 8, &count));
    CHECK(count == 2 && ids[0] == 1 && ids[1] == 4); /* showing, oldest first */
    CHECK_OK(foodtruck_activity_lock_screen(truck, ids, 8, &count));
    CHECK(count == 3 && ids[0] == 3 && ids[1] == 4 && ids[2] == 1);
    /* Too small: the count is still reported, nothing written. */
    int32_t small[2] = {-1, -1};
    count = 0;
    CHECK_STATUS(foodtruck_activity_lock_screen(truck, small, 2, &count), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(count, 3);
    CHECK(small[0] == -1 && small[1] == -1);
    tick(truck, T0 + HOUR);
    CHECK_OK(foodtruck_activity_lock_screen(truck, ids, 8, &count));
    CHECK(count == 2 && ids[0] == 4 && ids[1] == 1);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* ---- Staleness, dismissal and the 8-hour end -------------------------------------------- */

static void test_stale_at_two_minutes(void) {
    foodtruck_truck *truck = new_truck();
    int32_t number = place(truck, 2, 2, -1, 0, T0);
    int32_t id = 0;
    const int64_t s = T0 + 7;
    CHECK_OK(foodtruck_activity_request(truck, number, s, s + MINUTE, 0.5, s, &id));
    CHECK_INT(id, 1);
    CHECK_INT(activity_of(truck, id).stale_at, s + 2 * MINUTE);
    tick(truck, s + 2 * MINUTE - 1);
    CHECK_INT(state_of(truck, id), FOODTRUCK_ACTIVITY_ACTIVE);
    tick(truck, s + 2 * MINUTE);
    CHECK_INT(state_of(truck, id), FOODTRUCK_ACTIVITY_STALE);
    /* An update makes it fresh for 2 more minutes from the update. */
    const int64_t u = s + 5 * MINUTE;
    CHECK_OK(foodtruck_activity_update(truck, id, u, u + MINUTE, 0.5, u));
    CHECK_INT(state_of(truck, id), FOODTRUCK_ACTIVITY_ACTIVE);
    CHECK_INT(activity_of(truck, id).stale_at, u + 2 * MINUTE);
    tick(truck, u + 2 * MINUTE - 1);
    CHECK_INT(state_of(truck, id), FOODTRUCK_ACTIVITY_ACTIVE);
    tick(truck, u + 2 * MINUTE);
    CHECK_INT(state_of(truck, id), FOODTRUCK_ACTIVITY_STALE);
    foodtruck_event events[8];
    size_t count = poll_all(truck, events, 8);
    CHECK_INT(count, 6);
    CHECK_EVENT(events, count, 0, FOODTRUCK_EVENT_ORDER_PLACED, T0, 1, 0, FOODTRUCK_ORDER_PLACED);
    CHECK_EVENT(events, count, 1, FOODTRUCK_EVENT_ACTIVITY_STARTED, s, 1, 1, FOODTRUCK_ORDER_PLACED);
    CHECK_EVENT(events, count, 2, FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED, s, 1, 1, FOODTRUCK_ORDER_PLACED);
    CHECK_EVENT(events, count, 3, FOODTRUCK_EVENT_ACTIVITY_STALE, s + 2 * MINUTE, 1, 1, FOODTRUCK_ORDER_PLACED);
    CHECK_EVENT(events, count, 4, FOODTRUCK_EVENT_ACTIVITY_UPDATED, u, 1, 1, FOODTRUCK_ORDER_PLACED);
    CHECK_EVENT(events, count, 5, FOODTRUCK_EVENT_ACTIVITY_STALE, u + 2 * MINUTE, 1, 1, FOODTRUCK_ORDER_PLACED);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* An activity requested at T0 and ended at e with a policy; returns the truck. */
static foodtruck_truck *ended_activity(foodtruck_dismissal_policy policy, int64_t dismiss_at, int64_t e) {
    foodtruck_truck *truck = new_truck();
    int32_t number = place(truck, 1, 3, -1, 0, T0);
    int32_t id = 0;
    CHECK_OK(foodtruck_activity_request(truck, number, T0, T0 + MINUTE, 0.0, T0, &id));
    CHECK_INT(id, 1);
    foodtruck_event events[4];
    CHECK_INT(poll_all(truck, events, 4), 3);
    CHECK_OK(foodtruck_activity_end(truck, id, policy, dismiss_at, e));
    foodtruck_activity a = activity_of(truck, id);
    CHECK_INT(a.ended_at, e);
    return truck;
}

/* Checks the ended/dismissed events of activity 1 since the last poll, then the Dynamic Island
 * emptied by the end. */
static void check_end_events(int line, foodtruck_truck *truck, int64_t ended, int64_t dismissed) {
    foodtruck_event events[4];
    size_t count = poll_all(truck, events, 4);
    size_t island = dismissed != FOODTRUCK_NO_TIME ? 2 : 1;
    check_event(line, events, count, 0, FOODTRUCK_EVENT_ACTIVITY_ENDED, ended, 1, 1, FOODTRUCK_ORDER_PLACED);
    if (dismissed != FOODTRUCK_NO_TIME) {
        check_event(line, events, count, 1, FOODTRUCK_EVENT_ACTIVITY_DISMISSED, dismissed, 1, 1, FOODTRUCK_ORDER_PLACED);
    }
    check_event(line, events, count, island, FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED, ended, 1, 0, FOODTRUCK_ORDER_PLACED);
    check_count++;
    if (count != island + 1) {
        check_failures++;
        fprintf(stderr, "%s:%d: %zu end events\n", __FILE__, line, count);
    }
}

static void test_dismissal_policies(void) {
    const int64_t e = T0 + 10 * MINUTE;
    foodtruck_activity a;
    foodtruck_event events[4];

    /* Default: on the lock screen for exactly 4 hours. */
    foodtruck_truck *truck = ended_activity(FOODTRUCK_DISMISS_DEFAULT, 0, e);
    a = activity_of(truck, 1);
    CHECK_INT(a.state, FOODTRUCK_ACTIVITY_ENDED);
    CHECK_INT(a.dismiss_at, e + 4 * HOUR);
    check_end_events(__LINE__, truck, e, FOODTRUCK_NO_TIME);
    tick(truck, e + 4 * HOUR - 1);
    CHECK_INT(state_of(truck, 1), FOODTRUCK_ACTIVITY_ENDED);
    CHECK_INT(waiting(truck), 0);
    tick(truck, e + 4 * HOUR);
    CHECK_INT(state_of(truck, 1), FOODTRUCK_ACTIVITY_DISMISSED);
    size_t count = poll_all(truck, events, 4);
    CHECK_INT(count, 1);
    CHECK_EVENT(events, count, 0, FOODTRUCK_EVENT_ACTIVITY_DISMISSED, e + 4 * HOUR, 1, 1, FOODTRUCK_ORDER_PLACED);
    /* Ended (and dismissed) activities cannot be ended or updated again. */
    CHECK_STATUS(foodtruck_activity_end(truck, 1, FOODTRUCK_DISMISS_IMMEDIATE, 0, e + 5 * HOUR), FOODTRUCK_ERR_INVALID_STATE);
    CHECK_STATUS(foodtruck_activity_update(truck, 1, e, e + MINUTE, 1.0, e + 5 * HOUR), FOODTRUCK_ERR_INVALID_STATE);
    CHECK_OK(foodtruck_truck_free(truck));

    /* Immediate: dismissed at the end instant; dismiss_at is ignored, even out of range. */
    truck = ended_activity(FOODTRUCK_DISMISS_IMMEDIATE, INT64_MIN, e);
    a = activity_of(truck, 1);
    CHECK_INT(a.state, FOODTRUCK_ACTIVITY_DISMISSED);
    CHECK_INT(a.dismiss_at, e);
    check_end_events(__LINE__, truck, e, e);
    CHECK_OK(foodtruck_truck_free(truck));

    /* After an instant inside the 4 hours. */
    truck = ended_activity(FOODTRUCK_DISMISS_AFTER, e + 90 * MINUTE, e);
    a = activity_of(truck, 1);
    CHECK_INT(a.state, FOODTRUCK_ACTIVITY_ENDED);
    CHECK_INT(a.dismiss_at, e + 90 * MINUTE);
    check_end_events(__LINE__, truck, e, FOODTRUCK_NO_TIME);
    CHECK_STATUS(foodtruck_activity_end(truck, 1, FOODTRUCK_DISMISS_IMMEDIATE, 0, e + MINUTE), FOODTRUCK_ERR_INVALID_STATE);
    tick(truck, e + 90 * MINUTE - 1);
    CHECK_INT(state_of(truck, 1), FOODTRUCK_ACTIVITY_ENDED);
    tick(truck, e + 90 * MINUTE);
    CHECK_INT(state_of(truck, 1), FOODTRUCK_ACTIVITY_DISMISSED);
    count = poll_all(truck, events, 4);
    CHECK_INT(count, 1);
    CHECK_EVENT(events, count, 0, FOODTRUCK_EVENT_ACTIVITY_DISMISSED, e + 90 * MINUTE, 1, 1, FOODTRUCK_ORDER_PLACED);
    CHECK_OK(foodtruck_truck_free(truck));

    /* After an instant before now: kept at now, so dismissed at once. */
    truck = ended_activity(FOODTRUCK_DISMISS_AFTER, e - 5 * SECOND, e);
    a = activity_of(truck, 1);
    CHECK_INT(a.state, FOODTRUCK_ACTIVITY_DISMISSED);
    CHECK_INT(a.dismiss_at, e);
    check_end_events(__LINE__, truck, e, e);
    CHECK_OK(foodtruck_truck_free(truck));

    /* After an instant beyond 4 hours: kept at 4 hours. */
    truck = ended_activity(FOODTRUCK_DISMISS_AFTER, e + 5 * HOUR, e);
    a = activity_of(truck, 1);
    CHECK_INT(a.state, FOODTRUCK_ACTIVITY_ENDED);
    CHECK_INT(a.dismiss_at, e + 4 * HOUR);
    check_end_events(__LINE__, truck, e, FOODTRUCK_NO_TIME);
    tick(truck, e + 4 * HOUR - 1);
    CHECK_INT(state_of(truck, 1), FOODTRUCK_ACTIVITY_ENDED);
    tick(truck, e + 4 * HOUR);
    CHECK_INT(state_of(truck, 1), FOODTRUCK_ACTIVITY_DISMISSED);
    CHECK_OK(foodtruck_truck_free(truck));

    /* After exactly 4 hours. */
    truck = ended_activity(FOODTRUCK_DISMISS_AFTER, e + 4 * HOUR, e);
    CHECK_INT(activity_of(truck, 1).dismiss_at, e + 4 * HOUR);
    CHECK_OK(foodtruck_truck_free(truck));

    /* A stale activity can be ended too. */
    truck = new_truck();
    int32_t number = place(truck, 1, 3, -1, 0, T0);
    int32_t id = 0;
    CHECK_OK(foodtruck_activity_request(truck, number, T0, T0 + MINUTE, 0.0, T0, &id));
    tick(truck, T0 + 3 * MINUTE);
    CHECK_INT(state_of(truck, id), FOODTRUCK_ACTIVITY_STALE);
    CHECK_OK(foodtruck_activity_end(truck, id, FOODTRUCK_DISMISS_AFTER, T0 + 4 * MINUTE, T0 + 3 * MINUTE));
    CHECK_INT(activity_of(truck, id).dismiss_at, T0 + 4 * MINUTE);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* An activity nobody ends ends by itself 8 hours after it started (not after an update). */
static void test_eight_hours(void) {
    foodtruck_truck *truck = new_truck();
    int32_t number = place(truck, 9, 1, -1, 0, T0);
    int32_t id = 0;
    CHECK_OK(foodtruck_activity_request(truck, number, T0, T0 + MINUTE, 1.0, T0, &id));
    tick(truck, T0 + HOUR);
    CHECK_OK(foodtruck_activity_update(truck, id, T0 + HOUR, T0 + HOUR + MINUTE, 1.0, T0 + HOUR));
    tick(truck, T0 + 8 * HOUR - 1);
    foodtruck_activity a = activity_of(truck, id);
    CHECK_INT(a.state, FOODTRUCK_ACTIVITY_STALE);
    CHECK_INT(a.ended_at, FOODTRUCK_NO_TIME);
    tick(truck, T0 + 8 * HOUR);
    a = activity_of(truck, id);
    CHECK_INT(a.state, FOODTRUCK_ACTIVITY_ENDED);
    CHECK_INT(a.ended_at, T0 + 8 * HOUR);
    CHECK_INT(a.dismiss_at, T0 + 12 * HOUR);
    CHECK_ISLAND(truck, 0, 0);
    tick(truck, T0 + 12 * HOUR - 1);
    CHECK_INT(state_of(truck, id), FOODTRUCK_ACTIVITY_ENDED);
    tick(truck, T0 + 12 * HOUR);
    CHECK_INT(state_of(truck, id), FOODTRUCK_ACTIVITY_DISMISSED);
    foodtruck_event events[16];
    size_t count = poll_all(truck, events, 16);
    CHECK_INT(count, 9);
    CHECK_EVENT(events, count, 1, FOODTRUCK_EVENT_ACTIVITY_STARTED, T0, 1, 1, FOODTRUCK_ORDER_PLACED);
    CHECK_EVENT(events, count, 2, FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED, T0, 1, 1, FOODTRUCK_ORDER_PLACED);
    CHECK_EVENT(events, count, 3, FOODTRUCK_EVENT_ACTIVITY_STALE, T0 + 2 * MINUTE, 1, 1, FOODTRUCK_ORDER_PLACED);
    CHECK_EVENT(events, count, 4, FOODTRUCK_EVENT_ACTIVITY_UPDATED, T0 + HOUR, 1, 1, FOODTRUCK_ORDER_PLACED);
    CHECK_EVENT(events, count, 5, FOODTRUCK_EVENT_ACTIVITY_STALE, T0 + HOUR + 2 * MINUTE, 1, 1, FOODTRUCK_ORDER_PLACED);
    CHECK_EVENT(events, count, 6, FOODTRUCK_EVENT_ACTIVITY_ENDED, T0 + 8 * HOUR, 1, 1, FOODTRUCK_ORDER_PLACED);
    /* Its end empties the island, at the end's instant, though the tick came later. */
    CHECK_EVENT(events, count, 7, FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED, T0 + 8 * HOUR, 1, 0, FOODTRUCK_ORDER_PLACED);
    CHECK_EVENT(events, count, 8, FOODTRUCK_EVENT_ACTIVITY_DISMISSED, T0 + 12 * HOUR, 1, 1, FOODTRUCK_ORDER_PLACED);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* ---- The limit and the off switch ------------------------------------------------------- */

static void test_limit(void) {
    foodtruck_truck *truck = new_truck();
    int32_t orders[8];
    for (int i = 0; i < 8; i++) orders[i] = place(truck, i, 1, -1, 0, T0);
    /* The default limit is 5. */
    for (int i = 0; i < 5; i++) CHECK_OK(foodtruck_order_apply(truck, orders[i], FOODTRUCK_ORDER_PREPARE, T0 + i));
    int32_t id = 0;
    CHECK_STATUS(foodtruck_activity_request(truck, orders[5], T0, T0 + MINUTE, 0.0, T0 + 10, &id),
                 FOODTRUCK_ERR_LIMIT_REACHED);
    CHECK(strstr(foodtruck_last_error(), "foodtruck_activity_request") != NULL);
    /* Preparation still starts, without an activity. */
    CHECK_OK(foodtruck_order_apply(truck, orders[5], FOODTRUCK_ORDER_PREPARE, T0 + 10));
    CHECK_INT(order_of(truck, orders[5]).status, FOODTRUCK_ORDER_PREPARING);
    foodtruck_timer timer;
    CHECK_OK(foodtruck_timer_get(truck, orders[5], T0 + 10, &timer));
    CHECK_STATUS(foodtruck_activity_for_order(truck, orders[5], &id), FOODTRUCK_ERR_NOT_FOUND);
    /* A second activity for an order that shows one is refused. */
    CHECK_STATUS(foodtruck_activity_request(truck, orders[0], T0, T0 + MINUTE, 0.0, T0 + 10, &id),
                 FOODTRUCK_ERR_INVALID_STATE);
    /* Lowering the limit keeps what shows; raising it admits more. */
    CHECK_OK(foodtruck_truck_set_activity_limit(truck, 2));
    size_t count = 0;
    CHECK_OK(foodtruck_activity_list(truck, NULL, 0, &count));
    CHECK_INT(count, 5);
    CHECK_OK(foodtruck_truck_set_activity_limit(truck, 6));
    CHECK_OK(foodtruck_activity_request(truck, orders[5], T0 + 10, T0 + 10 + MINUTE, 0.0, T0 + 11, &id));
    CHECK_INT(id, 6);
    CHECK_STATUS(foodtruck_activity_request(truck, orders[6], T0, T0 + MINUTE, 0.0, T0 + 12, &id),
                 FOODTRUCK_ERR_LIMIT_REACHED);
    /* An ended activity frees its place; its order may show a new one. */
    CHECK_OK(foodtruck_activity_end(truck, 1, FOODTRUCK_DISMISS_DEFAULT, 0, T0 + 13));
    CHECK_OK(foodtruck_activity_request(truck, orders[0], T0, T0 + MINUTE, 0.0, T0 + 14, &id));
    CHECK_INT(id, 7);
    CHECK_INT(activity_for(truck, orders[0]), 7);
    CHECK_STATUS(foodtruck_truck_set_activity_limit(truck, 0), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_truck_set_activity_limit(truck, 101), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_truck_set_activity_limit(truck, 100));
    CHECK_OK(foodtruck_truck_set_activity_limit(truck, 1));
    CHECK_STATUS(foodtruck_activity_request(truck, orders[7], T0, T0 + MINUTE, 0.0, T0 + 15, &id),
                 FOODTRUCK_ERR_LIMIT_REACHED);
    CHECK_OK(foodtruck_truck_free(truck));
}

static void test_disabled(void) {
    foodtruck_truck *truck = new_truck();
    int32_t first = place(truck, 1, 1, -1, 0, T0);
    int32_t second = place(truck, 2, 1, -1, 0, T0);
    int32_t third = place(truck, 3, 1, -1, 0, T0);
    CHECK_OK(foodtruck_order_apply(truck, first, FOODTRUCK_ORDER_PREPARE, T0));
    CHECK_OK(foodtruck_order_apply(truck, second, FOODTRUCK_ORDER_PREPARE, T0 + 1));
    foodtruck_event events[16];
    CHECK_INT(poll_all(truck, events, 16), 9);
    /* Turning them off ends every showing activity at now, dismissed at once, oldest first. */
    const int64_t off = T0 + 5 * SECOND;
    CHECK_OK(foodtruck_truck_set_activities_enabled(truck, false, off));
    CHECK_INT(state_of(truck, 1), FOODTRUCK_ACTIVITY_DISMISSED);
    CHECK_INT(state_of(truck, 2), FOODTRUCK_ACTIVITY_DISMISSED);
    CHECK_INT(activity_of(truck, 1).ended_at, off);
    size_t count = poll_all(truck, events, 16);
    CHECK_INT(count, 5);
    CHECK_EVENT(events, count, 0, FOODTRUCK_EVENT_ACTIVITY_ENDED, off, first, 1, FOODTRUCK_ORDER_PREPARING);
    CHECK_EVENT(events, count, 1, FOODTRUCK_EVENT_ACTIVITY_DISMISSED, off, first, 1, FOODTRUCK_ORDER_PREPARING);
    CHECK_EVENT(events, count, 2, FOODTRUCK_EVENT_ACTIVITY_ENDED, off, second, 2, FOODTRUCK_ORDER_PREPARING);
    CHECK_EVENT(events, count, 3, FOODTRUCK_EVENT_ACTIVITY_DISMISSED, off, second, 2, FOODTRUCK_ORDER_PREPARING);
    /* One change of the island for the whole switch: from activity 2 to none. */
    CHECK_EVENT(events, count, 4, FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED, off, second, 0, FOODTRUCK_ORDER_PREPARING);
    /* While off, requests are refused; preparation still starts its countdown. */
    int32_t id = 0;
    CHECK_STATUS(foodtruck_activity_request(truck, third, off, off + MINUTE, 0.0, off, &id), FOODTRUCK_ERR_DISABLED);
    CHECK(strstr(foodtruck_last_error(), "foodtruck_activity_request") != NULL);
    CHECK_OK(foodtruck_order_apply(truck, third, FOODTRUCK_ORDER_PREPARE, off));
    CHECK_INT(order_of(truck, third).status, FOODTRUCK_ORDER_PREPARING);
    CHECK_STATUS(foodtruck_activity_for_order(truck, third, &id), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_STR(countdown(truck, third, off), "1:00");
    tick(truck, off + MINUTE);
    CHECK_INT(order_of(truck, third).status, FOODTRUCK_ORDER_READY);
    count = poll_all(truck, events, 16);
    CHECK_INT(count, 10); /* preparing at off, then three countdowns end in time order */
    CHECK_EVENT(events, count, 0, FOODTRUCK_EVENT_ORDER_STATUS_CHANGED, off, third, 0, FOODTRUCK_ORDER_PREPARING);
    CHECK_EVENT(events, count, 1, FOODTRUCK_EVENT_TIMER_FINISHED, T0 + MINUTE, first, 0, FOODTRUCK_ORDER_READY);
    CHECK_EVENT(events, count, 4, FOODTRUCK_EVENT_TIMER_FINISHED, T0 + 1 + MINUTE, second, 0, FOODTRUCK_ORDER_READY);
    CHECK_EVENT(events, count, 7, FOODTRUCK_EVENT_TIMER_FINISHED, off + MINUTE, third, 0, FOODTRUCK_ORDER_READY);
    CHECK_EVENT(events, count, 8, FOODTRUCK_EVENT_ORDER_STATUS_CHANGED, off + MINUTE, third, 0, FOODTRUCK_ORDER_READY);
    CHECK_EVENT(events, count, 9, FOODTRUCK_EVENT_NOTIFICATION, off + MINUTE, third, 0, FOODTRUCK_ORDER_READY);
    /* On again: requests work; nothing was revived. */
    CHECK_OK(foodtruck_truck_set_activities_enabled(truck, true, off + MINUTE));
    CHECK_INT(state_of(truck, 1), FOODTRUCK_ACTIVITY_DISMISSED);
    CHECK_OK(foodtruck_activity_request(truck, third, off, off + MINUTE, 0.0, off + MINUTE, &id));
    CHECK_INT(id, 3);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* ---- Texts ------------------------------------------------------------------------------ */

static void test_texts(void) {
    foodtruck_truck *truck = new_truck();
    CHECK_OK(foodtruck_truck_set_activity_limit(truck, 10));
    place(truck, 1, 1, -1, 0, T0);
    place(truck, 2, 1, -1, 0, T0);
    int32_t number = place(truck, 0, 4, 3, 2, T0);
    CHECK_INT(number, 3);
    int32_t id = 0;
    CHECK_OK(foodtruck_activity_request(truck, number, T0, T0 + MINUTE, 0.0, T0, &id));
    const int64_t now = T0 + 15500; /* 44.5 s left: "0:45" */
    static const char *const EN[11] = {
        "Order 1203", "6 donuts", "0:45", "Remaining", "IslandCompactIcon", "IslandExpandedIcon",
        "4\xC3\x97 The Classic, 2\xC3\x97 Cosmos", "foodtruck://order/1203",
        "Order preparation activity.", "Donuts are done!", "Time to take them out of the oven."};
    static const char *const AR[11] = {
        "طلب 1203", "٦ قطع دونات", "٠:٤٥", "المتبقي", "IslandCompactIcon", "IslandExpandedIcon",
        "٤\xC3\x97 الكلاسيكية، ٢\xC3\x97 كوزموس", "foodtruck://order/1203", "نشاط تحضير الطلب.",
        "الدونات جاهزة!", "حان وقت إخراجها من الفرن."};
    for (int slot = 0; slot <= FOODTRUCK_TEXT_NOTIFICATION_BODY; slot++) {
        CHECK_STR(activity_text(truck, id, (foodtruck_activity_text_slot)slot, now), EN[slot]);
    }
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    for (int slot = 0; slot <= FOODTRUCK_TEXT_NOTIFICATION_BODY; slot++) {
        CHECK_STR(activity_text(truck, id, (foodtruck_activity_text_slot)slot, now), AR[slot]);
    }
    /* Length only, and a buffer one byte short (snprintf-style, the length still reported). */
    size_t length = 0;
    CHECK_OK(foodtruck_activity_text(truck, id, FOODTRUCK_TEXT_NOTIFICATION_BODY, now, NULL, 0, &length));
    CHECK_INT(length, strlen(AR[FOODTRUCK_TEXT_NOTIFICATION_BODY]));
    char small[64];
    memset(small, 'x', sizeof small);
    length = 0;
    CHECK_STATUS(foodtruck_activity_text(truck, id, FOODTRUCK_TEXT_NOTIFICATION_BODY, now, small,
                                  strlen(AR[FOODTRUCK_TEXT_NOTIFICATION_BODY]), &length),
                 FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(length, strlen(AR[FOODTRUCK_TEXT_NOTIFICATION_BODY]));
    CHECK(small[0] == 'x');

    /* The donut count's plural forms: English one/other; Arabic one, two, few, many, other. */
    static const int32_t COUNTS[5] = {1, 2, 3, 11, 100};
    static const char *const EN_DONUTS[5] = {"1 donut", "2 donuts", "3 donuts", "11 donuts", "100 donuts"};
    static const char *const AR_DONUTS[5] = {"دونات واحدة", "قطعتا دونات", "٣ قطع دونات",
                                             "١١ قطعة دونات", "١٠٠ قطعة دونات"};
    for (int i = 0; i < 5; i++) {
        int32_t n = COUNTS[i] <= 99 ? place(truck, 4, COUNTS[i], -1, 0, T0)
                                    : place(truck, 4, 99, 5, COUNTS[i] - 99, T0);
        int32_t plural_id = 0;
        CHECK_OK(foodtruck_activity_request(truck, n, T0, T0 + MINUTE, 0.0, T0, &plural_id));
        CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
        CHECK_STR(activity_text(truck, plural_id, FOODTRUCK_TEXT_LOCK_DONUTS, now), EN_DONUTS[i]);
        CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
        CHECK_STR(activity_text(truck, plural_id, FOODTRUCK_TEXT_LOCK_DONUTS, now), AR_DONUTS[i]);
    }
    /* Texts follow the countdown to its end, in the session's digits (Arabic here). */
    CHECK_STR(activity_text(truck, id, FOODTRUCK_TEXT_COUNTDOWN, T0 + MINUTE), "٠:٠٠");
    CHECK_OK(foodtruck_truck_free(truck));
}

/* ---- Deep links -------------------------------------------------------------------------- */

static void test_deep_links(void) {
    foodtruck_truck *truck = new_truck();
    for (int i = 0; i < 100; i++) place(truck, i % 17, 1, -1, 0, T0);
    char url[64];
    size_t length = 0;
    CHECK_OK(foodtruck_deep_link_for_order(truck, 3, url, sizeof url, &length));
    CHECK_STR(url, "foodtruck://order/1203");
    CHECK_INT(length, 22);
    CHECK_OK(foodtruck_deep_link_for_order(truck, 99, url, sizeof url, &length));
    CHECK_STR(url, "foodtruck://order/1299");
    /* 1200 + the number: 100 follows 99 as 1300 (docs/domain.md, decision 11). */
    CHECK_OK(foodtruck_deep_link_for_order(truck, 100, url, sizeof url, &length));
    CHECK_STR(url, "foodtruck://order/1300");
    CHECK_INT(length, 22);
    /* The same in Arabic (the short id is never localized). */
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_deep_link_for_order(truck, 3, url, sizeof url, &length));
    CHECK_STR(url, "foodtruck://order/1203");
    CHECK_STATUS(foodtruck_deep_link_for_order(truck, 101, url, sizeof url, &length), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_STATUS(foodtruck_deep_link_for_order(truck, 3, url, 22, &length), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(length, 22);

    int32_t number = -1;
    CHECK_OK(foodtruck_deep_link_parse(truck, "foodtruck://order/1203", &number));
    CHECK_INT(number, 3);
    CHECK_OK(foodtruck_deep_link_parse(truck, "foodtruck://order/1201", &number));
    CHECK_INT(number, 1);
    CHECK_OK(foodtruck_deep_link_parse(truck, "foodtruck://order/1299", &number));
    CHECK_INT(number, 99);
    CHECK_OK(foodtruck_deep_link_parse(truck, "foodtruck://order/1300", &number));
    CHECK_INT(number, 100);
    /* A link to an order this session does not have: not found (docs/domain.md, decision 2),
     * never a crash: 101, 8799, the original's id of order 100 (order 10900 here), and ids
     * below 1201 or with a leading zero, which name no order at all. */
    number = -1;
    CHECK_STATUS(foodtruck_deep_link_parse(truck, "foodtruck://order/1301", &number), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_STATUS(foodtruck_deep_link_parse(truck, "foodtruck://order/9999", &number), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_STATUS(foodtruck_deep_link_parse(truck, "foodtruck://order/12100", &number), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_STATUS(foodtruck_deep_link_parse(truck, "foodtruck://order/1200", &number), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_STATUS(foodtruck_deep_link_parse(truck, "foodtruck://order/1199", &number), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_STATUS(foodtruck_deep_link_parse(truck, "foodtruck://order/01201", &number), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_INT(number, -1);
    /* Text that is not an order link. */
    CHECK_STATUS(foodtruck_deep_link_parse(truck, "http://x", &number), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK(strstr(foodtruck_last_error(), "foodtruck_deep_link_parse") != NULL);
    CHECK_STATUS(foodtruck_deep_link_parse(truck, "", &number), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_deep_link_parse(truck, "foodtruck://order/", &number), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_deep_link_parse(truck, "foodtruck://donut/1203", &number), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_deep_link_parse(truck, "foodtruck://order/1203/x", &number), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_deep_link_parse(truck, "foodtruck://order/12-3", &number), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_deep_link_parse(truck, "foodtruck://order/\xD9\xA1\xD9\xA2\xD9\xA0\xD9\xA3", &number),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_INT(number, -1);
    /* A round trip for every order. */
    for (int32_t n = 1; n <= 100; n++) {
        CHECK_OK(foodtruck_deep_link_for_order(truck, n, url, sizeof url, &length));
        number = -1;
        CHECK_OK(foodtruck_deep_link_parse(truck, url, &number));
        CHECK_INT(number, n);
    }
    CHECK_OK(foodtruck_truck_free(truck));
}

/* ---- The event queue ---------------------------------------------------------------------- */

/* Live orders arrive in ticks, each event stamped with its own arrival instant. */
static void test_stream_events(void) {
    foodtruck_truck *truck = new_truck();
    CHECK_OK(foodtruck_truck_simulate(truck, 5, T0, 3));
    CHECK_INT(waiting(truck), 0); /* the simulated past makes no events */
    int32_t arrived = -1;
    CHECK_OK(foodtruck_truck_tick(truck, T0 + 2999, &arrived));
    CHECK_INT(arrived, 0);
    CHECK_OK(foodtruck_truck_tick(truck, T0 + HOUR, &arrived));
    CHECK_INT(arrived, 3);
    foodtruck_event events[8];
    size_t count = poll_all(truck, events, 8);
    CHECK_INT(count, 3);
    int64_t previous = T0;
    for (size_t i = 0; i < count && i < 3; i++) {
        CHECK_INT(events[i].kind, FOODTRUCK_EVENT_ORDER_PLACED);
        CHECK_INT(events[i].order_number, 25 + (int32_t)i);
        CHECK_INT(events[i].status, FOODTRUCK_ORDER_PLACED);
        CHECK_INT(events[i].activity_id, 0);
        CHECK(events[i].at - previous >= 3000 && events[i].at - previous <= 8000);
        CHECK_INT(order_of(truck, events[i].order_number).created_at, events[i].at);
        previous = events[i].at;
    }
    CHECK_OK(foodtruck_truck_tick(truck, T0 + 2 * HOUR, &arrived));
    CHECK_INT(arrived, 0);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* Nobody polls: the queue keeps the newest 10,000 events and counts the rest as dropped. */
static void test_queue_bound(void) {
    foodtruck_truck *truck = new_truck();
    foodtruck_order_line line;
    line.donut_id = 0;
    line.quantity = 1;
    int32_t number = 0;
    for (int i = 0; i < 12000; i++) CHECK_OK(foodtruck_order_place(truck, &line, 1, T0 + i, &number));
    CHECK_INT(waiting(truck), 10000);
    size_t dropped = 0;
    CHECK_OK(foodtruck_event_dropped(truck, &dropped));
    CHECK_INT(dropped, 2000);
    static foodtruck_event events[10001];
    size_t got = 0;
    CHECK_OK(foodtruck_event_poll(truck, events, 3000, &got));
    CHECK_INT(got, 3000);
    CHECK_INT(events[0].order_number, 2001);
    CHECK_INT(events[2999].order_number, 5000);
    for (int i = 0; i < 5000; i++) CHECK_OK(foodtruck_order_place(truck, &line, 1, T0 + 12000 + i, &number));
    CHECK_OK(foodtruck_event_dropped(truck, &dropped));
    CHECK_INT(dropped, 4000);
    CHECK_OK(foodtruck_event_poll(truck, events, 10001, &got));
    CHECK_INT(got, 10000);
    int in_order = 1;
    for (size_t i = 0; i < got; i++) {
        if (events[i].order_number != 7001 + (int32_t)i || events[i].at != T0 + 7000 + (int64_t)i) in_order = 0;
    }
    CHECK(in_order);
    CHECK_INT(waiting(truck), 0);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* ---- Time only moves forward ------------------------------------------------------------- */

static void test_time_forward(void) {
    foodtruck_truck *truck = new_truck();
    int32_t number = place(truck, 1, 1, -1, 0, T0);
    CHECK_OK(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_PREPARE, T0));
    tick(truck, T0 + 10 * SECOND);
    int32_t arrived = 77;
    CHECK_STATUS(foodtruck_truck_tick(truck, T0 + 10 * SECOND - 1, &arrived), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK(strstr(foodtruck_last_error(), "foodtruck_truck_tick") != NULL);
    CHECK_INT(arrived, 77); /* outputs untouched on failure */
    /* A refused tick did not set the clock back: the same earlier instant is refused again. */
    CHECK_STATUS(foodtruck_truck_tick(truck, T0 + 10 * SECOND - 1, &arrived), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_truck_tick(truck, T0 - HOUR, &arrived), FOODTRUCK_ERR_INVALID_ARGUMENT);
    /* The same instant again is fine. */
    tick(truck, T0 + 10 * SECOND);
    CHECK_INT(order_of(truck, number).status, FOODTRUCK_ORDER_PREPARING);
    tick(truck, T0 + 60 * SECOND);
    CHECK_INT(order_of(truck, number).status, FOODTRUCK_ORDER_READY);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* A dismissed activity is kept among the last 100 dismissed, then forgotten: 150 requested and
 * dismissed at once, the first 50 are not found, and an order whose activity is forgotten can
 * show a new one. */
static void test_forgotten(void) {
    foodtruck_truck *truck = new_truck();
    for (int32_t n = 1; n <= 150; n++) {
        int64_t at = T0 + n * SECOND;
        CHECK_INT(place(truck, n % 17, 1, -1, 0, T0), n);
        int32_t id = 0;
        CHECK_OK(foodtruck_activity_request(truck, n, at, at + MINUTE, 0.0, at, &id));
        CHECK_INT(id, n);
        CHECK_OK(foodtruck_activity_end(truck, id, FOODTRUCK_DISMISS_IMMEDIATE, 0, at));
    }
    foodtruck_activity a;
    CHECK_STATUS(foodtruck_activity_get(truck, 50, &a), FOODTRUCK_ERR_NOT_FOUND);
    CHECK(strstr(foodtruck_last_error(), "was dismissed and is forgotten") != NULL);
    int32_t id = -1;
    CHECK_STATUS(foodtruck_activity_for_order(truck, 50, &id), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_STATUS(foodtruck_activity_end(truck, 1, FOODTRUCK_DISMISS_IMMEDIATE, 0, T0 + HOUR), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_INT(state_of(truck, 51), FOODTRUCK_ACTIVITY_DISMISSED);
    CHECK_INT(activity_for(truck, 150), 150);
    CHECK_STATUS(foodtruck_activity_get(truck, 151, &a), FOODTRUCK_ERR_NOT_FOUND);
    tick(truck, T0 + 9 * HOUR); /* the forgotten activities' expiries find nothing to do */
    CHECK_OK(foodtruck_activity_request(truck, 1, T0 + 9 * HOUR, T0 + 9 * HOUR + MINUTE, 0.0, T0 + 9 * HOUR, &id));
    CHECK_INT(id, 151);
    CHECK_INT(activity_for(truck, 1), 151);
    CHECK_OK(foodtruck_truck_free(truck));
}

int main(void) {
    test_scripted_day();
    test_one_late_tick();
    test_ready_early();
    test_advance_is_apply();
    test_timer_duration();
    test_countdown_next_change();
    test_island();
    test_island_events();
    test_lock_screen();
    test_stale_at_two_minutes();
    test_dismissal_policies();
    test_eight_hours();
    test_limit();
    test_disabled();
    test_texts();
    test_deep_links();
    test_stream_events();
    test_queue_bound();
    test_time_forward();
    test_forgotten();
    return check_report("test_activities");
}
