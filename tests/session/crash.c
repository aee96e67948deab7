/* crash.c: a file session survives SIGKILL at any moment with every acknowledged change and no
 * half-done one (issue 14, item 6).
 *
 *   crash KILLS SEED FOLDER
 *
 * Each round forks a child that opens the session file in FOLDER and places, advances and
 * completes orders and ticks as fast as it can, sending through a pipe a record of each call
 * before it makes it (intent) and after it returned FOODTRUCK_OK (acknowledged). The parent
 * reads the records, SIGKILLs the child after a random 0-8 ms, drains the pipe, reopens the
 * file and checks it through the C ABI:
 *   - every acknowledged order is there, placed at its instant, with at least the acknowledged
 *     status; there are as many orders as acknowledged places, or one more when the call in
 *     flight was a place (it can commit and be killed before its acknowledgement);
 *   - each order's status agrees with its instants, next action and lines;
 *   - the session equals the parent's model (an in-memory session given the acknowledged
 *     changes), or the model plus the one change in flight: all or nothing of it.
 * The next round's child continues on the same file (a generation of ROUNDS_PER_FILE rounds),
 * so replaying what earlier kills left is tested too. Most rounds open with
 * FOODTRUCK_OPEN_SYNC_NORMAL (a SIGKILL is a crash of the program, which NORMAL must survive
 * whole), every fifth with the default synchronous=FULL. On any failure it prints the seed, the
 * round and what differs, and exits 1. */
#define _POSIX_C_SOURCE 200809L

#include "session_check.h"

#include <signal.h>
#include <stdlib.h>
#include <sys/select.h>
#include <sys/types.h>
#include <sys/wait.h>

/* Rounds on one file before a fresh one: long enough to replay many kills' leftovers, short
 * enough that the reopen and the full comparison of every round stay a few milliseconds. */
#define ROUNDS_PER_FILE 25
/* The kill comes 0 to this many microseconds after the fork: sometimes during the child's open,
 * mostly amid its changes (about 15 us each with NORMAL, 200 us with FULL, measured). */
#define KILL_MAX_US 8000
/* Orders the child keeps open at most, so that it advances as much as it places. */
#define OPEN_ORDERS_MAX 6
/* A child that somehow is not killed stops by itself. */
#define CHILD_MAX_CALLS 2000000L

static uint64_t seed;
static int round_number;

static void fail(const char *format, ...) {
    va_list args;
    va_start(args, format);
    fprintf(stderr, "crash: FAIL (seed %llu, round %d): ", (unsigned long long)seed,
            round_number);
    vfprintf(stderr, format, args);
    va_end(args);
    fputc('\n', stderr);
    exit(1);
}

/* The child's next call: a place while few orders are open, else mostly an advance of one of
 * them, and ticks (some finish preparation countdowns, some find nothing due). */
static void choose_change(foodtruck_truck *truck, session_rng *rng, change_record *record) {
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

/* The child: changes the session until killed, each change announced and acknowledged. */
static void run_child(const char *path, uint32_t options, uint64_t round_seed, int64_t clock_ms,
                      int fd) {
    foodtruck_truck *truck = NULL;
    change_record record;
    foodtruck_status status = foodtruck_truck_open(path, options, &truck);
    if (status != FOODTRUCK_OK) {
        memset(&record, 0, sizeof record);
        record.kind = RECORD_ERROR;
        record.result = (int32_t)status;
        write_all(fd, &record, sizeof record);
        _exit(3);
    }
    session_rng rng = rng_for(round_seed, 0);
    for (long i = 0; i < CHILD_MAX_CALLS; i++) {
        choose_change(truck, &rng, &record);
        /* 1 ms to 15 s on: countdowns (60 s) finish by ticks after a few calls. */
        clock_ms += 1 + rng_below(&rng, 15000);
        record.now = clock_ms;
        record.kind = RECORD_INTENT;
        if (!write_all(fd, &record, sizeof record)) _exit(5);
        status = perform_change(truck, &record);
        record.kind = status == FOODTRUCK_OK ? RECORD_ACK : RECORD_ERROR;
        if (status != FOODTRUCK_OK) record.result = (int32_t)status;
        if (!write_all(fd, &record, sizeof record)) _exit(5);
        if (status != FOODTRUCK_OK) _exit(3);
    }
    _exit(4);
}

/* What the parent knows of one file: its model, what was acknowledged, the change in flight. */
typedef struct generation {
    char path[4200];
    foodtruck_truck *model;
    /* Per order number: the instant of its acknowledged place and its acknowledged status. */
    int64_t *placed_at;
    int32_t *status;
    size_t capacity;
    int32_t places_acknowledged;
    int64_t clock_ms;
    int has_pending;
    change_record pending;
} generation;

static long changes_acknowledged;
static long rounds_one_beyond;

static const char *call_name(uint32_t call) {
    return call == CALL_PLACE ? "place" : call == CALL_ADVANCE ? "advance" : "tick";
}

/* Takes one record from the child: an intent becomes the change in flight; an acknowledgement
 * applies it to the model, which must give the results the file session gave. */
static void take_record(generation *gen, const change_record *record) {
    if (record->kind == RECORD_INTENT) {
        if (gen->has_pending) fail("an intent while a change is in flight");
        gen->pending = *record;
        gen->has_pending = 1;
        gen->clock_ms = record->now;
        return;
    }
    if (record->kind == RECORD_ERROR)
        fail("the child's %s at %lld failed: %s", call_name(record->call),
             (long long)record->now, foodtruck_status_string((foodtruck_status)record->result));
    if (record->kind != RECORD_ACK || !gen->has_pending || record->call != gen->pending.call ||
        record->now != gen->pending.now)
        fail("an acknowledgement (kind %u) of no change in flight", record->kind);
    change_record applied = gen->pending;
    foodtruck_status status = perform_change(gen->model, &applied);
    if (status != FOODTRUCK_OK)
        fail("the model refused the acknowledged %s: %s", call_name(record->call),
             foodtruck_last_error());
    if (applied.number != record->number || applied.result != record->result)
        fail("the acknowledged %s gave number %d result %d, the model number %d result %d",
             call_name(record->call), record->number, record->result, applied.number,
             applied.result);
    if (record->call == CALL_PLACE) {
        if (record->number != gen->places_acknowledged + 1)
            fail("the acknowledged place got number %d after %d places", record->number,
                 gen->places_acknowledged);
        if ((size_t)record->number >= gen->capacity) {
            gen->capacity = gen->capacity ? gen->capacity * 2 : 1024;
            gen->placed_at = (int64_t *)realloc(gen->placed_at, gen->capacity * sizeof(int64_t));
            gen->status = (int32_t *)realloc(gen->status, gen->capacity * sizeof(int32_t));
            if (!gen->placed_at || !gen->status) fail("out of memory");
        }
        gen->places_acknowledged = record->number;
        gen->placed_at[record->number] = record->now;
        gen->status[record->number] = FOODTRUCK_ORDER_PLACED;
    } else if (record->call == CALL_ADVANCE) {
        gen->status[record->number] = record->result;
    }
    gen->has_pending = 0;
    changes_acknowledged++;
}

/* Reads the records the pipe holds now; at end of file (the child is dead) returns 0. */
static int read_records(generation *gen, int fd, char *buffer, size_t *filled) {
    ssize_t got = read(fd, buffer + *filled, 64 * sizeof(change_record) - *filled);
    if (got < 0 && errno == EINTR) return 1;
    if (got < 0) fail("reading the pipe: %s", strerror(errno));
    if (got == 0) {
        if (*filled != 0) fail("%zu bytes of a torn record", *filled);
        return 0;
    }
    *filled += (size_t)got;
    size_t whole = *filled / sizeof(change_record);
    for (size_t i = 0; i < whole; i++) {
        change_record record;
        memcpy(&record, buffer + i * sizeof record, sizeof record);
        take_record(gen, &record);
    }
    *filled -= whole * sizeof(change_record);
    memmove(buffer, buffer + whole * sizeof(change_record), *filled);
    return 1;
}

/* Reads records until the deadline, kills the child, reads the rest, reaps it. */
static void kill_after(generation *gen, pid_t child, int fd, double deadline) {
    char buffer[64 * sizeof(change_record)];
    size_t filled = 0;
    for (;;) {
        double left = deadline - seconds_now();
        if (left <= 0) break;
        fd_set readable;
        FD_ZERO(&readable);
        FD_SET(fd, &readable);
        struct timeval timeout;
        timeout.tv_sec = 0;
        timeout.tv_usec = (suseconds_t)(left * 1e6) + 1;
        int ready = select(fd + 1, &readable, NULL, NULL, &timeout);
        if (ready < 0 && errno != EINTR) fail("select: %s", strerror(errno));
        if (ready > 0 && !read_records(gen, fd, buffer, &filled))
            break; /* the child ended by itself: the wait below says why */
    }
    kill(child, SIGKILL);
    while (read_records(gen, fd, buffer, &filled)) {
    }
    int wstatus = 0;
    if (waitpid(child, &wstatus, 0) != child) fail("waitpid: %s", strerror(errno));
    if (!WIFSIGNALED(wstatus) || WTERMSIG(wstatus) != SIGKILL)
        fail("the child was not killed but exited with %d",
             WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : -1);
}

/* Reopens the file the child was killed on and checks it against what was acknowledged. */
static void check_file(generation *gen) {
    char why[512];
    foodtruck_truck *file = NULL;
    foodtruck_status status = foodtruck_truck_open(gen->path, 0, &file);
    if (status != FOODTRUCK_OK)
        fail("reopening gave %s: %s", foodtruck_status_string(status), foodtruck_last_error());
    size_t count = order_total(file);
    int place_in_flight = gen->has_pending && gen->pending.call == CALL_PLACE;
    size_t acknowledged = (size_t)gen->places_acknowledged;
    if (count != acknowledged && !(place_in_flight && count == acknowledged + 1))
        fail("%zu orders after %zu acknowledged places (a place in flight: %s)", count,
             acknowledged, place_in_flight ? "yes" : "no");
    for (int32_t number = 1; number <= (int32_t)count; number++) {
        if (check_order(file, number, why, sizeof why)) fail("%s", why);
        if (number > gen->places_acknowledged) continue;
        foodtruck_order order;
        if (foodtruck_order_get(file, number, &order) != FOODTRUCK_OK)
            fail("acknowledged order %d missing", number);
        if (order.created_at != gen->placed_at[number] ||
            (int32_t)order.status < gen->status[number])
            fail("order %d: placed at %lld with status %d, acknowledged at %lld with %d", number,
                 (long long)order.created_at, (int)order.status,
                 (long long)gen->placed_at[number], gen->status[number]);
    }
    if (compare_sessions(file, gen->model, why, sizeof why)) {
        /* All of the change in flight, then, or the file is wrong. */
        char why_beyond[512];
        if (!gen->has_pending) fail("%s (no change in flight)", why);
        change_record applied = gen->pending;
        if (perform_change(gen->model, &applied) != FOODTRUCK_OK)
            fail("%s; the model refused the %s in flight: %s", why,
                 call_name(gen->pending.call), foodtruck_last_error());
        if (compare_sessions(file, gen->model, why_beyond, sizeof why_beyond))
            fail("neither the acknowledged session (%s) nor it with the %s in flight (%s)", why,
                 call_name(gen->pending.call), why_beyond);
        if (applied.call == CALL_PLACE) {
            gen->places_acknowledged = applied.number;
            gen->placed_at[applied.number] = applied.now;
            gen->status[applied.number] = FOODTRUCK_ORDER_PLACED;
        } else if (applied.call == CALL_ADVANCE) {
            gen->status[applied.number] = applied.result;
        }
        rounds_one_beyond++;
    }
    gen->has_pending = 0;
    if (foodtruck_truck_free(file) != FOODTRUCK_OK) fail("closing the reopened file");
}

static void start_generation(generation *gen, const char *folder, int number) {
    snprintf(gen->path, sizeof gen->path, "%s/crash-%d.db", folder, number);
    remove_session_files(gen->path);
    if (foodtruck_truck_new(&gen->model) != FOODTRUCK_OK) fail("a model session");
    gen->places_acknowledged = 0;
    gen->clock_ms = SESSION_BASE_MS;
    gen->has_pending = 0;
}

static void end_generation(generation *gen) {
    foodtruck_truck_free(gen->model);
    gen->model = NULL;
    remove_session_files(gen->path);
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: crash KILLS SEED FOLDER\n");
        return 2;
    }
    int kills = atoi(argv[1]);
    seed = strtoull(argv[2], NULL, 10);
    const char *folder = argv[3];
    if (kills < 1) {
        fprintf(stderr, "crash: KILLS must be at least 1\n");
        return 2;
    }
    session_rng timing = rng_for(seed, 0xC4A5);
    generation gen;
    memset(&gen, 0, sizeof gen);
    double started = seconds_now();
    int generations = 0;
    for (round_number = 0; round_number < kills; round_number++) {
        if (round_number % ROUNDS_PER_FILE == 0) {
            if (gen.model) end_generation(&gen);
            start_generation(&gen, folder, generations++);
        }
        uint32_t options = round_number % 5 == 4 ? 0u : (uint32_t)FOODTRUCK_OPEN_SYNC_NORMAL;
        double delay = rng_below(&timing, KILL_MAX_US + 1) / 1e6;
        uint64_t child_seed = rng_next(&timing);
        int fds[2];
        if (pipe(fds) != 0) fail("pipe: %s", strerror(errno));
        fflush(NULL);
        pid_t child = fork();
        if (child < 0) fail("fork: %s", strerror(errno));
        if (child == 0) {
            close(fds[0]);
            run_child(gen.path, options, child_seed, gen.clock_ms, fds[1]);
        }
        close(fds[1]);
        kill_after(&gen, child, fds[0], seconds_now() + delay);
        close(fds[0]);
        check_file(&gen);
    }
    end_generation(&gen);
    free(gen.placed_at);
    free(gen.status);
    printf("crash: %d kills, %ld acknowledged changes checked, %ld kills left the change in "
           "flight committed, %d files, %.1f s, seed %llu\n",
           kills, changes_acknowledged, rounds_one_beyond, generations,
           seconds_now() - started, (unsigned long long)seed);
    return 0;
}
