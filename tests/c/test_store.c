/* SPDX-License-Identifier: Apache-2.0 */
/* test_store.c: the Store area through the C ABI (docs/domain.md §10, decision 15): the
 * catalog's products and prices; the price texts and the savings line worked out from 4.99 and
 * 49.99 (12 x 4.99 = 59.88; 9.89 saved = 16.5 %; 49.99 / 12 = 4.1658 -> $4.17); entitlements
 * at an instant from transactions and statuses (revoked, expired, in grace, unverified, plan
 * change, two plans at once); Social Feed+ active at an instant, with the store on or off; the
 * gate on the Sales History's month and year; the sheet's selection and button; outcomes;
 * refund rows; messages; texts in English and Arabic. */
#include "check.h"

#define DAY INT64_C(86400000)
/* 2022-05-06 and 2022-09-06, 00:00 UTC. */
#define MAY6 INT64_C(1651795200000)
#define SEPT6 INT64_C(1662422400000)

static foodtruck_store_transaction transaction(int64_t id, foodtruck_store_product product,
                                               int64_t purchased_at, int64_t expires_at,
                                               int64_t revoked_at, bool verified) {
    foodtruck_store_transaction t;
    memset(&t, 0, sizeof t);
    t.transaction_id = id;
    t.product = product;
    t.purchased_at = purchased_at;
    t.expires_at = expires_at;
    t.revoked_at = revoked_at;
    t.verified = verified;
    return t;
}

static foodtruck_subscription_status status(foodtruck_store_product product,
                                            foodtruck_renewal_state state,
                                            foodtruck_store_product renews_to, int64_t expires_at,
                                            bool verified) {
    foodtruck_subscription_status s;
    memset(&s, 0, sizeof s);
    s.product = product;
    s.state = state;
    s.renews_to = renews_to;
    s.expires_at = expires_at;
    s.verified = verified;
    return s;
}

static void test_products(foodtruck_truck *truck) {
    foodtruck_product_info info;
    CHECK_OK(foodtruck_store_product_info(truck, FOODTRUCK_STORE_ANNUAL_HISTORY, &info));
    CHECK_INT(info.price_cents, 99);
    CHECK(!info.is_subscription);
    CHECK_INT(info.period, FOODTRUCK_STORE_PERIOD_NONE);
    CHECK_INT(info.intro_payment, FOODTRUCK_OFFER_NONE);
    CHECK_OK(foodtruck_store_product_info(truck, FOODTRUCK_STORE_MONTHLY_PLAN, &info));
    CHECK_INT(info.price_cents, 499);
    CHECK_INT(info.intro_payment, FOODTRUCK_OFFER_PAY_AS_YOU_GO);
    CHECK_INT(info.intro_cents, 249);
    CHECK_INT(info.intro_period_count, 3);
    CHECK_INT(info.group_level, 1);
    CHECK_OK(foodtruck_store_product_info(truck, FOODTRUCK_STORE_YEARLY_PLAN, &info));
    CHECK_INT(info.price_cents, 4999);
    CHECK_INT(info.currency, FOODTRUCK_CURRENCY_USD);
    CHECK_INT(info.period, FOODTRUCK_STORE_PERIOD_YEAR);
    CHECK_INT(info.intro_payment, FOODTRUCK_OFFER_PAY_UP_FRONT);
    CHECK_INT(info.intro_cents, 899);
    CHECK_INT(info.intro_period, FOODTRUCK_STORE_PERIOD_THREE_MONTHS);

    char text[256];
    CHECK_OK(foodtruck_store_product_text(truck, FOODTRUCK_STORE_MONTHLY_PLAN,
                                          FOODTRUCK_STORE_PRODUCT_PRICE_PER_PERIOD, text, sizeof text, NULL));
    CHECK_STR(text, "$4.99/month");
    CHECK_OK(foodtruck_store_product_text(truck, FOODTRUCK_STORE_YEARLY_PLAN,
                                          FOODTRUCK_STORE_PRODUCT_SAVINGS, text, sizeof text, NULL));
    CHECK_STR(text, "$4.17/month (Save 16.5%)");
    CHECK_OK(foodtruck_store_product_text(truck, FOODTRUCK_STORE_ANNUAL_HISTORY,
                                          FOODTRUCK_STORE_PRODUCT_NAME, text, sizeof text, NULL));
    CHECK_STR(text, "Full year of history");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_store_product_text(truck, FOODTRUCK_STORE_YEARLY_PLAN,
                                          FOODTRUCK_STORE_PRODUCT_SAVINGS, text, sizeof text, NULL));
    /* "\u200F٤٫١٧\u00A0US$/شهر (وفّر ١٦٫٥٪\u061C)" */
    CHECK_STR(text, "\xe2\x80\x8f\xd9\xa4\xd9\xab\xd9\xa1\xd9\xa7\xc2\xa0" "US$\xe2\x80\x8e/\xd8\xb4\xd9\x87\xd8\xb1 "
                    "(\xd9\x88\xd9\x81\xd9\x91\xd8\xb1 \xd9\xa1\xd9\xa6\xd9\xab\xd9\xa5\xd9\xaa\xd8\x9c)");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));

    /* A storefront in pounds: 12 x 3.99 = 47.88, 7.89 saved = 16.479 %, 39.99 / 12 = 3.3325. */
    const foodtruck_store_price prices[2] = {
        {399, FOODTRUCK_STORE_MONTHLY_PLAN, FOODTRUCK_CURRENCY_GBP},
        {3999, FOODTRUCK_STORE_YEARLY_PLAN, FOODTRUCK_CURRENCY_GBP}};
    CHECK_OK(foodtruck_store_set_prices(truck, prices, 2));
    CHECK_OK(foodtruck_store_product_text(truck, FOODTRUCK_STORE_YEARLY_PLAN,
                                          FOODTRUCK_STORE_PRODUCT_SAVINGS, text, sizeof text, NULL));
    CHECK_STR(text, "\xc2\xa3" "3.33/month (Save 16.5%)");
    const foodtruck_store_price twice[2] = {
        {1, FOODTRUCK_STORE_YEARLY_PLAN, FOODTRUCK_CURRENCY_EUR},
        {2, FOODTRUCK_STORE_YEARLY_PLAN, FOODTRUCK_CURRENCY_EUR}};
    CHECK_STATUS(foodtruck_store_set_prices(truck, twice, 2), FOODTRUCK_ERR_INVALID_ARGUMENT);
    const foodtruck_store_price negative[1] = {{-1, FOODTRUCK_STORE_YEARLY_PLAN, FOODTRUCK_CURRENCY_EUR}};
    CHECK_STATUS(foodtruck_store_set_prices(truck, negative, 1), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_store_product_info(truck, FOODTRUCK_STORE_YEARLY_PLAN, &info));
    CHECK_INT(info.currency, FOODTRUCK_CURRENCY_GBP);
    CHECK_OK(foodtruck_store_set_prices(truck, NULL, 0));
    CHECK_OK(foodtruck_store_product_info(truck, FOODTRUCK_STORE_YEARLY_PLAN, &info));
    CHECK_INT(info.price_cents, 4999);
}

static void test_gate(foodtruck_truck *truck) {
    foodtruck_sales_point points[30];
    size_t count = 0;
    int64_t now = MAY6 + DAY;
    CHECK_OK(foodtruck_sales_series(truck, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, now, points, 30, &count));
    CHECK_INT(count, 12);
    CHECK_OK(foodtruck_store_set_setting(truck, FOODTRUCK_STORE_ENABLED, true));
    CHECK_STATUS(foodtruck_sales_series(truck, FOODTRUCK_TIMEFRAME_MONTH, FOODTRUCK_CITY_ALL, now, points, 30, &count),
                 FOODTRUCK_ERR_DISABLED);
    CHECK_STR(foodtruck_last_error(),
              "foodtruck_sales_series: the month sales history is locked: the store is on and no "
              "verified, unrevoked purchase of feature.annualhistory was handed in");
    CHECK_OK(foodtruck_sales_series(truck, FOODTRUCK_TIMEFRAME_WEEK, FOODTRUCK_CITY_ALL, now, points, 30, &count));
    CHECK_INT(count, 14);
    foodtruck_store_transaction history =
        transaction(1, FOODTRUCK_STORE_ANNUAL_HISTORY, MAY6, FOODTRUCK_NO_TIME, FOODTRUCK_NO_TIME, false);
    CHECK_OK(foodtruck_store_set_transactions(truck, &history, 1));
    CHECK_STATUS(foodtruck_sales_series(truck, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, now, points, 30, &count),
                 FOODTRUCK_ERR_DISABLED);
    history.verified = true;
    CHECK_OK(foodtruck_store_set_transactions(truck, &history, 1));
    CHECK_OK(foodtruck_sales_series(truck, FOODTRUCK_TIMEFRAME_MONTH, FOODTRUCK_CITY_ALL, now, points, 30, &count));
    CHECK_INT(count, 30);
    history.revoked_at = now;
    CHECK_OK(foodtruck_store_set_transactions(truck, &history, 1));
    CHECK_STATUS(foodtruck_sales_series(truck, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, now, points, 30, &count),
                 FOODTRUCK_ERR_DISABLED);
    foodtruck_entitlements entitled;
    CHECK_OK(foodtruck_store_entitlements(truck, now - 1, &entitled));
    CHECK(entitled.history_unlocked);
    CHECK_OK(foodtruck_store_entitlements(truck, now, &entitled));
    CHECK(!entitled.history_unlocked);
    CHECK_OK(foodtruck_store_set_setting(truck, FOODTRUCK_STORE_ENABLED, false));
    CHECK_OK(foodtruck_sales_series(truck, FOODTRUCK_TIMEFRAME_YEAR, FOODTRUCK_CITY_ALL, now, points, 30, &count));
}

static void test_plans(foodtruck_truck *truck) {
    foodtruck_entitlements e;
    CHECK_OK(foodtruck_store_set_transactions(truck, NULL, 0));
    CHECK_OK(foodtruck_store_entitlements(truck, MAY6, &e));
    CHECK_INT(e.plan, FOODTRUCK_STORE_PRODUCT_NONE);
    CHECK_INT(e.expires_at, FOODTRUCK_NO_TIME);
    CHECK(!e.social_feed_plus_active);
    /* Plan change: monthly renewing to yearly. */
    foodtruck_subscription_status s[2];
    s[0] = status(FOODTRUCK_STORE_MONTHLY_PLAN, FOODTRUCK_RENEWAL_SUBSCRIBED, FOODTRUCK_STORE_YEARLY_PLAN, SEPT6, true);
    CHECK_OK(foodtruck_store_set_subscriptions(truck, s, 1));
    CHECK_OK(foodtruck_store_entitlements(truck, MAY6, &e));
    CHECK_INT(e.plan, FOODTRUCK_STORE_MONTHLY_PLAN);
    CHECK_INT(e.next_plan, FOODTRUCK_STORE_YEARLY_PLAN);
    CHECK_INT(e.expires_at, SEPT6);
    CHECK(e.renewal_changes_plan && e.social_feed_plus_active);
    char text[256];
    CHECK_OK(foodtruck_store_text(truck, FOODTRUCK_STORE_TEXT_RENEWAL, MAY6, text, sizeof text, NULL));
    CHECK_STR(text, "Renews to Social Feed+ Yearly Plan for $49.99 on Sep 6, 2022");
    /* Two plans at once: the later expiration wins, in grace or not; an expired one counts not. */
    s[1] = status(FOODTRUCK_STORE_YEARLY_PLAN, FOODTRUCK_RENEWAL_IN_GRACE_PERIOD, FOODTRUCK_STORE_PRODUCT_NONE,
                  SEPT6 + DAY, true);
    CHECK_OK(foodtruck_store_set_subscriptions(truck, s, 2));
    CHECK_OK(foodtruck_store_entitlements(truck, MAY6, &e));
    CHECK_INT(e.plan, FOODTRUCK_STORE_YEARLY_PLAN);
    CHECK_INT(e.next_plan, FOODTRUCK_STORE_PRODUCT_NONE);
    CHECK_OK(foodtruck_store_text(truck, FOODTRUCK_STORE_TEXT_RENEWAL, MAY6, text, sizeof text, NULL));
    CHECK_STR(text, "Expires on Sep 7, 2022");
    CHECK_OK(foodtruck_store_text(truck, FOODTRUCK_STORE_TEXT_PLAN_NAME, MAY6, text, sizeof text, NULL));
    CHECK_STR(text, "Social Feed+ Yearly Plan");
    s[1].state = FOODTRUCK_RENEWAL_EXPIRED;
    CHECK_OK(foodtruck_store_set_subscriptions(truck, s, 2));
    CHECK_OK(foodtruck_store_entitlements(truck, MAY6, &e));
    CHECK_INT(e.plan, FOODTRUCK_STORE_MONTHLY_PLAN);
    s[0].verified = false;
    s[1].state = FOODTRUCK_RENEWAL_REVOKED;
    CHECK_OK(foodtruck_store_set_subscriptions(truck, s, 2));
    CHECK_OK(foodtruck_store_entitlements(truck, MAY6, &e));
    CHECK_INT(e.plan, FOODTRUCK_STORE_PRODUCT_NONE);
    /* Bad statuses leave the previous ones. */
    s[0] = status(FOODTRUCK_STORE_ANNUAL_HISTORY, FOODTRUCK_RENEWAL_SUBSCRIBED, FOODTRUCK_STORE_PRODUCT_NONE, SEPT6, true);
    CHECK_STATUS(foodtruck_store_set_subscriptions(truck, s, 1), FOODTRUCK_ERR_INVALID_ARGUMENT);
    s[0] = status(FOODTRUCK_STORE_MONTHLY_PLAN, (foodtruck_renewal_state)4, FOODTRUCK_STORE_PRODUCT_NONE, SEPT6, true);
    CHECK_STATUS(foodtruck_store_set_subscriptions(truck, s, 1), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STR(foodtruck_last_error(),
              "foodtruck_store_set_subscriptions: subscriptions[0].state 4 is not a valid value");
    /* No status: a current plan transaction entitles without renewal. */
    CHECK_OK(foodtruck_store_set_subscriptions(truck, NULL, 0));
    foodtruck_store_transaction t =
        transaction(5, FOODTRUCK_STORE_YEARLY_PLAN, MAY6, SEPT6, FOODTRUCK_NO_TIME, true);
    CHECK_OK(foodtruck_store_set_transactions(truck, &t, 1));
    CHECK_OK(foodtruck_store_entitlements(truck, SEPT6 - 1, &e));
    CHECK_INT(e.plan, FOODTRUCK_STORE_YEARLY_PLAN);
    CHECK_OK(foodtruck_store_entitlements(truck, SEPT6, &e));
    CHECK_INT(e.plan, FOODTRUCK_STORE_PRODUCT_NONE);
    t.purchased_at = FOODTRUCK_NO_TIME;
    CHECK_STATUS(foodtruck_store_set_transactions(truck, &t, 1), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_store_set_transactions(truck, NULL, 0));
}

/* Social Feed+ at an instant (docs/domain.md §10.4): always with the store off; with it on,
 * while a plan is entitled. A monthly plan bought May 6 whose period ends June 6, 2022 (31 days
 * later) is active from May 6 until a millisecond before June 6; a status subscribed keeps it
 * until the platform reports it expired. */
static bool plus_active(foodtruck_truck *truck, int64_t now) {
    bool active = false;
    CHECK_OK(foodtruck_store_social_feed_plus_active(truck, now, &active));
    return active;
}

static void test_social_feed_plus(foodtruck_truck *truck) {
    const int64_t june6 = MAY6 + 31 * DAY;
    foodtruck_entitlements e;
    CHECK_OK(foodtruck_store_set_setting(truck, FOODTRUCK_STORE_ENABLED, false));
    CHECK(plus_active(truck, MAY6)); /* the store off */
    CHECK_OK(foodtruck_store_set_setting(truck, FOODTRUCK_STORE_ENABLED, true));
    CHECK(!plus_active(truck, MAY6)); /* on, nothing bought */
    foodtruck_store_transaction t =
        transaction(2, FOODTRUCK_STORE_MONTHLY_PLAN, MAY6, june6, FOODTRUCK_NO_TIME, true);
    CHECK_OK(foodtruck_store_set_transactions(truck, &t, 1));
    CHECK(!plus_active(truck, MAY6 - 1));
    CHECK(plus_active(truck, MAY6));
    CHECK(plus_active(truck, june6 - 1));
    CHECK(!plus_active(truck, june6)); /* expired */
    CHECK_OK(foodtruck_store_entitlements(truck, june6 - 1, &e));
    CHECK(e.social_feed_plus_active);
    CHECK_OK(foodtruck_store_entitlements(truck, june6, &e));
    CHECK(!e.social_feed_plus_active);
    foodtruck_subscription_status s =
        status(FOODTRUCK_STORE_MONTHLY_PLAN, FOODTRUCK_RENEWAL_SUBSCRIBED, FOODTRUCK_STORE_MONTHLY_PLAN, june6, true);
    CHECK_OK(foodtruck_store_set_subscriptions(truck, &s, 1));
    CHECK(plus_active(truck, june6));
    s.state = FOODTRUCK_RENEWAL_EXPIRED;
    CHECK_OK(foodtruck_store_set_subscriptions(truck, &s, 1));
    CHECK(!plus_active(truck, june6));
    CHECK_OK(foodtruck_store_set_setting(truck, FOODTRUCK_STORE_ENABLED, false));
    CHECK(plus_active(truck, june6)); /* off again: active though nothing is entitled */
    /* Refused: an instant outside the years 1 to 9999, a NULL output, a NULL handle; the output
     * is left as it was. */
    bool untouched = true;
    CHECK_STATUS(foodtruck_store_social_feed_plus_active(truck, FOODTRUCK_NO_TIME, &untouched),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK(untouched);
    CHECK_STR(foodtruck_last_error(), "foodtruck_store_social_feed_plus_active: now -9223372036854775808 ms is "
                                      "outside the years 1 to 9999");
    CHECK_STATUS(foodtruck_store_social_feed_plus_active(truck, MAY6, NULL), FOODTRUCK_ERR_NULL_ARGUMENT);
    CHECK_STATUS(foodtruck_store_social_feed_plus_active(NULL, MAY6, &untouched), FOODTRUCK_ERR_INVALID_HANDLE);
    CHECK_OK(foodtruck_store_set_subscriptions(truck, NULL, 0));
    CHECK_OK(foodtruck_store_set_transactions(truck, NULL, 0));
}

static void test_sheet(foodtruck_truck *truck) {
    foodtruck_subscription_sheet sheet;
    char text[64];
    CHECK_OK(foodtruck_store_sheet(truck, &sheet));
    CHECK_INT(sheet.selection, FOODTRUCK_STORE_MONTHLY_PLAN);
    CHECK_INT(sheet.button, FOODTRUCK_PURCHASE_BUTTON_START_TRIAL_OFFER);
    CHECK(sheet.purchase_enabled);
    CHECK_OK(foodtruck_store_text(truck, FOODTRUCK_STORE_TEXT_PURCHASE_BUTTON, MAY6, text, sizeof text, NULL));
    CHECK_STR(text, "Start trial offer");
    CHECK_OK(foodtruck_store_select_plan(truck, FOODTRUCK_STORE_MONTHLY_PLAN));
    CHECK_OK(foodtruck_store_sheet(truck, &sheet));
    CHECK_INT(sheet.selection, FOODTRUCK_STORE_PRODUCT_NONE);
    CHECK_INT(sheet.button, FOODTRUCK_PURCHASE_BUTTON_SUBSCRIBE);
    CHECK(!sheet.purchase_enabled);
    CHECK_OK(foodtruck_store_select_plan(truck, FOODTRUCK_STORE_YEARLY_PLAN));
    foodtruck_store_transaction t =
        transaction(8, FOODTRUCK_STORE_MONTHLY_PLAN, 0, DAY, FOODTRUCK_NO_TIME, true);
    CHECK_OK(foodtruck_store_set_transactions(truck, &t, 1));
    CHECK_OK(foodtruck_store_sheet(truck, &sheet));
    CHECK_INT(sheet.selection, FOODTRUCK_STORE_YEARLY_PLAN);
    CHECK_INT(sheet.button, FOODTRUCK_PURCHASE_BUTTON_SUBSCRIBE);
    CHECK_OK(foodtruck_store_text(truck, FOODTRUCK_STORE_TEXT_PURCHASE_BUTTON, MAY6, text, sizeof text, NULL));
    CHECK_STR(text, "Subscribe");
    CHECK_STATUS(foodtruck_store_select_plan(truck, FOODTRUCK_STORE_ANNUAL_HISTORY), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_store_set_transactions(truck, NULL, 0));

    static const struct { foodtruck_store_product product; foodtruck_purchase_outcome outcome; foodtruck_store_action action; } ACTIONS[] = {
        {FOODTRUCK_STORE_MONTHLY_PLAN, FOODTRUCK_PURCHASE_SUCCESS, FOODTRUCK_STORE_ACTION_DISMISS},
        {FOODTRUCK_STORE_YEARLY_PLAN, FOODTRUCK_PURCHASE_PENDING, FOODTRUCK_STORE_ACTION_NONE},
        {FOODTRUCK_STORE_YEARLY_PLAN, FOODTRUCK_PURCHASE_CANCELLED, FOODTRUCK_STORE_ACTION_NONE},
        {FOODTRUCK_STORE_MONTHLY_PLAN, FOODTRUCK_PURCHASE_FAILED, FOODTRUCK_STORE_ACTION_DISPLAY_ERROR},
        {FOODTRUCK_STORE_ANNUAL_HISTORY, FOODTRUCK_PURCHASE_SUCCESS, FOODTRUCK_STORE_ACTION_NONE},
        {FOODTRUCK_STORE_ANNUAL_HISTORY, FOODTRUCK_PURCHASE_FAILED, FOODTRUCK_STORE_ACTION_DISPLAY_ERROR},
    };
    for (size_t i = 0; i < sizeof ACTIONS / sizeof ACTIONS[0]; i++) {
        foodtruck_store_action action = FOODTRUCK_STORE_ACTION_NONE;
        CHECK_OK(foodtruck_store_purchase_action(ACTIONS[i].product, ACTIONS[i].outcome, &action));
        CHECK_INT(action, ACTIONS[i].action);
    }
    foodtruck_store_action action = FOODTRUCK_STORE_ACTION_NONE;
    CHECK_OK(foodtruck_store_refund_action(FOODTRUCK_PURCHASE_SUCCESS, &action));
    CHECK_INT(action, FOODTRUCK_STORE_ACTION_DISMISS);
    CHECK_OK(foodtruck_store_refund_action(FOODTRUCK_PURCHASE_CANCELLED, &action));
    CHECK_INT(action, FOODTRUCK_STORE_ACTION_NONE);
}

static void test_refunds(foodtruck_truck *truck) {
    foodtruck_store_transaction list[13];
    for (int i = 0; i < 12; i++)
        list[i] = transaction(i, FOODTRUCK_STORE_MONTHLY_PLAN, MAY6, SEPT6, FOODTRUCK_NO_TIME, true);
    list[1].revoked_at = MAY6;
    list[2].verified = false;
    list[12] = transaction(40, FOODTRUCK_STORE_ANNUAL_HISTORY, SEPT6, FOODTRUCK_NO_TIME, FOODTRUCK_NO_TIME, true);
    list[0] = list[12];
    list[0].transaction_id = 0;
    CHECK_OK(foodtruck_store_set_transactions(truck, list, 13));
    foodtruck_refund_row rows[10];
    size_t count = 0;
    CHECK_STATUS(foodtruck_store_refund_rows(truck, SEPT6, rows, 9, &count), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(count, 10);
    CHECK_OK(foodtruck_store_refund_rows(truck, SEPT6, rows, 10, &count));
    static const int64_t IDS[10] = {0, 3, 4, 5, 6, 7, 8, 9, 10, 11};
    for (int i = 0; i < 10; i++) CHECK_INT(rows[i].transaction_id, IDS[i]);
    CHECK_INT(rows[0].product, FOODTRUCK_STORE_ANNUAL_HISTORY);
    char text[128];
    CHECK_OK(foodtruck_store_refund_subtitle(truck, SEPT6, 0, text, sizeof text, NULL));
    CHECK_STR(text, "Purchased September 6, 2022");
    CHECK_OK(foodtruck_store_refund_subtitle(truck, SEPT6, 3, text, sizeof text, NULL));
    CHECK_STR(text, "Subscribed May 6, 2022");
    CHECK_STATUS(foodtruck_store_refund_subtitle(truck, SEPT6, 1, text, sizeof text, NULL), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_OK(foodtruck_store_select_refund(truck, SEPT6, 4));
    CHECK_OK(foodtruck_store_select_refund(truck, SEPT6, 5));
    CHECK_OK(foodtruck_store_refund_rows(truck, SEPT6, rows, 10, &count));
    for (int i = 0; i < 10; i++) CHECK(rows[i].selected == (rows[i].transaction_id == 5));
    CHECK_STATUS(foodtruck_store_select_refund(truck, SEPT6, 2), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_OK(foodtruck_store_select_refund(truck, SEPT6, FOODTRUCK_NO_TRANSACTION));
    CHECK_OK(foodtruck_store_refund_rows(truck, SEPT6, rows, 10, &count));
    for (int i = 0; i < 10; i++) CHECK(!rows[i].selected);
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_store_refund_subtitle(truck, SEPT6, 0, text, sizeof text, NULL));
    /* تاريخ الشراء ٦ سبتمبر ٢٠٢٢ */
    CHECK_STR(text, "\xd8\xaa\xd8\xa7\xd8\xb1\xd9\x8a\xd8\xae \xd8\xa7\xd9\x84\xd8\xb4\xd8\xb1\xd8\xa7\xd8\xa1 "
                    "\xd9\xa6 \xd8\xb3\xd8\xa8\xd8\xaa\xd9\x85\xd8\xa8\xd8\xb1 \xd9\xa2\xd9\xa0\xd9\xa2\xd9\xa2");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
    CHECK_OK(foodtruck_store_set_transactions(truck, NULL, 0));
}

static void test_messages_and_settings(foodtruck_truck *truck) {
    bool on = true;
    CHECK_OK(foodtruck_store_setting(truck, FOODTRUCK_STORE_HIGHLIGHT_PLUS_POSTS, &on));
    CHECK(!on);
    CHECK_OK(foodtruck_store_setting(truck, FOODTRUCK_STORE_ADVANCED_ENGAGEMENT_TOOLS, &on));
    CHECK(on);
    CHECK_OK(foodtruck_store_setting(truck, FOODTRUCK_STORE_ENABLED, &on));
    CHECK(!on);
    bool show = true;
    CHECK_OK(foodtruck_store_message_arrived(truck, 1, &show));
    CHECK(!show); /* no display action yet */
    CHECK_OK(foodtruck_store_defer_messages(truck, 3, true));
    CHECK_OK(foodtruck_store_set_setting(truck, FOODTRUCK_STORE_MESSAGE_DISPLAY, true));
    int64_t messages[4];
    size_t count = 9;
    CHECK_OK(foodtruck_store_take_messages(truck, messages, 4, &count));
    CHECK_INT(count, 0);
    CHECK_OK(foodtruck_store_defer_messages(truck, 3, false));
    CHECK_OK(foodtruck_store_take_messages(truck, NULL, 0, &count));
    CHECK_INT(count, 1); /* a size query takes nothing */
    CHECK_OK(foodtruck_store_take_messages(truck, messages, 4, &count));
    CHECK_INT(count, 1);
    CHECK_INT(messages[0], 1);
    CHECK_OK(foodtruck_store_take_messages(truck, messages, 4, &count));
    CHECK_INT(count, 0);
    CHECK_OK(foodtruck_store_message_arrived(truck, 2, &show));
    CHECK(show);
}

static void test_texts(foodtruck_truck *truck) {
    char text[256];
    CHECK_OK(foodtruck_store_text(truck, FOODTRUCK_STORE_TEXT_UNLOCK_TITLE, MAY6, text, sizeof text, NULL));
    CHECK_STR(text, "Unlock a full year of history for only $0.99");
    CHECK_OK(foodtruck_store_text(truck, FOODTRUCK_STORE_TEXT_UNLOCK_COLLAPSED_TITLE, MAY6, text, sizeof text, NULL));
    CHECK_STR(text, "Unlock a full year of history");
    CHECK_OK(foodtruck_store_text(truck, FOODTRUCK_STORE_TEXT_UNLOCK_COLLAPSED_PRICE, MAY6, text, sizeof text, NULL));
    CHECK_STR(text, "for only $0.99");
    CHECK_OK(foodtruck_store_text(truck, FOODTRUCK_STORE_TEXT_PLAN_NAME, MAY6, text, sizeof text, NULL));
    CHECK_STR(text, "None");
    CHECK_OK(foodtruck_store_text(truck, FOODTRUCK_STORE_TEXT_REQUEST_REFUND, MAY6, text, sizeof text, NULL));
    CHECK_STR(text, "Request a refund");
    /* The sheet's benefits, the unlock card's subtitle and the Feed screen's invitation. */
    static const char *const MORE[7] = {
        "Highlight your posts in the feed", "Advanced engagement tools",
        "Insights into what your customers love", "See your sales over a whole year, month by month",
        "Get Social Feed+", "Get Started", "Subscription Options"};
    for (int i = 0; i < 7; i++) {
        CHECK_OK(foodtruck_store_text(truck, (foodtruck_store_text_kind)(FOODTRUCK_STORE_TEXT_BENEFIT_HIGHLIGHT + i),
                                      MAY6, text, sizeof text, NULL));
        CHECK_STR(text, MORE[i]);
    }
    /* The code offers: a free month for everyone; $29.99 for the first year, new subscribers. */
    CHECK_OK(foodtruck_store_product_text(truck, FOODTRUCK_STORE_MONTHLY_PLAN, FOODTRUCK_STORE_PRODUCT_CODE_OFFER_NAME,
                                          text, sizeof text, NULL));
    CHECK_STR(text, "Free month");
    CHECK_OK(foodtruck_store_product_text(truck, FOODTRUCK_STORE_MONTHLY_PLAN, FOODTRUCK_STORE_PRODUCT_CODE_OFFER_TERMS,
                                          text, sizeof text, NULL));
    CHECK_STR(text, "First month free; for every subscriber, with other offers");
    CHECK_OK(foodtruck_store_product_text(truck, FOODTRUCK_STORE_YEARLY_PLAN, FOODTRUCK_STORE_PRODUCT_CODE_OFFER_NAME,
                                          text, sizeof text, NULL));
    CHECK_STR(text, "Half off first year");
    CHECK_OK(foodtruck_store_product_text(truck, FOODTRUCK_STORE_YEARLY_PLAN, FOODTRUCK_STORE_PRODUCT_CODE_OFFER_TERMS,
                                          text, sizeof text, NULL));
    CHECK_STR(text, "$29.99 for the first year; for new subscribers");
    CHECK_OK(foodtruck_store_product_text(truck, FOODTRUCK_STORE_ANNUAL_HISTORY, FOODTRUCK_STORE_PRODUCT_CODE_OFFER_NAME,
                                          text, sizeof text, NULL));
    CHECK_STR(text, "");
    for (int kind = 0; kind <= 24; kind++) {
        size_t length = 0;
        CHECK_OK(foodtruck_store_text(truck, (foodtruck_store_text_kind)kind, MAY6, NULL, 0, &length));
        CHECK(kind == FOODTRUCK_STORE_TEXT_RENEWAL ? length == 0 : length > 0);
    }
    CHECK_STATUS(foodtruck_store_text(truck, (foodtruck_store_text_kind)25, MAY6, text, sizeof text, NULL),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_store_text(truck, FOODTRUCK_STORE_TEXT_PLAN_NAME, MAY6, text, sizeof text, NULL));
    CHECK_STR(text, "\xd9\x84\xd8\xa7 \xd8\xb4\xd9\x8a\xd8\xa1"); /* لا شيء */
    CHECK_OK(foodtruck_store_product_text(truck, FOODTRUCK_STORE_YEARLY_PLAN, FOODTRUCK_STORE_PRODUCT_CODE_OFFER_TERMS,
                                          text, sizeof text, NULL));
    /* "‏٢٩٫٩٩ US$ للسنة الأولى؛ للمشتركين الجدد": RLM, the Arabic digits and separator, NBSP */
    CHECK_STR(text, "\xe2\x80\x8f\xd9\xa2\xd9\xa9\xd9\xab\xd9\xa9\xd9\xa9\xc2\xa0US$\xe2\x80\x8e "
                    "\xd9\x84\xd9\x84\xd8\xb3\xd9\x86\xd8\xa9 \xd8\xa7\xd9\x84\xd8\xa3\xd9\x88\xd9\x84\xd9\x89"
                    "\xd8\x9b \xd9\x84\xd9\x84\xd9\x85\xd8\xb4\xd8\xaa\xd8\xb1\xd9\x83\xd9\x8a\xd9\x86 "
                    "\xd8\xa7\xd9\x84\xd8\xac\xd8\xaf\xd8\xaf");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
}

int main(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    if (truck == NULL) return check_report("test_store");
    test_products(truck);
    test_gate(truck);
    test_plans(truck);
    test_social_feed_plus(truck);
    test_sheet(truck);
    test_refunds(truck);
    test_messages_and_settings(truck);
    test_texts(truck);
    CHECK_OK(foodtruck_truck_free(truck));
    return check_report("test_store");
}
