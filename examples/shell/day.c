/* SPDX-License-Identifier: Apache-2.0 */
/* day.c: the simulated day. A seeded session starts like the original app (24 orders, 60 days of
 * history) and live orders arrive every 3-8 s. An automatic operator can work it: every 10 s it
 * puts the oldest placed order into preparation (its 60 s countdown and live activity start),
 * and every 90 s it hands over all the ready orders (so some activities go stale while they
 * wait). The transcript demo shows that day; the interactive shell lets a person work it.
 *
 * The shell keeps no tick rate: it sleeps until the library's next due instant
 * (foodtruck_truck_next_due) or the operator's next step, whichever comes first, and ticks then.
 * examples/python/replay_day.py replays the same day through the Python binding ticking every
 * second, and must print the same transcript, byte for byte. */
#define _POSIX_C_SOURCE 200809L
#include "shell.h"

#include <inttypes.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#define PREPARE_EVERY (10 * SECOND)
#define HAND_OVER_EVERY (90 * SECOND)
#define PACE 40 /* when the transcript goes to a terminal: a simulated minute in 1.5 s */
#define PIPED_COLUMNS 100 /* the transcript's width when it goes to a file or a pipe */
#define INDENT 4          /* a wrapped line's continuation */

void start_day(const options *o) {
    TRY(foodtruck_truck_new(&truck));
    TRY(foodtruck_truck_set_utc_offset(truck, -480));
    if (o->arabic) TRY(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    TRY(foodtruck_truck_simulate(truck, o->seed, START, 200));
    load_weather(o->weather, o->weather_required);
}

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
    TRY(foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_BIT(FOODTRUCK_ORDER_PLACED), "",
                             FOODTRUCK_ORDER_SORT_CREATED_AT, false, 0, 1, &number, 1, &count));
    if (count == 1) TRY(foodtruck_order_apply(truck, number, FOODTRUCK_ORDER_PREPARE, now));
}

/* The operator's step at its instant: every 90 s it hands over first, then it prepares. */
void operator_step(int64_t step_at, int64_t now) {
    if ((step_at - START) % HAND_OVER_EVERY == 0) hand_over(now);
    prepare_next(now);
}

/* The operator's first step after now. */
int64_t next_step(int64_t step_at, int64_t now) {
    return step_at + PREPARE_EVERY * ((now - step_at) / PREPARE_EVERY + 1);
}

/* When the shell must next wake: the library's next due instant, or the operator's next step
 * if that comes first (FOODTRUCK_NO_TIME: nothing to wake for). */
int64_t next_wake(int64_t step_at, bool with_operator) {
    int64_t due = FOODTRUCK_NO_TIME;
    TRY(foodtruck_truck_next_due(truck, &due));
    if (!with_operator) return due;
    return due != FOODTRUCK_NO_TIME && due < step_at ? due : step_at;
}

/* ---- Event lines: "4:54:20 PM Order#1216: timer finished, Ready" -------------------------- */

/* What an event says about its order: its new status, the notification's words, the island
 * left empty, or the event's name. */
static void event_phrase(const foodtruck_event *e, char *text, size_t size) {
    switch (e->kind) {
    case FOODTRUCK_EVENT_ORDER_STATUS_CHANGED:
        snprintf(text, size, "%s", status_name(e->status));
        break;
    case FOODTRUCK_EVENT_NOTIFICATION: /* every order's, with a live activity or not */
        snprintf(text, size, "%s \"%s %s\"", event_name(e->kind), label(FOODTRUCK_NAVIGATION_LABEL_NOTIFICATION_TITLE),
                 label(FOODTRUCK_NAVIGATION_LABEL_NOTIFICATION_BODY));
        break;
    case FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED: /* the new owner's, or the departed owner's */
        snprintf(text, size, "%s", e->activity_id != 0 ? event_name(e->kind) : label(FOODTRUCK_NAVIGATION_LABEL_ISLAND_EMPTY));
        break;
    default:
        snprintf(text, size, "%s", event_name(e->kind));
        break;
    }
}

bool event_line_add(event_line *l, const foodtruck_event *e) {
    char phrase[4 * WORD_BYTES];
    event_phrase(e, phrase, sizeof phrase);
    /* A notification is a line of its own: the words the operator's device shows. */
    bool alone = e->kind == FOODTRUCK_EVENT_NOTIFICATION;
    bool now = l->text[0] != '\0' && l->at == e->at && !alone && !l->alone;
    bool same_order = now && l->orders == 1 && l->order == e->order_number;
    bool same_words = now && l->order != e->order_number && strcmp(l->phrases, phrase) == 0;
    size_t ids = strlen(l->ids), phrases = strlen(l->phrases);
    if (same_order) {
        snprintf(l->phrases + phrases, sizeof l->phrases - phrases, "%s%s", label(FOODTRUCK_NAVIGATION_LABEL_LIST_SEPARATOR), phrase);
    } else if (same_words) {
        snprintf(l->ids + ids, sizeof l->ids - ids, "%s%s", label(FOODTRUCK_NAVIGATION_LABEL_LIST_SEPARATOR), order_id(e->order_number));
        l->orders++;
    } else {
        l->at = e->at;
        l->orders = 1;
        snprintf(l->ids, sizeof l->ids, "%s", order_id(e->order_number));
        snprintf(l->phrases, sizeof l->phrases, "%s", phrase);
    }
    l->order = e->order_number;
    l->alone = alone;
    snprintf(l->text, sizeof l->text, "%s %s: %s", clock_text(l->at), l->ids, l->phrases);
    return same_order || same_words;
}

/* ---- The transcript demo ------------------------------------------------------------------- */

/* Where the transcript goes: its width, and whether to a terminal (the lines then as the
 * terminal must get them, and paced). */
typedef struct page {
    FILE *out;
    int columns;
    bool shown;
} page;

/* One line of the transcript, wrapped at spaces to the page's width. */
static void say(const page *p, const char *text) {
    put_wrapped(p->out, text, p->columns, INDENT, p->shown);
}

/* The header: what the demo shows, a legend of what its lines say, and why its first line
 * hands over so many orders at once. */
static void print_header(const page *p) {
    char text[4 * WORD_BYTES];
    say(p, label(FOODTRUCK_NAVIGATION_LABEL_DEMO_TITLE));
    say(p, label(FOODTRUCK_NAVIGATION_LABEL_DEMO_STORY));
    say(p, label(FOODTRUCK_NAVIGATION_LABEL_LEGEND));
    for (int kind = FOODTRUCK_EVENT_ORDER_PLACED; kind <= FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED; kind++) {
        if (kind == FOODTRUCK_EVENT_ORDER_STATUS_CHANGED) { /* its lines show the status itself */
            const char *separator = label(FOODTRUCK_NAVIGATION_LABEL_LIST_SEPARATOR);
            snprintf(text, sizeof text, "  %s%s%s%s%s: %s", status_name(FOODTRUCK_ORDER_PREPARING), separator,
                     status_name(FOODTRUCK_ORDER_READY), separator, status_name(FOODTRUCK_ORDER_COMPLETED),
                     event_explanation((foodtruck_event_kind)kind));
        } else {
            snprintf(text, sizeof text, "  %s: %s", event_name((foodtruck_event_kind)kind),
                     event_explanation((foodtruck_event_kind)kind));
        }
        say(p, text);
    }
    say(p, label(FOODTRUCK_NAVIGATION_LABEL_SUMMARY_LEGEND));
    say(p, "");
    say(p, label(FOODTRUCK_NAVIGATION_LABEL_DEMO_OPENING));
}

/* Events become lines: an order's events at one instant share its line, written once the next
 * event concerns another order or another instant (or at a summary). */
static void drain_events(const page *p, event_line *pending) {
    foodtruck_event events[64];
    size_t count = 0;
    do {
        TRY(foodtruck_event_poll(truck, events, 64, &count));
        for (size_t i = 0; i < count; i++) {
            char previous[sizeof pending->text];
            memcpy(previous, pending->text, sizeof previous);
            if (!event_line_add(pending, &events[i]) && previous[0] != '\0') say(p, previous);
        }
    } while (count == 64);
}

static void flush_events(const page *p, event_line *pending) {
    if (pending->text[0] != '\0') say(p, pending->text);
    pending->text[0] = '\0';
}

void island_text(int64_t now, char *text, size_t size) {
    foodtruck_island island;
    TRY(foodtruck_activity_island(truck, &island));
    if (island.owner != 0) {
        snprintf(text, size, "%s: %s %s", label(FOODTRUCK_NAVIGATION_LABEL_DYNAMIC_ISLAND),
                 activity_text(island.owner, FOODTRUCK_TEXT_LOCK_TITLE, now), activity_text(island.owner, FOODTRUCK_TEXT_COUNTDOWN, now));
    } else {
        snprintf(text, size, "%s", label(FOODTRUCK_NAVIGATION_LABEL_ISLAND_EMPTY));
    }
}

static const char *count_text(int64_t donuts) {
    char *text = word_buffer();
    TRY(foodtruck_donut_count_text(truck, donuts, text, WORD_BYTES, NULL));
    return text;
}

/* The minute's summary, labelled: the week's Top 5 (donuts sold), the Dynamic Island, the open
 * orders; then, when more orders wait than at the last summary, that the queue grows. */
static void print_summary(const page *p, int64_t now, size_t *waiting_before) {
    foodtruck_donut_sales top[5];
    size_t count = 0, open = 0, waiting = 0;
    char timeframe[64], text[8 * WORD_BYTES], island[3 * WORD_BYTES];
    TRY(foodtruck_sales_top(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, now, 5, top, 5, &count));
    TRY(foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_INCOMPLETE, "", &open));
    TRY(foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_BIT(FOODTRUCK_ORDER_PLACED), "", &waiting));
    TRY(foodtruck_timeframe_name(truck, FOODTRUCK_TIMEFRAME_WEEK, timeframe, sizeof timeframe, NULL));
    int used = snprintf(text, sizeof text, "== %s | %s (%s):", clock_text(now), panel_title(FOODTRUCK_PANEL_TOP_FIVE), timeframe);
    for (size_t i = 0; i < count && used < (int)sizeof text; i++) {
        used += snprintf(text + used, sizeof text - (size_t)used, "%s%s %s", i ? label(FOODTRUCK_NAVIGATION_LABEL_LIST_SEPARATOR) : " ",
                         donut_name(top[i].donut_id), count_text(top[i].sales));
    }
    island_text(now, island, sizeof island);
    if (used < (int)sizeof text) {
        snprintf(text + used, sizeof text - (size_t)used, " | %s | %s: %s", island, label(FOODTRUCK_NAVIGATION_LABEL_OPEN_ORDERS),
                 number_text((int64_t)open));
    }
    say(p, text);
    if (waiting > *waiting_before) {
        snprintf(text, sizeof text, "== %s %s", label(FOODTRUCK_NAVIGATION_LABEL_QUEUE_GROWS), number_text((int64_t)waiting));
        say(p, text);
    }
    *waiting_before = waiting;
}

/* Paced: sleeps until the real time at which the simulated instant comes. */
static void wait_until(const struct timespec *begun, int64_t simulated) {
    int64_t real_ms = simulated / PACE;
    struct timespec at = {begun->tv_sec + (time_t)(real_ms / 1000), begun->tv_nsec + (long)(real_ms % 1000) * 1000000L};
    if (at.tv_nsec >= 1000000000L) at.tv_sec++, at.tv_nsec -= 1000000000L;
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &at, NULL) != 0) {}
}

/* The day at full speed (or paced for a person), from one wake to the next: only those
 * instants have anything to print. */
int run_transcript(const options *o) {
    start_day(o);
    page p = {stdout, PIPED_COLUMNS, o->paced && !text_terminal_bidi()};
    struct winsize size;
    if (o->paced && ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) p.columns = size.ws_col;
    print_header(&p);
    event_line pending = {0};
    size_t waiting = 0;
    struct timespec begun;
    clock_gettime(CLOCK_MONOTONIC, &begun);
    int64_t step_at = START;
    for (int64_t now = START; now <= START + o->minutes * 60 * SECOND;) {
        if (o->paced) {
            fflush(stdout);
            wait_until(&begun, now - START);
        }
        TRY(foodtruck_truck_tick(truck, now, NULL));
        bool step = now == step_at;
        if (step) {
            operator_step(step_at, now);
            step_at += PREPARE_EVERY;
        }
        drain_events(&p, &pending);
        if (step && (now - START) % (60 * SECOND) == 0) {
            flush_events(&p, &pending);
            print_summary(&p, now, &waiting);
        }
        int64_t wake = next_wake(step_at, true);
        now = wake > now ? wake : now + 1;
    }
    flush_events(&p, &pending);
    say(&p, "");
    say(&p, label(FOODTRUCK_NAVIGATION_LABEL_DEMO_INTERACTIVE));
    say(&p, "  build/shell/shell");
    TRY(foodtruck_truck_free(truck));
    return 0;
}

/* ---- --city-panels ---------------------------------------------------------------------- */

static void print_line(const char *text, void *context) {
    fprintf((FILE *)context, "%s\n", text);
}

/* Every city's panel, 80 columns wide, a blank line between two. */
int run_city_panels(const options *o) {
    TRY(foodtruck_truck_new(&truck));
    if (o->arabic) TRY(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    load_weather(o->weather, o->weather_required);
    for (int city = FOODTRUCK_CITY_CUPERTINO; city <= FOODTRUCK_CITY_LONDON; city++) {
        if (city != FOODTRUCK_CITY_CUPERTINO) printf("\n");
        city_lines((foodtruck_city)city, 80, print_line, stdout);
    }
    TRY(foodtruck_truck_free(truck));
    return 0;
}
