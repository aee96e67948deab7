#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The ABI gate: what a program compiled against include/foodtruck.h relies on, frozen for each
release in abi/foodtruck-<version>.abi, and checked against the latest release.

A record is one line per fact, sorted:

    version <major>.<minor>.<patch>
    function <name> <return type> (<parameter types>)   from the API model (tools/api.py)
    callback <name> <return type> (<parameter types>)
    data <name> <C type>
    struct <name> size <n> align <n>                     from the C compiler (a probe program)
    field <struct>.<field> <C type> offset <n> size <n>
    enum <name>.<enumerator> <value>
    constant <name> <C type> <value>                     every object-like #define but the version

Rules (docs/conventions.md, "Versions and releases"): a released record is never rewritten. The
header must keep every fact of the latest release of its major version, unchanged; anything else
it declares is an addition, for the next release. A fact that is gone or different is a break:
it fails the check unless FOODTRUCK_VERSION_MAJOR went up (then nothing of the old major binds).

Usage:
  tools/abi.py --check [--header H]  exit 1 on a break, with one finding per changed fact
  tools/abi.py --release             freeze the header's ABI as abi/foodtruck-<its version>.abi;
                                     refused when that release is recorded, or on a break
  tools/abi.py --update              refused: a released record is never rewritten (what the
                                     header adds is the next release's, recorded by --release)
  tools/abi.py --self-test           plant each kind of break in a scratch copy of the header,
                                     run --update and --release on it, and check: the records
                                     must be left as they were and each check must fail; an
                                     added function must pass
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import api_model as api  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RECORDS = os.path.join(ROOT, "abi")
VERSION_MACROS = ("FOODTRUCK_VERSION_MAJOR", "FOODTRUCK_VERSION_MINOR", "FOODTRUCK_VERSION_PATCH",
                  "FOODTRUCK_VERSION_NUMBER", "FOODTRUCK_VERSION_STRING")
KINDS = {  # what each kind of fact is, for the findings
    "function": "a function's signature", "callback": "a callback's signature",
    "data": "a data object's type", "struct": "a struct's size or alignment",
    "field": "a struct field's type, offset or size", "enum": "an enumerator's value",
    "constant": "a constant's type or value", "version": "the version",
}


class AbiError(Exception):
    """The header cannot be described (it does not parse or compile): itself a finding."""


def _version_key(version: str):
    return tuple(int(part) for part in version.split("."))


# The C type of a constant, as the compiler gives it, and its value printed exactly.
PROBE_PRELUDE = r"""
#define TYPE(x) _Generic((x), int: "int", unsigned: "unsigned", long: "long", \
    unsigned long: "unsigned long", long long: "long long", \
    unsigned long long: "unsigned long long", double: "double", float: "float", \
    char *: "char *", const char *: "const char *", default: "other")
static void show_i(const char *n, const char *t, long long v) { printf("constant %s %s %lld\n", n, t, v); }
static void show_u(const char *n, const char *t, unsigned long long v) { printf("constant %s %s %llu\n", n, t, v); }
static void show_d(const char *n, const char *t, double v) { printf("constant %s %s %.17g\n", n, t, v); }
static void show_s(const char *n, const char *t, const char *v) { printf("constant %s %s \"%s\"\n", n, t, v); }
#define SHOW(x) _Generic((x), char *: show_s, const char *: show_s, double: show_d, \
    float: show_d, unsigned: show_u, unsigned long: show_u, unsigned long long: show_u, \
    default: show_i)(#x, TYPE(x), x)
"""


def describe(header: str) -> list:
    """The ABI facts of `header`, sorted; the layouts and constants measured by the C compiler.
    Raises AbiError when the header cannot be read or compiled."""
    try:
        model = api.parse(header)
    except (api.ApiError, OSError) as error:
        raise AbiError("the header cannot be read: %s" % error) from error
    d = model.defines
    lines = ["version %d.%d.%d" % (d["FOODTRUCK_VERSION_MAJOR"], d["FOODTRUCK_VERSION_MINOR"],
                                   d["FOODTRUCK_VERSION_PATCH"])]
    for f in model.functions.values():
        lines.append("function %s %s (%s)" % (f.name, f.ret, ", ".join(p.c_type for p in f.params)))
    for c in model.callbacks.values():
        lines.append("callback %s %s (%s)" % (c.name, c.ret, ", ".join(t for t, _ in c.params)))
    for data in model.data.values():
        lines.append("data %s %s" % (data.name, data.c_type))
    probe = ['#include <stdalign.h>', '#include <stddef.h>', '#include <stdio.h>',
             '#include "%s"' % os.path.abspath(header), PROBE_PRELUDE, "int main(void) {"]
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
    probe += ["    SHOW(%s);" % name for name in model.constants if name not in VERSION_MACROS]
    probe += ["    return 0;", "}", ""]
    with tempfile.TemporaryDirectory() as scratch:
        source, binary = os.path.join(scratch, "probe.c"), os.path.join(scratch, "probe")
        with open(source, "w", encoding="utf-8") as f:
            f.write("\n".join(probe))
        built = subprocess.run(["gcc", "-std=c11", "-Wall", "-Werror", source, "-o", binary],
                               capture_output=True, text=True)
        if built.returncode != 0:
            raise AbiError("the header's probe does not compile:\n%s" % built.stderr.strip())
        lines += subprocess.run([binary], check=True, capture_output=True, text=True).stdout.split("\n")
    return sorted(line for line in lines if line)


def _key(line: str) -> str:
    """What a fact is about: its first two words (a function, a field, an enumerator...)."""
    return " ".join(line.split()[:2])


def _version(facts: list) -> str:
    return next(line for line in facts if line.startswith("version ")).split()[1]


def releases(records: str = RECORDS) -> list:
    """The released versions that have a record, oldest first."""
    found = []
    for name in os.listdir(records) if os.path.isdir(records) else []:
        match = re.fullmatch(r"foodtruck-(\d+\.\d+\.\d+)\.abi", name)
        if match:
            found.append(match.group(1))
    return sorted(found, key=_version_key)


def _read(version: str, records: str) -> list:
    with open(os.path.join(records, "foodtruck-%s.abi" % version), encoding="utf-8") as f:
        return [line for line in f.read().split("\n") if line and not line.startswith("#")]


def compare(recorded: list, current: list) -> list:
    """The findings of `current` against a release's facts: each fact gone or different."""
    now = {_key(line): line for line in current}
    findings = []
    for line in recorded:
        kind = line.split()[0]
        if kind == "version":
            continue
        if _key(line) not in now:
            findings.append("ABI break: removed (%s): %s" % (KINDS.get(kind, kind), line))
        elif now[_key(line)] != line:
            findings.append("ABI break: changed (%s): %s -> %s"
                            % (KINDS.get(kind, kind), line, now[_key(line)]))
    return findings


def check(header: str, records: str = RECORDS):
    """(findings, notes) of `header` against the latest release of its major version."""
    try:
        current = describe(header)
    except AbiError as error:
        return ["ABI unknown: %s" % error], []
    return check_facts(current, records)


def check_facts(current: list, records: str = RECORDS):
    """(findings, notes) of a header's facts (describe()) against the latest release."""
    version = _version(current)
    major = version.split(".")[0]
    same_major = [v for v in releases(records) if v.split(".")[0] == major]
    if not same_major:
        return [], ["no release of major version %s yet: nothing to keep" % major]
    latest = same_major[-1]
    if _version_key(version) < _version_key(latest):
        return ["the header says %s, older than the release %s" % (version, latest)], []
    recorded = _read(latest, records)
    findings = compare(recorded, current)
    if findings:
        findings.append("a release keeps every fact of %s: restore them, or make the break "
                        "FOODTRUCK_VERSION_MAJOR + 1 (a new SONAME)" % latest)
        return findings, []
    added = sorted(set(current) - set(recorded) - {l for l in current if l.startswith("version ")})
    notes = ["keeps every fact of the release %s" % latest]
    if added:
        notes.append("adds %d facts since %s (the next release's), e.g. %s"
                     % (len(added), latest, added[0]))
        if version == latest:
            notes.append("before releasing them, raise the version above %s" % latest)
    return [], notes


HEADER_NOTE = ("# The ABI of libfoodtruck %s as include/foodtruck.h declares it: frozen at its\n"
               "# release by tools/abi.py --release, never rewritten; tools/abi.py --check keeps\n"
               "# every later header of major version %s to it (docs/conventions.md).\n")


def release(header: str, records: str = RECORDS) -> str:
    """Freeze `header`'s ABI as the record of its version; raises AbiError when refused."""
    current = describe(header)
    findings, _ = check_facts(current, records)
    if findings:
        raise AbiError("not released, the check fails:\n  " + "\n  ".join(findings))
    version = _version(current)
    path = os.path.join(records, "foodtruck-%s.abi" % version)
    if os.path.exists(path):
        raise AbiError("%s is released: its record %s is frozen; raise the version to release "
                       "again" % (version, os.path.relpath(path, ROOT)))
    os.makedirs(records, exist_ok=True)
    with open(path, "x", encoding="utf-8") as f:
        f.write(HEADER_NOTE % (version, version.split(".")[0]) + "\n".join(current) + "\n")
    return path


# Changes planted in a scratch copy of the header: (what, pattern, replacement, must fail).
# A plant that raises the minor version as well shows that a version bump does not excuse it.
_MINOR = (r"#define FOODTRUCK_VERSION_MINOR (\d+)", lambda m: "#define FOODTRUCK_VERSION_MINOR %d"
          % (int(m.group(1)) + 1))
PLANTED = [
    ("a field's type changed", r"(typedef struct foodtruck_timer \{.*?)int64_t remaining_ms;",
     r"\1int32_t remaining_ms;", True),
    ("a struct's fields swapped", r"(    /\*\* The temperature, whole degrees Fahrenheit\. \*/\n"
     r"    int32_t degrees_f;\n)(    /\*\* Whether the sun is up\. \*/\n    bool daylight;\n)",
     r"\2\1", True),
    ("a constant's value changed", r"#define FOODTRUCK_NO_TRANSACTION -1\b",
     "#define FOODTRUCK_NO_TRANSACTION -2", True),
    ("a constant's type changed", r"#define FOODTRUCK_TIMER_MAX_SECONDS 60\b",
     "#define FOODTRUCK_TIMER_MAX_SECONDS 60.0", True),
    ("an enum value changed", r"FOODTRUCK_CITY_LONDON = 2", "FOODTRUCK_CITY_LONDON = 3", True),
    ("a parameter's type widened", r"(foodtruck_truck_set_utc_offset\(\n[^)]*?)int32_t minutes",
     r"\1int64_t minutes", True),
    ("a function removed", r"/\*\*(?:(?!\*/).)*\*/\s*extern [^;]*\bfoodtruck_city_slug\([^;]*;\n",
     "", True),
    ("a function added", r"(extern [^;]*\bfoodtruck_city_slug\([^;]*;\n)",
     r"\1\n/** A planted function. */\nextern int32_t foodtruck_planted_addition(void);\n", False),
]


UPDATE_REFUSAL = ("released records are frozen: nothing to update. What the header adds since "
                  "the latest release is listed by --check; raise the version and run --release "
                  "to record it as a new release")


def _snapshot(records: str) -> dict:
    """{file name: bytes} of a records folder."""
    return {name: open(os.path.join(records, name), "rb").read()
            for name in sorted(os.listdir(records))}


def self_test(header: str) -> int:
    with open(header, encoding="utf-8") as f:
        text = f.read()
    failures = 0
    for what, pattern, replacement, breaks in PLANTED:
        planted, n = re.subn(pattern, replacement, text, count=1, flags=re.S)
        planted = re.sub(_MINOR[0], _MINOR[1], planted, count=1)
        if n != 1:
            print("  FAIL  planted change not applied: %s" % what)
            failures += 1
            continue
        with tempfile.TemporaryDirectory() as scratch:
            copy, records = os.path.join(scratch, "foodtruck.h"), os.path.join(scratch, "abi")
            shutil.copytree(RECORDS, records)
            with open(copy, "w", encoding="utf-8") as f:
                f.write(planted)
            before = _snapshot(records)
            updated = subprocess.run([sys.executable, os.path.abspath(__file__), "--update",
                                      "--header", copy], capture_output=True, text=True)
            untouched = updated.returncode != 0 and _snapshot(records) == before
            try:  # the release command must refuse a break, and leave the records as they were
                release(copy, records)
                released = True
            except AbiError:
                released = False
                untouched = untouched and _snapshot(records) == before
            findings, _ = check(copy, records)
        if breaks and findings and not released and untouched:
            print("  ok    planted %s: update and release refused; %s" % (what, findings[0]))
        elif not breaks and not findings and released:
            print("  ok    planted %s: the check passes and it can be released" % what)
        else:
            print("  FAIL  planted %s: released=%s, findings=%s" % (what, released, findings[:2]))
            failures += 1
    return failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--check", action="store_true")
    group.add_argument("--release", action="store_true")
    group.add_argument("--update", action="store_true")
    group.add_argument("--self-test", action="store_true")
    parser.add_argument("--header", default=api.HEADER)
    args = parser.parse_args()
    if args.release:
        try:
            print("wrote %s" % os.path.relpath(release(args.header), ROOT))
        except AbiError as error:
            print("abi: %s" % error)
            return 1
        return 0
    if args.update:
        print("abi: %s" % UPDATE_REFUSAL)
        return 1
    if args.self_test:
        return 1 if self_test(args.header) else 0
    findings, notes = check(args.header)
    for finding in findings:
        print("abi: %s" % finding)
    for note in notes:
        print("  ok    ABI: %s" % note)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
