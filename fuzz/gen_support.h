/* SPDX-License-Identifier: Apache-2.0 */
/* gen_support.h: the argument decoders and status oracles the generated calls
 * (calls_generated.h, tools/gen_fuzz.py) use, hand-written once for every function. */
#ifndef FUZZ_GEN_SUPPORT_H
#define FUZZ_GEN_SUPPORT_H

#include "common.h"
#include "oracles.h"

/* The statuses a call may give when several of its errors apply: a bit per status. */
#ifndef FZ_BIT
#define FZ_BIT(status) (1u << (status))
#endif

/* Room for a text argument: the longest limit (a path's 4,096 bytes) plus one byte over it
 * and the NUL. */
#define FZ_GEN_TEXT_ROOM (FOODTRUCK_PATH_MAX_BYTES + 2)
/* The doubles a struct's pointer field may point to (a minute forecast's chances). */
#define FZ_GEN_POINTED 256

static inline bool fz_gen_instant_valid(int64_t at) { return at >= FZ_FIRST_INSTANT && at <= FZ_LAST_INSTANT; }

/* An int64_t field that is no instant: small most of the time, else the extremes or 64 bits. */
static inline int64_t fz_gen_i64(fz_input *in) {
    uint8_t pick = fz_u8(in);
    if (pick < 160) return (int64_t)(pick % 40) - 4;
    if (pick < 200) return (int64_t)fz_u16(in) * 100;
    if (pick < 210) return INT64_MAX;
    if (pick < 220) return INT64_MIN;
    uint64_t raw = fz_u64(in);
    int64_t value;
    memcpy(&value, &raw, sizeof value);
    return value;
}

/* A number in [low, high] most of the time (its ends and small offsets from low), else just
 * outside it (when the type has room) or anything the type holds. */
static inline int64_t fz_gen_signed(fz_input *in, int64_t low, int64_t high, int64_t type_low, int64_t type_high) {
    uint8_t pick = fz_u8(in);
    uint64_t span = (uint64_t)high - (uint64_t)low;
    if (pick < 150) return span < 40 ? low + (int64_t)(pick % (span + 1)) : low + (int64_t)(pick % 40);
    if (pick < 170) return high;
    if (pick < 185) return low;
    if (pick < 195 && low > type_low) return low - 1;
    if (pick < 205 && high < type_high) return high + 1;
    if (pick < 215 && span > 0) {
        /* In unsigned arithmetic: with a span of the whole type, low + an offset past INT64_MAX
         * would overflow as int64_t. */
        uint64_t sum = (uint64_t)low + fz_u64(in) % span;
        int64_t inside;
        memcpy(&inside, &sum, sizeof inside);
        return inside;
    }
    uint64_t raw = fz_u64(in);
    int64_t value;
    memcpy(&value, &raw, sizeof value);
    if (value < type_low) value = type_low;
    if (value > type_high) value = type_high;
    return value;
}

static inline uint64_t fz_gen_unsigned(fz_input *in, uint64_t low, uint64_t high) {
    uint8_t pick = fz_u8(in);
    uint64_t span = high - low;
    if (pick < 150) return span < 40 ? low + pick % (span + 1) : low + pick % 40;
    if (pick < 170) return high;
    if (pick < 185) return low;
    if (pick < 195 && high < UINT64_MAX) return high + 1;
    if (pick < 205) return (uint64_t)PTRDIFF_MAX + 1;
    return fz_u64(in);
}

/* An order number (1 to 40 mostly) and any other id (the catalog's 0 to 19 mostly). */
static inline int32_t fz_gen_order_number(fz_input *in) {
    uint8_t pick = fz_u8(in);
    return pick < 200 ? (int32_t)(pick % 40) + 1 : fz_i32(in);
}

static inline int32_t fz_gen_small_id(fz_input *in) {
    uint8_t pick = fz_u8(in);
    return pick < 200 ? (int32_t)(pick % 24) - 1 : fz_i32(in);
}

/* The doubles a pointer field points to: a static array (it outlives the call) from the input. */
static inline const double *fz_gen_pointed_doubles(fz_input *in) {
    static double values[FZ_GEN_POINTED];
    for (size_t i = 0; i < FZ_GEN_POINTED; i++) values[i] = fz_more(in) && (i < 8) ? fz_double(in) : 0.3;
    return values;
}

/* A text argument: a short one (fz_short_text; the byte 0, as past the input's end, gives ""),
 * NULL, or `limit` bytes and one byte more than the limit (ASCII, so only the length is wrong);
 * dst has FZ_GEN_TEXT_ROOM bytes. */
static inline const char *fz_gen_text(fz_input *in, char *dst, size_t limit) {
    uint8_t pick = fz_u8(in);
    if (pick >= 248) return NULL;
    if (pick >= 240 && limit + 2 <= FZ_GEN_TEXT_ROOM) {
        size_t length = limit + (pick & 1);
        memset(dst, 'a', length);
        dst[length] = '\0';
        return dst;
    }
    char small[64];
    fz_short_text(in, small);
    memcpy(dst, small, strlen(small) + 1);
    return dst;
}

/* What a text argument calls for: NULL, not UTF-8, longer than its limit. */
static inline unsigned fz_gen_text_wrong(const char *text, size_t limit) {
    if (text == NULL) return FZ_BIT(FOODTRUCK_ERR_NULL_ARGUMENT);
    size_t length = strlen(text);
    unsigned wrong = 0;
    if (!fz_utf8_valid(text, length)) wrong |= FZ_BIT(FOODTRUCK_ERR_INVALID_UTF8);
    if (length > limit) wrong |= FZ_BIT(FOODTRUCK_ERR_INVALID_ARGUMENT);
    return wrong;
}

/* A call with a wrong argument fails (never FOODTRUCK_OK or FOODTRUCK_ERR_BUFFER_TOO_SMALL), and
 * a status that names a class of wrong argument (a NULL pointer, text that is not UTF-8) names
 * one the harness made. Which error a call with several wrong arguments gives is its own
 * business, and a value the classes count as valid may still be wrong for the function (the
 * product "none" where a product is needed): INVALID_ARGUMENT, NOT_FOUND and the state errors
 * stay possible. `may` holds what arguments that may be wrong call for (a struct's NULL pointer,
 * which is fine where its count is 0). A dead handle's INVALID_HANDLE is fz_check_status's rule. */
static inline void fz_gen_expect(const char *function, const foodtruck_truck *truck, unsigned wrong, unsigned may,
                                 foodtruck_status status) {
    (void)truck;
    if (status == FOODTRUCK_ERR_INVALID_HANDLE) return;
    if (wrong != 0) {
        FZ_REQUIRE(status != FOODTRUCK_OK && status != FOODTRUCK_ERR_BUFFER_TOO_SMALL,
                   "%s gave %s with wrong arguments (they call for the statuses 0x%x)", function,
                   foodtruck_status_string(status), wrong);
    }
    if (status == FOODTRUCK_ERR_NULL_ARGUMENT || status == FOODTRUCK_ERR_INVALID_UTF8) {
        FZ_REQUIRE(((wrong | may) & FZ_BIT(status)) != 0, "%s gave %s, but the harness passed no such argument: %s", function,
                   foodtruck_status_string(status), foodtruck_last_error());
    }
}

/* The same for a buffer function, whose buffer may be wrong too (NULL with a capacity, a
 * capacity above PTRDIFF_MAX); returns the status for FZ_BUFFER_CALL. */
static inline foodtruck_status fz_gen_expect_buffer(const char *function, const foodtruck_truck *truck, unsigned wrong, unsigned may,
                                                    const void *buffer, size_t capacity, const size_t *length,
                                                    foodtruck_status status) {
    /* The buffer's own wrongs (oracles.h holds it to them) only widen what may be given. */
    if (buffer == NULL && capacity > 0) wrong |= FZ_BIT(FOODTRUCK_ERR_NULL_ARGUMENT);
    if (capacity > (size_t)PTRDIFF_MAX) wrong |= FZ_BIT(FOODTRUCK_ERR_INVALID_ARGUMENT);
    /* A NULL length is allowed but where a function says it needs it (foodtruck_event_poll). */
    if (length == NULL) may |= FZ_BIT(FOODTRUCK_ERR_NULL_ARGUMENT);
    fz_gen_expect(function, truck, wrong, may, status);
    return status;
}

#endif
