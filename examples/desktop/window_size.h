/* SPDX-License-Identifier: Apache-2.0 */
/* window_size.h: the window's size, remembered between runs, as a person left it. */
#ifndef WINDOW_SIZE_H
#define WINDOW_SIZE_H

#include <gtk/gtk.h>

/* Gives WINDOW the size (and maximized state) kept from the last run, when one was kept, and
 * keeps each change from now on, in $XDG_CONFIG_HOME/org.libfoodtruck.FoodTruck/window.ini.
 * (The panel and the path are the durable session's already.) */
void window_size_remember(GtkWindow *window);

#endif
