/* test_conventions.c: the conventions at the top of foodtruck.h, through the C ABI: version
 * agreement, status names, the per-thread last error, the buffer convention and the handle
 * lifecycle. */
#include "check.h"

#include <pthread.h>

static void test_version(void) {
    CHECK_STR(ft_version(), FT_VERSION_STRING);
    CHECK_INT(ft_version_number(), FT_VERSION_NUMBER);
    CHECK_INT(FT_VERSION_NUMBER, FT_VERSION_MAJOR * 10000 + FT_VERSION_MINOR * 100 + FT_VERSION_PATCH);
    char expected[32];
    snprintf(expected, sizeof expected, "%d.%d.%d", FT_VERSION_MAJOR, FT_VERSION_MINOR, FT_VERSION_PATCH);
    CHECK_STR(ft_version(), expected);
}

static void test_status_names(void) {
    static const char *const NAMES[] = {
        "FT_OK", "FT_ERR_NULL_ARGUMENT", "FT_ERR_INVALID_HANDLE", "FT_ERR_INVALID_ARGUMENT",
        "FT_ERR_INVALID_UTF8", "FT_ERR_BUFFER_TOO_SMALL", "FT_ERR_NOT_FOUND", "FT_ERR_INVALID_STATE"};
    for (int code = 0; code < (int)(sizeof NAMES / sizeof NAMES[0]); code++) {
        CHECK_STR(ft_status_string((ft_status)code), NAMES[code]);
    }
    CHECK_STR(ft_status_string((ft_status)999), "FT_ERR_UNKNOWN");
    CHECK_STR(ft_status_string((ft_status)-1), "FT_ERR_UNKNOWN");
}

static void *fail_on_other_thread(void *unused) {
    (void)unused;
    CHECK_STATUS(ft_truck_new(NULL), FT_ERR_NULL_ARGUMENT);
    CHECK(strstr(ft_last_error(), "ft_truck_new") != NULL);
    return NULL;
}

static void test_last_error(ft_truck *truck) {
    ft_donut donut;
    CHECK_STATUS(ft_donut_get(truck, 99, &donut), FT_ERR_NOT_FOUND);
    CHECK(strstr(ft_last_error(), "ft_donut_get") != NULL);
    CHECK(strstr(ft_last_error(), "99") != NULL);

    /* Another thread's failure leaves this thread's message alone. */
    pthread_t thread;
    CHECK_INT(pthread_create(&thread, NULL, fail_on_other_thread, NULL), 0);
    CHECK_INT(pthread_join(thread, NULL), 0);
    CHECK(strstr(ft_last_error(), "ft_donut_get") != NULL);

    size_t count = 0;
    CHECK_OK(ft_donut_count(truck, &count));
    CHECK_STR(ft_last_error(), "");
}

static void test_buffers(ft_truck *truck) {
    /* "Powdered Strawberry" is 19 bytes. */
    size_t length = 0;
    CHECK_OK(ft_donut_name(truck, 10, NULL, 0, &length));
    CHECK_INT(length, 19);

    char small[19];
    memset(small, '#', sizeof small);
    length = 0;
    CHECK_STATUS(ft_donut_name(truck, 10, small, sizeof small, &length), FT_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(length, 19);
    CHECK(small[0] == '#' && small[18] == '#'); /* untouched: outputs only on success */

    char exact[20];
    CHECK_OK(ft_donut_name(truck, 10, exact, sizeof exact, &length));
    CHECK_STR(exact, "Powdered Strawberry");
    CHECK_OK(ft_donut_name(truck, 10, exact, sizeof exact, NULL)); /* length_out is optional */

    int32_t ids[17];
    size_t count = 0;
    CHECK_OK(ft_donut_search(truck, "powdered", NULL, 0, &count));
    CHECK_INT(count, 2);
    CHECK_STATUS(ft_donut_search(truck, "powdered", ids, 1, &count), FT_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(count, 2);
    CHECK_OK(ft_donut_search(truck, "powdered", ids, 2, &count));
    CHECK_INT(ids[0], 9);
    CHECK_INT(ids[1], 10);
}

static void test_handles(void) {
    ft_truck *a = NULL, *b = NULL;
    CHECK_OK(ft_truck_new(&a));
    CHECK_OK(ft_truck_new(&b));
    CHECK(a != NULL && b != NULL && a != b);

    /* Sessions are independent. */
    CHECK_OK(ft_truck_set_locale(a, FT_LOCALE_AR));
    ft_locale locale = FT_LOCALE_AR;
    CHECK_OK(ft_truck_locale(b, &locale));
    CHECK_INT(locale, FT_LOCALE_EN);

    CHECK_OK(ft_truck_free(a));
    size_t count = 0;
    CHECK_STATUS(ft_donut_count(a, &count), FT_ERR_INVALID_HANDLE);
    CHECK_STATUS(ft_truck_free(a), FT_ERR_INVALID_HANDLE);
    CHECK_OK(ft_truck_free(NULL));

    /* A new handle never revives a freed one, even if it reuses the slot. */
    ft_truck *c = NULL;
    CHECK_OK(ft_truck_new(&c));
    CHECK(c != a);
    CHECK_STATUS(ft_donut_count(a, &count), FT_ERR_INVALID_HANDLE);
    CHECK_OK(ft_donut_count(c, &count));

    CHECK_OK(ft_truck_free(b));
    CHECK_OK(ft_truck_free(c));
}

int main(void) {
    ft_truck *truck = NULL;
    CHECK_OK(ft_truck_new(&truck));
    test_version();
    test_status_names();
    test_last_error(truck);
    test_buffers(truck);
    test_handles();
    CHECK_OK(ft_truck_free(truck));
    return check_report("test_conventions");
}
