/* SPDX-License-Identifier: Apache-2.0 */
/* page.c: the parts every panel builds its page from: the column, cards, texts, buttons, margins,
 * a panel's style rules, and what a refresh needs to redraw only what changed. */
#include "page.h"

#include <string.h>

GtkWidget *title_page_new(const char *title) {
    GtkWidget *status = adw_status_page_new();
    adw_status_page_set_title(ADW_STATUS_PAGE(status), title);
    gtk_widget_set_vexpand(status, TRUE);
    return status;
}

GtkWidget *page_column_new(void) {
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    /* 12 all around, as libadwaita's pages: room for the pickers' names on a phone's 390 px. */
    margins_set(column, 12, 12, 12, 12);
    return column;
}

GtkWidget *card_new(GtkWidget *column) {
    GtkWidget *card = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_add_css_class(card, "card");
    GtkWidget *inside = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    margins_set(inside, 12, 12, 12, 12);
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

void style_add_once(bool *added, const char *rules) {
    if (*added) return;
    *added = true;
    GtkCssProvider *css = gtk_css_provider_new();
    gtk_css_provider_load_from_data(css, rules, -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(css);
}

bool shown_anew(GString **kept, const char *key) {
    if (*kept == NULL) *kept = g_string_new(NULL);
    else if (strcmp((*kept)->str, key) == 0) return false;
    g_string_assign(*kept, key);
    return true;
}

void shown_forget(GString *kept) {
    if (kept != NULL) g_string_truncate(kept, 0);
}

void margins_set(GtkWidget *widget, int top, int end, int bottom, int start) {
    gtk_widget_set_margin_top(widget, top);
    gtk_widget_set_margin_end(widget, end);
    gtk_widget_set_margin_bottom(widget, bottom);
    gtk_widget_set_margin_start(widget, start);
}

GtkWidget *pill_button_new(const char *label, const char *style) {
    GtkWidget *button = gtk_button_new_with_label(label);
    if (style != NULL) gtk_widget_add_css_class(button, style);
    gtk_widget_add_css_class(button, "pill");
    gtk_widget_set_halign(button, GTK_ALIGN_CENTER);
    return button;
}

GtkWidget *text_new(const char *text, const char *style) {
    GtkWidget *label = gtk_label_new(text);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    if (style != NULL) gtk_widget_add_css_class(label, style);
    return label;
}

GtkWidget *decoration_new(void) {
    return g_object_new(GTK_TYPE_IMAGE, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
}

void name_set(GtkWidget *widget, const char *name) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    /* GTK 4.8 reads no accessible property back: kept for the focus log too. */
    g_object_set_data_full(G_OBJECT(widget), "app-name", g_strdup(name), g_free);
}

void tooltip_set(GtkWidget *widget, const char *text) {
    /* Set anew only when it changes: setting it asks GTK for a tooltip query, a wake of its own. */
    const char *shown = gtk_widget_get_tooltip_text(widget);
    if (shown == NULL || strcmp(shown, text) != 0) gtk_widget_set_tooltip_text(widget, text);
    g_object_set_data(G_OBJECT(widget), "app-tooltip", GINT_TO_POINTER(1));
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
