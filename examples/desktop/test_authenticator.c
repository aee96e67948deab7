/* SPDX-License-Identifier: Apache-2.0 */
/* test_authenticator.c: the local test authenticator (OpenSSL's libcrypto). A platform's passkey
 * is a key pair made on the device for a relying party and a user: the device keeps the private
 * key, the relying party's server the public key, and a sign-in is the device's signature over
 * the server's fresh challenge, which the server verifies (WebAuthn). This file plays both sides
 * with an Ed25519 key pair: the signed message is SHA-256 of the relying party followed by the
 * challenge, as WebAuthn binds an assertion to its relying party (the rpIdHash) and challenge.
 * A password is kept as the server would keep it: a random salt and PBKDF2-HMAC-SHA256 of it,
 * checked in constant time. The credentials are kept beside the session's file (never in the
 * repository), so that a test's session in memory keeps nothing. */
#include "test_authenticator.h"

#include "state.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KEY_BYTES 32 /* an Ed25519 key, public or private */
#define SIGNATURE_BYTES 64
#define SALT_BYTES 16
#define HASH_BYTES 32
#define PBKDF2_ITERATIONS 600000 /* OWASP's figure for PBKDF2-HMAC-SHA256 (2023) */

typedef struct kept {
    test_credential credential;
    char *relying_party;
    uint8_t private_key[KEY_BYTES]; /* the authenticator's half (a passkey) */
    uint8_t public_key[KEY_BYTES];  /* the server's half (a passkey) */
    uint8_t salt[SALT_BYTES];       /* the server's record (a password) */
    uint8_t hash[HASH_BYTES];
} kept;

static GArray *kept_ones;    /* kept */
static GArray *listed;       /* test_credential, for test_authenticator_credentials */

static void crypto_failed(const char *what) {
    fprintf(stderr, "desktop: the test authenticator: %s failed\n", what);
    exit(1);
}

/* ---- the file: one group a credential, its bytes in base64 */
static void set_bytes(GKeyFile *file, const char *group, const char *key, const uint8_t *bytes, size_t count) {
    char *text = g_base64_encode(bytes, count);
    g_key_file_set_string(file, group, key, text);
    g_free(text);
}

static bool get_bytes(GKeyFile *file, const char *group, const char *key, uint8_t *bytes, size_t count) {
    char *text = g_key_file_get_string(file, group, key, NULL);
    if (text == NULL) return false;
    gsize length = 0;
    guchar *decoded = g_base64_decode(text, &length);
    bool ok = length == count;
    if (ok) memcpy(bytes, decoded, count);
    g_free(decoded);
    g_free(text);
    return ok;
}

static void save(void) {
    char *path = beside_session(".test-authenticator");
    if (path == NULL) return;
    GKeyFile *file = g_key_file_new();
    for (guint i = 0; i < kept_ones->len; i++) {
        kept *k = &g_array_index(kept_ones, kept, i);
        char group[32];
        g_snprintf(group, sizeof group, "credential %u", i);
        g_key_file_set_string(file, group, "relying_party", k->relying_party);
        g_key_file_set_string(file, group, "user", k->credential.user);
        g_key_file_set_boolean(file, group, "passkey", k->credential.passkey);
        if (k->credential.passkey) {
            set_bytes(file, group, "private_key", k->private_key, KEY_BYTES);
            set_bytes(file, group, "public_key", k->public_key, KEY_BYTES);
        } else {
            set_bytes(file, group, "salt", k->salt, SALT_BYTES);
            set_bytes(file, group, "hash", k->hash, HASH_BYTES);
        }
    }
    GError *error = NULL;
    /* Private keys: the file is the owner's alone. */
    char *data = g_key_file_to_data(file, NULL, NULL);
    if (!g_file_set_contents_full(path, data, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error)) {
        fprintf(stderr, "desktop: the test authenticator cannot keep %s: %s\n", path, error->message);
        g_error_free(error);
    }
    g_free(data);
    g_key_file_free(file);
    g_free(path);
}

static void forget_all(void) {
    for (guint i = 0; i < kept_ones->len; i++) {
        kept *k = &g_array_index(kept_ones, kept, i);
        g_free(k->credential.user);
        g_free(k->relying_party);
        OPENSSL_cleanse(k->private_key, KEY_BYTES);
    }
    g_array_set_size(kept_ones, 0);
}

void test_authenticator_open(void) {
    if (kept_ones == NULL) {
        kept_ones = g_array_new(FALSE, TRUE, sizeof(kept));
        listed = g_array_new(FALSE, TRUE, sizeof(test_credential));
    }
    forget_all();
    char *path = beside_session(".test-authenticator");
    GKeyFile *file = g_key_file_new();
    if (path != NULL && g_key_file_load_from_file(file, path, G_KEY_FILE_NONE, NULL)) {
        gchar **groups = g_key_file_get_groups(file, NULL);
        for (gchar **group = groups; *group != NULL; group++) {
            kept k = {0};
            k.credential.passkey = g_key_file_get_boolean(file, *group, "passkey", NULL);
            k.credential.user = g_key_file_get_string(file, *group, "user", NULL);
            k.relying_party = g_key_file_get_string(file, *group, "relying_party", NULL);
            bool whole = k.credential.user != NULL && k.relying_party != NULL &&
                         (k.credential.passkey ? get_bytes(file, *group, "private_key", k.private_key, KEY_BYTES) &&
                                                     get_bytes(file, *group, "public_key", k.public_key, KEY_BYTES)
                                               : get_bytes(file, *group, "salt", k.salt, SALT_BYTES) &&
                                                     get_bytes(file, *group, "hash", k.hash, HASH_BYTES));
            if (whole) g_array_append_val(kept_ones, k);
            else {
                g_free(k.credential.user);
                g_free(k.relying_party);
            }
        }
        g_strfreev(groups);
    }
    g_key_file_free(file);
    g_free(path);
}

void test_authenticator_challenge(uint8_t challenge[TEST_CHALLENGE_BYTES]) {
    if (RAND_bytes(challenge, TEST_CHALLENGE_BYTES) != 1) crypto_failed("RAND_bytes");
}

static kept *find(const char *relying_party, const char *user, bool passkey) {
    for (guint i = 0; i < kept_ones->len; i++) {
        kept *k = &g_array_index(kept_ones, kept, i);
        if (k->credential.passkey == passkey && strcmp(k->relying_party, relying_party) == 0 &&
            strcmp(k->credential.user, user) == 0)
            return k;
    }
    return NULL;
}

/* A credential for the relying party and user, made anew (replacing one of its kind). */
static kept *fresh(const char *relying_party, const char *user, bool passkey) {
    kept *k = find(relying_party, user, passkey);
    if (k == NULL) {
        kept blank = {.credential = {g_strdup(user), passkey}, .relying_party = g_strdup(relying_party)};
        g_array_append_val(kept_ones, blank);
        k = &g_array_index(kept_ones, kept, kept_ones->len - 1);
    }
    return k;
}

const test_credential *test_authenticator_credentials(const char *relying_party, size_t *count) {
    g_array_set_size(listed, 0);
    for (guint i = 0; i < kept_ones->len; i++) {
        kept *k = &g_array_index(kept_ones, kept, i);
        if (strcmp(k->relying_party, relying_party) == 0) g_array_append_val(listed, k->credential);
    }
    *count = listed->len;
    return (const test_credential *)(void *)listed->data;
}

/* ---- passkeys */
/* What a passkey signs: SHA-256 of the relying party, then the challenge. */
static size_t signed_message(const char *relying_party, const uint8_t *challenge, size_t count, uint8_t *message) {
    unsigned int length = 0;
    if (EVP_Digest(relying_party, strlen(relying_party), message, &length, EVP_sha256(), NULL) != 1)
        crypto_failed("EVP_Digest");
    memcpy(message + length, challenge, count);
    return length + count;
}

/* The authenticator's signature with the private key. */
static void sign(const kept *k, const uint8_t *message, size_t length, uint8_t signature[SIGNATURE_BYTES]) {
    EVP_PKEY *key = EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, NULL, k->private_key, KEY_BYTES);
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    size_t signature_length = SIGNATURE_BYTES;
    if (key == NULL || context == NULL || EVP_DigestSignInit(context, NULL, NULL, NULL, key) != 1 ||
        EVP_DigestSign(context, signature, &signature_length, message, length) != 1)
        crypto_failed("signing");
    EVP_MD_CTX_free(context);
    EVP_PKEY_free(key);
}

/* The server's check of a signature with the public key it kept. */
static bool verify(const uint8_t public_key[KEY_BYTES], const uint8_t *message, size_t length,
                   const uint8_t signature[SIGNATURE_BYTES]) {
    EVP_PKEY *key = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, NULL, public_key, KEY_BYTES);
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    if (key == NULL || context == NULL || EVP_DigestVerifyInit(context, NULL, NULL, NULL, key) != 1)
        crypto_failed("verifying");
    bool good = EVP_DigestVerify(context, signature, SIGNATURE_BYTES, message, length) == 1;
    EVP_MD_CTX_free(context);
    EVP_PKEY_free(key);
    return good;
}

static bool signs_challenge(const kept *k, const char *relying_party, const uint8_t *challenge, size_t count) {
    uint8_t message[EVP_MAX_MD_SIZE + 64], signature[SIGNATURE_BYTES];
    if (count > 64) return false;
    size_t length = signed_message(relying_party, challenge, count, message);
    sign(k, message, length, signature);
    return verify(k->public_key, message, length, signature);
}

bool test_authenticator_register(const char *relying_party, const char *user, const uint8_t *challenge, size_t count) {
    EVP_PKEY *key = EVP_PKEY_Q_keygen(NULL, NULL, "ED25519");
    if (key == NULL) crypto_failed("EVP_PKEY_Q_keygen");
    kept made = {0};
    size_t private_length = KEY_BYTES, public_length = KEY_BYTES;
    if (EVP_PKEY_get_raw_private_key(key, made.private_key, &private_length) != 1 ||
        EVP_PKEY_get_raw_public_key(key, made.public_key, &public_length) != 1)
        crypto_failed("EVP_PKEY_get_raw_*_key");
    EVP_PKEY_free(key);
    /* The server accepts the new public key once it verifies the key's signature over its challenge. */
    bool accepted = signs_challenge(&made, relying_party, challenge, count);
    if (accepted) {
        kept *k = fresh(relying_party, user, true);
        memcpy(k->private_key, made.private_key, KEY_BYTES);
        memcpy(k->public_key, made.public_key, KEY_BYTES);
        save();
    }
    OPENSSL_cleanse(made.private_key, KEY_BYTES);
    return accepted;
}

bool test_authenticator_assert(const char *relying_party, const char *user, const uint8_t *challenge, size_t count) {
    kept *k = find(relying_party, user, true);
    return k != NULL && signs_challenge(k, relying_party, challenge, count);
}

/* ---- passwords */
static void password_hash(const char *password, const uint8_t salt[SALT_BYTES], uint8_t hash[HASH_BYTES]) {
    if (PKCS5_PBKDF2_HMAC(password, (int)strlen(password), salt, SALT_BYTES, PBKDF2_ITERATIONS, EVP_sha256(), HASH_BYTES,
                          hash) != 1)
        crypto_failed("PKCS5_PBKDF2_HMAC");
}

void test_authenticator_save_password(const char *relying_party, const char *user, const char *password) {
    kept *k = fresh(relying_party, user, false);
    if (RAND_bytes(k->salt, SALT_BYTES) != 1) crypto_failed("RAND_bytes");
    password_hash(password, k->salt, k->hash);
    save();
}

bool test_authenticator_check_password(const char *relying_party, const char *user, const char *password) {
    kept *k = find(relying_party, user, false);
    if (k == NULL) return false;
    uint8_t hash[HASH_BYTES];
    password_hash(password, k->salt, hash);
    return CRYPTO_memcmp(hash, k->hash, HASH_BYTES) == 0;
}
