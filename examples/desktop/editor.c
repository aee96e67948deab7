/* SPDX-License-Identifier: Apache-2.0 */
/* editor.c: the Donut Editor, for the Donut Editor panel (the new donut, from the library's
 * template) and for a donut step of the path (a donut of the gallery). As the original: the
 * donut's picture, its name, its flavor profile (each flavor's value and bar, the most potent
 * one stressed) and the pickers of its dough, glaze and topping. Every change goes to the
 * library at once, which decides whether it is valid: a catalog donut through
 * foodtruck_donut_edit; the new donut is made (foodtruck_donut_create) by its first change and
 * edited from then on. A refused change shows the library's message and changes nothing.
 * Narrower than the original's threshold the picture stands above the form, else beside it. */
#include "editor.h"

#include "focus.h"
#include "layout.h"
#include "notice.h"
#include "page.h"
#include "pictures.h"
#include "state.h"
#include "words.h"

#include <string.h>

#define PICTURE_SIZE 220 /* the picture's pixels */
#define KINDS 3

static GtkWidget *body, *picture_slot, *picture, *form, *name_entry, *error_label;
static GtkWidget *pickers[KINDS];
static GtkWidget *flavor_names[FOODTRUCK_FLAVOR_COUNT], *flavor_bars[FOODTRUCK_FLAVOR_COUNT],
    *flavor_values[FOODTRUCK_FLAVOR_COUNT];
static int32_t editing = -1;      /* the donut shown, or -1: the new donut, not made yet */
static int32_t made = -1;         /* the new donut, once its first change made it */
static int32_t entry_for = -2;    /* the donut whose name the entry was filled with */
static foodtruck_donut shown;     /* the recipe shown */
static GString *drawn;            /* the picture's donut and recipe, to draw it only anew */
static bool filling;              /* the entry is being filled: not a person's typing */

static const char *ingredient_slug(foodtruck_ingredient_kind kind, int32_t index) {
    WRITE_WORD(foodtruck_ingredient_slug, kind, index);
}

/* Sends a change to the library; false (and its message shown) when it refuses. */
static bool apply(const char *name, int32_t dough, int32_t glaze, int32_t topping) {
    foodtruck_status status;
    if (editing >= 0) {
        status = foodtruck_donut_edit(app.truck, editing, name, dough, glaze, topping);
    } else {
        int32_t id = -1;
        status = foodtruck_donut_create(app.truck, name, dough, glaze, topping, &id);
        if (status == FOODTRUCK_OK) made = editing = entry_for = id;
    }
    bool ok = status == FOODTRUCK_OK;
    /* The library's own message: it has no sentence for a person yet (NOTES.md). */
    gtk_label_set_text(GTK_LABEL(error_label), ok ? "" : foodtruck_last_error());
    gtk_widget_set_visible(error_label, !ok);
    if (ok) gtk_widget_remove_css_class(name_entry, "error");
    else gtk_widget_add_css_class(name_entry, "error");
    if (ok) refresh();
    return ok;
}

static void name_changed(GtkEditable *entry, gpointer data) {
    (void)data;
    if (filling) return;
    apply(gtk_editable_get_text(entry), shown.dough, shown.glaze, shown.topping);
}

/* A row of a picker's list: the ingredient its "index" holds (FOODTRUCK_NO_INGREDIENT: None). */
static void ingredient_picked(GtkListBox *list, GtkListBoxRow *row, gpointer data) {
    (void)list;
    int kind = GPOINTER_TO_INT(data);
    int32_t recipe[KINDS] = {shown.dough, shown.glaze, shown.topping};
    recipe[kind] = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(row), "index"));
    gtk_menu_button_popdown(GTK_MENU_BUTTON(pickers[kind]));
    /* The name as the entry holds it: a choice keeps what the person typed. */
    apply(gtk_editable_get_text(GTK_EDITABLE(name_entry)), recipe[0], recipe[1], recipe[2]);
}

static void choice_append(GtkWidget *list, const char *text, int32_t index, const char *name) {
    GtkWidget *label = text_new(text, NULL);
    margins_set(label, 4, 6, 4, 6);
    gtk_list_box_append(GTK_LIST_BOX(list), label);
    GtkWidget *row = gtk_widget_get_parent(label);
    g_object_set_data(G_OBJECT(row), "index", GINT_TO_POINTER(index));
    if (name != NULL) gtk_widget_set_name(row, name); /* for --click in every language */
}

/* A picker, as the original's: the kind's name, and a pop-up button that shows the chosen
 * ingredient's name and lists every ingredient of the kind in the library's order, the glaze's
 * and the topping's after None (the header's word for their first choice). (The original's
 * topping sections have no library word: NOTES.md.) */
static GtkWidget *picker_new(foodtruck_ingredient_kind kind, GtkWidget **button_out) {
    size_t count = 0;
    TRY(foodtruck_ingredient_count(kind, &count));
    GtkWidget *list = gtk_list_box_new();
    gtk_list_box_set_selection_mode(GTK_LIST_BOX(list), GTK_SELECTION_NONE);
    focus_list_one_tab_stop(list);
    if (kind != FOODTRUCK_INGREDIENT_DOUGH) {
        /* Named as the kind's slugs are, "topping/none" beside "topping/sprinkles". */
        const char *slug = ingredient_slug(kind, 0);
        char *none = g_strdup_printf("%.*s/none", (int)strcspn(slug, "/"), slug);
        choice_append(list, label_text(FOODTRUCK_NAVIGATION_LABEL_NONE), FOODTRUCK_NO_INGREDIENT, none);
        g_free(none);
    }
    for (size_t i = 0; i < count; i++)
        choice_append(list, ingredient_name(kind, (int32_t)i), (int32_t)i, ingredient_slug(kind, (int32_t)i));
    g_signal_connect(list, "row-activated", G_CALLBACK(ingredient_picked), GINT_TO_POINTER(kind));
    GtkWidget *scroll = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_propagate_natural_height(GTK_SCROLLED_WINDOW(scroll), TRUE);
    gtk_scrolled_window_set_max_content_height(GTK_SCROLLED_WINDOW(scroll), 360);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroll), list);
    GtkWidget *popover = gtk_popover_new();
    gtk_popover_set_child(GTK_POPOVER(popover), scroll);
    GtkWidget *button = gtk_menu_button_new();
    gtk_menu_button_set_always_show_arrow(GTK_MENU_BUTTON(button), TRUE);
    gtk_menu_button_set_popover(GTK_MENU_BUTTON(button), popover);
    name_set(button, ingredient_kind_name(kind));
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    GtkWidget *name = text_new(ingredient_kind_name(kind), NULL);
    gtk_widget_set_hexpand(name, TRUE);
    gtk_box_append(GTK_BOX(row), name);
    gtk_box_append(GTK_BOX(row), button);
    *button_out = button;
    return row;
}

/* The flavor profile: one row a flavor, in the library's order of the axes. */
static GtkWidget *flavors_new(void) {
    GtkWidget *grid = gtk_grid_new();
    gtk_grid_set_column_spacing(GTK_GRID(grid), 12);
    gtk_grid_set_row_spacing(GTK_GRID(grid), 6);
    for (int f = 0; f < FOODTRUCK_FLAVOR_COUNT; f++) {
        flavor_names[f] = text_new(flavor_name((foodtruck_flavor)f), NULL);
        flavor_bars[f] = gtk_level_bar_new();
        gtk_widget_set_hexpand(flavor_bars[f], TRUE);
        gtk_widget_set_valign(flavor_bars[f], GTK_ALIGN_CENTER);
        /* One colour, as the original's gauges: no low/high/full shades. */
        gtk_level_bar_remove_offset_value(GTK_LEVEL_BAR(flavor_bars[f]), GTK_LEVEL_BAR_OFFSET_LOW);
        gtk_level_bar_remove_offset_value(GTK_LEVEL_BAR(flavor_bars[f]), GTK_LEVEL_BAR_OFFSET_HIGH);
        gtk_level_bar_remove_offset_value(GTK_LEVEL_BAR(flavor_bars[f]), GTK_LEVEL_BAR_OFFSET_FULL);
        flavor_values[f] = gtk_label_new("");
        gtk_label_set_xalign(GTK_LABEL(flavor_values[f]), 1);
        gtk_widget_add_css_class(flavor_values[f], "numeric");
        gtk_grid_attach(GTK_GRID(grid), flavor_names[f], 0, f, 1, 1);
        gtk_grid_attach(GTK_GRID(grid), flavor_bars[f], 1, f, 1, 1);
        gtk_grid_attach(GTK_GRID(grid), flavor_values[f], 2, f, 1, 1);
    }
    return grid;
}

/* The picture beside the form from the original's threshold on, above it below. */
static void width_changed(int width, gpointer data) {
    (void)data;
    bool compact = true;
    /* 400: the original's default threshold of its width reader (foodtruck_layout_is_compact). */
    TRY(foodtruck_layout_is_compact(width, 400, false, &compact));
    gtk_orientable_set_orientation(GTK_ORIENTABLE(body), compact ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
    /* Beside each other, picture and form share the width evenly (the original's form is 350
     * points beside a picture at least 100 wide): a fixed form could make the column wider
     * than the width that chose this layout. */
    gtk_box_set_homogeneous(GTK_BOX(body), !compact);
}

static GtkWidget *create(foodtruck_panel panel) {
    (void)panel;
    shown_forget(drawn);
    entry_for = -2;
    GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(page), width_sensor_new(width_changed, NULL));
    body = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    margins_set(body, 12, 12, 12, 12);
    picture_slot = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_size_request(picture_slot, -1, PICTURE_SIZE);
    gtk_widget_set_hexpand(picture_slot, TRUE);
    gtk_widget_set_valign(picture_slot, GTK_ALIGN_CENTER);
    gtk_box_append(GTK_BOX(body), picture_slot);

    form = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    GtkWidget *card = card_new(form);
    name_entry = gtk_entry_new();
    /* Its prompt and its name to a screen reader: the original's "Donut Name". */
    gtk_entry_set_placeholder_text(GTK_ENTRY(name_entry), label_text(FOODTRUCK_NAVIGATION_LABEL_DONUT_NAME));
    name_set(name_entry, label_text(FOODTRUCK_NAVIGATION_LABEL_DONUT_NAME));
    g_signal_connect(name_entry, "changed", G_CALLBACK(name_changed), NULL);
    gtk_box_append(GTK_BOX(card), name_entry);
    error_label = text_new("", "error");
    gtk_label_set_wrap(GTK_LABEL(error_label), TRUE);
    gtk_widget_set_visible(error_label, FALSE);
    gtk_box_append(GTK_BOX(card), error_label);
    gtk_box_append(GTK_BOX(card_new(form)), flavors_new());
    card = card_new(form);
    for (int kind = 0; kind < KINDS; kind++) {
        gtk_box_append(GTK_BOX(card), picker_new((foodtruck_ingredient_kind)kind, &pickers[kind]));
    }
    gtk_box_append(GTK_BOX(body), form);
    gtk_box_append(GTK_BOX(page), scrolled_new(body));
    return page;
}

/* Which donut the editor shows: a donut step's, else the new donut (made or the template). */
static void choose_donut(void) {
    foodtruck_step steps[MAX_STEPS];
    size_t count = 0;
    TRY(foodtruck_navigation_path(app.truck, steps, MAX_STEPS, &count));
    if (count > 0 && steps[count - 1].kind == FOODTRUCK_STEP_DONUT) editing = steps[count - 1].id;
    else editing = made;
    if (editing >= 0) TRY(foodtruck_donut_get(app.truck, editing, &shown));
    else TRY(foodtruck_donut_template(app.truck, &shown));
}

static void show_picture(void) {
    char key[64];
    g_snprintf(key, sizeof key, "%d %d %d %d", editing, shown.dough, shown.glaze, shown.topping);
    if (!shown_anew(&drawn, key)) return;
    if (picture != NULL) gtk_box_remove(GTK_BOX(picture_slot), picture);
    picture = NULL;
    /* The new donut has no picture before its first change makes it: the library draws only the
     * donuts it holds (NOTES.md). */
    gtk_widget_set_visible(picture_slot, editing >= 0); /* no blank where no picture can be */
    if (editing < 0) return;
    /* Its size whatever the room beside the form (a GtkPicture grew into the room's width after
     * some changes): 220 fits the narrowest window, where it stands above the form. */
    picture = donut_image_new(editing, PICTURE_SIZE);
    gtk_box_append(GTK_BOX(picture_slot), picture);
}

static void refresh_view(foodtruck_panel panel) {
    (void)panel;
    choose_donut();
    show_picture();
    /* The name only when another donut shows: typing is not undone by a refresh. */
    if (entry_for != editing) {
        entry_for = editing;
        filling = true;
        gtk_editable_set_text(GTK_EDITABLE(name_entry), editing >= 0 ? donut_name(editing) : donut_template_name());
        filling = false;
        gtk_widget_remove_css_class(name_entry, "error");
        gtk_widget_set_visible(error_label, FALSE);
    }
    int32_t recipe[KINDS] = {shown.dough, shown.glaze, shown.topping};
    for (int kind = 0; kind < KINDS; kind++) {
        bool none = recipe[kind] == FOODTRUCK_NO_INGREDIENT;
        foodtruck_ingredient_kind k = (foodtruck_ingredient_kind)kind;
        gtk_menu_button_set_label(GTK_MENU_BUTTON(pickers[kind]),
                                  none ? label_text(FOODTRUCK_NAVIGATION_LABEL_NONE) : ingredient_name(k, recipe[kind]));
        /* Its toggle named by the chosen ingredient's slug, for --click. */
        gtk_widget_set_name(gtk_widget_get_first_child(pickers[kind]), none ? "" : ingredient_slug(k, recipe[kind]));
    }
    int32_t values[FOODTRUCK_FLAVOR_COUNT] = {shown.flavors.salty, shown.flavors.sweet, shown.flavors.bitter,
                                              shown.flavors.sour,  shown.flavors.savory, shown.flavors.spicy};
    for (int f = 0; f < FOODTRUCK_FLAVOR_COUNT; f++) {
        bool top = (foodtruck_flavor)f == shown.most_potent_flavor;
        gtk_label_set_text(GTK_LABEL(flavor_values[f]), count_text(values[f]));
        /* The gauge's range is the library's most potent value, as the original's; a bar has no
         * length below none (the library's own bar values are wanted: NOTES.md). */
        gtk_level_bar_set_max_value(GTK_LEVEL_BAR(flavor_bars[f]), shown.most_potent_value > 0 ? shown.most_potent_value : 1);
        gtk_level_bar_set_value(GTK_LEVEL_BAR(flavor_bars[f]), CLAMP(values[f], 0, shown.most_potent_value));
        GtkWidget *parts[] = {flavor_names[f], flavor_bars[f], flavor_values[f]};
        for (size_t i = 0; i < G_N_ELEMENTS(parts); i++) {
            if (top) {
                gtk_widget_remove_css_class(parts[i], "dim-label");
                gtk_widget_add_css_class(parts[i], "heading");
            } else {
                gtk_widget_remove_css_class(parts[i], "heading");
                gtk_widget_add_css_class(parts[i], "dim-label");
            }
        }
    }
}

const view editor_view = {create, refresh_view};
