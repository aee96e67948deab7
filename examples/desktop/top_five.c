/* top_five.c: the Top 5 panel: the timeframe switch (the library's timeframe names), the header's
 * total, and the five best sellers as bars drawn natively with cairo from the library's chart data
 * (foodtruck_chart_top_sales, the y-axis from foodtruck_chart_nice_ticks), not from its SVG: this
 * panel proves the data API. Under each bar its donut's name and its count are labels, so that a
 * person (and the dump) reads them; in Arabic the bars start from the right, as the library's RTL
 * flag says. */
#include "top_five.h"

#include "notice.h"
#include "page.h"
#include "state.h"
#include "timeframe.h"
#include "words.h"
#define CHART_HEIGHT 300 /* the original's chart height, with its top padding */
#define CHART_TOP_PADDING 20
#define TICK_TARGET 5 /* the library's y-axis: foodtruck_chart_nice_ticks(0, tallest, 5) */

/* The original's default is the week. */
static foodtruck_timeframe shown = FOODTRUCK_TIMEFRAME_WEEK;
static const foodtruck_timeframe offered[] = {FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_TIMEFRAME_MONTH,
                                              FOODTRUCK_TIMEFRAME_YEAR};
static GtkWidget *chart, *names, *total;
static foodtruck_donut_sales *bars;
static size_t bar_count;
static double *ticks;
static size_t tick_count;

/* Bars from the bottom colour of the original's asset to the accent colour. */
static void draw_chart(GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data) {
    (void)area;
    (void)data;
    if (bar_count == 0 || tick_count == 0) return;
    bool rtl = right_to_left();
    double top = ticks[tick_count - 1];
    double plot = height - CHART_TOP_PADDING;
    if (top <= 0 || plot <= 0) return;
    double slot = (double)width / (double)bar_count;
    /* The grid lines at the library's marks. */
    for (size_t i = 0; i < tick_count; i++) {
        double y = height - ticks[i] / top * plot;
        cairo_set_source_rgba(cr, 0.5, 0.5, 0.5, 0.35);
        cairo_set_line_width(cr, 1);
        cairo_move_to(cr, 0, y + 0.5);
        cairo_line_to(cr, width, y + 0.5);
        cairo_stroke(cr);
    }
    /* The bars in the library's order, rising in reading order: from the right in Arabic. */
    for (size_t i = 0; i < bar_count; i++) {
        double slot_start = rtl ? width - (double)(i + 1) * slot : (double)i * slot;
        double bar_width = slot * 0.6;
        double x = slot_start + (slot - bar_width) / 2;
        double bar_height = (double)bars[i].sales / top * plot;
        double y = height - bar_height;
        cairo_pattern_t *fill = cairo_pattern_create_linear(0, height, 0, y);
        cairo_pattern_add_color_stop_rgba(fill, 0, 0.80, 0.88, 1.00, 0.88);
        cairo_pattern_add_color_stop_rgba(fill, 1, 0.21, 0.52, 0.89, 1.00);
        cairo_set_source(cr, fill);
        cairo_rectangle(cr, x, y, bar_width, bar_height);
        cairo_fill(cr);
        cairo_pattern_destroy(fill);
    }
    /* Each mark's count at the line's start edge, over the bars so that none hides it. */
    PangoLayout *layout = gtk_widget_create_pango_layout(chart, NULL);
    for (size_t i = 0; i < tick_count; i++) {
        double y = height - ticks[i] / top * plot;
        pango_layout_set_text(layout, count_text((int64_t)ticks[i]), -1);
        int text_width, text_height;
        pango_layout_get_pixel_size(layout, &text_width, &text_height);
        cairo_set_source_rgba(cr, 0.45, 0.45, 0.45, 1);
        cairo_move_to(cr, rtl ? width - text_width - 2 : 2, y - text_height);
        pango_cairo_show_layout(cr, layout);
    }
    g_object_unref(layout);
}

static GtkWidget *create(foodtruck_panel panel) {
    (void)panel;
    GtkWidget *box = page_column_new();
    /* The header's total is that of these five bars. */
    total = sales_header_new(box, FOODTRUCK_CHART_TOP_SALES, offered, G_N_ELEMENTS(offered), &shown);

    chart = gtk_drawing_area_new();
    gtk_drawing_area_set_content_height(GTK_DRAWING_AREA(chart), CHART_HEIGHT);
    gtk_widget_set_hexpand(chart, TRUE);
    gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(chart), draw_chart, NULL, NULL);
    gtk_box_append(GTK_BOX(box), chart);
    /* One column a bar, as wide as the bar's slot: the box mirrors with the window in Arabic,
     * as the bars do. */
    names = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_box_set_homogeneous(GTK_BOX(names), TRUE);
    gtk_box_append(GTK_BOX(box), names);
    return scrolled_new(box);
}

static void refresh_view(foodtruck_panel panel) {
    (void)panel;
    int64_t now = now_ms();
    size_t count = 0;
    TRY(foodtruck_chart_top_sales(app.truck, shown, now, NULL, 0, &count));
    bars = g_renew(foodtruck_donut_sales, bars, count > 0 ? count : 1);
    TRY(foodtruck_chart_top_sales(app.truck, shown, now, bars, count, &bar_count));
    /* The header's total is the library's (the sum of these five only); the bars rise, so the
     * tallest, the axis's reach, is the last. */
    int64_t sum = 0, tallest = bar_count > 0 ? bars[bar_count - 1].sales : 0;
    TRY(foodtruck_chart_total(app.truck, FOODTRUCK_CHART_TOP_SALES, shown, now, &sum));
    TRY(foodtruck_chart_nice_ticks(0, (double)tallest, TICK_TARGET, NULL, 0, &count));
    ticks = g_renew(double, ticks, count > 0 ? count : 1);
    TRY(foodtruck_chart_nice_ticks(0, (double)tallest, TICK_TARGET, ticks, count, &tick_count));
    gtk_label_set_text(GTK_LABEL(total), donut_count_text(sum));

    remove_children(names);
    for (size_t i = 0; i < bar_count; i++) {
        GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2);
        GtkWidget *name = gtk_label_new(donut_name(bars[i].donut_id));
        /* Two lines for a long name, as the original reserves. */
        gtk_label_set_wrap(GTK_LABEL(name), TRUE);
        gtk_label_set_lines(GTK_LABEL(name), 2);
        gtk_label_set_ellipsize(GTK_LABEL(name), PANGO_ELLIPSIZE_END);
        gtk_label_set_justify(GTK_LABEL(name), GTK_JUSTIFY_CENTER);
        gtk_label_set_width_chars(GTK_LABEL(name), 1);
        GtkWidget *value = gtk_label_new(count_text(bars[i].sales));
        gtk_widget_add_css_class(value, "heading");
        gtk_widget_add_css_class(value, "numeric");
        gtk_box_append(GTK_BOX(column), value);
        gtk_box_append(GTK_BOX(column), name);
        gtk_box_append(GTK_BOX(names), column);
    }
    gtk_widget_queue_draw(chart);
}

const view top_five_view = {create, refresh_view};
