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

#endif
