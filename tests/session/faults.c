/* SPDX-License-Identifier: Apache-2.0 */
/* faults.c: a file session under injected storage faults keeps the promises of
 * FOODTRUCK_ERR_STORAGE and FOODTRUCK_ERR_UNCONFIRMED, and a crash at any of its writes and
 * syncs leaves a file that opens, read-only too, with every acknowledged change.
 *
 *   faults FOLDER                                     every fault case, summary at the end
 *   faults FOLDER FUNCTION INDEX ERRNO MODE SYNC      one case, with the child's trace
 *     FUNCTION write, pwrite, fsync or fdatasync; INDEX 1, 2, ...; ERRNO ENOSPC, EIO or -
 *     (kill modes fail nothing); MODE once, persistent, crash, kill_before or kill_after;
 *     SYNC FULL or NORMAL. A failure prints the second form that reproduces it.
 *
 * The program defines write, pwrite, pwrite64, fsync and fdatasync itself and is linked with
 * -rdynamic, so that SQLite's calls (libsqlite3, loaded by libfoodtruck) bind to them; they
 * count and fault the calls on regular files other than stdin, stdout and stderr (never the
 * report pipe), and pass everything else to libc (dlsym(RTLD_NEXT)). pwrite and pwrite64 count
 * as one function. (Debian's SQLite writes with pwrite64 and syncs with fdatasync only: write
 * and fsync are hooked and count no call there.) The counting run fails when the hooks see no
 * write or no sync: nothing would be tested. A fault is: the function, the index N of its
 * call (1-based, counted in the child from its start), the errno (ENOSPC or EIO), a mode:
 *   once         only call N fails;             persistent  N and every later call fail;
 *   crash        call N fails and the child SIGKILLs itself as soon as the library call that
 *                met it has returned (and its status was reported);
 *   kill_before  no error: the child SIGKILLs itself just before performing call N;
 *   kill_after   no error: just after performing it (the "crash points").
 * (The kill modes fail nothing, so they run once per index, not once per errno.)
 *
 * Each run forks a child that creates a NEW session file in FOLDER (so the open's creation is
 * faulted too), makes a fixed workload of WORKLOAD_STEPS changes (places, advances, ticks
 * chosen from the session's state and a fixed seed, as crash.c's child does) and frees the
 * session. It reports each open, change and free through a pipe, before (intent) and after
 * (acknowledgement, or error with the status). On FOODTRUCK_ERR_STORAGE it checks that the
 * session reads as acknowledged and goes on; on FOODTRUCK_ERR_UNCONFIRMED it checks the same,
 * checks that the next change is refused with UNCONFIRMED too, then frees the session and opens
 * it again (the documented recovery, counted), tells whether the reopened file holds the
 * unconfirmed change, and goes on. In mode once, a change refused after the fault has passed is
 * a failure: the session must stay usable. First a run without faults counts, per function and
 * per sync level, the calls the workload makes; then every index 1..count of every function
 * is tried with both errnos and every mode, under synchronous FULL and NORMAL.
 *
 * After each run the parent opens the file without faults (after a kill, and in the crash and
 * kill modes, first read-only, which must succeed, then read-write) and checks it against its
 * model, an in-memory session given the acknowledged changes (each of which must give the
 * result the file session gave):
 *   - the child ended by itself with status 0, or by its own SIGKILL in a crash or kill mode;
 *   - every opened session equals the model: no acknowledged change lost, no change refused
 *     with STORAGE present (a refused place adds no order, a refused advance moves none, a
 *     refused tick, whose effect is deterministic, is checked all or nothing by equality);
 *   - a change refused with UNCONFIRMED and not resolved by a reopening in the child, and the
 *     change in flight at a kill, may each be there or not (every combination is tried);
 *   - each order's status agrees with its instants, next action and lines (check_order);
 *   - a change or an open refused says STORAGE or UNCONFIRMED, nothing else;
 *   - the faulted call came (up to it a run makes the counting run's calls; if the workload's
 *     calls changed from run to run, an index would go untested), and the child, which dies
 *     of SIGALRM after CHILD_MAX_SECONDS, did not hang.
 * One exception, documented in the header: a kill before the first open returned can leave
 * the new file empty, which a read-only open refuses with NOT_A_SESSION (or, with no file,
 * STORAGE); the read-write open must then give an empty session. It is counted apart.
 * The runs are shared among two worker processes per processor (a run mostly waits for its
 * syncs; FOODTRUCK_FAULT_JOBS sets another number). At the end it prints a table of the
 * failures by kind, function, mode, errno and sync level with examples, the statuses each
 * function's errors gave, and a summary line; it exits 1 when any run failed. Built like the
 * other session tests plus -rdynamic -ldl (tools/test_session). */
#define _GNU_SOURCE

#include "session_check.h"

#include <dlfcn.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>

/* Changes of the workload: short enough that the slowest run (FULL, a sync per change) stays
 * a few milliseconds, long enough for every kind of change, idle ticks replacing each other,
 * and countdowns finished by ticks (60 s, 1-15 s a change). */
#define WORKLOAD_STEPS 32
#define WORKLOAD_SEED 14
/* More records than a run can send: opens, changes, frees, resolutions. */
#define LOG_MAX 512
/* Failure lines printed per kind of failure (the table counts them all). */
#define EXAMPLES_PER_KIND 2
#define CHILD_MAX_SECONDS 20

/* ---- The fault -------------------------------------------------------------------------- */

typedef enum fault_function {
    FN_WRITE,
    FN_PWRITE,
    FN_FSYNC,
    FN_FDATASYNC,
    FN_COUNT
} fault_function;
static const char *const function_names[FN_COUNT] = {"write", "pwrite", "fsync", "fdatasync"};

typedef enum fault_mode {
    MODE_ONCE,
    MODE_PERSISTENT,
    MODE_CRASH,
    MODE_KILL_BEFORE,
    MODE_KILL_AFTER,
    MODE_COUNT
} fault_mode;
static const char *const mode_names[MODE_COUNT] = {"once", "persistent", "crash", "kill_before",
                                                   "kill_after"};

typedef struct fault_case {
    int function; /* -1: no fault (the counting run) */
    long index;
    int error; /* ENOSPC or EIO; 0 in the kill modes */
    int mode;
    uint32_t options; /* 0 (FULL) or FOODTRUCK_OPEN_SYNC_NORMAL */
} fault_case;

static const char *errno_name(int error) {
    return error == ENOSPC ? "ENOSPC" : error == EIO ? "EIO" : "-";
}
static const char *sync_name(uint32_t options) {
    return options & FOODTRUCK_OPEN_SYNC_NORMAL ? "NORMAL" : "FULL";
}
static int kills_itself(int mode) {
    return mode == MODE_CRASH || mode == MODE_KILL_BEFORE || mode == MODE_KILL_AFTER;
}

/* What the child's hooks and checks leave for its parent, in memory shared with it (so that it
 * survives the child's SIGKILL). */
typedef struct child_report {
    long calls[FN_COUNT];
    long injected;
    int met; /* call N of the faulted function was reached */
    int failures;
    char why[400]; /* the child's first failed check */
} child_report;

/* ---- The hooks -------------------------------------------------------------------------- */

static struct {
    int armed; /* only in the child */
    fault_case fault;
    int kill_after; /* kill_after: call N done, die when it returns */
    int crash_pending; /* crash: call N failed, die when the library call returns */
} hooks;
static child_report *report;

typedef ssize_t (*write_function)(int, const void *, size_t);
typedef ssize_t (*pwrite_function)(int, const void *, size_t, off_t);
typedef ssize_t (*pwrite64_function)(int, const void *, size_t, off64_t);
typedef int (*sync_function)(int);
static write_function real_write;
static pwrite_function real_pwrite;
static pwrite64_function real_pwrite64;
static sync_function real_fsync, real_fdatasync;

/* libc's own function: the next definition after this executable's. (A data pointer to a
 * function pointer through memcpy: ISO C has no cast between them.) */
static void real_symbol(const char *name, void *function_pointer) {
    void *symbol = dlsym(RTLD_NEXT, name);
    if (!symbol) abort();
    memcpy(function_pointer, &symbol, sizeof symbol);
}

static void resolve_real_functions(void) {
    real_symbol("write", &real_write);
    real_symbol("pwrite", &real_pwrite);
    real_symbol("pwrite64", &real_pwrite64);
    real_symbol("fsync", &real_fsync);
    real_symbol("fdatasync", &real_fdatasync);
}

static void kill_self(void) {
    kill(getpid(), SIGKILL);
    _exit(98); /* not reached */
}

/* Counts a call and says whether it must fail (1, errno set). Only regular files past stdio
 * count: the session's database, its journal and log, never the pipe or a redirected output. */
static int fault_before(int function, int fd) {
    struct stat info;
    if (!hooks.armed || fd <= 2 || fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) return 0;
    long call = ++report->calls[function];
    const fault_case *fault = &hooks.fault;
    if (function != fault->function || call < fault->index) return 0;
    if (call == fault->index) report->met = 1;
    switch (fault->mode) {
    case MODE_KILL_BEFORE:
        if (call == fault->index) kill_self();
        return 0;
    case MODE_KILL_AFTER:
        if (call == fault->index) hooks.kill_after = 1;
        return 0;
    case MODE_ONCE:
    case MODE_CRASH:
        if (call != fault->index) return 0;
        if (fault->mode == MODE_CRASH) hooks.crash_pending = 1;
        break;
    }
    report->injected++;
    errno = fault->error;
    return 1;
}

static void fault_after(void) {
    if (hooks.kill_after) kill_self();
}

ssize_t write(int fd, const void *data, size_t size) {
    if (fault_before(FN_WRITE, fd)) return -1;
    ssize_t done = real_write(fd, data, size);
    fault_after();
    return done;
}

ssize_t pwrite(int fd, const void *data, size_t size, off_t offset) {
    if (fault_before(FN_PWRITE, fd)) return -1;
    ssize_t done = real_pwrite(fd, data, size, offset);
    fault_after();
    return done;
}

ssize_t pwrite64(int fd, const void *data, size_t size, off64_t offset) {
    if (fault_before(FN_PWRITE, fd)) return -1;
    ssize_t done = real_pwrite64(fd, data, size, offset);
    fault_after();
    return done;
}

int fsync(int fd) {
    if (fault_before(FN_FSYNC, fd)) return -1;
    int done = real_fsync(fd);
    fault_after();
    return done;
}

int fdatasync(int fd) {
    if (fault_before(FN_FDATASYNC, fd)) return -1;
    int done = real_fdatasync(fd);
    fault_after();
    return done;
}

/* ---- The child -------------------------------------------------------------------------- */

/* Records of the session's life beside session_check.h's intent, ack and error of changes. */
enum {
    RECORD_OPENING = 10, /* number: 0 the first open, 1 a reopening */
    RECORD_OPENED = 11,  /* result: the status */
    RECORD_FREEING = 12,
    RECORD_FREED = 13,    /* result: the status */
    RECORD_RESOLVED = 14, /* result: the unconfirmed change is 0 absent, 1 present, 2 neither */
    RECORD_DONE = 15
};
enum { ABSENT = 0, PRESENT = 1, NEITHER = 2 };
static const char *const life_names[] = {"opening", "opened", "freeing", "freed", "resolved",
                                         "done"};

static int report_fd = -1;

static void send_record(uint32_t kind, uint32_t call, int32_t number, int32_t result) {
    change_record record;
    memset(&record, 0, sizeof record);
    record.kind = kind;
    record.call = call;
    record.number = number;
    record.result = result;
    if (!write_all(report_fd, &record, sizeof record)) _exit(5);
}

static void send_change(change_record *record, uint32_t kind) {
    record->kind = kind;
    if (!write_all(report_fd, record, sizeof *record)) _exit(5);
}

/* After every library call on the file session: a crash fault met in it kills now. */
static void crash_point(void) {
    if (hooks.crash_pending) kill_self();
}

static void child_fails(const char *format, ...) {
    va_list args;
    if (report->failures++ > 0) return;
    va_start(args, format);
    vsnprintf(report->why, sizeof report->why, format, args);
    va_end(args);
}

/* The next change: a place while few orders are open, else mostly an advance of one of them,
 * and ticks (some finish countdowns, some find nothing due), often two in a row, so that an
 * idle tick replaces the one before (the file's other way of writing a change). */
static void script_change(foodtruck_truck *truck, session_rng *rng, int64_t *clock_ms,
                          change_record *record) {
    int32_t open[OPEN_ORDERS_MAX];
    size_t open_count = 0;
    if (foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_INCOMPLETE, "",
                             FOODTRUCK_ORDER_SORT_NUMBER, false, 0, OPEN_ORDERS_MAX, open,
                             OPEN_ORDERS_MAX, &open_count) != FOODTRUCK_OK)
        _exit(6);
    static uint32_t last_call;
    uint32_t roll = rng_below(rng, 8);
    memset(record, 0, sizeof *record);
    if (last_call == CALL_TICK && roll >= 4) {
        record->call = CALL_TICK;
    } else if (open_count < OPEN_ORDERS_MAX && roll < 3) {
        record->call = CALL_PLACE;
        record->line_count = random_lines(rng, record->lines);
    } else if (open_count > 0 && roll < 6) {
        record->call = CALL_ADVANCE;
        record->number = open[rng_below(rng, (uint32_t)open_count)];
    } else {
        record->call = CALL_TICK;
    }
    last_call = record->call;
    *clock_ms += 1 + rng_below(rng, 15000);
    record->now = *clock_ms;
}

/* Opens the file, reported; after a reopening fails once, tries once more (in mode once the
 * fault has passed by then). */
static foodtruck_status open_session(const char *path, uint32_t options, int reopening,
                                     foodtruck_truck **truck) {
    foodtruck_status status = FOODTRUCK_ERR_STORAGE;
    for (int attempt = 0; attempt < (reopening ? 2 : 1) && status != FOODTRUCK_OK; attempt++) {
        send_record(RECORD_OPENING, 0, reopening, 0);
        status = foodtruck_truck_open(path, options, truck);
        send_record(RECORD_OPENED, 0, reopening, (int32_t)status);
        crash_point();
    }
    return status;
}

static void free_session(foodtruck_truck *truck) {
    send_record(RECORD_FREEING, 0, 0, 0);
    foodtruck_status status = foodtruck_truck_free(truck);
    send_record(RECORD_FREED, 0, 0, (int32_t)status);
    crash_point();
}

static void child_done(void) {
    send_record(RECORD_DONE, 0, 0, 0);
    _exit(0);
}

/* The child: the workload on a new file under the fault. Its own model (in memory, no I/O)
 * checks what reads give after a refusal and resolves an unconfirmed change at the reopening. */
static void run_child(const char *path, const fault_case *fault) {
    foodtruck_truck *truck = NULL, *model = NULL;
    if (foodtruck_truck_new(&model) != FOODTRUCK_OK) _exit(7);
    hooks.fault = *fault;
    hooks.armed = 1;
    if (open_session(path, fault->options, 0, &truck) != FOODTRUCK_OK) child_done();
    session_rng rng = rng_for(WORKLOAD_SEED, 0);
    int64_t clock_ms = SESSION_BASE_MS;
    char why[512];
    for (int step = 0; step < WORKLOAD_STEPS; step++) {
        change_record record, applied;
        script_change(truck, &rng, &clock_ms, &record);
        /* In mode once, a fault met before this change has passed: nothing may refuse it. */
        int passed = fault->mode == MODE_ONCE && report->met;
        send_change(&record, RECORD_INTENT);
        foodtruck_status status = perform_change(truck, &record);
        if (status == FOODTRUCK_OK) {
            send_change(&record, RECORD_ACK);
        } else {
            record.result = (int32_t)status;
            send_change(&record, RECORD_ERROR);
        }
        crash_point();
        if (status == FOODTRUCK_OK) {
            applied = record;
            if (perform_change(model, &applied) != FOODTRUCK_OK) _exit(8);
            continue;
        }
        if (passed)
            child_fails("the %s at step %d was refused with %s after the once fault had passed "
                        "(the session must stay usable): %s",
                        call_name(record.call), step, foodtruck_status_string(status),
                        foodtruck_last_error());
        if (status != FOODTRUCK_ERR_STORAGE && status != FOODTRUCK_ERR_UNCONFIRMED) continue;
        if (compare_sessions(truck, model, why, sizeof why))
            child_fails("after the %s at step %d was refused with %s, reads are not the "
                        "acknowledged session: %s",
                        call_name(record.call), step, foodtruck_status_string(status), why);
        if (status == FOODTRUCK_ERR_STORAGE) continue;

        /* UNCONFIRMED: the next change is refused alike, then the documented recovery. */
        change_record unconfirmed = record, probe;
        if (++step < WORKLOAD_STEPS) {
            script_change(truck, &rng, &clock_ms, &probe);
            send_change(&probe, RECORD_INTENT);
            foodtruck_status again = perform_change(truck, &probe);
            if (again != FOODTRUCK_OK) probe.result = (int32_t)again;
            send_change(&probe, again == FOODTRUCK_OK ? RECORD_ACK : RECORD_ERROR);
            crash_point();
            if (again != FOODTRUCK_ERR_UNCONFIRMED) {
                child_fails("the %s after an UNCONFIRMED %s gave %s, not UNCONFIRMED",
                            call_name(probe.call), call_name(record.call),
                            foodtruck_status_string(again));
                if (again == FOODTRUCK_OK) {
                    applied = probe;
                    if (perform_change(model, &applied) != FOODTRUCK_OK) _exit(8);
                }
            }
        }
        free_session(truck);
        truck = NULL;
        if (open_session(path, fault->options, 1, &truck) != FOODTRUCK_OK) child_done();
        int resolved = ABSENT;
        if (compare_sessions(truck, model, why, sizeof why)) {
            char why_present[512] = "the model refused it";
            applied = unconfirmed;
            resolved = perform_change(model, &applied) == FOODTRUCK_OK &&
                               !compare_sessions(truck, model, why_present, sizeof why_present)
                           ? PRESENT
                           : NEITHER;
            if (resolved == NEITHER)
                child_fails("reopened after the UNCONFIRMED %s, the file is neither the "
                            "acknowledged session (%s) nor it with the change (%s)",
                            call_name(unconfirmed.call), why, why_present);
        }
        send_record(RECORD_RESOLVED, unconfirmed.call, 0, resolved);
        if (resolved == NEITHER) {
            free_session(truck);
            child_done();
        }
    }
    free_session(truck);
    foodtruck_truck_free(model);
    child_done();
}

/* ---- The parent's check of one run ------------------------------------------------------- */

typedef enum failure_kind {
    PASSED,
    FAIL_CHILD_ENDED,    /* an unexpected signal or exit status */
    FAIL_CHILD_CHECK,    /* the child's own checks: reads, usability, the probe, resolution */
    FAIL_STATUS,         /* a change or an open refused with another status */
    FAIL_RESULT,         /* an acknowledged change's result differs from the model's */
    FAIL_FREE,           /* foodtruck_truck_free did not give FOODTRUCK_OK */
    FAIL_READ_ONLY_OPEN, /* the read-only open after a kill was refused */
    FAIL_OPEN,           /* the read-write open after the run was refused */
    FAIL_REFUSED_PRESENT, /* a change refused with STORAGE is in the file */
    FAIL_MISMATCH,       /* the file is not the acknowledged session */
    FAIL_PROTOCOL,
    FAIL_NOT_REACHED,    /* the faulted call never came: the workload's calls changed */
    FAIL_NOT_RUN,        /* its worker died before it */
    FAIL_KIND_COUNT
} failure_kind;
static const char *const failure_names[FAIL_KIND_COUNT] = {
    "passed", "child ended wrongly", "child check", "unexpected status", "result differs",
    "free failed", "read-only open refused", "read-write open refused",
    "STORAGE-refused change present", "file differs from acknowledged", "protocol",
    "fault not reached", "not run"};

/* One run's outcome, in memory shared by the workers with the main process. */
typedef struct run_result {
    fault_case fault;
    int kind;
    char why[600];
    long calls[FN_COUNT];
    long injected;
    int met;
    int killed;
    int change_statuses[STATUS_SLOTS];
    int open_statuses[STATUS_SLOTS];
    int write_unconfirmed; /* write or pwrite faults answered UNCONFIRMED */
    int recoveries, resolved_present, resolved_absent;
    int read_only_status; /* -1 not tried */
    int read_write_status;
    int no_file_yet;
    int ambiguous, ambiguous_present;
    double seconds;
    int done;
} run_result;

static void run_fails(run_result *result, int kind, const char *format, ...) {
    va_list args;
    if (result->kind != PASSED) return;
    result->kind = kind;
    va_start(args, format);
    vsnprintf(result->why, sizeof result->why, format, args);
    va_end(args);
}

/* What the parent learns from the records: the acknowledged changes, in order, and those that
 * may or may not be in the file. */
typedef struct run_state {
    foodtruck_truck *model;
    change_record effective[LOG_MAX];
    int effective_count;
    change_record pending; /* the change in flight */
    int in_flight;
    change_record unconfirmed; /* refused with UNCONFIRMED, not resolved yet */
    int unconfirmed_open;
    change_record refused; /* the last change refused with STORAGE, nothing acknowledged after */
    int refused_last;
    int ever_opened, opening, freeing, done;
    int verbose;
} run_state;

static void take_record(run_state *state, run_result *result, const change_record *record) {
    if (state->verbose) {
        if (record->kind <= RECORD_ERROR)
            printf("  %s %s at %lld: number %d result %d\n",
                   record->kind == RECORD_INTENT ? "intent" :
                   record->kind == RECORD_ACK    ? "ack   " : "error ",
                   call_name(record->call), (long long)record->now, record->number,
                   record->result);
        else if (record->kind >= RECORD_OPENING && record->kind <= RECORD_DONE)
            printf("  %s (number %d result %d)\n", life_names[record->kind - RECORD_OPENING],
                   record->number, record->result);
        else
            printf("  record %u\n", record->kind);
    }
    switch (record->kind) {
    case RECORD_OPENING:
        state->opening = 1;
        return;
    case RECORD_OPENED:
        state->opening = 0;
        result->open_statuses[status_slot(record->result)]++;
        if (record->result == FOODTRUCK_OK) state->ever_opened = 1;
        else if (record->result != FOODTRUCK_ERR_STORAGE)
            run_fails(result, FAIL_STATUS, "an open (%s) gave %s", record->number ? "reopening"
                      : "creating", foodtruck_status_string((foodtruck_status)record->result));
        return;
    case RECORD_FREEING:
        state->freeing = 1;
        return;
    case RECORD_FREED:
        state->freeing = 0;
        if (record->result != FOODTRUCK_OK)
            run_fails(result, FAIL_FREE, "foodtruck_truck_free gave %s",
                      foodtruck_status_string((foodtruck_status)record->result));
        return;
    case RECORD_RESOLVED:
        if (!state->unconfirmed_open) {
            run_fails(result, FAIL_PROTOCOL, "a resolution of no unconfirmed change");
            return;
        }
        result->recoveries++;
        if (record->result == PRESENT) {
            change_record applied = state->unconfirmed;
            result->resolved_present++;
            if (perform_change(state->model, &applied) != FOODTRUCK_OK)
                run_fails(result, FAIL_PROTOCOL, "the model refused the resolved %s",
                          call_name(applied.call));
            state->effective[state->effective_count++] = state->unconfirmed;
            state->unconfirmed_open = 0;
        } else if (record->result == ABSENT) {
            result->resolved_absent++;
            state->unconfirmed_open = 0;
        } /* NEITHER: the child failed; the change stays open for the file's check */
        return;
    case RECORD_DONE:
        state->done = 1;
        return;
    case RECORD_INTENT:
        if (state->in_flight) run_fails(result, FAIL_PROTOCOL, "an intent while one is in flight");
        state->pending = *record;
        state->in_flight = 1;
        return;
    case RECORD_ACK:
    case RECORD_ERROR:
        if (!state->in_flight || record->call != state->pending.call ||
            record->now != state->pending.now) {
            run_fails(result, FAIL_PROTOCOL, "an outcome of no change in flight");
            return;
        }
        state->in_flight = 0;
        break;
    default:
        run_fails(result, FAIL_PROTOCOL, "a record of kind %u", record->kind);
        return;
    }
    if (record->kind == RECORD_ERROR) {
        foodtruck_status status = (foodtruck_status)record->result;
        result->change_statuses[status_slot(status)]++;
        if (status == FOODTRUCK_ERR_STORAGE) {
            state->refused = state->pending;
            state->refused_last = 1;
        } else if (status == FOODTRUCK_ERR_UNCONFIRMED) {
            /* The probe after an UNCONFIRMED is refused alike and not made. */
            if (!state->unconfirmed_open) {
                state->unconfirmed = state->pending;
                state->unconfirmed_open = 1;
                if (result->fault.function == FN_WRITE || result->fault.function == FN_PWRITE)
                    result->write_unconfirmed++;
            }
        } else {
            run_fails(result, FAIL_STATUS, "the %s at %lld was refused with %s",
                      call_name(record->call), (long long)record->now,
                      foodtruck_status_string(status));
        }
        return;
    }
    result->change_statuses[FOODTRUCK_OK]++;
    change_record applied = state->pending;
    if (perform_change(state->model, &applied) != FOODTRUCK_OK) {
        run_fails(result, FAIL_RESULT, "the model refused the acknowledged %s at %lld: %s",
                  call_name(record->call), (long long)record->now, foodtruck_last_error());
        return;
    }
    if (applied.number != record->number || applied.result != record->result)
        run_fails(result, FAIL_RESULT,
                  "the acknowledged %s at %lld gave number %d result %d, the model number %d "
                  "result %d",
                  call_name(record->call), (long long)record->now, record->number,
                  record->result, applied.number, applied.result);
    if (state->effective_count < LOG_MAX) state->effective[state->effective_count++] = applied;
    state->refused_last = 0;
}

/* The changes that may or may not be in the file: an unconfirmed one not resolved, then the
 * one in flight at the kill. */
typedef struct ambiguity {
    change_record changes[2];
    int count;
} ambiguity;

/* A model: the acknowledged changes, then those of `subset` (bits over the ambiguous ones),
 * then `extra` when given. NULL when the changes do not apply. */
static foodtruck_truck *build_model(const run_state *state, const ambiguity *open,
                                    unsigned subset, const change_record *extra) {
    foodtruck_truck *model = NULL;
    if (foodtruck_truck_new(&model) != FOODTRUCK_OK) return NULL;
    for (int i = 0; i < state->effective_count; i++) {
        change_record applied = state->effective[i];
        if (perform_change(model, &applied) != FOODTRUCK_OK) goto refused;
    }
    for (int i = 0; i < open->count; i++) {
        change_record applied = open->changes[i];
        if ((subset >> i & 1u) && perform_change(model, &applied) != FOODTRUCK_OK) goto refused;
    }
    if (extra) {
        change_record applied = *extra;
        if (perform_change(model, &applied) != FOODTRUCK_OK) goto refused;
    }
    return model;
refused:
    foodtruck_truck_free(model);
    return NULL;
}

/* Checks an opened file: its orders whole, and equal to the model with some subset of the
 * ambiguous changes (the one found in *subset_out). 0 when it is; else the failure kind. */
static int check_session(const foodtruck_truck *file, const run_state *state,
                         const ambiguity *open, unsigned *subset_out, char *why, size_t size) {
    size_t count = order_total(file);
    for (int32_t number = 1; number <= (int32_t)count; number++)
        if (check_order(file, number, why, size)) return FAIL_MISMATCH;
    char first_why[512] = "";
    for (unsigned subset = 0; subset < (1u << open->count); subset++) {
        char why_here[512];
        foodtruck_truck *model = build_model(state, open, subset, NULL);
        if (!model) continue;
        int differs = compare_sessions(file, model, why_here, sizeof why_here);
        foodtruck_truck_free(model);
        if (!differs) {
            *subset_out = subset;
            return 0;
        }
        if (subset == 0) snprintf(first_why, sizeof first_why, "%s", why_here);
    }
    /* Say which promise broke: the last change refused with STORAGE, there after all? */
    if (state->refused_last) {
        foodtruck_truck *model = build_model(state, open, 0, &state->refused);
        char ignored[512];
        int present = model && !compare_sessions(file, model, ignored, sizeof ignored);
        foodtruck_truck_free(model);
        if (present) {
            snprintf(why, size, "the %s at %lld refused with STORAGE is in the file (%s)",
                     call_name(state->refused.call), (long long)state->refused.now, first_why);
            return FAIL_REFUSED_PRESENT;
        }
    }
    snprintf(why, size, "not the acknowledged session (%d changes, %d may be there or not): %s",
             state->effective_count, open->count, first_why);
    return FAIL_MISMATCH;
}

static int64_t file_size(const char *path) {
    struct stat info;
    return stat(path, &info) == 0 ? (int64_t)info.st_size : -1;
}

/* The parent's reopenings without faults. */
static void check_file(const char *path, run_state *state, run_result *result) {
    char why[700];
    ambiguity open;
    open.count = 0;
    if (state->unconfirmed_open) open.changes[open.count++] = state->unconfirmed;
    if (state->in_flight) open.changes[open.count++] = state->pending;
    result->ambiguous = open.count;
    unsigned subset = 0, read_only_subset = 0;
    int read_only_checked = 0;
    foodtruck_truck *file = NULL;
    int kind;
    if (kills_itself(result->fault.mode) || result->killed) {
        int64_t size = file_size(path);
        foodtruck_status status = foodtruck_truck_open(path, FOODTRUCK_OPEN_READ_ONLY, &file);
        result->read_only_status = (int)status;
        if (status == FOODTRUCK_OK) {
            kind = check_session(file, state, &open, &read_only_subset, why, sizeof why);
            if (kind != PASSED) run_fails(result, kind, "read-only: %s", why);
            read_only_checked = kind == PASSED;
            foodtruck_truck_free(file);
            file = NULL;
        } else if (!state->ever_opened && status == FOODTRUCK_ERR_STORAGE && size < 0) {
            /* Killed before the creating open made the file: there is no file to read (an
             * empty one reads as a new session, checked above); a writer makes it (below). */
            result->no_file_yet = 1;
        } else {
            run_fails(result, FAIL_READ_ONLY_OPEN,
                      "read-only open after the %s gave %s: %s (the file is %lld bytes; the "
                      "child was %s)",
                      result->killed ? "kill" : "run", foodtruck_status_string(status),
                      foodtruck_last_error(), (long long)size,
                      state->opening    ? (state->ever_opened ? "reopening" : "creating the file")
                      : state->freeing  ? "freeing"
                      : state->in_flight ? "changing"
                                         : "between calls");
        }
    }
    foodtruck_status status = foodtruck_truck_open(path, 0, &file);
    result->read_write_status = (int)status;
    if (status != FOODTRUCK_OK) {
        run_fails(result, FAIL_OPEN, "read-write open gave %s: %s",
                  foodtruck_status_string(status), foodtruck_last_error());
        return;
    }
    kind = check_session(file, state, &open, &subset, why, sizeof why);
    if (kind != PASSED) run_fails(result, kind, "%s", why);
    else if (read_only_checked && subset != read_only_subset)
        run_fails(result, FAIL_MISMATCH, "the read-only open showed %s of the ambiguous "
                  "changes, the read-write open %s", read_only_subset ? "some" : "none",
                  subset ? "some" : "none");
    if (kind == PASSED && subset) result->ambiguous_present = 1;
    foodtruck_truck_free(file);
}

/* One run: the child under the fault, then the parent's checks. */
static void run_case(const fault_case *fault, const char *path, run_result *result,
                     int verbose) {
    double started = seconds_now();
    memset(result, 0, sizeof *result);
    result->fault = *fault;
    result->read_only_status = -1;
    result->read_write_status = -1;
    memset(report, 0, sizeof *report);
    remove_session_files(path);
    int fds[2];
    if (pipe(fds) != 0) {
        run_fails(result, FAIL_PROTOCOL, "pipe: %s", strerror(errno));
        return;
    }
    fflush(NULL);
    pid_t child = fork();
    if (child < 0) {
        run_fails(result, FAIL_PROTOCOL, "fork: %s", strerror(errno));
        return;
    }
    if (child == 0) {
        close(fds[0]);
        report_fd = fds[1];
        /* A child that hangs (a run takes milliseconds) dies of SIGALRM, reported. */
        alarm(CHILD_MAX_SECONDS);
        run_child(path, fault);
    }
    close(fds[1]);
    static run_state state;
    memset(&state, 0, sizeof state);
    state.verbose = verbose;
    if (foodtruck_truck_new(&state.model) != FOODTRUCK_OK) abort();
    char buffer[64 * sizeof(change_record)];
    size_t filled = 0;
    for (;;) {
        ssize_t got = read(fds[0], buffer + filled, sizeof buffer - filled);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        filled += (size_t)got;
        size_t whole = filled / sizeof(change_record);
        for (size_t i = 0; i < whole; i++) {
            change_record record;
            memcpy(&record, buffer + i * sizeof record, sizeof record);
            take_record(&state, result, &record);
        }
        filled -= whole * sizeof(change_record);
        memmove(buffer, buffer + whole * sizeof(change_record), filled);
    }
    close(fds[0]);
    int wstatus = 0;
    while (waitpid(child, &wstatus, 0) < 0 && errno == EINTR) {
    }
    memcpy(result->calls, report->calls, sizeof result->calls);
    result->injected = report->injected;
    result->met = report->met;
    result->killed = WIFSIGNALED(wstatus) && WTERMSIG(wstatus) == SIGKILL;
    if (filled != 0) run_fails(result, FAIL_PROTOCOL, "%zu bytes of a torn record", filled);
    if (report->failures)
        run_fails(result, FAIL_CHILD_CHECK, "%s (and %d more)", report->why,
                  report->failures - 1);
    if (result->killed) {
        if (!kills_itself(fault->mode) || !report->met)
            run_fails(result, FAIL_CHILD_ENDED, "the child was SIGKILLed by no fault of its own");
    } else if (WIFSIGNALED(wstatus)) {
        run_fails(result, FAIL_CHILD_ENDED, "the child died of signal %d (%s)", WTERMSIG(wstatus),
                  strsignal(WTERMSIG(wstatus)));
    } else if (!WIFEXITED(wstatus) || WEXITSTATUS(wstatus) != 0 || !state.done) {
        run_fails(result, FAIL_CHILD_ENDED, "the child exited with status %d%s",
                  WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : -1,
                  state.done ? "" : " before its end");
    }
    /* Up to call N a faulted run makes the counting run's calls, so N always comes, unless
     * the calls of the workload changed from run to run: then some index went untested. */
    if (fault->function >= 0 && !report->met)
        run_fails(result, FAIL_NOT_REACHED, "call %ld of %s never came (%ld calls)",
                  fault->index, function_names[fault->function], report->calls[fault->function]);
    check_file(path, &state, result);
    foodtruck_truck_free(state.model);
    remove_session_files(path);
    result->seconds = seconds_now() - started;
    result->done = 1;
}

/* ---- Main ------------------------------------------------------------------------------ */

static void print_case(FILE *out, const fault_case *fault) {
    fprintf(out, "%s %ld %s %s %s", function_names[fault->function], fault->index,
            errno_name(fault->error), mode_names[fault->mode], sync_name(fault->options));
}

static int parse_case(char **argv, fault_case *fault) {
    memset(fault, 0, sizeof *fault);
    fault->function = -1;
    for (int f = 0; f < FN_COUNT; f++)
        if (strcmp(argv[0], function_names[f]) == 0) fault->function = f;
    fault->index = atol(argv[1]);
    fault->error = strcmp(argv[2], "ENOSPC") == 0 ? ENOSPC : strcmp(argv[2], "EIO") == 0 ? EIO : 0;
    fault->mode = -1;
    for (int m = 0; m < MODE_COUNT; m++)
        if (strcmp(argv[3], mode_names[m]) == 0) fault->mode = m;
    fault->options = strcmp(argv[4], "NORMAL") == 0 ? (uint32_t)FOODTRUCK_OPEN_SYNC_NORMAL : 0u;
    return fault->function >= 0 && fault->index >= 1 && fault->mode >= 0 &&
           (fault->error != 0) ==
               (fault->mode != MODE_KILL_BEFORE && fault->mode != MODE_KILL_AFTER) &&
           (strcmp(argv[4], "NORMAL") == 0 || strcmp(argv[4], "FULL") == 0);
}

static void *shared_memory(size_t size) {
    void *memory = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) {
        fprintf(stderr, "faults: mmap: %s\n", strerror(errno));
        exit(2);
    }
    return memory;
}

static void print_statuses(const char *label, const long *counts) {
    printf("%s", label);
    for (int s = 0; s < STATUS_SLOTS; s++)
        if (counts[s]) printf(" %s %ld", foodtruck_status_string((foodtruck_status)s), counts[s]);
}

int main(int argc, char **argv) {
    resolve_real_functions();
    if (argc != 2 && argc != 7) {
        fprintf(stderr, "usage: faults FOLDER [FUNCTION INDEX ERRNO MODE SYNC]\n");
        return 2;
    }
    const char *folder = argv[1];
    char path[4200];
    report = (child_report *)shared_memory(sizeof *report);

    if (argc == 7) {
        fault_case fault;
        if (!parse_case(argv + 2, &fault)) {
            fprintf(stderr, "faults: FUNCTION write|pwrite|fsync|fdatasync, INDEX >= 1, ERRNO "
                            "ENOSPC|EIO (- for kill_before and kill_after), MODE "
                            "once|persistent|crash|kill_before|kill_after, SYNC FULL|NORMAL\n");
            return 2;
        }
        snprintf(path, sizeof path, "%s/fault-one.db", folder);
        run_result result;
        run_case(&fault, path, &result, 1);
        printf("faults: ");
        print_case(stdout, &fault);
        printf(": calls write %ld pwrite %ld fsync %ld fdatasync %ld, fault %s, %ld injected, "
               "child %s, read-only open %s, read-write open %s: %s%s%s\n",
               result.calls[0], result.calls[1], result.calls[2], result.calls[3],
               result.met ? "met" : "not reached", result.injected,
               result.killed ? "killed" : "ended",
               result.read_only_status < 0 ? "-" :
               foodtruck_status_string((foodtruck_status)result.read_only_status),
               result.read_write_status < 0 ? "-" :
               foodtruck_status_string((foodtruck_status)result.read_write_status),
               failure_names[result.kind], result.kind ? ": " : "", result.why);
        return result.kind == PASSED ? 0 : 1;
    }

    double started = seconds_now();
    /* The counting runs: how many calls of each function the workload makes. */
    static const uint32_t syncs[2] = {0u, (uint32_t)FOODTRUCK_OPEN_SYNC_NORMAL};
    long counts[2][FN_COUNT];
    snprintf(path, sizeof path, "%s/fault-count.db", folder);
    for (int s = 0; s < 2; s++) {
        fault_case none = {-1, 0, 0, MODE_ONCE, syncs[s]};
        run_result result;
        run_case(&none, path, &result, 0);
        if (result.kind != PASSED) {
            fprintf(stderr, "faults: FAIL: the run without faults (%s): %s: %s\n",
                    sync_name(syncs[s]), failure_names[result.kind], result.why);
            return 1;
        }
        memcpy(counts[s], result.calls, sizeof counts[s]);
        /* The hooks must see SQLite's writes and syncs, or nothing here is tested. */
        if (counts[s][FN_WRITE] + counts[s][FN_PWRITE] == 0 ||
            counts[s][FN_FSYNC] + counts[s][FN_FDATASYNC] == 0) {
            fprintf(stderr, "faults: FAIL: the hooks saw no write or no sync of the session "
                            "(%s): is the program linked with -rdynamic?\n",
                    sync_name(syncs[s]));
            return 1;
        }
    }

    /* Every case: each index of each function, the errors in each failing mode, the kills. */
    size_t case_count = 0;
    for (int s = 0; s < 2; s++)
        for (int f = 0; f < FN_COUNT; f++) case_count += (size_t)counts[s][f] * 8;
    fault_case *cases = (fault_case *)calloc(case_count ? case_count : 1, sizeof *cases);
    run_result *results = (run_result *)shared_memory((case_count ? case_count : 1) *
                                                      sizeof *results);
    size_t n = 0;
    static const int errors[2] = {ENOSPC, EIO};
    for (int s = 0; s < 2; s++)
        for (int f = 0; f < FN_COUNT; f++)
            for (long index = 1; index <= counts[s][f]; index++) {
                for (int m = MODE_ONCE; m <= MODE_CRASH; m++)
                    for (int e = 0; e < 2; e++)
                        cases[n++] = (fault_case){f, index, errors[e], m, syncs[s]};
                cases[n++] = (fault_case){f, index, 0, MODE_KILL_BEFORE, syncs[s]};
                cases[n++] = (fault_case){f, index, 0, MODE_KILL_AFTER, syncs[s]};
            }

    /* Two workers per processor (a run mostly waits for its syncs), each on its own file,
     * every workers-th case; FOODTRUCK_FAULT_JOBS says how many otherwise. */
    long processors = sysconf(_SC_NPROCESSORS_ONLN);
    const char *jobs = getenv("FOODTRUCK_FAULT_JOBS");
    long wanted = jobs && atoi(jobs) > 0 ? atoi(jobs) : 2 * processors;
    int workers = wanted < 1 ? 1 : wanted > 16 ? 16 : (int)wanted;
    fflush(NULL);
    for (int w = 0; w < workers; w++) {
        pid_t worker = fork();
        if (worker < 0) {
            fprintf(stderr, "faults: fork: %s\n", strerror(errno));
            return 2;
        }
        if (worker == 0) {
            report = (child_report *)shared_memory(sizeof *report);
            snprintf(path, sizeof path, "%s/fault-%d.db", folder, w);
            for (size_t i = (size_t)w; i < n; i += (size_t)workers)
                run_case(&cases[i], path, &results[i], 0);
            _exit(0);
        }
    }
    int workers_failed = 0;
    for (int w = 0; w < workers; w++) {
        int wstatus = 0;
        if (wait(&wstatus) < 0 || !WIFEXITED(wstatus) || WEXITSTATUS(wstatus) != 0)
            workers_failed++;
    }

    /* The failures by kind, function, mode, errno and sync, with examples. */
    long by_mode[MODE_COUNT] = {0}, met = 0, injected = 0, failed = 0, killed = 0;
    long change_statuses[STATUS_SLOTS] = {0}, open_statuses[STATUS_SLOTS] = {0};
    long read_only[STATUS_SLOTS] = {0}, read_write[STATUS_SLOTS] = {0};
    long recoveries = 0, present = 0, absent = 0, empty = 0, ambiguous = 0, ambiguous_in = 0;
    long write_unconfirmed = 0;
    /* What each function's faults (the failing modes) made the changes give. */
    long statuses_by_function[FN_COUNT][STATUS_SLOTS];
    memset(statuses_by_function, 0, sizeof statuses_by_function);
    long table[FAIL_KIND_COUNT][FN_COUNT][MODE_COUNT][3][2];
    memset(table, 0, sizeof table);
    for (size_t i = 0; i < n; i++) {
        run_result *r = &results[i];
        const fault_case *c = &cases[i];
        if (!r->done) {
            r->kind = FAIL_NOT_RUN;
            snprintf(r->why, sizeof r->why, "its worker died before it");
        }
        by_mode[c->mode]++;
        met += r->met;
        injected += r->injected;
        killed += r->killed;
        for (int s = 0; s < STATUS_SLOTS; s++) {
            change_statuses[s] += r->change_statuses[s];
            open_statuses[s] += r->open_statuses[s];
            if (c->error) statuses_by_function[c->function][s] += r->change_statuses[s];
        }
        if (r->read_only_status >= 0) read_only[status_slot(r->read_only_status)]++;
        if (r->read_write_status >= 0) read_write[status_slot(r->read_write_status)]++;
        recoveries += r->recoveries;
        present += r->resolved_present;
        absent += r->resolved_absent;
        empty += r->no_file_yet;
        ambiguous += r->ambiguous > 0;
        ambiguous_in += r->ambiguous_present;
        write_unconfirmed += r->write_unconfirmed;
        if (r->kind == PASSED) continue;
        failed++;
        int e = c->error == ENOSPC ? 0 : c->error == EIO ? 1 : 2;
        int s = c->options ? 1 : 0;
        long seen = table[r->kind][c->function][c->mode][e][s]++;
        if (seen < EXAMPLES_PER_KIND) {
            printf("faults: FAIL ");
            print_case(stdout, c);
            printf(": %s: %s\n  reproduce: %s FOLDER ", failure_names[r->kind], r->why, argv[0]);
            print_case(stdout, c);
            printf("\n");
        }
    }
    if (failed) {
        printf("faults: failures by kind, function, mode, errno, sync (of runs of that case):\n");
        for (int k = 1; k < FAIL_KIND_COUNT; k++)
            for (int f = 0; f < FN_COUNT; f++)
                for (int m = 0; m < MODE_COUNT; m++)
                    for (int e = 0; e < 3; e++)
                        for (int s = 0; s < 2; s++)
                            if (table[k][f][m][e][s])
                                printf("  %-31s %-9s %-11s %-6s %-6s %5ld of %ld\n",
                                       failure_names[k], function_names[f], mode_names[m],
                                       e == 0 ? "ENOSPC" : e == 1 ? "EIO" : "-",
                                       s ? "NORMAL" : "FULL", table[k][f][m][e][s],
                                       counts[s][f]);
    }
    printf("faults: change statuses under each function's errors:");
    for (int f = 0; f < FN_COUNT; f++) {
        printf(" %s:", function_names[f]);
        print_statuses("", statuses_by_function[f]);
        printf(f + 1 < FN_COUNT ? ";" : "\n");
    }
    if (workers_failed) printf("faults: FAIL: %d workers did not end well\n", workers_failed);
    printf("faults: %zu runs (calls counted FULL: write %ld pwrite %ld fsync %ld fdatasync %ld; "
           "NORMAL: write %ld pwrite %ld fsync %ld fdatasync %ld), by mode: once %ld persistent "
           "%ld crash %ld kill_before %ld kill_after %ld; %ld reached their call, %ld faults "
           "injected, %ld children killed;",
           n, counts[0][0], counts[0][1], counts[0][2], counts[0][3], counts[1][0], counts[1][1],
           counts[1][2], counts[1][3], by_mode[0], by_mode[1], by_mode[2], by_mode[3],
           by_mode[4], met, injected, killed);
    print_statuses(" changes:", change_statuses);
    printf(" (UNCONFIRMED for a failed write: %ld);", write_unconfirmed);
    print_statuses(" opens in the child:", open_statuses);
    printf("; %ld UNCONFIRMED recoveries (present %ld, absent %ld); %ld runs with a change that "
           "may be there (there in %ld);",
           recoveries, present, absent, ambiguous, ambiguous_in);
    print_statuses(" reopened read-only:", read_only);
    printf(" (no file yet after a kill in the creating open: %ld);", empty);
    print_statuses(" read-write:", read_write);
    printf("; %ld failed, %.1f s\n", failed, seconds_now() - started);
    free(cases);
    return failed || workers_failed ? 1 : 0;
}
