/* Compiled by scripts/test when the real <zstd.h> is available (libzstd-dev): every
   function Byline declares in Sources/CBodyCodec/zstd_abi.h must have zstd's own type, and
   its copy of ZSTD_COMPRESSBOUND must give zstd's bound. */
#include <zstd.h>
#include "../Sources/CBodyCodec/zstd_abi.h"
#define BYLINE_SAME_TYPE(function, type) \
    _Static_assert(__builtin_types_compatible_p(__typeof__(&function), type), #function " differs from zstd.h");
BYLINE_SAME_TYPE(ZSTD_compressBound, byline_zstd_compress_bound_fn)
BYLINE_SAME_TYPE(ZSTD_createCCtx, byline_zstd_create_cctx_fn)
BYLINE_SAME_TYPE(ZSTD_freeCCtx, byline_zstd_free_cctx_fn)
BYLINE_SAME_TYPE(ZSTD_compressCCtx, byline_zstd_compress_cctx_fn)
BYLINE_SAME_TYPE(ZSTD_compress, byline_zstd_compress_fn)
BYLINE_SAME_TYPE(ZSTD_isError, byline_zstd_is_error_fn)
BYLINE_SAME_TYPE(ZSTD_getFrameContentSize, byline_zstd_get_frame_content_size_fn)
BYLINE_SAME_TYPE(ZSTD_decompress, byline_zstd_decompress_fn)
_Static_assert(ZSTD_VERSION_MAJOR == 1, "Byline loads libzstd.so.1");
#define BYLINE_SAME_BOUND(size) _Static_assert(BYLINE_ZSTD_COMPRESSBOUND(size) == ZSTD_COMPRESSBOUND(size), "bound of " #size);
BYLINE_SAME_BOUND(0) BYLINE_SAME_BOUND(200) BYLINE_SAME_BOUND(131071) BYLINE_SAME_BOUND(131072) BYLINE_SAME_BOUND(67108864)
