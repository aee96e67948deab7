/* SPDX-License-Identifier: Apache-2.0 */
/* cities.c: a city's panel (Cupertino, San Francisco, London): its name, the weather card (the
 * condition, the rain line, the cloud cover and the temperature), the
 * Recommended Parking Spot card, and the city's parking spots, each a button that parks the truck
 * there. The weather is the committed fixture the terminal shell reads (examples/shell/
 * weather.tsv, from Open-Meteo responses), handed to the library once at start; the library
 * decides the recommended spot and every word. */
#include "cities.h"

#include "identity.h"
#include "notice.h"
#include "page.h"
#include "pictures.h"
#include "spot_map.h"
#include "state.h"
#include "words.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CITY_COUNT 3
#define MAX_SPOTS 16

/* The panels' widgets, one set per city panel (create runs once per panel). */
static GtkWidget *columns[PANEL_COUNT];
static GString *shown[PANEL_COUNT];               /* what each city's page shows (shown_anew) */
static GtkWidget *spot_buttons[PANEL_COUNT][MAX_SPOTS]; /* each city's spots, marked in place */
static GtkWidget *maps[PANEL_COUNT];                     /* each city's spot map (spot_map.c) */

static foodtruck_city city_of(foodtruck_panel panel) {
    return (foodtruck_city)(panel - FOODTRUCK_PANEL_CITY_CUPERTINO);
}

/* ---- the fixture: one line a spot, tab-separated as the shell's reader documents it. */
static foodtruck_spot_weather reports[CITY_COUNT][MAX_SPOTS];
static double chances[CITY_COUNT][MAX_SPOTS][FOODTRUCK_WEATHER_MAX_MINUTES];
static size_t report_counts[CITY_COUNT];

static int city_of_slug(const char *slug) {
    for (int city = FOODTRUCK_CITY_CUPERTINO; city <= FOODTRUCK_CITY_LONDON; city++) {
        size_t length = 0;
        TRY(foodtruck_city_slug((foodtruck_city)city, NULL, 0, &length));
        char *text = g_malloc(length + 1);
        TRY(foodtruck_city_slug((foodtruck_city)city, text, length + 1, NULL));
        bool same = strcmp(text, slug) == 0;
        g_free(text);
        if (same) return city;
    }
    return -1;
}

static void read_report(char *line) {
    char *fields[8], *rest = NULL;
    for (int i = 0; i < 8; i++)
        if ((fields[i] = strtok_r(i == 0 ? line : NULL, "\t\n", &rest)) == NULL) return;
    int city = city_of_slug(fields[0]);
    long index = strtol(fields[1], NULL, 10);
    if (city < 0 || index < 0 || index >= MAX_SPOTS) return;
    foodtruck_spot_weather *report = &reports[city][index];
    memset(report, 0, sizeof *report);
    if ((size_t)index + 1 > report_counts[city]) report_counts[city] = (size_t)index + 1;
    if (strcmp(fields[3], "1") != 0) return; /* the spot failed */
    report->answered = true;
    report->condition = (foodtruck_weather_condition)strtol(fields[4], NULL, 10);
    report->cloud_cover = g_ascii_strtod(fields[5], NULL);
    report->temperature_c = g_ascii_strtod(fields[6], NULL);
    if (strcmp(fields[7], "-") == 0) return; /* no minute forecast */
    report->has_minute_forecast = true;
    report->minute_chances = chances[city][index];
    char *chance_rest = NULL;
    for (char *chance = strtok_r(fields[7], ",", &chance_rest); chance != NULL && report->minute_count < FOODTRUCK_WEATHER_MAX_MINUTES;
         chance = strtok_r(NULL, ",", &chance_rest))
        chances[city][index][report->minute_count++] = g_ascii_strtod(chance, NULL);
}

/* Hands the fixture's reports for every city to the library, once a session: the installed
 * app's copy, or, run from the repository, the terminal shell's. */
static void load_weather(void) {
    static bool loaded;
    if (loaded) return;
    loaded = true;
    char *path = identity_data_file("weather.tsv", "../shell/weather.tsv");
    char *contents = NULL;
    if (g_file_get_contents(path, &contents, NULL, NULL)) {
        char *rest = NULL;
        for (char *line = strtok_r(contents, "\n", &rest); line != NULL; line = strtok_r(NULL, "\n", &rest))
            if (line[0] != '#') read_report(line);
        for (int city = 0; city < CITY_COUNT; city++) {
            size_t count = 0;
            TRY(foodtruck_parking_spot_count((foodtruck_city)city, &count));
            if (report_counts[city] == count)
                TRY(foodtruck_weather_set_city(app.truck, (foodtruck_city)city, reports[city], count));
        }
    }
    g_free(contents);
    g_free(path);
}

/* ---- the library's words for a city */
static const char *weather_text(foodtruck_city city, foodtruck_weather_text_kind kind) {
    WRITE_WORD(foodtruck_weather_text, app.truck, city, kind);
}

static const char *condition_icon_name(foodtruck_weather_condition condition) {
    WRITE_WORD(foodtruck_weather_condition_icon_name, condition);
}

/* A sentence that wraps inside the narrow window. */
static GtkWidget *sentence_new(const char *text) {
    GtkWidget *label = text_new(text, NULL);
    gtk_label_set_wrap(GTK_LABEL(label), TRUE);
    gtk_label_set_max_width_chars(GTK_LABEL(label), 40);
    return label;
}

static const char *city_name(foodtruck_city city) {
    WRITE_WORD(foodtruck_city_name, app.truck, city);
}

static const char *spot_name(foodtruck_city city, int32_t index) {
    WRITE_WORD(foodtruck_parking_spot_name, app.truck, city, index);
}

/* A spot's button parks the truck there through the library. */
static void spot_clicked(GtkButton *button, gpointer data) {
    (void)button;
    if (app.updating) return;
    int packed = GPOINTER_TO_INT(data);
    foodtruck_city city = (foodtruck_city)(packed / MAX_SPOTS);
    TRY(foodtruck_truck_set_city(app.truck, city));
    foodtruck_city moved_to;
    TRY(foodtruck_truck_city(app.truck, &moved_to));
    /* The file refused the move (the notice says so): the spot is another city's. */
    if (moved_to == city) TRY(foodtruck_truck_set_parking_spot(app.truck, packed % MAX_SPOTS));
    refresh();
}

static GtkWidget *create(foodtruck_panel panel) {
    load_weather();
    GtkWidget *column = page_column_new();
    columns[panel] = column;
    shown_forget(shown[panel]);
    return scrolled_new(column);
}

/* The words the page shows, in the order it shows them. */
static const foodtruck_weather_text_kind page_texts[] = {
    FOODTRUCK_WEATHER_TEXT_CONDITION,        FOODTRUCK_WEATHER_TEXT_RAIN,         FOODTRUCK_WEATHER_TEXT_CLOUD_COVER,
    FOODTRUCK_WEATHER_TEXT_RECOMMENDED,      FOODTRUCK_WEATHER_TEXT_RECOMMENDED_SPOT, FOODTRUCK_WEATHER_TEXT_PARKING_SPOT,
    FOODTRUCK_WEATHER_TEXT_TEMPERATURE,      FOODTRUCK_WEATHER_TEXT_POPULAR,      FOODTRUCK_WEATHER_TEXT_TRENDING,
    FOODTRUCK_WEATHER_TEXT_SEASON,           FOODTRUCK_WEATHER_TEXT_STOCK_UP,
};

/* The spot the truck is parked at marked among the city's, in place: a click or a clock's wake
 * leaves the buttons, and the focus on one, where they are. */
static void mark_spot(foodtruck_panel panel, foodtruck_city city) {
    foodtruck_parking_spot parked;
    TRY(foodtruck_truck_parking_spot(app.truck, &parked));
    for (int i = 0; i < MAX_SPOTS && spot_buttons[panel][i] != NULL; i++)
        gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(spot_buttons[panel][i]), parked.city == city && parked.index == i);
    if (maps[panel] != NULL) gtk_widget_queue_draw(maps[panel]);
}

static void refresh_view(foodtruck_panel panel) {
    GtkWidget *column = columns[panel];
    if (column == NULL) return;
    foodtruck_city city = city_of(panel);
    /* Made anew only when a word on it changed (a new hour's weather), never at a clock's wake
     * that changed nothing: the focus stays on its button. */
    foodtruck_city_weather weather;
    TRY(foodtruck_weather_city(app.truck, city, &weather));
    GString *key = g_string_new(NULL);
    g_string_printf(key, "%d %d %d", (int)city, (int)weather.shows_weather_card, (int)weather.condition);
    for (size_t i = 0; i < G_N_ELEMENTS(page_texts); i++) g_string_append_printf(key, "|%s", weather_text(city, page_texts[i]));
    bool anew = shown_anew(&shown[panel], key->str);
    g_string_free(key, TRUE);
    if (!anew) {
        mark_spot(panel, city);
        return;
    }
    remove_children(column);
    gtk_box_append(GTK_BOX(column), text_new(city_name(city), "title-1"));

    if (weather.shows_weather_card) {
        GtkWidget *card = card_new(column);
        /* The condition beside its icon, which the icon theme draws from the library's
         * freedesktop name (GTK finds the theme's symbolic one where it has no other). */
        GtkWidget *condition = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 10);
        GtkWidget *icon = gtk_image_new_from_icon_name(condition_icon_name(weather.condition));
        gtk_image_set_pixel_size(GTK_IMAGE(icon), 32);
        gtk_accessible_update_property(GTK_ACCESSIBLE(icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       weather_text(city, FOODTRUCK_WEATHER_TEXT_CONDITION), -1);
        gtk_box_append(GTK_BOX(condition), icon);
        gtk_box_append(GTK_BOX(condition), text_new(weather_text(city, FOODTRUCK_WEATHER_TEXT_CONDITION), "title-3"));
        gtk_box_append(GTK_BOX(card), condition);
        gtk_box_append(GTK_BOX(card), sentence_new(weather_text(city, FOODTRUCK_WEATHER_TEXT_RAIN)));
    }
    gtk_box_append(GTK_BOX(column), sentence_new(weather_text(city, FOODTRUCK_WEATHER_TEXT_CLOUD_COVER)));

    /* The Recommended Parking Spot card: the library's choice, the temperature and its badges. */
    GtkWidget *card = card_new(column);
    gtk_box_append(GTK_BOX(card), text_new(weather_text(city, FOODTRUCK_WEATHER_TEXT_RECOMMENDED), "dim-label"));
    gtk_box_append(GTK_BOX(card), text_new(weather_text(city, FOODTRUCK_WEATHER_TEXT_RECOMMENDED_SPOT), "title-2"));
    gtk_box_append(GTK_BOX(card), text_new(weather_text(city, FOODTRUCK_WEATHER_TEXT_PARKING_SPOT), "dim-label"));
    GtkWidget *badges = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
    gtk_box_append(GTK_BOX(badges), text_new(weather_text(city, FOODTRUCK_WEATHER_TEXT_TEMPERATURE), "heading"));
    gtk_box_append(GTK_BOX(badges), text_new(weather_text(city, FOODTRUCK_WEATHER_TEXT_POPULAR), "dim-label"));
    gtk_box_append(GTK_BOX(badges), text_new(weather_text(city, FOODTRUCK_WEATHER_TEXT_TRENDING), "dim-label"));
    gtk_box_append(GTK_BOX(card), badges);
    gtk_box_append(GTK_BOX(column), sentence_new(weather_text(city, FOODTRUCK_WEATHER_TEXT_SEASON)));
    gtk_box_append(GTK_BOX(column), sentence_new(weather_text(city, FOODTRUCK_WEATHER_TEXT_STOCK_UP)));

    /* The spots on the city's map, by their coordinates, the parked one marked; then each, in
     * the library's order, as a toggle: the one the truck is parked at pressed (its state a
     * screen reader says too), with the library's checkmark. */
    maps[panel] = spot_map_new(city);
    gtk_box_append(GTK_BOX(column), maps[panel]);
    size_t count = 0;
    TRY(foodtruck_parking_spot_count(city, &count));
    GtkWidget *spots = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    for (int i = 0; i < MAX_SPOTS; i++) spot_buttons[panel][i] = NULL;
    for (size_t i = 0; i < count && i < MAX_SPOTS; i++) {
        GtkWidget *button = gtk_toggle_button_new();
        GtkWidget *inside = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
        GtkWidget *mark = icon_new(FOODTRUCK_ICON_CHECKMARK, 16);
        gtk_widget_add_css_class(mark, "spot-mark");
        gtk_box_append(GTK_BOX(inside), mark);
        gtk_box_append(GTK_BOX(inside), gtk_label_new(spot_name(city, (int32_t)i)));
        gtk_button_set_child(GTK_BUTTON(button), inside);
        gtk_widget_add_css_class(button, "spot");
        name_set(button, spot_name(city, (int32_t)i));
        char slot[16]; /* for --click, the same in every language: "spot-2" */
        g_snprintf(slot, sizeof slot, "spot-%d", (int)i);
        gtk_widget_set_name(button, slot);
        g_signal_connect(button, "clicked", G_CALLBACK(spot_clicked), GINT_TO_POINTER((int)city * MAX_SPOTS + (int)i));
        gtk_box_append(GTK_BOX(spots), button);
        spot_buttons[panel][i] = button;
    }
    gtk_box_append(GTK_BOX(column), spots);
    /* The mark shows on the pressed spot only; the others keep its room, so the names align. */
    static bool styled;
    style_add_once(&styled, "button.spot .spot-mark { opacity: 0; } button.spot:checked .spot-mark { opacity: 1; }");
    mark_spot(panel, city);
}

const view city_view = {create, refresh_view};
