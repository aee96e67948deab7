/* SPDX-License-Identifier: Apache-2.0 */
/* session_check.h: what the crash and disk-full tests of file sessions (crash.c, disk_full.c)
 * share: a seeded generator, the one record of a change that a child sends its parent through a
 * pipe and that both sides perform (the child on its file session, the parent on its model in
 * memory), and the checks of a reopened session: its orders' own consistency and its equality
 * with the model. Plain C11 with POSIX; every function is static inline (one header, two
 * programs, each using a part of it). */
#ifndef FOODTRUCK_SESSION_CHECK_H
#define FOODTRUCK_SESSION_CHECK_H

#include "foodtruck.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* The instant the tests start their clocks at: 2026-11-29, an ordinary day. */
#define SESSION_BASE_MS 1796000000000LL

/* The most lines an order of these tests has: a record carries them in a fixed array. */
#define RECORD_MAX_LINES 4

/* splitmix64: small, and the same sequence on every machine for a printed seed. */
typedef struct session_rng {
    uint64_t state;
} session_rng;

static inline uint64_t rng_next(session_rng *rng) {
    uint64_t z = (rng->state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* A generator for one part of a run (a round, a trial, an order), so that each part is
 * reproducible from the seed alone, whatever the parts before it did. */
static inline session_rng rng_for(uint64_t seed, uint64_t part) {
    session_rng rng;
    rng.state = seed ^ (part * 0xD1B54A32D192ED03ULL);
    rng_next(&rng);
    return rng;
}

static inline uint32_t rng_below(session_rng *rng, uint32_t bound) {
    return (uint32_t)(rng_next(rng) % bound);
}

/* 1 to RECORD_MAX_LINES distinct donuts of the 17-donut catalog (ids 0-16), 1 to 12 of each. */
static inline uint32_t random_lines(session_rng *rng, foodtruck_order_line *lines) {
    uint32_t count = 1 + rng_below(rng, RECORD_MAX_LINES);
    uint32_t first = rng_below(rng, 17), stride = 1 + rng_below(rng, 4);
    for (uint32_t i = 0; i < count; i++) {
        lines[i].donut_id = (int32_t)((first + i * stride) % 17);
        lines[i].quantity = 1 + (int32_t)rng_below(rng, 12);
    }
    return count;
}

typedef enum record_kind {
    /* Sent before the call: what the child is about to do. */
    RECORD_INTENT = 1,
    /* Sent after the call returned FOODTRUCK_OK: the change is acknowledged. */
    RECORD_ACK = 2,
    /* Sent when a call failed; result is the status. The child exits after it. */
    RECORD_ERROR = 3
} record_kind;

typedef enum record_call { CALL_PLACE = 1, CALL_ADVANCE = 2, CALL_TICK = 3 } record_call;

/* One change, 64 bytes: a pipe write of it (under PIPE_BUF) is atomic, so a child killed while
 * writing leaves a whole record or none. */
typedef struct change_record {
    uint32_t kind;
    uint32_t call;
    int64_t now;
    /* Advance: the order. Place: the number it got (filled by perform_change). */
    int32_t number;
    /* Advance: the order's new status. Tick: how many orders arrived. Error: the status. */
    int32_t result;
    uint32_t line_count;
    int32_t unused;
    foodtruck_order_line lines[RECORD_MAX_LINES];
} change_record;

static inline const char *call_name(uint32_t call) {
    return call == CALL_PLACE ? "place" : call == CALL_ADVANCE ? "advance" : "tick";
}

/* Statuses tallied one by one; a larger value (a status added after these tests) goes to the
 * last slot, so that no status can index past a tally. */
#define STATUS_SLOTS 32

static inline int status_slot(int32_t status) {
    return status >= 0 && status < STATUS_SLOTS - 1 ? (int)status : STATUS_SLOTS - 1;
}

/* Orders a child of the kill tests keeps open at most, so that it advances as much as it
 * places. */
#define OPEN_ORDERS_MAX 6

/* A kill test's child's next call: a place while few orders are open, else mostly an advance
 * of one of them, and ticks (some finish preparation countdowns, some find nothing due). */
static inline void choose_change(foodtruck_truck *truck, session_rng *rng, change_record *record) {
    int32_t open[OPEN_ORDERS_MAX];
    size_t open_count = 0;
    if (foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_INCOMPLETE, "",
                             FOODTRUCK_ORDER_SORT_NUMBER, false, 0, OPEN_ORDERS_MAX, open,
                             OPEN_ORDERS_MAX, &open_count) != FOODTRUCK_OK)
        _exit(6);
    uint32_t roll = rng_below(rng, 8);
    memset(record, 0, sizeof *record);
    if (open_count < OPEN_ORDERS_MAX && roll < 3) {
        record->call = CALL_PLACE;
        record->line_count = random_lines(rng, record->lines);
    } else if (open_count > 0 && roll < 7) {
        record->call = CALL_ADVANCE;
        record->number = open[rng_below(rng, (uint32_t)open_count)];
    } else {
        record->call = CALL_TICK;
    }
}

/* Makes the change a record describes and fills in its results: the one code path of both the
 * child's file session and the parent's model, so that they can differ only by the storage. */
static inline foodtruck_status perform_change(foodtruck_truck *truck, change_record *record) {
    foodtruck_status status = FOODTRUCK_ERR_INVALID_ARGUMENT;
    switch (record->call) {
    case CALL_PLACE:
        status = foodtruck_order_place(truck, record->lines, record->line_count, record->now,
                                       &record->number);
        break;
    case CALL_ADVANCE: {
        foodtruck_order_status next = FOODTRUCK_ORDER_PLACED;
        status = foodtruck_order_advance(truck, record->number, record->now, &next);
        record->result = (int32_t)next;
        break;
    }
    case CALL_TICK:
        status = foodtruck_truck_tick(truck, record->now, &record->result);
        break;
    }
    return status;
}

/* Writes a whole buffer to a pipe; false when the reader is gone. */
static inline int write_all(int fd, const void *data, size_t size) {
    const char *bytes = (const char *)data;
    while (size > 0) {
        ssize_t written = write(fd, bytes, size);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return 0;
        bytes += written;
        size -= (size_t)written;
    }
    return 1;
}

static inline double seconds_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Writes a difference found into why (the first one only: the rest usually follow from it). */
static inline int differ(char *why, size_t size, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(why, size, format, args);
    va_end(args);
    return 1;
}

/* A kill test's child: opens the session (a failed open is sent as an error record, and the
 * child exits 3), for child_changes to change. */
static inline foodtruck_truck *child_open(const char *path, uint32_t options, int fd) {
    foodtruck_truck *truck = NULL;
    foodtruck_status status = foodtruck_truck_open(path, options, &truck);
    if (status != FOODTRUCK_OK) {
        change_record record;
        memset(&record, 0, sizeof record);
        record.kind = RECORD_ERROR;
        record.result = (int32_t)status;
        write_all(fd, &record, sizeof record);
        _exit(3);
    }
    return truck;
}

/* A child that somehow is not killed stops by itself. */
#define CHILD_MAX_CALLS 2000000L

/* A kill test's child: changes the session until killed, each change announced (an intent)
 * and acknowledged (or its error sent, and the child exits 3), 1 ms to 15 s apart, so that
 * countdowns (60 s) finish by ticks after a few calls. Never returns. */
static inline void child_changes(foodtruck_truck *truck, uint64_t round_seed, int64_t clock_ms,
                                 int fd) {
    change_record record;
    session_rng rng = rng_for(round_seed, 0);
    for (long i = 0; i < CHILD_MAX_CALLS; i++) {
        choose_change(truck, &rng, &record);
        clock_ms += 1 + rng_below(&rng, 15000);
        record.now = clock_ms;
        record.kind = RECORD_INTENT;
        if (!write_all(fd, &record, sizeof record)) _exit(5);
        foodtruck_status status = perform_change(truck, &record);
        record.kind = status == FOODTRUCK_OK ? RECORD_ACK : RECORD_ERROR;
        if (status != FOODTRUCK_OK) record.result = (int32_t)status;
        if (!write_all(fd, &record, sizeof record)) _exit(5);
        if (status != FOODTRUCK_OK) _exit(3);
    }
    _exit(4);
}

/* The parent's buffer for a child's records: whole records and a torn one's start. */
#define RECORD_BUFFER_BYTES (64 * sizeof(change_record))

/* Reads what the child's pipe holds now into buffer (RECORD_BUFFER_BYTES, *filled of them
 * kept from the last read) and hands each whole record to take(context, record). Returns 1
 * while the pipe is open, 0 at its end (the child is dead), -1 when the read failed or the
 * child's last record was torn, with why. */
static inline int read_child_records(int fd, char *buffer, size_t *filled,
                                     void (*take)(void *, const change_record *), void *context,
                                     char *why, size_t size) {
    ssize_t got = read(fd, buffer + *filled, RECORD_BUFFER_BYTES - *filled);
    if (got < 0 && errno == EINTR) return 1;
    if (got < 0) {
        differ(why, size, "reading the pipe: %s", strerror(errno));
        return -1;
    }
    if (got == 0 && *filled != 0) {
        differ(why, size, "%zu bytes of a torn record", *filled);
        return -1;
    }
    if (got == 0) return 0;
    *filled += (size_t)got;
    size_t whole = *filled / sizeof(change_record);
    for (size_t i = 0; i < whole; i++) {
        change_record record;
        memcpy(&record, buffer + i * sizeof record, sizeof record);
        take(context, &record);
    }
    *filled -= whole * sizeof(change_record);
    memmove(buffer, buffer + whole * sizeof(change_record), *filled);
    return 1;
}

static inline size_t order_total(const foodtruck_truck *truck) {
    size_t count = 0;
    if (foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_ALL, "", &count) != FOODTRUCK_OK)
        return (size_t)-1;
    return count;
}

/* Whether an order's status agrees with its instants, its next action and its lines: what a
 * change torn in half would break. 0 when it does; else 1 and why. */
static inline int check_order(const foodtruck_truck *truck, int32_t number, char *why,
                              size_t size) {
    static const foodtruck_order_action next_of[4] = {
        FOODTRUCK_ORDER_PREPARE, FOODTRUCK_ORDER_MARK_READY, FOODTRUCK_ORDER_COMPLETE,
        FOODTRUCK_ORDER_ACTION_NONE};
    foodtruck_order order;
    foodtruck_order_line lines[RECORD_MAX_LINES + 1];
    size_t line_count = 0;
    if (foodtruck_order_get(truck, number, &order) != FOODTRUCK_OK ||
        foodtruck_order_lines(truck, number, lines, RECORD_MAX_LINES + 1, &line_count) !=
            FOODTRUCK_OK)
        return differ(why, size, "order %d unreadable: %s", number, foodtruck_last_error());
    if (order.number != number || (int)order.status < 0 || (int)order.status > 3)
        return differ(why, size, "order %d reads as number %d status %d", number, order.number,
                      (int)order.status);
    int started = order.status != FOODTRUCK_ORDER_PLACED;
    int completed = order.status == FOODTRUCK_ORDER_COMPLETED;
    if (order.next_action != next_of[order.status] ||
        started != (order.preparing_since != FOODTRUCK_NO_TIME) ||
        completed != (order.completed_at != FOODTRUCK_NO_TIME) ||
        (started && order.preparing_since < order.created_at) ||
        (completed && order.completed_at < order.preparing_since) ||
        order.duration_ms != (completed ? order.completed_at - order.created_at : -1))
        return differ(why, size,
                      "order %d: status %d, next action %d, created %lld, preparing since %lld, "
                      "completed %lld, duration %lld do not agree",
                      number, (int)order.status, (int)order.next_action,
                      (long long)order.created_at, (long long)order.preparing_since,
                      (long long)order.completed_at, (long long)order.duration_ms);
    int32_t donuts = 0;
    for (size_t i = 0; i < line_count; i++) donuts += lines[i].quantity;
    if (line_count < 1 || line_count > RECORD_MAX_LINES ||
        order.line_count != (int32_t)line_count || order.total_donuts != donuts)
        return differ(why, size, "order %d: %zu lines of %d donuts, the order says %d of %d",
                      number, line_count, donuts, order.line_count, order.total_donuts);
    return 0;
}

/* Whether two sessions hold the same orders (every field, every line) and the same next due
 * instant (which covers the countdowns). 0 when they do; else 1 and the first difference. */
static inline int compare_sessions(const foodtruck_truck *file, const foodtruck_truck *model,
                                   char *why, size_t size) {
    size_t count = order_total(file), expected = order_total(model);
    if (count != expected)
        return differ(why, size, "%zu orders, the model has %zu", count, expected);
    for (int32_t number = 1; number <= (int32_t)count; number++) {
        foodtruck_order a, b;
        foodtruck_order_line la[RECORD_MAX_LINES + 1], lb[RECORD_MAX_LINES + 1];
        size_t na = 0, nb = 0;
        memset(&a, 0, sizeof a);
        memset(&b, 0, sizeof b);
        if (foodtruck_order_get(file, number, &a) != FOODTRUCK_OK ||
            foodtruck_order_get(model, number, &b) != FOODTRUCK_OK ||
            foodtruck_order_lines(file, number, la, RECORD_MAX_LINES + 1, &na) != FOODTRUCK_OK ||
            foodtruck_order_lines(model, number, lb, RECORD_MAX_LINES + 1, &nb) != FOODTRUCK_OK)
            return differ(why, size, "order %d unreadable: %s", number, foodtruck_last_error());
        if (a.status != b.status || a.created_at != b.created_at ||
            a.preparing_since != b.preparing_since || a.completed_at != b.completed_at ||
            a.total_cents != b.total_cents || a.city != b.city || a.line_count != b.line_count)
            return differ(why, size,
                          "order %d: status %d created %lld preparing %lld completed %lld "
                          "cents %lld; the model: status %d created %lld preparing %lld "
                          "completed %lld cents %lld",
                          number, (int)a.status, (long long)a.created_at,
                          (long long)a.preparing_since, (long long)a.completed_at,
                          (long long)a.total_cents, (int)b.status, (long long)b.created_at,
                          (long long)b.preparing_since, (long long)b.completed_at,
                          (long long)b.total_cents);
        if (na != nb || memcmp(la, lb, na * sizeof la[0]) != 0)
            return differ(why, size, "order %d: its lines differ from the model's", number);
    }
    int64_t due = 0, expected_due = 0;
    if (foodtruck_truck_next_due(file, &due) != FOODTRUCK_OK ||
        foodtruck_truck_next_due(model, &expected_due) != FOODTRUCK_OK)
        return differ(why, size, "next due unreadable: %s", foodtruck_last_error());
    if (due != expected_due)
        return differ(why, size, "next due %lld, the model's %lld", (long long)due,
                      (long long)expected_due);
    return 0;
}

/* Removes a session file and the files SQLite keeps beside it. */
static inline void remove_session_files(const char *path) {
    static const char *const suffixes[] = {"", "-wal", "-shm", "-journal"};
    char name[4200];
    for (size_t i = 0; i < sizeof suffixes / sizeof suffixes[0]; i++) {
        snprintf(name, sizeof name, "%s%s", path, suffixes[i]);
        unlink(name);
    }
}

#endif
