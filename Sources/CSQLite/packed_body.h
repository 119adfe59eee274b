#ifndef BYLINE_PACKED_BODY_H
#define BYLINE_PACKED_BODY_H
#include <pthread.h>
#include <sqlite3.h>
#include <stdint.h>
#include <string.h>
#include <zlib.h>
#include <zstd.h>

/* An article's summary and content, compressed together into one BLOB (`articles.packed_body`).
 *
 *   byte 0      format: the layout and the codec.
 *               1 and 3: the stream holds the summary's bytes then the content's;
 *               2 and 4: the summary is the start of the content, and the stream holds the content.
 *               1 and 2 are zlib streams (what Byline wrote first), 3 and 4 zstd frames.
 *   bytes 1-4   summary length in UTF-8 bytes + 1, little-endian; 0 when there is no summary
 *   bytes 5-8   content length + 1, likewise
 *   bytes 9-    the stream
 *
 * Feeds often send a summary that is the first paragraph of the content: the shared layout
 * stores it for nothing and spares compressing it. zstd at level 1 packs article HTML as
 * small as zlib at level 1 (0.39 of its size against 0.40) three times as fast, and unpacks
 * it twice as fast; zlib bodies are still read. Reading never trusts the file: lengths are
 * checked against a limit, against each other and against what the codec produced, and
 * anything wrong reads as NULL. */

enum { BYLINE_BODY_SEPARATE = 1, BYLINE_BODY_SHARED = 2, BYLINE_BODY_HEADER = 9 };
/* The codecs: the format byte is layout + 2 * codec. */
enum { BYLINE_BODY_ZLIB = 0, BYLINE_BODY_ZSTD = 1 };
/* No body stored by Byline comes near this; a length above it is damage. */
#define BYLINE_BODY_LIMIT ((uint64_t)64 << 20)

static inline void byline_body_put32(unsigned char *at, uint32_t value) {
    for (int i = 0; i < 4; i++) at[i] = (unsigned char)(value >> (8 * i));
}

static inline uint32_t byline_body_get32(const unsigned char *at) {
    return (uint32_t)at[0] | (uint32_t)at[1] << 8 | (uint32_t)at[2] << 16 | (uint32_t)at[3] << 24;
}

/* The most bytes byline_body_pack may write for `length` bytes of text, with either codec. */
static inline size_t byline_body_bound(size_t length) {
    size_t zlib = (size_t)compressBound((uLong)length), zstd = ZSTD_compressBound(length);
    return BYLINE_BODY_HEADER + (zlib > zstd ? zlib : zstd);
}

/* The zlib window for `length` bytes of text: the smallest that holds all of it (zlib's
 * 512 bytes to 32 KB). Most bodies are a few kilobytes, and zlib's default 32 KB window and
 * 64 KB hash table are allocated and cleared for every stream, for no gain in size, since a
 * match can only reach back into the text. */
static inline int byline_body_window_bits(size_t length) {
    int bits = 9;
    while (bits < 15 && ((size_t)1 << bits) < length) bits++;
    return bits;
}

/* Each thread's zstd compression context, made on first use and freed when the thread ends.
 * ZSTD_compress makes and frees one per call: allocating and laying out its tables cost a
 * refresh a fifth of its packing time, on bodies of a few kilobytes. NULL if it cannot be
 * made (the caller then uses ZSTD_compress). */
/* The key's state lives in a function (Swift imports a header's functions, not its globals). */
struct byline_body_zstd_slot { pthread_once_t once; pthread_key_t key; int made; };
static inline struct byline_body_zstd_slot *byline_body_zstd_slot(void) {
    static struct byline_body_zstd_slot slot = { PTHREAD_ONCE_INIT, 0, 0 };
    return &slot;
}
static inline void byline_body_zstd_free(void *context) { ZSTD_freeCCtx((ZSTD_CCtx *)context); }
static inline void byline_body_zstd_make_key(void) {
    struct byline_body_zstd_slot *slot = byline_body_zstd_slot();
    slot->made = pthread_key_create(&slot->key, byline_body_zstd_free) == 0;
}
static inline ZSTD_CCtx *byline_body_zstd_context(void) {
    struct byline_body_zstd_slot *slot = byline_body_zstd_slot();
    pthread_once(&slot->once, byline_body_zstd_make_key);
    if (!slot->made) return NULL;
    ZSTD_CCtx *context = (ZSTD_CCtx *)pthread_getspecific(slot->key);
    if (context) return context;
    context = ZSTD_createCCtx();
    if (context && pthread_setspecific(slot->key, context) != 0) {
        ZSTD_freeCCtx(context);
        return NULL;
    }
    return context;
}

/* `length` bytes of `text` deflated into `out` (`capacity` bytes); the size, or 0. */
static inline size_t byline_body_deflate(const unsigned char *text, size_t length, int level,
                                         unsigned char *out, size_t capacity) {
    int windowBits = byline_body_window_bits(length);
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    /* memLevel windowBits - 7 keeps zlib's default proportion of hash table to window. */
    if (deflateInit2(&stream, level, Z_DEFLATED, windowBits, windowBits - 7, Z_DEFAULT_STRATEGY) != Z_OK) return 0;
    stream.next_in = (Bytef *)text;
    stream.avail_in = (uInt)length;
    stream.next_out = out;
    stream.avail_out = (uInt)capacity;
    int code = deflate(&stream, Z_FINISH);
    size_t written = (size_t)stream.total_out;
    deflateEnd(&stream);
    return code == Z_STREAM_END ? written : 0;
}

/* Packs `text` into `out`, which holds `capacity` bytes: with `layout` 1 `text` is the
 * summary's `summaryTag - 1` bytes then the content's, with 2 it is the content, whose start
 * is the summary. A tag of 0 says the part is absent. `codec` is BYLINE_BODY_ZSTD (what the
 * cache writes) or BYLINE_BODY_ZLIB, at its `level`. Returns the packed size, or 0 when it
 * could not be packed. */
static inline size_t byline_body_pack(int layout, int codec, const unsigned char *text, size_t length,
                                      uint32_t summaryTag, uint32_t contentTag, int level,
                                      unsigned char *out, size_t capacity) {
    if (capacity < BYLINE_BODY_HEADER || length > BYLINE_BODY_LIMIT) return 0;
    if (layout != BYLINE_BODY_SEPARATE && layout != BYLINE_BODY_SHARED) return 0;
    if (codec != BYLINE_BODY_ZLIB && codec != BYLINE_BODY_ZSTD) return 0;
    out[0] = (unsigned char)(layout + 2 * codec);
    byline_body_put32(out + 1, summaryTag);
    byline_body_put32(out + 5, contentTag);
    unsigned char *stream = out + BYLINE_BODY_HEADER;
    size_t room = capacity - BYLINE_BODY_HEADER;
    if (codec == BYLINE_BODY_ZLIB) {
        size_t written = byline_body_deflate(text, length, level, stream, room);
        return written ? BYLINE_BODY_HEADER + written : 0;
    }
    ZSTD_CCtx *context = byline_body_zstd_context();
    size_t written = context ? ZSTD_compressCCtx(context, stream, room, text, length, level)
                             : ZSTD_compress(stream, room, text, length, level);
    return ZSTD_isError(written) ? 0 : BYLINE_BODY_HEADER + written;
}

/* Unpacks `size` bytes of `stream` with `codec` into exactly `total` bytes at `text`;
 * whether that is what came out. */
static inline int byline_body_unpack(int codec, const unsigned char *stream, size_t size,
                                     unsigned char *text, uint64_t total) {
    if (codec == BYLINE_BODY_ZLIB) {
        uLongf produced = (uLongf)total;
        return uncompress(text, &produced, stream, (uLong)size) == Z_OK && produced == total;
    }
    /* The frame must say its own size, and say the one the header does. */
    unsigned long long declared = ZSTD_getFrameContentSize(stream, size);
    if (declared != total) return 0;
    size_t produced = ZSTD_decompress(text, (size_t)total, stream, size);
    return !ZSTD_isError(produced) && produced == total;
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
    if (format < 1 || format > 4) return;
    int layout = (format - 1) % 2 + 1, codec = (format - 1) / 2;
    uint32_t summaryTag = byline_body_get32(blob + 1), contentTag = byline_body_get32(blob + 5);
    uint32_t tag = part == 0 ? summaryTag : contentTag;
    if (tag == 0) return;
    uint64_t summaryLength = summaryTag ? summaryTag - 1 : 0, contentLength = contentTag ? contentTag - 1 : 0;
    uint64_t total = layout == BYLINE_BODY_SHARED ? contentLength : summaryLength + contentLength;
    if (total > BYLINE_BODY_LIMIT || (layout == BYLINE_BODY_SHARED && (contentTag == 0 || summaryLength > contentLength))) return;
    if (total == 0) {
        sqlite3_result_text(context, "", 0, SQLITE_STATIC);
        return;
    }
    unsigned char *text = sqlite3_malloc64(total);
    if (text == NULL) {
        sqlite3_result_error_nomem(context);
        return;
    }
    if (!byline_body_unpack(codec, blob + BYLINE_BODY_HEADER, (size_t)(size - BYLINE_BODY_HEADER), text, total)) {
        sqlite3_free(text);
        return;
    }
    uint64_t offset = part == 0 || layout == BYLINE_BODY_SHARED ? 0 : summaryLength;
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
