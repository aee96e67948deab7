/* SPDX-License-Identifier: Apache-2.0 */
/* purchases.c: the Account panel's "Help with purchases", as the original's store support: Restore
 * missing purchases, Manage subscription and Refund purchases, each the platform store's in the
 * original, here the local test store's (test_store.c), under its switch:
 *   - Test Store (the library's words, with what it is: purchases simulated, nothing charged)
 *     turns the store on (FOODTRUCK_STORE_ENABLED) with what the test store holds handed in,
 *     so that the library gates the year of history and Social Feed+ on what was bought; off,
 *     everything is served, as on a desktop with no store.
 *   - Restore missing purchases syncs with the store: what it holds handed in again.
 *   - Manage subscription opens the platform's subscription settings; the test store's only one
 *     is to stop the plan's renewal, so that it expires at its period's end.
 *   - Refund purchases opens the refund screen: the library's rows (the verified purchases not
 *     refunded), one selected at a time through the library, and Request a refund, which the
 *     test store grants; the library says whether the screen then closes. */
#include "purchases.h"

#include "notice.h"
#include "page.h"
#include "state.h"
#include "test_store.h"
#include "words.h"
#define MAX_REFUND_ROWS 10 /* foodtruck_store_refund_rows gives at most 10 */
#define TEST_SYMBOL "applications-engineering-symbolic" /* a stand-in of the app's, for testing */

static GtkWidget *section, *store_switch, *restore, *manage, *refunds, *refund_screen;
static bool refunding;
static GString *drawn;

static gboolean switch_set(GtkSwitch *button, gboolean on, gpointer data) {
    (void)button;
    (void)data;
    if (app.updating) return FALSE;
    test_store_switch(on);
    refresh();
    return FALSE; /* the switch shows its new state */
}

static void restore_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    test_store_connect();
    refresh();
}

static void manage_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    test_store_stop_renewal();
    refresh();
}

static void refunds_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    refunding = !refunding;
    refresh();
}

static void row_activated(GtkListBox *list, GtkListBoxRow *row, gpointer data) {
    (void)list;
    (void)data;
    int64_t *id = g_object_get_data(G_OBJECT(row), "transaction");
    TRY(foodtruck_store_select_refund(app.truck, now_ms(), *id));
    refresh();
}

static void request_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    foodtruck_refund_row rows[MAX_REFUND_ROWS];
    size_t count = 0;
    TRY(foodtruck_store_refund_rows(app.truck, now_ms(), rows, MAX_REFUND_ROWS, &count));
    for (size_t i = 0; i < count; i++) {
        if (!rows[i].selected) continue;
        foodtruck_store_action action = FOODTRUCK_STORE_ACTION_NONE;
        TRY(foodtruck_store_refund_action(test_store_refund(rows[i].transaction_id), &action));
        if (action == FOODTRUCK_STORE_ACTION_DISMISS) refunding = false;
    }
    refresh();
}

static const char *restore_text(void) {
    WRITE_WORD(foodtruck_account_text, app.truck, FOODTRUCK_ACCOUNT_LABEL_RESTORE_PURCHASES);
}

static const char *product_text(foodtruck_store_product product, foodtruck_store_product_text_kind kind) {
    WRITE_WORD(foodtruck_store_product_text, app.truck, product, kind);
}

/* The refund screen: the library's rows, the selected one checked, then Request a refund. */
static void refund_screen_show(void) {
    remove_children(refund_screen);
    foodtruck_refund_row rows[MAX_REFUND_ROWS];
    size_t count = 0;
    TRY(foodtruck_store_refund_rows(app.truck, now_ms(), rows, MAX_REFUND_ROWS, &count));
    GtkWidget *list = gtk_list_box_new();
    gtk_list_box_set_selection_mode(GTK_LIST_BOX(list), GTK_SELECTION_NONE);
    gtk_widget_add_css_class(list, "boxed-list");
    g_signal_connect(list, "row-activated", G_CALLBACK(row_activated), NULL);
    bool selected = false;
    for (size_t i = 0; i < count; i++) {
        GtkWidget *row = adw_action_row_new();
        adw_preferences_row_set_title(ADW_PREFERENCES_ROW(row), product_text(rows[i].product, FOODTRUCK_STORE_PRODUCT_NAME));
        char *subtitle = word_buffer();
        TRY(foodtruck_store_refund_subtitle(app.truck, now_ms(), rows[i].transaction_id, subtitle, WORD_BYTES, NULL));
        adw_action_row_set_subtitle(ADW_ACTION_ROW(row), subtitle);
        gtk_list_box_row_set_activatable(GTK_LIST_BOX_ROW(row), TRUE);
        if (rows[i].selected) {
            GtkWidget *check = decoration_new(); /* the row's own state: a screen reader hears it selected */
            gtk_image_set_from_icon_name(GTK_IMAGE(check), "object-select-symbolic");
            adw_action_row_add_suffix(ADW_ACTION_ROW(row), check);
            gtk_accessible_update_state(GTK_ACCESSIBLE(row), GTK_ACCESSIBLE_STATE_SELECTED, TRUE, -1);
            selected = true;
        }
        int64_t *id = g_new(int64_t, 1);
        *id = rows[i].transaction_id;
        g_object_set_data_full(G_OBJECT(row), "transaction", id, g_free);
        gtk_list_box_append(GTK_LIST_BOX(list), row);
    }
    if (count > 0) gtk_box_append(GTK_BOX(refund_screen), list);
    GtkWidget *request = pill_button_new(store_text(FOODTRUCK_STORE_TEXT_REQUEST_REFUND), "destructive-action");
    gtk_widget_set_sensitive(request, selected); /* the library: enabled while a row is selected */
    g_signal_connect(request, "clicked", G_CALLBACK(request_clicked), NULL);
    gtk_box_append(GTK_BOX(refund_screen), request);
}

/* A flat button of the section, its words set at each drawing. */
static GtkWidget *action_new(GCallback clicked) {
    GtkWidget *button = pill_button_new("", "flat");
    g_signal_connect(button, "clicked", clicked, NULL);
    gtk_box_append(GTK_BOX(section), button);
    return button;
}

void purchases_new(GtkWidget *column) {
    shown_forget(drawn);
    refunding = false;
    section = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    gtk_widget_set_halign(section, GTK_ALIGN_CENTER);
    /* The Test Store's switch, in a row of its own with what it is and the test symbol. */
    GtkWidget *list = gtk_list_box_new();
    gtk_list_box_set_selection_mode(GTK_LIST_BOX(list), GTK_SELECTION_NONE);
    gtk_widget_add_css_class(list, "boxed-list");
    gtk_widget_set_size_request(list, 320, -1);
    GtkWidget *row = adw_action_row_new();
    adw_preferences_row_set_title(ADW_PREFERENCES_ROW(row), label_text(FOODTRUCK_NAVIGATION_LABEL_TEST_STORE));
    adw_action_row_set_subtitle(ADW_ACTION_ROW(row), label_text(FOODTRUCK_NAVIGATION_LABEL_TEST_STORE_NOTE));
    GtkWidget *symbol = decoration_new();
    gtk_image_set_from_icon_name(GTK_IMAGE(symbol), TEST_SYMBOL);
    adw_action_row_add_prefix(ADW_ACTION_ROW(row), symbol);
    store_switch = gtk_switch_new();
    gtk_widget_set_valign(store_switch, GTK_ALIGN_CENTER);
    g_signal_connect(store_switch, "state-set", G_CALLBACK(switch_set), NULL);
    adw_action_row_add_suffix(ADW_ACTION_ROW(row), store_switch);
    adw_action_row_set_activatable_widget(ADW_ACTION_ROW(row), store_switch); /* and its name, the row's title */
    gtk_list_box_append(GTK_LIST_BOX(list), row);
    gtk_box_append(GTK_BOX(section), list);
    restore = action_new(G_CALLBACK(restore_clicked));
    manage = action_new(G_CALLBACK(manage_clicked));
    refunds = action_new(G_CALLBACK(refunds_clicked));
    refund_screen = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_set_size_request(refund_screen, 320, -1);
    gtk_box_append(GTK_BOX(section), refund_screen);
    gtk_box_append(GTK_BOX(column), section);
}

void purchases_refresh(bool shown) {
    gtk_widget_set_visible(section, shown);
    if (!shown) return;
    bool on = test_store_on(), renews = test_store_renews();
    if (!on) refunding = false;
    foodtruck_refund_row rows[MAX_REFUND_ROWS];
    size_t count = 0;
    TRY(foodtruck_store_refund_rows(app.truck, now_ms(), rows, MAX_REFUND_ROWS, &count));
    GString *key = g_string_new(NULL);
    g_string_printf(key, "%d %d %d", on, renews, refunding);
    for (size_t i = 0; i < count; i++) g_string_append_printf(key, " %lld%c", (long long)rows[i].transaction_id, rows[i].selected ? '*' : ' ');
    bool anew = shown_anew(&drawn, key->str);
    g_string_free(key, TRUE);
    if (!anew) return;
    if (gtk_switch_get_active(GTK_SWITCH(store_switch)) != on) gtk_switch_set_active(GTK_SWITCH(store_switch), on);
    gtk_button_set_label(GTK_BUTTON(restore), restore_text());
    gtk_button_set_label(GTK_BUTTON(manage), store_text(FOODTRUCK_STORE_TEXT_MANAGE_SUBSCRIPTION));
    gtk_button_set_label(GTK_BUTTON(refunds), store_text(FOODTRUCK_STORE_TEXT_REFUND_PURCHASES));
    /* Restore, Manage and Refund ask the store, so only once it is on; Manage only while a plan
     * renews. */
    gtk_widget_set_visible(restore, on);
    gtk_widget_set_visible(manage, on);
    gtk_widget_set_visible(refunds, on);
    gtk_widget_set_sensitive(manage, renews);
    gtk_widget_set_visible(refund_screen, refunding);
    if (refunding) refund_screen_show();
}
