# SPDX-License-Identifier: Apache-2.0
# check_identity.sh (sourced by tools/test_desktop): the app as an installable application. Its
# files (examples/desktop/data) pass the validators of their specifications; the names the
# desktop shows are the library's title in each language; the icon is the library's donut as
# it draws it now. (The notification's sender is checked in check_activity.sh, the install in
# tools/check_cmake.)
app_id=org.libfoodtruck.FoodTruck
data=examples/desktop/data
command -v desktop-file-validate >/dev/null && command -v appstreamcli >/dev/null ||
  { echo "installing desktop-file-utils appstream" >&2; apt_install desktop-file-utils appstream; }
desktop-file-validate "$data/$app_id.desktop" || fail "desktop-file-validate refuses $data/$app_id.desktop"
appstreamcli validate --no-net "$data/$app_id.metainfo.xml" >"$out/appstream.log" 2>&1 ||
  { cat "$out/appstream.log"; fail "appstreamcli validate refuses $data/$app_id.metainfo.xml"; }
FOODTRUCK_LIBRARY="$stage_lib/libfoodtruck.so" python3 tools/gen_desktop_icon.py --check || fail "the icon is not the library's donut"
titles=$(FOODTRUCK_LIBRARY="$stage_lib/libfoodtruck.so" PYTHONPATH=bindings/python python3 -c '
import foodtruck
truck = foodtruck.Truck()
print(truck.sidebar_title)
truck.locale = foodtruck.Locale.AR
print(truck.sidebar_title)')
title_en=$(sed -n 1p <<<"$titles")
title_ar=$(sed -n 2p <<<"$titles")
grep -qxF "Name=$title_en" "$data/$app_id.desktop" && grep -qxF "Name[ar]=$title_ar" "$data/$app_id.desktop" ||
  fail "the .desktop file's names are not the library's title ($title_en, $title_ar)"
grep -qF "<name>$title_en</name>" "$data/$app_id.metainfo.xml" && grep -qF "<name xml:lang=\"ar\">$title_ar</name>" "$data/$app_id.metainfo.xml" ||
  fail "the metainfo's names are not the library's title ($title_en, $title_ar)"
grep -qxF "Icon=$app_id" "$data/$app_id.desktop" && grep -qxF "StartupWMClass=$app_id" "$data/$app_id.desktop" ||
  fail "the .desktop file does not name the icon and the window class by the application id"
grep -qF "#define APP_ID \"$app_id\"" examples/desktop/identity.h || fail "identity.h's APP_ID is not $app_id"
echo "  ok    $app_id: desktop-file-validate and appstreamcli validate pass, the names are the library's title, the icon its donut"
