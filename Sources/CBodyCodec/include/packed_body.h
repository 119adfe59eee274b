#ifndef BYLINE_PACKED_BODY_H
#define BYLINE_PACKED_BODY_H
#include <stddef.h>
#include <stdint.h>

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
 * anything wrong reads as NULL.
 *
 * zlib is linked (its header is in the base image); libzstd.so.1 is opened on first use
 * (zstd_loader.c), since zstd's header is not. */

enum { BYLINE_BODY_SEPARATE = 1, BYLINE_BODY_SHARED = 2, BYLINE_BODY_HEADER = 9 };
/* The codecs: the format byte is layout + 2 * codec. */
enum { BYLINE_BODY_ZLIB = 0, BYLINE_BODY_ZSTD = 1 };

/* The most bytes byline_body_pack may write for `length` bytes of text, with either codec. */
size_t byline_body_bound(size_t length);

/* The zlib window for `length` bytes of text: the smallest that holds all of it (zlib's
 * 512 bytes to 32 KB), as log2. */
int byline_body_window_bits(size_t length);

/* Packs `text` into `out`, which holds `capacity` bytes: with `layout` 1 `text` is the
 * summary's `summaryTag - 1` bytes then the content's, with 2 it is the content, whose start
 * is the summary. A tag of 0 says the part is absent. `codec` is BYLINE_BODY_ZSTD (what the
 * cache writes; zlib when libzstd cannot be loaded) or BYLINE_BODY_ZLIB, at its `level`.
 * Returns the packed size, or 0 when it could not be packed. */
size_t byline_body_pack(int layout, int codec, const unsigned char *text, size_t length, uint32_t summaryTag,
                        uint32_t contentTag, int level, unsigned char *out, size_t capacity);

/* Unpacks `size` bytes of `stream` with `codec` into exactly `total` bytes at `text`;
 * whether that is what came out (false when the codec's library cannot be loaded). */
int byline_body_unpack(int codec, const unsigned char *stream, size_t size, unsigned char *text, uint64_t total);

/* Makes byline_body(plain, packed, part) available on `database` (an sqlite3 *): `plain`
 * when it is not NULL (an article stored as text), else part 0 (the summary) or 1 (the
 * content) of the packed body; NULL when that part is absent or the blob is damaged.
 * Returns SQLite's result code. */
int byline_sqlite_register_body(void *database);

/* Why libzstd.so.1 could not be loaded, or NULL when it is (loading it if need be). */
const char *byline_zstd_load_failure(void);
#endif
