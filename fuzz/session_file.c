/* SPDX-License-Identifier: Apache-2.0 */
/* session_file.c: fuzzes what foodtruck_truck_open reads from a session file: the change decoder
 * (Storage/ChangeCoding.swift), the checks of each row (its checksum, ChangeChecksum.swift, and
 * its number) and the replay of any sequence of changes (TruckChange.apply, in
 * SessionFile.replay), and with them foodtruck_truck_is_read_only.
 *
 * A session file is input like any other: copied, damaged, or written by hand, it reaches the
 * decoder and the replay, which must refuse what they cannot take, never trap. Each input is
 * written as a session file with SQLite's C API, with the schema the library writes
 * (SessionFile.swift: the schema-1 table, the result column schema 2 added, the crc column
 * schema 3 added, the application id and user_version), in a folder of this process's own,
 * then opened. By default the file is of schema 3 (docs/conventions.md, "Files"): each row's
 * CRC-32C, computed here (crc32c below, an implementation of its own, not the library's), and
 * user_version 0xFFFC0003 (-262141 as SQLite's signed int: the number in the low 16 bits, its
 * complement in the high 16). Legacy files of schemas 1 and 2 (bare user_version 1 or 2, no
 * crc column) are still opened, and migrated by a writer.
 *
 *   flags byte    bit 0: open with FOODTRUCK_OPEN_SYNC_NORMAL; bits 1 and 2 both set: a file of
 *                 schema 1 (no result column, user_version 1); else bit 3: a file of schema 2
 *                 (results, no checksums, user_version 2); else schema 3
 *   row count     0 to 64 rows follow
 *   each row      a control byte: bits 0-1 the row's shape (0, 1: a well-formed change of a kind
 *                 the next byte picks, its fields from the bytes after, so that the fuzzer gets
 *                 deep into replay; 2: raw, a kind byte, a length byte and that many body bytes;
 *                 3: a well-formed body under a kind column that is none, or another's), bits
 *                 2-3 its result (0, 1: NULL; 2: the next byte; 3: a small or extreme int32),
 *                 bits 4-5 both set: a gap in seq of 1 + the next byte (read before the
 *                 result), bits 6-7 both set (schema 3): a wrong checksum, of the kind the byte
 *                 after the result picks (one of its 32 bits flipped, NULL, the right one plus
 *                 2^32, or the one of the row numbered one more)
 *   the rest      the arguments of the calls made on the opened session
 *
 * Oracles, beyond the conventions every checked call gets (oracles.h):
 *   - the open gives FOODTRUCK_OK or FOODTRUCK_ERR_CORRUPT and nothing else: the file is a session's
 *     by every mark (anything else aborts with the rows written);
 *   - FOODTRUCK_ERR_CORRUPT names the change that failed ("change <seq> of <path> ...", a seq the
 *     file has), and the refused file is left byte for byte as it was, with no log beside it;
 *   - a row out of sequence (its seq not one more than the row before's, the first not 1) or
 *     with a wrong checksum is never replayed: the open is FOODTRUCK_ERR_CORRUPT, naming that row
 *     or one before it, and when it names that row, it says why: "change <seq> of <path> follows
 *     change <previous seq>" for a gap, "... its checksum does not match" for a checksum;
 *   - on FOODTRUCK_OK: the session is not read-only, its getters and an order's reads hold to the
 *     header (calls.h), a change (a tick or an order) succeeds or fails cleanly; the session is
 *     freed, and the file, now written by the library, is of schema 3 (its user_version, the
 *     application id, rows numbered 1, 2, 3, ... each with the checksum crc32c gives, whatever
 *     schema it was written in: the migration's checksums and those of the change just made),
 *     and opens read-only: FOODTRUCK_OK, read-only, the same locale, price and order count, and
 *     it refuses a change with FOODTRUCK_ERR_READ_ONLY. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "calls.h"

#define MAX_ROWS 64
#define MAX_BODY 2048

/* ---- The file's folder, made once per process ------------------------------------------- */

static char folder[64];
static char path[128];

/* Each input deletes its files; the folder goes when the process ends (libFuzzer exits
 * normally at the end of a run; after a finding it stays, with the file that was open). */
static void remove_folder(void) { rmdir(folder); }

static void set_up(void) {
    const char *base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
    snprintf(folder, sizeof folder, "%s/fz-session-XXXXXX", base);
    FZ_REQUIRE(mkdtemp(folder) != NULL, "harness: mkdtemp(%s) failed: %s", folder, strerror(errno));
    snprintf(path, sizeof path, "%s/session.foodtruck", folder);
    atexit(remove_folder);
}

/* The file and everything SQLite may have put beside it. */
static void remove_files(void) {
    static const char *const suffixes[] = {"", "-wal", "-shm", "-journal"};
    char name[160];
    for (size_t i = 0; i < FZ_NELEMS(suffixes); i++) {
        snprintf(name, sizeof name, "%s%s", path, suffixes[i]);
        FZ_REQUIRE(unlink(name) == 0 || errno == ENOENT, "harness: unlink(%s): %s", name, strerror(errno));
    }
}

static bool exists(const char *suffix) {
    char name[160];
    snprintf(name, sizeof name, "%s%s", path, suffix);
    return access(name, F_OK) == 0;
}

/* The whole file, malloc'ed (NULL for none); *size its length. */
static unsigned char *file_bytes(size_t *size) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return NULL;
    FZ_REQUIRE(fseek(file, 0, SEEK_END) == 0, "harness: fseek failed");
    long length = ftell(file);
    FZ_REQUIRE(length >= 0 && fseek(file, 0, SEEK_SET) == 0, "harness: ftell failed");
    unsigned char *bytes = (unsigned char *)malloc((size_t)length + 1);
    FZ_REQUIRE(bytes != NULL, "harness: out of memory");
    FZ_REQUIRE(fread(bytes, 1, (size_t)length, file) == (size_t)length, "harness: short read");
    fclose(file);
    *size = (size_t)length;
    return bytes;
}

/* ---- The rows, and their description for a finding -------------------------------------- */

/* The ways a row's checksum is made wrong (schema 3). */
enum wrong_checksum { CRC_RIGHT, CRC_BIT_FLIPPED, CRC_NULL, CRC_PLUS_2_32, CRC_OF_NEXT_SEQ };

typedef struct row {
    int64_t seq;
    int64_t kind;
    bool has_result;
    int64_t result;
    enum wrong_checksum wrong; /* CRC_RIGHT unless the input asks for a wrong checksum */
    int64_t crc;               /* what the crc column holds (unless wrong is CRC_NULL) */
    size_t length;
    unsigned char body[MAX_BODY];
} row;

static row rows[MAX_ROWS];
static size_t row_count;
static int schema; /* 1, 2 or 3 */
static char description[24 * 1024];

static void describe(void) {
    size_t used = (size_t)snprintf(description, sizeof description, "schema %d, %zu rows:", schema, row_count);
    for (size_t i = 0; i < row_count && used < sizeof description - 64; i++) {
        const row *r = &rows[i];
        used += (size_t)snprintf(description + used, sizeof description - used, "\n  seq %lld kind %lld body ",
                                 (long long)r->seq, (long long)r->kind);
        for (size_t k = 0; k < r->length && used < sizeof description - 80; k++) {
            used += (size_t)snprintf(description + used, sizeof description - used, "%02X", r->body[k]);
        }
        if (used >= sizeof description - 80) break;
        if (r->has_result) {
            used += (size_t)snprintf(description + used, sizeof description - used, " result %lld", (long long)r->result);
        } else {
            used += (size_t)snprintf(description + used, sizeof description - used, " result NULL");
        }
        if (schema < 3) continue;
        if (r->wrong == CRC_NULL) {
            used += (size_t)snprintf(description + used, sizeof description - used, " crc NULL (wrong)");
        } else {
            used += (size_t)snprintf(description + used, sizeof description - used, " crc %lld%s", (long long)r->crc,
                                     r->wrong != CRC_RIGHT ? " (wrong)" : "");
        }
    }
}

/* ---- CRC-32C, as docs/conventions.md ("Files") defines a row's checksum ------------------ */

/* CRC-32C (Castagnoli): the reflected polynomial 0x82F63B78, bit by bit (no table to get
 * wrong), from `crc` (the running value, not inverted). */
static uint32_t crc32c_update(uint32_t crc, const unsigned char *bytes, size_t length) {
    for (size_t i = 0; i < length; i++) {
        crc ^= bytes[i];
        for (int bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >> 1) ^ 0x82F63B78u : crc >> 1;
    }
    return crc;
}

static uint32_t crc32c_int64(uint32_t crc, int64_t value) {
    unsigned char bytes[8];
    uint64_t bits = (uint64_t)value;
    for (int i = 0; i < 8; i++) bytes[i] = (unsigned char)(bits >> (8 * i));
    return crc32c_update(crc, bytes, sizeof bytes);
}

/* A row's checksum, as the crc column holds it: init 0xFFFFFFFF over seq and kind (8-byte
 * little-endian), a byte 1 and the result (a byte 0 and 8 zero bytes for NULL), the body's
 * length, the body; the final xor; stored as a nonnegative integer. */
static int64_t crc32c(int64_t seq, int64_t kind, bool has_result, int64_t result, const unsigned char *body,
                      size_t length) {
    uint32_t crc = 0xFFFFFFFFu;
    crc = crc32c_int64(crc, seq);
    crc = crc32c_int64(crc, kind);
    unsigned char flag = has_result ? 1 : 0;
    crc = crc32c_update(crc, &flag, 1);
    crc = crc32c_int64(crc, has_result ? result : 0);
    crc = crc32c_int64(crc, (int64_t)length);
    crc = crc32c_update(crc, body, length);
    return (int64_t)(uint32_t)~crc;
}

/* ---- Bodies as ChangeWriter writes them ------------------------------------------------- */

typedef struct body_writer {
    unsigned char *bytes;
    size_t length;
    bool full;
} body_writer;

static void put_byte(body_writer *w, unsigned char byte) {
    if (w->length < MAX_BODY) w->bytes[w->length++] = byte;
    else w->full = true;
}

/* A zigzag varint, as ChangeWriter.int. */
static void put_int(body_writer *w, int64_t value) {
    uint64_t bits;
    memcpy(&bits, &value, sizeof bits);
    uint64_t zigzag = (bits << 1) ^ (value < 0 ? UINT64_MAX : 0);
    while (zigzag >= 0x80) {
        put_byte(w, (unsigned char)(zigzag | 0x80));
        zigzag >>= 7;
    }
    put_byte(w, (unsigned char)zigzag);
}

static void put_double(body_writer *w, double value) {
    uint64_t bits;
    memcpy(&bits, &value, sizeof bits);
    for (int shift = 0; shift < 64; shift += 8) put_byte(w, (unsigned char)(bits >> shift));
}

/* The fields of each kind, generated from TruckChange.code(_:) (Storage/TruckChange.swift)
 * by the Swift test ChangeFormatTests, in ChangeShape's small language:
 *   e  an enum's raw value or a table index (small, sometimes outside)   i  an Int32
 *   l  any Int64 (prices, durations, seeds)            n  an instant, near the input's clock
 *   b  a flag (sometimes neither 0 nor 1)              d  a double
 *   t  a text (sometimes not UTF-8)                    x  bytes
 *   ?(F...)  an optional group    [F...]  an array of the group
 *   <F...|F...>  a variant: its arm's number (sometimes one past the last), then its fields */
#include "session_file_kinds.h"
#define KINDS ((int)FZ_NELEMS(kind_fields))

static int64_t clock_now;

static int64_t pick_int64(fz_input *in) {
    static const int64_t special[] = {0, 1, -1, 578, 650, 10000000, 10000001, 60000, 1000, 5000, 61000,
                                      INT64_MAX, INT64_MIN, INT32_MAX, (int64_t)INT32_MAX + 1, INT32_MIN};
    uint8_t pick = fz_u8(in);
    if (pick < 200) return special[pick % FZ_NELEMS(special)];
    return (int64_t)fz_u64(in);
}

static int64_t pick_instant(fz_input *in) {
    int64_t at = fz_instant(in, clock_now);
    if (at > clock_now && fz_instant_valid(at)) clock_now = at;
    return at;
}

static size_t pick_count(fz_input *in) {
    static const size_t special[] = {16, 24, 25, 61, 241};
    uint8_t pick = fz_u8(in);
    return pick < 200 ? pick % 5 : special[pick % FZ_NELEMS(special)];
}

static void put_text(body_writer *w, fz_input *in) {
    char text[64];
    fz_short_text(in, text);
    size_t length = strlen(text);
    put_int(w, (int64_t)length);
    for (size_t i = 0; i < length; i++) put_byte(w, (unsigned char)text[i]);
}

/* The end of the field or group that starts at fields (one past it). */
static const char *field_end(const char *fields) {
    if (*fields == '?') return field_end(fields + 1);
    if (*fields != '[' && *fields != '(' && *fields != '<') return fields + 1;
    int depth = 0;
    do {
        if (*fields == '[' || *fields == '(' || *fields == '<') depth++;
        if (*fields == ']' || *fields == ')' || *fields == '>') depth--;
        fields++;
    } while (depth > 0 && *fields != '\0');
    return fields;
}

/* The arms of the variant whose '<' is at field: how many, and where arm `pick` starts and ends. */
static int variant_arm(const char *field, int pick, const char **start, const char **end) {
    int arms = 0, depth = 0;
    const char *arm = field + 1;
    for (const char *at = field + 1; *at != '\0'; at++) {
        if (*at == '[' || *at == '(' || *at == '<') depth++;
        if ((*at == ']' || *at == ')' || *at == '>') && depth-- == 0) {
            if (arms == pick) *start = arm, *end = at;
            return arms + 1;
        }
        if (*at == '|' && depth == 0) {
            if (arms == pick) *start = arm, *end = at;
            arms++;
            arm = at + 1;
        }
    }
    FZ_FAIL("harness: a variant without its end: %s", field);
    return 0;
}

static void put_fields(body_writer *w, fz_input *in, const char *fields, const char *end);

static void put_field(body_writer *w, fz_input *in, const char *field) {
    switch (*field) {
    case 'e': {
        uint8_t pick = fz_u8(in);
        put_int(w, pick < 240 ? pick % 12 : (int64_t)fz_i32(in));
        break;
    }
    case 'i': put_int(w, fz_i32(in)); break;
    case 'l': put_int(w, pick_int64(in)); break;
    case 'n': put_int(w, pick_instant(in)); break;
    case 'b': {
        uint8_t pick = fz_u8(in);
        put_byte(w, pick < 250 ? pick & 1 : pick);
        break;
    }
    case 'd': put_double(w, fz_double(in)); break;
    case 't':
    case 'x': put_text(w, in); break;
    case '?': {
        bool present = fz_bool(in);
        put_byte(w, present ? 1 : 0);
        if (present) put_field(w, in, field + 1);
        break;
    }
    case '[': {
        size_t count = pick_count(in);
        const char *end = field_end(field) - 1;
        put_int(w, (int64_t)count);
        for (size_t i = 0; i < count && !w->full; i++) put_fields(w, in, field + 1, end);
        break;
    }
    case '(': put_fields(w, in, field + 1, field_end(field) - 1); break;
    case '<': {
        const char *start = NULL, *end = NULL;
        int arms = variant_arm(field, -1, &start, &end);
        /* Now and then one past the last arm, which the reader refuses. */
        int pick = (int)fz_choice(in, (unsigned)arms + 1);
        put_int(w, pick);
        if (pick < arms) {
            variant_arm(field, pick, &start, &end);
            put_fields(w, in, start, end);
        }
        break;
    }
    default: FZ_FAIL("harness: unknown field %c", *field);
    }
}

/* The fields from `fields` to `end` (NULL: its NUL). */
static void put_fields(body_writer *w, fz_input *in, const char *fields, const char *end) {
    while (*fields != '\0' && fields != end && !w->full) {
        put_field(w, in, fields);
        fields = field_end(fields);
    }
}

/* ---- Writing the file ------------------------------------------------------------------- */

static void read_row(fz_input *in, row *r, int64_t seq) {
    uint8_t control = fz_u8(in);
    uint8_t shape = control & 3, result = (control >> 2) & 3;
    r->seq = (control >> 4 & 3) == 3 ? seq + 1 + fz_u8(in) : seq + 1;
    r->has_result = result >= 2;
    r->result = result == 2 ? fz_u8(in) : (result == 3 ? fz_i32(in) : 0);
    uint8_t wrong = (control >> 6 & 3) == 3 ? fz_u8(in) : 0;
    r->wrong = (control >> 6 & 3) == 3 ? (enum wrong_checksum)(CRC_BIT_FLIPPED + wrong % 4) : CRC_RIGHT;
    body_writer w = {r->body, 0, false};
    if (shape == 2) {
        r->kind = fz_u8(in);
        size_t length = fz_u8(in);
        for (size_t i = 0; i < length && fz_more(in); i++) put_byte(&w, fz_u8(in));
    } else {
        int kind = 1 + (int)fz_choice(in, KINDS);
        put_fields(&w, in, kind_fields[kind - 1], NULL);
        r->kind = kind;
        if (shape == 3) {
            static const int64_t odd[] = {0, KINDS + 1, 255, -1, INT64_MIN, INT64_MAX, (int64_t)1 << 32};
            uint8_t pick = fz_u8(in);
            r->kind = pick < 128 ? odd[pick % FZ_NELEMS(odd)] + (pick % FZ_NELEMS(odd) == 6 ? kind : 0)
                                 : 1 + (int64_t)(pick % KINDS);
        }
    }
    r->length = w.length;
    if (!r->has_result) r->result = 0;
    r->crc = crc32c(r->seq, r->kind, r->has_result, r->result, r->body, r->length);
    switch (r->wrong) {
    case CRC_BIT_FLIPPED: r->crc ^= (int64_t)1 << (wrong / 4 % 32); break;
    case CRC_PLUS_2_32: r->crc += (int64_t)1 << 32; break;
    case CRC_OF_NEXT_SEQ: {
        int64_t next = crc32c(r->seq + 1, r->kind, r->has_result, r->result, r->body, r->length);
        /* Two numbers with one checksum (1 in 2^32): the row is right after all. */
        if (next == r->crc) r->wrong = CRC_RIGHT;
        r->crc = next;
        break;
    }
    default: break;
    }
}

static void sql(sqlite3 *db, const char *statement) {
    char *error = NULL;
    FZ_REQUIRE(sqlite3_exec(db, statement, NULL, NULL, &error) == SQLITE_OK, "harness: %s: %s", statement,
               error != NULL ? error : "?");
}

/* The session file of the rows, with the schema SessionFile.create writes. */
static void write_file(void) {
    sqlite3 *db = NULL;
    FZ_REQUIRE(sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) == SQLITE_OK,
               "harness: cannot create %s", path);
    sql(db, "PRAGMA synchronous = OFF");
    sql(db, "BEGIN IMMEDIATE");
    sql(db, "CREATE TABLE changes (\n  seq INTEGER PRIMARY KEY,\n  kind INTEGER NOT NULL,\n  body BLOB NOT NULL\n) STRICT;");
    sql(db, "PRAGMA application_id = 1179931211");
    sql(db, "PRAGMA user_version = 1");
    if (schema >= 2) {
        sql(db, "ALTER TABLE changes ADD COLUMN result INTEGER");
        sql(db, "PRAGMA user_version = 2");
    }
    if (schema >= 3) {
        sql(db, "ALTER TABLE changes ADD COLUMN crc INTEGER");
        sql(db, "PRAGMA user_version = -262141"); /* 0xFFFC0003 */
    }
    sqlite3_stmt *insert = NULL;
    static const char *const statements[] = {
        "INSERT INTO changes (seq, kind, body) VALUES (?1, ?2, ?3)",
        "INSERT INTO changes (seq, kind, body, result) VALUES (?1, ?2, ?3, ?4)",
        "INSERT INTO changes (seq, kind, body, result, crc) VALUES (?1, ?2, ?3, ?4, ?5)"};
    const char *statement = statements[schema - 1];
    FZ_REQUIRE(sqlite3_prepare_v2(db, statement, -1, &insert, NULL) == SQLITE_OK, "harness: prepare: %s", sqlite3_errmsg(db));
    for (size_t i = 0; i < row_count; i++) {
        const row *r = &rows[i];
        sqlite3_reset(insert);
        sqlite3_bind_int64(insert, 1, r->seq);
        sqlite3_bind_int64(insert, 2, r->kind);
        /* A zero-length blob, not NULL: the column is NOT NULL. */
        sqlite3_bind_blob(insert, 3, r->length > 0 ? (const void *)r->body : "", (int)r->length, SQLITE_TRANSIENT);
        if (schema >= 2) {
            if (r->has_result) sqlite3_bind_int64(insert, 4, r->result);
            else sqlite3_bind_null(insert, 4);
        }
        if (schema >= 3) {
            if (r->wrong == CRC_NULL) sqlite3_bind_null(insert, 5);
            else sqlite3_bind_int64(insert, 5, r->crc);
        }
        FZ_REQUIRE(sqlite3_step(insert) == SQLITE_DONE, "harness: insert: %s", sqlite3_errmsg(db));
    }
    sqlite3_finalize(insert);
    sql(db, "COMMIT");
    FZ_REQUIRE(sqlite3_close(db) == SQLITE_OK, "harness: close failed");
}

/* ---- Opening it ------------------------------------------------------------------------- */

/* foodtruck_truck_open, checked; returns the handle (registered as live) or NULL. */
static foodtruck_truck *open_session(uint32_t options, foodtruck_status *status) {
    fz_frame f = fz_frame_pure();
    foodtruck_truck **out = (foodtruck_truck **)fz_out(&f, sizeof *out);
    *status = fz_check(&f, "foodtruck_truck_open", foodtruck_truck_open(path, options, out));
    foodtruck_truck *truck = NULL;
    if (*status == FOODTRUCK_OK) {
        truck = *out;
        FZ_REQUIRE(truck != NULL, "foodtruck_truck_open returned FOODTRUCK_OK and a NULL handle");
        fz_live_add(truck);
    }
    fz_release(&f);
    return truck;
}

static bool read_only(const foodtruck_truck *truck) {
    fz_frame f = fz_frame_for(truck);
    bool *value = (bool *)fz_out(&f, sizeof *value);
    FZ_REQUIRE(fz_check(&f, "foodtruck_truck_is_read_only", foodtruck_truck_is_read_only(truck, value)) == FOODTRUCK_OK,
               "foodtruck_truck_is_read_only failed on an open session: %s", foodtruck_last_error());
    bool result = *value;
    fz_release(&f);
    return result;
}

/* What the read-only reopening must read the same. */
typedef struct session_reads {
    foodtruck_locale locale;
    int64_t price;
    size_t orders;
} session_reads;

static session_reads read_session(const foodtruck_truck *truck) {
    session_reads r;
    FZ_REQUIRE(foodtruck_truck_locale(truck, &r.locale) == FOODTRUCK_OK && foodtruck_truck_price(truck, &r.price) == FOODTRUCK_OK &&
                   foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_ALL, "", &r.orders) == FOODTRUCK_OK,
               "reading an opened session failed: %s\n%s", foodtruck_last_error(), description);
    return r;
}

/* The change a refusal names: the first "change <seq> of " in it, with a seq the file has
 * (its index in rows), or -1. */
static long named_change(const char *message) {
    for (const char *at = strstr(message, "change "); at != NULL; at = strstr(at + 1, "change ")) {
        char *end = NULL;
        long long seq = strtoll(at + 7, &end, 10);
        if (end == at + 7 || strncmp(end, " of ", 4) != 0) continue;
        for (size_t i = 0; i < row_count; i++) {
            if (rows[i].seq == seq) return (long)i;
        }
    }
    return -1;
}

/* The first row that must never be replayed: out of sequence (rows are numbered 1, 2, 3, ...
 * without gaps) or, in schema 3, with a wrong checksum; row_count when there is none. */
static size_t first_bad_row(void) {
    for (size_t i = 0; i < row_count; i++) {
        if (rows[i].seq != (int64_t)i + 1 || rows[i].wrong != CRC_RIGHT) return i;
    }
    return row_count;
}

static void check_refusal(const unsigned char *before, size_t before_size) {
    const char *message = foodtruck_last_error();
    long named = named_change(message);
    FZ_REQUIRE(named >= 0, "foodtruck_truck_open refused the file without naming its change: \"%s\"\n%s", message,
               description);
    size_t bad = first_bad_row();
    if (bad < row_count) {
        FZ_REQUIRE((size_t)named <= bad, "foodtruck_truck_open named change %lld, after change %lld, which must stop the "
                   "replay (%s): \"%s\"\n%s", (long long)rows[named].seq, (long long)rows[bad].seq,
                   rows[bad].seq != (int64_t)bad + 1 ? "a gap" : "a wrong checksum", message, description);
        if ((size_t)named == bad) {
            char why[96];
            if (rows[bad].seq != (int64_t)bad + 1) {
                snprintf(why, sizeof why, " follows change %lld", bad > 0 ? (long long)rows[bad - 1].seq : 0LL);
            } else {
                snprintf(why, sizeof why, "its checksum does not match");
            }
            FZ_REQUIRE(strstr(message, why) != NULL, "foodtruck_truck_open refused change %lld without saying \"%s\": \"%s\"\n%s",
                       (long long)rows[bad].seq, why, message, description);
        }
    }
    size_t after_size = 0;
    unsigned char *after = file_bytes(&after_size);
    FZ_REQUIRE(after != NULL && after_size == before_size && memcmp(before, after, before_size) == 0,
               "foodtruck_truck_open refused the file (%s) but changed it (%zu bytes, then %zu)\n%s", message, before_size,
               after_size, description);
    FZ_REQUIRE(!exists("-wal") && !exists("-journal"), "foodtruck_truck_open refused the file but left a log beside it\n%s",
               description);
    free(after);
}

/* The file a writer left: schema 3 (its user_version and application id), its rows numbered
 * 1, 2, 3, ... each with the checksum crc32c gives, whatever schema the input wrote (a legacy
 * file's migration computes them) and with the library's own row (the change just made). */
static void check_written_file(void) {
    sqlite3 *db = NULL;
    FZ_REQUIRE(sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK, "harness: cannot read %s", path);
    sqlite3_stmt *statement = NULL;
    FZ_REQUIRE(sqlite3_prepare_v2(db, "SELECT (SELECT user_version FROM pragma_user_version), "
                                      "(SELECT application_id FROM pragma_application_id)",
                                  -1, &statement, NULL) == SQLITE_OK &&
                   sqlite3_step(statement) == SQLITE_ROW,
               "harness: reading the marks of %s: %s", path, sqlite3_errmsg(db));
    int64_t user_version = sqlite3_column_int64(statement, 0), application = sqlite3_column_int64(statement, 1);
    sqlite3_finalize(statement);
    FZ_REQUIRE(user_version == -262141 && application == 1179931211,
               "the file a writer left has user_version %lld and application id %lld, not schema 3's -262141 "
               "(0xFFFC0003) and 1179931211\n%s",
               (long long)user_version, (long long)application, description);
    FZ_REQUIRE(sqlite3_prepare_v2(db, "SELECT seq, kind, body, result, crc FROM changes ORDER BY seq", -1, &statement,
                                  NULL) == SQLITE_OK,
               "the file a writer left has no changes(seq, kind, body, result, crc): %s\n%s", sqlite3_errmsg(db),
               description);
    int64_t expected = 1;
    int step;
    while ((step = sqlite3_step(statement)) == SQLITE_ROW) {
        int64_t seq = sqlite3_column_int64(statement, 0), kind = sqlite3_column_int64(statement, 1);
        const unsigned char *body = (const unsigned char *)sqlite3_column_blob(statement, 2);
        size_t length = (size_t)sqlite3_column_bytes(statement, 2);
        bool has_result = sqlite3_column_type(statement, 3) != SQLITE_NULL;
        int64_t result = has_result ? sqlite3_column_int64(statement, 3) : 0;
        FZ_REQUIRE(seq == expected, "the file a writer left has change %lld after change %lld\n%s", (long long)seq,
                   (long long)expected - 1, description);
        expected++;
        FZ_REQUIRE(sqlite3_column_type(statement, 4) == SQLITE_INTEGER,
                   "the file a writer left has change %lld without a checksum\n%s", (long long)seq, description);
        int64_t stored = sqlite3_column_int64(statement, 4);
        int64_t crc = crc32c(seq, kind, has_result, result, body != NULL ? body : (const unsigned char *)"", length);
        FZ_REQUIRE(stored == crc, "the file a writer left has change %lld (kind %lld, %zu bytes) with checksum %lld; "
                   "CRC-32C gives %lld\n%s", (long long)seq, (long long)kind, length, (long long)stored, (long long)crc,
                   description);
    }
    FZ_REQUIRE(step == SQLITE_DONE, "harness: reading the changes of %s: %s", path, sqlite3_errmsg(db));
    FZ_REQUIRE(expected - 1 >= (int64_t)row_count, "the file a writer left has %lld changes; %zu were replayed\n%s",
               (long long)expected - 1, row_count, description);
    sqlite3_finalize(statement);
    FZ_REQUIRE(sqlite3_close(db) == SQLITE_OK, "harness: close failed");
}

/* The session opened: reads, one change, then the file read back read-only. */
static void use_session(fz_input *in, foodtruck_truck *truck) {
    FZ_REQUIRE(!read_only(truck), "a session opened for writing is read-only\n%s", description);
    fz_call_truck_getters(in, truck);
    fz_call_order_reads(in, truck);
    if (fz_bool(in)) {
        fz_call_truck_tick_at(in, truck, fz_instant(in, clock_now));
    } else {
        fz_call_order_place(in, truck, clock_now);
    }
    session_reads written = read_session(truck);
    fz_call_truck_free(truck);
    check_written_file();

    foodtruck_status status;
    foodtruck_truck *reader = open_session(FOODTRUCK_OPEN_READ_ONLY, &status);
    FZ_REQUIRE(status == FOODTRUCK_OK, "the file the library wrote does not open read-only: %s: %s\n%s",
               foodtruck_status_string(status), foodtruck_last_error(), description);
    FZ_REQUIRE(read_only(reader), "a session opened with FOODTRUCK_OPEN_READ_ONLY is not read-only");
    session_reads read = read_session(reader);
    FZ_REQUIRE(read.locale == written.locale && read.price == written.price && read.orders == written.orders,
               "reopened read-only: locale %d, price %lld, %zu orders; written: %d, %lld, %zu\n%s", (int)read.locale,
               (long long)read.price, read.orders, (int)written.locale, (long long)written.price, written.orders, description);
    FZ_STATUS_CALL(refused, "foodtruck_truck_set_locale", reader, foodtruck_truck_set_locale(reader, FOODTRUCK_LOCALE_AR));
    FZ_REQUIRE(refused == FOODTRUCK_ERR_READ_ONLY, "a read-only session took a change: %s", foodtruck_status_string(refused));
    fz_call_truck_free(reader);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (folder[0] == '\0') set_up();
    fz_input in = fz_input_of(data, size);
    uint8_t flags = fz_u8(&in);
    uint32_t options = flags & 1 ? FOODTRUCK_OPEN_SYNC_NORMAL : 0;
    schema = (flags & 6) == 6 ? 1 : (flags & 8) ? 2 : 3;
    row_count = fz_u8(&in) % (MAX_ROWS + 1);
    clock_now = FZ_T0;
    int64_t seq = 0;
    for (size_t i = 0; i < row_count; i++) {
        read_row(&in, &rows[i], seq);
        seq = rows[i].seq;
    }
    for (size_t i = 0; i < row_count; i++) {
        if (schema < 2) rows[i].has_result = false, rows[i].result = 0;
        if (schema < 3) rows[i].wrong = CRC_RIGHT;
    }
    describe();
    /* FZ_VERBOSE=1: what each input wrote and how it opened (to read a seed or a finding). */
    bool verbose = getenv("FZ_VERBOSE") != NULL;
    if (verbose) fprintf(stderr, "%s\n", description);
    write_file();

    size_t before_size = 0;
    unsigned char *before = file_bytes(&before_size);
    FZ_REQUIRE(before != NULL, "harness: %s was not written", path);
    foodtruck_status status;
    foodtruck_truck *truck = open_session(options, &status);
    FZ_REQUIRE(status == FOODTRUCK_OK || status == FOODTRUCK_ERR_CORRUPT, "foodtruck_truck_open gave %s: %s\n%s",
               foodtruck_status_string(status), foodtruck_last_error(), description);
    size_t bad = first_bad_row();
    FZ_REQUIRE(status != FOODTRUCK_OK || bad == row_count, "foodtruck_truck_open replayed change %lld, which %s\n%s",
               bad < row_count ? (long long)rows[bad].seq : 0LL,
               bad < row_count && rows[bad].seq != (int64_t)bad + 1 ? "does not follow the change before it"
                                                                   : "has a wrong checksum",
               description);
    if (verbose) fprintf(stderr, "opened: %s %s\n", foodtruck_status_string(status), foodtruck_last_error());
    if (status == FOODTRUCK_OK) use_session(&in, truck);
    else check_refusal(before, before_size);
    free(before);
    remove_files();
    return 0;
}
