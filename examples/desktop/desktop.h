/* desktop.h: what the files of the GTK 4 Food Truck share. Written only against foodtruck.h:
 * every rule and every word comes from libfoodtruck; the app keeps the clock, builds widgets
 * from what the library says and draws them with GTK and libadwaita.
 *
 *   app.c       the command line, the window (an AdwLeaflet: sidebar | detail column), the clock
 *   words.c     the library's words, one call each, into short-lived buffers
 *   sidebar.c   the sidebar: the library's rows, in its order, under its section titles
 *   panels.c    the detail column: the selected panel and the navigation path on top of it
 *   orders.c    the Orders panel and an order's detail with its next-step button
 *   headless.c  --screenshot and --dump: one state rendered, written and the app quits */
#ifndef DESKTOP_H
#define DESKTOP_H

#include "foodtruck.h"

#include <adwaita.h>
#include <stdbool.h>
#include <stdint.h>

/* The session's start, as the terminal shell's: a fixed afternoon keeps pictures reproducible. */
#define START_MS INT64_C(1796000000000)
#define WORD_BYTES 512
#define PANEL_COUNT 11 /* foodtruck_panel's values, FOODTRUCK_PANEL_TRUCK to ..._CITY_LONDON */

typedef struct options {
    uint64_t seed;
    int64_t now;          /* the session's instant at start */
    bool arabic;
    int width, height;    /* the window's size */
    int panel;            /* -1: the library's selection (the Truck screen) */
    int order;            /* 0: none; else the order whose detail is pushed */
    const char *search;   /* the Orders search at start */
    int presses;          /* headless: how often the next-step button is pressed before the picture */
    const char *screenshot; /* headless: the PNG to write */
    const char *dump;     /* headless: the text dump to write */
} options;

/* The app's one session and window. */
typedef struct desktop {
    foodtruck_truck *truck;
    options opt;
    bool headless;        /* the clock stands still at opt.now */
    int64_t started_us;   /* g_get_monotonic_time() when the clock started */
    guint tick_source;    /* the timeout set to the library's next instant */
    GtkWindow *window;
    AdwLeaflet *leaflet;
    GtkWidget *sidebar;   /* the leaflet's first page */
    GtkListBox *sidebar_list;
    GtkWidget *content;   /* the leaflet's second page */
    AdwWindowTitle *content_title;
    GtkWidget *back;      /* goes back one step of the path, or to the sidebar when folded */
    GtkStack *stack;      /* one page per panel, plus the order detail */
    GtkWidget *order_list_box;
    GtkWidget *order_detail;
    bool updating;        /* a refresh is selecting rows: not a person's tap */
} desktop;

extern desktop app;

/* A failed call is a bug of the app: say which, with the library's message, and stop. */
void fail(const char *call, foodtruck_status status);
#define TRY(call)                                                                                  \
    do {                                                                                           \
        foodtruck_status try_status_ = (call);                                                     \
        if (try_status_ != FOODTRUCK_OK) fail(#call, try_status_);                                 \
    } while (0)

/* ---- app.c */
int64_t now_ms(void);
/* After anything changed the session: redraws what shows and sets the next tick. */
void refresh(void);

/* ---- words.c: each returns one of a few rotating buffers, enough for one widget's words. */
const char *panel_title(foodtruck_panel panel);
const char *panel_slug(foodtruck_panel panel); /* the last part of foodtruck_panel_link */
const char *section_title(foodtruck_sidebar_section section);
const char *sidebar_title(void);
const char *label_text(foodtruck_navigation_label which);
const char *order_id(int32_t number);
const char *status_name(foodtruck_order_status status);
const char *sort_name(foodtruck_order_sort sort);
const char *action_title(foodtruck_order_action action);
const char *order_date(int32_t number, int64_t now);
const char *donut_name(int32_t id);
const char *countdown_text(int32_t number, int64_t now);
bool right_to_left(void);

/* ---- sidebar.c */
GtkWidget *sidebar_new(void);
void sidebar_show_selection(void);

/* ---- panels.c */
GtkWidget *content_new(void);
void content_show_navigation(void);

/* ---- orders.c */
GtkWidget *orders_panel_new(void);
GtkWidget *order_detail_new(void);
void orders_refresh(void);
void order_detail_show(int32_t number);
/* Presses the next-step button as a person would (its "clicked" handler runs); false when the
 * detail shows no button. */
bool order_detail_press_next_step(void);

/* ---- headless.c */
void headless_start(void);

#endif
