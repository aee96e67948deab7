/* desktop.h: what the files of the GTK 4 Food Truck share. Written only against foodtruck.h:
 * every rule and every word comes from libfoodtruck; the app keeps the clock, builds widgets
 * from what the library says and draws them with GTK and libadwaita.
 *
 *   app.c       the command line, the window (an AdwLeaflet: sidebar | detail column), the clock
 *   words.c     the library's words, one call each, into short-lived buffers
 *   sidebar.c   the sidebar: the library's rows, in its order, under its section titles
 *   widgets.c   what several panels draw alike: pages, cards and buttons, charts and donuts
 *               (cached), placed boxes, the flow, the width switch and sensor, the search
 *   panels.c    the detail column: the selected panel and the navigation path on top of it
 *   activity.c  the live activity's pill in the header bar and the desktop notification
 *   notice.c    what the operator is told when the session's file refuses a change
 * one file a panel (each a `view`):
 *   truck.c     Truck: the New Orders, Forecast, Donuts and Social Feed cards
 *   orders.c    Orders: the search, the sortable table or (compact) the status sections
 *   order.c     an order's detail, its next-step button and the order-complete sheet
 *   feed.c      Social Feed          account.c   Account
 *   sales.c     Sales History        top_five.c  Top 5 (bars drawn with cairo)
 *   donuts.c    Donuts (the gallery) editor.c    the Donut Editor
 *   cities.c    a city: its weather cards and recommended parking spot
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
    int panel;            /* -1: the library's selection (the Truck screen) */
    int order;            /* 0: none; else the order whose detail is pushed */
    const char *search;   /* the Orders search at start */
    const char *session;  /* the durable session's file; NULL: a simulated day in memory */
    action actions[MAX_ACTIONS];
    int action_count;
    const char *screenshot; /* headless: the PNG to write */
    const char *dump;     /* headless: the text dump to write */
} options;

/* The app's one session and window. */
typedef struct desktop {
    foodtruck_truck *truck;
    char *session_path;   /* the session's file; NULL for a session in memory */
    options opt;
    bool headless;        /* the clock stands still at opt.now */
    int64_t started_us;   /* g_get_monotonic_time() when the clock started */
    int64_t advanced;     /* headless: how far --advance moved the standing clock on */
    guint tick_source;    /* the timeout set to the library's next instant */
    GtkWindow *window;
    AdwLeaflet *leaflet;
    GtkWidget *sidebar;   /* the leaflet's first page */
    GtkListBox *sidebar_list;
    GtkWidget *content;   /* the leaflet's second page */
    AdwWindowTitle *content_title;
    GtkWidget *back;      /* goes back one step of the path, or to the sidebar when folded */
    GtkStack *stack;      /* one page per panel, plus the order detail */
    bool updating;        /* a refresh is selecting rows: not a person's tap */
    bool refused;         /* the session's file refused a change since the tick was set */
} desktop;

extern desktop app;

/* A failed call is a bug of the app: say which, with the library's message, and stop; except a
 * change the session's file refused (FOODTRUCK_ERR_STORAGE, _UNCONFIRMED, _READ_ONLY), which the
 * operator is told (notice_show), the app going on with the session as the library keeps it. */
void fail(const char *call, foodtruck_status status);
#define TRY(call)                                                                                  \
    do {                                                                                           \
        foodtruck_status try_status_ = (call);                                                     \
        if (try_status_ != FOODTRUCK_OK) fail(#call, try_status_);                                 \
    } while (0)

/* ---- app.c */
int64_t now_ms(void);
/* Frees the session and opens its file again: what the file holds is the session. */
void reopen_session(void);
/* After anything changed the session: redraws what shows and sets the next tick. */
void refresh(void);

/* ---- words.c: each returns one of a few rotating buffers, enough for one widget's words. A
 * panel's file may write its own word functions the same way, into word_buffer(). */
char *word_buffer(void); /* WORD_BYTES bytes, reused after 16 more calls */
/* A word function's body (return WRITE_WORD's word): call writes the word into a fresh buffer after its arguments. */
#define WRITE_WORD(call, ...)                                                                      \
    do {                                                                                           \
        char *text = word_buffer();                                                                \
        TRY(call(__VA_ARGS__, text, WORD_BYTES, NULL));                                            \
        return text;                                                                               \
    } while (0)

const char *count_text(int64_t count); /* a count, in the session's digits */
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
const char *timeframe_text(foodtruck_timeframe timeframe);
const char *picker_text(foodtruck_chart_kind chart, foodtruck_timeframe timeframe);
const char *step_title(foodtruck_step step); /* the detail column's title for a step */
const char *truck_card_title(foodtruck_truck_card card);
const char *donut_count_text(int64_t count); /* "15 donuts", in the language's plural */
const char *ingredient_kind_name(foodtruck_ingredient_kind kind);
const char *store_text(foodtruck_store_text_kind kind);
const char *countdown_text(int32_t number, int64_t now);
bool right_to_left(void);
const char *flavor_name(foodtruck_flavor flavor);
const char *ingredient_name(foodtruck_ingredient_kind kind, int32_t index);
const char *donut_template_name(void); /* the Donut Editor's new donut: "New Donut" */

/* ---- sidebar.c */
GtkWidget *sidebar_new(void);
void sidebar_show_selection(void);

/* ---- widgets.c */
/* A page that says only what it is: a panel's title, or the library's word for an empty list. */
GtkWidget *title_page_new(const char *title);
/* The library's chart at this instant, drawn by librsvg at width x height pixels and scaled to
 * the column it stands in. */
GtkWidget *chart_picture_new(foodtruck_chart_kind chart, foodtruck_timeframe timeframe, int width, int height);
/* A page's column: its parts one under the other, with one margin all around every page. */
GtkWidget *page_column_new(void);
/* A card (libadwaita's "card" style) appended to column; returns the box inside its margin, to
 * fill. */
GtkWidget *card_new(GtkWidget *column);
/* Top 5's and Sales History's head, appended to column: chart's timeframe picker (see
 * timeframe_switch_new), the library's "Total Sales" and, returned, the label for the total. */
GtkWidget *sales_header_new(GtkWidget *column, foodtruck_chart_kind chart, const foodtruck_timeframe *offered, size_t count,
                            foodtruck_timeframe *shown);
/* A vertical scrolled window around child (never a horizontal scroll bar). */
GtkWidget *scrolled_new(GtkWidget *child);
/* A panel's few style rules (drawing only: backgrounds, capsules, paddings), added to the
 * display the first time it asks (*added tells). */
void style_add_once(bool *added, const char *rules);
/* Whether what a view would show now (key, never "") differs from what it shows (*kept, made
 * on first use); then *kept takes key: a refresh redraws only what changed, and keeps a
 * person's focus and scroll where nothing did. shown_forget: a window made anew draws anew. */
bool shown_anew(GString **kept, const char *key);
void shown_forget(GString *kept);
/* A widget's four margins, in CSS's order (start and end mirror right to left). */
void margins_set(GtkWidget *widget, int top, int end, int bottom, int start);
/* A centred pill button, as the original's prominent ones; style: "suggested-action" for the
 * page's one action, "destructive-action", or NULL. */
GtkWidget *pill_button_new(const char *label, const char *style);
/* A label, start-aligned, with an optional style class ("title-2", "dim-label", ...; NULL: none). */
GtkWidget *text_new(const char *text, const char *style);
/* A chart's timeframe picker: a linked group of toggle buttons with the names the library gives
 * offered[] in chart's picker, *shown active; a tap sets *shown and refreshes. Names wrap on a
 * phone rather than widen it. */
GtkWidget *timeframe_switch_new(foodtruck_chart_kind chart, const foodtruck_timeframe *offered, size_t count,
                                foodtruck_timeframe *shown);
/* Keeps a search for the library in kept (FOODTRUCK_SEARCH_MAX_BYTES + 1 bytes): a longer text
 * keeps its first whole characters (GTK's text is always whole UTF-8). */
void search_take(char *kept, const char *text);
/* A search entry's "search-changed": its text kept (search_take into kept), then a refresh. */
void search_entry_changed(GtkSearchEntry *entry, gpointer kept);
/* Removes every child of a box, list box or flow box (gtk_list_box_remove_all is GTK 4.12). */
void remove_children(GtkWidget *container);
/* A placed box: its children (in the order appended) at exactly the frames its place function
 * writes, which a library layout call gives (foodtruck_layout_hero_tiling, _donut_lattice,
 * _diagonal_stack, _flow). place gets the box's content bounds (origin 0, 0) and writes count
 * frames; measuring, frames is NULL and bounds.height FOODTRUCK_UNSPECIFIED, and place returns
 * the height the box asks for at bounds.width (its return is ignored when placing). */
typedef double (*place_func)(GtkWidget *box, foodtruck_rect bounds, foodtruck_rect *frames, size_t count, gpointer data);
GtkWidget *placed_new(place_func place, gpointer data);
void placed_append(GtkWidget *box, GtkWidget *child); /* remove_children empties it */
/* A box whose children the library's flow layout places (foodtruck_layout_flow: rows from the
 * leading edge, mirrored in Arabic, spacing apart; centred: each row and the whole in the
 * middle), each at its natural size: the original's FlowLayout, as its social posts' tags and
 * the Truck screen's tag cloud use it. Append with gtk_box_append. */
GtkWidget *flow_new(int spacing, bool centred);
/* Shows regular or compact, whichever the library's width rule (foodtruck_layout_is_compact at
 * threshold) chooses for the width it is given, at each allocation. */
GtkWidget *width_switch_new(double threshold, GtkWidget *regular, GtkWidget *compact);
/* A donut's picture (foodtruck_svg_donut), size pixels square; each donut and size drawn once. */
GtkWidget *donut_picture_new(int32_t donut_id, int size);
/* An order's donut stack: its first 3 donuts where foodtruck_layout_diagonal_stack places them
 * in a side x side square. */
GtkWidget *donut_stack_new(int32_t number, int side);
/* A width sensor: an empty strip, as wide as the column it is put in, that tells changed its
 * width whenever that changes, once the frame that allocated it is over (a layout changed from
 * inside an allocation would race the frame). data is handed back. */
GtkWidget *width_sensor_new(void (*changed)(int width, gpointer data), gpointer data);

/* ---- the panels. Each panel is a view: made once per window (create), and brought up to date
 * (refresh) whenever it shows and the session changed. The three cities share one view. */
typedef struct view {
    GtkWidget *(*create)(foodtruck_panel panel);
    void (*refresh)(foodtruck_panel panel);
} view;
extern const view truck_view, orders_view, feed_view, account_view, sales_view, donuts_view, editor_view,
    top_five_view, city_view;

/* ---- panels.c */
GtkWidget *content_new(void);
void content_show_navigation(void);

/* ---- order.c: an order's detail, the page for an order step of the path. */
GtkWidget *order_detail_new(void);
void order_detail_show(int32_t number);
int32_t order_detail_shown_countdown(void); /* the order whose countdown is on screen, or 0 */
/* Presses the next-step button as a person would (its "clicked" handler runs); false when the
 * detail shows no button. */
bool order_detail_press_next_step(void);

/* ---- activity.c */
GtkWidget *activity_pill_new(void);
void activity_refresh(void);

/* ---- notice.c */
GtkWidget *notice_new(void); /* the bar, hidden, for the top of a new window */
void notice_show(foodtruck_status status);
/* Writes the orders of the live activities whose countdowns are on screen (the pill's, and the
 * open popover's cards'); returns how many. */
size_t activity_shown_countdowns(int32_t *numbers, size_t capacity);
/* ---- app.c: sets the clock's one timeout anew, for what is on screen now. */
void schedule_tick(void);

/* ---- headless.c */
void headless_start(void);

#endif
