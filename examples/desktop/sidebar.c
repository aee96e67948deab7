/* SPDX-License-Identifier: Apache-2.0 */
/* sidebar.c: the sidebar, the leaflet's first page: the library's title, then its rows in its
 * order (foodtruck_sidebar_items), each under its section's heading where a section starts. A
 * tap, or Enter on the focused row, selects the panel in the library's navigation model; the
 * detail column follows it. The arrows only move the focus (the GNOME HIG's sidebar: a panel is
 * not opened by passing over it), and the list is one Tab stop, so Tab goes on into the panel. */
#include "sidebar.h"

#include "focus.h"
#include "notice.h"
#include "page.h"
#include "pictures.h"
#include "state.h"
#include "words.h"
#define MAX_ITEMS 16

static foodtruck_sidebar_item items[MAX_ITEMS];
static size_t item_count;
/* A panel was chosen while the sidebar and the panel showed side by side. */
static bool chosen_beside;

/* A heading above the first row of each titled section: the library names the sections. */
static void section_header(GtkListBoxRow *row, GtkListBoxRow *before, gpointer data) {
    (void)data;
    int at = gtk_list_box_row_get_index(row);
    int previous = before != NULL ? gtk_list_box_row_get_index(before) : -1;
    foodtruck_sidebar_section section = items[at].section;
    if (section == FOODTRUCK_SECTION_NONE || (previous >= 0 && items[previous].section == section)) {
        gtk_list_box_row_set_header(row, NULL);
        return;
    }
    GtkWidget *heading = gtk_label_new(section_title(section));
    gtk_widget_add_css_class(heading, "heading");
    gtk_widget_add_css_class(heading, "dim-label");
    gtk_label_set_xalign(GTK_LABEL(heading), 0); /* start side: GTK mirrors it for Arabic */
    margins_set(heading, 12, 0, 4, 12);
    gtk_list_box_row_set_header(row, heading);
}

static void row_activated(GtkListBox *list, GtkListBoxRow *row, gpointer data) {
    (void)list;
    (void)data;
    if (app.updating || row == NULL) return;
    TRY(foodtruck_navigation_select(app.truck, items[gtk_list_box_row_get_index(row)].panel));
    /* Folded, the leaflet is a stack, as the original's split view on a phone: show the panel.
     * Unfolded, the focus stays on the row (the leaflet would move it into the panel), and
     * the panel shows once the window folds (sidebar_folded). */
    if (adw_leaflet_get_folded(app.leaflet)) adw_leaflet_set_visible_child(app.leaflet, app.content);
    else chosen_beside = true;
    refresh();
}

void sidebar_folded(void) {
    if (!chosen_beside || !adw_leaflet_get_folded(app.leaflet)) return;
    chosen_beside = false;
    adw_leaflet_set_visible_child(app.leaflet, app.content);
}

GtkWidget *sidebar_new(void) {
    TRY(foodtruck_sidebar_items(true, /* the desktop offers accounts */ items, MAX_ITEMS, &item_count));
    GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    /* Wide enough for the longest title, and the width under which the leaflet folds. */
    gtk_widget_set_size_request(page, 220, -1);
    GtkWidget *header = adw_header_bar_new();
    adw_header_bar_set_title_widget(ADW_HEADER_BAR(header), adw_window_title_new(sidebar_title(), ""));
    adw_header_bar_set_show_end_title_buttons(ADW_HEADER_BAR(header), FALSE);
    gtk_box_append(GTK_BOX(page), header);

    GtkWidget *list = gtk_list_box_new();
    gtk_widget_add_css_class(list, "navigation-sidebar");
    gtk_list_box_set_header_func(GTK_LIST_BOX(list), section_header, NULL, NULL);
    /* The selected row is the shown panel (sidebar_show_selection); the arrows move the focus only. */
    focus_list_one_tab_stop(list);
    for (size_t i = 0; i < item_count; i++) {
        /* The row: the panel's icon, then its title, as the original's Label(title, systemImage:). */
        GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 10);
        foodtruck_icon icon;
        TRY(foodtruck_panel_icon(items[i].panel, &icon));
        gtk_box_append(GTK_BOX(row), icon_new(icon, 18));
        GtkWidget *title = gtk_label_new(panel_title(items[i].panel));
        gtk_label_set_xalign(GTK_LABEL(title), 0);
        gtk_box_append(GTK_BOX(row), title);
        gtk_list_box_append(GTK_LIST_BOX(list), row);
        name_set(gtk_widget_get_parent(row), panel_title(items[i].panel)); /* the list's row */
    }
    g_signal_connect(list, "row-activated", G_CALLBACK(row_activated), NULL);
    GtkWidget *scroll = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_widget_set_vexpand(scroll, TRUE);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroll), list);
    gtk_box_append(GTK_BOX(page), scroll);
    app.sidebar_list = GTK_LIST_BOX(list);
    return page;
}

/* Marks the library's selected panel in the sidebar (it may change from a link or a card). */
void sidebar_show_selection(void) {
    foodtruck_panel selected;
    TRY(foodtruck_navigation_selection(app.truck, &selected));
    for (size_t i = 0; i < item_count; i++) {
        if (items[i].panel != selected) continue;
        GtkListBoxRow *row = gtk_list_box_get_row_at_index(app.sidebar_list, (int)i);
        if (gtk_list_box_get_selected_row(app.sidebar_list) != row) gtk_list_box_select_row(app.sidebar_list, row);
        return;
    }
    gtk_list_box_unselect_all(app.sidebar_list);
}
