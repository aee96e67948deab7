/* SPDX-License-Identifier: Apache-2.0 */
// test_foodtruck_hpp.cpp: the C++ API (include/foodtruck.hpp) against the C API it wraps: the
// session's ownership (move-only, freed once), text and array results equal to the C calls'
// (size query and retry inside), several results as a tuple, inputs from std::string and
// std::vector, errors as foodtruck::Error with the status and the message, and an event handler
// of any callable whose captures are released when the registration ends. Built with g++ and
// clang++ as C++17 and C++20 with -Werror, and run under valgrind (tools/test_c).
#include "foodtruck.hpp"

#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

static int failures = 0, checks = 0;
#define CHECK(cond)                                                                          \
    do {                                                                                     \
        ++checks;                                                                            \
        if (!(cond)) {                                                                       \
            ++failures;                                                                      \
            std::fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #cond);    \
        }                                                                                    \
    } while (0)

static const int64_t NOW = INT64_C(1700000000000);  // 2023-11-14 22:13:20 UTC

static void test_texts_and_arrays() {
    foodtruck::Truck truck;
    CHECK(truck.donut_name(0) == "The Classic");
    char c_name[64];
    CHECK(foodtruck_donut_name(truck.handle(), 13, c_name, sizeof c_name, nullptr) == FOODTRUCK_OK);
    CHECK(truck.donut_name(13) == c_name);  // Fire Zest
    truck.set_locale(FOODTRUCK_LOCALE_AR);
    CHECK(foodtruck_donut_name(truck.handle(), 0, c_name, sizeof c_name, nullptr) == FOODTRUCK_OK);
    CHECK(truck.donut_name(0) == c_name && truck.donut_name(0).size() == std::strlen(c_name));
    truck.set_locale(FOODTRUCK_LOCALE_EN);

    int32_t c_ids[32];
    size_t c_count = 0;
    CHECK(foodtruck_donut_search(truck.handle(), "chocolate", c_ids, 32, &c_count) == FOODTRUCK_OK);
    std::vector<int32_t> ids = truck.donut_search("chocolate");
    CHECK(ids.size() == c_count && c_count > 0);
    CHECK(std::equal(ids.begin(), ids.end(), c_ids));
    CHECK(truck.donut_name(truck.donut_sort_by_flavor(FOODTRUCK_FLAVOR_SPICY).at(0)) == "Fire Zest");
    CHECK(foodtruck::city_slug(FOODTRUCK_CITY_SAN_FRANCISCO) == "san-francisco");
    CHECK(std::string(foodtruck::version()) == FOODTRUCK_VERSION_STRING);
    CHECK(truck.donut_search("no such donut").empty());  // an empty array result
}

static void test_inputs_outputs_and_tuples() {
    foodtruck::Truck truck;
    std::vector<foodtruck_order_line> lines = {{0, 1}, {1, 2}};
    CHECK(truck.order_place(lines, NOW) == 1);
    foodtruck_order order = truck.order_get(1);
    CHECK(order.total_donuts == 3 && order.total_cents == 3 * 578);
    CHECK(truck.order_display_id(1) == "Order#1201");

    // The placeholder forecast: 25 hours, floor 55 - 2.
    auto forecast = truck.chart_forecast(NOW);
    CHECK(std::get<0>(forecast).size() == 25 && std::get<1>(forecast) == 53);
    // Flow: 30 and 40 points wide, 10 apart, leading, the shorter centred in its row.
    auto flow = foodtruck::layout_flow({{30, 10}, {40, 20}}, 100, 10, 10, FOODTRUCK_ALIGN_LEADING,
                                       FOODTRUCK_ALIGN_MIDDLE, false);
    const std::vector<foodtruck_rect> &frames = std::get<0>(flow);
    CHECK(frames.size() == 2 && frames[0].x == 0 && frames[0].y == 5 && frames[1].x == 40);
    CHECK(std::get<1>(flow).width == 80 && std::get<1>(flow).height == 20);
}

static void test_errors() {
    foodtruck::Truck truck;
    bool thrown = false;
    try {
        (void)truck.donut_get(99);
    } catch (const foodtruck::Error &error) {
        thrown = error.status() == FOODTRUCK_ERR_NOT_FOUND &&
                 std::strncmp(error.what(), "FOODTRUCK_ERR_NOT_FOUND: foodtruck_donut_get", 44) == 0;
    }
    CHECK(thrown);
    thrown = false;
    try {
        truck.order_place({}, NOW);  // an order needs a line
    } catch (const foodtruck::Error &error) {
        thrown = error.status() == FOODTRUCK_ERR_INVALID_ARGUMENT;
    }
    CHECK(thrown);
    try {
        truck.donut_search(std::string(300, 'a'));  // over FOODTRUCK_SEARCH_MAX_BYTES
        CHECK(false);
    } catch (const foodtruck::Error &error) {
        CHECK(error.status() == FOODTRUCK_ERR_INVALID_ARGUMENT);
    }
}

static void test_ownership() {
    foodtruck::Truck a;
    foodtruck_truck *handle = a.handle();
    foodtruck::Truck b(std::move(a));
    CHECK(a.handle() == nullptr && b.handle() == handle);
    foodtruck::Truck c;
    foodtruck_truck *other = c.handle();
    c = std::move(b);  // frees c's own session first
    CHECK(c.handle() == handle && b.handle() == nullptr);
    size_t count = 0;
    CHECK(foodtruck_donut_count(other, &count) == FOODTRUCK_ERR_INVALID_HANDLE);
    CHECK(c.donut_count() == 17);
}

static void test_event_handler() {
    auto seen = std::make_shared<std::vector<foodtruck_event_kind>>();
    {
        foodtruck::Truck truck;
        truck.set_event_callback([seen](const foodtruck_event &event) { seen->push_back(event.kind); });
        CHECK(seen.use_count() == 2);  // the registration holds the lambda
        (void)truck.order_place({{3, 1}}, NOW);
        CHECK(seen->size() == 1 && seen->at(0) == FOODTRUCK_EVENT_ORDER_PLACED);
        truck.set_event_callback(nullptr);  // unregisters: the lambda is released
        CHECK(seen.use_count() == 1);
        (void)truck.order_place({{4, 1}}, NOW);
        CHECK(seen->size() == 1);
        truck.set_event_callback([seen](const foodtruck_event &) {});  // the queued event now
        CHECK(seen.use_count() == 2);
    }
    CHECK(seen.use_count() == 1);  // freeing the truck released the last registration
}

int main() {
    test_texts_and_arrays();
    test_inputs_outputs_and_tuples();
    test_errors();
    test_ownership();
    test_event_handler();
    std::printf("test_foodtruck_hpp: %d checks, %d failed\n", checks, failures);
    return failures == 0 ? 0 : 1;
}
