# SPDX-License-Identifier: Apache-2.0
# check_orders.sh (sourced by tools/test_desktop): the Orders panel shows the library's orders in
# the sort asked for (the table, wide) or in status sections (compact); the search, the headings'
# clicks and the next-step button go to the library; the order-complete sheet shows its texts.

# What the panel must show comes from `expected` (tools/test_desktop): the orders sorted there by
# each order's own fields, the sections grouped there by each order's status, the sheet's texts
# for an order completed there.
# after NAME LINE: the dump's lines after the first that is LINE.
after() { awk -v from="$2" 'seen { print } $0 == from && !seen { seen = 1 }' "$out/$1.txt"; }
# shows_first NAME LINE EXPECTED MIN: after LINE the dump shows the first lines of the file
# EXPECTED, at least MIN of them (the rest scrolled out of sight), and nothing else.
shows_first() {
  local shown
  shown=$(after "$1" "$2" | wc -l)
  [ "$shown" -ge "$4" ] || { fail "$1: $shown lines after \"$2\", fewer than $4"; return 0; }
  after "$1" "$2" | diff - <(head -n "$shown" "$3") >"$out/$1.diff" ||
    { head -8 "$out/$1.diff"; fail "$1: not the expected orders after \"$2\" ($3)"; }
}
# shows_all NAME LINE EXPECTED: after LINE the dump shows exactly the file EXPECTED.
shows_all() {
  after "$1" "$2" | diff - "$3" >"$out/$1.diff" || { head -8 "$out/$1.diff"; fail "$1: not exactly $3 after \"$2\""; }
}
# Each language's words the checks anchor on: the Date heading (the table's last), the search's
# placeholder. The headings are the original's columns, in its order (domain facts 2.7).
headings_en=(Order Donuts Status Date)
headings_ar=('الطلب' 'الدونات' 'الحالة' 'التاريخ')
search_word=([0]=Search [1]='بحث')
locales=(en ar)

for l in 0 1; do
  locale=${locales[$l]}
  if [ "$l" = 0 ]; then headings=("${headings_en[@]}"); else headings=("${headings_ar[@]}"); fi
  date_heading=${headings[3]}
  # The original's default sort: by status, descending (Ready before Placed), equal statuses by number.
  expected table 2 1 "$l" >"$out/expected-table-$locale.txt" || fail "check_orders: the library call"
  expected table 2 1 "$l" 121 >"$out/expected-table-121-$locale.txt" || fail "check_orders: the library call"
  expected sections 2 1 "$l" >"$out/expected-sections-$locale.txt" || fail "check_orders: the library call"
  expected sections 2 1 "$l" 121 >"$out/expected-sections-121-$locale.txt" || fail "check_orders: the library call"
  # Wide: the table, its headings then its rows (6 at least in sight), the last order (Placed,
  # the newest) scrolled out of sight.
  grep -A3 -xF "${headings[0]}" "$out/orders-$locale-1000x650.txt" | head -4 | diff - <(printf '%s\n' "${headings[@]}") >/dev/null ||
    fail "orders-$locale-1000x650: the headings"
  shows_first "orders-$locale-1000x650" "$date_heading" "$out/expected-table-$locale.txt" 24
  newest_id=$(grep -E '#1224$' "$out/expected-table-$locale.txt") || fail "check_orders: no #1224 in the expected table"
  [ -n "$newest_id" ] && lacks "orders-$locale-1000x650" "$newest_id"
  shows_first "sections-$locale-1000x650" "$date_heading" "$out/expected-table-121-$locale.txt" 24
  # Compact: no headings; the sections under the search, each status's orders (ids and donuts).
  lacks "orders-$locale-390x844" "${headings[2]}"
  shows_first "orders-$locale-390x844" "${search_word[$l]}" "$out/expected-sections-$locale.txt" 12
  shows_all "sections-$locale-390x844" 121 "$out/expected-sections-121-$locale.txt"
done
# The compact sections of seed 1 at start: New, the placed orders (#1216 to #1224), then Ready
# (#1201 to #1215).
[ "$(head -1 "$out/expected-sections-en.txt")" = New ] || fail "check_orders: the first section is not New"
grep -qxF Ready "$out/expected-sections-en.txt" || fail "check_orders: no Ready section"
expect orders-en-1000x650 "Food Truck"
lacks orders-en-390x844 "Food Truck"
# The library's width rule, at its edge: the panel (folded, as wide as the window) is compact
# below 400 points, the original's default threshold (domain facts 6.5), and the table from 400.
render edge-en-400x844 --size 400x844 --panel orders
render edge-en-399x844 --size 399x844 --panel orders
expect edge-en-400x844 Status
lacks edge-en-400x844 New
expect edge-en-399x844 New
lacks edge-en-399x844 Status
echo "  ok    the Orders table in the original's default sort (status, descending); compact (below 400), its status sections"

# A heading's click sorts by its column, ascending; a second click, descending (wide only: the
# compact list has no headings). Donuts is clicked in a window narrow enough to fold the sidebar
# (whose Donuts row would take the click) and still wide enough for the table.
render sorted-en-1000x650 --size 1000x650 --panel orders --click Status
render sorted-ar-1000x650 --locale ar --size 1000x650 --panel orders --click 'الحالة'
golden sorted-en-1000x650
golden sorted-ar-1000x650
expected table 2 0 0 >"$out/expected-status-up-en.txt" || fail "check_orders: the library call"
expected table 2 0 1 >"$out/expected-status-up-ar.txt" || fail "check_orders: the library call"
shows_first sorted-en-1000x650 Date "$out/expected-status-up-en.txt" 24
shows_first sorted-ar-1000x650 'التاريخ' "$out/expected-status-up-ar.txt" 24
render by-date-en-1000x650 --size 1000x650 --panel orders --click Date --click Date
expected table 1 1 0 >"$out/expected-date-down-en.txt" || fail "check_orders: the library call"
shows_first by-date-en-1000x650 Date "$out/expected-date-down-en.txt" 24
render by-donuts-en-500x650 --size 500x650 --panel orders --click Donuts
render by-donuts-down-en-500x650 --size 500x650 --panel orders --click Donuts --click Donuts
expected table 3 0 0 >"$out/expected-donuts-up-en.txt" || fail "check_orders: the library call"
expected table 3 1 0 >"$out/expected-donuts-down-en.txt" || fail "check_orders: the library call"
shows_first by-donuts-en-500x650 Date "$out/expected-donuts-up-en.txt" 24
shows_first by-donuts-down-en-500x650 Date "$out/expected-donuts-down-en.txt" 24
echo "  ok    the headings sort: Status flips to ascending, Date twice newest first, Donuts up then down"

# Compact sections after a session's changes, kept in a durable session from run to run: #1224
# prepared, #1223 handed over; the search 122 (#1220 to #1224) leaves Ready empty, so its section
# is left out; the sections come in the original's order, New (Placed), Preparing, Completed.
rm -f "$out/sections.sqlite"
render sections1-en-390x844 --session "$out/sections.sqlite" --locale en --size 390x844 --panel orders --order 24 --press 1
render sections2-en-390x844 --session "$out/sections.sqlite" --size 390x844 --panel orders --order 23 --press 3 --click Done
render sections3-en-390x844 --session "$out/sections.sqlite" --size 390x844 --panel orders --search 122
after sections3-en-390x844 122 | grep -vxE '\+?[0-9]+' | tr '\n' ' ' |
  diff - <(printf '%s ' New Order#1220 Order#1221 Order#1222 Preparing Order#1224 Completed Order#1223) >/dev/null ||
  fail "the sections after #1224 prepared and #1223 completed: $(after sections3-en-390x844 122 | tr '\n' ' ')"
echo "  ok    the compact sections: New (placed), Preparing, Completed in that order, the empty Ready left out"

# An order's detail: its id as the title, the next-step button beside it in the header bar, its
# status, date and lines.
diff - "$out/order-en-390x844.txt" >"$out/diff.txt" <<'DUMP' || { cat "$out/diff.txt"; fail "the order's detail (en, narrow)"; }
Order#1224
Prepare
Placed
Today, 4:47 PM
Nighttime
3
Fire Zest
4
Lemon Chocolate
3
Custard
5
DUMP
expect order-ar-390x844 "طلب#1224"
expect order-ar-390x844 "تم الطلب"
expect order-ar-390x844 "تحضير"
echo "  ok    an order's detail with the library's next-step button"

# The search goes to the library: orders with Custard (seed 1), and the library's word for none.
render "search-en-1000x650" --size 1000x650 --panel orders --search Custard
render "nothing-ar-390x844" --locale ar --size 390x844 --panel orders --search zzz
expected table 2 1 0 Custard >"$out/expected-custard-en.txt" || fail "check_orders: the library call"
shows_all search-en-1000x650 Date "$out/expected-custard-en.txt"
grep -xE 'Order#[0-9]+' "$out/search-en-1000x650.txt" | sort | tr '\n' ' ' |
  diff - <(printf 'Order#1202 Order#1210 Order#1211 Order#1212 Order#1217 Order#1224 ') >/dev/null ||
  fail "the orders with Custard"
expect nothing-ar-390x844 "لا توجد طلبات"
lacks nothing-ar-390x844 "تم الطلب" # no sections over no orders
expect orders-en-1000x650 Search
expect orders-ar-390x844 "بحث"
echo "  ok    the search: the library's matches, its placeholder and its word for no orders"

# A scripted interaction: the next-step button pressed through GTK ("clicked") moves the order
# on with the library; the detail then offers the library's next action, and none when done.
# The header bar's pill shows the live activity the preparation started: its order and countdown.
render "press1-en-1000x650" --size 1000x650 --panel orders --order 24 --press 1
render "press3-ar-390x844" --locale ar --size 390x844 --panel orders --order 24 --press 3
grep -vxF 'العربية' "$out/press1-en-1000x650.txt" | sed -n '15,$p' | diff - <(printf '%s\n' Order#1224 "Order 1224" 1:00 Ready Preparing "Today, 4:47 PM" 1:00 \
  Nighttime 3 "Fire Zest" 4 "Lemon Chocolate" 3 Custard 5) >/dev/null || fail "the order after Prepare"
expect press3-ar-390x844 "مكتمل"
lacks press3-ar-390x844 "تحضير"
echo "  ok    pressing the next-step button: Preparing with its 1:00 countdown, then Ready, then Completed"

# The order-complete sheet: once the button hands the order over (the third press), the
# library's sheet for it, over the completed order's detail, last in the dump; Done dismisses it.
# Not before: no sheet on the placed or preparing order.
for l in 0 1; do
  locale=${locales[$l]}
  expected sheet 24 "$l" >"$out/expected-sheet-$locale.txt" || fail "check_orders: the library call"
  for size in 1000x650 390x844; do
    tail -3 "$out/sheet-$locale-$size.txt" | diff - "$out/expected-sheet-$locale.txt" >/dev/null ||
      fail "sheet-$locale-$size: the sheet's texts are not $(tr '\n' ' ' <"$out/expected-sheet-$locale.txt")"
  done
done
expect sheet-en-390x844 Completed
title=$(head -1 "$out/expected-sheet-en.txt")
lacks order-en-390x844 "$title"
lacks press1-en-1000x650 "$title"
render sheet-done-en-390x844 --size 390x844 --panel orders --order 24 --press 3 --click Done
lacks sheet-done-en-390x844 "$title"
lacks sheet-done-en-390x844 Done
expect sheet-done-en-390x844 Completed
echo "  ok    the order-complete sheet: the library's title, summary and Done when handed over; Done dismisses it"
