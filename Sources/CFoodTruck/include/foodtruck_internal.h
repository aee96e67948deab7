/* SPDX-License-Identifier: Apache-2.0 */
/* foodtruck_internal.h: C helpers used by the Swift boundary. Not part of the public ABI:
 * these symbols are local to libfoodtruck.so (the version script exports only foodtruck_*). */
#ifndef FOODTRUCK_INTERNAL_H
#define FOODTRUCK_INTERNAL_H

#include "foodtruck_types.h"

/** The capacity of the thread-local last-error buffer, NUL included. */
#define FOODTRUCK_C_LAST_ERROR_CAPACITY 512

/* Hidden: these are the library's own helpers, called from its Swift code inside the same
 * shared object. The version script exports foodtruck_*, which their names also match. */
#if defined(__GNUC__) || defined(__clang__)
#define FOODTRUCK_INTERNAL __attribute__((visibility("hidden")))
#else
#define FOODTRUCK_INTERNAL
#endif

/** The calling thread's last error message; "" when the last call succeeded. Never NULL. */
FOODTRUCK_INTERNAL const char *foodtruck_c_last_error(void);

/** Copies message (length bytes of UTF-8) into the calling thread's buffer, truncated at a
 * character boundary to fit. A NULL message clears it. */
FOODTRUCK_INTERNAL void foodtruck_c_set_last_error(const char *message, size_t length);

/** Whether the calling thread's buffer holds a message (else foodtruck_c_last_error() is "").
 * One byte in the initial-exec model, reached at a fixed offset from the thread pointer: every
 * call that succeeds clears it, and a clear inlined into the caller is one store, where the
 * buffer (dynamic TLS, 512 bytes: too much for the static TLS that a library loaded by dlopen
 * may take) costs a call and a TLS descriptor's. */
#if defined(__GNUC__) || defined(__clang__)
extern _Thread_local unsigned char foodtruck_c_has_last_error
    __attribute__((tls_model("initial-exec"), visibility("hidden")));
#else
extern _Thread_local unsigned char foodtruck_c_has_last_error;
#endif

/** Clears the calling thread's message (inlined into the Swift caller). */
static inline void foodtruck_c_clear_last_error(void) { foodtruck_c_has_last_error = 0; }

/** The static name of a status code ("FOODTRUCK_OK", ...); "FOODTRUCK_ERR_UNKNOWN" for other
 * values. */
FOODTRUCK_INTERNAL const char *foodtruck_c_status_name(int code);

/** FOODTRUCK_VERSION_STRING as a static string. */
FOODTRUCK_INTERNAL const char *foodtruck_c_version_string(void);

#endif /* FOODTRUCK_INTERNAL_H */
