/* SPDX-License-Identifier: Apache-2.0 */
/* chart_area.c: a chart drawn natively with cairo from the library's layout for the area's size
 * (foodtruck_chart_layout): bars, count capsules, donut pictures, lines, the forecast's area
 * and nights, legends and labels, each item in its frame, mirrored in Arabic by the library.
 * The area places nothing itself and is laid out anew at every size, so that its text keeps
 * its size in a narrow window. The library's text alternative is its accessible description, so
 * that a screen reader (and the dump) reads what it shows. */
#include "chart_area.h"

#include "notice.h"
#include "page.h"
#include "pictures.h"
#include "state.h"
#include "words.h"

typedef struct {
    foodtruck_chart_kind kind;
    const foodtruck_timeframe *timeframe; /* the panel's, read at each drawing */
    int64_t at;                           /* the instant shown: that of the last refresh */
    bool shown;                           /* refreshed once: there is something to draw */
    GArray *texts;                        /* chart_text: where the last drawing put its texts */
} chart_state;

/* The cities' colours (the library's SVG palette), by foodtruck_city. */
static const double CITY_RGB[3][3] = {{0.345, 0.337, 0.839}, {1.0, 0.584, 0.0}, {0.204, 0.78, 0.349}};

static void city_colour(cairo_t *cr, int32_t city) {
    const double *rgb = CITY_RGB[city >= 0 && city < 3 ? city : 0];
    cairo_set_source_rgb(cr, rgb[0], rgb[1], rgb[2]);
}

static void rounded_rectangle(cairo_t *cr, foodtruck_rect f, double radius) {
    radius = MIN(radius, MIN(f.width, f.height) / 2);
    cairo_new_sub_path(cr);
    cairo_arc(cr, f.x + f.width - radius, f.y + radius, radius, -G_PI / 2, 0);
    cairo_arc(cr, f.x + f.width - radius, f.y + f.height - radius, radius, 0, G_PI / 2);
    cairo_arc(cr, f.x + radius, f.y + f.height - radius, radius, G_PI / 2, G_PI);
    cairo_arc(cr, f.x + radius, f.y + radius, radius, G_PI, 3 * G_PI / 2);
    cairo_close_path(cr);
}

/* A donut's picture in its frame: the library's SVG at the frame's size, drawn once. */
static void draw_thumbnail(cairo_t *cr, const foodtruck_chart_item *item) {
    GdkTexture *texture = donut_texture(item->reference, (int)item->frame.width);
    if (texture == NULL) return;
    int w = gdk_texture_get_width(texture), h = gdk_texture_get_height(texture);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_surface_flush(surface);
    /* gdk_texture_download writes cairo's ARGB32 memory format. */
    gdk_texture_download(texture, cairo_image_surface_get_data(surface), (gsize)cairo_image_surface_get_stride(surface));
    cairo_surface_mark_dirty(surface);
    cairo_set_source_surface(cr, surface, item->frame.x, item->frame.y);
    cairo_paint(cr);
    cairo_surface_destroy(surface);
}

/* A text in its frame: at its size, against the side the library says, centred in the line box,
 * in the style's text colour (light or dark), a value label a little softer but still 4.5:1 or
 * more against the window (measured: tests/desktop/contrast.py). Where it went is kept. */
static void draw_text(cairo_t *cr, PangoLayout *layout, const foodtruck_chart_item *item, const char *text,
                      const GdkRGBA *colour, GArray *texts) {
    PangoFontDescription *font = pango_font_description_new();
    pango_font_description_set_family(font, "sans-serif");
    pango_font_description_set_absolute_size(font, item->font_size * PANGO_SCALE);
    pango_layout_set_font_description(layout, font);
    pango_font_description_free(font);
    pango_layout_set_text(layout, text, -1);
    int width, height;
    pango_layout_get_pixel_size(layout, &width, &height);
    foodtruck_rect f = item->frame;
    double x = item->alignment == FOODTRUCK_TEXT_LEFT    ? f.x
               : item->alignment == FOODTRUCK_TEXT_RIGHT ? f.x + f.width - width
                                                         : f.x + (f.width - width) / 2;
    double alpha = colour->alpha * (item->kind == FOODTRUCK_CHART_ITEM_VALUE_LABEL ? 0.85 : 1.0);
    cairo_set_source_rgba(cr, colour->red, colour->green, colour->blue, alpha);
    cairo_move_to(cr, x, f.y + (f.height - height) / 2);
    pango_cairo_show_layout(cr, layout);
    chart_text kept = {.x = x, .y = f.y + (f.height - height) / 2, .width = width, .height = height, .kind = item->kind};
    g_array_append_val(texts, kept);
}

static double mid_x(foodtruck_rect f) { return f.x + f.width / 2; }
static double mid_y(foodtruck_rect f) { return f.y + f.height / 2; }

/* The lines through items[first, last): one per reference, solid through the complete points,
 * dashed on to a partial point drawn hollow; the forecast's points (no partial one) as its area
 * down to the plot's bottom. */
static void draw_lines(cairo_t *cr, const foodtruck_chart_item *items, size_t first, size_t last, foodtruck_rect plot) {
    bool area = true;
    for (size_t i = first; i < last; i++) area = area && items[i].kind != FOODTRUCK_CHART_ITEM_PARTIAL_POINT;
    if (area && last > first) {
        cairo_move_to(cr, mid_x(items[first].frame), plot.y + plot.height);
        for (size_t i = first; i < last; i++) cairo_line_to(cr, mid_x(items[i].frame), mid_y(items[i].frame));
        cairo_line_to(cr, mid_x(items[last - 1].frame), plot.y + plot.height);
        cairo_close_path(cr);
        cairo_set_source_rgb(cr, 0.961, 0.773, 0.259);
        cairo_fill_preserve(cr);
        cairo_set_source_rgb(cr, 0.169, 0.702, 0.639);
        cairo_set_line_width(cr, 1.5);
        cairo_stroke(cr);
        return;
    }
    for (int32_t city = 0; city < 3; city++) {
        const foodtruck_chart_item *previous = NULL;
        cairo_set_line_width(cr, 2);
        city_colour(cr, city);
        for (size_t i = first; i < last; i++) {
            const foodtruck_chart_item *point = &items[i];
            if (point->reference != city) continue;
            if (point->kind == FOODTRUCK_CHART_ITEM_PARTIAL_POINT) {
                cairo_stroke(cr);
                if (previous != NULL) {
                    static const double dash[] = {4, 3};
                    cairo_set_dash(cr, dash, 2, 0);
                    cairo_move_to(cr, mid_x(previous->frame), mid_y(previous->frame));
                    cairo_line_to(cr, mid_x(point->frame), mid_y(point->frame));
                    cairo_stroke(cr);
                    cairo_set_dash(cr, NULL, 0, 0);
                }
                cairo_arc(cr, mid_x(point->frame), mid_y(point->frame), point->frame.width / 2, 0, 2 * G_PI);
                cairo_set_source_rgb(cr, 1, 1, 1);
                cairo_fill_preserve(cr);
                city_colour(cr, city);
                cairo_stroke(cr);
            } else if (previous == NULL) {
                cairo_move_to(cr, mid_x(point->frame), mid_y(point->frame));
            } else {
                cairo_line_to(cr, mid_x(point->frame), mid_y(point->frame));
            }
            previous = point;
        }
        cairo_stroke(cr);
    }
}

static void draw_chart(GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data) {
    chart_state *state = data;
    g_array_set_size(state->texts, 0);
    if (!state->shown || width < 1 || height < 1) return;
    /* The style's text colour, light or dark (GTK 4.8's way to read it). */
    GdkRGBA colour;
    gtk_style_context_get_color(gtk_widget_get_style_context(GTK_WIDGET(area)), &colour);
    foodtruck_timeframe timeframe = *state->timeframe;
    size_t count = 0;
    TRY(foodtruck_chart_layout(app.truck, state->kind, timeframe, state->at, width, height, NULL, 0, &count));
    foodtruck_chart_item *items = g_new(foodtruck_chart_item, count > 0 ? count : 1);
    TRY(foodtruck_chart_layout(app.truck, state->kind, timeframe, state->at, width, height, items, count, &count));
    /* Every item's text at once, each ended by a NUL: pointed to one by one. */
    size_t length = 0;
    TRY(foodtruck_chart_layout_texts(app.truck, state->kind, timeframe, state->at, width, height, NULL, 0, &length));
    char *texts = g_malloc(length + 1);
    TRY(foodtruck_chart_layout_texts(app.truck, state->kind, timeframe, state->at, width, height, texts, length + 1,
                                     NULL));
    const char **strings = g_new(const char *, count > 0 ? count : 1);
    for (size_t i = 0, at = 0; i < count; i++) {
        strings[i] = at <= length ? texts + at : "";
        at += strlen(strings[i]) + 1;
    }
    PangoLayout *layout = gtk_widget_create_pango_layout(GTK_WIDGET(area), NULL);
    foodtruck_rect plot = {0, 0, width, height};
    for (size_t i = 0; i < count; i++) {
        const foodtruck_chart_item *item = &items[i];
        foodtruck_rect f = item->frame;
        switch (item->kind) {
        case FOODTRUCK_CHART_ITEM_PLOT: plot = f; break;
        case FOODTRUCK_CHART_ITEM_POINT:
        case FOODTRUCK_CHART_ITEM_PARTIAL_POINT: {
            size_t last = i;
            while (last < count && (items[last].kind == FOODTRUCK_CHART_ITEM_POINT ||
                                    items[last].kind == FOODTRUCK_CHART_ITEM_PARTIAL_POINT))
                last++;
            draw_lines(cr, items, i, last, plot);
            i = last - 1;
            break;
        }
        case FOODTRUCK_CHART_ITEM_GRID_LINE:
            cairo_set_source_rgba(cr, 0.5, 0.5, 0.5, 0.3);
            cairo_set_line_width(cr, 1);
            cairo_move_to(cr, f.x, (int)f.y + 0.5);
            cairo_line_to(cr, f.x + f.width, (int)f.y + 0.5);
            cairo_stroke(cr);
            break;
        case FOODTRUCK_CHART_ITEM_BAR: {
            /* From the bottom colour of the original's asset to the accent colour. */
            cairo_pattern_t *fill = cairo_pattern_create_linear(0, f.y + f.height, 0, f.y);
            cairo_pattern_add_color_stop_rgba(fill, 0, 0.80, 0.88, 1.00, 0.88);
            cairo_pattern_add_color_stop_rgba(fill, 1, 0.21, 0.52, 0.89, 1.00);
            cairo_set_source(cr, fill);
            rounded_rectangle(cr, f, 4);
            cairo_fill(cr);
            cairo_pattern_destroy(fill);
            break;
        }
        case FOODTRUCK_CHART_ITEM_CAPSULE:
            cairo_set_source_rgba(cr, 0.5, 0.5, 0.55, 0.18);
            rounded_rectangle(cr, f, f.height / 2);
            cairo_fill(cr);
            break;
        case FOODTRUCK_CHART_ITEM_NIGHT:
            cairo_set_source_rgba(cr, 0.243, 0.239, 0.596, 0.35);
            cairo_rectangle(cr, f.x, f.y, f.width, f.height);
            cairo_fill(cr);
            break;
        case FOODTRUCK_CHART_ITEM_LEGEND_KEY:
            city_colour(cr, item->reference);
            cairo_arc(cr, mid_x(f), mid_y(f), f.width / 2, 0, 2 * G_PI);
            cairo_fill(cr);
            break;
        case FOODTRUCK_CHART_ITEM_THUMBNAIL: draw_thumbnail(cr, item); break;
        case FOODTRUCK_CHART_ITEM_TITLE:
        case FOODTRUCK_CHART_ITEM_TOTAL: break; /* the panel's header shows them */
        default: draw_text(cr, layout, item, strings[i], &colour, state->texts);
        }
    }
    g_object_unref(layout);
    g_free(strings);
    g_free(texts);
    g_free(items);
}

static void chart_state_free(gpointer data) {
    chart_state *state = data;
    g_array_unref(state->texts);
    g_free(state);
}

const chart_text *chart_area_texts(GtkWidget *area, size_t *count) {
    chart_state *state = g_object_get_data(G_OBJECT(area), "chart-state");
    *count = state != NULL ? state->texts->len : 0;
    return state != NULL ? (const chart_text *)(void *)state->texts->data : NULL;
}

GtkWidget *chart_area_new(foodtruck_chart_kind kind, const foodtruck_timeframe *timeframe, int height) {
    chart_state *state = g_new0(chart_state, 1);
    state->kind = kind;
    state->texts = g_array_new(FALSE, FALSE, sizeof(chart_text));
    state->timeframe = timeframe;
    /* A picture to a screen reader, named by what it shows (chart_area_refresh). */
    GtkWidget *area = g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", GTK_ACCESSIBLE_ROLE_IMG, NULL);
    g_object_set_data_full(G_OBJECT(area), "chart-state", state, chart_state_free);
    gtk_drawing_area_set_content_height(GTK_DRAWING_AREA(area), height);
    gtk_widget_set_hexpand(area, TRUE);
    gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(area), draw_chart, state, NULL);
    return area;
}

void chart_area_refresh(GtkWidget *area) {
    chart_state *state = g_object_get_data(G_OBJECT(area), "chart-state");
    state->at = now_ms();
    state->shown = true;
    /* What the picture shows, for a screen reader: the library's text alternative. */
    size_t length = 0;
    TRY(foodtruck_svg_chart_description(app.truck, state->kind, *state->timeframe, state->at, NULL, 0, &length));
    char *description = g_malloc(length + 1);
    TRY(foodtruck_svg_chart_description(app.truck, state->kind, *state->timeframe, state->at, description, length + 1,
                                        NULL));
    /* Kept on the widget too: GTK 4.8 has no getter for an accessible property, and the headless
     * dump writes what a screen reader would say. Not a tooltip: its hover timer would wake the
     * idle app at every refresh. */
    gtk_accessible_update_property(GTK_ACCESSIBLE(area), GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
    g_object_set_data_full(G_OBJECT(area), "description", description, g_free);
    gtk_widget_queue_draw(area);
}
