/* SPDX-License-Identifier: Apache-2.0 */
/* test_session.c: sessions kept in a file (foodtruck_truck_open): a session reopened equals the
 * one closed; read-only sessions refuse every change and never write; files that are not a
 * session are refused with the documented status and left byte for byte as they were, with
 * no -wal or -shm file beside them; one writer per file, in this process or another; idle
 * ticks do not grow the file; a writer that died leaves a file that reopens as acknowledged.
 * Every file lives in one mkdtemp folder, removed at the end. */
#if !defined(__cplusplus)
#define _POSIX_C_SOURCE 200809L
#endif
#include "check.h"

#include <dirent.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#define NOW INT64_C(1796000000000) /* 2026-11-30 00:53:20 UTC */
#define SECOND INT64_C(1000)

static char folder[] = "/tmp/foodtruck-session-XXXXXX";

/* The path of `name` inside the test's folder. */
static const char *in_folder(const char *name, char *buffer, size_t size) {
    snprintf(buffer, size, "%s/%s", folder, name);
    return buffer;
}

/* A file's whole content, malloc'd (NULL for a missing file); *size receives its length. */
static unsigned char *read_bytes(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    *size = 0;
    if (file == NULL) return NULL;
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *bytes = (unsigned char *)malloc(length > 0 ? (size_t)length : 1);
    *size = fread(bytes, 1, (size_t)length, file);
    fclose(file);
    return bytes;
}

static void write_bytes(const char *path, const unsigned char *bytes, size_t size) {
    FILE *file = fopen(path, "wb");
    CHECK(file != NULL);
    if (file == NULL) return;
    CHECK_INT(fwrite(bytes, 1, size, file), size);
    fclose(file);
}

static bool exists(const char *path) { return access(path, F_OK) == 0; }

/* None of SQLite's companion files (-wal, -shm, -journal) is left beside `path`. */
static void check_no_sidecars(const char *path, int line) {
    char sidecar[512];
    static const char *const SUFFIXES[] = {"-wal", "-shm", "-journal"};
    for (size_t i = 0; i < sizeof SUFFIXES / sizeof SUFFIXES[0]; i++) {
        snprintf(sidecar, sizeof sidecar, "%s%s", path, SUFFIXES[i]);
        check_count++;
        if (exists(sidecar)) {
            check_failures++;
            fprintf(stderr, "%s:%d: %s was left beside the file\n", __FILE__, line, sidecar);
        }
    }
}

/* The file at `path` still holds exactly `bytes`, and nothing was left beside it. */
static void check_unchanged(const char *path, const unsigned char *bytes, size_t size, int line) {
    size_t now_size;
    unsigned char *now = read_bytes(path, &now_size);
    check_count++;
    if (now == NULL || now_size != size || (size > 0 && memcmp(now, bytes, size) != 0)) {
        check_failures++;
        fprintf(stderr, "%s:%d: %s changed (%zu bytes, was %zu)\n", __FILE__, line, path, now_size,
                size);
    }
    free(now);
    check_no_sidecars(path, line);
}

/* Opening `path` is refused with `expected`, *truck_out is left alone, the message names the
 * function and holds `words` (when not NULL). */
static void check_refused(const char *path, uint32_t options, foodtruck_status expected,
                          const char *words, int line) {
    foodtruck_truck *sentinel = (foodtruck_truck *)&folder;
    foodtruck_truck *truck = sentinel;
    foodtruck_status status = foodtruck_truck_open(path, options, &truck);
    check_count++;
    if (status != expected) {
        check_failures++;
        fprintf(stderr, "%s:%d: opening %s gave %s, expected %s (%s)\n", __FILE__, line, path,
                foodtruck_status_string(status), foodtruck_status_string(expected),
                foodtruck_last_error());
    }
    if (status == FOODTRUCK_OK) {
        CHECK_OK(foodtruck_truck_free(truck));
        return;
    }
    CHECK(truck == sentinel);
    CHECK(strstr(foodtruck_last_error(), "foodtruck_truck_open") != NULL);
    check_count++;
    if (words != NULL && strstr(foodtruck_last_error(), words) == NULL) {
        check_failures++;
        fprintf(stderr, "%s:%d: the message \"%s\" lacks \"%s\"\n", __FILE__, line,
                foodtruck_last_error(), words);
    }
}

static bool is_read_only(const foodtruck_truck *truck) {
    bool read_only = true; /* overwritten on success */
    CHECK_OK(foodtruck_truck_is_read_only(truck, &read_only));
    return read_only;
}

static int32_t place(foodtruck_truck *truck, const foodtruck_order_line *lines, size_t count,
                     int64_t at) {
    int32_t number = 0;
    CHECK_OK(foodtruck_order_place(truck, lines, count, at, &number));
    return number;
}

static int32_t place_one(foodtruck_truck *truck, int32_t donut, int32_t quantity, int64_t at) {
    foodtruck_order_line line;
    line.donut_id = donut;
    line.quantity = quantity;
    return place(truck, &line, 1, at);
}

static foodtruck_order order_of(const foodtruck_truck *truck, int32_t number) {
    foodtruck_order order;
    memset(&order, 0, sizeof order);
    CHECK_OK(foodtruck_order_get(truck, number, &order));
    return order;
}

/* Opens `path`, checking that it succeeds; NULL (one failed check) when it does not, so that
 * the checks that need the session are skipped rather than failing one by one. */
static foodtruck_truck *open_checked(const char *path, uint32_t options, int line) {
    foodtruck_truck *truck = NULL;
    foodtruck_status status = foodtruck_truck_open(path, options, &truck);
    check_count++;
    if (status != FOODTRUCK_OK) {
        check_failures++;
        fprintf(stderr, "%s:%d: opening %s with options %u gave %s (%s)\n", __FILE__, line, path,
                (unsigned)options, foodtruck_status_string(status), foodtruck_last_error());
        return NULL;
    }
    return truck;
}

/* ---- 1. A session reopened equals the one closed ------------------------------------- */

/* The session test_reopen builds: settings, four orders at different steps, a custom donut. */
static void build_session(const char *path) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_open(path, 0, &truck));
    CHECK(!is_read_only(truck));
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_truck_set_utc_offset(truck, -480));
    const uint32_t friday_saturday = FOODTRUCK_WEEKDAY_BIT(5) | FOODTRUCK_WEEKDAY_BIT(6);
    CHECK_OK(foodtruck_truck_set_weekend_days(truck, friday_saturday));
    CHECK_OK(foodtruck_truck_set_price(truck, 650));
    CHECK_OK(foodtruck_truck_set_timer_duration(truck, 30));
    CHECK_OK(foodtruck_truck_set_city(truck, FOODTRUCK_CITY_LONDON));
    CHECK_OK(foodtruck_truck_set_parking_spot(truck, 3));
    CHECK_OK(foodtruck_truck_set_widget_quota(truck, 40));

    CHECK_INT(place_one(truck, 0, 2, NOW), 1);
    foodtruck_order_line two[2];
    two[0].donut_id = 3;
    two[0].quantity = 1;
    two[1].donut_id = 5;
    two[1].quantity = 4;
    CHECK_INT(place(truck, two, 2, NOW), 2);
    CHECK_INT(place_one(truck, 7, 3, NOW), 3);
    CHECK_INT(place_one(truck, 1, 1, NOW + 3 * SECOND), 4);

    foodtruck_order_status status = FOODTRUCK_ORDER_PLACED;
    CHECK_OK(foodtruck_order_advance(truck, 1, NOW + 1 * SECOND, &status));
    CHECK_INT(status, FOODTRUCK_ORDER_PREPARING);
    CHECK_OK(foodtruck_order_advance(truck, 2, NOW + 2 * SECOND, &status));
    CHECK_OK(foodtruck_order_apply(truck, 4, FOODTRUCK_ORDER_PREPARE, NOW + 3 * SECOND));
    CHECK_OK(foodtruck_order_apply(truck, 4, FOODTRUCK_ORDER_MARK_READY, NOW + 4 * SECOND));
    CHECK_OK(foodtruck_order_apply(truck, 4, FOODTRUCK_ORDER_COMPLETE, NOW + 5 * SECOND));
    /* Order 1's 30 s countdown ends at NOW + 31 s, order 2's at NOW + 32 s. */
    int32_t arrived = -1;
    CHECK_OK(foodtruck_truck_tick(truck, NOW + 31500, &arrived));
    CHECK_INT(arrived, 0);
    CHECK_INT(order_of(truck, 1).status, FOODTRUCK_ORDER_READY);

    int32_t donut = -1;
    CHECK_OK(foodtruck_donut_create(truck, "Midnight Maple", 2, 3, 5, &donut));
    CHECK_INT(donut, FOODTRUCK_CATALOG_DONUT_COUNT);
    /* Set last, below the activities showing (orders 1 and 2 got one each when they were put
     * into preparation): a limit refuses new requests only. */
    CHECK_OK(foodtruck_truck_set_activity_limit(truck, 1));
    CHECK_OK(foodtruck_truck_free(truck));
}

/* Checks, through the getters, the session build_session made (read-only or not). */
static void check_built_session(foodtruck_truck *truck) {
    foodtruck_locale locale = FOODTRUCK_LOCALE_EN;
    CHECK_OK(foodtruck_truck_locale(truck, &locale));
    CHECK_INT(locale, FOODTRUCK_LOCALE_AR);
    int32_t minutes = 0;
    CHECK_OK(foodtruck_truck_utc_offset(truck, &minutes));
    CHECK_INT(minutes, -480);
    uint32_t weekend = 0;
    CHECK_OK(foodtruck_truck_weekend_days(truck, &weekend));
    CHECK_INT(weekend, 0x60); /* Friday and Saturday */
    int64_t cents = 0;
    CHECK_OK(foodtruck_truck_price(truck, &cents));
    CHECK_INT(cents, 650);
    int32_t seconds = 0;
    CHECK_OK(foodtruck_truck_timer_duration(truck, &seconds));
    CHECK_INT(seconds, 30);
    foodtruck_city city = FOODTRUCK_CITY_ALL;
    CHECK_OK(foodtruck_truck_city(truck, &city));
    CHECK_INT(city, FOODTRUCK_CITY_LONDON);
    foodtruck_parking_spot spot;
    memset(&spot, 0, sizeof spot);
    CHECK_OK(foodtruck_truck_parking_spot(truck, &spot));
    CHECK_INT(spot.city, FOODTRUCK_CITY_LONDON);
    CHECK_INT(spot.index, 3);
    int32_t quota = 0;
    CHECK_OK(foodtruck_truck_widget_quota(truck, &quota));
    CHECK_INT(quota, 40);

    /* Every order was placed in London at 650 cents a donut. */
    static const int32_t STATUS[] = {FOODTRUCK_ORDER_READY, FOODTRUCK_ORDER_PREPARING,
                                     FOODTRUCK_ORDER_PLACED, FOODTRUCK_ORDER_COMPLETED};
    static const int32_t DONUTS[] = {2, 5, 3, 1};
    static const int32_t LINES[] = {1, 2, 1, 1};
    static const int64_t CREATED[] = {0, 0, 0, 3 * SECOND};
    for (int32_t number = 1; number <= 4; number++) {
        foodtruck_order order = order_of(truck, number);
        CHECK_INT(order.number, number);
        CHECK_INT(order.status, STATUS[number - 1]);
        CHECK_INT(order.city, FOODTRUCK_CITY_LONDON);
        CHECK_INT(order.total_donuts, DONUTS[number - 1]);
        CHECK_INT(order.line_count, LINES[number - 1]);
        CHECK_INT(order.total_cents, 650 * DONUTS[number - 1]);
        CHECK_INT(order.created_at, NOW + CREATED[number - 1]);
    }
    CHECK_INT(order_of(truck, 1).preparing_since, NOW + 1 * SECOND);
    CHECK_INT(order_of(truck, 3).preparing_since, FOODTRUCK_NO_TIME);
    CHECK_INT(order_of(truck, 4).completed_at, NOW + 5 * SECOND);
    CHECK_INT(order_of(truck, 4).duration_ms, 2 * SECOND);
    foodtruck_order missing;
    CHECK_STATUS(foodtruck_order_get(truck, 5, &missing), FOODTRUCK_ERR_NOT_FOUND);

    /* Order 2's countdown runs from NOW + 2 s to NOW + 32 s: 500 ms left at the last tick. */
    foodtruck_timer timer;
    memset(&timer, 0, sizeof timer);
    CHECK_OK(foodtruck_timer_get(truck, 2, NOW + 31500, &timer));
    CHECK_INT(timer.starts_at, NOW + 2 * SECOND);
    CHECK_INT(timer.ends_at, NOW + 32 * SECOND);
    CHECK_INT(timer.remaining_ms, 500);
    CHECK(!timer.finished);
    CHECK_OK(foodtruck_timer_get(truck, 1, NOW + 31500, &timer));
    CHECK_INT(timer.ends_at, NOW + 31 * SECOND);
    CHECK(timer.finished);

    size_t count = 0;
    CHECK_OK(foodtruck_donut_count(truck, &count));
    CHECK_INT(count, FOODTRUCK_CATALOG_DONUT_COUNT + 1);
    foodtruck_donut donut;
    memset(&donut, 0, sizeof donut);
    CHECK_OK(foodtruck_donut_get(truck, FOODTRUCK_CATALOG_DONUT_COUNT, &donut));
    CHECK(donut.is_custom);
    CHECK_INT(donut.dough, 2);
    CHECK_INT(donut.glaze, 3);
    CHECK_INT(donut.topping, 5);
    char name[80];
    CHECK_OK(foodtruck_donut_name(truck, FOODTRUCK_CATALOG_DONUT_COUNT, name, sizeof name, NULL));
    CHECK_STR(name, "Midnight Maple");

    /* The events that waited at close are not kept. */
    size_t waiting = 99, dropped = 99;
    CHECK_OK(foodtruck_event_poll(truck, NULL, 0, &waiting));
    CHECK_INT(waiting, 0);
    CHECK_OK(foodtruck_event_dropped(truck, &dropped));
    CHECK_INT(dropped, 0);
}

static void test_reopen(void) {
    char path[256];
    in_folder("truck.ftrk", path, sizeof path);
    build_session(path);
    check_no_sidecars(path, __LINE__);

    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_open(path, 0, &truck));
    CHECK(!is_read_only(truck));
    check_built_session(truck);
    /* The activity limit (1) has no getter: order 2's activity is still showing, so a request
     * for order 3 is refused (under the default limit, 5, it would be granted). */
    int32_t id = 0;
    const int64_t at = NOW + 31500;
    CHECK_STATUS(foodtruck_activity_request(truck, 3, at, at + 30 * SECOND, 0.0, at, &id),
                 FOODTRUCK_ERR_LIMIT_REACHED);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* ---- 2. Read-only sessions ------------------------------------------------------------ */

/* Checks that a change was refused because the session is read-only. */
#define REFUSED(call)                                                                         \
    do {                                                                                      \
        CHECK_STATUS(call, FOODTRUCK_ERR_READ_ONLY);                                          \
        CHECK(strstr(foodtruck_last_error(), "read-only") != NULL);                           \
    } while (0)

/* Every function that makes a TruckChange (each calls session.change in Sources/FoodTruck), with
 * arguments that a writable session would take. */
static void check_every_change_refused(foodtruck_truck *t) {
    const int64_t at = NOW + 40 * SECOND;
    static const uint8_t BYTES[4] = {1, 2, 3, 4};
    int32_t id = 0;
    bool show = false;
    foodtruck_order_status status;
    REFUSED(foodtruck_truck_set_locale(t, FOODTRUCK_LOCALE_EN));
    REFUSED(foodtruck_truck_set_utc_offset(t, 60));
    REFUSED(foodtruck_truck_set_weekend_days(t, FOODTRUCK_WEEKEND_DEFAULT));
    REFUSED(foodtruck_truck_set_price(t, 578));
    REFUSED(foodtruck_truck_set_city(t, FOODTRUCK_CITY_CUPERTINO));
    REFUSED(foodtruck_truck_set_parking_spot(t, 0));
    REFUSED(foodtruck_truck_set_widget_quota(t, 25));
    REFUSED(foodtruck_truck_set_timer_duration(t, 60));
    REFUSED(foodtruck_truck_set_activity_limit(t, 5));
    REFUSED(foodtruck_truck_set_activities_enabled(t, false, at));
    REFUSED(foodtruck_truck_simulate(t, 7, at, 10));
    REFUSED(foodtruck_truck_tick(t, at, NULL));
    REFUSED(foodtruck_donut_create(t, "Read Only", 0, 0, 0, &id));
    REFUSED(foodtruck_donut_edit(t, FOODTRUCK_CATALOG_DONUT_COUNT, "Renamed", 1, 1, 1));
    foodtruck_order_line line;
    line.donut_id = 0;
    line.quantity = 1;
    REFUSED(foodtruck_order_place(t, &line, 1, at, &id));
    REFUSED(foodtruck_order_apply(t, 3, FOODTRUCK_ORDER_PREPARE, at));
    REFUSED(foodtruck_order_advance(t, 2, at, &status));
    REFUSED(foodtruck_activity_request(t, 3, at, at + 1000, 0.0, at, &id));
    REFUSED(foodtruck_activity_update(t, 1, at, at + 1000, 0.5, at));
    REFUSED(foodtruck_activity_end(t, 1, FOODTRUCK_DISMISS_IMMEDIATE, at, at));
    REFUSED(foodtruck_navigation_select(t, FOODTRUCK_PANEL_ORDERS));
    foodtruck_step step;
    step.kind = FOODTRUCK_STEP_ORDER;
    step.panel = FOODTRUCK_PANEL_ORDERS;
    step.id = 1;
    REFUSED(foodtruck_navigation_push(t, step));
    REFUSED(foodtruck_navigation_pop(t));
    REFUSED(foodtruck_navigation_open_card(t, FOODTRUCK_CARD_DONUTS, 800.0));
    REFUSED(foodtruck_navigation_open_link(t, "foodtruck://orders"));
    char saved[512];
    CHECK_OK(foodtruck_navigation_save(t, saved, sizeof saved, NULL));
    REFUSED(foodtruck_navigation_restore(t, saved));
    REFUSED(foodtruck_account_set_relying_party(t, "example.com"));
    REFUSED(foodtruck_account_sign_in(t, BYTES, sizeof BYTES));
    REFUSED(foodtruck_account_sign_up_passkey(t, "maria", BYTES, sizeof BYTES));
    REFUSED(foodtruck_account_sign_up_password(t, "maria", "secret"));
    REFUSED(foodtruck_account_password_returned(t, "maria"));
    REFUSED(foodtruck_account_passkey_asserted(t, BYTES, sizeof BYTES));
    REFUSED(foodtruck_account_passkey_registered(t));
    REFUSED(foodtruck_account_request_failed(t, FOODTRUCK_ACCOUNT_CANCELLED));
    REFUSED(foodtruck_account_sign_out(t));
    REFUSED(foodtruck_account_confirm_sign_out(t, true));
    foodtruck_spot_weather spot;
    memset(&spot, 0, sizeof spot);
    spot.condition = FOODTRUCK_WEATHER_CONDITION_CLEAR;
    spot.answered = true;
    spot.temperature_c = 18.0;
    REFUSED(foodtruck_weather_set_city(t, FOODTRUCK_CITY_LONDON, &spot, 1));
    foodtruck_hour_weather hour;
    hour.at = at;
    hour.temperature_c = 12.0;
    hour.daylight = true;
    REFUSED(foodtruck_weather_set_forecast(t, &hour, 1));
    REFUSED(foodtruck_weather_set_unit(t, FOODTRUCK_TEMPERATURE_UNIT_CELSIUS));
    REFUSED(foodtruck_weather_set_legal_page(t, "https://weather.example/legal"));
    REFUSED(foodtruck_store_set_setting(t, FOODTRUCK_STORE_ENABLED, true));
    foodtruck_store_price price;
    price.cents = 499;
    price.product = FOODTRUCK_STORE_MONTHLY_PLAN;
    price.currency = FOODTRUCK_CURRENCY_USD;
    REFUSED(foodtruck_store_set_prices(t, &price, 1));
    foodtruck_store_transaction transaction;
    memset(&transaction, 0, sizeof transaction);
    transaction.transaction_id = 1;
    transaction.purchased_at = NOW;
    transaction.expires_at = FOODTRUCK_NO_TIME;
    transaction.revoked_at = FOODTRUCK_NO_TIME;
    transaction.product = FOODTRUCK_STORE_ANNUAL_HISTORY;
    transaction.verified = true;
    REFUSED(foodtruck_store_set_transactions(t, &transaction, 1));
    foodtruck_subscription_status subscription;
    memset(&subscription, 0, sizeof subscription);
    subscription.expires_at = at;
    subscription.product = FOODTRUCK_STORE_MONTHLY_PLAN;
    subscription.renews_to = FOODTRUCK_STORE_MONTHLY_PLAN;
    subscription.state = FOODTRUCK_RENEWAL_SUBSCRIBED;
    subscription.verified = true;
    REFUSED(foodtruck_store_set_subscriptions(t, &subscription, 1));
    REFUSED(foodtruck_store_select_plan(t, FOODTRUCK_STORE_YEARLY_PLAN));
    REFUSED(foodtruck_store_select_refund(t, at, 1));
    REFUSED(foodtruck_store_defer_messages(t, 1, true));
    REFUSED(foodtruck_store_message_arrived(t, 9, &show));
    int64_t messages[4];
    size_t taken = 0;
    REFUSED(foodtruck_store_take_messages(t, messages, 4, &taken));
}

static void test_read_only(void) {
    char path[256];
    in_folder("truck.ftrk", path, sizeof path); /* test_reopen's session */
    size_t size;
    unsigned char *before = read_bytes(path, &size);
    CHECK(before != NULL && size > 0);

    foodtruck_truck *truck = open_checked(path, FOODTRUCK_OPEN_READ_ONLY, __LINE__);
    if (truck != NULL) {
        CHECK(is_read_only(truck));
        check_built_session(truck);
        check_every_change_refused(truck);
        check_built_session(truck); /* nothing was applied in memory either */
        CHECK_OK(foodtruck_truck_free(truck));
    }
    check_unchanged(path, before, size, __LINE__);

    /* A file the process may not write is opened read-only without being asked. Root writes
     * through any mode bits, so as root (CI) the check runs in a child that gives root up for
     * nobody (65534), in the folder opened to it for entering only, and reports its failures
     * in its exit status. */
    CHECK_INT(chmod(path, 0444), 0);
    pid_t child = geteuid() == 0 ? fork() : 0;
    if (child == 0) {
        bool dropped = geteuid() != 0 ||
                       (chmod(folder, 0711) == 0 && setgid(65534) == 0 && setuid(65534) == 0);
        CHECK(dropped && access(path, W_OK) != 0);
        truck = dropped ? open_checked(path, 0, __LINE__) : NULL;
        if (truck != NULL) {
            CHECK(is_read_only(truck));
            check_every_change_refused(truck);
            CHECK_OK(foodtruck_truck_free(truck));
        }
        if (getuid() == 65534) _exit(check_failures > 100 ? 100 : check_failures);
    } else {
        int how = 0;
        CHECK(child > 0 && waitpid(child, &how, 0) == child);
        CHECK(WIFEXITED(how) && WEXITSTATUS(how) == 0);
        CHECK_INT(chmod(folder, 0700), 0);
    }
    CHECK_INT(chmod(path, 0644), 0);
    check_unchanged(path, before, size, __LINE__);
    free(before);

    char missing[256];
    in_folder("missing.ftrk", missing, sizeof missing);
    check_refused(missing, FOODTRUCK_OPEN_READ_ONLY, FOODTRUCK_ERR_STORAGE, NULL, __LINE__);
    CHECK(!exists(missing));
    check_no_sidecars(missing, __LINE__);
}

/* ---- 3. Files that are not a session -------------------------------------------------- */

/* Writes `bytes` to `name`, opens it with `options` and checks the refusal and that the file
 * was left as it was. */
static void check_bad_file(const char *name, const unsigned char *bytes, size_t size,
                           uint32_t options, foodtruck_status expected, const char *words,
                           int line) {
    char path[256];
    in_folder(name, path, sizeof path);
    write_bytes(path, bytes, size);
    check_refused(path, options, expected, words, line);
    check_unchanged(path, bytes, size, line);
}

/* Big-endian 32-bit values at `offset` of a SQLite header (application_id at 68,
 * user_version at 60). */
static uint32_t get_be32(const unsigned char *bytes, size_t offset) {
    return ((uint32_t)bytes[offset] << 24) | ((uint32_t)bytes[offset + 1] << 16) |
           ((uint32_t)bytes[offset + 2] << 8) | bytes[offset + 3];
}

static void put_be32(unsigned char *bytes, size_t offset, uint32_t value) {
    bytes[offset] = (unsigned char)(value >> 24);
    bytes[offset + 1] = (unsigned char)(value >> 16);
    bytes[offset + 2] = (unsigned char)(value >> 8);
    bytes[offset + 3] = (unsigned char)value;
}

/* A session file with `orders` orders (synchronous=NORMAL: the test needs the pages, not
 * power-cut durability, and a FULL commit per order would cost a disk flush each). */
static unsigned char *session_with_orders(const char *name, int orders, size_t *size) {
    char path[256];
    in_folder(name, path, sizeof path);
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_open(path, FOODTRUCK_OPEN_SYNC_NORMAL, &truck));
    for (int i = 0; i < orders; i++) {
        place_one(truck, i % FOODTRUCK_CATALOG_DONUT_COUNT, 1 + i % 9, NOW + i);
    }
    CHECK_OK(foodtruck_truck_free(truck));
    return read_bytes(path, size);
}

static void test_bad_files(void) {
    char path[256];

    in_folder("folder.ftrk", path, sizeof path);
    CHECK_INT(mkdir(path, 0755), 0);
    check_refused(path, 0, FOODTRUCK_ERR_STORAGE, "directory", __LINE__);
    check_refused(path, FOODTRUCK_OPEN_READ_ONLY, FOODTRUCK_ERR_STORAGE, "directory", __LINE__);
    struct stat info;
    CHECK(stat(path, &info) == 0 && S_ISDIR(info.st_mode));
    check_no_sidecars(path, __LINE__);

    in_folder("no-such-folder/truck.ftrk", path, sizeof path);
    check_refused(path, 0, FOODTRUCK_ERR_STORAGE, NULL, __LINE__);
    in_folder("no-such-folder", path, sizeof path);
    CHECK(!exists(path));

    static const char TEXT[] = "Order 1: two glazed donuts, one cruller.\n";
    unsigned char text[2000];
    for (size_t i = 0; i < sizeof text; i++) text[i] = (unsigned char)TEXT[i % (sizeof TEXT - 1)];
    check_bad_file("short.txt", text, sizeof TEXT - 1, 0, FOODTRUCK_ERR_NOT_A_SESSION, NULL,
                   __LINE__);
    check_bad_file("long.txt", text, sizeof text, 0, FOODTRUCK_ERR_NOT_A_SESSION, NULL, __LINE__);
    check_bad_file("long-ro.txt", text, sizeof text, FOODTRUCK_OPEN_READ_ONLY,
                   FOODTRUCK_ERR_NOT_A_SESSION, NULL, __LINE__);

    /* An empty file is a session with no changes yet (what a crash while creating one leaves):
     * opened read-only it reads as a new session and stays empty; opened to write, the session
     * is made in it (as for a missing file). */
    in_folder("empty.ftrk", path, sizeof path);
    write_bytes(path, text, 0);
    foodtruck_truck *truck = open_checked(path, FOODTRUCK_OPEN_READ_ONLY, __LINE__);
    if (truck != NULL) {
        CHECK(is_read_only(truck));
        size_t orders = 99;
        CHECK_OK(foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_ALL, "", &orders));
        CHECK_INT(orders, 0);
        foodtruck_order_line line = {4, 2};
        int32_t number = 0;
        CHECK_INT(foodtruck_order_place(truck, &line, 1, NOW, &number), FOODTRUCK_ERR_READ_ONLY);
        CHECK_OK(foodtruck_truck_free(truck));
    }
    CHECK(stat(path, &info) == 0 && info.st_size == 0);
    truck = NULL;
    CHECK_OK(foodtruck_truck_open(path, 0, &truck));
    CHECK(!is_read_only(truck));
    size_t donuts = 0;
    CHECK_OK(foodtruck_donut_count(truck, &donuts));
    CHECK_INT(donuts, FOODTRUCK_CATALOG_DONUT_COUNT);
    CHECK_INT(place_one(truck, 4, 2, NOW), 1);
    CHECK_OK(foodtruck_truck_free(truck));
    truck = open_checked(path, FOODTRUCK_OPEN_READ_ONLY, __LINE__);
    if (truck != NULL) {
        CHECK_INT(order_of(truck, 1).total_donuts, 2);
        CHECK_OK(foodtruck_truck_free(truck));
    }

    /* Real session files, patched. 300 orders fill several 4096-byte pages. */
    size_t size = 0;
    unsigned char *session = session_with_orders("orders.ftrk", 300, &size);
    CHECK(session != NULL && size >= 4 * 4096);
    if (session == NULL || size < 4 * 4096) return;
    unsigned char *copy = (unsigned char *)malloc(size);
    CHECK_INT(((unsigned)session[16] << 8) | session[17], 4096); /* page size */
    CHECK(memcmp(session, "SQLite format 3", 16) == 0);
    CHECK_INT(get_be32(session, 68), 0x4654524B); /* application_id "FTRK" */
    /* user_version: schema 3, its number in the low 16 bits and their complement in the high
     * 16 (0xFFFC = ~3), so that no flipped bit makes another schema's number. */
    CHECK_INT(get_be32(session, 60), 0xFFFC0003u);

    memcpy(copy, session, size);
    put_be32(copy, 68, 0x12345678); /* another application's id */
    check_bad_file("other-app.db", copy, size, 0, FOODTRUCK_ERR_NOT_A_SESSION,
                   "another application", __LINE__);
    check_bad_file("other-app-ro.db", copy, size, FOODTRUCK_OPEN_READ_ONLY,
                   FOODTRUCK_ERR_NOT_A_SESSION, "another application", __LINE__);
    put_be32(copy, 68, 0); /* a plain SQLite database: no application id at all */
    check_bad_file("plain.db", copy, size, 0, FOODTRUCK_ERR_NOT_A_SESSION, NULL, __LINE__);

    memcpy(copy, session, size);
    put_be32(copy, 60, 0xFF9C0063u); /* schema 99, from the future (0xFF9C = ~99) */
    check_bad_file("newer.ftrk", copy, size, 0, FOODTRUCK_ERR_NOT_A_SESSION, "newer", __LINE__);
    check_bad_file("newer-ro.ftrk", copy, size, FOODTRUCK_OPEN_READ_ONLY,
                   FOODTRUCK_ERR_NOT_A_SESSION, "newer", __LINE__);
    /* A schema number without its complement is a damaged one, whatever its value. */
    put_be32(copy, 60, 99);
    check_bad_file("bare-99.ftrk", copy, size, 0, FOODTRUCK_ERR_CORRUPT, "schema number", __LINE__);
    put_be32(copy, 60, 0xFFFC0002u); /* one bit off schema 3 */
    check_bad_file("flipped-schema.ftrk", copy, size, FOODTRUCK_OPEN_READ_ONLY,
                   FOODTRUCK_ERR_CORRUPT, "schema number", __LINE__);
    put_be32(copy, 60, 0); /* the FTRK id but no schema */
    check_bad_file("unversioned.ftrk", copy, size, 0, FOODTRUCK_ERR_CORRUPT, "schema number",
                   __LINE__);
    memcpy(copy, session, size);
    put_be32(copy, 68, 0x4654524Au); /* one bit off "FTRK": a damaged session, not another's */
    check_bad_file("flipped-id.ftrk", copy, size, 0, FOODTRUCK_ERR_CORRUPT, "damaged", __LINE__);

    /* Garbage over the second half of every page from page 3 on (the changes' leaves, whose
     * cells sit at the end of each page). */
    memcpy(copy, session, size);
    for (size_t page = 2; page < size / 4096; page++) {
        for (size_t i = 2048; i < 4096; i++) copy[page * 4096 + i] = (unsigned char)(0xA5 ^ i);
    }
    check_bad_file("corrupt.ftrk", copy, size, 0, FOODTRUCK_ERR_CORRUPT, "damaged", __LINE__);
    check_bad_file("corrupt-ro.ftrk", copy, size, FOODTRUCK_OPEN_READ_ONLY, FOODTRUCK_ERR_CORRUPT,
                   "damaged", __LINE__);
    free(copy);
    free(session);
}

/* ---- 4. One writer per file ------------------------------------------------------------ */

/* The status a forked child gets opening `path`, as its exit code. */
static int open_in_child(const char *path, uint32_t options) {
    fflush(NULL);
    pid_t child = fork();
    if (child == 0) {
        foodtruck_truck *truck = NULL;
        foodtruck_status status = foodtruck_truck_open(path, options, &truck);
        if (status == FOODTRUCK_OK) (void)foodtruck_truck_free(truck);
        _exit((int)status);
    }
    int how = 0;
    CHECK(child > 0 && waitpid(child, &how, 0) == child);
    CHECK(WIFEXITED(how));
    return WIFEXITED(how) ? WEXITSTATUS(how) : -1;
}

static void test_busy(void) {
    char path[256];
    in_folder("truck.ftrk", path, sizeof path);
    foodtruck_truck *writer = NULL;
    CHECK_OK(foodtruck_truck_open(path, 0, &writer));
    check_refused(path, 0, FOODTRUCK_ERR_BUSY, NULL, __LINE__);
    check_refused(path, FOODTRUCK_OPEN_READ_ONLY, FOODTRUCK_ERR_BUSY, NULL, __LINE__);
    CHECK_INT(open_in_child(path, 0), FOODTRUCK_ERR_BUSY);
    CHECK_INT(open_in_child(path, FOODTRUCK_OPEN_READ_ONLY), FOODTRUCK_ERR_BUSY);
    /* The writer is not disturbed by the refused opens. */
    CHECK_OK(foodtruck_truck_set_widget_quota(writer, 41));
    CHECK_OK(foodtruck_truck_free(writer));
    CHECK_INT(open_in_child(path, 0), FOODTRUCK_OK);

    /* Two readers may share a file; a writer may not join them. */
    foodtruck_truck *first = open_checked(path, FOODTRUCK_OPEN_READ_ONLY, __LINE__);
    foodtruck_truck *second = open_checked(path, FOODTRUCK_OPEN_READ_ONLY, __LINE__);
    if (first != NULL && second != NULL) {
        size_t size;
        unsigned char *before = read_bytes(path, &size);
        CHECK_INT(open_in_child(path, FOODTRUCK_OPEN_READ_ONLY), FOODTRUCK_OK);
        check_refused(path, 0, FOODTRUCK_ERR_BUSY, NULL, __LINE__);
        CHECK_INT(open_in_child(path, 0), FOODTRUCK_ERR_BUSY);
        check_unchanged(path, before, size, __LINE__);
        free(before);
        int32_t quota = 0;
        CHECK_OK(foodtruck_truck_widget_quota(first, &quota));
        CHECK_INT(quota, 41);
        quota = 0;
        CHECK_OK(foodtruck_truck_widget_quota(second, &quota));
        CHECK_INT(quota, 41);
    }
    CHECK_OK(foodtruck_truck_free(first));
    CHECK_OK(foodtruck_truck_free(second));

    writer = NULL;
    CHECK_OK(foodtruck_truck_open(path, 0, &writer));
    CHECK_OK(foodtruck_truck_free(writer));
    check_no_sidecars(path, __LINE__);
}

/* ---- 5. Idle ticks --------------------------------------------------------------------- */

/* The size after free of a new session that ticked `ticks` times, a second apart, with
 * nothing due (synchronous=NORMAL: see session_with_orders). */
static size_t size_after_idle_ticks(const char *name, int ticks) {
    char path[256];
    in_folder(name, path, sizeof path);
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_open(path, FOODTRUCK_OPEN_SYNC_NORMAL, &truck));
    for (int i = 1; i <= ticks; i++) CHECK_OK(foodtruck_truck_tick(truck, NOW + i * SECOND, NULL));
    CHECK_OK(foodtruck_truck_free(truck));
    struct stat info;
    CHECK_INT(stat(path, &info), 0);
    return (size_t)info.st_size;
}

static void test_idle_ticks(void) {
    size_t few = size_after_idle_ticks("idle-10.ftrk", 10);
    size_t many = size_after_idle_ticks("idle-1000.ftrk", 1000);
    CHECK(few > 0);
    CHECK_INT(many, few);

    /* Only the last idle tick is kept, and it keeps its instant: time does not go back. */
    char path[256];
    in_folder("idle-1000.ftrk", path, sizeof path);
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_open(path, 0, &truck));
    const int64_t last = NOW + 1000 * SECOND;
    CHECK_STATUS(foodtruck_truck_tick(truck, last - 1, NULL), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_truck_tick(truck, NOW + 10 * SECOND, NULL),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_truck_tick(truck, last, NULL));
    CHECK_OK(foodtruck_truck_free(truck));
}

/* ---- 6. A writer that dies without closing ------------------------------------------- */

static void test_crash(void) {
    char path[256], wal[300], shm[300];
    in_folder("crashed.ftrk", path, sizeof path);
    snprintf(wal, sizeof wal, "%s-wal", path);
    snprintf(shm, sizeof shm, "%s-shm", path);
    fflush(NULL);
    pid_t child = fork();
    if (child == 0) {
        /* Acknowledged changes, then the process ends as a crash would: no
         * foodtruck_truck_free(), no checkpoint, no exit handlers. It ends by becoming
         * /bin/true, which valgrind (not tracing children) does not leak-check, whereas it
         * reports the never-freed session of a process that kills itself. The parent checks
         * the changes by reading them back. */
        foodtruck_truck *truck = NULL;
        if (foodtruck_truck_open(path, 0, &truck) == FOODTRUCK_OK &&
            foodtruck_truck_set_price(truck, 777) == FOODTRUCK_OK) {
            (void)place_one(truck, 4, 2, NOW);
        }
        execl("/bin/true", "true", (char *)NULL);
        _exit(127);
    }
    int how = 0;
    CHECK(child > 0 && waitpid(child, &how, 0) == child);
    CHECK(WIFEXITED(how) && WEXITSTATUS(how) == 0);
    CHECK(exists(wal)); /* the changes are in the log, never checkpointed */

    /* A reader sees what was acknowledged, and leaves the log for the next writer. */
    size_t size, wal_size;
    unsigned char *before = read_bytes(path, &size);
    unsigned char *wal_before = read_bytes(wal, &wal_size);
    foodtruck_truck *truck = open_checked(path, FOODTRUCK_OPEN_READ_ONLY, __LINE__);
    if (truck != NULL) {
        int64_t cents = 0;
        CHECK_OK(foodtruck_truck_price(truck, &cents));
        CHECK_INT(cents, 777);
        CHECK_INT(order_of(truck, 1).total_cents, 2 * 777);
        CHECK_OK(foodtruck_truck_free(truck));
    }
    size_t after_size, wal_after_size;
    unsigned char *after = read_bytes(path, &after_size);
    unsigned char *wal_after = read_bytes(wal, &wal_after_size);
    CHECK(after != NULL && after_size == size && memcmp(after, before, size) == 0);
    CHECK(wal_after != NULL && wal_after_size == wal_size &&
          memcmp(wal_after, wal_before, wal_size) == 0);
    /* The reader may have made the "-shm" index SQLite needs to read a log (documented); the
     * next writer removes it (check_no_sidecars below). */
    free(before);
    free(wal_before);
    free(after);
    free(wal_after);

    /* A writer recovers the log: the session is as acknowledged, and closing tidies up. */
    truck = open_checked(path, 0, __LINE__);
    if (truck == NULL) return;
    int64_t cents = 0;
    CHECK_OK(foodtruck_truck_price(truck, &cents));
    CHECK_INT(cents, 777);
    CHECK_INT(order_of(truck, 1).total_donuts, 2);
    CHECK_INT(order_of(truck, 1).total_cents, 2 * 777);
    CHECK_OK(foodtruck_truck_free(truck));
    check_no_sidecars(path, __LINE__);
}

/* ---- Clean-up -------------------------------------------------------------------------- */

static void remove_folder(const char *path) {
    DIR *dir = opendir(path);
    if (dir == NULL) return;
    struct dirent *entry;
    char child[512];
    while ((entry = readdir(dir)) != NULL) {
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0) continue;
        snprintf(child, sizeof child, "%s/%s", path, entry->d_name);
        struct stat info;
        if (lstat(child, &info) == 0 && S_ISDIR(info.st_mode)) {
            remove_folder(child);
        } else {
            CHECK_INT(unlink(child), 0);
        }
    }
    closedir(dir);
    CHECK_INT(rmdir(path), 0);
}

/* ---- 7. What the operator is told ------------------------------------------------------ */

/* A status's sentence for the operator, in the session's language. */
static const char *status_text(foodtruck_truck *truck, foodtruck_status status) {
    static char text[512];
    text[0] = '\0';
    CHECK_OK(foodtruck_truck_status_text(truck, status, text, sizeof text, NULL));
    return text;
}

/* The two failures of a change promise different things, and say so: not made (try again),
 * or maybe made (what was saved shows once the session is opened again); the other file
 * statuses say what they mean to the operator, and every other failure is the shell's
 * mistake. */
static void test_status_text(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    CHECK_STR(status_text(truck, FOODTRUCK_ERR_STORAGE),
              "Not saved: the change could not be written. Nothing was changed; try again.");
    CHECK_STR(status_text(truck, FOODTRUCK_ERR_UNCONFIRMED),
              "Saving could not be confirmed: your last change may not have been kept. What was "
              "saved shows once the session is opened again.");
    CHECK_STR(status_text(truck, FOODTRUCK_ERR_BUSY), "The session is open in another window.");
    CHECK_STR(status_text(truck, FOODTRUCK_ERR_READ_ONLY),
              "This session is read-only: changes are not saved.");
    CHECK_STR(status_text(truck, FOODTRUCK_ERR_NOT_A_SESSION),
              "This file is not a Food Truck session.");
    CHECK_STR(status_text(truck, FOODTRUCK_ERR_CORRUPT),
              "The session's file is damaged. It was left as it was.");
    static const foodtruck_status mistakes[] = {
        FOODTRUCK_ERR_NULL_ARGUMENT, FOODTRUCK_ERR_INVALID_HANDLE, FOODTRUCK_ERR_INVALID_ARGUMENT,
        FOODTRUCK_ERR_INVALID_UTF8,  FOODTRUCK_ERR_BUFFER_TOO_SMALL, FOODTRUCK_ERR_NOT_FOUND,
        FOODTRUCK_ERR_INVALID_STATE, FOODTRUCK_ERR_LIMIT_REACHED,   FOODTRUCK_ERR_DISABLED};
    for (size_t i = 0; i < sizeof mistakes / sizeof mistakes[0]; i++)
        CHECK_STR(status_text(truck, mistakes[i]), "Something went wrong.");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_STR(status_text(truck, FOODTRUCK_ERR_STORAGE),
              "لم يُحفظ التغيير: تعذّرت كتابته. لم يتغيّر شيء، فحاول مرة أخرى.");
    CHECK_STR(status_text(truck, FOODTRUCK_ERR_DISABLED), "حدث خطأ ما.");
    char text[64];
    CHECK_INT(foodtruck_truck_status_text(truck, FOODTRUCK_OK, text, sizeof text, NULL),
              FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK(strstr(foodtruck_last_error(), "status") != NULL);
    CHECK_INT(foodtruck_truck_status_text(truck, (foodtruck_status)16, text, sizeof text, NULL),
              FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_truck_free(truck));
}

int main(void) {
    if (mkdtemp(folder) == NULL) {
        perror("mkdtemp");
        return 1;
    }
    test_reopen();
    test_read_only();
    test_bad_files();
    test_busy();
    test_idle_ticks();
    test_crash();
    test_status_text();
    remove_folder(folder);
    CHECK(!exists(folder));
    return check_report("test_session");
}
