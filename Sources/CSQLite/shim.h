#ifndef BYLINE_CSQLITE_SHIM_H
#define BYLINE_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a cast macro that Swift cannot import.
static inline sqlite3_destructor_type byline_sqlite_transient(void) { return SQLITE_TRANSIENT; }
/// SQLITE_STATIC, likewise.
static inline sqlite3_destructor_type byline_sqlite_static(void) { return SQLITE_STATIC; }
#endif
