#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Generate every file that mirrors the C API, from the one model of the header.

The model is tools/api_model.py (parse(header) -> Api); each generated file has its generator,
a pure function of the model, generate(api) -> {relative path: text} (or the text of its one
file, generator.OUTPUT):
  tools/gen_capi.py       bindings/python/foodtruck/_capi.py (the raw ctypes layer)
  tools/gen_python.py     bindings/python/foodtruck/_<area>_methods.py (the Pythonic methods
                          of the standard shapes)
  tools/gen_reference.py  docs/reference.md
  tools/gen_misuse.py     tests/c/misuse_rows.h (the misuse matrix)
  tools/gen_cpp.py        include/foodtruck.hpp (the C++ API)
  tools/gen_padding.py    Sources/CFoodTruck/include/foodtruck_padding.h and
                          Sources/FoodTruck/Internals/Padding.swift (zeroing structs' padding)

Usage:
  tools/api.py functions      the declared function names, sorted, one per line
  tools/api.py symbols        what the library must export: the functions and the data
  tools/api.py model          the model as JSON
  tools/api.py generate       write the generated files (the ones above)
  tools/api.py --check        exit 1 if a generated file differs from a fresh generation
  tools/api.py ... --header H read H instead of include/foodtruck.h
"""

import argparse
import difflib
import json
import os
import sys
from typing import Dict, List

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_capi  # noqa: E402
import gen_cpp  # noqa: E402
import gen_fuzz  # noqa: E402
import gen_misuse  # noqa: E402
import gen_padding  # noqa: E402
import gen_python  # noqa: E402
import gen_reference  # noqa: E402
import spdx  # noqa: E402
from api_model import HEADER, REGENERATE, ROOT, Api, ApiError, parse  # noqa: E402,F401

#: The generators: each generate(api) -> {relative path: text}, or the text of its one file,
#: generator.OUTPUT.
GENERATORS = (gen_capi, gen_python, gen_reference, gen_misuse, gen_cpp, gen_padding, gen_fuzz)


def generated(api: Api) -> Dict[str, str]:
    """Relative path -> content of every generated file."""
    files = {}
    for generator in GENERATORS:
        output = generator.generate(api)
        files.update({generator.OUTPUT: output} if isinstance(output, str) else output)
    return {path: spdx.with_identifier(path, content) for path, content in files.items()}


def functions(path: str = HEADER) -> List[str]:
    return sorted(parse(path).functions)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", nargs="?", choices=["functions", "symbols", "model", "generate"])
    parser.add_argument("--check", action="store_true", help="fail if a generated file is stale")
    parser.add_argument("--header", default=HEADER, help="the header to read")
    args = parser.parse_args(argv)
    if bool(args.command) == args.check:
        parser.error("give one command, or --check")
    try:
        api = parse(args.header)
        files = generated(api) if args.command == "generate" or args.command is None else {}
    except ApiError as error:
        print("tools/api.py: %s" % error, file=sys.stderr)
        return 1
    if args.command == "functions":
        print("\n".join(sorted(api.functions)))
    elif args.command == "symbols":
        print("\n".join(sorted([*api.functions, *api.data])))
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
    sys.exit(main())
