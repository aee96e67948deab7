/* CSQLite: the system's SQLite 3 C API for the core's session file (Debian: libsqlite3-dev to
 * build, libsqlite3.so.0 at run time). Only the core's Storage folder imports it. */
#include <sqlite3.h>
