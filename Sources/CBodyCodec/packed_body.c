/* The body codec: see include/packed_body.h for the format. */
#include "include/packed_body.h"
#include "zstd_abi.h"
#include <pthread.h>
#include <sqlite3.h>
#include <string.h>
#include <zlib.h>

/* No body stored by Byline comes near this; a length above it is damage. */
#define BYLINE_BODY_LIMIT ((uint64_t)64 << 20)
/* zstd.h's ZSTD_CONTENTSIZE_UNKNOWN and ZSTD_CONTENTSIZE_ERROR never equal a real size. */

static void put32(unsigned char *at, uint32_t value) {
    for (int i = 0; i < 4; i++) at[i] = (unsigned char)(value >> (8 * i));
}

static uint32_t get32(const unsigned char *at) {
    return (uint32_t)at[0] | (uint32_t)at[1] << 8 | (uint32_t)at[2] << 16 | (uint32_t)at[3] << 24;
}

size_t byline_body_bound(size_t length) {
    size_t zlib = (size_t)compressBound((uLong)length), zstd = BYLINE_ZSTD_COMPRESSBOUND(length);
    return BYLINE_BODY_HEADER + (zlib > zstd ? zlib : zstd);
}

/* Most bodies are a few kilobytes, and zlib's default 32 KB window and 64 KB hash table are
 * allocated and cleared for every stream, for no gain in size, since a match can only reach
 * back into the text. */
int byline_body_window_bits(size_t length) {
    int bits = 9;
    while (bits < 15 && ((size_t)1 << bits) < length) bits++;
    return bits;
}

/* Each thread's zstd compression context, made on first use and freed when the thread ends.
 * ZSTD_compress makes and frees one per call: allocating and laying out its tables cost a
 * refresh a fifth of its packing time, on bodies of a few kilobytes. NULL if it cannot be
 * made (the caller then uses ZSTD_compress). */
static pthread_once_t contextKeyOnce = PTHREAD_ONCE_INIT;
static pthread_key_t contextKey;
static int contextKeyMade;

static void freeContext(void *context) {
    const struct byline_zstd *zstd = byline_zstd();
    if (zstd) zstd->freeCCtx((ZSTD_CCtx *)context);
}

static void makeContextKey(void) { contextKeyMade = pthread_key_create(&contextKey, freeContext) == 0; }

static ZSTD_CCtx *threadContext(const struct byline_zstd *zstd) {
    pthread_once(&contextKeyOnce, makeContextKey);
    if (!contextKeyMade) return NULL;
    ZSTD_CCtx *context = (ZSTD_CCtx *)pthread_getspecific(contextKey);
    if (context) return context;
    context = zstd->createCCtx();
    if (context && pthread_setspecific(contextKey, context) != 0) {
        zstd->freeCCtx(context);
        return NULL;
    }
    return context;
}

/* `length` bytes of `text` deflated into `out` (`capacity` bytes); the size, or 0. */
static size_t deflateBody(const unsigned char *text, size_t length, int level, unsigned char *out, size_t capacity) {
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

size_t byline_body_pack(int layout, int codec, const unsigned char *text, size_t length, uint32_t summaryTag,
                        uint32_t contentTag, int level, unsigned char *out, size_t capacity) {
    if (capacity < BYLINE_BODY_HEADER || length > BYLINE_BODY_LIMIT) return 0;
    if (layout != BYLINE_BODY_SEPARATE && layout != BYLINE_BODY_SHARED) return 0;
    if (codec != BYLINE_BODY_ZLIB && codec != BYLINE_BODY_ZSTD) return 0;
    const struct byline_zstd *zstd = codec == BYLINE_BODY_ZSTD ? byline_zstd() : NULL;
    if (zstd == NULL) codec = BYLINE_BODY_ZLIB;
    out[0] = (unsigned char)(layout + 2 * codec);
    put32(out + 1, summaryTag);
    put32(out + 5, contentTag);
    unsigned char *stream = out + BYLINE_BODY_HEADER;
    size_t room = capacity - BYLINE_BODY_HEADER;
    if (codec == BYLINE_BODY_ZLIB) {
        size_t written = deflateBody(text, length, level, stream, room);
        return written ? BYLINE_BODY_HEADER + written : 0;
    }
    ZSTD_CCtx *context = threadContext(zstd);
    size_t written = context ? zstd->compressCCtx(context, stream, room, text, length, level)
                             : zstd->compress(stream, room, text, length, level);
    return zstd->isError(written) ? 0 : BYLINE_BODY_HEADER + written;
}

int byline_body_unpack(int codec, const unsigned char *stream, size_t size, unsigned char *text, uint64_t total) {
    if (codec == BYLINE_BODY_ZLIB) {
        uLongf produced = (uLongf)total;
        return uncompress(text, &produced, stream, (uLong)size) == Z_OK && produced == total;
    }
    const struct byline_zstd *zstd = byline_zstd();
    if (zstd == NULL) return 0;
    /* The frame must say its own size, and say the one the header does. */
    unsigned long long declared = zstd->getFrameContentSize(stream, size);
    if (declared != total) return 0;
    size_t produced = zstd->decompress(text, (size_t)total, stream, size);
    return !zstd->isError(produced) && produced == total;
}

static void sqliteBody(sqlite3_context *context, int count, sqlite3_value **values) {
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
    uint32_t summaryTag = get32(blob + 1), contentTag = get32(blob + 5);
    uint32_t tag = part == 0 ? summaryTag : contentTag;
    if (tag == 0) return;
    uint64_t summaryLength = summaryTag ? summaryTag - 1 : 0, contentLength = contentTag ? contentTag - 1 : 0;
    uint64_t total = layout == BYLINE_BODY_SHARED ? contentLength : summaryLength + contentLength;
    if (total > BYLINE_BODY_LIMIT || (layout == BYLINE_BODY_SHARED && (contentTag == 0 || summaryLength > contentLength)))
        return;
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

int byline_sqlite_register_body(void *database) {
    return sqlite3_create_function_v2((sqlite3 *)database, "byline_body", 3,
                                      SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, NULL, sqliteBody, NULL,
                                      NULL, NULL);
}
