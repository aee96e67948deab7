/* SPDX-License-Identifier: Apache-2.0 */
/* check.h: the few assertion macros the C tests share. Each failed check prints where and
 * why, and the test's exit status is the number of failures (capped), so that a test runner,
 * valgrind's --error-exitcode and CTest all see a failure. Compiles as C and as C++. */
#ifndef FOODTRUCK_TEST_CHECK_H
#define FOODTRUCK_TEST_CHECK_H

#include <stdio.h>
#include <string.h>

#include "foodtruck.h"

static int check_failures = 0;
static int check_count = 0;

#define CHECK(cond)                                                                           \
    do {                                                                                      \
        check_count++;                                                                        \
        if (!(cond)) {                                                                        \
            check_failures++;                                                                 \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);          \
        }                                                                                     \
    } while (0)

#define CHECK_INT(actual, expected)                                                           \
    do {                                                                                      \
        long long check_a_ = (long long)(actual), check_e_ = (long long)(expected);           \
        check_count++;                                                                        \
        if (check_a_ != check_e_) {                                                           \
            check_failures++;                                                                 \
            fprintf(stderr, "%s:%d: %s is %lld, expected %lld\n", __FILE__, __LINE__,         \
                    #actual, check_a_, check_e_);                                             \
        }                                                                                     \
    } while (0)

#define CHECK_STR(actual, expected)                                                           \
    do {                                                                                      \
        const char *check_a_ = (actual), *check_e_ = (expected);                              \
        check_count++;                                                                        \
        if (strcmp(check_a_, check_e_) != 0) {                                                \
            check_failures++;                                                                 \
            fprintf(stderr, "%s:%d: %s is \"%s\", expected \"%s\"\n", __FILE__, __LINE__,     \
                    #actual, check_a_, check_e_);                                             \
        }                                                                                     \
    } while (0)

/* Checks a call's status; on a mismatch also prints foodtruck_last_error(). */
#define CHECK_STATUS(call, expected)                                                          \
    do {                                                                                      \
        foodtruck_status check_s_ = (call);                                                          \
        check_count++;                                                                        \
        if (check_s_ != (expected)) {                                                         \
            check_failures++;                                                                 \
            fprintf(stderr, "%s:%d: %s returned %s, expected %s (%s)\n", __FILE__, __LINE__,  \
                    #call, foodtruck_status_string(check_s_), foodtruck_status_string(expected),            \
                    foodtruck_last_error());                                                         \
        }                                                                                     \
    } while (0)

#define CHECK_OK(call) CHECK_STATUS(call, FOODTRUCK_OK)

/* Ends main(): prints a summary and returns the failure count (capped for exit codes). */
static int check_report(const char *name) {
    printf("%s: %d checks, %d failed\n", name, check_count, check_failures);
    return check_failures > 100 ? 100 : check_failures;
}

#endif
