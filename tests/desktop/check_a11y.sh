# SPDX-License-Identifier: Apache-2.0
# check_a11y.sh (sourced by tools/test_desktop): what a screen reader finds, through AT-SPI on the
# test's private session bus (its accessibility bus started by at-spi2-core on demand): every
# control, image and chart of every panel, in English and in Arabic, has a name, from the
# library's words or its charts' text alternatives (tests/desktop/a11y.py, with the system's
# Python and its GObject bindings), and so has everything behind their buttons (the sign-up
# form, the test store's switch and refund screen, the subscription sheet, the unlock card),
# reached by the buttons' AT-SPI actions; the pages not on screen are out of the tree.
/usr/bin/python3 -c 'import gi; gi.require_version("Atspi", "2.0")' 2>/dev/null && [ -x /usr/libexec/at-spi-bus-launcher ] ||
  { echo "installing at-spi2-core python3-gi gir1.2-atspi-2.0" >&2; apt_install at-spi2-core python3-gi gir1.2-atspi-2.0; }
if /usr/bin/python3 tests/desktop/a11y.py "$out/desktop" >"$out/a11y.txt" 2>"$out/a11y.err"; then
  echo "  ok    AT-SPI: $(tail -1 "$out/a11y.txt" | sed 's/^a11y: //'), every one named, on every panel and the sheets and forms behind its buttons, in English and Arabic"
else
  grep -v '^a11y:' "$out/a11y.txt" | grep -v ' 0 without a name' | head -30
  fail "AT-SPI: controls, images or charts without a name"
fi
