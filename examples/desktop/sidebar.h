/* sidebar.h: the sidebar: the library's rows, in its order, under its section titles. */
#ifndef SIDEBAR_H
#define SIDEBAR_H

#include <adwaita.h>

GtkWidget *sidebar_new(void);
void sidebar_show_selection(void);

#endif
