/* SPDX-License-Identifier: Apache-2.0 */
/* words.c: the library's words, one call each. Each word goes into one of a few rotating
 * buffers, enough for the words of one widget; GTK copies what it keeps. */
#include "words.h"

#include "notice.h"
#include "state.h"

#include <string.h>

char *word_buffer(void) {
    static char buffers[16][WORD_BYTES];
    static int next;
    next = (next + 1) % 16;
    return buffers[next];
}

/* A word that one library call writes, given the session and one argument. */
#define WORD(name, type, call)                                                                     \
    const char *name(type which) { WRITE_WORD(call, app.truck, which); }
WORD(panel_title, foodtruck_panel, foodtruck_panel_title)
WORD(section_title, foodtruck_sidebar_section, foodtruck_sidebar_section_title)
WORD(label_text, foodtruck_navigation_label, foodtruck_navigation_text)
WORD(order_id, int32_t, foodtruck_order_display_id)
WORD(status_name, foodtruck_order_status, foodtruck_order_status_name)
WORD(sort_name, foodtruck_order_sort, foodtruck_order_sort_name)
WORD(action_title, foodtruck_order_action, foodtruck_order_action_title)
WORD(donut_name, int32_t, foodtruck_donut_name)
WORD(timeframe_text, foodtruck_timeframe, foodtruck_timeframe_name)
WORD(step_title, foodtruck_step, foodtruck_navigation_step_title)
WORD(truck_card_title, foodtruck_truck_card, foodtruck_truck_card_title)
WORD(donut_count_text, int64_t, foodtruck_donut_count_text)
WORD(ingredient_kind_name, foodtruck_ingredient_kind, foodtruck_ingredient_kind_name)

/* A chart's timeframe picker's word: Sales History's week is its "2 Weeks". */
const char *picker_text(foodtruck_chart_kind chart, foodtruck_timeframe timeframe) {
    WRITE_WORD(foodtruck_chart_timeframe_name, app.truck, chart, timeframe);
}

const char *sidebar_title(void) { WRITE_WORD(foodtruck_sidebar_title, app.truck); }

const char *order_date(int32_t number, int64_t now) { WRITE_WORD(foodtruck_order_date_text, app.truck, number, now); }

const char *countdown_text(int32_t number, int64_t now) {
    WRITE_WORD(foodtruck_timer_countdown_text, app.truck, number, now);
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
const char *count_text(int64_t count) { WRITE_WORD(foodtruck_truck_number_text, app.truck, count); }

bool right_to_left(void) {
    bool rtl = false;
    TRY(foodtruck_truck_is_right_to_left(app.truck, &rtl));
    return rtl;
}

/* ---- the Donuts gallery's and the Donut Editor's words */
WORD(flavor_name, foodtruck_flavor, foodtruck_flavor_name)

const char *ingredient_name(foodtruck_ingredient_kind kind, int32_t index) { WRITE_WORD(foodtruck_ingredient_name, app.truck, kind, index); }

/* The store's words at this instant (a renewal date, a price). */
const char *store_text(foodtruck_store_text_kind kind) { WRITE_WORD(foodtruck_store_text, app.truck, kind, now_ms()); }

const char *donut_template_name(void) { WRITE_WORD(foodtruck_donut_template_name, app.truck); }
