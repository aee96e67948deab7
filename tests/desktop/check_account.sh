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
