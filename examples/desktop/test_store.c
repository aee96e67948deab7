/* SPDX-License-Identifier: Apache-2.0 */
/* test_store.c: the local test store. On a phone the platform's store sells, charges, renews and
 * refunds, and the app hands its lists in (docs/domain.md §10, "Platform duties"); this desktop
 * has no such store, so this file plays it, as a store's test environment does (StoreKit
 * Testing's transaction manager): every purchase succeeds at once, verified, at the app's now; a
 * plan's period ends at its purchase plus the product's period (foodtruck_store_product_info); a
 * plan that renews renews when the clock passes that end, one that does not expires then; a
 * refund is granted at once. What the purchases unlock, the buttons' words and what to do after
 * each outcome are the library's. The records are kept beside the session's file (never in the
 * repository), so that a durable session keeps its purchases and a test's session in memory
 * keeps nothing. */
#include "test_store.h"

#include "notice.h"
#include "state.h"

#include <adwaita.h>

#define MAX_TRANSACTIONS 1000 /* the library's bound */

static GArray *transactions; /* foodtruck_store_transaction, in the order bought */
static bool subscribed;      /* a status of the Social Feed+ group was ever recorded */
static foodtruck_subscription_status status;

/* ---- the records' file (a key file: one group a transaction, one for the status) */
static void save(void) {
    char *path = beside_session(".test-store");
    if (path == NULL) return;
    GKeyFile *file = g_key_file_new();
    for (guint i = 0; i < transactions->len; i++) {
        foodtruck_store_transaction *t = &g_array_index(transactions, foodtruck_store_transaction, i);
        char group[32];
        g_snprintf(group, sizeof group, "transaction %u", i);
        g_key_file_set_int64(file, group, "id", t->transaction_id);
        g_key_file_set_integer(file, group, "product", (int)t->product);
        g_key_file_set_int64(file, group, "purchased_at", t->purchased_at);
        g_key_file_set_int64(file, group, "expires_at", t->expires_at);
        g_key_file_set_int64(file, group, "revoked_at", t->revoked_at);
    }
    if (subscribed) {
        g_key_file_set_integer(file, "status", "product", (int)status.product);
        g_key_file_set_integer(file, "status", "renews_to", (int)status.renews_to);
        g_key_file_set_integer(file, "status", "state", (int)status.state);
        g_key_file_set_int64(file, "status", "expires_at", status.expires_at);
    }
    GError *error = NULL;
    if (!g_key_file_save_to_file(file, path, &error)) {
        fprintf(stderr, "desktop: the test store cannot keep %s: %s\n", path, error->message);
        g_error_free(error);
    }
    g_key_file_free(file);
    g_free(path);
}

static void load(void) {
    g_array_set_size(transactions, 0);
    subscribed = false;
    char *path = beside_session(".test-store");
    GKeyFile *file = g_key_file_new();
    if (path != NULL && g_key_file_load_from_file(file, path, G_KEY_FILE_NONE, NULL)) {
        for (guint i = 0; i < MAX_TRANSACTIONS; i++) {
            char group[32];
            g_snprintf(group, sizeof group, "transaction %u", i);
            if (!g_key_file_has_group(file, group)) break;
            foodtruck_store_transaction t = {
                .transaction_id = g_key_file_get_int64(file, group, "id", NULL),
                .product = (foodtruck_store_product)g_key_file_get_integer(file, group, "product", NULL),
                .purchased_at = g_key_file_get_int64(file, group, "purchased_at", NULL),
                .expires_at = g_key_file_get_int64(file, group, "expires_at", NULL),
                .revoked_at = g_key_file_get_int64(file, group, "revoked_at", NULL),
                .verified = true,
            };
            g_array_append_val(transactions, t);
        }
        subscribed = g_key_file_has_group(file, "status");
        if (subscribed)
            status = (foodtruck_subscription_status){
                .product = (foodtruck_store_product)g_key_file_get_integer(file, "status", "product", NULL),
                .renews_to = (foodtruck_store_product)g_key_file_get_integer(file, "status", "renews_to", NULL),
                .state = (foodtruck_renewal_state)g_key_file_get_integer(file, "status", "state", NULL),
                .expires_at = g_key_file_get_int64(file, "status", "expires_at", NULL),
                .verified = true,
            };
    }
    g_key_file_free(file);
    g_free(path);
}

/* What the platform hands the app whenever its records change: every transaction, the status. */
static void hand_in(void) {
    TRY(foodtruck_store_set_transactions(app.truck, (foodtruck_store_transaction *)(void *)transactions->data,
                                         transactions->len));
    TRY(foodtruck_store_set_subscriptions(app.truck, subscribed ? &status : NULL, subscribed ? 1 : 0));
}

static void changed(void) {
    save();
    hand_in();
}

/* ---- the platform's rules */
/* When a period bought at from ends: the product's period later, on the calendar (UTC). */
static int64_t period_end(foodtruck_store_product product, int64_t from) {
    foodtruck_product_info info;
    TRY(foodtruck_store_product_info(app.truck, product, &info));
    int months = info.period == FOODTRUCK_STORE_PERIOD_MONTH          ? 1
                 : info.period == FOODTRUCK_STORE_PERIOD_THREE_MONTHS ? 3
                 : info.period == FOODTRUCK_STORE_PERIOD_YEAR         ? 12
                                                                      : 0;
    if (months == 0) return FOODTRUCK_NO_TIME; /* bought once: the year of history */
    GDateTime *start = g_date_time_new_from_unix_utc(from / 1000);
    GDateTime *end = g_date_time_add_months(start, months);
    int64_t at = g_date_time_to_unix(end) * 1000 + from % 1000;
    g_date_time_unref(end);
    g_date_time_unref(start);
    return at;
}

static void record(foodtruck_store_product product, int64_t at) {
    foodtruck_store_transaction t = {
        .transaction_id = transactions->len, /* ids in the order bought: never reused */
        .product = product,
        .purchased_at = at,
        .expires_at = period_end(product, at),
        .revoked_at = FOODTRUCK_NO_TIME,
        .verified = true,
    };
    g_array_append_val(transactions, t);
    foodtruck_product_info info;
    TRY(foodtruck_store_product_info(app.truck, product, &info));
    /* A plan bought: the group's one status, subscribed and renewing to itself. */
    if (info.is_subscription) {
        status = (foodtruck_subscription_status){t.expires_at, product, product, FOODTRUCK_RENEWAL_SUBSCRIBED, true};
        subscribed = true;
    }
}

void test_store_open(void) {
    if (transactions == NULL) transactions = g_array_new(FALSE, TRUE, sizeof(foodtruck_store_transaction));
    load();
    hand_in();
    test_store_catch_up();
}

bool test_store_on(void) {
    bool on = false;
    TRY(foodtruck_store_setting(app.truck, FOODTRUCK_STORE_ENABLED, &on));
    return on;
}

void test_store_switch(bool on) {
    TRY(foodtruck_store_set_setting(app.truck, FOODTRUCK_STORE_ENABLED, on));
    if (on) test_store_connect();
}

void test_store_connect(void) {
    test_store_catch_up();
    hand_in();
}

foodtruck_purchase_outcome test_store_buy(foodtruck_store_product product) {
    if (transactions->len >= MAX_TRANSACTIONS) return FOODTRUCK_PURCHASE_FAILED;
    record(product, now_ms());
    changed();
    return FOODTRUCK_PURCHASE_SUCCESS;
}

foodtruck_purchase_outcome test_store_refund(int64_t transaction_id) {
    for (guint i = 0; i < transactions->len; i++) {
        foodtruck_store_transaction *t = &g_array_index(transactions, foodtruck_store_transaction, i);
        if (t->transaction_id != transaction_id || t->revoked_at != FOODTRUCK_NO_TIME) continue;
        t->revoked_at = now_ms();
        /* The plan's current period refunded: the platform revokes the subscription. */
        if (subscribed && t->product == status.product && t->expires_at == status.expires_at)
            status.state = FOODTRUCK_RENEWAL_REVOKED;
        changed();
        return FOODTRUCK_PURCHASE_SUCCESS;
    }
    return FOODTRUCK_PURCHASE_FAILED;
}

bool test_store_renews(void) {
    return subscribed && status.state == FOODTRUCK_RENEWAL_SUBSCRIBED && status.renews_to != FOODTRUCK_STORE_PRODUCT_NONE;
}

void test_store_stop_renewal(void) {
    if (!test_store_renews()) return;
    status.renews_to = FOODTRUCK_STORE_PRODUCT_NONE;
    changed();
}

void test_store_catch_up(void) {
    bool moved = false;
    int64_t now = now_ms();
    while (subscribed && status.state == FOODTRUCK_RENEWAL_SUBSCRIBED && status.expires_at != FOODTRUCK_NO_TIME &&
           status.expires_at <= now) {
        moved = true;
        if (status.renews_to == FOODTRUCK_STORE_PRODUCT_NONE || transactions->len >= MAX_TRANSACTIONS) {
            status.state = FOODTRUCK_RENEWAL_EXPIRED;
            break;
        }
        int64_t from = status.expires_at;
        record(status.renews_to, from); /* the renewal, bought at the period's end */
    }
    if (moved) changed();
}
