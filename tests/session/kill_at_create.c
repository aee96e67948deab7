/* kill_at_create.c: a SIGKILL while foodtruck_truck_open() creates a new session file leaves a
 * file that opens: the new session, empty, or none at all (issue 14, item 6).
 *
 *   kill_at_create FOLDER
 *
 * crash.c meets this window only in the first round of each file, at random; here every kill
 * lands in it: a child creates the file and is killed 0, 10, 20, ... 2,990 us after the fork
 * (creation takes about 1 ms here), then the parent reopens it. Every reopen must give
 * FOODTRUCK_OK and a session without orders. It prints how many kills gave each status, and
 * exits 1 when any was not FOODTRUCK_OK. */
#define _POSIX_C_SOURCE 200809L

#include "session_check.h"

#include <signal.h>
#include <stdlib.h>
#include <sys/types.h>
#include <sys/wait.h>

#define KILLS 300
#define STEP_US 10

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: kill_at_create FOLDER\n");
        return 2;
    }
    char path[4200];
    snprintf(path, sizeof path, "%s/create.db", argv[1]);
    int by_status[FOODTRUCK_ERR_CORRUPT + 1] = {0};
    int refused = 0;
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
        foodtruck_truck *truck = NULL;
        foodtruck_status status = foodtruck_truck_open(path, 0, &truck);
        if (status >= 0 && status <= FOODTRUCK_ERR_CORRUPT) by_status[status]++;
        if (status == FOODTRUCK_OK && order_total(truck) != 0) {
            fprintf(stderr, "kill_at_create: a new file reopened with orders\n");
            return 1;
        }
        if (status != FOODTRUCK_OK && refused++ == 0)
            fprintf(stderr, "kill_at_create: FAIL: killed %d us after the fork: %s: %s\n",
                    kill_number * STEP_US, foodtruck_status_string(status),
                    foodtruck_last_error());
        foodtruck_truck_free(truck);
    }
    remove_session_files(path);
    printf("kill_at_create: %d kills while creating, reopened:", KILLS);
    for (int status = 0; status <= FOODTRUCK_ERR_CORRUPT; status++)
        if (by_status[status])
            printf(" %s %d", foodtruck_status_string((foodtruck_status)status), by_status[status]);
    printf(", %.1f s\n", seconds_now() - started);
    return refused ? 1 : 0;
}
