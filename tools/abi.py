#!/usr/bin/env python3
"""The ABI gate: what a program compiled against include/foodtruck.h relies on, recorded for the
current major version in abi/foodtruck-<major>.abi, and checked.

The description is one line per fact, sorted:

    function <name> <return type> (<parameter types>)   from the API model (tools/api.py)
    callback <name> <return type> (<parameter types>)
    struct <name> size <n> align <n>                     from the C compiler (a probe program)
    field <struct>.<field> <C type> offset <n> size <n>
    enum <name>.<enumerator> <value>
    major <n>

Rules (docs/conventions.md, "Versions"): within a major version the ABI only grows. A fact of
the recorded description that is gone or different in the header is a break and fails the
check, unless FOODTRUCK_VERSION_MAJOR changed (then record the new major's ABI). A new fact
(a function, an enumerator, a struct) extends the ABI: record it with --update, so that the
file always describes the header as it is (the check fails until it is recorded).

Usage:
  tools/abi.py --check [--header H]   exit 1 on a break, or when the record is stale
  tools/abi.py --update               (re)write abi/foodtruck-<major>.abi from the header
  tools/abi.py --self-test            plant a break in a scratch copy of the header (a field
                                      swapped, an enumerator renumbered, a parameter changed):
                                      the check must catch each one
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import api_model as api  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _record(major: int) -> str:
    return os.path.join(ROOT, "abi", "foodtruck-%d.abi" % major)


def describe(header: str) -> list:
    """The ABI facts of `header`, sorted; the layout ones measured by the C compiler."""
    model = api.parse(header)
    lines = ["major %d" % model.defines["FOODTRUCK_VERSION_MAJOR"]]
    for f in model.functions.values():
        lines.append("function %s %s (%s)" % (f.name, f.ret, ", ".join(p.c_type for p in f.params)))
    for c in model.callbacks.values():
        lines.append("callback %s %s (%s)" % (c.name, c.ret, ", ".join(t for t, _ in c.params)))
    probe = ['#include <stdalign.h>', '#include <stddef.h>', '#include <stdio.h>',
             '#include "%s"' % os.path.abspath(header), "int main(void) {"]
    for s in model.structs.values():
        if s.opaque:
            continue
        probe.append('    printf("struct %s size %%zu align %%zu\\n", sizeof(%s), alignof(%s));'
                     % (s.name, s.name, s.name))
        for fld in s.fields:
            probe.append('    printf("field %s.%s %s offset %%zu size %%zu\\n", offsetof(%s, %s), '
                         'sizeof(((%s *)0)->%s));'
                         % (s.name, fld.name, fld.c_type, s.name, fld.name, s.name, fld.name))
    for e in model.enums.values():
        for n in e.enumerators:
            probe.append('    printf("enum %s.%s %%lld\\n", (long long)%s);' % (e.name, n.name, n.name))
    probe += ["    return 0;", "}", ""]
    with tempfile.TemporaryDirectory() as scratch:
        source, binary = os.path.join(scratch, "probe.c"), os.path.join(scratch, "probe")
        with open(source, "w", encoding="utf-8") as f:
            f.write("\n".join(probe))
        subprocess.run(["gcc", "-std=c11", "-Wall", "-Werror", source, "-o", binary], check=True)
        lines += subprocess.run([binary], check=True, capture_output=True, text=True).stdout.split("\n")
    return sorted(line for line in lines if line)


def _major(facts: list) -> int:
    return int(next(line for line in facts if line.startswith("major ")).split()[1])


def _key(line: str) -> str:
    """What a fact is about: its first two words (a function, a field, an enumerator...)."""
    return " ".join(line.split()[:2])


def check(header: str, record_path=None) -> list:
    """The problems of `header` against the record of its major version ([] when none)."""
    current = describe(header)
    major = _major(current)
    path = record_path or _record(major)
    if not os.path.exists(path):
        return ["no ABI record for major version %d (%s): run tools/abi.py --update" % (major, path)]
    with open(path, encoding="utf-8") as f:
        recorded = [line for line in f.read().split("\n") if line and not line.startswith("#")]
    now = {_key(l): l for l in current}
    problems = []
    for line in recorded:
        if _key(line) not in now:
            problems.append("ABI break: removed: %s" % line)
        elif now[_key(line)] != line:
            problems.append("ABI break: changed: %s -> %s" % (line, now[_key(line)]))
    if problems:
        problems.append("within major version %d the ABI may only grow; a removal or change needs "
                        "FOODTRUCK_VERSION_MAJOR + 1 (and a new record)" % major)
        return problems
    added = [l for l in current if l not in set(recorded)]
    if added:
        problems.append("the ABI grew by %d facts (%s ...): record them with tools/abi.py --update"
                        % (len(added), added[0]))
    return problems


HEADER_NOTE = ("# The ABI of libfoodtruck's major version %d, as include/foodtruck.h gives it.\n"
               "# GENERATED by tools/abi.py --update; checked by tools/abi.py --check (header step).\n")


def update(header: str) -> str:
    current = describe(header)
    major = _major(current)
    os.makedirs(os.path.dirname(_record(major)), exist_ok=True)
    with open(_record(major), "w", encoding="utf-8") as f:
        f.write(HEADER_NOTE % major + "\n".join(current) + "\n")
    return _record(major)


#: Breaks planted in a scratch copy of the header, each of which the check must catch.
PLANTED = [
    ("a struct's fields swapped", r"(    /\*\* The temperature, whole degrees Fahrenheit\. \*/\n"
     r"    int32_t degrees_f;\n)(    /\*\* Whether the sun is up\. \*/\n    bool daylight;\n)", r"\2\1"),
    ("an enumerator renumbered", r"FOODTRUCK_CITY_LONDON = 2", "FOODTRUCK_CITY_LONDON = 3"),
    ("a parameter's type changed", r"(foodtruck_truck_set_utc_offset\(\n[^)]*?)int32_t minutes",
     r"\1int64_t minutes"),
    ("a function renamed", r"foodtruck_status foodtruck_city_slug\(",
     "foodtruck_status foodtruck_city_slug_of("),
]


def self_test(header: str) -> int:
    with open(header, encoding="utf-8") as f:
        text = f.read()
    failures = 0
    for what, pattern, replacement in PLANTED:
        planted, n = re.subn(pattern, replacement, text, count=1)
        if n != 1:
            print("  FAIL  planted break not applied: %s" % what)
            failures += 1
            continue
        with tempfile.TemporaryDirectory() as scratch:
            copy = os.path.join(scratch, "foodtruck.h")
            with open(copy, "w", encoding="utf-8") as f:
                f.write(planted)
            problems = check(copy, _record(_major(describe(header))))
        breaks = [p for p in problems if p.startswith("ABI break")]
        if breaks:
            print("  ok    planted %s: %s" % (what, breaks[0]))
        else:
            print("  FAIL  planted %s: not caught" % what)
            failures += 1
    return failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--check", action="store_true")
    group.add_argument("--update", action="store_true")
    group.add_argument("--self-test", action="store_true")
    parser.add_argument("--header", default=api.HEADER)
    args = parser.parse_args()
    if args.update:
        print("wrote %s" % os.path.relpath(update(args.header), ROOT))
        return 0
    if args.self_test:
        return 1 if self_test(args.header) else 0
    problems = check(args.header)
    for problem in problems:
        print("abi: %s" % problem)
    if not problems:
        print("  ok    ABI: the header keeps every fact of %s"
              % os.path.relpath(_record(_major(describe(args.header))), ROOT))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
