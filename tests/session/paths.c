/* SPDX-License-Identifier: Apache-2.0 */
/* paths.c: a session's path is a file's name, whatever its text (issue 14, item 6).
 *
 *   paths FOLDER
 *
 * foodtruck_truck_open() hands its path to SQLite, which reads "file:..." as a URI whose query
 * can pick a VFS ("vfs=unix-none": no locking), turn locking off ("nolock=1"), skip it
 * ("immutable=1") or open memory ("mode=memory"), and reads ":memory:" as memory. The library
 * promises that none of that is reachable: whatever the text ("file:", "?", "#", "%", a leading
 * "-", relative or absolute), the session is the file of that name, opened with locking. A
 * path that got through would open a second writer on a file a writer holds, and the two would
 * lose each other's changes; so the checks are about what such a path opens, and that nothing
 * acknowledged is lost:
 *   1. While a writer (in this process, then in a child process) holds "day.session", every
 *      "file:" form of that name is opened read-only, read-write and read-only again. Each
 *      open either is refused or opens the file of exactly that literal name (stat finds it,
 *      another inode, a new session, and read-only finds again the order read-write placed in
 *      it); none touches day.session (size and mtime, and its "-wal"'s); and day.session,
 *      reopened after the writer, which placed more orders after the opens, freed it, holds
 *      every order the writer acknowledged.
 *   2. Two writer processes given the same "file:...?nolock=1" (or "vfs=unix-none") path: the
 *      second gets FOODTRUCK_ERR_BUSY while the first holds it. Should both open, both place
 *      orders at once, and the file must still hold every acknowledged one.
 *   3. Names with "?", "#", "%41", "%2e%2e%2f", a leading "-", ":memory:" and a literal
 *      "file:y.db" are files of that name: created read-write, refused (BUSY) to a second
 *      session while open, found again read-only with their order, and no other name appears
 *      in the folder. The empty path gives FOODTRUCK_ERR_INVALID_ARGUMENT.
 * Each test works in its own subfolder of FOLDER (changing into it: the names are relative).
 * It prints what each form gave and every failure, and exits 1 when there was one. */
#define _XOPEN_SOURCE 700 /* POSIX 2008 with realpath */

#include "session_check.h"

#include <dirent.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>

/* Orders the writer of day.session places before the opens, and again after them. */
#define ORDERS 40
/* Orders each writer of the race places. */
#define RACE_ORDERS 300

static char root[4096];
static int checks, failures;

static void failure(const char *format, ...) {
    va_list args;
    va_start(args, format);
    fputs("paths: FAIL: ", stderr);
    vfprintf(stderr, format, args);
    va_end(args);
    fputc('\n', stderr);
    failures++;
}

/* Makes FOLDER/name (anew) the working folder. */
static void enter_folder(const char *name) {
    char command[4400];
    if (chdir(root) != 0) exit(2);
    snprintf(command, sizeof command, "rm -rf -- '%s'", name);
    if (system(command) != 0 || mkdir(name, 0700) != 0 || chdir(name) != 0) {
        fprintf(stderr, "paths: cannot make %s/%s\n", root, name);
        exit(2);
    }
}

static int read_record(int fd, change_record *record) {
    size_t got = 0;
    while (got < sizeof *record) {
        ssize_t n = read(fd, (char *)record + got, sizeof *record - got);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return 0;
        got += (size_t)n;
    }
    return 1;
}

/* A session that places orders: in this process (truck), or in a child process that takes a
 * count of orders to place (0: free and exit) and answers each with a record. */
typedef struct writer {
    foodtruck_truck *truck;
    pid_t pid;
    int commands;
    int records;
    session_rng rng;
    int64_t clock_ms;
} writer;

/* The writer's next order: random lines, its instant 1 s after the last. */
static void next_place(writer *w, change_record *record) {
    memset(record, 0, sizeof *record);
    record->call = CALL_PLACE;
    record->line_count = random_lines(&w->rng, record->lines);
    w->clock_ms += 1000;
    record->now = w->clock_ms;
}

static void serve_writer(writer *w, const char *path) {
    change_record record;
    memset(&record, 0, sizeof record);
    foodtruck_status status = foodtruck_truck_open(path, FOODTRUCK_OPEN_SYNC_NORMAL, &w->truck);
    record.kind = status == FOODTRUCK_OK ? RECORD_ACK : RECORD_ERROR;
    record.result = (int32_t)status;
    if (!write_all(w->records, &record, sizeof record) || status != FOODTRUCK_OK) _exit(3);
    for (;;) {
        int32_t count = 0;
        if (read(w->commands, &count, sizeof count) != (ssize_t)sizeof count || count <= 0) break;
        for (int32_t i = 0; i < count; i++) {
            next_place(w, &record);
            status = perform_change(w->truck, &record);
            record.kind = status == FOODTRUCK_OK ? RECORD_ACK : RECORD_ERROR;
            record.result = (int32_t)status;
            if (!write_all(w->records, &record, sizeof record)) _exit(5);
        }
    }
    _exit(foodtruck_truck_free(w->truck) == FOODTRUCK_OK ? 0 : 4);
}

/* Opens the writer's session on path, here or in a child; its status. */
static foodtruck_status writer_open(writer *w, const char *path, int in_child, int64_t start) {
    memset(w, 0, sizeof *w);
    w->rng = rng_for(14, (uint64_t)start);
    w->clock_ms = start;
    if (!in_child) return foodtruck_truck_open(path, FOODTRUCK_OPEN_SYNC_NORMAL, &w->truck);
    int commands[2], records[2];
    if (pipe(commands) != 0 || pipe(records) != 0) exit(2);
    fflush(NULL);
    w->pid = fork();
    if (w->pid < 0) exit(2);
    if (w->pid == 0) {
        close(commands[1]);
        close(records[0]);
        w->commands = commands[0];
        w->records = records[1];
        serve_writer(w, path);
    }
    close(commands[0]);
    close(records[1]);
    w->commands = commands[1];
    w->records = records[0];
    change_record record;
    if (!read_record(w->records, &record)) return FOODTRUCK_ERR_STORAGE;
    if (record.result != FOODTRUCK_OK) {
        /* The child has exited: nothing to free. */
        close(w->commands);
        close(w->records);
        waitpid(w->pid, NULL, 0);
        w->pid = 0;
    }
    return (foodtruck_status)record.result;
}

/* Asks a child writer for count orders (it places them while the parent goes on). */
static void writer_ask(writer *w, int32_t count) {
    if (!write_all(w->commands, &count, sizeof count)) exit(2);
}

/* Places count orders (a child: takes the answers to writer_ask); fills placed with those
 * acknowledged and returns how many; a refused one is a failure. */
static int writer_collect(writer *w, int32_t count, change_record *placed, const char *what) {
    int acknowledged = 0;
    for (int32_t i = 0; i < count; i++) {
        change_record record;
        if (w->truck) {
            next_place(w, &record);
            foodtruck_status status = perform_change(w->truck, &record);
            record.kind = status == FOODTRUCK_OK ? RECORD_ACK : RECORD_ERROR;
            record.result = (int32_t)status;
        } else if (!read_record(w->records, &record)) {
            failure("%s: the writer died", what);
            return acknowledged;
        }
        if (record.kind == RECORD_ACK)
            placed[acknowledged++] = record;
        else
            failure("%s: a place was refused with %s", what,
                    foodtruck_status_string((foodtruck_status)record.result));
    }
    return acknowledged;
}

static void writer_close(writer *w, const char *what) {
    if (w->truck) {
        if (foodtruck_truck_free(w->truck) != FOODTRUCK_OK) failure("%s: free failed", what);
        w->truck = NULL;
        return;
    }
    if (w->pid <= 0) return;
    writer_ask(w, 0);
    close(w->commands);
    close(w->records);
    int wstatus = 0;
    waitpid(w->pid, &wstatus, 0);
    if (!WIFEXITED(wstatus) || WEXITSTATUS(wstatus) != 0)
        failure("%s: the writer process ended with status %d", what, wstatus);
    w->pid = 0;
}

/* Places acknowledged orders in the model too: it must number them as the file did. */
static void apply_to_model(foodtruck_truck *model, const change_record *placed, int count) {
    for (int i = 0; i < count; i++) {
        change_record copy = placed[i];
        if (perform_change(model, &copy) != FOODTRUCK_OK || copy.number != placed[i].number)
            failure("the model numbered an acknowledged order %d, the file %d", copy.number,
                    placed[i].number);
    }
}

/* What identifies a file's content having changed: its inode, size and mtime. */
typedef struct file_state {
    int exists;
    struct stat st;
} file_state;

static file_state state_of(const char *name) {
    file_state state;
    memset(&state, 0, sizeof state);
    state.exists = stat(name, &state.st) == 0;
    return state;
}

static int same_state(const file_state *a, const file_state *b) {
    return a->exists == b->exists &&
           (!a->exists ||
            (a->st.st_ino == b->st.st_ino && a->st.st_size == b->st.st_size &&
             a->st.st_mtim.tv_sec == b->st.st_mtim.tv_sec &&
             a->st.st_mtim.tv_nsec == b->st.st_mtim.tv_nsec));
}

/* Opens name with options; when it opens, it must be the file of that literal name: it exists
 * (read-only: existed before), is not day (another inode), and holds expected orders (-1: a
 * new file read-write, 0 orders). A read-write open places one order in it. Returns the
 * status; *orders gets the orders the literal file now holds. */
static foodtruck_status open_literal(const char *name, uint32_t options, const struct stat *day,
                                     int *orders, const char *context) {
    int read_only = (options & FOODTRUCK_OPEN_READ_ONLY) != 0;
    file_state before = state_of(name);
    foodtruck_truck *truck = NULL;
    foodtruck_status status = foodtruck_truck_open(name, options, &truck);
    checks++;
    if (status != FOODTRUCK_OK) return status;
    file_state after = state_of(name);
    size_t count = order_total(truck);
    const char *mode = read_only ? "read-only" : "read-write";
    if (!after.exists || (read_only && !before.exists))
        failure("%s: \"%s\" opened %s, but no file of that name %s", context, name, mode,
                read_only ? "existed" : "exists");
    else if (day && after.st.st_ino == day->st_ino && after.st.st_dev == day->st_dev)
        failure("%s: \"%s\" opened %s is day.session itself", context, name, mode);
    else if (count != (size_t)(before.exists ? *orders : 0))
        failure("%s: \"%s\" opened %s holds %zu orders; the file of that name holds %d", context,
                name, mode, count, before.exists ? *orders : 0);
    else if (!read_only) {
        int32_t number = 0;
        foodtruck_order_line line = {0, 1};
        if (foodtruck_order_place(truck, &line, 1, SESSION_BASE_MS, &number) != FOODTRUCK_OK)
            failure("%s: \"%s\" opened read-write refused an order: %s", context, name,
                    foodtruck_last_error());
        else
            *orders = (int)count + 1;
    }
    foodtruck_truck_free(truck);
    return status;
}

/* Test 1: the "file:" forms of a name a writer holds, the writer here or in a child. */
static void uri_forms(int in_child) {
    const char *context = in_child ? "writer in a child" : "writer in this process";
    enter_folder(in_child ? "uri-child" : "uri-here");
    char absolute[4400];
    if (!getcwd(absolute, sizeof absolute - 100)) exit(2);
    const char *forms[] = {"file:day.session?vfs=unix-none", "file:day.session?mode=memory",
                           "file:day.session?nolock=1",      "file:day.session",
                           "file:day.session?immutable=1",   "file:./day.session?nolock=1",
                           absolute};
    const size_t form_count = sizeof forms / sizeof forms[0];
    size_t length = strlen(absolute);
    memmove(absolute + 5, absolute, length + 1);
    memcpy(absolute, "file:", 5);
    strcat(absolute, "/day.session?nolock=1");

    foodtruck_truck *model = NULL;
    if (foodtruck_truck_new(&model) != FOODTRUCK_OK) exit(2);
    writer w;
    change_record placed[ORDERS];
    foodtruck_status status = writer_open(&w, "day.session", in_child, SESSION_BASE_MS);
    checks++;
    if (status != FOODTRUCK_OK) {
        failure("%s: the writer cannot open day.session: %s", context,
                foodtruck_status_string(status));
        foodtruck_truck_free(model);
        return;
    }
    if (in_child) writer_ask(&w, ORDERS);
    apply_to_model(model, placed, writer_collect(&w, ORDERS, placed, context));

    /* The writer is idle now (a child waits for its next command): day.session and its log
     * change only if an open below touches them. */
    file_state day = state_of("day.session"), log = state_of("day.session-wal");
    for (size_t f = 0; f < form_count; f++) {
        static const uint32_t passes[3] = {FOODTRUCK_OPEN_READ_ONLY, 0, FOODTRUCK_OPEN_READ_ONLY};
        foodtruck_status got[3];
        int orders = 0;
        for (int pass = 0; pass < 3; pass++) {
            int literal_before = state_of(forms[f]).exists;
            got[pass] = open_literal(forms[f], passes[pass], &day.st, &orders, context);
            /* Read-only must find again the file read-write created with its order. */
            if (pass == 2 && literal_before && orders > 0 && got[pass] != FOODTRUCK_OK)
                failure("%s: \"%s\", created read-write, read-only gave %s: %s", context,
                        forms[f], foodtruck_status_string(got[pass]), foodtruck_last_error());
            file_state day_now = state_of("day.session"), log_now = state_of("day.session-wal");
            if (!same_state(&day, &day_now) || !same_state(&log, &log_now))
                failure("%s: opening \"%s\" %s changed day.session%s", context, forms[f],
                        passes[pass] ? "read-only" : "read-write",
                        same_state(&day, &day_now) ? "-wal" : "");
        }
        printf("paths: %s holds day.session; \"%s\": read-only %s, read-write %s, read-only "
               "%s\n",
               context, forms[f], foodtruck_status_string(got[0]),
               foodtruck_status_string(got[1]), foodtruck_status_string(got[2]));
    }

    /* The writer goes on after the opens, then frees the file: all of it must be there. */
    if (in_child) writer_ask(&w, ORDERS);
    apply_to_model(model, placed, writer_collect(&w, ORDERS, placed, context));
    writer_close(&w, context);
    foodtruck_truck *file = NULL;
    char why[512];
    status = foodtruck_truck_open("day.session", 0, &file);
    checks++;
    if (status != FOODTRUCK_OK)
        failure("%s: reopening day.session gave %s: %s", context,
                foodtruck_status_string(status), foodtruck_last_error());
    else if (compare_sessions(file, model, why, sizeof why))
        failure("%s: day.session reopened differs from what the writer acknowledged: %s",
                context, why);
    foodtruck_truck_free(file);
    foodtruck_truck_free(model);
}

/* Test 2: two writer processes given the same path; the second must be refused. */
static void race(const char *form, const char *folder) {
    enter_folder(folder);
    writer first, second;
    static change_record placed_first[RACE_ORDERS], placed_second[RACE_ORDERS];
    int acknowledged_first = 0, acknowledged_second = 0;
    foodtruck_status status = writer_open(&first, form, 1, SESSION_BASE_MS);
    checks++;
    if (status != FOODTRUCK_OK) {
        printf("paths: two writers of \"%s\": the first refused (%s)\n", form,
               foodtruck_status_string(status));
        return;
    }
    if (!state_of(form).exists)
        failure("\"%s\" opened, but no file of that name exists", form);
    /* Another instant, so that whose order a number holds can be told. */
    foodtruck_status second_status = writer_open(&second, form, 1, SESSION_BASE_MS + 1);
    checks++;
    if (second_status != FOODTRUCK_ERR_BUSY)
        failure("two writers of \"%s\": the second got %s, not FOODTRUCK_ERR_BUSY, while the "
                "first holds it",
                form, foodtruck_status_string(second_status));
    writer_ask(&first, RACE_ORDERS);
    if (second.pid > 0) writer_ask(&second, RACE_ORDERS);
    acknowledged_first = writer_collect(&first, RACE_ORDERS, placed_first, "the first writer");
    if (second.pid > 0)
        acknowledged_second =
            writer_collect(&second, RACE_ORDERS, placed_second, "the second writer");
    writer_close(&first, "the first writer");
    writer_close(&second, "the second writer");

    /* Every acknowledged order, whoever placed it, with its instant and lines. */
    foodtruck_truck *file = NULL;
    status = foodtruck_truck_open(form, FOODTRUCK_OPEN_READ_ONLY, &file);
    checks++;
    if (status != FOODTRUCK_OK) {
        failure("two writers of \"%s\": reopening gave %s: %s (%d + %d orders acknowledged)",
                form, foodtruck_status_string(status), foodtruck_last_error(),
                acknowledged_first, acknowledged_second);
        return;
    }
    int lost = 0;
    for (int w = 0; w < 2; w++) {
        const change_record *placed = w == 0 ? placed_first : placed_second;
        int count = w == 0 ? acknowledged_first : acknowledged_second;
        for (int i = 0; i < count; i++) {
            foodtruck_order order;
            foodtruck_order_line lines[RECORD_MAX_LINES + 1];
            size_t line_count = 0;
            if (foodtruck_order_get(file, placed[i].number, &order) != FOODTRUCK_OK ||
                foodtruck_order_lines(file, placed[i].number, lines, RECORD_MAX_LINES + 1,
                                      &line_count) != FOODTRUCK_OK ||
                order.created_at != placed[i].now || line_count != placed[i].line_count ||
                memcmp(lines, placed[i].lines, line_count * sizeof lines[0]) != 0)
                lost++;
        }
    }
    size_t total = order_total(file);
    checks++;
    if (lost || total != (size_t)(acknowledged_first + acknowledged_second))
        failure("two writers of \"%s\": %d of %d + %d acknowledged orders lost, %zu in the file",
                form, lost, acknowledged_first, acknowledged_second, total);
    foodtruck_truck_free(file);
    printf("paths: two writers of \"%s\": the second got %s; %d + %d orders acknowledged, %d "
           "lost\n",
           form, foodtruck_status_string(second_status), acknowledged_first, acknowledged_second,
           lost);
}

/* Whether name is one of the names or a file SQLite keeps beside one of them. */
static int expected_name(const char *name, const char *const *names, size_t count) {
    static const char *const suffixes[] = {"", "-wal", "-shm", "-journal"};
    char beside[4400];
    if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0) return 1;
    for (size_t i = 0; i < count; i++)
        for (size_t s = 0; s < sizeof suffixes / sizeof suffixes[0]; s++) {
            snprintf(beside, sizeof beside, "%s%s", names[i], suffixes[s]);
            if (strcmp(name, beside) == 0) return 1;
        }
    return 0;
}

/* Test 3: odd names are files of that name, locked like any other. */
static void literal_names(void) {
    static const char *const names[] = {"a?b.session", "a#b.session",  "%41.session",
                                        "%2e%2e%2fup.session", "-dash.session", ":memory:",
                                        "file:y.db"};
    const size_t count = sizeof names / sizeof names[0];
    enter_folder("names");
    for (size_t i = 0; i < count; i++) {
        /* "file:" names may be refused (the promise is: a literal file or a refusal); the
         * others are plain names. */
        int may_refuse = strncmp(names[i], "file:", 5) == 0;
        foodtruck_truck *writer_truck = NULL, *other = NULL;
        foodtruck_status status =
            foodtruck_truck_open(names[i], FOODTRUCK_OPEN_SYNC_NORMAL, &writer_truck);
        checks++;
        if (status != FOODTRUCK_OK) {
            if (!may_refuse)
                failure("\"%s\" read-write gave %s: %s", names[i],
                        foodtruck_status_string(status), foodtruck_last_error());
            printf("paths: \"%s\": read-write %s\n", names[i], foodtruck_status_string(status));
            continue;
        }
        int32_t number = 0;
        foodtruck_order_line line = {3, 2};
        if (!state_of(names[i]).exists)
            failure("\"%s\" opened read-write, but no file of that name exists", names[i]);
        if (order_total(writer_truck) != 0)
            failure("\"%s\" opened read-write is not a new session", names[i]);
        if (foodtruck_order_place(writer_truck, &line, 1, SESSION_BASE_MS, &number) !=
            FOODTRUCK_OK)
            failure("\"%s\": an order refused: %s", names[i], foodtruck_last_error());
        foodtruck_status second = foodtruck_truck_open(names[i], 0, &other);
        foodtruck_truck_free(other);
        other = NULL;
        foodtruck_status reader = foodtruck_truck_open(names[i], FOODTRUCK_OPEN_READ_ONLY, &other);
        foodtruck_truck_free(other);
        other = NULL;
        checks += 2;
        if (second != FOODTRUCK_ERR_BUSY || reader != FOODTRUCK_ERR_BUSY)
            failure("\"%s\" held by a writer: read-write gave %s, read-only %s, not "
                    "FOODTRUCK_ERR_BUSY",
                    names[i], foodtruck_status_string(second), foodtruck_status_string(reader));
        foodtruck_truck_free(writer_truck);
        status = foodtruck_truck_open(names[i], FOODTRUCK_OPEN_READ_ONLY, &other);
        checks++;
        if (status != FOODTRUCK_OK || order_total(other) != 1)
            failure("\"%s\", written and freed, read-only gave %s with %zu orders: %s", names[i],
                    foodtruck_status_string(status),
                    status == FOODTRUCK_OK ? order_total(other) : 0, foodtruck_last_error());
        foodtruck_truck_free(other);
        printf("paths: \"%s\": read-write OK, a file of that name; a second session %s, a "
               "reader %s; read-only after %s\n",
               names[i], foodtruck_status_string(second), foodtruck_status_string(reader),
               foodtruck_status_string(status));
    }
    /* No name was decoded or cut into another: the folder holds those names only. */
    DIR *folder = opendir(".");
    struct dirent *entry;
    checks++;
    while (folder && (entry = readdir(folder)) != NULL)
        if (!expected_name(entry->d_name, names, count))
            failure("a file named \"%s\" appeared beside the literal names", entry->d_name);
    if (folder) closedir(folder);
    struct stat up;
    if (stat("../up.session", &up) == 0) failure("\"%%2e%%2e%%2fup.session\" was decoded");

    foodtruck_truck *none = NULL;
    foodtruck_status empty_rw = foodtruck_truck_open("", 0, &none);
    foodtruck_status empty_ro = foodtruck_truck_open("", FOODTRUCK_OPEN_READ_ONLY, &none);
    checks += 2;
    if (empty_rw != FOODTRUCK_ERR_INVALID_ARGUMENT || empty_ro != FOODTRUCK_ERR_INVALID_ARGUMENT)
        failure("the empty path gave %s read-write, %s read-only, not "
                "FOODTRUCK_ERR_INVALID_ARGUMENT",
                foodtruck_status_string(empty_rw), foodtruck_status_string(empty_ro));
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: paths FOLDER\n");
        return 2;
    }
    if (!realpath(argv[1], root)) {
        fprintf(stderr, "paths: FOLDER %s: %s\n", argv[1], strerror(errno));
        return 2;
    }
    double started = seconds_now();
    uri_forms(0);
    uri_forms(1);
    race("file:race.session?nolock=1", "race-nolock");
    race("file:race.session?vfs=unix-none", "race-unix-none");
    literal_names();
    if (chdir(root) != 0) return 2;
    if (failures == 0 && system("rm -rf uri-here uri-child race-nolock race-unix-none names") != 0)
        return 2;
    printf("paths: %d checks, %d failures, %.1f s\n", checks, failures, seconds_now() - started);
    return failures ? 1 : 0;
}
