/* SPDX-License-Identifier: Apache-2.0 */
/* asan_canary.c: proof that tools/test_sanitizers' sanitizers are live, so that clean runs of
 * the C tests mean something. Each case plants one bug, named by the first argument, that one
 * sanitizer must report; tools/test_sanitizers fails if it does not:
 *
 *   c-overflow       the C side writes past a malloc'd block: ASan in the C code;
 *   library-write    foodtruck_truck_price() is given a 4-byte block for its int64_t out-parameter:
 *                    the library's Swift code stores 8 bytes into it, a heap overflow that only
 *                    the instrumentation of the Swift side can see (no libc call is involved,
 *                    so no interceptor would catch it);
 *   library-read     foodtruck_order_place() is told a 1-line array holds 2 lines: the Swift code
 *                    reads past the block;
 *   signed-overflow  INT_MAX + 1 in the C code: UBSan;
 *   leak             a block the C side loses: LeakSanitizer at exit.
 *
 * The library cases are the caller's misuse (a capacity or count that lies about the memory
 * behind a pointer), which no library can detect; the library is not at fault. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "foodtruck.h"

static void *volatile lost; /* volatile: the compiler must not drop the planted bugs */

int main(int argc, char **argv) {
    const char *bug = argc > 1 ? argv[1] : "";
    foodtruck_truck *truck = NULL;
    if (foodtruck_truck_new(&truck) != FOODTRUCK_OK) return 1;
    foodtruck_status status = FOODTRUCK_OK;
    int result = 2; /* an unknown case, or a bug that went unreported */
    if (strcmp(bug, "c-overflow") == 0) {
        char *block = malloc(8);
        memset(block, 'x', 8);
        volatile size_t past_end = 8;
        block[past_end] = 0;
        free(block);
    } else if (strcmp(bug, "library-write") == 0) {
        int64_t *cents = malloc(4);
        status = foodtruck_truck_price(truck, cents);
        free(cents);
    } else if (strcmp(bug, "library-read") == 0) {
        foodtruck_order_line *lines = malloc(sizeof *lines);
        lines[0].donut_id = 0;
        lines[0].quantity = 1;
        int32_t number = 0;
        status = foodtruck_order_place(truck, lines, 2, INT64_C(1796000000000), &number);
        free(lines);
    } else if (strcmp(bug, "signed-overflow") == 0) {
        volatile int big = INT_MAX;
        printf("%d\n", big + 1);
    } else if (strcmp(bug, "leak") == 0) {
        lost = malloc(48);
        lost = NULL;
        result = 0; /* LeakSanitizer reports at exit, after main returns */
    }
    if (foodtruck_truck_free(truck) != FOODTRUCK_OK) return 1;
    if (result != 0)
        fprintf(stderr, "asan_canary: '%s' not reported (%s)\n", bug, foodtruck_status_string(status));
    return result;
}
