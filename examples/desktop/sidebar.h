/* SPDX-License-Identifier: Apache-2.0 */
/* sidebar.h: the sidebar: the library's rows, in its order, under its section titles. */
#ifndef SIDEBAR_H
#define SIDEBAR_H

#include <adwaita.h>

GtkWidget *sidebar_new(void);
void sidebar_show_selection(void);
/* The window has folded: a panel chosen beside the sidebar shows, as the original's split view
 * shows the chosen detail when it collapses. */
void sidebar_folded(void);

#endif
