"""The misuse matrix (design.md §6, bar 6): every ft_* function x every bad input that applies
to its parameters, each expecting the status that foodtruck.h documents.

Each function is described by its parameters (SPECS); every parameter kind lists its bad
values and their documented status. A row is one call in which exactly one argument is bad
(or a valid edge case, expecting FT_OK), so its status is unambiguous. For every failing row
the runner also checks that no output was written (the buffer-too-small length excepted) and
that ft_last_error() names the function.

test_misuse.py runs the rows in-process; running this file as a script runs them all in a
child process and exits 0 only if every row passed, proving that no input kills the host.
"""

import ctypes
import os
import sys
from ctypes import byref, c_bool, c_char, c_int, c_int32, c_size_t, c_void_p
from typing import Callable, List, NamedTuple

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.append(os.path.join(os.path.dirname(os.path.dirname(HERE)), "bindings", "python"))

import header  # noqa: E402
from foodtruck import _ffi  # noqa: E402
from foodtruck.errors import Status  # noqa: E402

lib = _ffi.lib
OK, NULL_ARG, HANDLE, ARG, UTF8, SMALL, NOT_FOUND = (
    Status.OK, Status.NULL_ARGUMENT, Status.INVALID_HANDLE, Status.INVALID_ARGUMENT,
    Status.INVALID_UTF8, Status.BUFFER_TOO_SMALL, Status.NOT_FOUND,
)
INT_MIN, INT_MAX = -(2**31), 2**31 - 1
# Above PTRDIFF_MAX: what a negative count cast to size_t gives.
HUGE_CAPACITIES = [2**63, 2**64 - 1]
INVALID_UTF8 = [
    (b"\xff\xfe", "ff-fe"),
    (b"\xc3\x28", "bad-continuation"),
    (b"\xc0\xaf", "overlong"),
    (b"\xed\xa0\x80", "surrogate"),
    (b"\xf4\x90\x80\x80", "above-U+10FFFF"),
    (b"ok\xe2\x82", "truncated"),
]


def as_handle(value):
    return ctypes.cast(c_void_p(value), _ffi.TruckPtr)


class Context:
    """The handles the rows use: one live session, and bad handles of every kind."""

    def __init__(self):
        self.live = self.new_handle()
        self.freed = self.new_handle()
        assert lib.ft_truck_free(self.freed) == OK
        self._foreign_buffer = ctypes.create_string_buffer(64)  # a real, unrelated pointer
        self.foreign = ctypes.cast(self._foreign_buffer, _ffi.TruckPtr)
        live_value = ctypes.cast(self.live, c_void_p).value
        # Handles encode (generation << 32 | slot << 8 | type tag 0xF1); forge each part wrong.
        self.bad_handles = {
            "NULL": None,
            "freed": self.freed,
            "foreign": self.foreign,
            "wrong-tag": as_handle(live_value ^ 0x01),
            "forged-slot": as_handle((0xDEAD << 32) | (0xFFFFFF << 8) | 0xF1),
            "generation-0": as_handle(0xF1),
            "all-ones": as_handle(2**64 - 1),
        }

    @staticmethod
    def new_handle():
        handle = _ffi.TruckPtr()
        assert lib.ft_truck_new(byref(handle)) == OK
        return handle

    def close(self):
        lib.ft_truck_free(self.live)


class Out(NamedTuple):
    """An output object the call may write only on success (or, for a length, on too-small)."""

    obj: object
    written_when_too_small: bool = False


def sentinel(ctype):
    """An instance of ctype filled with 0xA5 bytes, to detect writes."""
    obj = ctype()
    ctypes.memset(ctypes.addressof(obj), 0xA5, ctypes.sizeof(obj))
    return obj


def snapshot(obj):
    return ctypes.string_at(ctypes.addressof(obj), ctypes.sizeof(obj))


# A Make builds one parameter's C arguments at run time: ctx -> (args, outs).
Make = Callable[[Context], tuple]


class Param:
    """A parameter kind: its good value and its (label, make, expected status) variants."""

    def good(self, ctx):
        raise NotImplementedError

    def variants(self) -> list:
        raise NotImplementedError


BAD_HANDLES = ["NULL", "freed", "foreign", "wrong-tag", "forged-slot", "generation-0", "all-ones"]


class Handle(Param):
    def good(self, ctx):
        return [ctx.live], []

    def variants(self):
        return [
            ("truck=" + label, lambda ctx, k=label: ([ctx.bad_handles[k]], []), HANDLE)
            for label in BAD_HANDLES
        ]


class FreedHandle(Handle):
    """ft_truck_free's parameter: NULL is a no-op (FT_OK); the good value is a fresh handle."""

    def good(self, ctx):
        return [ctx.new_handle()], []

    def variants(self):
        return [(l, m, OK if l == "truck=NULL" else e) for l, m, e in super().variants()]


class Enum(Param):
    """An enum argument with `count` values; the good value is 0."""

    def __init__(self, count):
        self.count = count

    def good(self, ctx):
        return [0], []

    def variants(self):
        bad = (-1, self.count, 99, INT_MAX, INT_MIN)
        return [("enum=%d" % v, lambda ctx, v=v: ([v], []), ARG) for v in bad]


class Integer(Param):
    """An int32_t id or index with its documented bad values and status."""

    def __init__(self, name, bad, expected, also_ok=()):
        self.name, self.bad, self.expected, self.also_ok = name, bad, expected, also_ok

    def good(self, ctx):
        return [0], []

    def variants(self):
        cases = [(v, self.expected) for v in self.bad] + [(v, OK) for v in self.also_ok]
        return [("%s=%d" % (self.name, v), lambda ctx, v=v: ([v], []), e) for v, e in cases]


def donut_id():
    return Integer("donut_id", [-1, 10**6, INT_MAX, INT_MIN], NOT_FOUND)


def ingredient_index(name, count, optional):
    """dough (required) or glaze/topping (FT_NO_INGREDIENT = -1 allowed)."""
    bad = ([-2] if optional else [-1]) + [count, INT_MAX, INT_MIN]
    return Integer(name, bad, ARG, also_ok=[-1] if optional else [])


class TextIn(Param):
    def __init__(self, good, extra=()):
        self.good_value, self.extra = good, extra

    def good(self, ctx):
        return [self.good_value], []

    def variants(self):
        rows = [("text=NULL", lambda ctx: ([None], []), NULL_ARG)]
        rows += [("text=" + label, lambda ctx, b=b: ([b], []), UTF8) for b, label in INVALID_UTF8]
        rows += [(label, lambda ctx, b=b: ([b], []), e) for label, b, e in self.extra]
        return rows


NAME_RULES = [
    ("name=empty", b"", ARG),
    ("name=blank", b"  \t ", ARG),
    ("name=65-chars", b"n" * 65, ARG),
    ("name=control", b"a\x07b", ARG),
]


class OutParam(Param):
    def __init__(self, ctype):
        self.ctype = ctype

    def good(self, ctx):
        obj = sentinel(self.ctype)
        return [byref(obj)], [Out(obj)]

    def variants(self):
        return [("out=NULL", lambda ctx: ([None], []), NULL_ARG)]


class InStruct(Param):
    def __init__(self, ctype):
        self.ctype = ctype

    def good(self, ctx):
        return [byref(self.ctype(1, 2, 3, 4, 5, 6))], []

    def variants(self):
        return [("in=NULL", lambda ctx: ([None], []), NULL_ARG)]


class BufferOut(Param):
    """(pointer, capacity, size_t *length) for text (bytes) or id arrays (elements)."""

    def __init__(self, element):
        self.element = element

    def _make(self, ctx, with_buffer, capacity, with_length=True):
        buffer = sentinel(self.element * 256) if with_buffer else None
        length = sentinel(c_size_t)
        args = [buffer, capacity, byref(length) if with_length else None]
        outs = ([Out(buffer)] if with_buffer else []) + ([Out(length, True)] if with_length else [])
        return args, outs

    def good(self, ctx):
        return self._make(ctx, True, 256)

    def variants(self):
        v = [
            ("size-query NULL/0", lambda ctx: self._make(ctx, False, 0), OK),
            ("length_out=NULL", lambda ctx: self._make(ctx, True, 256, False), OK),
            ("buffer=NULL capacity=64", lambda ctx: self._make(ctx, False, 64), NULL_ARG),
            ("capacity=1", lambda ctx: self._make(ctx, True, 1), SMALL),
            ("capacity=0 real buffer", lambda ctx: self._make(ctx, True, 0), SMALL),
        ]
        for cap in HUGE_CAPACITIES:
            for with_buffer, label in ((False, "buffer=NULL"), (True, "real buffer")):
                make = lambda ctx, b=with_buffer, c=cap: self._make(ctx, b, c)  # noqa: E731
                v.append(("%s capacity=%d" % (label, cap), make, ARG))
        return v


TEXT_OUT = BufferOut(c_char)
IDS_OUT = BufferOut(c_int32)
KIND = Enum(3)  # dough with index 0 is the good ingredient
INGREDIENT_INDEX = Integer("index", [-1, 7, INT_MAX, INT_MIN], ARG)  # of dough (kind 0)
RECIPE = [
    ingredient_index("dough", 7, False),
    ingredient_index("glaze", 7, True),
    ingredient_index("topping", 24, True),
]

#: function -> its parameters, in C order (buffers count as one parameter of three arguments).
SPECS = {
    "ft_truck_new": [OutParam(_ffi.TruckPtr)],
    "ft_truck_free": [FreedHandle()],
    "ft_truck_set_locale": [Handle(), Enum(2)],
    "ft_truck_locale": [Handle(), OutParam(c_int)],
    "ft_truck_is_right_to_left": [Handle(), OutParam(c_bool)],
    "ft_flavor_name": [Handle(), Enum(6), TEXT_OUT],
    "ft_flavor_profile_most_potent": [
        InStruct(_ffi.ft_flavor_profile), OutParam(c_int), OutParam(c_int32),
    ],
    "ft_ingredient_count": [KIND, OutParam(c_size_t)],
    "ft_ingredient_flavors": [KIND, INGREDIENT_INDEX, OutParam(_ffi.ft_flavor_profile)],
    "ft_ingredient_slug": [KIND, INGREDIENT_INDEX, TEXT_OUT],
    "ft_ingredient_image_key": [KIND, INGREDIENT_INDEX, TEXT_OUT],
    "ft_ingredient_name": [Handle(), KIND, INGREDIENT_INDEX, TEXT_OUT],
    "ft_donut_count": [Handle(), OutParam(c_size_t)],
    "ft_donut_get": [Handle(), donut_id(), OutParam(_ffi.ft_donut)],
    "ft_donut_name": [Handle(), donut_id(), TEXT_OUT],
    "ft_donut_search": [Handle(), TextIn(b"choc"), IDS_OUT],
    "ft_donut_sort_by_name": [Handle(), IDS_OUT],
    "ft_donut_sort_by_flavor": [Handle(), Enum(6), IDS_OUT],
    "ft_donut_template": [Handle(), OutParam(_ffi.ft_donut)],
    "ft_donut_template_name": [Handle(), TEXT_OUT],
    "ft_donut_create": [Handle(), TextIn(b"Misuse Donut", NAME_RULES), *RECIPE, OutParam(c_int32)],
    "ft_donut_edit": [Handle(), donut_id(), TextIn(b"Misuse Donut", NAME_RULES), *RECIPE],
}


class Row(NamedTuple):
    label: str
    function: str
    make: Make
    expected: object  # a Status; for status-less functions the value or a predicate


def _combine(params, index=None, variant=None):
    def make(ctx):
        args, outs = [], []
        for i, param in enumerate(params):
            a, o = variant(ctx) if i == index else param.good(ctx)
            args += a
            outs += o
        return args, outs

    return make


def _rows_without_status():
    """Functions that return a value, not a status: no input can fail them."""
    defines = header.parse().defines
    rows = [
        Row("no arguments", "ft_version", no_args, defines["FT_VERSION_STRING"].encode()),
        Row("no arguments", "ft_version_number", no_args, defines["FT_VERSION_NUMBER"]),
        Row("after a failure", "ft_last_error", _fail_then_no_args,
            lambda message: message.startswith(b"ft_donut_count: ")),
    ]
    names = [("FT_OK" if s == OK else "FT_ERR_" + s.name).encode() for s in Status]
    names += [b"FT_ERR_UNKNOWN"] * 5
    for value, name in zip(list(Status) + [-1, 8, 999, INT_MAX, INT_MIN], names):
        v = int(value)
        rows.append(Row("status=%d" % v, "ft_status_string", lambda ctx, v=v: ([v], []), name))
    return rows


def no_args(ctx):
    return [], []


def _fail_then_no_args(ctx):
    assert lib.ft_donut_count(None, None) == HANDLE
    return [], []


def build_rows() -> List[Row]:
    rows = _rows_without_status()
    for function, params in SPECS.items():
        rows.append(Row("valid call", function, _combine(params), OK))
        for index, param in enumerate(params):
            for label, make, expected in param.variants():
                rows.append(Row(label, function, _combine(params, index, make), expected))
    return rows


ROWS = build_rows()


def run_row(ctx, row):
    """Runs one row; returns a list of problems ("" if none)."""
    args, outs = row.make(ctx)
    before = [snapshot(out.obj) for out in outs]
    result = getattr(lib, row.function)(*args)
    message = lib.ft_last_error()
    problems = []
    matched = row.expected(result) if callable(row.expected) else result == row.expected
    if not matched:
        problems.append("returned %r, expected %r" % (result, row.expected))
    if isinstance(row.expected, Status) and result not in (OK, None):
        if not message.startswith(row.function.encode() + b":"):
            problems.append("ft_last_error() does not name the function: %r" % message)
        for out, old in zip(outs, before):
            if snapshot(out.obj) != old and not (result == SMALL and out.written_when_too_small):
                problems.append("an output was written although the call failed")
    if row.function == "ft_truck_new" and result == OK:
        lib.ft_truck_free(outs[0].obj)
    return problems


def main():
    ctx = Context()
    failures = []
    for row in ROWS:
        for problem in run_row(ctx, row):
            failures.append("%s [%s]: %s" % (row.function, row.label, problem))
    ctx.close()
    print("\n".join(failures))
    print("%d rows, %d failures" % (len(ROWS), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
