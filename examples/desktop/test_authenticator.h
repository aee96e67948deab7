/* SPDX-License-Identifier: Apache-2.0 */
/* test_authenticator.h: the local test authenticator, standing in for the platform's passkey
 * authenticator and password keychain (and for the server that checks what they answer), which
 * this desktop does not have. It only plays the platform: the library decides every step. */
#ifndef TEST_AUTHENTICATOR_H
#define TEST_AUTHENTICATOR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define TEST_CHALLENGE_BYTES 32 /* within FOODTRUCK_ACCOUNT_CHALLENGE_MIN_BYTES..._MAX_BYTES */

typedef struct test_credential {
    char *user;   /* the user name it was made for */
    bool passkey; /* a passkey; else a saved password */
} test_credential;

/* Loads the credentials kept for the session (a file beside the session's file; in memory for a
 * session in memory). Called whenever the session is opened. */
void test_authenticator_open(void);
/* A fresh challenge, as a server would give one: random bytes from OpenSSL's generator. */
void test_authenticator_challenge(uint8_t challenge[TEST_CHALLENGE_BYTES]);
/* The credentials for a relying party, in the order made; *count receives how many (the array
 * is the authenticator's, valid until the next change). */
const test_credential *test_authenticator_credentials(const char *relying_party, size_t *count);
/* A passkey registration: a new Ed25519 key pair for the relying party and user, the private
 * key kept by the authenticator, the public key by the server, which checks the key's signature
 * over the challenge. True when the server accepted it. */
bool test_authenticator_register(const char *relying_party, const char *user, const uint8_t *challenge, size_t count);
/* A passkey assertion: the user's key signs the relying party's hash and the challenge; the
 * server verifies the signature with the public key it kept. True when it verified. */
bool test_authenticator_assert(const char *relying_party, const char *user, const uint8_t *challenge, size_t count);
/* A password sign-up: the server keeps a salted PBKDF2 hash of it (never the password). */
void test_authenticator_save_password(const char *relying_party, const char *user, const char *password);
/* A password sign-in: whether password matches the hash kept for the user. */
bool test_authenticator_check_password(const char *relying_party, const char *user, const char *password);

#endif
