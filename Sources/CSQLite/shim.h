#ifndef BYLINE_CSQLITE_SHIM_H
#define BYLINE_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a cast macro that Swift cannot import.
static inline sqlite3_destructor_type byline_sqlite_transient(void) { return SQLITE_TRANSIENT; }
/// SQLITE_STATIC, likewise.
static inline sqlite3_destructor_type byline_sqlite_static(void) { return SQLITE_STATIC; }
/// Turns off SQLite's global memory statistics, which take a mutex around every allocation;
/// must run before SQLite initializes (the first connection). Returns SQLITE_OK or an error.
static inline int byline_sqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

#endif
