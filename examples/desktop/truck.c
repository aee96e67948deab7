/* truck.c: the Truck panel: a scrolled column of cards, each headed by a button that opens the
 * card's target as the library navigates (foodtruck_navigation_open_card). First slice: the New
 * Orders card lists the latest orders' display ids (the library's list, newest number first) and
 * the Forecast card shows the library's forecast chart; the Donuts and Social Feed cards show
 * their headers only so far. The card titles are the target panels' titles: the library has no
 * card titles of its own yet. */
#include "desktop.h"

#define LATEST 5 /* the New Orders card's tiles (the hero and four corners) */
#define CHART_WIDTH 320
#define CHART_HEIGHT 160

static GtkWidget *new_orders, *forecast;

static void header_clicked(GtkButton *button, gpointer data) {
    (void)button;
    double width = gtk_widget_get_width(GTK_WIDGET(app.window));
    TRY(foodtruck_navigation_open_card(app.truck, (foodtruck_truck_card)GPOINTER_TO_INT(data), width));
    refresh();
}

/* A card: a framed box whose header button carries the target panel's title. */
static GtkWidget *truck_card_new(GtkWidget *column, foodtruck_truck_card card, foodtruck_panel target) {
    GtkWidget *inside = card_new(column);
    GtkWidget *header = gtk_button_new_with_label(panel_title(target));
    gtk_widget_add_css_class(header, "flat");
    gtk_widget_add_css_class(header, "heading");
    gtk_widget_set_halign(header, GTK_ALIGN_START);
    g_signal_connect(header, "clicked", G_CALLBACK(header_clicked), GINT_TO_POINTER(card));
    gtk_box_append(GTK_BOX(inside), header);
    /* What the card shows, rebuilt at each refresh under the header that stays. */
    GtkWidget *body = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4);
    gtk_box_append(GTK_BOX(inside), body);
    return body;
}

static GtkWidget *create(foodtruck_panel panel) {
    (void)panel;
    GtkWidget *column = page_column_new();
    new_orders = truck_card_new(column, FOODTRUCK_CARD_NEW_ORDERS, FOODTRUCK_PANEL_ORDERS);
    forecast = truck_card_new(column, FOODTRUCK_CARD_FORECAST, FOODTRUCK_PANEL_CITY_SAN_FRANCISCO);
    truck_card_new(column, FOODTRUCK_CARD_DONUTS, FOODTRUCK_PANEL_DONUTS);
    truck_card_new(column, FOODTRUCK_CARD_SOCIAL_FEED, FOODTRUCK_PANEL_SOCIAL_FEED);
    return scrolled_new(column);
}

static void refresh_view(foodtruck_panel panel) {
    (void)panel;
    int32_t numbers[LATEST];
    size_t count = 0;
    TRY(foodtruck_order_list(app.truck, FOODTRUCK_ORDER_STATUS_ALL, "", FOODTRUCK_ORDER_SORT_NUMBER, true, 0, LATEST,
                             numbers, LATEST, &count));
    remove_children(new_orders);
    for (size_t i = 0; i < count; i++) gtk_box_append(GTK_BOX(new_orders), text_new(order_id(numbers[i]), NULL));

    size_t length = 0;
    TRY(foodtruck_svg_chart(app.truck, FOODTRUCK_CHART_FORECAST, FOODTRUCK_TIMEFRAME_TODAY, now_ms(), CHART_WIDTH,
                            CHART_HEIGHT, NULL, 0, &length));
    char *svg = g_malloc(length + 1);
    TRY(foodtruck_svg_chart(app.truck, FOODTRUCK_CHART_FORECAST, FOODTRUCK_TIMEFRAME_TODAY, now_ms(), CHART_WIDTH,
                            CHART_HEIGHT, svg, length + 1, NULL));
    remove_children(forecast);
    gtk_box_append(GTK_BOX(forecast), svg_picture_new(svg, length, CHART_WIDTH, CHART_HEIGHT));
    g_free(svg);
}

const view truck_view = {create, refresh_view};
