/* SQLite's REGEXP function over the regex wrapper: see include/byline_regex.h. */
#include "include/byline_regex.h"
#include <sqlite3.h>

/// SQLite's `text REGEXP pattern`, which calls regexp(pattern, text): 1 on a match, 0 when
/// none, NULL when either side is NULL. The compiled pattern is kept with the statement
/// (sqlite3_set_auxdata), so a pattern bound once is compiled once per query, not per row.
static void byline_sqlite_regexp(sqlite3_context *context, int count, sqlite3_value **values) {
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
int byline_sqlite_register_regexp(void *database) {
    return sqlite3_create_function_v2(database, "regexp", 2,
                                      SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
                                      NULL, byline_sqlite_regexp, NULL, NULL, NULL);
}
