/* SPDX-License-Identifier: Apache-2.0 */
/* test_layout.c: the layouts through the C ABI (docs/domain.md §6).
 *
 * Every expected frame is computed here from the original's formulas, independently of the
 * library (docs/domain.md §6.1 diagonal stack, §6.2 hero tiling, §6.3 lattice, §6.4 flow, §6.5
 * width threshold, §6.6 gallery grid, §6.8 segmented gauge), plus its worked examples as
 * literal numbers; right to left is checked as the mirror x' = minX + maxX - x - width.
 * Numbers are compared with a tolerance of 1e-9. */
#include "check.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

#define TOLERANCE 1e-9

/* ---- Helpers ---------------------------------------------------------------------------- */

static double absolute(double v) { return v < 0 ? -v : v; }
static int near(double a, double b) { return absolute(a - b) <= TOLERANCE; }

static foodtruck_rect rect(double x, double y, double width, double height) {
    foodtruck_rect r;
    r.x = x;
    r.y = y;
    r.width = width;
    r.height = height;
    return r;
}

static foodtruck_size size_of(double width, double height) {
    foodtruck_size s;
    s.width = width;
    s.height = height;
    return s;
}

/* The rectangle of size w x h centred on (cx, cy). */
static foodtruck_rect centred(double cx, double cy, double w, double h) { return rect(cx - w / 2, cy - h / 2, w, h); }

/* The mirror of r inside bounds (right to left). */
static foodtruck_rect mirrored(foodtruck_rect r, foodtruck_rect bounds) {
    return rect(bounds.x + (bounds.x + bounds.width) - r.x - r.width, r.y, r.width, r.height);
}

#define CHECK_NEAR(actual, expected)                                                          \
    do {                                                                                      \
        double check_a_ = (actual), check_e_ = (expected);                                    \
        check_count++;                                                                        \
        if (!near(check_a_, check_e_)) {                                                      \
            check_failures++;                                                                 \
            fprintf(stderr, "%s:%d: %s is %.12g, expected %.12g\n", __FILE__, __LINE__,       \
                    #actual, check_a_, check_e_);                                             \
        }                                                                                     \
    } while (0)

/* Compares a frame with its expected value; `what` names the case in the message. */
static void check_rect_at(const char *file, int line, const char *what, size_t index, foodtruck_rect actual,
                          foodtruck_rect expected) {
    check_count++;
    if (!near(actual.x, expected.x) || !near(actual.y, expected.y) || !near(actual.width, expected.width) ||
        !near(actual.height, expected.height)) {
        check_failures++;
        fprintf(stderr, "%s:%d: %s frame %zu is (%.12g, %.12g, %.12g x %.12g), expected (%.12g, %.12g, %.12g x %.12g)\n",
                file, line, what, index, actual.x, actual.y, actual.width, actual.height, expected.x, expected.y,
                expected.width, expected.height);
    }
}
#define CHECK_RECT(what, index, actual, expected) check_rect_at(__FILE__, __LINE__, what, index, actual, expected)

/* ---- Diagonal stack (docs/domain.md §6.1) ----------------------------------------------- */

/* The original's placement, from the formulas: s = min(w, h), the working square at the
 * bottom-trailing corner, anchors from its centre C. Returns the number of frames. */
static size_t diagonal_expected(size_t count, foodtruck_rect b, foodtruck_rect out[3]) {
    double s = b.width < b.height ? b.width : b.height;
    double cx = b.x + b.width - s / 2;
    double cy = b.y + b.height - s / 2;
    if (count == 0) return 0;
    if (count == 1) {
        out[0] = centred(cx, cy, s, s);
        return 1;
    }
    if (count == 2) {
        out[0] = centred(cx - 0.15 * s, cy - 0.20 * s, 0.7 * s, 0.7 * s);
        out[1] = centred(cx + 0.15 * s, cy + 0.20 * s, 0.7 * s, 0.7 * s);
        return 2;
    }
    out[0] = centred(cx - 0.15 * s, cy - 0.23 * s, 0.7 * s, 0.65 * s);
    out[1] = centred(cx, cy, 0.65 * s, 0.65 * s);
    out[2] = centred(cx + 0.15 * s, cy + 0.23 * s, 0.7 * s, 0.65 * s);
    return 3;
}

static void test_diagonal_stack_formulas(void) {
    const foodtruck_rect bounds[] = {rect(0, 0, 60, 60), rect(0, 0, 200, 80), rect(0, 0, 50, 120), rect(13, -7, 90, 90)};
    const char *names[] = {"square 60x60", "wide 200x80", "tall 50x120", "offset (13,-7) 90x90"};
    for (size_t b = 0; b < sizeof bounds / sizeof bounds[0]; b++) {
        for (size_t count = 0; count <= 4; count++) {
            for (int rtl = 0; rtl <= 1; rtl++) {
                foodtruck_rect expected[3], frames[8];
                size_t want = diagonal_expected(count, bounds[b], expected);
                size_t got = 99;
                char what[96];
                snprintf(what, sizeof what, "diagonal %s, %zu donuts%s", names[b], count, rtl ? ", rtl" : "");
                CHECK_OK(foodtruck_layout_diagonal_stack(count, bounds[b], rtl != 0, frames, 8, &got));
                CHECK_INT(got, want);
                for (size_t i = 0; i < want && i < got; i++) {
                    CHECK_RECT(what, i, frames[i], rtl ? mirrored(expected[i], bounds[b]) : expected[i]);
                }
            }
        }
    }
}

/* The worked example of docs/domain.md §6.1 (s = 60, C = (30, 30)), as literal numbers. */
static void test_diagonal_stack_worked_example(void) {
    foodtruck_rect frames[3];
    size_t n = 0;
    CHECK_OK(foodtruck_layout_diagonal_stack(2, rect(0, 0, 60, 60), false, frames, 3, &n));
    CHECK_INT(n, 2);
    CHECK_RECT("example, 2 donuts", 0, frames[0], centred(21, 18, 42, 42));
    CHECK_RECT("example, 2 donuts", 1, frames[1], centred(39, 42, 42, 42));
    CHECK_NEAR(frames[0].x + frames[0].width / 2, 21);
    CHECK_NEAR(frames[1].y + frames[1].height / 2, 42);
    CHECK_OK(foodtruck_layout_diagonal_stack(3, rect(0, 0, 60, 60), false, frames, 3, &n));
    CHECK_INT(n, 3);
    CHECK_RECT("example, 3 donuts", 0, frames[0], centred(21, 16.2, 42, 39));
    CHECK_RECT("example, 3 donuts", 1, frames[1], centred(30, 30, 39, 39));
    CHECK_RECT("example, 3 donuts", 2, frames[2], centred(39, 43.8, 42, 39));
    /* One donut fills the square; later subviews are front-most (bottom-right last). */
    CHECK_OK(foodtruck_layout_diagonal_stack(1, rect(0, 0, 60, 60), false, frames, 3, &n));
    CHECK_INT(n, 1);
    CHECK_RECT("example, 1 donut", 0, frames[0], rect(0, 0, 60, 60));
    /* Right to left in a 200 x 80: the working square moves to the bottom-left corner. */
    CHECK_OK(foodtruck_layout_diagonal_stack(1, rect(0, 0, 200, 80), true, frames, 3, &n));
    CHECK_RECT("rtl wide, 1 donut", 0, frames[0], rect(0, 0, 80, 80));
    CHECK_OK(foodtruck_layout_diagonal_stack(1, rect(0, 0, 200, 80), false, frames, 3, &n));
    CHECK_RECT("ltr wide, 1 donut", 0, frames[0], rect(120, 0, 80, 80));
}

static void test_diagonal_stack_buffers(void) {
    foodtruck_rect frames[3];
    size_t n = 99;
    /* A size query, then too small: nothing written but the count. */
    CHECK_OK(foodtruck_layout_diagonal_stack(7, rect(0, 0, 60, 60), false, NULL, 0, &n));
    CHECK_INT(n, 3);
    frames[0] = rect(-1, -1, -1, -1);
    n = 0;
    CHECK_STATUS(foodtruck_layout_diagonal_stack(2, rect(0, 0, 60, 60), false, frames, 1, &n), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(n, 2);
    CHECK(frames[0].x == -1 && frames[0].width == -1);
    /* Zero-size bounds are valid and give empty frames. */
    CHECK_OK(foodtruck_layout_diagonal_stack(1, rect(5, 5, 0, 0), false, frames, 3, &n));
    CHECK_RECT("empty bounds", 0, frames[0], rect(5, 5, 0, 0));
}

/* The batch form: each stack's frames as foodtruck_layout_diagonal_stack() gives them, one stack
 * after another; a stack the library refuses is named and nothing is written. */
static void test_diagonal_stacks(void) {
    const foodtruck_diagonal_stack stacks[] = {
        {rect(0, 0, 60, 60), 3}, {rect(0, 60, 60, 60), 1}, {rect(0, 0, 10, 10), 0}, {rect(13, -7, 200, 80), 7}};
    foodtruck_rect frames[8];
    size_t n = 99;
    CHECK_OK(foodtruck_layout_diagonal_stacks(stacks, 4, false, frames, 8, &n));
    CHECK_INT(n, 7); /* 3 + 1 + 0 + min(7, 3) */
    /* The worked example of docs/domain.md §6.1, then one donut filling the second square. */
    CHECK_RECT("batch, stack 0", 0, frames[0], centred(21, 16.2, 42, 39));
    CHECK_RECT("batch, stack 0", 1, frames[1], centred(30, 30, 39, 39));
    CHECK_RECT("batch, stack 0", 2, frames[2], centred(39, 43.8, 42, 39));
    CHECK_RECT("batch, stack 1", 0, frames[3], rect(0, 60, 60, 60));
    for (int rtl = 0; rtl <= 1; rtl++) {
        CHECK_OK(foodtruck_layout_diagonal_stacks(stacks, 4, rtl != 0, frames, 8, &n));
        size_t at = 0;
        for (size_t s = 0; s < 4; s++) {
            foodtruck_rect one[3];
            size_t shown = 99;
            CHECK_OK(foodtruck_layout_diagonal_stack(stacks[s].count, stacks[s].bounds, rtl != 0, one, 3, &shown));
            for (size_t i = 0; i < shown && at < 8; i++, at++) {
                CHECK_RECT(rtl ? "batch rtl" : "batch", at, frames[at], one[i]);
            }
        }
        CHECK_INT(at, 7);
    }
    /* A size query, too few frames, no stacks. */
    CHECK_OK(foodtruck_layout_diagonal_stacks(stacks, 4, false, NULL, 0, &n));
    CHECK_INT(n, 7);
    frames[0] = rect(-1, -1, -1, -1);
    CHECK_STATUS(foodtruck_layout_diagonal_stacks(stacks, 4, false, frames, 6, &n), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(n, 7);
    CHECK(frames[0].x == -1);
    CHECK_OK(foodtruck_layout_diagonal_stacks(NULL, 0, false, frames, 8, &n));
    CHECK_INT(n, 0);
    /* Stack 2 of 3 has a NaN width: refused by its index, nothing written, even for a size query. */
    const foodtruck_diagonal_stack bad[] = {{rect(0, 0, 60, 60), 2}, {rect(0, 0, 60, 60), 1}, {rect(0, 0, NAN, 60), 1}};
    n = 99;
    CHECK_STATUS(foodtruck_layout_diagonal_stacks(bad, 3, false, frames, 8, &n), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK(strstr(foodtruck_last_error(), "stacks[2]") != NULL);
    CHECK(frames[0].x == -1);
    CHECK_STATUS(foodtruck_layout_diagonal_stacks(bad, 3, false, NULL, 0, &n), FOODTRUCK_ERR_INVALID_ARGUMENT);
}

/* The Truck card's lattice at the card's 180 high: 460 wide gives cells of min(92, 60) = 60, so
 * 300 x 180, centred by the shell; 200 wide, cells of 40: 200 x 120. */
static void test_donut_lattice_size(void) {
    foodtruck_size size = size_of(-1, -1);
    CHECK_OK(foodtruck_layout_donut_lattice_size(460, 180, &size));
    CHECK_NEAR(size.width, 300);
    CHECK_NEAR(size.height, 180);
    CHECK_OK(foodtruck_layout_donut_lattice_size(200, 180, &size));
    CHECK_NEAR(size.width, 200);
    CHECK_NEAR(size.height, 120);
    CHECK_STATUS(foodtruck_layout_donut_lattice_size(NAN, 180, &size), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_NEAR(size.width, 200);
}

static void test_diagonal_stack_size(void) {
    foodtruck_size size = size_of(-1, -1);
    CHECK_OK(foodtruck_layout_diagonal_stack_size(FOODTRUCK_UNSPECIFIED, FOODTRUCK_UNSPECIFIED, &size));
    CHECK_NEAR(size.width, 60);
    CHECK_NEAR(size.height, 60);
    CHECK_OK(foodtruck_layout_diagonal_stack_size(FOODTRUCK_UNSPECIFIED, 40, &size));
    CHECK_NEAR(size.width, 40);
    CHECK_NEAR(size.height, 40);
    CHECK_OK(foodtruck_layout_diagonal_stack_size(100, FOODTRUCK_UNSPECIFIED, &size));
    CHECK_NEAR(size.width, 60);
    CHECK_NEAR(size.height, 60);
    CHECK_OK(foodtruck_layout_diagonal_stack_size(-5, -0.5, &size)); /* any negative is unspecified */
    CHECK_NEAR(size.width, 60);
    CHECK_OK(foodtruck_layout_diagonal_stack_size(200, 80, &size));
    CHECK_NEAR(size.width, 80);
    CHECK_NEAR(size.height, 80);
    CHECK_OK(foodtruck_layout_diagonal_stack_size(50, 120, &size));
    CHECK_NEAR(size.width, 50);
    CHECK_NEAR(size.height, 50);
    CHECK_OK(foodtruck_layout_diagonal_stack_size(INFINITY, 70, &size));
    CHECK_NEAR(size.width, 70);
    CHECK_OK(foodtruck_layout_diagonal_stack_size(0, 70, &size));
    CHECK_NEAR(size.width, 0);
    /* NaN is refused and the output is not written. */
    size = size_of(-1, -1);
    CHECK_STATUS(foodtruck_layout_diagonal_stack_size(NAN, 60, &size), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_layout_diagonal_stack_size(60, NAN, &size), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK(size.width == -1 && size.height == -1);
    CHECK(strstr(foodtruck_last_error(), "foodtruck_layout_diagonal_stack_size") != NULL);
}

/* ---- Flow (docs/domain.md §6.4) -------------------------------------------------------- */

static foodtruck_status flow(const foodtruck_size *items, size_t count, double width, double spacing, int h, int v, bool rtl,
                      foodtruck_rect *frames, foodtruck_size *size) {
    size_t n = 99;
    foodtruck_status status = foodtruck_layout_flow(items, count, width, spacing, spacing, (foodtruck_horizontal_alignment)h,
                                      (foodtruck_vertical_alignment)v, rtl, frames, count, &n, size);
    if (status == FOODTRUCK_OK) CHECK_INT(n, count);
    return status;
}

static const foodtruck_size WORKED[4] = {{30, 10}, {40, 20}, {50, 15}, {20, 10}};

static void test_flow_worked_example(void) {
    foodtruck_rect frames[4];
    foodtruck_size size;
    CHECK_OK(flow(WORKED, 4, 100, 10, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, false, frames, &size));
    CHECK_NEAR(size.width, 80);
    CHECK_NEAR(size.height, 45);
    CHECK_RECT("flow example", 0, frames[0], rect(0, 0, 30, 10));
    CHECK_RECT("flow example", 1, frames[1], rect(40, 0, 40, 20));
    CHECK_RECT("flow example", 2, frames[2], rect(0, 30, 50, 15)); /* row 2 starts at y 30 */
    CHECK_RECT("flow example", 3, frames[3], rect(60, 30, 20, 10));
    /* The original's default: centred, middle. Both rows are 80 wide: no horizontal shift. */
    CHECK_OK(flow(WORKED, 4, 100, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, false, frames, &size));
    CHECK_RECT("flow example centred", 0, frames[0], rect(0, 5, 30, 10));
    CHECK_RECT("flow example centred", 1, frames[1], rect(40, 0, 40, 20));
    CHECK_RECT("flow example centred", 2, frames[2], rect(0, 30, 50, 15));
    CHECK_RECT("flow example centred", 3, frames[3], rect(60, 32.5, 20, 10));
    /* Right to left: mirrored in the whole (80 wide). */
    CHECK_OK(flow(WORKED, 4, 100, 10, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, true, frames, &size));
    CHECK_NEAR(size.width, 80);
    CHECK_NEAR(size.height, 45);
    CHECK_RECT("flow example rtl", 0, frames[0], rect(50, 0, 30, 10));
    CHECK_RECT("flow example rtl", 1, frames[1], rect(0, 0, 40, 20));
    CHECK_RECT("flow example rtl", 2, frames[2], rect(30, 30, 50, 15));
    CHECK_RECT("flow example rtl", 3, frames[3], rect(0, 30, 20, 10));
}

/* Rows of different widths: {0} 60 wide and {1, 2} 90 wide (50 + 10 + 30), heights 10 and 20. */
static void test_flow_alignments(void) {
    static const foodtruck_size items[3] = {{60, 10}, {50, 20}, {30, 10}};
    static const double hx[3] = {0, 0.5, 1};  /* leading, center, trailing */
    static const double vy[3] = {0, 0.5, 1};  /* top, middle, bottom */
    for (int h = 0; h < 3; h++) {
        for (int v = 0; v < 3; v++) {
            for (int rtl = 0; rtl <= 1; rtl++) {
                foodtruck_rect frames[3];
                foodtruck_size size;
                char what[64];
                snprintf(what, sizeof what, "flow h%d v%d%s", h, v, rtl ? " rtl" : "");
                CHECK_OK(flow(items, 3, 100, 10, h, v, rtl != 0, frames, &size));
                CHECK_NEAR(size.width, 90);
                CHECK_NEAR(size.height, 40);
                foodtruck_rect whole = rect(0, 0, 90, 40);
                foodtruck_rect expected[3];
                expected[0] = rect((90 - 60) * hx[h], 0, 60, 10);
                expected[1] = rect(0, 20, 50, 20);
                expected[2] = rect(60, 20 + (20 - 10) * vy[v], 30, 10);
                for (size_t i = 0; i < 3; i++) {
                    CHECK_RECT(what, i, frames[i], rtl ? mirrored(expected[i], whole) : expected[i]);
                }
            }
        }
    }
    /* Literal spot checks: trailing puts the short row at x 30; bottom puts item 2 at y 30. */
    foodtruck_rect frames[3];
    foodtruck_size size;
    CHECK_OK(flow(items, 3, 100, 10, FOODTRUCK_ALIGN_TRAILING, FOODTRUCK_ALIGN_BOTTOM, false, frames, &size));
    CHECK_NEAR(frames[0].x, 30);
    CHECK_NEAR(frames[2].y, 30);
    CHECK_OK(flow(items, 3, 100, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, false, frames, &size));
    CHECK_NEAR(frames[0].x, 15);
    CHECK_NEAR(frames[2].y, 25);
    /* Leading right to left hugs the right edge. */
    CHECK_OK(flow(items, 3, 100, 10, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, true, frames, &size));
    CHECK_NEAR(frames[0].x, 30);
    CHECK_NEAR(frames[1].x, 40);
    CHECK_NEAR(frames[2].x, 0);
}

static void test_flow_edges(void) {
    foodtruck_rect frames[8];
    foodtruck_size size;
    size_t n = 99;
    /* An item wider than the row sits alone and overflows; the next one starts a new row. */
    static const foodtruck_size wide[3] = {{20, 10}, {80, 10}, {20, 10}};
    CHECK_OK(flow(wide, 3, 50, 10, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, false, frames, &size));
    CHECK_NEAR(size.width, 80);
    CHECK_NEAR(size.height, 50);
    CHECK_RECT("flow overflow", 0, frames[0], rect(0, 0, 20, 10));
    CHECK_RECT("flow overflow", 1, frames[1], rect(0, 20, 80, 10));
    CHECK_RECT("flow overflow", 2, frames[2], rect(0, 40, 20, 10));
    /* ... also as the first item, which never breaks a row. */
    static const foodtruck_size first_wide[2] = {{120, 10}, {10, 10}};
    CHECK_OK(flow(first_wide, 2, 100, 10, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, false, frames, &size));
    CHECK_RECT("flow first overflows", 0, frames[0], rect(0, 0, 120, 10));
    CHECK_RECT("flow first overflows", 1, frames[1], rect(0, 20, 10, 10));
    CHECK_NEAR(size.width, 120);

    /* Zero items: size 0 x 0, no frames; items may be NULL. */
    size = size_of(-1, -1);
    CHECK_OK(foodtruck_layout_flow(NULL, 0, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, false, NULL, 0, &n, &size));
    CHECK_INT(n, 0);
    CHECK_NEAR(size.width, 0);
    CHECK_NEAR(size.height, 0);
    size = size_of(-1, -1);
    CHECK_OK(foodtruck_layout_flow(WORKED, 0, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, true, frames, 8, &n, &size));
    CHECK_INT(n, 0);
    CHECK_NEAR(size.width, 0);
    CHECK_NEAR(size.height, 0);

    /* Unspecified width reads as 10: 5 + 1 + 4 fits exactly, 3 more does not. */
    static const foodtruck_size small[3] = {{5, 5}, {4, 5}, {3, 5}};
    CHECK_OK(flow(small, 3, FOODTRUCK_UNSPECIFIED, 1, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, false, frames, &size));
    CHECK_RECT("flow unspecified", 0, frames[0], rect(0, 0, 5, 5));
    CHECK_RECT("flow unspecified", 1, frames[1], rect(6, 0, 4, 5));
    CHECK_RECT("flow unspecified", 2, frames[2], rect(0, 6, 3, 5));
    CHECK_NEAR(size.width, 10);
    CHECK_NEAR(size.height, 11);
    CHECK_OK(flow(WORKED, 4, -7, 10, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, false, frames, &size));
    CHECK_NEAR(size.width, 50); /* every worked item is wider than 10: one row each */
    CHECK_NEAR(size.height, 10 + 20 + 15 + 10 + 3 * 10);

    /* An infinite width gives one row, the items side by side. */
    CHECK_OK(flow(WORKED, 4, INFINITY, 10, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, false, frames, &size));
    CHECK_RECT("flow infinite width", 0, frames[0], rect(0, 0, 30, 10));
    CHECK_RECT("flow infinite width", 1, frames[1], rect(40, 0, 40, 20));
    CHECK_RECT("flow infinite width", 2, frames[2], rect(90, 0, 50, 15));
    CHECK_RECT("flow infinite width", 3, frames[3], rect(150, 0, 20, 10));
    CHECK_NEAR(size.width, 170);
    CHECK_NEAR(size.height, 20);
    /* A width that is exactly the row fits it (<=, not <). */
    CHECK_OK(flow(WORKED, 2, 80, 10, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, false, frames, &size));
    CHECK_NEAR(frames[1].y, 0);
    CHECK_NEAR(size.width, 80);
    CHECK_OK(flow(WORKED, 2, 79.5, 10, FOODTRUCK_ALIGN_LEADING, FOODTRUCK_ALIGN_TOP, false, frames, &size));
    CHECK_NEAR(frames[1].x, 0);
    CHECK_NEAR(frames[1].y, 20);

    /* Buffers: a size query writes the count and the size; too small writes only the count. */
    size = size_of(-1, -1);
    CHECK_OK(foodtruck_layout_flow(WORKED, 4, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, false, NULL, 0, &n, &size));
    CHECK_INT(n, 4);
    CHECK_NEAR(size.width, 80);
    CHECK_NEAR(size.height, 45);
    size = size_of(-1, -1);
    frames[0] = rect(-1, -1, -1, -1);
    n = 0;
    CHECK_STATUS(foodtruck_layout_flow(WORKED, 4, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, false, frames, 3, &n, &size),
                 FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(n, 4);
    CHECK(frames[0].x == -1);
    CHECK(size.width == -1 && size.height == -1);
}

/* ---- Hero tiling (docs/domain.md §6.2) --------------------------------------------------- */

/* The original's arithmetic: hero = min((w - 10) / 2, h), centred; tiles (hero - 10) / 2 at the
 * tile square's corners, anchored by the unit point (xPos, yPos). */
static foodtruck_rect hero_expected(size_t index, foodtruck_rect b) {
    double hero = (b.width - 10) / 2 < b.height ? (b.width - 10) / 2 : b.height;
    double ox = b.x + (b.width - (2 * hero + 10)) / 2, oy = b.y + (b.height - hero) / 2;
    if (index == 0) return rect(ox, oy, hero, hero);
    size_t k = index - 1;
    double xpos = (double)(k % 2), ypos = k < 2 ? 0 : 1;
    double tile = (hero - 10) / 2;
    double px = ox + hero + 10 + xpos * hero, py = oy + ypos * hero;
    return rect(px - xpos * tile, py - ypos * tile, tile, tile);
}

/* Cupertino's two spots on a 100 x 100 map inset by 10, worked by hand (Tests/FoodTruckKitTests/
 * Layout/SpotMapTests.swift shows the arithmetic): Apple Park east and north at (90, 42.644),
 * Infinite Loop at (10, 57.356); a city that is none refused, the buffer untouched. */
static void test_spot_map(void) {
    foodtruck_point centres[4] = {{-7, -7}, {-7, -7}, {-7, -7}, {-7, -7}};
    size_t n = 0;
    CHECK_OK(foodtruck_layout_spot_map(FOODTRUCK_CITY_CUPERTINO, rect(0, 0, 100, 100), 10, centres, 4, &n));
    CHECK_INT(n, 2);
    CHECK(fabs(centres[0].x - 90) < 0.001 && fabs(centres[0].y - 42.644) < 0.001);
    CHECK(fabs(centres[1].x - 10) < 0.001 && fabs(centres[1].y - 57.356) < 0.001);
    centres[0].x = -7;
    CHECK_STATUS(foodtruck_layout_spot_map(FOODTRUCK_CITY_ALL, rect(0, 0, 100, 100), 10, centres, 4, &n),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_layout_spot_map(FOODTRUCK_CITY_LONDON, rect(0, 0, 100, 100), NAN, centres, 4, &n),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK(centres[0].x == -7);
}

static void test_hero_tiling(void) {
    foodtruck_rect frames[8];
    size_t n = 0;
    /* The document's example, as literal numbers. */
    CHECK_OK(foodtruck_layout_hero_tiling(5, rect(0, 0, 210, 100), false, frames, 8, &n));
    CHECK_INT(n, 5);
    CHECK_RECT("hero example", 0, frames[0], rect(0, 0, 100, 100));
    CHECK_RECT("hero example", 1, frames[1], rect(110, 0, 45, 45));
    CHECK_RECT("hero example", 2, frames[2], rect(165, 0, 45, 45));
    CHECK_RECT("hero example", 3, frames[3], rect(110, 55, 45, 45));
    CHECK_RECT("hero example", 4, frames[4], rect(165, 55, 45, 45));
    CHECK_OK(foodtruck_layout_hero_tiling(5, rect(0, 0, 210, 100), true, frames, 8, &n));
    CHECK_RECT("hero example rtl", 0, frames[0], rect(110, 0, 100, 100));
    CHECK_RECT("hero example rtl", 1, frames[1], rect(55, 0, 45, 45));
    CHECK_RECT("hero example rtl", 4, frames[4], rect(0, 55, 45, 45));
    /* Other bounds, against the formulas; a 6th subview overlaps the bottom-left tile. */
    const foodtruck_rect bounds[] = {rect(0, 0, 210, 100), rect(10, 20, 300, 100), rect(0, 0, 210, 160),
                              rect(-5, 3, 90, 200), rect(0, 0, 30, 30)};
    for (size_t b = 0; b < sizeof bounds / sizeof bounds[0]; b++) {
        for (size_t count = 0; count <= 6; count++) {
            for (int rtl = 0; rtl <= 1; rtl++) {
                char what[64];
                snprintf(what, sizeof what, "hero bounds %zu, %zu%s", b, count, rtl ? " rtl" : "");
                CHECK_OK(foodtruck_layout_hero_tiling(count, bounds[b], rtl != 0, frames, 8, &n));
                CHECK_INT(n, count);
                for (size_t i = 0; i < count && i < n; i++) {
                    foodtruck_rect e = hero_expected(i, bounds[b]);
                    CHECK_RECT(what, i, frames[i], rtl ? mirrored(e, bounds[b]) : e);
                }
            }
        }
    }
    /* Bounds too narrow for the 10 pt gaps give empty frames, never negative sizes (as the
     * lattice and the gauge clamp theirs at 0). */
    const foodtruck_rect narrow[] = {rect(0, 0, 20, 10), rect(0, 0, 4, 10), rect(0, 0, 0, 0)};
    for (size_t b = 0; b < sizeof narrow / sizeof narrow[0]; b++) {
        CHECK_OK(foodtruck_layout_hero_tiling(5, narrow[b], false, frames, 8, &n));
        size_t negative = 0;
        for (size_t i = 0; i < n; i++) negative += !(frames[i].width >= 0 && frames[i].height >= 0);
        check_count++;
        if (negative > 0) {
            check_failures++;
            fprintf(stderr, "%s:%d: hero tiling in %g x %g: %zu of %zu frames have a negative size (hero %g x %g, "
                    "tile %g x %g)\n", __FILE__, __LINE__, narrow[b].width, narrow[b].height, negative, n,
                    frames[0].width, frames[0].height, frames[1].width, frames[1].height);
        }
    }
    CHECK_OK(foodtruck_layout_hero_tiling(6, rect(0, 0, 210, 100), false, frames, 8, &n));
    CHECK_RECT("hero 6th", 5, frames[5], rect(110, 55, 45, 45));
    CHECK_OK(foodtruck_layout_hero_tiling(1000000, rect(0, 0, 210, 100), false, NULL, 0, &n));
    CHECK_INT(n, 1000000);
    CHECK_STATUS(foodtruck_layout_hero_tiling(5, rect(0, 0, 210, 100), false, frames, 4, &n), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(n, 5);
}

/* ---- Lattice (docs/domain.md §6.3) ------------------------------------------------------- */

static size_t lattice_expected(size_t count, foodtruck_rect b, foodtruck_rect out[14]) {
    double cell = b.width / 5 < b.height / 3 ? b.width / 5 : b.height / 3;
    double ox = b.x + b.width - 5 * cell, oy = b.y + b.height - 3 * cell;
    double side = cell - 10 > 0 ? cell - 10 : 0;
    size_t n = 0;
    for (int row = 0; row < 3; row++) {
        int cells = row % 2 == 0 ? 5 : 4;
        double shift = row % 2 == 0 ? 0 : cell / 2;
        for (int column = 0; column < cells && n < count; column++) {
            out[n++] = rect(ox + shift + column * cell + 5, oy + row * cell + 5, side, side);
        }
    }
    return n;
}

static void test_donut_lattice(void) {
    foodtruck_rect frames[20];
    size_t n = 0;
    /* 250 x 150: cells of 50, insets 5; odd row shifted by 25. */
    CHECK_OK(foodtruck_layout_donut_lattice(20, rect(0, 0, 250, 150), false, frames, 20, &n));
    CHECK_INT(n, 14);
    CHECK_RECT("lattice", 0, frames[0], rect(5, 5, 40, 40));
    CHECK_RECT("lattice", 4, frames[4], rect(205, 5, 40, 40));
    CHECK_RECT("lattice", 5, frames[5], rect(30, 55, 40, 40));
    CHECK_RECT("lattice", 8, frames[8], rect(180, 55, 40, 40));
    CHECK_RECT("lattice", 9, frames[9], rect(5, 105, 40, 40));
    CHECK_RECT("lattice", 13, frames[13], rect(205, 105, 40, 40));
    /* Anchored bottom-trailing: a wide card pushes the grid right, a tall one down. */
    CHECK_OK(foodtruck_layout_donut_lattice(1, rect(0, 0, 400, 150), false, frames, 20, &n));
    CHECK_RECT("lattice wide", 0, frames[0], rect(155, 5, 40, 40));
    CHECK_OK(foodtruck_layout_donut_lattice(1, rect(0, 0, 250, 300), false, frames, 20, &n));
    CHECK_RECT("lattice tall", 0, frames[0], rect(5, 155, 40, 40));
    CHECK_OK(foodtruck_layout_donut_lattice(1, rect(0, 0, 400, 150), true, frames, 20, &n));
    CHECK_RECT("lattice wide rtl", 0, frames[0], rect(205, 5, 40, 40));
    const foodtruck_rect bounds[] = {rect(0, 0, 250, 150), rect(0, 0, 400, 150), rect(0, 0, 250, 300),
                              rect(7, -3, 333, 181), rect(0, 0, 30, 30)};
    const size_t counts[] = {0, 1, 5, 6, 9, 10, 13, 14, 15, 100};
    for (size_t b = 0; b < sizeof bounds / sizeof bounds[0]; b++) {
        for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++) {
            for (int rtl = 0; rtl <= 1; rtl++) {
                foodtruck_rect expected[14];
                char what[64];
                size_t want = lattice_expected(counts[c], bounds[b], expected);
                snprintf(what, sizeof what, "lattice bounds %zu, %zu%s", b, counts[c], rtl ? " rtl" : "");
                CHECK_OK(foodtruck_layout_donut_lattice(counts[c], bounds[b], rtl != 0, frames, 20, &n));
                CHECK_INT(n, want);
                for (size_t i = 0; i < want && i < n; i++) {
                    CHECK_RECT(what, i, frames[i], rtl ? mirrored(expected[i], bounds[b]) : expected[i]);
                }
            }
        }
    }
    CHECK_OK(foodtruck_layout_donut_lattice(SIZE_MAX / 2, rect(0, 0, 250, 150), false, NULL, 0, &n));
    CHECK_INT(n, 14);
    CHECK_STATUS(foodtruck_layout_donut_lattice(14, rect(0, 0, 250, 150), false, frames, 13, &n), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(n, 14);
}

/* ---- Width threshold, gallery grid (docs/domain.md §6.5, §6.6) --------------------------- */

static void test_is_compact(void) {
    static const struct {
        double width, threshold;
        bool large_text, compact;
    } cases[] = {
        {0, 400, false, true},      {399, 400, false, true},     {399.999, 400, false, true},
        {400, 400, false, false},   {401, 400, false, false},    {1200, 400, false, false},
        {519.5, 520, false, true},  {520, 520, false, false},    {450, 520, false, true},
        {1000, 400, true, true},    {400, 400, true, true},      {0, 0, false, false},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        bool compact = !cases[i].compact;
        CHECK_OK(foodtruck_layout_is_compact(cases[i].width, cases[i].threshold, cases[i].large_text, &compact));
        if (compact != cases[i].compact) {
            check_failures++;
            fprintf(stderr, "%s:%d: is_compact(%g, %g, %d) is %d\n", __FILE__, __LINE__, cases[i].width,
                    cases[i].threshold, cases[i].large_text, compact);
        }
        check_count++;
    }
}

static void test_gallery_grid(void) {
    static const struct {
        double width;
        bool large_text;
        int columns; /* literal, from docs/domain.md §6.6: adaptive columns, 20 pt gaps */
    } cases[] = {
        {320, false, 2}, {390, false, 3}, {391, false, 2}, {800, false, 4}, {1200, false, 7},
        {800, true, 6},  {0, false, 1},   {50, false, 1},  {100, false, 1}, {220, false, 2},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        double w = cases[i].width;
        bool reduced = cases[i].large_text || w <= 390;
        double minimum = reduced ? 100 : 150;
        int columns = (int)((w + 20) / (minimum + 20));
        if (columns < 1) columns = 1;
        double cell = (w - 20 * (columns - 1)) / columns;
        foodtruck_gallery_grid grid;
        memset(&grid, 0xab, sizeof grid);
        CHECK_OK(foodtruck_layout_gallery_grid(w, cases[i].large_text, &grid));
        CHECK_INT(columns, cases[i].columns); /* the test's own formula agrees with the table */
        CHECK_INT(grid.columns, cases[i].columns);
        CHECK_NEAR(grid.cell_width, cell);
        CHECK_NEAR(grid.thumbnail, reduced ? 60 : 100);
        CHECK_INT(grid.reduced, reduced);
    }
    foodtruck_gallery_grid grid;
    CHECK_OK(foodtruck_layout_gallery_grid(320, false, &grid));
    CHECK_NEAR(grid.cell_width, 150);
    CHECK_OK(foodtruck_layout_gallery_grid(391, false, &grid));
    CHECK_NEAR(grid.cell_width, 185.5);
    CHECK_OK(foodtruck_layout_gallery_grid(800, false, &grid));
    CHECK_NEAR(grid.cell_width, 185);
    CHECK_OK(foodtruck_layout_gallery_grid(1200, false, &grid));
    CHECK_NEAR(grid.cell_width, 1080.0 / 7);
    CHECK_OK(foodtruck_layout_gallery_grid(390, false, &grid));
    CHECK_NEAR(grid.cell_width, 350.0 / 3);
}

/* ---- Segmented gauge (docs/domain.md §6.8) ----------------------------------------------- */

static void test_segmented_gauge(void) {
    foodtruck_gauge_segment seg[32];
    size_t n = 0;
    /* The preview: 8 of 10 at width 200. */
    for (int rtl = 0; rtl <= 1; rtl++) {
        CHECK_OK(foodtruck_layout_segmented_gauge(8, 10, 200, rtl != 0, seg, 16, &n));
        CHECK_INT(n, 10);
        double w = (200.0 - 27.0) / 10.0;
        int filled = 0;
        for (size_t i = 0; i < n; i++) {
            double x = (double)i * (w + 3);
            foodtruck_rect e = rect(rtl ? 200 - x - w : x, 0, w, 11);
            char what[32];
            snprintf(what, sizeof what, "gauge 8/10%s", rtl ? " rtl" : "");
            CHECK_RECT(what, i, seg[i].frame, e);
            CHECK_INT(seg[i].filled, i < 8);
            filled += seg[i].filled;
            /* Leading corners of the first and trailing corners of the last are capsule-round;
             * right to left the physical sides swap. */
            double leading = i == 0 ? 5.5 : 2, trailing = i == n - 1 ? 5.5 : 2;
            CHECK_NEAR(seg[i].left_radius, rtl ? trailing : leading);
            CHECK_NEAR(seg[i].right_radius, rtl ? leading : trailing);
        }
        CHECK_INT(filled, 8);
    }
    CHECK_OK(foodtruck_layout_segmented_gauge(8, 10, 200, false, seg, 16, &n));
    CHECK_NEAR(seg[0].frame.width, 17.3);
    CHECK_NEAR(seg[9].frame.x + seg[9].frame.width, 200);
    CHECK_NEAR(seg[0].left_radius, 5.5);
    CHECK_NEAR(seg[0].right_radius, 2);
    CHECK_NEAR(seg[9].right_radius, 5.5);
    CHECK_OK(foodtruck_layout_segmented_gauge(8, 10, 200, true, seg, 16, &n));
    CHECK_NEAR(seg[0].frame.x, 200 - 17.3); /* right to left fills from the right */
    CHECK_NEAR(seg[0].right_radius, 5.5);
    CHECK_NEAR(seg[0].left_radius, 2);
    CHECK_NEAR(seg[9].frame.x, 0);
    CHECK_NEAR(seg[9].left_radius, 5.5);

    /* The value is clamped to 0...total. */
    static const struct { int32_t value, total, filled; } clamps[] = {
        {15, 10, 10}, {10, 10, 10}, {-3, 10, 0}, {0, 10, 0}, {INT32_MAX, 13, 13}, {INT32_MIN, 25, 0}, {7, 13, 7},
    };
    for (size_t c = 0; c < sizeof clamps / sizeof clamps[0]; c++) {
        CHECK_OK(foodtruck_layout_segmented_gauge(clamps[c].value, clamps[c].total, 300, false, seg, 32, &n));
        int filled = 0;
        for (size_t i = 0; i < n; i++) filled += seg[i].filled;
        CHECK_INT(n, clamps[c].total);
        if (filled != clamps[c].filled) {
            check_failures++;
            fprintf(stderr, "%s:%d: gauge %d of %d fills %d, expected %d\n", __FILE__, __LINE__, clamps[c].value,
                    clamps[c].total, filled, clamps[c].filled);
        }
        check_count++;
    }
    /* total <= 1: one capsule across the whole width. */
    const int32_t totals[] = {1, 0, -5, INT32_MIN};
    for (size_t t = 0; t < sizeof totals / sizeof totals[0]; t++) {
        CHECK_OK(foodtruck_layout_segmented_gauge(0, totals[t], 120, false, seg, 16, &n));
        CHECK_INT(n, 1);
        CHECK_RECT("gauge one capsule", 0, seg[0].frame, rect(0, 0, 120, 11));
        CHECK_NEAR(seg[0].left_radius, 5.5);
        CHECK_NEAR(seg[0].right_radius, 5.5);
        CHECK(!seg[0].filled);
    }
    CHECK_OK(foodtruck_layout_segmented_gauge(1, 1, 120, true, seg, 16, &n));
    CHECK(seg[0].filled);
    /* docs/domain.md §6.8: value = min(value, total) with the given total, then
     * total = max(total, 1): with a total of 0 (or below) nothing is filled, whatever the value. */
    CHECK_OK(foodtruck_layout_segmented_gauge(1, 0, 120, false, seg, 16, &n));
    CHECK_INT(n, 1);
    CHECK_INT(seg[0].filled, false);
    CHECK_OK(foodtruck_layout_segmented_gauge(3, -5, 120, false, seg, 16, &n));
    CHECK_INT(seg[0].filled, false);
    /* Buffers. */
    CHECK_OK(foodtruck_layout_segmented_gauge(8, 1000, 2997, false, NULL, 0, &n));
    CHECK_INT(n, 1000);
    CHECK_STATUS(foodtruck_layout_segmented_gauge(8, 10, 200, false, seg, 9, &n), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(n, 10);
    /* Exactly as wide as the 9 gaps of 3 points: segments of width 0, all inside the gauge. */
    CHECK_OK(foodtruck_layout_segmented_gauge(2, 10, 27, false, seg, 16, &n));
    CHECK_INT(n, 10);
    for (size_t i = 0; i < n; i++) {
        CHECK(seg[i].frame.width == 0);
        CHECK(seg[i].frame.x >= 0 && seg[i].frame.x + seg[i].frame.width <= 27);
    }
    /* Narrower than its gaps: refused, the output untouched (500 of 1,000 across 10 points
     * once placed segments up to x = 2997). */
    n = 77;
    CHECK_STATUS(foodtruck_layout_segmented_gauge(2, 10, 26.9, false, seg, 16, &n), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_layout_segmented_gauge(500, 1000, 10, false, seg, 16, &n), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_INT(n, 77);
}

int main(void) {
    test_diagonal_stack_formulas();
    test_diagonal_stack_worked_example();
    test_diagonal_stack_buffers();
    test_diagonal_stack_size();
    test_diagonal_stacks();
    test_flow_worked_example();
    test_flow_alignments();
    test_flow_edges();
    test_hero_tiling();
    test_spot_map();
    test_donut_lattice_size();
    test_donut_lattice();
    test_is_compact();
    test_gallery_grid();
    test_segmented_gauge();
    return check_report("test_layout");
}
