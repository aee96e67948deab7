/* SPDX-License-Identifier: Apache-2.0 */
/* activity.h: the live activity's pill in the header bar and the desktop notification. */
#ifndef ACTIVITY_H
#define ACTIVITY_H

#include <adwaita.h>
#include <stddef.h>
#include <stdint.h>

GtkWidget *activity_pill_new(void);
void activity_refresh(void);
/* Writes the orders of the live activities whose countdowns are on screen (the pill's, and the
 * open popover's cards'); returns how many. */
size_t activity_shown_countdowns(int32_t *numbers, size_t capacity);

#endif
