/* SPDX-License-Identifier: Apache-2.0 */
/* truck.c: the Truck panel, the original's Truck screen: four cards, each headed by a button that
 * opens the card's target as the library navigates (foodtruck_navigation_open_card).
 *   New Orders   the library's latest orders in the hero tiling (foodtruck_layout_hero_tiling),
 *                each tile a diagonal stack of its donuts, titled by the order's id
 *                (foodtruck_layout_diagonal_stack); under it the newest order's id and donuts.
 *   Forecast     the library's forecast chart.
 *   Donuts       the catalog's donuts in the lattice (foodtruck_layout_donut_lattice).
 *   Social Feed  the trending tags as a tag cloud: measured by GTK (Pango), placed by
 *                foodtruck_layout_flow, centred (the flow of layout.c).
 * The cards stand in one column where the library calls the panel's width compact, else in the
 * original's 2 x 2 grid (a GtkGrid). Every position inside a card is a library layout's frame
 * (placed boxes, layout.c); the constants here are the original's card proportions and drawing
 * sizes. The card titles are the library's (foodtruck_truck_card_title). */
#include "truck.h"

#include "chart_area.h"
#include "layout.h"
#include "notice.h"
#include "page.h"
#include "pictures.h"
#include "state.h"
#include "words.h"

#include <string.h>

#define LATEST 5               /* the New Orders card's tiles: the hero and four corners */
#define TRUCK_COMPACT_WIDTH 520 /* the Truck screen's threshold (foodtruck_layout_is_compact's doc) */
#define GRID_SPACING 12        /* the original's card grid: 12 apart, 16 around, at most 1200 wide */
#define GRID_PADDING 16
#define GRID_MAX_WIDTH 1200
#define ORDERS_MAX_HEIGHT 250  /* the New Orders tiling keeps 2:1, at most 250 high */
#define LATTICE_MIN_HEIGHT 180 /* the Donuts card's lattice */
#define TAGS_MIN_HEIGHT 180    /* the tag cloud, 15 below the header */
#define TAGS_TOP 15
#define TAG_SPACING 8          /* the platform's spacing, which the original's cloud leaves to it */
#define DONUT_PIXELS 160       /* a donut picture's texture, scaled to its frame */
#define GLYPH_PIXELS 16        /* the donut beside the newest order's count */
#define CHART_HEIGHT 160

static GtkWidget *hero, *newest, *forecast;
static int32_t shown[LATEST]; /* the orders the tiles show, to rebuild them only on a change */
static size_t shown_count;

/* The tiles' rounded backgrounds (6 inside, radius 10, as the original's) and the tags'
 * capsules: drawing only. */
static void style_once(void) {
    static bool styled;
    style_add_once(&styled, ".truck-tile { padding: 6px; border-radius: 10px; background: alpha(currentColor, 0.07); }"
                            ".truck-tag { padding: 4px 10px; border-radius: 999px; background: alpha(currentColor, 0.08); }");
}

static void header_clicked(GtkButton *button, gpointer data) {
    (void)button;
    double width = gtk_widget_get_width(GTK_WIDGET(app.window));
    TRY(foodtruck_navigation_open_card(app.truck, (foodtruck_truck_card)GPOINTER_TO_INT(data), width));
    refresh();
}

/* ---- where things go: each a placed box's place function (see layout.h) */

/* The New Orders tiles: the library's hero tiling in the card's 2:1 room, at most 250 high. */
static double place_hero(GtkWidget *box, foodtruck_rect bounds, foodtruck_rect *frames, size_t count, gpointer data) {
    (void)box;
    (void)data;
    if (frames == NULL) return MIN(bounds.width / 2, ORDERS_MAX_HEIGHT);
    TRY(foodtruck_layout_hero_tiling(count, bounds, right_to_left(), frames, count, NULL));
    return bounds.height;
}

/* Three donuts reach past their square by 0.23 + 0.65 / 2 - 0.5 of its side above and below
 * (the library's diagonal stack): the square is that much smaller, so they stay in the tile. */
#define STACK_OVERHANG 0.055

/* A tile's donuts: the library's diagonal stack in the tile. */
static double place_stack(GtkWidget *box, foodtruck_rect bounds, foodtruck_rect *frames, size_t count, gpointer data) {
    (void)box;
    (void)data;
    if (frames == NULL) return 0; /* it takes the room the tile leaves it */
    double inset = (double)(int)(MIN(bounds.width, bounds.height) * STACK_OVERHANG + 1); /* rounded up */
    foodtruck_rect inside = {bounds.x, bounds.y + inset, bounds.width, MAX(bounds.height - 2 * inset, 0)};
    TRY(foodtruck_layout_diagonal_stack(count, inside, right_to_left(), frames, count, NULL));
    return bounds.height;
}

/* The Donuts card: the library's lattice, at the size it takes for the card's room, centred in
 * it (as SwiftUI centres a view of its own size). */
static double place_lattice(GtkWidget *box, foodtruck_rect bounds, foodtruck_rect *frames, size_t count, gpointer data) {
    (void)box;
    (void)data;
    if (frames == NULL) return LATTICE_MIN_HEIGHT;
    foodtruck_size size;
    TRY(foodtruck_layout_donut_lattice_size(bounds.width, bounds.height, &size));
    foodtruck_rect centred = {bounds.x + (bounds.width - size.width) / 2, bounds.y + (bounds.height - size.height) / 2,
                              size.width, size.height};
    TRY(foodtruck_layout_donut_lattice(count, centred, right_to_left(), frames, count, NULL));
    return bounds.height;
}

/* ---- what the cards show */

/* A donut's picture, drawn by the library at DONUT_PIXELS and scaled by GTK to the frame it
 * gets. */
static GtkWidget *tile_donut_new(int32_t donut_id, int pixels) {
    GtkWidget *picture = donut_picture_new(donut_id, pixels);
    gtk_widget_set_size_request(picture, -1, -1);
    return picture;
}

/* An order's lines, in the order taken (g_free them). */
static foodtruck_order_line *order_lines(int32_t number, size_t *count) {
    TRY(foodtruck_order_lines(app.truck, number, NULL, 0, count));
    foodtruck_order_line *lines = g_new0(foodtruck_order_line, *count > 0 ? *count : 1);
    TRY(foodtruck_order_lines(app.truck, number, lines, *count, count));
    return lines;
}

/* A tile of New Orders: as the original's, the stack of the order's first donuts (as many as
 * the library's stack places) with the library's "+N" badge for the rest, on a rounded tile;
 * the order's id is its tooltip and its name. */
static GtkWidget *order_tile_new(int32_t number) {
    GtkWidget *tile = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_add_css_class(tile, "truck-tile");
    tooltip_set(tile, order_id(number));
    gtk_accessible_update_property(GTK_ACCESSIBLE(tile), GTK_ACCESSIBLE_PROPERTY_LABEL, order_id(number), -1);
    GtkWidget *stack = placed_new(place_stack, NULL);
    GtkWidget *badged = stack_badged(stack, number);
    gtk_widget_set_vexpand(badged, TRUE);
    gtk_box_append(GTK_BOX(tile), badged);

    size_t line_count = 0, placed = 0;
    foodtruck_order_line *lines = order_lines(number, &line_count);
    TRY(foodtruck_layout_diagonal_stack(line_count, (foodtruck_rect){0, 0, 0, 0}, false, NULL, 0, &placed));
    for (size_t i = 0; i < placed; i++) placed_append(stack, tile_donut_new(lines[i].donut_id, DONUT_PIXELS));
    g_free(lines);
    return tile;
}

/* The latest orders' tiles and, under them, the newest order's id, a donut and its count; made
 * anew only when the latest orders change (each tile parses its donuts' pictures). */
static void show_new_orders(void) {
    int32_t numbers[LATEST];
    size_t count = 0;
    TRY(foodtruck_order_list(app.truck, FOODTRUCK_ORDER_STATUS_ALL, "", FOODTRUCK_ORDER_SORT_NUMBER, true, 0, LATEST,
                             numbers, LATEST, &count));
    if (count == shown_count && memcmp(numbers, shown, count * sizeof numbers[0]) == 0) return;
    memcpy(shown, numbers, count * sizeof numbers[0]);
    shown_count = count;
    remove_children(hero);
    remove_children(newest);
    for (size_t i = 0; i < count; i++) placed_append(hero, order_tile_new(numbers[i]));
    if (count == 0) return;
    foodtruck_order order;
    TRY(foodtruck_order_get(app.truck, numbers[0], &order));
    gtk_box_append(GTK_BOX(newest), text_new(order_id(order.number), "dim-label"));
    size_t line_count = 0;
    foodtruck_order_line *lines = order_lines(order.number, &line_count);
    if (line_count > 0) {
        GtkWidget *glyph = tile_donut_new(lines[0].donut_id, GLYPH_PIXELS);
        gtk_widget_set_size_request(glyph, GLYPH_PIXELS, GLYPH_PIXELS);
        gtk_box_append(GTK_BOX(newest), glyph);
    }
    g_free(lines);
    gtk_box_append(GTK_BOX(newest), text_new(count_text(order.total_donuts), "dim-label"));
}

static void show_forecast(void) { chart_area_refresh(forecast); }

/* The catalog's first donuts, as many as the library's lattice places (ids from 0). */
static GtkWidget *lattice_new(void) {
    GtkWidget *lattice = placed_new(place_lattice, NULL);
    size_t count = 0;
    TRY(foodtruck_layout_donut_lattice(FOODTRUCK_CATALOG_DONUT_COUNT, (foodtruck_rect){0, 0, 0, 0}, false, NULL, 0, &count));
    for (size_t i = 0; i < count; i++) placed_append(lattice, tile_donut_new((int32_t)i, DONUT_PIXELS));
    return lattice;
}

/* The trending tags in the library's order, each its title in a capsule. */
static GtkWidget *tag_cloud_new(void) {
    GtkWidget *cloud = flow_new(TAG_SPACING, true);
    gtk_widget_set_size_request(cloud, -1, TAGS_MIN_HEIGHT);
    gtk_widget_set_margin_top(cloud, TAGS_TOP);
    size_t count = 0;
    TRY(foodtruck_feed_trending_tags(NULL, 0, &count));
    foodtruck_feed_tag *tags = g_new0(foodtruck_feed_tag, count > 0 ? count : 1);
    TRY(foodtruck_feed_trending_tags(tags, count, &count));
    for (size_t i = 0; i < count; i++) {
        char *title = word_buffer();
        TRY(foodtruck_feed_tag_title(app.truck, tags[i], title, WORD_BYTES, NULL));
        GtkWidget *tag = gtk_label_new(title);
        gtk_widget_add_css_class(tag, "truck-tag");
        gtk_box_append(GTK_BOX(cloud), tag);
    }
    g_free(tags);
    return cloud;
}

/* The cards where the original's Grid puts them: one column where the library calls the
 * panel's width compact, else its two GridRows (New Orders and Forecast, then Donuts and Social
 * Feed). GtkGrid shares the width, sizes each row to its higher card and mirrors right to left. */
static const struct { int column, row; } regular_cells[] = {{0, 0}, {1, 0}, {0, 1}, {1, 1}};

static void arrange_cards(int width, gpointer grid) {
    bool compact;
    TRY(foodtruck_layout_is_compact(width, TRUCK_COMPACT_WIDTH, false, &compact));
    GtkLayoutManager *layout = gtk_widget_get_layout_manager(grid);
    int index = 0;
    for (GtkWidget *card = gtk_widget_get_first_child(grid); card != NULL && index < (int)G_N_ELEMENTS(regular_cells);
         card = gtk_widget_get_next_sibling(card), index++) {
        GtkGridLayoutChild *cell = GTK_GRID_LAYOUT_CHILD(gtk_layout_manager_get_layout_child(layout, card));
        gtk_grid_layout_child_set_column(cell, compact ? 0 : regular_cells[index].column);
        gtk_grid_layout_child_set_row(cell, compact ? index : regular_cells[index].row);
    }
}

/* A card in the grid: a framed box filling its cell, headed by a button with the library's card
 * title; returns the box under the header. Placed in one column until the first width is known. */
static GtkWidget *truck_card_new(GtkWidget *grid, foodtruck_truck_card card) {
    GtkWidget *holder = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *inside = card_new(holder);
    gtk_widget_set_vexpand(gtk_widget_get_parent(inside), TRUE);
    GtkWidget *header = gtk_button_new_with_label(truck_card_title(card));
    gtk_widget_add_css_class(header, "flat");
    gtk_widget_add_css_class(header, "heading");
    gtk_widget_set_halign(header, GTK_ALIGN_START);
    g_signal_connect(header, "clicked", G_CALLBACK(header_clicked), GINT_TO_POINTER(card));
    gtk_box_append(GTK_BOX(inside), header);
    gtk_grid_attach(GTK_GRID(grid), holder, 0, (int)card, 1, 1);
    return inside;
}

static GtkWidget *create(foodtruck_panel panel) {
    (void)panel;
    style_once();
    shown_count = 0;
    GtkWidget *cards = gtk_grid_new();
    gtk_grid_set_column_homogeneous(GTK_GRID(cards), TRUE);
    gtk_grid_set_column_spacing(GTK_GRID(cards), GRID_SPACING);
    gtk_grid_set_row_spacing(GTK_GRID(cards), GRID_SPACING);
    gtk_widget_set_vexpand(cards, FALSE); /* the cards fill their rows; the rows take no more */

    GtkWidget *orders = truck_card_new(cards, FOODTRUCK_CARD_NEW_ORDERS);
    hero = placed_new(place_hero, NULL);
    gtk_box_append(GTK_BOX(orders), hero);
    newest = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4);
    gtk_box_append(GTK_BOX(orders), newest);

    static const foodtruck_timeframe today = FOODTRUCK_TIMEFRAME_TODAY; /* the forecast has no timeframe */
    forecast = chart_area_new(FOODTRUCK_CHART_FORECAST, &today, CHART_HEIGHT);
    gtk_box_append(GTK_BOX(truck_card_new(cards, FOODTRUCK_CARD_FORECAST)), forecast);
    gtk_box_append(GTK_BOX(truck_card_new(cards, FOODTRUCK_CARD_DONUTS)), lattice_new());
    GtkWidget *feed = truck_card_new(cards, FOODTRUCK_CARD_SOCIAL_FEED);
    gtk_box_append(GTK_BOX(feed), tag_cloud_new());
    GtkWidget *caption = text_new(label_text(FOODTRUCK_NAVIGATION_LABEL_TRENDING_TOPICS), "dim-label");
    gtk_widget_set_halign(caption, GTK_ALIGN_CENTER);
    gtk_box_append(GTK_BOX(feed), caption);

    GtkWidget *clamp = adw_clamp_new();
    adw_clamp_set_maximum_size(ADW_CLAMP(clamp), GRID_MAX_WIDTH);
    adw_clamp_set_tightening_threshold(ADW_CLAMP(clamp), GRID_MAX_WIDTH);
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0); /* the sensor is as wide as the grid */
    gtk_box_append(GTK_BOX(column), width_sensor_new(arrange_cards, cards));
    gtk_box_append(GTK_BOX(column), cards);
    adw_clamp_set_child(ADW_CLAMP(clamp), column);
    margins_set(clamp, GRID_PADDING, GRID_PADDING, GRID_PADDING, GRID_PADDING);
    GtkWidget *scroll = scrolled_new(clamp);
    /* The cards at their natural heights, scrolled when taller than the window: at their minimum
     * the Forecast card's chart (a picture that may shrink) would have no height at all. */
    GtkWidget *viewport = gtk_scrolled_window_get_child(GTK_SCROLLED_WINDOW(scroll));
    gtk_scrollable_set_vscroll_policy(GTK_SCROLLABLE(viewport), GTK_SCROLL_NATURAL);
    return scroll;
}

static void refresh_view(foodtruck_panel panel) {
    (void)panel;
    show_new_orders();
    show_forecast();
}

const view truck_view = {create, refresh_view};
