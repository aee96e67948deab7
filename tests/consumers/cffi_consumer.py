#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""cffi in both modes.

ABI mode: ffi.cdef of the preprocessed header (the portability macros predefined empty, the libc
headers left to cffi, which knows their types) and of the header's own #define lines, ffi.dlopen
of the staged libfoodtruck.so.0; every constant with its value and type, the four calls and a
look at the structs' layout. cffi's ABI mode reads a #define only when it is an integer literal:
the header writes every integer constant so, and gives the others at run time, as data
(docs/conventions.md, "Constants and the binding generators"). cffi takes a `const` object for a
compile-time constant, which a dlopen'ed library cannot give: its cdef declares the data without
`const`, as a cffi user would.

API mode: ffi.set_source with the header itself and a cdef of every constant, compiled against
the staged library; every constant with its value and type, and a call.

Usage: cffi_consumer.py BUILD_DIR"""

import importlib
import os
import re
import sys

import cffi

import common

# The constants that are no integer literal, and where the library gives them at run time.
AT_RUN_TIME = {"FOODTRUCK_NO_TIME": lambda ffi, lib: lib.foodtruck_no_time,
               "FOODTRUCK_UNSPECIFIED": lambda ffi, lib: lib.foodtruck_unspecified,
               "FOODTRUCK_VERSION_STRING":
                   lambda ffi, lib: ffi.string(lib.foodtruck_version()).decode()}
INTEGER_LITERAL = re.compile(r"-?(0[xX][0-9a-fA-F]+|\d+)[uUlL]*")


def abi_mode(build):
    lines = common.constant_lines()
    literals = {name: line for name, line in lines.items()
                if INTEGER_LITERAL.fullmatch(line.split(None, 2)[2].strip())}
    common.check("the constants that are no integer literal", sorted(set(lines) - set(literals)),
                 sorted(AT_RUN_TIME))
    ffi = cffi.FFI()
    declarations = re.sub(r"\bextern const (\w+ foodtruck_\w+;)", r"extern \1",
                          common.preprocess(typedefs=False))
    ffi.cdef(declarations + "\n".join(literals.values()) + "\n")
    lib = ffi.dlopen(common.LIBRARY)
    expected = common.constant_values(build)
    common.check("constants (cffi ABI mode, C compiler) that differ",
                 common.wrong_constants(expected, lambda name: AT_RUN_TIME[name](ffi, lib)
                                 if name in AT_RUN_TIME else getattr(lib, name)), {})
    common.check("foodtruck_version()", ffi.string(lib.foodtruck_version()).decode(), common.VERSION)
    truck = ffi.new("foodtruck_truck **")
    common.check("foodtruck_truck_new", lib.foodtruck_truck_new(truck), lib.FOODTRUCK_OK)
    name, length = ffi.new("char[64]"), ffi.new("size_t *")
    common.check("foodtruck_donut_name", lib.foodtruck_donut_name(truck[0], 0, name, 64, length),
                 lib.FOODTRUCK_OK)
    common.check("donut 0", (ffi.string(name).decode(), length[0]),
                 (common.DONUT_0, len(common.DONUT_0)))
    donut = ffi.new("foodtruck_donut *")
    common.check("foodtruck_donut_get", lib.foodtruck_donut_get(truck[0], 0, donut), lib.FOODTRUCK_OK)
    common.check("The Classic's savory", donut.flavors.savory, 6)
    lib.foodtruck_truck_free(truck[0])
    common.check("sizeof(foodtruck_event)", ffi.sizeof("foodtruck_event"), 24)
    common.check("sizeof(foodtruck_gallery_grid)", ffi.sizeof("foodtruck_gallery_grid"), 24)
    print(f"  ok    cffi (ABI mode): cdef of the preprocessed header and its #defines, dlopen; "
          f"{len(expected)} constants with their values ({len(literals)} from the header, "
          f"{len(AT_RUN_TIME)} from the library); version, truck_new, donut_name, donut_get, "
          "truck_free")


def api_mode(build):
    """What cffi's API mode needs to be told of each constant: integers as `#define NAME ...`,
    the others as typed static constants; the C compiler gives the values."""
    expected = common.constant_values(build)
    cdef = []
    for name, value in expected.items():
        if isinstance(value, int):
            cdef.append(f"#define {name} ...")
        else:
            cdef.append(f"static const {'double' if isinstance(value, float) else 'char *const'} "
                        f"{name};")
    ffi = cffi.FFI()
    ffi.cdef("\n".join(cdef) + "\nconst char *foodtruck_version(void);\n")
    lib_dir = os.path.dirname(common.LIBRARY)
    ffi.set_source("ft_cffi_api", '#include "foodtruck.h"',
                   include_dirs=[os.path.dirname(common.HEADER)], library_dirs=[lib_dir],
                   libraries=["foodtruck"], extra_link_args=["-Wl,-rpath," + lib_dir])
    ffi.compile(tmpdir=build, verbose=False)
    sys.path.insert(0, build)
    module = importlib.import_module("ft_cffi_api")

    def read(name):
        value = getattr(module.lib, name)
        return module.ffi.string(value).decode() if isinstance(value, module.ffi.CData) else value

    common.check("constants (cffi API mode, C compiler) that differ", common.wrong_constants(expected, read),
                 {})
    common.check("foodtruck_version()", module.ffi.string(module.lib.foodtruck_version()).decode(),
                 common.VERSION)
    print(f"  ok    cffi (API mode): compiled against the header; {len(expected)} constants with "
          "their values; version")


def main():
    build = sys.argv[1]
    os.makedirs(build, exist_ok=True)
    abi_mode(build)
    api_mode(build)
    return 0


if __name__ == "__main__":
    sys.exit(main())
