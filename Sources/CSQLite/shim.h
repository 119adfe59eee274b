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

/// A locale for LC_CTYPE only, made once and then shared, so matching never depends on the
/// process locale (a command-line run keeps "C"; the browser sets the user's); (locale_t)0
/// when it does not exist.
static inline locale_t byline_cached_locale(locale_t *cache, const char *name, const char *alias) {
    locale_t found = __atomic_load_n(cache, __ATOMIC_ACQUIRE);
    if (found != (locale_t)0) return found;
    locale_t made = newlocale(LC_CTYPE_MASK, name, (locale_t)0);
    if (made == (locale_t)0 && alias != NULL) made = newlocale(LC_CTYPE_MASK, alias, (locale_t)0);
    if (made == (locale_t)0) return (locale_t)0;
    locale_t expected = (locale_t)0;
    if (!__atomic_compare_exchange_n(cache, &expected, made, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        freelocale(made);
        return expected;
    }
    return made;
}

/// UTF-8 character classes, so REG_ICASE and "." work on characters, not bytes.
static inline locale_t byline_regex_locale(void) {
    static locale_t cached = (locale_t)0;
    return byline_cached_locale(&cached, "C.UTF-8", "C.utf8");
}

/// The "C" character classes, for the ASCII fast path.
static inline locale_t byline_regex_ascii_locale(void) {
    static locale_t cached = (locale_t)0;
    return byline_cached_locale(&cached, "C", NULL);
}

/// A compiled pattern: under UTF-8 character classes, and, for an all-ASCII pattern, also
/// under the "C" locale. glibc matches with REG_ICASE five to fifteen times slower under a
/// multibyte locale (bench/RESULTS.md). For an ASCII pattern on ASCII text both compilations
/// match exactly the same strings, so ASCII text takes the fast one; a pattern of ASCII
/// literals only (`bytewise`) takes it on any text, since the bytes of a UTF-8 character
/// other than ASCII are all 0x80 or more and never match an ASCII literal.
typedef struct {
    regex_t utf8;
    regex_t ascii;
    int hasASCII;
    int bytewise;
} byline_regex;

/// Whether `pattern` (all ASCII) matches the same in bytes as in characters: no "." and no
/// bracket expression (which could match part of a character), no escapes but of
/// punctuation (\w, \b, \< and the like know letters outside ASCII).
static inline int byline_regex_is_bytewise(const char *pattern) {
    for (const unsigned char *byte = (const unsigned char *)pattern; *byte != 0; byte++) {
        if (*byte >= 0x80 || *byte == '.' || *byte == '[') return 0;
        if (*byte == '\\') {
            unsigned char next = byte[1];
            int punctuation = next != 0 && next < 0x80 && !((next >= '0' && next <= '9') || (next >= 'a' && next <= 'z')
                || (next >= 'A' && next <= 'Z') || next == '<' || next == '>' || next == '`' || next == '\'');
            if (!punctuation) return 0;
            byte++;
        }
    }
    return 1;
}

/// Whether the NUL-terminated `text` is all ASCII.
static inline int byline_is_ascii(const char *text) {
    for (const unsigned char *byte = (const unsigned char *)text; *byte != 0; byte++) {
        if (*byte >= 0x80) return 0;
    }
    return 1;
}

/// Compiles `pattern` as a POSIX extended regular expression that ignores case and keeps no
/// sub-matches. Returns 0 and a pattern to release with byline_regex_free, or regcomp's
/// error code with its words in `message`.
static inline int byline_regex_compile(const char *pattern, byline_regex **compiled, char *message, size_t size) {
    byline_regex *made = calloc(1, sizeof(byline_regex));
    if (made == NULL) {
        if (size > 0) snprintf(message, size, "out of memory");
        return REG_ESPACE;
    }
    const int flags = REG_EXTENDED | REG_ICASE | REG_NOSUB;
    locale_t utf8 = byline_regex_locale();
    locale_t previous = utf8 != (locale_t)0 ? uselocale(utf8) : (locale_t)0;
    int code = regcomp(&made->utf8, pattern, flags);
    if (code != 0 && size > 0) regerror(code, &made->utf8, message, size);
    if (previous != (locale_t)0) uselocale(previous);
    if (code != 0) {
        free(made);
        return code;
    }
    locale_t plain = byline_regex_ascii_locale();
    if (utf8 != (locale_t)0 && plain != (locale_t)0 && byline_is_ascii(pattern)) {
        locale_t before = uselocale(plain);
        made->hasASCII = regcomp(&made->ascii, pattern, flags) == 0;
        made->bytewise = made->hasASCII && byline_regex_is_bytewise(pattern);
        uselocale(before);
    }
    *compiled = made;
    return 0;
}

/// Whether `text` holds a match of `compiled`.
static inline int byline_regex_matches(const byline_regex *compiled, const char *text) {
    int ascii = compiled->bytewise || (compiled->hasASCII && byline_is_ascii(text));
    locale_t chosen = ascii ? byline_regex_ascii_locale() : byline_regex_locale();
    locale_t previous = chosen != (locale_t)0 ? uselocale(chosen) : (locale_t)0;
    int code = regexec(ascii ? &compiled->ascii : &compiled->utf8, text, 0, NULL, 0);
    if (previous != (locale_t)0) uselocale(previous);
    return code == 0;
}

/// Releases a pattern from byline_regex_compile.
static inline void byline_regex_free(void *pattern) {
    if (pattern == NULL) return;
    byline_regex *compiled = pattern;
    regfree(&compiled->utf8);
    if (compiled->hasASCII) regfree(&compiled->ascii);
    free(compiled);
}

/// SQLite's `text REGEXP pattern`, which calls regexp(pattern, text): 1 on a match, 0 when
/// none, NULL when either side is NULL. The compiled pattern is kept with the statement
/// (sqlite3_set_auxdata), so a pattern bound once is compiled once per query, not per row.
static inline void byline_sqlite_regexp(sqlite3_context *context, int count, sqlite3_value **values) {
    if (count != 2) return;
    const unsigned char *text = sqlite3_value_text(values[1]);
    if (text == NULL || sqlite3_value_type(values[0]) == SQLITE_NULL) return;
    byline_regex *compiled = sqlite3_get_auxdata(context, 0);
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
