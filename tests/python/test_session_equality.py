# SPDX-License-Identifier: Apache-2.0
"""Reopen equality (issue 14), through the C ABI: a scripted day on a session kept in a file,
closed and reopened at 20 points, answers every read function exactly as an in-memory twin that
got the same calls and never closed.

The read functions are those of the API model (tools/api.py) whose handle is
`foodtruck_truck const *`; their arguments are generated from the parameter classes, so a new
read function is covered without editing this file (or, if it has a parameter class the
generator cannot build, the coverage test fails until it is listed in SKIPPED with a reason).
A digest maps every (function, arguments) to (status, message, every output's bytes).

Raw ctypes (foodtruck._ffi.lib), not the high-level binding: what is compared is what a C caller
sees. The events waiting at a close are not kept (include/foodtruck.h, foodtruck_truck_open), so
both sessions are polled dry before each close.
"""

import ctypes
import itertools
import os
import random
import shutil
import sys
import tempfile
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import api_model as api  # noqa: E402
from foodtruck import _capi, _ffi  # noqa: E402

lib = _ffi.lib
MODEL = api.parse()
NOW = 1796000000000
SECOND = 1000
MINUTE = 60 * SECOND
E = {e.name: e.value for enum in MODEL.enums.values() for e in enum.enumerators}
STATUS = {e.name: e.value for e in MODEL.enums["foodtruck_status"].enumerators}
OK = STATUS["FOODTRUCK_OK"]
TOO_SMALL = STATUS["FOODTRUCK_ERR_BUFFER_TOO_SMALL"]

#: Read functions the generator cannot call, with the reason. Empty: no read function takes a
#: callback or user data today; one that does must be listed here, never skipped silently.
SKIPPED = {}
#: The most argument sets per function: a larger product is sampled (fixed seed per function).
CAP = 64
TEXT_CAPACITY = 256  # bytes: most texts fit; a longer one (an SVG) is retried at its size
ARRAY_CAPACITY = 32  # elements: the same for arrays
#: Text arguments: empty, a search that matches some donuts, a deep link of the app.
TEXTS = (b"", b"choc", b"foodtruck://order/1203")
REALS = (-40.0, 0.0, 21.5, 100.0, 320.0)
INTEGERS = (0, 1, 3, 7)
SCALARS = {"int32_t": ctypes.c_int32, "uint32_t": ctypes.c_uint32, "int64_t": ctypes.c_int64,
           "uint64_t": ctypes.c_uint64, "size_t": ctypes.c_size_t, "bool": ctypes.c_bool,
           "char": ctypes.c_char, "double": ctypes.c_double, "uint8_t": ctypes.c_uint8}


def c_type(name):
    """The ctypes type of a C type name of the header (scalar, enum or struct)."""
    if name in SCALARS:
        return SCALARS[name]
    if name in MODEL.enums:
        return ctypes.c_int
    return getattr(_capi, name)


class Unsupported(Exception):
    """A parameter class the generator cannot build arguments for."""


# ---- Argument generation, by parameter class ----------------------------------------------


def in_range(values, bounds):
    low, high = bounds if isinstance(bounds, tuple) else (None, None)
    return [v for v in values if (low is None or v >= low) and (high is None or v <= high)]


def struct_values(name, ids):
    """Every combination of a by-value struct's fields (enums: each enumerator; integers: ids)."""
    struct = MODEL.structs[name]
    choices = []
    for f in struct.fields:
        if f.c_type in MODEL.enums:
            choices.append([e.value for e in MODEL.enums[f.c_type].enumerators])
        elif f.c_type in ("int32_t", "int64_t"):
            choices.append(ids)
        else:
            raise Unsupported("struct %s field %s %s" % (name, f.c_type, f.name))
    return [tuple(c) for c in itertools.product(*choices)]


def input_values(param, state):
    """The argument values of one input parameter at a point of the script (state: now, ids)."""
    cls, bounds = param.cls, param.range
    if cls == "enum":
        return [e.value for e in MODEL.enums[param.target].enumerators]
    if cls == "id":
        return state["ids"]
    if cls == "instant":
        return [state["now"]]
    if cls == "count":
        return in_range([0, 5], bounds)
    if cls == "text":
        return list(TEXTS)
    if cls == "bool":
        return [False, True]
    if cls == "real":
        return in_range(REALS, bounds)[:3]
    if cls == "integer":
        low, high = bounds
        values = in_range(INTEGERS, bounds) + [v for v in (low, high) if v is not None]
        return sorted(set(values))
    if cls == "mask":
        low, high = bounds
        return sorted({low, high, high & 0x55555555})
    if cls == "struct":
        return struct_values(param.target, state["ids"])
    raise Unsupported("%s %s (class %s)" % (param.c_type, param.name, cls))


class Slot:
    """One argument, or one output triple (buffer, capacity, length/count), of a read call."""

    def __init__(self, kind, param):
        self.kind, self.param = kind, param  # kind: "in", "out", "text_out", "array_out"


def slots(function):
    """The function's parameters after the handle, an output triple as one slot."""
    params, found, i = function.params[1:], [], 0
    while i < len(params):
        p = params[i]
        if p.cls in ("text_out", "array_out"):
            roles = [q.role for q in params[i:i + 3]]
            assert roles[:2] == ["buffer", "capacity"] and roles[2] in ("length", "count"), \
                (function.name, roles)
            found.append(Slot(p.cls, p))
            i += 3
        else:
            found.append(Slot("out" if p.cls == "out" else "in", p))
            i += 1
    return found


def read_functions():
    return [f for f in MODEL.functions.values()
            if f.params and f.params[0].cls == "handle" and f.params[0].const]


def plan(function, state):
    """(slots, [argument sets]) of a read function; raises Unsupported if the generator cannot
    build one of its arguments."""
    groups = slots(function)
    choices = [input_values(s.param, state) for s in groups if s.kind == "in"]
    total = 1
    for c in choices:
        total *= len(c)
    picks = range(total) if total <= CAP else sorted(
        random.Random(function.name).sample(range(total), CAP))
    return groups, [combination(choices, k) for k in picks]


def plans(state):
    """{function name: plan} of every read function the generator covers (the test of coverage
    fails for one it cannot cover that SKIPPED does not list)."""
    found = {}
    for function in read_functions():
        if function.name in SKIPPED:
            continue
        try:
            found[function.name] = plan(function, state)
        except Unsupported:
            continue
    return found


def combination(choices, index):
    """The index-th element of the product of choices (mixed radix, last choice fastest)."""
    picked = []
    for c in reversed(choices):
        index, k = divmod(index, len(c))
        picked.append(c[k])
    return tuple(reversed(picked))


# ---- Reading and digests ------------------------------------------------------------------


def runs(ctype, base=0):
    """The (offset, size) runs of a type's meaningful bytes: its fields, not the padding between
    or after them, whose content C leaves unspecified (it is no answer)."""
    if issubclass(ctype, ctypes.Structure):
        found = []
        for name, field_type in ctype._fields_:
            found += runs(field_type, base + getattr(ctype, name).offset)
        return found
    if issubclass(ctype, ctypes.Array):
        size = ctypes.sizeof(ctype._type_)
        return [r for k in range(ctype._length_) for r in runs(ctype._type_, base + k * size)]
    return [(base, ctypes.sizeof(ctype))]


LAYOUTS = {}


def layout(element):
    """(runs of an element type's meaningful bytes, whether it has padding), cached."""
    if element not in LAYOUTS:
        found = runs(element)
        LAYOUTS[element] = found, sum(n for _, n in found) != ctypes.sizeof(element)
    return LAYOUTS[element]


def answer_bytes(obj, element):
    """The bytes of an output object (one element type, or an array of it) without padding."""
    found, padded = layout(element)
    raw = ctypes.string_at(ctypes.addressof(obj), ctypes.sizeof(obj))
    if not padded:
        return raw
    size = ctypes.sizeof(element)
    return b"".join(raw[k + o:k + o + n] for k in range(0, len(raw), size) for o, n in found)


def padding_bytes(obj, element):
    """The padding bytes of each element of an output object."""
    found, _ = layout(element)
    size, raw = ctypes.sizeof(element), ctypes.string_at(ctypes.addressof(obj), ctypes.sizeof(obj))
    meaningful = {o + i for o, n in found for i in range(n)}
    return [bytes(raw[k + i] for i in range(size) if i not in meaningful)
            for k in range(0, len(raw), size)]


def argument(param, value):
    if param.cls == "struct":
        return c_type(param.target)(*value)
    return value


def call_read(truck, name, groups, values):
    """(status, message, [(slot, output object, its length or count or None)]) of one read
    call, every output prefilled with 0xA5. BUFFER_TOO_SMALL is retried once at the size it
    reports."""
    capacities = {}
    for attempt in range(2):
        args, outputs, inputs = [truck], [], iter(values)
        for k, slot in enumerate(groups):
            if slot.kind == "in":
                args.append(argument(slot.param, next(inputs)))
                continue
            if slot.kind == "out":
                obj = c_type(slot.param.target)()
                args.append(ctypes.byref(obj))
                size = None
            else:
                default = TEXT_CAPACITY if slot.kind == "text_out" else ARRAY_CAPACITY
                capacity = capacities.get(k, default)
                obj = (c_type(slot.param.target) * capacity)()
                size = ctypes.c_size_t(0xA5A5)
                args += [obj, capacity, ctypes.byref(size)]
            ctypes.memset(ctypes.addressof(obj), 0xA5, ctypes.sizeof(obj))
            outputs.append((k, slot, obj, size))
        status = getattr(lib, name)(*args)
        message = _ffi.last_error()
        if status == TOO_SMALL and attempt == 0:
            for k, slot, obj, size in outputs:
                if size is not None and size.value >= len(obj):
                    capacities[k] = size.value + (1 if slot.kind == "text_out" else 0)
            continue
        return status, message, [(slot, obj, size) for _, slot, obj, size in outputs]


def read(truck, name, groups, values):
    """(status, message, outputs) of one read call: each output's bytes (padding left out),
    and for a buffer its length or count."""
    status, message, outputs = call_read(truck, name, groups, values)
    return status, message, tuple(
        (answer_bytes(obj, c_type(slot.param.target)), None if size is None else size.value)
        for slot, obj, size in outputs)


def digest(truck, state):
    """{(function, arguments): (status, message, outputs)} over every covered read function."""
    return {(name, values): read(truck, name, groups, values)
            for name, (groups, sets) in plans(state).items() for values in sets}


def differences(left, right):
    """Readable lines for every key whose answers differ (or that only one digest has)."""
    lines = []
    for key in sorted(set(left) | set(right), key=repr):
        a, b = left.get(key), right.get(key)
        if a != b:
            lines.append("%s%r:\n    file %s\n    twin %s" % (key[0], key[1], short(a), short(b)))
    return lines


def short(answer):
    if answer is None:
        return "(not read)"
    status, message, outputs = answer
    shown = [(o[:80] + (b"..." if len(o) > 80 else b""), n) for o, n in outputs]
    return "status %d %r %r" % (status, message, shown)


# ---- The two sessions and the script ------------------------------------------------------


class Out:
    """An out-parameter of a script call: a fresh object of this ctypes type per session."""

    def __init__(self, ctype):
        self.ctype = ctype


class Pair:
    """A file session and its in-memory twin, given exactly the same calls."""

    def __init__(self, path):
        self.path = path
        self.twin = _capi.TruckPtr()
        assert lib.foodtruck_truck_new(ctypes.byref(self.twin)) == OK
        self.file = None
        self.open_file()
        self.now = NOW
        self.orders, self.donuts, self.activities = [], [], []
        self.calls = 0

    def open_file(self, options=0):
        self.file = _capi.TruckPtr()
        status = lib.foodtruck_truck_open(self.path, options, ctypes.byref(self.file))
        assert status == OK, "open: %d %s" % (status, _ffi.last_error())
        read_only = ctypes.c_bool(not options)
        assert lib.foodtruck_truck_is_read_only(self.file, ctypes.byref(read_only)) == OK
        assert read_only.value == bool(options & E["FOODTRUCK_OPEN_READ_ONLY"])

    def close(self):
        lib.foodtruck_truck_free(self.file)
        lib.foodtruck_truck_free(self.twin)

    def call(self, name, *args):
        """Makes the call on both sessions; asserts they return the same status and outputs.
        Returns (status, the outputs' values)."""
        results = []
        for truck in (self.file, self.twin):
            outs = [a.ctype() if isinstance(a, Out) else None for a in args]
            actual = [ctypes.byref(o) if o is not None else a for a, o in zip(args, outs)]
            status = getattr(lib, name)(truck, *actual)
            results.append((status, _ffi.last_error(),
                            [o.value if hasattr(o, "value") else bytes(o)
                             for o in outs if o is not None]))
        self.calls += 1
        assert results[0] == results[1], "call %d %s%r: file %r, twin %r" % (
            self.calls, name, args, results[0], results[1])
        return results[0][0], results[0][2]

    def ok(self, name, *args):
        status, values = self.call(name, *args)
        assert status == OK, "%s%r: %d %s" % (name, args, status, _ffi.last_error())
        return values

    def refused(self, status_name, name, *args):
        """A call both sessions must refuse (a refused change is not written either)."""
        status, _ = self.call(name, *args)
        assert status == STATUS[status_name], "%s%r: %d" % (name, args, status)

    def tick(self, seconds):
        self.now += seconds * SECOND
        return self.ok("foodtruck_truck_tick", self.now, Out(ctypes.c_int32))[0]

    def place(self, *lines):
        array = (_capi.foodtruck_order_line * len(lines))(*lines)
        number = self.ok("foodtruck_order_place", array, len(lines), self.now,
                         Out(ctypes.c_int32))[0]
        self.orders.append(number)
        return number

    def drain(self):
        """Polls both sessions dry; their events must be the same."""
        polled = {}
        for label, truck in (("file", self.file), ("twin", self.twin)):
            events, buffer, count = [], (_capi.foodtruck_event * 256)(), ctypes.c_size_t()
            while True:
                assert lib.foodtruck_event_poll(truck, buffer, 256, ctypes.byref(count)) == OK
                events += [bytes(buffer[i]) for i in range(count.value)]
                if count.value == 0:
                    break
            polled[label] = events
        assert polled["file"] == polled["twin"]

    def state(self):
        ids = {1, 2, 3}
        for recent in (self.orders, self.donuts, self.activities):
            ids.update(recent[-1:])
        return {"now": self.now, "ids": sorted(ids)}

    def reopen_and_compare(self, point, options=0):
        self.drain()
        assert lib.foodtruck_truck_free(self.file) == OK
        self.open_file(options)
        state = self.state()
        reopened, twin = digest(self.file, state), digest(self.twin, state)
        if options & E["FOODTRUCK_OPEN_READ_ONLY"]:  # the one answer that differs, checked above
            for answers in (reopened, twin):
                del answers[("foodtruck_truck_is_read_only", ())]
        lines = differences(reopened, twin)
        assert not lines, "point %d (now %d): %d answers differ after reopening:\n%s" % (
            point, self.now, len(lines), "\n".join(lines[:40]))
        return twin


def steps():
    """The scripted day: 20 stretches, each followed by a close, a reopen and a comparison."""
    line = _capi.foodtruck_order_line

    def day(p):
        p.ok("foodtruck_truck_simulate", 7, NOW, 30)
        p.refused("FOODTRUCK_ERR_INVALID_STATE", "foodtruck_truck_simulate", 7, NOW, 30)
        p.tick(0)

    def live_orders_arabic(p):
        p.tick(5)
        p.tick(10)
        p.ok("foodtruck_truck_set_locale", E["FOODTRUCK_LOCALE_AR"])

    def clock_settings(p):
        p.ok("foodtruck_truck_set_utc_offset", 60)
        p.ok("foodtruck_truck_set_weekend_days", 0x41)
        p.refused("FOODTRUCK_ERR_INVALID_ARGUMENT", "foodtruck_truck_set_weekend_days", 0x7F)
        p.tick(4)

    def money_and_timers(p):
        p.ok("foodtruck_truck_set_price", 350)
        p.ok("foodtruck_truck_set_timer_duration", 30)
        p.ok("foodtruck_truck_set_activity_limit", 3)

    def place_and_prepare(p):
        number = p.place(line(0, 2), line(3, 1))
        p.ok("foodtruck_order_apply", number, E["FOODTRUCK_ORDER_PREPARE"], p.now)
        p.ok("foodtruck_order_advance", 1, p.now, Out(ctypes.c_int))

    def activity_started(p):
        # Preparing an order started its activity; another one is requested for a placed order.
        p.activities += p.ok("foodtruck_activity_for_order", p.orders[-1], Out(ctypes.c_int32))
        waiting = p.place(line(1, 1))
        p.activities += p.ok("foodtruck_activity_request", waiting, p.now, p.now + 30 * SECOND,
                             1.0, p.now, Out(ctypes.c_int32))
        p.tick(3)

    def activity_updated(p):
        p.ok("foodtruck_activity_update", p.activities[-1], p.now, p.now + 20 * SECOND, 2.5,
             p.now)
        p.tick(25)  # the timer runs out

    def order_completed(p):
        number = p.orders[-1]
        p.ok("foodtruck_order_advance", number, p.now, Out(ctypes.c_int))
        p.ok("foodtruck_order_advance", number, p.now, Out(ctypes.c_int))
        p.refused("FOODTRUCK_ERR_INVALID_STATE", "foodtruck_order_apply", number,
                  E["FOODTRUCK_ORDER_PREPARE"], p.now)

    def activity_ended(p):
        p.ok("foodtruck_activity_end", p.activities[-1], E["FOODTRUCK_DISMISS_AFTER"],
             p.now + MINUTE, p.now)
        p.tick(2)

    def donut_created(p):
        p.donuts += p.ok("foodtruck_donut_create", b"Choc Cosmos", 1, 2, 3, Out(ctypes.c_int32))

    def donut_edited_and_ordered(p):
        p.ok("foodtruck_donut_edit", p.donuts[-1], b"Choc Nebula", 2, -1, 5)
        p.place(line(p.donuts[-1], 3))
        p.tick(6)

    def city_and_spot(p):
        p.ok("foodtruck_truck_set_city", E["FOODTRUCK_CITY_SAN_FRANCISCO"])
        p.ok("foodtruck_truck_set_parking_spot", 2)

    def widget_store_weather(p):
        p.ok("foodtruck_truck_set_widget_quota", 40)
        p.ok("foodtruck_store_set_setting", E["FOODTRUCK_STORE_ENABLED"], True)
        p.ok("foodtruck_store_set_setting", E["FOODTRUCK_STORE_HIGHLIGHT_PLUS_POSTS"], True)
        p.ok("foodtruck_weather_set_unit", E["FOODTRUCK_TEMPERATURE_UNIT_CELSIUS"])

    def navigation(p):
        step = _capi.foodtruck_step
        p.ok("foodtruck_navigation_select", E["FOODTRUCK_PANEL_ORDERS"])
        p.ok("foodtruck_navigation_push", step(E["FOODTRUCK_STEP_ORDER"], 0, p.orders[-1]))
        p.ok("foodtruck_navigation_push", step(E["FOODTRUCK_STEP_DONUT"], 0, p.donuts[-1]))
        p.ok("foodtruck_navigation_pop")

    def cards_and_links(p):
        p.refused("FOODTRUCK_ERR_INVALID_STATE", "foodtruck_navigation_open_card",
                  E["FOODTRUCK_CARD_DONUTS"], 800.0)  # the cards are on the Truck screen
        p.ok("foodtruck_navigation_select", E["FOODTRUCK_PANEL_TRUCK"])
        p.ok("foodtruck_navigation_open_card", E["FOODTRUCK_CARD_DONUTS"], 800.0)
        p.ok("foodtruck_navigation_open_link", b"foodtruck://panel/top-five")
        p.tick(7)

    def account(p):
        p.ok("foodtruck_account_set_relying_party", b"trucks.example")
        p.ok("foodtruck_account_sign_up_password", b"Ada", b"pw")
        p.ok("foodtruck_account_sign_out")
        p.ok("foodtruck_account_confirm_sign_out", False)

    def english_and_more_orders(p):
        p.ok("foodtruck_truck_set_locale", E["FOODTRUCK_LOCALE_EN"])
        for _ in range(6):
            p.tick(10)
        p.ok("foodtruck_order_advance", p.orders[0], p.now, Out(ctypes.c_int))
        # Signed out, then signing in with a passkey: the session closes mid-sign-in.
        p.ok("foodtruck_account_sign_out")
        p.ok("foodtruck_account_confirm_sign_out", True)
        challenge = (ctypes.c_uint8 * 16)(*b"0123456789abcdef")
        p.ok("foodtruck_account_sign_in", challenge, 16)

    def store(p):
        user = (ctypes.c_uint8 * 3)(*b"Ada")
        p.ok("foodtruck_account_passkey_asserted", user, 3)
        prices = (_capi.foodtruck_store_price * 2)(
            (499, E["FOODTRUCK_STORE_MONTHLY_PLAN"], E["FOODTRUCK_CURRENCY_USD"]),
            (4999, E["FOODTRUCK_STORE_YEARLY_PLAN"], E["FOODTRUCK_CURRENCY_USD"]))
        p.ok("foodtruck_store_set_prices", prices, 2)
        transactions = (_capi.foodtruck_store_transaction * 1)(
            (1, p.now - MINUTE, p.now + 30 * 24 * 60 * MINUTE, _capi.NO_TIME,
             E["FOODTRUCK_STORE_MONTHLY_PLAN"], True))
        p.ok("foodtruck_store_set_transactions", transactions, 1)
        subscriptions = (_capi.foodtruck_subscription_status * 1)(
            (p.now + 30 * 24 * 60 * MINUTE, E["FOODTRUCK_STORE_MONTHLY_PLAN"],
             E["FOODTRUCK_STORE_YEARLY_PLAN"], E["FOODTRUCK_RENEWAL_SUBSCRIBED"], True))
        p.ok("foodtruck_store_set_subscriptions", subscriptions, 1)
        p.ok("foodtruck_store_select_plan", E["FOODTRUCK_STORE_YEARLY_PLAN"])

    def weather(p):
        chances = (ctypes.c_double * 3)(0.1, 0.6, 0.9)
        rain, clear = E["FOODTRUCK_WEATHER_CONDITION_RAIN"], E["FOODTRUCK_WEATHER_CONDITION_CLEAR"]
        # San Francisco's 8 spots: the first with a minute forecast, the sixth unanswered.
        spots = (_capi.foodtruck_spot_weather * 8)(
            (chances, 3, 0.5, 14.5, rain, True, True),
            *[(None, 0, 0.1 * k, 12.0 + k, clear, k != 5, False) for k in range(1, 8)])
        p.ok("foodtruck_weather_set_city", E["FOODTRUCK_CITY_SAN_FRANCISCO"], spots, 8)
        hours = (_capi.foodtruck_hour_weather * 3)(
            (p.now, 14.0, True), (p.now + 60 * MINUTE, 12.5, True),
            (p.now + 120 * MINUTE, 9.0, False))
        p.ok("foodtruck_weather_set_forecast", hours, 3)
        p.ok("foodtruck_weather_set_legal_page", b"https://weather.example/legal")

    def idle(p):
        # Let every live order arrive, then tick with nothing due: the file keeps one idle tick.
        for _ in range(40):
            p.tick(8)
        p.ok("foodtruck_truck_set_activities_enabled", False, p.now)
        for _ in range(5):
            assert p.tick(1) == 0

    return [day, live_orders_arabic, clock_settings, money_and_timers, place_and_prepare,
            activity_started, activity_updated, order_completed, activity_ended, donut_created,
            donut_edited_and_ordered, city_and_spot, widget_store_weather, navigation,
            cards_and_links, account, english_and_more_orders, store, weather, idle]


@pytest.fixture
def pair():
    folder = tempfile.mkdtemp(prefix="foodtruck-equality-")
    pair = Pair(os.path.join(folder, "day.sqlite").encode())
    try:
        yield pair
    finally:
        pair.close()
        shutil.rmtree(folder, ignore_errors=True)


def test_reopened_session_answers_as_its_twin(pair):
    started, script = time.monotonic(), steps()
    assert len(script) == 20
    previous, answered, compared = None, set(), 0
    for point, step in enumerate(script, 1):
        step(pair)
        answers = pair.reopen_and_compare(point)
        # Each stretch changes something a read function sees, so no comparison is of a
        # session that merely stayed as the previous one left it.
        assert answers != previous, "step %s changed no answer" % step.__name__
        previous, compared = answers, compared + len(answers)
        answered |= {name for (name, _), (status, _, _) in answers.items() if status == OK}
    # Arguments that only ever gave errors would compare little: every function answered.
    covered = set(plans(pair.state()))
    assert answered == covered, "never answered: %s" % sorted(covered - answered)
    print("%d script calls, %d answers compared, %.1f s" % (
        pair.calls, compared, time.monotonic() - started))


def test_read_only_reopened_session_answers_as_its_twin(pair):
    """Opened for reading only, the file replays to the same session too (but that it says it is
    read-only)."""
    for point, step in enumerate(steps()[:5], 1):
        step(pair)
        pair.reopen_and_compare(point)
    pair.reopen_and_compare(6, E["FOODTRUCK_OPEN_READ_ONLY"])


def test_every_read_function_is_covered_or_skipped_with_a_reason():
    readers = {f.name: f for f in read_functions()}
    assert len(readers) > 90, "the model found %d read functions" % len(readers)
    state = {"now": NOW, "ids": [1, 2, 3]}
    covered = set(plans(state))
    missing = set(readers) - set(SKIPPED) - covered
    assert not missing, "read functions with arguments the generator cannot build, neither " \
        "generated nor listed in SKIPPED: %s" % sorted(missing)
    for name in SKIPPED:  # no stale entries: each is a read function it really cannot build
        with pytest.raises(Unsupported):
            plan(readers[name], state)


def test_digest_tells_sessions_apart():
    """A digest difference is found and located: a session in Arabic differs from a fresh one
    in its locale, not in its catalog."""
    trucks = [_capi.TruckPtr(), _capi.TruckPtr()]
    for t in trucks:
        assert lib.foodtruck_truck_new(ctypes.byref(t)) == OK
    try:
        assert lib.foodtruck_truck_set_locale(trucks[1], E["FOODTRUCK_LOCALE_AR"]) == OK
        state = {"now": NOW, "ids": [1, 2, 3]}
        found = {line.split("(")[0] for line in
                 differences(digest(trucks[0], state), digest(trucks[1], state))}
        assert {"foodtruck_truck_locale", "foodtruck_truck_is_right_to_left"} <= found
        assert "foodtruck_donut_count" not in found
    finally:
        for t in trucks:
            lib.foodtruck_truck_free(t)


def test_outputs_carry_no_stale_memory_in_padding():
    """A struct written out has its padding zeroed (foodtruck.h, "Outputs"): stale bytes of the
    library's memory there (an address, say) would make two equal answers differ under memcmp
    and leak the library's memory to the caller."""
    truck = _capi.TruckPtr()
    assert lib.foodtruck_truck_new(ctypes.byref(truck)) == OK
    try:
        assert lib.foodtruck_truck_simulate(truck, 7, NOW, 30) == OK
        assert lib.foodtruck_truck_tick(truck, NOW, None) == OK
        stale = set()
        for name, (groups, sets) in plans({"now": NOW, "ids": [1, 2, 3]}).items():
            for values in sets:
                status, _, outputs = call_read(truck, name, groups, values)
                for slot, obj, size in outputs if status == OK else []:
                    element = c_type(slot.param.target)
                    pads = padding_bytes(obj, element)
                    for pad in pads[:1 if size is None else size.value]:  # the elements written
                        if pad.strip(b"\x00"):
                            stale.add("%s: %s" % (name, pad.hex()))
        assert not stale, sorted(stale)
    finally:
        lib.foodtruck_truck_free(truck)
