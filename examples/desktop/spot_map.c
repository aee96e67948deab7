/* SPDX-License-Identifier: Apache-2.0 */
/* spot_map.c: the Cities page's map, as the original's MapKit map of the city's parking spots,
 * drawn without one: Debian's offline map widgets (libshumate) need map tiles fetched from a
 * server, and the app has no map data. So a schematic: each spot a dot where the library places
 * it by its coordinates (foodtruck_layout_spot_map: north up, east right, never mirrored), the
 * parked one larger in the accent colour with a ring. A picture to a screen reader, named by
 * the city and the spots' names in the library's order. */
#include "spot_map.h"

#include "notice.h"
#include "page.h"
#include "state.h"
#include "words.h"

#define MAP_HEIGHT 160
#define MARGIN 20 /* the parked spot's ring (11 + its line) stays 8 inside */
#define MAX_SPOTS 16

static void draw_map(GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data) {
    foodtruck_city city = (foodtruck_city)GPOINTER_TO_INT(data);
    GdkRGBA ink;
    gtk_style_context_get_color(gtk_widget_get_style_context(GTK_WIDGET(area)), &ink);
    /* The ground: the card's tint of the text colour, rounded as libadwaita's cards. */
    cairo_set_source_rgba(cr, ink.red, ink.green, ink.blue, 0.06);
    cairo_new_sub_path(cr);
    double r = 12;
    cairo_arc(cr, width - r, r, r, -G_PI / 2, 0);
    cairo_arc(cr, width - r, height - r, r, 0, G_PI / 2);
    cairo_arc(cr, r, height - r, r, G_PI / 2, G_PI);
    cairo_arc(cr, r, r, r, G_PI, 3 * G_PI / 2);
    cairo_close_path(cr);
    cairo_fill(cr);
    foodtruck_point centres[MAX_SPOTS];
    size_t count = 0;
    TRY(foodtruck_layout_spot_map(city, (foodtruck_rect){0, 0, width, height}, MARGIN, centres, MAX_SPOTS, &count));
    foodtruck_parking_spot parked;
    TRY(foodtruck_truck_parking_spot(app.truck, &parked));
    for (size_t i = 0; i < count && i < MAX_SPOTS; i++) {
        bool here = parked.city == city && parked.index == (int32_t)i;
        cairo_new_path(cr);
        cairo_arc(cr, centres[i].x, centres[i].y, here ? 7 : 5, 0, 2 * G_PI);
        if (here) cairo_set_source_rgb(cr, 0x1c / 255.0, 0x71 / 255.0, 0xd8 / 255.0); /* the accent's background */
        else cairo_set_source_rgba(cr, ink.red, ink.green, ink.blue, 0.55);
        cairo_fill(cr);
        if (!here) continue;
        cairo_set_line_width(cr, 2);
        cairo_arc(cr, centres[i].x, centres[i].y, 11, 0, 2 * G_PI);
        cairo_stroke(cr);
    }
}

GtkWidget *spot_map_new(foodtruck_city city) {
    GtkWidget *area = g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", GTK_ACCESSIBLE_ROLE_IMG, NULL);
    gtk_drawing_area_set_content_height(GTK_DRAWING_AREA(area), MAP_HEIGHT);
    gtk_widget_set_hexpand(area, TRUE);
    gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(area), draw_map, GINT_TO_POINTER((int)city), NULL);
    /* Named for a screen reader: the city, then its spots, in the library's words and order. */
    size_t count = 0;
    TRY(foodtruck_parking_spot_count(city, &count));
    GString *name = g_string_new(NULL);
    char *city_name = word_buffer();
    TRY(foodtruck_city_name(app.truck, city, city_name, WORD_BYTES, NULL));
    g_string_append(name, city_name);
    g_string_append(name, label_text(FOODTRUCK_NAVIGATION_LABEL_LIST_SEPARATOR));
    for (size_t i = 0; i < count; i++) {
        char *spot = word_buffer();
        TRY(foodtruck_parking_spot_name(app.truck, city, (int32_t)i, spot, WORD_BYTES, NULL));
        if (i > 0) g_string_append(name, label_text(FOODTRUCK_NAVIGATION_LABEL_LIST_SEPARATOR));
        g_string_append(name, spot);
    }
    name_set(area, name->str);
    g_string_free(name, TRUE);
    return area;
}
