/* SPDX-License-Identifier: Apache-2.0 */
/* shell.c: the terminal Food Truck's command line (the files are listed in shell.h).
 *
 *   shell                     interactive, in a terminal: panels, keys, a simulated day
 *   shell --transcript        the day as a transcript: the demo (paced when it goes to a terminal)
 *   shell --city-panels       the City panel of each city, printed
 *   shell --help              the options and the keys */
#define _POSIX_C_SOURCE 200809L
#include "shell.h"

#include <limits.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char USAGE[] =
    "usage: %s [options]\n"
    "  (none)            the interactive Food Truck, in a terminal\n"
    "  --transcript      the simulated day as a transcript (the demo); paced when it goes to a\n"
    "                    terminal, at full speed when it does not\n"
    "  --city-panels     the City panel of each city, printed\n"
    "  --seed N          the day's seed (default 1)\n"
    "  --minutes M       the transcript's length in simulated minutes, 1 to 1440 (default 10)\n"
    "  --speed S         interactive: simulated seconds per real second, 0 to 64; 0 stops the\n"
    "                    clock (default 4)\n"
    "  --arabic          start in Arabic\n"
    "  --terminal-bidi   for a terminal that reorders and joins right-to-left text itself\n"
    "                    (GNOME Terminal and other VTE terminals, mlterm): the lines go out in\n"
    "                    logical order; by default the shell orders and joins Arabic itself,\n"
    "                    for terminals that do not (xterm, the Linux console, tmux, kitty)\n"
    "  environment:      NO_COLOR set: no colour or emphasis\n"
    "  --weather FILE    the City panels' weather (default: examples/shell/weather.tsv when run\n"
    "                    from the repository; without it, no weather)\n"
    "  --help            this text\n";

/* --help: the options, then the keys in the library's words. */
static int print_help(const char *program) {
    printf(USAGE, program);
    TRY(foodtruck_truck_new(&truck));
    char cities[WORD_BYTES];
    TRY(foodtruck_sidebar_section_title(truck, FOODTRUCK_SECTION_CITIES, cities, sizeof cities, NULL));
    printf("keys:\n");
    for (int i = 0; i < KEY_HINT_COUNT; i++) {
        printf("  %-6s %s", KEY_HINTS[i].key, label(KEY_HINTS[i].what));
        if (KEY_HINTS[i].panel == WHILE_SEARCHING) printf(" (%s)", label(FOODTRUCK_NAVIGATION_LABEL_KEY_SEARCH));
        else if (KEY_HINTS[i].panel == PANEL_ORDERS) printf(" (%s)", panel_title(FOODTRUCK_PANEL_ORDERS));
        else if (KEY_HINTS[i].panel == PANEL_CITY) printf(" (%s)", cities);
        printf("\n");
    }
    TRY(foodtruck_truck_free(truck));
    return 0;
}

int main(int argc, char **argv) {
    /* Columns are counted by the C library's wcwidth, which knows characters only under a
     * UTF-8 locale: the user's, or else C.UTF-8. */
    setlocale(LC_CTYPE, "");
    if (MB_CUR_MAX == 1) setlocale(LC_CTYPE, "C.UTF-8");
    options o = {.seed = 1, .minutes = 10, .speed = 4, .weather = "examples/shell/weather.tsv"};
    bool transcript = false, city_panels = false;
    for (int i = 1; i < argc; i++) {
        long value;
        bool more = i + 1 < argc;
        if (strcmp(argv[i], "--help") == 0) return print_help(argv[0]);
        if (strcmp(argv[i], "--transcript") == 0) transcript = true;
        else if (strcmp(argv[i], "--city-panels") == 0) city_panels = true;
        else if (strcmp(argv[i], "--arabic") == 0) o.arabic = true;
        else if (strcmp(argv[i], "--terminal-bidi") == 0) o.terminal_bidi = true;
        else if (strcmp(argv[i], "--weather") == 0 && more) o.weather = argv[++i], o.weather_required = true;
        else if (strcmp(argv[i], "--seed") == 0 && more && read_long(argv[i + 1], 0, LONG_MAX, &value)) {
            o.seed = (uint64_t)value;
            i++;
        } else if (strcmp(argv[i], "--minutes") == 0 && more && read_long(argv[i + 1], 1, 24 * 60, &value)) {
            o.minutes = (int)value;
            i++;
        } else if (strcmp(argv[i], "--speed") == 0 && more && read_long(argv[i + 1], 0, MAX_SPEED, &value)) {
            o.speed = (int)value;
            i++;
        } else {
            fprintf(stderr, USAGE, argv[0]);
            return 2;
        }
    }
    text_set_terminal_bidi(o.terminal_bidi);
    if (city_panels) return run_city_panels(&o);
    if (transcript || !isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        o.paced = isatty(STDOUT_FILENO);
        return run_transcript(&o);
    }
    paint_start(true);
    return run_interactive(&o);
}
