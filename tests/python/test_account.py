# SPDX-License-Identifier: Apache-2.0
"""The account through the binding: every (state, event) pair, accepted to its state or refused
with InvalidStateError and nothing changed; bad user names, user ids and challenges; the
challenge, user name and relying party for the shell's authenticator; the screen and its texts
in English and Arabic."""

import pytest

import foodtruck as ft
from foodtruck import AccountFailure as F
from foodtruck import AccountState as S

CHALLENGE = b"0123456789abcdef"
OTHER = b"fedcba9876543210fedcba9876543210"


def reach(truck, state):
    """Brings a fresh truck's account to state through events."""
    if state is S.SIGNING_IN:
        truck.sign_in(CHALLENGE)
    elif state is S.REGISTERING:
        truck.sign_up_with_passkey("Ada", CHALLENGE)
    elif state in (S.SIGNED_IN, S.CONFIRMING_SIGN_OUT):
        truck.sign_up_with_password("Ada", "pw")
        if state is S.CONFIRMING_SIGN_OUT:
            truck.sign_out()
    return truck


EVENTS = {
    "sign in": lambda t: t.sign_in(OTHER),
    "sign up with passkey": lambda t: t.sign_up_with_passkey("Grace", OTHER),
    "sign up with password": lambda t: t.sign_up_with_password("Grace", "pw"),
    "password returned": lambda t: t.password_returned("Grace"),
    "passkey asserted": lambda t: t.passkey_asserted(b"Grace"),
    "passkey registered": lambda t: t.passkey_registered(),
    "authorization error": lambda t: t.request_failed(F.AUTHORIZATION_ERROR),
    "cancelled": lambda t: t.request_failed(F.CANCELLED),
    "sign out": lambda t: t.sign_out(),
    "confirm sign out": lambda t: t.confirm_sign_out(True),
    "keep signed in": lambda t: t.confirm_sign_out(False),
}

# (state before, event) -> (state after, user name after); every pair not listed is refused.
ACCEPTED = {
    (S.SIGNED_OUT, "sign in"): (S.SIGNING_IN, None),
    (S.SIGNED_OUT, "sign up with passkey"): (S.REGISTERING, "Grace"),
    (S.SIGNED_OUT, "sign up with password"): (S.SIGNED_IN, "Grace"),
    (S.SIGNING_IN, "password returned"): (S.SIGNED_IN, "Grace"),
    (S.SIGNING_IN, "passkey asserted"): (S.SIGNED_IN, "Grace"),
    (S.SIGNING_IN, "authorization error"): (S.SIGNED_OUT, None),
    (S.SIGNING_IN, "cancelled"): (S.SIGNED_OUT, None),
    (S.REGISTERING, "passkey registered"): (S.SIGNED_IN, "Ada"),
    (S.REGISTERING, "authorization error"): (S.SIGNED_OUT, None),
    (S.REGISTERING, "cancelled"): (S.SIGNED_OUT, None),
    (S.SIGNED_IN, "sign out"): (S.CONFIRMING_SIGN_OUT, "Ada"),
    (S.CONFIRMING_SIGN_OUT, "confirm sign out"): (S.SIGNED_OUT, None),
    (S.CONFIRMING_SIGN_OUT, "keep signed in"): (S.SIGNED_IN, "Ada"),
}


@pytest.mark.parametrize("state", list(S))
@pytest.mark.parametrize("event", list(EVENTS))
def test_every_state_event_pair(truck, state, event):
    reach(truck, state)
    before = truck.account_screen
    if (state, event) in ACCEPTED:
        EVENTS[event](truck)
        after, name = ACCEPTED[(state, event)]
        assert truck.account_state is after
        if name is not None:
            assert truck.account_user_name == name
    else:
        with pytest.raises(ft.InvalidStateError, match="refused while the account is"):
            EVENTS[event](truck)
        assert truck.account_screen == before


def test_starts_signed_out(truck):
    assert truck.account_screen == ft.AccountScreen(S.SIGNED_OUT, False, True, True, False, False,
                                                    None)
    assert truck.relying_party == "example.com"
    with pytest.raises(ft.InvalidStateError):
        truck.account_user_name
    with pytest.raises(ft.InvalidStateError):
        truck.account_challenge


BAD_NAMES = ["", "  \t", "Bell\a", "\u202eadA", "A\u200bda", "Ada\nLovelace", "n" * 65,
             "\u0647\u064e" * 65, "a" * 257]


@pytest.mark.parametrize("name", BAD_NAMES, ids=range(len(BAD_NAMES)))
def test_bad_user_names_change_nothing(truck, name):
    with pytest.raises(ft.InvalidArgumentError, match="user_name"):
        truck.sign_up_with_passkey(name, CHALLENGE)
    with pytest.raises(ft.InvalidArgumentError):
        truck.sign_up_with_password(name, "pw")
    assert truck.account_state is S.SIGNED_OUT
    truck.sign_in(CHALLENGE)
    with pytest.raises(ft.InvalidArgumentError):
        truck.password_returned(name)
    with pytest.raises(ft.InvalidArgumentError):
        truck.passkey_asserted(name.encode())
    assert truck.account_state is S.SIGNING_IN
    if len(name.encode()) <= ft.account.USER_NAME_MAX_BYTES:  # longer: refused as a text
        assert not ft.sign_up_valid(name)


@pytest.mark.parametrize("user_id", [b"\xff", b"A\xc3", b"\xed\xa0\x80", b"\xc0\xaf"])
def test_user_id_not_utf8_is_refused(truck, user_id):
    truck.sign_in(CHALLENGE)
    with pytest.raises(ft.InvalidArgumentError,
                       match="foodtruck_account_passkey_asserted: user_id: the passkey's user "
                             "id is not valid UTF-8$"):
        truck.passkey_asserted(user_id)
    assert truck.account_state is S.SIGNING_IN


def test_names_trimmed_and_arabic(truck):
    truck.sign_in(CHALLENGE)
    truck.passkey_asserted("عائشة".encode())
    assert truck.account_user_name == "عائشة"
    truck.sign_out()
    truck.confirm_sign_out(True)
    truck.sign_up_with_passkey("  Ada  ", OTHER)
    assert truck.account_user_name == "Ada" and truck.account_challenge == OTHER


@pytest.mark.parametrize("length,accepted", [(0, False), (15, False), (16, True), (64, True),
                                             (65, False)])
def test_challenge_lengths(truck, length, accepted):
    if accepted:
        truck.sign_in(b"x" * length)
        assert truck.account_challenge == b"x" * length
    else:
        with pytest.raises(ft.InvalidArgumentError, match="challenge"):
            truck.sign_in(b"x" * length)
        assert truck.account_state is S.SIGNED_OUT


def test_password_never_in_a_message(truck):
    with pytest.raises(ft.InvalidArgumentError) as caught:
        truck.sign_up_with_password("\u202e", "hunter2")
    assert "hunter2" not in str(caught.value) and "7" not in str(caught.value)
    with pytest.raises(ft.InvalidArgumentError, match="password: the password must not be empty"):
        truck.sign_up_with_password("Ada", "")


@pytest.mark.parametrize("given,kept", [("example.com", "example.com"),
                                        ("Trucks.Example.ORG", "trucks.example.org"),
                                        ("localhost", "localhost")])
def test_relying_party(truck, given, kept):
    truck.relying_party = given
    assert truck.relying_party == kept


@pytest.mark.parametrize("domain", ["", "example..com", "-a.com", "a-.com", "a_b.com",
                                    "https://example.com", "a" * 64 + ".com"])
def test_bad_relying_party(truck, domain):
    with pytest.raises(ft.InvalidArgumentError, match="relying_party"):
        truck.relying_party = domain
    assert truck.relying_party == "example.com"


def test_relying_party_fixed_while_in_flight(truck):
    truck.sign_up_with_passkey("Ada", CHALLENGE)
    with pytest.raises(ft.InvalidStateError):
        truck.relying_party = "trucks.example"


def test_failure_shows_until_the_next_event(truck):
    truck.sign_in(CHALLENGE)
    truck.request_failed(F.AUTHORIZATION_ERROR)
    assert truck.account_screen.failure is F.AUTHORIZATION_ERROR
    truck.sign_in(CHALLENGE)
    assert truck.account_screen.failure is None
    truck.request_failed(F.CANCELLED)
    assert truck.account_screen.failure is None


@pytest.mark.parametrize("use_passkey,has_password,valid", [
    (True, False, True), (True, True, True), (False, False, False), (False, True, True)])
def test_sign_up_form(use_passkey, has_password, valid):
    assert ft.sign_up_valid("Ada", use_passkey, has_password) is valid
    assert ft.account.USE_PASSKEY_DEFAULT is True


L = ft.AccountLabel
TEXTS = [
    (L.SIGN_IN, "Sign In", "تسجيل الدخول"),
    (L.SIGN_UP, "Sign Up", "إنشاء حساب"),
    (L.SIGN_OUT, "Sign Out", "تسجيل الخروج"),
    (L.SIGN_OUT_CONFIRMATION, "Are you sure you want to sign out?",
     "هل تريد بالتأكيد تسجيل الخروج؟"),
    (L.CANCEL, "Cancel", "إلغاء"),
    (L.USE_PASSKEY, "Use Passkey", "استخدام مفتاح المرور"),
    (L.USER_NAME, "User name", "اسم المستخدم"),
    (L.PASSWORD, "Password", "كلمة المرور"),
    (L.PURCHASE_SUPPORT, "In-app purchase support", "دعم الشراء داخل التطبيق"),
    (L.RESTORE_PURCHASES, "Restore missing purchases", "استعادة المشتريات المفقودة"),
]


@pytest.mark.parametrize("label,english,arabic", TEXTS)
def test_texts(truck, label, english, arabic):
    assert truck.account_text(label) == english
    truck.locale = ft.Locale.AR
    assert truck.account_text(label) == arabic


@pytest.mark.parametrize("failure,english,arabic", [
    (F.CANCELLED, "", ""),
    (F.AUTHORIZATION_ERROR, "Encountered an error handling the authorization result.",
     "حدث خطأ أثناء معالجة نتيجة التفويض."),
    (F.UNKNOWN_RESULT, "Received an unknown authorization result.",
     "تم تلقي نتيجة تفويض غير معروفة."),
])
def test_failure_texts(truck, failure, english, arabic):
    assert truck.account_failure_text(failure) == english
    truck.locale = ft.Locale.AR
    assert truck.account_failure_text(failure) == arabic
