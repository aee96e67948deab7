/* SPDX-License-Identifier: Apache-2.0 */
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
 * It reopens the file twice, first with FOODTRUCK_OPEN_READ_ONLY (a viewer after a crash must
 * see what was acknowledged too), then read-write as the next child does; both are checked by
 * the same code, and the second must equal the first.
 * One session per file, whatever the path's spelling: once a round's first change is
 * acknowledged and until the kill (the child holds the file open all that while), the parent
 * opens the same file read-write and read-only under other spellings of its path: "./"-
 * relative, absolute, with "..", through a symlink, through a symlinked folder and through a
 * hard link. Each must give FOODTRUCK_ERR_BUSY: two writers under two names would each keep its
 * own log ("-wal" follows the name) and lose the other's changes.
 * The next round's child continues on the same file (a generation of ROUNDS_PER_FILE rounds),
 * so replaying what earlier kills left is tested too. Most rounds open with
 * FOODTRUCK_OPEN_SYNC_NORMAL (a SIGKILL is a crash of the program, which NORMAL must survive
 * whole), every fifth with the default synchronous=FULL. A file that differs from what was
 * acknowledged ends the run at once: it prints the seed, the round and what differs, and exits
 * 1. An open under another spelling that is not refused, or a read-only reopen refused, does not
 * end it (the rounds after it are still worth checking): the first few are printed, all are
 * counted in the summary line, and the run exits 1. The program works in FOLDER (it changes
 * into it, so that "./" spellings are relative to it). */
#define _XOPEN_SOURCE 700 /* POSIX 2008 with realpath */

#include "session_check.h"

#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/select.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>

/* Rounds on one file before a fresh one: long enough to replay many kills' leftovers, short
 * enough that the reopen and the full comparison of every round stay a few milliseconds. */
#define ROUNDS_PER_FILE 25
/* The kill comes 0 to this many microseconds after the fork: sometimes during the child's open,
 * mostly amid its changes (about 15 us each with NORMAL, 200 us with FULL, measured). */
#define KILL_MAX_US 8000
/* The other spellings of a session file's path the parent tries while the child holds it. */
#define SPELLINGS 6
/* Failures that do not end the run printed in full; the rest are only counted. */
#define SOFT_FAILURES_SHOWN 5

static uint64_t seed;
static int round_number;
/* FOLDER made absolute (the working folder), and its last component, for the spellings. */
static char home[PATH_MAX];
static const char *home_name;

/* Prints one failure with the seed and round that reproduce it. */
static void report_failure(const char *format, va_list args) {
    fprintf(stderr, "crash: FAIL (seed %llu, round %d): ", (unsigned long long)seed,
            round_number);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
}

static void fail(const char *format, ...) {
    va_list args;
    va_start(args, format);
    report_failure(format, args);
    va_end(args);
    exit(1);
}

static long soft_failures;

/* A failure that does not end the run: counted; the first SOFT_FAILURES_SHOWN printed. */
static void soft_fail(const char *format, ...) {
    if (soft_failures++ >= SOFT_FAILURES_SHOWN) return;
    va_list args;
    va_start(args, format);
    report_failure(format, args);
    va_end(args);
}


/* What the parent knows of one file: its model, what was acknowledged, the change in flight. */
typedef struct generation {
    /* The name the child and the reopens use, relative to the working folder. */
    char path[4200];
    int number;
    /* Changes acknowledged on this file, and whether the parent has reopened it read-write
     * (after which it is a whole session): until then a kill may have left no file or an empty
     * one. */
    long changes;
    int reopened;
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

/* Notes a place known to be in the file (acknowledged, or found committed in flight): the
 * arrays grow to hold its number. */
static void note_place(generation *gen, int32_t number, int64_t now) {
    if ((size_t)number >= gen->capacity) {
        gen->capacity = gen->capacity ? gen->capacity * 2 : 1024;
        gen->placed_at = (int64_t *)realloc(gen->placed_at, gen->capacity * sizeof(int64_t));
        gen->status = (int32_t *)realloc(gen->status, gen->capacity * sizeof(int32_t));
        if (!gen->placed_at || !gen->status) fail("out of memory");
    }
    gen->places_acknowledged = number;
    gen->placed_at[number] = now;
    gen->status[number] = FOODTRUCK_ORDER_PLACED;
}

/* Takes one record from the child: an intent becomes the change in flight; an acknowledgement
 * applies it to the model, which must give the results the file session gave. */
static void take_record(void *context, const change_record *record) {
    generation *gen = (generation *)context;
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
        note_place(gen, record->number, record->now);
    } else if (record->call == CALL_ADVANCE) {
        gen->status[record->number] = record->result;
    }
    gen->has_pending = 0;
    gen->changes++;
    changes_acknowledged++;
}

/* Reads the records the pipe holds now; at end of file (the child is dead) returns 0. */
static int read_records(generation *gen, int fd, char *buffer, size_t *filled) {
    char why[200];
    int more = read_child_records(fd, buffer, filled, take_record, gen, why, sizeof why);
    if (more < 0) fail("%s", why);
    return more;
}

/* What the opens under other spellings gave in one round: kept until the kill proved that the
 * child was alive (and so held the file) at every one of them. */
typedef struct busy_round {
    long attempts;
    long not_refused;
    char first[600];
} busy_round;

static long busy_attempts, busy_not_refused, busy_rounds;

/* Writes the index-th other spelling of the file's path into name. */
static void spelling(const generation *gen, int index, char *name, size_t size) {
    switch (index) {
    case 0: snprintf(name, size, "./%s", gen->path); break;
    case 1: snprintf(name, size, "%s/%s", home, gen->path); break;
    case 2: snprintf(name, size, "../%s/%s", home_name, gen->path); break;
    case 3: snprintf(name, size, "link-%d.db", gen->number); break;
    case 4: snprintf(name, size, "here/%s", gen->path); break;
    default: snprintf(name, size, "hard-%d.db", gen->number); break;
    }
}

/* Opens the file the child holds under every other spelling, read-write and read-only: each
 * must be refused with FOODTRUCK_ERR_BUSY; one that opens is freed at once. */
static void try_spellings(generation *gen, busy_round *busy) {
    /* The hard link names the file's current inode (the library could have replaced the file
     * while creating it): linked anew whenever it does not. */
    char hard[64];
    struct stat file_stat, hard_stat;
    snprintf(hard, sizeof hard, "hard-%d.db", gen->number);
    if (stat(gen->path, &file_stat) != 0) fail("stat %s: %s", gen->path, strerror(errno));
    if (stat(hard, &hard_stat) != 0 || hard_stat.st_ino != file_stat.st_ino ||
        hard_stat.st_dev != file_stat.st_dev) {
        unlink(hard);
        if (link(gen->path, hard) != 0) fail("link %s: %s", hard, strerror(errno));
    }
    for (int index = 0; index < SPELLINGS; index++) {
        char name[4400];
        spelling(gen, index, name, sizeof name);
        for (int read_only = 0; read_only <= 1; read_only++) {
            foodtruck_truck *other = NULL;
            foodtruck_status status = foodtruck_truck_open(
                name, read_only ? (uint32_t)FOODTRUCK_OPEN_READ_ONLY : 0u, &other);
            busy->attempts++;
            if (status == FOODTRUCK_ERR_BUSY) continue;
            if (busy->not_refused++ == 0)
                snprintf(busy->first, sizeof busy->first,
                         "opening \"%.300s\" %s while the child holds %.100s gave %s, not "
                         "FOODTRUCK_ERR_BUSY: %s",
                         name, read_only ? "read-only" : "read-write", gen->path,
                         foodtruck_status_string(status),
                         status == FOODTRUCK_OK ? "two sessions on one file"
                                                : foodtruck_last_error());
            if (status == FOODTRUCK_OK) foodtruck_truck_free(other);
        }
    }
}

/* Reads records until the deadline, kills the child, reads the rest, reaps it. Between the
 * round's first acknowledged change and the deadline, tries the other spellings once. */
static void kill_after(generation *gen, pid_t child, int fd, double deadline) {
    char buffer[RECORD_BUFFER_BYTES];
    size_t filled = 0;
    long changes_before = gen->changes;
    busy_round busy;
    memset(&busy, 0, sizeof busy);
    int tried = 0;
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
        if (!tried && gen->changes > changes_before && seconds_now() < deadline) {
            try_spellings(gen, &busy);
            tried = 1;
        }
    }
    kill(child, SIGKILL);
    while (read_records(gen, fd, buffer, &filled)) {
    }
    int wstatus = 0;
    if (waitpid(child, &wstatus, 0) != child) fail("waitpid: %s", strerror(errno));
    if (!WIFSIGNALED(wstatus) || WTERMSIG(wstatus) != SIGKILL)
        fail("the child was not killed but exited with %d",
             WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : -1);
    /* Killed by the parent: it was alive, with the file open, at every attempt. */
    busy_rounds += tried;
    busy_attempts += busy.attempts;
    busy_not_refused += busy.not_refused;
    if (busy.not_refused)
        soft_fail("%ld of %ld opens under other spellings not refused; the first: %s",
                  busy.not_refused, busy.attempts, busy.first);
}

/* Checks a reopened session against what was acknowledged. The first reopen after a kill that
 * finds the change in flight made applies it to the model, so that the next reopen must equal
 * the model exactly: both reopens see one file. what names the reopen in a failure. */
static void check_session(generation *gen, const foodtruck_truck *file, const char *what) {
    char why[512];
    size_t count = order_total(file);
    int place_in_flight = gen->has_pending && gen->pending.call == CALL_PLACE;
    size_t acknowledged = (size_t)gen->places_acknowledged;
    if (count != acknowledged && !(place_in_flight && count == acknowledged + 1))
        fail("%s: %zu orders after %zu acknowledged places (a place in flight: %s)", what, count,
             acknowledged, place_in_flight ? "yes" : "no");
    for (int32_t number = 1; number <= (int32_t)count; number++) {
        if (check_order(file, number, why, sizeof why)) fail("%s: %s", what, why);
        if (number > gen->places_acknowledged) continue;
        foodtruck_order order;
        if (foodtruck_order_get(file, number, &order) != FOODTRUCK_OK)
            fail("%s: acknowledged order %d missing", what, number);
        if (order.created_at != gen->placed_at[number] ||
            (int32_t)order.status < gen->status[number])
            fail("%s: order %d: placed at %lld with status %d, acknowledged at %lld with %d",
                 what, number, (long long)order.created_at, (int)order.status,
                 (long long)gen->placed_at[number], gen->status[number]);
    }
    if (compare_sessions(file, gen->model, why, sizeof why)) {
        /* All of the change in flight, then, or the file is wrong. */
        char why_beyond[512];
        if (!gen->has_pending) fail("%s: %s (no change in flight)", what, why);
        change_record applied = gen->pending;
        if (perform_change(gen->model, &applied) != FOODTRUCK_OK)
            fail("%s: %s; the model refused the %s in flight: %s", what, why,
                 call_name(gen->pending.call), foodtruck_last_error());
        if (compare_sessions(file, gen->model, why_beyond, sizeof why_beyond))
            fail("%s: neither the acknowledged session (%s) nor it with the %s in flight (%s)",
                 what, why, call_name(gen->pending.call), why_beyond);
        /* Through note_place: the place in flight may be the file's first (the arrays not made
         * yet) or the first beyond their room. */
        if (applied.call == CALL_PLACE) {
            note_place(gen, applied.number, applied.now);
        } else if (applied.call == CALL_ADVANCE) {
            gen->status[applied.number] = applied.result;
        }
        rounds_one_beyond++;
    }
    gen->has_pending = 0;
}

static long read_only_equal, read_only_unborn, read_only_refused;
static long read_only_by_status[STATUS_SLOTS];

/* The read-only reopen: FOODTRUCK_OK and the session acknowledged, but while nothing was
 * acknowledged on the file the child may have been killed before it created the file (read-only
 * then gives FOODTRUCK_ERR_STORAGE, a missing file); an empty file, or one whose creation a
 * "-journal" beside it rolls back to empty, reads as a new session, which the model is. Returns
 * whether the file was found without a session. A refusal is counted, not fatal. */
static int check_read_only(generation *gen) {
    struct stat file_stat, journal_stat;
    char journal[4300];
    int absent = stat(gen->path, &file_stat) != 0;
    if (absent && errno != ENOENT) fail("stat %s: %s", gen->path, strerror(errno));
    snprintf(journal, sizeof journal, "%s-journal", gen->path);
    int unborn = !gen->reopened && gen->changes == 0;
    int empty = !absent && (file_stat.st_size == 0 || stat(journal, &journal_stat) == 0);
    foodtruck_truck *file = NULL;
    foodtruck_status status = foodtruck_truck_open(gen->path, FOODTRUCK_OPEN_READ_ONLY, &file);
    if (status == FOODTRUCK_OK && !absent) {
        bool read_only = false;
        if (foodtruck_truck_is_read_only(file, &read_only) != FOODTRUCK_OK || !read_only)
            fail("the read-only reopen is not read-only");
        check_session(gen, file, "the read-only reopen");
        if (foodtruck_truck_free(file) != FOODTRUCK_OK) fail("closing the read-only reopen");
        read_only_equal++;
        return 0;
    }
    if (status == FOODTRUCK_OK) foodtruck_truck_free(file);
    if (unborn && absent && status == FOODTRUCK_ERR_STORAGE) {
        read_only_unborn++;
        return 1;
    }
    read_only_refused++;
    read_only_by_status[status_slot(status)]++;
    soft_fail("the read-only reopen of %s (%s, %ld changes acknowledged) gave %s: %s", gen->path,
              absent ? "absent" : empty ? "empty" : "not empty", gen->changes,
              foodtruck_status_string(status),
              status == FOODTRUCK_OK ? "a session of a missing file" : foodtruck_last_error());
    return 0;
}

/* Reopens the file the child was killed on, read-only then read-write, and checks each against
 * what was acknowledged. */
static void check_file(generation *gen) {
    int sessionless = check_read_only(gen);
    foodtruck_truck *file = NULL;
    foodtruck_status status = foodtruck_truck_open(gen->path, 0, &file);
    if (status != FOODTRUCK_OK)
        fail("the read-write reopen gave %s: %s", foodtruck_status_string(status),
             foodtruck_last_error());
    /* What read-only found no session in, read-write finds the new one in. */
    if (sessionless && order_total(file) != 0)
        fail("the read-write reopen has %zu orders; read-only found no session",
             order_total(file));
    check_session(gen, file, "the read-write reopen");
    if (foodtruck_truck_free(file) != FOODTRUCK_OK) fail("closing the reopened file");
    gen->reopened = 1;
}

/* Removes a generation's file and its other names (a wrong open through one may have left a
 * "-wal" beside it). */
static void remove_generation_files(const generation *gen) {
    char name[64];
    remove_session_files(gen->path);
    snprintf(name, sizeof name, "link-%d.db", gen->number);
    remove_session_files(name);
    snprintf(name, sizeof name, "hard-%d.db", gen->number);
    remove_session_files(name);
}

static void start_generation(generation *gen, int number) {
    char link_name[64];
    gen->number = number;
    snprintf(gen->path, sizeof gen->path, "crash-%d.db", number);
    remove_generation_files(gen);
    /* Dangling until the child creates the file; the hard link waits for the file. */
    snprintf(link_name, sizeof link_name, "link-%d.db", number);
    if (symlink(gen->path, link_name) != 0) fail("symlink %s: %s", link_name, strerror(errno));
    if (foodtruck_truck_new(&gen->model) != FOODTRUCK_OK) fail("a model session");
    gen->changes = 0;
    gen->reopened = 0;
    gen->places_acknowledged = 0;
    gen->clock_ms = SESSION_BASE_MS;
    gen->has_pending = 0;
}

static void end_generation(generation *gen) {
    foodtruck_truck_free(gen->model);
    gen->model = NULL;
    remove_generation_files(gen);
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: crash KILLS SEED FOLDER\n");
        return 2;
    }
    int kills = atoi(argv[1]);
    seed = strtoull(argv[2], NULL, 10);
    if (kills < 1) {
        fprintf(stderr, "crash: KILLS must be at least 1\n");
        return 2;
    }
    if (!realpath(argv[3], home) || chdir(home) != 0) {
        fprintf(stderr, "crash: FOLDER %s: %s\n", argv[3], strerror(errno));
        return 2;
    }
    home_name = strrchr(home, '/') + 1;
    /* A symlinked folder, for the spelling "here/crash-N.db". */
    unlink("here");
    if (symlink(".", "here") != 0) fail("symlink here: %s", strerror(errno));
    session_rng timing = rng_for(seed, 0xC4A5);
    generation gen;
    memset(&gen, 0, sizeof gen);
    double started = seconds_now();
    int generations = 0;
    for (round_number = 0; round_number < kills; round_number++) {
        if (round_number % ROUNDS_PER_FILE == 0) {
            if (gen.model) end_generation(&gen);
            start_generation(&gen, generations++);
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
            /* Changes the session until killed, each change announced and acknowledged. */
            foodtruck_truck *truck = child_open(gen.path, options, fds[1]);
            child_changes(truck, child_seed, gen.clock_ms, fds[1]);
        }
        close(fds[1]);
        kill_after(&gen, child, fds[0], seconds_now() + delay);
        close(fds[0]);
        check_file(&gen);
    }
    end_generation(&gen);
    unlink("here");
    free(gen.placed_at);
    free(gen.status);
    if (soft_failures > SOFT_FAILURES_SHOWN)
        fprintf(stderr, "crash: %ld more failures not shown\n",
                soft_failures - SOFT_FAILURES_SHOWN);
    char refusals[400] = "";
    for (int slot = 0; slot < STATUS_SLOTS; slot++)
        if (read_only_by_status[slot]) {
            size_t used = strlen(refusals);
            snprintf(refusals + used, sizeof refusals - used, " %s %ld",
                     slot == STATUS_SLOTS - 1 ? "other"
                                              : foodtruck_status_string((foodtruck_status)slot),
                     read_only_by_status[slot]);
        }
    printf("crash: %d kills, %ld acknowledged changes checked, %ld kills left the change in "
           "flight committed, %d files; read-only reopens: %ld equal the model, %ld before the "
           "file was created, %ld refused%s%s; %ld opens under %d other spellings while the child "
           "held the file (in %ld rounds), %ld not refused with FOODTRUCK_ERR_BUSY; %.1f s, seed "
           "%llu\n",
           kills, changes_acknowledged, rounds_one_beyond, generations, read_only_equal,
           read_only_unborn, read_only_refused, read_only_refused ? ":" : "", refusals,
           busy_attempts, SPELLINGS, busy_rounds, busy_not_refused, seconds_now() - started,
           (unsigned long long)seed);
    return soft_failures ? 1 : 0;
}
