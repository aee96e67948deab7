#!/usr/bin/env python3
"""check_png.py FILE WIDTH HEIGHT [MIN_COLOURS]: checks that a screenshot of the desktop app is
an 8-bit RGB or RGBA PNG of that size and not blank (at least MIN_COLOURS distinct colours,
20 by default: a blank or one-colour window has one or two). Prints the colour count.

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


def main():
    path, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    least = int(sys.argv[4]) if len(sys.argv) > 4 else 20
    w, h, channels, rows = read_png(path)
    if (w, h) != (width, height):
        sys.exit(f"{path}: {w}x{h}, expected {width}x{height}")
    colours = {row[x:x + channels] for row in rows for x in range(0, len(row), channels)}
    print(len(colours))
    if len(colours) < least:
        sys.exit(f"{path}: {len(colours)} colours, looks blank")


if __name__ == "__main__":
    main()
