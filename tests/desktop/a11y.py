#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""a11y.py APP [PANEL...]: what a screen reader finds in the desktop app, through AT-SPI.
a11y.py --focused PID: the name of what has the keyboard's focus in the app running as PID (its
accessibility on), as a screen reader hears it; nothing and exit 1 when nothing has it.

Runs APP (build/desktop/desktop) on each panel (by default every one) in English and in Arabic,
on a fresh session at the headless states' instant, waits until its window is on the
accessibility bus and walks the window's accessible tree as Orca would. Every control, image
and chart in the tree (push and toggle buttons, check boxes, entries, list items, images, ...)
must have a name: not none, not a GTK type's name ("GtkPicture"), not a widget name for the
headless mode's clicks ("donut-3"). Then the sheets and forms behind the panels' buttons (FLOWS),
each reached as a screen reader's user reaches it, by the buttons' AT-SPI actions, and walked
again. Prints one line a panel or flow and language, the nameless ones under it, and exits 1 if
there is any.

Needs the system's Python (python3-gi, gir1.2-atspi-2.0), a display and a session bus with the
accessibility bus (at-spi2-core); tools/test_desktop runs it on its private bus.
"""

import os
import re
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

APP_ID = "org.libfoodtruck.FoodTruck"
NOW = "1796000000000"  # the headless states' instant
PANELS = ["truck", "orders", "social-feed", "account", "sales-history", "donuts", "donut-editor", "top-five",
          "cupertino", "san-francisco", "london"]
CHECKED = {"push button", "toggle button", "check box", "radio button", "entry", "password text", "image",
           "list item", "slider", "spin button", "switch", "combo box", "link", "menu item", "page tab"}
# The sheets and forms behind buttons: runs of the app on one session, each on a panel with the
# buttons pressed in turn (by accessible name, English|Arabic), the tree walked after each press.
TEST_STORE_ON = ("account", ["Test Store|متجر تجريبي"])
FLOWS = {
    "account-forms": [("account", ["Sign Up|إنشاء حساب", "Use Passkey|استخدام مفتاح المرور"])],
    "account-store": [TEST_STORE_ON, ("account", ["Refund purchases|استرداد المشتريات"])],
    "feed-sheet": [TEST_STORE_ON, ("social-feed", ["Get Started|ابدأ"])],
    "sales-unlock": [TEST_STORE_ON, ("sales-history", ["Year|سنة", "Unlock|فتح"])],
}
PRESSABLE = {"push button", "toggle button", "switch", "list item", "check box"}
NAMELESS = re.compile(r"|(Gtk|Adw)\w+|[a-z0-9]+([-/][a-z0-9]+)+")


def find_window(timeout=20.0, pid=None):
    """The app's frame on the accessibility bus (the one running as pid, if given), once it has
    one."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            try:
                if (app is not None and app.get_name() == APP_ID and app.get_child_count() > 0
                        and (pid is None or app.get_process_id() == pid)):
                    return app.get_child_at_index(0)
            except gi.repository.GLib.Error:
                pass
        time.sleep(0.2)
    return None


def walk(node, found, path=()):
    """Every checked node under node: (role, name, path of the ancestors' roles and names)."""
    try:
        role, name, count = node.get_role_name(), node.get_name() or "", node.get_child_count()
    except gi.repository.GLib.Error:
        return
    if role in CHECKED:
        found.append((role, name, path))
    for i in range(count):
        try:
            child = node.get_child_at_index(i)
        except gi.repository.GLib.Error:
            continue
        if child is not None:
            walk(child, found, path + (f"{role}[{name}]" if name else role,))


def find_named(node, names, found):
    """Every pressable node named one of names, depth first, into found."""
    try:
        if node.get_role_name() in PRESSABLE and node.get_name() in names:
            found.append(node)
        count = node.get_child_count()
    except gi.repository.GLib.Error:
        return
    for i in range(count):
        try:
            child = node.get_child_at_index(i)
        except gi.repository.GLib.Error:
            continue
        if child is not None:
            find_named(child, names, found)


def press(window, names):
    """Presses the node named one of names as a screen reader's user does, by its action (a
    button's click, a switch's toggle; a list's row has none in GTK 4.8). False when nothing so
    named shows."""
    found = []
    find_named(window, names.split("|"), found)
    for node in found:
        if node.get_n_actions() > 0:
            return node.do_action(0)
    return False


def launch(app_path, folder, panel, locale):
    """The app on panel, with its accessibility on, on a fresh session in folder."""
    env = dict(os.environ)
    env.pop("GTK_A11Y", None)
    env.pop("NO_AT_BRIDGE", None)
    return subprocess.Popen([app_path, "--session", os.path.join(folder, "a11y.sqlite"), "--now", NOW,
                             "--locale", locale, "--panel", panel, "--size", "1000x650"],
                            env=env, stderr=subprocess.DEVNULL)


def check(app_path, runs, locale):
    """What the walk finds in each run (a panel, then after each press); None when a window
    never reached the bus, a string when a press found nothing to press. The runs share one
    session (the test store's records beside its file)."""
    found = []
    with tempfile.TemporaryDirectory() as folder:
        for panel, presses in runs:
            process = launch(app_path, folder, panel, locale)
            try:
                window = find_window()
                if window is None:
                    return None
                time.sleep(1.0)  # the first frames: the panel's widgets made and laid out
                walk(window, found)
                for names in presses:
                    if not press(window, names):
                        return f"nothing to press named {names}"
                    time.sleep(0.8)  # the refresh and its frames
                    walk(window, found)
            finally:
                process.terminate()
                process.wait(timeout=10)
    return found


def focused(node):
    """The node in node's tree whose state is focused, or None."""
    try:
        if node.get_state_set().contains(Atspi.StateType.FOCUSED):
            return node
        count = node.get_child_count()
    except gi.repository.GLib.Error:
        return None
    for i in range(count):
        try:
            child = node.get_child_at_index(i)
        except gi.repository.GLib.Error:
            continue
        found = focused(child) if child is not None else None
        if found is not None:
            return found
    return None


def main():
    if sys.argv[1] == "--focused":
        window = find_window(10.0, int(sys.argv[2]))
        node = focused(window) if window is not None else None
        if node is None:
            return 1
        print(node.get_name())
        return 0
    app_path, names = sys.argv[1], sys.argv[2:] or PANELS + list(FLOWS)
    failed = False
    total = 0
    for name in names:
        runs = FLOWS.get(name, [(name, [])])
        for locale in ("en", "ar"):
            found = check(app_path, runs, locale)
            if found is None or isinstance(found, str):
                print(f"{name} {locale}: " + (found or "the app's window never reached the accessibility bus"))
                failed = True
                continue
            nameless = [f for f in found if NAMELESS.fullmatch(f[1])]
            total += len(found)
            print(f"{name} {locale}: {len(found)} controls, images and charts, {len(nameless)} without a name")
            for role, shown, path in nameless[:12]:
                print(f"    {role} [{shown}] in {' > '.join(path[-3:])}")
            failed = failed or bool(nameless)
    print(f"a11y: {total} controls, images and charts in all")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
