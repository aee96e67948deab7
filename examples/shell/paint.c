/* SPDX-License-Identifier: Apache-2.0 */
/* paint.c: colour and emphasis, in the terminal's own words. Every sequence comes from the
 * terminal's terminfo entry (through ncurses' tinfo library: setaf, bold, rev, smul, dim, sgr0,
 * and cup, clear, civis, cnorm for the screen), so that a terminal gets only what it says it
 * can do. Painting is off when NO_COLOR is set (https://no-color.org), when the output is not a
 * terminal, or when terminfo does not know the terminal; the screen's moves then fall back to
 * ECMA-48's, which every terminal the shell supports understands.
 *
 * The statuses take the desktop app's tag colours (blue placed, orange preparing, green ready,
 * completed greyed), as close as the terminal's colours come: with 256 (the xterm palette that
 * terminfo's colors#256 stands for) a mid blue, orange and green that read on a dark ground and
 * on a light one; with 8 or 16, blue (bright where there are 16: plain blue is hard to read on
 * black), yellow and green. */
#include "shell.h"

#include <stdlib.h>
#include <string.h>
#include <term.h>
#include <unistd.h>

#define CODE_BYTES 64
/* setaf's numbers (terminfo(5), "Color Handling"); 8 and up are the bright ones, 16 and up the
 * 256-colour palette's (16 + 36 r + 6 g + b). */
enum { RED = 1, GREEN = 2, YELLOW = 3, BLUE = 4, BRIGHT_BLUE = 12 };
enum { MID_BLUE = 33, MID_GREEN = 34, ORANGE = 208 };

static bool painting, described;
static char codes[PAINTS][CODE_BYTES];
static char reset_code[CODE_BYTES];

/* A terminfo string capability, "" when the terminal has none. */
static const char *capability(const char *name) {
    char *value = described ? tigetstr(name) : NULL;
    return value == NULL || value == (char *)-1 ? "" : value;
}

/* Appends a capability (with one parameter when it takes one) to a paint's code. */
static void add(paint which, const char *name, int parameter) {
    const char *value = capability(name);
    if (value[0] == '\0') return;
    if (parameter >= 0) value = tiparm(value, parameter);
    if (value != NULL && strlen(codes[which]) + strlen(value) < CODE_BYTES) strcat(codes[which], value);
}

void paint_start(bool wanted) {
    const char *no_color = getenv("NO_COLOR");
    int error = 0;
    described = setupterm(NULL, STDOUT_FILENO, &error) == 0; /* OK */
    painting = wanted && described && (no_color == NULL || no_color[0] == '\0') && isatty(STDOUT_FILENO);
    if (!painting) return;
    snprintf(reset_code, sizeof reset_code, "%s", capability("sgr0"));
    int colours = tigetnum("colors");
    add(PAINT_SELECTED, "rev", -1);
    add(PAINT_KEY, "bold", -1);
    add(PAINT_CURRENT_TAB, "bold", -1);
    add(PAINT_CURRENT_TAB, "rev", -1);
    add(PAINT_HEADING, "smul", -1);
    add(PAINT_COMPLETED, "dim", -1);
    if (colours >= 8) {
        add(PAINT_PLACED, "setaf", colours >= 256 ? MID_BLUE : colours >= 16 ? BRIGHT_BLUE : BLUE);
        add(PAINT_PREPARING, "setaf", colours >= 256 ? ORANGE : YELLOW);
        add(PAINT_READY, "setaf", colours >= 256 ? MID_GREEN : GREEN);
        add(PAINT_NOTICE, "setaf", RED);
    }
    add(PAINT_NOTICE, "bold", -1);
}

void paint_set(FILE *out, paint whole, paint part) {
    if (!painting) return;
    fputs(reset_code, out);
    fputs(codes[whole], out);
    fputs(codes[part], out);
}

void paint_reset(FILE *out) {
    if (painting) fputs(reset_code, out);
}

paint paint_of_status(foodtruck_order_status status) {
    switch (status) {
    case FOODTRUCK_ORDER_PLACED: return PAINT_PLACED;
    case FOODTRUCK_ORDER_PREPARING: return PAINT_PREPARING;
    case FOODTRUCK_ORDER_READY: return PAINT_READY;
    default: return PAINT_COMPLETED;
    }
}

/* ---- The screen's moves: terminfo's when it knows the terminal, else ECMA-48's ------------ */

void screen_move(FILE *out, int row, int column) {
    const char *cup = capability("cup");
    if (cup[0] != '\0') fputs(tiparm(cup, row - 1, column - 1), out);
    else fprintf(out, "\x1b[%d;%dH", row, column);
}

void screen_clear(FILE *out) {
    const char *clear = capability("clear");
    fputs(clear[0] != '\0' ? clear : "\x1b[H\x1b[2J", out);
}

void screen_cursor(FILE *out, bool shown) {
    const char *code = capability(shown ? "cnorm" : "civis");
    fputs(code[0] != '\0' ? code : shown ? "\x1b[?25h" : "\x1b[?25l", out);
}
