/* SPDX-License-Identifier: Apache-2.0 */
/* words.c: the library's words, one call each. Each word goes into one of a few rotating
 * buffers, enough for the words of one line. */
#include "shell.h"

#include <stdlib.h>

foodtruck_truck *truck;

void fail(const char *call, foodtruck_status status) {
    restore_terminal(); /* first: the message must stay on the screen */
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
        TRY(call(truck, which, text, WORD_BYTES, NULL));                                           \
        return text;                                                                               \
    }
WORD(label, foodtruck_navigation_label, foodtruck_navigation_text)
WORD(clock_text, int64_t, foodtruck_truck_clock_text)
WORD(number_text, int64_t, foodtruck_truck_number_text)
WORD(order_id, int32_t, foodtruck_order_display_id)
WORD(status_name, foodtruck_order_status, foodtruck_order_status_name)
WORD(sort_name, foodtruck_order_sort, foodtruck_order_sort_name)
WORD(donut_name, int32_t, foodtruck_donut_name)
WORD(event_name, foodtruck_event_kind, foodtruck_event_name)
WORD(event_explanation, foodtruck_event_kind, foodtruck_event_explanation)
WORD(panel_title, foodtruck_panel, foodtruck_panel_title)
WORD(city_name, foodtruck_city, foodtruck_city_name)

const char *activity_text(int32_t id, foodtruck_activity_text_slot which, int64_t now) {
    char *text = word_buffer();
    TRY(foodtruck_activity_text(truck, id, which, now, text, WORD_BYTES, NULL));
    return text;
}

const char *weather_text(foodtruck_city city, foodtruck_weather_text_kind which) {
    char *text = word_buffer();
    TRY(foodtruck_weather_text(truck, city, which, text, WORD_BYTES, NULL));
    return text;
}

bool right_to_left(void) {
    bool rtl = false;
    TRY(foodtruck_truck_is_right_to_left(truck, &rtl));
    return rtl;
}
