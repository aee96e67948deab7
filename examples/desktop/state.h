/* SPDX-License-Identifier: Apache-2.0 */
/* state.h: the app's one session and window, which every file reads, and the clock. Written
 * only against foodtruck.h: every rule and every word comes from libfoodtruck; the app keeps the
 * clock, builds widgets from what the library says and draws them with GTK and libadwaita.
 *
 * What a panel asks of the app (a redraw after a change, the clock set anew, the session
 * reopened) goes through the hooks the composition root (app.c) fills in at start: no file
 * calls back into app.c. */
#ifndef STATE_H
#define STATE_H

#include "foodtruck.h"

#include <adwaita.h>
#include <stdbool.h>
#include <stdint.h>

/* The session's start, as the terminal shell's: a fixed afternoon keeps pictures reproducible. */
#define START_MS INT64_C(1796000000000)
#define REFUSED_RETRY_MS 5000 /* after the file refused a change, the next tick at the earliest */
#define MAX_STEPS 16   /* the navigation path read at once: deeper than the app ever pushes */
#define PANEL_COUNT 11 /* foodtruck_panel's values, FOODTRUCK_PANEL_TRUCK to ..._CITY_LONDON */

/* A scripted step of the headless mode, one a frame, in the command line's order. */
typedef enum action_kind {
    ACTION_PRESS,   /* --press N: the order detail's next-step button, N times */
    ACTION_CLICK,   /* --click TEXT: the button, toggle or list row that shows TEXT */
    ACTION_ADVANCE, /* --advance MS: the standing clock moves on */
    ACTION_TYPE,    /* --type TEXT: the focused text field's text becomes TEXT, as typed */
} action_kind;
#define MAX_ACTIONS 16
typedef struct action {
    action_kind kind;
    const char *text;
    int64_t ms;
} action;

typedef struct options {
    uint64_t seed;
    int64_t now;          /* the session's instant at start */
    bool arabic;
    int width, height;    /* the window's size */
    bool size_given;      /* --size: that size, not the one a person left (window_size.h) */
    int panel;            /* -1: the library's selection (the Truck screen) */
    int order;            /* 0: none; else the order whose detail is pushed */
    const char *search;   /* the Orders search at start */
    const char *session;  /* the durable session's file; NULL: a simulated day in memory */
    action actions[MAX_ACTIONS];
    int action_count;
    const char *screenshot; /* headless: the PNG to write */
    const char *dump;     /* headless: the text dump to write */
    const char *measure;  /* headless: the header bars' heights and the frames' insets to write */
    const char *focus_log; /* every change of the keyboard focus, appended (focus.h) */
    int style;            /* -1: the desktop's (light or dark); else an AdwColorScheme forced */
} options;

/* What the app does for its parts, set by the composition root before the window is made. */
typedef struct hooks {
    void (*refresh)(void);        /* see refresh */
    void (*schedule_tick)(void);  /* see schedule_tick */
    void (*reopen_session)(void); /* see reopen_session */
} hooks;

/* The app's one session and window. */
typedef struct desktop {
    foodtruck_truck *truck;
    char *session_path;   /* the session's file; NULL for a session in memory */
    options opt;
    hooks hooks;
    bool headless;        /* the clock stands still at opt.now */
    int64_t started_us;   /* g_get_monotonic_time() when the clock started */
    int64_t advanced;     /* headless: how far --advance moved the standing clock on */
    guint tick_source;    /* the timeout set to the library's next instant */
    GtkWindow *window;
    AdwLeaflet *leaflet;
    GtkWidget *sidebar;   /* the leaflet's first page */
    GtkListBox *sidebar_list;
    GtkWidget *content;   /* the leaflet's second page */
    GtkLabel *content_title;
    GtkWidget *back;      /* goes back one step of the path, or to the sidebar when folded */
    GtkStack *stack;      /* one page per panel, plus the order detail */
    bool updating;        /* a refresh is selecting rows: not a person's tap */
    bool refused;         /* the session's file refused a change since the tick was set */
} desktop;

extern desktop app;

/* The session's instant now: the standing clock headless, else --now plus the time run since. */
int64_t now_ms(void);
/* After anything changed the session: redraws what shows and sets the next tick (app.hooks). */
void refresh(void);
/* Sets the clock's one timeout anew, for what is on screen now (app.hooks). */
void schedule_tick(void);
/* Frees the session and opens its file again: what the file holds is the session (app.hooks). */
void reopen_session(void);
/* A file beside the session's, its name with ".sqlite" replaced by suffix (".test-store"), for
 * what the app's test doubles keep; NULL for a session in memory, whose doubles keep nothing. */
char *beside_session(const char *suffix);

#endif
