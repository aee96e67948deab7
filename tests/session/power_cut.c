/* SPDX-License-Identifier: Apache-2.0 */
/* power_cut.c: a file session survives a simulated power cut: under synchronous FULL with every
 * acknowledged change, under FOODTRUCK_OPEN_SYNC_NORMAL with a prefix of them (the latest may be
 * lost, never part of one nor one in the middle), and never damaged (issue 14, item 6).
 *
 *   power_cut CUTS SEED FOLDER [ignore-sync]
 *
 * crash.c kills its children, but a killed process leaves behind everything the kernel has,
 * synced or not, so it never loses an unsynced write. Here the child runs on an I/O layer that
 * keeps the unsynced writes apart, in the spirit of SQLite's own crash tests (test6.c):
 *   - this program defines write, pwrite, pwrite64, ftruncate, ftruncate64, fsync, fdatasync
 *     and unlink, and is linked with -rdynamic, so that libsqlite3's calls of them (resolved in
 *     the global scope, the executable first) come here; the real ones are found with
 *     dlsym(RTLD_NEXT). main checks that the global scope gives ours, and every round checks
 *     that the child's writes and syncs were seen (counters in memory shared with the parent);
 *   - in the child only, before a write (or truncation) of a regular file of the session
 *     folder, the layer appends to that file's undo log (a file of the same name in a separate
 *     folder) the old size, the old bytes of the range and the new ones, numbered in the order
 *     of the calls; a successful fsync or fdatasync of the file deletes its log (what it held is
 *     now durable), and so does the file's unlink; syncs of the session folder and its files
 *     do not reach the disk (the layer decides what survives; see sync_file);
 *   - creating and deleting files is taken as durable at once (the metadata of the folder is
 *     not simulated), and so is whatever the parent itself writes (it runs without the layer:
 *     its reopen is the reboot after the cut, and its close checkpoints everything).
 * Each round forks a child that opens the session file of the generation (ROUNDS_PER_FILE
 * rounds on one file, so that what earlier cuts left is replayed too), under FULL in even
 * rounds and NORMAL in odd ones, and places, advances and ticks as in crash.c, sending an intent
 * and an acknowledgement of each change through a pipe. The parent SIGKILLs it at a random
 * moment (0-8 ms after its open returned, or after the fork, or in a long round up to 250 ms
 * after its open: see KILL_MAX_US), and cuts the power: it undoes every logged write, newest
 * first, which gives the files as last synced, then writes again some of them, as a disk may
 * have had them when the power went:
 *   - in order (half the cuts): the writes before a random one whole, that one torn (a random
 *     number of its 512-byte sectors, in order, and maybe half of the next), none after it;
 *   - scattered (the other half; a disk reorders what it has not been told to flush): each
 *     write kept, dropped or torn (each sector kept, dropped or half written) at random.
 * A torn write that grows a file grows it to its end or to its last kept byte, at random (the
 * size may reach the disk before the data). Then the parent reopens the file read-write
 * (without the layer) and checks it:
 *   - it opens with FOODTRUCK_OK and each order agrees with itself (check_order);
 *   - it equals the session at the start of the round plus the first k acknowledged changes of
 *     the round, for some k, or plus all of them and the change in flight: under FULL k must
 *     be all of them; under NORMAL any k (the missing ones counted as lost). A tick that found
 *     nothing due changes nothing that can be read, so it is neither required nor counted.
 * The round's start is the previous round's checked file: the parent's reopen and close
 * checkpoint it, so nothing before the round can be lost. The model becomes the prefix found.
 * It prints the cuts, the changes acknowledged and lost, what became of the unsynced writes,
 * how many writes and syncs the layer saw and how many WAL restarts it cut, and the time; on any
 * failure the seed, the round, its sync level and cut, and what differs, and exits 1 (the
 * folder is then left as it was).
 * With "ignore-sync" the layer is broken on purpose: a sync no longer makes anything durable,
 * so a cut may undo every write of the round. The FULL check must then fail: this shows that
 * the test can fail. */
#define _GNU_SOURCE

#include "session_check.h"

#include <dirent.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/select.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>

/* As in crash.c: enough rounds per file to replay many cuts' leftovers, few enough that each
 * reopen stays quick. */
#define ROUNDS_PER_FILE 25
/* The kill comes 0 to KILL_MAX_US after the child's open returned (most rounds) or after the
 * fork (OPEN_ROUNDS in 16: amid the open, its replay and its switch to WAL). crash.c counts
 * from the fork, but the long rounds here grow a file by thousands of changes, and opening it
 * then takes more than 8 ms. LONG_ROUNDS in 16 last up to LONG_KILL_MAX_US after the open:
 * about 1,000 changes fill the WAL to SQLite's automatic checkpoint (1,000 pages; a NORMAL
 * change takes about 60 us here, a FULL one 170 us), and only then are the checkpoint, its
 * syncs and the WAL's restart from its start (over the old frames) cut. */
#define KILL_MAX_US 8000
#define LONG_KILL_MAX_US 250000
#define OPEN_ROUNDS 2
#define LONG_ROUNDS 1
/* A child that has not opened its file by then is killed anyway. */
#define OPEN_WAIT_MAX_S 10.0
/* The child's record (beside session_check.h's kinds) that its open returned FOODTRUCK_OK. */
#define RECORD_OPENED 4
/* The unit a disk writes whole or not at all (when it writes it at all). */
#define SECTOR_BYTES 512

/* ---- The I/O layer ----------------------------------------------------------------------- */

typedef ssize_t (*write_fn)(int, const void *, size_t);
typedef ssize_t (*pwrite_fn)(int, const void *, size_t, off_t);
typedef int (*truncate_fn)(int, off_t);
typedef int (*sync_fn)(int);
typedef int (*unlink_fn)(const char *);

/* The C library's functions, behind ours. */
static struct {
    write_fn write;
    pwrite_fn pwrite, pwrite64;
    truncate_fn ftruncate, ftruncate64;
    sync_fn fsync, fdatasync;
    unlink_fn unlink;
} real;

/* What the layer saw in the child, in memory shared with the parent: the proof that SQLite's
 * calls come through it. */
typedef struct layer_counts {
    long writes;
    long truncates;
    long syncs;
    /* Writes of a WAL's header over an older one: SQLite restarting it after a checkpoint. */
    long wal_restarts;
} layer_counts;

static layer_counts *counts;
/* Set in the child only: the parent's own reopens write for real, unlogged. */
static int layer_on;
/* The broken mode: syncs make nothing durable. */
static int layer_ignore_sync;
/* The absolute folder of the session files (only they are logged) and of the undo logs. */
static char files_folder[PATH_MAX];
static char undo_folder[PATH_MAX + 16];
/* Numbers the logged calls across files, for the cuts in order. */
static uint64_t layer_sequence;

/* A failure of the layer itself in the child: it cannot go on with writes it did not log. */
#define LAYER_EXIT 8

/* dlsym gives an object pointer; a copy of its bytes makes it a function pointer without the
 * conversion ISO C does not define. */
static void next_symbol(const char *name, void *function, size_t size) {
    void *symbol = dlsym(RTLD_NEXT, name);
    if (!symbol) _exit(LAYER_EXIT);
    memcpy(function, &symbol, size);
}

static void resolve_real(void) {
    if (real.write) return;
    next_symbol("pwrite", &real.pwrite, sizeof real.pwrite);
    next_symbol("pwrite64", &real.pwrite64, sizeof real.pwrite64);
    next_symbol("ftruncate", &real.ftruncate, sizeof real.ftruncate);
    next_symbol("ftruncate64", &real.ftruncate64, sizeof real.ftruncate64);
    next_symbol("fsync", &real.fsync, sizeof real.fsync);
    next_symbol("fdatasync", &real.fdatasync, sizeof real.fdatasync);
    next_symbol("unlink", &real.unlink, sizeof real.unlink);
    next_symbol("write", &real.write, sizeof real.write);
}

enum { ENTRY_MAGIC = 0x55444F21u, ENTRY_WRITE = 1, ENTRY_TRUNCATE = 2 };

/* One logged call. A write's entry is followed by its old bytes (the part of the range the
 * file had) and its new bytes; a truncation's by the bytes it removes. */
typedef struct undo_entry {
    uint32_t magic;
    uint32_t kind;
    uint64_t sequence;
    /* A write: where it starts. A truncation: the new size. */
    int64_t offset;
    /* A write: its length (the new bytes). A truncation: 0. */
    int64_t length;
    int64_t old_size;
    int64_t old_length;
} undo_entry;

/* The name of a descriptor's file when it is a regular file of the session folder (one of
 * SQLite's: the database, its -wal, its -journal), into name; 1 then, else 0. */
static int session_name(int fd, char name[NAME_MAX + 1]) {
    char link[64], path[PATH_MAX];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t length = readlink(link, path, sizeof path - 1);
    if (length <= 0) return 0;
    path[length] = '\0';
    size_t folder = strlen(files_folder);
    if (strncmp(path, files_folder, folder) != 0 || path[folder] != '/' ||
        strchr(path + folder + 1, '/') || strlen(path + folder + 1) > NAME_MAX)
        return 0;
    strcpy(name, path + folder + 1);
    return 1;
}

/* What the child's layer knows of a descriptor, so that a write costs no readlink nor log
 * open: the file it was found to be, whether it is a session file, and that file's undo log
 * open for appending. Descriptors are reused and files deleted, so a slot holds only while
 * fstat gives its device and inode, and the unlink of a file clears every slot of it (a new
 * file may get the deleted one's inode). */
#define SLOTS 1024
typedef struct fd_slot {
    int known;
    dev_t dev;
    ino_t ino;
    int session;
    int log_fd;
    char name[NAME_MAX + 1];
} fd_slot;

static fd_slot slots[SLOTS];

static void forget_log(const char *name, int clear) {
    for (int fd = 0; fd < SLOTS; fd++) {
        fd_slot *slot = &slots[fd];
        if (!slot->known || !slot->session || strcmp(slot->name, name) != 0) continue;
        if (slot->log_fd >= 0) close(slot->log_fd);
        slot->log_fd = -1;
        if (clear) slot->known = 0;
    }
}

/* The slot of a regular file of the session folder, with its size in info; else NULL. */
static fd_slot *session_slot(int fd, struct stat *info) {
    if (fstat(fd, info) != 0 || !S_ISREG(info->st_mode)) return NULL;
    if (fd < 0 || fd >= SLOTS) _exit(LAYER_EXIT);
    fd_slot *slot = &slots[fd];
    if (!slot->known || slot->dev != info->st_dev || slot->ino != info->st_ino) {
        if (slot->known && slot->log_fd >= 0) close(slot->log_fd);
        slot->known = 1;
        slot->dev = info->st_dev;
        slot->ino = info->st_ino;
        slot->log_fd = -1;
        slot->session = session_name(fd, slot->name);
    }
    return slot->session ? slot : NULL;
}

static void append_all(int fd, const void *data, size_t size) {
    const char *bytes = (const char *)data;
    while (size > 0) {
        ssize_t written = real.write(fd, bytes, size);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) _exit(LAYER_EXIT);
        bytes += written;
        size -= (size_t)written;
    }
}

/* Logs a write of data[0, length) at offset, or (data NULL) a truncation to offset, before
 * it is made, in one write. Killed within it, the log ends in a torn entry, which the parent
 * ignores: the call was not made yet. */
static void log_change(int fd, const void *data, size_t length, off_t offset) {
    struct stat info;
    fd_slot *slot = session_slot(fd, &info);
    if (!slot) return;
    undo_entry entry;
    memset(&entry, 0, sizeof entry);
    entry.magic = ENTRY_MAGIC;
    entry.kind = data ? ENTRY_WRITE : ENTRY_TRUNCATE;
    entry.sequence = layer_sequence++;
    entry.offset = (int64_t)offset;
    entry.length = data ? (int64_t)length : 0;
    entry.old_size = (int64_t)info.st_size;
    /* The old bytes the call overwrites or removes. */
    int64_t old_end = data ? entry.offset + entry.length : entry.old_size;
    if (old_end > entry.old_size) old_end = entry.old_size;
    entry.old_length = old_end > entry.offset ? old_end - entry.offset : 0;
    size_t total = sizeof entry + (size_t)entry.old_length + (size_t)entry.length;
    unsigned char *buffer = (unsigned char *)malloc(total);
    if (!buffer) _exit(LAYER_EXIT);
    memcpy(buffer, &entry, sizeof entry);
    for (int64_t done = 0; done < entry.old_length;) {
        ssize_t got = pread(fd, buffer + sizeof entry + done, (size_t)(entry.old_length - done),
                            (off_t)(entry.offset + done));
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) _exit(LAYER_EXIT);
        done += got;
    }
    if (data) memcpy(buffer + sizeof entry + entry.old_length, data, length);
    if (slot->log_fd < 0) {
        char log[sizeof undo_folder + NAME_MAX + 2];
        snprintf(log, sizeof log, "%s/%s", undo_folder, slot->name);
        slot->log_fd = open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
        if (slot->log_fd < 0) _exit(LAYER_EXIT);
    }
    append_all(slot->log_fd, buffer, total);
    free(buffer);
    if (data) counts->writes++;
    else counts->truncates++;
    size_t name_length = strlen(slot->name);
    if (data && offset == 0 && entry.old_size > 0 && name_length > 4 &&
        strcmp(slot->name + name_length - 4, "-wal") == 0)
        counts->wal_restarts++;
}

/* Removes the undo log of a session file (its writes are durable, or the file is gone). */
static void remove_log(const char *name, int clear) {
    char log[sizeof undo_folder + NAME_MAX + 2];
    forget_log(name, clear);
    snprintf(log, sizeof log, "%s/%s", undo_folder, name);
    if (real.unlink(log) != 0 && errno != ENOENT) _exit(LAYER_EXIT);
}

ssize_t write(int fd, const void *data, size_t size) {
    resolve_real();
    if (layer_on) {
        /* SQLite writes with pwrite64; write at the descriptor's position is logged the same. */
        int flags = fcntl(fd, F_GETFL);
        struct stat info;
        off_t at = (flags >= 0 && (flags & O_APPEND))
                       ? (fstat(fd, &info) == 0 ? info.st_size : -1)
                       : lseek(fd, 0, SEEK_CUR);
        if (at >= 0) log_change(fd, data, size, at);
    }
    return real.write(fd, data, size);
}

ssize_t pwrite(int fd, const void *data, size_t size, off_t offset) {
    resolve_real();
    if (layer_on) log_change(fd, data, size, offset);
    return real.pwrite(fd, data, size, offset);
}

ssize_t pwrite64(int fd, const void *data, size_t size, off64_t offset) {
    resolve_real();
    if (layer_on) log_change(fd, data, size, offset);
    return real.pwrite64(fd, data, size, offset);
}

int ftruncate(int fd, off_t size) {
    resolve_real();
    if (layer_on) log_change(fd, NULL, 0, size);
    return real.ftruncate(fd, size);
}

int ftruncate64(int fd, off64_t size) {
    resolve_real();
    if (layer_on) log_change(fd, NULL, 0, size);
    return real.ftruncate64(fd, size);
}

/* A sync of the session folder or of one of its files does not reach the disk: the layer, not
 * the disk, decides what a cut keeps (and this machine's disk takes 2 to 12 ms a sync, which
 * would leave most children killed within 8 ms still opening their file). In the child it
 * makes the file's logged writes durable: the log goes (not with ignore-sync). */
static int sync_file(int fd, sync_fn sync) {
    struct stat info, folder;
    char name[NAME_MAX + 1];
    if (files_folder[0] == '\0' || fstat(fd, &info) != 0) return sync(fd);
    if (S_ISDIR(info.st_mode) && stat(files_folder, &folder) == 0 &&
        folder.st_dev == info.st_dev && folder.st_ino == info.st_ino)
        return 0;
    if (!S_ISREG(info.st_mode) || !session_name(fd, name)) return sync(fd);
    if (layer_on) {
        counts->syncs++;
        if (!layer_ignore_sync) remove_log(name, 0);
    }
    return 0;
}

int fsync(int fd) {
    resolve_real();
    return sync_file(fd, real.fsync);
}

int fdatasync(int fd) {
    resolve_real();
    return sync_file(fd, real.fdatasync);
}

/* A deleted file's unsynced writes go with it (the deletion itself is taken as durable). The
 * log goes after the file: killed between the two, the parent finds a log without its file and
 * drops it. */
int unlink(const char *path) {
    resolve_real();
    int result = real.unlink(path);
    size_t folder = strlen(files_folder);
    if (layer_on && result == 0 && folder > 0 && strncmp(path, files_folder, folder) == 0 &&
        path[folder] == '/' && !strchr(path + folder + 1, '/'))
        remove_log(path + folder + 1, 1);
    return result;
}

/* ---- The run ------------------------------------------------------------------------------ */

static uint64_t seed;
static int round_number;
static const char *round_sync = "";
static const char *round_cut = "";

static void fail(const char *format, ...) {
    va_list args;
    va_start(args, format);
    fprintf(stderr, "power_cut: FAIL (seed %llu, round %d, synchronous %s, cut %s): ",
            (unsigned long long)seed, round_number, round_sync, round_cut);
    vfprintf(stderr, format, args);
    va_end(args);
    fputc('\n', stderr);
    exit(1);
}

/* Checks that the global scope, where libsqlite3's calls are resolved, gives this program's
 * functions (it does not when the program is linked without -rdynamic). */
static void check_interposition(void) {
    static const char *const names[] = {"write",       "pwrite", "pwrite64", "ftruncate",
                                        "ftruncate64", "fsync",  "fdatasync", "unlink"};
    void (*const ours[])(void) = {
        (void (*)(void))write,       (void (*)(void))pwrite, (void (*)(void))pwrite64,
        (void (*)(void))ftruncate,   (void (*)(void))ftruncate64,
        (void (*)(void))fsync,       (void (*)(void))fdatasync,
        (void (*)(void))unlink};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        void *symbol = dlsym(RTLD_DEFAULT, names[i]);
        void (*found)(void) = NULL;
        memcpy(&found, &symbol, sizeof found);
        if (found != ours[i])
            fail("%s in the global scope is not this program's (linked without -rdynamic?)",
                 names[i]);
    }
}

/* ---- The child (as in crash.c) ------------------------------------------------------------ */

static void run_child(const char *path, uint32_t options, uint64_t round_seed, int64_t clock_ms,
                      int fd) {
    layer_on = 1;
    foodtruck_truck *truck = child_open(path, options, fd);
    change_record opened;
    memset(&opened, 0, sizeof opened);
    opened.kind = RECORD_OPENED;
    if (!write_all(fd, &opened, sizeof opened)) _exit(5);
    child_changes(truck, round_seed, clock_ms, fd);
}

/* ---- What the parent knows of one file ------------------------------------------------- */

typedef struct generation {
    char path[PATH_MAX + 32];
    /* The session as the file held it at the start of the round. */
    foodtruck_truck *model;
    /* The round's acknowledged changes, in order, with their results. */
    change_record *acknowledged;
    size_t acknowledged_count, capacity;
    int64_t clock_ms;
    int has_pending;
    change_record pending;
    /* When the child's open returned (0: not yet). */
    double opened_at;
} generation;

static long changes_acknowledged, changes_lost_normal, cuts_losing_normal, cuts_one_beyond;

/* A tick that found nothing due: nothing it does can be read back, and the library keeps only
 * the latest of a run of them. */
static int invisible(const change_record *record) {
    return record->call == CALL_TICK && record->result == 0;
}

static void take_record(void *context, const change_record *record) {
    generation *gen = (generation *)context;
    if (record->kind == RECORD_OPENED) {
        gen->opened_at = seconds_now();
        return;
    }
    if (record->kind == RECORD_INTENT) {
        if (gen->has_pending) fail("an intent while a change is in flight");
        gen->pending = *record;
        gen->has_pending = 1;
        gen->clock_ms = record->now;
        return;
    }
    if (record->kind == RECORD_ERROR)
        fail("the child's %s at %lld failed: %s", call_name(record->call),
             (long long)record->now, foodtruck_status_string((foodtruck_status)record->result));
    if (record->kind != RECORD_ACK || !gen->has_pending || record->call != gen->pending.call ||
        record->now != gen->pending.now)
        fail("an acknowledgement (kind %u) of no change in flight", record->kind);
    if (gen->acknowledged_count == gen->capacity) {
        gen->capacity = gen->capacity ? gen->capacity * 2 : 1024;
        gen->acknowledged = (change_record *)realloc(gen->acknowledged,
                                                     gen->capacity * sizeof(change_record));
        if (!gen->acknowledged) fail("out of memory");
    }
    gen->acknowledged[gen->acknowledged_count++] = *record;
    gen->has_pending = 0;
    changes_acknowledged++;
}

/* Reads the records the pipe holds now; at end of file (the child is dead) returns 0. */
static int read_records(generation *gen, int fd, char *buffer, size_t *filled) {
    char why[200];
    int more = read_child_records(fd, buffer, filled, take_record, gen, why, sizeof why);
    if (more < 0) fail("%s", why);
    return more;
}

/* Reads records until the kill's moment (delay after the fork, or after the child's open),
 * kills the child, reads the rest, reaps it. */
static void kill_after(generation *gen, pid_t child, int fd, double forked, int after_open,
                       double delay) {
    char buffer[RECORD_BUFFER_BYTES];
    size_t filled = 0;
    for (;;) {
        double deadline = !after_open        ? forked + delay
                          : gen->opened_at > 0 ? gen->opened_at + delay
                                               : forked + OPEN_WAIT_MAX_S;
        double left = deadline - seconds_now();
        if (left <= 0) break;
        fd_set readable;
        FD_ZERO(&readable);
        FD_SET(fd, &readable);
        struct timeval timeout;
        timeout.tv_sec = 0;
        timeout.tv_usec = (suseconds_t)(left * 1e6) + 1;
        int ready = select(fd + 1, &readable, NULL, NULL, &timeout);
        if (ready < 0 && errno != EINTR) fail("select: %s", strerror(errno));
        if (ready > 0 && !read_records(gen, fd, buffer, &filled)) break;
    }
    kill(child, SIGKILL);
    while (read_records(gen, fd, buffer, &filled)) {
    }
    int wstatus = 0;
    if (waitpid(child, &wstatus, 0) != child) fail("waitpid: %s", strerror(errno));
    if (!WIFSIGNALED(wstatus) || WTERMSIG(wstatus) != SIGKILL)
        fail("the child was not killed but exited with %d%s",
             WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : -1,
             WIFEXITED(wstatus) && WEXITSTATUS(wstatus) == LAYER_EXIT
                 ? " (the I/O layer failed)"
                 : "");
}

/* ---- The cut ------------------------------------------------------------------------------ */

/* One logged call of the child that was not synced, found in an undo log. */
typedef struct unsynced {
    undo_entry entry;
    const unsigned char *old_bytes, *new_bytes;
    int fd;
    int fate;
} unsynced;

enum { FATE_KEEP, FATE_DROP, FATE_TEAR_IN_ORDER, FATE_TEAR_SCATTERED };

static long cut_writes_undone, cut_writes_kept, torn_writes, torn_half_sectors;

static int by_sequence(const void *a, const void *b) {
    uint64_t x = ((const unsynced *)a)->entry.sequence, y = ((const unsynced *)b)->entry.sequence;
    return x < y ? -1 : x > y;
}

static void put(int fd, const unsigned char *bytes, int64_t length, int64_t offset) {
    for (int64_t done = 0; done < length;) {
        ssize_t written = pwrite(fd, bytes + done, (size_t)(length - done), (off_t)(offset + done));
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) fail("writing back a cut file: %s", strerror(errno));
        done += written;
    }
}

static void resize(int fd, int64_t size) {
    if (ftruncate(fd, (off_t)size) != 0) fail("resizing a cut file: %s", strerror(errno));
}

static int64_t size_of(int fd) {
    struct stat info;
    if (fstat(fd, &info) != 0) fail("fstat of a cut file: %s", strerror(errno));
    return (int64_t)info.st_size;
}

/* Gives a file back what it had before the call. */
static void undo(const unsynced *change) {
    const undo_entry *e = &change->entry;
    if (e->kind == ENTRY_WRITE) {
        put(change->fd, change->old_bytes, e->old_length, e->offset);
        resize(change->fd, e->old_size);
    } else {
        resize(change->fd, e->old_size);
        put(change->fd, change->old_bytes, e->old_length, e->offset);
    }
}

/* Makes the call again, whole or torn as its fate says. */
static void redo(unsynced *change, session_rng *rng) {
    const undo_entry *e = &change->entry;
    if (change->fate == FATE_DROP) {
        cut_writes_undone++;
        return;
    }
    if (e->kind == ENTRY_TRUNCATE || change->fate == FATE_KEEP || e->length == 0) {
        if (e->kind == ENTRY_TRUNCATE) resize(change->fd, e->offset);
        else put(change->fd, change->new_bytes, e->length, e->offset);
        cut_writes_kept++;
        return;
    }
    /* Torn: the range in pieces at the sectors' bounds. In order, the first `whole` pieces,
     * then maybe half of the next; scattered, each piece kept, dropped or half written. */
    int64_t end = e->offset + e->length;
    int64_t pieces = (end - 1) / SECTOR_BYTES - e->offset / SECTOR_BYTES + 1;
    int64_t whole = (int64_t)rng_below(rng, (uint32_t)pieces);
    int half_next = (int)rng_below(rng, 2);
    int64_t kept_bytes = 0, kept_end = size_of(change->fd);
    int grow_to_end = (int)rng_below(rng, 2);
    int64_t start = e->offset;
    for (int64_t piece = 0; piece < pieces; piece++) {
        int64_t piece_end = (start / SECTOR_BYTES + 1) * SECTOR_BYTES;
        if (piece_end > end) piece_end = end;
        int64_t length = piece_end - start;
        int how; /* 0 kept, 1 dropped, 2 half written */
        if (change->fate == FATE_TEAR_IN_ORDER)
            how = piece < whole ? 0 : piece == whole && half_next ? 2 : 1;
        else
            how = (int)rng_below(rng, 3);
        if (how == 2 && length < 2) how = 1;
        if (how == 2) length = 1 + (int64_t)rng_below(rng, (uint32_t)(length - 1));
        if (how != 1) {
            put(change->fd, change->new_bytes + (start - e->offset), length, start);
            kept_bytes += length;
            if (start + length > kept_end) kept_end = start + length;
            if (how == 2) torn_half_sectors++;
        }
        start = piece_end;
    }
    /* The size may have reached the disk before the data. */
    if (grow_to_end && kept_bytes > 0 && end > kept_end) resize(change->fd, end);
    if (kept_bytes == 0) cut_writes_undone++;
    else if (kept_bytes == e->length) cut_writes_kept++;
    else torn_writes++;
}

/* The power cut, once the child is dead: every file of the undo folder back to what was last
 * synced, then some of the unsynced writes again. The logs are removed. */
static void cut_power(session_rng *rng, int in_order) {
    DIR *folder = opendir(undo_folder);
    if (!folder) fail("opening %s: %s", undo_folder, strerror(errno));
    unsynced *changes = NULL;
    size_t count = 0, capacity = 0;
    unsigned char **buffers = NULL;
    int *fds = NULL;
    size_t files = 0;
    struct dirent *item;
    while ((item = readdir(folder)) != NULL) {
        if (item->d_name[0] == '.') continue;
        char log[sizeof undo_folder + NAME_MAX + 2], path[sizeof files_folder + NAME_MAX + 2];
        snprintf(log, sizeof log, "%s/%s", undo_folder, item->d_name);
        snprintf(path, sizeof path, "%s/%s", files_folder, item->d_name);
        int log_fd = open(log, O_RDONLY | O_CLOEXEC);
        if (log_fd < 0) fail("opening %s: %s", log, strerror(errno));
        int64_t size = size_of(log_fd);
        unsigned char *buffer = (unsigned char *)malloc(size > 0 ? (size_t)size : 1);
        if (!buffer) fail("out of memory");
        for (int64_t done = 0; done < size;) {
            ssize_t got = read(log_fd, buffer + done, (size_t)(size - done));
            if (got <= 0) fail("reading %s: %s", log, strerror(errno));
            done += got;
        }
        close(log_fd);
        int fd = open(path, O_RDWR | O_CLOEXEC);
        if (fd < 0) {
            /* Deleted after its last write, by the child's unlink. */
            if (errno != ENOENT) fail("opening %s: %s", path, strerror(errno));
            free(buffer);
            continue;
        }
        buffers = (unsigned char **)realloc(buffers, (files + 1) * sizeof *buffers);
        fds = (int *)realloc(fds, (files + 1) * sizeof *fds);
        if (!buffers || !fds) fail("out of memory");
        buffers[files] = buffer;
        fds[files++] = fd;
        /* Whole entries; a torn last one was never carried out. */
        for (int64_t at = 0; at + (int64_t)sizeof(undo_entry) <= size;) {
            unsynced change;
            memset(&change, 0, sizeof change);
            memcpy(&change.entry, buffer + at, sizeof change.entry);
            const undo_entry *e = &change.entry;
            if (e->magic != ENTRY_MAGIC || e->length < 0 || e->old_length < 0)
                fail("%s: a damaged entry at byte %lld", log, (long long)at);
            int64_t next = at + (int64_t)sizeof *e + e->old_length + e->length;
            if (next > size) break;
            change.old_bytes = buffer + at + sizeof *e;
            change.new_bytes = change.old_bytes + e->old_length;
            change.fd = fd;
            if (count == capacity) {
                capacity = capacity ? capacity * 2 : 256;
                changes = (unsynced *)realloc(changes, capacity * sizeof *changes);
                if (!changes) fail("out of memory");
            }
            changes[count++] = change;
            at = next;
        }
    }
    closedir(folder);
    if (count > 0) qsort(changes, count, sizeof *changes, by_sequence);
    size_t tear = rng_below(rng, (uint32_t)count + 1);
    for (size_t i = 0; i < count; i++) {
        if (in_order) {
            changes[i].fate = i < tear ? FATE_KEEP : i == tear ? FATE_TEAR_IN_ORDER : FATE_DROP;
        } else {
            uint32_t roll = rng_below(rng, 5);
            changes[i].fate = roll < 2 ? FATE_KEEP : roll < 4 ? FATE_DROP : FATE_TEAR_SCATTERED;
        }
    }
    for (size_t i = count; i-- > 0;) undo(&changes[i]);
    for (size_t i = 0; i < count; i++) redo(&changes[i], rng);
    for (size_t i = 0; i < files; i++) {
        close(fds[i]);
        free(buffers[i]);
    }
    free(buffers);
    free(fds);
    free(changes);
    /* Every log goes, those of deleted files too. */
    folder = opendir(undo_folder);
    if (!folder) fail("opening %s: %s", undo_folder, strerror(errno));
    while ((item = readdir(folder)) != NULL) {
        if (item->d_name[0] == '.') continue;
        char log[sizeof undo_folder + NAME_MAX + 2];
        snprintf(log, sizeof log, "%s/%s", undo_folder, item->d_name);
        if (unlink(log) != 0) fail("removing %s: %s", log, strerror(errno));
    }
    closedir(folder);
}

/* ---- The check ---------------------------------------------------------------------------- */

/* What is cheap to read of a session: the orders of each status and the next due instant. A
 * full comparison runs only where they agree. */
typedef struct fingerprint {
    size_t by_status[4];
    int64_t due;
} fingerprint;

static void take_fingerprint(const foodtruck_truck *truck, fingerprint *print) {
    memset(print, 0, sizeof *print);
    for (int status = 0; status < 4; status++)
        if (foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_BIT(status), "",
                                  &print->by_status[status]) != FOODTRUCK_OK)
            fail("counting orders: %s", foodtruck_last_error());
    if (foodtruck_truck_next_due(truck, &print->due) != FOODTRUCK_OK)
        fail("reading the next due instant: %s", foodtruck_last_error());
}

static int same_session(const foodtruck_truck *file, const fingerprint *file_print,
                        const foodtruck_truck *model, char *why, size_t size) {
    fingerprint model_print;
    take_fingerprint(model, &model_print);
    if (memcmp(file_print, &model_print, sizeof model_print) != 0)
        return differ(why, size, "%zu/%zu/%zu/%zu orders placed/preparing/ready/completed, "
                      "due %lld; the model: %zu/%zu/%zu/%zu, due %lld",
                      file_print->by_status[0], file_print->by_status[1],
                      file_print->by_status[2], file_print->by_status[3],
                      (long long)file_print->due, model_print.by_status[0],
                      model_print.by_status[1], model_print.by_status[2],
                      model_print.by_status[3], (long long)model_print.due);
    return compare_sessions(file, model, why, size);
}

/* Applies a change to the model, which must give the results the child's file session gave. */
static void apply_to_model(generation *gen, const change_record *record, int acknowledged) {
    change_record applied = *record;
    if (perform_change(gen->model, &applied) != FOODTRUCK_OK)
        fail("the model refused the %s %s at %lld: %s", acknowledged ? "acknowledged" : "in-flight",
             call_name(record->call), (long long)record->now, foodtruck_last_error());
    if (acknowledged && (applied.number != record->number || applied.result != record->result))
        fail("the acknowledged %s gave number %d result %d, the model number %d result %d",
             call_name(record->call), record->number, record->result, applied.number,
             applied.result);
}

/* Reopens the cut file; finds which prefix of the round's changes it holds (the model is
 * brought to it) and whether that is allowed. */
static void check_file(generation *gen, int full) {
    char why[512];
    foodtruck_truck *file = NULL;
    foodtruck_status status = foodtruck_truck_open(gen->path, 0, &file);
    if (status != FOODTRUCK_OK)
        fail("reopening gave %s: %s", foodtruck_status_string(status), foodtruck_last_error());
    size_t count = order_total(file);
    if (count == (size_t)-1) fail("counting orders: %s", foodtruck_last_error());
    for (int32_t number = 1; number <= (int32_t)count; number++)
        if (check_order(file, number, why, sizeof why)) fail("%s", why);
    fingerprint print;
    take_fingerprint(file, &print);
    /* The model walks the round's changes from its start until it equals the file. Only a
     * place changes the number of orders, so the model is compared only where it has the
     * file's (and always with all of them, for the difference reported). */
    size_t n = gen->acknowledged_count, k = 0, model_count = order_total(gen->model);
    int found = 0;
    for (;;) {
        if ((model_count == count || k == n) &&
            !same_session(file, &print, gen->model, why, sizeof why)) {
            found = 1;
            break;
        }
        if (k == n) break;
        model_count += gen->acknowledged[k].call == CALL_PLACE;
        apply_to_model(gen, &gen->acknowledged[k++], 1);
    }
    if (!found) {
        char why_beyond[512];
        if (!gen->has_pending)
            fail("no prefix of the %zu acknowledged changes (with all of them: %s; no change in "
                 "flight)",
                 n, why);
        apply_to_model(gen, &gen->pending, 0);
        if (same_session(file, &print, gen->model, why_beyond, sizeof why_beyond))
            fail("no prefix of the %zu acknowledged changes (with all of them: %s), nor all of "
                 "them and the %s in flight (%s)",
                 n, why, call_name(gen->pending.call), why_beyond);
        cuts_one_beyond++;
    }
    long lost = 0;
    size_t first_lost = n;
    for (size_t i = k; i < n; i++)
        if (!invisible(&gen->acknowledged[i])) {
            if (first_lost == n) first_lost = i;
            lost++;
        }
    if (lost > 0 && full)
        fail("%ld of the %zu acknowledged changes lost under FULL, from change %zu of the round "
             "(the %s at %lld)",
             lost, n, first_lost + 1, call_name(gen->acknowledged[first_lost].call),
             (long long)gen->acknowledged[first_lost].now);
    if (lost > 0) {
        changes_lost_normal += lost;
        cuts_losing_normal++;
    }
    gen->acknowledged_count = 0;
    gen->has_pending = 0;
    if (foodtruck_truck_free(file) != FOODTRUCK_OK) fail("closing the reopened file");
}

static void start_generation(generation *gen, int number) {
    snprintf(gen->path, sizeof gen->path, "%s/cut-%d.db", files_folder, number);
    remove_session_files(gen->path);
    if (foodtruck_truck_new(&gen->model) != FOODTRUCK_OK) fail("a model session");
    gen->acknowledged_count = 0;
    gen->clock_ms = SESSION_BASE_MS;
    gen->has_pending = 0;
}

static void end_generation(generation *gen) {
    foodtruck_truck_free(gen->model);
    gen->model = NULL;
    remove_session_files(gen->path);
}

int main(int argc, char **argv) {
    if (argc < 4 || argc > 5 || (argc == 5 && strcmp(argv[4], "ignore-sync") != 0)) {
        fprintf(stderr, "usage: power_cut CUTS SEED FOLDER [ignore-sync]\n");
        return 2;
    }
    int cuts = atoi(argv[1]);
    seed = strtoull(argv[2], NULL, 10);
    layer_ignore_sync = argc == 5;
    if (cuts < 1) {
        fprintf(stderr, "power_cut: CUTS must be at least 1\n");
        return 2;
    }
    resolve_real();
    check_interposition();
    /* Absolute and without links: what /proc/self/fd gives for the files SQLite opens. */
    char base[PATH_MAX];
    if (!realpath(argv[3], base)) fail("%s: %s", argv[3], strerror(errno));
    snprintf(files_folder, sizeof files_folder, "%.*s/power-cut", PATH_MAX - 16, base);
    snprintf(undo_folder, sizeof undo_folder, "%.*s/power-cut-undo", PATH_MAX - 16, base);
    if ((mkdir(files_folder, 0700) != 0 && errno != EEXIST) ||
        (mkdir(undo_folder, 0700) != 0 && errno != EEXIST))
        fail("creating the folders in %s: %s", base, strerror(errno));
    counts = (layer_counts *)mmap(NULL, sizeof *counts, PROT_READ | PROT_WRITE,
                                  MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (counts == MAP_FAILED) fail("mmap: %s", strerror(errno));

    session_rng timing = rng_for(seed, 0xC4A5);
    generation gen;
    memset(&gen, 0, sizeof gen);
    double started = seconds_now();
    int generations = 0, full_cuts = 0;
    long writes_seen = 0, syncs_seen = 0, wal_restarts = 0, restart_rounds = 0, long_rounds = 0;
    for (round_number = 0; round_number < cuts; round_number++) {
        if (round_number % ROUNDS_PER_FILE == 0) {
            if (gen.model) end_generation(&gen);
            start_generation(&gen, generations++);
        }
        int full = round_number % 2 == 0;
        full_cuts += full;
        uint32_t options = full ? 0u : (uint32_t)FOODTRUCK_OPEN_SYNC_NORMAL;
        int in_order = (int)rng_below(&timing, 2);
        round_sync = full ? "FULL" : "NORMAL";
        round_cut = in_order ? "in order" : "scattered";
        uint32_t timing_class = rng_below(&timing, 16);
        int after_open = timing_class >= OPEN_ROUNDS;
        int long_round = timing_class >= 16 - LONG_ROUNDS;
        double delay =
            rng_below(&timing, (long_round ? LONG_KILL_MAX_US : KILL_MAX_US) + 1) / 1e6;
        long_rounds += long_round;
        uint64_t child_seed = rng_next(&timing);
        memset(counts, 0, sizeof *counts);
        int fds[2];
        if (pipe(fds) != 0) fail("pipe: %s", strerror(errno));
        fflush(NULL);
        pid_t child = fork();
        if (child < 0) fail("fork: %s", strerror(errno));
        if (child == 0) {
            close(fds[0]);
            run_child(gen.path, options, child_seed, gen.clock_ms, fds[1]);
        }
        close(fds[1]);
        gen.opened_at = 0;
        kill_after(&gen, child, fds[0], seconds_now(), after_open, delay);
        close(fds[0]);
        /* A change acknowledged was written, and under FULL synced: through the layer. */
        if (gen.acknowledged_count > 0 && (counts->writes == 0 || (full && counts->syncs == 0)))
            fail("%zu changes acknowledged but the layer saw %ld writes and %ld syncs: SQLite's "
                 "calls do not come through it",
                 gen.acknowledged_count, counts->writes, counts->syncs);
        writes_seen += counts->writes;
        syncs_seen += counts->syncs;
        wal_restarts += counts->wal_restarts;
        restart_rounds += counts->wal_restarts > 0;
        session_rng cut_rng = rng_for(seed, 0x10000u + (uint64_t)round_number);
        cut_power(&cut_rng, in_order);
        check_file(&gen, full);
    }
    end_generation(&gen);
    free(gen.acknowledged);
    rmdir(files_folder);
    rmdir(undo_folder);
    printf("power_cut: %d cuts (%d FULL, %d NORMAL; %ld long), %ld acknowledged changes, %ld "
           "lost under NORMAL in %ld cuts, 0 under FULL, %ld cuts kept the change in flight; "
           "unsynced writes at the cuts: %ld kept, %ld undone, %ld torn (%ld half-written "
           "sectors); %ld writes and %ld syncs through the layer, %ld WAL restarts after a "
           "checkpoint in %ld rounds; %d files, %.1f s, seed %llu%s\n",
           cuts, full_cuts, cuts - full_cuts, long_rounds, changes_acknowledged,
           changes_lost_normal, cuts_losing_normal, cuts_one_beyond, cut_writes_kept,
           cut_writes_undone, torn_writes, torn_half_sectors, writes_seen, syncs_seen,
           wal_restarts, restart_rounds, generations, seconds_now() - started,
           (unsigned long long)seed, layer_ignore_sync ? " (ignore-sync)" : "");
    return 0;
}
