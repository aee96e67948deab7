"""Loading libfoodtruck and declaring every ft_* function (include/foodtruck.h).

The library is loaded by absolute path: $FOODTRUCK_LIBRARY if set, else the copy shipped beside
this package (foodtruck/lib/libfoodtruck.so.MAJOR). Every function gets both ``argtypes`` and
``restype``: without them ctypes truncates returned pointers and narrows 64-bit arguments.

``lib`` is the raw ctypes library: its calls return plain status codes and raise nothing, which
is what tests of the C conventions need. The rest of the package calls ``lib.ft_*`` through
``check()``, which turns a status into an exception.
"""

from __future__ import annotations

import ctypes
import os
from ctypes import POINTER, c_bool, c_char, c_char_p, c_int, c_int32, c_size_t, c_uint32

from .errors import BUFFER_TOO_SMALL, OK, error_for

#: The library major version this binding is written for (FT_VERSION_MAJOR).
EXPECTED_MAJOR = 0
#: The oldest library version (FT_VERSION_NUMBER) that has every function declared below.
MINIMUM_VERSION_NUMBER = 100


# ---- Types (mirroring foodtruck.h) ---------------------------------------------------------


class ft_truck(ctypes.Structure):
    """Opaque truck session. Only ever used behind a pointer (TruckPtr), never dereferenced."""

    _fields_ = []


#: ft_truck * (and ft_truck const *): a distinct pointer type, so that passing another
#: pointer where a truck handle is expected is a ctypes.ArgumentError (a TypeError inside).
TruckPtr = POINTER(ft_truck)


class ft_flavor_profile(ctypes.Structure):
    """struct ft_flavor_profile: one int32_t per flavor axis."""

    _fields_ = [
        ("salty", c_int32),
        ("sweet", c_int32),
        ("bitter", c_int32),
        ("sour", c_int32),
        ("savory", c_int32),
        ("spicy", c_int32),
    ]


class ft_donut(ctypes.Structure):
    """struct ft_donut: recipe, summed profile and most potent flavor."""

    _fields_ = [
        ("id", c_int32),
        ("dough", c_int32),
        ("glaze", c_int32),
        ("topping", c_int32),
        ("flavors", ft_flavor_profile),
        ("most_potent_flavor", c_int),  # ft_flavor
        ("most_potent_value", c_int32),
        ("is_custom", c_bool),
    ]


# C enums (ft_status, ft_locale, ft_flavor, ft_ingredient_kind) are passed as int.
ft_status = c_int
ft_enum = c_int
_text_out = [POINTER(c_char), c_size_t, POINTER(c_size_t)]
_ids_out = [POINTER(c_int32), c_size_t, POINTER(c_size_t)]

#: name -> (restype, argtypes), in header order. tests/python/test_signatures.py checks this
#: table against include/foodtruck.h in both directions.
SIGNATURES = {
    # Version
    "ft_version": (c_char_p, []),
    "ft_version_number": (c_uint32, []),
    # Errors
    "ft_status_string": (c_char_p, [ft_status]),
    "ft_last_error": (c_char_p, []),
    # Truck
    "ft_truck_new": (ft_status, [POINTER(TruckPtr)]),
    "ft_truck_free": (ft_status, [TruckPtr]),
    "ft_truck_set_locale": (ft_status, [TruckPtr, ft_enum]),
    "ft_truck_locale": (ft_status, [TruckPtr, POINTER(ft_enum)]),
    "ft_truck_is_right_to_left": (ft_status, [TruckPtr, POINTER(c_bool)]),
    # Catalog
    "ft_flavor_name": (ft_status, [TruckPtr, ft_enum] + _text_out),
    "ft_flavor_profile_most_potent": (
        ft_status,
        [POINTER(ft_flavor_profile), POINTER(ft_enum), POINTER(c_int32)],
    ),
    "ft_ingredient_count": (ft_status, [ft_enum, POINTER(c_size_t)]),
    "ft_ingredient_flavors": (ft_status, [ft_enum, c_int32, POINTER(ft_flavor_profile)]),
    "ft_ingredient_slug": (ft_status, [ft_enum, c_int32] + _text_out),
    "ft_ingredient_image_key": (ft_status, [ft_enum, c_int32] + _text_out),
    "ft_ingredient_name": (ft_status, [TruckPtr, ft_enum, c_int32] + _text_out),
    "ft_donut_count": (ft_status, [TruckPtr, POINTER(c_size_t)]),
    "ft_donut_get": (ft_status, [TruckPtr, c_int32, POINTER(ft_donut)]),
    "ft_donut_name": (ft_status, [TruckPtr, c_int32] + _text_out),
    "ft_donut_search": (ft_status, [TruckPtr, c_char_p] + _ids_out),
    "ft_donut_sort_by_name": (ft_status, [TruckPtr] + _ids_out),
    "ft_donut_sort_by_flavor": (ft_status, [TruckPtr, ft_enum] + _ids_out),
    "ft_donut_template": (ft_status, [TruckPtr, POINTER(ft_donut)]),
    "ft_donut_template_name": (ft_status, [TruckPtr] + _text_out),
    "ft_donut_create": (
        ft_status,
        [TruckPtr, c_char_p, c_int32, c_int32, c_int32, POINTER(c_int32)],
    ),
    "ft_donut_edit": (ft_status, [TruckPtr, c_int32, c_char_p, c_int32, c_int32, c_int32]),
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
    """Raises ImportError unless a library reporting ft_version_number() == number fits."""
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
    library.ft_version_number.restype = c_uint32
    library.ft_version_number.argtypes = []
    check_version(library.ft_version_number())
    for name, (restype, argtypes) in SIGNATURES.items():
        function = getattr(library, name)
        function.restype = restype
        function.argtypes = argtypes
    return library


LIBRARY_PATH = library_path()
#: The raw library: every ft_* function with argtypes and restype, returning raw values.
lib = _load()


# ---- Calling -------------------------------------------------------------------------------


def last_error() -> str:
    """The calling thread's last error message from ft_last_error() ("" after a success)."""
    return lib.ft_last_error().decode("utf-8", errors="replace")


def check(status: int) -> None:
    """Raises the FoodTruckError subclass for a non-FT_OK status, with this thread's message.

    Call it immediately after the library call, on the same thread, so the message is the one
    that call left.
    """
    if status != OK:
        raise error_for(status, last_error())


def read_text(function, *args) -> str:
    """Calls a text-returning function (args..., char *, capacity, size_t *) and decodes UTF-8.

    Tries a 256-byte buffer, then retries with the exact size the library reported.
    """
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


def read_ids(function, *args) -> list:
    """Calls an id-array function (args..., int32_t *, capacity, size_t *): asks for the count,
    then fetches; retries if the array grew in between (another thread may add donuts)."""
    count = c_size_t()
    check(function(*args, None, 0, ctypes.byref(count)))
    while True:
        capacity = count.value
        ids = (c_int32 * capacity)()
        status = function(*args, ids, capacity, ctypes.byref(count))
        if status != BUFFER_TOO_SMALL:
            break
    check(status)
    return list(ids[: count.value])
