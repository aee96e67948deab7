/* SPDX-License-Identifier: Apache-2.0 */
/* common.h: what every example shares: stop with the library's own message when a call fails.
 * Copy it along with an example. */
#ifndef FOODTRUCK_EXAMPLE_COMMON_H
#define FOODTRUCK_EXAMPLE_COMMON_H

#include <stdio.h>
#include <stdlib.h>

#include "foodtruck.h"

/* Calls a libfoodtruck function; on failure prints the status, the call and foodtruck_last_error()
 * (which names the function and the bad argument), then exits. */
#define TRY(call)                                                                             \
    do {                                                                                      \
        foodtruck_status try_status_ = (call);                                                       \
        if (try_status_ != FOODTRUCK_OK) {                                                           \
            fprintf(stderr, "%s:%d: %s failed: %s: %s\n", __FILE__, __LINE__, #call,          \
                    foodtruck_status_string(try_status_), foodtruck_last_error());                          \
            exit(EXIT_FAILURE);                                                               \
        }                                                                                     \
    } while (0)

#endif
