# SPDX-License-Identifier: Apache-2.0
# check_activity.sh (sourced by tools/test_desktop): the live activity's pill in the header bar.
# Order 1224 (seed 1) is prepared at now: its countdown is the library's 60 s timer, so 20 s on
# the pill and the detail read 0:40, the pill titled (its tooltip) with the order; 61 s on the countdown is
# over: the pill's countdown reads 0:00 and the order is Ready. (In Arabic the library's
# countdown is in Arabic-Indic digits, ٠:٤٠, as its clocks are.)
for size in 1000x650 390x844; do
  expect "activity-en-$size" "0:40"
  expect "activity-ar-$size" "٠:٤٠"
  expect "activity-en-$size" Ready
  lacks "activity-en-$size" "0:41"
  expect "activity-done-en-$size" Ready
  expect "activity-done-en-$size" "0:00"
  lacks "activity-done-en-$size" "0:01"
done
expect activity-en-1000x650 "Order 1224" # the pill's tooltip: the island's owner
echo "  ok    the live activity's pill: the library's countdown 20 s in (0:40), 0:00 once the order is ready"

# The notification reached the session bus: dbus-monitor saw a Notify call (to the real
# notification service, dunst) for each activity-done picture, sent by the application (its
# name and its desktop-entry hint are the application id, which names its .desktop file), with
# the library's title and body in the picture's language, and no other notification from any state.
notifications=$(python3 - "$out/notify.log" <<'PY'
import re, sys
# A Notify call's strings: the app's name, its icon, the title, the body, the hints' keys; the
# hints' values are variants.
calls = re.split(r"^method call .*member=Notify$", open(sys.argv[1], encoding="utf-8").read(), flags=re.M)[1:]
for call in calls:
    strings = re.findall(r'^\s+string "(.*)"$', call, flags=re.M)
    entry = re.search(r'string "desktop-entry"\s+variant\s+string "(.*)"$', call, flags=re.M)
    print(f"{strings[0]}\t{entry.group(1) if entry else '-'}\t{strings[2]}\t{strings[3]}")
PY
)
for locale in en ar; do
  code=$([ $locale = en ] && echo 0 || echo 1)
  expected=org.libfoodtruck.FoodTruck$'\t'org.libfoodtruck.FoodTruck$'\t'$(expected notification $code | paste -s -d '\t')
  seen=$(grep -cxF -- "$expected" <<<"$notifications" || true)
  [ "$seen" = 2 ] || fail "$locale: $seen Notify calls on the bus with \"$expected\", not 2 (one a size)"
done
[ "$(grep -c . <<<"$notifications")" = 4 ] || fail "Notify calls on the bus: $(grep -c . <<<"$notifications"), not 4"
grep -qF $'\tDonuts are done!\tTime to take them out of the oven.' <<<"$notifications" ||
  fail "no \"Donuts are done!\" (the original's words) on the bus"
echo "  ok    \"Donuts are done!\" reached the session bus as a desktop notification from org.libfoodtruck.FoodTruck, in English and in Arabic"
