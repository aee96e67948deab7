/* SPDX-License-Identifier: Apache-2.0 */
/* top_five.c: the Top 5 panel: the timeframe switch (the library's timeframe names), the header's
 * total, and the chart drawn from the library's layout (chart_area.c): the bars, each count in
 * its capsule, each donut's picture above its name, the value axis; its text alternative (the
 * bars' names and counts) is its accessible description. */
#include "top_five.h"

#include "chart_area.h"
#include "notice.h"
#include "page.h"
#include "state.h"
#include "timeframe.h"
#include "words.h"
#define CHART_HEIGHT 300 /* the original's chart height, with its top padding */

/* The original's default is the week. */
static foodtruck_timeframe shown = FOODTRUCK_TIMEFRAME_WEEK;
static const foodtruck_timeframe offered[] = {FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_TIMEFRAME_MONTH,
                                              FOODTRUCK_TIMEFRAME_YEAR};
static GtkWidget *chart, *total;

static GtkWidget *create(foodtruck_panel panel) {
    (void)panel;
    GtkWidget *box = page_column_new();
    /* The header's total is that of these five bars. */
    total = sales_header_new(box, FOODTRUCK_CHART_TOP_SALES, offered, G_N_ELEMENTS(offered), &shown);

    chart = chart_area_new(FOODTRUCK_CHART_TOP_SALES, &shown, CHART_HEIGHT);
    gtk_box_append(GTK_BOX(box), chart);
    return scrolled_new(box);
}

static void refresh_view(foodtruck_panel panel) {
    (void)panel;
    int64_t sum = 0;
    TRY(foodtruck_chart_total(app.truck, FOODTRUCK_CHART_TOP_SALES, shown, now_ms(), &sum));
    gtk_label_set_text(GTK_LABEL(total), donut_count_text(sum));
    chart_area_refresh(chart);
}

const view top_five_view = {create, refresh_view};
