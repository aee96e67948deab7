/* SPDX-License-Identifier: Apache-2.0 */
/* test_account.c: the account through the C ABI: every (state, event) pair, accepted to its
 * state or refused with FOODTRUCK_ERR_INVALID_STATE and nothing changed; bad user names, user
 * ids and challenges; the challenge and user name handed back for the authenticator; the
 * relying party setting; the screen's parts and texts in English and Arabic. */
#include "check.h"

static const uint8_t challenge[16] = {'0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f'};
static const uint8_t other[32] = {'f', 'e', 'd', 'c', 'b', 'a', '9', '8', '7', '6', '5', '4', '3', '2', '1', '0', 'f', 'e', 'd', 'c', 'b', 'a', '9', '8', '7', '6', '5', '4', '3', '2', '1', '0'};

enum { SIGN_IN, SIGN_UP_PASSKEY, SIGN_UP_PASSWORD, PASSWORD_RETURNED, PASSKEY_ASSERTED,
       PASSKEY_REGISTERED, AUTHORIZATION_ERROR, CANCELLED, SIGN_OUT, CONFIRM, KEEP, EVENTS };

#define REFUSED (-1)
#define SO FOODTRUCK_ACCOUNT_SIGNED_OUT
#define SI FOODTRUCK_ACCOUNT_SIGNING_IN
#define RG FOODTRUCK_ACCOUNT_REGISTERING
#define IN FOODTRUCK_ACCOUNT_SIGNED_IN
#define CF FOODTRUCK_ACCOUNT_CONFIRMING_SIGN_OUT

/* The state after each event, by the state before it (docs/domain.md §10.7). */
static const int transitions[5][EVENTS] = {
    /* signed out */ {SI, RG, IN, REFUSED, REFUSED, REFUSED, REFUSED, REFUSED, REFUSED, REFUSED, REFUSED},
    /* signing in */ {REFUSED, REFUSED, REFUSED, IN, IN, REFUSED, SO, SO, REFUSED, REFUSED, REFUSED},
    /* registering */ {REFUSED, REFUSED, REFUSED, REFUSED, REFUSED, IN, SO, SO, REFUSED, REFUSED, REFUSED},
    /* signed in */ {REFUSED, REFUSED, REFUSED, REFUSED, REFUSED, REFUSED, REFUSED, REFUSED, CF, REFUSED, REFUSED},
    /* confirming */ {REFUSED, REFUSED, REFUSED, REFUSED, REFUSED, REFUSED, REFUSED, REFUSED, REFUSED, SO, IN},
};
/* The user name after an accepted event that leaves a name ("" where there is none). */
static const char *const names[5][EVENTS] = {
    {"", "Grace", "Grace", "", "", "", "", "", "", "", ""},
    {"", "", "", "Grace", "Grace", "", "", "", "", "", ""},
    {"", "", "", "", "", "Ada", "", "", "", "", ""},
    {"", "", "", "", "", "", "", "", "Ada", "", ""},
    {"", "", "", "", "", "", "", "", "", "", "Ada"},
};

static foodtruck_truck *truck_in(foodtruck_account_state state) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    if (state == SI) CHECK_OK(foodtruck_account_sign_in(truck, challenge, sizeof challenge));
    if (state == RG) CHECK_OK(foodtruck_account_sign_up_passkey(truck, "Ada", challenge, sizeof challenge));
    if (state == IN || state == CF) CHECK_OK(foodtruck_account_sign_up_password(truck, "Ada", "pw"));
    if (state == CF) CHECK_OK(foodtruck_account_sign_out(truck));
    return truck;
}

static foodtruck_status apply(foodtruck_truck *truck, int event) {
    static const uint8_t grace[5] = {'G', 'r', 'a', 'c', 'e'};
    switch (event) {
    case SIGN_IN: return foodtruck_account_sign_in(truck, other, sizeof other);
    case SIGN_UP_PASSKEY: return foodtruck_account_sign_up_passkey(truck, "Grace", other, sizeof other);
    case SIGN_UP_PASSWORD: return foodtruck_account_sign_up_password(truck, "Grace", "pw");
    case PASSWORD_RETURNED: return foodtruck_account_password_returned(truck, "Grace");
    case PASSKEY_ASSERTED: return foodtruck_account_passkey_asserted(truck, grace, sizeof grace);
    case PASSKEY_REGISTERED: return foodtruck_account_passkey_registered(truck);
    case AUTHORIZATION_ERROR: return foodtruck_account_request_failed(truck, FOODTRUCK_ACCOUNT_AUTHORIZATION_ERROR);
    case CANCELLED: return foodtruck_account_request_failed(truck, FOODTRUCK_ACCOUNT_CANCELLED);
    case SIGN_OUT: return foodtruck_account_sign_out(truck);
    case CONFIRM: return foodtruck_account_confirm_sign_out(truck, true);
    default: return foodtruck_account_confirm_sign_out(truck, false);
    }
}

static foodtruck_account_state state_of(foodtruck_truck *truck) {
    foodtruck_account_view screen;
    CHECK_OK(foodtruck_account_screen(truck, &screen));
    return screen.state;
}

static void test_every_pair(void) {
    for (int state = 0; state < 5; state++) {
        for (int event = 0; event < EVENTS; event++) {
            foodtruck_truck *truck = truck_in((foodtruck_account_state)state);
            int expected = transitions[state][event];
            foodtruck_status status = apply(truck, event);
            if (expected == REFUSED) {
                CHECK_INT(status, FOODTRUCK_ERR_INVALID_STATE);
                CHECK(strstr(foodtruck_last_error(), "refused while the account is") != NULL);
                CHECK_INT(state_of(truck), state); /* nothing changed */
            } else {
                CHECK_INT(status, FOODTRUCK_OK);
                CHECK_INT(state_of(truck), expected);
                if (names[state][event][0] != '\0') {
                    char name[64];
                    CHECK_OK(foodtruck_account_user_name(truck, name, sizeof name, NULL));
                    CHECK_STR(name, names[state][event]);
                }
            }
            CHECK_OK(foodtruck_truck_free(truck));
        }
    }
}

static void test_bad_inputs(void) {
    static const char *const bad_names[] = {"", "  \t", "Bell\a", "\xe2\x80\xae" "adA" /* U+202E */,
                                            "A\xe2\x80\x8b" "da" /* U+200B */, "Ada\nLovelace",
                                            "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn"};
    static const uint8_t not_utf8[3] = {0x41, 0xc3, 0x28};
    foodtruck_truck *signed_out = truck_in(SO);
    foodtruck_truck *signing_in = truck_in(SI);
    for (size_t i = 0; i < sizeof bad_names / sizeof bad_names[0]; i++) {
        CHECK_STATUS(foodtruck_account_sign_up_passkey(signed_out, bad_names[i], challenge, 16), FOODTRUCK_ERR_INVALID_ARGUMENT);
        CHECK(strstr(foodtruck_last_error(), "foodtruck_account_sign_up_passkey: user_name: ") != NULL);
        CHECK_STATUS(foodtruck_account_sign_up_password(signed_out, bad_names[i], "pw"), FOODTRUCK_ERR_INVALID_ARGUMENT);
        CHECK_STATUS(foodtruck_account_password_returned(signing_in, bad_names[i]), FOODTRUCK_ERR_INVALID_ARGUMENT);
        CHECK_STATUS(foodtruck_account_passkey_asserted(signing_in, (const uint8_t *)bad_names[i], strlen(bad_names[i])),
                     FOODTRUCK_ERR_INVALID_ARGUMENT);
    }
    CHECK_STATUS(foodtruck_account_passkey_asserted(signing_in, not_utf8, sizeof not_utf8), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STR(foodtruck_last_error(), "foodtruck_account_passkey_asserted: user_id: the passkey's user id is not valid UTF-8");
    CHECK_STATUS(foodtruck_account_sign_in(signed_out, challenge, 15), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STR(foodtruck_last_error(), "foodtruck_account_sign_in: challenge: a challenge has 16 to 64 bytes; got 15");
    CHECK_STATUS(foodtruck_account_sign_up_password(signed_out, "Ada", ""), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STR(foodtruck_last_error(), "foodtruck_account_sign_up_password: password: the password must not be empty");
    CHECK_INT(state_of(signed_out), SO);
    CHECK_INT(state_of(signing_in), SI);
    CHECK_OK(foodtruck_truck_free(signed_out));
    CHECK_OK(foodtruck_truck_free(signing_in));
}

static void test_request_values(void) {
    foodtruck_truck *truck = truck_in(SO);
    uint8_t bytes[64];
    size_t count = 0;
    char text[64];
    CHECK_OK(foodtruck_account_relying_party(truck, text, sizeof text, NULL));
    CHECK_STR(text, "example.com");
    CHECK_OK(foodtruck_account_set_relying_party(truck, "Trucks.Example"));
    CHECK_OK(foodtruck_account_relying_party(truck, text, sizeof text, NULL));
    CHECK_STR(text, "trucks.example");
    CHECK_STATUS(foodtruck_account_set_relying_party(truck, "-bad.example"), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_account_challenge(truck, bytes, sizeof bytes, &count), FOODTRUCK_ERR_INVALID_STATE);
    CHECK_OK(foodtruck_account_sign_up_passkey(truck, " Ada ", other, sizeof other));
    CHECK_OK(foodtruck_account_challenge(truck, bytes, sizeof bytes, &count));
    CHECK_INT(count, 32);
    CHECK(memcmp(bytes, other, 32) == 0);
    CHECK_STATUS(foodtruck_account_challenge(truck, bytes, 31, &count), FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_OK(foodtruck_account_user_name(truck, text, sizeof text, NULL));
    CHECK_STR(text, "Ada"); /* trimmed: the registration's name and user id */
    CHECK_STATUS(foodtruck_account_set_relying_party(truck, "example.com"), FOODTRUCK_ERR_INVALID_STATE);
    CHECK_OK(foodtruck_truck_free(truck));
}

static void test_screen_and_texts(void) {
    static const bool shows[5][5] = {
        /* user name, Sign In, Sign Up, Sign Out, confirmation */
        {false, true, true, false, false}, {false, false, false, false, false},
        {false, false, false, false, false}, {true, false, false, true, false},
        {true, false, false, true, true}};
    for (int state = 0; state < 5; state++) {
        foodtruck_truck *truck = truck_in((foodtruck_account_state)state);
        foodtruck_account_view screen;
        CHECK_OK(foodtruck_account_screen(truck, &screen));
        CHECK_INT(screen.shows_user_name, shows[state][0]);
        CHECK_INT(screen.shows_sign_in, shows[state][1]);
        CHECK_INT(screen.shows_sign_up, shows[state][2]);
        CHECK_INT(screen.shows_sign_out, shows[state][3]);
        CHECK_INT(screen.shows_sign_out_confirmation, shows[state][4]);
        CHECK_INT(screen.shows_failure, false);
        CHECK_OK(foodtruck_truck_free(truck));
    }
    foodtruck_truck *truck = truck_in(SI);
    foodtruck_account_view screen;
    char text[128];
    bool valid = false;
    CHECK_OK(foodtruck_account_request_failed(truck, FOODTRUCK_ACCOUNT_UNKNOWN_RESULT));
    CHECK_OK(foodtruck_account_screen(truck, &screen));
    CHECK_INT(screen.shows_failure, true);
    CHECK_INT(screen.failure, FOODTRUCK_ACCOUNT_UNKNOWN_RESULT);
    CHECK_OK(foodtruck_account_failure_text(truck, screen.failure, text, sizeof text, NULL));
    CHECK_STR(text, "Received an unknown authorization result.");
    CHECK_OK(foodtruck_account_text(truck, FOODTRUCK_ACCOUNT_LABEL_SIGN_OUT_CONFIRMATION, text, sizeof text, NULL));
    CHECK_STR(text, "Are you sure you want to sign out?");
    CHECK_OK(foodtruck_account_text(truck, FOODTRUCK_ACCOUNT_LABEL_PURCHASE_SUPPORT, text, sizeof text, NULL));
    CHECK_STR(text, "In-app purchase support");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_account_text(truck, FOODTRUCK_ACCOUNT_LABEL_SIGN_UP, text, sizeof text, NULL));
    CHECK_STR(text, "\xd8\xa5\xd9\x86\xd8\xb4\xd8\xa7\xd8\xa1 \xd8\xad\xd8\xb3\xd8\xa7\xd8\xa8"); /* إنشاء حساب */
    CHECK_OK(foodtruck_account_failure_text(truck, FOODTRUCK_ACCOUNT_CANCELLED, text, sizeof text, NULL));
    CHECK_STR(text, "");
    CHECK_OK(foodtruck_account_sign_up_valid("Ada", FOODTRUCK_ACCOUNT_USE_PASSKEY_DEFAULT, false, &valid));
    CHECK_INT(valid, true);
    CHECK_OK(foodtruck_account_sign_up_valid("Ada", false, false, &valid));
    CHECK_INT(valid, false);
    CHECK_OK(foodtruck_truck_free(truck));
}

int main(void) {
    test_every_pair();
    test_bad_inputs();
    test_request_values();
    test_screen_and_texts();
    return check_report("test_account");
}
