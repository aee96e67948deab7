/* SPDX-License-Identifier: Apache-2.0 */
/* screen.c: the interactive terminal Food Truck. Seven panels (Truck, Orders, Donuts, Top 5,
 * Sales History, Live Activities, City) over the same simulated day as the transcript, a status
 * line (clock, speed, the automatic operator), the latest events, the Dynamic Island, and a
 * footer with the keys of the current panel.
 *
 * Every frame is drawn whole: each row is written at its place and exactly as wide as the
 * terminal, so nothing of an earlier frame can stay. The selection is an order (by number), not a
 * row: new orders arriving above it do not move it to another order. The automatic operator is
 * off until the a key turns it on. */
#define _POSIX_C_SOURCE 200809L
#include "shell.h"

#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#define MAX_LISTED 256
#define LOG_LINES 5
#define LOG_EVENTS 64 /* the latest events, from which the log's lines are written each frame */
#define SORTS (FOODTRUCK_ORDER_SORT_TOTAL + 1)
#define KEY_UP 256 /* ESC [ A */
#define KEY_DOWN 257

const key_hint KEY_HINTS[] = {
    {"1-7", FOODTRUCK_NAVIGATION_LABEL_KEY_PANELS, 0},
    {"j/k", FOODTRUCK_NAVIGATION_LABEL_KEY_MOVE, PANEL_ORDERS},
    {"Enter", FOODTRUCK_NAVIGATION_LABEL_KEY_NEXT_STEP, PANEL_ORDERS},
    {"/", FOODTRUCK_NAVIGATION_LABEL_KEY_SEARCH, PANEL_ORDERS},
    {"s", FOODTRUCK_NAVIGATION_LABEL_KEY_SORT, PANEL_ORDERS},
    {"c", FOODTRUCK_NAVIGATION_LABEL_KEY_NEXT_CITY, PANEL_CITY},
    {"a", FOODTRUCK_NAVIGATION_LABEL_KEY_AUTO_OPERATOR, 0},
    {"+/-", FOODTRUCK_NAVIGATION_LABEL_KEY_SPEED, 0},
    {"l", FOODTRUCK_NAVIGATION_LABEL_KEY_LANGUAGE, 0},
    {"q", FOODTRUCK_NAVIGATION_LABEL_KEY_QUIT, 0},
    {"Enter", FOODTRUCK_NAVIGATION_LABEL_KEY_DONE, WHILE_SEARCHING},
    {"Esc", FOODTRUCK_NAVIGATION_LABEL_KEY_CLEAR, WHILE_SEARCHING},
};
const int KEY_HINT_COUNT = (int)(sizeof KEY_HINTS / sizeof KEY_HINTS[0]);

typedef struct view {
    int panel;
    foodtruck_city city; /* the City panel's */
    int32_t selected;    /* the selected order's number; 0: none yet */
    foodtruck_order_sort sort;
    char search[64];   /* always whole UTF-8 characters: the library refuses anything else */
    char typing[4];    /* the bytes of a character not yet typed to its end */
    int typed, needed;
    bool searching;
    bool operator_on;
    int speed;
    int rows, columns;
    foodtruck_event events[LOG_EVENTS]; /* the latest, oldest first: the log, in the current language */
    int event_count;
    char notice[256]; /* a refused step, until the next key */
} view;


/* ---- A frame: rows written in place, each exactly the terminal's width ------------------- */

typedef struct frame {
    FILE *out;
    int row, last_row, columns;
} frame;

static void frame_line(frame *f, const line *l) {
    if (f->row > f->last_row) return;
    screen_move(f->out, f->row++, 1);
    line_write(f->out, l, f->columns);
}

static void frame_text(frame *f, const char *text) {
    line l = {0};
    line_add(&l, text, 0, ALIGN_START);
    frame_line(f, &l);
}

static void frame_fill(frame *f) {
    while (f->row <= f->last_row) frame_text(f, "");
}

/* ---- The panels' bodies ------------------------------------------------------------------- */

static const char *panel_name(const view *v, int panel) {
    switch (panel) {
    case PANEL_TRUCK: return panel_title(FOODTRUCK_PANEL_TRUCK);
    case PANEL_ORDERS: return panel_title(FOODTRUCK_PANEL_ORDERS);
    case PANEL_DONUTS: return panel_title(FOODTRUCK_PANEL_DONUTS);
    case PANEL_TOP_FIVE: return panel_title(FOODTRUCK_PANEL_TOP_FIVE);
    case PANEL_SALES: return panel_title(FOODTRUCK_PANEL_SALES_HISTORY);
    case PANEL_ACTIVITIES: return label(FOODTRUCK_NAVIGATION_LABEL_LIVE_ACTIVITIES);
    default: return city_name(v->city);
    }
}

static size_t list_orders(const view *v, int32_t numbers[MAX_LISTED]) {
    size_t count = 0;
    TRY(foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_ALL, v->search, v->sort, true, 0, MAX_LISTED, numbers,
                             MAX_LISTED, &count));
    return count;
}

/* Where the selected order is in the list, or -1. */
static int find_selected(const view *v, const int32_t *numbers, size_t count) {
    for (size_t i = 0; i < count; i++) {
        if (numbers[i] == v->selected) return (int)i;
    }
    return -1;
}

static void draw_orders(frame *f, view *v, int64_t now) {
    int32_t numbers[MAX_LISTED];
    size_t count = list_orders(v, numbers);
    int at = find_selected(v, numbers, count);
    if (at < 0) v->selected = count > 0 ? numbers[at = 0] : 0;
    char sort[WORD_BYTES + 8], search[WORD_BYTES + 80];
    snprintf(sort, sizeof sort, "%s: %s", label(FOODTRUCK_NAVIGATION_LABEL_KEY_SORT), sort_name(v->sort));
    snprintf(search, sizeof search, "%s: %s%s", label(FOODTRUCK_NAVIGATION_LABEL_KEY_SEARCH), v->search,
             v->searching ? "_" : "");
    line heading = {0};
    line_add(&heading, sort, text_columns(sort) + 1, ALIGN_START);
    if (v->searching || v->search[0] != '\0') line_add(&heading, search, 0, ALIGN_START);
    frame_line(f, &heading);
    if (count == 0) {
        frame_text(f, label(FOODTRUCK_NAVIGATION_LABEL_NO_ORDERS));
        return;
    }
    line columns = {0};
    line_add(&columns, "", 1, ALIGN_START);
    line_add_painted(&columns, sort_name(FOODTRUCK_ORDER_SORT_NUMBER), 12, ALIGN_START, PAINT_HEADING);
    line_add_painted(&columns, sort_name(FOODTRUCK_ORDER_SORT_STATUS), 12, ALIGN_START, PAINT_HEADING);
    line_add_painted(&columns, sort_name(FOODTRUCK_ORDER_SORT_TOTAL), 7, ALIGN_END, PAINT_HEADING);
    line_add(&columns, "", 5, ALIGN_END);
    line_add_painted(&columns, sort_name(FOODTRUCK_ORDER_SORT_CREATED_AT), 0, ALIGN_START, PAINT_HEADING);
    frame_line(f, &columns);
    int visible = f->last_row - f->row + 1 - 2; /* the action line and a blank below */
    int first = at >= visible ? at - visible + 1 : 0;
    for (int i = first; i < (int)count && i < first + visible; i++) {
        foodtruck_order order;
        char countdown[16] = "", date[WORD_BYTES];
        TRY(foodtruck_order_get(truck, numbers[i], &order));
        const char *donuts = number_text(order.total_donuts);
        if (order.status == FOODTRUCK_ORDER_PREPARING) {
            TRY(foodtruck_timer_countdown_text(truck, order.number, now, countdown, sizeof countdown, NULL));
        }
        TRY(foodtruck_order_date_text(truck, order.number, now, date, sizeof date, NULL));
        line row = {.whole = i == at ? PAINT_SELECTED : PAINT_NONE};
        line_add(&row, i == at ? (right_to_left() ? "<" : ">") : "", 1, ALIGN_START);
        line_add(&row, order_id(order.number), 12, ALIGN_START);
        line_add_painted(&row, status_name(order.status), 12, ALIGN_START, paint_of_status(order.status));
        line_add(&row, donuts, 7, ALIGN_END);
        line_add(&row, countdown, 5, ALIGN_END);
        line_add(&row, date, 0, ALIGN_START);
        frame_line(f, &row);
    }
    foodtruck_order order;
    TRY(foodtruck_order_get(truck, v->selected, &order));
    frame_text(f, "");
    if (order.next_action != FOODTRUCK_ORDER_ACTION_NONE) {
        char action[WORD_BYTES], text[3 * WORD_BYTES];
        TRY(foodtruck_order_action_title(truck, order.next_action, action, sizeof action, NULL));
        snprintf(text, sizeof text, "%s %s", action, order_id(order.number));
        line step = {0};
        line_add_painted(&step, "Enter", 5, ALIGN_START, PAINT_KEY);
        line_add(&step, text, 0, ALIGN_START);
        frame_line(f, &step);
    }
}

static void draw_donuts(frame *f, const view *v, int64_t now) {
    int32_t ids[256];
    size_t count = 0;
    foodtruck_gallery_grid grid;
    TRY(foodtruck_donut_sort_by_popularity(truck, FOODTRUCK_TIMEFRAME_WEEK, now, ids, 256, &count));
    /* The gallery's grid for the terminal's width, taking a character cell as 8 points. */
    TRY(foodtruck_layout_gallery_grid((double)v->columns * 8, false, &grid));
    int per_row = grid.columns > 0 && grid.columns <= 12 ? grid.columns : 1;
    int width = (v->columns - (per_row - 1)) / per_row;
    for (size_t i = 0; i < count; i += (size_t)per_row) {
        line row = {0};
        for (size_t j = i; j < count && j < i + (size_t)per_row; j++) line_add(&row, donut_name(ids[j]), width, ALIGN_START);
        frame_line(f, &row);
    }
}

static void draw_top_five(frame *f, int64_t now, int limit, bool headed) {
    foodtruck_donut_sales top[5];
    size_t count = 0;
    char timeframe[64], title[WORD_BYTES + 80];
    TRY(foodtruck_sales_top(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, now, 5, top, 5, &count));
    TRY(foodtruck_timeframe_name(truck, FOODTRUCK_TIMEFRAME_WEEK, timeframe, sizeof timeframe, NULL));
    snprintf(title, sizeof title, "%s (%s)", panel_title(FOODTRUCK_PANEL_TOP_FIVE), timeframe);
    frame_text(f, title);
    if (headed) {
        line heading = {0};
        line_add_painted(&heading, label(FOODTRUCK_NAVIGATION_LABEL_DONUT), 22, ALIGN_START, PAINT_HEADING);
        line_add_painted(&heading, label(FOODTRUCK_NAVIGATION_LABEL_SALES), 9, ALIGN_END, PAINT_HEADING);
        frame_line(f, &heading);
    }
    int bar_room = f->columns - 22 - 9 - 2;
    for (size_t i = 0; i < count && (int)i < limit; i++) {
        char bar[3 * 256 + 1] = "";
        const char *sales = number_text(top[i].sales);
        int length = top[0].sales > 0 ? (int)(top[i].sales * bar_room / top[0].sales) : 0;
        for (int j = 0; j < length && j < 256; j++) strcat(bar, "\xe2\x96\x88"); /* █ */
        line row = {0};
        line_add(&row, donut_name(top[i].donut_id), 22, ALIGN_START);
        line_add(&row, sales, 9, ALIGN_END);
        line_add(&row, bar, 0, ALIGN_START);
        frame_line(f, &row);
    }
}

static void draw_sales(frame *f, int64_t now) {
    foodtruck_sales_point points[CITIES][14];
    size_t counts[CITIES];
    char timeframe[64], title[WORD_BYTES + 80];
    TRY(foodtruck_timeframe_name(truck, FOODTRUCK_TIMEFRAME_WEEK, timeframe, sizeof timeframe, NULL));
    snprintf(title, sizeof title, "%s: %s (%s)", panel_title(FOODTRUCK_PANEL_SALES_HISTORY),
             label(FOODTRUCK_NAVIGATION_LABEL_SALES), timeframe);
    frame_text(f, title);
    /* The dates' column: as wide as the last date and its "so far", from 12 columns, while each
     * city keeps 13 ("San Francisco"). */
    enum { DATE_MIN = 12, CITY_MIN = 13 };
    char so_far[WORD_BYTES];
    snprintf(so_far, sizeof so_far, "%s", label(FOODTRUCK_NAVIGATION_LABEL_SO_FAR));
    int date_width = DATE_MIN + 1 + text_columns(so_far);
    if (date_width > f->columns - CITIES * (CITY_MIN + 1)) date_width = f->columns - CITIES * (CITY_MIN + 1);
    if (date_width < DATE_MIN) date_width = DATE_MIN;
    int width = (f->columns - date_width - CITIES) / CITIES;
    line heading = {0};
    line_add_painted(&heading, label(FOODTRUCK_NAVIGATION_LABEL_DAY), date_width, ALIGN_START, PAINT_HEADING);
    for (int city = 0; city < CITIES; city++) {
        TRY(foodtruck_sales_series(truck, FOODTRUCK_TIMEFRAME_WEEK, (foodtruck_city)city, now, points[city], 14, &counts[city]));
        line_add_painted(&heading, city_name((foodtruck_city)city), width, ALIGN_END, PAINT_HEADING);
    }
    frame_line(f, &heading);
    size_t room = (size_t)(f->last_row - f->row + 1), first = counts[0] > room ? counts[0] - room : 0;
    for (size_t day = first; day < counts[0]; day++) { /* the latest days that fit */
        char date[64 + WORD_BYTES];
        TRY(foodtruck_chart_date_label(truck, FOODTRUCK_TIMEFRAME_WEEK, points[0][day].starts_at, date, 64, NULL));
        /* The last point is today, still under way (docs/domain.md §4.4): not a fall to 0. */
        if (day + 1 == counts[0]) {
            strcat(date, " ");
            strcat(date, so_far);
        }
        line row = {0};
        line_add(&row, date, date_width, ALIGN_START);
        for (int city = 0; city < CITIES; city++) {
            line_add(&row, number_text(day < counts[city] ? points[city][day].sales : 0), width, ALIGN_END);
        }
        frame_line(f, &row);
    }
}

static void draw_activities(frame *f, int64_t now) {
    int32_t ids[16];
    size_t count = 0;
    TRY(foodtruck_activity_list(truck, ids, 16, &count));
    if (count == 0) frame_text(f, label(FOODTRUCK_NAVIGATION_LABEL_NO_ACTIVITIES));
    for (size_t i = 0; i < count; i++) {
        line row = {0};
        line_add(&row, activity_text(ids[i], FOODTRUCK_TEXT_LOCK_TITLE, now), 14, ALIGN_START);
        line_add(&row, activity_text(ids[i], FOODTRUCK_TEXT_LOCK_DONUTS, now), 14, ALIGN_START);
        line_add(&row, activity_text(ids[i], FOODTRUCK_TEXT_COUNTDOWN, now), 5, ALIGN_END);
        line_add(&row, activity_text(ids[i], FOODTRUCK_TEXT_REMAINING, now), 0, ALIGN_START);
        frame_line(f, &row);
    }
}

static void emit_city_line(const char *text, void *context) {
    frame_text((frame *)context, text);
}

/* ---- The chrome: tabs, status, log, island, footer ---------------------------------------- */

static void draw_tabs(frame *f, const view *v) {
    char tabs[PANELS][WORD_BYTES + 8];
    int full = 0;
    for (int p = 1; p <= PANELS; p++) {
        snprintf(tabs[p - 1], sizeof tabs[p - 1], p == v->panel ? "[%d %s]" : " %d %s ", p, panel_name(v, p));
        full += text_columns(tabs[p - 1]) + (p > 1);
    }
    line l = {0};
    for (int p = 1; p <= PANELS; p++) {
        if (full > f->columns && p != v->panel) snprintf(tabs[p - 1], sizeof tabs[p - 1], " %d ", p); /* numbers only */
        line_add_painted(&l, tabs[p - 1], text_columns(tabs[p - 1]), ALIGN_START,
                         p == v->panel ? PAINT_CURRENT_TAB : PAINT_NONE);
    }
    frame_line(f, &l);
}

static void draw_status(frame *f, const view *v, int64_t now) {
    char speed[2 * WORD_BYTES + 8], operator_state[2 * WORD_BYTES];
    snprintf(speed, sizeof speed, "%s \xc3\x97%s", label(FOODTRUCK_NAVIGATION_LABEL_KEY_SPEED), number_text(v->speed)); /* × */
    snprintf(operator_state, sizeof operator_state, "%s: %s", label(FOODTRUCK_NAVIGATION_LABEL_KEY_AUTO_OPERATOR),
             label(v->operator_on ? FOODTRUCK_NAVIGATION_LABEL_ON : FOODTRUCK_NAVIGATION_LABEL_OFF));
    const char *clock = clock_text(now);
    line l = {0};
    line_add(&l, clock, text_columns(clock) + 1, ALIGN_START);
    line_add(&l, speed, text_columns(speed) + 1, ALIGN_START);
    line_add(&l, operator_state, 0, ALIGN_START);
    frame_line(f, &l);
}

static void draw_island(frame *f, int64_t now) {
    char text[3 * WORD_BYTES];
    island_text(now, text, sizeof text);
    frame_text(f, text);
}

/* The footer: the keys of the current panel (or of the search), each with what it does. On one
 * line where they fit, the longest label cut by MILD_CUT columns at most; else on two lines of
 * nearly equal counts, the same way; else on two lines, the longest labels shortened (at the end
 * of a word with an ellipsis, or within a word down to LABEL_LEAST columns). A key never stands
 * alone on a line, and a word is cut only where nothing milder fits. */
#define HINT_GAP 2
#define MILD_CUT 3
#define LABEL_LEAST 6
#define ELLIPSIS "\xe2\x80\xa6"
typedef struct footer {
    int count, lines, split; /* the hints, the lines they take, the first hint of the second */
    const char *keys[16];
    char words[16][WORD_BYTES];  /* each label in full */
    char labels[16][WORD_BYTES]; /* as shown: whole, or cut after a word with an ellipsis */
    int widths[16];              /* the columns each label is given; less cuts it within a word */
} footer;

/* Shortens label i by one step (or, unless apply, only tells whether it can): to its words but
 * the last, with an ellipsis, where that leaves LABEL_LEAST columns; else by a column, down to
 * LABEL_LEAST. False when it is as short as it may be. */
static bool shorten(footer *ft, int i, bool apply) {
    char *label = ft->labels[i], *space = strrchr(label, ' '), shorter[WORD_BYTES];
    if (space != NULL) {
        snprintf(shorter, sizeof shorter, "%.*s" ELLIPSIS, (int)(space - label), label);
        if (text_columns(shorter) >= LABEL_LEAST) {
            if (apply) {
                snprintf(label, WORD_BYTES, "%s", shorter);
                ft->widths[i] = text_columns(label);
            }
            return true;
        }
    }
    if (ft->widths[i] <= LABEL_LEAST) return false;
    if (apply) ft->widths[i]--;
    return true;
}

/* Gives hints first..end-1 their labels in full, then, where the line is too long, cuts the
 * longest label by MILD_CUT columns at most or, deeply, shortens the longest first until the
 * line fits: false when it cannot. */
static bool fit_hints(footer *ft, int first, int end, int columns, bool deeply) {
    for (int i = first; i < end; i++) {
        snprintf(ft->labels[i], WORD_BYTES, "%s", ft->words[i]);
        ft->widths[i] = text_columns(ft->labels[i]);
    }
    for (;;) {
        int used = 0, longest = first;
        for (int i = first; i < end; i++) {
            used += (i > first ? HINT_GAP : 0) + text_columns(ft->keys[i]) + 1 + ft->widths[i];
            if (ft->widths[i] > ft->widths[longest]) longest = i;
        }
        if (used <= columns) return true;
        if (!deeply) {
            if (used - columns > MILD_CUT || ft->widths[longest] - (used - columns) < LABEL_LEAST) return false;
            ft->widths[longest] -= used - columns;
            return true;
        }
        longest = -1;
        for (int i = first; i < end; i++) { /* the longest that can still give way */
            if ((longest < 0 || ft->widths[i] > ft->widths[longest]) && shorten(ft, i, false)) longest = i;
        }
        if (longest < 0) return false;
        shorten(ft, longest, true);
    }
}

static void footer_make(footer *ft, const view *v) {
    ft->count = 0;
    for (int i = 0; i < KEY_HINT_COUNT && ft->count < 16; i++) {
        int panel = KEY_HINTS[i].panel;
        if (v->searching ? panel != WHILE_SEARCHING : panel != 0 && panel != v->panel) continue;
        ft->keys[ft->count] = KEY_HINTS[i].key;
        snprintf(ft->words[ft->count++], WORD_BYTES, "%s", label(KEY_HINTS[i].what));
    }
    ft->split = (ft->count + 1) / 2;
    ft->lines = 1;
    if (fit_hints(ft, 0, ft->count, v->columns, false)) return;
    ft->lines = 2;
    for (int deeply = 0; deeply <= 1; deeply++) {
        bool first = fit_hints(ft, 0, ft->split, v->columns, deeply);
        bool second = fit_hints(ft, ft->split, ft->count, v->columns, deeply);
        if (first && second) return;
    }
}

static void draw_footer(frame *f, const footer *ft) {
    for (int n = 0; n < ft->lines; n++) {
        int first = ft->lines == 1 || n == 0 ? 0 : ft->split, end = ft->lines == 1 || n == 1 ? ft->count : ft->split;
        line l = {0};
        for (int i = first; i < end; i++) { /* the gap from the hint before: a space and the key's padding */
            line_add_painted(&l, ft->keys[i], text_columns(ft->keys[i]) + (i > first ? HINT_GAP - 1 : 0), ALIGN_END, PAINT_KEY);
            line_add(&l, ft->labels[i], ft->widths[i], ALIGN_START);
        }
        frame_line(f, &l);
    }
}

static void draw_too_small(FILE *out, const view *v) {
    char text[WORD_BYTES + 32];
    snprintf(text, sizeof text, "%s %dx%d", label(FOODTRUCK_NAVIGATION_LABEL_WINDOW_TOO_SMALL), MIN_COLUMNS, MIN_ROWS);
    frame f = {out, 1, v->rows, v->columns};
    while (f.row <= f.last_row) frame_text(&f, f.row == (v->rows + 1) / 2 ? text : "");
}

/* The log: the latest events as lines (an order's events at one instant share one), the newest
 * last, written afresh each frame so that they follow the language. */
static void draw_log(frame *f, const view *v, int lines) {
    event_line written[LOG_LINES];
    int count = 0;
    for (int i = 0; i < v->event_count; i++) {
        event_line next = count > 0 ? written[count - 1] : (event_line){0};
        if (event_line_add(&next, &v->events[i])) { /* joined the latest line */
            written[count - 1] = next;
            continue;
        }
        if (count == LOG_LINES) memmove(&written[0], &written[1], sizeof written - sizeof written[0]), count--;
        written[count++] = next; /* a line of its own */
    }
    for (int i = 0; i < lines; i++) {
        int at = count - lines + i;
        line l = {0};
        if (i == lines - 1 && v->notice[0] != '\0') line_add_painted(&l, v->notice, 0, ALIGN_START, PAINT_NOTICE);
        else line_add(&l, at >= 0 ? written[at].text : "", 0, ALIGN_START);
        frame_line(f, &l);
    }
}

static void draw(view *v, int64_t now) {
    char *buffer = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&buffer, &size);
    if (out == NULL) return;
    text_bidi_start(out); /* anew each frame: the language may have changed */
    if (v->columns < MIN_COLUMNS || v->rows < MIN_ROWS) {
        draw_too_small(out, v);
    } else {
        footer keys;
        footer_make(&keys, v);
        int log_lines = v->rows >= 26 ? LOG_LINES : 3, footer = keys.lines;
        frame f = {out, 1, 2, v->columns};
        draw_tabs(&f, v);
        draw_status(&f, v, now);
        f.last_row = v->rows - footer - 1 - log_lines; /* the log, the island and the footer below */
        frame_text(&f, "");
        switch (v->panel) {
        case PANEL_TRUCK:
            draw_top_five(&f, now, 5, false);
            frame_text(&f, "");
            frame_text(&f, label(FOODTRUCK_NAVIGATION_LABEL_LIVE_ACTIVITIES));
            draw_activities(&f, now);
            break;
        case PANEL_ORDERS: draw_orders(&f, v, now); break;
        case PANEL_DONUTS: draw_donuts(&f, v, now); break;
        case PANEL_TOP_FIVE: draw_top_five(&f, now, 5, true); break;
        case PANEL_SALES: draw_sales(&f, now); break;
        case PANEL_ACTIVITIES: draw_activities(&f, now); break;
        default: city_lines(v->city, v->columns, emit_city_line, &f); break;
        }
        frame_fill(&f);
        f.last_row = v->rows - footer;
        draw_log(&f, v, log_lines);
        draw_island(&f, now);
        f.last_row = v->rows;
        draw_footer(&f, &keys);
        frame_fill(&f);
    }
    fclose(out);
    fwrite(buffer, 1, size, stdout);
    fflush(stdout);
    free(buffer);
}

/* ---- Keys --------------------------------------------------------------------------------- */

static void move_selection(view *v, int by) {
    int32_t numbers[MAX_LISTED];
    size_t count = list_orders(v, numbers);
    int at = find_selected(v, numbers, count) + by;
    if (count == 0) return;
    if (at < 0) at = 0;
    if (at >= (int)count) at = (int)count - 1;
    v->selected = numbers[at];
}

/* A byte typed into the search: a character joins the search once all its bytes have come, and
 * only if it is valid and fits; a byte that cannot be part of one is dropped. */
static void type_byte(view *v, int key) {
    size_t length = strlen(v->search);
    if (v->typed > 0 && (key & 0xC0) != 0x80) v->typed = 0; /* the character was cut off */
    if (v->typed == 0) {
        v->needed = utf8_size((unsigned char)key);
        if (v->needed == 0) return;
    }
    v->typing[v->typed++] = (char)key;
    if (v->typed < v->needed) return;
    if (whole_characters(v->typing, (size_t)v->typed) == (size_t)v->typed && length + (size_t)v->typed < sizeof v->search) {
        memcpy(v->search + length, v->typing, (size_t)v->typed);
        v->search[length + (size_t)v->typed] = '\0';
    }
    v->typed = 0;
}

static void search_key(view *v, int key) {
    size_t length = strlen(v->search);
    if (key == '\n' || key == '\r') {
        v->searching = false;
    } else if (key == 27) { /* Escape: the filter goes too */
        v->searching = false;
        v->search[0] = '\0';
    } else if (key == 127 || key == 8) {
        while (length > 0 && ((unsigned char)v->search[--length] & 0xC0) == 0x80) {}
        v->search[length] = '\0'; /* a whole character */
    } else if (key >= 32 && key < 256) {
        type_byte(v, key);
    }
}

static void toggle_language(void) {
    foodtruck_locale locale;
    TRY(foodtruck_truck_locale(truck, &locale));
    TRY(foodtruck_truck_set_locale(truck, locale == FOODTRUCK_LOCALE_EN ? FOODTRUCK_LOCALE_AR : FOODTRUCK_LOCALE_EN));
}

/* One key: a byte, or KEY_UP or KEY_DOWN. */
static void handle_key(view *v, int key, int64_t now, int64_t *step_at, bool *running) {
    v->notice[0] = '\0';
    if (v->searching) {
        search_key(v, key);
        return;
    }
    switch (key) {
    case 'q': *running = false; break;
    case 'j':
    case KEY_DOWN: move_selection(v, 1); break;
    case 'k':
    case KEY_UP: move_selection(v, -1); break;
    case '/': v->searching = true; v->panel = PANEL_ORDERS; break;
    case 27: v->search[0] = '\0'; break;
    case 'c': v->panel = PANEL_CITY; v->city = (foodtruck_city)((v->city + 1) % CITIES); break;
    case 's': v->sort = (foodtruck_order_sort)((v->sort + 1) % SORTS); break;
    case '+': v->speed = v->speed == 0 ? 1 : v->speed * 2 < MAX_SPEED ? v->speed * 2 : MAX_SPEED; break;
    case '-': v->speed /= 2; break;
    case 'l': toggle_language(); break;
    case 'a':
        v->operator_on = !v->operator_on;
        *step_at = next_step(START, now); /* its next step on the 10 s grid */
        break;
    case '\n':
    case '\r': {
        int32_t numbers[MAX_LISTED];
        size_t count = list_orders(v, numbers);
        foodtruck_order order;
        /* Only an order on the list, and only when it has a next step (the line under the list
         * names it): a completed order shows no step, and Enter does nothing there. */
        if (v->panel != PANEL_ORDERS || find_selected(v, numbers, count) < 0) break;
        TRY(foodtruck_order_get(truck, v->selected, &order));
        if (order.next_action != FOODTRUCK_ORDER_ACTION_NONE &&
            foodtruck_order_advance(truck, v->selected, now, NULL) != FOODTRUCK_OK) {
            snprintf(v->notice, sizeof v->notice, "%s", foodtruck_last_error());
        }
        break;
    }
    default:
        if (key >= '1' && key <= '0' + PANELS) v->panel = key - '0';
        break;
    }
}

/* Reads what is waiting; ESC [ A and ESC [ B are the arrows. */
static void read_keys(view *v, int64_t now, int64_t *step_at, bool *running) {
    unsigned char keys[64];
    ssize_t count = read(STDIN_FILENO, keys, sizeof keys);
    for (ssize_t i = 0; i < count && *running; i++) {
        int key = keys[i];
        if (key == 27 && i + 2 < count && keys[i + 1] == '[') {
            key = keys[i + 2] == 'A' ? KEY_UP : keys[i + 2] == 'B' ? KEY_DOWN : 0;
            i += 2;
            if (key == 0) continue;
        }
        handle_key(v, key, now, step_at, running);
    }
}

/* ---- The terminal ------------------------------------------------------------------------ */

static struct termios saved_termios;
static bool raw_mode;
static volatile sig_atomic_t resized = 1, quit_signal;
static sigset_t waking; /* the signal mask while waiting: the three signals get through only then */

void restore_terminal(void) {
    if (raw_mode) {
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_termios);
        paint_reset(stdout);
        text_bidi_end(stdout);
        screen_cursor(stdout, true);
        screen_clear(stdout);
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
    raw.c_iflag &= (tcflag_t) ~ICRNL; /* Enter comes as \r; both are taken */
    raw.c_cc[VMIN] = 0;
    raw.c_cc[VTIME] = 0;
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw);
    raw_mode = true;
    atexit(restore_terminal);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    /* Blocked but while waiting in pselect: a signal that comes between the loop's check of
     * resized and quit_signal and the wait still ends the wait. */
    sigset_t blocked;
    sigemptyset(&blocked);
    sigaddset(&blocked, SIGINT);
    sigaddset(&blocked, SIGTERM);
    sigaddset(&blocked, SIGWINCH);
    sigprocmask(SIG_BLOCK, &blocked, &waking);
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGWINCH, &action, NULL);
    screen_cursor(stdout, false);
    screen_clear(stdout);
}

static void read_size(view *v) {
    struct winsize size;
    v->rows = 24;
    v->columns = 80;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_row > 0 && size.ws_col > 0) {
        v->rows = size.ws_row;
        v->columns = size.ws_col;
    }
}

static int64_t elapsed_ms(struct timespec *previous) {
    struct timespec current;
    clock_gettime(CLOCK_MONOTONIC, &current);
    int64_t elapsed = (int64_t)(current.tv_sec - previous->tv_sec) * 1000 + (current.tv_nsec - previous->tv_nsec) / 1000000;
    *previous = current;
    return elapsed;
}

/* Sleeps until the next instant that matters, in real time at the current speed: something
 * due, the operator's step, or the next second of the clock on screen, whichever is first; a
 * key or a signal wakes it earlier. A stopped clock (speed 0) waits for keys only. */
static bool wait_for_input(const view *v, int64_t now, int64_t step_at) {
    struct timespec wait, *timeout = NULL;
    if (v->speed > 0) {
        int64_t wake = next_wake(step_at, v->operator_on), second = now - now % SECOND + SECOND;
        if (wake == FOODTRUCK_NO_TIME || second < wake) wake = second;
        int64_t wait_ms = wake > now ? (wake - now + v->speed - 1) / v->speed : 0;
        wait = (struct timespec){(time_t)(wait_ms / 1000), (long)(wait_ms % 1000) * 1000000L};
        timeout = &wait;
    }
    fd_set input;
    FD_ZERO(&input);
    FD_SET(STDIN_FILENO, &input);
    return pselect(STDIN_FILENO + 1, &input, NULL, NULL, timeout, &waking) > 0;
}

int run_interactive(const options *o) {
    start_day(o);
    enter_raw_mode();
    view v;
    memset(&v, 0, sizeof v);
    v.panel = PANEL_ORDERS;
    v.speed = o->speed;
    v.sort = FOODTRUCK_ORDER_SORT_NUMBER;
    TRY(foodtruck_truck_city(truck, &v.city));
    int64_t now = START, step_at = START;
    bool running = true;
    struct timespec previous;
    clock_gettime(CLOCK_MONOTONIC, &previous);
    while (running && !quit_signal) {
        if (resized) {
            resized = 0;
            read_size(&v);
            screen_clear(stdout);
        }
        draw(&v, now);
        bool keys = wait_for_input(&v, now, step_at);
        now += elapsed_ms(&previous) * v.speed;
        int64_t due = FOODTRUCK_NO_TIME;
        TRY(foodtruck_truck_next_due(truck, &due));
        if (due != FOODTRUCK_NO_TIME && due <= now) TRY(foodtruck_truck_tick(truck, now, NULL));
        if (v.operator_on && now >= step_at) {
            operator_step(step_at, now);
            step_at = next_step(step_at, now);
        }
        if (keys) read_keys(&v, now, &step_at, &running);
        /* The latest events, kept for the log. */
        size_t count = 0;
        do {
            int room = LOG_EVENTS - v.event_count;
            if (room < 16) { /* the oldest give way */
                memmove(&v.events[0], &v.events[16 - room], (size_t)(LOG_EVENTS - (16 - room)) * sizeof v.events[0]);
                v.event_count -= 16 - room;
            }
            TRY(foodtruck_event_poll(truck, &v.events[v.event_count], 16, &count));
            v.event_count += (int)count;
        } while (count == 16);
    }
    restore_terminal();
    TRY(foodtruck_truck_free(truck));
    return 0;
}
