/* SPDX-License-Identifier: Apache-2.0 */
/* damage.c: foodtruck_truck_open() never serves damaged data, and takes nothing but a session
 * (or nothing at all) for a session.
 *
 *   damage FOLDER [LOG]
 *
 * A. Damage. It makes a small session file in FOLDER (a few settings, a custom donut, eight
 *    orders advanced through every status, a tick that finishes a preparation countdown: two
 *    4 KB pages) and dumps it through the C ABI to text: every setting it can read back, every
 *    donut, every order with every field and its lines, the order counts by status, the next
 *    due instant. Then for EVERY single-bit flip of the file and every truncation to a
 *    multiple of 512 bytes (an empty file is by decision a new session, so 0 is left out) it
 *    opens the damaged file with FOODTRUCK_OPEN_READ_ONLY and requires FOODTRUCK_ERR_CORRUPT,
 *    or FOODTRUCK_OK with a session whose dump equals the undamaged one's, and the file not
 *    written. Every 97th flip, and every truncation, is opened read-write too: the same
 *    verdicts, a refused file left byte for byte as it was, and a read-only reopen after it
 *    that gives the same verdict. The flips run in two processes (one per core), each on its
 *    own copy of the file: it flips a bit in place, opens, and flips it back.
 * B. Not a session. Random bytes of 1 byte to 1 MiB, text, another application's SQLite
 *    database (without and with an application id), an empty SQLite database and SQLite's
 *    magic followed by garbage, each opened read-write and read-only: FOODTRUCK_ERR_NOT_A_SESSION
 *    (for the magic and garbage, FOODTRUCK_ERR_CORRUPT too), the file byte for byte as it was
 *    and nothing left beside it. A zero-length file opened read-write is a new session
 *    without orders; opened read-only it reads as a session without orders and stays empty.
 *
 * It prints the first failures, a table of the failing flips by where they are in the file
 * (the SQLite header's field, a page's b-tree header, cell pointers, free space or a cell's
 * column) and what they gave, and a summary line; LOG, when given, receives every failing
 * flip and truncation, one a line. Exit status 1 on any failure, 2 when the test itself
 * could not run. Build (from the repository):
 *   gcc -std=c11 -Wall -Wextra -Werror -pedantic -g -Iinclude tests/session/damage.c \
 *       -Lbuild/stage/lib -lfoodtruck -lsqlite3 -Wl,-rpath,build/stage/lib -o damage */
#define _POSIX_C_SOURCE 200809L

#include "session_check.h"

#include <fcntl.h>
#include <inttypes.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>

/* One process per core of the machine the target (about a minute) was set for. */
#define WORKERS 2
/* Every this many flips is opened read-write too: a sample, since a writer's open costs
 * several syncs and the read-only verdict already covers every bit. Prime, so that the sample
 * walks through every bit position of the bytes. */
#define READ_WRITE_EVERY 97
/* The failures printed in full; the table and LOG have all of them. */
#define FAILURES_SHOWN 8
/* A dump of the small session is about 3 KB. */
#define DUMP_MAX 16384

static const char *folder;

/* ---- The dump -------------------------------------------------------------------------- */

typedef struct dump {
    char text[DUMP_MAX];
    size_t length;
} dump;

static void put(dump *d, const char *format, ...) {
    va_list args;
    va_start(args, format);
    int n = vsnprintf(d->text + d->length, sizeof d->text - d->length, format, args);
    va_end(args);
    if (n > 0) d->length += (size_t)n;
    if (d->length >= sizeof d->text) d->length = sizeof d->text - 1;
}

/* Writes what a read gave, or that it failed: a served session whose reads fail differs. */
#define READ(d, call, ...)                                                                    \
    do {                                                                                      \
        foodtruck_status s_ = (call);                                                         \
        if (s_ == FOODTRUCK_OK)                                                               \
            put(d, __VA_ARGS__);                                                              \
        else                                                                                  \
            put(d, "%s failed: %s\n", #call, foodtruck_status_string(s_));                    \
    } while (0)

/* Everything the session holds that a read through the C ABI shows, in a canonical text form,
 * so that two sessions compare by strcmp and the first differing line says what differs. */
static void dump_session(const foodtruck_truck *truck, dump *d) {
    d->length = 0;
    d->text[0] = '\0';
    foodtruck_locale locale = FOODTRUCK_LOCALE_EN;
    int32_t offset = 0, quota = 0, timer = 0;
    uint32_t weekend = 0;
    int64_t cents = 0, due = 0;
    foodtruck_city city = FOODTRUCK_CITY_ALL;
    foodtruck_parking_spot spot;
    memset(&spot, 0, sizeof spot);
    READ(d, foodtruck_truck_locale(truck, &locale), "locale %d\n", (int)locale);
    READ(d, foodtruck_truck_utc_offset(truck, &offset), "utc offset %d\n", offset);
    READ(d, foodtruck_truck_weekend_days(truck, &weekend), "weekend %#x\n", weekend);
    READ(d, foodtruck_truck_price(truck, &cents), "price %" PRId64 "\n", cents);
    READ(d, foodtruck_truck_city(truck, &city), "city %d\n", (int)city);
    READ(d, foodtruck_truck_parking_spot(truck, &spot), "spot %d %d\n", (int)spot.city,
         spot.index);
    READ(d, foodtruck_truck_widget_quota(truck, &quota), "widget quota %d\n", quota);
    READ(d, foodtruck_truck_timer_duration(truck, &timer), "timer %d s\n", timer);
    READ(d, foodtruck_truck_next_due(truck, &due), "next due %" PRId64 "\n", due);

    size_t donuts = 0;
    READ(d, foodtruck_donut_count(truck, &donuts), "donuts %zu\n", donuts);
    for (int32_t id = 0; id < (int32_t)donuts && id < 64; id++) {
        foodtruck_donut donut;
        char name[300];
        memset(&donut, 0, sizeof donut);
        READ(d, foodtruck_donut_get(truck, id, &donut), "donut %d: %d %d %d custom %d", donut.id,
             donut.dough, donut.glaze, donut.topping, (int)donut.is_custom);
        READ(d, foodtruck_donut_name(truck, id, name, sizeof name, NULL), " \"%s\"\n", name);
    }

    static const uint32_t masks[] = {
        FOODTRUCK_ORDER_STATUS_BIT(0), FOODTRUCK_ORDER_STATUS_BIT(1),
        FOODTRUCK_ORDER_STATUS_BIT(2), FOODTRUCK_ORDER_STATUS_BIT(3),
        FOODTRUCK_ORDER_STATUS_INCOMPLETE, FOODTRUCK_ORDER_STATUS_ALL};
    for (size_t i = 0; i < sizeof masks / sizeof masks[0]; i++) {
        size_t count = 0;
        READ(d, foodtruck_order_count(truck, masks[i], "", &count), "orders of %#x: %zu\n",
             masks[i], count);
    }
    /* The numbers as the list gives them, not 1..count: a damaged session could renumber. */
    int32_t numbers[64];
    size_t listed = 0;
    READ(d,
         foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_ALL, "", FOODTRUCK_ORDER_SORT_NUMBER,
                              false, 0, 64, numbers, 64, &listed),
         "listed %zu\n", listed);
    for (size_t i = 0; i < listed; i++) {
        foodtruck_order o;
        foodtruck_order_line lines[65];
        size_t line_count = 0;
        memset(&o, 0, sizeof o);
        READ(d, foodtruck_order_get(truck, numbers[i], &o),
             "order %d: status %d next %d city %d lines %d donuts %d cents %" PRId64
             " created %" PRId64 " preparing %" PRId64 " completed %" PRId64
             " duration %" PRId64,
             o.number, (int)o.status, (int)o.next_action, o.city, o.line_count, o.total_donuts,
             o.total_cents, o.created_at, o.preparing_since, o.completed_at, o.duration_ms);
        if (foodtruck_order_lines(truck, numbers[i], lines, 65, &line_count) != FOODTRUCK_OK) {
            put(d, " lines unreadable\n");
            continue;
        }
        for (size_t j = 0; j < line_count; j++)
            put(d, " %d:%d", lines[j].donut_id, lines[j].quantity);
        put(d, "\n");
    }
}

/* 0 when the dumps are equal; else 1 and the first line that differs, both ways. */
static int dumps_differ(const dump *got, const dump *want, char *why, size_t size) {
    if (strcmp(got->text, want->text) == 0) return 0;
    size_t start = 0;
    while (got->text[start] && got->text[start] == want->text[start]) start++;
    while (start > 0 && got->text[start - 1] != '\n') start--;
    size_t got_end = strcspn(got->text + start, "\n"),
           want_end = strcspn(want->text + start, "\n");
    return differ(why, size, "served \"%.*s\", the session holds \"%.*s\"", (int)got_end,
                  got->text + start, (int)want_end, want->text + start);
}

/* ---- Files ------------------------------------------------------------------------------ */

static int write_file(const char *path, const unsigned char *bytes, size_t size) {
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return 0;
    int ok = size == 0 || write_all(fd, bytes, size);
    return close(fd) == 0 && ok;
}

/* The file's bytes (malloc'd), or NULL when it cannot be read. */
static unsigned char *read_file(const char *path, size_t *size) {
    struct stat info;
    int fd = open(path, O_RDONLY);
    if (fd < 0) return NULL;
    unsigned char *bytes = NULL;
    if (fstat(fd, &info) == 0 && (bytes = (unsigned char *)malloc((size_t)info.st_size + 1))) {
        size_t done = 0;
        while (done < (size_t)info.st_size) {
            ssize_t got = read(fd, bytes + done, (size_t)info.st_size - done);
            if (got <= 0) break;
            done += (size_t)got;
        }
        *size = done;
    }
    close(fd);
    return bytes;
}

/* Whether the file at path holds exactly these bytes. */
static int file_is(const char *path, const unsigned char *bytes, size_t size) {
    size_t got_size = 0;
    unsigned char *got = read_file(path, &got_size);
    int same = got && got_size == size && memcmp(got, bytes, size) == 0;
    free(got);
    return same;
}

/* Whether SQLite's files beside path are all absent. */
static int no_sidecars(const char *path) {
    static const char *const suffixes[] = {"-wal", "-shm", "-journal"};
    char name[4200];
    for (size_t i = 0; i < 3; i++) {
        snprintf(name, sizeof name, "%s%s", path, suffixes[i]);
        if (access(name, F_OK) == 0) return 0;
    }
    return 1;
}

static void remove_sidecars(const char *path) {
    static const char *const suffixes[] = {"-wal", "-shm", "-journal"};
    char name[4200];
    for (size_t i = 0; i < 3; i++) {
        snprintf(name, sizeof name, "%s%s", path, suffixes[i]);
        unlink(name);
    }
}

/* ---- The session ------------------------------------------------------------------------ */

#define TRY(call)                                                                             \
    do {                                                                                      \
        foodtruck_status s_ = (call);                                                         \
        if (s_ != FOODTRUCK_OK) {                                                             \
            fprintf(stderr, "damage: cannot make the session: %s: %s\n", #call,               \
                    foodtruck_last_error());                                                  \
            exit(2);                                                                          \
        }                                                                                     \
    } while (0)

/* Makes the session file and its dump (taken from the session before it is freed). Settings
 * that differ from the defaults, a custom donut (text in the file), orders in every status,
 * two countdowns: one finished by a tick, one still running (the next due instant). */
static void make_session(const char *path, dump *before) {
    remove_session_files(path);
    foodtruck_truck *truck = NULL;
    TRY(foodtruck_truck_open(path, FOODTRUCK_OPEN_SYNC_NORMAL, &truck));
    int64_t now = SESSION_BASE_MS;
    TRY(foodtruck_truck_set_price(truck, 450));
    TRY(foodtruck_truck_set_utc_offset(truck, -480));
    TRY(foodtruck_truck_set_timer_duration(truck, 45));
    TRY(foodtruck_truck_set_widget_quota(truck, 40));
    int32_t custom = 0;
    TRY(foodtruck_donut_create(truck, "Midnight Cruller", 2, 3, 5, &custom));
    session_rng rng = rng_for(20261129, 1);
    for (int i = 0; i < 8; i++) {
        foodtruck_order_line lines[RECORD_MAX_LINES];
        uint32_t count = random_lines(&rng, lines);
        if (i == 2) lines[0].donut_id = custom;
        int32_t number = 0;
        now += 20000 + rng_below(&rng, 40000);
        TRY(foodtruck_order_place(truck, lines, count, now, &number));
    }
    /* Orders 1-2 completed, 3-4 ready, 5-6 preparing (5's countdown is finished by the tick
     * below, 6's runs on), 7-8 placed. */
    static const int steps[8] = {3, 3, 2, 2, 1, 1, 0, 0};
    for (int32_t number = 1; number <= 8; number++) {
        for (int step = 0; step < steps[number - 1]; step++) {
            now += 5000;
            if (number == 6) now += 30000;
            TRY(foodtruck_order_advance(truck, number, now, NULL));
        }
    }
    TRY(foodtruck_truck_tick(truck, now + 20000, NULL));
    dump_session(truck, before);
    TRY(foodtruck_truck_free(truck));
}

/* ---- Verdicts --------------------------------------------------------------------------- */

typedef enum verdict { IDENTICAL, CORRUPT, OTHER } verdict;

/* What a failure was. */
typedef enum failure_kind {
    WRONG_STATUS = 1,   /* refused with another status than CORRUPT */
    SERVED_DIFFERENT,   /* FOODTRUCK_OK with a session that reads differently */
    FILE_WRITTEN,       /* a read-only or refused open changed the file */
    VERDICT_CHANGED     /* the read-only reopen after a read-write open gave another verdict */
} failure_kind;

static const char *kind_name(int kind) {
    switch (kind) {
    case WRONG_STATUS: return "refused with";
    case SERVED_DIFFERENT: return "served different data";
    case FILE_WRITTEN: return "the file was written";
    case VERDICT_CHANGED: return "another verdict after the read-write open";
    }
    return "?";
}

/* Which open of a damaged file. */
typedef enum test_mode { FLIP_READ_ONLY = 1, FLIP_READ_WRITE, CUT_READ_ONLY, CUT_READ_WRITE } test_mode;

static const char *mode_name(int mode) {
    switch (mode) {
    case FLIP_READ_ONLY: return "flip, read-only";
    case FLIP_READ_WRITE: return "flip, read-write";
    case CUT_READ_ONLY: return "cut, read-only";
    case CUT_READ_WRITE: return "cut, read-write";
    }
    return "?";
}

/* One failure, as a worker writes it to its results file. `where` is the flipped bit (byte *
 * 8 + bit) or the truncated length. */
typedef struct failure {
    int32_t mode;
    int32_t kind;
    int32_t status;
    int32_t where;
    char why[400];
} failure;

/* Opens path with options and judges it against the undamaged session's dump. The session is
 * freed before it returns. */
static verdict judge_open(const char *path, uint32_t options, const dump *reference,
                          foodtruck_status *status_out, char *why, size_t size) {
    foodtruck_truck *truck = NULL;
    foodtruck_status status = foodtruck_truck_open(path, options, &truck);
    *status_out = status;
    if (status == FOODTRUCK_ERR_CORRUPT) return CORRUPT;
    if (status != FOODTRUCK_OK) {
        snprintf(why, size, "%s", foodtruck_last_error());
        return OTHER;
    }
    static dump got;
    dump_session(truck, &got);
    foodtruck_truck_free(truck);
    return dumps_differ(&got, reference, why, size) ? OTHER : IDENTICAL;
}

/* Reports a verdict that is neither identical nor corrupt (different data served, or another
 * status); returns whether it did. */
static int report_other(failure *f, verdict v, foodtruck_status status,
                        void (*report)(const failure *)) {
    if (v != OTHER) return 0;
    f->kind = status == FOODTRUCK_OK ? SERVED_DIFFERENT : WRONG_STATUS;
    f->status = (int32_t)status;
    report(f);
    return 1;
}

/* Reports that an open (`by`, then its status) wrote the damaged file; returns 1. */
static int report_written(failure *f, foodtruck_status status, const char *by,
                          void (*report)(const failure *)) {
    f->kind = FILE_WRITTEN;
    f->status = (int32_t)status;
    snprintf(f->why, sizeof f->why, "by %s %s", by, foodtruck_status_string(status));
    report(f);
    return 1;
}

/* Tests one damaged file at path, which holds `damaged` (size bytes): read-only, and when
 * with_write, read-write too. Each failure goes to `report`; returns the read-only verdict
 * (OTHER when any part failed). The file is left as `damaged` whatever the opens did, and
 * without SQLite's files beside it. */
static verdict test_damaged(const char *path, const unsigned char *damaged, size_t size,
                            int with_write, int32_t where, int cut, const dump *reference,
                            void (*report)(const failure *)) {
    failure f;
    foodtruck_status status = FOODTRUCK_OK;
    int failed = 0;
    memset(&f, 0, sizeof f);
    f.where = where;

    f.mode = cut ? CUT_READ_ONLY : FLIP_READ_ONLY;
    verdict v = judge_open(path, FOODTRUCK_OPEN_READ_ONLY, reference, &status, f.why, sizeof f.why);
    failed |= report_other(&f, v, status, report);
    /* Read-only, the file is never written; a refused file is left as it was. */
    if (!file_is(path, damaged, size)) {
        failed |= report_written(&f, status, "a read-only open that gave", report);
        write_file(path, damaged, size);
    }
    remove_sidecars(path);
    if (!with_write) return failed ? OTHER : v;

    f.mode = cut ? CUT_READ_WRITE : FLIP_READ_WRITE;
    verdict w = judge_open(path, 0, reference, &status, f.why, sizeof f.why);
    failed |= report_other(&f, w, status, report);
    int written = !file_is(path, damaged, size);
    if (status != FOODTRUCK_OK && written)
        failed |= report_written(&f, status, "a read-write open refused with", report);
    remove_sidecars(path);
    if (w != OTHER) {
        /* The file as the writer left it gives the same verdict again. */
        foodtruck_status again = FOODTRUCK_OK;
        char why[300];
        verdict r = judge_open(path, FOODTRUCK_OPEN_READ_ONLY, reference, &again, why, sizeof why);
        if (r != w) {
            f.kind = VERDICT_CHANGED;
            f.status = (int32_t)again;
            snprintf(f.why, sizeof f.why, "read-write gave %s, the read-only reopen %s: %.300s",
                     foodtruck_status_string(status), foodtruck_status_string(again), why);
            report(&f);
            failed = 1;
        }
        remove_sidecars(path);
    }
    if (written) write_file(path, damaged, size);
    return failed ? OTHER : v;
}

/* ---- Workers ---------------------------------------------------------------------------- */

/* What a worker reports at the end, after its failures. */
typedef struct worker_counts {
    long identical, corrupt, other, read_write;
} worker_counts;

static FILE *worker_results;

static void report_to_file(const failure *f) {
    fwrite(f, sizeof *f, 1, worker_results);
    fflush(worker_results);
}

/* Flips every bit of the bytes this worker owns (byte % WORKERS == worker) on its own copy of
 * the file, in place: flip, test, flip back. */
static void run_worker(int worker, const unsigned char *original, size_t size,
                       const dump *reference, const char *results_path) {
    char path[4200];
    snprintf(path, sizeof path, "%s/damage-flip-%d.ftrk", folder, worker);
    worker_results = fopen(results_path, "wb");
    unsigned char *damaged = (unsigned char *)malloc(size);
    if (!worker_results || !damaged) _exit(2);
    memcpy(damaged, original, size);
    remove_session_files(path);
    if (!write_file(path, damaged, size)) _exit(2);
    int fd = open(path, O_WRONLY);
    if (fd < 0) _exit(2);
    worker_counts counts;
    memset(&counts, 0, sizeof counts);
    for (size_t byte = (size_t)worker; byte < size; byte += WORKERS) {
        for (int bit = 0; bit < 8; bit++) {
            long flip = (long)byte * 8 + bit;
            damaged[byte] ^= (unsigned char)(1u << bit);
            if (pwrite(fd, damaged + byte, 1, (off_t)byte) != 1) _exit(2);
            int with_write = flip % READ_WRITE_EVERY == 0;
            verdict v = test_damaged(path, damaged, size, with_write, (int32_t)flip, 0,
                                     reference, report_to_file);
            counts.identical += v == IDENTICAL;
            counts.corrupt += v == CORRUPT;
            counts.other += v == OTHER;
            counts.read_write += with_write;
            damaged[byte] ^= (unsigned char)(1u << bit);
            if (pwrite(fd, damaged + byte, 1, (off_t)byte) != 1) _exit(2);
        }
    }
    close(fd);
    remove_session_files(path);
    failure end;
    memset(&end, 0, sizeof end);
    memcpy(end.why, &counts, sizeof counts);
    report_to_file(&end);
    fclose(worker_results);
    _exit(0);
}

/* ---- Where a byte is -------------------------------------------------------------------- */

static const struct header_field {
    int offset, width;
    const char *name;
} header_fields[] = {
    {0, 16, "magic"},
    {16, 2, "page size"},
    {18, 1, "write version"},
    {19, 1, "read version"},
    {20, 1, "reserved bytes per page"},
    {21, 1, "maximum payload fraction"},
    {22, 1, "minimum payload fraction"},
    {23, 1, "leaf payload fraction"},
    {24, 4, "file change counter"},
    {28, 4, "database size in pages"},
    {32, 4, "first freelist trunk page"},
    {36, 4, "freelist page count"},
    {40, 4, "schema cookie"},
    {44, 4, "schema format"},
    {48, 4, "default page cache size"},
    {52, 4, "largest root page (auto-vacuum)"},
    {56, 4, "text encoding"},
    {60, 4, "user version"},
    {64, 4, "incremental vacuum flag"},
    {68, 4, "application id"},
    {72, 20, "reserved zeros"},
    {92, 4, "version-valid-for"},
    {96, 4, "SQLite version number"},
};

static unsigned be16(const unsigned char *p) { return (unsigned)p[0] << 8 | p[1]; }

/* A SQLite varint at p (at most 9 bytes); its length goes to *length. */
static uint64_t varint(const unsigned char *p, const unsigned char *end, int *length) {
    uint64_t value = 0;
    for (int i = 0; i < 9 && p + i < end; i++) {
        if (i == 8) {
            *length = 9;
            return value << 8 | p[i];
        }
        value = value << 7 | (p[i] & 0x7F);
        if (!(p[i] & 0x80)) {
            *length = i + 1;
            return value;
        }
    }
    *length = 1;
    return value;
}

static size_t serial_size(uint64_t type) {
    static const size_t sizes[12] = {0, 1, 2, 3, 4, 6, 8, 8, 0, 0, 0, 0};
    return type < 12 ? sizes[type] : (size_t)(type - 12) / 2;
}

/* Names where byte `at` of the undamaged file is: a header field, or a part of its page's
 * b-tree (header, cell pointers, free space, a cell and which part of its record). `row`
 * adds the cell's rowid (for LOG; the table groups the rows together). */
static void where_is(const unsigned char *file, size_t size, size_t at, int row, char *out,
                     size_t out_size) {
    if (at < 100) {
        for (size_t i = 0; i < sizeof header_fields / sizeof header_fields[0]; i++)
            if ((int)at >= header_fields[i].offset &&
                (int)at < header_fields[i].offset + header_fields[i].width) {
                snprintf(out, out_size, "header %d-%d: %s", header_fields[i].offset,
                         header_fields[i].offset + header_fields[i].width - 1,
                         header_fields[i].name);
                return;
            }
    }
    size_t page_size = be16(file + 16) == 1 ? 65536 : be16(file + 16);
    size_t page = at / page_size, in = at % page_size, top = page == 0 ? 100 : 0;
    const unsigned char *p = file + page * page_size, *end = p + page_size;
    if ((page + 1) * page_size > size) {
        snprintf(out, out_size, "page %zu (partial)", page + 1);
        return;
    }
    unsigned type = p[top];
    int leaf = type == 0x0A || type == 0x0D;
    if (!leaf && type != 0x02 && type != 0x05) {
        snprintf(out, out_size, "page %zu (not a b-tree page)", page + 1);
        return;
    }
    size_t header = leaf ? 8 : 12, cells = be16(p + top + 3), content = be16(p + top + 5);
    if (content == 0) content = 65536;
    if (in < top + header) {
        static const char *const parts[12] = {"page type", "first freeblock", "first freeblock",
                                              "cell count", "cell count", "cell content start",
                                              "cell content start", "fragmented bytes",
                                              "right child", "right child", "right child",
                                              "right child"};
        snprintf(out, out_size, "page %zu b-tree header: %s", page + 1, parts[in - top]);
        return;
    }
    if (in < top + header + 2 * cells) {
        snprintf(out, out_size, "page %zu cell pointers", page + 1);
        return;
    }
    if (in < content) {
        snprintf(out, out_size, "page %zu free space", page + 1);
        return;
    }
    /* The cell holding it: the one starting nearest below. */
    size_t start = 0;
    for (size_t c = 0; c < cells; c++) {
        size_t cell = be16(p + top + header + 2 * c);
        if (cell <= in && cell > start) start = cell;
    }
    const char *const *columns;
    static const char *const schema_columns[] = {"type", "name", "tbl_name", "rootpage", "sql"};
    static const char *const change_columns[] = {"seq (NULL: the rowid)", "kind", "body",
                                                 "result", "crc"};
    columns = page == 0 ? schema_columns : change_columns;
    char rowid_text[40] = "";
    if (start == 0 || type != 0x0D) {
        snprintf(out, out_size, "page %zu cells%s", page + 1, start ? "" : " (no cell)");
        return;
    }
    int length = 0;
    const unsigned char *q = p + start;
    varint(q, end, &length);
    size_t payload_at = start + (size_t)length;
    uint64_t rowid = varint(p + payload_at, end, &length);
    if (row) snprintf(rowid_text, sizeof rowid_text, " %" PRIu64, rowid);
    const char *part = NULL;
    char column_text[64];
    if (in < payload_at) part = "payload length";
    else if (in < payload_at + (size_t)length) part = "rowid";
    else {
        size_t record = payload_at + (size_t)length;
        uint64_t header_size = varint(p + record, end, &length);
        if (in < record + header_size) part = "record header";
        else {
            size_t value = record + (size_t)header_size, type_at = record + (size_t)length;
            for (int column = 0; type_at < record + header_size; column++) {
                uint64_t serial = varint(p + type_at, end, &length);
                type_at += (size_t)length;
                size_t width = serial_size(serial);
                if (in < value + width) {
                    snprintf(column_text, sizeof column_text, "column %s",
                             column < 5 ? columns[column] : "beyond the table's");
                    part = column_text;
                    break;
                }
                value += width;
            }
            if (!part) part = "past the record";
        }
    }
    snprintf(out, out_size, "page %zu %s%s: %s", page + 1, page == 0 ? "schema row" : "row",
             rowid_text, part);
}

/* ---- The table of failures ---------------------------------------------------------------- */

typedef struct table_row {
    char where[120];
    int mode, kind, status;
    long count;
    long first, last;
} table_row;

static table_row *rows;
static size_t row_count, row_capacity;

static void tabulate(const unsigned char *file, size_t size, const failure *f) {
    table_row key;
    memset(&key, 0, sizeof key);
    if (f->mode == FLIP_READ_ONLY || f->mode == FLIP_READ_WRITE)
        where_is(file, size, (size_t)f->where / 8, 0, key.where, sizeof key.where);
    else
        snprintf(key.where, sizeof key.where, "truncated");
    key.mode = f->mode;
    key.kind = f->kind;
    key.status = f->kind == WRONG_STATUS ? f->status : 0;
    for (size_t i = 0; i < row_count; i++) {
        table_row *r = &rows[i];
        if (r->mode == key.mode && r->kind == key.kind && r->status == key.status &&
            strcmp(r->where, key.where) == 0) {
            r->count++;
            if (f->where < r->first) r->first = f->where;
            if (f->where > r->last) r->last = f->where;
            return;
        }
    }
    if (row_count == row_capacity) {
        row_capacity = row_capacity ? 2 * row_capacity : 64;
        rows = (table_row *)realloc(rows, row_capacity * sizeof *rows);
        if (!rows) exit(2);
    }
    key.count = 1;
    key.first = key.last = f->where;
    rows[row_count++] = key;
}

static long failures_total;
static FILE *log_file;
static const unsigned char *original_bytes;
static size_t original_size;

/* Takes a failure of part A: shown (the first few), logged, tabulated. */
static void take_failure(const failure *f) {
    char where[160];
    if (f->mode == FLIP_READ_ONLY || f->mode == FLIP_READ_WRITE)
        snprintf(where, sizeof where, "bit %d (byte %d bit %d)", f->where, f->where / 8,
                 f->where % 8);
    else
        snprintf(where, sizeof where, "truncated to %d bytes", f->where);
    char region[160] = "";
    if (f->mode == FLIP_READ_ONLY || f->mode == FLIP_READ_WRITE)
        where_is(original_bytes, original_size, (size_t)f->where / 8, 1, region, sizeof region);
    const char *status = f->kind == WRONG_STATUS || f->kind == VERDICT_CHANGED ||
                                 f->kind == FILE_WRITTEN
                             ? foodtruck_status_string((foodtruck_status)f->status)
                             : "FOODTRUCK_OK";
    if (failures_total < FAILURES_SHOWN)
        fprintf(stderr, "damage: FAIL: %s, %s [%s]: %s %s: %s\n", mode_name(f->mode), where,
                region, kind_name(f->kind), status, f->why);
    if (log_file)
        fprintf(log_file, "%s\t%s\t%s\t%s\t%s\t%s\n", mode_name(f->mode), where, region,
                kind_name(f->kind), status, f->why);
    failures_total++;
    tabulate(original_bytes, original_size, f);
}

static int compare_rows(const void *a, const void *b) {
    const table_row *x = (const table_row *)a, *y = (const table_row *)b;
    if (x->first != y->first) return x->first < y->first ? -1 : 1;
    return x->mode - y->mode;
}

static void print_table(void) {
    if (row_count == 0) return;
    qsort(rows, row_count, sizeof *rows, compare_rows);
    fprintf(stderr, "damage: failures by place (flips: bits first-last; cuts: lengths):\n");
    for (size_t i = 0; i < row_count; i++) {
        const table_row *r = &rows[i];
        char what[120];
        if (r->kind == WRONG_STATUS)
            snprintf(what, sizeof what, "refused with %s",
                     foodtruck_status_string((foodtruck_status)r->status));
        else
            snprintf(what, sizeof what, "%s", kind_name(r->kind));
        fprintf(stderr, "  %-48s %-17s %5ld  %-36s %ld-%ld\n", r->where, mode_name(r->mode),
                r->count, what, r->first, r->last);
    }
}

/* ---- Part B: files that are not sessions ------------------------------------------------ */

static long not_session_checks, not_session_failures;

static void b_fail(const char *name, const char *mode, const char *format, ...) {
    va_list args;
    va_start(args, format);
    fprintf(stderr, "damage: FAIL: %s, %s: ", name, mode);
    vfprintf(stderr, format, args);
    va_end(args);
    fputc('\n', stderr);
    not_session_failures++;
}

/* Opens a file that is not a session both ways: refused with NOT_A_SESSION (or, when
 * corrupt_too, CORRUPT), the file as it was, nothing beside it. */
static void check_not_session(const char *name, const unsigned char *bytes, size_t size,
                              int corrupt_too) {
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    for (int read_only = 0; read_only < 2; read_only++) {
        const char *mode = read_only ? "read-only" : "read-write";
        remove_session_files(path);
        if (!write_file(path, bytes, size)) {
            fprintf(stderr, "damage: cannot write %s\n", path);
            exit(2);
        }
        not_session_checks++;
        foodtruck_truck *truck = NULL;
        foodtruck_status status =
            foodtruck_truck_open(path, read_only ? FOODTRUCK_OPEN_READ_ONLY : 0, &truck);
        if (status == FOODTRUCK_OK) foodtruck_truck_free(truck);
        if (status != FOODTRUCK_ERR_NOT_A_SESSION &&
            !(corrupt_too && status == FOODTRUCK_ERR_CORRUPT))
            b_fail(name, mode, "%zu bytes gave %s (%s), not %s%s", size,
                   foodtruck_status_string(status),
                   status == FOODTRUCK_OK ? "opened as a session" : foodtruck_last_error(),
                   foodtruck_status_string(FOODTRUCK_ERR_NOT_A_SESSION),
                   corrupt_too ? " or CORRUPT" : "");
        size_t now_size = 0;
        unsigned char *now_bytes = read_file(path, &now_size);
        if (!now_bytes || now_size != size || memcmp(now_bytes, bytes, size) != 0)
            b_fail(name, mode, "the file was changed: %zu bytes before, %zu after", size,
                   now_bytes ? now_size : 0);
        free(now_bytes);
        if (!no_sidecars(path)) b_fail(name, mode, "SQLite's files were left beside it");
    }
    remove_session_files(path);
}

/* A database of the sqlite3 library itself, made with `sql`. */
static unsigned char *other_database(const char *name, const char *sql, size_t *size) {
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    remove_session_files(path);
    sqlite3 *db = NULL;
    char *message = NULL;
    if (sqlite3_open(path, &db) != SQLITE_OK || sqlite3_exec(db, sql, NULL, NULL, &message) != SQLITE_OK) {
        fprintf(stderr, "damage: cannot make %s: %s\n", name, message ? message : sqlite3_errmsg(db));
        exit(2);
    }
    sqlite3_close(db);
    unsigned char *bytes = read_file(path, size);
    remove_session_files(path);
    if (!bytes || *size < 512 || memcmp(bytes, "SQLite format 3", 16) != 0) {
        fprintf(stderr, "damage: %s is not the SQLite database expected (%zu bytes)\n", name,
                bytes ? *size : 0);
        exit(2);
    }
    return bytes;
}

static void part_b(void) {
    static const size_t sizes[] = {1, 2, 3, 17, 99, 100, 511, 512, 4096, 65536, 1048576};
    unsigned char *random_bytes = (unsigned char *)malloc(1048576);
    if (!random_bytes) exit(2);
    session_rng rng = rng_for(20261129, 2);
    for (size_t i = 0; i < 1048576; i += 8) {
        uint64_t r = rng_next(&rng);
        memcpy(random_bytes + i, &r, 8);
    }
    char name[64];
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        snprintf(name, sizeof name, "random-%zu.bin", sizes[i]);
        check_not_session(name, random_bytes, sizes[i], 0);
    }
    static const char text[] = "Two glazed donuts and a cruller, please.\n"
                               "The truck parks at Apple Park on Mondays.\n"
                               "Order 1203 is ready for pickup.\n";
    check_not_session("text.txt", (const unsigned char *)text, sizeof text - 1, 0);
    check_not_session("x.txt", (const unsigned char *)"x", 1, 0);

    size_t size = 0;
    unsigned char *db = other_database(
        "other.db", "CREATE TABLE menu (item TEXT, cents INTEGER); INSERT INTO menu VALUES ('tea', 250);",
        &size);
    check_not_session("other.db", db, size, 0);
    free(db);
    db = other_database("other-id.db",
                        "PRAGMA application_id = 12345; CREATE TABLE menu (item TEXT, cents "
                        "INTEGER); INSERT INTO menu VALUES ('tea', 250);",
                        &size);
    check_not_session("other-id.db", db, size, 0);
    free(db);
    /* A write of a header field makes SQLite write page 1: a valid header, no tables. */
    db = other_database("empty.db", "PRAGMA user_version = 1; PRAGMA user_version = 0;", &size);
    check_not_session("empty.db", db, size, 0);
    free(db);

    /* SQLite's magic and garbage: a damaged SQLite file, which may be called either. */
    memcpy(random_bytes, "SQLite format 3", 16);
    check_not_session("magic-garbage.db", random_bytes, 8192, 1);
    free(random_bytes);

    /* Empty: a session without changes yet, read-only (nothing written) and read-write. */
    char path[4200];
    snprintf(path, sizeof path, "%s/empty.ftrk", folder);
    remove_session_files(path);
    write_file(path, NULL, 0);
    not_session_checks++;
    foodtruck_truck *truck = NULL;
    foodtruck_status status = foodtruck_truck_open(path, FOODTRUCK_OPEN_READ_ONLY, &truck);
    if (status != FOODTRUCK_OK)
        b_fail("empty.ftrk", "read-only", "gave %s (%s), not a new session",
               foodtruck_status_string(status), foodtruck_last_error());
    else {
        if (order_total(truck) != 0) b_fail("empty.ftrk", "read-only", "the session has orders");
        foodtruck_truck_free(truck);
    }
    static const unsigned char nothing[1] = {0};
    if (!file_is(path, nothing, 0)) b_fail("empty.ftrk", "read-only", "the file is not empty now");
    if (!no_sidecars(path)) b_fail("empty.ftrk", "read-only", "SQLite's files were left");
    not_session_checks++;
    truck = NULL;
    status = foodtruck_truck_open(path, 0, &truck);
    if (status != FOODTRUCK_OK)
        b_fail("empty.ftrk", "read-write", "gave %s (%s), not a new session",
               foodtruck_status_string(status), foodtruck_last_error());
    else {
        if (order_total(truck) != 0) b_fail("empty.ftrk", "read-write", "the new session has orders");
        foodtruck_truck_free(truck);
        if (!no_sidecars(path)) b_fail("empty.ftrk", "read-write", "SQLite's files were left");
    }
    remove_session_files(path);
}

/* ---- Main ------------------------------------------------------------------------------- */

int main(int argc, char **argv) {
    if (argc != 2 && argc != 3) {
        fprintf(stderr, "usage: damage FOLDER [LOG]\n");
        return 2;
    }
    folder = argv[1];
    if (argc == 3 && !(log_file = fopen(argv[2], "w"))) {
        fprintf(stderr, "damage: cannot write %s\n", argv[2]);
        return 2;
    }
    double started = seconds_now();

    /* The session, and its dump three ways: made, reopened read-only, reopened to write. */
    char path[4200];
    snprintf(path, sizeof path, "%s/damage.ftrk", folder);
    static dump reference;
    make_session(path, &reference);
    original_bytes = read_file(path, &original_size);
    if (!original_bytes || original_size < 1024) {
        fprintf(stderr, "damage: the session file %s cannot be read\n", path);
        return 2;
    }
    printf("damage: the session file is %zu bytes (%zu pages of %u), %zu flips\n",
           original_size, original_size / (be16(original_bytes + 16) == 1 ? 65536 : be16(original_bytes + 16)),
           be16(original_bytes + 16), original_size * 8);
    char why[400];
    foodtruck_status status = FOODTRUCK_OK;
    for (int read_only = 1; read_only >= 0; read_only--) {
        if (judge_open(path, read_only ? FOODTRUCK_OPEN_READ_ONLY : 0, &reference, &status, why,
                       sizeof why) != IDENTICAL) {
            fprintf(stderr, "damage: the undamaged file reopened %s gives %s: %s\n",
                    read_only ? "read-only" : "read-write", foodtruck_status_string(status), why);
            return 2;
        }
    }
    if (!file_is(path, original_bytes, original_size)) {
        /* The writer's open and close may rewrite the file; the flips need its final bytes. */
        free((void *)original_bytes);
        original_bytes = read_file(path, &original_size);
        if (!original_bytes) return 2;
        if (judge_open(path, FOODTRUCK_OPEN_READ_ONLY, &reference, &status, why, sizeof why) !=
            IDENTICAL) {
            fprintf(stderr, "damage: the undamaged file, rewritten, gives %s: %s\n",
                    foodtruck_status_string(status), why);
            return 2;
        }
    }
    /* Part A: the flips, in WORKERS processes. */
    pid_t workers[WORKERS];
    char results[WORKERS][4200];
    fflush(NULL);
    for (int w = 0; w < WORKERS; w++) {
        snprintf(results[w], sizeof results[w], "%s/damage-results-%d.bin", folder, w);
        workers[w] = fork();
        if (workers[w] < 0) return 2;
        if (workers[w] == 0) run_worker(w, original_bytes, original_size, &reference, results[w]);
    }
    worker_counts flips;
    memset(&flips, 0, sizeof flips);
    for (int w = 0; w < WORKERS; w++) {
        int wstatus = 0;
        waitpid(workers[w], &wstatus, 0);
        FILE *in = fopen(results[w], "rb");
        failure f;
        int finished = 0;
        while (in && fread(&f, sizeof f, 1, in) == 1) {
            if (f.mode == 0) {
                worker_counts counts;
                memcpy(&counts, f.why, sizeof counts);
                flips.identical += counts.identical;
                flips.corrupt += counts.corrupt;
                flips.other += counts.other;
                flips.read_write += counts.read_write;
                finished = 1;
            } else {
                take_failure(&f);
            }
        }
        if (in) fclose(in);
        unlink(results[w]);
        if (!finished || !WIFEXITED(wstatus) || WEXITSTATUS(wstatus) != 0) {
            fprintf(stderr, "damage: FAIL: flip worker %d %s %d before it finished\n", w,
                    WIFSIGNALED(wstatus) ? "was killed by signal" : "exited with",
                    WIFSIGNALED(wstatus) ? WTERMSIG(wstatus) : WEXITSTATUS(wstatus));
            failures_total++;
        }
    }
    double flip_seconds = seconds_now() - started;

    /* Part A: the truncations, read-only and read-write. */
    long cuts = 0, cuts_corrupt = 0, cuts_identical = 0, cuts_other = 0;
    char cut_path[4200];
    snprintf(cut_path, sizeof cut_path, "%s/damage-cut.ftrk", folder);
    for (size_t length = 512; length < original_size; length += 512) {
        remove_session_files(cut_path);
        write_file(cut_path, original_bytes, length);
        verdict v = test_damaged(cut_path, original_bytes, length, 1, (int32_t)length, 1,
                                 &reference, take_failure);
        cuts++;
        cuts_identical += v == IDENTICAL;
        cuts_corrupt += v == CORRUPT;
        cuts_other += v == OTHER;
    }
    remove_session_files(cut_path);

    part_b();
    remove_session_files(path);
    print_table();

    double seconds = seconds_now() - started;
    printf("damage: %zu flips: %ld identical, %ld corrupt, %ld other (%ld also read-write, "
           "%.1f s); %ld truncations: %ld corrupt, %ld identical, %ld other; %ld non-session "
           "opens: %ld failed; %ld damaged-file failures; %.1f s\n",
           original_size * 8, flips.identical, flips.corrupt, flips.other, flips.read_write,
           flip_seconds, cuts, cuts_corrupt, cuts_identical, cuts_other, not_session_checks,
           not_session_failures, failures_total, seconds);
    if (log_file) fclose(log_file);
    return failures_total || not_session_failures ? 1 : 0;
}
