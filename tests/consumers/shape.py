#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The header's shape, as binding generators need it (issue 11, point 5). Each check prints one
line; any failure exits 1.

  lines       no line of include/foodtruck.h is longer than 100 columns
  ifndef      every portability macro is defined only under `#ifndef` of itself
  predefined  `clang -E -DFOODTRUCK_NULLABLE= -DFOODTRUCK_NONNULL=` leaves no nullability
              keyword, and the header compiles clean with every portability macro predefined
              empty (the clang pragmas stay balanced)
  literals    every object-like constant is one literal, as cffi's ABI mode and SWIG's Lua
              module read it: a number, possibly negated, never parenthesized, or a string;
              the one exception INT64_MIN, (-9223372036854775807L - 1), which has no literal
  keywords    no struct field and no parameter is a keyword of C++, Python, Lua, Ruby, Rust,
              Go or Swift
  accessors   SWIG's accessors (<struct>_<field>, with _get and _set) are unique across all
              structs and equal no function
  padding     every struct's sizeof is its minimal size: the sum of its fields' sizes rounded
              up to its alignment (measured by the C compiler)

Usage: shape.py BUILD_DIR (after tools/stage)
"""

import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HEADER = os.path.join(ROOT, "include", "foodtruck.h")
WIDTH = 100

KEYWORDS = {
    "C++": """alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t
        char16_t char32_t class compl concept const consteval constexpr constinit const_cast
        continue co_await co_return co_yield decltype default delete do double dynamic_cast else
        enum explicit export extern false float for friend goto if inline int long mutable
        namespace new noexcept not not_eq nullptr operator or or_eq private protected public
        register reinterpret_cast requires return short signed sizeof static static_assert
        static_cast struct switch template this thread_local throw true try typedef typeid
        typename union unsigned using virtual void volatile wchar_t while xor xor_eq final
        override import module""",
    "Python": """False None True and as assert async await break class continue def del elif
        else except finally for from global if import in is lambda nonlocal not or pass raise
        return try while with yield match case type print exec""",
    "Lua": """and break do else elseif end false for function goto if in local nil not or
        repeat return then true until while""",
    "Ruby": """BEGIN END __ENCODING__ __FILE__ __LINE__ alias and begin break case class def
        defined? do else elsif end ensure false for if in module next nil not or redo rescue
        retry return self super then true undef unless until when while yield""",
    "Rust": """as async await break const continue crate dyn else enum extern false fn for if
        impl in let loop match mod move mut pub ref return self Self static struct super trait
        true type unsafe use where while abstract become box do final gen macro override priv
        try typeof unsized virtual yield union""",
    "Go": """break case chan const continue default defer else fallthrough for func go goto if
        import interface map package range return select struct switch type var""",
    "Swift": """associatedtype borrowing class consuming deinit enum extension fileprivate func
        import init inout internal let nonisolated open operator precedencegroup private
        protocol public rethrows static struct subscript typealias var break case catch continue
        default defer do else fallthrough for guard if in repeat return throw switch where while
        Any as await false is nil self Self super throws true try""",
}

PORTABILITY_SHAPES = ("FOODTRUCK_NOEXCEPT", "FOODTRUCK_WARN_UNUSED_RESULT", "FOODTRUCK_NULLABLE",
                      "FOODTRUCK_NONNULL")

failures = []


def report(name, problems, detail=""):
    if problems:
        failures.append(name)
        print(f"  FAIL  {name}")
        for problem in problems:
            print(f"          {problem}")
    else:
        print(f"  ok    {name}{': ' + detail if detail else ''}")


def strip_comments(text):
    return re.sub(r"/\*.*?\*/", " ", text, flags=re.S)


def structs(code):
    """{struct typedef name: [(type, field)]} of the header's struct definitions."""
    result = {}
    for match in re.finditer(r"typedef\s+struct\s+\w+\s*\{(.*?)\}\s*(\w+)\s*;", code, re.S):
        fields = []
        for decl in match.group(1).split(";"):
            if decl.strip():
                type_, name = re.fullmatch(r"\s*(.*?)\s*(\w+)\s*", decl, re.S).groups()
                fields.append((" ".join(type_.split()), name))
        result[match.group(2)] = fields
    return result


def functions(code):
    """{function: [parameter names]} of the header's extern declarations."""
    result = {}
    for match in re.finditer(r"\bextern\s+[^;{}\"]*?\b(foodtruck_\w+)\s*\(([^)]*)\)[^;]*;", code):
        params = [p.strip() for p in match.group(2).split(",")]
        result[match.group(1)] = [re.search(r"(\w+)$", p).group(1) for p in params
                                  if p and p != "void"]
    return result


def guarded_macros(text):
    return set(re.findall(r"^#ifndef[ \t]+(FOODTRUCK_\w+)[ \t]*$", text, re.M)) - {"FOODTRUCK_H"}


def check_lines(text):
    lines = text.splitlines()
    long = [f"line {i}: {len(l)} columns" for i, l in enumerate(lines, 1) if len(l) > WIDTH]
    report("lines", long, f"{len(lines)} lines, the longest {max(map(len, lines))} columns")


def check_ifndef(text):
    problems, lines = [], text.splitlines()
    guarded = guarded_macros(text)
    for name in PORTABILITY_SHAPES:
        if name not in guarded:
            problems.append(f"{name} has no #ifndef guard")
    # Every #define of a guarded name sits inside its own #ifndef (depth-tracked).
    stack = []
    for number, line in enumerate(lines, 1):
        directive = re.match(r"#\s*(\w+)\s*(\w*)", line)
        if not directive:
            continue
        word, name = directive.groups()
        if word in ("if", "ifdef", "ifndef"):
            stack.append(name if word == "ifndef" else None)
        elif word == "endif":
            stack.pop()
        elif word == "define" and name in guarded and name not in stack:
            problems.append(f"line {number}: {name} defined outside #ifndef {name}")
        elif word == "define" and re.match(r"FOODTRUCK_\w+[ \t]+(_Nullable|_Nonnull|noexcept|"
                                           r"__attribute__)", line[len("#define "):]):
            if name not in guarded:
                problems.append(f"line {number}: portability macro {name} is not guarded")
    report("ifndef", problems, ", ".join(sorted(guarded)))


def check_predefined(text, build):
    problems = []
    guarded = sorted(guarded_macros(text))
    empty = [f"-D{name}=" for name in guarded]
    out = subprocess.run(["clang", "-E", "-P", "-DFOODTRUCK_NULLABLE=", "-DFOODTRUCK_NONNULL=",
                          HEADER], capture_output=True, text=True, check=True).stdout
    for keyword in ("_Nullable", "_Nonnull", "_Null_unspecified"):
        if re.search(rf"\b{keyword}\b", strip_comments(out)):
            problems.append(f"clang -E -DFOODTRUCK_NULLABLE= -DFOODTRUCK_NONNULL= leaves {keyword}")
    source = os.path.join(build, "predefined.c")
    with open(source, "w") as f:
        f.write('#include "foodtruck.h"\nint main(void) { return foodtruck_version_number() == 0; }\n')
    for cc, lang in (("clang", "c"), ("gcc", "c"), ("clang++", "c++"), ("g++", "c++")):
        std = "-std=c11" if lang == "c" else "-std=c++17"
        for predefined in (empty, ["-DFOODTRUCK_NULLABLE=", "-DFOODTRUCK_NONNULL="]):
            run = subprocess.run([cc, "-x", lang, std, "-Wall", "-Wextra", "-Werror", "-pedantic",
                                  "-Wno-unused-result", *predefined, "-I", os.path.dirname(HEADER),
                                  "-c", source, "-o", os.devnull], capture_output=True, text=True)
            if run.returncode:
                problems.append(f"{cc} with {' '.join(predefined)}: {run.stderr.strip()[:300]}")
    report("predefined", problems, f"clang -E clean; compiles with {', '.join(guarded)} predefined")


def check_literals(code):
    problems, count = [], 0
    guarded = guarded_macros(code)
    literal = re.compile(r'"[^"]*"|-?(0[xX][0-9a-fA-F]+|\d+)[uUlL]*|-?\d+\.\d+'
                         r"|\(-9223372036854775807L - 1\)")
    for name, value in re.findall(r"^#define[ \t]+(FOODTRUCK_\w+)[ \t]+(.*?)[ \t]*$", code, re.M):
        if name in guarded:
            continue
        count += 1
        if not literal.fullmatch(value):
            problems.append(f"{name} is not a plain literal: {value}")
    report("literals", problems, f"{count} constants")


def check_keywords(code):
    problems = []
    names = {(f"{s}.{field}", field) for s, fields in structs(code).items() for _, field in fields}
    names |= {(f"{f}({p})", p) for f, params in functions(code).items() for p in params}
    for where, name in sorted(names):
        for language, words in KEYWORDS.items():
            if name in words.split():
                problems.append(f"{where} is a {language} keyword")
    report("keywords", problems, f"{len(names)} fields and parameters, {len(KEYWORDS)} languages")


def check_accessors(code):
    problems, seen = [], {}
    funcs = set(functions(code))
    for struct, fields in structs(code).items():
        for _, field in fields:
            base = f"{struct}_{field}"
            for name in (base, base + "_get", base + "_set"):
                if name in seen:
                    problems.append(f"{name}: {seen[name]} and {struct}.{field}")
                seen[name] = f"{struct}.{field}"
                if name in funcs:
                    problems.append(f"{name} ({struct}.{field}) is also a function")
    report("accessors", problems, f"{len(seen) // 3} accessors")


def check_padding(code, build):
    """sizeof and alignof of every struct and of every field's type, measured by the compiler."""
    all_structs = structs(code)
    source = os.path.join(build, "padding.c")
    lines = ['#include <stdio.h>', '#include <stdalign.h>', '#include "foodtruck.h"',
             '#define FIELD(s, t, f) printf("%s %s %zu\\n", #s, #f, sizeof(((s *)0)->f))',
             "int main(void) {"]
    for struct, fields in all_structs.items():
        lines.append(f'    printf("{struct} = %zu %zu\\n", sizeof({struct}), alignof({struct}));')
        lines += [f"    FIELD({struct}, {type_}, {field});" for type_, field in fields]
    lines += ["    return 0;", "}"]
    with open(source, "w") as f:
        f.write("\n".join(lines) + "\n")
    binary = os.path.join(build, "padding")
    subprocess.run(["cc", "-std=c11", "-Wall", "-Werror", "-I", os.path.dirname(HEADER), source,
                    "-o", binary], check=True)
    sizes, fields = {}, {}
    for line in subprocess.run([binary], capture_output=True, text=True, check=True).stdout.splitlines():
        words = line.split()
        if words[1] == "=":
            sizes[words[0]] = (int(words[2]), int(words[3]))
        else:
            fields.setdefault(words[0], []).append((words[1], int(words[2])))
    problems = []
    for struct, (size, align) in sizes.items():
        minimal = -(-sum(s for _, s in fields[struct]) // align) * align
        if size != minimal:
            problems.append(f"{struct}: sizeof {size}, minimal {minimal} "
                            f"({', '.join(f'{f} {s}' for f, s in fields[struct])}; align {align})")
    report("padding", problems, f"{len(sizes)} structs at their minimal size")


def main():
    build = sys.argv[1]
    os.makedirs(build, exist_ok=True)
    with open(HEADER) as f:
        text = f.read()
    code = strip_comments(text)
    check_lines(text)
    check_ifndef(text)
    check_predefined(text, build)
    check_literals(code)
    check_keywords(code)
    check_accessors(code)
    check_padding(code, build)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
