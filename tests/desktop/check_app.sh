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
python3 tests/desktop/check_png.py docs/images/desktop-truck-en.png 1000 650 "$out/truck-en-1000x650.png" >/dev/null ||
  fail "docs/images/desktop-truck-en.png is not the Truck panel as it renders (copy build/desktop/truck-en-1000x650.png)"
python3 tests/desktop/check_png.py docs/images/desktop-top-five-ar.png 1000 650 "$out/top-five-ar-1000x650.png" >/dev/null ||
  fail "docs/images/desktop-top-five-ar.png is not Top 5 as it renders (copy build/desktop/top-five-ar-1000x650.png)"
echo "  ok    the README's pictures are the app as it renders"
