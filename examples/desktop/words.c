/* words.c: the library's words, one call each. Each word goes into one of a few rotating
 * buffers, enough for the words of one widget; GTK copies what it keeps. */
#include "desktop.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void fail(const char *call, foodtruck_status status) {
    fprintf(stderr, "%s failed: %s: %s\n", call, foodtruck_status_string(status), foodtruck_last_error());
    exit(1);
}

char *word_buffer(void) {
    static char buffers[16][WORD_BYTES];
    static int next;
    next = (next + 1) % 16;
    return buffers[next];
}

/* A word that one library call writes, given the session and one argument. */
#define WORD(name, type, call)                                                                     \
    const char *name(type which) {                                                                 \
        char *text = word_buffer();                                                                \
        TRY(call(app.truck, which, text, WORD_BYTES, NULL));                                       \
        return text;                                                                               \
    }
WORD(panel_title, foodtruck_panel, foodtruck_panel_title)
WORD(section_title, foodtruck_sidebar_section, foodtruck_sidebar_section_title)
WORD(label_text, foodtruck_navigation_label, foodtruck_navigation_text)
WORD(order_id, int32_t, foodtruck_order_display_id)
WORD(status_name, foodtruck_order_status, foodtruck_order_status_name)
WORD(sort_name, foodtruck_order_sort, foodtruck_order_sort_name)
WORD(action_title, foodtruck_order_action, foodtruck_order_action_title)
WORD(donut_name, int32_t, foodtruck_donut_name)
WORD(timeframe_text, foodtruck_timeframe, foodtruck_timeframe_name)

const char *sidebar_title(void) {
    char *text = word_buffer();
    TRY(foodtruck_sidebar_title(app.truck, text, WORD_BYTES, NULL));
    return text;
}

const char *order_date(int32_t number, int64_t now) {
    char *text = word_buffer();
    TRY(foodtruck_order_date_text(app.truck, number, now, text, WORD_BYTES, NULL));
    return text;
}

const char *countdown_text(int32_t number, int64_t now) {
    char *text = word_buffer();
    TRY(foodtruck_timer_countdown_text(app.truck, number, now, text, WORD_BYTES, NULL));
    return text;
}

/* The panel's name in links, "top-five" of "foodtruck://panel/top-five": what --panel takes,
 * so the command line needs no table of its own. */
const char *panel_slug(foodtruck_panel panel) {
    char *text = word_buffer();
    TRY(foodtruck_panel_link(panel, text, WORD_BYTES, NULL));
    const char *slash = strrchr(text, '/');
    return slash != NULL ? slash + 1 : text;
}

/* In the session's digits: Arabic-Indic in Arabic, as the library's dates. */
const char *count_text(int64_t count) {
    char *text = word_buffer();
    TRY(foodtruck_truck_number_text(app.truck, count, text, WORD_BYTES, NULL));
    return text;
}

bool right_to_left(void) {
    bool rtl = false;
    TRY(foodtruck_truck_is_right_to_left(app.truck, &rtl));
    return rtl;
}

/* ---- the Donuts gallery's and the Donut Editor's words */
WORD(flavor_name, foodtruck_flavor, foodtruck_flavor_name)

const char *ingredient_name(foodtruck_ingredient_kind kind, int32_t index) {
    char *text = word_buffer();
    TRY(foodtruck_ingredient_name(app.truck, kind, index, text, WORD_BYTES, NULL));
    return text;
}

const char *donut_template_name(void) {
    char *text = word_buffer();
    TRY(foodtruck_donut_template_name(app.truck, text, WORD_BYTES, NULL));
    return text;
}
