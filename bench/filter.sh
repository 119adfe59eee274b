#!/usr/bin/env bash
# byline list --filter on a 100,000-article cache, and the two regex engines compared.
#   bench/filter.sh
# Uses list.sh's 300×334 corpus (100,200 items) and cache (built once under $CORPORA), with a
# urls file that tags every feed (tag0…tag9, feed N gets tagN%10), then times with hyperfine
# (warm page cache, HF_RUNS runs, default 30) `list --filter EXPR --limit 50` for a regex
# that matches everywhere, one that matches little (so the whole cache is read), a tag, an
# age, a date range, and/or with parentheses; each line also counts the matches. Then it runs
# bench/regex/RegexEngines.swift over the cache's titles to compare POSIX regexec (the one
# Byline uses) with NSRegularExpression, per line matched.
. "$(dirname "$0")/common.sh"
need hyperfine; need sqlite3; need nginx nginx-light; need /usr/bin/time time
PORT="${PORT:-8093}"
build_byline
BIG="$(corpus c300x334 300 334)"
CACHE="$(cache_for "$BIG" "$PORT" cache100k)"
WORK="$(mktemp -d)"; trap 'rm -rf "$WORK"' EXIT
urls_for "$BIG" "$PORT" "$WORK/plain"
awk '{ printf "%s tag%d\n", $0, (NR - 1) % 10 }' "$WORK/plain" > "$WORK/urls"
run() { HOME="$WORK" "$BYLINE" --urls "$WORK/urls" --cache "$CACHE" "$@"; }
run list --limit 1 >/dev/null  # records the tags once, as any first command would
n=$(sqlite3 "$CACHE" 'SELECT count(*) FROM articles')
cpu() { # median user+system seconds of 9 runs: steadier than wall time on a shared machine
  for _ in 1 2 3 4 5 6 7 8 9; do
    HOME="$WORK" /usr/bin/time -f '%U %S' "$BYLINE" --urls "$WORK/urls" --cache "$CACHE" "$@" 2>&1 >/dev/null | tail -1
  done | awk '{ print $1 + $2 }' | sort -n | sed -n 5p
}
read -r med lo hi <<<"$(hyperfine_median list env HOME="$WORK" "$BYLINE" --urls "$WORK/urls" --cache "$CACHE" list --limit 50)"
echo "byline_list articles=$n limit=50 median_s=$med min_s=$lo max_s=$hi cpu_s=$(cpu list --limit 50) (no filter, for comparison)"
filters=(
  'title =~ "e"'
  'title =~ "^(vaccine|telescope) .*orbit"'
  'title =~ "zebra|quokka"'
  'content =~ "flooding.+mayor"'
  'tags # "tag3"'
  'age < 5'
  'date between 2026-11-10:2026-11-12'
  '(tags # "tag1" or tags # "tag2") and title =~ "market" and unread = yes'
)
for filter in "${filters[@]}"; do
  matches=$(run list --filter "$filter" --limit 10000000 | wc -l)
  read -r med lo hi <<<"$(hyperfine_median filter env HOME="$WORK" "$BYLINE" --urls "$WORK/urls" --cache "$CACHE" list --filter "$filter" --limit 50)"
  echo "byline_filter articles=$n filter='$filter' matches=$matches limit=50 median_s=$med min_s=$lo max_s=$hi cpu_s=$(cpu list --filter "$filter" --limit 50)"
done
sqlite3 "$CACHE" 'SELECT replace(replace(title, char(10), " "), char(13), " ") FROM articles' > "$WORK/titles"
swiftc -O "$ROOT/bench/regex/RegexEngines.swift" -o "$WORK/regex-engines" >&2
"$WORK/regex-engines" "$WORK/titles" 'e' '^(vaccine|telescope) .*orbit' 'zebra|quokka' 'market' 'market|정부|東京'
