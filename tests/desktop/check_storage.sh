# SPDX-License-Identifier: Apache-2.0
# check_storage.sh (sourced by tools/test_desktop): when the session's file refuses a change, the
# operator is told what became of it, in the library's words and the session's language, and
# the app goes on: a write that fails (FOODTRUCK_ERR_STORAGE: not made, try again) and a sync
# that fails (FOODTRUCK_ERR_UNCONFIRMED: the session is reopened from its file). The disk fails
# through tests/desktop/failing_disk.c, preloaded: the first such call on the session's log.

gcc -shared -fPIC -Wall -Wextra -Werror tests/desktop/failing_disk.c -ldl -o "$out/failing_disk.so" ||
  fail "failing_disk.c: build"
storage_session="$out/storage.session"
rm -f "$storage_session" "$storage_session"-*
# on_failing_disk NAME FAIL ARGS...: the app on the session's file, FAIL ("pwrite", "fdatasync")
# failing once; the picture, the dump and stderr (the developer's words) as NAME.*.
on_failing_disk() {
  local name=$1 failing=$2
  shift 2
  FAILING_DISK=$failing LD_PRELOAD="$PWD/$out/failing_disk.so" GSK_RENDERER=cairo timeout 60 \
    "$out/desktop" --session "$storage_session" "$@" --screenshot "$out/$name.png" --dump "$out/$name.txt" \
    2>"$out/$name.err" || { cat "$out/$name.err"; fail "$name: the app stopped"; return 0; }
  local size=${name##*-}
  "$out/check_png" "$out/$name.png" "${size%x*}" "${size#*x}" >/dev/null || fail "$name.png"
}
# refused NAME STATUS LOCALE: the window's first line is the library's sentence for STATUS, and
# the log names the status and the call the file refused.
refused() {
  local sentence
  sentence=$(expected status-text "$3" "$2") || { fail "$1: the library call"; return 0; }
  [ "$(head -1 "$out/$1.txt")" = "$sentence" ] || fail "$1: the window does not begin with \"$sentence\""
  grep -q "^desktop: FOODTRUCK_ERR_$2: foodtruck_" "$out/$1.err" || fail "$1: the log lacks FOODTRUCK_ERR_$2"
}

# The session made (in Arabic), then a write of its log failing: the first change, the clock's
# tick as the window shows, is refused; the window says so in Arabic and shows the session.
on_failing_disk storage-setup-ar-1000x650 none --locale ar --size 1000x650
grep -q . "$out/storage-setup-ar-1000x650.err" && fail "storage-setup: the app complained on a good disk"
on_failing_disk storage-ar-1000x650 pwrite --size 1000x650
refused storage-ar-1000x650 STORAGE 1
expect storage-ar-1000x650 "$(expected card-title 1 0)"
# In English, narrow, on the Orders panel: the language is the change refused, so the window
# stays in Arabic and says so in Arabic.
on_failing_disk storage-en-390x844 pwrite --locale en --size 390x844 --panel orders
refused storage-en-390x844 STORAGE 1
# A sync failing: the change may or may not be in the file; the app reopens the session and the
# window shows what the file holds, under the sentence that says so.
on_failing_disk unconfirmed-ar-390x844 fdatasync --size 390x844 --panel orders
refused unconfirmed-ar-390x844 UNCONFIRMED 1
# The Orders panel shows after the reopening: its search field.
expect unconfirmed-ar-390x844 "$(expected label 1 KEY_SEARCH)"
echo "  ok    a refused change told in the library's words: not saved (write), unconfirmed and reopened (sync)"

# The computer's clock set back an hour since the session's last run: the session's time never
# runs backwards (the library refuses a tick before its latest), so the app starts its clock at
# the session's latest tick (foodtruck_truck_latest_tick) and opens; it used to abort.
rm -f "$out/clock-back.sqlite"*
render clock-ahead-en-1000x650 --size 1000x650 --session "$out/clock-back.sqlite" --now 1796003600000
render clock-back-en-1000x650 --size 1000x650 --session "$out/clock-back.sqlite" --now 1796000000000
[ -s "$out/clock-back-en-1000x650.png" ] || fail "clock-back: the app did not open the session after the clock went back"
echo "  ok    the clock set back an hour: the app opens the session from its latest tick, not aborting"
