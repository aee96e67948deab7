#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""check_svg: the library's SVG pictures, checked as a person would see them.

Through ctypes on the staged library (build/stage/lib/libfoodtruck.so, or $FOODTRUCK_LIB), for
a simulated session (seed 1, now 1796000000000, UTC offset -480, a stream of 20):

  * every catalog donut (17) at 160 points, and the three charts (Top 5 for the week, Sales
    History for week, month and year, the forecast) in English and Arabic at 480 x 300;
  * each document is well-formed XML whose root is <svg> with the requested width, height
    and viewBox; length queries agree with the text written; a second session gives the same
    bytes; the Arabic charts are marked right to left and the English ones are not;
  * each is rendered to PNG with rsvg-convert, and the PNG (decoded here with zlib) has the
    requested size, at least two colors and some pixels that are not white (over white); a
    donut's hole (the documented circle of 0.17 x its side around its centre) is fully
    transparent, whatever its topping, and its ring just outside the hole is opaque;
  * each is compared byte for byte with tests/golden/<name>.svg. Golden files change only
    deliberately: after a wanted change, regenerate them with
        python3 tests/svg/check_svg.py --update
    and review the diff.

Python standard library only, plus the rsvg-convert program (tools/test_svg installs it).
Rendered PNGs are left in build/svg/ for a look. Exits non-zero on any failure.
"""

import ctypes
import difflib
import os
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOLDEN = os.path.join(ROOT, "tests", "golden")
OUT = os.path.join(ROOT, "build", "svg")
LIBRARY = os.environ.get("FOODTRUCK_LIB", os.path.join(ROOT, "build", "stage", "lib", "libfoodtruck.so"))
UPDATE_COMMAND = "python3 tests/svg/check_svg.py --update"

SEED, NOW, OFFSET, STREAM = 1, 1796000000000, -480, 20
DONUT_COUNT, DONUT_SIZE = 17, 160
HOLE = 0.17  # the hole's radius, as a share of a donut picture's side (foodtruck_svg_donut)
CHART_W, CHART_H = 480, 300
SVG_NS = "{http://www.w3.org/2000/svg}"

FOODTRUCK_OK, FOODTRUCK_ERR_BUFFER_TOO_SMALL = 0, 5
LOCALES = {"en": 0, "ar": 1}
TIMEFRAMES = {"today": 0, "week": 1, "month": 2, "year": 3}
TOP_SALES, SALES_HISTORY, FORECAST = 0, 1, 2
CHARTS = [  # (name, kind, timeframe)
    ("top-sales-week", TOP_SALES, "week"),
    ("sales-history-week", SALES_HISTORY, "week"),
    ("sales-history-month", SALES_HISTORY, "month"),
    ("sales-history-year", SALES_HISTORY, "year"),
    ("forecast", FORECAST, "week"),
]


class Failures:
    def __init__(self):
        self.items = []
        self.passed = 0

    def check(self, ok, message):
        if not ok:
            self.items.append(message)
            print("  FAIL  " + message)
        return ok


def load_library():
    if not os.path.exists(LIBRARY):
        sys.exit(f"check_svg: {LIBRARY} is missing; run tools/stage first")
    lib = ctypes.CDLL(LIBRARY)
    size_p = ctypes.POINTER(ctypes.c_size_t)
    lib.foodtruck_truck_new.argtypes = [ctypes.POINTER(ctypes.c_void_p)]
    lib.foodtruck_truck_free.argtypes = [ctypes.c_void_p]
    lib.foodtruck_truck_set_utc_offset.argtypes = [ctypes.c_void_p, ctypes.c_int32]
    lib.foodtruck_truck_set_locale.argtypes = [ctypes.c_void_p, ctypes.c_int]
    lib.foodtruck_truck_simulate.argtypes = [ctypes.c_void_p, ctypes.c_uint64, ctypes.c_int64, ctypes.c_int32]
    lib.foodtruck_svg_donut.argtypes = [ctypes.c_void_p, ctypes.c_int32, ctypes.c_double, ctypes.c_char_p,
                                 ctypes.c_size_t, size_p]
    lib.foodtruck_svg_chart.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int64, ctypes.c_double,
                                 ctypes.c_double, ctypes.c_char_p, ctypes.c_size_t, size_p]
    lib.foodtruck_last_error.restype = ctypes.c_char_p
    for name in ("foodtruck_truck_new", "foodtruck_truck_free", "foodtruck_truck_set_utc_offset", "foodtruck_truck_set_locale",
                 "foodtruck_truck_simulate", "foodtruck_svg_donut", "foodtruck_svg_chart"):
        getattr(lib, name).restype = ctypes.c_int
    return lib


def call(lib, name, *args):
    status = getattr(lib, name)(*args)
    if status != FOODTRUCK_OK:
        raise RuntimeError(f"{name}: status {status}: {lib.foodtruck_last_error().decode()}")


def new_session(lib, locale):
    truck = ctypes.c_void_p()
    call(lib, "foodtruck_truck_new", ctypes.byref(truck))
    call(lib, "foodtruck_truck_set_utc_offset", truck, OFFSET)
    call(lib, "foodtruck_truck_simulate", truck, SEED, NOW, STREAM)
    call(lib, "foodtruck_truck_set_locale", truck, LOCALES[locale])
    return truck


def read_text(lib, failures, label, function, *args):
    """Asks for the length, then reads the text; checks the snprintf-style convention."""
    length = ctypes.c_size_t(0)
    status = function(*args, None, 0, ctypes.byref(length))
    if not failures.check(status == FOODTRUCK_OK, f"{label}: length query returned {status}: "
                          f"{lib.foodtruck_last_error().decode()}"):
        return None
    small = ctypes.create_string_buffer(max(int(length.value), 1))  # one byte short (no room for the NUL)
    status = function(*args, small, len(small), ctypes.byref(ctypes.c_size_t(0)))
    failures.check(status == FOODTRUCK_ERR_BUFFER_TOO_SMALL, f"{label}: a buffer without room for the NUL gave {status}")
    buffer = ctypes.create_string_buffer(length.value + 1)
    written = ctypes.c_size_t(0)
    status = function(*args, buffer, len(buffer), ctypes.byref(written))
    if not failures.check(status == FOODTRUCK_OK, f"{label}: returned {status}: {lib.foodtruck_last_error().decode()}"):
        return None
    data = buffer.raw[: written.value]
    failures.check(written.value == length.value, f"{label}: length query said {length.value}, "
                   f"the text is {written.value}")
    failures.check(buffer.raw[written.value] == 0, f"{label}: the text is not NUL-terminated")
    failures.check(b"\0" not in data, f"{label}: the text contains a NUL byte")
    return data


def generate(lib, failures):
    """Every picture, by golden name: {name: (bytes, width, height, locale or None)}."""
    pictures = {}
    sessions = {locale: new_session(lib, locale) for locale in LOCALES}
    try:
        for donut in range(DONUT_COUNT):
            name = f"donut-{donut:02d}"
            data = read_text(lib, failures, name, lib.foodtruck_svg_donut, sessions["en"], donut, float(DONUT_SIZE))
            if data is not None:
                pictures[name] = (data, DONUT_SIZE, DONUT_SIZE, None)
        for locale, truck in sessions.items():
            for chart, kind, timeframe in CHARTS:
                name = f"{chart}-{locale}"
                data = read_text(lib, failures, name, lib.foodtruck_svg_chart, truck, kind, TIMEFRAMES[timeframe], NOW,
                                 float(CHART_W), float(CHART_H))
                if data is not None:
                    pictures[name] = (data, CHART_W, CHART_H, locale)
    finally:
        for truck in sessions.values():
            lib.foodtruck_truck_free(truck)
    return pictures


def check_deterministic(lib, failures, pictures):
    """A second pair of sessions gives the same bytes (golden files rely on it)."""
    again = generate(lib, Failures())
    for name, (data, *_rest) in pictures.items():
        failures.check(again.get(name, (None,))[0] == data, f"{name}: a second session gave other bytes")


def number(text):
    try:
        return float(text)
    except (TypeError, ValueError):
        return None


def check_xml(failures, name, data, width, height, locale):
    label = f"{name}.svg"
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        failures.check(False, f"{label}: not UTF-8 ({error})")
        return False
    try:
        root = ET.fromstring(data)
    except ET.ParseError as error:
        failures.check(False, f"{label}: not well-formed XML ({error})")
        return False
    if not failures.check(root.tag == SVG_NS + "svg", f"{label}: the root is <{root.tag}>, not <svg>"):
        return False
    # From here on the document can be rendered: content checks fail the picture, not the render.
    failures.check(number(root.get("width")) == width and number(root.get("height")) == height,
                   f"{label}: width x height is {root.get('width')} x {root.get('height')}, "
                   f"expected {width} x {height}")
    view_box = [number(v) for v in (root.get("viewBox") or "").split()]
    failures.check(view_box == [0, 0, width, height], f"{label}: viewBox is {root.get('viewBox')!r}")
    failures.check(len(list(root)) > 0, f"{label}: the document is empty")
    texts = root.findall(SVG_NS + "text")
    if locale is None:  # a donut: shapes only
        failures.check(not texts, f"{label}: a donut has text")
    else:
        failures.check(len(texts) > 0, f"{label}: a chart without any text")
        rtl = [t.get("direction") == "rtl" for t in texts]
        if locale == "ar":
            failures.check(all(rtl), f"{label}: Arabic text not marked right to left")
            if name.startswith("forecast"):  # its only words are the degree marks: "%@° ف" (docs/domain.md §12.2)
                failures.check("° ف" in text, f"{label}: degree marks not localized: \"°F\" where "
                               f"docs/domain.md §12.2 has \"° ف\" in Arabic")
            else:
                failures.check(any("\u0600" <= c <= "\u06ff" for c in text), f"{label}: no Arabic letters")
        else:
            failures.check(not any(rtl), f"{label}: English text marked right to left")
    if name.startswith("top-sales"):
        # Five bars (corners of 4) and a capsule (round ends) atop each, and each donut's picture.
        rounded = [r for r in root.findall(SVG_NS + "rect") if r.get("rx") is not None]
        bars = [r for r in rounded if r.get("rx") == "4"]
        failures.check(len(bars) == 5 and len(rounded) == 10,
                       f"{label}: {len(bars)} bars and {len(rounded) - len(bars)} capsules, expected 5 of each")
        failures.check(len(root.findall(SVG_NS + "svg")) == 5, f"{label}: not a donut under each bar")
        title = "Total Sales" if locale == "en" else "إجمالي المبيعات"
        failures.check(title in text, f"{label}: the title {title!r} is missing")
    if name.startswith("sales-history"):
        # A line per city and a dashed segment from each to today's partial point.
        lines = root.findall(SVG_NS + "polyline")
        dashed = [line for line in lines if line.get("stroke-dasharray")]
        failures.check(len(lines) == 6 and len(dashed) == 3,
                       f"{label}: {len(lines) - len(dashed)} lines and {len(dashed)} dashed, expected one of each per city")
    if name.startswith("forecast"):
        failures.check(len(root.findall(SVG_NS + "path")) == 1, f"{label}: no temperature area")
        fifty = "٥٠" if locale == "ar" else "50"  # in the language's digits
        failures.check(any((t.text or "").startswith(fifty) for t in texts),
                       f"{label}: no degree mark at 50, below the low of 53°F")
    return True


# ---- PNG, decoded with zlib -------------------------------------------------------------------

def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def decode_png(path):
    """Returns (width, height, rows of RGBA bytes) for an 8-bit RGB or RGBA, non-interlaced PNG."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    width, height, depth, color, _compression, _filter, interlace = header
    if depth != 8 or color not in (2, 6) or interlace != 0:
        raise ValueError(f"unsupported PNG: depth {depth}, color type {color}, interlace {interlace}")
    channels = 4 if color == 6 else 3
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    rows, previous, pos = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[pos], bytearray(raw[pos + 1:pos + 1 + stride])
        pos += 1 + stride
        if kind == 1:
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 0xFF
        elif kind == 2:
            line = bytearray((x + y) & 0xFF for x, y in zip(line, previous))
        elif kind == 3:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                upper_left = previous[i - channels] if i >= channels else 0
                line[i] = (line[i] + paeth(left, previous[i], upper_left)) & 0xFF
        elif kind != 0:
            raise ValueError(f"bad filter {kind}")
        if channels == 3:
            rgba = bytearray(width * 4)
            rgba[0::4], rgba[1::4], rgba[2::4], rgba[3::4] = line[0::3], line[1::3], line[2::3], b"\xff" * width
            rows.append(bytes(rgba))
        else:
            rows.append(bytes(line))
        previous = line
    return width, height, rows


def colors_over_white(rows):
    """The set of distinct colors, each pixel composited over white."""
    colors = set()
    for row in rows:
        for i in range(0, len(row), 4):
            r, g, b, a = row[i], row[i + 1], row[i + 2], row[i + 3]
            if a == 255:
                colors.add((r, g, b))
            else:
                colors.add(tuple((c * a + 255 * (255 - a)) // 255 for c in (r, g, b)))
    return colors


def check_render(failures, name, svg_path, width, height):
    png = os.path.join(OUT, name + ".png")
    result = subprocess.run(["rsvg-convert", "-f", "png", "-o", png, svg_path], capture_output=True, text=True)
    if not failures.check(result.returncode == 0, f"{name}: rsvg-convert failed: {result.stderr.strip()}"):
        return False
    try:
        w, h, rows = decode_png(png)
    except (ValueError, zlib.error, struct.error, TypeError) as error:
        failures.check(False, f"{name}: cannot decode {png}: {error}")
        return False
    ok = failures.check((w, h) == (width, height), f"{name}: rendered {w} x {h}, expected {width} x {height}")
    colors = colors_over_white(rows)
    ok &= failures.check(len(colors) >= 2, f"{name}: the rendering is one flat color {colors}")
    ok &= failures.check(colors != {(255, 255, 255)} and any(c != (255, 255, 255) for c in colors),
                         f"{name}: the rendering is blank (all white)")
    if name.startswith("donut"):
        ok &= check_hole(failures, name, rows, width)
    return ok


def check_hole(failures, name, rows, side):
    """Every pixel whose centre lies in the hole (less a pixel of anti-aliasing) is transparent;
    every one on the ring, two pixels past the hole's edge, is opaque."""
    centre, hole = side / 2, HOLE * side
    inside, ring = [], []
    for y, row in enumerate(rows):
        for x in range(side):
            distance = ((x + 0.5 - centre) ** 2 + (y + 0.5 - centre) ** 2) ** 0.5
            alpha = row[4 * x + 3]
            if distance < hole - 1 and alpha != 0:
                inside.append((x, y, alpha))
            elif hole + 2 < distance < hole + 3 and alpha != 255:
                ring.append((x, y, alpha))
    ok = failures.check(not inside, f"{name}: {len(inside)} pixels drawn inside the hole, e.g. (x, y, alpha) "
                        f"{inside[:3]}")
    return ok & failures.check(not ring, f"{name}: {len(ring)} pixels of the ring by the hole are not opaque, "
                               f"e.g. {ring[:3]}")


def check_golden(failures, name, data, update):
    path = os.path.join(GOLDEN, name + ".svg")
    old = None
    if os.path.exists(path):
        with open(path, "rb") as f:
            old = f.read()
    if update:
        if old != data:
            with open(path, "wb") as f:
                f.write(data)
            print(f"  wrote {os.path.relpath(path, ROOT)}")
        return True
    if old is None:
        return failures.check(False, f"{name}: tests/golden/{name}.svg is missing; if the picture is new, "
                              f"create it with: {UPDATE_COMMAND}")
    if old == data:
        return True
    diff = difflib.unified_diff(old.decode("utf-8", "replace").splitlines(),
                                data.decode("utf-8", "replace").splitlines(),
                                f"tests/golden/{name}.svg", "library output", lineterm="", n=0)
    print("\n".join(list(diff)[:12]))
    return failures.check(False, f"{name}: the library's SVG differs from tests/golden/{name}.svg; if the change "
                          f"is deliberate, regenerate the golden files with: {UPDATE_COMMAND}")


def main(argv):
    update = "--update" in argv
    if shutil.which("rsvg-convert") is None:
        sys.exit("check_svg: rsvg-convert is missing (apt-get install librsvg2-bin, or run tools/test_svg)")
    os.makedirs(OUT, exist_ok=True)
    os.makedirs(GOLDEN, exist_ok=True)
    lib = load_library()
    failures = Failures()
    pictures = generate(lib, failures)
    failures.check(len(pictures) == DONUT_COUNT + 2 * len(CHARTS),
                   f"{len(pictures)} pictures, expected {DONUT_COUNT + 2 * len(CHARTS)}")
    check_deterministic(lib, failures, pictures)
    passed = 0
    for name, (data, width, height, locale) in sorted(pictures.items()):
        before = len(failures.items)
        svg_path = os.path.join(OUT, name + ".svg")
        with open(svg_path, "wb") as f:
            f.write(data)
        if check_xml(failures, name, data, width, height, locale):
            check_render(failures, name, svg_path, width, height)
        check_golden(failures, name, data, update)
        if len(failures.items) == before:
            passed += 1
            print(f"  ok    {name}.svg ({len(data)} bytes)")
    if update:
        known = {name + ".svg" for name in pictures}
        for stale in sorted(set(os.listdir(GOLDEN)) - known):
            if stale.endswith(".svg"):
                os.remove(os.path.join(GOLDEN, stale))
                print(f"  removed tests/golden/{stale}")
    failed = len(pictures) - passed
    extra = len(failures.items) and failed == 0  # a failure outside any one picture
    print(f"svg: {passed} passed, {failed + (1 if extra else 0)} failed")
    return 1 if failures.items else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
