/* SPDX-License-Identifier: Apache-2.0 */
/* test_conventions.c: the conventions at the top of foodtruck.h, through the C ABI: version
 * agreement, status names, the per-thread last error, the buffer convention and the handle
 * lifecycle. */
#include "check.h"

#include <pthread.h>

static void test_version(void) {
    CHECK_STR(foodtruck_version(), FOODTRUCK_VERSION_STRING);
    CHECK_INT(foodtruck_version_number(), FOODTRUCK_VERSION_NUMBER);
    CHECK_INT(FOODTRUCK_VERSION_NUMBER, FOODTRUCK_VERSION_MAJOR * 10000 + FOODTRUCK_VERSION_MINOR * 100 + FOODTRUCK_VERSION_PATCH);
    char expected[32];
    snprintf(expected, sizeof expected, "%d.%d.%d", FOODTRUCK_VERSION_MAJOR, FOODTRUCK_VERSION_MINOR, FOODTRUCK_VERSION_PATCH);
    CHECK_STR(foodtruck_version(), expected);
}

static void test_status_names(void) {
    static const char *const NAMES[] = {
        "FOODTRUCK_OK", "FOODTRUCK_ERR_NULL_ARGUMENT", "FOODTRUCK_ERR_INVALID_HANDLE", "FOODTRUCK_ERR_INVALID_ARGUMENT",
        "FOODTRUCK_ERR_INVALID_UTF8", "FOODTRUCK_ERR_BUFFER_TOO_SMALL", "FOODTRUCK_ERR_NOT_FOUND", "FOODTRUCK_ERR_INVALID_STATE"};
    for (int code = 0; code < (int)(sizeof NAMES / sizeof NAMES[0]); code++) {
        CHECK_STR(foodtruck_status_string((foodtruck_status)code), NAMES[code]);
    }
    CHECK_STR(foodtruck_status_string((foodtruck_status)999), "FOODTRUCK_ERR_UNKNOWN");
    CHECK_STR(foodtruck_status_string((foodtruck_status)-1), "FOODTRUCK_ERR_UNKNOWN");
}

static void *fail_on_other_thread(void *unused) {
    (void)unused;
    CHECK_STATUS(foodtruck_truck_new(NULL), FOODTRUCK_ERR_NULL_ARGUMENT);
    CHECK(strstr(foodtruck_last_error(), "foodtruck_truck_new") != NULL);
    return NULL;
}

static void test_last_error(foodtruck_truck *truck) {
    foodtruck_donut donut;
    CHECK_STATUS(foodtruck_donut_get(truck, 99, &donut), FOODTRUCK_ERR_NOT_FOUND);
    CHECK(strstr(foodtruck_last_error(), "foodtruck_donut_get") != NULL);
    CHECK(strstr(foodtruck_last_error(), "99") != NULL);

    /* Another thread's failure leaves this thread's message alone. */
    pthread_t thread;
    CHECK_INT(pthread_create(&thread, NULL, fail_on_other_thread, NULL), 0);
    CHECK_INT(pthread_join(thread, NULL), 0);
    CHECK(strstr(foodtruck_last_error(), "foodtruck_donut_get") != NULL);

    size_t count = 0;
    CHECK_OK(foodtruck_donut_count(truck, &count));
    CHECK_STR(foodtruck_last_error(), "");
}

static void test_buffers(foodtruck_truck *truck) {
    /* "Powdered Strawberry" is 19 bytes. */
    size_t length = 0;
    CHECK_OK(foodtruck_donut_name(truck, 10, NULL, 0, &length));
    CHECK_INT(length, 19);

    char small[19];
    memset(small, '#', sizeof small);
    length = 0;
    CHECK_STATUS(foodtruck_donut_name(truck, 10, small, sizeof small, &length), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(length, 19);
    CHECK(small[0] == '#' && small[18] == '#'); /* untouched: outputs only on success */

    char exact[20];
    CHECK_OK(foodtruck_donut_name(truck, 10, exact, sizeof exact, &length));
    CHECK_STR(exact, "Powdered Strawberry");
    CHECK_OK(foodtruck_donut_name(truck, 10, exact, sizeof exact, NULL)); /* length_out is optional */

    int32_t ids[17];
    size_t count = 0;
    CHECK_OK(foodtruck_donut_search(truck, "powdered", NULL, 0, &count));
    CHECK_INT(count, 2);
    CHECK_STATUS(foodtruck_donut_search(truck, "powdered", ids, 1, &count), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(count, 2);
    CHECK_OK(foodtruck_donut_search(truck, "powdered", ids, 2, &count));
    CHECK_INT(ids[0], 9);
    CHECK_INT(ids[1], 10);
}

static void test_handles(void) {
    foodtruck_truck *a = NULL, *b = NULL;
    CHECK_OK(foodtruck_truck_new(&a));
    CHECK_OK(foodtruck_truck_new(&b));
    CHECK(a != NULL && b != NULL && a != b);

    /* Sessions are independent. */
    CHECK_OK(foodtruck_truck_set_locale(a, FOODTRUCK_LOCALE_AR));
    foodtruck_locale locale = FOODTRUCK_LOCALE_AR;
    CHECK_OK(foodtruck_truck_locale(b, &locale));
    CHECK_INT(locale, FOODTRUCK_LOCALE_EN);

    CHECK_OK(foodtruck_truck_free(a));
    size_t count = 0;
    CHECK_STATUS(foodtruck_donut_count(a, &count), FOODTRUCK_ERR_INVALID_HANDLE);
    CHECK_STATUS(foodtruck_truck_free(a), FOODTRUCK_ERR_INVALID_HANDLE);
    CHECK_OK(foodtruck_truck_free(NULL));

    /* A new handle never revives a freed one, even if it reuses the slot. */
    foodtruck_truck *c = NULL;
    CHECK_OK(foodtruck_truck_new(&c));
    CHECK(c != a);
    CHECK_STATUS(foodtruck_donut_count(a, &count), FOODTRUCK_ERR_INVALID_HANDLE);
    CHECK_OK(foodtruck_donut_count(c, &count));

    CHECK_OK(foodtruck_truck_free(b));
    CHECK_OK(foodtruck_truck_free(c));
}

int main(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    test_version();
    test_status_names();
    test_last_error(truck);
    test_buffers(truck);
    test_handles();
    CHECK_OK(foodtruck_truck_free(truck));
    return check_report("test_conventions");
}
