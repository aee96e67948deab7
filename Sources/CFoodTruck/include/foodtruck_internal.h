/* foodtruck_internal.h: C helpers used by the Swift boundary. Not part of the public ABI:
 * these symbols are local to libfoodtruck.so (the version script exports only ft_*). */
#ifndef FOODTRUCK_INTERNAL_H
#define FOODTRUCK_INTERNAL_H

#include "foodtruck_types.h"

/** The capacity of the thread-local last-error buffer, NUL included. */
#define FTC_LAST_ERROR_CAPACITY 512

/** The calling thread's last error message; "" when the last call succeeded. Never NULL. */
const char *ftc_last_error(void);

/** Copies message (length bytes of UTF-8) into the calling thread's buffer, truncated at a
 * character boundary to fit. A NULL message clears it. */
void ftc_set_last_error(const char *message, size_t length);

/** The static name of a status code ("FT_OK", ...); "FT_ERR_UNKNOWN" for other values. */
const char *ftc_status_name(int code);

/** FT_VERSION_STRING as a static string. */
const char *ftc_version_string(void);

#endif /* FOODTRUCK_INTERNAL_H */
