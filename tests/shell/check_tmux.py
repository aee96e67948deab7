# SPDX-License-Identifier: Apache-2.0
"""check_tmux.py: the interactive terminal Food Truck in a real terminal, tmux.

Drives build/shell/shell-gcc with tmux's send-keys and reads the screen with capture-pane, at
100x30 and 60x20, in English and Arabic, on every panel, with the clock stopped (--speed 0) so
that a screen depends only on the keys. Each captured screen must be valid UTF-8, have every line
within the width in columns (wcswidth, as the terminal counts them) and equal its committed
golden screen (tests/shell/golden/<language>-<W>x<H>.txt; UPDATE_GOLDEN=1 rewrites them after a
deliberate change, and the diff is then the review). Also:
- no stale text: a panel reached after visiting others is the same screen as when reached first;
- the selection follows an order: with the clock running, Enter prepares the order under the
  cursor even though new orders arrived above it in between;
- a window below 60x20 gets the "make the window at least" screen, and the shell comes back
  when the window grows;
- --help lists the options and every key and exits with status 0;
- bidirectional text: in the shell's own bidi mode (the default) no Arabic letter reaches the
  screen unjoined, and every word of the library's that a screen shows (as the same screen in
  the terminal's bidi mode, --terminal-bidi, shows it in logical order) shows as GNU FriBidi's
  own command-line tool orders and joins it, in Arabic and in English ("l العربية"); with
  --terminal-bidi the lines are in logical order, no presentation form on them;
- colour: capture-pane -e shows the selection in reverse video and each status in its colour,
  and with NO_COLOR=1 no attribute at all.

    python3 tests/shell/check_tmux.py build/shell/shell-gcc
"""

import ctypes
import ctypes.util
import difflib
import locale
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bindings", "python"))
import foodtruck as ft  # noqa: E402

GOLDEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "golden")
SOCKET = f"foodtruck-test-{os.getpid()}"
ENV = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", TERM="xterm-256color")

# The panels in the order a person would visit them; each step's keys, then its screen.
STEPS = [
    ("orders", []),
    ("orders after Enter: the selected order is preparing", ["Enter"]),
    ("orders moved down twice", ["j", "j"]),
    ("orders sorted by status", ["s", "s"]),
    ("truck", ["1"]),
    ("donuts", ["3"]),
    ("top 5", ["4"]),
    ("sales history", ["5"]),
    ("live activities", ["6"]),
    ("city", ["7"]),
    ("next city", ["c"]),
    ("searching", ["2", "/", "1", "2", "2"]),
    ("search kept after Enter", ["Enter"]),
    ("search cleared with Escape", ["Escape"]),
]

libc = ctypes.CDLL(ctypes.util.find_library("c"))
libc.wcswidth.argtypes = [ctypes.c_wchar_p, ctypes.c_size_t]
locale.setlocale(locale.LC_CTYPE, "C.UTF-8")


def columns(text):
    width = libc.wcswidth(text, len(text))
    return width if width >= 0 else len(text)


def tmux(*args, check=True):
    return subprocess.run(["tmux", "-L", SOCKET, "-f", "/dev/null", *args], env=ENV, check=check,
                          capture_output=True)


class Shell:
    """One shell in a detached tmux session of a given size."""

    def __init__(self, binary, width, height, *flags):
        self.width, self.height = width, height
        tmux("kill-server", check=False)
        command = " ".join([binary, *flags])
        tmux("new-session", "-d", "-x", str(width), "-y", str(height), "-s", "shell", command)
        self.screen = self.settle("")

    def capture(self):
        return tmux("capture-pane", "-p", "-t", "shell").stdout

    def settle(self, before, timeout=3.0):
        """The screen once it has changed from before and stayed the same for 0.2 s."""
        deadline = time.time() + timeout
        screen = self.capture()
        while time.time() < deadline:
            time.sleep(0.1)
            again = self.capture()
            if again == screen and screen.decode("utf-8", "replace") != before and screen.strip():
                time.sleep(0.1)
                if self.capture() == screen:
                    break
            screen = again
        return self.check(screen)

    def check(self, raw):
        text = raw.decode("utf-8")  # raises on invalid UTF-8
        lines = text.split("\n")[:self.height]
        for number, line in enumerate(lines, 1):
            if columns(line) > self.width:
                raise AssertionError(f"line {number} is {columns(line)} columns wide, more than {self.width}: {line!r}")
        return text

    def keys(self, *keys):
        before = self.screen
        for key in keys:
            tmux("send-keys", "-t", "shell", key)
            time.sleep(0.05)
        self.screen = self.settle(before)
        return self.screen

    def resize(self, width, height):
        before = self.screen
        self.width, self.height = width, height
        tmux("resize-window", "-t", "shell", "-x", str(width), "-y", str(height))
        self.screen = self.settle(before)
        return self.screen

    def quit(self):
        tmux("send-keys", "-t", "shell", "q")
        time.sleep(0.2)
        tmux("kill-server", check=False)


def golden_screens(binary, language, width, height, *more):
    flags = ["--speed", "0"] + (["--arabic"] if language == "ar" else []) + list(more)
    shell = Shell(binary, width, height, *flags)
    parts = []
    try:
        for name, keys in STEPS:
            screen = shell.keys(*keys) if keys else shell.screen
            parts.append(f"=== {name}\n{screen.rstrip()}\n")
    finally:
        shell.quit()
    return "\n".join(parts)


def check_golden(binary, language, width, height, failures):
    actual = golden_screens(binary, language, width, height)
    path = os.path.join(GOLDEN, f"{language}-{width}x{height}.txt")
    if os.environ.get("UPDATE_GOLDEN") == "1":
        os.makedirs(GOLDEN, exist_ok=True)
        with open(path, "w", encoding="utf-8") as file:
            file.write(actual)
    with open(path, encoding="utf-8") as file:
        expected = file.read()
    if actual != expected:
        diff = "".join(list(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), path, "captured"))[:40])
        failures.append(f"{language} {width}x{height}: the screens differ from the golden ones\n{diff}")


def check_no_stale_text(binary, language, width, height, failures):
    flags = ["--speed", "0"] + (["--arabic"] if language == "ar" else [])
    for panel in "1234567":
        shell = Shell(binary, width, height, *flags)
        try:
            first = shell.keys(panel) if panel != "2" else shell.screen
            others = [p for p in "7654321" if p != panel]
            shell.keys(*others[:3])
            again = shell.keys(panel)
        finally:
            shell.quit()
        if again != first:
            failures.append(f"{language} {width}x{height}: panel {panel} differs after visiting {others[:3]}")


def selected_row(screen):
    for line in screen.split("\n"):
        match = re.match(r"> (Order#\d+) +(\w+)", line)
        if match:
            return match.group(1), match.group(2)
    return None, None


def newest_order(screen):
    """The highest order number on the screen: the list's and the latest events' (the list keeps
    the selection in view, so its top row stays put once the selection has moved down)."""
    numbers = [int(n) for n in re.findall(r"Order#(\d+)", screen)]
    return max(numbers) if numbers else None


def capture_after(shell, *keys):
    """With the clock running the screen never stands still: send the keys and take the screen
    a moment later."""
    for key in keys:
        tmux("send-keys", "-t", "shell", key)
        time.sleep(0.05)
    time.sleep(0.3)
    return shell.check(shell.capture())


def check_enter_follows_the_order(binary, failures):
    """The clock runs (16 simulated seconds a second: an order arrives every 0.2-0.5 s, and a
    preparation takes 3.75 s), the operator is off. Select an order, wait for new orders to
    arrive above it, press Enter: that order, and only it, is preparing."""
    shell = Shell(binary, 100, 30, "--speed", "16")
    try:
        screen = capture_after(shell, "j", "j", "j")
        chosen, status = selected_row(screen)
        newest = newest_order(screen)
        if chosen is None or status != "Placed":
            failures.append(f"Enter: no placed order selected after j j j:\n{screen}")
            return
        deadline = time.time() + 10
        while time.time() < deadline and newest_order(shell.capture().decode()) == newest:
            time.sleep(0.05)
        arrived = newest_order(shell.capture().decode())
        if arrived == newest:
            failures.append("Enter: no new order arrived within 10 s")
            return
        tmux("send-keys", "-t", "shell", "Enter")
        deadline = time.time() + 2
        while time.time() < deadline:
            screen = shell.check(shell.capture())
            if selected_row(screen)[1] != "Placed":
                break
            time.sleep(0.05)
        now_chosen, now_status = selected_row(screen)
        if now_chosen != chosen or now_status != "Preparing":
            failures.append(f"Enter: {chosen} was selected, but after Enter the selection is {now_chosen} "
                            f"({now_status}); new orders arrived up to Order#{arrived}:\n{screen}")
        preparing = re.findall(r"^[ >] (Order#\d+) +Preparing", screen, re.MULTILINE)
        if preparing != [chosen]:
            failures.append(f"Enter: the orders preparing are {preparing}, expected only {chosen}")
    finally:
        shell.quit()


def check_small_window(binary, failures):
    shell = Shell(binary, 50, 15, "--speed", "0")
    try:
        lines = [line for line in shell.screen.split("\n") if line.strip()]
        if lines != ["Make the window at least 60x20"]:
            failures.append(f"small window: the screen is {lines}")
        screen = shell.resize(60, 20)
        if "Order#1224" not in screen:
            failures.append(f"small window: the Orders panel did not come back at 60x20:\n{screen}")
    finally:
        shell.quit()


def check_help(binary, failures):
    result = subprocess.run([binary, "--help"], capture_output=True, text=True, env=ENV)
    if result.returncode != 0:
        failures.append(f"--help exits with status {result.returncode}")
    for needed in ["--transcript", "--speed S", "--arabic", "keys", "j/k    Move (Orders)",
                   "Enter  Next step (Orders)", "a      Auto operator", "q      Quit", "Esc    Clear (Search)"]:
        if needed not in result.stdout:
            failures.append(f"--help does not list {needed!r}")


# Arabic letters that join (alef with madda to yeh; the hamza, U+0621, joins neither side and
# FriBidi leaves it as it is): once shaped, none is left on a screen.
LETTER = re.compile("[\u0622-\u064a]")
PRESENTATION_FORM = re.compile("[\ufb50-\ufdff\ufe70-\ufefc]")
# What FriBidi leaves that the shell drops: the filler after a lam-alef, and the marks that steer
# the algorithm (examples/shell/text.c).
STEERING = re.compile("[\ufeff\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]")


def library_words():
    """The library's words a shell shows, each in English and Arabic: its chrome's labels, the
    panels' titles, the statuses, the sorts, the cities."""
    words = []
    with ft.Truck() as truck:
        for locale_ in (ft.Locale.EN, ft.Locale.AR):
            truck.locale = locale_
            words += [truck.navigation_text(label) for label in ft.NavigationLabel]
            words += [truck.panel_title(panel) for panel in ft.Panel]
            words += [truck.status_name(status) for status in ft.OrderStatus]
            words += [truck.sort_name(sort) for sort in ft.OrderSort]
            words += [truck.city_name(city) for city in (ft.City.CUPERTINO, ft.City.SAN_FRANCISCO, ft.City.LONDON)]
    return sorted({word for word in words if LETTER.search(word)})


def fribidi(words, rtl):
    """GNU FriBidi's own command-line tool's visual order of each word, joined, steering marks
    dropped."""
    result = subprocess.run(["fribidi", "--nopad", "--nobreak", "--reordernsm", "--rtl" if rtl else "--ltr"],
                            input="\n".join(words) + "\n", capture_output=True, text=True, check=True)
    return [STEERING.sub("", line) for line in result.stdout.split("\n")[:len(words)]]


def check_bidi(binary, failures):
    """The same screens in both bidi modes: the terminal's (logical order) names the words a screen
    shows; the shell's must show each of them as FriBidi orders and joins it."""
    words = library_words()
    found = 0
    for language, width, height in (("ar", 100, 30), ("ar", 60, 20), ("en", 100, 30)):
        logical = golden_screens(binary, language, width, height, "--terminal-bidi")
        visual = golden_screens(binary, language, width, height)
        if PRESENTATION_FORM.search(logical):
            failures.append(f"--terminal-bidi {language} {width}x{height}: presentation forms on the screen")
        if LETTER.search(visual):
            failures.append(f"{language} {width}x{height}: an Arabic letter unjoined: {LETTER.search(visual).group()!r}")
        # A whole word: no Arabic letter or mark right before or after it (it joins them).
        shown = [word for word in words
                 if re.search(f"(?<![\u0621-\u0652]){re.escape(word)}(?![\u0621-\u0652])", logical)]
        for word, ordered in zip(shown, fribidi(shown, language == "ar")):
            if ordered not in visual:
                failures.append(f"{language} {width}x{height}: {word!r} is not on the screen as FriBidi shows it, {ordered!r}")
        found += len(shown)
    if found < 40:
        failures.append(f"bidi: only {found} of the library's words found on the screens")
    return found


SGR = re.compile("\x1b\\[([0-9;]*)m")


def check_colour(binary, failures):
    """capture-pane -e: the selection in reverse video (SGR 7), the placed orders blue and a
    preparing one orange (xterm-256color: the palette's 33 and 208, which tmux writes as
    38;5;N); with NO_COLOR=1 no escape sequence at all."""
    shell = Shell(binary, 100, 30, "--speed", "0")
    try:
        shell.keys("Enter", "j")
        painted = tmux("capture-pane", "-p", "-e", "-t", "shell").stdout.decode()
    finally:
        shell.quit()
    selected = next((line for line in painted.split("\n") if "> Order#1223" in line), "")
    if "7" not in [code for codes in SGR.findall(selected) for code in codes.split(";")]:
        failures.append(f"colour: the selected row is not in reverse video: {selected!r}")
    for status, colour in (("Placed", "38;5;33"), ("Preparing", "38;5;208")):
        if not re.search(f"\x1b\\[(?:[0-9;]*;)?{colour}m{status}", painted):
            failures.append(f"colour: {status} is not in colour {colour}")
    shell = Shell(f"env NO_COLOR=1 {binary}", 100, 30, "--speed", "0")
    try:
        plain = tmux("capture-pane", "-p", "-e", "-t", "shell").stdout.decode()
    finally:
        shell.quit()
    if "\x1b" in plain:
        failures.append(f"colour: NO_COLOR=1, yet attributes: {plain[:200]!r}")


def main():
    binary = os.path.abspath(sys.argv[1])
    failures = []
    for language in ("en", "ar"):
        for width, height in ((100, 30), (60, 20)):
            check_golden(binary, language, width, height, failures)
            print(f"  ok    tmux {language} {width}x{height}: {len(STEPS)} screens on every panel, valid UTF-8, "
                  "within the width, equal to the golden screens" if not failures else
                  f"  ..    tmux {language} {width}x{height}")
    check_no_stale_text(binary, "en", 100, 30, failures)
    check_no_stale_text(binary, "ar", 60, 20, failures)
    check_enter_follows_the_order(binary, failures)
    check_small_window(binary, failures)
    check_help(binary, failures)
    found = check_bidi(binary, failures)
    check_colour(binary, failures)
    for failure in failures:
        print("  FAIL  tmux:", failure)
    if not failures:
        print("  ok    tmux: no stale text after switching panels; Enter prepares the selected order while "
              "new orders arrive; a small window asks for 60x20; --help exits 0 with every key")
        print(f"  ok    tmux bidi: {found} of the library's words on the screens in FriBidi's visual order, no "
              "Arabic letter unjoined; in logical order with --terminal-bidi")
        print("  ok    tmux colour: the selection reversed, the statuses coloured; none with NO_COLOR=1")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
