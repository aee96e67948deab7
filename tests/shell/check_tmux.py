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
- --help lists the options and every key and exits with status 0.

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


def golden_screens(binary, language, width, height):
    flags = ["--speed", "0"] + (["--arabic"] if language == "ar" else [])
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
    for failure in failures:
        print("  FAIL  tmux:", failure)
    if not failures:
        print("  ok    tmux: no stale text after switching panels; Enter prepares the selected order while "
              "new orders arrive; a small window asks for 60x20; --help exits 0 with every key")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
