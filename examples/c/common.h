/* common.h: what every example shares: stop with the library's own message when a call fails.
 * Copy it along with an example. */
#ifndef FT_EXAMPLE_COMMON_H
#define FT_EXAMPLE_COMMON_H

#include <stdio.h>
#include <stdlib.h>

#include "foodtruck.h"

/* Calls a libfoodtruck function; on failure prints the status, the call and ft_last_error()
 * (which names the function and the bad argument), then exits. */
#define TRY(call)                                                                             \
    do {                                                                                      \
        ft_status try_status_ = (call);                                                       \
        if (try_status_ != FT_OK) {                                                           \
            fprintf(stderr, "%s:%d: %s failed: %s: %s\n", __FILE__, __LINE__, #call,          \
                    ft_status_string(try_status_), ft_last_error());                          \
            exit(EXIT_FAILURE);                                                               \
        }                                                                                     \
    } while (0)

#endif
