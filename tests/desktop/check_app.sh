# SPDX-License-Identifier: Apache-2.0
# check_app.sh (sourced by tools/test_desktop): what the whole app does, beyond one panel: the
# language switch at run time and the durable session.

# The language key names the other language; clicking it makes the window anew in it: every
# word Arabic (the sidebar's title, the panel's), the key now "English"; clicking that, back.
render switch-en-1000x650 --size 1000x650 --panel orders --click "العربية"
expect switch-en-1000x650 "شاحنة الطعام"
expect switch-en-1000x650 "الطلبات"
expect switch-en-1000x650 "English"
lacks switch-en-1000x650 "Food Truck"
lacks switch-en-1000x650 "Orders"
render switch-back-en-1000x650 --size 1000x650 --panel orders --click "العربية" --click English
expect switch-back-en-1000x650 "Food Truck"
lacks switch-back-en-1000x650 "شاحنة الطعام"
echo "  ok    the language switch: every word anew in Arabic, and back"

# Durable: a change made in one run (the order prepared, in Arabic) is there in the next,
# which opens the same file without --locale: the session's language is kept too; a second
# run does not simulate the day again (the order would be Placed).
rm -f "$out/kept.sqlite"
render kept1-ar-1000x650 --session "$out/kept.sqlite" --locale ar --size 1000x650 --panel orders --order 24 --press 1
expect kept1-ar-1000x650 "قيد التحضير"
render kept2-ar-1000x650 --session "$out/kept.sqlite" --size 1000x650 --panel orders --order 24
expect kept2-ar-1000x650 "قيد التحضير"
lacks kept2-ar-1000x650 "تم الطلب"
expect kept2-ar-1000x650 "شاحنة الطعام"
echo "  ok    the durable session: an order prepared in one run is preparing in the next, in its language"

# The command line: --help is no mistake (usage on stdout, exit 0); a wrong option is (exit 2).
"$out/desktop" --help | grep -q '^usage: desktop' || fail "desktop --help"
status=0
"$out/desktop" --panel nowhere >/dev/null 2>&1 || status=$?
[ "$status" = 2 ] || fail "desktop --panel nowhere exits $status, not 2"
echo "  ok    the command line: --help, and a panel that is none refused"

# The README's pictures are the app as it renders now.
"$out/check_png" docs/images/desktop-truck-en.png 1000 650 "$out/truck-en-1000x650.png" >/dev/null ||
  fail "docs/images/desktop-truck-en.png is not the Truck panel as it renders (copy build/desktop/truck-en-1000x650.png)"
"$out/check_png" docs/images/desktop-top-five-ar.png 1000 650 "$out/top-five-ar-1000x650.png" >/dev/null ||
  fail "docs/images/desktop-top-five-ar.png is not Top 5 as it renders (copy build/desktop/top-five-ar-1000x650.png)"
echo "  ok    the README's pictures are the app as it renders"

# The geometry a person notices, from the widgets' allocations (--measure): the two header bars
# (the sidebar's, the detail's) are one height in every state, the live activity's pill and the
# next-step button in the bar or not; and nothing an Orders row, a Truck tile or a Donuts cell
# holds (its texts as Pango sets them, its pictures as they are fitted) comes nearer than 6 px
# to the frame's edges.
heights=$(cat "$out"/*.measure | sed -n 's/^header //p' | sort -u | paste -s -d ' ')
[ "$(wc -w <<<"$heights")" = 1 ] || fail "the header bars differ in height across the states: $heights px"
grep -q '^header' "$out/activity-en-1000x650.measure" && grep -q '^header' "$out/orders-en-1000x650.measure" ||
  fail "no header bar measured with and without the pill"
[ "$(grep -c '^header' "$out/activity-en-1000x650.measure")" = 2 ] || fail "activity-en-1000x650: not two header bars side by side"
frames=0
for measure in "$out"/{orders,sections,truck,truck-later,donuts}-{en,ar}-{1000x650,390x844}.measure; do
  [ -f "$measure" ] || { fail "no $measure"; continue; }
  near=$(awk '$1 == "inset" && $3 < 6' "$measure")
  [ -z "$near" ] || fail "$(basename "$measure"): nearer than 6 px to its frame's edge: $(head -3 <<<"$near" | paste -s -d ';')"
  frames=$((frames + $(grep -c '^inset' "$measure")))
done
echo "  ok    header bars all $heights px high, the pill showing or not; $frames texts and pictures in Orders rows, Truck tiles and Donuts cells at least 6 px inside"

# Every text a person reads, measured from the pictures (tests/desktop/contrast.py): each text
# style's least contrast against what it is painted on, in every state of both languages and
# sizes, light and dark (the *-dark states), at least 4.5:1 (WCAG AA). Greyed-out controls
# are exempt, as WCAG has it.
ls "$out"/*-dark-*.measure >/dev/null 2>&1 || fail "no dark state measured"
if CHECK_PNG="$out/check_png" python3 tests/desktop/contrast.py "$out"/*.measure >"$out/contrast.txt"; then
  echo "  ok    text contrast at least 4.5:1 in every style, light and dark: $(wc -l <"$out/contrast.txt") styles, the least $(head -1 "$out/contrast.txt" | cut -c5-11) ($out/contrast.txt)"
else
  grep '^LOW' "$out/contrast.txt"
  fail "a text style below 4.5:1 (tests/desktop/contrast.py)"
fi

# The window opens as a person left it: resized to 720x540 (xdotool, as a window manager would),
# its size is kept in the user's configuration once it rests, and the next run opens at it.
# (The panel is the durable session's: check_storage.sh and the session's own tests.)
command -v xdotool >/dev/null || { echo "installing xdotool" >&2; apt_install xdotool; }
config_home="$out/config-home"
rm -rf "$config_home" "$out/window-size.sqlite"*
window_geometry() { # the app's window's size, WxH, as X has it
  local pid=$1 window
  window=$(timeout 20 xdotool search --sync --pid "$pid" | tail -1)
  sleep 1
  xdotool getwindowgeometry "$window" | sed -n 's/^ *Geometry: //p'
}
XDG_CONFIG_HOME="$config_home" "$out/desktop" --session "$out/window-size.sqlite" >"$out/window-size.err" 2>&1 &
pid=$!
first=$(window_geometry "$pid")
xdotool windowsize --sync "$(xdotool search --pid "$pid" | tail -1)" 720 540
sleep 1.5
kill "$pid"
wait "$pid" 2>/dev/null || true
XDG_CONFIG_HOME="$config_home" "$out/desktop" --session "$out/window-size.sqlite" >>"$out/window-size.err" 2>&1 &
pid=$!
second=$(window_geometry "$pid")
kill "$pid"
wait "$pid" 2>/dev/null || true
[ "$first" = 1000x650 ] || fail "the first run's window is $first, not the default 1000x650"
[ "$second" = 720x540 ] || fail "the next run's window is $second, not the 720x540 it was left at"
grep -qx 'width=720' "$config_home/org.libfoodtruck.FoodTruck/window.ini" || fail "the window's size is not kept in \$XDG_CONFIG_HOME"
echo "  ok    the window opens as it was left: 1000x650 at first, 720x540 after a resize (kept in \$XDG_CONFIG_HOME)"
