# SPDX-License-Identifier: Apache-2.0
# check_feed.sh (sourced by tools/test_desktop): the Social Feed panel reads as the library's feed,
# worked out apart from the app (tests/desktop/expected.py, through the Python binding): the title
# and, since the store is off, Social Feed+'s Subscription Options; every post newest first with
# its author, date, message and tags; a donut tag's filter; the highlight toggle's sections.

# feed_expected WHAT LOCALE ARGS...: expected.py's lines, into a file named for the state.
feed_expected() {
  local name="$*"
  local file="$out/expected-${name// /-}.txt"
  expected "$@" >"$file" ||
    fail "check_feed: expected.py $*"
  echo "$file"
}
# feed_reads NAME EXPECTED MIN: NAME's dump holds EXPECTED's lines in order (at least MIN of them
# when the window cuts the list short).
feed_reads() { python3 tests/desktop/check_lines.py "$out/$1.txt" "$2" "$3" >/dev/null || fail "$1 does not read as the library's feed"; }

for locale in en ar; do
  number=0
  [ $locale = ar ] && number=1
  all=$(feed_expected feed "$number" 0)
  classic=$(feed_expected feed-filter "$number" 1 0) # FOODTRUCK_FEED_TAG_DONUT, The Classic (id 0)
  highlighted=$(feed_expected feed "$number" 1)
  for size in 1000x650 390x844; do
    # A phone shows fewer posts than a desktop: at least the first two posts, whole.
    feed_reads "feed-$locale-$size" "$all" 14
    feed_reads "feed-tag-$locale-$size" "$classic" 8
    feed_reads "feed-highlight-$locale-$size" "$highlighted" 12
  done
done

# From the domain itself (docs/domain.md §11.3, §11.5), not the binding: the store is off, so
# Social Feed+ is served: its title, no invitation, and the 10 posts in one Posts section; The
# Classic's filter gives the two posts about it, Lena's (post 0, who loves it) and Omar's (post 6,
# tagged with it); the highlight puts the three Social Feed+ posts (Sam, Noor, Lena) above them.
for size in 1000x650 390x844; do
  expect "feed-en-$size" "Social Feed+"
  expect "feed-en-$size" "Posts"
  lacks "feed-en-$size" "Get Social Feed+"
  lacks "feed-en-$size" "Highlighted Posts"
  expect "feed-tag-en-$size" "Lena"
  expect "feed-tag-en-$size" "Omar"
  for author in Maya Sam Noor; do lacks "feed-tag-en-$size" "$author"; done
  lacks "feed-tag-en-$size" "Posts"
  expect "feed-highlight-en-$size" "Highlighted Posts"
  expect "feed-highlight-ar-$size" "المنشورات المميزة"
done
[ "$(grep -xE 'Sam|Noor|Lena|Maya|Omar' "$out/feed-highlight-en-1000x650.txt" | head -3 | sort | tr '\n' ' ')" = "Lena Noor Sam " ] ||
  fail "feed-highlight: the first three posts are not the Social Feed+ posts of Sam, Noor and Lena"
# All ten posts in one list: the Social Feed+ post 7 (Sam's picnic) among the standard ones.
expect feed-en-1000x650 "We ordered a mountain of donuts for our picnic in San Francisco."
echo "  ok    Social Feed: the posts newest first, a donut tag's filter and the highlight, as the library gives them"

# The filter's chip, tapped again, shows the whole feed again: the same texts as the first state.
render feed-unfilter-en-1000x650 --size 1000x650 --panel social-feed --click "The Classic" --click "The Classic"
cmp -s "$out/feed-unfilter-en-1000x650.txt" "$out/feed-en-1000x650.txt" || fail "feed-unfilter: the feed does not read as before the filter"
# A city's tag filters too: London, which post 0 alone carries (docs/domain.md §11.3).
render feed-london-ar-390x844 --locale ar --size 390x844 --panel social-feed --click "لندن"
feed_reads feed-london-ar-390x844 "$(feed_expected feed-filter 1 2 2)" 6 # FOODTRUCK_FEED_TAG_CITY, London
echo "  ok    Social Feed: the filter's chip clears it; a city's tag filters as the library's filter"

# With the store on and nothing bought (a session file the binding made so), Social Feed+ is not
# served: the plain title, the invitation and its Get Started, then the seven standard posts only.
rm -f "$out/feed-store.sqlite"
expected feed-session "$out/feed-store.sqlite" ||
  fail "check_feed: the session with the store on"
render feed-store-en-1000x650 --size 1000x650 --panel social-feed --session "$out/feed-store.sqlite"
feed_reads feed-store-en-1000x650 "$(feed_expected feed-store 0)" 10
expect feed-store-en-1000x650 "Get Social Feed+"
expect feed-store-en-1000x650 "Get Started"
lacks feed-store-en-1000x650 "Social Feed+"
lacks feed-store-en-1000x650 "Subscription Options"
echo "  ok    Social Feed: with the store on and no plan, the invitation and the standard posts"

# The test store on and no plan (docs/domain.md §10.1, §10.5): Get Started opens the sheet, its
# three benefits, the two plans at the catalog's prices (the yearly's $49.99 a year is $4.17 a
# month, 16.5% below 12 x $4.99), the monthly selected and, no plan ever bought, Start trial offer.
for size in 1000x650 390x844; do
  for line in "Highlight your posts in the feed" "Advanced engagement tools" "Insights into what your customers love" \
    "Social Feed+ Monthly Plan" "\$4.99/month" "Social Feed+ Yearly Plan" "\$49.99/year" "\$4.17/month (Save 16.5%)" \
    "Start trial offer"; do
    expect "feed-sheet-en-$size" "$line"
  done
done
# Bought: Social Feed+, its manage card titled as the store's sheet with the plan's name, renewing
# at the plan's price a month after now (Nov 29, 2026 4:53 PM at UTC-8, so Dec 29, 2026).
for size in 1000x650 390x844; do
  expect "feed-subscribed-en-$size" "Subscription Options"
  expect "feed-subscribed-en-$size" "Social Feed+ Monthly Plan"
  expect "feed-subscribed-en-$size" "Renews for \$4.99 on Dec 29, 2026"
  lacks "feed-subscribed-en-$size" "Get Social Feed+"
  lacks "feed-subscribed-en-$size" "Start trial offer"
  # Its renewal stopped and the month run out: expired, the invitation again.
  expect "feed-expired-en-$size" "Get Social Feed+"
  expect "feed-expired-en-$size" "Get Started"
  lacks "feed-expired-en-$size" "Subscription Options"
done
# With the store off (the first states) the manage card names no plan ("None" is no title).
lacks feed-highlight-en-1000x650 "None"
expect feed-highlight-en-1000x650 "Social Feed+"
# Left renewing, the month run out: the test store renews it (a new period), Social Feed+ goes on,
# renewing a month later again; a second sheet would offer Subscribe (a plan was bought).
render feed-renewed-en-1000x650 --size 1000x650 --panel account --click "Test Store" --click "Social Feed" \
  --click "Get Started" --click "Start trial offer" --advance 2678400000 --click "Subscription Options"
expect feed-renewed-en-1000x650 "Renews for \$4.99 on Jan 29, 2027"
expect feed-renewed-en-1000x650 "Social Feed+ Monthly Plan"
render feed-again-en-1000x650 --size 1000x650 --panel account --click "Test Store" --click "Social Feed" \
  --click "Get Started" --click "Start trial offer" --click "Account" --click "Manage subscription" --click "Social Feed" \
  --advance 2678400000 --click "Get Started"
expect feed-again-en-1000x650 "Subscribe"
lacks feed-again-en-1000x650 "Start trial offer"
echo "  ok    Social Feed: the test store's sheet, a plan bought, renewed by the clock, expired once its renewal stopped"
