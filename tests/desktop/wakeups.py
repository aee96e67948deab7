#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""wakeups.py TRACE [--countdown]: when the desktop app's main loop woke, against the library's
instants. wakeups.py --prepare FILE: the session the countdown's trace is of.

TRACE is `strace -tt -e trace=poll,ppoll` of the app's main thread, attached a while after the
app started on a new session (seed 1, now 1796000000000, UTC-8, 200 streamed orders: what the
app simulates for an empty session file). The main loop's waits are the polls over more than one
descriptor (GLib's wake-up fd and the display's); a wait that ends, by its timeout or by an
event, is a wake, and the frame clock's short waits that draw its frame belong to it. The
library's instants are worked out apart from the app, through the project's Python binding
(foodtruck_truck_next_due from tick to tick). The app's clock started when it did, which the trace
does not show, so the wakes are matched to the instants by their spacing: the offset that puts
the most wakes within 100 ms after an instant. Prints one JSON object: the traced seconds, the wakes,
the library's instants in that span, how many wakes fell on an instant, how many instants woke
nothing, and how often a 1 s tick would wake (worked out, for comparison). Exit status 1 when a
wake falls on no instant, there are more wakes than instants (plus one, for an edge of the span),
an instant inside the trace woke nothing, or no timer woke the app at all.

With --countdown the trace is of the app on the session --prepare wrote: the same day, with
order 24 put into preparation at its start, so that the live activity's pill shows its countdown
for the first minute. Its instants are the library's next instants and the countdown text's
changes (foodtruck_timer_countdown_next_change): one a second while the countdown runs, on its
seconds, and none after.

Every instant inside the trace (a second from either edge) must have woken the app within
MATCH_MS, and there must be timed wakes at all: an app that never set a timer fails.
"""
import bisect
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bindings", "python"))
import foodtruck as ft  # noqa: E402

NOW = 1_796_000_000_000
FRAME_MS = 17  # a wait this short is the frame clock's (a 60 Hz frame), part of the wake before
COUNTDOWN_ORDER = 24
MATCH_MS = 100  # a wake on an instant: within this after it (never before; a busy machine runs late)

POLL = re.compile(r"^(\d+):(\d+):(\d+\.\d+) p?poll\(\[(.*?)\], (\d+), (-?\d+)\) = (\d+)")


def wakes_of(path):
    """The main loop's wakes, in ms of the day, each with whether a timeout ended the wait (else
    an event on a descriptor: the display's, a person's input, the bus). The main loop's waits
    are its polls over more than one descriptor; a wait that times out ends at its start plus
    its timeout, one that an event ends, when the next poll begins. The frame clock's short
    waits, which draw the frame a wake asked for, belong to that wake. Also the end of every
    timed-out wait, short ones too, and the span the trace covers: its first poll's start and
    its last's."""
    polls = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = POLL.match(line)
            if m:
                h, mi, s = int(m.group(1)), int(m.group(2)), float(m.group(3))
                at = ((h * 60 + mi) * 60 + s) * 1000
                polls.append((at, int(m.group(5)), int(m.group(6)), int(m.group(7))))
    wakes = []
    # Every timed-out wait of the main loop, a short one too: a timer due within a frame's
    # length after the frame a wake drew ends a wait as short as the frame clock's.
    timeouts = [at + timeout for at, fds, timeout, ready in polls if fds >= 2 and timeout >= 0 and ready == 0]
    for i, (at, fds, timeout, ready) in enumerate(polls):
        if fds < 2 or 0 <= timeout <= FRAME_MS or i + 1 == len(polls):
            continue
        timed_out = ready == 0
        wakes.append((at + timeout if timed_out else polls[i + 1][0], timed_out))
    return wakes, timeouts, (polls[0][0], polls[-1][0]) if polls else (0, 0)


def day(truck, countdown):
    """The app's new session (seed 1, UTC-8, 200 streamed orders), with the countdown running."""
    truck.utc_offset = -480
    truck.simulate(1, NOW, 200)
    truck.tick(NOW)
    if countdown:
        truck.advance(COUNTDOWN_ORDER, NOW)
    return truck


def instants(until_ms, countdown):
    """The library's instants in ms from the start, and of those the countdown text's changes."""
    truck = day(ft.Truck(), countdown)
    found, changes, now = [], set(), NOW
    while True:
        due = truck.next_due
        if countdown:
            change = truck.countdown_next_change(COUNTDOWN_ORDER, now)
            if change is not None and (due is None or change <= due):
                due = change
                changes.add(change - NOW)
        if due is None or due - NOW > until_ms:
            return found, changes
        found.append(due - NOW)
        truck.tick(due)
        now = due


def on_instant(wake, library):
    """The instant a wake (in the library's time) falls on: at most MATCH_MS before it."""
    i = bisect.bisect_right(library, wake) - 1
    return library[i] if i >= 0 and wake - library[i] <= MATCH_MS else None


def main():
    if sys.argv[1] == "--prepare":
        day(ft.Truck.open(sys.argv[2]), True).close()
        return
    countdown = "--countdown" in sys.argv[2:]
    wakes, timeouts, (start, end) = wakes_of(sys.argv[1])
    if len(wakes) < 2:
        sys.exit("wakeups.py: no wake of the main loop in the trace")
    timed = [at for at, timed_out in wakes if timed_out]
    library, changes = instants(10 * 60 * 1000, countdown)
    # The offset between the trace's clock and the library's that puts the most timed wakes on
    # an instant: each pair of a wake and an instant proposes one.
    hits, offset = 0, 0.0
    for anchor in library:
        for wake in timed:
            proposed = wake - anchor
            count = sum(1 for w in timed if on_instant(w - proposed, library) is not None)
            if count > hits:
                hits, offset = count, proposed
    span = [i for i in library if start - offset - MATCH_MS <= i <= end - offset]
    # Each of the library's instants inside the trace (a second from its edges), a change of the
    # countdown's text among them, ended a timed wait within MATCH_MS: the app woke for it.
    shifted = sorted(t - offset for t in timeouts)
    inside = [c for c in library if start - offset + 1000 <= c <= end - offset - 1000]
    first_after = [bisect.bisect_left(shifted, c) for c in inside]  # the first wake at or after each
    missed = [c for c, i in zip(inside, first_after) if i == len(shifted) or shifted[i] - c > MATCH_MS]
    seconds = (end - start) / 1000
    result = {
        "seconds": round(seconds, 1),
        "timed_wakes": len(timed),
        "on_library_instants": hits,
        "library_instants": len(span),
        "event_wakes": len(wakes) - len(timed),
        "a_1s_tick_would_wake": int(seconds),  # worked out, not traced
    }
    result["instants_inside"] = len(inside)
    result["instants_missed"] = len(missed)
    if countdown:
        result["countdown_changes_inside"] = len([c for c in inside if c in changes])
    print(json.dumps(result))
    sys.exit(0 if timed and hits == len(timed) and len(timed) <= len(span) and not missed else 1)


if __name__ == "__main__":
    main()
