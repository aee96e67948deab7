# SPDX-License-Identifier: Apache-2.0
"""account.py: the web shell's passkeys and passwords, where the library's account machine decides.

The library keeps the account's state and the challenge of the ceremony in progress, never a
secret; the platform's part is the server's: it issues the challenge (handed to the library),
has the browser create or use a passkey for it, verifies the answer with py_webauthn, keeps
each passkey's public key and signature count in its own store beside the session
(credentials.sqlite), and hands the outcome to the library (passkey_registered,
passkey_asserted, request_failed). A user's id is the user name's UTF-8 bytes, as the library
says. A password is the same story without a browser ceremony: the library checks the sign-up
form and never sees the password again; the server keeps a salted scrypt hash of it and, on
sign-in, tells the library whose password came back (password_returned) or that it failed.

The ceremonies are JSON over POST; each answer is checked against the challenge the library
holds, so an answer given twice finds the ceremony over (409)."""

import hashlib
import hmac
import json
import os
import sqlite3
from typing import Callable, Optional

import webauthn
from webauthn.helpers import base64url_to_bytes, options_to_json
from webauthn.helpers.exceptions import InvalidAuthenticationResponse, InvalidRegistrationResponse
from webauthn.helpers.structs import (AuthenticatorSelectionCriteria, ResidentKeyRequirement,
                                      UserVerificationRequirement)

import foodtruck as ft

#: The challenge's size, within the library's 16 to 64 bytes.
CHALLENGE_BYTES = 32


class Refused(Exception):
    """A request the account cannot take: its HTTP status and a message (the library's words
    where the library refused)."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


class Credentials:
    """The server's store of credentials: each passkey's id, its user, public key and count;
    each password's user, salt and scrypt hash."""

    def __init__(self, path: str) -> None:
        self.db = sqlite3.connect(path, isolation_level=None)
        self.db.execute("CREATE TABLE IF NOT EXISTS passkeys (id BLOB PRIMARY KEY, user_id BLOB NOT NULL,"
                        " public_key BLOB NOT NULL, sign_count INTEGER NOT NULL)")
        self.db.execute("CREATE TABLE IF NOT EXISTS passwords (user_name TEXT PRIMARY KEY,"
                        " salt BLOB NOT NULL, hash BLOB NOT NULL)")

    def add(self, credential_id: bytes, user_id: bytes, public_key: bytes, sign_count: int) -> None:
        self.db.execute("INSERT OR REPLACE INTO passkeys VALUES (?, ?, ?, ?)",
                        (credential_id, user_id, public_key, sign_count))

    def find(self, credential_id: bytes) -> Optional[tuple]:
        return self.db.execute("SELECT user_id, public_key, sign_count FROM passkeys WHERE id = ?",
                               (credential_id,)).fetchone()

    def count_used(self, credential_id: bytes, sign_count: int) -> None:
        self.db.execute("UPDATE passkeys SET sign_count = ? WHERE id = ?", (sign_count, credential_id))

    @staticmethod
    def _hash(password: str, salt: bytes) -> bytes:
        return hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1)

    def set_password(self, user_name: str, password: str) -> None:
        salt = os.urandom(16)
        self.db.execute("INSERT OR REPLACE INTO passwords VALUES (?, ?, ?)",
                        (user_name, salt, self._hash(password, salt)))

    def password_matches(self, user_name: str, password: str) -> bool:
        row = self.db.execute("SELECT salt, hash FROM passwords WHERE user_name = ?", (user_name,)).fetchone()
        return row is not None and hmac.compare_digest(self._hash(password, row[0]), row[1])

    def close(self) -> None:
        self.db.close()


def parse(body: bytes) -> dict:
    try:
        value = json.loads(body or b"{}")
    except (ValueError, UnicodeDecodeError):
        raise Refused(400, "malformed JSON") from None
    if not isinstance(value, dict):
        raise Refused(400, "malformed JSON: not an object")
    return value


def library(call: Callable[[], object]):
    """A call into the account machine; its refusal as 409 with the library's message."""
    try:
        return call()
    except ft.FoodTruckError as error:
        raise Refused(409, str(error)) from None


class Ceremonies:
    """The sign-up and sign-in ceremonies of one server: a passkey's relying party is the
    page's host name."""

    def __init__(self, credentials: Credentials, rp_name: str) -> None:
        self.credentials = credentials
        self.rp_name = rp_name

    def register(self, view: ft.Truck, host: str, body: dict) -> str:
        """Starts a sign-up with a passkey: the registration options, as JSON."""
        name = text_field(body, "user_name")
        challenge = os.urandom(CHALLENGE_BYTES)
        library(lambda: setattr(view, "relying_party", host))
        library(lambda: view.sign_up_with_passkey(name, challenge))
        options = webauthn.generate_registration_options(
            rp_id=host, rp_name=self.rp_name, user_name=view.account_user_name,
            user_id=view.account_user_name.encode(), challenge=challenge,
            authenticator_selection=AuthenticatorSelectionCriteria(
                resident_key=ResidentKeyRequirement.REQUIRED,
                user_verification=UserVerificationRequirement.PREFERRED))
        return options_to_json(options)

    def registered(self, view: ft.Truck, origin: str, body: dict) -> None:
        """Finishes a sign-up: the browser's new passkey verified against the library's
        challenge, kept, and the library told; a passkey that does not verify is the library's
        authorization failure."""
        if view.account_state != ft.AccountState.REGISTERING:
            raise Refused(409, "no sign-up in progress")
        try:
            verified = webauthn.verify_registration_response(
                credential=body.get("credential"), expected_challenge=view.account_challenge,
                expected_rp_id=view.relying_party, expected_origin=origin)
        except (InvalidRegistrationResponse, ValueError, TypeError, KeyError):
            view.request_failed(ft.AccountFailure.AUTHORIZATION_ERROR)
            raise Refused(400, view.account_failure_text(ft.AccountFailure.AUTHORIZATION_ERROR)) from None
        self.credentials.add(verified.credential_id, view.account_user_name.encode(),
                          verified.credential_public_key, verified.sign_count)
        view.passkey_registered()

    def sign_in(self, view: ft.Truck, host: str) -> str:
        """Starts a sign-in: the request options, as JSON (any passkey of this server's)."""
        challenge = os.urandom(CHALLENGE_BYTES)
        library(lambda: setattr(view, "relying_party", host))
        library(lambda: view.sign_in(challenge))
        return options_to_json(webauthn.generate_authentication_options(
            rp_id=host, challenge=challenge, user_verification=UserVerificationRequirement.PREFERRED))

    def asserted(self, view: ft.Truck, origin: str, body: dict) -> None:
        """Finishes a sign-in: the assertion verified with the passkey's public key against the
        library's challenge, and the library told whose it is; one that does not verify is the
        library's authorization failure."""
        if view.account_state != ft.AccountState.SIGNING_IN:
            raise Refused(409, "no sign-in in progress")
        credential = body.get("credential")
        try:
            credential_id = base64url_to_bytes(credential["rawId"])
            found = self.credentials.find(credential_id)
            if found is None:
                raise InvalidAuthenticationResponse("an unknown passkey")
            user_id, public_key, sign_count = found
            verified = webauthn.verify_authentication_response(
                credential=credential, expected_challenge=view.account_challenge,
                expected_rp_id=view.relying_party, expected_origin=origin,
                credential_public_key=public_key, credential_current_sign_count=sign_count)
        except (InvalidAuthenticationResponse, ValueError, TypeError, KeyError):
            view.request_failed(ft.AccountFailure.AUTHORIZATION_ERROR)
            raise Refused(400, view.account_failure_text(ft.AccountFailure.AUTHORIZATION_ERROR)) from None
        self.credentials.count_used(credential_id, verified.new_sign_count)
        view.passkey_asserted(user_id)

    def password_sign_up(self, view: ft.Truck, body: dict) -> None:
        """Signs up with a password: the library checks the form (and signs in), the server
        keeps the password's hash."""
        name, password = text_field(body, "user_name"), text_field(body, "password")
        library(lambda: view.sign_up_with_password(name, password))
        self.credentials.set_password(view.account_user_name, password)

    def password_sign_in(self, view: ft.Truck, host: str, body: dict) -> None:
        """Signs in with a password: the library's sign-in starts, and is told whose password
        came back, or that it failed (its failure text)."""
        name, password = text_field(body, "user_name"), text_field(body, "password")
        library(lambda: setattr(view, "relying_party", host))
        library(lambda: view.sign_in(os.urandom(CHALLENGE_BYTES)))
        if not self.credentials.password_matches(name.strip(), password):
            view.request_failed(ft.AccountFailure.AUTHORIZATION_ERROR)
            raise Refused(400, view.account_failure_text(ft.AccountFailure.AUTHORIZATION_ERROR))
        library(lambda: view.password_returned(name.strip()))


def text_field(body: dict, name: str) -> str:
    value = body.get(name)
    if not isinstance(value, str):
        raise Refused(400, f"{name}: a text is needed")
    return value
