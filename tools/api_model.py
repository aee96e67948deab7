# SPDX-License-Identifier: Apache-2.0
"""The one model of the C API, read from the generated header; no generation here.

parse(header) reads include/foodtruck.h (regular expressions over the whole text, so a
declaration may span any number of lines) and returns an Api: every function with its return
type, its parameters (C type, name and class by the header's conventions), the header area it
sits in and its doc comment; every struct (fields with their ctypes type), enum (enumerators
and values), constant (#define, value computed), function-like macro and callback (function
pointer typedef). What the names cannot say, the numeric ranges, each parameter's doc comment
states at the end of its \\param: "Range: LOW to HIGH.", "Range: any." or "Range: any finite.",
and for a text "At most FOODTRUCK_..._MAX_BYTES bytes." (stated_range). A parameter that fits
no class, or a number or text without its range, fails loudly (ApiError naming
function.parameter).
The generators (tools/gen_*.py) read this model; tools/api.py runs them.

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
  text        NUL-terminated UTF-8 in, char const * (its byte limit stated in its doc)
  bool        bool
  callback    a function pointer typedef of the header
  user_data   void *, passed back untouched
  id          an int32_t identity: id, *_id, number, order_number (unknown: NOT_FOUND)
  mask        a uint32_t bit set named *_mask (range stated in its doc)
  integer     any other integer (range stated in its doc)
  real        a double (range stated in its doc)

Generated: bindings/python/foodtruck/_capi.py (the raw ctypes layer), docs/reference.md,
"""

import dataclasses
import os
import re
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEADER = os.path.join(ROOT, "include", "foodtruck.h")
REGENERATE = "swift build -c release && python3 tools/gen_header.py && tools/api.py generate"

# ---- The ranges every parameter of a class shares -------------------------------------------

#: The years 1 to 9999 in ms since the Unix epoch: every instant the library accepts.
INSTANT_RANGE = (-62135596800000, 253402300799999)
#: The most a capacity may be (larger ones are refused: a negative value cast to size_t).
PTRDIFF_MAX = 2**63 - 1

#: The finite doubles (NaN and the infinities refused).
FINITE = (-1.7976931348623157e308, 1.7976931348623157e308)

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
class Data:
    """A constant the library also gives as data, for bindings that cannot read its #define."""
    name: str
    c_type: str
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
    data: Dict[str, Data] = field(default_factory=dict)  # extern const objects

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
                                       classify(name, pairs, api, doc), area, doc)
    for match in re.finditer(r"\bextern\s+const\s+(\w+)\s+(foodtruck_\w+)\s*;", code):
        c_type, name = match.groups()
        doc = src.doc_before(match.start())
        if not doc:
            raise ApiError("%s has no doc comment" % name)
        api.data[name] = Data(name, "const " + c_type, type_area(match.start()), doc)
    externs = re.findall(r"\bextern\s+(?!\"C\")", code)
    if len(externs) != len(api.functions) + len(api.data) or not api.functions:
        raise ApiError("%d extern declarations, %d functions and %d data read"
                       % (len(externs), len(api.functions), len(api.data)))
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


# ---- Ranges stated in the doc comments ----------------------------------------------------------

#: A bound of a "Range:" statement: an integer (decimal or hex, possibly negative), a float
#: literal (1e9, -0.5) or the name of a FOODTRUCK_ constant of the header.
_BOUND = r"-?(?:0[xX][0-9a-fA-F]+|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|FOODTRUCK_\w+)"
_RANGE = re.compile(r"\bRange: (?:(any finite)|(any)|(%s) to (%s))\.(?=\s|$)" % (_BOUND, _BOUND))
#: "At most X bytes." or, closing the description's sentence, ", at most X bytes."
_BYTES = re.compile(r"\b[Aa]t most (FOODTRUCK_\w+_MAX_BYTES) bytes\.(?=\s|$)")


def param_docs(doc: str) -> Dict[str, str]:
    """name -> the description of each \\param of a doc comment, its wrapped lines joined."""
    result, current = {}, None
    for line in doc.split("\n"):
        line = line.strip()
        if line.startswith("\\param"):
            _, current, rest = (line.split(None, 2) + [""])[:3]
            result[current] = rest
        elif line.startswith("\\returns") or not line:
            current = None
        elif current is not None:
            result[current] += " " + line
    return result


def _bound(text: str, api: "Api", where: str):
    if text.lstrip("-").startswith("FOODTRUCK_"):
        name = text.lstrip("-")
        if name not in api.constants or isinstance(api.constants[name].value, str):
            raise ApiError("%s: Range names %s, not a numeric constant of the header" % (where, name))
        value = api.constants[name].value
        return -value if text.startswith("-") else value
    if re.fullmatch(r"-?0[xX][0-9a-fA-F]+", text):
        return int(text, 16)
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    return float(text)


def stated_range(function: str, name: str, description: str, api: "Api"):
    """The range a \\param description states at its end: (low, high) for "Range: LOW to HIGH."
    (inclusive), (None, None) for "Range: any." (every value of the C type), FINITE for "Range:
    any finite.", the constant's name for "At most FOODTRUCK_..._MAX_BYTES bytes."; None when it
    states none. Two statements, or a low above its high, are ApiErrors."""
    where = "%s.%s" % (function, name)
    ranges, limits = list(_RANGE.finditer(description)), _BYTES.findall(description)
    if len(ranges) + len(limits) > 1:
        raise ApiError("%s: more than one range stated" % where)
    if limits:
        if limits[0] not in api.constants:
            raise ApiError("%s: byte limit %s is no constant of the header" % (where, limits[0]))
        return limits[0]
    if not ranges:
        return None
    match = ranges[0]
    if match.group(1):
        return FINITE
    if match.group(2):
        return (None, None)
    low, high = _bound(match.group(3), api, where), _bound(match.group(4), api, where)
    if low > high:
        raise ApiError("%s: Range %s to %s is empty" % (where, match.group(3), match.group(4)))
    return (low, high)


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


def classify(function: str, pairs: List[Tuple[str, str]], api: Api, doc: str = "") -> List[Param]:
    """The parameters of function with their classes, and the ranges its doc comment states
    (stated_range); ApiError for one that fits no class, or that needs a range and states none."""
    descriptions = param_docs(doc)

    def stated(name, kind, default=None):
        """The range the doc states for parameter name (kind "number" or "text"), else
        default."""
        where = "%s.%s" % (function, name)
        found = stated_range(function, name, descriptions.get(name, ""), api)
        if found is None:
            return default
        if (kind == "text") != isinstance(found, str):
            raise ApiError("%s: a %s states %s" % (where, kind, "a byte limit" if kind != "text"
                                                   else "a Range, not its byte limit"))
        return found

    params, i = [], 0
    while i < len(pairs):
        c_type, name = pairs[i]
        nxt = pairs[i + 1:i + 3]
        nxt_types = [t for t, _ in nxt]

        def fail(why):
            raise ApiError("%s.%s: cannot classify parameter %s %s (%s)" % (function, name, c_type, name, why))

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
                             range=stated(count, "number", (0, PTRDIFF_MAX)))]
            i += 2
            continue
        elif c_type.endswith("*") and name.endswith("_out"):
            target, const = _pointee(c_type)
            if const:
                fail("an out-parameter is not const")
            params.append(Param(c_type, name, "out", target=target))
        elif c_type == "char const *":
            limit = stated(name, "text")
            if limit is None:
                fail("its \\param states no byte limit: At most FOODTRUCK_..._MAX_BYTES bytes.")
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
                                range=stated(name, "number", (0, PTRDIFF_MAX))))
        elif c_type == "int32_t" and _ID.match(name):
            params.append(Param(c_type, name, "id", range=(None, None)))
        elif c_type in ("int32_t", "uint32_t", "int64_t", "uint64_t", "double"):
            number = stated(name, "number")
            if number is None:
                fail("a number's \\param states its range: Range: LOW to HIGH. / any. / any finite.")
            cls = "real" if c_type == "double" else "mask" if name.endswith("_mask") else "integer"
            params.append(Param(c_type, name, cls, range=number))
        else:
            fail("no convention covers it")
        i += 1
    return params


def by_area(api: Api) -> Dict[str, Dict[str, list]]:
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


def joins_texts(api: Api, name: str) -> bool:
    """Whether function name's text holds several strings, each ended by a NUL (its doc says
    so): its length is then the bytes before the last NUL, not the first."""
    return "each ended by a NUL" in " ".join(api.functions[name].doc.split())


def nullable(api: Api, name: str) -> set:
    """The out-parameters of function name that its doc comment calls Optional."""
    return set(re.findall(r"\\param (\w+) Optional", api.functions[name].doc))
