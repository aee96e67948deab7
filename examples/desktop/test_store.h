/* SPDX-License-Identifier: Apache-2.0 */
/* test_store.h: the local test store, standing in for the platform's store (App Store, Google
 * Play) that this desktop does not have. It only plays the platform: it records what was bought,
 * when it expires, renews or was refunded, and hands the lists in; every decision is the
 * library's. */
#ifndef TEST_STORE_H
#define TEST_STORE_H

#include "foodtruck.h"

#include <stdbool.h>

/* Loads what the test store recorded for the session (a file beside the session's file; in
 * memory for a session in memory) and hands it in. Called whenever the session is opened. */
void test_store_open(void);
/* Whether the store is on (the library's FOODTRUCK_STORE_ENABLED). */
bool test_store_on(void);
/* The Test Store switch: the store on (FOODTRUCK_STORE_ENABLED), so that the library gates what
 * the purchases unlock, with everything recorded handed in; or off, everything served. */
void test_store_switch(bool on);
/* "Restore missing purchases": everything recorded handed in again. */
void test_store_connect(void);
/* A purchase at now, as the platform's sheet would end it: always a success here. */
foodtruck_purchase_outcome test_store_buy(foodtruck_store_product product);
/* A refund request for a transaction, granted at once: revoked at now. */
foodtruck_purchase_outcome test_store_refund(int64_t transaction_id);
/* The platform's "cancel subscription": the plan stops renewing (it expires at its period's end). */
void test_store_stop_renewal(void);
/* Whether a plan is subscribed and renews (so its renewal can be stopped). */
bool test_store_renews(void);
/* The clock went on: a period that ended renews (a new transaction) or expires. */
void test_store_catch_up(void);

#endif
