#!/usr/bin/env bash
# byline list and list --search on a 100,000-article cache, and list on a 1,000-article one.
#   bench/list.sh
# Builds (once, under $CORPORA) a 300×334 corpus (100,200 items) and a 10×100 one, refreshes
# each into a byline cache, then times with hyperfine (warm page cache, 30 runs):
#   list --limit 50 at 100k and at 1k; list --search WORD at 100k for an English, a Korean
#   and a Japanese word; and reports peak memory of each command.
. "$(dirname "$0")/common.sh"
need hyperfine; need /usr/bin/time time; need sqlite3; need nginx nginx-light
PORT="${PORT:-8093}"
build_byline
BIG="$(corpus c300x334 300 334)"
SMALL="$(corpus c10x100 10 100)"
BIG_CACHE="$(cache_for "$BIG" "$PORT" cache100k)"
SMALL_CACHE="$(cache_for "$SMALL" "$PORT" cache1k)"
EMPTY="$(mktemp -d)"; trap 'rm -rf "$EMPTY"' EXIT
run() { HOME="$EMPTY" "$BYLINE" --urls "$EMPTY/none" --cache "$@"; }

peak() { # peak RSS in MB of one run
  HOME="$EMPTY" /usr/bin/time -f '%M' "$BYLINE" --urls "$EMPTY/none" --cache "$@" 2>&1 >/dev/null | tail -1 | awk '{printf "%.1f", $1/1024}'
}
for cache in "$BIG_CACHE" "$SMALL_CACHE"; do
  n=$(sqlite3 "$cache" 'SELECT count(*) FROM articles')
  read -r med lo hi <<<"$(hyperfine_median list env HOME="$EMPTY" "$BYLINE" --urls "$EMPTY/none" --cache "$cache" list --limit 50)"
  echo "byline_list articles=$n limit=50 median_s=$med min_s=$lo max_s=$hi rss_mb=$(peak "$cache" list --limit 50)"
done
for word in election 정부 東京; do
  matches=$(run "$BIG_CACHE" list --search "$word" --limit 10000000 | wc -l)
  read -r med lo hi <<<"$(hyperfine_median search env HOME="$EMPTY" "$BYLINE" --urls "$EMPTY/none" --cache "$BIG_CACHE" list --search "$word" --limit 50)"
  echo "byline_search articles=$(sqlite3 "$BIG_CACHE" 'SELECT count(*) FROM articles') word=$word matches=$matches limit=50 median_s=$med min_s=$lo max_s=$hi rss_mb=$(peak "$BIG_CACHE" list --search "$word" --limit 50)"
done
