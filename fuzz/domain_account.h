/* SPDX-License-Identifier: Apache-2.0 */
/* domain_account.h: what the Account functions promise beyond the conventions, as hooks the
 * generated calls (calls_generated.h) make after a success, and the arguments the classes
 * alone would rarely make valid (user names, relying parties, challenges of 16 to 64 bytes). */
#ifndef FUZZ_DOMAIN_ACCOUNT_H
#define FUZZ_DOMAIN_ACCOUNT_H

#include "calls_generated.h"

/* A user name: one the tests use (trimmed, Arabic, 64 characters), else any short text. */
static inline const char *fz_account_name(fz_input *in, char *dst) {
    static const char *const names[] = {"Ada", "Grace", "  Ada  ", "\xd8\xb9\xd8\xa7\xd8\xa6\xd8\xb4\xd8\xa9", "",
                                        "  \t", "Ada\nLovelace", "A\u200Bda"};
    uint8_t pick = fz_u8(in);
    if (pick < 160) {
        const char *name = names[pick % FZ_NELEMS(names)];
        memcpy(dst, name, strlen(name) + 1);
        return dst;
    }
    return fz_gen_text(in, dst, FOODTRUCK_ACCOUNT_USER_NAME_MAX_BYTES);
}

static inline const char *fz_arg_account_sign_up_passkey_user_name(fz_input *in, foodtruck_truck *truck, char *dst) {
    (void)truck;
    return fz_account_name(in, dst);
}
static inline const char *fz_arg_account_sign_up_password_user_name(fz_input *in, foodtruck_truck *truck, char *dst) {
    (void)truck;
    return fz_account_name(in, dst);
}
static inline const char *fz_arg_account_password_returned_user_name(fz_input *in, foodtruck_truck *truck, char *dst) {
    (void)truck;
    return fz_account_name(in, dst);
}
static inline const char *fz_arg_account_sign_up_valid_user_name(fz_input *in, foodtruck_truck *truck, char *dst) {
    (void)truck;
    return fz_account_name(in, dst);
}

/* A relying party: a domain name mostly, else any text up to the limit and one byte over. */
static inline const char *fz_arg_account_set_relying_party_relying_party(fz_input *in, foodtruck_truck *truck, char *dst) {
    static const char *const parties[] = {"example.com", "foodtruck.example.org", "localhost", "a.b", "xn--mgbh0fb.example"};
    (void)truck;
    uint8_t pick = fz_u8(in);
    if (pick < 160) {
        const char *party = parties[pick % FZ_NELEMS(parties)];
        memcpy(dst, party, strlen(party) + 1);
        return dst;
    }
    return fz_gen_text(in, dst, FOODTRUCK_ACCOUNT_RELYING_PARTY_MAX_BYTES);
}

/* A challenge: 16 to 64 bytes mostly, else 0 to 15 (refused). */
static inline size_t fz_account_bytes(fz_input *in, uint8_t *items, size_t room) {
    uint8_t pick = fz_u8(in);
    size_t count = pick < 220 ? FOODTRUCK_ACCOUNT_CHALLENGE_MIN_BYTES + pick % (FOODTRUCK_ACCOUNT_CHALLENGE_MAX_BYTES - 15)
                              : pick % FOODTRUCK_ACCOUNT_CHALLENGE_MIN_BYTES;
    if (count > room) count = room;
    for (size_t i = 0; i < count; i++) items[i] = fz_u8(in);
    return count;
}
static inline size_t fz_arg_account_sign_in_challenge(fz_input *in, foodtruck_truck *truck, int64_t now, uint8_t *items,
                                                      size_t room) {
    (void)truck, (void)now;
    return fz_account_bytes(in, items, room);
}
static inline size_t fz_arg_account_sign_up_passkey_challenge(fz_input *in, foodtruck_truck *truck, int64_t now,
                                                              uint8_t *items, size_t room) {
    (void)truck, (void)now;
    return fz_account_bytes(in, items, room);
}
/* A user id: a name's UTF-8 bytes mostly (what the authenticator hands back). */
static inline size_t fz_arg_account_passkey_asserted_user_id(fz_input *in, foodtruck_truck *truck, int64_t now,
                                                             uint8_t *items, size_t room) {
    (void)truck, (void)now;
    char name[FZ_GEN_TEXT_ROOM];
    const char *text = fz_account_name(in, name);
    size_t count = text == NULL ? 0 : strlen(text);
    if (count > room) count = room;
    memcpy(items, name, count);
    return count;
}

/* The account's state, read back (-1 when it cannot be). */
static inline int fz_account_state_of(const foodtruck_truck *truck) {
    foodtruck_account_view view;
    if (!fz_is_live(truck) || foodtruck_account_screen(truck, &view) != FOODTRUCK_OK) return -1;
    return (int)view.state;
}

static inline void fz_require_account_state(const char *function, const foodtruck_truck *truck, int expected) {
    int state = fz_account_state_of(truck);
    FZ_REQUIRE(state == -1 || state == expected, "%s succeeded but the account's state is %d, not %d", function, state,
               expected);
}

/* Sign In: signing in, with the very challenge given. */
static inline void fz_domain_account_sign_in(const fz_args_account_sign_in *args, const fz_result *result) {
    (void)result;
    fz_require_account_state("foodtruck_account_sign_in", args->truck, FOODTRUCK_ACCOUNT_SIGNING_IN);
    uint8_t challenge[FOODTRUCK_ACCOUNT_CHALLENGE_MAX_BYTES];
    size_t count = 0;
    FZ_REQUIRE(foodtruck_account_challenge(args->truck, challenge, sizeof challenge, &count) == FOODTRUCK_OK &&
                   count == args->challenge_count && memcmp(challenge, args->challenge, count) == 0,
               "foodtruck_account_sign_in succeeded but foodtruck_account_challenge gives another challenge");
}

static inline void fz_domain_account_sign_up_passkey(const fz_args_account_sign_up_passkey *args, const fz_result *result) {
    (void)result;
    fz_require_account_state("foodtruck_account_sign_up_passkey", args->truck, FOODTRUCK_ACCOUNT_REGISTERING);
}

static inline void fz_domain_account_sign_up_password(const fz_args_account_sign_up_password *args, const fz_result *result) {
    (void)result;
    fz_require_account_state("foodtruck_account_sign_up_password", args->truck, FOODTRUCK_ACCOUNT_SIGNED_IN);
}

static inline void fz_domain_account_password_returned(const fz_args_account_password_returned *args,
                                                       const fz_result *result) {
    (void)result;
    fz_require_account_state("foodtruck_account_password_returned", args->truck, FOODTRUCK_ACCOUNT_SIGNED_IN);
}

static inline void fz_domain_account_passkey_asserted(const fz_args_account_passkey_asserted *args, const fz_result *result) {
    (void)result;
    fz_require_account_state("foodtruck_account_passkey_asserted", args->truck, FOODTRUCK_ACCOUNT_SIGNED_IN);
}

static inline void fz_domain_account_passkey_registered(const fz_args_account_passkey_registered *args,
                                                        const fz_result *result) {
    (void)result;
    fz_require_account_state("foodtruck_account_passkey_registered", args->truck, FOODTRUCK_ACCOUNT_SIGNED_IN);
}

static inline void fz_domain_account_request_failed(const fz_args_account_request_failed *args, const fz_result *result) {
    (void)result;
    fz_require_account_state("foodtruck_account_request_failed", args->truck, FOODTRUCK_ACCOUNT_SIGNED_OUT);
}

static inline void fz_domain_account_sign_out(const fz_args_account_sign_out *args, const fz_result *result) {
    (void)result;
    fz_require_account_state("foodtruck_account_sign_out", args->truck, FOODTRUCK_ACCOUNT_CONFIRMING_SIGN_OUT);
}

static inline void fz_domain_account_confirm_sign_out(const fz_args_account_confirm_sign_out *args, const fz_result *result) {
    (void)result;
    fz_require_account_state("foodtruck_account_confirm_sign_out", args->truck,
                             args->confirmed ? FOODTRUCK_ACCOUNT_SIGNED_OUT : FOODTRUCK_ACCOUNT_SIGNED_IN);
}

/* The relying party reads back as set. */
static inline void fz_domain_account_set_relying_party(const fz_args_account_set_relying_party *args,
                                                       const fz_result *result) {
    (void)result;
    char party[FOODTRUCK_ACCOUNT_RELYING_PARTY_MAX_BYTES + 1];
    FZ_REQUIRE(foodtruck_account_relying_party(args->truck, party, sizeof party, NULL) == FOODTRUCK_OK &&
                   strcmp(party, args->relying_party) == 0,
               "foodtruck_account_set_relying_party(\"%s\") succeeded but the relying party reads \"%s\"",
               args->relying_party, party);
}

/* A challenge is 16 to 64 bytes. */
static inline void fz_domain_account_challenge(const fz_args_account_challenge *args, const fz_result *result) {
    (void)args;
    FZ_REQUIRE(result->length >= FOODTRUCK_ACCOUNT_CHALLENGE_MIN_BYTES &&
                   result->length <= FOODTRUCK_ACCOUNT_CHALLENGE_MAX_BYTES,
               "foodtruck_account_challenge gave %zu bytes", result->length);
}

#endif
