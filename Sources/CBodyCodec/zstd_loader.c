/*
 * libzstd.so.1, opened the first time a body is packed or unpacked with zstd.
 *
 * The runtime library is in the base image but its header and the unversioned libzstd.so
 * (libzstd-dev) are not, so the build cannot link it: `swift build` on a fresh machine must
 * need nothing more. The functions are those of zstd's stable ABI (zstd_abi.h); the first
 * call dlopens the library and resolves them. If it cannot be loaded, packing falls back to
 * zlib (which every version reads) and zstd bodies read as absent, and
 * byline_zstd_load_failure() says why.
 */
#include "zstd_abi.h"
#include "include/packed_body.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static pthread_once_t loading = PTHREAD_ONCE_INIT;
static struct byline_zstd functions;
static int loaded;
static char failure[512];

/* Stores `symbol`'s address in `slot`; false (and the reason in `failure`) if it is missing. */
static int resolve(void *library, const char *symbol, void *slot) {
    void *address = dlsym(library, symbol);
    if (address == NULL) {
        snprintf(failure, sizeof failure, "libzstd.so.1 has no %s", symbol);
        return 0;
    }
    memcpy(slot, &address, sizeof address);
    return 1;
}

static void load(void) {
    void *library = dlopen("libzstd.so.1", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "%s", reason ? reason : "libzstd.so.1 could not be opened");
        return;
    }
    loaded = resolve(library, "ZSTD_createCCtx", &functions.createCCtx)
        && resolve(library, "ZSTD_freeCCtx", &functions.freeCCtx)
        && resolve(library, "ZSTD_compressCCtx", &functions.compressCCtx)
        && resolve(library, "ZSTD_compress", &functions.compress)
        && resolve(library, "ZSTD_isError", &functions.isError)
        && resolve(library, "ZSTD_getFrameContentSize", &functions.getFrameContentSize)
        && resolve(library, "ZSTD_decompress", &functions.decompress);
}

const struct byline_zstd *byline_zstd(void) {
    pthread_once(&loading, load);
    return loaded ? &functions : NULL;
}

const char *byline_zstd_load_failure(void) {
    return byline_zstd() ? NULL : failure;
}
