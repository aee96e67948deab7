# SPDX-License-Identifier: Apache-2.0
"""check_pty.py: the terminal Food Truck's interactive mode in a pseudo-terminal.

Starts build/shell/shell-gcc on a pty, presses keys (2: Orders, l: Arabic, q: quit) and checks
what it drew; then the City panel (7: the truck's city, c: the next one); then starts it again
and stops it with SIGTERM, and with a resize in between. Run from the repository, so that the
shell finds its weather file.
Each run must end with status 0 after restoring the terminal (cursor shown again).

    python3 tests/shell/check_pty.py build/shell/shell-gcc
"""

import fcntl
import os
import pty
import select
import signal
import struct
import sys
import termios
import time


def run(binary, actions):
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(binary, [binary])
    output = b""

    def read_for(seconds):
        nonlocal output
        end = time.time() + seconds
        while time.time() < end:
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                try:
                    output += os.read(fd, 65536)
                except OSError:
                    return

    read_for(1.0)
    for action in actions:
        if isinstance(action, bytes):
            os.write(fd, action)
        elif action == "resize":
            fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
            os.kill(pid, signal.SIGWINCH)
        elif action == "term":
            os.kill(pid, signal.SIGTERM)
        read_for(0.6)
    deadline = time.time() + 5
    status = None
    while time.time() < deadline:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        read_for(0.1)
    else:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        return None, output.decode("utf-8", "replace")
    return status, output.decode("utf-8", "replace")


def main():
    binary = sys.argv[1]
    failures = []
    status, text = run(binary, [b"2", b"l", b"q"])
    if status is None or not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        failures.append(f"keys: did not exit cleanly ({status})")
    for needed, what in [("Order#12", "the Orders panel in English"), ("#\ufe90\ufee0\ufec3", "Arabic after l (\"طلب\" as the shell orders and joins it)"),
                         ("\x1b[?25h", "the cursor restored at exit")]:
        if needed not in text:
            failures.append(f"keys: no {what}")
    status, text = run(binary, [b"7", b"c", b"q"])
    if status is None or not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        failures.append(f"City panel: did not exit cleanly ({status})")
    for needed, what in [("Recommended: Apple Park", "Cupertino's panel after 7"),
                         ("Cloud cover percentage is currently 88% in San Francisco",
                          "San Francisco's panel after c")]:
        if needed not in text:
            failures.append(f"City panel: no {what}")
    status, text = run(binary, ["resize", "term"])
    if status is None or not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        failures.append(f"SIGTERM: did not exit cleanly ({status})")
    if "\x1b[?25h" not in text:
        failures.append("SIGTERM: the terminal was not restored")
    for failure in failures:
        print("  FAIL  pty:", failure)
    if not failures:
        print("  ok    interactive mode on a pty: panels, the City panel, Arabic, resize, quit and SIGTERM restore the terminal")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
