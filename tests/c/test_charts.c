/* SPDX-License-Identifier: Apache-2.0 */
/* test_charts.c: the charts' data through the C ABI (docs/domain.md §4.3, §4.4, §5.2).
 *
 * Nice ticks: for a table of ranges, at least two marks covering the range, evenly spaced by
 * 1, 2 or 5 x 10^k; extreme ranges (subnormal, near DBL_MAX) run in a child with a time limit.
 * Top 5 bars: ascending, and the same five as foodtruck_sales_top. Date marks: points of
 * foodtruck_sales_series every 2 days (week), 5 days (month) or every month (year), ending with the
 * newest, labelled "Nov 29" (English) or with the Arabic month names, in the session's local
 * time. Chart totals: worked out from known orders (the Top 5's five bars only, every point of
 * the Sales History, served while the store locks it). Forecast: the placeholder's 25 hours from the local hour containing now, its low (53)
 * and its one night, under several UTC offsets. Calendar arithmetic is done here with a
 * civil-date algorithm of the test's own, not with the library. */
#include "check.h"

#include <math.h>
#include <signal.h>
#include <stdint.h>
#include <sys/wait.h>
#include <unistd.h>

#define NOW INT64_C(1796000000000) /* 2026-11-30 00:53:20 UTC, 2026-11-29 16:53:20 at UTC-8 */
#define MINUTE INT64_C(60000)
#define HOUR INT64_C(3600000)
#define DAY INT64_C(86400000)
#define OFFSET (-480)

/* ---- Helpers ---------------------------------------------------------------------------- */

static double absolute(double v) { return v < 0 ? -v : v; }

static int64_t floor_div(int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }
static int64_t floor_mod(int64_t a, int64_t b) { return a - floor_div(a, b) * b; }

/* The civil date of a day number (days since 1970-01-01), proleptic Gregorian. */
static void civil_from_days(int64_t z, int *year, int *month, int *day) {
    z += 719468;
    int64_t era = floor_div(z, 146097);
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    int64_t d = doy - (153 * mp + 2) / 5 + 1;
    int64_t m = mp < 10 ? mp + 3 : mp - 9;
    *year = (int)(yoe + era * 400 + (m <= 2));
    *month = (int)m;
    *day = (int)d;
}

/* The local civil date of an instant under a UTC offset in minutes. */
static void local_date(int64_t at, int offset, int *year, int *month, int *day) {
    civil_from_days(floor_div(at + offset * MINUTE, DAY), year, month, day);
}

static foodtruck_truck *simulated(foodtruck_locale locale) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    CHECK_OK(foodtruck_truck_set_utc_offset(truck, OFFSET));
    CHECK_OK(foodtruck_truck_simulate(truck, 1, NOW, 20));
    CHECK_OK(foodtruck_truck_set_locale(truck, locale));
    return truck;
}

/* ---- Nice ticks --------------------------------------------------------------------------- */

/* True when step is 1, 2 or 5 times a power of ten (relative tolerance 1e-9). */
static int is_nice_step(double step) {
    if (!(step > 0)) return 0;
    double m = step;
    while (m >= 10) m /= 10;
    while (m < 1) m *= 10;
    return absolute(m - 1) < 1e-9 || absolute(m - 2) < 1e-9 || absolute(m - 5) < 1e-9 || absolute(m - 10) < 1e-8;
}

static void check_ticks(double lower, double upper, int32_t target) {
    static double ticks[2048];
    size_t n = 0;
    check_count++;
    foodtruck_status status = foodtruck_chart_nice_ticks(lower, upper, target, ticks, 2048, &n);
    if (status != FOODTRUCK_OK) {
        check_failures++;
        fprintf(stderr, "nice_ticks(%g, %g, %d): %s (%s)\n", lower, upper, target, foodtruck_status_string(status),
                foodtruck_last_error());
        return;
    }
    double lo = lower < upper ? lower : upper, hi = lower < upper ? upper : lower;
    int ok = n >= 2 && n <= (size_t)target + 2 && ticks[0] <= lo && ticks[n - 1] >= hi;
    double step = n >= 2 ? ticks[1] - ticks[0] : 0;
    ok = ok && is_nice_step(step);
    for (size_t i = 1; ok && i < n; i++) {
        if (absolute((ticks[i] - ticks[i - 1]) - step) > 1e-9 * (absolute(step) + 1e-300)) ok = 0;
    }
    if (!ok) {
        check_failures++;
        fprintf(stderr, "%s:%d: nice_ticks(%g, %g, %d) gave %zu ticks:", __FILE__, __LINE__, lower, upper, target, n);
        for (size_t i = 0; i < n && i < 12; i++) fprintf(stderr, " %.17g", ticks[i]);
        if (n > 12) fprintf(stderr, " ... %.17g", ticks[n - 1]);
        fprintf(stderr, "\n");
    }
}

/* Extreme ranges, each in a child process with a time limit, so that a call that never returns
 * is reported instead of hanging the test: ranges near the smallest subnormal (the step's power
 * of ten underflows to 0) and near the largest double (upper - lower overflows to infinity). */
static void test_nice_ticks_extremes(void) {
    static const double ranges[][2] = {
        {0, 2e-323}, {5e-324, 5e-324}, {0, 1e-300}, {1e300, 1e300}, {-1e300, 1e300},
    };
    for (size_t r = 0; r < sizeof ranges / sizeof ranges[0]; r++) {
        fflush(NULL);
        pid_t pid = fork();
        if (pid == 0) {
            alarm(5);
            check_failures = 0;
            check_ticks(ranges[r][0], ranges[r][1], 5);
            _exit(check_failures > 0 ? 1 : 0);
        }
        int wstatus = 0;
        check_count++;
        if (pid < 0 || waitpid(pid, &wstatus, 0) != pid) {
            check_failures++;
            fprintf(stderr, "%s:%d: could not run nice_ticks(%g, %g) in a child\n", __FILE__, __LINE__, ranges[r][0],
                    ranges[r][1]);
        } else if (WIFSIGNALED(wstatus)) {
            check_failures++;
            fprintf(stderr, "%s:%d: nice_ticks(%g, %g, 5) %s\n", __FILE__, __LINE__, ranges[r][0], ranges[r][1],
                    WTERMSIG(wstatus) == SIGALRM ? "did not return within 5 s" : "crashed");
        } else if (WEXITSTATUS(wstatus) != 0) {
            check_failures++; /* the child printed the ticks */
        }
    }
}

/* Bounds beyond ±1e300 are refused, as documented: no mark may overflow. */
static void test_nice_ticks_overflow(void) {
    double ticks[8];
    size_t n = 99;
    CHECK_STATUS(foodtruck_chart_nice_ticks(-1e308, 1e308, 5, ticks, 8, &n), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_chart_nice_ticks(-1.7e308, 1.7e308, 5, ticks, 8, &n), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_INT(n, 99);
    CHECK(strstr(foodtruck_last_error(), "1e300") != NULL);
    CHECK_STATUS(foodtruck_chart_nice_ticks(0, 1.7e308, 2, ticks, 8, &n), FOODTRUCK_ERR_INVALID_ARGUMENT);
}

static void test_nice_ticks(void) {
    static const double ranges[][2] = {
        {0, 722}, {3, 97}, {53, 83}, {0, 0}, {-5, 5}, {0.001, 0.009}, {1e6, 3e6},
        {97, 3}, {50, 50}, {-7, -7}, {-1234.5, -3.25}, {0, 1}, {0.1, 0.3}, {1e-9, 2e-9}, {-1e12, 1e12}, {83, 55},
    };
    static const int32_t targets[] = {2, 3, 5, 6, 10, 100};
    for (size_t r = 0; r < sizeof ranges / sizeof ranges[0]; r++) {
        for (size_t t = 0; t < sizeof targets / sizeof targets[0]; t++) check_ticks(ranges[r][0], ranges[r][1], targets[t]);
    }
    /* Known answers (target 5: about 4 intervals). */
    double ticks[16];
    size_t n = 0;
    CHECK_OK(foodtruck_chart_nice_ticks(0, 722, 5, ticks, 16, &n));
    CHECK_INT(n, 5);
    for (size_t i = 0; i < n && i < 5; i++) CHECK(ticks[i] == 200.0 * (double)i);
    CHECK_OK(foodtruck_chart_nice_ticks(53, 83, 5, ticks, 16, &n));
    CHECK_INT(n, 5);
    CHECK(ticks[0] == 50 && ticks[4] == 90);
    CHECK_OK(foodtruck_chart_nice_ticks(-5, 5, 5, ticks, 16, &n));
    CHECK_INT(n, 3);
    CHECK(ticks[0] == -5 && ticks[1] == 0 && ticks[2] == 5);
    CHECK_OK(foodtruck_chart_nice_ticks(1e6, 3e6, 5, ticks, 16, &n));
    CHECK(ticks[0] == 1e6 && ticks[n - 1] == 3e6);
    CHECK_OK(foodtruck_chart_nice_ticks(0, 0, 5, ticks, 16, &n)); /* flat: widened around it */
    CHECK(n >= 2 && ticks[0] <= 0 && ticks[n - 1] > 0);
    /* Buffers. */
    CHECK_OK(foodtruck_chart_nice_ticks(0, 722, 5, NULL, 0, &n));
    CHECK_INT(n, 5);
    ticks[0] = -1;
    CHECK_STATUS(foodtruck_chart_nice_ticks(0, 722, 5, ticks, 4, &n), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(n, 5);
    CHECK(ticks[0] == -1);
}

/* ---- Top 5 --------------------------------------------------------------------------------- */

static void test_top_sales(void) {
    for (int locale = 0; locale <= 1; locale++) {
        foodtruck_truck *truck = simulated((foodtruck_locale)locale);
        for (int tf = 0; tf < 4; tf++) {
            foodtruck_donut_sales bars[8], top[5], expected[5];
            size_t n = 0, m = 0;
            CHECK_OK(foodtruck_chart_top_sales(truck, (foodtruck_timeframe)tf, NOW, bars, 8, &n));
            CHECK_OK(foodtruck_sales_top(truck, (foodtruck_timeframe)tf, FOODTRUCK_CITY_ALL, NOW, 5, top, 5, &m));
            CHECK_INT(n, 5);
            CHECK_INT(m, 5);
            if (n != 5 || m != 5) continue;
            /* The Top 5, re-sorted ascending by (sales, id): insertion sort. */
            memcpy(expected, top, sizeof expected);
            for (int i = 1; i < 5; i++) {
                foodtruck_donut_sales key = expected[i];
                int j = i - 1;
                while (j >= 0 && (expected[j].sales > key.sales ||
                                  (expected[j].sales == key.sales && expected[j].donut_id > key.donut_id))) {
                    expected[j + 1] = expected[j];
                    j--;
                }
                expected[j + 1] = key;
            }
            for (int i = 0; i < 5; i++) {
                CHECK_INT(bars[i].donut_id, expected[i].donut_id);
                CHECK_INT(bars[i].sales, expected[i].sales);
                if (i > 0) CHECK(bars[i - 1].sales <= bars[i].sales);
            }
            CHECK(bars[4].sales > 0 || tf == FOODTRUCK_TIMEFRAME_TODAY);
        }
        size_t n = 0;
        CHECK_OK(foodtruck_chart_top_sales(truck, FOODTRUCK_TIMEFRAME_WEEK, NOW, NULL, 0, &n));
        CHECK_INT(n, 5);
        foodtruck_donut_sales bars[4];
        CHECK_STATUS(foodtruck_chart_top_sales(truck, FOODTRUCK_TIMEFRAME_WEEK, NOW, bars, 4, &n), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
        CHECK_INT(n, 5);
        CHECK_OK(foodtruck_truck_free(truck));
    }
    /* A session without sales: every donut ties at 0, so the bars are ids 0-4 ascending. */
    foodtruck_truck *empty = NULL;
    CHECK_OK(foodtruck_truck_new(&empty));
    foodtruck_donut_sales bars[5];
    size_t n = 0;
    CHECK_OK(foodtruck_chart_top_sales(empty, FOODTRUCK_TIMEFRAME_WEEK, NOW, bars, 5, &n));
    CHECK_INT(n, 5);
    for (int i = 0; i < 5 && (size_t)i < n; i++) {
        CHECK_INT(bars[i].donut_id, i);
        CHECK_INT(bars[i].sales, 0);
    }
    CHECK_OK(foodtruck_truck_free(empty));
}

/* ---- Chart totals ------------------------------------------------------------------------- */

/* Worked out by hand from orders in a session without history: 100 days ago 10 of donut 7; 20
 * days ago one each of donuts 4, 5 and 6; 10 days ago 6 of donut 3; 3 days ago 4 of donut 2;
 * today 2 of donut 0 and 3 of donut 1. The Top 5's total is that of its five bars: the month
 * sells 18 but its five best are 6 + 4 + 3 + 2 + 1 = 16, the year 28 but 10 + 6 + 4 + 3 + 2 = 25.
 * The Sales History's is every point of every city: 14 days for the week (5 + 4 + 6). */
static void test_chart_totals(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    CHECK_OK(foodtruck_truck_set_utc_offset(truck, OFFSET));
    const struct {
        int64_t days_ago;
        foodtruck_order_line lines[3];
        size_t count;
    } orders[] = {
        {100, {{7, 10}}, 1}, {20, {{4, 1}, {5, 1}, {6, 1}}, 3}, {10, {{3, 6}}, 1}, {3, {{2, 4}}, 1},
        {0, {{0, 2}, {1, 3}}, 2},
    };
    for (size_t i = 0; i < sizeof orders / sizeof orders[0]; i++) {
        int32_t number = 0;
        CHECK_OK(foodtruck_order_place(truck, orders[i].lines, orders[i].count, NOW - orders[i].days_ago * DAY, &number));
    }
    const int64_t top[4] = {5, 9, 16, 25}, history[4] = {5, 15, 18, 28};
    for (int tf = 0; tf < 4; tf++) {
        int64_t total = -1;
        CHECK_OK(foodtruck_chart_total(truck, FOODTRUCK_CHART_TOP_SALES, (foodtruck_timeframe)tf, NOW, &total));
        CHECK_INT(total, top[tf]);
        CHECK_OK(foodtruck_chart_total(truck, FOODTRUCK_CHART_SALES_HISTORY, (foodtruck_timeframe)tf, NOW, &total));
        CHECK_INT(total, history[tf]);
    }
    /* The forecast has no total; the output is left as it was. */
    int64_t total = -1;
    CHECK_STATUS(foodtruck_chart_total(truck, FOODTRUCK_CHART_FORECAST, FOODTRUCK_TIMEFRAME_WEEK, NOW, &total),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_INT(total, -1);
    CHECK_STR(foodtruck_last_error(), "foodtruck_chart_total: chart: the forecast chart has no total");
    CHECK_OK(foodtruck_truck_free(truck));

    /* A simulated session: the five bars' sum, every city's points; the locked year still served. */
    truck = simulated(FOODTRUCK_LOCALE_EN);
    for (int tf = 0; tf < 4; tf++) {
        foodtruck_donut_sales bars[5];
        foodtruck_sales_point points[30];
        size_t n = 0;
        int64_t sum = 0;
        CHECK_OK(foodtruck_chart_top_sales(truck, (foodtruck_timeframe)tf, NOW, bars, 5, &n));
        for (size_t i = 0; i < n; i++) sum += bars[i].sales;
        CHECK_OK(foodtruck_chart_total(truck, FOODTRUCK_CHART_TOP_SALES, (foodtruck_timeframe)tf, NOW, &total));
        CHECK_INT(total, sum);
        sum = 0;
        for (int city = 0; city < 3; city++) {
            CHECK_OK(foodtruck_sales_series(truck, (foodtruck_timeframe)tf, (foodtruck_city)city, NOW, points, 30, &n));
            for (size_t i = 0; i < n; i++) sum += points[i].sales;
        }
        CHECK_OK(foodtruck_chart_total(truck, FOODTRUCK_CHART_SALES_HISTORY, (foodtruck_timeframe)tf, NOW, &total));
        CHECK_INT(total, sum);
    }
    int64_t year = 0;
    CHECK_OK(foodtruck_sales_total(truck, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, NOW, &year));
    CHECK_OK(foodtruck_store_set_setting(truck, FOODTRUCK_STORE_ENABLED, true));
    foodtruck_sales_point points[12];
    CHECK_STATUS(foodtruck_sales_series(truck, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, NOW, points, 12, NULL),
                 FOODTRUCK_ERR_DISABLED);
    CHECK_OK(foodtruck_chart_total(truck, FOODTRUCK_CHART_SALES_HISTORY, FOODTRUCK_TIMEFRAME_YEAR, NOW, &total));
    CHECK_INT(total, year);
    CHECK_OK(foodtruck_truck_free(truck));
}

/* ---- Sales History date marks and labels --------------------------------------------------- */

static const char *const EN_MONTHS[12] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                          "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
static const char *const AR_MONTHS[12] = {"يناير",  "فبراير", "مارس",    "أبريل",   "مايو",   "يونيو",
                                          "يوليو",  "أغسطس",  "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"};

/* Arabic-Indic digits for a day of the month, as an alternative spelling. */
static void arabic_indic(int day, char *out, size_t capacity) {
    static const char *const DIGITS[10] = {"٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩"};
    out[0] = '\0';
    if (day >= 10) snprintf(out, capacity, "%s%s", DIGITS[day / 10], DIGITS[day % 10]);
    else snprintf(out, capacity, "%s", DIGITS[day]);
}

static void check_label(foodtruck_truck *truck, foodtruck_locale locale, foodtruck_timeframe tf, int64_t at, int line) {
    char text[64], expected[64], alternative[64], digits[16];
    size_t length = 0;
    int year, month, day;
    local_date(at, OFFSET, &year, &month, &day);
    const char *name = locale == FOODTRUCK_LOCALE_AR ? AR_MONTHS[month - 1] : EN_MONTHS[month - 1];
    if (tf == FOODTRUCK_TIMEFRAME_YEAR) {
        snprintf(expected, sizeof expected, "%s", name);
        snprintf(alternative, sizeof alternative, "%s", name);
    } else {
        arabic_indic(day, digits, sizeof digits);
        snprintf(expected, sizeof expected, "%s %d", name, day);
        snprintf(alternative, sizeof alternative, "%s %s", name, digits);
    }
    check_count++;
    foodtruck_status status = foodtruck_chart_date_label(truck, tf, at, text, sizeof text, &length);
    if (status != FOODTRUCK_OK || length != strlen(text) ||
        (strcmp(text, expected) != 0 && !(locale == FOODTRUCK_LOCALE_AR && strcmp(text, alternative) == 0))) {
        check_failures++;
        fprintf(stderr, "%s:%d: date label (locale %d, timeframe %d, at %lld) is \"%s\" (%s), expected \"%s\"\n",
                __FILE__, line, (int)locale, (int)tf, (long long)at, status == FOODTRUCK_OK ? text : "",
                foodtruck_status_string(status), expected);
    }
}

static void test_date_ticks(void) {
    static const struct { foodtruck_timeframe tf; size_t points, every, ticks; } views[] = {
        {FOODTRUCK_TIMEFRAME_WEEK, 14, 2, 7}, {FOODTRUCK_TIMEFRAME_MONTH, 30, 5, 6}, {FOODTRUCK_TIMEFRAME_YEAR, 12, 1, 12},
    };
    for (int locale = 0; locale <= 1; locale++) {
        foodtruck_truck *truck = simulated((foodtruck_locale)locale);
        for (size_t v = 0; v < sizeof views / sizeof views[0]; v++) {
            foodtruck_sales_point points[32];
            int64_t ticks[32];
            size_t m = 0, n = 0;
            CHECK_OK(foodtruck_sales_series(truck, views[v].tf, FOODTRUCK_CITY_ALL, NOW, points, 32, &m));
            CHECK_OK(foodtruck_chart_date_ticks(truck, views[v].tf, NOW, ticks, 32, &n));
            CHECK_INT(m, views[v].points);
            CHECK_INT(n, views[v].ticks);
            if (m != views[v].points || n != views[v].ticks) continue;
            /* Ending with the newest point, every `every` points back from it, oldest first. */
            for (size_t j = 0; j < n; j++) {
                CHECK_INT(ticks[n - 1 - j], points[m - 1 - j * views[v].every].starts_at);
                if (j > 0) CHECK(ticks[j - 1] < ticks[j]);
            }
            /* Fixed offset (no daylight saving): days are exactly 24 h apart. */
            if (views[v].tf != FOODTRUCK_TIMEFRAME_YEAR) {
                for (size_t j = 1; j < n; j++) CHECK_INT(ticks[j] - ticks[j - 1], (int64_t)views[v].every * DAY);
            }
            /* Every mark is a local midnight; the year's marks are 1sts of consecutive months. */
            int prev_year = 0, prev_month = 0;
            for (size_t j = 0; j < n; j++) {
                int year, month, day;
                CHECK_INT(floor_mod(ticks[j] + OFFSET * MINUTE, DAY), 0);
                local_date(ticks[j], OFFSET, &year, &month, &day);
                if (views[v].tf == FOODTRUCK_TIMEFRAME_YEAR) {
                    CHECK_INT(day, 1);
                    if (j > 0) CHECK_INT(year * 12 + month, prev_year * 12 + prev_month + 1);
                }
                prev_year = year;
                prev_month = month;
                check_label(truck, (foodtruck_locale)locale, views[v].tf, ticks[j], __LINE__);
            }
            /* The newest mark is today (or this month). */
            int ty, tm, td, ny, nm, nd;
            local_date(ticks[n - 1], OFFSET, &ty, &tm, &td);
            local_date(NOW, OFFSET, &ny, &nm, &nd);
            CHECK(ty == ny && tm == nm && (td == nd || views[v].tf == FOODTRUCK_TIMEFRAME_YEAR));
        }
        CHECK_OK(foodtruck_truck_free(truck));
    }
}

static void test_date_labels(void) {
    foodtruck_truck *truck = simulated(FOODTRUCK_LOCALE_EN);
    char text[64];
    size_t length = 0;
    /* NOW is 2026-11-30 00:53:20 UTC, 2026-11-29 16:53:20 at UTC-8. */
    CHECK_OK(foodtruck_chart_date_label(truck, FOODTRUCK_TIMEFRAME_WEEK, NOW, text, sizeof text, &length));
    CHECK_STR(text, "Nov 29");
    CHECK_INT(length, 6);
    CHECK_OK(foodtruck_chart_date_label(truck, FOODTRUCK_TIMEFRAME_MONTH, NOW - DAY, text, sizeof text, &length));
    CHECK_STR(text, "Nov 28");
    CHECK_OK(foodtruck_chart_date_label(truck, FOODTRUCK_TIMEFRAME_YEAR, NOW, text, sizeof text, &length));
    CHECK_STR(text, "Nov");
    /* 2026-11-30 08:00 UTC is local midnight at UTC-8: 1 ms before is still Nov 29 there. */
    int64_t midnight = NOW - 53 * MINUTE - 20000 + 8 * HOUR;
    CHECK_OK(foodtruck_chart_date_label(truck, FOODTRUCK_TIMEFRAME_WEEK, midnight - 1, text, sizeof text, &length));
    CHECK_STR(text, "Nov 29");
    CHECK_OK(foodtruck_chart_date_label(truck, FOODTRUCK_TIMEFRAME_WEEK, midnight, text, sizeof text, &length));
    CHECK_STR(text, "Nov 30");
    CHECK_OK(foodtruck_chart_date_label(truck, FOODTRUCK_TIMEFRAME_MONTH, midnight + DAY - 1, text, sizeof text, &length));
    CHECK_STR(text, "Nov 30");
    CHECK_OK(foodtruck_chart_date_label(truck, FOODTRUCK_TIMEFRAME_WEEK, midnight + DAY, text, sizeof text, &length));
    CHECK_STR(text, "Dec 1");
    CHECK_OK(foodtruck_chart_date_label(truck, FOODTRUCK_TIMEFRAME_YEAR, midnight + DAY, text, sizeof text, &length));
    CHECK_STR(text, "Dec");
    /* Every month of a year, English and Arabic, against the test's own calendar. */
    for (int locale = 0; locale <= 1; locale++) {
        CHECK_OK(foodtruck_truck_set_locale(truck, (foodtruck_locale)locale));
        for (int64_t at = NOW - 365 * DAY; at <= NOW; at += 13 * DAY + 7 * HOUR) {
            check_label(truck, (foodtruck_locale)locale, FOODTRUCK_TIMEFRAME_WEEK, at, __LINE__);
            check_label(truck, (foodtruck_locale)locale, FOODTRUCK_TIMEFRAME_YEAR, at, __LINE__);
        }
    }
    CHECK_OK(foodtruck_chart_date_label(truck, FOODTRUCK_TIMEFRAME_YEAR, NOW, text, sizeof text, &length));
    CHECK_STR(text, "نوفمبر");
    /* Buffers: the length without the NUL; too small writes nothing. */
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
    CHECK_OK(foodtruck_chart_date_label(truck, FOODTRUCK_TIMEFRAME_WEEK, NOW, NULL, 0, &length));
    CHECK_INT(length, 6);
    memcpy(text, "xxxxxxxx", 9);
    CHECK_STATUS(foodtruck_chart_date_label(truck, FOODTRUCK_TIMEFRAME_WEEK, NOW, text, 6, &length), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(length, 6);
    CHECK_STR(text, "xxxxxxxx");
    CHECK_OK(foodtruck_chart_date_label(truck, FOODTRUCK_TIMEFRAME_WEEK, NOW, text, 7, &length));
    CHECK_STR(text, "Nov 29");
    CHECK_OK(foodtruck_truck_free(truck));
}

/* ---- Forecast ------------------------------------------------------------------------------ */

/* docs/domain.md §5.2: the placeholder by clock hour (its offset k is 09:00 + k), 00:00 to
 * 23:00; the 09:00 after the first hour reads 62, the placeholder's last entry. Dark from 21:00
 * to 05:00. */
static const int DEGREES_BY_HOUR[24] = {61, 60, 59, 57, 56, 55, 55, 56, 59, 63, 68, 72,
                                        77, 80, 82, 83, 83, 81, 79, 75, 70, 66, 64, 63};
static int local_hour(int64_t at, int offset) { return (int)(floor_mod(at + offset * MINUTE, DAY) / HOUR); }

static void check_forecast(int offset, int64_t now) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    CHECK_OK(foodtruck_truck_set_utc_offset(truck, offset));
    foodtruck_forecast_hour hours[32];
    size_t n = 0;
    int32_t low = 0;
    CHECK_OK(foodtruck_chart_forecast(truck, now, hours, 32, &n, &low));
    CHECK_INT(n, 25);
    CHECK_INT(low, 53);
    if (n == 25) {
        /* The local hour containing now: its start is on a local hour boundary. */
        int64_t start = now - floor_mod(now + offset * MINUTE, HOUR);
        if (hours[0].at != start) {
            check_failures++;
            fprintf(stderr, "%s:%d: forecast at offset %d, now %lld starts at %lld, expected %lld\n", __FILE__, __LINE__,
                    offset, (long long)now, (long long)hours[0].at, (long long)start);
        }
        check_count++;
        CHECK(hours[0].at <= now && now < hours[0].at + HOUR);
        int dark_hours = 0;
        for (size_t i = 0; i < 25; i++) {
            int hour = local_hour(start + (int64_t)i * HOUR, offset);
            CHECK_INT(hours[i].at, start + (int64_t)i * HOUR);
            CHECK_INT(hours[i].degrees_f, hour == 9 && i > 0 ? 62 : DEGREES_BY_HOUR[hour]);
            CHECK_INT(hours[i].daylight, hour >= 6 && hour < 21);
            dark_hours += hour < 6 || hour >= 21;
        }
        /* The nights: each from a 21:00 (or the first hour, when it is dark) to the next 06:00
         * (or the last hour); together they span the dark hours. */
        foodtruck_time_range nights[4];
        size_t m = 0;
        int64_t spanned = 0;
        CHECK_OK(foodtruck_chart_forecast_nights(truck, now, nights, 4, &m));
        CHECK(m == 1 || m == 2);
        for (size_t k = 0; k < m && k < 4; k++) {
            CHECK(local_hour(nights[k].starts_at, offset) == 21 || nights[k].starts_at == start);
            CHECK(local_hour(nights[k].ends_at, offset) == 6 || nights[k].ends_at == hours[24].at);
            spanned += nights[k].ends_at - nights[k].starts_at;
        }
        /* A night that runs to the last hour counts it as dark only when it is. */
        CHECK(spanned == (int64_t)dark_hours * HOUR || spanned == (int64_t)(dark_hours - 1) * HOUR);
        CHECK_STATUS(foodtruck_chart_forecast_nights(truck, now, nights, 0, &m), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    }
    CHECK_OK(foodtruck_truck_free(truck));
}

static void test_forecast(void) {
    const int offsets[] = {OFFSET, 0, 330, 345, -570, 1439, -1439, 60};
    const int64_t nows[] = {NOW, NOW - 20 * MINUTE, NOW + 6 * MINUTE + 40000, 0, -1, -HOUR, INT64_C(253402300799000) - DAY};
    for (size_t o = 0; o < sizeof offsets / sizeof offsets[0]; o++) {
        for (size_t t = 0; t < sizeof nows / sizeof nows[0]; t++) check_forecast(offsets[o], nows[t]);
    }
    /* At UTC-8 the local hours start on UTC hours: NOW (00:53:20 UTC) gives 00:00 UTC. */
    foodtruck_truck *truck = simulated(FOODTRUCK_LOCALE_EN);
    foodtruck_forecast_hour hours[25];
    size_t n = 0;
    int32_t low = 0;
    CHECK_OK(foodtruck_chart_forecast(truck, NOW, hours, 25, &n, &low));
    CHECK_INT(hours[0].at, NOW - 53 * MINUTE - 20000);
    /* low_out is optional; a size query gives 25. */
    CHECK_OK(foodtruck_chart_forecast(truck, NOW, hours, 25, &n, NULL));
    CHECK_OK(foodtruck_chart_forecast(truck, NOW, NULL, 0, &n, NULL));
    CHECK_INT(n, 25);
    hours[0].degrees_f = -1;
    low = -1;
    CHECK_STATUS(foodtruck_chart_forecast(truck, NOW, hours, 24, &n, &low), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(n, 25);
    CHECK_INT(hours[0].degrees_f, -1);
    CHECK_INT(low, -1); /* outputs are written only on success */
    CHECK_OK(foodtruck_truck_free(truck));
}

/* The forecast's 3-hour marks: exactly its hours whose local hour is divisible by 3. */
static void test_forecast_ticks(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    static const int32_t OFFSETS[] = {0, -480, 330};
    for (size_t o = 0; o < sizeof OFFSETS / sizeof OFFSETS[0]; o++) {
        CHECK_OK(foodtruck_truck_set_utc_offset(truck, OFFSETS[o]));
        const int64_t now = INT64_C(1796000000000);
        foodtruck_forecast_hour hours[32];
        int64_t ticks[32];
        size_t hour_count = 0, tick_count = 0, expected = 0;
        CHECK_OK(foodtruck_chart_forecast(truck, now, hours, 32, &hour_count, NULL));
        CHECK_OK(foodtruck_chart_forecast_ticks(truck, now, ticks, 32, &tick_count));
        for (size_t i = 0; i < hour_count; i++) {
            int64_t local = hours[i].at + (int64_t)OFFSETS[o] * 60000;
            int64_t hour = ((local % 86400000 + 86400000) % 86400000) / 3600000;
            if (hour % 3 != 0) continue;
            CHECK(expected < tick_count && ticks[expected] == hours[i].at);
            expected++;
        }
        CHECK_INT(tick_count, expected);
        CHECK(tick_count >= 8 && tick_count <= 9); /* 25 hours hold 8 or 9 multiples of 3 */
    }
    CHECK_OK(foodtruck_truck_free(truck));
}

/* The Top 5 laid out at 390 x 300 (foodtruck_chart_layout): a bar, a capsule holding its count
 * in the session's digits, a picture and the name's lines for each of the chart's bars, in
 * their order; every text inside the picture and at least 11 points; the Arabic bars at the
 * mirrored places; an offset past the items refused. All the texts at once
 * (foodtruck_chart_layout_texts) are the items' texts one by one, each ended by a NUL. */
static void test_chart_layout(void) {
    enum { W = 390, H = 300, MAX = 64 };
    double english_bars[5] = {0};
    for (int locale = 0; locale <= 1; locale++) {
        foodtruck_truck *truck = simulated((foodtruck_locale)locale);
        foodtruck_donut_sales bars[5];
        foodtruck_chart_item items[MAX];
        size_t n = 0, count = 0;
        CHECK_OK(foodtruck_chart_top_sales(truck, FOODTRUCK_TIMEFRAME_WEEK, NOW, bars, 5, &n));
        CHECK_OK(foodtruck_chart_layout(truck, FOODTRUCK_CHART_TOP_SALES, FOODTRUCK_TIMEFRAME_WEEK, NOW, W, H, items, MAX,
                                        &count));
        CHECK(count > 20 && count <= MAX);
        char all[4096], small[16] = "kept";
        size_t length = 0, asked = 0;
        CHECK_OK(foodtruck_chart_layout_texts(truck, FOODTRUCK_CHART_TOP_SALES, FOODTRUCK_TIMEFRAME_WEEK, NOW, W, H, NULL,
                                              0, &asked));
        CHECK_OK(foodtruck_chart_layout_texts(truck, FOODTRUCK_CHART_TOP_SALES, FOODTRUCK_TIMEFRAME_WEEK, NOW, W, H, all,
                                              sizeof all, &length));
        CHECK_INT(length, asked);
        CHECK_STATUS(foodtruck_chart_layout_texts(truck, FOODTRUCK_CHART_TOP_SALES, FOODTRUCK_TIMEFRAME_WEEK, NOW, W, H,
                                                  small, sizeof small, NULL),
                     FOODTRUCK_ERR_BUFFER_TOO_SMALL);
        CHECK_STR(small, "kept");
        const char *next = all;
        int bar = 0, capsules = 0, thumbnails = 0;
        for (size_t i = 0; i < count && i < MAX; i++) {
            const foodtruck_chart_item *item = &items[i];
            char text[64], count_text[32];
            CHECK_OK(foodtruck_chart_layout_text(truck, FOODTRUCK_CHART_TOP_SALES, FOODTRUCK_TIMEFRAME_WEEK, NOW, W, H, i,
                                                 text, sizeof text, NULL));
            CHECK(next <= all + length);
            CHECK_STR(next, text);
            next += strlen(next) + 1;
            if (item->kind >= FOODTRUCK_CHART_ITEM_TITLE) {
                CHECK(item->font_size >= 11 && text[0] != '\0');
                CHECK(item->frame.x >= 0 && item->frame.x + item->frame.width <= W);
                CHECK(item->frame.y >= 0 && item->frame.y + item->frame.height <= H);
            } else {
                CHECK_STR(text, "");
            }
            if (item->kind == FOODTRUCK_CHART_ITEM_BAR && bar < 5) {
                CHECK_INT(item->reference, bars[bar].donut_id);
                if (locale == 0) english_bars[bar] = item->frame.x;
                else CHECK(fabs(item->frame.x - (W - english_bars[bar] - item->frame.width)) < 1e-9);
                bar++;
            }
            if (item->kind == FOODTRUCK_CHART_ITEM_CAPSULE) capsules++;
            if (item->kind == FOODTRUCK_CHART_ITEM_THUMBNAIL) thumbnails++;
            if (item->kind == FOODTRUCK_CHART_ITEM_CAPSULE_LABEL) {
                CHECK_OK(foodtruck_truck_number_text(truck, bars[capsules - 1].sales, count_text, sizeof count_text, NULL));
                CHECK_STR(text, count_text);
            }
        }
        CHECK_INT(bar, 5);
        CHECK_INT(capsules, 5);
        CHECK_INT(thumbnails, 5);
        CHECK(next == all + length + 1); /* every item's text, the last one's NUL the end */
        char text[8] = "kept";
        CHECK_STATUS(foodtruck_chart_layout_text(truck, FOODTRUCK_CHART_TOP_SALES, FOODTRUCK_TIMEFRAME_WEEK, NOW, W, H,
                                                 count, text, sizeof text, NULL),
                     FOODTRUCK_ERR_NOT_FOUND);
        CHECK_STR(text, "kept");
        CHECK_OK(foodtruck_truck_free(truck));
    }
}

/* The original's symbols for a shell: the status badges' symbols and names, and each icon drawn
 * at the size asked on a 16-point grid. */
static void test_icons(void) {
    static const char *const status_symbols[] = {"paperplane", "timer", "checkmark.circle", "shippingbox"};
    char text[64];
    for (int status = 0; status < 4; status++) {
        foodtruck_icon icon;
        CHECK_OK(foodtruck_order_status_icon((foodtruck_order_status)status, &icon));
        CHECK_OK(foodtruck_icon_symbol(icon, text, sizeof text, NULL));
        CHECK_STR(text, status_symbols[status]);
    }
    CHECK_OK(foodtruck_icon_name(FOODTRUCK_ICON_BOX, text, sizeof text, NULL));
    CHECK_STR(text, "package-x-generic");
    CHECK_OK(foodtruck_icon_name(FOODTRUCK_ICON_TROPHY, text, sizeof text, NULL));
    CHECK_STR(text, ""); /* the specification has no trophy: the library draws it */
    foodtruck_icon icon;
    CHECK_OK(foodtruck_flavor_icon(FOODTRUCK_FLAVOR_SAVORY, &icon));
    CHECK_INT(icon, FOODTRUCK_ICON_SAVORY);
    foodtruck_feed_tag london = {FOODTRUCK_FEED_TAG_CITY, FOODTRUCK_CITY_LONDON};
    CHECK_OK(foodtruck_feed_tag_icon(london, &icon));
    CHECK_INT(icon, FOODTRUCK_ICON_BUILDINGS);

    char svg[2048];
    size_t length = 0;
    CHECK_OK(foodtruck_svg_icon(FOODTRUCK_ICON_TROPHY, 24, svg, sizeof svg, &length));
    CHECK_INT(length, strlen(svg));
    CHECK(strstr(svg, "width=\"24\" height=\"24\" viewBox=\"0 0 24 24\"") != NULL);
    CHECK(strstr(svg, "scale(1.5)") != NULL); /* the 16-point grid at 24 */
    CHECK(strstr(svg, "</svg>") != NULL);
    CHECK_INT(foodtruck_svg_icon(FOODTRUCK_ICON_TROPHY, 0, svg, sizeof svg, NULL), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_INT(foodtruck_svg_icon((foodtruck_icon)21, 16, svg, sizeof svg, NULL), FOODTRUCK_ERR_INVALID_ARGUMENT);
}

int main(void) {
    test_nice_ticks();
    test_nice_ticks_extremes();
    test_nice_ticks_overflow();
    test_top_sales();
    test_chart_totals();
    test_date_ticks();
    test_date_labels();
    test_forecast();
    test_forecast_ticks();
    test_chart_layout();
    test_icons();
    return check_report("test_charts");
}
