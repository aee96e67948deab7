# SPDX-License-Identifier: Apache-2.0
"""The Store through the binding (foodtruck.h "Store"; docs/domain.md §10, decision 15): the
catalog's products and prices, prices per period and the savings line worked out from 4.99 and
49.99 (12 x 4.99 = 59.88, 9.89 saved = 16.5 %, 49.99 / 12 = 4.17 a month), a storefront's price
list, entitlements from transactions and statuses at an instant, the gate on the Sales
History's month and year, the sheet, the outcomes, the refund rows and the messages, in English
and Arabic."""

import pytest

import foodtruck as ft
from foodtruck import (
    Currency,
    PurchaseButton,
    PurchaseOutcome as O,
    RenewalState as R,
    StoreAction as A,
    StoreProduct as P,
    StoreProductTextKind as PT,
    StoreSetting as S,
    StoreTextKind as T,
    StoreTransaction,
    SubscriptionStatus,
    Timeframe,
)

DAY = 86_400_000
#: 2022-05-06 and 2022-09-06, 00:00 UTC.
MAY6 = 1_651_795_200_000
SEPT6 = 1_662_422_400_000
HISTORY = StoreTransaction(1, P.ANNUAL_HISTORY, MAY6)


@pytest.fixture
def truck():
    with ft.Truck() as truck:
        yield truck


def test_products_and_texts(truck):
    assert truck.store_product_info(P.ANNUAL_HISTORY).period is None
    info = truck.store_product_info(P.YEARLY_PLAN)
    assert (info.price_cents, info.currency, info.intro_cents, info.intro_period_count) == (
        4999, Currency.USD, 899, 1)
    assert truck.store_product_text(P.MONTHLY_PLAN, PT.PRICE_PER_PERIOD) == "$4.99/month"
    assert truck.store_product_text(P.YEARLY_PLAN, PT.PRICE_PER_PERIOD) == "$49.99/year"
    assert truck.store_product_text(P.YEARLY_PLAN, PT.SAVINGS) == "$4.17/month (Save 16.5%)"
    assert truck.store_product_text(P.MONTHLY_PLAN, PT.SAVINGS) == ""
    assert truck.store_text(T.UNLOCK_TITLE, MAY6) == "Unlock a full year of history for only $0.99"
    truck.locale = ft.Locale.AR
    assert truck.store_product_text(P.YEARLY_PLAN, PT.NAME) == "الخطة السنوية لـ Social Feed+\u200e"
    assert truck.store_product_text(P.YEARLY_PLAN, PT.SAVINGS) == \
        "\u200f٤٫١٧\u00a0US$\u200e/شهر (وفّر ١٦٫٥٪\u061c)"
    assert truck.store_text(T.UNLOCK_COLLAPSED_PRICE, MAY6) == "مقابل \u200f٠٫٩٩\u00a0US$\u200e فقط"


def test_price_list(truck):
    truck.set_store_prices([(P.MONTHLY_PLAN, 399, Currency.GBP), (P.YEARLY_PLAN, 3999, Currency.GBP)])
    # 47.88 a year monthly; 7.89 saved is 16.479 %; 39.99 / 12 = 3.3325.
    assert truck.store_product_text(P.YEARLY_PLAN, PT.SAVINGS) == "£3.33/month (Save 16.5%)"
    with pytest.raises(ft.InvalidArgumentError):
        truck.set_store_prices([(P.YEARLY_PLAN, 1, Currency.EUR), (P.YEARLY_PLAN, 2, Currency.EUR)])
    assert truck.store_product_info(P.YEARLY_PLAN).currency is Currency.GBP


def test_entitlements_and_the_gate(truck):
    now = MAY6 + DAY
    assert len(truck.sales_series(Timeframe.YEAR, ft.City.ALL, now)) == 12
    truck.set_store_setting(S.ENABLED, True)
    with pytest.raises(ft.DisabledError, match="locked"):
        truck.sales_series(Timeframe.MONTH, ft.City.ALL, now)
    truck.set_store_transactions([HISTORY._replace(verified=False)])
    with pytest.raises(ft.DisabledError):
        truck.sales_series(Timeframe.YEAR, ft.City.ALL, now)
    truck.set_store_transactions([HISTORY])
    assert len(truck.sales_series(Timeframe.MONTH, ft.City.ALL, now)) == 30
    truck.set_store_transactions([HISTORY._replace(revoked_at=now)])
    with pytest.raises(ft.DisabledError):
        truck.sales_series(Timeframe.YEAR, ft.City.ALL, now)
    assert len(truck.sales_series(Timeframe.WEEK, ft.City.ALL, now)) == 14


def test_plans(truck):
    truck.set_store_subscriptions([
        SubscriptionStatus(P.MONTHLY_PLAN, R.SUBSCRIBED, P.YEARLY_PLAN, SEPT6),
        SubscriptionStatus(P.YEARLY_PLAN, R.EXPIRED, P.YEARLY_PLAN, SEPT6 + DAY),
    ])
    e = truck.store_entitlements(MAY6)
    assert (e.plan, e.next_plan, e.expires_at, e.renewal_changes_plan) == (
        P.MONTHLY_PLAN, P.YEARLY_PLAN, SEPT6, True)
    assert truck.store_text(T.RENEWAL, MAY6) == \
        "Renews to Social Feed+ Yearly Plan for $49.99 on Sep 6, 2022"
    truck.set_store_subscriptions([
        SubscriptionStatus(P.MONTHLY_PLAN, R.IN_GRACE_PERIOD, None, SEPT6),
        SubscriptionStatus(P.YEARLY_PLAN, R.SUBSCRIBED, P.YEARLY_PLAN, SEPT6, verified=False),
    ])
    assert truck.store_text(T.RENEWAL, MAY6) == "Expires on Sep 6, 2022"
    assert truck.store_text(T.PLAN_NAME, MAY6) == "Social Feed+ Monthly Plan"
    with pytest.raises(ft.InvalidArgumentError):
        truck.set_store_subscriptions([SubscriptionStatus(P.ANNUAL_HISTORY, R.SUBSCRIBED, None, None)])


def test_social_feed_plus_active(truck):
    """Social Feed+ at an instant (docs/domain.md §10.4): always with the store off; with it
    on, while a plan is entitled. A monthly plan bought May 6 whose period ends June 6, 2022
    (31 days later) is active from May 6 until a millisecond before June 6."""
    june6 = MAY6 + 31 * DAY
    assert truck.is_social_feed_plus_active(MAY6) is True  # the store off (the default)
    truck.set_store_setting(S.ENABLED, True)
    assert truck.is_social_feed_plus_active(MAY6) is False  # on, nothing bought
    truck.set_store_transactions([StoreTransaction(2, P.MONTHLY_PLAN, MAY6, june6)])
    assert truck.is_social_feed_plus_active(MAY6 - 1) is False
    assert truck.is_social_feed_plus_active(MAY6) is True
    assert truck.is_social_feed_plus_active(june6 - 1) is True
    assert truck.is_social_feed_plus_active(june6) is False  # expired
    truck.set_store_transactions([StoreTransaction(2, P.MONTHLY_PLAN, MAY6, june6, verified=False)])
    assert truck.is_social_feed_plus_active(MAY6) is False  # unverified counts for nothing
    truck.set_store_setting(S.ENABLED, False)
    assert truck.is_social_feed_plus_active(june6) is True  # off again: active, nothing entitled
    assert truck.store_entitlements(june6).social_feed_plus_active is False
    with pytest.raises(ft.InvalidArgumentError, match="now"):
        truck.is_social_feed_plus_active(-62_135_596_800_001)  # before the year 1


def test_sheet_and_outcomes(truck):
    assert truck.store_sheet == ft.StoreSheet(P.MONTHLY_PLAN, PurchaseButton.START_TRIAL_OFFER, True)
    truck.select_store_plan(P.MONTHLY_PLAN)
    assert truck.store_sheet == ft.StoreSheet(None, PurchaseButton.SUBSCRIBE, False)
    truck.select_store_plan(P.YEARLY_PLAN)
    truck.set_store_transactions([StoreTransaction(3, P.MONTHLY_PLAN, 0, DAY)])
    assert truck.store_sheet.button is PurchaseButton.SUBSCRIBE
    assert truck.store_text(T.PURCHASE_BUTTON, MAY6) == "Subscribe"
    with pytest.raises(ft.InvalidArgumentError):
        truck.select_store_plan(P.ANNUAL_HISTORY)
    assert ft.purchase_action(P.YEARLY_PLAN, O.SUCCESS) is A.DISMISS
    assert ft.purchase_action(P.ANNUAL_HISTORY, O.SUCCESS) is A.NONE
    assert ft.purchase_action(P.MONTHLY_PLAN, O.PENDING) is A.NONE
    assert ft.purchase_action(P.MONTHLY_PLAN, O.FAILED) is A.DISPLAY_ERROR
    assert ft.refund_action(O.SUCCESS) is A.DISMISS and ft.refund_action(O.FAILED) is A.NONE


def test_refunds(truck):
    truck.set_store_transactions(
        [StoreTransaction(i, P.MONTHLY_PLAN, MAY6, SEPT6) for i in range(12)]
        + [StoreTransaction(20, P.ANNUAL_HISTORY, SEPT6, revoked_at=SEPT6)])
    rows = truck.refund_rows(SEPT6)
    assert [r.transaction_id for r in rows] == list(range(10))
    assert truck.refund_subtitle(0, SEPT6) == "Subscribed May 6, 2022"
    with pytest.raises(ft.NotFoundError):
        truck.refund_subtitle(20, SEPT6)
    truck.select_refund(SEPT6, 4)
    assert [r.transaction_id for r in truck.refund_rows(SEPT6) if r.selected] == [4]
    truck.select_refund(SEPT6, None)
    assert not any(r.selected for r in truck.refund_rows(SEPT6))
    truck.locale = ft.Locale.AR
    assert truck.refund_subtitle(0, SEPT6) == "تاريخ الاشتراك ٦ مايو ٢٠٢٢"


def test_messages_and_toggles(truck):
    assert truck.store_setting(S.ADVANCED_ENGAGEMENT_TOOLS) is True
    assert truck.store_setting(S.HIGHLIGHT_PLUS_POSTS) is False
    assert truck.store_message_arrived(1) is False
    truck.defer_store_messages(3, True)
    truck.set_store_setting(S.MESSAGE_DISPLAY, True)
    assert truck.take_store_messages() == []
    truck.defer_store_messages(3, False)
    assert truck.take_store_messages() == [1]
    assert truck.store_message_arrived(2) is True
    assert truck.is_social_feed_plus_active(MAY6) is True
    truck.set_store_setting(S.ENABLED, True)
    assert truck.is_social_feed_plus_active(MAY6) is False


def test_code_offers_and_the_remaining_screen_texts(truck):
    P, K, T = ft.StoreProduct, ft.StoreProductTextKind, ft.StoreTextKind
    assert truck.store_product_text(P.MONTHLY_PLAN, K.CODE_OFFER_NAME) == "Free month"
    assert truck.store_product_text(P.MONTHLY_PLAN, K.CODE_OFFER_TERMS) == \
        "First month free; for every subscriber, with other offers"
    assert truck.store_product_text(P.YEARLY_PLAN, K.CODE_OFFER_NAME) == "Half off first year"
    assert truck.store_product_text(P.YEARLY_PLAN, K.CODE_OFFER_TERMS) == \
        "$29.99 for the first year; for new subscribers"
    assert truck.store_product_text(P.ANNUAL_HISTORY, K.CODE_OFFER_TERMS) == ""
    assert [truck.store_text(k, 0) for k in (T.BENEFIT_HIGHLIGHT, T.BENEFIT_ENGAGEMENT,
                                             T.BENEFIT_INSIGHTS, T.UNLOCK_SUBTITLE,
                                             T.GET_SOCIAL_FEED_PLUS, T.GET_STARTED,
                                             T.SUBSCRIPTION_OPTIONS)] == [
        "Highlight your posts in the feed", "Advanced engagement tools",
        "Insights into what your customers love",
        "See your sales over a whole year, month by month", "Get Social Feed+", "Get Started",
        "Subscription Options"]
    truck.locale = ft.Locale.AR
    assert truck.store_product_text(P.MONTHLY_PLAN, K.CODE_OFFER_NAME) == "شهر مجاني"
    assert truck.store_product_text(P.YEARLY_PLAN, K.CODE_OFFER_TERMS) == \
        "\u200f٢٩٫٩٩\u00a0US$\u200e للسنة الأولى؛ للمشتركين الجدد"
    assert truck.store_text(T.GET_STARTED, 0) == "ابدأ"
    assert truck.store_text(T.SUBSCRIPTION_OPTIONS, 0) == "خيارات الاشتراك"
