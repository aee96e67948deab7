/* orders.c: the Orders panel (every order, in the library's order, one row each: display id,
 * status, donut count, date) and an order's detail (its status, date, countdown while it is
 * prepared, its lines and the next-step button). A row's tap pushes the order onto the library's
 * navigation path; the button moves the order one step on, as the library says. */
#include "desktop.h"

#include <stdio.h>
#include <string.h>

#define MAX_LISTED 1024

static GtkListBox *order_list;
static GtkWidget *no_orders, *order_scroll, *order_heading;
static char search[FOODTRUCK_SEARCH_MAX_BYTES + 1];
/* The columns of the heading and of every row: each as wide as its widest cell. */
static GtkSizeGroup *columns[3];
static int32_t listed[MAX_LISTED];
static size_t listed_count;

static GtkWidget *detail_status, *detail_date, *detail_countdown, *detail_lines, *detail_button;
static int32_t detail_number;

/* A label of a row's column (-1: the last, which takes the rest); the column's size group keeps
 * it aligned with the heading and the other rows (the next engineer may prefer a GtkColumnView,
 * with the sorts as its headers). */
static GtkWidget *cell(const char *text, int column, bool expand) {
    GtkWidget *label = gtk_label_new(text);
    if (column >= 0) gtk_size_group_add_widget(columns[column], label);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    /* Only the column that takes the rest gives way in a narrow window: ids and statuses stay whole. */
    if (expand) gtk_label_set_ellipsize(GTK_LABEL(label), PANGO_ELLIPSIZE_END);
    gtk_widget_set_hexpand(label, expand);
    return label;
}

static GtkWidget *row_box(void) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    gtk_widget_set_margin_start(box, 12);
    gtk_widget_set_margin_end(box, 12);
    gtk_widget_set_margin_top(box, 8);
    gtk_widget_set_margin_bottom(box, 8);
    return box;
}

static void row_activated(GtkListBox *list, GtkListBoxRow *row, gpointer data) {
    (void)list;
    (void)data;
    foodtruck_step step = {.kind = FOODTRUCK_STEP_ORDER, .id = listed[gtk_list_box_row_get_index(row)]};
    TRY(foodtruck_navigation_push(app.truck, step));
    refresh();
}

/* Keeps the search for the library. It takes at most FOODTRUCK_SEARCH_MAX_BYTES: a longer
 * search keeps its first whole characters (GTK's text is always whole UTF-8). */
static void take_search(const char *text) {
    size_t length = strlen(text);
    if (length > FOODTRUCK_SEARCH_MAX_BYTES)
        length = (size_t)(g_utf8_find_prev_char(text, text + FOODTRUCK_SEARCH_MAX_BYTES + 1) - text);
    memcpy(search, text, length);
    search[length] = '\0';
}

static void search_changed(GtkSearchEntry *entry, gpointer data) {
    (void)data;
    take_search(gtk_editable_get_text(GTK_EDITABLE(entry)));
    refresh();
}

static GtkWidget *orders_panel_new(foodtruck_panel panel) {
    (void)panel;
    for (int i = 0; i < 3; i++) columns[i] = gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL);
    GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *entry = gtk_search_entry_new();
    g_object_set(entry, "placeholder-text", label_text(FOODTRUCK_NAVIGATION_LABEL_KEY_SEARCH), NULL);
    gtk_widget_set_margin_start(entry, 12);
    gtk_widget_set_margin_end(entry, 12);
    gtk_widget_set_margin_top(entry, 12);
    if (app.opt.search != NULL) {
        gtk_editable_set_text(GTK_EDITABLE(entry), app.opt.search);
        take_search(app.opt.search); /* now: "search-changed" comes only after a delay */
    }
    g_signal_connect(entry, "search-changed", G_CALLBACK(search_changed), NULL);
    gtk_box_append(GTK_BOX(page), entry);
    /* The columns' headings are the library's names of the sorts by them. */
    GtkWidget *heading = row_box();
    gtk_widget_set_margin_start(heading, 24);
    gtk_widget_set_margin_end(heading, 24);
    gtk_box_append(GTK_BOX(heading), cell(sort_name(FOODTRUCK_ORDER_SORT_NUMBER), 0, false));
    gtk_box_append(GTK_BOX(heading), cell(sort_name(FOODTRUCK_ORDER_SORT_STATUS), 1, false));
    gtk_box_append(GTK_BOX(heading), cell(sort_name(FOODTRUCK_ORDER_SORT_TOTAL), 2, false));
    gtk_box_append(GTK_BOX(heading), cell(sort_name(FOODTRUCK_ORDER_SORT_CREATED_AT), -1, true));
    for (GtkWidget *c = gtk_widget_get_first_child(heading); c != NULL; c = gtk_widget_get_next_sibling(c)) {
        gtk_widget_add_css_class(c, "heading");
        gtk_widget_add_css_class(c, "dim-label");
    }
    gtk_box_append(GTK_BOX(page), heading);
    order_heading = heading;

    order_list = GTK_LIST_BOX(gtk_list_box_new());
    gtk_widget_add_css_class(GTK_WIDGET(order_list), "boxed-list");
    gtk_list_box_set_selection_mode(order_list, GTK_SELECTION_NONE);
    gtk_widget_set_valign(GTK_WIDGET(order_list), GTK_ALIGN_START);
    gtk_widget_set_margin_start(GTK_WIDGET(order_list), 12);
    gtk_widget_set_margin_end(GTK_WIDGET(order_list), 12);
    gtk_widget_set_margin_bottom(GTK_WIDGET(order_list), 12);
    g_signal_connect(order_list, "row-activated", G_CALLBACK(row_activated), NULL);
    GtkWidget *scroll = scrolled_new(GTK_WIDGET(order_list));
    gtk_box_append(GTK_BOX(page), scroll);
    order_scroll = scroll;
    no_orders = title_page_new(label_text(FOODTRUCK_NAVIGATION_LABEL_NO_ORDERS));
    gtk_box_append(GTK_BOX(page), no_orders);
    return page;
}

/* Rebuilds the rows from the library's list: newest number first, as the terminal shell lists
 * them (the sort and its direction are the library's; the app only picks which). */
static void orders_refresh(foodtruck_panel panel) {
    (void)panel;
    int64_t now = now_ms();
    TRY(foodtruck_order_list(app.truck, FOODTRUCK_ORDER_STATUS_ALL, search, FOODTRUCK_ORDER_SORT_NUMBER, true, 0,
                             MAX_LISTED, listed, MAX_LISTED, &listed_count));
    gtk_widget_set_visible(no_orders, listed_count == 0);
    gtk_widget_set_visible(order_scroll, listed_count > 0);
    gtk_widget_set_visible(order_heading, listed_count > 0);
    remove_children(GTK_WIDGET(order_list));
    for (size_t i = 0; i < listed_count; i++) {
        foodtruck_order order;
        TRY(foodtruck_order_get(app.truck, listed[i], &order));
        GtkWidget *box = row_box();
        GtkWidget *id = cell(order_id(order.number), 0, false);
        gtk_widget_add_css_class(id, "heading");
        gtk_box_append(GTK_BOX(box), id);
        gtk_box_append(GTK_BOX(box), cell(status_name(order.status), 1, false));
        gtk_box_append(GTK_BOX(box), cell(count_text(order.total_donuts), 2, false));
        GtkWidget *date = cell(order_date(order.number, now), -1, true);
        gtk_widget_add_css_class(date, "dim-label");
        gtk_box_append(GTK_BOX(box), date);
        gtk_list_box_append(order_list, box);
    }
}

const view orders_view = {orders_panel_new, orders_refresh};

static void next_step_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    TRY(foodtruck_order_advance(app.truck, detail_number, now_ms(), NULL));
    refresh();
}

GtkWidget *order_detail_new(void) {
    GtkWidget *box = page_column_new();
    detail_status = gtk_label_new("");
    gtk_widget_add_css_class(detail_status, "title-2");
    detail_date = gtk_label_new("");
    gtk_widget_add_css_class(detail_date, "dim-label");
    detail_countdown = gtk_label_new("");
    gtk_widget_add_css_class(detail_countdown, "title-1");
    gtk_widget_add_css_class(detail_countdown, "numeric");
    detail_lines = gtk_list_box_new();
    gtk_widget_add_css_class(detail_lines, "boxed-list");
    gtk_list_box_set_selection_mode(GTK_LIST_BOX(detail_lines), GTK_SELECTION_NONE);
    detail_button = gtk_button_new_with_label("");
    gtk_widget_add_css_class(detail_button, "suggested-action");
    gtk_widget_add_css_class(detail_button, "pill");
    gtk_widget_set_halign(detail_button, GTK_ALIGN_CENTER);
    g_signal_connect(detail_button, "clicked", G_CALLBACK(next_step_clicked), NULL);
    GtkWidget *parts[] = {detail_status, detail_date, detail_countdown, detail_lines, detail_button};
    for (size_t i = 0; i < G_N_ELEMENTS(parts); i++) {
        if (GTK_IS_LABEL(parts[i])) gtk_label_set_xalign(GTK_LABEL(parts[i]), 0);
        gtk_box_append(GTK_BOX(box), parts[i]);
    }
    return scrolled_new(box);
}

/* Fills the detail with the order as it is now. */
void order_detail_show(int32_t number) {
    int64_t now = now_ms();
    foodtruck_order order;
    TRY(foodtruck_order_get(app.truck, number, &order));
    detail_number = number;
    gtk_label_set_text(GTK_LABEL(detail_status), status_name(order.status));
    gtk_label_set_text(GTK_LABEL(detail_date), order_date(number, now));
    bool preparing = order.status == FOODTRUCK_ORDER_PREPARING;
    gtk_label_set_text(GTK_LABEL(detail_countdown), preparing ? countdown_text(number, now) : "");
    gtk_widget_set_visible(detail_countdown, preparing);

    foodtruck_order_line lines[64]; /* foodtruck_order_place takes at most 64 */
    size_t count = 0;
    TRY(foodtruck_order_lines(app.truck, number, lines, 64, &count));
    remove_children(detail_lines);
    for (size_t i = 0; i < count; i++) {
        GtkWidget *row = row_box();
        gtk_box_append(GTK_BOX(row), cell(donut_name(lines[i].donut_id), -1, true));
        gtk_box_append(GTK_BOX(row), cell(count_text(lines[i].quantity), -1, false));
        gtk_list_box_append(GTK_LIST_BOX(detail_lines), row);
    }
    bool can_advance = order.next_action != FOODTRUCK_ORDER_ACTION_NONE;
    gtk_widget_set_visible(detail_button, can_advance);
    if (can_advance) gtk_button_set_label(GTK_BUTTON(detail_button), action_title(order.next_action));
}

bool order_detail_press_next_step(void) {
    if (!gtk_widget_get_visible(detail_button) || !gtk_widget_get_mapped(detail_button)) return false;
    /* "clicked" itself: gtk_widget_activate would click only after the button's 250 ms press. */
    g_signal_emit_by_name(detail_button, "clicked");
    return true;
}
