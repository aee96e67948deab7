/* SPDX-License-Identifier: Apache-2.0 */
/* app.c: the GTK 4 Food Truck: the command line, the session, the window and the clock. The
 * composition root: the one file that knows every part; it makes them, puts them in the window and
 * fills in the hooks (state.h) through which the parts ask for a redraw, a tick or a reopening.
 *
 *   desktop [--seed N] [--now MS] [--locale en|ar] [--size WxH] [--panel SLUG] [--order N]
 *           [--search TEXT] [--session FILE]
 *           [--press N] [--click TEXT] [--advance MS] [--type TEXT] [--screenshot FILE.png] [--dump FILE.txt]
 *           [--measure FILE.txt]
 *
 * The window is an AdwLeaflet: the sidebar and the detail column side by side, folded to one
 * column at a time when the window is too narrow for both, like the original's split view on a
 * phone. The clock starts at --now (by default the real time; headless, a fixed afternoon) and
 * runs with real time; the app ticks the session only at the library's next instant
 * (foodtruck_truck_next_due) and when a countdown on screen changes its text
 * (foodtruck_timer_countdown_next_change), never at a fixed rate. With
 * --screenshot, --dump or --measure the app is headless (headless.c): the clock stands still at --now, the
 * first frame is written and the app quits. Before that, a scripted interaction runs through
 * GTK, one step a frame, in the order given: --press N presses the order's next-step button N
 * times, --click TEXT clicks the button, toggle or list row that shows TEXT or is named TEXT
 * (greyed out ones are not clickable; "A|B" clicks whichever of A and B shows, so that a scripted
 * state names its English and its Arabic words; a name serves words that differ by language: a
 * Donuts cell "donut-ID", an ingredient by its slug "glaze/spicy"), --type TEXT makes the focused
 * text field's text TEXT (as typed: its handlers run), --advance MS moves
 * the standing clock on (the library's timers and activities with it). SLUG is a panel's name in its link
 * (foodtruck_panel_link: "orders", "top-five", "london"). */
#include "activity.h"
#include "detail_column.h"
#include "focus.h"
#include "headless.h"
#include "identity.h"
#include "notice.h"
#include "order_detail.h"
#include "page.h"
#include "sidebar.h"
#include "state.h"
#include "test_authenticator.h"
#include "test_store.h"
#include "window_size.h"
#include "words.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void refresh_window(void);
/* --advance's longest step: a year and a day, so that a state lets a plan's period run out. */
#define ADVANCE_MAX_MS INT64_C(31708800000)

static gboolean tick_due(gpointer data) {
    (void)data;
    app.tick_source = 0;
    refresh_window();
    return G_SOURCE_REMOVE;
}

/* The earlier of two instants, either of which may be FOODTRUCK_NO_TIME (none). */
static int64_t earlier(int64_t a, int64_t b) {
    if (a == FOODTRUCK_NO_TIME) return b;
    if (b == FOODTRUCK_NO_TIME) return a;
    return a < b ? a : b;
}

/* When order number's countdown text next changes, as the library says; FOODTRUCK_NO_TIME when
 * it no longer does, or the order has no countdown. */
static int64_t countdown_change(int32_t number, int64_t now) {
    int64_t at = FOODTRUCK_NO_TIME;
    if (number == 0) return at;
    foodtruck_status status = foodtruck_timer_countdown_next_change(app.truck, number, now, &at);
    if (status == FOODTRUCK_ERR_NOT_FOUND) return FOODTRUCK_NO_TIME; /* never prepared */
    TRY(status);
    return at;
}

/* When a countdown on screen next changes: the order detail's, the pill's and the open
 * popover's. An activity's countdown is read as its order's (the library starts both at once;
 * it has no next change for an activity's own countdown: NOTES.md). */
static int64_t shown_countdown_change(int64_t now) {
    int64_t at = countdown_change(order_detail_shown_countdown(), now);
    int32_t numbers[32];
    size_t count = activity_shown_countdowns(numbers, G_N_ELEMENTS(numbers));
    for (size_t i = 0; i < count; i++) at = earlier(at, countdown_change(numbers[i], now));
    return at;
}

/* Sleeps until the library's next instant, or until a countdown on screen changes its text:
 * no ticking of the app's own. */
static void schedule_next_tick(void) {
    if (app.tick_source != 0) g_source_remove(app.tick_source);
    app.tick_source = 0;
    if (app.headless) return;
    int64_t now = now_ms(), due;
    TRY(foodtruck_truck_next_due(app.truck, &due));
    due = earlier(due, shown_countdown_change(now));
    if (due == FOODTRUCK_NO_TIME) return;
    /* The file refused the last change (a tick, say, whose instant stays due): try again a
     * while later, not at once and forever. */
    if (app.refused) due = MAX(due, now + REFUSED_RETRY_MS);
    app.refused = false;
    app.tick_source = g_timeout_add((guint)CLAMP(due - now, 0, (int64_t)G_MAXUINT), tick_due, NULL);
}

static void refresh_window(void) {
    TRY(foodtruck_truck_tick(app.truck, now_ms(), NULL));
    test_store_catch_up(); /* the test store renews or expires what the clock's instant ended */
    app.updating = true;
    content_show_navigation();
    activity_refresh();
    sidebar_show_selection();
    app.updating = false;
    schedule_next_tick();
}

static void folded_changed(GObject *leaflet, GParamSpec *spec, gpointer data) {
    (void)leaflet;
    (void)spec;
    (void)data;
    sidebar_folded();
    content_show_navigation();
}

static void language_clicked(GtkButton *button, gpointer data);

/* The window's "dark" style class while libadwaita's style is dark, for the few pictures drawn
 * in fixed colours that must turn for it (the library's icons: pictures.c). */
static void dark_changed(AdwStyleManager *styles, GParamSpec *spec, gpointer data) {
    (void)spec;
    (void)data;
    if (adw_style_manager_get_dark(styles)) gtk_widget_add_css_class(GTK_WIDGET(app.window), "dark");
    else gtk_widget_remove_css_class(GTK_WIDGET(app.window), "dark");
}

/* The window, made from the session as it is: every widget takes its words and direction when
 * it is made, so a change of language makes the window anew. */
static void window_new(GtkApplication *application) {
    /* Before any widget: each widget takes its direction when it is made. */
    gtk_widget_set_default_direction(right_to_left() ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR);

    GtkWidget *window = adw_application_window_new(application);
    app.window = GTK_WINDOW(window);
    gtk_window_set_title(app.window, sidebar_title());
    gtk_window_set_default_size(app.window, app.opt.width, app.opt.height);
    /* A person's window opens as they left it; pictures, tests and --size at the size asked. */
    if (!app.headless && !app.opt.size_given) window_size_remember(app.window);
    identity_set_window_icon(app.window);
    AdwStyleManager *styles = adw_style_manager_get_default();
    dark_changed(styles, NULL, NULL);
    g_signal_connect_object(styles, "notify::dark", G_CALLBACK(dark_changed), window, 0);

    app.leaflet = ADW_LEAFLET(adw_leaflet_new());
    app.sidebar = sidebar_new();
    app.content = content_new();
    /* The language key names the other language ("العربية" in English, "English" in Arabic); it
     * sits in the sidebar's header bar, which has room for it in a phone's width too. */
    GtkWidget *language = gtk_button_new_with_label(label_text(FOODTRUCK_NAVIGATION_LABEL_KEY_LANGUAGE));
    gtk_widget_add_css_class(language, "flat");
    g_signal_connect(language, "clicked", G_CALLBACK(language_clicked), application);
    adw_header_bar_pack_end(ADW_HEADER_BAR(gtk_widget_get_first_child(app.sidebar)), language);
    adw_leaflet_append(app.leaflet, app.sidebar);
    adw_leaflet_page_set_navigatable(adw_leaflet_append(app.leaflet, gtk_separator_new(GTK_ORIENTATION_VERTICAL)), FALSE);
    adw_leaflet_append(app.leaflet, app.content);
    adw_leaflet_set_can_navigate_back(app.leaflet, TRUE);
    g_signal_connect(app.leaflet, "notify::folded", G_CALLBACK(folded_changed), NULL);
    /* The notice bar across the top of the window, over the sidebar and the detail alike. */
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(column), notice_new());
    gtk_widget_set_vexpand(GTK_WIDGET(app.leaflet), TRUE);
    gtk_box_append(GTK_BOX(column), GTK_WIDGET(app.leaflet));
    adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), column);
    /* Asked for a panel, a folded window shows it rather than the sidebar. */
    foodtruck_panel panel;
    TRY(foodtruck_navigation_selection(app.truck, &panel));
    size_t steps = 0;
    TRY(foodtruck_navigation_path(app.truck, NULL, 0, &steps));
    if (app.opt.panel >= 0 || panel != FOODTRUCK_PANEL_TRUCK || steps > 0) adw_leaflet_set_visible_child(app.leaflet, app.content);
    refresh_window();
    if (app.headless) headless_start();
    if (app.opt.focus_log != NULL) focus_log_start(app.window, app.opt.focus_log);
    gtk_window_present(app.window);
}

/* Made anew once the click that asked for it is over: the old window goes after the new one
 * shows, so the app never has no window (which would end it). */
static gboolean switch_language(gpointer data) {
    foodtruck_locale locale;
    TRY(foodtruck_truck_locale(app.truck, &locale));
    TRY(foodtruck_truck_set_locale(app.truck, locale == FOODTRUCK_LOCALE_AR ? FOODTRUCK_LOCALE_EN : FOODTRUCK_LOCALE_AR));
    GtkWindow *old = app.window;
    if (app.tick_source != 0) g_source_remove(app.tick_source);
    app.tick_source = 0;
    window_new(GTK_APPLICATION(data));
    gtk_window_destroy(old);
    return G_SOURCE_REMOVE;
}

static void language_clicked(GtkButton *button, gpointer data) {
    (void)button;
    /* Before the next frame (GDK_PRIORITY_REDRAW, 120), so that no frame shows the old window. */
    g_idle_add_full(G_PRIORITY_HIGH_IDLE, switch_language, data, NULL);
}

static void activate(GtkApplication *application, gpointer data) {
    (void)data;
    /* The desktop's style, light or dark, as libadwaita's style manager follows it; pictures and
     * dumps one fixed look (light unless --style asks), and no animation caught half way. */
    if (app.opt.style >= 0 || app.headless)
        adw_style_manager_set_color_scheme(adw_style_manager_get_default(),
                                           app.opt.style >= 0 ? (AdwColorScheme)app.opt.style : ADW_COLOR_SCHEME_FORCE_LIGHT);
    if (app.headless) g_object_set(gtk_settings_get_default(), "gtk-enable-animations", FALSE, NULL);
    /* Every text at least 4.5:1 against what it is on, in the light style and the dark
     * (WCAG AA; measured from the pictures by tests/desktop/contrast.py): libadwaita 1.2 greys
     * its dimmed texts to 3.2:1 and puts white on a blue of 3.8:1. The dimmed texts less
     * faint, the accent's background one step darker (GNOME's blue 4: 4.8:1 under white). */
    static bool contrast;
    style_add_once(&contrast, "@define-color accent_bg_color #1c71d8;"
                              " .dim-label, row .subtitle, .navigation-sidebar .heading, text > placeholder { opacity: 0.72; }");
    if (app.opt.panel >= 0) TRY(foodtruck_navigation_select(app.truck, (foodtruck_panel)app.opt.panel));
    if (app.opt.order > 0) {
        foodtruck_step step = {.kind = FOODTRUCK_STEP_ORDER, .id = app.opt.order};
        TRY(foodtruck_navigation_push(app.truck, step));
    }
    app.started_us = g_get_monotonic_time();
    window_new(application);
}

/* why: what was wrong with the command line; NULL for --help, which is no mistake. */
static void usage(const char *why) {
    FILE *out = why != NULL ? stderr : stdout;
    if (why != NULL) fprintf(out, "desktop: %s\n", why);
    fprintf(out, "usage: desktop [--seed N] [--now MS] [--locale en|ar] [--size WxH] [--panel SLUG]\n"
                    "               [--order N] [--search TEXT] [--session FILE]\n"
                    "               [--press N] [--click TEXT] [--advance MS] [--type TEXT] [--screenshot FILE.png] [--dump FILE.txt]\n"
                    "               [--measure FILE.txt] [--focus-log FILE] [--style light|dark]\n");
    exit(why != NULL ? 2 : 0);
}

static long long number_arg(const char *text, long long low, long long high) {
    char *end;
    errno = 0;
    long long value = strtoll(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || value < low || value > high) usage("not a number in range");
    return value;
}

static int panel_arg(const char *slug) {
    for (int p = 0; p < PANEL_COUNT; p++)
        if (strcmp(panel_slug((foodtruck_panel)p), slug) == 0) return p;
    usage("no panel has that name");
    return -1;
}

/* Opens the session's file (app.session_path). */
static void open_file(void) {
    foodtruck_status status = foodtruck_truck_open(app.session_path, 0, &app.truck);
    if (status != FOODTRUCK_OK) {
        /* A person's app: say which file and why (busy: another window has it; corrupt: the
         * file is left as it was, for its owner to keep or move). */
        fprintf(stderr, "desktop: %s: %s: %s\n", app.session_path, foodtruck_status_string(status),
                foodtruck_last_error());
        exit(1);
    }
}

/* The platform's parts this desktop lacks, played by the app's test doubles: what they keep for
 * the session is handed in (the test store's purchases), or read (the test authenticator's). */
static void open_test_doubles(void) {
    test_store_open();
    test_authenticator_open();
}

static void reopen_file(void) {
    foodtruck_truck_free(app.truck);
    app.truck = NULL;
    open_file();
    open_test_doubles();
}

/* The session: a simulated day in memory for pictures and tests, else the durable session in
 * the user's data directory (or --session's file), so that a day's orders survive a restart. A
 * new session (no orders yet) starts with the simulated day; one kept from before is taken as
 * it was, its language too unless --locale asks for one. */
static void open_session(bool locale_given) {
    char *path = NULL;
    if (app.opt.session != NULL) path = g_strdup(app.opt.session);
    else if (!app.headless) {
        char *folder = g_build_filename(g_get_user_data_dir(), "libfoodtruck", NULL);
        if (g_mkdir_with_parents(folder, 0700) != 0) fprintf(stderr, "desktop: cannot make %s\n", folder);
        path = g_build_filename(folder, "desktop.sqlite", NULL);
        g_free(folder);
    }
    if (path == NULL) TRY(foodtruck_truck_new(&app.truck));
    else {
        app.session_path = path; /* kept: a reopening needs it */
        open_file();
    }
    size_t orders = 0;
    TRY(foodtruck_order_count(app.truck, FOODTRUCK_ORDER_STATUS_ALL, "", &orders));
    if (locale_given || orders == 0)
        TRY(foodtruck_truck_set_locale(app.truck, app.opt.arabic ? FOODTRUCK_LOCALE_AR : FOODTRUCK_LOCALE_EN));
    if (orders == 0) {
        TRY(foodtruck_truck_set_utc_offset(app.truck, -480));
        TRY(foodtruck_truck_simulate(app.truck, app.opt.seed, app.opt.now, 200));
    }
    open_test_doubles();
    /* The session's time never runs backwards: a clock set back since its last tick (or a
     * session from a computer whose clock ran ahead) starts from that tick, where the library
     * would refuse an earlier one. */
    int64_t latest;
    TRY(foodtruck_truck_latest_tick(app.truck, &latest));
    if (latest != FOODTRUCK_NO_TIME && app.opt.now < latest) app.opt.now = latest;
}

int main(int argc, char **argv) {
    /* What the parts ask of the app, which only this file can do: they call through these. */
    app.hooks = (hooks){.refresh = refresh_window, .schedule_tick = schedule_next_tick, .reopen_session = reopen_file};
    app.opt = (options){.seed = 1, .now = START_MS, .width = 1000, .height = 650, .panel = -1, .style = -1};
    const char *panel = NULL;
    bool locale_given = false, now_given = false;
    for (int i = 1; i < argc; i++) {
        const char *flag = argv[i];
        if (strcmp(flag, "--help") == 0) usage(NULL);
        if (i + 1 >= argc) usage("each option takes a value");
        const char *value = argv[++i];
        if (strcmp(flag, "--seed") == 0) app.opt.seed = (uint64_t)number_arg(value, 0, INT64_MAX);
        else if (strcmp(flag, "--now") == 0) {
            app.opt.now = number_arg(value, INT64_MIN + 1, INT64_MAX);
            now_given = true;
        }
        else if (strcmp(flag, "--locale") == 0) {
            if (strcmp(value, "ar") != 0 && strcmp(value, "en") != 0) usage("--locale takes en or ar");
            app.opt.arabic = strcmp(value, "ar") == 0;
            locale_given = true;
        } else if (strcmp(flag, "--size") == 0) {
            if (sscanf(value, "%dx%d", &app.opt.width, &app.opt.height) != 2 || app.opt.width < 1 || app.opt.height < 1)
                usage("--size takes WxH");
            app.opt.size_given = true;
        } else if (strcmp(flag, "--panel") == 0) panel = value;
        else if (strcmp(flag, "--order") == 0) app.opt.order = (int)number_arg(value, 1, INT32_MAX);
        else if (strcmp(flag, "--search") == 0) app.opt.search = value;
        else if (strcmp(flag, "--press") == 0 || strcmp(flag, "--click") == 0 || strcmp(flag, "--advance") == 0) {
            if (app.opt.action_count == MAX_ACTIONS) usage("too many --press, --click and --advance");
            action *step = &app.opt.actions[app.opt.action_count++];
            if (strcmp(flag, "--press") == 0) *step = (action){ACTION_PRESS, NULL, number_arg(value, 1, 3)};
            else if (strcmp(flag, "--click") == 0) *step = (action){ACTION_CLICK, value, 0};
            else *step = (action){ACTION_ADVANCE, NULL, number_arg(value, 0, ADVANCE_MAX_MS)};
        } else if (strcmp(flag, "--type") == 0) {
            if (app.opt.action_count == MAX_ACTIONS) usage("too many --press, --click and --advance");
            app.opt.actions[app.opt.action_count++] = (action){ACTION_TYPE, value, 0};
        } else if (strcmp(flag, "--session") == 0) app.opt.session = value;
        else if (strcmp(flag, "--screenshot") == 0) app.opt.screenshot = value;
        else if (strcmp(flag, "--dump") == 0) app.opt.dump = value;
        else if (strcmp(flag, "--measure") == 0) app.opt.measure = value;
        else if (strcmp(flag, "--focus-log") == 0) app.opt.focus_log = value;
        else if (strcmp(flag, "--style") == 0) {
            if (strcmp(value, "light") != 0 && strcmp(value, "dark") != 0) usage("--style takes light or dark");
            app.opt.style = strcmp(value, "dark") == 0 ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT;
        } else usage("unknown option");
    }
    app.headless = app.opt.screenshot != NULL || app.opt.dump != NULL || app.opt.measure != NULL;
    /* A person's app runs on the real clock: a durable session kept from yesterday goes on today
     * (its time never runs backwards). Pictures and tests keep the fixed afternoon, or --now. */
    if (!app.headless && !now_given) app.opt.now = g_get_real_time() / 1000;
    /* The cairo renderer draws the same pixels on every machine, with or without a GPU. */
    if (app.headless) g_setenv("GSK_RENDERER", "cairo", FALSE);

    open_session(locale_given);
    if (panel != NULL) app.opt.panel = panel_arg(panel);

    /* NON_UNIQUE: every run is its own app (tests run several at once, with no session bus). */
    identity_set_program_name();
    AdwApplication *application = adw_application_new(APP_ID, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
    char *no_args[] = {argv[0], NULL}; /* the options are read above, GApplication sees none */
    int status = g_application_run(G_APPLICATION(application), 1, no_args);
    g_object_unref(application);
    TRY(foodtruck_truck_free(app.truck));
    return status;
}
