# SPDX-License-Identifier: Apache-2.0
"""Store (foodtruck.h "Store"): the store's products and prices, what the purchases the shell's
platform store reported unlock, the subscription sheet, the refund screen, the store's
messages and every store text, in the session's language.

The library calls no store: the shell buys through its platform, verifies what comes back,
and hands every transaction (Truck.set_store_transactions) and subscription status
(Truck.set_store_subscriptions) in; the library decides the rest at an instant. With the store
off (StoreSetting.ENABLED, the default) everything is served; with it on, the Sales History's
month and year raise DisabledError until a verified, unrevoked purchase of the year of history
is handed in. Instants are int milliseconds since the Unix epoch; None stands for
FOODTRUCK_NO_TIME and for FOODTRUCK_STORE_PRODUCT_NONE.
"""

from __future__ import annotations

from ctypes import byref, c_int, c_int64
from typing import List, NamedTuple, Optional, Sequence, Tuple

from . import _capi, _ffi
from ._capi import (  # generated from the header (tools/api.py)
    NO_TRANSACTION,
    Currency,
    OfferPayment,
    PurchaseButton,
    PurchaseOutcome,
    RenewalState,
    StoreAction,
    StorePeriod,
    StoreProduct,
    StoreProductTextKind,
    StoreSettingKind as StoreSetting,
    StoreTextKind,
)
from ._store_methods import StoreMethods


def _product(value: int) -> Optional[StoreProduct]:
    return None if value == StoreProduct.PRODUCT_NONE else StoreProduct(value)


def _time(value: int) -> Optional[int]:
    return None if value == _capi.NO_TIME else value


class StoreTransaction(NamedTuple):
    """A transaction from the platform store: expires_at for a plan's period, revoked_at when
    refunded (None: not), verified False when its signature check failed."""

    transaction_id: int
    product: StoreProduct
    purchased_at: int
    expires_at: Optional[int] = None
    revoked_at: Optional[int] = None
    verified: bool = True


class SubscriptionStatus(NamedTuple):
    """A Social Feed+ status: the plan now, its renewal state, the plan it renews to (None:
    auto-renew off) and when the period ends."""

    product: StoreProduct
    state: RenewalState
    renews_to: Optional[StoreProduct]
    expires_at: Optional[int]
    verified: bool = True


class StoreEntitlements(NamedTuple):
    """foodtruck_entitlements: what is unlocked at an instant."""

    history_unlocked: bool
    plan: Optional[StoreProduct]
    next_plan: Optional[StoreProduct]
    expires_at: Optional[int]
    social_feed_plus_active: bool
    renewal_changes_plan: bool


class ProductInfo(NamedTuple):
    """foodtruck_product_info at the session's prices; intro_payment None without an
    introductory offer, period None for the year of history."""

    price_cents: int
    currency: Currency
    period: Optional[StorePeriod]
    is_subscription: bool
    group_level: int
    intro_payment: Optional[OfferPayment]
    intro_cents: int
    intro_period: Optional[StorePeriod]
    intro_period_count: int


class StoreSheet(NamedTuple):
    """foodtruck_subscription_sheet: the selected plan (None), the button and whether it is enabled."""

    selection: Optional[StoreProduct]
    button: PurchaseButton
    purchase_enabled: bool


class RefundRow(NamedTuple):
    """foodtruck_refund_row: its title is Truck.store_product_text(product, NAME), its subtitle
    Truck.refund_subtitle(transaction_id, now)."""

    transaction_id: int
    product: StoreProduct
    purchased_at: int
    selected: bool


def purchase_action(product: int, outcome: int) -> StoreAction:
    """What to do after a purchase: DISMISS for a plan bought, NONE for the year of history
    bought (hand its transaction in), DISPLAY_ERROR for a failure, NONE for pending or
    cancelled."""
    return StoreAction(_ffi.read_value("foodtruck_store_purchase_action", c_int, product, outcome))


def refund_action(outcome: int) -> StoreAction:
    """What to do after a refund request: DISMISS on success, else NONE."""
    return StoreAction(_ffi.read_value("foodtruck_store_refund_action", c_int, outcome))


class StoreMixin(StoreMethods):
    """The store of a truck session (mixed into Truck)."""

    _handle: "_ffi.TruckPtr"

    def set_store_prices(self, prices: Sequence[Tuple[int, int, int]]) -> None:
        """Hands in the storefront's prices as (product, cents, currency); products left out go
        back to the catalog's."""
        rows = [(cents, product, currency) for product, cents, currency in prices]
        array = _ffi.make_array(_ffi.foodtruck_store_price, rows)
        _ffi.call("foodtruck_store_set_prices", self._handle, array, len(rows))

    def store_product_info(self, product: int) -> ProductInfo:
        """A product's facts at the session's price."""
        c = _ffi.foodtruck_product_info()
        _ffi.call("foodtruck_store_product_info", self._handle, product, byref(c))
        period = None if c.period == StorePeriod.NONE else StorePeriod(c.period)
        offer = None if c.intro_payment == OfferPayment.NONE else OfferPayment(c.intro_payment)
        intro_period = None if c.intro_period == StorePeriod.NONE else StorePeriod(c.intro_period)
        return ProductInfo(c.price_cents, Currency(c.currency), period, c.is_subscription,
                           c.group_level, offer, c.intro_cents, intro_period,
                           c.intro_period_count)

    def set_store_transactions(self, transactions: Sequence[StoreTransaction]) -> None:
        """Hands in every transaction the platform store has, replacing the previous ones."""
        none = _capi.NO_TIME
        rows = [(t.transaction_id, t.purchased_at, none if t.expires_at is None else t.expires_at,
                 none if t.revoked_at is None else t.revoked_at, t.product, t.verified)
                for t in transactions]
        array = _ffi.make_array(_ffi.foodtruck_store_transaction, rows)
        _ffi.call("foodtruck_store_set_transactions", self._handle, array, len(rows))

    def set_store_subscriptions(self, statuses: Sequence[SubscriptionStatus]) -> None:
        """Hands in the Social Feed+ subscription statuses, replacing the previous ones."""
        rows = [(_capi.NO_TIME if s.expires_at is None else s.expires_at, s.product,
                 StoreProduct.PRODUCT_NONE if s.renews_to is None else s.renews_to, s.state, s.verified)
                for s in statuses]
        array = _ffi.make_array(_ffi.foodtruck_subscription_status, rows)
        _ffi.call("foodtruck_store_set_subscriptions", self._handle, array, len(rows))

    def store_entitlements(self, now: int) -> StoreEntitlements:
        """What the purchases handed in unlock at now."""
        c = _ffi.foodtruck_entitlements()
        _ffi.call("foodtruck_store_entitlements", self._handle, now, byref(c))
        return StoreEntitlements(c.history_unlocked, _product(c.plan), _product(c.next_plan),
                                 _time(c.expires_at), c.social_feed_plus_active,
                                 c.renewal_changes_plan)

    @property
    def store_sheet(self) -> StoreSheet:
        """The subscription sheet: selection, button, enabled."""
        c = _ffi.foodtruck_subscription_sheet()
        _ffi.call("foodtruck_store_sheet", self._handle, byref(c))
        return StoreSheet(_product(c.selection), PurchaseButton(c.button), c.purchase_enabled)

    def refund_rows(self, now: int) -> List[RefundRow]:
        """The refund screen's rows at now: verified, unrevoked, in order, at most 10."""
        rows = _ffi.read_array("foodtruck_store_refund_rows", _ffi.foodtruck_refund_row,
                               self._handle, now)
        return [RefundRow(r.transaction_id, StoreProduct(r.product), r.purchased_at, r.selected)
                for r in rows]

    def select_refund(self, now: int, transaction_id: Optional[int]) -> None:
        """Selects a refund row by its transaction id, or clears the selection with None."""
        _ffi.call("foodtruck_store_select_refund", self._handle, now,
                  NO_TRANSACTION if transaction_id is None else transaction_id)

    def refund_subtitle(self, transaction_id: int, now: int) -> str:
        """A refund row's subtitle: "Purchased September 6, 2022" or "Subscribed ..."."""
        return _ffi.read_text("foodtruck_store_refund_subtitle", self._handle, now,
                              transaction_id)

    def take_store_messages(self) -> List[int]:
        """The waiting messages to show now, oldest first (taken)."""
        return list(_ffi.read_array("foodtruck_store_take_messages", c_int64, self._handle))


__all__ = [
    "NO_TRANSACTION",
    "Currency",
    "OfferPayment",
    "ProductInfo",
    "PurchaseButton",
    "PurchaseOutcome",
    "RefundRow",
    "RenewalState",
    "StoreAction",
    "StoreEntitlements",
    "StoreMixin",
    "StorePeriod",
    "StoreProduct",
    "StoreProductTextKind",
    "StoreSetting",
    "StoreSheet",
    "StoreTextKind",
    "StoreTransaction",
    "SubscriptionStatus",
    "purchase_action",
    "refund_action",
]
