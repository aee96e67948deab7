/* widgets.c: what several panels draw alike. */
#include "desktop.h"

GtkWidget *title_page_new(const char *title) {
    GtkWidget *status = adw_status_page_new();
    adw_status_page_set_title(ADW_STATUS_PAGE(status), title);
    gtk_widget_set_vexpand(status, TRUE);
    return status;
}

GtkWidget *svg_picture_new(const char *svg, size_t length, int width, int height) {
    GBytes *bytes = g_bytes_new(svg, length);
    GError *error = NULL;
    /* GdkTexture hands an SVG to gdk-pixbuf's librsvg loader, which draws it at its own size
     * (the library writes each picture at the size it was asked for). */
    GdkTexture *texture = gdk_texture_new_from_bytes(bytes, &error);
    g_bytes_unref(bytes);
    if (texture == NULL) {
        g_printerr("desktop: an SVG of the library does not load: %s\n", error->message);
        g_error_free(error);
        return gtk_picture_new();
    }
    GtkWidget *picture = gtk_picture_new_for_paintable(GDK_PAINTABLE(texture));
    g_object_unref(texture);
    gtk_picture_set_can_shrink(GTK_PICTURE(picture), FALSE);
    gtk_widget_set_size_request(picture, width, height);
    return picture;
}

GtkWidget *page_column_new(void) {
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    /* 12, not more: Top 5's four timeframe names just fit a phone's 390 px with it. */
    gtk_widget_set_margin_start(column, 12);
    gtk_widget_set_margin_end(column, 12);
    gtk_widget_set_margin_top(column, 12);
    gtk_widget_set_margin_bottom(column, 12);
    return column;
}

GtkWidget *card_new(GtkWidget *column) {
    GtkWidget *card = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_add_css_class(card, "card");
    GtkWidget *inside = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    gtk_widget_set_margin_start(inside, 12);
    gtk_widget_set_margin_end(inside, 12);
    gtk_widget_set_margin_top(inside, 12);
    gtk_widget_set_margin_bottom(inside, 12);
    gtk_box_append(GTK_BOX(card), inside);
    gtk_box_append(GTK_BOX(column), card);
    return inside;
}

GtkWidget *scrolled_new(GtkWidget *child) {
    GtkWidget *scroll = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_widget_set_vexpand(scroll, TRUE);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroll), child);
    return scroll;
}

GtkWidget *text_new(const char *text, const char *style) {
    GtkWidget *label = gtk_label_new(text);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    if (style != NULL) gtk_widget_add_css_class(label, style);
    return label;
}

static void timeframe_toggled(GtkToggleButton *button, gpointer data) {
    if (!gtk_toggle_button_get_active(button)) return; /* the one switched off by the group */
    *(foodtruck_timeframe *)data = (foodtruck_timeframe)GPOINTER_TO_INT(g_object_get_data(G_OBJECT(button), "timeframe"));
    refresh();
}

GtkWidget *timeframe_switch_new(const foodtruck_timeframe *offered, size_t count, foodtruck_timeframe *shown) {
    GtkWidget *switcher = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_add_css_class(switcher, "linked");
    gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER);
    GtkWidget *first = NULL;
    for (size_t i = 0; i < count; i++) {
        GtkWidget *toggle = gtk_toggle_button_new_with_label(timeframe_text(offered[i]));
        GtkWidget *label = gtk_button_get_child(GTK_BUTTON(toggle));
        gtk_label_set_wrap(GTK_LABEL(label), TRUE);
        gtk_label_set_justify(GTK_LABEL(label), GTK_JUSTIFY_CENTER);
        if (first == NULL) first = toggle;
        else gtk_toggle_button_set_group(GTK_TOGGLE_BUTTON(toggle), GTK_TOGGLE_BUTTON(first));
        /* Before the handler: the default is no person's tap. */
        gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(toggle), offered[i] == *shown);
        g_object_set_data(G_OBJECT(toggle), "timeframe", GINT_TO_POINTER(offered[i]));
        g_signal_connect(toggle, "toggled", G_CALLBACK(timeframe_toggled), shown);
        gtk_box_append(GTK_BOX(switcher), toggle);
    }
    return switcher;
}

GtkWidget *sales_header_new(GtkWidget *column, const foodtruck_timeframe *offered, size_t count, foodtruck_timeframe *shown) {
    gtk_box_append(GTK_BOX(column), timeframe_switch_new(offered, count, shown));
    gtk_box_append(GTK_BOX(column), text_new(label_text(FOODTRUCK_NAVIGATION_LABEL_SALES), "dim-label"));
    GtkWidget *total = text_new("", "title-1");
    gtk_box_append(GTK_BOX(column), total);
    return total;
}

void remove_children(GtkWidget *container) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(container)) != NULL) {
        if (GTK_IS_LIST_BOX(container)) gtk_list_box_remove(GTK_LIST_BOX(container), child);
        else if (GTK_IS_FLOW_BOX(container)) gtk_flow_box_remove(GTK_FLOW_BOX(container), child);
        else if (GTK_IS_BOX(container)) gtk_box_remove(GTK_BOX(container), child);
        else gtk_widget_unparent(child);
    }
}

GtkWidget *donut_picture_new(int32_t donut_id, int size) {
    size_t length = 0;
    TRY(foodtruck_svg_donut(app.truck, donut_id, size, NULL, 0, &length));
    char *svg = g_malloc(length + 1);
    TRY(foodtruck_svg_donut(app.truck, donut_id, size, svg, length + 1, NULL));
    GtkWidget *picture = svg_picture_new(svg, length, size, size);
    g_free(svg);
    return picture;
}

typedef struct width_sensor {
    void (*changed)(int width, gpointer data);
    gpointer data;
    int width, told; /* the last allocated width, and the last one told (-1: none yet) */
    guint idle;
} width_sensor;

static gboolean sensor_tell(gpointer data) {
    width_sensor *sensor = data;
    sensor->idle = 0;
    if (sensor->width == sensor->told) return G_SOURCE_REMOVE;
    sensor->told = sensor->width;
    sensor->changed(sensor->width, sensor->data);
    return G_SOURCE_REMOVE;
}

static void sensor_resized(GtkDrawingArea *area, int width, int height, gpointer data) {
    (void)area;
    (void)height;
    width_sensor *sensor = data;
    sensor->width = width;
    /* Before the next frame is laid out (GTK's frames run at a lower priority), so a layout
     * changed for the new width shows in that frame. */
    if (sensor->idle == 0) sensor->idle = g_idle_add_full(G_PRIORITY_HIGH_IDLE, sensor_tell, sensor, NULL);
}

static void sensor_destroyed(gpointer data, GObject *gone) {
    (void)gone;
    width_sensor *sensor = data;
    if (sensor->idle != 0) g_source_remove(sensor->idle);
    g_free(sensor);
}

GtkWidget *width_sensor_new(void (*changed)(int width, gpointer data), gpointer data) {
    GtkWidget *area = gtk_drawing_area_new();
    gtk_widget_set_hexpand(area, TRUE);
    gtk_drawing_area_set_content_height(GTK_DRAWING_AREA(area), 1);
    width_sensor *sensor = g_new0(width_sensor, 1);
    sensor->changed = changed;
    sensor->data = data;
    sensor->told = -1;
    g_signal_connect(area, "resize", G_CALLBACK(sensor_resized), sensor);
    g_object_weak_ref(G_OBJECT(area), sensor_destroyed, sensor);
    return area;
}
