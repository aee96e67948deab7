# SPDX-License-Identifier: Apache-2.0
"""pages: the web shell's HTML, written from what the library says.

Every word, number, order and picture comes from the device's view of the truck (a
foodtruck.Truck made by Truck.new_view()): these modules only escape it and lay it out, a
module for each area of the app. A page is the chrome (the title, the tab bar, the language
switch) around a main region, which the page's script fetches again (/main) when the server
says the truck changed, or when the library's next change of what it shows comes (a
countdown's next second)."""

import foodtruck as ft
from foodtruck import NavigationLabel, Panel, StepKind

from .account import account
from .catalog import donuts, editor
from .cities import CITIES, city
from .common import Place, e, error_page
from .feed import social_feed
from .orders import order_detail, orders
from .sales import TIMEFRAMES, sales_history, top_five
from .store import PLANS, STORE_TOGGLES
from .truck import truck_panel


#: The panels the tab bar offers: the sidebar's, in its order (foodtruck.sidebar(), with the
#: account, which a web page can sign in to). On a phone the bar scrolls sideways.
TABS = [item.panel for item in ft.sidebar(include_account=True)]


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


def main_region(view: ft.Truck, now: int, place: Place, feed: "tuple[int, int]") -> str:
    """What the view's navigation shows: the top of its path (an order, or a panel a card
    opened), or its selected panel. `feed` is the feed's seed and the instant it is dated
    from."""
    path = view.path
    top = path[-1] if path else None
    if top is not None and top.kind == StepKind.ORDER:
        return order_detail(view, top.id, now)
    if top is not None and top.kind == StepKind.DONUT:
        return editor(view, top.id, place, now)
    panel = top.panel if top is not None and top.kind == StepKind.PANEL else view.selection
    if panel == Panel.TRUCK:
        return truck_panel(view, now)
    if panel == Panel.ORDERS:
        return orders(view, now, place.search, place.sort)
    if panel == Panel.TOP_FIVE:
        return top_five(view, now, place.timeframes[Panel.TOP_FIVE])
    if panel == Panel.ACCOUNT:
        return account(view, now)
    if panel == Panel.SALES_HISTORY:
        return sales_history(view, now, place.timeframes[Panel.SALES_HISTORY])
    if panel == Panel.SOCIAL_FEED:
        return social_feed(view, now, place, feed)
    if panel == Panel.DONUTS:
        return donuts(view, now)
    if panel == Panel.DONUT_EDITOR:
        return editor(view, place.made, place, now)
    return city(view, CITIES[panel], now)  # the panels left are the cities


__all__ = ["CITIES", "PLANS", "STORE_TOGGLES", "TABS", "TIMEFRAMES", "Place", "document", "error_page", "main_region"]
