/* words.c: the library's words, one call each. Each word goes into one of a few rotating
 * buffers, enough for the words of one line. */
#include "shell.h"

#include <stdlib.h>

foodtruck_truck *truck;

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

const char *label(foodtruck_navigation_label which) {
    char *text = word_buffer();
    TRY(foodtruck_navigation_text(truck, which, text, WORD_BYTES, NULL));
    return text;
}

const char *clock_text(int64_t at) {
    char *text = word_buffer();
    TRY(foodtruck_truck_clock_text(truck, at, text, WORD_BYTES, NULL));
    return text;
}

const char *order_id(int32_t number) {
    char *text = word_buffer();
    TRY(foodtruck_order_display_id(truck, number, text, WORD_BYTES, NULL));
    return text;
}

const char *status_name(foodtruck_order_status status) {
    char *text = word_buffer();
    TRY(foodtruck_order_status_name(truck, status, text, WORD_BYTES, NULL));
    return text;
}

const char *sort_name(foodtruck_order_sort sort) {
    char *text = word_buffer();
    TRY(foodtruck_order_sort_name(truck, sort, text, WORD_BYTES, NULL));
    return text;
}

const char *donut_name(int32_t id) {
    char *text = word_buffer();
    TRY(foodtruck_donut_name(truck, id, text, WORD_BYTES, NULL));
    return text;
}

const char *event_name(foodtruck_event_kind kind) {
    char *text = word_buffer();
    TRY(foodtruck_event_name(truck, kind, text, WORD_BYTES, NULL));
    return text;
}

const char *event_explanation(foodtruck_event_kind kind) {
    char *text = word_buffer();
    TRY(foodtruck_event_explanation(truck, kind, text, WORD_BYTES, NULL));
    return text;
}

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

const char *panel_title(foodtruck_panel panel) {
    char *text = word_buffer();
    TRY(foodtruck_panel_title(truck, panel, text, WORD_BYTES, NULL));
    return text;
}

const char *city_name(foodtruck_city city) {
    char *text = word_buffer();
    TRY(foodtruck_city_name(truck, city, text, WORD_BYTES, NULL));
    return text;
}

bool right_to_left(void) {
    bool rtl = false;
    TRY(foodtruck_truck_is_right_to_left(truck, &rtl));
    return rtl;
}
