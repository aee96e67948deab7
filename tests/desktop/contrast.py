#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""contrast.py MEASURE... : every text's contrast, measured from the screenshots, by text style.

Each NAME.measure (headless --measure) lists the texts a person reads ("text X Y W H STYLE
WORDS": a label's painted box, or a chart's text's, in the window) and NAME.png is the window's
picture. Within a text's box the background is the commonest colour, and the text's colour the
pixel that stands out most from it (a glyph's stem is fully covered at these sizes, so that
pixel is the text's colour as drawn, over whatever is behind it). A text whose glyphs are too
thin for any pixel to be fully covered (the Arabic zero "٠" is a dot; fewer than INK pixels
stand out from the background at all) cannot be judged alone: its style is judged by the others. Their contrast is WCAG 2's:
(L1 + 0.05) / (L2 + 0.05) of the relative luminances. Prints each style's least contrast and
where, and exits 1 when a style falls below 4.5:1 (WCAG AA for text).
"""
import os
import subprocess
import sys

# The pictures are read by tools/test_desktop's PNG checker (tests/desktop/check_png.c).
CHECK_PNG = os.environ.get("CHECK_PNG", "build/desktop/check_png")

LEAST = 4.5
INK = 12  # pixels that must stand out (by 1.5:1 or more) for a text to be judged


def luminance(rgb):
    def linear(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def read_png(path):
    """The picture's width, height, channels (3) and rows of RGB bytes."""
    ppm = subprocess.run([CHECK_PNG, "--ppm", path], check=True, capture_output=True).stdout
    magic, size, depth, pixels = ppm.split(b"\n", 3)
    width, height = (int(v) for v in size.split())
    if magic != b"P6" or depth != b"255" or len(pixels) != width * height * 3:
        raise ValueError(f"{path}: the checker's PPM is malformed")
    return width, height, 3, [pixels[y * width * 3:(y + 1) * width * 3] for y in range(height)]


def text_contrast(rows, channels, width, height, x, y, w, h):
    """The contrast of the text painted in the box, or None for a box with no pixels."""
    x0, y0 = max(0, x), max(0, y)
    x1, y1 = min(width, x + w), min(height, y + h)
    counts = {}
    for row in rows[y0:y1]:
        for px in range(x0, x1):
            colour = tuple(row[px * channels:px * channels + 3])
            counts[colour] = counts.get(colour, 0) + 1
    if not counts:
        return None
    background = max(counts, key=counts.get)
    contrasts = {colour: ratio(background, colour) for colour in counts}
    if sum(counts[colour] for colour, value in contrasts.items() if value >= 1.5) < INK:
        return None
    return max(contrasts.values()), background


def main():
    least = {}  # style -> (contrast, where)
    for measure in sys.argv[1:]:
        width, height, channels, rows = read_png(measure[:-len(".measure")] + ".png")
        for line in open(measure, encoding="utf-8"):
            if not line.startswith("text "):
                continue
            parts = line.rstrip("\n").split(" ", 6)
            x, y, w, h = (int(float(v)) for v in parts[1:5])
            style, words = parts[5], parts[6] if len(parts) > 6 else ""
            found = text_contrast(rows, channels, width, height, x, y, w, h)
            if found is None:
                continue
            contrast, background = found
            where = f"{os.path.basename(measure)[:-len('.measure')]}: \"{words}\" on #{bytes(background).hex()}"
            if style not in least or contrast < least[style][0]:
                least[style] = (contrast, where)
    failed = False
    for style, (contrast, where) in sorted(least.items(), key=lambda item: item[1][0]):
        mark = "ok  " if contrast >= LEAST else "LOW "
        failed = failed or contrast < LEAST
        print(f"{mark}{contrast:5.2f}:1  {style}  ({where})")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
