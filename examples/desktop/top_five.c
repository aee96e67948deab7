/* top_five.c: the Top 5 panel: the timeframe switch (the library's timeframe names), the header's
 * total, and the chart drawn natively with cairo from the library's layout for the area's size
 * (foodtruck_chart_layout): the bars, each count in its capsule, each donut's picture above its
 * name, the value axis; mirrored in Arabic by the library. The panel places nothing itself: it
 * draws each item in its frame. The library's text alternative (the bars' names and counts) is
 * the area's tooltip and accessible description, so that a screen reader (and the dump) reads
 * them. */
#include "top_five.h"

#include "notice.h"
#include "page.h"
#include "pictures.h"
#include "state.h"
#include "timeframe.h"
#include "words.h"
#define CHART_HEIGHT 300 /* the original's chart height, with its top padding */

/* The original's default is the week. */
static foodtruck_timeframe shown = FOODTRUCK_TIMEFRAME_WEEK;
static const foodtruck_timeframe offered[] = {FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_TIMEFRAME_MONTH,
                                              FOODTRUCK_TIMEFRAME_YEAR};
static GtkWidget *chart, *total;
static int64_t drawn_at; /* the instant the chart shows: the one of the last refresh */

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

/* A text in its frame: at its size, against the side the library says, centred in the line box. */
static void draw_text(cairo_t *cr, PangoLayout *layout, const foodtruck_chart_item *item, const char *text) {
    PangoFontDescription *font = pango_font_description_new();
    pango_font_description_set_family(font, "sans-serif");
    pango_font_description_set_absolute_size(font, item->font_size * PANGO_SCALE);
    if (item->kind == FOODTRUCK_CHART_ITEM_TOTAL) pango_font_description_set_weight(font, PANGO_WEIGHT_BOLD);
    pango_layout_set_font_description(layout, font);
    pango_font_description_free(font);
    pango_layout_set_text(layout, text, -1);
    int width, height;
    pango_layout_get_pixel_size(layout, &width, &height);
    foodtruck_rect f = item->frame;
    double x = item->alignment == FOODTRUCK_TEXT_LEFT    ? f.x
               : item->alignment == FOODTRUCK_TEXT_RIGHT ? f.x + f.width - width
                                                         : f.x + (f.width - width) / 2;
    double grey = item->kind == FOODTRUCK_CHART_ITEM_VALUE_LABEL || item->kind == FOODTRUCK_CHART_ITEM_TITLE ? 0.4 : 0.15;
    cairo_set_source_rgb(cr, grey, grey, grey);
    cairo_move_to(cr, x, f.y + (f.height - height) / 2);
    pango_cairo_show_layout(cr, layout);
}

static void draw_chart(GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data) {
    (void)area;
    (void)data;
    if (width < 1 || height < 1) return;
    size_t count = 0;
    TRY(foodtruck_chart_layout(app.truck, FOODTRUCK_CHART_TOP_SALES, shown, drawn_at, width, height, NULL, 0, &count));
    foodtruck_chart_item *items = g_new(foodtruck_chart_item, count > 0 ? count : 1);
    TRY(foodtruck_chart_layout(app.truck, FOODTRUCK_CHART_TOP_SALES, shown, drawn_at, width, height, items, count, &count));
    PangoLayout *layout = gtk_widget_create_pango_layout(chart, NULL);
    for (size_t i = 0; i < count; i++) {
        const foodtruck_chart_item *item = &items[i];
        foodtruck_rect f = item->frame;
        switch (item->kind) {
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
        case FOODTRUCK_CHART_ITEM_THUMBNAIL: draw_thumbnail(cr, item); break;
        case FOODTRUCK_CHART_ITEM_TITLE:
        case FOODTRUCK_CHART_ITEM_TOTAL: break; /* the panel's header above shows them */
        default:
            if (item->kind >= FOODTRUCK_CHART_ITEM_TITLE) {
                char text[256];
                TRY(foodtruck_chart_layout_text(app.truck, FOODTRUCK_CHART_TOP_SALES, shown, drawn_at, width, height, i, text,
                                                sizeof text, NULL));
                draw_text(cr, layout, item, text);
            }
        }
    }
    g_object_unref(layout);
    g_free(items);
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
    return scrolled_new(box);
}

static void refresh_view(foodtruck_panel panel) {
    (void)panel;
    drawn_at = now_ms();
    int64_t sum = 0;
    TRY(foodtruck_chart_total(app.truck, FOODTRUCK_CHART_TOP_SALES, shown, drawn_at, &sum));
    gtk_label_set_text(GTK_LABEL(total), donut_count_text(sum));
    /* What the picture shows, for a screen reader and on hover: the library's text
     * alternative. */
    size_t length = 0;
    TRY(foodtruck_svg_chart_description(app.truck, FOODTRUCK_CHART_TOP_SALES, shown, drawn_at, NULL, 0, &length));
    char *description = g_malloc(length + 1);
    TRY(foodtruck_svg_chart_description(app.truck, FOODTRUCK_CHART_TOP_SALES, shown, drawn_at, description, length + 1,
                                        NULL));
    gtk_widget_set_tooltip_text(chart, description);
    gtk_accessible_update_property(GTK_ACCESSIBLE(chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
    g_free(description);
    gtk_widget_queue_draw(chart);
}

const view top_five_view = {create, refresh_view};
