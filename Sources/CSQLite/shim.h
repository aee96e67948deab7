/* SPDX-License-Identifier: Apache-2.0 */
/* CSQLite: the system's SQLite 3 C API for the core's session file (Debian: libsqlite3-dev to
 * build, libsqlite3.so.0 at run time). Only the core's Storage folder imports it. */
#include <sqlite3.h>

/* Reads up to `count` raw bytes from the start of a connection's main database file, and its
 * size, through SQLite's own file handle: the core must never open the file itself, since
 * closing any descriptor of a file drops every POSIX lock the process holds on it (SQLite's
 * included). After a first read the caller holds at least SQLite's shared lock (a read
 * transaction, or the exclusive locking mode), so the bytes are the file's; after a refused
 * one it may hold none, and the bytes only decide what to call a file already refused. Bytes past the end
 * of the file read as zeros. Returns SQLITE_OK or SQLite's error code. */
static inline int foodtruck_sqlite_file_start(sqlite3 *db, unsigned char *bytes, int count,
                                              sqlite3_int64 *size) {
    sqlite3_file *file = 0;
    int code = sqlite3_file_control(db, "main", SQLITE_FCNTL_FILE_POINTER, &file);
    if (code != SQLITE_OK) return code;
    if (file == 0 || file->pMethods == 0) return SQLITE_CANTOPEN;
    code = file->pMethods->xFileSize(file, size);
    if (code != SQLITE_OK) return code;
    code = file->pMethods->xRead(file, bytes, count, 0);
    return code == SQLITE_IOERR_SHORT_READ ? SQLITE_OK : code;
}

/* Stops SQLite from checkpointing a log into the database file when the connection closes
 * (SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE; sqlite3_db_config is variadic, which Swift cannot call):
 * a file the library refuses is closed as it was found, its log included. */
static inline int foodtruck_sqlite_no_checkpoint_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
