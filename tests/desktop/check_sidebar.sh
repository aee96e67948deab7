# SPDX-License-Identifier: Apache-2.0
# check_sidebar.sh (sourced by tools/test_desktop): the sidebar shows the library's panels, in
# its order, under its section titles, and folds away in a narrow window.

# Wide, the sidebar shows beside the panel: the library's rows, in its order, under its
# headings, Account among them (the desktop offers accounts, as the original's extended build);
# then the detail column's title (the language key aside, which check_app.sh clicks).
sidebar_en=(Food\ Truck Truck Orders Social\ Feed Account Sales\ History Donuts Donuts Donut\ Editor Top\ 5 Cities
  Cupertino San\ Francisco London Truck)
sidebar_ar=("شاحنة الطعام" "الشاحنة" "الطلبات" "الموجز الاجتماعي" "الحساب" "سجل المبيعات" "الدونات" "الدونات"
  "محرر الدونات" "أفضل ٥" "المدن" "كوبرتينو" "سان فرانسيسكو" "لندن" "الشاحنة")
grep -vxF "العربية" "$out/truck-en-1000x650.txt" | head -15 | diff - <(printf '%s\n' "${sidebar_en[@]}") >/dev/null || fail "the sidebar (en, wide)"
grep -vxF English "$out/truck-ar-1000x650.txt" | head -15 | diff - <(printf '%s\n' "${sidebar_ar[@]}") >/dev/null || fail "the sidebar (ar, wide)"
# Narrow, the leaflet is folded: the panel alone under its title, no sidebar.
[ "$(head -1 "$out/truck-en-390x844.txt")" = Truck ] || fail "the Truck panel's title (en, narrow)"
[ "$(head -1 "$out/truck-ar-390x844.txt")" = "الشاحنة" ] || fail "the Truck panel's title (ar, narrow)"
lacks truck-en-390x844 "Food Truck"
lacks truck-ar-390x844 "شاحنة الطعام"
echo "  ok    the sidebar's rows and headings in the library's order, folded away when narrow"
