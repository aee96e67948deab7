/* SPDX-License-Identifier: Apache-2.0 */
/* detail_column.c: the detail column, the leaflet's second page. It shows what the library's
 * navigation model says: the selected panel, or the top step of the path pushed on it (an
 * order's detail, a donut's editor). Each panel is a view (view.h) that its own file offers in its header. */
#include "detail_column.h"

#include "account.h"
#include "activity.h"
#include "cities.h"
#include "donuts.h"
#include "editor.h"
#include "feed.h"
#include "notice.h"
#include "order_detail.h"
#include "order_list.h"
#include "sales.h"
#include "state.h"
#include "top_five.h"
#include "truck.h"
#include "view.h"
#include "words.h"

#include <stdio.h>

static char page_name[PANEL_COUNT][16];
static AdwHeaderBar *header;

static const view *view_of(foodtruck_panel panel) {
    switch (panel) {
    case FOODTRUCK_PANEL_TRUCK: return &truck_view;
    case FOODTRUCK_PANEL_SOCIAL_FEED: return &feed_view;
    case FOODTRUCK_PANEL_ACCOUNT: return &account_view;
    case FOODTRUCK_PANEL_ORDERS: return &orders_view;
    case FOODTRUCK_PANEL_SALES_HISTORY: return &sales_view;
    case FOODTRUCK_PANEL_DONUTS: return &donuts_view;
    case FOODTRUCK_PANEL_DONUT_EDITOR: return &editor_view;
    case FOODTRUCK_PANEL_TOP_FIVE: return &top_five_view;
    case FOODTRUCK_PANEL_CITY_CUPERTINO:
    case FOODTRUCK_PANEL_CITY_SAN_FRANCISCO:
    case FOODTRUCK_PANEL_CITY_LONDON: return &city_view;
    }
    return &truck_view;
}

static void back_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    size_t steps = 0;
    TRY(foodtruck_navigation_path(app.truck, NULL, 0, &steps));
    if (steps > 0) {
        TRY(foodtruck_navigation_pop(app.truck));
        refresh();
    } else {
        adw_leaflet_navigate(app.leaflet, ADW_NAVIGATION_DIRECTION_BACK);
    }
}

GtkWidget *content_new(void) {
    GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_hexpand(page, TRUE);
    /* Narrower than the sidebar and this, the leaflet folds to one column. */
    gtk_widget_set_size_request(page, 360, -1);
    header = ADW_HEADER_BAR(adw_header_bar_new());
    /* The icon's arrow points back in either direction: GTK mirrors "go-previous" for Arabic. */
    app.back = gtk_button_new_from_icon_name("go-previous-symbolic");
    g_signal_connect(app.back, "clicked", G_CALLBACK(back_clicked), NULL);
    gtk_widget_set_name(app.back, "back"); /* --click back, in either language */
    adw_header_bar_pack_start(header, app.back);
    /* A title that gives way to a few letters (AdwWindowTitle keeps more): with the pill and the
     * next step the bar then still fits a phone's width before the window folds. */
    app.content_title = GTK_LABEL(gtk_label_new(""));
    gtk_label_set_ellipsize(app.content_title, PANGO_ELLIPSIZE_END);
    gtk_label_set_single_line_mode(app.content_title, TRUE);
    gtk_label_set_width_chars(app.content_title, 3);
    gtk_widget_add_css_class(GTK_WIDGET(app.content_title), "title");
    adw_header_bar_set_title_widget(header, GTK_WIDGET(app.content_title));
    /* Packed at the end first is outermost: the next step keeps its place, the pill inside it. */
    adw_header_bar_pack_end(header, order_detail_next_step_new());
    adw_header_bar_pack_end(header, activity_pill_new());
    gtk_box_append(GTK_BOX(page), GTK_WIDGET(header));

    app.stack = GTK_STACK(gtk_stack_new());
    gtk_widget_set_vexpand(GTK_WIDGET(app.stack), TRUE);
    for (int p = 0; p < PANEL_COUNT; p++) {
        snprintf(page_name[p], sizeof page_name[p], "panel-%d", p);
        gtk_stack_add_named(app.stack, view_of((foodtruck_panel)p)->create((foodtruck_panel)p), page_name[p]);
    }
    gtk_stack_add_named(app.stack, order_detail_new(), "order");
    gtk_box_append(GTK_BOX(page), GTK_WIDGET(app.stack));
    return page;
}

/* Shows the stack's page of that name and hides every other: a page not on screen is out of the
 * accessibility tree too (GTK 4.8 keeps a stack's hidden pages in it, as if on screen). */
static void show_page(const char *name) {
    GtkWidget *shown = gtk_stack_get_child_by_name(app.stack, name);
    gtk_widget_set_visible(shown, TRUE);
    if (gtk_stack_get_visible_child(app.stack) != shown) gtk_stack_set_visible_child(app.stack, shown);
    for (GtkWidget *page = gtk_widget_get_first_child(GTK_WIDGET(app.stack)); page != NULL; page = gtk_widget_get_next_sibling(page))
        if (page != shown) gtk_widget_set_visible(page, FALSE);
}

/* Shows the top of the library's navigation: the path's last step, else the selected panel. */
void content_show_navigation(void) {
    foodtruck_panel panel;
    foodtruck_step steps[MAX_STEPS];
    size_t count = 0;
    TRY(foodtruck_navigation_selection(app.truck, &panel));
    TRY(foodtruck_navigation_path(app.truck, steps, MAX_STEPS, &count));
    const foodtruck_step *top = count > 0 ? &steps[count - 1] : NULL;
    if (top != NULL && top->kind == FOODTRUCK_STEP_ORDER) {
        order_detail_show(top->id);
        gtk_label_set_text(app.content_title, step_title(*top));
        show_page("order");
    } else {
        order_detail_leave();
        /* A donut's step opens the Donut Editor, which reads the step from the path. */
        if (top != NULL && top->kind == FOODTRUCK_STEP_PANEL) panel = top->panel;
        if (top != NULL && (top->kind == FOODTRUCK_STEP_DONUT || top->kind == FOODTRUCK_STEP_NEW_DONUT))
            panel = FOODTRUCK_PANEL_DONUT_EDITOR;
        view_of(panel)->refresh(panel);
        /* The top step's title ("New Donut" for the new donut's), else the selected panel's. */
        foodtruck_step selected = {.kind = FOODTRUCK_STEP_PANEL, .panel = panel};
        gtk_label_set_text(app.content_title, step_title(top != NULL ? *top : selected));
        show_page(page_name[panel]);
    }
    bool folded = adw_leaflet_get_folded(app.leaflet);
    gtk_widget_set_visible(app.back, count > 0 || folded);
    /* Folded, the window is a phone's: the close button alone, as GNOME's mobile layout, leaves
     * the bar room for the title, the pill and the next step. */
    const char *layout = folded ? ":close" : NULL;
    /* Only on a change: a new layout makes the window's buttons anew. */
    if (g_strcmp0(adw_header_bar_get_decoration_layout(header), layout) != 0)
        adw_header_bar_set_decoration_layout(header, layout);
}
