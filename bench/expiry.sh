#!/usr/bin/env bash
# Expiry and vacuum on a big cache (issue 13 item 4). Copies CACHE to a work folder (the
# original is never opened), then times, with the release byline:
#   1. `byline refresh` of the cache's sources with no expiry (the baseline: whatever the
#      sources answer, refused connections when nothing serves them),
#   2. the same refresh with `max-items MAX_ITEMS` (the difference is the expiry, which
#      runs after the refresh, plus the incremental vacuum after it),
#   3. `byline vacuum` (it prints the file's bytes before and after),
# and prints articles, file sizes, wall seconds and peak memory of each step.
#
# Usage: bench/expiry.sh
# Environment: CACHE [$CORPORA/cache100k.db]  URLS [the cache's .urls beside it]
#   MAX_ITEMS [50]  BYLINE [built here]  WORK [a temporary folder, removed afterwards]
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"
need sqlite3
need /usr/bin/time time
CACHE="${CACHE:-$CORPORA/cache100k.db}"
URLS="${URLS:-${CACHE%.db}.urls}"
MAX_ITEMS="${MAX_ITEMS:-50}"
[ -f "$CACHE" ] && [ -f "$URLS" ] || { echo "bench: $CACHE or $URLS is missing (bench/list.sh builds them)" >&2; exit 2; }
[ -x "$BYLINE" ] || build_byline
work="${WORK:-$(mktemp -d /tmp/byline-expiry.XXXXXX)}"
trap 'rm -rf "$work"' EXIT

articles() { sqlite3 "$1" 'SELECT count(*) FROM articles'; }
bytes() { stat -c %s "$1"; }
timed() { # LABEL COMMAND…: runs it, prints "LABEL: N s wall, M MB peak"
  local label=$1; shift
  /usr/bin/time -f "%e %M" -o "$work/time" "$@" >"$work/out" 2>"$work/err" || true
  read -r wall peak < <(tail -n 1 "$work/time")  # a failing command adds a line first
  echo "$label: ${wall} s wall, $((peak / 1024)) MB peak"
}

for step in baseline expiry; do
  cp "$CACHE" "$work/cache.db"
  [ -f "$CACHE-wal" ] && cp "$CACHE-wal" "$work/cache.db-wal"
  : > "$work/config"
  [ "$step" = expiry ] && echo "max-items $MAX_ITEMS" > "$work/config"
  before=$(articles "$work/cache.db")
  timed "refresh ($step)" "$BYLINE" refresh --quiet --urls "$URLS" --cache "$work/cache.db" --config "$work/config"
  sqlite3 "$work/cache.db" 'PRAGMA wal_checkpoint(TRUNCATE)' >/dev/null
  echo "  articles $before -> $(articles "$work/cache.db"), file $(bytes "$work/cache.db") bytes"
done
timed "vacuum" "$BYLINE" vacuum --cache "$work/cache.db" --config "$work/config"
echo "  $(cat "$work/out")"
echo "  auto_vacuum now $(sqlite3 "$work/cache.db" 'PRAGMA auto_vacuum') (2 = incremental)"
