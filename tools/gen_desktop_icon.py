#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""gen_desktop_icon.py [--check]: the desktop app's scalable icon, drawn by the library.

The icon installed as org.libfoodtruck.FoodTruck (examples/desktop/data/) is the catalog's
strawberry-frosted donut with sprinkles (donut 4) as foodtruck_svg_donut draws it at 128 px, the
size of the hicolor theme's reference grid. Written into the repository so that an install needs
no Python; --check says whether the committed file is what the library draws now (the desktop
step of tools/test runs it). Needs FOODTRUCK_LIBRARY or a staged library (tools/stage).
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bindings", "python"))

import foodtruck  # noqa: E402  (found through the path above)

ICON = os.path.join(ROOT, "examples", "desktop", "data", "org.libfoodtruck.FoodTruck.svg")
DONUT_ID = 4
SIZE = 128


def main() -> int:
    drawn = foodtruck.Truck().svg_donut(DONUT_ID, SIZE) + "\n"
    if sys.argv[1:] == ["--check"]:
        with open(ICON, encoding="utf-8") as kept:
            if kept.read() != drawn:
                print(f"{ICON} is not the library's donut {DONUT_ID}: run tools/gen_desktop_icon.py", file=sys.stderr)
                return 1
        return 0
    with open(ICON, "w", encoding="utf-8") as out:
        out.write(drawn)
    return 0


if __name__ == "__main__":
    sys.exit(main())
