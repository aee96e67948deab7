/* SPDX-License-Identifier: Apache-2.0 */
/* focus.h: the keyboard's way through the window: a list as one Tab stop, and the focus log a
 * test reads (--focus-log). */
#ifndef FOCUS_H
#define FOCUS_H

#include <gtk/gtk.h>

/* Makes LIST (a GtkListBox, or any container of focusable children) one Tab stop: the arrows
 * move between its children, Tab and Shift+Tab leave it, as the GNOME HIG asks of a list. In a
 * list box with a selection the arrows leave the selection be. */
void focus_list_one_tab_stop(GtkWidget *list);

/* Appends a line to FILE at each change of WINDOW's focus: the milliseconds since the log
 * started, where the focus is (sidebar, header, panel or none) and what it is (the widget's
 * type and accessible name or text). */
void focus_log_start(GtkWindow *window, const char *file);

#endif
