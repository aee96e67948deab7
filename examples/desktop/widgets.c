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

void remove_children(GtkWidget *container) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(container)) != NULL) {
        if (GTK_IS_LIST_BOX(container)) gtk_list_box_remove(GTK_LIST_BOX(container), child);
        else if (GTK_IS_FLOW_BOX(container)) gtk_flow_box_remove(GTK_FLOW_BOX(container), child);
        else if (GTK_IS_BOX(container)) gtk_box_remove(GTK_BOX(container), child);
        else gtk_widget_unparent(child);
    }
}
