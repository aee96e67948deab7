/* shell.c: a terminal Food Truck, written only against foodtruck.h. Every rule (sorting,
 * ranking, timing, layout, words in English and Arabic) comes from libfoodtruck; this file
 * only reads keys, keeps the clock and draws text.
 *
 *   shell                          interactive: panels, keys, a simulated day
 *   shell --transcript [--seed N] [--minutes M] [--arabic]
 *                                  the same day at full speed, printed as a transcript
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
 * Keys: 1-6 panels (Truck, Orders, Donuts, Top 5, Sales, Activities), j/k move, Enter next
 * step of the selected order, / search, s sort, l English/Arabic, + and - speed, q quit. */
#define _POSIX_C_SOURCE 200809L
#include "foodtruck.h"

#include <errno.h>
#include <inttypes.h>
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

static foodtruck_truck *truck;

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
    int panel; /* 1..6 */
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
    static const char *const PANELS[] = {"", "1 Truck", "2 Orders", "3 Donuts", "4 Top 5", "5 Sales", "6 Activities"};
    printf("\x1b[H");
    for (int p = 1; p <= 6; p++) printf(p == v->panel ? "\x1b[7m %s \x1b[0m" : " %s ", PANELS[p]);
    printf("  %s  x%d\x1b[K\n\n", clock_text(now), v->speed);
    switch (v->panel) {
    case 1: draw_top5(v, now); printf("\n"); draw_activities(v, now); break;
    case 2: draw_orders(v, now); break;
    case 3: draw_donuts(v, now); break;
    case 4: draw_top5(v, now); break;
    case 5: draw_sales(v, now); break;
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
        if (key >= '1' && key <= '6') v->panel = key - '0';
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
    bool transcript = false, arabic = false;
    uint64_t seed = 1;
    int minutes = 10;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--transcript") == 0) transcript = true;
        else if (strcmp(argv[i], "--arabic") == 0) arabic = true;
        else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) seed = strtoull(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--minutes") == 0 && i + 1 < argc) minutes = atoi(argv[++i]);
        else {
            fprintf(stderr, "usage: %s [--transcript [--seed N] [--minutes M] [--arabic]]\n", argv[0]);
            return 2;
        }
    }
    if (minutes < 1 || minutes > 24 * 60) minutes = 10;
    if (transcript || !isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) return run_transcript(seed, minutes, arabic);
    return run_interactive(seed);
}
