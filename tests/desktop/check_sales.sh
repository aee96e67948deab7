# SPDX-License-Identifier: Apache-2.0
# check_sales.sh (sourced by tools/test_desktop): the Sales History panel shows the total sales of
# the chosen timeframe's chart, the switch of its three timeframes, the library's chart and the
# year of history's unlock card; a click on another timeframe changes the total.

# The expected total, worked out apart from the app (tests/desktop/expected.py): every point of
# every city's history line, one library call a city, where the app asks once for the combined line.
# The total in the library's words ("7726 donuts").
sales_expected() { # TIMEFRAME (1 week, 2 month, 3 year) LOCALE (0 en, 1 ar)
  expected sales "$1" "$2"
}

# sales_total_after NAME TOTAL: the total shows right under the library's "Total Sales".
sales_total_after() {
  local code=0
  [[ $1 == *-ar-* ]] && code=1
  grep -A1 -xF "$(expected label $code TOTAL_SALES)" "$out/$1.txt" | sed -n 2p | grep -qxF "$2" ||
    fail "$1: the total sales is not $2"
}

week=$(sales_expected 1 0) || fail "check_sales: the library call"
month=$(sales_expected 2 0) || fail "check_sales: the library call"
week_ar=$(sales_expected 1 1) || fail "check_sales: the library call"
month_ar=$(sales_expected 2 1) || fail "check_sales: the library call"
[ "$week" != "$month" ] || fail "check_sales: the week's and the month's totals are equal: the click proves nothing"
for size in 1000x650 390x844; do
  sales_total_after "sales-en-$size" "$week"
  sales_total_after "sales-ar-$size" "$week_ar"
  # The switch: the three timeframes the screen offers (2 Weeks, Month, Year; not today).
  for timeframe in 1 2 3; do expect "sales-en-$size" "$(expected picker 1 $timeframe 0)"; done
  lacks "sales-en-$size" "$(expected picker 0 0 0)"
  # The store is off by default: every timeframe is served, nothing is locked; the year of
  # history is not bought, so its unlock card offers it at the catalog's $0.99.
  lacks "sales-en-$size" "Premium Feature"
  expect "sales-en-$size" "Unlock a full year of history for only \$0.99"
  expect "sales-en-$size" "Unlock"
done
expect sales-ar-390x844 "$(expected picker 1 3 1)"
echo "  ok    Sales History: the two weeks' total of every city, the three timeframes (2 Weeks, Month, Year) and the unlock card"

# A click on another timeframe shows its total (en and ar), the chart drawn anew.
render sales-month-en-1000x650 --size 1000x650 --panel sales-history --click "$(expected picker 1 2 0)"
render sales-month-ar-390x844 --locale ar --size 390x844 --panel sales-history --click "$(expected picker 1 2 1)"
sales_total_after sales-month-en-1000x650 "$month"
sales_total_after sales-month-ar-390x844 "$month_ar"
lacks sales-month-en-1000x650 "$week"
echo "  ok    Sales History: clicking Month shows the month's total ($month, not $week)"

# The test store on (docs/domain.md §10.3): nothing bought, so the year is locked: "Premium
# Feature" over its total, the unlock card with Unlock; the year of history bought from the test
# store unlocks it (the year's chart, no card); refunded (revoked at now), it is locked again.
year=$(sales_expected 3 0) || fail "check_sales: the library call"
for size in 1000x650 390x844; do
  expect "sales-locked-en-$size" "Premium Feature"
  expect "sales-locked-en-$size" "Unlock"
  sales_total_after "sales-locked-en-$size" "$year"
  lacks "sales-unlocked-en-$size" "Premium Feature"
  lacks "sales-unlocked-en-$size" "Unlock a full year of history for only \$0.99"
  sales_total_after "sales-unlocked-en-$size" "$year"
  grep -q "^Sales History, This Year: " "$out/sales-unlocked-en-$size.txt" || fail "sales-unlocked-en-$size: no chart of the year"
  expect "sales-refunded-en-$size" "Premium Feature"
  expect "sales-refunded-en-$size" "Unlock a full year of history for only \$0.99"
done
expect sales-locked-ar-390x844 "$(FOODTRUCK_LIBRARY="$stage_lib/libfoodtruck.so" python3 -c 'import sys; sys.path.insert(0, "bindings/python"); import foodtruck as ft; t = ft.Truck(); t.locale = ft.Locale.AR; print(t.store_text(ft.StoreTextKind.PREMIUM_FEATURE, 1796000000000))')"
echo "  ok    Sales History: the test store on, the year locked; bought, its chart; refunded, locked again"
