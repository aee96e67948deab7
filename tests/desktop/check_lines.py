#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""check_lines.py DUMP EXPECTED MIN [--to-end]: the dump of a state (the texts a person sees, in
reading order) holds EXPECTED's lines one after the other, from a line equal to EXPECTED's first.
A scrolled list ends where the window does, so the dump may stop before EXPECTED does: then at
least MIN of EXPECTED's lines must have shown, and every one of them in order. With --to-end
nothing may follow them (the rest of the dump is exactly EXPECTED). Says what differs."""
import sys


def main():
    dump = open(sys.argv[1], encoding="utf-8").read().splitlines()
    expected = open(sys.argv[2], encoding="utf-8").read().splitlines()
    least, to_end = int(sys.argv[3]), "--to-end" in sys.argv[4:]
    if not expected:
        sys.exit("check_lines: nothing expected")
    starts = [i for i, line in enumerate(dump) if line == expected[0]]
    best = []
    for start in starts:
        shown = dump[start:start + len(expected)]
        same = 0
        while same < len(shown) and shown[same] == expected[same]:
            same += 1
        ends_clipped = start + same == len(dump)  # the dump stopped, not the match
        if same == len(expected) or (ends_clipped and same >= least):
            if to_end and start + same != len(dump):
                best.append(f"after {same} lines the dump goes on: {dump[start + same]!r}")
                continue
            print(f"{same} lines in order")
            return
        mismatch = shown[same] if same < len(shown) else "(end)"
        best.append(f"from line {start + 1}: {same} lines equal, then {mismatch!r} where "
                    f"{expected[same] if same < len(expected) else '(end)'!r} was expected")
    sys.exit(f"{sys.argv[1]}: " + ("; ".join(best) if best else f"no line {expected[0]!r}"))


if __name__ == "__main__":
    main()
