# SPDX-License-Identifier: Apache-2.0
# check_donuts.sh (sourced by tools/test_desktop): the Donuts gallery shows every donut of the
# session, in the library's order, with its most potent flavor, narrowed by the library's search.
# Expectations from tests/desktop/expected.py (the Python binding; the flavors summed there from
# the ingredients' profiles) and from the domain's table of the sort by flavor.
gallery() { expected gallery "$@"; }
# shown DUMP SORT_WORD: the gallery's lines (a name, then its flavor), after the sort menu's button
# and the "+" button's tooltip (the library's "New Donut").
shown() { sed -n "/^$2\$/,\$p" "$out/$1.txt" | tail -n +3; }
# same_start DUMP SORT_WORD EXPECTED: the lines shown (at least 4 donuts) begin the expected list.
same_start() {
  local lines
  lines=$(shown "$1" "$2" | wc -l)
  [ "$lines" -ge 8 ] && diff <(shown "$1" "$2") <(printf '%s\n' "$3" | head -n "$lines") >/dev/null
}

# The gallery opens on the week's popularity, as the original's: every donut once (expected.py
# asserts it of the library's order), in that order, as far as the window shows.
week_en=$(gallery 0 week)
week_ar=$(gallery 1 week)
[ "$(printf '%s\n' "$week_en" | wc -l)" = 34 ] || fail "the gallery's expectation: 17 donuts"
for size in 1000x650 390x844; do
  same_start "donuts-en-$size" Sort "$week_en" || fail "the gallery's donuts (en, $size)"
  same_start "donuts-ar-$size" 'ترتيب' "$week_ar" || fail "the gallery's donuts (ar, $size)"
done
echo "  ok    the gallery: the week's most popular donuts first, each with its most potent flavor"

# Sorted by Sweet from the sort menu: the domain's order (ids 1, 2, 3, 7, 8, 9, 10, 4, 0, 12, ...).
render "donuts-sweet-en-1000x650" --size 1000x650 --panel donuts --click Sort --click Sweet
render "donuts-sweet-ar-390x844" --locale ar --size 390x844 --panel donuts --click 'ترتيب' --click 'حلو'
shown donuts-sweet-en-1000x650 Sort | sed -n '1~2p' | head -12 | diff - <(printf '%s\n' "Blueberry Frosted" \
  "Strawberry Drizzle" Cosmos "Picnic Basket" "Figure Skater" "Powdered Chocolate" "Powdered Strawberry" \
  "Strawberry Sprinkles" "The Classic" "Super Lemon" Nighttime "Black Raspberry") >/dev/null || fail "the gallery sorted by Sweet (en)"
same_start donuts-sweet-ar-390x844 'ترتيب' "$(gallery 1 1)" || fail "the gallery sorted by Sweet (ar)"
# Today's popularity (an order unlike the week's, which the month's nearly equals in this session).
render "donuts-today-en-1000x650" --size 1000x650 --panel donuts --click Sort --click Today
same_start donuts-today-en-1000x650 Sort "$(gallery 0 today)" || fail "the gallery by today's popularity"
[ "$(gallery 0 today | sed -n 1,2p)" != "$(printf '%s\n' "$week_en" | head -2)" ] || fail "today's order equals the week's: no test"
echo "  ok    the sort menu: the donuts by sweetness (ties in catalog order), by today's popularity"

# The search: the five donuts with Lemon in their name or an ingredient's (Lemonade dough, Lemon
# Spread, Lemon Lines), in the week's order; in Arabic with the Arabic word.
render "donuts-lemon-en-1000x650" --size 1000x650 --panel donuts --search Lemon
render "donuts-lemon-ar-390x844" --locale ar --size 390x844 --panel donuts --search 'ليمون'
lemon=$(gallery 0 week Lemon)
diff <(shown donuts-lemon-en-1000x650 Sort) <(printf '%s\n' "$lemon") >/dev/null || fail "the search for Lemon (en)"
printf '%s\n' "$lemon" | sed -n '1~2p' | sort | diff - <(printf '%s\n' Custard Daytime "Fire Zest" "Lemon Chocolate" "Super Lemon") >/dev/null ||
  fail "the donuts with Lemon (expected.py)"
diff <(shown donuts-lemon-ar-390x844 'ترتيب') <(gallery 1 week 'ليمون') >/dev/null || fail "the search for Lemon (ar)"
echo "  ok    the search: the library's matches in the gallery's order, in both languages"
# No match: the library's "No donuts" in place of the gallery, not a blank page.
for size in 1000x650 390x844; do
  expect "donuts-nothing-en-$size" "No donuts"
  expect "donuts-nothing-ar-$size" "لا توجد دونات"
  lacks "donuts-nothing-en-$size" "Sweet"
done
echo "  ok    a search with no match: the library's \"No donuts\" in place of the gallery"
