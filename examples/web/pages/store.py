# SPDX-License-Identifier: Apache-2.0
"""pages/store.py: what the demo store shows: its label, the subscription sheet, the manage
card's switches."""

import foodtruck as ft
from foodtruck import NavigationLabel

from .common import e


def test_store(view: ft.Truck) -> str:
    """The demo store's label, on everything that sells: the library's "Test Store" and what
    it is."""
    return (f'<p class="test-store"><b>{e(view.navigation_text(NavigationLabel.TEST_STORE))}</b> '
            f'{e(view.navigation_text(NavigationLabel.TEST_STORE_NOTE))}</p>')


#: The manage card's switches: each store setting and the library's word for it.
STORE_TOGGLES = {ft.StoreSetting.HIGHLIGHT_PLUS_POSTS: ft.StoreTextKind.HIGHLIGHT_PLUS_POSTS,
                 ft.StoreSetting.ADVANCED_ENGAGEMENT_TOOLS: ft.StoreTextKind.ADVANCED_ENGAGEMENT_TOOLS}


#: The Social Feed+ plans, monthly and yearly, as the subscription sheet offers them.
PLANS = (ft.StoreProduct.MONTHLY_PLAN, ft.StoreProduct.YEARLY_PLAN)


def sheet(view: ft.Truck, now: int) -> str:
    """The subscription sheet: its title, the benefits, the plans (the selected one pressed)
    and the purchase button, enabled as the library says."""
    state = view.store_sheet
    benefits = "".join(f'<li>{e(view.store_text(kind, now))}</li>' for kind in (
        ft.StoreTextKind.BENEFIT_HIGHLIGHT, ft.StoreTextKind.BENEFIT_ENGAGEMENT, ft.StoreTextKind.BENEFIT_INSIGHTS))
    plans = "".join(
        f'<form method="post" action="/store/plans/{plan.name.lower()}"><button class="plan" '
        f'aria-pressed="{str(plan == state.selection).lower()}">'
        f'<b>{e(view.store_product_text(plan, ft.StoreProductTextKind.NAME))}</b>'
        f'<span>{e(view.store_product_text(plan, ft.StoreProductTextKind.PRICE_PER_PERIOD))}</span>'
        f'<span>{e(view.store_product_text(plan, ft.StoreProductTextKind.SAVINGS))}</span></button></form>'
        for plan in PLANS)
    buy = ("" if state.selection is None else f' action="/store/buy/{state.selection.name.lower()}"')
    disabled = "" if state.purchase_enabled else " disabled"
    return (f'<section class="card" id="sheet">{test_store(view)}<p class="card-heading">'
            f'{e(view.store_text(ft.StoreTextKind.SHEET_TITLE, now))}</p><ul class="benefits">{benefits}</ul>{plans}'
            f'<form method="post"{buy}><button class="wide accent" id="purchase"{disabled}>'
            f'{e(view.store_text(ft.StoreTextKind.PURCHASE_BUTTON, now))}</button></form></section>')
