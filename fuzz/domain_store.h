/* SPDX-License-Identifier: Apache-2.0 */
/* domain_store.h: what the Store functions promise beyond the conventions (hooks of the
 * generated calls, after a success). */
#ifndef FUZZ_DOMAIN_STORE_H
#define FUZZ_DOMAIN_STORE_H

#include "calls_generated.h"

/* The Social Feed+ gate is the entitlements' plan while the store is on, and open while it
 * is off (a shell without in-app purchase gets everything). */
static inline void fz_domain_store_entitlements(const fz_args_store_entitlements *args, const fz_result *result) {
    (void)result;
    bool enabled = false, active = false;
    FZ_REQUIRE(foodtruck_store_setting(args->truck, FOODTRUCK_STORE_ENABLED, &enabled) == FOODTRUCK_OK &&
                   foodtruck_store_social_feed_plus_active(args->truck, args->now, &active) == FOODTRUCK_OK,
               "foodtruck_store_entitlements succeeded but the store's setting or gate cannot be read: %s",
               foodtruck_last_error());
    bool expected = !enabled || args->entitlements_out->social_feed_plus_active;
    FZ_REQUIRE(active == expected,
               "foodtruck_store_social_feed_plus_active gives %d at %lld, the store %s and the entitlements' plan %s",
               active, (long long)args->now, enabled ? "on" : "off",
               args->entitlements_out->social_feed_plus_active ? "active" : "not active");
}

/* A setting reads back as set. */
static inline void fz_domain_store_set_setting(const fz_args_store_set_setting *args, const fz_result *result) {
    (void)result;
    bool on = !args->on;
    FZ_REQUIRE(foodtruck_store_setting(args->truck, args->setting, &on) == FOODTRUCK_OK && on == args->on,
               "foodtruck_store_set_setting(%d, %d) succeeded but the setting reads %d", (int)args->setting, args->on, on);
}

/* Transactions: ids distinct and small, one of each product most of the time, purchased
 * around now, verified mostly (what a platform store hands in). */
static inline size_t fz_arg_store_set_transactions_transactions(fz_input *in, foodtruck_truck *truck, int64_t now,
                                                                foodtruck_store_transaction *items, size_t room) {
    (void)truck;
    size_t count = fz_u8(in) % 9;
    if (count > room) count = room;
    for (size_t i = 0; i < count; i++) {
        foodtruck_store_transaction *t = &items[i];
        memset(t, 0, sizeof *t);
        uint8_t pick = fz_u8(in);
        t->transaction_id = pick < 200 ? (int64_t)i + 1 : fz_gen_i64(in);
        t->purchased_at = fz_add_instant(now, -(int64_t)(fz_u8(in) % 48) * 24 * FZ_HOUR);
        t->expires_at = fz_u8(in) < 128 ? 0 : fz_add_instant(t->purchased_at, (int64_t)(fz_u8(in) % 400) * 24 * FZ_HOUR);
        t->revoked_at = fz_u8(in) < 220 ? 0 : fz_instant(in, now);
        int raw = fz_enum_raw(in, 0, 3);
        memcpy(&t->product, &raw, sizeof t->product);
        t->verified = fz_u8(in) < 220;
        if (fz_u8(in) > 240) { /* anything, sometimes */
            t->transaction_id = fz_gen_i64(in);
            t->purchased_at = fz_instant(in, now);
            t->expires_at = fz_instant(in, now);
            raw = fz_enum_raw(in, -1, 4);
            memcpy(&t->product, &raw, sizeof t->product);
        }
    }
    return count;
}

#endif
