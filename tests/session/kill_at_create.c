/* SPDX-License-Identifier: Apache-2.0 */
/* kill_at_create.c: a SIGKILL while foodtruck_truck_open() creates a new session file leaves a
 * file that opens: the new session, empty, or none at all (issue 14, item 6).
 *
 *   kill_at_create FOLDER
 *
 * crash.c meets this window only in the first round of each file, at random; here every kill
 * lands in it: a child creates the file and is killed 0, 10, 20, ... 2,990 us after the fork
 * (creation takes about 1 ms here), then the parent reopens it twice. First read-only, as a
 * viewer would after the crash: FOODTRUCK_OK and a session without orders, whatever the kill
 * left (a whole new session, an empty file, or one a "-journal" beside it rolls back to empty:
 * an empty file reads as a new session); or, for no file at all, FOODTRUCK_ERR_STORAGE (a
 * missing file opened read-only). Then read-write: FOODTRUCK_OK and a session without orders,
 * always. It
 * prints how many kills gave each status, and exits 1 when any was not as said. */
#define _POSIX_C_SOURCE 200809L

#include "session_check.h"

#include <signal.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>

#define KILLS 300
#define STEP_US 10
/* Failures printed in full; the rest are only counted. */
#define FAILURES_SHOWN 5

static int failures;

static void failure(int kill_number, const char *what, foodtruck_status status,
                    const char *file_state) {
    if (failures++ >= FAILURES_SHOWN) return;
    fprintf(stderr, "kill_at_create: FAIL: killed %d us after the fork, the file %s: %s gave %s: "
            "%s\n", kill_number * STEP_US, file_state, what, foodtruck_status_string(status),
            status == FOODTRUCK_OK ? "a session with orders" : foodtruck_last_error());
}

static void print_tally(const char *what, const int *by_status) {
    printf(" %s:", what);
    for (int slot = 0; slot < STATUS_SLOTS; slot++)
        if (by_status[slot])
            printf(" %s %d",
                   slot == STATUS_SLOTS - 1 ? "other"
                                            : foodtruck_status_string((foodtruck_status)slot),
                   by_status[slot]);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: kill_at_create FOLDER\n");
        return 2;
    }
    char path[4200], journal[4300];
    snprintf(path, sizeof path, "%s/create.db", argv[1]);
    snprintf(journal, sizeof journal, "%s-journal", path);
    int read_only_by_status[STATUS_SLOTS] = {0};
    int by_status[STATUS_SLOTS] = {0};
    double started = seconds_now();
    for (int kill_number = 0; kill_number < KILLS; kill_number++) {
        remove_session_files(path);
        fflush(NULL);
        pid_t child = fork();
        if (child < 0) return 1;
        if (child == 0) {
            foodtruck_truck *truck = NULL;
            _exit(foodtruck_truck_open(path, FOODTRUCK_OPEN_SYNC_NORMAL, &truck));
        }
        struct timespec delay = {0, (long)kill_number * STEP_US * 1000L};
        nanosleep(&delay, NULL);
        kill(child, SIGKILL);
        waitpid(child, NULL, 0);

        /* What the kill left, looked at before the reopens change it. */
        struct stat file_stat, journal_stat;
        int absent = stat(path, &file_stat) != 0;
        int empty = !absent && (file_stat.st_size == 0 || stat(journal, &journal_stat) == 0);
        const char *file_state = absent ? "absent" : empty ? "empty" : "not empty";
        foodtruck_truck *truck = NULL;
        foodtruck_status status = foodtruck_truck_open(path, FOODTRUCK_OPEN_READ_ONLY, &truck);
        read_only_by_status[status_slot(status)]++;
        if (status == FOODTRUCK_OK ? order_total(truck) != 0
                                   : !(absent && status == FOODTRUCK_ERR_STORAGE))
            failure(kill_number, "the read-only reopen", status, file_state);
        foodtruck_truck_free(truck);

        truck = NULL;
        status = foodtruck_truck_open(path, 0, &truck);
        by_status[status_slot(status)]++;
        if (status != FOODTRUCK_OK || order_total(truck) != 0)
            failure(kill_number, "the read-write reopen", status, file_state);
        foodtruck_truck_free(truck);
    }
    remove_session_files(path);
    printf("kill_at_create: %d kills while creating, reopened", KILLS);
    print_tally("read-only", read_only_by_status);
    putchar(';');
    print_tally("read-write", by_status);
    printf(", %.1f s\n", seconds_now() - started);
    if (failures > FAILURES_SHOWN)
        fprintf(stderr, "kill_at_create: %d more failures not shown\n", failures - FAILURES_SHOWN);
    return failures ? 1 : 0;
}
