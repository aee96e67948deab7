/* foodtruck_types.h: the C types of libfoodtruck's ABI.
 *
 * This file is inlined into include/foodtruck.h by tools/gen_header.py; C users include
 * foodtruck.h, never this file. Enumerator values are part of the ABI: never renumber them,
 * only append, and keep retired values as comments.
 */
#ifndef FOODTRUCK_TYPES_H
#define FOODTRUCK_TYPES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---- Version ------------------------------------------------------------------------- */

/** The major version. Changes only on an ABI break; the SONAME is libfoodtruck.so.MAJOR. */
#define FT_VERSION_MAJOR 0
/** The minor version: new functions, compatible. */
#define FT_VERSION_MINOR 1
/** The patch version: fixes only. */
#define FT_VERSION_PATCH 0
/** MAJOR * 10000 + MINOR * 100 + PATCH, comparable with ft_version_number(). */
#define FT_VERSION_NUMBER 100
/** "MAJOR.MINOR.PATCH", equal to what ft_version() returns at run time. */
#define FT_VERSION_STRING "0.1.0"

/* ---- Errors -------------------------------------------------------------------------- */

/** The result of every fallible function. Values are stable and never renumbered. */
typedef enum ft_status {
    /** Success. Out-parameters have been written. */
    FT_OK = 0,
    /** A required pointer argument was NULL. */
    FT_ERR_NULL_ARGUMENT = 1,
    /** A handle was NULL where one is required, already freed, or of another type. */
    FT_ERR_INVALID_HANDLE = 2,
    /** An enum value, index, count or number is outside its documented range. */
    FT_ERR_INVALID_ARGUMENT = 3,
    /** A string argument is not valid UTF-8. */
    FT_ERR_INVALID_UTF8 = 4,
    /** The caller's buffer cannot hold the result; the required size was reported. */
    FT_ERR_BUFFER_TOO_SMALL = 5,
    /** No object has the given id. */
    FT_ERR_NOT_FOUND = 6,
    /** The object's current state does not allow the operation. */
    FT_ERR_INVALID_STATE = 7,
    /** A configured capacity is used up (e.g. the most live activities at once). */
    FT_ERR_LIMIT_REACHED = 8,
    /** The feature is turned off by a setting (e.g. live activities). */
    FT_ERR_DISABLED = 9
} ft_status;

/* ---- Localization -------------------------------------------------------------------- */

/** The language of every user-facing string the library produces. */
typedef enum ft_locale {
    /** English, left to right. The default. */
    FT_LOCALE_EN = 0,
    /** Arabic, right to left. */
    FT_LOCALE_AR = 1
} ft_locale;

/* ---- Truck --------------------------------------------------------------------------- */

/** The truck session: catalog, settings and (in later versions) orders and sales. Opaque. */
typedef struct ft_truck ft_truck;
#if defined(__swift__)
struct ft_truck { int unused; }; /* lets Swift spell typed handle pointers; C never sees it */
#endif

/* ---- Catalog ------------------------------------------------------------------------- */

/** The six flavor axes, in the order that breaks ties (salty first). */
typedef enum ft_flavor {
    FT_FLAVOR_SALTY = 0,
    FT_FLAVOR_SWEET = 1,
    FT_FLAVOR_BITTER = 2,
    FT_FLAVOR_SOUR = 3,
    FT_FLAVOR_SAVORY = 4,
    FT_FLAVOR_SPICY = 5
} ft_flavor;

/** The number of flavor axes. */
#define FT_FLAVOR_COUNT 6

/** The three kinds of ingredient a donut is stacked from, bottom to top. */
typedef enum ft_ingredient_kind {
    FT_INGREDIENT_DOUGH = 0,
    FT_INGREDIENT_GLAZE = 1,
    FT_INGREDIENT_TOPPING = 2
} ft_ingredient_kind;

/** The ingredient index meaning "none" (a donut without glaze or topping). */
#define FT_NO_INGREDIENT (-1)

/** The number of donuts in the built-in catalog (ids 0 to 16). Custom donuts follow. */
#define FT_CATALOG_DONUT_COUNT 17

/** The longest search text accepted (ft_donut_search(), ft_order_count(), ft_order_list()),
 * in bytes without the NUL; a longer one gives FT_ERR_INVALID_ARGUMENT before any work. */
#define FT_SEARCH_MAX_BYTES 256

/** The longest donut name accepted, in characters (grapheme clusters), after trimming. */
#define FT_DONUT_NAME_MAX_CHARACTERS 64

/** The longest donut name accepted, in bytes as given, without the NUL; checked first. */
#define FT_DONUT_NAME_MAX_BYTES 256

/** A flavor profile: one integer per axis; values may be negative. */
typedef struct ft_flavor_profile {
    int32_t salty;
    int32_t sweet;
    int32_t bitter;
    int32_t sour;
    int32_t savory;
    int32_t spicy;
} ft_flavor_profile;

/** A donut: its recipe, summed flavor profile and most potent flavor. */
typedef struct ft_donut {
    /** Stable id: 0-16 for the catalog, then custom donuts in creation order. */
    int32_t id;
    /** Index of the dough (0-6). */
    int32_t dough;
    /** Index of the glaze (0-6), or FT_NO_INGREDIENT. */
    int32_t glaze;
    /** Index of the topping (0-23), or FT_NO_INGREDIENT. */
    int32_t topping;
    /** The sum of the ingredients' profiles. */
    ft_flavor_profile flavors;
    /** The strongest flavor; ties go to the earlier axis; all axes <= 0 give sweet. */
    ft_flavor most_potent_flavor;
    /** The value of the most potent flavor (0 when every axis is <= 0). */
    int32_t most_potent_value;
    /** True for donuts made with the donut editor. */
    bool is_custom;
} ft_donut;

/* ---- Orders ------------------------------------------------------------------------- */

/** Where an order is in its lifecycle: placed -> preparing -> ready -> completed. */
typedef enum ft_order_status {
    FT_ORDER_PLACED = 0,
    FT_ORDER_PREPARING = 1,
    FT_ORDER_READY = 2,
    FT_ORDER_COMPLETED = 3
} ft_order_status;

/** A set of statuses for listing orders: bit (1u << status). */
#define FT_ORDER_STATUS_BIT(status) (1u << (status))
/** Every status. */
#define FT_ORDER_STATUS_ALL 0x0Fu
/** Every status but completed: the orders still to deal with. */
#define FT_ORDER_STATUS_INCOMPLETE 0x07u

/** An operator's action on an order; each applies to one status only. */
typedef enum ft_order_action {
    /** No action applies (the order is completed). */
    FT_ORDER_ACTION_NONE = -1,
    /** placed -> preparing: start preparing. */
    FT_ORDER_PREPARE = 0,
    /** preparing -> ready: the donuts are done. */
    FT_ORDER_MARK_READY = 1,
    /** ready -> completed: hand the order over; sets the completion time. */
    FT_ORDER_COMPLETE = 2
} ft_order_action;

/** How to sort a list of orders. Equal keys keep order-number order. */
typedef enum ft_order_sort {
    FT_ORDER_SORT_NUMBER = 0,
    FT_ORDER_SORT_CREATED_AT = 1,
    FT_ORDER_SORT_STATUS = 2,
    FT_ORDER_SORT_TOTAL = 3
} ft_order_sort;

/** An instant that has not happened (e.g. the completion time of an open order). */
#define FT_NO_TIME INT64_MIN

/** One donut of an order and how many of it (1 to 99). */
typedef struct ft_order_line {
    int32_t donut_id;
    int32_t count;
} ft_order_line;

/** An order. Its lines are read with ft_order_lines(). */
typedef struct ft_order {
    /** The order number, 1, 2, ...: the order's identity. */
    int32_t number;
    ft_order_status status;
    /** The action the order's next-step button offers, or FT_ORDER_ACTION_NONE. */
    ft_order_action next_action;
    /** The city it was sold in (an ft_city value). */
    int32_t city;
    /** The number of lines (distinct donuts). */
    int32_t line_count;
    /** The number of donuts, all lines together. */
    int32_t total_donuts;
    /** The price in cents. */
    int64_t total_cents;
    /** When it was placed, ms since the Unix epoch. */
    int64_t created_at;
    /** When preparation started, or FT_NO_TIME. */
    int64_t preparing_since;
    /** When it was handed over, or FT_NO_TIME. */
    int64_t completed_at;
    /** completed_at - created_at in ms, or -1 while not completed. */
    int64_t duration_ms;
} ft_order;

/** Weekdays as bits for the weekend setting: bit (1u << day), Sunday = 0 ... Saturday = 6. */
#define FT_WEEKDAY_BIT(day) (1u << (day))
/** The default weekend: Saturday and Sunday. */
#define FT_WEEKEND_DEFAULT (FT_WEEKDAY_BIT(0) | FT_WEEKDAY_BIT(6))

/* ---- Sales -------------------------------------------------------------------------- */

/** A sales period, counted back from now in local days (the session's UTC offset). */
typedef enum ft_timeframe {
    /** Since local midnight. */
    FT_TIMEFRAME_TODAY = 0,
    /** The last 7 days, today included. */
    FT_TIMEFRAME_WEEK = 1,
    /** The last 30 days, today included. */
    FT_TIMEFRAME_MONTH = 2,
    /** The last 12 months, the current one included. */
    FT_TIMEFRAME_YEAR = 3
} ft_timeframe;

/** A city, or all of them together. */
typedef enum ft_city {
    FT_CITY_ALL = -1,
    FT_CITY_CUPERTINO = 0,
    FT_CITY_SAN_FRANCISCO = 1,
    FT_CITY_LONDON = 2
} ft_city;

/** A donut and how many of it sold. */
typedef struct ft_donut_sales {
    int32_t donut_id;
    int64_t sales;
} ft_donut_sales;

/** One point of a sales history chart: when the day or month starts (local midnight, ms since
 * the Unix epoch) and how many donuts sold in it. */
typedef struct ft_sales_point {
    int64_t start;
    int64_t sales;
} ft_sales_point;

/* ---- Timers ------------------------------------------------------------------------- */

/** An order's preparation countdown at an instant. */
typedef struct ft_timer {
    /** When preparation started and when the countdown ends, ms since the Unix epoch. */
    int64_t start;
    int64_t end;
    /** Milliseconds left: end - now, within 0 and end - start. */
    int64_t remaining_ms;
    /** How much of the countdown has passed, 0.0 to 1.0. */
    double fraction_done;
    /** True from the end on. */
    bool finished;
} ft_timer;

/* ---- Activities --------------------------------------------------------------------- */

/** Where a live activity is in its life: active -> stale -> ended -> dismissed. */
typedef enum ft_activity_state {
    /** Showing, with current content. */
    FT_ACTIVITY_ACTIVE = 0,
    /** Showing, but its content is past its stale date (2 minutes after a start or update). */
    FT_ACTIVITY_STALE = 1,
    /** Ended: on the lock screen until dismissed. */
    FT_ACTIVITY_ENDED = 2,
    /** Gone from every surface. */
    FT_ACTIVITY_DISMISSED = 3
} ft_activity_state;

/** When an ended activity leaves the lock screen. */
typedef enum ft_dismissal_policy {
    /** 4 hours after it ended (the system's default). */
    FT_DISMISS_DEFAULT = 0,
    /** At once. */
    FT_DISMISS_IMMEDIATE = 1,
    /** At a given instant, no earlier than the end and no later than 4 hours after it. */
    FT_DISMISS_AFTER = 2
} ft_dismissal_policy;

/** A live activity. Its texts come from ft_activity_text(). */
typedef struct ft_activity {
    int32_t id;
    /** The order it shows. */
    int32_t order_number;
    ft_activity_state state;
    /** The content: the countdown's range, ms since the Unix epoch. */
    int64_t timer_start;
    int64_t timer_end;
    /** The content: higher wins the Dynamic Island. */
    double relevance;
    int64_t started_at;
    /** When the content goes stale. */
    int64_t stale_at;
    /** When it ended, or FT_NO_TIME. */
    int64_t ended_at;
    /** When it is (or was) dismissed, or FT_NO_TIME while showing. */
    int64_t dismiss_at;
} ft_activity;

/** The Dynamic Island: the activity that owns it, and the one shown minimal beside it. */
typedef struct ft_island {
    /** The owner's id (compact and expanded presentations), or 0 when nothing shows. */
    int32_t owner;
    /** The second activity's id (minimal presentation), or 0. */
    int32_t minimal;
} ft_island;

/** The texts and image keys of an activity's presentations, as a shell draws them. */
typedef enum ft_activity_text_slot {
    /** Lock screen: "Order 1203". */
    FT_TEXT_LOCK_TITLE = 0,
    /** Lock screen: "6 donuts", from the order, with the language's plural forms. */
    FT_TEXT_LOCK_DONUTS = 1,
    /** Lock screen and compact trailing: the countdown, m:ss. */
    FT_TEXT_COUNTDOWN = 2,
    /** Lock screen: the label under the countdown, "Remaining". */
    FT_TEXT_REMAINING = 3,
    /** Dynamic Island compact leading and minimal: the image key "IslandCompactIcon". */
    FT_TEXT_COMPACT_ICON = 4,
    /** Dynamic Island expanded leading: the image key "IslandExpandedIcon". */
    FT_TEXT_EXPANDED_ICON = 5,
    /** Dynamic Island expanded bottom: the order's donuts, each as its count, U+00D7 (the
     * multiplication sign) and its name, e.g. "4\u00d7 The Classic, 2\u00d7 Cosmos". */
    FT_TEXT_EXPANDED_BOTTOM = 6,
    /** The widget URL, "foodtruck://order/1203". */
    FT_TEXT_WIDGET_URL = 7,
    /** The activity's name, "Order preparation activity.". */
    FT_TEXT_ACTIVITY_NAME = 8,
    /** The notification's title, "Donuts are done!". */
    FT_TEXT_NOTIFICATION_TITLE = 9,
    /** The notification's body, "Time to take them out of the oven.". */
    FT_TEXT_NOTIFICATION_BODY = 10
} ft_activity_text_slot;

/* ---- Events ------------------------------------------------------------------------- */

/** What happened. */
typedef enum ft_event_kind {
    FT_EVENT_ORDER_PLACED = 0,
    FT_EVENT_ORDER_STATUS_CHANGED = 1,
    FT_EVENT_TIMER_FINISHED = 2,
    /** A "Donuts are done!" notification is due (texts: FT_TEXT_NOTIFICATION_*). */
    FT_EVENT_NOTIFICATION = 3,
    FT_EVENT_ACTIVITY_STARTED = 4,
    FT_EVENT_ACTIVITY_UPDATED = 5,
    FT_EVENT_ACTIVITY_STALE = 6,
    FT_EVENT_ACTIVITY_ENDED = 7,
    FT_EVENT_ACTIVITY_DISMISSED = 8
} ft_event_kind;

/** An event: what, when (its own instant, not the tick's), and what it concerns. */
typedef struct ft_event {
    ft_event_kind kind;
    int64_t at;
    int32_t order_number;
    /** The activity, for activity events; else 0. */
    int32_t activity_id;
    /** The order's status after the event. */
    ft_order_status status;
} ft_event;

/** The most events the queue keeps for ft_event_poll(); older ones are dropped and counted
 * (ft_event_dropped()). With a callback registered nothing is dropped. */
#define FT_EVENT_QUEUE_CAPACITY 10000

/** Receives one event, synchronously, on the thread of the call that produced it and before
 * that call returns, with no lock of the library held: it may call any libfoodtruck function,
 * this truck's included. It is never re-entered on its thread: events caused by the calls it
 * makes are delivered after it returns, in order. It must not throw (C++) or longjmp out. */
typedef void (*ft_event_callback)(const ft_event *event, void *user_data);

/** Releases user_data; called exactly once, when the callback is replaced or the truck freed,
 * after every delivery to the callback has returned. */
typedef void (*ft_destroy_callback)(void *user_data);

/* ---- Navigation --------------------------------------------------------------------- */

/** The longest deep link ft_deep_link_parse() accepts, in bytes without the NUL. */
#define FT_DEEP_LINK_MAX_BYTES 2048

/* ---- Layout ------------------------------------------------------------------------- */

/** A point, in points; y grows downward. */
typedef struct ft_point {
    double x;
    double y;
} ft_point;

/** A size, in points. */
typedef struct ft_size {
    double width;
    double height;
} ft_size;

/** A rectangle: origin (top-left) and size, in points. */
typedef struct ft_rect {
    double x;
    double y;
    double width;
    double height;
} ft_rect;

/** A proposal dimension the layout chooses (any negative value means the same). */
#define FT_UNSPECIFIED (-1.0)

/** Horizontal alignment, in reading order (mirrored right to left). */
typedef enum ft_horizontal_alignment {
    FT_ALIGN_LEADING = 0,
    FT_ALIGN_CENTER = 1,
    FT_ALIGN_TRAILING = 2
} ft_horizontal_alignment;

typedef enum ft_vertical_alignment {
    FT_ALIGN_TOP = 0,
    FT_ALIGN_MIDDLE = 1,
    FT_ALIGN_BOTTOM = 2
} ft_vertical_alignment;

/** One segment of a segmented gauge, as drawn (physical left and right). */
typedef struct ft_gauge_segment {
    ft_rect frame;
    bool filled;
    double left_radius;
    double right_radius;
} ft_gauge_segment;

/** The donut gallery's grid at a width. */
typedef struct ft_gallery_grid {
    int32_t columns;
    double cell_width;
    double thumbnail;
    bool reduced;
} ft_gallery_grid;

/* ---- Charts ------------------------------------------------------------------------- */

/** One hour of the temperature forecast. */
typedef struct ft_forecast_hour {
    int64_t at;
    int32_t degrees_f;
    bool daylight;
} ft_forecast_hour;

/** A span of time [start, end), ms since the Unix epoch. */
typedef struct ft_time_range {
    int64_t start;
    int64_t end;
} ft_time_range;

/** The charts ft_svg_chart() draws. */
typedef enum ft_chart_kind {
    FT_CHART_TOP_SALES = 0,
    FT_CHART_SALES_HISTORY = 1,
    FT_CHART_FORECAST = 2
} ft_chart_kind;

#endif /* FOODTRUCK_TYPES_H */
