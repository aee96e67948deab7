# SPDX-License-Identifier: Apache-2.0
# check_truck.sh (sourced by tools/test_desktop): the Truck panel's cards.

# after_header NAME HEADER COUNT: the COUNT lines of NAME's dump after the last line HEADER (the
# card's header: the sidebar, listed first, may show the same word).
after_header() {
  awk -v header="$2" -v count="$3" '$0 == header { n = NR; delete seen } n && NR > n && NR <= n + count { seen[NR] = $0 }
    END { for (i = n + 1; i <= n + count; i++) print seen[i] }' "$out/$1.txt"
}

# New Orders: the tiles' ids, the five highest order numbers newest first, each with its stack's
# "+N" where it has more than three donuts, then the newest order's id and its donuts (seed 1:
# #1224 to #1220, 15 donuts), in both languages and sizes; ten minutes later (truck-later), the
# live orders that arrived meanwhile.
for state in truck:0 truck-later:600000; do
  for locale in en ar; do
    code=0
    [ "$locale" = ar ] && code=1
    header=$(expected card-title $code 0) # New Orders
    expected=$(expected new-orders $code "${state#*:}") || { fail "check_truck: the library call"; break; }
    lines=$(printf '%s\n' "$expected" | wc -l)
    [ "$lines" -ge 7 ] || fail "check_truck: expected.py new-orders gives fewer than 7 lines"
    for size in 1000x650 390x844; do
      after_header "${state%:*}-$locale-$size" "$header" "$lines" | diff - <(printf '%s\n' "$expected") >/dev/null ||
        fail "${state%:*}-$locale-$size: the New Orders card (wanted: $(printf '%s' "$expected" | tr '\n' ' '))"
    done
  done
done
new_orders=$(expected card-title 0 0)
[ "$(after_header truck-en-1000x650 "$new_orders" 1)" != "$(after_header truck-later-en-1000x650 "$new_orders" 1)" ] ||
  fail "truck-later: no new order arrived in ten minutes: the state proves nothing"
echo "  ok    the Truck panel: New Orders tiles the five newest orders, then the newest's id and donuts (en, ar; at start and 10 min later)"

# Social Feed: the tag cloud holds the 16 trending tags in the library's order (where the card
# shows, beside the Donuts card at 1000x650).
for locale in en ar; do
  code=0
  [ "$locale" = ar ] && code=1
  header=$(expected card-title $code 3) # Social Feed
  expected=$(expected trending $code) || { fail "check_truck: the library call"; break; }
  after_header "truck-$locale-1000x650" "$header" 16 | diff - <(printf '%s\n' "$expected") >/dev/null ||
    fail "truck-$locale-1000x650: the tag cloud (wanted: $(printf '%s' "$expected" | tr '\n' ' '))"
done
echo "  ok    the Truck panel: the tag cloud shows the 16 trending tags in the library's order (en, ar)"

# A header opens its target as the library says: New Orders the Orders panel at 390 (compact: the
# library pushes the panel) and at 560 (the sidebar folded, yet 520 or wider: it selects it); the
# dump cannot tell a push from a selection (the library's own tests do). The detail column's
# title comes first.
render truck-click-en-390x844 --size 390x844 --panel truck --click "$new_orders"
render truck-click-en-560x800 --size 560x800 --panel truck --click "$new_orders"
render truck-feed-ar-390x844 --locale ar --size 390x844 --panel truck --click "$(expected card-title 1 3)"
for name in truck-click-en-390x844 truck-click-en-560x800; do
  [ "$(head -1 "$out/$name.txt")" = Orders ] || fail "$name: the New Orders header did not open Orders"
  # The Orders panel (its search, in the table or the narrow sections), the Truck panel gone.
  expect "$name" Search
  lacks "$name" "San Francisco"
done
[ "$(head -1 "$out/truck-feed-ar-390x844.txt")" = "الموجز الاجتماعي" ] || fail "truck-feed-ar-390x844: the Social Feed header did not open it"
lacks truck-feed-ar-390x844 "الطلبات"
echo "  ok    the Truck panel: card headers open Orders (at 390 and 560) and the Social Feed"
