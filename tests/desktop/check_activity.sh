# check_activity.sh (sourced by tools/test_desktop): the live activity's pill in the header bar.
# Order 1224 (seed 1) is prepared at now: its countdown is the library's 60 s timer, so 20 s on
# the pill and the detail read 0:40, the pill titled with the order; 61 s on the countdown is
# over: the pill's countdown reads 0:00 and the order is Ready. (The library's countdown text
# keeps ASCII digits in Arabic too, as a clock does.)
for size in 1000x650 390x844; do
  expect "activity-en-$size" "0:40"
  expect "activity-ar-$size" "0:40"
  expect "activity-en-$size" Ready
  lacks "activity-en-$size" "0:41"
  expect "activity-done-en-$size" Ready
  expect "activity-done-en-$size" "0:00"
  lacks "activity-done-en-$size" "0:01"
done
expect activity-en-1000x650 "Order 1224"
echo "  ok    the live activity's pill: the library's countdown 20 s in (0:40), 0:00 once the order is ready"
