/* SPDX-License-Identifier: Apache-2.0 */
/* baseline.c: libfoodtruck.so runs on glibc 2.28 and newer (manylinux_2_28), though it is built
 * on a newer glibc. The linker binds each call into glibc to the newest version of the function
 * that the build machine's glibc defines (dlopen@GLIBC_2.34, log@GLIBC_2.29, stat@GLIBC_2.33,
 * hypotf@GLIBC_2.35), and a library that names such a version does not load on an older glibc.
 * So each such function is defined here, hidden: the calls in our code and in the Swift runtime
 * linked into the library alike bind to it, and it calls the version glibc has kept since
 * x86-64's first, GLIBC_2.2.5, the same function that every later glibc keeps for programs
 * built before the new one came. tools/check_symbols fails when a version newer than GLIBC_2.28
 * (or GLIBCXX_3.4.25) comes back; tools/wheel_sqlite builds the wheel's SQLite with this file.
 *
 * Before glibc 2.34 the dl* functions lived in libdl.so.2 and the pthread ones in
 * libpthread.so.0; the library names both (they are empty on newer glibcs), so that the old
 * versions are found where they are. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdarg.h>
#include <sys/stat.h>
#include <sys/types.h>

#define BASELINE_VERSION "GLIBC_2.2.5"
/* Hidden: the library's own calls bind here, and no other library's do (nothing is exported). */
#define INSIDE __attribute__((visibility("hidden")))

/* NAME, defined here, calls NAME@GLIBC_2.2.5: NAME##_baseline is an undefined symbol the
 * assembler renames to that version, which only glibc's old definition matches. */
#define BASELINE(type, name, parameters, arguments)                                              \
    extern type name##_baseline parameters;                                                      \
    __asm__(".symver " #name "_baseline, " #name "@" BASELINE_VERSION);                         \
    INSIDE type name parameters { return name##_baseline arguments; }

BASELINE(double, exp, (double x), (x))
BASELINE(double, exp2, (double x), (x))
BASELINE(double, log, (double x), (x))
BASELINE(double, log2, (double x), (x))
BASELINE(double, pow, (double x, double y), (x, y))
BASELINE(float, hypotf, (float x, float y), (x, y))

BASELINE(void *, dlopen, (const char *file, int mode), (file, mode))
BASELINE(void *, dlsym, (void *handle, const char *name), (handle, name))
BASELINE(int, dladdr, (const void *address, Dl_info *info), (address, info))
BASELINE(char *, dlerror, (void), ())
BASELINE(int, dlclose, (void *handle), (handle))

BASELINE(int, pthread_getattr_np, (pthread_t thread, pthread_attr_t *attributes), (thread, attributes))
BASELINE(int, pthread_attr_getstack, (const pthread_attr_t *attributes, void **stack, size_t *size),
         (attributes, stack, size))
/* What the SQLite a wheel carries calls besides (tools/wheel builds it with this file). */
BASELINE(int, pthread_create, (pthread_t *thread, const pthread_attr_t *attributes, void *(*start)(void *), void *argument),
         (thread, attributes, start, argument))
BASELINE(int, pthread_join, (pthread_t thread, void **result), (thread, result))
BASELINE(int, pthread_mutex_trylock, (pthread_mutex_t *mutex), (mutex))
BASELINE(int, pthread_mutexattr_init, (pthread_mutexattr_t *attributes), (attributes))
BASELINE(int, pthread_mutexattr_destroy, (pthread_mutexattr_t *attributes), (attributes))
BASELINE(int, pthread_mutexattr_settype, (pthread_mutexattr_t *attributes, int type), (attributes, type))

/* sem_open takes a mode and a value only with O_CREAT. */
extern sem_t *sem_open_baseline(const char *name, int flags, ...);
__asm__(".symver sem_open_baseline, sem_open@" BASELINE_VERSION);
INSIDE sem_t *sem_open(const char *name, int flags, ...) {
    if ((flags & O_CREAT) == 0) return sem_open_baseline(name, flags);
    va_list rest;
    va_start(rest, flags);
    mode_t mode = va_arg(rest, mode_t);
    unsigned value = va_arg(rest, unsigned);
    va_end(rest);
    return sem_open_baseline(name, flags, mode, value);
}

/* stat and its kin became functions of their own in glibc 2.33; before, each was an __xstat
 * taking the structure's version, 1 on x86-64 (_STAT_VER_LINUX), where stat64 is stat. */
#define STAT_BASELINE(name, old, parameter_type, parameter, status_type)                          \
    extern int name##_baseline(int version, parameter_type parameter, struct status_type *status);\
    __asm__(".symver " #name "_baseline, " #old "@" BASELINE_VERSION);                           \
    INSIDE int name(parameter_type parameter, struct status_type *status) {                       \
        return name##_baseline(1, parameter, status);                                            \
    }
STAT_BASELINE(stat, __xstat, const char *, path, stat)
STAT_BASELINE(lstat, __lxstat, const char *, path, stat)
STAT_BASELINE(fstat, __fxstat, int, descriptor, stat)
STAT_BASELINE(stat64, __xstat64, const char *, path, stat64)
STAT_BASELINE(lstat64, __lxstat64, const char *, path, stat64)
STAT_BASELINE(fstat64, __fxstat64, int, descriptor, stat64)

/* libstdc++ 3.4.29 (GCC 11) added std::__throw_bad_array_new_length, which operator new[]
 * calls for a negative or overflowing size; the library never asks for one. The older
 * std::__throw_bad_alloc (GLIBCXX_3.4) reports the same failure, an allocation that cannot be
 * made. */
extern void _ZSt17__throw_bad_allocv(void) __attribute__((noreturn));
INSIDE void _ZSt28__throw_bad_array_new_lengthv(void) __attribute__((noreturn));
INSIDE void _ZSt28__throw_bad_array_new_lengthv(void) {
    _ZSt17__throw_bad_allocv();
}
