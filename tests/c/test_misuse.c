/* test_misuse.c: the misuse matrix. Every function x every bad-input class (each pointer NULL,
 * a freed handle, a foreign handle, out-of-range enums, negative and huge ids and counts,
 * capacities above PTRDIFF_MAX, invalid UTF-8) must return its documented status. Each row
 * runs in a child process, so a trap (SIGILL) or any other crash is caught and reported as a
 * failure instead of ending the test. Keep the rows in header order; one row, one bad input. */
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
static foodtruck_flavor flavor;
static int32_t value;
static foodtruck_locale locale;
static bool flag;
static int32_t number;
static uint32_t mask;
static int64_t cents;
static foodtruck_order order;
static foodtruck_order_line lines[2] = {{0, 1}, {1, 2}};
static foodtruck_order_line line_list[64];
static foodtruck_order_status order_status;
static foodtruck_donut_sales top[32];
static foodtruck_sales_point points[32];
static int64_t sales[32];
static foodtruck_timer timer;
static foodtruck_activity activity;
static foodtruck_island island;
static foodtruck_event events[8];
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
static foodtruck_flavor bad_flavor(int raw) { foodtruck_flavor f; memcpy(&f, &raw, sizeof f); return f; }
static foodtruck_locale bad_locale(int raw) { foodtruck_locale l; memcpy(&l, &raw, sizeof l); return l; }
static foodtruck_ingredient_kind bad_kind(int raw) { foodtruck_ingredient_kind k; memcpy(&k, &raw, sizeof k); return k; }
static foodtruck_order_action bad_action(int raw) { foodtruck_order_action a; memcpy(&a, &raw, sizeof a); return a; }
static foodtruck_order_status bad_status(int raw) { foodtruck_order_status s; memcpy(&s, &raw, sizeof s); return s; }
static foodtruck_order_sort bad_sort(int raw) { foodtruck_order_sort s; memcpy(&s, &raw, sizeof s); return s; }
static foodtruck_timeframe bad_timeframe(int raw) { foodtruck_timeframe t; memcpy(&t, &raw, sizeof t); return t; }
static foodtruck_event_kind bad_event_kind(int raw) { foodtruck_event_kind k; memcpy(&k, &raw, sizeof k); return k; }
static foodtruck_city bad_city(int raw) { foodtruck_city c; memcpy(&c, &raw, sizeof c); return c; }
static foodtruck_activity_text_slot bad_slot(int raw) { foodtruck_activity_text_slot s; memcpy(&s, &raw, sizeof s); return s; }
static foodtruck_dismissal_policy bad_policy(int raw) { foodtruck_dismissal_policy p; memcpy(&p, &raw, sizeof p); return p; }
static foodtruck_horizontal_alignment bad_halign(int raw) { foodtruck_horizontal_alignment a; memcpy(&a, &raw, sizeof a); return a; }
static foodtruck_vertical_alignment bad_valign(int raw) { foodtruck_vertical_alignment a; memcpy(&a, &raw, sizeof a); return a; }
static foodtruck_chart_kind bad_chart(int raw) { foodtruck_chart_kind k; memcpy(&k, &raw, sizeof k); return k; }
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
    X(truck_new_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_truck_new(NULL))                                \
    X(truck_free_null, FOODTRUCK_OK, foodtruck_truck_free(NULL))                                                 \
    X(truck_free_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_free(freed))                               \
    X(truck_free_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_free(foreign))                           \
    X(set_locale_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_set_locale(NULL, FOODTRUCK_LOCALE_AR))       \
    X(set_locale_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_set_locale(freed, FOODTRUCK_LOCALE_AR))           \
    X(set_locale_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_set_locale(foreign, FOODTRUCK_LOCALE_AR))       \
    X(set_locale_2, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_locale(live, bad_locale(2)))             \
    X(set_locale_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_locale(live, bad_locale(-1)))     \
    X(set_locale_int_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_locale(live, bad_locale(INT_MAX))) \
    X(locale_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_locale(NULL, &locale))                    \
    X(locale_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_locale(freed, &locale))                        \
    X(locale_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_truck_locale(live, NULL))                          \
    X(rtl_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_is_right_to_left(NULL, &flag))               \
    X(rtl_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_is_right_to_left(freed, &flag))                   \
    X(rtl_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_truck_is_right_to_left(live, NULL))                   \
    X(flavor_name_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_flavor_name(NULL, FOODTRUCK_FLAVOR_SOUR, text, 64, &n)) \
    X(flavor_name_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_flavor_name(freed, FOODTRUCK_FLAVOR_SOUR, text, 64, &n)) \
    X(flavor_name_6, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_flavor_name(live, bad_flavor(6), text, 64, &n))   \
    X(flavor_name_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_flavor_name(live, bad_flavor(-1), text, 64, &n)) \
    X(flavor_name_null_buffer, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_flavor_name(live, FOODTRUCK_FLAVOR_SOUR, NULL, 64, &n)) \
    X(flavor_name_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_flavor_name(live, FOODTRUCK_FLAVOR_SOUR, text, HUGE_CAPACITY, &n)) \
    X(flavor_name_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_flavor_name(live, FOODTRUCK_FLAVOR_SOUR, NULL, SIZE_MAX, &n)) \
    X(flavor_name_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_flavor_name(live, FOODTRUCK_FLAVOR_SOUR, text, 1, &n)) \
    X(most_potent_null_profile, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_flavor_profile_most_potent(NULL, &flavor, &value)) \
    X(most_potent_null_flavor, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_flavor_profile_most_potent(&profile, NULL, &value)) \
    X(most_potent_null_value, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_flavor_profile_most_potent(&profile, &flavor, NULL)) \
    X(ingredient_count_kind_3, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_count(bad_kind(3), &n))      \
    X(ingredient_count_kind_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_count(bad_kind(-1), &n)) \
    X(ingredient_count_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_ingredient_count(DOUGH, NULL))           \
    X(ingredient_flavors_bad_kind, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_flavors(bad_kind(99), 0, &profile)) \
    X(ingredient_flavors_index_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_flavors(DOUGH, -1, &profile)) \
    X(ingredient_flavors_index_7, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_flavors(DOUGH, 7, &profile)) \
    X(ingredient_flavors_index_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_flavors(FOODTRUCK_INGREDIENT_TOPPING, INT32_MAX, &profile)) \
    X(ingredient_flavors_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_ingredient_flavors(DOUGH, 0, NULL))    \
    X(ingredient_slug_bad_kind, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_slug(bad_kind(3), 0, text, 64, &n)) \
    X(ingredient_slug_index_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_slug(DOUGH, INT32_MIN, text, 64, &n)) \
    X(ingredient_slug_null_buffer, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_ingredient_slug(DOUGH, 0, NULL, 8, &n)) \
    X(ingredient_slug_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_slug(DOUGH, 0, text, SIZE_MAX, &n)) \
    X(ingredient_image_key_bad_kind, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_image_key(bad_kind(-7), 0, text, 64, &n)) \
    X(ingredient_image_key_index_24, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_image_key(FOODTRUCK_INGREDIENT_TOPPING, 24, text, 64, &n)) \
    X(ingredient_image_key_null_buffer, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_ingredient_image_key(DOUGH, 0, NULL, 1, &n)) \
    X(ingredient_image_key_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_image_key(DOUGH, 0, NULL, HUGE_CAPACITY, &n)) \
    X(ingredient_name_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_ingredient_name(NULL, DOUGH, 0, text, 64, &n)) \
    X(ingredient_name_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_ingredient_name(freed, DOUGH, 0, text, 64, &n)) \
    X(ingredient_name_bad_kind, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_name(live, bad_kind(3), 0, text, 64, &n)) \
    X(ingredient_name_index_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_name(live, FOODTRUCK_INGREDIENT_GLAZE, -1, text, 64, &n)) \
    X(ingredient_name_null_buffer, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_ingredient_name(live, DOUGH, 0, NULL, 64, &n)) \
    X(ingredient_name_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_ingredient_name(live, DOUGH, 0, text, SIZE_MAX, &n)) \
    X(donut_count_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_count(NULL, &n))                      \
    X(donut_count_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_count(freed, &n))                          \
    X(donut_count_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_count(foreign, &n))                      \
    X(donut_count_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_donut_count(live, NULL))                       \
    X(donut_get_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_get(NULL, 0, &donut))                   \
    X(donut_get_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_get(freed, 0, &donut))                       \
    X(donut_get_id_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_donut_get(live, -1, &donut))                      \
    X(donut_get_id_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_donut_get(live, INT32_MAX, &donut))                    \
    X(donut_get_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_donut_get(live, 0, NULL))                        \
    X(donut_name_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_name(NULL, 0, text, 64, &n))           \
    X(donut_name_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_name(freed, 0, text, 64, &n))               \
    X(donut_name_id_min, FOODTRUCK_ERR_NOT_FOUND, foodtruck_donut_name(live, INT32_MIN, text, 64, &n))            \
    X(donut_name_null_buffer, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_donut_name(live, 0, NULL, 64, &n))           \
    X(donut_name_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_name(live, 0, text, HUGE_CAPACITY, &n)) \
    X(donut_name_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_donut_name(live, 0, text, 3, &n))            \
    X(search_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_search(NULL, "", ids, 32, &n))             \
    X(search_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_search(freed, "", ids, 32, &n))                 \
    X(search_null_text, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_donut_search(live, NULL, ids, 32, &n))             \
    X(search_bad_utf8, FOODTRUCK_ERR_INVALID_UTF8, foodtruck_donut_search(live, BAD_UTF8, ids, 32, &n))           \
    X(search_truncated_utf8, FOODTRUCK_ERR_INVALID_UTF8, foodtruck_donut_search(live, BAD_UTF8_TRUNCATED, ids, 32, &n)) \
    X(search_too_long, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_search(live, long_search, ids, 32, &n))    \
    X(search_megabyte, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_search(live, megabyte, ids, 32, &n))       \
    X(search_null_ids, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_donut_search(live, "", NULL, 32, &n))               \
    X(search_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_search(live, "", ids, SIZE_MAX, &n))  \
    X(search_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_donut_search(live, "", ids, 16, &n))            \
    X(sort_name_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_sort_by_name(NULL, ids, 32, &n))        \
    X(sort_name_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_sort_by_name(freed, ids, 32, &n))            \
    X(sort_name_null_ids, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_donut_sort_by_name(live, NULL, 1, &n))           \
    X(sort_name_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_sort_by_name(live, NULL, SIZE_MAX, &n)) \
    X(sort_flavor_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_sort_by_flavor(NULL, FOODTRUCK_FLAVOR_SWEET, ids, 32, &n)) \
    X(sort_flavor_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_sort_by_flavor(freed, FOODTRUCK_FLAVOR_SWEET, ids, 32, &n)) \
    X(sort_flavor_bad_flavor, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_sort_by_flavor(live, bad_flavor(INT_MIN), ids, 32, &n)) \
    X(sort_flavor_null_ids, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_donut_sort_by_flavor(live, FOODTRUCK_FLAVOR_SWEET, NULL, 32, &n)) \
    X(sort_flavor_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_sort_by_flavor(live, FOODTRUCK_FLAVOR_SWEET, ids, HUGE_CAPACITY, &n)) \
    X(template_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_template(NULL, &donut))                  \
    X(template_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_template(freed, &donut))                      \
    X(template_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_donut_template(live, NULL))                       \
    X(template_name_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_template_name(NULL, text, 64, &n))  \
    X(template_name_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_template_name(freed, text, 64, &n))      \
    X(template_name_null_buffer, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_donut_template_name(live, NULL, 64, &n))  \
    X(template_name_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_template_name(live, text, SIZE_MAX, &n)) \
    X(create_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_create(NULL, "X", 0, 0, 0, &value))        \
    X(create_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_create(freed, "X", 0, 0, 0, &value))            \
    X(create_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_create(foreign, "X", 0, 0, 0, &value))        \
    X(create_null_name, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_donut_create(live, NULL, 0, 0, 0, &value))         \
    X(create_bad_utf8, FOODTRUCK_ERR_INVALID_UTF8, foodtruck_donut_create(live, BAD_UTF8, 0, 0, 0, &value))       \
    X(create_empty_name, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_create(live, "", 0, 0, 0, &value))       \
    X(create_name_too_long, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_create(live, long_name, 0, 0, 0, &value)) \
    X(create_name_megabyte, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_create(live, megabyte, 0, 0, 0, &value)) \
    X(create_null_id_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_donut_create(live, "X", 0, 0, 0, NULL))          \
    X(create_dough_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_create(live, "X", -1, 0, 0, &value)) \
    X(create_dough_7, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_create(live, "X", 7, 0, 0, &value))         \
    X(create_dough_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_create(live, "X", INT32_MAX, 0, 0, &value)) \
    X(create_glaze_minus_2, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_create(live, "X", 0, -2, 0, &value))  \
    X(create_glaze_7, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_create(live, "X", 0, 7, 0, &value))         \
    X(create_topping_24, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_create(live, "X", 0, 0, 24, &value))     \
    X(create_topping_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_create(live, "X", 0, 0, INT32_MIN, &value)) \
    X(edit_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_edit(NULL, 0, "X", 0, 0, 0))                 \
    X(edit_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_edit(freed, 0, "X", 0, 0, 0))                     \
    X(edit_id_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_donut_edit(live, -1, "X", 0, 0, 0))                    \
    X(edit_id_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_donut_edit(live, INT32_MAX, "X", 0, 0, 0))                  \
    X(edit_null_name, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_donut_edit(live, 0, NULL, 0, 0, 0))                  \
    X(edit_bad_utf8, FOODTRUCK_ERR_INVALID_UTF8, foodtruck_donut_edit(live, 0, BAD_UTF8_TRUNCATED, 0, 0, 0))      \
    X(edit_control_name, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_edit(live, 0, "Bell\a", 0, 0, 0))        \
    X(edit_name_too_long, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_edit(live, 0, long_name, 0, 0, 0))      \
    X(edit_dough_7, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_edit(live, 0, "X", 7, 0, 0))                  \
    X(edit_glaze_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_edit(live, 0, "X", 0, INT32_MAX, 0))        \
    X(edit_topping_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_edit(live, 0, "X", 0, 0, -5))         \
    X(set_offset_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_set_utc_offset(freed, 60))                   \
    X(set_offset_1440, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_utc_offset(live, 1440))                 \
    X(set_offset_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_utc_offset(live, INT32_MIN))             \
    X(offset_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_utc_offset(NULL, &value))                   \
    X(offset_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_truck_utc_offset(live, NULL))                        \
    X(set_weekend_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_set_weekend_days(foreign, 1))             \
    X(set_weekend_bit_7, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_weekend_days(live, 0x80))             \
    X(set_weekend_all_days, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_weekend_days(live, 0x7F))          \
    X(set_weekend_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_weekend_days(live, UINT32_MAX))         \
    X(weekend_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_weekend_days(freed, &mask))                     \
    X(weekend_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_truck_weekend_days(live, NULL))                     \
    X(set_price_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_set_price(NULL, 100))                    \
    X(set_price_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_price(live, -1))                     \
    X(set_price_huge, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_price(live, INT64_MAX))                  \
    X(price_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_price(freed, &cents))                             \
    X(price_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_truck_price(live, NULL))                              \
    X(simulate_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_simulate(freed, 1, NOW, 20))                   \
    X(simulate_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_simulate(live, 1, INT64_MIN, 20))          \
    X(simulate_now_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_simulate(live, 1, INT64_MAX, 20))          \
    X(simulate_stream_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_simulate(live, 1, NOW, -1))        \
    X(simulate_stream_huge, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_simulate(live, 1, NOW, INT32_MAX))     \
    X(tick_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_tick(NULL, NOW, &value))                      \
    X(tick_now_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_tick(live, INT64_MAX, &value))                 \
    X(tick_null_out_is_fine, FOODTRUCK_OK, foodtruck_truck_tick(live, NOW, NULL))                                  \
    X(tick_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_tick(freed, NOW, &value))                         \
    X(tick_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_tick(foreign, NOW, &value))                     \
    X(tick_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_tick(live, INT64_MIN, &value))                 \
    X(tick_backwards, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_tick(live, NOW - 1, &value))                 \
    X(timer_duration_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_set_timer_duration(NULL, 30))       \
    X(timer_duration_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_set_timer_duration(freed, 30))           \
    X(timer_duration_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_set_timer_duration(foreign, 30))       \
    X(timer_duration_0, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_timer_duration(live, 0))               \
    X(timer_duration_61, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_timer_duration(live, 61))             \
    X(timer_duration_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_timer_duration(live, -1))       \
    X(timer_duration_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_timer_duration(live, INT32_MIN))     \
    X(timer_duration_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_timer_duration(live, INT32_MAX))     \
    X(activity_limit_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_set_activity_limit(NULL, 10))       \
    X(activity_limit_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_set_activity_limit(freed, 10))           \
    X(activity_limit_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_set_activity_limit(foreign, 10))       \
    X(activity_limit_0, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_activity_limit(live, 0))               \
    X(activity_limit_101, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_activity_limit(live, 101))           \
    X(activity_limit_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_activity_limit(live, -1))       \
    X(activity_limit_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_activity_limit(live, INT32_MAX))     \
    X(activities_enabled_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_set_activities_enabled(NULL, true, NOW)) \
    X(activities_enabled_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_set_activities_enabled(freed, false, NOW)) \
    X(activities_enabled_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_set_activities_enabled(foreign, false, NOW)) \
    X(activities_enabled_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_activities_enabled(live, false, INT64_MIN)) \
    X(activities_enabled_now_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_set_activities_enabled(live, true, INT64_MAX)) \
    X(popularity_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_donut_sort_by_popularity(freed, WEEK, NOW, ids, 32, &n)) \
    X(popularity_bad_timeframe, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_sort_by_popularity(live, bad_timeframe(4), NOW, ids, 32, &n)) \
    X(popularity_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_sort_by_popularity(live, WEEK, INT64_MIN, ids, 32, &n)) \
    X(popularity_null_ids, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_donut_sort_by_popularity(live, WEEK, NOW, NULL, 32, &n)) \
    X(popularity_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_donut_sort_by_popularity(live, WEEK, NOW, ids, SIZE_MAX, &n)) \
    X(place_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_order_place(freed, lines, 2, NOW, &number))             \
    X(place_null_lines, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_order_place(live, NULL, 1, NOW, &number))           \
    X(place_no_lines, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_place(live, lines, 0, NOW, &number))         \
    X(place_huge_count, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_place(live, lines, SIZE_MAX, NOW, &number)) \
    X(place_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_place(live, lines, 2, INT64_MIN, &number))    \
    X(place_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_order_place(live, lines, 2, NOW, NULL))               \
    X(get_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_order_get(foreign, 1, &order))                          \
    X(get_number_zero, FOODTRUCK_ERR_NOT_FOUND, foodtruck_order_get(live, 0, &order))                              \
    X(get_number_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_order_get(live, -1, &order))                         \
    X(get_number_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_order_get(live, INT32_MAX, &order))                       \
    X(get_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_order_get(live, 1, NULL))                               \
    X(lines_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_order_lines(freed, 1, line_list, 64, &n))               \
    X(lines_unknown, FOODTRUCK_ERR_NOT_FOUND, foodtruck_order_lines(live, INT32_MIN, line_list, 64, &n))           \
    X(lines_null_buffer, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_order_lines(live, 1, NULL, 64, &n))                \
    X(lines_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_lines(live, 1, line_list, SIZE_MAX, &n)) \
    X(lines_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_order_lines(live, 1, line_list, 1, &n))           \
    X(display_id_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_order_display_id(NULL, 1, text, 64, &n))      \
    X(display_id_unknown, FOODTRUCK_ERR_NOT_FOUND, foodtruck_order_display_id(live, 99, text, 64, &n))             \
    X(display_id_null_buffer, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_order_display_id(live, 1, NULL, 64, &n))      \
    X(display_id_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_display_id(live, 1, text, HUGE_CAPACITY, &n)) \
    X(short_id_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_order_short_id(freed, 1, text, 64, &n))              \
    X(short_id_unknown, FOODTRUCK_ERR_NOT_FOUND, foodtruck_order_short_id(live, 0, text, 64, &n))                  \
    X(short_id_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_order_short_id(live, 1, text, 4, &n))          \
    X(apply_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_order_apply(freed, 1, FOODTRUCK_ORDER_PREPARE, NOW))           \
    X(apply_unknown, FOODTRUCK_ERR_NOT_FOUND, foodtruck_order_apply(live, 99, FOODTRUCK_ORDER_PREPARE, NOW))              \
    X(apply_action_none, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_apply(live, 1, FOODTRUCK_ORDER_ACTION_NONE, NOW)) \
    X(apply_action_3, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_apply(live, 1, bad_action(3), NOW))          \
    X(apply_now_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_apply(live, 1, FOODTRUCK_ORDER_PREPARE, INT64_MAX))  \
    X(apply_wrong_state, FOODTRUCK_ERR_INVALID_STATE, foodtruck_order_apply(live, 1, FOODTRUCK_ORDER_COMPLETE, NOW))      \
    X(advance_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_order_advance(NULL, 1, NOW, &order_status))      \
    X(advance_unknown, FOODTRUCK_ERR_NOT_FOUND, foodtruck_order_advance(live, -5, NOW, &order_status))             \
    X(advance_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_advance(live, 1, INT64_MIN, &order_status)) \
    X(count_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_order_count(freed, FOODTRUCK_ORDER_STATUS_ALL, "", &n))        \
    X(count_bad_mask, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_count(live, 0x10, "", &n))                   \
    X(count_null_search, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_order_count(live, FOODTRUCK_ORDER_STATUS_ALL, NULL, &n))  \
    X(count_bad_utf8, FOODTRUCK_ERR_INVALID_UTF8, foodtruck_order_count(live, FOODTRUCK_ORDER_STATUS_ALL, BAD_UTF8, &n))  \
    X(count_search_too_long, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_count(live, FOODTRUCK_ORDER_STATUS_ALL, long_search, &n)) \
    X(count_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_order_count(live, FOODTRUCK_ORDER_STATUS_ALL, "", NULL))     \
    X(list_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_order_list(freed, 0xF, "", FOODTRUCK_ORDER_SORT_NUMBER, false, 0, 8, ids, 32, &n)) \
    X(list_bad_mask, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_list(live, UINT32_MAX, "", FOODTRUCK_ORDER_SORT_NUMBER, false, 0, 8, ids, 32, &n)) \
    X(list_null_search, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_order_list(live, 0xF, NULL, FOODTRUCK_ORDER_SORT_NUMBER, false, 0, 8, ids, 32, &n)) \
    X(list_bad_utf8, FOODTRUCK_ERR_INVALID_UTF8, foodtruck_order_list(live, 0xF, BAD_UTF8_TRUNCATED, FOODTRUCK_ORDER_SORT_NUMBER, false, 0, 8, ids, 32, &n)) \
    X(list_search_megabyte, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_list(live, 0xF, megabyte, FOODTRUCK_ORDER_SORT_NUMBER, false, 0, 8, ids, 32, &n)) \
    X(list_bad_sort, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_list(live, 0xF, "", bad_sort(4), false, 0, 8, ids, 32, &n)) \
    X(list_huge_offset, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_list(live, 0xF, "", FOODTRUCK_ORDER_SORT_NUMBER, false, SIZE_MAX, 8, ids, 32, &n)) \
    X(list_huge_limit, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_list(live, 0xF, "", FOODTRUCK_ORDER_SORT_NUMBER, false, 0, SIZE_MAX, ids, 32, &n)) \
    X(list_null_numbers, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_order_list(live, 0xF, "", FOODTRUCK_ORDER_SORT_NUMBER, false, 0, 8, NULL, 32, &n)) \
    X(list_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_list(live, 0xF, "", FOODTRUCK_ORDER_SORT_NUMBER, false, 0, 8, ids, HUGE_CAPACITY, &n)) \
    X(status_name_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_order_status_name(freed, FOODTRUCK_ORDER_READY, text, 64, &n)) \
    X(status_name_4, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_status_name(live, bad_status(4), text, 64, &n)) \
    X(status_name_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_status_name(live, bad_status(-1), text, 64, &n)) \
    X(status_name_null_buffer, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_order_status_name(live, FOODTRUCK_ORDER_READY, NULL, 64, &n)) \
    X(action_title_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_order_action_title(freed, FOODTRUCK_ORDER_PREPARE, text, 64, &n)) \
    X(action_title_none, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_action_title(live, FOODTRUCK_ORDER_ACTION_NONE, text, 64, &n)) \
    X(action_title_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_order_action_title(live, FOODTRUCK_ORDER_PREPARE, text, SIZE_MAX, &n)) \
    X(by_donut_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_sales_by_donut(freed, WEEK, ALL, NOW, sales, 32, &n)) \
    X(by_donut_bad_timeframe, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_sales_by_donut(live, bad_timeframe(-1), ALL, NOW, sales, 32, &n)) \
    X(by_donut_city_3, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_sales_by_donut(live, WEEK, bad_city(3), NOW, sales, 32, &n)) \
    X(by_donut_city_minus_2, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_sales_by_donut(live, WEEK, bad_city(-2), NOW, sales, 32, &n)) \
    X(by_donut_now_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_sales_by_donut(live, WEEK, ALL, INT64_MAX, sales, 32, &n)) \
    X(by_donut_null_buffer, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_sales_by_donut(live, WEEK, ALL, NOW, NULL, 32, &n)) \
    X(by_donut_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_sales_by_donut(live, WEEK, ALL, NOW, sales, 3, &n)) \
    X(top_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_sales_top(NULL, WEEK, ALL, NOW, 5, top, 32, &n))    \
    X(top_bad_timeframe, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_sales_top(live, bad_timeframe(INT_MAX), ALL, NOW, 5, top, 32, &n)) \
    X(top_bad_city, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_sales_top(live, WEEK, bad_city(INT_MIN), NOW, 5, top, 32, &n)) \
    X(top_huge_n, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_sales_top(live, WEEK, ALL, NOW, SIZE_MAX, top, 32, &n)) \
    X(top_null_buffer, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_sales_top(live, WEEK, ALL, NOW, 5, NULL, 32, &n))    \
    X(top_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_sales_top(live, WEEK, ALL, NOW, 5, top, 4, &n))     \
    X(total_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_sales_total(freed, WEEK, ALL, NOW, &cents))             \
    X(total_bad_city, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_sales_total(live, WEEK, bad_city(7), NOW, &cents)) \
    X(total_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_sales_total(live, WEEK, ALL, INT64_MIN, &cents))    \
    X(total_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_sales_total(live, WEEK, ALL, NOW, NULL))              \
    X(series_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_sales_series(foreign, WEEK, ALL, NOW, points, 32, &n)) \
    X(series_bad_timeframe, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_sales_series(live, bad_timeframe(9), ALL, NOW, points, 32, &n)) \
    X(series_null_buffer, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_sales_series(live, WEEK, ALL, NOW, NULL, 32, &n)) \
    X(series_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_sales_series(live, WEEK, ALL, NOW, points, SIZE_MAX, &n)) \
    X(series_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_sales_series(live, WEEK, ALL, NOW, points, 13, &n)) \
    X(timeframe_name_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_timeframe_name(freed, WEEK, text, 64, &n))    \
    X(timeframe_name_bad, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_timeframe_name(live, bad_timeframe(4), text, 64, &n)) \
    X(timeframe_name_null_buffer, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_timeframe_name(live, WEEK, NULL, 64, &n)) \
    X(city_name_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_city_name(NULL, FOODTRUCK_CITY_LONDON, text, 64, &n)) \
    X(city_name_all, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_city_name(live, ALL, text, 64, &n))                 \
    X(city_name_3, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_city_name(live, bad_city(3), text, 64, &n))           \
    X(city_name_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_city_name(live, FOODTRUCK_CITY_LONDON, NULL, SIZE_MAX, &n)) \
    X(timer_get_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_timer_get(NULL, PREPARING, NOW, &timer)) \
    X(timer_get_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_timer_get(freed, PREPARING, NOW, &timer)) \
    X(timer_get_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_timer_get(foreign, PREPARING, NOW, &timer)) \
    X(timer_get_number_zero, FOODTRUCK_ERR_NOT_FOUND, foodtruck_timer_get(live, 0, NOW, &timer)) \
    X(timer_get_number_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_timer_get(live, -1, NOW, &timer)) \
    X(timer_get_number_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_timer_get(live, INT32_MAX, NOW, &timer)) \
    X(timer_get_not_prepared, FOODTRUCK_ERR_NOT_FOUND, foodtruck_timer_get(live, 1, NOW, &timer)) \
    X(timer_get_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_timer_get(live, PREPARING, INT64_MIN, &timer)) \
    X(timer_get_now_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_timer_get(live, PREPARING, INT64_MAX, &timer)) \
    X(timer_get_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_timer_get(live, PREPARING, NOW, NULL)) \
    X(countdown_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_timer_countdown_text(NULL, PREPARING, NOW, text, 64, &n)) \
    X(countdown_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_timer_countdown_text(freed, PREPARING, NOW, text, 64, &n)) \
    X(countdown_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_timer_countdown_text(foreign, PREPARING, NOW, text, 64, &n)) \
    X(countdown_number_zero, FOODTRUCK_ERR_NOT_FOUND, foodtruck_timer_countdown_text(live, 0, NOW, text, 64, &n)) \
    X(countdown_number_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_timer_countdown_text(live, -1, NOW, text, 64, &n)) \
    X(countdown_number_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_timer_countdown_text(live, INT32_MAX, NOW, text, 64, &n)) \
    X(countdown_not_prepared, FOODTRUCK_ERR_NOT_FOUND, foodtruck_timer_countdown_text(live, 1, NOW, text, 64, &n)) \
    X(countdown_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_timer_countdown_text(live, PREPARING, INT64_MIN, text, 64, &n)) \
    X(countdown_now_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_timer_countdown_text(live, PREPARING, INT64_MAX, text, 64, &n)) \
    X(countdown_null_buffer, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_timer_countdown_text(live, PREPARING, NOW, NULL, 64, &n)) \
    X(countdown_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_timer_countdown_text(live, PREPARING, NOW, text, HUGE_CAPACITY, &n)) \
    X(countdown_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_timer_countdown_text(live, PREPARING, NOW, NULL, SIZE_MAX, &n)) \
    X(countdown_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_timer_countdown_text(live, PREPARING, NOW, text, 4, &n)) \
    X(countdown_length_only, FOODTRUCK_OK, foodtruck_timer_countdown_text(live, PREPARING, NOW, NULL, 0, &n)) \
    X(countdown_null_length, FOODTRUCK_OK, foodtruck_timer_countdown_text(live, PREPARING, NOW, text, 64, NULL)) \
    X(request_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_request(NULL, 1, NOW, NOW + 60000, 0.0, NOW, &value)) \
    X(request_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_request(freed, 1, NOW, NOW + 60000, 0.0, NOW, &value)) \
    X(request_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_request(foreign, 1, NOW, NOW + 60000, 0.0, NOW, &value)) \
    X(request_order_zero, FOODTRUCK_ERR_NOT_FOUND, RQ(0, NOW, NOW + 60000, 0.0, NOW, &value)) \
    X(request_order_negative, FOODTRUCK_ERR_NOT_FOUND, RQ(-1, NOW, NOW + 60000, 0.0, NOW, &value)) \
    X(request_order_max, FOODTRUCK_ERR_NOT_FOUND, RQ(INT32_MAX, NOW, NOW + 60000, 0.0, NOW, &value)) \
    X(request_start_min, FOODTRUCK_ERR_INVALID_ARGUMENT, RQ(1, INT64_MIN, NOW + 60000, 0.0, NOW, &value)) \
    X(request_end_max, FOODTRUCK_ERR_INVALID_ARGUMENT, RQ(1, NOW, INT64_MAX, 0.0, NOW, &value)) \
    X(request_end_before_start, FOODTRUCK_ERR_INVALID_ARGUMENT, RQ(1, NOW, NOW - 1, 0.0, NOW, &value)) \
    X(request_relevance_nan, FOODTRUCK_ERR_INVALID_ARGUMENT, RQ(1, NOW, NOW + 60000, NAN, NOW, &value)) \
    X(request_relevance_infinity, FOODTRUCK_ERR_INVALID_ARGUMENT, RQ(1, NOW, NOW + 60000, INFINITY, NOW, &value)) \
    X(request_relevance_minus_infinity, FOODTRUCK_ERR_INVALID_ARGUMENT, RQ(1, NOW, NOW + 60000, -INFINITY, NOW, &value)) \
    X(request_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, RQ(1, NOW, NOW + 60000, 0.0, INT64_MIN, &value)) \
    X(request_now_max, FOODTRUCK_ERR_INVALID_ARGUMENT, RQ(1, NOW, NOW + 60000, 0.0, INT64_MAX, &value)) \
    X(request_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, RQ(1, NOW, NOW + 60000, 0.0, NOW, NULL)) \
    X(request_order_shows_one, FOODTRUCK_ERR_INVALID_STATE, RQ(PREPARING, NOW, NOW + 60000, 0.0, NOW, &value)) \
    X(request_over_limit, FOODTRUCK_ERR_LIMIT_REACHED, request_over_limit()) \
    X(request_disabled, FOODTRUCK_ERR_DISABLED, request_disabled()) \
    X(update_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_update(NULL, SHOWING, NOW, NOW + 60000, 1.0, NOW)) \
    X(update_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_update(freed, SHOWING, NOW, NOW + 60000, 1.0, NOW)) \
    X(update_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_update(foreign, SHOWING, NOW, NOW + 60000, 1.0, NOW)) \
    X(update_id_zero, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_update(live, 0, NOW, NOW + 60000, 1.0, NOW)) \
    X(update_id_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_update(live, -1, NOW, NOW + 60000, 1.0, NOW)) \
    X(update_id_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_update(live, INT32_MAX, NOW, NOW + 60000, 1.0, NOW)) \
    X(update_start_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_update(live, SHOWING, INT64_MIN, NOW, 1.0, NOW)) \
    X(update_end_before_start, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_update(live, SHOWING, NOW, NOW - 1, 1.0, NOW)) \
    X(update_relevance_nan, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_update(live, SHOWING, NOW, NOW + 60000, NAN, NOW)) \
    X(update_relevance_infinity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_update(live, SHOWING, NOW, NOW + 60000, INFINITY, NOW)) \
    X(update_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_update(live, SHOWING, NOW, NOW + 60000, 1.0, INT64_MIN)) \
    X(update_now_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_update(live, SHOWING, NOW, NOW + 60000, 1.0, INT64_MAX)) \
    X(update_ended, FOODTRUCK_ERR_INVALID_STATE, update_ended()) \
    X(end_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_end(NULL, SHOWING, FOODTRUCK_DISMISS_DEFAULT, 0, NOW)) \
    X(end_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_end(freed, SHOWING, FOODTRUCK_DISMISS_DEFAULT, 0, NOW)) \
    X(end_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_end(foreign, SHOWING, FOODTRUCK_DISMISS_DEFAULT, 0, NOW)) \
    X(end_id_zero, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_end(live, 0, FOODTRUCK_DISMISS_DEFAULT, 0, NOW)) \
    X(end_id_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_end(live, -1, FOODTRUCK_DISMISS_DEFAULT, 0, NOW)) \
    X(end_id_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_end(live, INT32_MAX, FOODTRUCK_DISMISS_DEFAULT, 0, NOW)) \
    X(end_policy_3, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_end(live, SHOWING, bad_policy(3), 0, NOW)) \
    X(end_policy_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_end(live, SHOWING, bad_policy(-1), 0, NOW)) \
    X(end_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_end(live, SHOWING, FOODTRUCK_DISMISS_DEFAULT, 0, INT64_MIN)) \
    X(end_now_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_end(live, SHOWING, FOODTRUCK_DISMISS_IMMEDIATE, 0, INT64_MAX)) \
    X(end_after_dismiss_at_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_end(live, SHOWING, FOODTRUCK_DISMISS_AFTER, INT64_MIN, NOW)) \
    X(end_after_dismiss_at_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_end(live, SHOWING, FOODTRUCK_DISMISS_AFTER, INT64_MAX, NOW)) \
    X(end_default_ignores_dismiss_at, FOODTRUCK_OK, foodtruck_activity_end(live, SHOWING, FOODTRUCK_DISMISS_DEFAULT, INT64_MIN, NOW)) \
    X(end_twice, FOODTRUCK_ERR_INVALID_STATE, end_twice()) \
    X(activity_get_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_get(NULL, SHOWING, &activity)) \
    X(activity_get_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_get(freed, SHOWING, &activity)) \
    X(activity_get_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_get(foreign, SHOWING, &activity)) \
    X(activity_get_id_zero, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_get(live, 0, &activity)) \
    X(activity_get_id_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_get(live, -1, &activity)) \
    X(activity_get_id_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_get(live, INT32_MAX, &activity)) \
    X(activity_get_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_activity_get(live, SHOWING, NULL)) \
    X(for_order_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_for_order(NULL, PREPARING, &value)) \
    X(for_order_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_for_order(freed, PREPARING, &value)) \
    X(for_order_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_for_order(foreign, PREPARING, &value)) \
    X(for_order_zero, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_for_order(live, 0, &value)) \
    X(for_order_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_for_order(live, -1, &value)) \
    X(for_order_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_for_order(live, INT32_MAX, &value)) \
    X(for_order_without_activity, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_for_order(live, 1, &value)) \
    X(for_order_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_activity_for_order(live, PREPARING, NULL)) \
    X(activity_list_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_list(NULL, ids, 32, &n)) \
    X(activity_list_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_list(freed, ids, 32, &n)) \
    X(activity_list_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_list(foreign, ids, 32, &n)) \
    X(activity_list_null_ids, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_activity_list(live, NULL, 32, &n)) \
    X(activity_list_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_list(live, ids, HUGE_CAPACITY, &n)) \
    X(activity_list_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_list(live, NULL, SIZE_MAX, &n)) \
    X(activity_list_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_activity_list(live, ids, 0, &n)) \
    X(activity_list_count_only, FOODTRUCK_OK, foodtruck_activity_list(live, NULL, 0, &n)) \
    X(activity_text_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_text(NULL, SHOWING, FOODTRUCK_TEXT_LOCK_TITLE, NOW, text, 64, &n)) \
    X(activity_text_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_text(freed, SHOWING, FOODTRUCK_TEXT_LOCK_TITLE, NOW, text, 64, &n)) \
    X(activity_text_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_text(foreign, SHOWING, FOODTRUCK_TEXT_LOCK_TITLE, NOW, text, 64, &n)) \
    X(activity_text_id_zero, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_text(live, 0, FOODTRUCK_TEXT_LOCK_TITLE, NOW, text, 64, &n)) \
    X(activity_text_id_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_text(live, -1, FOODTRUCK_TEXT_LOCK_TITLE, NOW, text, 64, &n)) \
    X(activity_text_id_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_activity_text(live, INT32_MAX, FOODTRUCK_TEXT_LOCK_TITLE, NOW, text, 64, &n)) \
    X(activity_text_slot_11, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_text(live, SHOWING, bad_slot(11), NOW, text, 64, &n)) \
    X(activity_text_slot_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_text(live, SHOWING, bad_slot(-1), NOW, text, 64, &n)) \
    X(activity_text_slot_int_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_text(live, SHOWING, bad_slot(INT_MAX), NOW, text, 64, &n)) \
    X(activity_text_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_text(live, SHOWING, FOODTRUCK_TEXT_COUNTDOWN, INT64_MIN, text, 64, &n)) \
    X(activity_text_now_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_text(live, SHOWING, FOODTRUCK_TEXT_LOCK_TITLE, INT64_MAX, text, 64, &n)) \
    X(activity_text_null_buffer, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_activity_text(live, SHOWING, FOODTRUCK_TEXT_LOCK_TITLE, NOW, NULL, 64, &n)) \
    X(activity_text_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_text(live, SHOWING, FOODTRUCK_TEXT_LOCK_TITLE, NOW, text, HUGE_CAPACITY, &n)) \
    X(activity_text_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_activity_text(live, SHOWING, FOODTRUCK_TEXT_LOCK_TITLE, NOW, NULL, SIZE_MAX, &n)) \
    X(activity_text_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_activity_text(live, SHOWING, FOODTRUCK_TEXT_LOCK_TITLE, NOW, text, 10, &n)) \
    X(island_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_island(NULL, &island)) \
    X(island_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_island(freed, &island)) \
    X(island_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_activity_island(foreign, &island)) \
    X(island_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_activity_island(live, NULL)) \
    X(poll_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_event_poll(NULL, events, 8, &n)) \
    X(poll_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_event_poll(freed, events, 8, &n)) \
    X(poll_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_event_poll(foreign, events, 8, &n)) \
    X(poll_null_events, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_event_poll(live, NULL, 8, &n)) \
    X(poll_null_count, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_event_poll(live, events, 8, NULL)) \
    X(poll_null_count_capacity_0, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_event_poll(live, NULL, 0, NULL)) \
    X(poll_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_event_poll(live, events, HUGE_CAPACITY, &n)) \
    X(poll_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_event_poll(live, NULL, SIZE_MAX, &n)) \
    X(poll_count_only, FOODTRUCK_OK, foodtruck_event_poll(live, NULL, 0, &n)) \
    X(dropped_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_event_dropped(NULL, &n)) \
    X(dropped_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_event_dropped(freed, &n)) \
    X(dropped_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_event_dropped(foreign, &n)) \
    X(dropped_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_event_dropped(live, NULL)) \
    X(callback_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_set_event_callback(NULL, ignore_event, &value, destroy_must_not_run)) \
    X(callback_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_set_event_callback(freed, ignore_event, &value, destroy_must_not_run)) \
    X(callback_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_set_event_callback(foreign, ignore_event, &value, destroy_must_not_run)) \
    X(callback_unregister_none, FOODTRUCK_OK, foodtruck_truck_set_event_callback(live, NULL, NULL, NULL)) \
    X(link_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_deep_link_for_order(NULL, 1, text, 64, &n)) \
    X(link_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_deep_link_for_order(freed, 1, text, 64, &n)) \
    X(link_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_deep_link_for_order(foreign, 1, text, 64, &n)) \
    X(link_number_zero, FOODTRUCK_ERR_NOT_FOUND, foodtruck_deep_link_for_order(live, 0, text, 64, &n)) \
    X(link_number_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_deep_link_for_order(live, -1, text, 64, &n)) \
    X(link_number_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_deep_link_for_order(live, INT32_MAX, text, 64, &n)) \
    X(link_null_buffer, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_deep_link_for_order(live, 1, NULL, 64, &n)) \
    X(link_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_deep_link_for_order(live, 1, text, HUGE_CAPACITY, &n)) \
    X(link_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_deep_link_for_order(live, 1, NULL, SIZE_MAX, &n)) \
    X(link_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_deep_link_for_order(live, 1, text, 22, &n)) \
    X(parse_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_deep_link_parse(NULL, "foodtruck://order/1201", &value)) \
    X(parse_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_deep_link_parse(freed, "foodtruck://order/1201", &value)) \
    X(parse_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_deep_link_parse(foreign, "foodtruck://order/1201", &value)) \
    X(parse_null_url, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_deep_link_parse(live, NULL, &value)) \
    X(parse_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_deep_link_parse(live, "foodtruck://order/1201", NULL)) \
    X(parse_bad_utf8, FOODTRUCK_ERR_INVALID_UTF8, foodtruck_deep_link_parse(live, BAD_UTF8, &value)) \
    X(parse_truncated_utf8, FOODTRUCK_ERR_INVALID_UTF8, foodtruck_deep_link_parse(live, "foodtruck://order/12\xc3", &value)) \
    X(parse_not_a_link, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_deep_link_parse(live, "http://x", &value)) \
    X(parse_too_long, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_deep_link_parse(live, long_link, &value)) \
    X(parse_unknown_order, FOODTRUCK_ERR_NOT_FOUND, foodtruck_deep_link_parse(live, "foodtruck://order/1299", &value)) \
    X(stack_size_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_layout_diagonal_stack_size(60, 60, NULL)) \
    X(stack_size_nan_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_diagonal_stack_size(NAN, 60, &size_out)) \
    X(stack_size_nan_height, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_diagonal_stack_size(60, NAN, &size_out)) \
    X(stack_size_unspecified, FOODTRUCK_OK, foodtruck_layout_diagonal_stack_size(FOODTRUCK_UNSPECIFIED, FOODTRUCK_UNSPECIFIED, &size_out)) \
    X(stack_size_infinity, FOODTRUCK_OK, foodtruck_layout_diagonal_stack_size(INFINITY, INFINITY, &size_out)) \
    X(stack_size_minus_infinity, FOODTRUCK_OK, foodtruck_layout_diagonal_stack_size(-INFINITY, 60, &size_out)) \
    X(stack_null_frames, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_layout_diagonal_stack(3, BOUNDS, false, NULL, 3, &n)) \
    X(stack_count_only, FOODTRUCK_OK, foodtruck_layout_diagonal_stack(3, BOUNDS, false, NULL, 0, &n)) \
    X(stack_null_count_out, FOODTRUCK_OK, foodtruck_layout_diagonal_stack(3, BOUNDS, true, frames, 16, NULL)) \
    X(stack_nan_x, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_diagonal_stack(3, rect_of(NAN, 0, 60, 60), false, frames, 16, &n)) \
    X(stack_infinite_y, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_diagonal_stack(3, rect_of(0, INFINITY, 60, 60), false, frames, 16, &n)) \
    X(stack_negative_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_diagonal_stack(3, rect_of(0, 0, -1, 60), false, frames, 16, &n)) \
    X(stack_negative_height, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_diagonal_stack(3, rect_of(0, 0, 60, -0.001), false, frames, 16, &n)) \
    X(stack_nan_height, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_diagonal_stack(3, rect_of(0, 0, 60, NAN), false, frames, 16, &n)) \
    X(stack_infinite_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_diagonal_stack(3, rect_of(0, 0, INFINITY, 60), false, frames, 16, &n)) \
    X(stack_zero_bounds, FOODTRUCK_OK, foodtruck_layout_diagonal_stack(3, rect_of(0, 0, 0, 0), false, frames, 16, &n)) \
    X(stack_count_huge, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_diagonal_stack(HUGE_CAPACITY, BOUNDS, false, frames, 16, &n)) \
    X(stack_count_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_diagonal_stack(SIZE_MAX, BOUNDS, false, frames, 16, &n)) \
    X(stack_count_ptrdiff_max, FOODTRUCK_OK, foodtruck_layout_diagonal_stack(PTRDIFF_MAX, BOUNDS, false, frames, 16, &n)) \
    X(stack_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_diagonal_stack(3, BOUNDS, false, frames, HUGE_CAPACITY, &n)) \
    X(stack_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_diagonal_stack(3, BOUNDS, false, NULL, SIZE_MAX, &n)) \
    X(stack_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_layout_diagonal_stack(2, BOUNDS, false, frames, 1, &n)) \
    X(flow_null_items, FOODTRUCK_ERR_NULL_ARGUMENT, FLOW(NULL, 1, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_null_items_none, FOODTRUCK_OK, FLOW(NULL, 0, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, NULL, 0, &size_out)) \
    X(flow_null_frames, FOODTRUCK_ERR_NULL_ARGUMENT, FLOW(items, 4, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, NULL, 4, &size_out)) \
    X(flow_null_size_out, FOODTRUCK_ERR_NULL_ARGUMENT, FLOW(items, 4, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, NULL)) \
    X(flow_null_size_out_count_only, FOODTRUCK_ERR_NULL_ARGUMENT, FLOW(items, 4, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, NULL, 0, NULL)) \
    X(flow_count_only, FOODTRUCK_OK, FLOW(items, 4, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, NULL, 0, &size_out)) \
    X(flow_null_count_out, FOODTRUCK_OK, foodtruck_layout_flow(items, 4, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, true, frames, 16, NULL, &size_out)) \
    X(flow_item_nan_width, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(item_nan_width, 1, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_item_nan_height, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(item_nan_height, 1, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_item_infinite_width, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(item_infinite_width, 1, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_item_negative_width, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(item_negative_width, 1, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_item_negative_height, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(item_negative_height, 1, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_nan_width, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(items, 4, NAN, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_infinite_width, FOODTRUCK_OK, FLOW(items, 4, INFINITY, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_unspecified_width, FOODTRUCK_OK, FLOW(items, 4, FOODTRUCK_UNSPECIFIED, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_nan_hspacing, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(items, 4, 100, NAN, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_infinite_hspacing, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(items, 4, 100, INFINITY, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_negative_hspacing, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(items, 4, 100, -1, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_nan_vspacing, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(items, 4, 100, 10, NAN, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_infinite_vspacing, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(items, 4, 100, 10, INFINITY, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_negative_vspacing, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(items, 4, 100, 10, -10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_horizontal_3, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(items, 4, 100, 10, 10, bad_halign(3), FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_horizontal_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(items, 4, 100, 10, 10, bad_halign(-1), FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_vertical_3, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(items, 4, 100, 10, 10, FOODTRUCK_ALIGN_LEADING, bad_valign(3), frames, 16, &size_out)) \
    X(flow_vertical_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(items, 4, 100, 10, 10, FOODTRUCK_ALIGN_LEADING, bad_valign(-1), frames, 16, &size_out)) \
    X(flow_count_above_limit, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(items, 1000001, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_count_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(items, SIZE_MAX, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 16, &size_out)) \
    X(flow_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(items, 4, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, HUGE_CAPACITY, &size_out)) \
    X(flow_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, FLOW(items, 4, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, NULL, SIZE_MAX, &size_out)) \
    X(flow_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, FLOW(items, 4, 100, 10, 10, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, frames, 3, &size_out)) \
    X(hero_null_frames, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_layout_hero_tiling(5, HERO, false, NULL, 5, &n)) \
    X(hero_count_only, FOODTRUCK_OK, foodtruck_layout_hero_tiling(5, HERO, false, NULL, 0, &n)) \
    X(hero_nan_x, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_hero_tiling(5, rect_of(NAN, 0, 210, 100), false, frames, 16, &n)) \
    X(hero_minus_infinite_y, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_hero_tiling(5, rect_of(0, -INFINITY, 210, 100), false, frames, 16, &n)) \
    X(hero_negative_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_hero_tiling(5, rect_of(0, 0, -210, 100), false, frames, 16, &n)) \
    X(hero_infinite_height, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_hero_tiling(5, rect_of(0, 0, 210, INFINITY), false, frames, 16, &n)) \
    X(hero_count_limit, FOODTRUCK_OK, foodtruck_layout_hero_tiling(1000000, HERO, false, NULL, 0, &n)) \
    X(hero_count_above_limit, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_hero_tiling(1000001, HERO, false, NULL, 0, &n)) \
    X(hero_count_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_hero_tiling(SIZE_MAX, HERO, false, frames, 16, &n)) \
    X(hero_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_hero_tiling(5, HERO, false, frames, HUGE_CAPACITY, &n)) \
    X(hero_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_hero_tiling(5, HERO, false, NULL, SIZE_MAX, &n)) \
    X(hero_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_layout_hero_tiling(5, HERO, true, frames, 4, &n)) \
    X(lattice_null_frames, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_layout_donut_lattice(14, LATTICE, false, NULL, 14, &n)) \
    X(lattice_count_only, FOODTRUCK_OK, foodtruck_layout_donut_lattice(14, LATTICE, false, NULL, 0, &n)) \
    X(lattice_infinite_x, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_donut_lattice(14, rect_of(INFINITY, 0, 250, 150), false, frames, 16, &n)) \
    X(lattice_nan_y, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_donut_lattice(14, rect_of(0, NAN, 250, 150), false, frames, 16, &n)) \
    X(lattice_nan_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_donut_lattice(14, rect_of(0, 0, NAN, 150), false, frames, 16, &n)) \
    X(lattice_negative_height, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_donut_lattice(14, rect_of(0, 0, 250, -150), false, frames, 16, &n)) \
    X(lattice_count_huge, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_donut_lattice(HUGE_CAPACITY, LATTICE, false, frames, 16, &n)) \
    X(lattice_count_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_donut_lattice(SIZE_MAX, LATTICE, false, frames, 16, &n)) \
    X(lattice_count_ptrdiff_max, FOODTRUCK_OK, foodtruck_layout_donut_lattice(PTRDIFF_MAX, LATTICE, false, frames, 16, &n)) \
    X(lattice_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_donut_lattice(14, LATTICE, false, frames, HUGE_CAPACITY, &n)) \
    X(lattice_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_donut_lattice(14, LATTICE, false, NULL, SIZE_MAX, &n)) \
    X(lattice_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_layout_donut_lattice(14, LATTICE, true, frames, 13, &n)) \
    X(compact_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_layout_is_compact(300, 400, false, NULL)) \
    X(compact_nan_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_is_compact(NAN, 400, false, &flag)) \
    X(compact_infinite_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_is_compact(INFINITY, 400, false, &flag)) \
    X(compact_negative_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_is_compact(-1, 400, false, &flag)) \
    X(compact_nan_width_large_text, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_is_compact(NAN, 400, true, &flag)) \
    X(compact_nan_threshold, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_is_compact(300, NAN, false, &flag)) \
    X(compact_infinite_threshold, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_is_compact(300, INFINITY, false, &flag)) \
    X(compact_negative_threshold, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_is_compact(300, -400, false, &flag)) \
    X(compact_zero, FOODTRUCK_OK, foodtruck_layout_is_compact(0, 0, false, &flag)) \
    X(grid_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_layout_gallery_grid(390, false, NULL)) \
    X(grid_nan_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_gallery_grid(NAN, false, &grid)) \
    X(grid_infinite_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_gallery_grid(INFINITY, false, &grid)) \
    X(grid_negative_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_gallery_grid(-0.5, true, &grid)) \
    X(grid_zero_width, FOODTRUCK_OK, foodtruck_layout_gallery_grid(0, false, &grid)) \
    X(gauge_null_segments, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_layout_segmented_gauge(8, 10, 200, false, NULL, 10, &n)) \
    X(gauge_count_only, FOODTRUCK_OK, foodtruck_layout_segmented_gauge(8, 10, 200, false, NULL, 0, &n)) \
    X(gauge_nan_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_segmented_gauge(8, 10, NAN, false, segments, 16, &n)) \
    X(gauge_infinite_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_segmented_gauge(8, 10, INFINITY, false, segments, 16, &n)) \
    X(gauge_negative_width, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_segmented_gauge(8, 10, -200, true, segments, 16, &n)) \
    X(gauge_total_limit, FOODTRUCK_OK, foodtruck_layout_segmented_gauge(8, 1000, 2997, false, NULL, 0, &n)) \
    X(gauge_narrower_than_gaps, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_segmented_gauge(500, 1000, 10, false, segments, 16, &n)) \
    X(gauge_total_1001, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_segmented_gauge(8, 1001, 200, false, NULL, 0, &n)) \
    X(gauge_total_int_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_segmented_gauge(8, INT32_MAX, 200, false, segments, 16, &n)) \
    X(gauge_total_int_min, FOODTRUCK_OK, foodtruck_layout_segmented_gauge(8, INT32_MIN, 200, false, segments, 16, &n)) \
    X(gauge_value_int_min, FOODTRUCK_OK, foodtruck_layout_segmented_gauge(INT32_MIN, 10, 200, false, segments, 16, &n)) \
    X(gauge_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_segmented_gauge(8, 10, 200, false, segments, HUGE_CAPACITY, &n)) \
    X(gauge_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_layout_segmented_gauge(8, 10, 200, false, NULL, SIZE_MAX, &n)) \
    X(gauge_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_layout_segmented_gauge(8, 10, 200, false, segments, 9, &n)) \
    X(ticks_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_chart_nice_ticks(0, 722, 5, NULL, 16, &n)) \
    X(ticks_count_only, FOODTRUCK_OK, foodtruck_chart_nice_ticks(0, 722, 5, NULL, 0, &n)) \
    X(ticks_nan_lower, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_nice_ticks(NAN, 722, 5, ticks, 16, &n)) \
    X(ticks_minus_infinite_lower, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_nice_ticks(-INFINITY, 722, 5, ticks, 16, &n)) \
    X(ticks_nan_upper, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_nice_ticks(0, NAN, 5, ticks, 16, &n)) \
    X(ticks_infinite_upper, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_nice_ticks(0, INFINITY, 5, ticks, 16, &n)) \
    X(ticks_target_1, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_nice_ticks(0, 722, 1, ticks, 16, &n)) \
    X(ticks_target_101, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_nice_ticks(0, 722, 101, ticks, 16, &n)) \
    X(ticks_target_zero, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_nice_ticks(0, 722, 0, ticks, 16, &n)) \
    X(ticks_target_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_nice_ticks(0, 722, -5, ticks, 16, &n)) \
    X(ticks_target_int_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_nice_ticks(0, 722, INT32_MIN, ticks, 16, &n)) \
    X(ticks_target_2, FOODTRUCK_OK, foodtruck_chart_nice_ticks(0, 722, 2, NULL, 0, &n)) \
    X(ticks_target_100, FOODTRUCK_OK, foodtruck_chart_nice_ticks(0, 722, 100, NULL, 0, &n)) \
    X(ticks_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_nice_ticks(0, 722, 5, ticks, HUGE_CAPACITY, &n)) \
    X(ticks_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_nice_ticks(0, 722, 5, NULL, SIZE_MAX, &n)) \
    X(ticks_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_chart_nice_ticks(0, 722, 5, ticks, 4, &n)) \
    X(top_sales_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_chart_top_sales(NULL, WEEK, NOW, top, 32, &n)) \
    X(top_sales_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_chart_top_sales(freed, WEEK, NOW, top, 32, &n)) \
    X(top_sales_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_chart_top_sales(foreign, WEEK, NOW, top, 32, &n)) \
    X(top_sales_timeframe_4, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_top_sales(live, bad_timeframe(4), NOW, top, 32, &n)) \
    X(top_sales_timeframe_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_top_sales(live, bad_timeframe(-1), NOW, top, 32, &n)) \
    X(top_sales_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_top_sales(live, WEEK, INT64_MIN, top, 32, &n)) \
    X(top_sales_now_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_top_sales(live, WEEK, INT64_MAX, top, 32, &n)) \
    X(top_sales_null_bars, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_chart_top_sales(live, WEEK, NOW, NULL, 5, &n)) \
    X(top_sales_count_only, FOODTRUCK_OK, foodtruck_chart_top_sales(live, WEEK, NOW, NULL, 0, &n)) \
    X(top_sales_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_top_sales(live, WEEK, NOW, top, HUGE_CAPACITY, &n)) \
    X(top_sales_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_top_sales(live, WEEK, NOW, NULL, SIZE_MAX, &n)) \
    X(top_sales_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_chart_top_sales(live, WEEK, NOW, top, 4, &n)) \
    X(date_ticks_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_chart_date_ticks(NULL, WEEK, NOW, date_ticks, 32, &n)) \
    X(date_ticks_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_chart_date_ticks(freed, WEEK, NOW, date_ticks, 32, &n)) \
    X(date_ticks_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_chart_date_ticks(foreign, WEEK, NOW, date_ticks, 32, &n)) \
    X(date_ticks_timeframe_4, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_date_ticks(live, bad_timeframe(4), NOW, date_ticks, 32, &n)) \
    X(date_ticks_timeframe_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_date_ticks(live, bad_timeframe(-1), NOW, date_ticks, 32, &n)) \
    X(date_ticks_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_date_ticks(live, WEEK, INT64_MIN, date_ticks, 32, &n)) \
    X(date_ticks_now_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_date_ticks(live, FOODTRUCK_TIMEFRAME_YEAR, INT64_MAX, date_ticks, 32, &n)) \
    X(date_ticks_first_instant, FOODTRUCK_OK, foodtruck_chart_date_ticks(live, FOODTRUCK_TIMEFRAME_YEAR, FIRST_INSTANT, date_ticks, 32, &n)) \
    X(date_ticks_before_first_instant, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_date_ticks(live, FOODTRUCK_TIMEFRAME_YEAR, FIRST_INSTANT - 1, date_ticks, 32, &n)) \
    X(date_ticks_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_chart_date_ticks(live, WEEK, NOW, NULL, 32, &n)) \
    X(date_ticks_count_only, FOODTRUCK_OK, foodtruck_chart_date_ticks(live, WEEK, NOW, NULL, 0, &n)) \
    X(date_ticks_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_date_ticks(live, WEEK, NOW, date_ticks, HUGE_CAPACITY, &n)) \
    X(date_ticks_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_date_ticks(live, WEEK, NOW, NULL, SIZE_MAX, &n)) \
    X(date_ticks_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_chart_date_ticks(live, WEEK, NOW, date_ticks, 6, &n)) \
    X(date_label_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_chart_date_label(NULL, WEEK, NOW, text, 64, &n)) \
    X(date_label_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_chart_date_label(freed, WEEK, NOW, text, 64, &n)) \
    X(date_label_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_chart_date_label(foreign, WEEK, NOW, text, 64, &n)) \
    X(date_label_timeframe_4, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_date_label(live, bad_timeframe(4), NOW, text, 64, &n)) \
    X(date_label_timeframe_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_date_label(live, bad_timeframe(-1), NOW, text, 64, &n)) \
    X(date_label_at_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_date_label(live, WEEK, INT64_MIN, text, 64, &n)) \
    X(date_label_at_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_date_label(live, WEEK, INT64_MAX, text, 64, &n)) \
    X(date_label_null_text, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_chart_date_label(live, WEEK, NOW, NULL, 64, &n)) \
    X(date_label_length_only, FOODTRUCK_OK, foodtruck_chart_date_label(live, WEEK, NOW, NULL, 0, &n)) \
    X(date_label_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_date_label(live, WEEK, NOW, text, HUGE_CAPACITY, &n)) \
    X(date_label_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_date_label(live, WEEK, NOW, NULL, SIZE_MAX, &n)) \
    X(date_label_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_chart_date_label(live, WEEK, NOW, text, 3, &n)) \
    X(forecast_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_chart_forecast(NULL, NOW, hours, 32, &n, &value)) \
    X(forecast_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_chart_forecast(freed, NOW, hours, 32, &n, &value)) \
    X(forecast_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_chart_forecast(foreign, NOW, hours, 32, &n, &value)) \
    X(forecast_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_forecast(live, INT64_MIN, hours, 32, &n, &value)) \
    X(forecast_now_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_forecast(live, INT64_MAX, hours, 32, &n, &value)) \
    X(forecast_last_instant, FOODTRUCK_OK, foodtruck_chart_forecast(live, LAST_INSTANT, hours, 32, &n, &value)) \
    X(forecast_after_last_instant, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_forecast(live, LAST_INSTANT + 1, hours, 32, &n, &value)) \
    X(forecast_null_hours, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_chart_forecast(live, NOW, NULL, 25, &n, &value)) \
    X(forecast_count_only, FOODTRUCK_OK, foodtruck_chart_forecast(live, NOW, NULL, 0, &n, NULL)) \
    X(forecast_null_low, FOODTRUCK_OK, foodtruck_chart_forecast(live, NOW, hours, 32, NULL, NULL)) \
    X(forecast_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_forecast(live, NOW, hours, HUGE_CAPACITY, &n, &value)) \
    X(forecast_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_forecast(live, NOW, NULL, SIZE_MAX, &n, &value)) \
    X(forecast_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_chart_forecast(live, NOW, hours, 24, &n, &value)) \
    X(nights_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_chart_forecast_nights(NULL, NOW, nights, 4, &n)) \
    X(nights_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_chart_forecast_nights(freed, NOW, nights, 4, &n)) \
    X(nights_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_chart_forecast_nights(foreign, NOW, nights, 4, &n)) \
    X(nights_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_forecast_nights(live, INT64_MIN, nights, 4, &n)) \
    X(nights_now_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_forecast_nights(live, INT64_MAX, nights, 4, &n)) \
    X(nights_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_chart_forecast_nights(live, NOW, NULL, 4, &n)) \
    X(nights_count_only, FOODTRUCK_OK, foodtruck_chart_forecast_nights(live, NOW, NULL, 0, &n)) \
    X(nights_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_forecast_nights(live, NOW, nights, HUGE_CAPACITY, &n)) \
    X(nights_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_forecast_nights(live, NOW, NULL, SIZE_MAX, &n)) \
    X(nights_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_chart_forecast_nights(live, NOW, nights, 0, &n)) \
    X(forecast_ticks_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_chart_forecast_ticks(NULL, NOW, date_ticks, 32, &n)) \
    X(forecast_ticks_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_chart_forecast_ticks(freed, NOW, date_ticks, 32, &n)) \
    X(forecast_ticks_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_chart_forecast_ticks(foreign, NOW, date_ticks, 32, &n)) \
    X(forecast_ticks_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_forecast_ticks(live, INT64_MIN, date_ticks, 32, &n)) \
    X(forecast_ticks_now_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_forecast_ticks(live, INT64_MAX, date_ticks, 32, &n)) \
    X(forecast_ticks_null_out, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_chart_forecast_ticks(live, NOW, NULL, 32, &n)) \
    X(forecast_ticks_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_chart_forecast_ticks(live, NOW, date_ticks, SIZE_MAX, &n)) \
    X(forecast_ticks_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_chart_forecast_ticks(live, NOW, date_ticks, 1, &n)) \
    X(svg_donut_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_svg_donut(NULL, 0, 128, text, 64, &n)) \
    X(svg_donut_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_svg_donut(freed, 0, 128, text, 64, &n)) \
    X(svg_donut_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_svg_donut(foreign, 0, 128, text, 64, &n)) \
    X(svg_donut_id_17, FOODTRUCK_ERR_NOT_FOUND, foodtruck_svg_donut(live, 17, 128, NULL, 0, &n)) \
    X(svg_donut_id_negative, FOODTRUCK_ERR_NOT_FOUND, foodtruck_svg_donut(live, -1, 128, NULL, 0, &n)) \
    X(svg_donut_id_max, FOODTRUCK_ERR_NOT_FOUND, foodtruck_svg_donut(live, INT32_MAX, 128, NULL, 0, &n)) \
    X(svg_donut_size_zero, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_svg_donut(live, 0, 0, NULL, 0, &n)) \
    X(svg_donut_size_below_1, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_svg_donut(live, 0, 0.5, NULL, 0, &n)) \
    X(svg_donut_size_1, FOODTRUCK_OK, foodtruck_svg_donut(live, 0, 1, NULL, 0, &n)) \
    X(svg_donut_size_10000, FOODTRUCK_OK, foodtruck_svg_donut(live, 0, 10000, NULL, 0, &n)) \
    X(svg_donut_size_10001, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_svg_donut(live, 0, 10001, NULL, 0, &n)) \
    X(svg_donut_size_nan, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_svg_donut(live, 0, NAN, NULL, 0, &n)) \
    X(svg_donut_size_infinity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_svg_donut(live, 0, INFINITY, NULL, 0, &n)) \
    X(svg_donut_size_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_svg_donut(live, 0, -128, NULL, 0, &n)) \
    X(svg_donut_null_text, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_svg_donut(live, 0, 128, NULL, 64, &n)) \
    X(svg_donut_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_svg_donut(live, 0, 128, text, HUGE_CAPACITY, &n)) \
    X(svg_donut_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_svg_donut(live, 0, 128, NULL, SIZE_MAX, &n)) \
    X(svg_donut_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_svg_donut(live, 0, 128, text, 64, &n)) \
    X(svg_chart_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, SVG_CHART(NULL, FOODTRUCK_CHART_TOP_SALES, WEEK, NOW, 480, 300, text, 64)) \
    X(svg_chart_freed, FOODTRUCK_ERR_INVALID_HANDLE, SVG_CHART(freed, FOODTRUCK_CHART_TOP_SALES, WEEK, NOW, 480, 300, text, 64)) \
    X(svg_chart_foreign, FOODTRUCK_ERR_INVALID_HANDLE, SVG_CHART(foreign, FOODTRUCK_CHART_TOP_SALES, WEEK, NOW, 480, 300, text, 64)) \
    X(svg_chart_kind_3, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, bad_chart(3), WEEK, NOW, 480, 300, NULL, 0)) \
    X(svg_chart_kind_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, bad_chart(-1), WEEK, NOW, 480, 300, NULL, 0)) \
    X(svg_chart_timeframe_4, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_SALES_HISTORY, bad_timeframe(4), NOW, 480, 300, NULL, 0)) \
    X(svg_chart_timeframe_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_TOP_SALES, bad_timeframe(-1), NOW, 480, 300, NULL, 0)) \
    X(svg_chart_forecast_bad_timeframe, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_FORECAST, bad_timeframe(4), NOW, 480, 300, NULL, 0)) \
    X(svg_chart_now_min, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_FORECAST, WEEK, INT64_MIN, 480, 300, NULL, 0)) \
    X(svg_chart_now_max, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_SALES_HISTORY, WEEK, INT64_MAX, 480, 300, NULL, 0)) \
    X(svg_chart_first_instant, FOODTRUCK_OK, SVG_CHART(live, FOODTRUCK_CHART_SALES_HISTORY, FOODTRUCK_TIMEFRAME_YEAR, FIRST_INSTANT, 480, 300, NULL, 0)) \
    X(svg_chart_last_instant, FOODTRUCK_OK, SVG_CHART(live, FOODTRUCK_CHART_FORECAST, WEEK, LAST_INSTANT, 480, 300, NULL, 0)) \
    X(svg_chart_width_zero, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_TOP_SALES, WEEK, NOW, 0, 300, NULL, 0)) \
    X(svg_chart_width_10001, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_TOP_SALES, WEEK, NOW, 10001, 300, NULL, 0)) \
    X(svg_chart_width_nan, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_TOP_SALES, WEEK, NOW, NAN, 300, NULL, 0)) \
    X(svg_chart_width_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_TOP_SALES, WEEK, NOW, -480, 300, NULL, 0)) \
    X(svg_chart_height_zero, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_FORECAST, WEEK, NOW, 480, 0, NULL, 0)) \
    X(svg_chart_height_10001, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_FORECAST, WEEK, NOW, 480, 10001, NULL, 0)) \
    X(svg_chart_height_nan, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_SALES_HISTORY, WEEK, NOW, 480, NAN, NULL, 0)) \
    X(svg_chart_height_infinity, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_SALES_HISTORY, WEEK, NOW, 480, INFINITY, NULL, 0)) \
    X(svg_chart_smallest, FOODTRUCK_OK, SVG_CHART(live, FOODTRUCK_CHART_TOP_SALES, WEEK, NOW, 1, 1, NULL, 0)) \
    X(svg_chart_largest, FOODTRUCK_OK, SVG_CHART(live, FOODTRUCK_CHART_SALES_HISTORY, FOODTRUCK_TIMEFRAME_YEAR, NOW, 10000, 10000, NULL, 0)) \
    X(svg_chart_forecast_length_only, FOODTRUCK_OK, SVG_CHART(live, FOODTRUCK_CHART_FORECAST, WEEK, NOW, 480, 300, NULL, 0)) \
    X(svg_chart_null_text, FOODTRUCK_ERR_NULL_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_TOP_SALES, WEEK, NOW, 480, 300, NULL, 64)) \
    X(svg_chart_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_TOP_SALES, WEEK, NOW, 480, 300, text, HUGE_CAPACITY)) \
    X(svg_chart_size_max, FOODTRUCK_ERR_INVALID_ARGUMENT, SVG_CHART(live, FOODTRUCK_CHART_TOP_SALES, WEEK, NOW, 480, 300, NULL, SIZE_MAX)) \
    X(svg_chart_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, SVG_CHART(live, FOODTRUCK_CHART_TOP_SALES, WEEK, NOW, 480, 300, text, 64)) \
    X(clock_text_null_truck, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_clock_text(NULL, NOW, text, 64, &n))   \
    X(clock_text_freed, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_truck_clock_text(freed, NOW, text, 64, &n))       \
    X(clock_text_at_min, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_clock_text(live, INT64_MIN, text, 64, &n)) \
    X(clock_text_at_max, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_clock_text(live, INT64_MAX, text, 64, &n)) \
    X(clock_text_null_buffer, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_truck_clock_text(live, NOW, NULL, 64, &n))   \
    X(clock_text_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_truck_clock_text(live, NOW, text, SIZE_MAX, &n)) \
    X(clock_text_too_small, FOODTRUCK_ERR_BUFFER_TOO_SMALL, foodtruck_truck_clock_text(live, NOW, text, 8, &n))   \
    X(event_name_foreign, FOODTRUCK_ERR_INVALID_HANDLE, foodtruck_event_name(foreign, FOODTRUCK_EVENT_ORDER_PLACED, text, 64, &n)) \
    X(event_name_kind_9, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_event_name(live, bad_event_kind(9), text, 64, &n)) \
    X(event_name_kind_negative, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_event_name(live, bad_event_kind(-1), text, 64, &n)) \
    X(event_name_null_buffer, FOODTRUCK_ERR_NULL_ARGUMENT, foodtruck_event_name(live, FOODTRUCK_EVENT_ORDER_PLACED, NULL, 64, &n)) \
    X(event_name_huge_capacity, FOODTRUCK_ERR_INVALID_ARGUMENT, foodtruck_event_name(live, FOODTRUCK_EVENT_ORDER_PLACED, text, SIZE_MAX, &n))

#define DEFINE_ROW(label, expected, call) static foodtruck_status row_##label(void) { return call; }
MISUSE_ROWS(DEFINE_ROW)

typedef struct misuse_row {
    const char *label;
    foodtruck_status expected;
    foodtruck_status (*call)(void);
} misuse_row;

#define TABLE_ROW(label, expected, call) {#label, expected, row_##label},
static const misuse_row ROWS[] = {MISUSE_ROWS(TABLE_ROW)};

/* Runs one row in a child; the child's exit code carries the status it got. */
static void run_row(const misuse_row *row) {
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        foodtruck_status got = row->call();
        /* A failed call must leave a message that names the operation. */
        int message_ok = got == FOODTRUCK_OK ? foodtruck_last_error()[0] == '\0' : strstr(foodtruck_last_error(), "foodtruck_") != NULL;
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
