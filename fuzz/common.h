/* SPDX-License-Identifier: Apache-2.0 */
/* common.h: how the fuzz harnesses turn libFuzzer's bytes into arguments.
 *
 * Every harness reads its input through an fz_input cursor: bytes past the end read as 0, so
 * any input, even an empty one, decodes to a complete run. Values are drawn mostly from small
 * tables of interesting cases (limits, one past them, zero, negative, NaN, infinity) with an
 * escape to raw bytes, because uniformly random 64-bit numbers almost never hit a boundary and
 * the mutator copies table indices between inputs far more easily than exact doubles. Enum
 * arguments are mostly valid, sometimes outside the enum (made with memcpy, as the misuse
 * matrix does, so no cast changes their value).
 *
 * Header-only: each harness is one translation unit; unused helpers are static inline so they
 * cost nothing and raise no warning. */
#ifndef FUZZ_COMMON_H
#define FUZZ_COMMON_H

#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "foodtruck.h"

/* An instant in 2026 (the tests' T0), the start of every harness's clock. */
#define FZ_T0 INT64_C(1796000000000)
#define FZ_SECOND INT64_C(1000)
#define FZ_MINUTE (60 * FZ_SECOND)
#define FZ_HOUR (60 * FZ_MINUTE)
/* The instants the library accepts: the years 1 to 9999. */
#define FZ_FIRST_INSTANT INT64_C(-62135596800000)
#define FZ_LAST_INSTANT INT64_C(253402300799999)
/* Capacities just above the accepted range (PTRDIFF_MAX): a negative number cast to size_t. */
#define FZ_HUGE_CAPACITY ((size_t)PTRDIFF_MAX + 1)

#define FZ_NELEMS(array) (sizeof(array) / sizeof((array)[0]))

/* For the oracles' own loops over what a call wrote (sentinel bytes, UTF-8): libFuzzer does not
 * trace them, so their branches are not counted as coverage (an input is not kept for making
 * the oracles loop differently, only for reaching new code of the library or the harness's
 * choices) and a 128 KiB buffer is checked at memory speed, not one traced compare per byte. */
#define FZ_UNTRACED __attribute__((no_sanitize("coverage")))

typedef struct fz_input {
    const uint8_t *data;
    size_t size;
    size_t at;
} fz_input;

static inline fz_input fz_input_of(const uint8_t *data, size_t size) {
    fz_input in = {data, size, 0};
    return in;
}

static inline bool fz_more(const fz_input *in) { return in->at < in->size; }

static inline uint8_t fz_u8(fz_input *in) { return in->at < in->size ? in->data[in->at++] : 0; }

static inline uint16_t fz_u16(fz_input *in) {
    uint16_t low = fz_u8(in);
    return (uint16_t)(low | (uint16_t)fz_u8(in) << 8);
}

static inline uint32_t fz_u32(fz_input *in) {
    uint32_t low = fz_u16(in);
    return low | (uint32_t)fz_u16(in) << 16;
}

static inline uint64_t fz_u64(fz_input *in) {
    uint64_t low = fz_u32(in);
    return low | (uint64_t)fz_u32(in) << 32;
}

static inline bool fz_bool(fz_input *in) { return fz_u8(in) & 1; }

/* One of count choices, 0 to count - 1. */
static inline unsigned fz_choice(fz_input *in, unsigned count) { return fz_u8(in) % count; }

/* ---- Integers ------------------------------------------------------------------------------ */

/* An int32_t: small values around 0 most often, the extremes, or any 32 bits. */
static inline int32_t fz_i32(fz_input *in) {
    static const int32_t special[] = {0, 1, -1, 2, 3, 16, 17, 63, 64, 65, 99, 100, 1000, 1001,
                                      INT32_MAX, INT32_MIN, INT32_MAX - 1, INT32_MIN + 1};
    uint8_t pick = fz_u8(in);
    if (pick < 128) return (int32_t)(pick % 40) - 4;
    if (pick < 220) return special[pick % FZ_NELEMS(special)];
    uint32_t raw = fz_u32(in);
    int32_t value;
    memcpy(&value, &raw, sizeof value);
    return value;
}

/* A size_t count: small, around the library's limits, above PTRDIFF_MAX, or SIZE_MAX. */
static inline size_t fz_count(fz_input *in) {
    static const size_t special[] = {0, 1, 2, 3, 4, 5, 14, 15, 64, 65, 1000, 1000000, 1000001,
                                     (size_t)PTRDIFF_MAX, FZ_HUGE_CAPACITY, SIZE_MAX};
    uint8_t pick = fz_u8(in);
    if (pick < 160) return pick % 24;
    return special[pick % FZ_NELEMS(special)];
}

/* A raw enum value: valid (0 to count - 1, or from `first` when an enum starts below 0) most
 * of the time, else one just outside, far outside, or any 32 bits. */
static inline int fz_enum_raw(fz_input *in, int first, int count) {
    uint8_t pick = fz_u8(in);
    if (pick < 200) return first + (int)(pick % (unsigned)count);
    switch (pick % 6) {
    case 0: return first - 1;
    case 1: return first + count;
    case 2: return INT32_MAX;
    case 3: return INT32_MIN;
    case 4: return -2;
    default: return (int)fz_u32(in);
    }
}

/* Typed enum arguments, possibly out of range (memcpy keeps the value as C callers and FFIs
 * can pass it). */
#define FZ_DEFINE_ENUM(name, type, first, count)                                                  \
    static inline type name(fz_input *in) {                                                     \
        int raw = fz_enum_raw(in, (first), (count));                                            \
        type value;                                                                             \
        memcpy(&value, &raw, sizeof value);                                                     \
        return value;                                                                           \
    }
FZ_DEFINE_ENUM(fz_locale, foodtruck_locale, 0, 2)
FZ_DEFINE_ENUM(fz_flavor, foodtruck_flavor, 0, FOODTRUCK_FLAVOR_COUNT)
FZ_DEFINE_ENUM(fz_ingredient_kind, foodtruck_ingredient_kind, 0, 3)
FZ_DEFINE_ENUM(fz_order_status, foodtruck_order_status, 0, 4)
FZ_DEFINE_ENUM(fz_order_action, foodtruck_order_action, -1, 4)
FZ_DEFINE_ENUM(fz_order_sort, foodtruck_order_sort, 0, 4)
FZ_DEFINE_ENUM(fz_timeframe, foodtruck_timeframe, 0, 4)
FZ_DEFINE_ENUM(fz_city, foodtruck_city, -1, 4)
FZ_DEFINE_ENUM(fz_dismissal_policy, foodtruck_dismissal_policy, 0, 3)
FZ_DEFINE_ENUM(fz_text_slot, foodtruck_activity_text_slot, 0, 11)
FZ_DEFINE_ENUM(fz_sheet_slot, foodtruck_order_sheet_slot, 0, 3)
FZ_DEFINE_ENUM(fz_event_kind, foodtruck_event_kind, 0, 10)
FZ_DEFINE_ENUM(fz_navigation_label, foodtruck_navigation_label, 0, 45)
FZ_DEFINE_ENUM(fz_halign, foodtruck_horizontal_alignment, 0, 3)
FZ_DEFINE_ENUM(fz_valign, foodtruck_vertical_alignment, 0, 3)
FZ_DEFINE_ENUM(fz_chart_kind, foodtruck_chart_kind, 0, 3)
FZ_DEFINE_ENUM(fz_weather_condition, foodtruck_weather_condition, 0, 34)
FZ_DEFINE_ENUM(fz_temperature_unit, foodtruck_temperature_unit, 0, 2)
FZ_DEFINE_ENUM(fz_weather_text_kind, foodtruck_weather_text_kind, 0, 13)
FZ_DEFINE_ENUM(fz_panel, foodtruck_panel, 0, 11)
FZ_DEFINE_ENUM(fz_sidebar_section, foodtruck_sidebar_section, 0, 3)
FZ_DEFINE_ENUM(fz_step_kind, foodtruck_step_kind, 0, 4)
FZ_DEFINE_ENUM(fz_truck_card, foodtruck_truck_card, 0, 4)
FZ_DEFINE_ENUM(fz_widget_kind, foodtruck_widget_kind, 0, 3)
FZ_DEFINE_ENUM(fz_widget_family, foodtruck_widget_family, 0, 7)

/* The last foodtruck_status the header defines: the storage statuses (issue 14) end the list,
 * FOODTRUCK_ERR_UNCONFIRMED (a sync that failed) last. */
#define FZ_LAST_STATUS FOODTRUCK_ERR_UNCONFIRMED

/* A foodtruck_status value for foodtruck_status_string(): every code, and values that are none. */
FZ_DEFINE_ENUM(fz_status_value, foodtruck_status, 0, FZ_LAST_STATUS + 1)

/* ---- Instants ------------------------------------------------------------------------------ */

/* base + offset, saturated at the ends of int64_t (a base may itself be an extreme). */
static inline int64_t fz_add_instant(int64_t base, int64_t offset) {
    if (offset > 0 && base > INT64_MAX - offset) return INT64_MAX;
    if (offset < 0 && base < INT64_MIN - offset) return INT64_MIN;
    return base + offset;
}

/* An instant near `base` (the harness's clock) most of the time: a few seconds, minutes or
 * hours either side; else the edges of the accepted years, one past them, or the extremes. */
static inline int64_t fz_instant(fz_input *in, int64_t base) {
    static const int64_t offsets[] = {0, 1, FZ_SECOND, 5 * FZ_SECOND, 59 * FZ_SECOND, FZ_MINUTE,
                                      2 * FZ_MINUTE, 10 * FZ_MINUTE, FZ_HOUR, 4 * FZ_HOUR,
                                      8 * FZ_HOUR, 24 * FZ_HOUR, -1, -FZ_MINUTE, -FZ_HOUR,
                                      -30 * 24 * FZ_HOUR};
    static const int64_t absolute[] = {FZ_FIRST_INSTANT, FZ_LAST_INSTANT, FZ_FIRST_INSTANT - 1,
                                       FZ_LAST_INSTANT + 1, INT64_MIN, INT64_MAX, 0, FZ_T0};
    uint8_t pick = fz_u8(in);
    if (pick < 200) return fz_add_instant(base, offsets[pick % FZ_NELEMS(offsets)]);
    if (pick < 240) return absolute[pick % FZ_NELEMS(absolute)];
    uint64_t raw = fz_u64(in);
    int64_t value;
    memcpy(&value, &raw, sizeof value);
    return value;
}

/* ---- Doubles ------------------------------------------------------------------------------- */

/* A double for layout and chart arguments: a table of the cases that matter (signed zeros,
 * the 1e9 coordinate limit and just past it, the ±1e300 tick limit, subnormals, DBL_MAX,
 * infinities, NaN, FOODTRUCK_UNSPECIFIED, the widths the rules switch at), a small integer or eighth,
 * a large power of ten, or any 64 bits. */
static inline double fz_double(fz_input *in) {
    static const double special[] = {
        0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 3.0, 5.5, 10.0, 11.0, 20.0, 60.0, 100.0, 150.0, 320.0,
        390.0, 400.0, 520.0, 1000.0, 1e4, 10000.5, 1e6, 1e9, 1e9 + 1, -1e9, -1e9 - 1, 1e15,
        1e15 + 1, 1e300, -1e300, 1.0000000000000002e300, 1e-300, 5e-324, 2.2250738585072014e-308,
        1.7976931348623157e308, -1.7976931348623157e308, INFINITY, -INFINITY, NAN, -NAN,
        FOODTRUCK_UNSPECIFIED, -0.5, 0.1, 0.2, 999999503.0, 999999504.0, 1e-9, 4.94e-322};
    uint8_t pick = fz_u8(in);
    if (pick < 96) return special[pick % FZ_NELEMS(special)];
    if (pick < 176) return (double)(int16_t)fz_u16(in) / (pick & 1 ? 8.0 : 1.0);
    if (pick < 208) {
        /* A power of ten times a small factor: the scales where rounding bites. */
        int exponent = (int)(fz_u8(in) % 64) - 20;
        return (double)((int8_t)fz_u8(in)) * pow(10.0, exponent);
    }
    uint64_t raw = fz_u64(in);
    double value;
    memcpy(&value, &raw, sizeof value);
    return value;
}

/* ---- Text ---------------------------------------------------------------------------------- */

/* A NUL-terminated text from the input: its bytes up to the first NUL, at most `length` of
 * them, into dst (capacity at least length + 1); the NUL that ends it is consumed too, so that
 * the bytes after a text feed the arguments that follow it. Returns the text's length. */
static inline size_t fz_text_bytes(fz_input *in, char *dst, size_t length) {
    size_t available = in->size - in->at;
    if (length > available) length = available;
    const uint8_t *start = in->data + in->at;
    const uint8_t *nul = (const uint8_t *)memchr(start, 0, length);
    size_t taken = nul != NULL ? (size_t)(nul - start) : length;
    memcpy(dst, start, taken);
    dst[taken] = '\0';
    in->at += taken + (nul != NULL ? 1 : 0);
    return taken;
}

/* A short text argument (up to 63 bytes) for harnesses whose main business is not text: often
 * a word a search or link would really contain, else raw input bytes (any UTF-8 or not). */
static inline const char *fz_short_text(fz_input *in, char dst[64]) {
    static const char *const words[] = {"", "a", "Order", "#12", "12", "1203", "glaze", "Cosmos",
                                        "powdered", "\xd8\xaf\xd9\x88\xd9\x86\xd8\xa7\xd8\xaa",
                                        "\xd8\xa7", "\xd9\x8e", "\xc3", "\xff\xfe",
                                        "foodtruck://order/1201", "foodtruck://order/", "ORDER#"};
    uint8_t pick = fz_u8(in);
    if (pick < 128) {
        const char *word = words[pick % FZ_NELEMS(words)];
        size_t length = strlen(word);
        memcpy(dst, word, length + 1);
        return dst;
    }
    fz_text_bytes(in, dst, pick % 64);
    return dst;
}

#endif
