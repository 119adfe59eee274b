#ifndef BYLINE_REGEX_H
#define BYLINE_REGEX_H
#include <locale.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* Makes `text REGEXP pattern` available on `database` (an sqlite3 *): regexp(pattern, text)
 * is 1 on a match, 0 when none, NULL when either side is NULL; the compiled pattern is kept
 * with the statement. Returns SQLite's result code. */
int byline_sqlite_register_regexp(void *database);
#endif
