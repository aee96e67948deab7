/* SPDX-License-Identifier: Apache-2.0 */
/* activity.c: the live activity, as the original's Dynamic Island and lock screen show it.
 *
 * The header bar's pill is the island's compact presentation of its owner
 * (foodtruck_activity_island): its countdown, titled (tooltip and accessible name) by the
 * owner's title, both the library's texts; hidden while the island is empty. A click opens a popover with the lock screen's cards
 * (foodtruck_activity_lock_screen): each activity's title, donut count, countdown and
 * "Remaining". When the library says a "Donuts are done!" notification is due
 * (FOODTRUCK_EVENT_NOTIFICATION), it goes out as a desktop notification (GNotification), with
 * the library's title and body. */
#include "activity.h"

#include "notice.h"
#include "page.h"
#include "state.h"
#include "words.h"

#include <stdlib.h>

static GtkWidget *pill;        /* a GtkMenuButton: the island */
static GtkWidget *pill_time;   /* the owner's countdown */
static GtkWidget *lock_screen; /* the popover's column of cards */

/* One piece of an activity's presentation, into a word buffer; a longer text is asked for its
 * length and kept in a buffer of its own until the next call that needs one. */
static const char *activity_word(int32_t id, foodtruck_activity_text_slot slot, int64_t now) {
    static char *long_text;
    char *buffer = word_buffer();
    size_t length = 0;
    TRY(foodtruck_activity_text(app.truck, id, slot, now, NULL, 0, &length));
    if (length < WORD_BYTES) {
        TRY(foodtruck_activity_text(app.truck, id, slot, now, buffer, WORD_BYTES, NULL));
        return buffer;
    }
    free(long_text);
    long_text = malloc(length + 1);
    if (long_text == NULL) abort();
    TRY(foodtruck_activity_text(app.truck, id, slot, now, long_text, length + 1, NULL));
    return long_text;
}

GtkWidget *activity_pill_new(void) {
    pill = gtk_menu_button_new();
    /* The compact island's countdown alone (its order is the tooltip and the popover's): with
     * the next step beside it the bar keeps room to centre the title. */
    pill_time = gtk_label_new(NULL);
    gtk_widget_add_css_class(pill_time, "numeric");
    gtk_menu_button_set_child(GTK_MENU_BUTTON(pill), pill_time);
    /* The island: a black capsule as tall as the header bar's other buttons, so that the bar
     * keeps its height (the sidebar's beside it) whether the pill shows or not. */
    static bool styled;
    style_add_once(&styled, "menubutton.island > button { background-color: #000000; color: #ffffff;"
                            " border-radius: 9999px; padding-left: 10px; padding-right: 10px; }"
                            " menubutton.island > button:hover { background-color: #2a2a2a; }");
    gtk_widget_add_css_class(pill, "island");
    name_set(pill, label_text(FOODTRUCK_NAVIGATION_LABEL_DYNAMIC_ISLAND)); /* until it has an owner */

    lock_screen = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    margins_set(lock_screen, 6, 6, 6, 6);
    GtkWidget *popover = gtk_popover_new();
    gtk_popover_set_child(GTK_POPOVER(popover), lock_screen);
    gtk_menu_button_set_popover(GTK_MENU_BUTTON(pill), popover);
    /* Open, its cards' countdowns are on screen too: the clock wakes for them. */
    g_signal_connect_swapped(popover, "map", G_CALLBACK(schedule_tick), NULL);
    gtk_widget_set_visible(pill, FALSE);
    return pill;
}

/* A lock-screen card: the title and donut count on one side, the countdown over "Remaining"
 * on the other, as the original's lock-screen view. */
static GtkWidget *lock_screen_card_new(int32_t id, int64_t now) {
    GtkWidget *card = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 24);
    g_object_set_data(G_OBJECT(card), "activity", GINT_TO_POINTER(id));
    GtkWidget *order = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2);
    gtk_box_append(GTK_BOX(order), text_new(activity_word(id, FOODTRUCK_TEXT_LOCK_TITLE, now), "heading"));
    gtk_box_append(GTK_BOX(order), text_new(activity_word(id, FOODTRUCK_TEXT_LOCK_DONUTS, now), "dim-label"));
    gtk_widget_set_hexpand(order, TRUE);
    GtkWidget *clock = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2);
    GtkWidget *time = text_new(activity_word(id, FOODTRUCK_TEXT_COUNTDOWN, now), "title-2");
    gtk_widget_add_css_class(time, "numeric");
    gtk_box_append(GTK_BOX(clock), time);
    gtk_box_append(GTK_BOX(clock), text_new(activity_word(id, FOODTRUCK_TEXT_REMAINING, now), "caption"));
    gtk_box_append(GTK_BOX(card), order);
    gtk_box_append(GTK_BOX(card), clock);
    return card;
}

/* "Donuts are done!": the library's title and body, sent through the running GApplication
 * (org.gtk.Notifications on a session bus, else the freedesktop notification service). */
static void notify_done(const foodtruck_event *event, int64_t now) {
    int32_t id = event->activity_id;
    if (id == 0 && foodtruck_activity_for_order(app.truck, event->order_number, &id) != FOODTRUCK_OK) return;
    GApplication *application = g_application_get_default();
    /* No session bus (a desktop without one): nobody to tell, and GIO would complain. */
    if (application == NULL || g_application_get_dbus_connection(application) == NULL) return;
    GNotification *notification = g_notification_new(activity_word(id, FOODTRUCK_TEXT_NOTIFICATION_TITLE, now));
    g_notification_set_body(notification, activity_word(id, FOODTRUCK_TEXT_NOTIFICATION_BODY, now));
    /* One notification an order: a later one for the same order replaces it. */
    char key[32];
    g_snprintf(key, sizeof key, "order-%d", (int)event->order_number);
    g_application_send_notification(application, key, notification);
    g_object_unref(notification);
}

/* Takes the events waiting since the last refresh (nobody else polls them) and sends the
 * notifications among them. */
static void take_events(int64_t now) {
    foodtruck_event events[64];
    size_t count;
    do {
        TRY(foodtruck_event_poll(app.truck, events, G_N_ELEMENTS(events), &count));
        for (size_t i = 0; i < count; i++)
            if (events[i].kind == FOODTRUCK_EVENT_NOTIFICATION) notify_done(&events[i], now);
    } while (count == G_N_ELEMENTS(events));
}

/* The order of each live activity whose countdown is on screen: the pill's (the island's
 * owner), and, while the popover is open, every lock-screen card's. */
size_t activity_shown_countdowns(int32_t *numbers, size_t capacity) {
    size_t shown = 0;
    foodtruck_activity activity;
    foodtruck_island island;
    TRY(foodtruck_activity_island(app.truck, &island));
    if (island.owner != 0 && shown < capacity && foodtruck_activity_get(app.truck, island.owner, &activity) == FOODTRUCK_OK)
        numbers[shown++] = activity.order_number;
    if (!gtk_widget_get_mapped(lock_screen)) return shown;
    for (GtkWidget *card = gtk_widget_get_first_child(lock_screen); card != NULL && shown < capacity;
         card = gtk_widget_get_next_sibling(card)) {
        int32_t id = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(card), "activity"));
        if (foodtruck_activity_get(app.truck, id, &activity) == FOODTRUCK_OK) numbers[shown++] = activity.order_number;
    }
    return shown;
}

void activity_refresh(void) {
    int64_t now = now_ms();
    take_events(now);

    foodtruck_island island;
    TRY(foodtruck_activity_island(app.truck, &island));
    gtk_widget_set_visible(pill, island.owner != 0);
    if (island.owner != 0) {
        const char *title = activity_word(island.owner, FOODTRUCK_TEXT_LOCK_TITLE, now);
        const char *countdown = activity_word(island.owner, FOODTRUCK_TEXT_COUNTDOWN, now);
        gtk_label_set_text(GTK_LABEL(pill_time), countdown);
        /* A new owner: its title is the pill's tooltip and name (not at every second's refresh). */
        if (g_strcmp0(gtk_widget_get_tooltip_text(pill), title) != 0) name_set(pill, title);
        tooltip_set(pill, title);
    }

    /* The lock screen's cards, in the library's order. */
    remove_children(lock_screen);
    size_t count = 0;
    TRY(foodtruck_activity_lock_screen(app.truck, NULL, 0, &count));
    if (count == 0) return;
    int32_t *ids = g_new(int32_t, count);
    size_t written = 0;
    TRY(foodtruck_activity_lock_screen(app.truck, ids, count, &written));
    for (size_t i = 0; i < written && i < count; i++) gtk_box_append(GTK_BOX(lock_screen), lock_screen_card_new(ids[i], now));
    g_free(ids);
}
