"""The misuse matrix (docs/architecture.md, practice 3): every foodtruck_* function x every bad input
that applies to its parameters, each expecting the status that foodtruck.h documents.

Each function is described by its parameters (SPECS); every parameter kind lists its bad
values and their documented status. A row is one call in which exactly one argument is bad
(or a valid edge case, expecting FOODTRUCK_OK), so its status is unambiguous. For every failing row
the runner also checks that no output was written (the buffer-too-small length excepted) and
that foodtruck_last_error() names the function.

test_misuse.py runs the rows in-process; running this file as a script runs them all in a
child process and exits 0 only if every row passed, proving that no input kills the host.
"""

import ctypes
import math
import os
import sys
from ctypes import (
    byref,
    c_bool,
    c_char,
    c_double,
    c_int,
    c_int32,
    c_int64,
    c_size_t,
    c_uint32,
    c_void_p,
)
from typing import Callable, List, NamedTuple

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.append(os.path.join(os.path.dirname(os.path.dirname(HERE)), "bindings", "python"))

import header  # noqa: E402
from foodtruck import DEEP_LINK_MAX_BYTES, DONUT_NAME_MAX_BYTES, SEARCH_MAX_BYTES  # noqa: E402
from foodtruck import _ffi  # noqa: E402
from foodtruck.errors import Status  # noqa: E402

lib = _ffi.lib
OK, NULL_ARG, HANDLE, ARG, UTF8, SMALL, NOT_FOUND, STATE, LIMIT, DISABLED = (
    Status.OK, Status.NULL_ARGUMENT, Status.INVALID_HANDLE, Status.INVALID_ARGUMENT,
    Status.INVALID_UTF8, Status.BUFFER_TOO_SMALL, Status.NOT_FOUND, Status.INVALID_STATE,
    Status.LIMIT_REACHED, Status.DISABLED,
)
INT_MIN, INT_MAX = -(2**31), 2**31 - 1
INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
# Above PTRDIFF_MAX: what a negative count cast to size_t gives.
HUGE_CAPACITIES = [2**63, 2**64 - 1]
PTRDIFF_MAX = 2**63 - 1
# The instants the library accepts: 0001-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z.
FIRST_INSTANT, LAST_INSTANT = -62_135_596_800_000, 253_402_300_799_999
NOW = 1_700_000_000_000  # 2023-11-14T22:13:20Z, the good `now` of every row
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


PREPARE, COMPLETE = 0, 2  # foodtruck_order_action
DISMISS_DEFAULT, DISMISS_IMMEDIATE, DISMISS_AFTER = 0, 1, 2  # foodtruck_dismissal_policy
MINUTE = 60_000


class Context:
    """The handles the rows use: one live session, and bad handles of every kind.

    The live session has orders 1 to 3 (placed), order 4 in preparation (its countdown and live
    activity 1) and room for 100 live activities. foodtruck_activity_request's rows use three more
    sessions whose orders keep the same numbers (requests: room for 100 activities; full: its
    limit of 1 used up; disabled: activities turned off), each with order 1 showing an activity
    where activities are on."""

    def __init__(self):
        self._extra = []  # handles made for single rows, freed by close()
        self.live = self.new_handle()
        for donut_id in (0, 3, 5):  # orders 1 to 3 (two lines each): every array has 2+ entries
            self.place_order([(donut_id, 2), (donut_id + 1, 1)])
        assert lib.foodtruck_truck_set_activity_limit(self.live, 100) == OK
        self.preparing = self.fresh_order()
        assert lib.foodtruck_order_apply(self.live, self.preparing, PREPARE, NOW) == OK
        self._showing = None
        self.requests, self.full, self.disabled = (self.new_handle() for _ in range(3))
        assert lib.foodtruck_truck_set_activity_limit(self.requests, 100) == OK
        assert lib.foodtruck_truck_set_activity_limit(self.full, 1) == OK
        assert lib.foodtruck_truck_set_activities_enabled(self.disabled, False, NOW) == OK
        assert self._same_order_everywhere() == 1
        for handle in (self.requests, self.full):
            self.request(handle, 1)
        self._request_order = None
        self.freed = self.new_handle()
        assert lib.foodtruck_truck_free(self.freed) == OK
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
        assert lib.foodtruck_truck_new(byref(handle)) == OK
        return handle

    def fresh_handle(self):
        """A new session without orders (foodtruck_truck_simulate needs one per call)."""
        handle = self.new_handle()
        self._extra.append(handle)
        return handle

    def place_order(self, lines, handle=None):
        array = (_ffi.foodtruck_order_line * len(lines))(*lines)
        number = c_int32()
        handle = self.live if handle is None else handle
        assert lib.foodtruck_order_place(handle, array, len(lines), NOW, byref(number)) == OK
        return number.value

    def fresh_order(self):
        """A new placed order in the live session (for rows that change an order)."""
        return self.place_order([(1, 1)])

    def completed_order(self):
        number = self.fresh_order()
        for action in range(3):
            assert lib.foodtruck_order_apply(self.live, number, action, NOW) == OK
        return number

    def ticked_handle(self, at):
        """A new session whose last tick was at `at`."""
        handle = self.fresh_handle()
        assert lib.foodtruck_truck_tick(handle, at, None) == OK
        return handle

    # ---- Live activities -------------------------------------------------------------------

    @staticmethod
    def request(handle, number):
        activity_id = c_int32()
        status = lib.foodtruck_activity_request(handle, number, NOW, NOW + MINUTE, 0.0, NOW,
                                         byref(activity_id))
        assert status == OK, (status, lib.foodtruck_last_error())
        return activity_id.value

    @staticmethod
    def state(handle, activity_id):
        activity = _ffi.foodtruck_activity()
        assert lib.foodtruck_activity_get(handle, activity_id, byref(activity)) == OK
        return activity.state

    def new_activity(self):
        """A new showing activity of the live session (for a new order)."""
        return self.request(self.live, self.fresh_order())

    def showing_activity(self):
        """A showing activity of the live session: the same one until a row ends it."""
        if self._showing is None or self.state(self.live, self._showing) > 1:
            self._showing = self.new_activity()
        return self._showing

    def ensure_showing(self, count):
        """At least `count` activities of the live session show."""
        ids, shown = (c_int32 * 256)(), c_size_t()
        assert lib.foodtruck_activity_list(self.live, ids, 256, byref(shown)) == OK
        for _ in range(count - shown.value):
            self.new_activity()

    def ended_activity(self):
        """An activity that ended (it stays on the lock screen for 4 hours)."""
        activity_id = self.new_activity()
        assert lib.foodtruck_activity_end(self.live, activity_id, DISMISS_DEFAULT, 0, NOW) == OK
        return activity_id

    def dismissed_activity(self):
        activity_id = self.new_activity()
        assert lib.foodtruck_activity_end(self.live, activity_id, DISMISS_IMMEDIATE, 0, NOW) == OK
        return activity_id

    def _same_order_everywhere(self):
        numbers = {self.place_order([(1, 1)], h) for h in (self.requests, self.full, self.disabled)}
        assert len(numbers) == 1, "the request sessions' order numbers diverged"
        return numbers.pop()

    def request_order(self):
        """An order without a showing activity, with the same number in the sessions
        requests, full and disabled: the same one until a row gives it an activity."""
        number = self._request_order
        found = c_int32()
        if number is None or lib.foodtruck_activity_for_order(self.requests, number, byref(found)) == OK:
            number = self._request_order = self._same_order_everywhere()
        return number

    def close(self):
        for handle in [self.live, self.requests, self.full, self.disabled] + self._extra:
            lib.foodtruck_truck_free(handle)


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

    def kind(self) -> tuple:
        """What C parameter(s) this stands for; test_misuse.py derives the same from the
        header, so a changed signature fails until its rows are updated."""
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

    def kind(self):
        return ("handle",)


class FreedHandle(Handle):
    """foodtruck_truck_free's parameter: NULL is a no-op (FOODTRUCK_OK); the good value is a fresh handle."""

    def good(self, ctx):
        return [ctx.new_handle()], []

    def variants(self):
        return [(l, m, OK if l == "truck=NULL" else e) for l, m, e in super().variants()]


class EmptyHandle(Handle):
    """foodtruck_truck_simulate's parameter: the good value is a fresh session without orders; the
    live session, which has orders, is refused with FOODTRUCK_ERR_INVALID_STATE."""

    def good(self, ctx):
        return [ctx.fresh_handle()], []

    def variants(self):
        return super().variants() + [("truck=has-orders", lambda ctx: ([ctx.live], []), STATE)]


class TickHandle(Handle):
    """foodtruck_truck_tick's parameter: the good value is a new session (time only moves forward, so
    each row starts a clock of its own); a session that ticked later than `now` refuses it."""

    def good(self, ctx):
        return [ctx.fresh_handle()], []

    def variants(self):
        return super().variants() + [
            ("truck=ticked at now+1 (now goes back)",
             lambda ctx: ([ctx.ticked_handle(NOW + 1)], []), ARG),
            ("truck=ticked at now (same now again)", lambda ctx: ([ctx.ticked_handle(NOW)], []),
             OK),
        ]


class RequestHandle(Handle):
    """foodtruck_activity_request's parameter: the requests session; the full one (its limit of one
    activity used up) is FOODTRUCK_ERR_LIMIT_REACHED, the one with activities off FOODTRUCK_ERR_DISABLED."""

    def good(self, ctx):
        return [ctx.requests], []

    def variants(self):
        return super().variants() + [
            ("truck=limit-reached", lambda ctx: ([ctx.full], []), LIMIT),
            ("truck=activities-off", lambda ctx: ([ctx.disabled], []), DISABLED),
        ]


class ShowingHandle(Handle):
    """The live session with at least two activities showing (foodtruck_activity_list's rows need
    2 to 256 results)."""

    def good(self, ctx):
        ctx.ensure_showing(2)
        return [ctx.live], []


class Enum(Param):
    """An enum argument whose header type has `count` enumerators, accepting `valid` values
    (default 0 to count - 1; the good value is the first). Bad values: just below and above
    the valid range, 99, INT_MAX and INT_MIN. `extra` adds (label, value, status) rows, e.g.
    a valid value that the state refuses."""

    def __init__(self, count, valid=None, good=None, extra=()):
        self.count = count
        self.valid = list(range(count) if valid is None else valid)
        self.good_value = self.valid[0] if good is None else good
        self.extra = extra

    def good(self, ctx):
        return [self.good_value], []

    def variants(self):
        bad = []
        for v in (min(self.valid) - 1, max(self.valid) + 1, 99, INT_MAX, INT_MIN):
            if v not in bad:
                bad.append(v)
        rows = [("enum=%d" % v, lambda ctx, v=v: ([v], []), ARG) for v in bad]
        rows += [(label, lambda ctx, v=v: ([v], []), e) for label, v, e in self.extra]
        return rows

    def kind(self):
        return ("enum", self.count)


class Integer(Param):
    """An integer argument of C type `c_type` (int32_t ids and indices by default) with its
    documented bad values and status, and valid edge values (`also_ok`) expecting FOODTRUCK_OK."""

    def __init__(self, name, bad, expected, also_ok=(), good=0, c_type="int32_t"):
        self.name, self.bad, self.expected, self.also_ok = name, bad, expected, also_ok
        self.good_value, self.c_type = good, c_type

    def good(self, ctx):
        return [self.good_value], []

    def variants(self):
        cases = [(v, self.expected) for v in self.bad] + [(v, OK) for v in self.also_ok]
        return [("%s=%d" % (self.name, v), lambda ctx, v=v: ([v], []), e) for v, e in cases]

    def kind(self):
        return ("scalar", self.c_type)


def donut_id():
    return Integer("donut_id", [-1, 10**6, INT_MAX, INT_MIN], NOT_FOUND)


def instant(name="now", after_placement=False):
    """An int64_t instant: outside the years 1 to 9999 is FOODTRUCK_ERR_INVALID_ARGUMENT. With
    `after_placement` (a step of an order's lifecycle), so is any time before the order was
    placed: time moves forward."""
    bad = [INT64_MIN, INT64_MAX, FIRST_INSTANT - 1, LAST_INSTANT + 1]
    if after_placement:
        return Integer(name, bad + [FIRST_INSTANT, NOW - 1], ARG, also_ok=[LAST_INSTANT],
                       good=NOW, c_type="int64_t")
    return Integer(name, bad, ARG, also_ok=[FIRST_INSTANT, LAST_INSTANT], good=NOW,
                   c_type="int64_t")


def size(name, good, also_ok=()):
    """A size_t count or offset: above PTRDIFF_MAX is FOODTRUCK_ERR_INVALID_ARGUMENT."""
    return Integer(name, HUGE_CAPACITIES, ARG, also_ok=also_ok, good=good, c_type="size_t")


def status_mask():
    """A uint32_t set of FOODTRUCK_ORDER_STATUS_BIT bits: bits outside FOODTRUCK_ORDER_STATUS_ALL are bad."""
    return Integer("status_mask", [0x10, 0x1F, 0x80000000, 0xFFFFFFFF], ARG,
                   also_ok=[0, 0x1, 0x7], good=0x0F, c_type="uint32_t")


class OrderNumber(Param):
    """An int32_t order number: unknown numbers are FOODTRUCK_ERR_NOT_FOUND. The good value is order
    1 of the live session, or with `fresh` a new placed order per row (for rows that change
    it); `extra` adds (label, make number, status) rows."""

    BAD = [0, -1, 10**6, INT_MAX, INT_MIN]

    def __init__(self, fresh=False, extra=(), good=None):
        self.fresh, self.extra, self.good_number = fresh, extra, good

    def good(self, ctx):
        if self.good_number is not None:
            return [self.good_number(ctx)], []
        return [ctx.fresh_order() if self.fresh else 1], []

    def variants(self):
        rows = [("number=%d" % v, lambda ctx, v=v: ([v], []), NOT_FOUND) for v in self.BAD]
        rows += [(label, lambda ctx, f=f: ([f(ctx)], []), e) for label, f, e in self.extra]
        return rows

    def kind(self):
        return ("scalar", "int32_t")


class LinesIn(Param):
    """foodtruck_order_place's (foodtruck_order_line const *lines, size_t line_count)."""

    @staticmethod
    def _make(rows, count=None, null=False):
        def make(ctx):
            array = (_ffi.foodtruck_order_line * max(len(rows), 1))(*rows)
            n = len(rows) if count is None else count
            return [None if null else array, n], []

        return make

    def good(self, ctx):
        return self._make([(0, 1)])(ctx)

    def variants(self):
        every_donut = [(donut_id, 1) for donut_id in range(17)]
        v = [
            ("lines=NULL line_count=1", self._make([], 1, null=True), NULL_ARG),
            ("lines=NULL line_count=0", self._make([], 0, null=True), ARG),
            ("lines line_count=0", self._make([(0, 1)], 0), ARG),
            ("17 lines (every donut)", self._make(every_donut), OK),
            ("65 lines", self._make([(i % 17, 1) for i in range(65)]), ARG),
            ("duplicate donut", self._make([(2, 1), (4, 1), (2, 3)]), ARG),
            ("count=1 and 99", self._make([(0, 1), (1, 99)]), OK),
        ]
        for label, line in [
            ("donut_id=10**6 (unknown)", (10**6, 1)), ("donut_id=-1", (-1, 1)),
            ("donut_id=INT_MAX", (INT_MAX, 1)), ("donut_id=INT_MIN", (INT_MIN, 1)),
            ("count=0", (0, 0)), ("count=100", (0, 100)), ("count=-1", (0, -1)),
            ("count=INT_MAX", (0, INT_MAX)), ("count=INT_MIN", (0, INT_MIN)),
        ]:
            v.append((label, self._make([(5, 1), line]), ARG))
        for count in HUGE_CAPACITIES:
            v.append(("line_count=%d" % count, self._make([(0, 1)], count), ARG))
            v.append(("lines=NULL line_count=%d" % count, self._make([], count, null=True), ARG))
        return v

    def kind(self):
        return ("array-in", "foodtruck_order_line const *")


def ingredient_index(name, count, optional):
    """dough (required) or glaze/topping (FOODTRUCK_NO_INGREDIENT = -1 allowed)."""
    bad = ([-2] if optional else [-1]) + [count, INT_MAX, INT_MIN]
    return Integer(name, bad, ARG, also_ok=[-1] if optional else [])


class TextIn(Param):
    """A text argument with its limit in bytes: longer is FOODTRUCK_ERR_INVALID_ARGUMENT, found before
    the text is decoded (the bytes past the limit are not UTF-8)."""

    def __init__(self, good, maximum, extra=()):
        self.good_value, self.maximum, self.extra = good, maximum, extra

    def good(self, ctx):
        return [self.good_value], []

    def variants(self):
        rows = [("text=NULL", lambda ctx: ([None], []), NULL_ARG)]
        rows += [("text=" + label, lambda ctx, b=b: ([b], []), UTF8) for b, label in INVALID_UTF8]
        for label, length in (("1 byte over", self.maximum + 1), ("1 MiB", 1 << 20)):
            text = b"a" * (self.maximum + 1) + b"\xff" * (length - self.maximum - 1)
            rows.append(("text=%s the %d-byte limit" % (label, self.maximum),
                         lambda ctx, b=text: ([b], []), ARG))
        rows += [(label, lambda ctx, b=b: ([b], []), e) for label, b, e in self.extra]
        return rows

    def kind(self):
        return ("text",)


NAME_RULES = [
    ("name=empty", b"", ARG),
    ("name=blank", b"  \t ", ARG),
    ("name=65-chars", b"n" * 65, ARG),
    ("name=control", b"a\x07b", ARG),
]


class OutParam(Param):
    """A required out-parameter (NULL: FOODTRUCK_ERR_NULL_ARGUMENT), or with `optional` one that may
    be NULL (FOODTRUCK_OK)."""

    def __init__(self, ctype, optional=False):
        self.ctype, self.optional = ctype, optional

    def good(self, ctx):
        obj = sentinel(self.ctype)
        return [byref(obj)], [Out(obj)]

    def variants(self):
        return [("out=NULL", lambda ctx: ([None], []), OK if self.optional else NULL_ARG)]

    def kind(self):
        return ("out",)


class InStruct(Param):
    def __init__(self, ctype):
        self.ctype = ctype

    def good(self, ctx):
        return [byref(self.ctype(1, 2, 3, 4, 5, 6))], []

    def variants(self):
        return [("in=NULL", lambda ctx: ([None], []), NULL_ARG)]

    def kind(self):
        return ("in",)


class BufferOut(Param):
    """(pointer, capacity, size_t *length) for text (bytes) or arrays (elements) of the C
    element type `c_type`. The rows' other arguments must give a result of 2 to `room` (256 by
    default) elements, so that capacity 1 is too small and `room` is enough; with `single`, a
    result of exactly one element (capacity 1 fits)."""

    def __init__(self, element, c_type, room=256, single=False):
        self.element, self.c_type, self.room, self.single = element, c_type, room, single

    def _make(self, ctx, with_buffer, capacity, with_length=True):
        buffer = sentinel(self.element * self.room) if with_buffer else None
        length = sentinel(c_size_t)
        args = [buffer, capacity, byref(length) if with_length else None]
        outs = ([Out(buffer)] if with_buffer else []) + ([Out(length, True)] if with_length else [])
        return args, outs

    def good(self, ctx):
        return self._make(ctx, True, self.room)

    def variants(self):
        room = self.room
        v = [
            ("size-query NULL/0", lambda ctx: self._make(ctx, False, 0), OK),
            ("length_out=NULL", lambda ctx: self._make(ctx, True, room, False), OK),
            ("buffer=NULL capacity=64", lambda ctx: self._make(ctx, False, 64), NULL_ARG),
            ("capacity=1", lambda ctx: self._make(ctx, True, 1), OK if self.single else SMALL),
            ("capacity=0 real buffer", lambda ctx: self._make(ctx, True, 0), SMALL),
        ]
        for cap in HUGE_CAPACITIES:
            for with_buffer, label in ((False, "buffer=NULL"), (True, "real buffer")):
                make = lambda ctx, b=with_buffer, c=cap: self._make(ctx, b, c)  # noqa: E731
                v.append(("%s capacity=%d" % (label, cap), make, ARG))
        return v

    def kind(self):
        return ("buffer", self.c_type + " *")


class EventsOut(Param):
    """foodtruck_event_poll's (foodtruck_event *events_out, size_t capacity, size_t *count_out): a draining
    queue, the documented exception to the buffer convention. A capacity smaller than what
    waits is not an error (it takes what fits); count_out is required."""

    @staticmethod
    def _make(ctx, with_buffer, capacity, with_count=True):
        events = sentinel(_ffi.foodtruck_event * 256) if with_buffer else None
        count = sentinel(c_size_t)
        args = [events, capacity, byref(count) if with_count else None]
        return args, ([Out(events)] if with_buffer else []) + ([Out(count)] if with_count else [])

    def good(self, ctx):
        return self._make(ctx, True, 256)

    def variants(self):
        v = [
            ("count-query NULL/0", lambda ctx: self._make(ctx, False, 0), OK),
            ("capacity=1 (takes one)", lambda ctx: self._make(ctx, True, 1), OK),
            ("capacity=0 real buffer", lambda ctx: self._make(ctx, True, 0), OK),
            ("count_out=NULL", lambda ctx: self._make(ctx, True, 256, False), NULL_ARG),
            ("count_out=NULL count-query", lambda ctx: self._make(ctx, False, 0, False),
             NULL_ARG),
            ("events_out=NULL capacity=64", lambda ctx: self._make(ctx, False, 64), NULL_ARG),
        ]
        for cap in HUGE_CAPACITIES:
            for with_buffer, label in ((False, "events_out=NULL"), (True, "real buffer")):
                make = lambda ctx, b=with_buffer, c=cap: self._make(ctx, b, c)  # noqa: E731
                v.append(("%s capacity=%d" % (label, cap), make, ARG))
        return v

    def kind(self):
        return ("buffer", "foodtruck_event *")


NOT_FINITE = (math.nan, math.inf, -math.inf)


class Real(Param):
    """A double argument: NaN and the infinities (or the `bad` values given) are
    FOODTRUCK_ERR_INVALID_ARGUMENT; `also_ok` lists edge values expecting FOODTRUCK_OK."""

    def __init__(self, name, good, also_ok=(), bad=NOT_FINITE):
        self.name, self.good_value, self.also_ok, self.bad = name, good, also_ok, bad

    def good(self, ctx):
        return [self.good_value], []

    def variants(self):
        cases = [(v, ARG) for v in self.bad]
        cases += [(v, OK) for v in self.also_ok]
        return [("%s=%r" % (self.name, v), lambda ctx, v=v: ([v], []), e) for v, e in cases]

    def kind(self):
        return ("scalar", "double")


class ActivityId(Param):
    """An int32_t live activity id: unknown ids are FOODTRUCK_ERR_NOT_FOUND. The good value is
    activity 1 (order 4's, in preparation), or what `good` makes; `extra` adds (label, make id,
    status) rows."""

    BAD = [0, -1, 10**6, INT_MAX, INT_MIN]

    def __init__(self, good=None, extra=()):
        self.good_id, self.extra = good, extra

    def good(self, ctx):
        return [1 if self.good_id is None else self.good_id(ctx)], []

    def variants(self):
        rows = [("id=%d" % v, lambda ctx, v=v: ([v], []), NOT_FOUND) for v in self.BAD]
        rows += [(label, lambda ctx, f=f: ([f(ctx)], []), e) for label, f, e in self.extra]
        return rows

    def kind(self):
        return ("scalar", "int32_t")


def _ignore_event(event, user_data):
    pass


def _ignore_release(user_data):
    pass


# The misuse rows' callbacks: module globals, alive as long as the library may call them.
IGNORE_EVENT = _ffi.foodtruck_event_callback(_ignore_event)
IGNORE_RELEASE = _ffi.foodtruck_destroy_callback(_ignore_release)


class Callback(Param):
    """A function pointer argument (foodtruck_event_callback or foodtruck_destroy_callback); NULL is valid
    (it unregisters, or means nothing to release)."""

    def __init__(self, typedef, function):
        self.typedef, self.function = typedef, function

    def good(self, ctx):
        return [self.function], []

    def variants(self):
        null = getattr(_ffi, self.typedef)()
        return [("%s=NULL" % self.typedef, lambda ctx: ([null], []), OK)]

    def kind(self):
        return ("callback", self.typedef)


class UserData(Param):
    """void *user_data: passed back untouched; any value, NULL included, is valid."""

    def good(self, ctx):
        return [0x5EED], []

    def variants(self):
        return [("user_data=NULL", lambda ctx: ([None], []), OK),
                ("user_data=all-ones", lambda ctx: ([2**64 - 1], []), OK)]

    def kind(self):
        return ("user-data",)


def timer_start():
    """An activity's countdown start (the good end is NOW + 1 minute)."""
    bad = [INT64_MIN, INT64_MAX, FIRST_INSTANT - 1, LAST_INSTANT + 1, NOW + MINUTE + 1]
    return Integer("timer_start", bad, ARG, also_ok=[FIRST_INSTANT, NOW + MINUTE], good=NOW,
                   c_type="int64_t")


def timer_end():
    """An activity's countdown end (the good start is NOW): before the start is bad."""
    bad = [INT64_MIN, INT64_MAX, FIRST_INSTANT - 1, LAST_INSTANT + 1, NOW - 1]
    return Integer("timer_end", bad, ARG, also_ok=[NOW, LAST_INSTANT], good=NOW + MINUTE,
                   c_type="int64_t")


RELEVANCE = Real("relevance", 1.0, also_ok=[0.0, -0.0, -1.5, 1e308, -1e308, 5e-324])
#: A showing activity of the live session, and the ones a showing-only call refuses.
SHOWING_ACTIVITY = ActivityId(
    good=Context.showing_activity,
    extra=[("id=ended", Context.ended_activity, STATE),
           ("id=dismissed", Context.dismissed_activity, STATE)],
)
#: Order 4 of the live session is preparing (it has a countdown and activity 1); order 1 was
#: never put into preparation.
PREPARED_ORDER = OrderNumber(good=lambda ctx: ctx.preparing,
                             extra=[("number=never prepared", lambda ctx: 1, NOT_FOUND)])
#: "foodtruck://order/" and ASCII digits is a link (FOODTRUCK_ERR_NOT_FOUND when the digits name no
#: order); anything else is FOODTRUCK_ERR_INVALID_ARGUMENT.
LINK_RULES = [
    ("url=empty", b"", ARG),
    ("url=other scheme", b"https://example.com/order/1201", ARG),
    ("url=other path", b"foodtruck://donut/1201", ARG),
    ("url=no id", b"foodtruck://order/", ARG),
    ("url=letters", b"foodtruck://order/12ab", ARG),
    ("url=sign", b"foodtruck://order/12+1", ARG),
    ("url=negative", b"foodtruck://order/-1", ARG),
    ("url=trailing slash", b"foodtruck://order/1201/", ARG),
    ("url=query", b"foodtruck://order/1201?x=1", ARG),
    ("url=leading space", b" foodtruck://order/1201", ARG),
    ("url=upper-case scheme", b"FOODTRUCK://order/1201", ARG),
    ("url=Arabic-Indic digits", "foodtruck://order/١٢٠١".encode(), ARG),
    ("url=unknown order", b"foodtruck://order/12999", NOT_FOUND),
    ("url=short id 12", b"foodtruck://order/12", NOT_FOUND),
    ("url=one digit", b"foodtruck://order/121", NOT_FOUND),
    ("url=order 0", b"foodtruck://order/1200", NOT_FOUND),
    ("url=leading zero", b"foodtruck://order/12001", NOT_FOUND),
    ("url=not 12", b"foodtruck://order/1301", NOT_FOUND),
    ("url=order INT32_MAX+1", b"foodtruck://order/122147483648", NOT_FOUND),
    ("url=40 digits", b"foodtruck://order/12" + b"9" * 40, NOT_FOUND),
    ("url=2048 bytes", b"foodtruck://order/12" + b"9" * 2028, NOT_FOUND),
    ("url=order 3", b"foodtruck://order/1203", OK),
]

# ---- Layout and charts --------------------------------------------------------------------

#: A length (a width, a spacing, a threshold): not finite, negative or above 1e9 points is bad;
#: -0.0 is 0.
LENGTH_BAD = NOT_FINITE + (-1.0, -5e-324, 1e9 * (1 + 2**-52), 1e18, 1e308)
#: A picture's side: 1 to 10,000 points.
PICTURE_BAD = NOT_FINITE + (0.0, 0.999, -1.0, 10_000.001)


def length(name, good, also_ok=(0.0, -0.0, 1e9)):
    return Real(name, good, also_ok=also_ok, bad=LENGTH_BAD)


def dimension(name, good):
    """A proposal dimension: NaN is bad; a negative value (FOODTRUCK_UNSPECIFIED) and infinity are
    valid."""
    return Real(name, good, also_ok=(-1.0, -math.inf, math.inf, 0.0, 1e308), bad=(math.nan,))


def flag(name):
    """A C bool: no value is out of range."""
    return Integer(name, [], OK, also_ok=[True], good=False, c_type="bool")


def picture_side(name, good):
    return Real(name, good, also_ok=(1.0, 10_000.0), bad=PICTURE_BAD)


class RectIn(Param):
    """A foodtruck_rect passed by value (bounds): any field NaN or infinite, or a negative width or
    height, is FOODTRUCK_ERR_INVALID_ARGUMENT; a negative origin, an empty rectangle and -0.0 sizes are
    fine."""

    FIELDS = ("x", "y", "width", "height")

    def __init__(self, good=(10.0, 20.0, 120.0, 90.0)):
        self.good_value = good

    @staticmethod
    def _make(values):
        return lambda ctx: ([_ffi.foodtruck_rect(*values)], [])

    def good(self, ctx):
        return self._make(self.good_value)(ctx)

    def _with(self, field, value):
        values = list(self.good_value)
        values[self.FIELDS.index(field)] = value
        return values

    def variants(self):
        rows = []
        for field in self.FIELDS:
            bad = NOT_FINITE + ((-1.0, -5e-324) if field in ("width", "height") else ())
            rows += [("bounds.%s=%r" % (field, v), self._make(self._with(field, v)), ARG)
                     for v in bad]
        rows += [
            ("bounds.x=-1e6 (negative origin)", self._make(self._with("x", -1e6)), OK),
            ("bounds.y=-1e6 (negative origin)", self._make(self._with("y", -1e6)), OK),
            ("bounds.width=-0.0", self._make(self._with("width", -0.0)), OK),
            ("bounds=empty", self._make((0.0, 0.0, 0.0, 0.0)), OK),
        ]
        return rows

    def kind(self):
        return ("struct", "foodtruck_rect")


class SizesIn(Param):
    """foodtruck_layout_flow's (foodtruck_size const *items, size_t item_count): at most 1,000,000 items,
    checked before any is read; a NULL array with a count is FOODTRUCK_ERR_NULL_ARGUMENT; a size
    that is negative or not finite is FOODTRUCK_ERR_INVALID_ARGUMENT."""

    GOOD = [(30.0, 10.0), (40.0, 20.0), (50.0, 15.0)]

    @staticmethod
    def _make(rows, count=None, null=False):
        def make(ctx):
            array = (_ffi.foodtruck_size * max(len(rows), 1))(*rows)
            n = len(rows) if count is None else count
            return [None if null else array, n], []

        return make

    def good(self, ctx):
        return self._make(self.GOOD)(ctx)

    def variants(self):
        v = [
            ("items=NULL item_count=1", self._make([], 1, null=True), NULL_ARG),
            ("items=NULL item_count=0 (no items)", self._make([], 0, null=True), OK),
            ("items item_count=0", self._make(self.GOOD, 0), OK),
            ("item_count=1000001 (above the limit, nothing read)", self._make(self.GOOD, 1_000_001),
             ARG),
            ("items=NULL item_count=1000001", self._make([], 1_000_001, null=True), ARG),
            ("item zero-sized", self._make([(0.0, 0.0), (-0.0, -0.0)]), OK),
            ("item wider than the row", self._make([(500.0, 10.0), (20.0, 10.0)]), OK),
            ("item 1e9 wide", self._make([(1e9, 1.0), (1e9, 1.0)]), OK),
            ("item 1e308 wide", self._make([(1e308, 1.0), (1e308, 1.0)]), ARG),
        ]
        for field, index in (("width", 0), ("height", 1)):
            for bad in NOT_FINITE + (-1.0, -5e-324):
                item = [5.0, 5.0]
                item[index] = bad
                v.append(("item %s=%r" % (field, bad), self._make([(1.0, 1.0), tuple(item)]), ARG))
        for count in HUGE_CAPACITIES:
            v.append(("item_count=%d" % count, self._make(self.GOOD, count), ARG))
            v.append(("items=NULL item_count=%d" % count, self._make([], count, null=True), ARG))
        return v

    def kind(self):
        return ("array-in", "foodtruck_size const *")


#: SVG documents run to a few kilobytes.
SVG_OUT = BufferOut(c_char, "char", room=1 << 16)
RECT_OUT = BufferOut(_ffi.foodtruck_rect, "foodtruck_rect")
TEXT_OUT = BufferOut(c_char, "char")
IDS_OUT = BufferOut(c_int32, "int32_t")
KIND = Enum(3)  # dough with index 0 is the good ingredient
INGREDIENT_INDEX = Integer("index", [-1, 7, INT_MAX, INT_MIN], ARG)  # of dough (kind 0)
RECIPE = [
    ingredient_index("dough", 7, False),
    ingredient_index("glaze", 7, True),
    ingredient_index("topping", 24, True),
]

# The new enums: foodtruck_order_status (4), foodtruck_order_action (4 with NONE = -1, but only the three
# actions are accepted), foodtruck_order_sort (4), foodtruck_timeframe (4), foodtruck_city (4 with ALL = -1).
ORDER_STATUS = Enum(4)
ACTION = Enum(4, valid=range(3))
TIMEFRAME = Enum(4)
CITY = Enum(4, valid=range(-1, 3))  # FOODTRUCK_CITY_ALL is good for sales questions
CITY_NAME = Enum(4, valid=range(3))  # ... but has no name
SALES = [Handle(), TIMEFRAME, CITY, instant()]

#: function -> its parameters, in C order (buffers count as one parameter of three arguments).
SPECS = {
    "foodtruck_truck_new": [OutParam(_ffi.TruckPtr)],
    "foodtruck_truck_free": [FreedHandle()],
    "foodtruck_truck_set_locale": [Handle(), Enum(2)],
    "foodtruck_truck_locale": [Handle(), OutParam(c_int)],
    "foodtruck_truck_is_right_to_left": [Handle(), OutParam(c_bool)],
    "foodtruck_truck_set_utc_offset": [
        Handle(),
        Integer("minutes", [1440, -1440, INT_MAX, INT_MIN], ARG, also_ok=[1439, -1439, -480]),
    ],
    "foodtruck_truck_utc_offset": [Handle(), OutParam(c_int32)],
    "foodtruck_truck_set_weekend_days": [
        Handle(),
        Integer("weekday_mask", [0x80, 0x7F, 0xFF, 0xFFFFFFFF], ARG, also_ok=[0, 0x3F, 0x40],
                good=0x41, c_type="uint32_t"),
    ],
    "foodtruck_truck_weekend_days": [Handle(), OutParam(c_uint32)],
    "foodtruck_truck_set_price": [
        Handle(),
        Integer("cents_per_donut", [-1, 10**7 + 1, INT64_MIN, INT64_MAX], ARG,
                also_ok=[0, 10**7], good=578, c_type="int64_t"),
    ],
    "foodtruck_truck_price": [Handle(), OutParam(c_int64)],
    "foodtruck_truck_simulate": [
        EmptyHandle(),
        Integer("seed", [], OK, also_ok=[0, 2**64 - 1], good=42, c_type="uint64_t"),
        instant(),
        Integer("stream_limit", [-1, 1_000_001, INT_MAX, INT_MIN], ARG,
                also_ok=[0, 1_000_000], good=20),
    ],
    "foodtruck_truck_tick": [TickHandle(), instant(), OutParam(c_int32, optional=True)],
    "foodtruck_truck_set_timer_duration": [
        Handle(),
        Integer("seconds", [0, 61, -1, 60_000, INT_MAX, INT_MIN], ARG, also_ok=[1, 60], good=60),
    ],
    "foodtruck_truck_set_activity_limit": [
        Handle(),
        Integer("limit", [0, 101, -1, INT_MAX, INT_MIN], ARG, also_ok=[1, 100], good=100),
    ],
    "foodtruck_truck_set_activities_enabled": [
        Handle(),
        Integer("enabled", [], OK, also_ok=[False, True], good=True, c_type="bool"),
        instant(),
    ],
    "foodtruck_truck_clock_text": [Handle(), instant("at"), TEXT_OUT],
    "foodtruck_flavor_name": [Handle(), Enum(6), TEXT_OUT],
    "foodtruck_flavor_profile_most_potent": [
        InStruct(_ffi.foodtruck_flavor_profile), OutParam(c_int), OutParam(c_int32),
    ],
    "foodtruck_ingredient_count": [KIND, OutParam(c_size_t)],
    "foodtruck_ingredient_flavors": [KIND, INGREDIENT_INDEX, OutParam(_ffi.foodtruck_flavor_profile)],
    "foodtruck_ingredient_slug": [KIND, INGREDIENT_INDEX, TEXT_OUT],
    "foodtruck_ingredient_image_key": [KIND, INGREDIENT_INDEX, TEXT_OUT],
    "foodtruck_ingredient_name": [Handle(), KIND, INGREDIENT_INDEX, TEXT_OUT],
    "foodtruck_donut_count": [Handle(), OutParam(c_size_t)],
    "foodtruck_donut_get": [Handle(), donut_id(), OutParam(_ffi.foodtruck_donut)],
    "foodtruck_donut_name": [Handle(), donut_id(), TEXT_OUT],
    "foodtruck_donut_search": [Handle(), TextIn(b"choc", SEARCH_MAX_BYTES), IDS_OUT],
    "foodtruck_donut_sort_by_name": [Handle(), IDS_OUT],
    "foodtruck_donut_sort_by_flavor": [Handle(), Enum(6), IDS_OUT],
    "foodtruck_donut_sort_by_popularity": [Handle(), TIMEFRAME, instant(), IDS_OUT],
    "foodtruck_donut_template": [Handle(), OutParam(_ffi.foodtruck_donut)],
    "foodtruck_donut_template_name": [Handle(), TEXT_OUT],
    "foodtruck_donut_create": [
        Handle(), TextIn(b"Misuse Donut", DONUT_NAME_MAX_BYTES, NAME_RULES), *RECIPE, OutParam(c_int32),
    ],
    "foodtruck_donut_edit": [
        Handle(), donut_id(), TextIn(b"Misuse Donut", DONUT_NAME_MAX_BYTES, NAME_RULES), *RECIPE,
    ],
    "foodtruck_order_place": [Handle(), LinesIn(), instant(), OutParam(c_int32)],
    "foodtruck_order_get": [Handle(), OrderNumber(), OutParam(_ffi.foodtruck_order)],
    "foodtruck_order_lines": [Handle(), OrderNumber(), BufferOut(_ffi.foodtruck_order_line, "foodtruck_order_line")],
    "foodtruck_order_display_id": [Handle(), OrderNumber(), TEXT_OUT],
    "foodtruck_order_short_id": [Handle(), OrderNumber(), TEXT_OUT],
    "foodtruck_order_apply": [
        Handle(),
        OrderNumber(fresh=True, extra=[("number=completed", Context.completed_order, STATE)]),
        Enum(4, valid=range(3), extra=[("action=MARK_READY on placed", 1, STATE),
                                       ("action=COMPLETE on placed", 2, STATE)]),
        instant(after_placement=True),
    ],
    "foodtruck_order_advance": [
        Handle(),
        OrderNumber(fresh=True, extra=[("number=completed", Context.completed_order, STATE)]),
        instant(after_placement=True),
        OutParam(c_int, optional=True),
    ],
    "foodtruck_order_count": [Handle(), status_mask(), TextIn(b"", SEARCH_MAX_BYTES), OutParam(c_size_t)],
    "foodtruck_order_list": [
        Handle(),
        status_mask(),
        TextIn(b"", SEARCH_MAX_BYTES),
        Enum(4),
        Integer("descending", [], OK, also_ok=[True], good=False, c_type="bool"),
        size("offset", 0, also_ok=[3, 10**6]),
        size("limit", 100, also_ok=[0, PTRDIFF_MAX]),
        IDS_OUT,
    ],
    "foodtruck_order_status_name": [Handle(), ORDER_STATUS, TEXT_OUT],
    "foodtruck_order_action_title": [Handle(), ACTION, TEXT_OUT],
    "foodtruck_sales_by_donut": [*SALES, BufferOut(c_int64, "int64_t")],
    "foodtruck_sales_top": [
        *SALES,
        size("n", 5, also_ok=[0, PTRDIFF_MAX]),
        BufferOut(_ffi.foodtruck_donut_sales, "foodtruck_donut_sales"),
    ],
    "foodtruck_sales_total": [*SALES, OutParam(c_int64)],
    "foodtruck_sales_series": [
        Handle(),
        Enum(4, good=1),  # WEEK: 14 points, so that capacity 1 is too small
        CITY,
        instant(),
        BufferOut(_ffi.foodtruck_sales_point, "foodtruck_sales_point"),
    ],
    "foodtruck_timeframe_name": [Handle(), TIMEFRAME, TEXT_OUT],
    "foodtruck_city_name": [Handle(), CITY_NAME, TEXT_OUT],
    "foodtruck_timer_get": [Handle(), PREPARED_ORDER, instant(), OutParam(_ffi.foodtruck_timer)],
    "foodtruck_timer_countdown_text": [Handle(), PREPARED_ORDER, instant(), TEXT_OUT],
    "foodtruck_activity_request": [
        RequestHandle(),
        OrderNumber(good=Context.request_order,
                    extra=[("number=showing an activity", lambda ctx: 1, STATE)]),
        timer_start(),
        timer_end(),
        RELEVANCE,
        instant(),
        OutParam(c_int32),
    ],
    "foodtruck_activity_update": [
        Handle(), SHOWING_ACTIVITY, timer_start(), timer_end(), RELEVANCE, instant(),
    ],
    "foodtruck_activity_end": [
        Handle(),
        SHOWING_ACTIVITY,
        Enum(3, good=DISMISS_AFTER, extra=[("policy=DEFAULT", DISMISS_DEFAULT, OK),
                                           ("policy=IMMEDIATE", DISMISS_IMMEDIATE, OK)]),
        # With FOODTRUCK_DISMISS_AFTER: outside the years 1 to 9999 is bad; before now or beyond 4
        # hours after it is kept within them.
        Integer("dismiss_at", [INT64_MIN, INT64_MAX, FIRST_INSTANT - 1, LAST_INSTANT + 1], ARG,
                also_ok=[FIRST_INSTANT, NOW, LAST_INSTANT], good=NOW + 1000, c_type="int64_t"),
        instant(),
    ],
    "foodtruck_activity_get": [Handle(), ActivityId(), OutParam(_ffi.foodtruck_activity)],
    "foodtruck_activity_for_order": [
        Handle(),
        OrderNumber(good=lambda ctx: ctx.preparing,
                    extra=[("number=never had one", lambda ctx: 1, NOT_FOUND)]),
        OutParam(c_int32),
    ],
    "foodtruck_activity_list": [ShowingHandle(), IDS_OUT],
    "foodtruck_activity_text": [Handle(), ActivityId(), Enum(11), instant(), TEXT_OUT],
    "foodtruck_activity_island": [Handle(), OutParam(_ffi.foodtruck_island)],
    "foodtruck_event_poll": [Handle(), EventsOut()],
    "foodtruck_event_dropped": [Handle(), OutParam(c_size_t)],
    "foodtruck_truck_set_event_callback": [
        Handle(),
        Callback("foodtruck_event_callback", IGNORE_EVENT),
        UserData(),
        Callback("foodtruck_destroy_callback", IGNORE_RELEASE),
    ],
    "foodtruck_event_name": [Handle(), Enum(9), TEXT_OUT],
    "foodtruck_deep_link_for_order": [Handle(), OrderNumber(), TEXT_OUT],
    "foodtruck_deep_link_parse": [
        Handle(), TextIn(b"foodtruck://order/1201", DEEP_LINK_MAX_BYTES, LINK_RULES), OutParam(c_int32),
    ],
    # Layout: pure functions, no handle.
    "foodtruck_layout_diagonal_stack_size": [
        dimension("width", -1.0), dimension("height", 100.0), OutParam(_ffi.foodtruck_size),
    ],
    "foodtruck_layout_diagonal_stack": [
        size("count", 3, also_ok=[0, 1, 2, 4, PTRDIFF_MAX]), RectIn(), flag("right_to_left"),
        RECT_OUT,
    ],
    "foodtruck_layout_flow": [
        SizesIn(),
        dimension("width", 100.0),
        length("horizontal_spacing", 10.0),
        length("vertical_spacing", 10.0),
        Enum(3),
        Enum(3, good=2),
        flag("right_to_left"),
        RECT_OUT,
        OutParam(_ffi.foodtruck_size),
    ],
    "foodtruck_layout_hero_tiling": [
        Integer("count", [1_000_001] + HUGE_CAPACITIES, ARG, also_ok=[0, 1, 6, 256], good=5,
                c_type="size_t"),
        RectIn((0.0, 0.0, 210.0, 100.0)),
        flag("right_to_left"),
        RECT_OUT,
    ],
    "foodtruck_layout_donut_lattice": [
        size("count", 14, also_ok=[0, 15, PTRDIFF_MAX]), RectIn(), flag("right_to_left"), RECT_OUT,
    ],
    "foodtruck_layout_is_compact": [
        length("width", 399.0), length("threshold", 400.0), flag("large_text"), OutParam(c_bool),
    ],
    "foodtruck_layout_gallery_grid": [
        length("width", 500.0, also_ok=(0.0, -0.0, 390.0, 1e9)),
        flag("large_text"),
        OutParam(_ffi.foodtruck_gallery_grid),
    ],
    "foodtruck_layout_segmented_gauge": [
        # value is clamped to 0...total, total to at least 1: only a total above 1,000 is bad.
        Integer("value", [], OK, also_ok=[-1, 11, INT_MAX, INT_MIN], good=8),
        Integer("total", [1_001, 10**6, INT_MAX], ARG, also_ok=[0, 1, -1, INT_MIN, 256], good=10),
        # 10 segments need 27 points for their 9 gaps of 3 points; narrower is refused.
        Real("width", 800.0, also_ok=(27.0, 1e9), bad=LENGTH_BAD + (26.9, 0.0, -0.0)),
        flag("right_to_left"),
        BufferOut(_ffi.foodtruck_gauge_segment, "foodtruck_gauge_segment"),
    ],
    # Charts
    "foodtruck_chart_nice_ticks": [
        Real("lower", 0.0, also_ok=(-0.0, -1e6, 100.0, 1e300)),
        Real("upper", 100.0, also_ok=(0.0, -100.0, 1e-300)),
        Integer("target", [1, 0, -1, 101, INT_MAX, INT_MIN], ARG, also_ok=[2, 100], good=5),
        BufferOut(c_double, "double"),
    ],
    "foodtruck_chart_top_sales": [
        Handle(), TIMEFRAME, instant(), BufferOut(_ffi.foodtruck_donut_sales, "foodtruck_donut_sales"),
    ],
    "foodtruck_chart_date_ticks": [
        Handle(),
        Enum(4, good=1),  # WEEK: 7 marks, so that capacity 1 is too small
        instant(),
        BufferOut(c_int64, "int64_t"),
    ],
    "foodtruck_chart_date_label": [Handle(), TIMEFRAME, instant("at"), TEXT_OUT],
    "foodtruck_chart_forecast": [
        Handle(),
        instant(),
        BufferOut(_ffi.foodtruck_forecast_hour, "foodtruck_forecast_hour"),
        OutParam(c_int32, optional=True),
    ],
    "foodtruck_chart_forecast_nights": [
        Handle(),
        instant(),
        # The placeholder forecast has one night: capacity 1 fits.
        BufferOut(_ffi.foodtruck_time_range, "foodtruck_time_range", single=True),
    ],
    "foodtruck_chart_forecast_ticks": [Handle(), instant(), BufferOut(c_int64, "int64_t")],
    "foodtruck_svg_donut": [Handle(), donut_id(), picture_side("size", 64.0), SVG_OUT],
    "foodtruck_svg_chart": [
        Handle(),
        Enum(3, extra=[("chart=SALES_HISTORY", 1, OK), ("chart=FORECAST", 2, OK)]),
        Enum(4, good=1),
        instant(),
        picture_side("width", 400.0),
        picture_side("height", 300.0),
        SVG_OUT,
    ],
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
        Row("no arguments", "foodtruck_version", no_args, defines["FOODTRUCK_VERSION_STRING"].encode()),
        Row("no arguments", "foodtruck_version_number", no_args, defines["FOODTRUCK_VERSION_NUMBER"]),
        Row("after a failure", "foodtruck_last_error", _fail_then_no_args,
            lambda message: message.startswith(b"foodtruck_donut_count: ")),
    ]
    names = [("FOODTRUCK_OK" if s == OK else "FOODTRUCK_ERR_" + s.name).encode() for s in Status]
    names += [b"FOODTRUCK_ERR_UNKNOWN"] * 5
    for value, name in zip(list(Status) + [-1, 10, 999, INT_MAX, INT_MIN], names):
        v = int(value)
        rows.append(Row("status=%d" % v, "foodtruck_status_string", lambda ctx, v=v: ([v], []), name))
    return rows


def no_args(ctx):
    return [], []


def _fail_then_no_args(ctx):
    assert lib.foodtruck_donut_count(None, None) == HANDLE
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
    message = lib.foodtruck_last_error()
    problems = []
    matched = row.expected(result) if callable(row.expected) else result == row.expected
    if not matched:
        problems.append("returned %r, expected %r" % (result, row.expected))
    if isinstance(row.expected, Status) and result not in (OK, None):
        if not message.startswith(row.function.encode() + b":"):
            problems.append("foodtruck_last_error() does not name the function: %r" % message)
        for out, old in zip(outs, before):
            if snapshot(out.obj) != old and not (result == SMALL and out.written_when_too_small):
                problems.append("an output was written although the call failed")
    if row.function == "foodtruck_truck_new" and result == OK:
        lib.foodtruck_truck_free(outs[0].obj)
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
