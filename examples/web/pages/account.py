# SPDX-License-Identifier: Apache-2.0
"""pages/account.py: the Account panel, as the library's account machine has it."""

import foodtruck as ft
from foodtruck import Panel
from foodtruck.account import PASSWORD_MAX_BYTES, USE_PASSKEY_DEFAULT, USER_NAME_MAX_BYTES

from .common import e, timed


def account(view: ft.Truck, now: int) -> str:
    """The Account panel as the library's account machine has it: the user, the failure it
    shows, Sign In (a passkey, or a user name and password), Sign Up (a user name, then a new
    passkey or, "Use Passkey" off, a password), Cancel while a ceremony is under way, Sign Out
    and its confirmation. The passkey ceremonies are the page
    script's (static/app.js)."""
    screen = view.account_screen
    text = view.account_text
    parts = [f'<h2>{e(view.panel_title(Panel.ACCOUNT))}</h2>']
    if screen.shows_user_name:
        parts.append(f'<p id="user-name">{e(view.account_user_name)}</p>')
    if screen.failure is not None:
        parts.append(f'<p id="failure" role="alert">{e(view.account_failure_text(screen.failure))}</p>')
    name_field = (f'<input name="user_name" maxlength="{USER_NAME_MAX_BYTES}" required '
                  f'placeholder="{e(text(ft.AccountLabel.USER_NAME))}" aria-label="{e(text(ft.AccountLabel.USER_NAME))}">')
    password_field = (f'<input type="password" name="password" maxlength="{PASSWORD_MAX_BYTES}" '
                      f'placeholder="{e(text(ft.AccountLabel.PASSWORD))}" aria-label="{e(text(ft.AccountLabel.PASSWORD))}">')
    if screen.shows_sign_in:
        parts.append(f'<button id="sign-in" class="wide">{e(text(ft.AccountLabel.SIGN_IN))}</button>'
                     f'<form id="password-sign-in">{name_field}{password_field}'
                     f'<button class="wide">{e(text(ft.AccountLabel.SIGN_IN))}</button></form>')
    if screen.shows_sign_up:
        checked = " checked" if USE_PASSKEY_DEFAULT else ""
        parts.append(
            f'<form id="sign-up">{name_field}<label class="switch"><input type="checkbox" name="use_passkey"{checked}>'
            f'{e(text(ft.AccountLabel.USE_PASSKEY))}</label>{password_field}'
            f'<button class="wide">{e(text(ft.AccountLabel.SIGN_UP))}</button></form>')
    if screen.state in (ft.AccountState.SIGNING_IN, ft.AccountState.REGISTERING):
        parts.append(f'<button id="cancel-ceremony" class="wide">{e(text(ft.AccountLabel.CANCEL))}</button>')
    if screen.shows_sign_out:
        parts.append(f'<form method="post" action="/account/sign-out"><button id="sign-out" class="wide">'
                     f'{e(text(ft.AccountLabel.SIGN_OUT))}</button></form>')
    if screen.shows_sign_out_confirmation:
        parts.append(
            f'<p id="confirmation">{e(text(ft.AccountLabel.SIGN_OUT_CONFIRMATION))}</p>'
            f'<form method="post" action="/account/sign-out/yes"><button id="confirm-sign-out" class="wide">'
            f'{e(text(ft.AccountLabel.SIGN_OUT))}</button></form>'
            f'<form method="post" action="/account/sign-out/no"><button id="cancel-sign-out" class="wide">'
            f'{e(text(ft.AccountLabel.CANCEL))}</button></form>')
    return timed("".join(parts), now, None)
