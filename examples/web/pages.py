# SPDX-License-Identifier: Apache-2.0
"""pages.py: the web shell's HTML, written from what the library says.

Every word, number, order and picture comes from the device's view of the truck (a
foodtruck.Truck made by Truck.new_view()): this module only escapes it and lays it out. A page
is the chrome (the title, the tab bar, the language switch) around a main region, which the
page's script fetches again (/main) when the server says the truck changed, or when the
library's next change of what it shows comes (a countdown's next second)."""

import html
from typing import List, Optional

import foodtruck as ft
from foodtruck import NavigationLabel, OrderSort, Panel, StepKind
from foodtruck.account import PASSWORD_MAX_BYTES, USE_PASSKEY_DEFAULT, USER_NAME_MAX_BYTES

#: The panels the tab bar offers: the sidebar's, in its order (foodtruck.sidebar(), with the
#: account, which a web page can sign in to). On a phone the bar scrolls sideways.
TABS = [item.panel for item in ft.sidebar(include_account=True)]

#: A page of orders: the Orders list shows at most this many, as the library pages them.
PAGE = 50


def e(text: str) -> str:
    """Text from the library, escaped for HTML."""
    return html.escape(text, quote=True)


def picture(svg: str) -> str:
    """An SVG document of the library's, inline in the page (without its XML declaration)."""
    return svg[svg.index("<svg"):] if svg.startswith("<?xml") else svg


def document(view: ft.Truck, main: str, now: int) -> str:
    """The whole page: its language and direction from the view, the tab bar, the main
    region."""
    lang = "ar" if view.locale == ft.Locale.AR else "en"
    direction = "rtl" if view.is_right_to_left else "ltr"
    other = "en" if lang == "ar" else "ar"
    tabs = "".join(
        f'<form method="post" action="/select/{panel.name.lower()}">'
        f'<button class="tab{" selected" if view.selection == panel else ""}" '
        f'data-panel="{panel.name.lower()}">{e(view.panel_title(panel))}</button></form>'
        for panel in TABS)
    return (
        f'<!DOCTYPE html><html lang="{lang}" dir="{direction}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<title>{e(view.sidebar_title)}</title><link rel="stylesheet" href="/static/app.css">'
        '<script src="/static/app.js" defer></script></head><body>'
        f'<header><h1>{e(view.sidebar_title)}</h1>'
        f'<form method="post" action="/language/{other}"><button id="language">'
        f'{e(view.navigation_text(NavigationLabel.KEY_LANGUAGE))}</button></form></header>'
        f'<main id="main">{main}</main><nav id="tabs">{tabs}</nav></body></html>')


def main_region(view: ft.Truck, now: int, search: str, sort: OrderSort) -> str:
    """What the view's navigation shows: the top of its path (an order, or a panel a card
    opened), or its selected panel."""
    path = view.path
    top = path[-1] if path else None
    if top is not None and top.kind == StepKind.ORDER:
        return order_detail(view, top.id, now)
    panel = top.panel if top is not None and top.kind == StepKind.PANEL else view.selection
    if panel == Panel.TRUCK:
        return truck_panel(view, now)
    if panel == Panel.ORDERS:
        return orders(view, now, search, sort)
    if panel == Panel.TOP_FIVE:
        return top_five(view, now)
    if panel == Panel.ACCOUNT:
        return account(view, now)
    if panel == Panel.SALES_HISTORY:
        return sales_history(view, now)
    if panel == Panel.DONUTS:
        return donuts(view, now)
    return timed(back(view) + f'<h2>{e(view.panel_title(panel))}</h2>', now, None)


def back(view: ft.Truck) -> str:
    """The way back when the path has steps: named after the view under the top one."""
    path = view.path
    if not path:
        return ""
    title = view.step_title(path[-2]) if len(path) > 1 else view.panel_title(view.selection)
    return f'<form method="post" action="/back"><button id="back">{e(title)}</button></form>'


def timed(main: str, now: int, next_change: Optional[int]) -> str:
    """The region with the server's instant and, when the library names one, the instant at
    which what it shows next changes, for the page's script to fetch it again then."""
    at = "" if next_change is None else f' data-next-change="{next_change}"'
    return f'<div class="region" data-now="{now}"{at}>{main}</div>'


def orders(view: ft.Truck, now: int, search: str, sort: OrderSort) -> str:
    """The Orders panel: a search, the sorts, a page of orders (newest first)."""
    numbers = view.orders(search=search, sort=sort, descending=True, limit=PAGE)
    sorts = "".join(
        f'<option value="{s.name.lower()}"{" selected" if s == sort else ""}>{e(view.sort_name(s))}</option>'
        for s in OrderSort)
    rows = "".join(order_row(view, number, now) for number in numbers) or (
        f'<p class="empty">{e(view.navigation_text(NavigationLabel.NO_ORDERS))}</p>')
    form = (
        '<form class="query" method="get" action="/">'
        f'<input type="search" name="search" value="{e(search)}" maxlength="{ft.SEARCH_MAX_BYTES}" '
        f'placeholder="{e(view.navigation_text(NavigationLabel.KEY_SEARCH))}">'
        f'<select name="sort" aria-label="{e(view.navigation_text(NavigationLabel.KEY_SORT))}">{sorts}</select>'
        f'<button>{e(view.navigation_text(NavigationLabel.KEY_SEARCH))}</button></form>')
    return timed(f'{back(view)}<h2>{e(view.panel_title(Panel.ORDERS))}</h2>{form}<ul class="orders">{rows}</ul>',
                 now, None)


def order_row(view: ft.Truck, number: int, now: int) -> str:
    order = view.order(number)
    donuts = "".join(f'<span class="donut">{picture(view.svg_donut(line.donut_id, 28))}</span>'
                     for line in order.lines[:3])
    return (
        f'<li class="order" data-number="{number}"><form method="post" action="/orders/{number}">'
        f'<button class="open"><span class="stack">{donuts}{e(view.order_stack_badge(number))}</span>'
        f'<span class="id">{e(view.order_display_id(number))}</span>'
        f'<span class="date">{e(view.order_date_text(number, now))}</span>'
        f'<span class="status">{e(view.status_name(order.status))}</span></button></form></li>')


def order_detail(view: ft.Truck, number: int, now: int) -> str:
    """An order: its status, its donuts, its countdown while preparing, its next step."""
    order = view.order(number)
    lines = "".join(
        f'<li>{picture(view.svg_donut(line.donut_id, 40))}<span>{e(view.donut_name(line.donut_id))}</span>'
        f'<span>{e(view.number_text(line.count))}</span></li>' for line in order.lines)
    countdown, next_change = "", None
    if order.status in (ft.OrderStatus.PREPARING, ft.OrderStatus.READY):  # its timer's, to 0:00
        countdown = f'<p id="countdown">{e(view.countdown_text(number, now))}</p>'
        next_change = view.countdown_next_change(number, now)
    button = ""
    if order.next_action is not None:
        button = (f'<form method="post" action="/orders/{number}/next"><button id="next-step">'
                  f'{e(view.action_title(order.next_action))}</button></form>')
    body = (f'{back(view)}<h2 id="order-title">{e(view.order_display_id(number))}</h2>'
            f'<p id="status">{e(view.status_name(order.status))}</p>{countdown}'
            f'<ul class="lines">{lines}</ul>{button}')
    return timed(body, now, next_change)


def truck_panel(view: ft.Truck, now: int) -> str:
    """The Truck panel's cards: the newest orders, the week's top sales as the library draws
    them. A card's title opens what the library says it opens at the page's width."""
    newest = "".join(order_row(view, number, now)
                     for number in view.orders(sort=OrderSort.NUMBER, descending=True, limit=5))
    chart = picture(view.svg_chart(ft.ChartKind.TOP_SALES, ft.Timeframe.WEEK, now, 358, 220))
    cards = [(ft.TruckCard.NEW_ORDERS, f'<ul class="orders">{newest}</ul>'),
             (ft.TruckCard.DONUTS, f'<div class="chart">{chart}</div>')]
    body = "".join(
        f'<section class="card"><form class="card-open" method="post" action="/cards/{card.name.lower()}">'
        f'<button class="card-title" data-card="{card.name.lower()}">{e(view.card_title(card))}</button>'
        f'</form>{content}</section>' for card, content in cards)
    return timed(f'<h2>{e(view.panel_title(Panel.TRUCK))}</h2>{body}', now, None)


def sales_history(view: ft.Truck, now: int) -> str:
    """The Sales History: the week's sales, each day a bar, as the library draws them."""
    chart = picture(view.svg_chart(ft.ChartKind.SALES_HISTORY, ft.Timeframe.WEEK, now, 358, 260))
    return timed(f'{back(view)}<h2>{e(view.panel_title(Panel.SALES_HISTORY))}</h2>'
                 f'<p class="timeframe">{e(view.timeframe_name(ft.Timeframe.WEEK))}</p>'
                 f'<div class="chart">{chart}</div>', now, None)


def donuts(view: ft.Truck, now: int) -> str:
    """The Donuts: every donut of the catalog, its picture and its name, in the catalog's
    order."""
    rows = "".join(
        f'<li data-donut="{donut}">{picture(view.svg_donut(donut, 40))}<span>{e(view.donut_name(donut))}</span></li>'
        for donut in range(view.donut_count()))
    return timed(f'{back(view)}<h2>{e(view.panel_title(Panel.DONUTS))}</h2><ul class="donuts">{rows}</ul>',
                 now, None)


def top_five(view: ft.Truck, now: int) -> str:
    """The Top 5 of the week, everywhere."""
    rows = "".join(
        f'<li>{picture(view.svg_donut(entry.donut_id, 40))}<span>{e(view.donut_name(entry.donut_id))}</span>'
        f'<span>{e(view.donut_count_text(entry.sales))}</span></li>'
        for entry in view.top(5, ft.Timeframe.WEEK, ft.City.ALL, now))
    return timed(f'{back(view)}<h2>{e(view.panel_title(Panel.TOP_FIVE))}</h2><ol class="top">{rows}</ol>',
                 now, None)


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


def error_page(message: str) -> str:
    return f'<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><p>{e(message)}</p></body></html>'


__all__: List[str] = ["document", "main_region", "error_page", "TABS"]
