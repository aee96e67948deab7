#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Every source file of the repository carries its license as an SPDX identifier, on its first
line, or on the second after a line that must come first (a #! line, Package.swift's
swift-tools-version). Generated files get it from their generators.

Usage:
  tools/spdx.py --check   list the source files without the identifier; exit 1 if any
  tools/spdx.py --apply   add it where it is missing
"""

import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IDENTIFIER = "SPDX-License-Identifier: Apache-2.0"
LINE = {"c": "/* %s */" % IDENTIFIER, "slash": "// %s" % IDENTIFIER, "hash": "# %s" % IDENTIFIER}
# What a source file is, by its name, and how its comments are written.
STYLES = [(r".*\.(c|h|cpp|hpp|i)$|.*\.map$", "c"), (r".*\.(swift|modulemap)$", "slash"),
          (r".*\.(py|sh|cmake|in)$|(.*/)?CMakeLists\.txt$", "hash")]
FIRST = re.compile(r"#!|// swift-tools-version")


def style_by_name(path: str):
    for pattern, kind in STYLES:
        if re.fullmatch(pattern, path):
            return kind
    return None


def style(path: str):
    kind = style_by_name(path)
    if kind is None:
        with open(os.path.join(ROOT, path), "rb") as f:  # a script without an extension
            kind = "hash" if f.read(2) == b"#!" else None
    return kind


def with_identifier(path: str, content: str) -> str:
    """A generated file's content, with the identifier on its first line if it is a source."""
    kind = style_by_name(path)
    if kind is None or IDENTIFIER in "".join(content.split("\n", 2)[:2]):
        return content
    return LINE[kind] + "\n" + content


def sources() -> list:
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True,
                           text=True).stdout.split("\0")
    return [(path, kind) for path in files if path and os.path.isfile(os.path.join(ROOT, path))
            and not os.path.islink(os.path.join(ROOT, path)) and (kind := style(path))]


def missing() -> list:
    found = []
    for path, kind in sources():
        with open(os.path.join(ROOT, path), encoding="utf-8") as f:
            head = [f.readline() for _ in range(2)]
        if not any(IDENTIFIER in line for line in head):
            found.append((path, kind))
    return found


def apply(path: str, kind: str):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        lines = f.read().split("\n")
    at = 1 if lines and FIRST.match(lines[0]) else 0
    lines.insert(at, LINE[kind])
    with open(os.path.join(ROOT, path), "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--check", action="store_true")
    group.add_argument("--apply", action="store_true")
    args = parser.parse_args()
    found = missing()
    if args.apply:
        for path, kind in found:
            apply(path, kind)
        print("spdx: added to %d files" % len(found))
        return 0
    for path, _ in found:
        print("spdx: no '%s' on the first line of %s" % (IDENTIFIER, path))
    if not found:
        print("  ok    SPDX: %d source files carry %s" % (len(sources()), IDENTIFIER))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
