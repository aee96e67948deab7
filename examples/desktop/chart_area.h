/* SPDX-License-Identifier: Apache-2.0 */
/* chart_area.h: a chart drawn with cairo from the library's layout for the area's size. */
#ifndef CHART_AREA_H
#define CHART_AREA_H

#include "foodtruck.h"

#include <adwaita.h>

/* A chart of `kind` for the panel's timeframe (read at each drawing), `height` pixels high and as
 * wide as its column, laid out anew at every size; blank until its first chart_area_refresh. */
GtkWidget *chart_area_new(foodtruck_chart_kind kind, const foodtruck_timeframe *timeframe, int height);
/* Shows the chart at this instant, drawn anew, with the library's text alternative as its
 * accessible description (and its "description" data); only for a timeframe the library
 * serves. */
void chart_area_refresh(GtkWidget *area);

/* A text the last drawing put in the area: its box in the area's pixels and its item's kind. */
typedef struct chart_text {
    double x, y, width, height;
    foodtruck_chart_item_kind kind;
} chart_text;
/* The texts of the area's last drawing (for --measure); NULL and 0 for a widget that is no
 * chart area. */
const chart_text *chart_area_texts(GtkWidget *area, size_t *count);

#endif
