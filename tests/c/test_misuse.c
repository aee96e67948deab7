/* test_misuse.c: the misuse matrix. Every function x every bad-input class (each pointer NULL,
 * a freed handle, a foreign handle, out-of-range enums, negative and huge ids and counts,
 * capacities above PTRDIFF_MAX, invalid UTF-8) must return its documented status. Each row
 * runs in a child process, so a trap (SIGILL) or any other crash is caught and reported as a
 * failure instead of ending the test. Keep the rows in header order; one row, one bad input. */
#include "check.h"

#include <limits.h>
#include <stdint.h>
#include <sys/wait.h>
#include <unistd.h>

static ft_truck *live;    /* a live truck */
static ft_truck *freed;   /* a truck already freed */
static ft_truck *foreign; /* a pointer that was never a handle */
static int foreign_storage;

static char text[64];
static int32_t ids[32];
static size_t n;
static ft_donut donut;
static ft_flavor_profile profile;
static ft_flavor flavor;
static int32_t value;
static ft_locale locale;
static bool flag;

#define HUGE_CAPACITY ((size_t)PTRDIFF_MAX + 1)
#define BAD_UTF8 "\xff\xfe"
#define BAD_UTF8_TRUNCATED "Cosmos \xc3"

/* Out-of-range enum values made without a cast, which C++ would call unspecified. */
static ft_flavor bad_flavor(int raw) { ft_flavor f; memcpy(&f, &raw, sizeof f); return f; }
static ft_locale bad_locale(int raw) { ft_locale l; memcpy(&l, &raw, sizeof l); return l; }
static ft_ingredient_kind bad_kind(int raw) { ft_ingredient_kind k; memcpy(&k, &raw, sizeof k); return k; }

#define DOUGH FT_INGREDIENT_DOUGH
#define MISUSE_ROWS(X)                                                                             \
    X(truck_new_null_out, FT_ERR_NULL_ARGUMENT, ft_truck_new(NULL))                                \
    X(truck_free_null, FT_OK, ft_truck_free(NULL))                                                 \
    X(truck_free_freed, FT_ERR_INVALID_HANDLE, ft_truck_free(freed))                               \
    X(truck_free_foreign, FT_ERR_INVALID_HANDLE, ft_truck_free(foreign))                           \
    X(set_locale_null_truck, FT_ERR_INVALID_HANDLE, ft_truck_set_locale(NULL, FT_LOCALE_AR))       \
    X(set_locale_freed, FT_ERR_INVALID_HANDLE, ft_truck_set_locale(freed, FT_LOCALE_AR))           \
    X(set_locale_foreign, FT_ERR_INVALID_HANDLE, ft_truck_set_locale(foreign, FT_LOCALE_AR))       \
    X(set_locale_2, FT_ERR_INVALID_ARGUMENT, ft_truck_set_locale(live, bad_locale(2)))             \
    X(set_locale_negative, FT_ERR_INVALID_ARGUMENT, ft_truck_set_locale(live, bad_locale(-1)))     \
    X(set_locale_int_max, FT_ERR_INVALID_ARGUMENT, ft_truck_set_locale(live, bad_locale(INT_MAX))) \
    X(locale_null_truck, FT_ERR_INVALID_HANDLE, ft_truck_locale(NULL, &locale))                    \
    X(locale_freed, FT_ERR_INVALID_HANDLE, ft_truck_locale(freed, &locale))                        \
    X(locale_null_out, FT_ERR_NULL_ARGUMENT, ft_truck_locale(live, NULL))                          \
    X(rtl_null_truck, FT_ERR_INVALID_HANDLE, ft_truck_is_right_to_left(NULL, &flag))               \
    X(rtl_freed, FT_ERR_INVALID_HANDLE, ft_truck_is_right_to_left(freed, &flag))                   \
    X(rtl_null_out, FT_ERR_NULL_ARGUMENT, ft_truck_is_right_to_left(live, NULL))                   \
    X(flavor_name_null_truck, FT_ERR_INVALID_HANDLE, ft_flavor_name(NULL, FT_FLAVOR_SOUR, text, 64, &n)) \
    X(flavor_name_freed, FT_ERR_INVALID_HANDLE, ft_flavor_name(freed, FT_FLAVOR_SOUR, text, 64, &n)) \
    X(flavor_name_6, FT_ERR_INVALID_ARGUMENT, ft_flavor_name(live, bad_flavor(6), text, 64, &n))   \
    X(flavor_name_negative, FT_ERR_INVALID_ARGUMENT, ft_flavor_name(live, bad_flavor(-1), text, 64, &n)) \
    X(flavor_name_null_buffer, FT_ERR_NULL_ARGUMENT, ft_flavor_name(live, FT_FLAVOR_SOUR, NULL, 64, &n)) \
    X(flavor_name_huge_capacity, FT_ERR_INVALID_ARGUMENT, ft_flavor_name(live, FT_FLAVOR_SOUR, text, HUGE_CAPACITY, &n)) \
    X(flavor_name_size_max, FT_ERR_INVALID_ARGUMENT, ft_flavor_name(live, FT_FLAVOR_SOUR, NULL, SIZE_MAX, &n)) \
    X(flavor_name_too_small, FT_ERR_BUFFER_TOO_SMALL, ft_flavor_name(live, FT_FLAVOR_SOUR, text, 1, &n)) \
    X(most_potent_null_profile, FT_ERR_NULL_ARGUMENT, ft_flavor_profile_most_potent(NULL, &flavor, &value)) \
    X(most_potent_null_flavor, FT_ERR_NULL_ARGUMENT, ft_flavor_profile_most_potent(&profile, NULL, &value)) \
    X(most_potent_null_value, FT_ERR_NULL_ARGUMENT, ft_flavor_profile_most_potent(&profile, &flavor, NULL)) \
    X(ingredient_count_kind_3, FT_ERR_INVALID_ARGUMENT, ft_ingredient_count(bad_kind(3), &n))      \
    X(ingredient_count_kind_negative, FT_ERR_INVALID_ARGUMENT, ft_ingredient_count(bad_kind(-1), &n)) \
    X(ingredient_count_null_out, FT_ERR_NULL_ARGUMENT, ft_ingredient_count(DOUGH, NULL))           \
    X(ingredient_flavors_bad_kind, FT_ERR_INVALID_ARGUMENT, ft_ingredient_flavors(bad_kind(99), 0, &profile)) \
    X(ingredient_flavors_index_negative, FT_ERR_INVALID_ARGUMENT, ft_ingredient_flavors(DOUGH, -1, &profile)) \
    X(ingredient_flavors_index_7, FT_ERR_INVALID_ARGUMENT, ft_ingredient_flavors(DOUGH, 7, &profile)) \
    X(ingredient_flavors_index_max, FT_ERR_INVALID_ARGUMENT, ft_ingredient_flavors(FT_INGREDIENT_TOPPING, INT32_MAX, &profile)) \
    X(ingredient_flavors_null_out, FT_ERR_NULL_ARGUMENT, ft_ingredient_flavors(DOUGH, 0, NULL))    \
    X(ingredient_slug_bad_kind, FT_ERR_INVALID_ARGUMENT, ft_ingredient_slug(bad_kind(3), 0, text, 64, &n)) \
    X(ingredient_slug_index_min, FT_ERR_INVALID_ARGUMENT, ft_ingredient_slug(DOUGH, INT32_MIN, text, 64, &n)) \
    X(ingredient_slug_null_buffer, FT_ERR_NULL_ARGUMENT, ft_ingredient_slug(DOUGH, 0, NULL, 8, &n)) \
    X(ingredient_slug_huge_capacity, FT_ERR_INVALID_ARGUMENT, ft_ingredient_slug(DOUGH, 0, text, SIZE_MAX, &n)) \
    X(ingredient_image_key_bad_kind, FT_ERR_INVALID_ARGUMENT, ft_ingredient_image_key(bad_kind(-7), 0, text, 64, &n)) \
    X(ingredient_image_key_index_24, FT_ERR_INVALID_ARGUMENT, ft_ingredient_image_key(FT_INGREDIENT_TOPPING, 24, text, 64, &n)) \
    X(ingredient_image_key_null_buffer, FT_ERR_NULL_ARGUMENT, ft_ingredient_image_key(DOUGH, 0, NULL, 1, &n)) \
    X(ingredient_image_key_huge_capacity, FT_ERR_INVALID_ARGUMENT, ft_ingredient_image_key(DOUGH, 0, NULL, HUGE_CAPACITY, &n)) \
    X(ingredient_name_null_truck, FT_ERR_INVALID_HANDLE, ft_ingredient_name(NULL, DOUGH, 0, text, 64, &n)) \
    X(ingredient_name_freed, FT_ERR_INVALID_HANDLE, ft_ingredient_name(freed, DOUGH, 0, text, 64, &n)) \
    X(ingredient_name_bad_kind, FT_ERR_INVALID_ARGUMENT, ft_ingredient_name(live, bad_kind(3), 0, text, 64, &n)) \
    X(ingredient_name_index_negative, FT_ERR_INVALID_ARGUMENT, ft_ingredient_name(live, FT_INGREDIENT_GLAZE, -1, text, 64, &n)) \
    X(ingredient_name_null_buffer, FT_ERR_NULL_ARGUMENT, ft_ingredient_name(live, DOUGH, 0, NULL, 64, &n)) \
    X(ingredient_name_huge_capacity, FT_ERR_INVALID_ARGUMENT, ft_ingredient_name(live, DOUGH, 0, text, SIZE_MAX, &n)) \
    X(donut_count_null_truck, FT_ERR_INVALID_HANDLE, ft_donut_count(NULL, &n))                      \
    X(donut_count_freed, FT_ERR_INVALID_HANDLE, ft_donut_count(freed, &n))                          \
    X(donut_count_foreign, FT_ERR_INVALID_HANDLE, ft_donut_count(foreign, &n))                      \
    X(donut_count_null_out, FT_ERR_NULL_ARGUMENT, ft_donut_count(live, NULL))                       \
    X(donut_get_null_truck, FT_ERR_INVALID_HANDLE, ft_donut_get(NULL, 0, &donut))                   \
    X(donut_get_freed, FT_ERR_INVALID_HANDLE, ft_donut_get(freed, 0, &donut))                       \
    X(donut_get_id_negative, FT_ERR_NOT_FOUND, ft_donut_get(live, -1, &donut))                      \
    X(donut_get_id_max, FT_ERR_NOT_FOUND, ft_donut_get(live, INT32_MAX, &donut))                    \
    X(donut_get_null_out, FT_ERR_NULL_ARGUMENT, ft_donut_get(live, 0, NULL))                        \
    X(donut_name_null_truck, FT_ERR_INVALID_HANDLE, ft_donut_name(NULL, 0, text, 64, &n))           \
    X(donut_name_freed, FT_ERR_INVALID_HANDLE, ft_donut_name(freed, 0, text, 64, &n))               \
    X(donut_name_id_min, FT_ERR_NOT_FOUND, ft_donut_name(live, INT32_MIN, text, 64, &n))            \
    X(donut_name_null_buffer, FT_ERR_NULL_ARGUMENT, ft_donut_name(live, 0, NULL, 64, &n))           \
    X(donut_name_huge_capacity, FT_ERR_INVALID_ARGUMENT, ft_donut_name(live, 0, text, HUGE_CAPACITY, &n)) \
    X(donut_name_too_small, FT_ERR_BUFFER_TOO_SMALL, ft_donut_name(live, 0, text, 3, &n))            \
    X(search_null_truck, FT_ERR_INVALID_HANDLE, ft_donut_search(NULL, "", ids, 32, &n))             \
    X(search_freed, FT_ERR_INVALID_HANDLE, ft_donut_search(freed, "", ids, 32, &n))                 \
    X(search_null_text, FT_ERR_NULL_ARGUMENT, ft_donut_search(live, NULL, ids, 32, &n))             \
    X(search_bad_utf8, FT_ERR_INVALID_UTF8, ft_donut_search(live, BAD_UTF8, ids, 32, &n))           \
    X(search_truncated_utf8, FT_ERR_INVALID_UTF8, ft_donut_search(live, BAD_UTF8_TRUNCATED, ids, 32, &n)) \
    X(search_null_ids, FT_ERR_NULL_ARGUMENT, ft_donut_search(live, "", NULL, 32, &n))               \
    X(search_huge_capacity, FT_ERR_INVALID_ARGUMENT, ft_donut_search(live, "", ids, SIZE_MAX, &n))  \
    X(search_too_small, FT_ERR_BUFFER_TOO_SMALL, ft_donut_search(live, "", ids, 16, &n))            \
    X(sort_name_null_truck, FT_ERR_INVALID_HANDLE, ft_donut_sort_by_name(NULL, ids, 32, &n))        \
    X(sort_name_freed, FT_ERR_INVALID_HANDLE, ft_donut_sort_by_name(freed, ids, 32, &n))            \
    X(sort_name_null_ids, FT_ERR_NULL_ARGUMENT, ft_donut_sort_by_name(live, NULL, 1, &n))           \
    X(sort_name_huge_capacity, FT_ERR_INVALID_ARGUMENT, ft_donut_sort_by_name(live, NULL, SIZE_MAX, &n)) \
    X(sort_flavor_null_truck, FT_ERR_INVALID_HANDLE, ft_donut_sort_by_flavor(NULL, FT_FLAVOR_SWEET, ids, 32, &n)) \
    X(sort_flavor_freed, FT_ERR_INVALID_HANDLE, ft_donut_sort_by_flavor(freed, FT_FLAVOR_SWEET, ids, 32, &n)) \
    X(sort_flavor_bad_flavor, FT_ERR_INVALID_ARGUMENT, ft_donut_sort_by_flavor(live, bad_flavor(INT_MIN), ids, 32, &n)) \
    X(sort_flavor_null_ids, FT_ERR_NULL_ARGUMENT, ft_donut_sort_by_flavor(live, FT_FLAVOR_SWEET, NULL, 32, &n)) \
    X(sort_flavor_huge_capacity, FT_ERR_INVALID_ARGUMENT, ft_donut_sort_by_flavor(live, FT_FLAVOR_SWEET, ids, HUGE_CAPACITY, &n)) \
    X(template_null_truck, FT_ERR_INVALID_HANDLE, ft_donut_template(NULL, &donut))                  \
    X(template_freed, FT_ERR_INVALID_HANDLE, ft_donut_template(freed, &donut))                      \
    X(template_null_out, FT_ERR_NULL_ARGUMENT, ft_donut_template(live, NULL))                       \
    X(template_name_null_truck, FT_ERR_INVALID_HANDLE, ft_donut_template_name(NULL, text, 64, &n))  \
    X(template_name_freed, FT_ERR_INVALID_HANDLE, ft_donut_template_name(freed, text, 64, &n))      \
    X(template_name_null_buffer, FT_ERR_NULL_ARGUMENT, ft_donut_template_name(live, NULL, 64, &n))  \
    X(template_name_huge_capacity, FT_ERR_INVALID_ARGUMENT, ft_donut_template_name(live, text, SIZE_MAX, &n)) \
    X(create_null_truck, FT_ERR_INVALID_HANDLE, ft_donut_create(NULL, "X", 0, 0, 0, &value))        \
    X(create_freed, FT_ERR_INVALID_HANDLE, ft_donut_create(freed, "X", 0, 0, 0, &value))            \
    X(create_foreign, FT_ERR_INVALID_HANDLE, ft_donut_create(foreign, "X", 0, 0, 0, &value))        \
    X(create_null_name, FT_ERR_NULL_ARGUMENT, ft_donut_create(live, NULL, 0, 0, 0, &value))         \
    X(create_bad_utf8, FT_ERR_INVALID_UTF8, ft_donut_create(live, BAD_UTF8, 0, 0, 0, &value))       \
    X(create_empty_name, FT_ERR_INVALID_ARGUMENT, ft_donut_create(live, "", 0, 0, 0, &value))       \
    X(create_null_id_out, FT_ERR_NULL_ARGUMENT, ft_donut_create(live, "X", 0, 0, 0, NULL))          \
    X(create_dough_negative, FT_ERR_INVALID_ARGUMENT, ft_donut_create(live, "X", -1, 0, 0, &value)) \
    X(create_dough_7, FT_ERR_INVALID_ARGUMENT, ft_donut_create(live, "X", 7, 0, 0, &value))         \
    X(create_dough_max, FT_ERR_INVALID_ARGUMENT, ft_donut_create(live, "X", INT32_MAX, 0, 0, &value)) \
    X(create_glaze_minus_2, FT_ERR_INVALID_ARGUMENT, ft_donut_create(live, "X", 0, -2, 0, &value))  \
    X(create_glaze_7, FT_ERR_INVALID_ARGUMENT, ft_donut_create(live, "X", 0, 7, 0, &value))         \
    X(create_topping_24, FT_ERR_INVALID_ARGUMENT, ft_donut_create(live, "X", 0, 0, 24, &value))     \
    X(create_topping_min, FT_ERR_INVALID_ARGUMENT, ft_donut_create(live, "X", 0, 0, INT32_MIN, &value)) \
    X(edit_null_truck, FT_ERR_INVALID_HANDLE, ft_donut_edit(NULL, 0, "X", 0, 0, 0))                 \
    X(edit_freed, FT_ERR_INVALID_HANDLE, ft_donut_edit(freed, 0, "X", 0, 0, 0))                     \
    X(edit_id_negative, FT_ERR_NOT_FOUND, ft_donut_edit(live, -1, "X", 0, 0, 0))                    \
    X(edit_id_max, FT_ERR_NOT_FOUND, ft_donut_edit(live, INT32_MAX, "X", 0, 0, 0))                  \
    X(edit_null_name, FT_ERR_NULL_ARGUMENT, ft_donut_edit(live, 0, NULL, 0, 0, 0))                  \
    X(edit_bad_utf8, FT_ERR_INVALID_UTF8, ft_donut_edit(live, 0, BAD_UTF8_TRUNCATED, 0, 0, 0))      \
    X(edit_control_name, FT_ERR_INVALID_ARGUMENT, ft_donut_edit(live, 0, "Bell\a", 0, 0, 0))        \
    X(edit_dough_7, FT_ERR_INVALID_ARGUMENT, ft_donut_edit(live, 0, "X", 7, 0, 0))                  \
    X(edit_glaze_max, FT_ERR_INVALID_ARGUMENT, ft_donut_edit(live, 0, "X", 0, INT32_MAX, 0))        \
    X(edit_topping_negative, FT_ERR_INVALID_ARGUMENT, ft_donut_edit(live, 0, "X", 0, 0, -5))

#define DEFINE_ROW(label, expected, call) static ft_status row_##label(void) { return call; }
MISUSE_ROWS(DEFINE_ROW)

typedef struct misuse_row {
    const char *label;
    ft_status expected;
    ft_status (*call)(void);
} misuse_row;

#define TABLE_ROW(label, expected, call) {#label, expected, row_##label},
static const misuse_row ROWS[] = {MISUSE_ROWS(TABLE_ROW)};

/* Runs one row in a child; the child's exit code carries the status it got. */
static void run_row(const misuse_row *row) {
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        ft_status got = row->call();
        /* A failed call must leave a message that names the operation. */
        int message_ok = got == FT_OK ? ft_last_error()[0] == '\0' : strstr(ft_last_error(), "ft_") != NULL;
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
        fprintf(stderr, "%s: ft_last_error() does not match the status\n", row->label);
    } else if (WEXITSTATUS(wstatus) != (int)row->expected) {
        check_failures++;
        fprintf(stderr, "%s: returned %s, expected %s\n", row->label,
                ft_status_string((ft_status)WEXITSTATUS(wstatus)), ft_status_string(row->expected));
    }
}

int main(void) {
    if (ft_truck_new(&live) != FT_OK || ft_truck_new(&freed) != FT_OK || ft_truck_free(freed) != FT_OK) {
        fprintf(stderr, "setup failed: %s\n", ft_last_error());
        return 1;
    }
    foreign = (ft_truck *)(void *)&foreign_storage;
    size_t rows = sizeof ROWS / sizeof ROWS[0];
    for (size_t i = 0; i < rows; i++) run_row(&ROWS[i]);
    /* Functions without a status cannot fail, but must survive any argument. */
    CHECK_STR(ft_status_string((ft_status)INT_MIN), "FT_ERR_UNKNOWN");
    CHECK(ft_last_error() != NULL);
    CHECK(ft_version() != NULL);
    CHECK_INT(ft_version_number(), FT_VERSION_NUMBER);
    printf("misuse matrix: %zu rows\n", rows);
    CHECK_OK(ft_truck_free(live));
    return check_report("test_misuse");
}
