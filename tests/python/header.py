"""A small parser for include/foodtruck.h: functions, enums, structs, function pointer typedefs
(callbacks), #define constants (their values computed) and function-like macros.

It knows the header's own shapes only (one `extern ... ;` declaration per function, typedef'd
enums and structs); anything it cannot map makes the tests that use it fail loudly.
"""

import os
import re
from dataclasses import dataclass, field

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HEADER = os.path.join(ROOT, "include", "foodtruck.h")

_MACROS = re.compile(r"\b(FOODTRUCK_NULLABLE|FOODTRUCK_NONNULL|FOODTRUCK_NOEXCEPT|FOODTRUCK_WARN_UNUSED_RESULT)\b")


@dataclass
class Header:
    text: str
    functions: dict = field(default_factory=dict)  # name -> (return type, [(type, name)])
    enums: dict = field(default_factory=dict)  # typedef name -> {enumerator: value}
    structs: dict = field(default_factory=dict)  # typedef name -> [(type, name)]; [] if opaque
    callbacks: dict = field(default_factory=dict)  # typedef name -> (return type, [(type, name)])
    defines: dict = field(default_factory=dict)  # FOODTRUCK_NAME -> int or str
    function_macros: dict = field(default_factory=dict)  # FOODTRUCK_NAME -> (parameter, body)


def normalize_type(text):
    """'foodtruck_truck const*  *' -> 'foodtruck_truck const * *' (const kept, spacing canonical); a leading
    const moves after its type: 'const foodtruck_event *' -> 'foodtruck_event const *'."""
    words = text.replace("*", " * ").split()
    if words[:1] == ["const"] and len(words) > 1:
        words = [words[1], "const"] + words[2:]
    return " ".join(words)


def _split_decl(decl):
    """'foodtruck_truck const * truck' -> ('foodtruck_truck const *', 'truck')."""
    match = re.fullmatch(r"(.*?)(\w+)", decl.strip(), re.S)
    return normalize_type(match.group(1)), match.group(2)


def _strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def parse(path=HEADER):
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    code = _strip_comments(raw)
    result = Header(text=raw)

    for match in re.finditer(r"\bextern\s+([^;{}\"]*?)\b(foodtruck_\w+)\s*\(([^)]*)\)[^;]*;", code):
        ret, name, params = match.groups()
        ret = normalize_type(_MACROS.sub(" ", ret))
        params = " ".join(_MACROS.sub(" ", params).split())
        args = [] if params in ("", "void") else [_split_decl(p) for p in params.split(",")]
        result.functions[name] = (ret, args)

    for match in re.finditer(r"typedef\s+enum\s+(\w+)\s*\{(.*?)\}\s*(\w+)\s*;", code, re.S):
        values = {}
        for item in match.group(2).split(","):
            if item.strip():
                key, value = item.split("=")
                values[key.strip()] = int(value.strip())
        result.enums[match.group(3)] = values

    for match in re.finditer(r"typedef\s+struct\s+(\w+)\s*\{(.*?)\}\s*(\w+)\s*;", code, re.S):
        fields = [_split_decl(decl) for decl in match.group(2).split(";") if decl.strip()]
        result.structs[match.group(3)] = fields
    for match in re.finditer(r"typedef\s+struct\s+(\w+)\s+(\w+)\s*;", code):
        result.structs[match.group(2)] = []

    for match in re.finditer(r"typedef\s+([\w\s*]+?)\(\s*\*\s*(\w+)\s*\)\s*\(([^)]*)\)\s*;", code):
        ret, name, params = match.groups()
        params = " ".join(_MACROS.sub(" ", params).split())
        args = [] if params in ("", "void") else [_split_decl(p) for p in params.split(",")]
        result.callbacks[name] = (normalize_type(ret), args)

    for match in re.finditer(r"^#define[ \t]+(FOODTRUCK_\w+)\((\w+)\)[ \t]+(.+?)[ \t]*$", code, re.M):
        name, parameter, body = match.groups()
        result.function_macros[name] = (parameter, body)
    for match in re.finditer(r"^#define[ \t]+(FOODTRUCK_\w+)[ \t]+(.+?)[ \t]*$", code, re.M):
        name, value = match.groups()
        if name in ("FOODTRUCK_NOEXCEPT", "FOODTRUCK_WARN_UNUSED_RESULT", "FOODTRUCK_NULLABLE", "FOODTRUCK_NONNULL"):
            continue
        if value.startswith('"'):
            result.defines[name] = value.strip('"')
        else:
            result.defines[name] = evaluate(value, result)
    return result


# Names from <stdint.h> that the header's constants use.
_STDINT = {"INT64_MIN": -(2**63), "INT64_MAX": 2**63 - 1, "INT32_MIN": -(2**31)}


def evaluate(expression, hdr):
    """The value of a constant expression of the header: integer literals (with u/U/l/L
    suffixes), decimal floating literals such as 1.0 (FOODTRUCK_UNSPECIFIED), FOODTRUCK_ constants and function-like macros defined above it, <stdint.h> limits,
    and the operators ( ) | & << >> + - ~. Anything else raises ValueError."""
    text = expression
    for _ in range(10):  # expand function-like macros, innermost first
        def expand(match):
            parameter, body = hdr.function_macros[match.group(1)]
            return "(%s)" % re.sub(r"\b%s\b" % parameter, match.group(2), body)

        pattern = r"\b(%s)\(([^()]*)\)" % "|".join(hdr.function_macros or ["(?!)"])
        text, count = re.subn(pattern, expand, text)
        if not count:
            break
    names = dict(_STDINT)
    names.update({k: v for k, v in hdr.defines.items() if isinstance(v, int)})
    text = re.sub(r"\b[A-Z_][A-Z0-9_]*\b", lambda m: "(%d)" % names[m.group(0)], text)
    text = re.sub(r"\b(0[xX][0-9a-fA-F]+|\d+)[uUlL]*\b", r"\1", text)
    if not re.fullmatch(r"[0-9a-fA-FxX\s()|&<>+\-~.]*", text):
        raise ValueError("cannot evaluate header constant %r" % expression)
    return eval(text, {"__builtins__": {}})  # only digits, points and operators are left
