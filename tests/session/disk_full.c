/* SPDX-License-Identifier: Apache-2.0 */
/* disk_full.c: a file session that meets a full disk refuses the change whole and stays usable
 * (issue 14, item 6).
 *
 *   disk_full TRIALS SEED FOLDER
 *
 * Each trial forks a child (so that the limit never hits the test itself) that opens a new
 * session file, places a random number of orders, then lowers its own RLIMIT_FSIZE (the
 * largest file it may write) to the session's largest file (the database or its WAL) plus a
 * random few bytes to 16 KiB, with SIGXFSZ ignored so that a write past it fails with EFBIG as
 * on a full disk. It keeps placing orders until one fails, and checks in the same process:
 *   - the refusal is FOODTRUCK_ERR_STORAGE (the status it got is reported whatever it is);
 *   - reads give the acknowledged session: as many orders as acknowledged, the refused number
 *     unknown, the last acknowledged order as placed;
 *   - with the limit raised back, a new order gets the refused one's number and can advance.
 * The parent then reopens the file and checks that every acknowledged order is there with its
 * instant and lines, and that the order after them is the one placed after the limit was
 * raised, not the refused one. On any failure it prints the seed, the trial and what differs,
 * and exits 1. */
#define _POSIX_C_SOURCE 200809L

#include "session_check.h"

#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>

/* The most orders a child places under the limit: far more than the slack can hold. */
#define PLACES_MAX 100000
#define SLACK_MAX_BYTES 16384

static uint64_t seed;
static int trial;

/* What the child found, sent to the parent in one write. */
typedef struct trial_result {
    int32_t acknowledged;
    int32_t refusal;
    int32_t after_raise;
    int32_t failures;
    int64_t limit;
    /* foodtruck_last_error() of the refusal: how SQLite reported the full file. */
    char refusal_message[200];
    char why[256];
} trial_result;

/* Order i (1, 2, ...) of a trial: placed at SESSION_BASE_MS + i s, its lines from the seed. */
static int64_t place_instant(int32_t index) {
    return SESSION_BASE_MS + (int64_t)index * 1000;
}

static uint32_t lines_of(int32_t index, foodtruck_order_line *lines) {
    session_rng rng = rng_for(seed, ((uint64_t)trial << 32) | (uint32_t)index);
    return random_lines(&rng, lines);
}

static foodtruck_status place(foodtruck_truck *truck, int32_t index, int32_t *number) {
    foodtruck_order_line lines[RECORD_MAX_LINES];
    uint32_t count = lines_of(index, lines);
    return foodtruck_order_place(truck, lines, count, place_instant(index), number);
}

static int64_t file_size(const char *path) {
    struct stat info;
    return stat(path, &info) == 0 ? (int64_t)info.st_size : 0;
}

/* Records the child's first failed check; the parent prints it. */
static void child_fails(trial_result *result, const char *format, ...) {
    va_list args;
    if (result->failures++ > 0) return;
    va_start(args, format);
    vsnprintf(result->why, sizeof result->why, format, args);
    va_end(args);
}

static void run_child(const char *path, uint32_t options, int32_t warm_up, int64_t slack,
                      int fd) {
    trial_result result;
    memset(&result, 0, sizeof result);
    foodtruck_truck *truck = NULL;
    int32_t number = 0;
    char wal[4300];
    snprintf(wal, sizeof wal, "%s-wal", path);
    if (foodtruck_truck_open(path, options, &truck) != FOODTRUCK_OK) {
        child_fails(&result, "open: %s", foodtruck_last_error());
        write_all(fd, &result, sizeof result);
        _exit(0);
    }
    for (int32_t i = 1; i <= warm_up; i++)
        if (place(truck, i, &number) != FOODTRUCK_OK)
            child_fails(&result, "warm-up place %d: %s", i, foodtruck_last_error());
    result.acknowledged = warm_up;

    struct rlimit unlimited, limited;
    getrlimit(RLIMIT_FSIZE, &unlimited);
    int64_t largest = file_size(path) > file_size(wal) ? file_size(path) : file_size(wal);
    result.limit = largest + slack;
    limited = unlimited;
    limited.rlim_cur = (rlim_t)result.limit;
    signal(SIGXFSZ, SIG_IGN);
    if (setrlimit(RLIMIT_FSIZE, &limited) != 0) child_fails(&result, "setrlimit lowering");

    foodtruck_status status = FOODTRUCK_OK;
    while (status == FOODTRUCK_OK && result.acknowledged < PLACES_MAX) {
        status = place(truck, result.acknowledged + 1, &number);
        if (status == FOODTRUCK_OK) result.acknowledged++;
    }
    result.refusal = (int32_t)status;
    snprintf(result.refusal_message, sizeof result.refusal_message, "%s", foodtruck_last_error());
    int32_t acknowledged = result.acknowledged;
    if (status == FOODTRUCK_OK)
        child_fails(&result, "%d places all fit under the limit", acknowledged);

    /* The session as acknowledged: no trace of the refused order. */
    foodtruck_order order;
    if (order_total(truck) != (size_t)acknowledged)
        child_fails(&result, "%zu orders after the refusal, %d acknowledged", order_total(truck),
                    acknowledged);
    if (foodtruck_order_get(truck, acknowledged + 1, &order) != FOODTRUCK_ERR_NOT_FOUND)
        child_fails(&result, "the refused order %d can be read", acknowledged + 1);
    if (acknowledged > 0 && (foodtruck_order_get(truck, acknowledged, &order) != FOODTRUCK_OK ||
                             order.created_at != place_instant(acknowledged)))
        child_fails(&result, "the last acknowledged order %d reads wrong", acknowledged);

    /* Room again: the session takes changes, the next order gets the refused one's number. */
    if (setrlimit(RLIMIT_FSIZE, &unlimited) != 0) child_fails(&result, "setrlimit raising");
    foodtruck_order_status advanced = FOODTRUCK_ORDER_PLACED;
    result.after_raise = (int32_t)place(truck, acknowledged + 2, &number);
    if (result.after_raise != FOODTRUCK_OK || number != acknowledged + 1)
        child_fails(&result, "with room again, the place gave %s and number %d",
                    foodtruck_status_string((foodtruck_status)result.after_raise), number);
    else if (foodtruck_order_advance(truck, number, place_instant(acknowledged + 3), &advanced) !=
                 FOODTRUCK_OK ||
             advanced != FOODTRUCK_ORDER_PREPARING)
        child_fails(&result, "with room again, the advance failed: %s", foodtruck_last_error());
    if (foodtruck_truck_free(truck) != FOODTRUCK_OK) child_fails(&result, "free");
    write_all(fd, &result, sizeof result);
    _exit(0);
}

static void fail(const char *format, ...) {
    va_list args;
    va_start(args, format);
    fprintf(stderr, "disk_full: FAIL (seed %llu, trial %d): ", (unsigned long long)seed, trial);
    vfprintf(stderr, format, args);
    va_end(args);
    fputc('\n', stderr);
    exit(1);
}

/* The order at number in the reopened file is place index's: its instant and its lines. */
static void expect_order(const foodtruck_truck *file, int32_t number, int32_t index,
                         foodtruck_order_status status) {
    char why[512];
    foodtruck_order order;
    foodtruck_order_line expected[RECORD_MAX_LINES], lines[RECORD_MAX_LINES + 1];
    size_t count = 0;
    uint32_t expected_count = lines_of(index, expected);
    if (check_order(file, number, why, sizeof why)) fail("%s", why);
    if (foodtruck_order_get(file, number, &order) != FOODTRUCK_OK ||
        foodtruck_order_lines(file, number, lines, RECORD_MAX_LINES + 1, &count) != FOODTRUCK_OK)
        fail("order %d unreadable: %s", number, foodtruck_last_error());
    if (order.created_at != place_instant(index) || order.status != status ||
        count != expected_count || memcmp(lines, expected, count * sizeof lines[0]) != 0)
        fail("order %d: placed at %lld, status %d, %zu lines; expected place %d's: %lld, status "
             "%d, %u lines",
             number, (long long)order.created_at, (int)order.status, count, index,
             (long long)place_instant(index), (int)status, expected_count);
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: disk_full TRIALS SEED FOLDER\n");
        return 2;
    }
    int trials = atoi(argv[1]);
    seed = strtoull(argv[2], NULL, 10);
    const char *folder = argv[3];
    session_rng rng = rng_for(seed, 0xF177);
    long acknowledged_total = 0;
    double started = seconds_now();
    for (trial = 0; trial < trials; trial++) {
        char path[4200];
        snprintf(path, sizeof path, "%s/full-%d.db", folder, trial);
        remove_session_files(path);
        uint32_t options = trial % 2 ? 0u : (uint32_t)FOODTRUCK_OPEN_SYNC_NORMAL;
        /* Under SQLite's first checkpoint (1,000 WAL pages, one a change): until then the WAL
         * is the file that grows, and the limit, just above it, is met within a few changes. */
        int32_t warm_up = (int32_t)rng_below(&rng, 300);
        int64_t slack = 1 + rng_below(&rng, SLACK_MAX_BYTES);
        int fds[2];
        if (pipe(fds) != 0) fail("pipe");
        fflush(NULL);
        pid_t child = fork();
        if (child < 0) fail("fork");
        if (child == 0) {
            close(fds[0]);
            run_child(path, options, warm_up, slack, fds[1]);
        }
        close(fds[1]);
        trial_result result;
        ssize_t got = read(fds[0], &result, sizeof result);
        close(fds[0]);
        int wstatus = 0;
        waitpid(child, &wstatus, 0);
        if (got != (ssize_t)sizeof result || !WIFEXITED(wstatus) || WEXITSTATUS(wstatus) != 0)
            fail("the child ended without its result (wait status %d)", wstatus);
        if (result.failures) fail("%s (and %d more)", result.why, result.failures - 1);
        printf("  trial %d (%s): limit %lld bytes, %d orders acknowledged, the next refused "
               "with %s (%s)\n",
               trial, options ? "NORMAL" : "FULL", (long long)result.limit, result.acknowledged,
               foodtruck_status_string((foodtruck_status)result.refusal), result.refusal_message);
        if (result.refusal != FOODTRUCK_ERR_STORAGE)
            fail("the refusal was %s, not FOODTRUCK_ERR_STORAGE",
                 foodtruck_status_string((foodtruck_status)result.refusal));

        foodtruck_truck *file = NULL;
        foodtruck_status status = foodtruck_truck_open(path, 0, &file);
        if (status != FOODTRUCK_OK)
            fail("reopening gave %s: %s", foodtruck_status_string(status), foodtruck_last_error());
        int32_t acknowledged = result.acknowledged;
        if (order_total(file) != (size_t)acknowledged + 1)
            fail("%zu orders reopened, %d acknowledged before the refusal and 1 after",
                 order_total(file), acknowledged);
        for (int32_t number = 1; number <= acknowledged; number++)
            expect_order(file, number, number, FOODTRUCK_ORDER_PLACED);
        expect_order(file, acknowledged + 1, acknowledged + 2, FOODTRUCK_ORDER_PREPARING);
        foodtruck_truck_free(file);
        remove_session_files(path);
        acknowledged_total += acknowledged + 1;
    }
    printf("disk_full: %d trials, each refused with FOODTRUCK_ERR_STORAGE and usable after, %ld "
           "acknowledged orders checked after reopening, %.1f s, seed %llu\n",
           trials, acknowledged_total,
           seconds_now() - started, (unsigned long long)seed);
    return 0;
}
