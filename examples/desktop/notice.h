/* SPDX-License-Identifier: Apache-2.0 */
/* notice.h: failures. A failed call is a bug of the app, which stops; a change the session's
 * file refused is told the operator in a bar across the top of the window. */
#ifndef NOTICE_H
#define NOTICE_H

#include "foodtruck.h"

#include <adwaita.h>

/* A failed call is a bug of the app: say which, with the library's message, and stop; except a
 * change the session's file refused (FOODTRUCK_ERR_STORAGE, _UNCONFIRMED, _READ_ONLY), which the
 * operator is told (notice_show), the app going on with the session as the library keeps it. */
void fail(const char *call, foodtruck_status status);
#define TRY(call)                                                                                  \
    do {                                                                                           \
        foodtruck_status try_status_ = (call);                                                     \
        if (try_status_ != FOODTRUCK_OK) fail(#call, try_status_);                                 \
    } while (0)

GtkWidget *notice_new(void); /* the bar, hidden, for the top of a new window */
void notice_show(foodtruck_status status);

#endif
