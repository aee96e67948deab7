#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""ctypesgen, run the way an integrator runs it (its own preprocessor, the system headers, no
predefined macro): no complaint about foodtruck.h, every function tools/declared_functions
lists in the generated module, every constant (#define) of the header kept with the value the
C compiler gives it, and the four calls through the generated module.

Usage: ctypesgen_consumer.py BUILD_DIR"""

import ctypes
import importlib.util
import os
import subprocess
import sys

import common


def main():
    build = sys.argv[1]
    os.makedirs(build, exist_ok=True)
    module_path = os.path.join(build, "ft_ctypesgen.py")
    ctypesgen = [sys.executable, "-c", "from ctypesgen.main import main; main()"]
    run = subprocess.run([*ctypesgen, "-l", common.LIBRARY, "-o", module_path, common.HEADER],
                         capture_output=True, text=True)
    # glibc's own headers give ctypesgen's parser syntax errors it recovers from; ours may not.
    ours = [line for line in (run.stdout + run.stderr).splitlines()
            if ("ERROR" in line or "WARNING" in line) and "/usr/include/" not in line]
    if run.returncode or ours:
        raise AssertionError(f"ctypesgen: exit {run.returncode}\n" + "\n".join(ours))
    spec = importlib.util.spec_from_file_location("ft_ctypesgen", module_path)
    ft = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ft)

    declared = subprocess.run([f"{common.ROOT}/tools/declared_functions"], capture_output=True,
                              text=True, check=True).stdout.split()
    missing = [name for name in declared if not hasattr(ft, name)]
    common.check("functions missing from the ctypesgen module", missing, [])

    expected = common.constant_values(build)
    wrong = common.wrong_constants(expected, lambda name: getattr(ft, name, "<dropped>"))
    common.check("constants (ctypesgen, C compiler) that differ", wrong, {})

    common.check("foodtruck_version()", common.as_text(ft.foodtruck_version()), common.VERSION)
    truck = ctypes.POINTER(ft.foodtruck_truck)()
    common.check("foodtruck_truck_new", ft.foodtruck_truck_new(ctypes.byref(truck)), ft.FOODTRUCK_OK)
    name, length = ctypes.create_string_buffer(64), ctypes.c_size_t()
    common.check("foodtruck_donut_name", ft.foodtruck_donut_name(truck, 0, name, 64,
                                                                 ctypes.byref(length)), ft.FOODTRUCK_OK)
    common.check("donut 0", (name.value.decode(), length.value), (common.DONUT_0, len(common.DONUT_0)))
    ft.foodtruck_truck_free(truck)
    print(f"  ok    ctypesgen: {len(declared)} functions, {len(expected)} constants with their "
          "values; version, truck_new, donut_name, truck_free")
    return 0


if __name__ == "__main__":
    sys.exit(main())
