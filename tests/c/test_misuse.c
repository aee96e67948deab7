/* test_misuse.c: the misuse matrix. Every function x every bad-input class (each pointer NULL,
 * a freed handle, a foreign handle, out-of-range enums, instants and numbers, capacities above
 * PTRDIFF_MAX, invalid UTF-8, texts over their limits) must return its documented status. Each
 * row runs in a child process, so a trap (SIGILL) or any other crash is caught and reported as
 * a failure instead of ending the test.
 *
 * Most rows are generated: tools/api.py derives them from the API model (each parameter's
 * class and range) into misuse_rows.h, included below, with one good call per function. The
 * rows here are the ones the names and ranges cannot say: ids that are not found, results
 * too small for a given buffer, states (a prepared order, an ended activity, a full limit),
 * deep-link and name rules, bad values inside structs, and the edges inside a range. Keep
 * them in header order; one row, one bad input. */
#include "check.h"

#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <sys/wait.h>
#include <unistd.h>

static foodtruck_truck *live;    /* a live truck */
static foodtruck_truck *freed;   /* a truck already freed */
static foodtruck_truck *foreign; /* a pointer that was never a handle */
static int foreign_storage;

static char text[64];
static int32_t ids[32];
static size_t n;
static foodtruck_donut donut;
static foodtruck_flavor_profile profile;
static int32_t value;
static bool flag;
static int32_t number;
static foodtruck_order order;
static foodtruck_order_line lines[2] = {{0, 1}, {1, 2}};
static foodtruck_order_line line_list[64];
static foodtruck_order_status order_status;
static foodtruck_donut_sales top[32];
static foodtruck_sales_point points[32];
static int64_t sales[32];
static foodtruck_timer timer;
static foodtruck_activity activity;
/* Layout and charts. */
static foodtruck_size size_out;
static foodtruck_rect frames[16];
static foodtruck_gallery_grid grid;
static foodtruck_gauge_segment segments[16];
static double ticks[16];
static int64_t date_ticks[32];
static foodtruck_forecast_hour hours[32];
static foodtruck_time_range nights[4];
static const foodtruck_size items[4] = {{30, 10}, {40, 20}, {50, 15}, {20, 10}};
static const foodtruck_size item_nan_width[1] = {{NAN, 10}};
static const foodtruck_size item_nan_height[1] = {{10, NAN}};
static const foodtruck_size item_infinite_width[1] = {{INFINITY, 10}};
static const foodtruck_size item_negative_width[1] = {{-1, 10}};
static const foodtruck_size item_negative_height[1] = {{10, -0.5}};
#define NOW INT64_C(1796000000000)

#define HUGE_CAPACITY ((size_t)PTRDIFF_MAX + 1)
#define BAD_UTF8 "\xff\xfe"
/* Texts longer than their limits (filled in main): a 1 MiB text of 'a', and texts of one byte
 * more than FOODTRUCK_SEARCH_MAX_BYTES, FOODTRUCK_DONUT_NAME_MAX_BYTES and FOODTRUCK_DEEP_LINK_MAX_BYTES. */
static char megabyte[(1 << 20) + 1];
static char long_search[FOODTRUCK_SEARCH_MAX_BYTES + 2];
static char long_name[FOODTRUCK_DONUT_NAME_MAX_BYTES + 2];
static char long_link[FOODTRUCK_DEEP_LINK_MAX_BYTES + 2];
#define BAD_UTF8_TRUNCATED "Cosmos \xc3"

/* Out-of-range enum values made without a cast, which C++ would call unspecified. */
static foodtruck_timeframe bad_timeframe(int raw) { foodtruck_timeframe t; memcpy(&t, &raw, sizeof t); return t; }
static foodtruck_rect rect_of(double x, double y, double width, double height) {
    foodtruck_rect r;
    r.x = x;
    r.y = y;
    r.width = width;
    r.height = height;
    return r;
}

/* Timers and activities: order 1 is placed; order 2 is preparing (since NOW) and shows live
 * activity 1; the truck has ticked at NOW. The few rows below that need one more step first
 * (a state error) run it in a helper; the helper's last call is the row's call. */
#define PREPARING 2
#define SHOWING 1
static foodtruck_status request_over_limit(void) {
    if (foodtruck_truck_set_activity_limit(live, 1) != FOODTRUCK_OK) return FOODTRUCK_OK;
    return foodtruck_activity_request(live, 1, NOW, NOW + 60000, 0.0, NOW, &value);
}
static foodtruck_status request_disabled(void) {
    if (foodtruck_truck_set_activities_enabled(live, false, NOW) != FOODTRUCK_OK) return FOODTRUCK_OK;
    return foodtruck_activity_request(live, 1, NOW, NOW + 60000, 0.0, NOW, &value);
}
static foodtruck_status update_ended(void) {
    if (foodtruck_activity_end(live, SHOWING, FOODTRUCK_DISMISS_DEFAULT, 0, NOW) != FOODTRUCK_OK) return FOODTRUCK_OK;
    return foodtruck_activity_update(live, SHOWING, NOW, NOW + 60000, 1.0, NOW);
}
static foodtruck_status end_twice(void) {
    if (foodtruck_activity_end(live, SHOWING, FOODTRUCK_DISMISS_AFTER, NOW + 1000, NOW) != FOODTRUCK_OK) return FOODTRUCK_OK;
    return foodtruck_activity_end(live, SHOWING, FOODTRUCK_DISMISS_IMMEDIATE, 0, NOW);
}
/* A destroy function that must never run: registering with a bad handle does not register. */
static void destroy_must_not_run(void *user_data) { (void)user_data; _exit(101); }
static void ignore_event(const foodtruck_event *event, void *user_data) { (void)event; (void)user_data; }
#define WEEK FOODTRUCK_TIMEFRAME_WEEK
#define ALL FOODTRUCK_CITY_ALL

#define DOUGH FOODTRUCK_INGREDIENT_DOUGH
#define RQ(order, start, end, relevance, now, out) foodtruck_activity_request(live, order, start, end, relevance, now, out)
#define BOUNDS rect_of(0, 0, 60, 60)
#define FIRST_INSTANT INT64_C(-62135596800000) /* 0001-01-01T00:00:00Z */
#define LAST_INSTANT INT64_C(253402300799999)  /* 9999-12-31T23:59:59.999Z */
#define HERO rect_of(0, 0, 210, 100)
#define LATTICE rect_of(0, 0, 250, 150)
#define FLOW(items, count, width, hs, vs, h, v, frames_out, capacity, size) \
    foodtruck_layout_flow(items, count, width, hs, vs, h, v, false, frames_out, capacity, &n, size)
#define SVG_CHART(truck, chart, timeframe, now, width, height, text_out, capacity) \
    foodtruck_svg_chart(truck, chart, timeframe, now, width, height, text_out, capacity, &n)
#define MISUSE_ROWS(X)                                                                             \
    X(flavor_name_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_flavor_name(live, FOODTRUCK_FLAVOR_SOUR, text, 1, &n)) \
    X(ingredient_flavors_index_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_flavors(DOUGH, -1, &profile)) \
    X(ingredient_flavors_index_7, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_flavors(DOUGH, 7, &profile)) \
    X(ingredient_image_key_index_24, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_image_key(FOODTRUCK_INGREDIENT_TOPPING, 24, text, 64, &n)) \
    X(ingredient_name_index_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_name(live, FOODTRUCK_INGREDIENT_GLAZE, -1, text, 64, &n)) \
    X(donut_get_id_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_donut_get(live, -1, &donut))                      \
    X(donut_get_id_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_donut_get(live, INT32_MAX, &donut))                    \
    X(donut_name_id_min, FOODTRUCK_ERR_NOT_FOUND, foodtruck_donut_name(live, INT32_MIN, text, 64, &n))            \
    X(donut_name_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_donut_name(live, 0, text, 3, &n))            \
    X(search_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_donut_search(live, "", ids, 16, &n))            \
    X(create_empty_name, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_create(live, "", 0, 0, 0, &value))       \
    X(create_dough_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_create(live, "X", -1, 0, 0, &value)) \
    X(create_dough_7, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_create(live, "X", 7, 0, 0, &value))         \
    X(create_glaze_minus_2, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_create(live, "X", 0, -2, 0, &value))  \
    X(create_glaze_7, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_create(live, "X", 0, 7, 0, &value))         \
    X(create_topping_24, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_create(live, "X", 0, 0, 24, &value))     \
    X(edit_id_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_donut_edit(live, -1, "X", 0, 0, 0))                    \
    X(edit_id_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_donut_edit(live, INT32_MAX, "X", 0, 0, 0))                  \
    X(edit_control_name, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_edit(live, 0, "Bell\a", 0, 0, 0))        \
    X(edit_dough_7, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_edit(live, 0, "X", 7, 0, 0))                  \
    X(edit_topping_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_edit(live, 0, "X", 0, 0, -5))         \
    X(set_offset_1440, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_utc_offset(live, 1440))                 \
    X(set_weekend_bit_7, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_weekend_days(live, 0x80))             \
    X(set_weekend_all_days, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_weekend_days(live, 0x7F))          \
    X(set_price_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_price(live, -1))                     \
    X(simulate_stream_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_simulate(live, 1, NOW, -1))        \
    X(tick_null_out_is_fine, FOODTRUCK_OK, foodtruck_truck_tick(live, NOW, NULL))                                  \
    X(tick_backwards, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_tick(live, NOW - 1, &value))                 \
    X(timer_duration_0, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_timer_duration(live, 0))               \
    X(timer_duration_61, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_timer_duration(live, 61))             \
    X(timer_duration_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_timer_duration(live, -1))       \
    X(activity_limit_0, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_activity_limit(live, 0))               \
    X(activity_limit_101, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_activity_limit(live, 101))           \
    X(activity_limit_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_activity_limit(live, -1))       \
    X(place_no_lines, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_place(live, lines, 0, NOW, &number))         \
    X(get_number_zero, FOODTRUCK_ERR_NOT_FOUND, foodtruck_order_get(live, 0, &order))                              \
    X(get_number_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_order_get(live, -1, &order))                         \
    X(get_number_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_order_get(live, INT32_MAX, &order))                       \
    X(lines_unknown, FOODTRUCK_ERR_NOT_FOUND, foodtruck_order_lines(live, INT32_MIN, line_list, 64, &n))           \
    X(lines_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_order_lines(live, 1, line_list, 1, &n))           \
    X(display_id_unknown, FOODTRUCK_ERR_NOT_FOUND, foodtruck_order_display_id(live, 99, text, 64, &n))             \
    X(short_id_unknown, FOODTRUCK_ERR_NOT_FOUND, foodtruck_order_short_id(live, 0, text, 64, &n))                  \
    X(short_id_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_order_short_id(live, 1, text, 4, &n))          \
    X(apply_unknown, FOODTRUCK_ERR_NOT_FOUND, foodtruck_order_apply(live, 99, FOODTRUCK_ORDER_PREPARE, NOW))              \
    X(apply_action_none, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_apply(live, 1, FOODTRUCK_ORDER_ACTION_NONE, NOW)) \
    X(apply_wrong_state, FOODTRUCK_ERR_INVALID_STATE, foodtruck_order_apply(live, 1, FOODTRUCK_ORDER_COMPLETE, NOW))      \
    X(advance_unknown, FOODTRUCK_ERR_NOT_FOUND, foodtruck_order_advance(live, -5, NOW, &order_status))             \
    X(count_bad_mask, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_count(live, 0x10, "", &n))                   \
    X(action_title_none, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_action_title(live, FOODTRUCK_ORDER_ACTION_NONE, text, 64, &n)) \
    X(by_donut_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_sales_by_donut(live, WEEK, ALL, NOW, sales, 3, &n)) \
    X(top_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_sales_top(live, WEEK, ALL, NOW, 5, top, 4, &n))     \
    X(series_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_sales_series(live, WEEK, ALL, NOW, points, 13, &n)) \
    X(city_name_all, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_city_name(live, ALL, text, 64, &n))                 \
    X(timer_get_number_zero, FOODTRUCK_ERR_NOT_FOUND, foodtruck_timer_get(live, 0, NOW, &timer)) \
    X(timer_get_number_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_timer_get(live, -1, NOW, &timer)) \
    X(timer_get_number_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_timer_get(live, INT32_MAX, NOW, &timer)) \
    X(timer_get_not_prepared, FOODTRUCK_ERR_NOT_FOUND, foodtruck_timer_get(live, 1, NOW, &timer)) \
    X(countdown_number_zero, FOODTRUCK_ERR_NOT_FOUND, foodtruck_timer_countdown_text(live, 0, NOW, text, 64, &n)) \
    X(countdown_number_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_timer_countdown_text(live, -1, NOW, text, 64, &n)) \
    X(countdown_number_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_timer_countdown_text(live, INT32_MAX, NOW, text, 64, &n)) \
    X(countdown_not_prepared, FOODTRUCK_ERR_NOT_FOUND, foodtruck_timer_countdown_text(live, 1, NOW, text, 64, &n)) \
    X(countdown_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_timer_countdown_text(live, PREPARING, NOW, text, 4, &n)) \
    X(countdown_length_only, FOODTRUCK_OK, foodtruck_timer_countdown_text(live, PREPARING, NOW, NULL, 0, &n)) \
    X(countdown_null_length, FOODTRUCK_OK, foodtruck_timer_countdown_text(live, PREPARING, NOW, text, 64, NULL)) \
    X(request_order_zero, FOODTRUCK_ERR_NOT_FOUND, RQ(0, NOW, NOW + 60000, 0.0, NOW, &value)) \
    X(request_order_negative, FOODTRUCK_ERR_NOT_FOUND, RQ(-1, NOW, NOW + 60000, 0.0, NOW, &value)) \
    X(request_order_max, FOODTRUCK_ERR_NOT_FOUND, RQ(INT32_MAX, NOW, NOW + 60000, 0.0, NOW, &value)) \
    X(request_end_before_start, FOODTRUCK_ERR_INVALID_ARGUMENT, RQ(1, NOW, NOW - 1, 0.0, NOW, &value)) \
    X(request_order_shows_one, FOODTRUCK_ERR_INVALID_STATE, RQ(PREPARING, NOW, NOW + 60000, 0.0, NOW, &value)) \
    X(request_over_limit, FOODTRUCK_ERR_LIMIT_REACHED, request_over_limit()) \
    X(request_disabled, FOODTRUCK_ERR_DISABLED, request_disabled()) \
    X(update_id_zero, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_update(live, 0, NOW, NOW + 60000, 1.0, NOW)) \
    X(update_id_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_update(live, -1, NOW, NOW + 60000, 1.0, NOW)) \
    X(update_id_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_update(live, INT32_MAX, NOW, NOW + 60000, 1.0, NOW)) \
    X(update_end_before_start, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_update(live, SHOWING, NOW, NOW - 1, 1.0, NOW)) \
    X(update_ended, FOODTRUCK_ERR_INVALID_STATE, update_ended()) \
    X(end_id_zero, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_end(live, 0, FOODTRUCK_DISMISS_DEFAULT, 0, NOW)) \
    X(end_id_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_end(live, -1, FOODTRUCK_DISMISS_DEFAULT, 0, NOW)) \
    X(end_id_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_end(live, INT32_MAX, FOODTRUCK_DISMISS_DEFAULT, 0, NOW)) \
    X(end_default_ignores_dismiss_at, FOODTRUCK_OK, foodtruck_activity_end(live, SHOWING, FOODTRUCK_DISMISS_DEFAULT, INT64_MIN, NOW)) \
    X(end_twice, FOODTRUCK_ERR_INVALID_STATE, end_twice()) \
    X(activity_get_id_zero, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_get(live, 0, &activity)) \
    X(activity_get_id_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_get(live, -1, &activity)) \
    X(activity_get_id_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_get(live, INT32_MAX, &activity)) \
    X(for_order_zero, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_for_order(live, 0, &value)) \
    X(for_order_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_for_order(live, -1, &value)) \
    X(for_order_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_for_order(live, INT32_MAX, &value)) \
    X(for_order_without_activity, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_for_order(live, 1, &value)) \
    X(activity_list_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_activity_list(live, ids, 0, &n)) \
    X(activity_list_count_only, FOODTRUCK_OK, foodtruck_activity_list(live, NULL, 0, &n)) \
    X(activity_text_id_zero, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_text(live, 0, FOODTRUCK_TEXT_LOCK_TITLE, NOW, text, 64, &n)) \
    X(activity_text_id_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_text(live, -1, FOODTRUCK_TEXT_LOCK_TITLE, NOW, text, 64, &n)) \
    X(activity_text_id_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_text(live, INT32_MAX, FOODTRUCK_TEXT_LOCK_TITLE, NOW, text, 64, &n)) \
    X(activity_text_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_activity_text(live, SHOWING, FOODTRUCK_TEXT_LOCK_TITLE, NOW, text, 10, &n)) \
    X(poll_count_only, FOODTRUCK_OK, foodtruck_event_poll(live, NULL, 0, &n)) \
    X(callback_unregister_none, FOODTRUCK_OK, foodtruck_truck_set_event_callback(live, NULL, NULL, NULL)) \
    X(link_number_zero, FOODTRUCK_ERR_NOT_FOUND, foodtruck_deep_link_for_order(live, 0, text, 64, &n)) \
    X(link_number_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_deep_link_for_order(live, -1, text, 64, &n)) \
    X(link_number_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_deep_link_for_order(live, INT32_MAX, text, 64, &n)) \
    X(link_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_deep_link_for_order(live, 1, text, 22, &n)) \
    X(parse_truncated_utf8, FOODTRUCK_ERR_INVALID_UTF8, foodtruck_deep_link_parse(live, "foodtruck://order/12\xc3", &value)) \
    X(parse_not_a_link, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_deep_link_parse(live, "http://x", &value)) \
    X(parse_unknown_order, FOODTRUCK_ERR_NOT_FOUND, foodtruck_deep_link_parse(live, "foodtruck://order/1299", &value)) \
    X(stack_size_unspecified, FOODTRUCK_OK, foodtruck_layout_diagonal_stack_size(FOODTRUCK_UNSPECIFIED, FOODTRUCK_UNSPECIFIED, &size_out)) \
    X(stack_size_infinity, FOODTRUCK_OK, foodtruck_layout_diagonal_stack_size(INFINITY, INFINITY, &size_out)) \
    X(stack_size_minus_infinity, FOODTRUCK_OK, foodtruck_layout_diagonal_stack_size(-INFINITY, 60, &size_out)) \
    X(stack_count_only, FOODTRUCK_OK, foodtruck_layout_diagonal_stack(3, BOUNDS, false, NULL, 0, &n)) \
    X(stack_null_count_out, FOODTRUCK_OK, foodtruck_layout_diagonal_stack(3, BOUNDS, true, frames, 16, NULL)) \
    X(stack_negative_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_diagonal_stack(3, rect_of(0, 0, -1, 60), false, frames, 16, &n)) \
    X(stack_negative_height, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_diagonal_stack(3, rect_of(0, 0, 60, -0.001), false, frames, 16, &n)) \
    X(stack_zero_bounds, FOODTRUCK_OK, foodtruck_layout_diagonal_stack(3, rect_of(0, 0, 0, 0), false, frames, 16, &n)) \
    X(stack_count_ptrdiff_max, FOODTRUCK_OK, foodtruck_layout_diagonal_stack(PTRDIFF_MAX, BOUNDS, false, frames, 16, &n)) \
    X(stack_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_layout_diagonal_stack(2, BOUNDS, false, frames, 1, &n)) \
    X(flow_null_items_none, FOODTRUCK_OK, FLOW(NULL, 0, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, NULL, 0, &size_out)) \
    X(flow_count_only, FOODTRUCK_OK, FLOW(items, 4, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, NULL, 0, &size_out)) \
    X(flow_null_count_out, FOODTRUCK_OK, foodtruck_layout_flow(items, 4, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, true, frames, 16, NULL, &size_out)) \
    X(flow_item_nan_width, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(item_nan_width, 1, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_item_nan_height, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(item_nan_height, 1, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_item_infinite_width, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(item_infinite_width, 1, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_item_negative_width, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(item_negative_width, 1, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_item_negative_height, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(item_negative_height, 1, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_infinite_width, FOODTRUCK_OK, FLOW(items, 4, INFINITY, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_unspecified_width, FOODTRUCK_OK, FLOW(items, 4, FOODTRUCK_UNSPECIFIED, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_negative_hspacing, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(items, 4, 100, -1, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_negative_vspacing, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(items, 4, 100, 10, -10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_count_above_limit, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(items, 1000001, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, FLOW(items, 4, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 3, &size_out)) \
    X(hero_count_only, FOODTRUCK_OK, foodtruck_layout_hero_tiling(5, HERO, false, NULL, 0, &n)) \
    X(hero_negative_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_hero_tiling(5, rect_of(0, 0, -210, 100), false, frames, 16, &n)) \
    X(hero_count_limit, FOODTRUCK_OK, foodtruck_layout_hero_tiling(1000000, HERO, false, NULL, 0, &n)) \
    X(hero_count_above_limit, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_hero_tiling(1000001, HERO, false, NULL, 0, &n)) \
    X(hero_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_layout_hero_tiling(5, HERO, true, frames, 4, &n)) \
    X(lattice_count_only, FOODTRUCK_OK, foodtruck_layout_donut_lattice(14, LATTICE, false, NULL, 0, &n)) \
    X(lattice_negative_height, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_donut_lattice(14, rect_of(0, 0, 250, -150), false, frames, 16, &n)) \
    X(lattice_count_ptrdiff_max, FOODTRUCK_OK, foodtruck_layout_donut_lattice(PTRDIFF_MAX, LATTICE, false, frames, 16, &n)) \
    X(lattice_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_layout_donut_lattice(14, LATTICE, true, frames, 13, &n)) \
    X(compact_negative_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_is_compact(-1, 400, false, &flag)) \
    X(compact_negative_threshold, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_is_compact(300, -400, false, &flag)) \
    X(compact_zero, FOODTRUCK_OK, foodtruck_layout_is_compact(0, 0, false, &flag)) \
    X(grid_negative_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_gallery_grid(-0.5, true, &grid)) \
    X(grid_zero_width, FOODTRUCK_OK, foodtruck_layout_gallery_grid(0, false, &grid)) \
    X(gauge_count_only, FOODTRUCK_OK, foodtruck_layout_segmented_gauge(8, 10, 200, false, NULL, 0, &n)) \
    X(gauge_negative_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_segmented_gauge(8, 10, -200, true, segments, 16, &n)) \
    X(gauge_total_limit, FOODTRUCK_OK, foodtruck_layout_segmented_gauge(8, 1000, 2997, false, NULL, 0, &n)) \
    X(gauge_narrower_than_gaps, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_segmented_gauge(500, 1000, 10, false, segments, 16, &n)) \
    X(gauge_total_1001, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_segmented_gauge(8, 1001, 200, false, NULL, 0, &n)) \
    X(gauge_total_int_min, FOODTRUCK_OK, foodtruck_layout_segmented_gauge(8, INT32_MIN, 200, false, segments, 16, &n)) \
    X(gauge_value_int_min, FOODTRUCK_OK, foodtruck_layout_segmented_gauge(INT32_MIN, 10, 200, false, segments, 16, &n)) \
    X(gauge_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_layout_segmented_gauge(8, 10, 200, false, segments, 9, &n)) \
    X(ticks_count_only, FOODTRUCK_OK, foodtruck_chart_nice_ticks(0, 722, 5, NULL, 0, &n)) \
    X(ticks_target_1, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_nice_ticks(0, 722, 1, ticks, 16, &n)) \
    X(ticks_target_101, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_nice_ticks(0, 722, 101, ticks, 16, &n)) \
    X(ticks_target_zero, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_nice_ticks(0, 722, 0, ticks, 16, &n)) \
    X(ticks_target_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_nice_ticks(0, 722, -5, ticks, 16, &n)) \
    X(ticks_target_2, FOODTRUCK_OK, foodtruck_chart_nice_ticks(0, 722, 2, NULL, 0, &n)) \
    X(ticks_target_100, FOODTRUCK_OK, foodtruck_chart_nice_ticks(0, 722, 100, NULL, 0, &n)) \
    X(ticks_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_chart_nice_ticks(0, 722, 5, ticks, 4, &n)) \
    X(top_sales_count_only, FOODTRUCK_OK, foodtruck_chart_top_sales(live, WEEK, NOW, NULL, 0, &n)) \
    X(top_sales_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_chart_top_sales(live, WEEK, NOW, top, 4, &n)) \
    X(date_ticks_first_instant, FOODTRUCK_OK, foodtruck_chart_date_ticks(live, FOODTRUCK_TIMEFRAME_YEAR, FIRST_INSTANT, date_ticks, 32, &n)) \
    X(date_ticks_count_only, FOODTRUCK_OK, foodtruck_chart_date_ticks(live, WEEK, NOW, NULL, 0, &n)) \
    X(date_ticks_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_chart_date_ticks(live, WEEK, NOW, date_ticks, 6, &n)) \
    X(date_label_length_only, FOODTRUCK_OK, foodtruck_chart_date_label(live, WEEK, NOW, NULL, 0, &n)) \
    X(date_label_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_chart_date_label(live, WEEK, NOW, text, 3, &n)) \
    X(forecast_last_instant, FOODTRUCK_OK, foodtruck_chart_forecast(live, LAST_INSTANT, hours, 32, &n, &value)) \
    X(forecast_count_only, FOODTRUCK_OK, foodtruck_chart_forecast(live, NOW, NULL, 0, &n, NULL)) \
    X(forecast_null_low, FOODTRUCK_OK, foodtruck_chart_forecast(live, NOW, hours, 32, NULL, NULL)) \
    X(forecast_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_chart_forecast(live, NOW, hours, 24, &n, &value)) \
    X(nights_count_only, FOODTRUCK_OK, foodtruck_chart_forecast_nights(live, NOW, NULL, 0, &n)) \
    X(nights_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_chart_forecast_nights(live, NOW, nights, 0, &n)) \
    X(forecast_ticks_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_chart_forecast_ticks(live, NOW, date_ticks, 1, &n)) \
    X(svg_donut_id_17, FOODTRUCK_ERR_NOT_FOUND, foodtruck_svg_donut(live, 17, 128, NULL, 0, &n)) \
    X(svg_donut_id_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_svg_donut(live, -1, 128, NULL, 0, &n)) \
    X(svg_donut_id_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_svg_donut(live, INT32_MAX, 128, NULL, 0, &n)) \
    X(svg_donut_size_zero, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_svg_donut(live, 0, 0, NULL, 0, &n)) \
    X(svg_donut_size_below_1, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_svg_donut(live, 0, 0.5, NULL, 0, &n)) \
    X(svg_donut_size_1, FOODTRUCK_OK, foodtruck_svg_donut(live, 0, 1, NULL, 0, &n)) \
    X(svg_donut_size_10000, FOODTRUCK_OK, foodtruck_svg_donut(live, 0, 10000, NULL, 0, &n)) \
    X(svg_donut_size_10001, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_svg_donut(live, 0, 10001, NULL, 0, &n)) \
    X(svg_donut_size_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_svg_donut(live, 0, -128, NULL, 0, &n)) \
    X(svg_donut_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_svg_donut(live, 0, 128, text, 64, &n)) \
    X(svg_chart_forecast_bad_timeframe, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_FORECAST, bad_timeframe(4), NOW, 480, 300, NULL, 0)) \
    X(svg_chart_first_instant, FOODTRUCK_OK, SVG_CHART(live, FOODTRUCK_CHART_SALES_HISTORY, FOODTRUCK_TIMEFRAME_YEAR, FIRST_INSTANT, 480, 300, NULL, 0)) \
    X(svg_chart_last_instant, FOODTRUCK_OK, SVG_CHART(live, FOODTRUCK_CHART_FORECAST, WEEK, LAST_INSTANT, 480, 300, NULL, 0)) \
    X(svg_chart_width_zero, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_TOP_SALES, WEEK, NOW, 0, 300, NULL, 0)) \
    X(svg_chart_width_10001, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_TOP_SALES, WEEK, NOW, 10001, 300, NULL, 0)) \
    X(svg_chart_width_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_TOP_SALES, WEEK, NOW, -480, 300, NULL, 0)) \
    X(svg_chart_height_zero, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_FORECAST, WEEK, NOW, 480, 0, NULL, 0)) \
    X(svg_chart_height_10001, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_FORECAST, WEEK, NOW, 480, 10001, NULL, 0)) \
    X(svg_chart_smallest, FOODTRUCK_OK, SVG_CHART(live, FOODTRUCK_CHART_TOP_SALES, WEEK, NOW, 1, 1, NULL, 0)) \
    X(svg_chart_largest, FOODTRUCK_OK, SVG_CHART(live, FOODTRUCK_CHART_SALES_HISTORY, FOODTRUCK_TIMEFRAME_YEAR, NOW, 10000, 10000, NULL, 0)) \
    X(svg_chart_forecast_length_only, FOODTRUCK_OK, SVG_CHART(live, FOODTRUCK_CHART_FORECAST, WEEK, NOW, 480, 300, NULL, 0)) \
    X(svg_chart_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, SVG_CHART(live, FOODTRUCK_CHART_TOP_SALES, WEEK, NOW, 480, 300, text, 64)) \
    X(clock_text_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_truck_clock_text(live, NOW, text, 8, &n))   \

#include "misuse_rows.h" /* GENERATED_MISUSE_ROWS: the rows the API model decides */

#define DEFINE_ROW(label, expected, call) static foodtruck_status row_##label(void) { return call; }
#define DEFINE_GENERATED_ROW(label, expected, argument, call) DEFINE_ROW(label, expected, call)
MISUSE_ROWS(DEFINE_ROW)
GENERATED_MISUSE_ROWS(DEFINE_GENERATED_ROW)

typedef struct misuse_row {
    const char *label;
    foodtruck_status expected;
    const char *argument; /* a failed call's message names it ("" for no check; a|b: either) */
    foodtruck_status (*call)(void);
} misuse_row;

#define TABLE_ROW(label, expected, call) {#label, expected, "", row_##label},
#define TABLE_GENERATED_ROW(label, expected, argument, call) {#label, expected, argument, row_##label},
static const misuse_row ROWS[] = {MISUSE_ROWS(TABLE_ROW) GENERATED_MISUSE_ROWS(TABLE_GENERATED_ROW)};

/* Whether text holds one of the |-separated names as a whole identifier. */
static int is_identifier(char c) { return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }
static int names_argument(const char *text, const char *names) {
    if (!names[0]) return 1;
    while (*names) {
        size_t length = strcspn(names, "|");
        for (const char *p = text; *p; p++)
            if (strncmp(p, names, length) == 0 && (p == text || !is_identifier(p[-1])) && !is_identifier(p[length])) return 1;
        names += length;
        if (*names == '|') names++;
    }
    return 0;
}

/* Runs one row in a child; the child's exit code carries the status it got. */
static void run_row(const misuse_row *row) {
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        foodtruck_status got = row->call();
        /* A failed call must leave a message that names the operation. */
        const char *message = foodtruck_last_error();
        int message_ok = got == FOODTRUCK_OK ? message[0] == '\0' : strstr(message, "foodtruck_") != NULL;
        /* ... and the argument that was bad, after "function: ". */
        const char *colon = strstr(message, ": ");
        if (message_ok && got != FOODTRUCK_OK && !names_argument(colon ? colon + 2 : message, row->argument)) _exit(99);
        _exit(message_ok ? (int)got : 100);
    }
    int wstatus = 0;
    check_count++;
    if (pid < 0 || waitpid(pid, &wstatus, 0) != pid) {
        check_failures++;
        fprintf(stderr, "%s: could not run the row in a child process\n", row->label);
    } else if (WIFSIGNALED(wstatus)) {
        check_failures++;
        fprintf(stderr, "%s: CRASHED with signal %d\n", row->label, WTERMSIG(wstatus));
    } else if (WEXITSTATUS(wstatus) == 99) {
        check_failures++;
        fprintf(stderr, "%s: foodtruck_last_error() does not name %s\n", row->label, row->argument);
    } else if (WEXITSTATUS(wstatus) == 100) {
        check_failures++;
        fprintf(stderr, "%s: foodtruck_last_error() does not match the status\n", row->label);
    } else if (WEXITSTATUS(wstatus) != (int)row->expected) {
        check_failures++;
        fprintf(stderr, "%s: returned %s, expected %s\n", row->label,
                foodtruck_status_string((foodtruck_status)WEXITSTATUS(wstatus)), foodtruck_status_string(row->expected));
    }
}

int main(void) {
    if (foodtruck_truck_new(&live) != FOODTRUCK_OK || foodtruck_truck_new(&freed) != FOODTRUCK_OK || foodtruck_truck_free(freed) != FOODTRUCK_OK) {
        fprintf(stderr, "setup failed: %s\n", foodtruck_last_error());
        return 1;
    }
    foreign = (foodtruck_truck *)(void *)&foreign_storage;
    memset(megabyte, 'a', sizeof megabyte - 1);
    memset(long_search, 'a', sizeof long_search - 1);
    memset(long_name, 'a', sizeof long_name - 1);
    memcpy(long_link, "foodtruck://order/12", 20);
    memset(long_link + 20, '9', sizeof long_link - 21);
    /* Order 1 exists (placed) for the rows that need an order. */
    if (foodtruck_order_place(live, lines, 2, NOW, &number) != FOODTRUCK_OK) {
        fprintf(stderr, "setup failed: %s\n", foodtruck_last_error());
        return 1;
    }
    /* Order 2 is preparing (its countdown and live activity 1 started at NOW); the truck has
     * ticked at NOW. */
    if (foodtruck_order_place(live, lines, 1, NOW, &number) != FOODTRUCK_OK ||
        foodtruck_order_apply(live, PREPARING, FOODTRUCK_ORDER_PREPARE, NOW) != FOODTRUCK_OK ||
        foodtruck_activity_for_order(live, PREPARING, &value) != FOODTRUCK_OK || value != SHOWING ||
        foodtruck_truck_tick(live, NOW, NULL) != FOODTRUCK_OK) {
        fprintf(stderr, "setup failed: %s\n", foodtruck_last_error());
        return 1;
    }
    size_t rows = sizeof ROWS / sizeof ROWS[0];
    for (size_t i = 0; i < rows; i++) run_row(&ROWS[i]);
    /* Functions without a status cannot fail, but must survive any argument. */
    CHECK_STR(foodtruck_status_string((foodtruck_status)INT_MIN), "FOODTRUCK_ERR_UNKNOWN");
    CHECK(foodtruck_last_error() != NULL);
    CHECK(foodtruck_version() != NULL);
    CHECK_INT(foodtruck_version_number(), FOODTRUCK_VERSION_NUMBER);
    printf("misuse matrix: %zu rows\n", rows);
    CHECK_OK(foodtruck_truck_free(live));
    return check_report("test_misuse");
}
