/* SPDX-License-Identifier: Apache-2.0 */
/* donuts.c: the Donuts panel, the original's Donut Gallery: every donut of the session as its
 * picture, its name and its most potent flavor, in a grid whose columns and thumbnail size are
 * the library's answer for the gallery's width (foodtruck_layout_gallery_grid), in one of the
 * library's orders (popularity over a timeframe, this week at first as in the original, or one
 * flavor, strongest first), narrowed by the library's search. A tap on a donut pushes its step on
 * the library's path: the detail column then shows it in the Donut Editor (detail_column.c). */
#include "donuts.h"

#include "focus.h"
#include "layout.h"
#include "notice.h"
#include "page.h"
#include "pictures.h"
#include "search.h"
#include "state.h"
#include "words.h"

#include <string.h>

#define MAX_DONUTS 256

static GtkWidget *grid_box, *sort_button;
static char search[FOODTRUCK_SEARCH_MAX_BYTES + 1];
static GtkWidget *gallery;   /* the grid's scrolled window */
static GtkWidget *no_donuts; /* the empty search's page, in place of the gallery */
/* The original's sort: popularity over a timeframe, or one flavor; the gallery opens on the
 * week's popularity. */
static bool by_flavor;
static foodtruck_timeframe popularity = FOODTRUCK_TIMEFRAME_WEEK;
static foodtruck_flavor flavor = FOODTRUCK_FLAVOR_SWEET;
static int32_t shown[MAX_DONUTS];
static size_t shown_count;
static foodtruck_gallery_grid grid;
static double grid_width = -1; /* the width grid was asked for; -1: none yet */
/* What the cells show, all together, so that a refresh that changes nothing (the clock's tick)
 * keeps the cells as they are. */
static GString *drawn;

static void donut_clicked(GtkButton *button, gpointer data) {
    (void)button;
    foodtruck_step step = {.kind = FOODTRUCK_STEP_DONUT, .id = GPOINTER_TO_INT(data)};
    TRY(foodtruck_navigation_push(app.truck, step));
    refresh();
}

/* The original's "Create Donut" toolbar button: the new donut's editor on the path. An icon
 * only: the library has no word for it (NOTES.md). */
static void create_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    foodtruck_step step = {.kind = FOODTRUCK_STEP_NEW_DONUT};
    TRY(foodtruck_navigation_push(app.truck, step));
    refresh();
}

/* A cell: the picture at the library's thumbnail size, the name and the most potent flavor
 * under it, centred as in the original; the whole cell is one flat button. */
static GtkWidget *cell_new(int32_t id) {
    foodtruck_donut donut;
    TRY(foodtruck_donut_get(app.truck, id, &donut));
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4);
    /* Every cell's picture exactly the library's thumbnail, however its name wraps (a picture
     * would grow with the height its cell has to spare). */
    gtk_box_append(GTK_BOX(box), donut_image_new(id, (int)grid.thumbnail));
    GtkWidget *name = gtk_label_new(donut_name(id));
    gtk_label_set_wrap(GTK_LABEL(name), TRUE);
    /* A long word breaks rather than widen the cell past the library's cell width. */
    gtk_label_set_wrap_mode(GTK_LABEL(name), PANGO_WRAP_WORD_CHAR);
    gtk_label_set_justify(GTK_LABEL(name), GTK_JUSTIFY_CENTER);
    gtk_label_set_max_width_chars(GTK_LABEL(name), 12);
    /* The reduced grid's narrow cells take the smaller bold type. */
    gtk_widget_add_css_class(name, grid.reduced ? "caption-heading" : "heading");
    gtk_box_append(GTK_BOX(box), name);
    GtkWidget *potent = gtk_label_new(flavor_name(donut.most_potent_flavor));
    gtk_widget_add_css_class(potent, "dim-label");
    gtk_widget_add_css_class(potent, "caption");
    gtk_box_append(GTK_BOX(box), potent);
    GtkWidget *button = gtk_button_new();
    gtk_widget_add_css_class(button, "flat");
    /* The picture and the words clear of the cell's edges (its hover and focus outline). */
    static bool styled;
    style_add_once(&styled, "button.donut-cell { padding: 6px; }");
    gtk_widget_add_css_class(button, "donut-cell");
    gtk_widget_set_valign(button, GTK_ALIGN_START); /* top-aligned cells, as the original's */
    gtk_button_set_child(GTK_BUTTON(button), box);
    /* Named for --click, the same in every language. */
    char name_id[32];
    g_snprintf(name_id, sizeof name_id, "donut-%d", (int)id);
    gtk_widget_set_name(button, name_id);
    g_signal_connect(button, "clicked", G_CALLBACK(donut_clicked), GINT_TO_POINTER(id));
    name_set(button, donut_name(id));
    return button;
}

/* Between the cells is the gap the library left: its columns of cell_width fill the width
 * with it (the cells, in homogeneous columns, take the rest). */
static void set_gaps(void) {
    double gap = grid.columns > 1 ? (grid_width - grid.cell_width * grid.columns) / (grid.columns - 1) : 0;
    gtk_grid_set_column_spacing(GTK_GRID(grid_box), gap > 0 ? (guint)gap : 0);
    gtk_grid_set_row_spacing(GTK_GRID(grid_box), gap > 0 ? (guint)gap : 0);
}

/* Lays the shown donuts out in the library's columns. */
static void lay_out(void) {
    remove_children(grid_box);
    int columns = grid.columns > 0 ? grid.columns : 1;
    set_gaps();
    for (size_t i = 0; i < shown_count; i++)
        gtk_grid_attach(GTK_GRID(grid_box), cell_new(shown[i]), (int)i % columns, (int)i / columns, 1, 1);
}

/* The gallery's width changed: the library's grid for it, and the cells laid out anew only
 * when its columns or thumbnail differ (equal cells only stretch). */
static void width_changed(int width, gpointer data) {
    (void)data;
    foodtruck_gallery_grid next;
    TRY(foodtruck_layout_gallery_grid(width, false, &next));
    bool same = next.columns == grid.columns && next.thumbnail == grid.thumbnail && next.reduced == grid.reduced;
    grid = next;
    grid_width = width;
    if (!same) lay_out();
    else set_gaps();
}

/* A sort's toggle: a timeframe's sorts by popularity in it, a flavor's by that flavor. */
static void sort_toggled(GtkToggleButton *button, gpointer data) {
    (void)data;
    if (!gtk_toggle_button_get_active(button) || app.updating) return;
    int choice = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(button), "sort"));
    by_flavor = choice >= FOODTRUCK_TIMEFRAME_YEAR + 1;
    if (by_flavor) flavor = (foodtruck_flavor)(choice - FOODTRUCK_TIMEFRAME_YEAR - 1);
    else popularity = (foodtruck_timeframe)choice;
    gtk_menu_button_popdown(GTK_MENU_BUTTON(sort_button));
    refresh();
}

static GtkWidget *sort_toggle(const char *text, int choice, GtkWidget **group, bool active) {
    GtkWidget *toggle = gtk_toggle_button_new_with_label(text);
    if (*group == NULL) *group = toggle;
    else gtk_toggle_button_set_group(GTK_TOGGLE_BUTTON(toggle), GTK_TOGGLE_BUTTON(*group));
    gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(toggle), active); /* before the handler */
    g_object_set_data(G_OBJECT(toggle), "sort", GINT_TO_POINTER(choice));
    g_signal_connect(toggle, "toggled", G_CALLBACK(sort_toggled), NULL);
    return toggle;
}

/* The original's sort menu, with the library's words: the timeframes of popularity, then the
 * flavors. (Its "Name", "Popularity" and "Flavor" headings have no library word: NOTES.md.) */
static GtkWidget *sort_menu_new(void) {
    GtkWidget *menu = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    GtkWidget *group = NULL;
    GtkWidget *timeframes = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_add_css_class(timeframes, "linked");
    for (int t = FOODTRUCK_TIMEFRAME_TODAY; t <= FOODTRUCK_TIMEFRAME_YEAR; t++)
        gtk_box_append(GTK_BOX(timeframes), sort_toggle(timeframe_text((foodtruck_timeframe)t), t, &group,
                                                        !by_flavor && popularity == (foodtruck_timeframe)t));
    gtk_box_append(GTK_BOX(menu), timeframes);
    GtkWidget *flavors = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_add_css_class(flavors, "linked");
    for (int f = 0; f < FOODTRUCK_FLAVOR_COUNT; f++)
        gtk_box_append(GTK_BOX(flavors), sort_toggle(flavor_name((foodtruck_flavor)f), FOODTRUCK_TIMEFRAME_YEAR + 1 + f,
                                                     &group, by_flavor && flavor == (foodtruck_flavor)f));
    gtk_box_append(GTK_BOX(menu), flavors);
    GtkWidget *popover = gtk_popover_new();
    gtk_popover_set_child(GTK_POPOVER(popover), menu);
    GtkWidget *button = gtk_menu_button_new();
    gtk_menu_button_set_label(GTK_MENU_BUTTON(button), label_text(FOODTRUCK_NAVIGATION_LABEL_KEY_SORT));
    name_set(button, label_text(FOODTRUCK_NAVIGATION_LABEL_KEY_SORT));
    gtk_menu_button_set_popover(GTK_MENU_BUTTON(button), popover);
    return button;
}

static GtkWidget *create(foodtruck_panel panel) {
    (void)panel;
    shown_forget(drawn);
    grid_width = -1;
    GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
    margins_set(bar, 12, 12, 0, 12);
    GtkWidget *entry = gtk_search_entry_new();
    gtk_widget_set_hexpand(entry, TRUE);
    g_object_set(entry, "placeholder-text", label_text(FOODTRUCK_NAVIGATION_LABEL_KEY_SEARCH), NULL);
    name_set(entry, label_text(FOODTRUCK_NAVIGATION_LABEL_KEY_SEARCH));
    /* --search: the search at start (the Orders panel takes it too; one panel shows at start). */
    if (app.opt.search != NULL) {
        gtk_editable_set_text(GTK_EDITABLE(entry), app.opt.search);
        search_take(search, app.opt.search);
    }
    g_signal_connect(entry, "search-changed", G_CALLBACK(search_entry_changed), search);
    gtk_box_append(GTK_BOX(bar), entry);
    sort_button = sort_menu_new();
    gtk_box_append(GTK_BOX(bar), sort_button);
    GtkWidget *add = gtk_button_new_from_icon_name("list-add-symbolic");
    gtk_widget_set_name(add, "new-donut"); /* for --click */
    name_set(add, donut_template_name());
    tooltip_set(add, donut_template_name());
    g_signal_connect(add, "clicked", G_CALLBACK(create_clicked), NULL);
    gtk_box_append(GTK_BOX(bar), add);
    gtk_box_append(GTK_BOX(page), bar);

    GtkWidget *column = page_column_new();
    gtk_box_append(GTK_BOX(column), width_sensor_new(width_changed, NULL));
    grid_box = gtk_grid_new();
    gtk_grid_set_column_homogeneous(GTK_GRID(grid_box), TRUE);
    focus_list_one_tab_stop(grid_box); /* the gallery: one Tab stop, the arrows move within */
    gtk_box_append(GTK_BOX(column), grid_box);
    gallery = scrolled_new(column);
    gtk_box_append(GTK_BOX(page), gallery);
    no_donuts = title_page_new(label_text(FOODTRUCK_NAVIGATION_LABEL_NO_DONUTS));
    gtk_widget_set_visible(no_donuts, FALSE);
    gtk_box_append(GTK_BOX(page), no_donuts);
    return page;
}

/* The library's order, then only the donuts its search matches (the original sorts, then
 * filters by the search text). */
static void list_donuts(void) {
    int64_t now = now_ms();
    size_t count = 0;
    if (by_flavor) TRY(foodtruck_donut_sort_by_flavor(app.truck, flavor, shown, MAX_DONUTS, &count));
    else TRY(foodtruck_donut_sort_by_popularity(app.truck, popularity, now, shown, MAX_DONUTS, &count));
    if (count > MAX_DONUTS) count = MAX_DONUTS;
    int32_t matches[MAX_DONUTS];
    size_t match_count = 0;
    TRY(foodtruck_donut_search(app.truck, search, matches, MAX_DONUTS, &match_count));
    if (match_count > MAX_DONUTS) match_count = MAX_DONUTS;
    shown_count = 0;
    for (size_t i = 0; i < count; i++)
        for (size_t j = 0; j < match_count; j++)
            if (matches[j] == shown[i]) shown[shown_count++] = shown[i];
}

static void refresh_view(foodtruck_panel panel) {
    (void)panel;
    list_donuts();
    /* No search match: the library's word for it in place of the grid. */
    gtk_widget_set_visible(gallery, shown_count > 0);
    gtk_widget_set_visible(no_donuts, shown_count == 0);
    /* The cells anew only when what they show changed: the order, a name or a recipe. */
    GString *now_shown = g_string_new("");
    for (size_t i = 0; i < shown_count; i++) {
        foodtruck_donut donut;
        TRY(foodtruck_donut_get(app.truck, shown[i], &donut));
        g_string_append_printf(now_shown, "%d %d %d %d %d %s\n", donut.id, donut.dough, donut.glaze, donut.topping,
                               (int)donut.most_potent_flavor, donut_name(shown[i]));
    }
    bool same = !shown_anew(&drawn, now_shown->str);
    g_string_free(now_shown, TRUE);
    /* Before its width is known (the first frame), one column: the cells are there to tap. */
    if (grid_width < 0) {
        TRY(foodtruck_layout_gallery_grid(0, false, &grid));
        grid_width = 0;
        lay_out();
    } else if (!same) {
        lay_out();
    }
}

const view donuts_view = {create, refresh_view};
