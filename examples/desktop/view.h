/* SPDX-License-Identifier: Apache-2.0 */
/* view.h: what a panel is to the detail column. Each panel is a view: made once per window
 * (create), and brought up to date (refresh) whenever it shows and the session changed. Each
 * panel's file offers its view in its own header; the three cities share one view. */
#ifndef VIEW_H
#define VIEW_H

#include "foodtruck.h"

#include <adwaita.h>

typedef struct view {
    GtkWidget *(*create)(foodtruck_panel panel);
    void (*refresh)(foodtruck_panel panel);
} view;

#endif
