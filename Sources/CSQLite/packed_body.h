#ifndef BYLINE_PACKED_BODY_H
#define BYLINE_PACKED_BODY_H
#include <sqlite3.h>
#include <stdint.h>
#include <string.h>
#include <zlib.h>

/* An article's summary and content, deflated together into one BLOB (`articles.packed_body`).
 *
 *   byte 0      format: 1, the stream holds the summary's bytes then the content's;
 *               2, the summary is the start of the content, and the stream holds the content
 *   bytes 1-4   summary length in UTF-8 bytes + 1, little-endian; 0 when there is no summary
 *   bytes 5-8   content length + 1, likewise
 *   bytes 9-    zlib stream (compress2)
 *
 * Feeds often send a summary that is the first paragraph of the content: format 2 stores
 * it for nothing and spares deflating it. Reading never trusts the file: lengths are
 * checked against a limit, against each other and against what zlib produced, and
 * anything wrong reads as NULL. */

enum { BYLINE_BODY_SEPARATE = 1, BYLINE_BODY_SHARED = 2, BYLINE_BODY_HEADER = 9 };
/* No body stored by Byline comes near this; a length above it is damage. */
#define BYLINE_BODY_LIMIT ((uint64_t)64 << 20)

static inline void byline_body_put32(unsigned char *at, uint32_t value) {
    for (int i = 0; i < 4; i++) at[i] = (unsigned char)(value >> (8 * i));
}

static inline uint32_t byline_body_get32(const unsigned char *at) {
    return (uint32_t)at[0] | (uint32_t)at[1] << 8 | (uint32_t)at[2] << 16 | (uint32_t)at[3] << 24;
}

/* The most bytes byline_body_pack may write for `length` bytes of text. */
static inline size_t byline_body_bound(size_t length) {
    return BYLINE_BODY_HEADER + (size_t)compressBound((uLong)length);
}

/* Packs `text` into `out`, which holds `capacity` bytes: with `format` 1 `text` is the
 * summary's `summaryTag - 1` bytes then the content's, with 2 it is the content, whose start
 * is the summary. A tag of 0 says the part is absent. Returns the packed size, or 0 when it
 * could not be packed. */
static inline size_t byline_body_pack(int format, const unsigned char *text, size_t length, uint32_t summaryTag,
                                      uint32_t contentTag, int level, unsigned char *out, size_t capacity) {
    if (capacity < BYLINE_BODY_HEADER || length > BYLINE_BODY_LIMIT) return 0;
    if (format != BYLINE_BODY_SEPARATE && format != BYLINE_BODY_SHARED) return 0;
    out[0] = (unsigned char)format;
    byline_body_put32(out + 1, summaryTag);
    byline_body_put32(out + 5, contentTag);
    uLongf written = (uLongf)(capacity - BYLINE_BODY_HEADER);
    if (compress2(out + BYLINE_BODY_HEADER, &written, text, (uLong)length, level) != Z_OK) return 0;
    return BYLINE_BODY_HEADER + (size_t)written;
}

/* byline_body(plain, packed, part): `plain` when it is not NULL (an article stored as text);
 * else part 0 (the summary) or 1 (the content) of the packed body; NULL when that part is
 * absent or the blob is damaged. */
static inline void byline_sqlite_body(sqlite3_context *context, int count, sqlite3_value **values) {
    if (count != 3) return;
    if (sqlite3_value_type(values[0]) != SQLITE_NULL) {
        sqlite3_result_value(context, values[0]);
        return;
    }
    if (sqlite3_value_type(values[1]) != SQLITE_BLOB) return;
    const unsigned char *blob = sqlite3_value_blob(values[1]);
    int size = sqlite3_value_bytes(values[1]);
    int part = sqlite3_value_int(values[2]);
    if (blob == NULL || size < BYLINE_BODY_HEADER || (part != 0 && part != 1)) return;
    int format = blob[0];
    if (format != BYLINE_BODY_SEPARATE && format != BYLINE_BODY_SHARED) return;
    uint32_t summaryTag = byline_body_get32(blob + 1), contentTag = byline_body_get32(blob + 5);
    uint32_t tag = part == 0 ? summaryTag : contentTag;
    if (tag == 0) return;
    uint64_t summaryLength = summaryTag ? summaryTag - 1 : 0, contentLength = contentTag ? contentTag - 1 : 0;
    uint64_t total = format == BYLINE_BODY_SHARED ? contentLength : summaryLength + contentLength;
    if (total > BYLINE_BODY_LIMIT || (format == BYLINE_BODY_SHARED && (contentTag == 0 || summaryLength > contentLength))) return;
    if (total == 0) {
        sqlite3_result_text(context, "", 0, SQLITE_STATIC);
        return;
    }
    unsigned char *text = sqlite3_malloc64(total);
    if (text == NULL) {
        sqlite3_result_error_nomem(context);
        return;
    }
    uLongf produced = (uLongf)total;
    int code = uncompress(text, &produced, blob + BYLINE_BODY_HEADER, (uLong)(size - BYLINE_BODY_HEADER));
    if (code != Z_OK || produced != total) {
        sqlite3_free(text);
        return;
    }
    uint64_t offset = part == 0 || format == BYLINE_BODY_SHARED ? 0 : summaryLength;
    sqlite3_result_text64(context, (const char *)text + offset, part == 0 ? summaryLength : contentLength,
                          SQLITE_TRANSIENT, SQLITE_UTF8);
    sqlite3_free(text);
}

/* Makes byline_body(plain, packed, part) available on `database`. */
static inline int byline_sqlite_register_body(sqlite3 *database) {
    return sqlite3_create_function_v2(database, "byline_body", 3,
                                      SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
                                      NULL, byline_sqlite_body, NULL, NULL, NULL);
}
#endif
