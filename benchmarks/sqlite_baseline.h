/* SPDX-License-Identifier: Apache-2.0 */
/* sqlite_baseline.h: the plain C program a durable session is measured against: SQLite used
 * directly with the pragmas a session file uses (journal_mode=WAL, locking_mode=EXCLUSIVE,
 * synchronous FULL or NORMAL), on a table of the same shape, one autocommit transaction per
 * row. Every function returns 0 on success and prints what failed otherwise. */
#ifndef FOODTRUCK_SQLITE_BASELINE_H
#define FOODTRUCK_SQLITE_BASELINE_H

#include <stddef.h>
#include <stdint.h>

/* One row of changes(seq, kind, body, result). */
typedef struct raw_row {
    int64_t kind;
    int64_t result;
    unsigned char *body;
    int size;
} raw_row;

typedef struct raw_rows {
    raw_row *rows;
    size_t count;
} raw_rows;

/* Reads every row of a file's changes table, in seq order, into memory (raw_rows_free). */
int raw_rows_load(const char *path, raw_rows *out);
void raw_rows_free(raw_rows *rows);
/* Whether two row sets are equal, row for row and byte for byte. */
int raw_rows_equal(const raw_rows *a, const raw_rows *b);

/* Creates a file at path (which must not exist) holding the same table, then inserts rows
 * one transaction each through one prepared statement; *seconds_per_row: the inserts only. */
int raw_insert(const char *path, int full_sync, const raw_rows *rows, double *seconds_per_row);

/* Opens path with the same pragmas and steps SELECT seq, kind, body, result FROM changes
 * ORDER BY seq to the end, reading every byte of every body; *row_count and *body_bytes say
 * what was read (to compare with what was written). */
int raw_read(const char *path, size_t *row_count, uint64_t *body_bytes);

/* PRAGMA quick_check on path (which the library runs on every open): one timing split. */
int raw_quick_check(const char *path);

#endif
