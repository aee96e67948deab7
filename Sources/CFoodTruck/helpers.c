/* helpers.c: the parts of the boundary where C is the right tool: thread-local storage for
 * the last-error message, and static strings that must outlive every call. */
#include "foodtruck_internal.h"

#include <string.h>

static _Thread_local char last_error[FTC_LAST_ERROR_CAPACITY];

const char *ftc_last_error(void) { return last_error; }

void ftc_set_last_error(const char *message, size_t length) {
    if (message == NULL) {
        last_error[0] = '\0';
        return;
    }
    if (length >= FTC_LAST_ERROR_CAPACITY) {
        length = FTC_LAST_ERROR_CAPACITY - 1;
        /* Never cut a UTF-8 sequence in half: back up over continuation bytes. */
        while (length > 0 && ((unsigned char)message[length] & 0xC0) == 0x80) {
            length--;
        }
    }
    memcpy(last_error, message, length);
    last_error[length] = '\0';
}

const char *ftc_status_name(int code) {
    switch (code) {
    case FT_OK: return "FT_OK";
    case FT_ERR_NULL_ARGUMENT: return "FT_ERR_NULL_ARGUMENT";
    case FT_ERR_INVALID_HANDLE: return "FT_ERR_INVALID_HANDLE";
    case FT_ERR_INVALID_ARGUMENT: return "FT_ERR_INVALID_ARGUMENT";
    case FT_ERR_INVALID_UTF8: return "FT_ERR_INVALID_UTF8";
    case FT_ERR_BUFFER_TOO_SMALL: return "FT_ERR_BUFFER_TOO_SMALL";
    case FT_ERR_NOT_FOUND: return "FT_ERR_NOT_FOUND";
    case FT_ERR_INVALID_STATE: return "FT_ERR_INVALID_STATE";
    case FT_ERR_LIMIT_REACHED: return "FT_ERR_LIMIT_REACHED";
    case FT_ERR_DISABLED: return "FT_ERR_DISABLED";
    default: return "FT_ERR_UNKNOWN";
    }
}

const char *ftc_version_string(void) { return FT_VERSION_STRING; }
