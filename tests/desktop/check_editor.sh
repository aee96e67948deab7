# SPDX-License-Identifier: Apache-2.0
# check_editor.sh (sourced by tools/test_desktop): the Donut Editor shows a donut's name, its
# flavor profile and its ingredients as the catalog says, and a change of ingredient goes to the
# library. Expectations from tests/desktop/expected.py (the Python binding; the profile summed
# there from the ingredients' profiles) and the domain's catalog (The Classic: Plain, Chocolate
# Glaze, Sprinkles; glaze 3 is Spicy Spread).
editor() { expected editor "$@"; }
# The editor's lines: the name in its entry, six flavors and their values, the three pickers
# (each its kind's name and its ingredient).
for size in 1000x650 390x844; do
  for locale in en ar; do
    code=0
    [ "$locale" = ar ] && code=1
    tail -n 19 "$out/editor-classic-$locale-$size.txt" | diff - <(editor $code 0) >/dev/null || fail "The Classic's editor ($locale, $size)"
    tail -n 19 "$out/editor-glaze-$locale-$size.txt" | diff - <(editor $code 0 1 3) >/dev/null || fail "The Classic with Spicy Spread ($locale, $size)"
  done
  recipe=(Dough Plain Glaze "Chocolate Glaze" Topping Sprinkles)
  tail -n 6 "$out/editor-classic-en-$size.txt" | diff - <(printf '%s\n' "${recipe[@]}") >/dev/null || fail "The Classic's recipe (en, $size)"
  expect "editor-glaze-en-$size" "Spicy Spread"
  lacks "editor-glaze-en-$size" "Chocolate Glaze"
  # The new donut: the template's name and recipe (the domain's: The Classic's).
  tail -n 19 "$out/editor-en-$size.txt" | sed -n '1p;14,19p' | diff - <(printf '%s\n' "New Donut" "${recipe[@]}") >/dev/null ||
    fail "the new donut's editor (en, $size)"
  diff <(tail -n 18 "$out/editor-ar-$size.txt") <(editor 1 0 | tail -n 18) >/dev/null || fail "the new donut's editor (ar, $size)"
  # The gallery's new-donut button opens the same new donut.
  for locale in en ar; do
    diff <(tail -n 19 "$out/editor-$locale-$size.txt") <(tail -n 19 "$out/editor-new-step-$locale-$size.txt") >/dev/null ||
      fail "the new donut from the gallery ($locale, $size)"
  done
done
# The title of a donut's editor is its name (and its entry holds it).
[ "$(grep -cxF "The Classic" "$out/editor-classic-en-1000x650.txt")" = 2 ] || fail "The Classic's editor: its title and its name"
# None, the topping picker's first choice: The Classic without its sprinkles, and their flavor.
render editor-plain-ar-390x844 --locale ar --size 390x844 --panel donuts --click donut-0 --click topping/sprinkles \
  --click topping/none
tail -n 19 "$out/editor-plain-ar-390x844.txt" | diff - <(editor 1 0 2 -1) >/dev/null || fail "The Classic with no topping (ar)"
echo "  ok    the editor: a donut's name, flavor profile and ingredients as the catalog says; a picked glaze, or no topping, changes them"

# The new donut is made by its first change (foodtruck_donut_create) and kept: in the gallery of
# the same durable session it is there, with its picked glaze's flavor (Spicy Spread: Sweet).
rm -f "$out/editor-new.sqlite"
render "editor-new-en-1000x650" --size 1000x650 --panel donut-editor --session "$out/editor-new.sqlite" \
  --click glaze/chocolate --click glaze/spicy
render "editor-new-gallery-en-1000x650" --size 1000x650 --panel donuts --session "$out/editor-new.sqlite" --search "New Donut"
# After the sort menu's button and the "+" button's tooltip ("New Donut" too), the gallery.
shown() { sed -n "/^$2\$/,\$p" "$out/$1.txt" | tail -n +3; }
shown editor-new-gallery-en-1000x650 Sort | diff - <(printf '%s\n' "New Donut" Sweet) >/dev/null || fail "the new donut in the gallery"
echo "  ok    the new donut: made by its first change, then in the gallery with its new flavor"

# A name typed goes to the library: taken, it titles the editor; refused (blank), the library's
# message shows under the field and the donut keeps its name (the title).
render "editor-renamed-en-390x844" --size 390x844 --panel donuts --click donut-0 --type "Morning Glory"
[ "$(grep -cxF "Morning Glory" "$out/editor-renamed-en-390x844.txt")" = 2 ] || fail "the donut renamed: its title and field"
lacks editor-renamed-en-390x844 "The Classic"
render "editor-refused-ar-1000x650" --locale ar --size 1000x650 --panel donuts --click donut-0 --type "  "
expect editor-refused-ar-1000x650 "$(expected refusal 0 "  ")"
expect editor-refused-ar-1000x650 "الكلاسيكية"
echo "  ok    the name: a typed name titles the donut; a blank one shows the library's refusal and changes nothing"
