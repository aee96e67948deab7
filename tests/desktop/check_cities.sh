# SPDX-License-Identifier: Apache-2.0
# check_cities.sh (sourced by tools/test_desktop): each city's panel shows its own name and the
# parking spot the library recommends for the committed fixture weather (examples/shell/weather.tsv).
# London's spot 0 (Big Ben) failed in the fixture and spot 1 (Buckingham Palace) has a minute
# forecast of 20 % chances only, so the library recommends Buckingham Palace, at 6.5 °C = 44°F.
recommended() { grep -A1 -xF "$2" "$out/$1.txt" | sed -n 2p; }
for size in 1000x650 390x844; do
  expect "cupertino-en-$size" "Cupertino"
  expect "san-francisco-en-$size" "San Francisco"
  expect "london-en-$size" "London"
  [ "$(recommended "london-en-$size" Recommended)" = "Buckingham Palace" ] || fail "London's recommended spot (en, $size)"
  expect "london-en-$size" "44°F"
  expect "london-en-$size" "Big Ben" # every spot is listed, the failed one too
  expect "london-ar-$size" "قصر باكنغهام"
  expect "london-ar-$size" "بيغ بن"
done
lacks cupertino-en-390x844 "London" # folded: only Cupertino's own panel shows
echo "  ok    the cities: each panel's own name, its spots and the library's recommended spot"
