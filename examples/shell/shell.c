/* shell.c: a terminal Food Truck, written only against foodtruck.h. Every rule (sorting,
 * ranking, timing, layout, words in English and Arabic) comes from libfoodtruck; this file
 * only reads keys, keeps the clock and draws text.
 *
 *   shell                          interactive: panels, keys, a simulated day
 *   shell --transcript [--seed N] [--minutes M] [--arabic]
 *                                  the same day at full speed, printed as a transcript
 *   shell --city-panels [--arabic] the City panel of each city, printed
 *   --weather FILE                 the City panels' weather (default: examples/shell/weather.tsv
 *                                  when run from the repository; without it, no weather)
 *
 * The day: a seeded session starts like the original app (24 orders, 60 days of history) and
 * live orders arrive every 3-8 s. A simple operator works it: every 10 s it puts the oldest
 * placed order into preparation (its 60 s countdown and live activity start), and every 90 s
 * it hands over all the ready orders (so some activities go stale while they wait).
 *
 * The shell keeps no tick rate: it sleeps until the library's next due instant
 * (foodtruck_truck_next_due) or the operator's next step, whichever comes first, and ticks
 * then. examples/python/replay_day.py replays the same day through the Python binding ticking
 * every second, and must print the same transcript, byte for byte.
 *
 * The weather comes from a file of plain lines, one parking spot's report each, that
 * `python3 -m foodtruck.open_meteo --export tests/fixtures/open_meteo` writes from Open-Meteo's
 * answers: this shell parses no JSON. It hands each city's reports to the library, which
 * decides the recommended spot and every word of the City panel.
 *
 * Keys: 1-7 panels (Truck, Orders, Donuts, Top 5, Sales, Activities, City), c next city, j/k
 * move, Enter next step of the selected order, / search, s sort, l English/Arabic, + and -
 * speed, q quit. */
#define _POSIX_C_SOURCE 200809L
#include "foodtruck.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#define START INT64_C(1796000000000) /* a fixed morning keeps the day reproducible */
#define SECOND INT64_C(1000)
#define PREPARE_EVERY (10 * SECOND)
#define HAND_OVER_EVERY (90 * SECOND)
#define WEATHER_FILE "examples/shell/weather.tsv"
#define CITIES 3
#define MAX_SPOTS 16

static foodtruck_truck *truck;
static const char *weather_path = WEATHER_FILE; /* --weather */
static bool weather_required;                    /* given explicitly: it must be there */

static void fail(const char *call, foodtruck_status status) {
    fprintf(stderr, "%s failed: %s: %s\n", call, foodtruck_status_string(status), foodtruck_last_error());
    exit(1);
}
#define TRY(call)                                                                             \
    do {                                                                                      \
        foodtruck_status try_status_ = (call);                                                       \
        if (try_status_ != FOODTRUCK_OK) fail(#call, try_status_);                                   \
    } while (0)

/* ---- Words from the library -------------------------------------------------------- */

/* Each returns a pointer to one of a few rotating static buffers, enough for one line. */
static char *slot(void) {
    static char buffers[8][256];
    static int next;
    next = (next + 1) % 8;
    return buffers[next];
}

static const char *clock_text(int64_t at) {
    char *text = slot();
    TRY(foodtruck_truck_clock_text(truck, at, text, 256, NULL));
    return text;
}

static const char *order_id(int32_t number) {
    char *text = slot();
    TRY(foodtruck_order_display_id(truck, number, text, 256, NULL));
    return text;
}

static const char *status_name(foodtruck_order_status status) {
    char *text = slot();
    TRY(foodtruck_order_status_name(truck, status, text, 256, NULL));
    return text;
}

static const char *donut_name(int32_t id) {
    char *text = slot();
    TRY(foodtruck_donut_name(truck, id, text, 256, NULL));
    return text;
}

static const char *activity_text(int32_t id, foodtruck_activity_text_slot which, int64_t now) {
    char *text = slot();
    TRY(foodtruck_activity_text(truck, id, which, now, text, 256, NULL));
    return text;
}

static const char *weather_text(foodtruck_city city, foodtruck_weather_text_kind which) {
    char *text = slot();
    TRY(foodtruck_weather_text(truck, city, which, text, 256, NULL));
    return text;
}

/* ---- The weather ------------------------------------------------------------------------- */

/* The file's reports, city by city; the minute chances stay here while the library reads them. */
static foodtruck_spot_weather reports[CITIES][MAX_SPOTS];
static double minute_chances[CITIES][MAX_SPOTS][FOODTRUCK_WEATHER_MAX_MINUTES];
static size_t report_counts[CITIES];

static bool read_number(const char *text, double *value) {
    char *end;
    *value = strtod(text, &end);
    return end != text && *end == '\0';
}

static bool read_integer(const char *text, long maximum, long *value) {
    char *end;
    *value = strtol(text, &end, 10);
    return end != text && *end == '\0' && *value >= 0 && *value <= maximum;
}

/* The city whose slug this is, or -1. */
static int city_of_slug(const char *slug) {
    for (int city = FOODTRUCK_CITY_CUPERTINO; city <= FOODTRUCK_CITY_LONDON; city++) {
        char text[64];
        TRY(foodtruck_city_slug((foodtruck_city)city, text, sizeof text, NULL));
        if (strcmp(text, slug) == 0) return city;
    }
    return -1;
}

/* One line of the weather file, tab-separated: city slug, spot index, spot slug, answered (0 or
 * 1), condition, cloud cover, temperature, the minute chances comma-separated ("-": none). */
static bool read_report(char *line) {
    char *fields[8], *rest = NULL;
    for (int i = 0; i < 8; i++) {
        if ((fields[i] = strtok_r(i == 0 ? line : NULL, "\t\n", &rest)) == NULL) return false;
    }
    int city = city_of_slug(fields[0]);
    long index, condition;
    if (city < 0 || !read_integer(fields[1], MAX_SPOTS - 1, &index)) return false;
    foodtruck_spot_weather *report = &reports[city][index];
    double *chances = minute_chances[city][index];
    memset(report, 0, sizeof *report); /* zeroed: a spot that failed */
    if ((size_t)index >= report_counts[city]) report_counts[city] = (size_t)index + 1;
    if (strcmp(fields[3], "0") == 0) return true;
    report->answered = true;
    if (!read_integer(fields[4], INT_MAX, &condition) || !read_number(fields[5], &report->cloud_cover) ||
        !read_number(fields[6], &report->temperature_c)) return false;
    report->condition = (foodtruck_weather_condition)condition; /* the library checks it */
    if (strcmp(fields[7], "-") == 0) return true;               /* no minute forecast */
    report->has_minute_forecast = true;
    report->minute_chances = chances;
    for (char *chance = strtok_r(fields[7], ",", &rest); chance; chance = strtok_r(NULL, ",", &rest)) {
        if (report->minute_count == FOODTRUCK_WEATHER_MAX_MINUTES || !read_number(chance, &chances[report->minute_count++])) {
            return false;
        }
    }
    return true;
}

/* Reads the weather file and hands each city's reports to the library. A missing default file
 * means no weather: the City panel then shows the page's empty fields. */
static void load_weather(const char *path, bool required) {
    FILE *file = fopen(path, "r");
    if (file == NULL) {
        if (!required) return;
        fprintf(stderr, "%s: %s\n", path, strerror(errno));
        exit(2);
    }
    char line[8192];
    for (int number = 1; fgets(line, sizeof line, file) != NULL; number++) {
        if (line[0] == '#') continue;
        if (strchr(line, '\n') == NULL && !feof(file)) line[0] = '\0'; /* too long */
        if (!read_report(line)) {
            fprintf(stderr, "%s:%d: not a weather line\n", path, number);
            exit(2);
        }
    }
    fclose(file);
    for (int city = 0; city < CITIES; city++) {
        if (report_counts[city] > 0) TRY(foodtruck_weather_set_city(truck, (foodtruck_city)city, reports[city], report_counts[city]));
    }
}

/* A text's width in character cells, taking one per code point. */
static double cells(const char *text) {
    double count = 0;
    for (; *text; text++) count += ((unsigned char)*text & 0xC0) != 0x80;
    return count;
}

/* The City panel: the recommended spot, the weather card (when the page shows it), the badges
 * that fit in the width and the cloud-cover sentence, each line ended by eol. */
static void draw_city(FILE *out, foodtruck_city city, int columns, const char *eol) {
    static const char *const SEPARATOR = " | ";
    foodtruck_city_weather weather;
    char name[64];
    size_t badges;
    TRY(foodtruck_weather_city(truck, city, &weather));
    TRY(foodtruck_city_name(truck, city, name, sizeof name, NULL));
    fprintf(out, "%s%s", name, eol);
    fprintf(out, "%s: %s%s", weather_text(city, FOODTRUCK_WEATHER_TEXT_RECOMMENDED),
            weather_text(city, FOODTRUCK_WEATHER_TEXT_RECOMMENDED_SPOT), eol);
    if (weather.shows_weather_card) {
        fprintf(out, "%s%s%s%s", weather_text(city, FOODTRUCK_WEATHER_TEXT_CONDITION), SEPARATOR,
                weather_text(city, FOODTRUCK_WEATHER_TEXT_RAIN), eol);
    }
    const char *badge[3] = {weather_text(city, FOODTRUCK_WEATHER_TEXT_TEMPERATURE),
                            weather_text(city, FOODTRUCK_WEATHER_TEXT_POPULAR),
                            weather_text(city, FOODTRUCK_WEATHER_TEXT_TRENDING)};
    TRY(foodtruck_weather_badge_count((double)columns, cells(badge[0]), cells(badge[1]), cells(badge[2]),
                                      cells(SEPARATOR), &badges));
    for (size_t i = 0; i < badges; i++) fprintf(out, "%s%s", i ? SEPARATOR : "", badge[i]);
    fprintf(out, "%s%s%s", eol, weather_text(city, FOODTRUCK_WEATHER_TEXT_CLOUD_COVER), eol);
}

/* --city-panels: every city's panel, 80 columns wide, a blank line between two. */
static int run_city_panels(bool arabic) {
    TRY(foodtruck_truck_new(&truck));
    if (arabic) TRY(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    load_weather(weather_path, weather_required);
    for (int city = FOODTRUCK_CITY_CUPERTINO; city <= FOODTRUCK_CITY_LONDON; city++) {
        if (city != FOODTRUCK_CITY_CUPERTINO) printf("\n");
        draw_city(stdout, (foodtruck_city)city, 80, "\n");
    }
    TRY(foodtruck_truck_free(truck));
    return 0;
}

/* ---- The day ------------------------------------------------------------------------ */

/* The operator: hands over every ready order. */
static void hand_over(int64_t now) {
    int32_t numbers[256];
    size_t count = 0;
    TRY(foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_BIT(FOODTRUCK_ORDER_READY), "", FOODTRUCK_ORDER_SORT_NUMBER,
                      false, 0, 256, numbers, 256, &count));
    for (size_t i = 0; i < count; i++) TRY(foodtruck_order_apply(truck, numbers[i], FOODTRUCK_ORDER_COMPLETE, now));
}

/* The operator: puts the oldest placed order into preparation. */
static void prepare_next(int64_t now) {
    int32_t number;
    size_t count = 0;
    TRY(foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_BIT(FOODTRUCK_ORDER_PLACED), "", FOODTRUCK_ORDER_SORT_CREATED_AT,
                      false, 0, 1, &number, 1, &count));
    if (count == 1) TRY(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_PREPARE, now));
}

/* One transcript line per event, every word from the library. */
static void print_event(FILE *out, const foodtruck_event *e) {
    fprintf(out, "%s ", clock_text(e->at));
    switch (e->kind) {
    case FOODTRUCK_EVENT_ORDER_PLACED:
    case FOODTRUCK_EVENT_ORDER_STATUS_CHANGED:
        fprintf(out, "%s %s\n", order_id(e->order_number), status_name(e->status));
        break;
    case FOODTRUCK_EVENT_TIMER_FINISHED: {
        char text[16];
        TRY(foodtruck_timer_countdown_text(truck, e->order_number, e->at, text, sizeof text, NULL));
        fprintf(out, "%s %s\n", order_id(e->order_number), text);
        break;
    }
    case FOODTRUCK_EVENT_NOTIFICATION: {
        int32_t activity = 0;
        if (foodtruck_activity_for_order(truck, e->order_number, &activity) == FOODTRUCK_OK) {
            fprintf(out, "%s %s\n", activity_text(activity, FOODTRUCK_TEXT_NOTIFICATION_TITLE, e->at),
                    activity_text(activity, FOODTRUCK_TEXT_NOTIFICATION_BODY, e->at));
        } else {
            fprintf(out, "%s\n", order_id(e->order_number));
        }
        break;
    }
    case FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED: { /* the new owner, or none */
        char *what = slot();
        TRY(foodtruck_event_name(truck, e->kind, what, 256, NULL));
        if (e->activity_id != 0) fprintf(out, "[%s] %s\n", activity_text(e->activity_id, FOODTRUCK_TEXT_LOCK_TITLE, e->at), what);
        else fprintf(out, "%s\n", what);
        break;
    }
    default: {
        char *what = slot();
        TRY(foodtruck_event_name(truck, e->kind, what, 256, NULL));
        fprintf(out, "[%s] %s: %s\n", activity_text(e->activity_id, FOODTRUCK_TEXT_LOCK_TITLE, e->at),
                activity_text(e->activity_id, FOODTRUCK_TEXT_LOCK_DONUTS, e->at), what);
        break;
    }
    }
}

static void drain_events(FILE *out) {
    foodtruck_event events[64];
    size_t count = 0;
    do {
        TRY(foodtruck_event_poll(truck, events, 64, &count));
        for (size_t i = 0; i < count; i++) print_event(out, &events[i]);
    } while (count == 64);
}

/* A one-line summary: the week's Top 5, the Dynamic Island, the open orders. */
static void print_summary(FILE *out, int64_t now) {
    foodtruck_donut_sales top[5];
    size_t count = 0, open = 0;
    TRY(foodtruck_sales_top(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, now, 5, top, 5, &count));
    TRY(foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_INCOMPLETE, "", &open));
    fprintf(out, "== %s |", clock_text(now));
    for (size_t i = 0; i < count; i++) fprintf(out, " %s %" PRId64 ";", donut_name(top[i].donut_id), top[i].sales);
    foodtruck_island island;
    TRY(foodtruck_activity_island(truck, &island));
    if (island.owner != 0) {
        fprintf(out, " | %s %s", activity_text(island.owner, FOODTRUCK_TEXT_LOCK_TITLE, now),
                activity_text(island.owner, FOODTRUCK_TEXT_COUNTDOWN, now));
    }
    fprintf(out, " | %zu\n", open);
}

static void start_day(uint64_t seed, bool arabic) {
    TRY(foodtruck_truck_new(&truck));
    TRY(foodtruck_truck_set_utc_offset(truck, -480));
    if (arabic) TRY(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    TRY(foodtruck_truck_simulate(truck, seed, START, 200));
    load_weather(weather_path, weather_required);
}

/* The operator's step at its instant: every 90 s it hands over first, then it prepares. */
static void operator_step(int64_t step_at, int64_t now) {
    if ((step_at - START) % HAND_OVER_EVERY == 0) hand_over(now);
    prepare_next(now);
}

/* When the shell must next wake: the library's next due instant, or the operator's next step
 * if that comes first. */
static int64_t next_wake(int64_t step_at) {
    int64_t due = FOODTRUCK_NO_TIME;
    TRY(foodtruck_truck_next_due(truck, &due));
    return due != FOODTRUCK_NO_TIME && due < step_at ? due : step_at;
}

/* Transcript mode: the day at full speed; no terminal, no sleeping. It jumps from one wake to
 * the next: only those instants have anything to print. */
static int run_transcript(uint64_t seed, int minutes, bool arabic) {
    start_day(seed, arabic);
    int64_t step_at = START;
    for (int64_t now = START; now <= START + minutes * 60 * SECOND;
         now = next_wake(step_at) > now ? next_wake(step_at) : now + 1) {
        TRY(foodtruck_truck_tick(truck, now, NULL));
        bool step = now == step_at;
        if (step) {
            operator_step(step_at, now);
            step_at += PREPARE_EVERY;
        }
        drain_events(stdout);
        if (step && (now - START) % (60 * SECOND) == 0) print_summary(stdout, now);
    }
    TRY(foodtruck_truck_free(truck));
    return 0;
}

/* ---- The interactive terminal --------------------------------------------------------- */

static struct termios saved_termios;
static bool raw_mode;
static volatile sig_atomic_t resized = 1, quit_signal;

static void restore_terminal(void) {
    if (raw_mode) {
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_termios);
        fputs("\x1b[0m\x1b[?25h\x1b[2J\x1b[H", stdout);
        fflush(stdout);
        raw_mode = false;
    }
}

static void on_signal(int signal_number) {
    if (signal_number == SIGWINCH) resized = 1;
    else quit_signal = signal_number;
}

static void enter_raw_mode(void) {
    if (tcgetattr(STDIN_FILENO, &saved_termios) != 0) return;
    struct termios raw = saved_termios;
    raw.c_lflag &= (tcflag_t) ~(ECHO | ICANON);
    raw.c_cc[VMIN] = 0;
    raw.c_cc[VTIME] = 0;
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw);
    raw_mode = true;
    atexit(restore_terminal);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGWINCH, &action, NULL);
    fputs("\x1b[?25l", stdout);
}

typedef struct view {
    int panel; /* 1..7 */
    foodtruck_city city; /* the City panel's */
    int selected;
    foodtruck_order_sort sort;
    char search[64];
    bool searching;
    int speed; /* simulated seconds per real second */
    int rows, columns;
    char log[6][160];
} view;

static void log_event(view *v, const foodtruck_event *e) {
    char *line = NULL;
    size_t size = 0;
    FILE *memory = open_memstream(&line, &size);
    if (memory == NULL) return;
    print_event(memory, e);
    fclose(memory);
    memmove(v->log[0], v->log[1], sizeof v->log - sizeof v->log[0]);
    snprintf(v->log[5], sizeof v->log[5], "%.*s", (int)strcspn(line, "\n"), line);
    free(line);
}

static void draw_orders(view *v, int64_t now) {
    int32_t numbers[40];
    size_t count = 0;
    TRY(foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_ALL, v->search, v->sort, true, 0, 40, numbers, 40, &count));
    if (v->selected >= (int)count) v->selected = count ? (int)count - 1 : 0;
    int limit = v->rows - 14 < (int)count ? v->rows - 14 : (int)count;
    for (int i = 0; i < limit; i++) {
        foodtruck_order order;
        TRY(foodtruck_order_get(truck, numbers[i], &order));
        printf("%s %-12s %-12s %3d ", i == v->selected ? ">" : " ", order_id(order.number),
               status_name(order.status), order.total_donuts);
        if (order.status == FOODTRUCK_ORDER_PREPARING) {
            char text[16];
            TRY(foodtruck_timer_countdown_text(truck, order.number, now, text, sizeof text, NULL));
            printf("%s", text);
        }
        printf("\x1b[K\n");
    }
    if (count > 0 && v->selected < (int)count) {
        foodtruck_order order;
        char action[64] = "";
        TRY(foodtruck_order_get(truck, numbers[v->selected], &order));
        if (order.next_action != FOODTRUCK_ORDER_ACTION_NONE) {
            TRY(foodtruck_order_action_title(truck, order.next_action, action, sizeof action, NULL));
        }
        printf("\n  [Enter] %s %s\x1b[K\n", action, order_id(order.number));
    }
}

static void draw_donuts(view *v, int64_t now) {
    int32_t ids[64];
    size_t count = 0;
    (void)v;
    TRY(foodtruck_donut_sort_by_popularity(truck, FOODTRUCK_TIMEFRAME_WEEK, now, ids, 64, &count));
    foodtruck_gallery_grid grid;
    /* The gallery's grid for the terminal's width, taking a character cell as 8 points. */
    TRY(foodtruck_layout_gallery_grid((double)v->columns * 8, false, &grid));
    for (size_t i = 0; i < count && (int)(i / (size_t)grid.columns) < v->rows - 14; i++) {
        printf("%-24.24s%s", donut_name(ids[i]), (int)(i % (size_t)grid.columns) == grid.columns - 1 ? "\x1b[K\n" : "");
    }
    printf("\x1b[K\n");
}

static void draw_top5(view *v, int64_t now) {
    foodtruck_donut_sales bars[5];
    size_t count = 0;
    TRY(foodtruck_chart_top_sales(truck, FOODTRUCK_TIMEFRAME_WEEK, now, bars, 5, &count));
    int64_t tallest = count ? bars[count - 1].sales : 1;
    int width = v->columns - 32 > 10 ? v->columns - 32 : 10;
    for (size_t i = 0; i < count; i++) {
        int length = (int)(bars[i].sales * width / (tallest ? tallest : 1));
        printf("%-22.22s %6" PRId64 " ", donut_name(bars[i].donut_id), bars[i].sales);
        for (int j = 0; j < length; j++) fputs("#", stdout);
        printf("\x1b[K\n");
    }
}

static void draw_sales(view *v, int64_t now) {
    (void)v;
    for (int city = FOODTRUCK_CITY_CUPERTINO; city <= FOODTRUCK_CITY_LONDON; city++) {
        char name[64];
        foodtruck_sales_point points[14];
        size_t count = 0;
        TRY(foodtruck_city_name(truck, (foodtruck_city)city, name, sizeof name, NULL));
        TRY(foodtruck_sales_series(truck, FOODTRUCK_TIMEFRAME_WEEK, (foodtruck_city)city, now, points, 14, &count));
        printf("%-16s", name);
        for (size_t i = 0; i < count; i++) printf(" %4" PRId64, points[i].sales);
        printf("\x1b[K\n");
    }
}

static void draw_activities(view *v, int64_t now) {
    int32_t ids[16];
    size_t count = 0;
    (void)v;
    TRY(foodtruck_activity_list(truck, ids, 16, &count));
    for (size_t i = 0; i < count; i++) {
        printf("| %-14s %-12s %8s %s |\x1b[K\n", activity_text(ids[i], FOODTRUCK_TEXT_LOCK_TITLE, now),
               activity_text(ids[i], FOODTRUCK_TEXT_LOCK_DONUTS, now), activity_text(ids[i], FOODTRUCK_TEXT_COUNTDOWN, now),
               activity_text(ids[i], FOODTRUCK_TEXT_REMAINING, now));
    }
}

static void draw(view *v, int64_t now) {
    static const char *const PANELS[] = {"", "1 Truck", "2 Orders", "3 Donuts", "4 Top 5", "5 Sales", "6 Activities", "7 City"};
    printf("\x1b[H");
    for (int p = 1; p <= 7; p++) printf(p == v->panel ? "\x1b[7m %s \x1b[0m" : " %s ", PANELS[p]);
    printf("  %s  x%d\x1b[K\n\n", clock_text(now), v->speed);
    switch (v->panel) {
    case 1: draw_top5(v, now); printf("\n"); draw_activities(v, now); break;
    case 2: draw_orders(v, now); break;
    case 3: draw_donuts(v, now); break;
    case 4: draw_top5(v, now); break;
    case 5: draw_sales(v, now); break;
    case 7: draw_city(stdout, v->city, v->columns, "\x1b[K\n"); break;
    default: draw_activities(v, now); break;
    }
    printf("\x1b[J\x1b[%d;1H", v->rows - 8);
    for (int i = 0; i < 6; i++) printf("%s\x1b[K\n", v->log[i]);
    foodtruck_island island;
    TRY(foodtruck_activity_island(truck, &island));
    if (island.owner) {
        printf("\x1b[7m %s %s %s \x1b[0m", activity_text(island.owner, FOODTRUCK_TEXT_COMPACT_ICON, now),
               activity_text(island.owner, FOODTRUCK_TEXT_LOCK_TITLE, now), activity_text(island.owner, FOODTRUCK_TEXT_COUNTDOWN, now));
    }
    printf("%s%s\x1b[K", v->searching ? "  search: " : "", v->searching ? v->search : "");
    fflush(stdout);
}

static void handle_key(view *v, int key, int64_t now, bool *running) {
    if (v->searching) {
        size_t length = strlen(v->search);
        if (key == '\n' || key == 27) v->searching = false;
        else if ((key == 127 || key == 8) && length > 0) v->search[length - 1] = '\0';
        else if (key >= 32 && length + 1 < sizeof v->search) v->search[length] = (char)key, v->search[length + 1] = '\0';
        return;
    }
    switch (key) {
    case 'q': *running = false; break;
    case 'j': v->selected++; break;
    case 'k': if (v->selected > 0) v->selected--; break;
    case '/': v->searching = true; v->panel = 2; break;
    case 'c': v->panel = 7; v->city = (foodtruck_city)((v->city + 1) % CITIES); break;
    case 's': v->sort = (foodtruck_order_sort)((v->sort + 1) % 4); break;
    case '+': if (v->speed < 64) v->speed *= 2; break;
    case '-': if (v->speed > 1) v->speed /= 2; break;
    case 'l': {
        foodtruck_locale locale;
        TRY(foodtruck_truck_locale(truck, &locale));
        TRY(foodtruck_truck_set_locale(truck, locale == FOODTRUCK_LOCALE_EN ? FOODTRUCK_LOCALE_AR : FOODTRUCK_LOCALE_EN));
        break;
    }
    case '\n': {
        int32_t numbers[40];
        size_t count = 0;
        TRY(foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_ALL, v->search, v->sort, true, 0, 40, numbers, 40, &count));
        if (v->selected < (int)count && foodtruck_order_advance(truck, numbers[v->selected], now, NULL) != FOODTRUCK_OK) {
            snprintf(v->log[5], sizeof v->log[5], "%s", foodtruck_last_error());
        }
        break;
    }
    default:
        if (key >= '1' && key <= '7') v->panel = key - '0';
        break;
    }
}

static int run_interactive(uint64_t seed) {
    start_day(seed, false);
    enter_raw_mode();
    view v;
    memset(&v, 0, sizeof v);
    v.panel = 2;
    v.speed = 4;
    v.sort = FOODTRUCK_ORDER_SORT_NUMBER;
    TRY(foodtruck_truck_city(truck, &v.city));
    int64_t now = START, step_at = START;
    bool running = true;
    struct timespec previous;
    clock_gettime(CLOCK_MONOTONIC, &previous);
    fputs("\x1b[2J", stdout);
    while (running && !quit_signal) {
        if (resized) {
            struct winsize size;
            v.rows = 24;
            v.columns = 80;
            if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_row > 12) {
                v.rows = size.ws_row;
                v.columns = size.ws_col;
            }
            resized = 0;
            fputs("\x1b[2J", stdout);
        }
        /* Sleep until the next instant that matters, in real time at the current speed: the
         * next wake (something due, or the operator's step) or the next second of the clock on
         * screen, whichever is first. A key wakes it earlier. */
        int64_t wake = next_wake(step_at), second = now - now % SECOND + SECOND;
        if (second < wake) wake = second;
        int64_t wait_ms = wake > now ? (wake - now + v.speed - 1) / v.speed : 0;
        fd_set input;
        FD_ZERO(&input);
        FD_SET(STDIN_FILENO, &input);
        struct timeval wait = {(time_t)(wait_ms / 1000), (suseconds_t)(wait_ms % 1000 * 1000)};
        if (select(STDIN_FILENO + 1, &input, NULL, NULL, &wait) > 0) {
            unsigned char key;
            while (read(STDIN_FILENO, &key, 1) == 1) handle_key(&v, key, now, &running);
        }
        struct timespec current;
        clock_gettime(CLOCK_MONOTONIC, &current);
        int64_t elapsed = (int64_t)(current.tv_sec - previous.tv_sec) * 1000 + (current.tv_nsec - previous.tv_nsec) / 1000000;
        previous = current;
        now += elapsed * v.speed;
        int64_t due = FOODTRUCK_NO_TIME;
        TRY(foodtruck_truck_next_due(truck, &due));
        if (due != FOODTRUCK_NO_TIME && due <= now) TRY(foodtruck_truck_tick(truck, now, NULL));
        if (now >= step_at) {
            operator_step(step_at, now);
            step_at += PREPARE_EVERY * ((now - step_at) / PREPARE_EVERY + 1); /* the next one to come */
        }
        foodtruck_event events[16];
        size_t count = 0;
        do {
            TRY(foodtruck_event_poll(truck, events, 16, &count));
            for (size_t i = 0; i < count; i++) log_event(&v, &events[i]);
        } while (count == 16);
        draw(&v, now);
    }
    restore_terminal();
    TRY(foodtruck_truck_free(truck));
    return 0;
}

int main(int argc, char **argv) {
    bool transcript = false, arabic = false, city_panels = false;
    uint64_t seed = 1;
    int minutes = 10;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--transcript") == 0) transcript = true;
        else if (strcmp(argv[i], "--arabic") == 0) arabic = true;
        else if (strcmp(argv[i], "--city-panels") == 0) city_panels = true;
        else if (strcmp(argv[i], "--weather") == 0 && i + 1 < argc) weather_path = argv[++i], weather_required = true;
        else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) seed = strtoull(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--minutes") == 0 && i + 1 < argc) minutes = atoi(argv[++i]);
        else {
            fprintf(stderr, "usage: %s [--transcript [--seed N] [--minutes M] | --city-panels] [--arabic] [--weather FILE]\n",
                    argv[0]);
            return 2;
        }
    }
    if (minutes < 1 || minutes > 24 * 60) minutes = 10;
    if (city_panels) return run_city_panels(arabic);
    if (transcript || !isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) return run_transcript(seed, minutes, arabic);
    return run_interactive(seed);
}
