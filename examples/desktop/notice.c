/* SPDX-License-Identifier: Apache-2.0 */
/* notice.c: failures (fail), and what the operator is told when the session's file refuses a change. The library
 * says what became of it (foodtruck_truck_status_text): FOODTRUCK_ERR_STORAGE, not made, try
 * again; FOODTRUCK_ERR_UNCONFIRMED, saving could not be confirmed, what was saved shows once
 * the session is opened again; FOODTRUCK_ERR_READ_ONLY, changes are not saved. The sentence
 * shows in a bar across the top of the window until its close button is pressed (a window made
 * anew, or made after the refusal, shows it too). After FOODTRUCK_ERR_UNCONFIRMED the change
 * may or may not be in the file and the session refuses every later change until it is opened
 * again: the app reopens it at once, and the next refresh shows what the file holds. A refusal
 * also puts the next tick off (REFUSED_RETRY_MS), so that a disk that keeps failing is not
 * asked again and again. */
#include "notice.h"

#include "page.h"
#include "state.h"

#include <stdio.h>
#include <stdlib.h>

void fail(const char *call, foodtruck_status status) {
    if (status == FOODTRUCK_ERR_STORAGE || status == FOODTRUCK_ERR_UNCONFIRMED || status == FOODTRUCK_ERR_READ_ONLY) {
        notice_show(status);
        return;
    }
    fprintf(stderr, "%s failed: %s: %s\n", call, foodtruck_status_string(status), foodtruck_last_error());
    exit(1);
}

static GtkWidget *bar, *sentence, *close_button;
/* The refusal shown, FOODTRUCK_OK for none: kept for the window made after it. */
static foodtruck_status shown = FOODTRUCK_OK;

static void closed(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    shown = FOODTRUCK_OK;
    gtk_widget_set_visible(bar, FALSE);
}

/* The bar with the library's sentence for `shown`. */
static void show(void) {
    char text[512]; /* as a word of words.c */
    /* Not TRY: a failure here would come back to notice_show. */
    if (foodtruck_truck_status_text(app.truck, shown, text, sizeof text, NULL) != FOODTRUCK_OK) {
        fprintf(stderr, "desktop: foodtruck_truck_status_text: %s\n", foodtruck_last_error());
        exit(1);
    }
    gtk_label_set_text(GTK_LABEL(sentence), text);
    /* The close button's name: the library's Done (not words.c's: it reports through here). */
    if (foodtruck_navigation_text(app.truck, FOODTRUCK_NAVIGATION_LABEL_KEY_DONE, text, sizeof text, NULL) == FOODTRUCK_OK)
        name_set(close_button, text);
    gtk_widget_set_visible(bar, TRUE);
}

GtkWidget *notice_new(void) {
    static bool styled;
    style_add_once(&styled, ".file-notice { background-color: @error_bg_color; color: @error_fg_color; }");
    bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
    gtk_widget_add_css_class(bar, "file-notice");
    sentence = gtk_label_new(NULL);
    gtk_label_set_wrap(GTK_LABEL(sentence), TRUE);
    gtk_label_set_xalign(GTK_LABEL(sentence), 0);
    gtk_widget_set_hexpand(sentence, TRUE);
    margins_set(sentence, 6, 12, 6, 12);
    gtk_box_append(GTK_BOX(bar), sentence);
    close_button = gtk_button_new_from_icon_name("window-close-symbolic");
    gtk_widget_add_css_class(close_button, "flat");
    gtk_widget_set_valign(close_button, GTK_ALIGN_CENTER);
    g_signal_connect(close_button, "clicked", G_CALLBACK(closed), NULL);
    gtk_box_append(GTK_BOX(bar), close_button);
    gtk_widget_set_visible(bar, FALSE);
    if (shown != FOODTRUCK_OK) show();
    return bar;
}

static guint refresh_source; /* the refresh after a reopening, while one waits */

static gboolean refresh_once(gpointer data) {
    (void)data;
    refresh_source = 0;
    if (app.window != NULL) refresh(); /* else the window, when made, shows the session */
    return G_SOURCE_REMOVE;
}

void notice_show(foodtruck_status status) {
    /* The developer's words go to the log; the operator's to the window. */
    fprintf(stderr, "desktop: %s: %s\n", foodtruck_status_string(status), foodtruck_last_error());
    shown = status;
    app.refused = true;
    if (bar != NULL) show();
    if (status == FOODTRUCK_ERR_UNCONFIRMED) {
        reopen_session();
        /* Redrawn from the file's session once the call that failed is over (a refresh from
         * here would tick inside the refresh that may have failed). */
        if (refresh_source == 0) refresh_source = g_idle_add(refresh_once, NULL);
    }
}
