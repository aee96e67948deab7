#!/usr/bin/env python3
"""The one model of the C API, read from the generated header, and what it generates.

parse(header) reads include/foodtruck.h (regular expressions over the whole text, so a
declaration may span any number of lines) and returns an Api: every function with its return
type, its parameters (C type, name and class by the header's conventions), the header area it
sits in and its doc comment; every struct (fields with their ctypes type), enum (enumerators
and values), constant (#define, value computed), function-like macro and callback (function
pointer typedef). What the names cannot say, the numeric ranges, comes from RANGES below, the
one hand-kept table; a parameter that fits no class, or a number without a range, fails loudly.

Parameter classes (docs/conventions.md):
  handle      foodtruck_truck * or foodtruck_truck const * (const: the call does not change it)
  text_out    the text buffer triple: char *text_out, size_t capacity, size_t *length_out
              (roles buffer, capacity, length)
  array_out   the array triple: T *x_out, size_t capacity, size_t *count_out
              (roles buffer, capacity, count)
  array_in    an input array and its count: T const *items, size_t item_count (roles items, count)
  out         a single out-parameter, T *x_out
  struct_in   a struct read through a pointer, T const *x
  struct      a struct passed by value
  enum        a typedef'd enum of the header (checked: out of range gives INVALID_ARGUMENT)
  instant     int64_t milliseconds since the Unix epoch: now, at, *_at, timer_start, timer_end
  count       a size_t count, size or position (count, n, offset, limit)
  text        NUL-terminated UTF-8 in, char const * (its byte limit from RANGES)
  bool        bool
  callback    a function pointer typedef of the header
  user_data   void *, passed back untouched
  id          an int32_t identity: id, *_id, number, order_number (unknown: NOT_FOUND)
  mask        a uint32_t bit set named *_mask (range from RANGES)
  integer     any other integer (range from RANGES)
  real        a double (range from RANGES)

Generated: bindings/python/foodtruck/_capi.py (the raw ctypes layer), docs/reference.md,
tests/c/misuse_rows.h (the misuse matrix: tools/api_misuse.py), include/foodtruck.hpp (the
C++ API: tools/api_cpp.py), and Sources/CFoodTruck/include/foodtruck_padding.h with
Sources/FoodTruck/Internals/Padding.swift (zeroing out structs' padding: tools/api_padding.py).

Usage:
  tools/api.py functions      the declared function names, sorted, one per line
  tools/api.py model          the model as JSON
  tools/api.py generate       write the generated files (GENERATED below)
  tools/api.py --check        exit 1 if a generated file differs from a fresh generation
  tools/api.py ... --header H read H instead of include/foodtruck.h
"""

import argparse
import dataclasses
import difflib
import json
import os
import re
import sys
import textwrap
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEADER = os.path.join(ROOT, "include", "foodtruck.h")
CAPI = os.path.join("bindings", "python", "foodtruck", "_capi.py")
REFERENCE = os.path.join("docs", "reference.md")
REGENERATE = "swift build -c release && python3 tools/gen_header.py && tools/api.py generate"

# ---- The hand-kept table: what the names cannot say ----------------------------------------

#: The years 1 to 9999 in ms since the Unix epoch: every instant the library accepts.
INSTANT_RANGE = (-62135596800000, 253402300799999)
#: The most a capacity may be (larger ones are refused: a negative value cast to size_t).
PTRDIFF_MAX = 2**63 - 1

#: The finite doubles (NaN and the infinities refused).
FINITE = (-1.7976931348623157e308, 1.7976931348623157e308)

#: "function.parameter" -> the accepted range: (low, high) for numbers, inclusive, None for no
#: bound but the C type's (a double is never NaN), or the name of the constant that limits a
#: text in bytes. Every integer, double and text parameter of a class without a range of its
#: own (instants, ids, enums, counts and capacities have theirs) needs an entry; a count may
#: have one to narrow its range.
RANGES = {
    # Truck
    "foodtruck_truck_set_utc_offset.minutes": (-1439, 1439),
    "foodtruck_truck_set_weekend_days.weekday_mask": (0, 0x7E),  # bits 0-6, not all seven
    "foodtruck_truck_set_price.cents_per_donut": (0, 10_000_000),
    "foodtruck_truck_simulate.seed": (None, None),
    "foodtruck_truck_number_text.value": (None, None),  # every int64_t is a number
    "foodtruck_donut_count_text.count": (0, 2**63 - 1),  # a number of donuts, from 0
    "foodtruck_truck_simulate.stream_limit": (0, 1_000_000),
    "foodtruck_truck_open.path": "FOODTRUCK_PATH_MAX_BYTES",
    "foodtruck_truck_open.options_mask": (0, 3),  # FOODTRUCK_OPEN_READ_ONLY | FOODTRUCK_OPEN_SYNC_NORMAL
    "foodtruck_truck_set_timer_duration.seconds": (1, 60),
    "foodtruck_truck_set_activity_limit.limit": (1, 100),
    "foodtruck_truck_set_parking_spot.index": (0, 7),  # within the city's spots (hand rows)
    "foodtruck_truck_set_widget_quota.quota": (1, 1000),
    # Store
    "foodtruck_store_set_prices.price_count": (0, 3),
    "foodtruck_store_set_transactions.transaction_count": (0, 1000),
    "foodtruck_store_set_subscriptions.subscription_count": (0, 1000),
    "foodtruck_store_select_refund.transaction_id": (-1, 2**63 - 1),
    "foodtruck_store_refund_subtitle.transaction_id": (None, None),  # unknown: NOT_FOUND
    "foodtruck_store_defer_messages.requester": (0, 2**31 - 1),
    "foodtruck_store_message_arrived.message_id": (None, None),
    # Catalog
    "foodtruck_ingredient_flavors.index": (0, 23),
    "foodtruck_ingredient_slug.index": (0, 23),
    "foodtruck_ingredient_image_key.index": (0, 23),
    "foodtruck_ingredient_name.index": (0, 23),
    "foodtruck_donut_search.text": "FOODTRUCK_SEARCH_MAX_BYTES",
    "foodtruck_donut_create.name": "FOODTRUCK_DONUT_NAME_MAX_BYTES",
    "foodtruck_donut_create.dough": (0, 6),
    "foodtruck_donut_create.glaze": (-1, 6),
    "foodtruck_donut_create.topping": (-1, 23),
    "foodtruck_donut_edit.name": "FOODTRUCK_DONUT_NAME_MAX_BYTES",
    "foodtruck_donut_edit.dough": (0, 6),
    "foodtruck_donut_edit.glaze": (-1, 6),
    "foodtruck_donut_edit.topping": (-1, 23),
    # Orders
    "foodtruck_order_count.status_mask": (0, 0x0F),
    "foodtruck_order_count.search": "FOODTRUCK_SEARCH_MAX_BYTES",
    "foodtruck_order_list.status_mask": (0, 0x0F),
    "foodtruck_order_list.search": "FOODTRUCK_SEARCH_MAX_BYTES",
    "foodtruck_order_place.line_count": (1, 64),
    # Cities: spot indices within the largest city's 8 (each city's own count: hand rows)
    "foodtruck_parking_spot_get.index": (0, 7),
    "foodtruck_parking_spot_slug.index": (0, 7),
    "foodtruck_parking_spot_name.index": (0, 7),
    "foodtruck_parking_spot_camera.index": (0, 7),
    "foodtruck_parking_spot_camera.width": (0, 1e9),
    # Weather
    "foodtruck_weather_set_city.spot_count": (0, 16),
    "foodtruck_weather_set_forecast.hour_count": (0, 240),
    "foodtruck_weather_set_legal_page.address": "FOODTRUCK_WEATHER_LEGAL_PAGE_MAX_BYTES",
    "foodtruck_weather_temperature_text.temperature_c": (-100, 100),
    "foodtruck_weather_badge_count.width": (0, 1e9),
    "foodtruck_weather_badge_count.temperature": (0, 1e9),
    "foodtruck_weather_badge_count.popular": (0, 1e9),
    "foodtruck_weather_badge_count.trending": (0, 1e9),
    "foodtruck_weather_badge_count.spacing": (0, 1e9),
    # Activities
    "foodtruck_activity_request.relevance": FINITE,
    "foodtruck_activity_update.relevance": FINITE,
    # Navigation
    "foodtruck_deep_link_parse.url": "FOODTRUCK_DEEP_LINK_MAX_BYTES",
    "foodtruck_navigation_open_link.url": "FOODTRUCK_DEEP_LINK_MAX_BYTES",
    "foodtruck_navigation_restore.saved": "FOODTRUCK_NAVIGATION_SAVED_MAX_BYTES",
    "foodtruck_navigation_open_card.width": (0, 1e9),
    # Account
    "foodtruck_account_sign_up_valid.user_name": "FOODTRUCK_ACCOUNT_USER_NAME_MAX_BYTES",
    "foodtruck_account_set_relying_party.relying_party": "FOODTRUCK_ACCOUNT_RELYING_PARTY_MAX_BYTES",
    "foodtruck_account_sign_in.challenge_count": (16, 64),
    "foodtruck_account_sign_up_passkey.user_name": "FOODTRUCK_ACCOUNT_USER_NAME_MAX_BYTES",
    "foodtruck_account_sign_up_passkey.challenge_count": (16, 64),
    "foodtruck_account_sign_up_password.user_name": "FOODTRUCK_ACCOUNT_USER_NAME_MAX_BYTES",
    "foodtruck_account_sign_up_password.password": "FOODTRUCK_ACCOUNT_PASSWORD_MAX_BYTES",
    "foodtruck_account_password_returned.user_name": "FOODTRUCK_ACCOUNT_USER_NAME_MAX_BYTES",
    "foodtruck_account_passkey_asserted.user_id_count": (0, 256),
    # Layout: widths, heights and spacings are finite, 0 to 1e9
    "foodtruck_layout_diagonal_stack_size.width": (None, None),  # only NaN is refused
    "foodtruck_layout_diagonal_stack_size.height": (None, None),
    "foodtruck_layout_hero_tiling.count": (0, 1_000_000),
    "foodtruck_layout_flow.item_count": (0, 1_000_000),
    "foodtruck_layout_flow.width": (None, None),  # only NaN is refused
    "foodtruck_layout_flow.horizontal_spacing": (0, 1e9),
    "foodtruck_layout_flow.vertical_spacing": (0, 1e9),
    "foodtruck_layout_is_compact.width": (0, 1e9),
    "foodtruck_layout_is_compact.threshold": (0, 1e9),
    "foodtruck_layout_gallery_grid.width": (0, 1e9),
    "foodtruck_layout_segmented_gauge.value": (None, None),  # clamped to 0...total
    "foodtruck_layout_segmented_gauge.total": (-(2**31), 1_000),  # below 1 counts as 1
    "foodtruck_layout_segmented_gauge.width": (0, 1e9),
    # Charts
    "foodtruck_chart_nice_ticks.lower": (-1e300, 1e300),
    "foodtruck_chart_nice_ticks.upper": (-1e300, 1e300),
    "foodtruck_chart_nice_ticks.target": (2, 100),
    "foodtruck_svg_donut.size": (1, 10_000),
    "foodtruck_svg_chart.width": (1, 10_000),
    "foodtruck_svg_chart.height": (1, 10_000),
    # Feed
    "foodtruck_feed_posts.seed": (None, None),
    "foodtruck_feed_filter.seed": (None, None),
}

#: Python member names of an enum whose enumerators share no single prefix: the prefixes to
#: strip, longest first (every other enum strips its enumerators' common prefix).
ENUM_PREFIXES = {
    "foodtruck_status": ("FOODTRUCK_ERR_", "FOODTRUCK_"),
    "foodtruck_order_action": ("FOODTRUCK_ORDER_ACTION_", "FOODTRUCK_ORDER_"),
}

# ---- The model ----------------------------------------------------------------------------


@dataclass
class Param:
    c_type: str  # canonical: 'foodtruck_truck const *', 'char const *', 'size_t *'
    name: str
    cls: str  # one of CLASSES
    role: str = ""  # within a group: buffer/capacity/length, buffer/capacity/count, items/count
    target: str = ""  # the pointed-to, enum, struct or callback type where there is one
    range: Optional[object] = None  # (low, high) for numbers; the byte-limit constant for text
    const: bool = False  # handle: a const handle (the call does not change the object)


@dataclass
class Function:
    name: str
    ret: str
    params: List[Param]
    area: str
    doc: str

    @property
    def pairs(self) -> List[Tuple[str, str]]:
        """[(C type, name)] of the parameters."""
        return [(p.c_type, p.name) for p in self.params]


@dataclass
class Field:
    c_type: str
    name: str
    ctype: str  # the ctypes spelling: 'c_int32', 'foodtruck_rect', 'c_int'
    doc: str = ""


@dataclass
class Struct:
    name: str
    fields: List[Field]  # [] for an opaque struct (a handle type)
    area: str
    doc: str

    @property
    def opaque(self) -> bool:
        return not self.fields


@dataclass
class Enumerator:
    name: str
    value: int
    doc: str = ""


@dataclass
class Enum:
    name: str
    enumerators: List[Enumerator]
    area: str
    doc: str

    @property
    def values(self) -> Dict[str, int]:
        return {e.name: e.value for e in self.enumerators}


@dataclass
class Constant:
    name: str
    value: object  # int, float or str
    expression: str
    area: str
    doc: str


@dataclass
class Macro:
    name: str
    parameter: str
    body: str
    area: str
    doc: str


@dataclass
class Callback:
    name: str
    ret: str
    params: List[Tuple[str, str]]  # [(C type, name)]
    area: str
    doc: str


@dataclass
class Api:
    text: str
    areas: List[str]  # the function areas, in header order
    functions: Dict[str, Function] = field(default_factory=dict)  # in header order
    structs: Dict[str, Struct] = field(default_factory=dict)
    enums: Dict[str, Enum] = field(default_factory=dict)
    constants: Dict[str, Constant] = field(default_factory=dict)
    macros: Dict[str, Macro] = field(default_factory=dict)  # function-like macros
    callbacks: Dict[str, Callback] = field(default_factory=dict)

    @property
    def defines(self) -> Dict[str, object]:
        """FOODTRUCK_NAME -> value of every constant."""
        return {name: c.value for name, c in self.constants.items()}

    def class_counts(self) -> Dict[str, int]:
        counts = {name: 0 for name in CLASSES}
        for function in self.functions.values():
            for param in function.params:
                counts[param.cls] += 1
        return counts

    def to_json(self) -> dict:
        data = dataclasses.asdict(self)
        del data["text"]
        data["class_counts"] = self.class_counts()
        data["instant_range"] = list(INSTANT_RANGE)
        return data


CLASSES = ("handle", "text_out", "array_out", "array_in", "out", "struct_in", "struct", "enum",
           "instant", "count", "text", "bool", "callback", "user_data", "id", "mask", "integer",
           "real")

# ---- Parsing ------------------------------------------------------------------------------

#: The portability macros that decorate declarations, whatever their definitions.
DECORATIONS = {"FOODTRUCK_NULLABLE", "FOODTRUCK_NONNULL", "FOODTRUCK_NOEXCEPT",
               "FOODTRUCK_WARN_UNUSED_RESULT"}
# Names from <stdint.h> that the header's constants may use.
_STDINT = {"INT64_MIN": -(2**63), "INT64_MAX": 2**63 - 1, "INT32_MIN": -(2**31),
           "INT32_MAX": 2**31 - 1, "UINT32_MAX": 2**32 - 1}
_SCALARS = {"int32_t": "c_int32", "uint32_t": "c_uint32", "int64_t": "c_int64",
            "uint64_t": "c_uint64", "size_t": "c_size_t", "bool": "c_bool", "char": "c_char",
            "double": "c_double", "uint8_t": "c_uint8"}


class ApiError(Exception):
    """The header holds something the model cannot map."""


def normalize_type(text: str) -> str:
    """'foodtruck_truck const*  *' -> 'foodtruck_truck const * *' (const kept, spacing
    canonical); a leading const moves after its type: 'const foodtruck_event *' ->
    'foodtruck_event const *'."""
    words = text.replace("*", " * ").split()
    if words[:1] == ["const"] and len(words) > 1:
        words = [words[1], "const"] + words[2:]
    return " ".join(words)


def _split_decl(decl: str) -> Tuple[str, str]:
    """'foodtruck_truck const * truck' -> ('foodtruck_truck const *', 'truck')."""
    match = re.fullmatch(r"(.*?)(\w+)", decl.strip(), re.S)
    if not match or not match.group(1).strip():
        raise ApiError("cannot read the declaration %r" % decl)
    return normalize_type(match.group(1)), match.group(2)


def _blank_comments(text: str) -> str:
    """The text with every comment replaced by spaces (newlines kept): positions stay valid."""
    def blank(match):
        return re.sub(r"[^\n]", " ", match.group(0))
    return re.sub(r"/\*.*?\*/|//[^\n]*", blank, text, flags=re.S)


def _comment_text(comment: str) -> str:
    """The text of a /** ... */ comment without its frame and leading asterisks."""
    body = comment[3:-2]
    lines = [re.sub(r"^\s*\* ?", "", line) for line in body.split("\n")]
    return "\n".join(lines).strip()


class _Source:
    """The raw header with its comments located, for doc comments and areas by position."""

    def __init__(self, text: str):
        self.text = text
        self.code = _blank_comments(text)
        self.docs = [(m.start(), m.end(), _comment_text(m.group(0)))
                     for m in re.finditer(r"/\*\*(?!\*).*?\*/", text, re.S)]
        self.type_sections = [(m.start(), m.group(1).strip())
                              for m in re.finditer(r"/\*\s*-{3,}\s*([^-*][^*]*?)\s*-{3,}\s*\*/", text)]
        self.function_areas = [(m.start(), m.group(1))
                               for m in re.finditer(r"/\*\s*={3,}\s*(\w+)\s*\([^)]*\)\s*={3,}\s*\*/", text)]

    def doc_before(self, position: int) -> str:
        """The doc comment that ends right before position (only whitespace between), or ""."""
        for start, end, text in reversed(self.docs):
            if end <= position:
                return text if not self.text[end:position].strip() else ""
        return ""

    def section_at(self, position: int, sections) -> str:
        found = ""
        for start, name in sections:
            if start > position:
                break
            found = name
        return found


def _preprocessor_defines(code: str):
    """(position, name, parameter or None, value, conditional depth) of every #define, the
    depth counting the #if blocks around it (the include guard is one)."""
    depth = 0
    for match in re.finditer(r"^[ \t]*#[ \t]*(\w+)(.*(?:\\\n.*)*)$", code, re.M):
        directive, rest = match.group(1), match.group(2).replace("\\\n", " ")
        if directive in ("if", "ifdef", "ifndef"):
            depth += 1
        elif directive == "endif":
            depth -= 1
        elif directive == "define":
            d = re.match(r"[ \t]+(\w+)(\((\w+)\))?[ \t]*(.*?)[ \t]*$", rest)
            if not d:
                raise ApiError("cannot read #define%s" % rest)
            yield match.start(), d.group(1), d.group(3), d.group(4), depth


def evaluate(expression: str, api) -> object:
    """The value of a constant expression of the header: integer literals (with u/U/l/L
    suffixes), decimal floating literals (FOODTRUCK_UNSPECIFIED), FOODTRUCK_ constants and
    function-like macros defined above it, <stdint.h> limits, and the operators
    ( ) | & << >> + - ~. Anything else raises ValueError. ``api`` is an Api (or anything with
    ``macros`` and ``defines``)."""
    text = expression
    macros = {name: (m.parameter, m.body) for name, m in api.macros.items()}
    for _ in range(10):  # expand function-like macros, innermost first
        def expand(match):
            parameter, body = macros[match.group(1)]
            return "(%s)" % re.sub(r"\b%s\b" % parameter, match.group(2), body)

        pattern = r"\b(%s)\(([^()]*)\)" % "|".join(macros or ["(?!)"])
        text, count = re.subn(pattern, expand, text)
        if not count:
            break
    names = dict(_STDINT)
    names.update({k: v for k, v in api.defines.items() if isinstance(v, int)})

    def name_value(match):
        if match.group(0) not in names:
            raise ValueError("cannot evaluate header constant %r: %s is unknown"
                             % (expression, match.group(0)))
        return "(%d)" % names[match.group(0)]

    text = re.sub(r"\b[A-Z_][A-Z0-9_]*\b", name_value, text)
    text = re.sub(r"\b(0[xX][0-9a-fA-F]+|\d+)[uUlL]*\b", r"\1", text)
    if not re.fullmatch(r"[0-9a-fA-FxX\s()|&<>+\-~.]*", text):
        raise ValueError("cannot evaluate header constant %r" % expression)
    return eval(text, {"__builtins__": {}})  # only digits, points and operators are left


class _Constants:
    """What evaluate() needs while the constants are being read."""

    def __init__(self, api):
        self.macros, self.defines = api.macros, {}


def parse(path: str = HEADER) -> Api:
    """The model of the header at path. Raises ApiError on anything it cannot map."""
    with open(path, encoding="utf-8") as f:
        src = _Source(f.read())
    code = src.code
    api = Api(text=src.text, areas=[name for _, name in src.function_areas])
    if not api.areas:
        raise ApiError("the header has no function areas (/* ==== Area (file) ==== */)")

    def type_area(position):
        return src.section_at(position, src.type_sections)

    # Portability macros: decorations, and whatever their section defines.
    defines = list(_preprocessor_defines(code))
    portability = set(DECORATIONS)
    for position, name, _, _, _ in defines:
        if type_area(position).lower().startswith("portability"):
            portability.add(name)
    decorations = re.compile(r"\b(%s)\b" % "|".join(sorted(portability)))

    # Function-like macros, then constants (in order: a constant may use the ones above it).
    reading = _Constants(api)
    for position, name, parameter, value, _ in defines:
        if name in portability or not name.startswith("FOODTRUCK_") or not value:
            continue
        doc, area = src.doc_before(position), type_area(position)
        if parameter:
            api.macros[name] = Macro(name, parameter, value, area, doc)
            continue
        if value.startswith('"'):
            number = value.strip('"')
        else:
            try:
                number = evaluate(value, reading)
            except ValueError as error:
                raise ApiError(str(error)) from error
        reading.defines[name] = number
        api.constants[name] = Constant(name, number, value, area, doc)

    for match in re.finditer(r"\btypedef\s+enum\s+(\w+)\s*\{(.*?)\}\s*(\w+)\s*;", code, re.S):
        body_start = match.start(2)
        enumerators, values = [], {}
        for item in re.finditer(r"(\w+)\s*(?:=\s*([^,]+?))?\s*(?:,|$)", match.group(2)):
            if not item.group(1):
                continue
            if item.group(2) is None:
                raise ApiError("enumerator %s has no explicit value" % item.group(1))
            try:
                value = evaluate(item.group(2), _Values(api, values))
            except ValueError as error:
                raise ApiError(str(error)) from error
            values[item.group(1)] = value
            doc = src.doc_before(body_start + item.start(1))
            enumerators.append(Enumerator(item.group(1), value, doc))
        name = match.group(3)
        api.enums[name] = Enum(name, enumerators, type_area(match.start()),
                               src.doc_before(match.start()))

    for match in re.finditer(r"\btypedef\s+([\w\s*]+?)\(\s*\*\s*(\w+)\s*\)\s*\(([^)]*)\)\s*;", code):
        ret, name, params = match.groups()
        api.callbacks[name] = Callback(name, normalize_type(ret), _params(params, decorations),
                                       type_area(match.start()), src.doc_before(match.start()))

    for match in re.finditer(r"\btypedef\s+struct\s+(\w+)\s*(\{(.*?)\})?\s*(\w+)\s*;", code, re.S):
        name, body = match.group(4), match.group(3)
        fields = []
        if body is not None:
            for decl in re.finditer(r"([^;]+);", body):
                c_type, field_name = _split_decl(decl.group(1))
                doc = src.doc_before(match.start(3) + decl.start(1) + _lead(decl.group(1)))
                fields.append(Field(c_type, field_name, _field_ctype(c_type, api, name), doc))
            if not fields:
                raise ApiError("struct %s has no fields" % name)
        api.structs[name] = Struct(name, fields, type_area(match.start()),
                                   src.doc_before(match.start()))

    for match in re.finditer(r"\bextern\s+([^;{}\"]*?)\b(foodtruck_\w+)\s*\(([^)]*)\)[^;{}]*;", code):
        ret, name, params = match.groups()
        area = src.section_at(match.start(), src.function_areas)
        doc = src.doc_before(match.start())
        if not area or not doc:
            raise ApiError("%s has no %s" % (name, "area" if not area else "doc comment"))
        pairs = _params(params, decorations)
        api.functions[name] = Function(name, normalize_type(decorations.sub(" ", ret)),
                                       classify(name, pairs, api), area, doc)
    known = {"%s.%s" % (f.name, p.name) for f in api.functions.values() for p in f.params}
    unknown = sorted(set(RANGES) - known)
    if unknown:
        raise ApiError("RANGES names parameters the header does not have: %s" % ", ".join(unknown))
    externs = re.findall(r"\bextern\s+(?!\"C\")", code)
    if len(externs) != len(api.functions) or not api.functions:
        raise ApiError("%d extern declarations, %d functions read"
                       % (len(externs), len(api.functions)))
    return api


class _Values:
    """evaluate() inside an enum: the enumerators above count as names."""

    def __init__(self, api, values):
        self.macros = api.macros
        self.defines = dict(api.defines, **values)


def _lead(text: str) -> int:
    return len(text) - len(text.lstrip())


def _params(text: str, decorations) -> List[Tuple[str, str]]:
    text = " ".join(decorations.sub(" ", text).split())
    return [] if text in ("", "void") else [_split_decl(p) for p in text.split(",")]


def _field_ctype(c_type: str, api: Api, struct: str) -> str:
    if c_type in _SCALARS:
        return _SCALARS[c_type]
    if c_type in api.enums:
        return "c_int"
    if c_type in api.structs and api.structs[c_type].fields:
        return c_type
    if c_type.endswith("const *") and _pointee(c_type)[0] in _SCALARS:  # an input array
        return "POINTER(%s)" % _SCALARS[_pointee(c_type)[0]]
    raise ApiError("%s: no ctypes type for a field of C type %r" % (struct, c_type))


# ---- Classification -----------------------------------------------------------------------

_HANDLES = ("foodtruck_truck *", "foodtruck_truck const *")
_INSTANT = re.compile(r"^(now|at|\w+_at|timer_start|timer_end)$")
_ID = re.compile(r"^(id|\w+_id|number|order_number)$")
_COUNT = re.compile(r"^(count|n|offset|limit)$")


def _pointee(c_type: str) -> Tuple[str, bool]:
    """'T const *' -> ('T', True); 'T *' -> ('T', False)."""
    base = c_type[:-1].strip()
    if base.endswith(" const"):
        return base[: -len(" const")], True
    return base, False


def classify(function: str, pairs: List[Tuple[str, str]], api: Api) -> List[Param]:
    """The parameters of function with their classes; ApiError for one that fits none."""
    params, i = [], 0
    while i < len(pairs):
        c_type, name = pairs[i]
        nxt = pairs[i + 1:i + 3]
        nxt_types = [t for t, _ in nxt]

        def fail(why):
            raise ApiError("%s: cannot classify parameter %s %s (%s)" % (function, c_type, name, why))

        if c_type in _HANDLES:
            params.append(Param(c_type, name, "handle", target="foodtruck_truck",
                                const="const" in c_type))
        elif c_type == "char *" and name.endswith("_out") and nxt_types == ["size_t", "size_t *"] \
                and nxt[0][1] == "capacity" and nxt[1][1] == "length_out":
            params += [Param(c_type, name, "text_out", "buffer", "char"),
                       Param("size_t", "capacity", "text_out", "capacity", range=(0, PTRDIFF_MAX)),
                       Param("size_t *", "length_out", "text_out", "length", "size_t")]
            i += 3
            continue
        elif c_type.endswith("*") and name.endswith("_out") and nxt_types == ["size_t", "size_t *"]:
            if nxt[0][1] != "capacity" or nxt[1][1] != "count_out":
                fail("an array triple is (x_out, capacity, count_out)")
            target, const = _pointee(c_type)
            if const:
                fail("an output array is not const")
            params += [Param(c_type, name, "array_out", "buffer", target),
                       Param("size_t", "capacity", "array_out", "capacity", range=(0, PTRDIFF_MAX)),
                       Param("size_t *", "count_out", "array_out", "count", "size_t")]
            i += 3
            continue
        elif c_type.endswith("const *") and c_type != "char const *" and nxt_types[:1] == ["size_t"]:
            count = nxt[0][1]
            if count != re.sub(r"s$", "", name) + "_count":
                fail("an input array is followed by its count, <singular>_count")
            target, _ = _pointee(c_type)
            params += [Param(c_type, name, "array_in", "items", target),
                       Param("size_t", count, "array_in", "count",
                             range=RANGES.get("%s.%s" % (function, count), (0, PTRDIFF_MAX)))]
            i += 2
            continue
        elif c_type.endswith("*") and name.endswith("_out"):
            target, const = _pointee(c_type)
            if const:
                fail("an out-parameter is not const")
            params.append(Param(c_type, name, "out", target=target))
        elif c_type == "char const *":
            limit = RANGES.get("%s.%s" % (function, name))
            if limit is None:
                fail("no byte limit in RANGES")
            params.append(Param(c_type, name, "text", target="char", range=limit))
        elif c_type.endswith("const *") and _pointee(c_type)[0] in api.structs:
            params.append(Param(c_type, name, "struct_in", target=_pointee(c_type)[0]))
        elif c_type in api.callbacks:
            params.append(Param(c_type, name, "callback", target=c_type))
        elif c_type == "void *":
            params.append(Param(c_type, name, "user_data"))
        elif c_type in api.enums:
            values = api.enums[c_type].values.values()
            params.append(Param(c_type, name, "enum", target=c_type,
                                range=(min(values), max(values))))
        elif c_type in api.structs and api.structs[c_type].fields:
            params.append(Param(c_type, name, "struct", target=c_type))
        elif c_type == "bool":
            params.append(Param(c_type, name, "bool"))
        elif c_type == "int64_t" and _INSTANT.match(name):
            params.append(Param(c_type, name, "instant", range=INSTANT_RANGE))
        elif c_type == "size_t" and _COUNT.match(name):
            params.append(Param(c_type, name, "count",
                                range=RANGES.get("%s.%s" % (function, name), (0, PTRDIFF_MAX))))
        elif c_type == "int32_t" and _ID.match(name):
            params.append(Param(c_type, name, "id", range=(None, None)))
        elif c_type in ("int32_t", "uint32_t", "int64_t", "uint64_t", "double"):
            key = "%s.%s" % (function, name)
            if key not in RANGES:
                fail("a number needs its range in RANGES[%r]" % key)
            cls = "real" if c_type == "double" else "mask" if name.endswith("_mask") else "integer"
            params.append(Param(c_type, name, cls, range=RANGES[key]))
        else:
            fail("no convention covers it")
        i += 1
    return params


# ---- Generation: the Python raw layer -------------------------------------------------------


def _camel(c_name: str) -> str:
    """'foodtruck_order_status' -> 'OrderStatus'."""
    return "".join(word.capitalize() for word in c_name[len("foodtruck_"):].split("_"))


def _member_names(enum: Enum) -> List[str]:
    names = [e.name for e in enum.enumerators]
    prefixes = ENUM_PREFIXES.get(enum.name)
    if prefixes is None:
        common = os.path.commonprefix(names)
        prefixes = (common[: common.rfind("_") + 1],)
    result = []
    for name in names:
        prefix = next((p for p in prefixes if name.startswith(p)), None)
        if prefix is None or not name[len(prefix):] or not re.match(r"[A-Z]", name[len(prefix):]):
            raise ApiError("%s: no Python name for %s" % (enum.name, name))
        result.append(name[len(prefix):])
    return result


def _ctype(c_type: str, api: Api, where: str) -> str:
    """The ctypes spelling, in _capi.py, of a C parameter or return type."""
    if c_type == "void":
        return "None"
    if c_type == "char const *":
        return "c_char_p"
    if c_type == "void *":
        return "c_void_p"
    if c_type in _HANDLES:
        return "TruckPtr"
    if c_type in api.callbacks or c_type in api.enums:
        return c_type
    if c_type.endswith("*"):
        return "POINTER(%s)" % _ctype(_pointee(c_type)[0], api, where)
    if c_type in _SCALARS:
        return _SCALARS[c_type]
    if c_type in api.structs and api.structs[c_type].fields:
        return c_type
    raise ApiError("%s: no ctypes type for C type %r" % (where, c_type))


def _py_doc(text: str, indent: str) -> List[str]:
    text = " ".join(text.replace('"""', "'''").replace("\\", "\\\\").split())
    one = indent + '"""%s"""' % text
    if len(one) <= 99:
        return [one]
    lines = textwrap.wrap('"""' + text, 99 - len(indent))
    return [indent + line for line in lines] + [indent + '"""']


def _comment(text: str, indent: str, mark: str = "#:") -> List[str]:
    if not text:
        return []
    prefix = indent + mark + " "
    return textwrap.wrap(" ".join(text.split()), 99, initial_indent=prefix, subsequent_indent=prefix)


def generate_capi(api: Api) -> str:
    out = [
        "# GENERATED by tools/api.py from include/foodtruck.h. Do not edit: change the Swift",
        "# sources and run",
        "#     " + REGENERATE,
        '"""The raw ctypes layer of include/foodtruck.h: its structs, enums (IntEnum), constants,',
        "the opaque truck type and TruckPtr, the callback types and SIGNATURES, name -> (restype,",
        "argtypes) of every function, which _ffi applies when it loads the library. Enum types are",
        "passed as c_int (each has an alias named after its C typedef). The Pythonic API is in the",
        'hand-written modules of this package."""',
        "",
        "import enum",
        "from ctypes import (",
    ]
    names = sorted({"CFUNCTYPE", "POINTER", "Structure", "c_bool", "c_char", "c_char_p", "c_double",
                    "c_int", "c_int32", "c_int64", "c_size_t", "c_uint8", "c_uint32", "c_uint64",
                    "c_void_p"})
    out += ["    %s," % n for n in names] + [")", ""]
    exported = []

    def section(title):
        out.extend(["", "# ---- %s %s" % (title, "-" * max(3, 91 - len(title))), ""])

    by_area = _by_area(api)
    for area in api.areas:
        items = by_area[area]
        if not any(items[k] for k in ("constants", "enums", "structs", "callbacks")):
            continue
        section(area)
        for constant in items["constants"]:
            short = constant.name[len("FOODTRUCK_"):]
            out += _comment("%s: %s" % (constant.name, constant.doc) if constant.doc else constant.name, "")
            value = constant.value
            out.append("%s = %s" % (short, json.dumps(value) if isinstance(value, str) else repr(value)))
            exported.append(short)
        for enum_ in items["enums"]:
            py = _camel(enum_.name)
            out += ["", "", "class %s(enum.IntEnum):" % py]
            out += _py_doc("%s: %s" % (enum_.name, enum_.doc) if enum_.doc else enum_.name, "    ")
            out.append("")
            for member, e in zip(_member_names(enum_), enum_.enumerators):
                out += _comment(e.doc, "    ")
                out.append("    %s = %d" % (member, e.value))
            out += ["", "", "#: enum %s, passed as int (values: %s)" % (enum_.name, py),
                    "%s = c_int" % enum_.name]
            exported += [py, enum_.name]
        for struct in items["structs"]:
            out += ["", "", "class %s(Structure):" % struct.name]
            out += _py_doc("struct %s: %s" % (struct.name, struct.doc) if struct.doc else struct.name, "    ")
            out.append("")
            if struct.opaque:
                out.append("    _fields_ = []")
                ptr = _camel(struct.name) + "Ptr"
                out += ["", "",
                        "#: %s * (and const *): a distinct pointer type, so that passing another" % struct.name,
                        "#: pointer where a handle is expected is a ctypes.ArgumentError.",
                        "%s = POINTER(%s)" % (ptr, struct.name)]
                exported.append(ptr)
            else:
                out.append("    _fields_ = [")
                for f in struct.fields:
                    note = "  # %s" % f.c_type if f.c_type in api.enums else ""
                    out.append('        ("%s", %s),%s' % (f.name, f.ctype, note))
                out.append("    ]")
            exported.append(struct.name)
        for callback in items["callbacks"]:
            args = ", ".join([_ctype(callback.ret, api, callback.name)] +
                             [_ctype(t, api, callback.name) for t, _ in callback.params])
            out += ["", ""] + _comment(callback.doc, "")
            out.append("%s = CFUNCTYPE(%s)" % (callback.name, args))
            exported.append(callback.name)

    section("Functions")
    out += ["#: name -> (restype, argtypes), in header order.", "SIGNATURES = {"]
    for area in api.areas:
        out.append("    # %s" % area)
        for function in by_area[area]["functions"]:
            ret = _ctype(function.ret, api, function.name)
            args = ", ".join(_ctype(p.c_type, api, function.name) for p in function.params)
            line = '    "%s": (%s, [%s]),' % (function.name, ret, args)
            if len(line) > 100:
                out += ['    "%s": (' % function.name, "        %s," % ret, "        ["]
                out += ["            %s," % _ctype(p.c_type, api, function.name) for p in function.params]
                out += ["        ],", "    ),"]
            else:
                out.append(line)
    out.append("}")
    exported.append("SIGNATURES")
    out += ["", "__all__ = ["] + ['    "%s",' % n for n in exported] + ["]", ""]
    return re.sub(r"\n{4,}", "\n\n\n", "\n".join(out))


def _by_area(api: Api) -> Dict[str, Dict[str, list]]:
    """Each function area's functions and types. A type sits in the area of its header section;
    a section that has no functions of its own (Localization) goes to the first area whose
    functions use one of its types, else to the next area in the header."""
    result = {area: {"functions": [], "constants": [], "enums": [], "structs": [], "callbacks": [],
                     "macros": []} for area in api.areas}
    for function in api.functions.values():
        result[function.area]["functions"].append(function)
    users = {}
    for function in api.functions.values():
        for t in [function.ret] + [p.target or p.c_type for p in function.params]:
            users.setdefault(t, function.area)
    sections = []  # header sections in order, to find "the next area"
    for pattern in re.finditer(r"/\*\s*-{3,}\s*([^-*][^*]*?)\s*-{3,}\s*\*/", api.text):
        sections.append(pattern.group(1).strip())

    def home(item, name):
        if item.area in result:
            return item.area
        if name in users:
            return users[name]
        if item.area in sections:
            for later in sections[sections.index(item.area) + 1:]:
                if later in result:
                    return later
        raise ApiError("%s: no area for header section %r" % (name, item.area))

    for kind, table in (("constants", api.constants), ("enums", api.enums),
                        ("structs", api.structs), ("callbacks", api.callbacks),
                        ("macros", api.macros)):
        for name, item in table.items():
            result[home(item, name)][kind].append(item)
    return result


# ---- Generation: the reference --------------------------------------------------------------


def _md(text: str) -> str:
    """Header prose as Markdown: emphasis characters and tags escaped."""
    return re.sub(r"([\\*<\[\]`|])", r"\\\1", text)


def _doc_md(doc: str, before_items: List[str] = ()) -> List[str]:
    """A function's doc comment: its paragraphs, then before_items (paragraphs), then \\param
    and \\returns as a list."""
    out, items = [], []
    for paragraph in re.split(r"\n\s*\n", doc):
        lines = paragraph.split("\n")
        if lines[0].startswith(("\\param", "\\returns")):
            for line in lines:
                if line.startswith("\\param"):
                    _, name, rest = (line.split(None, 2) + [""])[:3]
                    items.append("- `%s`: %s" % (name, _md(rest)))
                elif line.startswith("\\returns"):
                    items.append("- returns: %s" % _md(line[len("\\returns"):].strip()))
                elif items:
                    items[-1] += " " + _md(line.strip())
        else:
            out += [_md(" ".join(l.strip() for l in lines)), ""]
    for paragraph in before_items:
        out += [paragraph, ""]
    return out + (items + [""] if items else [])


#: The conventions a parameter class brings to a function that returns a status: the label of
#: the reference's "Conventions:" line and the section of docs/conventions.md that states them.
CONVENTIONS = {
    "handle": ("handle", "handles"),
    "out": ("required outputs", "pointers"),
    "struct_in": ("input struct", "pointers"),
    "array_in": ("input array", "pointers"),
    "text_out": ("text buffer", "strings-and-arrays"),
    "array_out": ("array buffer", "strings-and-arrays"),
    "count": ("counts", "counts"),
    "text": ("text", "text-limits"),
    "enum": ("enum", "enums"),
    "instant": ("instant", "instants"),
    "callback": ("callback", "events-and-callbacks"),
}


def nullable(api: Api, name: str) -> set:
    """The out-parameters of function name that its doc comment calls Optional."""
    return set(re.findall(r"\\param (\w+) Optional", api.functions[name].doc))


def _conventions_md(api: Api, function: Function) -> str:
    """The "Conventions:" line of a function that returns a status: the conventions its
    parameter classes bring (its comment does not repeat them), each linked to its section of
    docs/conventions.md, a text with its byte limit; "" for a function without a status."""
    if function.ret != "foodtruck_status":
        return ""
    optional = nullable(api, function.name)
    links = []
    for p in function.params:
        if p.role in ("capacity", "length") or (p.cls == "array_out" and p.role == "count"):
            continue  # a result buffer's capacity and length come with the buffer
        if p.cls == "out" and p.name in optional:
            continue  # an optional output brings no error
        kind = "count" if p.cls == "array_in" and p.role == "count" else p.cls
        if kind not in CONVENTIONS:
            continue  # ids, numbers, structs, bools: the comment states their rules
        label, section = CONVENTIONS[kind]
        if kind == "text":
            label = "text (`%s`)" % p.range
        link = "[%s](conventions.md#%s)" % (label, section)
        if link not in links:
            links.append(link)
    return "Conventions: %s." % ", ".join(links) if links else ""


def _signature(function: Function) -> str:
    def spell(c_type, name):
        return ("%s%s" if c_type.endswith("*") else "%s %s") % (c_type, name)

    head = "%s %s(" % (function.ret, function.name) if not function.ret.endswith("*") \
        else "%s%s(" % (function.ret, function.name)
    params = [spell(t, n) for t, n in function.pairs] or ["void"]
    one = head + ", ".join(params) + ");"
    if len(one) <= 96:
        return one
    return head + "\n" + ",\n".join("    " + p for p in params) + ");"


def generate_reference(api: Api) -> str:
    counts = {kind: 0 for kind in ("functions",)}
    out = [
        "# API reference",
        "",
        "<!-- GENERATED by tools/api.py from include/foodtruck.h. Do not edit: run",
        "     " + REGENERATE + " -->",
        "",
        "Every function, type, enum and constant of [include/foodtruck.h](../include/foodtruck.h),",
        "one section per header area, in header order, with the doc comments of the header. The",
        "conventions that hold for every function (errors, handles, pointers, outputs, strings and",
        "arrays, counts, text limits, enums, instants, threads, events, versions) are stated once in",
        "[docs/conventions.md](conventions.md); each comment below states only what differs: its",
        "own errors, ownership and thread safety. The \"Conventions:\" line under a function that",
        "returns a status names the conventions its parameters bring, and so the errors they add.",
        "Signatures are shown without the header's portability macros (nullability, `noexcept`,",
        "`warn_unused_result`).",
        "",
    ]
    by_area = _by_area(api)
    out.append("Areas: " + ", ".join("[%s](#%s)" % (a, a.lower()) for a in api.areas) + ".")
    out.append("")
    for area in api.areas:
        items = by_area[area]
        counts["functions"] += len(items["functions"])
        out += ["## %s" % area, ""]
        out.append("Functions: " + ", ".join("`%s`" % f.name for f in items["functions"]) + ".")
        out.append("")
        if items["constants"] or items["macros"]:
            out += ["### Constants", "", "| name | value | meaning |", "|---|---|---|"]
            for c in items["constants"]:
                value = c.expression if c.expression.startswith('"') else _value_text(c)
                out.append("| `%s` | `%s` | %s |" % (c.name, value, _md(_one_line(c.doc))))
            for m in items["macros"]:
                out.append("| `%s(%s)` | `%s` | %s |" % (m.name, m.parameter, m.body, _md(_one_line(m.doc))))
            out.append("")
        for e in items["enums"]:
            out += ["### enum %s" % e.name, ""]
            if e.doc:
                out += [_md(_one_line(e.doc)), ""]
            out += ["| enumerator | value | meaning |", "|---|---|---|"]
            for member in e.enumerators:
                out.append("| `%s` | %d | %s |" % (member.name, member.value, _md(_one_line(member.doc))))
            out.append("")
        for s in items["structs"]:
            out += ["### struct %s" % s.name, ""]
            if s.doc:
                out += [_md(_one_line(s.doc)), ""]
            if s.fields:
                out += ["| field | type | meaning |", "|---|---|---|"]
                for f in s.fields:
                    out.append("| `%s` | `%s` | %s |" % (f.name, f.c_type, _md(_one_line(f.doc))))
                out.append("")
        for c in items["callbacks"]:
            params = ", ".join(("%s%s" if t.endswith("*") else "%s %s") % (t, n) for t, n in c.params)
            out += ["### callback %s" % c.name, "", "```c",
                    "typedef %s (*%s)(%s);" % (c.ret, c.name, params), "```", ""]
            if c.doc:
                out += [_md(_one_line(c.doc)), ""]
        for f in items["functions"]:
            out += ["### %s" % f.name, "", "```c", _signature(f), "```", ""]
            conventions = _conventions_md(api, f)
            out += _doc_md(f.doc, [conventions] if conventions else [])
    while out[-1] == "":
        out.pop()
    return "\n".join(out) + "\n"


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _value_text(constant: Constant) -> str:
    value = constant.value
    if isinstance(value, int) and re.search(r"0[xX]|<<|\|", constant.expression):
        return "0x%02X" % value
    return repr(value) if isinstance(value, float) else str(value)



def generated(api: Api) -> Dict[str, str]:
    """Relative path -> content of every generated file."""
    import api_cpp  # they build on this module's model
    import api_misuse
    import api_padding
    import gen_fuzz

    return {CAPI: generate_capi(api), REFERENCE: generate_reference(api),
            api_misuse.MISUSE_C: api_misuse.generate_misuse_c(api),
            api_cpp.HPP: api_cpp.generate_hpp(api),
            api_padding.PADDING_H: api_padding.generate_padding_h(api),
            api_padding.PADDING_SWIFT: api_padding.generate_padding_swift(api),
            gen_fuzz.OUTPUT: gen_fuzz.generate(api)}


def functions(path: str = HEADER) -> List[str]:
    return sorted(parse(path).functions)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", nargs="?", choices=["functions", "model", "generate"])
    parser.add_argument("--check", action="store_true", help="fail if a generated file is stale")
    parser.add_argument("--header", default=HEADER, help="the header to read")
    args = parser.parse_args(argv)
    if bool(args.command) == args.check:
        parser.error("give one command, or --check")
    try:
        api = parse(args.header)
        files = generated(api) if args.command != "functions" and args.command != "model" else {}
    except ApiError as error:
        print("tools/api.py: %s" % error, file=sys.stderr)
        return 1
    if args.command == "functions":
        print("\n".join(sorted(api.functions)))
    elif args.command == "model":
        json.dump(api.to_json(), sys.stdout, indent=1)
        print()
    elif args.command == "generate":
        for rel, content in files.items():
            with open(os.path.join(ROOT, rel), "w", encoding="utf-8") as f:
                f.write(content)
            print("wrote %s" % rel)
    else:
        stale = 0
        for rel, content in files.items():
            path = os.path.join(ROOT, rel)
            current = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
            if current != content:
                stale += 1
                sys.stdout.writelines(difflib.unified_diff(
                    current.splitlines(True), content.splitlines(True), rel, rel + " (regenerated)"))
                print("%s is stale: run %s" % (rel, REGENERATE))
        if stale:
            return 1
        print("api: %s up to date (%d functions)" % (", ".join(files), len(api.functions)))
    return 0


if __name__ == "__main__":
    sys.modules.setdefault("api", sys.modules[__name__])  # one model module for api_misuse too
    sys.exit(main())
