/* SPDX-License-Identifier: Apache-2.0 */
/* timeframe.h: a chart's timeframe picker. */
#ifndef TIMEFRAME_H
#define TIMEFRAME_H

#include "foodtruck.h"

#include <adwaita.h>
#include <stddef.h>

/* A chart's timeframe picker: a linked group of toggle buttons with the names the library gives
 * offered[] in chart's picker, *shown active; a tap sets *shown and refreshes. Names wrap on a
 * phone rather than widen it. */
GtkWidget *timeframe_switch_new(foodtruck_chart_kind chart, const foodtruck_timeframe *offered, size_t count,
                                foodtruck_timeframe *shown);
/* Top 5's and Sales History's head, appended to column: chart's timeframe picker (see
 * timeframe_switch_new), the library's "Total Sales" and, returned, the label for the total. */
GtkWidget *sales_header_new(GtkWidget *column, foodtruck_chart_kind chart, const foodtruck_timeframe *offered, size_t count,
                            foodtruck_timeframe *shown);

#endif
