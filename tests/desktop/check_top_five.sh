# check_top_five.sh (sourced by tools/test_desktop): the Top 5 panel shows the library's five best
# sellers of the chosen timeframe, rising in reading order, with their counts and their total; the
# timeframe switch changes them.

# The expected chart, worked out apart from the app: the library's ranking (foodtruck_sales_top,
# best first) of the same session (seed 1, now 1796000000000, UTC-8, 200 streamed orders),
# reversed so that the bars rise; then its sum. One "name<TAB>count" line a bar, then the total.
top_five_expected() { # TIMEFRAME (0 today, 1 week, 2 month, 3 year) LOCALE (0 en, 1 ar)
  python3 - "$stage_lib/libfoodtruck.so" "$1" "$2" <<'PY'
import ctypes, sys
lib = ctypes.CDLL(sys.argv[1])
class Sales(ctypes.Structure):
    _fields_ = [("donut_id", ctypes.c_int32), ("sales", ctypes.c_int64)]
def ok(status):
    assert status == 0, status
truck = ctypes.c_void_p()
ok(lib.foodtruck_truck_new(ctypes.byref(truck)))
ok(lib.foodtruck_truck_set_utc_offset(truck, ctypes.c_int32(-480)))
if sys.argv[3] == "1":
    ok(lib.foodtruck_truck_set_locale(truck, ctypes.c_int(1)))
ok(lib.foodtruck_truck_simulate(truck, ctypes.c_uint64(1), ctypes.c_int64(1796000000000), ctypes.c_int32(200)))
top = (Sales * 5)()
count = ctypes.c_size_t()
ok(lib.foodtruck_sales_top(truck, ctypes.c_int(int(sys.argv[2])), ctypes.c_int(-1), ctypes.c_int64(1796000000000),
                           ctypes.c_size_t(5), top, ctypes.c_size_t(5), ctypes.byref(count)))
assert count.value == 5, count.value
name = ctypes.create_string_buffer(512)
for bar in reversed(top[:5]):
    ok(lib.foodtruck_donut_name(truck, ctypes.c_int32(bar.donut_id), name, ctypes.c_size_t(512), None))
    print(f"{name.value.decode()}\t{bar.sales}")
print(sum(bar.sales for bar in top[:5]))
PY
}
grep -qE 'FOODTRUCK_LOCALE_AR = 1\b' build/stage/include/foodtruck.h || fail "check_top_five: FOODTRUCK_LOCALE_AR is not 1"

# top_five_shows NAME TIMEFRAME LOCALE: the dump has the total, then each bar's count and name in
# the library's order (ascending), right after the total.
top_five_shows() {
  local expected
  expected=$(top_five_expected "$2" "$3") || { fail "check_top_five: the library call"; return 0; }
  local total=${expected##*$'\n'}
  [ "$total" -gt 0 ] || fail "$1: the expected total is not positive"
  if [ "$3" = 1 ]; then # Arabic: the library's Arabic-Indic digits
    expected=$(arabic_digits "$expected")
    total=${expected##*$'\n'}
  fi
  grep -A10 -xF "$total" "$out/$1.txt" | sed -n '2,11p' |
    diff - <(printf '%s\n' "$expected" | sed '$d' | awk -F'\t' '{print $2; print $1}') >/dev/null ||
    fail "$1: the bars' counts and names after the total $total (wanted: $(printf '%s' "$expected" | tr '\t\n' ': '))"
}

# The default timeframe is the week, in both languages and sizes; Arabic names from the library.
for size in 1000x650 390x844; do
  top_five_shows "top-five-en-$size" 1 0
  top_five_shows "top-five-ar-$size" 1 1
  # The four timeframe names of the switch, from the library.
  for word in Today "This Week" "This Month" "This Year"; do expect "top-five-en-$size" "$word"; done
  expect "top-five-ar-$size" "اليوم"
done
echo "  ok    Top 5: the week's five best sellers, rising, with their counts and total (en, ar)"

# The switch: a click on another timeframe shows that timeframe's bars.
render top-five-today-en-1000x650 --size 1000x650 --panel top-five --click Today
render top-five-year-ar-390x844 --locale ar --size 390x844 --panel top-five --click "هذه السنة"
top_five_shows top-five-today-en-1000x650 0 0
top_five_shows top-five-year-ar-390x844 3 1
week_total=$(top_five_expected 1 0 | tail -1)
today_total=$(top_five_expected 0 0 | tail -1)
[ "$week_total" != "$today_total" ] || fail "check_top_five: today's and the week's totals are equal: the click proves nothing"
lacks top-five-today-en-1000x650 "$week_total"
echo "  ok    Top 5: clicking Today (en) or This Year (ar) shows that timeframe's bars"
