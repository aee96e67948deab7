# SPDX-License-Identifier: Apache-2.0
# check_account.sh (sourced by tools/test_desktop): the Account panel shows the library's screen
# in each sign-in state, worked out apart from the app (tests/desktop/expected.py, through the
# Python binding): signed out, Sign In failing for want of an authenticator, the sign-up form,
# and, from a session file the binding signed in, the user's name, Sign Out and its alert.

account_expected() { # WHAT ARGS...: expected.py's lines, into a file
  local name="$*"
  local file="$out/expected-${name// /-}.txt"
  expected "$@" >"$file" ||
    fail "check_account: expected.py $*"
  echo "$file"
}
# account_reads NAME EXPECTED: from the panel's title on, NAME's dump is exactly EXPECTED.
account_reads() { python3 tests/desktop/check_lines.py "$out/$1.txt" "$2" 1000 --to-end >/dev/null || fail "$1 does not read as the library's Account screen"; }

for locale in en ar; do
  number=0
  [ $locale = ar ] && number=1
  signed_out=$(account_expected account "$number")
  failed=$(account_expected account-failure "$number")
  form=$(account_expected account-form "$number")
  for size in 1000x650 390x844; do
    account_reads "account-$locale-$size" "$signed_out"
    account_reads "account-sign-in-$locale-$size" "$failed"
    account_reads "account-sign-up-$locale-$size" "$form"
  done
done
# From the domain itself (docs/domain.md §10.7): the account starts signed out; a sign-in that
# ends in an authorization error shows its description.
for size in 1000x650 390x844; do
  expect "account-en-$size" "Sign In"
  expect "account-en-$size" "Sign Up"
  lacks "account-en-$size" "Sign Out"
  expect "account-sign-in-en-$size" "Encountered an error handling the authorization result."
  expect "account-sign-up-en-$size" "Password"
done
# The password field shows only with Use Passkey off (on at first).
render account-form-en-1000x650 --size 1000x650 --panel account --click "Sign Up"
expect account-form-en-1000x650 "Use Passkey"
lacks account-form-en-1000x650 "Password"
echo "  ok    Account: signed out, a failed sign-in and the sign-up form, in both languages, as the library's screen"

# Signed in: the binding signs a session file up with a password; the app opens it (--session).
# Each render changes its file (an answer to the alert is kept), so each has a fresh copy.
rm -f "$out/account-session.sqlite"
expected account-session "$out/account-session.sqlite" "Maya Haddad" ||
  fail "check_account: the signed-in session"
account_session() { rm -f "$out/$1.sqlite"; cp "$out/account-session.sqlite" "$out/$1.sqlite"; echo "$out/$1.sqlite"; }
render account-in-en-1000x650 --size 1000x650 --panel account --session "$(account_session in)"
account_reads account-in-en-1000x650 "$(account_expected account-signed-in 0 "Maya Haddad")"
render account-confirm-ar-390x844 --locale ar --size 390x844 --panel account --session "$(account_session confirm)" --click "تسجيل الخروج"
account_reads account-confirm-ar-390x844 "$(account_expected account-signed-in 1 "Maya Haddad" confirm)"
# The alert's answers go to the library, which keeps them: Cancel keeps the user signed in, Sign
# Out (the alert's; the screen's is greyed out behind it) signs out.
render account-cancel-en-1000x650 --size 1000x650 --panel account --session "$(account_session cancel)" --click "Sign Out" --click Cancel
account_reads account-cancel-en-1000x650 "$(account_expected account-signed-in 0 "Maya Haddad")"
render account-out-en-390x844 --size 390x844 --panel account --session "$(account_session out)" --click "Sign Out" --click "Sign Out"
account_reads account-out-en-390x844 "$(account_expected account 0)"
[ "$(expected account-state "$out/out.sqlite")" = SIGNED_OUT ] ||
  fail "account-out: the session file does not keep the sign-out"
echo "  ok    Account: signed in from a session file, the sign-out alert, Cancel and Sign Out kept by the library"

# The local test authenticator (docs/domain.md §10.7, README "Platform duties: the account"): a
# passkey made at Sign Up signs Maya Haddad in; after Sign Out, Sign In shows the authenticator's
# sheet for the library's relying party (example.com unless set) with her passkey and Cancel, and
# the passkey signs her in again; a password signed up with signs her in when typed again.
for locale in en ar; do
  number=0
  [ $locale = ar ] && number=1
  signed_in=$(account_expected account-signed-in "$number" "Maya Haddad")
  signed_out=$(account_expected account "$number")
  for size in 1000x650 390x844; do
    account_reads "account-passkey-sign-up-$locale-$size" "$signed_in"
    account_reads "account-passkey-sign-out-$locale-$size" "$signed_out"
    account_reads "account-passkey-sign-in-$locale-$size" "$signed_in"
    account_reads "account-password-sign-in-$locale-$size" "$signed_in"
    expect "account-passkey-sheet-$locale-$size" "example.com"
    expect "account-passkey-sheet-$locale-$size" "Maya Haddad"
    cancel=Cancel; [ $locale = ar ] && cancel=إلغاء
    expect "account-passkey-sheet-$locale-$size" "$cancel"
  done
done
for size in 1000x650 390x844; do
  # Signing in: neither Sign In, Sign Up nor Sign Out shows, only the sheet.
  for word in "Sign In" "Sign Up" "Sign Out"; do lacks "account-passkey-sheet-en-$size" "$word"; done
done
# A wrong password: the server's check fails, the request ends in an authorization error.
render account-wrong-en-1000x650 --size 1000x650 --panel account --click "Sign Up" --type "Maya Haddad" --click "Use Passkey" \
  --type "correct horse" --click "Sign Up" --click "Sign Out" --click "Sign Out" --click "Sign In" --type "wrong horse" --click "Maya Haddad"
expect account-wrong-en-1000x650 "Encountered an error handling the authorization result."
lacks account-wrong-en-1000x650 "Sign Out"
# Cancel on the sheet: the request cancelled, which shows no error (docs/domain.md §10.7), signed out.
render account-cancelled-en-390x844 --size 390x844 --panel account --click "Sign Up" --type "Maya Haddad" --click "Sign Up" \
  --click "Sign Out" --click "Sign Out" --click "Sign In" --click Cancel
account_reads account-cancelled-en-390x844 "$(account_expected account 0)"
echo "  ok    Account: the test authenticator: passkey sign-up, sign-out, the sheet, passkey and password sign-in; a wrong password and Cancel refused"

# Kept beside a durable session's file, not in the repository: the passkey made in one run signs
# in in the next; the file is the owner's alone and holds no password, only its salted hash.
rm -f "$out/kept-account.sqlite" "$out/kept-account.test-authenticator"
render kept-account1-en-1000x650 --size 1000x650 --panel account --session "$out/kept-account.sqlite" --click "Sign Up" \
  --type "Maya Haddad" --click "Sign Up" --click "Sign Out" --click "Sign Out"
[ -f "$out/kept-account.test-authenticator" ] || fail "no test authenticator's file beside the session's"
[ "$(stat -c %a "$out/kept-account.test-authenticator" 2>/dev/null)" = 600 ] || fail "the test authenticator's file is not the owner's alone"
render kept-account2-en-1000x650 --size 1000x650 --panel account --session "$out/kept-account.sqlite" --click "Sign In" --click "Maya Haddad"
account_reads kept-account2-en-1000x650 "$(account_expected account-signed-in 0 "Maya Haddad")"
render kept-account3-en-1000x650 --size 1000x650 --panel account --session "$out/kept-account.sqlite" --click "Sign Out" --click "Sign Out" \
  --click "Sign Up" --type "Sam" --click "Use Passkey" --type "correct horse" --click "Sign Up"
! grep -q "correct horse" "$out/kept-account.test-authenticator" || fail "the test authenticator's file holds a password"
grep -q '^hash=' "$out/kept-account.test-authenticator" || fail "the test authenticator's file holds no password hash"
git ls-files --error-unmatch '*.test-authenticator' '*.test-store' >/dev/null 2>&1 && fail "a test double's file is in the repository"
echo "  ok    Account: the test authenticator's keys kept beside the session's file (0600), a passkey of one run signing in in the next, no password kept"

# The test store's help with purchases (docs/domain.md §10.5): the Test Store's switch turned the
# store on; the year of history bought at the headless now (1796000000000, UTC-8) is the
# refund screen's one row, "Purchased" and its long date, selected, so Request a refund shows.
bought=$(python3 -c 'import datetime; d = datetime.datetime.fromtimestamp(1796000000 - 8 * 3600, datetime.timezone.utc); print(f"Purchased {d:%B} {d.day}, {d.year}")')
for size in 1000x650 390x844; do
  for line in "Restore missing purchases" "Manage subscription" "Refund purchases" "Full year of history" "$bought" "Request a refund"; do
    expect "account-refund-en-$size" "$line"
  done
done
expect account-refund-ar-390x844 "سجل سنة كاملة"
# With the store off (the first state), its switch is all it offers.
lacks account-en-1000x650 "Refund purchases"
lacks account-en-1000x650 "Restore missing purchases"
echo "  ok    Account: the test store's refund screen, its row as the library gives it"
