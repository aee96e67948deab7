/* SPDX-License-Identifier: Apache-2.0 */
/* layout.h: widgets that the library's layout calls place. */
#ifndef LAYOUT_H
#define LAYOUT_H

#include "foodtruck.h"

#include <adwaita.h>
#include <stdbool.h>
#include <stddef.h>

/* A placed box: its children (in the order appended) at exactly the frames its place function
 * writes, which a library layout call gives (foodtruck_layout_hero_tiling, _donut_lattice,
 * _diagonal_stack, _flow). place gets the box's content bounds (origin 0, 0) and writes count
 * frames; measuring, frames is NULL and bounds.height FOODTRUCK_UNSPECIFIED, and place returns
 * the height the box asks for at bounds.width (its return is ignored when placing). */
typedef double (*place_func)(GtkWidget *box, foodtruck_rect bounds, foodtruck_rect *frames, size_t count, gpointer data);
GtkWidget *placed_new(place_func place, gpointer data);
void placed_append(GtkWidget *box, GtkWidget *child); /* remove_children (page.h) empties it */
/* A box whose children the library's flow layout places (foodtruck_layout_flow: rows from the
 * leading edge, mirrored in Arabic, spacing apart; centred: each row and the whole in the
 * middle), each at its natural size: the original's FlowLayout, as its social posts' tags and
 * the Truck screen's tag cloud use it. Append with gtk_box_append. */
GtkWidget *flow_new(int spacing, bool centred);
/* Shows regular or compact, whichever the library's width rule (foodtruck_layout_is_compact at
 * threshold) chooses for the width it is given, at each allocation. */
GtkWidget *width_switch_new(double threshold, GtkWidget *regular, GtkWidget *compact);
/* A width sensor: an empty strip, as wide as the column it is put in, that tells changed its
 * width whenever that changes, once the frame that allocated it is over (a layout changed from
 * inside an allocation would race the frame). data is handed back. */
GtkWidget *width_sensor_new(void (*changed)(int width, gpointer data), gpointer data);

#endif
