/* SPDX-License-Identifier: Apache-2.0 */
/* spot_map.h: a city's parking spots on a schematic map, placed by the library by their
 * coordinates, the one the truck is parked at marked. */
#ifndef SPOT_MAP_H
#define SPOT_MAP_H

#include "foodtruck.h"

#include <adwaita.h>

/* The map of CITY's spots, as wide as its column; it reads where the truck is parked at each
 * drawing, so a new spot needs only gtk_widget_queue_draw. */
GtkWidget *spot_map_new(foodtruck_city city);

#endif
