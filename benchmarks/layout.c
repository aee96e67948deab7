/* SPDX-License-Identifier: Apache-2.0 */
/* layout.c: the layouts' per-call cost, libfoodtruck against a plain C implementation of the
 * same algorithms, measured in the same run (goal: within 2x).
 *
 *   flow        foodtruck_layout_flow over 10,000 items (ideal sizes 20-119 x 10-39, row width 1,000,
 *               spacing 8, centred rows, middle-aligned items), against flow_c below: the
 *               original's measure pass (docs/domain.md §6.4) into a malloc'd row table, then the
 *               placement pass. Also right to left.
 *   diagonal    foodtruck_layout_diagonal_stack with 3 donuts in a 60 x 60 square, against diagonal_c.
 *               Also a page of 50 stacks in one foodtruck_layout_diagonal_stacks call, per stack,
 *               both ways.
 *
 * Both sides' results are compared (tolerance 1e-9) before any timing is reported. Prints one
 * markdown table row per case: | case | libfoodtruck | plain C | ratio (lib / C) |. */
#include "bench.h"
#include "foodtruck.h"

#include <stdlib.h>
#include <string.h>

#define ITEMS 10000

typedef struct c_row {
    size_t start, end;
    double width, height, y;
} c_row;

/* The plain C flow layout: the same arithmetic as the original's FlowLayout. x offsets are kept
 * in frames[i].x between the passes. Returns 0, or -1 when out of memory. */
static int flow_c(const foodtruck_size *items, size_t count, double max_width, double hspacing, double vspacing,
                  double hfactor, double vfactor, int rtl, foodtruck_rect *frames, foodtruck_size *size_out) {
    c_row *rows = (c_row *)malloc((count ? count : 1) * sizeof *rows);
    if (rows == NULL) return -1;
    size_t row_count = 0, row_start = 0;
    double remaining = max_width, row_height = 0, row_y = 0;
    double width = 0, height = 0;
    int row_empty = 1;
    for (size_t i = 0; i < count; i++) {
        double gap = row_empty ? 0 : hspacing;
        if (i != 0 && items[i].width + gap > remaining) {
            c_row *row = &rows[row_count++];
            row->start = row_start;
            row->end = i;
            row->width = max_width - remaining;
            row->height = row_height;
            row->y = row_y;
            if (row->width > width) width = row->width;
            height += row_height + (row_count > 1 ? vspacing : 0);
            row_y += row_height + vspacing;
            remaining = max_width;
            row_start = i;
            row_height = 0;
            gap = 0;
        }
        frames[i].x = max_width - remaining + gap;
        remaining -= items[i].width + gap;
        if (items[i].height > row_height) row_height = items[i].height;
        row_empty = 0;
        if (i == count - 1) {
            c_row *row = &rows[row_count++];
            row->start = row_start;
            row->end = count;
            row->width = max_width - remaining;
            row->height = row_height;
            row->y = row_y;
            if (row->width > width) width = row->width;
            height += row_height + (row_count > 1 ? vspacing : 0);
        }
    }
    for (size_t r = 0; r < row_count; r++) {
        double row_x = (width - rows[r].width) * hfactor;
        for (size_t i = rows[r].start; i < rows[r].end; i++) {
            double x = row_x + frames[i].x;
            frames[i].y = rows[r].y + (rows[r].height - items[i].height) * vfactor;
            frames[i].width = items[i].width;
            frames[i].height = items[i].height;
            frames[i].x = rtl ? width - x - items[i].width : x;
        }
    }
    free(rows);
    size_out->width = width;
    size_out->height = height;
    return 0;
}

/* The plain C diagonal stack (docs/domain.md §6.1): up to 3 frames. */
/* Always inlined: the baseline is the fastest plain C, specialized where it is called. */
static inline __attribute__((always_inline)) size_t diagonal_c(size_t count, foodtruck_rect b, int rtl,
                                                               foodtruck_rect *frames) {
    static const double anchors[3][3][4] = {
        {{0, 0, 1, 1}},
        {{-0.15, -0.20, 0.7, 0.7}, {0.15, 0.20, 0.7, 0.7}},
        {{-0.15, -0.23, 0.7, 0.65}, {0, 0, 0.65, 0.65}, {0.15, 0.23, 0.7, 0.65}},
    };
    if (count == 0) return 0;
    size_t n = count < 3 ? count : 3;
    double s = b.width < b.height ? b.width : b.height;
    double cx = b.x + b.width - s / 2, cy = b.y + b.height - s / 2;
    for (size_t i = 0; i < n; i++) {
        const double *a = anchors[n - 1][i];
        double w = a[2] * s, h = a[3] * s;
        double x = cx + a[0] * s - w / 2;
        frames[i].x = rtl ? b.x + (b.x + b.width) - x - w : x;
        frames[i].y = cy + a[1] * s - h / 2;
        frames[i].width = w;
        frames[i].height = h;
    }
    return n;
}

static int same(const foodtruck_rect *a, const foodtruck_rect *b, size_t n) {
    for (size_t i = 0; i < n; i++) {
        double d[4] = {a[i].x - b[i].x, a[i].y - b[i].y, a[i].width - b[i].width, a[i].height - b[i].height};
        for (int k = 0; k < 4; k++) {
            if (d[k] > 1e-9 || d[k] < -1e-9) {
                fprintf(stderr, "results differ at frame %zu: (%g, %g, %g, %g) vs (%g, %g, %g, %g)\n", i, a[i].x,
                        a[i].y, a[i].width, a[i].height, b[i].x, b[i].y, b[i].width, b[i].height);
                return 0;
            }
        }
    }
    return 1;
}

static int bench_flow(const foodtruck_size *items, int rtl) {
    foodtruck_rect *lib = (foodtruck_rect *)malloc(ITEMS * sizeof *lib);
    foodtruck_rect *c = (foodtruck_rect *)malloc(ITEMS * sizeof *c);
    if (lib == NULL || c == NULL) return 1;
    foodtruck_size lib_size, c_size;
    size_t n = 0;
    if (foodtruck_layout_flow(items, ITEMS, 1000, 8, 8, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, rtl != 0, lib, ITEMS, &n,
                       &lib_size) != FOODTRUCK_OK || n != ITEMS) {
        fprintf(stderr, "foodtruck_layout_flow: %s\n", foodtruck_last_error());
        return 1;
    }
    if (flow_c(items, ITEMS, 1000, 8, 8, 0.5, 0.5, rtl, c, &c_size) != 0) return 1;
    if (!same(lib, c, ITEMS) || lib_size.width != c_size.width || lib_size.height != c_size.height) {
        fprintf(stderr, "flow: the library and the C baseline disagree\n");
        return 1;
    }
    volatile double sink = 0;
    double lib_seconds, c_seconds;
    BENCH_PAIR(c_seconds, (flow_c(items, ITEMS, 1000, 8, 8, 0.5, 0.5, rtl, c, &c_size), sink += c[ITEMS - 1].x),
               lib_seconds,
               (sink += foodtruck_layout_flow(items, ITEMS, 1000, 8, 8, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, rtl != 0, lib,
                                       ITEMS, &n, &lib_size) + lib[ITEMS - 1].x),
               7, 200);
    printf("| flow, 10,000 items%s | %.1f us | %.1f us | %.2f |\n", rtl ? ", right to left" : "", lib_seconds * 1e6,
           c_seconds * 1e6, lib_seconds / c_seconds);
    free(lib);
    free(c);
    return 0;
}

static int bench_diagonal(void) {
    foodtruck_rect bounds;
    bounds.x = 0;
    bounds.y = 0;
    bounds.width = 60;
    bounds.height = 60;
    foodtruck_rect lib[3], c[3];
    size_t n = 0;
    for (size_t count = 0; count <= 4; count++) {
        for (int rtl = 0; rtl <= 1; rtl++) {
            if (foodtruck_layout_diagonal_stack(count, bounds, rtl != 0, lib, 3, &n) != FOODTRUCK_OK) return 1;
            if (n != diagonal_c(count, bounds, rtl, c) || !same(lib, c, n)) {
                fprintf(stderr, "diagonal: the library and the C baseline disagree\n");
                return 1;
            }
        }
    }
    volatile double sink = 0;
    double lib_seconds, c_seconds;
    const long reps = 1000000;
    BENCH_PAIR(c_seconds, (sink += (double)diagonal_c(3, bounds, 0, c) + c[2].x, bounds.x = sink * 0), lib_seconds,
               (sink += foodtruck_layout_diagonal_stack(3, bounds, false, lib, 3, &n) + lib[2].x, bounds.x = sink * 0), 5,
               reps);
    printf("| diagonal stack, 3 donuts, per call | %.1f ns | %.1f ns | %.2f |\n", lib_seconds * 1e9, c_seconds * 1e9,
           lib_seconds / c_seconds);
    return 0;
}

#define PAGE 50

/* The plain C page: diagonal_c once per stack into one array (inlined, `rtl` a constant where
 * it is called). */
static inline __attribute__((always_inline)) void page_c(const foodtruck_diagonal_stack *stacks, int rtl,
                                                         foodtruck_rect *c, size_t *made) {
    for (size_t i = 0; i < PAGE; i++) *made += diagonal_c(stacks[i].count, stacks[i].bounds, rtl, c + *made);
}

/* A page of the Orders list: 50 stacks of 1 to 5 donuts, one under the other, in one call of
 * foodtruck_layout_diagonal_stacks against diagonal_c once per stack into one array; left to
 * right, or right to left (rtl). */
static int bench_diagonal_page(int rtl) {
    foodtruck_diagonal_stack stacks[PAGE];
    for (size_t i = 0; i < PAGE; i++) {
        stacks[i].count = 1 + i % 5;
        stacks[i].bounds.x = 0;
        stacks[i].bounds.y = 60.0 * (double)i;
        stacks[i].bounds.width = 60;
        stacks[i].bounds.height = 60;
    }
    foodtruck_rect lib[3 * PAGE], c[3 * PAGE];
    size_t n = 0, made = 0;
    if (foodtruck_layout_diagonal_stacks(stacks, PAGE, rtl != 0, lib, 3 * PAGE, &n) != FOODTRUCK_OK) return 1;
    for (size_t i = 0; i < PAGE; i++) made += diagonal_c(stacks[i].count, stacks[i].bounds, rtl, c + made);
    if (n != made || !same(lib, c, n)) {
        fprintf(stderr, "diagonal page: the library and the C baseline disagree\n");
        return 1;
    }
    volatile double sink = 0;
    double lib_seconds, c_seconds;
    const long reps = 100000;
    /* The direction a constant in the C loop, so that the compiler specializes it: the
     * fastest plain C there is for each. */
#define C_PAGE(direction)                                                                              \
    BENCH_PAIR(c_seconds,                                                                              \
               (made = 0, stacks[0].bounds.x = sink * 0, page_c(stacks, direction, c, &made),           \
                sink += (double)made + c[made - 1].x),                                                 \
               lib_seconds,                                                                            \
               (stacks[0].bounds.x = sink * 0,                                                         \
                sink += foodtruck_layout_diagonal_stacks(stacks, PAGE, rtl != 0, lib, 3 * PAGE, &n) +   \
                        lib[n - 1].x),                                                                 \
               5, reps)
    if (rtl) C_PAGE(1); else C_PAGE(0);
#undef C_PAGE
    printf("| diagonal stacks, a page of %d in one call, per stack%s | %.1f ns | %.1f ns | %.2f |\n", PAGE,
           rtl ? ", right to left" : "", lib_seconds * 1e9 / PAGE, c_seconds * 1e9 / PAGE, lib_seconds / c_seconds);
    return 0;
}

int main(void) {
    foodtruck_size *items = (foodtruck_size *)malloc(ITEMS * sizeof *items);
    if (items == NULL) return 1;
    uint64_t lcg = 88172645463325252u;
    for (size_t i = 0; i < ITEMS; i++) {
        lcg = lcg * 6364136223846793005u + 1442695040888963407u;
        items[i].width = 20 + (double)((lcg >> 33) % 100);
        lcg = lcg * 6364136223846793005u + 1442695040888963407u;
        items[i].height = 10 + (double)((lcg >> 33) % 30);
    }
    printf("| case | libfoodtruck | plain C | ratio (lib / C) |\n");
    printf("|---|---|---|---|\n");
    int failed = bench_flow(items, 0) || bench_flow(items, 1) || bench_diagonal() || bench_diagonal_page(0) ||
                 bench_diagonal_page(1);
    free(items);
    return failed;
}
