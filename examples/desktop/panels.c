/* panels.c: the detail column, the leaflet's second page. It shows what the library's
 * navigation model says: the selected panel, or the top step of the path pushed on it (an
 * order's detail). Panels this first slice does not draw yet show their title alone. */
#include "desktop.h"

#include <stdio.h>

#define MAX_STEPS 16

static char page_name[PANEL_COUNT][16];

/* A panel still to be drawn: its title, so that every panel opens and says what it is. */
static GtkWidget *placeholder_new(foodtruck_panel panel) {
    GtkWidget *status = adw_status_page_new();
    adw_status_page_set_title(ADW_STATUS_PAGE(status), panel_title(panel));
    gtk_widget_set_vexpand(status, TRUE);
    return status;
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
    GtkWidget *header = adw_header_bar_new();
    /* The icon's arrow points back in either direction: GTK mirrors "go-previous" for Arabic. */
    app.back = gtk_button_new_from_icon_name("go-previous-symbolic");
    g_signal_connect(app.back, "clicked", G_CALLBACK(back_clicked), NULL);
    adw_header_bar_pack_start(ADW_HEADER_BAR(header), app.back);
    app.content_title = ADW_WINDOW_TITLE(adw_window_title_new("", ""));
    adw_header_bar_set_title_widget(ADW_HEADER_BAR(header), GTK_WIDGET(app.content_title));
    gtk_box_append(GTK_BOX(page), header);

    app.stack = GTK_STACK(gtk_stack_new());
    gtk_widget_set_vexpand(GTK_WIDGET(app.stack), TRUE);
    for (int p = 0; p < PANEL_COUNT; p++) {
        snprintf(page_name[p], sizeof page_name[p], "panel-%d", p);
        GtkWidget *child = p == FOODTRUCK_PANEL_ORDERS ? orders_panel_new() : placeholder_new((foodtruck_panel)p);
        gtk_stack_add_named(app.stack, child, page_name[p]);
    }
    gtk_stack_add_named(app.stack, order_detail_new(), "order");
    gtk_box_append(GTK_BOX(page), GTK_WIDGET(app.stack));
    return page;
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
        adw_window_title_set_title(app.content_title, order_id(top->id));
        gtk_stack_set_visible_child_name(app.stack, "order");
    } else {
        /* A donut editor step is not drawn yet: its panel shows under it. */
        if (top != NULL && top->kind == FOODTRUCK_STEP_PANEL) panel = top->panel;
        adw_window_title_set_title(app.content_title, panel_title(panel));
        gtk_stack_set_visible_child_name(app.stack, page_name[panel]);
    }
    gtk_widget_set_visible(app.back, count > 0 || adw_leaflet_get_folded(app.leaflet));
}
