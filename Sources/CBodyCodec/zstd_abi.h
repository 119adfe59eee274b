#ifndef BYLINE_ZSTD_ABI_H
#define BYLINE_ZSTD_ABI_H
/* The part of zstd's ABI (zstd.h, soversion 1, the stable section) that the body codec
 * calls. zstd's header is not in the base image, so these are declared here and checked
 * against the real zstd.h by .ci/check-zstd-abi.c. */
#include <stddef.h>

typedef struct ZSTD_CCtx_s ZSTD_CCtx;

typedef size_t (*byline_zstd_compress_bound_fn)(size_t);
typedef ZSTD_CCtx *(*byline_zstd_create_cctx_fn)(void);
typedef size_t (*byline_zstd_free_cctx_fn)(ZSTD_CCtx *);
typedef size_t (*byline_zstd_compress_cctx_fn)(ZSTD_CCtx *, void *, size_t, const void *, size_t, int);
typedef size_t (*byline_zstd_compress_fn)(void *, size_t, const void *, size_t, int);
typedef unsigned (*byline_zstd_is_error_fn)(size_t);
typedef unsigned long long (*byline_zstd_get_frame_content_size_fn)(const void *, size_t);
typedef size_t (*byline_zstd_decompress_fn)(void *, size_t, const void *, size_t);

/* zstd.h's ZSTD_COMPRESSBOUND: a macro of the stable API, so it needs no library. */
#define BYLINE_ZSTD_COMPRESSBOUND(size) \
    ((size) + ((size) >> 8) + (((size) < (128 << 10)) ? (((128 << 10) - (size)) >> 11) : 0))

/* The functions, or NULL (and the reason from byline_zstd_load_failure) when libzstd.so.1
 * cannot be loaded. Loaded once, on the first call, from any thread. */
struct byline_zstd {
    byline_zstd_create_cctx_fn createCCtx;
    byline_zstd_free_cctx_fn freeCCtx;
    byline_zstd_compress_cctx_fn compressCCtx;
    byline_zstd_compress_fn compress;
    byline_zstd_is_error_fn isError;
    byline_zstd_get_frame_content_size_fn getFrameContentSize;
    byline_zstd_decompress_fn decompress;
};
const struct byline_zstd *byline_zstd(void);
#endif
