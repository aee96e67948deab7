# SPDX-License-Identifier: Apache-2.0
"""What the consumer tests share: paths, the preprocessed header as a generator's C parser sees
it, the header's constants as the C compiler sees them, and the four calls every consumer makes.
"""

import ctypes
import json
import os
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HEADER = os.path.join(ROOT, "include", "foodtruck.h")
LIBRARY = os.path.join(ROOT, "build", "stage", "lib", "libfoodtruck.so.0")
STUBS = os.path.join(ROOT, "tests", "consumers", "libc")

# What a consumer predefines so that a plain C99 parser reads the header: the guarded
# portability macros, empty.
PREDEFINED = ["-DFOODTRUCK_NULLABLE=", "-DFOODTRUCK_NONNULL=", "-DFOODTRUCK_NOEXCEPT=",
              "-DFOODTRUCK_WARN_UNUSED_RESULT="]

# What the calls must give.
with open(HEADER) as _header:
    VERSION = re.search(r'#define FOODTRUCK_VERSION_STRING "([^"]+)"', _header.read()).group(1)
DONUT_0 = "The Classic"


def preprocess(typedefs):
    """The header after `cc -E -P` with the portability macros predefined empty and the stand-in
    libc headers (with their typedefs for pycparser, empty for cffi, which knows the types)."""
    flags = ["-nostdinc", "-I", STUBS] + (["-DCONSUMER_TYPEDEFS"] if typedefs else [])
    return subprocess.run(["gcc", "-E", "-P", "-std=c99", *PREDEFINED, *flags, HEADER],
                          capture_output=True, text=True, check=True).stdout


def object_macros():
    """The names of the header's object-like constants (#define NAME value), without the include
    guard and the portability macros."""
    with open(HEADER) as f:
        text = f.read()
    guarded = set(re.findall(r"^#ifndef[ \t]+(\w+)", text, re.M))
    names = re.findall(r"^#define[ \t]+(FOODTRUCK_\w+)[ \t]+\S", text, re.M)
    return [n for n in dict.fromkeys(names) if n not in guarded]


def constant_lines():
    """{name: the header's `#define NAME VALUE` line} of every object-like constant."""
    with open(HEADER) as f:
        text = f.read()
    names = set(object_macros())
    return {name: line for line, name in re.findall(r"^(#define[ \t]+(FOODTRUCK_\w+)[ \t]+\S.*)$",
                                                     text, re.M) if name in names}


def constant_values(build):
    """{name: value} of every object-like constant, printed by a C program (int, float or str)."""
    names = object_macros()
    source = os.path.join(build, "constants.c")
    with open(source, "w") as f:
        f.write('#include <stdio.h>\n#include "foodtruck.h"\n'
                'static void i(const char *n, long long v) { printf("%s i %lld\\n", n, v); }\n'
                'static void u(const char *n, unsigned long long v) { printf("%s i %llu\\n", n, v); }\n'
                'static void d(const char *n, double v) { printf("%s d %.17g\\n", n, v); }\n'
                'static void s(const char *n, const char *v) { printf("%s s %s\\n", n, v); }\n'
                "#define SHOW(x) _Generic((x), char *: s, const char *: s, double: d, float: d, \\\n"
                "    unsigned: u, unsigned long: u, unsigned long long: u, default: i)(#x, x)\n"
                "int main(void) {\n")
        f.writelines(f"    SHOW({name});\n" for name in names)
        f.write("    return 0;\n}\n")
    binary = os.path.join(build, "constants")
    subprocess.run(["gcc", "-std=c11", "-Wall", "-Werror", "-I", os.path.dirname(HEADER), source,
                    "-o", binary], check=True)
    values = {}
    for line in subprocess.run([binary], capture_output=True, text=True, check=True).stdout.splitlines():
        name, kind, value = line.split(" ", 2)
        values[name] = int(value) if kind == "i" else float(value) if kind == "d" else value
    if sorted(values) != sorted(names):
        raise AssertionError(f"constants: printed {sorted(values)}, expected {sorted(names)}")
    return values


def wrong_constants(expected, read):
    """{name: (read, expected)} of every constant a binding reads with another value or another
    Python type (an int where the C compiler has an int, a float for a double, a str for a
    string), `read(name)` giving what the binding has, "<dropped>" for a missing one."""
    got = {name: read(name) for name in expected}
    return {name: (got[name], value) for name, value in expected.items()
            if got[name] != value or type(got[name]) is not type(value)}


def check(label, got, expected):
    if got != expected:
        raise AssertionError(f"{label}: got {got!r}, expected {expected!r}")


def as_text(value):
    """bytes, str or a ctypes char array/pointer as str."""
    if isinstance(value, bytes):
        return value.decode()
    if isinstance(value, str):
        return value
    return ctypes.cast(value, ctypes.c_char_p).value.decode()


def write_json(path, data):
    with open(path, "w") as f:
        json.dump(data, f, indent=1, sort_keys=True)
