# check_orders.sh (sourced by tools/test_desktop): the sidebar and the Orders panel show the
# library's words in its order; the search and the next-step button go to the library.

# Orders: the column headings (the sorts' names), then the newest order first.
for size in 1000x650 390x844; do
  head -40 "$out/orders-en-$size.txt" | grep -A8 -xF Order | head -9 | diff - <(printf '%s\n' Order Status Donuts Date \
    Order#1224 Placed 15 "Today, 4:47 PM" Order#1223) >/dev/null || fail "the Orders list (en, $size)"
  head -40 "$out/orders-ar-$size.txt" | grep -A8 -xF 'الطلب' | head -9 | diff - <(printf '%s\n' 'الطلب' 'الحالة' 'الدونات' 'التاريخ' \
    'طلب#1224' 'تم الطلب' '١٥' 'اليوم، ٤:٤٧ م' 'طلب#1223') >/dev/null || fail "the Orders list (ar, $size)"
  expect "orders-en-$size" "Ready"
  expect "orders-ar-$size" "جاهز"
  lacks "orders-en-$size" "Order#1201" # scrolled out of sight: not in the dump
done
expect orders-en-1000x650 "Food Truck"
lacks orders-en-390x844 "Food Truck"
echo "  ok    the Orders list: headings, display ids, statuses, donut counts and dates from the library"

# An order's detail: its id as the title, its status, date, lines and the next-step button.
diff - "$out/order-en-390x844.txt" >"$out/diff.txt" <<'DUMP' || { cat "$out/diff.txt"; fail "the order's detail (en, narrow)"; }
Order#1224
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
Prepare
DUMP
expect order-ar-390x844 "طلب#1224"
expect order-ar-390x844 "تم الطلب"
expect order-ar-390x844 "تحضير"
echo "  ok    an order's detail with the library's next-step button"

# The search goes to the library: orders with Custard (seed 1), and the library's word for none.
render "search-en-1000x650" --size 1000x650 --panel orders --search Custard
render "nothing-ar-390x844" --locale ar --size 390x844 --panel orders --search zzz
grep -xE 'Order#[0-9]+' "$out/search-en-1000x650.txt" | tr '\n' ' ' |
  diff - <(printf 'Order#1224 Order#1217 Order#1212 Order#1211 Order#1210 Order#1202 ') >/dev/null ||
  fail "the orders with Custard"
expect search-en-1000x650 Custard
expect nothing-ar-390x844 "لا توجد طلبات"
lacks nothing-ar-390x844 "الحالة" # no column headings over no rows
expect orders-en-1000x650 Search
expect orders-ar-390x844 "بحث"
echo "  ok    the search: the library's matches, its placeholder and its word for no orders"

# A scripted interaction: the next-step button pressed through GTK ("clicked") moves the order
# on with the library; the detail then offers the library's next action, and none when done.
# The header bar's pill shows the live activity the preparation started: its order and countdown.
render "press1-en-1000x650" --size 1000x650 --panel orders --order 24 --press 1
render "press3-ar-390x844" --locale ar --size 390x844 --panel orders --order 24 --press 3
grep -vxF 'العربية' "$out/press1-en-1000x650.txt" | sed -n '14,$p' | diff - <(printf '%s\n' Order#1224 "Order 1224" 1:00 Preparing "Today, 4:47 PM" 1:00 \
  Nighttime 3 "Fire Zest" 4 "Lemon Chocolate" 3 Custard 5 Ready) >/dev/null || fail "the order after Prepare"
expect press3-ar-390x844 "مكتمل"
lacks press3-ar-390x844 "تحضير"
echo "  ok    pressing the next-step button: Preparing with its 1:00 countdown, then Ready, then Completed"

