# SPDX-License-Identifier: Apache-2.0
# check_keyboard.sh (sourced by tools/test_desktop): the app by keyboard alone, as the GNOME HIG
# asks. The app runs live (the clock running, its accessibility on) and xdotool presses keys
# through XTEST, as a keyboard does; --focus-log records every change of the keyboard's focus
# (focus.c): the time, where it is (sidebar, header, panel) and the widget's type and accessible
# name; and what a screen reader hears has the focus is read through AT-SPI (a11y.py
# --focused), which must name the same control.
command -v xdotool >/dev/null || { echo "installing xdotool" >&2; apt_install xdotool; }

# keyboard NAME ARGS... -- KEYS...: the app with ARGS, on a session of its own, its window given
# the focus, then KEYS pressed 150 ms apart; the app stays up (its pid in keyboard_pid) and
# its focus log is $out/NAME.focus.
keyboard() {
  local name=$1 args=()
  shift
  while [ $# -gt 0 ] && [ "$1" != -- ]; do args+=("$1"); shift; done
  shift
  rm -f "$out/$name.focus" "$out/$name.sqlite"*
  env -u GTK_A11Y -u NO_AT_BRIDGE "$out/desktop" --now 1796000000000 --session "$out/$name.sqlite" \
    --focus-log "$out/$name.focus" "${args[@]}" >"$out/$name.err" 2>&1 &
  keyboard_pid=$!
  local window
  window=$(timeout 20 xdotool search --sync --pid "$keyboard_pid" | tail -1) || { fail "$name: no window"; return 0; }
  sleep 1 # the first frame and the first focus
  xdotool windowfocus --sync "$window"
  [ $# -eq 0 ] || xdotool key --delay 150 "$@"
  sleep 0.5
}
# focus_lines NAME: the focus log's lines without their times.
focus_lines() { cut -d' ' -f2- "$out/$1.focus"; }
# heard NAME: what AT-SPI says has the focus in NAME's app (its window made the active one
# again: a screen reader hears the focus of the active window) must be what its focus log says
# last (the log's widget names are the accessible names the app gave, or the widget's text).
heard() {
  local said logged
  xdotool windowfocus --sync "$(xdotool search --pid "$keyboard_pid" | tail -1)"
  sleep 0.3
  said=$(/usr/bin/python3 tests/desktop/a11y.py --focused "$keyboard_pid" 2>/dev/null)
  logged=$(tail -1 "$out/$1.focus" | cut -d' ' -f4-)
  [ "$said" = "$logged" ] || fail "$1: AT-SPI says \"$said\" has the focus, the app \"$logged\""
}

# The Tab walk, from the Truck screen: Tab into the sidebar (at the shown panel's row), then for
# each panel Enter opens it (the focus stays on its row), Tab goes into the panel (nothing of the
# header bar in the way) to its first control in reading order, Shift+Tab back to the row, and
# Down moves the focus, not the selection, to the next panel's row. Each panel's first control,
# in English: the Truck's first card header, the searches, the Social Feed's toolbar toggle, Sign
# In, the timeframe pickers' first segment, the Donut Editor's name field ("Donut Name"), each
# city's first parking spot; AT-SPI must say each has the focus too.
first_controls=("GtkButton New Orders" "GtkSearchEntry Search" "GtkToggleButton Subscription Options"
  "GtkButton Sign In" "GtkToggleButton 2 Weeks" "GtkSearchEntry Search" "GtkEntry Donut Name" "GtkToggleButton Day"
  "GtkToggleButton Apple Park" "GtkToggleButton Coit Tower" "GtkToggleButton Big Ben")
for locale in en ar; do
  keyboard "walk-$locale" --locale "$locale" -- Tab
  for _ in "${first_controls[@]}"; do
    xdotool key --delay 150 Return Tab
    sleep 0.3
    heard "walk-$locale" # the panel's first control, to a screen reader too
    xdotool key --delay 150 shift+Tab Down
  done
  sleep 0.3
  kill "$keyboard_pid"
  wait "$keyboard_pid" 2>/dev/null || true
  mapfile -t seen < <(focus_lines "walk-$locale")
  [[ "${seen[0]}" == "sidebar GtkButton "* ]] || fail "walk-$locale: the window's first focus is not the sidebar's language key: ${seen[0]}"
  for i in "${!first_controls[@]}"; do
    row=${seen[$((1 + 3 * i))]:-} control=${seen[$((2 + 3 * i))]:-} back=${seen[$((3 + 3 * i))]:-}
    [[ "$row" == "sidebar GtkListBoxRow "* ]] || fail "walk-$locale: panel $i: the focus is not on a sidebar row: $row"
    [ "$back" = "$row" ] || fail "walk-$locale: panel $i: Shift+Tab does not come back to the panel's row ($row): $back"
    expected_control=${first_controls[$i]}
    if [ "$locale" = en ]; then
      [ "$control" = "panel $expected_control" ] || fail "walk-en: panel $i: Tab reaches \"$control\", not \"panel $expected_control\""
    else
      # Arabic: the same control, so the same type, named in Arabic.
      type=${expected_control%% *}
      [[ "$control" == "panel $type "* && "$control" != "panel $expected_control" ]] ||
        fail "walk-ar: panel $i: Tab reaches \"$control\", not a $type named in Arabic"
    fi
  done
  [ "${#seen[@]}" -ge 34 ] || fail "walk-$locale: ${#seen[@]} focus changes, not the walk's 34"
done
echo "  ok    by keyboard: Tab into the sidebar, Enter opens a panel, Tab reaches its first control, which AT-SPI says has the focus (11 panels, en and ar)"

# The focus stays over 60 s of the clock's wakes: on Cities, a parking spot (the page is made
# anew only when its words change); on Orders, an order's row while orders arrive and move on
# (a row is kept by its order, so the one under the focus stays). The clock runs from the
# simulated afternoon, when orders come every few seconds.
keyboard stay-cities --panel san-francisco -- Tab
cities_pid=$keyboard_pid
keyboard stay-orders --panel orders -- Tab Tab Tab Tab Tab Down Down
orders_pid=$keyboard_pid
cities_before=$(wc -l <"$out/stay-cities.focus") orders_before=$(wc -l <"$out/stay-orders.focus")
sleep 60
keyboard_pid=$cities_pid heard stay-cities
keyboard_pid=$orders_pid heard stay-orders
cities_after=$(wc -l <"$out/stay-cities.focus") orders_after=$(wc -l <"$out/stay-orders.focus")
kill "$cities_pid" "$orders_pid"
wait "$cities_pid" "$orders_pid" 2>/dev/null || true
[ "$(tail -n +"$cities_before" "$out/stay-cities.focus" | head -1 | cut -d' ' -f2-)" = "panel GtkToggleButton Fisherman's Wharf" ] ||
  fail "stay-cities: Tab did not reach the second parking spot: $(tail -n 1 "$out/stay-cities.focus")"
[ "$(tail -n +"$orders_before" "$out/stay-orders.focus" | head -1 | cut -d' ' -f2-)" = "panel GtkListBoxRow Order#1203" ] ||
  fail "stay-orders: the keys did not reach the third order's row: $(tail -n 1 "$out/stay-orders.focus")"
[ "$cities_after" = "$cities_before" ] || { tail -n +"$cities_before" "$out/stay-cities.focus"; fail "stay-cities: the focus moved during the clock's wakes"; }
[ "$orders_after" = "$orders_before" ] || { tail -n +"$orders_before" "$out/stay-orders.focus"; fail "stay-orders: the focus moved during the clock's wakes"; }
echo "  ok    the focus stays for 60 s of the clock's wakes (a San Francisco parking spot, an order's row), the app and AT-SPI agreeing"
