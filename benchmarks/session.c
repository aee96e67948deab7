/* SPDX-License-Identifier: Apache-2.0 */
/* session.c: durable sessions against SQLite used directly, in the same run (goals: placing an
 * order durably within 1.5x of inserting the same row; reopening 10^6 orders and a year of
 * history under 0.5 s, or within 2x of reading the same rows).
 *
 * Placing: orders (1-5 distinct donuts, 1-5 of each, 1 s apart) are placed on a new file
 * session, timed per order, with synchronous FULL and NORMAL. The baseline (sqlite_baseline.c)
 * inserts the very rows the library wrote (kind, body bytes, result: read back from its file)
 * into a new file with the same pragmas and table, one autocommit transaction per row through
 * one prepared statement. Before a figure is kept, the library's rows are checked (one per
 * order, each acknowledging order number 1, 2, ...) and the baseline's file must hold them
 * byte for byte. Trials alternate between the two; the best of each is reported.
 *
 * Reopening: a file holding the simulated start (13 months of history, today's 24 orders) and
 * then 10^6 orders over a year is built once (NORMAL sync) and kept in the output directory.
 * The library's foodtruck_truck_open + foodtruck_truck_free of it is timed against the
 * baseline reading every row (SELECT seq, kind, body, result ORDER BY seq, every body byte
 * touched). Before timing, the reopened session must hold 10^6 + 24 orders and the reader
 * must see one row per change. Also reported, as timing splits: the free alone, and SQLite's
 * quick_check (which every open runs) alone.
 *
 *   session place DIR FULL_ORDERS NORMAL_ORDERS   one table: a row for FULL, one for NORMAL
 *   session reopen DIR ORDERS                     one table: one row */
#include "bench.h"
#include "foodtruck.h"
#include "sqlite_baseline.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define T0 INT64_C(1796000000000)
#define YEAR_MS INT64_C(31536000000)
#define SIMULATED_ORDERS 24 /* today's orders of foodtruck_truck_simulate */
#define PLACE_TRIALS 3
#define REOPEN_TRIALS 3
#define PATH_BYTES 512 /* a session path; the names derived from it get room for a suffix */

static int fail(const char *what) {
    fprintf(stderr, "session: %s: %s\n", what, foodtruck_last_error());
    return 1;
}

static uint64_t lcg = 88172645463325252u;
static uint32_t next_random(void) {
    lcg = lcg * 6364136223846793005u + 1442695040888963407u;
    return (uint32_t)(lcg >> 33);
}

/* The next order: 1-5 distinct donuts, 1-5 of each; returns the line count. */
static size_t next_order(foodtruck_order_line lines[5]) {
    int perm[FOODTRUCK_CATALOG_DONUT_COUNT];
    for (int d = 0; d < FOODTRUCK_CATALOG_DONUT_COUNT; d++) perm[d] = d;
    size_t count = 1 + next_random() % 5;
    for (size_t j = 0; j < count; j++) {
        size_t k = j + next_random() % (uint32_t)(FOODTRUCK_CATALOG_DONUT_COUNT - j);
        int t = perm[j];
        perm[j] = perm[k];
        perm[k] = t;
        lines[j].donut_id = perm[j];
        lines[j].quantity = (int32_t)(1 + next_random() % 5);
    }
    return count;
}

/* Places n orders, `step` ms apart from `start`, each as the next order number. */
static int place_orders(foodtruck_truck *truck, long n, int64_t start, int64_t step, int32_t first) {
    for (long i = 0; i < n; i++) {
        foodtruck_order_line lines[5];
        size_t count = next_order(lines);
        int32_t number = 0;
        if (foodtruck_order_place(truck, lines, count, start + i * step, &number) != FOODTRUCK_OK) {
            return fail("foodtruck_order_place");
        }
        if (number != first + (int32_t)i) return fail("unexpected order number");
    }
    return 0;
}

static void remove_session(const char *path) {
    char side[PATH_BYTES + 16];
    unlink(path);
    snprintf(side, sizeof side, "%s-wal", path);
    unlink(side);
    snprintf(side, sizeof side, "%s-shm", path);
    unlink(side);
}

/* The library's rows for n orders on a new session: one per order, acknowledging 1, 2, ... */
static int check_placed_rows(const raw_rows *rows, long n) {
    if ((long)rows->count != n) return fail("the file does not hold one row per order");
    for (long i = 0; i < n; i++) {
        if (rows->rows[i].kind != rows->rows[0].kind || rows->rows[i].result != i + 1) {
            return fail("a row is not the placing of the next order");
        }
    }
    return 0;
}

/* One trial of each, alternating; the first trial also checks the rows. */
static int bench_place(const char *dir, int full_sync, long n) {
    double best_lib = 1e30, best_raw = 1e30;
    char lib_path[PATH_BYTES], raw_path[PATH_BYTES];
    snprintf(lib_path, sizeof lib_path, "%s/place-lib.ft", dir);
    snprintf(raw_path, sizeof raw_path, "%s/place-raw.ft", dir);
    for (int trial = 0; trial < PLACE_TRIALS; trial++) {
        remove_session(lib_path);
        remove_session(raw_path);
        foodtruck_truck *truck = NULL;
        uint32_t options = full_sync ? 0 : FOODTRUCK_OPEN_SYNC_NORMAL;
        if (foodtruck_truck_open(lib_path, options, &truck) != FOODTRUCK_OK) return fail("open");
        lcg = 88172645463325252u; /* the same orders every trial */
        double start = bench_now();
        if (place_orders(truck, n, T0, 1000, 1) != 0) return 1;
        double lib = (bench_now() - start) / (double)n;
        (void)foodtruck_truck_free(truck);

        raw_rows written, copied;
        double raw = 0;
        if (raw_rows_load(lib_path, &written) != 0 || check_placed_rows(&written, n) != 0 ||
            raw_insert(raw_path, full_sync, &written, &raw) != 0 || raw_rows_load(raw_path, &copied) != 0) {
            return 1;
        }
        int same = raw_rows_equal(&written, &copied);
        raw_rows_free(&written);
        raw_rows_free(&copied);
        if (!same) return fail("the baseline's file does not hold the library's rows");
        if (lib < best_lib) best_lib = lib;
        if (raw < best_raw) best_raw = raw;
    }
    remove_session(lib_path);
    remove_session(raw_path);
    printf("| %s | %ld | %.1f us | %.1f us | %.2f |\n", full_sync ? "FULL" : "NORMAL", n, best_lib * 1e6,
           best_raw * 1e6, best_lib / best_raw);
    return 0;
}

/* Whether path opens as the reopen file: the simulated start plus n orders. */
static int session_holds(const char *path, long n) {
    foodtruck_truck *truck = NULL;
    size_t orders = 0;
    if (access(path, F_OK) != 0 || foodtruck_truck_open(path, FOODTRUCK_OPEN_READ_ONLY, &truck) != FOODTRUCK_OK) return 0;
    foodtruck_status status = foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_ALL, "", &orders);
    (void)foodtruck_truck_free(truck);
    return status == FOODTRUCK_OK && (long)orders == n + SIMULATED_ORDERS;
}

/* Builds the reopen file once (kept: building takes about 30 s per 10^6 orders). Written under
 * another name and renamed when whole, so that an interrupted build is never taken for one. */
static int build_reopen_file(const char *path, long n) {
    if (session_holds(path, n)) return 0;
    char building[PATH_BYTES + 16];
    snprintf(building, sizeof building, "%s.building", path);
    remove_session(building);
    remove_session(path);
    fprintf(stderr, "session: building %s (%ld orders, once)\n", path, n);
    foodtruck_truck *truck = NULL;
    if (foodtruck_truck_open(building, FOODTRUCK_OPEN_SYNC_NORMAL, &truck) != FOODTRUCK_OK) return fail("open");
    if (foodtruck_truck_simulate(truck, 1, T0, 0) != FOODTRUCK_OK) return fail("simulate");
    if (place_orders(truck, n, T0, YEAR_MS / n, SIMULATED_ORDERS + 1) != 0) return 1;
    if (foodtruck_truck_free(truck) != FOODTRUCK_OK || rename(building, path) != 0) return fail("keeping the file");
    return session_holds(path, n) ? 0 : fail("the built file does not reopen to its orders");
}

static int bench_reopen(const char *dir, long n) {
    char path[PATH_BYTES];
    snprintf(path, sizeof path, "%s/reopen-%ld.ft", dir, n);
    if (build_reopen_file(path, n) != 0) return 1;
    size_t rows = 0;
    uint64_t bytes = 0;
    if (raw_read(path, &rows, &bytes) != 0) return 1;
    if ((long)rows != n + 1) return fail("the reader does not see one row per change (simulate, orders)");

    double best_lib = 1e30, best_free = 1e30, best_raw = 1e30, best_check = 1e30;
    for (int trial = 0; trial < REOPEN_TRIALS; trial++) {
        foodtruck_truck *truck = NULL;
        double start = bench_now();
        if (foodtruck_truck_open(path, 0, &truck) != FOODTRUCK_OK) return fail("open");
        double opened = bench_now();
        (void)foodtruck_truck_free(truck);
        double lib = bench_now() - start, freed = bench_now() - opened;
        start = bench_now();
        if (raw_read(path, &rows, &bytes) != 0) return 1;
        double raw = bench_now() - start;
        start = bench_now();
        if (raw_quick_check(path) != 0) return 1;
        double check = bench_now() - start;
        if (lib < best_lib) best_lib = lib;
        if (freed < best_free) best_free = freed;
        if (raw < best_raw) best_raw = raw;
        if (check < best_check) best_check = check;
    }
    struct stat info;
    double megabytes = stat(path, &info) == 0 ? (double)info.st_size / 1e6 : 0;
    printf("| %ld orders + a year of history (%zu rows, %.0f MB) | %.3f s | %.3f s | %.3f s | %.2f | %.3f s |\n",
           n, rows, megabytes, best_lib, best_free, best_raw, best_lib / best_raw, best_check);
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 5 && strcmp(argv[1], "place") == 0) {
        printf("| sync | orders | libfoodtruck per order | raw SQLite per row | ratio (lib / raw) |\n");
        printf("|---|---|---|---|---|\n");
        return bench_place(argv[2], 1, atol(argv[3])) != 0 || bench_place(argv[2], 0, atol(argv[4])) != 0;
    }
    if (argc == 4 && strcmp(argv[1], "reopen") == 0) {
        printf("| file | libfoodtruck open + free | of which free | raw SQLite read | ratio (lib / raw) | raw quick_check |\n");
        printf("|---|---|---|---|---|---|\n");
        return bench_reopen(argv[2], atol(argv[3]));
    }
    fprintf(stderr, "usage: session place DIR FULL_ORDERS NORMAL_ORDERS | session reopen DIR ORDERS\n");
    return 2;
}
