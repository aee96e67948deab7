#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""check_png.py FILE WIDTH HEIGHT [GOLDEN]: checks that a screenshot of the desktop app is an
8-bit RGB or RGBA PNG of that size, not blank (at least 20 distinct colours: a blank or
one-colour window has one or two) and, given GOLDEN, within a small tolerance of it: at most
0.2% of the pixels differ, by more than 48 of 255 in a channel, which allows a glyph's
antialiasing to shift and catches a word, a bar or a picture that moved or changed. Prints the
colour count and, with GOLDEN, the pixels that differ.

A tiny PNG reader (zlib and the five scanline filters), so the test needs no PIL."""
import struct
import sys
import zlib


def read_png(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    at, chunks = 8, []
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        chunks.append((kind, data[at + 8:at + 8 + length]))
        at += 12 + length
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunks[0][1])
    if depth != 8 or colour not in (2, 6) or interlace != 0:
        raise ValueError(f"unexpected PNG format: depth {depth}, colour type {colour}, interlace {interlace}")
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT"))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        line = raw[y * (stride + 1):(y + 1) * (stride + 1)]
        kind, row = line[0], bytearray(line[1:])
        for x in range(stride):
            left = row[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                row[x] = (row[x] + left) & 255
            elif kind == 2:
                row[x] = (row[x] + up) & 255
            elif kind == 3:
                row[x] = (row[x] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                row[x] = (row[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(row))
        previous = row
    return width, height, channels, rows


def differing_pixels(rows, channels, golden_rows, golden_channels):
    """How many pixels differ by more than 48 in a colour channel (alpha aside)."""
    count = 0
    for row, golden in zip(rows, golden_rows):
        if row == golden and channels == golden_channels:
            continue
        for x in range(len(row) // channels):
            a, b = x * channels, x * golden_channels
            if any(abs(row[a + c] - golden[b + c]) > 48 for c in range(3)):
                count += 1
    return count


def main():
    path, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    w, h, channels, rows = read_png(path)
    if (w, h) != (width, height):
        sys.exit(f"{path}: {w}x{h}, expected {width}x{height}")
    colours = {row[x:x + channels] for row in rows for x in range(0, len(row), channels)}
    if len(colours) < 20:
        sys.exit(f"{path}: {len(colours)} colours, looks blank")
    if len(sys.argv) < 5:
        print(len(colours))
        return
    golden = sys.argv[4]
    gw, gh, golden_channels, golden_rows = read_png(golden)
    if (gw, gh) != (w, h):
        sys.exit(f"{path}: {w}x{h}, its golden {golden} is {gw}x{gh}")
    differ = differing_pixels(rows, channels, golden_rows, golden_channels)
    print(f"{len(colours)} colours, {differ} pixels differ")
    if differ > w * h * 0.002:
        sys.exit(f"{path}: {differ} pixels differ from {golden} (at most {int(w * h * 0.002)})")


if __name__ == "__main__":
    main()
