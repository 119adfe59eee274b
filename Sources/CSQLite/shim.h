#ifndef BYLINE_CSQLITE_SHIM_H
#define BYLINE_CSQLITE_SHIM_H
#include <sqlite3.h>
#include <locale.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// SQLITE_TRANSIENT is a cast macro that Swift cannot import.
static inline sqlite3_destructor_type byline_sqlite_transient(void) { return SQLITE_TRANSIENT; }
/// SQLITE_STATIC, likewise.
static inline sqlite3_destructor_type byline_sqlite_static(void) { return SQLITE_STATIC; }
/// Turns off SQLite's global memory statistics, which take a mutex around every allocation;
/// must run before SQLite initializes (the first connection). Returns SQLITE_OK or an error.
static inline int byline_sqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

/// The UTF-8 character classes regular expressions are compiled and run under, whatever
/// the process locale is (a command-line run keeps "C", where REG_ICASE and "." would work
/// on bytes): made once, then shared; (locale_t)0 when no UTF-8 locale exists.
static inline locale_t byline_regex_locale(void) {
    static locale_t cached = (locale_t)0;
    locale_t found = __atomic_load_n(&cached, __ATOMIC_ACQUIRE);
    if (found != (locale_t)0) return found;
    locale_t made = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
    if (made == (locale_t)0) made = newlocale(LC_CTYPE_MASK, "C.utf8", (locale_t)0);
    if (made == (locale_t)0) return (locale_t)0;
    locale_t expected = (locale_t)0;
    if (!__atomic_compare_exchange_n(&cached, &expected, made, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        freelocale(made);
        return expected;
    }
    return made;
}

/// Compiles `pattern` as a POSIX extended regular expression that ignores case and keeps no
/// sub-matches. Returns 0 and a pattern to release with byline_regex_free, or regcomp's
/// error code with its words in `message`.
static inline int byline_regex_compile(const char *pattern, regex_t **compiled, char *message, size_t size) {
    regex_t *made = malloc(sizeof(regex_t));
    if (made == NULL) {
        if (size > 0) snprintf(message, size, "out of memory");
        return REG_ESPACE;
    }
    locale_t utf8 = byline_regex_locale();
    locale_t previous = utf8 != (locale_t)0 ? uselocale(utf8) : (locale_t)0;
    int code = regcomp(made, pattern, REG_EXTENDED | REG_ICASE | REG_NOSUB);
    if (code != 0 && size > 0) regerror(code, made, message, size);
    if (previous != (locale_t)0) uselocale(previous);
    if (code != 0) {
        free(made);
        return code;
    }
    *compiled = made;
    return 0;
}

/// Whether `text` holds a match of `compiled`.
static inline int byline_regex_matches(const regex_t *compiled, const char *text) {
    locale_t utf8 = byline_regex_locale();
    locale_t previous = utf8 != (locale_t)0 ? uselocale(utf8) : (locale_t)0;
    int code = regexec(compiled, text, 0, NULL, 0);
    if (previous != (locale_t)0) uselocale(previous);
    return code == 0;
}

/// Releases a pattern from byline_regex_compile.
static inline void byline_regex_free(void *compiled) {
    if (compiled == NULL) return;
    regfree((regex_t *)compiled);
    free(compiled);
}

/// SQLite's `text REGEXP pattern`, which calls regexp(pattern, text): 1 on a match, 0 when
/// none, NULL when either side is NULL. The compiled pattern is kept with the statement
/// (sqlite3_set_auxdata), so a pattern bound once is compiled once per query, not per row.
static inline void byline_sqlite_regexp(sqlite3_context *context, int count, sqlite3_value **values) {
    if (count != 2) return;
    const unsigned char *text = sqlite3_value_text(values[1]);
    if (text == NULL || sqlite3_value_type(values[0]) == SQLITE_NULL) return;
    regex_t *compiled = sqlite3_get_auxdata(context, 0);
    if (compiled == NULL) {
        const unsigned char *pattern = sqlite3_value_text(values[0]);
        if (pattern == NULL) return;
        char message[200];
        if (byline_regex_compile((const char *)pattern, &compiled, message, sizeof message) != 0) {
            sqlite3_result_error(context, message, -1);
            return;
        }
        sqlite3_set_auxdata(context, 0, compiled, byline_regex_free);
        // SQLite may free the pattern at once (when it cannot keep it); fetch it back.
        compiled = sqlite3_get_auxdata(context, 0);
        if (compiled == NULL) {
            if (byline_regex_compile((const char *)pattern, &compiled, message, sizeof message) != 0) return;
            sqlite3_result_int(context, byline_regex_matches(compiled, (const char *)text));
            byline_regex_free(compiled);
            return;
        }
    }
    sqlite3_result_int(context, byline_regex_matches(compiled, (const char *)text));
}

/// Makes `text REGEXP pattern` available on `database` (see byline_sqlite_regexp).
static inline int byline_sqlite_register_regexp(sqlite3 *database) {
    return sqlite3_create_function_v2(database, "regexp", 2,
                                      SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
                                      NULL, byline_sqlite_regexp, NULL, NULL, NULL);
}
#endif
