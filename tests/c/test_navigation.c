/* SPDX-License-Identifier: Apache-2.0 */
/* test_navigation.c: the navigation through the C ABI: the sidebar in the original's order,
 * panel titles in English and Arabic, the selection and the path (selecting empties it), the
 * Truck screen's cards by the 520-point rule, links to orders, panels and cities, and the saved
 * state read back, and the title of each step's view. */
#include "check.h"

#define NOW INT64_C(1796000000000)

static foodtruck_step step(foodtruck_step_kind kind, foodtruck_panel panel, int32_t id) {
    foodtruck_step s;
    s.kind = kind;
    s.panel = panel;
    s.id = id;
    return s;
}

static void test_sidebar(foodtruck_truck *truck) {
    foodtruck_sidebar_item items[16];
    size_t count = 0;
    static const foodtruck_panel expected[10] = {
        FOODTRUCK_PANEL_TRUCK, FOODTRUCK_PANEL_ORDERS, FOODTRUCK_PANEL_SOCIAL_FEED,
        FOODTRUCK_PANEL_SALES_HISTORY, FOODTRUCK_PANEL_DONUTS, FOODTRUCK_PANEL_DONUT_EDITOR,
        FOODTRUCK_PANEL_TOP_FIVE, FOODTRUCK_PANEL_CITY_CUPERTINO,
        FOODTRUCK_PANEL_CITY_SAN_FRANCISCO, FOODTRUCK_PANEL_CITY_LONDON};
    CHECK_OK(foodtruck_sidebar_items(false, items, 16, &count));
    CHECK_INT(count, 10);
    for (size_t i = 0; i < 10; i++) {
        CHECK_INT(items[i].panel, expected[i]);
        CHECK_INT(items[i].section, i < 4 ? FOODTRUCK_SECTION_NONE : i < 7 ? FOODTRUCK_SECTION_DONUTS : FOODTRUCK_SECTION_CITIES);
    }
    CHECK_OK(foodtruck_sidebar_items(true, items, 16, &count));
    CHECK_INT(count, 11);
    CHECK_INT(items[3].panel, FOODTRUCK_PANEL_ACCOUNT);

    char text[64];
    CHECK_OK(foodtruck_sidebar_title(truck, text, sizeof text, NULL));
    CHECK_STR(text, "Food Truck");
    CHECK_OK(foodtruck_panel_title(truck, FOODTRUCK_PANEL_TOP_FIVE, text, sizeof text, NULL));
    CHECK_STR(text, "Top 5");
    foodtruck_icon icon;
    CHECK_OK(foodtruck_panel_icon(FOODTRUCK_PANEL_SALES_HISTORY, &icon));
    CHECK_INT(icon, FOODTRUCK_ICON_CLOCK);
    CHECK_OK(foodtruck_icon_symbol(icon, text, sizeof text, NULL));
    CHECK_STR(text, "clock");
    CHECK_OK(foodtruck_panel_icon(FOODTRUCK_PANEL_CITY_SAN_FRANCISCO, &icon));
    CHECK_INT(icon, FOODTRUCK_ICON_BUILDINGS);
    CHECK_INT(foodtruck_panel_icon((foodtruck_panel)11, &icon), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_panel_link(FOODTRUCK_PANEL_CITY_LONDON, text, sizeof text, NULL));
    CHECK_STR(text, "foodtruck://city/london");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_sidebar_section_title(truck, FOODTRUCK_SECTION_DONUTS, text, sizeof text, NULL));
    CHECK_STR(text, "\xd8\xa7\xd9\x84\xd8\xaf\xd9\x88\xd9\x86\xd8\xa7\xd8\xaa"); /* الدونات */
    CHECK_OK(foodtruck_panel_title(truck, FOODTRUCK_PANEL_CITY_LONDON, text, sizeof text, NULL));
    CHECK_STR(text, "\xd9\x84\xd9\x86\xd8\xaf\xd9\x86"); /* لندن */
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
}

static void test_selection_and_path(foodtruck_truck *truck) {
    foodtruck_panel panel = FOODTRUCK_PANEL_ACCOUNT;
    foodtruck_step steps[4];
    size_t count = 99;
    CHECK_OK(foodtruck_navigation_selection(truck, &panel));
    CHECK_INT(panel, FOODTRUCK_PANEL_TRUCK);
    CHECK_OK(foodtruck_navigation_push(truck, step(FOODTRUCK_STEP_PANEL, FOODTRUCK_PANEL_ORDERS, 0)));
    CHECK_OK(foodtruck_navigation_push(truck, step(FOODTRUCK_STEP_ORDER, FOODTRUCK_PANEL_CITY_LONDON, 2)));
    CHECK_OK(foodtruck_navigation_path(truck, steps, 4, &count));
    CHECK_INT(count, 2);
    CHECK_INT(steps[0].kind, FOODTRUCK_STEP_PANEL);
    CHECK_INT(steps[0].panel, FOODTRUCK_PANEL_ORDERS);
    CHECK_INT(steps[1].kind, FOODTRUCK_STEP_ORDER);
    CHECK_INT(steps[1].panel, FOODTRUCK_PANEL_TRUCK); /* unused: written as 0 */
    CHECK_INT(steps[1].id, 2);
    CHECK_STATUS(foodtruck_navigation_push(truck, step(FOODTRUCK_STEP_DONUT, FOODTRUCK_PANEL_TRUCK, 17)), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_OK(foodtruck_navigation_pop(truck));
    CHECK_OK(foodtruck_navigation_path(truck, steps, 4, &count));
    CHECK_INT(count, 1);
    CHECK_OK(foodtruck_navigation_select(truck, FOODTRUCK_PANEL_DONUTS));
    CHECK_OK(foodtruck_navigation_path(truck, NULL, 0, &count));
    CHECK_INT(count, 0);
    CHECK_STATUS(foodtruck_navigation_pop(truck), FOODTRUCK_ERR_INVALID_STATE);
    /* A card opens only from the Truck screen. */
    CHECK_STATUS(foodtruck_navigation_open_card(truck, FOODTRUCK_CARD_DONUTS, 800), FOODTRUCK_ERR_INVALID_STATE);
    CHECK_OK(foodtruck_navigation_select(truck, FOODTRUCK_PANEL_TRUCK));
    CHECK_OK(foodtruck_navigation_open_card(truck, FOODTRUCK_CARD_FORECAST, 519.5));
    CHECK_OK(foodtruck_navigation_path(truck, steps, 4, &count));
    CHECK_INT(count, 1);
    CHECK_INT(steps[0].panel, FOODTRUCK_PANEL_CITY_SAN_FRANCISCO);
    CHECK_OK(foodtruck_navigation_select(truck, FOODTRUCK_PANEL_TRUCK));
    CHECK_OK(foodtruck_navigation_open_card(truck, FOODTRUCK_CARD_NEW_ORDERS, 520));
    CHECK_OK(foodtruck_navigation_selection(truck, &panel));
    CHECK_INT(panel, FOODTRUCK_PANEL_ORDERS);
}

static void test_links_and_saving(foodtruck_truck *truck) {
    char saved[FOODTRUCK_NAVIGATION_SAVED_MAX_BYTES + 1];
    size_t length = 0;
    foodtruck_panel panel;
    CHECK_OK(foodtruck_navigation_open_link(truck, "foodtruck://order/1202"));
    CHECK_OK(foodtruck_navigation_save(truck, saved, sizeof saved, &length));
    CHECK_STR(saved, "truck>orders>order:2");
    CHECK_INT(length, 20);
    CHECK_OK(foodtruck_navigation_open_link(truck, "foodtruck://panel/top-five"));
    CHECK_OK(foodtruck_navigation_selection(truck, &panel));
    CHECK_INT(panel, FOODTRUCK_PANEL_TOP_FIVE);
    CHECK_STATUS(foodtruck_navigation_open_link(truck, "foodtruck://city/paris"), FOODTRUCK_ERR_NOT_FOUND);
    CHECK(strstr(foodtruck_last_error(), "foodtruck_navigation_open_link: url: ") != NULL);
    CHECK_STATUS(foodtruck_navigation_open_link(truck, "https://example.com"), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_navigation_selection(truck, &panel));
    CHECK_INT(panel, FOODTRUCK_PANEL_TOP_FIVE); /* unchanged */
    CHECK_OK(foodtruck_navigation_restore(truck, "truck>orders>order:2"));
    CHECK_OK(foodtruck_navigation_selection(truck, &panel));
    CHECK_INT(panel, FOODTRUCK_PANEL_TRUCK);
    CHECK_STATUS(foodtruck_navigation_restore(truck, "truck>orders>order:9"), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_STATUS(foodtruck_navigation_restore(truck, "truck>>"), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_navigation_save(truck, saved, sizeof saved, NULL));
    CHECK_STR(saved, "truck>orders>order:2"); /* the refused restores changed nothing */
    /* The Classic's editor is donut 0: what save writes for it restores (found by the fuzzer,
     * which saw "truck>donut:0" refused as a leading zero). */
    foodtruck_step classic = {FOODTRUCK_STEP_DONUT, FOODTRUCK_PANEL_TRUCK, 0};
    CHECK_OK(foodtruck_navigation_select(truck, FOODTRUCK_PANEL_DONUTS));
    CHECK_OK(foodtruck_navigation_push(truck, classic));
    CHECK_OK(foodtruck_navigation_save(truck, saved, sizeof saved, NULL));
    CHECK_STR(saved, "donuts>donut:0");
    CHECK_OK(foodtruck_navigation_restore(truck, "truck"));
    CHECK_OK(foodtruck_navigation_restore(truck, saved));
    CHECK_OK(foodtruck_navigation_save(truck, saved, sizeof saved, NULL));
    CHECK_STR(saved, "donuts>donut:0");
    CHECK_STATUS(foodtruck_navigation_restore(truck, "truck>order:0"), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_STATUS(foodtruck_navigation_restore(truck, "truck>donut:00"), FOODTRUCK_ERR_INVALID_ARGUMENT);
}

/* The detail column's title for a step: order 2's display id is Order#1202 (1200 + the number,
 * the prefix localized), donut 0 is The Classic, the new donut's editor is New Donut (the
 * template's name), a panel's is its title; a missing order or donut is not found. */
static void test_step_titles(foodtruck_truck *truck) {
    static const struct {
        foodtruck_step_kind kind;
        foodtruck_panel panel;
        int32_t id;
        const char *english, *arabic;
    } steps[] = {
        {FOODTRUCK_STEP_ORDER, FOODTRUCK_PANEL_TRUCK, 2, "Order#1202", "طلب#1202"},
        {FOODTRUCK_STEP_DONUT, FOODTRUCK_PANEL_TRUCK, 0, "The Classic", NULL},
        {FOODTRUCK_STEP_NEW_DONUT, FOODTRUCK_PANEL_TRUCK, 0, "New Donut", NULL},
        {FOODTRUCK_STEP_PANEL, FOODTRUCK_PANEL_TOP_FIVE, 0, "Top 5", NULL},
        {FOODTRUCK_STEP_PANEL, FOODTRUCK_PANEL_CITY_LONDON, 0, "London", NULL},
    };
    char text[64], other[64];
    size_t length = 0;
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
    for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
        foodtruck_step s = step(steps[i].kind, steps[i].panel, steps[i].id);
        CHECK_OK(foodtruck_navigation_step_title(truck, s, text, sizeof text, &length));
        CHECK_STR(text, steps[i].english);
        CHECK_INT(length, strlen(steps[i].english));
        CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
        CHECK_OK(foodtruck_navigation_step_title(truck, s, text, sizeof text, NULL));
        if (steps[i].arabic != NULL) CHECK_STR(text, steps[i].arabic);
        CHECK(strcmp(text, steps[i].english) != 0); /* in Arabic */
        CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
    }
    /* The same as the calls each names. */
    CHECK_OK(foodtruck_navigation_step_title(truck, step(FOODTRUCK_STEP_DONUT, FOODTRUCK_PANEL_TRUCK, 5), text, sizeof text, NULL));
    CHECK_OK(foodtruck_donut_name(truck, 5, other, sizeof other, NULL));
    CHECK_STR(text, other);
    CHECK_STATUS(foodtruck_navigation_step_title(truck, step(FOODTRUCK_STEP_ORDER, FOODTRUCK_PANEL_TRUCK, 3), text, sizeof text,
                                                 NULL),
                 FOODTRUCK_ERR_NOT_FOUND);
    CHECK_STATUS(foodtruck_navigation_step_title(truck, step(FOODTRUCK_STEP_DONUT, FOODTRUCK_PANEL_TRUCK, 17), text, sizeof text,
                                                 NULL),
                 FOODTRUCK_ERR_NOT_FOUND);
    CHECK_STATUS(foodtruck_navigation_step_title(truck, step((foodtruck_step_kind)4, FOODTRUCK_PANEL_TRUCK, 0), text, sizeof text,
                                                 NULL),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_navigation_step_title(truck, step(FOODTRUCK_STEP_ORDER, FOODTRUCK_PANEL_TRUCK, 2), text, 10, &length),
                 FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(length, 10);
}

int main(void) {
    foodtruck_truck *truck = NULL;
    foodtruck_order_line line = {0, 1};
    int32_t number = 0;
    CHECK_OK(foodtruck_truck_new(&truck));
    CHECK_OK(foodtruck_order_place(truck, &line, 1, NOW, &number));
    CHECK_OK(foodtruck_order_place(truck, &line, 1, NOW, &number));
    test_sidebar(truck);
    test_selection_and_path(truck);
    test_links_and_saving(truck);
    test_step_titles(truck);
    CHECK_OK(foodtruck_truck_free(truck));
    return check_report("test_navigation");
}
