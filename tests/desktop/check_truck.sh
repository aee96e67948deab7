# check_truck.sh (sourced by tools/test_desktop): the Truck panel's cards.
# New Orders: the five newest orders (seed 1: #1224 down to #1220), newest first, under its header.
grep -A5 -xF Orders "$out/truck-en-1000x650.txt" | grep -xE 'Order#[0-9]+' | tr '\n' ' ' |
  diff - <(printf 'Order#1224 Order#1223 Order#1222 Order#1221 Order#1220 ') >/dev/null || fail "the New Orders card"
# A header opens its target as the library says: wide, New Orders selects Orders.
render "truck-click-en-1000x650" --size 1000x650 --panel truck --click Orders
expect truck-click-en-1000x650 Status
echo "  ok    the Truck panel: the latest orders and a card header that opens Orders"
