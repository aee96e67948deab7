# SPDX-License-Identifier: Apache-2.0
# check_top_five.sh (sourced by tools/test_desktop): the Top 5 panel shows the library's five best
# sellers of the chosen timeframe, rising in reading order, with their counts and their total; the
# timeframe switch changes them.

# The expected chart, worked out apart from the app (tests/desktop/expected.py): the library's
# ranking reversed so that the bars rise, one "name<TAB>count" line a bar, then the total in the
# library's words ("2044 donuts").
top_five_expected() { # TIMEFRAME (0 today, 1 week, 2 month, 3 year) LOCALE (0 en, 1 ar)
  expected top-five "$1" "$2"
}

# top_five_shows NAME TIMEFRAME LOCALE: the dump has the total, and the chart's text
# alternative names each bar's donut with its count, most sold first (the bars rise, so the
# library's ascending order reversed).
top_five_shows() {
  local expected
  expected=$(top_five_expected "$2" "$3") || { fail "check_top_five: the library call"; return 0; }
  # Arabic: the library's Arabic-Indic digits and thousands separator (U+066C)
  [ "$3" = 1 ] && expected=$(arabic_digits "$expected" | sed 's/,/\xd9\xac/g')
  local total=${expected##*$'\n'}
  grep -qxF "$total" "$out/$1.txt" || { fail "$1: no total $total"; return 0; }
  printf '%s\n' "$expected" | sed '$d' | python3 -c '
import sys
pairs = [line.split("\t") for line in sys.stdin.read().splitlines()][::-1]
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
wanted = ["%s %s" % (name, count) for name, count in pairs]
found = [line for line in lines if all(w in line for w in wanted)]
places = [found[0].index(w) for w in wanted] if found else []
sys.exit(0 if found and places == sorted(places) else 1)' "$out/$1.txt" ||
    fail "$1: the chart's text alternative lacks each bar's name and count, most sold first (wanted: $(printf '%s' "$expected" | tr '\t\n' ': '))"
}

picker_word() { # CHART (0 Top 5, 1 Sales History) TIMEFRAME LOCALE: the picker's word
  expected picker "$@"
}

# The default timeframe is the week, in both languages and sizes; Arabic names from the library.
for size in 1000x650 390x844; do
  top_five_shows "top-five-en-$size" 1 0
  top_five_shows "top-five-ar-$size" 1 1
  # The four timeframe names of the Top 5's picker, from the library (Day, Week, Month, Year).
  for timeframe in 0 1 2 3; do expect "top-five-en-$size" "$(picker_word 0 $timeframe 0)"; done
  expect "top-five-ar-$size" "$(picker_word 0 0 1)"
done
echo "  ok    Top 5: the week's five best sellers, rising, with their counts and total (en, ar)"

# The switch: a click on another timeframe shows that timeframe's bars.
render top-five-today-en-1000x650 --size 1000x650 --panel top-five --click "$(picker_word 0 0 0)"
render top-five-year-ar-390x844 --locale ar --size 390x844 --panel top-five --click "$(picker_word 0 3 1)"
top_five_shows top-five-today-en-1000x650 0 0
top_five_shows top-five-year-ar-390x844 3 1
week_total=$(top_five_expected 1 0 | tail -1)
today_total=$(top_five_expected 0 0 | tail -1)
[ "$week_total" != "$today_total" ] || fail "check_top_five: today's and the week's totals are equal: the click proves nothing"
lacks top-five-today-en-1000x650 "$week_total"
echo "  ok    Top 5: clicking Day (en) or Year (ar) shows that timeframe's bars"
