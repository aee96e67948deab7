# SPDX-License-Identifier: Apache-2.0
"""Account (foodtruck.h "Account"): the sign-in state machine and what the Account screen shows.

The library decides; the platform authenticates. On Sign In the shell calls ``sign_in`` with
its server's challenge, then runs a passkey assertion and a saved-password request together for
``relying_party`` and ``account_challenge``, and hands the result in (``password_returned``,
``passkey_asserted``, or ``request_failed``). Sign Up with a passkey works the same way with a
passkey registration for ``account_user_name`` (its user id: the name's UTF-8 bytes). The
library never keeps a password.

AccountMixin is inherited by Truck.
"""

from __future__ import annotations

from ctypes import byref, c_bool, c_uint8
from typing import NamedTuple, Optional

from . import _capi, _ffi
from ._capi import AccountFailure, AccountLabel, AccountState
from ._text import text_arg
from ._account_methods import AccountMethods

#: FOODTRUCK_ACCOUNT_USE_PASSKEY_DEFAULT: the sign-up form's "Use Passkey" switch starts on.
USE_PASSKEY_DEFAULT = bool(_capi.ACCOUNT_USE_PASSKEY_DEFAULT)
#: The longest user name: in characters once trimmed, and in UTF-8 bytes as given.
USER_NAME_MAX_CHARACTERS = _capi.ACCOUNT_USER_NAME_MAX_CHARACTERS
USER_NAME_MAX_BYTES = _capi.ACCOUNT_USER_NAME_MAX_BYTES
#: The longest password and relying party accepted, in UTF-8 bytes.
PASSWORD_MAX_BYTES = _capi.ACCOUNT_PASSWORD_MAX_BYTES
RELYING_PARTY_MAX_BYTES = _capi.ACCOUNT_RELYING_PARTY_MAX_BYTES
#: A challenge has 16 to 64 bytes.
CHALLENGE_MIN_BYTES = _capi.ACCOUNT_CHALLENGE_MIN_BYTES
CHALLENGE_MAX_BYTES = _capi.ACCOUNT_CHALLENGE_MAX_BYTES


class AccountScreen(NamedTuple):
    """What the Account screen shows: the state, its parts, and the failure whose description
    shows (None when none does)."""

    state: AccountState
    shows_user_name: bool
    shows_sign_in: bool
    shows_sign_up: bool
    shows_sign_out: bool
    shows_sign_out_confirmation: bool
    failure: Optional[AccountFailure]


def _bytes_arg(data: bytes):
    """A C byte array and its count."""
    data = bytes(data)
    return (c_uint8 * len(data)).from_buffer_copy(data) if data else None, len(data)


def sign_up_valid(user_name: str, use_passkey: bool = USE_PASSKEY_DEFAULT,
                  has_password: bool = False) -> bool:
    """Whether the sign-up form may be submitted: a valid user name and, with "Use Passkey" off,
    a password (only whether one was typed is handed in)."""
    return _ffi.read_value("foodtruck_account_sign_up_valid", c_bool, text_arg(user_name),
                           bool(use_passkey), bool(has_password))


class AccountMixin(AccountMethods):
    """The account's state, its events and the Account screen (mixed into Truck)."""

    _handle: "_ffi.TruckPtr"

    # ---- What the screen shows ------------------------------------------------------------

    @property
    def account_screen(self) -> AccountScreen:
        """The Account screen in the account's current state."""
        view = _capi.foodtruck_account_view()
        _ffi.call("foodtruck_account_screen", self._handle, byref(view))
        failure = AccountFailure(view.failure) if view.shows_failure else None
        return AccountScreen(AccountState(view.state), view.shows_user_name, view.shows_sign_in,
                             view.shows_sign_up, view.shows_sign_out,
                             view.shows_sign_out_confirmation, failure)

    @property
    def account_state(self) -> AccountState:
        """Where the sign-in stands (SIGNED_OUT at start)."""
        return self.account_screen.state

    @property
    def account_user_name(self) -> str:
        """The signed-in user's name, or while registering the name the passkey is for
        (InvalidStateError while signed out or signing in)."""
        return _ffi.read_text("foodtruck_account_user_name", self._handle)

    @property
    def account_challenge(self) -> bytes:
        """The challenge of the request in flight (InvalidStateError when none is)."""
        return bytes(_ffi.read_array("foodtruck_account_challenge", c_uint8, self._handle))

    @property
    def relying_party(self) -> str:
        """The relying party of the passkey requests (get and set; "example.com" by default). A
        domain name, kept in lower case; InvalidStateError while a request is in flight."""
        return _ffi.read_text("foodtruck_account_relying_party", self._handle)

    @relying_party.setter
    def relying_party(self, domain: str) -> None:
        _ffi.call("foodtruck_account_set_relying_party", self._handle, text_arg(domain))

    # ---- Events ---------------------------------------------------------------------------

    def sign_in(self, challenge: bytes) -> None:
        """Sign In tapped, with the server's challenge (16 to 64 bytes): SIGNING_IN."""
        _ffi.call("foodtruck_account_sign_in", self._handle, *_bytes_arg(challenge))

    def sign_up_with_passkey(self, user_name: str, challenge: bytes) -> None:
        """Sign Up with a passkey for user_name: REGISTERING."""
        _ffi.call("foodtruck_account_sign_up_passkey", self._handle, text_arg(user_name),
                  *_bytes_arg(challenge))

    def sign_up_with_password(self, user_name: str, password: str) -> None:
        """Sign Up with a password: SIGNED_IN at once. The password is checked to be non-empty
        and not kept."""
        _ffi.call("foodtruck_account_sign_up_password", self._handle, text_arg(user_name),
                  text_arg(password))

    def password_returned(self, user_name: str) -> None:
        """The saved-password request returned the credential of user_name: SIGNED_IN."""
        _ffi.call("foodtruck_account_password_returned", self._handle, text_arg(user_name))

    def passkey_asserted(self, user_id: bytes) -> None:
        """The passkey assertion returned a credential with these user id bytes (the user
        name's UTF-8): SIGNED_IN. InvalidArgumentError when they are not UTF-8."""
        _ffi.call("foodtruck_account_passkey_asserted", self._handle, *_bytes_arg(user_id))

    def confirm_sign_out(self, confirmed: bool) -> None:
        """The alert's answer: Sign Out (True) signs out, Cancel (False) keeps the user."""
        _ffi.call("foodtruck_account_confirm_sign_out", self._handle, bool(confirmed))


__all__ = [
    "CHALLENGE_MAX_BYTES", "CHALLENGE_MIN_BYTES", "PASSWORD_MAX_BYTES", "RELYING_PARTY_MAX_BYTES",
    "USER_NAME_MAX_BYTES",
    "USER_NAME_MAX_CHARACTERS", "USE_PASSKEY_DEFAULT", "AccountFailure", "AccountLabel",
    "AccountMixin", "AccountScreen", "AccountState", "sign_up_valid",
]
