/* SPDX-License-Identifier: Apache-2.0 */
/* order_detail.c: an order's detail (its status, date, countdown while it is prepared, its lines and the
 * next-step button) and, over it, the order-complete sheet: when the button's last step hands the
 * order over, the library's sheet (its title, summary and Done) shows with the order's first
 * donut, as the original presents it, until Done dismisses it. The sheet is an overlay of the
 * detail, not a window of its own: modal over the order it is about, and in the window's picture. */
#include "order_detail.h"

#include "notice.h"
#include "page.h"
#include "pictures.h"
#include "state.h"
#include "words.h"
#define SHEET_DONUT 120 /* the sheet's donut picture, in pixels */

static GtkWidget *detail_status, *detail_date, *detail_countdown, *detail_lines, *detail_button;
static int32_t detail_number;
static GString *lines_shown; /* the order and lines the detail's list shows */

static GtkWidget *sheet, *sheet_donut, *sheet_title, *sheet_summary, *sheet_done;
/* The order the sheet is about (0: no sheet) and when it opened, which its summary tells. */
static int32_t sheet_number;
static GtkWidget *behind_sheet; /* the detail, under the sheet */
static int64_t sheet_opened;

static const char *sheet_text(foodtruck_order_sheet_slot slot) {
    WRITE_WORD(foodtruck_order_sheet_text, app.truck, sheet_number, slot, sheet_opened);
}

static void next_step_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    int64_t now = now_ms();
    foodtruck_order_status status = FOODTRUCK_ORDER_PLACED; /* as it was, if the file refuses */
    TRY(foodtruck_order_advance(app.truck, detail_number, now, &status));
    /* Handed over through the app: the original presents its sheet. */
    if (status == FOODTRUCK_ORDER_COMPLETED) {
        sheet_number = detail_number;
        sheet_opened = now;
    }
    refresh();
    if (sheet_number != 0) gtk_widget_grab_focus(sheet_done);
}

static void done_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    sheet_number = 0;
    refresh();
}

/* Escape dismisses the sheet too, as Done does (the focus is on Done once it opens). */
static gboolean escape_pressed(GtkWidget *widget, GVariant *args, gpointer data) {
    (void)widget;
    (void)args;
    done_clicked(NULL, data);
    return TRUE;
}

/* The sheet: a dimmed backdrop over the whole detail (it takes the clicks meant for what is
 * under it) and, centred, a card with the donut, the title, the summary and Done. */
static GtkWidget *sheet_new(void) {
    static bool styled;
    style_add_once(&styled, ".order-sheet { background-color: alpha(black, 0.3); }");
    GtkWidget *backdrop = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_add_css_class(backdrop, "order-sheet");
    GtkWidget *card = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_add_css_class(card, "card");
    gtk_widget_set_halign(card, GTK_ALIGN_CENTER);
    gtk_widget_set_valign(card, GTK_ALIGN_CENTER);
    gtk_widget_set_vexpand(card, TRUE);
    gtk_widget_set_margin_start(card, 24);
    gtk_widget_set_margin_end(card, 24);
    sheet_donut = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_halign(sheet_donut, GTK_ALIGN_CENTER);
    gtk_widget_set_margin_top(sheet_donut, 24);
    sheet_title = gtk_label_new("");
    gtk_widget_add_css_class(sheet_title, "title-2");
    sheet_summary = gtk_label_new("");
    gtk_widget_add_css_class(sheet_summary, "dim-label");
    sheet_done = pill_button_new("", "suggested-action");
    gtk_widget_set_margin_top(sheet_done, 12);
    gtk_widget_set_margin_bottom(sheet_done, 24);
    g_signal_connect(sheet_done, "clicked", G_CALLBACK(done_clicked), NULL);
    GtkWidget *parts[] = {sheet_donut, sheet_title, sheet_summary, sheet_done};
    for (size_t i = 0; i < G_N_ELEMENTS(parts); i++) {
        if (GTK_IS_LABEL(parts[i])) {
            gtk_label_set_wrap(GTK_LABEL(parts[i]), TRUE);
            gtk_label_set_justify(GTK_LABEL(parts[i]), GTK_JUSTIFY_CENTER);
            gtk_widget_set_margin_start(parts[i], 24);
            gtk_widget_set_margin_end(parts[i], 24);
        }
        gtk_box_append(GTK_BOX(card), parts[i]);
    }
    gtk_box_append(GTK_BOX(backdrop), card);
    GtkEventController *keys = gtk_shortcut_controller_new();
    gtk_shortcut_controller_add_shortcut(GTK_SHORTCUT_CONTROLLER(keys),
                                         gtk_shortcut_new(gtk_keyval_trigger_new(GDK_KEY_Escape, 0),
                                                          gtk_callback_action_new(escape_pressed, NULL, NULL)));
    gtk_widget_add_controller(backdrop, keys);
    gtk_widget_set_visible(backdrop, FALSE);
    return backdrop;
}

/* The next-step button sits in the header bar, as the original's toolbar button: at the end,
 * outermost, so that it keeps its place when the live activity's pill comes and goes. */
GtkWidget *order_detail_next_step_new(void) {
    detail_button = gtk_button_new_with_label("");
    gtk_widget_add_css_class(detail_button, "suggested-action");
    g_signal_connect(detail_button, "clicked", G_CALLBACK(next_step_clicked), NULL);
    gtk_widget_set_visible(detail_button, FALSE);
    return detail_button;
}

void order_detail_leave(void) {
    gtk_widget_set_visible(detail_button, FALSE);
}

GtkWidget *order_detail_new(void) {
    shown_forget(lines_shown);
    GtkWidget *box = page_column_new();
    detail_status = text_new("", "title-2");
    detail_date = text_new("", "dim-label");
    detail_countdown = text_new("", "title-1");
    gtk_widget_add_css_class(detail_countdown, "numeric");
    detail_lines = gtk_list_box_new();
    gtk_widget_add_css_class(detail_lines, "boxed-list");
    gtk_list_box_set_selection_mode(GTK_LIST_BOX(detail_lines), GTK_SELECTION_NONE);
    GtkWidget *parts[] = {detail_status, detail_date, detail_countdown, detail_lines};
    for (size_t i = 0; i < G_N_ELEMENTS(parts); i++) gtk_box_append(GTK_BOX(box), parts[i]);
    GtkWidget *overlay = gtk_overlay_new();
    behind_sheet = scrolled_new(box);
    gtk_overlay_set_child(GTK_OVERLAY(overlay), behind_sheet);
    sheet = sheet_new();
    gtk_overlay_add_overlay(GTK_OVERLAY(overlay), sheet);
    return overlay;
}

/* A line of the order: the donut's name, and how many. */
static GtkWidget *line_row(const foodtruck_order_line *line) {
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    margins_set(row, 8, 12, 8, 12);
    GtkWidget *name = text_new(donut_name(line->donut_id), NULL);
    gtk_label_set_ellipsize(GTK_LABEL(name), PANGO_ELLIPSIZE_END);
    gtk_widget_set_hexpand(name, TRUE);
    gtk_box_append(GTK_BOX(row), name);
    gtk_box_append(GTK_BOX(row), text_new(count_text(line->quantity), NULL));
    return row;
}

/* The sheet as it stands: shown over the order it is about; the detail of another order (the
 * person went on to it) dismisses it. */
static void sheet_show(int32_t number) {
    if (sheet_number != number) sheet_number = 0;
    gtk_widget_set_visible(sheet, sheet_number != 0);
    /* Modal: what the sheet covers takes no clicks or focus while it shows. */
    gtk_widget_set_sensitive(behind_sheet, sheet_number == 0);
    if (sheet_number == 0) return;
    foodtruck_order_line lines[64]; /* foodtruck_order_place takes at most 64; the sheet shows the first */
    size_t count = 0;
    TRY(foodtruck_order_lines(app.truck, number, lines, 64, &count));
    remove_children(sheet_donut);
    if (count > 0) gtk_box_append(GTK_BOX(sheet_donut), donut_picture_new(lines[0].donut_id, SHEET_DONUT));
    gtk_label_set_text(GTK_LABEL(sheet_title), sheet_text(FOODTRUCK_SHEET_TITLE));
    gtk_label_set_text(GTK_LABEL(sheet_summary), sheet_text(FOODTRUCK_SHEET_SUMMARY));
    gtk_button_set_label(GTK_BUTTON(sheet_done), sheet_text(FOODTRUCK_SHEET_DONE));
}

/* The order whose countdown the detail shows on screen, or 0. */
int32_t order_detail_shown_countdown(void) {
    return gtk_widget_get_mapped(detail_countdown) ? detail_number : 0;
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
    /* The lines anew only for another order, or a donut the editor renamed. */
    GString *key = g_string_new(NULL);
    g_string_printf(key, "%d", (int)number);
    for (size_t i = 0; i < count; i++) g_string_append_printf(key, "|%d %s", (int)lines[i].quantity, donut_name(lines[i].donut_id));
    if (shown_anew(&lines_shown, key->str)) {
        remove_children(detail_lines);
        for (size_t i = 0; i < count; i++) gtk_list_box_append(GTK_LIST_BOX(detail_lines), line_row(&lines[i]));
    }
    g_string_free(key, TRUE);
    bool can_advance = order.next_action != FOODTRUCK_ORDER_ACTION_NONE;
    gtk_widget_set_visible(detail_button, can_advance);
    if (can_advance) gtk_button_set_label(GTK_BUTTON(detail_button), action_title(order.next_action));
    sheet_show(number);
}

bool order_detail_press_next_step(void) {
    if (!gtk_widget_get_visible(detail_button) || !gtk_widget_get_mapped(detail_button)) return false;
    /* "clicked" itself: gtk_widget_activate would click only after the button's 250 ms press. */
    g_signal_emit_by_name(detail_button, "clicked");
    return true;
}
