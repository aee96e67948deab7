/* SPDX-License-Identifier: Apache-2.0 */
/* words.h: the library's words, one call each, into short-lived buffers. */
#ifndef WORDS_H
#define WORDS_H

#include "foodtruck.h"
#include "notice.h"

#include <stdbool.h>
#include <stdint.h>

#define WORD_BYTES 512

/* Each returns one of a few rotating buffers, enough for one widget's words. A panel's file may
 * write its own word functions the same way, into word_buffer(). */
char *word_buffer(void); /* WORD_BYTES bytes, reused after 16 more calls */
/* A word function's body (return WRITE_WORD's word): call writes the word into a fresh buffer after its arguments. */
#define WRITE_WORD(call, ...)                                                                      \
    do {                                                                                           \
        char *text = word_buffer();                                                                \
        TRY(call(__VA_ARGS__, text, WORD_BYTES, NULL));                                            \
        return text;                                                                               \
    } while (0)

const char *count_text(int64_t count); /* a count, in the session's digits */
const char *panel_title(foodtruck_panel panel);
const char *panel_slug(foodtruck_panel panel); /* the last part of foodtruck_panel_link */
const char *section_title(foodtruck_sidebar_section section);
const char *sidebar_title(void);
const char *label_text(foodtruck_navigation_label which);
const char *order_id(int32_t number);
const char *status_name(foodtruck_order_status status);
const char *sort_name(foodtruck_order_sort sort);
const char *action_title(foodtruck_order_action action);
const char *order_date(int32_t number, int64_t now);
const char *donut_name(int32_t id);
const char *timeframe_text(foodtruck_timeframe timeframe);
const char *picker_text(foodtruck_chart_kind chart, foodtruck_timeframe timeframe);
const char *step_title(foodtruck_step step); /* the detail column's title for a step */
const char *truck_card_title(foodtruck_truck_card card);
const char *donut_count_text(int64_t count); /* "15 donuts", in the language's plural */
const char *ingredient_kind_name(foodtruck_ingredient_kind kind);
const char *store_text(foodtruck_store_text_kind kind);
const char *countdown_text(int32_t number, int64_t now);
bool right_to_left(void);
const char *flavor_name(foodtruck_flavor flavor);
const char *ingredient_name(foodtruck_ingredient_kind kind, int32_t index);
const char *donut_template_name(void); /* the Donut Editor's new donut: "New Donut" */

#endif
