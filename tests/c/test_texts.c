/* SPDX-License-Identifier: Apache-2.0 */
/* test_texts.c: the words a shell prints beside what the library computes, in English and Arabic:
 * foodtruck_truck_clock_text (local time at the session's UTC offset), foodtruck_truck_number_text
 * (a count in the session's digits, grouped), foodtruck_truck_set_digits, foodtruck_event_name and
 * foodtruck_event_explanation, foodtruck_order_sort_name and the chrome's foodtruck_navigation_text; the
 * screens' words: foodtruck_truck_card_title, foodtruck_chart_timeframe_name,
 * foodtruck_ingredient_kind_name and foodtruck_donut_count_text. */
#include "check.h"

#define NOON_UTC INT64_C(1796040000000) /* 2026-11-30 12:00:00 UTC */

/* Counts in the session's digits, grouped by thousands: ASCII and "," in English; Arabic-Indic
 * (U+0660 + d) and U+066C in Arabic, U+061C before a minus sign. */
static void test_numbers(foodtruck_truck *truck) {
    char text[64];
    size_t length = 0;
    CHECK_OK(foodtruck_truck_number_text(truck, 1224, text, sizeof text, &length));
    CHECK_STR(text, "1,224");
    CHECK_INT(length, 5);
    CHECK_OK(foodtruck_truck_number_text(truck, 999, text, sizeof text, NULL));
    CHECK_STR(text, "999");
    CHECK_OK(foodtruck_truck_number_text(truck, INT64_MIN, text, sizeof text, NULL));
    CHECK_STR(text, "-9,223,372,036,854,775,808");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_truck_number_text(truck, 15, text, sizeof text, &length));
    CHECK_STR(text, "\xD9\xA1\xD9\xA5"); /* ١٥ */
    CHECK_INT(length, 4);
    CHECK_OK(foodtruck_truck_number_text(truck, -90, text, sizeof text, NULL));
    CHECK_STR(text, "\xD8\x9C-\xD9\xA9\xD9\xA0"); /* U+061C -٩٠ */
    CHECK_OK(foodtruck_truck_number_text(truck, 2044, text, sizeof text, NULL));
    CHECK_STR(text, "\xD9\xA2\xD9\xAC\xD9\xA0\xD9\xA4\xD9\xA4"); /* ٢٬٠٤٤ */
    CHECK_STATUS(foodtruck_truck_number_text(truck, 15, text, 4, &length), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(length, 4);
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
}

/* The digits setting: Latin digits in Arabic keep the language (its words, its direction) and
 * write numbers as CLDR's ar-u-nu-latn does: "," and ".", U+200E before a minus sign; clocks and
 * fixed texts with a number follow. Out of range is refused and changes nothing. */
static void test_latin_digits(foodtruck_truck *truck) {
    char text[96];
    foodtruck_digits digits = FOODTRUCK_DIGITS_LATIN;
    bool rtl = false;
    CHECK_OK(foodtruck_truck_digits(truck, &digits));
    CHECK_INT(digits, FOODTRUCK_DIGITS_NATIVE);
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_truck_set_digits(truck, FOODTRUCK_DIGITS_LATIN));
    CHECK_OK(foodtruck_truck_digits(truck, &digits));
    CHECK_INT(digits, FOODTRUCK_DIGITS_LATIN);
    CHECK_OK(foodtruck_truck_number_text(truck, 2044, text, sizeof text, NULL));
    CHECK_STR(text, "2,044");
    CHECK_OK(foodtruck_truck_number_text(truck, -90, text, sizeof text, NULL));
    CHECK_STR(text, "\xE2\x80\x8E-90"); /* U+200E -90 */
    CHECK_OK(foodtruck_truck_clock_text(truck, NOON_UTC, text, sizeof text, NULL));
    CHECK_STR(text, "12:00:00 م"); /* Latin digits, the Arabic word for PM */
    CHECK_OK(foodtruck_panel_title(truck, FOODTRUCK_PANEL_TOP_FIVE, text, sizeof text, NULL));
    CHECK_STR(text, "أفضل 5");
    CHECK_OK(foodtruck_donut_count_text(truck, 11, text, sizeof text, NULL));
    CHECK_STR(text, "11 قطعة دونات");
    CHECK_OK(foodtruck_truck_is_right_to_left(truck, &rtl));
    CHECK(rtl);
    CHECK_STATUS(foodtruck_truck_set_digits(truck, (foodtruck_digits)2), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_truck_digits(truck, &digits));
    CHECK_INT(digits, FOODTRUCK_DIGITS_LATIN);
    CHECK_OK(foodtruck_truck_set_digits(truck, FOODTRUCK_DIGITS_NATIVE));
    CHECK_OK(foodtruck_panel_title(truck, FOODTRUCK_PANEL_TOP_FIVE, text, sizeof text, NULL));
    CHECK_STR(text, "أفضل ٥");
    CHECK_OK(foodtruck_truck_clock_text(truck, NOON_UTC, text, sizeof text, NULL));
    CHECK_STR(text, "١٢:٠٠:٠٠ م");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
}

static void test_clock(foodtruck_truck *truck) {
    char text[16];
    size_t length = 0;
    /* The order list's 12-hour clock ("4:47 PM"), with seconds. */
    CHECK_OK(foodtruck_truck_clock_text(truck, NOON_UTC, text, sizeof text, &length));
    CHECK_STR(text, "12:00:00 PM");
    CHECK_INT(length, 11);
    CHECK_OK(foodtruck_truck_clock_text(truck, NOON_UTC + 3723999, text, sizeof text, NULL));
    CHECK_STR(text, "1:02:03 PM"); /* seconds truncate; no leading zero */
    CHECK_OK(foodtruck_truck_clock_text(truck, 0, text, sizeof text, NULL));
    CHECK_STR(text, "12:00:00 AM"); /* midnight */
    CHECK_OK(foodtruck_truck_clock_text(truck, -1, text, sizeof text, NULL));
    CHECK_STR(text, "11:59:59 PM"); /* before 1970: still a time of day */
    CHECK_OK(foodtruck_truck_set_utc_offset(truck, -480));
    CHECK_OK(foodtruck_truck_clock_text(truck, NOON_UTC, text, sizeof text, NULL));
    CHECK_STR(text, "4:00:00 AM");
    CHECK_OK(foodtruck_truck_set_utc_offset(truck, 330));
    CHECK_OK(foodtruck_truck_clock_text(truck, NOON_UTC, text, sizeof text, NULL));
    CHECK_STR(text, "5:30:00 PM");
    CHECK_OK(foodtruck_truck_set_utc_offset(truck, 0));
    CHECK_STATUS(foodtruck_truck_clock_text(truck, NOON_UTC, text, 11, &length), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(length, 11);
}

static void test_event_names(foodtruck_truck *truck) {
    static const char *const ENGLISH[] = {
        "order placed", "status changed", "timer finished", "notification", "activity started",
        "activity updated", "activity stale", "activity ended", "activity dismissed",
        "in the Dynamic Island"};
    char text[64];
    for (int kind = 0; kind <= FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED; kind++) {
        CHECK_OK(foodtruck_event_name(truck, (foodtruck_event_kind)kind, text, sizeof text, NULL));
        CHECK_STR(text, ENGLISH[kind]);
    }
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_event_name(truck, FOODTRUCK_EVENT_ACTIVITY_STALE, text, sizeof text, NULL));
    CHECK_STR(text, "\xd8\xa7\xd9\x84\xd9\x86\xd8\xb4\xd8\xa7\xd8\xb7 \xd9\x82\xd8\xaf\xd9\x8a\xd9\x85"); /* النشاط قديم */
    CHECK_OK(foodtruck_event_name(truck, FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED, text, sizeof text, NULL));
    CHECK_STR(text, "في الجزيرة الديناميكية");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
}

static void test_explanations_and_sort_names(foodtruck_truck *truck) {
    static const char *const SORTS[] = {"Order", "Date", "Status", "Donuts"};
    char text[128];
    CHECK_OK(foodtruck_event_explanation(truck, FOODTRUCK_EVENT_TIMER_FINISHED, text, sizeof text, NULL));
    CHECK_STR(text, "its preparation countdown reached 0:00; the donuts are done");
    CHECK_STATUS(foodtruck_event_explanation(truck, (foodtruck_event_kind)10, text, sizeof text, NULL),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    for (int sort = 0; sort <= FOODTRUCK_ORDER_SORT_TOTAL; sort++) {
        CHECK_OK(foodtruck_order_sort_name(truck, (foodtruck_order_sort)sort, text, sizeof text, NULL));
        CHECK_STR(text, SORTS[sort]);
    }
    CHECK_STATUS(foodtruck_order_sort_name(truck, (foodtruck_order_sort)4, text, sizeof text, NULL),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_event_explanation(truck, FOODTRUCK_EVENT_ACTIVITY_ENDED, text, sizeof text, NULL));
    CHECK_STR(text, "انتهى نشاطه المباشر");
    CHECK_OK(foodtruck_order_sort_name(truck, FOODTRUCK_ORDER_SORT_CREATED_AT, text, sizeof text, NULL));
    CHECK_STR(text, "التاريخ");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
}

static void test_navigation_texts(foodtruck_truck *truck) {
    char text[160];
    size_t length = 0;
    CHECK_OK(foodtruck_navigation_text(truck, FOODTRUCK_NAVIGATION_LABEL_KEY_NEXT_STEP, text, sizeof text, &length));
    CHECK_STR(text, "Next step");
    CHECK_INT(length, 9);
    CHECK_OK(foodtruck_navigation_text(truck, FOODTRUCK_NAVIGATION_LABEL_KEY_LANGUAGE, text, sizeof text, NULL));
    CHECK_STR(text, "العربية"); /* the language it switches to */
    CHECK_OK(foodtruck_navigation_text(truck, FOODTRUCK_NAVIGATION_LABEL_WINDOW_TOO_SMALL, text, sizeof text, NULL));
    CHECK_STR(text, "Make the window at least");
    CHECK_OK(foodtruck_navigation_text(truck, FOODTRUCK_NAVIGATION_LABEL_SO_FAR, text, sizeof text, NULL));
    CHECK_STR(text, "so far"); /* the Sales History's day under way */
    CHECK_OK(foodtruck_navigation_text(truck, FOODTRUCK_NAVIGATION_LABEL_NEW_ORDERS, text, sizeof text, NULL));
    CHECK_STR(text, "New"); /* the original's compact Orders section of placed orders */
    CHECK_OK(foodtruck_navigation_text(truck, FOODTRUCK_NAVIGATION_LABEL_NO_DONUTS, text, sizeof text, NULL));
    CHECK_STR(text, "No donuts");
    CHECK_OK(foodtruck_navigation_text(truck, FOODTRUCK_NAVIGATION_LABEL_TEST_STORE_NOTE, text, sizeof text, NULL));
    CHECK_STR(text, "Purchases are simulated on this computer; nothing is charged.");
    CHECK_OK(foodtruck_navigation_text(truck, FOODTRUCK_NAVIGATION_LABEL_TEST_AUTHENTICATOR_NOTE, text, sizeof text, NULL));
    CHECK_STR(text, "A key kept on this computer stands in for a passkey.");
    CHECK_OK(foodtruck_navigation_text(truck, FOODTRUCK_NAVIGATION_LABEL_DONUT_NAME, text, sizeof text, NULL));
    CHECK_STR(text, "Donut Name"); /* the Donut Editor's name field */
    CHECK_OK(foodtruck_navigation_text(truck, FOODTRUCK_NAVIGATION_LABEL_QUEUE_GROWS, text, sizeof text, NULL));
    CHECK_STR(text, "The queue grows: the operator prepares one order at a time. Waiting:");
    CHECK_OK(foodtruck_navigation_text(truck, FOODTRUCK_NAVIGATION_LABEL_NOTIFICATION_TITLE, text, sizeof text, NULL));
    CHECK_STR(text, "Donuts are done!"); /* for an order with no live activity too */
    CHECK_STATUS(foodtruck_navigation_text(truck, (foodtruck_navigation_label)45, text, sizeof text, NULL),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_navigation_text(truck, FOODTRUCK_NAVIGATION_LABEL_KEY_LANGUAGE, text, sizeof text, NULL));
    CHECK_STR(text, "English");
    CHECK_OK(foodtruck_navigation_text(truck, FOODTRUCK_NAVIGATION_LABEL_OFF, text, sizeof text, NULL));
    CHECK_STR(text, "متوقف");
    CHECK_OK(foodtruck_navigation_text(truck, FOODTRUCK_NAVIGATION_LABEL_SO_FAR, text, sizeof text, NULL));
    CHECK_STR(text, "حتى الآن");
    CHECK_OK(foodtruck_navigation_text(truck, FOODTRUCK_NAVIGATION_LABEL_NEW_ORDERS, text, sizeof text, NULL));
    CHECK_STR(text, "جديدة");
    CHECK_OK(foodtruck_navigation_text(truck, FOODTRUCK_NAVIGATION_LABEL_NO_DONUTS, text, sizeof text, NULL));
    CHECK_STR(text, "لا توجد دونات");
    CHECK_OK(foodtruck_navigation_text(truck, FOODTRUCK_NAVIGATION_LABEL_TEST_STORE, text, sizeof text, NULL));
    CHECK_STR(text, "متجر تجريبي");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
}

/* The words the desktop app lacked: the Truck cards' titles, "Total Sales", "None" and "Trending
 * Topics", the charts' pickers' names, the Donut Editor's pickers and a number of donuts with
 * each language's plural forms and digits (docs/domain.md §1.10, §4.3, §4.4, §9.3, §12.2). */
static void test_screen_words(foodtruck_truck *truck) {
    static const char *const cards[2][4] = {
        {"New Orders", "Forecast", "Donuts", "Social Feed"},
        {"الطلبات الجديدة", "توقعات الطقس", "الدونات", "الموجز الاجتماعي"},
    };
    static const char *const labels[2][3] = {
        {"Total Sales", "None", "Trending Topics"},
        {"إجمالي المبيعات", "لا شيء", "المواضيع الرائجة"},
    };
    static const char *const kinds[2][3] = {{"Dough", "Glaze", "Topping"}, {"العجينة", "التغطية", "الإضافة"}};
    static const char *const top_five[2][4] = {{"Day", "Week", "Month", "Year"}, {"يوم", "أسبوع", "شهر", "سنة"}};
    static const char *const history[2][4] = {{"", "2 Weeks", "Month", "Year"}, {"", "أسبوعان", "شهر", "سنة"}};
    char text[96];
    size_t length = 0;
    for (int locale = 0; locale < 2; locale++) {
        CHECK_OK(foodtruck_truck_set_locale(truck, (foodtruck_locale)locale));
        for (int card = 0; card < 4; card++) {
            CHECK_OK(foodtruck_truck_card_title(truck, (foodtruck_truck_card)card, text, sizeof text, &length));
            CHECK_STR(text, cards[locale][card]);
            CHECK_INT(length, strlen(cards[locale][card]));
        }
        for (int i = 0; i < 3; i++) {
            CHECK_OK(foodtruck_navigation_text(truck, (foodtruck_navigation_label)(FOODTRUCK_NAVIGATION_LABEL_TOTAL_SALES + i),
                                               text, sizeof text, NULL));
            CHECK_STR(text, labels[locale][i]);
            CHECK_OK(foodtruck_ingredient_kind_name(truck, (foodtruck_ingredient_kind)i, text, sizeof text, NULL));
            CHECK_STR(text, kinds[locale][i]);
        }
        for (int tf = 0; tf < 4; tf++) {
            CHECK_OK(foodtruck_chart_timeframe_name(truck, FOODTRUCK_CHART_TOP_SALES, (foodtruck_timeframe)tf, text,
                                                    sizeof text, NULL));
            CHECK_STR(text, top_five[locale][tf]);
            if (tf == FOODTRUCK_TIMEFRAME_TODAY) continue;
            CHECK_OK(foodtruck_chart_timeframe_name(truck, FOODTRUCK_CHART_SALES_HISTORY, (foodtruck_timeframe)tf, text,
                                                    sizeof text, NULL));
            CHECK_STR(text, history[locale][tf]);
        }
    }
    CHECK_STATUS(foodtruck_truck_card_title(truck, (foodtruck_truck_card)4, text, sizeof text, NULL), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_ingredient_kind_name(truck, (foodtruck_ingredient_kind)3, text, sizeof text, NULL),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    /* The Sales History does not offer today; the forecast has no picker. */
    strcpy(text, "kept");
    CHECK_STATUS(foodtruck_chart_timeframe_name(truck, FOODTRUCK_CHART_SALES_HISTORY, FOODTRUCK_TIMEFRAME_TODAY, text,
                                                sizeof text, NULL),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STR(foodtruck_last_error(), "foodtruck_chart_timeframe_name: timeframe: the Sales History does not offer today");
    CHECK_STATUS(foodtruck_chart_timeframe_name(truck, FOODTRUCK_CHART_FORECAST, FOODTRUCK_TIMEFRAME_WEEK, text, sizeof text,
                                                NULL),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STR(text, "kept");

    /* A number of donuts: English one and other; Arabic zero, one, two, few (3-10), many (11-99),
     * other (100-102), in Arabic-Indic digits (U+0660 + d). */
    static const struct {
        int64_t count;
        const char *english, *arabic;
    } counts[] = {
        {0, "0 donuts", "لا دونات"},
        {1, "1 donut", "دونات واحدة"},
        {2, "2 donuts", "قطعتا دونات"},
        {3, "3 donuts", "٣ قطع دونات"},
        {10, "10 donuts", "١٠ قطع دونات"},
        {11, "11 donuts", "١١ قطعة دونات"},
        {99, "99 donuts", "٩٩ قطعة دونات"},
        {100, "100 donuts", "١٠٠ قطعة دونات"},
        {102, "102 donuts", "١٠٢ قطعة دونات"},
        {105, "105 donuts", "١٠٥ قطع دونات"},
    };
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++) {
        CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
        CHECK_OK(foodtruck_donut_count_text(truck, counts[i].count, text, sizeof text, &length));
        CHECK_STR(text, counts[i].english);
        CHECK_INT(length, strlen(counts[i].english));
        CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
        CHECK_OK(foodtruck_donut_count_text(truck, counts[i].count, text, sizeof text, NULL));
        CHECK_STR(text, counts[i].arabic);
    }
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
    CHECK_OK(foodtruck_donut_count_text(truck, INT64_MAX, text, sizeof text, NULL));
    CHECK_STR(text, "9,223,372,036,854,775,807 donuts");
    CHECK_STATUS(foodtruck_donut_count_text(truck, 15, text, 9, &length), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(length, 9);
    CHECK_STATUS(foodtruck_donut_count_text(truck, -1, text, sizeof text, NULL), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STR(foodtruck_last_error(), "foodtruck_donut_count_text: count: the count -1 is negative");
}

int main(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    test_clock(truck);
    test_numbers(truck);
    test_latin_digits(truck);
    test_event_names(truck);
    test_explanations_and_sort_names(truck);
    test_navigation_texts(truck);
    test_screen_words(truck);
    CHECK_OK(foodtruck_truck_free(truck));
    return check_report("test_texts");
}
