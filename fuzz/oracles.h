/* SPDX-License-Identifier: Apache-2.0 */
/* oracles.h: the conventions of include/foodtruck.h (its top comment) and docs/conventions.md
 * as checks the fuzz harnesses apply to every call. A violated convention calls abort() after
 * printing what was promised and what happened, so libFuzzer records the input as a crash just
 * as it does a sanitizer report.
 *
 * What is checked, for every call that returns a foodtruck_status:
 *   - the status is a foodtruck_status value (FOODTRUCK_OK to FZ_LAST_STATUS) that foodtruck_status_string names;
 *   - foodtruck_last_error() is "" after FOODTRUCK_OK, and after a failure it names the function (the
 *     boundary writes "<function>: <message>") and is valid UTF-8;
 *   - handles: a call with a handle the harness knows is not live (NULL, freed, foreign)
 *     returns FOODTRUCK_ERR_INVALID_HANDLE; one with a live handle never does;
 *   - outputs are written only on success: every out-parameter is its own heap block of exactly
 *     its size (so AddressSanitizer sees a write past it) filled with a sentinel, which a failed
 *     call must leave as it was, except the length that FOODTRUCK_ERR_BUFFER_TOO_SMALL reports;
 *   - buffers (text and arrays, snprintf-style): a NULL pointer with capacity 0 is a size query
 *     (FOODTRUCK_OK), a NULL pointer with a nonzero capacity and a capacity above PTRDIFF_MAX are
 *     refused; on success text is NUL-terminated valid UTF-8 of exactly the reported length and
 *     nothing past the result is written; FOODTRUCK_ERR_BUFFER_TOO_SMALL happens only when the result
 *     does not fit and reports its true size: the harness calls again with exactly one element
 *     (byte) too few, which must fail the same way, and with exactly enough, which must succeed
 *     with the same result.
 *
 * Usage: a call whose outputs are scalars or structs runs in an fz_frame:
 *
 *     fz_frame f = fz_frame_for(truck);                 // or fz_frame_pure()
 *     int32_t *id = fz_out(&f, sizeof *id);             // or NULL, to pass NULL
 *     if (fz_check(&f, "foodtruck_donut_create", foodtruck_donut_create(truck, name, 0, 0, 0, id)) == FOODTRUCK_OK)
 *         ... look at *id ...
 *     fz_release(&f);
 *
 * A call that fills a buffer goes through FZ_TEXT or FZ_ARRAY, which run it up to three times
 * with the buffers described above; the call names its buffer FZ_BUF, FZ_CAP and FZ_LEN:
 *
 *     FZ_TEXT("foodtruck_donut_name", truck, mode, check, ctx, foodtruck_donut_name(truck, id, FZ_BUF, FZ_CAP, FZ_LEN));
 */
#ifndef FUZZ_ORACLES_H
#define FUZZ_ORACLES_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "foodtruck.h"

/* ---- Failing --------------------------------------------------------------------------- */

static inline void fz_fail_at(const char *file, int line, const char *format, ...)
    __attribute__((noreturn, format(printf, 3, 4)));
static inline void fz_fail_at(const char *file, int line, const char *format, ...) {
    va_list args;
    va_start(args, format);
    fprintf(stderr, "\n==== fuzz oracle violated (%s:%d): ", file, line);
    vfprintf(stderr, format, args);
    fprintf(stderr, "\n");
    va_end(args);
    abort();
}
#define FZ_FAIL(...) fz_fail_at(__FILE__, __LINE__, __VA_ARGS__)
#define FZ_REQUIRE(condition, ...)                                                            \
    do {                                                                                      \
        if (!(condition)) FZ_FAIL(__VA_ARGS__);                                               \
    } while (0)

/* ---- UTF-8 ----------------------------------------------------------------------------- */

/* Decodes the scalar at text[*at] (RFC 3629: no overlong forms, no surrogates, nothing above
 * U+10FFFF) and moves past it; returns -1 and leaves *at alone for an invalid sequence. This is
 * the reference the harnesses hold the library's own validation to. */
FZ_UNTRACED static inline int32_t fz_utf8_next(const unsigned char *text, size_t length, size_t *at) {
    size_t i = *at;
    unsigned char lead = text[i];
    if (lead < 0x80) {
        *at = i + 1;
        return lead;
    }
    size_t extra;
    int32_t scalar, minimum;
    if (lead >= 0xC2 && lead <= 0xDF) extra = 1, scalar = lead & 0x1F, minimum = 0x80;
    else if (lead >= 0xE0 && lead <= 0xEF) extra = 2, scalar = lead & 0x0F, minimum = 0x800;
    else if (lead >= 0xF0 && lead <= 0xF4) extra = 3, scalar = lead & 0x07, minimum = 0x10000;
    else return -1;
    if (length - i - 1 < extra) return -1;
    for (size_t k = 1; k <= extra; k++) {
        unsigned char next = text[i + k];
        if ((next & 0xC0) != 0x80) return -1;
        scalar = scalar << 6 | (next & 0x3F);
    }
    if (scalar < minimum || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF)) return -1;
    *at = i + 1 + extra;
    return scalar;
}

FZ_UNTRACED static inline bool fz_utf8_valid(const char *text, size_t length) {
    const unsigned char *bytes = (const unsigned char *)text;
    for (size_t at = 0; at < length;) {
        if (fz_utf8_next(bytes, length, &at) < 0) return false;
    }
    return true;
}

/* ---- Live handles -----------------------------------------------------------------------
 * The harness tells the oracles which truck handles are live (fz_live_add after foodtruck_truck_new,
 * fz_live_remove after a successful foodtruck_truck_free), so that every call can be held to the
 * handle convention. */

#define FZ_MAX_LIVE 16
static foodtruck_truck *fz_live_handles[FZ_MAX_LIVE];

static inline bool fz_is_live(const foodtruck_truck *truck) {
    if (truck == NULL) return false;
    for (int i = 0; i < FZ_MAX_LIVE; i++) {
        if (fz_live_handles[i] == truck) return true;
    }
    return false;
}

static inline void fz_live_add(foodtruck_truck *truck) {
    FZ_REQUIRE(!fz_is_live(truck), "foodtruck_truck_new returned the live handle %p again", (void *)truck);
    for (int i = 0; i < FZ_MAX_LIVE; i++) {
        if (fz_live_handles[i] == NULL) {
            fz_live_handles[i] = truck;
            return;
        }
    }
    FZ_FAIL("harness: more than %d live trucks", FZ_MAX_LIVE);
}

static inline void fz_set_has_callback(const foodtruck_truck *truck, bool has);

/* The live views (foodtruck_truck_new_view) and the truck each is a view of: a change made
 * through a view delivers its events to that truck's callback. */
static const foodtruck_truck *fz_views[FZ_MAX_LIVE];
static const foodtruck_truck *fz_view_trucks[FZ_MAX_LIVE];

/* The truck a handle shows: itself, or the truck of the view it is. */
static inline const foodtruck_truck *fz_truck_of(const foodtruck_truck *truck) {
    for (int i = 0; i < FZ_MAX_LIVE; i++) {
        if (truck != NULL && fz_views[i] == truck) return fz_view_trucks[i];
    }
    return truck;
}

static inline void fz_view_add(const foodtruck_truck *view, const foodtruck_truck *of) {
    for (int i = 0; i < FZ_MAX_LIVE; i++) {
        if (fz_views[i] == NULL) {
            fz_views[i] = view;
            fz_view_trucks[i] = fz_truck_of(of);
            return;
        }
    }
    FZ_FAIL("harness: more than %d live views", FZ_MAX_LIVE);
}

static inline void fz_live_remove(const foodtruck_truck *truck) {
    for (int i = 0; i < FZ_MAX_LIVE; i++) {
        if (fz_live_handles[i] == truck) fz_live_handles[i] = NULL;
        if (fz_views[i] == truck) fz_views[i] = fz_view_trucks[i] = NULL;
    }
    fz_set_has_callback(truck, false);
}

/* The trucks with an event callback registered: a change to one of them, or to a view of one,
 * may run the callback, which may change the truck again, so a harness compares a truck before
 * and after a call only when it has none. */
static const foodtruck_truck *fz_callback_trucks[FZ_MAX_LIVE];

static inline bool fz_has_callback(const foodtruck_truck *truck) {
    const foodtruck_truck *shown = fz_truck_of(truck);
    for (int i = 0; i < FZ_MAX_LIVE; i++) {
        if (shown != NULL && fz_callback_trucks[i] == shown) return true;
    }
    return false;
}

static inline void fz_set_has_callback(const foodtruck_truck *truck, bool has) {
    for (int i = 0; i < FZ_MAX_LIVE; i++) {
        if (fz_callback_trucks[i] == truck) fz_callback_trucks[i] = NULL;
    }
    for (int i = 0; has && i < FZ_MAX_LIVE; i++) {
        if (fz_callback_trucks[i] == NULL) {
            fz_callback_trucks[i] = truck;
            return;
        }
    }
}

/* ---- Status and last error -------------------------------------------------------------- */

/* What a call's handle argument was when it started: none, live, or not live. */
typedef enum fz_handle_state { FZ_NO_HANDLE, FZ_HANDLE_LIVE, FZ_HANDLE_DEAD } fz_handle_state;

static inline fz_handle_state fz_handle_state_of(const foodtruck_truck *truck) {
    return fz_is_live(truck) ? FZ_HANDLE_LIVE : FZ_HANDLE_DEAD;
}

/* The checks every status-returning call gets, right after it returns. */
static inline void fz_check_status(const char *function, foodtruck_status status, fz_handle_state handle) {
    int code = (int)status;
    FZ_REQUIRE(code >= FOODTRUCK_OK && code <= FZ_LAST_STATUS, "%s returned %d, which is not a foodtruck_status",
               function, code);
    FZ_REQUIRE(strcmp(foodtruck_status_string(status), "FOODTRUCK_ERR_UNKNOWN") != 0,
               "foodtruck_status_string(%d) does not name the status %s returned", code, function);
    const char *message = foodtruck_last_error();
    FZ_REQUIRE(message != NULL, "foodtruck_last_error() is NULL after %s", function);
    size_t length = strlen(message);
    if (status == FOODTRUCK_OK) {
        FZ_REQUIRE(length == 0, "%s returned FOODTRUCK_OK but foodtruck_last_error() is \"%s\"", function, message);
    } else {
        size_t name_length = strlen(function);
        FZ_REQUIRE(length > name_length && strncmp(message, function, name_length) == 0 &&
                       message[name_length] == ':',
                   "%s returned %s but foodtruck_last_error() is \"%s\", which does not name it", function,
                   foodtruck_status_string(status), message);
        FZ_REQUIRE(fz_utf8_valid(message, length), "foodtruck_last_error() after %s is not valid UTF-8",
                   function);
    }
    if (handle == FZ_HANDLE_DEAD) {
        FZ_REQUIRE(status == FOODTRUCK_ERR_INVALID_HANDLE,
                   "%s with a handle that is not live returned %s, not FOODTRUCK_ERR_INVALID_HANDLE (%s)",
                   function, foodtruck_status_string(status), message);
    } else if (handle == FZ_HANDLE_LIVE) {
        FZ_REQUIRE(status != FOODTRUCK_ERR_INVALID_HANDLE, "%s refused a live handle: %s", function, message);
    }
}

/* ---- Outputs ---------------------------------------------------------------------------- */

#define FZ_SENTINEL 0xA5
#define FZ_MAX_BLOCKS 6

typedef struct fz_block {
    unsigned char *bytes;
    size_t size;
    bool is_length; /* the size_t that FOODTRUCK_ERR_BUFFER_TOO_SMALL still writes */
} fz_block;

/* One call's out-parameters and what its handle was when it started. */
typedef struct fz_frame {
    fz_block blocks[FZ_MAX_BLOCKS];
    int count;
    fz_handle_state handle;
} fz_frame;

static inline fz_frame fz_frame_pure(void) {
    fz_frame frame;
    memset(&frame, 0, sizeof frame);
    frame.handle = FZ_NO_HANDLE;
    return frame;
}

static inline fz_frame fz_frame_for(const foodtruck_truck *truck) {
    fz_frame frame = fz_frame_pure();
    frame.handle = fz_handle_state_of(truck);
    return frame;
}

/* Whether `size` bytes still hold the sentinel, compared a block at a time. */
FZ_UNTRACED static inline bool fz_untouched(const void *bytes, size_t size) {
    static unsigned char sentinels[4096];
    if (sentinels[0] != FZ_SENTINEL) memset(sentinels, FZ_SENTINEL, sizeof sentinels);
    const unsigned char *p = (const unsigned char *)bytes;
    for (size_t at = 0; at < size; at += sizeof sentinels) {
        size_t n = size - at < sizeof sentinels ? size - at : sizeof sentinels;
        if (memcmp(p + at, sentinels, n) != 0) return false;
    }
    return true;
}

static inline void *fz_block_new(fz_frame *frame, size_t size, bool is_length) {
    FZ_REQUIRE(frame->count < FZ_MAX_BLOCKS, "harness: too many outputs in one call");
    unsigned char *bytes = (unsigned char *)malloc(size > 0 ? size : 1);
    FZ_REQUIRE(bytes != NULL, "harness: out of memory for a %zu-byte output", size);
    memset(bytes, FZ_SENTINEL, size);
    fz_block block = {bytes, size, is_length};
    frame->blocks[frame->count++] = block;
    return bytes;
}

/* A fresh sentinel-filled out-parameter of `size` bytes. */
static inline void *fz_out(fz_frame *frame, size_t size) { return fz_block_new(frame, size, false); }

/* The length or count out-parameter of a buffer, which FOODTRUCK_ERR_BUFFER_TOO_SMALL writes too. */
static inline size_t *fz_length_out(fz_frame *frame) {
    return (size_t *)fz_block_new(frame, sizeof(size_t), true);
}

/* Whether a length out-parameter was written (the sentinel is no length anyone reports). */
static inline bool fz_written(const size_t *length) { return !fz_untouched(length, sizeof *length); }

/* Status, last error, handle and the outputs-only-on-success rule; returns the status. */
static inline foodtruck_status fz_check(fz_frame *frame, const char *function, foodtruck_status status) {
    fz_check_status(function, status, frame->handle);
    if (status != FOODTRUCK_OK) {
        for (int i = 0; i < frame->count; i++) {
            const fz_block *block = &frame->blocks[i];
            if (block->is_length && status == FOODTRUCK_ERR_BUFFER_TOO_SMALL) continue;
            FZ_REQUIRE(fz_untouched(block->bytes, block->size),
                       "%s returned %s but wrote its out-parameter %d (%zu bytes)", function,
                       foodtruck_status_string(status), i, block->size);
        }
    }
    return status;
}

static inline void fz_release(fz_frame *frame) {
    for (int i = 0; i < frame->count; i++) free(frame->blocks[i].bytes);
    frame->count = 0;
}

/* ---- Buffers: FZ_TEXT and FZ_ARRAY ------------------------------------------------------ */

/* A text; several texts in one buffer, each ended by a NUL (the length: the bytes before the
 * last NUL); or an array of elements. */
typedef enum fz_result_kind { FZ_RESULT_TEXT, FZ_RESULT_TEXTS, FZ_RESULT_ARRAY } fz_result_kind;

/* What a successful call wrote, for the harness's own checks of the content. */
typedef struct fz_result {
    const void *data;  /* the text (NUL-terminated) or the elements */
    size_t length;     /* bytes without the NUL, or elements */
    const void *extra; /* the call's one other out-parameter, if it has one (else NULL) */
} fz_result;

typedef void (*fz_result_check)(const fz_result *result, void *context);

#define FZ_NO_LENGTH SIZE_MAX
/* Results are retried at their exact size only up to this many bytes. */
#define FZ_RETRY_LIMIT ((size_t)1 << 24)

typedef struct fz_buffer_call {
    /* What the call is given; the call expression reads these through FZ_BUF, FZ_CAP, FZ_LEN
     * and FZ_EXTRA. */
    void *buf;
    size_t cap;
    size_t *len;
    void *extra;
    /* The buffer's description. */
    const char *function;
    bool has_truck;
    const foodtruck_truck *truck;
    fz_result_kind kind;
    size_t element;
    size_t extra_size;
    fz_result_check check;
    void *context;
    /* The attempts: 0 the input's choice, 1 one too few, 2 exactly enough. */
    int attempt;
    bool pending;
    size_t required;
    char *first_text;
    fz_frame frame;
} fz_buffer_call;

/* The capacity (in elements) a result of `length` needs. */
static inline size_t fz_needed(const fz_buffer_call *call, size_t length) {
    return call->kind != FZ_RESULT_ARRAY ? length + 1 : length;
}

/* Where a text result ends: its first NUL, or for several texts the last NUL (the bytes after
 * it are untouched sentinels, never NUL); NULL when there is none within the capacity. */
static inline const char *fz_text_end(const fz_buffer_call *call) {
    const char *text = (const char *)call->buf;
    if (call->kind == FZ_RESULT_TEXT) return (const char *)memchr(text, '\0', call->cap);
    for (size_t at = call->cap; at > 0; at--)
        if (text[at - 1] == '\0') return text + at - 1;
    return NULL;
}

static inline void fz_buffer_prepare(fz_buffer_call *call, void *buf_or_null, size_t real, size_t cap,
                                     bool with_length) {
    call->frame = call->has_truck ? fz_frame_for(call->truck) : fz_frame_pure();
    call->buf = buf_or_null != NULL ? fz_out(&call->frame, real * call->element) : NULL;
    call->cap = cap;
    call->len = with_length ? fz_length_out(&call->frame) : NULL;
    call->extra = call->extra_size > 0 ? fz_out(&call->frame, call->extra_size) : NULL;
}

/* The first attempt's buffer, chosen by one input byte: a size query, a NULL buffer with a
 * nonzero capacity, a non-NULL buffer of capacity 0, 1 or a few, ample room, or a capacity
 * above PTRDIFF_MAX over a small real buffer; the length pointer is NULL one time in four. */
static inline void fz_buffer_first(fz_buffer_call *call, uint8_t mode) {
    static const size_t ample_text = 4096, ample_big_text = (size_t)1 << 17, ample_array = 256;
    size_t ample = call->kind != FZ_RESULT_ARRAY ? ample_text : ample_array;
    bool with_length = (mode >> 4 & 3) != 0;
    void *some = (void *)&call->attempt; /* any non-NULL marker: fz_buffer_prepare allocates */
    switch (mode & 15) {
    case 0: fz_buffer_prepare(call, NULL, 0, 0, with_length); break;
    case 1: fz_buffer_prepare(call, NULL, 0, 1 + (mode >> 6), with_length); break;
    case 2: fz_buffer_prepare(call, some, 0, 0, with_length); break;
    case 3: fz_buffer_prepare(call, some, 1, 1, with_length); break;
    case 4: fz_buffer_prepare(call, some, 2 + (mode >> 6), 2 + (mode >> 6), with_length); break;
    case 5: fz_buffer_prepare(call, some, 16, 16, with_length); break;
    case 6: fz_buffer_prepare(call, some, 64, 64, with_length); break;
    case 7: fz_buffer_prepare(call, some, 300, 300, with_length); break;
    case 12:
        if (call->kind != FZ_RESULT_ARRAY) {
            fz_buffer_prepare(call, some, ample_big_text, ample_big_text, with_length);
            break;
        }
        fz_buffer_prepare(call, some, ample, ample, with_length);
        break;
    case 13: fz_buffer_prepare(call, some, 16, (size_t)PTRDIFF_MAX + 1, with_length); break;
    case 14: fz_buffer_prepare(call, some, 16, SIZE_MAX, with_length); break;
    default: fz_buffer_prepare(call, some, ample, ample, with_length); break;
    }
}

/* Checks one attempt and returns the result's length when the call made it known. */
static inline size_t fz_buffer_check(fz_buffer_call *call, foodtruck_status status) {
    const char *fn = call->function;
    fz_check(&call->frame, fn, status);
    const bool huge = call->cap > (size_t)PTRDIFF_MAX;
    if (huge) {
        FZ_REQUIRE(status != FOODTRUCK_OK && status != FOODTRUCK_ERR_BUFFER_TOO_SMALL,
                   "%s accepted a capacity of %zu (above PTRDIFF_MAX): %s", fn, call->cap,
                   foodtruck_status_string(status));
    }
    if (call->buf == NULL && call->cap > 0) {
        FZ_REQUIRE(status != FOODTRUCK_OK && status != FOODTRUCK_ERR_BUFFER_TOO_SMALL,
                   "%s accepted a NULL buffer with capacity %zu: %s", fn, call->cap,
                   foodtruck_status_string(status));
    }
    if (status == FOODTRUCK_ERR_BUFFER_TOO_SMALL) {
        FZ_REQUIRE(call->buf != NULL, "%s: a size query (NULL, 0) returned FOODTRUCK_ERR_BUFFER_TOO_SMALL", fn);
        if (call->len == NULL) return FZ_NO_LENGTH;
        FZ_REQUIRE(fz_written(call->len), "%s returned FOODTRUCK_ERR_BUFFER_TOO_SMALL without reporting the size",
                   fn);
        FZ_REQUIRE(fz_needed(call, *call->len) > call->cap,
                   "%s returned FOODTRUCK_ERR_BUFFER_TOO_SMALL for a result of %zu in a capacity of %zu", fn,
                   *call->len, call->cap);
        return *call->len;
    }
    if (status != FOODTRUCK_OK) return FZ_NO_LENGTH;

    size_t length = FZ_NO_LENGTH;
    if (call->len != NULL) {
        FZ_REQUIRE(fz_written(call->len), "%s returned FOODTRUCK_OK without writing its length", fn);
        length = *call->len;
    }
    if (call->buf == NULL) return length; /* a size query */

    if (call->kind != FZ_RESULT_ARRAY) {
        const char *text = (const char *)call->buf;
        const char *nul = fz_text_end(call);
        FZ_REQUIRE(nul != NULL, "%s returned FOODTRUCK_OK with text that is not NUL-terminated within %zu bytes",
                   fn, call->cap);
        size_t actual = (size_t)(nul - text);
        if (length == FZ_NO_LENGTH) length = actual;
        FZ_REQUIRE(actual == length, "%s reported a length of %zu for text of %zu bytes", fn, length,
                   actual);
        FZ_REQUIRE(fz_utf8_valid(text, length), "%s returned text that is not valid UTF-8", fn);
        FZ_REQUIRE(fz_untouched(text + length + 1, call->cap - length - 1),
                   "%s wrote past the NUL of its %zu-byte text", fn, length);
    } else if (length != FZ_NO_LENGTH) {
        FZ_REQUIRE(length <= call->cap, "%s returned FOODTRUCK_OK with %zu elements in a capacity of %zu", fn,
                   length, call->cap);
        FZ_REQUIRE(fz_untouched((const unsigned char *)call->buf + length * call->element,
                                (call->cap - length) * call->element),
                   "%s wrote past its %zu elements", fn, length);
    }
    if (length != FZ_NO_LENGTH && call->check != NULL) {
        fz_result result = {call->buf, length, call->extra};
        call->check(&result, call->context);
    }
    return length;
}

static inline void fz_buffer_begin(fz_buffer_call *call, const char *function, const foodtruck_truck *truck,
                                   bool has_truck, uint8_t mode, fz_result_kind kind, size_t element,
                                   size_t extra_size, fz_result_check check, void *context) {
    memset(call, 0, sizeof *call);
    call->function = function;
    call->has_truck = has_truck;
    call->truck = truck;
    call->kind = kind;
    call->element = element;
    call->extra_size = extra_size;
    call->check = check;
    call->context = context;
    call->pending = true;
    fz_buffer_first(call, mode);
}

/* After each attempt: checks it, then sets up the next one (one too few, then exactly enough)
 * while the result's size is known, or ends. */
static inline void fz_buffer_after(fz_buffer_call *call, foodtruck_status status) {
    size_t length = fz_buffer_check(call, status);
    const char *fn = call->function;
    if (call->attempt == 0 && status == FOODTRUCK_OK && call->kind != FZ_RESULT_ARRAY && call->buf != NULL) {
        size_t bytes = length + 1; /* the text and its (last) NUL, as checked */
        call->first_text = (char *)malloc(bytes);
        FZ_REQUIRE(call->first_text != NULL, "harness: out of memory");
        memcpy(call->first_text, call->buf, bytes);
    }
    if (call->attempt == 1) {
        FZ_REQUIRE(status == FOODTRUCK_ERR_BUFFER_TOO_SMALL && *call->len == call->required,
                   "%s: a result of %zu reported, but a capacity of %zu gave %s with %zu", fn,
                   call->required, call->cap, foodtruck_status_string(status), *call->len);
    }
    if (call->attempt == 2) {
        FZ_REQUIRE(status == FOODTRUCK_OK && *call->len == call->required,
                   "%s: a result of %zu reported, but exactly that room gave %s with %zu", fn,
                   call->required, foodtruck_status_string(status), *call->len);
        if (call->first_text != NULL) {
            FZ_REQUIRE(memcmp(call->first_text, call->buf, call->required + 1) == 0,
                       "%s gave different text at the exact size: \"%s\" then \"%s\"", fn,
                       call->first_text, (const char *)call->buf);
        }
    }
    fz_release(&call->frame);
    if (call->attempt == 0) {
        if (length == FZ_NO_LENGTH || fz_needed(call, length) * call->element > FZ_RETRY_LIMIT ||
            (status != FOODTRUCK_OK && status != FOODTRUCK_ERR_BUFFER_TOO_SMALL)) {
            call->pending = false;
        } else {
            call->required = length;
            call->attempt = fz_needed(call, length) >= 1 ? 1 : 2;
        }
    } else if (call->attempt == 1) {
        call->attempt = 2;
    } else {
        call->pending = false;
    }
    if (call->pending) {
        size_t cap = fz_needed(call, call->required) - (call->attempt == 1 ? 1 : 0);
        fz_buffer_prepare(call, (void *)call, cap, cap, true);
    } else {
        free(call->first_text);
        call->first_text = NULL;
    }
}

/* Runs `call` (an expression that passes FZ_BUF, FZ_CAP, FZ_LEN and, if extra_size is not 0,
 * FZ_EXTRA) with the first buffer `mode` picks and then at the exact size, checking each. A
 * NULL truck means the function takes no handle. */
#define FZ_BUFFER_CALL(function, truck, has_truck, mode, kind, element, extra_size, check, context, \
                       call)                                                                    \
    do {                                                                                        \
        fz_buffer_call fz_call_;                                                                \
        fz_buffer_begin(&fz_call_, (function), (truck), (has_truck), (mode), (kind), (element),  \
                        (extra_size), (check), (context));                                      \
        while (fz_call_.pending) fz_buffer_after(&fz_call_, (call));                                           \
    } while (0)

#define FZ_BUF (fz_call_.buf)
#define FZ_CAP (fz_call_.cap)
#define FZ_LEN (fz_call_.len)
#define FZ_EXTRA (fz_call_.extra)

/* A text function of a truck, e.g. FZ_TEXT("foodtruck_donut_name", t, mode, NULL, NULL,
 * foodtruck_donut_name(t, id, FZ_BUF, FZ_CAP, FZ_LEN)). */
#define FZ_TEXT(function, truck, mode, check, context, call)                                     \
    FZ_BUFFER_CALL(function, truck, true, mode, FZ_RESULT_TEXT, 1, 0, check, context, call)
/* A text function that takes no handle. */
#define FZ_TEXT_PURE(function, mode, check, context, call)                                       \
    FZ_BUFFER_CALL(function, NULL, false, mode, FZ_RESULT_TEXT, 1, 0, check, context, call)
/* An array function of a truck, elements of `type`. */
#define FZ_ARRAY(function, truck, mode, type, check, context, call)                              \
    FZ_BUFFER_CALL(function, truck, true, mode, FZ_RESULT_ARRAY, sizeof(type), 0, check, context, call)
/* The same with one more out-parameter of extra_size bytes (FZ_EXTRA), which follows the
 * buffer's rules: written only on success. */
#define FZ_ARRAY_EXTRA(function, truck, mode, type, extra_size, check, context, call)            \
    FZ_BUFFER_CALL(function, truck, true, mode, FZ_RESULT_ARRAY, sizeof(type), extra_size, check,  \
                   context, call)
/* An array function that takes no handle (a pure function), with an optional extra output. */
#define FZ_ARRAY_PURE(function, mode, type, extra_size, check, context, call)                    \
    FZ_BUFFER_CALL(function, NULL, false, mode, FZ_RESULT_ARRAY, sizeof(type), extra_size, check, \
                   context, call)

#endif
