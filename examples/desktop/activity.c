/* activity.c: the live activity's pill in the header bar (what the Dynamic Island shows) and
 * "Donuts are done!" as a desktop notification. Not drawn yet: the pill stays hidden. */
#include "desktop.h"

static GtkWidget *pill;

GtkWidget *activity_pill_new(void) {
    pill = gtk_button_new();
    gtk_widget_set_visible(pill, FALSE);
    return pill;
}

void activity_refresh(void) {}
