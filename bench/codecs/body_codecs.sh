#!/usr/bin/env bash
# Size and speed of each codec Byline could pack article bodies with, on a real cache's bodies.
#   bench/codecs/body_codecs.sh CACHE.db
# Needs gcc and the -dev packages of SQLite and zlib (the same the build needs); zstd is
# opened at run time, as Byline does (Sources/CBodyCodec/zstd_loader.c).
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 CACHE.db" >&2; exit 2; }
here="$(cd "$(dirname "$0")" && pwd)"
binary="$(mktemp /tmp/byline-body-codecs.XXXXXX)"
trap 'rm -f "$binary"' EXIT
sources="$here/../../Sources/CBodyCodec"
gcc -O2 -o "$binary" "$here/body_codecs.c" "$sources/packed_body.c" "$sources/zstd_loader.c" -lsqlite3 -lz -ldl -lpthread
"$binary" "$1"
