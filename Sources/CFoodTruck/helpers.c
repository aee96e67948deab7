/* SPDX-License-Identifier: Apache-2.0 */
/* helpers.c: the parts of the boundary where C is the right tool: thread-local storage for
 * the last-error message, and static strings that must outlive every call. */
#include "foodtruck_internal.h"

#include <string.h>

static _Thread_local char last_error[FOODTRUCK_C_LAST_ERROR_CAPACITY];

_Thread_local unsigned char foodtruck_c_has_last_error;

const char *foodtruck_c_last_error(void) { return foodtruck_c_has_last_error ? last_error : ""; }

void foodtruck_c_set_last_error(const char *message, size_t length) {
    if (message == NULL) {
        foodtruck_c_has_last_error = 0;
        return;
    }
    foodtruck_c_has_last_error = 1;
    if (length >= FOODTRUCK_C_LAST_ERROR_CAPACITY) {
        length = FOODTRUCK_C_LAST_ERROR_CAPACITY - 1;
        /* Never cut a UTF-8 sequence in half: back up over continuation bytes. */
        while (length > 0 && ((unsigned char)message[length] & 0xC0) == 0x80) {
            length--;
        }
    }
    memcpy(last_error, message, length);
    last_error[length] = '\0';
}

const char *foodtruck_c_status_name(int code) {
    switch (code) {
    case FOODTRUCK_OK: return "FOODTRUCK_OK";
    case FOODTRUCK_ERR_NULL_ARGUMENT: return "FOODTRUCK_ERR_NULL_ARGUMENT";
    case FOODTRUCK_ERR_INVALID_HANDLE: return "FOODTRUCK_ERR_INVALID_HANDLE";
    case FOODTRUCK_ERR_INVALID_ARGUMENT: return "FOODTRUCK_ERR_INVALID_ARGUMENT";
    case FOODTRUCK_ERR_INVALID_UTF8: return "FOODTRUCK_ERR_INVALID_UTF8";
    case FOODTRUCK_ERR_BUFFER_TOO_SMALL: return "FOODTRUCK_ERR_BUFFER_TOO_SMALL";
    case FOODTRUCK_ERR_NOT_FOUND: return "FOODTRUCK_ERR_NOT_FOUND";
    case FOODTRUCK_ERR_INVALID_STATE: return "FOODTRUCK_ERR_INVALID_STATE";
    case FOODTRUCK_ERR_LIMIT_REACHED: return "FOODTRUCK_ERR_LIMIT_REACHED";
    case FOODTRUCK_ERR_DISABLED: return "FOODTRUCK_ERR_DISABLED";
    case FOODTRUCK_ERR_STORAGE: return "FOODTRUCK_ERR_STORAGE";
    case FOODTRUCK_ERR_BUSY: return "FOODTRUCK_ERR_BUSY";
    case FOODTRUCK_ERR_READ_ONLY: return "FOODTRUCK_ERR_READ_ONLY";
    case FOODTRUCK_ERR_NOT_A_SESSION: return "FOODTRUCK_ERR_NOT_A_SESSION";
    case FOODTRUCK_ERR_CORRUPT: return "FOODTRUCK_ERR_CORRUPT";
    case FOODTRUCK_ERR_UNCONFIRMED: return "FOODTRUCK_ERR_UNCONFIRMED";
    default: return "FOODTRUCK_ERR_UNKNOWN";
    }
}

const char *foodtruck_c_version_string(void) { return FOODTRUCK_VERSION_STRING; }

/* The constants a binding without a C compiler cannot read from the header (foodtruck_types.h),
 * as data. */
const int64_t foodtruck_no_time = FOODTRUCK_NO_TIME;
const double foodtruck_unspecified = FOODTRUCK_UNSPECIFIED;
