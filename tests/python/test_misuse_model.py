# SPDX-License-Identifier: Apache-2.0
"""The misuse matrix (tools/gen_misuse.py: the rows the API model decides and the hand-kept
ones of tests/misuse_rows.txt, the same rows as the generated tests/c/misuse_rows.h), run
through ctypes: each row on a fresh fixture like the C one (order 1 placed, order 2 preparing
with live activity 1, ticked at NOW), expecting its status, a message naming the function and,
for a failed call, the bad argument, and no output written."""

import codecs
import ctypes
import math
import os
import re
import shutil
import sys
import tempfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import api_model as api  # noqa: E402
import gen_misuse  # noqa: E402
from foodtruck import _capi, _ffi  # noqa: E402

lib = _ffi.lib
MODEL = api.parse()
ROWS, _ = gen_misuse.misuse_rows(MODEL)
NOW = 1796000000000
ENUMERATORS = {e.name: e.value for enum in MODEL.enums.values() for e in enum.enumerators}
STATUS = {e.name: e.value for e in MODEL.enums["foodtruck_status"].enumerators}
#: gen_long_<limit>: a text one byte over the constant <LIMIT> (tools/gen_misuse.py).
LONG = {"gen_long_" + name.lower(): value + 1 for name, value in MODEL.defines.items()
        if name.endswith("_MAX_BYTES")}
NUMBERS = {"NOW": NOW, "HUGE_CAPACITY": 2**63, "SIZE_MAX": 2**64 - 1, "UINT32_MAX": 2**32 - 1,
           "UINT64_MAX": 2**64 - 1, "INT_MAX": 2**31 - 1, "INT_MIN": -(2**31),
           "INT32_MAX": 2**31 - 1, "INT32_MIN": -(2**31), "INT64_MAX": 2**63 - 1,
           "INT64_MIN": -(2**63), "PTRDIFF_MAX": 2**63 - 1,
           "FIRST_INSTANT": api.INSTANT_RANGE[0], "LAST_INSTANT": api.INSTANT_RANGE[1],
           "NAN": math.nan, "INFINITY": math.inf,
           **{name: value for name, value in MODEL.defines.items()
              if isinstance(value, (int, float))}}
TEXTS = {"BAD_UTF8": b"\xff\xfe", "BAD_UTF8_TRUNCATED": b"Cosmos \xc3",
         "megabyte": b"a" * (1 << 20)}
NO_EVENT = _capi.foodtruck_event_callback(lambda event, user_data: None)
NO_DESTROY = _capi.foodtruck_destroy_callback(lambda user_data: None)


split_call = gen_misuse.split_call
#: (T){...} or (T[]){...}: a struct or an array, as C99 writes them.
LITERAL = re.compile(r"^\((\w+)(\[\])?\)\{(.*)\}$")
# Handles encode generation << 32 | slot << 8 | the type tag 0xF1: the tag right, the rest not.
FORGED = 0xDEADFFFFFFF1


class Fixture:
    def __init__(self):
        self.live = _capi.TruckPtr()
        self.fresh = _capi.TruckPtr()
        self.freed = _capi.TruckPtr()
        self.forged = ctypes.cast(ctypes.c_void_p(FORGED), _capi.TruckPtr)
        assert lib.foodtruck_truck_new(ctypes.byref(self.live)) == 0
        assert lib.foodtruck_truck_new(ctypes.byref(self.fresh)) == 0
        assert lib.foodtruck_truck_new(ctypes.byref(self.freed)) == 0
        assert lib.foodtruck_truck_free(self.freed) == 0
        self.foreign_storage = ctypes.c_int(0)
        self.foreign = ctypes.cast(ctypes.pointer(self.foreign_storage), _capi.TruckPtr)
        line = _capi.foodtruck_order_line
        self.lines = (line * 2)(line(0, 1), line(1, 2))
        size = _capi.foodtruck_size
        self.items = (size * 4)(size(30, 10), size(40, 20), size(50, 15), size(20, 10))
        stack, rect = _capi.foodtruck_diagonal_stack, _capi.foodtruck_rect
        self.stacks = (stack * 2)(stack(rect(0, 0, 60, 60), 3), stack(rect(0, 60, 60, 60), 1))
        self.spots = (_capi.foodtruck_spot_weather * 2)()  # zeroed: two failed spots
        self.hours = (_capi.foodtruck_hour_weather * 1)((NOW, 20.0, True))
        self.challenge = (ctypes.c_uint8 * 16)(*b"0123456789abcdef")
        self.user_id = (ctypes.c_uint8 * 3)(*b"Ada")
        self.bad_user_id = (ctypes.c_uint8 * 2)(0x41, 0xFF)
        self.challenge_65 = (ctypes.c_uint8 * 65)()
        self.store_prices = (_capi.foodtruck_store_price * 1)((499, 1, 0))
        self.store_transactions = (_capi.foodtruck_store_transaction * 1)(
            (1, NOW - 1000, _capi.NO_TIME, _capi.NO_TIME, 0, True))
        self.store_subscriptions = (_capi.foodtruck_subscription_status * 1)(
            (NOW + 1000, 1, 1, 0, True))
        number = ctypes.c_int32()
        assert lib.foodtruck_order_place(self.live, self.lines, 2, NOW, ctypes.byref(number)) == 0
        assert lib.foodtruck_order_place(self.live, self.lines, 1, NOW, ctypes.byref(number)) == 0
        prepare = ENUMERATORS["FOODTRUCK_ORDER_PREPARE"]
        assert lib.foodtruck_order_apply(self.live, 2, prepare, NOW) == 0
        assert lib.foodtruck_truck_tick(self.live, NOW, None) == 0
        self.view = _capi.TruckPtr()
        assert lib.foodtruck_truck_new_view(self.live, ctypes.byref(self.view)) == 0
        self.folder = tempfile.mkdtemp(prefix="foodtruck-misuse-")
        self.session_path = os.path.join(self.folder, "session.sqlite").encode()
        self.outs = []  # (object, its bytes before the call)

    def close(self):
        lib.foodtruck_truck_free(self.view)
        lib.foodtruck_truck_free(self.live)
        lib.foodtruck_truck_free(self.fresh)
        shutil.rmtree(self.folder, ignore_errors=True)

    def value(self, token, c_type):
        """The ctypes argument for one C argument expression of a generated row (c_type: the
        parameter's pointed-to, struct or enum type, else its C type)."""
        if token in ("live", "fresh", "view", "freed", "foreign", "forged"):
            return getattr(self, token)
        if token in ("lines", "items", "stacks", "spots", "hours", "challenge", "user_id",
                     "bad_user_id", "challenge_65", "store_prices", "store_transactions",
                     "store_subscriptions", "session_path"):
            return getattr(self, token)
        if token == "NULL":  # a callback's NULL must be of its function pointer type
            return getattr(_capi, c_type)() if c_type in MODEL.callbacks else None
        if token in ("false", "true"):
            return token == "true"
        if token == "ignore_event":
            return NO_EVENT
        if token == "destroy_must_not_run":
            return NO_DESTROY
        if token.startswith('"'):  # a C string literal, escapes and all
            return codecs.escape_decode(token[1:-1].encode())[0]
        literal = LITERAL.match(token)
        if literal:
            return self.literal(*literal.groups())
        if token in TEXTS:
            return TEXTS[token]
        if token in LONG:
            return b"a" * LONG[token]
        if token.startswith("sizeof"):
            return 1 << 17 if "char" in token else 64
        match = re.fullmatch(r"gen_bad_\w+\((.*)\)", token)
        if match:
            return self.value(match.group(1), "int")
        if token.startswith("&gen_") or token.startswith("gen_"):
            return self.storage(token, c_type)
        if token in ENUMERATORS:
            return ENUMERATORS[token]
        expression = re.sub(r"^\(foodtruck_\w+\)", "", token)  # a cast to an enum type
        expression = re.sub(r"INT64_C\((-?\d+)\)", r"\1", expression)
        expression = re.sub(r"\((?:size_t|uint64_t)\)(\d+)ULL", r"\1", expression)
        expression = re.sub(r"\b[A-Z_][A-Z0-9_]*\b", lambda m: repr(NUMBERS[m.group(0)]), expression)
        return eval(expression, {"__builtins__": {}, "inf": math.inf, "nan": math.nan})

    def literal(self, c_type, array, inner):
        """A compound literal: an array of structs, or one struct passed by value."""
        struct = getattr(_capi, c_type)
        fields = [f for f, _ in struct._fields_]

        def make(text):
            values = [self.value(v, "double") for v in gen_misuse.split_arguments(text)]
            return struct(*values[:len(fields)])

        if not array:
            return make(inner)
        elements = [make(e.strip()[1:-1]) for e in gen_misuse.split_arguments(inner)]
        return (struct * len(elements))(*elements)

    def storage(self, token, c_type):
        """A buffer or an out object filled with 0xA5, remembered to check it stays unwritten."""
        if token.startswith("gen_buffer_"):
            element = _ffi_type(c_type)
            obj = (element * ((1 << 17) if element is ctypes.c_char else 64))()
        else:
            obj = _ffi_type(c_type)()
        if not (token.startswith("&") or token.startswith("gen_buffer_")):
            return obj  # a struct passed by value, zero as in C
        ctypes.memset(ctypes.addressof(obj), 0xA5, ctypes.sizeof(obj))
        self.outs.append((token, obj, ctypes.string_at(ctypes.addressof(obj), ctypes.sizeof(obj))))
        return ctypes.byref(obj) if token.startswith("&") else obj


def _ffi_type(c_type):
    scalars = {"int32_t": ctypes.c_int32, "uint32_t": ctypes.c_uint32, "int64_t": ctypes.c_int64,
               "size_t": ctypes.c_size_t, "bool": ctypes.c_bool, "char": ctypes.c_char,
               "double": ctypes.c_double, "uint8_t": ctypes.c_uint8,
               "foodtruck_truck *": _capi.TruckPtr}
    if c_type in scalars:
        return scalars[c_type]
    if c_type in MODEL.enums:
        return ctypes.c_int
    return getattr(_capi, c_type)


def call(fixture, text):
    """Makes one C call of a row on the fixture; returns the function's name and status."""
    name, tokens = split_call(text)
    function = MODEL.functions[name]
    args = [fixture.value(t, p.target or p.c_type) for t, p in zip(tokens, function.params)]
    return name, getattr(lib, name)(*args)


def run(row):
    label, expected, argument, text, setup = row
    fixture = Fixture()
    try:
        for step in setup:
            assert call(fixture, step)[1] == 0, "setup %s: %s" % (step, _ffi.last_error())
        fixture.outs = []  # only the row's own outputs must stay unwritten
        name, got = call(fixture, text)
        message = _ffi.last_error()
        problems = []
        if got != STATUS[expected]:
            problems.append("returned %d, expected %s" % (got, expected))
        elif got == 0 and message:
            problems.append("a message after success: %r" % message)
        elif got != 0:
            if not message.startswith(name + ": "):
                problems.append("the message does not name the function: %r" % message)
            rest = message[len(name) + 2:]
            if argument and not any(re.search(r"(?<![\w])%s(?![\w])" % re.escape(a), rest)
                                    for a in argument.split("|")):
                problems.append("the message does not name %s: %r" % (argument, message))
            small = expected == "FOODTRUCK_ERR_BUFFER_TOO_SMALL"
            for token, obj, before in fixture.outs:
                after = ctypes.string_at(ctypes.addressof(obj), ctypes.sizeof(obj))
                if after != before and not (small and token == "&gen_n"):
                    problems.append("%s written by a failed call" % token)
        return problems
    finally:
        fixture.close()


@pytest.mark.parametrize("row", ROWS, ids=[row[0] for row in ROWS])
def test_model_row(row):
    assert run(row) == []


def test_rows_reach_every_status_function():
    functions = {f.name for f in MODEL.functions.values() if f.ret == "foodtruck_status"}
    assert {split_call(row.call)[0] for row in ROWS} == functions
