/* SPDX-License-Identifier: Apache-2.0 */
/* timeframe.c: a chart's timeframe picker, and Top 5's and Sales History's head around it. */
#include "timeframe.h"

#include "page.h"
#include "state.h"
#include "words.h"

static void timeframe_toggled(GtkToggleButton *button, gpointer data) {
    if (!gtk_toggle_button_get_active(button)) return; /* the one switched off by the group */
    *(foodtruck_timeframe *)data = (foodtruck_timeframe)GPOINTER_TO_INT(g_object_get_data(G_OBJECT(button), "timeframe"));
    refresh();
}

GtkWidget *timeframe_switch_new(foodtruck_chart_kind chart, const foodtruck_timeframe *offered, size_t count,
                                foodtruck_timeframe *shown) {
    GtkWidget *switcher = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_add_css_class(switcher, "linked");
    gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER);
    GtkWidget *first = NULL;
    for (size_t i = 0; i < count; i++) {
        GtkWidget *toggle = gtk_toggle_button_new_with_label(picker_text(chart, offered[i]));
        GtkWidget *label = gtk_button_get_child(GTK_BUTTON(toggle));
        gtk_label_set_wrap(GTK_LABEL(label), TRUE);
        gtk_label_set_justify(GTK_LABEL(label), GTK_JUSTIFY_CENTER);
        if (first == NULL) first = toggle;
        else gtk_toggle_button_set_group(GTK_TOGGLE_BUTTON(toggle), GTK_TOGGLE_BUTTON(first));
        /* Before the handler: the default is no person's tap. */
        gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(toggle), offered[i] == *shown);
        g_object_set_data(G_OBJECT(toggle), "timeframe", GINT_TO_POINTER(offered[i]));
        g_signal_connect(toggle, "toggled", G_CALLBACK(timeframe_toggled), shown);
        gtk_box_append(GTK_BOX(switcher), toggle);
    }
    return switcher;
}

GtkWidget *sales_header_new(GtkWidget *column, foodtruck_chart_kind chart, const foodtruck_timeframe *offered, size_t count,
                            foodtruck_timeframe *shown) {
    gtk_box_append(GTK_BOX(column), timeframe_switch_new(chart, offered, count, shown));
    gtk_box_append(GTK_BOX(column), text_new(label_text(FOODTRUCK_NAVIGATION_LABEL_TOTAL_SALES), "dim-label"));
    GtkWidget *total = text_new("", "title-1");
    gtk_box_append(GTK_BOX(column), total);
    return total;
}
