/* SPDX-License-Identifier: Apache-2.0 */
/* shell.h: what the files of the terminal Food Truck share. Written only against foodtruck.h:
 * every rule and every word comes from libfoodtruck; the shell reads keys, keeps the clock and
 * draws text.
 *
 *   words.c    the library's words, one call each, into short-lived buffers
 *   text.c     text in terminal columns (never bytes) and in the order a terminal shows it
 *              (FriBidi), lines of cells, mirrored for Arabic
 *   paint.c    colour and emphasis from the terminal's terminfo entry
 *   weather.c  the City panels' weather file, handed to the library
 *   day.c      the simulated day: the operator, event lines, the summary, the transcript demo
 *   screen.c   the interactive terminal: panels, keys, footer, selection
 *   shell.c    the command line */
#ifndef SHELL_H
#define SHELL_H

#include "foodtruck.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define START INT64_C(1796000000000) /* a fixed afternoon keeps the day reproducible */
#define SECOND INT64_C(1000)
#define CITIES 3
#define WORD_BYTES 512

/* The one session the shell shows. */
extern foodtruck_truck *truck;

/* The command line's choices. */
typedef struct options {
    uint64_t seed;
    int minutes;           /* of the transcript */
    bool arabic;
    bool paced;            /* the transcript goes to a terminal: paced for a reader */
    int speed;             /* interactive: simulated seconds per real second; 0 stops the clock */
    const char *weather;   /* the weather file */
    bool weather_required; /* given on the command line: it must be there */
    bool terminal_bidi;    /* the terminal reorders and joins right-to-left text itself */
} options;

void fail(const char *call, foodtruck_status status);
#define TRY(call)                                                                                  \
    do {                                                                                           \
        foodtruck_status try_status_ = (call);                                                     \
        if (try_status_ != FOODTRUCK_OK) fail(#call, try_status_);                                 \
    } while (0)

/* ---- words.c: each returns one of a few rotating buffers, enough for one line's words. */
char *word_buffer(void);
const char *label(foodtruck_navigation_label which);
const char *clock_text(int64_t at);
const char *number_text(int64_t value); /* a count in the session's digits, grouped */
const char *order_id(int32_t number);
const char *status_name(foodtruck_order_status status);
const char *sort_name(foodtruck_order_sort sort);
const char *donut_name(int32_t id);
const char *event_name(foodtruck_event_kind kind);
const char *event_explanation(foodtruck_event_kind kind);
const char *activity_text(int32_t id, foodtruck_activity_text_slot which, int64_t now);
const char *weather_text(foodtruck_city city, foodtruck_weather_text_kind which);
const char *panel_title(foodtruck_panel panel);
const char *city_name(foodtruck_city city);
bool right_to_left(void);

/* ---- paint.c: what a cell or a line is painted with; nothing when painting is off. */
typedef enum paint {
    PAINT_NONE, PAINT_SELECTED, PAINT_KEY, PAINT_CURRENT_TAB, PAINT_HEADING,
    PAINT_PLACED, PAINT_PREPARING, PAINT_READY, PAINT_COMPLETED, PAINT_NOTICE, PAINTS
} paint;
/* Reads the terminal's terminfo entry; paints only when wanted, the output is a terminal and
 * NO_COLOR is not set. */
void paint_start(bool wanted);
/* Ends what was painted, then paints with a line's paint and a cell's. */
void paint_set(FILE *out, paint whole, paint part);
void paint_reset(FILE *out);
paint paint_of_status(foodtruck_order_status status);
void screen_move(FILE *out, int row, int column);
void screen_clear(FILE *out);
void screen_cursor(FILE *out, bool shown);

/* ---- text.c: a line is cells, each padded or cut to its width in columns. */
typedef enum align { ALIGN_START, ALIGN_END } align;
int text_columns(const char *text);
/* --terminal-bidi: lines go out in logical order, for the terminal to reorder and join. */
void text_set_terminal_bidi(bool on);
bool text_terminal_bidi(void);
/* Tells the terminal who does the bidirectional work (the terminal BiDi recommendation's
 * modes), and at the end gives it back its defaults. */
void text_bidi_start(FILE *out);
void text_bidi_end(FILE *out);
/* Writes text padded or cut (with an ellipsis) to exactly width columns. */
void put_fitted(FILE *out, const char *text, int width, align where, bool rtl);
/* Writes text as lines of at most width columns, broken at spaces (a word wider than a line is
 * cut with an ellipsis), the lines after the first indented by indent columns; shown: as the
 * terminal must get them, right-to-left lines flush right. */
void put_wrapped(FILE *out, const char *text, int width, int indent, bool shown);

typedef struct line {
    int count;
    paint whole; /* the whole line's, gaps and padding too: the selection */
    struct cell {
        const char *text;
        int width; /* columns; 0: whatever is left of the line */
        align where;
        paint paint; /* a key reads left to right in every language */
    } cells[24];
} line;
void line_add(line *l, const char *text, int width, align where);
void line_add_painted(line *l, const char *text, int width, align where, paint with);
/* Writes the line exactly columns wide, in reading order: mirrored when the session reads
 * right to left and the shell orders the text (cells in reverse, each aligned the other way,
 * the line flush right). */
void line_write(FILE *out, const line *l, int columns);
/* The bytes of a UTF-8 character that starts with this byte (0: no character starts so). */
int utf8_size(unsigned char lead);
/* The length of text's longest prefix of whole, valid UTF-8 characters. */
size_t whole_characters(const char *text, size_t length);
/* A decimal number within low..high, the whole text. */
bool read_long(const char *text, long low, long high, long *value);

/* ---- weather.c */
void load_weather(const char *path, bool required);
void city_lines(foodtruck_city city, int columns, void (*emit)(const char *text, void *context), void *context);

/* ---- day.c */
typedef struct event_line {
    int64_t at;
    int32_t order;     /* the last order named */
    int orders;        /* how many it names */
    bool alone;        /* a notification: no other event joins its line */
    char ids[1024];    /* the display ids it names, separated */
    char phrases[2048]; /* what happened, separated */
    char text[4096];   /* the clock, the ids, a colon, the phrases ("": no line yet) */
} event_line;
void start_day(const options *o);
void operator_step(int64_t step_at, int64_t now);
int64_t next_wake(int64_t step_at, bool with_operator);
int64_t next_step(int64_t step_at, int64_t now);
/* Adds an event to a line (true) when it concerns the line's one order at the same instant, or
 * says the same as the line at the same instant of another order; else starts the line afresh
 * with it (false: the line held other words). */
bool event_line_add(event_line *l, const foodtruck_event *e);
/* The Dynamic Island's words: its owner and countdown, or that it is empty. */
void island_text(int64_t now, char *text, size_t size);
int run_transcript(const options *o);
int run_city_panels(const options *o);

/* ---- screen.c */
int run_interactive(const options *o);
#define MIN_COLUMNS 60
#define MIN_ROWS 20
#define MAX_SPEED 64

/* The shell's panels, by their keys; the key hints of the search stand under WHILE_SEARCHING. */
enum { PANEL_TRUCK = 1, PANEL_ORDERS, PANEL_DONUTS, PANEL_TOP_FIVE, PANEL_SALES, PANEL_ACTIVITIES, PANEL_CITY };
#define PANELS 7
#define WHILE_SEARCHING (-1)
void restore_terminal(void);

/* The keys, for the footer and --help: a key, what it does, and the panel it serves (0: all). */
typedef struct key_hint {
    const char *key;
    foodtruck_navigation_label what;
    int panel;
} key_hint;
extern const key_hint KEY_HINTS[];
extern const int KEY_HINT_COUNT;

#endif
