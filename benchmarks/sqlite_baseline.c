/* SPDX-License-Identifier: Apache-2.0 */
/* sqlite_baseline.c: see sqlite_baseline.h. */
#include "bench.h" /* first: it asks for POSIX */
#include "sqlite_baseline.h"

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The shape a session file's table had at schema 2, before each row carried its checksum
 * (schema 3's crc column): the library's rows are these and their CRC-32C, so that the ratio
 * includes the whole cost of the checksum, computed and stored. */
static const char *const raw_schema =
    "CREATE TABLE changes (seq INTEGER PRIMARY KEY, kind INTEGER NOT NULL, body BLOB NOT NULL, "
    "result INTEGER) STRICT";

/* Keeps the reader's byte sum observable, so that reading the bodies is not optimized away. */
volatile uint64_t raw_checksum;

static int raw_fail(sqlite3 *db, const char *what) {
    fprintf(stderr, "sqlite baseline: %s: %s\n", what, db ? sqlite3_errmsg(db) : "cannot open");
    return 1;
}

/* Opens path with a session file's pragmas. */
static int raw_open(const char *path, int create, int full_sync, sqlite3 **db_out) {
    sqlite3 *db = NULL;
    int flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0);
    if (sqlite3_open_v2(path, &db, flags, NULL) != SQLITE_OK) {
        raw_fail(db, path);
        sqlite3_close(db);
        return 1;
    }
    const char *pragmas = full_sync
        ? "PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL"
        : "PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL";
    if (sqlite3_exec(db, pragmas, NULL, NULL, NULL) != SQLITE_OK) {
        raw_fail(db, "pragmas");
        sqlite3_close(db);
        return 1;
    }
    *db_out = db;
    return 0;
}

int raw_rows_load(const char *path, raw_rows *out) {
    sqlite3 *db = NULL;
    sqlite3_stmt *select = NULL;
    out->rows = NULL;
    out->count = 0;
    size_t capacity = 0;
    if (raw_open(path, 0, 1, &db) != 0) return 1;
    if (sqlite3_prepare_v2(db, "SELECT kind, body, result FROM changes ORDER BY seq", -1, &select, NULL) != SQLITE_OK) {
        raw_fail(db, path);
        sqlite3_close(db);
        return 1;
    }
    int code;
    while ((code = sqlite3_step(select)) == SQLITE_ROW) {
        if (out->count == capacity) {
            capacity = capacity ? capacity * 2 : 1024;
            raw_row *bigger = (raw_row *)realloc(out->rows, capacity * sizeof *bigger);
            if (bigger == NULL) break;
            out->rows = bigger;
        }
        raw_row *row = &out->rows[out->count++];
        row->kind = sqlite3_column_int64(select, 0);
        row->size = sqlite3_column_bytes(select, 1);
        row->body = (unsigned char *)malloc((size_t)row->size + 1);
        if (row->body != NULL) memcpy(row->body, sqlite3_column_blob(select, 1), (size_t)row->size);
        row->result = sqlite3_column_int64(select, 2);
    }
    sqlite3_finalize(select);
    sqlite3_close(db);
    return code == SQLITE_DONE ? 0 : raw_fail(NULL, "loading the rows");
}

void raw_rows_free(raw_rows *rows) {
    for (size_t i = 0; i < rows->count; i++) free(rows->rows[i].body);
    free(rows->rows);
    rows->rows = NULL;
    rows->count = 0;
}

int raw_rows_equal(const raw_rows *a, const raw_rows *b) {
    if (a->count != b->count) return 0;
    for (size_t i = 0; i < a->count; i++) {
        const raw_row *x = &a->rows[i], *y = &b->rows[i];
        if (x->kind != y->kind || x->result != y->result || x->size != y->size ||
            memcmp(x->body, y->body, (size_t)x->size) != 0) {
            return 0;
        }
    }
    return 1;
}

int raw_insert(const char *path, int full_sync, const raw_rows *rows, double *seconds_per_row) {
    sqlite3 *db = NULL;
    sqlite3_stmt *insert = NULL;
    if (raw_open(path, 1, full_sync, &db) != 0) return 1;
    if (sqlite3_exec(db, raw_schema, NULL, NULL, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(db, "INSERT INTO changes (kind, body, result) VALUES (?1, ?2, ?3)", -1, &insert, NULL) != SQLITE_OK) {
        raw_fail(db, "schema");
        sqlite3_close(db);
        return 1;
    }
    int failed = 0;
    double start = bench_now();
    for (size_t i = 0; i < rows->count && !failed; i++) {
        sqlite3_reset(insert);
        failed = sqlite3_bind_int64(insert, 1, rows->rows[i].kind) != SQLITE_OK ||
                 sqlite3_bind_blob(insert, 2, rows->rows[i].body, rows->rows[i].size, SQLITE_STATIC) != SQLITE_OK ||
                 sqlite3_bind_int64(insert, 3, rows->rows[i].result) != SQLITE_OK ||
                 sqlite3_step(insert) != SQLITE_DONE;
    }
    *seconds_per_row = (bench_now() - start) / (double)rows->count;
    if (failed) raw_fail(db, "insert");
    sqlite3_finalize(insert);
    sqlite3_close(db);
    return failed;
}

int raw_read(const char *path, size_t *row_count, uint64_t *body_bytes) {
    sqlite3 *db = NULL;
    sqlite3_stmt *select = NULL;
    if (raw_open(path, 0, 1, &db) != 0) return 1;
    if (sqlite3_prepare_v2(db, "SELECT seq, kind, body, result FROM changes ORDER BY seq", -1, &select, NULL) != SQLITE_OK) {
        raw_fail(db, "select");
        sqlite3_close(db);
        return 1;
    }
    size_t rows = 0;
    uint64_t bytes = 0, sum = 0;
    int code;
    while ((code = sqlite3_step(select)) == SQLITE_ROW) {
        sum += (uint64_t)sqlite3_column_int64(select, 0) + (uint64_t)sqlite3_column_int64(select, 1) +
               (uint64_t)sqlite3_column_int64(select, 3);
        const unsigned char *body = (const unsigned char *)sqlite3_column_blob(select, 2);
        int size = sqlite3_column_bytes(select, 2);
        for (int i = 0; i < size; i++) sum += body[i];
        bytes += (uint64_t)size;
        rows++;
    }
    raw_checksum = sum;
    sqlite3_finalize(select);
    sqlite3_close(db);
    if (code != SQLITE_DONE) return raw_fail(NULL, "reading the rows");
    *row_count = rows;
    *body_bytes = bytes;
    return 0;
}

int raw_quick_check(const char *path) {
    sqlite3 *db = NULL;
    sqlite3_stmt *check = NULL;
    if (raw_open(path, 0, 1, &db) != 0) return 1;
    int ok = sqlite3_prepare_v2(db, "PRAGMA quick_check", -1, &check, NULL) == SQLITE_OK &&
             sqlite3_step(check) == SQLITE_ROW &&
             strcmp((const char *)sqlite3_column_text(check, 0), "ok") == 0;
    sqlite3_finalize(check);
    sqlite3_close(db);
    return ok ? 0 : raw_fail(NULL, "quick_check");
}
