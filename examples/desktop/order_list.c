/* SPDX-License-Identifier: Apache-2.0 */
/* order_list.c: the Orders panel, as the original's Orders screen: the search, then at a regular
 * width the table (the columns Order, Donuts, Status and Date, whose headings are the library's
 * names of the sorts by them: a click sorts by that column, a second click the other way round,
 * the shown sort marked with an arrow), at a compact width the list in status sections. Which of
 * the two shows is the library's width rule (foodtruck_layout_is_compact); which orders, in what
 * order, the library's list (foodtruck_order_list): the app only says which sort and which way.
 * A row's tap pushes the order onto the library's navigation path (its detail: order_detail.c). */
#include "order_list.h"

#include "focus.h"
#include "layout.h"
#include "notice.h"
#include "page.h"
#include "pictures.h"
#include "search.h"
#include "state.h"
#include "words.h"

#include <string.h>

#define MAX_LISTED 1024
#define COMPACT_BELOW 400 /* the original's default width threshold (the library has no constant) */
#define STACK_SIDE 40     /* the original's order row icon, in points (iOS) */
#define SORT_COUNT 4

#define SECTION_COUNT (FOODTRUCK_ORDER_COMPLETED + 1)

static GtkWidget *table_rows, *sections, *no_orders, *switcher;
/* The compact list's sections, by status: a title and a list each. */
static GtkWidget *section_titles[SECTION_COUNT], *section_lists[SECTION_COUNT];
static char search[FOODTRUCK_SEARCH_MAX_BYTES + 1];
/* The table's last three columns, heading and rows alike: each as wide as its widest cell; the
 * first, the order, takes the rest, so that the table fills its width. */
static GtkSizeGroup *columns[3];
/* The columns' sorts, in the original's order of the columns, and each heading's arrow. */
static const foodtruck_order_sort column_sort[SORT_COUNT] = {FOODTRUCK_ORDER_SORT_NUMBER, FOODTRUCK_ORDER_SORT_TOTAL,
                                                             FOODTRUCK_ORDER_SORT_STATUS, FOODTRUCK_ORDER_SORT_CREATED_AT};
static GtkWidget *arrows[SORT_COUNT];
/* The shown sort: the original's default is by status, descending (completed first). Kept over
 * a new window (the language switched), as the table keeps it. */
static foodtruck_order_sort sort = FOODTRUCK_ORDER_SORT_STATUS;
static bool descending = true;
static GString *shown; /* what the lists show (shows_already) */

/* A cell of a row's column (0, the order's, takes the rest); the column's size group keeps the
 * others aligned with their heading and the other rows. */
static GtkWidget *cell(GtkWidget *child, int column) {
    if (column > 0) gtk_size_group_add_widget(columns[column - 1], child);
    if (GTK_IS_LABEL(child)) gtk_label_set_xalign(GTK_LABEL(child), 0);
    gtk_widget_set_hexpand(child, column == 0);
    return child;
}

/* A status as the original's table shows it, its symbol, then its name, on a tag tinted by the
 * status (the tints' text is at least 4.5:1 on them, in both styles). */
static GtkWidget *status_cell(foodtruck_order_status status) {
    static const char *const tints[] = {"status-placed", "status-preparing", "status-ready", "status-completed"};
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
    gtk_widget_add_css_class(box, "status-tag");
    if ((int)status >= 0 && (size_t)status < G_N_ELEMENTS(tints)) gtk_widget_add_css_class(box, tints[status]);
    gtk_widget_set_halign(box, GTK_ALIGN_START);
    gtk_widget_set_valign(box, GTK_ALIGN_CENTER);
    foodtruck_icon icon;
    TRY(foodtruck_order_status_icon(status, &icon));
    gtk_box_append(GTK_BOX(box), icon_new(icon, 16));
    gtk_box_append(GTK_BOX(box), gtk_label_new(status_name(status)));
    return box;
}

static GtkWidget *row_box(void) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    margins_set(box, 6, 12, 6, 12);
    return box;
}

/* The order's donut stack and its display id, side by side: the original's Order cell. */
static GtkWidget *order_cell(int32_t number) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
    gtk_box_append(GTK_BOX(box), donut_stack_new(number, STACK_SIDE));
    GtkWidget *id = gtk_label_new(order_id(number));
    gtk_widget_add_css_class(id, "heading");
    gtk_box_append(GTK_BOX(box), id);
    return box;
}

/* A row's content for an order at now: the table's cells or the compact list's. */
typedef GtkWidget *(*row_content)(const foodtruck_order *order, int64_t now);

/* The rows in the order the library listed them: the position rides on the row. */
static int listed_position(GtkListBoxRow *a, GtkListBoxRow *b, gpointer data) {
    (void)data;
    return GPOINTER_TO_INT(g_object_get_data(G_OBJECT(a), "position")) -
           GPOINTER_TO_INT(g_object_get_data(G_OBJECT(b), "position"));
}

/* Makes LIST's rows the orders listed, in their order: each order keeps its row, its content
 * made anew only when its status or date text changed, and the rows are sorted rather than
 * removed and added, so that the row under the keyboard's focus stays when a clock's wake moves
 * an order on or a new one comes (a screen reader's user is not thrown back to the top). */
static void rows_sync(GtkListBox *list, const int32_t *listed, size_t count, row_content content, int64_t now) {
    GHashTable *rows = g_hash_table_new(g_direct_hash, g_direct_equal);
    for (GtkWidget *row = gtk_widget_get_first_child(GTK_WIDGET(list)); row != NULL; row = gtk_widget_get_next_sibling(row))
        if (GTK_IS_LIST_BOX_ROW(row)) g_hash_table_insert(rows, g_object_get_data(G_OBJECT(row), "order"), row);
    for (size_t i = 0; i < count; i++) {
        foodtruck_order order;
        TRY(foodtruck_order_get(app.truck, listed[i], &order));
        GtkWidget *row = g_hash_table_lookup(rows, GINT_TO_POINTER(order.number));
        if (row == NULL) {
            row = gtk_list_box_row_new();
            g_object_set_data(G_OBJECT(row), "order", GINT_TO_POINTER(order.number));
            name_set(row, order_id(order.number));
            gtk_list_box_append(list, row);
        }
        g_hash_table_remove(rows, GINT_TO_POINTER(order.number));
        g_object_set_data(G_OBJECT(row), "position", GINT_TO_POINTER((int)i));
        char *shows = g_strdup_printf("%d %s", (int)order.status, order_date(order.number, now));
        if (g_strcmp0(g_object_get_data(G_OBJECT(row), "shows"), shows) != 0) {
            gtk_list_box_row_set_child(GTK_LIST_BOX_ROW(row), content(&order, now));
            g_object_set_data_full(G_OBJECT(row), "shows", shows, g_free);
        } else {
            g_free(shows);
        }
    }
    GHashTableIter gone;
    gpointer row;
    g_hash_table_iter_init(&gone, rows);
    while (g_hash_table_iter_next(&gone, NULL, &row)) gtk_list_box_remove(list, row);
    g_hash_table_unref(rows);
    gtk_list_box_invalidate_sort(list);
}

static void row_activated(GtkListBox *list, GtkListBoxRow *row, gpointer data) {
    (void)list;
    (void)data;
    foodtruck_step step = {.kind = FOODTRUCK_STEP_ORDER, .id = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(row), "order"))};
    TRY(foodtruck_navigation_push(app.truck, step));
    refresh();
}

static GtkWidget *order_list_new(void) {
    GtkWidget *list = gtk_list_box_new();
    gtk_widget_add_css_class(list, "boxed-list");
    gtk_list_box_set_selection_mode(GTK_LIST_BOX(list), GTK_SELECTION_NONE);
    gtk_widget_set_valign(list, GTK_ALIGN_START);
    g_signal_connect(list, "row-activated", G_CALLBACK(row_activated), NULL);
    gtk_list_box_set_sort_func(GTK_LIST_BOX(list), listed_position, NULL, NULL);
    focus_list_one_tab_stop(list);
    return list;
}

/* A heading's click: that column's sort, ascending; the shown one's, the other way round. */
static void heading_clicked(GtkButton *button, gpointer data) {
    (void)button;
    foodtruck_order_sort clicked = (foodtruck_order_sort)GPOINTER_TO_INT(data);
    descending = clicked == sort ? !descending : false;
    sort = clicked;
    refresh();
}

/* A column's heading: a flat button with the library's name of the sort by it and the arrow
 * that shows when it is the shown sort. Its label starts where the rows' cells do: the heading
 * row sits the button's padding further out. */
static GtkWidget *heading_new(int column) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4);
    GtkWidget *name = gtk_label_new(sort_name(column_sort[column]));
    gtk_widget_add_css_class(name, "heading");
    /* The last column's heading gives way as its cells do, so the table fits from the compact
     * threshold on. */
    gtk_box_append(GTK_BOX(box), name);
    /* The arrow says which sort shows, which the heading's state tells a screen reader too. */
    arrows[column] = decoration_new();
    gtk_image_set_from_icon_name(GTK_IMAGE(arrows[column]), "pan-down-symbolic");
    gtk_box_append(GTK_BOX(box), arrows[column]);
    GtkWidget *button = gtk_button_new();
    gtk_button_set_child(GTK_BUTTON(button), box);
    gtk_widget_add_css_class(button, "flat");
    gtk_widget_add_css_class(button, "order-heading");
    g_signal_connect(button, "clicked", G_CALLBACK(heading_clicked), GINT_TO_POINTER(column_sort[column]));
    name_set(button, sort_name(column_sort[column]));
    gtk_widget_set_halign(button, GTK_ALIGN_START);
    GtkWidget *holder = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0); /* the column's width, the button its own */
    gtk_box_append(GTK_BOX(holder), button);
    return cell(holder, column);
}

/* The table: the headings, then the rows under them. */
static GtkWidget *table_new(void) {
    GtkWidget *table = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *heading = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    /* The rows' cells start 26 in (the list's margin, its border and the row's margin); a
     * heading's label, 4 into its button: the headings' row 4 further out at the start, 4
     * further in at the end (the last three columns are measured from the end). */
    margins_set(heading, 6, 30, 0, 22);
    for (int c = 0; c < SORT_COUNT; c++) gtk_box_append(GTK_BOX(heading), heading_new(c));
    gtk_box_append(GTK_BOX(table), heading);
    table_rows = order_list_new();
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    margins_set(column, 6, 12, 12, 12);
    gtk_box_append(GTK_BOX(column), table_rows);
    gtk_box_append(GTK_BOX(table), scrolled_new(column));
    return table;
}

/* The compact list's sections, one a status, titled with the status's name (the placed
 * orders' "New", as the original titles it); each shows while it has orders. */
static void sections_new(void) {
    sections = page_column_new();
    for (int status = FOODTRUCK_ORDER_PLACED; status <= FOODTRUCK_ORDER_COMPLETED; status++) {
        const char *name = status == FOODTRUCK_ORDER_PLACED ? label_text(FOODTRUCK_NAVIGATION_LABEL_NEW_ORDERS)
                                                            : status_name((foodtruck_order_status)status);
        section_titles[status] = text_new(name, "heading");
        gtk_widget_set_margin_top(section_titles[status], 6);
        gtk_box_append(GTK_BOX(sections), section_titles[status]);
        section_lists[status] = order_list_new();
        gtk_box_append(GTK_BOX(sections), section_lists[status]);
    }
}

static GtkWidget *orders_panel_new(foodtruck_panel panel) {
    (void)panel;
    static bool styled;
    /* The compact rows' badge of donuts: a capsule, as the original's. The headings' buttons
     * narrow: the table fits a window from the compact threshold on. */
    style_add_once(&styled, ".order-badge { background-color: alpha(currentColor, 0.1); border-radius: 999px;"
                            " padding: 2px 8px; }"
                            " button.order-heading { padding: 4px; }"
                            " .status-tag { border-radius: 999px; padding: 3px 10px 3px 6px; }"
                            " .status-placed { background-color: alpha(#1c71d8, 0.14); }"
                            " .status-preparing { background-color: alpha(#e66100, 0.16); }"
                            " .status-ready { background-color: alpha(#26a269, 0.16); }"
                            " .status-completed { background-color: alpha(currentColor, 0.08); }");
    for (int i = 0; i < 3; i++) {
        g_clear_object(&columns[i]); /* the last window's; its widgets hold their own refs */
        columns[i] = gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL);
    }
    shown_forget(shown);
    GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *entry = gtk_search_entry_new();
    g_object_set(entry, "placeholder-text", label_text(FOODTRUCK_NAVIGATION_LABEL_KEY_SEARCH), NULL);
    name_set(entry, label_text(FOODTRUCK_NAVIGATION_LABEL_KEY_SEARCH));
    margins_set(entry, 12, 12, 0, 12);
    if (app.opt.search != NULL) {
        gtk_editable_set_text(GTK_EDITABLE(entry), app.opt.search);
        search_take(search, app.opt.search); /* now: "search-changed" comes only after a delay */
    }
    g_signal_connect(entry, "search-changed", G_CALLBACK(search_entry_changed), search);
    gtk_box_append(GTK_BOX(page), entry);

    sections_new();
    switcher = width_switch_new(COMPACT_BELOW, table_new(), scrolled_new(sections));
    gtk_widget_set_vexpand(switcher, TRUE);
    gtk_box_append(GTK_BOX(page), switcher);
    no_orders = title_page_new(label_text(FOODTRUCK_NAVIGATION_LABEL_NO_ORDERS));
    gtk_box_append(GTK_BOX(page), no_orders);
    return page;
}

/* A row of the table: the order (its donut stack and id), its donuts, its status and its date. */
static GtkWidget *table_row_new(const foodtruck_order *order, int64_t now) {
    GtkWidget *box = row_box();
    gtk_box_append(GTK_BOX(box), cell(order_cell(order->number), 0));
    gtk_box_append(GTK_BOX(box), cell(gtk_label_new(count_text(order->total_donuts)), 1));
    GtkWidget *status = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0); /* the column's width, the tag its own */
    gtk_box_append(GTK_BOX(status), status_cell(order->status));
    gtk_box_append(GTK_BOX(box), cell(status, 2));
    /* The date gives way in a narrow table, the ids and statuses stay whole; never below its
     * first ten characters ("Today, 4:0…"). */
    GtkWidget *date = cell(gtk_label_new(order_date(order->number, now)), 3);
    gtk_label_set_ellipsize(GTK_LABEL(date), PANGO_ELLIPSIZE_END);
    gtk_label_set_width_chars(GTK_LABEL(date), 10);
    gtk_box_append(GTK_BOX(box), date);
    return box;
}

/* A row of the compact list: the order (donut stack and id) and a badge of its donuts. */
static GtkWidget *section_row_new(const foodtruck_order *order, int64_t now) {
    (void)now;
    GtkWidget *box = row_box();
    GtkWidget *id = order_cell(order->number);
    gtk_widget_set_hexpand(id, TRUE);
    gtk_box_append(GTK_BOX(box), id);
    GtkWidget *badge = gtk_label_new(count_text(order->total_donuts));
    gtk_widget_add_css_class(badge, "numeric");
    gtk_widget_add_css_class(badge, "order-badge");
    gtk_widget_set_valign(badge, GTK_ALIGN_CENTER);
    gtk_box_append(GTK_BOX(box), badge);
    return box;
}

/* The order whose row has the keyboard's focus in CONTAINER, or 0. */
static int32_t focused_order(GtkWidget *container) {
    GtkWidget *focus = gtk_root_get_focus(gtk_widget_get_root(container));
    if (focus == NULL || !gtk_widget_is_ancestor(focus, container)) return 0;
    GtkWidget *row = GTK_IS_LIST_BOX_ROW(focus) ? focus : gtk_widget_get_ancestor(focus, GTK_TYPE_LIST_BOX_ROW);
    return row != NULL ? GPOINTER_TO_INT(g_object_get_data(G_OBJECT(row), "order")) : 0;
}

/* The row of ORDER in the sections, or NULL. */
static GtkWidget *section_row(int32_t order) {
    for (int status = 0; status < SECTION_COUNT; status++)
        for (GtkWidget *row = gtk_widget_get_first_child(section_lists[status]); row != NULL; row = gtk_widget_get_next_sibling(row))
            if (GPOINTER_TO_INT(g_object_get_data(G_OBJECT(row), "order")) == order) return row;
    return NULL;
}

/* The compact list: a section a status, in the library's lifecycle order (placed, preparing,
 * ready, completed: the original's order of sections), empty ones left out, each titled with
 * the status's name (the placed orders' "New") and listing its orders in the shown sort: the order (donut stack and id)
 * and a badge of its donuts. */
static void sections_refresh(int64_t now) {
    static int32_t listed[MAX_LISTED];
    /* An order that moves on changes sections, so its row does: the focus follows it. */
    int32_t focused = focused_order(sections);
    for (int status = FOODTRUCK_ORDER_PLACED; status <= FOODTRUCK_ORDER_COMPLETED; status++) {
        size_t count = 0;
        TRY(foodtruck_order_list(app.truck, FOODTRUCK_ORDER_STATUS_BIT(status), search, sort, descending, 0, MAX_LISTED,
                                 listed, MAX_LISTED, &count));
        rows_sync(GTK_LIST_BOX(section_lists[status]), listed, count, section_row_new, now);
        gtk_widget_set_visible(section_titles[status], count > 0);
        gtk_widget_set_visible(section_lists[status], count > 0);
    }
    GtkWidget *row = focused != 0 && focused_order(sections) != focused ? section_row(focused) : NULL;
    if (row != NULL) gtk_widget_grab_focus(row);
}

/* What the lists show of the orders listed: each one's number, status and date text (its id and
 * donuts never change; a recipe the Donut Editor changes shows in an order's stack only once
 * its row is made anew: NOTES.md), with the search and the sort. Rebuilding hundreds of rows
 * takes a frame or more, and most refreshes (a tick, a countdown's second) change none of it. */
static bool shows_already(const int32_t *listed, size_t count, int64_t now) {
    GString *key = g_string_new(search);
    g_string_append_printf(key, "|%d %d", (int)sort, (int)descending);
    for (size_t i = 0; i < count; i++) {
        foodtruck_order order;
        TRY(foodtruck_order_get(app.truck, listed[i], &order));
        g_string_append_printf(key, "|%d %d %s", (int)order.number, (int)order.status, order_date(order.number, now));
    }
    bool same = !shown_anew(&shown, key->str);
    g_string_free(key, TRUE);
    return same;
}

/* Both the table and the sections are kept up to date: the width switch may show either at the
 * next allocation, with no refresh between. */
static void orders_refresh(foodtruck_panel panel) {
    (void)panel;
    static int32_t listed[MAX_LISTED];
    size_t count = 0;
    int64_t now = now_ms();
    TRY(foodtruck_order_list(app.truck, FOODTRUCK_ORDER_STATUS_ALL, search, sort, descending, 0, MAX_LISTED, listed,
                             MAX_LISTED, &count));
    gtk_widget_set_visible(no_orders, count == 0);
    gtk_widget_set_visible(switcher, count > 0);
    const char *arrow = descending ? "pan-down-symbolic" : "pan-up-symbolic";
    for (int c = 0; c < SORT_COUNT; c++) {
        /* Only a change: a refresh that changes nothing lays nothing out anew. */
        if (strcmp(gtk_image_get_icon_name(GTK_IMAGE(arrows[c])), arrow) != 0)
            gtk_image_set_from_icon_name(GTK_IMAGE(arrows[c]), arrow);
        /* Only the shown sort's: an arrow on each would widen the table past a narrow window. */
        gtk_widget_set_visible(arrows[c], column_sort[c] == sort);
    }
    if (shows_already(listed, count, now)) return;
    rows_sync(GTK_LIST_BOX(table_rows), listed, count, table_row_new, now);
    sections_refresh(now);
}

const view orders_view = {orders_panel_new, orders_refresh};
