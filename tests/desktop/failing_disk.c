/* SPDX-License-Identifier: Apache-2.0 */
/* failing_disk.c: a disk that fails once, for check_storage.sh. Preloaded into the desktop app
 * (LD_PRELOAD), it makes the first call named by $FAILING_DISK, "pwrite" or "fdatasync", on the
 * session's log (a file whose name ends in "-wal") fail with EIO, as a failing disk would: a
 * write that fails makes the library refuse the change with FOODTRUCK_ERR_STORAGE, a sync that
 * fails with FOODTRUCK_ERR_UNCONFIRMED. Every other call goes to the C library. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int failed;

/* Whether fd is a session's log, by the name /proc gives it. */
static int is_log(int fd) {
    char link[64], name[4096];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t length = readlink(link, name, sizeof name - 1);
    if (length < 4) return 0;
    name[length] = '\0';
    return strcmp(name + length - 4, "-wal") == 0;
}

/* Whether this call is the one to fail; if so, errno is set and it is the last. */
static int fails(const char *call, int fd) {
    const char *which = getenv("FAILING_DISK");
    if (failed || which == NULL || strcmp(which, call) != 0 || !is_log(fd)) return 0;
    failed = 1;
    errno = EIO;
    return 1;
}

ssize_t pwrite64(int fd, const void *bytes, size_t count, off_t offset) {
    ssize_t (*real)(int, const void *, size_t, off_t) =
        (ssize_t (*)(int, const void *, size_t, off_t))dlsym(RTLD_NEXT, "pwrite64");
    return fails("pwrite", fd) ? -1 : real(fd, bytes, count, offset);
}

ssize_t pwrite(int fd, const void *bytes, size_t count, off_t offset) {
    ssize_t (*real)(int, const void *, size_t, off_t) =
        (ssize_t (*)(int, const void *, size_t, off_t))dlsym(RTLD_NEXT, "pwrite");
    return fails("pwrite", fd) ? -1 : real(fd, bytes, count, offset);
}

int fdatasync(int fd) {
    int (*real)(int) = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
    return fails("fdatasync", fd) ? -1 : real(fd);
}
