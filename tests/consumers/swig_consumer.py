#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""SWIG 4.1: a Python module from the header as it is (tests/consumers/foodtruck.i), with every
SWIG warning an error (-Werror -Wextra: keywords renamed, identifiers redefined, constants
skipped), compiled against the staged library; every function and constant in the module (the
constants with the C compiler's values) and the four calls through it. Then a Lua 5.4 module
(tests/consumers/foodtruck_lua.i), loaded by the lua5.4 interpreter: every constant with its
value and Lua type (integer, float or string), and foodtruck_version().

Usage: swig_consumer.py BUILD_DIR"""

import importlib
import os
import subprocess
import sys
import sysconfig

import common


def main():
    build = sys.argv[1]
    os.makedirs(build, exist_ok=True)
    here = os.path.dirname(os.path.abspath(__file__))
    include = os.path.dirname(common.HEADER)
    wrapper = os.path.join(build, "ft_swig_wrap.c")
    subprocess.run(["swig", "-python", "-Werror", "-Wextra", "-I" + include, "-outdir", build,
                    "-o", wrapper, os.path.join(here, "foodtruck.i")], check=True)
    lib = os.path.dirname(common.LIBRARY)
    extension = os.path.join(build, "_ft_swig" + sysconfig.get_config_var("EXT_SUFFIX"))
    subprocess.run(["gcc", "-shared", "-fPIC", "-O0", "-w", "-I" + sysconfig.get_paths()["include"],
                    "-I" + include, wrapper, "-L" + lib, "-lfoodtruck", "-Wl,-rpath," + lib,
                    "-o", extension], check=True)
    sys.path.insert(0, build)
    ft = importlib.import_module("ft_swig")

    declared = subprocess.run([f"{common.ROOT}/tools/declared_functions"], capture_output=True,
                              text=True, check=True).stdout.split()
    common.check("functions missing from the SWIG module",
                 [name for name in declared if not hasattr(ft, name)], [])
    expected = common.constant_values(build)
    wrong = common.wrong_constants(expected, lambda name: getattr(ft, name, "<dropped>"))
    common.check("constants (SWIG, C compiler) that differ", wrong, {})

    common.check("foodtruck_version()", ft.foodtruck_version(), common.VERSION)
    truck_out = ft.new_truck_pointer()
    common.check("foodtruck_truck_new", ft.foodtruck_truck_new(truck_out), ft.FOODTRUCK_OK)
    truck = ft.truck_pointer_value(truck_out)
    length = ft.new_size_pointer()
    common.check("foodtruck_donut_name", ft.foodtruck_donut_name(truck, 0, 64, length),
                 [ft.FOODTRUCK_OK, common.DONUT_0])
    common.check("its length", ft.size_pointer_value(length), len(common.DONUT_0))
    ft.foodtruck_truck_free(truck)
    ft.delete_truck_pointer(truck_out)
    ft.delete_size_pointer(length)
    print(f"  ok    SWIG {swig_version()} (Python): no warning, {len(declared)} functions, "
          f"{len(expected)} constants; version, truck_new, donut_name, truck_free")
    lua(build)
    return 0


LUA_SCRIPT = r"""
package.cpath = arg[1] .. "/?.so;" .. package.cpath
local ft = require("ft_lua")
print("version", "string", ft.foodtruck_version())
for i = 2, #arg do
  local value = ft[arg[i]]
  local kind = math.type(value) or type(value)
  if kind == "float" then value = string.format("%.17g", value) end
  print(arg[i], kind, tostring(value))
end
"""


def lua(build):
    """The Lua module's constants: {name: value}, the value an int, float or str as Lua has it."""
    include = os.path.dirname(common.HEADER)
    here = os.path.dirname(os.path.abspath(__file__))
    wrapper = os.path.join(build, "ft_lua_wrap.c")
    subprocess.run(["swig", "-lua", "-Werror", "-Wextra", "-I" + include, "-o", wrapper,
                    os.path.join(here, "foodtruck_lua.i")], check=True)
    lib = os.path.dirname(common.LIBRARY)
    subprocess.run(["gcc", "-shared", "-fPIC", "-O0", "-w", "-I/usr/include/lua5.4", "-I" + include,
                    wrapper, "-L" + lib, "-lfoodtruck", "-Wl,-rpath," + lib,
                    "-o", os.path.join(build, "ft_lua.so")], check=True)
    expected = common.constant_values(build)
    out = subprocess.run(["lua5.4", "-", build, *expected], input=LUA_SCRIPT, capture_output=True,
                         text=True, check=True).stdout
    convert = {"integer": int, "float": float, "string": str}
    got = {}
    for line in out.splitlines():
        name, kind, value = line.split("\t", 2)
        got[name] = convert[kind](value) if kind in convert else f"<{kind}>"
    common.check("foodtruck_version() (Lua)", got.pop("version"), common.VERSION)
    wrong = common.wrong_constants(expected, lambda name: got.get(name, "<dropped>"))
    common.check("constants (SWIG Lua, C compiler) that differ", wrong, {})
    print(f"  ok    SWIG {swig_version()} (Lua 5.4): no warning, {len(expected)} constants with "
          "their values and Lua types; version")


def swig_version():
    out = subprocess.run(["swig", "-version"], capture_output=True, text=True).stdout
    return out.split("SWIG Version", 1)[1].split()[0]


if __name__ == "__main__":
    sys.exit(main())
