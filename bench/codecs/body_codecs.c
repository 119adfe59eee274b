/* Packs every article body of a Byline cache with each codec and level Byline could use,
 * and prints size and speed: the measurement behind packed_body.h's choice of zstd level 1.
 *   bench/codecs/body_codecs.sh CACHE.db      (builds this, then runs it)
 * The bodies are read through byline_body(), so a cache of any format works. The text of
 * an article is its summary then its content, as PackedBody packs a separate summary. */
#include "../../Sources/CBodyCodec/include/packed_body.h"
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec + now.tv_nsec * 1e-9;
}

typedef struct { unsigned char *bytes; size_t length; } Body;

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: body_codecs CACHE.db\n"); return 2; }
    sqlite3 *db;
    if (sqlite3_open_v2(argv[1], &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) {
        fprintf(stderr, "body_codecs: cannot open %s: %s\n", argv[1], sqlite3_errmsg(db));
        return 1;
    }
    byline_sqlite_register_body(db);
    sqlite3_stmt *query;
    const char *sql = "SELECT coalesce(byline_body(summary, packed_body, 0), '') || "
                      "coalesce(byline_body(content, packed_body, 1), '') FROM articles";
    if (sqlite3_prepare_v2(db, sql, -1, &query, NULL) != SQLITE_OK) {
        fprintf(stderr, "body_codecs: %s\n", sqlite3_errmsg(db));
        return 1;
    }
    size_t count = 0, capacity = 1024, total = 0, largest = 0;
    Body *bodies = malloc(capacity * sizeof *bodies);
    while (sqlite3_step(query) == SQLITE_ROW) {
        size_t length = (size_t)sqlite3_column_bytes(query, 0);
        if (length < 200) continue; /* PackedBody.smallest: shorter bodies stay text */
        if (count == capacity) bodies = realloc(bodies, (capacity *= 2) * sizeof *bodies);
        bodies[count].bytes = malloc(length);
        memcpy(bodies[count].bytes, sqlite3_column_text(query, 0), length);
        bodies[count++].length = length;
        total += length;
        if (length > largest) largest = length;
    }
    sqlite3_finalize(query);
    sqlite3_close(db);
    printf("bodies=%zu text_mb=%.1f\n", count, total / 1e6);
    size_t room = byline_body_bound(largest);
    unsigned char *out = malloc(room), *back = malloc(largest + 1);
    struct { const char *name; int codec, level; } cases[] = {
        {"zlib", BYLINE_BODY_ZLIB, 1}, {"zlib", BYLINE_BODY_ZLIB, 6},
        {"zstd", BYLINE_BODY_ZSTD, -5}, {"zstd", BYLINE_BODY_ZSTD, -1},
        {"zstd", BYLINE_BODY_ZSTD, 1}, {"zstd", BYLINE_BODY_ZSTD, 3},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        size_t packed = 0;
        double packing = 0, unpacking = 0;
        for (size_t i = 0; i < count; i++) {
            double start = seconds();
            size_t size = byline_body_pack(BYLINE_BODY_SEPARATE, cases[c].codec, bodies[i].bytes, bodies[i].length,
                                           0, (uint32_t)bodies[i].length + 1, cases[c].level, out, room);
            double middle = seconds();
            if (size == 0 || !byline_body_unpack(cases[c].codec, out + BYLINE_BODY_HEADER, size - BYLINE_BODY_HEADER,
                                                 back, bodies[i].length) ||
                memcmp(back, bodies[i].bytes, bodies[i].length) != 0) {
                fprintf(stderr, "body_codecs: %s %d did not round-trip body %zu\n", cases[c].name, cases[c].level, i);
                return 1;
            }
            packing += middle - start;
            unpacking += seconds() - middle;
            packed += size;
        }
        printf("codec=%s level=%d ratio=%.3f pack_mb_s=%.1f unpack_mb_s=%.1f\n", cases[c].name, cases[c].level,
               (double)packed / total, total / packing / 1e6, total / unpacking / 1e6);
    }
    return 0;
}
