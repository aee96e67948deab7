# SPDX-License-Identifier: Apache-2.0
"""The misuse matrix's one specification, from the API model (tools/api.py).

Two kinds of rows, each one call in which exactly one argument is bad (or a valid edge,
expecting FOODTRUCK_OK), with the status foodtruck.h documents:
  - the rows the model decides from each parameter's class and range (misuse_rows below): a
    good call per function (after the setup calls of MISUSE_SETUP where the fixture lacks the
    state it needs, for every row of that function), every handle NULL, freed, foreign and
    forged, every required pointer NULL, enums, instants and numbers just outside their
    ranges, ids that name nothing, capacities above PTRDIFF_MAX, texts not UTF-8 or over their
    byte limits;
  - the rows the names and ranges cannot say, kept by hand in tests/misuse_rows.txt: results
    too small for a given buffer, states (a prepared order, an ended activity, a full limit),
    deep-link, name and order-line rules, bad values inside structs, the edges inside a range.
Both run as C rows (tests/c/test_misuse.c includes the generated tests/c/misuse_rows.h, each
row in a child process, also under valgrind) and as Python rows through ctypes
(tests/python/test_misuse_model.py), on the same fixture: order 1 placed, order 2 preparing
with live activity 1, the truck ticked at NOW.
"""

import os
import re
from typing import Dict, List, NamedTuple, Tuple

from api_model import (FINITE, REGENERATE, ROOT, Api, ApiError, Function, Param,
                 nullable)

MISUSE_C = os.path.join("tests", "c", "misuse_rows.h")
HAND_ROWS = os.path.join("tests", "misuse_rows.txt")


class Row(NamedTuple):
    label: str
    expected: str  # a foodtruck_status enumerator
    argument: str  # the parameter a failed call's message names ("" for no check; a|b: either)
    call: str  # one C call on the fixture
    setup: Tuple[str, ...] = ()  # C calls before it, each expected to return FOODTRUCK_OK


#: The good value of a parameter where its class alone cannot choose one: the fixture of
#: tests/c/test_misuse.c (order 1 placed, order 2 preparing with live activity 1, NOW).
MISUSE_GOOD = {
    "foodtruck_deep_link_parse.url": '"foodtruck://order/1201"',  # order 1's display id
    "foodtruck_activity_end.policy": "FOODTRUCK_DISMISS_AFTER",  # dismiss_at is read
    "foodtruck_activity_end.dismiss_at": "NOW + 1000",
    "foodtruck_timer_get.number": "2",  # order 2 is preparing: its countdown runs
    "foodtruck_timer_countdown_text.number": "2",
    "foodtruck_timer_countdown_next_change.number": "2",
    "foodtruck_activity_for_order.order_number": "2",  # order 2 shows activity 1
    "foodtruck_order_sheet_text.number": "2",  # completed by its MISUSE_SETUP
    "foodtruck_donut_create.name": '"Cosmos"',
    "foodtruck_truck_open.path": "session_path",  # a file in a fresh temporary folder
    "foodtruck_truck_open.options_mask": "0",
    "foodtruck_truck_status_text.status": "FOODTRUCK_ERR_STORAGE",  # OK is no failure
    "foodtruck_donut_edit.name": '"Cosmos"',
    "foodtruck_order_place.lines": "lines",
    "foodtruck_order_place.line_count": "2",
    "foodtruck_layout_flow.items": "items",
    "foodtruck_layout_flow.item_count": "4",
    "foodtruck_layout_diagonal_stacks.stacks": "stacks",
    "foodtruck_layout_diagonal_stacks.stack_count": "2",
    "foodtruck_truck_set_event_callback.callback": "ignore_event",
    "foodtruck_truck_set_event_callback.destroy": "destroy_must_not_run",
    "foodtruck_navigation_open_link.url": '"foodtruck://panel/top-five"',
    "foodtruck_navigation_restore.saved": '"truck>orders>order:1"',
    "foodtruck_weather_set_city.spots": "spots",  # Cupertino's two spots, both failed
    "foodtruck_weather_set_city.spot_count": "2",
    "foodtruck_weather_set_forecast.hours": "hours",  # one hour at NOW
    "foodtruck_weather_set_forecast.hour_count": "1",
    "foodtruck_account_sign_up_valid.user_name": '"Ada"',
    "foodtruck_account_set_relying_party.relying_party": '"foodtruck.example"',
    "foodtruck_account_sign_in.challenge": "challenge",  # 16 bytes
    "foodtruck_account_sign_in.challenge_count": "16",
    "foodtruck_account_sign_up_passkey.user_name": '"Ada"',
    "foodtruck_account_sign_up_passkey.challenge": "challenge",
    "foodtruck_account_sign_up_passkey.challenge_count": "16",
    "foodtruck_account_sign_up_password.user_name": '"Ada"',
    "foodtruck_account_sign_up_password.password": '"correct horse"',
    "foodtruck_account_password_returned.user_name": '"Ada"',
    "foodtruck_account_passkey_asserted.user_id": "user_id",  # "Ada"
    "foodtruck_account_passkey_asserted.user_id_count": "3",
    "foodtruck_store_set_prices.prices": "store_prices",  # the monthly plan at 4.99 USD
    "foodtruck_store_set_prices.price_count": "1",
    "foodtruck_store_set_transactions.transactions": "store_transactions",  # id 1: the history
    "foodtruck_store_set_transactions.transaction_count": "1",
    "foodtruck_store_set_subscriptions.subscriptions": "store_subscriptions",  # monthly, renewing
    "foodtruck_store_set_subscriptions.subscription_count": "1",
    "foodtruck_store_select_plan.plan": "FOODTRUCK_STORE_MONTHLY_PLAN",  # a plan, not the history
    "foodtruck_store_select_refund.transaction_id": "FOODTRUCK_NO_TRANSACTION",
}
_GOOD_ID = {"donut_id": "0", "number": "1", "order_number": "1", "id": "1", "post_id": "1"}

#: The setup calls of every model row of a function whose good call needs a state the fixture
#: lacks (each must return FOODTRUCK_OK first; the hand-kept rows name their own).
MISUSE_SETUP = {
    # the order-complete sheet is for a completed order: hand order 2 over first
    "foodtruck_order_sheet_text": (
        "foodtruck_order_apply(live, 2, FOODTRUCK_ORDER_MARK_READY, NOW)",
        "foodtruck_order_apply(live, 2, FOODTRUCK_ORDER_COMPLETE, NOW)"),
    # the account starts signed out: each event needs the state that accepts it
    "foodtruck_account_user_name": (
        "foodtruck_account_sign_up_password(live, \"Ada\", \"correct horse\")",),
    "foodtruck_account_challenge": ("foodtruck_account_sign_in(live, challenge, 16)",),
    "foodtruck_account_password_returned": ("foodtruck_account_sign_in(live, challenge, 16)",),
    "foodtruck_account_passkey_asserted": ("foodtruck_account_sign_in(live, challenge, 16)",),
    "foodtruck_account_passkey_registered": (
        "foodtruck_account_sign_up_passkey(live, \"Ada\", challenge, 16)",),
    "foodtruck_account_request_failed": ("foodtruck_account_sign_in(live, challenge, 16)",),
    "foodtruck_account_sign_out": (
        "foodtruck_account_sign_up_password(live, \"Ada\", \"correct horse\")",),
    "foodtruck_account_confirm_sign_out": (
        "foodtruck_account_sign_up_password(live, \"Ada\", \"correct horse\")",
        "foodtruck_account_sign_out(live)"),
    # the fixture's path is empty: show a step first, so that there is one to go back from
    "foodtruck_navigation_pop": (
        "foodtruck_navigation_push(live, (foodtruck_step){FOODTRUCK_STEP_NEW_DONUT, "
        "FOODTRUCK_PANEL_TRUCK, 0})",),
    # a refund row's subtitle needs its transaction: hand in transaction 1
    "foodtruck_store_refund_subtitle": ("foodtruck_store_set_transactions(live, store_transactions, 1)",),
}


def _c_name(c_type: str) -> str:
    """'foodtruck_truck *' -> 'foodtruck_truck_p': a C identifier for a generated static."""
    return re.sub(r"\W+", "_", c_type.replace("*", "p")).strip("_")


def _misuse_good(function: Function, api: Api, statics: Dict[str, str]) -> List[str]:
    """A valid argument for every parameter of function (C expressions)."""
    args = []
    for p in function.params:
        key = "%s.%s" % (function.name, p.name)
        if key in MISUSE_GOOD:
            args.append(MISUSE_GOOD[key])
            continue
        if p.cls == "handle":
            value = "live"
        elif p.cls in ("text_out", "array_out"):
            target = p.target if p.role == "buffer" else ""
            if p.role == "buffer":
                name = "gen_buffer_%s" % _c_name(target)
                size = 1 << 17 if target == "char" else 64  # room for an SVG picture
                statics[name] = "static %s %s[%d];" % (target, name, size)
                value = name
            elif p.role == "capacity":
                value = "sizeof gen_buffer_%s / sizeof gen_buffer_%s[0]" % (
                    _c_name(function.params[len(args) - 1].target),
                    _c_name(function.params[len(args) - 1].target))
            else:
                value = "&gen_n"
        elif p.cls == "array_in":
            value = "NULL" if p.role == "items" else "0"
        elif p.cls in ("out", "struct_in"):
            name = "gen_%s" % _c_name(p.target)
            statics[name] = "static %s %s;" % (p.target, name)
            value = "&" + name
        elif p.cls == "struct":
            name = "gen_%s" % _c_name(p.target)
            statics[name] = "static %s %s;" % (p.target, name)
            value = name
        elif p.cls == "enum":  # the enumerator 0 (a NONE or ALL below it is a special value)
            enumerators = api.enums[p.target].enumerators
            value = next((e.name for e in enumerators if e.value == 0), enumerators[0].name)
        elif p.cls == "instant":
            value = "NOW"
        elif p.cls == "text":
            value = '""'
        elif p.cls == "bool":
            value = "false"
        elif p.cls in ("callback", "user_data"):
            value = "NULL"
        elif p.cls == "id":
            value = _GOOD_ID[p.name]
        else:  # count, mask, integer, real: 1 where the range allows it, else its low end
            low, high = p.range
            if low is None or low <= 1 <= (high if high is not None else 2):
                value = "1"
            else:
                value = repr(low)
        args.append(value)
    return args


HANDLE, NULL_ARG, ARG = ("FOODTRUCK_ERR_INVALID_HANDLE", "FOODTRUCK_ERR_NULL_ARGUMENT",
                         "FOODTRUCK_ERR_INVALID_ARGUMENT")


def _long_text(limit: str, statics: Dict[str, str]) -> str:
    """A text one byte longer than the constant `limit` (its bytes filled in by
    misuse_fill_texts(), which test_misuse.c calls first): gen_long_foodtruck_..._max_bytes."""
    name = "gen_long_" + limit.lower()
    statics[name] = "static char %s[%s + 2];" % (name, limit)
    return name
#: Functions whose good call needs more than the fixture (their rows are in test_misuse.c).
MISUSE_NO_GOOD_ROW = {
    "foodtruck_truck_simulate",  # a truck with orders refuses it (INVALID_STATE)
}
_INT_LIMITS = {"int32_t": ("INT32_MIN", "INT32_MAX", -(2**31), 2**31 - 1),
               "uint32_t": ("0", "UINT32_MAX", 0, 2**32 - 1),
               "int64_t": ("INT64_MIN", "INT64_MAX", -(2**63), 2**63 - 1),
               "uint64_t": ("0", "UINT64_MAX", 0, 2**64 - 1),
               "size_t": ("0", "SIZE_MAX", 0, 2**64 - 1)}


def _outside_integer(p: Param):
    """(what, C value) just outside the range of an integer parameter, and the type's limits."""
    low, high = p.range
    if low is None:
        return []
    min_name, max_name, type_min, type_max = _INT_LIMITS[p.c_type]
    out = []
    if low > type_min:
        out += [("below", _c_int(low - 1, p.c_type)), ("type_min", min_name)]
    if high < type_max:
        out += [("above", _c_int(high + 1, p.c_type)), ("type_max", max_name)]
    return out


def _c_int(value: int, c_type: str) -> str:
    if c_type in ("uint64_t", "size_t"):
        return "(%s)%dULL" % (c_type, value)
    if c_type == "int64_t" or abs(value) > 2**31 - 1:
        return "INT64_C(%d)" % value
    return str(value)


def model_rows(api: Api, statics: Dict[str, str]) -> List[Row]:
    """The rows the model decides: for each function that returns a status, a good call and
    one row per bad input of each parameter's class."""
    rows = []
    for function in api.functions.values():
        if function.ret != "foodtruck_status":
            continue
        used = {}
        good = _misuse_good(function, api, used)
        setup = MISUSE_SETUP.get(function.name, ())
        first = len(rows)

        def call(changes, good=good, function=function):
            args = list(good)
            for i, value in changes.items():
                args[i] = value
            return "%s(%s)" % (function.name, ", ".join(args))

        optional = nullable(api, function.name)

        def row(what, expected, i, value, argument=None):
            name = function.params[i].name
            rows.append(Row("%s_%s" % (function.name, what), expected,
                            name if argument is None else argument, call({i: value}), setup))

        if function.name not in MISUSE_NO_GOOD_ROW:
            rows.append(Row("%s_good" % function.name, "FOODTRUCK_OK", "", call({}), setup))
        for i, p in enumerate(function.params):
            name = p.name
            if p.cls == "handle":
                free = function.name == "foodtruck_truck_free"
                row("null_" + name, "FOODTRUCK_OK" if free else HANDLE, i, "NULL")
                for bad in ("freed", "foreign", "forged"):
                    row("%s_%s" % (bad, name), HANDLE, i, bad)
            elif p.cls in ("text_out", "array_out") and p.role == "buffer":
                pair = "%s|capacity" % name
                rows.append(Row("%s_null_%s" % (function.name, name), NULL_ARG, name,
                                call({i: "NULL", i + 1: "64"}), setup))
                rows.append(Row("%s_%s_length_only" % (function.name, name), "FOODTRUCK_OK", pair,
                                call({i: "NULL", i + 1: "0"}), setup))
                rows.append(Row("%s_%s_huge_capacity" % (function.name, name), ARG, pair,
                                call({i + 1: "HUGE_CAPACITY"}), setup))
                rows.append(Row("%s_%s_size_max" % (function.name, name), ARG, pair,
                                call({i: "NULL", i + 1: "SIZE_MAX"}), setup))
            elif p.cls in ("text_out", "array_out", "out") and p.role != "capacity":
                row("null_" + name, "FOODTRUCK_OK" if name in optional else NULL_ARG, i, "NULL")
            elif (p.cls == "array_in" and p.role == "items") or p.cls == "struct_in":
                row("null_" + name, NULL_ARG, i, "NULL")  # an array with its good, nonzero count
            elif p.cls == "enum":
                low, high = p.range
                bad = "gen_bad_%s" % p.target
                used[bad] = ("static %s %s(int raw) { %s v; memcpy(&v, &raw, sizeof v); return v; }"
                             % (p.target, bad, p.target))
                for what, raw in (("above", high + 1), ("below", low - 1), ("int_max", "INT_MAX"),
                                  ("int_min", "INT_MIN")):
                    row("%s_%s" % (name, what), ARG, i, "%s(%s)" % (bad, raw))
            elif p.cls == "instant":
                for what, value in (("min", "INT64_MIN"), ("max", "INT64_MAX"),
                                    ("before_first", "FIRST_INSTANT - 1"),
                                    ("after_last", "LAST_INSTANT + 1")):
                    row("%s_%s" % (name, what), ARG, i, value)
            elif p.cls == "id":  # names nothing: the message says which id was not found
                for what, value in (("unknown", "999999"), ("negative", "-1"),
                                    ("int32_max", "INT32_MAX"), ("int32_min", "INT32_MIN")):
                    row("%s_%s" % (name, what), "FOODTRUCK_ERR_NOT_FOUND", i, value, "")
            elif p.cls == "text":
                row("null_" + name, NULL_ARG, i, "NULL")
                row(name + "_bad_utf8", "FOODTRUCK_ERR_INVALID_UTF8", i, "BAD_UTF8")
                row(name + "_truncated_utf8", "FOODTRUCK_ERR_INVALID_UTF8", i, "BAD_UTF8_TRUNCATED")
                row(name + "_over_limit", ARG, i, _long_text(p.range, used))
                row(name + "_megabyte", ARG, i, "megabyte")
            elif p.cls in ("integer", "mask", "count") and p.role != "count":
                for what, value in _outside_integer(p):
                    row("%s_%s" % (name, what), ARG, i, value)
            elif p.cls == "real":
                low, high = p.range
                row(name + "_nan", ARG, i, "NAN")
                if (low, high) == FINITE:
                    row(name + "_infinity", ARG, i, "INFINITY")
                    row(name + "_minus_infinity", ARG, i, "-INFINITY")
                elif low is not None:  # just outside, or ten times outside a huge bound
                    row(name + "_below", ARG, i, repr(low * 10.0 if low < -1e15 else low - 1.0))
                    row(name + "_above", ARG, i, repr(high * 10.0 if high > 1e15 else high + 1.0))
                    row(name + "_infinity", ARG, i, "INFINITY")
        if len(rows) > first:
            statics.update(used)
    return rows


# ---- The hand-kept rows (tests/misuse_rows.txt) ---------------------------------------------

_STATUS_SHORT = re.compile(r"^[A-Z0-9_]+$")


def split_arguments(text: str) -> List[str]:
    """'a, g(b, c), {d, e}' -> ['a', 'g(b, c)', '{d, e}']: commas outside brackets and quotes."""
    args, depth, current, quoted = [], 0, "", False
    for i, ch in enumerate(text):
        if ch == '"' and (i == 0 or text[i - 1] != "\\"):
            quoted = not quoted
        elif not quoted and ch in "({[":
            depth += 1
        elif not quoted and ch in ")}]":
            depth -= 1
        elif not quoted and ch == "," and depth == 0:
            args.append(current.strip())
            current = ""
            continue
        current += ch
    return args + ([current.strip()] if current.strip() else [])


def split_call(call: str) -> Tuple[str, List[str]]:
    """'f(a, g(b), c)' -> ('f', ['a', 'g(b)', 'c'])."""
    match = re.fullmatch(r"(\w+)\((.*)\)", call.strip())
    if not match:
        raise ApiError("not a call: %r" % call)
    return match.group(1), split_arguments(match.group(2))


def _expand_call(call: str, api: Api, statics: Dict[str, str], where: str) -> str:
    """Checks one hand-written call against the model and spells out its `out` arguments: an
    out-parameter becomes &gen_<type>, a buffer gen_buffer_<type>, a length or count &gen_n."""
    name, args = split_call(call)
    function = api.functions.get(name)
    if function is None:
        raise ApiError("%s: no function %s in the header" % (where, name))
    if len(args) != len(function.params):
        raise ApiError("%s: %s takes %d arguments, not %d" % (where, name, len(function.params),
                                                             len(args)))
    for i, (arg, p) in enumerate(zip(args, function.params)):
        if re.search(r'\\x[0-9a-fA-F]{2}[0-9a-fA-F]', arg):
            raise ApiError("%s: a \\x escape followed by a hex digit reads on in C: %s"
                           % (where, arg))
        if arg != "out":
            continue
        if p.cls in ("text_out", "array_out") and p.role == "buffer":
            args[i] = "gen_buffer_%s" % _c_name(p.target)
            size = 1 << 17 if p.target == "char" else 64
            statics[args[i]] = "static %s %s[%d];" % (p.target, args[i], size)
        elif p.cls in ("text_out", "array_out") and p.role != "capacity":
            args[i] = "&gen_n"
        elif p.cls == "out":
            args[i] = "&gen_%s" % _c_name(p.target)
            statics[args[i][1:]] = "static %s %s;" % (p.target, args[i][1:])
        else:
            raise ApiError("%s: `out` given for %s, which is no output" % (where, p.name))
    return "%s(%s)" % (name, ", ".join(args))


def hand_rows(api: Api, statics: Dict[str, str], path: str = None) -> List[Row]:
    """The rows of tests/misuse_rows.txt, checked against the model."""
    path = path or os.path.join(ROOT, HAND_ROWS)
    statuses = {e.name for e in api.enums["foodtruck_status"].enumerators}
    rows, labels = [], set()
    with open(path, encoding="ascii") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            where = "%s:%d" % (HAND_ROWS, number)
            fields = line.split(None, 3)
            if len(fields) != 4:
                raise ApiError("%s: want `label status argument call`" % where)
            label, short, argument, calls = fields
            expected = "FOODTRUCK_" + ("" if short == "OK" else "ERR_") + short
            if expected not in statuses:
                raise ApiError("%s: no status %s" % (where, expected))
            if label in labels:
                raise ApiError("%s: the label %s is used twice" % (where, label))
            labels.add(label)
            steps = [_expand_call(c, api, statics, where) for c in calls.split(";")]
            final = api.functions[split_call(steps[-1])[0]]
            names = {p.name for p in final.params}
            if argument != "-" and not set(argument.split("|")) <= names:
                raise ApiError("%s: %s has no parameter %s" % (where, final.name, argument))
            rows.append(Row("hand_" + label, expected, "" if argument == "-" else argument,
                            steps[-1], tuple(steps[:-1])))
    return rows


def misuse_rows(api: Api) -> Tuple[List[Row], Dict[str, str]]:
    """Every row, the model's then the hand-kept ones, and the C statics they use."""
    statics = {"gen_n": "static size_t gen_n;"}
    rows = model_rows(api, statics) + hand_rows(api, statics)
    return rows, statics


_LITERAL = re.compile(r"^\((\w+)(\[\])?\)(\{.*\})$")


_ENUM_CAST = re.compile(r"^\((foodtruck_\w+)\)(-?\d+)$")


def _hoist_literals(call: str, prefix: str, statics: Dict[str, str], api: Api) -> str:
    """Replaces each compound literal argument by a name: (T[]){...} by a static array, (T){...}
    by a function that builds the struct. C++ has no compound literals, and test_misuse.c is
    built as C++ too; a field given as an enum cast of a value outside the enum,
    (foodtruck_step_kind)4, is copied in from an int, which C++ allows (a cast would not be a
    constant)."""
    name, args = split_call(call)
    for i, arg in enumerate(args):
        match = _LITERAL.match(arg)
        if not match:
            continue
        c_type, array, value = match.groups()
        args[i] = "%s_%d" % (prefix, i)
        if array:
            statics[args[i]] = "static %s const %s[] = %s;" % (c_type, args[i], value)
            continue
        fields = api.structs[c_type].fields
        values = split_arguments(value[1:-1])
        if len(values) != len(fields):
            raise ApiError("%s: %s has %d fields" % (call, c_type, len(fields)))
        body = ["%s v;" % c_type, "memset(&v, 0, sizeof v);"]
        for field, given in zip(fields, values):
            cast = _ENUM_CAST.match(given)
            body.append("{ int raw = %s; memcpy(&v.%s, &raw, sizeof raw); }"
                        % (cast.group(2), field.name) if cast else "v.%s = %s;" % (field.name, given))
        statics[args[i]] = "static %s %s(void) { %s return v; }" % (c_type, args[i], " ".join(body))
        args[i] += "()"
    return "%s(%s)" % (name, ", ".join(args))


def generate_misuse_c(api: Api) -> str:
    rows, statics = misuse_rows(api)
    literals = {}
    rows = [row._replace(
        call=_hoist_literals(row.call, "gen_literal_" + row.label, literals, api),
        setup=tuple(_hoist_literals(step, "gen_literal_%s_setup%d" % (row.label, k), literals, api)
                    for k, step in enumerate(row.setup)))
        for row in rows]
    out = [
        "/* GENERATED by tools/gen_misuse.py from include/foodtruck.h and tests/misuse_rows.txt.",
        " * Do not edit: change the Swift sources (or the hand-kept rows) and run",
        " *     " + REGENERATE,
        " * The misuse rows, each one call with exactly one bad argument: the ones the API model",
        " * decides from the parameter classes, then the hand-kept ones. tests/c/test_misuse.c",
        " * includes this file after its fixture (live, fresh, freed, foreign, forged, NOW, lines,",
        " * items, megabyte, ignore_event, destroy_must_not_run), calls misuse_fill_texts() and",
        " * runs each row in a child process. A row's setup calls run first; if one fails, the row",
        " * returns MISUSE_SETUP_FAILED. */",
    ]
    out += [statics[name] for name in sorted(statics)]
    out += [literals[name] for name in sorted(literals)]
    longs = sorted(name for name in statics if name.startswith("gen_long_"))
    out += ["/* Fills each text one byte over its limit with 'a' (its last byte stays NUL). */",
            "static void misuse_fill_texts(void) {"]
    out += ["    memset(%s, 'a', sizeof %s - 1);" % (name, name) for name in longs]
    out += ["}"]
    for row in rows:
        if row.setup:
            checks = "".join("if (%s != FOODTRUCK_OK) return MISUSE_SETUP_FAILED; " % step
                             for step in row.setup)
            out.append("static foodtruck_status setup_%s(void) { %sreturn %s; }"
                       % (row.label, checks, row.call))
    out += ["", "/* X(label, expected status, the argument its message names, call) */",
            "#define MISUSE_ROWS(X) \\"]
    for row in rows:
        call = "setup_%s()" % row.label if row.setup else row.call
        out.append('    X(%s, %s, "%s", %s) \\' % (row.label, row.expected, row.argument, call))
    out += ["", "/* %d rows */" % len(rows), ""]
    return "\n".join(out)


def generate(api: Api) -> dict:
    return {MISUSE_C: generate_misuse_c(api)}
