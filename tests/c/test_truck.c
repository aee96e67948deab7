/* SPDX-License-Identifier: Apache-2.0 */
/* test_truck.c: views of a truck through the C ABI (foodtruck_truck_new_view): a phone and a
 * tablet at one truck. Each view has its own language, digits, temperature unit and place in
 * the app; the orders, settings and events are the truck's, seen at once through every
 * handle; a view outlives its truck's handle; a view's presentation is not kept in the
 * session's file. */
#if !defined(__cplusplus)
#define _POSIX_C_SOURCE 200809L
#endif
#include <stdlib.h>
#include <unistd.h>

#include "check.h"

#define NOW INT64_C(1796000000000)

static const foodtruck_order_line LINES[] = {{0, 1}, {1, 2}};

static void check_text(foodtruck_status status, const char *text, const char *expected) {
    CHECK_OK(status);
    CHECK_STR(text, expected);
}

/* Two views of one truck, each in its own language, digits and temperature unit. */
static void test_presentation_is_each_views(void) {
    foodtruck_truck *truck = NULL, *phone = NULL, *tablet = NULL;
    char text[64];
    CHECK_OK(foodtruck_truck_new(&truck));
    CHECK_OK(foodtruck_truck_new_view(truck, &phone));
    CHECK_OK(foodtruck_truck_new_view(truck, &tablet));
    CHECK(phone != truck && tablet != truck && phone != tablet);

    CHECK_OK(foodtruck_truck_set_locale(phone, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_weather_set_unit(tablet, FOODTRUCK_TEMPERATURE_UNIT_CELSIUS));
    bool rtl = false;
    CHECK_OK(foodtruck_truck_is_right_to_left(phone, &rtl));
    CHECK(rtl);
    CHECK_OK(foodtruck_truck_is_right_to_left(tablet, &rtl));
    CHECK(!rtl);
    CHECK_OK(foodtruck_truck_is_right_to_left(truck, &rtl));
    CHECK(!rtl);
    /* لندن on the phone, London on the tablet and the truck. */
    check_text(foodtruck_panel_title(phone, FOODTRUCK_PANEL_CITY_LONDON, text, sizeof text, NULL), text,
               "\xd9\x84\xd9\x86\xd8\xaf\xd9\x86");
    check_text(foodtruck_panel_title(tablet, FOODTRUCK_PANEL_CITY_LONDON, text, sizeof text, NULL), text, "London");
    check_text(foodtruck_panel_title(truck, FOODTRUCK_PANEL_CITY_LONDON, text, sizeof text, NULL), text, "London");
    /* 1,234 in Arabic-Indic digits with the Arabic thousands separator on the phone only. */
    check_text(foodtruck_truck_number_text(phone, 1234, text, sizeof text, NULL), text,
               "\xd9\xa1\xd9\xac\xd9\xa2\xd9\xa3\xd9\xa4");
    check_text(foodtruck_truck_number_text(tablet, 1234, text, sizeof text, NULL), text, "1,234");
    CHECK_OK(foodtruck_truck_set_digits(phone, FOODTRUCK_DIGITS_LATIN));
    check_text(foodtruck_truck_number_text(phone, 1234, text, sizeof text, NULL), text, "1,234");
    foodtruck_digits digits = FOODTRUCK_DIGITS_LATIN;
    CHECK_OK(foodtruck_truck_digits(truck, &digits));
    CHECK_INT(digits, FOODTRUCK_DIGITS_NATIVE);
    /* 37.5 °C: 100 °F on the truck (Fahrenheit by default), 38 °C on the tablet. */
    check_text(foodtruck_weather_temperature_text(truck, 37.5, text, sizeof text, NULL), text, "100\xc2\xb0" "F");
    check_text(foodtruck_weather_temperature_text(tablet, 37.5, text, sizeof text, NULL), text, "38\xc2\xb0" "C");

    /* A view of a view starts where that view is, and goes its own way. */
    foodtruck_truck *copy = NULL;
    foodtruck_locale locale = FOODTRUCK_LOCALE_EN;
    CHECK_OK(foodtruck_truck_new_view(phone, &copy));
    CHECK_OK(foodtruck_truck_locale(copy, &locale));
    CHECK_INT(locale, FOODTRUCK_LOCALE_AR);
    CHECK_OK(foodtruck_truck_set_locale(copy, FOODTRUCK_LOCALE_EN));
    CHECK_OK(foodtruck_truck_locale(phone, &locale));
    CHECK_INT(locale, FOODTRUCK_LOCALE_AR);

    CHECK_OK(foodtruck_truck_free(copy));
    CHECK_OK(foodtruck_truck_free(tablet));
    CHECK_OK(foodtruck_truck_free(phone));
    CHECK_OK(foodtruck_truck_free(truck));
}

/* Each view is somewhere else in the app; the path may name the truck's orders. */
static void test_navigation_is_each_views(void) {
    foodtruck_truck *truck = NULL, *phone = NULL;
    char saved[64];
    int32_t number = 0;
    CHECK_OK(foodtruck_truck_new(&truck));
    CHECK_OK(foodtruck_truck_new_view(truck, &phone));
    CHECK_OK(foodtruck_order_place(truck, LINES, 2, NOW, &number));
    CHECK_OK(foodtruck_navigation_select(phone, FOODTRUCK_PANEL_ORDERS));
    foodtruck_step order = {FOODTRUCK_STEP_ORDER, FOODTRUCK_PANEL_ORDERS, number};
    CHECK_OK(foodtruck_navigation_push(phone, order));
    check_text(foodtruck_navigation_save(phone, saved, sizeof saved, NULL), saved, "orders>order:1");
    check_text(foodtruck_navigation_save(truck, saved, sizeof saved, NULL), saved, "truck");
    /* A step the session cannot show is refused for a view as for the truck. */
    foodtruck_step missing = {FOODTRUCK_STEP_ORDER, FOODTRUCK_PANEL_ORDERS, 99};
    CHECK_STATUS(foodtruck_navigation_push(phone, missing), FOODTRUCK_ERR_NOT_FOUND);
    check_text(foodtruck_navigation_save(phone, saved, sizeof saved, NULL), saved, "orders>order:1");
    CHECK_OK(foodtruck_navigation_restore(truck, "donuts>donut:0"));
    check_text(foodtruck_navigation_save(phone, saved, sizeof saved, NULL), saved, "orders>order:1");
    CHECK_OK(foodtruck_truck_free(phone));
    CHECK_OK(foodtruck_truck_free(truck));
}

/* Orders, settings and events are the truck's: a change through one handle is seen through
 * every other at once, and its events are polled on the truck. */
static void test_state_is_shared(void) {
    foodtruck_truck *truck = NULL, *phone = NULL;
    int32_t number = 0;
    size_t count = 0;
    CHECK_OK(foodtruck_truck_new(&truck));
    CHECK_OK(foodtruck_truck_new_view(truck, &phone));
    CHECK_OK(foodtruck_order_place(phone, LINES, 2, NOW, &number));
    CHECK_INT(number, 1);
    CHECK_OK(foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_ALL, "", &count));
    CHECK_INT(count, 1);
    CHECK_OK(foodtruck_order_place(truck, LINES, 1, NOW, &number));
    CHECK_OK(foodtruck_order_count(phone, FOODTRUCK_ORDER_STATUS_ALL, "", &count));
    CHECK_INT(count, 2);
    CHECK_OK(foodtruck_truck_set_price(phone, 600));
    int64_t cents = 0;
    CHECK_OK(foodtruck_truck_price(truck, &cents));
    CHECK_INT(cents, 600);

    foodtruck_event events[4];
    CHECK_STATUS(foodtruck_event_poll(phone, events, 4, &count), FOODTRUCK_ERR_INVALID_STATE);
    CHECK(strstr(foodtruck_last_error(), "view") != NULL);
    CHECK_OK(foodtruck_event_poll(truck, events, 4, &count));
    CHECK_INT(count, 2);
    CHECK_INT(events[0].kind, FOODTRUCK_EVENT_ORDER_PLACED);
    CHECK_INT(events[0].order_number, 1);
    CHECK_INT(events[1].order_number, 2);
    CHECK_STATUS(foodtruck_truck_set_event_callback(phone, NULL, NULL, NULL), FOODTRUCK_ERR_INVALID_STATE);

    /* The view outlives the truck's handle: the session lives while one of them does. */
    CHECK_OK(foodtruck_truck_free(truck));
    CHECK_OK(foodtruck_order_count(phone, FOODTRUCK_ORDER_STATUS_ALL, "", &count));
    CHECK_INT(count, 2);
    CHECK_OK(foodtruck_order_place(phone, LINES, 1, NOW, &number));
    CHECK_INT(number, 3);
    CHECK_OK(foodtruck_truck_free(phone));
    CHECK_STATUS(foodtruck_truck_free(phone), FOODTRUCK_ERR_INVALID_HANDLE);
}

/* A callback registered on the truck receives the events of changes made through its views,
 * and its destroy function runs when the truck is freed, even while a view lives on. */
static int delivered, destroyed;
static void count_event(const foodtruck_event *event, void *user_data) {
    (void)event;
    (void)user_data;
    delivered++;
}
static void count_destroy(void *user_data) {
    (void)user_data;
    destroyed++;
}

static void test_callback_is_the_trucks(void) {
    foodtruck_truck *truck = NULL, *phone = NULL;
    int32_t number = 0;
    delivered = destroyed = 0;
    CHECK_OK(foodtruck_truck_new(&truck));
    CHECK_OK(foodtruck_truck_new_view(truck, &phone));
    CHECK_OK(foodtruck_truck_set_event_callback(truck, count_event, NULL, count_destroy));
    CHECK_OK(foodtruck_order_place(phone, LINES, 2, NOW, &number));
    CHECK_INT(delivered, 1);
    CHECK_OK(foodtruck_truck_free(truck));
    CHECK_INT(destroyed, 1);
    CHECK_OK(foodtruck_order_place(phone, LINES, 2, NOW, &number));
    CHECK_INT(delivered, 1);
    CHECK_OK(foodtruck_truck_free(phone));
    CHECK_INT(destroyed, 1);
}

/* A session file keeps the truck's own presentation, never a view's; the file stays open
 * until the last handle goes. */
static void test_file_keeps_the_trucks_presentation(void) {
    char folder[] = "/tmp/foodtruck-views-XXXXXX";
    char path[64];
    CHECK(mkdtemp(folder) != NULL);
    snprintf(path, sizeof path, "%s/s.foodtruck", folder);
    foodtruck_truck *truck = NULL, *phone = NULL, *again = NULL;
    CHECK_OK(foodtruck_truck_open(path, 0, &truck));
    CHECK_OK(foodtruck_truck_new_view(truck, &phone));
    CHECK_OK(foodtruck_truck_set_locale(phone, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_navigation_select(phone, FOODTRUCK_PANEL_TOP_FIVE));
    CHECK_OK(foodtruck_truck_set_digits(truck, FOODTRUCK_DIGITS_LATIN));
    int32_t number = 0;
    CHECK_OK(foodtruck_order_place(phone, LINES, 2, NOW, &number));
    CHECK_OK(foodtruck_truck_free(truck));
    CHECK_STATUS(foodtruck_truck_open(path, 0, &again), FOODTRUCK_ERR_BUSY); /* the view holds it */
    CHECK_OK(foodtruck_truck_free(phone));
    CHECK_OK(foodtruck_truck_open(path, 0, &again));
    foodtruck_locale locale = FOODTRUCK_LOCALE_AR;
    foodtruck_digits digits = FOODTRUCK_DIGITS_NATIVE;
    foodtruck_panel panel = FOODTRUCK_PANEL_ACCOUNT;
    size_t count = 0;
    CHECK_OK(foodtruck_truck_locale(again, &locale));
    CHECK_INT(locale, FOODTRUCK_LOCALE_EN);
    CHECK_OK(foodtruck_truck_digits(again, &digits));
    CHECK_INT(digits, FOODTRUCK_DIGITS_LATIN);
    CHECK_OK(foodtruck_navigation_selection(again, &panel));
    CHECK_INT(panel, FOODTRUCK_PANEL_TRUCK);
    CHECK_OK(foodtruck_order_count(again, FOODTRUCK_ORDER_STATUS_ALL, "", &count));
    CHECK_INT(count, 1);
    CHECK_OK(foodtruck_truck_free(again));
    remove(path);
    rmdir(folder);
}

int main(void) {
    test_presentation_is_each_views();
    test_navigation_is_each_views();
    test_state_is_shared();
    test_callback_is_the_trucks();
    test_file_keeps_the_trucks_presentation();
    return check_report("test_truck");
}
