#!/usr/bin/env bash
# Size and speed of each codec Byline could pack article bodies with, on a real cache's bodies.
#   bench/codecs/body_codecs.sh CACHE.db
# Needs gcc and the -dev packages of SQLite, zlib and zstd (the same the build needs).
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 CACHE.db" >&2; exit 2; }
here="$(cd "$(dirname "$0")" && pwd)"
binary="$(mktemp /tmp/byline-body-codecs.XXXXXX)"
trap 'rm -f "$binary"' EXIT
gcc -O2 -o "$binary" "$here/body_codecs.c" -lsqlite3 -lz -lzstd
"$binary" "$1"
