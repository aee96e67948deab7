/* SPDX-License-Identifier: Apache-2.0 */
/* focus.c: the keyboard's way through the window. A GtkListBox or GtkFlowBox moves the focus
 * from child to child on Tab as on the arrows, so that a list of twenty orders is twenty Tab
 * stops; the GNOME HIG asks for one, the arrows moving within. And --focus-log, the record of where the focus goes that
 * tests/desktop/check_keyboard.sh reads while it presses keys. */
#include "focus.h"

#include "state.h"

/* An arrow in a list box with a selection: the focus moves, the selection stays (as with Ctrl
 * held), so that the sidebar's selected row stays the panel shown until Enter opens another;
 * and Tab and Shift+Tab come back into the list at it (GtkListBox enters at the selected row). */
static bool cursor_moved(GtkListBox *list, guint keyval) {
    static const struct {
        guint keyval;
        GtkMovementStep step;
        int count;
    } moves[] = {{GDK_KEY_Up, GTK_MOVEMENT_DISPLAY_LINES, -1},   {GDK_KEY_Down, GTK_MOVEMENT_DISPLAY_LINES, 1},
                 {GDK_KEY_KP_Up, GTK_MOVEMENT_DISPLAY_LINES, -1}, {GDK_KEY_KP_Down, GTK_MOVEMENT_DISPLAY_LINES, 1},
                 {GDK_KEY_Home, GTK_MOVEMENT_BUFFER_ENDS, -1},    {GDK_KEY_End, GTK_MOVEMENT_BUFFER_ENDS, 1},
                 {GDK_KEY_Page_Up, GTK_MOVEMENT_PAGES, -1},       {GDK_KEY_Page_Down, GTK_MOVEMENT_PAGES, 1}};
    if (gtk_list_box_get_selection_mode(list) == GTK_SELECTION_NONE) return false;
    for (size_t i = 0; i < G_N_ELEMENTS(moves); i++) {
        if (moves[i].keyval != keyval) continue;
        g_signal_emit_by_name(list, "move-cursor", moves[i].step, moves[i].count, FALSE, TRUE);
        return true;
    }
    return false;
}

/* Tab in a list: the focus moves on as from the list as a whole (GTK's own move, with the list
 * taking no focus for it: a widget that cannot focus hides its children from the move), past
 * the end of the window round to its start, as GtkWindow moves it. */
static gboolean list_key_pressed(GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
                                 gpointer data) {
    (void)keys;
    (void)keycode;
    GtkWidget *list = data;
    if (GTK_IS_LIST_BOX(list) && (state & GDK_MODIFIER_MASK) == 0 && cursor_moved(GTK_LIST_BOX(list), keyval)) return TRUE;
    if (keyval != GDK_KEY_Tab && keyval != GDK_KEY_ISO_Left_Tab && keyval != GDK_KEY_KP_Tab) return FALSE;
    bool backward = keyval == GDK_KEY_ISO_Left_Tab || (state & GDK_SHIFT_MASK) != 0;
    GtkDirectionType direction = backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD;
    GtkWidget *root = GTK_WIDGET(gtk_widget_get_root(list));
    gtk_widget_set_can_focus(list, FALSE);
    if (!gtk_widget_child_focus(root, direction)) {
        gtk_root_set_focus(GTK_ROOT(root), NULL);
        gtk_widget_child_focus(root, direction);
    }
    gtk_widget_set_can_focus(list, TRUE);
    return TRUE;
}

void focus_list_one_tab_stop(GtkWidget *list) {
    GtkEventController *keys = gtk_event_controller_key_new();
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE);
    g_signal_connect(keys, "key-pressed", G_CALLBACK(list_key_pressed), list);
    gtk_widget_add_controller(list, keys);
}

static FILE *log_file;
static int64_t log_started_us;

/* What a person's screen reader would call the widget: the name the app gave it, else its text. */
static const char *widget_words(GtkWidget *widget) {
    const char *name = g_object_get_data(G_OBJECT(widget), "app-name");
    if (name != NULL) return name;
    if (GTK_IS_EDITABLE(widget)) return gtk_editable_get_text(GTK_EDITABLE(widget));
    for (GtkWidget *child = widget; child != NULL; child = gtk_widget_get_first_child(child))
        if (GTK_IS_LABEL(child)) return gtk_label_get_text(GTK_LABEL(child));
    return "";
}

static const char *widget_place(GtkWidget *widget) {
    if (widget == NULL) return "none";
    if (gtk_widget_is_ancestor(widget, app.sidebar)) return "sidebar";
    GtkWidget *page = gtk_stack_get_visible_child(app.stack);
    if (page != NULL && gtk_widget_is_ancestor(widget, page)) return "panel";
    return "header";
}

static void focus_changed(GtkWindow *window, GParamSpec *spec, gpointer data) {
    (void)spec;
    (void)data;
    GtkWidget *focus = gtk_root_get_focus(GTK_ROOT(window));
    /* A GtkText inside an entry: the entry is what a person knows. */
    if (focus != NULL && GTK_IS_TEXT(focus) && gtk_widget_get_parent(focus) != NULL) focus = gtk_widget_get_parent(focus);
    fprintf(log_file, "%lld %s %s %s\n", (long long)((g_get_monotonic_time() - log_started_us) / 1000), widget_place(focus),
            focus != NULL ? G_OBJECT_TYPE_NAME(focus) : "-", focus != NULL ? widget_words(focus) : "");
    fflush(log_file);
}

void focus_log_start(GtkWindow *window, const char *file) {
    if (log_file == NULL) {
        log_file = fopen(file, "a");
        if (log_file == NULL) {
            g_printerr("desktop: cannot write the focus log %s\n", file);
            exit(1);
        }
        log_started_us = g_get_monotonic_time();
    }
    g_signal_connect(window, "notify::focus-widget", G_CALLBACK(focus_changed), NULL);
}
