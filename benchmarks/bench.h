/* SPDX-License-Identifier: Apache-2.0 */
/* bench.h: timing helpers shared by the C benchmarks. Best of several runs, monotonic clock. */
#ifndef FOODTRUCK_BENCH_H
#define FOODTRUCK_BENCH_H

#define _POSIX_C_SOURCE 200809L

#include <stdint.h>
#include <stdio.h>
#include <time.h>

static inline double bench_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Resident set size in bytes, from /proc/self/statm. */
static inline long bench_rss(void) {
    long pages = 0, resident = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (f == NULL) return 0;
    if (fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
    fclose(f);
    return resident * 4096;
}

/* One trial: runs body `reps` times and lowers `best` to its seconds per repetition if less. */
#define BENCH_TRIAL(best, reps, body)                                                         \
    do {                                                                                      \
        double start_ = bench_now();                                                          \
        for (long rep_ = 0; rep_ < (long)(reps); rep_++) { body; }                            \
        double per_ = (bench_now() - start_) / (double)(reps);                                \
        if (per_ < (best)) (best) = per_;                                                     \
    } while (0)

/* Runs body `reps` times per trial, `trials` times; yields the best seconds per repetition. */
#define BENCH_BEST(result, trials, reps, body)                                               \
    do {                                                                                      \
        double best_ = 1e30;                                                                  \
        for (int trial_ = 0; trial_ < (trials); trial_++) BENCH_TRIAL(best_, reps, body);     \
        (result) = best_;                                                                     \
    } while (0)

/* Two bodies timed as BENCH_BEST times one, their trials taken in turn (a's, b's, a's, ...), so
 * that a spell when this shared machine runs slow falls on both sides of a ratio, not on
 * whichever ran during it; each keeps its best trial. */
#define BENCH_PAIR(result_a, body_a, result_b, body_b, trials, reps)                          \
    do {                                                                                      \
        double best_a_ = 1e30, best_b_ = 1e30;                                                \
        for (int trial_ = 0; trial_ < (trials); trial_++) {                                   \
            BENCH_TRIAL(best_a_, reps, body_a);                                               \
            BENCH_TRIAL(best_b_, reps, body_b);                                               \
        }                                                                                     \
        (result_a) = best_a_;                                                                 \
        (result_b) = best_b_;                                                                 \
    } while (0)

#endif
