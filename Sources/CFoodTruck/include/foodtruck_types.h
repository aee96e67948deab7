/* SPDX-License-Identifier: Apache-2.0 */
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
#define FOODTRUCK_VERSION_MAJOR 0
/** The minor version: new functions, compatible. */
#define FOODTRUCK_VERSION_MINOR 2
/** The patch version: fixes only. */
#define FOODTRUCK_VERSION_PATCH 0
/** MAJOR * 10000 + MINOR * 100 + PATCH, comparable with foodtruck_version_number(). */
#define FOODTRUCK_VERSION_NUMBER 200
/** "MAJOR.MINOR.PATCH", equal to what foodtruck_version() returns at run time. */
#define FOODTRUCK_VERSION_STRING "0.2.0"

/* ---- Errors -------------------------------------------------------------------------- */

/** The result of every fallible function. Values are stable and never renumbered. */
typedef enum foodtruck_status {
    /** Success. Out-parameters have been written. */
    FOODTRUCK_OK = 0,
    /** A required pointer argument was NULL. */
    FOODTRUCK_ERR_NULL_ARGUMENT = 1,
    /** A handle was NULL where one is required, already freed, or of another type. */
    FOODTRUCK_ERR_INVALID_HANDLE = 2,
    /** An enum value, index, count or number is outside its documented range. */
    FOODTRUCK_ERR_INVALID_ARGUMENT = 3,
    /** A string argument is not valid UTF-8. */
    FOODTRUCK_ERR_INVALID_UTF8 = 4,
    /** The caller's buffer cannot hold the result; the required size was reported. */
    FOODTRUCK_ERR_BUFFER_TOO_SMALL = 5,
    /** No object has the given id. */
    FOODTRUCK_ERR_NOT_FOUND = 6,
    /** The object's current state does not allow the operation. */
    FOODTRUCK_ERR_INVALID_STATE = 7,
    /** A configured capacity is used up (e.g. the most live activities at once). */
    FOODTRUCK_ERR_LIMIT_REACHED = 8,
    /** The feature is turned off by a setting (e.g. live activities). */
    FOODTRUCK_ERR_DISABLED = 9,
    /** The session's file could not be created, read or written (no such directory, no
     * permission, a directory, the disk full, an I/O error). A change refused with it was not
     * made, and is not in the file when it is reopened: the session is as it was acknowledged
     * and stays usable. */
    FOODTRUCK_ERR_STORAGE = 10,
    /** The session's file is in use by another session, in this process or another. */
    FOODTRUCK_ERR_BUSY = 11,
    /** The session is read-only (opened with FOODTRUCK_OPEN_READ_ONLY, or its file is not
     * writable): it refuses every change. */
    FOODTRUCK_ERR_READ_ONLY = 12,
    /** The file is not a Food Truck session: not SQLite, another application's database, or a
     * session of a newer schema than this library's. The file is left as it was. */
    FOODTRUCK_ERR_NOT_A_SESSION = 13,
    /** The session's file is damaged (SQLite's check fails, or its changes do not replay to
     * what was acknowledged). The file is left as it was. */
    FOODTRUCK_ERR_CORRUPT = 14,
    /** The disk did not confirm a change (a sync of the session's file failed after the change
     * was written): it may or may not be in the file. The session refuses every later change
     * with this status until it is freed and opened again; the reopened file holds the truth.
     * Reads still answer, with the session as it was acknowledged. */
    FOODTRUCK_ERR_UNCONFIRMED = 15
} foodtruck_status;

/* ---- Localization -------------------------------------------------------------------- */

/** The language of every user-facing string the library produces. */
typedef enum foodtruck_locale {
    /** English, left to right. The default. */
    FOODTRUCK_LOCALE_EN = 0,
    /** Arabic, right to left. */
    FOODTRUCK_LOCALE_AR = 1
} foodtruck_locale;

/** The digits every number in the session's texts and pictures is written in. */
typedef enum foodtruck_digits {
    /** The language's own: Latin in English, Arabic-Indic (U+0660 to U+0669) in Arabic.
     * The default. */
    FOODTRUCK_DIGITS_NATIVE = 0,
    /** Latin (ASCII) digits in every language, with CLDR's Latin separators and signs. */
    FOODTRUCK_DIGITS_LATIN = 1
} foodtruck_digits;

/* ---- Truck --------------------------------------------------------------------------- */

/** The truck session: catalog, settings and (in later versions) orders and sales. Opaque. */
typedef struct foodtruck_truck foodtruck_truck;
#if defined(__swift__)
/* lets Swift spell typed handle pointers; C never sees it */
struct foodtruck_truck { int unused; };
#endif

/** Options of foodtruck_truck_open(), combined with |. */
typedef enum foodtruck_open_option {
    /** Open an existing session for reading only: every change is refused with
     * FOODTRUCK_ERR_READ_ONLY and the file is never written. */
    FOODTRUCK_OPEN_READ_ONLY = 1,
    /** Commit to the operating system, not the disk (SQLite's synchronous=NORMAL): nothing
     * acknowledged is lost when the program crashes, but a power cut or an operating-system
     * crash may lose the latest changes (never part of one). Without it (synchronous=FULL)
     * every acknowledged change survives a power cut too. */
    FOODTRUCK_OPEN_SYNC_NORMAL = 2
} foodtruck_open_option;

/** The longest path foodtruck_truck_open() accepts, in bytes without the NUL. A path is a file
 * name and nothing else, whatever its text ("file:", "?", "#", "%", ":memory:", a leading "-"):
 * relative to the working directory unless it starts with "/", opened with SQLite's locks; no
 * text selects how the file is opened. SQLite's Unix layer takes a whole path (the working
 * directory and a relative path joined) of at most 511 bytes: a longer one gives
 * FOODTRUCK_ERR_STORAGE. */
#define FOODTRUCK_PATH_MAX_BYTES 4096

/* ---- Catalog ------------------------------------------------------------------------- */

/** The six flavor axes, in the order that breaks ties (salty first). */
typedef enum foodtruck_flavor {
    FOODTRUCK_FLAVOR_SALTY = 0,
    FOODTRUCK_FLAVOR_SWEET = 1,
    FOODTRUCK_FLAVOR_BITTER = 2,
    FOODTRUCK_FLAVOR_SOUR = 3,
    FOODTRUCK_FLAVOR_SAVORY = 4,
    FOODTRUCK_FLAVOR_SPICY = 5
} foodtruck_flavor;

/** The number of flavor axes. */
#define FOODTRUCK_FLAVOR_COUNT 6

/** The three kinds of ingredient a donut is stacked from, bottom to top. */
typedef enum foodtruck_ingredient_kind {
    FOODTRUCK_INGREDIENT_DOUGH = 0,
    FOODTRUCK_INGREDIENT_GLAZE = 1,
    FOODTRUCK_INGREDIENT_TOPPING = 2
} foodtruck_ingredient_kind;

/** The ingredient index meaning "none" (a donut without glaze or topping). */
#define FOODTRUCK_NO_INGREDIENT -1

/** The number of donuts in the built-in catalog (ids 0 to 16). Custom donuts follow. */
#define FOODTRUCK_CATALOG_DONUT_COUNT 17

/** The longest search text accepted (foodtruck_donut_search(), foodtruck_order_count(),
 * foodtruck_order_list()), in bytes without the NUL; a longer one gives
 * FOODTRUCK_ERR_INVALID_ARGUMENT before any work. */
#define FOODTRUCK_SEARCH_MAX_BYTES 256

/** The longest donut name accepted, in characters (grapheme clusters), after trimming. */
#define FOODTRUCK_DONUT_NAME_MAX_CHARACTERS 64

/** The longest donut name accepted, in bytes as given, without the NUL; checked first. */
#define FOODTRUCK_DONUT_NAME_MAX_BYTES 256

/** A flavor profile: one integer per axis; values may be negative. */
typedef struct foodtruck_flavor_profile {
    /** How salty, 0 to 5 and up (the sum of its ingredients'). */
    int32_t salty;
    /** How sweet. */
    int32_t sweet;
    /** How bitter. */
    int32_t bitter;
    /** How sour. */
    int32_t sour;
    /** How savory. */
    int32_t savory;
    /** How spicy. */
    int32_t spicy;
} foodtruck_flavor_profile;

/** A donut: its recipe, summed flavor profile and most potent flavor. */
typedef struct foodtruck_donut {
    /** Stable id: 0-16 for the catalog, then custom donuts in creation order. */
    int32_t id;
    /** Index of the dough (0-6). */
    int32_t dough;
    /** Index of the glaze (0-6), or FOODTRUCK_NO_INGREDIENT. */
    int32_t glaze;
    /** Index of the topping (0-23), or FOODTRUCK_NO_INGREDIENT. */
    int32_t topping;
    /** The sum of the ingredients' profiles. */
    foodtruck_flavor_profile flavors;
    /** The strongest flavor; ties go to the earlier axis; all axes <= 0 give sweet. */
    foodtruck_flavor most_potent_flavor;
    /** The value of the most potent flavor (0 when every axis is <= 0). */
    int32_t most_potent_value;
    /** True for donuts made with the donut editor. */
    bool is_custom;
} foodtruck_donut;

/* ---- Orders ------------------------------------------------------------------------- */

/** Where an order is in its lifecycle: placed -> preparing -> ready -> completed. */
typedef enum foodtruck_order_status {
    FOODTRUCK_ORDER_PLACED = 0,
    FOODTRUCK_ORDER_PREPARING = 1,
    FOODTRUCK_ORDER_READY = 2,
    FOODTRUCK_ORDER_COMPLETED = 3
} foodtruck_order_status;

/** A set of statuses for listing orders: bit (1u << status). */
#define FOODTRUCK_ORDER_STATUS_BIT(status) (1u << (status))
/** Every status. */
#define FOODTRUCK_ORDER_STATUS_ALL 0x0Fu
/** Every status but completed: the orders still to deal with. */
#define FOODTRUCK_ORDER_STATUS_INCOMPLETE 0x07u

/** The most lines an order may have (foodtruck_order_place()). */
#define FOODTRUCK_ORDER_MAX_LINES 64

/** An operator's action on an order; each applies to one status only. */
typedef enum foodtruck_order_action {
    /** No action applies (the order is completed). */
    FOODTRUCK_ORDER_ACTION_NONE = -1,
    /** placed -> preparing: start preparing. */
    FOODTRUCK_ORDER_PREPARE = 0,
    /** preparing -> ready: the donuts are done. */
    FOODTRUCK_ORDER_MARK_READY = 1,
    /** ready -> completed: hand the order over; sets the completion time. */
    FOODTRUCK_ORDER_COMPLETE = 2
} foodtruck_order_action;

/** How to sort a list of orders. Equal keys keep order-number order. */
typedef enum foodtruck_order_sort {
    FOODTRUCK_ORDER_SORT_NUMBER = 0,
    FOODTRUCK_ORDER_SORT_CREATED_AT = 1,
    FOODTRUCK_ORDER_SORT_STATUS = 2,
    FOODTRUCK_ORDER_SORT_TOTAL = 3
} foodtruck_order_sort;

/** An instant that has not happened (e.g. the completion time of an open order): INT64_MIN,
 * spelled with literals so that binding generators keep it, and with the suffix L, which gives
 * int64_t's own type on every data model (long on LP64, long long where long is 32 bits).
 * Also in the library as foodtruck_no_time, for bindings that read only plain literals. */
#define FOODTRUCK_NO_TIME (-9223372036854775807L - 1)

/** FOODTRUCK_NO_TIME as data in the library, for a binding that reads no C expression (cffi's
 * ABI mode). */
extern const int64_t foodtruck_no_time;

/** One donut of an order and how many of it (1 to 99). */
typedef struct foodtruck_order_line {
    /** The donut, by its id in the truck's catalog. */
    int32_t donut_id;
    /** How many of that donut, 1 to 99. */
    int32_t quantity;
} foodtruck_order_line;

/** An order. Its lines are read with foodtruck_order_lines(). */
typedef struct foodtruck_order {
    /** The order number, 1, 2, ...: the order's identity. */
    int32_t number;
    /** Where it is in its lifecycle. */
    foodtruck_order_status status;
    /** The action the order's next-step button offers, or FOODTRUCK_ORDER_ACTION_NONE. */
    foodtruck_order_action next_action;
    /** The city it was sold in (a foodtruck_city value). */
    int32_t city;
    /** The number of lines (distinct donuts). */
    int32_t line_count;
    /** The number of donuts, all lines together. */
    int32_t total_donuts;
    /** The price in cents. */
    int64_t total_cents;
    /** When it was placed, ms since the Unix epoch. */
    int64_t created_at;
    /** When preparation started, or FOODTRUCK_NO_TIME. */
    int64_t preparing_since;
    /** When it was handed over, or FOODTRUCK_NO_TIME. */
    int64_t completed_at;
    /** completed_at - created_at in ms, or -1 while not completed. */
    int64_t duration_ms;
} foodtruck_order;

/** The texts of the sheet that opens when an order is handed over
 * (foodtruck_order_sheet_text()). */
typedef enum foodtruck_order_sheet_slot {
    /** "Order#1203 completed!" */
    FOODTRUCK_SHEET_TITLE = 0,
    /** "6 donuts \u2022 9:41 AM": the order's donuts (plural forms) and the time it opens. */
    FOODTRUCK_SHEET_SUMMARY = 1,
    /** The button that closes it, "Done". */
    FOODTRUCK_SHEET_DONE = 2
} foodtruck_order_sheet_slot;

/** Weekdays as bits for the weekend setting: bit (1u << day), Sunday = 0 ... Saturday = 6. */
#define FOODTRUCK_WEEKDAY_BIT(day) (1u << (day))
/** The default weekend: Sunday and Saturday, FOODTRUCK_WEEKDAY_BIT(0) | FOODTRUCK_WEEKDAY_BIT(6),
 * as a literal so that binding generators keep it. */
#define FOODTRUCK_WEEKEND_DEFAULT 0x41u

/* ---- Sales -------------------------------------------------------------------------- */

/** A sales period, counted back from now in local days (the session's UTC offset). */
typedef enum foodtruck_timeframe {
    /** Since local midnight. */
    FOODTRUCK_TIMEFRAME_TODAY = 0,
    /** The last 7 days, today included. */
    FOODTRUCK_TIMEFRAME_WEEK = 1,
    /** The last 30 days, today included. */
    FOODTRUCK_TIMEFRAME_MONTH = 2,
    /** The last 12 months, the current one included. */
    FOODTRUCK_TIMEFRAME_YEAR = 3
} foodtruck_timeframe;

/** A donut and how many of it sold. */
typedef struct foodtruck_donut_sales {
    /** The donut, by its id. */
    int32_t donut_id;
    /** How many of it sold in the period. */
    int64_t sales;
} foodtruck_donut_sales;

/** One point of a sales history chart: when the day or month starts (local midnight, ms since
 * the Unix epoch) and how many donuts sold in it. */
typedef struct foodtruck_sales_point {
    /** The local day's (or month's) start, ms since the Unix epoch. */
    int64_t starts_at;
    /** Donuts sold in that day (or month). */
    int64_t sales;
} foodtruck_sales_point;

/* ---- Cities ------------------------------------------------------------------------- */

/** A city, or all of them together (for sales questions only). */
typedef enum foodtruck_city {
    FOODTRUCK_CITY_ALL = -1,
    FOODTRUCK_CITY_CUPERTINO = 0,
    FOODTRUCK_CITY_SAN_FRANCISCO = 1,
    FOODTRUCK_CITY_LONDON = 2
} foodtruck_city;

/** A parking spot: where it is, and how far the showcase camera stands from it. Its slug and
 * name come from foodtruck_parking_spot_slug() and foodtruck_parking_spot_name(). */
typedef struct foodtruck_parking_spot {
    /** Degrees north of the equator. */
    double latitude;
    /** Degrees east of Greenwich (negative: west). */
    double longitude;
    /** The showcase camera's distance before its width factor, in metres (1000 by default). */
    double camera_distance;
    /** The city it is in (never FOODTRUCK_CITY_ALL). */
    foodtruck_city city;
    /** Its position in the city's list, from 0. */
    int32_t index;
} foodtruck_parking_spot;

/** The parking-spot showcase camera at an instant. */
typedef struct foodtruck_camera {
    /** Degrees clockwise from north, 0 up to 360 (one turn every 4 minutes). */
    double heading;
    /** Degrees from looking straight down, 50 to 60 (50 -> 60 -> 50 every minute). */
    double pitch;
    /** Metres from the spot: its camera distance times 1 (wide maps) to 1.5 (narrow ones). */
    double distance;
} foodtruck_camera;

/* ---- Weather ------------------------------------------------------------------------ */

/** The most minutes of one spot's minute forecast. */
#define FOODTRUCK_WEATHER_MAX_MINUTES 240
/** The most hours of the hourly forecast. */
#define FOODTRUCK_WEATHER_MAX_HOURS 240
/** The longest weather legal page address, in bytes. */
#define FOODTRUCK_WEATHER_LEGAL_PAGE_MAX_BYTES 2048

/** A weather condition as a weather service reports it, in alphabetical order of the English
 * names. Its words: foodtruck_weather_condition_name(); its symbol:
 * foodtruck_weather_condition_symbol(). */
typedef enum foodtruck_weather_condition {
    FOODTRUCK_WEATHER_CONDITION_BLIZZARD = 0,
    FOODTRUCK_WEATHER_CONDITION_BLOWING_DUST = 1,
    FOODTRUCK_WEATHER_CONDITION_BLOWING_SNOW = 2,
    FOODTRUCK_WEATHER_CONDITION_BREEZY = 3,
    FOODTRUCK_WEATHER_CONDITION_CLEAR = 4,
    FOODTRUCK_WEATHER_CONDITION_CLOUDY = 5,
    FOODTRUCK_WEATHER_CONDITION_DRIZZLE = 6,
    FOODTRUCK_WEATHER_CONDITION_FLURRIES = 7,
    FOODTRUCK_WEATHER_CONDITION_FOGGY = 8,
    FOODTRUCK_WEATHER_CONDITION_FREEZING_DRIZZLE = 9,
    FOODTRUCK_WEATHER_CONDITION_FREEZING_RAIN = 10,
    FOODTRUCK_WEATHER_CONDITION_FRIGID = 11,
    FOODTRUCK_WEATHER_CONDITION_HAIL = 12,
    FOODTRUCK_WEATHER_CONDITION_HAZE = 13,
    FOODTRUCK_WEATHER_CONDITION_HEAVY_RAIN = 14,
    FOODTRUCK_WEATHER_CONDITION_HEAVY_SNOW = 15,
    FOODTRUCK_WEATHER_CONDITION_HOT = 16,
    FOODTRUCK_WEATHER_CONDITION_HURRICANE = 17,
    FOODTRUCK_WEATHER_CONDITION_ISOLATED_THUNDERSTORMS = 18,
    FOODTRUCK_WEATHER_CONDITION_MOSTLY_CLEAR = 19,
    FOODTRUCK_WEATHER_CONDITION_MOSTLY_CLOUDY = 20,
    FOODTRUCK_WEATHER_CONDITION_PARTLY_CLOUDY = 21,
    FOODTRUCK_WEATHER_CONDITION_RAIN = 22,
    FOODTRUCK_WEATHER_CONDITION_SCATTERED_THUNDERSTORMS = 23,
    FOODTRUCK_WEATHER_CONDITION_SLEET = 24,
    FOODTRUCK_WEATHER_CONDITION_SMOKY = 25,
    FOODTRUCK_WEATHER_CONDITION_SNOW = 26,
    FOODTRUCK_WEATHER_CONDITION_STRONG_STORMS = 27,
    FOODTRUCK_WEATHER_CONDITION_SUN_FLURRIES = 28,
    FOODTRUCK_WEATHER_CONDITION_SUN_SHOWERS = 29,
    FOODTRUCK_WEATHER_CONDITION_THUNDERSTORMS = 30,
    FOODTRUCK_WEATHER_CONDITION_TROPICAL_STORM = 31,
    FOODTRUCK_WEATHER_CONDITION_WINDY = 32,
    FOODTRUCK_WEATHER_CONDITION_WINTRY_MIX = 33
} foodtruck_weather_condition;

/** The unit temperatures are shown in (a session setting, Fahrenheit by default). */
typedef enum foodtruck_temperature_unit {
    FOODTRUCK_TEMPERATURE_UNIT_FAHRENHEIT = 0,
    FOODTRUCK_TEMPERATURE_UNIT_CELSIUS = 1
} foodtruck_temperature_unit;

/** Where the weather a city's page shows comes from. */
typedef enum foodtruck_weather_source {
    /** Nothing was handed in for the city yet: the page's weather fields are empty. */
    FOODTRUCK_WEATHER_SOURCE_NONE = 0,
    /** A parking spot answered; its weather is shown. */
    FOODTRUCK_WEATHER_SOURCE_SPOT = 1,
    /** Every spot failed: clear, 15 % cloud cover, 72 °F are shown. */
    FOODTRUCK_WEATHER_SOURCE_FALLBACK = 2
} foodtruck_weather_source;

/** The weather card's rain line. */
typedef enum foodtruck_rain_outlook {
    /** No minute forecast: the weather card does not show. */
    FOODTRUCK_RAIN_OUTLOOK_UNKNOWN = 0,
    /** No minute with a 30 % chance or more: "No chance of rain today". */
    FOODTRUCK_RAIN_OUTLOOK_DRY = 1,
    /** A minute with a 30 % chance or more: "Will rain soon...". */
    FOODTRUCK_RAIN_OUTLOOK_SOON = 2
} foodtruck_rain_outlook;

/** The texts of a city's page, for foodtruck_weather_text(). */
typedef enum foodtruck_weather_text_kind {
    /** The shown condition in words ("Mostly Clear"). */
    FOODTRUCK_WEATHER_TEXT_CONDITION = 0,
    /** "Will rain soon..." or "No chance of rain today"; empty without the weather card. */
    FOODTRUCK_WEATHER_TEXT_RAIN = 1,
    /** "Cloud cover percentage is currently 15% in Cupertino". */
    FOODTRUCK_WEATHER_TEXT_CLOUD_COVER = 2,
    /** The shown temperature in the session's unit ("72°F"). */
    FOODTRUCK_WEATHER_TEXT_TEMPERATURE = 3,
    /** The Recommended Parking Spot card's title, "Recommended". */
    FOODTRUCK_WEATHER_TEXT_RECOMMENDED = 4,
    /** The recommended spot's name. */
    FOODTRUCK_WEATHER_TEXT_RECOMMENDED_SPOT = 5,
    /** The card's caption, "Parking Spot". */
    FOODTRUCK_WEATHER_TEXT_PARKING_SPOT = 6,
    /** The badge after the temperature, "Popular". */
    FOODTRUCK_WEATHER_TEXT_POPULAR = 7,
    /** The badge after that, "Trending". */
    FOODTRUCK_WEATHER_TEXT_TRENDING = 8,
    /** The sentence on the season's popular donuts. */
    FOODTRUCK_WEATHER_TEXT_SEASON = 9,
    /** The sentence on stocking up on cold ingredients. */
    FOODTRUCK_WEATHER_TEXT_STOCK_UP = 10,
    /** The attribution link's words, "Other data sources". */
    FOODTRUCK_WEATHER_TEXT_ATTRIBUTION = 11,
    /** The attribution link's address: the service's legal page, or the fallback. */
    FOODTRUCK_WEATHER_TEXT_ATTRIBUTION_LINK = 12
} foodtruck_weather_text_kind;

/** What a shell's weather service gave for one parking spot. A zeroed struct is a spot whose
 * request failed. */
typedef struct foodtruck_spot_weather {
    /** The chance of precipitation for each coming minute, 0 to 1; read during the call only.
     * May be NULL when minute_count is 0. */
    const double *minute_chances;
    /** The minutes in minute_chances, at most FOODTRUCK_WEATHER_MAX_MINUTES. */
    size_t minute_count;
    /** How much of the sky clouds cover, 0 to 1. */
    double cloud_cover;
    /** Degrees Celsius, -100 to 100. */
    double temperature_c;
    /** The current condition. */
    foodtruck_weather_condition condition;
    /** false: the request for this spot failed, and every other field is ignored. */
    bool answered;
    /** false: the service has no minute forecast here, so whether it will rain soon is
     * unknown; true with minute_count 0 is a forecast without rain. */
    bool has_minute_forecast;
} foodtruck_spot_weather;

/** One hour of the hourly forecast at the truck's parking spot. */
typedef struct foodtruck_hour_weather {
    /** The hour's start, ms since the Unix epoch. */
    int64_t at;
    /** Degrees Celsius, -100 to 100. */
    double temperature_c;
    /** Whether the sun is up. */
    bool daylight;
} foodtruck_hour_weather;

/** What a city's page shows of the weather. */
typedef struct foodtruck_city_weather {
    /** The shown cloud cover, 0 to 1 (0.15 in the fallback, 0 before any report). */
    double cloud_cover;
    /** The shown temperature in degrees Celsius (72 °F in the fallback and before any report). */
    double temperature_c;
    /** The shown condition (clear in the fallback and before any report). */
    foodtruck_weather_condition condition;
    /** Where the shown weather comes from. */
    foodtruck_weather_source source;
    /** The weather card's rain line. */
    foodtruck_rain_outlook rain;
    /** The recommended spot's index: the first spot with a minute forecast and no rain soon;
     * 0 when none. */
    int32_t recommended_spot;
    /** The index of the spot whose weather is shown (the last that answered, up to the
     * recommended one); -1 when none answered. */
    int32_t shown_spot;
    /** The cloud cover in whole percent, halves to even: the number of the cloud-cover text. */
    int32_t cloud_percent;
    /** Whether the weather card shows: only for a spot that answered with a minute forecast. */
    bool shows_weather_card;
} foodtruck_city_weather;

/* ---- Timers ------------------------------------------------------------------------- */

/** An order's preparation countdown at an instant. */
typedef struct foodtruck_timer {
    /** When preparation started and when the countdown ends, ms since the Unix epoch. */
    int64_t starts_at;
    /** When the countdown ends, ms since the Unix epoch. */
    int64_t ends_at;
    /** Milliseconds left: ends_at - now, within 0 and ends_at - starts_at. */
    int64_t remaining_ms;
    /** How much of the countdown has passed, 0.0 to 1.0. */
    double fraction_done;
    /** True from the end on. */
    bool finished;
} foodtruck_timer;

/** The longest (and default) preparation time, in seconds (foodtruck_truck_set_timer_duration()
 * takes 1 to this). */
#define FOODTRUCK_TIMER_MAX_SECONDS 60

/* ---- Activities --------------------------------------------------------------------- */

/** The highest limit of activities shown at once (foodtruck_truck_set_activity_limit() takes 1
 * to this). */
#define FOODTRUCK_ACTIVITY_MAX_LIMIT 100

/** Where a live activity is in its life: active -> stale -> ended -> dismissed. */
typedef enum foodtruck_activity_state {
    /** Showing, with current content. */
    FOODTRUCK_ACTIVITY_ACTIVE = 0,
    /** Showing, but its content is past its stale date (2 minutes after a start or update). */
    FOODTRUCK_ACTIVITY_STALE = 1,
    /** Ended: on the lock screen until dismissed. */
    FOODTRUCK_ACTIVITY_ENDED = 2,
    /** Gone from every surface. */
    FOODTRUCK_ACTIVITY_DISMISSED = 3
} foodtruck_activity_state;

/** When an ended activity leaves the lock screen. */
typedef enum foodtruck_dismissal_policy {
    /** 4 hours after it ended (the system's default). */
    FOODTRUCK_DISMISS_DEFAULT = 0,
    /** At once. */
    FOODTRUCK_DISMISS_IMMEDIATE = 1,
    /** At a given instant, no earlier than the end and no later than 4 hours after it. */
    FOODTRUCK_DISMISS_AFTER = 2
} foodtruck_dismissal_policy;

/** A live activity. Its texts come from foodtruck_activity_text(). */
typedef struct foodtruck_activity {
    /** The activity's id, 1, 2, ... in the order of requests. */
    int32_t id;
    /** The order it shows. */
    int32_t order_number;
    /** Active, stale, ended or dismissed. */
    foodtruck_activity_state state;
    /** The content: the countdown's range, ms since the Unix epoch. */
    int64_t timer_start;
    /** The countdown's end, ms since the Unix epoch. */
    int64_t timer_end;
    /** The content: higher wins the Dynamic Island. */
    double relevance;
    /** When it was requested, ms since the Unix epoch. */
    int64_t started_at;
    /** When the content goes stale. */
    int64_t stale_at;
    /** When it ended, or FOODTRUCK_NO_TIME. */
    int64_t ended_at;
    /** When it is (or was) dismissed, or FOODTRUCK_NO_TIME while showing. */
    int64_t dismiss_at;
} foodtruck_activity;

/** The Dynamic Island: the activity that owns it, and the one shown minimal beside it. */
typedef struct foodtruck_island {
    /** The owner's id (compact and expanded presentations), or 0 when nothing shows. */
    int32_t owner;
    /** The second activity's id (minimal presentation), or 0. */
    int32_t minimal;
} foodtruck_island;

/** The texts and image keys of an activity's presentations, as a shell draws them. */
typedef enum foodtruck_activity_text_slot {
    /** Lock screen: "Order 1203". */
    FOODTRUCK_TEXT_LOCK_TITLE = 0,
    /** Lock screen: "6 donuts", from the order, with the language's plural forms. */
    FOODTRUCK_TEXT_LOCK_DONUTS = 1,
    /** Lock screen and compact trailing: the countdown, m:ss. */
    FOODTRUCK_TEXT_COUNTDOWN = 2,
    /** Lock screen: the label under the countdown, "Remaining". */
    FOODTRUCK_TEXT_REMAINING = 3,
    /** Dynamic Island compact leading and minimal: the image key "IslandCompactIcon". */
    FOODTRUCK_TEXT_COMPACT_ICON = 4,
    /** Dynamic Island expanded leading: the image key "IslandExpandedIcon". */
    FOODTRUCK_TEXT_EXPANDED_ICON = 5,
    /** Dynamic Island expanded bottom: the order's donuts, each as its count, U+00D7 (the
     * multiplication sign) and its name, e.g. "4\u00d7 The Classic, 2\u00d7 Cosmos". */
    FOODTRUCK_TEXT_EXPANDED_BOTTOM = 6,
    /** The widget URL, "foodtruck://order/1203". */
    FOODTRUCK_TEXT_WIDGET_URL = 7,
    /** The activity's name, "Order preparation activity.". */
    FOODTRUCK_TEXT_ACTIVITY_NAME = 8,
    /** The notification's title, "Donuts are done!". */
    FOODTRUCK_TEXT_NOTIFICATION_TITLE = 9,
    /** The notification's body, "Time to take them out of the oven.". */
    FOODTRUCK_TEXT_NOTIFICATION_BODY = 10
} foodtruck_activity_text_slot;

/* ---- Events ------------------------------------------------------------------------- */

/** What happened. */
typedef enum foodtruck_event_kind {
    FOODTRUCK_EVENT_ORDER_PLACED = 0,
    FOODTRUCK_EVENT_ORDER_STATUS_CHANGED = 1,
    FOODTRUCK_EVENT_TIMER_FINISHED = 2,
    /** A "Donuts are done!" notification is due (texts: FOODTRUCK_TEXT_NOTIFICATION_*). */
    FOODTRUCK_EVENT_NOTIFICATION = 3,
    FOODTRUCK_EVENT_ACTIVITY_STARTED = 4,
    FOODTRUCK_EVENT_ACTIVITY_UPDATED = 5,
    FOODTRUCK_EVENT_ACTIVITY_STALE = 6,
    FOODTRUCK_EVENT_ACTIVITY_ENDED = 7,
    FOODTRUCK_EVENT_ACTIVITY_DISMISSED = 8,
    /** The Dynamic Island's owner changed (foodtruck_activity_island() says how it looks now):
     * activity_id is the new owner, or 0 when the island emptied; order_number is the new
     * owner's order, or the departed owner's. After the events of the change that caused it,
     * at the same instant. */
    FOODTRUCK_EVENT_ISLAND_OWNER_CHANGED = 9
} foodtruck_event_kind;

/** An event: what, when (its own instant, not the tick's), and what it concerns. */
typedef struct foodtruck_event {
    /** When it happened (its own instant, not the tick's). First, so that the struct has no
     * padding: 24 bytes. */
    int64_t at;
    /** What happened. */
    foodtruck_event_kind kind;
    /** The order it is about (for an island owner change that empties the island, the departed
     * owner's). */
    int32_t order_number;
    /** The activity, for activity events; else 0. */
    int32_t activity_id;
    /** The order's status after the event. */
    foodtruck_order_status status;
} foodtruck_event;

/** The most events the queue keeps for foodtruck_event_poll(); older ones are dropped and counted
 * (foodtruck_event_dropped()). With a callback registered nothing is dropped. */
#define FOODTRUCK_EVENT_QUEUE_CAPACITY 10000

/** Receives one event, synchronously, on the thread of the call that produced it and before
 * that call returns, with no lock of the library held: it may call any libfoodtruck function,
 * this truck's included. It is never re-entered on its thread: events caused by the calls it
 * makes are delivered after it returns, in order. It must not throw (C++) or longjmp out. */
typedef void (*foodtruck_event_callback)(const foodtruck_event *event, void *user_data);

/** Releases user_data; called exactly once, when the callback is replaced or the truck freed,
 * after every delivery to the callback has returned. */
typedef void (*foodtruck_destroy_callback)(void *user_data);

/* ---- Navigation --------------------------------------------------------------------- */

/** The longest deep link foodtruck_deep_link_parse() accepts, in bytes without the NUL. */
#define FOODTRUCK_DEEP_LINK_MAX_BYTES 2048

/** The app's screens, in the original's declaration order; the city pages last, one per city
 * in foodtruck_city order (Cupertino, San Francisco, London). */
typedef enum foodtruck_panel {
    FOODTRUCK_PANEL_TRUCK = 0,
    FOODTRUCK_PANEL_SOCIAL_FEED = 1,
    FOODTRUCK_PANEL_ACCOUNT = 2,
    FOODTRUCK_PANEL_ORDERS = 3,
    FOODTRUCK_PANEL_SALES_HISTORY = 4,
    FOODTRUCK_PANEL_DONUTS = 5,
    FOODTRUCK_PANEL_DONUT_EDITOR = 6,
    FOODTRUCK_PANEL_TOP_FIVE = 7,
    FOODTRUCK_PANEL_CITY_CUPERTINO = 8,
    FOODTRUCK_PANEL_CITY_SAN_FRANCISCO = 9,
    FOODTRUCK_PANEL_CITY_LONDON = 10
} foodtruck_panel;

/** The sidebar's groups: the first items stand under no heading. */
typedef enum foodtruck_sidebar_section {
    FOODTRUCK_SECTION_NONE = 0,
    FOODTRUCK_SECTION_DONUTS = 1,
    FOODTRUCK_SECTION_CITIES = 2
} foodtruck_sidebar_section;

/** One row of the sidebar. */
typedef struct foodtruck_sidebar_item {
    /** The panel the row opens. */
    foodtruck_panel panel;
    /** The section it is listed under, or FOODTRUCK_SECTION_NONE. */
    foodtruck_sidebar_section section;
} foodtruck_sidebar_item;

/** What a step of the navigation path shows. */
typedef enum foodtruck_step_kind {
    /** A panel (panel). */
    FOODTRUCK_STEP_PANEL = 0,
    /** An order's detail (id: the order number). */
    FOODTRUCK_STEP_ORDER = 1,
    /** The editor of a catalog donut (id: the donut id). */
    FOODTRUCK_STEP_DONUT = 2,
    /** The editor of a new donut, from the template. */
    FOODTRUCK_STEP_NEW_DONUT = 3
} foodtruck_step_kind;

/** One step of the navigation path, shown on top of the selected panel. panel is read only for
 * FOODTRUCK_STEP_PANEL and id only for FOODTRUCK_STEP_ORDER and FOODTRUCK_STEP_DONUT; the
 * library writes 0 into the field a step does not use. */
typedef struct foodtruck_step {
    /** What the step shows: a panel, an order, a donut or the new-donut editor. */
    foodtruck_step_kind kind;
    /** The panel, for FOODTRUCK_STEP_PANEL; else ignored. */
    foodtruck_panel panel;
    /** The order number or donut id, for the steps that show one; else ignored. */
    int32_t id;
} foodtruck_step;

/** The Truck screen's cards whose headers lead to another panel. */
typedef enum foodtruck_truck_card {
    /** To Orders. */
    FOODTRUCK_CARD_NEW_ORDERS = 0,
    /** To San Francisco's page, as in the original. */
    FOODTRUCK_CARD_FORECAST = 1,
    /** To the Donut Gallery. */
    FOODTRUCK_CARD_DONUTS = 2,
    /** To the Social Feed. */
    FOODTRUCK_CARD_SOCIAL_FEED = 3
} foodtruck_truck_card;

/** The longest saved navigation state foodtruck_navigation_restore() accepts, in bytes without
 * the NUL. */
#define FOODTRUCK_NAVIGATION_SAVED_MAX_BYTES 512

/** The fixed texts of a shell's own chrome (foodtruck_navigation_text()): key hints, labels, the
 * small-window notice and the demo transcript's words. */
typedef enum foodtruck_navigation_label {
    /** Key hint: the keys that open the panels. */
    FOODTRUCK_NAVIGATION_LABEL_KEY_PANELS = 0,
    FOODTRUCK_NAVIGATION_LABEL_KEY_MOVE = 1,
    FOODTRUCK_NAVIGATION_LABEL_KEY_NEXT_STEP = 2,
    FOODTRUCK_NAVIGATION_LABEL_KEY_SEARCH = 3,
    FOODTRUCK_NAVIGATION_LABEL_KEY_SORT = 4,
    FOODTRUCK_NAVIGATION_LABEL_KEY_NEXT_CITY = 5,
    /** Key hint: switch the language; it names the other language ("العربية" in English). */
    FOODTRUCK_NAVIGATION_LABEL_KEY_LANGUAGE = 6,
    FOODTRUCK_NAVIGATION_LABEL_KEY_SPEED = 7,
    /** Key hint: switch a shell's simulated operator on or off. */
    FOODTRUCK_NAVIGATION_LABEL_KEY_AUTO_OPERATOR = 8,
    FOODTRUCK_NAVIGATION_LABEL_KEY_QUIT = 9,
    FOODTRUCK_NAVIGATION_LABEL_KEY_DONE = 10,
    /** Key hint while searching: clear the search and stop searching. */
    FOODTRUCK_NAVIGATION_LABEL_KEY_CLEAR = 11,
    /** A switch's state: "on". */
    FOODTRUCK_NAVIGATION_LABEL_ON = 12,
    /** A switch's state: "off". */
    FOODTRUCK_NAVIGATION_LABEL_OFF = 13,
    /** The title of a panel of the live activities on the lock screen. */
    FOODTRUCK_NAVIGATION_LABEL_LIVE_ACTIVITIES = 14,
    FOODTRUCK_NAVIGATION_LABEL_OPEN_ORDERS = 15,
    FOODTRUCK_NAVIGATION_LABEL_SALES = 16,
    FOODTRUCK_NAVIGATION_LABEL_DONUT = 17,
    /** A column of days (a sales table's). */
    FOODTRUCK_NAVIGATION_LABEL_DAY = 18,
    FOODTRUCK_NAVIGATION_LABEL_DYNAMIC_ISLAND = 19,
    /** Said when the Dynamic Island's owner left and none took its place. */
    FOODTRUCK_NAVIGATION_LABEL_ISLAND_EMPTY = 20,
    FOODTRUCK_NAVIGATION_LABEL_NO_ORDERS = 21,
    FOODTRUCK_NAVIGATION_LABEL_NO_ACTIVITIES = 22,
    /** The small-window notice; the shell follows it with the size, "60x20". */
    FOODTRUCK_NAVIGATION_LABEL_WINDOW_TOO_SMALL = 23,
    /** The demo transcript's first line. */
    FOODTRUCK_NAVIGATION_LABEL_DEMO_TITLE = 24,
    /** The demo transcript's second line: what happens in it. */
    FOODTRUCK_NAVIGATION_LABEL_DEMO_STORY = 25,
    /** Heads the legend: each event's name and foodtruck_event_explanation(). */
    FOODTRUCK_NAVIGATION_LABEL_LEGEND = 26,
    /** Explains the demo's summary lines. */
    FOODTRUCK_NAVIGATION_LABEL_SUMMARY_LEGEND = 27,
    /** The demo's last line; the shell follows it with the command. */
    FOODTRUCK_NAVIGATION_LABEL_DEMO_INTERACTIVE = 28,
    /** Between the items of a list: ", "; in Arabic, the Arabic comma (U+060C) and a space. */
    FOODTRUCK_NAVIGATION_LABEL_LIST_SEPARATOR = 29,
    /** The Top 5's and the Sales History's header over foodtruck_chart_total(): "Total Sales". */
    FOODTRUCK_NAVIGATION_LABEL_TOTAL_SALES = 30,
    /** The Donut Editor's glaze and topping pickers' first choice, no ingredient
     * (FOODTRUCK_NO_INGREDIENT): "None". */
    FOODTRUCK_NAVIGATION_LABEL_NONE = 31,
    /** The caption under the Truck screen's Social Feed card's tags: "Trending Topics". */
    FOODTRUCK_NAVIGATION_LABEL_TRENDING_TOPICS = 32,
    /** After the date of the Sales History's last point, the day (or in the year view the
     * month) still under way, where a table cannot draw it as a partial point: "so far". */
    FOODTRUCK_NAVIGATION_LABEL_SO_FAR = 33,
    /** The compact Orders list's first section, the placed orders (the status's own name is
     * "Placed"): "New". */
    FOODTRUCK_NAVIGATION_LABEL_NEW_ORDERS = 34,
    /** A donuts search that matches none: "No donuts". */
    FOODTRUCK_NAVIGATION_LABEL_NO_DONUTS = 35,
    /** A shell's local stand-in for the platform store, where it has none, named plainly:
     * "Test Store". */
    FOODTRUCK_NAVIGATION_LABEL_TEST_STORE = 36,
    /** What the test store is: "Purchases are simulated on this computer; nothing is charged." */
    FOODTRUCK_NAVIGATION_LABEL_TEST_STORE_NOTE = 37,
    /** A shell's local stand-in for a passkey authenticator: "Test Authenticator". */
    FOODTRUCK_NAVIGATION_LABEL_TEST_AUTHENTICATOR = 38,
    /** What the test authenticator is: "A key kept on this computer stands in for a passkey." */
    FOODTRUCK_NAVIGATION_LABEL_TEST_AUTHENTICATOR_NOTE = 39,
    /** The Donut Editor's name field's prompt: "Donut Name". */
    FOODTRUCK_NAVIGATION_LABEL_DONUT_NAME = 40,
    /** The demo transcript's explanation of its first line: the day so far, the orders placed
     * before the afternoon starts, handed over at once. */
    FOODTRUCK_NAVIGATION_LABEL_DEMO_OPENING = 41,
    /** Said when more orders wait than before: "The queue grows: the operator prepares one order
     * at a time. Waiting:"; the shell follows it with the number. */
    FOODTRUCK_NAVIGATION_LABEL_QUEUE_GROWS = 42,
    /** The notification for an order whose preparation ends: "Donuts are done!", the same words
     * as a live activity's (foodtruck_activity_text()), for an order with no activity too. */
    FOODTRUCK_NAVIGATION_LABEL_NOTIFICATION_TITLE = 43,
    /** The notification's body: "Time to take them out of the oven." */
    FOODTRUCK_NAVIGATION_LABEL_NOTIFICATION_BODY = 44
} foodtruck_navigation_label;

/* ---- Account ------------------------------------------------------------------------ */

/** Where the sign-in stands. The account starts signed out. */
typedef enum foodtruck_account_state {
    /** No user: Sign In and Sign Up show. */
    FOODTRUCK_ACCOUNT_SIGNED_OUT = 0,
    /** Sign In was tapped: the shell runs a passkey assertion and a saved-password request
     * together, with foodtruck_account_challenge() and foodtruck_account_relying_party(). */
    FOODTRUCK_ACCOUNT_SIGNING_IN = 1,
    /** Sign Up with a passkey: the shell runs a passkey registration for
     * foodtruck_account_user_name() (its user id: the name's UTF-8 bytes). */
    FOODTRUCK_ACCOUNT_REGISTERING = 2,
    /** Signed in as foodtruck_account_user_name(): the name and Sign Out show. */
    FOODTRUCK_ACCOUNT_SIGNED_IN = 3,
    /** Signed in, and the alert "Are you sure you want to sign out?" shows. */
    FOODTRUCK_ACCOUNT_CONFIRMING_SIGN_OUT = 4
} foodtruck_account_state;

/** How a request to the platform's authenticator ended without a credential. */
typedef enum foodtruck_account_failure {
    /** The user cancelled: no error shows. */
    FOODTRUCK_ACCOUNT_CANCELLED = 0,
    /** "Encountered an error handling the authorization result." */
    FOODTRUCK_ACCOUNT_AUTHORIZATION_ERROR = 1,
    /** "Received an unknown authorization result." */
    FOODTRUCK_ACCOUNT_UNKNOWN_RESULT = 2
} foodtruck_account_failure;

/** The Account screen's fixed texts. */
typedef enum foodtruck_account_label {
    FOODTRUCK_ACCOUNT_LABEL_SIGN_IN = 0,
    FOODTRUCK_ACCOUNT_LABEL_SIGN_UP = 1,
    FOODTRUCK_ACCOUNT_LABEL_SIGN_OUT = 2,
    /** "Are you sure you want to sign out?" */
    FOODTRUCK_ACCOUNT_LABEL_SIGN_OUT_CONFIRMATION = 3,
    FOODTRUCK_ACCOUNT_LABEL_CANCEL = 4,
    /** The sign-up form's switch, on at first (FOODTRUCK_ACCOUNT_USE_PASSKEY_DEFAULT). */
    FOODTRUCK_ACCOUNT_LABEL_USE_PASSKEY = 5,
    /** The sign-up form's user name field. */
    FOODTRUCK_ACCOUNT_LABEL_USER_NAME = 6,
    /** The sign-up form's password field, shown only with Use Passkey off. */
    FOODTRUCK_ACCOUNT_LABEL_PASSWORD = 7,
    /** The link to help with purchases (iOS). */
    FOODTRUCK_ACCOUNT_LABEL_PURCHASE_SUPPORT = 8,
    /** The button that restores missing purchases (macOS). */
    FOODTRUCK_ACCOUNT_LABEL_RESTORE_PURCHASES = 9
} foodtruck_account_label;

/** What the Account screen shows in the account's state. */
typedef struct foodtruck_account_view {
    /** Where the sign-in state machine is. */
    foodtruck_account_state state;
    /** The signed-in user's name (foodtruck_account_user_name()). */
    bool shows_user_name;
    /** The Sign In button. */
    bool shows_sign_in;
    /** The Sign Up button. */
    bool shows_sign_up;
    /** The Sign Out button. */
    bool shows_sign_out;
    /** The sign-out alert, with Sign Out and Cancel. */
    bool shows_sign_out_confirmation;
    /** The latest request's error description (foodtruck_account_failure_text()). */
    bool shows_failure;
    /** Which failure, when shows_failure. */
    foodtruck_account_failure failure;
} foodtruck_account_view;

/** The sign-up form's "Use Passkey" switch starts on. */
#define FOODTRUCK_ACCOUNT_USE_PASSKEY_DEFAULT 1

/** The longest user name, in characters (grapheme clusters), after trimming. */
#define FOODTRUCK_ACCOUNT_USER_NAME_MAX_CHARACTERS 64

/** The longest user name, in bytes as given, without the NUL; checked first. */
#define FOODTRUCK_ACCOUNT_USER_NAME_MAX_BYTES 256

/** The longest password foodtruck_account_sign_up_password() accepts, in bytes without the NUL. */
#define FOODTRUCK_ACCOUNT_PASSWORD_MAX_BYTES 1024

/** The longest relying party (a domain name), in bytes without the NUL. */
#define FOODTRUCK_ACCOUNT_RELYING_PARTY_MAX_BYTES 253

/** The shortest challenge accepted, in bytes. */
#define FOODTRUCK_ACCOUNT_CHALLENGE_MIN_BYTES 16

/** The longest challenge accepted, in bytes. */
#define FOODTRUCK_ACCOUNT_CHALLENGE_MAX_BYTES 64

/* ---- Layout ------------------------------------------------------------------------- */

/** A point, in points; y grows downward. */
typedef struct foodtruck_point {
    /** Points to the right of the origin. */
    double x;
    /** Points down from the origin. */
    double y;
} foodtruck_point;

/** A size, in points. */
typedef struct foodtruck_size {
    /** Points across. */
    double width;
    /** Points down. */
    double height;
} foodtruck_size;

/** A rectangle: origin (top-left) and size, in points. */
typedef struct foodtruck_rect {
    /** The left edge, in points. */
    double x;
    /** The top edge, in points. */
    double y;
    /** Points across. */
    double width;
    /** Points down. */
    double height;
} foodtruck_rect;

/** One diagonal donut stack of a batch (foodtruck_layout_diagonal_stacks()). */
typedef struct foodtruck_diagonal_stack {
    /** Where the stack goes. */
    foodtruck_rect bounds;
    /** How many donuts it shows (the first 3 are placed). */
    size_t count;
} foodtruck_diagonal_stack;

/** A proposal dimension the layout chooses (any negative value means the same). Also in the
 * library as foodtruck_unspecified. */
#define FOODTRUCK_UNSPECIFIED -1.0

/** FOODTRUCK_UNSPECIFIED as data in the library, for a binding that reads no floating-point
 * constant (cffi's ABI mode). */
extern const double foodtruck_unspecified;

/** Horizontal alignment, in reading order (mirrored right to left). */
typedef enum foodtruck_horizontal_alignment {
    FOODTRUCK_ALIGN_LEADING = 0,
    FOODTRUCK_ALIGN_CENTER = 1,
    FOODTRUCK_ALIGN_TRAILING = 2
} foodtruck_horizontal_alignment;

/** Vertical alignment of the items of a row (the flow layout's). */
typedef enum foodtruck_vertical_alignment {
    FOODTRUCK_ALIGN_TOP = 0,
    FOODTRUCK_ALIGN_MIDDLE = 1,
    FOODTRUCK_ALIGN_BOTTOM = 2
} foodtruck_vertical_alignment;

/** One segment of a segmented gauge, as drawn (physical left and right). */
typedef struct foodtruck_gauge_segment {
    /** Where the segment is drawn. */
    foodtruck_rect frame;
    /** Opaque when true; drawn at 0.35 opacity when false. */
    bool filled;
    /** The corner radius on its left side, as drawn. */
    double left_radius;
    /** The corner radius on its right side, as drawn. */
    double right_radius;
} foodtruck_gauge_segment;

/** The donut gallery's grid at a width. */
typedef struct foodtruck_gallery_grid {
    /** Each cell's width, in points. */
    double cell_width;
    /** The donut thumbnail's side, in points. */
    double thumbnail;
    /** After the doubles, so that the struct has no avoidable padding: 24 bytes. */
    int32_t columns;
    /** Whether the grid uses its reduced (compact) sizes. */
    bool reduced;
} foodtruck_gallery_grid;

/* ---- Charts ------------------------------------------------------------------------- */

/** One hour of the temperature forecast. */
typedef struct foodtruck_forecast_hour {
    /** The hour's start, ms since the Unix epoch. */
    int64_t at;
    /** The temperature, whole degrees Fahrenheit. */
    int32_t degrees_f;
    /** Whether the sun is up. */
    bool daylight;
} foodtruck_forecast_hour;

/** A span of time [start, end), ms since the Unix epoch. */
typedef struct foodtruck_time_range {
    /** The start, ms since the Unix epoch (included). */
    int64_t starts_at;
    /** The end, ms since the Unix epoch (excluded). */
    int64_t ends_at;
} foodtruck_time_range;

/** The charts foodtruck_svg_chart() draws. */
typedef enum foodtruck_chart_kind {
    FOODTRUCK_CHART_TOP_SALES = 0,
    FOODTRUCK_CHART_SALES_HISTORY = 1,
    FOODTRUCK_CHART_FORECAST = 2
} foodtruck_chart_kind;

/** What an item of a chart's layout is (foodtruck_chart_layout()). The marks come first; the
 * kinds from FOODTRUCK_CHART_ITEM_TITLE on are texts (foodtruck_chart_layout_text()). */
typedef enum foodtruck_chart_item_kind {
    /** The plot area of a line or area chart: its lines and area lie inside it. */
    FOODTRUCK_CHART_ITEM_PLOT = 0,
    /** A horizontal grid line at a value mark (its frame has no height). */
    FOODTRUCK_CHART_ITEM_GRID_LINE = 1,
    /** A Top 5 bar; reference: the donut's id. */
    FOODTRUCK_CHART_ITEM_BAR = 2,
    /** The capsule atop a bar that holds its count; reference: the donut's id. */
    FOODTRUCK_CHART_ITEM_CAPSULE = 3,
    /** A donut's picture under its bar (foodtruck_svg_donut() at the frame's width); reference:
     * the donut's id. */
    FOODTRUCK_CHART_ITEM_THUMBNAIL = 4,
    /** A point of a line, at its frame's centre: the Sales History's (reference: the city) or
     * the forecast's area (reference 0), in time order. */
    FOODTRUCK_CHART_ITEM_POINT = 5,
    /** The last point of a Sales History line: today, or this month, still under way. Drawn
     * hollow at the end of a dashed segment, so that a day half sold does not read as a fall. */
    FOODTRUCK_CHART_ITEM_PARTIAL_POINT = 6,
    /** A night of the forecast, shaded across the plot. */
    FOODTRUCK_CHART_ITEM_NIGHT = 7,
    /** A legend entry's colour key; reference: the city. */
    FOODTRUCK_CHART_ITEM_LEGEND_KEY = 8,
    /** The chart's title ("Total Sales"). */
    FOODTRUCK_CHART_ITEM_TITLE = 9,
    /** The chart's total ("2,161 donuts"). */
    FOODTRUCK_CHART_ITEM_TOTAL = 10,
    /** A value axis label beside its grid line. */
    FOODTRUCK_CHART_ITEM_VALUE_LABEL = 11,
    /** A time axis label under its mark. */
    FOODTRUCK_CHART_ITEM_TIME_LABEL = 12,
    /** A count inside its capsule; reference: the donut's id. */
    FOODTRUCK_CHART_ITEM_CAPSULE_LABEL = 13,
    /** One line of a donut's name under its picture; reference: the donut's id. */
    FOODTRUCK_CHART_ITEM_NAME_LABEL = 14,
    /** A legend entry's name; reference: the city. */
    FOODTRUCK_CHART_ITEM_LEGEND_LABEL = 15
} foodtruck_chart_item_kind;

/** Which side of its frame a text lies against. */
typedef enum foodtruck_text_alignment {
    FOODTRUCK_TEXT_LEFT = 0,
    FOODTRUCK_TEXT_CENTER = 1,
    FOODTRUCK_TEXT_RIGHT = 2
} foodtruck_text_alignment;

/** One item of a chart's layout, placed in the picture: a mark or a line of text. A text's
 * frame is its line box, as wide as the text may be in any common sans-serif font and 1.25
 * times its size high, its baseline 0.95 times its size below the frame's top. */
typedef struct foodtruck_chart_item {
    /** What it is. */
    foodtruck_chart_item_kind kind;
    /** The donut's id or the city it stands for (see its kind), or -1. */
    int32_t reference;
    /** Where it is, in the picture's points (y down), already mirrored in Arabic. */
    foodtruck_rect frame;
    /** A text's size in points (11 or more); 0 for a mark. */
    double font_size;
    /** Which side of its frame a text lies against; FOODTRUCK_TEXT_CENTER for a mark. */
    foodtruck_text_alignment alignment;
} foodtruck_chart_item;

/** A symbol the original app marks something with (foodtruck_panel_icon(),
 * foodtruck_order_status_icon(), foodtruck_flavor_icon(), foodtruck_feed_tag_icon()), named
 * after what it pictures; foodtruck_icon_symbol(), foodtruck_icon_name() and
 * foodtruck_svg_icon() give it to a shell. */
typedef enum foodtruck_icon {
    /** A box truck: the Truck panel. */
    FOODTRUCK_ICON_TRUCK = 0,
    /** A speech bubble: the Social Feed. */
    FOODTRUCK_ICON_SPEECH_BUBBLE = 1,
    /** A person in a circle: the Account. */
    FOODTRUCK_ICON_PERSON = 2,
    /** A shipping box: Orders, and a completed order. */
    FOODTRUCK_ICON_BOX = 3,
    /** A clock: the Sales History. */
    FOODTRUCK_ICON_CLOCK = 4,
    /** The app's donut: the Donuts panel, a donut's tag. */
    FOODTRUCK_ICON_DONUT = 5,
    /** Three sliders: the Donut Editor. */
    FOODTRUCK_ICON_SLIDERS = 6,
    /** A trophy: the Top 5. */
    FOODTRUCK_ICON_TROPHY = 7,
    /** Two buildings: a city's page, a city's tag. */
    FOODTRUCK_ICON_BUILDINGS = 8,
    /** A paper plane: a placed order. */
    FOODTRUCK_ICON_PAPER_PLANE = 9,
    /** A stopwatch: an order being prepared. */
    FOODTRUCK_ICON_TIMER = 10,
    /** A tick in a circle: a ready order. */
    FOODTRUCK_ICON_CHECKMARK = 11,
    /** A tag: a topic's tag. */
    FOODTRUCK_ICON_TAG = 12,
    /** A salt shaker: salty. */
    FOODTRUCK_ICON_SALTY = 13,
    /** A wrapped sweet: sweet. */
    FOODTRUCK_ICON_SWEET = 14,
    /** A cup of coffee: bitter. */
    FOODTRUCK_ICON_BITTER = 15,
    /** A lemon: sour. */
    FOODTRUCK_ICON_SOUR = 16,
    /** A smiling face: savory. */
    FOODTRUCK_ICON_SAVORY = 17,
    /** A flame: spicy. */
    FOODTRUCK_ICON_SPICY = 18,
    /** Four tiles: the donut gallery's grid layout. */
    FOODTRUCK_ICON_GRID = 19,
    /** A bulleted list: the donut gallery's list layout. */
    FOODTRUCK_ICON_LIST = 20
} foodtruck_icon;

/* ---- Widgets ------------------------------------------------------------------------ */

/** The highest daily order quota of the orders widget (foodtruck_truck_set_widget_quota() takes
 * 1 to this). */
#define FOODTRUCK_WIDGET_MAX_QUOTA 1000

/** The app's timeline widgets (the live activity is none: see Activities). */
typedef enum foodtruck_widget_kind {
    /** Today's five best sellers, one an hour, each with its week's trend. */
    FOODTRUCK_WIDGET_DAILY_DONUT = 0,
    /** The day's orders against the quota (foodtruck_truck_set_widget_quota()). */
    FOODTRUCK_WIDGET_ORDERS = 1,
    /** Where the truck is parked. */
    FOODTRUCK_WIDGET_PARKING_SPOT = 2
} foodtruck_widget_kind;

/** The sizes a widget is drawn at (foodtruck_widget_families() lists a widget's). */
typedef enum foodtruck_widget_family {
    FOODTRUCK_FAMILY_SMALL = 0,
    FOODTRUCK_FAMILY_MEDIUM = 1,
    FOODTRUCK_FAMILY_LARGE = 2,
    FOODTRUCK_FAMILY_EXTRA_LARGE = 3,
    /** A round lock-screen widget. */
    FOODTRUCK_FAMILY_ACCESSORY_CIRCULAR = 4,
    /** A rectangular lock-screen widget. */
    FOODTRUCK_FAMILY_ACCESSORY_RECTANGULAR = 5,
    /** One line of text beside the lock screen's clock. */
    FOODTRUCK_FAMILY_ACCESSORY_INLINE = 6
} foodtruck_widget_family;

/** When the system asks a widget for its next timeline. */
typedef enum foodtruck_reload_policy {
    /** When the last entry has had its time: reload_at is an hour after the last entry. */
    FOODTRUCK_RELOAD_AT_END = 0,
    /** At reload_at. */
    FOODTRUCK_RELOAD_AFTER = 1,
    /** Only when the shell asks again: nothing shown changes by itself; reload_at is
     * FOODTRUCK_NO_TIME. */
    FOODTRUCK_RELOAD_NEVER = 2
} foodtruck_reload_policy;

/** A widget's timeline at an instant (foodtruck_widget_timeline()); the entries come from the
 * widget's own function. */
typedef struct foodtruck_timeline {
    /** When to ask for the next timeline, ms since the Unix epoch, or FOODTRUCK_NO_TIME. */
    int64_t reload_at;
    /** When the shell asks for the next timeline: at the end, after reload_at, or never. */
    foodtruck_reload_policy policy;
    /** How many entries: 5 for the Daily Donut, 1 for the others. */
    int32_t entry_count;
} foodtruck_timeline;

/** One entry of the Daily Donut widget: a donut of today's Top 5. Its name comes from
 * foodtruck_donut_name(), its trend from foodtruck_widget_trend(). */
typedef struct foodtruck_daily_donut_entry {
    /** When the entry shows from, ms since the Unix epoch: now + (rank - 1) hours. */
    int64_t at;
    /** How many of it sold today, in every city. */
    int64_t sales;
    /** The donut, by its id. */
    int32_t donut_id;
    /** Its place in today's ranking, 1 to 5. */
    int32_t rank;
} foodtruck_daily_donut_entry;

/** The Orders widget's entry (foodtruck_widget_orders()). */
typedef struct foodtruck_orders_entry {
    /** When the entry shows from: now. */
    int64_t at;
    /** How full the gauge is: min(orders, quota) / quota, 0 to 1. */
    double fraction;
    /** The orders placed on now's local day, every status, every city. */
    int32_t orders;
    /** The quota, 1 to 1000. */
    int32_t quota;
} foodtruck_orders_entry;

/** The Parking Spot widget's entry (foodtruck_widget_parking_spot()). */
typedef struct foodtruck_parking_spot_entry {
    /** When the entry shows from: now. */
    int64_t at;
    /** Where the truck is parked. */
    foodtruck_parking_spot spot;
} foodtruck_parking_spot_entry;

/* ---- Feed --------------------------------------------------------------------------- */

/** The free-text tags of the social feed (foodtruck_feed_tag_title() gives their titles). */
typedef enum foodtruck_feed_topic {
    FOODTRUCK_FEED_TOPIC_WARMED_UP = 0,
    FOODTRUCK_FEED_TOPIC_ROOM_TEMPERATURE = 1,
    FOODTRUCK_FEED_TOPIC_RAINBOW_SPRINKLES = 2,
    FOODTRUCK_FEED_TOPIC_DAIRY_FREE = 3,
    FOODTRUCK_FEED_TOPIC_GLUTEN_FREE = 4,
    FOODTRUCK_FEED_TOPIC_CARROTS = 5,
    FOODTRUCK_FEED_TOPIC_DONUT_VS_DOUGHNUT = 6,
    FOODTRUCK_FEED_TOPIC_SPACE = 7,
    FOODTRUCK_FEED_TOPIC_VEGETABLES = 8,
    FOODTRUCK_FEED_TOPIC_SPICY = 9,
    FOODTRUCK_FEED_TOPIC_NEW_FLAVORS = 10,
    FOODTRUCK_FEED_TOPIC_HEALTHY_TREATS = 11
} foodtruck_feed_topic;

/** What a tag is about; it says what foodtruck_feed_tag's subject holds. */
typedef enum foodtruck_feed_tag_kind {
    /** A topic: subject is a foodtruck_feed_topic. */
    FOODTRUCK_FEED_TAG_TOPIC = 0,
    /** A donut: subject is its donut id. */
    FOODTRUCK_FEED_TAG_DONUT = 1,
    /** A city: subject is a foodtruck_city (never FOODTRUCK_CITY_ALL). */
    FOODTRUCK_FEED_TAG_CITY = 2
} foodtruck_feed_tag_kind;

/** A tag of a post, of the trending list or of a filter; its identity is kind and subject. */
typedef struct foodtruck_feed_tag {
    /** A topic, a donut or a city. */
    foodtruck_feed_tag_kind kind;
    /** The topic (a foodtruck_feed_topic), the donut's id or the city (a foodtruck_city). */
    int32_t subject;
} foodtruck_feed_tag;

/** Who wrote a post (foodtruck_feed_author_name() gives the name). */
typedef enum foodtruck_feed_author {
    FOODTRUCK_FEED_AUTHOR_MAYA = 0,
    FOODTRUCK_FEED_AUTHOR_OMAR = 1,
    FOODTRUCK_FEED_AUTHOR_LENA = 2,
    FOODTRUCK_FEED_AUTHOR_SAM = 3,
    FOODTRUCK_FEED_AUTHOR_NOOR = 4
} foodtruck_feed_author;

/** What a post shows besides its text; the library holds no pictures: the shell draws. */
typedef enum foodtruck_feed_media {
    /** The favorite donut's picture (foodtruck_svg_donut()). */
    FOODTRUCK_FEED_MEDIA_DONUT = 0,
    /** A photo the author took. */
    FOODTRUCK_FEED_MEDIA_PHOTO = 1,
    /** A short video. */
    FOODTRUCK_FEED_MEDIA_VIDEO = 2
} foodtruck_feed_media;

/** The sections of the Feed screen (foodtruck_feed_sections() lists those shown). */
typedef enum foodtruck_feed_section {
    /** The invitation to subscribe, without Social Feed+; it holds no posts. */
    FOODTRUCK_FEED_SECTION_MARKETING = 0,
    /** The Social Feed+ posts, with Social Feed+ and the highlight toggle on. */
    FOODTRUCK_FEED_SECTION_HIGHLIGHTED = 1,
    FOODTRUCK_FEED_SECTION_POSTS = 2
} foodtruck_feed_section;

/** A post of the social feed. Its message comes from foodtruck_feed_post_message(), its tags
 * from foodtruck_feed_post_tags(). */
typedef struct foodtruck_feed_post {
    /** When it was posted, ms since the Unix epoch. */
    int64_t posted_at;
    /** Its stable id: 0 to 6 the standard posts, 7 to 9 the Social Feed+ ones. */
    int32_t id;
    /** The donut the author loves, drawn beside the post. */
    int32_t donut_id;
    /** Who wrote it. */
    foodtruck_feed_author author;
    /** What it shows beside its words. */
    foodtruck_feed_media media;
    /** How many tags it has, 2 to 5. */
    int32_t tag_count;
    /** True for a Social Feed+ post. */
    bool plus;
} foodtruck_feed_post;
/* ---- Store -------------------------------------------------------------------------- */

/** The store's products, in the catalog's order. */
typedef enum foodtruck_store_product {
    /** No product (no plan, no renewal, nothing selected). */
    FOODTRUCK_STORE_PRODUCT_NONE = -1,
    /** "feature.annualhistory": a full year of sales history, bought once. */
    FOODTRUCK_STORE_ANNUAL_HISTORY = 0,
    /** "socialfeedplus.monthly": Social Feed+, billed monthly. */
    FOODTRUCK_STORE_MONTHLY_PLAN = 1,
    /** "socialfeedplus.yearly": Social Feed+, billed yearly. */
    FOODTRUCK_STORE_YEARLY_PLAN = 2
} foodtruck_store_product;

/** The currencies of a price list (ISO 4217), each with two decimals. */
typedef enum foodtruck_currency {
    FOODTRUCK_CURRENCY_USD = 0,
    FOODTRUCK_CURRENCY_EUR = 1,
    FOODTRUCK_CURRENCY_GBP = 2
} foodtruck_currency;

/** How long a subscription's or an offer's period lasts. */
typedef enum foodtruck_store_period {
    /** No period: the product is bought once. */
    FOODTRUCK_STORE_PERIOD_NONE = -1,
    FOODTRUCK_STORE_PERIOD_MONTH = 0,
    FOODTRUCK_STORE_PERIOD_THREE_MONTHS = 1,
    FOODTRUCK_STORE_PERIOD_YEAR = 2
} foodtruck_store_period;

/** How an introductory offer is paid. */
typedef enum foodtruck_offer_payment {
    /** No introductory offer. */
    FOODTRUCK_OFFER_NONE = -1,
    /** A lower price for each of the offer's periods. */
    FOODTRUCK_OFFER_PAY_AS_YOU_GO = 0,
    /** One price for the offer's whole period. */
    FOODTRUCK_OFFER_PAY_UP_FRONT = 1,
    FOODTRUCK_OFFER_FREE = 2
} foodtruck_offer_payment;

/** A subscription's renewal state, as the platform store reports it. */
typedef enum foodtruck_renewal_state {
    FOODTRUCK_RENEWAL_SUBSCRIBED = 0,
    /** Billing failed; the platform still grants the plan while it retries. */
    FOODTRUCK_RENEWAL_IN_GRACE_PERIOD = 1,
    FOODTRUCK_RENEWAL_EXPIRED = 2,
    FOODTRUCK_RENEWAL_REVOKED = 3
} foodtruck_renewal_state;

/** The store's settings of a session, each on or off. */
typedef enum foodtruck_store_setting_kind {
    /** The store is on, so unlocks gate what they unlock (off by default: everything is served). */
    FOODTRUCK_STORE_ENABLED = 0,
    /** "Highlight Social Feed+ posts" (off by default). */
    FOODTRUCK_STORE_HIGHLIGHT_PLUS_POSTS = 1,
    /** "Advanced engagement tools" (on by default). */
    FOODTRUCK_STORE_ADVANCED_ENGAGEMENT_TOOLS = 2,
    /** The shell can show the store's messages now (off by default). */
    FOODTRUCK_STORE_MESSAGE_DISPLAY = 3
} foodtruck_store_setting_kind;

/** The outcome of a purchase or a refund request, as the platform store reported it. */
typedef enum foodtruck_purchase_outcome {
    /** It went through (a purchase: verified). */
    FOODTRUCK_PURCHASE_SUCCESS = 0,
    /** It waits for approval. */
    FOODTRUCK_PURCHASE_PENDING = 1,
    FOODTRUCK_PURCHASE_CANCELLED = 2,
    FOODTRUCK_PURCHASE_FAILED = 3
} foodtruck_purchase_outcome;

/** What the shell does after an outcome. */
typedef enum foodtruck_store_action {
    FOODTRUCK_STORE_ACTION_NONE = 0,
    /** Close the store sheet, or the refund screen. */
    FOODTRUCK_STORE_ACTION_DISMISS = 1,
    /** Show the platform's error in an alert. */
    FOODTRUCK_STORE_ACTION_DISPLAY_ERROR = 2
} foodtruck_store_action;

/** The subscription sheet's purchase button. */
typedef enum foodtruck_purchase_button {
    /** "Subscribe". */
    FOODTRUCK_PURCHASE_BUTTON_SUBSCRIBE = 0,
    /** "Start trial offer": the selected plan's introductory offer applies. */
    FOODTRUCK_PURCHASE_BUTTON_START_TRIAL_OFFER = 1
} foodtruck_purchase_button;

/** A product's texts (foodtruck_store_product_text()). */
typedef enum foodtruck_store_product_text_kind {
    FOODTRUCK_STORE_PRODUCT_NAME = 0,
    FOODTRUCK_STORE_PRODUCT_DESCRIPTION = 1,
    /** "$4.99". */
    FOODTRUCK_STORE_PRODUCT_PRICE = 2,
    /** "$4.99/month"; the year of history: its price alone. */
    FOODTRUCK_STORE_PRODUCT_PRICE_PER_PERIOD = 3,
    /** The yearly plan's "$4.17/month (Save 16.5%)"; empty for the others, when the yearly plan
     * saves nothing or when the plans' currencies differ. */
    FOODTRUCK_STORE_PRODUCT_SAVINGS = 4,
    /** The code offer's name, "Free month" or "Half off first year"; empty for the year of
     * history. */
    FOODTRUCK_STORE_PRODUCT_CODE_OFFER_NAME = 5,
    /** What the code offer gives and to whom: "First month free; for every subscriber, with
     * other offers", "$29.99 for the first year; for new subscribers". */
    FOODTRUCK_STORE_PRODUCT_CODE_OFFER_TERMS = 6
} foodtruck_store_product_text_kind;

/** The store screens' texts (foodtruck_store_text()). */
typedef enum foodtruck_store_text_kind {
    /** "Social Feed+". */
    FOODTRUCK_STORE_TEXT_SHEET_TITLE = 0,
    /** "Start trial offer" or "Subscribe", for the sheet's selection. */
    FOODTRUCK_STORE_TEXT_PURCHASE_BUTTON = 1,
    FOODTRUCK_STORE_TEXT_REDEEM_OFFER = 2,
    /** "Unlock a full year of history for only $0.99". */
    FOODTRUCK_STORE_TEXT_UNLOCK_TITLE = 3,
    /** "Unlock a full year of history" (the collapsed card). */
    FOODTRUCK_STORE_TEXT_UNLOCK_COLLAPSED_TITLE = 4,
    /** "for only $0.99" (the collapsed card). */
    FOODTRUCK_STORE_TEXT_UNLOCK_COLLAPSED_PRICE = 5,
    FOODTRUCK_STORE_TEXT_UNLOCK_BUTTON = 6,
    /** "Premium Feature", over a locked chart. */
    FOODTRUCK_STORE_TEXT_PREMIUM_FEATURE = 7,
    /** The entitled plan's name, or "None". */
    FOODTRUCK_STORE_TEXT_PLAN_NAME = 8,
    /** "Renews for $4.99 on Sep 6, 2022", "Renews to <plan> for ... on ..." or "Expires on ...";
     * empty without a plan. */
    FOODTRUCK_STORE_TEXT_RENEWAL = 9,
    FOODTRUCK_STORE_TEXT_HIGHLIGHT_PLUS_POSTS = 10,
    FOODTRUCK_STORE_TEXT_ADVANCED_ENGAGEMENT_TOOLS = 11,
    FOODTRUCK_STORE_TEXT_SOCIAL_MEDIA_PROVIDERS = 12,
    FOODTRUCK_STORE_TEXT_HELP_WITH_PURCHASES = 13,
    FOODTRUCK_STORE_TEXT_RESTORE_MISSING_PURCHASES = 14,
    FOODTRUCK_STORE_TEXT_MANAGE_SUBSCRIPTION = 15,
    FOODTRUCK_STORE_TEXT_REFUND_PURCHASES = 16,
    FOODTRUCK_STORE_TEXT_REQUEST_REFUND = 17,
    /** The subscription sheet's three benefit lines. */
    FOODTRUCK_STORE_TEXT_BENEFIT_HIGHLIGHT = 18,
    FOODTRUCK_STORE_TEXT_BENEFIT_ENGAGEMENT = 19,
    FOODTRUCK_STORE_TEXT_BENEFIT_INSIGHTS = 20,
    /** The unlock card's subtitle. */
    FOODTRUCK_STORE_TEXT_UNLOCK_SUBTITLE = 21,
    /** The Feed screen without Social Feed+: the invitation's title and its button. */
    FOODTRUCK_STORE_TEXT_GET_SOCIAL_FEED_PLUS = 22,
    FOODTRUCK_STORE_TEXT_GET_STARTED = 23,
    /** The Feed screen's toolbar item with Social Feed+ (opens the manage screen). */
    FOODTRUCK_STORE_TEXT_SUBSCRIPTION_OPTIONS = 24
} foodtruck_store_text_kind;

/** The "no transaction" of foodtruck_store_select_refund(): clears the selection. */
#define FOODTRUCK_NO_TRANSACTION -1

/** A storefront's price of a product (foodtruck_store_set_prices()). */
typedef struct foodtruck_store_price {
    /** In the currency's minor unit, 0 to 100,000,000. */
    int64_t cents;
    /** The product this price is for. */
    foodtruck_store_product product;
    /** The storefront's currency. */
    foodtruck_currency currency;
} foodtruck_store_price;

/** A product's facts at the session's prices (foodtruck_store_product_info()). */
typedef struct foodtruck_product_info {
    /** The price in the currency's minor unit (the storefront's, or the catalog's). */
    int64_t price_cents;
    /** The introductory offer's price of one period (pay as you go) or in all (pay up front). */
    int64_t intro_cents;
    /** The currency of both prices. */
    foodtruck_currency currency;
    /** FOODTRUCK_STORE_PERIOD_NONE for the year of history. */
    foodtruck_store_period period;
    /** FOODTRUCK_OFFER_NONE without an introductory offer. */
    foodtruck_offer_payment intro_payment;
    /** The introductory offer's period, or FOODTRUCK_STORE_PERIOD_NONE. */
    foodtruck_store_period intro_period;
    /** How many intro periods (0 without an offer). */
    int32_t intro_period_count;
    /** The plan's level in the Social Feed+ group (1, the highest; 0 for the year of history). */
    int32_t group_level;
    /** A Social Feed+ plan (auto-renewing); false for the year of history. */
    bool is_subscription;
} foodtruck_product_info;

/** A transaction from the platform store (foodtruck_store_set_transactions()). */
typedef struct foodtruck_store_transaction {
    /** The platform's transaction id, 0 or more, unique among those handed in. */
    int64_t transaction_id;
    /** When it was bought, ms since the Unix epoch. */
    int64_t purchased_at;
    /** When a plan's period ends, or FOODTRUCK_NO_TIME (the year of history). */
    int64_t expires_at;
    /** When the platform revoked it (a refund), or FOODTRUCK_NO_TIME. */
    int64_t revoked_at;
    /** What was bought. */
    foodtruck_store_product product;
    /** false: the platform's signature check failed, and the library ignores it. */
    bool verified;
} foodtruck_store_transaction;

/** A Social Feed+ subscription status (foodtruck_store_set_subscriptions()). */
typedef struct foodtruck_subscription_status {
    /** When the current period ends, or FOODTRUCK_NO_TIME. */
    int64_t expires_at;
    /** The plan subscribed to now (a plan, not the year of history). */
    foodtruck_store_product product;
    /** The plan it renews to, or FOODTRUCK_STORE_PRODUCT_NONE when auto-renew is off. */
    foodtruck_store_product renews_to;
    /** Subscribed, in the grace period, expired or revoked. */
    foodtruck_renewal_state state;
    /** false: the transaction's or renewal info's signature check failed (ignored). */
    bool verified;
} foodtruck_subscription_status;

/** What the purchases handed in unlock at an instant (foodtruck_store_entitlements()). */
typedef struct foodtruck_entitlements {
    /** When the entitled plan's period ends, or FOODTRUCK_NO_TIME. */
    int64_t expires_at;
    /** The entitled Social Feed+ plan, or FOODTRUCK_STORE_PRODUCT_NONE. */
    foodtruck_store_product plan;
    /** The plan it renews to, or FOODTRUCK_STORE_PRODUCT_NONE: it expires. */
    foodtruck_store_product next_plan;
    /** A verified purchase of the year of history, not revoked. */
    bool history_unlocked;
    /** A plan is entitled. */
    bool social_feed_plus_active;
    /** The renewal changes the plan. */
    bool renewal_changes_plan;
} foodtruck_entitlements;

/** The subscription sheet (foodtruck_store_sheet()). */
typedef struct foodtruck_subscription_sheet {
    /** The selected plan (the monthly at first), or FOODTRUCK_STORE_PRODUCT_NONE. */
    foodtruck_store_product selection;
    /** The purchase button's title: the trial offer, or Subscribe. */
    foodtruck_purchase_button button;
    /** A plan is selected. */
    bool purchase_enabled;
} foodtruck_subscription_sheet;

/** A row of the refund screen (foodtruck_store_refund_rows()). Its title is the product's name
 * (foodtruck_store_product_text()), its subtitle foodtruck_store_refund_subtitle()'s. */
typedef struct foodtruck_refund_row {
    /** The platform's id of the transaction to refund. */
    int64_t transaction_id;
    /** When it was bought, ms since the Unix epoch. */
    int64_t purchased_at;
    /** What was bought. */
    foodtruck_store_product product;
    /** The row selected for "Request a refund" (at most one). */
    bool selected;
} foodtruck_refund_row;

#endif /* FOODTRUCK_TYPES_H */
