# SPDX-License-Identifier: Apache-2.0
"""Loading libfoodtruck and declaring every foodtruck_* function (include/foodtruck.h) with the
signatures generated into _capi.py (tools/api.py).

The library is found in this order: $FOODTRUCK_LIBRARY if set; the copy shipped beside this
package (foodtruck/lib/libfoodtruck.so.MAJOR, which a wheel carries); the system's, installed
with ``cmake --install`` or a distribution's package: where ``pkg-config foodtruck`` says its
libdir is, else wherever the dynamic loader finds libfoodtruck.so.MAJOR ($LD_LIBRARY_PATH, the
ld.so cache). Where none is, importing the package raises an ImportError that says how to
install one. Every function gets both ``argtypes`` and
``restype``: without them ctypes truncates returned pointers and narrows 64-bit arguments.

``lib`` is the raw ctypes library: its calls return plain status codes and raise nothing, which
is what tests of the C conventions need. The rest of the package calls the library only through
the helpers at the end of this module, by function name: ``call()`` for a status,
``read_handle_value()``, ``handle_property()`` and ``read_value()`` for one out-value,
``read_text()`` for "text out" functions and ``read_array()`` for "array out" functions. They
check integer arguments against their C types first (ctypes would silently truncate 2**32 + 3
to 3) and turn a failed status into an exception. The end of the module holds the event
callback machinery: two module-level trampolines, the registry of Python handlers and the
per-thread delivery frames through which an exception raised in a handler reaches the binding
call that delivered the event.
"""

from __future__ import annotations

import ctypes
import itertools
import os
import subprocess
import sys
import threading
from ctypes import c_int32, c_int64, c_size_t, c_uint32, c_uint64

from .errors import BUFFER_TOO_SMALL, OK, error_for

#: The library major version this binding is written for (FOODTRUCK_VERSION_MAJOR).
EXPECTED_MAJOR = 0
#: The oldest library version (FOODTRUCK_VERSION_NUMBER) that has every function declared below.
MINIMUM_VERSION_NUMBER = 200


# ---- The raw layer -------------------------------------------------------------------------
#
# Structs, enums, constants, TruckPtr, the callback types and SIGNATURES (name -> (restype,
# argtypes) of every function) are generated from include/foodtruck.h into _capi.py by
# tools/api.py; they are re-exported here, so that _ffi.foodtruck_donut, _ffi.TruckPtr, ... stay
# the one place the hand-written modules take them from.

from ._capi import *  # noqa: E402,F401,F403 - the generated raw layer
from ._capi import SIGNATURES, foodtruck_destroy_callback, foodtruck_event_callback  # noqa: E402


# ---- Loading -------------------------------------------------------------------------------


SONAME = "libfoodtruck.so.%d" % EXPECTED_MAJOR
#: What the ImportError says when no library is found.
HOW_TO_INSTALL = (
    "install the wheel (pip install foodtruck-*.whl, which carries the library), or install "
    "the library (cmake --install, see the README) where pkg-config (PKG_CONFIG_PATH) or the "
    "dynamic loader (LD_LIBRARY_PATH, ldconfig) finds it, or set FOODTRUCK_LIBRARY to its full path"
)


def _pkg_config_library() -> str | None:
    """libfoodtruck.so.MAJOR in the libdir pkg-config gives for foodtruck, if it is there."""
    try:
        result = subprocess.run(["pkg-config", "--variable=libdir", "foodtruck"], capture_output=True,
                                text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    candidate = os.path.normpath(os.path.join(result.stdout.strip(), SONAME))  # "${pcfiledir}/../.."
    return candidate if result.returncode == 0 and os.path.isfile(candidate) else None


def library_path() -> str:
    """The library to load: $FOODTRUCK_LIBRARY (made absolute), else the packaged copy if there
    is one, else the system's through pkg-config, else the bare SONAME, which the dynamic loader
    looks for on its own path."""
    override = os.environ.get("FOODTRUCK_LIBRARY")
    if override:
        return os.path.abspath(override)
    packaged = os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib", SONAME)
    if os.path.isfile(packaged):
        return packaged
    return _pkg_config_library() or SONAME


def _is_packaged(path: str) -> bool:
    return os.path.dirname(path) == os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib")


def check_version(number: int, packaged: bool = False) -> None:
    """Raises ImportError unless a library reporting foodtruck_version_number() == number fits:
    the copy packaged with the binding must be the very version the binding was generated for
    (FOODTRUCK_VERSION_NUMBER of _capi.py); one named by $FOODTRUCK_LIBRARY may be any later
    minor version of the same major."""
    if packaged and number != VERSION_NUMBER:
        raise ImportError(
            "foodtruck: the packaged library %s is version number %d, but this binding is %d: "
            "reinstall the package (or run tools/stage in a checkout)"
            % (LIBRARY_PATH, number, VERSION_NUMBER)
        )
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
        if LIBRARY_PATH == SONAME:
            raise ImportError(
                "foodtruck: no libfoodtruck found: none beside the package, FOODTRUCK_LIBRARY not "
                "set, none through pkg-config foodtruck or on the dynamic loader's path (%s). To "
                "use the binding, %s; in a checkout, tools/stage puts one beside the package"
                % (error, HOW_TO_INSTALL)
            ) from error
        raise ImportError(
            "foodtruck: cannot load libfoodtruck from %s (set FOODTRUCK_LIBRARY to its full "
            "path, or run tools/stage): %s" % (LIBRARY_PATH, error)
        ) from error
    # The version first: a library too old for the table below gets a clear message rather
    # than an AttributeError on whichever function it lacks.
    library.foodtruck_version_number.restype = c_uint32
    library.foodtruck_version_number.argtypes = []
    check_version(library.foodtruck_version_number(),
                  packaged="FOODTRUCK_LIBRARY" not in os.environ and _is_packaged(LIBRARY_PATH))
    for name, (restype, argtypes) in SIGNATURES.items():
        function = getattr(library, name)
        function.restype = restype
        function.argtypes = argtypes
    return library


LIBRARY_PATH = library_path()
#: The raw library: every foodtruck_* function with argtypes and restype, returning raw values.
lib = _load()
#: lib's own attribute dict, where the helpers below look each function up by name on every
#: call: CDLL keeps there each function it has looked up (_load looked up all of them), and
#: setattr(lib, name, recorder), a test recording calls, replaces the function there. A
#: subscript of it costs less than getattr(lib, name), which the hot path would pay per call.
_functions = vars(lib)


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
    if _INTEGER_ARGUMENTS[name]:  # most getters take no integers (this is the hot path)
        _check_integers(name, args)
    return _functions[name]  # looked up per call, so that tests can record calls


def _check_integers(name: str, args) -> None:
    """Raises for an integer argument of ``name`` outside its C type's range."""
    for index, ctype, low, high in _INTEGER_ARGUMENTS[name]:
        if index >= len(args):
            break
        value = args[index]
        if isinstance(value, int) and not low <= value <= high:
            check_integer(value, ctype, "%s argument %d" % (name, index + 1))  # raises


def call(name: str, *args) -> None:
    """Calls the library function ``name`` and raises the FoodTruckError for a failed status.

    While a Python event callback is registered (``callbacks`` is not empty), the call runs in a
    delivery frame (see call_in_frame()): an exception raised by the callback during this call
    is raised here, after the library has returned.
    """
    # _function(), inlined: a getter's whole cost is a few such steps.
    if _INTEGER_ARGUMENTS[name]:
        _check_integers(name, args)
    function = _functions[name]
    if callbacks:  # one dict test on the hot path; frames only when deliveries are possible
        raise_for(*_in_frame(function, args))
        return
    status = function(*args)
    if status:  # FOODTRUCK_OK is 0, never renumbered: cheaper than != OK (an IntEnum)
        raise error_for(status, last_error())


# The one out-value helpers pass the ctypes instance itself where the function takes a T *:
# ctypes applies byref() on its own for a POINTER(T) parameter (documented), in C, which costs
# far less than a byref() object made in Python and then converted (about 170 ns a call here).


def read_handle_value(name: str, ctype, handle):
    """Calls a handle getter, a function (foodtruck_truck *, T *value_out), and returns the value:
    the session's counts and the settings a method reads (Truck.donut_count(), .next_due, ...),
    which a shell may read every frame (handle_property() for a property that only returns it).

    call(), specialised for that shape, since a getter's whole cost is a few such steps: no
    integer argument to check (the handle is the only one, and ctypes refuses a call to a
    function of another arity or out-type; tests/python/test_signatures.py checks every use),
    no *args to pack, and no delivery frame: a getter is a read, and only changes deliver
    events (docs/conventions.md, "Events and callbacks")."""
    value = ctype()
    status = _functions[name](handle, value)  # looked up per call, so that tests can record calls
    if status:
        raise error_for(status, last_error())
    return value.value


def handle_property(name: str, ctype, convert=None):
    """Decorates a stub method, whose docstring it keeps, into a read-only property that reads
    the handle getter ``name`` as read_handle_value() does, converted by ``convert`` when given
    (Locale, City, ...). Add a setter with the property's ``.setter`` as usual.

    The property's getter is read_handle_value() with its function looked up once: a single
    Python frame where a property calling read_handle_value() is two, for the settings a
    shell reads every frame (Truck.price_cents, .locale, ...)."""
    function = _functions[name]

    def read(truck):
        value = ctype()
        status = function(truck._handle, value)
        if status:
            raise error_for(status, last_error())
        return value.value

    def decorate(stub) -> property:
        return property(read if convert is None else lambda truck: convert(read(truck)),
                        doc=stub.__doc__)

    return decorate


def read_value(name: str, ctype, *args):
    """Calls a function whose last parameter is its one out-value (args..., T *value_out) and
    returns the value (read_handle_value() for a getter that takes only the handle)."""
    value = ctype()
    call(name, *args, value)
    return value.value


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
