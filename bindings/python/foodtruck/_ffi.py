"""Loading libfoodtruck and declaring every foodtruck_* function (include/foodtruck.h).

The library is loaded by absolute path: $FOODTRUCK_LIBRARY if set, else the copy shipped beside
this package (foodtruck/lib/libfoodtruck.so.MAJOR). Every function gets both ``argtypes`` and
``restype``: without them ctypes truncates returned pointers and narrows 64-bit arguments.

``lib`` is the raw ctypes library: its calls return plain status codes and raise nothing, which
is what tests of the C conventions need. The rest of the package calls the library only through
the helpers at the end of this module, by function name: ``call()`` for a status, ``read_text()``
for "text out" functions and ``read_array()`` for "array out" functions. They check integer
arguments against their C types first (ctypes would silently truncate 2**32 + 3 to 3) and turn
a failed status into an exception. The end of the module holds the event callback machinery:
two module-level trampolines, the registry of Python handlers and the per-thread delivery
frames through which an exception raised in a handler reaches the binding call that
delivered the event.
"""

from __future__ import annotations

import ctypes
import itertools
import os
import sys
import threading
from ctypes import (
    CFUNCTYPE,
    POINTER,
    c_bool,
    c_char,
    c_char_p,
    c_double,
    c_int,
    c_int32,
    c_int64,
    c_size_t,
    c_uint32,
    c_uint64,
    c_void_p,
)

from .errors import BUFFER_TOO_SMALL, OK, error_for

#: The library major version this binding is written for (FOODTRUCK_VERSION_MAJOR).
EXPECTED_MAJOR = 0
#: The oldest library version (FOODTRUCK_VERSION_NUMBER) that has every function declared below.
MINIMUM_VERSION_NUMBER = 100


# ---- Types (mirroring foodtruck.h) ---------------------------------------------------------


class foodtruck_truck(ctypes.Structure):
    """Opaque truck session. Only ever used behind a pointer (TruckPtr), never dereferenced."""

    _fields_ = []


#: foodtruck_truck * (and foodtruck_truck const *): a distinct pointer type, so that passing another
#: pointer where a truck handle is expected is a ctypes.ArgumentError (a TypeError inside).
TruckPtr = POINTER(foodtruck_truck)


class foodtruck_flavor_profile(ctypes.Structure):
    """struct foodtruck_flavor_profile: one int32_t per flavor axis."""

    _fields_ = [
        ("salty", c_int32),
        ("sweet", c_int32),
        ("bitter", c_int32),
        ("sour", c_int32),
        ("savory", c_int32),
        ("spicy", c_int32),
    ]


class foodtruck_donut(ctypes.Structure):
    """struct foodtruck_donut: recipe, summed profile and most potent flavor."""

    _fields_ = [
        ("id", c_int32),
        ("dough", c_int32),
        ("glaze", c_int32),
        ("topping", c_int32),
        ("flavors", foodtruck_flavor_profile),
        ("most_potent_flavor", c_int),  # foodtruck_flavor
        ("most_potent_value", c_int32),
        ("is_custom", c_bool),
    ]


class foodtruck_order_line(ctypes.Structure):
    """struct foodtruck_order_line: one donut of an order and how many of it."""

    _fields_ = [
        ("donut_id", c_int32),
        ("quantity", c_int32),
    ]


class foodtruck_order(ctypes.Structure):
    """struct foodtruck_order: an order without its lines (foodtruck_order_lines() reads those)."""

    _fields_ = [
        ("number", c_int32),
        ("status", c_int),  # foodtruck_order_status
        ("next_action", c_int),  # foodtruck_order_action
        ("city", c_int32),
        ("line_count", c_int32),
        ("total_donuts", c_int32),
        ("total_cents", c_int64),
        ("created_at", c_int64),
        ("preparing_since", c_int64),
        ("completed_at", c_int64),
        ("duration_ms", c_int64),
    ]


class foodtruck_donut_sales(ctypes.Structure):
    """struct foodtruck_donut_sales: a donut and how many of it sold."""

    _fields_ = [
        ("donut_id", c_int32),
        ("sales", c_int64),
    ]


class foodtruck_sales_point(ctypes.Structure):
    """struct foodtruck_sales_point: a chart point, the day's or month's start and its sales."""

    _fields_ = [
        ("starts_at", c_int64),
        ("sales", c_int64),
    ]


class foodtruck_timer(ctypes.Structure):
    """struct foodtruck_timer: an order's preparation countdown read at an instant."""

    _fields_ = [
        ("starts_at", c_int64),
        ("ends_at", c_int64),
        ("remaining_ms", c_int64),
        ("fraction_done", c_double),
        ("finished", c_bool),
    ]


class foodtruck_activity(ctypes.Structure):
    """struct foodtruck_activity: a live activity (its texts come from foodtruck_activity_text())."""

    _fields_ = [
        ("id", c_int32),
        ("order_number", c_int32),
        ("state", c_int),  # foodtruck_activity_state
        ("timer_start", c_int64),
        ("timer_end", c_int64),
        ("relevance", c_double),
        ("started_at", c_int64),
        ("stale_at", c_int64),
        ("ended_at", c_int64),
        ("dismiss_at", c_int64),
    ]


class foodtruck_island(ctypes.Structure):
    """struct foodtruck_island: the Dynamic Island's owner and minimal activity ids (0 for none)."""

    _fields_ = [
        ("owner", c_int32),
        ("minimal", c_int32),
    ]


class foodtruck_event(ctypes.Structure):
    """struct foodtruck_event: what happened, when, to which order (and activity)."""

    _fields_ = [
        ("at", c_int64),
        ("kind", c_int),  # foodtruck_event_kind
        ("order_number", c_int32),
        ("activity_id", c_int32),
        ("status", c_int),  # foodtruck_order_status
    ]


class foodtruck_point(ctypes.Structure):
    """struct foodtruck_point: a point in points; y grows downward."""

    _fields_ = [
        ("x", c_double),
        ("y", c_double),
    ]


class foodtruck_size(ctypes.Structure):
    """struct foodtruck_size: a size in points."""

    _fields_ = [
        ("width", c_double),
        ("height", c_double),
    ]


class foodtruck_rect(ctypes.Structure):
    """struct foodtruck_rect: a rectangle, its origin (top-left) and size, in points."""

    _fields_ = [
        ("x", c_double),
        ("y", c_double),
        ("width", c_double),
        ("height", c_double),
    ]


class foodtruck_gauge_segment(ctypes.Structure):
    """struct foodtruck_gauge_segment: one segment of a segmented gauge, as drawn (physical left and
    right corner radii)."""

    _fields_ = [
        ("frame", foodtruck_rect),
        ("filled", c_bool),
        ("left_radius", c_double),
        ("right_radius", c_double),
    ]


class foodtruck_gallery_grid(ctypes.Structure):
    """struct foodtruck_gallery_grid: the donut gallery's grid at a width."""

    _fields_ = [
        ("cell_width", c_double),
        ("thumbnail", c_double),
        ("columns", c_int32),
        ("reduced", c_bool),
    ]


class foodtruck_forecast_hour(ctypes.Structure):
    """struct foodtruck_forecast_hour: one hour of the temperature forecast."""

    _fields_ = [
        ("at", c_int64),
        ("degrees_f", c_int32),
        ("daylight", c_bool),
    ]


class foodtruck_time_range(ctypes.Structure):
    """struct foodtruck_time_range: a span of time [start, end), ms since the Unix epoch."""

    _fields_ = [
        ("starts_at", c_int64),
        ("ends_at", c_int64),
    ]


#: FOODTRUCK_UNSPECIFIED: a proposal dimension the layout chooses (any negative value means the same).
UNSPECIFIED = -1.0


#: typedef void (*foodtruck_event_callback)(const foodtruck_event *event, void *user_data);
foodtruck_event_callback = CFUNCTYPE(None, POINTER(foodtruck_event), c_void_p)
#: typedef void (*foodtruck_destroy_callback)(void *user_data);
foodtruck_destroy_callback = CFUNCTYPE(None, c_void_p)

# C enums (foodtruck_status, foodtruck_locale, foodtruck_flavor, foodtruck_order_status, foodtruck_timeframe, ...) are passed as int.
foodtruck_status = c_int
foodtruck_enum = c_int


def _array_out(element):
    """The (element *, capacity, size_t *count) triple of every "array out" or "text out" call."""
    return [POINTER(element), c_size_t, POINTER(c_size_t)]


_text_out = _array_out(c_char)
_ids_out = _array_out(c_int32)

#: name -> (restype, argtypes), in header order. tests/python/test_signatures.py checks this
#: table against include/foodtruck.h in both directions.
SIGNATURES = {
    # Version
    "foodtruck_version": (c_char_p, []),
    "foodtruck_version_number": (c_uint32, []),
    # Errors
    "foodtruck_status_string": (c_char_p, [foodtruck_status]),
    "foodtruck_last_error": (c_char_p, []),
    # Truck
    "foodtruck_truck_new": (foodtruck_status, [POINTER(TruckPtr)]),
    "foodtruck_truck_free": (foodtruck_status, [TruckPtr]),
    "foodtruck_truck_set_locale": (foodtruck_status, [TruckPtr, foodtruck_enum]),
    "foodtruck_truck_locale": (foodtruck_status, [TruckPtr, POINTER(foodtruck_enum)]),
    "foodtruck_truck_is_right_to_left": (foodtruck_status, [TruckPtr, POINTER(c_bool)]),
    "foodtruck_truck_set_utc_offset": (foodtruck_status, [TruckPtr, c_int32]),
    "foodtruck_truck_utc_offset": (foodtruck_status, [TruckPtr, POINTER(c_int32)]),
    "foodtruck_truck_set_weekend_days": (foodtruck_status, [TruckPtr, c_uint32]),
    "foodtruck_truck_weekend_days": (foodtruck_status, [TruckPtr, POINTER(c_uint32)]),
    "foodtruck_truck_set_price": (foodtruck_status, [TruckPtr, c_int64]),
    "foodtruck_truck_price": (foodtruck_status, [TruckPtr, POINTER(c_int64)]),
    "foodtruck_truck_simulate": (foodtruck_status, [TruckPtr, c_uint64, c_int64, c_int32]),
    "foodtruck_truck_tick": (foodtruck_status, [TruckPtr, c_int64, POINTER(c_int32)]),
    "foodtruck_truck_set_timer_duration": (foodtruck_status, [TruckPtr, c_int32]),
    "foodtruck_truck_set_activity_limit": (foodtruck_status, [TruckPtr, c_int32]),
    "foodtruck_truck_set_activities_enabled": (foodtruck_status, [TruckPtr, c_bool, c_int64]),
    "foodtruck_truck_clock_text": (foodtruck_status, [TruckPtr, c_int64] + _text_out),
    # Catalog
    "foodtruck_flavor_name": (foodtruck_status, [TruckPtr, foodtruck_enum] + _text_out),
    "foodtruck_flavor_profile_most_potent": (
        foodtruck_status,
        [POINTER(foodtruck_flavor_profile), POINTER(foodtruck_enum), POINTER(c_int32)],
    ),
    "foodtruck_ingredient_count": (foodtruck_status, [foodtruck_enum, POINTER(c_size_t)]),
    "foodtruck_ingredient_flavors": (foodtruck_status, [foodtruck_enum, c_int32, POINTER(foodtruck_flavor_profile)]),
    "foodtruck_ingredient_slug": (foodtruck_status, [foodtruck_enum, c_int32] + _text_out),
    "foodtruck_ingredient_image_key": (foodtruck_status, [foodtruck_enum, c_int32] + _text_out),
    "foodtruck_ingredient_name": (foodtruck_status, [TruckPtr, foodtruck_enum, c_int32] + _text_out),
    "foodtruck_donut_count": (foodtruck_status, [TruckPtr, POINTER(c_size_t)]),
    "foodtruck_donut_get": (foodtruck_status, [TruckPtr, c_int32, POINTER(foodtruck_donut)]),
    "foodtruck_donut_name": (foodtruck_status, [TruckPtr, c_int32] + _text_out),
    "foodtruck_donut_search": (foodtruck_status, [TruckPtr, c_char_p] + _ids_out),
    "foodtruck_donut_sort_by_name": (foodtruck_status, [TruckPtr] + _ids_out),
    "foodtruck_donut_sort_by_flavor": (foodtruck_status, [TruckPtr, foodtruck_enum] + _ids_out),
    "foodtruck_donut_sort_by_popularity": (foodtruck_status, [TruckPtr, foodtruck_enum, c_int64] + _ids_out),
    "foodtruck_donut_template": (foodtruck_status, [TruckPtr, POINTER(foodtruck_donut)]),
    "foodtruck_donut_template_name": (foodtruck_status, [TruckPtr] + _text_out),
    "foodtruck_donut_create": (
        foodtruck_status,
        [TruckPtr, c_char_p, c_int32, c_int32, c_int32, POINTER(c_int32)],
    ),
    "foodtruck_donut_edit": (foodtruck_status, [TruckPtr, c_int32, c_char_p, c_int32, c_int32, c_int32]),
    # Orders
    "foodtruck_order_place": (
        foodtruck_status,
        [TruckPtr, POINTER(foodtruck_order_line), c_size_t, c_int64, POINTER(c_int32)],
    ),
    "foodtruck_order_get": (foodtruck_status, [TruckPtr, c_int32, POINTER(foodtruck_order)]),
    "foodtruck_order_lines": (foodtruck_status, [TruckPtr, c_int32] + _array_out(foodtruck_order_line)),
    "foodtruck_order_display_id": (foodtruck_status, [TruckPtr, c_int32] + _text_out),
    "foodtruck_order_short_id": (foodtruck_status, [TruckPtr, c_int32] + _text_out),
    "foodtruck_order_apply": (foodtruck_status, [TruckPtr, c_int32, foodtruck_enum, c_int64]),
    "foodtruck_order_advance": (foodtruck_status, [TruckPtr, c_int32, c_int64, POINTER(foodtruck_enum)]),
    "foodtruck_order_count": (foodtruck_status, [TruckPtr, c_uint32, c_char_p, POINTER(c_size_t)]),
    "foodtruck_order_list": (
        foodtruck_status,
        [TruckPtr, c_uint32, c_char_p, foodtruck_enum, c_bool, c_size_t, c_size_t] + _ids_out,
    ),
    "foodtruck_order_status_name": (foodtruck_status, [TruckPtr, foodtruck_enum] + _text_out),
    "foodtruck_order_action_title": (foodtruck_status, [TruckPtr, foodtruck_enum] + _text_out),
    # Sales
    "foodtruck_sales_by_donut": (foodtruck_status, [TruckPtr, foodtruck_enum, foodtruck_enum, c_int64] + _array_out(c_int64)),
    "foodtruck_sales_top": (
        foodtruck_status,
        [TruckPtr, foodtruck_enum, foodtruck_enum, c_int64, c_size_t] + _array_out(foodtruck_donut_sales),
    ),
    "foodtruck_sales_total": (foodtruck_status, [TruckPtr, foodtruck_enum, foodtruck_enum, c_int64, POINTER(c_int64)]),
    "foodtruck_sales_series": (
        foodtruck_status,
        [TruckPtr, foodtruck_enum, foodtruck_enum, c_int64] + _array_out(foodtruck_sales_point),
    ),
    "foodtruck_timeframe_name": (foodtruck_status, [TruckPtr, foodtruck_enum] + _text_out),
    "foodtruck_city_name": (foodtruck_status, [TruckPtr, foodtruck_enum] + _text_out),
    # Timers
    "foodtruck_timer_get": (foodtruck_status, [TruckPtr, c_int32, c_int64, POINTER(foodtruck_timer)]),
    "foodtruck_timer_countdown_text": (foodtruck_status, [TruckPtr, c_int32, c_int64] + _text_out),
    # Activities
    "foodtruck_activity_request": (
        foodtruck_status,
        [TruckPtr, c_int32, c_int64, c_int64, c_double, c_int64, POINTER(c_int32)],
    ),
    "foodtruck_activity_update": (foodtruck_status, [TruckPtr, c_int32, c_int64, c_int64, c_double, c_int64]),
    "foodtruck_activity_end": (foodtruck_status, [TruckPtr, c_int32, foodtruck_enum, c_int64, c_int64]),
    "foodtruck_activity_get": (foodtruck_status, [TruckPtr, c_int32, POINTER(foodtruck_activity)]),
    "foodtruck_activity_for_order": (foodtruck_status, [TruckPtr, c_int32, POINTER(c_int32)]),
    "foodtruck_activity_list": (foodtruck_status, [TruckPtr] + _ids_out),
    "foodtruck_activity_text": (foodtruck_status, [TruckPtr, c_int32, foodtruck_enum, c_int64] + _text_out),
    "foodtruck_activity_island": (foodtruck_status, [TruckPtr, POINTER(foodtruck_island)]),
    # Events
    "foodtruck_event_poll": (foodtruck_status, [TruckPtr] + _array_out(foodtruck_event)),
    "foodtruck_event_dropped": (foodtruck_status, [TruckPtr, POINTER(c_size_t)]),
    "foodtruck_truck_set_event_callback": (
        foodtruck_status,
        [TruckPtr, foodtruck_event_callback, c_void_p, foodtruck_destroy_callback],
    ),
    "foodtruck_event_name": (foodtruck_status, [TruckPtr, foodtruck_enum] + _text_out),
    # Navigation
    "foodtruck_deep_link_for_order": (foodtruck_status, [TruckPtr, c_int32] + _text_out),
    "foodtruck_deep_link_parse": (foodtruck_status, [TruckPtr, c_char_p, POINTER(c_int32)]),
    # Layout
    "foodtruck_layout_diagonal_stack_size": (foodtruck_status, [c_double, c_double, POINTER(foodtruck_size)]),
    "foodtruck_layout_diagonal_stack": (foodtruck_status, [c_size_t, foodtruck_rect, c_bool] + _array_out(foodtruck_rect)),
    "foodtruck_layout_flow": (
        foodtruck_status,
        [POINTER(foodtruck_size), c_size_t, c_double, c_double, c_double, foodtruck_enum, foodtruck_enum, c_bool]
        + _array_out(foodtruck_rect)
        + [POINTER(foodtruck_size)],
    ),
    "foodtruck_layout_hero_tiling": (foodtruck_status, [c_size_t, foodtruck_rect, c_bool] + _array_out(foodtruck_rect)),
    "foodtruck_layout_donut_lattice": (foodtruck_status, [c_size_t, foodtruck_rect, c_bool] + _array_out(foodtruck_rect)),
    "foodtruck_layout_is_compact": (foodtruck_status, [c_double, c_double, c_bool, POINTER(c_bool)]),
    "foodtruck_layout_gallery_grid": (foodtruck_status, [c_double, c_bool, POINTER(foodtruck_gallery_grid)]),
    "foodtruck_layout_segmented_gauge": (
        foodtruck_status,
        [c_int32, c_int32, c_double, c_bool] + _array_out(foodtruck_gauge_segment),
    ),
    # Charts
    "foodtruck_chart_nice_ticks": (foodtruck_status, [c_double, c_double, c_int32] + _array_out(c_double)),
    "foodtruck_chart_top_sales": (
        foodtruck_status,
        [TruckPtr, foodtruck_enum, c_int64] + _array_out(foodtruck_donut_sales),
    ),
    "foodtruck_chart_date_ticks": (foodtruck_status, [TruckPtr, foodtruck_enum, c_int64] + _array_out(c_int64)),
    "foodtruck_chart_date_label": (foodtruck_status, [TruckPtr, foodtruck_enum, c_int64] + _text_out),
    "foodtruck_chart_forecast": (
        foodtruck_status,
        [TruckPtr, c_int64] + _array_out(foodtruck_forecast_hour) + [POINTER(c_int32)],
    ),
    "foodtruck_chart_forecast_nights": (foodtruck_status, [TruckPtr, c_int64] + _array_out(foodtruck_time_range)),
    "foodtruck_chart_forecast_ticks": (foodtruck_status, [TruckPtr, c_int64] + _array_out(c_int64)),
    "foodtruck_svg_donut": (foodtruck_status, [TruckPtr, c_int32, c_double] + _text_out),
    "foodtruck_svg_chart": (
        foodtruck_status,
        [TruckPtr, foodtruck_enum, foodtruck_enum, c_int64, c_double, c_double] + _text_out,
    ),
}


# ---- Loading -------------------------------------------------------------------------------


def library_path() -> str:
    """The absolute path of the library to load: $FOODTRUCK_LIBRARY, else the packaged copy."""
    override = os.environ.get("FOODTRUCK_LIBRARY")
    if override:
        return os.path.abspath(override)
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.join(here, "lib", "libfoodtruck.so.%d" % EXPECTED_MAJOR)


def check_version(number: int) -> None:
    """Raises ImportError unless a library reporting foodtruck_version_number() == number fits."""
    major = number // 10000
    if major != EXPECTED_MAJOR:
        raise ImportError(
            "foodtruck: the library at %s has major version %d (version number %d), but this "
            "binding needs major version %d" % (LIBRARY_PATH, major, number, EXPECTED_MAJOR)
        )
    if number < MINIMUM_VERSION_NUMBER:
        raise ImportError(
            "foodtruck: the library at %s is version number %d, older than the %d this binding "
            "needs" % (LIBRARY_PATH, number, MINIMUM_VERSION_NUMBER)
        )


def _load() -> ctypes.CDLL:
    try:
        library = ctypes.CDLL(LIBRARY_PATH)
    except OSError as error:
        raise ImportError(
            "foodtruck: cannot load libfoodtruck from %s (set FOODTRUCK_LIBRARY to its full "
            "path, or run tools/stage): %s" % (LIBRARY_PATH, error)
        ) from error
    # The version first: a library too old for the table below gets a clear message rather
    # than an AttributeError on whichever function it lacks.
    library.foodtruck_version_number.restype = c_uint32
    library.foodtruck_version_number.argtypes = []
    check_version(library.foodtruck_version_number())
    for name, (restype, argtypes) in SIGNATURES.items():
        function = getattr(library, name)
        function.restype = restype
        function.argtypes = argtypes
    return library


LIBRARY_PATH = library_path()
#: The raw library: every foodtruck_* function with argtypes and restype, returning raw values.
lib = _load()


# ---- Calling -------------------------------------------------------------------------------


def last_error() -> str:
    """The calling thread's last error message from foodtruck_last_error() ("" after a success)."""
    return lib.foodtruck_last_error().decode("utf-8", errors="replace")


def check(status: int) -> None:
    """Raises the FoodTruckError subclass for a non-FOODTRUCK_OK status, with this thread's message.

    Call it immediately after the library call, on the same thread, so the message is the one
    that call left.
    """
    if status != OK:
        raise error_for(status, last_error())


#: The integer C types of the table above and the values they hold. ctypes converts a Python
#: int that does not fit by silently dropping its high bits, so the helpers below refuse it.
INTEGER_RANGES = {
    c_int32: ("int32_t", -(2**31), 2**31 - 1),  # also int (enums): c_int is c_int32
    c_uint32: ("uint32_t", 0, 2**32 - 1),
    c_int64: ("int64_t", -(2**63), 2**63 - 1),
    c_uint64: ("uint64_t", 0, 2**64 - 1),  # also size_t: c_size_t is c_uint64
}


def check_integer(value, ctype, what: str) -> None:
    """Raises OverflowError when ``value`` is an int that ctype cannot hold (bool and non-int
    values are left to ctypes, which raises its own ArgumentError for wrong types)."""
    bounds = INTEGER_RANGES.get(ctype)
    if bounds is None or not isinstance(value, int) or isinstance(value, bool):
        return
    c_name, low, high = bounds
    if not low <= value <= high:
        raise OverflowError("%s: %d does not fit %s (%d to %d)" % (what, value, c_name, low, high))


#: name -> [(argument index, C type, low, high)] for the integer arguments of each function.
_INTEGER_ARGUMENTS = {
    name: [
        (index, ctype, INTEGER_RANGES[ctype][1], INTEGER_RANGES[ctype][2])
        for index, ctype in enumerate(argtypes)
        if ctype in INTEGER_RANGES
    ]
    for name, (_, argtypes) in SIGNATURES.items()
}


def _function(name: str, args) -> object:
    """The library function ``name`` after its integer arguments passed check_integer()
    (``args`` may stop short: read_text() and read_array() add the buffer arguments)."""
    checks = _INTEGER_ARGUMENTS[name]
    if checks:  # most getters take no integers: skip the loop (this is the hot path)
        for index, ctype, low, high in checks:
            if index >= len(args):
                break
            value = args[index]
            if isinstance(value, int) and not low <= value <= high:
                check_integer(value, ctype, "%s argument %d" % (name, index + 1))  # raises
    return getattr(lib, name)  # looked up per call, so that tests can record calls


def call(name: str, *args) -> None:
    """Calls the library function ``name`` and raises the FoodTruckError for a failed status.

    While a Python event callback is registered (``callbacks`` is not empty), the call runs in a
    delivery frame (see call_in_frame()): an exception raised by the callback during this call
    is raised here, after the library has returned.
    """
    function = _function(name, args)
    if callbacks:  # one dict test on the hot path; frames only when deliveries are possible
        raise_for(*_in_frame(function, args))
        return
    status = function(*args)
    if status != OK:
        raise error_for(status, last_error())


def make_array(element, rows) -> "ctypes.Array":
    """A C array of ``element`` structs from tuples of field values, each integer field checked
    like an argument (a struct field truncates out-of-range ints as silently as an argument)."""
    rows = [tuple(row) for row in rows]
    fields = element._fields_
    for row in rows:
        if len(row) != len(fields):
            raise ValueError("%s needs %d values, got %r" % (element.__name__, len(fields), row))
        for (field, ctype), value in zip(fields, row):
            check_integer(value, ctype, "%s.%s" % (element.__name__, field))
    return (element * len(rows))(*rows)


def read_text(name: str, *args) -> str:
    """Calls a "text out" function (args..., char *, capacity, size_t *) and decodes UTF-8.

    Tries a 256-byte buffer, then retries with the exact size the library reported.
    """
    function = _function(name, args)
    length = c_size_t()
    capacity = 256
    while True:
        buffer = ctypes.create_string_buffer(capacity)
        status = function(*args, buffer, capacity, ctypes.byref(length))
        if status != BUFFER_TOO_SMALL:
            break
        capacity = length.value + 1
    check(status)
    return buffer.raw[: length.value].decode("utf-8")


def read_array(name: str, element, *args, after=()) -> list:
    """Calls an "array out" function (args..., element *, capacity, size_t *count, after...):
    asks for the count (NULL, 0), then fetches; retries if the result grew in between (another
    thread may add donuts or orders). ``after`` holds the arguments that follow the count (more
    out-parameters, e.g. foodtruck_layout_flow's size_out): the final call's writes are what they
    keep. Returns the elements (ints, or ctypes structs to be copied out)."""
    function = _function(name, args)
    count = c_size_t()
    check(function(*args, None, 0, ctypes.byref(count), *after))
    while True:
        capacity = count.value
        array = (element * capacity)()
        status = function(*args, array, capacity, ctypes.byref(count), *after)
        if status != BUFFER_TOO_SMALL:
            break
    check(status)
    return array[: count.value]


# ---- Event callbacks ------------------------------------------------------------------------
#
# The library calls one of two module-level CFUNCTYPE trampolines, which live as long as the
# module (so C never holds a pointer to a collected ctypes object). Each registration gets an
# integer token, passed to the library as user_data; ``callbacks`` maps the token to the Python
# handler. The library calls the destroy trampoline with the token exactly once, when the
# registration is replaced, removed or its truck freed, after its last delivery has returned;
# that removes the entry, so a handler lives exactly as long as the library may call it.
#
# An exception cannot unwind through C. The event trampoline catches whatever the handler
# raises and appends it to the calling thread's current delivery frame: the list that the
# binding call which entered the library (call() or call_in_frame()) opened for this thread.
# That call raises it once the library has returned. Frames nest: a handler that calls back into the
# binding opens its own frame, so an exception it causes is raised inside the handler, where it
# belongs, and never leaks into an unrelated call. A delivery with no frame open (the raw
# library called directly) has no binding call to surface from: it goes to sys.unraisablehook,
# as ctypes does for any callback.

#: token -> the Python handler of one registration (it receives the foodtruck_event struct, which is
#: valid only during the delivery). Read, never changed, outside this module.
callbacks = {}
_tokens = itertools.count(1)  # 0 would be NULL
_frames = threading.local()  # .errors: the current delivery frame's list, or None


def _deliver(event, user_data):
    try:
        callbacks[user_data](event[0])
    except BaseException as error:  # noqa: B036 - nothing may unwind into C
        errors = getattr(_frames, "errors", None)
        if errors is None:
            sys.unraisablehook(_Unraisable(error, "foodtruck event callback"))
        else:
            errors.append(error)


def _release(user_data):
    callbacks.pop(user_data, None)


class _Unraisable:
    """The argument sys.unraisablehook expects."""

    def __init__(self, error, what):
        self.exc_type, self.exc_value = type(error), error
        self.exc_traceback, self.err_msg, self.object = error.__traceback__, what, None


#: The trampolines, alive for as long as the module.
EVENT_TRAMPOLINE = foodtruck_event_callback(_deliver)
DESTROY_TRAMPOLINE = foodtruck_destroy_callback(_release)
#: NULL function pointers (ctypes refuses None where a CFUNCTYPE argument is declared).
NULL_EVENT_CALLBACK = foodtruck_event_callback()
NULL_DESTROY_CALLBACK = foodtruck_destroy_callback()


def register_callback(handler) -> int:
    """Adds a handler to the registry and returns its token (the user_data to pass)."""
    token = next(_tokens)
    callbacks[token] = handler
    return token


def call_in_frame(name: str, *args) -> tuple:
    """Calls the library function ``name`` in a new delivery frame of this thread and returns
    (status, message, errors): the status, the last-error message read right after the call
    ("" on success) and the exceptions event callbacks raised during the call, oldest first.
    raise_for() turns them into the exception call() would raise."""
    return _in_frame(_function(name, args), args)


def _in_frame(function, args) -> tuple:
    outer = getattr(_frames, "errors", None)
    errors = _frames.errors = []
    try:
        status = function(*args)
        message = last_error() if status != OK else ""
    finally:
        _frames.errors = outer
    return status, message, errors


def raise_for(status: int, message: str, errors: list) -> None:
    """Raises what a call in a delivery frame ended with: the first exception its callbacks
    raised (any later ones are named in its notes: the library went on delivering after each),
    else the FoodTruckError of a failed status."""
    if errors:
        first = errors[0]
        add_note = getattr(first, "add_note", None)  # Python 3.11+
        for later in errors[1:]:
            if add_note is not None and later is not first:
                add_note("foodtruck: the event callback also raised %r later in the same call"
                         % later)
        raise first
    if status != OK:
        raise error_for(status, message)
