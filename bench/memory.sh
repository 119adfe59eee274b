#!/usr/bin/env bash
# Peak memory on hostile inputs (issue 25 item 6): huge feeds of tiny items, one, six and
# twelve at once over two hosts, and one as a JSON Feed; reader mode on 7 MB pages
# (`byline extract` and the browser's `f`); a full-text refresh of 20 such pages, with what
# it adds to the cache.
#   bench/memory.sh                 builds the release binary, prints one line per case
# Env: BYLINE=PATH (measure another binary; no build), PORT=8097 (and PORT+1, the second
#      host), ITEMS=600000, PARTS="refresh extract browser fulltext".
# Inputs come from bench/hostile_server.py on 127.0.0.1. Peak RSS is /usr/bin/time -v's
# "Maximum resident set size" for commands, VmHWM for the browser (and VmRSS once the page
# is shown and Esc pressed: "after"). Memory is never asserted by a test.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PORT="${PORT:-8097}"; ITEMS="${ITEMS:-600000}"; PARTS="${PARTS:-refresh extract browser fulltext}"
part() { [[ " $PARTS " == *" $1 "* ]]; }
for tool in tmux sqlite3 python3 /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "memory: $tool is missing" >&2; exit 2; }
done
if [ -z "${BYLINE:-}" ]; then
  (cd "$ROOT" && swift build -c release --static-swift-stdlib --product byline >&2)
  BYLINE="$ROOT/.build/release/byline"
fi
WORK="$(mktemp -d /tmp/byline-bench-memory.XXXXXX)"
SOCKET="byline-memory-$$"
PIDS=()
cleanup() {
  tmux -L "$SOCKET" kill-server >/dev/null 2>&1 || true
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$WORK"
}
trap cleanup EXIT
for port in "$PORT" "$((PORT + 1))"; do
  python3 "$ROOT/bench/hostile_server.py" "$port" "$ITEMS" > "$WORK/server-$port" &
  PIDS+=("$!")
done
for port in "$PORT" "$((PORT + 1))"; do
  for _ in $(seq 600); do grep -q ready "$WORK/server-$port" 2>/dev/null && break; sleep 0.1; done
done
export HOME="$WORK/home" LANG=C.UTF-8
mkdir -p "$HOME"
printf 'refresh-on-start no\n' > "$WORK/config"

# measure NAME CMD...: peak RSS and wall time of CMD (its exit status is reported, not fatal).
measure() {
  local name="$1"; shift
  local status=0
  /usr/bin/time -v -o "$WORK/time" "$@" > "$WORK/out" 2> "$WORK/err" || status=$?
  local rss wall
  rss=$(awk -F': ' '/Maximum resident/ {printf "%.1f", $2 / 1024}' "$WORK/time")
  wall=$(awk -F': ' '/Elapsed/ {print $2}' "$WORK/time")
  echo "$name peak_mb=$rss wall=$wall exit=$status"
}

# 1. Refresh: a 31 MB feed of 600,000 tiny items; six at once; twelve over two hosts.
if part refresh; then
  for count in 1 6 12; do
    : > "$WORK/urls-$count"
    for n in $(seq 1 "$count"); do
      port=$PORT; [ "$count" = 12 ] && [ "$n" -gt 6 ] && port=$((PORT + 1))
      echo "http://127.0.0.1:$port/tiny/$n.xml" >> "$WORK/urls-$count"
    done
    rm -f "$WORK/cache-$count.db"*
    measure "refresh feeds=$count items_each=$ITEMS" \
      "$BYLINE" refresh --urls "$WORK/urls-$count" --cache "$WORK/cache-$count.db" --config "$WORK/config"
    echo "  stored=$(sqlite3 "$WORK/cache-$count.db" 'SELECT count(*) FROM articles') $(head -c 300 "$WORK/out" | head -1)"
    rm -f "$WORK/cache-$count.db"*
  done
  echo "http://127.0.0.1:$PORT/tiny/1.json" > "$WORK/urls-json"
  measure "refresh json_feeds=1 items_each=$ITEMS" \
    "$BYLINE" refresh --urls "$WORK/urls-json" --cache "$WORK/cache-json.db" --config "$WORK/config"
  echo "  stored=$(sqlite3 "$WORK/cache-json.db" 'SELECT count(*) FROM articles') $(head -c 300 "$WORK/out" | head -1)"
fi

# 2. byline extract on each 7 MB page, by URL as the issue measured it.
if part extract; then
  for kind in paragraphs nested table; do
    measure "extract page=$kind" "$BYLINE" extract "http://127.0.0.1:$PORT/page/$kind.html"
    echo "  lines=$(wc -l < "$WORK/out") last: $(tail -c 200 "$WORK/out" | tail -1)"
  done
fi

# 3. The browser's reader mode (f) on each page: VmHWM while it runs, VmRSS after Esc.
if part browser; then
  for kind in paragraphs nested table; do
    home="$WORK/browser-$kind"; mkdir -p "$home"
    cat > "$home/feed.xml" <<EOF
<?xml version="1.0"?><rss version="2.0"><channel><title>Long</title>
<item><title>Long page $kind</title><link>http://127.0.0.1:$PORT/page/$kind.html</link><guid>long-$kind</guid>
<description>Short teaser.</description></item></channel></rss>
EOF
    echo "file://$home/feed.xml" > "$home/urls"
    HOME="$home" "$BYLINE" refresh --urls "$home/urls" --cache "$home/cache.db" --config "$WORK/config" --quiet
    tmux -L "$SOCKET" -f /dev/null new-session -d -x 120 -y 40 -s bench \
      "sh -c 'echo \$\$ > $home/pid; exec env HOME=$home TERM=xterm-256color LANG=C.UTF-8 $BYLINE --urls $home/urls --cache $home/cache.db --config $WORK/config'"
    python3 - "$SOCKET" "$home/pid" <<'PY'
import re, subprocess, sys, time
sock, pidfile = sys.argv[1], sys.argv[2]
def screen():
    return subprocess.run(["tmux", "-L", sock, "capture-pane", "-p", "-t", "bench"], stdout=subprocess.PIPE).stdout.decode("utf-8", "replace")
def wait(pattern, limit):
    end = time.time() + limit
    while time.time() < end:
        if re.search(pattern, screen(), re.S):
            return True
        time.sleep(0.05)
    return False
def status(field):
    pid = open(pidfile).read().strip()
    for line in open("/proc/%s/status" % pid):
        if line.startswith(field):
            return int(line.split()[1]) / 1024
ok = wait(r"q quit", 30)
subprocess.run(["tmux", "-L", sock, "send-keys", "-t", "bench", "Enter"])
wait(r"Short teaser", 30)
subprocess.run(["tmux", "-L", sock, "send-keys", "-t", "bench", "f"])
shown = wait(r"Full article", 300)
time.sleep(2)
peak = status("VmHWM")
subprocess.run(["tmux", "-L", sock, "send-keys", "-t", "bench", "Escape"])
time.sleep(3)
print("browser_reader shown=%s hwm_mb=%.1f after_rss_mb=%.1f" % (shown, peak, status("VmRSS")))
PY
    tmux -L "$SOCKET" send-keys -t bench Q; sleep 1; tmux -L "$SOCKET" kill-server >/dev/null 2>&1 || true
    echo "  page=$kind"
  done
fi

# 4. Full text in the background: 20 teasers whose pages are 7 MB each.
if part fulltext; then
  echo "http://127.0.0.1:$PORT/pages.xml" > "$WORK/urls-pages"
  printf 'refresh-on-start no\nfull-text yes\n' > "$WORK/config-fulltext"
  rm -f "$WORK/pages.db"*
  measure "fulltext pages=20" "$BYLINE" refresh --urls "$WORK/urls-pages" --cache "$WORK/pages.db" --config "$WORK/config-fulltext"
  sqlite3 "$WORK/pages.db" 'PRAGMA wal_checkpoint(TRUNCATE)' >/dev/null
  echo "  stored_pages=$(sqlite3 "$WORK/pages.db" 'SELECT count(*) FROM full_texts') cache_mb=$(du -m "$WORK/pages.db" | cut -f1) full_texts_mb=$(sqlite3 "$WORK/pages.db" "SELECT printf('%.1f', sum(length(CAST(html AS BLOB)) + length(CAST(text AS BLOB)) + ifnull(length(packed_page), 0)) / 1048576.0) FROM full_texts" 2>/dev/null || sqlite3 "$WORK/pages.db" "SELECT printf('%.1f', sum(length(CAST(html AS BLOB)) + length(CAST(text AS BLOB))) / 1048576.0) FROM full_texts")"
fi
