/* SPDX-License-Identifier: Apache-2.0 */
/* test_misuse.c: the misuse matrix. Every function x every bad-input class must return its
 * documented status, leave a message naming the function and the bad argument, and not crash:
 * each row runs in a child process, so a trap (SIGILL) or any other crash is reported as a
 * failure instead of ending the test (tools/test_c also runs this under valgrind).
 *
 * The rows are generated into misuse_rows.h by tools/gen_misuse.py: the ones the API model
 * decides from each parameter's class and range, and the hand-kept ones of
 * tests/misuse_rows.txt (states, too-small buffers, rules inside texts and structs, edges).
 * This file is their fixture and their runner; tests/python/test_misuse_model.py runs the same
 * rows through ctypes.
 *
 *   test_misuse [PART/PARTS]   only the rows whose index is PART modulo PARTS (tools/test_c runs
 *                              its valgrind pass in two halves, one per core: a child under
 *                              valgrind costs some 80 ms, its leak check at exit) */
#if !defined(__cplusplus)
#define _POSIX_C_SOURCE 200809L /* mkdtemp, for the session file of foodtruck_truck_open's rows */
#endif
#include "check.h"

#include <limits.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <sys/wait.h>
#include <unistd.h>

/* The fixture the rows name (tests/misuse_rows.txt describes it). */
static foodtruck_truck *live;    /* orders 1 and 2, order 2 preparing with live activity 1 */
static foodtruck_truck *fresh;   /* no orders */
static foodtruck_truck *view;    /* a view of live (foodtruck_truck_new_view) */
static foodtruck_truck *freed;   /* a truck already freed */
static foodtruck_truck *foreign; /* a pointer that was never a handle */
static int foreign_storage;
/* Handles encode generation << 32 | slot << 8 | the type tag 0xF1: the tag right, the rest not. */
#define forged ((foodtruck_truck *)(uintptr_t)UINT64_C(0xDEADFFFFFFF1))
static foodtruck_order_line lines[2] = {{0, 1}, {1, 2}};
static const foodtruck_size items[4] = {{30, 10}, {40, 20}, {50, 15}, {20, 10}};
static const foodtruck_diagonal_stack stacks[2] = {{{0, 0, 60, 60}, 3}, {{0, 60, 60, 60}, 1}};
/* Zeroed: two spots whose weather request failed (Cupertino has two). */
static foodtruck_spot_weather spots[2];
#define NOW INT64_C(1796000000000)
#define FIRST_INSTANT INT64_C(-62135596800000) /* 0001-01-01T00:00:00Z */
#define LAST_INSTANT INT64_C(253402300799999)  /* 9999-12-31T23:59:59.999Z */
/* One hour of forecast at the fixture's now, 20 degrees Celsius, by day. */
static const foodtruck_hour_weather hours[1] = {{NOW, 20.0, true}};
/* A sign-in challenge of the shortest length, and a passkey's user id: "Ada" in UTF-8. */
static const uint8_t challenge[16] = {'0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f'};
static const uint8_t user_id[3] = {'A', 'd', 'a'};
/* A passkey's user id that is not UTF-8, and a challenge one byte too long (zeroed). */
static const uint8_t bad_user_id[2] = {0x41, 0xFF};
static const uint8_t challenge_65[65] = {0};
/* The store: the monthly plan at 4.99 USD; transaction 1, the year of history bought a second
 * before now; the monthly plan subscribed, renewing, for a second more. */
static const foodtruck_store_price store_prices[1] = {
    {499, FOODTRUCK_STORE_MONTHLY_PLAN, FOODTRUCK_CURRENCY_USD}};
static const foodtruck_store_transaction store_transactions[1] = {
    {1, NOW - 1000, FOODTRUCK_NO_TIME, FOODTRUCK_NO_TIME, FOODTRUCK_STORE_ANNUAL_HISTORY, true}};
static const foodtruck_subscription_status store_subscriptions[1] = {
    {NOW + 1000, FOODTRUCK_STORE_MONTHLY_PLAN, FOODTRUCK_STORE_MONTHLY_PLAN,
     FOODTRUCK_RENEWAL_SUBSCRIBED, true}};
/* A session file in a fresh temporary folder (made in main, removed at the end). */
static char session_folder[] = "/tmp/foodtruck-misuse-XXXXXX";
static char session_path[sizeof session_folder + 16];
#define HUGE_CAPACITY ((size_t)PTRDIFF_MAX + 1)
#define BAD_UTF8 "\xff\xfe"
#define BAD_UTF8_TRUNCATED "Cosmos \xc3"
/* A 1 MiB text of 'a' (filled in main); the texts one byte over each limit are generated. */
static char megabyte[(1 << 20) + 1];
/* A destroy function that must never run: registering with a bad handle does not register. */
static void destroy_must_not_run(void *user_data) { (void)user_data; _exit(101); }
static void ignore_event(const foodtruck_event *event, void *user_data) { (void)event; (void)user_data; }
/* What a row returns when one of its setup calls failed (no status has this value). */
#define MISUSE_SETUP_FAILED ((foodtruck_status)98)

#include "misuse_rows.h" /* MISUSE_ROWS(X) and the statics they use */

#define DEFINE_ROW(label, expected, argument, call) static foodtruck_status row_##label(void) { return call; }
MISUSE_ROWS(DEFINE_ROW)

typedef struct misuse_row {
    const char *label;
    foodtruck_status expected;
    const char *argument; /* a failed call's message names it ("" for no check; a|b: either) */
    foodtruck_status (*call)(void);
} misuse_row;

#define TABLE_ROW(label, expected, argument, call) {#label, expected, argument, row_##label},
static const misuse_row ROWS[] = {MISUSE_ROWS(TABLE_ROW)};

/* Whether text holds one of the |-separated names as a whole identifier. */
static int is_identifier(char c) { return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }
static int names_argument(const char *text, const char *names) {
    if (!names[0]) return 1;
    while (*names) {
        size_t length = strcspn(names, "|");
        for (const char *p = text; *p; p++)
            if (strncmp(p, names, length) == 0 && (p == text || !is_identifier(p[-1])) && !is_identifier(p[length])) return 1;
        names += length;
        if (*names == '|') names++;
    }
    return 0;
}

/* Runs one row in a child; the child's exit code carries the status it got. */
static void run_row(const misuse_row *row) {
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        foodtruck_status got = row->call();
        /* A failed call must leave a message that names the operation. */
        const char *message = foodtruck_last_error();
        int message_ok = got == FOODTRUCK_OK ? message[0] == '\0' : strstr(message, "foodtruck_") != NULL;
        /* ... and the argument that was bad, after "function: ". */
        const char *colon = strstr(message, ": ");
        if (message_ok && got != FOODTRUCK_OK && !names_argument(colon ? colon + 2 : message, row->argument)) _exit(99);
        /* A truck a good row made (foodtruck_truck_new, foodtruck_truck_open) is freed, so that
         * valgrind's leak check in the child sees nothing it owns, a session file's SQLite
         * connection included. */
        if (gen_foodtruck_truck_p != NULL && foodtruck_truck_free(gen_foodtruck_truck_p) != FOODTRUCK_OK) _exit(100);
        _exit(message_ok ? (int)got : 100);
    }
    int wstatus = 0;
    check_count++;
    if (pid < 0 || waitpid(pid, &wstatus, 0) != pid) {
        check_failures++;
        fprintf(stderr, "%s: could not run the row in a child process\n", row->label);
    } else if (WIFSIGNALED(wstatus)) {
        check_failures++;
        fprintf(stderr, "%s: CRASHED with signal %d\n", row->label, WTERMSIG(wstatus));
    } else if (WEXITSTATUS(wstatus) == 99) {
        check_failures++;
        fprintf(stderr, "%s: foodtruck_last_error() does not name %s\n", row->label, row->argument);
    } else if (WEXITSTATUS(wstatus) == (int)MISUSE_SETUP_FAILED) {
        check_failures++;
        fprintf(stderr, "%s: a setup call failed: %s\n", row->label, foodtruck_last_error());
    } else if (WEXITSTATUS(wstatus) == 100) {
        check_failures++;
        fprintf(stderr, "%s: foodtruck_last_error() does not match the status\n", row->label);
    } else if (WEXITSTATUS(wstatus) != (int)row->expected) {
        check_failures++;
        fprintf(stderr, "%s: returned %s, expected %s\n", row->label,
                foodtruck_status_string((foodtruck_status)WEXITSTATUS(wstatus)), foodtruck_status_string(row->expected));
    }
}

int main(int argc, char **argv) {
    unsigned part = 0, parts = 1;
    if (argc > 1 && (sscanf(argv[1], "%u/%u", &part, &parts) != 2 || parts == 0 || part >= parts)) {
        fprintf(stderr, "usage: test_misuse [PART/PARTS]\n");
        return 2;
    }
    if (foodtruck_truck_new(&live) != FOODTRUCK_OK || foodtruck_truck_new(&fresh) != FOODTRUCK_OK ||
        foodtruck_truck_new(&freed) != FOODTRUCK_OK || foodtruck_truck_free(freed) != FOODTRUCK_OK) {
        fprintf(stderr, "setup failed: %s\n", foodtruck_last_error());
        return 1;
    }
    foreign = (foodtruck_truck *)(void *)&foreign_storage;
    memset(megabyte, 'a', sizeof megabyte - 1);
    if (mkdtemp(session_folder) == NULL) {
        perror("mkdtemp");
        return 1;
    }
    snprintf(session_path, sizeof session_path, "%s/session.sqlite", session_folder);
    misuse_fill_texts();
    /* Order 1 is placed; order 2 is preparing (its countdown and live activity 1 started at
     * NOW); the truck has ticked at NOW. */
    int32_t number = 0, activity = 0;
    if (foodtruck_order_place(live, lines, 2, NOW, &number) != FOODTRUCK_OK || number != 1 ||
        foodtruck_order_place(live, lines, 1, NOW, &number) != FOODTRUCK_OK || number != 2 ||
        foodtruck_order_apply(live, 2, FOODTRUCK_ORDER_PREPARE, NOW) != FOODTRUCK_OK ||
        foodtruck_activity_for_order(live, 2, &activity) != FOODTRUCK_OK || activity != 1 ||
        foodtruck_truck_tick(live, NOW, NULL) != FOODTRUCK_OK || foodtruck_truck_new_view(live, &view) != FOODTRUCK_OK) {
        fprintf(stderr, "setup failed: %s\n", foodtruck_last_error());
        return 1;
    }
    size_t rows = sizeof ROWS / sizeof ROWS[0];
    for (size_t i = part; i < rows; i += parts) run_row(&ROWS[i]);
    /* Functions without a status cannot fail, but must survive any argument. */
    CHECK_STR(foodtruck_status_string((foodtruck_status)INT_MIN), "FOODTRUCK_ERR_UNKNOWN");
    CHECK(foodtruck_last_error() != NULL);
    CHECK(foodtruck_version() != NULL);
    CHECK_INT(foodtruck_version_number(), FOODTRUCK_VERSION_NUMBER);
    printf("misuse matrix: %zu rows\n", parts == 1 ? rows : (rows - part + parts - 1) / parts);
    CHECK_OK(foodtruck_truck_free(view));
    CHECK_OK(foodtruck_truck_free(live));
    CHECK_OK(foodtruck_truck_free(fresh));
    /* The good row of foodtruck_truck_open() made the file (its -wal and -shm go with it). */
    if (parts == 1) CHECK(access(session_path, F_OK) == 0);
    remove(session_path);
    rmdir(session_folder);
    return check_report("test_misuse");
}
