/* SPDX-License-Identifier: Apache-2.0 */
/* sales.c: the Sales History panel: the timeframe switch (week, month, year, with the library's
 * timeframe names), the total sales of the shown chart, the library's history chart (one line a
 * city, drawn from its layout for the column's width: chart_area.c), and the year of history's
 * unlock card while it is not bought. The library gates the data: while the store is on and the
 * year of history is not unlocked it refuses the month and the year (FOODTRUCK_ERR_DISABLED), and
 * the chart gives way to the store's "Premium Feature". Unlock buys the year of history from the
 * test store (test_store.c) while the store is on; the library says what follows. */
#include "sales.h"

#include "chart_area.h"
#include "notice.h"
#include "page.h"
#include "state.h"
#include "test_store.h"
#include "timeframe.h"
#include "words.h"
#define CHART_HEIGHT 300 /* the original's */

/* The original's default is the week (its two weeks); the screen does not offer today. */
static foodtruck_timeframe shown = FOODTRUCK_TIMEFRAME_WEEK;
static const foodtruck_timeframe offered[] = {FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_TIMEFRAME_MONTH,
                                              FOODTRUCK_TIMEFRAME_YEAR};
static GtkWidget *total, *chart_holder, *chart, *premium, *card, *card_title, *card_subtitle, *card_button;

/* The chart, unless the library refuses the timeframe. */
static void show_chart(bool locked) {
    gtk_widget_set_visible(premium, locked);
    gtk_widget_set_visible(chart, !locked);
    if (!locked) chart_area_refresh(chart);
}

/* Whether the library serves the timeframe's history (the year is a premium feature while the
 * store sells it): the count of its points asked, nothing filled. */
static bool served(void) {
    size_t count = 0;
    foodtruck_status status = foodtruck_sales_series(app.truck, shown, FOODTRUCK_CITY_ALL, now_ms(), NULL, 0, &count);
    if (status == FOODTRUCK_ERR_DISABLED) return false;
    TRY(status);
    return true;
}

static void refresh_view(foodtruck_panel panel) {
    (void)panel;
    /* Total Sales: the library's, every point of every city; shown over a locked chart too, as
     * the original does. */
    int64_t sum = 0;
    TRY(foodtruck_chart_total(app.truck, FOODTRUCK_CHART_SALES_HISTORY, shown, now_ms(), &sum));
    gtk_label_set_text(GTK_LABEL(total), donut_count_text(sum));
    show_chart(!served());

    foodtruck_entitlements entitlements;
    TRY(foodtruck_store_entitlements(app.truck, now_ms(), &entitlements));
    gtk_widget_set_visible(card, !entitlements.history_unlocked);
    gtk_label_set_text(GTK_LABEL(card_title), store_text(FOODTRUCK_STORE_TEXT_UNLOCK_TITLE));
    gtk_label_set_text(GTK_LABEL(card_subtitle), store_text(FOODTRUCK_STORE_TEXT_UNLOCK_SUBTITLE));
    gtk_button_set_label(GTK_BUTTON(card_button), store_text(FOODTRUCK_STORE_TEXT_UNLOCK_BUTTON));
    gtk_label_set_text(GTK_LABEL(premium), store_text(FOODTRUCK_STORE_TEXT_PREMIUM_FEATURE));
    /* With the store off nothing is sold (everything is served): the button shows what it offers. */
    gtk_widget_set_sensitive(card_button, test_store_on());
}

/* Unlock: the test store's purchase; its outcome's action is the library's (the year of history
 * needs none: the card goes once its transaction is handed in, which the test store did). */
static void unlock_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    foodtruck_store_action action = FOODTRUCK_STORE_ACTION_NONE;
    TRY(foodtruck_store_purchase_action(FOODTRUCK_STORE_ANNUAL_HISTORY, test_store_buy(FOODTRUCK_STORE_ANNUAL_HISTORY), &action));
    refresh();
}

static GtkWidget *create(foodtruck_panel panel) {
    (void)panel;
    GtkWidget *box = page_column_new();
    total = sales_header_new(box, FOODTRUCK_CHART_SALES_HISTORY, offered, G_N_ELEMENTS(offered), &shown);

    chart_holder = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    premium = gtk_label_new("");
    gtk_widget_add_css_class(premium, "title-3");
    gtk_widget_set_size_request(premium, -1, CHART_HEIGHT);
    gtk_box_append(GTK_BOX(chart_holder), premium);
    chart = chart_area_new(FOODTRUCK_CHART_SALES_HISTORY, &shown, CHART_HEIGHT);
    gtk_box_append(GTK_BOX(chart_holder), chart);
    gtk_box_append(GTK_BOX(box), chart_holder);

    /* The unlock card: the store's title, subtitle and button at the year of history's price. */
    GtkWidget *inside = card_new(box);
    card = gtk_widget_get_parent(inside);
    card_title = gtk_label_new("");
    gtk_widget_add_css_class(card_title, "heading");
    card_subtitle = gtk_label_new("");
    gtk_widget_add_css_class(card_subtitle, "dim-label");
    card_button = pill_button_new("", "suggested-action");
    g_signal_connect(card_button, "clicked", G_CALLBACK(unlock_clicked), NULL);
    GtkWidget *parts[] = {card_title, card_subtitle, card_button};
    for (size_t i = 0; i < G_N_ELEMENTS(parts); i++) {
        if (GTK_IS_LABEL(parts[i])) {
            gtk_label_set_wrap(GTK_LABEL(parts[i]), TRUE);
            gtk_label_set_justify(GTK_LABEL(parts[i]), GTK_JUSTIFY_CENTER);
        }
        gtk_box_append(GTK_BOX(inside), parts[i]);
    }
    return scrolled_new(box);
}

const view sales_view = {create, refresh_view};
