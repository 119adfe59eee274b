#!/usr/bin/env bash
# RESULTS.md §29, sync at scale: `byline sync` against a real FreshRSS (Google Reader API) holding
# FEEDS subscriptions and ITEMS entries (default 500 × 50,000, every entry unread, STARRED
# starred), first from an empty cache (full sync), then again after the server changed
# (incremental: NEW entries, STAR_MORE stars, READ_MORE marked read). Measures wall time
# and peak RSS with /usr/bin/time -v, and checks what arrived in the cache.
#   bench/freshrss-sync.sh      (BYLINE=PATH measures another build; FEEDS, ITEMS, STARRED,
#                                NEW, STAR_MORE, READ_MORE, PORT, FRESHRSS_WORKERS, KEEP=1)
# Shipped settings; SYNC_MAX_ITEMS=N puts `sync-max-items N` in the config (before df6ce50
# items and ids shared that bound, and the shipped 100,000 stopped this first sync).
# FreshRSS comes from Tests/Servers (the vendored release; PHP from Debian, see scripts/test)
# and is filled straight through its SQLite database (bench/freshrss_populate.py): FreshRSS
# would otherwise have to fetch 500 feeds. Needs no network and not the shared bench kit.
# Last line: freshrss-sync feeds=… items=… full_s=… full_rss_kb=… full_articles=…
#   incr_s=… incr_rss_kb=… incr_articles=… starred_here=… starred_there=…
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BYLINE="${BYLINE:-$ROOT/.build/release/byline}"
FEEDS="${FEEDS:-500}" ITEMS="${ITEMS:-50000}" STARRED="${STARRED:-1000}"
NEW="${NEW:-500}" STAR_MORE="${STAR_MORE:-200}" READ_MORE="${READ_MORE:-5000}"
PORT="${PORT:-8537}"
SERVERS="$ROOT/Tests/Servers"
[ -x /usr/bin/time ] || { echo "bench: /usr/bin/time is missing (apt-get install -y time)" >&2; exit 2; }
command -v sqlite3 >/dev/null || { echo "bench: sqlite3 is missing (apt-get install -y sqlite3)" >&2; exit 2; }
if [ ! -x "$BYLINE" ]; then (cd "$ROOT" && swift build -c release --static-swift-stdlib --product byline >&2); fi

WORK="$(mktemp -d /tmp/byline-bench-freshrss.XXXXXX)"
trap 'bash "$SERVERS/freshrss_down.sh" "$WORK/server" >/dev/null 2>&1 || true; [ "${KEEP:-0}" = 1 ] || rm -rf "$WORK"' EXIT
ITEMS_PER_FEED=1 bash "$SERVERS/freshrss_up.sh" "$WORK/server" "$PORT" >/dev/null
. "$WORK/server/env.sh"
DB="$WORK/server/data/users/$SYNC_USER/db.sqlite"
python3 "$ROOT/bench/freshrss_populate.py" "$DB" full "$FEEDS" "$ITEMS" "$STARRED" >&2

mkdir -p "$WORK/home"
export HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/home/.config" XDG_DATA_HOME="$WORK/home/.local/share" LANG=C.UTF-8 TERM=dumb
files=(--urls "$WORK/urls" --cache "$WORK/cache.db" --config "$WORK/config")
SYNC_MAX_ITEMS="${SYNC_MAX_ITEMS:-default}"
if [ "$SYNC_MAX_ITEMS" = default ]; then : >"$WORK/config"; else echo "sync-max-items $SYNC_MAX_ITEMS" >"$WORK/config"; fi
printf '%s\n' "$SYNC_API_PASSWORD" | "$BYLINE" account add bench --type greader --url "$GREADER_URL" \
  --user "$SYNC_USER" --password-stdin "${files[@]}" >&2

# timed NAME: one `byline sync`, its time -v report in $WORK/NAME.time; prints seconds and KB.
timed() {
  /usr/bin/time -v -o "$WORK/$1.time" "$BYLINE" sync "${files[@]}" >"$WORK/$1.out" 2>&1 ||
    { cat "$WORK/$1.out" >&2; echo "bench: byline sync failed ($1)" >&2; exit 1; }
  tail -3 "$WORK/$1.out" >&2
  python3 - "$WORK/$1.time" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", text).group(1)
seconds = 0.0
for part in wall.split(":"):
    seconds = seconds * 60 + float(part)
rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", text).group(1)
user = re.search(r"User time \(seconds\): (\S+)", text).group(1)
print(f"{seconds:.2f} {rss} {user}")
PY
}
articles() { sqlite3 "$WORK/cache.db" "SELECT count(*) FROM articles WHERE source_key LIKE 'account:bench/%'"; }

read -r full_s full_rss full_user < <(timed full)
full_articles=$(articles)
python3 "$ROOT/bench/freshrss_populate.py" "$DB" change "$NEW" "$STAR_MORE" "$READ_MORE" >&2
read -r incr_s incr_rss incr_user < <(timed incremental)
incr_articles=$(articles)
starred_here=$(sqlite3 "$WORK/cache.db" "SELECT count(*) FROM articles WHERE source_key LIKE 'account:bench/%' AND starred")
starred_there=$(sqlite3 "$DB" "SELECT count(*) FROM entry WHERE is_favorite")
echo "freshrss-sync feeds=$FEEDS items=$ITEMS sync_max_items=$SYNC_MAX_ITEMS full_s=$full_s full_user_s=$full_user full_rss_kb=$full_rss full_articles=$full_articles" \
  "incr_s=$incr_s incr_user_s=$incr_user incr_rss_kb=$incr_rss incr_articles=$incr_articles starred_here=$starred_here starred_there=$starred_there"
